.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
k: s_endpgm
.rodata
.amdhsa_kernel k
.amdhsa_next_free_vgpr nv
.amdhsa_next_free_sgpr max(3, ns)
.amdhsa_group_segment_fixed_size lds_end - lds_start
.end_amdhsa_kernel
.set nv, 9
.set ns, 5
.data
lds_start: .zero 12
lds_end:
