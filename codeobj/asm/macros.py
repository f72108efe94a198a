"""Conditional assembly and repetition: `.if`/`.ifdef`/... `.else`/`.elseif`/`.endif`,
`.rept`/`.irp`/`.irpc` ... `.endr`, and `.macro` ... `.endm` with `\\arg` substitution.

llvm-mc's messages are kept.  Bodies are expanded as text and assembled again, reported
under the file name ``<instantiation>``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .._record import record
from .lexer import IDENT, RAW, Token
from .model import AsmError

if TYPE_CHECKING:
    from .assembler import Assembler

__all__ = ["Preprocessor"]

_IF = {".if", ".ifne", ".ifeq", ".ifgt", ".ifge", ".iflt", ".ifle", ".ifdef", ".ifndef",
       ".ifnotdef", ".ifb", ".ifnb", ".ifc", ".ifnc"}
_CONDITIONAL = _IF | {".else", ".elseif", ".endif"}
_LOOPS = {".rept", ".irp", ".irpc"}
_MAX_EXPANSION_DEPTH = 20
_MAX_EXPANSION_TEXT = 1 << 26  # hostile input must not expand without bound


@record
class _Macro:
    name: str
    params: list[tuple[str, str | None]]
    body: str


@record
class _Cond:
    active: bool  # this branch is being assembled
    taken: bool  # some branch of this .if was already taken
    parent_active: bool
    seen_else: bool = False


class Preprocessor:
    """Owned by the Assembler; consulted before each statement."""

    def __init__(self, asm: Assembler) -> None:
        self.asm = asm
        self.conds: list[_Cond] = []
        self.macros: dict[str, _Macro] = {}
        self.depth = 0
        self.counter = 0

    @property
    def active(self) -> bool:
        return not self.conds or self.conds[-1].active

    def handle(self, tokens: list[Token]) -> bool:
        """True when the statement was consumed here (a directive of ours, or skipped)."""
        first = tokens[0]
        name = first.text.lower() if first.kind == IDENT else ""
        if name in _CONDITIONAL:
            self._conditional(name, first, tokens)
            return True
        if not self.active:
            return True
        if name in _LOOPS:
            self._loop(name, first, tokens)
            return True
        if name == ".macro":
            self._define(first, tokens)
            return True
        if name in (".endm", ".endmacro", ".endr"):
            raise AsmError(f"unexpected '{first.text}' in file, no current macro definition",
                           first)
        if first.kind == IDENT and first.text in self.macros and not (
                len(tokens) > 1 and tokens[1].is_punct(":")):
            self._expand(self.macros[first.text], first, tokens)
            return True
        return False

    def finish(self) -> None:
        if self.conds:
            self.asm.report("unmatched .ifs or .elses", self.asm._main.line, 1)
            self.conds.clear()

    # -- conditionals ---------------------------------------------------------------------

    def _conditional(self, name: str, tok: Token, tokens: list[Token]) -> None:
        asm = self.asm
        if name in _IF:
            parent = self.active
            value = self._condition(name, tok, tokens) if parent else False
            self.conds.append(_Cond(parent and value, value, parent))
            return
        if not self.conds:
            raise AsmError({
                ".endif": "Encountered a .endif that doesn't follow an .if or .else",
                ".else": "Encountered a .else that doesn't follow  an .if or an .elseif",
                ".elseif": "Encountered a .elseif that doesn't follow an .if or an .elseif",
            }[name], tok)
        top = self.conds[-1]
        if name == ".endif":
            self.conds.pop()
            return
        if top.seen_else:
            raise AsmError(f"Encountered a {name} that doesn't follow an .if or an .elseif",
                           tok)
        if name == ".else":
            top.seen_else = True
            top.active = top.parent_active and not top.taken
            top.taken = True
            return
        value = False
        if top.parent_active and not top.taken:
            value = self._condition(".if", tok, tokens)
        top.active = top.parent_active and not top.taken and value
        top.taken = top.taken or value
        asm.i = len(asm.toks) if asm.toks is tokens else asm.i

    def _condition(self, name: str, tok: Token, tokens: list[Token]) -> bool:
        asm = self.asm
        asm.toks, asm.i = tokens, 1
        if name in (".ifdef", ".ifndef", ".ifnotdef"):
            t = asm.expect_ident("expected identifier after '.ifdef'")
            asm.expect_end()
            sym = asm.symbols.get(asm.name_of(t))
            defined = sym is not None and (sym.is_defined or sym.common_size is not None)
            return defined if name == ".ifdef" else not defined
        if name in (".ifb", ".ifnb"):
            blank = asm.at_end()
            asm.i = len(tokens)
            return blank if name == ".ifb" else not blank
        if name in (".ifc", ".ifnc"):
            rest = self._rest(tokens, 1)
            left, _, right = rest.partition(",")
            same = left.strip().strip("'\"") == right.strip().strip("'\"")
            asm.i = len(tokens)
            return same if name == ".ifc" else not same
        value = asm.absolute(asm.parse_expr())
        asm.expect_end()
        return {".if": value != 0, ".ifne": value != 0, ".ifeq": value == 0,
                ".ifgt": value > 0, ".ifge": value >= 0, ".iflt": value < 0,
                ".ifle": value <= 0}[name]

    # -- bodies -----------------------------------------------------------------------------

    def _body(self, tok: Token, ends: tuple[str, ...], starts: set[str], message: str) -> str:
        lexer = self.asm._lexer
        lines = []
        nesting = 0
        while not lexer.at_end:
            raw, _line = lexer.raw_statement()
            word = raw.split(None, 1)[0].lower().rstrip(":") if raw.strip() else ""
            if word in starts:
                nesting += 1
            elif word in ends:
                if nesting == 0:
                    return "\n".join(lines) + "\n"
                nesting -= 1
            lines.append(raw)
        raise AsmError(message, tok)

    def _rest(self, tokens: list[Token], start: int) -> str:
        if start >= len(tokens):
            return ""
        if tokens[start].kind == RAW:
            return tokens[start].text
        return self.asm._lexer.text[tokens[start].pos : tokens[-1].end]

    def _loop(self, name: str, tok: Token, tokens: list[Token]) -> None:
        asm = self.asm
        asm.toks, asm.i = tokens, 1
        if name == ".rept":
            count_expr = asm.parse_expr()
            asm.expect_end()
            count = asm.absolute(count_expr)
            if count < 0:
                raise AsmError("Count is negative", count_expr.tok)
            body = self._body(tok, (".endr",), _LOOPS, "no matching '.endr' in definition")
            if len(body) * count > _MAX_EXPANSION_TEXT:
                raise AsmError(f".rept {count} would expand to more than "
                               f"{_MAX_EXPANSION_TEXT} characters", count_expr.tok)
            self._run(body * count, tok)
            return
        param = asm.expect_ident("expected identifier in directive")
        pname = asm.name_of(param)
        values = []
        if asm.accept_punct(","):
            values = [v.strip() for v in self._split_args(self._rest(tokens, asm.i))]
        asm.i = len(tokens)
        body = self._body(tok, (".endr",), _LOOPS, "no matching '.endr' in definition")
        if name == ".irpc":
            values = list("".join(values))
        text = "".join(self._substitute(body, {pname: v}) for v in values)
        self._run(text, tok)

    def _define(self, tok: Token, tokens: list[Token]) -> None:
        asm = self.asm
        asm.toks, asm.i = tokens, 1
        name_tok = asm.expect_ident("expected identifier in '.macro' directive")
        params: list[tuple[str, str | None]] = []
        rest = self._rest(tokens, asm.i)
        for item in self._split_args(rest, spaces=True):
            item = item.strip()
            if not item:
                continue
            pname, eq, default = item.partition("=")
            params.append((pname.strip().split(":", 1)[0], default.strip() if eq else None))
        asm.i = len(tokens)
        body = self._body(tok, (".endm", ".endmacro"), {".macro"},
                          "no matching '.endmacro' in definition")
        name = asm.name_of(name_tok)
        if name in self.macros:
            raise AsmError(f"macro '{name}' is already defined", name_tok)
        self.macros[name] = _Macro(name, params, body)

    def _expand(self, macro: _Macro, tok: Token, tokens: list[Token]) -> None:
        args = [a.strip() for a in self._split_args(self._rest(tokens, 1),
                                                    spaces=len(macro.params) > 1)]
        if args == [""]:
            args = []
        if len(args) > len(macro.params):
            raise AsmError("too many positional arguments", tok)
        values = {}
        for i, (pname, default) in enumerate(macro.params):
            values[pname] = args[i] if i < len(args) and args[i] != "" else (default or "")
        self.counter += 1
        self._run(self._substitute(macro.body, values, self.counter - 1), tok)

    @staticmethod
    def _split_args(text: str, spaces: bool = False) -> list[str]:
        """Split at top-level commas (and, when there are none, at spaces for macros)."""
        out, cur, depth, quote = [], [], 0, None
        for c in text:
            if quote:
                cur.append(c)
                if c == quote:
                    quote = None
                continue
            if c in "\"'":
                quote = c
            elif c in "([":
                depth += 1
            elif c in ")]":
                depth -= 1
            elif c == "," and depth == 0:
                out.append("".join(cur))
                cur = []
                continue
            cur.append(c)
        out.append("".join(cur))
        if spaces and len(out) == 1 and " " in text.strip():
            return text.split()
        return out

    @staticmethod
    def _substitute(body: str, values: dict[str, str], counter: int = 0) -> str:
        def repl(m: re.Match) -> str:
            name = m.group(1)
            if name == "@":
                return str(counter)
            if name == "()":
                return ""
            return values.get(name, m.group(0))

        return re.sub(r"\\(@|\(\)|[A-Za-z_.$][A-Za-z0-9_.$]*)", repl, body)

    def _run(self, text: str, tok: Token) -> None:
        if self.depth >= _MAX_EXPANSION_DEPTH:
            raise AsmError("macros cannot be nested more than 20 levels deep", tok)
        from .lexer import Lexer as _Lexer

        asm = self.asm
        lexer = _Lexer(text)
        asm._sources["<instantiation>"] = lexer
        saved_file, saved_toks, saved_i = asm._file, asm.toks, asm.i
        asm._file = "<instantiation>"
        self.depth += 1
        try:
            asm._process(lexer)
        finally:
            self.depth -= 1
            asm._file, asm.toks, asm.i = saved_file, saved_toks, saved_i


