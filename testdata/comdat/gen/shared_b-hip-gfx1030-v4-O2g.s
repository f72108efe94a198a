	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 4
	.section	.text._Z4fillIdEvPT_S0_,"axG",@progbits,_Z4fillIdEvPT_S0_,comdat
	.protected	_Z4fillIdEvPT_S0_       ; -- Begin function _Z4fillIdEvPT_S0_
	.globl	_Z4fillIdEvPT_S0_
	.p2align	8
	.type	_Z4fillIdEvPT_S0_,@function
_Z4fillIdEvPT_S0_:                      ; @_Z4fillIdEvPT_S0_
.Lfunc_begin0:
	.file	0 "." "shared_b.hip" md5 0x5714cf852efa9d78fff26b9ee9932047
	.loc	0 12 0                          ; shared_b.hip:12:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_add_u32 s6, s6, s9
	s_mov_b32 s32, 0
	s_addc_u32 s7, s7, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s6
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s7
.Ltmp0:
	.loc	0 13 41 prologue_end            ; shared_b.hip:13:41
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	;DEBUG_VALUE: fill<double>:v <- undef
	;DEBUG_VALUE: fill<double>:p <- undef
	v_mov_b32_e32 v2, v0
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	s_getpc_b64 s[8:9]
	s_add_u32 s8, s8, _Z5twiceIdET_S0_@rel32@lo+4
	s_addc_u32 s9, s9, _Z5twiceIdET_S0_@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	s_swappc_b64 s[30:31], s[8:9]
.Ltmp1:
	.loc	0 13 3 is_stmt 0                ; shared_b.hip:13:3
	v_lshlrev_b32_e32 v2, 3, v2
	.loc	0 13 39                         ; shared_b.hip:13:39
	global_store_dwordx2 v2, v[0:1], s[4:5]
	.loc	0 14 1 is_stmt 1                ; shared_b.hip:14:1
	s_endpgm
.Ltmp2:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z4fillIdEvPT_S0_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 33
		.amdhsa_reserve_vcc 0
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
	.section	.text._Z4fillIdEvPT_S0_,"axG",@progbits,_Z4fillIdEvPT_S0_,comdat
.Lfunc_end0:
	.size	_Z4fillIdEvPT_S0_, .Lfunc_end0-_Z4fillIdEvPT_S0_
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 92
; NumSgprs: 33
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 33
; NumVGPRsForWavesPerEU: 3
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2align	2                               ; -- Begin function _Z5twiceIdET_S0_
	.type	_Z5twiceIdET_S0_,@function
_Z5twiceIdET_S0_:                       ; @_Z5twiceIdET_S0_
.Lfunc_begin1:
	.loc	0 9 0                           ; shared_b.hip:9:0
	.cfi_startproc
; %bb.0:
	;DEBUG_VALUE: twice<double>:a <- [DW_OP_LLVM_fragment 32 32] $vgpr1
	;DEBUG_VALUE: mix<double>:a <- [DW_OP_LLVM_fragment 32 32] $vgpr1
	;DEBUG_VALUE: mix<double>:b <- [DW_OP_LLVM_fragment 32 32] $vgpr1
	;DEBUG_VALUE: twice<double>:a <- [DW_OP_LLVM_fragment 0 32] $vgpr0
	;DEBUG_VALUE: mix<double>:a <- [DW_OP_LLVM_fragment 0 32] $vgpr0
	;DEBUG_VALUE: mix<double>:b <- [DW_OP_LLVM_fragment 0 32] $vgpr0
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
.Ltmp3:
	.loc	0 8 72 prologue_end             ; shared_b.hip:8:72
	v_fma_f64 v[0:1], 0x40080000, v[0:1], v[0:1]
.Ltmp4:
	.loc	0 9 75                          ; shared_b.hip:9:75
	s_setpc_b64 s[30:31]
.Ltmp5:
.Lfunc_end1:
	.size	_Z5twiceIdET_S0_, .Lfunc_end1-_Z5twiceIdET_S0_
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 20
; NumSgprs: 32
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	_Z8kernel_bPiPf         ; -- Begin function _Z8kernel_bPiPf
	.globl	_Z8kernel_bPiPf
	.p2align	8
	.type	_Z8kernel_bPiPf,@function
_Z8kernel_bPiPf:                        ; @_Z8kernel_bPiPf
.Lfunc_begin2:
	.loc	0 18 0                          ; shared_b.hip:18:0
	.cfi_startproc
