; mcpu=gfx803
// .option.machine_version_* are defined for code object V2 only (llvm-mc-15); at V5
// they are undefined
.byte .option.machine_version_major
.byte .amdgcn.gfx_generation_number
