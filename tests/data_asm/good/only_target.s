.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
