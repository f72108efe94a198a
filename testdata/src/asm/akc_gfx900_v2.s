; codeobj-testdata: mcpu=gfx900:xnack- cov=2
; Hand-written V2 kernel (LLVM 15): .amd_kernel_code_t block and YAML metadata in an "AMD" note.
	.hsa_code_object_version 2,1
	.hsa_code_object_isa 9,0,0,"AMD","AMDGPU"
	.text
	.globl	v2_store_one
	.p2align	8
	.type	v2_store_one,@function
	.amdgpu_hsa_kernel v2_store_one
v2_store_one:
	.amd_kernel_code_t
		kernel_code_entry_byte_offset = 256
		granulated_workitem_vgpr_count = 0
		granulated_wavefront_sgpr_count = 0
		user_sgpr_count = 2
		enable_sgpr_workgroup_id_x = 1
		enable_sgpr_kernarg_segment_ptr = 1
		enable_ieee_mode = 1
		enable_dx10_clamp = 1
		float_mode = 192
		kernarg_segment_byte_size = 8
		wavefront_sgpr_count = 6
		workitem_vgpr_count = 2
		kernarg_segment_alignment = 4
		group_segment_alignment = 4
		private_segment_alignment = 4
		wavefront_size = 6
	.end_amd_kernel_code_t
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_mov_b32_e32 v1, 1
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
	s_endpgm
.Lv2_store_one_end:
	.size	v2_store_one, .Lv2_store_one_end-v2_store_one

	.amd_amdgpu_hsa_metadata
---
Version:         [ 1, 0 ]
Kernels:
  - Name:            v2_store_one
    SymbolName:      'v2_store_one@kd'
    Language:        OpenCL C
    LanguageVersion: [ 2, 0 ]
    Args:
      - Name:            out
        TypeName:        'int*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
    CodeProps:
      KernargSegmentSize: 8
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        6
      NumVGPRs:        2
      MaxFlatWorkGroupSize: 256
...
	.end_amd_amdgpu_hsa_metadata
