	.text
	.hsa_code_object_version 2,1
	.hsa_code_object_isa 8,0,3,"AMD","AMDGPU"
	.hidden	horner                          ; -- Begin function horner
	.globl	horner
	.p2align	2
	.type	horner,@function
horner:                                 ; @horner
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, -1, v3
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_4
; %bb.1:
	v_mov_b32_e32 v4, 0
	v_lshlrev_b64 v[6:7], 2, v[3:4]
	v_add_u32_e32 v5, vcc, 1, v3
	v_add_u32_e32 v1, vcc, v1, v6
	v_addc_u32_e32 v2, vcc, v2, v7, vcc
	s_mov_b64 s[6:7], 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dword v3, v[1:2]
	v_add_u32_e32 v5, vcc, -1, v5
	v_add_u32_e32 v1, vcc, -4, v1
	v_addc_u32_e32 v2, vcc, -1, v2, vcc
	v_mov_b32_e32 v6, v4
	v_cmp_eq_u32_e32 vcc, 0, v5
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v3
	v_mac_f32_e32 v4, v6, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_2
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
.LBB0_4:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, v4
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	horner, .Lfunc_end0-horner
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 116
; NumSgprs: 34
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	mix                             ; -- Begin function mix
	.globl	mix
	.p2align	2
	.type	mix,@function
mix:                                    ; @mix
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mul_lo_u32 v2, v0, 31
	v_ashrrev_i32_e32 v3, 3, v1
	v_add_u32_e32 v0, vcc, v1, v0
	v_xor_b32_e32 v2, v3, v2
	v_xor_b32_e32 v0, v2, v0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	mix, .Lfunc_end1-mix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 32
; NumSgprs: 34
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	tree_sum                        ; -- Begin function tree_sum
	.globl	tree_sum
	.p2align	2
	.type	tree_sum,@function
tree_sum:                               ; @tree_sum
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[4:5], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:24 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	v_writelane_b32 v40, s33, 8
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	v_writelane_b32 v40, s34, 2
	v_writelane_b32 v40, s35, 3
	v_writelane_b32 v40, s36, 4
	v_writelane_b32 v40, s37, 5
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s38, 6
	buffer_store_dword v41, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s39, 7
	v_mov_b32_e32 v41, v1
	v_mov_b32_e32 v42, v0
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_mov_b32_e32 v44, 0
	s_addk_i32 s32, 0x800
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB2_4
; %bb.1:
	v_add_u32_e32 v43, vcc, -1, v3
	s_mov_b64 s[36:37], 0
	v_mov_b32_e32 v44, 0
	s_getpc_b64 s[38:39]
	s_add_u32 s38, s38, tree_sum@rel32@lo+4
	s_addc_u32 s39, s39, tree_sum@rel32@hi+12
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_lshlrev_b32_e32 v46, 1, v2
	v_add_u32_e32 v0, vcc, v42, v0
	v_addc_u32_e32 v1, vcc, v41, v1, vcc
	flat_load_dword v45, v[0:1]
	v_or_b32_e32 v2, 1, v46
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v41
	v_mov_b32_e32 v3, v43
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v2, vcc, 2, v46
	v_add_u32_e32 v1, vcc, v45, v44
	v_add_u32_e32 v43, vcc, -1, v43
	v_cmp_eq_u32_e32 vcc, -1, v43
	s_or_b64 s[36:37], vcc, s[36:37]
	v_add_u32_e32 v44, vcc, v1, v0
	s_andn2_b64 exec, exec, s[36:37]
	s_cbranch_execnz .LBB2_2
; %bb.3:
	s_or_b64 exec, exec, s[36:37]
.LBB2_4:
	s_or_b64 exec, exec, s[34:35]
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_readlane_b32 s39, v40, 7
	v_add_u32_e32 v0, vcc, v42, v0
	v_addc_u32_e32 v1, vcc, v41, v1, vcc
	flat_load_dword v0, v[0:1]
	v_readlane_b32 s38, v40, 6
	v_readlane_b32 s37, v40, 5
	v_readlane_b32 s36, v40, 4
	v_readlane_b32 s35, v40, 3
	v_readlane_b32 s34, v40, 2
	v_readlane_b32 s31, v40, 1
	v_readlane_b32 s30, v40, 0
	s_addk_i32 s32, 0xf800
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, vcc, v0, v44
	buffer_load_dword v46, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	v_readlane_b32 s33, v40, 8
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:24 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	tree_sum, .Lfunc_end2-tree_sum
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 488
; NumSgprs: 42
; NumVgprs: 47
; ScratchSize: 32
; MemoryBound: 0
	.text
	.hidden	fib                             ; -- Begin function fib
	.globl	fib
	.p2align	2
	.type	fib,@function
