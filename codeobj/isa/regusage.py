"""Register usage: the highest SGPR, VGPR and AGPR a sequence of instructions touches.

This feeds ``.amdgcn.next_free_vgpr``/``.amdgcn.next_free_sgpr`` in the
assembler and the resource report of ``codeobj dump``.  Like llvm-mc, only
registers named by operands count (``s[4:7]`` counts up to s7); special
registers (vcc, exec, flat_scratch, ttmp, m0) do not count as SGPRs.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .decoder import Instruction

__all__ = ["RegisterUsage", "register_usage"]


@dataclass
class RegisterUsage:
    """Highest register index used per bank (-1: none), and the next free counts."""

    max_sgpr: int = -1
    max_vgpr: int = -1
    max_agpr: int = -1

    @property
    def next_free_sgpr(self) -> int:
        return self.max_sgpr + 1

    @property
    def next_free_vgpr(self) -> int:
        return self.max_vgpr + 1

    @property
    def next_free_agpr(self) -> int:
        return self.max_agpr + 1

    def add(self, bank: str, first: int, width: int) -> None:
        last = first + width - 1
        if bank == "s":
            self.max_sgpr = max(self.max_sgpr, last)
        elif bank == "v":
            self.max_vgpr = max(self.max_vgpr, last)
        elif bank == "a":
            self.max_agpr = max(self.max_agpr, last)

    def merge(self, other: RegisterUsage) -> None:
        self.max_sgpr = max(self.max_sgpr, other.max_sgpr)
        self.max_vgpr = max(self.max_vgpr, other.max_vgpr)
        self.max_agpr = max(self.max_agpr, other.max_agpr)


def register_usage(instructions: Iterable[Instruction]) -> RegisterUsage:
    """The registers used by decoded (or encoded-then-decoded) instructions."""
    from .syntax import parse_register

    usage = RegisterUsage()
    for inst in instructions:
        for op in getattr(inst, "all_operands", inst.operands):  # VOPD: both halves
            if op.kind not in ("vgpr", "agpr", "sgpr"):
                continue
            text = op.text.strip("-|").removeprefix("neg(").removeprefix("sext(")
            text = text.rstrip(")").strip("|")
            reg = parse_register(text.split()[0]) if text else None
            if reg is None:
                continue
            bank, first, width = reg
            if bank in ("s", "v", "a"):
                usage.add(bank, first, width)
    return usage
