	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.section	.text._Z4fillIfEvPT_S0_,"axG",@progbits,_Z4fillIfEvPT_S0_,comdat
	.protected	_Z4fillIfEvPT_S0_       ; -- Begin function _Z4fillIfEvPT_S0_
	.globl	_Z4fillIfEvPT_S0_
	.p2align	8
	.type	_Z4fillIfEvPT_S0_,@function
_Z4fillIfEvPT_S0_:                      ; @_Z4fillIfEvPT_S0_
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x800
	s_add_u32 flat_scratch_lo, s10, s15
	s_addc_u32 flat_scratch_hi, s11, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[10:11], s[8:9]
	v_mov_b32_e32 v31, v0
	v_accvgpr_write_b32 a32, v31            ;  Reload Reuse
	s_load_dwordx2 s[16:17], s[6:7], 0x0
	s_load_dword s8, s[6:7], 0x8
	s_mov_b64 s[24:25], 0
	s_mov_b32 s20, s25
	s_mov_b64 s[18:19], src_private_base
	s_mov_b32 s9, 32
	s_lshr_b64 s[26:27], s[18:19], s9
	s_mov_b32 s18, -1
	v_mov_b32_e32 v2, 0
                                        ; implicit-def: $sgpr9
	v_cmp_ne_u32_e64 s[22:23], v2, s18
	s_mov_b32 s15, s26
	v_mov_b32_e32 v0, s20
	v_mov_b32_e32 v1, s15
	v_cndmask_b32_e64 v0, v0, v1, s[22:23]
	s_mov_b32 s9, s24
                                        ; implicit-def: $sgpr19
	v_mov_b32_e32 v1, s9
	v_cndmask_b32_e64 v4, v1, v2, s[22:23]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v2, 8
                                        ; implicit-def: $sgpr19
	v_cmp_ne_u32_e64 s[22:23], v2, s18
	v_mov_b32_e32 v0, s20
	v_mov_b32_e32 v1, s15
	v_cndmask_b32_e64 v0, v0, v1, s[22:23]
                                        ; implicit-def: $sgpr19
	v_mov_b32_e32 v1, s9
	v_cndmask_b32_e64 v2, v1, v2, s[22:23]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	v_accvgpr_write_b32 a34, v2             ;  Reload Reuse
	v_accvgpr_write_b32 a33, v3             ;  Reload Reuse
	v_mov_b32_e32 v1, 16
                                        ; implicit-def: $sgpr19
	v_cmp_ne_u32_e64 s[18:19], v1, s18
	v_mov_b32_e32 v0, s20
	v_mov_b32_e32 v6, s15
	v_cndmask_b32_e64 v6, v0, v6, s[18:19]
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v0, s9
	v_cndmask_b32_e64 v0, v0, v1, s[18:19]
                                        ; kill: def $vgpr6 killed $vgpr6 killed $exec
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v6
	v_pk_mov_b32 v[6:7], v[4:5], v[4:5] op_sel:[0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_mov_b32 v[8:9], s[16:17], s[16:17] op_sel:[0,1]
	flat_store_dwordx2 v[6:7], v[8:9]
	flat_load_dwordx2 v[4:5], v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[2:3], v[4:5]
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
	v_mov_b32_e32 v4, s8
	flat_store_dword v[2:3], v4
	flat_load_dword v0, v[0:1]
	s_mov_b64 s[16:17], 16
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z5twiceIfET_S0_@rel32@lo+4
	s_addc_u32 s17, s17, _Z5twiceIfET_S0_@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v4, a34              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a33              ;  Reload Reuse
	v_mov_b32_e32 v2, v0
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	flat_load_dwordx2 v[8:9], v[4:5]
	s_mov_b32 s4, 0x3ff
	v_and_b32_e64 v0, v0, s4
	s_mov_b32 s4, 2
	v_lshlrev_b32_e64 v6, s4, v0
	s_mov_b32 s4, 0
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32_e64 v0, s[4:5], v0, v4
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z4fillIfEvPT_S0_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 64
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 79
		.amdhsa_next_free_sgpr 34
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
	.section	.text._Z4fillIfEvPT_S0_,"axG",@progbits,_Z4fillIfEvPT_S0_,comdat
.Lfunc_end0:
	.size	_Z4fillIfEvPT_S0_, .Lfunc_end0-_Z4fillIfEvPT_S0_
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 516
; NumSgprs: 40
; NumVgprs: 41
; NumAgprs: 35
; TotalNumVgprs: 79
; ScratchSize: 64
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 79
; AccumOffset: 44
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z5twiceIfET_S0_,"axG",@progbits,_Z5twiceIfET_S0_,comdat
	.hidden	_Z5twiceIfET_S0_                ; -- Begin function _Z5twiceIfET_S0_
	.weak	_Z5twiceIfET_S0_
	.p2align	2
	.type	_Z5twiceIfET_S0_,@function
_Z5twiceIfET_S0_:                       ; @_Z5twiceIfET_S0_
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v40, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	v_writelane_b32 v40, s16, 2
	s_add_i32 s32, s32, 0x400
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	v_mov_b32_e32 v4, v0
	s_mov_b64 s[16:17], src_private_base
	s_mov_b32 s18, 32
	s_lshr_b64 s[16:17], s[16:17], s18
	s_mov_b32 s20, s16
	s_mov_b64 s[18:19], 0
	s_mov_b32 s21, s19
	s_mov_b32 s16, -1
	v_lshrrev_b32_e64 v1, 6, s33
	v_add_u32_e32 v1, 4, v1
                                        ; implicit-def: $sgpr17
	v_cmp_ne_u32_e64 s[16:17], v1, s16
	v_mov_b32_e32 v0, s21
	v_mov_b32_e32 v2, s20
	v_cndmask_b32_e64 v2, v0, v2, s[16:17]
                                        ; kill: def $sgpr18 killed $sgpr18 killed $sgpr18_sgpr19
                                        ; implicit-def: $sgpr19
	v_mov_b32_e32 v0, s18
	v_cndmask_b32_e64 v0, v0, v1, s[16:17]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
	flat_store_dword v[2:3], v4
	flat_load_dword v1, v[0:1]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3mixIfET_S0_S0_@rel32@lo+4
	s_addc_u32 s17, s17, _Z3mixIfET_S0_S0_@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, v1
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s31, v40, 1
	v_readlane_b32 s30, v40, 0
	v_readlane_b32 s4, v40, 2
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_add_i32 s32, s32, 0xfffffc00
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	_Z5twiceIfET_S0_, .Lfunc_end1-_Z5twiceIfET_S0_
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 276
; NumSgprs: 38
; NumVgprs: 41
; NumAgprs: 0
; TotalNumVgprs: 41
; ScratchSize: 32
; MemoryBound: 0
	.section	.text._Z4fillIiEvPT_S0_,"axG",@progbits,_Z4fillIiEvPT_S0_,comdat
	.protected	_Z4fillIiEvPT_S0_       ; -- Begin function _Z4fillIiEvPT_S0_
	.globl	_Z4fillIiEvPT_S0_
	.p2align	8
	.type	_Z4fillIiEvPT_S0_,@function
_Z4fillIiEvPT_S0_:                      ; @_Z4fillIiEvPT_S0_
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x800
	s_add_u32 flat_scratch_lo, s10, s15
	s_addc_u32 flat_scratch_hi, s11, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[10:11], s[8:9]
	v_mov_b32_e32 v31, v0
	v_accvgpr_write_b32 a32, v31            ;  Reload Reuse
	s_load_dwordx2 s[16:17], s[6:7], 0x0
	s_load_dword s8, s[6:7], 0x8
	s_mov_b64 s[24:25], 0
	s_mov_b32 s20, s25
	s_mov_b64 s[18:19], src_private_base
	s_mov_b32 s9, 32
	s_lshr_b64 s[26:27], s[18:19], s9
	s_mov_b32 s18, -1
	v_mov_b32_e32 v2, 0
                                        ; implicit-def: $sgpr9
	v_cmp_ne_u32_e64 s[22:23], v2, s18
	s_mov_b32 s15, s26
	v_mov_b32_e32 v0, s20
	v_mov_b32_e32 v1, s15
	v_cndmask_b32_e64 v0, v0, v1, s[22:23]
	s_mov_b32 s9, s24
                                        ; implicit-def: $sgpr19
	v_mov_b32_e32 v1, s9
	v_cndmask_b32_e64 v4, v1, v2, s[22:23]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v2, 8
                                        ; implicit-def: $sgpr19
	v_cmp_ne_u32_e64 s[22:23], v2, s18
	v_mov_b32_e32 v0, s20
	v_mov_b32_e32 v1, s15
	v_cndmask_b32_e64 v0, v0, v1, s[22:23]
                                        ; implicit-def: $sgpr19
	v_mov_b32_e32 v1, s9
	v_cndmask_b32_e64 v2, v1, v2, s[22:23]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	v_accvgpr_write_b32 a34, v2             ;  Reload Reuse
	v_accvgpr_write_b32 a33, v3             ;  Reload Reuse
	v_mov_b32_e32 v1, 16
                                        ; implicit-def: $sgpr19
	v_cmp_ne_u32_e64 s[18:19], v1, s18
	v_mov_b32_e32 v0, s20
	v_mov_b32_e32 v6, s15
	v_cndmask_b32_e64 v6, v0, v6, s[18:19]
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v0, s9
	v_cndmask_b32_e64 v0, v0, v1, s[18:19]
                                        ; kill: def $vgpr6 killed $vgpr6 killed $exec
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v6
	v_pk_mov_b32 v[6:7], v[4:5], v[4:5] op_sel:[0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_mov_b32 v[8:9], s[16:17], s[16:17] op_sel:[0,1]
	flat_store_dwordx2 v[6:7], v[8:9]
	flat_load_dwordx2 v[4:5], v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[2:3], v[4:5]
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
	v_mov_b32_e32 v4, s8
	flat_store_dword v[2:3], v4
	flat_load_dword v0, v[0:1]
	s_mov_b64 s[16:17], 16
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z5twiceIiET_S0_@rel32@lo+4
	s_addc_u32 s17, s17, _Z5twiceIiET_S0_@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v4, a34              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a33              ;  Reload Reuse
	v_mov_b32_e32 v2, v0
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	flat_load_dwordx2 v[8:9], v[4:5]
	s_mov_b32 s4, 0x3ff
	v_and_b32_e64 v0, v0, s4
	s_mov_b32 s4, 2
	v_lshlrev_b32_e64 v6, s4, v0
	s_mov_b32 s4, 0
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32_e64 v0, s[4:5], v0, v4
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z4fillIiEvPT_S0_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 64
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 79
		.amdhsa_next_free_sgpr 34
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
	.section	.text._Z4fillIiEvPT_S0_,"axG",@progbits,_Z4fillIiEvPT_S0_,comdat
.Lfunc_end2:
	.size	_Z4fillIiEvPT_S0_, .Lfunc_end2-_Z4fillIiEvPT_S0_
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 516
; NumSgprs: 40
; NumVgprs: 41
; NumAgprs: 35
; TotalNumVgprs: 79
; ScratchSize: 64
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 79
; AccumOffset: 44
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z5twiceIiET_S0_,"axG",@progbits,_Z5twiceIiET_S0_,comdat
	.hidden	_Z5twiceIiET_S0_                ; -- Begin function _Z5twiceIiET_S0_
	.weak	_Z5twiceIiET_S0_
	.p2align	2
	.type	_Z5twiceIiET_S0_,@function
_Z5twiceIiET_S0_:                       ; @_Z5twiceIiET_S0_
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v40, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	v_writelane_b32 v40, s16, 2
	s_add_i32 s32, s32, 0x400
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	v_mov_b32_e32 v4, v0
	s_mov_b64 s[16:17], src_private_base
	s_mov_b32 s18, 32
	s_lshr_b64 s[16:17], s[16:17], s18
	s_mov_b32 s20, s16
	s_mov_b64 s[18:19], 0
	s_mov_b32 s21, s19
	s_mov_b32 s16, -1
	v_lshrrev_b32_e64 v1, 6, s33
	v_add_u32_e32 v1, 4, v1
                                        ; implicit-def: $sgpr17
	v_cmp_ne_u32_e64 s[16:17], v1, s16
	v_mov_b32_e32 v0, s21
	v_mov_b32_e32 v2, s20
	v_cndmask_b32_e64 v2, v0, v2, s[16:17]
                                        ; kill: def $sgpr18 killed $sgpr18 killed $sgpr18_sgpr19
                                        ; implicit-def: $sgpr19
	v_mov_b32_e32 v0, s18
	v_cndmask_b32_e64 v0, v0, v1, s[16:17]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
	flat_store_dword v[2:3], v4
	flat_load_dword v1, v[0:1]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3mixIiET_S0_S0_@rel32@lo+4
	s_addc_u32 s17, s17, _Z3mixIiET_S0_S0_@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, v1
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s31, v40, 1
	v_readlane_b32 s30, v40, 0
	v_readlane_b32 s4, v40, 2
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_add_i32 s32, s32, 0xfffffc00
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	_Z5twiceIiET_S0_, .Lfunc_end3-_Z5twiceIiET_S0_
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 276
; NumSgprs: 38
; NumVgprs: 41
; NumAgprs: 0
; TotalNumVgprs: 41
; ScratchSize: 32
; MemoryBound: 0
	.text
	.protected	_Z8kernel_aPi           ; -- Begin function _Z8kernel_aPi
	.globl	_Z8kernel_aPi
	.p2align	8
	.type	_Z8kernel_aPi,@function
_Z8kernel_aPi:                          ; @_Z8kernel_aPi
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x800
	s_add_u32 flat_scratch_lo, s10, s15
	s_addc_u32 flat_scratch_hi, s11, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_writelane_b32 v1, s14, 0
	v_writelane_b32 v1, s13, 1
	v_writelane_b32 v1, s12, 2
	s_mov_b64 s[10:11], s[8:9]
	v_writelane_b32 v1, s10, 3
	v_writelane_b32 v1, s11, 4
	v_writelane_b32 v1, s4, 5
	v_writelane_b32 v1, s5, 6
	v_mov_b32_e32 v31, v0
	v_accvgpr_write_b32 a32, v31            ;  Reload Reuse
	s_load_dwordx2 s[8:9], s[6:7], 0x0
	s_mov_b64 s[22:23], 0
	s_mov_b32 s19, s23
	s_mov_b64 s[16:17], src_private_base
	s_mov_b32 s15, 32
	s_lshr_b64 s[24:25], s[16:17], s15
	s_mov_b32 s16, -1
	v_mov_b32_e32 v3, 0
                                        ; implicit-def: $sgpr15
	v_cmp_ne_u32_e64 s[20:21], v3, s16
	s_mov_b32 s18, s24
	v_mov_b32_e32 v0, s19
	v_mov_b32_e32 v2, s18
	v_cndmask_b32_e64 v0, v0, v2, s[20:21]
	s_mov_b32 s15, s22
                                        ; implicit-def: $sgpr17
	v_mov_b32_e32 v2, s15
	v_cndmask_b32_e64 v4, v2, v3, s[20:21]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v3, 8
                                        ; implicit-def: $sgpr17
	v_cmp_ne_u32_e64 s[16:17], v3, s16
	v_mov_b32_e32 v0, s19
	v_mov_b32_e32 v2, s18
	v_cndmask_b32_e64 v0, v0, v2, s[16:17]
                                        ; implicit-def: $sgpr18
	v_mov_b32_e32 v2, s15
	v_cndmask_b32_e64 v2, v2, v3, s[16:17]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	v_accvgpr_write_b32 a34, v2             ;  Reload Reuse
	v_accvgpr_write_b32 a33, v3             ;  Reload Reuse
	v_pk_mov_b32 v[6:7], v[4:5], v[4:5] op_sel:[0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_mov_b32 v[8:9], s[8:9], s[8:9] op_sel:[0,1]
	flat_store_dwordx2 v[6:7], v[8:9]
	flat_load_dwordx2 v[6:7], v[4:5]
	v_pk_mov_b32 v[4:5], v[2:3], v[2:3] op_sel:[0,1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[4:5], v[6:7]
	flat_load_dwordx2 v[2:3], v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_dword v0, v[2:3] offset:4
	s_mov_b64 s[16:17], 8
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	v_writelane_b32 v1, s8, 7
	v_writelane_b32 v1, s9, 8
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a35, v1             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z5twiceIiET_S0_@rel32@lo+4
	s_addc_u32 s17, s17, _Z5twiceIiET_S0_@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v31, a32             ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v1, a35              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v1, 5
	v_readlane_b32 s5, v1, 6
	v_readlane_b32 s8, v1, 7
	v_readlane_b32 s9, v1, 8
	v_readlane_b32 s10, v1, 3
	v_readlane_b32 s11, v1, 4
	v_readlane_b32 s12, v1, 2
	v_readlane_b32 s13, v1, 1
	v_readlane_b32 s14, v1, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z6clampii@rel32@lo+4
	s_addc_u32 s17, s17, _Z6clampii@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v31, a32             ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v1, a35              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v1, 5
	v_readlane_b32 s5, v1, 6
	v_readlane_b32 s8, v1, 7
	v_readlane_b32 s9, v1, 8
	v_readlane_b32 s10, v1, 3
	v_readlane_b32 s11, v1, 4
	v_readlane_b32 s12, v1, 2
	v_readlane_b32 s13, v1, 1
	v_readlane_b32 s14, v1, 0
	v_mov_b32_e32 v2, v0
	v_accvgpr_read_b32 v0, a34              ;  Reload Reuse
	v_accvgpr_read_b32 v1, a33              ;  Reload Reuse
	v_accvgpr_write_b32 a36, v2             ;  Reload Reuse
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_dword v0, v[0:1] offset:8
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3mixIiET_S0_S0_@rel32@lo+4
	s_addc_u32 s17, s17, _Z3mixIiET_S0_S0_@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v1, 1
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v1, a36              ;  Reload Reuse
	v_accvgpr_read_b32 v2, a34              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a33              ;  Reload Reuse
	v_mov_b32_e32 v4, v0
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a35              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_add_u32_e64 v1, v1, v4
	flat_load_dwordx2 v[2:3], v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[2:3], v1
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8kernel_aPi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 64
		.amdhsa_kernarg_size 264
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 81
		.amdhsa_next_free_sgpr 36
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
.Lfunc_end4:
	.size	_Z8kernel_aPi, .Lfunc_end4-_Z8kernel_aPi
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 824
; NumSgprs: 42
; NumVgprs: 41
; NumAgprs: 37
; TotalNumVgprs: 81
; ScratchSize: 64
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 81
; AccumOffset: 44
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z6clampii,"axG",@progbits,_Z6clampii,comdat
	.hidden	_Z6clampii                      ; -- Begin function _Z6clampii
	.weak	_Z6clampii
	.p2align	2
	.type	_Z6clampii,@function
_Z6clampii:                             ; @_Z6clampii
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s11, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[4:5], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	s_add_i32 s32, s32, 0x500
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	s_mov_b64 s[4:5], src_private_base
	s_mov_b32 s6, 32
	s_lshr_b64 s[4:5], s[4:5], s6
	s_mov_b32 s5, s4
	s_mov_b64 s[8:9], 0
	s_mov_b32 s10, s9
	s_mov_b32 s4, -1
	v_lshrrev_b32_e64 v3, 6, s33
	v_add_u32_e32 v3, 4, v3
                                        ; implicit-def: $sgpr6
	v_cmp_ne_u32_e64 s[6:7], v3, s4
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v4, s5
	v_cndmask_b32_e64 v4, v2, v4, s[6:7]
	s_mov_b32 s5, s8
                                        ; implicit-def: $sgpr8
	v_mov_b32_e32 v2, s5
	v_cndmask_b32_e64 v2, v2, v3, s[6:7]
                                        ; kill: def $vgpr4 killed $vgpr4 killed $exec
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_accvgpr_write_b32 a2, v2              ;  Reload Reuse
	v_accvgpr_write_b32 a1, v3              ;  Reload Reuse
                                        ; implicit-def: $sgpr6_sgpr7
	v_pk_mov_b32 v[4:5], v[2:3], v[2:3] op_sel:[0,1]
	flat_store_dword v[4:5], v1
	flat_load_dword v1, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_gt_i32_e64 s[4:5], v1, s4
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v1, s6
	v_accvgpr_write_b32 a3, v1              ;  Reload Reuse
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 0
	v_writelane_b32 v0, s7, 1
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB6_6
	s_branch .LBB6_2
.LBB6_1:
	s_mov_b32 s4, 0
	v_mov_b32_e32 v0, 0
	v_accvgpr_write_b32 a4, v0              ;  Reload Reuse
	s_branch .LBB6_8
.LBB6_2:
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	v_accvgpr_read_b32 v2, a2               ;  Reload Reuse
	v_accvgpr_read_b32 v3, a1               ;  Reload Reuse
	flat_load_dword v1, v[2:3]
	s_mov_b32 s4, 0x100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[4:5], v1, s4
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v1, s6
	v_accvgpr_write_b32 a5, v1              ;  Reload Reuse
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 2
	v_writelane_b32 v0, s7, 3
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB6_3
	s_branch .LBB6_5
.LBB6_3:
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	v_readlane_b32 s4, v0, 2
	v_readlane_b32 s5, v0, 3
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_accvgpr_read_b32 v1, a5               ;  Reload Reuse
	v_accvgpr_write_b32 a6, v1              ;  Reload Reuse
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 4
	v_writelane_b32 v0, s5, 5
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB6_7
; %bb.4:
	s_mov_b32 s4, 0xff
	v_mov_b32_e32 v0, 0xff
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_branch .LBB6_7
.LBB6_5:
	v_accvgpr_read_b32 v0, a2               ;  Reload Reuse
	v_accvgpr_read_b32 v1, a1               ;  Reload Reuse
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_accvgpr_write_b32 a5, v0              ;  Reload Reuse
	s_branch .LBB6_3
.LBB6_6:
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	v_readlane_b32 s4, v0, 0
	v_readlane_b32 s5, v0, 1
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_accvgpr_read_b32 v1, a3               ;  Reload Reuse
	v_accvgpr_write_b32 a4, v1              ;  Reload Reuse
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 6
	v_writelane_b32 v0, s5, 7
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB6_8
	s_branch .LBB6_1
.LBB6_7:
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	v_readlane_b32 s4, v1, 4
	v_readlane_b32 s5, v1, 5
	s_or_b64 exec, exec, s[4:5]
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_branch .LBB6_6
.LBB6_8:
	s_or_saveexec_b64 s[14:15], -1
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b64 exec, s[14:15]
	v_readlane_b32 s4, v1, 6
	v_readlane_b32 s5, v1, 7
	s_or_b64 exec, exec, s[4:5]
	v_accvgpr_read_b32 v0, a4               ;  Reload Reuse
                                        ; kill: killed $vgpr1
	s_xor_saveexec_b64 s[4:5], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_add_i32 s32, s32, 0xfffffb00
	s_mov_b32 s33, s11
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	_Z6clampii, .Lfunc_end5-_Z6clampii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 828
; NumSgprs: 38
; NumVgprs: 6
; NumAgprs: 7
; TotalNumVgprs: 15
; ScratchSize: 20
; MemoryBound: 0
	.section	.text._Z3mixIiET_S0_S0_,"axG",@progbits,_Z3mixIiET_S0_S0_,comdat
	.hidden	_Z3mixIiET_S0_S0_               ; -- Begin function _Z3mixIiET_S0_S0_
	.weak	_Z3mixIiET_S0_S0_
	.p2align	2
	.type	_Z3mixIiET_S0_S0_,@function
_Z3mixIiET_S0_S0_:                      ; @_Z3mixIiET_S0_S0_
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s9, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x400
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v0
	s_mov_b64 s[12:13], 0
	s_mov_b32 s8, s13
	s_mov_b64 s[4:5], src_private_base
	s_mov_b32 s6, 32
	s_lshr_b64 s[6:7], s[4:5], s6
	s_mov_b32 s4, -1
	v_lshrrev_b32_e64 v1, 6, s33
	v_add_u32_e32 v1, 4, v1
                                        ; implicit-def: $sgpr5
	v_cmp_ne_u32_e64 s[10:11], v1, s4
	s_mov_b32 s7, s6
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v2, s7
	v_cndmask_b32_e64 v2, v0, v2, s[10:11]
	s_mov_b32 s6, s12
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v0, s6
	v_cndmask_b32_e64 v0, v0, v1, s[10:11]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_lshrrev_b32_e64 v3, 6, s33
	v_add_u32_e32 v3, 8, v3
                                        ; implicit-def: $sgpr5
	v_cmp_ne_u32_e64 s[4:5], v3, s4
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v4, s7
	v_cndmask_b32_e64 v4, v2, v4, s[4:5]
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v2, s6
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
                                        ; kill: def $vgpr4 killed $vgpr4 killed $exec
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_pk_mov_b32 v[4:5], v[0:1], v[0:1] op_sel:[0,1]
	flat_store_dword v[4:5], v7
	v_pk_mov_b32 v[4:5], v[2:3], v[2:3] op_sel:[0,1]
	flat_store_dword v[4:5], v6
	flat_load_dword v0, v[0:1]
	s_nop 0
	flat_load_dword v2, v[2:3]
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v1, s4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	s_mov_b32 s4, 3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mad_u64_u32 v[0:1], s[4:5], v0, s4, v[2:3]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_add_i32 s32, s32, 0xfffffc00
	s_mov_b32 s33, s9
	s_setpc_b64 s[30:31]
.Lfunc_end6:
	.size	_Z3mixIiET_S0_S0_, .Lfunc_end6-_Z3mixIiET_S0_S0_
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 256
; NumSgprs: 38
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 16
; MemoryBound: 0
	.section	.text._Z3mixIfET_S0_S0_,"axG",@progbits,_Z3mixIfET_S0_S0_,comdat
	.hidden	_Z3mixIfET_S0_S0_               ; -- Begin function _Z3mixIfET_S0_S0_
	.weak	_Z3mixIfET_S0_S0_
	.p2align	2
	.type	_Z3mixIfET_S0_S0_,@function
_Z3mixIfET_S0_S0_:                      ; @_Z3mixIfET_S0_S0_
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s9, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x400
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v0
	s_mov_b64 s[12:13], 0
	s_mov_b32 s8, s13
	s_mov_b64 s[4:5], src_private_base
	s_mov_b32 s6, 32
	s_lshr_b64 s[6:7], s[4:5], s6
	s_mov_b32 s4, -1
	v_lshrrev_b32_e64 v1, 6, s33
	v_add_u32_e32 v1, 4, v1
                                        ; implicit-def: $sgpr5
	v_cmp_ne_u32_e64 s[10:11], v1, s4
	s_mov_b32 s7, s6
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v2, s7
	v_cndmask_b32_e64 v2, v0, v2, s[10:11]
	s_mov_b32 s6, s12
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v0, s6
	v_cndmask_b32_e64 v0, v0, v1, s[10:11]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_lshrrev_b32_e64 v3, 6, s33
	v_add_u32_e32 v3, 8, v3
                                        ; implicit-def: $sgpr5
	v_cmp_ne_u32_e64 s[4:5], v3, s4
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v4, s7
	v_cndmask_b32_e64 v4, v2, v4, s[4:5]
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v2, s6
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
                                        ; kill: def $vgpr4 killed $vgpr4 killed $exec
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_pk_mov_b32 v[4:5], v[0:1], v[0:1] op_sel:[0,1]
	flat_store_dword v[4:5], v7
	v_pk_mov_b32 v[4:5], v[2:3], v[2:3] op_sel:[0,1]
	flat_store_dword v[4:5], v6
	flat_load_dword v1, v[0:1]
	s_nop 0
	flat_load_dword v0, v[2:3]
	s_mov_b32 s4, 0x40400000
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e64 v0, v1, s4
	s_add_i32 s32, s32, 0xfffffc00
	s_mov_b32 s33, s9
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	_Z3mixIfET_S0_S0_, .Lfunc_end7-_Z3mixIfET_S0_S0_
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 252
; NumSgprs: 38
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 16
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.type	__hip_cuid_2410446190b40e9d,@object ; @__hip_cuid_2410446190b40e9d
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_2410446190b40e9d
__hip_cuid_2410446190b40e9d:
	.byte	0                               ; 0x0
	.size	__hip_cuid_2410446190b40e9d, 1

	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym _Z5twiceIfET_S0_
	.addrsig_sym _Z5twiceIiET_S0_
	.addrsig_sym _Z6clampii
	.addrsig_sym _Z3mixIiET_S0_S0_
	.addrsig_sym _Z3mixIfET_S0_S0_
	.addrsig_sym __hip_cuid_2410446190b40e9d
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     35
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           _Z4fillIfEvPT_S0_
    .private_segment_fixed_size: 64
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         _Z4fillIfEvPT_S0_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     79
    .vgpr_spill_count: 3
    .wavefront_size: 64
  - .agpr_count:     35
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           _Z4fillIiEvPT_S0_
    .private_segment_fixed_size: 64
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         _Z4fillIiEvPT_S0_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     79
    .vgpr_spill_count: 3
    .wavefront_size: 64
  - .agpr_count:     37
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
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
      - .offset:         88
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         104
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         112
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         120
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         208
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 264
    .max_flat_workgroup_size: 1024
    .name:           _Z8kernel_aPi
    .private_segment_fixed_size: 64
    .sgpr_count:     42
    .sgpr_spill_count: 9
    .symbol:         _Z8kernel_aPi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     81
    .vgpr_spill_count: 5
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
