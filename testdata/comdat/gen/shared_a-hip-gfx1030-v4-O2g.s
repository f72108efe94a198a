	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 4
	.section	.text._Z4fillIfEvPT_S0_,"axG",@progbits,_Z4fillIfEvPT_S0_,comdat
	.protected	_Z4fillIfEvPT_S0_       ; -- Begin function _Z4fillIfEvPT_S0_
	.globl	_Z4fillIfEvPT_S0_
	.p2align	8
	.type	_Z4fillIfEvPT_S0_,@function
_Z4fillIfEvPT_S0_:                      ; @_Z4fillIfEvPT_S0_
.Lfunc_begin0:
	.file	0 "." "shared_a.hip" md5 0xf0bb700373463cdb00618eb1dca5035d
	.loc	0 10 0                          ; shared_a.hip:10:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_add_u32 s6, s6, s9
	s_mov_b32 s32, 0
	s_addc_u32 s7, s7, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s6
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s7
.Ltmp0:
	.loc	0 11 41 prologue_end            ; shared_a.hip:11:41
	s_clause 0x1
	s_load_dword s8, s[4:5], 0x8
	; meta instruction
	; meta instruction
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	v_mov_b32_e32 v1, v0
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z5twiceIfET_S0_@rel32@lo+4
	s_addc_u32 s7, s7, _Z5twiceIfET_S0_@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s8
	s_swappc_b64 s[30:31], s[6:7]
.Ltmp1:
	.loc	0 11 3 is_stmt 0                ; shared_a.hip:11:3
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 11 39                         ; shared_a.hip:11:39
	global_store_dword v1, v0, s[4:5]
	.loc	0 12 1 is_stmt 1                ; shared_a.hip:12:1
	s_endpgm
.Ltmp2:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z4fillIfEvPT_S0_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
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
	.section	.text._Z4fillIfEvPT_S0_,"axG",@progbits,_Z4fillIfEvPT_S0_,comdat
.Lfunc_end0:
	.size	_Z4fillIfEvPT_S0_, .Lfunc_end0-_Z4fillIfEvPT_S0_
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 100
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
	.p2align	2                               ; -- Begin function _Z5twiceIfET_S0_
	.type	_Z5twiceIfET_S0_,@function
_Z5twiceIfET_S0_:                       ; @_Z5twiceIfET_S0_
.Lfunc_begin1:
	.loc	0 7 0                           ; shared_a.hip:7:0
	.cfi_startproc
; %bb.0:
	;DEBUG_VALUE: twice<float>:a <- $vgpr0
	;DEBUG_VALUE: mix<float>:a <- $vgpr0
	;DEBUG_VALUE: mix<float>:b <- $vgpr0
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
.Ltmp3:
	.loc	0 6 72 prologue_end             ; shared_a.hip:6:72
	v_fmamk_f32 v0, v0, 0x40400000, v0
.Ltmp4:
	.loc	0 7 75                          ; shared_a.hip:7:75
	s_setpc_b64 s[30:31]
.Ltmp5:
.Lfunc_end1:
	.size	_Z5twiceIfET_S0_, .Lfunc_end1-_Z5twiceIfET_S0_
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 16
; NumSgprs: 32
; NumVgprs: 1
; ScratchSize: 0
; MemoryBound: 0
	.section	.text._Z4fillIiEvPT_S0_,"axG",@progbits,_Z4fillIiEvPT_S0_,comdat
	.protected	_Z4fillIiEvPT_S0_       ; -- Begin function _Z4fillIiEvPT_S0_
	.globl	_Z4fillIiEvPT_S0_
	.p2align	8
	.type	_Z4fillIiEvPT_S0_,@function
_Z4fillIiEvPT_S0_:                      ; @_Z4fillIiEvPT_S0_
.Lfunc_begin2:
	.loc	0 10 0                          ; shared_a.hip:10:0
	.cfi_startproc
; %bb.0:
	s_add_u32 s6, s6, s9
	s_mov_b32 s32, 0
	s_addc_u32 s7, s7, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s6
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s7
.Ltmp6:
	.loc	0 11 41 prologue_end            ; shared_a.hip:11:41
	s_clause 0x1
	s_load_dword s8, s[4:5], 0x8
	; meta instruction
	; meta instruction
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	v_mov_b32_e32 v1, v0
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z5twiceIiET_S0_@rel32@lo+4
	s_addc_u32 s7, s7, _Z5twiceIiET_S0_@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s8
	s_swappc_b64 s[30:31], s[6:7]
