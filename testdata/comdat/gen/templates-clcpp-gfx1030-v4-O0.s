	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 4
	.protected	blend                   ; -- Begin function blend
	.globl	blend
	.p2align	8
	.type	blend,@function
blend:                                  ; @blend
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x800
	s_add_u32 s12, s12, s17
	s_addc_u32 s13, s13, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s12
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s13
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr6 : SGPR spill to VGPR lane
	v_writelane_b32 v6, s16, 0
	s_mov_b32 s13, s15
	v_writelane_b32 v6, s13, 1
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v6, 0
	v_writelane_b32 v6, s12, 2
	v_writelane_b32 v6, s10, 3
	v_writelane_b32 v6, s11, 4
	s_mov_b64 s[16:17], s[8:9]
	v_writelane_b32 v6, s6, 5
	v_writelane_b32 v6, s7, 6
	v_writelane_b32 v6, s4, 7
	v_writelane_b32 v6, s5, 8
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v3, v0
	s_load_dwordx2 s[22:23], s[16:17], 0x0
	s_load_dwordx2 s[20:21], s[16:17], 0x8
	s_load_dwordx2 s[18:19], s[16:17], 0x10
	s_load_dword s8, s[16:17], 0x18
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s9, s23
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:4
	s_mov_b32 s9, s22
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33
	s_mov_b32 s9, s21
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:12
	s_mov_b32 s9, s20
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b32 s9, s19
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:20
	s_mov_b32 s9, s18
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_mov_b32 s8, 0
                                        ; implicit-def: $sgpr8
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr8
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v7, off, s[0:3], s33 offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:36
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr8
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	s_mov_b32 s8, 2
	v_writelane_b32 v6, s8, 9
	v_lshlrev_b64 v[9:10], s8, v[7:8]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v7, v9
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v10
	v_add_co_u32 v0, s8, v0, v7
	v_add_co_ci_u32_e64 v2, s8, v1, v2, s8
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dword v0, v[0:1], off
	buffer_load_dword v11, off, s[0:3], s33 offset:16
	buffer_load_dword v1, off, s[0:3], s33 offset:20
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr8
                                        ; kill: def $vgpr11 killed $vgpr11 def $vgpr11_vgpr12 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v12, v1
	v_mov_b32_e32 v1, v11
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v2, v12
	v_mov_b32_e32 v7, v10
	v_add_co_u32 v1, s8, v1, v8
	v_add_co_ci_u32_e64 v7, s8, v2, v7, s8
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v7
	global_load_dword v1, v[1:2], off
	buffer_load_dword v2, off, s[0:3], s33 offset:24
	s_mov_b64 s[18:19], 32
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v6, s8, 10
	v_writelane_b32 v6, s9, 11
	s_or_saveexec_b32 s34, -1
	buffer_store_dword v6, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s34
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z5lerp3IfET_S0_S0_S0_@rel32@lo+4
	s_addc_u32 s17, s17, _Z5lerp3IfET_S0_S0_S0_@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v5, s15, v5
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v4, s15, v4
	v_or3_b32 v31, v3, v4, v5
	buffer_store_dword v31, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v31, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	s_or_saveexec_b32 s34, -1
	buffer_load_dword v1, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s34
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v1, 7
	v_readlane_b32 s5, v1, 8
	v_readlane_b32 s6, v1, 5
	v_readlane_b32 s7, v1, 6
	v_readlane_b32 s8, v1, 10
	v_readlane_b32 s9, v1, 11
	v_readlane_b32 s10, v1, 3
	v_readlane_b32 s11, v1, 4
	v_readlane_b32 s12, v1, 2
	v_readlane_b32 s13, v1, 1
	v_readlane_b32 s14, v1, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $sgpr16
	v_mov_b32_e32 v5, s15
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v1
	buffer_load_dword v2, off, s[0:3], s33 offset:16
	buffer_load_dword v1, off, s[0:3], s33 offset:20
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $sgpr16
	v_mov_b32_e32 v3, s15
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v1
	s_mov_b32 s15, 32
	v_lshrrev_b64 v[5:6], s15, v[5:6]
	v_mov_b32_e32 v1, v5
	v_lshrrev_b64 v[3:4], s15, v[3:4]
                                        ; kill: def $vgpr3 killed $vgpr3 killed $vgpr3_vgpr4 killed $exec
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4dot3IU3AS1fET_PKS1_S3_@rel32@lo+4
	s_addc_u32 s17, s17, _Z4dot3IU3AS1fET_PKS1_S3_@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v1, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	s_or_saveexec_b32 s34, -1
	buffer_load_dword v2, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s34
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v2, 9
	v_mov_b32_e32 v2, v0
	s_or_saveexec_b32 s34, -1
	buffer_load_dword v0, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s34
	v_add_f32_e64 v3, v1, v2
	buffer_load_dword v8, off, s[0:3], s33
	buffer_load_dword v1, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	buffer_load_dword v4, off, s[0:3], s33 offset:36
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v4
	v_lshlrev_b64 v[6:7], s4, v[1:2]
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32 v1, s4, v1, v5
	v_add_co_ci_u32_e64 v4, s4, v2, v4, s4
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v4
	global_store_dword v[1:2], v3, off
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel blend
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 88
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 35
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
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
.Lfunc_end0:
	.size	blend, .Lfunc_end0-blend
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1064
; NumSgprs: 37
; NumVgprs: 32
; ScratchSize: 88
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 37
; NumVGPRsForWavesPerEU: 32
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.section	.text._Z5lerp3IfET_S0_S0_S0_,"axG",@progbits,_Z5lerp3IfET_S0_S0_S0_,comdat
	.hidden	_Z5lerp3IfET_S0_S0_S0_          ; -- Begin function _Z5lerp3IfET_S0_S0_S0_
	.weak	_Z5lerp3IfET_S0_S0_S0_
	.p2align	2
	.type	_Z5lerp3IfET_S0_S0_S0_,@function
