"""`.reloc offset, R_AMDGPU_NAME[, expr]` (one of the remaining assembler gaps closed with the
section-group work), compared byte for byte with llvm-mc-19 run live, and its malformed forms
with llvm-mc's message, line and column."""

from __future__ import annotations

from pathlib import Path

import pytest

from codeobj.asm import assemble

from .test_asm_comdat import HEADER, _assert_same, _diagnostics, _llvm_mc

CASES = {
    "offsets_and_types": """
	.text
	s_nop 0
a:	s_nop 0
	.reloc ., R_AMDGPU_ABS32, foo+4
	.reloc a, R_AMDGPU_ABS64, a
	.reloc 2, R_AMDGPU_REL32_LO, bar
	.reloc a+8, R_AMDGPU_NONE
	.p2align 4
	s_nop 1
	.reloc 0, R_AMDGPU_ABS32, 12
	.data
	.long 0
	.reloc 0, R_AMDGPU_ABS32, x
	.reloc later, R_AMDGPU_ABS32, x
	.zero 3
	.reloc 0, R_AMDGPU_ABS32, x
later:
	.long 5
""",
    # llvm-mc gives the scratch buffer's descriptor words R_AMDGPU_ABS32_LO, in instructions
    # and in data (MC/AMDGPU/reloc.s)
    "scratch_rsrc_dwords": """
	.text
	s_mov_b32 s0, SCRATCH_RSRC_DWORD0
	s_mov_b32 s1, SCRATCH_RSRC_DWORD1
	s_mov_b32 s2, SCRATCH_RSRC_DWORD1+4
	.data
	.long SCRATCH_RSRC_DWORD0
""",
    "in_group_sections": """
	.section .text.g,"axG",@progbits,g,comdat
	.globl g
g:	s_nop 0
	.reloc g, R_AMDGPU_REL64, h+8
	.section .data.g,"awG",@progbits,g,comdat
	.quad 0
	.reloc 0, R_AMDGPU_ABS64, g
	.reloc 4, R_AMDGPU_RELATIVE64, 16
""",
}


@pytest.mark.llvm19
@pytest.mark.parametrize("name", sorted(CASES))
def test_reloc_directive(name: str, tmp_path: Path) -> None:
    _assert_same(HEADER + CASES[name], tmp_path, link=False)


@pytest.mark.llvm19
@pytest.mark.parametrize("mcpu", ["gfx1010", "gfx1030"])
def test_reloc_after_branches(mcpu: str, tmp_path: Path) -> None:
    """On the gfx1010 branch-bug targets a SOPP branch is a fragment of its own, so a constant
    `.reloc` offset counts from the end of the last branch (gfx1030: from the section start)."""
    text = (f'\t.amdgcn_target "amdgcn-amd-amdhsa--{mcpu}"\n\t.text\n\ts_nop 0\n'
            "\ts_branch 1f\n\ts_nop 1\n\t.reloc 0, R_AMDGPU_ABS32, x\n"
            "\ts_cbranch_scc0 1f\n\t.reloc 4, R_AMDGPU_ABS64, x\n\ts_nop 2\n1:\ts_nop 3\n")
    _assert_same(text, tmp_path, mcpu, 5, link=False)


BAD = [
    ".reloc 0, 5, x",
    ".reloc 0, BFD_RELOC_NONE, x",
    ".reloc 0, R_AMDGPU_FOO",
    ".reloc -1, R_AMDGPU_ABS32",
    ".reloc 0",
    ".reloc 0,",
    ".reloc x-y, R_AMDGPU_ABS32",
    ".reloc 0, R_AMDGPU_ABS32, x y",
]


@pytest.mark.llvm19
@pytest.mark.parametrize("line", BAD)
def test_malformed_reloc(line: str, tmp_path: Path) -> None:
    text = HEADER + "\t.text\n" + line + "\n"
    status, _, stderr = _llvm_mc(text, tmp_path)
    assert status != 0
    result = assemble(text, "in.s")
    assert result.data is None
    got = [(d.line, d.col, d.message) for d in result.diagnostics if d.severity == "error"]
    assert got == _diagnostics(stderr)


# -- .uleb128 / .sleb128 of values not known where they are read (llvm-mc relaxes them) -----

