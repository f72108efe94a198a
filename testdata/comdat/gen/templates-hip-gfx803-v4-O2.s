	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.amdhsa_code_object_version 4
	.section	.text._Z5scaleIfEvPT_PKS0_S0_i,"axG",@progbits,_Z5scaleIfEvPT_PKS0_S0_i,comdat
	.protected	_Z5scaleIfEvPT_PKS0_S0_i ; -- Begin function _Z5scaleIfEvPT_PKS0_S0_i
	.globl	_Z5scaleIfEvPT_PKS0_S0_i
	.p2align	8
	.type	_Z5scaleIfEvPT_PKS0_S0_i,@function
_Z5scaleIfEvPT_PKS0_S0_i:               ; @_Z5scaleIfEvPT_PKS0_S0_i
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_lshl_b32 s2, s6, 6
	v_add_u32_e32 v0, vcc, s2, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s1, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s7
	v_add_u32_e32 v2, vcc, s6, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v2, v[2:3]
	v_mov_b32_e32 v3, s5
	v_add_u32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v4, v2, v2
	v_mad_f32 v2, v2, 0.5, 1.0
	v_mac_f32_e32 v2, s0, v4
	flat_store_dword v[0:1], v2
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z5scaleIfEvPT_PKS0_S0_i
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
; codeLenInByte = 120
; NumSgprs: 10
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 5
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._Z5scaleIiEvPT_PKS0_S0_i,"axG",@progbits,_Z5scaleIiEvPT_PKS0_S0_i,comdat
	.protected	_Z5scaleIiEvPT_PKS0_S0_i ; -- Begin function _Z5scaleIiEvPT_PKS0_S0_i
	.globl	_Z5scaleIiEvPT_PKS0_S0_i
	.p2align	8
	.type	_Z5scaleIiEvPT_PKS0_S0_i,@function
_Z5scaleIiEvPT_PKS0_S0_i:               ; @_Z5scaleIiEvPT_PKS0_S0_i
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_lshl_b32 s2, s6, 6
	v_add_u32_e32 v0, vcc, s2, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s1, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s7
	v_add_u32_e32 v2, vcc, s6, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v3, v2, s0
	v_cvt_f32_i32_e32 v4, v2
	v_mul_lo_u32 v2, v3, v2
	v_mad_f32 v3, v4, 0.5, 1.0
	v_cvt_i32_f32_e32 v3, v3
	v_mov_b32_e32 v4, s5
	v_add_u32_e32 v2, vcc, v2, v3
	v_add_u32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	flat_store_dword v[0:1], v2
.LBB1_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z5scaleIiEvPT_PKS0_S0_i
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.section	.text._Z5scaleIiEvPT_PKS0_S0_i,"axG",@progbits,_Z5scaleIiEvPT_PKS0_S0_i,comdat
.Lfunc_end1:
	.size	_Z5scaleIiEvPT_PKS0_S0_i, .Lfunc_end1-_Z5scaleIiEvPT_PKS0_S0_i
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 140
; NumSgprs: 10
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 5
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._Z5scaleIdEvPT_PKS0_S0_i,"axG",@progbits,_Z5scaleIdEvPT_PKS0_S0_i,comdat
	.protected	_Z5scaleIdEvPT_PKS0_S0_i ; -- Begin function _Z5scaleIdEvPT_PKS0_S0_i
	.globl	_Z5scaleIdEvPT_PKS0_S0_i
	.p2align	8
	.type	_Z5scaleIdEvPT_PKS0_S0_i,@function
