	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.p2align	2                               ; -- Begin function _Z4polyPKfif
	.type	_Z4polyPKfif,@function
_Z4polyPKfif:                           ; @_Z4polyPKfif
.Lfunc_begin0:
	.file	0 "." "debug/kernels.hip" md5 0xc0a14737a82c6749b1e38e554ac41acb
	.loc	0 9 0                           ; debug/kernels.hip:9:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v5, 0
	s_mov_b32 s2, 0
.Ltmp0:
	.loc	0 11 3 prologue_end             ; debug/kernels.hip:11:3
	s_mov_b32 s1, exec_lo
	.loc	0 11 25 is_stmt 0               ; debug/kernels.hip:11:25
	v_cmpx_lt_i32_e32 0, v2
	.loc	0 11 3                          ; debug/kernels.hip:11:3
	s_cbranch_execz .LBB3_4
; %bb.1:
	v_dual_mov_b32 v5, 0 :: v_dual_add_nc_u32 v4, -1, v2
	v_add_nc_u32_e32 v2, 1, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_add_co_u32 v0, vcc_lo, v0, v6
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, v1, v7, vcc_lo
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 12 21 is_stmt 1               ; debug/kernels.hip:12:21
	flat_load_b32 v4, v[0:1]
	.loc	0 11 25                         ; debug/kernels.hip:11:25
	v_add_nc_u32_e32 v2, -1, v2
	v_mov_b32_e32 v6, v5
	v_add_co_u32 v0, vcc_lo, v0, -4
	v_add_co_ci_u32_e32 v1, vcc_lo, -1, v1, vcc_lo
	.loc	0 12 19                         ; debug/kernels.hip:12:19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v5, v4
	.loc	0 11 25                         ; debug/kernels.hip:11:25
	v_cmp_gt_i32_e64 s0, 2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	0 12 19                         ; debug/kernels.hip:12:19
	v_fmac_f32_e32 v5, v6, v3
	.loc	0 11 3                          ; debug/kernels.hip:11:3
	s_or_b32 s2, s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB3_2
; %bb.3:
	.loc	0 0 3 is_stmt 0                 ; debug/kernels.hip:0:3
	s_or_b32 exec_lo, exec_lo, s2
.LBB3_4:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s1
	.loc	0 13 3 is_stmt 1                ; debug/kernels.hip:13:3
	v_mov_b32_e32 v0, v5
	s_setpc_b64 s[30:31]
.Ltmp1:
.Lfunc_end0:
	.size	_Z4polyPKfif, .Lfunc_end0-_Z4polyPKfif
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 152
; NumSgprs: 34
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z3fibi
	.type	_Z3fibi,@function
_Z3fibi:                                ; @_Z3fibi
.Lfunc_begin1:
	.loc	0 18 0                          ; debug/kernels.hip:18:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s1, -1
	scratch_store_b32 off, v42, s33 offset:8 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s1
	v_writelane_b32 v42, s0, 5
	v_mov_b32_e32 v1, 0
	s_add_i32 s32, s32, 16
	s_clause 0x1
	scratch_store_b32 off, v40, s33 offset:4
	scratch_store_b32 off, v41, s33
	v_writelane_b32 v42, s30, 0
	v_writelane_b32 v42, s31, 1
	v_writelane_b32 v42, s34, 2
	s_mov_b32 s34, 0
	v_writelane_b32 v42, s35, 3
                                        ; implicit-def: $sgpr35
	v_writelane_b32 v42, s36, 4
	s_branch .LBB1_2
	.p2align	6
.LBB1_1:                                ;   in Loop: Header=BB1_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s36
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
.Ltmp2:
	.loc	0 19 10 prologue_end            ; debug/kernels.hip:19:10
	s_and_b32 s0, exec_lo, s35
	s_or_b32 s34, s0, s34
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s34
	s_cbranch_execz .LBB1_4
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 0 10 is_stmt 0                ; debug/kernels.hip:0:10
	v_dual_mov_b32 v40, v0 :: v_dual_mov_b32 v41, v1
	s_or_b32 s35, s35, exec_lo
	.loc	0 19 10                         ; debug/kernels.hip:19:10
	s_mov_b32 s36, exec_lo
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr1
	s_delay_alu instid0(VALU_DEP_1)
	.loc	0 19 12                         ; debug/kernels.hip:19:12
	v_cmpx_lt_i32_e32 1, v40
	.loc	0 19 10                         ; debug/kernels.hip:19:10
	s_cbranch_execz .LBB1_1
