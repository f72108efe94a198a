// The other half of the merge test: a string also in merge_a.s, and plain .rodata.
  .section .rodata.str1.1,"aMS",@progbits,1
  .asciz "world"
  .asciz "other"
  .section .rodata,"a",@progbits
  .long 9
