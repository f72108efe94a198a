"""Hostile assembly text: whatever the input, `assemble` returns diagnostics or an object and
never raises (a traceback reaching a user is a bug)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from codeobj.asm import assemble

_PIECES = [
    ".text", ".data", ".section", ".long", ".quad", ".byte", ".short", ".p2align", ".balign",
    ".fill", ".zero", ".ascii", ".asciz", ".globl", ".weak", ".local", ".type", ".size", ".set",
    ".equ", ".comm", ".lcomm", ".amdgpu_lds", ".amdhsa_kernel", ".end_amdhsa_kernel",
    ".amdhsa_next_free_vgpr", ".amdhsa_next_free_sgpr", ".amdgpu_metadata",
    ".end_amdgpu_metadata", ".amd_kernel_code_t", ".end_amd_kernel_code_t", ".amdgcn_target",
    ".amdhsa_code_object_version", ".pushsection", ".popsection", ".previous", ".org",
    ".hsa_code_object_isa", ".hsa_code_object_version", ".amd_amdgpu_isa", ".include",
    "s_endpgm", "s_branch", "s_mov_b32", "v_mov_b32", "s0", "v[0:1]", "sym", ".Ltmp", "1b",
    "1f", "1:", "x:", "=", ",", "(", ")", "+", "-", "*", "/", "%", "<<", ">>", "@rel32@lo",
    "@function", '"str"', '"amdgcn-amd-amdhsa--gfx900"', "'", '"', "0x", "0b2", "077", "9",
    "-1", "0xffffffffffffffffff", ";", "//", "/*", "*/", "#", "\n", " ", "\t", ":", "\\",
    "key: value", "---", "...", "é", "\0", ".if", ".else", ".elseif", ".endif", ".ifdef",
    ".rept", ".endr", ".irp", ".macro", ".endm", "\\x", "m",
]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(_PIECES), max_size=60))
def test_token_soup_never_raises(pieces: list[str]) -> None:
    result = assemble(" ".join(pieces), "fuzz.s", mcpu="gfx900")
    assert result.data is not None or result.errors
    for d in result.diagnostics:
        d.format()


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_arbitrary_text_never_raises(text: str) -> None:
    result = assemble(text, "fuzz.s", mcpu="gfx900")
    assert result.data is not None or result.errors


def test_huge_sizes_are_refused_not_allocated() -> None:
    text = ".zero 0x7fffffffffff\n.fill 0x10000000, 8, 1\n.p2align 31\n.lcomm x, 0x7fffffffff\n"
    result = assemble(".long 1\n" + text, "big.s", mcpu="gfx900")
    assert len(result.errors) == 4
    assert all("would grow the output past" in d.message for d in result.errors)


def test_deep_nesting_is_an_error() -> None:
    result = assemble(".long " + "(" * 5000 + "1" + ")" * 5000 + "\n", "deep.s", mcpu="gfx900")
    assert result.errors


def test_runaway_repetition_is_refused() -> None:
    result = assemble(".rept 0x7fffffff\n.long 1\n.endr\n", "r.s", mcpu="gfx900")
    assert "the expansion limit" in result.errors[0].message


def test_recursive_macro_is_stopped() -> None:
    result = assemble(".macro m\nm\n.endm\nm\n", "m.s", mcpu="gfx900")
    assert result.errors


_DIGITS = "9" * 5000


@pytest.mark.parametrize(("line", "mcpu", "message"), [
    (f"s_mov_b32 s{_DIGITS}, 0", "gfx1201", "1:11: error: invalid register index"),
    (f"v_mov_b32 v{_DIGITS}, 0", "gfx90a", "1:11: error: invalid register index"),
    (f"v_mov_b32 a{_DIGITS}, 0", "gfx90a", "1:11: error: invalid register index"),
    (f"s_mov_b32 ttmp{_DIGITS}, 0", "gfx90a", "1:11: error: invalid register index"),
    (f"v_interp_p1_f32 v0, v1, attr{_DIGITS}.x", "gfx900",
     "1:25: error: invalid or missing interpolation attribute number"),
    (f"{_DIGITS}b:", "gfx900", "1:1: error: literal value out of range"),
    (f".long {_DIGITS}f", "gfx900", "1:7: error: literal value out of range"),
    (f".cfi_startproc\n.cfi_undefined v{_DIGITS}\n.cfi_endproc", "gfx900",
     "2:16: error: register not available on this GPU"),
    (f".cfi_startproc\n.cfi_offset s{_DIGITS}, 0\n.cfi_endproc", "gfx900",
     "2:13: error: register not available on this GPU"),
])
def test_numbers_of_thousands_of_digits_are_errors(line: str, mcpu: str, message: str) -> None:
    """Python's int() refuses a decimal string of 4,300 digits and more: a register number,
    an interpolation attribute, a local label or a CFI register of 5,000 digits was a
    traceback (the hostile campaign's build#89 of seed 104: s<5,000 digits>).  llvm-mc-19
    gives the same errors as for eleven digits; so do we."""
    result = assemble(line + "\n", "k.s", mcpu=mcpu)
    assert result.errors
    assert any(message in d.format() for d in result.diagnostics), \
        [d.format()[:120] for d in result.diagnostics]