_Z5lerp3IfET_S0_S0_S0_:                 ; @_Z5lerp3IfET_S0_S0_S0_
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x200
	buffer_store_dword v0, off, s[0:3], s33
	buffer_store_dword v1, off, s[0:3], s33 offset:4
	buffer_store_dword v2, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33
	buffer_load_dword v1, off, s[0:3], s33 offset:4
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v1, v1, v0
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, v2
	s_add_i32 s32, s32, 0xfffffe00
	s_mov_b32 s33, s4
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	_Z5lerp3IfET_S0_S0_S0_, .Lfunc_end1-_Z5lerp3IfET_S0_S0_S0_
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 108
; NumSgprs: 34
; NumVgprs: 3
; ScratchSize: 16
; MemoryBound: 0
	.section	.text._Z4dot3IU3AS1fET_PKS1_S3_,"axG",@progbits,_Z4dot3IU3AS1fET_PKS1_S3_,comdat
	.hidden	_Z4dot3IU3AS1fET_PKS1_S3_       ; -- Begin function _Z4dot3IU3AS1fET_PKS1_S3_
	.weak	_Z4dot3IU3AS1fET_PKS1_S3_
	.p2align	2
	.type	_Z4dot3IU3AS1fET_PKS1_S3_,@function
_Z4dot3IU3AS1fET_PKS1_S3_:              ; @_Z4dot3IU3AS1fET_PKS1_S3_
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s6, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x300
	buffer_store_dword v2, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
                                        ; implicit-def: $sgpr4_sgpr5
                                        ; implicit-def: $sgpr4_sgpr5
	v_mov_b32_e32 v4, v3
	buffer_store_dword v4, off, s[0:3], s33 offset:4
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	buffer_store_dword v2, off, s[0:3], s33
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	buffer_load_dword v4, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v0, v4
	v_mov_b32_e32 v1, v5
	global_load_dword v1, v[0:1], off
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v6, v2
	global_load_dword v6, v[6:7], off
	v_mov_b32_e32 v8, v5
	v_mov_b32_e32 v7, v4
	global_load_dword v0, v[7:8], off offset:4
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v7, v2
	global_load_dword v7, v[7:8], off offset:4
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v0, v7
	v_fmac_f32_e64 v0, v1, v6
	global_load_dword v1, v[4:5], off offset:8
	global_load_dword v2, v[2:3], off offset:8
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, v2
	s_add_i32 s32, s32, 0xfffffd00
	s_mov_b32 s33, s6
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	_Z4dot3IU3AS1fET_PKS1_S3_, .Lfunc_end2-_Z4dot3IU3AS1fET_PKS1_S3_
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 272
; NumSgprs: 34
; NumVgprs: 9
; ScratchSize: 24
; MemoryBound: 0
	.text
	.protected	blend_int               ; -- Begin function blend_int
	.globl	blend_int
	.p2align	8
	.type	blend_int,@function
