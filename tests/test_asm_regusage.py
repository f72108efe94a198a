""".amdgcn.next_free_vgpr counts VOPD's second half, as llvm-mc-19 does."""

from __future__ import annotations

import subprocess

import pytest

from codeobj.asm import assemble

SOURCE = """.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.text
v_dual_mul_f32 v0, v1, v2 :: v_dual_add_f32 v41, v4, v5
.byte .amdgcn.next_free_vgpr
"""


@pytest.mark.llvm19
def test_vopd_second_half_counts(tmp_path):
    src = tmp_path / "vopd.s"
    src.write_text(SOURCE)
    ref = tmp_path / "ref.o"
    subprocess.run(["llvm-mc-19", "-triple", "amdgcn-amd-amdhsa", "-mcpu=gfx1100",
                    "-filetype=obj", str(src), "-o", str(ref)], check=True)
    result = assemble(SOURCE, str(src))
    assert not result.errors, [d.format() for d in result.diagnostics]
    assert result.data == ref.read_bytes()
    assert result.data[result.data.index(bytes.fromhex("0105c8c8040b2800")) + 8] == 42
