"""Tokens and expressions of one instruction statement, as llvm-mc's lexer and expression
parser read them (LLVM's AsmLexer and AsmParser::parseExpression, GNU precedence).

The instruction parser (:mod:`codeobj.isa.asmparser`) works on the token list of one
statement; an expression that names a symbol the caller's resolver cannot give a value
(a label, an undefined symbol) stays an :class:`Expr` tree and becomes a fixup.
"""

from __future__ import annotations

import re
import struct
from typing import Callable, cast

__all__ = ["Expr", "ExprError", "Fold", "Resolver", "Tok", "evaluate", "lex"]

# token kinds
ID = "id"
INT = "int"
REAL = "real"
STR = "str"
EOS = "eos"
ERR = "err"

_PUNCT2 = {"::": None, "<<": "<<", ">>": ">>", "<=": "<=", ">=": ">=", "==": "==", "!=": "!=",
           "<>": "<>", "&&": "&&", "||": "||"}
_PUNCT1 = set("+-*/%&|^~!<>=(),:[]{}@$#")
_IDENT_START = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_.$@")
_IDENT_CHARS = _IDENT_START | frozenset("0123456789?")
_DIGITS = frozenset("0123456789")
_HEX = frozenset("0123456789abcdefABCDEF")
# the rest of an identifier (_IDENT_CHARS), a run of decimal and of hexadecimal digits: one
# match each instead of a loop over characters
_IDENT_REST = re.compile(r"[A-Za-z0-9_.$@?]*")
_DIGIT_RUN = re.compile(r"[0-9]*")
_HEX_RUN = re.compile(r"[0-9a-fA-F]*")


class Tok:
    """A token: ``kind`` (id, int, real, str, eos, err or the punctuation itself), ``text``,
    ``pos`` and ``end`` (offsets in the statement), ``value`` (int for integers)."""

    __slots__ = ("kind", "text", "pos", "end", "value")

    def __init__(self, kind: str, text: str, pos: int, end: int,
                 value: int | str | None = None) -> None:
        self.kind = kind
        self.text = text
        self.pos = pos
        self.end = end
        self.value = value

    def __repr__(self) -> str:
        return f"Tok({self.kind!r}, {self.text!r}, {self.pos})"


class ExprError(Exception):
    """A malformed expression; ``pos`` is the offset in the statement."""

    def __init__(self, message: str, pos: int) -> None:
        super().__init__(message)
        self.message = message
        self.pos = pos


def lex(text: str, start: int = 0) -> list[Tok]:
    """Tokens of ``text[start:]`` up to the end of the statement (a ``;`` or ``//`` comment
    ends it); the last token is ``eos``.  Malformed numbers give an ``err`` token."""
    out: list[Tok] = []
    i = start
    n = len(text)
    while i < n:
        c = text[i]
        if c in " \t\r":
            i += 1
            continue
        if c == "\n" or c == ";" or (c == "/" and text.startswith("//", i)):
            break
        if c == "/" and text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
            continue
        if c in _DIGITS or (c == "." and i + 1 < n and text[i + 1] in _DIGITS):
            tok = _number(text, i)
            out.append(tok)
            i = tok.end
            continue
        if c in _IDENT_START:
            j = _IDENT_REST.match(text, i + 1).end()  # type: ignore[union-attr]
            out.append(Tok(ID, text[i:j], i, j))
            i = j
            continue
        if c == '"':
            j = i + 1
            buf = []
            while j < n and text[j] != '"':
                if text[j] == "\\" and j + 1 < n:
                    j += 1
                buf.append(text[j])
                j += 1
            if j >= n:
                out.append(Tok(ERR, "unterminated string constant", i, n))
                i = n
                continue
            out.append(Tok(STR, text[i:j + 1], i, j + 1, "".join(buf)))
            i = j + 1
            continue
        two = text[i:i + 2]
        if two in _PUNCT2 and two != "::":
            out.append(Tok(two, two, i, i + 2))
            i += 2
            continue
        if c in _PUNCT1:
            out.append(Tok(c, c, i, i + 1))
            i += 1
            continue
        out.append(Tok(ERR, f"invalid character in input", i, i + 1))
        i += 1
    out.append(Tok(EOS, "", i, i))
    return out