.Ltmp7:
	.loc	0 11 3 is_stmt 0                ; shared_a.hip:11:3
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 11 39                         ; shared_a.hip:11:39
	global_store_dword v1, v0, s[4:5]
	.loc	0 12 1 is_stmt 1                ; shared_a.hip:12:1
	s_endpgm
.Ltmp8:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z4fillIiEvPT_S0_
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
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
	.section	.text._Z4fillIiEvPT_S0_,"axG",@progbits,_Z4fillIiEvPT_S0_,comdat
.Lfunc_end2:
	.size	_Z4fillIiEvPT_S0_, .Lfunc_end2-_Z4fillIiEvPT_S0_
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 100
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
	.loc	0 7 0                           ; shared_a.hip:7:0
	.cfi_startproc
; %bb.0:
	;DEBUG_VALUE: twice<int>:a <- $vgpr0
	;DEBUG_VALUE: mix<int>:a <- $vgpr0
	;DEBUG_VALUE: mix<int>:b <- $vgpr0
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
.Ltmp9:
	.loc	0 6 72 prologue_end             ; shared_a.hip:6:72
	v_lshlrev_b32_e32 v0, 2, v0
.Ltmp10:
	.loc	0 7 75                          ; shared_a.hip:7:75
	s_setpc_b64 s[30:31]
.Ltmp11:
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
	.protected	_Z8kernel_aPi           ; -- Begin function _Z8kernel_aPi
	.globl	_Z8kernel_aPi
	.p2align	8
	.type	_Z8kernel_aPi,@function
_Z8kernel_aPi:                          ; @_Z8kernel_aPi
.Lfunc_begin4:
	.loc	0 17 0                          ; shared_a.hip:17:0
	.cfi_startproc
; %bb.0:
	s_add_u32 s6, s6, s9
	s_mov_b32 s32, 0
	s_addc_u32 s7, s7, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s6
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s7
.Ltmp12:
	.loc	0 17 56 prologue_end            ; shared_a.hip:17:56
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	;DEBUG_VALUE: kernel_a:p <- undef
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v1, 0
	.loc	0 17 50 is_stmt 0               ; shared_a.hip:17:50
	s_getpc_b64 s[8:9]
	s_add_u32 s8, s8, _Z5twiceIiET_S0_@rel32@lo+4
	s_addc_u32 s9, s9, _Z5twiceIiET_S0_@rel32@hi+12
	.loc	0 17 56                         ; shared_a.hip:17:56
	s_waitcnt lgkmcnt(0)
	s_load_dwordx2 s[6:7], s[4:5], 0x4
	.loc	0 17 50                         ; shared_a.hip:17:50
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s6
	s_swappc_b64 s[30:31], s[8:9]
.Ltmp13:
	;DEBUG_VALUE: clampi:v <- $vgpr0
	.loc	0 8 46 is_stmt 1                ; shared_a.hip:8:46
	v_med3_i32 v0, v0, 0, 0xff
.Ltmp14:
	;DEBUG_VALUE: mix<int>:b <- 1
	;DEBUG_VALUE: mix<int>:a <- undef
	.loc	0 6 68                          ; shared_a.hip:6:68
	s_mul_i32 s6, s7, 3
.Ltmp15:
	.loc	0 17 63                         ; shared_a.hip:17:63
	v_add3_u32 v0, s6, 1, v0
	.loc	0 17 41 is_stmt 0               ; shared_a.hip:17:41
	global_store_dword v1, v0, s[4:5]
	.loc	0 17 79                         ; shared_a.hip:17:79
	s_endpgm
