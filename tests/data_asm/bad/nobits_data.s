.bss
.byte 0
.byte 1
.long sym
