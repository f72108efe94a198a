; mcpu=gfx700
// the triple of a target ID must be the one codeobj (llvm-mc -triple=amdgcn-amd-amdhsa)
// assembles for: another vendor is a mismatch
	.amdgcn_target "amdgcn-unknown-amdhsa--gfx700"
