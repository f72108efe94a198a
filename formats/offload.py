"""LLVM offload binaries (``.llvm.offloading``) and ``ar`` archives of offload bundles.

Declarations only; all fields little-endian.  The facts were checked against
``clang-offload-packager-19`` output and ``llvm-objdump-19 --offloading`` (docs/bundles.md).

Offload binary (what ``clang --offload-new-driver`` embeds in ``.llvm.offloading``; several
binaries may follow one another, each starting on an 8-byte boundary)::

    header (32 bytes)
        magic          4 bytes  10 FF 10 AD
        version        u32      1
        size           u64      bytes of this binary, header included
        entry_offset   u64      from the start of the binary
        entry_size     u64      40 (one entry per binary in version 1)
    entry (40 bytes)
        image_kind     u16      ImageKind
        offload_kind   u16      OffloadKind
        flags          u32
        string_offset  u64      from the start of the binary
        num_strings    u64
        image_offset   u64      from the start of the binary
        image_size     u64
    strings[num_strings] (16 bytes each)
        key_offset     u64      NUL-terminated, from the start of the binary
        value_offset   u64

The keys clang writes are ``triple`` (``amdgcn-amd-amdhsa``), ``arch`` (a target ID,
``gfx90a:xnack+``) and sometimes ``feature``.

Archive (``ar``, GNU and BSD variants)::

    "!<arch>\\n"
    members, each on an even offset:
        name     16 bytes  "name/" (GNU), "/N" (GNU long name at N in the "//" member),
                           "#1/N" (BSD: the name is the first N bytes of the data)
        date     12 bytes  decimal ASCII
        uid       6 bytes
        gid       6 bytes
        mode      8 bytes  octal ASCII
        size     10 bytes  decimal ASCII, the data that follows
        fmag      2 bytes  "`\\n"

``/`` and ``/SYM64/`` (GNU) and ``__.SYMDEF`` (BSD) members are symbol tables, ``//`` the GNU
long-name table.
"""

from __future__ import annotations

import enum
import struct

from ._lazy import lazy_schemas

__all__ = [
    "AR_FMAG",
    "AR_MAGIC",
    "AR_MEMBER_HEADER",
    "AR_THIN_MAGIC",
    "IMAGE_KIND_NAMES",
    "OFFLOAD_BINARY_ALIGN",
    "OFFLOAD_BINARY_ENTRY",
    "OFFLOAD_BINARY_HEADER",
    "OFFLOAD_BINARY_MAGIC",
    "OFFLOAD_BINARY_STRING",
    "OFFLOAD_BINARY_VERSION",
    "OFFLOAD_KIND_NAMES",
    "ArMemberHeader",
    "ImageKind",
    "OffloadBinaryEntry",
    "OffloadBinaryHeader",
    "OffloadBinaryString",
    "OffloadKind",
]

OFFLOAD_BINARY_MAGIC = b"\x10\xff\x10\xad"
OFFLOAD_BINARY_VERSION = 1
OFFLOAD_BINARY_ALIGN = 8
AR_MAGIC = b"!<arch>\n"
AR_THIN_MAGIC = b"!<thin>\n"
AR_FMAG = b"`\n"


class ImageKind(enum.IntEnum):
    """``image_kind`` of an offload binary entry (objdump's names in ``IMAGE_KIND_NAMES``)."""

    NONE = 0
    OBJECT = 1
    BITCODE = 2
    CUBIN = 3
    FATBINARY = 4
    PTX = 5


class OffloadKind(enum.IntEnum):
    """``offload_kind`` of an offload binary entry: the language that produced it."""

    NONE = 0
    OPENMP = 1
    CUDA = 2
    HIP = 3


#: How ``llvm-objdump-19 --offloading`` prints each kind.
IMAGE_KIND_NAMES: dict[int, str] = {ImageKind.NONE: "<none>", ImageKind.OBJECT: "elf",
                    ImageKind.BITCODE: "llvm ir", ImageKind.CUBIN: "cubin",
                    ImageKind.FATBINARY: "fatbinary", ImageKind.PTX: "ptx"}
OFFLOAD_KIND_NAMES: dict[int, str] = {OffloadKind.NONE: "none", OffloadKind.OPENMP: "openmp",
                      OffloadKind.CUDA: "cuda", OffloadKind.HIP: "hip"}


def _build_schemas() -> dict[str, object]:
    from construct import Bytes, Const, Int16ul, Int32ul, Int64ul, PaddedString, Struct

    OffloadBinaryHeader = Struct(
        "magic" / Const(OFFLOAD_BINARY_MAGIC),
        "version" / Int32ul,
        "size" / Int64ul,
        "entry_offset" / Int64ul,
        "entry_size" / Int64ul,
    )

    OffloadBinaryEntry = Struct(
        "image_kind" / Int16ul,
        "offload_kind" / Int16ul,
        "flags" / Int32ul,
        "string_offset" / Int64ul,
        "num_strings" / Int64ul,
        "image_offset" / Int64ul,
        "image_size" / Int64ul,
    )

    OffloadBinaryString = Struct(
        "key_offset" / Int64ul,
        "value_offset" / Int64ul,
    )

    ArMemberHeader = Struct(
        "name" / PaddedString(16, "ascii"),
        "date" / PaddedString(12, "ascii"),
        "uid" / PaddedString(6, "ascii"),
        "gid" / PaddedString(6, "ascii"),
        "mode" / PaddedString(8, "ascii"),
        "size" / PaddedString(10, "ascii"),
        "fmag" / Const(AR_FMAG, Bytes(2)),
    )

    return {name: value for name, value in locals().items() if name in _SCHEMAS}


_SCHEMAS = ("OffloadBinaryHeader", "OffloadBinaryEntry", "OffloadBinaryString", "ArMemberHeader")
__getattr__ = lazy_schemas(globals(), _SCHEMAS, _build_schemas)

# struct twins of the schemas above, used by the readers
OFFLOAD_BINARY_HEADER = struct.Struct("<4sIQQQ")
OFFLOAD_BINARY_ENTRY = struct.Struct("<HHIQQQQ")
OFFLOAD_BINARY_STRING = struct.Struct("<QQ")
AR_MEMBER_HEADER = struct.Struct("<16s12s6s6s8s10s2s")
