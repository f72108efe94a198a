.set loc_abs, 42
x = 5
.long .amdgcn.gfx_generation_number, .amdgcn.next_free_vgpr, x
.set y, loc_lbl+4
loc_lbl: .long y
