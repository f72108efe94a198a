"""Turning what a user names (a path, a URI) into the code objects inside it.

A bare code object gives itself; bundles and host files with embedded bundles
give every embedded code object, each named by its URI (the scan, the selection by target
and the URIs are the rest of this package).
"""

from __future__ import annotations

import os
from collections.abc import Iterator

from ..elf.model import CodeObject

__all__ = ["code_objects", "is_uri", "open_items", "skipped_note"]

_URI_SCHEMES = ("file://", "memory://")


_DATA = (bytes, bytearray, memoryview)


def is_uri(path) -> bool:
    """True for a code object URI (``file://…``, ``memory://…``) rather than a path."""
    return isinstance(path, str) and path.startswith(_URI_SCHEMES)


def open_items(path, target: str | None = None):
    """``(fat binary, [(source URI, name, item)])`` for a path (not a URI) or the bytes of a
    file: the scan alone, no code object opened yet.  ``name`` is what the `CodeObject` is
    called (the path, or ``<memory>`` for bytes, for a loose code object; the URI for an
    embedded one, ``<memory>#offset=N&size=N`` in bytes).  The caller closes the fat binary."""
    from . import open_fat_binary, select

    in_memory = isinstance(path, _DATA)
    if in_memory:
        fat = open_fat_binary(path)
        text = fat.name
    else:
        text = os.fsdecode(path)
        fat = open_fat_binary(text)
    try:
        items = []
        for item in select(fat.code_objects, target):
            uri = str(item.uri)
            if item.entry_id is None:
                name = text
            elif in_memory:  # a file:// URI would name a file called <memory>
                name = f"{text}#offset={item.offset}&size={item.size}"
            else:
                name = uri
            items.append((uri, name, item))
    except BaseException:
        fat.close()
        raise
    return fat, items


def skipped_note(name: str, fat) -> str | None:
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


def code_objects(path, target: str | None = None) -> Iterator[tuple[str, CodeObject]]:
    """Yield ``(source URI, CodeObject)`` for each code object ``path`` holds.

    ``path`` may be a file (code object, bundle, host ELF, archive), a code object URI, or
    the bytes of such a file (named ``<memory>`` in errors and URIs);
    ``target`` keeps only code objects compatible with that target ID.  Walking a
    large host library, each object's mapped pages are released once the caller
    moves on, so resident memory stays near the size of one code object.
    """
    if is_uri(path):
        from . import resolve_uri

        item = resolve_uri(path)
        yield str(item.uri), CodeObject(item.data, source=str(item.uri))
        return
    fat, items = open_items(path, target)
    with fat:
        for uri, name, item in items:
            yield uri, CodeObject(item.data, source=name)
            fat.release_pages(item)
