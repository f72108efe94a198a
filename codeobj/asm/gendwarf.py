"""Debug information for the assembly source itself, as ``llvm-mc -g`` makes it
(MCGenDwarfInfo in llvm-mc 19): a line-table row for every instruction (the line of the
statement, or of the outermost macro call it came from), a ``DW_TAG_compile_unit`` in
``.debug_info`` with a ``DW_TAG_label`` for every label of a code section, ``.debug_abbrev``,
``.debug_aranges``, and ``.debug_ranges`` when more than one section has code.  DWARF 4.

The code sections are ``.text`` and every section a ``.section`` directive enters with the
``ax`` flags; a numbered ``.file`` in the source turns all of this off (the source brings its own
debug information), as in llvm-mc.
"""

from __future__ import annotations

import os
from typing import cast

from ..formats.elf import SHF, SHT
from ..formats.relocations import R_AMDGPU
from .dwarf import DwarfState, uleb
from .model import AsmSection, Symbol
from .sections import SectionStore
from .symbols import SymbolTable

__all__ = ["LLVM_MC_PRODUCER", "GenDwarf"]

#: DW_AT_producer of llvm-mc-19 (pass it as ``producer`` to compare objects byte for byte)
LLVM_MC_PRODUCER = "llvm-mc (based on LLVM 19.1.7)"

_DW_TAG_COMPILE_UNIT, _DW_TAG_LABEL = 0x11, 0x0A
_DW_AT = {"name": 0x03, "stmt_list": 0x10, "low_pc": 0x11, "high_pc": 0x12, "language": 0x13,
          "comp_dir": 0x1B, "producer": 0x25, "decl_file": 0x3A, "decl_line": 0x3B,
          "ranges": 0x55}
_DW_FORM = {"addr": 0x01, "data2": 0x05, "data4": 0x06, "string": 0x08, "sec_offset": 0x17}
_DW_LANG_MIPS_ASSEMBLER = 0x8001


