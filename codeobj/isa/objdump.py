"""``llvm-objdump -d`` of an AMDGPU code object, line for line as llvm-objdump 19 prints it.

The instructions come from :mod:`codeobj.isa.disasm` and :mod:`codeobj.isa.printer`; this
module is the layout llvm-objdump puts around them (llvm/tools/llvm-objdump/llvm-objdump.cpp,
``disassembleObject`` and ``AMDGCNPrettyPrinter``, LLVM 19), written from its observable rules:

* the executable, non-empty, non-NOBITS sections in header order, each headed by
  ``Disassembly of section NAME:`` (after a blank line) when at least one of its symbols is
  printed; a section without a symbol at its start gets one named after the section;
* every run of code between two symbol addresses headed by one symbol (the last one at that
  address, in (address, name, type) order, that is not STT_OBJECT/STT_COMMON): symbols come
  from ``.symtab`` (or ``.dynsym`` when no static symbol lands in a section), without
  STT_SECTION/STT_FILE; a run whose symbols are all data is dumped as bytes and characters;
* an instruction line is a tab, the text left-justified to 59 columns, ``// ADDRESS:`` and the
  encoding as dwords; bytes that do not decode print as ``.long``/``.byte``; eight or more zero
  bytes print as ``...`` (a multiple of four is skipped);
* a branch whose target is an STT_NOTYPE symbol of its section prints that symbol as its
  operand (AMDGPUSymbolizer); any other branch prints its immediate and, after the encoding,
  ``<symbol+0xOFFSET>`` of the nearest symbol at or below the target (in the same section for
  a relocatable object, else in the sections at the highest address at or below it);
* the decoder's comments (``; Warning: SGPR_64: scalar reg isn't aligned 3``) after the
  encoding; with ``relocations`` the relocations of each instruction on their own lines;
* a code object V2 kernel symbol (STT_AMDGPU_HSA_KERNEL) starts with the 256-byte
  ``amd_kernel_code_t``, which llvm-objdump 19 reports it cannot decode and prints as bytes --
  the *section's* first 256 bytes, as it does.

Entry points: :func:`listing` (the text, in pieces) and :class:`ListingOptions`.
"""

from __future__ import annotations

import bisect
import mmap
import struct
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from .._record import record
from ..formats import elf as E
from ..formats.relocations import R_AMDGPU
from .mc import Code

if TYPE_CHECKING:
    from ..elf.model import CodeObject, Section
    from ..elf.symbolize import SourceLine, Symbolizer
    from .disasm import Decoder, LineExtra
    from .printer import Printer

#: where warnings go
Warn = Callable[[str], None]
#: a section's relocations: (r_offset, "TYPE\tVALUE") sorted by offset
_Relocs = list[tuple[int, str]]

__all__ = ["ListingOptions", "listing", "section_symbols"]

_SHF_EXECINSTR = 0x4
_SHT_NOBITS = 8
#: section types with no bytes in the file to decode (SHT_NULL, SHT_NOBITS)
_NO_BYTES = (0, _SHT_NOBITS)
_SHT_RELA = 4
_SHT_REL = 9
_SHN_LORESERVE = 0xFF00
_STT_NOTYPE, _STT_OBJECT, _STT_SECTION, _STT_FILE, _STT_COMMON = 0, 1, 3, 4, 5
_STT_FUNC = 2
_STT_AMDGPU_HSA_KERNEL = 10
_ET_REL = 1
_AMD_KERNEL_CODE_SIZE = 256
_M64 = (1 << 64) - 1
_U32 = struct.Struct("<I").unpack_from
_NO_STOP = 1 << 64


@record(frozen=True)
class ListingOptions:
    """What ``llvm-objdump -d`` options ask for (all off: plain ``-d``).

    ``symbols``: ``--disassemble-symbols`` (only runs headed by these names);
    ``start``/``stop``: ``--start-address``/``--stop-address``; ``line_numbers``/``source``:
    ``-l``/``-S`` (need ``lines``, a :class:`codeobj.elf.dwarf.LineTable`-like object with
    ``lookup(address, section_index)``); ``relocations``: ``-r``; ``show_raw_insn``:
    ``--no-show-raw-insn`` when False (llvm-objdump 19 still prints the encoding of AMDGPU
    instructions; only the column of comments moves).
    """

    symbols: frozenset[str] | None = None
    start: int = 0
    stop: int = _NO_STOP
    line_numbers: bool = False
    source: bool = False
    relocations: bool = False
    show_raw_insn: bool = True


