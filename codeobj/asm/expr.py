"""Assembler expressions: the parser (GNU-as precedence, as llvm-mc uses for ELF) and the
evaluator that reduces an expression to ``symbol_a - symbol_b + constant`` (a relocatable value).

Arithmetic is 64-bit two's complement, as in llvm-mc: ``>>`` is a logical shift, shift counts
are taken modulo 64, division truncates toward zero, and a true comparison is -1.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, cast

from .lexer import IDENT, INT, LOCALREF, PUNCT, REAL, STRING, Token
from .model import Binary, Call, Const, Expr, Symbol, SymRef, Unary, Value

__all__ = [
    "VARIANTS",
    "Binary",
    "Const",
    "Expr",
    "ExprError",
    "ExprParser",
    "SymRef",
    "Unary",
    "Value",
    "evaluate",
    "names_a_label",
    "to_signed",
]

_MASK = (1 << 64) - 1

# symbol@variant spellings AMDGPU accepts (compared case-insensitively)
VARIANTS = ("gotpcrel", "gotpcrel32@lo", "gotpcrel32@hi", "rel32@lo", "rel32@hi", "rel64",
            "abs32@lo", "abs32@hi")

# binary operator -> precedence (higher binds tighter); GNU-as flavour of llvm-mc
_BINARY = {
    "||": 1, "&&": 2,
    "==": 3, "!=": 3, "<>": 3, "<": 3, "<=": 3, ">": 3, ">=": 3,
    "+": 4, "-": 4,
    "|": 5, "^": 5, "&": 5,
    "*": 6, "/": 6, "%": 6, "<<": 6, ">>": 6,
}


def to_signed(v: int) -> int:
    v &= _MASK
    return v - (1 << 64) if v >> 63 else v


class ExprError(Exception):
    """An expression problem, at ``token`` (line/column)."""

    def __init__(self, message: str, token: Token | None = None, line: int = 0,
                 col: int = 0) -> None:
        super().__init__(message)
        self.message = message
        self.line = token.line if token is not None else line
        self.col = token.col if token is not None else col


FUNCTIONS = ("max", "or", "alignto", "totalnumvgprs", "extrasgprs", "occupancy")


class SymbolContext(Protocol):
    """Where an expression's names are looked up (:class:`codeobj.asm.symbols.SymbolTable`)."""

    def lookup(self, name: str, tok: Token) -> Symbol: ...
    def directional(self, number: int, direction: str, tok: Token) -> Symbol: ...
    def here(self, tok: Token) -> Symbol: ...
    def inline_value(self, sym: Symbol) -> int | None: ...
    def call_value(self, name: str, args: list[int], tok: Token) -> int: ...


