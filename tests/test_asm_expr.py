"""Expressions: operators, precedence, 64-bit wrap-around, labels and `.set` semantics, checked
against llvm-mc-19 on randomly generated expressions (one batch per test run)."""

from __future__ import annotations

import random
import subprocess

import pytest

from codeobj.asm import assemble
from codeobj.asm.lexer import INT, LOCALREF, Lexer

LLVM_MC = "llvm-mc-19"

_BINARY = ["+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "&&", "||", "==", "!=", "<>",
           "<", "<=", ">", ">="]
_LEAVES = ["0", "1", "2", "3", "7", "-1", "0x7fffffffffffffff", "0x8000000000000000",
           "0xffffffff", "0b101", "017", "'a'", "64", "65", "100", "-100"]


def _expr(rng: random.Random, depth: int) -> str:
    if depth == 0 or rng.random() < 0.25:
        return rng.choice(_LEAVES)
    roll = rng.random()
    if roll < 0.15:
        return rng.choice(["-", "~", "!", "+"]) + _expr(rng, depth - 1)
    if roll < 0.3:
        return "(" + _expr(rng, depth - 1) + ")"
    op = rng.choice(_BINARY)
    rhs = _expr(rng, depth - 1)
    if op in ("/", "%"):
        # a positive odd divisor: llvm-mc cannot fold x/0 and traps on INT64_MIN/-1
        rhs = "(((" + rhs + ") & 0xff) | 1)"
    return f"{_expr(rng, depth - 1)} {op} {rhs}"


def _assemble_llvm(text: str, tmp_path) -> bytes:
    src = tmp_path / "e.s"
    src.write_text(text)
    out = tmp_path / "e.o"
    subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj",
                    str(src), "-o", str(out)], check=True, timeout=120)
    return out.read_bytes()


@pytest.mark.llvm19
@pytest.mark.parametrize("seed", range(4))
def test_random_expressions_evaluate_like_llvm_mc(seed: int, tmp_path) -> None:
    rng = random.Random(seed)
    text = "".join(f".quad {_expr(rng, 4)}\n" for _ in range(300))
    ours = assemble(text, "e.s", mcpu="gfx900")
    assert ours.errors == []
    assert ours.data == _assemble_llvm(text, tmp_path)


@pytest.mark.llvm19
def test_labels_forward_references_and_set(tmp_path) -> None:
    text = """
        .data
    a:  .long b - a, c - a, .Lx - ., 1f - 2f
    1:  .byte 1
    2:  .short 0
        .set v, 3
        .long v
        .set v, v + 1
        .long v, w
        .equ w, 9
    b:  .p2align 3
    .Lx: .quad c - b
    c:  .long . - a
        x = c - a
        .long x
    """
    ours = assemble(text, "l.s", mcpu="gfx900")
    assert ours.errors == []
    assert ours.data == _assemble_llvm(text, tmp_path)


def test_lexer_numbers_and_directional_labels() -> None:
    toks, _, _ = Lexer("0x1F 0b101 017 42 1b 2f 'a' 10UL").statement()
    assert [(t.kind, t.value) for t in toks] == [
        (INT, 31), (INT, 5), (INT, 15), (INT, 42), (LOCALREF, (1, "b")), (LOCALREF, (2, "f")),
        (INT, 97), (INT, 10)]


def test_block_comment_spanning_lines_continues_the_statement() -> None:
    lexer = Lexer(".long 2 /* x\n y */ , 3\n.long 4")
    first, line, _ = lexer.statement()
    assert [t.text for t in first] == [".long", "2", ",", "3"] and line == 1
    second, line, _ = lexer.statement()
    assert [t.text for t in second] == [".long", "4"] and line == 3


def test_reassigning_a_non_absolute_variable_is_an_error() -> None:
    result = assemble("a: .set v, a\n.long v\n.set v, 2\n", "r.s", mcpu="gfx900")
    assert [d.message for d in result.errors] == [("invalid reassignment of non-absolute "
                                                  "variable 'v'")]


