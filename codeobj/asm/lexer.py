"""The tokenizer for LLVM-MC / GNU-as AMDGPU assembly.

The whole source is one character stream, as in llvm-mc: a ``/* ... */`` comment is whitespace
even when it spans lines (so the statement around it continues), ``;``, ``//`` and a ``#`` at
the start of a line run to the end of the line, and a newline ends a statement.  The lexer
hands out one statement at a time (:meth:`Lexer.statement`); the AMDGPU block directives whose
bodies are not assembly (``.amdgpu_metadata``) read raw text with :meth:`Lexer.raw_statement`
and :meth:`Lexer.raw_block`.
"""

from __future__ import annotations

import re
from itertools import accumulate

from .._record import record

__all__ = ["IDENT", "INT", "LOCALREF", "PUNCT", "REAL", "STRING", "LexError", "Lexer", "Token"]

IDENT = "identifier"
INT = "integer"
REAL = "real"
STRING = "string"
LOCALREF = "directional label"
PUNCT = "punctuation"
RAW = "raw text"  # the operands of an instruction, left for the ISA layer

_PUNCT2 = ("<<", ">>", "<=", ">=", "==", "!=", "<>", "&&", "||")
_PUNCT1 = "+-*/%&|^~!<>=(),:[]{}@$#"
_IDENT_START = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_.")
_DIGITS = frozenset("0123456789")
_IDENT_CHARS = _IDENT_START | _DIGITS | set("$@?")
# the rest of an identifier: a run of _IDENT_CHARS, scanned in C (a mangled name runs to
# hundreds of characters)
_IDENT_REST = re.compile("[" + "".join(map(re.escape, sorted(_IDENT_CHARS))) + "]*")
# the characters of a string literal that stand for themselves
_STRING_RUN = re.compile(r'[^"\\\n]+')
# an end directive's text -> the lines that may be it (Lexer.raw_block)
_END_LINE: dict[str, re.Pattern[str]] = {}
# What a number literal runs over before it is read (ASCII only: str.isalnum() would take
# '❶' or '٣', which int() then refuses).
_NUMBER_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.")
_ESCAPES = {"b": 8, "f": 12, "n": 10, "r": 13, "t": 9, '"': 34, "\\": 92, "'": 39}


# (not frozen, though no one changes a token: see _record, frozen records' cost; made with
# positional arguments where the statement loop makes them, a keyword call costing a third more)
@record()
class Token:
    kind: str
    text: str
    line: int
    col: int
    # INT: int; REAL: float; STRING: the bytes it holds; LOCALREF: (number, "b" or "f")
    value: int | float | bytes | tuple[int, str] | None = None
    pos: int = 0  # offset in the source, used to take raw operand text
    end: int = 0

    def is_punct(self, text: str) -> bool:
        return self.kind == PUNCT and self.text == text


#: how much text a :class:`LineWindow` cuts into lines at once (at least a line)
WINDOW = 1 << 18


class LineWindow:
    """The whole lines of a stretch of a text, cut at once: ``lines[k]`` is line
    ``first + k`` (without its newline), at offset ``lengths[k] + k`` of the text (``lengths``:
    the summed lengths of the lines before it, from ``start``); ``end`` is the start of the
    line after the last (or the end of the text).  The statement loop reads plain lines a
    window at a time, so a large text's lines (and their offsets) are not all held at once."""

    __slots__ = ("end", "first", "lengths", "lines", "start")

    def __init__(self, text: str, start: int, first: int, pos: int) -> None:
        if start + WINDOW >= len(text):
            end = len(text)
        else:
            end = text.rfind("\n", pos, start + WINDOW) + 1
            if end <= pos:  # (no newline in reach: to the end of the line that holds pos)
                end = text.find("\n", pos) + 1 or len(text)
        lines = text[start:end].split("\n")
        if text[end - 1] == "\n":
            lines.pop()  # (the empty text after the last newline: not a line of this window)
        self.lines = lines
        self.lengths = list(accumulate(map(len, lines), initial=start))
        self.start = start
        self.end = end
        self.first = first


class LexError(Exception):
    def __init__(self, message: str, line: int, col: int) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.col = col


