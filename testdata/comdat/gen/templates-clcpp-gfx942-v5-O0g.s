	.text
	.file	0 "." "templates.clcpp" md5 0x8c580fb71dc023517b4748d485a9f891
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	blend                   ; -- Begin function blend
	.globl	blend
	.p2align	8
	.type	blend,@function
blend:                                  ; @blend
.Lfunc_begin0:
	.loc	0 11 0                          ; templates.clcpp:11:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 48
                                        ; implicit-def: $vgpr3 : SGPR spill to VGPR lane
	s_mov_b32 s14, s8
	v_writelane_b32 v3, s14, 0
	s_mov_b32 s13, s7
	v_writelane_b32 v3, s13, 1
	s_mov_b32 s12, s6
	v_writelane_b32 v3, s12, 2
	s_mov_b64 s[10:11], s[4:5]
	v_writelane_b32 v3, s10, 3
	s_nop 1
	v_writelane_b32 v3, s11, 4
	v_writelane_b32 v3, s2, 5
	s_nop 1
	v_writelane_b32 v3, s3, 6
	s_mov_b64 s[4:5], s[0:1]
	v_readlane_b32 s0, v3, 5
	v_readlane_b32 s1, v3, 6
	v_writelane_b32 v3, s4, 7
	s_nop 1
	v_writelane_b32 v3, s5, 8
	v_mov_b32_e32 v31, v0
	v_accvgpr_write_b32 a32, v31            ;  Reload Reuse
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x8
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	s_load_dword s2, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[0:1], s[16:17]
	scratch_store_dwordx2 off, v[0:1], s33
	v_mov_b64_e32 v[0:1], s[8:9]
	scratch_store_dwordx2 off, v[0:1], s33 offset:8
	v_mov_b64_e32 v[0:1], s[6:7]
	scratch_store_dwordx2 off, v[0:1], s33 offset:16
	v_mov_b32_e32 v0, s2
	scratch_store_dword off, v0, s33 offset:24
.Ltmp0:
	.loc	0 12 14 prologue_end            ; templates.clcpp:12:14
	s_mov_b32 s2, 0
	s_mov_b32 s2, 0x3ff
	v_and_b32_e64 v0, v31, s2
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	.loc	0 12 10 is_stmt 0               ; templates.clcpp:12:10
	scratch_store_dwordx2 off, v[0:1], s33 offset:32
	.loc	0 13 18 is_stmt 1               ; templates.clcpp:13:18
	scratch_load_dwordx2 v[0:1], off, s33 offset:8
	.loc	0 13 20 is_stmt 0               ; templates.clcpp:13:20
	s_nop 0
	scratch_load_dwordx2 v[4:5], off, s33 offset:32
	s_mov_b32 s2, 2
	.loc	0 13 18                         ; templates.clcpp:13:18
	v_writelane_b32 v3, s2, 9
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], s2, v[4:5]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[6:7]
	global_load_dword v0, v[0:1], off
	.loc	0 13 24                         ; templates.clcpp:13:24
	s_nop 0
	scratch_load_dwordx2 v[4:5], off, s33 offset:16
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[6:7]
	global_load_dword v1, v[4:5], off
	.loc	0 13 30                         ; templates.clcpp:13:30
	scratch_load_dword v2, off, s33 offset:24
	s_mov_b64 s[6:7], 32
	.loc	0 13 12                         ; templates.clcpp:13:12
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s6
	s_mov_b32 s1, s7
	s_add_u32 s8, s2, s3
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s0
	v_writelane_b32 v3, s8, 10
	s_nop 1
	v_writelane_b32 v3, s9, 11
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v3             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z5lerp3IfET_S0_S0_S0_@rel32@lo+4
	s_addc_u32 s1, s1, _Z5lerp3IfET_S0_S0_S0_@rel32@hi+12
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
	v_accvgpr_read_b32 v31, a32             ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v1, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v1, 7
	v_readlane_b32 s5, v1, 8
	v_readlane_b32 s8, v1, 10
	v_readlane_b32 s9, v1, 11
	v_readlane_b32 s10, v1, 3
	v_readlane_b32 s11, v1, 4
	v_readlane_b32 s12, v1, 2
	v_readlane_b32 s13, v1, 1
	v_readlane_b32 s14, v1, 0
	.loc	0 13 40                         ; templates.clcpp:13:40
	v_accvgpr_write_b32 a34, v0             ;  Reload Reuse
	scratch_load_dwordx2 v[6:7], off, s33 offset:8
	.loc	0 13 43                         ; templates.clcpp:13:43
	scratch_load_dwordx2 v[4:5], off, s33 offset:16
	s_mov_b32 s0, 32
	.loc	0 13 35                         ; templates.clcpp:13:35
	s_waitcnt vmcnt(1)
	v_lshrrev_b64 v[0:1], s0, v[6:7]
	v_mov_b32_e32 v1, v0
	s_waitcnt vmcnt(0)
	v_lshrrev_b64 v[2:3], s0, v[4:5]
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v2, v4
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z4dot3IU3AS1fET_PKS1_S3_@rel32@lo+4
	s_addc_u32 s1, s1, _Z4dot3IU3AS1fET_PKS1_S3_@rel32@hi+12
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
	v_accvgpr_read_b32 v1, a34              ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v2, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s0, v2, 9
	v_mov_b32_e32 v2, v0
	.loc	0 13 33                         ; templates.clcpp:13:33
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_add_f32_e64 v1, v1, v2
	.loc	0 13 3                          ; templates.clcpp:13:3
	scratch_load_dwordx2 v[4:5], off, s33
	.loc	0 13 7                          ; templates.clcpp:13:7
	scratch_load_dwordx2 v[2:3], off, s33 offset:32
	.loc	0 13 3                          ; templates.clcpp:13:3
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], s0, v[4:5]
	.loc	0 13 10                         ; templates.clcpp:13:10
	global_store_dword v[2:3], v1, off
                                        ; kill: killed $vgpr0
	.loc	0 14 1 is_stmt 1                ; templates.clcpp:14:1
	s_endpgm