class _Sym:
    """SymbolInfoTy: address, name, ELF type; ordered by (address, name, type)."""

    __slots__ = ("addr", "key", "name", "type")

    def __init__(self, addr: int, name: str, typ: int) -> None:
        self.addr = addr
        self.name = name
        self.type = typ
        self.key = (addr, name, typ)


def section_symbols(co: CodeObject) -> tuple[dict[int, list[_Sym]], list[_Sym]]:
    """llvm-objdump's symbols of each section (by index; sorted) and its absolute symbols."""
    by_section: dict[int, list[_Sym]] = {}
    absolute: list[_Sym] = []
    sections = co.sections
    is_rel = co.header.e_type == _ET_REL
    tables = co.elf.symbol_tables()
    static = [t for t in tables if t.sh_type == E.SHT.SYMTAB]
    if static:
        for raw in co.elf.symbols(static[0].index)[1:]:
            typ = raw.st_info & 0xF
            if not raw.name or typ in (_STT_SECTION, _STT_FILE):
                continue
            shndx = raw.st_shndx
            addr = raw.st_value
            if 0 < shndx < _SHN_LORESERVE and shndx < len(sections):
                if is_rel:
                    addr = (addr + sections[shndx].sh_addr) & _M64
                by_section.setdefault(shndx, []).append(_Sym(addr, raw.name, typ))
            else:
                absolute.append(_Sym(addr, raw.name, typ))
    if not by_section:
        dynamic = [t for t in tables if t.sh_type == E.SHT.DYNSYM]
        if dynamic:
            for raw in co.elf.symbols(dynamic[0].index)[1:]:
                typ = raw.st_info & 0xF
                shndx = raw.st_shndx
                if typ == _STT_SECTION or not raw.name:
                    continue
                if 0 < shndx < _SHN_LORESERVE and shndx < len(sections):
                    addr = raw.st_value
                    if is_rel:
                        addr = (addr + sections[shndx].sh_addr) & _M64
                    by_section.setdefault(shndx, []).append(_Sym(addr, raw.name, typ))
    for syms in by_section.values():
        syms.sort(key=lambda s: s.key)
    absolute.sort(key=lambda s: s.key)
    return by_section, absolute


def _quoted(name: str) -> str:
    """A symbol name as MCSymbol::print writes it (quoted when it has other characters than
    letters, digits and ``_$.@``)."""
    if name and all(c.isascii() and (c.isalnum() or c in "_$.@") for c in name):
        return name
    return '"' + name.replace("\n", "\\n").replace('"', '\\"') + '"'


class _SymbolExpr:
    """A branch operand the symbolizer replaced by a symbol (printed by its name)."""

    __slots__ = ("text",)

    def __init__(self, name: str) -> None:
        self.text = _quoted(name)

    def __str__(self) -> str:
        return self.text


def _relocations(co: CodeObject) -> dict[int, _Relocs]:
    """Relocations by the section they apply to: (r_offset, 'TYPE\\tVALUE') sorted by offset,
    as ``llvm-objdump -r`` prints them."""
    out: dict[int, list[tuple[int, str]]] = {}
    sections = co.sections
    for s in sections:
        if s.sh_type != _SHT_RELA:
            continue  # AMDGPU uses RELA only (the reader refuses REL sections)
        if not 0 < s.sh_info < len(sections):
            continue
        syms: list[Any] = []
        if s.sh_link and s.sh_link < len(sections) and \
                sections[s.sh_link].sh_type in (E.SHT.SYMTAB, E.SHT.DYNSYM):
            syms = co.elf.symbols(s.sh_link)
        rows: _Relocs = []
        for r in co.elf.relocations(s.index):
            sym_index = r.r_info >> 32
            typ = r.r_info & 0xFFFFFFFF
            try:
                name = f"R_AMDGPU_{R_AMDGPU(typ).name}"
            except ValueError:
                name = "Unknown"
            if sym_index == 0:
                value = "*ABS*"
            elif sym_index >= len(syms):
                raise co.elf.error(f"relocation {r.index} names symbol {sym_index}, but the "
                                   f"symbol table has {len(syms)}",
                                   structure=f"section {s.index} ({s.name})",
                                   offset=s.sh_offset + r.index * E.RELA_SIZE)
            else:
                sym = syms[sym_index]
                if sym.st_info & 0xF == _STT_SECTION and 0 < sym.st_shndx < len(sections):
                    value = sections[sym.st_shndx].name
                else:
                    value = sym.name
            addend = r.r_addend
            if addend:
                value += f"-0x{-addend:x}" if addend < 0 else f"+0x{addend:x}"
            rows.append((r.r_offset, f"{name}\t{value}"))
        rows.sort(key=lambda row: row[0])
        out.setdefault(s.sh_info, []).extend(rows)
    for rows in out.values():
        rows.sort(key=lambda row: row[0])
    return out


