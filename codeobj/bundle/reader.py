"""Reading plain and compressed (CCOB) clang offload bundles from a memoryview, bounds-checked.

Every offset, size and count is checked against the bytes that could hold it before it is used;
decompression never produces more than the declared size, which must fit in what is left of the
``decompressed`` limit (`codeobj.limits`; 256 MiB by default) for the whole input, so a hostile
bundle, or an archive of many, gives a ``BundleError``, not a MemoryError.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from itertools import pairwise

from ..errors import BundleError
from ..formats.bundle import (
    BUNDLE_ENTRY_FIXED,
    BUNDLE_HEADER,
    CCOB_MAGIC,
    CCOB_PREFIX,
    CCOB_V1_FIELDS,
    CCOB_V2_FIELDS,
    CCOB_V3_FIELDS,
    COMPRESSED_HEADER_SIZES,
    OFFLOAD_BUNDLE_MAGIC,
    CompressionMethod,
)
from ..limits import DEFAULT_LIMITS, current_limits
from .model import Bundle, BundleEntry, Compression

__all__ = [
    "MAX_DECOMPRESSED_SIZE",
    "MAX_ENTRIES",
    "DecompressionBudget",
    "compressed_hash",
    "is_bundle",
    "read_bundle",
    "read_compressed_bundle",
    "read_plain_bundle",
]

#: The default of the ``decompressed`` limit: what all the compressed bundles of one input may
#: decompress to together, whatever their headers claim (256 MiB; `codeobj.limits`).
MAX_DECOMPRESSED_SIZE = DEFAULT_LIMITS.decompressed

_ZLIB_CHUNK = 1 << 20
#: More entries than any real bundle has (HIP writes one per target); bounds the loop.
MAX_ENTRIES = 1 << 16


class DecompressionBudget:
    """What is left of the ``decompressed`` limit for one input.  Every compressed bundle of
    the input (a host library holds hundreds, an archive holds many libraries) draws on the
    same budget, so the limit bounds the run, not each bundle."""

    def __init__(self, limit: int | None = None) -> None:
        self.limit = current_limits().decompressed if limit is None else limit
        self.used = 0

    @property
    def left(self) -> int:
        return self.limit - self.used

    def refusal(self, size: int) -> str | None:
        """Why ``size`` more bytes may not be decompressed, or None when they may."""
        if size <= self.left:
            return None
        if not self.used:
            return (f"declared uncompressed size {size} exceeds the limit of {self.limit} "
                    "bytes on decompressed data (raise it with --limit decompressed=SIZE)")
        return (f"declared uncompressed size {size} exceeds the {self.left} bytes left of the "
                f"limit of {self.limit} bytes on decompressed data for one input ({self.used} "
                "decompressed already; raise it with --limit decompressed=SIZE)")


def _budget(max_decompressed: int | DecompressionBudget | None) -> DecompressionBudget:
    if isinstance(max_decompressed, DecompressionBudget):
        return max_decompressed
    return DecompressionBudget(max_decompressed)


def is_bundle(view: memoryview | bytes, at: int = 0) -> bool:
    """Whether a plain or compressed bundle magic starts at ``at``."""
    return (bytes(view[at:at + 24]) == OFFLOAD_BUNDLE_MAGIC
            or bytes(view[at:at + 4]) == CCOB_MAGIC)


def compressed_hash(plain: bytes | bytearray | memoryview) -> int:
    """The CCOB hash of a plain bundle: the first 8 bytes of its MD5, little-endian."""
    import hashlib  # only compressed bundles need it (~2 ms to import)

    return int.from_bytes(hashlib.md5(plain).digest()[:8], "little")


def read_bundle(
    view: memoryview,
    at: int = 0,
    *,
    limit: int | None = None,
    source: str | None = None,
    index: int = 0,
    section: str | None = None,
    max_decompressed: int | DecompressionBudget | None = None,
) -> Bundle:
    """Read the bundle (plain or compressed) starting at ``view[at]``; it may not pass ``limit``.

    ``Bundle.offset``/``size`` are in ``view`` coordinates, so pass the whole file's view.
    ``max_decompressed``: bytes a compressed bundle may decompress to (default: the
    ``decompressed`` limit in force), or the `DecompressionBudget` of the whole input.
    """
    if limit is None:
        limit = len(view)
    if bytes(view[at:at + 4]) == CCOB_MAGIC:
        return read_compressed_bundle(view, at, limit=limit, source=source, index=index,
                                      section=section, max_decompressed=max_decompressed)
    return read_plain_bundle(view, at, limit=limit, source=source, index=index, section=section)


def _where(index: int, at: int, section: str | None) -> str:
    return f"bundle {index} ({section})" if section else f"bundle {index}"


def read_plain_bundle(
    view: memoryview,
    at: int = 0,
    *,
    limit: int | None = None,
    source: str | None = None,
    index: int = 0,
    section: str | None = None,
) -> Bundle:
    """Read a ``__CLANG_OFFLOAD_BUNDLE__`` at ``view[at]``; its entries may reach up to ``limit``.

    The bundle's size is the end of its furthest entry (or of its header): plain bundles do not
    record their size.
    """
    if limit is None:
        limit = len(view)
    where = _where(index, at, section)

    def fail(message: str, field: str | None = None, offset: int | None = None,
             entry: str | None = None) -> BundleError:
        # header faults point at the bundle; entry faults name the entry and its record
        structure = where if entry is None else f"{where}, {entry}"
        return BundleError(message, source=source, structure=structure, field=field,
                           offset=at if offset is None else offset)

    avail = limit - at
    if avail < BUNDLE_HEADER.size:
        raise fail(f"only {max(avail, 0)} bytes left, a bundle header needs {BUNDLE_HEADER.size}")
    magic, count = BUNDLE_HEADER.unpack_from(view, at)
    if magic != OFFLOAD_BUNDLE_MAGIC:
        raise fail("no __CLANG_OFFLOAD_BUNDLE__ magic", field="magic")
    max_count = min((avail - BUNDLE_HEADER.size) // BUNDLE_ENTRY_FIXED.size, MAX_ENTRIES)
    if count > max_count:
        raise fail(f"{count} entries cannot fit in the {avail} bytes available "
                   f"(at most {max_count})", field="num_entries")
    pos = at + BUNDLE_HEADER.size
    entries: list[BundleEntry] = []
    end = pos
    for i in range(count):
        if pos + BUNDLE_ENTRY_FIXED.size > limit:
            raise fail(f"record runs past the end (0x{limit:x})", offset=pos,
                       entry=f"entry {i}")
        offset, size, id_size = BUNDLE_ENTRY_FIXED.unpack_from(view, pos)
        id_at = pos + BUNDLE_ENTRY_FIXED.size
        if id_size > limit - id_at:
            raise fail(f"ID size {id_size} runs past the end (0x{limit:x})",
                       field="id_size", offset=pos, entry=f"entry {i}")
        if id_size == 0:
            raise fail("empty entry ID", field="id_size", offset=pos, entry=f"entry {i}")
        raw_id = bytes(view[id_at:id_at + id_size])
        try:
            entry_id = raw_id.decode("ascii")
        except UnicodeDecodeError as e:
            raise fail(f"ID {raw_id[:64]!r} is not ASCII", field="id", offset=id_at,
                       entry=f"entry {i}") from e
        if offset > avail or size > avail - offset:
            raise fail(f"data at bundle offset 0x{offset:x}, size 0x{size:x} runs past the "
                       f"end (0x{avail:x} bytes available)", field="offset/size", offset=pos,
                       entry=f"entry {i} ({entry_id})")
        entries.append(BundleEntry(i, entry_id, offset, size))
        pos = id_at + id_size
        end = max(end, pos, at + offset + size)
    for entry in entries:
        if entry.size and entry.offset < pos - at:
            raise fail(f"data at bundle offset 0x{entry.offset:x} overlaps the bundle header "
                       f"(ends at 0x{pos - at:x})", field="offset",
                       entry=f"entry {entry.index} ({entry.id})")
    # clang-offload-bundler gives every entry bytes of its own; entries that share bytes are
    # a hostile bundle (65,536 entries naming one code object would each be read in full)
    placed = sorted((e for e in entries if e.size), key=lambda e: (e.offset, e.index))
    for before, entry in pairwise(placed):
        if entry.offset < before.offset + before.size:
            raise fail(f"data at bundle offset 0x{entry.offset:x} overlaps the data of entry "
                       f"{before.index} ({before.id}) at 0x{before.offset:x}, size "
                       f"0x{before.size:x}", field="offset",
                       entry=f"entry {entry.index} ({entry.id})")
    return Bundle(index=index, offset=at, size=end - at, entries=entries,
                  data=view[at:end], section=section)


def read_compressed_bundle(
    view: memoryview,
    at: int = 0,
    *,
    limit: int | None = None,
    source: str | None = None,
    index: int = 0,
    section: str | None = None,
    max_decompressed: int | DecompressionBudget | None = None,
) -> Bundle:
    """Read and decompress a CCOB bundle at ``view[at]``, verifying its size and hash; the
    declared size is taken from ``max_decompressed`` (see `read_bundle`) before decompressing."""
    if limit is None:
        limit = len(view)
    where = _where(index, at, section)

    def fail(message: str, field: str | None = None) -> BundleError:
        return BundleError(message, source=source, structure=f"compressed {where}",
                           field=field, offset=at)

    avail = limit - at
    if avail < CCOB_PREFIX.size:
        raise fail("truncated compressed bundle header")
    magic, version, method = CCOB_PREFIX.unpack_from(view, at)
    if magic != CCOB_MAGIC:
        raise fail("no CCOB magic", field="magic")
    header_size = COMPRESSED_HEADER_SIZES.get(version)
    if header_size is None:
        raise fail(f"unsupported version {version} (known: 1, 2, 3)", field="version")
    if avail < header_size:
        raise fail(f"only {avail} bytes left, a version {version} header needs {header_size}")
    if version == 1:
        usize, digest = CCOB_V1_FIELDS.unpack_from(view, at + CCOB_PREFIX.size)
        total = None
    elif version == 2:
        total, usize, digest = CCOB_V2_FIELDS.unpack_from(view, at + CCOB_PREFIX.size)
    else:
        total, usize, digest = CCOB_V3_FIELDS.unpack_from(view, at + CCOB_PREFIX.size)
    if total is not None and not header_size <= total <= avail:
        raise fail(f"total size {total} is outside {header_size}..{avail} (the bytes available)",
                   field="total_size")
    try:
        method_enum: CompressionMethod | int = CompressionMethod(method)
    except ValueError:
        raise fail(f"unknown compression method {method} (0 = zlib, 1 = zstd)",
                   field="method") from None
    budget = _budget(max_decompressed)
    refusal = budget.refusal(usize)
    if refusal is not None:
        raise fail(refusal, field="uncompressed_size")
    payload = view[at + header_size:at + (total if total is not None else avail)]
    if method_enum is CompressionMethod.ZSTD:
        plain, used = _unzstd(payload, usize, fail)
    else:
        plain, used = _unzlib(payload, usize, fail)
    if total is None:
        total = header_size + used
    if compressed_hash(plain) != digest:
        raise fail(f"hash mismatch: header says 0x{digest:016x}, the decompressed data hashes "
                   f"to 0x{compressed_hash(plain):016x}", field="hash")
    # offsets in errors about the plain bundle inside are offsets in the decompressed data
    inner = read_plain_bundle(memoryview(plain), 0, source=source, index=index,
                              section=f"{section}, decompressed" if section else "decompressed")
    budget.used += usize
    return Bundle(index=index, offset=at, size=total, entries=inner.entries, data=plain,
                  compression=Compression(version, method_enum,
                                          None if version == 1 else total, usize, digest),
                  section=section)


def _unzlib(payload: memoryview, usize: int,
            fail: Callable[..., BundleError]) -> tuple[bytearray, int]:
    """Inflate at most ``usize`` bytes; returns them and the compressed bytes consumed.

    The output buffer is allocated once at the declared size: growing a bytearray step by step
    copies it whenever it moves, which held two copies of a 1 GiB bundle at once."""
    d = zlib.decompressobj()
    out = bytearray(usize)
    got = 0
    rest = payload
    data: bytes | memoryview
    try:
        while not d.eof:
            if d.unconsumed_tail:
                data = d.unconsumed_tail
            elif rest:
                data, rest = rest[:_ZLIB_CHUNK], rest[_ZLIB_CHUNK:]
            else:
                data = b""  # all input taken; output may still be pending
            # max_length (never 0, which would mean unlimited) bounds every step, so a bomb
            # never yields more than usize + 1 bytes
            piece = d.decompress(data, min(usize + 1 - got, _ZLIB_CHUNK))
            if got + len(piece) > usize:
                raise fail(f"data decompresses to more than the declared {usize} bytes",
                           field="uncompressed_size")
            out[got:got + len(piece)] = piece
            got += len(piece)
            if not data and not piece:
                break
    except zlib.error as e:
        raise fail(f"zlib data is corrupt: {e}") from e
    if not d.eof:
        raise fail(f"zlib stream is truncated after {got} of {usize} bytes")
    if got != usize:
        raise fail(f"data decompresses to {got} bytes, the header declares {usize}",
                   field="uncompressed_size")
    used = len(payload) - len(rest) - len(d.unconsumed_tail) - len(d.unused_data)
    return out, used


def _zstd_frame_size(payload: memoryview, fail: Callable[..., BundleError]) -> tuple[int, int]:
    """The compressed size and block count of the zstd frame at the start of ``payload``."""
    import zstandard

    try:
        pos = zstandard.frame_header_size(bytes(payload[:18]))
        params = zstandard.get_frame_parameters(bytes(payload[:18]))
    except zstandard.ZstdError as e:
        raise fail(f"zstd frame header is corrupt: {e}") from e
    n = len(payload)
    blocks = 0
    while True:
        if pos + 3 > n:
            raise fail("zstd frame is truncated")
        header = int.from_bytes(payload[pos:pos + 3], "little")
        last, kind, size = header & 1, (header >> 1) & 3, header >> 3
        if kind == 3:
            raise fail("zstd block of the reserved type 3")
        pos += 3 + (1 if kind == 1 else size)
        blocks += 1
        if last:
            break
    if params.has_checksum:
        pos += 4
    if pos > n:
        raise fail("zstd frame is truncated")
    return pos, blocks


def _unzstd(payload: memoryview, usize: int,
            fail: Callable[..., BundleError]) -> tuple[bytearray, int]:
    import zstandard

    try:
        used, blocks = _zstd_frame_size(payload, fail)
        if usize > blocks * zstandard.BLOCKSIZE_MAX:
            raise fail(f"declared uncompressed size {usize} is more than the {blocks} zstd "
                       f"blocks can hold", field="uncompressed_size")
        reader = zstandard.ZstdDecompressor().stream_reader(payload[:used],
                                                            read_across_frames=False)
        out = bytearray(usize)
        got = 0
        window = memoryview(out)
        while got < usize:
            n = reader.readinto(window[got:])
            if not n:
                break
            got += n
        extra = reader.read(1)
    except zstandard.ZstdError as e:
        raise fail(f"zstd data is corrupt: {e}") from e
    if got < usize:
        raise fail(f"data decompresses to {got} bytes, the header declares {usize}",
                   field="uncompressed_size")
    if extra:
        raise fail(f"data decompresses to more than the declared {usize} bytes",
                   field="uncompressed_size")
    return out, used
