"""The one place the assembler calls the ISA layer to encode an instruction.

The ISA layer (``codeobj.isa.encoder.encode_line(text, processor)``) encodes text with
constant operands.  The assembler adds what llvm-mc's parser does around it:

* operands that name symbols are parsed with the assembler's expression parser; a value known
  now is substituted, otherwise a placeholder literal is encoded and its dword becomes a
  ``lit32`` fixup (``sym@rel32@lo+4`` -> R_AMDGPU_REL32_LO, ``sym`` -> ABS32, ...);
* the target of a branch (``s_branch``, ``s_cbranch_*``, ``s_call_b64``) becomes a ``sopp_br``
  fixup, resolved at the end within a section or turned into R_AMDGPU_REL16;
* the registers each instruction names raise ``.amdgcn.next_free_vgpr/sgpr`` as in llvm-mc 19.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .model import AsmError, Fixup

if TYPE_CHECKING:
    from ..targets import TargetID
    from .assembler import Assembler
    from .lexer import Token

__all__ = ["Encoded", "encode_instruction"]


@dataclass
class Encoded:
    """An encoded instruction: bytes and fixups (offsets relative to the instruction)."""

    data: bytes
    fixups: list[Fixup] = field(default_factory=list)


_BRANCHES = {
    "s_branch", "s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz", "s_cbranch_vccnz",
    "s_cbranch_execz", "s_cbranch_execnz", "s_cbranch_cdbgsys", "s_cbranch_cdbguser",
    "s_cbranch_cdbgsys_or_user", "s_cbranch_cdbgsys_and_user", "s_call_b64",
}
_LITERAL_PLACEHOLDER = "0x12345678"  # never an inline constant, so a literal dword is emitted


def _isa_encode_line():
    from ..isa.encoder import encode_line

    return encode_line


def _operand_core(op: str) -> str:
    core = op.strip()
    while core and core[0] in "-!~":
        core = core[1:].strip()
    if core.startswith("|") and core.endswith("|"):
        core = core[1:-1]
    for wrap in ("abs(", "neg(", "sext("):
        if core.startswith(wrap) and core.endswith(")"):
            core = core[len(wrap) : -1]
    return core.strip()


def _is_symbolic(asm: Assembler, core: str) -> bool:
    if "@" in core:
        return True
    head = core.lstrip("(+-~!")
    name = head
    for i, c in enumerate(head):
        if not (c.isalnum() or c in "_.$"):
            name = head[:i]
            break
    if not name or name[0].isdigit():
        return False
    return bool(name.startswith(".") or name in asm.symbols)


_SPACED_OPERATOR = re.compile(r"\s*(<<|>>|[-+*/%&|^])\s*(?=[\w.(~!'-])")


def _pure_expression(asm: Assembler, op: str):
    """The operand as an assembler expression naming a symbol, or None."""
    from ..isa.syntax import parse_register
    from .expr import ExprError, ExprParser
    from .lexer import IDENT, Lexer, LexError

    try:
        tokens, _, _ = Lexer(op, instructions=False).statement()
        if not any(t.kind == IDENT and parse_register(t.text) is None for t in tokens):
            return None
        parser = ExprParser(tokens, asm)
        expr = parser.parse()
    except (LexError, ExprError):
        return None
    return expr if parser.i == len(tokens) else None


def encode_instruction(text: str, target: TargetID, asm: Assembler,
                       tok: Token) -> Encoded:
    """Encode one instruction line; symbolic operands become fixups (see module docstring).

    The text goes to the encoder as written first; only when that fails are operands that
    read as expressions over unknown names (a symbol defined later, ``a - b`` with spaces)
    taken as symbolic, the way llvm-mc's parser would."""
    try:
        encode_line = _isa_encode_line()
    except ImportError:
        raise AsmError(f"instruction encoding is not available (codeobj.isa is missing), "
                       f"cannot assemble '{text.split()[0]}'", tok) from None
    try:
        return _encode(text, target, asm, tok, encode_line, eager=False)
    except AsmError as first:
        mnem, _, rest = text.partition(" ")
        compact = mnem + " " + _SPACED_OPERATOR.sub(r"\1", rest) if rest else text
        try:
            return _encode(compact, target, asm, tok, encode_line, eager=True)
        except AsmError:
            raise first from None


