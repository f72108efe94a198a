"""Conditional assembly and repetition: `.if`/`.ifdef`/... `.else`/`.elseif`/`.endif`,
`.rept`/`.irp`/`.irpc` ... `.endr`, `.macro` ... `.endm` (`.exitm`, `.purgem`), and
`.altmacro`/`.noaltmacro`.

As in llvm-mc, a body is expanded as text (arguments substituted: ``\\name``, ``\\@``, ``\\+``,
``\\()``; in `.altmacro` mode also a bare ``name``, ``%expr`` and ``<text>`` arguments) and the
driver assembles that text as a source named ``<instantiation>``; the messages are llvm-mc's.
The work is bounded: nesting to 20 levels (llvm-mc's limit), and the statements all expansions
produce together to ``Limits.expansion``.
"""

from __future__ import annotations

from typing import cast

from .._record import record
from ..limits import how_to_raise
from .cursor import Cursor, name_of
from .lexer import IDENT, PUNCT, STRING, Lexer, LexError, Token
from .model import AsmError, Limits
from .symbols import SymbolTable

__all__ = ["Expansion", "Preprocessor"]

_IF = {".if", ".ifne", ".ifeq", ".ifgt", ".ifge", ".iflt", ".ifle", ".ifdef", ".ifndef",
       ".ifnotdef", ".ifb", ".ifnb", ".ifc", ".ifnc"}
_CONDITIONAL = _IF | {".else", ".elseif", ".endif"}
_LOOPS = {".rept", ".rep", ".irp", ".irpc"}
MAX_NESTING = 20  # llvm-mc's -asm-macro-max-nesting-depth default
# tokens after which a space does not end a macro argument (llvm-mc's isOperator)
_OPERATORS = {"+", "-", "~", "/", "*", ".", "=", "==", "|", "||", "^", "&", "&&", "!", "!=",
              "<", "<=", "<<", "<>", ">", ">=", ">>"}
_IDENT_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$.")


#: a macro parameter: (name, default, required, vararg)
_Param = tuple[str, str, bool, bool]
#: a piece of an argument: (text, kind), kind "text", "string" (a quoted string's bytes) or
#: "angle" (an altmacro <text>); an argument is a list of them
_Piece = tuple[str, str]


@record
class _Macro:
    name: str
    params: list[_Param]
    body: str
    count: int = 0  # \+


@record
class _Cond:
    active: bool  # this branch is being assembled
    taken: bool  # some branch of this .if was already taken
    parent_active: bool
    seen_else: bool = False


@record
class Expansion:
    """Text the driver assembles next, as ``<instantiation>``, reported at ``tok``."""

    text: str
    tok: Token
    statements: int


