"""Deferred construction of Construct schemas.

Importing construct costs more than the rest of `codeobj dump` on a small file
(it pulls in pdb), and the hot paths read with `struct`.  A formats module
declares its constants eagerly and its schemas in a function; ``lazy_schemas``
builds them on the first attribute access, so `import codeobj.formats.elf`
stays cheap until someone actually uses a schema.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def lazy_schemas(module_globals: dict[str, Any], names: tuple[str, ...],
                 build: Callable[[], dict[str, object]]) -> Callable[[str], Any]:
    """Return a module ``__getattr__`` that builds ``names`` with ``build()`` on first use
    (a schema is a construct object: Any to a type checker, as construct ships no types)."""

    def __getattr__(name: str) -> Any:
        if name not in names:
            raise AttributeError(f"module {module_globals['__name__']!r} has no attribute {name!r}")
        built = build()
        module_globals.update(built)
        return built[name]

    return __getattr__
