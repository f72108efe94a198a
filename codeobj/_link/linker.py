"""Linking relocatable AMDGPU code objects into a loadable one, the way ``ld.lld -shared`` does.

The output follows ld.lld's conventions so closely that, for the objects clang and llvm-mc make,
it is byte-identical to ld.lld's (see docs/linker.md for what is measured and what is not):

* input sections merge into output sections by name (``.text.foo`` -> ``.text``, ...), in the
  order of first appearance, then are sorted by ld.lld's rank (read-only, read-only PROGBITS,
  executable, RELRO writable, RELRO NOBITS, writable, NOBITS, non-allocated);
* addresses start after the program headers; each new PT_LOAD moves to the next page plus the
  current offset modulo the page (4096), so file offsets stay dense;
* ``.dynsym``/``.dynstr``/``.gnu.hash``/``.hash``/``.dynamic`` (and ``.rela.dyn``, ``.got``
  when needed), ``.relro_padding`` (ld.lld >= 18), ``.comment``, ``.symtab``, ``.shstrtab``,
  ``.strtab``;
* symbols: hidden ones become local, default and protected ones are exported; the GNU hash
  order of ``.dynsym``; local symbols grouped by file.

``lld_version`` selects the layout of ld.lld 19 (default) or 15 (no ``.relro_padding``, the
RELRO segment rounded up to the page instead); ``comment`` is the linker's ``.comment`` string
(ld.lld writes ``Linker: <its version>``).
"""

from __future__ import annotations

import os
import struct
from collections.abc import Iterable, Sequence
from typing import Any

from .._record import field, record
from ..elf import writer as elfwrite
from ..errors import CodeObjectError, LinkError, printable_name
from ..formats import elf as E
from ..formats.relocations import R_AMDGPU, relocation_name
from .eflags import merge_eflags
from .hashes import gnu_hash, sysv_hash
from .merge import MergeInput
from .merge import merge as merge_sections

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..elf.model import CodeObject

__all__ = ["DEFAULT_COMMENT", "LinkResult", "link", "link_files"]

PAGE = E.PAGE_SIZE
_MAX_ALIGN = 1 << 16  # larger alignments in a GPU code object are corrupt input
_MAX_NOBITS = 1 << 36
GNU_HASH_SHIFT2 = 26


def _codeobj_version() -> str:
    try:
        from importlib.metadata import version

        return version("codeobj")
    except Exception:  # noqa: BLE001 - any packaging problem: fall back to a plain name
        return "unknown"


DEFAULT_COMMENT = f"Linker: codeobj {_codeobj_version()}"

# ld.lld's getOutputSectionName prefixes: ".rodata.foo" goes to ".rodata", and so on.
_OUTPUT_PREFIXES = (".text", ".data.rel.ro", ".data", ".rodata", ".bss.rel.ro", ".bss", ".ldata",
                    ".lrodata", ".lbss", ".gcc_except_table", ".init_array", ".fini_array",
                    ".tbss", ".tdata", ".ctors", ".dtors")
_RELRO_NAMES = {".data.rel.ro", ".bss.rel.ro", ".ctors", ".dtors", ".jcr", ".eh_frame",
                ".fini_array", ".init_array", ".preinit_array"}

# ld.lld's section rank bits (lld 19; lld 15 differs only by where notes go, which the input
# order already gives for code objects).
_RF_NOT_ALLOC = 1 << 26
_RF_WRITE = 1 << 14
_RF_EXEC_WRITE = 1 << 13
_RF_EXEC = 1 << 12
_RF_RODATA = 1 << 11
_RF_NOT_RELRO = 1 << 9
_RF_NOT_TLS = 1 << 8
_RF_BSS = 1 << 7

_PC_RELATIVE = {R_AMDGPU.REL32, R_AMDGPU.REL64, R_AMDGPU.REL32_LO, R_AMDGPU.REL32_HI,
                R_AMDGPU.REL16}
_GOT_RELATIVE = {R_AMDGPU.GOTPCREL, R_AMDGPU.GOTPCREL32_LO, R_AMDGPU.GOTPCREL32_HI}
_KNOWN_TYPES = {int(t) for t in R_AMDGPU}
_NOT_LINKABLE = {R_AMDGPU.ABS32_LO, R_AMDGPU.ABS32_HI, R_AMDGPU.RELATIVE64}


def _output_name(name: str) -> str:
    for prefix in _OUTPUT_PREFIXES:
        if name == prefix or name.startswith(prefix + "."):
            return prefix
    return name


def _place_inputs(out: _OutputSection) -> None:
    """Lay an output section's inputs end to end, each at its alignment (ld.lld's order)."""
    offset = 0
    for sec in out.inputs:
        offset = _align(offset, sec.align)
        sec.out_offset = offset
        offset += sec.size
    out.size = offset


def _align(value: int, alignment: int) -> int:
    if alignment <= 1:
        return value
    return (value + alignment - 1) // alignment * alignment


def _align_skew(value: int, alignment: int, skew: int) -> int:
    """The smallest v >= value with v = skew (mod alignment)."""
    skew %= alignment
    return value + ((skew - value) % alignment)


# --------------------------------------------------------------------------------------------
# The link's model


@record(eq=False)
class _InputSection:
    file: _InputFile | None  # None for the linker's own .comment
    index: int
    name: str
    type: int
    flags: int
    align: int
    size: int
    data: bytearray | None  # None for SHT_NOBITS
    out: _OutputSection | None = None
    out_offset: int = 0
    relocations: list[Any] = field(default_factory=list)
    entsize: int = 0
    merged: _InputSection | None = None  # the section holding this one's merged pieces
    merge_input: MergeInput | None = None
    # .eh_frame inputs: (input start, input end, output offset) of each record kept in the
    # combined .eh_frame (ld.lld's EhFrameSection); None for every other section
    eh_pieces: list[tuple[int, int, int]] | None = None
    link_to: int = 0  # SHF_LINK_ORDER: the input index of the linked-to section

    def eh_offset(self, offset: int) -> int | None:
        """Where ``offset`` of this .eh_frame input went (None: its record was dropped)."""
        for start, end, out in self.eh_pieces or ():
            if start <= offset < end:
                return out + offset - start
        return None

    def input_file(self) -> _InputFile:
        """The file this section came from (all but the linker's own .comment have one)."""
        assert self.file is not None, f"{self.name} is the linker's own"
        return self.file

    def placed(self) -> _OutputSection:
        """The output section the layout put this one in."""
        assert self.out is not None, f"{self.name} has no output section yet"
        return self.out

    def address_of(self, offset: int) -> int:
        """The output address of ``offset`` in this input section."""
        if self.merged is not None:
            assert self.merge_input is not None  # set together with merged
            return self.merged.placed().addr + self.merged.out_offset + \
                self.merge_input.map(offset)
        return self.placed().addr + self.out_offset + offset


