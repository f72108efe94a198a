"""codeobj.targets: the processor table, target IDs, e_flags, compatibility and comgr names.

Unit tests pin facts from AMDGPUUsage.rst / NEWER-FACTS.md; the interop tests (markers
``llvm19``, ``llvm15``, ``comgr``) assemble empty objects for every processor the tools accept
and compare e_flags, llvm-readelf's text, ISA versions and comgr's ISA names with this module.
"""

from __future__ import annotations

import ctypes
import itertools
import os
import re
import struct
import subprocess
from pathlib import Path

import pytest
from codeobj.formats.eflags import EF_AMDGPU_MACH, abi_version_for

from codeobj.errors import CodeObjectError, TargetError
from codeobj.targets import (
    FEATURES,
    TargetID,
    decode_eflags,
    format_eflags,
    is_compatible,
    processor,
    processor_by_isa_version,
    processor_by_mach,
    processors,
    target_from_isa_version,
)

AMDGCN = [p for p in processors() if p.arch == "amdgcn"]


def all_settings(proc):
    """Every TargetID of a processor: each supported feature any/on/off."""
    supported = [f for f in FEATURES if f in proc.features]
    for values in itertools.product((None, True, False), repeat=len(supported)):
        yield TargetID(proc, **dict(zip(supported, values)))


# ---------------------------------------------------------------------------------------------
# The table


@pytest.mark.parametrize("name,mach", [
    ("gfx600", 0x20), ("gfx701", 0x23), ("gfx801", 0x28), ("gfx803", 0x2A), ("gfx900", 0x2C),
    ("gfx906", 0x2F), ("gfx908", 0x30), ("gfx90a", 0x3F), ("gfx90c", 0x32), ("gfx940", 0x40),
    ("gfx941", 0x4B), ("gfx942", 0x4C), ("gfx950", 0x4F), ("gfx1010", 0x33), ("gfx1030", 0x36),
    ("gfx1036", 0x45), ("gfx1100", 0x41), ("gfx1103", 0x44), ("gfx1150", 0x43),
    ("gfx1152", 0x55), ("gfx1153", 0x58), ("gfx1154", 0x57), ("gfx1170", 0x5D),
    ("gfx1171", 0x5E), ("gfx1172", 0x5C), ("gfx1200", 0x48), ("gfx1201", 0x4E),
    ("gfx1250", 0x49), ("gfx1251", 0x5A), ("gfx1310", 0x50), ("gfx9-generic", 0x51),
    ("gfx9-4-generic", 0x5F), ("gfx10-1-generic", 0x52), ("gfx10-3-generic", 0x53),
    ("gfx11-generic", 0x54), ("gfx11-7-generic", 0x62), ("gfx12-generic", 0x59),
    ("gfx12-5-generic", 0x5B), ("gfx13-generic", 0x63), ("r600", 0x01), ("turks", 0x10),
])
def test_mach_pins(name, mach):
    assert processor(name).mach == mach
    assert processor_by_mach(mach).name == name


def test_every_mach_member_has_exactly_one_processor():
    machs = [p.mach for p in processors()]
    assert len(machs) == len(set(machs))
    assert {m.value for m in EF_AMDGPU_MACH if m} == set(machs)


@pytest.mark.parametrize("value", [0x00, 0x11, 0x1F, 0x27, 0x4D, 0x56, 0x60, 0x61, 0x64, 0xFF])
def test_reserved_mach_is_unknown(value):
    assert processor_by_mach(value) is None


@pytest.mark.parametrize("alias,name", [
    ("tahiti", "gfx600"), ("pitcairn", "gfx601"), ("verde", "gfx601"), ("oland", "gfx602"),
    ("hainan", "gfx602"), ("kaveri", "gfx700"), ("hawaii", "gfx701"), ("kabini", "gfx703"),
    ("mullins", "gfx703"), ("bonaire", "gfx704"), ("carrizo", "gfx801"), ("iceland", "gfx802"),
    ("tonga", "gfx802"), ("fiji", "gfx803"), ("polaris10", "gfx803"), ("polaris11", "gfx803"),
    ("tongapro", "gfx805"), ("stoney", "gfx810"), ("hemlock", "cypress"), ("rv740", "rv770"),
    ("FIJI", "gfx803"), (" gfx90a ", "gfx90a"),
])
def test_aliases(alias, name):
    assert processor(alias).name == name
    assert processor(alias) is processor(name)


def test_unknown_processor_suggests_near_names():
    with pytest.raises(TargetError) as info:
        processor("gfx91a")
    assert "gfx90a" in str(info.value) and "unknown processor 'gfx91a'" in str(info.value)
    assert isinstance(info.value, CodeObjectError)
    with pytest.raises(TargetError, match="processors()"):
        processor("nvidia")
    with pytest.raises(TargetError, match="use TargetID.parse"):
        processor("gfx90a:xnack+")
    with pytest.raises(TargetError, match="must be text"):
        processor(0x3F)


