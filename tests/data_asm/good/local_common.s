.local lc
.comm lc, 8, 3
.comm gc, 4, 2
.long lc, gc