class Preprocessor:
    """Consulted by the driver before each statement."""

    def __init__(self, symbols: SymbolTable, limits: Limits) -> None:
        self.symbols = symbols
        self.limits = limits
        self.conds: list[_Cond] = []
        self.macros: dict[str, _Macro] = {}
        self.instantiations = 0  # \@
        self.altmacro = False
        self.expanded = 0  # statements produced by expansions so far

    @property
    def active(self) -> bool:
        return not self.conds or self.conds[-1].active

    def handle(self, cur: Cursor, depth: int) -> Expansion | bool:
        """True when the statement was consumed here (a directive of ours, or skipped); an
        :class:`Expansion` for the driver to assemble; False for an ordinary statement.
        ``depth``: how many instantiations the statement is inside."""
        first = cur.toks[0]
        name = first.text.lower() if first.kind == IDENT else ""
        if name in _CONDITIONAL:
            cur.advance()
            self._conditional(cur, name, first)
            return True
        if not self.active:
            return True
        if name in _LOOPS:
            cur.advance()
            return self._loop(cur, name, first, depth)
        if name == ".macro":
            cur.advance()
            self._define(cur, first)
            return True
        if name in (".endm", ".endmacro", ".endr"):
            if name == ".endr":
                raise AsmError("unmatched '.endr' directive", first)
            raise AsmError(f"unexpected '{first.text}' in file, no current macro definition",
                           first)
        if name in (".altmacro", ".noaltmacro"):
            cur.advance()
            cur.expect_end()
            self.altmacro = name == ".altmacro"
            return True
        if name == ".purgem":
            cur.advance()
            self._purge(cur, first)
            return True
        if first.kind == IDENT and first.text in self.macros and not (
                len(cur.toks) > 1 and (cur.toks[1].is_punct(":") or cur.toks[1].is_punct("="))):
            cur.advance()
            return self._expand(cur, self.macros[first.text], first, depth)
        return False

    def finish(self) -> bool:
        """True when an `.if` is still open at the end of the file."""
        if self.conds:
            self.conds.clear()
            return True
        return False

    # -- conditionals ---------------------------------------------------------------------

    def _conditional(self, cur: Cursor, name: str, tok: Token) -> None:
        if name in _IF:
            parent = self.active
            value = self._condition(cur, name) if parent else False
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
            value = self._condition(cur, ".if")
        top.active = top.parent_active and not top.taken and value
        top.taken = top.taken or value
        cur.skip_rest()

    def _condition(self, cur: Cursor, name: str) -> bool:
        if name in (".ifdef", ".ifndef", ".ifnotdef"):
            t = cur.expect_ident("expected identifier after '.ifdef'")
            cur.expect_end()
            sym = self.symbols.get(name_of(t))
            defined = sym is not None and (sym.is_defined or sym.common_size is not None)
            return defined if name == ".ifdef" else not defined
        if name in (".ifb", ".ifnb"):
            blank = cur.at_end()
            cur.skip_rest()
            return blank if name == ".ifb" else not blank
        if name in (".ifc", ".ifnc"):
            left, _, right = cur.rest_text().partition(",")
            same = left.strip().strip("'\"") == right.strip().strip("'\"")
            cur.skip_rest()
            return same if name == ".ifc" else not same
        value = self.symbols.absolute(cur.parse_expr())
        cur.expect_end()
        return {".if": value != 0, ".ifne": value != 0, ".ifeq": value == 0,
                ".ifgt": value > 0, ".ifge": value >= 0, ".iflt": value < 0,
                ".ifle": value <= 0}[name]

    # -- bodies -----------------------------------------------------------------------------

    @staticmethod
    def _body(cur: Cursor, tok: Token, ends: tuple[str, ...], starts: set[str],
              message: str) -> str:
        """The text from the next statement's first token up to the matching end directive
        (llvm-mc's body), leaving the lexer after the end directive's line."""
        lexer = cur.lexer
        text = lexer.text
        start = lexer.skip_blank()
        nesting = 0
        while not lexer.at_end:
            line_start = lexer.pos
            raw, _line = lexer.raw_statement()
            stripped = raw.lstrip()
            word = stripped.split(None, 1)[0].lower() if stripped else ""
            if word in starts:
                nesting += 1
            elif word in ends:
                if nesting == 0:
                    end = line_start + (len(raw) - len(stripped))
                    return text[start:max(start, end)]
                nesting -= 1
        raise AsmError(message, tok)

    def _loop(self, cur: Cursor, name: str, tok: Token, depth: int) -> Expansion:
        if name in (".rept", ".rep"):
            count_tok = cur.peek()
            count_expr = cur.parse_expr()
            try:
                count = self.symbols.absolute(count_expr)
            except AsmError:
                raise AsmError(f"unexpected token in '{tok.text}' directive",
                               count_tok) from None
            if count < 0:
                raise AsmError("Count is negative", count_expr.tok)
            cur.expect_end()
            body = self._body(cur, tok, (".endr",), _LOOPS, "no matching '.endr' in definition")
            self._check_depth(tok, depth)
            once = _substitute(body, [], [], None, False)
            return self._charge(tok, once, count)
        param = cur.expect_ident(f"expected identifier in '{tok.text}' directive")
        cur.expect_punct(",", "expected comma")
        args = self._arguments(cur, None)
        if name == ".irpc":
            if len(args) != 1 or len(args[0]) != 1:
                raise AsmError("unexpected token in '.irpc' directive", tok)
            args = [[(c, c)] for c in args[0][0][0]]
        body = self._body(cur, tok, (".endr",), _LOOPS, "no matching '.endr' in definition")
        self._check_depth(tok, depth)
        params = [(name_of(param), "", False, False)]
        parts = [_substitute(body, params, [arg], self.instantiations, self.altmacro)
                 for arg in args]
        return self._charge(tok, "".join(parts), 1)

    def _define(self, cur: Cursor, tok: Token) -> None:
        name_tok = cur.expect_ident("expected identifier in '.macro' directive")
        name = name_of(name_tok)
        cur.accept_punct(",")
        params: list[tuple[str, str, bool, bool]] = []
        args = _tokens(cur)
        i = 0
        while i < len(args):
            if params and params[-1][3]:
                raise AsmError(f"vararg parameter '{params[-1][0]}' should be the last "
                               "parameter", args[i])
            t = args[i]
            if t.kind not in (IDENT, STRING):
                raise AsmError("expected identifier in '.macro' directive", t)
            pname = name_of(t)
            if any(p[0] == pname for p in params):
                raise AsmError(f"macro '{name}' has multiple parameters named '{pname}'", t)
            i += 1
            required = vararg = False
            default = ""
            if i < len(args) and args[i].is_punct(":"):
                i += 1
                q = args[i] if i < len(args) else None
                if q is None or q.kind != IDENT:
                    raise AsmError(f"missing parameter qualifier for '{pname}' in macro "
                                   f"'{name}'", q or t)
                if q.text == "req":
                    required = True
                elif q.text == "vararg":
                    vararg = True
                else:
                    raise AsmError(f"{q.text} is not a valid parameter qualifier for "
                                   f"'{pname}' in macro '{name}'", q)
                i += 1
            if i < len(args) and args[i].is_punct("="):
                i += 1
                value, i = _argument(args, i, False)
                default = _arg_text(value, False, False)
            params.append((pname, default, required, vararg))
            if i < len(args) and args[i].is_punct(","):
                i += 1
        cur.skip_rest()
        body = self._body(cur, tok, (".endm", ".endmacro"), {".macro"},
                          "no matching '.endmacro' in definition")
        if name in self.macros:
            raise AsmError(f"macro '{name}' is already defined", tok)
        self.macros[name] = _Macro(name, params, body)

    def _purge(self, cur: Cursor, tok: Token) -> None:
        t = cur.peek()
        if t is None or t.kind not in (IDENT, STRING):
            raise cur.error_here("expected identifier in '.purgem' directive")
        cur.advance()
        cur.expect_end()
        name = name_of(t)
        if name not in self.macros:
            raise AsmError(f"macro '{name}' is not defined", tok)
        del self.macros[name]

    def _expand(self, cur: Cursor, macro: _Macro, tok: Token, depth: int) -> Expansion:
        self._check_depth(tok, depth)
        args = self._arguments(cur, macro)
        if len(args) != len(macro.params):
            line, col = cur.end_col()
            raise AsmError("Wrong number of arguments", line=line, col=col)
        text = _substitute(macro.body, macro.params, args, self.instantiations, self.altmacro,
                           macro.count)
        macro.count += 1
        self.instantiations += 1
        return self._charge(tok, text, 1)

    # -- arguments ----------------------------------------------------------------------------

    def _arguments(self, cur: Cursor, macro: _Macro | None) -> list[list[_Piece]]:
        """parseMacroArguments: the arguments of a macro call (``macro`` None: of `.irp`),
        each a list of (text, kind) pieces."""
        toks = _tokens(cur)
        cur.skip_rest()
        params = macro.params if macro is not None else []
        macro_name = macro.name if macro is not None else ""  # (named only for a macro)
        n = len(params)
        out: list[list[_Piece]] = [[] for _ in range(n)]
        named = False
        i = 0
        k = 0
        while n == 0 or k < n:
            name = None
            if i + 1 < len(toks) and toks[i].kind == IDENT and toks[i + 1].is_punct("=") and \
                    macro is not None:
                name = toks[i].text
                i += 2
                named = True
            elif named:
                raise AsmError("cannot mix positional and keyword arguments",
                               toks[i] if i < len(toks) else cur.toks[0])
            vararg = n > 0 and params[-1][3] and k == n - 1
            if self.altmacro and i < len(toks) and toks[i].is_punct("%"):
                value, i = self._percent(toks, i + 1)
            elif self.altmacro and i < len(toks) and toks[i].is_punct("<") and \
                    (angle := _angle(toks, i)) is not None:
                text, i = angle
                value = [(text, "angle")]
            else:
                value, i = _argument(toks, i, vararg)
            index = k
            if name is not None:
                index = next((j for j, p in enumerate(params) if p[0] == name), -1)
                if index < 0:
                    raise AsmError(f"parameter named '{name}' does not exist for macro "
                                   f"'{macro_name}'", toks[i - 1] if i else cur.toks[0])
            if value:
                if index >= len(out):
                    out.extend([] for _ in range(index + 1 - len(out)))
                out[index] = value
            if i >= len(toks):
                for j, (pname, default, required, _v) in enumerate(params):
                    if not out[j]:
                        if required:
                            raise AsmError(f"missing value for required parameter '{pname}' "
                                           f"in macro '{macro_name}'", cur.toks[0])
                        if default:
                            out[j] = [(default, "text")]
                return out
            if toks[i].is_punct(","):
                i += 1
            k += 1
        raise AsmError("too many positional arguments", toks[i] if i < len(toks) else None)

    def _percent(self, toks: list[Token], i: int) -> tuple[list[_Piece], int]:
        """An altmacro ``%expr`` argument: the expression's value, as decimal text."""
        j = i
        while j < len(toks) and not toks[j].is_punct(","):
            j += 1
        c = Cursor(toks[i:j], Lexer(""), self.symbols)
        value = c.parse_absolute()
        return [(str(value), "text")], i + c.i

    # -- budget ----------------------------------------------------------------------------

    def _check_depth(self, tok: Token, depth: int) -> None:
        if depth >= MAX_NESTING:
            raise AsmError(f"macros cannot be nested more than {MAX_NESTING} levels deep",
                           tok)

    def _charge(self, tok: Token, text: str, times: int) -> Expansion:
        # a body's lines end with a newline: the last one starts no further statement
        statements = (text.count("\n") + (not text.endswith("\n"))) * times
        budget = self.limits.expansion
        if self.expanded + statements > budget or len(text) * times > 64 * budget:
            self.expanded = budget
            raise AsmError(f"expansions would exceed {budget} statements "
                           f"({how_to_raise('expansion')})", tok)
        self.expanded += statements
        return Expansion(text * times, tok, statements)


