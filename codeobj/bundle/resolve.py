"""Resolving a code object URI to the code object's bytes."""

from __future__ import annotations

from collections.abc import Callable

from ..errors import FormatError, URIError
from ._scan import code_object_target, open_fat_binary
from .model import EmbeddedCodeObject
from .uri import CodeObjectURI, parse_uri

__all__ = ["MemoryReader", "resolve_uri"]

#: ``reader(pid, address, size) -> bytes`` reads another process's memory.
MemoryReader = Callable[[int, int, int], bytes]


def resolve_uri(uri: str | CodeObjectURI, *, memory_reader: MemoryReader | None = None,
                max_decompressed: int | None = None) -> EmbeddedCodeObject:
    """The code object ``uri`` names.

    ``file://`` URIs: the offset and size of a code object found by ``scan`` (for compressed
    bundles, in decompressed terms: bundle file offset + entry offset), or else any in-bounds
    byte range of the file.  Without offset and size the file must hold exactly one code
    object.  ``max_decompressed``: see `codeobj.bundle.open_fat_binary`.  ``memory://`` URIs need ``memory_reader``: live process memory is not read here.
    """
    parsed = parse_uri(uri) if isinstance(uri, str) else uri
    text = str(uri)
    if parsed.scheme == "memory":
        if memory_reader is None:
            raise URIError("reading live process memory is not supported; save the code object "
                           "to a file (or pass a memory reader to codeobj.bundle.resolve_uri)",
                           source=text)
        assert parsed.pid is not None and parsed.offset is not None and parsed.size is not None
        data: bytes | memoryview = memory_reader(parsed.pid, parsed.offset, parsed.size)
        if len(data) != parsed.size:
            raise URIError(f"the memory reader returned {len(data)} bytes, not {parsed.size}",
                           source=text)
        return EmbeddedCodeObject(uri=parsed, entry_id=None, target=code_object_target(data),
                                  data=data)
    assert parsed.path is not None
    try:
        fat = open_fat_binary(parsed.path, max_decompressed=max_decompressed)
        found, scan_error = fat.code_objects, None
        assert fat._buffer is not None  # open_fat_binary keeps its buffer until close()
        size, view = fat.size, memoryview(fat._buffer)
    except FormatError as e:  # not a fat binary: a byte range may still name a code object
        from ._scan import _load

        view, _, _ = _load(parsed.path, None)
        found, scan_error, size = [], e, len(view)
    if parsed.offset is None and parsed.size is None:
        if len(found) == 1:
            return found[0]
        if scan_error is not None:
            raise scan_error
        raise URIError(f"the file holds {len(found)} code objects; give #offset=N&size=N "
                       "(see 'codeobj list')", source=text)
    offset = parsed.offset or 0
    for c in found:
        if c.offset == offset and (parsed.size is None or c.size == parsed.size):
            return c
    length = size - offset if parsed.size is None else parsed.size
    if offset > size or length < 0 or length > size - offset:
        raise URIError(f"offset 0x{offset:x} size 0x{max(length, 0):x} is outside the file "
                       f"(0x{size:x} bytes) and matches no code object in a compressed bundle",
                       source=text)
    data = view[offset:offset + length]
    return EmbeddedCodeObject(uri=parsed, entry_id=None, target=code_object_target(data),
                              data=data)
