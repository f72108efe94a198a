"""Register numbers are per LLVM release: a processor whose tables come from LLVM 22 (gfx950,
gfx1250, ...) has LLVM 22's numbers in its MCInsts, and the typed instruction records, the
register flow and the analysis read them as such (they read LLVM 19's before, which named
v[2:3] of gfx950 as v162-ish registers or ran off the register table)."""

from __future__ import annotations

from codeobj.isa import decode_at
from codeobj.isa.disasm import decoder
from codeobj.isa.regflow import V0, flow

# v_pk_mul_f32 v[2:3], v[4:5], v[6:7] and v_prng_b32_e32 v4, v1 for gfx950 (llvm-mc-22)
PK_MUL = bytes.fromhex("02 40 b1 d3 04 0d 02 18")
PRNG = bytes.fromhex("01 b1 08 7e")


def test_typed_operands_name_the_releases_registers():
    inst = decode_at(PK_MUL, 0, "gfx950")
    assert inst.text == "v_pk_mul_f32 v[2:3], v[4:5], v[6:7]"
    regs = inst.registers
    assert [(r.bank, r.index, r.count) for r in regs] == [("v", 2, 2), ("v", 4, 2), ("v", 6, 2)]
    inst = decode_at(PRNG, 0, "gfx1250")
    assert inst.known


def test_register_flow_of_an_llvm22_processor():
    mi, _size = decoder("gfx950").decode(PRNG, 0)
    rf = flow(mi)
    assert rf.writes >> V0 & 0xFF == 1 << 4   # v4
    assert rf.reads >> V0 & 0xFF == 1 << 1    # v1


def test_mcinst_prints_the_releases_register_names():
    # LLVM 19's names for LLVM 22's numbers made v[2:3] of gfx950 an 11-register tuple
    mi, _size = decoder("gfx950").decode(PK_MUL, 0)
    assert repr(mi).startswith("MCInst(V_PK_MUL_F32_vi, [Reg(VGPR2_VGPR3), 8, Reg(VGPR4_VGPR5)")
    assert mi.ops[0].name_in(mi.desc.release) == "VGPR2_VGPR3"
    assert repr(mi.ops[0]) == f"Reg({int(mi.ops[0])})"


# v_add_u32_sdwa v1, sext(v2), v3 src0_sel:BYTE_0 (llvm-mc-22 -mcpu=gfx950, llvm-mc-19
# -mcpu=gfx900: the same bytes; LLVM 22 keeps SEXT in bit 4 of the modifier word, LLVM 19 in
# bit 0)
SDWA_SEXT = bytes.fromhex("f9 06 02 68 02 16 08 06")


def test_sext_modifier_of_the_typed_operand():
    for processor in ("gfx950", "gfx900"):
        inst = decode_at(SDWA_SEXT, 0, processor)
        assert inst.text.startswith("v_add_u32_sdwa v1, sext(v2), v3"), inst.text
        assert inst.operands[1].modifiers == ("sext",), processor
        assert inst.operands[2].modifiers == (), processor


def test_register_units_reach_v1023():
    # gfx1250 has 1024 VGPRs; the units stopped at v511, so LLVM 22's VGPR600 was a88
    from codeobj.isa.db import registers
    from codeobj.isa.regflow import BANK_MASKS, highest, register_units, units_text

    regs = registers("llvm22")
    for name, text in (("VGPR600", "v600"), ("VGPR1023", "v1023"),
                       ("VGPR1020_VGPR1021_VGPR1022_VGPR1023", "v[1020:1023]")):
        units = register_units(regs.by_name[name], "llvm22")
        assert units & BANK_MASKS["v"] == units
        assert units_text(units) == text
    assert highest(register_units(regs.by_name["VGPR1023"], "llvm22"), "v") == 1023