def _tokens(cur: Cursor) -> list[Token]:
    """The rest of the statement as separate tokens (a macro call's operands come from the
    lexer as one raw token)."""
    text = cur.rest_text()
    if not text:
        return []
    first = cur.toks[cur.i]
    lexer = Lexer(text, instructions=False)
    try:
        toks, _, _ = lexer.statement()
    except LexError as e:
        raise AsmError(e.message, line=first.line, col=first.col + e.col - 1) from None
    return [Token(t.kind, t.text, first.line, first.col + t.col - 1, t.value, t.pos, t.end)
            for t in toks]


def _argument(toks: list[Token], i: int, vararg: bool) -> tuple[list[_Piece], int]:
    """parseMacroArgument: tokens up to a comma, or a space not followed by an operator
    (outside parentheses); a vararg takes the rest."""
    out: list[_Piece] = []
    if vararg:
        if i < len(toks):
            text = "".join(_spaced(toks[i:]))
            return [(text, "text")], len(toks)
        return out, i
    depth = 0
    while i < len(toks):
        t = toks[i]
        if t.is_punct("="):
            raise AsmError("unexpected token in macro instantiation", t)
        if depth == 0:
            if t.is_punct(","):
                break
            space = bool(out) and t.pos > toks[i - 1].end
            if t.kind == PUNCT and t.text in _OPERATORS and out:
                out.append((t.text, "text"))
                i += 1
                continue
            if space and not (i > 0 and toks[i - 1].kind == PUNCT and toks[i - 1].text in
                              _OPERATORS):
                break
        if t.is_punct("("):
            depth += 1
        elif t.is_punct(")") and depth:
            depth -= 1
        out.append((cast(bytes, t.value).decode("utf-8", "surrogateescape"), "string")
                   if t.kind == STRING else (t.text, "text"))
        i += 1
    if depth:
        raise AsmError("unbalanced parentheses in macro argument",
                       toks[i - 1] if i else None)
    return out, i


