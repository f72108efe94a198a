"""The object model of a code object: `CodeObject` and the typed records it hands out.

`CodeObject` wraps an `ElfReader` and derives everything lazily: the code
object version, the target ID, symbols, relocations, notes, metadata and the
kernels (found through the metadata *and* the ``.kd`` / V2 kernel symbols, so
a kernel present in only one of them is reported, not lost).
`open_code_object` opens one from a path (mapped, not read), bytes or an mmap.
"""

from __future__ import annotations

import enum
import functools
import mmap
import os
from collections.abc import Callable
from functools import cached_property
from types import TracebackType
from typing import TYPE_CHECKING, Any, NamedTuple

from .._record import field, record
from ..errors import CodeObjectError, FormatError, MetadataError
from ..formats import elf as E
from ..formats.eflags import ELFABIVERSION_AMDGPU_HSA, code_object_version_for
from ..formats.kernel_descriptor import KERNEL_DESCRIPTOR
from ..formats.notes import (
    NOTE_NAME_AMD,
    NOTE_NAME_AMDGPU,
    NT_AMD,
    NT_AMDGPU,
    note_type_name,
)
from ..formats.relocations import relocation_name
from .reader import ElfHeader, ElfReader, ProgramHeader, SectionHeader, load_buffer

if TYPE_CHECKING:
    from typing_extensions import Self

    from ..metadata.arguments import KernelArgument
    from ..targets import EFlags, Processor, TargetID

__all__ = [
    "CodeObject",
    "Kernel",
    "Note",
    "Relocation",
    "Section",
    "Segment",
    "Symbol",
    "SymbolBinding",
    "SymbolType",
    "SymbolVisibility",
    "enum_name",
    "open_code_object",
]

Section = SectionHeader
Segment = ProgramHeader

# A symbol's binding, type and visibility (IntEnums: they compare, hash and serialise as the
# ints they are; a value without a member stays a plain int).
SymbolBinding = E.STB
SymbolType = E.STT
SymbolVisibility = E.STV
# value -> member, built once: a dict lookup per symbol, not an enum call.
_BINDINGS: dict[int, E.STB] = {int(m): m for m in E.STB}
_TYPES: dict[int, E.STT] = {int(m): m for m in E.STT}
_VISIBILITIES: dict[int, E.STV] = {int(m): m for m in E.STV}

# EI_ABIVERSION -> code object version, for ELFOSABI_AMDGPU_HSA (formats/eflags.py)
_ABI_TO_VERSION = {int(abi): code_object_version_for(abi) for abi in ELFABIVERSION_AMDGPU_HSA}
# Where the entry offset sits in a kernel descriptor
_KD_ENTRY = KERNEL_DESCRIPTOR.offset("kernel_code_entry_byte_offset")


@functools.lru_cache(maxsize=1024)
def enum_name(enum_type: type[enum.IntEnum], value: int, prefix: str = "") -> str:
    """`SHT_PROGBITS` for a known value, `unknown (0x4d)` otherwise."""
    try:
        return prefix + enum_type(value).name
    except ValueError:
        return f"unknown ({value:#x})"


class Symbol(NamedTuple):
    """A symbol, with its binding, type, visibility and section resolved."""

    table: str
    index: int  # type: ignore[assignment]  # the field hides tuple.index (kept: public name)
    name: str
    value: int
    size: int
    binding: SymbolBinding | int
    type: SymbolType | int
    visibility: SymbolVisibility | int
    shndx: int
    section: str | None

    @property
    def binding_name(self) -> str:
        return enum_name(E.STB, self.binding, "STB_")

    @property
    def type_name(self) -> str:
        if self.type == E.STT.AMDGPU_HSA_KERNEL:
            return "STT_AMDGPU_HSA_KERNEL"
        return enum_name(E.STT, self.type, "STT_")

    @property
    def visibility_name(self) -> str:
        return enum_name(E.STV, self.visibility, "STV_")

    @property
    def section_label(self) -> str:
        if self.shndx == E.SHN.UNDEF:
            return "UND"
        if self.shndx == E.SHN.ABS:
            return "ABS"
        if self.shndx == E.SHN.COMMON:
            return "COM"
        if self.shndx == E.SHN.AMDGPU_LDS:
            return "AMDGPU_LDS"
        return str(self.shndx)


