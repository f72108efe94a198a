.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.amdhsa_kernel k
.amdhsa_next_free_vgpr 4
