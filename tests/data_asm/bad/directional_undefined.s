.long 1b
