"""Decoded instructions as typed records: what a debugger, profiler or analysis script reads.

:func:`decode` walks a byte string as ``llvm-mc --disassemble`` does (every position, an
undecodable dword as ``.long``); :func:`decode_at` decodes the one instruction at an offset.
Each :class:`Instruction` carries its address, bytes, mnemonic, typed operands, the text
``llvm-objdump -d`` prints for it, the decoder's comments and the
:class:`~codeobj.isa.mc.MCInst` it came from.

Operands are, in printed order:

* :class:`Register` -- ``bank`` ("v", "a", "s", "ttmp", or "special" for vcc, exec, m0, null,
  ...), ``index`` (first 32-bit register of the bank; for special registers their operand
  encoding, vcc_lo = 106), ``count`` (32-bit registers; a 16-bit half counts 1 with ``half``
  "l"/"h"), and the source modifiers printed with it (``neg``, ``abs``, ``sext``);
* :class:`Immediate` -- an integer operand (``value`` as the MCInst holds it: inline
  constants by value, floating-point literals as their bit pattern);
* :class:`Modifier` -- a named modifier printed after the operands (``offset:16``, ``glc``,
  ``clamp``, ``op_sel:[0,1]``, ``row_shl:1``, ...), with its raw ``value``;
* :class:`Expression` -- a symbol or expression operand (a branch target the symbolizer
  named);
* :class:`Token` -- fixed text of the syntax in an operand's place (``off``).

Registers the syntax spells out (``vcc`` in ``v_add_co_u32_e32 v2, vcc, s2, v0``) or the
printer adds (the implied ``vcc`` of VOPC) are registers too, with ``name`` "".

Every operand has ``name`` (the operand's name in LLVM's instruction description: ``vdst``,
``src0``, ``offset``, ``cpol``; "" for a register the printer adds, e.g. the implied ``vcc``)
and ``text`` (as printed).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from .._record import record
from .db import MAIN_RELEASE, registers
from .mc import SEXT_BIT, Code, MCInst, Reg

if TYPE_CHECKING:
    from .disasm import Decoder
    from .printer import Printer

__all__ = ["Expression", "Immediate", "Instruction", "Modifier", "Operand", "Register", "Token",
           "decode", "decode_at", "to_instruction"]


@record(frozen=True)
class Register:
    """A register operand."""

    name: str
    text: str
    register: str
    bank: str
    index: int
    count: int
    half: str = ""
    modifiers: tuple[str, ...] = ()

    kind = "register"


@record(frozen=True)
class Immediate:
    """An integer operand."""

    name: str
    text: str
    value: int
    modifiers: tuple[str, ...] = ()

    kind = "immediate"


@record(frozen=True)
class Modifier:
    """A named modifier (printed after the operands)."""

    name: str
    text: str
    value: int

    kind = "modifier"


@record(frozen=True)
class Expression:
    """A symbolic operand (a label, a relocatable expression)."""

    name: str
    text: str

    kind = "expression"


@record(frozen=True)
class Token:
    """Fixed text of the syntax where an operand stands (``off`` for no address register)."""

    name: str
    text: str

    kind = "token"


Operand = Register | Immediate | Modifier | Expression | Token


@record(frozen=True)
class Instruction:
    """One decoded instruction (or undecodable bytes: ``mcinst`` None, ``.long``/``.byte``)."""

    address: int
    size: int
    bytes: bytes
    mnemonic: str
    operands: tuple[Operand, ...]
    text: str
    mcinst: MCInst | None = None
    comments: tuple[str, ...] = ()
    target: int | None = None

    @property
    def known(self) -> bool:
        """False for bytes the decoder does not recognise."""
        return self.mcinst is not None

    @property
    def words(self) -> tuple[int, ...]:
        """The encoding as little-endian dwords (as llvm-objdump prints them)."""
        b = self.bytes
        return tuple(int.from_bytes(b[i:i + 4], "little") for i in range(0, len(b) - 3, 4))

    @property
    def registers(self) -> tuple[Register, ...]:
        """The register operands."""
        return tuple(o for o in self.operands if type(o) is Register)

    @property
    def modifiers(self) -> tuple[Modifier, ...]:
        return tuple(o for o in self.operands if type(o) is Modifier)

    def to_json(self) -> dict[str, object]:
        """The ``codeobj disasm --json`` record of the instruction."""
        out: dict[str, object] = {
            "address": self.address, "size": self.size, "bytes": self.bytes.hex(),
            "mnemonic": self.mnemonic, "text": self.text,
            "operands": [_operand_json(o) for o in self.operands]}
        if self.comments:
            out["comments"] = list(self.comments)
        if self.target is not None:
            out["target"] = self.target
        return out

    def __str__(self) -> str:
        return self.text


def _operand_json(o: Operand) -> dict[str, object]:
    d: dict[str, object] = {"kind": o.kind, "name": o.name, "text": o.text}
    if type(o) is Register:
        d.update(register=o.register, bank=o.bank, index=o.index, count=o.count)
        if o.half:
            d["half"] = o.half
        if o.modifiers:
            d["modifiers"] = list(o.modifiers)
    elif type(o) is Immediate:
        d["value"] = o.value
        if o.modifiers:
            d["modifiers"] = list(o.modifiers)
    elif type(o) is Modifier:
        d["value"] = o.value
    return d


# -- building records from MCInsts -----------------------------------------------------------------

_GENERIC_SUFFIXES = ("_vi", "_ci", "_gfx9plus", "_gfxpre11", "_gfx11plus")


@cache
def _register_shape(reg: int, release: str = MAIN_RELEASE) -> tuple[str, str, int, int, str]:
    """(printed name, bank, index, count, half) of an LLVM register number (numbers are per
    release: a processor of LLVM 22's tables has LLVM 22's)."""
    from .printer import register_name

    r = registers(release)
    bank = r.bank[reg]
    if bank:
        return register_name(reg, release), bank, r.first[reg], r.width[reg], r.half[reg]
    name = r.names[reg]
    base = name
    for suffix in _GENERIC_SUFFIXES:
        base = base.replace(suffix, "")
    count = 2 if (base + "_HI" in r.by_name or base == "SGPR_NULL64") else 1
    return register_name(reg, release), "special", r.encoding[reg] & 0x3FF, count, ""


def _split_top(text: str) -> list[str]:
    """``text`` split at the ", " that are outside brackets and parentheses."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "," and depth == 0 and text.startswith(", ", i):
            parts.append(text[start:i])
            start = i + 2
    parts.append(text[start:])
    return parts


