.section .text,"ax",@progbits
.long 1
.pushsection .data
.long 2
.section .rodata
.long 3
.previous
.long 4
.popsection
.long 5
.previous
.long 6
