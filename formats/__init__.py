"""Construct schemas for the on-disk structures of AMDGPU code objects: declarations only, no I/O."""