_Z5scaleIdEvPT_PKS0_S0_i:               ; @_Z5scaleIdEvPT_PKS0_S0_i
; %bb.0:
	s_load_dword s0, s[4:5], 0x18
	s_lshl_b32 s1, s6, 6
	v_add_u32_e32 v0, vcc, s1, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s3
	v_add_u32_e32 v2, vcc, s2, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_u32_e32 v0, vcc, s0, v0
	s_waitcnt vmcnt(0)
	v_cvt_f32_f64_e32 v4, v[2:3]
	v_mul_f64 v[2:3], v[2:3], v[2:3]
	v_mad_f32 v4, v4, 0.5, 1.0
	v_cvt_f64_f32_e32 v[4:5], v4
	v_fma_f64 v[2:3], v[2:3], s[4:5], v[4:5]
	v_mov_b32_e32 v4, s1
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	flat_store_dwordx2 v[0:1], v[2:3]
.LBB2_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z5scaleIdEvPT_PKS0_S0_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 7
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.section	.text._Z5scaleIdEvPT_PKS0_S0_i,"axG",@progbits,_Z5scaleIdEvPT_PKS0_S0_i,comdat
.Lfunc_end2:
	.size	_Z5scaleIdEvPT_PKS0_S0_i, .Lfunc_end2-_Z5scaleIdEvPT_PKS0_S0_i
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; NumSgprs: 9
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 6
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.text._Z6reduceIfLi4EEvPT_PKS0_i,"axG",@progbits,_Z6reduceIfLi4EEvPT_PKS0_i,comdat
	.protected	_Z6reduceIfLi4EEvPT_PKS0_i ; -- Begin function _Z6reduceIfLi4EEvPT_PKS0_i
	.globl	_Z6reduceIfLi4EEvPT_PKS0_i
	.p2align	8
	.type	_Z6reduceIfLi4EEvPT_PKS0_i,@function
_Z6reduceIfLi4EEvPT_PKS0_i:             ; @_Z6reduceIfLi4EEvPT_PKS0_i
; %bb.0:
	s_load_dwordx2 s[4:5], s[4:5], 0x4
	s_mov_b32 m0, -1
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s0, s4, 16
	s_mul_i32 s0, s0, s5
	v_mul_lo_u32 v3, s0, v0
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s6, s[6:7], 0x10
	v_mad_u32_u24 v1, v1, s5, v3
	v_add_u32_e32 v1, vcc, v1, v2
	v_lshlrev_b32_e32 v2, 4, v1
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s6, v0
	v_lshlrev_b32_e32 v3, 2, v0
	ds_write2_b32 v2, v1, v1 offset0:64 offset1:65
	ds_write2_b32 v2, v1, v1 offset0:66 offset1:67
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_4
; %bb.1:
	v_and_b32_e32 v1, 3, v0
	v_add_u32_e32 v4, vcc, 0x100, v2
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_u32_e32 v5, vcc, v4, v1
	ds_read_b32 v6, v5
	v_mov_b32_e32 v2, s3
	v_add_u32_e32 v1, vcc, s2, v3
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v7, v0
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dword v8, v[1:2]
	v_add_u32_e32 v7, vcc, 64, v7
	v_add_u32_e32 v1, vcc, 0x100, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	v_cmp_le_i32_e32 vcc, s6, v7
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v6, v8, v6
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB3_2
; %bb.3:
	s_or_b64 exec, exec, s[2:3]
	ds_write_b32 v5, v6
	ds_read2_b32 v[1:2], v4 offset1:1
	ds_read2_b32 v[4:5], v4 offset0:2 offset1:3
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, 0, v1
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v4
	v_add_f32_e32 v1, v1, v5
.LBB3_4:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_eq_u32_e32 vcc, 0, v0
	ds_write_b32 v3, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_6
