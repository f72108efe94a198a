"""Bounds-checked, lazy reading of ELF64 code objects from a path, bytes or an mmap.

`ElfReader` reads the ELF header, the section headers and the program headers
eagerly (they are small and everything else needs them) and everything else on
demand, by index, as memoryviews over the caller's buffer.  Every offset, size,
entry size and count is checked against the buffer before use, so hostile input
ends in a `FormatError` naming the file, the structure and the offset.
"""

from __future__ import annotations

import mmap
import os
from collections.abc import Iterator
from functools import cached_property
from typing import NamedTuple

from .._record import insert_fields, record
from ..errors import FormatError, NotAMDGPUError
from ..formats import elf as E

__all__ = [
    "ElfHeader",
    "ElfReader",
    "ProgramHeader",
    "RawNote",
    "RawRelocation",
    "RawSymbol",
    "SectionHeader",
    "load_buffer",
]

# Upper bound on a single note's name: real owners are "AMD", "AMDGPU", "GNU", ...
_MAX_NOTE_NAME = 4096


# The records' fields of each structure are its layout's (formats/elf.py, the one declaration).
# insert_fields adds them at run time; the TYPE_CHECKING blocks name them again for type checkers
# only (tests/test_typing.py checks that the two agree).
TYPE_CHECKING = False


@record(frozen=True)
@insert_fields(E.EHDR.names[1:], after="ei_abiversion")
class ElfHeader:
    """The ELF header fields (spec names): the identification bytes the reader checks, then
    every field of ``Elf64_Ehdr`` after ``e_ident``."""

    ei_class: int
    ei_data: int
    ei_osabi: int
    ei_abiversion: int
    if TYPE_CHECKING:  # E.EHDR.names[1:]
        e_type: int
        e_machine: int
        e_version: int
        e_entry: int
        e_phoff: int
        e_shoff: int
        e_flags: int
        e_ehsize: int
        e_phentsize: int
        e_phnum: int
        e_shentsize: int
        e_shnum: int
        e_shstrndx: int


@record(frozen=True)
@insert_fields(E.SHDR.names, after="name")
class SectionHeader:
    """One section header (the ``Elf64_Shdr`` fields), with its name resolved and where the
    header sits in the file."""

    index: int
    name: str
    if TYPE_CHECKING:  # E.SHDR.names
        sh_name: int
        sh_type: int
        sh_flags: int
        sh_addr: int
        sh_offset: int
        sh_size: int
        sh_link: int
        sh_info: int
        sh_addralign: int
        sh_entsize: int
    header_offset: int

    @property
    def has_file_data(self) -> bool:
        return self.sh_type not in (E.SHT.NULL, E.SHT.NOBITS)


@record(frozen=True)
@insert_fields(E.PHDR.names, after="index")
class ProgramHeader:
    """One program header (segment): its index and the ``Elf64_Phdr`` fields."""

    index: int
    if TYPE_CHECKING:  # E.PHDR.names
        p_type: int
        p_flags: int
        p_offset: int
        p_vaddr: int
        p_paddr: int
        p_filesz: int
        p_memsz: int
        p_align: int


if TYPE_CHECKING:
    class RawSymbol(NamedTuple):  # E.SYM.names after index and name
        index: int  # type: ignore[assignment]  # the field hides tuple.index
        name: str
        st_name: int
        st_info: int
        st_other: int
        st_shndx: int
        st_value: int
        st_size: int

    class _RawRelocationFields(NamedTuple):  # E.RELA.names after index
        index: int  # type: ignore[assignment]
        r_offset: int
        r_info: int
        r_addend: int
else:
    RawSymbol = NamedTuple("RawSymbol", [("index", int), ("name", str),
                                         *((name, int) for name in E.SYM.names)])
    RawSymbol.__doc__ = "A symbol table entry (the ``Elf64_Sym`` fields) with its name resolved."
    _RawRelocationFields = NamedTuple("RawRelocation", [("index", int),
                                                        *((name, int) for name in E.RELA.names)])


class RawRelocation(_RawRelocationFields):
    """One Elf64_Rela entry and its index."""

    __slots__ = ()

    @property
    def sym(self) -> int:
        return E.r_sym(self.r_info)

    @property
    def type(self) -> int:
        return E.r_type(self.r_info)