@pytest.mark.parametrize("name,isa", [
    ("gfx600", (6, 0, 0)), ("gfx810", (8, 1, 0)), ("gfx90a", (9, 0, 10)), ("gfx90c", (9, 0, 12)),
    ("gfx942", (9, 4, 2)), ("gfx950", (9, 5, 0)), ("gfx1036", (10, 3, 6)), ("gfx1154", (11, 5, 4)),
    ("gfx1201", (12, 0, 1)), ("gfx1251", (12, 5, 1)), ("gfx1310", (13, 1, 0)),
    ("gfx11-generic", (11, 0, 3)), ("gfx9-generic", (9, 0, 0)),
])
def test_isa_versions(name, isa):
    proc = processor(name)
    assert (proc.major, proc.minor, proc.stepping) == isa == proc.isa_version


def test_isa_version_lookup_prefers_real_processors():
    assert processor_by_isa_version(9, 0, 0).name == "gfx900"  # not gfx9-generic
    assert processor_by_isa_version(12, 0, 0).name == "gfx1200"
    assert processor_by_isa_version(9, 0, 7).name == "gfx906"  # V2: gfx906 + xnack
    assert processor_by_isa_version(9, 0, 11) is None  # gfx90a's neighbour is not a V2 xnack step
    assert processor_by_isa_version(5, 0, 0) is None
    for proc in AMDGCN:
        if not proc.is_generic:
            assert processor_by_isa_version(*proc.isa_version) is proc


def test_target_from_isa_version():
    assert str(target_from_isa_version(9, 0, 1)) == "gfx900:xnack+"
    assert str(target_from_isa_version(9, 0, 0)) == "gfx900:xnack-"
    assert str(target_from_isa_version(9, 0, 7)) == "gfx906:xnack+"
    assert str(target_from_isa_version(8, 0, 1)) == "gfx801"
    assert target_from_isa_version(1, 2, 3) is None


@pytest.mark.parametrize("name,features", [
    ("gfx803", set()), ("gfx801", {"xnack"}), ("gfx900", {"xnack"}), ("gfx906", {"xnack", "sramecc"}),
    ("gfx90a", {"xnack", "sramecc"}), ("gfx942", {"xnack", "sramecc"}), ("gfx1010", {"xnack"}),
    ("gfx1030", set()), ("gfx1100", set()), ("gfx1250", {"xnack", "sramecc"}),
    ("gfx9-generic", {"xnack"}), ("gfx9-4-generic", {"xnack", "sramecc"}),
    ("gfx12-5-generic", {"xnack"}), ("r600", set()),
])
def test_features(name, features):
    assert processor(name).features == frozenset(features)


def test_wavefront_sizes():
    for proc in AMDGCN:
        if proc.major < 10:
            assert proc.wavefront_sizes == (64,) and proc.default_wavefront_size == 64
        else:
            assert 32 in proc.wavefront_sizes and proc.default_wavefront_size == 32
    assert processor("gfx1030").wavefront_sizes == (32, 64)


def test_generic_targets_and_coverage():
    generics = {p.name: p for p in processors() if p.is_generic}
    assert set(generics) == {
        "gfx9-generic", "gfx9-4-generic", "gfx10-1-generic", "gfx10-3-generic", "gfx11-generic",
        "gfx11-7-generic", "gfx12-generic", "gfx12-5-generic", "gfx13-generic",
    }
    assert generics["gfx9-generic"].covers == (
        "gfx900", "gfx902", "gfx904", "gfx906", "gfx909", "gfx90c")
    assert generics["gfx11-generic"].covers[-1] == "gfx1154"
    for g in generics.values():
        assert g.generic_version == 1 and g.generic is None and g.dgpu is None
        for member in g.covers:
            proc = processor(member)
            assert proc.generic == g.name and not proc.is_generic
            # a generic target never claims a feature its members lack
            assert g.features <= proc.features
    covered = {m for g in generics.values() for m in g.covers}
    for proc in AMDGCN:
        if proc.name not in covered:
            assert proc.generic is None


@pytest.mark.parametrize("name,dgpu,family", [
    ("gfx600", True, "GCN1"), ("gfx700", False, "GCN2"), ("gfx801", False, "GCN3"),
    ("gfx900", True, "GCN5"), ("gfx908", True, "CDNA1"), ("gfx90a", True, "CDNA2"),
    ("gfx942", True, "CDNA3"), ("gfx950", True, "CDNA4"), ("gfx1013", False, "RDNA1"),
    ("gfx1030", True, "RDNA2"), ("gfx1103", False, "RDNA3"), ("gfx1151", False, "RDNA3.5"),
    ("gfx1170", False, "RDNA4m"), ("gfx1201", True, "RDNA4"), ("gfx1250", True, "GFX12.5"),
])
def test_dgpu_and_family(name, dgpu, family):
    proc = processor(name)
    assert proc.dgpu is dgpu and proc.family == family


def test_processor_is_frozen():
    with pytest.raises(AttributeError):
        processor("gfx90a").mach = 0


# ---------------------------------------------------------------------------------------------
# Target ID text


