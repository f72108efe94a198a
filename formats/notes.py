"""Note records and the AMDGPU note types (AMDGPUUsage "Note Records").

A note is ``Elf64_Nhdr`` (namesz, descsz, type), the name padded to 4 bytes, and
the descriptor padded to 4 bytes.  AMDGPU code objects use 4-byte alignment for
their notes even in ELF64.
"""

from __future__ import annotations

import enum

from ._lazy import lazy_schemas

NOTE_NAME_AMD = "AMD"  # V2
NOTE_NAME_AMDGPU = "AMDGPU"  # V3 and later


class NT_AMD(enum.IntEnum):
    """Note types of the "AMD" owner (code object V2)."""

    HSA_CODE_OBJECT_VERSION = 1
    HSA_HSAIL = 2
    HSA_ISA_VERSION = 3
    HSA_METADATA = 10
    HSA_ISA_NAME = 11
    PAL_METADATA = 12


class NT_AMDGPU(enum.IntEnum):
    """Note types of the "AMDGPU" owner (code object V3 and later)."""

    METADATA = 32


def _pad4(n: int) -> int:
    return (n + 3) & ~3


def _build_schemas() -> dict[str, object]:
    from construct import Bytes, CString, Int16ul, Int32ul, Padding, Struct, this

    from .elf import Elf64_Nhdr

    NoteRecord = Struct(
        "header" / Elf64_Nhdr,
        "name" / Bytes(this.header.n_namesz),
        Padding(lambda ctx: _pad4(ctx.header.n_namesz) - ctx.header.n_namesz),
        "desc" / Bytes(this.header.n_descsz),
        Padding(lambda ctx: _pad4(ctx.header.n_descsz) - ctx.header.n_descsz),
    )
    # One note record with its padding (names are NUL-terminated inside ``name``).

    # V2 note descriptors (AMDGPUUsage "Code Object V2 Note Records").
    HsaCodeObjectVersion = Struct(
        "major_version" / Int32ul,
        "minor_version" / Int32ul,
    )

    HsaIsaVersion = Struct(
        "vendor_name_size" / Int16ul,
        "architecture_name_size" / Int16ul,
        "major" / Int32ul,
        "minor" / Int32ul,
        "stepping" / Int32ul,
        "vendor_name" / Bytes(this.vendor_name_size),
        "architecture_name" / Bytes(this.architecture_name_size),
    )

    HsaIsaName = CString("ascii")
    # NT_AMD_HSA_ISA_NAME: the target name as text (e.g. ``amdgcn-amd-amdhsa--gfx900``).

    return {"NoteRecord": NoteRecord, "HsaCodeObjectVersion": HsaCodeObjectVersion,
            "HsaIsaVersion": HsaIsaVersion, "HsaIsaName": HsaIsaName}


__getattr__ = lazy_schemas(
    globals(), ("NoteRecord", "HsaCodeObjectVersion", "HsaIsaVersion", "HsaIsaName"),
    _build_schemas)


def note_type_name(owner: str, n_type: int) -> str:
    """The spec name of a note type (`NT_AMDGPU_METADATA`) or `unknown (0x4d)`."""
    table = _NOTE_TYPES.get(owner)
    if table is not None:
        try:
            return f"{table[0]}{table[1](n_type).name}"
        except ValueError:
            pass
    return f"unknown ({n_type:#x})"


_NOTE_TYPES = {NOTE_NAME_AMD: ("NT_AMD_", NT_AMD), NOTE_NAME_AMDGPU: ("NT_AMDGPU_", NT_AMDGPU)}
