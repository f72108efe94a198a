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
from typing import TYPE_CHECKING

from .._record import field, record
from ..formats.elf import SHF, SHT
from ..formats.relocations import R_AMDGPU
from ..targets import sgpr_registers
from .expr import to_signed
from .lexer import IDENT, INT, STRING, Token
from .model import AsmError, AsmSection, Relocation

if TYPE_CHECKING:
    from .assembler import Assembler

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
    offset: int
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


@record
class _Frame:
    section: AsmSection
    begin: int
    tok: Token
    simple: bool = False
    end: int | None = None
    ra_register: int = _NO_RA
    signal: bool = False
    ops: list[tuple[AsmSection, int, str, tuple]] = field(default_factory=list)

    @property
    def key(self) -> tuple:
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


def _frame_program(frame: _Frame) -> bytes:
    """The call frame instructions of one FDE (the CFA offset starts at 0 in each)."""
    out = bytearray()
    cfa_offset = 0
    base = frame.begin
    for section, offset, kind, args in frame.ops:
        if section is frame.section and offset != base:
            out += _advance_loc(offset - base)
            base = offset
        if kind == "def_cfa":
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
            out += args[0]
    return bytes(out)


# -- the state the assembler keeps --------------------------------------------------------


class DwarfState:
    """``.file``/``.loc``/``.cfi_*`` bookkeeping for one assembly, and the sections made from
    it at the end (:meth:`emit`)."""

    def __init__(self, asm: Assembler) -> None:
        self.asm = asm
        self.version = 4
        self.has_table = False  # a numbered .file was seen: llvm-mc writes .debug_line
        self.root: tuple[str, str, bytes | None, bytes | None] | None = None
        self.dirs: list[str] = []
        self.files: dict[int, _File] = {}
        self.pending: _Row | None = None
        self.sticky_stmt = _IS_STMT
        self.rows: dict[int, tuple[AsmSection, list[_Row]]] = {}
        self.frames: list[_Frame] = []
        self.open_frame: _Frame | None = None
        self.eh_frame = True
        self.debug_frame = False
        self._warned_md5 = False

    # -- .file ------------------------------------------------------------------------

    def comp_dir(self) -> str:
        return self.root[0] if self.root is not None else os.getcwd()

    def file_directive(self, tok: Token) -> None:
        asm = self.asm
        t = asm.peek()
        if t is None or t.kind == STRING:
            # `.file "name"`: the STT_FILE name, which llvm-mc omits for AMDGPU
            asm.i = len(asm.toks)
            return
        num_tok = t
        number = asm.parse_absolute()
        if number < 0:
            raise AsmError("negative file number", num_tok)
        first = asm.expect_string("unexpected token in '.file' directive")
        directory, filename = b"", first
        if asm.peek() is not None and asm.peek().kind == STRING:
            directory, filename = first, asm.expect_string()
        md5 = source = None
        while not asm.at_end():
            kw = asm.expect_ident("unexpected token in '.file' directive")
            word = kw.text.lower()
            if word == "md5":
                v = asm.peek()
                if v is None or v.kind != INT:
                    raise asm.error_here("MD5 checksum specified, but no file number")
                asm.i += 1
                md5 = (v.value & ((1 << 128) - 1)).to_bytes(16, "big")
            elif word == "source":
                source = asm.expect_string("unexpected token in '.file' directive")
            else:
                raise AsmError("unexpected token in '.file' directive", kw)
        d = directory.decode("utf-8", "surrogateescape")
        f = filename.decode("utf-8", "surrogateescape")
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

    def _check_md5(self, tok: Token) -> None:
        have = [f.md5 is not None for f in self.files.values()]
        if self.root is not None:
            have.append(self.root[2] is not None)
        if any(have) and not all(have) and not self._warned_md5:
            self._warned_md5 = True  # llvm-mc says it once
            self.asm.report("inconsistent use of MD5 checksums", tok.line, tok.col, "warning")

    # -- .loc -------------------------------------------------------------------------

    def loc_directive(self, tok: Token) -> None:
        asm = self.asm
        num_tok = asm.peek()
        if num_tok is None or num_tok.kind != INT:
            raise asm.error_here("unexpected token in '.loc' directive")
        asm.i += 1
        number = num_tok.value
        if number < 0 or (number == 0 and self.version < 5) or (
                number and number not in self.files) or (number == 0 and self.root is None):
            if number < 1 and self.version < 5:
                raise AsmError("file number less than one in '.loc' directive", num_tok)
            raise AsmError("unassigned file number in '.loc' directive", num_tok)
        line = column = 0
        # line and column are plain integer tokens (no expressions), as llvm-mc reads them
        if not asm.at_end() and asm.peek().kind == INT:
            line = asm.peek().value & 0xFFFFFFFF  # llvm-mc keeps 32 bits of the line
            asm.i += 1
            if not asm.at_end() and asm.peek().kind == INT:
                column = asm.peek().value & 0xFFFF  # and 16 of the column
                asm.i += 1
        flags = self.sticky_stmt
        isa = discriminator = 0
        while not asm.at_end():
            kw = asm.expect_ident("unexpected token in '.loc' directive")
            word = kw.text.lower()
            if word == "basic_block":
                flags |= _BASIC_BLOCK
            elif word == "prologue_end":
                flags |= _PROLOGUE_END
            elif word == "epilogue_begin":
                flags |= _EPILOGUE_BEGIN
            elif word in ("is_stmt", "isa", "discriminator"):
                vt = asm.peek()
                value = asm.parse_absolute()
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
            elif word == "view":
                raise AsmError("the '.loc ... view' operand is not supported by codeobj", kw)
            else:
                raise AsmError("unknown sub-directive in '.loc' directive", kw)
        self.sticky_stmt = flags & _IS_STMT
        # a .loc still waiting for bytes gets its row here, at the current address
        self.consume()
        self.pending = _Row(0, number, line, column, flags, isa, discriminator)

    def rebase(self, moved: dict[int, tuple[AsmSection, int]]) -> None:
        """Subsections were appended to their sections: move the rows and frames in them."""
        rows: dict[int, tuple[AsmSection, list[_Row]]] = {}
        for sec, entries in self.rows.values():
            target, base = moved.get(id(sec), (sec, 0))
            for row in entries:
                row.offset += base
            rows.setdefault(id(target), (target, []))[1].extend(entries)
        self.rows = rows
        for frame in self.frames:
            target, base = moved.get(id(frame.section), (frame.section, 0))
            frame.section, frame.begin = target, frame.begin + base
            if frame.end is not None:
                frame.end += base
            frame.ops = [(moved.get(id(s), (s, 0))[0], off + moved.get(id(s), (s, 0))[1], k, a)
                         for s, off, k, a in frame.ops]

    def consume(self) -> None:
        """Bytes are about to be emitted in the current section: the pending .loc becomes a
        row at this address."""
        row = self.pending
        if row is None:
            return
        self.pending = None
        sec = self.asm.current
        if sec.parent is not None:
            # llvm-mc writes rows in emission order with negative address advances and ends
            # the sequence at subsection 0's end: not reproduced
            raise AsmError(".loc rows in a subsection (.text N, .subsection N) are not "
                           "supported by codeobj", self.asm.toks[0] if self.asm.toks else None)
        row.offset = len(sec.data)
        entry = self.rows.get(id(sec))
        if entry is None:
            entry = self.rows[id(sec)] = (sec, [])
        entry[1].append(row)

    # -- .cfi_* -----------------------------------------------------------------------

    def _register(self) -> int:
        asm = self.asm
        t = asm.peek()
        if t is None:
            raise asm.error_here("unexpected token in directive")
        if t.kind == INT:
            return asm.parse_absolute()
        if t.kind != IDENT:
            raise AsmError("expected a register or a list of registers", t)
        asm.i += 1
        name = t.text
        m = re.fullmatch(r"([sva])(\d+)", name)
        first = last = None
        if m is None and name in ("s", "v", "a") and asm.accept_punct("["):
            first = last = asm.parse_absolute()
            if asm.accept_punct(":"):
                last = asm.parse_absolute()
            asm.expect_punct("]", "expected a closing square bracket")
            if first != last:
                return _NO_DWARF_REGISTER  # a register tuple has no DWARF number
            kind = name
        elif m is not None:
            kind, first = m.group(1), int(m.group(2))
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
        tid = self.asm.target.target
        # without a target the object cannot be written (objwriter says so); count as gfx9
        return tid.processor.sgpr_registers if tid is not None else sgpr_registers(9)

    def _comma(self) -> None:
        self.asm.expect_punct(",", "expected comma")

    def cfi_directive(self, name: str, tok: Token) -> bool:
        """Handle one ``.cfi_*`` directive; False when it is not one codeobj supports."""
        asm = self.asm
        kind = name[len(".cfi_"):]
        if kind == "sections":
            eh = debug = False
            while True:
                t = asm.expect_ident("Expected an identifier")
                if t.text == ".eh_frame":
                    eh = True
                elif t.text == ".debug_frame":
                    debug = True
                if asm.at_end():
                    break
                self._comma()
            self.eh_frame, self.debug_frame = eh, debug
            return True
        if kind == "startproc":
            simple = False
            if not asm.at_end():
                t = asm.expect_ident()
                simple = t.text == "simple"
                asm.expect_end()
            if self.open_frame is not None:
                line, col = self._next_token_location()
                asm.report("starting new .cfi frame before finishing the previous one",
                           line, col)
                return True
            frame = _Frame(asm.current, len(asm.current.data), tok, simple)
            self.open_frame = frame
            self.frames.append(frame)
            return True
        handlers = _CFI_OPERANDS.get(kind)
        if handlers is None and kind not in ("endproc", "return_column", "signal_frame",
                                             "label"):
            return False
        frame = self.open_frame
        if frame is None:
            raise AsmError(FRAME_ERROR, tok)
        if kind == "endproc":
            asm.expect_end()
            frame.end = len(asm.current.data)
            self.open_frame = None
            return True
        if kind == "signal_frame":
            asm.expect_end()
            frame.signal = True
            return True
        if kind == "label":
            # llvm-mc places the label inside the FDE's instructions in .debug_frame
            raise AsmError("the .cfi_label directive is not supported by codeobj", tok)
        if kind == "return_column":
            frame.ra_register = self._register()
            asm.expect_end()
            return True
        args: list = []
        if kind == "escape":
            data = bytearray()
            while True:
                data.append(asm.parse_absolute() & 0xFF)
                if asm.at_end():
                    break
                self._comma()
            args.append(bytes(data))
        else:
            for n, what in enumerate(handlers):
                if n:
                    self._comma()
                args.append(self._register() if what == "reg" else asm.parse_absolute())
            asm.expect_end()
        frame.ops.append((asm.current, len(asm.current.data), kind, tuple(args)))
        return True

    def _next_token_location(self) -> tuple[int, int]:
        """Where llvm-mc's lexer stands after a statement: the first token of the next
        line (its errors from the streamer point there)."""
        lexer = self.asm._lexer
        pos = lexer.pos
        text = lexer.text
        while pos < len(text) and text[pos] in " \t":
            pos += 1
        return lexer.line, pos - lexer.line_start + 1

    # -- the end ----------------------------------------------------------------------

    def finish_parse(self) -> None:
        """Errors llvm-mc reports once the whole file is read (at its end)."""
        asm = self.asm
        lexer = asm._main
        if self.open_frame is not None:
            asm.report("Unfinished frame!", lexer.line, 1, lexer=lexer, file=asm.filename)
        if self.files:
            for n in range(1, max(self.files) + 1):
                if n not in self.files:
                    asm.report(f"unassigned file number: {n} for .file directives",
                               lexer.line, 1, lexer=lexer, file=asm.filename)
                    break

    def emit(self) -> None:
        """Write the frame and line sections (llvm-mc's order: frames, then lines)."""
        if self.frames:
            if self.eh_frame:
                self._emit_frames(eh=True)
            if self.debug_frame:
                self._emit_frames(eh=False)
        if self.has_table or self.rows:
            self._emit_lines()

    # frames --------------------------------------------------------------------------

    def _emit_frames(self, eh: bool) -> None:
        asm = self.asm
        if eh:
            sec = asm._get_section(".eh_frame", SHT.PROGBITS, SHF.ALLOC)
        else:
            sec = asm._get_section(".debug_frame", SHT.PROGBITS, 0)
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
                body[8:12] = ((frame.end or 0) - frame.begin).to_bytes(4, "little")
            else:
                body += bytes(4)  # CIE pointer (ABS32 against .debug_frame)
                pc_at = start + 8
                body += bytes(8) + ((frame.end or 0) - frame.begin).to_bytes(8, "little")
            body += _frame_program(frame)
            align = 8 if (not eh or last) else 4
            body += bytes((-(start + 4 + len(body))) % align)  # aligns the section offset
            data += len(body).to_bytes(4, "little") + body
            if eh:
                self._reloc(sec, pc_at, R_AMDGPU.REL32, frame.section, frame.begin)
            else:
                self._reloc(sec, start + 4, R_AMDGPU.ABS32, sec, cie_start)
                self._reloc(sec, pc_at, R_AMDGPU.ABS64, frame.section, frame.begin)

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

    def _reloc(self, sec: AsmSection, offset: int, rtype: int, target: AsmSection,
               addend: int) -> None:
        sym = target.symbol
        sym.used_in_reloc = True
        self.asm.register(sym)
        sec.relocations.append(Relocation(offset, int(rtype), sym, addend))

    # lines ---------------------------------------------------------------------------

    def _emit_lines(self) -> None:
        asm = self.asm
        sec = asm._get_section(".debug_line", SHT.PROGBITS, 0)
        start = len(sec.data)
        strings: AsmSection | None = None
        string_offsets: dict[bytes, int] = {}
        str_relocs: list[tuple[int, int]] = []  # (offset in header, string offset)

        header = bytearray()

        def line_strp(text: bytes) -> None:
            nonlocal strings
            if strings is None:
                strings = asm._get_section(".debug_line_str", SHT.PROGBITS,
                                           SHF.MERGE | SHF.STRINGS, 1)
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
                    header += f.md5
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
                    program += encode_line_advance(delta,
                                                   (row.offset - last) // _MIN_INST_LENGTH)
                line = row.line
                last = row.offset
            program += encode_line_advance(None, (len(section.data) - last) // _MIN_INST_LENGTH)

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
            self._reloc(sec, header_at + where, R_AMDGPU.ABS32, strings, off)
        for where, section, offset in addr_relocs:
            self._reloc(sec, program_at + where, R_AMDGPU.ABS64, section, offset)


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