@pytest.mark.parametrize("text,canonical", [
    ("gfx90a", "gfx90a"),
    ("gfx90a:xnack+", "gfx90a:xnack+"),
    ("gfx90a:xnack+:sramecc-", "gfx90a:sramecc-:xnack+"),
    ("gfx90a:sramecc-:xnack+", "gfx90a:sramecc-:xnack+"),
    ("amdgcn-amd-amdhsa--gfx90a:xnack+", "gfx90a:xnack+"),
    ("amdgcn-amd-amdhsa--gfx906:xnack-:sramecc+", "gfx906:sramecc+:xnack-"),
    ("fiji", "gfx803"),
    ("carrizo:xnack-", "gfx801:xnack-"),
    ("gfx900+xnack", "gfx900:xnack+"),
    ("gfx906+sram-ecc+xnack", "gfx906:sramecc+:xnack+"),
    ("amdgcn-amd-amdhsa--gfx908+xnack", "gfx908:sramecc-:xnack+"),
    ("gfx906+xnack", "gfx906:sramecc-:xnack+"),
    ("gfx9-generic:xnack-", "gfx9-generic:xnack-"),
    ("gfx1100", "gfx1100"),
])
def test_parse_and_canonical_text(text, canonical):
    tid = TargetID.parse(text)
    assert str(tid) == canonical == tid.name
    assert tid.full == "amdgcn-amd-amdhsa--" + canonical
    assert TargetID.parse(str(tid)) == tid
    assert TargetID.parse(tid.full) == tid


@pytest.mark.parametrize("text,message", [
    ("gfx1030:xnack+", "does not support xnack"),
    ("gfx900:sramecc-", "does not support sramecc"),
    ("gfx90a:xnack+:xnack-", "more than once"),
    ("gfx90a:xnack+:xnack+", "more than once"),
    ("gfx90a:xnack", "must end in '+' or '-'"),
    ("gfx90a:xnack*", "must end in '+' or '-'"),
    ("gfx90a:", "must end in '+' or '-'"),
    ("gfx90a:tgsplit+", "unknown target feature 'tgsplit'"),
    ("gfx90a+xnack:sramecc+", "mixes"),
    ("gfx9000", "unknown processor"),
    ("", "empty"),
    ("   ", "empty"),
    ("x86_64-unknown-linux--gfx90a", "not an AMDGPU triple"),
])
def test_parse_rejects(text, message):
    with pytest.raises(TargetError, match=re.escape(message)):
        TargetID.parse(text)


def test_constructor_rejects_unsupported_feature():
    with pytest.raises(TargetError, match="gfx803 supports no target features"):
        TargetID(processor("gfx803"), xnack=True)
    with pytest.raises(TargetError, match="gfx900 supports xnack"):
        TargetID(processor("gfx900"), sramecc=False)


def test_text_round_trip_every_setting():
    for proc in processors():
        for tid in all_settings(proc):
            assert TargetID.parse(str(tid)) == tid
            # features are listed alphabetically, "any" omitted
            feats = str(tid).split(":")[1:]
            assert feats == sorted(feats)
            assert len(feats) == sum(getattr(tid, f) is not None for f in FEATURES)


def test_v3_name():
    assert TargetID.parse("gfx906:xnack-").v3_name() == "gfx906+sramecc"
    assert TargetID.parse("gfx906").v3_name() == "gfx906+sramecc+xnack"
    assert TargetID.parse("gfx803").v3_name() == "gfx803"
    for proc in processors():
        for tid in all_settings(proc):
            back = TargetID.parse(tid.v3_name(), v3=True)
            # V2/V3 cannot say "any": it reads back as on
            for feature in proc.features:
                assert getattr(back, feature) is (getattr(tid, feature) is not False)


def test_parse_v3_bare_name_means_off():
    assert str(TargetID.parse("gfx906", v3=True)) == "gfx906:sramecc-:xnack-"
    assert str(TargetID.parse("gfx906")) == "gfx906"
    assert str(TargetID.parse("gfx906+xnack", v3=False)) == "gfx906:xnack+"


def test_with_features():
    tid = TargetID.parse("gfx90a").with_features(xnack=True)
    assert str(tid) == "gfx90a:xnack+"
    with pytest.raises(TargetError):
        tid.with_features(tgsplit=True)


# ---------------------------------------------------------------------------------------------
# e_flags


@pytest.mark.parametrize("text,version,flags", [
    ("gfx90a:sramecc+:xnack-", 4, 0xE3F),
    ("gfx90a", 5, 0x53F),
    ("gfx90a:sramecc-:xnack+", 4, 0xB3F),
    ("gfx900", 4, 0x12C),
    ("gfx803", 6, 0x2A),
    ("gfx9-generic", 6, 0x1000151),
    ("gfx10-3-generic", 6, 0x1000053),
    ("gfx906", 3, 0x32F),
    ("gfx906:xnack-", 3, 0x22F),
    ("gfx906:sramecc-:xnack-", 2, 0x2F),
])
def test_to_eflags_pins(text, version, flags):
    tid = TargetID.parse(text)
    assert tid.to_eflags(version) == flags