blend_int:                              ; @blend_int
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x800
	s_add_u32 s12, s12, s17
	s_addc_u32 s13, s13, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s12
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s13
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr5 : SGPR spill to VGPR lane
	v_writelane_b32 v5, s16, 0
	s_mov_b32 s13, s15
	v_writelane_b32 v5, s13, 1
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v5, 0
	v_writelane_b32 v5, s12, 2
	v_writelane_b32 v5, s10, 3
	v_writelane_b32 v5, s11, 4
	s_mov_b64 s[16:17], s[8:9]
	v_writelane_b32 v5, s6, 5
	v_writelane_b32 v5, s7, 6
	v_writelane_b32 v5, s4, 7
	v_writelane_b32 v5, s5, 8
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v0
	s_load_dwordx2 s[20:21], s[16:17], 0x0
	s_load_dwordx2 s[18:19], s[16:17], 0x8
	s_load_dword s8, s[16:17], 0x10
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s9, s21
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:4
	s_mov_b32 s9, s20
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33
	s_mov_b32 s9, s19
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:12
	s_mov_b32 s9, s18
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	s_mov_b32 s8, 0
                                        ; implicit-def: $sgpr8
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v6, v1
	buffer_store_dword v6, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	s_mov_b64 s[18:19], 24
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v5, s8, 9
	v_writelane_b32 v5, s9, 10
	s_or_saveexec_b32 s34, -1
	buffer_store_dword v5, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s34
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4wrapii@rel32@lo+4
	s_addc_u32 s17, s17, _Z4wrapii@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v4, s15, v4
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v3, s15, v3
	v_or3_b32 v31, v2, v3, v4
	buffer_store_dword v31, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v31, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	s_or_saveexec_b32 s34, -1
	buffer_load_dword v1, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s34
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v1, 7
	v_readlane_b32 s5, v1, 8
	v_readlane_b32 s6, v1, 5
	v_readlane_b32 s7, v1, 6
	v_readlane_b32 s8, v1, 9
	v_readlane_b32 s9, v1, 10
	v_readlane_b32 s10, v1, 3
	v_readlane_b32 s11, v1, 4
	v_readlane_b32 s12, v1, 2
	v_readlane_b32 s13, v1, 1
	v_readlane_b32 s14, v1, 0
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, 32
                                        ; implicit-def: $sgpr15
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZNU3AS57Counter4bumpEi@rel32@lo+4
	s_addc_u32 s17, s17, _ZNU3AS57Counter4bumpEi@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v31, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	s_or_saveexec_b32 s34, -1
	buffer_load_dword v0, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s34
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 7
	v_readlane_b32 s5, v0, 8
	v_readlane_b32 s6, v0, 5
	v_readlane_b32 s7, v0, 6
	v_readlane_b32 s8, v0, 9
	v_readlane_b32 s9, v0, 10
	v_readlane_b32 s10, v0, 3
	v_readlane_b32 s11, v0, 4
	v_readlane_b32 s12, v0, 2
	v_readlane_b32 s13, v0, 1
	v_readlane_b32 s14, v0, 0
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	buffer_load_dword v2, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	buffer_load_dword v3, off, s[0:3], s33 offset:24
	buffer_load_dword v2, off, s[0:3], s33 offset:28
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v2, 2
	buffer_store_dword v2, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	v_lshlrev_b64 v[5:6], v2, v[3:4]
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v6
	v_add_co_u32 v3, s15, v3, v4
	v_add_co_ci_u32_e64 v0, s15, v0, v1, s15
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	global_load_dword v0, v[3:4], off
	global_load_dword v1, v[3:4], off offset:4
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z5lerp3IiET_S0_S0_S0_@rel32@lo+4
	s_addc_u32 s17, s17, _Z5lerp3IiET_S0_S0_S0_@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v31, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	s_or_saveexec_b32 s34, -1
	buffer_load_dword v1, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s34
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v1, 7
	v_readlane_b32 s5, v1, 8
	v_readlane_b32 s6, v1, 5
	v_readlane_b32 s7, v1, 6
	v_readlane_b32 s8, v1, 9
	v_readlane_b32 s9, v1, 10
	v_readlane_b32 s10, v1, 3
	v_readlane_b32 s11, v1, 4
	v_readlane_b32 s12, v1, 2
	v_readlane_b32 s13, v1, 1
	v_readlane_b32 s14, v1, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	buffer_load_dword v3, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $sgpr16
	v_mov_b32_e32 v0, s15
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v3
	s_mov_b32 s15, 32
	v_lshrrev_b64 v[0:1], s15, v[0:1]
	v_mov_b32_e32 v3, v0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4dot3IU3AS1iET_PKS1_S3_@rel32@lo+4
	s_addc_u32 s17, s17, _Z4dot3IU3AS1iET_PKS1_S3_@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v3
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v2, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	v_mov_b32_e32 v3, v0
	s_or_saveexec_b32 s34, -1
	buffer_load_dword v0, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s34
	buffer_load_dword v4, off, s[0:3], s33 offset:32
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v2, v3, v4
	buffer_load_dword v8, off, s[0:3], s33
	buffer_load_dword v2, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v2
	buffer_load_dword v4, off, s[0:3], s33 offset:24
	buffer_load_dword v2, off, s[0:3], s33 offset:28
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v2
	v_lshlrev_b64 v[6:7], v1, v[4:5]
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32 v1, s4, v1, v5
	v_add_co_ci_u32_e64 v4, s4, v2, v4, s4
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v4
	global_store_dword v[1:2], v3, off
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel blend_int
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 88
		.amdhsa_kernarg_size 80
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 35
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
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
	.size	blend_int, .Lfunc_end3-blend_int
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1268
; NumSgprs: 37
; NumVgprs: 32
; ScratchSize: 88
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 37
; NumVGPRsForWavesPerEU: 32
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.section	.text._ZNU3AS57Counter4bumpEi,"axG",@progbits,_ZNU3AS57Counter4bumpEi,comdat
	.hidden	_ZNU3AS57Counter4bumpEi         ; -- Begin function _ZNU3AS57Counter4bumpEi
	.weak	_ZNU3AS57Counter4bumpEi
	.p2align	2
	.type	_ZNU3AS57Counter4bumpEi,@function
