; codeobj-testdata: mcpu=gfx1201 cov=6
; Hand-written gfx12 kernel, V6: s_wait_kmcnt and the round-robin scheduling directive.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
	.amdhsa_code_object_version 6
	.text
	.globl	store_index
	.p2align	8
	.type	store_index,@function
store_index:
	s_load_b64 s[2:3], s[0:1], 0x0
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshlrev_b32_e32 v1, 2, v0
	s_wait_kmcnt 0x0
	global_store_b32 v1, v0, s[2:3]
	s_endpgm
.Lstore_index_end:
	.size	store_index, .Lstore_index_end-store_index

	.rodata
	.p2align	6
	.amdhsa_kernel store_index
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 8
		.amdhsa_wavefront_size32 1
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 4
		.amdhsa_round_robin_scheduling 1
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
    .max_flat_workgroup_size: 1024
    .name:           store_index
    .private_segment_fixed_size: 0
    .sgpr_count:     4
    .symbol:         store_index.kd
    .vgpr_count:     2
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1201
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
