"""The instruction validator (codeobj.isa.validate) against llvm-mc-19.

One case per check of AMDGPUAsmParser::validateInstruction: a statement llvm-mc rejects after
matching (with its message and the column of its caret) and a nearby statement it accepts.  The
cases were taken from, or derived from, LLVM 19's MC tests and checked with llvm-mc-19; the
``llvm19`` tests check them live again.  One check has no case: the gfx90a "scc modifier is not
supported for this instruction" error cannot be reached in LLVM 19 (every instruction with a
cache-policy operand is a memory instruction that allows scc, or an SMEM instruction, whose own
cache-policy check fails first).
"""

from __future__ import annotations

import re
import subprocess

import pytest

from codeobj.isa.asmparser import AsmError
from codeobj.isa.engine import assembler

#: (check, processor, -mattr, rejected statement, llvm-mc's message, accepted statement)
CASES = [
    ("lds_direct_gpu", "gfx1100", "",
     "v_readfirstlane_b32 s0, lds_direct",
     "lds_direct is not supported on this GPU",
     "v_readfirstlane_b32 s0, v1"),
    ("lds_direct_rev", "gfx1010", "",
     "v_ashrrev_i16 v0, lds_direct, v0",
     "lds_direct cannot be used with this instruction",
     "v_add_f32 v0, lds_direct, v0"),
    ("lds_direct_src0", "gfx900", "",
     "v_add_f32 v5, v1, lds_direct",
     "lds_direct may be used as src0 only",
     "v_add_f32 v5, lds_direct, v1"),
    ("sop_literal", "gfx1010", "",
     "s_add_u32 s0, 0x12345678, 0x12345679",
     "only one unique literal operand is allowed",
     "s_add_u32 s0, 0x12345678, 0x12345678"),
    ("vop3_literal_gpu", "gfx900", "",
     "v_bfe_u32 v0, v2, v3, 0x1234",
     "literal operands are not supported",
     "v_bfe_u32 v0, v2, v3, 64"),
    ("vop3_literal_unique", "gfx1010", "",
     "v_bfe_u32 v0, 0x1234, v3, 0x1235",
     "only one unique literal operand is allowed",
     "v_bfe_u32 v0, 0x1234, v3, 0x1234"),
    ("vop3_literal_64", "gfx1010", "",
     "v_add_f64 v[0:1], 0x123456789, v[2:3]",
     "invalid operand for instruction",
     "v_add_f64 v[0:1], 0x12345678, v[2:3]"),
    ("constant_bus", "gfx906", "",
     "v_dot2_f32_f16 v255, s1, s2, s3",
     "invalid operand (violates constant bus restrictions)",
     "v_dot2_f32_f16 v255, s1, v2, s1"),
    ("constant_bus_gfx10", "gfx1010", "",
     "v_bfe_u32 v5, s1, s2, s3",
     "invalid operand (violates constant bus restrictions)",
     "v_bfe_u32 v5, s1, s2, v3"),
    ("constant_bus_shift64", "gfx1010", "",
     "v_lshlrev_b64 v[0:1], s0, s[2:3]",
     "invalid operand (violates constant bus restrictions)",
     "v_lshlrev_b64 v[0:1], s0, v[2:3]"),
    ("vopd_dst", "gfx1100", "",
     "v_dual_add_f32 v0, v4, v2 :: v_dual_add_f32 v2, v1, v3",
     "one dst register must be even and the other odd",
     "v_dual_add_f32 v0, v4, v2 :: v_dual_add_f32 v3, v1, v3"),
    ("vopd_src0", "gfx1100", "",
     "v_dual_add_f32 v1, v1, v5 :: v_dual_mov_b32 v2, v1",
     "src0 operands must use different VGPR banks",
     "v_dual_add_f32 v1, v1, v5 :: v_dual_mov_b32 v2, v2"),
    ("vopd_src1", "gfx1100", "",
     "v_dual_add_f32 v1, v4, v0 :: v_dual_add_f32 v2, v5, v4",
     "src1 operands must use different VGPR banks",
     "v_dual_add_f32 v1, v4, v0 :: v_dual_add_f32 v2, v5, v1"),
    ("vopd_lds_direct_bank", "gfx1100", "+wavefrontsize32",
     "v_dual_subrev_f32 v255, lds_direct, v2 :: v_dual_mul_f32 v6, v3, v3",
     "src0 operands must use different VGPR banks",
     "v_dual_subrev_f32 v255, lds_direct, v2 :: v_dual_max_f32 v6, v4, v3"),
    ("int_clamp", "gfx704", "",
     "v_add_i32 v84, s[4:5], v13, v31 clamp",
     "integer clamping is not supported on this GPU",
     "v_add_i32 v84, s[4:5], v13, v31"),
    ("op_sel_permlane", "gfx1010", "",
     "v_permlane16_b32 v5, v1, s2, s3 op_sel:[0,0,0,1]",
     "invalid op_sel operand",
     "v_permlane16_b32 v5, v1, s2, s3 op_sel:[1,1]"),
    ("op_sel_dot_gfx11", "gfx1100", "",
     "v_dot2_f16_f16 v0, v1, v2, v3 op_sel:[1,0,0,0]",
     "invalid op_sel operand",
     "v_dot2_f16_f16 v0, v1, v2, v3 op_sel:[0,0,1,1]"),
    ("neg_lo", "gfx1200", "",
     "v_dot4_f32_fp8_bf8 v0, v1, v2, v3 neg_lo:[1,0,0]",
     "invalid neg_lo operand",
     "v_dot4_f32_fp8_bf8 v0, v1, v2, v3 neg_lo:[0,0,1]"),
    ("neg_hi", "gfx1200", "",
     "v_dot4_f32_fp8_bf8 v0, v1, v2, v3 neg_hi:[0,1,0]",
     "invalid neg_hi operand",
     "v_dot4_f32_fp8_bf8 v0, v1, v2, v3 neg_hi:[0,0,1]"),
    ("dpp_dpalu", "gfx90a", "",
     "v_ceil_f64_dpp v[0:1], v[2:3] quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf",
     "DP ALU dpp only supports row_newbcast",
     "v_ceil_f64_dpp v[0:1], v[2:3] row_newbcast:1 row_mask:0xf bank_mask:0xf"),
    ("dpp_src1_sgpr", "gfx1100", "",
     "v_add3_u32_e64_dpp v5, v1, s1, v0 dpp8:[7,6,5,4,3,2,1,0]",
     "invalid operand for instruction",
     "v_add3_u32_e64_dpp v5, v1, v2, v0 dpp8:[7,6,5,4,3,2,1,0]"),
    ("dpp_src1_imm", "gfx1100", "",
     "v_add3_u32_e64_dpp v5, v1, 42, v0 dpp8:[7,6,5,4,3,2,1,0]",
     "src1 immediate operand invalid for instruction",
     "v_add3_u32_e64_dpp v5, v1, v2, 42 dpp8:[7,6,5,4,3,2,1,0]"),
    ("mimg_d16", "gfx704", "",
     "image_load v[0:1], v0, s[0:7] dmask:0x3 d16",
     "d16 modifier is not supported on this GPU",
     "image_load v[0:1], v0, s[0:7] dmask:0x3"),
    ("mimg_msaa", "gfx1030", "",
     "image_msaa_load v[1:4], v5, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_1D",
     "invalid dim; must be MSAA type",
     "image_msaa_load v[1:4], v[5:7], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_MSAA"),
    ("mimg_data_size", "gfx1010", "",
     "image_load v[0:1], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D",
     "image data size does not match dmask, d16 and tfe",
     "image_load v[0:3], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D"),
    ("mimg_data_size_gfx90a", "gfx90a", "",
     "image_load v[4:5], v[238:241], s[28:35] dmask:0x7",
     "image data size does not match dmask and d16",
     "image_load v[4:6], v[238:241], s[28:35] dmask:0x7"),
    ("mimg_addr_size", "gfx1010", "",
     "image_load v[0:3], v[0:1], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D",
     "image address size does not match dim and a16",
     "image_load v[0:3], v[0:1], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D"),
    ("mimg_addr_a16", "gfx1030", "",
     "image_bvh_intersect_ray v[4:7], v[9:16], s[4:7] noa16",
     "image address size does not match a16",
     "image_bvh_intersect_ray v[4:7], v[9:16], s[4:7] a16"),
    ("mimg_atomic_dmask", "gfx900", "",
     "image_atomic_add v252, v2, s[8:15] dmask:0x2",
     "invalid atomic image dmask",
     "image_atomic_add v252, v2, s[8:15] dmask:0x1"),
    ("mimg_gather_dmask", "gfx900", "",
     "image_gather4 v[5:8], v1, s[8:15], s[12:15] dmask:0x3",
     "invalid image_gather dmask: only one bit must be set",
     "image_gather4 v[5:8], v1, s[8:15], s[12:15] dmask:0x2"),
    ("movrels", "gfx1010", "",
     "v_movrels_b32_sdwa v0, s2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD",
     "source operand must be a VGPR",
     "v_movrels_b32_sdwa v0, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD"),
    ("offset_ds", "gfx600", "",
     "ds_add_u32 v2, v4 offset:65536",
     "expected a 16-bit unsigned offset",
     "ds_add_u32 v2, v4 offset:65535"),
    ("offset_mubuf_gfx12", "gfx1200", "",
     "buffer_load_b32 v5, off, s[8:11], s3 offset:8388608",
     "expected a 24-bit signed offset",
     "buffer_load_b32 v5, off, s[8:11], s3 offset:8388607"),
    ("offset_flat_unsupported", "gfx802", "",
     "flat_load_dword v1, v[3:4] offset:4",
     "flat offset modifier is not supported on this GPU",
     "flat_load_dword v1, v[3:4] offset:0"),
    ("offset_flat", "gfx900", "",
     "flat_load_dword v1, v[3:4] offset:-1",
     "expected a 12-bit unsigned offset",
     "flat_load_dword v1, v[3:4] offset:4095"),
    ("offset_global", "gfx1010", "",
     "global_load_dword v1, v[3:4], off offset:2048",
     "expected a 12-bit signed offset",
     "global_load_dword v1, v[3:4], off offset:-2048"),
    ("offset_smem", "gfx900", "",
     "s_load_dword s1, s[2:3], 0x100000",
     "expected a 21-bit signed offset",
     "s_load_dword s1, s[2:3], -0x100000"),
    ("offset_smem_buffer", "gfx1010", "",
     "s_buffer_load_dword s1, s[4:7], -1",
     "expected a 20-bit unsigned offset",
     "s_buffer_load_dword s1, s[4:7], 0xfffff"),
    ("mai_acc_write", "gfx908", "",
     "v_accvgpr_write a2, s2",
     "source operand must be either a VGPR or an inline constant",
     "v_accvgpr_write a2, v2"),
    ("mai_src2_inline", "gfx908", "",
     "v_mfma_f32_32x32x1f32 a[0:31], v0, v1, 0",
     "inline constants are not allowed for this operand",
     "v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[0:31]"),
    ("mfma_overlap", "gfx90a", "",
     "v_mfma_f64_16x16x4f64 v[0:7], v[0:1], v[2:3], v[2:9]",
     "source 2 operand must not partially overlap with dst",
     "v_mfma_f64_16x16x4f64 v[0:7], v[0:1], v[2:3], v[0:7]"),
    ("cpol_smrd_ci", "gfx704", "",
     "s_load_dword s1, s[2:3], 0xfc glc",
     "cache policy is not supported for SMRD instructions",
     "s_load_dword s1, s[2:3], 0xfc"),
    ("cpol_smem", "gfx900", "",
     "s_load_dword s1, s[2:3], 0xfc glc slc",
     "invalid cache policy for SMEM instruction",
     "s_load_dword s1, s[2:3], 0xfc glc"),
    ("cpol_must_glc", "gfx1010", "",
     "flat_atomic_cmpswap v0, v[1:2], v[3:4] offset:2047",
     "instruction must use glc",
     "flat_atomic_cmpswap v0, v[1:2], v[3:4] offset:2047 glc"),
    ("cpol_must_not_glc", "gfx900", "",
     "global_atomic_add v[3:4], v5, off slc glc",
     "instruction must not use glc",
     "global_atomic_add v[3:4], v5, off slc"),
    ("cpol_must_sc0", "gfx940", "",
     "global_atomic_add v0, v[2:3], v2, off sc1",
     "instruction must use sc0",
     "global_atomic_add v0, v[2:3], v2, off sc0 sc1"),
    ("cpol_must_not_sc0", "gfx940", "",
     "global_atomic_or v[0:1], v2, off sc1 nt sc0",
     "instruction must not use sc0",
     "global_atomic_or v[0:1], v2, off sc1 nt"),
    ("th_atomic_return", "gfx1200", "",
     "global_atomic_add_u32 v0, v[1:2], v2, off",
     "instruction must use th:TH_ATOMIC_RETURN",
     "global_atomic_add_u32 v0, v[1:2], v2, off th:TH_ATOMIC_RETURN"),
    ("th_smem", "gfx1200", "",
     "s_load_b32 s5, s[4:5], s0 offset:0x0 th:TH_LOAD_NT_RT",
     "invalid th value for SMEM instruction",
     "s_load_b32 s5, s[4:5], s0 offset:0x0 th:TH_LOAD_NT"),
    ("th_scope", "gfx1200", "",
     "image_store v0, v0, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D th:TH_STORE_RT_WB scope:SCOPE_SYS",
     "scope and th combination is not valid",
     "image_store v0, v0, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D th:TH_STORE_BYPASS scope:SCOPE_SYS"),
    ("th_load", "gfx1200", "",
     "image_load v0, v0, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D th:TH_STORE_NT",
     "invalid th value for load instructions",
     "image_load v0, v0, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D th:TH_LOAD_NT"),
    ("th_store", "gfx1200", "",
     "image_store v0, v0, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D th:TH_LOAD_NT",
     "invalid th value for store instructions",
     "image_store v0, v0, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D th:TH_STORE_NT"),
    ("th_atomic", "gfx1200", "",
     "image_atomic_swap v0, v0, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D th:TH_LOAD_NT",
     "invalid th value for atomic instructions",
     "image_atomic_swap v0, v0, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D th:TH_ATOMIC_NT"),
    ("agpr_ldst", "gfx908", "",
     "flat_load_ubyte a5, v[2:3] offset:4095",
     "invalid register class: agpr loads and stores not supported on this GPU",
     "flat_load_ubyte v5, v[2:3] offset:4095"),
    ("agpr_ldst_mix", "gfx90a", "",
     "flat_atomic_add v2, v[2:3], a2 glc",
     "invalid register class: data and dst should be all VGPR or AGPR",
     "flat_atomic_add a2, v[2:3], a2 glc"),
    ("vgpr_align", "gfx90a", "",
     "v_add_f64 v[1:2], v[1:2], v[1:2]",
     "invalid register class: vgpr tuples must be 64 bit aligned",
     "v_add_f64 v[2:3], v[2:3], v[2:3]"),
    ("ds_gds", "gfx1200", "",
     "ds_add_u32 v255, v255 offset:4 gds",
     "gds modifier is not supported on this GPU",
     "ds_add_u32 v255, v255 offset:4"),
    ("ds_gws_even", "gfx90a", "",
     "ds_gws_init a1 offset:65535 gds",
     "vgpr must be even aligned",
     "ds_gws_init a2 offset:65535 gds"),
    ("blgp_neg", "gfx940", "",
     "v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[0:31] neg:[1,0,0]",
     "invalid modifier: neg is not supported",
     "v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[0:31] blgp:1"),
    ("blgp_f64", "gfx940", "",
     "v_mfma_f64_16x16x4_f64 v[0:7], v[0:1], v[2:3], v[0:7] blgp:7",
     "invalid modifier: blgp is not supported",
     "v_mfma_f64_16x16x4_f64 v[0:7], v[0:1], v[2:3], v[0:7] neg:[1,0,1]"),
    ("div_scale_abs", "gfx900", "",
     "v_div_scale_f64 v[24:25], vcc, -|v[22:23]|, v[22:23], v[20:21]",
     "ABS not allowed in VOP3B instructions",
     "v_div_scale_f64 v[24:25], vcc, -v[22:23], v[22:23], v[20:21]"),
    ("waitcnt_null", "gfx1100", "",
     "s_waitcnt_vscnt s0, 0x1234",
     "src0 must be null",
     "s_waitcnt_vscnt null, 0x1234"),
    ("execz_vccz", "gfx1100", "",
     "s_add_i32 s0, execz, s2",
     "execz and vccz are not supported on this GPU",
     "s_add_i32 s0, exec_lo, s2"),
    ("tfe_store", "gfx1010", "",
     "buffer_store_dword v[1:2], off, s[12:15], s4 tfe",
     "TFE modifier has no meaning for store instructions",
     "buffer_store_dword v1, off, s[12:15], s4"),
    # hwreg/sendmsg names: one of another generation, and LLVM 22's names on an LLVM 19
    # processor (LLVM 19 does not know them: an expression, not an unsupported name)
    ("hwreg_unsupported", "gfx1200", "",
     "s_getreg_b32 s0, hwreg(HW_REG_TRAPSTS)",
     "invalid hardware register: not supported on this GPU",
     "s_getreg_b32 s0, hwreg(HW_REG_STATE_PRIV)"),
    ("hwreg_llvm22_name", "gfx1200", "",
     "s_getreg_b32 s0, hwreg(HW_REG_WAVE_MODE)",
     "expected a register name or an absolute expression",
     "s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 4)"),
    ("sendmsg_llvm22_name", "gfx1100", "",
     "s_sendmsg sendmsg(MSG_SAVEWAVE_HAS_TDM)",
     "expected a message name or an absolute expression",
     "s_sendmsg sendmsg(MSG_RTN_GET_TBA_TO_PC)"),
]

