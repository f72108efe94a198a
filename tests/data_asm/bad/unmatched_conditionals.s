.endif
.else
.if 1
