; mcpu=gfx90a  (instructions, register tracking, .set of a predefined symbol)
.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
.text
.globl k1
.p2align 8
k1:
  v_mov_b32 v5, s3
  s_mov_b32 s10, 0
  v_accvgpr_write_b32 a3, v1
  s_endpgm
.long .amdgcn.next_free_vgpr, .amdgcn.next_free_sgpr, .amdgcn.next_free_agpr
.set .amdgcn.next_free_vgpr, 0
.set .amdgcn.next_free_sgpr, 0
.globl k2
.p2align 8
k2:
  v_mov_b32 v2, s1
  v_mov_b32 v7, s1
  s_endpgm
.long .amdgcn.next_free_vgpr, .amdgcn.next_free_sgpr
.rodata
.p2align 6
.amdhsa_kernel k1
  .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
  .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr
  .amdhsa_accum_offset 8
.end_amdhsa_kernel
