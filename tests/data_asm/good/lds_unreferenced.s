// .amdgpu_lds does not put its symbol in .symtab: a symbol with no binding that nothing
// names stays out (unused_lds); one named by an instruction, or made .globl, is there.
	.text
	.globl k
k:
	s_mov_b32 s0, used_lds@abs32@lo
	s_mov_b32 s1, later_lds@abs32@lo
	s_endpgm
	.globl global_lds
	.amdgpu_lds global_lds, 64, 16
	.amdgpu_lds unused_lds, 32, 4
	.amdgpu_lds used_lds, 0
	.amdgpu_lds later_lds, 8, 8
	.local local_lds
	.amdgpu_lds local_lds, 4
