.weak wu
.hidden hu
.long wu, hu
.type tu,@object
.size tu, 8
.protected pg
.globl pg
pg: .long 0