def test_to_eflags_rejects_generic_before_v6_and_bad_versions():
    with pytest.raises(TargetError, match="needs code object version 6"):
        TargetID.parse("gfx11-generic").to_eflags(5)
    with pytest.raises(TargetError, match="code object version 7"):
        TargetID.parse("gfx90a").to_eflags(7)


def test_eflags_round_trip_every_setting():
    for proc in AMDGCN:
        for tid in all_settings(proc):
            for version in (2, 3, 4, 5, 6):
                if proc.is_generic and version < 6:
                    continue
                flags = tid.to_eflags(version)
                isa = tid.v2_isa_version() if version == 2 else None
                back = TargetID.from_eflags(flags, abi_version_for(version), isa)
                if version >= 4:
                    assert back == tid
                else:
                    for feature in proc.features:
                        assert getattr(back, feature) is (getattr(tid, feature) is not False)


def test_unknown_mach_decodes_cleanly():
    decoded = decode_eflags(0x34D, 2)
    assert decoded.target is None and decoded.mach == 0x4D and type(decoded.mach) is int
    assert decoded.mach_text == "unknown (0x4d)"
    assert "unknown (0x4d)" in decoded.error
    with pytest.raises(TargetError, match=r"unknown \(0x4d\)"):
        TargetID.from_eflags(0x34D, 2)


def test_decode_eflags_errors_never_raise():
    assert "unknown HSA ABI version 9" in decode_eflags(0x3F, 9).error
    assert decode_eflags(0x0, 3).mach_text == "none"
    # a feature set for a processor without it
    assert "does not support" in decode_eflags(0x32A, 2).error
    assert "does not support" in decode_eflags(0x12A, 1).error
    # generic target before V6, and V6 without a version
    assert "needs code object V6" in decode_eflags(0x151, 3).error
    assert decode_eflags(0x151, 3).target.processor.name == "gfx9-generic"
    assert "generic version 0" in decode_eflags(0x151, 4).error
    assert "not a generic target" in decode_eflags(0x100002C, 4).error
    assert decode_eflags(0x100002C, 3).error is None  # bits 31..24 mean nothing before V6
    # hostile values: any 32-bit word and ABI version gives a result
    for flags in (0, 0xFFFFFFFF, 0x80000000, 0x12345678):
        for abi in range(-1, 7):
            assert decode_eflags(flags, abi).e_flags == flags


def test_non_hsa_osabi_uses_v3_layout():
    for osabi in (65, 66, 0):
        decoded = decode_eflags(0x13F, 0, osabi=osabi)
        assert decoded.code_object_version is None and decoded.error is None
        assert str(decoded.target) == "gfx90a:sramecc-:xnack+"
    # under HSA the same word at ABI 0 is a V2 object in the LLVM 6..15 layout
    assert decode_eflags(0x13F, 0).code_object_version == 2
    assert str(TargetID.from_eflags(0x2A, 7, osabi=65)) == "gfx803"


def test_generic_version_decoding():
    decoded = decode_eflags(0x1000151, 4)
    assert decoded.generic_version == 1 and decoded.error is None
    assert str(decoded.target) == "gfx9-generic"
    assert decode_eflags(0x1000151, 3).generic_version == 0  # V5 has no such field


def test_v2_legacy_layout():
    # Pre-LLVM-6 V2: MACH 0, 0x01 xnack, 0x02 trap handler, processor from the ISA note.
    decoded = decode_eflags(0x3, 0, (8, 0, 1))
    assert str(decoded.target) == "gfx801:xnack+" and decoded.trap_handler
    assert str(decode_eflags(0x0, 0, (8, 0, 1)).target) == "gfx801:xnack-"
    assert str(decode_eflags(0x0, 0, (9, 0, 7)).target) == "gfx906:xnack+"
    assert str(decode_eflags(0x0, 0, (8, 0, 3)).target) == "gfx803"
    assert "no ISA version" in decode_eflags(0x0, 0).error
    assert "unknown ISA version 9.9.9" in decode_eflags(0x0, 0, (9, 9, 9)).error
    assert "does not support" in decode_eflags(0x1, 0, (8, 0, 3)).error
    assert decode_eflags(0x1, 0, (8, 0, 3)).mach_text == "none"


