.long "str"
.ascii 5