fib:                                    ; @fib
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[4:5], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:12 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	v_writelane_b32 v40, s33, 8
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	v_writelane_b32 v40, s34, 2
	v_writelane_b32 v40, s35, 3
	v_writelane_b32 v40, s36, 4
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s37, 5
	buffer_store_dword v41, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s38, 6
	v_mov_b32_e32 v41, v0
	v_writelane_b32 v40, s39, 7
	v_cmp_lt_i32_e32 vcc, 1, v41
	v_mov_b32_e32 v42, 0
	s_addk_i32 s32, 0x800
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB3_4
; %bb.1:
	s_mov_b64 s[36:37], 0
	v_mov_b32_e32 v42, 0
	s_getpc_b64 s[38:39]
	s_add_u32 s38, s38, fib@rel32@lo+4
	s_addc_u32 s39, s39, fib@rel32@hi+12
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v43, v41
	v_add_u32_e32 v0, vcc, -1, v43
	v_add_u32_e32 v41, vcc, -2, v43
	s_swappc_b64 s[30:31], s[38:39]
	v_cmp_gt_u32_e32 vcc, 4, v43
	s_or_b64 s[36:37], vcc, s[36:37]
	v_add_u32_e32 v42, vcc, v0, v42
	s_andn2_b64 exec, exec, s[36:37]
	s_cbranch_execnz .LBB3_2
; %bb.3:
	s_or_b64 exec, exec, s[36:37]
.LBB3_4:
	s_or_b64 exec, exec, s[34:35]
	v_add_u32_e32 v0, vcc, v41, v42
	buffer_load_dword v43, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	v_readlane_b32 s39, v40, 7
	v_readlane_b32 s38, v40, 6
	v_readlane_b32 s37, v40, 5
	v_readlane_b32 s36, v40, 4
	v_readlane_b32 s35, v40, 3
	v_readlane_b32 s34, v40, 2
	v_readlane_b32 s31, v40, 1
	v_readlane_b32 s30, v40, 0
	s_addk_i32 s32, 0xf800
	v_readlane_b32 s33, v40, 8
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	fib, .Lfunc_end3-fib
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 352
; NumSgprs: 42
; NumVgprs: 44
; ScratchSize: 32
; MemoryBound: 0
	.text
	.protected	eval_poly               ; -- Begin function eval_poly
	.globl	eval_poly
	.p2align	8
	.type	eval_poly,@function
	.amdgpu_hsa_kernel eval_poly
eval_poly:                              ; @eval_poly
	.amd_kernel_code_t
		amd_code_version_major = 1
		amd_code_version_minor = 2
		amd_machine_kind = 1
		amd_machine_version_major = 8
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 3
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = 2
		granulated_wavefront_sgpr_count = 4
		priority = 0
		float_mode = 192
		priv = 0
		enable_dx10_clamp = 1
		debug_mode = 0
		enable_ieee_mode = 1
		enable_wgp_mode = 0
		enable_mem_ordered = 0
		enable_fwd_progress = 0
		enable_sgpr_private_segment_wave_byte_offset = 0
		user_sgpr_count = 10
		enable_trap_handler = 0
		enable_sgpr_workgroup_id_x = 1
		enable_sgpr_workgroup_id_y = 0
		enable_sgpr_workgroup_id_z = 0
		enable_sgpr_workgroup_info = 0
		enable_vgpr_workitem_id = 0
		enable_exception_msb = 0
		granulated_lds_size = 0
		enable_exception = 0
		enable_sgpr_private_segment_buffer = 1
		enable_sgpr_dispatch_ptr = 1
		enable_sgpr_queue_ptr = 0
		enable_sgpr_kernarg_segment_ptr = 1
		enable_sgpr_dispatch_id = 0
		enable_sgpr_flat_scratch_init = 1
		enable_sgpr_private_segment_size = 0
		enable_sgpr_grid_workgroup_count_x = 0
		enable_sgpr_grid_workgroup_count_y = 0
		enable_sgpr_grid_workgroup_count_z = 0
		enable_wavefront_size32 = 0
		enable_ordered_append_gds = 0
		private_element_size = 1
		is_ptr64 = 1
		is_dynamic_callstack = 0
		is_debug_enabled = 0
		is_xnack_enabled = 0
		workitem_private_segment_byte_size = 0
		workgroup_group_segment_byte_size = 0
		gds_segment_byte_size = 0
		kernarg_segment_byte_size = 28
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = 39
		workitem_vgpr_count = 10
		reserved_vgpr_first = 0
		reserved_vgpr_count = 0
		reserved_sgpr_first = 0
		reserved_sgpr_count = 0
		debug_wavefront_private_segment_offset_sgpr = 0
		debug_private_segment_buffer_sgpr = 0
		kernarg_segment_alignment = 4
		group_segment_alignment = 4
		private_segment_alignment = 4
		wavefront_size = 6
		call_convention = -1
		runtime_loader_kernel_symbol = 0
	.end_amd_kernel_code_t
