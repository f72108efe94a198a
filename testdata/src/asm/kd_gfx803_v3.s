; codeobj-testdata: mcpu=gfx803 cov=3
; Hand-written V3 kernel for gfx8 (LLVM 15): flat stores, V3 metadata version [1, 0].
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.text
	.globl	flat_store_one
	.p2align	8
	.type	flat_store_one,@function
flat_store_one:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v2, 1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_u32_e32 v0, vcc, s2, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_store_dword v[0:1], v2
	s_endpgm
.Lflat_store_one_end:
	.size	flat_store_one, .Lflat_store_one_end-flat_store_one

	.rodata
	.p2align	6
	.amdhsa_kernel flat_store_one
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 8
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 4
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
    .name:           flat_store_one
    .private_segment_fixed_size: 0
    .sgpr_count:     6
    .symbol:         flat_store_one.kd
    .vgpr_count:     3
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 0
...
	.end_amdgpu_metadata
