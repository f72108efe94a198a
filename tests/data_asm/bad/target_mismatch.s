.amdgcn_target "amdgcn-amd-amdhsa--gfx90a:xnack+"
