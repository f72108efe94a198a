.equiv e, 1
.equiv e, 2
lbl:
.set lbl, 3
