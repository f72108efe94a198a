"""Register usage: the highest SGPR, VGPR and AGPR a sequence of instructions names.

Like llvm-mc's ``.amdgcn.next_free_vgpr``/``.amdgcn.next_free_sgpr`` accounting, only the
registers operands name count (``s[4:7]`` counts up to s7), explicit or spelled by the syntax
(``vcc``); special registers (vcc, exec, flat_scratch, ttmp, m0) do not count as SGPRs.  This
is a count of names, not a data-flow analysis: which registers an instruction reads and writes
(implicit ones included) is not modelled here.

On gfx1250 the VGPR fields of an instruction name v0-v255 plus 256 times the MSBs an earlier
``s_set_vgpr_msb`` set: the instructions are read in order as llvm-objdump-22 reads them (the
MSBs hold until the next ``s_set_vgpr_msb``, a terminator or bytes that do not decode), so
``s_set_vgpr_msb 0x40`` then ``v_mov_b32 v1, v2`` counts v257 -- the registers the kernel
needs, which llvm-mc-22's ``.amdgcn.next_free_vgpr`` (a count of the names written) misses.
"""

from __future__ import annotations

from collections.abc import Iterable

from .._record import record
from .db import registers
from .instruction import Instruction, Register
from .mc import Reg

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
    """The registers named by decoded instructions (:func:`codeobj.isa.decode`), in the order
    they run (for gfx1250's VGPR MSBs, see the module doc)."""
    from .disasm import vgpr_msbs_after, with_vgpr_msbs

    usage = RegisterUsage()
    msbs = 0
    for inst in instructions:
        mi = inst.mcinst
        high = with_vgpr_msbs(mi, msbs) if msbs and mi is not None else mi
        if high is not mi and high is not None:
            regs = registers(high.desc.release)
            for op in high.ops:
                if type(op) is Reg and regs.bank[op] in ("s", "v", "a"):
                    usage.add(regs.bank[op], regs.first[op], regs.width[op])
        else:
            for o in inst.operands:
                if type(o) is Register and o.bank in ("s", "v", "a"):
                    usage.add(o.bank, o.index, o.count)
        msbs = vgpr_msbs_after(mi, msbs)
    return usage