.Ltmp16:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8kernel_aPi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
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
.Lfunc_end4:
	.size	_Z8kernel_aPi, .Lfunc_end4-_Z8kernel_aPi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
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
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.type	__hip_cuid_89d729cde3c7eb11,@object ; @__hip_cuid_89d729cde3c7eb11
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_89d729cde3c7eb11
__hip_cuid_89d729cde3c7eb11:
	.byte	0                               ; 0x0
	.size	__hip_cuid_89d729cde3c7eb11, 1

	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	2                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	3                               ; DW_LLE_startx_length
	.byte	2                               ;   start index
	.uleb128 .Ltmp4-.Lfunc_begin1           ;   length
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	1                               ; DW_LLE_base_addressx
	.byte	2                               ;   base address index
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Lfunc_begin3-.Lfunc_begin1    ;   starting offset
	.uleb128 .Ltmp10-.Lfunc_begin1          ;   ending offset
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
	.byte	24                              ; DW_FORM_exprloc
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	28                              ; DW_AT_const_value
	.byte	13                              ; DW_FORM_sdata
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0x1ab DW_TAG_compile_unit
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
	.byte	15                              ; DW_AT_linkage_name
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x39:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	428                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x41:0x8 DW_TAG_formal_parameter
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
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
	.byte	6                               ; DW_AT_decl_line
	.long	123                             ; DW_AT_type
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	5                               ; Abbrev [5] 0x64:0x6 DW_TAG_template_type_parameter
	.long	123                             ; DW_AT_type
	.byte	4                               ; DW_AT_name
	.byte	3                               ; Abbrev [3] 0x6a:0x8 DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	123                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x72:0x8 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	123                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x7b:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	8                               ; Abbrev [8] 0x7f:0x41 DW_TAG_subprogram
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	64
                                        ; DW_AT_call_all_calls
	.byte	17                              ; DW_AT_linkage_name
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	123                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	9                               ; Abbrev [9] 0x90:0x9 DW_TAG_formal_parameter
	.byte	0                               ; DW_AT_location
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	123                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x99:0x20 DW_TAG_inlined_subroutine
	.long	91                              ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp4-.Ltmp3                   ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	7                               ; DW_AT_call_line
	.byte	82                              ; DW_AT_call_column
	.byte	11                              ; Abbrev [11] 0xa6:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.long	106                             ; DW_AT_abstract_origin
	.byte	11                              ; Abbrev [11] 0xaf:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.long	114                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0xb9:0x6 DW_TAG_template_type_parameter
	.long	123                             ; DW_AT_type
	.byte	4                               ; DW_AT_name
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0xc0:0x2c DW_TAG_subprogram
	.byte	4                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	19                              ; DW_AT_linkage_name
	.byte	20                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0xca:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	433                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xd2:0x8 DW_TAG_formal_parameter
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	268                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xda:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	5                               ; DW_AT_call_return_pc
	.byte	5                               ; Abbrev [5] 0xe5:0x6 DW_TAG_template_type_parameter
	.long	268                             ; DW_AT_type
	.byte	4                               ; DW_AT_name
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0xec:0x20 DW_TAG_subprogram
	.byte	10                              ; DW_AT_linkage_name
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	268                             ; DW_AT_type
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	5                               ; Abbrev [5] 0xf5:0x6 DW_TAG_template_type_parameter
	.long	268                             ; DW_AT_type
	.byte	4                               ; DW_AT_name
	.byte	3                               ; Abbrev [3] 0xfb:0x8 DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	268                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x103:0x8 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	268                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x10c:0x4 DW_TAG_base_type
	.byte	9                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	8                               ; Abbrev [8] 0x110:0x41 DW_TAG_subprogram
	.byte	6                               ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin3       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	64
                                        ; DW_AT_call_all_calls
	.byte	21                              ; DW_AT_linkage_name
	.byte	22                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	268                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	9                               ; Abbrev [9] 0x121:0x9 DW_TAG_formal_parameter
	.byte	1                               ; DW_AT_location
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	268                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x12a:0x20 DW_TAG_inlined_subroutine
	.long	236                             ; DW_AT_abstract_origin
	.byte	7                               ; DW_AT_low_pc
	.long	.Ltmp10-.Ltmp9                  ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	7                               ; DW_AT_call_line
	.byte	82                              ; DW_AT_call_column
	.byte	11                              ; Abbrev [11] 0x137:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.long	251                             ; DW_AT_abstract_origin
	.byte	11                              ; Abbrev [11] 0x140:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.long	259                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x14a:0x6 DW_TAG_template_type_parameter
	.long	268                             ; DW_AT_type
	.byte	4                               ; DW_AT_name
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x151:0x12 DW_TAG_subprogram
	.byte	12                              ; DW_AT_linkage_name
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	268                             ; DW_AT_type
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x15a:0x8 DW_TAG_formal_parameter
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	268                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0x163:0x49 DW_TAG_subprogram
	.byte	8                               ; DW_AT_low_pc
	.long	.Lfunc_end4-.Lfunc_begin4       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	23                              ; DW_AT_linkage_name
	.byte	24                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x16d:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	433                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x175:0x17 DW_TAG_inlined_subroutine
	.long	337                             ; DW_AT_abstract_origin
	.byte	9                               ; DW_AT_low_pc
	.long	.Ltmp14-.Ltmp13                 ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	17                              ; DW_AT_call_line
	.byte	43                              ; DW_AT_call_column
	.byte	11                              ; Abbrev [11] 0x182:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.long	346                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0x18c:0x14 DW_TAG_inlined_subroutine
	.long	236                             ; DW_AT_abstract_origin
	.byte	10                              ; DW_AT_low_pc
	.long	.Ltmp15-.Ltmp14                 ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	17                              ; DW_AT_call_line
	.byte	65                              ; DW_AT_call_column
	.byte	12                              ; Abbrev [12] 0x199:0x6 DW_TAG_formal_parameter
	.byte	1                               ; DW_AT_const_value
	.long	259                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x1a0:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	9                               ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	13                              ; Abbrev [13] 0x1ac:0x5 DW_TAG_pointer_type
	.long	123                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x1b1:0x5 DW_TAG_pointer_type
	.long	268                             ; DW_AT_type
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
	.byte	1                               ; DW_RLE_base_addressx
	.byte	2                               ;   base address index
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Lfunc_begin1-.Lfunc_begin1    ;   starting offset
	.uleb128 .Lfunc_end1-.Lfunc_begin1      ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Lfunc_begin3-.Lfunc_begin1    ;   starting offset
	.uleb128 .Lfunc_end4-.Lfunc_begin1      ;   ending offset
	.byte	3                               ; DW_RLE_startx_length
	.byte	4                               ;   start index
	.uleb128 .Lfunc_end2-.Lfunc_begin2      ;   length
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	108                             ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"shared_a.hip"                  ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=53
.Linfo_string3:
	.asciz	"float"                         ; string offset=55
