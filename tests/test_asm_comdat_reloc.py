"""`.reloc offset, R_AMDGPU_NAME[, expr]` (one of the remaining assembler gaps closed with the
section-group work), compared byte for byte with llvm-mc-19 run live, and its malformed forms
with llvm-mc's message, line and column."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from codeobj.asm import assemble

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_asm_comdat import HEADER, _assert_same, _diagnostics, _llvm_mc

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
