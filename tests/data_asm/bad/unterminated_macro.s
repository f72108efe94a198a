.macro m
.long 1