def _mod_names(mods: int, kind: str, release: str) -> tuple[str, ...]:
    if kind == "fp":
        return tuple(n for bit, n in ((1, "neg"), (2, "abs")) if mods & bit)
    # SISrcMods::SEXT moved from bit 0 (LLVM 19) to bit 4 (LLVM 22)
    return ("sext",) if mods & SEXT_BIT[release] else ()


def to_instruction(mi: MCInst | None, data: bytes, address: int, printer: Printer, *,
                   comments: tuple[str, ...] = (), text: str | None = None,
                   target: int | None = None) -> Instruction:
    """The :class:`Instruction` of a decoded MCInst (``None``: bytes that do not decode) at
    ``address``, printed by ``printer`` (a :class:`codeobj.isa.printer.Printer`)."""
    if mi is None:
        if len(data) >= 4:
            value = int.from_bytes(data[:4], "little")
            t = f".long 0x{value:08x}"
            ops: tuple[Operand, ...] = (Immediate("", f"0x{value:08x}", value),)
            return Instruction(address, len(data), bytes(data), ".long", ops, t, None, comments)
        t = ".byte " + ", ".join(f"0x{b:02x}" for b in data)
        ops = tuple(Immediate("", f"0x{b:02x}", b) for b in data)
        return Instruction(address, len(data), bytes(data), ".byte", ops, t, None, comments)
    parts = printer.print_parts(mi)
    full = "".join(p[1] for p in parts)
    mnemonic = full.split(" ", 1)[0]
    desc = mi.desc
    names = desc.ops
    vcc_name = printer.vcc_name
    release = printer.release
    operands: list[Operand] = []
    pos = 0
    for index, piece, mods in parts:
        begin = pos
        pos += len(piece)
        if index < 0:
            if pos > len(mnemonic):
                _literal_operands(piece[max(0, len(mnemonic) - begin):], operands, release)
            continue
        if not piece.strip():
            continue
        if begin < len(mnemonic):  # the piece carries a mnemonic suffix (_e32, _e64, _dpp)
            piece = piece[len(mnemonic) - begin:]
            if not piece.strip():
                continue
        modifier = piece.startswith(" ")
        piece = piece.strip()
        value_index = index + 1 if mods else index
        op = mi.ops[value_index] if value_index < len(mi.ops) else None
        name = names[value_index] if value_index < len(names) else ""
        if modifier and not mods and type(op) is not Reg:
            operands.append(Modifier(name, piece, op if type(op) is int else 0))
            continue
        flags = _mod_names(mi.ops[index] if type(mi.ops[index]) is int else 0, mods,
                           release) \
            if mods and index < len(mi.ops) else ()
        pieces = _split_top(piece)
        own = len(pieces) - 1
        if len(pieces) > 1:
            # the printer added the implied vcc before or after the operand
            own = next((k for k, p in enumerate(pieces) if p != vcc_name), len(pieces) - 1)
        for k, p in enumerate(pieces):
            if k != own:
                operands.append(_register_operand("", p, registers(release).by_name[
                    "VCC" if vcc_name == "vcc" else "VCC_LO"], (), release))
                continue
            if type(op) is Reg:
                operands.append(_register_operand(name, p, op, flags, release))
            elif type(op) is int:
                operands.append(Immediate(name, p, op, flags))
            else:
                operands.append(Expression(name, p))
    # (a few AsmStrings end in a space, e.g. s_barrier_signal m0; llvm-objdump's padding
    # hides it, and so does the record)
    return Instruction(address, len(data), bytes(data), mnemonic, tuple(operands),
                       (text if text is not None else full).rstrip(), mi, comments, target)


