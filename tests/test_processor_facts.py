"""Every per-processor fact is a column of codeobj.targets' processor table; the views the rest
of the library derives from it equal the tables it used to keep of its own.

The ``TODAY_*`` tables below are those copies as they stood before they were derived from the
table (codeobj/kernel/descriptor.py's ``_PROCESSORS`` and addressable SGPRs,
codeobj/kernel/occupancy.py's ``TARGET_FACTS``, codeobj/asm's offset-0x3f and ``totalnumvgprs``
lists, codeobj/check.py's MAI list, codeobj/asm/dwarf.py's SGPR count); the tests check the views
the library now derives (``descriptor_target``, ``TARGET_FACTS``, the assembler's behaviour, the
columns the assembler and checker read) against them.  Where two copies disagreed, the table follows LLVM and
``CHANGED*`` say what moved.  The LLVM features of every processor LLVM 19 knows are also
checked against LLVM 19's TableGen description (the ISA layer's generated data).
"""

from __future__ import annotations

import pytest

from codeobj.targets import LLVM_FEATURES, processors

AMDGCN = [p for p in processors() if p.arch == "amdgcn"]

# The descriptor's processor traits: (major, minor, stepping, flags); x = supports XNACK,
# a = architected flat scratch, m = gfx90a family, b = SGPR init bug.
TODAY_DESCRIPTOR = {
    "gfx600": (6, 0, 0, ""), "gfx601": (6, 0, 1, ""), "gfx602": (6, 0, 2, ""),
    "gfx700": (7, 0, 0, ""), "gfx701": (7, 0, 1, ""), "gfx702": (7, 0, 2, ""),
    "gfx703": (7, 0, 3, ""), "gfx704": (7, 0, 4, ""), "gfx705": (7, 0, 5, ""),
    "gfx801": (8, 0, 1, "x"), "gfx802": (8, 0, 2, "b"), "gfx803": (8, 0, 3, ""),
    "gfx805": (8, 0, 5, "b"), "gfx810": (8, 1, 0, "x"), "gfx900": (9, 0, 0, "x"),
    "gfx902": (9, 0, 2, "x"), "gfx904": (9, 0, 4, "x"), "gfx906": (9, 0, 6, "x"),
    "gfx908": (9, 0, 8, "x"), "gfx909": (9, 0, 9, "x"), "gfx90a": (9, 0, 10, "xm"),
    "gfx90c": (9, 0, 12, "x"), "gfx940": (9, 4, 0, "xma"), "gfx941": (9, 4, 1, "xma"),
    "gfx942": (9, 4, 2, "xma"), "gfx950": (9, 5, 0, "xma"), "gfx9-generic": (9, 0, 0, "x"),
    "gfx9-4-generic": (9, 4, 0, "xma"), "gfx1010": (10, 1, 0, "x"), "gfx1011": (10, 1, 1, "x"),
    "gfx1012": (10, 1, 2, "x"), "gfx1013": (10, 1, 3, "x"), "gfx10-1-generic": (10, 1, 0, "x"),
    "gfx1030": (10, 3, 0, ""), "gfx1031": (10, 3, 1, ""), "gfx1032": (10, 3, 2, ""),
    "gfx1033": (10, 3, 3, ""), "gfx1034": (10, 3, 4, ""), "gfx1035": (10, 3, 5, ""),
    "gfx1036": (10, 3, 6, ""), "gfx10-3-generic": (10, 3, 0, ""), "gfx1100": (11, 0, 0, "a"),
    "gfx1101": (11, 0, 1, "a"), "gfx1102": (11, 0, 2, "a"), "gfx1103": (11, 0, 3, "a"),
    "gfx1150": (11, 5, 0, "a"), "gfx1151": (11, 5, 1, "a"), "gfx1152": (11, 5, 2, "a"),
    "gfx1153": (11, 5, 3, "a"), "gfx1154": (11, 5, 4, "a"), "gfx1170": (11, 7, 0, "a"),
    "gfx1171": (11, 7, 1, "a"), "gfx1172": (11, 7, 2, "a"), "gfx11-generic": (11, 0, 0, "a"),
    "gfx11-7-generic": (11, 7, 0, "a"), "gfx1200": (12, 0, 0, "a"), "gfx1201": (12, 0, 1, "a"),
    "gfx12-generic": (12, 0, 0, "a"), "gfx1250": (12, 5, 0, "a"), "gfx1251": (12, 5, 1, "a"),
    "gfx12-5-generic": (12, 5, 0, "a"), "gfx1310": (13, 1, 0, "a"),
    "gfx13-generic": (13, 0, 0, "a"),
}

