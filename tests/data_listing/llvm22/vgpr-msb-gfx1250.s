// Written for tests/test_isa_disasm_llvm22.py: s_set_vgpr_msb changes which VGPRs the
// instructions after it name (llvm-objdump-22 prints v1 /*v257*/); a branch or the end of
// the program resets the MSBs.
.text
f:
  s_set_vgpr_msb 0x41
  v_mov_b32 v1, v2
  v_add_f32 v1, v2, v3
  global_load_b32 v1, v2, s[0:1]
  ds_load_b32 v1, v2
  v_dual_add_f32 v2, v1, v1 :: v_dual_mul_f32 v3, v1, v1
  v_fma_f32 v1, v2, v3, v4
  s_set_vgpr_msb 0xff
  v_fma_f32 v1, v2, v3, v4
  s_branch 0
  v_mov_b32 v1, v2
  s_endpgm