.Ltmp1:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel blend
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 72
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 67
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 1
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
.Lfunc_end0:
	.size	blend, .Lfunc_end0-blend
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 740
; NumSgprs: 42
; NumVgprs: 32
; NumAgprs: 35
; TotalNumVgprs: 67
; ScratchSize: 72
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 67
; AccumOffset: 32
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z5lerp3IfET_S0_S0_S0_,"axG",@progbits,_Z5lerp3IfET_S0_S0_S0_,comdat
	.hidden	_Z5lerp3IfET_S0_S0_S0_          ; -- Begin function _Z5lerp3IfET_S0_S0_S0_
	.weak	_Z5lerp3IfET_S0_S0_S0_
	.p2align	2
	.type	_Z5lerp3IfET_S0_S0_S0_,@function
_Z5lerp3IfET_S0_S0_S0_:                 ; @_Z5lerp3IfET_S0_S0_S0_
.Lfunc_begin1:
	.loc	0 2 0                           ; templates.clcpp:2:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 16
	scratch_store_dword off, v0, s33
	scratch_store_dword off, v1, s33 offset:4
	scratch_store_dword off, v2, s33 offset:8
.Ltmp2:
	.loc	0 2 62 prologue_end             ; templates.clcpp:2:62
	scratch_load_dword v0, off, s33
	.loc	0 2 67 is_stmt 0                ; templates.clcpp:2:67
	s_nop 0
	scratch_load_dword v1, off, s33 offset:4
	.loc	0 2 69                          ; templates.clcpp:2:69
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v1, v1, v0
	.loc	0 2 76                          ; templates.clcpp:2:76
	scratch_load_dword v2, off, s33 offset:8
	.loc	0 2 64                          ; templates.clcpp:2:64
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, v2
	.loc	0 2 55 epilogue_begin           ; templates.clcpp:2:55
	s_add_i32 s32, s32, -16
	s_mov_b32 s33, s0
	s_setpc_b64 s[30:31]
.Ltmp3:
.Lfunc_end1:
	.size	_Z5lerp3IfET_S0_S0_S0_, .Lfunc_end1-_Z5lerp3IfET_S0_S0_S0_
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 104
; NumSgprs: 40
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 16
; MemoryBound: 0
	.section	.text._Z4dot3IU3AS1fET_PKS1_S3_,"axG",@progbits,_Z4dot3IU3AS1fET_PKS1_S3_,comdat
	.hidden	_Z4dot3IU3AS1fET_PKS1_S3_       ; -- Begin function _Z4dot3IU3AS1fET_PKS1_S3_
	.weak	_Z4dot3IU3AS1fET_PKS1_S3_
	.p2align	2
	.type	_Z4dot3IU3AS1fET_PKS1_S3_,@function
_Z4dot3IU3AS1fET_PKS1_S3_:              ; @_Z4dot3IU3AS1fET_PKS1_S3_
.Lfunc_begin2:
	.loc	0 3 0 is_stmt 1                 ; templates.clcpp:3:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 24
	v_accvgpr_write_b32 a0, v2              ;  Reload Reuse
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v2, v0
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
                                        ; implicit-def: $sgpr0_sgpr1
                                        ; implicit-def: $sgpr0_sgpr1
	scratch_store_dwordx2 off, v[2:3], s33
	scratch_store_dwordx2 off, v[0:1], s33 offset:8
.Ltmp4:
	.loc	0 3 63 prologue_end             ; templates.clcpp:3:63
	scratch_load_dwordx2 v[4:5], off, s33
	s_waitcnt vmcnt(0)
	global_load_dword v1, v[4:5], off
	.loc	0 3 70 is_stmt 0                ; templates.clcpp:3:70
	scratch_load_dwordx2 v[2:3], off, s33 offset:8
	s_waitcnt vmcnt(0)
	global_load_dword v6, v[2:3], off
	.loc	0 3 77                          ; templates.clcpp:3:77
	global_load_dword v0, v[4:5], off offset:4
	.loc	0 3 84                          ; templates.clcpp:3:84
	global_load_dword v7, v[2:3], off offset:4
	.loc	0 3 82                          ; templates.clcpp:3:82
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v0, v7
	.loc	0 3 75                          ; templates.clcpp:3:75
	v_fmac_f32_e64 v0, v1, v6
	.loc	0 3 91                          ; templates.clcpp:3:91
	global_load_dword v1, v[4:5], off offset:8
	.loc	0 3 98                          ; templates.clcpp:3:98
	s_nop 0
	global_load_dword v2, v[2:3], off offset:8
	.loc	0 3 89                          ; templates.clcpp:3:89
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, v2
	.loc	0 3 56 epilogue_begin           ; templates.clcpp:3:56
	s_add_i32 s32, s32, 0xffffffe8
	s_mov_b32 s33, s2
	s_setpc_b64 s[30:31]