; %bb.0:
	s_add_i32 s8, s8, s11
	s_mov_b32 flat_scratch_lo, s9
	s_lshr_b32 flat_scratch_hi, s8, 8
	s_load_dword s4, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[8:9], s[6:7], 0x10
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_mul_i32 s10, s10, s4
	v_add_u32_e32 v0, vcc, s10, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[8:9], 2, v[0:1]
	v_mov_b32_e32 v1, s13
	v_add_u32_e32 v0, vcc, s12, v8
	v_addc_u32_e32 v1, vcc, v1, v9, vcc
	flat_load_dword v0, v[0:1]
	s_load_dword s6, s[6:7], 0x18
	v_mov_b32_e32 v1, s14
	v_mov_b32_e32 v2, s15
	s_mov_b32 s32, 0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, horner@rel32@lo+4
	s_addc_u32 s5, s5, horner@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s6
	s_swappc_b64 s[30:31], s[4:5]
	v_mov_b32_e32 v2, s9
	v_add_u32_e32 v1, vcc, s8, v8
	v_addc_u32_e32 v2, vcc, v2, v9, vcc
	flat_store_dword v[1:2], v0
	s_endpgm
.Lfunc_end4:
	.size	eval_poly, .Lfunc_end4-eval_poly
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 172
; NumSgprs: 39
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 10
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	eval_poly_mixed         ; -- Begin function eval_poly_mixed
	.globl	eval_poly_mixed
	.p2align	8
	.type	eval_poly_mixed,@function
	.amdgpu_hsa_kernel eval_poly_mixed
eval_poly_mixed:                        ; @eval_poly_mixed
	.amd_kernel_code_t
		amd_code_version_major = 1
		amd_code_version_minor = 2
		amd_machine_kind = 1
		amd_machine_version_major = 8
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 3
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = 2
		granulated_wavefront_sgpr_count = 4
		priority = 0
		float_mode = 192
		priv = 0
		enable_dx10_clamp = 1
		debug_mode = 0
		enable_ieee_mode = 1
		enable_wgp_mode = 0
		enable_mem_ordered = 0
		enable_fwd_progress = 0
		enable_sgpr_private_segment_wave_byte_offset = 0
		user_sgpr_count = 10
		enable_trap_handler = 0
		enable_sgpr_workgroup_id_x = 1
		enable_sgpr_workgroup_id_y = 0
		enable_sgpr_workgroup_id_z = 0
		enable_sgpr_workgroup_info = 0
		enable_vgpr_workitem_id = 0
		enable_exception_msb = 0
		granulated_lds_size = 0
		enable_exception = 0
		enable_sgpr_private_segment_buffer = 1
		enable_sgpr_dispatch_ptr = 1
		enable_sgpr_queue_ptr = 0
		enable_sgpr_kernarg_segment_ptr = 1
		enable_sgpr_dispatch_id = 0
		enable_sgpr_flat_scratch_init = 1
		enable_sgpr_private_segment_size = 0
		enable_sgpr_grid_workgroup_count_x = 0
		enable_sgpr_grid_workgroup_count_y = 0
		enable_sgpr_grid_workgroup_count_z = 0
		enable_wavefront_size32 = 0
		enable_ordered_append_gds = 0
		private_element_size = 1
		is_ptr64 = 1
		is_dynamic_callstack = 0
		is_debug_enabled = 0
		is_xnack_enabled = 0
		workitem_private_segment_byte_size = 0
		workgroup_group_segment_byte_size = 0
		gds_segment_byte_size = 0
		kernarg_segment_byte_size = 28
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = 39
		workitem_vgpr_count = 11
		reserved_vgpr_first = 0
		reserved_vgpr_count = 0
		reserved_sgpr_first = 0
		reserved_sgpr_count = 0
		debug_wavefront_private_segment_offset_sgpr = 0
		debug_private_segment_buffer_sgpr = 0
		kernarg_segment_alignment = 4
		group_segment_alignment = 4
		private_segment_alignment = 4
		wavefront_size = 6
		call_convention = -1
		runtime_loader_kernel_symbol = 0
	.end_amd_kernel_code_t
