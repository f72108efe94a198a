// Mergeable read-only data: string literals (.rodata.str1.1, one shared with merge_b.s) and
// 8-byte constants (.rodata.cst8) beside plain .rodata; references through a .L label (section
// symbol + addend after merging) and a named label.
  .text
  .globl f
  .protected f
f:
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, .Lstr2@rel32@lo+4
  s_addc_u32 s1, s1, .Lstr2@rel32@hi+12
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, named@rel32@lo+4
  s_addc_u32 s1, s1, named@rel32@hi+12
  s_endpgm
  .section .rodata,"a",@progbits
  .p2align 4
tab: .long 1,2,3
  .section .rodata.str1.1,"aMS",@progbits,1
.Lstr1: .asciz "hello"
.Lstr2: .asciz "world"
named: .asciz "hello"
  .section .rodata.cst8,"aM",@progbits,8
  .quad 5
  .quad 7
  .quad 5
