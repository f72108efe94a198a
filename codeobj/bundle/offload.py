"""Reading LLVM offload binaries (the new offload driver's ``.llvm.offloading`` records).

``clang --offload-new-driver`` embeds one offload binary per device image in the host object's
``.llvm.offloading`` section; ``ld -r`` and the packager put several back to back, each on an
8-byte boundary (layout: ``codeobj.formats.offload``).  Each binary is bounded by its own
``size`` field; every offset inside it is checked against that size, and the size against the
bytes available, before use.
"""

from __future__ import annotations

from collections.abc import Callable

from .._record import field, record
from ..errors import BundleError
from ..formats.offload import (
    IMAGE_KIND_NAMES,
    OFFLOAD_BINARY_ENTRY,
    OFFLOAD_BINARY_HEADER,
    OFFLOAD_BINARY_MAGIC,
    OFFLOAD_BINARY_STRING,
    OFFLOAD_BINARY_VERSION,
    OFFLOAD_KIND_NAMES,
    ImageKind,
    OffloadKind,
)
from ._elf import skip_zero_padding

__all__ = ["OffloadImage", "is_offload_binary", "read_offload_binaries", "read_offload_binary"]

_MIN_SIZE = OFFLOAD_BINARY_HEADER.size + OFFLOAD_BINARY_ENTRY.size


def is_offload_binary(view: memoryview | bytes, at: int = 0) -> bool:
    return bytes(view[at:at + 4]) == OFFLOAD_BINARY_MAGIC


@record
class OffloadImage:
    """One device image of an offload binary.

    ``offset``/``size`` locate the whole offload binary in the file; ``image_offset``/
    ``image_size`` the image itself (file offsets).  ``strings`` holds the key/value table in
    file order (``triple``, ``arch``, ...).  ``index`` counts images in the file.
    """

    index: int
    offset: int
    size: int
    version: int
    image_kind: ImageKind | int
    offload_kind: OffloadKind | int
    flags: int
    strings: dict[str, str]
    image_offset: int
    image_size: int
    section: str | None = None
    data: memoryview | bytes = field(default=b"", repr=False)

    @property
    def triple(self) -> str:
        return self.strings.get("triple", "")

    @property
    def arch(self) -> str:
        return self.strings.get("arch", "")

    @property
    def kind_name(self) -> str:
        """The image kind as ``llvm-objdump --offloading`` prints it (``elf``, ``llvm ir``)."""
        return IMAGE_KIND_NAMES.get(self.image_kind, f"unknown ({self.image_kind})")

    @property
    def producer(self) -> str:
        """The offload kind as objdump prints it (``hip``, ``openmp``, ``cuda``)."""
        return OFFLOAD_KIND_NAMES.get(self.offload_kind, f"unknown ({self.offload_kind})")

    @property
    def target(self) -> str:
        """``amdgcn-amd-amdhsa--gfx90a:xnack+``: the triple, normalised to four components,
        and the arch (``""`` without a triple)."""
        triple = self.triple
        if not triple:
            return ""
        parts = triple.split("-")
        while len(parts) < 4:
            parts.append("")
        full = "-".join(parts)
        return f"{full}-{self.arch}" if self.arch else full

    @property
    def entry_id(self) -> str:
        """A bundle-style entry ID (``hip-amdgcn-amd-amdhsa--gfx90a``), so that ``--target``
        and file naming treat images like bundle entries."""
        kind = self.producer if isinstance(self.offload_kind, OffloadKind) else "offload"
        return f"{kind}-{self.target}" if self.target else kind


