// Written for tests/test_analysis_vgpr_msb.py (and assembled and listed against LLVM 22 by
// tests/test_build_llvm22.py and tests/test_isa_disasm_llvm22.py): a gfx1250 kernel that works in VGPRs above
// v255, reached as LLVM 22 reaches them: s_set_vgpr_msb gives the VGPR fields of the
// instructions after it their two high bits (src0 bits 0-1, src1 2-3, src2 4-5, vdst 6-7;
// llvm-objdump-22 prints "v44 /*v812*/"), the compiler sets them to 0 before a branch, and the
// next s_set_vgpr_msb changes them.  The highest VGPR used is v813, so the kernel needs 814
// VGPRs (.amdhsa_next_free_vgpr 814); llvm-mc-22's .amdgcn.next_free_vgpr, a count of the
// names written, says 46.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.globl	msb
	.p2align	8
	.type	msb,@function
msb:
	s_load_b96 s[4:6], s[0:1], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_wait_kmcnt 0x0
	s_set_vgpr_msb 0xc0                       // vdst +768
	global_load_b64 v[44:45], v0, s[4:5]      // v[812:813]
	v_mov_b32_e32 v2, 1.0                     // v770
	s_set_vgpr_msb 0x4f                       // src0 +768, src1 +768, vdst +256
	s_wait_loadcnt 0x0
	v_fma_f32 v1, v44, v45, v0                // v257 = v812 * v813 + v0
	s_set_vgpr_msb 0x0d                       // src0 +256, src1 +768
	v_add_f32_e32 v1, v1, v2                  // v1 = v257 + v770
	s_set_vgpr_msb 0
	s_cmp_eq_u32 s6, 0
	s_cbranch_scc1 .LBB0_2
	s_set_vgpr_msb 0x40                       // vdst +256
	v_mul_f32_e32 v3, v1, v1                  // v259
	s_set_vgpr_msb 0x01                       // src0 +256
	v_add_f32_e32 v1, v3, v1                  // v1 = v259 + v1
	s_set_vgpr_msb 0x40                       // vdst +256
	ds_load_b32 v5, v0                        // v261
	s_set_vgpr_msb 0x45                       // src0 +256, src1 +256, vdst +256
	s_wait_dscnt 0x0
	v_dual_add_f32 v6, v5, v5 :: v_dual_mul_f32 v7, v5, v5   // v262, v263
	s_set_vgpr_msb 0x05                       // src0 +256, src1 +256
	v_add_f32_e32 v1, v6, v7                  // v1 = v262 + v263
	s_set_vgpr_msb 0
.LBB0_2:
	global_store_b32 v0, v1, s[4:5]
	s_endpgm
.Lfunc_end0:
	.size	msb, .Lfunc_end0-msb

	.rodata
	.p2align	6
	.amdhsa_kernel msb
		.amdhsa_kernarg_size 12
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 814
		.amdhsa_next_free_sgpr 7
	.end_amdhsa_kernel
