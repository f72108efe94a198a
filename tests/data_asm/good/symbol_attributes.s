.text
f: .long 0
.type f,%function
.size f, .-f
.type g,"object"
.type h,STT_FUNC
.globl gw
.weak gw
.local lw
.weak lw
.long g, h, gw, lw
.type f2,@function
f2: .long 1
.Lend: .size f2, .Lend-f2
.hidden f
.globl f
.protected f2
