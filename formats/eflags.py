"""EF_AMDGPU_* e_flags constants, the MACH enum and the HSA OS ABI / ABI version values.

Sources: AMDGPUUsage.rst, "ELF Header" (tables amdgpu-elf-header-e_flags-v2/v3/v4/v6 and
amdgpu-ef-amdgpu-mach-table) and NEWER-FACTS.md "ELF header" for the values added after it.

Declarations only: the meaning of a MACH value (which processor, its features) lives in
``codeobj.targets``.  Reserved MACH values are deliberately absent so that
``mach_value(e_flags)`` hands them back as plain ints, which callers print as ``unknown (0x4d)``.
"""

from __future__ import annotations

from enum import IntEnum, IntFlag

from .elf import ELFOSABI

__all__ = [
    "CODE_OBJECT_VERSIONS",
    "EF_AMDGPU_FEATURE_SRAMECC_V4",
    "EF_AMDGPU_FEATURE_XNACK_V4",
    "EF_AMDGPU_GENERIC_VERSION",
    "EF_AMDGPU_GENERIC_VERSION_MAX",
    "EF_AMDGPU_GENERIC_VERSION_MIN",
    "EF_AMDGPU_GENERIC_VERSION_OFFSET",
    "EF_AMDGPU_MACH",
    "EF_AMDGPU_MACH_MASK",
    "ELFABIVERSION_AMDGPU_HSA",
    "ELFOSABI_AMDGPU",
    "EFlagsV2",
    "EFlagsV3",
    "FeatureSrameccV4",
    "FeatureXnackV4",
    "abi_version_for",
    "code_object_version_for",
    "generic_version_of",
    "mach_value",
]


class EF_AMDGPU_MACH(IntEnum):
    """``EF_AMDGPU_MACH_*``: the processor in bits 7..0 of e_flags (V3+; and V2 when set)."""

    NONE = 0x000
    # r600 architecture
    R600_R600 = 0x001
    R600_R630 = 0x002
    R600_RS880 = 0x003
    R600_RV670 = 0x004
    R600_RV710 = 0x005
    R600_RV730 = 0x006
    R600_RV770 = 0x007
    R600_CEDAR = 0x008
    R600_CYPRESS = 0x009
    R600_JUNIPER = 0x00A
    R600_REDWOOD = 0x00B
    R600_SUMO = 0x00C
    R600_BARTS = 0x00D
    R600_CAICOS = 0x00E
    R600_CAYMAN = 0x00F
    R600_TURKS = 0x010
    # 0x011-0x01f reserved for r600
    AMDGCN_GFX600 = 0x020
    AMDGCN_GFX601 = 0x021
    AMDGCN_GFX700 = 0x022
    AMDGCN_GFX701 = 0x023
    AMDGCN_GFX702 = 0x024
    AMDGCN_GFX703 = 0x025
    AMDGCN_GFX704 = 0x026
    # 0x027 reserved
    AMDGCN_GFX801 = 0x028
    AMDGCN_GFX802 = 0x029
    AMDGCN_GFX803 = 0x02A
    AMDGCN_GFX810 = 0x02B
    AMDGCN_GFX900 = 0x02C
    AMDGCN_GFX902 = 0x02D
    AMDGCN_GFX904 = 0x02E
    AMDGCN_GFX906 = 0x02F
    AMDGCN_GFX908 = 0x030
    AMDGCN_GFX909 = 0x031
    AMDGCN_GFX90C = 0x032
    AMDGCN_GFX1010 = 0x033
    AMDGCN_GFX1011 = 0x034
    AMDGCN_GFX1012 = 0x035
    AMDGCN_GFX1030 = 0x036
    AMDGCN_GFX1031 = 0x037
    AMDGCN_GFX1032 = 0x038
    AMDGCN_GFX1033 = 0x039
    AMDGCN_GFX602 = 0x03A
    AMDGCN_GFX705 = 0x03B
    AMDGCN_GFX805 = 0x03C
    AMDGCN_GFX1035 = 0x03D
    AMDGCN_GFX1034 = 0x03E
    AMDGCN_GFX90A = 0x03F
    AMDGCN_GFX940 = 0x040  # removed from LLVM 21; still decoded
    AMDGCN_GFX1100 = 0x041
    AMDGCN_GFX1013 = 0x042
    AMDGCN_GFX1150 = 0x043
    AMDGCN_GFX1103 = 0x044
    AMDGCN_GFX1036 = 0x045
    AMDGCN_GFX1101 = 0x046
    AMDGCN_GFX1102 = 0x047
    AMDGCN_GFX1200 = 0x048
    AMDGCN_GFX1250 = 0x049
    AMDGCN_GFX1151 = 0x04A
    AMDGCN_GFX941 = 0x04B  # removed from LLVM 21; still decoded
    AMDGCN_GFX942 = 0x04C
    # 0x04d reserved
    AMDGCN_GFX1201 = 0x04E
    AMDGCN_GFX950 = 0x04F
    AMDGCN_GFX1310 = 0x050
    AMDGCN_GFX9_GENERIC = 0x051
    AMDGCN_GFX10_1_GENERIC = 0x052
    AMDGCN_GFX10_3_GENERIC = 0x053
    AMDGCN_GFX11_GENERIC = 0x054
    AMDGCN_GFX1152 = 0x055
    # 0x056 reserved
    AMDGCN_GFX1154 = 0x057
    AMDGCN_GFX1153 = 0x058
    AMDGCN_GFX12_GENERIC = 0x059
    AMDGCN_GFX1251 = 0x05A
    AMDGCN_GFX12_5_GENERIC = 0x05B
    AMDGCN_GFX1172 = 0x05C
    AMDGCN_GFX1170 = 0x05D
    AMDGCN_GFX1171 = 0x05E
    AMDGCN_GFX9_4_GENERIC = 0x05F
    # 0x060, 0x061 reserved
    AMDGCN_GFX11_7_GENERIC = 0x062
    AMDGCN_GFX13_GENERIC = 0x063


