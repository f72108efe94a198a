	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.hidden	horner                          ; -- Begin function horner
	.globl	horner
	.p2align	2
	.type	horner,@function
horner:                                 ; @horner
.Lfunc_begin0:
	.file	0 "." "src/calls.cl" md5 0x8578d8f49718c8b40e0e4ed69e0e0151
	.loc	0 4 0                           ; src/calls.cl:4:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v4, v3
.Ltmp0:
	.loc	0 6 26 prologue_end             ; src/calls.cl:6:26
	v_cmp_lt_i32_e32 vcc, -1, v4
	v_mov_b32_e32 v5, 0
	.loc	0 6 3 is_stmt 0                 ; src/calls.cl:6:3
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_4
; %bb.1:
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_add_co_u32_e32 v6, vcc, v1, v6
	v_add_u32_e32 v3, 1, v4
	v_addc_co_u32_e32 v7, vcc, v2, v7, vcc
	s_mov_b64 s[6:7], 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 7 21 is_stmt 1                ; src/calls.cl:7:21
	global_load_dword v1, v[6:7], off
	.loc	0 6 26                          ; src/calls.cl:6:26
	v_add_co_u32_e32 v6, vcc, -4, v6
	v_add_u32_e32 v3, -1, v3
	v_addc_co_u32_e32 v7, vcc, -1, v7, vcc
	v_mov_b32_e32 v2, v5
	v_cmp_gt_i32_e32 vcc, 1, v3
	.loc	0 6 3 is_stmt 0                 ; src/calls.cl:6:3
	s_or_b64 s[6:7], vcc, s[6:7]
	.loc	0 7 19 is_stmt 1                ; src/calls.cl:7:19
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v1
	v_fmac_f32_e32 v5, v2, v0
	.loc	0 6 3                           ; src/calls.cl:6:3
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_2
; %bb.3:
	.loc	0 0 3 is_stmt 0                 ; src/calls.cl:0:3
	s_or_b64 exec, exec, s[6:7]
.LBB0_4:
	s_or_b64 exec, exec, s[4:5]
	.loc	0 8 3 is_stmt 1                 ; src/calls.cl:8:3
	v_mov_b32_e32 v0, v5
	s_setpc_b64 s[30:31]
.Ltmp1:
.Lfunc_end0:
	.size	horner, .Lfunc_end0-horner
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 120
; NumSgprs: 36
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	mix                             ; -- Begin function mix
	.globl	mix
	.p2align	2
	.type	mix,@function
mix:                                    ; @mix
.Lfunc_begin1:
	.loc	0 11 0                          ; src/calls.cl:11:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
.Ltmp2:
	.loc	0 12 13 prologue_end            ; src/calls.cl:12:13
	v_mul_lo_u32 v2, v0, 31
	.loc	0 12 24 is_stmt 0               ; src/calls.cl:12:24
	v_ashrrev_i32_e32 v3, 3, v1
	.loc	0 12 19                         ; src/calls.cl:12:19
	v_xor_b32_e32 v2, v3, v2
	.loc	0 12 35                         ; src/calls.cl:12:35
	v_add_u32_e32 v0, v1, v0
	.loc	0 12 30                         ; src/calls.cl:12:30
	v_xor_b32_e32 v0, v2, v0
	.loc	0 12 3                          ; src/calls.cl:12:3
	s_setpc_b64 s[30:31]
.Ltmp3:
.Lfunc_end1:
	.size	mix, .Lfunc_end1-mix
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 32
; NumSgprs: 36
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	tree_sum                        ; -- Begin function tree_sum
	.globl	tree_sum
	.p2align	2
	.type	tree_sum,@function
tree_sum:                               ; @tree_sum
.Lfunc_begin2:
	.loc	0 16 0 is_stmt 1                ; src/calls.cl:16:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[6:7], -1
	buffer_store_dword v46, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	s_mov_b64 exec, s[6:7]
	v_writelane_b32 v46, s4, 8
	v_writelane_b32 v46, s30, 0
	v_writelane_b32 v46, s31, 1
	v_writelane_b32 v46, s34, 2
	v_writelane_b32 v46, s35, 3
	v_writelane_b32 v46, s36, 4
	v_writelane_b32 v46, s37, 5
	v_writelane_b32 v46, s38, 6
	buffer_store_dword v40, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v46, s39, 7
	v_mov_b32_e32 v41, v1
	v_mov_b32_e32 v40, v0
	v_add_u32_e32 v42, -1, v3
	s_mov_b64 s[34:35], 0
	v_mov_b32_e32 v0, 0
	s_addk_i32 s32, 0x800
                                        ; implicit-def: $sgpr36_sgpr37
	s_branch .LBB2_2
