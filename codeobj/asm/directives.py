"""The generic directives: sections and subsections, symbol attributes, assignments, data,
alignment and fill, commons, ``.ident``, ``.addrsig``, ``.org``, ``.reloc``, ``.error``.

Each handler takes the statement's :class:`~codeobj.asm.cursor.Cursor` (just past the
directive's name) and the name's token; the messages and columns are llvm-mc's.
"""

from __future__ import annotations

from collections.abc import Callable

from ..formats.elf import SHF, SHT, STT, STV
from ..formats.relocations import R_AMDGPU
from .cursor import Cursor, name_of
from .diagnostics import Report
from .expr import Const, Expr, ExprError, to_signed
from .lexer import IDENT, INT, STRING, Token
from .model import AsmError, AsmSection, Fixup, Symbol
from .sections import SectionStore
from .symbols import SymbolTable

__all__ = ["Directives", "emit_value", "encode_int", "leb128"]

_MASK64 = (1 << 64) - 1

# flags and type of the sections a bare directive switches to
SIMPLE_SECTIONS = {
    ".text": (SHT.PROGBITS, SHF.ALLOC | SHF.EXECINSTR),
    ".data": (SHT.PROGBITS, SHF.ALLOC | SHF.WRITE),
    ".bss": (SHT.NOBITS, SHF.ALLOC | SHF.WRITE),
    ".rodata": (SHT.PROGBITS, SHF.ALLOC),
    ".tdata": (SHT.PROGBITS, SHF.ALLOC | SHF.WRITE | SHF.TLS),
    ".tbss": (SHT.NOBITS, SHF.ALLOC | SHF.WRITE | SHF.TLS),
    ".data.rel": (SHT.PROGBITS, SHF.ALLOC | SHF.WRITE),
    ".data.rel.ro": (SHT.PROGBITS, SHF.ALLOC | SHF.WRITE),
}

# (plain ints: a flag enum's | and & make a member each time, ~1 us, at every .section)
_SECTION_FLAG_CHARS = {
    "a": int(SHF.ALLOC), "w": int(SHF.WRITE), "x": int(SHF.EXECINSTR), "M": int(SHF.MERGE),
    "S": int(SHF.STRINGS), "G": int(SHF.GROUP), "T": int(SHF.TLS), "o": int(SHF.LINK_ORDER),
    "e": int(SHF.EXCLUDE), "R": 0x200000,
}
_GROUP, _MERGE, _LINK_ORDER = int(SHF.GROUP), int(SHF.MERGE), int(SHF.LINK_ORDER)

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


def section_defaults(name: str) -> tuple[int, int]:
    """Type and flags a `.section` without a flags string gets from its name (as llvm-mc)."""
    for prefix in (".text", ".rodata", ".data", ".bss", ".tdata", ".tbss"):
        if name == prefix or name.startswith(prefix + "."):
            return SIMPLE_SECTIONS[prefix]
    if name == ".init_array" or name.startswith(".init_array."):
        return SHT.INIT_ARRAY, SHF.ALLOC | SHF.WRITE
    if name == ".fini_array" or name.startswith(".fini_array."):
        return SHT.FINI_ARRAY, SHF.ALLOC | SHF.WRITE
    if name.startswith(".note"):
        return SHT.NOTE, 0
    return SHT.PROGBITS, 0


def encode_int(value: int, size: int, tok: Token | None, message: str | None = None) -> bytes:
    bits = size * 8
    v = to_signed(value) if bits < 64 else value & _MASK64
    if bits < 64 and not (-(1 << (bits - 1)) <= v < (1 << bits)):
        raise AsmError(message or "out of range literal value", tok)
    return (v & ((1 << bits) - 1)).to_bytes(size, "little")


def emit_value(symbols: SymbolTable, sections: SectionStore, expr: Expr, size: int,
               tok: Token) -> None:
    """Emit ``size`` bytes holding ``expr``; a fixup when it is not known yet."""
    symbols.register_used(expr)
    try:
        v = symbols.evaluate(expr)
    except ExprError:
        v = None
    if v is not None and v.is_absolute:
        sections.emit(encode_int(v.const, size, expr.tok), tok)
        return
    sections.nobits_fixup(tok)
    if sections.before_emit is not None:
        sections.before_emit()
    sec, offset, epoch = sections.place()
    sec.fixups.append(Fixup(sec, offset, size, expr, "data", expr.tok, epoch=epoch))
    sections.put(bytes(size), tok)