; %bb.5:
	v_mov_b32_e32 v16, 0
	ds_read_b128 v[0:3], v16
	ds_read_b128 v[4:7], v16 offset:16
	ds_read_b128 v[8:11], v16 offset:32
	ds_read_b128 v[12:15], v16 offset:48
	s_mov_b32 s9, 0
	s_lshl_b64 s[2:3], s[8:9], 2
	s_add_u32 s0, s0, s2
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, 0, v0
	v_add_f32_e32 v0, v0, v1
	v_add_f32_e32 v0, v0, v2
	v_add_f32_e32 v0, v0, v3
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v4
	v_add_f32_e32 v0, v0, v5
	v_add_f32_e32 v0, v0, v6
	v_add_f32_e32 v0, v0, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v8
	v_add_f32_e32 v0, v0, v9
	v_add_f32_e32 v0, v0, v10
	v_add_f32_e32 v0, v0, v11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v0, v12
	ds_read_b128 v[0:3], v16 offset:64
	v_add_f32_e32 v4, v4, v13
	v_add_f32_e32 v4, v4, v14
	v_add_f32_e32 v8, v4, v15
	ds_read_b128 v[4:7], v16 offset:80
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v8, v0
	v_add_f32_e32 v0, v0, v1
	v_add_f32_e32 v0, v0, v2
	v_add_f32_e32 v0, v0, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v0, v4
	ds_read_b128 v[0:3], v16 offset:96
	v_add_f32_e32 v4, v4, v5
	v_add_f32_e32 v4, v4, v6
	v_add_f32_e32 v8, v4, v7
	ds_read_b128 v[4:7], v16 offset:112
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v8, v0
	v_add_f32_e32 v0, v0, v1
	v_add_f32_e32 v0, v0, v2
	v_add_f32_e32 v0, v0, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v0, v4
	ds_read_b128 v[0:3], v16 offset:128
	v_add_f32_e32 v4, v4, v5
	v_add_f32_e32 v4, v4, v6
	v_add_f32_e32 v8, v4, v7
	ds_read_b128 v[4:7], v16 offset:144
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v8, v0
	v_add_f32_e32 v0, v0, v1
	v_add_f32_e32 v0, v0, v2
	v_add_f32_e32 v0, v0, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v0, v4
	ds_read_b128 v[0:3], v16 offset:160
	v_add_f32_e32 v4, v4, v5
	v_add_f32_e32 v4, v4, v6
	v_add_f32_e32 v8, v4, v7
	ds_read_b128 v[4:7], v16 offset:176
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v8, v0
	v_add_f32_e32 v0, v0, v1
	v_add_f32_e32 v0, v0, v2
	v_add_f32_e32 v0, v0, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v0, v4
	ds_read_b128 v[0:3], v16 offset:192
	v_add_f32_e32 v4, v4, v5
	v_add_f32_e32 v4, v4, v6
	v_add_f32_e32 v8, v4, v7
	ds_read_b128 v[4:7], v16 offset:208
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v8, v0
	v_add_f32_e32 v0, v0, v1
	v_add_f32_e32 v0, v0, v2
	v_add_f32_e32 v0, v0, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v0, v4
	ds_read_b128 v[0:3], v16 offset:224
	v_add_f32_e32 v4, v4, v5
	v_add_f32_e32 v4, v4, v6
	v_add_f32_e32 v8, v4, v7
	ds_read_b128 v[4:7], v16 offset:240
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v8, v0
	v_add_f32_e32 v0, v0, v1
	v_add_f32_e32 v0, v0, v2
	v_add_f32_e32 v0, v0, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v4
	v_add_f32_e32 v0, v0, v5
	v_add_f32_e32 v0, v0, v6
	v_add_f32_e32 v2, v0, v7
	s_addc_u32 s1, s1, s3
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	flat_store_dword v[0:1], v2
.LBB3_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6reduceIfLi4EEvPT_PKS0_i
		.amdhsa_group_segment_fixed_size 16640
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.section	.text._Z6reduceIfLi4EEvPT_PKS0_i,"axG",@progbits,_Z6reduceIfLi4EEvPT_PKS0_i,comdat
.Lfunc_end3:
	.size	_Z6reduceIfLi4EEvPT_PKS0_i, .Lfunc_end3-_Z6reduceIfLi4EEvPT_PKS0_i
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 772
; NumSgprs: 12
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 16640 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 17
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.section	.text._Z6reduceIiLi8EEvPT_PKS0_i,"axG",@progbits,_Z6reduceIiLi8EEvPT_PKS0_i,comdat
	.protected	_Z6reduceIiLi8EEvPT_PKS0_i ; -- Begin function _Z6reduceIiLi8EEvPT_PKS0_i
	.globl	_Z6reduceIiLi8EEvPT_PKS0_i
	.p2align	8
	.type	_Z6reduceIiLi8EEvPT_PKS0_i,@function