class Relocation(NamedTuple):
    """One relocation, with the section it applies to and its symbol's name."""

    section: str
    offset: int
    type: int
    symbol_index: int
    symbol: str
    addend: int

    @property
    def type_name(self) -> str:
        return relocation_name(self.type)


@record(frozen=True)
class Note:
    """A note record; ``value`` holds the decoded descriptor where codeobj knows the type."""

    owner: str
    type: int
    desc: bytes
    offset: int
    value: Any = None
    error: str | None = None

    @property
    def type_name(self) -> str:
        return note_type_name(self.owner, self.type)

    @property
    def is_metadata(self) -> bool:
        """True for NT_AMDGPU_METADATA (V3+) and NT_AMD_HSA_METADATA (V2)."""
        return (self.owner, self.type) in (
            (NOTE_NAME_AMDGPU, NT_AMDGPU.METADATA), (NOTE_NAME_AMD, NT_AMD.HSA_METADATA))


@record
class Kernel:
    """One kernel: its names, descriptor (decoded per generation) and metadata record."""

    name: str
    symbol: str | None
    descriptor_offset: int | None = None  # file offset of the descriptor / amd_kernel_code_t
    descriptor_address: int | None = None  # st_value of the descriptor symbol
    descriptor_bytes: bytes | None = None
    descriptor: Any = None  # kernel.descriptor.KernelDescriptor or kernel.amd_kernel_code model
    entry_address: int | None = None  # st_value-style address of the first instruction
    code_offset: int | None = None  # file offset of the first instruction
    code_size: int | None = None
    metadata: dict[str, Any] | None = None
    warnings: list[str] = field(default_factory=list)
    _reader: ElfReader | None = field(default=None, repr=False, compare=False)

    @property
    def arguments(self) -> list[KernelArgument]:
        """The kernel's arguments from its metadata record, in one shape for V2-V6
        (`codeobj.KernelArgument`; each keeps its raw metadata map as ``raw``)."""
        from ..metadata.arguments import kernel_arguments

        return kernel_arguments(self.metadata)

    @property
    def code(self) -> bytes:
        """The kernel's machine code (empty when its extent is unknown)."""
        if self._reader is None or self.code_offset is None or not self.code_size:
            return b""
        return bytes(self._reader.bytes_at(self.code_offset, self.code_size, "kernel code"))


#: What a code object can be read from: bytes-like objects and mappings (not copied).
Buffer = bytes | bytearray | memoryview | mmap.mmap