.Ltmp5:
.Lfunc_end2:
	.size	_Z4dot3IU3AS1fET_PKS1_S3_, .Lfunc_end2-_Z4dot3IU3AS1fET_PKS1_S3_
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 188
; NumSgprs: 40
; NumVgprs: 8
; NumAgprs: 1
; TotalNumVgprs: 9
; ScratchSize: 24
; MemoryBound: 0
	.text
	.protected	blend_int               ; -- Begin function blend_int
	.globl	blend_int
	.p2align	8
	.type	blend_int,@function
blend_int:                              ; @blend_int
.Lfunc_begin3:
	.loc	0 16 0 is_stmt 1                ; templates.clcpp:16:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 48
                                        ; implicit-def: $vgpr2 : SGPR spill to VGPR lane
	s_mov_b32 s14, s8
	v_writelane_b32 v2, s14, 0
	s_mov_b32 s13, s7
	v_writelane_b32 v2, s13, 1
	s_mov_b32 s12, s6
	v_writelane_b32 v2, s12, 2
	s_mov_b64 s[10:11], s[4:5]
	v_writelane_b32 v2, s10, 3
	s_nop 1
	v_writelane_b32 v2, s11, 4
	v_writelane_b32 v2, s2, 5
	s_nop 1
	v_writelane_b32 v2, s3, 6
	s_mov_b64 s[4:5], s[0:1]
	v_readlane_b32 s0, v2, 5
	v_readlane_b32 s1, v2, 6
	v_writelane_b32 v2, s4, 7
	s_nop 1
	v_writelane_b32 v2, s5, 8
	v_mov_b32_e32 v31, v0
	v_accvgpr_write_b32 a32, v31            ;  Reload Reuse
	s_load_dwordx2 s[8:9], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	s_load_dword s2, s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[0:1], s[8:9]
	scratch_store_dwordx2 off, v[0:1], s33
	v_mov_b64_e32 v[0:1], s[6:7]
	scratch_store_dwordx2 off, v[0:1], s33 offset:8
	v_mov_b32_e32 v0, s2
	scratch_store_dword off, v0, s33 offset:16
.Ltmp6:
	.loc	0 17 14 prologue_end            ; templates.clcpp:17:14
	s_mov_b32 s2, 0
	s_mov_b32 s2, 0x3ff
	v_and_b32_e64 v0, v31, s2
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v3, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	.loc	0 17 10 is_stmt 0               ; templates.clcpp:17:10
	scratch_store_dwordx2 off, v[0:1], s33 offset:24
	v_mov_b32_e32 v0, 0
	.loc	0 18 11 is_stmt 1               ; templates.clcpp:18:11
	scratch_store_dword off, v0, s33 offset:32
	.loc	0 19 20                         ; templates.clcpp:19:20
	scratch_load_dword v0, off, s33 offset:24
	.loc	0 19 23 is_stmt 0               ; templates.clcpp:19:23
	s_nop 0
	scratch_load_dword v1, off, s33 offset:16
	s_mov_b64 s[6:7], 24
	.loc	0 19 10                         ; templates.clcpp:19:10
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s6
	s_mov_b32 s1, s7
	s_add_u32 s8, s2, s3
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s0
	v_writelane_b32 v2, s8, 9
	s_nop 1
	v_writelane_b32 v2, s9, 10
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v2             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z4wrapii@rel32@lo+4
	s_addc_u32 s1, s1, _Z4wrapii@rel32@hi+12
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
	v_accvgpr_read_b32 v31, a32             ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v1, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v1, 7
	v_readlane_b32 s5, v1, 8
	v_readlane_b32 s8, v1, 9
	v_readlane_b32 s9, v1, 10
	v_readlane_b32 s10, v1, 3
	v_readlane_b32 s11, v1, 4
	v_readlane_b32 s12, v1, 2
	v_readlane_b32 s13, v1, 1
	v_readlane_b32 s14, v1, 0
	v_mov_b32_e32 v1, v0
	s_add_i32 s0, s33, 32
	v_mov_b32_e32 v0, s0
                                        ; implicit-def: $sgpr0
	.loc	0 19 5                          ; templates.clcpp:19:5
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _ZNU3AS57Counter4bumpEi@rel32@lo+4
	s_addc_u32 s1, s1, _ZNU3AS57Counter4bumpEi@rel32@hi+12
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
	v_accvgpr_read_b32 v31, a32             ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 7
	v_readlane_b32 s5, v0, 8
	v_readlane_b32 s8, v0, 9
	v_readlane_b32 s9, v0, 10
	v_readlane_b32 s10, v0, 3
	v_readlane_b32 s11, v0, 4
	v_readlane_b32 s12, v0, 2
	v_readlane_b32 s13, v0, 1
	v_readlane_b32 s14, v0, 0
	.loc	0 20 18 is_stmt 1               ; templates.clcpp:20:18
	scratch_load_dwordx2 v[4:5], off, s33 offset:8
	.loc	0 20 20 is_stmt 0               ; templates.clcpp:20:20
	scratch_load_dwordx2 v[0:1], off, s33 offset:24
	v_mov_b32_e32 v2, 2
	.loc	0 20 18                         ; templates.clcpp:20:18
	v_accvgpr_write_b32 a34, v2             ;  Reload Reuse
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[4:5], v[0:1], v2, v[4:5]
	global_load_dword v0, v[4:5], off
	.loc	0 20 24                         ; templates.clcpp:20:24
	global_load_dword v1, v[4:5], off offset:4
	.loc	0 20 12                         ; templates.clcpp:20:12
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z5lerp3IiET_S0_S0_S0_@rel32@lo+4
	s_addc_u32 s1, s1, _Z5lerp3IiET_S0_S0_S0_@rel32@hi+12
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
	v_accvgpr_read_b32 v31, a32             ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v1, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v1, 7
	v_readlane_b32 s5, v1, 8
	v_readlane_b32 s8, v1, 9
	v_readlane_b32 s9, v1, 10
	v_readlane_b32 s10, v1, 3
	v_readlane_b32 s11, v1, 4
	v_readlane_b32 s12, v1, 2
	v_readlane_b32 s13, v1, 1
	v_readlane_b32 s14, v1, 0
	.loc	0 20 44                         ; templates.clcpp:20:44
	v_accvgpr_write_b32 a35, v0             ;  Reload Reuse
	scratch_load_dwordx2 v[0:1], off, s33 offset:8
	s_mov_b32 s0, 32
	.loc	0 20 39                         ; templates.clcpp:20:39
	s_waitcnt vmcnt(0)
	v_lshrrev_b64 v[2:3], s0, v[0:1]
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z4dot3IU3AS1iET_PKS1_S3_@rel32@lo+4
	s_addc_u32 s1, s1, _Z4dot3IU3AS1iET_PKS1_S3_@rel32@hi+12
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v3
	s_swappc_b64 s[30:31], s[0:1]
	v_accvgpr_read_b32 v1, a35              ;  Reload Reuse
	v_accvgpr_read_b32 v4, a34              ;  Reload Reuse
	v_mov_b32_e32 v2, v0
	.loc	0 20 54                         ; templates.clcpp:20:54
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	scratch_load_dword v3, off, s33 offset:32
	.loc	0 20 50                         ; templates.clcpp:20:50
	s_waitcnt vmcnt(0)
	v_add3_u32 v1, v1, v2, v3
	.loc	0 20 3                          ; templates.clcpp:20:3
	scratch_load_dwordx2 v[6:7], off, s33
	.loc	0 20 7                          ; templates.clcpp:20:7
	scratch_load_dwordx2 v[2:3], off, s33 offset:24
	.loc	0 20 3                          ; templates.clcpp:20:3
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[2:3], v[2:3], v4, v[6:7]
	.loc	0 20 10                         ; templates.clcpp:20:10
	global_store_dword v[2:3], v1, off
                                        ; kill: killed $vgpr0
	.loc	0 21 1 is_stmt 1                ; templates.clcpp:21:1
	s_endpgm
