.text
start:
  s_mov_b32 s4, undef_sym
  s_mov_b32 s4, undef_sym+8
  s_mov_b32 s4, later
  s_mov_b32 s4, start
  s_mov_b32 s4, dlabel
  s_mov_b32 s4, fwdconst
  s_mov_b32 s4, later - start
  s_mov_b32 s4, dlabel - start
later: s_endpgm
.data
dlabel: .long 0
.text
.set fwdconst, 7
