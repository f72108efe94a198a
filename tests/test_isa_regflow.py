"""Register reads/writes (codeobj.isa.regflow) and wait counters (codeobj.isa.waitcnt) of
decoded instructions, on encodings taken from clang-19 output in testdata/corpus."""

from __future__ import annotations

import struct

import pytest

from codeobj.isa import db, disasm, regflow, waitcnt
from codeobj.isa.regflow import SPECIAL, units_text


def _decode(proc: str, *words: int):
    st = db.subtarget(proc)
    mi, size = disasm.decoder(st).decode(struct.pack(f"<{len(words)}I", *words), 0)
    assert mi is not None and size == 4 * len(words)
    return mi, st


def _flow(proc: str, *words: int):
    mi, st = _decode(proc, *words)
    return regflow.flow(mi, st)


def test_units_are_disjoint_banks():
    assert regflow.unit_name(regflow.V0 + 511) == "v511"
    assert regflow.unit_name(regflow.A0 + 3) == "a3"
    assert regflow.unit_name(regflow.S0 + 105) == "s105"
    assert regflow.unit_name(regflow.T0 + 9) == "ttmp9"
    assert regflow.unit_name(SPECIAL["vcc_hi"]) == "vcc_hi"
    masks = list(regflow.BANK_MASKS.values())
    assert all(a & b == 0 for i, a in enumerate(masks) for b in masks[i + 1:])


def test_vop2_with_carry_reads_and_writes_vcc():
    # v_addc_co_u32_e32 v7, vcc, v2, v7, vcc (gfx90a)
    rf = _flow("gfx90a", 0x380E0F02)
    assert units_text(rf.reads) == "v2 v7 vcc_lo vcc_hi exec_lo exec_hi"
    assert units_text(rf.writes) == "v7 vcc_lo vcc_hi"
    # the VGPR write is lane-masked (partial); the carry out is a whole SGPR pair
    assert units_text(rf.partial) == "v7"
    assert rf.subdword == 0


def test_tuples_expand_to_units():
    # v_lshlrev_b64 v[6:7], 2, v[4:5]
    rf = _flow("gfx90a", 0xD28F0006, 0x00020882)
    assert units_text(rf.reads & ~regflow.BANK_MASKS["special"]) == "v[4:5]"
    assert units_text(rf.writes) == "v[6:7]"
    assert regflow.count_units(rf.writes, "v") == 2
    assert regflow.highest(rf.writes, "v") == 7


def test_saveexec_writes_exec_scc_and_sgprs():
    # s_and_saveexec_b64 s[4:5], vcc
    rf = _flow("gfx90a", 0xBE84206A)
    assert units_text(rf.reads) == "vcc_lo vcc_hi exec_lo exec_hi"
    assert units_text(rf.writes) == "s[4:5] exec_lo exec_hi scc"
    assert rf.partial == 0


def test_wave32_reads_only_exec_lo():
    # v_lshlrev_b32_e32 v1, 2, v0 (gfx1200, wave32)
    rf = _flow("gfx1200", 0x30020082)
    assert units_text(rf.reads) == "v0 exec_lo"


def test_d16_load_is_subdword_and_does_not_read_its_tied_input():
    # global_load_sbyte_d16_hi v1, v[2:3], off (gfx90a): TiedSourceNotRead
    mi, st = _decode("gfx90a", 0xDC8C8000, 0x017F0002)
    assert mi.desc.mnemonic == "global_load_sbyte_d16_hi"
    rf = regflow.flow(mi, st)
    assert "v1" not in units_text(rf.reads).split()
    assert units_text(rf.subdword) == "v1"


def test_load_and_store_events_per_generation():
    # global_load_dword v1, v[6:7], off: vmcnt on gfx90a (no vscnt before gfx10)
    mi, st = _decode("gfx90a", 0xDC508000, 0x017F0006)
    assert waitcnt.events(mi, st) == ("VMEM_ACCESS",)
    assert waitcnt.counters(st).event_counter["VMEM_ACCESS"] == "vmcnt"
    # s_load_b32 s4, s[0:1], 0x1c on gfx12: kmcnt
    mi, st = _decode("gfx1200", 0xF4000100, 0xF800001C)
    assert waitcnt.events(mi, st) == ("SMEM_ACCESS",)
    assert waitcnt.counters(st).event_counter["SMEM_ACCESS"] == "kmcnt"
    assert waitcnt.tracked_units(mi, "SMEM_ACCESS", regflow.flow(mi, st)) == \
        1 << (regflow.S0 + 4)


@pytest.mark.parametrize(("proc", "words", "expected"), [
    ("gfx90a", (0xBF8C0000,), {"vmcnt": 0, "expcnt": 0, "lgkmcnt": 0}),
    ("gfx90a", (0xBF8C0F70,), {"vmcnt": 0}),
    ("gfx1200", (0xBFC00000,), {"loadcnt": 0}),
    ("gfx1200", (0xBFC70000,), {"kmcnt": 0}),
    ("gfx1200", (0xBFC80102,), {"loadcnt": 1, "dscnt": 2}),
    ("gfx1030", (0xBBFD0003,), {"vscnt": 3}),
])
def test_waits(proc, words, expected):
    mi, st = _decode(proc, *words)
    assert waitcnt.waits(mi, st) == expected


def test_not_a_wait():
    mi, st = _decode("gfx90a", 0xBE84206A)
    assert waitcnt.waits(mi, st) is None


def test_counter_tables_per_generation():
    assert waitcnt.counters(db.subtarget("gfx803")).names == ("vmcnt", "lgkmcnt", "expcnt")
    assert waitcnt.counters(db.subtarget("gfx803")).maximum["vmcnt"] == 15
    assert waitcnt.counters(db.subtarget("gfx90a")).maximum["vmcnt"] == 63
    assert "vscnt" in waitcnt.counters(db.subtarget("gfx1030")).names
    g12 = waitcnt.counters(db.subtarget("gfx1201"))
    assert set(g12.names) == {"loadcnt", "storecnt", "dscnt", "kmcnt", "samplecnt", "bvhcnt",
                              "expcnt"}
    assert g12.maximum["kmcnt"] == 31 and g12.maximum["bvhcnt"] == 7
