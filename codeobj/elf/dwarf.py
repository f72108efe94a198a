"""Reading the DWARF a code object carries: which function and source position an address is.

A small, bounds-checked reader of what address-to-source lookups need (DWARF 2-5, 32- and
64-bit formats): the compile units of ``.debug_info`` with their DIE trees (``.debug_abbrev``,
the string, address and range sections), and the line programs of ``.debug_line``.  In a
relocatable object the RELA relocations of the debug sections are applied first, and an address
a relocation points into a section keeps that section, as LLVM's DWARFContext does.

:func:`debug_lines` ``(code_object) -> DebugLines | None`` (None without ``.debug_line``);
:meth:`DebugLines.lookup` ``(address, section_index=None) -> SourceLine | None`` answers as
LLVM's ``DWARFContext::getLineInfoForAddress`` does for llvm-objdump ``-l`` and
llvm-symbolizer: the function is the innermost subprogram or inlined subroutine at the address
(its linkage name, else its name), the file the line-table row's, made absolute with the
include directory and the compilation directory (DWARF Debugging Information Format v5,
sections 6.2 and 2.17; the path rules of LLVM's ``Prologue::getFileNameByIndex``).

Malformed DWARF raises :class:`DwarfError` (a FormatError naming the section and offset).
"""

from __future__ import annotations

import bisect
import struct
from functools import cached_property
from typing import Literal

from .._record import record
from ..errors import FormatError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .model import CodeObject

__all__ = ["DebugLines", "DwarfError", "SourceLine", "debug_lines"]

_ET_REL = 1
_SHT_RELA = 4
_R_ABS64, _R_ABS32 = 3, 6

# DW_TAG, DW_AT, DW_FORM, DW_LNCT, DW_RLE values (DWARF v5 section 7)
_TAG_COMPILE_UNIT, _TAG_PARTIAL_UNIT, _TAG_SUBPROGRAM, _TAG_INLINED = 0x11, 0x3C, 0x2E, 0x1D
_TAG_SKELETON_UNIT = 0x4A
_AT_NAME, _AT_STMT_LIST, _AT_LOW_PC, _AT_HIGH_PC, _AT_COMP_DIR = 0x03, 0x10, 0x11, 0x12, 0x1B
_AT_RANGES, _AT_ABSTRACT_ORIGIN, _AT_SPECIFICATION = 0x55, 0x31, 0x47
_AT_LINKAGE_NAME, _AT_MIPS_LINKAGE_NAME = 0x6E, 0x2007
_AT_STR_OFFSETS_BASE, _AT_ADDR_BASE, _AT_RNGLISTS_BASE = 0x72, 0x73, 0x74
_LNCT_PATH, _LNCT_DIRECTORY_INDEX, _LNCT_LLVM_SOURCE = 1, 2, 0x2001


# A raw attribute value (_Unit._form): an int, a string, None (forms that are skipped), or a
# tagged tuple: ("addr", value, section index), ("ref", DIE offset), ("sec", section offset),
# ("strx"/"addrx"/"rlx", index into .debug_str_offsets/.debug_addr/.debug_rnglists).
_Value = (int | str | None | tuple[Literal["addr"], int, int]
          | tuple[Literal["ref", "sec", "strx", "addrx", "rlx"], int])
_Bytes = bytes | bytearray | memoryview


class DwarfError(FormatError):
    """DWARF that cannot be read (a record running past its section, an unknown form, ...)."""


@record(frozen=True)
class SourceLine:
    """Where an address comes from: ``function`` (linkage name, else name; None when no
    subprogram covers the address), ``file`` (absolute when the DWARF allows), ``line`` and
    ``column`` (0: unknown), and the file's text when the DWARF embeds it (``source``)."""

    function: str | None
    file: str | None
    line: int
    column: int
    source: str | None = None


