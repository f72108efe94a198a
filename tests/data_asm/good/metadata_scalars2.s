.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.kernels: []
a1: '12'
a2: 12
a3: true
a4: 'true'
a5: 0x10
a6: 1.5
a7: ~
a8: -3
a9: 012
b1: "x"
b2: 1e3
b3: 0.1
b4: yes
b5: 18446744073709551615
b6: -9223372036854775808
b7: True
b8: 0o17
b9: 0b101
c1: !!str 5
c2: null
c3: +5
c4: .inf
c5: 3.4e39
c6: 1e-50
...
.end_amdgpu_metadata