class ExprParser:
    """Parses expressions from a token list, from index ``i``."""

    def __init__(self, tokens: list[Token], ctx: SymbolContext,
                 end_tok: Token | None = None) -> None:
        self.tokens = tokens
        self.i = 0
        self.ctx = ctx
        self.end_tok = end_tok

    def peek(self) -> Token | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def _err_here(self, message: str) -> ExprError:
        tok = self.peek()
        if tok is not None:
            return ExprError(message, tok)
        if self.end_tok is not None:
            return ExprError(message, line=self.end_tok.line, col=self.end_tok.col)
        last = self.tokens[-1] if self.tokens else None
        if last is not None:
            return ExprError(message, line=last.line, col=last.col + len(last.text))
        return ExprError(message)

    def parse(self, min_prec: int = 1) -> Expr:
        lhs = self.primary()
        while True:
            tok = self.peek()
            if tok is None or tok.kind != PUNCT or tok.text not in _BINARY:
                return lhs
            prec = _BINARY[tok.text]
            if prec < min_prec:
                return lhs
            self.i += 1
            rhs = self.parse(prec + 1)
            lhs = Binary(tok.text, lhs, rhs, lhs.tok, tok)

    def primary(self) -> Expr:
        tok = self.peek()
        if tok is None:
            raise self._err_here("unknown token in expression")
        self.i += 1
        if tok.kind == INT:
            number = cast(int, tok.value)
            if number >> 64:
                raise ExprError("literal value out of range for directive", tok)
            return Const(number & _MASK, tok)
        if tok.kind == LOCALREF:
            number, direction = cast("tuple[int, str]", tok.value)
            return SymRef(self.ctx.directional(number, direction, tok), None, tok)
        if tok.kind == IDENT or tok.kind == STRING:
            if tok.kind == STRING:
                name = cast(bytes, tok.value).decode("utf-8", "surrogateescape")
                variant: str | None = None
                nxt = self.peek()
                if nxt is not None and nxt.is_punct("@") and self.i + 1 < len(self.tokens):
                    self.i += 2
                    variant = self._variant(self.tokens[self.i - 1].text, self.tokens[self.i - 1])
            elif tok.text == ".":
                return SymRef(self.ctx.here(tok), None, tok)
            elif ((nxt := self.peek()) is not None and nxt.is_punct("(")
                    and tok.text.lower() in FUNCTIONS):
                return self._call(tok)
            else:
                name, _, spelled = tok.text.partition("@")
                variant = self._variant(spelled, tok) if spelled else None
            if not name:
                raise ExprError("expected a symbol reference", tok)
            symbol = self.ctx.lookup(name, tok)
            if variant is None:
                inline = self.ctx.inline_value(symbol)
                if inline is not None:
                    return Const(inline & _MASK, tok)
            return SymRef(symbol, variant, tok)
        if tok.kind == PUNCT:
            if tok.text == "(":
                inner = self.parse()
                close = self.peek()
                if close is None or not close.is_punct(")"):
                    raise self._err_here("expected ')'")
                self.i += 1
                return _relocated(inner, tok)
            if tok.text in ("-", "+", "~", "!"):
                operand = self.primary()
                return operand if tok.text == "+" else Unary(tok.text, operand, tok)
        if tok.kind == REAL:
            raise ExprError("invalid use of floating point value in expression", tok)
        raise ExprError("unknown token in expression", tok)

    def _call(self, tok: Token) -> Expr:
        self.i += 1  # '('
        args: list[Expr] = []
        while True:
            args.append(self.parse())
            nxt = self.peek()
            if nxt is not None and nxt.is_punct(","):
                self.i += 1
                continue
            if nxt is not None and nxt.is_punct(")"):
                self.i += 1
                return Call(tok.text.lower(), args, tok, self.ctx)
            raise self._err_here("expected ')'")

    @staticmethod
    def _variant(text: str, tok: Token) -> str:
        low = text.lower()
        if low not in VARIANTS:
            raise ExprError(f"invalid variant '{text}'", tok)
        return low


def _relocated(expr: Expr, tok: Token) -> Expr:
    """The same node, reported at ``tok`` (an opening parenthesis)."""
    if isinstance(expr, Const):
        return Const(expr.value, tok)
    if isinstance(expr, SymRef):
        return SymRef(expr.symbol, expr.variant, tok)
    if isinstance(expr, Unary):
        return Unary(expr.op, expr.operand, tok)
    if isinstance(expr, Call):
        return Call(expr.name, expr.args, tok, expr.ctx)
    assert isinstance(expr, Binary)
    return Binary(expr.op, expr.lhs, expr.rhs, tok)


def _arith(op: str, a: int, b: int, tok: Token) -> int:
    sa, sb = to_signed(a), to_signed(b)
    if op == "+":
        r = a + b
    elif op == "-":
        r = a - b
    elif op == "*":
        r = a * b
    elif op in ("/", "%"):
        if sb == 0:
            raise ExprError("expected relocatable expression", tok)
        q = abs(sa) // abs(sb)
        if (sa < 0) != (sb < 0):
            q = -q
        r = q if op == "/" else sa - q * sb
    elif op == "<<":
        r = a << (b & 63)
    elif op == ">>":
        r = (a & _MASK) >> (b & 63)
    elif op == "&":
        r = a & b
    elif op == "|":
        r = a | b
    elif op == "^":
        r = a ^ b
    elif op == "&&":
        r = 1 if (a & _MASK) and (b & _MASK) else 0
    elif op == "||":
        r = 1 if (a & _MASK) or (b & _MASK) else 0
    else:
        truth = {
            "==": sa == sb, "!=": sa != sb, "<>": sa != sb,
            "<": sa < sb, "<=": sa <= sb, ">": sa > sb, ">=": sa >= sb,
        }[op]
        r = -1 if truth else 0
    return r & _MASK


#: resolve(symbol, tok, active): a symbol's value; ``active``: the variables being expanded
Resolver = Callable[[Symbol, Token, set[Symbol]], Value]


