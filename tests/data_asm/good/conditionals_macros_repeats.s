.if 1
.long 1
.else
.long 2
.endif
.ifdef undefined_thing
.long 3
.elseif 0
.long 4
.else
.long 5
.endif
.set N, 2
.rept N
.long 6
.endr
.irp r, 7, 8
.long \r
.endr
.macro addw a, b=9
.long \a + \b
.endm
addw 1
addw 2, 3
.ifndef N
.long 99
.endif
.if 0
.bogus
.endif