.Ltmp7:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel blend_int
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 72
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 68
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 1
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
	.size	blend_int, .Lfunc_end3-blend_int
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 936
; NumSgprs: 42
; NumVgprs: 32
; NumAgprs: 36
; TotalNumVgprs: 68
; ScratchSize: 72
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 68
; AccumOffset: 32
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._ZNU3AS57Counter4bumpEi,"axG",@progbits,_ZNU3AS57Counter4bumpEi,comdat
	.hidden	_ZNU3AS57Counter4bumpEi         ; -- Begin function _ZNU3AS57Counter4bumpEi
	.weak	_ZNU3AS57Counter4bumpEi
	.p2align	2
	.type	_ZNU3AS57Counter4bumpEi,@function
_ZNU3AS57Counter4bumpEi:                ; @_ZNU3AS57Counter4bumpEi
.Lfunc_begin4:
	.loc	0 8 0                           ; templates.clcpp:8:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 12
	scratch_store_dword off, v0, s33
	scratch_store_dword off, v1, s33 offset:4
	scratch_load_dword v1, off, s33
.Ltmp8:
	.loc	0 8 32 prologue_end             ; templates.clcpp:8:32
	s_nop 0
	scratch_load_dword v2, off, s33 offset:4
	.loc	0 8 29 is_stmt 0                ; templates.clcpp:8:29
	s_waitcnt vmcnt(1)
	scratch_load_dword v0, v1, off
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v2
	scratch_store_dword v1, v0, off
	.loc	0 8 36 epilogue_begin           ; templates.clcpp:8:36
	s_add_i32 s32, s32, -12
	s_mov_b32 s33, s0
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp9:
.Lfunc_end4:
	.size	_ZNU3AS57Counter4bumpEi, .Lfunc_end4-_ZNU3AS57Counter4bumpEi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 100
; NumSgprs: 40
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 12
; MemoryBound: 0
	.section	.text._Z4wrapii,"axG",@progbits,_Z4wrapii,comdat
	.hidden	_Z4wrapii                       ; -- Begin function _Z4wrapii
	.weak	_Z4wrapii
	.p2align	2
	.type	_Z4wrapii,@function
_Z4wrapii:                              ; @_Z4wrapii
.Lfunc_begin5:
	.loc	0 4 0 is_stmt 1                 ; templates.clcpp:4:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 12
	scratch_store_dword off, v0, s33
	scratch_store_dword off, v1, s33 offset:4
