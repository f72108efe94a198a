.text
"quoted name": .long 1
.globl "quoted name"
.long "quoted name", "other sym"
"a.b-c":
.set "x y", 3
.long "x y"
