.foo 1
.long 2
.bar
