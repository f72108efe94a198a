	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	scale
	.p2align	8
	.type	scale,@function
scale:
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v0, s[0:1]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[2:3], v[4:5], v[6:7]
	v_mul_f32_e32 v1, 2.0, v1
	v_cvt_scalef32_pk_f32_fp8 v[2:3], v1, v1
	v_prng_b32 v4, v1
	global_store_dword v0, v1, s[0:1]
	s_endpgm
.Lfunc_end0:
	.size	scale, .Lfunc_end0-scale

	.rodata
	.p2align	6
	.amdhsa_kernel scale
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
		.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