def evaluate(expr: Expr, resolve: Resolver, fold: Callable[[Value], Value],
             active: set[Symbol] | None = None) -> Value:
    """Reduce ``expr`` to a :class:`Value`.

    ``resolve(symbol, tok, active)`` turns a symbol into a Value (a label's own reference, a
    variable's value, ...); ``fold`` simplifies ``a - b`` when both are in the same section.
    Raises :class:`ExprError` when the result cannot be represented.
    """
    active = active if active is not None else set()
    if isinstance(expr, Const):
        return Value(expr.value)
    if isinstance(expr, SymRef):
        v = resolve(expr.symbol, expr.tok, active)
        if expr.variant is not None:
            # (a symbol that is a constant keeps the variant: a relocation without a symbol)
            if v.sym_b is not None or v.variant is not None:
                raise ExprError("expected relocatable expression", expr.tok)
            v = Value(v.const, v.sym_a, None, expr.variant)
        return v
    if isinstance(expr, Call):
        values: list[int] = []
        for arg in expr.args:
            v = fold(evaluate(arg, resolve, fold, active))
            if not v.is_absolute:
                raise ExprError("expected relocatable expression", expr.tok)
            values.append(to_signed(v.const))
        return Value(expr.ctx.call_value(expr.name, values, expr.tok) & _MASK)
    if isinstance(expr, Unary):
        v = fold(evaluate(expr.operand, resolve, fold, active))
        if expr.op == "-" and v.is_absolute:
            return Value((-v.const) & _MASK)
        if expr.op == "-" and v.variant is None:
            return Value((-v.const) & _MASK, v.sym_b, v.sym_a)
        if not v.is_absolute:
            raise ExprError("expected relocatable expression", expr.tok)
        if expr.op == "~":
            return Value(~v.const & _MASK)
        return Value(0 if v.const & _MASK else 1)
    assert isinstance(expr, Binary)
    lhs = fold(evaluate(expr.lhs, resolve, fold, active))
    rhs = fold(evaluate(expr.rhs, resolve, fold, active))
    if lhs.is_absolute and rhs.is_absolute:
        return Value(_arith(expr.op, lhs.const, rhs.const, expr.tok))
    if expr.op in ("+", "-"):
        if expr.op == "-":
            if rhs.variant is not None:
                raise ExprError("expected relocatable expression", expr.tok)
            rhs = Value((-rhs.const) & _MASK, rhs.sym_b, rhs.sym_a)
        if (lhs.variant and (rhs.sym_a is not None or rhs.variant)) or (
                rhs.variant and lhs.sym_a is not None):
            raise ExprError("expected relocatable expression", expr.tok)
        # (no comprehensions: a call each in Python 3.11, and this is every `sym+4`)
        a = [] if lhs.sym_a is None else [lhs.sym_a]
        if rhs.sym_a is not None:
            a.append(rhs.sym_a)
        b = [] if lhs.sym_b is None else [lhs.sym_b]
        if rhs.sym_b is not None:
            b.append(rhs.sym_b)
        # x - x cancels before the count is checked
        for s in list(a):
            if s in b:
                a.remove(s)
                b.remove(s)
        if len(a) > 1 or len(b) > 1:
            raise ExprError("expected relocatable expression", expr.tok)
        return fold(Value((lhs.const + rhs.const) & _MASK, a[0] if a else None,
                          b[0] if b else None, lhs.variant or rhs.variant))
    raise ExprError("expected relocatable expression", expr.tok)


def expr_tokens_used(expr: Expr) -> list[Symbol]:
    """Every symbol an expression mentions."""
    if type(expr) is SymRef:  # (a branch target, most often)
        return [expr.symbol]
    if type(expr) is Const:
        return []
    out: list[Symbol] = []
    stack = [expr]
    while stack:
        e = stack.pop()
        # (type(e) is ...: the node classes have no subclasses)
        if type(e) is SymRef:
            out.append(e.symbol)
        elif type(e) is Binary:
            stack.append(e.rhs)  # left operand first, as llvm-mc visits them
            stack.append(e.lhs)
        elif type(e) is Unary:
            stack.append(e.operand)
        elif type(e) is Call:
            stack += reversed(e.args)
    return out


def names_a_label(expr: Expr, depth: int = 0) -> bool:
    """Whether ``expr`` reaches a label or an undefined symbol, directly or through the
    values of the variables it names."""
    if depth > 64:
        return True
    for sym in expr_tokens_used(expr):
        if sym.value is None:
            return True
        if not isinstance(sym.value, Const) and names_a_label(sym.value, depth + 1):
            return True
    return False
