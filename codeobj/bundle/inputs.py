"""Turning what a user names (a path, a URI) into the code objects inside it.

A bare code object gives itself; bundles and host files with embedded bundles
give every embedded code object, each named by its URI (the scan, the selection by target
and the URIs are the rest of this package).
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from typing import BinaryIO, TypeGuard, cast

from ..elf.model import CodeObject

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Union

    from ._scan import FatBinary
    from .model import EmbeddedCodeObject

    # What a user can name: a path (``-`` for standard input) or the bytes of a file.
    Input = Union[str, "os.PathLike[str]", bytes, bytearray, memoryview]

__all__ = ["STDIN", "code_objects", "empty_reason", "is_uri", "item_source", "open_input",
           "open_items", "require_items", "skipped_note"]

_URI_SCHEMES = ("file:", "memory://")
# What a user writes for standard input, and what the code objects read from it are called.
STDIN = "-"
STDIN_NAME = "<stdin>"


_DATA = (bytes, bytearray, memoryview)


def is_uri(path: object) -> TypeGuard[str]:
    """True for a code object URI (``file://…``, ``file:…``, ``memory://…``) rather than a
    path."""
    return isinstance(path, str) and path.startswith(_URI_SCHEMES)


def open_input(path: Input) -> FatBinary:
    """The `FatBinary` of a path as a user names it (``-`` is standard input, read whole up to
    the ``input`` limit and called ``<stdin>``), or of the bytes of a file."""
    from . import open_fat_binary

    if isinstance(path, _DATA):
        return open_fat_binary(path)
    text = os.fsdecode(path)
    if text == STDIN:
        import sys

        from ..limits import read_stream

        # a stand-in for sys.stdin without .buffer (tests) is a binary stream itself
        stream = cast("BinaryIO", getattr(sys.stdin, "buffer", sys.stdin))
        return open_fat_binary(read_stream(stream, STDIN_NAME), name=STDIN_NAME)
    return open_fat_binary(text)


def empty_reason(fat: FatBinary, target: str | None = None) -> str | None:
    """Why ``fat`` gives no code object (for ``target``, when given), in words for a user who
    expected one; None when it gives some."""
    from ..formats.elf import EM
    from . import select

    if fat.code_objects:
        if target is None or select(fat.code_objects, target):
            return None
        held = sorted({c.target_id or c.target or "unknown" for c in fat.code_objects})
        return f"no code object for target {target} (it holds {', '.join(held)})"
    note = skipped_note(fat.name, fat)  # None when there are no fat.non_code_objects
    if note is not None:
        return "no AMD GPU code object: " + note[len(fat.name) + 2:]
    if fat.kind == "host-elf":
        machine = f"machine {fat.machine}"
        if fat.machine is not None:
            try:
                machine = EM(fat.machine).name
            except ValueError:
                pass
        text = (f"no AMD GPU code object: an ELF file for {machine} with no offload bundle "
                "(.hip_fatbin, __CLANG_OFFLOAD_BUNDLE__) or offload binary (.llvm.offloading)")
        if fat.foreign_gpu_code:
            text += f"; it holds NVIDIA CUDA code ({', '.join(fat.foreign_gpu_code)})"
        return text
    return f"no AMD GPU code object in this {fat.kind.replace('-', ' ')}"


def item_source(fat: FatBinary, item: EmbeddedCodeObject) -> str:
    """How reports name ``item`` of ``fat``: the path as given for a loose code object, the
    URI of an embedded one, ``NAME#offset=N&size=N`` in bytes or standard input (``<memory>``,
    ``<stdin>``: no file a URI could name)."""
    if item.entry_id is None and item.offset == 0 and item.size == fat.size:
        return fat.name
    if fat.name in (STDIN_NAME, "<memory>"):
        return f"{fat.name}#offset={item.offset}&size={item.size}"
    return str(item.uri)


def open_items(path: Input, target: str | None = None
               ) -> tuple[FatBinary, list[tuple[str, str, EmbeddedCodeObject]]]:
    """``(fat binary, [(source, name, item)])`` for a path (not a URI; ``-`` is standard input)
    or the bytes of a file: the scan alone, no code object opened yet.

    ``source`` is how a report names the code object: the path as given (``<memory>`` for
    bytes, ``<stdin>``) for a loose code object, its URI for an embedded one
    (``<memory>#offset=N&size=N`` in bytes or standard input, which have no file to name).
    ``name`` is what the `CodeObject` is called: the same.  The caller closes the fat binary.
    """
    from . import select

    fat = open_input(path)
    try:
        items: list[tuple[str, str, EmbeddedCodeObject]] = []
        for item in select(fat.code_objects, target):
            source = item_source(fat, item)
            items.append((source, source, item))
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


def require_items(fat: FatBinary, items: Sequence[object], target: str | None = None) -> None:
    """Raise `NoCodeObjectError` with the reason when ``items`` (what ``fat`` gave for
    ``target``) is empty: no AMD GPU code object in the file (a host ELF names the NVIDIA code
    it sees), or none for ``target``.  The caller closes ``fat``."""
    if items:
        return
    from ..errors import NoCodeObjectError

    raise NoCodeObjectError(empty_reason(fat, target) or "no AMD GPU code object",
                            source=fat.name)


def code_objects(path: Input, target: str | None = None, *, required: bool = False
                 ) -> Iterator[tuple[str, CodeObject]]:
    """Yield ``(source, CodeObject)`` for each code object ``path`` holds: ``source`` is the
    path as given for a loose code object, the URI of an embedded one (see `open_items`).

    ``path`` may be a file (code object, bundle, host ELF, archive), ``-`` for standard
    input, a code object URI, or the bytes of such a file (named ``<memory>`` in errors and URIs);
    ``target`` keeps only code objects compatible with that target ID.  Walking a
    large host library, each object's mapped pages are released once the caller
    moves on, so resident memory stays near the size of one code object.  With ``required``,
    a file that gives none raises the reason (`require_items`) instead of yielding nothing.
    """
    if is_uri(path):
        from . import resolve_uri

        item = resolve_uri(path)
        yield str(item.uri), CodeObject(item.data, source=str(item.uri))
        return
    fat, items = open_items(path, target)
    with fat:
        if required:
            require_items(fat, items, target)
        for uri, name, item in items:
            yield uri, CodeObject(item.data, source=name)
            fat.release_pages(item)
