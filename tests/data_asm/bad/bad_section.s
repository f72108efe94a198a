.section .x,"q"