# Where a field sits in an unpacked section header, and the identification bytes checked
# before the header is unpacked.
_SH = {name: i for i, name in enumerate(E.SHDR.names)}
_EI_CLASS = E.IDENT.offset("ei_class")
_EI_DATA = E.IDENT.offset("ei_data")


@record(frozen=True)
class RawNote:
    """One note record: owner name, type, descriptor bytes and where it sits."""

    name: str
    n_type: int
    desc: bytes
    offset: int
    section_index: int | None


def _describe_machine(machine: int) -> str:
    try:
        return {
            E.EM.CUDA: "an NVIDIA CUDA ELF (EM_CUDA)",
            E.EM.X86_64: "an x86-64 ELF (EM_X86_64)",
            E.EM.X86: "an i386 ELF (EM_386)",
            E.EM.AARCH64: "an AArch64 ELF (EM_AARCH64)",
            E.EM.ARM: "an ARM ELF (EM_ARM)",
            E.EM.PPC64: "a PowerPC64 ELF (EM_PPC64)",
            E.EM.RISCV: "a RISC-V ELF (EM_RISCV)",
            E.EM.BPF: "a BPF ELF (EM_BPF)",
        }[E.EM(machine)]
    except (KeyError, ValueError):
        return f"an ELF for machine {machine} ({machine:#x}), not EM_AMDGPU (224)"