; %bb.0:
	s_add_u32 s6, s6, s9
	s_mov_b32 s32, 0
	s_addc_u32 s7, s7, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s6
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s7
.Ltmp6:
	.loc	0 19 23 prologue_end            ; shared_b.hip:19:23
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	;DEBUG_VALUE: kernel_b:p <- undef
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v1, 0
	;DEBUG_VALUE: kernel_b:q <- undef
	.loc	0 19 17 is_stmt 0               ; shared_b.hip:19:17
	s_getpc_b64 s[10:11]
	s_add_u32 s10, s10, _Z5twiceIiET_S0_@rel32@lo+4
	s_addc_u32 s11, s11, _Z5twiceIiET_S0_@rel32@hi+12
	.loc	0 19 23                         ; shared_b.hip:19:23
	s_waitcnt lgkmcnt(0)
	s_load_dwordx2 s[8:9], s[4:5], 0x4
	.loc	0 19 17                         ; shared_b.hip:19:17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s8
	s_swappc_b64 s[30:31], s[10:11]
.Ltmp7:
	.loc	0 20 16 is_stmt 1               ; shared_b.hip:20:16
	s_load_dword s8, s[6:7], 0x4
.Ltmp8:
	;DEBUG_VALUE: clampi:v <- $vgpr0
	.loc	0 10 46                         ; shared_b.hip:10:46
	v_med3_i32 v0, v0, 0, 0xff
.Ltmp9:
	;DEBUG_VALUE: mix<int>:b <- 2
	;DEBUG_VALUE: mix<int>:a <- undef
	.loc	0 8 68                          ; shared_b.hip:8:68
	s_mul_i32 s9, s9, 3
.Ltmp10:
	.loc	0 19 30                         ; shared_b.hip:19:30
	v_add3_u32 v0, s9, 2, v0
	.loc	0 19 8 is_stmt 0                ; shared_b.hip:19:8
	global_store_dword v1, v0, s[4:5]
	.loc	0 20 10 is_stmt 1               ; shared_b.hip:20:10
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _Z5twiceIfET_S0_@rel32@lo+4
	s_addc_u32 s5, s5, _Z5twiceIfET_S0_@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s8
	s_swappc_b64 s[30:31], s[4:5]
.Ltmp11:
	.loc	0 20 8 is_stmt 0                ; shared_b.hip:20:8
	global_store_dword v1, v0, s[6:7]
	.loc	0 21 1 is_stmt 1                ; shared_b.hip:21:1
	s_endpgm
.Ltmp12:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8kernel_bPiPf
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 33
		.amdhsa_reserve_vcc 0
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
.Lfunc_end2:
	.size	_Z8kernel_bPiPf, .Lfunc_end2-_Z8kernel_bPiPf
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 168
; NumSgprs: 33
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 33
; NumVGPRsForWavesPerEU: 2
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2align	2                               ; -- Begin function _Z5twiceIiET_S0_
	.type	_Z5twiceIiET_S0_,@function
_Z5twiceIiET_S0_:                       ; @_Z5twiceIiET_S0_
.Lfunc_begin3:
	.loc	0 9 0                           ; shared_b.hip:9:0
	.cfi_startproc
; %bb.0:
	;DEBUG_VALUE: twice<int>:a <- $vgpr0
	;DEBUG_VALUE: mix<int>:a <- $vgpr0
	;DEBUG_VALUE: mix<int>:b <- $vgpr0
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
.Ltmp13:
	.loc	0 8 72 prologue_end             ; shared_b.hip:8:72
	v_lshlrev_b32_e32 v0, 2, v0
.Ltmp14:
	.loc	0 9 75                          ; shared_b.hip:9:75
	s_setpc_b64 s[30:31]
.Ltmp15:
.Lfunc_end3:
	.size	_Z5twiceIiET_S0_, .Lfunc_end3-_Z5twiceIiET_S0_
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 12
; NumSgprs: 32
; NumVgprs: 1
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z5twiceIfET_S0_
	.type	_Z5twiceIfET_S0_,@function
_Z5twiceIfET_S0_:                       ; @_Z5twiceIfET_S0_
.Lfunc_begin4:
	.loc	0 9 0                           ; shared_b.hip:9:0
	.cfi_startproc
; %bb.0:
	;DEBUG_VALUE: twice<float>:a <- $vgpr0
	;DEBUG_VALUE: mix<float>:a <- $vgpr0
	;DEBUG_VALUE: mix<float>:b <- $vgpr0
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
.Ltmp16:
	.loc	0 8 72 prologue_end             ; shared_b.hip:8:72
	v_fmamk_f32 v0, v0, 0x40400000, v0