def _encode(text: str, target: TargetID, asm: Assembler, tok: Token, encode_line,
            eager: bool) -> Encoded:
    from ..isa.syntax import parse_register, split_instruction
    from .expr import ExprError, ExprParser, to_signed
    from .lexer import Lexer, LexError

    mnem, ops, mods = split_instruction(text)
    low = mnem.lower()
    fixup_kind = None
    fixup_expr = None
    used = []
    new_ops = []
    hi = {"v": 0, "s": 0, "a": 0}
    for k, op in enumerate(ops):
        core = _operand_core(op)
        reg = parse_register(core)
        if reg is not None:
            bank, first, width = reg
            if bank in hi:
                hi[bank] = max(hi[bank], first + width)
            new_ops.append(op)
            continue
        branch_target = low in _BRANCHES and k == len(ops) - 1
        expr = None
        if branch_target or _is_symbolic(asm, core):
            try:
                tokens, _, _ = Lexer(op, instructions=False).statement()
                parser = ExprParser(tokens, asm)
                expr = parser.parse()
                if parser.i != len(tokens):
                    raise ExprError("unexpected token", tokens[parser.i])
            except (LexError, ExprError) as e:
                raise AsmError(f"invalid operand for instruction: {e}", tok) from None
        elif eager:
            expr = _pure_expression(asm, op)
        if expr is None:
            new_ops.append(op)
            continue
        try:
            value = asm.evaluate(expr)
        except ExprError:
            value = None
        used.append(expr)
        if value is not None and value.is_absolute and not branch_target:
            new_ops.append(str(to_signed(value.const)))
            continue
        if fixup_expr is not None:
            raise AsmError("only one symbolic operand per instruction is supported", tok)
        fixup_expr = expr
        fixup_kind = "sopp_br" if branch_target else "lit32"
        new_ops.append("0" if branch_target else _LITERAL_PLACEHOLDER)
    line = mnem if not new_ops else mnem + " " + ", ".join(new_ops)
    if mods:
        line += " " + " ".join(mods)
    try:
        data = encode_line(line, target.processor.name)
    except Exception as e:  # noqa: BLE001 - the ISA layer reports its own errors
        message = getattr(e, "message", None) or str(e)
        if message.startswith("invalid instruction"):
            message = "invalid instruction"
        raise AsmError(message, tok) from None
    fixups = []
    if fixup_expr is not None:
        if fixup_kind == "sopp_br":
            fixups.append(Fixup(None, 0, 2, fixup_expr, "sopp_br", tok, pc_end=len(data)))
        else:
            placeholder = int(_LITERAL_PLACEHOLDER, 16).to_bytes(4, "little")
            at = bytes(data).rfind(placeholder)
            if at < 0:
                raise AsmError("cannot place a relocatable literal in this instruction", tok)
            fixups.append(Fixup(None, at, 4, fixup_expr, "lit32", tok))
            data = bytes(data[:at]) + bytes(4) + bytes(data[at + 4 :])
    for expr in used:
        asm.register_used(expr)
    if "::" in text or _TRUE16_HALF.search(text):
        # VOPD's second half and true16 halves (v5.h) are not plain operands of the line:
        # count them from the encoded instruction instead.
        hi["v"] = max(hi["v"], _decoded_vgprs(bytes(data), target.processor.name))
    _publish_usage(asm, target, hi)
    return Encoded(bytes(data), fixups)


_TRUE16_HALF = re.compile(r"\bv\d+\.[hl]\b")


def _decoded_vgprs(data: bytes, processor: str) -> int:
    from ..isa import decode, register_usage

    return register_usage(decode(data, processor)).next_free_vgpr


def _publish_usage(asm: Assembler, target: TargetID, hi: dict) -> None:
    """Raise ``.amdgcn.next_free_vgpr/sgpr`` to one past the highest VGPR/SGPR this
    instruction names.  Like llvm-mc 19 the comparison is with the symbol's current value (a
    `.set` back to 0 restarts the count) and AGPRs are not counted."""
    from .expr import Const, to_signed
    from .lexer import INT, Token

    for names, used in (((".amdgcn.next_free_vgpr", ".kernel.vgpr_count"), hi["v"]),
                        ((".amdgcn.next_free_sgpr", ".kernel.sgpr_count"), hi["s"])):
        for name in names:
            sym = asm.symbols.get(name)
            if sym is None or not isinstance(sym.value, Const):
                continue
            if used > to_signed(sym.value.value):
                sym.value = Const(used, Token(INT, str(used), 0, 0))