.Linfo_string4:
	.asciz	"T"                             ; string offset=61
.Linfo_string5:
	.asciz	"_Z3mixIfET_S0_S0_"             ; string offset=63
.Linfo_string6:
	.asciz	"mix<float>"                    ; string offset=81
.Linfo_string7:
	.asciz	"a"                             ; string offset=92
.Linfo_string8:
	.asciz	"b"                             ; string offset=94
.Linfo_string9:
	.asciz	"int"                           ; string offset=96
.Linfo_string10:
	.asciz	"_Z3mixIiET_S0_S0_"             ; string offset=100
.Linfo_string11:
	.asciz	"mix<int>"                      ; string offset=118
.Linfo_string12:
	.asciz	"_Z6clampii"                    ; string offset=127
.Linfo_string13:
	.asciz	"clampi"                        ; string offset=138
.Linfo_string14:
	.asciz	"v"                             ; string offset=145
.Linfo_string15:
	.asciz	"_Z4fillIfEvPT_S0_"             ; string offset=147
.Linfo_string16:
	.asciz	"fill<float>"                   ; string offset=165
.Linfo_string17:
	.asciz	"_Z5twiceIfET_S0_"              ; string offset=177
.Linfo_string18:
	.asciz	"twice<float>"                  ; string offset=194
.Linfo_string19:
	.asciz	"_Z4fillIiEvPT_S0_"             ; string offset=207
.Linfo_string20:
	.asciz	"fill<int>"                     ; string offset=225
.Linfo_string21:
	.asciz	"_Z5twiceIiET_S0_"              ; string offset=235
.Linfo_string22:
	.asciz	"twice<int>"                    ; string offset=252
.Linfo_string23:
	.asciz	"_Z8kernel_aPi"                 ; string offset=263
.Linfo_string24:
	.asciz	"kernel_a"                      ; string offset=277
.Linfo_string25:
	.asciz	"p"                             ; string offset=286
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
	.quad	.Ltmp7
	.quad	.Lfunc_begin3
	.quad	.Ltmp9
	.quad	.Lfunc_begin4
	.quad	.Ltmp13
	.quad	.Ltmp14
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_89d729cde3c7eb11
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .max_flat_workgroup_size: 1024
    .name:           _Z4fillIfEvPT_S0_
    .private_segment_fixed_size: 0
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         _Z4fillIfEvPT_S0_.kd
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .max_flat_workgroup_size: 1024
    .name:           _Z4fillIiEvPT_S0_
    .private_segment_fixed_size: 0
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         _Z4fillIiEvPT_S0_.kd
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 1024
    .name:           _Z8kernel_aPi
    .private_segment_fixed_size: 0
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         _Z8kernel_aPi.kd
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
