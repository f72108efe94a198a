"""R_AMDGPU_* relocation types (AMDGPUUsage "Relocation Records")."""

from __future__ import annotations

import enum


class R_AMDGPU(enum.IntEnum):
    """Relocation types; value 12 is unused."""

    NONE = 0
    ABS32_LO = 1
    ABS32_HI = 2
    ABS64 = 3
    REL32 = 4
    REL64 = 5
    ABS32 = 6
    GOTPCREL = 7
    GOTPCREL32_LO = 8
    GOTPCREL32_HI = 9
    REL32_LO = 10
    REL32_HI = 11
    RELATIVE64 = 13
    REL16 = 14


def relocation_name(value: int) -> str:
    """`R_AMDGPU_REL64`, or `unknown (0x4d)` for a value no spec defines."""
    try:
        return f"R_AMDGPU_{R_AMDGPU(value).name}"
    except ValueError:
        return f"unknown ({value:#x})"