.Ltmp17:
	.loc	0 9 75                          ; shared_b.hip:9:75
	s_setpc_b64 s[30:31]
.Ltmp18:
.Lfunc_end4:
	.size	_Z5twiceIfET_S0_, .Lfunc_end4-_Z5twiceIfET_S0_
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 16
; NumSgprs: 32
; NumVgprs: 1
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.type	__hip_cuid_6f5be5db3f1c1a6f,@object ; @__hip_cuid_6f5be5db3f1c1a6f
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_6f5be5db3f1c1a6f
__hip_cuid_6f5be5db3f1c1a6f:
	.byte	0                               ; 0x0
	.size	__hip_cuid_6f5be5db3f1c1a6f, 1

	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	5                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	3                               ; DW_LLE_startx_length
	.byte	2                               ;   start index
	.uleb128 .Ltmp4-.Lfunc_begin1           ;   length
	.byte	10                              ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	3                               ; DW_LLE_startx_length
	.byte	2                               ;   start index
	.uleb128 .Ltmp4-.Lfunc_begin1           ;   length
	.byte	10                              ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	3                               ; DW_LLE_startx_length
	.byte	2                               ;   start index
	.uleb128 .Ltmp4-.Lfunc_begin1           ;   length
	.byte	10                              ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	1                               ; DW_LLE_base_addressx
	.byte	2                               ;   base address index
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Lfunc_begin3-.Lfunc_begin1    ;   starting offset
	.uleb128 .Ltmp14-.Lfunc_begin1          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	1                               ; DW_LLE_base_addressx
	.byte	2                               ;   base address index
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Lfunc_begin4-.Lfunc_begin1    ;   starting offset
	.uleb128 .Ltmp17-.Lfunc_begin1          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_list_header_end0:
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
	.ascii	"\214\001"                      ; DW_AT_loclists_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
	.byte	110                             ; DW_AT_linkage_name
	.byte	37                              ; DW_FORM_strx1
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
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
	.byte	4                               ; Abbreviation Code
	.byte	72                              ; DW_TAG_call_site
	.byte	0                               ; DW_CHILDREN_no
	.ascii	"\203\001"                      ; DW_AT_call_target
	.byte	24                              ; DW_FORM_exprloc
	.byte	125                             ; DW_AT_call_return_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	47                              ; DW_TAG_template_type_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
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
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	32                              ; DW_AT_inline
	.byte	33                              ; DW_FORM_implicit_const
	.byte	1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
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
	.byte	8                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
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
	.byte	9                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
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
	.byte	10                              ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
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
	.byte	11                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	28                              ; DW_AT_const_value
	.byte	13                              ; DW_FORM_sdata
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
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
	.byte	1                               ; Abbrev [1] 0xc:0x1f6 DW_TAG_compile_unit
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
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2f:0x2c DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	18                              ; DW_AT_linkage_name
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x39:0x8 DW_TAG_formal_parameter
	.byte	28                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	498                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x41:0x8 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	123                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x49:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	1                               ; DW_AT_call_return_pc
	.byte	5                               ; Abbrev [5] 0x54:0x6 DW_TAG_template_type_parameter
	.long	123                             ; DW_AT_type
	.byte	4                               ; DW_AT_name
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x5b:0x20 DW_TAG_subprogram
	.byte	5                               ; DW_AT_linkage_name
	.byte	6                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	123                             ; DW_AT_type
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	5                               ; Abbrev [5] 0x64:0x6 DW_TAG_template_type_parameter
	.long	123                             ; DW_AT_type
	.byte	4                               ; DW_AT_name
	.byte	3                               ; Abbrev [3] 0x6a:0x8 DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	123                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x72:0x8 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	123                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x7b:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	8                               ; Abbrev [8] 0x7f:0x3b DW_TAG_subprogram
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	64
                                        ; DW_AT_call_all_calls
	.byte	20                              ; DW_AT_linkage_name
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	123                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	9                               ; Abbrev [9] 0x90:0x9 DW_TAG_formal_parameter
	.byte	0                               ; DW_AT_location
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	123                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x99:0x1a DW_TAG_inlined_subroutine
	.long	91                              ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp4-.Ltmp3                   ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	9                               ; DW_AT_call_line
	.byte	82                              ; DW_AT_call_column
	.byte	11                              ; Abbrev [11] 0xa6:0x6 DW_TAG_formal_parameter
	.byte	1                               ; DW_AT_location
	.long	106                             ; DW_AT_abstract_origin
	.byte	11                              ; Abbrev [11] 0xac:0x6 DW_TAG_formal_parameter
	.byte	2                               ; DW_AT_location
	.long	114                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0xb3:0x6 DW_TAG_template_type_parameter
	.long	123                             ; DW_AT_type
	.byte	4                               ; DW_AT_name
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0xba:0x12 DW_TAG_subprogram
	.byte	9                               ; DW_AT_linkage_name
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	204                             ; DW_AT_type
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0xc3:0x8 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	204                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0xcc:0x4 DW_TAG_base_type
	.byte	11                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	6                               ; Abbrev [6] 0xd0:0x20 DW_TAG_subprogram
	.byte	13                              ; DW_AT_linkage_name
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	204                             ; DW_AT_type
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	5                               ; Abbrev [5] 0xd9:0x6 DW_TAG_template_type_parameter
	.long	204                             ; DW_AT_type
	.byte	4                               ; DW_AT_name
	.byte	3                               ; Abbrev [3] 0xdf:0x8 DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	204                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xe7:0x8 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	204                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0xf0:0x5c DW_TAG_subprogram
	.byte	4                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	22                              ; DW_AT_linkage_name
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0xfa:0x8 DW_TAG_formal_parameter
	.byte	28                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	503                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x102:0x8 DW_TAG_formal_parameter
	.byte	29                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	508                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x10a:0x17 DW_TAG_inlined_subroutine
	.long	186                             ; DW_AT_abstract_origin
	.byte	5                               ; DW_AT_low_pc
	.long	.Ltmp9-.Ltmp8                   ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	19                              ; DW_AT_call_line
	.byte	10                              ; DW_AT_call_column
	.byte	12                              ; Abbrev [12] 0x117:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.long	195                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0x121:0x14 DW_TAG_inlined_subroutine
	.long	208                             ; DW_AT_abstract_origin
	.byte	6                               ; DW_AT_low_pc
	.long	.Ltmp10-.Ltmp9                  ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	19                              ; DW_AT_call_line
	.byte	32                              ; DW_AT_call_column
	.byte	13                              ; Abbrev [13] 0x12e:0x6 DW_TAG_formal_parameter
	.byte	2                               ; DW_AT_const_value
	.long	231                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x135:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	7                               ; DW_AT_call_return_pc
	.byte	4                               ; Abbrev [4] 0x140:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	8                               ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0x14c:0x41 DW_TAG_subprogram
	.byte	9                               ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin3       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	64
                                        ; DW_AT_call_all_calls
	.byte	24                              ; DW_AT_linkage_name
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	204                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	9                               ; Abbrev [9] 0x15d:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	204                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x166:0x20 DW_TAG_inlined_subroutine
	.long	208                             ; DW_AT_abstract_origin
	.byte	10                              ; DW_AT_low_pc
	.long	.Ltmp14-.Ltmp13                 ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	9                               ; DW_AT_call_line
	.byte	82                              ; DW_AT_call_column
	.byte	12                              ; Abbrev [12] 0x173:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.long	223                             ; DW_AT_abstract_origin
	.byte	12                              ; Abbrev [12] 0x17c:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.long	231                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x186:0x6 DW_TAG_template_type_parameter
	.long	204                             ; DW_AT_type
	.byte	4                               ; DW_AT_name
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x18d:0x20 DW_TAG_subprogram
	.byte	16                              ; DW_AT_linkage_name
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	429                             ; DW_AT_type
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	5                               ; Abbrev [5] 0x196:0x6 DW_TAG_template_type_parameter
	.long	429                             ; DW_AT_type
	.byte	4                               ; DW_AT_name
	.byte	3                               ; Abbrev [3] 0x19c:0x8 DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	429                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x1a4:0x8 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	429                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x1ad:0x4 DW_TAG_base_type
	.byte	15                              ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	8                               ; Abbrev [8] 0x1b1:0x41 DW_TAG_subprogram
	.byte	11                              ; DW_AT_low_pc
	.long	.Lfunc_end4-.Lfunc_begin4       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	64
                                        ; DW_AT_call_all_calls
	.byte	26                              ; DW_AT_linkage_name
	.byte	27                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	429                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	9                               ; Abbrev [9] 0x1c2:0x9 DW_TAG_formal_parameter
	.byte	4                               ; DW_AT_location
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	429                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x1cb:0x20 DW_TAG_inlined_subroutine
	.long	397                             ; DW_AT_abstract_origin
	.byte	12                              ; DW_AT_low_pc
	.long	.Ltmp17-.Ltmp16                 ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	9                               ; DW_AT_call_line
	.byte	82                              ; DW_AT_call_column
	.byte	12                              ; Abbrev [12] 0x1d8:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.long	412                             ; DW_AT_abstract_origin
	.byte	12                              ; Abbrev [12] 0x1e1:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.long	420                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x1eb:0x6 DW_TAG_template_type_parameter
	.long	429                             ; DW_AT_type
	.byte	4                               ; DW_AT_name
	.byte	0                               ; End Of Children Mark
	.byte	14                              ; Abbrev [14] 0x1f2:0x5 DW_TAG_pointer_type
	.long	123                             ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0x1f7:0x5 DW_TAG_pointer_type
	.long	204                             ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0x1fc:0x5 DW_TAG_pointer_type
	.long	429                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	1                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	3                               ; DW_RLE_startx_length
	.byte	0                               ;   start index
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   length
	.byte	3                               ; DW_RLE_startx_length
	.byte	2                               ;   start index
	.uleb128 .Lfunc_end4-.Lfunc_begin1      ;   length
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	124                             ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"shared_b.hip"                  ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=53
.Linfo_string3:
	.asciz	"double"                        ; string offset=55
