"""Statements that differ only in their last operand's symbol (codeobj/asm/isa_bridge.py,
``_Symbolic``): the encoding of the first is reused for the others, and a branch to a bare
label takes a shorter way there (``_Symbolic.bare``), or -- a line of the statement loop whose
text before the label was seen before -- a lane (``InstructionEncoder.lanes``).  All must give
what encoding every statement in full gives: the same object bytes and the same diagnostics,
for labels before and after the branch, a label that is a constant (`.set`), an undefined one,
a section's name, symbols with a variant, and gfx10's branches (an ``s_nop 0`` after one whose
offset is 0x3f dwords)."""

from __future__ import annotations

import pytest

from codeobj.asm import assemble, isa_bridge

HEAD = '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"\n\t.text\nk:\n'

SOURCES = {
    "labels": HEAD + """\ts_branch .L1
\ts_cbranch_scc0 .L2
.L1:
\ts_branch .L1
\ts_cbranch_scc0 .L1
\ts_cbranch_execz .L2
\ts_branch .L2
.L2:
\ts_cbranch_scc1 .L1
\ts_nop 0
""",
    "constant": HEAD + """\ts_branch .L1
.L1:
\ts_branch .L1
\t.set .L3, 8
\ts_branch .L3
\ts_branch .L1
\t.set .L5, .L1
\ts_branch .L5
\ts_add_u32 s0, s0, .L1
\t.set .Lc, 8
\ts_add_u32 s0, s0, .Lc
\ts_add_u32 s0, s0, .L1
""",
    "undefined": HEAD + """\ts_branch .L1
.L1:
\ts_branch .L9
\ts_branch .L1
""",
    "section": HEAD + """\ts_branch .L1
.L1:
\t.section .Lsec,"ax",@progbits
\ts_branch .Lsec
\ts_branch .L1
\ts_branch .Lsec
""",
    "gfx10": '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"\n\t.text\nk:\n' + """\ts_branch .L1
\ts_cbranch_scc0  .L2
\ts_cbranch_scc0  .L1
\ts_cbranch_scc0\t.L1
.L1:
\ts_branch .L1
\ts_cbranch_execz .L1
\ts_branch .L2
""" + "\ts_nop 0\n" * 63 + """.L2:
\ts_branch .L2
\ts_cbranch_execz .L3
\t.set .L4, 12
\ts_cbranch_execz .L4
\ts_cbranch_execz .L2
""" + "\ts_nop 0\n" * 62 + """.L3:
\ts_endpgm
""",
    "reused expressions": HEAD + """\ts_getpc_b64 s[0:1]
\ts_add_u32 s0, s0, f@rel32@lo+4
\ts_addc_u32 s1, s1, f@rel32@hi+12
\ts_add_u32 s2, s2, f@rel32@lo+4
\ts_addc_u32 s3, s3, f@rel32@hi+12
\ts_add_u32 s4, s4, g@rel32@lo+4
\t.section g,"ax",@progbits
\ts_nop 0
\t.text
\ts_add_u32 s6, s6, g@rel32@lo+4
\ts_add_u32 s8, s8, (f@rel32@lo+4)
f:
\ts_add_u32 s0, s0, f@rel32@lo+4
\ts_add_u32 s10, s10, f@rel32@lo+4
\t.set h, 5
\ts_add_u32 s0, s0, h@rel32@lo+4
\ts_add_u32 s2, s2, h@rel32@lo+4
\ts_add_u32 s2, s2, h+4
\t.set h, 6
\ts_add_u32 s4, s4, h+4
""",
    "variants": HEAD + """\ts_getpc_b64 s[0:1]
\ts_add_u32 s0, s0, .Lx@rel32@lo+4
\ts_addc_u32 s1, s1, .Lx@rel32@hi+12
\ts_add_u32 s0, s0, .Ly@rel32@lo+4
\ts_add_u32 s0, s0, .Ly
\ts_add_u32 s0, s0, .Lz
.Lx:
.Ly:
\ts_nop 0
""",
}


def _outcome(text: str) -> tuple[bytes | None, list[tuple[int, int, str, str]]]:
    r = assemble(text, "t.s")
    return r.data, [(d.line, d.col, d.severity, d.message) for d in r.diagnostics]


@pytest.mark.parametrize("name", sorted(SOURCES))
def test_reused_encodings_are_the_full_ones(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    text = SOURCES[name]
    fast = _outcome(text)
    shape = isa_bridge.InstructionEncoder._symbolic_shape

    def not_bare(self, *args):  # (the general way for every reused statement)
        got = shape(self, *args)
        if got is not None:
            got.bare = False
        return got

    monkeypatch.setattr(isa_bridge.InstructionEncoder, "_symbolic_shape", not_bare)
    general = _outcome(text)
    monkeypatch.setattr(isa_bridge.InstructionEncoder, "_symbolic_shape",
                        lambda self, *args: None)
    full = _outcome(text)
    assert fast == general == full


def test_a_branch_to_a_bare_label_takes_the_short_way(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = []
    bare = isa_bridge.InstructionEncoder.bare

    def spy(self, shape, name, start, line, col):
        seen.append((line, name))
        return bare(self, shape, name, start, line, col)

    monkeypatch.setattr(isa_bridge.InstructionEncoder, "bare", spy)
    assert assemble(SOURCES["labels"], "t.s").ok
    assert (7, ".L1") in seen and (10, ".L2") in seen


def test_a_repeated_branch_takes_a_lane(monkeypatch: pytest.MonkeyPatch) -> None:
    from codeobj.asm.assembler import Assembler

    seen = []
    lane = Assembler._label_operand

    def spy(self, *args):
        done = lane(self, *args)
        seen.append((args[1], done))
        return done

    monkeypatch.setattr(Assembler, "_label_operand", spy)
    assert assemble(SOURCES["gfx10"], "t.s").ok
    # (the first statement of each text before the label makes the lane; a label that is a
    # constant is encoded in full)
    assert ("s_branch .L2", True) in seen and ("s_cbranch_execz .L2", True) in seen
    assert ("s_cbranch_execz .L4", False) in seen
    assert all(not text.startswith("s_cbranch_scc0\t") for text, _done in seen)


@pytest.mark.parametrize("name", sorted(SOURCES))
def test_kept_expressions_are_parsed_ones(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """An operand's expression kept by its text (``_expression``'s ``parsed``) gives what
    parsing the text again gives."""
    text = SOURCES[name]
    kept = _outcome(text)
    monkeypatch.setattr(isa_bridge, "_reusable", lambda *args: False)
    assert _outcome(text) == kept


def test_an_expression_with_variants_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    kept = []
    reusable = isa_bridge._reusable

    def spy(expr, symbols, names):
        got = reusable(expr, symbols, names)
        kept.append(got)
        return got

    monkeypatch.setattr(isa_bridge, "_reusable", spy)
    assert assemble(SOURCES["reused expressions"], "t.s").ok
    # (f@rel32@lo+4 and the like are kept; h+4 names a symbol without a variant: not kept)
    assert True in kept and False in kept