class CodeObject:
    """An AMDGPU code object (ET_REL or ET_DYN, V2-V6) over a buffer it does not copy.

    A context manager: ``with codeobj.open_code_object(path) as co:`` unmaps the file at the
    end (`close`).
    """

    def __init__(self, data: Buffer, source: str = "<memory>") -> None:
        self.source = source
        self.elf = ElfReader(data, source)
        self.warnings: list[str] = []
        self._mapping: mmap.mmap | None = None  # the file mapping open_code_object made
        self._closed = False

    # -- lifetime -------------------------------------------------------------------

    def close(self) -> None:
        """Release the buffer; a file `open_code_object` mapped is unmapped (once no view of
        it handed out earlier, such as `section_data`, is still alive).  Reading anything not
        yet read raises ValueError afterwards; closing twice is harmless."""
        if self._closed:
            return
        self._closed = True
        self.elf.release()
        mapping, self._mapping = self._mapping, None
        if mapping is not None:
            try:
                mapping.close()
            except BufferError:
                pass  # views still alive: the mapping goes when the last of them does

    @property
    def closed(self) -> bool:
        return self._closed

    def __enter__(self) -> Self:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.close()

    def __repr__(self) -> str:
        parts = [self.elf_type]
        if self._closed:
            parts.append("closed")
        else:
            try:
                target, version = self.target, self.code_object_version
            except (CodeObjectError, ValueError):
                target, version = None, None
            parts.append(str(target) if target is not None else "unknown target")
            if version is not None:
                parts.append(f"V{version}")
        return f"<CodeObject {self.source!r}: {' '.join(parts)}>"

    # -- identity -----------------------------------------------------------------

    @property
    def header(self) -> ElfHeader:
        return self.elf.header

    @property
    def elf_type(self) -> str:
        return enum_name(E.ET, self.header.e_type, "ET_")

    @property
    def e_flags(self) -> int:
        return self.header.e_flags

    @cached_property
    def code_object_version(self) -> int | None:
        """2-6, from EI_OSABI/EI_ABIVERSION (and the V2 version note); None if unknown."""
        h = self.header
        if h.ei_osabi not in (E.ELFOSABI.AMDGPU_HSA, E.ELFOSABI.AMDGPU_PAL,
                              E.ELFOSABI.AMDGPU_MESA3D):
            self.warnings.append(f"EI_OSABI is {h.ei_osabi}, not an AMDGPU OS ABI")
            return None
        version = _ABI_TO_VERSION.get(h.ei_abiversion)
        if version is None:
            self.warnings.append(f"unknown EI_ABIVERSION {h.ei_abiversion}")
            return None
        if version == 2:
            for note in self.notes:
                if (note.owner == NOTE_NAME_AMD and note.type == NT_AMD.HSA_CODE_OBJECT_VERSION
                        and isinstance(note.value, dict)
                        and note.value.get("major_version") not in (2, None)):
                    self.warnings.append(
                            f"EI_ABIVERSION 0 but the version note says "
                            f"{note.value.get('major_version')}")
        return version

    @cached_property
    def _isa_note(self) -> dict[str, Any] | None:
        for note in self.notes:
            if note.owner == NOTE_NAME_AMD and note.type == NT_AMD.HSA_ISA_VERSION and \
                    isinstance(note.value, dict):
                return note.value
        return None

    @cached_property
    def eflags(self) -> EFlags:
        """e_flags decoded for this object's ABI version (`codeobj.targets.EFlags`)."""
        from .. import targets

        isa = self._isa_note
        isa_version = (isa["major"], isa["minor"], isa["stepping"]) if isa else None
        return targets.decode_eflags(self.e_flags, self.header.ei_abiversion, isa_version)

    @cached_property
    def target(self) -> TargetID | None:
        """The `TargetID`, or None when the processor cannot be identified (see warnings)."""
        decoded = self.eflags
        if decoded.error:
            self.warnings.append(f"e_flags {self.e_flags:#x}: {decoded.error}")
        return decoded.target

    @property
    def processor(self) -> Processor | None:
        t = self.target
        return t.processor if t is not None else None

    @property
    def target_name(self) -> str | None:
        """The target as comgr names it (``amdgcn-amd-amdhsa--gfx90a:xnack+``)."""
        t = self.target
        if t is None or self.code_object_version is None:
            return None  # comgr names no object whose OS ABI or ABI version it does not know
        return t.comgr_name(self.code_object_version)

    # -- sections, symbols, relocations -----------------------------------------------

    @property
    def sections(self) -> list[Section]:
        return self.elf.sections

    @property
    def segments(self) -> list[Segment]:
        return self.elf.segments

    def section(self, name: str) -> Section | None:
        return self.elf.section_by_name(name)

    def section_data(self, section: Section | int | str) -> memoryview:
        if isinstance(section, str):
            s = self.elf.section_by_name(section)
            if s is None:
                raise FormatError(f"no section named {section}", source=self.source)
            section = s
        index = section if isinstance(section, int) else section.index
        return self.elf.section_data(index)

    def _symbols_of(self, table: Section) -> list[Symbol]:
        names = {s.index: s.name for s in self.sections if s.index}
        table_name = table.name
        bindings, types, visibilities = _BINDINGS, _TYPES, _VISIBILITIES
        return [
            Symbol(table_name, index, name, value, size, bindings.get(info >> 4, info >> 4),
                   types.get(info & 0xF, info & 0xF), visibilities.get(other & 3, other & 3),
                   shndx, names.get(shndx))
            for index, name, _, info, other, shndx, value, size in self.elf.symbols(table.index)
        ]

    @cached_property
    def symbol_tables(self) -> dict[str, list[Symbol]]:
        """Every symbol table (``.symtab``, ``.dynsym``) by section name."""
        return {t.name: self._symbols_of(t) for t in self.elf.symbol_tables()}

    @cached_property
    def symbols(self) -> list[Symbol]:
        """The static symbol table, or the dynamic one when the object is stripped."""
        tables = self.elf.symbol_tables()
        static = [t for t in tables if t.sh_type == E.SHT.SYMTAB]
        chosen = static or [t for t in tables if t.sh_type == E.SHT.DYNSYM]
        if not chosen:
            return []
        return self.symbol_tables[chosen[0].name]

    @cached_property
    def relocations(self) -> list[Relocation]:
        out = []
        for s in self.sections:
            if s.sh_type != E.SHT.RELA:
                continue
            target = self.elf.section(s.sh_info).name if 0 < s.sh_info < len(self.sections) else ""
            syms = []
            if s.sh_link and s.sh_link < len(self.sections):
                link = self.sections[s.sh_link]
                if link.sh_type in (E.SHT.SYMTAB, E.SHT.DYNSYM):
                    syms = self.elf.symbols(link.index)
            for r in self.elf.relocations(s.index):
                if r.sym >= max(len(syms), 1) and r.sym != 0:
                    raise FormatError(f"relocation {r.index} names symbol {r.sym}, but the "
                                      f"symbol table has {len(syms)}", source=self.source,
                                      structure=f"section {s.index} ({s.name})",
                                      offset=s.sh_offset + r.index * E.RELA_SIZE)
                sym = syms[r.sym] if r.sym and r.sym < len(syms) else None
                name = sym.name if sym else ""
                if sym is not None and not name and E.st_type(sym.st_info) == E.STT.SECTION \
                        and 0 < sym.st_shndx < len(self.sections):
                    name = self.sections[sym.st_shndx].name
                out.append(Relocation(target or s.name, r.r_offset, r.type, r.sym, name,
                                      r.r_addend))
        return out

    def relocations_for(self, section_name: str) -> list[Relocation]:
        return [r for r in self.relocations if r.section == section_name]

    # -- notes and metadata ------------------------------------------------------------

    @cached_property
    def notes(self) -> list[Note]:
        notes = []
        for raw in self.elf.notes():
            value, error = None, None
            try:
                value = _decode_note(raw.name, raw.n_type, raw.desc, self.source, raw.offset)
            except CodeObjectError as e:
                error = str(e)
                self.warnings.append(error)
            notes.append(Note(raw.name, raw.n_type, raw.desc, raw.offset, value, error))
        return notes

    @cached_property
    def metadata(self) -> dict[str, Any] | None:
        """The decoded metadata (V3+ MsgPack map, V2 YAML mapping); None when absent.

        Several NT_AMDGPU_METADATA notes (as ld.lld leaves when linking several
        objects) are merged the way comgr merges them.
        """
        from ..metadata.decode import merge_metadata

        docs = [n.value for n in self.notes if n.owner == NOTE_NAME_AMDGPU
                and n.type == NT_AMDGPU.METADATA and isinstance(n.value, dict)]
        if docs:
            if len(docs) > 1:
                self.warnings.append(f"{len(docs)} NT_AMDGPU_METADATA notes; kernel lists merged")
            return merge_metadata(docs)
        v2 = [n.value for n in self.notes if n.owner == NOTE_NAME_AMD
              and n.type == NT_AMD.HSA_METADATA and isinstance(n.value, dict)]
        if v2:
            return v2[0]
        return None

    # -- kernels ---------------------------------------------------------------------

    @cached_property
    def kernels(self) -> list[Kernel]:
        """Every kernel, from metadata and descriptor symbols together."""
        if self.code_object_version == 2:
            return self._kernels_v2()
        return self._kernels_v3()

    def kernel(self, name: str) -> Kernel:
        for k in self.kernels:
            if k.name == name or k.symbol == name:
                return k
        raise KeyError(name)

    def _metadata_kernels(self, list_key: str, name_key: str,
                          symbol_key: str) -> list[dict[str, Any]]:
        md = self.metadata or {}
        kernels = md.get(list_key)
        if kernels is None:
            return []
        if not isinstance(kernels, list):
            self.warnings.append(f"metadata {list_key} is not a list")
            return []
        good = []
        for i, k in enumerate(kernels):
            if not isinstance(k, dict) or not isinstance(k.get(name_key), str):
                self.warnings.append(f"metadata {list_key}[{i}] has no {name_key}")
                continue
            good.append(k)
        return good

    @cached_property
    def _function_symbols(self) -> dict[tuple[int, int], Symbol]:
        # Plain ints: an enum member looked up per symbol cost more than the rest of the loop.
        func, loreserve = int(E.STT.FUNC), int(E.SHN.LORESERVE)
        return {(s.shndx, s.value): s for s in self.symbols
                if s.type == func and 0 < s.shndx < loreserve}

    def _kernels_v3(self) -> list[Kernel]:
        kernels = self._match_kernels(_V3_KERNELS, self._locate_descriptor)
        for k in kernels:
            self._decode_descriptor(k)
        return kernels

    def _kernels_v2(self) -> list[Kernel]:
        return self._match_kernels(_V2_KERNELS, self._locate_kernel_code_t)

    def _match_kernels(self, scheme: _KernelScheme,
                       locate: Callable[[Kernel, Symbol], None]) -> list[Kernel]:
        """Kernels from the metadata records and the kernel symbols, matched by symbol name;
        one present on only one side is kept, with a warning."""
        md_kernels = self._metadata_kernels(scheme.list_key, scheme.name_key, scheme.symbol_key)
        undef = int(E.SHN.UNDEF)
        symbols = {s.name: s for s in self.symbols
                   if s.shndx != undef and scheme.is_kernel_symbol(s)}
        kernels: list[Kernel] = []
        seen: set[str] = set()
        for md in md_kernels:
            name = md[scheme.name_key]
            given = md.get(scheme.symbol_key)
            sym_name = scheme.symbol_from_metadata(given if isinstance(given, str) else None, name)
            k = Kernel(name=name, symbol=sym_name, metadata=md)
            sym = symbols.get(sym_name)
            if sym is None:
                k.warnings.append(f"metadata names {scheme.what} {sym_name}, but there is no "
                                  f"such symbol")
            else:
                seen.add(sym_name)
                locate(k, sym)
            kernels.append(k)
        for sym_name, sym in symbols.items():
            if sym_name in seen:
                continue
            k = Kernel(name=scheme.kernel_name(sym_name), symbol=sym_name)
            if self.metadata is not None:
                k.warnings.append(f"{scheme.what} symbol {sym_name} has no metadata record")
            locate(k, sym)
            kernels.append(k)
        return kernels

    def _locate_descriptor(self, k: Kernel, sym: Symbol) -> None:
        size = KERNEL_DESCRIPTOR.size
        try:
            if not 0 < sym.shndx < E.SHN.LORESERVE:
                raise FormatError(f"symbol {sym.name} is not defined in a section")
            k.descriptor_offset = self.elf.file_offset(sym.shndx, sym.value, size,
                                                       f"kernel descriptor {sym.name}")
        except CodeObjectError as e:
            k.warnings.append(str(e.message if isinstance(e, FormatError) else e))
            return
        k.descriptor_address = sym.value
        if sym.size not in (0, size):
            k.warnings.append(f"{sym.name} has size {sym.size}, expected {size}")
        k.descriptor_bytes = bytes(self.elf.bytes_at(k.descriptor_offset, size, "kernel descriptor"))
        entry_offset = KERNEL_DESCRIPTOR.read(k.descriptor_bytes,
                                              "kernel_code_entry_byte_offset")
        entry: tuple[int | None, int] | None = None
        section = self.sections[sym.shndx]
        if self.header.e_type == E.ET.REL:
            r = self._relocations_by_site.get((section.name, sym.value + _KD_ENTRY))
            target = self._symbol_by_name(r.symbol) if r is not None else None
            if r is not None and target is not None:
                entry = (target.shndx, target.value + r.addend - 16)
        else:
            entry = (None, sym.value + entry_offset)
        self._locate_code(k, entry)

    def _symbol_by_name(self, name: str) -> Symbol | None:
        return self._defined_symbols.get(name)

    @cached_property
    def _defined_symbols(self) -> dict[str, Symbol]:
        return {s.name: s for s in reversed(self.symbols) if s.shndx != E.SHN.UNDEF}

    @cached_property
    def _relocations_by_site(self) -> dict[tuple[str, int], Relocation]:
        return {(r.section, r.offset): r for r in self.relocations}

    def _locate_code(self, k: Kernel, entry: tuple[int | None, int] | None) -> None:
        if entry is None:
            return
        shndx, address = entry
        if shndx is None:
            section = self.elf.section_for_address(address)
            if section is None:
                k.warnings.append(f"kernel entry {address:#x} is outside every loaded section")
                return
            shndx = section.index
        k.entry_address = address
        func = self._function_symbols.get((shndx, address))
        size = func.size if func is not None else 0
        try:
            k.code_offset = self.elf.file_offset(shndx, address, size, f"code of {k.name}")
        except FormatError as e:
            k.warnings.append(e.message)
            return
        k.code_size = size
        k._reader = self.elf

    def _decode_descriptor(self, k: Kernel) -> None:
        if k.descriptor_bytes is None:
            return
        if self.target is None or self.code_object_version is None:
            k.warnings.append("descriptor not decoded: unknown processor")
            return
        if self.code_object_version is None:
            k.warnings.append("descriptor not decoded: unknown code object version "
                              f"(EI_OSABI {self.header.ei_osabi}, EI_ABIVERSION "
                              f"{self.header.ei_abiversion})")
            return
        from ..kernel import descriptor

        try:
            # The TargetID carries the XNACK setting, which decides how reservations print.
            k.descriptor = descriptor.decode(k.descriptor_bytes, self.target,
                                             self.code_object_version,
                                             address=k.descriptor_address)
        except CodeObjectError as e:
            k.warnings.append(f"descriptor not decoded: {e}")
            return
        k.warnings.extend(getattr(k.descriptor, "warnings", []))

    def _locate_kernel_code_t(self, k: Kernel, sym: Symbol) -> None:
        from ..formats.amd_kernel_code import AMD_KERNEL_CODE

        size = AMD_KERNEL_CODE.size
        try:
            if not 0 < sym.shndx < E.SHN.LORESERVE:
                raise FormatError(f"symbol {sym.name} is not defined in a section")
            k.descriptor_offset = self.elf.file_offset(sym.shndx, sym.value, size,
                                                       f"amd_kernel_code_t of {sym.name}")
        except FormatError as e:
            k.warnings.append(e.message)
            return
        k.descriptor_address = sym.value
        k.descriptor_bytes = bytes(self.elf.bytes_at(k.descriptor_offset, size, "amd_kernel_code_t"))
        entry_offset = AMD_KERNEL_CODE.read(k.descriptor_bytes,
                                            "kernel_code_entry_byte_offset")
        k.entry_address = sym.value + entry_offset
        code_size = max(sym.size - entry_offset, 0) if sym.size else 0
        try:
            k.code_offset = self.elf.file_offset(sym.shndx, k.entry_address, code_size,
                                                 f"code of {k.name}")
            k.code_size = code_size
            k._reader = self.elf
        except FormatError as e:
            k.warnings.append(e.message)
        from ..kernel import amd_kernel_code as kernel_code

        try:
            k.descriptor = kernel_code.decode_kernel_code(
                k.descriptor_bytes, offset=k.descriptor_offset, source=self.source)
        except CodeObjectError as e:
            k.warnings.append(f"amd_kernel_code_t not decoded: {e}")