_IDS = [c[0] for c in CASES]
_DIAG = re.compile(r"^<stdin>:(\d+):(\d+): error: (.*)$")


def _ours(cpu: str, mattr: str, line: str) -> tuple[bytes | None, str | None, int | None]:
    m, e = assembler(cpu, mattr)
    try:
        return e.encode(m.assemble(line)).data, None, None
    except AsmError as err:
        return None, err.message, err.pos


def _llvm_mc(cpu: str, mattr: str, line: str) -> tuple[bytes | None, str | None, int | None]:
    """llvm-mc-19's encoding of one statement, or its first error and the error's column
    (0-based, an offset in ``line``)."""
    args = ["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-show-encoding"]
    if mattr:
        args.append(f"-mattr={mattr}")
    r = subprocess.run(args, input=line + "\n", capture_output=True, text=True, check=False)
    for diag in r.stderr.splitlines():
        m = _DIAG.match(diag)
        if m:
            return None, m.group(3), int(m.group(2)) - 1
    enc = ",".join(s.split("encoding: [", 1)[1].split("]", 1)[0]
                   for s in r.stdout.splitlines() if "encoding: [" in s)
    return bytes(int(b, 16) for b in enc.split(",")), None, None


@pytest.mark.parametrize(("check", "cpu", "mattr", "bad", "message", "good"), CASES, ids=_IDS)
def test_rejected_with_message(check, cpu, mattr, bad, message, good):
    data, got, _pos = _ours(cpu, mattr, bad)
    assert data is None and got == message
    data, err, _pos = _ours(cpu, mattr, good)
    assert err is None and data


