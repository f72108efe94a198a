	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a+xnack+sram-ecc"
	.protected	private_sort            ; -- Begin function private_sort
	.globl	private_sort
	.p2align	8
	.type	private_sort,@function
private_sort:                           ; @private_sort
; %bb.0:
	s_add_u32 s0, s0, s11
	s_load_dword s11, s[4:5], 0x4
	s_load_dwordx2 s[8:9], s[6:7], 0x0
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, 4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s11, 0xffff
	s_mul_i32 s10, s10, s4
	v_add_lshl_u32 v0, s10, v0, 6
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s9
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	s_mov_b32 s4, 0
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[6:7], v[2:3], off
	v_add_u32_e32 v5, s4, v4
	v_add_co_u32_e32 v2, vcc, 8, v2
	s_add_i32 s4, s4, 8
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_cmpk_lg_i32 s4, 0x100
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, v5, s[0:3], 0 offen offset:4
	buffer_store_dword v6, v5, s[0:3], 0 offen
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	v_mov_b32_e32 v2, 4
	s_mov_b32 s14, 1
	s_mov_b32 s15, 2
	v_mov_b32_e32 v3, 4
	s_branch .LBB0_4
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s14, s14, 1
	s_add_i32 s15, s15, 1
	v_lshl_add_u32 v5, v5, 2, v2
	s_cmp_lg_u32 s14, 64
	v_add_u32_e32 v3, 4, v3
	buffer_store_dword v4, v5, s[0:3], 0 offen
	s_cbranch_scc0 .LBB0_10
.LBB0_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
	s_lshl_b32 s4, s14, 2
	v_add_u32_e32 v4, s4, v2
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v5, v3
	s_mov_b32 s16, s15
                                        ; implicit-def: $sgpr4_sgpr5
                                        ; implicit-def: $sgpr10_sgpr11
                                        ; implicit-def: $sgpr8_sgpr9
	s_branch .LBB0_6
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=2
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[12:13], exec, s[10:11]
	s_or_b64 s[6:7], s[12:13], s[6:7]
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[12:13], s[8:9], exec
	v_mov_b32_e32 v6, s16
	s_or_b64 s[4:5], s[4:5], s[12:13]
	s_mov_b32 s16, s17
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_8
.LBB0_6:                                ;   Parent Loop BB0_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	buffer_load_dword v6, v5, s[0:3], 0 offen
	s_or_b64 s[8:9], s[8:9], exec
	s_or_b64 s[10:11], s[10:11], exec
                                        ; implicit-def: $sgpr17
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e32 vcc, v6, v4
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_5
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=2
	s_add_i32 s17, s16, -1
	s_cmp_lt_i32 s17, 2
	s_cselect_b64 s[18:19], -1, 0
	s_andn2_b64 s[10:11], s[10:11], exec
	s_and_b64 s[18:19], s[18:19], exec
	buffer_store_dword v6, v5, s[0:3], 0 offen offset:4
	v_add_u32_e32 v5, -4, v5
	s_andn2_b64 s[8:9], s[8:9], exec
	s_or_b64 s[10:11], s[10:11], s[18:19]
	s_branch .LBB0_5
.LBB0_8:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB0_3
; %bb.9:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v5, -1, v6
	s_branch .LBB0_3
.LBB0_10:
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 4
.LBB0_11:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v3, s4, v2
	buffer_load_dword v4, v3, s[0:3], 0 offen
	buffer_load_dword v5, v3, s[0:3], 0 offen offset:4
	s_add_i32 s4, s4, 8
	s_cmpk_lg_i32 s4, 0x100
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v[0:1], v[4:5], off
	v_add_co_u32_e32 v0, vcc, 8, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_cbranch_scc1 .LBB0_11
; %bb.12:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel private_sort
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 260
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 8
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
.Lfunc_end0:
	.size	private_sort, .Lfunc_end0-private_sort
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 452
; NumSgprs: 22
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 260
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	private_histogram       ; -- Begin function private_histogram
	.globl	private_histogram
	.p2align	8
	.type	private_histogram,@function
private_histogram:                      ; @private_histogram
; %bb.0:
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dword s8, s[6:7], 0x10
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_mov_b32 s6, 0
	v_mov_b32_e32 v1, 4
	v_mov_b32_e32 v2, 0
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v3, s6, v1
	s_add_i32 s6, s6, 8
	s_cmpk_lg_i32 s6, 0xc0
	buffer_store_dword v2, v3, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v3, s[0:3], 0 offen
	s_cbranch_scc1 .LBB1_1
; %bb.2:
	s_load_dword s4, s[4:5], 0x4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_mul_i32 s10, s10, s4
	s_cmp_eq_u32 s8, 0
	v_add_u32_e32 v0, s10, v0
	s_cbranch_scc1 .LBB1_5
