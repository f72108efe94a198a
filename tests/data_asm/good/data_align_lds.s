.data
.byte 1
.align 4
.byte 2
.fill 2, 3, 0x01020304
.p2align 3, 0xaa
.byte 3
.p2align 4,,2
.byte 4
.zero 2, 7
.space 2
.asciz "ab", "c"
.string "d"
.2byte 5
.value 6
.4byte 7
.8byte 8
.int 9
.lcomm zz, 3
.text
.long 1
.p2align 3
.p2align 4, 0
.long 0
.p2align 2
.amdgpu_lds lds1, 16, 8
.amdgpu_lds lds2, 4
.long lds1
.globl lds2
