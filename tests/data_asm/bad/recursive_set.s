.set q, q+1
