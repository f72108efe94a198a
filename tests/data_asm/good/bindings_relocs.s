.text
.globl zed
.weak aaa
.Ltmp: .long 0
loc2: .long zed
.globl mid
mid: .long loc1
.data
loc1: .long .Ltmp
 .quad undefined_z
 .quad undefined_a
 .long loc2 - mid
.section .foo,"aw",@progbits
.long .Ltmp2
.Ltmp2:
.local qq
.comm cc, 16, 8
.lcomm lc, 4
.file "x.c"
.hidden mid
.set abssym, 42
.globl abssym
