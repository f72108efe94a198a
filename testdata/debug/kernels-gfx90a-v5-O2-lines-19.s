	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
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
.Ltmp0:
	.loc	0 11 25 prologue_end            ; debug/kernels.hip:11:25
	v_cmp_lt_i32_e32 vcc, 0, v2
	v_mov_b32_e32 v5, 0
	.loc	0 11 3 is_stmt 0                ; debug/kernels.hip:11:3
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_4
; %bb.1:
	v_add_u32_e32 v4, -1, v2
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[8:9], 2, v[4:5]
	v_add_co_u32_e32 v0, vcc, v0, v8
	v_add_u32_e32 v6, 1, v2
	v_addc_co_u32_e32 v1, vcc, v1, v9, vcc
	s_mov_b64 s[6:7], 0
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 12 21 is_stmt 1               ; debug/kernels.hip:12:21
	flat_load_dword v2, v[0:1]
	.loc	0 11 25                         ; debug/kernels.hip:11:25
	v_add_co_u32_e32 v0, vcc, -4, v0
	v_add_u32_e32 v6, -1, v6
	v_addc_co_u32_e32 v1, vcc, -1, v1, vcc
	v_mov_b32_e32 v4, v5
	v_cmp_gt_u32_e32 vcc, 2, v6
	.loc	0 11 3 is_stmt 0                ; debug/kernels.hip:11:3
	s_or_b64 s[6:7], vcc, s[6:7]
	.loc	0 12 19 is_stmt 1               ; debug/kernels.hip:12:19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v5, v2
	v_fmac_f32_e32 v5, v4, v3
	.loc	0 11 3                          ; debug/kernels.hip:11:3
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB3_2
; %bb.3:
	.loc	0 0 3 is_stmt 0                 ; debug/kernels.hip:0:3
	s_or_b64 exec, exec, s[6:7]
.LBB3_4:
	s_or_b64 exec, exec, s[4:5]
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
; codeLenInByte = 120
; NumSgprs: 36
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
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
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[6:7], -1
	buffer_store_dword v43, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	s_mov_b64 exec, s[6:7]
	v_writelane_b32 v43, s4, 6
	v_writelane_b32 v43, s30, 0
	v_writelane_b32 v43, s31, 1
	v_writelane_b32 v43, s34, 2
	v_writelane_b32 v43, s35, 3
	buffer_store_dword v40, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v43, s36, 4
	v_mov_b32_e32 v40, v0
	v_writelane_b32 v43, s37, 5
.Ltmp2:
	.loc	0 19 12 prologue_end            ; debug/kernels.hip:19:12
	v_cmp_lt_i32_e32 vcc, 1, v40
	v_mov_b32_e32 v41, 0
	s_addk_i32 s32, 0x800
	.loc	0 19 10 is_stmt 0               ; debug/kernels.hip:19:10
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB1_4
; %bb.1:
	.loc	0 0 10                          ; debug/kernels.hip:0:10
	s_mov_b64 s[36:37], 0
	v_mov_b32_e32 v41, 0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v42, v40
	.loc	0 19 22                         ; debug/kernels.hip:19:22
	v_add_u32_e32 v0, -1, v42
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _Z3fibi@rel32@lo+4
	s_addc_u32 s5, s5, _Z3fibi@rel32@hi+12
	v_add_u32_e32 v40, -2, v42
	s_swappc_b64 s[30:31], s[4:5]
.Ltmp3:
	.loc	0 19 12                         ; debug/kernels.hip:19:12
	v_cmp_gt_u32_e32 vcc, 4, v42
	.loc	0 19 10                         ; debug/kernels.hip:19:10
	s_or_b64 s[36:37], vcc, s[36:37]
	.loc	0 19 33                         ; debug/kernels.hip:19:33
	v_add_u32_e32 v41, v0, v41
	.loc	0 19 10                         ; debug/kernels.hip:19:10
	s_andn2_b64 exec, exec, s[36:37]
	s_cbranch_execnz .LBB1_2
; %bb.3:
	.loc	0 0 10                          ; debug/kernels.hip:0:10
	s_or_b64 exec, exec, s[36:37]
