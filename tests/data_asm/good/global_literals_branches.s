.text
.globl g
g:
  s_mov_b32 s4, g
  s_mov_b32 s4, w
  s_branch g
  s_branch w
.weak w
w: s_endpgm
