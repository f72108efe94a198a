"""The relocatable ELF object the assembler writes, laid out the way llvm-mc 19 lays it out.

Section header order: the null section, ``.strtab`` (one table for section and symbol
names), every section in the order it was first entered (each ``.rela.X`` right after its
``X``), ``.llvm_addrsig`` when ``.addrsig`` was seen, then ``.symtab``.  File order: the
section bodies, ``.symtab``, the ``.rela.*`` bodies, ``.llvm_addrsig``, ``.strtab``, then the
section header table.  Symbols: the null symbol, locals in the order they were first seen
(section symbols only when a relocation uses them), then globals and weaks in that order.
"""

from __future__ import annotations

import enum
import struct
from typing import TYPE_CHECKING, Final, cast

from ..elf.writer import ElfFile, Section, StringTable, layout, to_bytes
from ..formats.eflags import CODE_OBJECT_VERSIONS, abi_version_for
from ..formats.elf import (
    ELFOSABI,
    EM,
    ET,
    RELA_STRUCT,
    SHF,
    SHN,
    SHT,
    STB,
    STT,
    SYM_STRUCT,
    r_info,
    st_info,
)
from ..limits import how_to_raise
from .dwarf import uleb
from .expr import ExprError, to_signed
from .model import AsmError, AsmSection, Symbol
from .sections import SectionStore
from .symbols import SymbolTable

if TYPE_CHECKING:
    from ..targets import TargetID

__all__ = ["build_object"]

class _Shndx(enum.Enum):
    """A placeholder for an st_shndx known once the sections are numbered."""

    GROUP_OF_SIGNATURE = "the group section of an undefined group signature"


_GROUP_OF_SIGNATURE: Final = _Shndx.GROUP_OF_SIGNATURE
#: a symbol table entry before its section index is known: (symbol, st_info, st_other, its
#: section, the special st_shndx when it has none, value, size)
_Entry = tuple[Symbol, int, int, AsmSection | None, SHN | _Shndx | None, int, int]
# code object version -> EI_ABIVERSION (formats/eflags.py)
_ABI_VERSION = {version: abi_version_for(version) for version in CODE_OBJECT_VERSIONS}


def _in_symtab(sym: Symbol) -> bool:
    if sym.predefined:
        return False
    if sym.is_section:
        return sym.used_in_reloc
    return not sym.temporary or sym.used_in_reloc  # (a .L string a relocation names)


def _binding(sym: Symbol) -> int:
    if sym.binding == "weak":
        return STB.WEAK
    if sym.binding == "global":
        return STB.GLOBAL
    if sym.binding == "unique":
        return STB.GNU_UNIQUE
    if sym.binding == "local":
        return STB.LOCAL
    return STB.LOCAL if sym.implied_binding == "local" else STB.GLOBAL


