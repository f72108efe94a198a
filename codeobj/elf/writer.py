"""A generic ELF64 little-endian writer with a layout pass, shared by the assembler and the linker.

The caller describes sections (and, for loadable files, segments); :func:`layout` computes every
derived field -- section indices, name offsets, file offsets, sizes, ``e_shoff``, ``e_shnum``,
``e_shstrndx``, ``e_phoff`` -- and :func:`to_bytes` serializes, then re-reads its own output and
compares it with the model (a mismatch is an internal error, not bad input).  :func:`write` writes
atomically (temporary file in the same directory, then rename).

The string table builder reproduces the suffix-merging order LLVM's object writers use, so that
string tables come out byte-identical to llvm-mc's and ld.lld's.
"""

from __future__ import annotations

import os

from .._record import field, record
from ..formats.elf import (
    EHDR,
    EHDR_SIZE,
    EHDR_STRUCT,
    ELF_MAGIC,
    ELFCLASS64,
    ELFDATA2LSB,
    EV_CURRENT,
    IDENT,
    PHDR_SIZE,
    PHDR_STRUCT,
    SHDR_SIZE,
    SHDR_STRUCT,
    SHT,
)

__all__ = ["ElfFile", "Section", "Segment", "StringTable", "layout", "to_bytes", "write"]

# where each header field sits in an unpacked header
_EHDR_INDEX = {name: i for i, name in enumerate(EHDR.names)}


class StringTable:
    """An ELF string table.

    With ``optimize`` (the default) a string that is a suffix of another shares its bytes, and
    strings are laid out in descending order of their reversed bytes -- the order LLVM's
    ``StringTableBuilder`` produces, which is what makes our tables identical to LLVM's.
    Without it strings are laid out in insertion order.  Offset 0 is always the empty string.
    """

    def __init__(self, optimize: bool = True) -> None:
        self.optimize = optimize
        self._strings: dict[bytes, int] = {}
        self._data: bytes | None = None

    @staticmethod
    def _key(s: str | bytes) -> bytes:
        return s.encode("utf-8", "surrogateescape") if isinstance(s, str) else bytes(s)

    def add(self, s: str | bytes) -> None:
        if self._data is not None:
            raise RuntimeError("string table already finalized")
        key = self._key(s)
        if key:
            self._strings.setdefault(key, -1)

    def finalize(self) -> bytes:
        if self._data is not None:
            return self._data
        out = bytearray(b"\0")
        if self.optimize:
            previous = b""
            for s in sorted(self._strings, key=lambda b: b[::-1], reverse=True):
                if previous.endswith(s):
                    self._strings[s] = len(out) - len(s) - 1
                    continue
                self._strings[s] = len(out)
                out += s + b"\0"
                previous = s
        else:
            for s in self._strings:
                self._strings[s] = len(out)
                out += s + b"\0"
        self._data = bytes(out)
        return self._data

    def offset(self, s: str | bytes) -> int:
        key = self._key(s)
        if not key:
            return 0
        if self._data is None:
            raise RuntimeError("string table not finalized")
        return self._strings[key]

    def __contains__(self, s: str | bytes) -> bool:
        key = self._key(s)
        return not key or key in self._strings


@record(eq=False)
class Section:
    """One section.  ``data`` is None for SHT_NOBITS (its size is ``nobits_size``).

    ``link``/``info`` may name another :class:`Section` (resolved to its index by the layout).
    ``offset_hint``: place the section at this file offset (the linker aligns loadable sections
    with their addresses); otherwise the layout puts it at the next offset aligned to
    ``addralign``.  ``index``, ``offset`` and ``name_offset`` are computed by :func:`layout`.
    """

    name: str
    type: int
    flags: int = 0
    data: bytes | bytearray | None = b""
    nobits_size: int = 0
    addr: int = 0
    addralign: int = 1
    entsize: int = 0
    link: Section | int = 0
    info: Section | int = 0
    offset_hint: int | None = None
    index: int = field(default=0, init=False)
    offset: int = field(default=0, init=False)
    name_offset: int = field(default=0, init=False)

    @property
    def size(self) -> int:
        return self.nobits_size if self.data is None else len(self.data)


