.section .foo,"a",@progbits
.section .foo,"ax",@progbits
.section .foo,"a",@nobits
.bss
.byte 1
.section .foo
.long 1