.LBB1_4:
	s_or_b64 exec, exec, s[34:35]
	v_add_u32_e32 v0, v40, v41
	.loc	0 19 3                          ; debug/kernels.hip:19:3
	buffer_load_dword v42, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	v_readlane_b32 s37, v43, 5
	v_readlane_b32 s36, v43, 4
	v_readlane_b32 s35, v43, 3
	v_readlane_b32 s34, v43, 2
	v_readlane_b32 s31, v43, 1
	v_readlane_b32 s30, v43, 0
	v_readlane_b32 s4, v43, 6
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v43, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	.loc	0 19 3 epilogue_begin           ; debug/kernels.hip:19:3
	s_addk_i32 s32, 0xf800
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp4:
.Lfunc_end1:
	.size	_Z3fibi, .Lfunc_end1-_Z3fibi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 320
; NumSgprs: 42
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 32
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
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	.loc	0 23 44 is_stmt 0               ; debug/kernels.hip:23:44
	v_lshl_add_u32 v0, s6, 8, v0
	.loc	0 24 9 is_stmt 1                ; debug/kernels.hip:24:9
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s1, v0
	.loc	0 24 7 is_stmt 0                ; debug/kernels.hip:24:7
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	0 23 11 is_stmt 1               ; debug/kernels.hip:23:11
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	.loc	0 25 16                         ; debug/kernels.hip:25:16
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s7
	v_add_co_u32_e32 v2, vcc, s6, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v2, v[2:3], off
	.loc	0 25 23 is_stmt 0               ; debug/kernels.hip:25:23
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v0, vcc, s4, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_load_dword v3, v[0:1], off
	.loc	0 25 21                         ; debug/kernels.hip:25:21
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, s0, v2
	.loc	0 25 10                         ; debug/kernels.hip:25:10
	global_store_dword v[0:1], v3, off
.LBB0_2:
	.loc	0 26 1 is_stmt 1                ; debug/kernels.hip:26:1
	s_endpgm
.Ltmp5:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z5saxpyPfPKffi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
; codeLenInByte = 116
; NumSgprs: 12
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	_Z6reducePiPKii         ; -- Begin function _Z6reducePiPKii
	.globl	_Z6reducePiPKii
	.p2align	8
	.type	_Z6reducePiPKii,@function
_Z6reducePiPKii:                        ; @_Z6reducePiPKii
.Lfunc_begin3:
	.loc	0 28 0                          ; debug/kernels.hip:28:0
	.cfi_startproc
; %bb.0:
	s_add_u32 flat_scratch_lo, s6, s9
.Ltmp6:
	.loc	0 30 11 prologue_end            ; debug/kernels.hip:30:11
	s_load_dword s6, s[4:5], 0x10
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	s_addc_u32 flat_scratch_hi, s7, 0
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	.loc	0 31 31                         ; debug/kernels.hip:31:31
	s_waitcnt lgkmcnt(0)
	s_add_i32 s4, s6, -1
.Ltmp7:
	.loc	0 6 25                          ; debug/kernels.hip:6:25
	v_min_i32_e32 v2, s4, v0
