"""The assembler driver: reads the sources statement by statement and hands each to the part
that knows it; then lays the sections out and resolves what was left open.

The parts, each in its own module and given only what it needs (no part sees this one):

* :class:`~codeobj.asm.symbols.SymbolTable` -- symbols, labels, assignments, evaluation;
* :class:`~codeobj.asm.sections.SectionStore` -- sections, emission, layout;
* :class:`~codeobj.asm.cursor.Cursor` -- one statement's tokens, for the directive handlers;
* :class:`~codeobj.asm.directives.Directives` -- the generic directives;
* :class:`~codeobj.asm.amdgpu.AMDGPUTarget` -- target, kernel descriptors, metadata,
  instructions (through :mod:`codeobj.asm.isa_bridge`);
* :class:`~codeobj.asm.dwarf.DwarfState` -- ``.file``/``.loc``/``.cfi_*``;
* :class:`~codeobj.asm.macros.Preprocessor` -- conditionals, macros, repetition;
* :class:`~codeobj.asm.fixups.FixupResolver` -- layout point sizes, fixups, relocations.

The sources are a stack (the file, included files, macro instantiations) read in a loop, not
by recursion.  An instruction line whose text was encoded before is emitted straight from the
encoder's cache without being tokenized (most lines of compiler output).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable

from ..formats.elf import SHT
from ..limits import current_limits, how_to_raise
from .amdgpu import AMDGPUTarget
from .cursor import Cursor, name_of
from .diagnostics import Diagnostic, Diagnostics, Source, TooManyErrors
from .directives import Directives
from .dwarf import DwarfState
from .expr import Const, ExprError
from .fixups import FixupResolver
from .gendwarf import GenDwarf
from .isa_bridge import LOCAL_LABEL, Lane
from .lexer import IDENT, INT, STRING, Lexer, LexError, Token
from .macros import Expansion, Preprocessor
from .model import AsmError, AsmSection, Limits
from .sections import SectionStore
from .symbols import SymbolTable

__all__ = ["Assembler", "read_source"]

# an instruction's mnemonic: an identifier as the tokenizer reads one (not starting with '.')
_MNEMONIC = re.compile(r"[A-Za-z_][A-Za-z0-9_.$@?]*")
# a statement that is one label and nothing else, named as the tokenizer reads an identifier
# (a local .L label or a name not starting with '.', which no directive can be)
_LABEL = re.compile(r"(?:\.L|[A-Za-z_])[A-Za-z0-9_.$@?]*:")

# a line that is `.amdhsa_<field> <decimal>` and nothing else: most lines of .amdhsa_kernel
_KERNEL_ITEM = re.compile(r"[ \t]*(\.amdhsa_[A-Za-z0-9_]+)[ \t]+(0|[1-9][0-9]{0,18})[ \t]*")


def _resume(lexer: Lexer, pos: int, line_no: int) -> None:
    """Put ``lexer`` at ``pos``, the start of line ``line_no``, after lines read without it
    (``pos`` past the end of the text: the end of the last line)."""
    if pos > len(lexer.text):
        pos = len(lexer.text)
        line_no -= 1
    lexer.pos = pos
    lexer.line = line_no
    lexer.line_start = pos

#: the line cache's entry for a blank or comment line (no bytes)
_NOTHING: tuple[bytes, int, int] = (b"", 0, 0)

# directives llvm-mc knows that codeobj accepts and ignores, with one warning (listed in
# docs/assembler.md): the personality routine and LSDA of an .eh_frame FDE.
_IGNORED = {".cfi_personality", ".cfi_lsda"}
#: a directive's handler: (the statement after the directive's name, the name's token)
_Handler = Callable[[Cursor, Token], None]


def read_source(path: str, limit: int) -> str:
    """The text of a source file, pipe or device, refused past ``limit`` bytes (the source
    limit) before more is read."""
    with open(path, "rb") as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise AsmError(f"{path}: input larger than {limit} bytes ({how_to_raise('source')})")
    return data.decode("utf-8", "surrogateescape")


class Assembler:
    """Assembles one source text.  Use :func:`codeobj.asm.assemble` rather than this class."""

    def __init__(self, text: str, filename: str, *, include_dirs: tuple[str, ...] = (),
                 defsyms: dict[str, int] | None = None, mattr: str = "",
                 limits: Limits | None = None, debug_producer: str | None = None,
                 release: str | None = None) -> None:
        self.limits = limits = limits or current_limits()
        self.filename = filename
        self.include_dirs = tuple(include_dirs)
        self.diagnostics = Diagnostics(max_errors=limits.errors)
        self.sections = SectionStore(limits, self._new_section)
        self.symbols = SymbolTable(self.sections)
        self.sections.open_text()
        self.directives = Directives(self.symbols, self.sections, self.report)
        self.target = AMDGPUTarget(self.symbols, self.sections, self.report, mattr, release)
        self.dwarf = DwarfState(self.symbols, self.sections, self.report,
                                self.target.processor)
        self.macros = Preprocessor(self.symbols, limits)
        self.fixups = FixupResolver(self.symbols, self.sections, self.report)
        self.handlers = {**self.directives.table, **self.target.directives,
                         **self.dwarf.directives, ".include": self._include,
                         ".exitm": self._exitm}
        # -g: debug information for the source itself (debug_producer names the assembler)
        self.gen = GenDwarf(self.dwarf, self.symbols, self.sections, filename,
                            debug_producer) if debug_producer is not None else None
        if self.gen is not None:
            for name in (".section", ".pushsection"):
                self.handlers[name] = self._entering(self.handlers[name])
        for name, value in (defsyms or {}).items():
            self.symbols.set_constant(name, value, predefined=False)
        self.main = Source(filename, Lexer(text), path=_real(filename))
        self.stack: list[Source] = [self.main]
        self._depth = 0  # instantiations on the stack
        # a statement's first word (to its first blank) -> its length, for the words that are a
        # whole mnemonic as _MNEMONIC reads one, without an @ (see _plain_instruction)
        self._mnemonics: dict[str, int] = {}
        self._warned_ignored = False

    @property
    def source(self) -> Source:
        return self.stack[-1] if self.stack else self.main

    def _new_section(self, sec: AsmSection) -> None:
        self.symbols.section_symbol(sec)

    def report(self, message: str, line: int, col: int, severity: str = "error") -> None:
        self.diagnostics.report(message, line, col, severity, self.source)

    @property
    def error_count(self) -> int:
        return self.diagnostics.errors

    # -- reading ------------------------------------------------------------------------------

    def run(self) -> None:
        """Read everything, then lay out and resolve (unless there were errors)."""
        try:
            self._read()
            self.stack = [self.main]
            line = self.main.lexer.line
            if self.macros.finish():
                self.report("unmatched .ifs or .elses", line, 1)
            self.dwarf.finish_parse(line)
            self.target.finish_parse(line)
            if self.error_count == 0:
                self._finish()
        except TooManyErrors:
            self.diagnostics.items.append(Diagnostic(
                self.filename, 0, 0, "error",
                f"too many errors ({self.limits.errors}); the assembler stopped "
                f"({how_to_raise('errors')})"))

    def _read(self) -> None:
        stack = self.stack
        symbols = self.symbols
        macros = self.macros
        while stack:
            src = stack[-1]
            lexer = src.lexer
            if lexer.at_end:
                stack.pop()
                if src.kind == "instantiation":
                    self._depth -= 1
                continue
            if self._fast_lines(lexer) or self._kernel_lines(lexer):
                continue
            try:
                tokens, _line, _col = lexer.statement()
            except LexError as e:
                self.report(e.message, e.line, e.col)
                continue
            if not tokens:
                continue
            cur = Cursor(tokens, lexer, symbols)
            try:
                done = macros.handle(cur, self._depth)
                if done is False:
                    self._statement(cur)
                elif done is not True:
                    self._instantiate(done, src)
            except AsmError as e:
                self.report(e.message, e.line, e.col, e.severity)
                if macros.expanded >= self.limits.expansion or "nested more than" in e.message:
                    self._unwind()
            except ExprError as e:
                self.report(e.message, e.line, e.col)
            except RecursionError:
                self.report("expression nests too deeply", tokens[0].line, tokens[0].col)

    def _fast_lines(self, lexer: Lexer) -> bool:
        """Read the plain instruction lines that follow (and blank and comment lines, and
        lines that are one label) without tokenizing them: a line the encoder has seen is
        emitted from its cache, another is handed to it as text.  Stops at anything else;
        True when any line was taken."""
        target = self.target
        encoder = target.encoder
        if encoder is None or target.block is not None or not self.macros.active or (
                self.gen is not None and self.gen.on):
            return False
        sections = self.sections
        sec = sections.current
        if sec.type == SHT.NOBITS:
            return False
        data = sec.data
        before_len = len(data)
        reserved = sections.output  # (new lines count their bytes as they go)
        cache = encoder.cache
        pos = lexer.pos
        line_no = lexer.line
        if pos != lexer.line_start:
            return False  # (the rest of a line: the tokenizer's)
        # the text's lines from this one on, a stretch at a time (cut at once: not a find
        # and a slice each; not every line of the text held at once)
        window = lexer.window(pos, line_no)
        if window is None:
            return False  # (not where the lexer's line count says: leave it to the tokenizer)
        source = window.lines  # (line number base + k is source[k], at lengths[k] + k)
        base = window.first
        lengths = window.lengths
        macros = self.macros.macros
        # whole lines (comments and blanks included) whose statement is in the cache: the
        # same line again is not cut up again (not while macros exist: a mnemonic may name one)
        lines = encoder.line_cache if not macros else {}
        get = lines.get
        labels = self.gen is None
        lanes = encoder.lanes
        # the registers the .amdgcn.next_free_* symbols already cover (they only change in
        # other statements, or when an instruction here raises them)
        vfree, sfree = target.next_free()
        # (only a .loc sets it, and the first bytes after it clear it)
        before = sections.before_emit
        first = i = line_no - base
        end = len(source)
        for i in range(first, end):
            line = source[i]
            hit = get(line)
            if hit is None:
                cut = line.find(";")
                stmt = line[:cut] if cut >= 0 else line
                if "/" in stmt:
                    if "/*" in stmt:
                        break
                    cut = stmt.find("//")
                    if cut >= 0:
                        stmt = stmt[:cut]
                stmt = stmt.strip()
                if not stmt or stmt[0] == "#":  # (a `#` starting a line is a comment)
                    if not macros:
                        lines[line] = _NOTHING
                    continue
                hit = cache.get(stmt)
                if hit is None or (macros and stmt.split(None, 1)[0] in macros):
                    pos = lengths[i] + i
                    if labels and stmt[-1] == ":" and _LABEL.fullmatch(stmt):
                        self._label(stmt, line, lexer, pos, base + i)
                    elif ".L" in stmt and not macros and (
                            lane := lanes.get(stmt[:stmt.rfind(" ") + 1])) is not None and \
                            self._label_operand(lane, stmt, line, lexer, pos, base + i):
                        pass
                    elif not self._plain_instruction(stmt, line, lexer, pos, base + i, data,
                                                     vfree, sfree):
                        break
                    # (vfree and sfree may now be below the symbols: a line that exceeds
                    # them only asks raise_next_free, which compares with the symbols; they
                    # are never above them, as the symbols only rise here)
                    before = sections.before_emit
                    continue
                if not macros:
                    lines[line] = hit
            elif hit is _NOTHING:  # (a blank or comment line)
                continue
            if before is not None:
                before()
                before = sections.before_emit
            data += hit[0]
            if hit[1] > vfree or hit[2] > sfree:
                target.raise_next_free(hit[1], hit[2])
                vfree, sfree = target.next_free()
        else:
            i = max(first, end)  # (every line taken: the next is the one after them)
        if i == first:
            return False
        _resume(lexer, lengths[i] + i, base + i)
        try:  # the cached lines above went straight into the section: count them now
            sections.reserve(len(data) - before_len - (sections.output - reserved), None)
        except AsmError as e:
            self.report(e.message, base + i - 1, 1)
        return True

    def _kernel_lines(self, lexer: Lexer) -> bool:
        """Read the lines of an ``.amdhsa_kernel`` block that follow and are one field and a
        decimal number (``_KERNEL_ITEM``) without tokenizing them, as the statement loop
        would read them; True when any line was taken."""
        target = self.target
        block = target.block
        pos = start = lexer.pos
        if block is None or block.kind != "kernel" or lexer.line_start != pos or \
                not self.macros.active or self.macros.macros:
            return False
        text = lexer.text
        n = len(text)
        line_no = lexer.line
        match = _KERNEL_ITEM.match
        while pos < n:
            nl = text.find("\n", pos)
            if nl < 0:
                nl = n
            mt = match(text, pos, nl)
            if mt is None or mt.end() != nl:
                break
            name, word = mt.group(1, 2)
            at, num_at = mt.start(1), mt.start(2)
            tok = Token(IDENT, name, line_no, at - pos + 1, None, at, at + len(name))
            value = int(word)
            num = Token(INT, word, line_no, num_at - pos + 1, value, num_at,
                        num_at + len(word))
            target.kernel_item(name.lower(), tok, Const(value, num))
            pos = nl + 1
            line_no += 1
        if pos == start:
            return False
        _resume(lexer, pos, line_no)
        return True

    def _label(self, stmt: str, line: str, lexer: Lexer, pos: int, line_no: int) -> None:
        """A line that is one label (``stmt``, matched by ``_LABEL``), as the statement
        loop would define it."""
        col = len(line) - len(line.lstrip()) + 1
        lexer.pos, lexer.line, lexer.line_start = pos, line_no, pos  # for what reports
        start = pos + col - 1
        tok = Token(IDENT, stmt[:-1], line_no, col, None, start, start + len(stmt) - 1)
        try:
            self.symbols.define_label(tok.text, tok)
        except AsmError as e:
            self.report(e.message, e.line, e.col, e.severity)

    def _label_operand(self, lane: Lane, stmt: str, line: str, lexer: Lexer, pos: int,
                       line_no: int) -> bool:
        """Encode ``stmt`` -- a lane's text (``InstructionEncoder.lanes``: the text before
        the label of a bare shape's statement) and a local label -- as
        :meth:`_plain_instruction` would; False (nothing done) when it is not such a text or
        the label is a symbol with a value (the statement is then encoded in full).  The
        checks that method makes of the mnemonic were made of the lane's first statement,
        whose text before the label is this one's."""
        shape, mnemonic_end, branch = lane
        start = stmt.rfind(" ") + 1
        if LOCAL_LABEL.fullmatch(stmt, start) is None:
            return False
        col = len(line) - len(line.lstrip()) + 1
        lexer.pos, lexer.line, lexer.line_start = pos, line_no, pos  # for what reports
        encoder = self.target.encoder
        assert encoder is not None  # (a lane is made from what it encoded)
        try:
            enc = encoder.bare(shape, stmt[start:], start, line_no, col)
            if enc is None:
                return False
            at = pos + col - 1
            self.target.emit(enc, Token(IDENT, stmt[:mnemonic_end], line_no, col, None, at,
                                        at + mnemonic_end), branch)
        except AsmError as e:
            self.report(e.message, e.line, e.col, e.severity)
        return True

    def _plain_instruction(self, stmt: str, line: str, lexer: Lexer, pos: int,
                           line_no: int, data: bytearray, vfree: int, sfree: int) -> bool:
        """Encode ``stmt`` when it is an instruction as the tokenizer would read it (not a
        label, an assignment, a macro or a directive); False to leave the line to it.  Bytes
        without fixups go straight to ``data``, the current section's; the next_free symbols
        are raised when the instruction exceeds ``vfree``/``sfree`` (at most their values)."""
        if '"' in stmt or "'" in stmt:
            return False
        # (a first word met before as a whole mnemonic, a blank after it and then no other
        # whitespace: what follows the mnemonic starts there; else _MNEMONIC reads it)
        end = stmt.find(" ")
        mnemonic = stmt[:end]
        if end < 0 or self._mnemonics.get(mnemonic) != end or \
                stmt[end + 1:end + 2].isspace():
            mt = _MNEMONIC.match(stmt)
            if mt is None:
                return False
            end = mt.end()
            mnemonic = mt.group()
            if "@" in mnemonic:
                return False
            if stmt[end:end + 1] == " ":
                self._mnemonics[mnemonic] = end
            rest = stmt[end:].lstrip()
        else:
            rest = stmt[end + 1:]
        if (rest[:1] in (":", "=") and not rest.startswith("==")) or \
                mnemonic in self.macros.macros:
            return False
        col = len(line) - len(line.lstrip()) + 1
        lexer.pos, lexer.line, lexer.line_start = pos, line_no, pos  # for what reports
        target = self.target
        encoder = target.encoder
        assert encoder is not None  # (_fast_lines reads lines only once there is one)
        try:
            enc = encoder.encode(stmt, line_no, col)
            for message, wline, wcol in enc.warnings:
                self.report(message, wline, wcol, "warning")
            branch = encoder.branch_bug and encoder.is_branch(stmt)
            if enc.fixups or branch:
                # (the mnemonic's token: what a fixup reports at; made only for these)
                at = pos + col - 1
                tok = Token(IDENT, mnemonic, line_no, col, None, at, at + end)
                target.emit(enc, tok, branch)
                if ".L" in stmt:
                    # statements of a bare shape with this text before the label (its
                    # symbolic entry: the text and no tail, which only a local label leaves):
                    # a lane
                    head = stmt[:stmt.rfind(" ") + 1]
                    shape = encoder.symbolic.get((head, ""))
                    if shape is not None and shape.bare and head not in encoder.lanes:
                        encoder.lanes[head] = (shape, end, branch)
            else:
                sections = self.sections
                if sections.before_emit is not None:
                    sections.before_emit()
                try:
                    sections.reserve(len(enc.data), None)
                except AsmError as e:  # (past the output limit: at the mnemonic)
                    raise AsmError(e.message, line=line_no, col=col) from None
                data += enc.data
                if enc.vgprs > vfree or enc.sgprs > sfree:
                    target.raise_next_free(enc.vgprs, enc.sgprs)
        except AsmError as e:
            self.report(e.message, e.line, e.col, e.severity)
        return True

    def _statement(self, cur: Cursor) -> None:
        target = self.target
        symbols = self.symbols
        # labels (`name:`, `1:`), several on a line
        while True:
            t = cur.peek()
            if t is None:
                return
            nxt = cur.peek(1)
            if nxt is not None and nxt.is_punct(":") and t.kind in (IDENT, STRING, INT):
                if target.in_block:
                    break
                cur.advance(2)
                if t.kind == INT:
                    symbols.numeric_label(t)
                else:
                    sym = symbols.define_label(name_of(t), t)
                    if self.gen is not None:
                        self.gen.label(sym, t.line)
                continue
            break
        t = cur.peek()
        assert t is not None  # (the loop above returned at the end of the statement)
        nxt = cur.peek(1)
        if t.kind == IDENT and nxt is not None and nxt.is_punct("=") and not target.in_block:
            cur.advance(2)
            self.directives.assignment(cur, t, allow_redefine=True)
            return
        if t.kind != IDENT:
            raise AsmError("unexpected token at start of statement", t)
        cur.advance()
        name = t.text.lower()
        if target.in_block:
            target.handle_block(cur, name, t)
            return
        if name.startswith("."):
            handler = self.handlers.get(name)
            if handler is not None:
                handler(cur, t)
                return
            if name.startswith(".cfi_") and self.dwarf.cfi_directive(cur, name, t):
                return
            if name in _IGNORED:
                cur.skip_rest()
                if not self._warned_ignored:
                    self._warned_ignored = True
                    self.report(f"codeobj build does not support {t.text} (accepted and "
                                "ignored)", t.line, t.col, "warning")
                return
            raise AsmError("unknown directive", t)
        if self.gen is not None:
            self.gen.instruction(self._source_line(t.line))
        target.instruction(cur, t)

    def _source_line(self, line: int) -> int:
        """The line of the source a statement counts as: its own, or in a macro or
        repetition the line of the outermost call (as llvm-mc -g counts)."""
        outer = None
        src = self.source
        while src.kind == "instantiation" and src.parent is not None:  # (it has one)
            outer, src = src, src.parent
        return outer.at[0] if outer is not None else line

    def _entering(self, handler: _Handler) -> _Handler:
        gen = self.gen
        assert gen is not None  # (wrapped for -g only)

        def enter(cur: Cursor, tok: Token) -> None:
            handler(cur, tok)
            gen.entered(self.sections.current)
        return enter

    # -- sources ------------------------------------------------------------------------------

    def _instantiate(self, expansion: Expansion, parent: Source) -> None:
        tok = expansion.tok
        self.stack.append(Source("<instantiation>", Lexer(expansion.text), parent,
                                 (tok.line, tok.col), "instantiation"))
        self._depth += 1

    def _unwind(self) -> None:
        """Stop every instantiation being read (an expansion went past a limit)."""
        while self.stack and self.stack[-1].kind == "instantiation":
            self.stack.pop()
            self._depth -= 1

    def _exitm(self, cur: Cursor, tok: Token) -> None:
        cur.expect_end()
        if self.source.kind != "instantiation":
            raise AsmError(f"unexpected '{tok.text}' in file, no current macro definition",
                           tok)
        self.stack.pop()
        self._depth -= 1

    def _include(self, cur: Cursor, tok: Token) -> None:
        t = cur.peek()
        path = cur.expect_text("expected string in '.include' directive")
        cur.expect_end()
        here = self.source
        while here.kind == "instantiation" and here.parent is not None:  # (it has one)
            here = here.parent
        base = os.path.dirname(here.name) if here.kind != "instantiation" else ""
        candidates = [path] if os.path.isabs(path) else [
            os.path.join(base, path) if base else path, path,
            *[os.path.join(d, path) for d in self.include_dirs],
        ]
        for candidate in candidates:
            if os.path.isfile(candidate):
                break
        else:
            raise AsmError("Could not find include file '" + path + "'", t)
        real = _real(candidate)
        depth = 0
        up: Source | None = self.source
        while up is not None:
            if up.path is not None and up.path == real:
                raise AsmError(f"'{path}' includes itself (through .include)", t)
            if up.kind == "include":
                depth += 1
            up = up.parent
        if depth >= self.limits.include_depth:
            raise AsmError(f"more than {self.limits.include_depth} nested .include files "
                           f"({how_to_raise('include_depth')})", t)
        try:
            text = read_source(candidate, self.limits.source)
        except OSError as e:
            raise AsmError(f"Could not read include file '{path}': {e.strerror}", t) from None
        except AsmError as e:
            raise AsmError(e.message, t) from None
        self.stack.append(Source(candidate, Lexer(text), self.source, (tok.line, tok.col),
                                 "include", real))

    # -- the end ------------------------------------------------------------------------------

    def _finish(self) -> None:
        secs = self.sections
        for name, (tok, what) in secs.nobits_problems.items():
            line, col = (tok.line, tok.col) if tok is not None else (0, 0)
            self.report(f"SHT_NOBITS section '{name}' cannot have {what}", line, col)
        if secs.needs_layout:
            self.dwarf.mark_ends()
            problem = secs.layout(self.fixups.point_size, self.fixups.check_org)
            if problem is not None:
                self.report(problem, 0, 0)
            moved = secs.moved
            self.symbols.move(moved)
            self.dwarf.move(moved)
            self.target.move(moved)
            for group in secs.parts():
                parent = group[0]
                fixups = [fx for part in group for fx in part.fixups]
                for fx in fixups:
                    length = fx.pc_end - fx.offset  # the instruction after a branch fixup
                    fx.section, fx.offset = moved(fx.section, fx.offset, fx.epoch)
                    fx.pc_end = fx.offset + length
                parent.fixups = fixups
            secs.finish_layout()
        self.dwarf.emit_frames()
        if self.gen is not None:
            self.gen.emit()
        self.dwarf.emit_lines()
        self.target.finish_layout()
        self.directives.finish()
        self.fixups.resolve()


def _real(path: str) -> str | None:
    try:
        return os.path.realpath(path) if os.path.exists(path) else None
    except (OSError, ValueError):
        return None
