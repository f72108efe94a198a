.long 1/0
.long 2%0