class Lexer:
    """Cuts ``text`` into statements of tokens; positions are 1-based line and column."""

    def __init__(self, text: str, instructions: bool = True) -> None:
        """``instructions``: hand an instruction's operands over as one RAW token (the
        statement loop); off for lexing an expression on its own."""
        self.text = text
        self.instructions = instructions
        self.pos = 0
        self.line = 1
        self.line_start = 0
        self._lines: list[str] | None = None
        self._window: LineWindow | None = None

    @property
    def at_end(self) -> bool:
        return self.pos >= len(self.text)

    def source_line(self, line: int) -> str:
        lines = self.lines()
        return lines[line - 1] if 0 < line <= len(lines) else ""

    def lines(self) -> list[str]:
        """The text's lines (cut at ``\\n`` only), made once; line N is item N - 1."""
        if self._lines is None:
            self._lines = self.text.split("\n")
        return self._lines

    def window(self, pos: int, line_no: int) -> LineWindow | None:
        """The whole lines of a stretch of the text from line ``line_no`` on (see
        :class:`LineWindow`), or None when that line does not start at ``pos`` (the line
        count and the position disagree: the tokenizer's to sort out) or ``pos`` is at the
        end of the text."""
        w = self._window
        text = self.text
        if pos >= len(text):
            return None
        if w is None or pos < w.start:
            start = text.rfind("\n", 0, pos) + 1
            w = self._window = LineWindow(text, start, text.count("\n", 0, start) + 1, pos)
        elif pos >= w.end:
            # (the next stretch starts at the line that holds pos; its number counted)
            start = text.rfind("\n", 0, pos) + 1
            first = w.first + len(w.lines) + text.count("\n", w.end, start)
            w = self._window = LineWindow(text, start, first, pos)
        k = line_no - w.first
        if not 0 <= k < len(w.lines) or w.lengths[k] + k != pos:
            return None
        return w

    def skip_blank(self) -> int:
        """Skip spaces and tabs; the position reached."""
        text = self.text
        pos = self.pos
        while pos < len(text) and text[pos] in " \t":
            pos += 1
        self.pos = pos
        return pos

    def _col(self, pos: int) -> int:
        return pos - self.line_start + 1

    def _skip_block_comment(self) -> None:
        end = self.text.find("*/", self.pos + 2)
        if end < 0:
            raise LexError("unterminated comment", self.line, self._col(self.pos))
        chunk = self.text[self.pos : end + 2]
        newlines = chunk.count("\n")
        if newlines:
            self.line += newlines
            self.line_start = self.pos + chunk.rfind("\n") + 1
        self.pos = end + 2

    def _skip_to_eol(self) -> None:
        nl = self.text.find("\n", self.pos)
        self.pos = len(self.text) if nl < 0 else nl

    def _at_line_start(self) -> bool:
        return not self.text[self.line_start : self.pos].strip()

    def _end_statement(self) -> None:
        if self.pos < len(self.text) and self.text[self.pos] == "\n":
            self.pos += 1
            self.line += 1
            self.line_start = self.pos

    def statement(self) -> tuple[list[Token], int, int]:
        """Tokens of the next statement, with the line and column where it starts.

        Raises :class:`LexError` for a malformed token; the rest of that line is skipped so the
        caller can carry on with the next statement.
        """
        tokens: list[Token] = []
        start_line = self.line
        start_col = None
        text = self.text
        n = len(text)
        try:
            while self.pos < n:
                c = text[self.pos]
                if c == "\n":
                    break
                if c in " \t\r\f\v":
                    self.pos += 1
                    continue
                if c == "/" and text.startswith("/*", self.pos):
                    self._skip_block_comment()
                    continue
                if c == ";" or (c == "/" and text.startswith("//", self.pos)):
                    self._skip_to_eol()
                    break
                if c == "#" and self._at_line_start():
                    self._skip_to_eol()
                    break
                tok = self._token()
                if start_col is None:
                    start_line, start_col = tok.line, tok.col
                    if (self.instructions and tok.kind == IDENT and tok.text[0] != "."
                            and "@" not in tok.text
                            and self._instruction_follows()):
                        tokens.append(tok)
                        raw = self._raw_operands()
                        if raw is not None:
                            tokens.append(raw)
                        break
                tokens.append(tok)
        except LexError:
            self._skip_to_eol()
            self._end_statement()
            raise
        self._end_statement()
        return tokens, start_line, start_col or 1

    def _instruction_follows(self) -> bool:
        """After a leading identifier: is this an instruction (not `label:` / `x = 1`)?"""
        text = self.text
        i = self.pos
        while i < len(text) and text[i] in " \t":
            i += 1
        return i >= len(text) or text[i] not in ":=" or text.startswith("==", i)

    def _raw_operands(self) -> Token | None:
        """The rest of an instruction line as one RAW token (comments cut, `/* */` blanked)."""
        text = self.text
        start = self.pos
        nl = text.find("\n", start)
        if nl < 0:
            nl = len(text)
        segment = text[start:nl]
        if "/*" not in segment:
            cut = len(segment)
            for mark in (";", "//"):
                at = segment.find(mark)
                if 0 <= at < cut:
                    cut = at
            self.pos = nl
            raw = segment[:cut].rstrip()
            stripped = raw.lstrip()
            if not stripped:
                return None
            lead = len(raw) - len(stripped)
            return Token(RAW, stripped, self.line, self._col(start + lead), None, start + lead,
                         start + len(raw))
        end = start
        out = []
        while end < len(text) and text[end] != "\n":
            c = text[end]
            if c == ";" or text.startswith("//", end):
                break
            if text.startswith("/*", end):
                close = text.find("*/", end + 2)
                if close < 0 or "\n" in text[end:close]:
                    break  # a comment running past the line: leave it to the slow path
                out.append(" " * (close + 2 - end))
                end = close + 2
                continue
            out.append(c)
            end += 1
        self.pos = end
        if end < len(text) and text[end] != "\n":
            self._skip_to_eol()
        raw = "".join(out).rstrip()
        if not raw.strip():
            return None
        lead = len(raw) - len(raw.lstrip())
        return Token(RAW, raw.strip(), self.line, self._col(start + lead), None, start + lead,
                     start + len(raw))

    def raw_statement(self) -> tuple[str, int]:
        """The raw text of the next line up to a ``;`` comment (quotes not respected, as in
        llvm-mc's end-of-statement scan), and its line number."""
        line = self.line
        end = self.text.find("\n", self.pos)
        if end < 0:
            end = len(self.text)
        raw = self.text[self.pos : end]
        semi = raw.find(";")
        if semi >= 0:
            raw = raw[:semi]
        self.pos = end
        self._end_statement()
        return raw, line

    def raw_block(self, end: str) -> tuple[list[str], str, int] | None:
        """The lines :meth:`raw_statement` reads, one after the other, up to the first whose
        stripped text in lower case is ``end``: the lines before it, that line and its line
        number; None (and the whole rest read) when no line is.  (A metadata block has
        thousands of lines: one method call for them all.)"""
        text = self.text
        n = len(text)
        pos, line, line_start = self.pos, self.line, self.line_start
        if pos == line_start:
            # the end line found by a search, the lines before it cut in C: the search finds
            # a superset of the lines that can end the block (re's IGNORECASE matches every
            # character whose lower() is ASCII), each checked as below
            finder = _END_LINE.get(end)
            if finder is None:
                finder = _END_LINE[end] = re.compile(re.escape(end), re.I)
            at_start = pos
            while (mt := finder.search(text, at_start)) is not None:
                at_start = text.rfind("\n", pos, mt.start()) + 1 or pos
                nl = text.find("\n", mt.end())
                if nl < 0:
                    nl = n
                raw = text[at_start:nl].partition(";")[0]
                if raw.strip().lower() != end:
                    at_start = nl + 1
                    continue
                body = text[pos:at_start]
                lines = body.split("\n")[:-1]  # (body is whole lines, each ending in \n)
                if ";" in body:
                    lines = [one.partition(";")[0] for one in lines]
                at = line + len(lines)
                if nl < n:
                    self.pos = self.line_start = nl + 1
                    self.line = at + 1
                else:
                    self.pos, self.line, self.line_start = nl, at, at_start
                return lines, raw, at
        return self._raw_block_lines(end)

    def _raw_block_lines(self, end: str) -> tuple[list[str], str, int] | None:
        """:meth:`raw_block` a line at a time (from a position inside a line, or without an
        end line)."""
        text = self.text
        n = len(text)
        pos, line, line_start = self.pos, self.line, self.line_start
        lines: list[str] = []
        found = None
        while pos < n:
            nl = text.find("\n", pos)
            if nl < 0:
                nl = n
            raw = text[pos:nl]
            semi = raw.find(";")
            if semi >= 0:
                raw = raw[:semi]
            at = line
            pos = nl
            if nl < n:  # (the newline ends the statement, as _end_statement)
                pos = line_start = nl + 1
                line += 1
            if raw.strip().lower() == end:
                found = raw, at
                break
            lines.append(raw)
        self.pos, self.line, self.line_start = pos, line, line_start
        return None if found is None else (lines, *found)

    def _token(self) -> Token:
        text = self.text
        start = self.pos
        line, col = self.line, self._col(start)
        c = text[start]
        if c in _IDENT_START:
            end = _IDENT_REST.match(text, start + 1).end()  # type: ignore[union-attr]
            self.pos = end
            return Token(IDENT, text[start:end], line, col, None, start, end)
        if c in _DIGITS:
            return self._number(start, line, col)
        if c == '"':
            return self._string(start, line, col)
        if c == "'":
            return self._char(start, line, col)
        two = text[start : start + 2]
        if two in _PUNCT2:
            self.pos = start + 2
            return Token(PUNCT, two, line, col, None, start, start + 2)
        if c in _PUNCT1:
            self.pos = start + 1
            return Token(PUNCT, c, line, col, None, start, start + 1)
        self.pos = start + 1
        raise LexError(f"invalid character in input: {c!r}", line, col)

    def _number(self, start: int, line: int, col: int) -> Token:
        text = self.text
        end = start
        while end < len(text) and text[end] in _NUMBER_CHARS:
            if (text[end] in "eE" and end + 1 < len(text) and text[end + 1] in "+-"
                    and not text[start:end].lower().startswith("0x")):
                end += 1
            end += 1
        word = text[start:end]
        self.pos = end
        low = word.lower()
        if len(word) >= 2 and _DIGITS.issuperset(word[:-1]) and low[-1] in "bf":
            # `1b` / `1f`; `0b` is a backward reference too when no binary digits follow.
            if len(word[:-1].lstrip("0")) > 30:  # before int() reads thousands of digits
                raise LexError("literal value out of range", line, col)
            return Token(LOCALREF, word, line, col, (int(word[:-1]), low[-1]), start, end)
        body = low
        while body and body[-1] in "ul" and not body.startswith("0x"):
            body = body[:-1]
        if body.startswith("0x"):
            while body and body[-1] in "ul":
                body = body[:-1]
        try:
            if body.startswith("0x"):
                value = int(body, 16)
            elif body.startswith("0b"):
                value = int(body, 2)
            elif "." in body or "e" in body:
                return Token(REAL, word, line, col, float(body), start, end)
            elif len(body) > 1 and body.startswith("0"):
                value = int(body[1:], 8)
            else:
                value = int(body, 10)
        except ValueError:
            raise LexError("invalid decimal number" if body[:2] not in ("0x", "0b")
                           else "invalid hexadecimal number" if body.startswith("0x")
                           else "invalid binary number", line, col) from None
        return Token(INT, word, line, col, value, start, end)

    def _escape(self, i: int, line: int) -> tuple[int, int]:
        """Decode the escape after the backslash at ``i``; returns (byte, next index)."""
        text = self.text
        if i + 1 >= len(text):
            raise LexError("unterminated string constant", line, self._col(i))
        e = text[i + 1]
        if e in "01234567":
            j = i + 1
            while j < len(text) and j < i + 4 and text[j] in "01234567":
                j += 1
            return int(text[i + 1 : j], 8) & 0xFF, j
        if e in "xX":
            j = i + 2
            while j < len(text) and text[j] in "0123456789abcdefABCDEF":
                j += 1
            if j == i + 2:
                raise LexError("invalid hexadecimal escape sequence", line, self._col(i))
            return int(text[i + 2 : j], 16) & 0xFF, j
        if e in _ESCAPES:
            return _ESCAPES[e], i + 2
        raise LexError("invalid escape sequence (unrecognized character)", line, self._col(i))

    def _string(self, start: int, line: int, col: int) -> Token:
        text = self.text
        i = start + 1
        out = bytearray()
        while True:
            if i >= len(text) or text[i] == "\n":
                self.pos = i
                raise LexError("unterminated string constant", line, col)
            c = text[i]
            if c == '"':
                break
            if c == "\\":
                b, i = self._escape(i, line)
                out.append(b)
                continue
            run = _STRING_RUN.match(text, i).end()  # type: ignore[union-attr]
            out += text[i:run].encode("utf-8", "surrogateescape")
            i = run
        self.pos = i + 1
        return Token(STRING, text[start : i + 1], line, col, bytes(out), start, i + 1)

    def _char(self, start: int, line: int, col: int) -> Token:
        text = self.text
        i = start + 1
        if i < len(text) and text[i] == "\\":
            value, i = self._escape(i, line)
        elif i < len(text) and text[i] != "\n":
            value = ord(text[i])
            i += 1
        else:
            self.pos = i
            raise LexError("unterminated single quote", line, col)
        if i >= len(text) or text[i] != "'":
            self.pos = i
            raise LexError("single quote way too long", line, col)
        self.pos = i + 1
        return Token(INT, text[start : i + 1], line, col, value, start, i + 1)