class ElfReader:
    """Bounds-checked access to an ELF64 little-endian image.

    ``data`` is anything supporting the buffer protocol (bytes, bytearray,
    mmap, memoryview).  ``source`` names it in error messages.  With
    ``require_amdgpu`` (the default) a non-AMDGPU ELF raises `NotAMDGPUError`.
    """

    def __init__(self, data: bytes | bytearray | memoryview | mmap.mmap, source: str = "<memory>",
                 *, require_amdgpu: bool = True) -> None:
        self.source = source
        self._buf = memoryview(data).cast("B") if not isinstance(data, memoryview) else data
        if self._buf.ndim != 1 or self._buf.itemsize != 1:
            self._buf = self._buf.cast("B")
        self.size = len(self._buf)
        self.header = self._read_header(require_amdgpu)
        self.sections = self._read_section_headers()
        self.segments = self._read_program_headers()
        self._symbol_cache: dict[int, list[RawSymbol]] = {}

    def release(self) -> None:
        """Release this reader's view of the buffer (slices handed out stay valid); reading
        afterwards raises ValueError."""
        try:
            self._buf.release()
        except BufferError:
            pass  # a buffer export of the view itself is in use: it is freed with its owner

    # -- errors -----------------------------------------------------------

    def error(self, message: str, structure: str | None = None, offset: int | None = None,
              field: str | None = None, cls: type[FormatError] = FormatError) -> FormatError:
        return cls(message, source=self.source, structure=structure, offset=offset, field=field)

    def _check_span(self, offset: int, size: int, structure: str, what: str = "") -> None:
        if offset < 0 or size < 0 or offset > self.size or size > self.size - offset:
            label = f"{what} " if what else ""
            raise self.error(
                f"{label}[{offset:#x}, {offset + size:#x}) runs past the end of the file "
                f"({self.size:#x} bytes)",
                structure=structure,
                offset=offset,
            )

    def bytes_at(self, offset: int, size: int, structure: str = "data") -> memoryview:
        """The bytes [offset, offset+size) of the file, bounds-checked."""
        self._check_span(offset, size, structure)
        return self._buf[offset : offset + size]

    # -- header -------------------------------------------------------------

    def _read_header(self, require_amdgpu: bool) -> ElfHeader:
        buf = self._buf
        if self.size < 4 or bytes(buf[:4]) != E.ELF_MAGIC:
            raise self.error("not an ELF file (bad magic)", structure="ELF header", offset=0,
                             cls=NotAMDGPUError)
        if self.size < _EI_DATA + 1:
            raise self.error("file too short for an ELF header", structure="ELF header", offset=0)
        ei_class, ei_data = buf[_EI_CLASS], buf[_EI_DATA]
        if ei_class != E.ELFCLASS64:
            kind = {1: "a 32-bit ELF (ELFCLASS32)"}.get(ei_class, f"an ELF of class {ei_class}")
            raise self.error(f"{kind}; AMDGPU code objects are ELFCLASS64",
                             structure="ELF header", offset=_EI_CLASS, cls=NotAMDGPUError)
        if ei_data != E.ELFDATA2LSB:
            raise self.error("a big-endian ELF; AMDGPU code objects are little-endian",
                             structure="ELF header", offset=_EI_DATA, cls=NotAMDGPUError)
        if self.size < E.EHDR_SIZE:
            raise self.error(
                f"file is {self.size} bytes, too short for the 64-byte ELF header",
                structure="ELF header", offset=0)
        ident, *fields = E.EHDR_STRUCT.unpack_from(buf, 0)
        _, _, _, _, ei_osabi, ei_abiversion, _ = E.IDENT.struct.unpack(ident)
        header = ElfHeader(ei_class, ei_data, ei_osabi, ei_abiversion, *fields)
        if require_amdgpu and header.e_machine != E.EM.AMDGPU:
            raise self.error(f"not an AMDGPU code object: {_describe_machine(header.e_machine)}",
                             structure="ELF header", offset=E.EHDR.offset("e_machine"),
                             cls=NotAMDGPUError)
        return header

    # -- section headers ------------------------------------------------------

    def _read_section_headers(self) -> list[SectionHeader]:
        h = self.header
        if h.e_shoff == 0:
            return []
        if h.e_shentsize != E.SHDR_SIZE:
            raise self.error(f"e_shentsize is {h.e_shentsize}, expected {E.SHDR_SIZE}",
                             structure="ELF header", field="e_shentsize",
                             offset=E.EHDR.offset("e_shentsize"))
        count = h.e_shnum
        self._check_span(h.e_shoff, E.SHDR_SIZE, "section header table")
        if count == 0:
            # Extended numbering: the real count is section 0's sh_size.
            count = E.SHDR_STRUCT.unpack_from(self._buf, h.e_shoff)[_SH["sh_size"]]
        if count > (self.size - h.e_shoff) // E.SHDR_SIZE:
            raise self.error(
                f"{count} section headers of {E.SHDR_SIZE} bytes do not fit in the file "
                f"({self.size:#x} bytes)", structure="section header table", offset=h.e_shoff)
        raw = [
            E.SHDR_STRUCT.unpack_from(self._buf, h.e_shoff + i * E.SHDR_SIZE) for i in range(count)
        ]
        strndx = h.e_shstrndx
        if strndx == E.SHN.XINDEX and raw:
            strndx = raw[0][_SH["sh_link"]]
        names_data: memoryview | None = None
        if 0 < strndx < count:
            s = raw[strndx]
            if s[_SH["sh_type"]] != E.SHT.NOBITS:
                offset, size = s[_SH["sh_offset"]], s[_SH["sh_size"]]
                self._check_span(offset, size, f"section header string table (section {strndx})")
                names_data = self._buf[offset : offset + size]
        elif strndx >= count and strndx != E.SHN.UNDEF:
            raise self.error(f"e_shstrndx {strndx} is not a section index (have {count})",
                             structure="ELF header", field="e_shstrndx",
                             offset=E.EHDR.offset("e_shstrndx"))
        sections = []
        sh_name = _SH["sh_name"]
        for i, fields in enumerate(raw):
            name = self._string(names_data, fields[sh_name], "section name") \
                if names_data is not None else ""
            # fields: the SHDR layout's values, one per sh_* field (struct gives tuple[Any, ...])
            sections.append(SectionHeader(i, name, *fields,  # type: ignore[misc]
                                          header_offset=h.e_shoff + i * E.SHDR_SIZE))
        return sections

    def _read_program_headers(self) -> list[ProgramHeader]:
        h = self.header
        if h.e_phoff == 0 or h.e_phnum == 0:
            return []
        if h.e_phentsize != E.PHDR_SIZE:
            raise self.error(f"e_phentsize is {h.e_phentsize}, expected {E.PHDR_SIZE}",
                             structure="ELF header", field="e_phentsize",
                             offset=E.EHDR.offset("e_phentsize"))
        self._check_span(h.e_phoff, h.e_phnum * E.PHDR_SIZE, "program header table")
        return [
            ProgramHeader(i, *E.PHDR_STRUCT.unpack_from(self._buf, h.e_phoff + i * E.PHDR_SIZE))
            for i in range(h.e_phnum)
        ]

    # -- section contents ------------------------------------------------------

    def section(self, index: int) -> SectionHeader:
        if not 0 <= index < len(self.sections):
            raise self.error(f"section index {index} out of range (have {len(self.sections)})",
                             structure="section header table")
        return self.sections[index]

    def section_by_name(self, name: str) -> SectionHeader | None:
        for s in self.sections:
            if s.name == name:
                return s
        return None

    def section_data(self, index: int) -> memoryview:
        """The section's bytes (empty for SHT_NOBITS), bounds-checked."""
        s = self.section(index)
        if not s.has_file_data:
            return self._buf[0:0]
        self._check_span(s.sh_offset, s.sh_size, f"section {index} ({s.name or '?'})", "contents")
        return self._buf[s.sh_offset : s.sh_offset + s.sh_size]

    def _string(self, table: memoryview, offset: int, what: str) -> str:
        if offset >= len(table):
            raise self.error(f"{what} offset {offset:#x} is past the end of its string table "
                             f"({len(table):#x} bytes)", structure="string table")
        # Search for the terminator in bounded chunks: a missing NUL in a huge
        # table must not cost a copy of the whole table.
        end = offset
        limit = len(table)
        while end < limit:
            chunk = bytes(table[end : min(limit, end + 256)])
            nul = chunk.find(b"\0")
            if nul >= 0:
                end += nul
                break
            end += len(chunk)
        return bytes(table[offset:end]).decode("utf-8", "backslashreplace")

    def string_at(self, strtab_index: int, offset: int, what: str = "name") -> str:
        s = self.section(strtab_index)
        if s.sh_type != E.SHT.STRTAB:
            raise self.error(f"section {strtab_index} ({s.name}) is not a string table",
                             structure=f"section {strtab_index}")
        return self._string(self.section_data(strtab_index), offset, what)

    def _table(self, index: int, entsize: int, what: str) -> tuple[SectionHeader, memoryview, int]:
        s = self.section(index)
        data = self.section_data(index)
        if s.sh_entsize != entsize:
            raise self.error(f"sh_entsize is {s.sh_entsize}, expected {entsize} for {what}",
                             structure=f"section {index} ({s.name})", field="sh_entsize",
                             offset=s.header_offset + E.SHDR.offset("sh_entsize"))
        if len(data) % entsize:
            raise self.error(f"sh_size {len(data):#x} is not a multiple of the {entsize}-byte "
                             f"{what} entry", structure=f"section {index} ({s.name})",
                             field="sh_size", offset=s.header_offset + E.SHDR.offset("sh_size"))
        return s, data, len(data) // entsize

    # -- symbols -----------------------------------------------------------------

    def symbol_tables(self) -> list[SectionHeader]:
        return [s for s in self.sections if s.sh_type in (E.SHT.SYMTAB, E.SHT.DYNSYM)]

    def symbols(self, index: int) -> list[RawSymbol]:
        """All symbols of symbol table section ``index`` (cached)."""
        cached = self._symbol_cache.get(index)
        if cached is not None:
            return cached
        s, data, _ = self._table(index, E.SYM_SIZE, "symbol")
        names = b""
        if s.sh_link:
            link = self.section(s.sh_link)
            if link.sh_type != E.SHT.STRTAB:
                raise self.error(f"sh_link {s.sh_link} of {s.name} is not a string table",
                                 structure=f"section {index} ({s.name})", field="sh_link",
                                 offset=s.header_offset + E.SHDR.offset("sh_link"))
            # One copy of the string table (bounded by the file) beats a slice per name.
            names = bytes(self.section_data(s.sh_link))
        limit = len(names)
        result: list[RawSymbol] = []
        append = result.append
        for i, (st_name, info, other, shndx, value, size) in enumerate(E.SYM_STRUCT.iter_unpack(data)):
            name = ""
            if st_name:
                if st_name >= limit:
                    raise self.error(
                        f"symbol {i}: st_name {st_name:#x} is past the end of the string table",
                        structure=f"section {index} ({s.name})",
                        offset=s.sh_offset + i * E.SYM_SIZE)
                end = names.find(b"\0", st_name)
                name = names[st_name : end if end >= 0 else limit].decode("utf-8", "backslashreplace")
            append(RawSymbol(i, name, st_name, info, other, shndx, value, size))
        self._symbol_cache[index] = result
        return result

    # -- relocations ---------------------------------------------------------------

    def relocations(self, index: int) -> Iterator[RawRelocation]:
        s, data, _ = self._table(index, E.RELA_SIZE, "relocation")
        if s.sh_type != E.SHT.RELA:
            raise self.error("only SHT_RELA relocation sections are used by AMDGPU",
                             structure=f"section {index} ({s.name})")
        for i, (off, info, addend) in enumerate(E.RELA_STRUCT.iter_unpack(data)):
            yield RawRelocation(i, off, info, addend)

    # -- notes ---------------------------------------------------------------------------

    def notes_in(self, offset: int, size: int, structure: str,
                 section_index: int | None = None) -> Iterator[RawNote]:
        """Parse the note records in [offset, offset+size) of the file."""
        self._check_span(offset, size, structure)
        end = offset + size
        pos = offset
        while pos < end:
            if end - pos < E.NHDR_SIZE:
                raise self.error(f"{end - pos} trailing bytes are too short for a note header",
                                 structure="note record", offset=pos)
            namesz, descsz, n_type = E.NHDR_STRUCT.unpack_from(self._buf, pos)
            name_off = pos + E.NHDR_SIZE
            desc_off = name_off + ((namesz + 3) & ~3)
            next_pos = desc_off + ((descsz + 3) & ~3)
            if namesz > _MAX_NOTE_NAME or desc_off > end:
                raise self.error(f"name size {namesz:#x} runs past the end of {structure} "
                                 f"({end:#x})", structure="note record", offset=pos)
            if desc_off + descsz > end:
                raise self.error(f"desc size {descsz:#x} runs past the end of {structure} "
                                 f"({end:#x})", structure="note record", offset=pos)
            raw_name = bytes(self._buf[name_off : name_off + namesz])
            name = raw_name.split(b"\0", 1)[0].decode("utf-8", "backslashreplace")
            desc = bytes(self._buf[desc_off : desc_off + descsz])
            yield RawNote(name, n_type, desc, pos, section_index)
            pos = min(next_pos, end)

    def notes(self) -> list[RawNote]:
        """Every note: from SHT_NOTE sections, or from PT_NOTE segments when there are none."""
        result: list[RawNote] = []
        note_sections = [s for s in self.sections if s.sh_type == E.SHT.NOTE]
        for s in note_sections:
            result.extend(self.notes_in(s.sh_offset, s.sh_size, f"section {s.index} ({s.name})",
                                        s.index))
        if not note_sections:
            for p in self.segments:
                if p.p_type == E.PT.NOTE:
                    result.extend(self.notes_in(p.p_offset, p.p_filesz,
                                                f"PT_NOTE segment {p.index}"))
        return result

    # -- addresses --------------------------------------------------------------------------

    def file_offset(self, section_index: int, value: int, size: int, what: str) -> int:
        """File offset of ``size`` bytes at ``value`` in a section (an offset in ET_REL,
        an address otherwise), checked to lie inside the section's file data."""
        s = self.section(section_index)
        rel = value if self.header.e_type == E.ET.REL else value - s.sh_addr
        if not s.has_file_data or rel < 0 or rel + size > s.sh_size:
            raise self.error(
                f"{what} [{value:#x}, {value + size:#x}) is outside section {s.index} "
                f"({s.name}, {s.sh_size:#x} bytes)", structure=what)
        off = s.sh_offset + rel
        self._check_span(off, size, what)
        return off

    def section_for_address(self, address: int) -> SectionHeader | None:
        for start, end, s in self._alloc_spans:
            if start <= address < end:
                return s
        return None

    @cached_property
    def _alloc_spans(self) -> list[tuple[int, int, SectionHeader]]:
        alloc = int(E.SHF.ALLOC)
        return [(s.sh_addr, s.sh_addr + s.sh_size, s) for s in self.sections
                if s.sh_flags & alloc]


def load_buffer(path: str | os.PathLike[str]) -> bytes | mmap.mmap:
    """Map a file read-only (an empty file gives empty bytes: mmap refuses size 0)."""
    with open(path, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        if size == 0:
            return b""
        return mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