.Ltmp10:
	.loc	0 4 41 prologue_end             ; templates.clcpp:4:41
	scratch_load_dword v0, off, s33
	.loc	0 4 45 is_stmt 0                ; templates.clcpp:4:45
	s_nop 0
	scratch_load_dword v1, off, s33 offset:4
	s_mov_b32 s0, 31
	.loc	0 4 43                          ; templates.clcpp:4:43
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e64 v4, s0, v0
	v_add_u32_e64 v0, v0, v4
	v_xor_b32_e64 v0, v0, v4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, s0, v1
	v_add_u32_e64 v2, v1, v3
	v_xor_b32_e64 v2, v2, v3
	s_mov_b32 s1, 0
	v_sub_u32_e64 v5, s1, v2
	v_cvt_f32_u32_e32 v3, v2
	v_rcp_iflag_f32_e32 v3, v3
	s_nop 0
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v5, v5, v3
	v_mul_hi_u32 v5, v3, v5
	v_add_u32_e64 v3, v3, v5
	v_mul_hi_u32 v5, v0, v3
	v_mul_lo_u32 v5, v5, v2
	v_sub_u32_e64 v0, v0, v5
	v_cmp_ge_u32_e64 s[2:3], v0, v2
	v_sub_u32_e64 v5, v0, v2
	s_nop 0
	v_cndmask_b32_e64 v0, v0, v5, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v0, v2
	v_sub_u32_e64 v5, v0, v2
	s_nop 0
	v_cndmask_b32_e64 v0, v0, v5, s[2:3]
	v_xor_b32_e64 v0, v0, v4
	v_sub_u32_e64 v0, v0, v4
	.loc	0 4 47                          ; templates.clcpp:4:47
	v_add_u32_e64 v0, v0, v1
	.loc	0 4 52                          ; templates.clcpp:4:52
	v_ashrrev_i32_e64 v1, s0, v0
	v_add_u32_e64 v0, v0, v1
	v_xor_b32_e64 v0, v0, v1
	v_mul_hi_u32 v3, v0, v3
	v_mul_lo_u32 v3, v3, v2
	v_sub_u32_e64 v0, v0, v3
	v_cmp_ge_u32_e64 s[0:1], v0, v2
	v_sub_u32_e64 v3, v0, v2
	s_nop 0
	v_cndmask_b32_e64 v0, v0, v3, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v0, v2
	v_sub_u32_e64 v2, v0, v2
	s_nop 0
	v_cndmask_b32_e64 v0, v0, v2, s[0:1]
	v_xor_b32_e64 v0, v0, v1
	v_sub_u32_e64 v0, v0, v1
	.loc	0 4 33 epilogue_begin           ; templates.clcpp:4:33
	s_add_i32 s32, s32, -12
	s_mov_b32 s33, s4
	s_setpc_b64 s[30:31]
.Ltmp11:
.Lfunc_end5:
	.size	_Z4wrapii, .Lfunc_end5-_Z4wrapii
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 408
; NumSgprs: 40
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 12
; MemoryBound: 0
	.section	.text._Z5lerp3IiET_S0_S0_S0_,"axG",@progbits,_Z5lerp3IiET_S0_S0_S0_,comdat
	.hidden	_Z5lerp3IiET_S0_S0_S0_          ; -- Begin function _Z5lerp3IiET_S0_S0_S0_
	.weak	_Z5lerp3IiET_S0_S0_S0_
	.p2align	2
	.type	_Z5lerp3IiET_S0_S0_S0_,@function
_Z5lerp3IiET_S0_S0_S0_:                 ; @_Z5lerp3IiET_S0_S0_S0_
.Lfunc_begin6:
	.loc	0 2 0 is_stmt 1                 ; templates.clcpp:2:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 16
	scratch_store_dword off, v0, s33
	scratch_store_dword off, v1, s33 offset:4
	scratch_store_dword off, v2, s33 offset:8
.Ltmp12:
	.loc	0 2 62 prologue_end             ; templates.clcpp:2:62
	scratch_load_dword v2, off, s33
	.loc	0 2 67 is_stmt 0                ; templates.clcpp:2:67
	s_nop 0
	scratch_load_dword v0, off, s33 offset:4
	.loc	0 2 69                          ; templates.clcpp:2:69
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v0, v0, v2
	.loc	0 2 76                          ; templates.clcpp:2:76
	scratch_load_dword v1, off, s33 offset:8
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr1
	.loc	0 2 64                          ; templates.clcpp:2:64
	v_mov_b32_e32 v4, s0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[0:1], s[0:1], v0, v1, v[2:3]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	.loc	0 2 55 epilogue_begin           ; templates.clcpp:2:55
	s_add_i32 s32, s32, -16
	s_mov_b32 s33, s2
	s_setpc_b64 s[30:31]
.Ltmp13:
.Lfunc_end6:
	.size	_Z5lerp3IiET_S0_S0_S0_, .Lfunc_end6-_Z5lerp3IiET_S0_S0_S0_
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 112
; NumSgprs: 40
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 16
; MemoryBound: 0
	.section	.text._Z4dot3IU3AS1iET_PKS1_S3_,"axG",@progbits,_Z4dot3IU3AS1iET_PKS1_S3_,comdat
	.hidden	_Z4dot3IU3AS1iET_PKS1_S3_       ; -- Begin function _Z4dot3IU3AS1iET_PKS1_S3_
	.weak	_Z4dot3IU3AS1iET_PKS1_S3_
	.p2align	2
	.type	_Z4dot3IU3AS1iET_PKS1_S3_,@function
