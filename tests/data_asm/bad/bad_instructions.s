.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
  s_endpgm
  v_bogus_op v0, v1
  s_mov_b32 s0, s1, s2
