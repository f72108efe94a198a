// Every relocation type ld.lld resolves for AMDGPU, against local, hidden, protected, default and
// undefined symbols.  Linked with relocs_b.s; see README.md for the commands.
  .text
  .globl  entry_a
  .type   entry_a,@function
  .protected entry_a
entry_a:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, data_b@rel32@lo+4
  s_addc_u32 s1, s1, data_b@rel32@hi+12
  s_getpc_b64 s[2:3]
  s_add_u32 s2, s2, shared_var@gotpcrel32@lo+4
  s_addc_u32 s3, s3, shared_var@gotpcrel32@hi+12
  s_getpc_b64 s[4:5]
  s_add_u32 s4, s4, extern_var@gotpcrel32@lo+4
  s_addc_u32 s5, s5, extern_var@gotpcrel32@hi+12
  s_getpc_b64 s[6:7]
  s_add_u32 s6, s6, hidden_b@gotpcrel32@lo+4
  s_addc_u32 s7, s7, hidden_b@gotpcrel32@hi+12
  s_branch far_label
  s_setpc_b64 s[30:31]

  .section .text.cold,"ax",@progbits
  .p2align 2
far_label:
  s_branch entry_a
  s_endpgm

  .data
  .p2align 3
  .globl  table_a
  .hidden table_a
table_a:
  .quad data_b
  .quad shared_var + 16
  .quad extern_var
  .long data_b - .
  .long 0
  .quad data_b - .
  .quad local_thing + 4
  .long abs_b
  .long shared_var@gotpcrel
local_thing:
  .quad 0
