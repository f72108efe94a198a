; mcpu=gfx90a
.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.text
k: s_endpgm
.rodata
.amdhsa_kernel k
.amdhsa_next_free_vgpr 4
.amdhsa_next_free_sgpr 4
.amdhsa_accum_offset 3
.end_amdhsa_kernel
