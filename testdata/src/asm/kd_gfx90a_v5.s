; codeobj-testdata: mcpu=gfx90a:xnack+ cov=5
; Hand-written: two kernels with explicit .amdhsa_kernel blocks (accum_offset, tg_split, kernarg
; preload) and a hand-written .amdgpu_metadata block.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a:xnack+"
	.amdhsa_code_object_version 5
	.text
	.globl	store_one
	.p2align	8
	.type	store_one,@function
store_one:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	v_mov_b32_e32 v1, 1
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[2:3]
	s_endpgm
.Lstore_one_end:
	.size	store_one, .Lstore_one_end-store_one

	.globl	nop_kernel
	.p2align	8
	.type	nop_kernel,@function
nop_kernel:
	s_nop 0
	s_endpgm
.Lnop_kernel_end:
	.size	nop_kernel, .Lnop_kernel_end-nop_kernel

	.rodata
	.p2align	6
	.amdhsa_kernel store_one
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 8
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 4
		.amdhsa_accum_offset 4
		.amdhsa_tg_split 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_ieee_mode 1
		.amdhsa_dx10_clamp 1
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
	.end_amdhsa_kernel

	.amdhsa_kernel nop_kernel
		.amdhsa_next_free_vgpr 0
		.amdhsa_next_free_sgpr 0
		.amdhsa_accum_offset 4
		.amdhsa_tg_split 1
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 16
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_kernarg_preload_length 2
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_kernarg_size 16
		.amdhsa_uses_dynamic_stack 0
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 256
    .name:           store_one
    .private_segment_fixed_size: 0
    .sgpr_count:     4
    .symbol:         store_one.kd
    .vgpr_count:     2
    .agpr_count:     0
    .wavefront_size: 64
  - .args:
      - .name:           a
        .offset:         0
        .size:           8
        .value_kind:     by_value
      - .name:           b
        .offset:         8
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 64
    .name:           nop_kernel
    .private_segment_fixed_size: 16
    .sgpr_count:     0
    .symbol:         nop_kernel.kd
    .uniform_work_group_size: 1
    .vgpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a:xnack+
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
