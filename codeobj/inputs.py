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
    ``target`` keeps only code objects compatible with that target ID.  Walking a
    large host library, each object's mapped pages are released once the caller
    moves on, so resident memory stays near the size of one code object.
    """
    from .bundle import open_fat_binary, resolve_uri, select

    text = os.fspath(path)
    if isinstance(text, str) and text.startswith(_URI_SCHEMES):
        item = resolve_uri(text)
        yield str(item.uri), CodeObject(item.data, source=str(item.uri))
        return
    with open_fat_binary(text) as fat:
        for item in select(fat.code_objects, target):
            uri = str(item.uri)
            name = text if item.entry_id is None else uri
            yield uri, CodeObject(item.data, source=name)
            fat.release_pages(item)