; %bb.3:                                ;   in Loop: Header=BB1_2 Depth=1
	.loc	0 19 22                         ; debug/kernels.hip:19:22
	v_add_nc_u32_e32 v0, -1, v40
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z3fibi@rel32@lo+4
	s_addc_u32 s1, s1, _Z3fibi@rel32@hi+12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp3:
	.loc	0 19 33                         ; debug/kernels.hip:19:33
	v_add_nc_u32_e32 v1, v41, v0
	.loc	0 19 35                         ; debug/kernels.hip:19:35
	v_add_nc_u32_e32 v0, -2, v40
	s_and_not1_b32 s35, s35, exec_lo
	s_branch .LBB1_1
.LBB1_4:
	.loc	0 0 35                          ; debug/kernels.hip:0:35
	s_or_b32 exec_lo, exec_lo, s34
	.loc	0 19 3                          ; debug/kernels.hip:19:3
	v_add_nc_u32_e32 v0, v40, v41
	s_clause 0x1
	scratch_load_b32 v41, off, s33
	scratch_load_b32 v40, off, s33 offset:4
	v_readlane_b32 s36, v42, 4
	v_readlane_b32 s35, v42, 3
	v_readlane_b32 s34, v42, 2
	v_readlane_b32 s31, v42, 1
	v_readlane_b32 s30, v42, 0
	v_readlane_b32 s0, v42, 5
	s_or_saveexec_b32 s1, -1
	scratch_load_b32 v42, off, s33 offset:8 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s1
	.loc	0 19 3 epilogue_begin           ; debug/kernels.hip:19:3
	s_add_i32 s32, s32, -16
	s_mov_b32 s33, s0
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp4:
.Lfunc_end1:
	.size	_Z3fibi, .Lfunc_end1-_Z3fibi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 324
; NumSgprs: 39
; NumVgprs: 43
; ScratchSize: 16
; MemoryBound: 0
	.text
	.protected	_Z5saxpyPfPKffi         ; -- Begin function _Z5saxpyPfPKffi
	.globl	_Z5saxpyPfPKffi
	.p2align	8
	.type	_Z5saxpyPfPKffi,@function
_Z5saxpyPfPKffi:                        ; @_Z5saxpyPfPKffi
.Lfunc_begin2:
	.cfi_startproc
; %bb.0:
	.loc	0 23 11 prologue_end is_stmt 1  ; debug/kernels.hip:23:11
	s_load_b32 s2, s[0:1], 0x14
	.loc	0 23 44 is_stmt 0               ; debug/kernels.hip:23:44
	v_lshl_add_u32 v0, s15, 8, v0
	.loc	0 24 9 is_stmt 1                ; debug/kernels.hip:24:9
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e32 vcc_lo, s2, v0
	.loc	0 24 7 is_stmt 0                ; debug/kernels.hip:24:7
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	0 23 11 is_stmt 1               ; debug/kernels.hip:23:11
	s_load_b128 s[4:7], s[0:1], 0x0
	.loc	0 25 16                         ; debug/kernels.hip:25:16
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	0 23 11                         ; debug/kernels.hip:23:11
	s_load_b32 s0, s[0:1], 0x10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	.loc	0 25 16                         ; debug/kernels.hip:25:16
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s6, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s7, v1, vcc_lo
	.loc	0 25 23 is_stmt 0               ; debug/kernels.hip:25:23
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
	.loc	0 25 16                         ; debug/kernels.hip:25:16
	global_load_b32 v2, v[2:3], off
	.loc	0 25 23                         ; debug/kernels.hip:25:23
	global_load_b32 v3, v[0:1], off
	.loc	0 25 21                         ; debug/kernels.hip:25:21
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, s0, v2
	.loc	0 25 10                         ; debug/kernels.hip:25:10
	global_store_b32 v[0:1], v3, off
.LBB0_2:
	.loc	0 26 1 is_stmt 1                ; debug/kernels.hip:26:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp5:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z5saxpyPfPKffi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	_Z5saxpyPfPKffi, .Lfunc_end2-_Z5saxpyPfPKffi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; NumSgprs: 18
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 4
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z6reducePiPKii         ; -- Begin function _Z6reducePiPKii
	.globl	_Z6reducePiPKii
	.p2align	8
	.type	_Z6reducePiPKii,@function
_Z6reducePiPKii:                        ; @_Z6reducePiPKii
.Lfunc_begin3:
	.cfi_startproc
