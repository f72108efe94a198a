"""Address -> function and source position, as LLVM's symbolizer answers it.

llvm-objdump ``-l``/``-S`` and llvm-symbolizer ask LLVM's ``SymbolizableObjectFile``: the
DWARF line table and DIEs (:mod:`codeobj.elf.dwarf`) give the file, line and column, and the
function name comes from the symbol table when a symbol covers the address (the last symbol at
or below it, by (address, size, name), whose size reaches it or is 0; ``STT_NOTYPE``,
``STT_FUNC``, ``STT_OBJECT`` and ``STT_GNU_IFUNC``/``STT_AMDGPU_HSA_KERNEL`` symbols of
allocated sections), else from DWARF.  Objects without DWARF still get the symbol names.

:class:`Symbolizer` ``(code_object)`` and its ``lookup(address, section_index=None)`` (what
llvm-objdump prints); :func:`symbolize` ``(code_object, address) -> Location`` for debuggers and
profilers (symbol, kernel, DWARF function, full source path, line and column).
"""

from __future__ import annotations

import bisect

from .._record import record
from .dwarf import DebugLines, SourceLine, debug_lines

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .model import CodeObject

__all__ = ["Location", "SourceLine", "Symbolizer", "symbolize"]

_SHF_ALLOC = 2
_ET_REL = 1
_CODE_TYPES = (0, 1, 2, 10)  # NOTYPE, OBJECT, FUNC, GNU_IFUNC (= AMDGPU_HSA_KERNEL)


class Symbolizer:
    """The symbolizer of one code object (DWARF read on first use)."""

    def __init__(self, co: CodeObject) -> None:
        self.co = co
        self._dwarf: DebugLines | None | bool = False
        rows = []
        sections = co.sections
        tables = co.elf.symbol_tables()
        static = [t for t in tables if t.sh_type == 2]
        chosen = static if static and co.elf.symbols(static[0].index)[1:] else \
            [t for t in tables if t.sh_type == 11]
        if chosen:
            for raw in co.elf.symbols(chosen[0].index)[1:]:
                typ = raw.st_info & 0xF
                shndx = raw.st_shndx
                if typ not in _CODE_TYPES or not 0 < shndx < min(len(sections), 0xFF00):
                    continue
                sec = sections[shndx]
                if not sec.sh_flags & _SHF_ALLOC:
                    continue
                addr = raw.st_value
                if co.header.e_type == _ET_REL:
                    addr += sec.sh_addr
                rows.append((addr, raw.st_size, raw.name))
        rows.sort()
        # one symbol per address: the last of (address, size, name) order
        kept: list[tuple[int, int, str]] = []
        for row in rows:
            if kept and kept[-1][0] == row[0]:
                kept[-1] = row
            else:
                kept.append(row)
        self._symbols = kept
        self._starts = [r[0] for r in kept]

    @property
    def dwarf(self) -> DebugLines | None:
        """The DWARF lookup (None without debug information); DwarfError if it is
        malformed."""
        if self._dwarf is False:
            self._dwarf = debug_lines(self.co)
        return self._dwarf  # type: ignore[return-value]

    def symbol(self, address: int) -> tuple[str, int, int] | None:
        """(name, start, size) of the symbol covering ``address``, as getNameFromSymbolTable
        finds it."""
        i = bisect.bisect_right(self._starts, address)
        if not i:
            return None
        addr, size, name = self._symbols[i - 1]
        if size and addr + size <= address:
            return None
        return name, addr, size

    def lookup(self, address: int, section_index: int | None = None) -> SourceLine | None:
        """The function and source position of ``address``; None when neither the DWARF nor
        the symbol table knows it."""
        dwarf = self.dwarf
        info = dwarf.lookup(address, section_index) if dwarf is not None else None
        sym = self.symbol(address)
        if sym is None:
            return info
        if info is None:
            return SourceLine(sym[0], None, 0, 0)
        return SourceLine(sym[0], info.file, info.line, info.column, info.source)


@record(frozen=True)
class Location:
    """What an address of a code object is: the ``symbol`` holding it (as the symbol table
    says, see :class:`Symbolizer`) and the ``offset`` into it, the ``kernel`` whose code or
    descriptor that symbol is, the ``section``, and from DWARF the ``function`` (innermost
    subprogram or inlined subroutine: linkage name, else name), the ``file`` (full path as the
    DWARF gives it: compilation directory, include directory and name), ``line`` and
    ``column`` (0: unknown)."""

    address: int
    symbol: str | None
    offset: int
    kernel: str | None
    section: str | None
    function: str | None
    file: str | None
    line: int
    column: int


def symbolize(code_object: CodeObject, address: int) -> Location:
    """The :class:`Location` of ``address`` (an ``st_value``-style address: for a linked code
    object its virtual address, for a relocatable one its section offset).  DwarfError when the
    object's DWARF is malformed."""
    co = code_object
    symbolizer = Symbolizer(co)
    section = None
    section_index = None
    for s in co.sections:
        if s.sh_flags & _SHF_ALLOC and s.sh_size and s.sh_addr <= address < s.sh_addr + s.sh_size:
            section, section_index = s.name, s.index
            break
    sym = symbolizer.symbol(address)
    name, start = (sym[0], sym[1]) if sym is not None else (None, address)
    kernel = None
    if name is not None:
        for k in co.kernels:
            if name in (k.name, k.symbol, f"{k.name}.kd"):
                kernel = k.name
                break
    info = symbolizer.dwarf.lookup(address, section_index) if symbolizer.dwarf else None
    return Location(address, name, address - start, kernel, section,
                    info.function if info else None, info.file if info else None,
                    info.line if info else 0, info.column if info else 0)