@pytest.mark.parametrize("abi,flags,text", [
    # measured with llvm-readelf-19 -h on llvm-mc-19 output with e_flags/EI_ABIVERSION patched
    (2, 0xE3F, "0xE3F, gfx90a, xnack-, sramecc+"),
    (2, 0xB3F, "0xB3F, gfx90a, xnack+, sramecc-"),
    (2, 0x53F, "0x53F, gfx90a, xnack, sramecc"),
    (2, 0x22C, "0x22C, gfx900, xnack-"),
    (2, 0x2A, "0x2A, gfx803"),
    (4, 0x1000151, "0x1000151, gfx9-generic, xnack, generic_v1"),
    (4, 0x2000151, "0x2000151, gfx9-generic, xnack, generic_v2"),
    (4, 0x300002C, "0x300002C, gfx900, generic_v3"),
    (4, 0xFF000000, "0xFF000000, , generic_v255"),
    (3, 0x1000051, "0x1000051, gfx9-generic"),
    (1, 0x32C, "0x32C, gfx900, xnack, sramecc"),
    (0, 0x12C, "0x12C, gfx900, xnack"),
    (0, 0x1, "0x1, r600"),
    (0, 0x0, "0x0"),
    (2, 0x4D, "0x4D"),
    (2, 0x34D, "0x34D, xnack+"),
    (2, 0x300, "0x300, xnack+"),
    (1, 0x100, "0x100, xnack"),
    (2, 0x1000, "0x1000"),
    (2, 0x402C, "0x402C, gfx900"),
    (4, 0x3C2C, "0x3C2C, gfx900, sramecc+"),
    (5, 0x2C, "0x2C"),
])
def test_format_eflags_pins(abi, flags, text):
    assert format_eflags(flags, abi) == text


# ---------------------------------------------------------------------------------------------
# Compatibility


@pytest.mark.parametrize("code_object,requested,ok", [
    ("gfx90a", "gfx90a", True),
    ("gfx90a:xnack+", "gfx90a", True),
    ("gfx90a:xnack-", "gfx90a", True),
    ("gfx90a:xnack+", "gfx90a:xnack+", True),
    ("gfx90a", "gfx90a:xnack+", True),
    ("gfx90a:xnack-", "gfx90a:xnack+", False),
    ("gfx90a:xnack+", "gfx90a:xnack-", False),
    ("gfx90a:sramecc+:xnack+", "gfx90a:sramecc-:xnack+", False),
    ("gfx90a:sramecc+", "gfx90a:xnack-", True),
    ("gfx908", "gfx90a", False),
    ("gfx9-generic", "gfx906:sramecc+:xnack-", True),
    ("gfx9-generic:xnack-", "gfx900:xnack+", False),
    ("gfx9-generic:xnack+", "gfx900", True),
    ("gfx9-generic", "gfx90a", False),
    ("gfx9-generic", "gfx9-generic", True),
    ("gfx11-generic", "gfx1151", True),
    ("gfx1151", "gfx11-generic", False),
    ("gfx10-3-generic", "gfx1010", False),
    ("fiji", "gfx803", True),
])
def test_is_compatible(code_object, requested, ok):
    assert is_compatible(code_object, requested) is ok
    assert is_compatible(TargetID.parse(code_object), TargetID.parse(requested)) is ok


def test_every_generic_covers_its_members():
    for g in processors():
        for member in g.covers:
            for tid in all_settings(processor(member)):
                assert is_compatible(TargetID(g), tid)


# ---------------------------------------------------------------------------------------------
# comgr names (rule; checked against the library below)


@pytest.mark.parametrize("text,version,name", [
    ("gfx90a:xnack+", 4, "amdgcn-amd-amdhsa--gfx90a:xnack+"),
    ("gfx90a", 5, "amdgcn-amd-amdhsa--gfx90a"),
    ("gfx90a", 3, "amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack+"),
    ("gfx90a:sramecc-", 3, "amdgcn-amd-amdhsa--gfx90a:sramecc-:xnack+"),
    ("gfx906:xnack-", 2, "amdgcn-amd-amdhsa--gfx906:sramecc-:xnack-"),
    ("gfx906:sramecc+", 2, "amdgcn-amd-amdhsa--gfx906:sramecc-:xnack+"),
    ("gfx801:xnack-", 2, "amdgcn-amd-amdhsa--gfx801:xnack+"),
    ("gfx90c:xnack+", 2, "amdgcn-amd-amdhsa--gfx90c:xnack-"),
    ("gfx803", 3, "amdgcn-amd-amdhsa--gfx803"),
])
def test_comgr_name_rule(text, version, name):
    assert TargetID.parse(text).comgr_name(version) == name


# ---------------------------------------------------------------------------------------------
# Interop with the LLVM tools

COMGR_PATH = "/usr/lib/x86_64-linux-gnu/libamd_comgr.so.2"

# Not processors: llvm-mc's -mcpu placeholders that write MACH 0.
_PLACEHOLDER_CPUS = {"generic", "generic-hsa"}


def mc_cpus(tool: str, arch: str) -> list[str]:
    out = subprocess.run([tool, f"--arch={arch}", "-mcpu=help"], capture_output=True, text=True,
                         stdin=subprocess.DEVNULL,
                         check=True)
    text = out.stdout + out.stderr
    section = text.split("Available CPUs for this target:", 1)[1].split("Available features", 1)[0]
    return [line.split()[0] for line in section.splitlines() if "Select the" in line]


def assemble(tool: str, cpu: str, version: int, path: Path, mattr: str = "", source: str = "") -> None:
    cmd = [tool, "-triple", "amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-filetype=obj",
           f"--amdhsa-code-object-version={version}", "-o", str(path), "-"]
    if mattr:
        cmd.insert(3, f"-mattr={mattr}")
    subprocess.run(cmd, input=source, capture_output=True, text=True, check=True)


