	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.globl	scale
	.p2align	8
	.type	scale,@function
scale:
	s_load_b64 s[0:1], s[0:1], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_wait_kmcnt 0x0
	global_load_b32 v1, v0, s[0:1]
	s_wait_loadcnt 0x0
	v_mul_f32_e32 v1, 2.0, v1
	v_dual_add_f32 v2, v1, v1 :: v_dual_mul_f32 v3, v1, v1
	s_mov_b64 s[2:3], 0x10abcdef12345678
	v_add_f64_e32 v[4:5], 0x10abcdef12345678, v[4:5]
	global_store_b32 v0, v1, s[0:1]
	s_endpgm
.Lfunc_end0:
	.size	scale, .Lfunc_end0-scale

	.rodata
	.p2align	6
	.amdhsa_kernel scale
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
		.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
