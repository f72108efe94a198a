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
