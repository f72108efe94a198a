.text
.long 1
.section .text.foo,"ax",@progbits
.long 2
.section .rodata.str1.1,"aMS",@progbits,1
.asciz "x"
.section .note.x,"a",@note
.section .init_array,"aw",@init_array
.section .tbss,"awT",@nobits
.section .foo,"",@progbits
.pushsection .bar
.long 3
.popsection
.long 4
.section .baz
.section .rodata.x
.section .data.y
.section .bss.z
.bss
.rodata
.section .text.qq