# Where the descriptor's copy disagreed with the processor table, and what the table says (and
# so what the descriptor now uses).
CHANGED = {
    # LLVM 19 reports 11.0.3 for gfx11-generic (.amdgcn.gfx_generation_stepping); the copy kept
    # stepping 0.  Only amd_kernel_code_t's default machine version reads it.
    "gfx11-generic": (11, 0, 3, "a"),
    # the ISA version of the table (docs/targets.md); only amd_kernel_code_t reads the minor.
    "gfx13-generic": (13, 1, 0, "a"),
    # LLVM's FeatureISAVersion12_50_Common has FeatureSupportsXNACK: the target ID has xnack
    # (as the table had it), so llvm-mc reserves the XNACK mask by default: llvm-project's
    # llvm/test/tools/llvm-objdump/ELF/AMDGPU/kd-gfx1250.s prints and reassembles
    # .amdhsa_reserve_xnack_mask 1 for gfx1250.
    "gfx1250": (12, 5, 0, "xa"),
    "gfx1251": (12, 5, 1, "xa"),
    "gfx12-5-generic": (12, 5, 0, "xa"),
}

# The occupancy model's per-target facts, by class: (wave slots per SIMD, VGPRs per SIMD,
# VGPR granule, addressable VGPRs, SGPR steps, SGPR floor, LDS (CU, WGP), SIMDs (CU, WGP),
# barriers (CU, WGP)), and the processors of each class.
_SGPR_GFX6_7 = ((48, 10), (56, 9), (64, 8), (72, 7), (80, 6))
_SGPR_GFX8_9 = ((80, 10), (88, 9), (100, 8))
TODAY_OCCUPANCY = [
    ((10, {64: 256}, {64: 4}, 256, _SGPR_GFX6_7, 5, (32768, 32768), (4, 4), (16, 16)),
        ("gfx600", "gfx601", "gfx602")),
    ((10, {64: 256}, {64: 4}, 256, _SGPR_GFX6_7, 5, (65536, 65536), (4, 4), (16, 16)),
        ("gfx700", "gfx701", "gfx702", "gfx703", "gfx704", "gfx705")),
    ((10, {64: 256}, {64: 4}, 256, _SGPR_GFX8_9, 7, (65536, 65536), (4, 4), (16, 16)),
        ("gfx801", "gfx802", "gfx803", "gfx805", "gfx810", "gfx900", "gfx902", "gfx904",
         "gfx906", "gfx908", "gfx909", "gfx90c", "gfx9-generic")),
    ((8, {64: 512}, {64: 8}, 512, _SGPR_GFX8_9, 7, (65536, 65536), (4, 4), (16, 16)),
        ("gfx90a", "gfx940", "gfx941", "gfx942", "gfx9-4-generic")),
    ((20, {32: 1024, 64: 512}, {32: 8, 64: 4}, 256, (), 20, (65536, 131072), (2, 4), (16, 32)),
        ("gfx1010", "gfx1011", "gfx1012", "gfx1013", "gfx10-1-generic")),
    ((16, {32: 1024, 64: 512}, {32: 16, 64: 8}, 256, (), 16, (65536, 131072), (2, 4), (16, 32)),
        ("gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035", "gfx1036",
         "gfx10-3-generic", "gfx1102", "gfx1103", "gfx1150", "gfx1152", "gfx1153",
         "gfx11-generic")),
    ((16, {32: 1536, 64: 768}, {32: 24, 64: 12}, 256, (), 16, (65536, 131072), (2, 4), (16, 32)),
        ("gfx1100", "gfx1101", "gfx1151", "gfx1200", "gfx1201", "gfx12-generic")),
]

# The assembler's FeatureOffset3fBug processors (s_nop after a branch at offset 0x3f).
TODAY_OFFSET_3F_BUG = {"gfx1010", "gfx1011", "gfx1012", "gfx1013", "gfx10-1-generic"}
# codeobj check: processors with AGPRs.
TODAY_MAI = {"gfx908", "gfx90a", "gfx940", "gfx941", "gfx942", "gfx950", "gfx9-4-generic"}
# The assembler's totalnumvgprs(): processors whose VGPR file holds the AGPRs too.  The list
# left out gfx9-4-generic, which the descriptor's copy put in the gfx90a family; it is now in
# (LLVM's FeatureISAVersion9_4_Generic has FeatureGFX90AInsts, as gfx942 has).
TODAY_TOTALNUMVGPRS_UNIFIED = {"gfx90a", "gfx940", "gfx941", "gfx942", "gfx950"}
CHANGED_TOTALNUMVGPRS_UNIFIED = {"gfx9-4-generic"}


