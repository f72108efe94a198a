"""Debug information the assembler generates itself: the line table from ``.file``/``.loc``
(``.debug_line``, and ``.debug_line_str`` for DWARF 5) and call-frame information from the
``.cfi_*`` directives (``.debug_frame``, or ``.eh_frame`` when no ``.cfi_sections`` is given).

The layout is llvm-mc 19's for amdgcn, checked byte for byte with ``llvm-dwarfdump-19 -v``:

* Line table: DWARF 4 unless a ``.file 0`` makes it DWARF 5 (llvm-mc's default version is 4).
  ``minimum_instruction_length`` 4, ``maximum_operations_per_instruction`` 1,
  ``default_is_stmt`` 1, ``line_base`` -5, ``line_range`` 14, ``opcode_base`` 13.  One sequence
  per section that received rows, in the order the sections first received one; each starts
  with ``DW_LNE_set_address`` (an R_AMDGPU_ABS64 against the section symbol) and ends with
  ``DW_LNE_end_sequence`` at the section's end.  Address advances are divided by 4
  (truncating, as llvm-mc does for data that is not a multiple of 4).
* A ``.loc`` becomes a row when the next instruction or data directive (``.byte``/``.long``/
  ``.ascii``/``.uleb128``/``.fill``...; not ``.zero``/``.p2align``) is emitted, or when the
  next ``.loc`` arrives first; ``is_stmt`` carries over from one ``.loc`` to the next.
* DWARF 5 paths are ``DW_FORM_line_strp`` offsets into ``.debug_line_str`` (R_AMDGPU_ABS32
  against its section symbol), the strings in first-use order without duplicates.
* Frames: CIE version 4 (``.debug_frame``) or 1 with augmentation ``zR`` (``.eh_frame``),
  code alignment 4, data alignment 4, return address column 16 (PC).  Frames are stably
  sorted by their CIE key (signal frame, ``simple``, ``.cfi_return_column``) as llvm-mc does;
  ``.debug_frame`` has one CIE, made from the first frame after sorting.
"""

from __future__ import annotations

import os
import posixpath
import re
from collections.abc import Callable
from typing import cast

from .._record import field, record
from ..formats.elf import SHF, SHT
from ..formats.relocations import R_AMDGPU
from ..targets import Processor, sgpr_registers
from .cursor import Cursor, name_of
from .diagnostics import Report
from .expr import to_signed
from .lexer import IDENT, INT, STRING, Token
from .model import AsmError, AsmSection, Relocation, Symbol
from .sections import SectionStore
from .symbols import SymbolTable

__all__ = ["DwarfState"]

_MASK64 = (1 << 64) - 1

# line-number program parameters (llvm-mc, amdgcn)
_MIN_INST_LENGTH = 4
_LINE_BASE = -5
_LINE_RANGE = 14
_OPCODE_BASE = 13
_STD_OPCODE_LENGTHS = bytes([0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1])
_MAX_SPECIAL_ADDR_DELTA = (255 - _OPCODE_BASE) // _LINE_RANGE

# DW_LNS / DW_LNE opcodes
_LNS_COPY, _LNS_ADVANCE_PC, _LNS_ADVANCE_LINE, _LNS_SET_FILE, _LNS_SET_COLUMN = 1, 2, 3, 4, 5
_LNS_NEGATE_STMT, _LNS_SET_BASIC_BLOCK, _LNS_CONST_ADD_PC = 6, 7, 8
_LNS_SET_PROLOGUE_END, _LNS_SET_EPILOGUE_BEGIN, _LNS_SET_ISA = 10, 11, 12
_LNE_END_SEQUENCE, _LNE_SET_ADDRESS, _LNE_SET_DISCRIMINATOR = 1, 2, 4
# DW_LNCT / DW_FORM used by the DWARF 5 header
_LNCT_PATH, _LNCT_DIRECTORY_INDEX, _LNCT_MD5, _LNCT_LLVM_SOURCE = 1, 2, 5, 0x2001
_FORM_LINE_STRP, _FORM_UDATA, _FORM_DATA16 = 0x1F, 0x0F, 0x1E

# .loc flags
_IS_STMT, _BASIC_BLOCK, _PROLOGUE_END, _EPILOGUE_BEGIN = 1, 2, 4, 8