def _number(text: str, i: int) -> Tok:
    n = len(text)
    j = i
    if text.startswith(("0x", "0X"), i):
        j = _HEX_RUN.match(text, i + 2).end()  # type: ignore[union-attr]
        if j < n and text[j] in ".pP":  # hexadecimal float
            k = j
            if text[k] == ".":
                k += 1
                while k < n and text[k] in _HEX:
                    k += 1
            if k < n and text[k] in "pP":
                k += 1
                if k < n and text[k] in "+-":
                    k += 1
                while k < n and text[k] in _DIGITS:
                    k += 1
                return Tok(REAL, text[i:k], i, k)
        if j == i + 2:
            return Tok(ERR, "invalid hexadecimal number", i, j)
        return _int_suffix(text, i, j, int(text[i + 2:j], 16))
    if text.startswith(("0b", "0B"), i) and i + 2 < n and text[i + 2] in "01":
        j = i + 2
        while j < n and text[j] in "01":
            j += 1
        if j < n and text[j] in _DIGITS:
            return Tok(ERR, "invalid binary number", i, j + 1)
        return _int_suffix(text, i, j, int(text[i + 2:j], 2))
    j = _DIGIT_RUN.match(text, j).end()  # type: ignore[union-attr]
    if j < n and (text[j] == "." or text[j] in "eE"):
        k = j
        if text[k] == ".":
            k += 1
            while k < n and text[k] in _DIGITS:
                k += 1
        if k < n and text[k] in "eE":
            m = k + 1
            if m < n and text[m] in "+-":
                m += 1
            if m < n and text[m] in _DIGITS:
                while m < n and text[m] in _DIGITS:
                    m += 1
                k = m
            elif text[j] != ".":
                # "1e" is an integer followed by an identifier
                if len(text[i:j].lstrip("0")) > 30:
                    return Tok(ERR, "literal value out of range", i, j)
                return _int_suffix(text, i, j, int(text[i:j]))
        return Tok(REAL, text[i:k], i, k)
    body = text[i:j]
    if len(body.lstrip("0")) > 30:  # past 2**64 in any radix, before int() reads thousands of digits
        return Tok(ERR, "literal value out of range", i, j)
    if len(body) > 1 and body[0] == "0":
        if any(ch in "89" for ch in body):
            return Tok(ERR, "invalid octal number", i, j)
        return _int_suffix(text, i, j, int(body, 8))
    return _int_suffix(text, i, j, int(body))


def _int_suffix(text: str, i: int, j: int, value: int) -> Tok:
    if value >= 1 << 64:
        return Tok(ERR, "literal value out of range", i, j)
    if value >= 1 << 63:
        value -= 1 << 64  # MC expressions are 64-bit two's complement
    return Tok(INT, text[i:j], i, j, value)


# -- expressions ------------------------------------------------------------------------------------

class Expr:
    """A relocatable expression: ``op`` is "sym" (``a`` the name), "num" (``a`` the value),
    a unary ("-", "~", "!", "+") or a binary operator (``a``/``b`` the operands)."""

    __slots__ = ("op", "a", "b")

    def __init__(self, op: str, a: Expr | int | str, b: Expr | int | None = None) -> None:
        self.op = op
        self.a = a
        self.b = b

    def __str__(self) -> str:
        if self.op == "sym":
            return str(self.a)
        if self.op == "num":
            return str(self.a)
        if self.b is None:
            return f"{self.op}{_paren(self.a)}"
        return f"{_paren(self.a)}{self.op}{_paren(self.b)}"

    def __repr__(self) -> str:
        return f"Expr({self})"

    def symbols(self) -> list[str]:
        if self.op == "sym":
            return [cast(str, self.a)]
        if self.op == "num":
            return []
        out = self.a.symbols() if isinstance(self.a, Expr) else []
        if isinstance(self.b, Expr):
            out += self.b.symbols()
        return out


def _paren(e: object) -> str:
    if isinstance(e, Expr) and e.op not in ("sym", "num") and e.b is not None:
        return f"({e})"
    return str(e)


_PREC = {"||": 1, "&&": 2, "==": 3, "!=": 3, "<>": 3, "<": 3, "<=": 3, ">": 3, ">=": 3,
         "+": 4, "-": 4, "|": 5, "!": 5, "^": 5, "&": 5, "*": 6, "/": 6, "%": 6, "<<": 6,
         ">>": 6}

#: a symbol's absolute value, or None
Resolver = Callable[[str], int | None]
#: the value of the expression text[pos:end] as a whole (an assembler's own evaluator, which
#: knows labels), or None
Fold = Callable[[int, int], int | None]


def _wrap(v: int) -> int:
    v &= 0xFFFFFFFFFFFFFFFF
    return v - (1 << 64) if v >> 63 else v