_Z4dot3IU3AS1iET_PKS1_S3_:              ; @_Z4dot3IU3AS1iET_PKS1_S3_
.Lfunc_begin7:
	.loc	0 3 0 is_stmt 1                 ; templates.clcpp:3:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 24
	v_accvgpr_write_b32 a0, v2              ;  Reload Reuse
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v2, v0
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
                                        ; implicit-def: $sgpr0_sgpr1
                                        ; implicit-def: $sgpr0_sgpr1
	scratch_store_dwordx2 off, v[2:3], s33
	scratch_store_dwordx2 off, v[0:1], s33 offset:8
.Ltmp14:
	.loc	0 3 63 prologue_end             ; templates.clcpp:3:63
	scratch_load_dwordx2 v[2:3], off, s33
	s_waitcnt vmcnt(0)
	global_load_dword v0, v[2:3], off
	.loc	0 3 70 is_stmt 0                ; templates.clcpp:3:70
	scratch_load_dwordx2 v[4:5], off, s33 offset:8
	s_waitcnt vmcnt(0)
	global_load_dword v1, v[4:5], off
	.loc	0 3 68                          ; templates.clcpp:3:68
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	.loc	0 3 77                          ; templates.clcpp:3:77
	global_load_dword v1, v[2:3], off offset:4
	.loc	0 3 84                          ; templates.clcpp:3:84
	global_load_dword v6, v[4:5], off offset:4
	.loc	0 3 82                          ; templates.clcpp:3:82
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, v6
	.loc	0 3 91                          ; templates.clcpp:3:91
	global_load_dword v2, v[2:3], off offset:8
	.loc	0 3 98                          ; templates.clcpp:3:98
	s_nop 0
	global_load_dword v3, v[4:5], off offset:8
	.loc	0 3 96                          ; templates.clcpp:3:96
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v2, v3
	.loc	0 3 89                          ; templates.clcpp:3:89
	v_add3_u32 v0, v0, v1, v2
	.loc	0 3 56 epilogue_begin           ; templates.clcpp:3:56
	s_add_i32 s32, s32, 0xffffffe8
	s_mov_b32 s33, s2
	s_setpc_b64 s[30:31]
