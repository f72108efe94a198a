x: .long x-y
.data
y: .byte 0
