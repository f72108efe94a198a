"""A minimal, bounds-checked ELF64 section and symbol lookup for finding bundles in host files.

Only what fat-binary scanning needs: section headers with names, symbols by name prefix, and
the zero padding between the records of a section (bundles in ``.hip_fatbin``, offload
binaries in ``.llvm.offloading``).
Everything is read with ``struct`` from a memoryview; every offset, size and count is checked
against the file before use (the full reader is ``codeobj.elf.reader``).
"""

from __future__ import annotations

from .._record import record
from ..errors import FormatError
from ..formats import elf as E

# The layouts and constants are formats/elf.py's; plain ints here, compared in loops.
_EHDR, _SHDR, _SYM = E.EHDR_STRUCT, E.SHDR_STRUCT, E.SYM_STRUCT
_SH = {name: i for i, name in enumerate(E.SHDR.names)}
_SHT_NOBITS = int(E.SHT.NOBITS)
_SYMBOL_TABLES = (int(E.SHT.SYMTAB), int(E.SHT.DYNSYM))
_PADDING_PROBE = 1 << 16


@record(frozen=True)
class Section:
    index: int
    name: str
    type: int
    addr: int
    offset: int
    size: int
    link: int
    addralign: int
    entsize: int

    @property
    def file_size(self) -> int:
        return 0 if self.type == _SHT_NOBITS else self.size


@record(frozen=True)
class Symbol:
    name: str
    value: int
    size: int
    shndx: int


class HostELF:
    """Sections and symbols of a little-endian ELF64 file in ``view``."""

    def __init__(self, view: memoryview, source: str | None = None) -> None:
        self.view = view
        self.source = source
        n = len(view)
        if n < _EHDR.size or bytes(view[:len(E.ELF_MAGIC)]) != E.ELF_MAGIC:
            raise self._fail("ELF header", "file too short or no ELF magic", 0)
        ident, *fields = _EHDR.unpack_from(view, 0)
        _, ei_class, ei_data, *_ = E.IDENT.struct.unpack(ident)
        if ei_class != E.ELFCLASS64 or ei_data != E.ELFDATA2LSB:
            raise self._fail("ELF header", "only little-endian ELF64 host files are supported",
                             E.IDENT.offset("ei_class"))
        header = dict(zip(E.EHDR.names[1:], fields))
        self.e_type, self.e_machine = header["e_type"], header["e_machine"]
        self.e_flags = header["e_flags"]
        shoff, shentsize = header["e_shoff"], header["e_shentsize"]
        shnum, shstrndx = header["e_shnum"], header["e_shstrndx"]
        self.sections: list[Section] = []
        if shoff == 0:
            return
        if shentsize != _SHDR.size:
            raise self._fail("ELF header", f"e_shentsize {shentsize} is not {_SHDR.size}",
                             E.EHDR.offset("e_shentsize"))
        if shoff > n or n - shoff < _SHDR.size:
            raise self._fail("ELF header", f"e_shoff 0x{shoff:x} is past the end (0x{n:x})",
                             E.EHDR.offset("e_shoff"))
        first = _SHDR.unpack_from(view, shoff)
        if shnum == 0:
            # extended numbering: the count lives in section 0's sh_size
            shnum = first[_SH["sh_size"]]
        if shstrndx == E.SHN.XINDEX:
            shstrndx = first[_SH["sh_link"]]
        if shnum > (n - shoff) // _SHDR.size:
            raise self._fail("ELF header", f"{shnum} section headers at 0x{shoff:x} run past "
                             f"the end (0x{n:x})", E.EHDR.offset("e_shnum"))
        raw = [_SHDR.unpack_from(view, shoff + i * _SHDR.size) for i in range(shnum)]
        names = b""
        if 0 < shstrndx < shnum:
            s = raw[shstrndx]
            names = bytes(self._span(s[_SH["sh_offset"]], s[_SH["sh_size"]],
                                     f"section {shstrndx} (.shstrtab)",
                                     shoff + shstrndx * _SHDR.size))
        for i, (name, typ, _, addr, off, size, link, _, align, entsize) in enumerate(raw):
            self.sections.append(Section(i, _cstr(names, name), typ, addr, off, size, link,
                                         align, entsize))

    def _fail(self, structure: str, message: str, offset: int) -> FormatError:
        return FormatError(message, source=self.source, structure=structure, offset=offset)

    def _span(self, offset: int, size: int, what: str, at: int) -> memoryview:
        n = len(self.view)
        if offset > n or size > n - offset:
            raise self._fail(what, f"data at 0x{offset:x}, size 0x{size:x} runs past the end "
                             f"of the file (0x{n:x})", at)
        return self.view[offset:offset + size]

    def section(self, name: str) -> Section | None:
        return next((s for s in self.sections if s.name == name), None)

    def section_data(self, s: Section) -> memoryview:
        """The section's bytes (bounds-checked); empty for SHT_NOBITS."""
        return self._span(s.offset, s.file_size, f"section {s.index} ({s.name})", s.offset)

    def check_section(self, s: Section) -> None:
        self.section_data(s)

    def symbols(self, prefix: str = "") -> list[Symbol]:
        """Symbols of .symtab and .dynsym whose names start with ``prefix``."""
        found: list[Symbol] = []
        for s in self.sections:
            if s.type not in _SYMBOL_TABLES or s.entsize != _SYM.size:
                continue
            if not 0 < s.link < len(self.sections):
                continue
            strtab_sec = self.sections[s.link]
            data = self.section_data(s)
            strtab = bytes(self.section_data(strtab_sec))
            want = prefix.encode()
            usable = len(data) - len(data) % _SYM.size
            for name, _info, _other, shndx, value, size in _SYM.iter_unpack(data[:usable]):
                if name and strtab.startswith(want, name):
                    found.append(Symbol(_cstr(strtab, name), value, size, shndx))
        return found

    def file_offset(self, address: int, s: Section) -> int | None:
        """The file offset of ``address`` if section ``s`` holds it."""
        if self.e_type == E.ET.REL:
            return s.offset + address if address < s.file_size else None
        if s.addr <= address < s.addr + s.file_size:
            return s.offset + (address - s.addr)
        return None


def _cstr(table: bytes, at: int) -> str:
    if at >= len(table):
        return ""
    end = table.find(b"\0", at)
    return table[at:end if end >= 0 else len(table)].decode("utf-8", "replace")


def skip_zero_padding(view: memoryview, pos: int, end: int) -> int:
    """The first non-zero byte at or after ``pos`` (``end`` when there is none)."""
    while pos < end:
        chunk = bytes(view[pos:min(end, pos + _PADDING_PROBE)])
        stripped = chunk.lstrip(b"\0")
        if stripped:
            return pos + len(chunk) - len(stripped)
        pos += len(chunk)
    return end
