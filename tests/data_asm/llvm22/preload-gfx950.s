// A gfx950 kernel with kernarg preload, the AGPR split and TG split in its descriptor, and
// 64-bit DPP (row_newbcast) in its body.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	preload
	.p2align	8
	.type	preload,@function
preload:
	s_getreg_b32 s10, hwreg(HW_REG_XCC_ID)
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b64 v[4:5], v[2:3] row_newbcast:1
	v_pk_fma_f32 v[4:5], s[2:3], v[6:7], v[8:9] op_sel_hi:[1,0,0]
	v_accvgpr_write_b32 a0, v1
	global_store_dword v0, v1, s[2:3]
	s_endpgm
.Lfunc_end0:
	.size	preload, .Lfunc_end0-preload

	.rodata
	.p2align	6
	.amdhsa_kernel preload
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_kernarg_preload_length 2
		.amdhsa_user_sgpr_kernarg_preload_offset 1
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 8
		.amdhsa_tg_split 1
		.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