class _Cursor:
    """Little-endian reads from ``data`` that raise DwarfError past ``end``."""

    __slots__ = ("data", "end", "pos", "section", "source")

    def __init__(self, data: _Bytes, pos: int, end: int, section: str, source: str) -> None:
        self.data = data
        self.pos = pos
        self.end = min(end, len(data))
        self.section = section
        self.source = source

    def fail(self, message: str, at: int | None = None) -> DwarfError:
        return DwarfError(message, source=self.source, structure=self.section,
                          offset=self.pos if at is None else at)

    def take(self, n: int) -> int:
        p = self.pos
        if n < 0 or p + n > self.end:
            raise self.fail(f"{n} bytes needed, {max(0, self.end - p)} left")
        self.pos = p + n
        return p

    def u8(self) -> int:
        return self.data[self.take(1)]

    def u16(self) -> int:
        value: int = struct.unpack_from("<H", self.data, self.take(2))[0]
        return value

    def u24(self) -> int:
        p = self.take(3)
        return int.from_bytes(self.data[p:p + 3], "little")

    def u32(self) -> int:
        value: int = struct.unpack_from("<I", self.data, self.take(4))[0]
        return value

    def u64(self) -> int:
        value: int = struct.unpack_from("<Q", self.data, self.take(8))[0]
        return value

    def s8(self) -> int:
        value: int = struct.unpack_from("<b", self.data, self.take(1))[0]
        return value

    def uint(self, n: int) -> int:
        p = self.take(n)
        return int.from_bytes(self.data[p:p + n], "little")

    def uleb(self) -> int:
        result = shift = 0
        while True:
            b = self.u8()
            if shift < 64:
                result |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                return result & ((1 << 64) - 1)

    def sleb(self) -> int:
        result = shift = 0
        while True:
            b = self.u8()
            if shift < 64:
                result |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                if b & 0x40 and shift < 64:
                    result |= -1 << shift
                return ((result + (1 << 63)) & ((1 << 64) - 1)) - (1 << 63)

    def cstr(self) -> str:
        data, p = self.data, self.pos
        end = bytes(data[p:self.end]).find(b"\0")
        if end < 0:
            raise self.fail("string without its terminating NUL")
        self.pos = p + end + 1
        return bytes(data[p:p + end]).decode("utf-8", "surrogateescape")

    def initial_length(self) -> tuple[int, int]:
        """(unit length, offset size 4 or 8)."""
        n = self.u32()
        if n == 0xFFFFFFFF:
            return self.u64(), 8
        if n >= 0xFFFFFFF0:
            raise self.fail(f"reserved unit length {n:#x}")
        return n, 4


def _cstr_at(data: _Bytes, offset: int, section: str, source: str) -> str:
    if not 0 <= offset < len(data):
        raise DwarfError(f"string offset {offset:#x} is past the end ({len(data):#x})",
                         source=source, structure=section)
    return _Cursor(data, offset, len(data), section, source).cstr()


def _str_or(value: str | int | None, default: str) -> str:
    return value if isinstance(value, str) else default


def _path_append(path: str, *components: str) -> str:
    """llvm::sys::path::append (POSIX style)."""
    for c in components:
        if path.endswith("/"):
            path += c.lstrip("/")
            continue
        if not c.startswith("/") and path:
            path += "/"
        path += c
    return path


# -- sections ------------------------------------------------------------------------------------

class _Sections:
    """The debug sections of a code object, relocated when it is relocatable."""

    def __init__(self, co: CodeObject) -> None:
        self.co = co
        self.source = co.source
        self.by_name = {s.name: s for s in co.sections if s.name.startswith(".debug_")}
        self._cache: dict[str, tuple[bytes, dict[int, int]]] = {}

    def get(self, name: str) -> tuple[bytes, dict[int, int]]:
        """(bytes, {offset of a relocated address: its section index})."""
        got = self._cache.get(name)
        if got is None:
            got = self._cache[name] = self._load(name)
        return got

    def _load(self, name: str) -> tuple[bytes, dict[int, int]]:
        sec = self.by_name.get(name)
        if sec is None:
            return b"", {}
        co = self.co
        data = bytes(co.section_data(sec))
        sections_at: dict[int, int] = {}
        if co.header.e_type != _ET_REL:
            return data, sections_at
        buf = bytearray(data)
        sections = co.sections
        for rs in sections:
            if rs.sh_type != _SHT_RELA or rs.sh_info != sec.index:
                continue
            syms = co.elf.symbols(rs.sh_link) if 0 < rs.sh_link < len(sections) else []
            for r in co.elf.relocations(rs.index):
                typ = r.r_info & 0xFFFFFFFF
                sym_index = r.r_info >> 32
                size = 8 if typ == _R_ABS64 else 4 if typ == _R_ABS32 else 0
                if not size:
                    continue
                if not 0 <= r.r_offset <= len(buf) - size:
                    raise DwarfError(f"relocation at {r.r_offset:#x} is outside {name}",
                                     source=self.source, structure=rs.name)
                value, shndx = 0, 0
                if sym_index:
                    if sym_index >= len(syms):
                        raise DwarfError(f"relocation names symbol {sym_index}, but the symbol "
                                         f"table has {len(syms)}", source=self.source,
                                         structure=rs.name)
                    sym = syms[sym_index]
                    shndx = sym.st_shndx
                    value = sym.st_value
                    if 0 < shndx < len(sections):
                        value += sections[shndx].sh_addr
                value = (value + r.r_addend) & ((1 << (8 * size)) - 1)
                buf[r.r_offset:r.r_offset + size] = value.to_bytes(size, "little")
                if size == 8 and 0 < shndx < 0xFF00:
                    sections_at[r.r_offset] = shndx
        return bytes(buf), sections_at