; %bb.3:
	v_mul_lo_u32 v1, v0, s8
	v_mov_b32_e32 v2, 4
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	global_load_ubyte v3, v1, s[12:13]
	s_add_i32 s8, s8, -1
	v_add_u32_e32 v1, 1, v1
	s_cmp_eq_u32 s8, 0
	s_waitcnt vmcnt(0)
	v_mul_lo_u16_e32 v4, 0xab, v3
	v_lshrrev_b16_e32 v4, 13, v4
	v_mul_lo_u16_e32 v4, 48, v4
	v_sub_u16_e32 v3, v3, v4
	v_and_b32_e32 v3, 0xff, v3
	v_lshl_add_u32 v3, v3, 2, v2
	buffer_load_dword v4, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v4, 1, v4
	buffer_store_dword v4, v3, s[0:3], 0 offen
	s_cbranch_scc0 .LBB1_4
.LBB1_5:
	v_mul_lo_u32 v0, v0, 48
	s_movk_i32 s4, 0xffd1
	v_cmp_gt_u32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB1_8
; %bb.6:
	s_mov_b32 s6, 0
	v_mov_b32_e32 v2, 4
	v_mov_b32_e32 v1, 0
.LBB1_7:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v3, s6, v2
	buffer_load_dword v4, v3, s[0:3], 0 offen
	buffer_load_dword v5, v3, s[0:3], 0 offen offset:4
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_mov_b32_e32 v3, s15
	s_add_i32 s6, s6, 8
	v_add_co_u32_e32 v6, vcc, s14, v6
	v_add_u32_e32 v0, 2, v0
	v_addc_co_u32_e32 v7, vcc, v3, v7, vcc
	s_cmpk_eq_i32 s6, 0xc0
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v[6:7], v[4:5], off
	s_cbranch_scc0 .LBB1_7
.LBB1_8:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB1_11
; %bb.9:
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 4
	v_mov_b32_e32 v1, 0
.LBB1_10:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v3, s4, v2
	buffer_load_dword v3, v3, s[0:3], 0 offen
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v6, s15
	s_add_i32 s4, s4, 4
	v_add_co_u32_e32 v4, vcc, s14, v4
	v_add_u32_e32 v0, 1, v0
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	s_cmpk_eq_i32 s4, 0xc0
	s_waitcnt vmcnt(0)
	global_store_dword v[4:5], v3, off
	s_cbranch_scc0 .LBB1_10
.LBB1_11:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel private_histogram
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 196
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 8
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
.Lfunc_end1:
	.size	private_histogram, .Lfunc_end1-private_histogram
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 412
; NumSgprs: 18
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 196
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	private_lookup          ; -- Begin function private_lookup
	.globl	private_lookup
	.p2align	8
	.type	private_lookup,@function
private_lookup:                         ; @private_lookup
; %bb.0:
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v1, 4
	s_mov_b32 s6, 0
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	s_and_b32 s7, s6, 7
	s_lshl_b32 s7, s7, 2
	s_waitcnt lgkmcnt(0)
	s_load_dword s7, s[12:13], s7
	v_cvt_f32_i32_e32 v2, s6
	s_add_i32 s6, s6, 1
	s_cmp_eq_u32 s6, 40
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_i32_e32 v3, s7
	v_fmac_f32_e32 v3, 0.5, v2
	buffer_store_dword v3, v1, s[0:3], 0 offen
	v_add_u32_e32 v1, 4, v1
	s_cbranch_scc0 .LBB2_1
; %bb.2:
	s_load_dword s4, s[4:5], 0x4
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, s13
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_mul_i32 s10, s10, s4
	v_add_u32_e32 v0, s10, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s12, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v2, v[2:3], off
	s_mov_b32 s4, 0x66666667
	v_mov_b32_e32 v3, 4
	v_add_co_u32_e32 v0, vcc, s14, v0
	s_waitcnt vmcnt(0)
	v_mul_hi_i32 v4, v2, s4
	v_mul_lo_u32 v5, v2, 7
	v_lshrrev_b32_e32 v6, 31, v4
	v_ashrrev_i32_e32 v4, 4, v4
	v_mul_hi_i32 v7, v5, s4
	v_add_u32_e32 v4, v4, v6
	v_lshrrev_b32_e32 v6, 31, v7
	v_ashrrev_i32_e32 v7, 4, v7
	v_mul_lo_u32 v4, v4, 40
	v_add_u32_e32 v6, v7, v6
	v_sub_u32_e32 v2, v2, v4
	v_mul_lo_u32 v4, v6, 40
	v_lshl_add_u32 v2, v2, 2, v3
	v_sub_u32_e32 v4, v5, v4
	v_lshl_add_u32 v3, v4, 2, v3
	buffer_load_dword v4, v2, s[0:3], 0 offen
	buffer_load_dword v5, v3, s[0:3], 0 offen
	v_mov_b32_e32 v2, s15
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v4, v5
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel private_lookup
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 164
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 8
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
	.size	private_lookup, .Lfunc_end2-private_lookup
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 296
; NumSgprs: 18
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 164
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.ident	"Debian clang version 15.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           private_sort
    .private_segment_fixed_size: 260
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         private_sort.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           private_histogram
    .private_segment_fixed_size: 196
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         private_histogram.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
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
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           private_lookup
    .private_segment_fixed_size: 164
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         private_lookup.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.version:
  - 1
  - 0
...

	.end_amdgpu_metadata