_ZNU3AS57Counter4bumpEi:                ; @_ZNU3AS57Counter4bumpEi
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x180
	buffer_store_dword v0, off, s[0:3], s33
	buffer_store_dword v1, off, s[0:3], s33 offset:4
	buffer_load_dword v1, off, s[0:3], s33
	buffer_load_dword v2, off, s[0:3], s33 offset:4
	s_waitcnt vmcnt(1)
	buffer_load_dword v0, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e64 v0, v0, v2
	buffer_store_dword v0, v1, s[0:3], 0 offen
	s_add_i32 s32, s32, 0xfffffe80
	s_mov_b32 s33, s4
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	_ZNU3AS57Counter4bumpEi, .Lfunc_end4-_ZNU3AS57Counter4bumpEi
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 100
; NumSgprs: 34
; NumVgprs: 3
; ScratchSize: 12
; MemoryBound: 0
	.section	.text._Z4wrapii,"axG",@progbits,_Z4wrapii,comdat
	.hidden	_Z4wrapii                       ; -- Begin function _Z4wrapii
	.weak	_Z4wrapii
	.p2align	2
	.type	_Z4wrapii,@function
_Z4wrapii:                              ; @_Z4wrapii
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s6, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x180
	buffer_store_dword v0, off, s[0:3], s33
	buffer_store_dword v1, off, s[0:3], s33 offset:4
	buffer_load_dword v0, off, s[0:3], s33
	buffer_load_dword v1, off, s[0:3], s33 offset:4
	s_mov_b32 s4, 31
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e64 v4, s4, v0
	v_add_nc_u32_e64 v0, v0, v4
	v_xor_b32_e64 v0, v0, v4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, s4, v1
	v_add_nc_u32_e64 v2, v1, v3
	v_xor_b32_e64 v2, v2, v3
	s_mov_b32 s5, 0
	v_sub_nc_u32_e64 v5, s5, v2
	v_cvt_f32_u32_e32 v3, v2
	v_rcp_iflag_f32_e32 v3, v3
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v5, v5, v3
	v_mul_hi_u32 v5, v3, v5
	v_add_nc_u32_e64 v3, v3, v5
	v_mul_hi_u32 v5, v0, v3
	v_mul_lo_u32 v5, v5, v2
	v_sub_nc_u32_e64 v0, v0, v5
	v_cmp_ge_u32_e64 s5, v0, v2
	v_sub_nc_u32_e64 v5, v0, v2
	v_cndmask_b32_e64 v0, v0, v5, s5
	v_cmp_ge_u32_e64 s5, v0, v2
	v_sub_nc_u32_e64 v5, v0, v2
	v_cndmask_b32_e64 v0, v0, v5, s5
	v_xor_b32_e64 v0, v0, v4
	v_sub_nc_u32_e64 v0, v0, v4
	v_add_nc_u32_e64 v0, v0, v1
	v_ashrrev_i32_e64 v1, s4, v0
	v_add_nc_u32_e64 v0, v0, v1
	v_xor_b32_e64 v0, v0, v1
	v_mul_hi_u32 v3, v0, v3
	v_mul_lo_u32 v3, v3, v2
	v_sub_nc_u32_e64 v0, v0, v3
	v_cmp_ge_u32_e64 s4, v0, v2
	v_sub_nc_u32_e64 v3, v0, v2
	v_cndmask_b32_e64 v0, v0, v3, s4
	v_cmp_ge_u32_e64 s4, v0, v2
	v_sub_nc_u32_e64 v2, v0, v2
	v_cndmask_b32_e64 v0, v0, v2, s4
	v_xor_b32_e64 v0, v0, v1
	v_sub_nc_u32_e64 v0, v0, v1
	s_add_i32 s32, s32, 0xfffffe80
	s_mov_b32 s33, s6
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	_Z4wrapii, .Lfunc_end5-_Z4wrapii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 392
; NumSgprs: 34
; NumVgprs: 6
; ScratchSize: 12
; MemoryBound: 0
	.section	.text._Z5lerp3IiET_S0_S0_S0_,"axG",@progbits,_Z5lerp3IiET_S0_S0_S0_,comdat
	.hidden	_Z5lerp3IiET_S0_S0_S0_          ; -- Begin function _Z5lerp3IiET_S0_S0_S0_
	.weak	_Z5lerp3IiET_S0_S0_S0_
	.p2align	2
	.type	_Z5lerp3IiET_S0_S0_S0_,@function
