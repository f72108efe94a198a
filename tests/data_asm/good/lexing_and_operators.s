.long 1 // c
# comment
.long 2 /* x
 y */ , 3
  .long 4 ; .long 5
.long 0x10, 0b11, 010, 1f, 077
1: .long 1b
.byte 'a', -1, 255
.ascii "a\x41\101\n"
.long 10U, 3+4*2, 7/2, -7/2, -7%3, 1<<3|1, !0, ~0, 3>2, 1==1, 3 <> 4, 1 && 0
.long 5-3-1
