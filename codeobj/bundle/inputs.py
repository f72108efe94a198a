"""Turning what a user names (a path, a URI) into the code objects inside it.

A bare code object gives itself; bundles and host files with embedded bundles
give every embedded code object, each named by its URI (the scan, the selection by target
and the URIs are the rest of this package).
"""

from __future__ import annotations

import os
from collections.abc import Iterator

from ..elf.model import CodeObject

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._scan import FatBinary
    from .model import EmbeddedCodeObject

__all__ = ["code_objects", "is_uri", "open_items", "skipped_note"]

_URI_SCHEMES = ("file://", "memory://")


def is_uri(path: str | os.PathLike[str]) -> bool:
    """True for a code object URI (``file://…``, ``memory://…``) rather than a path."""
    text = os.fspath(path)
    return isinstance(text, str) and text.startswith(_URI_SCHEMES)


def open_items(path: str | os.PathLike[str], target: str | None = None
               ) -> tuple[FatBinary, list[tuple[str, str, EmbeddedCodeObject]]]:
    """``(fat binary, [(source URI, name, item)])`` for a path (not a URI): the scan alone,
    no code object opened yet.  ``name`` is what the `CodeObject` is called (the path for a
    loose code object, the URI for an embedded one).  The caller closes the fat binary."""
    from . import open_fat_binary, select

    text = os.fspath(path)
    fat = open_fat_binary(text)
    try:
        items = []
        for item in select(fat.code_objects, target):
            uri = str(item.uri)
            items.append((uri, text if item.entry_id is None else uri, item))
    except BaseException:
        fat.close()
        raise
    return fat, items


def skipped_note(name: str, fat: FatBinary) -> str | None:
    """One line saying which device entries of ``fat`` are not code objects (LLVM bitcode from
    ``-fgpu-rdc``, and the like) and so were passed over; None when there are none."""
    others = fat.non_code_objects
    if not others:
        return None
    contents = ", ".join(sorted({c.content for c in others}))
    named = ", ".join(c.entry_id or str(c.uri) for c in others[:4])
    more = ", ..." if len(others) > 4 else ""
    entries = "device entry is" if len(others) == 1 else "device entries are"
    return f"{name}: {len(others)} {entries} not code objects ({contents}): {named}{more}"


def code_objects(path: str | os.PathLike[str], target: str | None = None
                 ) -> Iterator[tuple[str, CodeObject]]:
    """Yield ``(source URI, CodeObject)`` for each code object ``path`` holds.

    ``path`` may be a file (code object, bundle, host ELF) or a code object URI;
    ``target`` keeps only code objects compatible with that target ID.  Walking a
    large host library, each object's mapped pages are released once the caller
    moves on, so resident memory stays near the size of one code object.
    """
    if is_uri(path):
        from . import resolve_uri

        item = resolve_uri(os.fspath(path))
        yield str(item.uri), CodeObject(item.data, source=str(item.uri))
        return
    fat, items = open_items(path, target)
    with fat:
        for uri, name, item in items:
            yield uri, CodeObject(item.data, source=name)
            fat.release_pages(item)