# -- DIEs ------------------------------------------------------------------------------------------

class _Die:
    __slots__ = ("attrs", "children", "offset", "parent", "tag")

    def __init__(self, offset: int, tag: int, parent: _Die | None) -> None:
        self.offset = offset
        self.tag = tag
        self.parent = parent
        self.attrs: dict[int, _Value] = {}
        self.children: list[_Die] = []


class _Unit:
    """One compile unit: its DIEs and what its forms refer to."""

    def __init__(self, debug: DebugLines, offset: int) -> None:
        self.debug = debug
        self.offset = offset
        self.dies: dict[int, _Die] = {}
        self.root: _Die | None = None
        self.version = 0
        self.addr_size = 8
        self.offset_size = 4
        self.str_offsets_base = 8
        self.addr_base = 8
        self.rnglists_base = 0
        self.end = offset

    # forms that need the unit's bases are resolved after the root DIE is read
    def parse(self, cur: _Cursor) -> None:
        start = cur.pos
        length, osize = cur.initial_length()
        self.offset_size = osize
        self.end = cur.pos + length
        if self.end > cur.end:
            raise cur.fail(f"unit length {length:#x} runs past the end of .debug_info", start)
        self.version = cur.u16()
        if not 2 <= self.version <= 5:
            raise cur.fail(f"unsupported DWARF version {self.version}", start)
        unit_type = 1
        if self.version >= 5:
            unit_type = cur.u8()
            self.addr_size = cur.u8()
            abbrev_off = cur.uint(osize)
            if unit_type in (4, 5):  # skeleton, split_compile: a DWO id follows
                cur.u64()
            elif unit_type in (2, 6):  # type units: signature and type offset
                cur.u64()
                cur.uint(osize)
        else:
            abbrev_off = cur.uint(osize)
            self.addr_size = cur.u8()
        if self.addr_size not in (4, 8):
            raise cur.fail(f"address size {self.addr_size}", start)
        abbrevs = self.debug.abbrevs(abbrev_off)
        unit_cur = _Cursor(cur.data, cur.pos, self.end, ".debug_info", cur.source)
        stack: list[_Die] = []
        while unit_cur.pos < self.end:
            die_off = unit_cur.pos
            code = unit_cur.uleb()
            if code == 0:
                if stack:
                    stack.pop()
                continue
            ab = abbrevs.get(code)
            if ab is None:
                raise unit_cur.fail(f"abbreviation code {code} is not defined", die_off)
            tag, has_children, specs = ab
            die = _Die(die_off, tag, stack[-1] if stack else None)
            if stack:
                stack[-1].children.append(die)
            elif self.root is None:
                self.root = die
            for at, form, implicit in specs:
                die.attrs[at] = self._form(unit_cur, form, implicit)
            self.dies[die_off] = die
            if self.root is die:
                self._bases(die)
            if has_children:
                stack.append(die)
        cur.pos = self.end

    def _bases(self, root: _Die) -> None:
        for at, name in ((_AT_STR_OFFSETS_BASE, "str_offsets_base"),
                         (_AT_ADDR_BASE, "addr_base"), (_AT_RNGLISTS_BASE, "rnglists_base")):
            v = root.attrs.get(at)
            if isinstance(v, tuple) and v[0] == "sec":
                setattr(self, name, v[1])

    def _form(self, cur: _Cursor, form: int, implicit: int) -> _Value:
        """A raw attribute value: int, str, ("ref", offset), ("addr", value, section),
        ("strx", index), ("addrx", index), ("sec", offset), ("rlx", index), bytes."""
        osize = self.offset_size
        if form == 0x01:  # addr
            p = cur.pos
            v = cur.uint(self.addr_size)
            return ("addr", v, self.debug.info_sections.get(p, 0))
        if form in (0x0B, 0x0C):  # data1, flag
            return cur.u8()
        if form == 0x05:
            return cur.u16()
        if form == 0x06:
            return cur.u32()
        if form == 0x07:
            return cur.u64()
        if form == 0x1E:  # data16
            cur.take(16)
            return 0
        if form == 0x0D:
            return cur.sleb()
        if form == 0x0F:
            return cur.uleb()
        if form == 0x08:  # string
            return cur.cstr()
        if form == 0x0E:  # strp
            return self.debug.string(".debug_str", cur.uint(osize))
        if form == 0x1F:  # line_strp
            return self.debug.string(".debug_line_str", cur.uint(osize))
        if form in (0x1A, 0x25, 0x26, 0x27, 0x28):  # strx, strx1-4
            n = {0x1A: None, 0x25: 1, 0x26: 2, 0x27: 3, 0x28: 4}[form]
            return ("strx", cur.uleb() if n is None else cur.uint(n))
        if form in (0x1B, 0x29, 0x2A, 0x2B, 0x2C):  # addrx, addrx1-4
            n = {0x1B: None, 0x29: 1, 0x2A: 2, 0x2B: 3, 0x2C: 4}[form]
            return ("addrx", cur.uleb() if n is None else cur.uint(n))
        if form in (0x11, 0x12, 0x13, 0x14, 0x15):  # ref1/2/4/8/udata
            n = {0x11: 1, 0x12: 2, 0x13: 4, 0x14: 8, 0x15: None}[form]
            return ("ref", self.offset + (cur.uleb() if n is None else cur.uint(n)))
        if form == 0x10:  # ref_addr: address-sized in DWARF 2, offset-sized later
            return ("ref", cur.uint(self.addr_size if self.version == 2 else osize))
        if form == 0x20:  # ref_sig8
            cur.u64()
            return None
        if form == 0x17:  # sec_offset
            return ("sec", cur.uint(osize))
        if form == 0x23:  # rnglistx
            return ("rlx", cur.uleb())
        if form == 0x22:  # loclistx
            cur.uleb()
            return None
        if form == 0x18:  # exprloc
            cur.take(cur.uleb())
            return None
        if form in (0x0A, 0x03, 0x04, 0x09):  # block1, block2, block4, block
            n = {0x0A: cur.u8, 0x03: cur.u16, 0x04: cur.u32, 0x09: cur.uleb}[form]()
            cur.take(n)
            return None
        if form == 0x19:  # flag_present
            return 1
        if form == 0x21:  # implicit_const
            return implicit
        if form == 0x16:  # indirect
            return self._form(cur, cur.uleb(), implicit)
        raise cur.fail(f"unknown attribute form {form:#x}")

    # -- values ------------------------------------------------------------------------------
    def string(self, v: _Value) -> str | None:
        if isinstance(v, str):
            return v
        if isinstance(v, tuple) and v[0] == "strx":
            data, _ = self.debug.sections.get(".debug_str_offsets")
            pos = self.str_offsets_base + v[1] * self.offset_size
            if pos + self.offset_size > len(data):
                raise DwarfError(f"string index {v[1]} is past .debug_str_offsets",
                                 source=self.debug.source, structure=".debug_str_offsets")
            off = int.from_bytes(data[pos:pos + self.offset_size], "little")
            return self.debug.string(".debug_str", off)
        return None

    def address(self, v: _Value) -> tuple[int, int] | None:
        """(address, section index or 0) of an address-valued attribute."""
        if isinstance(v, tuple) and v[0] == "addr":
            return v[1], v[2]
        if isinstance(v, tuple) and v[0] == "addrx":
            data, sections_at = self.debug.sections.get(".debug_addr")
            pos = self.addr_base + v[1] * self.addr_size
            if pos + self.addr_size > len(data):
                raise DwarfError(f"address index {v[1]} is past .debug_addr",
                                 source=self.debug.source, structure=".debug_addr")
            return int.from_bytes(data[pos:pos + self.addr_size], "little"), \
                sections_at.get(pos, 0)
        return None

    def ranges(self, die: _Die) -> list[tuple[int, int]]:
        """The [low, high) address ranges of a DIE."""
        a = die.attrs
        low = self.address(a.get(_AT_LOW_PC))
        high = a.get(_AT_HIGH_PC)
        if low is not None and high is not None:
            h = self.address(high)
            end = h[0] if h is not None else (low[0] + high if isinstance(high, int) else None)
            return [(low[0], end)] if end is not None else []
        rv = a.get(_AT_RANGES)
        if rv is None:
            return []
        base = low[0] if low is not None else self._unit_base()
        if self.version >= 5:
            return self._rnglist(rv, base)
        if isinstance(rv, tuple) and rv[0] == "sec":
            return self._ranges_v4(rv[1], base)
        if isinstance(rv, int):
            return self._ranges_v4(rv, base)
        return []

    def _indexed_address(self, index: int) -> int:
        """Entry ``index`` of .debug_addr (an ("addrx", index) value always has one)."""
        found = self.address(("addrx", index))
        assert found is not None
        return found[0]

    def _unit_base(self) -> int:
        root = self.root
        low = self.address(root.attrs.get(_AT_LOW_PC)) if root is not None else None
        return low[0] if low is not None else 0

    def _ranges_v4(self, offset: int, base: int) -> list[tuple[int, int]]:
        data, _ = self.debug.sections.get(".debug_ranges")
        cur = _Cursor(data, offset, len(data), ".debug_ranges", self.debug.source)
        out: list[tuple[int, int]] = []
        top = (1 << (8 * self.addr_size)) - 1
        while True:
            lo, hi = cur.uint(self.addr_size), cur.uint(self.addr_size)
            if lo == 0 and hi == 0:
                return out
            if lo == top:
                base = hi
                continue
            out.append((base + lo, base + hi))

    def _rnglist(self, v: _Value, base: int) -> list[tuple[int, int]]:
        data, _ = self.debug.sections.get(".debug_rnglists")
        if isinstance(v, tuple) and v[0] == "rlx":
            pos = self.rnglists_base + v[1] * self.offset_size
            if pos + self.offset_size > len(data):
                raise DwarfError(f"range list index {v[1]} is past .debug_rnglists",
                                 source=self.debug.source, structure=".debug_rnglists")
            offset = self.rnglists_base + int.from_bytes(data[pos:pos + self.offset_size],
                                                         "little")
        elif isinstance(v, tuple) and v[0] == "sec":
            offset = v[1]
        else:
            return []
        cur = _Cursor(data, offset, len(data), ".debug_rnglists", self.debug.source)
        out: list[tuple[int, int]] = []
        while True:
            kind = cur.u8()
            if kind == 0:  # end_of_list
                return out
            if kind == 1:  # base_addressx
                base = self._indexed_address(cur.uleb())
            elif kind == 2:  # startx_endx
                a, b = cur.uleb(), cur.uleb()
                out.append((self._indexed_address(a), self._indexed_address(b)))
            elif kind == 3:  # startx_length
                a = self._indexed_address(cur.uleb())
                out.append((a, a + cur.uleb()))
            elif kind == 4:  # offset_pair
                a, b = cur.uleb(), cur.uleb()
                out.append((base + a, base + b))
            elif kind == 5:  # base_address
                base = cur.uint(self.addr_size)
            elif kind == 6:  # start_end
                a, b = cur.uint(self.addr_size), cur.uint(self.addr_size)
                out.append((a, b))
            elif kind == 7:  # start_length
                a = cur.uint(self.addr_size)
                out.append((a, a + cur.uleb()))
            else:
                raise cur.fail(f"unknown range list entry {kind}")

    # -- subroutines -----------------------------------------------------------------------
    @cached_property
    def subroutine_map(self) -> tuple[list[int], list[tuple[int, _Die]]]:
        """AddrDieMap: start -> (end, innermost subprogram or inlined subroutine)."""
        starts: list[int] = []
        values: list[tuple[int, _Die]] = []

        def put(key: int, value: tuple[int, _Die]) -> None:
            i = bisect.bisect_left(starts, key)
            if i < len(starts) and starts[i] == key:
                values[i] = value
            else:
                starts.insert(i, key)
                values.insert(i, value)

        def visit(die: _Die) -> None:
            if die.tag in (_TAG_SUBPROGRAM, _TAG_INLINED):
                for lo, hi in self.ranges(die):
                    if lo == hi:
                        continue
                    i = bisect.bisect_right(starts, lo)
                    if i and lo < values[i - 1][0]:
                        b_key, (b_end, b_die) = starts[i - 1], values[i - 1]
                        if hi < b_end:
                            put(hi, (b_end, b_die))
                        if lo > b_key:
                            values[starts.index(b_key)] = (lo, b_die)
                    put(lo, (hi, die))
            for child in die.children:
                visit(child)

        if self.root is not None:
            visit(self.root)
        return starts, values

    def subroutine_at(self, address: int) -> _Die | None:
        starts, values = self.subroutine_map
        i = bisect.bisect_right(starts, address)
        if not i:
            return None
        end, die = values[i - 1]
        return die if address < end else None

    def die_at(self, ref: _Value) -> _Die | None:
        if isinstance(ref, tuple) and ref[0] == "ref":
            return self.dies.get(ref[1]) or self.debug.die_at(ref[1])
        return None

    def find(self, die: _Die, attrs: tuple[int, ...]) -> _Value:
        """findRecursively: the attribute on the DIE or, once each, through its abstract
        origin and specification."""
        seen: set[int] = set()
        work: list[_Die | None] = [die]
        while work:
            d = work.pop()
            if d is None or d.offset in seen:
                continue
            seen.add(d.offset)
            for at in attrs:
                if at in d.attrs:
                    return d.attrs[at]
            work.append(self.die_at(d.attrs.get(_AT_ABSTRACT_ORIGIN)))
            work.append(self.die_at(d.attrs.get(_AT_SPECIFICATION)))
        return None

    def function_name(self, address: int) -> str | None:
        die = self.subroutine_at(address)
        if die is None:
            return None
        # getInlinedChainForAddress: the chain's first element is this DIE (a subprogram or
        # inlined subroutine); its name is what llvm-objdump shows
        name = self.string(self.find(die, (_AT_MIPS_LINKAGE_NAME, _AT_LINKAGE_NAME)))
        if name is None:
            name = self.string(self.find(die, (_AT_NAME,)))
        return name