#: Bits 7..0 of e_flags select the processor (V3 and later; V2 when non-zero).
EF_AMDGPU_MACH_MASK = 0x0FF


class EFlagsV2(IntFlag):
    """Code object V2 e_flags bits (ABI version 0)."""

    XNACK = 0x01
    TRAP_HANDLER = 0x02


class EFlagsV3(IntFlag):
    """Code object V3 e_flags bits (ABI version 1): ``MACH`` is a field mask, the others flags."""

    MACH = 0x0FF
    XNACK = 0x100
    SRAMECC = 0x200


#: V4+ two-bit feature fields.
EF_AMDGPU_FEATURE_XNACK_V4 = 0x300
EF_AMDGPU_FEATURE_SRAMECC_V4 = 0xC00


class FeatureXnackV4(IntEnum):
    """Values of the ``EF_AMDGPU_FEATURE_XNACK_V4`` field (bits 9..8), V4 and later."""

    UNSUPPORTED = 0x000
    ANY = 0x100
    OFF = 0x200
    ON = 0x300


class FeatureSrameccV4(IntEnum):
    """Values of the ``EF_AMDGPU_FEATURE_SRAMECC_V4`` field (bits 11..10), V4 and later."""

    UNSUPPORTED = 0x000
    ANY = 0x400
    OFF = 0x800
    ON = 0xC00


#: V6: the generic code object version, bits 31..24; 0 for a non-generic processor.
EF_AMDGPU_GENERIC_VERSION = 0xFF000000
EF_AMDGPU_GENERIC_VERSION_OFFSET = 24
EF_AMDGPU_GENERIC_VERSION_MIN = 1
EF_AMDGPU_GENERIC_VERSION_MAX = 0xFF


class ELFOSABI_AMDGPU(IntEnum):
    """``e_ident[EI_OSABI]`` values for AMDGPU code objects (``formats.elf.ELFOSABI``'s)."""

    HSA = ELFOSABI.AMDGPU_HSA
    PAL = ELFOSABI.AMDGPU_PAL
    MESA3D = ELFOSABI.AMDGPU_MESA3D


class ELFABIVERSION_AMDGPU_HSA(IntEnum):
    """``e_ident[EI_ABIVERSION]`` for OS ABI HSA: the code object version minus 2."""

    V2 = 0
    V3 = 1
    V4 = 2
    V5 = 3
    V6 = 4


#: The code object versions this project reads and writes.
CODE_OBJECT_VERSIONS = (2, 3, 4, 5, 6)


def abi_version_for(code_object_version: int) -> int:
    """EI_ABIVERSION (OS ABI HSA) for a code object version 2..6; ValueError otherwise."""
    try:
        return int(ELFABIVERSION_AMDGPU_HSA[f"V{code_object_version}"])
    except KeyError:
        raise ValueError(f"no HSA ABI version for code object version {code_object_version!r}") from None


def code_object_version_for(abi_version: int) -> int:
    """Code object version (2..6) for an HSA EI_ABIVERSION 0..4; ValueError otherwise."""
    try:
        return int(ELFABIVERSION_AMDGPU_HSA(abi_version).name[1:])
    except ValueError:
        raise ValueError(f"unknown HSA ABI version {abi_version!r}") from None


def mach_value(e_flags: int) -> EF_AMDGPU_MACH | int:
    """The MACH field as an ``EF_AMDGPU_MACH`` member, or a plain int when reserved/unknown."""
    raw = e_flags & EF_AMDGPU_MACH_MASK
    try:
        return EF_AMDGPU_MACH(raw)
    except ValueError:
        return raw


def generic_version_of(e_flags: int) -> int:
    """The V6 generic version field (bits 31..24); 0 when absent."""
    return (e_flags & EF_AMDGPU_GENERIC_VERSION) >> EF_AMDGPU_GENERIC_VERSION_OFFSET