.Linfo_string4:
	.asciz	"T"                             ; string offset=62
.Linfo_string5:
	.asciz	"_Z3mixIdET_S0_S0_"             ; string offset=64
.Linfo_string6:
	.asciz	"mix<double>"                   ; string offset=82
.Linfo_string7:
	.asciz	"a"                             ; string offset=94
.Linfo_string8:
	.asciz	"b"                             ; string offset=96
.Linfo_string9:
	.asciz	"_Z6clampii"                    ; string offset=98
.Linfo_string10:
	.asciz	"clampi"                        ; string offset=109
.Linfo_string11:
	.asciz	"int"                           ; string offset=116
.Linfo_string12:
	.asciz	"v"                             ; string offset=120
.Linfo_string13:
	.asciz	"_Z3mixIiET_S0_S0_"             ; string offset=122
.Linfo_string14:
	.asciz	"mix<int>"                      ; string offset=140
.Linfo_string15:
	.asciz	"float"                         ; string offset=149
.Linfo_string16:
	.asciz	"_Z3mixIfET_S0_S0_"             ; string offset=155
.Linfo_string17:
	.asciz	"mix<float>"                    ; string offset=173
.Linfo_string18:
	.asciz	"_Z4fillIdEvPT_S0_"             ; string offset=184
.Linfo_string19:
	.asciz	"fill<double>"                  ; string offset=202
