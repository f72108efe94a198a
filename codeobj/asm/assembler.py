"""The assembler driver: statements, labels, generic directives, data emission and fixups.

Everything AMDGPU-specific (target, kernel descriptors, metadata, the V2 directive set,
predefined symbols, instructions) lives in :mod:`codeobj.asm.amdgpu`; the ELF relocatable
object is produced by :mod:`codeobj.asm.objwriter`.

Sections hold bytes, not fragments: AMDGPU instructions never relax, so every offset is known
when its statement is read and label differences within a section fold at once.  Values that
mention symbols not yet defined become fixups, resolved (or turned into relocations) at the end.
"""

from __future__ import annotations

import os

from ..formats.elf import SHF, SHT, STT, STV
from .diagnostics import Diagnostic
from .expr import (
    Const,
    Expr,
    ExprError,
    ExprParser,
    Value,
    evaluate,
    expr_tokens_used,
    to_signed,
)
from .lexer import IDENT, INT, STRING, Lexer, LexError, Token
from .model import AsmError, AsmSection, Fixup, Relocation, Symbol

__all__ = ["Assembler"]

_MASK64 = (1 << 64) - 1
# A section larger than this is refused instead of allocated (llvm-mc would try; a .zero or
# .p2align with a huge operand in hostile input must not exhaust memory).
MAX_SECTION_SIZE = 1 << 30

# flags and type of the sections a bare directive switches to
_SIMPLE_SECTIONS = {
    ".text": (SHT.PROGBITS, SHF.ALLOC | SHF.EXECINSTR),
    ".data": (SHT.PROGBITS, SHF.ALLOC | SHF.WRITE),
    ".bss": (SHT.NOBITS, SHF.ALLOC | SHF.WRITE),
    ".rodata": (SHT.PROGBITS, SHF.ALLOC),
    ".tdata": (SHT.PROGBITS, SHF.ALLOC | SHF.WRITE | SHF.TLS),
    ".tbss": (SHT.NOBITS, SHF.ALLOC | SHF.WRITE | SHF.TLS),
    ".data.rel": (SHT.PROGBITS, SHF.ALLOC | SHF.WRITE),
    ".data.rel.ro": (SHT.PROGBITS, SHF.ALLOC | SHF.WRITE),
}

_SECTION_FLAG_CHARS = {
    "a": SHF.ALLOC, "w": SHF.WRITE, "x": SHF.EXECINSTR, "M": SHF.MERGE, "S": SHF.STRINGS,
    "G": SHF.GROUP, "T": SHF.TLS, "o": SHF.LINK_ORDER, "e": SHF.EXCLUDE, "R": 0x200000,
}

_SECTION_TYPES = {
    "progbits": SHT.PROGBITS, "nobits": SHT.NOBITS, "note": SHT.NOTE,
    "init_array": SHT.INIT_ARRAY, "fini_array": SHT.FINI_ARRAY,
    "preinit_array": SHT.PREINIT_ARRAY, "llvm_addrsig": SHT.LLVM_ADDRSIG,
}

_SYMBOL_TYPES = {
    "function": STT.FUNC, "object": STT.OBJECT, "notype": STT.NOTYPE, "tls_object": STT.TLS,
    "common": STT.OBJECT, "gnu_indirect_function": STT.GNU_IFUNC,
    "stt_func": STT.FUNC, "stt_object": STT.OBJECT, "stt_notype": STT.NOTYPE,
    "stt_tls": STT.TLS, "stt_common": STT.OBJECT, "gnu_unique_object": STT.OBJECT,
}

_DATA_SIZES = {
    ".byte": 1, ".short": 2, ".2byte": 2, ".value": 2, ".hword": 2, ".long": 4, ".int": 4,
    ".4byte": 4, ".word": 4, ".quad": 8, ".8byte": 8,
}

# directives llvm-mc knows that codeobj accepts and ignores, with one warning (listed in
# docs/assembler.md): the personality routine and LSDA of an .eh_frame FDE.
_IGNORED = {".cfi_personality", ".cfi_lsda"}


def _section_defaults(name: str) -> tuple[int, int]:
    """Type and flags a `.section` without a flags string gets from its name (as llvm-mc)."""
    for prefix, (typ, flags) in (
        (".text", _SIMPLE_SECTIONS[".text"]),
        (".rodata", _SIMPLE_SECTIONS[".rodata"]),
        (".data", _SIMPLE_SECTIONS[".data"]),
        (".bss", _SIMPLE_SECTIONS[".bss"]),
        (".tdata", _SIMPLE_SECTIONS[".tdata"]),
        (".tbss", _SIMPLE_SECTIONS[".tbss"]),
    ):
        if name == prefix or name.startswith(prefix + "."):
            return typ, flags
    if name == ".init_array" or name.startswith(".init_array."):
        return SHT.INIT_ARRAY, SHF.ALLOC | SHF.WRITE
    if name == ".fini_array" or name.startswith(".fini_array."):
        return SHT.FINI_ARRAY, SHF.ALLOC | SHF.WRITE
    if name.startswith(".note"):
        return SHT.NOTE, 0
    return SHT.PROGBITS, 0


