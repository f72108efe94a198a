.bss
.zero 16
.space 4
.p2align 4
b: .skip 3
.data
.string "a\tb\"c\\", "\101\x42"