.Ltmp8:
	.loc	0 31 13                         ; debug/kernels.hip:31:13
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v1, s15
	v_add_co_u32_e32 v2, vcc, s14, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_movk_i32 s4, 0x80
	.loc	0 31 3 is_stmt 0                ; debug/kernels.hip:31:3
	v_lshlrev_b32_e32 v1, 2, v0
	.loc	0 34 11 is_stmt 1               ; debug/kernels.hip:34:11
	v_cmp_gt_u32_e32 vcc, s4, v0
	s_mov_b32 s32, 0
	.loc	0 31 11                         ; debug/kernels.hip:31:11
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v2
	.loc	0 32 3                          ; debug/kernels.hip:32:3
	s_barrier
	.loc	0 34 9                          ; debug/kernels.hip:34:9
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	.loc	0 35 18                         ; debug/kernels.hip:35:18
	ds_read2st64_b32 v[2:3], v1 offset1:2
	.loc	0 35 15 is_stmt 0               ; debug/kernels.hip:35:15
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.LBB2_2:
	.loc	0 0 15                          ; debug/kernels.hip:0:15
	s_or_b64 exec, exec, s[4:5]
	.loc	0 34 11 is_stmt 1               ; debug/kernels.hip:34:11
	v_cmp_gt_u32_e32 vcc, 64, v0
	.loc	0 36 5                          ; debug/kernels.hip:36:5
	s_barrier
	.loc	0 34 9                          ; debug/kernels.hip:34:9
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_4
; %bb.3:
	.loc	0 35 18                         ; debug/kernels.hip:35:18
	ds_read2st64_b32 v[2:3], v1 offset1:1
	.loc	0 35 15 is_stmt 0               ; debug/kernels.hip:35:15
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.LBB2_4:
	.loc	0 0 15                          ; debug/kernels.hip:0:15
	s_or_b64 exec, exec, s[4:5]
	.loc	0 34 11 is_stmt 1               ; debug/kernels.hip:34:11
	v_cmp_gt_u32_e32 vcc, 32, v0
	.loc	0 36 5                          ; debug/kernels.hip:36:5
	s_barrier
	.loc	0 34 9                          ; debug/kernels.hip:34:9
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_6
; %bb.5:
	.loc	0 35 18                         ; debug/kernels.hip:35:18
	ds_read2_b32 v[2:3], v1 offset1:32
	.loc	0 35 15 is_stmt 0               ; debug/kernels.hip:35:15
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.LBB2_6:
	.loc	0 0 15                          ; debug/kernels.hip:0:15
	s_or_b64 exec, exec, s[4:5]
	.loc	0 34 11 is_stmt 1               ; debug/kernels.hip:34:11
	v_cmp_gt_u32_e32 vcc, 16, v0
	.loc	0 36 5                          ; debug/kernels.hip:36:5
	s_barrier
	.loc	0 34 9                          ; debug/kernels.hip:34:9
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_8
; %bb.7:
	.loc	0 35 18                         ; debug/kernels.hip:35:18
	ds_read2_b32 v[2:3], v1 offset1:16
	.loc	0 35 15 is_stmt 0               ; debug/kernels.hip:35:15
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.LBB2_8:
	.loc	0 0 15                          ; debug/kernels.hip:0:15
	s_or_b64 exec, exec, s[4:5]
	.loc	0 34 11 is_stmt 1               ; debug/kernels.hip:34:11
	v_cmp_gt_u32_e32 vcc, 8, v0
	.loc	0 36 5                          ; debug/kernels.hip:36:5
	s_barrier
	.loc	0 34 9                          ; debug/kernels.hip:34:9
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_10
; %bb.9:
	.loc	0 35 15                         ; debug/kernels.hip:35:15
	ds_read2_b32 v[2:3], v1 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.LBB2_10:
	.loc	0 0 15 is_stmt 0                ; debug/kernels.hip:0:15
	s_or_b64 exec, exec, s[4:5]
	.loc	0 34 11 is_stmt 1               ; debug/kernels.hip:34:11
	v_cmp_gt_u32_e32 vcc, 4, v0
	.loc	0 36 5                          ; debug/kernels.hip:36:5
	s_barrier
	.loc	0 34 9                          ; debug/kernels.hip:34:9
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_12
; %bb.11:
	.loc	0 35 15                         ; debug/kernels.hip:35:15
	ds_read2_b32 v[2:3], v1 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.LBB2_12:
	.loc	0 0 15 is_stmt 0                ; debug/kernels.hip:0:15
	s_or_b64 exec, exec, s[4:5]
	.loc	0 34 11 is_stmt 1               ; debug/kernels.hip:34:11
	v_cmp_gt_u32_e32 vcc, 2, v0
	.loc	0 36 5                          ; debug/kernels.hip:36:5
	s_barrier
	.loc	0 34 9                          ; debug/kernels.hip:34:9
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_14
; %bb.13:
	.loc	0 35 15                         ; debug/kernels.hip:35:15
	ds_read2_b32 v[2:3], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_write_b32 v1, v2
.LBB2_14:
	.loc	0 0 15 is_stmt 0                ; debug/kernels.hip:0:15
	s_or_b64 exec, exec, s[4:5]
	.loc	0 34 11 is_stmt 1               ; debug/kernels.hip:34:11
	v_cmp_eq_u32_e32 vcc, 0, v0
	.loc	0 36 5                          ; debug/kernels.hip:36:5
	s_barrier
	.loc	0 34 9                          ; debug/kernels.hip:34:9
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_16
; %bb.15:
	.loc	0 0 9 is_stmt 0                 ; debug/kernels.hip:0:9
	v_mov_b32_e32 v0, 0
	.loc	0 35 18 is_stmt 1               ; debug/kernels.hip:35:18
	ds_read_b32 v0, v0 offset:4
	.loc	0 35 15 is_stmt 0               ; debug/kernels.hip:35:15
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v2, v0
	ds_write_b32 v1, v0
