"""The machine-code model shared by the assembler, the encoder, the decoder and the printer.

An :class:`MCInst` is an instruction (a :class:`codeobj.isa.db.InstDesc`) with one value per
operand, in the instruction's operand order (outputs first, then inputs; ``desc.ops`` names
them).  As in LLVM's MC layer an operand value is

* a :class:`Reg` -- a register, by its number in :func:`codeobj.isa.db.registers`;
* an ``int`` -- an immediate: a source operand's *value* (``1.0`` is ``0x3f800000``, ``-1`` is
  ``-1``; the encoder decides between an inline constant and a literal), a modifier word, an
  offset, a cache-policy mask, ...;
* a :class:`LitExpr` -- LLVM 22's ``lit(...)``/``lit64(...)``: a value that is encoded as a
  (32- or 64-bit) literal even where it would be an inline constant;
* anything else -- an expression the assembler could not reduce to a number (a label or a
  relocatable symbol): it is encoded as zero plus a fixup, and printed with ``str()``.
"""

from __future__ import annotations

import mmap
from typing import Any, TypeGuard

from .db import MAIN_RELEASE, InstDesc, registers

__all__ = ["SEXT_BIT", "Code", "LitExpr", "MCInst", "OperandValue", "Reg", "is_expr", "is_imm",
           "is_reg"]

#: an operand value: ``Reg | int | LitExpr`` or an assembler expression (whose type belongs to
#: the assembler, above this layer).  Any, as the code dispatches on ``type(op)`` and computes
#: with the int it finds (``is_reg``/``is_imm``/``is_expr``), which a union would not let pass
OperandValue = Any

#: machine code as the decoder reads it: any bytes-like object with len() and slicing
Code = bytes | bytearray | memoryview | mmap.mmap


class Reg(int):
    """A register operand: an LLVM register number (see :class:`codeobj.isa.db.Registers`).

    Numbers are per LLVM release (the release of the instruction's ``desc``): the same number
    names another register in LLVM 22's tables than in LLVM 19's, so a Reg alone prints as
    its number, and an :class:`MCInst` prints its registers by its release's names."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"Reg({int(self)})"

    def name_in(self, release: str = MAIN_RELEASE) -> str:
        """The register's LLVM name in ``release``'s tables (``VGPR2_VGPR3``)."""
        return registers(release).names[self]

    @property
    def name(self) -> str:
        """The name in LLVM 19's tables (MAIN_RELEASE); :meth:`name_in` for another release,
        ``mi.desc.release`` for an instruction's."""
        return self.name_in()


class LitExpr:
    """LLVM 22's lit()/lit64() operand value (AMDGPUMCExpr's lit): ``kind`` is "lit" or
    "lit64", ``value`` the (64-bit) value the literal carries."""

    __slots__ = ("kind", "value")

    def __init__(self, value: int, kind: str) -> None:
        self.value = value
        self.kind = kind

    def __repr__(self) -> str:
        return f"LitExpr({self.kind}, {self.value:#x})"

    def __str__(self) -> str:
        return f"{self.kind}({self.value & 0xFFFFFFFFFFFFFFFF:#x})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, LitExpr) and (other.kind, other.value) == (self.kind,
                                                                             self.value)

    def __hash__(self) -> int:
        return hash((self.kind, self.value))


#: SISrcMods::SEXT, the integer sign-extend bit of a source-modifier word, per release
#: (codeobj.isa.db.RELEASES): LLVM 19 shares bit 0 with NEG, LLVM 22 moved it to bit 4
SEXT_BIT = {"llvm19": 1, "llvm22": 16}


def is_reg(op: object) -> TypeGuard[Reg]:
    return type(op) is Reg


def is_imm(op: object) -> TypeGuard[int]:
    return type(op) is int


def is_expr(op: object) -> bool:
    return type(op) is not int and type(op) is not Reg


class MCInst:
    """An instruction with its operand values (``ops[i]`` is operand ``desc.ops[i]``)."""

    __slots__ = ("desc", "ops")

    def __init__(self, desc: InstDesc, ops: list[OperandValue] | None = None) -> None:
        self.desc = desc
        self.ops: list[OperandValue] = ops if ops is not None else []

    def op(self, name: str) -> OperandValue:
        """The value of the operand called ``name`` (KeyError if the instruction has none)."""
        return self.ops[self.desc.named[name]]

    def has(self, name: str) -> bool:
        i = self.desc.named.get(name)
        return i is not None and i < len(self.ops)

    def __repr__(self) -> str:
        names = registers(self.desc.release).names
        ops = ", ".join(f"Reg({names[op]})" if type(op) is Reg else repr(op)
                        for op in self.ops)
        return f"MCInst({self.desc.name}, [{ops}])"

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, MCInst) and other.desc is self.desc
                and other.ops == self.ops)

    def __hash__(self) -> int:
        return hash((self.desc.id, tuple(map(repr, self.ops))))
