"""Code object metadata: decoding the notes (`decode`), the schemas per version (`schema`),
``.amdgpu_metadata`` YAML as llvm-mc converts it (`from_yaml`), V2 to V3 (`convert`), and the
printf entries (`printf`)."""