class Assembler:
    """Assembles one source text.  Use :func:`codeobj.asm.assemble` rather than this class."""

    def __init__(self, text: str, filename: str, include_dirs: tuple[str, ...] = (),
                 defsyms: dict[str, int] | None = None, mattr: str = "") -> None:
        self.filename = filename
        self.mattr = mattr  # -mattr style target features (+wavefrontsize64, ...)
        self.include_dirs = tuple(include_dirs)
        self.diagnostics: list[Diagnostic] = []
        self.symbols: dict[str, Symbol] = {}
        self.sections: list[AsmSection] = []
        self._section_by_key: dict[str, AsmSection] = {}  # the first section of each name
        self._section_by_full: dict[tuple, AsmSection] = {}  # (name, group, unique id)
        self._registered: list[Symbol] = []
        self._section_stack: list[tuple[AsmSection, AsmSection | None]] = []
        self._previous: AsmSection | None = None
        self._numeric: dict[int, Symbol] = {}
        self._numeric_forward: dict[int, Symbol] = {}
        self._temp_count = 0
        self.idents: list[bytes] = []
        self.addrsig = False
        self.addrsig_symbols: list[Symbol] = []
        self.file_names: list[str] = []
        self._sources: dict[str, Lexer] = {}
        self._include_depth = 0
        self._warned_debug = False
        self._nobits_bad: dict[str, tuple[Token, str]] = {}
        self.pending_relocs: list[Fixup] = []  # `.reloc` at a label not defined yet
        self._temps: list[Symbol] = []
        # subsections N > 0 (`.text N`, `.subsection N`): parts of a section assembled apart
        # and appended to it, in number order, once the file is read
        self._subsections: dict[tuple[int, int], AsmSection] = {}
        self.sub_origins: dict[tuple[int, int], int] = {}
        self.new_sub_origins: dict[tuple[int, int], int] = {}
        # .uleb128/.sleb128 of values not known where they are read, by ordinal: the sizes
        # this pass uses (from the previous pass) and the larger ones it found necessary
        self.leb_sizes: dict[int, int] = {}
        self.new_leb_sizes: dict[int, int] = {}
        self.leb_count = 0
        # gfx1010 offset-0x3f bug: branches (by ordinal) padded with s_nop 0 in this pass, and
        # those found to need it (codeobj.asm.assemble runs again with them)
        self.padded_branches: frozenset[int] = frozenset()
        self.new_padded_branches: set[int] = set()
        # the AMDGPU layer installs itself here (directives, instructions, predefined symbols)
        from .amdgpu import AMDGPUTarget

        self.target = AMDGPUTarget(self)
        from .macros import Preprocessor

        self.pre = Preprocessor(self)
        from .dwarf import DwarfState

        self.dwarf = DwarfState(self)
        self.toks: list[Token] = []
        self.i = 0
        self.current = self._get_section(".text", SHT.PROGBITS, SHF.ALLOC | SHF.EXECINSTR)
        self.current.alignment = 4  # llvm-mc aligns the initial .text to the code alignment
        for name, value in (defsyms or {}).items():
            sym = self.symbol(name)
            sym.value = Const(value & _MASK64, Token(INT, str(value), 0, 0))
        self._main = Lexer(text)
        self._sources[filename] = self._main

    # -- diagnostics ---------------------------------------------------------------------

    def report(self, message: str, line: int, col: int, severity: str = "error",
               file: str | None = None, lexer: Lexer | None = None) -> None:
        file = file or self._file
        lexer = lexer or self._sources.get(file) or self._main
        self.diagnostics.append(
            Diagnostic(file, line, col, severity, message, lexer.source_line(line))
        )

    @property
    def error_count(self) -> int:
        return sum(1 for d in self.diagnostics if d.severity == "error")

    # -- symbols -------------------------------------------------------------------------

    def symbol(self, name: str) -> Symbol:
        sym = self.symbols.get(name)
        if sym is None:
            sym = Symbol(name, temporary=name.startswith(".L"))
            self.symbols[name] = sym
        return sym

    def register(self, sym: Symbol) -> None:
        if sym.order is None:
            sym.order = len(self._registered)
            self._registered.append(sym)

    def _temp_symbol(self, prefix: str) -> Symbol:
        self._temp_count += 1
        sym = Symbol(f".Ltmp.{prefix}{self._temp_count}", temporary=True)
        self._temps.append(sym)
        return sym

    # expression context --------------------------------------------------------------------

    def lookup(self, name: str, tok: Token) -> Symbol:
        # a section's name names its section symbol (llvm-mc's section begin symbol)
        sec = self._section_by_key.get(name)
        if sec is not None and name not in self.symbols:
            return sec.symbol
        return self.symbol(name)

    def directional(self, number: int, direction: str, tok: Token) -> Symbol:
        if direction == "b":
            sym = self._numeric.get(number)
            if sym is None:
                raise ExprError("directional label undefined", tok)
            return sym
        sym = self._numeric_forward.get(number)
        if sym is None:
            sym = self._temp_symbol(f"{number}f")
            self._numeric_forward[number] = sym
        return sym

    def here(self, tok: Token) -> Symbol:
        sym = self._temp_symbol("dot")
        sym.section = self.current
        sym.offset = len(self.current.data)
        return sym

    def call_value(self, name: str, args: list[int], tok: Token) -> int:
        return self.target.call_value(name, args, tok)

    def inline_value(self, sym: Symbol) -> int | None:
        """A variable whose value is a plain constant is substituted when it is referenced, so
        that a later re-assignment does not change earlier uses (llvm-mc's rule)."""
        if isinstance(sym.value, Const):
            return sym.value.value
        if sym.value is not None:
            sym.used = True
        return None

    # -- evaluation ----------------------------------------------------------------------

    def _resolve(self, sym: Symbol, tok: Token, active: set) -> Value:
        if sym.value is not None and sym.binding in ("global", "weak") and not isinstance(
                sym.value, Const):
            return Value(0, sym)  # an exported alias is relocated against, not expanded
        if sym.value is not None:
            if sym in active:
                raise ExprError(f"cyclic dependency detected for symbol '{sym.name}'", tok)
            return evaluate(sym.value, self._resolve, self._fold, active | {sym})
        return Value(0, sym)

    def _fold(self, v: Value) -> Value:
        a, b = v.sym_a, v.sym_b
        if (a is not None and b is not None and v.variant is None and a.section is not None
                and a.section is b.section and a.binding != "weak"):
            return Value((v.const + a.offset - b.offset) & _MASK64)
        return v

    def evaluate(self, expr: Expr) -> Value:
        return evaluate(expr, self._resolve, self._fold)

    def absolute(self, expr: Expr, what: str = "expected absolute expression") -> int:
        """The value of an expression that must be a constant now; raises AsmError otherwise."""
        try:
            v = self.evaluate(expr)
        except ExprError as e:
            raise AsmError(e.message, line=e.line, col=e.col) from None
        if not v.is_absolute:
            raise AsmError(what, expr.tok)
        return to_signed(v.const)

    # -- the statement loop --------------------------------------------------------------

    def run(self) -> None:
        self._file = self.filename
        self._process(self._main)
        self.pre.finish()
        self.dwarf.finish_parse()
        self.target.finish_parse()
        if self.error_count == 0:
            self.finish()

    def _process(self, lexer: Lexer) -> None:
        saved = getattr(self, "_lexer", None)
        self._lexer = lexer
        try:
            while not lexer.at_end:
                try:
                    tokens, _line, _col = lexer.statement()
                except LexError as e:
                    self.report(e.message, e.line, e.col)
                    continue
                if not tokens:
                    continue
                try:
                    if self.pre.handle(tokens):
                        continue
                    self._statement(tokens)
                except AsmError as e:
                    self.report(e.message, e.line, e.col, e.severity)
                except ExprError as e:
                    self.report(e.message, e.line, e.col)
                except RecursionError:
                    self.report("expression nests too deeply", tokens[0].line, tokens[0].col)
        finally:
            self._lexer = saved

    # cursor over the tokens of the current statement ------------------------------------

    def _statement(self, tokens: list[Token]) -> None:
        self.toks = tokens
        self.i = 0
        while True:
            t = self.peek()
            if t is None:
                return
            nxt = self.toks[self.i + 1] if self.i + 1 < len(self.toks) else None
            if nxt is not None and nxt.is_punct(":") and t.kind in (IDENT, STRING, INT):
                if self.target.in_block:
                    break
                self.i += 2
                if t.kind == INT:
                    self._numeric_label(t)
                else:
                    name = t.text if t.kind == IDENT else t.value.decode("utf-8", "surrogateescape")
                    self.define_label(name, t)
                continue
            break
        t = self.peek()
        if t is None:
            return
        nxt = self.toks[self.i + 1] if self.i + 1 < len(self.toks) else None
        if t.kind == IDENT and nxt is not None and nxt.is_punct("=") and not self.target.in_block:
            self.i += 2
            self._assignment(t, allow_redefine=True)
            return
        if t.kind != IDENT:
            raise AsmError("unexpected token at start of statement", t)
        self.i += 1
        name = t.text.lower()
        if self.target.handle_statement(name, t):
            return
        if name.startswith("."):
            handler = _DIRECTIVES.get(name)
            if handler is not None:
                handler(self, t)
                return
            if name.startswith(".cfi_") and self.dwarf.cfi_directive(name, t):
                return
            if name in _IGNORED:
                self.i = len(self.toks)
                if not self._warned_debug:
                    self._warned_debug = True
                    self.report(f"codeobj build does not support {t.text} (accepted and "
                                "ignored)", t.line, t.col, "warning")
                return
            raise AsmError("unknown directive", t)
        self.dwarf.consume()
        self.target.instruction(t)

    def peek(self) -> Token | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def at_end(self) -> bool:
        return self.i >= len(self.toks)

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

    @staticmethod
    def name_of(tok: Token) -> str:
        return tok.text if tok.kind == IDENT else tok.value.decode("utf-8", "surrogateescape")

    def expect_string(self, message: str = "expected string") -> bytes:
        t = self.peek()
        if t is None or t.kind != STRING:
            raise self.error_here(message)
        self.i += 1
        return t.value

    def parse_expr(self) -> Expr:
        if self.at_end():
            raise self.error_here("unknown token in expression")
        parser = ExprParser(self.toks, self, None)
        parser.i = self.i
        try:
            expr = parser.parse()
        except ExprError as e:
            raise AsmError(e.message, line=e.line, col=e.col) from None
        self.i = parser.i
        return expr

    def register_used(self, expr: Expr) -> None:
        """Symbols an emitted value mentions enter the symbol table (llvm-mc's order)."""
        for sym in expr_tokens_used(expr):
            if not sym.temporary:
                self.register(sym)

    def parse_absolute(self) -> int:
        return self.absolute(self.parse_expr())

    # -- labels and assignments ----------------------------------------------------------

    def define_label(self, name: str, tok: Token) -> Symbol:
        sym = self.symbol(name)
        if sym.is_defined or sym.common_size is not None:
            raise AsmError(f"symbol '{name}' is already defined", tok)
        sym.section = self.current
        sym.offset = len(self.current.data)
        sym.defined_at = tok
        self.register(sym)
        self.target.label_defined(sym)
        return sym

    def _numeric_label(self, tok: Token) -> None:
        number = tok.value
        sym = self._numeric_forward.pop(number, None) or self._temp_symbol(f"{number}:")
        sym.section = self.current
        sym.offset = len(self.current.data)
        self._numeric[number] = sym

    def _assignment(self, name_tok: Token, allow_redefine: bool) -> None:
        name = self.name_of(name_tok)
        expr = self.parse_expr()
        self.expect_end()
        self.assign(name, expr, name_tok, allow_redefine)

    def assign(self, name: str, expr: Expr, tok: Token, allow_redefine: bool = True) -> Symbol:
        sym = self.symbols.get(name)
        if sym is not None:
            if sym in expr_tokens_used(expr) or self._refers_to(expr, sym):
                raise AsmError(f"Recursive use of '{name}'", expr.tok)
            if not sym.is_defined and not sym.used or sym.is_variable and not sym.used and allow_redefine:
                pass
            elif not sym.is_variable or not allow_redefine:
                raise AsmError(f"redefinition of '{name}'", expr.tok)
            elif not isinstance(sym.value, Const):
                raise AsmError(f"invalid reassignment of non-absolute variable '{name}'",
                               expr.tok)
        sym = self.symbol(name)
        # a constant value is stored folded, so later uses see the value at this point
        try:
            v = self.evaluate(expr)
        except ExprError:
            v = None
        if v is not None and v.is_absolute and not isinstance(expr, Const):
            expr = Const(v.const, expr.tok)
        sym.value = expr
        sym.defined_at = tok
        sym.predefined = False  # assigned by the source: now an ordinary (ABS) symbol
        self.register(sym)
        self.register_used(expr)  # llvm-mc visits the value after the symbol
        return sym

    def _refers_to(self, expr: Expr, target: Symbol, depth: int = 0) -> bool:
        if depth > 100:
            return True
        for s in expr_tokens_used(expr):
            if s is target:
                return True
            if s.value is not None and self._refers_to(s.value, target, depth + 1):
                return True
        return False

    # -- sections ------------------------------------------------------------------------

    def _get_section(self, name: str, typ: int, flags: int, entsize: int = 0,
                     group: Symbol | None = None, comdat: bool = False,
                     unique: int | None = None, link_to: tuple | None = None) -> AsmSection:
        """The section of this name, group, linked-to symbol and unique id (llvm-mc's section
        key), created on first use.  A name alone finds the first section of that name (its
        section symbol).  ``link_to``: (symbol name, its section) for SHF_LINK_ORDER."""
        key = (name, group.name if group is not None else "", unique,
               link_to[0] if link_to else "")
        sec = self._section_by_full.get(key)
        if sec is None:
            sec = AsmSection(name, int(typ), int(flags), entsize)
            sec.is_code = bool(flags & SHF.EXECINSTR)
            sec.group, sec.comdat, sec.unique = group, comdat, unique
            sec.link_to = link_to[1] if link_to else None
            sym = self.symbols.get(name)
            if sym is not None and not sym.is_defined and sym.binding is None and \
                    not sym.signature and name not in self._section_by_key:
                del self.symbols[name]  # used before its section existed: it is the section
                sym.is_section = True
            else:
                sym = Symbol(name, is_section=True)
            sym.section = sec
            sec.symbol = sym
            self.register(sym)
            self.sections.append(sec)
            self._section_by_key.setdefault(name, sec)
            self._section_by_full[key] = sec
        return sec

    def subsection(self, section: AsmSection, number: int, tok: Token) -> AsmSection:
        """Subsection ``number`` of ``section`` (0: the section itself)."""
        parent = section.parent or section
        if number == 0:
            return parent
        sub = self._subsections.get((id(parent), number))
        if sub is None:
            sub = AsmSection(parent.name, parent.type, parent.flags, parent.entsize)
            sub.is_code, sub.symbol, sub.parent, sub.subsection = (parent.is_code,
                                                                   parent.symbol, parent, number)
            sub.group, sub.comdat, sub.unique = parent.group, parent.comdat, parent.unique
            sub.opened_at = tok
            # where the previous pass placed it: alignment padding inside it is computed
            # from there (llvm-mc lays subsections out before it pads)
            sub.origin_key = (self.sections.index(parent), number)
            sub.origin = self.sub_origins.get(sub.origin_key, 0)
            self._subsections[(id(parent), number)] = sub
        return sub

    def subsection_number(self) -> int:
        expr = self.parse_expr()
        try:
            v = self.evaluate(expr)
        except ExprError:
            v = None
        if v is None or not v.is_absolute:
            # at the expression's location as llvm-mc gives it (a binary one: its operator)
            raise AsmError("cannot evaluate subsection number",
                           getattr(expr, "op_tok", None) or expr.tok)
        number = to_signed(v.const)
        if not 0 <= number < (1 << 31):
            raise AsmError(f"subsection number {number} is not within [0,2147483647]", expr.tok)
        return number

    def _merge_subsections(self) -> None:
        """Append each section's subsections to it in number order, and move everything that
        points into them (labels, fixups, line rows, frames, descriptors)."""
        if not self._subsections:
            return
        moved: dict[int, tuple[AsmSection, int]] = {}
        for (_, _number), sub in sorted(self._subsections.items(),
                                        key=lambda item: (self.sections.index(
                                            item[1].parent), item[0][1])):
            parent = sub.parent
            base = len(parent.data)
            if sub.alignment > 1 and (base - sub.origin) % sub.alignment:
                # its padding was computed for another start: assemble again from there
                self.new_sub_origins[sub.origin_key] = base
            parent.data += sub.data
            parent.alignment = max(parent.alignment, sub.alignment)
            for fx in sub.fixups:
                fx.section = parent
                fx.offset += base
                fx.pc_end += base
                parent.fixups.append(fx)
            moved[id(sub)] = (parent, base)
        seen: set[int] = set()
        for sym in (*self.symbols.values(), *self._registered, *self._temps):
            if id(sym) in seen:
                continue
            seen.add(id(sym))
            where = moved.get(id(sym.section))
            if where is not None:
                sym.section = where[0]
                sym.offset += where[1]
        self.dwarf.rebase(moved)
        self.target.rebase(moved)

    def switch_section(self, sec: AsmSection) -> None:
        self._previous = self.current  # even when staying put, as llvm-mc does
        self.current = sec

    def section_directive(self, tok: Token, push: bool = False) -> AsmSection:
        """`.section name[,"flags"[,@type[,entsize][,group[,comdat]][,unique,N]]]` (the
        argument order and the messages are llvm-mc's)."""
        name_tok = self.peek()
        if name_tok is None:
            raise self.error_here("expected identifier")
        # section names may contain characters that lex as several tokens (e.g. `.text.a-b`)
        name = self._section_name()
        typ, flags = _section_defaults(name)
        entsize = 0
        explicit_flags = explicit_type = False
        group_name: str | None = None
        group_tok: Token | None = None
        comdat = False
        unique: int | None = None
        link_to: tuple | None = None
        nxt = self.toks[self.i + 1] if self.i + 1 < len(self.toks) else None
        if push and self.peek() is not None and self.peek().is_punct(",") and \
                nxt is not None and nxt.kind != STRING:
            # `.pushsection name, N`: subsection N of the section
            self.i += 1
            number = self.subsection_number()
            if not self.at_end():
                raise self.error_here("expected end of directive")
            return self.subsection(self._get_section(name, typ, flags), number, tok)
        if self.accept_punct(","):
            if self.peek() is not None and self.peek().is_punct("#"):
                flags = self._sun_flags()
                self.expect_end()
                return self._get_section(name, typ, flags, entsize)
            flags_tok = self.peek()
            flags_text = self.expect_string("expected string").decode()
            flags = 0
            use_last_group = False
            for ch in flags_text:
                if ch == "?":
                    use_last_group = True
                    continue
                bit = _SECTION_FLAG_CHARS.get(ch)
                if bit is None:
                    raise AsmError("unknown flag", line=flags_tok.line,
                                   col=flags_tok.col + len(flags_tok.text))
                flags |= bit
            explicit_flags = True
            if use_last_group and flags & SHF.GROUP:
                raise self.error_here("Section cannot specifiy a group name while also "
                                      "acting as a member of the last group")
            if use_last_group and self.current.group is not None:
                group_name = self.current.group.name
                comdat = self.current.comdat
                flags |= SHF.GROUP
            if not self.accept_punct(","):
                if flags & SHF.MERGE:
                    raise self.error_here("Mergeable section must specify the type")
                if flags & SHF.GROUP and group_name is None:
                    raise self.error_here("Group section must specify the type")
                if not self.at_end():
                    raise self.error_here("expected end of directive")
            else:
                t = self.peek()
                if t is not None and (t.is_punct("@") or t.is_punct("%")):
                    self.i += 1
                    t = self.peek()
                if t is None or t.kind not in (IDENT, STRING):
                    raise self.error_here("expected '@<type>', '%<type>' or \"<type>\"")
                self.i += 1
                type_name = self.name_of(t).lower()
                if type_name not in _SECTION_TYPES:
                    raise AsmError("unknown section type", t)
                typ = _SECTION_TYPES[type_name]
                explicit_type = True
                if flags & SHF.MERGE:
                    if not self.accept_punct(","):
                        raise self.error_here("expected the entry size")
                    entsize = self.parse_absolute()
                    if entsize <= 0:
                        raise self.error_here("entry size must be positive")
                if flags & SHF.LINK_ORDER:
                    link_to = self._linked_to()
                if flags & SHF.GROUP and group_name is None:
                    group_name, group_tok, comdat = self._group_spec()
                unique = self._unique_id()
        if not self.at_end():
            raise self.error_here("expected end of directive")
        group = None
        if group_name is not None:
            group = self.symbol(group_name)
            group.signature = True
            self.register(group)
            if group.temporary:
                raise AsmError(f"Undefined temporary symbol {group_name}", group_tok or tok)
        key = (name, group_name or "", unique, link_to[0] if link_to else "")
        existing = self._section_by_full.get(key)
        problems = []
        if existing is not None and explicit_type and existing.type != typ:
            problems.append(f"changed section type for {name}, expected: 0x{existing.type:X}")
        if existing is not None and explicit_flags and existing.flags != flags:
            problems.append(f"changed section flags for {name}, expected: 0x{existing.flags:X}")
        for message in problems[:-1]:
            self.report(message, tok.line, tok.col)
        if problems:
            raise AsmError(problems[-1], tok)
        return self._get_section(name, typ, flags, entsize, group, comdat, unique, link_to)

    def _linked_to(self) -> tuple | None:
        """`,symbol` (or `,0`: none) after the type of an `o` (SHF_LINK_ORDER) section."""
        if not self.accept_punct(","):
            raise self.error_here("expected linked-to symbol")
        t = self.peek()
        if t is not None and t.kind == INT and t.text == "0":
            self.i += 1
            return None
        if t is None or t.kind not in (IDENT, STRING):
            raise self.error_here("invalid linked-to symbol")
        self.i += 1
        name = self.name_of(t)
        sym = self.symbols.get(name)
        section = sym.section if sym is not None and sym.value is None else None
        if sym is None and name in self._section_by_key:
            section = self._section_by_key[name]
        if section is None:
            raise AsmError(f"linked-to symbol is not in a section: {name}", t)
        return name, section.parent or section

    def _group_spec(self) -> tuple[str, Token | None, bool]:
        """`,name[,comdat]` after the type of a `G` section."""
        if not self.accept_punct(","):
            raise self.error_here("expected group name")
        t = self.peek()
        if t is not None and t.kind == INT:
            self.i += 1
            name = t.text
        elif t is not None and t.kind in (IDENT, STRING):
            self.i += 1
            name = self.name_of(t)
        else:
            raise self.error_here("invalid group name")
        comdat = False
        if self.accept_punct(","):
            link = self.peek()
            if link is None or link.kind not in (IDENT, STRING):
                raise self.error_here("invalid linkage")
            self.i += 1
            if self.name_of(link) != "comdat":
                raise self.error_here("Linkage must be 'comdat'")
            comdat = True
        return name, t, comdat

    def _unique_id(self) -> int | None:
        """`,unique,N`: one more section of a name that is already used."""
        if not self.accept_punct(","):
            return None
        t = self.peek()
        if t is None or t.kind not in (IDENT, STRING):
            raise self.error_here("expected identifier")
        self.i += 1
        if self.name_of(t) != "unique":
            raise self.error_here("expected 'unique'")
        if not self.accept_punct(","):
            raise self.error_here("expected commma")  # sic, as llvm-mc spells it
        value = self.parse_absolute()
        if value < 0:
            raise self.error_here("unique id must be positive")
        if value >= 0xFFFFFFFF:
            raise self.error_here("unique id is too large")
        return value

    def _sun_flags(self) -> int:
        """Solaris-style ``#alloc,#write,#execinstr`` section flags."""
        names = {"alloc": SHF.ALLOC, "write": SHF.WRITE, "execinstr": SHF.EXECINSTR,
                 "exclude": SHF.EXCLUDE, "tls": SHF.TLS}
        flags = 0
        while True:
            self.expect_punct("#", "expected '#'")
            t = self.expect_ident("expected identifier")
            if t.text not in names:
                raise AsmError("unknown flag", t)
            flags |= names[t.text]
            if not self.accept_punct(","):
                return flags

    def _section_name(self) -> str:
        t = self.peek()
        if t.kind == STRING:
            self.i += 1
            return t.value.decode("utf-8", "surrogateescape")
        start = t.pos
        end = t.end
        self.i += 1
        while self.i < len(self.toks):
            u = self.toks[self.i]
            if u.is_punct(",") or u.pos != end:
                break
            end = u.end
            self.i += 1
        return self._lexer.text[start:end]

    # -- emission ------------------------------------------------------------------------

    def reserve(self, count: int, tok: Token | None) -> None:
        """Refuse growth past MAX_SECTION_SIZE before allocating anything."""
        if count < 0 or len(self.current.data) + count > MAX_SECTION_SIZE:
            raise AsmError(f"section '{self.current.name}' would grow past "
                           f"{MAX_SECTION_SIZE} bytes", tok)

    def emit_bytes(self, data: bytes, tok: Token | None = None) -> None:
        sec = self.current
        if sec.type == SHT.NOBITS and any(data) and sec.name not in self._nobits_bad:
            # reported once the file is read, like llvm-mc's object writer does
            self._nobits_bad[sec.name] = (tok, "non-zero initializers")
        sec.data += data

    def emit_value(self, expr: Expr, size: int, tok: Token) -> None:
        """Emit ``size`` bytes holding ``expr``; a fixup when it is not known yet."""
        self.register_used(expr)
        try:
            v = self.evaluate(expr)
        except ExprError:
            v = None
        if v is not None and v.is_absolute:
            self.emit_bytes(self.encode_int(v.const, size, expr.tok), tok)
            return
        if self.current.type == SHT.NOBITS:
            self._nobits_bad.setdefault(self.current.name, (tok, "fixups"))
        self.current.fixups.append(Fixup(self.current, len(self.current.data), size, expr,
                                         "data", expr.tok))
        self.current.data += bytes(size)

    @staticmethod
    def encode_int(value: int, size: int, tok: Token | None, message: str | None = None) -> bytes:
        bits = size * 8
        v = to_signed(value) if bits < 64 else value & _MASK64
        if bits < 64 and not (-(1 << (bits - 1)) <= v < (1 << bits)):
            raise AsmError(message or "out of range literal value", tok)
        return (v & ((1 << bits) - 1)).to_bytes(size, "little")

    def align(self, alignment: int, fill: int | None, fill_size: int, max_skip: int,
              tok: Token) -> None:
        sec = self.current
        sec.alignment = max(sec.alignment, alignment)
        pad = (-(sec.origin + len(sec.data))) % alignment
        if pad == 0 or (max_skip and pad > max_skip):
            sec.frag_start = len(sec.data)
            return
        self.reserve(pad, tok)
        if sec.is_code and (fill is None or fill == 0) and fill_size == 1:
            self.emit_bytes(self.target.nop_fill(pad), tok)
        else:
            value = (fill or 0) & ((1 << (fill_size * 8)) - 1)
            pattern = value.to_bytes(fill_size, "little")
            self.emit_bytes((pattern * (pad // fill_size + 1))[:pad], tok)
        sec.frag_start = len(sec.data)

    # -- the end: fixups, sizes ------------------------------------------------------------

    def finish(self) -> None:
        self._merge_subsections()
        for name, (tok, what) in self._nobits_bad.items():
            self.report(f"SHT_NOBITS section '{name}' cannot have {what}", tok.line, tok.col)
        self.dwarf.emit()
        self.target.finish_layout()
        for fx in self.pending_relocs:
            sym, const, tok = fx.pending
            if sym.section is None or sym.value is not None:
                self.report("unresolved relocation offset", tok.line, tok.col)
                continue
            fx.section, fx.offset = sym.section, sym.offset + const
            fx.section.fixups.append(fx)
        for sec in self.sections:
            for fx in sec.fixups:
                try:
                    if fx.kind == "reloc":
                        self._reloc_fixup(fx)
                        continue
                    if fx.kind == "leb":
                        self._leb_fixup(fx)
                        continue
                    self.target.apply_fixup(fx)
                except AsmError as e:
                    self.report(e.message, e.line, e.col, e.severity)
                except ExprError as e:
                    self.report(e.message, e.line, e.col)

    def _leb_fixup(self, fx: Fixup) -> None:
        """A `.uleb128`/`.sleb128` whose value was not known where it was read."""
        v = self.evaluate(fx.expr)
        if not v.is_absolute:
            kind = ".sleb128" if fx.leb_signed else ".uleb128"
            where = getattr(fx.expr, "op_tok", None) or fx.expr.tok
            raise AsmError(f"{kind} expression is not absolute", where)
        value = to_signed(v.const) if fx.leb_signed else v.const & _MASK64
        needed = len(_leb128(value, fx.leb_signed))
        if needed > fx.size:
            self.new_leb_sizes[fx.insn] = needed
            return
        fx.section.data[fx.offset:fx.offset + fx.size] = _leb128(value, fx.leb_signed, fx.size)

    def _reloc_fixup(self, fx: Fixup) -> None:
        """A `.reloc`: the named type at the offset, against the value's symbol (a local
        label's section symbol) or none, with the constant as addend."""
        v = self.evaluate(fx.expr)
        if v.sym_b is not None:
            b = v.sym_b
            if not b.is_defined:
                raise AsmError(f"symbol '{b.name}' can not be undefined in a subtraction "
                               "expression", line=fx.tok.line, col=1)
            raise AsmError("expression must be relocatable", fx.expr.tok)
        if v.sym_a is None:
            fx.section.relocations.append(
                Relocation(fx.offset, fx.reloc_type, None, to_signed(v.const)))
            return
        self.target._relocate(fx, fx.reloc_type, v.sym_a, to_signed(v.const), keep_symbol=False)

    def include(self, path_tok: Token, path: str) -> None:
        candidates = [path] if os.path.isabs(path) else [
            os.path.join(os.path.dirname(self._file) or ".", path), path,
            *[os.path.join(d, path) for d in self.include_dirs],
        ]
        for candidate in candidates:
            if os.path.isfile(candidate):
                break
        else:
            raise AsmError("Could not find include file '" + path + "'", path_tok)
        if self._include_depth > 64:
            raise AsmError("too many nested .include files", path_tok)
        with open(candidate, encoding="utf-8", errors="surrogateescape") as f:
            text = f.read()
        lexer = Lexer(text)
        self._sources[candidate] = lexer
        saved_file, saved_toks, saved_i = self._file, self.toks, self.i
        self._file = candidate
        self._include_depth += 1
        try:
            self._process(lexer)
        finally:
            self._include_depth -= 1
            self._file, self.toks, self.i = saved_file, saved_toks, saved_i


# -- generic directives -------------------------------------------------------------------


def _d_simple_section(asm: Assembler, tok: Token) -> None:
    name = tok.text.lower()
    typ, flags = _SIMPLE_SECTIONS[name]
    number = 0
    if not asm.at_end():
        number = asm.subsection_number()  # `.text N`
        if not asm.at_end():
            raise asm.error_here("expected end of directive")
    asm.switch_section(asm.subsection(asm._get_section(name, typ, flags), number, tok))


def _d_subsection(asm: Assembler, tok: Token) -> None:
    number = 0
    if not asm.at_end():
        number = asm.subsection_number()
        if not asm.at_end():
            raise asm.error_here("expected end of directive")
    asm.switch_section(asm.subsection(asm.current, number, tok))


def _d_section(asm: Assembler, tok: Token) -> None:
    asm.switch_section(asm.section_directive(tok))


def _d_pushsection(asm: Assembler, tok: Token) -> None:
    saved = (asm.current, asm._previous)
    if not asm.at_end():
        asm.switch_section(asm.section_directive(tok, push=True))
    asm._section_stack.append(saved)


def _d_popsection(asm: Assembler, tok: Token) -> None:
    asm.expect_end()
    if not asm._section_stack:
        raise asm.error_here(".popsection without corresponding .pushsection")
    current, previous = asm._section_stack.pop()
    asm.current, asm._previous = current, previous


def _d_previous(asm: Assembler, tok: Token) -> None:
    asm.expect_end()
    if asm._previous is None:
        raise asm.error_here(".previous without corresponding .section")
    asm.current, asm._previous = asm._previous, asm.current


def _symbol_list(asm: Assembler) -> list[tuple[Symbol, Token]]:
    out = []
    while True:
        t = asm.expect_ident("expected identifier")
        out.append((asm.symbol(asm.name_of(t)), t))
        if asm.at_end():
            return out
        asm.expect_punct(",", "unexpected token in directive")


def _d_binding(asm: Assembler, tok: Token) -> None:
    kind = {".globl": "global", ".global": "global", ".weak": "weak", ".local": "local"}[
        tok.text.lower()]
    for sym, _t in _symbol_list(asm):
        asm.register(sym)
        old = sym.binding
        if old is not None and old != kind:
            # llvm-mc: to weak is a warning, to global or local an error
            severity = "warning" if kind == "weak" else "error"
            asm.report(f"{sym.name} changed binding to STB_{kind.upper()}", tok.line, tok.col,
                       severity)
            if severity == "error":
                continue
        sym.binding = kind


def _d_visibility(asm: Assembler, tok: Token) -> None:
    vis = {".hidden": STV.HIDDEN, ".protected": STV.PROTECTED, ".internal": STV.INTERNAL}[
        tok.text.lower()]
    for sym, _t in _symbol_list(asm):
        asm.register(sym)
        sym.visibility = int(vis)


def _d_type(asm: Assembler, tok: Token) -> None:
    t = asm.expect_ident("expected identifier")
    sym = asm.symbol(asm.name_of(t))
    asm.expect_punct(",", "expected comma")
    u = asm.peek()
    if u is not None and (u.is_punct("@") or u.is_punct("%") or u.is_punct("#")):
        asm.i += 1
    elif u is not None and u.kind == STRING:
        asm.i += 1
        kind = u.value.decode().lower()
        return _set_type(asm, sym, kind, u)
    u = asm.expect_ident("expected STT_<TYPE_IN_UPPER_CASE>, '#<type>', '%<type>' or \"<type>\"")
    _set_type(asm, sym, u.text.lower(), u)


def _set_type(asm: Assembler, sym: Symbol, kind: str, tok: Token) -> None:
    asm.expect_end()
    if kind not in _SYMBOL_TYPES:
        raise AsmError("unsupported attribute", tok)
    asm.register(sym)
    sym.elf_type = int(_SYMBOL_TYPES[kind])
    if kind == "gnu_unique_object":
        sym.binding = "unique"


def _d_size(asm: Assembler, tok: Token) -> None:
    t = asm.expect_ident("expected identifier")
    sym = asm.symbol(asm.name_of(t))
    asm.expect_punct(",", "expected comma")
    sym.size = asm.parse_expr()
    asm.expect_end()
    asm.register(sym)


def _d_set(asm: Assembler, tok: Token) -> None:
    t = asm.expect_ident("expected identifier")
    asm.expect_punct(",", "expected comma")
    asm._assignment(t, allow_redefine=tok.text.lower() != ".equiv")


def _d_data(asm: Assembler, tok: Token) -> None:
    size = _DATA_SIZES[tok.text.lower()]
    asm.dwarf.consume()
    while True:
        expr = asm.parse_expr()
        asm.emit_value(expr, size, tok)
        if asm.at_end():
            return
        asm.expect_punct(",", "unexpected token")


def _leb128(value: int, signed: bool, pad_to: int = 0) -> bytes:
    """LEB128 of ``value``, padded to ``pad_to`` bytes with continuation bytes (0x80, or
    0xff for a negative signed value) and a final 0x00 / 0x7f."""
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        done = (value == 0 and not byte & 0x40) or (value == -1 and byte & 0x40) if signed else (
            value == 0)
        out.append(byte if done and len(out) + 1 >= pad_to else byte | 0x80)
        if done:
            break
    if len(out) < pad_to:
        fill = 0x7F if signed and value < 0 else 0x00
        out += bytes([fill | 0x80]) * (pad_to - len(out) - 1) + bytes([fill])
    return bytes(out)


def _d_leb128(asm: Assembler, tok: Token) -> None:
    signed = tok.text.lower() == ".sleb128"
    asm.dwarf.consume()
    while True:
        expr = asm.parse_expr()
        try:
            v = asm.evaluate(expr)
        except ExprError as e:
            raise AsmError(e.message, line=e.line, col=e.col) from None
        if not v.is_absolute:
            # not known yet (its symbols do not enter the symbol table here): llvm-mc makes a LEB fragment that relaxation sizes (it only ever
            # grows).  Here: the size the previous pass found (1 byte on the first), written
            # once the value is known; a value that needs more bytes makes the driver
            # assemble the file again with the larger size.
            ordinal = asm.leb_count
            asm.leb_count += 1
            size = asm.leb_sizes.get(ordinal, 1)
            fx = Fixup(asm.current, len(asm.current.data), size, expr, "leb", expr.tok)
            fx.leb_signed, fx.insn = signed, ordinal
            asm.current.fixups.append(fx)
            asm.emit_bytes(bytes(size), tok)
            asm.current.frag_start = len(asm.current.data)
        else:
            asm.register_used(expr)
            value = to_signed(v.const) if signed else v.const & _MASK64
            asm.emit_bytes(_leb128(value, signed), tok)
        if asm.at_end():
            return
        asm.expect_punct(",", "unexpected token")


def _d_ascii(asm: Assembler, tok: Token) -> None:
    zero = tok.text.lower() in (".asciz", ".string")
    if asm.at_end():
        return
    asm.dwarf.consume()
    while True:
        data = asm.expect_string("expected string")
        while asm.peek() is not None and asm.peek().kind == STRING:
            data += asm.expect_string()
        asm.emit_bytes(data + (b"\0" if zero else b""), tok)
        if asm.at_end():
            return
        asm.expect_punct(",", "unexpected token")


def _d_zero(asm: Assembler, tok: Token) -> None:
    name = tok.text.lower()
    count_expr = asm.parse_expr()
    fill = 0
    if asm.accept_punct(","):
        fill = asm.parse_absolute()
    asm.expect_end()
    count = asm.absolute(count_expr)
    if count < 0:
        raise AsmError("invalid number of bytes" if name != ".zero" else "negative size",
                       count_expr.tok)
    asm.reserve(count, count_expr.tok)
    asm.emit_bytes(bytes([fill & 0xFF]) * count, tok)
    asm.current.frag_start = len(asm.current.data)


def _d_fill(asm: Assembler, tok: Token) -> None:
    count_expr = asm.parse_expr()
    size, value = 1, 0
    if asm.accept_punct(","):
        size_expr = asm.parse_expr()
        size = asm.absolute(size_expr)
        if asm.accept_punct(","):
            value_expr = asm.parse_expr()
            value = asm.absolute(value_expr)
            if size > 4 and (to_signed(value) >> 32) not in (0,):
                asm.report("'.fill' directive pattern has been truncated to 32-bits",
                           value_expr.tok.line, value_expr.tok.col, "warning")
        if size < 0:
            raise AsmError("'.fill' directive with negative size has no effect", size_expr.tok,
                           severity="warning")
        if size > 8:
            asm.report("'.fill' directive with size greater than 8 has been truncated to 8",
                       size_expr.tok.line, size_expr.tok.col, "warning")
            size = 8
    asm.expect_end()
    count = asm.absolute(count_expr)
    if count < 0:
        asm.report("'.fill' directive with negative repeat count has no effect",
                   count_expr.tok.line, count_expr.tok.col, "warning")
        return
    value &= 0xFFFFFFFF if size > 4 else (1 << (size * 8)) - 1
    asm.reserve(count * max(size, 0), count_expr.tok)
    asm.dwarf.consume()
    asm.emit_bytes(value.to_bytes(size, "little") * count, tok)
    asm.current.frag_start = len(asm.current.data)


def _d_align(asm: Assembler, tok: Token) -> None:
    name = tok.text.lower()
    pow2 = name.startswith(".p2align")
    fill_size = {"w": 2, "l": 4}.get(name[-1], 1) if name not in (".align", ".p2align") else 1
    if name in (".balign", ".p2align"):
        fill_size = 1
    align_expr = asm.parse_expr()
    value = asm.absolute(align_expr)
    fill = None
    max_skip = 0
    if asm.accept_punct(","):
        if not asm.peek() or not asm.peek().is_punct(","):
            fill = asm.parse_absolute()
        if asm.accept_punct(","):
            max_expr = asm.parse_expr()
            max_skip = asm.absolute(max_expr)
            if max_skip <= 0:
                raise AsmError("alignment directive can never be satisfied in this many bytes, "
                               "ignoring maximum bytes expression", max_expr.tok,
                               severity="warning")
    asm.expect_end()
    if pow2:
        if value < 0 or value >= 32:
            raise AsmError("invalid alignment value", align_expr.tok)
        alignment = 1 << value
    else:
        alignment = value if value else 1
        if alignment & (alignment - 1):
            raise AsmError("alignment must be a power of 2", align_expr.tok)
    asm.align(alignment, fill, fill_size, max_skip, tok)


def _d_comm(asm: Assembler, tok: Token) -> None:
    local = tok.text.lower() == ".lcomm"
    t = asm.expect_ident("expected identifier")
    sym = asm.symbol(asm.name_of(t))
    asm.expect_punct(",", "unexpected token in directive")
    size_expr = asm.parse_expr()
    size = asm.absolute(size_expr)
    alignment = 0
    if asm.accept_punct(","):
        align_expr = asm.parse_expr()
        if local:
            raise AsmError("alignment not supported on this target", align_expr.tok)
        p = asm.absolute(align_expr)
        if p < 0 or p >= 32:
            raise AsmError("invalid '.comm' or '.lcomm' directive alignment, can't be less "
                           "than zero", align_expr.tok)
        alignment = 1 << p  # AMDGPU gives .comm alignment as a power of two
    asm.expect_end()
    if size < 0:
        raise AsmError("size must be non-negative", size_expr.tok)
    if sym.is_defined:
        raise AsmError("invalid symbol redefinition", t)
    asm.register(sym)
    if local:
        sym.binding = "local"
        sym.elf_type = int(STT.OBJECT)
        saved = asm.current
        bss = asm._get_section(".bss", SHT.NOBITS, SHF.ALLOC | SHF.WRITE)
        asm.current = bss
        sym.section = bss
        sym.offset = len(bss.data)
        if size > MAX_SECTION_SIZE - len(bss.data):
            raise AsmError(f"section '.bss' would grow past {MAX_SECTION_SIZE} bytes",
                           size_expr.tok)
        bss.data += bytes(size)
        sym.size = Const(size, t)
        asm.current = saved
        return
    if sym.binding == "local":
        # `.local x` then `.comm x`: llvm-mc allocates it in .bss like .lcomm, aligned
        sym.elf_type = int(STT.OBJECT)
        saved = asm.current
        bss = asm._get_section(".bss", SHT.NOBITS, SHF.ALLOC | SHF.WRITE)
        asm.current = bss
        asm.align(max(alignment, 1), 0, 1, 0, t)
        sym.section = bss
        sym.offset = len(bss.data)
        asm.reserve(size, size_expr.tok)
        bss.data += bytes(size)
        sym.size = Const(size, t)
        asm.current = saved
        return
    sym.common_size = size
    sym.common_align = max(alignment, 1)
    sym.elf_type = int(STT.OBJECT)
    sym.size = Const(size, t)


def _d_ident(asm: Assembler, tok: Token) -> None:
    data = asm.expect_string("expected string")
    asm.expect_end()
    comment = asm._get_section(".comment", SHT.PROGBITS, SHF.MERGE | SHF.STRINGS, 1)
    if not asm.idents:
        comment.data += b"\0"
    asm.idents.append(data)
    comment.data += data + b"\0"


def _d_file(asm: Assembler, tok: Token) -> None:
    # `.file "name"` is accepted (llvm-mc writes no STT_FILE symbol for AMDGPU objects
    # either); `.file N ["dir"] "name" [md5 V] [source "text"]` enters the line table.
    asm.dwarf.file_directive(tok)


def _d_loc(asm: Assembler, tok: Token) -> None:
    asm.dwarf.loc_directive(tok)


def _d_addrsig(asm: Assembler, tok: Token) -> None:
    asm.expect_end()
    asm.addrsig = True


def _d_addrsig_sym(asm: Assembler, tok: Token) -> None:
    t = asm.expect_ident()
    asm.expect_end()
    sym = asm.symbol(asm.name_of(t))
    asm.register(sym)
    asm.addrsig_symbols.append(sym)


def _d_include(asm: Assembler, tok: Token) -> None:
    t = asm.peek()
    path = asm.expect_string("expected string in '.include' directive")
    asm.expect_end()
    asm.include(t, path.decode("utf-8", "surrogateescape"))


def _d_org(asm: Assembler, tok: Token) -> None:
    expr = asm.parse_expr()
    fill = 0
    if asm.accept_punct(","):
        fill = asm.parse_absolute()
    asm.expect_end()
    v = asm.evaluate(expr)
    if v.sym_a is not None and v.sym_a.section is asm.current and v.sym_b is None:
        target = v.sym_a.offset + to_signed(v.const)
    elif v.is_absolute:
        target = to_signed(v.const)
    else:
        raise AsmError("expected assembly-time absolute expression", expr.tok)
    here = len(asm.current.data)
    asm.reserve(target - here if target >= here else 0, expr.tok)
    if target < here:
        raise AsmError("invalid .org offset '" + str(target) + "' (at offset '" + str(here)
                       + "')", expr.tok)
    asm.emit_bytes(bytes([fill & 0xFF]) * (target - here), tok)
    asm.current.frag_start = len(asm.current.data)


def _d_reloc(asm: Assembler, tok: Token) -> None:
    """`.reloc offset, R_AMDGPU_NAME[, expr]`: a relocation of that type at ``offset``: a
    label (+ constant), or a constant counted, as in llvm-mc, from the start of the current
    run of data (after the last alignment, fill or .org)."""
    from ..formats.relocations import R_AMDGPU

    offset_expr = asm.parse_expr()
    asm.expect_punct(",", "expected comma")
    name_tok = asm.peek()
    if name_tok is None or name_tok.kind != IDENT:
        raise asm.error_here("expected relocation name")
    asm.i += 1
    expr = None
    if asm.accept_punct(","):
        expr = asm.parse_expr()
        asm.register_used(expr)
    if not asm.at_end():
        raise asm.error_here("expected newline")
    name = name_tok.text
    rtype = getattr(R_AMDGPU, name[len("R_AMDGPU_"):], None) if name.startswith(
        "R_AMDGPU_") else None
    if rtype is None:
        raise AsmError("unknown relocation name", name_tok)
    try:
        v = asm.evaluate(offset_expr)
    except ExprError as e:
        raise AsmError(e.message, line=e.line, col=e.col) from None
    sec = asm.current
    fx = Fixup(sec, 0, 0, expr if expr is not None else Const(0, name_tok), "reloc", name_tok)
    fx.reloc_type = int(rtype)
    fx.has_value = expr is not None
    if v.is_absolute:
        if to_signed(v.const) < 0:
            raise AsmError(".reloc offset is negative", offset_expr.tok)
        fx.offset = sec.frag_start + to_signed(v.const)
    elif v.sym_b is not None or v.variant is not None or v.sym_a is None:
        raise AsmError(".reloc offset is not representable", offset_expr.tok)
    elif v.sym_a.section is not None and v.sym_a.value is None:
        fx.section = v.sym_a.section
        fx.offset = v.sym_a.offset + to_signed(v.const)
    else:
        fx.pending = (v.sym_a, to_signed(v.const), offset_expr.tok)  # a label further down
        asm.pending_relocs.append(fx)
        return
    fx.section.fixups.append(fx)


def _d_error(asm: Assembler, tok: Token) -> None:
    message = asm.expect_string().decode() if not asm.at_end() else ".error directive invoked"
    raise AsmError(message, tok)


def _d_warning(asm: Assembler, tok: Token) -> None:
    message = asm.expect_string().decode() if not asm.at_end() else ".warning directive invoked"
    raise AsmError(message, tok, severity="warning")


_DIRECTIVES = {
    **{name: _d_simple_section for name in _SIMPLE_SECTIONS},
    ".section": _d_section,
    ".pushsection": _d_pushsection,
    ".subsection": _d_subsection,
    ".popsection": _d_popsection,
    ".previous": _d_previous,
    ".globl": _d_binding,
    ".global": _d_binding,
    ".weak": _d_binding,
    ".local": _d_binding,
    ".hidden": _d_visibility,
    ".protected": _d_visibility,
    ".internal": _d_visibility,
    ".type": _d_type,
    ".size": _d_size,
    ".set": _d_set,
    ".equ": _d_set,
    ".equiv": _d_set,
    **{name: _d_data for name in _DATA_SIZES},
    ".uleb128": _d_leb128,
    ".sleb128": _d_leb128,
    ".ascii": _d_ascii,
    ".asciz": _d_ascii,
    ".string": _d_ascii,
    ".zero": _d_zero,
    ".space": _d_zero,
    ".skip": _d_zero,
    ".fill": _d_fill,
    ".align": _d_align,
    ".balign": _d_align,
    ".balignw": _d_align,
    ".balignl": _d_align,
    ".p2align": _d_align,
    ".p2alignw": _d_align,
    ".p2alignl": _d_align,
    ".comm": _d_comm,
    ".common": _d_comm,
    ".lcomm": _d_comm,
    ".ident": _d_ident,
    ".file": _d_file,
    ".loc": _d_loc,
    ".addrsig": _d_addrsig,
    ".addrsig_sym": _d_addrsig_sym,
    ".include": _d_include,
    ".org": _d_org,
    ".reloc": _d_reloc,
    ".error": _d_error,
    ".warning": _d_warning,
}