def header(path: Path) -> tuple[int, int, int]:
    """(EI_OSABI, EI_ABIVERSION, e_flags) of an ELF64 file."""
    data = path.read_bytes()[:64]
    return data[7], data[8], struct.unpack_from("<I", data, 48)[0]


def readelf_flags(paths: list[Path]) -> dict[str, str]:
    """``Flags:`` text per file from one llvm-readelf-19 -h run."""
    out = subprocess.run(["llvm-readelf-19", "-h", *map(str, paths)],
                         capture_output=True, text=True, check=True).stdout
    result: dict[str, str] = {}
    current = str(paths[0]) if len(paths) == 1 else None
    for line in out.splitlines():
        if line.startswith("File: "):
            current = line[6:].strip()
        elif line.strip().startswith("Flags:") and current is not None:
            result[current] = line.split(":", 1)[1].strip()
    return result


def mattr_for(tid: TargetID) -> str:
    return ",".join(f"{'+' if getattr(tid, f) else '-'}{f}"
                    for f in FEATURES if getattr(tid, f) is not None)


@pytest.fixture(scope="module")
def llvm19_cpus():
    return mc_cpus("llvm-mc-19", "amdgcn")


@pytest.mark.llvm19
def test_llvm19_processors_are_in_table(llvm19_cpus):
    known = {p.name for p in processors()} | {a for p in processors() for a in p.aliases}
    cpus = set(llvm19_cpus) - _PLACEHOLDER_CPUS
    assert len(cpus) > 60
    assert cpus <= known, sorted(cpus - known)
    r600 = set(mc_cpus("llvm-mc-19", "r600"))
    assert r600 and r600 <= known, sorted(r600 - known)


@pytest.mark.llvm19
def test_llvm19_aliases_and_isa_versions(llvm19_cpus, tmp_path):
    """Every name llvm-mc-19 accepts maps to our MACH and ISA version (.amdgcn.gfx_generation_*)."""
    src = ".long .amdgcn.gfx_generation_number, .amdgcn.gfx_generation_minor, " \
          ".amdgcn.gfx_generation_stepping\n"
    checked = 0
    for cpu in sorted(set(llvm19_cpus) - _PLACEHOLDER_CPUS):
        path = tmp_path / f"{cpu}.o"
        assemble("llvm-mc-19", cpu, 5, path, source=src)
        _, _, flags = header(path)
        proc = processor(cpu)
        assert flags & 0xFF == proc.mach, cpu
        text = subprocess.run(["llvm-objdump-19", "-s", "-j", ".text", str(path)],
                              capture_output=True, text=True, check=True).stdout
        words = text.strip().splitlines()[-1].split()[1:4]
        isa = tuple(struct.unpack("<I", bytes.fromhex(w))[0] for w in words)
        assert isa == proc.isa_version, cpu
        checked += 1
    assert checked > 60


@pytest.mark.llvm19
@pytest.mark.parametrize("version", [4, 5, 6])
def test_llvm19_eflags_every_processor(llvm19_cpus, tmp_path, version):
    """Assemble an empty object per processor and feature setting; compare with the tools."""
    cases = []
    for cpu in sorted(set(llvm19_cpus) - _PLACEHOLDER_CPUS):
        proc = processor(cpu)
        if proc.name != cpu:
            continue  # aliases are covered by test_llvm19_aliases_and_isa_versions
        for tid in all_settings(proc):
            path = tmp_path / f"{cpu}.{version}.{mattr_for(tid) or 'any'}.o"
            assemble("llvm-mc-19", cpu, version, path, mattr_for(tid))
            cases.append((tid, path))
    texts = readelf_flags([p for _, p in cases])
    assert len(cases) > 100
    for tid, path in cases:
        osabi, abi, flags = header(path)
        assert (osabi, abi) == (64, abi_version_for(version))
        assert format_eflags(flags, abi) == texts[str(path)], path.name
        decoded = decode_eflags(flags, abi)
        if tid.processor.is_generic and version < 6:
            # llvm-mc 19 writes these although no loader accepts them (clang refuses)
            assert decoded.target == tid and "needs code object V6" in decoded.error
            continue
        assert decoded.error is None, path.name
        assert TargetID.from_eflags(flags, abi) == tid, path.name
        assert tid.to_eflags(version) == flags, path.name


def _v2_isa_note(cpu: str, mattr: str) -> tuple[int, int, int]:
    cmd = ["llvm-mc-15", "-triple", "amdgcn-amd-amdhsa", f"-mcpu={cpu}",
           "--amdhsa-code-object-version=2"]
    if mattr:
        cmd.append(f"-mattr={mattr}")
    out = subprocess.run(cmd, input=".hsa_code_object_version 2,1\n.hsa_code_object_isa\n",
                         capture_output=True, text=True, check=True).stdout
    m = re.search(r"\.hsa_code_object_isa (\d+),(\d+),(\d+)", out)
    assert m, out
    return tuple(int(g) for g in m.groups())