; %bb.0:
	.loc	0 30 11 prologue_end            ; debug/kernels.hip:30:11
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x10
	s_load_b64 s[4:5], s[0:1], 0x8
	s_mov_b32 s38, s15
	s_mov_b32 s32, 0
	.loc	0 31 31                         ; debug/kernels.hip:31:31
	s_waitcnt lgkmcnt(0)
	s_add_i32 s3, s2, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
.Ltmp6:
	.loc	0 6 25                          ; debug/kernels.hip:6:25
	v_min_i32_e32 v1, s3, v0
	s_movk_i32 s3, 0x80
.Ltmp7:
	.loc	0 31 13                         ; debug/kernels.hip:31:13
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_load_b32 v2, v[1:2], off
	.loc	0 31 3 is_stmt 0                ; debug/kernels.hip:31:3
	v_lshlrev_b32_e32 v1, 2, v0
	.loc	0 31 11                         ; debug/kernels.hip:31:11
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v2
	.loc	0 32 3 is_stmt 1                ; debug/kernels.hip:32:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB2_2
	.p2align	6
.LBB2_1:                                ;   in Loop: Header=BB2_2 Depth=1
	.loc	0 0 3 is_stmt 0                 ; debug/kernels.hip:0:3
	s_or_b32 exec_lo, exec_lo, s4
	.loc	0 33 30 is_stmt 1               ; debug/kernels.hip:33:30
	s_lshr_b32 s4, s3, 1
	.loc	0 33 23 is_stmt 0               ; debug/kernels.hip:33:23
	s_cmp_lt_u32 s3, 2
	s_mov_b32 s3, s4
	.loc	0 36 5 is_stmt 1                ; debug/kernels.hip:36:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 33 3                          ; debug/kernels.hip:33:3
	s_cbranch_scc1 .LBB2_4
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 34 9                          ; debug/kernels.hip:34:9
	s_mov_b32 s4, exec_lo
	.loc	0 34 11 is_stmt 0               ; debug/kernels.hip:34:11
	v_cmpx_gt_u32_e64 s3, v0
	.loc	0 34 9                          ; debug/kernels.hip:34:9
	s_cbranch_execz .LBB2_1
; %bb.3:                                ;   in Loop: Header=BB2_2 Depth=1
	.loc	0 35 18 is_stmt 1               ; debug/kernels.hip:35:18
	v_add_lshl_u32 v2, s3, v0, 2
	ds_load_b32 v2, v2
	.loc	0 35 15 is_stmt 0               ; debug/kernels.hip:35:15
	ds_load_b32 v3, v1
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v2, v3, v2
	ds_store_b32 v1, v2
	s_branch .LBB2_1
.LBB2_4:
	.loc	0 0 15                          ; debug/kernels.hip:0:15
	s_mov_b32 s39, 0
	.loc	0 38 7 is_stmt 1                ; debug/kernels.hip:38:7
	s_mov_b32 s3, exec_lo
	.loc	0 38 9 is_stmt 0                ; debug/kernels.hip:38:9
	v_cmpx_eq_u32_e32 0, v0
	.loc	0 38 7                          ; debug/kernels.hip:38:7
	s_cbranch_execz .LBB2_6
; %bb.5:
	.loc	0 39 5 is_stmt 1                ; debug/kernels.hip:39:5
	v_mov_b32_e32 v40, 0
	.loc	0 30 11                         ; debug/kernels.hip:30:11
	s_load_b64 s[40:41], s[0:1], 0x0
	.loc	0 39 62                         ; debug/kernels.hip:39:62
	s_and_b32 s2, s2, 7
	.loc	0 39 56 is_stmt 0               ; debug/kernels.hip:39:56
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z3fibi@rel32@lo+4
	s_addc_u32 s1, s1, _Z3fibi@rel32@hi+12
	v_mov_b32_e32 v0, s2
	.loc	0 39 46                         ; debug/kernels.hip:39:46
	ds_load_b32 v41, v40
	.loc	0 39 56                         ; debug/kernels.hip:39:56
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp8:
	.loc	0 39 54                         ; debug/kernels.hip:39:54
	v_add_nc_u32_e32 v0, v0, v41
	.loc	0 39 5                          ; debug/kernels.hip:39:5
	s_lshl_b64 s[0:1], s[38:39], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s0, s40, s0
	s_addc_u32 s1, s41, s1
	.loc	0 39 44                         ; debug/kernels.hip:39:44
	global_store_b32 v40, v0, s[0:1]