.Ltmp15:
.Lfunc_end7:
	.size	_Z4dot3IU3AS1iET_PKS1_S3_, .Lfunc_end7-_Z4dot3IU3AS1iET_PKS1_S3_
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 200
; NumSgprs: 40
; NumVgprs: 7
; NumAgprs: 1
; TotalNumVgprs: 9
; ScratchSize: 24
; MemoryBound: 0
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

	.file	1 "/usr/lib/llvm-19/lib/clang/19/include" "opencl-c-base.h" md5 0xe6ba2e9ca1eaf45c753d86ea430e898c
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
	.byte	1                               ; DW_FORM_addr
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	115                             ; DW_AT_addr_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	116                             ; DW_AT_rnglists_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	54                              ; DW_AT_calling_convention
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
	.byte	110                             ; DW_AT_linkage_name
	.byte	37                              ; DW_FORM_strx1
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	47                              ; DW_TAG_template_type_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	19                              ; DW_TAG_structure_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	54                              ; DW_AT_calling_convention
	.byte	11                              ; DW_FORM_data1
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	13                              ; DW_TAG_member
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	56                              ; DW_AT_data_member_location
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	110                             ; DW_AT_linkage_name
	.byte	37                              ; DW_FORM_strx1
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	60                              ; DW_AT_declaration
	.byte	25                              ; DW_FORM_flag_present
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	52                              ; DW_AT_artificial
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	51                              ; DW_AT_address_class
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
	.byte	100                             ; DW_AT_object_pointer
	.byte	19                              ; DW_FORM_ref4
	.byte	71                              ; DW_AT_specification
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	52                              ; DW_AT_artificial
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	16                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	17                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	18                              ; Abbreviation Code
	.byte	22                              ; DW_TAG_typedef
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
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
	.byte	1                               ; Abbrev [1] 0xc:0x272 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	33                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.quad	0                               ; DW_AT_low_pc
	.byte	0                               ; DW_AT_ranges
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.byte	2                               ; Abbrev [2] 0x2b:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x2f:0x54 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	4                               ; Abbrev [4] 0x3c:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	22                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	586                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x4a:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	591                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x58:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	49
	.byte	22
	.byte	24
	.byte	24                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	591                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x66:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	24
	.byte	49
	.byte	22
	.byte	24
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	582                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x74:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	32
	.byte	49
	.byte	22
	.byte	24
	.byte	26                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	601                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x83:0x42 DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	11                              ; DW_AT_linkage_name
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	582                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	4                               ; Abbrev [4] 0x94:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	582                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xa2:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	4
	.byte	49
	.byte	22
	.byte	24
	.byte	24                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	582                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xb0:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	582                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0xbe:0x6 DW_TAG_template_type_parameter
	.long	582                             ; DW_AT_type
	.byte	10                              ; DW_AT_name
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0xc5:0x34 DW_TAG_subprogram
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	13                              ; DW_AT_linkage_name
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	582                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	4                               ; Abbrev [4] 0xd6:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	591                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xe4:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	24                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	591                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0xf2:0x6 DW_TAG_template_type_parameter
	.long	582                             ; DW_AT_type
	.byte	10                              ; DW_AT_name
	.byte	0                               ; End Of Children Mark
	.byte	3                               ; Abbrev [3] 0xf9:0x54 DW_TAG_subprogram
	.byte	3                               ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin3       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	4                               ; Abbrev [4] 0x106:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	22                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	613                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x114:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	618                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x122:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	49
	.byte	22
	.byte	24
	.byte	29                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x130:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	24
	.byte	49
	.byte	22
	.byte	24
	.byte	26                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	601                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x13e:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	32
	.byte	49
	.byte	22
	.byte	24
	.byte	30                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	333                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0x14d:0x20 DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	7                               ; DW_AT_name
	.byte	4                               ; DW_AT_byte_size
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.byte	9                               ; Abbrev [9] 0x153:0x9 DW_TAG_member
	.byte	4                               ; DW_AT_name
	.long	43                              ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	10                              ; Abbrev [10] 0x15c:0x10 DW_TAG_subprogram
	.byte	5                               ; DW_AT_linkage_name
	.byte	6                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
                                        ; DW_AT_declaration
                                        ; DW_AT_external
	.byte	11                              ; Abbrev [11] 0x161:0x5 DW_TAG_formal_parameter
	.long	365                             ; DW_AT_type
                                        ; DW_AT_artificial
	.byte	12                              ; Abbrev [12] 0x166:0x5 DW_TAG_formal_parameter
	.long	43                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	13                              ; Abbrev [13] 0x16d:0x9 DW_TAG_pointer_type
	.long	333                             ; DW_AT_type
	.long	1                               ; DW_AT_address_class
	.byte	14                              ; Abbrev [14] 0x176:0x2c DW_TAG_subprogram
	.byte	4                               ; DW_AT_low_pc
	.long	.Lfunc_end4-.Lfunc_begin4       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.long	391                             ; DW_AT_object_pointer
	.long	348                             ; DW_AT_specification
	.byte	15                              ; Abbrev [15] 0x187:0xc DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	31                              ; DW_AT_name
	.long	628                             ; DW_AT_type
                                        ; DW_AT_artificial
	.byte	4                               ; Abbrev [4] 0x193:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	4
	.byte	49
	.byte	22
	.byte	24
	.byte	32                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x1a2:0x2e DW_TAG_subprogram
	.byte	5                               ; DW_AT_low_pc
	.long	.Lfunc_end5-.Lfunc_begin5       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	16                              ; DW_AT_linkage_name
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	4                               ; Abbrev [4] 0x1b3:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	26                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x1c1:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	4
	.byte	49
	.byte	22
	.byte	24
	.byte	29                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x1d0:0x42 DW_TAG_subprogram
	.byte	6                               ; DW_AT_low_pc
	.long	.Lfunc_end6-.Lfunc_begin6       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	18                              ; DW_AT_linkage_name
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	4                               ; Abbrev [4] 0x1e1:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x1ef:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	4
	.byte	49
	.byte	22
	.byte	24
	.byte	24                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x1fd:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x20b:0x6 DW_TAG_template_type_parameter
	.long	43                              ; DW_AT_type
	.byte	10                              ; DW_AT_name
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x212:0x34 DW_TAG_subprogram
	.byte	7                               ; DW_AT_low_pc
	.long	.Lfunc_end7-.Lfunc_begin7       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	20                              ; DW_AT_linkage_name
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	4                               ; Abbrev [4] 0x223:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	618                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x231:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	24                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	618                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x23f:0x6 DW_TAG_template_type_parameter
	.long	43                              ; DW_AT_type
	.byte	10                              ; DW_AT_name
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0x246:0x4 DW_TAG_base_type
	.byte	9                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	16                              ; Abbrev [16] 0x24a:0x5 DW_TAG_pointer_type
	.long	582                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x24f:0x5 DW_TAG_pointer_type
	.long	596                             ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x254:0x5 DW_TAG_const_type
	.long	582                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x259:0x8 DW_TAG_typedef
	.long	609                             ; DW_AT_type
	.byte	28                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	142                             ; DW_AT_decl_line
	.byte	2                               ; Abbrev [2] 0x261:0x4 DW_TAG_base_type
	.byte	27                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	16                              ; Abbrev [16] 0x265:0x5 DW_TAG_pointer_type
	.long	43                              ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x26a:0x5 DW_TAG_pointer_type
	.long	623                             ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x26f:0x5 DW_TAG_const_type
	.long	43                              ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x274:0x9 DW_TAG_pointer_type
	.long	333                             ; DW_AT_type
	.long	1                               ; DW_AT_address_class
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	1                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	1                               ; DW_RLE_base_addressx
	.byte	0                               ;   base address index
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Lfunc_begin0-.Lfunc_begin0    ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Lfunc_begin3-.Lfunc_begin0    ;   starting offset
	.uleb128 .Lfunc_end3-.Lfunc_begin0      ;   ending offset
	.byte	3                               ; DW_RLE_startx_length
	.byte	1                               ;   start index
	.uleb128 .Lfunc_end1-.Lfunc_begin1      ;   length
	.byte	3                               ; DW_RLE_startx_length
	.byte	2                               ;   start index
	.uleb128 .Lfunc_end2-.Lfunc_begin2      ;   length
	.byte	3                               ; DW_RLE_startx_length
	.byte	4                               ;   start index
	.uleb128 .Lfunc_end4-.Lfunc_begin4      ;   length
	.byte	3                               ; DW_RLE_startx_length
	.byte	5                               ;   start index
	.uleb128 .Lfunc_end5-.Lfunc_begin5      ;   length
	.byte	3                               ; DW_RLE_startx_length
	.byte	6                               ;   start index
	.uleb128 .Lfunc_end6-.Lfunc_begin6      ;   length
	.byte	3                               ; DW_RLE_startx_length
	.byte	7                               ;   start index
	.uleb128 .Lfunc_end7-.Lfunc_begin7      ;   length
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	136                             ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"templates.clcpp"               ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=56
.Linfo_string3:
	.asciz	"int"                           ; string offset=58