; %bb.0:
	s_add_i32 s8, s8, s11
	s_mov_b32 flat_scratch_lo, s9
	s_lshr_b32 flat_scratch_hi, s8, 8
	s_load_dword s4, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[8:9], s[6:7], 0x10
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_mul_i32 s10, s10, s4
	v_add_u32_e32 v8, vcc, s10, v0
	v_mov_b32_e32 v9, 0
	v_lshlrev_b64 v[9:10], 2, v[8:9]
	v_mov_b32_e32 v1, s13
	v_add_u32_e32 v0, vcc, s12, v9
	v_addc_u32_e32 v1, vcc, v1, v10, vcc
	flat_load_dword v0, v[0:1]
	s_load_dword s6, s[6:7], 0x18
	v_mov_b32_e32 v1, s14
	v_mov_b32_e32 v2, s15
	s_mov_b32 s32, 0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, horner@rel32@lo+4
	s_addc_u32 s5, s5, horner@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s6
	s_swappc_b64 s[30:31], s[4:5]
	v_cvt_i32_f32_e32 v0, v0
	v_mov_b32_e32 v1, v8
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, mix@rel32@lo+4
	s_addc_u32 s5, s5, mix@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	v_mov_b32_e32 v2, s9
	v_add_u32_e32 v1, vcc, s8, v9
	v_addc_u32_e32 v2, vcc, v2, v10, vcc
	flat_store_dword v[1:2], v0
	s_endpgm
.Lfunc_end5:
	.size	eval_poly_mixed, .Lfunc_end5-eval_poly_mixed
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 204
; NumSgprs: 39
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 11
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	sum_trees               ; -- Begin function sum_trees
	.globl	sum_trees
	.p2align	8
	.type	sum_trees,@function
	.amdgpu_hsa_kernel sum_trees
sum_trees:                              ; @sum_trees
	.amd_kernel_code_t
		amd_code_version_major = 1
		amd_code_version_minor = 2
		amd_machine_kind = 1
		amd_machine_version_major = 8
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 3
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = 11
		granulated_wavefront_sgpr_count = 6
		priority = 0
		float_mode = 192
		priv = 0
		enable_dx10_clamp = 1
		debug_mode = 0
		enable_ieee_mode = 1
		enable_wgp_mode = 0
		enable_mem_ordered = 0
		enable_fwd_progress = 0
		enable_sgpr_private_segment_wave_byte_offset = 1
		user_sgpr_count = 10
		enable_trap_handler = 0
		enable_sgpr_workgroup_id_x = 1
		enable_sgpr_workgroup_id_y = 0
		enable_sgpr_workgroup_id_z = 0
		enable_sgpr_workgroup_info = 0
		enable_vgpr_workitem_id = 0
		enable_exception_msb = 0
		granulated_lds_size = 0
		enable_exception = 0
		enable_sgpr_private_segment_buffer = 1
		enable_sgpr_dispatch_ptr = 1
		enable_sgpr_queue_ptr = 0
		enable_sgpr_kernarg_segment_ptr = 1
		enable_sgpr_dispatch_id = 0
		enable_sgpr_flat_scratch_init = 1
		enable_sgpr_private_segment_size = 0
		enable_sgpr_grid_workgroup_count_x = 0
		enable_sgpr_grid_workgroup_count_y = 0
		enable_sgpr_grid_workgroup_count_z = 0
		enable_wavefront_size32 = 0
		enable_ordered_append_gds = 0
		private_element_size = 1
		is_ptr64 = 1
		is_dynamic_callstack = 0
		is_debug_enabled = 0
		is_xnack_enabled = 0
		workitem_private_segment_byte_size = 32
		workgroup_group_segment_byte_size = 0
		gds_segment_byte_size = 0
		kernarg_segment_byte_size = 20
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = 50
		workitem_vgpr_count = 47
		reserved_vgpr_first = 0
		reserved_vgpr_count = 0
		reserved_sgpr_first = 0
		reserved_sgpr_count = 0
		debug_wavefront_private_segment_offset_sgpr = 0
		debug_private_segment_buffer_sgpr = 0
		kernarg_segment_alignment = 4
		group_segment_alignment = 4
		private_segment_alignment = 4
		wavefront_size = 6
		call_convention = -1
		runtime_loader_kernel_symbol = 0
	.end_amd_kernel_code_t
