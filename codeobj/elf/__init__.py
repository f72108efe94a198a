"""The ELF container: bounds-checked reading (`reader`), the object model (`model`), the ELF64
writer shared by the assembler and the linker (`writer`), and atomic output files (`fileio`)."""