@record(eq=False)
class _Symbol:
    name: str
    binding: int
    type: int
    visibility: int
    size: int = 0
    value: int = 0
    shndx: int = 0  # SHN_UNDEF, SHN_ABS, SHN_AMDGPU_LDS, or an input index for defined ones
    section: _InputSection | None = None
    file: _InputFile | None = None  # the defining file (or the first referencing one)
    is_local: bool = False
    output_binding: int = 0
    dynsym_index: int = 0
    got_index: int | None = None
    synthetic_section: _OutputSection | None = None  # for _DYNAMIC
    internal: bool = False  # defined by the linker

    @property
    def got_offset(self) -> int:
        """Where this symbol's GOT entry is in .got (symbols in the GOT have an index)."""
        assert self.got_index is not None, f"{self.name} has no GOT entry"
        return 8 * self.got_index

    @property
    def defined(self) -> bool:
        return self.shndx != E.SHN.UNDEF or self.internal

    def address(self) -> int:
        if self.synthetic_section is not None:
            return self.synthetic_section.addr + self.value
        if self.section is not None:
            return self.section.address_of(self.value)
        return self.value if self.absolute else 0

    @property
    def absolute(self) -> bool:
        # ld.lld treats SHN_AMDGPU_LDS like SHN_ABS: st_value is the variable's alignment
        return self.shndx in (E.SHN.ABS, E.SHN.AMDGPU_LDS)

    def target(self, addend: int) -> int:
        """S + A; for a section symbol of a merged section the addend picks the piece."""
        if self.section is not None and self.section.merged is not None and \
                self.type == E.STT.SECTION:
            return self.section.address_of(self.value + addend)
        return self.address() + addend

    def output_shndx(self) -> int:
        if self.synthetic_section is not None:
            return self.synthetic_section.index
        if self.section is not None:
            return (self.section.merged or self.section).placed().index
        if self.absolute:
            return E.SHN.ABS  # ld.lld writes LDS variables as absolute symbols
        return E.SHN.UNDEF


@record(eq=False)
class _InputFile:
    name: str
    code_object: CodeObject
    sections: dict[int, _InputSection] = field(default_factory=dict)
    symbols: list[_Symbol] = field(default_factory=list)  # by input symbol index
    locals: list[_Symbol] = field(default_factory=list)  # kept in .symtab


@record(eq=False)
class _OutputSection:
    name: str
    type: int
    flags: int
    align: int = 1
    inputs: list[_InputSection] = field(default_factory=list)
    size: int = 0
    data: bytearray | None = None
    addr: int = 0
    offset: int = 0
    index: int = 0
    entsize: int = 0
    link: _OutputSection | int = 0
    info: int = 0
    synthetic: str | None = None  # which synthetic section this is
    order: int = 0
    relro: bool = False

    def buffer(self) -> bytearray:
        """The section's bytes, once they are laid out (SHT_NOBITS sections have none)."""
        assert self.data is not None, f"{self.name} has no data"
        return self.data

    @property
    def alloc(self) -> bool:
        return bool(self.flags & E.SHF.ALLOC)

    @property
    def nobits(self) -> bool:
        return self.type == E.SHT.NOBITS


@record
class _DynamicRelocation:
    type: int
    place: tuple[Any, ...]  # (output section, offset) resolved to an address at write time
    symbol: _Symbol | None
    addend: int  # for RELATIVE64, the target's symbol + addend (resolved later)
    target: tuple[_Symbol, int] | None = None  # (symbol, addend) for RELATIVE64

    def offset(self) -> int:
        sec, off = self.place
        return sec.address_of(off) if isinstance(sec, _InputSection) else sec.addr + off


@record
class LinkResult:
    """What :func:`link` made: the bytes, and a few facts about them."""

    data: bytes
    e_flags: int
    sections: list[str]
    dynamic_relocations: int
    got_entries: int


# --------------------------------------------------------------------------------------------
# Reading the inputs


def _open_inputs(inputs: Sequence[Any], names: Sequence[str] | None) -> list[_InputFile]:
    from ..elf.model import CodeObject, open_code_object

    files = []
    for i, item in enumerate(inputs):
        if isinstance(item, CodeObject):
            co, name = item, item.source
        elif isinstance(item, (bytes, bytearray, memoryview)):
            name = names[i] if names else f"<input {i}>"
            co = open_code_object(bytes(item))
            co.source = name
        else:
            name = os.fspath(item)
            co = open_code_object(name)
        if names:
            name = names[i]
        header = co.header
        if header.e_machine != E.EM.AMDGPU:
            raise LinkError(f"{name}: not an AMDGPU object (e_machine {header.e_machine})")
        if header.e_type != E.ET.REL:
            raise LinkError(f"{name}: not a relocatable object (e_type "
                            f"{'ET_' + E.ET(header.e_type).name if header.e_type in list(E.ET) else header.e_type}); "
                            "only ET_REL inputs can be linked")
        files.append(_InputFile(name, co))
    return files


def _discarded_group_members(f: _InputFile, seen_groups: set[str]) -> set[int]:
    """Sections of COMDAT groups whose signature an earlier input already brought (ld.lld
    keeps the first group of each signature and drops the others)."""
    elf = f.code_object.elf
    dropped: set[int] = set()
    for s in elf.sections:
        if s.sh_type != E.SHT.GROUP:
            continue
        data = bytes(elf.section_data(s.index))
        if len(data) < 4 or len(data) % 4:
            raise LinkError("SHT_GROUP size is not a multiple of 4", source=f.name,
                            structure=f"section {s.index} ({s.name})", field="sh_size",
                            offset=s.header_offset + 0x20)
        words = struct.unpack(f"<{len(data) // 4}I", data)
        try:
            signature = elf.symbols(s.sh_link)[s.sh_info].name
        except (IndexError, CodeObjectError) as exc:
            raise LinkError(f"group signature symbol {s.sh_info} cannot be read", source=f.name,
                            structure=f"section {s.index} ({s.name})", field="sh_info",
                            offset=s.header_offset + 0x2C) from exc
        if not words[0] & 1:  # not GRP_COMDAT: an ordinary group, nothing is dropped
            continue
        if signature in seen_groups:
            dropped.update(words[1:])
        else:
            seen_groups.add(signature)
    return dropped


def _read_sections(f: _InputFile, seen_groups: set[str] | None = None) -> None:
    elf = f.code_object.elf
    dropped = _discarded_group_members(f, seen_groups if seen_groups is not None else set())
    rela_for: dict[int, list[Any]] = {}
    for s in elf.sections:
        if s.sh_type == E.SHT.RELA and s.sh_info:
            rela_for.setdefault(s.sh_info, []).extend(elf.relocations(s.index))
        elif s.sh_type == E.SHT.REL:
            raise LinkError(f"{f.name}: section {printable_name(s.name)}: SHT_REL relocations "
                            "are not used by "
                            "AMDGPU (expected SHT_RELA)")
    for s in elf.sections:
        if s.index == 0 or s.sh_type in (E.SHT.NULL, E.SHT.SYMTAB, E.SHT.STRTAB, E.SHT.RELA,
                                         E.SHT.REL, E.SHT.LLVM_ADDRSIG, E.SHT.GROUP,
                                         E.SHT.SYMTAB_SHNDX):
            continue
        if s.sh_flags & E.SHF.EXCLUDE or s.name == ".note.GNU-stack" or s.index in dropped:
            continue
        if s.sh_flags & E.SHF.LINK_ORDER and s.sh_link in dropped:
            # linked to a section of a dropped group, without being in that group: ld.lld
            # refuses it (in ld.lld's words)
            raise LinkError(f"{f.name}:({printable_name(s.name)}): sh_link points to discarded "
                            "section "
                            "<internal>:()")
        where = {"source": f.name, "structure": f"section {s.index} ({s.name})"}
        align = s.sh_addralign
        if align > 1 and align & (align - 1):
            raise LinkError("sh_addralign is not a power of 2", field="sh_addralign",
                            offset=s.header_offset + 0x30, **where)
        if align > _MAX_ALIGN:
            raise LinkError(f"sh_addralign {align:#x} is larger than {_MAX_ALIGN:#x}",
                            field="sh_addralign", offset=s.header_offset + 0x30, **where)
        if s.sh_type == E.SHT.NOBITS and s.sh_size > _MAX_NOBITS:
            raise LinkError(f"SHT_NOBITS size {s.sh_size:#x} is larger than {_MAX_NOBITS:#x}",
                            field="sh_size", offset=s.header_offset + 0x20, **where)
        if s.sh_flags & E.SHF.MERGE and s.sh_entsize and s.sh_type != E.SHT.NOBITS and \
                s.sh_size % s.sh_entsize:
            raise LinkError(f"SHF_MERGE section size ({s.sh_size}) must be a multiple of "
                            f"sh_entsize ({s.sh_entsize})", field="sh_entsize",
                            offset=s.header_offset + 0x38, **where)
        data = None if s.sh_type == E.SHT.NOBITS else bytearray(elf.section_data(s.index))
        sec = _InputSection(f, s.index, s.name, s.sh_type, s.sh_flags, max(s.sh_addralign, 1),
                            s.sh_size, data, entsize=s.sh_entsize)
        sec.relocations = rela_for.get(s.index, [])
        if s.sh_flags & E.SHF.LINK_ORDER:
            sec.link_to = s.sh_link
        f.sections[s.index] = sec