def _llvm15_cases(tmp_path: Path, version: int):
    source = ".hsa_code_object_version 2,1\n.hsa_code_object_isa\n" if version == 2 else ""
    for cpu in sorted(set(mc_cpus("llvm-mc-15", "amdgcn")) - _PLACEHOLDER_CPUS):
        proc = processor(cpu)
        if proc.name != cpu:
            continue
        for tid in all_settings(proc):
            path = tmp_path / f"{cpu}.v{version}.{mattr_for(tid) or 'any'}.o"
            assemble("llvm-mc-15", cpu, version, path, mattr_for(tid), source)
            yield tid, path


@pytest.mark.llvm15
@pytest.mark.llvm19
@pytest.mark.parametrize("version", [2, 3])
def test_llvm15_eflags_every_processor(tmp_path, version):
    cases = list(_llvm15_cases(tmp_path, version))
    texts = readelf_flags([p for _, p in cases])
    assert len(cases) > 60
    for tid, path in cases:
        osabi, abi, flags = header(path)
        assert osabi == 64
        assert abi == version - 2
        assert format_eflags(flags, abi) == texts[str(path)], path.name
        assert tid.to_eflags(version) == flags, path.name
        back = TargetID.from_eflags(flags, abi)
        assert back.processor is tid.processor
        for feature in tid.processor.features:  # V2/V3 record "any" as on
            assert getattr(back, feature) is (getattr(tid, feature) is not False), path.name
        if version == 2:
            mattr = mattr_for(tid)
            note = _v2_isa_note(tid.processor.name, mattr)
            assert note == tid.v2_isa_version(), path.name
            noted = target_from_isa_version(*note)
            assert noted.processor is tid.processor
            # the legacy reading (MACH 0) recovers the same processor from the note
            legacy = decode_eflags(flags & 0x3 if flags & 0xFF < 4 else 0, 0, note)
            assert legacy.target.processor is tid.processor


# -- comgr ------------------------------------------------------------------------------------

class _Handle(ctypes.Structure):
    _fields_ = [("handle", ctypes.c_uint64)]


_DATA_KIND_RELOCATABLE = 7


@pytest.fixture(scope="module")
def comgr():
    lib = ctypes.CDLL(COMGR_PATH)

    def isa_name(blob: bytes) -> str | None:
        data = _Handle()
        assert lib.amd_comgr_create_data(_DATA_KIND_RELOCATABLE, ctypes.byref(data)) == 0
        try:
            assert lib.amd_comgr_set_data(data, ctypes.c_size_t(len(blob)), blob) == 0
            size = ctypes.c_size_t(0)
            if lib.amd_comgr_get_data_isa_name(data, ctypes.byref(size), None) != 0:
                return None
            buf = ctypes.create_string_buffer(size.value)
            assert lib.amd_comgr_get_data_isa_name(data, ctypes.byref(size), buf) == 0
            return buf.value.decode()
        finally:
            lib.amd_comgr_release_data(data)

    def isa_list() -> set[str]:
        count = ctypes.c_size_t(0)
        assert lib.amd_comgr_get_isa_count(ctypes.byref(count)) == 0
        names = set()
        for i in range(count.value):
            name = ctypes.c_char_p()
            assert lib.amd_comgr_get_isa_name(ctypes.c_size_t(i), ctypes.byref(name)) == 0
            names.add(name.value.decode())
        return names

    isa_name.isa_list = isa_list
    return isa_name


def _comgr_check(comgr, cases, version):
    compared = 0
    for tid, path in cases:
        got = comgr(path.read_bytes())
        if got is None:
            continue
        _, abi, flags = header(path)
        isa = _v2_isa_note(tid.processor.name, mattr_for(tid)) if version == 2 else None
        decoded = decode_eflags(flags, abi, isa)
        assert decoded.target.comgr_name(version) == got, path.name
        compared += 1
    return compared


@pytest.mark.comgr
@pytest.mark.llvm15
@pytest.mark.llvm19
@pytest.mark.parametrize("version", [2, 3])
def test_comgr_names_v2_v3(comgr, tmp_path, version):
    cases = list(_llvm15_cases(tmp_path, version))
    compared = _comgr_check(comgr, cases, version)
    # comgr 2.4 names V2 objects up to gfx906/gfx90c and V3 objects of every processor it lists
    known = {name.rpartition("--")[2] for name in comgr.isa_list()}
    expected = [t for t, _ in cases if t.processor.name in known
                and (version == 3 or t.processor.isa_version < (9, 0, 8)
                     or t.processor.name == "gfx90c")]
    assert compared == len(expected) > 30


@pytest.mark.comgr
@pytest.mark.llvm19
def test_comgr_names_v4(comgr, llvm19_cpus, tmp_path):
    known = {name.rpartition("--")[2] for name in comgr.isa_list()}
    cases = []
    for cpu in sorted(known & set(llvm19_cpus)):
        for tid in all_settings(processor(cpu)):
            path = tmp_path / f"{cpu}.v4.{mattr_for(tid) or 'any'}.o"
            assemble("llvm-mc-19", cpu, 4, path, mattr_for(tid))
            cases.append((tid, path))
    assert _comgr_check(comgr, cases, 4) == len(cases) > 50