.LBB2_16:
	.loc	0 0 15                          ; debug/kernels.hip:0:15
	s_or_b64 exec, exec, s[4:5]
	.loc	0 36 5 is_stmt 1                ; debug/kernels.hip:36:5
	s_barrier
	.loc	0 38 7                          ; debug/kernels.hip:38:7
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_18
; %bb.17:
	.loc	0 0 7 is_stmt 0                 ; debug/kernels.hip:0:7
	s_mov_b32 s9, 0
	v_mov_b32_e32 v40, 0
	s_lshl_b64 s[4:5], s[8:9], 2
	.loc	0 39 46 is_stmt 1               ; debug/kernels.hip:39:46
	ds_read_b32 v41, v40
	s_add_u32 s38, s12, s4
	s_addc_u32 s39, s13, s5
	s_and_b32 s6, s6, 7
	.loc	0 39 56 is_stmt 0               ; debug/kernels.hip:39:56
	v_mov_b32_e32 v0, s6
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _Z3fibi@rel32@lo+4
	s_addc_u32 s5, s5, _Z3fibi@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
.Ltmp9:
	.loc	0 39 54                         ; debug/kernels.hip:39:54
	v_add_u32_e32 v0, v0, v41
	.loc	0 39 44                         ; debug/kernels.hip:39:44
	global_store_dword v40, v0, s[38:39]
.LBB2_18:
	.loc	0 40 1 is_stmt 1                ; debug/kernels.hip:40:1
	s_endpgm
.Ltmp10:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6reducePiPKii
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 32
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 40
		.amdhsa_accum_offset 44
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
; codeLenInByte = 552
; NumSgprs: 46
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 32
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
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
	s_add_u32 flat_scratch_lo, s6, s9
	s_addc_u32 flat_scratch_hi, s7, 0
	s_add_u32 s0, s0, s9
	v_mov_b32_e32 v7, v0
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[8:11], s[4:5], 0x0
.Ltmp11:
	.loc	0 44 31 prologue_end            ; debug/kernels.hip:44:31
	v_cvt_f32_u32_e32 v0, v7
	s_addc_u32 s1, s1, 0
	s_mov_b32 s32, 0
	.loc	0 44 12 is_stmt 0               ; debug/kernels.hip:44:12
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s6
	.loc	0 44 29                         ; debug/kernels.hip:44:29
	v_add_f32_e32 v3, s7, v0
	.loc	0 44 12                         ; debug/kernels.hip:44:12
	v_mov_b32_e32 v0, s10
	v_mov_b32_e32 v1, s11
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _Z4polyPKfif@rel32@lo+4
	s_addc_u32 s5, s5, _Z4polyPKfif@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
.Ltmp12:
	.loc	0 44 3                          ; debug/kernels.hip:44:3
	v_lshlrev_b32_e32 v1, 2, v7
	.loc	0 44 10                         ; debug/kernels.hip:44:10
	global_store_dword v1, v0, s[8:9]
	.loc	0 45 1 is_stmt 1                ; debug/kernels.hip:45:1
	s_endpgm
.Ltmp13:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z5evalpPfPKf4Pair
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 33
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
; codeLenInByte = 104
; NumSgprs: 39
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.type	__hip_cuid_3e2f01bc5e1894ae,@object ; @__hip_cuid_3e2f01bc5e1894ae
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_3e2f01bc5e1894ae
__hip_cuid_3e2f01bc5e1894ae:
	.byte	0                               ; 0x0
	.size	__hip_cuid_3e2f01bc5e1894ae, 1

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
	.long	.Ltmp8-.Ltmp7                   ; DW_AT_high_pc
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
	.quad	.Ltmp7
	.quad	.Ltmp9
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_3e2f01bc5e1894ae
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z5saxpyPfPKffi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .private_segment_fixed_size: 32
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         _Z6reducePiPKii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         _Z5evalpPfPKf4Pair.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
