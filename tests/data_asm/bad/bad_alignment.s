.balign 3
.p2align 40
