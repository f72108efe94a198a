"""Register usage of gfx8/gfx10/gfx11/gfx12 instructions (part 1's rules, VOPD included).

:func:`codeobj.isa.regusage.register_usage` counts the registers named by operands; a
gfx11+ VOPD instruction (:class:`~codeobj.isa.decoder_rdna.DualInstruction`) names
registers in both of its halves, so both are counted here.
"""

from __future__ import annotations

from collections.abc import Iterable

from .decoder import Instruction
from .decoder_rdna import DualInstruction
from .regusage import RegisterUsage, register_usage

__all__ = ["register_usage_rdna"]


def _flat(instructions: Iterable[Instruction]):
    for inst in instructions:
        if isinstance(inst, DualInstruction):
            yield Instruction(inst.mnemonic, inst.all_operands, (), inst.size, inst.format,
                              inst.words)
        else:
            yield inst


def register_usage_rdna(instructions: Iterable[Instruction]) -> RegisterUsage:
    """Highest SGPR/VGPR used by decoded (or encoded-then-decoded) instructions."""
    return register_usage(_flat(instructions))
