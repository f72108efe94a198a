.long (1
.long 1 2
.long 1 +
.byte )
