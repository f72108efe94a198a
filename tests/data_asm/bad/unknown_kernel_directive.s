.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
k: s_endpgm
.rodata
.amdhsa_kernel k
.amdhsa_next_free_vgpr 4
.amdhsa_bogus 1
.end_amdhsa_kernel
