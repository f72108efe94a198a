.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
k: s_endpgm
.rodata
.byte 1
.amdhsa_kernel k
.amdhsa_next_free_vgpr 3
.amdhsa_next_free_sgpr 3
.end_amdhsa_kernel
