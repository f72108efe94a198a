.amdgpu_metadata
amdhsa.version: [1, 2]
amdhsa.kernels: []
a1: y
a2: n
a3: on
a4: off
a5: N
a6: tRue
a7: -100
a8: -200
a9: -40000
b1: 200
b2: 70000
b3: 5000000000
b4: -0x10
b5: 0X1f
b6: "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
b7:
b8: [a, "b"]
b9: {x: 1}
c1: 09
c2: 1_000
c3: 0x1p3
c4: nan
c5: 1.
c6: "-5"
c7: 'a b'
c8: |
  hello
  world
.end_amdgpu_metadata