# --------------------------------------------------------------------------------------------
# Symbol resolution


def _resolve_symbols(files: list[_InputFile]) -> tuple[dict[str, _Symbol], list[str]]:
    table: dict[str, _Symbol] = {}
    errors: list[str] = []
    for f in files:
        elf = f.code_object.elf
        symtabs = [s for s in elf.sections if s.sh_type == E.SHT.SYMTAB]
        raw = elf.symbols(symtabs[0].index) if symtabs else []
        for r in raw:
            bind, stype = E.st_bind(r.st_info), E.st_type(r.st_info)
            vis = E.st_visibility(r.st_other)
            shndx = r.st_shndx
            section = f.sections.get(shndx) if 0 < shndx < E.SHN.LORESERVE else None
            if r.index == 0:
                f.symbols.append(_Symbol("", 0, 0, 0))
                continue
            if 0 < shndx < E.SHN.LORESERVE and section is None:
                # a symbol in a discarded section (e.g. .llvm_addrsig): unusable, not an error
                shndx_kept: int = E.SHN.UNDEF
            else:
                shndx_kept = shndx
            if bind == E.STB.LOCAL:
                sym = _Symbol(r.name, bind, stype, vis, r.st_size, r.st_value, shndx_kept,
                              section, f, is_local=True)
                f.symbols.append(sym)
                # ld.lld drops .L labels the assembler kept in mergeable sections
                temporary = r.name.startswith(".L") and section is not None and \
                    bool(section.flags & E.SHF.MERGE)
                if stype != E.STT.SECTION and (section is not None or sym.absolute) and \
                        not temporary:
                    f.locals.append(sym)
                continue
            if shndx == E.SHN.COMMON:
                errors.append(f"{f.name}: common symbol {printable_name(r.name)} is not supported "
                              "(AMDGPU code objects do not use SHN_COMMON)")
            existing = table.get(r.name)
            incoming_defined = shndx_kept != E.SHN.UNDEF
            if existing is None:
                existing = _Symbol(r.name, bind, stype, vis, r.st_size, r.st_value, shndx_kept,
                                   section, f)
                table[r.name] = existing
            else:
                if vis != E.STV.DEFAULT:
                    existing.visibility = vis if existing.visibility == E.STV.DEFAULT else \
                        min(existing.visibility, vis, key=_visibility_strength)
                if incoming_defined:
                    if not existing.defined or (existing.binding == E.STB.WEAK
                                                and bind != E.STB.WEAK):
                        merged_vis = existing.visibility
                        existing.binding, existing.type, existing.size = bind, stype, r.st_size
                        existing.value, existing.shndx, existing.section = (r.st_value,
                                                                            shndx_kept, section)
                        existing.file = f
                        existing.visibility = merged_vis
                    elif existing.binding != E.STB.WEAK and bind != E.STB.WEAK:
                        errors.append(
                            f"duplicate symbol: {printable_name(r.name)}\n"
                            f">>> defined at {_where(existing.file, existing.section, existing.value)}\n"
                            f">>> defined at {_where(f, section, r.st_value)}")
                elif existing.binding == E.STB.WEAK and not existing.defined and \
                        bind == E.STB.GLOBAL:
                    existing.binding = E.STB.GLOBAL  # a strong reference makes it strong
            f.symbols.append(existing)
    return table, errors


def _visibility_strength(vis: int) -> int:
    # internal (1) and hidden (2) are the most constraining, then protected (3)
    return {int(E.STV.INTERNAL): 0, int(E.STV.HIDDEN): 1, int(E.STV.PROTECTED): 2}.get(vis, 3)


def _where(f: _InputFile | None, section: _InputSection | None, offset: int) -> str:
    if f is None:
        return "<internal>"
    if section is None:
        return f.name
    return f"{f.name}:({printable_name(section.name)}+{offset:#X})".replace("+0X", "+0x")


# --------------------------------------------------------------------------------------------
# The linker