def build_object(symbols: SymbolTable, sections: SectionStore, target: TargetID | None,
                 version: int) -> bytes:
    """Serialize the assembled state into an ET_REL code object; raises AsmError (each
    problem of the symbol table: the first one, the others in ``.problems``)."""
    if target is None:
        raise AsmError("no target processor: pass --mcpu or put an .amdgcn_target directive "
                       "in the source", line=0, col=0)
    strings = StringTable()

    # -- symbols ---------------------------------------------------------------------------
    problems: list[AsmError] = []
    locals_: list[_Entry] = []
    globals_: list[_Entry] = []
    # (a registered symbol has its order)
    for sym in sorted((s for s in symbols.registered if _in_symtab(s)),
                      key=lambda s: cast(int, s.order)):
        section: AsmSection | None
        shndx_special: SHN | _Shndx | None
        if sym.value is not None:  # a variable
            try:
                v = symbols.evaluate(sym.value)
            except ExprError as e:
                if "not supported by codeobj" in e.message:
                    # not a value llvm-mc leaves out: one codeobj cannot compute; never drop
                    # the symbol silently
                    problems.append(AsmError(e.message, line=e.line, col=e.col))
                continue
            if v.sym_b is not None or v.variant is not None:
                continue
            if v.sym_a is None:
                section, value, shndx_special = None, to_signed(v.const), SHN.ABS
            elif v.sym_a.section is not None and v.sym_a.value is None:
                section, value, shndx_special = v.sym_a.section, v.sym_a.offset + to_signed(
                    v.const), None
            else:
                continue
        elif sym.lds is not None:
            section, value, shndx_special = None, sym.lds[1], SHN.AMDGPU_LDS
        elif sym.common_size is not None:
            section, value, shndx_special = None, sym.common_align, SHN.COMMON
        elif sym.section is not None:
            section, value, shndx_special = sym.section, sym.offset, None
        elif sym.signature and not sym.used_in_reloc and sym.binding != "unique":
            # an undefined group signature is defined at 0 in its group section
            section, value, shndx_special = None, 0, _GROUP_OF_SIGNATURE
        else:
            section, value, shndx_special = None, 0, SHN.UNDEF
        size = 0
        if sym.size is not None:
            try:
                sv = symbols.evaluate(sym.size)
                if not sv.is_absolute:
                    raise ExprError("expected absolute expression", sym.size.tok)
                size = sv.const
            except ExprError as e:
                problems.append(AsmError(e.message, line=e.line, col=e.col))
        if sym.is_section:
            info = st_info(STB.LOCAL, STT.SECTION)
        else:
            typ = sym.elf_type if sym.elf_type is not None else STT.NOTYPE
            info = st_info(_binding(sym), typ)
            strings.add(sym.name)
        record: _Entry = (sym, info, sym.visibility, section, shndx_special, value, size)
        (locals_ if info >> 4 == STB.LOCAL else globals_).append(record)
    if problems:
        problems[0].problems = problems
        raise problems[0]

    # -- sections --------------------------------------------------------------------------
    header: list[Section] = []
    strtab = Section(".strtab", SHT.STRTAB, data=None)
    header.append(strtab)
    body_sections: list[Section] = []
    rela_sections: list[tuple[Section, AsmSection]] = []
    elf_of: dict[int, Section] = {}
    # section groups: one SHT_GROUP section per signature, placed in the header table just
    # before its first member; members are the sections of the group (each followed by its
    # relocation section) in section order.
    groups: dict[int, tuple[Section, Symbol, bool, list[Section]]] = {}
    for sec in sections.sections:
        members = None
        if sec.group is not None:
            entry = groups.get(id(sec.group))
            if entry is None:
                entry = (Section(".group", SHT.GROUP, 0, data=b"", addralign=4, entsize=4),
                         sec.group, sec.comdat, [])
                groups[id(sec.group)] = entry
                header.append(entry[0])
            members = entry[3]
        es = Section(sec.name, sec.type, sec.flags,
                     data=None if sec.type == SHT.NOBITS else sec.data,
                     nobits_size=sec.size, addralign=sec.alignment, entsize=sec.entsize)
        header.append(es)
        body_sections.append(es)
        elf_of[id(sec)] = es
        if sec.link_to is not None:
            es.link = elf_of[id(sec.link_to)]
        if members is not None:
            members.append(es)
        if sec.relocations:
            rela = Section(".rela" + sec.name, SHT.RELA,
                           SHF.GROUP if sec.flags & SHF.GROUP else SHF.INFO_LINK, data=b"",
                           addralign=8, entsize=24, info=es)
            header.append(rela)
            rela_sections.append((rela, sec))
            if members is not None:
                members.append(rela)
    addrsig = None
    if symbols.addrsig:
        addrsig = Section(".llvm_addrsig", SHT.LLVM_ADDRSIG, SHF.EXCLUDE, data=b"")
        header.append(addrsig)
    symtab = Section(".symtab", SHT.SYMTAB, data=b"", addralign=8, entsize=24, link=strtab)
    header.append(symtab)
    for s in header:
        strings.add(s.name)
    for rela, _ in rela_sections:
        rela.link = symtab
    for group_section, *_ in groups.values():
        group_section.link = symtab
    if addrsig is not None:
        addrsig.link = symtab
    strings.finalize()
    strtab.data = strings.finalize()

    elf = ElfFile(ET.REL, EM.AMDGPU, target.to_eflags(version),
                  osabi=ELFOSABI.AMDGPU_HSA, abiversion=_ABI_VERSION.get(version, 0),
                  sections=header, shstrtab=strtab, strings=strings)
    elf.assign_indices()

    # -- symbol table bytes ----------------------------------------------------------------
    index_of: dict[int, int] = {}
    out = bytearray(SYM_STRUCT.pack(0, 0, 0, 0, 0, 0))
    for n, (sym, info, other, section, special, value, size) in enumerate(
            locals_ + globals_, 1):
        index_of[id(sym)] = n
        if section is not None:
            shndx = elf_of[id(section)].index
        elif special is _GROUP_OF_SIGNATURE:
            shndx = groups[id(sym)][0].index
        else:
            shndx = int(cast(SHN, special))  # (an entry without a section has a special one)
        name = 0 if sym.is_section else strings.offset(sym.name)
        out += SYM_STRUCT.pack(name, info, other, shndx, value & ((1 << 64) - 1),
                               size & ((1 << 64) - 1))
    symtab.data = bytes(out)
    symtab.info = len(locals_) + 1

    for rela, sec in rela_sections:
        data = bytearray()
        for r in sec.relocations:
            idx = index_of.get(id(r.symbol), 0) if r.symbol is not None else 0
            data += RELA_STRUCT.pack(r.offset, r_info(idx, r.type), r.addend)
        rela.data = bytes(data)
    if addrsig is not None:
        addrsig.data = b"".join(uleb(index_of[id(s)]) for s in symbols.addrsig_symbols
                                if id(s) in index_of)

    for group_section, signature, comdat, members in groups.values():
        group_section.info = index_of[id(signature)]
        group_section.data = struct.pack(f"<{len(members) + 1}I", 1 if comdat else 0,
                                         *(m.index for m in members))

    tail = [symtab] + [r for r, _ in rela_sections] + ([addrsig] if addrsig else []) + [strtab]
    elf.file_order = body_sections + [g for g, *_ in groups.values()] + tail
    _check_padding(elf, sections)
    return to_bytes(elf)


def _check_padding(elf: ElfFile, sections: SectionStore) -> None:
    """The zeros that align each section's place in the file are bounded by the output limit
    too (they are not section bytes, so they are counted apart): ``.balign 0x80000000`` asks
    for a 2 GiB object (llvm-mc-19 writes it), which would be built in memory first."""
    layout(elf)
    end = 0
    padding = 0
    worst: Section | None = None
    # (the ELF header is not padding: the first section's data starts after it)
    order = [sec for sec in elf.file_order or elf.sections
             if sec.type != SHT.NOBITS and sec.data is not None]
    if order:
        end = min(order[0].offset, 64)
    for sec in order:
        if sec.offset > end:
            padding += sec.offset - end
            if worst is None or sec.addralign > worst.addralign:
                worst = sec
        end = max(end, sec.offset + len(sec.data or b""))
    limit = sections.limits.output
    if worst is not None and padding > limit:
        raise AsmError(f"section {worst.name} (alignment {worst.addralign:#x}) would put "
                       f"{padding} bytes of padding in the object, more than {limit} bytes "
                       f"({how_to_raise('output')})",
                       line=0, col=0)
