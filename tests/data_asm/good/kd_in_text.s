; mcpu=gfx700
// A kernel descriptor in the kernel's own section: kernel_code_entry_byte_offset is still an
// R_AMDGPU_REL64 (llvm-mc writes it as kernel@rel64 - kernel.kd, which never folds).
	.amdhsa_code_object_version 4
	.text
minimal:
	s_endpgm
	.p2align 6
	.amdhsa_kernel minimal
	.amdhsa_next_free_vgpr 1
	.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