.LBB2_1:                                ;   in Loop: Header=BB2_2 Depth=1
	s_or_b64 exec, exec, s[38:39]
.Ltmp4:
	.loc	0 17 7 prologue_end             ; src/calls.cl:17:7
	s_and_b64 s[4:5], exec, s[36:37]
	s_or_b64 s[34:35], s[4:5], s[34:35]
	s_andn2_b64 exec, exec, s[34:35]
	s_cbranch_execz .LBB2_4
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 0 0 is_stmt 0                 ; src/calls.cl:0:0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v4, vcc, v40, v4
	v_addc_co_u32_e32 v5, vcc, v41, v5, vcc
	global_load_dword v43, v[4:5], off
	v_mov_b32_e32 v44, v0
	.loc	0 17 13                         ; src/calls.cl:17:13
	v_cmp_ne_u32_e32 vcc, -1, v42
	s_or_b64 s[36:37], s[36:37], exec
                                        ; implicit-def: $vgpr0
	.loc	0 17 7                          ; src/calls.cl:17:7
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB2_1
; %bb.3:                                ;   in Loop: Header=BB2_2 Depth=1
	.loc	0 19 41 is_stmt 1               ; src/calls.cl:19:41
	v_lshlrev_b32_e32 v45, 1, v2
	.loc	0 19 47 is_stmt 0               ; src/calls.cl:19:47
	v_or_b32_e32 v2, 1, v45
	.loc	0 19 23                         ; src/calls.cl:19:23
	v_mov_b32_e32 v0, v40
	v_mov_b32_e32 v1, v41
	v_mov_b32_e32 v3, v42
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, tree_sum@rel32@lo+4
	s_addc_u32 s5, s5, tree_sum@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
.Ltmp5:
	.loc	0 20 34 is_stmt 1               ; src/calls.cl:20:34
	v_add_u32_e32 v2, 2, v45
	.loc	0 19 63                         ; src/calls.cl:19:63
	v_add3_u32 v0, v0, v43, v44
	.loc	0 20 10                         ; src/calls.cl:20:10
	v_add_u32_e32 v42, -1, v42
	s_andn2_b64 s[36:37], s[36:37], exec
	s_branch .LBB2_1
.LBB2_4:
	.loc	0 0 10 is_stmt 0                ; src/calls.cl:0:10
	s_or_b64 exec, exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v43, v44
	.loc	0 21 1 is_stmt 1                ; src/calls.cl:21:1
	buffer_load_dword v45, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	v_readlane_b32 s39, v46, 7
	v_readlane_b32 s38, v46, 6
	v_readlane_b32 s37, v46, 5
	v_readlane_b32 s36, v46, 4
	v_readlane_b32 s35, v46, 3
	v_readlane_b32 s34, v46, 2
	v_readlane_b32 s31, v46, 1
	v_readlane_b32 s30, v46, 0
	v_readlane_b32 s4, v46, 8
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v46, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	.loc	0 21 1 epilogue_begin is_stmt 0 ; src/calls.cl:21:1
	s_addk_i32 s32, 0xf800
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp6:
.Lfunc_end2:
	.size	tree_sum, .Lfunc_end2-tree_sum
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 476
; NumSgprs: 44
; NumVgprs: 47
; NumAgprs: 0
; TotalNumVgprs: 47
; ScratchSize: 32
; MemoryBound: 0
	.text
	.hidden	fib                             ; -- Begin function fib
	.globl	fib
	.p2align	2
	.type	fib,@function
