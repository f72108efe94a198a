.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
k: s_endpgm
.rodata
.amdhsa_kernel k
.amdhsa_next_free_sgpr 4
.end_amdhsa_kernel