@record(frozen=True)
class _KernelScheme:
    """How one metadata generation names kernels and their symbols."""

    list_key: str
    name_key: str
    symbol_key: str
    what: str
    is_kernel_symbol: Callable[[Symbol], bool]
    symbol_from_metadata: Callable[[str | None, str], str]  # (symbol key value, name) -> symbol
    kernel_name: Callable[[str], str]  # symbol -> kernel name


_V3_KERNELS = _KernelScheme(
    "amdhsa.kernels", ".name", ".symbol", "kernel descriptor",
    is_kernel_symbol=lambda s: s.name.endswith(".kd") and s.type == E.STT.OBJECT,
    symbol_from_metadata=lambda given, name: given or name + ".kd",
    kernel_name=lambda symbol: symbol[:-3],
)

# V2: LLVM writes SymbolName as "name@kd" in the YAML; the symbol itself is the bare name.
_V2_KERNELS = _KernelScheme(
    "Kernels", "Name", "SymbolName", "STT_AMDGPU_HSA_KERNEL kernel",
    is_kernel_symbol=lambda s: s.type == E.STT.AMDGPU_HSA_KERNEL,
    symbol_from_metadata=lambda given, name: (given or name).split("@", 1)[0],
    kernel_name=lambda symbol: symbol,
)


