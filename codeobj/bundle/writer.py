"""Writing clang offload bundles, plain or compressed (CCOB v1/v2/v3, zlib or zstd)."""

from __future__ import annotations

import os
import zlib

from .._record import record
from ..errors import BundleError, CodeObjectError
from ..formats.bundle import (
    BUNDLE_ENTRY_FIXED,
    BUNDLE_HEADER,
    CCOB_MAGIC,
    CCOB_PREFIX,
    CCOB_V1_FIELDS,
    CCOB_V2_FIELDS,
    CCOB_V3_FIELDS,
    OFFLOAD_BUNDLE_MAGIC,
    CompressionMethod,
)
from .reader import compressed_hash, read_bundle

__all__ = ["DEFAULT_HOST_ENTRY", "LEVELS", "MAX_ALIGN", "BundleInput", "write_bundle",
           "write_file_atomic"]

#: The empty host entry HIP puts first (spelled as clang-offload-bundler 19 normalises it).
DEFAULT_HOST_ENTRY = "host-x86_64-unknown-linux--"
_DEFAULT_LEVEL = {CompressionMethod.ZLIB: 9, CompressionMethod.ZSTD: 9}
#: the levels each library takes (zstd's negative levels are its fast modes, down to -2**17)
LEVELS = {CompressionMethod.ZLIB: (-1, 9), CompressionMethod.ZSTD: (-(1 << 17), 22)}
#: the largest entry alignment (HIP uses 4096); more only pads the bundle with zeros
MAX_ALIGN = 1 << 20


@record(frozen=True)
class BundleInput:
    """One entry to bundle: its entry ID (``hipv4-amdgcn-amd-amdhsa--gfx90a:xnack+``) and bytes."""

    entry_id: str
    data: bytes | memoryview


def _align(value: int, alignment: int) -> int:
    return -(-value // alignment) * alignment


def _layout(inputs: list[BundleInput], align: int) -> bytes:
    ids = [i.entry_id.encode("ascii") for i in inputs]
    header_end = BUNDLE_HEADER.size + sum(BUNDLE_ENTRY_FIXED.size + len(i) for i in ids)
    offsets, pos = [], header_end
    for item in inputs:
        pos = _align(pos, align)
        offsets.append(pos)
        pos += len(item.data)
    out = bytearray(pos)
    BUNDLE_HEADER.pack_into(out, 0, OFFLOAD_BUNDLE_MAGIC, len(inputs))
    at = BUNDLE_HEADER.size
    for raw_id, item, offset in zip(ids, inputs, offsets):
        BUNDLE_ENTRY_FIXED.pack_into(out, at, offset, len(item.data), len(raw_id))
        at += BUNDLE_ENTRY_FIXED.size
        out[at:at + len(raw_id)] = raw_id
        at += len(raw_id)
        out[offset:offset + len(item.data)] = item.data
    return bytes(out)


def write_bundle(
    inputs: list[BundleInput],
    *,
    compress: str | CompressionMethod | None = None,
    version: int = 2,
    level: int | None = None,
    align: int = 4096,
    add_host_entry: bool = True,
) -> bytes:
    """The bytes of a bundle holding ``inputs`` in order.

    An empty host entry comes first unless one is given or ``add_host_entry`` is False (HIP and
    clang-offload-bundler expect it).  Entries start at multiples of ``align`` (HIP uses 4096).
    ``compress`` is None, ``"zlib"`` or ``"zstd"``; ``version`` the CCOB version (1, 2 or 3;
    clang-offload-bundler 19 reads 1 and 2).  The result is read back and checked.
    """
    items = list(inputs)
    if not items:
        raise BundleError("nothing to bundle")
    seen: set[str] = set()
    for item in items:
        if not item.entry_id or not item.entry_id.isascii() or item.entry_id.count("-") < 2:
            raise BundleError(f"{item.entry_id!r} is not a bundle entry ID "
                              "(<kind>-<triple>-<target ID>, e.g. hipv4-amdgcn-amd-amdhsa--gfx90a)")
        if item.entry_id in seen:
            raise BundleError(f"entry ID {item.entry_id} given twice")
        seen.add(item.entry_id)
    if align < 1 or align & (align - 1) or align > MAX_ALIGN:
        raise BundleError(f"alignment {align} is not a power of two from 1 to {MAX_ALIGN}")
    if add_host_entry and not any(i.entry_id.startswith("host-") for i in items):
        items.insert(0, BundleInput(DEFAULT_HOST_ENTRY, b""))
    plain = _layout(items, align)
    if compress is None:
        out = plain
    else:
        out = _compress(plain, compress, version, level)
    _verify(out, items)
    return out


def _compress(plain: bytes, method: str | CompressionMethod, version: int, level: int | None
              ) -> bytes:
    if isinstance(method, str):
        try:
            method = CompressionMethod[method.upper()]
        except KeyError:
            raise BundleError(f"unknown compression method {method!r} (zlib or zstd)") from None
    if version not in (1, 2, 3):
        raise BundleError(f"unknown compressed bundle version {version} (1, 2 or 3)")
    level = _DEFAULT_LEVEL[method] if level is None else level
    low, high = LEVELS[method]
    if isinstance(level, bool) or not isinstance(level, int) or not low <= level <= high:
        raise BundleError(f"compression level {level!r} is outside {low}..{high} for "
                          f"{method.name.lower()}")
    if method is CompressionMethod.ZSTD:
        import zstandard

        payload = zstandard.ZstdCompressor(level=level, write_content_size=True).compress(plain)
    else:
        payload = zlib.compress(plain, level)
    digest = compressed_hash(plain)
    prefix = CCOB_PREFIX.pack(CCOB_MAGIC, version, int(method))
    if version == 1:
        if len(plain) > 0xFFFFFFFF:
            raise BundleError("a version 1 compressed bundle holds at most 4 GiB; use version 3")
        header = prefix + CCOB_V1_FIELDS.pack(len(plain), digest)
    elif version == 2:
        total = CCOB_PREFIX.size + CCOB_V2_FIELDS.size + len(payload)
        if total > 0xFFFFFFFF or len(plain) > 0xFFFFFFFF:
            raise BundleError("a version 2 compressed bundle holds at most 4 GiB; use version 3")
        header = prefix + CCOB_V2_FIELDS.pack(total, len(plain), digest)
    else:
        total = CCOB_PREFIX.size + CCOB_V3_FIELDS.size + len(payload)
        header = prefix + CCOB_V3_FIELDS.pack(total, len(plain), digest)
    return header + payload


def _verify(out: bytes, items: list[BundleInput]) -> None:
    try:
        bundle = read_bundle(memoryview(out), 0, source="<new bundle>",
                             max_decompressed=max(len(out) * 4096, 1 << 30))
    except CodeObjectError as e:
        raise AssertionError(f"internal error: the bundle just written does not read back: {e}"
                             ) from e
    got = [(e.id, bytes(bundle.entry_data(e))) for e in bundle.entries]
    want = [(i.entry_id, bytes(i.data)) for i in items]
    if got != want:
        raise AssertionError("internal error: the bundle just written reads back differently")


def write_file_atomic(path: str | os.PathLike[str], data: bytes | memoryview, *,
                      follow_symlinks: bool = True) -> None:
    """Write ``data`` to ``path`` atomically (see `codeobj.elf.fileio.write_atomic`)."""
    from ..elf.fileio import write_atomic

    write_atomic(path, data, follow_symlinks=follow_symlinks)