def _data_lines(base: int, data: Code, index: int, end: int, out: list[str]) -> None:
    """dumpELFData: eight bytes a line, in hex and as characters."""
    while index < end:
        chunk = bytes(data[index:min(end, index + 8)])
        hexes = "".join(f" {b:02x}" for b in chunk)
        text = "".join(chr(b) if 0x20 <= b < 0x7F else "." for b in chunk)
        out.append(f"{base + index:8x}:{hexes}{' ' * (3 * (8 - len(chunk)))}         {text}")
        index += len(chunk)


_ZEROS = bytes(1 << 20)


def _zero_run(data: Code, index: int, limit: int,
              release: Callable[[int, int], None] | None = None) -> int:
    """countSkippableZeroBytes: leading zero bytes, if at least 8, rounded down to 4.
    Compared a block at a time against zeros (a memcmp), so a 256 MB zero section costs about
    what llvm-objdump spends on it, not a Python step per byte; ``release(start, end)`` is
    told of every whole megabyte of zeros read (see :func:`_page_releaser`)."""
    if data[index] != 0:
        return 0
    n = 0
    size = 64
    while index + n < limit:
        piece = bytes(data[index + n:min(index + n + size, limit)])
        if piece == (_ZEROS if len(piece) == len(_ZEROS) else bytes(len(piece))):
            if release is not None and len(piece) == len(_ZEROS):
                release(index + n, index + n + len(piece))
            n += len(piece)
            size = min(size * 4, len(_ZEROS))
            continue
        n += len(piece) - len(piece.lstrip(b"\0"))
        break
    return n & ~3 if n >= 8 else 0


