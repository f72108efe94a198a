"""The one place the assembler calls the ISA layer to encode an instruction.

The ISA layer (:mod:`codeobj.isa.matcher`, :mod:`codeobj.isa.emit`) parses and encodes one
statement as llvm-mc does.  The assembler supplies what only it knows:

* symbol values: a symbol assigned an absolute value is a number to the ISA parser; any other
  expression (a label, ``sym@rel32@lo+4``, a later symbol) is evaluated with the assembler's
  evaluator and, when it is not absolute yet, stays an expression: the encoder leaves a literal
  (or a branch offset) open and reports a fixup, which becomes an assembler fixup here
  (``lit32``, ``sopp_br``), resolved at the end or turned into a relocation;
* ``.amdgcn.next_free_vgpr/sgpr``: raised to one past the highest VGPR/SGPR the instruction
  names, as llvm-mc 19 does (AGPRs are not counted).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._record import record
from .model import AsmError, Fixup

if TYPE_CHECKING:
    from ..targets import TargetID
    from .assembler import Assembler
    from .lexer import Token

__all__ = ["Encoded", "encode_instruction"]


@record
class Encoded:
    """An encoded instruction: bytes and fixups (offsets relative to the instruction)."""

    data: bytes
    fixups: list


def _subtarget_args(target: TargetID, mattr: str) -> tuple[str, str]:
    feats = []
    if target.xnack is not None:
        feats.append(("+" if target.xnack else "-") + "xnack")
    if target.sramecc is not None:
        feats.append(("+" if target.sramecc else "-") + "sramecc")
    if mattr:
        feats.append(mattr)
    return target.processor.name, ",".join(feats)


def encode_instruction(text: str, target: TargetID, asm: Assembler, tok: Token,
                       mattr: str = "", column_of=None) -> Encoded:
    """Encode one instruction statement; unresolved operands become fixups.

    ``column_of(pos)`` maps an offset in ``text`` to a (line, column) for diagnostics."""
    from ..errors import TargetError
    from ..isa.asmparser import AsmError as IsaError
    from ..isa.engine import assembler
    from .expr import ExprError, ExprParser, to_signed
    from .lexer import Lexer, LexError

    try:
        matcher, emitter = assembler(*_subtarget_args(target, mattr))
    except TargetError as e:
        raise AsmError(str(e), tok) from None
    spans: dict[int, Expr_] = {}

    def parse_span(pos: int, end: int):
        try:
            tokens, _, _ = Lexer(text[pos:end], instructions=False).statement()
            parser = ExprParser(tokens, asm)
            expr = parser.parse()
        except (LexError, ExprError):
            return None
        return expr if parser.i == len(tokens) else None

    def resolve(name: str):
        sym = asm.symbols.get(name)
        if sym is None or sym.value is None:
            return None
        try:
            v = asm.evaluate(sym.value)
        except ExprError:
            return None
        return to_signed(v.const) if v.is_absolute else None

    def fold(pos: int, end: int):
        expr = parse_span(pos, end)
        if expr is None:
            return None
        try:
            v = asm.evaluate(expr)
        except ExprError:
            return None
        if v.is_absolute:
            asm.register_used(expr)
            return to_signed(v.const)
        return None

    def where(pos: int):
        if column_of is not None:
            return column_of(pos)
        return tok.line, tok.col

    try:
        inst = matcher.assemble(text, resolve, fold)
    except IsaError as e:
        line, col = where(e.pos)
        raise AsmError(e.message, line=line, col=col) from None
    for w in matcher.warnings:
        line, col = where(w.pos)
        asm.report(w.message, line, col, "warning")
    for op in matcher.operands:
        if op.kind == "expr":
            expr = parse_span(op.pos, op.end)
            if expr is None:
                line, col = where(op.pos)
                raise AsmError("invalid operand for instruction", line=line, col=col)
            spans[id(op.expr)] = expr
    enc = emitter.encode(inst)
    data = enc.data
    fixups = []
    for f in enc.fixups:
        expr = spans.get(id(f.expr))
        if expr is None:
            raise AsmError("cannot place a relocatable value in this instruction", tok)
        asm.register_used(expr)
        if f.kind == "sopp_br":
            fixups.append(Fixup(None, 0, 2, expr, "sopp_br", tok, pc_end=len(data)))
        else:
            fixups.append(Fixup(None, f.offset, 4, expr, "lit32", tok))
    _publish_usage(asm, inst)
    return Encoded(data, fixups)


Expr_ = object


def _publish_usage(asm: Assembler, inst) -> None:
    """Raise ``.amdgcn.next_free_vgpr/sgpr`` to one past the highest VGPR/SGPR this
    instruction names.  Like llvm-mc 19 the comparison is with the symbol's current value (a
    `.set` back to 0 restarts the count) and AGPRs are not counted."""
    from ..isa.db import registers
    from ..isa.mc import Reg
    from .expr import Const, to_signed
    from .lexer import INT, Token

    regs = registers(inst.desc.release)
    hi = {"v": 0, "s": 0}
    for op in inst.ops:
        if type(op) is not Reg or not op:
            continue
        bank = regs.bank[op]
        if bank in hi:
            hi[bank] = max(hi[bank], regs.first[op] + regs.width[op])
    for names, used in (((".amdgcn.next_free_vgpr", ".kernel.vgpr_count"), hi["v"]),
                        ((".amdgcn.next_free_sgpr", ".kernel.sgpr_count"), hi["s"])):
        for name in names:
            sym = asm.symbols.get(name)
            if sym is None or not isinstance(sym.value, Const):
                continue
            if used > to_signed(sym.value.value):
                sym.value = Const(used, Token(INT, str(used), 0, 0))
