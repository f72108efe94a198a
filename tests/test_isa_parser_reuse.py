"""What the instruction parser keeps between statements (codeobj.isa.asmparser.InstParser).

A parser is kept per target for the whole file, and keeps two things worked out once: the
register a one-token register text (``v5``, ``s0``, ``vcc_lo``) names, and each operand
class's custom parser and its arguments.  Parsing a statement again, or after others, must give
what a fresh parser gives -- the same operands at the same places, the same error at the same
column -- including for texts that failed before.
"""

from __future__ import annotations

import pytest

from codeobj.isa.asmparser import AsmError, InstParser, Operand
from codeobj.isa.engine import assembler

#: (processor, statements); each is parsed by a parser that has parsed every statement of the
#: list before, and by a new one
STATEMENTS = [
    ("gfx1030", [
        "v_add_co_u32 v0, vcc_lo, 0x800, v0",
        "v_add_co_u32 v12, s4, v0, v12",
        "v_mov_b32_e32 v5, s0",
        "s_mov_b32 s0, vcc_lo",
        "s_mov_b64 s[4:5], exec",
        "global_load_dwordx2 v[0:1], v[2:3], off offset:-2048",
        "global_load_dword v1, v0, s[4:5] glc dlc",
        "ds_read_b32 v1, v0 offset:14336",
        "buffer_load_dword v1, off, s[0:3], 0 offset:4",
        "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s10",
        "v_mov_b32_dpp v2, v1 row_shr:2 row_mask:0xf bank_mask:0xf",
        "v_cndmask_b32_e64 v0, 0, 1, s4",
        "s_waitcnt vmcnt(0) lgkmcnt(1)",
        "v_add_f16 v1.l, v2.h, v3.l",  # (no true16 on gfx1030: an error each time)
    ]),
    ("gfx90a", [
        "v_accvgpr_write_b32 a0, v1",
        "v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15]",
        "global_store_dword v1, v0, s[0:1]",
        "s_load_dwordx2 s[0:1], s[4:5], 0x0",
        "v_mov_b32 v0, 1.0",
        "flat_load_dword v0, v[0:1] offset:4095",
        "s_mov_b32 s0, flat_scratch_lo",
    ]),
]

#: (processor, statement): a register text the parser refuses, asked again after a good one
BAD = [
    ("gfx1030", "v_mov_b32 v300, v0"),        # register index is out of range
    ("gfx1030", "s_mov_b32 s0, flat_scratch_lo"),  # not on gfx10
    ("gfx1030", "s_mov_b64 s[1:2], s[4:5]"),  # alignment
    ("gfx1030", "v_mov_b32 v1, ttmp99"),
    ("gfx90a", "s_mov_b32 s0, null"),         # not on gfx9
]


def _operands(ops: list[Operand]) -> list[tuple[object, ...]]:
    return [tuple(getattr(op, name) for name in Operand.__slots__ if name != "expr")
            + (repr(op.expr),) for op in ops]


def _new_parser(st: object) -> InstParser:
    """A parser that has read nothing: the parsers of a subtarget share their one-token
    registers, so this one gets a table of its own."""
    parser = InstParser(st)  # type: ignore[arg-type]
    parser._one_token = {}
    return parser


def _parse(parser: InstParser, text: str) -> list[tuple[object, ...]] | tuple[str, int]:
    try:
        return _operands(parser.parse(text))
    except AsmError as e:
        return (e.message, e.pos)


@pytest.mark.parametrize("processor,statements", STATEMENTS)
def test_kept_answers_equal_a_new_parsers(processor: str, statements: list[str]) -> None:
    st = assembler(processor)[0].st
    used = _new_parser(st)
    for text in statements:
        _parse(used, text)
    for text in statements:
        # moved along the line: the positions are this statement's, not the first one's
        for shifted in (text, "  " + text.replace(", ", ",  ")):
            assert _parse(used, shifted) == _parse(_new_parser(st), shifted), shifted
    assert used._one_token, "one-token registers are kept"
    assert used._plans, "custom operand parsers are kept"


@pytest.mark.parametrize("processor,text", BAD)
def test_refused_registers_are_refused_again(processor: str, text: str) -> None:
    st = assembler(processor)[0].st
    fresh = _parse(_new_parser(st), text)
    assert isinstance(fresh, tuple) and isinstance(fresh[0], str), fresh
    used = _new_parser(st)
    _parse(used, "v_mov_b32 v1, v2" if processor != "gfx90a" else "s_mov_b32 s0, s1")
    for _ in range(3):
        assert _parse(used, text) == fresh
    assert all(r is not None for r in used._one_token.values())


def test_the_matcher_kept_per_target_encodes_alike_again() -> None:
    # the parser kept in the matcher (engine.assembler's, shared by the process): the same
    # bytes for a statement whatever was encoded before it
    m, e = assembler("gfx1030")
    texts = [t for t in STATEMENTS[0][1] if "v1.l" not in t]
    first = [e.encode(m.assemble(t)).data for t in texts]
    again = [e.encode(m.assemble(t)).data for t in reversed(texts)][::-1]
    assert first == again


def test_the_registers_kept_are_the_subtargets_own() -> None:
    # flat_scratch_lo is a register of gfx90a, not of gfx1030; null the other way round
    gfx90a, gfx1030 = assembler("gfx90a")[0].st, assembler("gfx1030")[0].st
    assert InstParser(gfx90a)._one_token is InstParser(gfx90a)._one_token
    assert InstParser(gfx90a)._one_token is not InstParser(gfx1030)._one_token
    for first, second, text in ((gfx90a, gfx1030, "s_mov_b32 s0, flat_scratch_lo"),
                                (gfx1030, gfx90a, "s_mov_b32 s0, null")):
        assert isinstance(_parse(InstParser(first), text), list)
        refused = _parse(InstParser(second), text)
        assert isinstance(refused, tuple) and "not" in refused[0], refused


def test_the_registers_kept_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    # leading zeros name one register with any number of texts: past the bound a text is
    # parsed each time, with the same answer
    import codeobj.isa.asmparser as AP

    monkeypatch.setattr(AP, "_ONE_TOKEN_KEPT", 3)
    st = assembler("gfx1030")[0].st
    parser = _new_parser(st)
    texts = [f"v_mov_b32 v{'0' * k}1, v2" for k in range(8)]
    answers = [_parse(parser, text) for text in texts]
    assert len(parser._one_token) == 3
    assert [_parse(parser, text) for text in texts] == answers
    assert [_parse(_new_parser(st), text) for text in texts] == answers