@record(eq=False)
class Segment:
    """One program header.  With ``sections`` the file/memory extent is derived from them;
    ``covers_headers`` makes the segment start at file offset 0 (the ELF header and the program
    header table), ``phdr`` makes it exactly the program header table (PT_PHDR)."""

    type: int
    flags: int
    sections: list[Section] = field(default_factory=list)
    align: int = 1
    vaddr: int | None = None
    memsz: int | None = None
    covers_headers: bool = False
    phdr: bool = False
    offset: int = field(default=0, init=False)
    filesz: int = field(default=0, init=False)


@record(eq=False)
class ElfFile:
    """The file model.  ``sections`` is the section header order (without the null section).

    ``file_order`` optionally gives the order the section bodies are placed in the file (LLVM's
    relocatable writer, for instance, writes ``.symtab`` and ``.rela.*`` after all other
    sections although their headers sit elsewhere).  ``shstrtab`` is the section holding the
    section names; if its ``data`` is None the layout builds it, from ``strings`` when given
    (so a single table can carry both section and symbol names, as llvm-mc does).
    """

    type: int
    machine: int
    flags: int = 0
    osabi: int = 0
    abiversion: int = 0
    entry: int = 0
    sections: list[Section] = field(default_factory=list)
    segments: list[Segment] = field(default_factory=list)
    shstrtab: Section | None = None
    strings: StringTable | None = None
    file_order: list[Section] | None = None
    phoff: int = field(default=0, init=False)
    shoff: int = field(default=0, init=False)

    def assign_indices(self) -> None:
        """Number the sections in header order (1-based; 0 is the null section)."""
        for i, sec in enumerate(self.sections, 1):
            sec.index = i


def _align(value: int, alignment: int) -> int:
    if alignment <= 1:
        return value
    return (value + alignment - 1) // alignment * alignment


def _ref(value: Section | int) -> int:
    return value.index if isinstance(value, Section) else int(value)


def layout(elf: ElfFile) -> None:
    """Compute every derived field of ``elf`` in place (indices, names, offsets, sizes)."""
    elf.assign_indices()
    if elf.shstrtab is not None:
        table = elf.strings or StringTable()
        if elf.shstrtab.data is None:
            for sec in elf.sections:
                table.add(sec.name)
            elf.shstrtab.data = table.finalize()
        for sec in elf.sections:
            sec.name_offset = table.offset(sec.name)
    pos = EHDR_SIZE
    if elf.segments:
        elf.phoff = EHDR_SIZE
        pos += PHDR_SIZE * len(elf.segments)
    else:
        elf.phoff = 0
    order = elf.file_order if elf.file_order is not None else elf.sections
    if len(order) != len(elf.sections) or set(map(id, order)) != set(map(id, elf.sections)):
        raise ValueError("file_order must list every section exactly once")
    for sec in order:
        if sec.offset_hint is not None:
            if sec.offset_hint < pos:
                raise ValueError(f"section {sec.name}: offset hint {sec.offset_hint:#x} overlaps")
            pos = sec.offset_hint
        else:
            pos = _align(pos, sec.addralign)
        sec.offset = pos
        if sec.data is not None and sec.type != SHT.NOBITS:
            pos += len(sec.data)
    elf.shoff = _align(pos, 8)
    for seg in elf.segments:
        _layout_segment(elf, seg)


def _layout_segment(elf: ElfFile, seg: Segment) -> None:
    if seg.phdr:
        seg.offset = elf.phoff
        # a given memsz sizes the PT_PHDR (ld.lld keeps the size planned before it dropped an
        # empty PT_LOAD)
        seg.filesz = PHDR_SIZE * len(elf.segments) if seg.memsz is None else seg.memsz
        seg.memsz = seg.filesz
        return
    secs = seg.sections
    if seg.covers_headers or not secs:
        start = 0 if seg.covers_headers else (secs[0].offset if secs else 0)
    else:
        start = secs[0].offset
    end = start
    for s in secs:
        if s.type != SHT.NOBITS:
            end = max(end, s.offset + s.size)
    if seg.covers_headers and not secs:
        end = elf.phoff + PHDR_SIZE * len(elf.segments)
    seg.offset = start
    seg.filesz = end - start
    if seg.vaddr is None:
        seg.vaddr = secs[0].addr - (secs[0].offset - start) if secs else 0
    if seg.memsz is None:
        mem_end = seg.vaddr + seg.filesz
        for s in secs:
            mem_end = max(mem_end, s.addr + s.size)
        seg.memsz = mem_end - seg.vaddr


