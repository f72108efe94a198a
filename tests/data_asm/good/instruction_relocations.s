.text
.globl f
f:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, g@gotpcrel32@lo+4
  s_addc_u32 s1, s1, g@gotpcrel32@hi+12
  s_mov_b32 s2, lds@abs32@lo
  s_mov_b32 s3, lds@abs32@hi
  s_branch other_sec_label
  s_branch .Lhere
.Lhere:
  s_cbranch_scc1 .Lhere
  s_mov_b32 s4, sym_fwd
  v_mov_b32 v0, sym_fwd
  s_mov_b32 s5, .Lk2 - .Lk1
.Lk1: s_nop 0
.Lk2: s_endpgm
.amdgpu_lds lds, 64, 16
.section .text.other,"ax",@progbits
other_sec_label: s_endpgm
.set sym_fwd, 0x1234