# The SGPRs codeobj/asm/dwarf.py let .cfi_* directives name: it meant 106 on gfx10+ and 102
# before, but its parse of the processor name read gfx1030 as major 1, so it allowed 102
# everywhere.  llvm-mc-19 accepts s103 on gfx700 (not on gfx802 or gfx900) and s105 on gfx1030
# (not s106): the processor table's sgpr_registers, 104 on gfx6-7, 102 on gfx8-9, 106 on gfx10+.
TODAY_DWARF_SGPRS = 102
CHANGED_DWARF_SGPRS = {6: 104, 7: 104, 10: 106, 11: 106, 12: 106, 13: 106}


# The descriptor's addressable SGPRs (gfx6-9): gfx6-7 104, gfx8-9 102, the init bug 96.
def _descriptor_sgprs_today(major: int, flags: str) -> int:
    if "b" in flags:
        return 96
    return 102 if major >= 8 else 104


def _flags(p) -> str:
    return ("x" if p.supports_xnack else "") + ("m" if p.gfx90a_insts else "") + (
        "a" if p.architected_flat_scratch else "") + ("b" if p.sgpr_init_bug else "")


def _expected_descriptor(name: str) -> tuple[int, int, int, str]:
    major, minor, stepping, flags = CHANGED.get(name, TODAY_DESCRIPTOR[name])
    return major, minor, stepping, "".join(sorted(flags))


def test_every_amdgcn_processor_has_a_row_in_each_view():
    assert {p.name for p in AMDGCN} == set(TODAY_DESCRIPTOR)


@pytest.mark.parametrize("proc", AMDGCN, ids=str)
def test_descriptor_traits_come_from_the_table(proc):
    found = (*proc.isa_version, "".join(sorted(_flags(proc))))
    assert found == _expected_descriptor(proc.name)


@pytest.mark.parametrize("proc", AMDGCN, ids=str)
def test_sgpr_counts_come_from_the_table(proc):
    if proc.major < 10:
        assert proc.addressable_sgprs == _descriptor_sgprs_today(
            proc.major, TODAY_DESCRIPTOR[proc.name][3])
    assert proc.sgpr_registers == CHANGED_DWARF_SGPRS.get(proc.major, TODAY_DWARF_SGPRS)


def test_occupancy_classes_come_from_the_table():
    checked = {p.name for p in AMDGCN if p.occupancy_checked}
    assert checked == {name for _, names in TODAY_OCCUPANCY for name in names}


# codeobj/targets.py's own side lists: V2 ISA notes with stepping + 1 for xnack, and comgr's
# fixed V2 xnack reading.
TODAY_V2_XNACK_STEPPING = {"gfx900", "gfx902", "gfx904", "gfx906"}
TODAY_COMGR_V2_XNACK = {"gfx801": True, "gfx810": True, "gfx90c": False}


def test_v2_xnack_comes_from_the_table():
    assert {p.name for p in AMDGCN if p.v2_xnack == "stepping"} == TODAY_V2_XNACK_STEPPING
    assert {p.name: p.v2_xnack == "on" for p in AMDGCN
            if p.v2_xnack in ("on", "off")} == TODAY_COMGR_V2_XNACK
    assert {p.v2_xnack for p in processors()} == {None, "stepping", "on", "off"}


def test_assembler_and_checker_lists_come_from_the_table():
    assert {p.name for p in AMDGCN if p.offset_3f_bug} == TODAY_OFFSET_3F_BUG
    assert {p.name for p in AMDGCN if p.mai_insts} == TODAY_MAI
    assert {p.name for p in AMDGCN if p.gfx90a_insts} == (
        TODAY_TOTALNUMVGPRS_UNIFIED | CHANGED_TOTALNUMVGPRS_UNIFIED)


