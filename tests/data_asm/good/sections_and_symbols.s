.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.amdhsa_code_object_version 5
.text
.globl foo
.p2align 8
.type foo,@function
foo:
  .long 1,2,3
  .quad bar
.Lend:
.size foo, .Lend-foo
.data
x: .byte 1
.section .rodata.kd,"a",@progbits
.ident "hello"