fib:                                    ; @fib
.Lfunc_begin3:
	.loc	0 23 0 is_stmt 1                ; src/calls.cl:23:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[6:7], -1
	buffer_store_dword v42, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	s_mov_b64 exec, s[6:7]
	v_writelane_b32 v42, s4, 8
	v_writelane_b32 v42, s30, 0
	v_writelane_b32 v42, s31, 1
	v_writelane_b32 v42, s34, 2
	v_writelane_b32 v42, s35, 3
	v_writelane_b32 v42, s36, 4
	v_writelane_b32 v42, s37, 5
	v_writelane_b32 v42, s38, 6
	v_writelane_b32 v42, s39, 7
	s_mov_b64 s[34:35], 0
	v_mov_b32_e32 v1, 0
	s_addk_i32 s32, 0x400
	buffer_store_dword v40, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s33 ; 4-byte Folded Spill
                                        ; implicit-def: $sgpr36_sgpr37
	s_branch .LBB3_2
.LBB3_1:                                ;   in Loop: Header=BB3_2 Depth=1
	s_or_b64 exec, exec, s[38:39]
.Ltmp7:
	.loc	0 24 10 prologue_end            ; src/calls.cl:24:10
	s_and_b64 s[4:5], exec, s[36:37]
	s_or_b64 s[34:35], s[4:5], s[34:35]
	s_andn2_b64 exec, exec, s[34:35]
	s_cbranch_execz .LBB3_4
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 0 10 is_stmt 0                ; src/calls.cl:0:10
	v_mov_b32_e32 v41, v0
	v_mov_b32_e32 v40, v1
	.loc	0 24 12                         ; src/calls.cl:24:12
	v_cmp_lt_i32_e32 vcc, 1, v41
	s_or_b64 s[36:37], s[36:37], exec
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr1
	.loc	0 24 10                         ; src/calls.cl:24:10
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB3_1
; %bb.3:                                ;   in Loop: Header=BB3_2 Depth=1
	.loc	0 24 22                         ; src/calls.cl:24:22
	v_add_u32_e32 v0, -1, v41
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, fib@rel32@lo+4
	s_addc_u32 s5, s5, fib@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
.Ltmp8:
	.loc	0 24 33                         ; src/calls.cl:24:33
	v_add_u32_e32 v1, v40, v0
	.loc	0 24 35                         ; src/calls.cl:24:35
	v_add_u32_e32 v0, -2, v41
	s_andn2_b64 s[36:37], s[36:37], exec
	s_branch .LBB3_1
.LBB3_4:
	.loc	0 0 35                          ; src/calls.cl:0:35
	s_or_b64 exec, exec, s[34:35]
	.loc	0 24 3                          ; src/calls.cl:24:3
	v_add_u32_e32 v0, v41, v40
	buffer_load_dword v41, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	v_readlane_b32 s39, v42, 7
	v_readlane_b32 s38, v42, 6
	v_readlane_b32 s37, v42, 5
	v_readlane_b32 s36, v42, 4
	v_readlane_b32 s35, v42, 3
	v_readlane_b32 s34, v42, 2
	v_readlane_b32 s31, v42, 1
	v_readlane_b32 s30, v42, 0
	v_readlane_b32 s4, v42, 8
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v42, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	.loc	0 24 3 epilogue_begin           ; src/calls.cl:24:3
	s_addk_i32 s32, 0xfc00
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp9:
.Lfunc_end3:
	.size	fib, .Lfunc_end3-fib
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 348
; NumSgprs: 44
; NumVgprs: 43
; NumAgprs: 0
; TotalNumVgprs: 43
; ScratchSize: 16
; MemoryBound: 0
	.text
	.protected	eval_poly               ; -- Begin function eval_poly
	.globl	eval_poly
	.p2align	8
	.type	eval_poly,@function
eval_poly:                              ; @eval_poly
.Lfunc_begin4:
	.loc	0 28 0 is_stmt 1                ; src/calls.cl:28:0
	.cfi_startproc
; %bb.0:
	s_add_u32 flat_scratch_lo, s6, s9
.Ltmp10:
	.loc	0 29 12 prologue_end            ; src/calls.cl:29:12
	s_load_dword s6, s[4:5], 0x2c
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	s_load_dwordx2 s[10:11], s[4:5], 0x10
	s_addc_u32 flat_scratch_hi, s7, 0
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s6, 0xffff
	s_mul_i32 s8, s8, s6
	v_add_u32_e32 v0, s8, v0
	.loc	0 30 18                         ; src/calls.cl:30:18
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[8:9], 2, v[0:1]
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v0, vcc, s12, v8
	v_addc_co_u32_e32 v1, vcc, v1, v9, vcc
	global_load_dword v0, v[0:1], off
	.loc	0 29 12                         ; src/calls.cl:29:12
	s_load_dword s6, s[4:5], 0x18
	.loc	0 30 11                         ; src/calls.cl:30:11
	v_mov_b32_e32 v1, s14
	v_mov_b32_e32 v2, s15
	s_mov_b32 s32, 0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, horner@rel32@lo+4
	s_addc_u32 s5, s5, horner@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s6
	s_swappc_b64 s[30:31], s[4:5]
