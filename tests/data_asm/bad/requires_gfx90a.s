.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
k: s_endpgm
.rodata
.amdhsa_kernel k
.amdhsa_next_free_vgpr 4
.amdhsa_next_free_sgpr 4
.amdhsa_accum_offset 4
.amdhsa_user_sgpr_count 40
.end_amdhsa_kernel