class _Linker:
    def __init__(self, files: list[_InputFile], lld_version: int, comment: str,
                 merge_metadata: bool) -> None:
        self.files = files
        self.lld_version = lld_version
        self.comment = comment
        self.merge_metadata = merge_metadata
        self.errors: list[str] = []
        self.outputs: list[_OutputSection] = []
        self.by_name: dict[str, _OutputSection] = {}
        self.got: list[_Symbol] = []
        self.dynrelocs: list[_DynamicRelocation] = []
        self.static_relocs: list[tuple[Any, ...]] = []

    # -- steps -----------------------------------------------------------------------------

    def run(self) -> LinkResult:
        seen_groups: set[str] = set()
        for f in self.files:
            _read_sections(f, seen_groups)
        first = self.files[0].code_object.header
        self.osabi, self.abiversion = first.ei_osabi, first.ei_abiversion
        self.e_flags = merge_eflags([(f.name, f.code_object.header.e_flags,
                                      f.code_object.header.ei_abiversion) for f in self.files])
        self.symtab, errors = _resolve_symbols(self.files)
        self.errors += errors
        self._check_undefined()
        self._raise_errors()
        self._assign_sections()
        self._add_synthetic_symbols()
        self._compute_bindings()
        self._scan_relocations()
        self._raise_errors()
        self._build_symbol_tables()
        self._create_synthetic_sections()
        self._sort_sections()
        self._layout()
        self._write_contents()
        data = self._serialize()
        return LinkResult(data, self.e_flags, [o.name for o in self.outputs],
                          len(self.dynrelocs), len(self.got))

    def _raise_errors(self) -> None:
        if self.errors:
            raise LinkError("\n".join(self.errors))

    def _check_undefined(self) -> None:
        for sym in self.symtab.values():
            if not sym.defined and sym.visibility != E.STV.DEFAULT and \
                    sym.binding != E.STB.WEAK:
                refs = self._references(sym)
                word = "hidden" if sym.visibility in (E.STV.HIDDEN, E.STV.INTERNAL) else \
                    "protected"
                lines = [f"undefined {word} symbol: {sym.name}"]
                lines += [f">>> referenced by {r}" for r in refs]
                if not refs and sym.file is not None:
                    # no relocation names it: ld.lld then names the file the symbol is in
                    lines.append(f">>> referenced by {sym.file.name}")
                self.errors.append("\n".join(lines))

    def _references(self, sym: _Symbol) -> list[str]:
        refs = []
        for f in self.files:
            for sec in f.sections.values():
                for r in sec.relocations:
                    if r.sym < len(f.symbols) and f.symbols[r.sym] is sym:
                        refs.append(_where(f, sec, r.r_offset))
        return refs

    def _assign_sections(self) -> None:
        order = 0
        inputs = [sec for f in self.files for sec in f.sections.values()]
        if self.comment:
            # ld.lld's own .comment string is an input section after every file's sections
            data = bytearray(self.comment.encode() + b"\0")
            inputs.append(_InputSection(None, -1, ".comment", E.SHT.PROGBITS,
                                        E.SHF.MERGE | E.SHF.STRINGS, 1, len(data), data,
                                        entsize=1))
        for sec in inputs:
            name = _output_name(sec.name) if sec.flags & E.SHF.ALLOC else sec.name
            out = self.by_name.get(name)
            if out is None:
                out = _OutputSection(name, sec.type, sec.flags & ~E.SHF.GROUP, order=order)
                order += 1
                self.by_name[name] = out
                self.outputs.append(out)
                if sec.flags & E.SHF.MERGE:
                    out.entsize = sec.entsize
            else:
                if out.type == E.SHT.NOBITS and sec.type != E.SHT.NOBITS:
                    out.type = sec.type
                out.flags |= sec.flags & ~E.SHF.GROUP
                if out.entsize != sec.entsize:
                    out.entsize = 0
            out.align = max(out.align, sec.align)
            out.inputs.append(sec)
            sec.out = out
        eh_frame = self.by_name.get(".eh_frame")
        if eh_frame is not None and eh_frame.type == E.SHT.PROGBITS:
            # ld.lld's .eh_frame is a synthetic section, created after the files' sections:
            # it comes last among the sections of its rank
            self.outputs.remove(eh_frame)
            self.outputs.append(eh_frame)
            eh_frame.order = order
            self._combine_eh_frame(eh_frame)
        for out in self.outputs:
            self._merge_inputs(out)
            _place_inputs(out)

    def _combine_eh_frame(self, out: _OutputSection) -> None:
        """Rebuild .eh_frame as ld.lld does: identical CIEs are kept once, FDEs whose function
        is not in a kept section are dropped, each kept CIE is followed by its FDEs (in input
        order, the CIE pointers rewritten) and a 4-byte zero terminator ends the section."""
        cies: dict[bytes, list[Any]] = {}
        order: list[list[Any]] = []  # [cie bytes, [(section, input offset, record bytes)]]
        placed: list[tuple[_InputSection, int, int, list[Any] | None]] = []
        for sec in out.inputs:
            data = bytes(sec.data or b"")
            rel_at = {r.r_offset: r for r in sec.relocations}
            local: dict[int, list[Any]] = {}
            off = 0
            file = sec.input_file()
            where = f"{file.name}:(.eh_frame+{{:#x}})"
            while off < len(data):
                if off + 4 > len(data):
                    raise LinkError(where.format(off) + ": CIE/FDE too small")
                length = struct.unpack_from("<I", data, off)[0]
                if length == 0xFFFFFFFF:
                    raise LinkError(where.format(off) + ": CIE/FDE too large")
                size = length + 4
                if length == 0:
                    break  # a terminator
                if off + size > len(data) or size < 8:
                    raise LinkError(where.format(off) + ": CIE/FDE ends past the end of the "
                                    "section")
                record = data[off:off + size]
                cie_id = struct.unpack_from("<I", data, off + 4)[0]
                if cie_id == 0:
                    entry = cies.get(record)
                    if entry is None:
                        entry = [record, [], None]
                        cies[record] = entry
                        order.append(entry)
                        placed.append((sec, off, size, entry))
                    local[off] = entry
                else:
                    entry = local.get(off + 4 - cie_id)
                    if entry is None:
                        raise LinkError(where.format(off) + ": invalid CIE reference")
                    r = rel_at.get(off + 8)
                    sym = file.symbols[r.sym] if r is not None and \
                        r.sym < len(file.symbols) else None
                    if sym is not None and sym.section is not None:
                        entry[1].append((sec, off, record))
                off += size
        body = bytearray()
        pieces: dict[int, list[Any]] = {id(sec): [] for sec in out.inputs}
        cie_source = {id(entry): (sec, off, size) for sec, off, size, entry in placed}
        for entry in order:
            cie_out = len(body)
            sec, off, size = cie_source[id(entry)]
            pieces[id(sec)].append((off, off + size, cie_out))
            body += entry[0]
            for sec, off, record in entry[1]:
                fde_out = len(body)
                pieces[id(sec)].append((off, off + len(record), fde_out))
                body += record
                struct.pack_into("<I", body, fde_out + 4, fde_out + 4 - cie_out)
        body += bytes(4)
        first = out.inputs[0]
        holder = _InputSection(first.file, -1, out.name, out.type, out.flags,
                               max(sec.align for sec in out.inputs), len(body), body)
        holder.out = out
        for sec in out.inputs:
            sec.eh_pieces = pieces[id(sec)]
            sec.out_offset = 0
        out.inputs = [holder]

    def _merge_inputs(self, out: _OutputSection) -> None:
        """Replace mergeable inputs by one section per (flags, entsize, alignment) group, at
        the place of the group's first member (ld.lld's MergeNoTailSection)."""
        groups: dict[tuple[Any, ...], list[_InputSection]] = {}
        for sec in out.inputs:
            if sec.flags & E.SHF.MERGE and sec.entsize > 0 and sec.type != E.SHT.NOBITS \
                    and not sec.relocations:
                # SHF_GROUP is not part of the key: a group member merges with the others
                flags = sec.flags & ~E.SHF.GROUP
                key = (flags, sec.entsize, sec.align if flags & E.SHF.STRINGS else 0)
                groups.setdefault(key, []).append(sec)
        if not groups:
            return
        replaced: dict[int, _InputSection] = {}
        for (flags, entsize, _), members in groups.items():
            items = [MergeInput(bytes(m.data or b""), entsize, bool(flags & E.SHF.STRINGS))
                     for m in members]
            align = max(m.align for m in members)
            body = merge_sections(items, align, self.lld_version)
            first = members[0]
            holder = _InputSection(first.file, -1, out.name, first.type, flags, align,
                                   len(body), bytearray(body), entsize=entsize)
            holder.out = out
            for m, item in zip(members, items):
                m.merged, m.merge_input = holder, item
                replaced[id(m)] = holder
        kept, seen = [], set()
        for sec in out.inputs:
            sec = replaced.get(id(sec), sec)
            if id(sec) not in seen:
                seen.add(id(sec))
                kept.append(sec)
        out.inputs = kept

    def _add_synthetic_symbols(self) -> None:
        self.dynamic_symbol = _Symbol("_DYNAMIC", E.STB.GLOBAL, E.STT.NOTYPE, E.STV.HIDDEN,
                                       internal=True)
        existing = self.symtab.get("_DYNAMIC")
        if existing is None or not existing.defined:
            self.symtab["_DYNAMIC"] = self.dynamic_symbol
            if existing is not None:  # references to _DYNAMIC resolve to ours
                for f in self.files:
                    f.symbols = [self.dynamic_symbol if s is existing else s for s in f.symbols]

    def _compute_bindings(self) -> None:
        for sym in self.symtab.values():
            if sym.visibility in (E.STV.HIDDEN, E.STV.INTERNAL):
                sym.output_binding = E.STB.LOCAL
            else:
                sym.output_binding = sym.binding

    @staticmethod
    def _preemptible(sym: _Symbol) -> bool:
        if sym.is_local or sym.output_binding == E.STB.LOCAL:
            return False
        return sym.visibility == E.STV.DEFAULT

    def _scan_relocations(self) -> None:
        for f in self.files:
            for sec in f.sections.values():
                for r in sec.relocations:
                    if sec.eh_pieces is not None and sec.eh_offset(r.r_offset) is None:
                        continue  # in a dropped .eh_frame record
                    self._scan_one(f, sec, r)

    def _scan_one(self, f: _InputFile, sec: _InputSection, r: Any) -> None:
        rtype = r.r_info & 0xFFFFFFFF
        if r.sym >= len(f.symbols):
            self.errors.append(f"{f.name}: relocation {r.index} in {printable_name(sec.name)} "
                               "names symbol "
                               f"{r.sym}, past the end of the symbol table")
            return
        sym = f.symbols[r.sym]
        place = _where(f, sec, r.r_offset)
        width = 8 if rtype in (R_AMDGPU.ABS64, R_AMDGPU.REL64, R_AMDGPU.RELATIVE64) else \
            2 if rtype == R_AMDGPU.REL16 else 4
        if rtype != R_AMDGPU.NONE and r.r_offset + width > sec.size:
            self.errors.append(f"{place}: relocation {relocation_name(rtype)} runs past the "
                               f"end of the section ({sec.size:#x} bytes)")
            return
        if rtype == R_AMDGPU.NONE:
            return
        if sec.data is None:
            # a relocation patches bytes; an SHT_NOBITS section has none in the file
            self.errors.append(f"{place}: relocation {relocation_name(rtype)} in "
                               f"{printable_name(sec.name)}, "
                               f"an SHT_NOBITS section (it has no bytes to patch)")
            return
        if rtype not in _KNOWN_TYPES or rtype in _NOT_LINKABLE:
            # ld.lld's words (ABS32_LO/HI are Mesa's, RELATIVE64 is dynamic-only)
            self.errors.append(f"{f.name}:({printable_name(sec.name)}+{r.r_offset:#x}): "
                               "unknown relocation "
                               f"({rtype}) against symbol {printable_name(sym.name)}")
            return
        alloc = bool(sec.flags & E.SHF.ALLOC)
        preemptible = self._preemptible(sym)
        if rtype in _GOT_RELATIVE:
            if sym.got_index is None:
                sym.got_index = len(self.got)
                self.got.append(sym)
            self.static_relocs.append((sec, r.r_offset, rtype, sym, r.r_addend))
            return
        if not alloc:
            self.static_relocs.append((sec, r.r_offset, rtype, sym, r.r_addend))
            return
        if rtype in _PC_RELATIVE:
            if preemptible:
                self._fpic_error(rtype, sym, place)
                return
            if sym.absolute:
                self.errors.append(
                    f"relocation {relocation_name(rtype)} cannot refer to absolute symbol: "
                    f"{printable_name(sym.name)}\n"
                    f">>> defined in {sym.file.name if sym.file else '<internal>'}"
                    f"\n>>> referenced by {place}\n")
                return
            self.static_relocs.append((sec, r.r_offset, rtype, sym, r.r_addend))
            return
        # absolute relocations
        if not preemptible and (sym.absolute or
                                (not sym.defined and sym.binding == E.STB.WEAK)):
            self.static_relocs.append((sec, r.r_offset, rtype, sym, r.r_addend))
            return
        writable = bool(sec.flags & E.SHF.WRITE)
        if rtype != R_AMDGPU.ABS64 or not writable:
            if preemptible:
                self._fpic_error(rtype, sym, place)
            else:
                self.errors.append(
                    f"relocation {relocation_name(rtype)} cannot be used against "
                    f"{'local ' if sym.is_local else ''}symbol"
                    f"{'' if sym.is_local else ' ' + repr(sym.name)}; recompile with -fPIC\n"
                    f">>> defined in {sym.file.name if sym.file else '<internal>'}\n"
                    f">>> referenced by {place}")
            return
        if preemptible:
            self.dynrelocs.append(_DynamicRelocation(R_AMDGPU.ABS64, (sec, r.r_offset), sym,
                                                     r.r_addend))
        else:
            self.dynrelocs.append(_DynamicRelocation(R_AMDGPU.RELATIVE64, (sec, r.r_offset),
                                                     None, 0, (sym, r.r_addend)))

    def _fpic_error(self, rtype: int, sym: _Symbol, place: str) -> None:
        self.errors.append(
            f"relocation {relocation_name(rtype)} cannot be used against symbol "
            f"'{printable_name(sym.name)}'; recompile with -fPIC\n"
            f">>> defined in {sym.file.name if sym.file else '<internal>'}\n"
            f">>> referenced by {place}\n")

    # -- symbol tables --------------------------------------------------------------------

    def _build_symbol_tables(self) -> None:
        # .symtab: locals of each file, then the global table in insertion order (the order
        # the names also take in .strtab); then locals are grouped by file, ld.lld's way.
        entries: list[_Symbol] = []
        for f in self.files:
            entries.extend(f.locals)
        entries.extend(self.symtab.values())
        self.strtab_order = entries
        local = [s for s in entries if s.is_local or s.output_binding == E.STB.LOCAL]
        nonlocal_ = [s for s in entries if not (s.is_local or s.output_binding == E.STB.LOCAL)]
        groups: dict[int, list[_Symbol]] = {}
        for s in local:
            groups.setdefault(id(s.file), []).append(s)
        self.symtab_entries = [s for g in groups.values() for s in g] + nonlocal_
        self.num_locals = len(local) + 1

        dyn = [s for s in nonlocal_ if s.visibility in (E.STV.DEFAULT, E.STV.PROTECTED)]
        self.dynstr_order = list(dyn)
        undefined = [s for s in dyn if not s.defined]
        defined = [s for s in dyn if s.defined]
        self.gnu_nbuckets = max(len(defined) // 4, 1)
        # sort by (bucket, .dynstr offset); the .dynstr order is the .dynsym insertion order
        position = {id(s): i for i, s in enumerate(dyn)}
        defined.sort(key=lambda s: (gnu_hash(s.name.encode()) % self.gnu_nbuckets,
                                    position[id(s)]))
        self.dynsym_entries = undefined + defined
        self.gnu_hashed = defined
        for i, s in enumerate(self.dynsym_entries, 1):
            s.dynsym_index = i

    # -- synthetic sections ---------------------------------------------------------------

    def _create_synthetic_sections(self) -> None:
        order = len(self.outputs)

        def synthetic(name: str, stype: int, flags: int, align: int, kind: str,
                      entsize: int = 0) -> _OutputSection:
            nonlocal order
            sec = _OutputSection(name, stype, flags, align, synthetic=kind, order=order,
                                 entsize=entsize)
            order += 1
            return sec

        A, W = E.SHF.ALLOC, E.SHF.WRITE
        self.dynsym = synthetic(".dynsym", E.SHT.DYNSYM, A, 8, "dynsym", E.SYM_SIZE)
        self.gnuhash = synthetic(".gnu.hash", E.SHT.GNU_HASH, A, 8, "gnu.hash")
        self.hash = synthetic(".hash", E.SHT.HASH, A, 4, "hash", 4)
        self.dynamic = synthetic(".dynamic", E.SHT.DYNAMIC, A | W, 8, "dynamic", E.DYN_SIZE)
        self.dynstr = synthetic(".dynstr", E.SHT.STRTAB, A, 1, "dynstr")
        self.reladyn = synthetic(".rela.dyn", E.SHT.RELA, A, 8, "rela.dyn", E.RELA_SIZE)
        self.gotsec = synthetic(".got", E.SHT.PROGBITS, A | W, 8, "got")
        self.relro_padding = synthetic(".relro_padding", E.SHT.NOBITS, A | W, 1,
                                       "relro_padding")
        self.symtab_sec = synthetic(".symtab", E.SHT.SYMTAB, 0, 8, "symtab", E.SYM_SIZE)
        self.shstrtab = synthetic(".shstrtab", E.SHT.STRTAB, 0, 1, "shstrtab")
        self.strtab = synthetic(".strtab", E.SHT.STRTAB, 0, 1, "strtab")
        self.dynamic_symbol.synthetic_section = self.dynamic
        for sym in self.got:
            place = (self.gotsec, sym.got_offset)
            if self._preemptible(sym):
                self.dynrelocs.append(_DynamicRelocation(R_AMDGPU.ABS64, place, sym, 0))
            elif sym.defined and not sym.absolute:
                self.dynrelocs.append(_DynamicRelocation(R_AMDGPU.RELATIVE64, place, None, 0,
                                                         (sym, 0)))

        # string tables (ld.lld adds symbol names without deduplication)
        self.dynstr_offsets, dynstr = self._string_table(self.dynstr_order)
        self.dynstr.data = dynstr
        self.dynstr.size = len(dynstr)
        self.strtab_offsets, strtab = self._string_table(self.strtab_order)
        self.strtab.data = strtab
        self.strtab.size = len(strtab)

        ndyn = len(self.dynsym_entries) + 1
        self.dynsym.size = ndyn * E.SYM_SIZE
        self.hash.size = (2 + 2 * ndyn) * 4
        nhashed = len(self.gnu_hashed)
        self.gnu_maskwords = 1 if nhashed == 0 else _next_power_of_two(nhashed * 12 // 64)
        self.gnuhash.size = 16 + 8 * self.gnu_maskwords + 4 * self.gnu_nbuckets + 4 * nhashed
        self.reladyn.size = len(self.dynrelocs) * E.RELA_SIZE
        self.gotsec.size = len(self.got) * 8
        self.symtab_sec.size = (len(self.symtab_entries) + 1) * E.SYM_SIZE
        self.dynamic_entries = self._dynamic_entries()
        self.dynamic.size = len(self.dynamic_entries) * E.DYN_SIZE

        self._build_notes()

        keep = [self.dynsym, self.gnuhash, self.hash, self.dynamic, self.dynstr]
        if self.dynrelocs:
            keep.append(self.reladyn)
        if self.got:
            keep.append(self.gotsec)
        if self.lld_version >= 18:
            keep.append(self.relro_padding)
        self.outputs += keep
        self.outputs += [self.symtab_sec, self.shstrtab, self.strtab]
        self.outputs = [o for o in self.outputs if o.synthetic or o.inputs]
        for o in self.outputs:
            if o.synthetic is None and o.relro is False:
                o.relro = self._is_relro(o)
        for o in (self.dynamic, self.gotsec, self.relro_padding):
            o.relro = True

    @staticmethod
    def _string_table(symbols: list[_Symbol]) -> tuple[dict[int, int], bytearray]:
        data = bytearray(b"\0")
        offsets = {}
        for s in symbols:
            offsets[id(s)] = len(data)
            data += s.name.encode("utf-8", "surrogateescape") + b"\0"
        return offsets, data

    def _dynamic_entries(self) -> list[tuple[int, object]]:
        entries: list[tuple[int, object]] = []
        if self.dynrelocs:
            relative = sum(1 for d in self.dynrelocs if d.type == R_AMDGPU.RELATIVE64)
            entries += [(E.DT.RELA, self.reladyn), (E.DT.RELASZ, self.reladyn.size),
                        (E.DT.RELAENT, E.RELA_SIZE)]
            if relative:
                entries.append((E.DT.RELACOUNT, relative))
        entries += [(E.DT.SYMTAB, self.dynsym), (E.DT.SYMENT, E.SYM_SIZE),
                    (E.DT.STRTAB, self.dynstr), (E.DT.STRSZ, len(self.dynstr.buffer())),
                    (E.DT.GNU_HASH, self.gnuhash), (E.DT.HASH, self.hash)]
        for name, tag, size_tag in ((".preinit_array", E.DT.PREINIT_ARRAY, E.DT.PREINIT_ARRAYSZ),
                                    (".init_array", E.DT.INIT_ARRAY, E.DT.INIT_ARRAYSZ),
                                    (".fini_array", E.DT.FINI_ARRAY, E.DT.FINI_ARRAYSZ)):
            array = self.by_name.get(name)
            if array is not None and array.inputs:
                entries += [(tag, array), (size_tag, array.size)]
        entries.append((E.DT.NULL, 0))
        return entries

    def _is_relro(self, o: _OutputSection) -> bool:
        if not (o.flags & E.SHF.ALLOC and o.flags & E.SHF.WRITE):
            return False
        if o.flags & E.SHF.TLS or o.type in (E.SHT.INIT_ARRAY, E.SHT.FINI_ARRAY,
                                             E.SHT.PREINIT_ARRAY):
            return True
        return o.name in _RELRO_NAMES

    def _build_notes(self) -> None:
        if not self.merge_metadata:
            return
        from .notes import merge_metadata_notes

        notes = self.by_name.get(".note")
        if notes is None:
            return
        merged = merge_metadata_notes([(sec.input_file().name, bytes(sec.data or b""))
                                       for sec in notes.inputs])
        first = notes.inputs[0]
        first.data = bytearray(merged)
        first.size = len(merged)
        first.relocations = []
        for sec in notes.inputs[1:]:
            sec.data, sec.size, sec.relocations = bytearray(), 0, []
        _place_inputs(notes)

    # -- layout ---------------------------------------------------------------------------

    def _rank(self, o: _OutputSection) -> int:
        if not o.alloc:
            return _RF_NOT_ALLOC
        rank = 0
        exec_, write = o.flags & E.SHF.EXECINSTR, o.flags & E.SHF.WRITE
        if not write and not exec_:
            if o.type == E.SHT.PROGBITS:
                rank |= _RF_RODATA
        elif exec_:
            rank |= _RF_EXEC_WRITE if write else _RF_EXEC
        else:
            rank |= _RF_WRITE
            if not o.flags & E.SHF.TLS:
                rank |= _RF_NOT_TLS
            if not o.relro:
                rank |= _RF_NOT_RELRO
        if o.type == E.SHT.NOBITS:
            rank |= _RF_BSS
        return rank

    def _sort_sections(self) -> None:
        if self.lld_version < 17:
            # ld.lld 15 ranks allocated notes before every other section
            self.outputs.sort(key=lambda o: (not o.alloc,
                                             not (o.alloc and o.type == E.SHT.NOTE),
                                             self._rank(o)))
        else:
            self.outputs.sort(key=self._rank)  # stable: creation order within a rank
        for i, o in enumerate(self.outputs, 1):
            o.index = i
        self._order_link_order_sections()

    def _order_link_order_sections(self) -> None:
        """SHF_LINK_ORDER inputs follow the order of their linked-to sections in the output
        (output section, then place in it), and the output section links to the output of
        the first input's linked-to section, as ld.lld does."""
        for out in self.outputs:
            linked = [sec for sec in out.inputs if sec.flags & E.SHF.LINK_ORDER]
            if not linked or len(linked) != len(out.inputs):
                continue

            def key(sec: _InputSection) -> tuple[int, int]:
                target = sec.file.sections.get(sec.link_to) if sec.file else None
                if target is None or target.out is None:
                    return (0, 0)
                return (target.out.index, target.out_offset)

            out.inputs.sort(key=key)
            first = out.inputs[0]
            target = first.file.sections.get(first.link_to) if first.file else None
            if target is not None and target.out is not None:
                out.link = target.out
            _place_inputs(out)

    @staticmethod
    def _segment_flags(o: _OutputSection) -> int:
        flags = E.PF.R
        if o.flags & E.SHF.WRITE:
            flags |= E.PF.W
        if o.flags & E.SHF.EXECINSTR:
            flags |= E.PF.X
        return int(flags)

    def _plan_loads(self) -> list[list[_OutputSection]]:
        loads: list[list[_OutputSection]] = []
        alloc = [o for o in self.outputs if o.alloc]
        relro_seen = False
        prev = None
        for o in alloc:
            relro_end = relro_seen and not o.relro and prev is not None and prev.relro
            new = (prev is None or self._segment_flags(o) != self._segment_flags(prev)
                   or relro_end or (prev.nobits and not o.nobits))
            if new:
                loads.append([o])
            else:
                loads[-1].append(o)
            relro_seen = relro_seen or o.relro
            prev = o
        return loads

    def _layout(self) -> None:
        self.section_names = elfwrite.StringTable(optimize=False)
        for o in self.outputs:
            self.section_names.add(o.name)
        self.shstrtab.data = bytearray(self.section_names.finalize())
        self.shstrtab.size = len(self.shstrtab.data)
        self.loads = self._plan_loads()
        notes = [o for o in self.outputs if o.alloc and o.type == E.SHT.NOTE]
        self.note_groups: list[list[_OutputSection]] = []
        for o in notes:
            if self.note_groups and self.outputs.index(o) == \
                    self.outputs.index(self.note_groups[-1][-1]) + 1 and \
                    self.note_groups[-1][-1].align == o.align:
                self.note_groups[-1].append(o)
            else:
                self.note_groups.append([o])
        self.relro_sections = [o for o in self.outputs if o.alloc and o.relro]
        # PHDR, LOADs, DYNAMIC, GNU_RELRO, GNU_STACK, NOTEs
        self.phnum = 1 + len(self.loads) + 1 + (1 if self.relro_sections else 0) + 1 + \
            len(self.note_groups)
        dot = E.EHDR_SIZE + self.phnum * E.PHDR_SIZE
        offset = dot
        for li, load in enumerate(self.loads):
            for si, o in enumerate(load):
                if si == 0 and li > 0:
                    dot = _align(dot, PAGE) + dot % PAGE
                dot = _align(dot, o.align)
                o.addr = dot
                if si == 0:
                    if li > 0:
                        offset = _align_skew(offset, PAGE, o.addr)
                elif o.nobits:
                    pass
                else:
                    offset = load[0].offset + o.addr - load[0].addr
                o.offset = offset
                if o is self.relro_padding:
                    o.size = _align(dot, PAGE) - dot  # the dot itself does not move
                    continue
                dot += o.size
                if not o.nobits:
                    offset = o.offset + o.size
        for o in self.outputs:
            if o.alloc:
                continue
            offset = _align(offset, o.align)
            o.offset = offset
            if not o.nobits:
                offset += o.size

    # -- contents -------------------------------------------------------------------------

    def _write_contents(self) -> None:
        for o in self.outputs:
            if o.synthetic or o.nobits:
                continue
            buf = bytearray(o.size)
            for sec in o.inputs:
                if sec.data is not None:
                    buf[sec.out_offset:sec.out_offset + len(sec.data)] = sec.data
            o.data = buf
        for sec, off, rtype, sym, addend in self.static_relocs:
            self._apply(sec, off, rtype, sym, addend)
        self._raise_errors()
        self.gotsec.data = bytearray(self.gotsec.size)
        self._write_dynsym()
        self._write_hash()
        self._write_gnu_hash()
        self._write_rela_dyn()
        self._write_dynamic()
        self._write_symtab()
        self.relro_padding.data = None

    def _apply(self, sec: _InputSection, off: int, rtype: int, sym: _Symbol, addend: int) -> None:
        out = sec.placed()
        buf = out.buffer()
        if sec.eh_pieces is None:
            pos = sec.out_offset + off
        else:
            moved = sec.eh_offset(off)
            assert moved is not None  # relocations in dropped records were left out
            pos = sec.out_offset + moved
        place = out.addr + pos
        if rtype in _GOT_RELATIVE:
            value = self.gotsec.addr + sym.got_offset + addend
        else:
            value = sym.target(addend)
        if rtype in _PC_RELATIVE or rtype in _GOT_RELATIVE:
            value -= place
        where = _where(sec.file, sec, off)
        if rtype in (R_AMDGPU.ABS64, R_AMDGPU.REL64):
            struct.pack_into("<Q", buf, pos, value & 0xFFFFFFFFFFFFFFFF)
        elif rtype in (R_AMDGPU.ABS32_HI, R_AMDGPU.REL32_HI, R_AMDGPU.GOTPCREL32_HI):
            struct.pack_into("<I", buf, pos, (value >> 32) & 0xFFFFFFFF)
        elif rtype in (R_AMDGPU.ABS32_LO, R_AMDGPU.REL32_LO, R_AMDGPU.GOTPCREL32_LO):
            struct.pack_into("<I", buf, pos, value & 0xFFFFFFFF)
        elif rtype in (R_AMDGPU.REL32, R_AMDGPU.GOTPCREL):
            if not -(1 << 31) <= value < (1 << 31):
                self.errors.append(f"{where}: relocation {relocation_name(rtype)} out of "
                                   f"range: {value} is not in [-2147483648, 2147483647]; "
                                   f"references '{printable_name(sym.name)}'")
            struct.pack_into("<I", buf, pos, value & 0xFFFFFFFF)
        elif rtype == R_AMDGPU.ABS32:
            if not 0 <= value < (1 << 32):
                self.errors.append(f"{where}: relocation R_AMDGPU_ABS32 out of range: {value} "
                                   "is not in [0, 4294967295]; "
                                   f"references '{printable_name(sym.name)}'")
            struct.pack_into("<I", buf, pos, value & 0xFFFFFFFF)
        elif rtype == R_AMDGPU.REL16:
            branch = (value - 4) >> 2
            if not -(1 << 15) <= branch < (1 << 15):
                self.errors.append(f"{where}: relocation R_AMDGPU_REL16 out of range: {branch} "
                                   "is not in [-32768, 32767]; "
                                   f"references '{printable_name(sym.name)}'")
            struct.pack_into("<H", buf, pos, branch & 0xFFFF)

    def _sym_entry(self, s: _Symbol, name_offset: int) -> bytes:
        binding = E.STB.LOCAL if (s.is_local or s.output_binding == E.STB.LOCAL) else \
            s.output_binding
        value = s.address() if s.defined else 0
        return E.SYM_STRUCT.pack(name_offset, (binding << 4) | s.type, s.visibility,
                                 s.output_shndx(), value, s.size)

    def _write_dynsym(self) -> None:
        out = bytearray(E.SYM_SIZE)
        for s in self.dynsym_entries:
            out += self._sym_entry(s, self.dynstr_offsets[id(s)])
        self.dynsym.data = out
        self.dynsym.link, self.dynsym.info = self.dynstr, 1

    def _write_symtab(self) -> None:
        out = bytearray(E.SYM_SIZE)
        for s in self.symtab_entries:
            out += self._sym_entry(s, self.strtab_offsets[id(s)])
        self.symtab_sec.data = out
        self.symtab_sec.link, self.symtab_sec.info = self.strtab, self.num_locals

    def _write_hash(self) -> None:
        n = len(self.dynsym_entries) + 1
        buckets, chains = [0] * n, [0] * n
        for s in self.dynsym_entries:
            h = sysv_hash(s.name.encode()) % n
            chains[s.dynsym_index] = buckets[h]
            buckets[h] = s.dynsym_index
        self.hash.data = bytearray(struct.pack(f"<{2 + 2 * n}I", n, n, *buckets, *chains))
        self.hash.link = self.dynsym

    def _write_gnu_hash(self) -> None:
        nb, mw = self.gnu_nbuckets, self.gnu_maskwords
        hashed = self.gnu_hashed
        symoffset = len(self.dynsym_entries) + 1 - len(hashed)
        out = bytearray(struct.pack("<4I", nb, symoffset, mw, GNU_HASH_SHIFT2))
        bloom = [0] * mw
        hashes = [gnu_hash(s.name.encode()) for s in hashed]
        for h in hashes:
            i = (h // 64) & (mw - 1)
            bloom[i] |= (1 << (h % 64)) | (1 << ((h >> GNU_HASH_SHIFT2) % 64))
        out += struct.pack(f"<{mw}Q", *bloom)
        buckets = [0] * nb
        values = []
        for i, (s, h) in enumerate(zip(hashed, hashes)):
            bucket = h % nb
            last = i + 1 == len(hashed) or hashes[i + 1] % nb != bucket
            values.append(h | 1 if last else h & ~1)
            if buckets[bucket] == 0:
                buckets[bucket] = s.dynsym_index
        out += struct.pack(f"<{nb}I", *buckets)
        out += struct.pack(f"<{len(values)}I", *values)
        self.gnuhash.data = out
        self.gnuhash.link = self.dynsym

    def _write_rela_dyn(self) -> None:
        rows = []
        for d in self.dynrelocs:
            if d.type == R_AMDGPU.RELATIVE64:
                assert d.target is not None  # a RELATIVE64 always has one
                sym, addend = d.target
                rows.append((0, 0, d.offset(), d.type, sym.target(addend)))
            else:
                assert d.symbol is not None  # every other dynamic relocation names one
                rows.append((1, d.symbol.dynsym_index, d.offset(), d.type, d.addend))
        for sym in self.got:  # link-time constants: absolute or undefined weak symbols
            if not self._preemptible(sym) and not (sym.defined and not sym.absolute):
                struct.pack_into("<Q", self.gotsec.buffer(), sym.got_offset, sym.address())
        rows.sort(key=lambda r: (r[0], r[1], r[2]) if r[0] else (0, 0, r[2]))
        self.reladyn_rows = rows
        out = bytearray()
        for _, symidx, off, rtype, addend in rows:
            out += E.RELA_STRUCT.pack(off, (symidx << 32) | rtype, addend)
        self.reladyn.data = out
        self.reladyn.link = self.dynsym

    def _write_dynamic(self) -> None:
        out = bytearray()
        for tag, value in self.dynamic_entries:
            v = value.addr if isinstance(value, _OutputSection) else value
            out += E.DYN_STRUCT.pack(tag, v)
        self.dynamic.data = out
        self.dynamic.link = self.dynstr

    # -- output ---------------------------------------------------------------------------

    def _serialize(self) -> bytes:
        names = self.section_names
        sections: dict[int, elfwrite.Section] = {}
        for o in self.outputs:
            sections[id(o)] = elfwrite.Section(
                o.name, o.type, int(o.flags), data=None if o.nobits else bytes(o.data or b""),
                nobits_size=o.size if o.nobits else 0, addr=o.addr, addralign=o.align,
                entsize=o.entsize, offset_hint=o.offset)
        for o in self.outputs:
            s = sections[id(o)]
            s.link = sections[id(o.link)] if isinstance(o.link, _OutputSection) else o.link
            s.info = o.info
        ordered = [sections[id(o)] for o in self.outputs]
        segments = [elfwrite.Segment(E.PT.PHDR, int(E.PF.R), align=8, vaddr=E.EHDR_SIZE,
                                     memsz=self.phnum * E.PHDR_SIZE, phdr=True)]
        for i, load in enumerate(self.loads):
            if i and load[-1].addr + load[-1].size == load[0].addr:
                # an empty PT_LOAD (e.g. a .text with no code) is dropped after the layout,
                # as ld.lld does: addresses keep the room its header would have taken
                continue
            flags = 0
            for o in load:
                flags |= self._segment_flags(o)
            segments.append(elfwrite.Segment(E.PT.LOAD, flags, [sections[id(o)] for o in load],
                                             align=PAGE, covers_headers=(i == 0)))
        segments.append(elfwrite.Segment(E.PT.DYNAMIC, int(E.PF.R | E.PF.W),
                                         [sections[id(self.dynamic)]], align=8))
        if self.relro_sections:
            relro = [sections[id(o)] for o in self.relro_sections]
            memsz = None
            if self.lld_version < 18:
                first = self.relro_sections[0]
                last = self.relro_sections[-1]
                memsz = _align(last.addr + last.size, PAGE) - first.addr
            segments.append(elfwrite.Segment(E.PT.GNU_RELRO, int(E.PF.R), relro, align=1,
                                             memsz=memsz))
        segments.append(elfwrite.Segment(E.PT.GNU_STACK, int(E.PF.R | E.PF.W), align=0))
        for group in self.note_groups:
            segments.append(elfwrite.Segment(E.PT.NOTE, int(E.PF.R),
                                             [sections[id(o)] for o in group],
                                             align=group[0].align))
        elf = elfwrite.ElfFile(E.ET.DYN, E.EM.AMDGPU, flags=self.e_flags, osabi=self.osabi,
                               abiversion=self.abiversion, sections=ordered, segments=segments,
                               shstrtab=sections[id(self.shstrtab)], strings=names)
        return elfwrite.to_bytes(elf)


def _next_power_of_two(n: int) -> int:
    """The smallest power of two strictly greater than n (LLVM's NextPowerOf2)."""
    p = 1
    while p <= n:
        p <<= 1
    return p


# --------------------------------------------------------------------------------------------
# Public entry points


def link(inputs: Sequence[Any], *, lld_version: int = 19, comment: str | None = DEFAULT_COMMENT,
         merge_metadata: bool = False, names: Sequence[str] | None = None) -> LinkResult:
    """Link ET_REL code objects (paths, bytes or `CodeObject`s) into an ET_DYN code object.

    ``lld_version`` picks ld.lld 19's layout (default) or 15's; ``comment`` is the string the
    linker adds to ``.comment`` (None: none); ``merge_metadata`` replaces the concatenated
    metadata notes with one NT_AMDGPU_METADATA note holding every kernel.  ``names`` names
    byte inputs in messages.  Raises `LinkError` (every problem found, ld.lld's wording) or
    another `CodeObjectError` for unreadable input.
    """
    if not inputs:
        raise LinkError("no input files")
    files = _open_inputs(list(inputs), names)
    try:
        return _Linker(files, lld_version, comment or "", merge_metadata).run()
    except CodeObjectError:
        raise
    except (struct.error, ValueError, IndexError) as exc:
        raise LinkError(f"cannot link {', '.join(f.name for f in files)}: {exc}") from exc


def link_files(inputs: Iterable[Any], output: str | os.PathLike[str],
               **options: Any) -> LinkResult:
    """:func:`link`, then write the result to ``output`` atomically."""
    result = link(list(inputs), **options)
    elfwrite.write_atomic(output, result.data, mode=0o755)
    return result