@pytest.mark.llvm19
@pytest.mark.parametrize(("check", "cpu", "mattr", "bad", "message", "good"), CASES, ids=_IDS)
def test_agrees_with_llvm_mc(check, cpu, mattr, bad, message, good):
    want = _llvm_mc(cpu, mattr, bad)
    assert want[1] == message, f"llvm-mc now says {want[1]!r}"
    assert _ours(cpu, mattr, bad) == want
    want = _llvm_mc(cpu, mattr, good)
    assert want[0] is not None, f"llvm-mc rejects {good!r}: {want[1]}"
    assert _ours(cpu, mattr, good) == want


def test_opcode_lists_name_real_instructions():
    """The opcode lists the validator keeps (from LLVM's C++) name instructions of the data."""
    from codeobj.isa import db
    from codeobj.isa import validate as v

    names: set[str] = set()
    for fam in db.common()["families"]:
        names |= set(db.family(fam).by_name)
    for table in (v._ONE_SCALAR_SHIFTS, v._WRITELANE, v._PERMLANE16, v._MOVRELS_SDWA,
                  v._DIV_SCALE, v._WAITCNT_SREG, v._GWS_EVEN, v._MFMA_NEG, {v._VOPD_MOV_MOV}):
        assert table <= names, sorted(table - names)