def _decode_note(owner: str, n_type: int, desc: bytes, source: str, offset: int) -> Any:
    """The decoded value of a note codeobj understands, else None."""
    from ..metadata import decode as md

    if owner == NOTE_NAME_AMDGPU and n_type == NT_AMDGPU.METADATA:
        return md.decode_msgpack_metadata(desc, source=source, offset=offset)
    if owner != NOTE_NAME_AMD:
        return None
    if n_type == NT_AMD.HSA_METADATA:
        return md.decode_yaml_metadata(desc, source=source, offset=offset)
    schema_name = _V2_NOTE_SCHEMAS.get(n_type)
    if schema_name is not None:
        from construct import ConstructError

        from ..formats import notes

        schema = getattr(notes, schema_name)
        try:
            parsed = schema.parse(desc)
        except ConstructError as e:
            raise MetadataError(f"descriptor of {len(desc)} bytes is too short or malformed",
                                source=source, structure=f"{note_type_name(owner, n_type)} note",
                                offset=offset) from e
        value = {k: v for k, v in parsed.items() if not k.startswith("_")}
        for k in ("vendor_name", "architecture_name"):
            if k in value:
                value[k] = bytes(value[k]).split(b"\0", 1)[0].decode("ascii", "backslashreplace")
        value.pop("vendor_name_size", None)
        value.pop("architecture_name_size", None)
        return value
    if n_type == NT_AMD.HSA_ISA_NAME:
        return desc.split(b"\0", 1)[0].decode("utf-8", "backslashreplace")
    return None


_V2_NOTE_SCHEMAS: dict[int, str] = {
    NT_AMD.HSA_CODE_OBJECT_VERSION: "HsaCodeObjectVersion",
    NT_AMD.HSA_ISA_VERSION: "HsaIsaVersion",
}


def open_code_object(source: str | os.PathLike[str] | Buffer, *,
                     name: str | None = None) -> CodeObject:
    """Open a code object from a path, bytes-like object or mmap; returns a `CodeObject`.

    A path is mapped, not read (`CodeObject.close`, or a ``with`` block, unmaps it). ``name``
    overrides how errors and ``source`` name it.
    """
    if isinstance(source, (str, os.PathLike)):
        path = os.fspath(source)
        data = load_buffer(path)
        try:
            co = CodeObject(data, source=name or path)
        except BaseException:
            if isinstance(data, mmap.mmap):
                try:
                    data.close()
                except BufferError:
                    pass  # the failed reader's view is still referenced (by the traceback)
            raise
        if isinstance(data, mmap.mmap):
            co._mapping = data
        return co
    return CodeObject(source, source=name or "<memory>")