LEB_CASES = {
    "forward_and_cross_section": """
	.text
a:	s_nop 0
	.data
	.uleb128 b - a
	.sleb128 a - b
	.uleb128 c - d
	.sleb128 d - c
	.uleb128 e - f
	.byte 0xaa
	.uleb128 g - f
e:
	.zero 200
g:
	.text
	.zero 300
	s_nop 0
b:
	.data
d:	.zero 20000
c:
f:
	.uleb128 1f - 0f
0:	.zero 130
1:
	.sleb128 0b - 1b
	.byte 1
""",
    "cascade": """
	.data
s:	.uleb128 e - s
	.uleb128 f - s
	.uleb128 g - s
	.zero 123
e:	.zero 16000
f:	.zero 2000000
g:	.sleb128 s - g
	.sleb128 h - g
	.zero 60
h:
""",
    "in_groups_with_reloc_after": """
	.section .data.g,"awG",@progbits,g,comdat
	.uleb128 end - start
	.reloc 0, R_AMDGPU_ABS32, g
start:
	.zero 300
end:
	.long 1
""",
}


@pytest.mark.llvm19
@pytest.mark.parametrize("name", sorted(LEB_CASES))
def test_leb128_relaxed_like_llvm_mc(name: str, tmp_path: Path) -> None:
    _assert_same(HEADER + LEB_CASES[name], tmp_path, link=False)


@pytest.mark.llvm19
@pytest.mark.parametrize("line", ["\t.uleb128 undefined_symbol", "\t.sleb128 x - y",
                                  "\t.text\nq:\n\t.data\n\t.uleb128 q"])
def test_leb128_not_absolute(line: str, tmp_path: Path) -> None:
    text = HEADER + "\t.data\n" + line + "\n"
    status, _, stderr = _llvm_mc(text, tmp_path)
    assert status != 0
    result = assemble(text, "in.s")
    assert result.data is None
    got = [(d.line, d.col, d.message) for d in result.diagnostics if d.severity == "error"]
    assert got == _diagnostics(stderr)


# -- subsections: `.text N`, `.subsection N`, `.pushsection name, N` ------------------------

SUB_CASES = {
    "order_and_stack": """
	.text
	s_nop 0
	.text 2
b:	s_nop 2
	.text 1
	s_nop 1
	.long b - a
	.subsection 0
a:	s_nop 3
	.data 1
	.byte 1
	.previous
	s_nop 4
	.data
	.byte 0
	.pushsection .text, 3
	s_nop 5
	.popsection
	.byte 2
	.subsection 3
	.byte 3
	.text
	.long c
c:
""",
    "branches_kernel_and_groups": """
	.text
	.globl k
	.p2align 8
	.type k,@function
k:
	s_nop 0
	s_branch .Lend
	.text 1
.Lcold:
	s_nop 7
	s_branch .Lback
	.text
	s_cbranch_scc1 .Lcold
.Lback:
	s_nop 1
.Lend:
	s_endpgm
	.size k, .Lend-k+4
	.section .text.g,"axG",@progbits,g,comdat
	s_nop 2
	.subsection 2
	.long .Lcold
	.subsection 1
	.long k
	.previous
	.long 7
	.rodata
	.p2align 6
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 1
		.amdhsa_accum_offset 4
	.end_amdhsa_kernel
	.text 3
	.quad k.kd
""",
    "alignment_inside_subsections": """
	.text
	s_nop 0
	.text 1
	.p2align 4
	s_nop 1
	.text 2
	s_nop 9
	.p2align 5
x:	s_nop 2
	.text
	s_nop 2
	.p2align 3
	s_nop 3
	.text 1
	s_nop 4
	.p2align 6
	s_nop 5
	.data
	.quad x
""",
    "frames_in_subsection": """
	.text
	s_nop 0
	.text 1
f:
	.cfi_startproc
	s_nop 3
	.cfi_def_cfa_offset 8
	s_nop 3
	.cfi_endproc
	.text
	s_nop 1
""",
}


@pytest.mark.llvm19
@pytest.mark.parametrize("name", sorted(SUB_CASES))
def test_subsections_like_llvm_mc(name: str, tmp_path: Path) -> None:
    _assert_same(HEADER + SUB_CASES[name], tmp_path, link=name != "branches_kernel_and_groups")


@pytest.mark.llvm19
@pytest.mark.parametrize("line", [".text x", ".subsection 1,", ".data y+1"])
def test_malformed_subsection(line: str, tmp_path: Path) -> None:
    text = HEADER + line + "\n"
    status, _, stderr = _llvm_mc(text, tmp_path)
    assert status != 0
    result = assemble(text, "in.s")
    assert result.data is None
    got = [(d.line, d.col, d.message) for d in result.diagnostics if d.severity == "error"]
    assert got == _diagnostics(stderr)