.Linfo_string4:
	.asciz	"value"                         ; string offset=62
.Linfo_string5:
	.asciz	"_ZNU3AS57Counter4bumpEi"       ; string offset=68
.Linfo_string6:
	.asciz	"bump"                          ; string offset=92
.Linfo_string7:
	.asciz	"Counter"                       ; string offset=97
.Linfo_string8:
	.asciz	"blend"                         ; string offset=105
.Linfo_string9:
	.asciz	"float"                         ; string offset=111
.Linfo_string10:
	.asciz	"T"                             ; string offset=117
.Linfo_string11:
	.asciz	"_Z5lerp3IfET_S0_S0_S0_"        ; string offset=119
.Linfo_string12:
	.asciz	"lerp3<float>"                  ; string offset=142
.Linfo_string13:
	.asciz	"_Z4dot3IU3AS1fET_PKS1_S3_"     ; string offset=155
.Linfo_string14:
	.asciz	"dot3<__global float>"          ; string offset=181
.Linfo_string15:
	.asciz	"blend_int"                     ; string offset=202
.Linfo_string16:
	.asciz	"_Z4wrapii"                     ; string offset=212
.Linfo_string17:
	.asciz	"wrap"                          ; string offset=222
.Linfo_string18:
	.asciz	"_Z5lerp3IiET_S0_S0_S0_"        ; string offset=227
.Linfo_string19:
	.asciz	"lerp3<int>"                    ; string offset=250
.Linfo_string20:
	.asciz	"_Z4dot3IU3AS1iET_PKS1_S3_"     ; string offset=261
.Linfo_string21:
	.asciz	"dot3<__global int>"            ; string offset=287
.Linfo_string22:
	.asciz	"out"                           ; string offset=306
.Linfo_string23:
	.asciz	"a"                             ; string offset=310
.Linfo_string24:
	.asciz	"b"                             ; string offset=312
.Linfo_string25:
	.asciz	"t"                             ; string offset=314
.Linfo_string26:
	.asciz	"i"                             ; string offset=316
.Linfo_string27:
	.asciz	"unsigned long"                 ; string offset=318
.Linfo_string28:
	.asciz	"size_t"                        ; string offset=332
.Linfo_string29:
	.asciz	"n"                             ; string offset=339
.Linfo_string30:
	.asciz	"c"                             ; string offset=341
.Linfo_string31:
	.asciz	"this"                          ; string offset=343
.Linfo_string32:
	.asciz	"by"                            ; string offset=348
	.section	.debug_str_offsets,"",@progbits
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.long	.Linfo_string3
	.long	.Linfo_string4
	.long	.Linfo_string5
	.long	.Linfo_string6
	.long	.Linfo_string7
	.long	.Linfo_string8
	.long	.Linfo_string9
	.long	.Linfo_string10
	.long	.Linfo_string11
	.long	.Linfo_string12
	.long	.Linfo_string13
	.long	.Linfo_string14
	.long	.Linfo_string15
	.long	.Linfo_string16
	.long	.Linfo_string17
	.long	.Linfo_string18
	.long	.Linfo_string19
	.long	.Linfo_string20
	.long	.Linfo_string21
	.long	.Linfo_string22
	.long	.Linfo_string23
	.long	.Linfo_string24
	.long	.Linfo_string25
	.long	.Linfo_string26
	.long	.Linfo_string27
	.long	.Linfo_string28
	.long	.Linfo_string29
	.long	.Linfo_string30
	.long	.Linfo_string31
	.long	.Linfo_string32
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Lfunc_begin1
	.quad	.Lfunc_begin2
	.quad	.Lfunc_begin3
	.quad	.Lfunc_begin4
	.quad	.Lfunc_begin5
	.quad	.Lfunc_begin6
	.quad	.Lfunc_begin7
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym _Z5lerp3IfET_S0_S0_S0_
	.addrsig_sym _Z4dot3IU3AS1fET_PKS1_S3_
	.addrsig_sym _ZNU3AS57Counter4bumpEi
	.addrsig_sym _Z4wrapii
	.addrsig_sym _Z5lerp3IiET_S0_S0_S0_
	.addrsig_sym _Z4dot3IU3AS1iET_PKS1_S3_
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     35
    .args:
      - .address_space:  global
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
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      float
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
      - .offset:         112
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         120
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         128
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         136
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         144
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         232
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 3
      - 0
    .max_flat_workgroup_size: 256
    .name:           blend
    .private_segment_fixed_size: 72
    .sgpr_count:     42
    .sgpr_spill_count: 12
    .symbol:         blend.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     67
    .vgpr_spill_count: 3
    .wavefront_size: 64
  - .agpr_count:     36
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
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
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 3
      - 0
    .max_flat_workgroup_size: 256
    .name:           blend_int
    .private_segment_fixed_size: 72
    .sgpr_count:     42
    .sgpr_spill_count: 11
    .symbol:         blend_int.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     68
    .vgpr_spill_count: 4
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