def _header_bytes(elf: ElfFile) -> bytes:
    ident = IDENT.struct.pack(ELF_MAGIC, ELFCLASS64, ELFDATA2LSB, EV_CURRENT, elf.osabi,
                              elf.abiversion, b"")
    shstrndx = elf.shstrtab.index if elf.shstrtab is not None else 0
    return EHDR_STRUCT.pack(
        ident,
        elf.type,
        elf.machine,
        EV_CURRENT,
        elf.entry,
        elf.phoff,
        elf.shoff,
        elf.flags,
        EHDR_SIZE,
        PHDR_SIZE if elf.segments else 0,
        len(elf.segments),
        SHDR_SIZE,
        len(elf.sections) + 1,
        shstrndx,
    )


def _section_header(sec: Section) -> tuple[int, ...]:
    return (
        sec.name_offset,
        sec.type,
        sec.flags,
        sec.addr,
        sec.offset,
        sec.size,
        _ref(sec.link),
        _ref(sec.info),
        sec.addralign,
        sec.entsize,
    )


def to_bytes(elf: ElfFile) -> bytes:
    """Lay out and serialize ``elf``; the result is re-read and checked against the model."""
    layout(elf)
    out = bytearray(_header_bytes(elf))
    for seg in elf.segments:
        out += PHDR_STRUCT.pack(
            seg.type, seg.flags, seg.offset, seg.vaddr, seg.vaddr, seg.filesz, seg.memsz, seg.align
        )
    order = elf.file_order if elf.file_order is not None else elf.sections
    for sec in order:
        if sec.type == SHT.NOBITS or sec.data is None:
            continue
        if len(out) < sec.offset:
            out += bytes(sec.offset - len(out))
        out += sec.data
    out += bytes(elf.shoff - len(out))
    out += bytes(SHDR_SIZE)
    for sec in elf.sections:
        out += SHDR_STRUCT.pack(*_section_header(sec))
    data = bytes(out)
    _verify(elf, data)
    return data


def _verify(elf: ElfFile, data: bytes) -> None:
    """Re-read the serialized file and compare it with the model."""
    hdr = EHDR_STRUCT.unpack_from(data, 0)
    expected = EHDR_STRUCT.unpack(_header_bytes(elf))
    if hdr != expected:
        raise AssertionError("ELF writer: header does not read back as written")
    shoff, shnum = hdr[_EHDR_INDEX["e_shoff"]], hdr[_EHDR_INDEX["e_shnum"]]
    if shnum != len(elf.sections) + 1 or shoff + shnum * SHDR_SIZE != len(data):
        raise AssertionError("ELF writer: section header table misplaced")
    for i, sec in enumerate(elf.sections, 1):
        fields = SHDR_STRUCT.unpack_from(data, shoff + i * SHDR_SIZE)
        if fields != _section_header(sec):
            raise AssertionError(f"ELF writer: section header {i} ({sec.name}) reads back wrong")
        if (sec.type != SHT.NOBITS and sec.data is not None
                and data[sec.offset : sec.offset + sec.size] != bytes(sec.data)):
            raise AssertionError(f"ELF writer: body of {sec.name} reads back wrong")
    if elf.shstrtab is not None:
        names = bytes(elf.shstrtab.data or b"")
        for sec in elf.sections:
            end = names.find(b"\0", sec.name_offset)
            if names[sec.name_offset : end].decode("utf-8", "surrogateescape") != sec.name:
                raise AssertionError(f"ELF writer: name of section {sec.name} reads back wrong")


def write(elf: ElfFile, path: str | os.PathLike[str]) -> bytes:
    """Serialize ``elf`` and write it to ``path`` atomically; returns the bytes written."""
    data = to_bytes(elf)
    write_atomic(path, data)
    return data


def write_atomic(path: str | os.PathLike[str], data: bytes, mode: int = 0o644) -> None:
    """Write ``data`` to ``path``: atomically for a regular file, in place for a device or a
    pipe (``-o /dev/null`` must not replace the device node) -- see codeobj.elf.fileio."""
    from .fileio import write_atomic as _write

    _write(path, data, mode)