EXTRA_SGPRS = """\
.set extrasgpr_none, extrasgprs(0, 0, 0)
.set extrasgpr_vcc, extrasgprs(1, 0, 0)
.set extrasgpr_flatscr, extrasgprs(0, 1, 0)
.set extrasgpr_xnack, extrasgprs(0, 0, 1)
.set plus_one, extrasgprs(1, 0, 1) + 1
"""


@pytest.mark.llvm19
@pytest.mark.parametrize("mcpu", ["bonaire", "gfx90a", "gfx940", "gfx1010"])
def test_extrasgprs_like_llvm_mc(mcpu: str, tmp_path) -> None:
    """AMDGPU's extrasgprs() (MC/AMDGPU/extrasgprs_mcexpr.s): the symbols and their values."""
    src = tmp_path / "in.s"
    src.write_text(EXTRA_SGPRS)
    subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}",
                    "-filetype=obj", str(src), "-o", str(tmp_path / "ref.o")], check=True)
    result = assemble(EXTRA_SGPRS, str(src), mcpu=mcpu)
    assert result.data == (tmp_path / "ref.o").read_bytes()


def test_an_expression_function_codeobj_lacks_is_an_error_not_a_lost_symbol() -> None:
    result = assemble(".set o, occupancy(0, 0, 0, 0, 1, 0, 0)\n", "o.s", mcpu="gfx90a")
    assert result.data is None
    assert [d.message for d in result.errors] == [
        "the occupancy() expression function is not supported by codeobj"]


# relocation variants on a symbol that is a constant, and on branch targets: llvm-mc writes a
# relocation with no symbol (its addend the constant) or with the target's, the branch word
# holding (0 - 4) / 4 (on gfx1010 a relocated branch also gets its s_nop)
VARIANTS = """\t.text
\t.set .Lseven, 7
\ts_add_u32 s0, s0, .Lseven@rel32@lo
\ts_addc_u32 s1, s1, .Lseven@rel32@hi+4
\ts_branch .Lseven@rel32@lo
\ts_mov_b32 s2, .Lseven@abs32@lo
\ts_mov_b32 s2, .Lseven@abs32@lo-3
\ts_mov_b32 s3, 4+.Lseven@gotpcrel32@lo
\tv_mov_b32 v0, .Lseven@abs32@lo
\ts_branch .Lx@rel32@lo
\ts_branch bar@rel32@lo
\ts_cbranch_scc0 .Lseven@abs32@hi
.Lx:
\ts_nop 0
\ts_add_u32 s0, s0, .Lx@rel32@lo
\t.long .Lseven@abs32@lo
\t.quad .Lseven@rel64
\t.long bar@rel32@lo
"""


@pytest.mark.llvm19
@pytest.mark.parametrize("mcpu", ["gfx90a", "gfx1010"])
def test_variants_on_constants_and_branch_targets_as_llvm_mc(mcpu: str, tmp_path) -> None:
    src = tmp_path / "v.s"
    src.write_text(VARIANTS)
    subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-filetype=obj",
                    str(src), "-o", str(tmp_path / "ref.o")], check=True, timeout=120)
    ours = assemble(VARIANTS, str(src), mcpu=mcpu)
    assert ours.errors == [], [d.format() for d in ours.errors]
    assert ours.data == (tmp_path / "ref.o").read_bytes()


@pytest.mark.parametrize("line", [
    "s_add_u32 s0, s0, -.Lc@rel32@lo",  # (the variant would be lost)
    "s_add_u32 s0, s0, .Lc@rel32@lo+.Lc@rel32@hi",
    "s_add_u32 s0, s0, .Lc@rel32@lo*2",
    ".byte .Lc@abs32@lo",  # (llvm-mc writes a 4-byte relocation over the byte)
    ".long .Lc@rel32@lo-.Lc@rel32@lo",
])
def test_a_variant_that_cannot_be_written_is_an_error(line: str) -> None:
    result = assemble(f"\t.text\n\t.set .Lc, 7\n\t{line}\n", "v.s", mcpu="gfx90a")
    assert result.data is None
    assert [d.line for d in result.errors] == [3]