@pytest.mark.parametrize("proc", AMDGCN, ids=str)
def test_the_descriptor_reads_the_table(proc):
    from codeobj.kernel.descriptor import descriptor_target

    t = descriptor_target(proc.name)
    flags = ("x" if t.xnack_supported else "") + ("m" if t.gfx90a_family else "") + (
        "a" if t.architected_flat_scratch else "") + ("b" if t.sgpr_init_bug else "")
    assert (t.major, t.minor, t.stepping, "".join(sorted(flags))) == \
        _expected_descriptor(proc.name)
    if proc.major < 10:
        assert t.addressable_sgprs == _descriptor_sgprs_today(
            proc.major, TODAY_DESCRIPTOR[proc.name][3])


def test_the_occupancy_model_reads_the_table():
    from codeobj.kernel.occupancy import TARGET_FACTS

    classes: dict[str, list[str]] = {}
    for name, f in TARGET_FACTS.items():
        key = (f.max_waves_per_simd, f.vgprs_per_simd, f.vgpr_alloc_granule, f.addressable_vgprs,
               f.sgpr_steps, f.sgpr_floor, f.lds_per_cu, f.simds_per_cu, f.max_barriers)
        classes.setdefault(repr(key), []).append(name)
    today = {repr(k): sorted(v) for k, v in TODAY_OCCUPANCY}
    assert {k: sorted(v) for k, v in classes.items()} == today


def _assemble(proc, text: str):
    from codeobj.asm import assemble

    return assemble(text, mcpu=proc.name, code_object_version=6 if proc.is_generic else 5)


@pytest.mark.parametrize("proc", AMDGCN, ids=str)
def test_the_assembler_reads_the_table(proc):
    # totalnumvgprs(agprs, vgprs): align(vgprs, 4) + agprs where one file holds both
    result = _assemble(proc, ".rodata\n.long totalnumvgprs(4, 5)\n")
    assert result.ok
    unified = proc.name in TODAY_TOTALNUMVGPRS_UNIFIED | CHANGED_TOTALNUMVGPRS_UNIFIED
    assert (12 if unified else 5).to_bytes(4, "little") in result.data
    # the SGPRs .cfi_offset may name
    cfi = ".text\nf:\n.cfi_startproc\n.cfi_offset s{}, 0\n.cfi_endproc\n"
    last = CHANGED_DWARF_SGPRS.get(proc.major, TODAY_DWARF_SGPRS) - 1
    assert _assemble(proc, cfi.format(last)).ok
    refused = _assemble(proc, cfi.format(last + 1))
    assert [d.message for d in refused.errors] == ["register not available on this GPU"]


# --------------------------------------------------------------------------------------------
# The LLVM features against LLVM 19's TableGen description


def _llvm19():
    from codeobj.isa import db

    common = db.common()
    record_of = {name: record for record, name in common["feature_names"].items()}
    return common, record_of


def test_llvm_features_are_llvm_names():
    from codeobj.isa import db

    _, record_of = _llvm19()
    # a feature LLVM 19 lacks (1024-addressable-vgprs) is one of LLVM 22's
    newer = set(db.common("llvm22")["feature_names"].values())
    assert all(name in record_of or name in newer for name in LLVM_FEATURES)


def test_llvm_features_agree_with_llvm22_for_its_processors():
    from codeobj.isa import db

    common = db.common("llvm22")
    record_of = {name: record for record, name in common["feature_names"].items()}
    wrong = []
    for proc in AMDGCN:
        if db.release_of(proc.name) != "llvm22" or proc.name not in common["processors"]:
            continue
        have = db._closure(common["processors"][proc.name], common["feature_implies"])
        if ("1024-addressable-vgprs" in proc.llvm_features) != (
                record_of["1024-addressable-vgprs"] in have):
            wrong.append(proc.name)
    assert not wrong


def test_llvm_features_agree_with_llvm19():
    from codeobj.isa import db

    common, record_of = _llvm19()
    known = [p for p in AMDGCN if p.name in common["processors"]]
    assert len(known) >= 50
    wrong = []
    for proc in known:
        have = db._closure(common["processors"][proc.name], common["feature_implies"])
        features = {f for f in LLVM_FEATURES if record_of.get(f) in have}
        target_id = {f for f, r in (("sramecc", "FeatureSupportsSRAMECC"),
                                    ("xnack", "FeatureSupportsXNACK")) if r in have}
        if proc.llvm_features != features or proc.features != target_id:
            wrong.append(f"{proc.name}: table {sorted(proc.llvm_features)} "
                         f"{sorted(proc.features)}, LLVM 19 {sorted(features)} "
                         f"{sorted(target_id)}")
    assert not wrong, "\n".join(wrong)
