	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.section	.text._Z5scaleIfEvPT_PKS0_S0_i,"axG",@progbits,_Z5scaleIfEvPT_PKS0_S0_i,comdat
	.protected	_Z5scaleIfEvPT_PKS0_S0_i ; -- Begin function _Z5scaleIfEvPT_PKS0_S0_i
	.globl	_Z5scaleIfEvPT_PKS0_S0_i
	.p2align	8
	.type	_Z5scaleIfEvPT_PKS0_S0_i,@function
_Z5scaleIfEvPT_PKS0_S0_i:               ; @_Z5scaleIfEvPT_PKS0_S0_i
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0xc00
	s_add_u32 flat_scratch_lo, s10, s15
	s_addc_u32 flat_scratch_hi, s11, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_writelane_b32 v1, s14, 0
	v_writelane_b32 v1, s13, 1
	v_writelane_b32 v1, s12, 2
	v_writelane_b32 v1, s8, 3
	v_writelane_b32 v1, s9, 4
	s_mov_b64 s[10:11], s[6:7]
	v_writelane_b32 v1, s10, 5
	v_writelane_b32 v1, s11, 6
	v_writelane_b32 v1, s4, 7
	v_writelane_b32 v1, s5, 8
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v1             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_accvgpr_write_b32 a33, v1             ;  Reload Reuse
	s_load_dwordx2 s[8:9], s[10:11], 0x0
	s_load_dwordx2 s[6:7], s[10:11], 0x8
	s_load_dword s5, s[10:11], 0x10
	s_load_dword s4, s[10:11], 0x14
	s_mov_b64 s[18:19], 0
	s_mov_b32 s15, s19
	s_mov_b64 s[10:11], src_private_base
	s_mov_b32 s13, 32
	s_lshr_b64 s[20:21], s[10:11], s13
	s_mov_b32 s10, -1
	v_mov_b32_e32 v4, 0
                                        ; implicit-def: $sgpr11
	v_cmp_ne_u32_e64 s[16:17], v4, s10
	s_mov_b32 s14, s20
	v_mov_b32_e32 v2, s15
	v_mov_b32_e32 v3, s14
	v_cndmask_b32_e64 v2, v2, v3, s[16:17]
	s_mov_b32 s13, s18
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v3, s13
	v_cndmask_b32_e64 v14, v3, v4, s[16:17]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v2
	v_mov_b32_e32 v4, 8
                                        ; implicit-def: $sgpr11
	v_cmp_ne_u32_e64 s[16:17], v4, s10
	v_mov_b32_e32 v2, s15
	v_mov_b32_e32 v3, s14
	v_cndmask_b32_e64 v2, v2, v3, s[16:17]
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v3, s13
	v_cndmask_b32_e64 v10, v3, v4, s[16:17]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v2
	v_mov_b32_e32 v4, 16
                                        ; implicit-def: $sgpr11
	v_cmp_ne_u32_e64 s[16:17], v4, s10
	v_mov_b32_e32 v2, s15
	v_mov_b32_e32 v3, s14
	v_cndmask_b32_e64 v2, v2, v3, s[16:17]
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v3, s13
	v_cndmask_b32_e64 v12, v3, v4, s[16:17]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v2
	v_accvgpr_write_b32 a35, v12            ;  Reload Reuse
	v_accvgpr_write_b32 a34, v13            ;  Reload Reuse
                                        ; implicit-def: $sgpr16_sgpr17
	v_mov_b32_e32 v4, 24
                                        ; implicit-def: $sgpr11
	v_cmp_ne_u32_e64 s[16:17], v4, s10
	v_mov_b32_e32 v2, s15
	v_mov_b32_e32 v3, s14
	v_cndmask_b32_e64 v2, v2, v3, s[16:17]
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v3, s13
	v_cndmask_b32_e64 v8, v3, v4, s[16:17]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v2
	v_accvgpr_write_b32 a37, v8             ;  Reload Reuse
	v_accvgpr_write_b32 a36, v9             ;  Reload Reuse
                                        ; implicit-def: $sgpr16_sgpr17
	v_mov_b32_e32 v4, 32
                                        ; implicit-def: $sgpr11
	v_cmp_ne_u32_e64 s[16:17], v4, s10
	v_mov_b32_e32 v2, s15
	v_mov_b32_e32 v3, s14
	v_cndmask_b32_e64 v2, v2, v3, s[16:17]
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v3, s13
	v_cndmask_b32_e64 v6, v3, v4, s[16:17]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v2
	v_accvgpr_write_b32 a39, v6             ;  Reload Reuse
	v_accvgpr_write_b32 a38, v7             ;  Reload Reuse
                                        ; implicit-def: $sgpr16_sgpr17
	v_mov_b32_e32 v3, 36
                                        ; implicit-def: $sgpr11
	v_cmp_ne_u32_e64 s[16:17], v3, s10
	v_mov_b32_e32 v2, s15
	v_mov_b32_e32 v4, s14
	v_cndmask_b32_e64 v4, v2, v4, s[16:17]
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v2, s13
	v_cndmask_b32_e64 v2, v2, v3, s[16:17]
                                        ; kill: def $vgpr4 killed $vgpr4 killed $exec
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v5, 40
                                        ; implicit-def: $sgpr11
	v_cmp_ne_u32_e64 s[10:11], v5, s10
	v_mov_b32_e32 v4, s15
	v_mov_b32_e32 v16, s14
	v_cndmask_b32_e64 v16, v4, v16, s[10:11]
                                        ; implicit-def: $sgpr14
	v_mov_b32_e32 v4, s13
	v_cndmask_b32_e64 v4, v4, v5, s[10:11]
                                        ; kill: def $vgpr16 killed $vgpr16 killed $exec
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v16
	v_accvgpr_write_b32 a41, v4             ;  Reload Reuse
	v_accvgpr_write_b32 a40, v5             ;  Reload Reuse
                                        ; implicit-def: $sgpr10_sgpr11
	v_pk_mov_b32 v[16:17], v[14:15], v[14:15] op_sel:[0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_mov_b32 v[18:19], s[8:9], s[8:9] op_sel:[0,1]
	flat_store_dwordx2 v[16:17], v[18:19]
	flat_load_dwordx2 v[14:15], v[14:15]
	v_pk_mov_b32 v[16:17], v[10:11], v[10:11] op_sel:[0,1]
	v_pk_mov_b32 v[18:19], s[6:7], s[6:7] op_sel:[0,1]
	flat_store_dwordx2 v[16:17], v[18:19]
	flat_load_dwordx2 v[10:11], v[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[12:13], v[14:15]
	flat_store_dwordx2 v[8:9], v[10:11]
	v_mov_b32_e32 v8, s5
	flat_store_dword v[6:7], v8
	v_pk_mov_b32 v[6:7], v[2:3], v[2:3] op_sel:[0,1]
	v_mov_b32_e32 v8, s4
	flat_store_dword v[6:7], v8
	s_mov_b32 s4, 0x3ff
	v_and_b32_e64 v6, v1, s4
	s_mov_b32 s4, 6
	v_mov_b32_e32 v1, s4
	v_lshl_add_u32 v1, s12, v1, v6
	v_pk_mov_b32 v[6:7], v[4:5], v[4:5] op_sel:[0,1]
	flat_store_dword v[6:7], v1
	flat_load_dword v1, v[4:5]
	s_nop 0
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v1, v2
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 9
	v_writelane_b32 v0, s5, 10
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v1, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s14, v1, 0
	v_readlane_b32 s13, v1, 1
	v_readlane_b32 s12, v1, 2
	v_readlane_b32 s10, v1, 3
	v_readlane_b32 s11, v1, 4
	v_readlane_b32 s4, v1, 7
	v_readlane_b32 s5, v1, 8
	v_readlane_b32 s6, v1, 5
	v_readlane_b32 s7, v1, 6
	v_accvgpr_read_b32 v2, a41              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a40              ;  Reload Reuse
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	v_accvgpr_read_b32 v4, a37              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a36              ;  Reload Reuse
	flat_load_dwordx2 v[8:9], v[4:5]
	s_nop 0
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	s_mov_b32 s8, 2
	v_writelane_b32 v1, s8, 11
	v_lshlrev_b64 v[6:7], s8, v[2:3]
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32_e64 v2, s[8:9], v2, v4
	v_addc_co_u32_e64 v0, s[8:9], v0, v3, s[8:9]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	flat_load_dword v0, v[2:3]
	s_mov_b64 s[16:17], 24
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	v_writelane_b32 v1, s8, 12
	v_writelane_b32 v1, s9, 13
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v1             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z6squareIfET_S0_@rel32@lo+4
	s_addc_u32 s17, s17, _Z6squareIfET_S0_@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v4, a39              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a38              ;  Reload Reuse
	v_accvgpr_read_b32 v2, a37              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a36              ;  Reload Reuse
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v1, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v1, 7
	v_readlane_b32 s5, v1, 8
	v_readlane_b32 s8, v1, 12
	v_readlane_b32 s9, v1, 13
	v_readlane_b32 s10, v1, 3
	v_readlane_b32 s11, v1, 4
	v_readlane_b32 s12, v1, 2
	v_readlane_b32 s13, v1, 1
	v_readlane_b32 s14, v1, 0
	v_readlane_b32 s6, v1, 11
	v_mov_b32_e32 v6, v0
	v_accvgpr_read_b32 v0, a41              ;  Reload Reuse
	v_accvgpr_read_b32 v1, a40              ;  Reload Reuse
	v_accvgpr_write_b32 a42, v6             ;  Reload Reuse
	flat_load_dword v4, v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_accvgpr_write_b32 a43, v4             ;  Reload Reuse
	flat_load_dwordx2 v[6:7], v[2:3]
	s_nop 0
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v2, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[4:5], s6, v[0:1]
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v7
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[6:7], v0, v3
	v_addc_co_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v0, v[0:1]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4biasf@rel32@lo+4
	s_addc_u32 s17, s17, _Z4biasf@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v1, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_accvgpr_read_b32 v6, a43              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a42              ;  Reload Reuse
	v_accvgpr_read_b32 v4, a35              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a34              ;  Reload Reuse
	v_readlane_b32 s4, v1, 11
	v_mov_b32_e32 v2, v0
	v_accvgpr_read_b32 v0, a41              ;  Reload Reuse
	v_accvgpr_read_b32 v1, a40              ;  Reload Reuse
	v_fmac_f32_e64 v2, v3, v6
	flat_load_dwordx2 v[8:9], v[4:5]
	s_nop 0
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	v_lshlrev_b64 v[6:7], s4, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32_e64 v0, s[4:5], v0, v4
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_dword v[0:1], v2
.LBB2_2:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 9
	v_readlane_b32 s5, v0, 10
	s_or_b64 exec, exec, s[4:5]
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z5scaleIfEvPT_PKS0_S0_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 60
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 32
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
	.section	.text._Z5scaleIfEvPT_PKS0_S0_i,"axG",@progbits,_Z5scaleIfEvPT_PKS0_S0_i,comdat
.Lfunc_end0:
	.size	_Z5scaleIfEvPT_PKS0_S0_i, .Lfunc_end0-_Z5scaleIfEvPT_PKS0_S0_i
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1688
; NumSgprs: 42
; NumVgprs: 32
; NumAgprs: 44
; TotalNumVgprs: 76
; ScratchSize: 60
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 76
; AccumOffset: 32
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z6squareIfET_S0_,"axG",@progbits,_Z6squareIfET_S0_,comdat
	.hidden	_Z6squareIfET_S0_               ; -- Begin function _Z6squareIfET_S0_
	.weak	_Z6squareIfET_S0_
	.p2align	2
	.type	_Z6squareIfET_S0_,@function
_Z6squareIfET_S0_:                      ; @_Z6squareIfET_S0_
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s10, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x300
	v_mov_b32_e32 v4, v0
	s_mov_b64 s[4:5], src_private_base
	s_mov_b32 s6, 32
	s_lshr_b64 s[4:5], s[4:5], s6
	s_mov_b32 s8, s4
	s_mov_b64 s[6:7], 0
	s_mov_b32 s9, s7
	s_mov_b32 s4, -1
	v_lshrrev_b32_e64 v1, 6, s33
	v_add_u32_e32 v1, 4, v1
                                        ; implicit-def: $sgpr5
	v_cmp_ne_u32_e64 s[4:5], v1, s4
	v_mov_b32_e32 v0, s9
	v_mov_b32_e32 v2, s8
	v_cndmask_b32_e64 v2, v0, v2, s[4:5]
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v0, s6
	v_cndmask_b32_e64 v0, v0, v1, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
	flat_store_dword v[2:3], v4
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e64 v0, v0, v0
	s_add_i32 s32, s32, 0xfffffd00
	s_mov_b32 s33, s10
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	_Z6squareIfET_S0_, .Lfunc_end1-_Z6squareIfET_S0_
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 156
; NumSgprs: 38
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 12
; MemoryBound: 0
	.section	.text._Z4biasf,"axG",@progbits,_Z4biasf,comdat
	.hidden	_Z4biasf                        ; -- Begin function _Z4biasf
	.weak	_Z4biasf
	.p2align	2
	.type	_Z4biasf,@function
_Z4biasf:                               ; @_Z4biasf
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s10, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x300
	v_mov_b32_e32 v4, v0
	s_mov_b64 s[4:5], src_private_base
	s_mov_b32 s6, 32
	s_lshr_b64 s[4:5], s[4:5], s6
	s_mov_b32 s8, s4
	s_mov_b64 s[6:7], 0
	s_mov_b32 s9, s7
	s_mov_b32 s4, -1
	v_lshrrev_b32_e64 v1, 6, s33
	v_add_u32_e32 v1, 4, v1
                                        ; implicit-def: $sgpr5
	v_cmp_ne_u32_e64 s[4:5], v1, s4
	v_mov_b32_e32 v0, s9
	v_mov_b32_e32 v2, s8
	v_cndmask_b32_e64 v2, v0, v2, s[4:5]
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v0, s6
	v_cndmask_b32_e64 v0, v0, v1, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
	flat_store_dword v[2:3], v4
	flat_load_dword v1, v[0:1]
	v_mov_b32_e32 v0, 1.0
	s_mov_b32 s4, 0.5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e64 v0, v1, s4
	s_add_i32 s32, s32, 0xfffffd00
	s_mov_b32 s33, s10
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	_Z4biasf, .Lfunc_end2-_Z4biasf
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 164
; NumSgprs: 38
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 12
; MemoryBound: 0
	.section	.text._Z5scaleIiEvPT_PKS0_S0_i,"axG",@progbits,_Z5scaleIiEvPT_PKS0_S0_i,comdat
	.protected	_Z5scaleIiEvPT_PKS0_S0_i ; -- Begin function _Z5scaleIiEvPT_PKS0_S0_i
	.globl	_Z5scaleIiEvPT_PKS0_S0_i
	.p2align	8
	.type	_Z5scaleIiEvPT_PKS0_S0_i,@function
_Z5scaleIiEvPT_PKS0_S0_i:               ; @_Z5scaleIiEvPT_PKS0_S0_i
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0xc00
	s_add_u32 flat_scratch_lo, s10, s15
	s_addc_u32 flat_scratch_hi, s11, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_writelane_b32 v1, s14, 0
	v_writelane_b32 v1, s13, 1
	v_writelane_b32 v1, s12, 2
	v_writelane_b32 v1, s8, 3
	v_writelane_b32 v1, s9, 4
	s_mov_b64 s[10:11], s[6:7]
	v_writelane_b32 v1, s10, 5
	v_writelane_b32 v1, s11, 6
	v_writelane_b32 v1, s4, 7
	v_writelane_b32 v1, s5, 8
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v1             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_accvgpr_write_b32 a33, v1             ;  Reload Reuse
	s_load_dwordx2 s[8:9], s[10:11], 0x0
	s_load_dwordx2 s[6:7], s[10:11], 0x8
	s_load_dword s5, s[10:11], 0x10
	s_load_dword s4, s[10:11], 0x14
	s_mov_b64 s[18:19], 0
	s_mov_b32 s15, s19
	s_mov_b64 s[10:11], src_private_base
	s_mov_b32 s13, 32
	s_lshr_b64 s[20:21], s[10:11], s13
	s_mov_b32 s10, -1
	v_mov_b32_e32 v4, 0
                                        ; implicit-def: $sgpr11
	v_cmp_ne_u32_e64 s[16:17], v4, s10
	s_mov_b32 s14, s20
	v_mov_b32_e32 v2, s15
	v_mov_b32_e32 v3, s14
	v_cndmask_b32_e64 v2, v2, v3, s[16:17]
	s_mov_b32 s13, s18
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v3, s13
	v_cndmask_b32_e64 v14, v3, v4, s[16:17]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v2
	v_mov_b32_e32 v4, 8
                                        ; implicit-def: $sgpr11
	v_cmp_ne_u32_e64 s[16:17], v4, s10
	v_mov_b32_e32 v2, s15
	v_mov_b32_e32 v3, s14
	v_cndmask_b32_e64 v2, v2, v3, s[16:17]
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v3, s13
	v_cndmask_b32_e64 v10, v3, v4, s[16:17]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v2
	v_mov_b32_e32 v4, 16
                                        ; implicit-def: $sgpr11
	v_cmp_ne_u32_e64 s[16:17], v4, s10
	v_mov_b32_e32 v2, s15
	v_mov_b32_e32 v3, s14
	v_cndmask_b32_e64 v2, v2, v3, s[16:17]
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v3, s13
	v_cndmask_b32_e64 v12, v3, v4, s[16:17]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v2
	v_accvgpr_write_b32 a35, v12            ;  Reload Reuse
	v_accvgpr_write_b32 a34, v13            ;  Reload Reuse
                                        ; implicit-def: $sgpr16_sgpr17
	v_mov_b32_e32 v4, 24
                                        ; implicit-def: $sgpr11
	v_cmp_ne_u32_e64 s[16:17], v4, s10
	v_mov_b32_e32 v2, s15
	v_mov_b32_e32 v3, s14
	v_cndmask_b32_e64 v2, v2, v3, s[16:17]
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v3, s13
	v_cndmask_b32_e64 v8, v3, v4, s[16:17]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v2
	v_accvgpr_write_b32 a37, v8             ;  Reload Reuse
	v_accvgpr_write_b32 a36, v9             ;  Reload Reuse
                                        ; implicit-def: $sgpr16_sgpr17
	v_mov_b32_e32 v4, 32
                                        ; implicit-def: $sgpr11
	v_cmp_ne_u32_e64 s[16:17], v4, s10
	v_mov_b32_e32 v2, s15
	v_mov_b32_e32 v3, s14
	v_cndmask_b32_e64 v2, v2, v3, s[16:17]
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v3, s13
	v_cndmask_b32_e64 v6, v3, v4, s[16:17]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v2
	v_accvgpr_write_b32 a39, v6             ;  Reload Reuse
	v_accvgpr_write_b32 a38, v7             ;  Reload Reuse
                                        ; implicit-def: $sgpr16_sgpr17
	v_mov_b32_e32 v3, 36
                                        ; implicit-def: $sgpr11
	v_cmp_ne_u32_e64 s[16:17], v3, s10
	v_mov_b32_e32 v2, s15
	v_mov_b32_e32 v4, s14
	v_cndmask_b32_e64 v4, v2, v4, s[16:17]
                                        ; implicit-def: $sgpr11
	v_mov_b32_e32 v2, s13
	v_cndmask_b32_e64 v2, v2, v3, s[16:17]
                                        ; kill: def $vgpr4 killed $vgpr4 killed $exec
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v5, 40
                                        ; implicit-def: $sgpr11
	v_cmp_ne_u32_e64 s[10:11], v5, s10
	v_mov_b32_e32 v4, s15
	v_mov_b32_e32 v16, s14
	v_cndmask_b32_e64 v16, v4, v16, s[10:11]
                                        ; implicit-def: $sgpr14
	v_mov_b32_e32 v4, s13
	v_cndmask_b32_e64 v4, v4, v5, s[10:11]
                                        ; kill: def $vgpr16 killed $vgpr16 killed $exec
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v16
	v_accvgpr_write_b32 a41, v4             ;  Reload Reuse
	v_accvgpr_write_b32 a40, v5             ;  Reload Reuse
                                        ; implicit-def: $sgpr10_sgpr11
	v_pk_mov_b32 v[16:17], v[14:15], v[14:15] op_sel:[0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_mov_b32 v[18:19], s[8:9], s[8:9] op_sel:[0,1]
	flat_store_dwordx2 v[16:17], v[18:19]
	flat_load_dwordx2 v[14:15], v[14:15]
	v_pk_mov_b32 v[16:17], v[10:11], v[10:11] op_sel:[0,1]
	v_pk_mov_b32 v[18:19], s[6:7], s[6:7] op_sel:[0,1]
	flat_store_dwordx2 v[16:17], v[18:19]
	flat_load_dwordx2 v[10:11], v[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[12:13], v[14:15]
	flat_store_dwordx2 v[8:9], v[10:11]
	v_mov_b32_e32 v8, s5
	flat_store_dword v[6:7], v8
	v_pk_mov_b32 v[6:7], v[2:3], v[2:3] op_sel:[0,1]
	v_mov_b32_e32 v8, s4
	flat_store_dword v[6:7], v8
	s_mov_b32 s4, 0x3ff
	v_and_b32_e64 v6, v1, s4
	s_mov_b32 s4, 6
	v_mov_b32_e32 v1, s4
	v_lshl_add_u32 v1, s12, v1, v6
	v_pk_mov_b32 v[6:7], v[4:5], v[4:5] op_sel:[0,1]
	flat_store_dword v[6:7], v1
	flat_load_dword v1, v[4:5]
	s_nop 0
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v1, v2
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 9
	v_writelane_b32 v0, s5, 10
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v1, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s14, v1, 0
	v_readlane_b32 s13, v1, 1
	v_readlane_b32 s12, v1, 2
	v_readlane_b32 s10, v1, 3
	v_readlane_b32 s11, v1, 4
	v_readlane_b32 s4, v1, 7
	v_readlane_b32 s5, v1, 8
	v_readlane_b32 s6, v1, 5
	v_readlane_b32 s7, v1, 6
	v_accvgpr_read_b32 v2, a41              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a40              ;  Reload Reuse
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	v_accvgpr_read_b32 v4, a37              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a36              ;  Reload Reuse
	flat_load_dwordx2 v[8:9], v[4:5]
	s_nop 0
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	s_mov_b32 s8, 2
	v_writelane_b32 v1, s8, 11
	v_lshlrev_b64 v[6:7], s8, v[2:3]
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32_e64 v2, s[8:9], v2, v4
	v_addc_co_u32_e64 v0, s[8:9], v0, v3, s[8:9]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	flat_load_dword v0, v[2:3]
	s_mov_b64 s[16:17], 24
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	v_writelane_b32 v1, s8, 12
	v_writelane_b32 v1, s9, 13
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v1             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z6squareIiET_S0_@rel32@lo+4
	s_addc_u32 s17, s17, _Z6squareIiET_S0_@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v4, a39              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a38              ;  Reload Reuse
	v_accvgpr_read_b32 v2, a37              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a36              ;  Reload Reuse
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v1, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v1, 7
	v_readlane_b32 s5, v1, 8
	v_readlane_b32 s8, v1, 12
	v_readlane_b32 s9, v1, 13
	v_readlane_b32 s10, v1, 3
	v_readlane_b32 s11, v1, 4
	v_readlane_b32 s12, v1, 2
	v_readlane_b32 s13, v1, 1
	v_readlane_b32 s14, v1, 0
	v_readlane_b32 s6, v1, 11
	v_mov_b32_e32 v6, v0
	v_accvgpr_read_b32 v0, a41              ;  Reload Reuse
	v_accvgpr_read_b32 v1, a40              ;  Reload Reuse
	v_accvgpr_write_b32 a42, v6             ;  Reload Reuse
	flat_load_dword v4, v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_accvgpr_write_b32 a43, v4             ;  Reload Reuse
	flat_load_dwordx2 v[6:7], v[2:3]
	s_nop 0
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v2, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[4:5], s6, v[0:1]
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v7
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[6:7], v0, v3
	v_addc_co_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cvt_f32_i32_e64 v0, v0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4biasf@rel32@lo+4
	s_addc_u32 s17, s17, _Z4biasf@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v1, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_accvgpr_read_b32 v3, a43              ;  Reload Reuse
	v_accvgpr_read_b32 v2, a42              ;  Reload Reuse
	v_accvgpr_read_b32 v4, a35              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a34              ;  Reload Reuse
	v_readlane_b32 s4, v1, 11
	v_mov_b32_e32 v6, v0
	v_accvgpr_read_b32 v0, a41              ;  Reload Reuse
	v_accvgpr_read_b32 v1, a40              ;  Reload Reuse
	v_cvt_i32_f32_e64 v6, v6
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v8, s5
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v8
	v_mad_u64_u32 v[2:3], s[6:7], v2, v3, v[6:7]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	flat_load_dwordx2 v[8:9], v[4:5]
	s_nop 0
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	v_lshlrev_b64 v[6:7], s4, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32_e64 v0, s[4:5], v0, v4
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_dword v[0:1], v2
.LBB4_2:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 9
	v_readlane_b32 s5, v0, 10
	s_or_b64 exec, exec, s[4:5]
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z5scaleIiEvPT_PKS0_S0_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 60
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 32
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
	.section	.text._Z5scaleIiEvPT_PKS0_S0_i,"axG",@progbits,_Z5scaleIiEvPT_PKS0_S0_i,comdat
.Lfunc_end3:
	.size	_Z5scaleIiEvPT_PKS0_S0_i, .Lfunc_end3-_Z5scaleIiEvPT_PKS0_S0_i
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1716
; NumSgprs: 42
; NumVgprs: 32
; NumAgprs: 44
; TotalNumVgprs: 76
; ScratchSize: 60
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 76
; AccumOffset: 32
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z6squareIiET_S0_,"axG",@progbits,_Z6squareIiET_S0_,comdat
	.hidden	_Z6squareIiET_S0_               ; -- Begin function _Z6squareIiET_S0_
	.weak	_Z6squareIiET_S0_
	.p2align	2
	.type	_Z6squareIiET_S0_,@function
_Z6squareIiET_S0_:                      ; @_Z6squareIiET_S0_
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s10, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x300
	v_mov_b32_e32 v4, v0
	s_mov_b64 s[4:5], src_private_base
	s_mov_b32 s6, 32
	s_lshr_b64 s[4:5], s[4:5], s6
	s_mov_b32 s8, s4
	s_mov_b64 s[6:7], 0
	s_mov_b32 s9, s7
	s_mov_b32 s4, -1
	v_lshrrev_b32_e64 v1, 6, s33
	v_add_u32_e32 v1, 4, v1
                                        ; implicit-def: $sgpr5
	v_cmp_ne_u32_e64 s[4:5], v1, s4
	v_mov_b32_e32 v0, s9
	v_mov_b32_e32 v2, s8
	v_cndmask_b32_e64 v2, v0, v2, s[4:5]
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v0, s6
	v_cndmask_b32_e64 v0, v0, v1, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
	flat_store_dword v[2:3], v4
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_lo_u32 v0, v0, v0
	s_add_i32 s32, s32, 0xfffffd00
	s_mov_b32 s33, s10
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	_Z6squareIiET_S0_, .Lfunc_end4-_Z6squareIiET_S0_
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 156
; NumSgprs: 38
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 12
; MemoryBound: 0
	.section	.text._Z5scaleIdEvPT_PKS0_S0_i,"axG",@progbits,_Z5scaleIdEvPT_PKS0_S0_i,comdat
	.protected	_Z5scaleIdEvPT_PKS0_S0_i ; -- Begin function _Z5scaleIdEvPT_PKS0_S0_i
	.globl	_Z5scaleIdEvPT_PKS0_S0_i
	.p2align	8
	.type	_Z5scaleIdEvPT_PKS0_S0_i,@function
_Z5scaleIdEvPT_PKS0_S0_i:               ; @_Z5scaleIdEvPT_PKS0_S0_i
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x1000
	s_add_u32 flat_scratch_lo, s10, s15
	s_addc_u32 flat_scratch_hi, s11, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_writelane_b32 v1, s14, 0
	v_writelane_b32 v1, s13, 1
	v_writelane_b32 v1, s12, 2
	v_writelane_b32 v1, s8, 3
	v_writelane_b32 v1, s9, 4
	v_writelane_b32 v1, s6, 5
	v_writelane_b32 v1, s7, 6
	s_mov_b64 s[6:7], s[4:5]
	v_readlane_b32 s4, v1, 5
	v_readlane_b32 s5, v1, 6
	v_writelane_b32 v1, s6, 7
	v_writelane_b32 v1, s7, 8
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v1             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_accvgpr_write_b32 a33, v1             ;  Reload Reuse
	s_load_dwordx2 s[10:11], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x8
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_nop 0
	s_load_dword s4, s[4:5], 0x18
	s_mov_b64 s[20:21], 0
	s_mov_b32 s16, s21
	s_mov_b64 s[14:15], src_private_base
	s_mov_b32 s5, 32
	s_lshr_b64 s[22:23], s[14:15], s5
	s_mov_b32 s14, -1
	v_mov_b32_e32 v4, 0
                                        ; implicit-def: $sgpr5
	v_cmp_ne_u32_e64 s[18:19], v4, s14
	s_mov_b32 s13, s22
	v_mov_b32_e32 v2, s16
	v_mov_b32_e32 v3, s13
	v_cndmask_b32_e64 v2, v2, v3, s[18:19]
	s_mov_b32 s5, s20
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v3, s5
	v_cndmask_b32_e64 v14, v3, v4, s[18:19]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v2
	v_mov_b32_e32 v4, 8
                                        ; implicit-def: $sgpr15
	v_cmp_ne_u32_e64 s[18:19], v4, s14
	v_mov_b32_e32 v2, s16
	v_mov_b32_e32 v3, s13
	v_cndmask_b32_e64 v2, v2, v3, s[18:19]
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v3, s5
	v_cndmask_b32_e64 v10, v3, v4, s[18:19]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v2
	v_mov_b32_e32 v4, 16
                                        ; implicit-def: $sgpr15
	v_cmp_ne_u32_e64 s[18:19], v4, s14
	v_mov_b32_e32 v2, s16
	v_mov_b32_e32 v3, s13
	v_cndmask_b32_e64 v2, v2, v3, s[18:19]
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v3, s5
	v_cndmask_b32_e64 v12, v3, v4, s[18:19]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v2
	v_accvgpr_write_b32 a35, v12            ;  Reload Reuse
	v_accvgpr_write_b32 a34, v13            ;  Reload Reuse
                                        ; implicit-def: $sgpr18_sgpr19
	v_mov_b32_e32 v4, 24
                                        ; implicit-def: $sgpr15
	v_cmp_ne_u32_e64 s[18:19], v4, s14
	v_mov_b32_e32 v2, s16
	v_mov_b32_e32 v3, s13
	v_cndmask_b32_e64 v2, v2, v3, s[18:19]
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v3, s5
	v_cndmask_b32_e64 v8, v3, v4, s[18:19]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v2
	v_accvgpr_write_b32 a37, v8             ;  Reload Reuse
	v_accvgpr_write_b32 a36, v9             ;  Reload Reuse
                                        ; implicit-def: $sgpr18_sgpr19
	v_mov_b32_e32 v4, 32
                                        ; implicit-def: $sgpr15
	v_cmp_ne_u32_e64 s[18:19], v4, s14
	v_mov_b32_e32 v2, s16
	v_mov_b32_e32 v3, s13
	v_cndmask_b32_e64 v2, v2, v3, s[18:19]
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v3, s5
	v_cndmask_b32_e64 v6, v3, v4, s[18:19]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v2
	v_accvgpr_write_b32 a39, v6             ;  Reload Reuse
	v_accvgpr_write_b32 a38, v7             ;  Reload Reuse
                                        ; implicit-def: $sgpr18_sgpr19
	v_mov_b32_e32 v3, 40
                                        ; implicit-def: $sgpr15
	v_cmp_ne_u32_e64 s[18:19], v3, s14
	v_mov_b32_e32 v2, s16
	v_mov_b32_e32 v4, s13
	v_cndmask_b32_e64 v4, v2, v4, s[18:19]
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v2, s5
	v_cndmask_b32_e64 v2, v2, v3, s[18:19]
                                        ; kill: def $vgpr4 killed $vgpr4 killed $exec
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v5, 44
                                        ; implicit-def: $sgpr15
	v_cmp_ne_u32_e64 s[14:15], v5, s14
	v_mov_b32_e32 v4, s16
	v_mov_b32_e32 v16, s13
	v_cndmask_b32_e64 v16, v4, v16, s[14:15]
                                        ; implicit-def: $sgpr13
	v_mov_b32_e32 v4, s5
	v_cndmask_b32_e64 v4, v4, v5, s[14:15]
                                        ; kill: def $vgpr16 killed $vgpr16 killed $exec
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v16
	v_accvgpr_write_b32 a41, v4             ;  Reload Reuse
	v_accvgpr_write_b32 a40, v5             ;  Reload Reuse
                                        ; implicit-def: $sgpr14_sgpr15
	v_pk_mov_b32 v[16:17], v[14:15], v[14:15] op_sel:[0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_mov_b32 v[18:19], s[10:11], s[10:11] op_sel:[0,1]
	flat_store_dwordx2 v[16:17], v[18:19]
	flat_load_dwordx2 v[14:15], v[14:15]
	v_pk_mov_b32 v[16:17], v[10:11], v[10:11] op_sel:[0,1]
	v_pk_mov_b32 v[18:19], s[8:9], s[8:9] op_sel:[0,1]
	flat_store_dwordx2 v[16:17], v[18:19]
	flat_load_dwordx2 v[10:11], v[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[12:13], v[14:15]
	flat_store_dwordx2 v[8:9], v[10:11]
	v_pk_mov_b32 v[8:9], s[6:7], s[6:7] op_sel:[0,1]
	flat_store_dwordx2 v[6:7], v[8:9]
	v_pk_mov_b32 v[6:7], v[2:3], v[2:3] op_sel:[0,1]
	v_mov_b32_e32 v8, s4
	flat_store_dword v[6:7], v8
	s_mov_b32 s4, 0x3ff
	v_and_b32_e64 v6, v1, s4
	s_mov_b32 s4, 6
	v_mov_b32_e32 v1, s4
	v_lshl_add_u32 v1, s12, v1, v6
	v_pk_mov_b32 v[6:7], v[4:5], v[4:5] op_sel:[0,1]
	flat_store_dword v[6:7], v1
	flat_load_dword v1, v[4:5]
	s_nop 0
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v1, v2
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 9
	v_writelane_b32 v0, s5, 10
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB6_2
; %bb.1:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v2, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s14, v2, 0
	v_readlane_b32 s13, v2, 1
	v_readlane_b32 s12, v2, 2
	v_readlane_b32 s10, v2, 3
	v_readlane_b32 s11, v2, 4
	v_readlane_b32 s4, v2, 7
	v_readlane_b32 s5, v2, 8
	v_readlane_b32 s6, v2, 5
	v_readlane_b32 s7, v2, 6
	v_accvgpr_read_b32 v0, a41              ;  Reload Reuse
	v_accvgpr_read_b32 v1, a40              ;  Reload Reuse
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	v_accvgpr_read_b32 v4, a37              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a36              ;  Reload Reuse
	flat_load_dwordx2 v[8:9], v[4:5]
	s_nop 0
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s8, 3
	v_writelane_b32 v2, s8, 11
	v_lshlrev_b64 v[6:7], s8, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32_e64 v0, s[8:9], v0, v4
	v_addc_co_u32_e64 v3, s[8:9], v1, v3, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b64 s[16:17], 32
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	v_writelane_b32 v2, s8, 12
	v_writelane_b32 v2, s9, 13
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a32, v2             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	flat_load_dwordx2 v[2:3], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, v2
	s_mov_b32 s6, 32
	v_lshrrev_b64 v[2:3], s6, v[2:3]
	v_mov_b32_e32 v1, v2
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z6squareIdET_S0_@rel32@lo+4
	s_addc_u32 s17, s17, _Z6squareIdET_S0_@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v4, a39              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a38              ;  Reload Reuse
	v_accvgpr_read_b32 v2, a37              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a36              ;  Reload Reuse
	v_accvgpr_read_b32 v31, a33             ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v6, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v6, 7
	v_readlane_b32 s5, v6, 8
	v_readlane_b32 s8, v6, 12
	v_readlane_b32 s9, v6, 13
	v_readlane_b32 s10, v6, 3
	v_readlane_b32 s11, v6, 4
	v_readlane_b32 s12, v6, 2
	v_readlane_b32 s13, v6, 1
	v_readlane_b32 s14, v6, 0
	v_readlane_b32 s6, v6, 11
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v8, v1
	v_accvgpr_read_b32 v0, a41              ;  Reload Reuse
	v_accvgpr_read_b32 v1, a40              ;  Reload Reuse
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr7
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v8
	v_accvgpr_write_b32 a43, v6             ;  Reload Reuse
	v_accvgpr_write_b32 a42, v7             ;  Reload Reuse
	flat_load_dwordx2 v[4:5], v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_accvgpr_write_b32 a45, v4             ;  Reload Reuse
	v_accvgpr_write_b32 a44, v5             ;  Reload Reuse
	flat_load_dwordx2 v[6:7], v[2:3]
	s_nop 0
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v2, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[4:5], s6, v[0:1]
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v7
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[6:7], v0, v3
	v_addc_co_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cvt_f32_f64_e64 v0, v[0:1]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4biasf@rel32@lo+4
	s_addc_u32 s17, s17, _Z4biasf@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v1, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_accvgpr_read_b32 v8, a45              ;  Reload Reuse
	v_accvgpr_read_b32 v9, a44              ;  Reload Reuse
	v_accvgpr_read_b32 v6, a43              ;  Reload Reuse
	v_accvgpr_read_b32 v7, a42              ;  Reload Reuse
	v_accvgpr_read_b32 v4, a35              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a34              ;  Reload Reuse
	v_readlane_b32 s4, v1, 11
	v_mov_b32_e32 v2, v0
	v_accvgpr_read_b32 v0, a41              ;  Reload Reuse
	v_accvgpr_read_b32 v1, a40              ;  Reload Reuse
	v_cvt_f64_f32_e64 v[2:3], v2
	v_fmac_f64_e64 v[2:3], v[6:7], v[8:9]
	flat_load_dwordx2 v[8:9], v[4:5]
	s_nop 0
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v4, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	v_lshlrev_b64 v[6:7], s4, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32_e64 v0, s[4:5], v0, v5
	v_addc_co_u32_e64 v4, s[4:5], v1, v4, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	flat_store_dwordx2 v[0:1], v[2:3]
.LBB6_2:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 9
	v_readlane_b32 s5, v0, 10
	s_or_b64 exec, exec, s[4:5]
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z5scaleIdEvPT_PKS0_S0_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 88
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 78
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 32
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
	.section	.text._Z5scaleIdEvPT_PKS0_S0_i,"axG",@progbits,_Z5scaleIdEvPT_PKS0_S0_i,comdat
.Lfunc_end5:
	.size	_Z5scaleIdEvPT_PKS0_S0_i, .Lfunc_end5-_Z5scaleIdEvPT_PKS0_S0_i
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1796
; NumSgprs: 42
; NumVgprs: 32
; NumAgprs: 46
; TotalNumVgprs: 78
; ScratchSize: 88
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 78
; AccumOffset: 32
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._Z6squareIdET_S0_,"axG",@progbits,_Z6squareIdET_S0_,comdat
	.hidden	_Z6squareIdET_S0_               ; -- Begin function _Z6squareIdET_S0_
	.weak	_Z6squareIdET_S0_
	.p2align	2
	.type	_Z6squareIdET_S0_,@function
_Z6squareIdET_S0_:                      ; @_Z6squareIdET_S0_
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s11, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x600
	v_mov_b32_e32 v4, v0
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
                                        ; implicit-def: $sgpr4_sgpr5
	s_mov_b64 s[6:7], src_private_base
	s_mov_b32 s4, 32
	s_lshr_b64 s[6:7], s[6:7], s4
	s_mov_b32 s5, s6
	s_mov_b64 s[8:9], 0
	s_mov_b32 s10, s9
	s_mov_b32 s6, -1
	v_lshrrev_b32_e64 v1, 6, s33
	v_add_u32_e32 v1, 8, v1
                                        ; implicit-def: $sgpr7
	v_cmp_ne_u32_e64 s[6:7], v1, s6
	v_mov_b32_e32 v0, s10
	v_mov_b32_e32 v2, s5
	v_cndmask_b32_e64 v2, v0, v2, s[6:7]
	s_mov_b32 s5, s8
                                        ; implicit-def: $sgpr8
	v_mov_b32_e32 v0, s5
	v_cndmask_b32_e64 v0, v0, v1, s[6:7]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
	flat_store_dwordx2 v[2:3], v[4:5]
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f64 v[2:3], v[0:1], v[0:1]
	v_mov_b32_e32 v0, v2
	v_lshrrev_b64 v[2:3], s4, v[2:3]
	v_mov_b32_e32 v1, v2
	s_add_i32 s32, s32, 0xfffffa00
	s_mov_b32 s33, s11
	s_setpc_b64 s[30:31]
.Lfunc_end6:
	.size	_Z6squareIdET_S0_, .Lfunc_end6-_Z6squareIdET_S0_
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 180
; NumSgprs: 38
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 24
; MemoryBound: 0
	.section	.text._Z6reduceIfLi4EEvPT_PKS0_i,"axG",@progbits,_Z6reduceIfLi4EEvPT_PKS0_i,comdat
	.protected	_Z6reduceIfLi4EEvPT_PKS0_i ; -- Begin function _Z6reduceIfLi4EEvPT_PKS0_i
	.globl	_Z6reduceIfLi4EEvPT_PKS0_i
	.p2align	8
	.type	_Z6reduceIfLi4EEvPT_PKS0_i,@function
_Z6reduceIfLi4EEvPT_PKS0_i:             ; @_Z6reduceIfLi4EEvPT_PKS0_i
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x1400
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
	v_writelane_b32 v1, s6, 5
	v_writelane_b32 v1, s7, 6
	v_writelane_b32 v1, s4, 7
	v_writelane_b32 v1, s5, 8
	v_mov_b32_e32 v31, v0
	v_accvgpr_write_b32 a32, v31            ;  Reload Reuse
	s_load_dwordx2 s[18:19], s[6:7], 0x0
	s_load_dwordx2 s[16:17], s[6:7], 0x8
	s_load_dword s9, s[6:7], 0x10
	s_mov_b64 s[26:27], 0
	v_writelane_b32 v1, s26, 9
	v_writelane_b32 v1, s27, 10
	s_mov_b32 s23, s27
	v_writelane_b32 v1, s23, 11
	s_mov_b64 s[20:21], src_private_base
	s_mov_b32 s8, 32
	s_lshr_b64 s[28:29], s[20:21], s8
	s_mov_b32 s20, -1
	v_writelane_b32 v1, s20, 12
	v_mov_b32_e32 v2, 0
                                        ; implicit-def: $sgpr15
	v_cmp_ne_u32_e64 s[24:25], v2, s20
	s_mov_b32 s22, s28
	v_writelane_b32 v1, s22, 13
	v_mov_b32_e32 v0, s23
	v_mov_b32_e32 v3, s22
	v_cndmask_b32_e64 v0, v0, v3, s[24:25]
	s_mov_b32 s15, s26
	v_writelane_b32 v1, s15, 14
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v1             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
                                        ; implicit-def: $sgpr21
	v_mov_b32_e32 v1, s15
	v_cndmask_b32_e64 v12, v1, v2, s[24:25]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v2, 8
                                        ; implicit-def: $sgpr21
	v_cmp_ne_u32_e64 s[24:25], v2, s20
	v_mov_b32_e32 v0, s23
	v_mov_b32_e32 v1, s22
	v_cndmask_b32_e64 v0, v0, v1, s[24:25]
                                        ; implicit-def: $sgpr21
	v_mov_b32_e32 v1, s15
	v_cndmask_b32_e64 v8, v1, v2, s[24:25]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v2, 16
                                        ; implicit-def: $sgpr21
	v_cmp_ne_u32_e64 s[24:25], v2, s20
	v_mov_b32_e32 v0, s23
	v_mov_b32_e32 v1, s22
	v_cndmask_b32_e64 v0, v0, v1, s[24:25]
                                        ; implicit-def: $sgpr21
	v_mov_b32_e32 v1, s15
	v_cndmask_b32_e64 v10, v1, v2, s[24:25]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v0
	v_accvgpr_write_b32 a35, v10            ;  Reload Reuse
	v_accvgpr_write_b32 a34, v11            ;  Reload Reuse
                                        ; implicit-def: $sgpr24_sgpr25
	v_mov_b32_e32 v2, 24
                                        ; implicit-def: $sgpr21
	v_cmp_ne_u32_e64 s[24:25], v2, s20
	v_mov_b32_e32 v0, s23
	v_mov_b32_e32 v1, s22
	v_cndmask_b32_e64 v0, v0, v1, s[24:25]
                                        ; implicit-def: $sgpr21
	v_mov_b32_e32 v1, s15
	v_cndmask_b32_e64 v6, v1, v2, s[24:25]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	v_accvgpr_write_b32 a37, v6             ;  Reload Reuse
	v_accvgpr_write_b32 a36, v7             ;  Reload Reuse
                                        ; implicit-def: $sgpr24_sgpr25
	v_mov_b32_e32 v2, 32
                                        ; implicit-def: $sgpr21
	v_cmp_ne_u32_e64 s[24:25], v2, s20
	v_mov_b32_e32 v0, s23
	v_mov_b32_e32 v1, s22
	v_cndmask_b32_e64 v0, v0, v1, s[24:25]
                                        ; implicit-def: $sgpr21
	v_mov_b32_e32 v1, s15
	v_cndmask_b32_e64 v4, v1, v2, s[24:25]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_accvgpr_write_b32 a39, v4             ;  Reload Reuse
	v_accvgpr_write_b32 a38, v5             ;  Reload Reuse
                                        ; implicit-def: $sgpr24_sgpr25
	v_mov_b32_e32 v2, 36
                                        ; implicit-def: $sgpr21
	v_cmp_ne_u32_e64 s[24:25], v2, s20
	v_mov_b32_e32 v0, s23
	v_mov_b32_e32 v1, s22
	v_cndmask_b32_e64 v1, v0, v1, s[24:25]
                                        ; implicit-def: $sgpr21
	v_mov_b32_e32 v0, s15
	v_cndmask_b32_e64 v0, v0, v2, s[24:25]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v1
	v_accvgpr_write_b32 a41, v2             ;  Reload Reuse
	v_accvgpr_write_b32 a40, v3             ;  Reload Reuse
                                        ; implicit-def: $sgpr24_sgpr25
	v_mov_b32_e32 v15, 52
                                        ; implicit-def: $sgpr21
	v_cmp_ne_u32_e64 s[24:25], v15, s20
	v_mov_b32_e32 v1, s23
	v_mov_b32_e32 v14, s22
	v_cndmask_b32_e64 v1, v1, v14, s[24:25]
                                        ; implicit-def: $sgpr21
	v_mov_b32_e32 v14, s15
	v_cndmask_b32_e64 v14, v14, v15, s[24:25]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v1
	v_accvgpr_write_b32 a43, v14            ;  Reload Reuse
	v_accvgpr_write_b32 a42, v15            ;  Reload Reuse
                                        ; implicit-def: $sgpr24_sgpr25
	v_mov_b32_e32 v15, 56
                                        ; implicit-def: $sgpr21
	v_cmp_ne_u32_e64 s[24:25], v15, s20
	v_mov_b32_e32 v1, s23
	v_mov_b32_e32 v14, s22
	v_cndmask_b32_e64 v1, v1, v14, s[24:25]
                                        ; implicit-def: $sgpr21
	v_mov_b32_e32 v14, s15
	v_cndmask_b32_e64 v14, v14, v15, s[24:25]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v1
	v_accvgpr_write_b32 a45, v14            ;  Reload Reuse
	v_accvgpr_write_b32 a44, v15            ;  Reload Reuse
                                        ; implicit-def: $sgpr24_sgpr25
	v_mov_b32_e32 v15, 60
                                        ; implicit-def: $sgpr21
	v_cmp_ne_u32_e64 s[24:25], v15, s20
	v_mov_b32_e32 v1, s23
	v_mov_b32_e32 v14, s22
	v_cndmask_b32_e64 v1, v1, v14, s[24:25]
                                        ; implicit-def: $sgpr21
	v_mov_b32_e32 v14, s15
	v_cndmask_b32_e64 v14, v14, v15, s[24:25]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v1
	v_accvgpr_write_b32 a47, v14            ;  Reload Reuse
	v_accvgpr_write_b32 a46, v15            ;  Reload Reuse
                                        ; implicit-def: $sgpr24_sgpr25
	v_mov_b32_e32 v15, 64
                                        ; implicit-def: $sgpr21
	v_cmp_ne_u32_e64 s[20:21], v15, s20
	v_mov_b32_e32 v1, s23
	v_mov_b32_e32 v14, s22
	v_cndmask_b32_e64 v1, v1, v14, s[20:21]
                                        ; implicit-def: $sgpr22
	v_mov_b32_e32 v14, s15
	v_cndmask_b32_e64 v14, v14, v15, s[20:21]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v1
	v_accvgpr_write_b32 a49, v14            ;  Reload Reuse
	v_accvgpr_write_b32 a48, v15            ;  Reload Reuse
                                        ; implicit-def: $sgpr20_sgpr21
	v_pk_mov_b32 v[14:15], v[12:13], v[12:13] op_sel:[0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_mov_b32 v[16:17], s[18:19], s[18:19] op_sel:[0,1]
	flat_store_dwordx2 v[14:15], v[16:17]
	flat_load_dwordx2 v[12:13], v[12:13]
	v_pk_mov_b32 v[14:15], v[8:9], v[8:9] op_sel:[0,1]
	v_pk_mov_b32 v[16:17], s[16:17], s[16:17] op_sel:[0,1]
	flat_store_dwordx2 v[14:15], v[16:17]
	flat_load_dwordx2 v[8:9], v[8:9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[10:11], v[12:13]
	flat_store_dwordx2 v[6:7], v[8:9]
	v_mov_b32_e32 v1, s9
	flat_store_dword v[4:5], v1
	v_lshrrev_b64 v[2:3], s8, v[2:3]
	v_mov_b32_e32 v1, v2
	s_mov_b64 s[16:17], 24
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZN11AccumulatorIfLi4EE5resetEv@rel32@lo+4
	s_addc_u32 s17, s17, _ZN11AccumulatorIfLi4EE5resetEv@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v1, a32              ;  Reload Reuse
	v_accvgpr_read_b32 v4, a43              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a42              ;  Reload Reuse
	v_accvgpr_read_b32 v2, a45              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a44              ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 9
	v_readlane_b32 s5, v0, 10
	s_mov_b32 s6, 0x3ff
	v_and_b32_e64 v1, v1, s6
	v_pk_mov_b32 v[6:7], v[4:5], v[4:5] op_sel:[0,1]
	flat_store_dword v[6:7], v1
	flat_load_dword v1, v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[2:3], v1
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v0, s4, 15
	v_writelane_b32 v0, s5, 16
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
.LBB10_1:                               ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 17
	v_readlane_b32 s5, v0, 18
	v_readlane_b32 s6, v0, 15
	v_readlane_b32 s7, v0, 16
	v_writelane_b32 v0, s6, 19
	v_writelane_b32 v0, s7, 20
	v_accvgpr_read_b32 v2, a39              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a38              ;  Reload Reuse
	v_accvgpr_read_b32 v4, a45              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a44              ;  Reload Reuse
	flat_load_dword v1, v[4:5]
	s_nop 0
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v1, v2
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 21
	v_writelane_b32 v0, s5, 22
	v_writelane_b32 v0, s4, 23
	v_writelane_b32 v0, s5, 24
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 25
	v_writelane_b32 v0, s5, 26
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB10_3
; %bb.2:                                ;   in Loop: Header=BB10_1 Depth=1
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v2, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s14, v2, 0
	v_readlane_b32 s13, v2, 1
	v_readlane_b32 s12, v2, 2
	v_readlane_b32 s10, v2, 3
	v_readlane_b32 s11, v2, 4
	v_readlane_b32 s4, v2, 7
	v_readlane_b32 s5, v2, 8
	v_readlane_b32 s6, v2, 5
	v_readlane_b32 s7, v2, 6
	v_accvgpr_read_b32 v31, a32             ;  Reload Reuse
	v_accvgpr_read_b32 v4, a41              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a40              ;  Reload Reuse
	v_accvgpr_read_b32 v6, a37              ;  Reload Reuse
	v_accvgpr_read_b32 v7, a36              ;  Reload Reuse
	v_accvgpr_read_b32 v0, a45              ;  Reload Reuse
	v_accvgpr_read_b32 v1, a44              ;  Reload Reuse
	flat_load_dword v2, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v2
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v3
	flat_load_dwordx2 v[10:11], v[6:7]
	s_mov_b32 s8, 2
	v_lshlrev_b64 v[8:9], s8, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, v10
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v1, v11
	v_mov_b32_e32 v3, v9
	v_add_co_u32_e64 v0, s[8:9], v0, v6
	v_addc_co_u32_e64 v3, s[8:9], v1, v3, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_load_dword v3, v[0:1]
	s_mov_b64 s[16:17], 24
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	s_mov_b32 s6, 32
	v_lshrrev_b64 v[0:1], s6, v[4:5]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v4
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZN11AccumulatorIfLi4EE3addEif@rel32@lo+4
	s_addc_u32 s17, s17, _ZN11AccumulatorIfLi4EE3addEif@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_branch .LBB10_4
.LBB10_3:                               ;   in Loop: Header=BB10_1 Depth=1
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 25
	v_readlane_b32 s5, v0, 26
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v0, 19
	v_readlane_b32 s9, v0, 20
	v_readlane_b32 s6, v0, 23
	v_readlane_b32 s7, v0, 24
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v0, s6, 17
	v_writelane_b32 v0, s7, 18
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 15
	v_writelane_b32 v0, s7, 16
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 27
	v_writelane_b32 v0, s7, 28
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB10_1
	s_branch .LBB10_5
.LBB10_4:                               ;   in Loop: Header=BB10_1 Depth=1
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 21
	v_readlane_b32 s5, v0, 22
	v_accvgpr_read_b32 v2, a45              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a44              ;  Reload Reuse
	v_pk_mov_b32 v[4:5], v[2:3], v[2:3] op_sel:[0,1]
	flat_load_dword v1, v[4:5]
	s_mov_b32 s6, 64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v1, v1, s6
	flat_store_dword v[2:3], v1
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 23
	v_writelane_b32 v0, s5, 24
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_branch .LBB10_3
.LBB10_5:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 27
	v_readlane_b32 s5, v0, 28
	s_or_b64 exec, exec, s[4:5]
; %bb.6:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s14, v0, 0
	v_readlane_b32 s13, v0, 1
	v_readlane_b32 s12, v0, 2
	v_readlane_b32 s10, v0, 3
	v_readlane_b32 s11, v0, 4
	v_readlane_b32 s4, v0, 7
	v_readlane_b32 s5, v0, 8
	v_readlane_b32 s6, v0, 5
	v_readlane_b32 s7, v0, 6
	v_accvgpr_read_b32 v31, a32             ;  Reload Reuse
	v_accvgpr_read_b32 v2, a41              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a40              ;  Reload Reuse
	s_mov_b64 s[16:17], 24
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	s_mov_b32 s6, 32
	v_writelane_b32 v0, s6, 29
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_lshrrev_b64 v[0:1], s6, v[2:3]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v2
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZNK11AccumulatorIfLi4EE5totalEv@rel32@lo+4
	s_addc_u32 s17, s17, _ZNK11AccumulatorIfLi4EE5totalEv@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v2, a43              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a42              ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v1, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s6, v1, 29
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_pk_mov_b32 v[4:5], v[2:3], v[2:3] op_sel:[0,1]
	flat_load_dword v4, v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v6, 31, v4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	s_mov_b64 s[4:5], src_shared_base
	s_lshr_b64 s[4:5], s[4:5], s6
	s_mov_b32 s5, s4
	s_mov_b32 s4, 0
	s_mov_b32 s8, s4
	s_mov_b32 s9, s5
	s_mov_b32 s5, 2
	v_lshlrev_b64 v[6:7], s5, v[4:5]
	s_mov_b32 s6, s8
	v_mov_b32_e32 v4, v6
	s_mov_b32 s5, s9
	v_mov_b32_e32 v6, v7
	v_add_co_u32_e64 v4, s[6:7], s6, v4
	v_mov_b32_e32 v5, s5
	v_addc_co_u32_e64 v6, s[6:7], v5, v6, s[6:7]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	flat_store_dword v[4:5], v1
	s_barrier
	flat_load_dword v1, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e64 s[6:7], v1, s4
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 30
	v_writelane_b32 v0, s5, 31
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB10_8
; %bb.7:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_accvgpr_read_b32 v2, a49              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a48              ;  Reload Reuse
	v_accvgpr_read_b32 v4, a47              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a46              ;  Reload Reuse
	v_mov_b32_e32 v1, 0
	flat_store_dword v[4:5], v1
	flat_store_dword v[2:3], v1
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v0, s4, 32
	v_writelane_b32 v0, s5, 33
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_branch .LBB10_9
.LBB10_8:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 30
	v_readlane_b32 s5, v0, 31
	s_or_b64 exec, exec, s[4:5]
	s_branch .LBB10_15
.LBB10_9:                               ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 34
	v_readlane_b32 s5, v0, 35
	v_readlane_b32 s6, v0, 32
	v_readlane_b32 s7, v0, 33
	v_writelane_b32 v0, s6, 36
	v_writelane_b32 v0, s7, 37
	v_accvgpr_read_b32 v2, a49              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a48              ;  Reload Reuse
	flat_load_dword v1, v[2:3]
	s_mov_b32 s6, 64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v1, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 38
	v_writelane_b32 v0, s5, 39
	v_writelane_b32 v0, s4, 40
	v_writelane_b32 v0, s5, 41
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 42
	v_writelane_b32 v0, s5, 43
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB10_11
; %bb.10:                               ;   in Loop: Header=BB10_9 Depth=1
	v_accvgpr_read_b32 v0, a47              ;  Reload Reuse
	v_accvgpr_read_b32 v1, a46              ;  Reload Reuse
	v_accvgpr_read_b32 v2, a49              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a48              ;  Reload Reuse
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v4, 31, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	s_mov_b64 s[4:5], src_shared_base
	s_mov_b32 s6, 32
	s_lshr_b64 s[4:5], s[4:5], s6
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr6 killed $sgpr6 def $sgpr6_sgpr7
	s_mov_b32 s7, s4
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[4:5], s4, v[2:3]
	s_mov_b32 s4, s6
	v_mov_b32_e32 v2, v4
	s_mov_b32 s6, s7
	v_mov_b32_e32 v4, v5
	v_add_co_u32_e64 v2, s[4:5], s4, v2
	v_mov_b32_e32 v3, s6
	v_addc_co_u32_e64 v4, s[4:5], v3, v4, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	flat_load_dword v3, v[2:3]
	v_pk_mov_b32 v[4:5], v[0:1], v[0:1] op_sel:[0,1]
	flat_load_dword v2, v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e64 v2, v2, v3
	flat_store_dword v[0:1], v2
	s_branch .LBB10_12
.LBB10_11:                              ;   in Loop: Header=BB10_9 Depth=1
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 42
	v_readlane_b32 s5, v0, 43
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v0, 36
	v_readlane_b32 s9, v0, 37
	v_readlane_b32 s6, v0, 40
	v_readlane_b32 s7, v0, 41
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v0, s6, 34
	v_writelane_b32 v0, s7, 35
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 32
	v_writelane_b32 v0, s7, 33
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 44
	v_writelane_b32 v0, s7, 45
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB10_9
	s_branch .LBB10_13
.LBB10_12:                              ;   in Loop: Header=BB10_9 Depth=1
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 38
	v_readlane_b32 s5, v0, 39
	v_accvgpr_read_b32 v2, a49              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a48              ;  Reload Reuse
	v_pk_mov_b32 v[4:5], v[2:3], v[2:3] op_sel:[0,1]
	flat_load_dword v1, v[4:5]
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v1, v1, s6
	flat_store_dword v[2:3], v1
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 40
	v_writelane_b32 v0, s5, 41
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_branch .LBB10_11
.LBB10_13:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 44
	v_readlane_b32 s5, v0, 45
	s_or_b64 exec, exec, s[4:5]
; %bb.14:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v4, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v4, 2
	v_accvgpr_read_b32 v0, a35              ;  Reload Reuse
	v_accvgpr_read_b32 v1, a34              ;  Reload Reuse
	v_accvgpr_read_b32 v2, a47              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a46              ;  Reload Reuse
	flat_load_dword v2, v[2:3]
	s_nop 0
	flat_load_dwordx2 v[4:5], v[0:1]
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	s_mov_b32 s6, 2
	s_lshl_b64 s[6:7], s[4:5], s6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, v4
	s_mov_b32 s4, s6
	v_mov_b32_e32 v1, v5
	s_mov_b32 s6, s7
	v_add_co_u32_e64 v0, s[4:5], v0, s4
	v_mov_b32_e32 v3, s6
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_dword v[0:1], v2
	s_branch .LBB10_8
.LBB10_15:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6reduceIfLi4EEvPT_PKS0_i
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_private_segment_fixed_size 112
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 82
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 32
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
	.section	.text._Z6reduceIfLi4EEvPT_PKS0_i,"axG",@progbits,_Z6reduceIfLi4EEvPT_PKS0_i,comdat
.Lfunc_end7:
	.size	_Z6reduceIfLi4EEvPT_PKS0_i, .Lfunc_end7-_Z6reduceIfLi4EEvPT_PKS0_i
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3524
; NumSgprs: 42
; NumVgprs: 32
; NumAgprs: 50
; TotalNumVgprs: 82
; ScratchSize: 112
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 82
; AccumOffset: 32
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._ZN11AccumulatorIfLi4EE5resetEv,"axG",@progbits,_ZN11AccumulatorIfLi4EE5resetEv,comdat
	.hidden	_ZN11AccumulatorIfLi4EE5resetEv ; -- Begin function _ZN11AccumulatorIfLi4EE5resetEv
	.weak	_ZN11AccumulatorIfLi4EE5resetEv
	.p2align	2
	.type	_ZN11AccumulatorIfLi4EE5resetEv,@function
_ZN11AccumulatorIfLi4EE5resetEv:        ; @_ZN11AccumulatorIfLi4EE5resetEv
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s11, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[4:5], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	s_add_i32 s32, s32, 0x600
                                        ; implicit-def: $vgpr2 : SGPR spill to VGPR lane
	v_mov_b32_e32 v8, v0
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v1
                                        ; implicit-def: $sgpr4_sgpr5
	s_mov_b64 s[4:5], 0
	s_mov_b32 s10, s5
	s_mov_b64 s[6:7], src_private_base
	s_mov_b32 s8, 32
	s_lshr_b64 s[8:9], s[6:7], s8
	s_mov_b32 s6, -1
	v_lshrrev_b32_e64 v3, 6, s33
                                        ; implicit-def: $sgpr7
	v_cmp_ne_u32_e64 s[12:13], v3, s6
	s_mov_b32 s9, s8
	v_mov_b32_e32 v1, s10
	v_mov_b32_e32 v2, s9
	v_cndmask_b32_e64 v1, v1, v2, s[12:13]
	s_mov_b32 s8, s4
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v2, s8
	v_cndmask_b32_e64 v4, v2, v3, s[12:13]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	v_lshrrev_b32_e64 v3, 6, s33
	v_add_u32_e32 v3, 8, v3
                                        ; implicit-def: $sgpr7
	v_cmp_ne_u32_e64 s[6:7], v3, s6
	v_mov_b32_e32 v1, s10
	v_mov_b32_e32 v2, s9
	v_cndmask_b32_e64 v1, v1, v2, s[6:7]
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v2, s8
	v_cndmask_b32_e64 v2, v2, v3, s[6:7]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	v_accvgpr_write_b32 a2, v2              ;  Reload Reuse
	v_accvgpr_write_b32 a1, v3              ;  Reload Reuse
                                        ; implicit-def: $sgpr6_sgpr7
	v_pk_mov_b32 v[6:7], v[4:5], v[4:5] op_sel:[0,1]
	flat_store_dwordx2 v[6:7], v[8:9]
	flat_load_dwordx2 v[4:5], v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_accvgpr_write_b32 a4, v4              ;  Reload Reuse
	v_accvgpr_write_b32 a3, v5              ;  Reload Reuse
	v_mov_b32_e32 v1, 0
	flat_store_dword v[2:3], v1
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v0, s4, 0
	v_writelane_b32 v0, s5, 1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
.LBB7_1:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s4, v0, 2
	v_readlane_b32 s5, v0, 3
	v_readlane_b32 s6, v0, 0
	v_readlane_b32 s7, v0, 1
	v_writelane_b32 v0, s6, 4
	v_writelane_b32 v0, s7, 5
	v_accvgpr_read_b32 v2, a2               ;  Reload Reuse
	v_accvgpr_read_b32 v3, a1               ;  Reload Reuse
	flat_load_dword v1, v[2:3]
	s_mov_b32 s6, 4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v1, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 6
	v_writelane_b32 v0, s5, 7
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 10
	v_writelane_b32 v0, s5, 11
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB7_3
; %bb.2:                                ;   in Loop: Header=BB7_1 Depth=1
	v_accvgpr_read_b32 v6, a4               ;  Reload Reuse
	v_accvgpr_read_b32 v7, a3               ;  Reload Reuse
	v_accvgpr_read_b32 v0, a2               ;  Reload Reuse
	v_accvgpr_read_b32 v1, a1               ;  Reload Reuse
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v2, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[4:5], s4, v[0:1]
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v7
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, 0
	flat_store_dword v[0:1], v2
	s_branch .LBB7_4
.LBB7_3:                                ;   in Loop: Header=BB7_1 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s4, v0, 10
	v_readlane_b32 s5, v0, 11
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v0, 4
	v_readlane_b32 s9, v0, 5
	v_readlane_b32 s6, v0, 8
	v_readlane_b32 s7, v0, 9
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v0, s6, 2
	v_writelane_b32 v0, s7, 3
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 0
	v_writelane_b32 v0, s7, 1
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 12
	v_writelane_b32 v0, s7, 13
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB7_1
	s_branch .LBB7_5
.LBB7_4:                                ;   in Loop: Header=BB7_1 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s4, v0, 6
	v_readlane_b32 s5, v0, 7
	v_accvgpr_read_b32 v2, a2               ;  Reload Reuse
	v_accvgpr_read_b32 v3, a1               ;  Reload Reuse
	v_pk_mov_b32 v[4:5], v[2:3], v[2:3] op_sel:[0,1]
	flat_load_dword v1, v[4:5]
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v1, v1, s6
	flat_store_dword v[2:3], v1
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_branch .LBB7_3
.LBB7_5:
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s4, v0, 12
	v_readlane_b32 s5, v0, 13
	s_or_b64 exec, exec, s[4:5]
; %bb.6:
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
                                        ; kill: killed $vgpr0
	s_xor_saveexec_b64 s[4:5], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_add_i32 s32, s32, 0xfffffa00
	s_mov_b32 s33, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end8:
	.size	_ZN11AccumulatorIfLi4EE5resetEv, .Lfunc_end8-_ZN11AccumulatorIfLi4EE5resetEv
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 992
; NumSgprs: 38
; NumVgprs: 10
; NumAgprs: 5
; TotalNumVgprs: 17
; ScratchSize: 24
; MemoryBound: 0
	.section	.text._ZN11AccumulatorIfLi4EE3addEif,"axG",@progbits,_ZN11AccumulatorIfLi4EE3addEif,comdat
	.hidden	_ZN11AccumulatorIfLi4EE3addEif  ; -- Begin function _ZN11AccumulatorIfLi4EE3addEif
	.weak	_ZN11AccumulatorIfLi4EE3addEif
	.p2align	2
	.type	_ZN11AccumulatorIfLi4EE3addEif,@function
_ZN11AccumulatorIfLi4EE3addEif:         ; @_ZN11AccumulatorIfLi4EE3addEif
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s9, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x600
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v2
	v_mov_b32_e32 v10, v0
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v1
                                        ; implicit-def: $sgpr4_sgpr5
	s_mov_b64 s[12:13], 0
	s_mov_b32 s8, s13
	s_mov_b64 s[4:5], src_private_base
	s_mov_b32 s6, 32
	s_lshr_b64 s[6:7], s[4:5], s6
	s_mov_b32 s4, -1
	v_lshrrev_b32_e64 v2, 6, s33
                                        ; implicit-def: $sgpr5
	v_cmp_ne_u32_e64 s[10:11], v2, s4
	s_mov_b32 s7, s6
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s7
	v_cndmask_b32_e64 v0, v0, v1, s[10:11]
	s_mov_b32 s6, s12
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v1, s6
	v_cndmask_b32_e64 v4, v1, v2, s[10:11]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_lshrrev_b32_e64 v1, 6, s33
	v_add_u32_e32 v1, 8, v1
                                        ; implicit-def: $sgpr5
	v_cmp_ne_u32_e64 s[10:11], v1, s4
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v2, s7
	v_cndmask_b32_e64 v2, v0, v2, s[10:11]
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v0, s6
	v_cndmask_b32_e64 v0, v0, v1, s[10:11]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_lshrrev_b32_e64 v3, 6, s33
	v_add_u32_e32 v3, 12, v3
                                        ; implicit-def: $sgpr5
	v_cmp_ne_u32_e64 s[4:5], v3, s4
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v6, s7
	v_cndmask_b32_e64 v6, v2, v6, s[4:5]
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v2, s6
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
                                        ; kill: def $vgpr6 killed $vgpr6 killed $exec
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	v_pk_mov_b32 v[6:7], v[4:5], v[4:5] op_sel:[0,1]
	flat_store_dwordx2 v[6:7], v[10:11]
	v_pk_mov_b32 v[6:7], v[0:1], v[0:1] op_sel:[0,1]
	flat_store_dword v[6:7], v9
	v_pk_mov_b32 v[6:7], v[2:3], v[2:3] op_sel:[0,1]
	flat_store_dword v[6:7], v8
	flat_load_dwordx2 v[8:9], v[4:5]
	s_nop 0
	flat_load_dword v3, v[2:3]
	s_nop 0
	flat_load_dword v0, v[0:1]
	s_mov_b32 s4, 31
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v1, s4, v0
	s_mov_b32 s4, 30
	v_lshrrev_b32_e64 v1, s4, v1
	v_add_u32_e64 v1, v0, v1
	s_mov_b32 s4, -4
	v_and_b32_e64 v1, v1, s4
	v_sub_u32_e64 v0, v0, v1
	v_ashrrev_i32_e64 v2, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[6:7], s4, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v2, v7
	v_add_co_u32_e64 v0, s[4:5], v0, v4
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v2, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e64 v2, v2, v3
	flat_store_dword v[0:1], v2
	s_add_i32 s32, s32, 0xfffffa00
	s_mov_b32 s33, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end9:
	.size	_ZN11AccumulatorIfLi4EE3addEif, .Lfunc_end9-_ZN11AccumulatorIfLi4EE3addEif
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 464
; NumSgprs: 38
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 24
; MemoryBound: 0
	.section	.text._ZNK11AccumulatorIfLi4EE5totalEv,"axG",@progbits,_ZNK11AccumulatorIfLi4EE5totalEv,comdat
	.hidden	_ZNK11AccumulatorIfLi4EE5totalEv ; -- Begin function _ZNK11AccumulatorIfLi4EE5totalEv
	.weak	_ZNK11AccumulatorIfLi4EE5totalEv
	.p2align	2
	.type	_ZNK11AccumulatorIfLi4EE5totalEv,@function
_ZNK11AccumulatorIfLi4EE5totalEv:       ; @_ZNK11AccumulatorIfLi4EE5totalEv
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s11, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[4:5], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	s_add_i32 s32, s32, 0x800
                                        ; implicit-def: $vgpr2 : SGPR spill to VGPR lane
	v_mov_b32_e32 v10, v0
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v1
                                        ; implicit-def: $sgpr4_sgpr5
	s_mov_b64 s[4:5], 0
	s_mov_b32 s10, s5
	s_mov_b64 s[6:7], src_private_base
	s_mov_b32 s8, 32
	s_lshr_b64 s[8:9], s[6:7], s8
	s_mov_b32 s6, -1
	v_lshrrev_b32_e64 v3, 6, s33
	v_add_u32_e32 v3, 8, v3
                                        ; implicit-def: $sgpr7
	v_cmp_ne_u32_e64 s[12:13], v3, s6
	s_mov_b32 s9, s8
	v_mov_b32_e32 v1, s10
	v_mov_b32_e32 v2, s9
	v_cndmask_b32_e64 v1, v1, v2, s[12:13]
	s_mov_b32 s8, s4
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v2, s8
	v_cndmask_b32_e64 v6, v2, v3, s[12:13]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v1
	v_lshrrev_b32_e64 v3, 6, s33
	v_add_u32_e32 v3, 16, v3
                                        ; implicit-def: $sgpr7
	v_cmp_ne_u32_e64 s[12:13], v3, s6
	v_mov_b32_e32 v1, s10
	v_mov_b32_e32 v2, s9
	v_cndmask_b32_e64 v1, v1, v2, s[12:13]
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v2, s8
	v_cndmask_b32_e64 v4, v2, v3, s[12:13]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	v_accvgpr_write_b32 a2, v4              ;  Reload Reuse
	v_accvgpr_write_b32 a1, v5              ;  Reload Reuse
                                        ; implicit-def: $sgpr12_sgpr13
	v_lshrrev_b32_e64 v3, 6, s33
	v_add_u32_e32 v3, 20, v3
                                        ; implicit-def: $sgpr7
	v_cmp_ne_u32_e64 s[6:7], v3, s6
	v_mov_b32_e32 v1, s10
	v_mov_b32_e32 v2, s9
	v_cndmask_b32_e64 v1, v1, v2, s[6:7]
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v2, s8
	v_cndmask_b32_e64 v2, v2, v3, s[6:7]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	v_accvgpr_write_b32 a4, v2              ;  Reload Reuse
	v_accvgpr_write_b32 a3, v3              ;  Reload Reuse
                                        ; implicit-def: $sgpr6_sgpr7
	v_pk_mov_b32 v[8:9], v[6:7], v[6:7] op_sel:[0,1]
	flat_store_dwordx2 v[8:9], v[10:11]
	flat_load_dwordx2 v[6:7], v[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_accvgpr_write_b32 a6, v6              ;  Reload Reuse
	v_accvgpr_write_b32 a5, v7              ;  Reload Reuse
	v_mov_b32_e32 v1, 0
	flat_store_dword v[4:5], v1
	flat_store_dword v[2:3], v1
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v0, s4, 0
	v_writelane_b32 v0, s5, 1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
.LBB9_1:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s4, v0, 2
	v_readlane_b32 s5, v0, 3
	v_readlane_b32 s6, v0, 0
	v_readlane_b32 s7, v0, 1
	v_writelane_b32 v0, s6, 4
	v_writelane_b32 v0, s7, 5
	v_accvgpr_read_b32 v2, a4               ;  Reload Reuse
	v_accvgpr_read_b32 v3, a3               ;  Reload Reuse
	flat_load_dword v1, v[2:3]
	s_mov_b32 s6, 4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v1, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 6
	v_writelane_b32 v0, s5, 7
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 10
	v_writelane_b32 v0, s5, 11
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB9_3
; %bb.2:                                ;   in Loop: Header=BB9_1 Depth=1
	v_accvgpr_read_b32 v0, a2               ;  Reload Reuse
	v_accvgpr_read_b32 v1, a1               ;  Reload Reuse
	v_accvgpr_read_b32 v8, a6               ;  Reload Reuse
	v_accvgpr_read_b32 v9, a5               ;  Reload Reuse
	v_accvgpr_read_b32 v2, a4               ;  Reload Reuse
	v_accvgpr_read_b32 v3, a3               ;  Reload Reuse
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v4, 31, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[6:7], s4, v[2:3]
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v3, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32_e64 v2, s[4:5], v2, v5
	v_addc_co_u32_e64 v4, s[4:5], v3, v4, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	flat_load_dword v3, v[2:3]
	v_pk_mov_b32 v[4:5], v[0:1], v[0:1] op_sel:[0,1]
	flat_load_dword v2, v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e64 v2, v2, v3
	flat_store_dword v[0:1], v2
	s_branch .LBB9_4
.LBB9_3:                                ;   in Loop: Header=BB9_1 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s4, v0, 10
	v_readlane_b32 s5, v0, 11
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v0, 4
	v_readlane_b32 s9, v0, 5
	v_readlane_b32 s6, v0, 8
	v_readlane_b32 s7, v0, 9
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v0, s6, 2
	v_writelane_b32 v0, s7, 3
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 0
	v_writelane_b32 v0, s7, 1
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 12
	v_writelane_b32 v0, s7, 13
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB9_1
	s_branch .LBB9_5
.LBB9_4:                                ;   in Loop: Header=BB9_1 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s4, v0, 6
	v_readlane_b32 s5, v0, 7
	v_accvgpr_read_b32 v2, a4               ;  Reload Reuse
	v_accvgpr_read_b32 v3, a3               ;  Reload Reuse
	v_pk_mov_b32 v[4:5], v[2:3], v[2:3] op_sel:[0,1]
	flat_load_dword v1, v[4:5]
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v1, v1, s6
	flat_store_dword v[2:3], v1
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_branch .LBB9_3
.LBB9_5:
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s4, v0, 12
	v_readlane_b32 s5, v0, 13
	s_or_b64 exec, exec, s[4:5]
; %bb.6:
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_accvgpr_read_b32 v2, a2               ;  Reload Reuse
	v_accvgpr_read_b32 v3, a1               ;  Reload Reuse
	flat_load_dword v0, v[2:3]
                                        ; kill: killed $vgpr1
	s_xor_saveexec_b64 s[4:5], -1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_load_dword v0, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_add_i32 s32, s32, 0xfffff800
	s_mov_b32 s33, s11
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end10:
	.size	_ZNK11AccumulatorIfLi4EE5totalEv, .Lfunc_end10-_ZNK11AccumulatorIfLi4EE5totalEv
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1148
; NumSgprs: 38
; NumVgprs: 12
; NumAgprs: 7
; TotalNumVgprs: 19
; ScratchSize: 32
; MemoryBound: 0
	.section	.text._Z6reduceIiLi8EEvPT_PKS0_i,"axG",@progbits,_Z6reduceIiLi8EEvPT_PKS0_i,comdat
	.protected	_Z6reduceIiLi8EEvPT_PKS0_i ; -- Begin function _Z6reduceIiLi8EEvPT_PKS0_i
	.globl	_Z6reduceIiLi8EEvPT_PKS0_i
	.p2align	8
	.type	_Z6reduceIiLi8EEvPT_PKS0_i,@function
_Z6reduceIiLi8EEvPT_PKS0_i:             ; @_Z6reduceIiLi8EEvPT_PKS0_i
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x1800
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
	v_writelane_b32 v1, s6, 5
	v_writelane_b32 v1, s7, 6
	v_writelane_b32 v1, s4, 7
	v_writelane_b32 v1, s5, 8
	v_mov_b32_e32 v31, v0
	v_accvgpr_write_b32 a32, v31            ;  Reload Reuse
	s_load_dwordx2 s[18:19], s[6:7], 0x0
	s_load_dwordx2 s[16:17], s[6:7], 0x8
	s_load_dword s9, s[6:7], 0x10
	s_mov_b64 s[26:27], 0
	v_writelane_b32 v1, s26, 9
	v_writelane_b32 v1, s27, 10
	s_mov_b32 s23, s27
	v_writelane_b32 v1, s23, 11
	s_mov_b64 s[20:21], src_private_base
	s_mov_b32 s8, 32
	s_lshr_b64 s[28:29], s[20:21], s8
	s_mov_b32 s20, -1
	v_writelane_b32 v1, s20, 12
	v_mov_b32_e32 v2, 0
                                        ; implicit-def: $sgpr15
	v_cmp_ne_u32_e64 s[24:25], v2, s20
	s_mov_b32 s22, s28
	v_writelane_b32 v1, s22, 13
	v_mov_b32_e32 v0, s23
	v_mov_b32_e32 v3, s22
	v_cndmask_b32_e64 v0, v0, v3, s[24:25]
	s_mov_b32 s15, s26
	v_writelane_b32 v1, s15, 14
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v1             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
                                        ; implicit-def: $sgpr21
	v_mov_b32_e32 v1, s15
	v_cndmask_b32_e64 v12, v1, v2, s[24:25]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v2, 8
                                        ; implicit-def: $sgpr21
	v_cmp_ne_u32_e64 s[24:25], v2, s20
	v_mov_b32_e32 v0, s23
	v_mov_b32_e32 v1, s22
	v_cndmask_b32_e64 v0, v0, v1, s[24:25]
                                        ; implicit-def: $sgpr21
	v_mov_b32_e32 v1, s15
	v_cndmask_b32_e64 v8, v1, v2, s[24:25]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v2, 16
                                        ; implicit-def: $sgpr21
	v_cmp_ne_u32_e64 s[24:25], v2, s20
	v_mov_b32_e32 v0, s23
	v_mov_b32_e32 v1, s22
	v_cndmask_b32_e64 v0, v0, v1, s[24:25]
                                        ; implicit-def: $sgpr21
	v_mov_b32_e32 v1, s15
	v_cndmask_b32_e64 v10, v1, v2, s[24:25]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v0
	v_accvgpr_write_b32 a35, v10            ;  Reload Reuse
	v_accvgpr_write_b32 a34, v11            ;  Reload Reuse
                                        ; implicit-def: $sgpr24_sgpr25
	v_mov_b32_e32 v2, 24
                                        ; implicit-def: $sgpr21
	v_cmp_ne_u32_e64 s[24:25], v2, s20
	v_mov_b32_e32 v0, s23
	v_mov_b32_e32 v1, s22
	v_cndmask_b32_e64 v0, v0, v1, s[24:25]
                                        ; implicit-def: $sgpr21
	v_mov_b32_e32 v1, s15
	v_cndmask_b32_e64 v6, v1, v2, s[24:25]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	v_accvgpr_write_b32 a37, v6             ;  Reload Reuse
	v_accvgpr_write_b32 a36, v7             ;  Reload Reuse
                                        ; implicit-def: $sgpr24_sgpr25
	v_mov_b32_e32 v2, 32
                                        ; implicit-def: $sgpr21
	v_cmp_ne_u32_e64 s[24:25], v2, s20
	v_mov_b32_e32 v0, s23
	v_mov_b32_e32 v1, s22
	v_cndmask_b32_e64 v0, v0, v1, s[24:25]
                                        ; implicit-def: $sgpr21
	v_mov_b32_e32 v1, s15
	v_cndmask_b32_e64 v4, v1, v2, s[24:25]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_accvgpr_write_b32 a39, v4             ;  Reload Reuse
	v_accvgpr_write_b32 a38, v5             ;  Reload Reuse
                                        ; implicit-def: $sgpr24_sgpr25
	v_mov_b32_e32 v2, 36
                                        ; implicit-def: $sgpr21
	v_cmp_ne_u32_e64 s[24:25], v2, s20
	v_mov_b32_e32 v0, s23
	v_mov_b32_e32 v1, s22
	v_cndmask_b32_e64 v1, v0, v1, s[24:25]
                                        ; implicit-def: $sgpr21
	v_mov_b32_e32 v0, s15
	v_cndmask_b32_e64 v0, v0, v2, s[24:25]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v1
	v_accvgpr_write_b32 a41, v2             ;  Reload Reuse
	v_accvgpr_write_b32 a40, v3             ;  Reload Reuse
                                        ; implicit-def: $sgpr24_sgpr25
	v_mov_b32_e32 v15, 0x44
                                        ; implicit-def: $sgpr21
	v_cmp_ne_u32_e64 s[24:25], v15, s20
	v_mov_b32_e32 v1, s23
	v_mov_b32_e32 v14, s22
	v_cndmask_b32_e64 v1, v1, v14, s[24:25]
                                        ; implicit-def: $sgpr21
	v_mov_b32_e32 v14, s15
	v_cndmask_b32_e64 v14, v14, v15, s[24:25]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v1
	v_accvgpr_write_b32 a43, v14            ;  Reload Reuse
	v_accvgpr_write_b32 a42, v15            ;  Reload Reuse
                                        ; implicit-def: $sgpr24_sgpr25
	v_mov_b32_e32 v15, 0x48
                                        ; implicit-def: $sgpr21
	v_cmp_ne_u32_e64 s[24:25], v15, s20
	v_mov_b32_e32 v1, s23
	v_mov_b32_e32 v14, s22
	v_cndmask_b32_e64 v1, v1, v14, s[24:25]
                                        ; implicit-def: $sgpr21
	v_mov_b32_e32 v14, s15
	v_cndmask_b32_e64 v14, v14, v15, s[24:25]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v1
	v_accvgpr_write_b32 a45, v14            ;  Reload Reuse
	v_accvgpr_write_b32 a44, v15            ;  Reload Reuse
                                        ; implicit-def: $sgpr24_sgpr25
	v_mov_b32_e32 v15, 0x4c
                                        ; implicit-def: $sgpr21
	v_cmp_ne_u32_e64 s[24:25], v15, s20
	v_mov_b32_e32 v1, s23
	v_mov_b32_e32 v14, s22
	v_cndmask_b32_e64 v1, v1, v14, s[24:25]
                                        ; implicit-def: $sgpr21
	v_mov_b32_e32 v14, s15
	v_cndmask_b32_e64 v14, v14, v15, s[24:25]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v1
	v_accvgpr_write_b32 a47, v14            ;  Reload Reuse
	v_accvgpr_write_b32 a46, v15            ;  Reload Reuse
                                        ; implicit-def: $sgpr24_sgpr25
	v_mov_b32_e32 v15, 0x50
                                        ; implicit-def: $sgpr21
	v_cmp_ne_u32_e64 s[20:21], v15, s20
	v_mov_b32_e32 v1, s23
	v_mov_b32_e32 v14, s22
	v_cndmask_b32_e64 v1, v1, v14, s[20:21]
                                        ; implicit-def: $sgpr22
	v_mov_b32_e32 v14, s15
	v_cndmask_b32_e64 v14, v14, v15, s[20:21]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, v1
	v_accvgpr_write_b32 a49, v14            ;  Reload Reuse
	v_accvgpr_write_b32 a48, v15            ;  Reload Reuse
                                        ; implicit-def: $sgpr20_sgpr21
	v_pk_mov_b32 v[14:15], v[12:13], v[12:13] op_sel:[0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_mov_b32 v[16:17], s[18:19], s[18:19] op_sel:[0,1]
	flat_store_dwordx2 v[14:15], v[16:17]
	flat_load_dwordx2 v[12:13], v[12:13]
	v_pk_mov_b32 v[14:15], v[8:9], v[8:9] op_sel:[0,1]
	v_pk_mov_b32 v[16:17], s[16:17], s[16:17] op_sel:[0,1]
	flat_store_dwordx2 v[14:15], v[16:17]
	flat_load_dwordx2 v[8:9], v[8:9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[10:11], v[12:13]
	flat_store_dwordx2 v[6:7], v[8:9]
	v_mov_b32_e32 v1, s9
	flat_store_dword v[4:5], v1
	v_lshrrev_b64 v[2:3], s8, v[2:3]
	v_mov_b32_e32 v1, v2
	s_mov_b64 s[16:17], 24
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZN11AccumulatorIiLi8EE5resetEv@rel32@lo+4
	s_addc_u32 s17, s17, _ZN11AccumulatorIiLi8EE5resetEv@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v1, a32              ;  Reload Reuse
	v_accvgpr_read_b32 v4, a43              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a42              ;  Reload Reuse
	v_accvgpr_read_b32 v2, a45              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a44              ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 9
	v_readlane_b32 s5, v0, 10
	s_mov_b32 s6, 0x3ff
	v_and_b32_e64 v1, v1, s6
	v_pk_mov_b32 v[6:7], v[4:5], v[4:5] op_sel:[0,1]
	flat_store_dword v[6:7], v1
	flat_load_dword v1, v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[2:3], v1
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v0, s4, 15
	v_writelane_b32 v0, s5, 16
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
.LBB14_1:                               ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 17
	v_readlane_b32 s5, v0, 18
	v_readlane_b32 s6, v0, 15
	v_readlane_b32 s7, v0, 16
	v_writelane_b32 v0, s6, 19
	v_writelane_b32 v0, s7, 20
	v_accvgpr_read_b32 v2, a39              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a38              ;  Reload Reuse
	v_accvgpr_read_b32 v4, a45              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a44              ;  Reload Reuse
	flat_load_dword v1, v[4:5]
	s_nop 0
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v1, v2
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 21
	v_writelane_b32 v0, s5, 22
	v_writelane_b32 v0, s4, 23
	v_writelane_b32 v0, s5, 24
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 25
	v_writelane_b32 v0, s5, 26
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB14_3
; %bb.2:                                ;   in Loop: Header=BB14_1 Depth=1
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v2, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s14, v2, 0
	v_readlane_b32 s13, v2, 1
	v_readlane_b32 s12, v2, 2
	v_readlane_b32 s10, v2, 3
	v_readlane_b32 s11, v2, 4
	v_readlane_b32 s4, v2, 7
	v_readlane_b32 s5, v2, 8
	v_readlane_b32 s6, v2, 5
	v_readlane_b32 s7, v2, 6
	v_accvgpr_read_b32 v31, a32             ;  Reload Reuse
	v_accvgpr_read_b32 v4, a41              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a40              ;  Reload Reuse
	v_accvgpr_read_b32 v6, a37              ;  Reload Reuse
	v_accvgpr_read_b32 v7, a36              ;  Reload Reuse
	v_accvgpr_read_b32 v0, a45              ;  Reload Reuse
	v_accvgpr_read_b32 v1, a44              ;  Reload Reuse
	flat_load_dword v2, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v2
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v3
	flat_load_dwordx2 v[10:11], v[6:7]
	s_mov_b32 s8, 2
	v_lshlrev_b64 v[8:9], s8, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, v10
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v1, v11
	v_mov_b32_e32 v3, v9
	v_add_co_u32_e64 v0, s[8:9], v0, v6
	v_addc_co_u32_e64 v3, s[8:9], v1, v3, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_load_dword v3, v[0:1]
	s_mov_b64 s[16:17], 24
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	s_mov_b32 s6, 32
	v_lshrrev_b64 v[0:1], s6, v[4:5]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v4
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZN11AccumulatorIiLi8EE3addEii@rel32@lo+4
	s_addc_u32 s17, s17, _ZN11AccumulatorIiLi8EE3addEii@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_branch .LBB14_4
.LBB14_3:                               ;   in Loop: Header=BB14_1 Depth=1
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 25
	v_readlane_b32 s5, v0, 26
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v0, 19
	v_readlane_b32 s9, v0, 20
	v_readlane_b32 s6, v0, 23
	v_readlane_b32 s7, v0, 24
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v0, s6, 17
	v_writelane_b32 v0, s7, 18
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 15
	v_writelane_b32 v0, s7, 16
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 27
	v_writelane_b32 v0, s7, 28
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB14_1
	s_branch .LBB14_5
.LBB14_4:                               ;   in Loop: Header=BB14_1 Depth=1
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 21
	v_readlane_b32 s5, v0, 22
	v_accvgpr_read_b32 v2, a45              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a44              ;  Reload Reuse
	v_pk_mov_b32 v[4:5], v[2:3], v[2:3] op_sel:[0,1]
	flat_load_dword v1, v[4:5]
	s_mov_b32 s6, 64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v1, v1, s6
	flat_store_dword v[2:3], v1
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 23
	v_writelane_b32 v0, s5, 24
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_branch .LBB14_3
.LBB14_5:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 27
	v_readlane_b32 s5, v0, 28
	s_or_b64 exec, exec, s[4:5]
; %bb.6:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s14, v0, 0
	v_readlane_b32 s13, v0, 1
	v_readlane_b32 s12, v0, 2
	v_readlane_b32 s10, v0, 3
	v_readlane_b32 s11, v0, 4
	v_readlane_b32 s4, v0, 7
	v_readlane_b32 s5, v0, 8
	v_readlane_b32 s6, v0, 5
	v_readlane_b32 s7, v0, 6
	v_accvgpr_read_b32 v31, a32             ;  Reload Reuse
	v_accvgpr_read_b32 v2, a41              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a40              ;  Reload Reuse
	s_mov_b64 s[16:17], 24
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	s_mov_b32 s6, 32
	v_writelane_b32 v0, s6, 29
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_lshrrev_b64 v[0:1], s6, v[2:3]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v2
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZNK11AccumulatorIiLi8EE5totalEv@rel32@lo+4
	s_addc_u32 s17, s17, _ZNK11AccumulatorIiLi8EE5totalEv@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_accvgpr_read_b32 v2, a43              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a42              ;  Reload Reuse
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v1, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s6, v1, 29
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_pk_mov_b32 v[4:5], v[2:3], v[2:3] op_sel:[0,1]
	flat_load_dword v4, v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v6, 31, v4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	s_mov_b64 s[4:5], src_shared_base
	s_lshr_b64 s[4:5], s[4:5], s6
	s_mov_b32 s5, s4
	s_mov_b32 s4, 0
	s_mov_b32 s8, s4
	s_mov_b32 s9, s5
	s_mov_b32 s5, 2
	v_lshlrev_b64 v[6:7], s5, v[4:5]
	s_mov_b32 s6, s8
	v_mov_b32_e32 v4, v6
	s_mov_b32 s5, s9
	v_mov_b32_e32 v6, v7
	v_add_co_u32_e64 v4, s[6:7], s6, v4
	v_mov_b32_e32 v5, s5
	v_addc_co_u32_e64 v6, s[6:7], v5, v6, s[6:7]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	flat_store_dword v[4:5], v1
	s_barrier
	flat_load_dword v1, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e64 s[6:7], v1, s4
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 30
	v_writelane_b32 v0, s5, 31
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB14_8
; %bb.7:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_accvgpr_read_b32 v2, a49              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a48              ;  Reload Reuse
	v_accvgpr_read_b32 v4, a47              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a46              ;  Reload Reuse
	v_mov_b32_e32 v1, 0
	flat_store_dword v[4:5], v1
	flat_store_dword v[2:3], v1
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v0, s4, 32
	v_writelane_b32 v0, s5, 33
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_branch .LBB14_9
.LBB14_8:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 30
	v_readlane_b32 s5, v0, 31
	s_or_b64 exec, exec, s[4:5]
	s_branch .LBB14_15
.LBB14_9:                               ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 34
	v_readlane_b32 s5, v0, 35
	v_readlane_b32 s6, v0, 32
	v_readlane_b32 s7, v0, 33
	v_writelane_b32 v0, s6, 36
	v_writelane_b32 v0, s7, 37
	v_accvgpr_read_b32 v2, a49              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a48              ;  Reload Reuse
	flat_load_dword v1, v[2:3]
	s_mov_b32 s6, 64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v1, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 38
	v_writelane_b32 v0, s5, 39
	v_writelane_b32 v0, s4, 40
	v_writelane_b32 v0, s5, 41
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 42
	v_writelane_b32 v0, s5, 43
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB14_11
; %bb.10:                               ;   in Loop: Header=BB14_9 Depth=1
	v_accvgpr_read_b32 v0, a47              ;  Reload Reuse
	v_accvgpr_read_b32 v1, a46              ;  Reload Reuse
	v_accvgpr_read_b32 v2, a49              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a48              ;  Reload Reuse
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v4, 31, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	s_mov_b64 s[4:5], src_shared_base
	s_mov_b32 s6, 32
	s_lshr_b64 s[4:5], s[4:5], s6
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr6 killed $sgpr6 def $sgpr6_sgpr7
	s_mov_b32 s7, s4
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[4:5], s4, v[2:3]
	s_mov_b32 s4, s6
	v_mov_b32_e32 v2, v4
	s_mov_b32 s6, s7
	v_mov_b32_e32 v4, v5
	v_add_co_u32_e64 v2, s[4:5], s4, v2
	v_mov_b32_e32 v3, s6
	v_addc_co_u32_e64 v4, s[4:5], v3, v4, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	flat_load_dword v3, v[2:3]
	v_pk_mov_b32 v[4:5], v[0:1], v[0:1] op_sel:[0,1]
	flat_load_dword v2, v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v2, v2, v3
	flat_store_dword v[0:1], v2
	s_branch .LBB14_12
.LBB14_11:                              ;   in Loop: Header=BB14_9 Depth=1
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 42
	v_readlane_b32 s5, v0, 43
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v0, 36
	v_readlane_b32 s9, v0, 37
	v_readlane_b32 s6, v0, 40
	v_readlane_b32 s7, v0, 41
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v0, s6, 34
	v_writelane_b32 v0, s7, 35
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 32
	v_writelane_b32 v0, s7, 33
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 44
	v_writelane_b32 v0, s7, 45
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB14_9
	s_branch .LBB14_13
.LBB14_12:                              ;   in Loop: Header=BB14_9 Depth=1
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 38
	v_readlane_b32 s5, v0, 39
	v_accvgpr_read_b32 v2, a49              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a48              ;  Reload Reuse
	v_pk_mov_b32 v[4:5], v[2:3], v[2:3] op_sel:[0,1]
	flat_load_dword v1, v[4:5]
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v1, v1, s6
	flat_store_dword v[2:3], v1
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 40
	v_writelane_b32 v0, s5, 41
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v0             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_branch .LBB14_11
.LBB14_13:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v0, 44
	v_readlane_b32 s5, v0, 45
	s_or_b64 exec, exec, s[4:5]
; %bb.14:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v4, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s4, v4, 2
	v_accvgpr_read_b32 v0, a35              ;  Reload Reuse
	v_accvgpr_read_b32 v1, a34              ;  Reload Reuse
	v_accvgpr_read_b32 v2, a47              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a46              ;  Reload Reuse
	flat_load_dword v2, v[2:3]
	s_nop 0
	flat_load_dwordx2 v[4:5], v[0:1]
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	s_mov_b32 s6, 2
	s_lshl_b64 s[6:7], s[4:5], s6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, v4
	s_mov_b32 s4, s6
	v_mov_b32_e32 v1, v5
	s_mov_b32 s6, s7
	v_add_co_u32_e64 v0, s[4:5], v0, s4
	v_mov_b32_e32 v3, s6
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_dword v[0:1], v2
	s_branch .LBB14_8
.LBB14_15:
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v0, a33              ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6reduceIiLi8EEvPT_PKS0_i
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_private_segment_fixed_size 128
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 82
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 32
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
	.section	.text._Z6reduceIiLi8EEvPT_PKS0_i,"axG",@progbits,_Z6reduceIiLi8EEvPT_PKS0_i,comdat
.Lfunc_end11:
	.size	_Z6reduceIiLi8EEvPT_PKS0_i, .Lfunc_end11-_Z6reduceIiLi8EEvPT_PKS0_i
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3540
; NumSgprs: 42
; NumVgprs: 32
; NumAgprs: 50
; TotalNumVgprs: 82
; ScratchSize: 128
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 82
; AccumOffset: 32
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.section	.text._ZN11AccumulatorIiLi8EE5resetEv,"axG",@progbits,_ZN11AccumulatorIiLi8EE5resetEv,comdat
	.hidden	_ZN11AccumulatorIiLi8EE5resetEv ; -- Begin function _ZN11AccumulatorIiLi8EE5resetEv
	.weak	_ZN11AccumulatorIiLi8EE5resetEv
	.p2align	2
	.type	_ZN11AccumulatorIiLi8EE5resetEv,@function
_ZN11AccumulatorIiLi8EE5resetEv:        ; @_ZN11AccumulatorIiLi8EE5resetEv
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s11, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[4:5], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	s_add_i32 s32, s32, 0x600
                                        ; implicit-def: $vgpr2 : SGPR spill to VGPR lane
	v_mov_b32_e32 v8, v0
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v1
                                        ; implicit-def: $sgpr4_sgpr5
	s_mov_b64 s[4:5], 0
	s_mov_b32 s10, s5
	s_mov_b64 s[6:7], src_private_base
	s_mov_b32 s8, 32
	s_lshr_b64 s[8:9], s[6:7], s8
	s_mov_b32 s6, -1
	v_lshrrev_b32_e64 v3, 6, s33
                                        ; implicit-def: $sgpr7
	v_cmp_ne_u32_e64 s[12:13], v3, s6
	s_mov_b32 s9, s8
	v_mov_b32_e32 v1, s10
	v_mov_b32_e32 v2, s9
	v_cndmask_b32_e64 v1, v1, v2, s[12:13]
	s_mov_b32 s8, s4
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v2, s8
	v_cndmask_b32_e64 v4, v2, v3, s[12:13]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	v_lshrrev_b32_e64 v3, 6, s33
	v_add_u32_e32 v3, 8, v3
                                        ; implicit-def: $sgpr7
	v_cmp_ne_u32_e64 s[6:7], v3, s6
	v_mov_b32_e32 v1, s10
	v_mov_b32_e32 v2, s9
	v_cndmask_b32_e64 v1, v1, v2, s[6:7]
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v2, s8
	v_cndmask_b32_e64 v2, v2, v3, s[6:7]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	v_accvgpr_write_b32 a2, v2              ;  Reload Reuse
	v_accvgpr_write_b32 a1, v3              ;  Reload Reuse
                                        ; implicit-def: $sgpr6_sgpr7
	v_pk_mov_b32 v[6:7], v[4:5], v[4:5] op_sel:[0,1]
	flat_store_dwordx2 v[6:7], v[8:9]
	flat_load_dwordx2 v[4:5], v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_accvgpr_write_b32 a4, v4              ;  Reload Reuse
	v_accvgpr_write_b32 a3, v5              ;  Reload Reuse
	v_mov_b32_e32 v1, 0
	flat_store_dword v[2:3], v1
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v0, s4, 0
	v_writelane_b32 v0, s5, 1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
.LBB11_1:                               ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s4, v0, 2
	v_readlane_b32 s5, v0, 3
	v_readlane_b32 s6, v0, 0
	v_readlane_b32 s7, v0, 1
	v_writelane_b32 v0, s6, 4
	v_writelane_b32 v0, s7, 5
	v_accvgpr_read_b32 v2, a2               ;  Reload Reuse
	v_accvgpr_read_b32 v3, a1               ;  Reload Reuse
	flat_load_dword v1, v[2:3]
	s_mov_b32 s6, 8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v1, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 6
	v_writelane_b32 v0, s5, 7
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 10
	v_writelane_b32 v0, s5, 11
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB11_3
; %bb.2:                                ;   in Loop: Header=BB11_1 Depth=1
	v_accvgpr_read_b32 v6, a4               ;  Reload Reuse
	v_accvgpr_read_b32 v7, a3               ;  Reload Reuse
	v_accvgpr_read_b32 v0, a2               ;  Reload Reuse
	v_accvgpr_read_b32 v1, a1               ;  Reload Reuse
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v2, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[4:5], s4, v[0:1]
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v7
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, 0
	flat_store_dword v[0:1], v2
	s_branch .LBB11_4
.LBB11_3:                               ;   in Loop: Header=BB11_1 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s4, v0, 10
	v_readlane_b32 s5, v0, 11
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v0, 4
	v_readlane_b32 s9, v0, 5
	v_readlane_b32 s6, v0, 8
	v_readlane_b32 s7, v0, 9
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v0, s6, 2
	v_writelane_b32 v0, s7, 3
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 0
	v_writelane_b32 v0, s7, 1
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 12
	v_writelane_b32 v0, s7, 13
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB11_1
	s_branch .LBB11_5
.LBB11_4:                               ;   in Loop: Header=BB11_1 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s4, v0, 6
	v_readlane_b32 s5, v0, 7
	v_accvgpr_read_b32 v2, a2               ;  Reload Reuse
	v_accvgpr_read_b32 v3, a1               ;  Reload Reuse
	v_pk_mov_b32 v[4:5], v[2:3], v[2:3] op_sel:[0,1]
	flat_load_dword v1, v[4:5]
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v1, v1, s6
	flat_store_dword v[2:3], v1
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_branch .LBB11_3
.LBB11_5:
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s4, v0, 12
	v_readlane_b32 s5, v0, 13
	s_or_b64 exec, exec, s[4:5]
; %bb.6:
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
                                        ; kill: killed $vgpr0
	s_xor_saveexec_b64 s[4:5], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_add_i32 s32, s32, 0xfffffa00
	s_mov_b32 s33, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end12:
	.size	_ZN11AccumulatorIiLi8EE5resetEv, .Lfunc_end12-_ZN11AccumulatorIiLi8EE5resetEv
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 992
; NumSgprs: 38
; NumVgprs: 10
; NumAgprs: 5
; TotalNumVgprs: 17
; ScratchSize: 24
; MemoryBound: 0
	.section	.text._ZN11AccumulatorIiLi8EE3addEii,"axG",@progbits,_ZN11AccumulatorIiLi8EE3addEii,comdat
	.hidden	_ZN11AccumulatorIiLi8EE3addEii  ; -- Begin function _ZN11AccumulatorIiLi8EE3addEii
	.weak	_ZN11AccumulatorIiLi8EE3addEii
	.p2align	2
	.type	_ZN11AccumulatorIiLi8EE3addEii,@function
_ZN11AccumulatorIiLi8EE3addEii:         ; @_ZN11AccumulatorIiLi8EE3addEii
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s9, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x600
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v2
	v_mov_b32_e32 v10, v0
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v1
                                        ; implicit-def: $sgpr4_sgpr5
	s_mov_b64 s[12:13], 0
	s_mov_b32 s8, s13
	s_mov_b64 s[4:5], src_private_base
	s_mov_b32 s6, 32
	s_lshr_b64 s[6:7], s[4:5], s6
	s_mov_b32 s4, -1
	v_lshrrev_b32_e64 v2, 6, s33
                                        ; implicit-def: $sgpr5
	v_cmp_ne_u32_e64 s[10:11], v2, s4
	s_mov_b32 s7, s6
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s7
	v_cndmask_b32_e64 v0, v0, v1, s[10:11]
	s_mov_b32 s6, s12
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v1, s6
	v_cndmask_b32_e64 v4, v1, v2, s[10:11]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $exec
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_lshrrev_b32_e64 v1, 6, s33
	v_add_u32_e32 v1, 8, v1
                                        ; implicit-def: $sgpr5
	v_cmp_ne_u32_e64 s[10:11], v1, s4
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v2, s7
	v_cndmask_b32_e64 v2, v0, v2, s[10:11]
                                        ; implicit-def: $sgpr5
	v_mov_b32_e32 v0, s6
	v_cndmask_b32_e64 v0, v0, v1, s[10:11]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $exec
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_lshrrev_b32_e64 v3, 6, s33
	v_add_u32_e32 v3, 12, v3
                                        ; implicit-def: $sgpr5
	v_cmp_ne_u32_e64 s[4:5], v3, s4
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v6, s7
	v_cndmask_b32_e64 v6, v2, v6, s[4:5]
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v2, s6
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
                                        ; kill: def $vgpr6 killed $vgpr6 killed $exec
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	v_pk_mov_b32 v[6:7], v[4:5], v[4:5] op_sel:[0,1]
	flat_store_dwordx2 v[6:7], v[10:11]
	v_pk_mov_b32 v[6:7], v[0:1], v[0:1] op_sel:[0,1]
	flat_store_dword v[6:7], v9
	v_pk_mov_b32 v[6:7], v[2:3], v[2:3] op_sel:[0,1]
	flat_store_dword v[6:7], v8
	flat_load_dwordx2 v[8:9], v[4:5]
	s_nop 0
	flat_load_dword v3, v[2:3]
	s_nop 0
	flat_load_dword v0, v[0:1]
	s_mov_b32 s4, 31
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v1, s4, v0
	s_mov_b32 s4, 29
	v_lshrrev_b32_e64 v1, s4, v1
	v_add_u32_e64 v1, v0, v1
	s_mov_b32 s4, -8
	v_and_b32_e64 v1, v1, s4
	v_sub_u32_e64 v0, v0, v1
	v_ashrrev_i32_e64 v2, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[6:7], s4, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v2, v7
	v_add_co_u32_e64 v0, s[4:5], v0, v4
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v2, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v2, v2, v3
	flat_store_dword v[0:1], v2
	s_add_i32 s32, s32, 0xfffffa00
	s_mov_b32 s33, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end13:
	.size	_ZN11AccumulatorIiLi8EE3addEii, .Lfunc_end13-_ZN11AccumulatorIiLi8EE3addEii
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 464
; NumSgprs: 38
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 24
; MemoryBound: 0
	.section	.text._ZNK11AccumulatorIiLi8EE5totalEv,"axG",@progbits,_ZNK11AccumulatorIiLi8EE5totalEv,comdat
	.hidden	_ZNK11AccumulatorIiLi8EE5totalEv ; -- Begin function _ZNK11AccumulatorIiLi8EE5totalEv
	.weak	_ZNK11AccumulatorIiLi8EE5totalEv
	.p2align	2
	.type	_ZNK11AccumulatorIiLi8EE5totalEv,@function
_ZNK11AccumulatorIiLi8EE5totalEv:       ; @_ZNK11AccumulatorIiLi8EE5totalEv
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s11, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[4:5], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	s_add_i32 s32, s32, 0x800
                                        ; implicit-def: $vgpr2 : SGPR spill to VGPR lane
	v_mov_b32_e32 v10, v0
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v1
                                        ; implicit-def: $sgpr4_sgpr5
	s_mov_b64 s[4:5], 0
	s_mov_b32 s10, s5
	s_mov_b64 s[6:7], src_private_base
	s_mov_b32 s8, 32
	s_lshr_b64 s[8:9], s[6:7], s8
	s_mov_b32 s6, -1
	v_lshrrev_b32_e64 v3, 6, s33
	v_add_u32_e32 v3, 8, v3
                                        ; implicit-def: $sgpr7
	v_cmp_ne_u32_e64 s[12:13], v3, s6
	s_mov_b32 s9, s8
	v_mov_b32_e32 v1, s10
	v_mov_b32_e32 v2, s9
	v_cndmask_b32_e64 v1, v1, v2, s[12:13]
	s_mov_b32 s8, s4
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v2, s8
	v_cndmask_b32_e64 v6, v2, v3, s[12:13]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v1
	v_lshrrev_b32_e64 v3, 6, s33
	v_add_u32_e32 v3, 16, v3
                                        ; implicit-def: $sgpr7
	v_cmp_ne_u32_e64 s[12:13], v3, s6
	v_mov_b32_e32 v1, s10
	v_mov_b32_e32 v2, s9
	v_cndmask_b32_e64 v1, v1, v2, s[12:13]
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v2, s8
	v_cndmask_b32_e64 v4, v2, v3, s[12:13]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	v_accvgpr_write_b32 a2, v4              ;  Reload Reuse
	v_accvgpr_write_b32 a1, v5              ;  Reload Reuse
                                        ; implicit-def: $sgpr12_sgpr13
	v_lshrrev_b32_e64 v3, 6, s33
	v_add_u32_e32 v3, 20, v3
                                        ; implicit-def: $sgpr7
	v_cmp_ne_u32_e64 s[6:7], v3, s6
	v_mov_b32_e32 v1, s10
	v_mov_b32_e32 v2, s9
	v_cndmask_b32_e64 v1, v1, v2, s[6:7]
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v2, s8
	v_cndmask_b32_e64 v2, v2, v3, s[6:7]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $exec
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	v_accvgpr_write_b32 a4, v2              ;  Reload Reuse
	v_accvgpr_write_b32 a3, v3              ;  Reload Reuse
                                        ; implicit-def: $sgpr6_sgpr7
	v_pk_mov_b32 v[8:9], v[6:7], v[6:7] op_sel:[0,1]
	flat_store_dwordx2 v[8:9], v[10:11]
	flat_load_dwordx2 v[6:7], v[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_accvgpr_write_b32 a6, v6              ;  Reload Reuse
	v_accvgpr_write_b32 a5, v7              ;  Reload Reuse
	v_mov_b32_e32 v1, 0
	flat_store_dword v[4:5], v1
	flat_store_dword v[2:3], v1
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v0, s4, 0
	v_writelane_b32 v0, s5, 1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
.LBB13_1:                               ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s4, v0, 2
	v_readlane_b32 s5, v0, 3
	v_readlane_b32 s6, v0, 0
	v_readlane_b32 s7, v0, 1
	v_writelane_b32 v0, s6, 4
	v_writelane_b32 v0, s7, 5
	v_accvgpr_read_b32 v2, a4               ;  Reload Reuse
	v_accvgpr_read_b32 v3, a3               ;  Reload Reuse
	flat_load_dword v1, v[2:3]
	s_mov_b32 s6, 8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v1, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 6
	v_writelane_b32 v0, s5, 7
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 10
	v_writelane_b32 v0, s5, 11
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB13_3
; %bb.2:                                ;   in Loop: Header=BB13_1 Depth=1
	v_accvgpr_read_b32 v0, a2               ;  Reload Reuse
	v_accvgpr_read_b32 v1, a1               ;  Reload Reuse
	v_accvgpr_read_b32 v8, a6               ;  Reload Reuse
	v_accvgpr_read_b32 v9, a5               ;  Reload Reuse
	v_accvgpr_read_b32 v2, a4               ;  Reload Reuse
	v_accvgpr_read_b32 v3, a3               ;  Reload Reuse
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v4, 31, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[6:7], s4, v[2:3]
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v3, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32_e64 v2, s[4:5], v2, v5
	v_addc_co_u32_e64 v4, s[4:5], v3, v4, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	flat_load_dword v3, v[2:3]
	v_pk_mov_b32 v[4:5], v[0:1], v[0:1] op_sel:[0,1]
	flat_load_dword v2, v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v2, v2, v3
	flat_store_dword v[0:1], v2
	s_branch .LBB13_4
.LBB13_3:                               ;   in Loop: Header=BB13_1 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s4, v0, 10
	v_readlane_b32 s5, v0, 11
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v0, 4
	v_readlane_b32 s9, v0, 5
	v_readlane_b32 s6, v0, 8
	v_readlane_b32 s7, v0, 9
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v0, s6, 2
	v_writelane_b32 v0, s7, 3
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 0
	v_writelane_b32 v0, s7, 1
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 12
	v_writelane_b32 v0, s7, 13
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB13_1
	s_branch .LBB13_5
.LBB13_4:                               ;   in Loop: Header=BB13_1 Depth=1
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s4, v0, 6
	v_readlane_b32 s5, v0, 7
	v_accvgpr_read_b32 v2, a4               ;  Reload Reuse
	v_accvgpr_read_b32 v3, a3               ;  Reload Reuse
	v_pk_mov_b32 v[4:5], v[2:3], v[2:3] op_sel:[0,1]
	flat_load_dword v1, v[4:5]
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v1, v1, s6
	flat_store_dword v[2:3], v1
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_branch .LBB13_3
.LBB13_5:
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s4, v0, 12
	v_readlane_b32 s5, v0, 13
	s_or_b64 exec, exec, s[4:5]
; %bb.6:
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_accvgpr_read_b32 v2, a2               ;  Reload Reuse
	v_accvgpr_read_b32 v3, a1               ;  Reload Reuse
	flat_load_dword v0, v[2:3]
                                        ; kill: killed $vgpr1
	s_xor_saveexec_b64 s[4:5], -1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_load_dword v0, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_add_i32 s32, s32, 0xfffff800
	s_mov_b32 s33, s11
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end14:
	.size	_ZNK11AccumulatorIiLi8EE5totalEv, .Lfunc_end14-_ZNK11AccumulatorIiLi8EE5totalEv
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1148
; NumSgprs: 38
; NumVgprs: 12
; NumAgprs: 7
; TotalNumVgprs: 19
; ScratchSize: 32
; MemoryBound: 0
	.text
	.protected	_Z5plainPf              ; -- Begin function _Z5plainPf
	.globl	_Z5plainPf
	.p2align	8
	.type	_Z5plainPf,@function
_Z5plainPf:                             ; @_Z5plainPf
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
	flat_load_dword v0, v[2:3]
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
	s_add_u32 s16, s16, _Z4biasf@rel32@lo+4
	s_addc_u32 s17, s17, _Z4biasf@rel32@hi+12
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
	flat_load_dword v0, v[0:1] offset:4
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z6squareIfET_S0_@rel32@lo+4
	s_addc_u32 s17, s17, _Z6squareIfET_S0_@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
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
	v_add_f32_e64 v1, v1, v4
	flat_load_dwordx2 v[2:3], v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[2:3], v1
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z5plainPf
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 44
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
		.amdhsa_next_free_vgpr 69
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 32
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
.Lfunc_end15:
	.size	_Z5plainPf, .Lfunc_end15-_Z5plainPf
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 684
; NumSgprs: 42
; NumVgprs: 32
; NumAgprs: 37
; TotalNumVgprs: 69
; ScratchSize: 44
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 69
; AccumOffset: 32
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.type	__hip_cuid_29ab776c998b244c,@object ; @__hip_cuid_29ab776c998b244c
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_29ab776c998b244c
__hip_cuid_29ab776c998b244c:
	.byte	0                               ; 0x0
	.size	__hip_cuid_29ab776c998b244c, 1

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
	.addrsig_sym _Z6squareIfET_S0_
	.addrsig_sym _Z4biasf
	.addrsig_sym _Z6squareIiET_S0_
	.addrsig_sym _Z6squareIdET_S0_
	.addrsig_sym _ZN11AccumulatorIfLi4EE5resetEv
	.addrsig_sym _ZN11AccumulatorIfLi4EE3addEif
	.addrsig_sym _ZNK11AccumulatorIfLi4EE5totalEv
	.addrsig_sym _ZN11AccumulatorIiLi8EE5resetEv
	.addrsig_sym _ZN11AccumulatorIiLi8EE3addEii
	.addrsig_sym _ZNK11AccumulatorIiLi8EE5totalEv
	.addrsig_sym __hip_cuid_29ab776c998b244c
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     44
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
    .max_flat_workgroup_size: 1024
    .name:           _Z5scaleIfEvPT_PKS0_S0_i
    .private_segment_fixed_size: 60
    .sgpr_count:     42
    .sgpr_spill_count: 14
    .symbol:         _Z5scaleIfEvPT_PKS0_S0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     76
    .vgpr_spill_count: 14
    .wavefront_size: 64
  - .agpr_count:     44
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
    .max_flat_workgroup_size: 1024
    .name:           _Z5scaleIiEvPT_PKS0_S0_i
    .private_segment_fixed_size: 60
    .sgpr_count:     42
    .sgpr_spill_count: 14
    .symbol:         _Z5scaleIiEvPT_PKS0_S0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     76
    .vgpr_spill_count: 14
    .wavefront_size: 64
  - .agpr_count:     46
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
      - .offset:         24
        .size:           4
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
    .max_flat_workgroup_size: 1024
    .name:           _Z5scaleIdEvPT_PKS0_S0_i
    .private_segment_fixed_size: 88
    .sgpr_count:     42
    .sgpr_spill_count: 14
    .symbol:         _Z5scaleIdEvPT_PKS0_S0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     78
    .vgpr_spill_count: 16
    .wavefront_size: 64
  - .agpr_count:     50
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
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           _Z6reduceIfLi4EEvPT_PKS0_i
    .private_segment_fixed_size: 112
    .sgpr_count:     42
    .sgpr_spill_count: 54
    .symbol:         _Z6reduceIfLi4EEvPT_PKS0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     82
    .vgpr_spill_count: 28
    .wavefront_size: 64
  - .agpr_count:     50
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
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           _Z6reduceIiLi8EEvPT_PKS0_i
    .private_segment_fixed_size: 128
    .sgpr_count:     42
    .sgpr_spill_count: 54
    .symbol:         _Z6reduceIiLi8EEvPT_PKS0_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     82
    .vgpr_spill_count: 28
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
    .name:           _Z5plainPf
    .private_segment_fixed_size: 44
    .sgpr_count:     42
    .sgpr_spill_count: 9
    .symbol:         _Z5plainPf.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     69
    .vgpr_spill_count: 5
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
