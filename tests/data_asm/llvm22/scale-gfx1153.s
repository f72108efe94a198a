	.amdgcn_target "amdgcn-amd-amdhsa--gfx1153"
	.amdhsa_code_object_version 6
	.text
	.globl	scale
	.p2align	8
	.type	scale,@function
scale:
	s_load_b64 s[0:1], s[0:1], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_b32 v1, v0, s[0:1]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v1, 2.0, v1
	
	
	
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
