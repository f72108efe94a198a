"""Clang offload bundles: the plain ``__CLANG_OFFLOAD_BUNDLE__`` layout and the compressed "CCOB" headers.

Declarations only (see NEWER-FACTS.md, "Offload bundles"; clang's ClangOffloadBundler
documentation).  All fields are little-endian.

Plain bundle::

    magic            24 bytes  "__CLANG_OFFLOAD_BUNDLE__"
    num_entries      u64
    entries[num_entries]:
        offset       u64   from the start of the bundle
        size         u64
        id_size      u64
        id           id_size bytes, no NUL ("hipv4-amdgcn-amd-amdhsa--gfx90a:xnack+")

Compressed bundle: ``"CCOB"``, then a version-dependent header, then the compressed
plain bundle.  ``hash`` is the first 8 bytes of the MD5 of the uncompressed bundle,
read as a little-endian u64.

The HIP host wrapper in ``.hipFatBinSegment`` is ``{u32 magic "HIPF", u32 version,
u64 bundle address, u64 reserved}``.
"""

from __future__ import annotations

import enum
import struct

from ._lazy import lazy_schemas

__all__ = [
    "BITCODE_MAGICS",
    "BUNDLE_ENTRY_FIXED",
    "BUNDLE_HEADER",
    "CCOB_MAGIC",
    "CCOB_PREFIX",
    "CCOB_V1_FIELDS",
    "CCOB_V2_FIELDS",
    "CCOB_V3_FIELDS",
    "COMPRESSED_HEADER_SIZES",
    "HIPF_MAGIC",
    "HIPF_WRAPPER",
    "OFFLOAD_BUNDLE_MAGIC",
    "BundleEntryRecord",
    "BundleHeader",
    "CompressedHeader",
    "CompressedHeaderV1",
    "CompressedHeaderV2",
    "CompressedHeaderV3",
    "CompressionMethod",
    "HipFatBinWrapper",
    "OffloadKind",
]

OFFLOAD_BUNDLE_MAGIC = b"__CLANG_OFFLOAD_BUNDLE__"
CCOB_MAGIC = b"CCOB"
HIPF_MAGIC = 0x48495046  # "FPIH" on disk, "HIPF" as a little-endian u32
#: LLVM bitcode, which a bundle entry (``-fgpu-rdc``) or an offload binary image may hold: the raw
#: magic "BC" 0xC0DE, and the bitcode wrapper's 0x0B17C0DE (LLVM BitcodeReader)
BITCODE_MAGICS = (b"BC\xc0\xde", b"\xde\xc0\x17\x0b")


class CompressionMethod(enum.IntEnum):
    """The ``method`` field of a CCOB header."""

    ZLIB = 0
    ZSTD = 1


class OffloadKind(str, enum.Enum):
    """The first component of a bundle entry ID: who loads the entry."""

    HOST = "host"
    HIP = "hip"
    HIPV4 = "hipv4"
    OPENMP = "openmp"


# version -> header size in bytes, magic included
COMPRESSED_HEADER_SIZES = {1: 20, 2: 24, 3: 32}

def _build_schemas() -> dict[str, object]:
    from construct import (
        Bytes,
        Const,
        Int16ul,
        Int32ul,
        Int64ul,
        PascalString,
        Struct,
        Switch,
        this,
    )

    BundleEntryRecord = Struct(
        "offset" / Int64ul,
        "size" / Int64ul,
        "id" / PascalString(Int64ul, "ascii"),
    )

    BundleHeader = Struct(
        "magic" / Const(OFFLOAD_BUNDLE_MAGIC),
        "num_entries" / Int64ul,
    )

    CompressedHeaderV1 = Struct(
        "uncompressed_size" / Int32ul,
        "hash" / Int64ul,
    )

    CompressedHeaderV2 = Struct(
        "total_size" / Int32ul,
        "uncompressed_size" / Int32ul,
        "hash" / Int64ul,
    )

    CompressedHeaderV3 = Struct(
        "total_size" / Int64ul,
        "uncompressed_size" / Int64ul,
        "hash" / Int64ul,
    )

    CompressedHeader = Struct(
        "magic" / Const(CCOB_MAGIC),
        "version" / Int16ul,
        "method" / Int16ul,
        "fields" / Switch(
            this.version,
            {1: CompressedHeaderV1, 2: CompressedHeaderV2, 3: CompressedHeaderV3},
        ),
    )

    HipFatBinWrapper = Struct(
        "magic" / Const(HIPF_MAGIC, Int32ul),
        "version" / Int32ul,
        "binary" / Int64ul,
        "reserved" / Bytes(8),
    )

    return {name: value for name, value in locals().items() if name in _SCHEMAS}


_SCHEMAS = ("BundleEntryRecord", "BundleHeader", "CompressedHeaderV1", "CompressedHeaderV2", "CompressedHeaderV3", "CompressedHeader", "HipFatBinWrapper")
__getattr__ = lazy_schemas(globals(), _SCHEMAS, _build_schemas)


# struct twins of the schemas above, for the hot loops (one call per entry of a 1 GB library)
BUNDLE_HEADER = struct.Struct("<24sQ")
BUNDLE_ENTRY_FIXED = struct.Struct("<QQQ")
CCOB_PREFIX = struct.Struct("<4sHH")
CCOB_V1_FIELDS = struct.Struct("<IQ")
CCOB_V2_FIELDS = struct.Struct("<IIQ")
CCOB_V3_FIELDS = struct.Struct("<QQQ")
HIPF_WRAPPER = struct.Struct("<IIQQ")