# (tag, has children, [(attribute, form, implicit constant)]) of an abbreviation code
_Abbrev = tuple[int, bool, list[tuple[int, int, int]]]


# -- line tables -----------------------------------------------------------------------------------

class _LineTable:
    """One line program: file names and sequences of rows (address, file, line, column)."""

    def __init__(self) -> None:
        self.version = 0
        self.dirs: list[str] = []
        self.files: list[tuple[str, int, str | None]] = []  # (name, dir index, source)
        # sequences: (section index, low, high, rows [(address, file, line, column)])
        self.sequences: list[tuple[int, int, int, list[tuple[int, int, int, int]]]] = []
        self._keys: list[tuple[int, int]] = []

    def parse(self, debug: DebugLines, offset: int) -> None:
        data, sections_at = debug.sections.get(".debug_line")
        cur = _Cursor(data, offset, len(data), ".debug_line", debug.source)
        length, osize = cur.initial_length()
        end = cur.pos + length
        if end > len(data):
            raise cur.fail(f"unit length {length:#x} runs past the end of .debug_line", offset)
        cur.end = end
        version = self.version = cur.u16()
        if not 2 <= version <= 5:
            raise cur.fail(f"unsupported line table version {version}", offset)
        addr_size = 8
        if version >= 5:
            addr_size = cur.u8()
            cur.u8()  # segment selector size
        header_length = cur.uint(osize)
        program = cur.pos + header_length
        min_inst = cur.u8()
        if version >= 4:
            cur.u8()  # maximum operations per instruction (1 on AMDGPU)
        default_is_stmt = cur.u8()
        del default_is_stmt
        line_base = cur.s8()
        line_range = cur.u8()
        opcode_base = cur.u8()
        lengths = [cur.u8() for _ in range(max(0, opcode_base - 1))]
        if version >= 5:
            # a path or source in a non-string form, a directory index in a non-number one
            # (hostile DWARF) counts as absent, as an absent one does
            for entry in self._v5_entries(cur, debug, osize):
                self.dirs.append(_str_or(entry.get(_LNCT_PATH), ""))
            for entry in self._v5_entries(cur, debug, osize):
                index = entry.get(_LNCT_DIRECTORY_INDEX)
                source = entry.get(_LNCT_LLVM_SOURCE)
                self.files.append((_str_or(entry.get(_LNCT_PATH), ""),
                                   index if isinstance(index, int) else 0,
                                   source if isinstance(source, str) else None))
        else:
            while True:
                d = cur.cstr()
                if not d:
                    break
                self.dirs.append(d)
            while True:
                name = cur.cstr()
                if not name:
                    break
                dir_index = cur.uleb()
                cur.uleb()
                cur.uleb()
                self.files.append((name, dir_index, None))
        cur.pos = program
        self._run(cur, sections_at, min_inst, line_base, line_range, opcode_base, lengths,
                  addr_size)
        self.sequences.sort(key=lambda s: (s[0], s[2]))
        self._keys = [(s[0], s[2]) for s in self.sequences]

    @staticmethod
    def _v5_entries(cur: _Cursor, debug: DebugLines, osize: int
                    ) -> list[dict[int, str | int | None]]:
        formats = [(cur.uleb(), cur.uleb()) for _ in range(cur.u8())]
        out: list[dict[int, str | int | None]] = []
        for _ in range(cur.uleb()):
            entry: dict[int, str | int | None] = {}
            for content, form in formats:
                if form == 0x08:
                    v: str | int | None = cur.cstr()
                elif form == 0x1F:
                    v = debug.string(".debug_line_str", cur.uint(osize))
                elif form == 0x0E:
                    v = debug.string(".debug_str", cur.uint(osize))
                elif form in (0x0B, 0x05, 0x06, 0x07):
                    v = cur.uint({0x0B: 1, 0x05: 2, 0x06: 4, 0x07: 8}[form])
                elif form == 0x0F:
                    v = cur.uleb()
                elif form == 0x1E:
                    cur.take(16)
                    v = None
                elif form == 0x09:
                    cur.take(cur.uleb())
                    v = None
                else:
                    raise cur.fail(f"unsupported line table entry form {form:#x}")
                entry[content] = v
            out.append(entry)
        return out

    def _run(self, cur: _Cursor, sections_at: dict[int, int], min_inst: int, line_base: int,
             line_range: int, opcode_base: int, lengths: list[int], addr_size: int) -> None:
        if line_range == 0:
            raise cur.fail("line_range is 0")
        rows: list[tuple[int, int, int, int]] = []
        address, file, line, column, section = 0, 1, 1, 0, 0

        def reset() -> None:
            nonlocal address, file, line, column, section
            address, file, line, column, section = 0, 1, 1, 0, 0

        while cur.pos < cur.end:
            op = cur.u8()
            if op >= opcode_base:
                adj = op - opcode_base
                address += (adj // line_range) * min_inst
                line += line_base + adj % line_range
                rows.append((address, file, line, column))
            elif op == 0:
                n = cur.uleb()
                start = cur.pos
                sub = cur.u8() if n else 0
                if sub == 1:  # end_sequence
                    rows.append((address, file, line, column))
                    if len(rows) > 1 and rows[0][0] < address:
                        self.sequences.append((section, rows[0][0], address, rows))
                    rows = []
                    reset()
                elif sub == 2:  # set_address
                    at = cur.pos
                    address = cur.uint(n - 1) if n - 1 in (4, 8) else cur.uint(addr_size)
                    section = sections_at.get(at, 0)
                cur.pos = start + n
            elif op == 1:  # copy
                rows.append((address, file, line, column))
            elif op == 2:
                address += cur.uleb() * min_inst
            elif op == 3:
                line += cur.sleb()
            elif op == 4:
                file = cur.uleb()
            elif op == 5:
                column = cur.uleb()
            elif op == 8:  # const_add_pc
                address += ((255 - opcode_base) // line_range) * min_inst
            elif op == 9:
                address += cur.u16()
            elif op in (6, 7, 10, 11):
                pass
            else:
                for _ in range(lengths[op - 1] if op - 1 < len(lengths) else 0):
                    cur.uleb()

    def row(self, address: int, section: int) -> tuple[int, int, int, int] | None:
        """lookupAddress: the last row at or below ``address`` of the sequence holding it."""
        i = bisect.bisect_right(self._keys, (section, address))
        if i == len(self._keys):
            return None
        sec, low, high, rows = self.sequences[i]
        if sec != section or not low <= address < high:
            return None
        j = bisect.bisect_right(rows, address, 1, len(rows) - 1, key=lambda r: r[0]) - 1
        return rows[j]

    def file_name(self, index: int, comp_dir: str) -> tuple[str, str | None] | None:
        if self.version >= 5:
            if not 0 <= index < len(self.files):
                return None
            name, d, source = self.files[index]
        else:
            if not 1 <= index <= len(self.files):
                return None
            name, d, source = self.files[index - 1]
        if name.startswith("/"):
            return name, source
        include = ""
        if self.version >= 5:
            if d < len(self.dirs):
                include = self.dirs[d]
        elif 0 < d <= len(self.dirs):
            include = self.dirs[d - 1]
        path = ""
        if (self.version < 5 or d != 0) and comp_dir and not include.startswith("/"):
            path = _path_append(path, comp_dir)
        return _path_append(path, include, name), source


class DebugLines:
    """Address -> function and source position for one code object (see the module)."""

    def __init__(self, co: CodeObject) -> None:
        self.source = co.source
        self.sections = _Sections(co)
        self._abbrevs: dict[int, dict[int, _Abbrev]] = {}
        self._strings: dict[tuple[str, int], str] = {}
        self.units: list[_Unit] = []
        self._tables: dict[int, _LineTable] = {}
        data, self.info_sections = self.sections.get(".debug_info")
        cur = _Cursor(data, 0, len(data), ".debug_info", self.source)
        while cur.pos < len(data):
            unit = _Unit(self, cur.pos)
            unit.parse(cur)
            if unit.root is not None and unit.root.tag in (_TAG_COMPILE_UNIT, _TAG_PARTIAL_UNIT,
                                                           _TAG_SKELETON_UNIT):
                self.units.append(unit)
        self._unit_ranges: list[tuple[int, int, _Unit]] = sorted(
            (lo, hi, u) for u in self.units if u.root is not None
            for lo, hi in u.ranges(u.root) if lo < hi)

    def abbrevs(self, offset: int) -> dict[int, _Abbrev]:
        got = self._abbrevs.get(offset)
        if got is not None:
            return got
        data, _ = self.sections.get(".debug_abbrev")
        cur = _Cursor(data, offset, len(data), ".debug_abbrev", self.source)
        table: dict[int, _Abbrev] = {}
        while True:
            code = cur.uleb()
            if code == 0:
                break
            tag = cur.uleb()
            children = cur.u8() != 0
            specs: list[tuple[int, int, int]] = []
            while True:
                at, form = cur.uleb(), cur.uleb()
                implicit = cur.sleb() if form == 0x21 else 0
                if at == 0 and form == 0:
                    break
                specs.append((at, form, implicit))
            table[code] = (tag, children, specs)
        self._abbrevs[offset] = table
        return table

    def string(self, section: str, offset: int) -> str:
        key = (section, offset)
        got = self._strings.get(key)
        if got is None:
            data, _ = self.sections.get(section)
            got = self._strings[key] = _cstr_at(data, offset, section, self.source)
        return got

    def die_at(self, offset: int) -> _Die | None:
        for u in self.units:
            d = u.dies.get(offset)
            if d is not None:
                return d
        return None

    def _unit_for(self, address: int) -> _Unit | None:
        for lo, hi, u in self._unit_ranges:
            if lo <= address < hi:
                return u
        return None

    def _table(self, unit: _Unit) -> _LineTable | None:
        if unit.root is None:  # the units kept are those with a root DIE
            return None
        v = unit.root.attrs.get(_AT_STMT_LIST)
        offset = v[1] if isinstance(v, tuple) and v[0] == "sec" else v
        if not isinstance(offset, int):
            return None
        t = self._tables.get(offset)
        if t is None:
            t = self._tables[offset] = _LineTable()
            t.parse(self, offset)
        return t

    def lookup(self, address: int, section_index: int | None = None) -> SourceLine | None:
        """The function and source position of ``address`` (``section_index``: the section
        it is in, for a relocatable object); None when no compile unit covers it."""
        unit = self._unit_for(address)
        if unit is None:
            return None
        function = unit.function_name(address)
        file = source = None
        line = column = 0
        table = self._table(unit)
        if table is not None:
            row = table.row(address, section_index or 0)
            if row is None and section_index:
                row = table.row(address, 0)
            if row is not None and unit.root is not None:
                comp_dir = unit.string(unit.root.attrs.get(_AT_COMP_DIR)) or ""
                named = table.file_name(row[1], comp_dir)
                if named is not None:
                    file, source = named
                    line, column = row[2], row[3]
        return SourceLine(function, file, line, column, source)


def debug_lines(co: CodeObject) -> DebugLines | None:
    """The DWARF address lookup of a code object, or None when it has no ``.debug_info`` and
    ``.debug_line``."""
    names = {s.name for s in co.sections}
    if ".debug_info" not in names or ".debug_line" not in names:
        return None
    return DebugLines(co)
