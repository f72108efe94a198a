"""Register usage: the highest SGPR, VGPR and AGPR a sequence of instructions names.

Like llvm-mc's ``.amdgcn.next_free_vgpr``/``.amdgcn.next_free_sgpr`` accounting, only the
registers operands name count (``s[4:7]`` counts up to s7), explicit or spelled by the syntax
(``vcc``); special registers (vcc, exec, flat_scratch, ttmp, m0) do not count as SGPRs.  This
is a count of names, not a data-flow analysis: which registers an instruction reads and writes
(implicit ones included) is not modelled here.
"""

from __future__ import annotations

from collections.abc import Iterable

from .._record import record
from .instruction import Instruction, Register

__all__ = ["RegisterUsage", "register_usage"]


@record
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

    def add(self, bank: str, first: int, count: int) -> None:
        last = first + count - 1
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
    """The registers named by decoded instructions (:func:`codeobj.isa.decode`)."""
    usage = RegisterUsage()
    for inst in instructions:
        for op in inst.operands:
            if type(op) is Register and op.bank in ("s", "v", "a"):
                usage.add(op.bank, op.index, op.count)
    return usage