.Ltmp11:
	.loc	0 30 3 is_stmt 0                ; src/calls.cl:30:3
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v2, vcc, s10, v8
	v_addc_co_u32_e32 v3, vcc, v1, v9, vcc
	.loc	0 30 9                          ; src/calls.cl:30:9
	global_store_dword v[2:3], v0, off
	.loc	0 31 1 is_stmt 1                ; src/calls.cl:31:1
	s_endpgm
.Ltmp12:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel eval_poly
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
	.size	eval_poly, .Lfunc_end4-eval_poly
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 168
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
	.protected	eval_poly_mixed         ; -- Begin function eval_poly_mixed
	.globl	eval_poly_mixed
	.p2align	8
	.type	eval_poly_mixed,@function
eval_poly_mixed:                        ; @eval_poly_mixed
.Lfunc_begin5:
	.loc	0 34 0                          ; src/calls.cl:34:0
	.cfi_startproc
; %bb.0:
	s_add_u32 flat_scratch_lo, s6, s9
.Ltmp13:
	.loc	0 35 12 prologue_end            ; src/calls.cl:35:12
	s_load_dword s6, s[4:5], 0x2c
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	s_load_dwordx2 s[10:11], s[4:5], 0x10
	s_addc_u32 flat_scratch_hi, s7, 0
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s6, 0xffff
	s_mul_i32 s8, s8, s6
	v_add_u32_e32 v8, s8, v0
	.loc	0 36 28                         ; src/calls.cl:36:28
	v_mov_b32_e32 v9, 0
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v0, vcc, s12, v10
	v_addc_co_u32_e32 v1, vcc, v1, v11, vcc
	global_load_dword v0, v[0:1], off
	.loc	0 35 12                         ; src/calls.cl:35:12
	s_load_dword s6, s[4:5], 0x18
	.loc	0 36 21                         ; src/calls.cl:36:21
	v_mov_b32_e32 v1, s14
	v_mov_b32_e32 v2, s15
	s_mov_b32 s32, 0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, horner@rel32@lo+4
	s_addc_u32 s5, s5, horner@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s6
	s_swappc_b64 s[30:31], s[4:5]
.Ltmp14:
	.loc	0 36 16 is_stmt 0               ; src/calls.cl:36:16
	v_cvt_i32_f32_e32 v0, v0
	.loc	0 36 12                         ; src/calls.cl:36:12
	v_mov_b32_e32 v1, v8
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, mix@rel32@lo+4
	s_addc_u32 s5, s5, mix@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
.Ltmp15:
	.loc	0 36 3                          ; src/calls.cl:36:3
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v2, vcc, s10, v10
	v_addc_co_u32_e32 v3, vcc, v1, v11, vcc
	.loc	0 36 10                         ; src/calls.cl:36:10
	global_store_dword v[2:3], v0, off
	.loc	0 37 1 is_stmt 1                ; src/calls.cl:37:1
	s_endpgm
.Ltmp16:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel eval_poly_mixed
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 12
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
.Lfunc_end5:
	.size	eval_poly_mixed, .Lfunc_end5-eval_poly_mixed
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 200
; NumSgprs: 39
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 12
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
	.protected	sum_trees               ; -- Begin function sum_trees
	.globl	sum_trees
	.p2align	8
	.type	sum_trees,@function
sum_trees:                              ; @sum_trees
.Lfunc_begin6:
	.loc	0 39 0                          ; src/calls.cl:39:0
	.cfi_startproc
; %bb.0:
	s_add_u32 flat_scratch_lo, s6, s9
	s_addc_u32 flat_scratch_hi, s7, 0