# call frame information
_CODE_ALIGN = 4
_DATA_ALIGN = 4
_RA_REGISTER = 16  # PC_64
_NO_RA = 0xFFFFFFFF  # llvm-mc's "not set" (sorts after every real register)
_CFA = {
    "advance_loc": 0x40, "offset": 0x80, "restore": 0xC0, "advance_loc1": 0x02,
    "advance_loc2": 0x03, "advance_loc4": 0x04, "offset_extended": 0x05,
    "restore_extended": 0x06, "undefined": 0x07, "same_value": 0x08, "register": 0x09,
    "remember_state": 0x0A, "restore_state": 0x0B, "def_cfa": 0x0C,
    "def_cfa_register": 0x0D, "def_cfa_offset": 0x0E, "offset_extended_sf": 0x11,
    "window_save": 0x2D, "llvm_def_aspace_cfa": 0x30,
}

# DWARF register numbers llvm-mc 19 gives register names in .cfi_* directives (the same for
# every amdgcn target and wave size): s0-s63 -> 32+n, s64+ -> 1024+n, v -> 2560+n,
# a -> 3072+n, and these; other registers (vcc, m0, tuples) get 0xffffffff.
_NO_DWARF_REGISTER = 0xFFFFFFFF
_SPECIAL_DWARF_REGISTERS = {
    "pc": 16, "exec": 17, "exec_lo": 1, "vcc": _NO_DWARF_REGISTER,
    "vcc_lo": _NO_DWARF_REGISTER, "vcc_hi": _NO_DWARF_REGISTER, "m0": _NO_DWARF_REGISTER,
}

FRAME_ERROR = "this directive must appear between .cfi_startproc and .cfi_endproc directives"


def uleb(value: int) -> bytes:
    value &= _MASK64
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def sleb(value: int) -> bytes:
    value = to_signed(value & _MASK64)
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        done = (value == 0 and not byte & 0x40) or (value == -1 and byte & 0x40)
        out.append(byte if done else byte | 0x80)
        if done:
            return bytes(out)


def _trunc_div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


# -- line table ---------------------------------------------------------------------------


@record
class _File:
    name: str
    dir_index: int
    md5: bytes | None
    source: bytes | None


@record
class _Row:
    section: AsmSection | None
    offset: int
    epoch: int
    file: int
    line: int
    column: int
    flags: int
    isa: int
    discriminator: int


def encode_line_advance(line_delta: int | None, addr_delta: int) -> bytes:
    """The opcodes that advance the line by ``line_delta`` and the address by ``addr_delta``
    (already divided by the minimum instruction length) and append a row; ``line_delta`` None
    ends the sequence instead.  Special opcodes first, then const_add_pc + special, then
    advance_pc (llvm-mc's choice)."""
    out = bytearray()
    if line_delta is None:
        if addr_delta == _MAX_SPECIAL_ADDR_DELTA:
            out.append(_LNS_CONST_ADD_PC)
        elif addr_delta:
            out.append(_LNS_ADVANCE_PC)
            out += uleb(addr_delta)
        out += bytes([0, 1, _LNE_END_SEQUENCE])
        return bytes(out)
    need_copy = False
    biased = line_delta - _LINE_BASE
    if biased < 0 or biased >= _LINE_RANGE or biased + _OPCODE_BASE > 255:
        out.append(_LNS_ADVANCE_LINE)
        out += sleb(line_delta)
        line_delta = 0
        biased = -_LINE_BASE
        need_copy = True
    if line_delta == 0 and addr_delta == 0:
        out.append(_LNS_COPY)
        return bytes(out)
    biased += _OPCODE_BASE
    if addr_delta < 256 + _MAX_SPECIAL_ADDR_DELTA:
        opcode = biased + addr_delta * _LINE_RANGE
        if opcode <= 255:
            out.append(opcode)
            return bytes(out)
        opcode = biased + (addr_delta - _MAX_SPECIAL_ADDR_DELTA) * _LINE_RANGE
        if opcode <= 255:
            out += bytes([_LNS_CONST_ADD_PC, opcode])
            return bytes(out)
    out.append(_LNS_ADVANCE_PC)
    out += uleb(addr_delta)
    out.append(_LNS_COPY if need_copy else biased)
    return bytes(out)


# -- call frames --------------------------------------------------------------------------


#: a CFI instruction's operands: ``label`` (the symbol), ``escape`` (the bytes), the other
#: kinds numbers (registers, offsets, address spaces)
_CfiArgs = tuple[int, ...] | tuple[Symbol] | tuple[bytes]


@record
class _Frame:
    section: AsmSection
    begin: int
    begin_epoch: int
    tok: Token
    simple: bool = False
    end: int | None = None
    end_epoch: int = 0
    end_section: AsmSection | None = None  # .cfi_endproc in another subsection
    ra_register: int = _NO_RA
    signal: bool = False
    # (section, offset, epoch, kind, arguments) of each instruction, in order
    ops: list[tuple[AsmSection, int, int, str, _CfiArgs]] = field(default_factory=list)

    @property
    def key(self) -> tuple[bool, bool, int]:
        return (self.signal, self.simple, self.ra_register)