_Z5lerp3IiET_S0_S0_S0_:                 ; @_Z5lerp3IiET_S0_S0_S0_
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s6, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x200
	buffer_store_dword v0, off, s[0:3], s33
	buffer_store_dword v1, off, s[0:3], s33 offset:4
	buffer_store_dword v2, off, s[0:3], s33 offset:8
	buffer_load_dword v2, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33 offset:4
	s_waitcnt vmcnt(0)
	v_sub_nc_u32_e64 v0, v0, v2
	buffer_load_dword v1, off, s[0:3], s33 offset:8
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v4, s4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[0:1], s4, v0, v1, v[2:3]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_add_i32 s32, s32, 0xfffffe00
	s_mov_b32 s33, s6
	s_setpc_b64 s[30:31]
.Lfunc_end6:
	.size	_Z5lerp3IiET_S0_S0_S0_, .Lfunc_end6-_Z5lerp3IiET_S0_S0_S0_
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 116
; NumSgprs: 34
; NumVgprs: 5
; ScratchSize: 16
; MemoryBound: 0
	.section	.text._Z4dot3IU3AS1iET_PKS1_S3_,"axG",@progbits,_Z4dot3IU3AS1iET_PKS1_S3_,comdat
	.hidden	_Z4dot3IU3AS1iET_PKS1_S3_       ; -- Begin function _Z4dot3IU3AS1iET_PKS1_S3_
	.weak	_Z4dot3IU3AS1iET_PKS1_S3_
	.p2align	2
	.type	_Z4dot3IU3AS1iET_PKS1_S3_,@function
