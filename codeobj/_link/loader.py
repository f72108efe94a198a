"""The loader view: a loadable code object laid out in memory as the ROCm loader would.

``load(code_object, base=0x7f0000000000)`` copies each PT_LOAD segment to ``base + p_vaddr``
(the rest of each segment's memory, and the gaps between segments, are zeros), applies the
dynamic relocations (R_AMDGPU_RELATIVE64: ``base + addend``; R_AMDGPU_ABS64: the symbol's
loaded address, or the address the caller gives for an external symbol, plus the addend) and
then answers what a debugger or a runtime asks:

* ``kernels`` / ``kernel(name)``: the loaded address of each kernel descriptor, the entry
  address it leads to (descriptor + ``kernel_code_entry_byte_offset`` as read from the
  *relocated* image), the code size and the segment sizes;
* ``symbolize(address)``: which symbol (kernel, descriptor, function, variable) holds an
  address, at what offset, and the source line when the object carries DWARF line tables
  (through pyelftools).
"""

from __future__ import annotations

import bisect
import io
import os
import struct
from collections.abc import Mapping
from functools import cached_property
from typing import Any, Union

from .._record import field, record
from ..errors import LinkError
from ..formats import elf as E
from ..formats.kernel_descriptor import KERNEL_DESCRIPTOR
from ..formats.relocations import R_AMDGPU, relocation_name
from ..limits import current_limits, how_to_raise

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..elf.model import CodeObject, Kernel

#: What `load` takes: a CodeObject, its bytes, or a path.
Loadable = Union["CodeObject", bytes, bytearray, memoryview, str, "os.PathLike[str]"]

__all__ = ["LoadedCodeObject", "LoadedKernel", "LoadedMemory", "LoadedSegment", "SymbolInfo",
           "load"]

PAGE = E.PAGE_SIZE


@record(frozen=True)
class LoadedKernel:
    """One kernel of a loaded code object; addresses are absolute (base included)."""

    name: str
    symbol: str | None
    descriptor_address: int
    entry_address: int
    code_size: int | None
    kernarg_size: int | None
    group_segment_size: int | None
    private_segment_size: int | None


@record(frozen=True)
class SymbolInfo:
    """What :meth:`LoadedCodeObject.symbolize` says about an address."""

    address: int
    name: str
    start: int  # loaded address of the symbol
    size: int
    offset: int  # address - start
    kind: str  # "kernel", "descriptor", "function", "object" or "symbol"
    kernel: str | None  # the kernel this address belongs to (code or descriptor)
    section: str | None
    source: tuple[str, int] | None = None  # (file, line) from DWARF .debug_line


@record(frozen=True)
class LoadedSegment:
    """One PT_LOAD as placed: ``vaddr`` relative to the base, ``flags`` the PF_* bits."""

    vaddr: int
    memsz: int
    flags: int