def _advance_loc(delta: int) -> bytes:
    delta //= _CODE_ALIGN
    if delta <= 0:
        return b""
    if delta < 64:
        return bytes([_CFA["advance_loc"] | delta])
    if delta < 1 << 8:
        return bytes([_CFA["advance_loc1"], delta])
    if delta < 1 << 16:
        return bytes([_CFA["advance_loc2"]]) + delta.to_bytes(2, "little")
    return bytes([_CFA["advance_loc4"]]) + (delta & 0xFFFFFFFF).to_bytes(4, "little")


def _frame_program(frame: _Frame) -> tuple[bytes, list[tuple[Symbol, int]]]:
    """The call frame instructions of one FDE (the CFA offset starts at 0 in each), and the
    `.cfi_label` symbols with their offsets in them."""
    out = bytearray()
    labels: list[tuple[Symbol, int]] = []
    cfa_offset = 0
    base = frame.begin
    for section, offset, _epoch, kind, operands in frame.ops:
        args = cast("tuple[int, ...]", operands)  # (numbers, but for label and escape)
        if section is frame.section and offset != base:
            out += _advance_loc(offset - base)
            base = offset
        if kind == "label":
            labels.append((cast(Symbol, operands[0]), len(out)))
        elif kind == "def_cfa":
            reg, cfa_offset = args
            out += bytes([_CFA["def_cfa"]]) + uleb(reg) + uleb(cfa_offset)
        elif kind in ("def_cfa_offset", "adjust_cfa_offset"):
            cfa_offset = args[0] if kind == "def_cfa_offset" else cfa_offset + args[0]
            out += bytes([_CFA["def_cfa_offset"]]) + uleb(cfa_offset)
        elif kind == "llvm_def_aspace_cfa":
            reg, cfa_offset, space = args
            out += bytes([_CFA["llvm_def_aspace_cfa"]]) + uleb(reg) + uleb(cfa_offset) + uleb(
                space)
        elif kind in ("offset", "rel_offset"):
            reg, off = args
            if kind == "rel_offset":
                off -= cfa_offset
            off = _trunc_div(off, _DATA_ALIGN)
            if off < 0:
                out += bytes([_CFA["offset_extended_sf"]]) + uleb(reg) + sleb(off)
            elif reg < 64:
                out += bytes([_CFA["offset"] | reg]) + uleb(off)
            else:
                out += bytes([_CFA["offset_extended"]]) + uleb(reg) + uleb(off)
        elif kind == "restore":
            reg = args[0]
            out += bytes([_CFA["restore"] | reg]) if reg < 64 else bytes(
                [_CFA["restore_extended"]]) + uleb(reg)
        elif kind in ("def_cfa_register", "undefined", "same_value"):
            out += bytes([_CFA[kind]]) + uleb(args[0])
        elif kind == "register":
            out += bytes([_CFA["register"]]) + uleb(args[0]) + uleb(args[1])
        elif kind in ("remember_state", "restore_state", "window_save"):
            out.append(_CFA[kind])
        elif kind == "escape":
            out += cast(bytes, operands[0])
    return bytes(out), labels


# -- the state the assembler keeps --------------------------------------------------------