@pytest.mark.llvm19
@pytest.mark.parametrize("triple,osabi", [("amdgcn-amd-amdpal", 65), ("amdgcn-mesa-mesa3d", 66)])
def test_llvm19_pal_and_mesa_flags(tmp_path, triple, osabi):
    cases = []
    for name in ("gfx906", "gfx90a", "gfx1030", "gfx1100"):
        for tid in all_settings(processor(name)):
            path = tmp_path / f"{name}.{mattr_for(tid) or 'any'}.o"
            cmd = ["llvm-mc-19", "-triple", triple, f"-mcpu={name}", "-filetype=obj",
                   "-o", str(path), "-"]
            if mattr_for(tid):
                cmd.append(f"-mattr={mattr_for(tid)}")
            subprocess.run(cmd, input="", capture_output=True, text=True, check=True)
            cases.append((tid, path))
    texts = readelf_flags([p for _, p in cases])
    for tid, path in cases:
        got_osabi, abi, flags = header(path)
        assert got_osabi == osabi
        assert format_eflags(flags, abi) == texts[str(path)]
        back = TargetID.from_eflags(flags, abi, osabi=osabi)
        assert back.processor is tid.processor
        for feature in tid.processor.features:
            assert getattr(back, feature) is (getattr(tid, feature) is not False), path.name


# -- clang: canonical order and rejections ----------------------------------------------------

CLANG_CASES = [
    "gfx90a:xnack+:sramecc-", "gfx90a:sramecc+", "gfx906:xnack-", "fiji", "carrizo:xnack+",
    "gfx942:xnack-:sramecc+", "gfx1030", "gfx1100", "gfx9-generic:xnack+", "gfx11-generic",
    "tahiti", "gfx90a:xnack+:xnack-", "gfx1030:xnack+", "gfx803:sramecc-", "gfx90a:xnack",
    "gfx90a:foo+", "gfx9000",
]


@pytest.mark.llvm19
@pytest.mark.parametrize("mcpu", CLANG_CASES)
def test_clang19_agrees_on_target_ids(mcpu, tmp_path):
    """clang-19 -mcpu=<target ID>: same acceptance, and .amdgcn_target is our canonical .full."""
    source = tmp_path / "k.cl"
    source.write_text("kernel void k(global int *p) { *p = 1; }\n")
    out = subprocess.run(
        ["clang-19", "-target", "amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-nogpulib",
         "-mcode-object-version=6" if "generic" in mcpu else "-mcode-object-version=5",
         "-x", "cl", "-S", "-o", "-", str(source)],
        capture_output=True, text=True, check=False,
    )
    try:
        ours = TargetID.parse(mcpu)
    except TargetError:
        ours = None
    if ours is None:
        assert out.returncode != 0, out.stdout[:200]
        return
    assert out.returncode == 0, out.stderr
    m = re.search(r'\.amdgcn_target "([^"]+)"', out.stdout)
    assert m and m.group(1) == ours.full


# -- a real fat binary --------------------------------------------------------------------------

def _rocsparse() -> Path | None:
    env = os.environ.get("CODEOBJ_ROCSPARSE")
    candidates = [Path(env)] if env else []
    candidates += sorted((Path.home() / ".cache/codeobj-tests/rocsparse/usr/lib/x86_64-linux-gnu")
                         .glob("librocsparse.so.0*"))
    return next((p for p in candidates if p.is_file() and p.stat().st_size > 0), None)


@pytest.mark.rocsparse
@pytest.mark.llvm19
@pytest.mark.skipif(_rocsparse() is None, reason="librocsparse0 is not unpacked (CODEOBJ_ROCSPARSE)")
def test_rocsparse_eflags_match_entry_ids_and_readelf(tmp_path):
    """Every code object in librocsparse0: e_flags name the target its bundle entry ID names,
    and format_eflags matches llvm-readelf-19 on each distinct flags word."""
    from codeobj.bundle import scan

    objects = [o for o in scan(_rocsparse()) if len(o.data)]
    assert len(objects) >= 700
    samples: dict[tuple[int, int], Path] = {}
    for i, obj in enumerate(objects):
        data = bytes(obj.data[:64])
        osabi, abi, flags = data[7], data[8], struct.unpack_from("<I", data, 48)[0]
        decoded = decode_eflags(flags, abi, osabi=osabi)
        assert decoded.error is None, obj.entry_id
        assert decoded.target == TargetID.parse(str(obj.entry_id).rpartition("--")[2]), obj.entry_id
        if (flags, abi) not in samples:
            samples[(flags, abi)] = tmp_path / f"{i}.o"
            samples[(flags, abi)].write_bytes(bytes(obj.data))
    texts = readelf_flags(list(samples.values()))
    assert len(samples) >= 5
    for (flags, abi), path in samples.items():
        assert format_eflags(flags, abi) == texts[str(path)]