class LoadedMemory:
    """The memory image of a loaded code object, from its base: the segments' file bytes where
    they were copied and relocated, zeros everywhere else.

    Only the pages that hold bytes are stored.  A segment's ``p_memsz`` beyond its file bytes
    and the gaps between segments cost nothing, so what loading allocates is bounded by the
    file, not by the memory sizes its headers declare (a 7.7 KB object declaring 3 GiB)."""

    __slots__ = ("_pages", "size")

    def __init__(self, size: int) -> None:
        self.size = size
        self._pages: dict[int, bytearray] = {}

    def __len__(self) -> int:
        return self.size

    def write(self, offset: int, data: bytes | memoryview) -> None:
        """Copy ``data`` to ``offset`` (inside the image)."""
        data = memoryview(data).cast("B")
        done = 0
        while done < len(data):
            at = offset + done
            page = self._pages.get(at // PAGE)
            if page is None:
                page = self._pages[at // PAGE] = bytearray(PAGE)
            start = at % PAGE
            n = min(PAGE - start, len(data) - done)
            page[start:start + n] = data[done:done + n]
            done += n

    def read(self, offset: int, size: int) -> bytes:
        """``size`` bytes from ``offset`` (inside the image)."""
        out = bytearray(size)
        done = 0
        while done < size:
            at = offset + done
            start = at % PAGE
            n = min(PAGE - start, size - done)
            page = self._pages.get(at // PAGE)
            if page is not None:
                out[done:done + n] = page[start:start + n]
            done += n
        return bytes(out)

    def __getitem__(self, index: slice) -> bytes:
        start, stop, step = index.indices(self.size)
        if step != 1:
            raise ValueError("LoadedMemory slices take no step")
        return self.read(start, max(stop - start, 0))


@record
class LoadedCodeObject:
    """A loadable code object placed at ``base``; ``memory`` holds the image from ``base``
    (a `LoadedMemory`: slice it, or ``read`` addresses)."""

    code_object: CodeObject
    base: int
    memory: LoadedMemory
    segments: list[LoadedSegment]
    applied: list[tuple[int, str, int]] = field(default_factory=list)  # (address, type, value)

    @property
    def size(self) -> int:
        return len(self.memory)

    def read(self, address: int, size: int) -> bytes:
        start = address - self.base
        if start < 0 or size < 0 or start + size > len(self.memory):
            raise LinkError(f"address range {address:#x}+{size:#x} is outside the loaded image "
                            f"[{self.base:#x}, {self.base + len(self.memory):#x})",
                            source=getattr(self.code_object, "source", None))
        return self.memory.read(start, size)

    def read_u64(self, address: int) -> int:
        value: int = struct.unpack("<Q", self.read(address, 8))[0]
        return value

    def is_executable(self, address: int) -> bool:
        rel = address - self.base
        return any(s.vaddr <= rel < s.vaddr + s.memsz and s.flags & E.PF.X for s in self.segments)

    def symbol_address(self, name: str) -> int:
        """The loaded address of a defined symbol (``.symtab``, else ``.dynsym``)."""
        for s in self.code_object.symbols:
            if s.name == name and 0 < s.shndx < E.SHN.LORESERVE:
                return self.base + s.value
            if s.name == name and s.shndx == E.SHN.ABS:
                return s.value
        raise LinkError(f"{self.code_object.source}: no defined symbol named {name!r}")

    # -- kernels --------------------------------------------------------------------------

    @cached_property
    def kernels(self) -> list[LoadedKernel]:
        co = self.code_object
        out = []
        for k in co.kernels:
            if k.descriptor_address is None:
                continue
            desc = self.base + k.descriptor_address
            # kernel_code_entry_byte_offset: the same place in a KD and in amd_kernel_code_t
            offset = self._descriptor_field(desc, "kernel_code_entry_byte_offset")
            entry = desc + offset
            sizes = self._segment_sizes(k, desc)
            out.append(LoadedKernel(k.name, k.symbol, desc, entry, k.code_size, *sizes))
        return out

    def _descriptor_field(self, desc: int, name: str) -> int:
        """A field of the kernel descriptor at ``desc`` (reading no further than its end)."""
        end = KERNEL_DESCRIPTOR.offset(name) + KERNEL_DESCRIPTOR.field_size(name)
        value: int = KERNEL_DESCRIPTOR.read(self.read(desc, end), name)
        return value

    def _segment_sizes(self, k: Kernel, desc: int) -> tuple[int | None, int | None, int | None]:
        if (self.code_object.code_object_version or 3) >= 3:
            return (self._descriptor_field(desc, "kernarg_size"),
                    self._descriptor_field(desc, "group_segment_fixed_size"),
                    self._descriptor_field(desc, "private_segment_fixed_size"))
        # V2: the sizes are CodeProps values; a CodeProps that is not a map, or a size that is
        # not a non-negative integer, gives no size (check reports such metadata)
        md = k.metadata if isinstance(k.metadata, Mapping) else {}
        props = md.get("CodeProps")
        if not isinstance(props, Mapping):
            return None, None, None

        def size(key: str) -> int | None:
            value = props.get(key)
            return value if isinstance(value, int) and not isinstance(value, bool) \
                and value >= 0 else None

        return (size("KernargSegmentSize"), size("GroupSegmentFixedSize"),
                size("PrivateSegmentFixedSize"))

    def kernel(self, name: str) -> LoadedKernel:
        """The kernel called ``name`` (its ``.kd`` symbol name works too)."""
        for k in self.kernels:
            if name in (k.name, k.symbol):
                return k
        raise LinkError(f"{self.code_object.source}: no kernel named {name!r} (kernels: "
                        f"{', '.join(k.name for k in self.kernels) or 'none'})")

    # -- symbols and addresses ------------------------------------------------------------

    @cached_property
    def _symbol_index(self) -> tuple[list[int], list[tuple[Any, ...]]]:
        co = self.code_object
        kernel_names = {k.name for k in co.kernels}
        kernel_syms = {k.symbol: k.name for k in co.kernels if k.symbol}
        rows = []
        seen = set()
        section_end = {sec.index: self.base + sec.sh_addr + sec.sh_size for sec in co.sections}
        for s in co.symbols:
            if not (0 < s.shndx < E.SHN.LORESERVE) or s.type in (E.STT.SECTION, E.STT.FILE):
                continue
            if (s.name, s.value) in seen or not s.name:
                continue
            seen.add((s.name, s.value))
            if s.name in kernel_syms:
                kind, kernel = "descriptor", kernel_syms[s.name]
            elif s.name in kernel_names and s.type in (E.STT.FUNC, 10):
                kind, kernel = "kernel", s.name
            elif s.type == E.STT.FUNC:
                kind, kernel = "function", None
            elif s.type == E.STT.OBJECT:
                kind, kernel = "object", None
            else:
                kind, kernel = "symbol", None
            rows.append((self.base + s.value, s.size, s.name, kind, kernel, s.section,
                         section_end.get(s.shndx, 0)))
        # sized symbols win over unsized ones at the same address
        rows.sort(key=lambda r: (r[0], r[1] == 0))
        return [r[0] for r in rows], rows

    def symbolize(self, address: int) -> SymbolInfo | None:
        """The symbol whose [start, start + size) holds ``address`` (an unsized symbol holds
        addresses up to the next symbol in its section); None when no symbol does."""
        if not self.base <= address < self.base + len(self.memory):
            return None
        starts, rows = self._symbol_index
        i = bisect.bisect_right(starts, address) - 1
        best = None
        while i >= 0:
            start, size, name, kind, kernel, section, end = rows[i]
            if size and start <= address < start + size:
                best = rows[i]
                break
            if not size and best is None and start <= address < end:
                nxt = rows[i + 1][0] if i + 1 < len(rows) else None
                if nxt is None or address < nxt:
                    best = rows[i]
            if address - start > 1 << 24:
                break
            i -= 1
        if best is None:
            return None
        start, size, name, kind, kernel, section, _ = best
        return SymbolInfo(address, name, start, size, address - start, kind, kernel, section,
                          self.source_line(address))

    @cached_property
    def _line_table(self) -> list[tuple[int, str, int]] | None:
        co = self.code_object
        if co.section(".debug_line") is None:
            return None
        try:
            from elftools.elf.elffile import ELFFile
        except ImportError:
            return None
        data = bytes(co.elf._buf) if hasattr(co.elf, "_buf") else None
        if data is None:
            return None
        try:
            dwarf = ELFFile(io.BytesIO(data)).get_dwarf_info(relocate_dwarf_sections=False)
            rows = []
            for cu in dwarf.iter_CUs():
                program = dwarf.line_program_for_CU(cu)
                if program is None:
                    continue
                files = program.header["file_entry"]
                version = program.header["version"]
                for entry in program.get_entries():
                    state = entry.state
                    if state is None or state.end_sequence:
                        continue
                    index = state.file if version >= 5 else state.file - 1
                    name = files[index].name.decode(errors="replace") \
                        if 0 <= index < len(files) else "?"
                    rows.append((state.address, name, state.line))
            rows.sort()
            return rows
        except Exception:  # noqa: BLE001 - malformed DWARF: no line information, not a crash
            return None

    def source_line(self, address: int) -> tuple[str, int] | None:
        """(file, line) of ``address`` from the DWARF line table, or None."""
        table = self._line_table
        if not table or not self.is_executable(address):
            return None
        rel = address - self.base
        i = bisect.bisect_right(table, (rel, "\uffff", 1 << 62)) - 1
        if i < 0:
            return None
        return table[i][1], table[i][2]


def _open(code_object: Loadable) -> CodeObject:
    from ..elf.model import CodeObject, open_code_object

    if isinstance(code_object, CodeObject):
        return code_object
    if isinstance(code_object, (bytes, bytearray, memoryview)):
        return open_code_object(bytes(code_object))
    return open_code_object(os.fspath(code_object))


def load(code_object: Loadable, base: int = 0, *,
         externals: Mapping[str, int] | None = None) -> LoadedCodeObject:
    """Lay out a loadable (ET_DYN) code object at ``base`` and apply its dynamic relocations.

    ``code_object``: a path, bytes or a `CodeObject`.  ``base`` must be page-aligned.
    ``externals`` gives the addresses of symbols the object leaves undefined (the ROCm runtime
    takes them from hsa_executable_agent_global_variable_define); an undefined symbol without
    one is a `LinkError`, as it is a load failure for the runtime.
    """
    co = _open(code_object)
    source = co.source
    if co.header.e_type != E.ET.DYN:
        raise LinkError(f"{source}: only ET_DYN code objects can be loaded (this is "
                        f"{co.elf_type}); link it first")
    if base % PAGE:
        raise LinkError(f"load base {base:#x} is not page-aligned ({PAGE:#x})")
    loads = [s for s in co.segments if s.p_type == E.PT.LOAD]
    if not loads:
        raise LinkError(f"{source}: no PT_LOAD segment")
    end = max(s.p_vaddr + s.p_memsz for s in loads)
    if end > 1 << 34:
        raise LinkError(f"{source}: segments reach {end:#x}; refusing to map more than 16 GiB")
    raw = co.elf
    copied = 0
    limit = current_limits().load
    for s in loads:
        if s.p_filesz > s.p_memsz:
            raise LinkError(f"{source}: PT_LOAD at {s.p_vaddr:#x} has p_filesz {s.p_filesz:#x} "
                            f"> p_memsz {s.p_memsz:#x}")
        copied += s.p_filesz
        # segments take disjoint parts of the file; many that each map all of it would copy
        # the file over and over
        if copied > 2 * raw.size + PAGE:
            raise LinkError(f"{source}: the PT_LOAD segments copy {copied:#x} bytes or more of "
                            f"a {raw.size:#x}-byte file")
        if copied > limit:
            raise LinkError(f"{source}: the PT_LOAD segments copy {copied:#x} bytes or more, "
                            f"past the limit of {limit} bytes ({how_to_raise('load')})")
    memory = LoadedMemory((end + PAGE - 1) // PAGE * PAGE)
    for s in loads:
        memory.write(s.p_vaddr, raw.bytes_at(s.p_offset, s.p_filesz, "PT_LOAD segment"))
    image = LoadedCodeObject(co, base, memory,
                             [LoadedSegment(s.p_vaddr, s.p_memsz, s.p_flags) for s in loads])
    _relocate(image, externals or {})
    return image


def _relocate(image: LoadedCodeObject, externals: Mapping[str, int]) -> None:
    co = image.code_object
    dynsym = co.symbol_tables.get(".dynsym", [])
    problems = []
    for sec in co.sections:
        if sec.sh_type != E.SHT.RELA or not sec.sh_flags & E.SHF.ALLOC:
            continue
        for r in co.elf.relocations(sec.index):
            rtype, symidx = r.r_info & 0xFFFFFFFF, r.r_info >> 32
            where = image.base + r.r_offset
            if not 0 <= r.r_offset <= len(image.memory) - 8:
                problems.append(f"{co.source}: {sec.name} entry {r.index}: "
                                f"{relocation_name(rtype)} at {r.r_offset:#x} is outside the "
                                "loaded image")
                continue
            if rtype == R_AMDGPU.RELATIVE64:
                value = image.base + r.r_addend
            elif rtype == R_AMDGPU.ABS64:
                if symidx >= len(dynsym):
                    problems.append(f"{co.source}: {sec.name} entry {r.index}: symbol index "
                                    f"{symidx} is past .dynsym ({len(dynsym)} entries)")
                    continue
                sym = dynsym[symidx]
                if sym.shndx != E.SHN.UNDEF:
                    s_value = sym.value if sym.shndx == E.SHN.ABS else image.base + sym.value
                elif sym.name in externals:
                    s_value = externals[sym.name]
                elif sym.binding == E.STB.WEAK:
                    s_value = 0
                else:
                    problems.append(f"{co.source}: undefined symbol {sym.name} (needed by "
                                    f"{relocation_name(rtype)} at {r.r_offset:#x}); pass its "
                                    "address in externals")
                    continue
                value = s_value + r.r_addend
            elif rtype == R_AMDGPU.NONE:
                continue
            else:
                problems.append(f"{co.source}: {sec.name} entry {r.index}: "
                                f"{relocation_name(rtype)} is not a dynamic relocation the "
                                "ROCm loader applies")
                continue
            value &= (1 << 64) - 1
            image.memory.write(r.r_offset, struct.pack("<Q", value))
            image.applied.append((where, relocation_name(rtype), value))
    if problems:
        raise LinkError("\n".join(problems))
