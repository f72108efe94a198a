.text
f: .long 0
.globl g
.set g, f
.set alias_u, undefined_x
.long alias_u
.weak w
.set w, f+4
.globl h
h = f
.type h,@function
.size h, 4
.long g, h, w
.data
.quad f - .
.long .text - .
.Lloc: .long .Lloc
