.rept 2
.long 1