def _page_releaser(co: CodeObject, sec: Section) -> Callable[[int, int], None] | None:
    """``release(start, end)``: give back the mapped pages of section bytes [start, end) once
    they are read (a 4 GB zero section would otherwise stay resident as it is scanned); None
    when the code object is not the whole of a file mapping."""
    buf: Any = getattr(getattr(co, "elf", None), "_buf", None)
    mapping = getattr(buf, "obj", None)
    if not isinstance(mapping, mmap.mmap) or not hasattr(mapping, "madvise") or \
            len(buf) != len(mapping):
        return None
    base, page = sec.sh_offset, mmap.PAGESIZE

    def release(start: int, end: int) -> None:
        first = -(-(base + start) // page) * page
        last = (base + end) // page * page
        if last > first:
            mapping.madvise(mmap.MADV_DONTNEED, first, last - first)

    return release


def listing(co: CodeObject, decoder: Decoder, *, path: str | None = None,
            options: ListingOptions | None = None, lines: Symbolizer | None = None,
            warn: Warn | None = None) -> Iterator[str]:
    """The ``llvm-objdump -d`` text of code object ``co`` decoded by ``decoder`` (a
    :class:`codeobj.isa.disasm.Decoder`), in pieces that end with a newline (write them out as
    they come).  ``path`` is the name the header shows (``co.source`` by default); ``lines``
    answers ``lookup(address, section_index)`` for ``-l``/``-S``; ``warn`` receives
    llvm-objdump's warnings (a missing ``--disassemble-symbols`` name, an address range that
    meets no section)."""
    opt = options or ListingOptions()
    name = path or co.source
    yield f"\n{name}:\tfile format elf64-amdgpu\n"
    if (opt.start or opt.stop != _NO_STOP) and warn is not None:
        _check_range(co, opt, warn)
    yield from _Disassembly(co, decoder, opt, lines, warn).run()


def _check_range(co: CodeObject, opt: ListingOptions, warn: Warn) -> None:
    for s in co.sections:
        if s.sh_flags & E.SHF.ALLOC and opt.start < s.sh_addr + s.sh_size and \
                opt.stop > s.sh_addr:
            return
    if not opt.start:
        warn(f"no section has address less than 0x{opt.stop:x} specified by --stop-address")
    elif opt.stop == _NO_STOP:
        warn(f"no section has address greater than or equal to 0x{opt.start:x} specified by "
             f"--start-address")
    else:
        warn(f"no section overlaps the range [0x{opt.start:x},0x{opt.stop:x}) specified by "
             f"--start-address/--stop-address")


class _Disassembly:
    """disassembleObject for one code object."""

    def __init__(self, co: CodeObject, dec: Decoder, opt: ListingOptions,
                 lines: Symbolizer | None, warn: Warn | None) -> None:
        self.co = co
        self.dec = dec
        self.opt = opt
        self.warn = warn
        self.is_rel = co.header.e_type == _ET_REL
        self.symbols, self.absolute = section_symbols(co)
        self.relocs = _relocations(co) if opt.relocations else {}
        self.lines = lines if (opt.line_numbers or opt.source) else None
        self.source = _SourcePrinter(opt, warn, co.source) if self.lines is not None else None
        # the sections by address, empty ones first among equals (for branch-target lookup)
        order = sorted(co.sections, key=lambda s: (s.sh_addr, s.sh_size))
        self.section_addrs = [s.sh_addr for s in order]
        self.sections_by_addr = order
        self.found: set[str] = set()
        self.prefixes: dict[str, str] = {}
        self._addr_lists: dict[int, list[int]] = {}
        self.absolute_addrs = [s.addr for s in self.absolute]
        # the current section's page releaser (_page_releaser)
        self._release: Callable[[int, int], None] | None = None

    def run(self) -> Iterator[str]:
        for sec in self.co.sections:
            if not sec.sh_flags & _SHF_EXECINSTR or sec.sh_type in _NO_BYTES:
                continue
            if not sec.sh_size:
                continue
            out = self._section(sec)
            if out:
                yield "".join(out)
        if self.opt.symbols and self.warn is not None:
            for missing in sorted(self.opt.symbols - self.found):
                self.warn(f"failed to disassemble missing symbol {missing}")

    # -- one section ---------------------------------------------------------------------------
    def _prepare(self, sec: Section) -> tuple[list[_Sym], dict[int, str]]:
        """The section's symbols (with llvm-objdump's dummy symbol at its start when no symbol
        is there) and its STT_NOTYPE symbols by address (the symbolizer's branch targets)."""
        base = sec.sh_addr
        syms = self.symbols.setdefault(sec.index, [])
        if not (syms and syms[0].addr == base):
            dummy = _Sym(base, sec.name, _STT_FUNC)
            syms.insert(bisect.bisect_left(syms, dummy.key, key=lambda s: s.key), dummy)
            self._addr_lists.pop(sec.index, None)
        notype: dict[int, str] = {}
        for s in syms:
            if s.type == _STT_NOTYPE:
                notype.setdefault(s.addr, s.name)
        return syms, notype

    def runs(self, sec: Section, syms: list[_Sym]
             ) -> Iterator[tuple[int, int, list[_Sym], list[_Sym], bool]]:
        """The runs of code llvm-objdump prints in a section: (start, end, symbols at start,
        symbols to print, as data), start and end relative to the section."""
        opt = self.opt
        base = sec.sh_addr
        size = sec.sh_size
        n = len(syms)
        si = 0
        while si < n:
            first = si
            start = syms[si].addr
            while si < n and syms[si].addr == start:
                si += 1
            here = syms[first:si]
            as_data = True
            display = len(here) - 1
            for i, s in enumerate(here):
                if s.type not in (_STT_OBJECT, _STT_COMMON):
                    as_data = False
                    display = i
            if opt.symbols is not None:
                to_print = [s for s in here if s.name in opt.symbols]
                if not to_print:
                    continue
            else:
                to_print = [here[display]]
            if start < base or opt.stop <= start:
                continue
            self.found.update(s.name for s in here)
            end = min(base + size, opt.stop)
            if si < n:
                end = min(end, syms[si].addr)
            if start >= end or end <= opt.start:
                continue
            yield start - base, end - base, here, to_print, as_data

    def _section(self, sec: Section) -> list[str]:
        opt = self.opt
        base = sec.sh_addr
        data = self.co.section_data(sec)
        syms, notype = self._prepare(sec)
        rel_adjust = 0 if self.is_rel else base
        rels = self.relocs.get(sec.index, [])
        rel_i = 0
        out: list[str] = []
        self._release = _page_releaser(self.co, sec)
        for start, end, here, to_print, as_data in self.runs(sec, syms):
            end = min(end, len(data))  # (a section the file cuts short: what is there)
            if not out:
                out.append(f"\nDisassembly of section {sec.name}:\n")
            out.append("\n")
            for s in to_print:
                out.append(f"{base + start:016x} <{s.name}>:\n")
            for s in here:
                if s.type == _STT_AMDGPU_HSA_KERNEL:
                    # onSymbolStart: amd_kernel_code_t is not decoded by llvm-objdump 19,
                    # which prints the section's first bytes (its Bytes[I]) in its place
                    out.append(f"; error decoding {s.name}: code object v2 is not supported\n")
                    out.append("; decoding failed region as bytes\n")
                    out.extend(f"\t.byte\t 0x{b:X}\n"
                               for b in bytes(data[:_AMD_KERNEL_CODE_SIZE]))
                    start += _AMD_KERNEL_CODE_SIZE
                    break
            index = start
            if base < opt.start:
                index = max(index, opt.start - base)
            if as_data:
                lines: list[str] = []
                _data_lines(base, data, index, end, lines)
                out.extend(ln + "\n" for ln in lines)
                continue
            while rel_i < len(rels) and rels[rel_i][0] - rel_adjust < index:
                rel_i += 1
            rel_i = self._code(sec, data, base, index, end, notype, rels, rel_i, rel_adjust,
                               out)
        return out

    # -- JSON ----------------------------------------------------------------------------------
    def json_runs(self) -> Iterator[dict[str, object]]:
        """The runs of :meth:`runs` as ``codeobj disasm --json`` records: section, address,
        symbols and the typed instructions (:meth:`codeobj.isa.instruction.Instruction.to_json`,
        ``text`` as the listing prints it; zero runs the listing shows as ``...`` are left
        out, as are data runs)."""
        from .instruction import to_instruction
        from .printer import printer

        pr = printer(self.dec.st)
        dec = self.dec
        for sec in self.co.sections:
            if not sec.sh_flags & _SHF_EXECINSTR or sec.sh_type in _NO_BYTES or \
                    not sec.sh_size:
                continue
            base = sec.sh_addr
            data = self.co.section_data(sec)
            syms, notype = self._prepare(sec)
            for start, end, here, to_print, as_data in self.runs(sec, syms):
                end = min(end, len(data))
                if any(s.type == _STT_AMDGPU_HSA_KERNEL for s in here):
                    start += _AMD_KERNEL_CODE_SIZE
                index = max(start, self.opt.start - base) if base < self.opt.start else start
                insts: list[dict[str, object]] = []
                msbs = 0  # the VGPR MSBs s_set_vgpr_msb sets, as in the text listing
                while index < end and not as_data:
                    if data[index] == 0:
                        zeros = _zero_run(data, index, end)
                        if zeros:
                            index += zeros
                            continue
                    addr = base + index
                    mi, size, comments = dec.decode_with_comments(data, index)
                    size = size or min(len(data) - index, 4) or 1
                    text, _size, extra = dec.line_at_msbs(data, index, msbs)
                    if mi is not None and msbs:
                        mi = dec.with_vgpr_msbs(mi, msbs)
                    if text is None:
                        msbs = 0
                    elif extra is not None and len(extra) > 3:
                        msbs = extra[3]
                    target = None
                    note = ""
                    if text is not None and extra is not None and extra[1] >= 0:
                        line, note = self._branch(sec.index, data, index, addr, size, extra,
                                                  notype, "\t" + text)
                        text = line.strip()
                        if extra[1] == 0:
                            offset = ((extra[2] & 0xFFFF) ^ 0x8000) - 0x8000
                            target = (addr + size + offset * 4) & _M64
                    inst = to_instruction(mi, bytes(data[index:index + size]), addr, pr,
                                          comments=comments, text=text, target=target)
                    record = inst.to_json()
                    if note:
                        record["target_symbol"] = note.strip()[1:-1]
                    insts.append(record)
                    index += size
                yield {"section": sec.name, "address": base + start,
                       "symbols": [s.name for s in to_print],
                       "kind": "data" if as_data else "code", "instructions": insts}

    # -- instructions ----------------------------------------------------------------------------
    def _code(self, sec: Section, data: Code, base: int, index: int, end: int,
              notype: dict[int, str], rels: _Relocs, rel_i: int, rel_adjust: int,
              out: list[str]) -> int:
        # (a run of zeros only never loads the decoder's tables)
        line_at: Callable[[Code, int], tuple[str | None, int, LineExtra | None]] | None = None
        msbs = 0  # llvm-objdump's instruction analysis: VGPR MSBs, reset for each symbol
        prefixes = self.prefixes
        emit = out.append
        source = self.source
        nrels = len(rels)
        inline_relocs = self.opt.relocations
        limit = len(data)
        while index < end:
            max_zero = end - index
            if inline_relocs and rel_i < nrels:
                d = rels[rel_i][0] - rel_adjust - index
                if 0 <= d < max_zero:
                    max_zero = d
            if data[index] == 0 and max_zero >= 8:
                zeros = _zero_run(data, index, index + max_zero, self._release)
                if zeros:
                    emit("\t\t...\n")
                    index += zeros
                    continue
            addr = base + index
            if source is not None and self.lines is not None:  # (one is set with the other)
                source.before(self.lines, addr, sec.index, emit)
            # the decoder sees the bytes up to the end of the section, not of the symbol
            if line_at is None:
                line_at = self.dec.line_at
            if msbs:
                text, size, extra = self.dec.line_at_msbs(data, index, msbs)
            else:
                text, size, extra = line_at(data, index)
            if text is None:
                msbs = 0
            elif extra is not None and len(extra) > 3:
                msbs = extra[3]
            if size == 0:
                size = min(limit - index, 4) or 1
            note = ""
            if text is None:
                if size >= 4:
                    line = f"\t.long 0x{_U32(data, index)[0]:08x} " + " " * 42
                else:
                    line = "\t.byte " + ", ".join(f"0x{b:02x}" for b in
                                                  bytes(data[index:index + size])) + \
                        " " * (55 - 6 * size)
            else:
                got = prefixes.get(text)
                if got is None:
                    if len(prefixes) > 1 << 20:
                        prefixes.clear()
                    got = prefixes[text] = "\t" + text.ljust(59)
                line = got
                if extra is not None and extra[1] >= 0:
                    line, note = self._branch(sec.index, data, index, addr, size, extra, notype,
                                              line)
            nwords = size >> 2
            if nwords == 1:
                words = f" {_U32(data, index)[0]:08X}"
            elif nwords:
                words = "".join(f" {w:08X}" for w in
                                struct.unpack_from(f"<{nwords}I", data, index))
            else:
                words = "".join(f" {b:02X}" for b in bytes(data[index:index + size]))
            if extra is not None and extra[0] is not None:
                note += " ; " + extra[0]
            emit(f"{line}// {addr:012X}:{words}{note}\n")
            if inline_relocs:
                while rel_i < nrels and rels[rel_i][0] - rel_adjust < index + size:
                    off, text_r = rels[rel_i]
                    if off - rel_adjust >= index:
                        emit(f"\t\t{base + off - rel_adjust:016x}:  {text_r}\n")
                    rel_i += 1
            index += size
        return rel_i

    def _branch(self, sec_index: int, data: Code, index: int, addr: int, size: int,
                extra: LineExtra, notype: dict[int, str], line: str) -> tuple[str, str]:
        """A branch: (its line with the target as a symbol, where an STT_NOTYPE symbol of the
        section is there (AMDGPUSymbolizer)), or (the line, `` <sym+0x..>``)."""
        pcrel, imm = extra[1], extra[2]
        offset = ((imm & 0xFFFF) ^ 0x8000) - 0x8000
        name = notype.get((addr + 4 + offset * 4) & _M64)
        if name is not None:
            mi, _size = self.dec.decode(data, index)
            if mi is not None:
                mi.ops[pcrel] = _SymbolExpr(name)
                if self._printer is None:
                    from .printer import printer

                    self._printer = printer(self.dec.st)
                return "\t" + self._printer.print(mi).ljust(59), ""
        if pcrel != 0:  # evaluateBranch: operand 0 only (not s_call_b64's)
            return line, ""
        return line, self._target_name(sec_index, (addr + size + offset * 4) & _M64)

    _printer: Printer | None = None

    def _addresses(self, sec_index: int) -> list[int]:
        got = self._addr_lists.get(sec_index)
        if got is None:
            got = self._addr_lists[sec_index] = [s.addr for s in
                                                 self.symbols.get(sec_index, ())]
        return got

    def _target_name(self, sec_index: int, target: int) -> str:
        if self.is_rel:
            candidates = [sec_index]
        else:
            candidates = []
            i = bisect.bisect_right(self.section_addrs, target)
            group = None
            while i > 0:
                i -= 1
                sec = self.sections_by_addr[i]
                if group is None:
                    group = sec.sh_addr
                if sec.sh_addr != group:
                    break
                candidates.append(sec.index)
        for ci in candidates:
            syms = self.symbols.get(ci)
            if not syms:
                continue
            j = bisect.bisect_right(self._addresses(ci), target)
            if j:
                return self._note(syms[j - 1], target)
        j = bisect.bisect_right(self.absolute_addrs, target)
        if j:
            return self._note(self.absolute[j - 1], target)
        return ""

    @staticmethod
    def _note(sym: _Sym, target: int) -> str:
        disp = (target - sym.addr) & _M64
        return f" <{sym.name}>" if not disp else f" <{sym.name}+0x{disp:x}>"


class _SourcePrinter:
    """SourcePrinter: ``; function():``, ``; FILE:LINE`` and the source line before an
    instruction whose line information changed."""

    def __init__(self, opt: ListingOptions, warn: Warn | None, object_name: str) -> None:
        self.opt = opt
        self.warn = warn
        self.object_name = object_name
        self.old: SourceLine | None = None
        self.cache: dict[str, list[str] | None] = {}

    def before(self, lines: Symbolizer, address: int, section_index: int,
               emit: Callable[[str], None]) -> None:
        info = lines.lookup(address, section_index)
        old = self.old
        func = info.function if info is not None else None
        file = info.file if info is not None else None
        line = info.line if info is not None else 0
        old_func = old.function if old is not None else None
        old_file = old.file if old is not None else None
        old_line = old.line if old is not None else 0
        if self.opt.line_numbers:
            new_func = func is not None and func != old_func
            if new_func and func is not None:
                emit(f"; {func}{'' if func.endswith('()') else '()'}:\n")
            if file is not None and line and (old_line != line or old_file != file or new_func):
                emit(f"; {file}:{line}\n")
        if self.opt.source and file is not None and line and \
                not (old_line == line and old_file == file):
            text = self._line(file, line)
            if text:
                emit(f"; {text}\n")
        self.old = info

    def _line(self, file: str, line: int) -> str:
        if file not in self.cache:
            try:
                with open(file, "rb") as f:
                    raw = f.read()
            except OSError:
                self.cache[file] = None
                if self.warn is not None:
                    self.warn(f"failed to find source {file}")
                return ""
            text = raw.decode("utf-8", "surrogateescape")
            rows = text.split("\n")
            if rows and rows[-1] == "":
                rows.pop()
            self.cache[file] = [r.removesuffix("\r") for r in rows]
        cached = self.cache[file]
        if cached is None:
            return ""
        if line > len(cached):
            if self.warn is not None:
                self.warn(f"debug info line number {line} exceeds the number of lines in {file}")
            return ""
        return cached[line - 1]
