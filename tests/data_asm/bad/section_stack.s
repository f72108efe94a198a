.popsection
.previous