; %bb.0:
	s_add_i32 s8, s8, s11
	s_load_dword s4, s[4:5], 0x4
	s_load_dwordx4 s[40:43], s[6:7], 0x0
	s_load_dword s6, s[6:7], 0x10
	s_lshr_b32 flat_scratch_hi, s8, 8
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_mul_i32 s10, s10, s4
	v_add_u32_e32 v41, vcc, s10, v0
	v_mov_b32_e32 v0, s40
	v_mov_b32_e32 v1, s41
	v_mov_b32_e32 v2, v41
	v_mov_b32_e32 v3, s6
	s_mov_b32 s32, 0
	s_mov_b32 flat_scratch_lo, s9
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, tree_sum@rel32@lo+4
	s_addc_u32 s5, s5, tree_sum@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	v_mov_b32_e32 v42, 0
	v_lshlrev_b64 v[1:2], 2, v[41:42]
	v_mov_b32_e32 v3, s43
	v_add_u32_e32 v1, vcc, s42, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_store_dword v[1:2], v0
	s_endpgm
.Lfunc_end6:
	.size	sum_trees, .Lfunc_end6-sum_trees
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 144
; NumSgprs: 50
; NumVgprs: 47
; ScratchSize: 32
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 50
; NumVGPRsForWavesPerEU: 47
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	fib_table               ; -- Begin function fib_table
	.globl	fib_table
	.p2align	8
	.type	fib_table,@function
	.amdgpu_hsa_kernel fib_table
fib_table:                              ; @fib_table
	.amd_kernel_code_t
		amd_code_version_major = 1
		amd_code_version_minor = 2
		amd_machine_kind = 1
		amd_machine_version_major = 8
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 3
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = 10
		granulated_wavefront_sgpr_count = 5
		priority = 0
		float_mode = 192
		priv = 0
		enable_dx10_clamp = 1
		debug_mode = 0
		enable_ieee_mode = 1
		enable_wgp_mode = 0
		enable_mem_ordered = 0
		enable_fwd_progress = 0
		enable_sgpr_private_segment_wave_byte_offset = 1
		user_sgpr_count = 10
		enable_trap_handler = 0
		enable_sgpr_workgroup_id_x = 1
		enable_sgpr_workgroup_id_y = 0
		enable_sgpr_workgroup_id_z = 0
		enable_sgpr_workgroup_info = 0
		enable_vgpr_workitem_id = 0
		enable_exception_msb = 0
		granulated_lds_size = 0
		enable_exception = 0
		enable_sgpr_private_segment_buffer = 1
		enable_sgpr_dispatch_ptr = 1
		enable_sgpr_queue_ptr = 0
		enable_sgpr_kernarg_segment_ptr = 1
		enable_sgpr_dispatch_id = 0
		enable_sgpr_flat_scratch_init = 1
		enable_sgpr_private_segment_size = 0
		enable_sgpr_grid_workgroup_count_x = 0
		enable_sgpr_grid_workgroup_count_y = 0
		enable_sgpr_grid_workgroup_count_z = 0
		enable_wavefront_size32 = 0
		enable_ordered_append_gds = 0
		private_element_size = 1
		is_ptr64 = 1
		is_dynamic_callstack = 0
		is_debug_enabled = 0
		is_xnack_enabled = 0
		workitem_private_segment_byte_size = 32
		workgroup_group_segment_byte_size = 0
		gds_segment_byte_size = 0
		kernarg_segment_byte_size = 8
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = 46
		workitem_vgpr_count = 44
		reserved_vgpr_first = 0
		reserved_vgpr_count = 0
		reserved_sgpr_first = 0
		reserved_sgpr_count = 0
		debug_wavefront_private_segment_offset_sgpr = 0
		debug_private_segment_buffer_sgpr = 0
		kernarg_segment_alignment = 4
		group_segment_alignment = 4
		private_segment_alignment = 4
		wavefront_size = 6
		call_convention = -1
		runtime_loader_kernel_symbol = 0
	.end_amd_kernel_code_t