class DwarfState:
    """``.file``/``.loc``/``.cfi_*`` bookkeeping for one assembly, and the sections made from
    it at the end (:meth:`emit`)."""

    def __init__(self, symbols: SymbolTable, sections: SectionStore, report: Report,
                 processor: Callable[[], Processor | None]) -> None:
        self.symbols = symbols
        self.sections = sections
        self.report = report
        self.processor = processor  # the target's processor (None when not known yet)
        self.version = 4
        self.has_table = False  # a numbered .file was seen: llvm-mc writes .debug_line
        self.root: tuple[str, str, bytes | None, bytes | None] | None = None
        self.dirs: list[str] = []
        self.files: dict[int, _File] = {}
        self.pending: _Row | None = None
        self.sticky_stmt = _IS_STMT
        # rows per section (a subsection's rows go with its section, in emission order)
        self.rows: dict[int, tuple[AsmSection, list[_Row]]] = {}
        self.frames: list[_Frame] = []
        self.open_frame: _Frame | None = None
        self.eh_frame = True
        self.debug_frame = False
        self._warned_md5 = False
        # where the sequence of a section ends: subsection 0's end, as llvm-mc ends it
        self.sequence_end: dict[int, int] = {}
        self._ends: dict[int, tuple[int, int]] = {}
        self.directives = {".file": self.file_directive, ".loc": self.loc_directive}
        self.numbered_file: Callable[[], None] | None = None  # -g: the source has .file N

    # -- .file ------------------------------------------------------------------------

    def comp_dir(self) -> str:
        return self.root[0] if self.root is not None else os.getcwd()

    def file_directive(self, cur: Cursor, tok: Token) -> None:
        t = cur.peek()
        if t is None or t.kind == STRING:
            # `.file "name"`: the STT_FILE name, which llvm-mc omits for AMDGPU
            cur.skip_rest()
            return
        num_tok = t
        number = cur.parse_absolute()
        if number < 0:
            raise AsmError("negative file number", num_tok)
        if self.numbered_file is not None:
            self.numbered_file()
        first = cur.expect_string("unexpected token in '.file' directive")
        directory, filename = b"", first
        if (t := cur.peek()) is not None and t.kind == STRING:
            directory, filename = first, cur.expect_string()
        md5 = source = None
        while not cur.at_end():
            kw = cur.expect_ident("unexpected token in '.file' directive")
            word = kw.text.lower()
            if word == "md5":
                v = cur.peek()
                if v is None or v.kind != INT:
                    raise cur.error_here("MD5 checksum specified, but no file number")
                cur.advance()
                md5 = (cast(int, v.value) & ((1 << 128) - 1)).to_bytes(16, "big")
            elif word == "source":
                source = cur.expect_string("unexpected token in '.file' directive")
            else:
                raise AsmError("unexpected token in '.file' directive", kw)
        self.add_file(number, directory.decode("utf-8", "surrogateescape"),
                      filename.decode("utf-8", "surrogateescape"), md5, source, tok)

    def add_file(self, number: int, d: str, f: str, md5: bytes | None, source: bytes | None,
                 tok: Token | None) -> None:
        self.has_table = True
        if number == 0:
            self.version = 5  # llvm-mc upgrades to DWARF 5 for a root file
            self.root = (d, f, md5, source)
            self._check_md5(tok)
            return
        if not d:
            base = posixpath.basename(f)
            parent = posixpath.dirname(f)
            if base and parent:
                d, f = parent, base
        if self.version >= 5 and self.root is not None and (
                d or self.root[0], f, md5, source) == self.root:
            return  # the root file again: llvm-mc does not give it a number
        old = self.files.get(number)
        if old is not None:
            raise AsmError("file number already allocated", tok)
        if not d or d == self.comp_dir():
            dir_index = 0
        else:
            if d not in self.dirs:
                self.dirs.append(d)
            dir_index = self.dirs.index(d) + 1
        self.files[number] = _File(f, dir_index, md5, source)
        self._check_md5(tok)

    def _check_md5(self, tok: Token | None) -> None:
        have = [f.md5 is not None for f in self.files.values()]
        if self.root is not None:
            have.append(self.root[2] is not None)
        if any(have) and not all(have) and not self._warned_md5 and tok is not None:
            self._warned_md5 = True  # llvm-mc says it once
            self.report("inconsistent use of MD5 checksums", tok.line, tok.col, "warning")

    # -- .loc -------------------------------------------------------------------------

    def loc_directive(self, cur: Cursor, tok: Token) -> None:
        num_tok = cur.peek()
        if num_tok is None or num_tok.kind != INT:
            raise cur.error_here("unexpected token in '.loc' directive")
        cur.advance()
        number = cast(int, num_tok.value)
        if number < 0 or (number == 0 and self.version < 5) or (
                number and number not in self.files) or (number == 0 and self.root is None):
            if number < 1 and self.version < 5:
                raise AsmError("file number less than one in '.loc' directive", num_tok)
            raise AsmError("unassigned file number in '.loc' directive", num_tok)
        line = column = 0
        # line and column are plain integer tokens (no expressions), as llvm-mc reads them
        if (t := cur.peek()) is not None and t.kind == INT:
            line = cast(int, t.value) & 0xFFFFFFFF  # llvm-mc keeps 32 bits of the line
            cur.advance()
            if (t := cur.peek()) is not None and t.kind == INT:
                column = cast(int, t.value) & 0xFFFF  # and 16 of the column
                cur.advance()
        flags = self.sticky_stmt
        isa = discriminator = 0
        while not cur.at_end():
            kw = cur.expect_ident("unexpected token in '.loc' directive")
            word = kw.text.lower()
            if word == "basic_block":
                flags |= _BASIC_BLOCK
            elif word == "prologue_end":
                flags |= _PROLOGUE_END
            elif word == "epilogue_begin":
                flags |= _EPILOGUE_BEGIN
            elif word in ("is_stmt", "isa", "discriminator"):
                vt = cur.peek()
                value = cur.parse_absolute()
                if word == "is_stmt":
                    if value not in (0, 1):
                        raise AsmError("is_stmt value not 0 or 1", vt)
                    flags = (flags & ~_IS_STMT) | value
                elif word == "isa":
                    if value < 0:
                        raise AsmError("isa number less than zero", vt)
                    isa = value
                else:
                    discriminator = value & 0xFFFFFFFF  # an unsigned 32-bit field in llvm-mc
            else:
                # `view` too: llvm-mc 19 does not know location views either
                raise AsmError("unknown sub-directive in '.loc' directive", kw)
        self.add_row(number, line, column, flags, isa, discriminator)

    def add_row(self, number: int, line: int, column: int = 0, flags: int = _IS_STMT,
                isa: int = 0, discriminator: int = 0) -> None:
        """A `.loc`: the row is placed at the next instruction or data."""
        self.sticky_stmt = flags & _IS_STMT
        # a .loc still waiting for bytes gets its row here, at the current address
        self.consume()
        self.pending = _Row(None, 0, 0, number, line, column, flags, isa, discriminator)
        self.sections.before_emit = self.consume

    def consume(self) -> None:
        """Bytes are about to be emitted in the current section: the pending .loc becomes a
        row at this address."""
        row = self.pending
        if row is None:
            return
        self.pending = None
        self.sections.before_emit = None
        row.section, row.offset, row.epoch = self.sections.place()
        parent = row.section.parent or row.section
        entry = self.rows.get(id(parent))
        if entry is None:
            entry = self.rows[id(parent)] = (parent, [])
        entry[1].append(row)

    def mark_ends(self) -> None:
        """Before layout: where each section's subsection 0 ends (llvm-mc ends a section's
        line sequence there, before the subsections that follow it)."""
        self._ends = {id(parent): (parent.size, len(parent.points))
                      for parent, _ in self.rows.values()}

    def move(self, moved: Callable[[AsmSection, int, int], tuple[AsmSection, int]]) -> None:
        """The sections were laid out: rows and frames move to where their bytes went."""
        ends = self._ends
        for parent, entries in self.rows.values():
            size, epoch = ends.get(id(parent), (parent.size, len(parent.points)))
            self.sequence_end[id(parent)] = moved(parent, size, epoch)[1]
            for row in entries:  # (a row in the table has its place)
                row.section, row.offset = moved(cast(AsmSection, row.section), row.offset,
                                                row.epoch)
        for frame in self.frames:
            if frame.end is not None:
                frame.end = moved(frame.end_section or frame.section, frame.end,
                                  frame.end_epoch)[1]
            frame.section, frame.begin = moved(frame.section, frame.begin, frame.begin_epoch)
            frame.ops = [(*moved(sec, off, ep), ep, k, a) for sec, off, ep, k, a in frame.ops]

    # -- .cfi_* -----------------------------------------------------------------------

    def _register(self, cur: Cursor) -> int:
        t = cur.peek()
        if t is None:
            raise cur.error_here("unexpected token in directive")
        if t.kind == INT:
            return cur.parse_absolute()
        if t.kind != IDENT:
            raise AsmError("expected a register or a list of registers", t)
        cur.advance()
        name = t.text
        m = re.fullmatch(r"([sva])(\d+)", name)
        first = last = None
        if m is None and name in ("s", "v", "a") and cur.accept_punct("["):
            first = last = cur.parse_absolute()
            if cur.accept_punct(":"):
                last = cur.parse_absolute()
            cur.expect_punct("]", "expected a closing square bracket")
            if first != last:
                return _NO_DWARF_REGISTER  # a register tuple has no DWARF number
            kind = name
        elif m is not None:
            digits = m.group(2)  # (int() refuses 4,300 digits and more: past any limit)
            kind, first = m.group(1), int(digits) if len(digits) <= 20 else 1 << 64
        elif name in _SPECIAL_DWARF_REGISTERS:
            return _SPECIAL_DWARF_REGISTERS[name]
        else:
            raise AsmError("codeobj build does not know the DWARF number of this register; "
                           "write the number", t)
        limit = {"s": self._sgpr_count(), "v": 256, "a": 256}[kind]
        if first >= limit:
            raise AsmError("register not available on this GPU", t)
        if kind == "s":
            return 32 + first if first < 64 else 1024 + first
        return (2560 if kind == "v" else 3072) + first

    def _sgpr_count(self) -> int:
        # without a target the object cannot be written (objwriter says so); count as gfx9
        proc = self.processor()
        return proc.sgpr_registers if proc is not None else sgpr_registers(9)

    def cfi_directive(self, cur: Cursor, name: str, tok: Token) -> bool:
        """Handle one ``.cfi_*`` directive; False when it is not one codeobj supports."""
        kind = name[len(".cfi_"):]
        secs = self.sections
        if kind == "sections":
            eh = debug = False
            while True:
                t = cur.expect_ident("Expected an identifier")
                if t.text == ".eh_frame":
                    eh = True
                elif t.text == ".debug_frame":
                    debug = True
                if cur.at_end():
                    break
                cur.expect_punct(",", "expected comma")
            self.eh_frame, self.debug_frame = eh, debug
            return True
        if kind == "startproc":
            simple = False
            if not cur.at_end():
                t = cur.expect_ident()
                simple = t.text == "simple"
                cur.expect_end()
            if self.open_frame is not None:
                line, col = _next_token_location(cur)
                self.report("starting new .cfi frame before finishing the previous one",
                            line, col, "error")
                return True
            sec, offset, epoch = secs.place()
            started = _Frame(sec, offset, epoch, tok, simple)
            self.open_frame = started
            self.frames.append(started)
            return True
        handlers = _CFI_OPERANDS.get(kind)
        if handlers is None and kind not in ("endproc", "return_column", "signal_frame",
                                             "label"):
            return False
        frame = self.open_frame
        if frame is None:
            raise AsmError(FRAME_ERROR, tok)
        if kind == "endproc":
            cur.expect_end()
            sec, offset, epoch = secs.place()
            self.open_frame = None
            if (sec.parent or sec) is not (frame.section.parent or frame.section):
                # the FDE's address range would be a difference across sections
                frame.end = frame.begin
                raise AsmError("Cannot represent a difference across sections", tok)
            frame.end, frame.end_epoch, frame.end_section = offset, epoch, sec
            return True
        if kind == "signal_frame":
            cur.expect_end()
            frame.signal = True
            return True
        if kind == "label":
            name_tok = cur.peek()
            if name_tok is None or name_tok.kind not in (IDENT, STRING):
                raise cur.error_here("expected identifier")
            cur.advance()
            cur.expect_end()
            sym = self.symbols.symbol(name_of(name_tok))
            if sym.is_defined or sym.common_size is not None:
                raise AsmError(f"symbol '{sym.name}' is already defined", name_tok)
            args: _CfiArgs = (sym,)
        elif kind == "return_column":
            frame.ra_register = self._register(cur)
            cur.expect_end()
            return True
        elif kind == "escape":
            data = bytearray()
            while True:
                data.append(cur.parse_absolute() & 0xFF)
                if cur.at_end():
                    break
                cur.expect_punct(",", "expected comma")
            args = (bytes(data),)
        else:
            values: list[int] = []
            assert handlers is not None  # (the kinds without operands were handled above)
            for n, what in enumerate(handlers):
                if n:
                    cur.expect_punct(",", "expected comma")
                values.append(self._register(cur) if what == "reg" else cur.parse_absolute())
            cur.expect_end()
            args = tuple(values)
        frame.ops.append((*secs.place(), kind, args))
        return True

    # -- the end ----------------------------------------------------------------------

    def finish_parse(self, line: int) -> None:
        """Errors llvm-mc reports once the whole file is read (at its end, ``line``)."""
        if self.open_frame is not None:
            self.report("Unfinished frame!", line, 1, "error")
        if self.files:
            for n in range(1, max(self.files) + 1):
                if n not in self.files:
                    self.report(f"unassigned file number: {n} for .file directives", line, 1,
                                "error")
                    break

    def emit_frames(self) -> None:
        """Write the frame sections (llvm-mc writes them first, the line table last)."""
        if self.frames:
            if self.eh_frame:
                self._emit_frames(eh=True)
            if self.debug_frame:
                self._emit_frames(eh=False)

    def emit_lines(self) -> None:
        if self.has_table or self.rows:
            self._emit_lines()

    # frames --------------------------------------------------------------------------

    def _emit_frames(self, eh: bool) -> None:
        secs = self.sections
        if eh:
            sec = secs.get(".eh_frame", SHT.PROGBITS, SHF.ALLOC)
        else:
            sec = secs.get(".debug_frame", SHT.PROGBITS, 0)
        sec.alignment = max(sec.alignment, 8)
        frames = sorted(self.frames, key=lambda f: f.key)
        data = sec.data
        cie_start = None
        last_key = None
        for n, frame in enumerate(frames):
            if cie_start is None or (eh and frame.key != last_key):
                last_key = frame.key
                cie_start = len(data)
                data += self._cie(frame, eh, cie_start)
            last = n == len(frames) - 1
            start = len(data)
            body = bytearray()
            if eh:
                body += (start + 4 - cie_start).to_bytes(4, "little")
                pc_at = start + 8
                body += bytes(8) + b"\0"  # pc begin (REL32), range, augmentation length
                body[8:12] = (((frame.end or 0) - frame.begin) & 0xFFFFFFFF).to_bytes(4,
                                                                                     "little")
            else:
                body += bytes(4)  # CIE pointer (ABS32 against .debug_frame)
                pc_at = start + 8
                body += bytes(8) + (((frame.end or 0) - frame.begin) & _MASK64).to_bytes(
                    8, "little")
            program, labels = _frame_program(frame)
            for sym, at in labels:
                if sym.is_defined:
                    self.report(f"symbol '{sym.name}' is already defined", frame.tok.line,
                                frame.tok.col, "error")
                    continue
                sym.section, sym.offset, sym.epoch = sec, start + 4 + len(body) + at, 0
                self.symbols.register(sym)
            body += program
            align = 8 if (not eh or last) else 4
            body += bytes((-(start + 4 + len(body))) % align)  # aligns the section offset
            data += len(body).to_bytes(4, "little") + body
            if eh:
                self.add_reloc(sec, pc_at, R_AMDGPU.REL32, frame.section, frame.begin)
            else:
                self.add_reloc(sec, start + 4, R_AMDGPU.ABS32, sec, cie_start)
                self.add_reloc(sec, pc_at, R_AMDGPU.ABS64, frame.section, frame.begin)

    def _cie(self, frame: _Frame, eh: bool, start: int) -> bytes:
        ra = _RA_REGISTER if frame.ra_register == _NO_RA else frame.ra_register
        body = bytearray()
        if eh:
            body += bytes(4) + b"\x01"  # CIE id 0, version 1
            body += b"zR" + (b"S" if frame.signal else b"") + b"\0"
        else:
            body += b"\xff\xff\xff\xff\x04\x00" + bytes([8, 0])  # id, version 4, "", sizes
        body += uleb(_CODE_ALIGN) + sleb(_DATA_ALIGN)
        body += bytes([ra & 0xFF]) if eh else uleb(ra)
        if eh:
            body += uleb(1) + b"\x1b"  # augmentation data: FDE pointers pcrel|sdata4
        align = 4 if eh else 8
        body += bytes((-(start + len(body) + 4)) % align)
        return len(body).to_bytes(4, "little") + bytes(body)

    def add_reloc(self, sec: AsmSection, offset: int, rtype: int, target: AsmSection,
                  addend: int) -> None:
        """A relocation in a debug section against ``target``'s section symbol."""
        sym = cast(Symbol, target.symbol)  # (every section has its symbol from its creation)
        sym.used_in_reloc = True
        self.symbols.register(sym)
        sec.relocations.append(Relocation(offset, int(rtype), sym, addend))

    # lines ---------------------------------------------------------------------------

    def _emit_lines(self) -> None:
        secs = self.sections
        sec = secs.get(".debug_line", SHT.PROGBITS, 0)
        start = len(sec.data)
        strings: AsmSection | None = None
        string_offsets: dict[bytes, int] = {}
        str_relocs: list[tuple[int, int]] = []  # (offset in header, string offset)

        header = bytearray()

        def line_strp(text: bytes) -> None:
            nonlocal strings
            if strings is None:
                strings = secs.get(".debug_line_str", SHT.PROGBITS, SHF.MERGE | SHF.STRINGS, 1)
            off = string_offsets.get(text)
            if off is None:
                off = string_offsets[text] = len(strings.data)
                strings.data += text + b"\0"
            str_relocs.append((len(header), off))
            header.extend(bytes(4))

        def enc(s: str) -> bytes:
            return s.encode("utf-8", "surrogateescape")

        header += bytes([_MIN_INST_LENGTH, 1, 1, _LINE_BASE & 0xFF, _LINE_RANGE, _OPCODE_BASE])
        header += _STD_OPCODE_LENGTHS
        if self.version >= 5:
            header += bytes([1]) + uleb(_LNCT_PATH) + uleb(_FORM_LINE_STRP)
            dirs = [self.comp_dir(), *self.dirs]
            header += uleb(len(dirs))
            for d in dirs:
                line_strp(enc(d))
            if self.root is not None:
                root = _File(self.root[1], 0, self.root[2], self.root[3])
            elif 1 in self.files:
                root = self.files[1]
            else:
                root = None
            files = ([root] if root is not None else []) + [
                self.files[n] for n in sorted(self.files)]
            has_md5 = bool(files) and all(f.md5 is not None for f in files)
            has_source = any(f.source is not None for f in files)
            formats = [(_LNCT_PATH, _FORM_LINE_STRP), (_LNCT_DIRECTORY_INDEX, _FORM_UDATA)]
            if has_md5:
                formats.append((_LNCT_MD5, _FORM_DATA16))
            if has_source:
                formats.append((_LNCT_LLVM_SOURCE, _FORM_LINE_STRP))
            header += uleb(len(formats))
            for a, b in formats:
                header += uleb(a) + uleb(b)
            header += uleb(len(files))
            for f in files:
                line_strp(enc(f.name))
                header += uleb(f.dir_index)
                if has_md5:
                    header += cast(bytes, f.md5)  # (has_md5: every file has one)
                if has_source:
                    line_strp(f.source or b"")
        else:
            for d in self.dirs:
                header += enc(d) + b"\0"
            header += b"\0"
            for n in sorted(self.files):
                f = self.files[n]
                header += enc(f.name) + b"\0" + uleb(f.dir_index) + b"\0\0"
            header += b"\0"

        program = bytearray()
        addr_relocs: list[tuple[int, AsmSection, int]] = []
        for section, rows in self.rows.values():
            file, line, column, flags, isa = 1, 1, 0, _IS_STMT, 0
            last: int | None = None
            for row in rows:
                if row.file != file:
                    file = row.file
                    program.append(_LNS_SET_FILE)
                    program += uleb(file)
                if row.column != column:
                    column = row.column
                    program.append(_LNS_SET_COLUMN)
                    program += uleb(column)
                if row.discriminator and self.version >= 4:
                    size = len(uleb(row.discriminator))
                    program += bytes([0]) + uleb(size + 1) + bytes([_LNE_SET_DISCRIMINATOR])
                    program += uleb(row.discriminator)
                if row.isa != isa:
                    isa = row.isa
                    program.append(_LNS_SET_ISA)
                    program += uleb(isa)
                if (row.flags ^ flags) & _IS_STMT:
                    program.append(_LNS_NEGATE_STMT)
                flags = row.flags
                if row.flags & _BASIC_BLOCK:
                    program.append(_LNS_SET_BASIC_BLOCK)
                if row.flags & _PROLOGUE_END:
                    program.append(_LNS_SET_PROLOGUE_END)
                if row.flags & _EPILOGUE_BEGIN:
                    program.append(_LNS_SET_EPILOGUE_BEGIN)
                delta = row.line - line
                if last is None:
                    program += bytes([0, 9, _LNE_SET_ADDRESS])
                    addr_relocs.append((len(program), section, row.offset))
                    program += bytes(8)
                    program += encode_line_advance(delta, 0)
                else:
                    program += encode_line_advance(delta, _address_advance(row.offset - last))
                line = row.line
                last = row.offset
            end = self.sequence_end.get(id(section), section.size)
            # (a section is in the table by its rows: one at least)
            program += encode_line_advance(None, _address_advance(end - cast(int, last)))

        v5 = self.version >= 5
        # unit_length, version, [address_size, seg_select_size], header_length
        prefix_after_length = 2 + (2 if v5 else 0) + 4
        unit_length = prefix_after_length + len(header) + len(program)
        out = bytearray(unit_length.to_bytes(4, "little"))
        out += self.version.to_bytes(2, "little")
        if v5:
            out += bytes([8, 0])
        out += len(header).to_bytes(4, "little")
        header_at = start + len(out)
        out += header
        program_at = start + len(out)
        out += program
        sec.data += out
        for where, off in str_relocs:
            assert strings is not None
            self.add_reloc(sec, header_at + where, R_AMDGPU.ABS32, strings, off)
        for where, section, offset in addr_relocs:
            self.add_reloc(sec, program_at + where, R_AMDGPU.ABS64, section, offset)