def evaluate(e: Expr | int, resolve: Resolver | None) -> int | None:
    """The value of an expression (64-bit two's complement, as MC evaluates), or None when a
    symbol has no absolute value."""
    if isinstance(e, int):
        return e
    op = e.op
    if op == "num":
        return cast(int, e.a)
    if op == "sym":
        return resolve(cast(str, e.a)) if resolve else None
    a = evaluate(cast("Expr | int", e.a), resolve)
    if a is None:
        return None
    if e.b is None:
        if op == "-":
            return _wrap(-a)
        if op == "~":
            return _wrap(~a)
        if op == "!":
            return int(a == 0)
        return a
    b = evaluate(e.b, resolve)
    if b is None:
        return None
    return _binop(op, a, b)


def _binop(op: str, a: int, b: int) -> int | None:
    if op == "+":
        return _wrap(a + b)
    if op == "-":
        return _wrap(a - b)
    if op == "*":
        return _wrap(a * b)
    if op in ("/", "%"):
        if b == 0:
            return None
        q = abs(a) // abs(b)
        if (a < 0) != (b < 0):
            q = -q
        return _wrap(q) if op == "/" else _wrap(a - q * b)
    if op == "<<":
        return _wrap(a << (b & 63))
    if op == ">>":
        return _wrap(a >> (b & 63))
    if op == "&":
        return _wrap(a & b)
    if op == "|":
        return _wrap(a | b)
    if op == "^":
        return _wrap(a ^ b)
    if op == "!":
        return _wrap(a | ~b)
    if op == "&&":
        return int(bool(a) and bool(b))
    if op == "||":
        return int(bool(a) or bool(b))
    if op == "==":
        return -1 if a == b else 0
    if op in ("!=", "<>"):
        return -1 if a != b else 0
    if op == "<":
        return -1 if a < b else 0
    if op == "<=":
        return -1 if a <= b else 0
    if op == ">":
        return -1 if a > b else 0
    return -1 if a >= b else 0


class ExprParser:
    """parseExpression / parsePrimaryExpr over a token list starting at ``i``."""

    def __init__(self, toks: list[Tok], i: int) -> None:
        self.toks = toks
        self.i = i

    @property
    def tok(self) -> Tok:
        return self.toks[self.i]

    def parse(self) -> Expr | int:
        lhs = self.primary()
        return self._binrhs(1, lhs)

    def _binrhs(self, min_prec: int, lhs: Expr | int) -> Expr | int:
        while True:
            op = self.tok.kind
            prec = _PREC.get(op, 0)
            if prec < min_prec or prec == 0:
                return lhs
            self.i += 1
            rhs = self.primary()
            nxt = _PREC.get(self.tok.kind, 0)
            if prec < nxt:
                rhs = self._binrhs(prec + 1, rhs)
            lhs = _fold(op, lhs, rhs)

    def primary(self, with_parens: bool = True) -> Expr | int:
        t = self.tok
        k = t.kind
        if k == INT:
            self.i += 1
            nxt = self.toks[self.i]
            if nxt.kind == ID and nxt.pos == t.end and nxt.text in ("f", "b", "F", "B"):
                # a directional local label reference: 1f, 2b
                self.i += 1
                return Expr("sym", t.text + nxt.text.lower())
            return cast(int, t.value)
        if k == ID:
            self.i += 1
            name = t.text
            if name == ".":
                return Expr("sym", ".")
            return Expr("sym", name)
        if k == "(":
            self.i += 1
            e = self.parse()
            if self.tok.kind != ")":
                raise ExprError("expected ')' in parentheses expression", self.tok.pos)
            self.i += 1
            return e
        if k in ("-", "~", "!", "+"):
            self.i += 1
            x = self.primary()
            return _fold(k, x, None)
        if k == REAL:
            # MCAsmParser::parsePrimaryExpr: a real number in an expression
            # stands for the bits of its IEEE double.
            bits = real_bits(t.text)
            if bits is None:
                raise ExprError("invalid floating point literal", t.pos)
            self.i += 1
            return bits - (1 << 64) if bits >> 63 else bits
        if k == ERR:
            raise ExprError(t.text, t.pos)
        raise ExprError("unknown token in expression", t.pos)


def _fold(op: str, a: Expr | int, b: Expr | int | None) -> Expr | int:
    if b is None:
        if isinstance(a, int):
            # a unary operator on a number always has a value
            return cast(int, evaluate(Expr(op, a), None))
        return Expr(op, a)
    if isinstance(a, int) and isinstance(b, int):
        v = _binop(op, a, b)
        if v is not None:
            return v
    return Expr(op, a, b)


def real_bits(text: str) -> int | None:
    """Bits of the IEEE double an llvm-mc Real token denotes (APFloat::convertFromString)."""
    try:
        if text.lower().startswith("0x"):
            x = float.fromhex(text)
        else:
            x = float(text)
    except (ValueError, OverflowError):
        return None
    bits: int = struct.unpack("<Q", struct.pack("<d", x))[0]
    return bits