def leb128(value: int, signed: bool, pad_to: int = 0) -> bytes:
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


class Directives:
    """The generic directives of one assembly (``table`` maps names to handlers)."""

    def __init__(self, symbols: SymbolTable, sections: SectionStore, report: Report) -> None:
        self.symbols = symbols
        self.sections = sections
        self.report = report
        self.pending_relocs: list[Fixup] = []  # `.reloc` at a label not defined yet
        self.idents: list[bytes] = []
        self.table: dict[str, Callable[[Cursor, Token], None]] = {
            **{name: self.simple_section for name in SIMPLE_SECTIONS},
            ".section": self.section,
            ".pushsection": self.pushsection,
            ".subsection": self.subsection_directive,
            ".popsection": self.popsection,
            ".previous": self.previous,
            ".globl": self.binding,
            ".global": self.binding,
            ".weak": self.binding,
            ".local": self.binding,
            ".hidden": self.visibility,
            ".protected": self.visibility,
            ".internal": self.visibility,
            ".type": self.type_directive,
            ".size": self.size,
            ".set": self.set_directive,
            ".equ": self.set_directive,
            ".equiv": self.set_directive,
            **{name: self.data for name in _DATA_SIZES},
            ".uleb128": self.leb,
            ".sleb128": self.leb,
            ".ascii": self.ascii,
            ".asciz": self.ascii,
            ".string": self.ascii,
            ".zero": self.zero,
            ".space": self.zero,
            ".skip": self.zero,
            ".fill": self.fill,
            ".align": self.align,
            ".balign": self.align,
            ".balignw": self.align,
            ".balignl": self.align,
            ".p2align": self.align,
            ".p2alignw": self.align,
            ".p2alignl": self.align,
            ".comm": self.comm,
            ".common": self.comm,
            ".lcomm": self.comm,
            ".ident": self.ident,
            ".addrsig": self.addrsig,
            ".addrsig_sym": self.addrsig_sym,
            ".org": self.org,
            ".reloc": self.reloc,
            ".error": self.error,
            ".warning": self.warning,
        }

    # -- sections -----------------------------------------------------------------------------

    def subsection_number(self, cur: Cursor) -> int:
        expr = cur.parse_expr()
        try:
            v = self.symbols.evaluate(expr)
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

    def simple_section(self, cur: Cursor, tok: Token) -> None:
        name = tok.text.lower()
        typ, flags = SIMPLE_SECTIONS[name]
        number = 0
        if not cur.at_end():
            number = self.subsection_number(cur)  # `.text N`
            if not cur.at_end():
                raise cur.error_here("expected end of directive")
        secs = self.sections
        secs.switch(secs.subsection(secs.get(name, typ, flags), number, tok))

    def subsection_directive(self, cur: Cursor, tok: Token) -> None:
        number = 0
        if not cur.at_end():
            number = self.subsection_number(cur)
            if not cur.at_end():
                raise cur.error_here("expected end of directive")
        secs = self.sections
        secs.switch(secs.subsection(secs.current, number, tok))

    def section(self, cur: Cursor, tok: Token) -> None:
        self.sections.switch(self.section_spec(cur, tok))

    def pushsection(self, cur: Cursor, tok: Token) -> None:
        secs = self.sections
        saved = (secs.current, secs.previous)
        if not cur.at_end():
            secs.switch(self.section_spec(cur, tok, push=True))
        secs.stack.append(saved)

    def popsection(self, cur: Cursor, tok: Token) -> None:
        cur.expect_end()
        secs = self.sections
        if not secs.stack:
            raise cur.error_here(".popsection without corresponding .pushsection")
        secs.current, secs.previous = secs.stack.pop()

    def previous(self, cur: Cursor, tok: Token) -> None:
        cur.expect_end()
        secs = self.sections
        if secs.previous is None:
            raise cur.error_here(".previous without corresponding .section")
        secs.current, secs.previous = secs.previous, secs.current

    def section_spec(self, cur: Cursor, tok: Token, push: bool = False) -> AsmSection:
        """`.section name[,"flags"[,@type[,entsize][,group[,comdat]][,unique,N]]]` (the
        argument order and the messages are llvm-mc's)."""
        secs = self.sections
        if cur.peek() is None:
            raise cur.error_here("expected identifier")
        # section names may contain characters that lex as several tokens (e.g. `.text.a-b`)
        name = cur.joined_name()
        typ, flags = section_defaults(name)
        entsize = 0
        explicit_flags = explicit_type = False
        group_name: str | None = None
        group_tok: Token | None = None
        comdat = False
        unique: int | None = None
        link_to: tuple[str, AsmSection] | None = None
        nxt = cur.peek(1)
        if push and (t := cur.peek()) is not None and t.is_punct(",") and \
                nxt is not None and nxt.kind != STRING:
            # `.pushsection name, N`: subsection N of the section
            cur.advance()
            number = self.subsection_number(cur)
            if not cur.at_end():
                raise cur.error_here("expected end of directive")
            return secs.subsection(secs.get(name, typ, flags), number, tok)
        if cur.accept_punct(","):
            if (t := cur.peek()) is not None and t.is_punct("#"):
                flags = _sun_flags(cur)
                cur.expect_end()
                return secs.get(name, typ, flags, entsize)
            flags_tok = cur.peek()
            flags_text = cur.expect_text("expected string")
            assert flags_tok is not None  # (expect_string took it)
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
            if use_last_group and flags & _GROUP:
                raise cur.error_here("Section cannot specifiy a group name while also "
                                     "acting as a member of the last group")
            if use_last_group and secs.current.group is not None:
                group_name = secs.current.group.name
                comdat = secs.current.comdat
                flags |= _GROUP
            if not cur.accept_punct(","):
                if flags & _MERGE:
                    raise cur.error_here("Mergeable section must specify the type")
                if flags & _GROUP and group_name is None:
                    raise cur.error_here("Group section must specify the type")
                if not cur.at_end():
                    raise cur.error_here("expected end of directive")
            else:
                t = cur.peek()
                if t is not None and (t.is_punct("@") or t.is_punct("%")):
                    cur.advance()
                    t = cur.peek()
                if t is None or t.kind not in (IDENT, STRING):
                    raise cur.error_here("expected '@<type>', '%<type>' or \"<type>\"")
                cur.advance()
                type_name = name_of(t).lower()
                if type_name not in _SECTION_TYPES:
                    raise AsmError("unknown section type", t)
                typ = _SECTION_TYPES[type_name]
                explicit_type = True
                if flags & _MERGE:
                    if not cur.accept_punct(","):
                        raise cur.error_here("expected the entry size")
                    entsize = cur.parse_absolute()
                    if entsize <= 0:
                        raise cur.error_here("entry size must be positive")
                if flags & _LINK_ORDER:
                    link_to = self._linked_to(cur)
                if flags & _GROUP and group_name is None:
                    group_name, group_tok, comdat = _group_spec(cur)
                unique = _unique_id(cur)
        if not cur.at_end():
            raise cur.error_here("expected end of directive")
        group = None
        if group_name is not None:
            group = self.symbols.symbol(group_name)
            group.signature = True
            self.symbols.register(group)
            if group.temporary:
                raise AsmError(f"Undefined temporary symbol {group_name}", group_tok or tok)
        existing = secs.existing(name, group_name or "", unique, link_to[0] if link_to else "")
        problems = []
        if existing is not None and explicit_type and existing.type != typ:
            problems.append(f"changed section type for {name}, expected: 0x{existing.type:X}")
        if existing is not None and explicit_flags and existing.flags != flags:
            problems.append(f"changed section flags for {name}, expected: 0x{existing.flags:X}")
        for message in problems[:-1]:
            self.report(message, tok.line, tok.col, "error")
        if problems:
            raise AsmError(problems[-1], tok)
        return secs.get(name, typ, flags, entsize, group, comdat, unique, link_to)

    def _linked_to(self, cur: Cursor) -> tuple[str, AsmSection] | None:
        """`,symbol` (or `,0`: none) after the type of an `o` (SHF_LINK_ORDER) section."""
        if not cur.accept_punct(","):
            raise cur.error_here("expected linked-to symbol")
        t = cur.peek()
        if t is not None and t.kind == INT and t.text == "0":
            cur.advance()
            return None
        if t is None or t.kind not in (IDENT, STRING):
            raise cur.error_here("invalid linked-to symbol")
        cur.advance()
        name = name_of(t)
        sym = self.symbols.get(name)
        section = sym.section if sym is not None and sym.value is None else None
        if sym is None and name in self.sections.by_name:
            section = self.sections.by_name[name]
        if section is None:
            raise AsmError(f"linked-to symbol is not in a section: {name}", t)
        return name, section.parent or section

    # -- symbols ------------------------------------------------------------------------------

    def _symbol_list(self, cur: Cursor) -> list[Symbol]:
        out = []
        while True:
            t = cur.expect_ident("expected identifier")
            out.append(self.symbols.symbol(name_of(t)))
            if cur.at_end():
                return out
            cur.expect_punct(",", "unexpected token in directive")

    def binding(self, cur: Cursor, tok: Token) -> None:
        kind = {".globl": "global", ".global": "global", ".weak": "weak", ".local": "local"}[
            tok.text.lower()]
        for sym in self._symbol_list(cur):
            self.symbols.register(sym)
            old = sym.binding
            if old is not None and old != kind:
                # llvm-mc: to weak is a warning, to global or local an error
                severity = "warning" if kind == "weak" else "error"
                self.report(f"{sym.name} changed binding to STB_{kind.upper()}", tok.line,
                            tok.col, severity)
                if severity == "error":
                    continue
            sym.binding = kind

    def visibility(self, cur: Cursor, tok: Token) -> None:
        vis = {".hidden": STV.HIDDEN, ".protected": STV.PROTECTED, ".internal": STV.INTERNAL}[
            tok.text.lower()]
        for sym in self._symbol_list(cur):
            self.symbols.register(sym)
            sym.visibility = int(vis)

    def type_directive(self, cur: Cursor, tok: Token) -> None:
        t = cur.expect_ident("expected identifier")
        sym = self.symbols.symbol(name_of(t))
        cur.expect_punct(",", "expected comma")
        u = cur.peek()
        if u is not None and (u.is_punct("@") or u.is_punct("%") or u.is_punct("#")):
            cur.advance()
        elif u is not None and u.kind == STRING:
            cur.advance()
            return self._set_type(cur, sym, name_of(u).lower(), u)
        u = cur.expect_ident(
            "expected STT_<TYPE_IN_UPPER_CASE>, '#<type>', '%<type>' or \"<type>\"")
        self._set_type(cur, sym, u.text.lower(), u)

    def _set_type(self, cur: Cursor, sym: Symbol, kind: str, tok: Token) -> None:
        cur.expect_end()
        if kind not in _SYMBOL_TYPES:
            raise AsmError("unsupported attribute", tok)
        self.symbols.register(sym)
        sym.elf_type = int(_SYMBOL_TYPES[kind])
        if kind == "gnu_unique_object":
            sym.binding = "unique"

    def size(self, cur: Cursor, tok: Token) -> None:
        t = cur.expect_ident("expected identifier")
        sym = self.symbols.symbol(name_of(t))
        cur.expect_punct(",", "expected comma")
        sym.size = cur.parse_expr()
        cur.expect_end()
        self.symbols.register(sym)

    def set_directive(self, cur: Cursor, tok: Token) -> None:
        t = cur.expect_ident("expected identifier")
        cur.expect_punct(",", "expected comma")
        self.assignment(cur, t, allow_redefine=tok.text.lower() != ".equiv")

    def assignment(self, cur: Cursor, name_tok: Token, allow_redefine: bool) -> None:
        expr = cur.parse_expr()
        cur.expect_end()
        self.symbols.assign(name_of(name_tok), expr, name_tok, allow_redefine)

    def addrsig(self, cur: Cursor, tok: Token) -> None:
        cur.expect_end()
        self.symbols.addrsig = True

    def addrsig_sym(self, cur: Cursor, tok: Token) -> None:
        t = cur.expect_ident()
        cur.expect_end()
        # like llvm-mc, this does not put the symbol in the symbol table: only a symbol that
        # is there for another reason gets its address-significance entry
        self.symbols.addrsig_symbols.append(self.symbols.symbol(name_of(t)))

    # -- data ---------------------------------------------------------------------------------

    def data(self, cur: Cursor, tok: Token) -> None:
        size = _DATA_SIZES[tok.text.lower()]
        while True:
            expr = cur.parse_expr()
            emit_value(self.symbols, self.sections, expr, size, tok)
            if cur.at_end():
                return
            cur.expect_punct(",", "unexpected token")

    def leb(self, cur: Cursor, tok: Token) -> None:
        signed = tok.text.lower() == ".sleb128"
        secs = self.sections
        while True:
            expr = cur.parse_expr()
            try:
                v = self.symbols.evaluate(expr)
            except ExprError as e:
                raise AsmError(e.message, line=e.line, col=e.col) from None
            if secs.before_emit is not None:
                secs.before_emit()
            if not v.is_absolute:
                # not known yet (its symbols do not enter the symbol table here): llvm-mc
                # makes a LEB fragment whose size layout finds (it only ever grows)
                sec, offset, epoch = secs.place()
                fx = Fixup(sec, offset, 1, expr, "leb", expr.tok, epoch=epoch)
                fx.leb_signed = signed
                sec.fixups.append(fx)
                secs.add_point("leb", 1, (fx,), tok)
            else:
                self.symbols.register_used(expr)
                value = to_signed(v.const) if signed else v.const & _MASK64
                secs.put(leb128(value, signed), tok)
            if cur.at_end():
                return
            cur.expect_punct(",", "unexpected token")

    def ascii(self, cur: Cursor, tok: Token) -> None:
        zero = tok.text.lower() in (".asciz", ".string")
        if cur.at_end():
            return
        while True:
            data = cur.expect_string("expected string")
            while (t := cur.peek()) is not None and t.kind == STRING:
                data += cur.expect_string()
            self.sections.emit(data + (b"\0" if zero else b""), tok)
            if cur.at_end():
                return
            cur.expect_punct(",", "unexpected token")

    def zero(self, cur: Cursor, tok: Token) -> None:
        name = tok.text.lower()
        count_expr = cur.parse_expr()
        fill = 0
        if cur.accept_punct(","):
            fill = cur.parse_absolute()
        cur.expect_end()
        count = self.symbols.absolute(count_expr)
        if count < 0:
            raise AsmError("invalid number of bytes" if name != ".zero" else "negative size",
                           count_expr.tok)
        self.sections.fill(count, bytes([fill & 0xFF]), count_expr.tok)
        self.sections.current.frag_start = self.sections.current.size

    def fill(self, cur: Cursor, tok: Token) -> None:
        count_expr = cur.parse_expr()
        size, value = 1, 0
        if cur.accept_punct(","):
            size_expr = cur.parse_expr()
            size = self.symbols.absolute(size_expr)
            if cur.accept_punct(","):
                value_expr = cur.parse_expr()
                value = self.symbols.absolute(value_expr)
                if size > 4 and (to_signed(value) >> 32) not in (0,):
                    self.report("'.fill' directive pattern has been truncated to 32-bits",
                                value_expr.tok.line, value_expr.tok.col, "warning")
            if size < 0:
                raise AsmError("'.fill' directive with negative size has no effect",
                               size_expr.tok, severity="warning")
            if size > 8:
                self.report("'.fill' directive with size greater than 8 has been truncated "
                            "to 8", size_expr.tok.line, size_expr.tok.col, "warning")
                size = 8
        cur.expect_end()
        count = self.symbols.absolute(count_expr)
        if count < 0:
            self.report("'.fill' directive with negative repeat count has no effect",
                        count_expr.tok.line, count_expr.tok.col, "warning")
            return
        value &= 0xFFFFFFFF if size > 4 else (1 << (size * 8)) - 1
        secs = self.sections
        if secs.before_emit is not None:
            secs.before_emit()
        if count and size:
            if count * size > secs.limits.output:
                secs.reserve(count * size, count_expr.tok)  # refused, with the message
            secs.fill(count * size, value.to_bytes(size, "little"), count_expr.tok)
        secs.current.frag_start = secs.current.size

    def align(self, cur: Cursor, tok: Token) -> None:
        name = tok.text.lower()
        pow2 = name.startswith(".p2align")
        fill_size = {"w": 2, "l": 4}.get(name[-1], 1) if name not in (".align",
                                                                        ".p2align") else 1
        if name in (".balign", ".p2align"):
            fill_size = 1
        align_expr = cur.parse_expr()
        value = self.symbols.absolute(align_expr)
        fill = None
        max_skip = 0
        if cur.accept_punct(","):
            if not (t := cur.peek()) or not t.is_punct(","):
                fill = cur.parse_absolute()
            if cur.accept_punct(","):
                max_expr = cur.parse_expr()
                max_skip = self.symbols.absolute(max_expr)
                if max_skip <= 0:
                    raise AsmError("alignment directive can never be satisfied in this many "
                                   "bytes, ignoring maximum bytes expression", max_expr.tok,
                                   severity="warning")
        cur.expect_end()
        if pow2:
            if value < 0 or value >= 32:
                raise AsmError("invalid alignment value", align_expr.tok)
            alignment = 1 << value
        else:
            alignment = value if value else 1
            if alignment < 0 or alignment & (alignment - 1):
                raise AsmError("alignment must be a power of 2", align_expr.tok)
            if alignment >= 1 << 32:
                raise AsmError("alignment must be smaller than 2**32", align_expr.tok)
        self.sections.align(alignment, fill, fill_size, max_skip, tok)

    def comm(self, cur: Cursor, tok: Token) -> None:
        local = tok.text.lower() == ".lcomm"
        t = cur.expect_ident("expected identifier")
        sym = self.symbols.symbol(name_of(t))
        cur.expect_punct(",", "unexpected token in directive")
        size_expr = cur.parse_expr()
        size = self.symbols.absolute(size_expr)
        alignment = 0
        if cur.accept_punct(","):
            align_expr = cur.parse_expr()
            if local:
                raise AsmError("alignment not supported on this target", align_expr.tok)
            p = self.symbols.absolute(align_expr)
            if p < 0 or p >= 32:
                raise AsmError("invalid '.comm' or '.lcomm' directive alignment, can't be "
                               "less than zero", align_expr.tok)
            alignment = 1 << p  # AMDGPU gives .comm alignment as a power of two
        cur.expect_end()
        if size < 0:
            raise AsmError("size must be non-negative", size_expr.tok)
        if sym.is_defined:
            raise AsmError("invalid symbol redefinition", t)
        self.symbols.register(sym)
        if local or sym.binding == "local":
            # `.lcomm`, or `.local x` then `.comm x`: allocated in .bss (aligned for .comm)
            sym.binding = "local"
            sym.elf_type = int(STT.OBJECT)
            secs = self.sections
            saved = secs.current
            secs.current = secs.get(".bss", SHT.NOBITS, SHF.ALLOC | SHF.WRITE)
            try:
                if not local:
                    secs.align(max(alignment, 1), 0, 1, 0, t)
                sym.section, sym.offset, sym.epoch = secs.place()
                secs.fill(size, b"\0", size_expr.tok)
            finally:
                secs.current = saved
            sym.size = Const(size, t)
            return
        sym.common_size = size
        sym.common_align = max(alignment, 1)
        sym.elf_type = int(STT.OBJECT)
        sym.size = Const(size, t)

    def ident(self, cur: Cursor, tok: Token) -> None:
        data = cur.expect_string("expected string")
        cur.expect_end()
        comment = self.sections.get(".comment", SHT.PROGBITS, SHF.MERGE | SHF.STRINGS, 1)
        if not self.idents:
            comment.data += b"\0"
        self.idents.append(data)
        comment.data += data + b"\0"

    # -- places -------------------------------------------------------------------------------

    def org(self, cur: Cursor, tok: Token) -> None:
        expr = cur.parse_expr()
        fill = 0
        if cur.accept_punct(","):
            fill = cur.parse_absolute()
        cur.expect_end()
        secs = self.sections
        sec = secs.current
        if sec.points or sec.parent is not None:
            # where this is depends on the layout: llvm-mc's MCOrgFragment
            secs.add_point("org", 0, (expr, fill), expr.tok)
            return
        v = self.symbols.evaluate(expr)
        if v.sym_a is not None and v.sym_a.section is sec and v.sym_b is None:
            target = v.sym_a.offset + to_signed(v.const)
        elif v.is_absolute:
            target = to_signed(v.const)
        else:
            raise AsmError("expected assembly-time absolute expression", expr.tok)
        here = sec.size
        if target < here:
            raise AsmError("invalid .org offset '" + str(target) + "' (at offset '" + str(here)
                           + "')", expr.tok)
        secs.fill(target - here, bytes([fill & 0xFF]), expr.tok)
        sec.frag_start = sec.size

    def reloc(self, cur: Cursor, tok: Token) -> None:
        """`.reloc offset, R_AMDGPU_NAME[, expr]`: a relocation of that type at ``offset``: a
        label (+ constant), or a constant counted, as in llvm-mc, from the start of the
        current run of data (after the last alignment, fill or .org)."""
        offset_expr = cur.parse_expr()
        cur.expect_punct(",", "expected comma")
        name_tok = cur.peek()
        if name_tok is None or name_tok.kind != IDENT:
            raise cur.error_here("expected relocation name")
        cur.advance()
        expr = None
        if cur.accept_punct(","):
            expr = cur.parse_expr()
            self.symbols.register_used(expr)
        if not cur.at_end():
            raise cur.error_here("expected newline")
        name = name_tok.text
        rtype = getattr(R_AMDGPU, name[len("R_AMDGPU_"):], None) if name.startswith(
            "R_AMDGPU_") else None
        if rtype is None:
            raise AsmError("unknown relocation name", name_tok)
        try:
            v = self.symbols.evaluate(offset_expr)
        except ExprError as e:
            raise AsmError(e.message, line=e.line, col=e.col) from None
        sec, _, epoch = self.sections.place()
        fx = Fixup(sec, 0, 0, expr if expr is not None else Const(0, name_tok), "reloc",
                   name_tok, epoch=epoch)
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
            fx.epoch = v.sym_a.epoch
        else:
            fx.pending = (v.sym_a, to_signed(v.const), offset_expr.tok)  # a label further down
            self.pending_relocs.append(fx)
            return
        fx.section.fixups.append(fx)

    def error(self, cur: Cursor, tok: Token) -> None:
        message = cur.expect_text() if not cur.at_end() else \
            ".error directive invoked"
        raise AsmError(message, tok)

    def warning(self, cur: Cursor, tok: Token) -> None:
        message = cur.expect_text() if not cur.at_end() else \
            ".warning directive invoked"
        raise AsmError(message, tok, severity="warning")

    def finish(self) -> None:
        """`.reloc`s at labels defined further down join their sections' fixups."""
        for fx in self.pending_relocs:
            assert fx.pending is not None  # (what makes it pending)
            sym, const, tok = fx.pending
            if sym.section is None or sym.value is not None:
                self.report("unresolved relocation offset", tok.line, tok.col, "error")
                continue
            fx.section, fx.offset = sym.section, sym.offset + const
            fx.section.fixups.append(fx)