_Z6reduceIiLi8EEvPT_PKS0_i:             ; @_Z6reduceIiLi8EEvPT_PKS0_i
; %bb.0:
	s_add_i32 s6, s6, s9
	s_lshr_b32 flat_scratch_hi, s6, 8
	s_add_u32 s0, s0, s9
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	s_load_dword s9, s[4:5], 0x10
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v3, 2, v0
	s_mov_b32 flat_scratch_lo, s7
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s9, v0
	buffer_store_dword v1, off, s[0:3], 0
	buffer_store_dword v1, off, s[0:3], 0 offset:4
	buffer_store_dword v1, off, s[0:3], 0 offset:8
	buffer_store_dword v1, off, s[0:3], 0 offset:12
	buffer_store_dword v1, off, s[0:3], 0 offset:16
	buffer_store_dword v1, off, s[0:3], 0 offset:20
	buffer_store_dword v1, off, s[0:3], 0 offset:24
	buffer_store_dword v1, off, s[0:3], 0 offset:28
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_4
; %bb.1:
	v_and_b32_e32 v1, 7, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_u32_e32 v4, vcc, 0, v1
	buffer_load_dword v5, v4, s[0:3], 0 offen
	v_mov_b32_e32 v2, s15
	v_add_u32_e32 v1, vcc, s14, v3
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v6, v0
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dword v7, v[1:2]
	v_add_u32_e32 v6, vcc, 64, v6
	v_add_u32_e32 v1, vcc, 0x100, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	v_cmp_le_i32_e32 vcc, s9, v6
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, vcc, v5, v7
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB4_2
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
	buffer_store_dword v5, v4, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], 0
	buffer_load_dword v2, off, s[0:3], 0 offset:4
	buffer_load_dword v4, off, s[0:3], 0 offset:8
	buffer_load_dword v5, off, s[0:3], 0 offset:12
	buffer_load_dword v6, off, s[0:3], 0 offset:16
	buffer_load_dword v7, off, s[0:3], 0 offset:20
	buffer_load_dword v8, off, s[0:3], 0 offset:24
	buffer_load_dword v9, off, s[0:3], 0 offset:28
	s_waitcnt vmcnt(6)
	v_add_u32_e32 v1, vcc, v2, v1
	s_waitcnt vmcnt(5)
	v_add_u32_e32 v1, vcc, v1, v4
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v1, vcc, v1, v5
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v1, vcc, v1, v6
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v1, vcc, v1, v7
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v1, vcc, v1, v8
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, vcc, v1, v9
.LBB4_4:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b32 m0, -1
	s_mov_b32 s9, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	ds_write_b32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_6