def read_offload_binary(view: memoryview, at: int = 0, *, limit: int | None = None,
                        source: str | None = None, index: int = 0,
                        section: str | None = None) -> OffloadImage:
    """Read the offload binary at ``view[at]``; it may not pass ``limit``."""
    if limit is None:
        limit = len(view)
    where = f"offload binary {index}" + (f" ({section})" if section else "")

    def fail(message: str, field: str | None = None, offset: int | None = None) -> BundleError:
        return BundleError(message, source=source, structure=where, field=field,
                           offset=at if offset is None else offset)

    avail = limit - at
    if avail < OFFLOAD_BINARY_HEADER.size:
        raise fail(f"only {max(avail, 0)} bytes left, an offload binary header needs "
                   f"{OFFLOAD_BINARY_HEADER.size}")
    magic, version, size, entry_offset, entry_size = OFFLOAD_BINARY_HEADER.unpack_from(view, at)
    if magic != OFFLOAD_BINARY_MAGIC:
        raise fail("no offload binary magic (10 ff 10 ad)", field="magic")
    if version != OFFLOAD_BINARY_VERSION:
        raise fail(f"unsupported version {version} (known: {OFFLOAD_BINARY_VERSION})",
                   field="version")
    if not _MIN_SIZE <= size <= avail:
        raise fail(f"size {size} is outside {_MIN_SIZE}..{avail} (the bytes available)",
                   field="size")
    if entry_size < OFFLOAD_BINARY_ENTRY.size or entry_offset < OFFLOAD_BINARY_HEADER.size or \
            entry_offset > size or entry_size > size - entry_offset:
        raise fail(f"entry at 0x{entry_offset:x}, size {entry_size} is not inside the binary "
                   f"(0x{size:x} bytes, an entry needs {OFFLOAD_BINARY_ENTRY.size})",
                   field="entry_offset/entry_size")
    entry_at = at + entry_offset
    (image_kind, offload_kind, flags, string_offset, num_strings, image_offset,
     image_size) = OFFLOAD_BINARY_ENTRY.unpack_from(view, entry_at)
    if string_offset > size or num_strings > (size - string_offset) // OFFLOAD_BINARY_STRING.size:
        raise fail(f"{num_strings} strings at 0x{string_offset:x} run past the end of the "
                   f"binary (0x{size:x})", field="string_offset/num_strings", offset=entry_at)
    if image_offset > size or image_size > size - image_offset:
        raise fail(f"image at 0x{image_offset:x}, size 0x{image_size:x} runs past the end of "
                   f"the binary (0x{size:x})", field="image_offset/image_size", offset=entry_at)
    body = bytes(view[at:at + size]) if num_strings else b""
    strings: dict[str, str] = {}
    for i in range(num_strings):
        rec_at = string_offset + i * OFFLOAD_BINARY_STRING.size
        key_offset, value_offset = OFFLOAD_BINARY_STRING.unpack_from(body, rec_at)
        key = _string(body, key_offset, fail, f"string {i} key", at + rec_at)
        strings[key] = _string(body, value_offset, fail, f"string {i} value", at + rec_at)
    try:
        image_kind = ImageKind(image_kind)
    except ValueError:
        pass
    try:
        offload_kind = OffloadKind(offload_kind)
    except ValueError:
        pass
    start = at + image_offset
    return OffloadImage(index=index, offset=at, size=size, version=version,
                        image_kind=image_kind, offload_kind=offload_kind, flags=flags,
                        strings=strings, image_offset=start, image_size=image_size,
                        section=section, data=view[start:start + image_size])


def _string(body: bytes, offset: int, fail: Callable[..., BundleError], what: str,
            record_at: int) -> str:
    if offset >= len(body):
        raise fail(f"{what} at 0x{offset:x} is past the end of the binary (0x{len(body):x})",
                   field=what, offset=record_at)
    end = body.find(b"\0", offset)
    if end < 0:
        raise fail(f"{what} at 0x{offset:x} has no terminating NUL inside the binary",
                   field=what, offset=record_at)
    raw = body[offset:end]
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise fail(f"{what} {raw[:64]!r} is not UTF-8", field=what, offset=record_at) from e


def read_offload_binaries(view: memoryview, start: int = 0, end: int | None = None, *,
                          source: str | None = None, section: str | None = None,
                          first_index: int = 0) -> list[OffloadImage]:
    """Every offload binary in ``view[start:end]``, back to back (zero padding between them
    is skipped; anything else is an error)."""
    if end is None:
        end = len(view)
    images: list[OffloadImage] = []
    pos = start
    while True:
        pos = skip_zero_padding(view, pos, end)
        if pos >= end:
            break
        label = f"{section} at 0x{pos - start:x}" if section else None
        image = read_offload_binary(view, pos, limit=end, source=source,
                                    index=first_index + len(images), section=label)
        images.append(image)
        pos += image.size
    return images
