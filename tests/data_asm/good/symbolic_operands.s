; mcpu=gfx90a
// statements that differ only in their last operand's symbol: the encoder keeps the first
// one's encoding by the text around the symbol; each later one must still get its own answer
// (a constant, a label, a symbol set later) and its own fixup
.set .Lzero, 0
.set .Lseven, 7
.set .Lone, 1
.set .Lbig, 0x12345
.text
.globl f
f:
  s_cbranch_execz .LBB0_2
  s_cbranch_execz .LBB0_3
.LBB0_2:
  s_cbranch_execz .LBB0_2
  s_cbranch_execz .Lzero
  s_cbranch_execz .Lfar
  s_branch .LBB0_3
  s_branch .Lseven
  s_branch .Llater
  s_cbranch_scc0 .Lseven
  s_cbranch_scc0 .LBB0_2
  s_cbranch_scc0 .LBB0_3
.LBB0_3:
  s_getpc_b64 s[6:7]
  s_add_u32 s6, s6, g@rel32@lo+4
  s_addc_u32 s7, s7, g@rel32@hi+12
  s_add_u32 s6, s6, h@rel32@lo+4
  s_addc_u32 s7, s7, h@rel32@hi+12
  s_add_u32 s6, s6, g@rel32@lo+4
  s_add_u32 s6, s6, .Lfar@rel32@lo+4
  s_add_u32 s6, s6, g@gotpcrel32@lo+4
  s_add_u32 s6, s6, .Llater@rel32@lo+4
  v_mov_b32 v0, .LBB0_2
  v_mov_b32 v0, .Lone
  v_mov_b32 v0, .Lbig
  v_mov_b32 v0, .LBB0_3
  v_mov_b32 v0, .Lnext
  v_mov_b32 v0, .Llater
  s_mov_b32 s0, .Lnext
  s_mov_b32 s0, .Lone
  s_mov_b32 s0, .LBB0_3
  s_mov_b32 s0, .Llater
.Lnext:
  s_endpgm
.set .Llater, .Lnext
.section .text.far,"ax",@progbits
.Lfar:
  s_endpgm
