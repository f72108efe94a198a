// .init_array/.fini_array: relro sections with RELATIVE64 relocations and DT_INIT_ARRAY/DT_FINI_ARRAY.
  .text
  .globl f
  .hidden f
f: s_endpgm
  .section .init_array,"aw",@init_array
  .p2align 3
  .quad f
  .section .fini_array,"aw",@fini_array
  .p2align 3
  .quad f