.LBB2_6:
	.loc	0 40 1 is_stmt 1                ; debug/kernels.hip:40:1
	s_endpgm
.Ltmp9:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6reducePiPKii
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 16
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 42
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end3:
	.size	_Z6reducePiPKii, .Lfunc_end3-_Z6reducePiPKii
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 304
; NumSgprs: 44
; NumVgprs: 43
; ScratchSize: 16
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 43
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z5evalpPfPKf4Pair      ; -- Begin function _Z5evalpPfPKf4Pair
	.globl	_Z5evalpPfPKf4Pair
	.p2align	8
	.type	_Z5evalpPfPKf4Pair,@function
_Z5evalpPfPKf4Pair:                     ; @_Z5evalpPfPKf4Pair
.Lfunc_begin4:
	.loc	0 42 0                          ; debug/kernels.hip:42:0
	.cfi_startproc
; %bb.0:
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x10
	s_load_b128 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v8, v0
	s_mov_b32 s32, 0
.Ltmp10:
	.loc	0 44 12 prologue_end            ; debug/kernels.hip:44:12
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z4polyPKfif@rel32@lo+4
	s_addc_u32 s1, s1, _Z4polyPKfif@rel32@hi+12
	.loc	0 44 31 is_stmt 0               ; debug/kernels.hip:44:31
	v_cvt_f32_u32_e32 v0, v8
	.loc	0 44 29                         ; debug/kernels.hip:44:29
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_add_f32 v3, s3, v0 :: v_dual_mov_b32 v0, s6
	.loc	0 44 12                         ; debug/kernels.hip:44:12
	v_dual_mov_b32 v1, s7 :: v_dual_mov_b32 v2, s2
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp11:
	.loc	0 44 3                          ; debug/kernels.hip:44:3
	v_lshlrev_b32_e32 v1, 2, v8
	.loc	0 44 10                         ; debug/kernels.hip:44:10
	global_store_b32 v1, v0, s[4:5]
	.loc	0 45 1 is_stmt 1                ; debug/kernels.hip:45:1
	s_endpgm
.Ltmp12:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z5evalpPfPKf4Pair
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 33
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end4:
	.size	_Z5evalpPfPKf4Pair, .Lfunc_end4-_Z5evalpPfPKf4Pair
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 96
; NumSgprs: 35
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 35
; NumVGPRsForWavesPerEU: 9
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.type	__hip_cuid_b5534b8233debe1e,@object ; @__hip_cuid_b5534b8233debe1e
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_b5534b8233debe1e
__hip_cuid_b5534b8233debe1e:
	.byte	0                               ; 0x0
	.size	__hip_cuid_b5534b8233debe1e, 1

	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	37                              ; DW_FORM_strx1
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	114                             ; DW_AT_str_offsets_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	37                              ; DW_FORM_strx1
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	115                             ; DW_AT_addr_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	32                              ; DW_AT_inline
	.byte	33                              ; DW_FORM_implicit_const
	.byte	1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	72                              ; DW_TAG_call_site
	.byte	0                               ; DW_CHILDREN_no
	.ascii	"\203\001"                      ; DW_AT_call_target
	.byte	24                              ; DW_FORM_exprloc
	.byte	125                             ; DW_AT_call_return_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x3a DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	33                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end4-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.byte	2                               ; Abbrev [2] 0x23:0x2 DW_TAG_subprogram
	.byte	3                               ; DW_AT_name
                                        ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x25:0x20 DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin3       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	4                               ; DW_AT_name
	.byte	4                               ; Abbrev [4] 0x2c:0xd DW_TAG_inlined_subroutine
	.long	35                              ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp7-.Ltmp6                   ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	31                              ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x39:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	3                               ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	24                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"debug/kernels.hip"             ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=58
.Linfo_string3:
	.asciz	"clampi"                        ; string offset=60
.Linfo_string4:
	.asciz	"reduce"                        ; string offset=67
	.section	.debug_str_offsets,"",@progbits
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.long	.Linfo_string3
	.long	.Linfo_string4
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Lfunc_begin3
	.quad	.Ltmp6
	.quad	.Ltmp8
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_b5534b8233debe1e
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z5saxpyPfPKffi
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z5saxpyPfPKffi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           _Z6reducePiPKii
    .private_segment_fixed_size: 16
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         _Z6reducePiPKii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z5evalpPfPKf4Pair
    .private_segment_fixed_size: 0
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         _Z5evalpPfPKf4Pair.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