.Ltmp17:
	.loc	0 40 12 prologue_end            ; src/calls.cl:40:12
	s_load_dword s6, s[4:5], 0x24
	s_load_dwordx4 s[40:43], s[4:5], 0x0
	s_load_dword s7, s[4:5], 0x10
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s6, 0xffff
	s_mul_i32 s8, s8, s4
	v_add_u32_e32 v40, s8, v0
	.loc	0 41 12                         ; src/calls.cl:41:12
	v_mov_b32_e32 v0, s40
	v_mov_b32_e32 v1, s41
	v_mov_b32_e32 v2, v40
	v_mov_b32_e32 v3, s7
	s_mov_b32 s32, 0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, tree_sum@rel32@lo+4
	s_addc_u32 s5, s5, tree_sum@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
.Ltmp18:
	.loc	0 41 3 is_stmt 0                ; src/calls.cl:41:3
	v_mov_b32_e32 v41, 0
	v_lshlrev_b64 v[2:3], 2, v[40:41]
	v_mov_b32_e32 v1, s43
	v_add_co_u32_e32 v2, vcc, s42, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	.loc	0 41 10                         ; src/calls.cl:41:10
	global_store_dword v[2:3], v0, off
	.loc	0 42 1 is_stmt 1                ; src/calls.cl:42:1
	s_endpgm
.Ltmp19:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sum_trees
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 32
		.amdhsa_kernarg_size 280
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 47
		.amdhsa_next_free_sgpr 44
		.amdhsa_accum_offset 48
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
.Lfunc_end6:
	.size	sum_trees, .Lfunc_end6-sum_trees
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 140
; NumSgprs: 50
; NumVgprs: 47
; NumAgprs: 0
; TotalNumVgprs: 47
; ScratchSize: 32
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 50
; NumVGPRsForWavesPerEU: 47
; AccumOffset: 48
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 11
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	fib_table               ; -- Begin function fib_table
	.globl	fib_table
	.p2align	8
	.type	fib_table,@function
fib_table:                              ; @fib_table
.Lfunc_begin7:
	.loc	0 44 0                          ; src/calls.cl:44:0
	.cfi_startproc
; %bb.0:
	s_add_u32 flat_scratch_lo, s6, s9
.Ltmp20:
	.loc	0 45 12 prologue_end            ; src/calls.cl:45:12
	s_load_dword s6, s[4:5], 0x14
	s_nop 0
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	s_addc_u32 flat_scratch_hi, s7, 0
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s6, 0xffff
	s_mul_i32 s8, s8, s6
	.loc	0 46 16                         ; src/calls.cl:46:16
	v_mov_b32_e32 v1, 0
	.loc	0 45 12                         ; src/calls.cl:45:12
	v_add_u32_e32 v0, s8, v0
	.loc	0 46 16                         ; src/calls.cl:46:16
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s5
	v_add_co_u32_e32 v40, vcc, s4, v0
	v_addc_co_u32_e32 v41, vcc, v2, v1, vcc
	global_load_dword v0, v[40:41], off
	s_mov_b32 s32, 0
	.loc	0 46 12 is_stmt 0               ; src/calls.cl:46:12
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, fib@rel32@lo+4
	s_addc_u32 s5, s5, fib@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
.Ltmp21:
	.loc	0 46 10                         ; src/calls.cl:46:10
	global_store_dword v[40:41], v0, off
	.loc	0 47 1 is_stmt 1                ; src/calls.cl:47:1
	s_endpgm
.Ltmp22:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fib_table
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16
		.amdhsa_kernarg_size 264
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 43
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
.Lfunc_end7:
	.size	fib_table, .Lfunc_end7-fib_table
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 128
; NumSgprs: 46
; NumVgprs: 43
; NumAgprs: 0
; TotalNumVgprs: 43
; ScratchSize: 16
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 43
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
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	0                               ; DW_CHILDREN_no
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
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x17 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end7-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	16                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"src/calls.cl"                  ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=53
	.section	.debug_str_offsets,"",@progbits
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           eval_poly
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         eval_poly.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           eval_poly_mixed
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         eval_poly_mixed.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           sum_trees
    .private_segment_fixed_size: 32
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .symbol:         sum_trees.kd
    .uses_dynamic_stack: false
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         12
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         20
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         22
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         24
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         26
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         28
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         30
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         72
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 264
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           fib_table
    .private_segment_fixed_size: 16
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         fib_table.kd
    .uses_dynamic_stack: false
    .vgpr_count:     43
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
