.lcomm lc, 4, 4
