"""Whole objects against llvm-mc-19 where LLVM's MC tests found codeobj's differing
(``tools/isa/conformance.py --obj``): the kernel descriptor's defaults under ``-mattr``, the
`.kd` symbol of a kernel that is never defined, and instruction literals whose expression
llvm-mc gives a plain data fixup rather than a PC-relative one."""

from __future__ import annotations

import subprocess

import pytest

from codeobj.asm import assemble
from codeobj.kernel.descriptor import encode

pytestmark = pytest.mark.llvm19

# MC/AMDGPU/hsa-tg-split.s: -mattr=+tgsplit sets TG_SPLIT unless the block says otherwise
TG_SPLIT = """\t.text
\t.p2align 8
minimal:
\ts_endpgm
\t.rodata
\t.p2align 6
\t.amdhsa_kernel minimal
\t\t.amdhsa_next_free_vgpr 0
\t\t.amdhsa_next_free_sgpr 0
\t\t.amdhsa_accum_offset 4
{extra}\t.end_amdhsa_kernel
"""

# MC/AMDGPU/user-sgpr-count.s: descriptors of kernels that are never defined -- their .kd
# symbols are global (the undefined kernel's binding when the block ends), each followed in
# the symbol table by its kernel (the entry offset names it at byte 16)
UNDEFINED_KERNELS = """\t.text
\t.amdhsa_kernel first
\t\t.amdhsa_user_sgpr_queue_ptr 1
\t\t.amdhsa_accum_offset 4
\t\t.amdhsa_next_free_vgpr 32
\t\t.amdhsa_next_free_sgpr 32
\t.end_amdhsa_kernel
\t.amdhsa_kernel second
\t\t.amdhsa_accum_offset 4
\t\t.amdhsa_next_free_vgpr 32
\t\t.amdhsa_next_free_sgpr 32
\t.end_amdhsa_kernel
\t.globl third
third:
\t.amdhsa_kernel third
\t\t.amdhsa_accum_offset 4
\t\t.amdhsa_next_free_vgpr 32
\t\t.amdhsa_next_free_sgpr 32
\t.end_amdhsa_kernel
local:
\t.amdhsa_kernel local
\t\t.amdhsa_accum_offset 4
\t\t.amdhsa_next_free_vgpr 32
\t\t.amdhsa_next_free_sgpr 32
\t.end_amdhsa_kernel
"""

# MC/AMDGPU/expressions-gfx10.s: a literal whose expression is a subtraction (or names its
# symbols only through one) gets a 4-byte data fixup (an R_AMDGPU_ABS32, or its value), the
# others a PC-relative one (R_AMDGPU_REL32, or label - P in the same section)
LITERALS = """\t.text
\t.globl g
k:
\ts_mov_b32 s0, u-1
\ts_mov_b32 s0, .Lx-1
\ts_mov_b32 s0, .Lx-k
\ts_mov_b32 s0, (u-1)+2
\ts_mov_b32 s0, .Lx+1
\ts_mov_b32 s0, u+1
\ts_mov_b32 s0, u
\ts_mov_b32 s0, g-4
\ts_mov_b32 s0, .Lc-1
\ts_mov_b32 s0, .Lc
\ts_mov_b32 s0, .Ld-1
\ts_mov_b32 s0, 2+.Lx-k
\tv_mov_b32 v0, .Lx-8
{vop3}.Lx:
\ts_nop 0
\t.set .Lc, 5
\t.set .Ld, .Lx+4
"""


def _llvm_mc(tmp_path, text: str, mcpu: str, mattr: str = "") -> bytes:
    src = tmp_path / "in.s"
    src.write_text(text)
    out = tmp_path / "ref.o"
    cmd = ["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-filetype=obj",
           str(src), "-o", str(out)]
    if mattr:
        cmd.insert(3, f"-mattr={mattr}")
    subprocess.run(cmd, check=True, timeout=120)
    return out.read_bytes()


def _ours(text: str, mcpu: str, mattr: str = "") -> bytes:
    result = assemble(text, "in.s", mcpu=mcpu, mattr=mattr)
    assert result.errors == [], [d.format() for d in result.errors]
    assert result.data is not None
    return result.data


@pytest.mark.parametrize("mcpu", ["gfx90a", "gfx942"])
@pytest.mark.parametrize("mattr", ["+tgsplit", "+xnack,+tgsplit", "+tgsplit,-tgsplit", ""])
@pytest.mark.parametrize("extra", ["", "\t\t.amdhsa_tg_split 0\n", "\t\t.amdhsa_tg_split 1\n"])
def test_tgsplit_default_as_llvm_mc(tmp_path, mcpu: str, mattr: str, extra: str) -> None:
    text = TG_SPLIT.format(extra=extra)
    assert _ours(text, mcpu, mattr) == _llvm_mc(tmp_path, text, mcpu, mattr)


def test_tgsplit_is_a_default_of_the_library_encoder_too() -> None:
    block = {".amdhsa_next_free_vgpr": 0, ".amdhsa_next_free_sgpr": 0,
             ".amdhsa_accum_offset": 4}
    plain = encode(block, "gfx90a")
    split = encode(block, "gfx90a", tgsplit=True)
    assert plain[44:48] == bytes(4)
    assert int.from_bytes(split[44:48], "little") == 1 << 16  # COMPUTE_PGM_RSRC3.TG_SPLIT
    assert encode({**block, ".amdhsa_tg_split": 0}, "gfx90a", tgsplit=True) == plain


@pytest.mark.parametrize("version", ["4", "5"])
def test_descriptors_of_undefined_kernels_as_llvm_mc(tmp_path, version: str) -> None:
    text = f"\t.amdhsa_code_object_version {version}\n" + UNDEFINED_KERNELS
    assert _ours(text, "gfx90a") == _llvm_mc(tmp_path, text, "gfx90a")


# (VOP3 takes a literal from gfx10 on)
VOP3 = "\tv_bfe_u32 v0, v1, u-1, v2\n\tv_lshlrev_b64 v[5:6], u-1, v[2:3]\n"


@pytest.mark.parametrize(("mcpu", "vop3"), [("gfx900", False), ("gfx90a", False),
                                           ("gfx1010", True), ("gfx1100", True)])
def test_literal_fixup_kinds_as_llvm_mc(tmp_path, mcpu: str, vop3: bool) -> None:
    text = LITERALS.format(vop3=VOP3 if vop3 else "")
    assert _ours(text, mcpu) == _llvm_mc(tmp_path, text, mcpu)