@cache
def _registers_by_asm_name(release: str = MAIN_RELEASE) -> dict[str, int]:
    r = registers(release)
    out: dict[str, int] = {}
    for i, name in enumerate(r.asm):
        if name and not r.bank[i]:
            out.setdefault(name, i)
    return out


def _literal_operands(text: str, out: list[Operand], release: str = MAIN_RELEASE) -> None:
    """Registers and tokens the AsmString spells out among the operands."""
    words = [w for w in text.replace(",", " ").split() if w not in ("[", "]")]
    skip = False
    for w in words:
        if w == "::":  # VOPD: the second component's mnemonic follows
            skip = True
            continue
        if skip:
            skip = False
            continue
        w = w.strip("[]")
        if not w:
            continue
        reg = _registers_by_asm_name(release).get(w)
        if reg is not None:
            out.append(_register_operand("", w, reg, (), release))
        else:
            out.append(Token("", w))


def _register_operand(name: str, text: str, reg: int, flags: tuple[str, ...],
                      release: str = MAIN_RELEASE) -> Register:
    printed, bank, index, count, half = _register_shape(int(reg), release)
    return Register(name, text, printed, bank, index, count, half, flags)


def branch_target(mi: MCInst, address: int, size: int, decoder: Decoder) -> int | None:
    """evaluateBranch: the destination of a branch whose first operand is PC-relative."""
    if decoder.pcrel_index(mi.desc) != 0 or type(mi.ops[0]) is not int:
        return None
    offset = ((mi.ops[0] & 0xFFFF) ^ 0x8000) - 0x8000
    return (address + size + offset * 4) & ((1 << 64) - 1)


# -- decoding -----------------------------------------------------------------------------------------

def _tools(target: str, mattr: str, release: str | None = None) -> tuple[Decoder, Printer]:
    from .disasm import decoder
    from .printer import printer

    dec = decoder(target, mattr, release)
    return dec, printer(dec.st)


def decode_at(data: Code, offset: int, target: str, *, address: int | None = None,
              mattr: str = "", release: str | None = None) -> Instruction:
    """The instruction at ``offset`` of ``data`` for ``target`` (a processor name or target
    ID); ``address`` (default: ``offset``) is where it sits, for branch targets.  Bytes that
    do not decode give a ``.long``/``.byte`` record; past the end of ``data``, ValueError.
    ``release``: the LLVM release whose decoder to follow (codeobj.isa.db.LLVM; default: the
    processor's)."""
    if not 0 <= offset < len(data):
        raise ValueError(f"offset {offset:#x} is outside the {len(data):#x} bytes given")
    dec, pr = _tools(target, mattr, release)
    mi, size, comments = dec.decode_with_comments(data, offset)
    size = size or min(4, len(data) - offset)
    addr = offset if address is None else address
    raw = bytes(data[offset:offset + size])
    tgt = branch_target(mi, addr, size, dec) if mi is not None else None
    return to_instruction(mi, raw, addr, pr, comments=comments, target=tgt)


def decode(data: Code, target: str, address: int = 0, mattr: str = "",
           release: str | None = None) -> list[Instruction]:
    """Every instruction of ``data`` (machine code for ``target``), the first at
    ``address``, decoded one after the other as ``llvm-mc --disassemble`` walks bytes
    (``release``: as :func:`decode_at`)."""
    dec, pr = _tools(target, mattr, release)
    out: list[Instruction] = []
    pos, end = 0, len(data)
    while pos < end:
        mi, size, comments = dec.decode_with_comments(data, pos)
        size = size or min(4, end - pos)
        raw = bytes(data[pos:pos + size])
        addr = address + pos
        tgt = branch_target(mi, addr, size, dec) if mi is not None else None
        out.append(to_instruction(mi, raw, addr, pr, comments=comments, target=tgt))
        pos += size
    return out