.Linfo_string20:
	.asciz	"_Z5twiceIdET_S0_"              ; string offset=215
.Linfo_string21:
	.asciz	"twice<double>"                 ; string offset=232
.Linfo_string22:
	.asciz	"_Z8kernel_bPiPf"               ; string offset=246
.Linfo_string23:
	.asciz	"kernel_b"                      ; string offset=262
.Linfo_string24:
	.asciz	"_Z5twiceIiET_S0_"              ; string offset=271
.Linfo_string25:
	.asciz	"twice<int>"                    ; string offset=288
.Linfo_string26:
	.asciz	"_Z5twiceIfET_S0_"              ; string offset=299
.Linfo_string27:
	.asciz	"twice<float>"                  ; string offset=316
.Linfo_string28:
	.asciz	"p"                             ; string offset=329
.Linfo_string29:
	.asciz	"q"                             ; string offset=331
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Ltmp1
	.quad	.Lfunc_begin1
	.quad	.Ltmp3
	.quad	.Lfunc_begin2
	.quad	.Ltmp8
	.quad	.Ltmp9
	.quad	.Ltmp7
	.quad	.Ltmp11
	.quad	.Lfunc_begin3
	.quad	.Ltmp13
	.quad	.Lfunc_begin4
	.quad	.Ltmp16
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_6f5be5db3f1c1a6f
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 1024
    .name:           _Z4fillIdEvPT_S0_
    .private_segment_fixed_size: 0
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         _Z4fillIdEvPT_S0_.kd
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 1024
    .name:           _Z8kernel_bPiPf
    .private_segment_fixed_size: 0
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         _Z8kernel_bPiPf.kd
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