def _spaced(toks: list[Token]) -> list[str]:
    out = []
    for k, t in enumerate(toks):
        if k and t.pos > toks[k - 1].end:
            out.append(" ")
        out.append(t.text)
    return out


def _angle(toks: list[Token], i: int) -> tuple[str, int] | None:
    """An altmacro ``<text>`` argument (``!`` escapes the next character), or None."""
    start = toks[i].end
    j = i + 1
    pieces: list[str] = []
    while j < len(toks):
        t = toks[j]
        if t.is_punct(">") or t.text.startswith(">"):
            return "".join(pieces), j + 1
        if pieces or t.pos > start:
            gap = t.pos - (toks[j - 1].end if j > i + 1 else start)
            pieces.append(" " * gap)
        text = t.text
        if text == "!" and j + 1 < len(toks):
            j += 1
            text = toks[j].text
        pieces.append(text)
        j += 1
    return None


def _arg_text(value: list[_Piece], vararg: bool, altmacro: bool) -> str:
    """expandArg: the text an argument puts in the body."""
    out = []
    for text, kind in value:
        out.append(text)
    return "".join(out)


def _substitute(body: str, params: list[_Param], args: list[list[_Piece]], counter: int | None,
                altmacro: bool,
                count: int = 0) -> str:
    """expandMacro: the body with its parameters replaced (``counter`` None: `.rept`, where
    ``\\@`` is not replaced)."""
    names = {p[0]: k for k, p in enumerate(params)}
    out: list[str] = []
    i, end = 0, len(body)
    while i < end:
        c = body[i]
        if c == "\\" and i + 1 < end:
            nxt = body[i + 1]
            if nxt == "@" and counter is not None:
                out.append(str(counter))
                i += 2
                continue
            if nxt == "+":
                out.append(str(count))
                i += 2
                continue
            if body.startswith("()", i + 1):
                i += 3
                continue
            j = i + 1
            while j < end and body[j] in _IDENT_CHARS:
                j += 1
            name = body[i + 1:j]
            if altmacro and j < end and body[j] == "&":
                j += 1
            k = names.get(name)
            out.append("\\" + name if k is None else _arg_text(
                args[k] if k < len(args) else [], False, altmacro))
            i = j
            continue
        if c not in _IDENT_CHARS:
            out.append(c)
            i += 1
            continue
        j = i + 1
        while j < end and body[j] in _IDENT_CHARS:
            j += 1
        word = body[i:j]
        k = names.get(word) if altmacro else None
        if k is not None:
            out.append(_arg_text(args[k] if k < len(args) else [], False, altmacro))
            if j < end and body[j] == "&":
                j += 1
        else:
            out.append(word)
        i = j
    return "".join(out)