class GenDwarf:
    """The ``-g`` state of one assembly."""

    def __init__(self, dwarf: DwarfState, symbols: SymbolTable, sections: SectionStore,
                 filename: str, producer: str) -> None:
        self.dwarf = dwarf
        self.symbols = symbols
        self.sections = sections
        self.producer = producer
        self.on = True
        self.code: list[AsmSection] = [sections.current]  # llvm-mc's GenDwarfSections
        self.labels: list[tuple[str, int, Symbol]] = []  # name, line, a label at its place
        self.file = 0  # the number of the source's line-table file once there is one
        name = filename if filename not in ("", "-") else "<stdin>"
        comp = os.getcwd()
        if name.startswith(comp + os.sep):
            name = name[len(comp) + 1:]
        self.name = name
        dwarf.numbered_file = self.off

    def off(self) -> None:
        """A numbered `.file`: the source has its own line table."""
        if self.on and self.file:
            self.dwarf.files.pop(self.file, None)
        self.on = False

    def _file(self) -> int:
        if not self.file:
            self.dwarf.add_file(1, "", self.name, None, None, None)
            self.file = 1
        return self.file

    def entered(self, sec: AsmSection) -> None:
        """A `.section` directive entered ``sec``: a code section gets debug information."""
        sec = sec.parent or sec
        if self.on and sec.flags & SHF.ALLOC and sec.flags & SHF.EXECINSTR and \
                sec not in self.code:
            self.code.append(sec)

    def instruction(self, line: int) -> None:
        """An instruction of the source at ``line`` is about to be emitted."""
        if not self.on:
            return
        file = self._file()
        sec = self.sections.current
        if (sec.parent or sec) in self.code:
            self.dwarf.add_row(file, line)

    def label(self, sym: Symbol, line: int) -> None:
        """A label was defined at ``line``."""
        if not self.on:
            return
        self._file()
        sec = self.sections.current
        if sym.temporary or (sec.parent or sec) not in self.code:
            return
        place = self.symbols.here(None)  # where the label is, whatever it is set to later
        self.labels.append((sym.name.removeprefix("_"), line,
                            place))

    # -- the sections -------------------------------------------------------------------------

    def emit(self) -> None:
        """.debug_info, .debug_abbrev, .debug_aranges and .debug_ranges (llvm-mc's order of
        creation: info, abbrev, aranges, ranges; the line table comes after)."""
        if not self.on:
            return
        with_rows = {id(parent) for parent, _rows in self.dwarf.rows.values()}
        code = [s for s in self.code if id(s) in with_rows]
        if not code:
            return
        secs = self.sections
        info = secs.get(".debug_info", SHT.PROGBITS, 0)
        abbrev = secs.get(".debug_abbrev", SHT.PROGBITS, 0)
        aranges = secs.get(".debug_aranges", SHT.PROGBITS, 0)
        ranges = secs.get(".debug_ranges", SHT.PROGBITS, 0) if len(code) > 1 else None
        line = secs.get(".debug_line", SHT.PROGBITS, 0)
        info_at, abbrev_at = info.size, abbrev.size
        line_at = line.size  # the line table goes at the end of .debug_line

        # .debug_aranges: header, padding to twice the address size, (address, size) pairs
        out = bytearray(bytes(4) + (2).to_bytes(2, "little") + bytes(4) + bytes([8, 0]))
        out += bytes(-len(out) % 16)
        pairs_at = aranges.size + len(out)
        for _ in code:
            out += bytes(16)
        out += bytes(16)
        out[0:4] = (len(out) - 4).to_bytes(4, "little")
        self.dwarf.add_reloc(aranges, aranges.size + 6, R_AMDGPU.ABS32, info, info_at)
        for k, sec in enumerate(code):
            out[pairs_at - aranges.size + 16 * k + 8:pairs_at - aranges.size + 16 * k + 16] = \
                sec.size.to_bytes(8, "little")
            self.dwarf.add_reloc(aranges, pairs_at + 16 * k, R_AMDGPU.ABS64, sec, 0)
        aranges.data += out

        ranges_at = 0
        if ranges is not None:
            ranges_at = ranges.size
            out = bytearray()
            for sec in code:
                out += b"\xff" * 8
                self.dwarf.add_reloc(ranges, ranges.size + len(out), R_AMDGPU.ABS64, sec, 0)
                out += bytes(16) + sec.size.to_bytes(8, "little")
            out += bytes(16)
            ranges.data += out

        attrs = [("stmt_list", "sec_offset")]
        attrs += [("ranges", "sec_offset")] if ranges is not None else [
            ("low_pc", "addr"), ("high_pc", "addr")]
        attrs += [("name", "string"), ("comp_dir", "string"), ("producer", "string"),
                  ("language", "data2")]
        out = bytearray(uleb(1) + uleb(_DW_TAG_COMPILE_UNIT) + b"\x01")
        for at, form in attrs:
            out += uleb(_DW_AT[at]) + uleb(_DW_FORM[form])
        out += b"\0\0" + uleb(2) + uleb(_DW_TAG_LABEL) + b"\x00"
        for at, form in (("name", "string"), ("decl_file", "data4"), ("decl_line", "data4"),
                         ("low_pc", "addr")):
            out += uleb(_DW_AT[at]) + uleb(_DW_FORM[form])
        out += b"\0\0\0"
        abbrev.data += out

        base = info.size
        out = bytearray(bytes(4) + (4).to_bytes(2, "little"))
        self.dwarf.add_reloc(info, base + len(out), R_AMDGPU.ABS32, abbrev, abbrev_at)
        out += bytes(4) + bytes([8]) + uleb(1)
        self.dwarf.add_reloc(info, base + len(out), R_AMDGPU.ABS32, line, line_at)
        out += bytes(4)
        if ranges is not None:
            self.dwarf.add_reloc(info, base + len(out), R_AMDGPU.ABS32, ranges, ranges_at)
            out += bytes(4)
        else:
            self.dwarf.add_reloc(info, base + len(out), R_AMDGPU.ABS64, code[0], 0)
            out += bytes(8)
            self.dwarf.add_reloc(info, base + len(out), R_AMDGPU.ABS64, code[0], code[0].size)
            out += bytes(8)
        dirs = self.dwarf.dirs
        # llvm-mc: the first include directory and the name of file 1 (the source's name,
        # its directory split off into the directory table)
        entry = self.dwarf.files.get(self.file)
        file_name = entry.name if entry is not None else self.name
        name = (dirs[0] + "/" if dirs else "") + file_name
        for text in (name, self.dwarf.comp_dir(), self.producer):
            out += text.encode("utf-8", "surrogateescape") + b"\0"
        out += _DW_LANG_MIPS_ASSEMBLER.to_bytes(2, "little")
        for label, number, place in self.labels:
            out += uleb(2) + label.encode("utf-8", "surrogateescape") + b"\0"
            out += self.file.to_bytes(4, "little") + (number & 0xFFFFFFFF).to_bytes(4, "little")
            # (a place is in a section: SymbolTable.here)
            self.dwarf.add_reloc(info, base + len(out), R_AMDGPU.ABS64,
                                 cast(AsmSection, place.section), place.offset)
            out += bytes(8)
        out += b"\0"
        out[0:4] = (len(out) - 4).to_bytes(4, "little")
        info.data += out