; %bb.5:
	v_mov_b32_e32 v8, 0
	ds_read_b128 v[0:3], v8
	ds_read_b128 v[4:7], v8 offset:16
	s_lshl_b64 s[4:5], s[8:9], 2
	s_add_u32 s4, s12, s4
	s_addc_u32 s5, s13, s5
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v0, vcc, v0, v2
	v_add_u32_e32 v0, vcc, v0, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, vcc, v0, v4
	v_add_u32_e32 v0, vcc, v0, v5
	v_add_u32_e32 v4, vcc, v0, v6
	ds_read_b128 v[0:3], v8 offset:32
	v_add_u32_e32 v9, vcc, v4, v7
	ds_read_b128 v[4:7], v8 offset:48
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v9, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v0, vcc, v0, v2
	v_add_u32_e32 v0, vcc, v0, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, vcc, v0, v4
	v_add_u32_e32 v0, vcc, v0, v5
	v_add_u32_e32 v4, vcc, v0, v6
	ds_read_b128 v[0:3], v8 offset:64
	v_add_u32_e32 v9, vcc, v4, v7
	ds_read_b128 v[4:7], v8 offset:80
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v9, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v0, vcc, v0, v2
	v_add_u32_e32 v0, vcc, v0, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, vcc, v0, v4
	v_add_u32_e32 v0, vcc, v0, v5
	v_add_u32_e32 v4, vcc, v0, v6
	ds_read_b128 v[0:3], v8 offset:96
	v_add_u32_e32 v9, vcc, v4, v7
	ds_read_b128 v[4:7], v8 offset:112
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v9, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v0, vcc, v0, v2
	v_add_u32_e32 v0, vcc, v0, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, vcc, v0, v4
	v_add_u32_e32 v0, vcc, v0, v5
	v_add_u32_e32 v4, vcc, v0, v6
	ds_read_b128 v[0:3], v8 offset:128
	v_add_u32_e32 v9, vcc, v4, v7
	ds_read_b128 v[4:7], v8 offset:144
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v9, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v0, vcc, v0, v2
	v_add_u32_e32 v0, vcc, v0, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, vcc, v0, v4
	v_add_u32_e32 v0, vcc, v0, v5
	v_add_u32_e32 v4, vcc, v0, v6
	ds_read_b128 v[0:3], v8 offset:160
	v_add_u32_e32 v9, vcc, v4, v7
	ds_read_b128 v[4:7], v8 offset:176
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v9, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v0, vcc, v0, v2
	v_add_u32_e32 v0, vcc, v0, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, vcc, v0, v4
	v_add_u32_e32 v0, vcc, v0, v5
	v_add_u32_e32 v4, vcc, v0, v6
	ds_read_b128 v[0:3], v8 offset:192
	v_add_u32_e32 v9, vcc, v4, v7
	ds_read_b128 v[4:7], v8 offset:208
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v9, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v0, vcc, v0, v2
	v_add_u32_e32 v0, vcc, v0, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, vcc, v0, v4
	v_add_u32_e32 v0, vcc, v0, v5
	v_add_u32_e32 v4, vcc, v0, v6
	ds_read_b128 v[0:3], v8 offset:224
	v_add_u32_e32 v9, vcc, v4, v7
	ds_read_b128 v[4:7], v8 offset:240
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v9, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v0, vcc, v0, v2
	v_add_u32_e32 v0, vcc, v0, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, vcc, v0, v4
	v_add_u32_e32 v0, vcc, v0, v5
	v_add_u32_e32 v0, vcc, v0, v6
	v_add_u32_e32 v2, vcc, v0, v7
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_store_dword v[0:1], v2
.LBB4_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z6reduceIiLi8EEvPT_PKS0_i
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_private_segment_fixed_size 36
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.section	.text._Z6reduceIiLi8EEvPT_PKS0_i,"axG",@progbits,_Z6reduceIiLi8EEvPT_PKS0_i,comdat
.Lfunc_end4:
	.size	_Z6reduceIiLi8EEvPT_PKS0_i, .Lfunc_end4-_Z6reduceIiLi8EEvPT_PKS0_i
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 864
; NumSgprs: 22
; NumVgprs: 10
; ScratchSize: 36
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 10
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	_Z5plainPf              ; -- Begin function _Z5plainPf
	.globl	_Z5plainPf
	.p2align	8
	.type	_Z5plainPf,@function
_Z5plainPf:                             ; @_Z5plainPf
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, s2, 0.5, 1.0
	v_mac_f32_e64 v2, s3, s3
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z5plainPf
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 6
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
	.size	_Z5plainPf, .Lfunc_end5-_Z5plainPf
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 60
; NumSgprs: 6
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 3
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.type	__hip_cuid_57bd9ba40c864280,@object ; @__hip_cuid_57bd9ba40c864280
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_57bd9ba40c864280
__hip_cuid_57bd9ba40c864280:
	.byte	0                               ; 0x0
	.size	__hip_cuid_57bd9ba40c864280, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_57bd9ba40c864280
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
    .name:           _Z5scaleIfEvPT_PKS0_S0_i
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z5scaleIfEvPT_PKS0_S0_i.kd
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .name:           _Z5scaleIiEvPT_PKS0_S0_i
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z5scaleIiEvPT_PKS0_S0_i.kd
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           _Z5scaleIdEvPT_PKS0_S0_i
    .private_segment_fixed_size: 0
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         _Z5scaleIdEvPT_PKS0_S0_i.kd
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 16640
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           _Z6reduceIfLi4EEvPT_PKS0_i
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         _Z6reduceIfLi4EEvPT_PKS0_i.kd
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           _Z6reduceIiLi8EEvPT_PKS0_i
    .private_segment_fixed_size: 36
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         _Z6reduceIiLi8EEvPT_PKS0_i.kd
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 1024
    .name:           _Z5plainPf
    .private_segment_fixed_size: 0
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         _Z5plainPf.kd
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
