// Written for tests/test_build_llvm22.py: gfx1250's 64-bit literals naming symbols.  LLVM 22's
// code emitter gives such a literal one 8-byte fixup, PC-relative unless the expression is a
// subtraction or an @abs32 variant: R_AMDGPU_REL64 against a global or undefined symbol (the
// addend plain), the distance written for a local label of the same section (backward: a
// negative 64-bit value), R_AMDGPU_REL64 against the section symbol from another section,
// R_AMDGPU_ABS64 for a subtraction of labels, the variant's own relocation, a later .set's
// constant as a relocation without a symbol; a 32-bit literal beside them stays 4 bytes.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
.Lback:
	s_nop 0
	.globl k
	.type k,@function
k:
	s_mov_b64 s[0:1], sym+8
	s_mov_b64 s[0:1], .Lfwd+4
	s_mov_b64 s[0:1], .Lback
	s_mov_b64 s[0:1], .Lback-8
	s_mov_b64 s[0:1], gsym
	s_mov_b64 s[0:1], later
	s_mov_b64 s[0:1], sym-.Lfwd
	s_mov_b64 s[0:1], sym@abs32@lo
	s_mov_b64 s[0:1], sym@abs32@hi
	s_mov_b64 s[0:1], sym@rel32@lo
	s_mov_b64 s[0:1], u-1
	s_mov_b64 s[0:1], 0x123456789
	s_mov_b32 s0, sym+8
.Lfwd:
	s_nop 0
	.globl gsym
gsym:
	s_endpgm
	.section .text.other,"ax"
	s_mov_b64 s[0:1], .Lback+4
	.set later, 0x123456789
	.set u, 5
