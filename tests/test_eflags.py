"""formats/eflags.py: the EF_AMDGPU_* constants, pinned to the values in AMDGPUUsage.rst/NEWER-FACTS.md."""

from __future__ import annotations

import pytest
from codeobj.formats import eflags as ef

# (member, value) from AMDGPUUsage.rst's MACH table and NEWER-FACTS.md's continuation.
MACH_PINS = {
    "NONE": 0x000, "R600_R600": 0x001, "R600_TURKS": 0x010,
    "AMDGCN_GFX600": 0x020, "AMDGCN_GFX704": 0x026, "AMDGCN_GFX801": 0x028,
    "AMDGCN_GFX900": 0x02C, "AMDGCN_GFX90C": 0x032, "AMDGCN_GFX1010": 0x033,
    "AMDGCN_GFX602": 0x03A, "AMDGCN_GFX90A": 0x03F, "AMDGCN_GFX940": 0x040,
    "AMDGCN_GFX1100": 0x041, "AMDGCN_GFX1013": 0x042, "AMDGCN_GFX1150": 0x043,
    "AMDGCN_GFX1103": 0x044, "AMDGCN_GFX1036": 0x045, "AMDGCN_GFX1101": 0x046,
    "AMDGCN_GFX1102": 0x047, "AMDGCN_GFX1200": 0x048, "AMDGCN_GFX1250": 0x049,
    "AMDGCN_GFX1151": 0x04A, "AMDGCN_GFX941": 0x04B, "AMDGCN_GFX942": 0x04C,
    "AMDGCN_GFX1201": 0x04E, "AMDGCN_GFX950": 0x04F, "AMDGCN_GFX1310": 0x050,
    "AMDGCN_GFX9_GENERIC": 0x051, "AMDGCN_GFX10_1_GENERIC": 0x052,
    "AMDGCN_GFX10_3_GENERIC": 0x053, "AMDGCN_GFX11_GENERIC": 0x054, "AMDGCN_GFX1152": 0x055,
    "AMDGCN_GFX1154": 0x057, "AMDGCN_GFX1153": 0x058, "AMDGCN_GFX12_GENERIC": 0x059,
    "AMDGCN_GFX1251": 0x05A, "AMDGCN_GFX12_5_GENERIC": 0x05B, "AMDGCN_GFX1172": 0x05C,
    "AMDGCN_GFX1170": 0x05D, "AMDGCN_GFX1171": 0x05E, "AMDGCN_GFX9_4_GENERIC": 0x05F,
    "AMDGCN_GFX11_7_GENERIC": 0x062, "AMDGCN_GFX13_GENERIC": 0x063,
}

RESERVED = [*range(0x011, 0x020), 0x027, 0x04D, 0x056, 0x060, 0x061, 0x064, 0x0EB, 0x0FF]


@pytest.mark.parametrize("name,value", sorted(MACH_PINS.items()))
def test_mach_values(name, value):
    assert ef.EF_AMDGPU_MACH[name] == value


def test_mach_values_unique_and_in_field():
    values = [m.value for m in ef.EF_AMDGPU_MACH]
    assert len(values) == len(set(values))
    assert all(0 <= v <= ef.EF_AMDGPU_MACH_MASK for v in values)
    # every amdgcn value 0x20..0x63 is either named or listed as reserved above
    named = set(values)
    assert set(range(0x20, 0x64)) <= named | set(RESERVED)


@pytest.mark.parametrize("value", RESERVED)
def test_reserved_mach_decodes_to_plain_int(value):
    got = ef.mach_value(0x300 | value)
    assert type(got) is int and got == value


def test_mach_value_masks_other_bits():
    assert ef.mach_value(0x01000F3F) is ef.EF_AMDGPU_MACH.AMDGCN_GFX90A


def test_v2_v3_bits():
    assert ef.EFlagsV2.XNACK == 0x01 and ef.EFlagsV2.TRAP_HANDLER == 0x02
    assert ef.EFlagsV3.MACH == 0xFF and ef.EFlagsV3.XNACK == 0x100 and ef.EFlagsV3.SRAMECC == 0x200


def test_v4_feature_fields():
    assert ef.EF_AMDGPU_FEATURE_XNACK_V4 == 0x300
    assert ef.EF_AMDGPU_FEATURE_SRAMECC_V4 == 0xC00
    assert [int(v) for v in ef.FeatureXnackV4] == [0x000, 0x100, 0x200, 0x300]
    assert [v.name for v in ef.FeatureXnackV4] == ["UNSUPPORTED", "ANY", "OFF", "ON"]
    assert [int(v) for v in ef.FeatureSrameccV4] == [0x000, 0x400, 0x800, 0xC00]
    assert [v.name for v in ef.FeatureSrameccV4] == ["UNSUPPORTED", "ANY", "OFF", "ON"]
    # the fields are exactly the masks' bits
    assert max(ef.FeatureXnackV4) == ef.EF_AMDGPU_FEATURE_XNACK_V4
    assert max(ef.FeatureSrameccV4) == ef.EF_AMDGPU_FEATURE_SRAMECC_V4


def test_generic_version_field():
    assert ef.EF_AMDGPU_GENERIC_VERSION == 0xFF000000
    assert ef.EF_AMDGPU_GENERIC_VERSION_OFFSET == 24
    assert ef.generic_version_of(0x01000151) == 1
    assert ef.generic_version_of(0xFF000000) == 255
    assert ef.generic_version_of(0x00000F3F) == 0


def test_osabi_values():
    assert ef.ELFOSABI_AMDGPU.HSA == 64
    assert ef.ELFOSABI_AMDGPU.PAL == 65
    assert ef.ELFOSABI_AMDGPU.MESA3D == 66


@pytest.mark.parametrize("version,abi", [(2, 0), (3, 1), (4, 2), (5, 3), (6, 4)])
def test_abi_version_mapping(version, abi):
    assert ef.abi_version_for(version) == abi
    assert ef.code_object_version_for(abi) == version
    assert ef.ELFABIVERSION_AMDGPU_HSA[f"V{version}"] == abi


@pytest.mark.parametrize("bad", [1, 7, -1])
def test_abi_version_for_rejects_unknown(bad):
    with pytest.raises(ValueError, match=str(bad)):
        ef.abi_version_for(bad)


@pytest.mark.parametrize("bad", [5, 255, -1])
def test_code_object_version_for_rejects_unknown(bad):
    with pytest.raises(ValueError, match="unknown HSA ABI version"):
        ef.code_object_version_for(bad)