def _group_spec(cur: Cursor) -> tuple[str, Token | None, bool]:
    """`,name[,comdat]` after the type of a `G` section."""
    if not cur.accept_punct(","):
        raise cur.error_here("expected group name")
    t = cur.peek()
    if t is not None and t.kind == INT:
        cur.advance()
        name = t.text
    elif t is not None and t.kind in (IDENT, STRING):
        cur.advance()
        name = name_of(t)
    else:
        raise cur.error_here("invalid group name")
    comdat = False
    if cur.accept_punct(","):
        link = cur.peek()
        if link is None or link.kind not in (IDENT, STRING):
            raise cur.error_here("invalid linkage")
        cur.advance()
        if name_of(link) != "comdat":
            raise cur.error_here("Linkage must be 'comdat'")
        comdat = True
    return name, t, comdat


def _unique_id(cur: Cursor) -> int | None:
    """`,unique,N`: one more section of a name that is already used."""
    if not cur.accept_punct(","):
        return None
    t = cur.peek()
    if t is None or t.kind not in (IDENT, STRING):
        raise cur.error_here("expected identifier")
    cur.advance()
    if name_of(t) != "unique":
        raise cur.error_here("expected 'unique'")
    if not cur.accept_punct(","):
        raise cur.error_here("expected commma")  # sic, as llvm-mc spells it
    value = cur.parse_absolute()
    if value < 0:
        raise cur.error_here("unique id must be positive")
    if value >= 0xFFFFFFFF:
        raise cur.error_here("unique id is too large")
    return value


def _sun_flags(cur: Cursor) -> int:
    """Solaris-style ``#alloc,#write,#execinstr`` section flags."""
    names = {"alloc": SHF.ALLOC, "write": SHF.WRITE, "execinstr": SHF.EXECINSTR,
             "exclude": SHF.EXCLUDE, "tls": SHF.TLS}
    flags = 0
    while True:
        cur.expect_punct("#", "expected '#'")
        t = cur.expect_ident("expected identifier")
        if t.text not in names:
            raise AsmError("unknown flag", t)
        flags |= names[t.text]
        if not cur.accept_punct(","):
            return flags
