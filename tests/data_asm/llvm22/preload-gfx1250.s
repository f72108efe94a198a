// A gfx1250 kernel with the descriptor directives LLVM 22 added for gfx12.5: named barriers,
// instruction prefetch, kernarg preload into user SGPRs (hsa-gfx1250-v4.s of LLVM 22's MC
// tests has the same directives); the body uses gfx1250's new hwreg and sendmsg names and a
// v_cvt_sr_fp8_f32 DPP form.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.globl	preload
	.p2align	8
	.type	preload,@function
preload:
	s_getreg_b32 s10, hwreg(HW_REG_IB_STS2)
	s_getreg_b32 s11, hwreg(HW_REG_XNACK_STATE_PRIV)
	s_sendmsg_rtn_b32 s12, sendmsg(MSG_RTN_GET_CLUSTER_BARRIER_STATE)
	s_wait_kmcnt 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	v_cvt_sr_fp8_f32_e64_dpp v1, -v2, v3 clamp quad_perm:[3,2,1,0] row_mask:0xe bank_mask:0xd
	v_pk_fma_f32 v[4:5], s[2:3], v[6:7], v[8:9] op_sel_hi:[0,1,1]
	global_store_b32 v0, v1, s[2:3]
	s_endpgm
.Lfunc_end0:
	.size	preload, .Lfunc_end0-preload

	.rodata
	.p2align	6
	.amdhsa_kernel preload
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_kernarg_preload_length 2
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_named_barrier_count 2
		.amdhsa_inst_pref_size 3
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 13
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_round_robin_scheduling 1
	.end_amdhsa_kernel
