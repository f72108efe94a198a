.byte 256
.byte -129
.short 70000
.long 0x1ffffffff
.long -0x80000001
