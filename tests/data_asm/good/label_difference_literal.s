; mcpu=gfx906
// A label difference is not absolute before layout in llvm-mc: as an instruction operand it
// is a 32-bit literal with a fixup, never a folded inline constant; through a .set it stays
// an expression (the literal gets llvm-mc's R_AMDGPU_REL32 against no symbol).
	.text
a:
	s_nop 0
b:
	s_add_u32 vcc_lo, vcc_lo, (b-a)&4294967295
	s_addc_u32 vcc_hi, vcc_hi, (b-a)>>32
	s_add_u32 s0, s0, a-b
	.set x, b-a
	.set y, 3
	s_add_u32 s0, s0, x
	s_add_u32 s0, s0, y
	s_add_u32 s0, s0, y+b-a
	v_add_f32 v0, b-a, v1
	.data
c:	.long 0
d:
	.text
	s_add_u32 s0, s0, d-c
	.long x
