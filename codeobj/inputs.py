"""Turning what a user names (a path, a URI) into the code objects inside it.

A bare code object gives itself; bundles and host files with embedded bundles
give every embedded code object, each named by its URI (see codeobj.bundle).
"""

from __future__ import annotations

import os
from collections.abc import Iterator

from .model import CodeObject

__all__ = ["code_objects"]

_URI_SCHEMES = ("file://", "memory://")


def code_objects(path: str | os.PathLike, target: str | None = None
                 ) -> Iterator[tuple[str, CodeObject]]:
    """Yield ``(source URI, CodeObject)`` for each code object ``path`` holds.

    ``path`` may be a file (code object, bundle, host ELF) or a code object URI;
    ``target`` keeps only code objects compatible with that target ID.
    """
    from .bundle import resolve_uri, scan, select

    text = os.fspath(path)
    if isinstance(text, str) and text.startswith(_URI_SCHEMES):
        items = [resolve_uri(text)]
    else:
        items = scan(text)
    for item in select(items, target):
        uri = str(item.uri)
        name = text if item.entry_id is None and not text.startswith(_URI_SCHEMES) else uri
        yield uri, CodeObject(item.data, source=name)