def _address_advance(delta: int) -> int:
    """An address advance in instruction units, as llvm-mc computes it: the difference as an
    unsigned 64-bit number divided by the minimum instruction length (a row that goes back,
    in a subsection, advances by almost 2**62)."""
    return (delta & _MASK64) // _MIN_INST_LENGTH


def _next_token_location(cur: Cursor) -> tuple[int, int]:
    """Where llvm-mc's lexer stands after a statement: the first token of the next line (its
    errors from the streamer point there)."""
    lexer = cur.lexer
    pos = lexer.pos
    text = lexer.text
    while pos < len(text) and text[pos] in " \t":
        pos += 1
    return lexer.line, pos - lexer.line_start + 1


# operands of the .cfi_* directives that become instructions ("reg" or "int")
_CFI_OPERANDS: dict[str, tuple[str, ...]] = {
    "def_cfa": ("reg", "int"),
    "def_cfa_offset": ("int",),
    "adjust_cfa_offset": ("int",),
    "def_cfa_register": ("reg",),
    "offset": ("reg", "int"),
    "rel_offset": ("reg", "int"),
    "register": ("reg", "reg"),
    "undefined": ("reg",),
    "same_value": ("reg",),
    "restore": ("reg",),
    "remember_state": (),
    "restore_state": (),
    "window_save": (),
    "escape": (),
    "llvm_def_aspace_cfa": ("reg", "int", "int"),
}