; %bb.0:
	s_add_i32 s8, s8, s11
	s_lshr_b32 flat_scratch_hi, s8, 8
	s_load_dword s8, s[4:5], 0x4
	s_load_dwordx2 s[4:5], s[6:7], 0x0
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s8, 0xffff
	s_mul_i32 s10, s10, s6
	v_add_u32_e32 v0, vcc, s10, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s5
	v_add_u32_e32 v41, vcc, s4, v0
	s_mov_b32 flat_scratch_lo, s9
	v_addc_u32_e32 v42, vcc, v2, v1, vcc
	flat_load_dword v0, v[41:42]
	s_mov_b32 s32, 0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, fib@rel32@lo+4
	s_addc_u32 s5, s5, fib@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	flat_store_dword v[41:42], v0
	s_endpgm
.Lfunc_end7:
	.size	fib_table, .Lfunc_end7-fib_table
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 128
; NumSgprs: 46
; NumVgprs: 44
; ScratchSize: 32
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 44
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.ident	"Debian clang version 15.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amd_amdgpu_isa "amdgcn-amd-amdhsa--gfx803"
	.amd_amdgpu_hsa_metadata
---
Version:         [ 1, 0 ]
Kernels:
  - Name:            eval_poly
    SymbolName:      'eval_poly@kd'
    Language:        OpenCL C
    LanguageVersion: [ 2, 0 ]
    Args:
      - TypeName:        'float*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
        IsConst:         true
      - TypeName:        'float*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
        IsConst:         true
      - TypeName:        'float*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
      - TypeName:        int
        Size:            4
        Align:           4
        ValueKind:       ByValue
        AccQual:         Default
    CodeProps:
      KernargSegmentSize: 28
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        39
      NumVGPRs:        10
      MaxFlatWorkGroupSize: 256
  - Name:            eval_poly_mixed
    SymbolName:      'eval_poly_mixed@kd'
    Language:        OpenCL C
    LanguageVersion: [ 2, 0 ]
    Args:
      - TypeName:        'float*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
        IsConst:         true
      - TypeName:        'float*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
        IsConst:         true
      - TypeName:        'int*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
      - TypeName:        int
        Size:            4
        Align:           4
        ValueKind:       ByValue
        AccQual:         Default
    CodeProps:
      KernargSegmentSize: 28
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        39
      NumVGPRs:        11
      MaxFlatWorkGroupSize: 256
  - Name:            sum_trees
    SymbolName:      'sum_trees@kd'
    Language:        OpenCL C
    LanguageVersion: [ 2, 0 ]
    Args:
      - TypeName:        'int*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
        IsConst:         true
      - TypeName:        'int*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
      - TypeName:        int
        Size:            4
        Align:           4
        ValueKind:       ByValue
        AccQual:         Default
    CodeProps:
      KernargSegmentSize: 20
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 32
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        50
      NumVGPRs:        47
      MaxFlatWorkGroupSize: 256
  - Name:            fib_table
    SymbolName:      'fib_table@kd'
    Language:        OpenCL C
    LanguageVersion: [ 2, 0 ]
    Args:
      - TypeName:        'int*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
    CodeProps:
      KernargSegmentSize: 8
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 32
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        46
      NumVGPRs:        44
      MaxFlatWorkGroupSize: 256
...

	.end_amd_amdgpu_hsa_metadata
