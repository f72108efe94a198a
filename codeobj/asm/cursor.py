"""The token cursor: one statement's tokens and the position in them, with the small parsing
steps every directive uses (expect a comma, an identifier, a string, an expression) and
llvm-mc's wording and columns for their errors."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from .expr import Expr, ExprError, ExprParser
from .lexer import IDENT, RAW, STRING, Lexer, Token
from .model import AsmError

if TYPE_CHECKING:
    from .symbols import SymbolTable

__all__ = ["Cursor", "name_of"]


def name_of(tok: Token) -> str:
    """A symbol name written as an identifier or a quoted string."""
    return tok.text if tok.kind == IDENT else cast(bytes, tok.value).decode("utf-8",
                                                                         "surrogateescape")


class Cursor:
    """``toks[i:]`` is what the statement has left; ``lexer`` is the source it came from (for
    the raw text of a section name, a macro body or a metadata block)."""

    __slots__ = ("i", "lexer", "symbols", "toks")

    def __init__(self, toks: list[Token], lexer: Lexer, symbols: SymbolTable) -> None:
        self.toks = toks
        self.i = 0
        self.lexer = lexer
        self.symbols = symbols

    def peek(self, ahead: int = 0) -> Token | None:
        j = self.i + ahead
        return self.toks[j] if j < len(self.toks) else None

    def advance(self, n: int = 1) -> None:
        self.i += n

    def at_end(self) -> bool:
        return self.i >= len(self.toks)

    def skip_rest(self) -> None:
        self.i = len(self.toks)

    def end_col(self) -> tuple[int, int]:
        last = self.toks[-1]
        return last.line, last.col + len(last.text)

    def expect_end(self) -> None:
        t = self.peek()
        if t is not None:
            raise AsmError("unexpected token", t)

    def error_here(self, message: str) -> AsmError:
        t = self.peek()
        if t is not None:
            return AsmError(message, t)
        line, col = self.end_col()
        return AsmError(message, line=line, col=col)

    def expect_punct(self, text: str, message: str | None = None) -> Token:
        t = self.peek()
        if t is None or not t.is_punct(text):
            raise self.error_here(message or f"expected '{text}'")
        self.i += 1
        return t

    def accept_punct(self, text: str) -> bool:
        t = self.peek()
        if t is not None and t.is_punct(text):
            self.i += 1
            return True
        return False

    def expect_ident(self, message: str = "expected identifier") -> Token:
        t = self.peek()
        if t is None or t.kind not in (IDENT, STRING):
            raise self.error_here(message)
        self.i += 1
        return t

    def expect_string(self, message: str = "expected string") -> bytes:
        t = self.peek()
        if t is None or t.kind != STRING:
            raise self.error_here(message)
        self.i += 1
        return cast(bytes, t.value)

    def expect_text(self, message: str = "expected string") -> str:
        """A string's text, as the source was read (bytes that are not UTF-8 kept as they
        came: a directive reports them, it does not fail on them)."""
        return self.expect_string(message).decode("utf-8", "surrogateescape")

    def parse_expr(self) -> Expr:
        if self.at_end():
            raise self.error_here("unknown token in expression")
        parser = ExprParser(self.toks, self.symbols, None)
        parser.i = self.i
        try:
            expr = parser.parse()
        except ExprError as e:
            raise AsmError(e.message, line=e.line, col=e.col) from None
        self.i = parser.i
        return expr

    def parse_absolute(self) -> int:
        return self.symbols.absolute(self.parse_expr())

    def rest_text(self, start: int | None = None) -> str:
        """The source text from token ``start`` (default: the current one) to the end of the
        statement."""
        toks = self.toks
        start = self.i if start is None else start
        if start >= len(toks):
            return ""
        if toks[start].kind == RAW:
            return toks[start].text
        return self.lexer.text[toks[start].pos : toks[-1].end]

    def joined_name(self) -> str:
        """A name that may lex as several adjacent tokens (``.text.a-b``), or a string."""
        t = self.peek()
        if t is None:  # (the caller has checked)
            raise self.error_here("expected identifier")
        if t.kind == STRING:
            self.i += 1
            return name_of(t)
        start, end = t.pos, t.end
        self.i += 1
        while self.i < len(self.toks):
            u = self.toks[self.i]
            if u.is_punct(",") or u.pos != end:
                break
            end = u.end
            self.i += 1
        return self.lexer.text[start:end]