_Z4dot3IU3AS1iET_PKS1_S3_:              ; @_Z4dot3IU3AS1iET_PKS1_S3_
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s6, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x300
	buffer_store_dword v2, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
                                        ; implicit-def: $sgpr4_sgpr5
                                        ; implicit-def: $sgpr4_sgpr5
	v_mov_b32_e32 v4, v3
	buffer_store_dword v4, off, s[0:3], s33 offset:4
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	buffer_store_dword v2, off, s[0:3], s33
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	buffer_load_dword v5, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v0, v5
	v_mov_b32_e32 v1, v6
	global_load_dword v0, v[0:1], off
	buffer_load_dword v3, off, s[0:3], s33 offset:8
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v1, v3
	v_mov_b32_e32 v2, v4
	global_load_dword v1, v[1:2], off
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	v_mov_b32_e32 v1, v5
	v_mov_b32_e32 v2, v6
	global_load_dword v1, v[1:2], off offset:4
	v_mov_b32_e32 v8, v4
	v_mov_b32_e32 v7, v3
	global_load_dword v2, v[7:8], off offset:4
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, v2
	global_load_dword v2, v[5:6], off offset:8
	global_load_dword v3, v[3:4], off offset:8
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v2, v3
	v_add3_u32 v0, v0, v1, v2
	s_add_i32 s32, s32, 0xfffffd00
	s_mov_b32 s33, s6
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	_Z4dot3IU3AS1iET_PKS1_S3_, .Lfunc_end7-_Z4dot3IU3AS1iET_PKS1_S3_
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 284
; NumSgprs: 34
; NumVgprs: 9
; ScratchSize: 24
; MemoryBound: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	400                             ; 0x190
	.size	__oclc_ABI_version, 4

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
  - .args:
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
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         64
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         72
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         80
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 3
      - 0
    .max_flat_workgroup_size: 256
    .name:           blend
    .private_segment_fixed_size: 88
    .sgpr_count:     37
    .sgpr_spill_count: 12
    .symbol:         blend.kd
    .vgpr_count:     32
    .vgpr_spill_count: 3
    .wavefront_size: 32
  - .args:
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
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         48
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         56
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         64
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         72
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 3
      - 0
    .max_flat_workgroup_size: 256
    .name:           blend_int
    .private_segment_fixed_size: 88
    .sgpr_count:     37
    .sgpr_spill_count: 11
    .symbol:         blend_int.kd
    .vgpr_count:     32
    .vgpr_spill_count: 4
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
