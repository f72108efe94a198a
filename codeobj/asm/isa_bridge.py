"""The one place the assembler calls the ISA layer to encode an instruction.

The ISA layer (:mod:`codeobj.isa.matcher`, :mod:`codeobj.isa.emit`) parses and encodes one
statement as llvm-mc does.  The assembler supplies what only it knows:

* symbol values: a symbol assigned an absolute value is a number to the ISA parser; any other
  expression (a label, ``sym@rel32@lo+4``, a later symbol) is evaluated with the assembler's
  evaluator and, when it is not absolute yet, stays an expression: the encoder leaves a literal
  (or a branch offset) open and reports a fixup, which becomes an assembler fixup here
  (``lit``/``lit_data``, the emitter's PC-relative or plain literal fixup of 4 or 8 bytes;
  ``sopp_br``), resolved at the end or turned into a relocation;
* ``.amdgcn.next_free_vgpr/sgpr``: the highest VGPR/SGPR the instruction names (AGPRs are not
  counted, as in llvm-mc 19).

A statement that names no symbol encodes the same wherever it appears: its bytes are kept by
its text (:attr:`InstructionEncoder.cache`), and the ISA layer's statement memo
(:mod:`codeobj.isa.memo`) reuses the work done for statements that differ only in register
numbers.  A statement whose last operand is one label-like symbol (``s_cbranch_execz
.LBB0_3``, ``s_add_u32 s6, s6, foo@rel32@lo+4``) and nothing else that asks about symbols
encodes the same -- bytes and fixups -- for any such symbol the callbacks again say is not a
number yet: its encoding is kept by the text around the symbol
(:attr:`InstructionEncoder.symbolic`; the memo's rule for which names are label-like).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .._record import record
from .expr import Const, Expr, ExprError, ExprParser, SymRef, names_a_label, to_signed
from .lexer import IDENT, Lexer, LexError, Token
from .model import AsmError, Binary, Symbol, Unary
from .symbols import SymbolTable

if TYPE_CHECKING:
    from ..isa.mc import MCInst
    from ..targets import TargetID

__all__ = ["LOCAL_LABEL", "Encoded", "InstructionEncoder", "Lane"]

_MASK64 = (1 << 64) - 1
_NAME = re.compile(r"[A-Za-z_.][A-Za-z0-9_.$?]*")  # one identifier token, no @variant
# a statement whose last operand is one label-like symbol (as codeobj.isa.memo abstracts
# them: a .L name, or a name with an @variant), optionally with an @variant and a decimal
# addend: (the text before it, after a blank or comma) (the symbol) (what follows it)
_LOCAL = r"\.L[A-Za-z0-9_.$?]*"  # a local label's name, as the memo abstracts one
_SYMBOLIC = re.compile(r"(.*[ ,])(" + _LOCAL + r"|[A-Za-z_.$][A-Za-z0-9_.$?]*(?=@))"
                       r"((?:@[A-Za-z0-9_.$@?]*)?(?:[+-][0-9]+)?)\Z")
#: the name of a local label (``.LBB0_3``): what ends a statement of a lane
#: (:attr:`InstructionEncoder.lanes`)
LOCAL_LABEL = re.compile(_LOCAL)


@record(eq=False)
class _Symbolic:
    """The encoding of statements that differ only in their last operand's symbol: the
    questions asked of the callbacks (a resolve: what follows the symbol in the name asked; a
    fold: its end counted from the end of the text; every answer None), the
    expression operands' ends (from the end of the text; each starts at the symbol) and the
    fixups (offset, size, kind, the operand's end)."""

    data: bytes
    calls: list[str | int]
    ends: list[int]
    fixups: list[tuple[int, int, str, int]]
    vgprs: int
    sgprs: int
    # every question, expression and fixup is about the symbol alone, to the end of the
    # text (a branch to a label): see InstructionEncoder._symbolic
    bare: bool = False


#: a lane of the statement loop (:attr:`InstructionEncoder.lanes`)
Lane = tuple[_Symbolic, int, bool]


class Encoded:
    """An encoded instruction: its bytes, fixups ((offset in the instruction, size, the
    expression, kind, end of the instruction)), the highest VGPR and SGPR it names (one
    past), and its warnings ((message, line, column))."""

    __slots__ = ("data", "fixups", "sgprs", "vgprs", "warnings")

    def __init__(self, data: bytes, fixups: list[tuple[int, int, Expr, str, int]], vgprs: int,
                 sgprs: int, warnings: list[tuple[str, int, int]]) -> None:
        self.data = data
        self.fixups = fixups
        self.vgprs = vgprs
        self.sgprs = sgprs
        self.warnings = warnings


def _subtarget_args(target: TargetID, mattr: str) -> tuple[str, str]:
    feats = []
    if target.xnack is not None:
        feats.append(("+" if target.xnack else "-") + "xnack")
    if target.sramecc is not None:
        feats.append(("+" if target.sramecc else "-") + "sramecc")
    if mattr:
        feats.append(mattr)
    return target.processor.name, ",".join(feats)


class InstructionEncoder:
    """Encodes the instruction statements of one assembly for one target."""

    def __init__(self, symbols: SymbolTable, target: TargetID, mattr: str,
                 release: str | None = None) -> None:
        from ..errors import TargetError
        from ..isa.asmparser import AsmError as IsaError
        from ..isa.db import registers
        from ..isa.engine import assembler
        from ..isa.memo import StatementMemo

        self.symbols = symbols
        try:
            self.matcher, self.emitter = assembler(*_subtarget_args(target, mattr), release)
        except TargetError as e:
            raise AsmError(str(e)) from None
        self.memo = StatementMemo(self.matcher, self.emitter)
        from ..isa.mc import Reg

        regs = registers(self.matcher.st.release)
        self._bank, self._first, self._width = regs.bank, regs.first, regs.width
        self._ends: dict[int, tuple[int, int]] = {}
        self._reg_type = Reg
        self.branch_bug = target.processor.offset_3f_bug
        # statement text -> (bytes, vgprs, sgprs) for statements that name no symbol
        self.cache: dict[str, tuple[bytes, int, int]] = {}
        # a source line (comment and blanks included) -> its statement's entry in ``cache``
        self.line_cache: dict[str, tuple[bytes, int, int]] = {}
        # (the text before the last operand's symbol, the text after it) -> the encoding of
        # such statements (see _Symbolic; None: such statements are encoded in full)
        self.symbolic: dict[tuple[str, str], _Symbolic | None] = {}
        # the statement loop's lanes: the text before the label of a bare shape's statement
        # (``s_cbranch_scc1 .LBB0_3``; its entry in ``symbolic``: (that text, "")) -> (the
        # shape, the mnemonic's end in the text, whether it is a gfx10 branch)
        self.lanes: dict[str, Lane] = {}
        # the questions the callbacks were asked for this statement: ("r", name, answer),
        # ("f", (start, end), answer)
        self._calls: list[tuple[str, str | tuple[int, int], int | None]] = []
        # the statement being encoded, for the callbacks the ISA layer asks about symbols
        self._text = ""
        self._line = self._col = 0
        self._named = False  # a callback was asked: the statement names a symbol
        self._exprs: dict[tuple[int, int], Expr | None] = {}
        # an operand's text -> its tokens (None: it is not tokens), for _expression
        self._lexed: dict[str, list[Token] | None] = {}
        # an operand's text -> its expression and the symbols it names by name, when the
        # parse depends on nothing else (see _reusable)
        self._parsed: dict[str, tuple[Expr, list[tuple[str, Symbol]]]] = {}
        self._resolve_cb = self._resolve
        self._isa_error = IsaError
        self._fold_cb = self._fold

    def encode(self, text: str, line: int, col: int) -> Encoded:
        """Encode one statement (mnemonic and operands); ``line``/``col`` is where ``text``
        starts (errors point into it); unresolved operands become fixups."""
        hit = self.cache.get(text)
        if hit is not None:
            return Encoded(hit[0], [], hit[1], hit[2], [])
        # the statement the resolve/fold callbacks (bound once) answer for
        self._text, self._line, self._col = text, line, col
        self._named = False
        if self._exprs:
            self._exprs.clear()
        if self._calls:
            self._calls.clear()
        sym = _SYMBOLIC.match(text) if ".L" in text or "@" in text else None
        if sym is not None:
            shape = self.symbolic.get((sym.group(1), sym.group(3)))
            if shape is not None:
                done = self._symbolic(shape, text, sym.start(2), sym.group(2))
                if done is not None:
                    return done
                self._named = False  # (a question got another answer: encode in full)
                self._exprs.clear()
                self._calls.clear()
        expr_at = self._expr_at
        symbols = self.symbols
        matcher = self.matcher
        try:
            enc = self.memo.encode(text, self._resolve_cb, self._fold_cb)
        except self._isa_error as e:
            raise AsmError(e.message, line=line, col=col + e.pos) from None
        warnings = [(w.message, line, col + w.pos) for w in matcher.warnings] \
            if matcher.warnings else []
        vgprs, sgprs = self._usage(enc.inst)
        fixups = []
        if enc.fixups:
            spans = {}
            for op in matcher.operands:
                if op.kind == "expr":
                    expr = expr_at(op.pos, op.end)
                    if expr is None:
                        raise AsmError("invalid operand for instruction", line=line,
                                       col=col + op.pos)
                    spans[id(op.expr)] = expr
            size = len(enc.data)
            for f in enc.fixups:
                expr = spans.get(id(f.expr))
                if expr is None:
                    raise AsmError("cannot place a relocatable value in this instruction",
                                   line=line, col=col)
                symbols.register_used(expr)
                if f.kind == "sopp_br":
                    fixups.append((0, 2, expr, "sopp_br", size))
                else:  # ("pcrel_4", "data_8", ...: the emitter's choice, and the size)
                    fixups.append((f.offset, int(f.kind[-1]), expr,
                                   "lit" if f.kind[0] == "p" else "lit_data", size))
        elif not self._named and not warnings and not (self.branch_bug and self.is_branch(text)):
            self.cache[text] = (enc.data, vgprs, sgprs)
        if sym is not None and all(c[2] is None for c in self._calls):
            # (a symbol that is a number says nothing of the others: the next one is tried)
            key = (sym.group(1), sym.group(3))
            if key not in self.symbolic:
                self.symbolic[key] = self._symbolic_shape(sym, enc.data, fixups, vgprs, sgprs,
                                                          warnings)
        return Encoded(enc.data, fixups, vgprs, sgprs, warnings)

    def _symbolic_shape(self, sym: re.Match[str], data: bytes,
                        fixups: list[tuple[int, int, Expr, str, int]], vgprs: int, sgprs: int,
                        warnings: list[tuple[str, int, int]]) -> _Symbolic | None:
        """What a statement matched by ``_SYMBOLIC`` and encoded in full (``data``, ``fixups``)
        gives every statement that differs from it only in that symbol, or None when its
        encoding may depend on more: a warning, no fixup, a callback asked about anything but
        the symbol, an expression operand anywhere else, a symbol named before it.  (Every
        callback answered None.)"""
        head, name, tail = sym.group(1, 2, 3)
        if warnings or not fixups or ".L" in head or "@" in head or name in head:
            return None
        start = sym.start(2)
        n = sym.end()
        calls: list[str | int] = []
        for _kind, arg, _value in self._calls:
            if isinstance(arg, str):
                rest = arg[len(name):]
                if not arg.startswith(name) or (rest and (rest[0] != "@" or
                                                          not tail.startswith(rest))):
                    return None
                if not rest and not name.startswith(".L"):
                    return None  # (a plain name may be one the ISA layer predefines)
                calls.append(rest)
            else:
                if arg[0] != start:
                    return None
                calls.append(arg[1] - n)
        ends: list[int] = []
        exprs: dict[int, int] = {}  # the expression operand's -> its end
        for op in self.matcher.operands:
            if op.kind == "expr":
                if op.pos != start or op.end < sym.end(2) or op.end > n:
                    return None
                ends.append(op.end - n)
                exprs[id(self._exprs.get((op.pos, op.end)))] = op.end - n
        kept = []
        for offset, size, expr, kind, end in fixups:
            at = exprs.get(id(expr))
            if at is None:
                return None
            kept.append((offset, size, kind, at))
        bare = all(c in ("", 0) for c in calls) and not any(ends) and not any(
            f[3] for f in kept)
        return _Symbolic(data, calls, ends, kept, vgprs, sgprs, bare)

    def _symbolic(self, shape: _Symbolic, text: str, start: int, name: str) -> Encoded | None:
        """The encoding of ``text`` from ``shape`` (its symbol ``name`` at ``start``), or None
        when a callback answers other than for the statement the shape was made from."""
        n = len(text)
        if shape.bare and n == start + len(name):
            done = self.bare(shape, name, start, self._line, self._col)
            if done is not None:
                return done
        # (the questions are asked as the callbacks would, without keeping them: a shape is
        # made only from a statement encoded in full)
        for arg in shape.calls:
            if isinstance(arg, str):
                # (the symbol and what follows it in the name asked: a prefix of the text)
                if self._value(name + arg) is not None:
                    return None
            elif self._fold_value(start, n + arg) is not None:
                return None
        expr_at = self._expr_at
        for end in shape.ends:
            if expr_at(start, n + end) is None:
                return None
        register_used = self.symbols.register_used
        size = len(shape.data)
        fixups = []
        for offset, width, kind, end in shape.fixups:
            expr = expr_at(start, n + end)
            assert expr is not None  # (checked above)
            register_used(expr)
            fixups.append((offset, width, expr, kind, size))
        return Encoded(shape.data, fixups, shape.vgprs, shape.sgprs, [])

    def bare(self, shape: _Symbolic, name: str, start: int, line: int,
             col: int) -> Encoded | None:
        """The encoding of a statement of a bare shape (``shape.bare``) whose symbol ``name``
        is at ``start`` and ends the text (``line``/``col``: where the text starts), or None
        when the symbol has a value (the statement is then encoded as any other): when the
        symbol it names (lookup: a section's, or the symbol of that name, made if new) has no
        value -- a label, an undefined symbol --, each question gets None and the expression
        is that symbol, as _expression makes it."""
        symbols = self.symbols
        tok = Token(IDENT, name, line, col + start, None, start, start + len(name))
        target = symbols.lookup(name, tok)
        if target.value is not None:
            return None
        ref: Expr = SymRef(target, None, tok)
        symbols.register_used(ref)
        size = len(shape.data)
        if len(shape.fixups) == 1:  # (a branch's one fixup, most often)
            offset, width, kind, _end = shape.fixups[0]
            fixups = [(offset, width, ref, kind, size)]
        else:
            fixups = [(offset, width, ref, kind, size)
                      for offset, width, kind, _end in shape.fixups]
        return Encoded(shape.data, fixups, shape.vgprs, shape.sgprs, [])

    def _expr_at(self, pos: int, end: int) -> Expr | None:
        key = (pos, end)
        exprs = self._exprs
        if key not in exprs:
            exprs[key] = _expression(self._text, pos, end, self.symbols, self._line, self._col,
                                     self._lexed, self._parsed)
        return exprs[key]

    def _resolve(self, name: str) -> int | None:
        value = self._value(name)
        self._calls.append(("r", name, value))
        return value

    def _fold(self, pos: int, end: int) -> int | None:
        value = self._fold_value(pos, end)
        self._calls.append(("f", (pos, end), value))
        return value

    def _value(self, name: str) -> int | None:
        self._named = True
        symbols = self.symbols
        sym = symbols.by_name.get(name)
        if sym is not None and sym.value is not None and names_a_label(sym.value):
            return None  # (a label difference: not absolute before layout, see fold)
        return symbols.constant(name)

    def _fold_value(self, pos: int, end: int) -> int | None:
        self._named = True
        expr = self._expr_at(pos, end)
        if expr is None or (type(expr) is SymRef and expr.symbol.value is None):
            return None  # (a label or an undefined symbol: not a number yet)
        if names_a_label(expr):
            # llvm-mc folds an operand only when it is absolute without layout: a label
            # difference is not (a 32-bit literal and a fixup, MC/AMDGPU/offset-expr.s)
            return None
        symbols = self.symbols
        try:
            v = symbols.evaluate(expr)
        except ExprError:
            return None
        if v.is_absolute:
            symbols.register_used(expr)
            return to_signed(v.const)
        return None

    @staticmethod
    def is_branch(text: str) -> bool:
        return text[:9].lower().startswith(("s_branch", "s_cbranch"))

    def _usage(self, inst: MCInst) -> tuple[int, int]:
        """One past the highest VGPR and SGPR the instruction names."""
        v = s = 0
        ends = self._ends
        reg_type = self._reg_type
        for op in inst.ops:
            if type(op) is reg_type:
                end = ends.get(op)
                if end is None:
                    end = ends[op] = self._end(op)
                if end[0] > v:
                    v = end[0]
                if end[1] > s:
                    s = end[1]
        return v, s

    def _end(self, reg: int) -> tuple[int, int]:
        """(one past the VGPR, one past the SGPR) a register is or ends at."""
        if not reg:
            return 0, 0
        b = self._bank[reg]
        end = self._first[reg] + self._width[reg]
        return (end, 0) if b == "v" else (0, end) if b == "s" else (0, 0)


def _expression(text: str, pos: int, end: int, symbols: SymbolTable, line: int,
                col: int, lexed: dict[str, list[Token] | None],
                parsed: dict[str, tuple[Expr, list[tuple[str, Symbol]]]]) -> Expr | None:
    """The assembler's expression for ``text[pos:end]``, or None.  A plain name -- a branch
    target, most often -- is looked up without the tokenizer, as the parser would.  ``lexed``
    keeps the tokens of each other operand text met (``foo@rel32@lo+4``, repeated at every
    call): they depend on the text alone, and are not changed by the parser.  ``parsed`` keeps
    the expression of such a text when the parse depends on nothing but the symbols it names
    (:func:`_reusable`): it is the expression again while each of them is still the symbol of
    its name."""
    span = text[pos:end]
    if _NAME.fullmatch(span) and span != ".":
        tok = Token(IDENT, span, line, col + pos, None, pos, end)
        sym = symbols.lookup(span, tok)
        inline = symbols.inline_value(sym)
        return Const(inline & _MASK64, tok) if inline is not None else SymRef(sym, None, tok)
    kept = parsed.get(span)
    if kept is not None:
        by_name = symbols.by_name
        for name, sym in kept[1]:  # (a loop, not all(...): a call each in Python 3.11)
            if by_name.get(name) is not sym:
                break
        else:
            return kept[0]
    if span in lexed:
        tokens = lexed[span]
    else:
        try:
            tokens = Lexer(span, instructions=False).statement()[0]
        except LexError:
            tokens = None
        lexed[span] = tokens
    if tokens is None:
        return None
    try:
        parser = ExprParser(tokens, symbols)
        expr = parser.parse()
    except ExprError:
        return None
    if parser.i != len(tokens):
        return None
    names: list[tuple[str, Symbol]] = []
    if _reusable(expr, symbols, names):
        parsed[span] = (expr, names)
    return expr


def _reusable(expr: Expr, symbols: SymbolTable, names: list[tuple[str, Symbol]]) -> bool:
    """Whether parsing the text of ``expr`` again gives the same expression as long as the
    symbols it names stay the symbols of their names (added to ``names``): numbers, unary and
    binary operators, and symbols with a variant (which the parser looks up by name and does
    not fold to their value) that are the symbol of their name -- not `.`, a directional
    label, a function, a section's symbol or a symbol without a variant (its value may be
    folded in)."""
    if type(expr) is Const:
        return True
    if type(expr) is SymRef:
        sym = expr.symbol
        if expr.variant is None or symbols.by_name.get(sym.name) is not sym:
            return False
        names.append((sym.name, sym))
        return True
    if type(expr) is Unary:
        return _reusable(expr.operand, symbols, names)
    if type(expr) is Binary:
        return _reusable(expr.lhs, symbols, names) and _reusable(expr.rhs, symbols, names)
    return False
