"""Changing an existing ELF image: bytes patched in place, section bodies replaced, then re-read.

The writer (``codeobj.elf.writer``) lays out a file from a model; an edit must instead keep
everything it does not change byte for byte, so that ``llvm-readelf`` and ``llvm-objdump`` show
exactly the intended difference.  ``ElfRewriter`` takes the original image and

* ``patch(offset, data)``: bytes of the same size at a file offset (a descriptor field, a
  symbol's value, a section's contents);
* ``set_section_body(index, body)``: a new body of any size for one section (the metadata
  note).  A body of the same size is written in place.  A different size is laid out by the
  first rule that applies:

  1. nothing loaded (no ``PT_LOAD`` contents) lies at or after the section, as in every
     relocatable object and for the non-allocated tail of a linked one: the section is resized
     where it is and everything after it moves by the size change rounded up to the largest
     alignment that moves (section bodies, the section and program header tables); every
     ``sh_offset``, ``p_offset``, ``e_shoff`` and ``e_phoff`` past it follows;
  2. the new body fits before whatever comes next (in the file and, for an allocated
     section, in memory): it is written in place, the rest of the old extent zeroed, and
     ``sh_size`` (and a segment that ends with the section or is exactly it) adjusted;
  3. a ``SHT_NOTE`` section that must grow inside loaded contents (the ``.note`` at the start
     of a linked object, followed by ``.dynsym``): addresses cannot move, so the note moves to
     the end of the file, outside the loaded segments, as a non-allocated section; the
     ``PT_NOTE`` that covered it follows it (comgr reads notes through ``PT_NOTE``, the ROCm
     loader and llvm-readelf through the section header).  Its old bytes are zeroed.
     ``layout_changes`` says so.

  Anything else raises ``EditError``.

``to_bytes()`` builds the image, then re-reads it with ``ElfReader`` and compares every header
field, section body and segment with what it meant to write; a mismatch is an internal error
(``AssertionError``), not bad input.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .._record import insert_fields, record
from ..errors import EditError
from ..formats import elf as E
from .reader import ElfReader

__all__ = ["ElfRewriter"]


@record
@insert_fields(E.SHDR.names, after="name")
class _Shdr:
    """A section header as it will be written: its name and the Elf64_Shdr fields (from the
    layout, formats/elf.py)."""

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

    def packed(self) -> tuple[int, ...]:
        return _values(self, E.SHDR.names)


@record
@insert_fields(E.PHDR.names)
class _Phdr:
    """A program header as it will be written (the Elf64_Phdr fields, from the layout)."""

    if TYPE_CHECKING:  # E.PHDR.names
        p_type: int
        p_flags: int
        p_offset: int
        p_vaddr: int
        p_paddr: int
        p_filesz: int
        p_memsz: int
        p_align: int

    def packed(self) -> tuple[int, ...]:
        return _values(self, E.PHDR.names)


def _values(row: Any, names: tuple[str, ...]) -> tuple[int, ...]:
    """A header's fields in the layout's order."""
    return tuple(getattr(row, n) for n in names)


def _align_up(value: int, alignment: int) -> int:
    return -(-value // alignment) * alignment if alignment > 1 else value


class ElfRewriter:
    """An ELF image and the changes to make to it; ``to_bytes()`` makes them."""

    def __init__(self, data: bytes | bytearray | memoryview, source: str = "<memory>") -> None:
        self.source = source
        self.original = bytes(data)
        self.reader = ElfReader(self.original, source)
        self._patches: dict[int, tuple[bytes, str]] = {}
        self._bodies: dict[int, tuple[bytes, str]] = {}
        #: what ``to_bytes()`` had to move to make room, one sentence each
        self.layout_changes: list[str] = []

    # -- recording changes -----------------------------------------------------------------

    def _error(self, message: str, *, structure: str | None = None,
               offset: int | None = None) -> EditError:
        return EditError(message, source=self.source, structure=structure, offset=offset)

    def patch(self, offset: int, data: bytes, what: str) -> None:
        """Write ``data`` over the same number of bytes at file ``offset``.  ``what`` names
        them in errors.  Two patches may not overlap unless they agree."""
        data = bytes(data)
        if offset < 0 or offset + len(data) > len(self.original):
            raise self._error(f"[{offset:#x}, {offset + len(data):#x}) is outside the file "
                              f"({len(self.original):#x} bytes)", structure=what, offset=offset)
        h = self.reader.header
        tables = [(0, E.EHDR_SIZE, "the ELF header"),
                  (h.e_phoff, len(self.reader.segments) * E.PHDR_SIZE, "the program headers"),
                  (h.e_shoff, len(self.reader.sections) * E.SHDR_SIZE, "the section headers")]
        for start, size, name in tables:
            if size and offset < start + size and start < offset + len(data):
                raise self._error(f"overlaps {name}, which the rewriter writes itself",
                                  structure=what, offset=offset)
        for other, (odata, owhat) in self._patches.items():
            lo, hi = max(offset, other), min(offset + len(data), other + len(odata))
            if lo < hi and data[lo - offset:hi - offset] != odata[lo - other:hi - other]:
                raise self._error(f"overlaps the change to {owhat} at {other:#x}",
                                  structure=what, offset=offset)
        self._patches[offset] = (data, what)

    def set_section_body(self, index: int, body: bytes, what: str | None = None) -> None:
        """Replace the body of section ``index`` (any size; see the module docstring)."""
        section = self.reader.section(index)
        if not section.has_file_data:
            raise self._error("has no contents in the file to replace",
                              structure=f"section {index} ({section.name})")
        self._bodies[index] = (bytes(body), what or f"section {index} ({section.name})")

    # -- building ----------------------------------------------------------------------------

    def to_bytes(self) -> bytes:
        """The changed image, re-read and checked against what was meant."""
        self.layout_changes = []
        r = self.reader
        out = bytearray(self.original)
        shdrs = [_Shdr(s.name, *_values(s, E.SHDR.names)) for s in r.sections]
        phdrs = [_Phdr(*_values(p, E.PHDR.names)) for p in r.segments]
        header = {"e_phoff": r.header.e_phoff, "e_shoff": r.header.e_shoff}
        for offset, (data, what) in self._patches.items():
            for index in self._bodies:
                s = shdrs[index]
                if offset < s.sh_offset + s.sh_size and s.sh_offset < offset + len(data):
                    raise self._error(f"overlaps section {index} ({s.name}), whose body is "
                                      "replaced", structure=what, offset=offset)
            out[offset:offset + len(data)] = data
        # From the last body in the file to the first, so that a move leaves the offsets of
        # the bodies still to place as they were.
        for index in sorted(self._bodies, key=lambda i: shdrs[i].sh_offset, reverse=True):
            body, what = self._bodies[index]
            out = self._place(out, index, body, what, shdrs, phdrs, header)
        self._write_headers(out, shdrs, phdrs, header)
        data = bytes(out)
        self._verify(data, shdrs, phdrs, header)
        return data

    def _place(self, out: bytearray, index: int, body: bytes, what: str, shdrs: list[_Shdr],
               phdrs: list[_Phdr], header: dict[str, int]) -> bytearray:
        s = shdrs[index]
        off, old_size, new_size = s.sh_offset, s.sh_size, len(body)
        old_end = off + old_size
        if new_size == old_size:
            out[off:old_end] = body
            return out
        loaded_after = any(p.p_type == E.PT.LOAD and p.p_filesz and
                           p.p_offset + p.p_filesz > off for p in phdrs)
        if not loaded_after:
            return self._shift(out, index, body, shdrs, phdrs, header)
        room = self._room(index, shdrs, phdrs, header, len(out))
        if new_size <= room:
            out[off:off + new_size] = body
            out[off + new_size:old_end] = bytes(max(old_end - off - new_size, 0))
            s.sh_size = new_size
            for p in phdrs:
                if p.p_offset <= off and p.p_offset + p.p_filesz == old_end and p.p_filesz:
                    grow_mem = p.p_memsz == p.p_filesz
                    p.p_filesz += new_size - old_size
                    if grow_mem:
                        p.p_memsz = p.p_filesz
            return out
        if s.sh_type != E.SHT.NOTE:
            raise self._error(
                f"cannot grow from {old_size:#x} to {new_size:#x} bytes: {room:#x} bytes fit "
                "before the next section, and the sections after it are loaded at fixed "
                "addresses", structure=what, offset=off)
        return self._move_note(out, index, body, shdrs, phdrs)

    def _room(self, index: int, shdrs: list[_Shdr], phdrs: list[_Phdr],
              header: dict[str, int], file_size: int) -> int:
        """Bytes available from the section's start before the next thing in the file (and,
        for an allocated section, in memory)."""
        s = shdrs[index]
        end = s.sh_offset + s.sh_size
        limits = [file_size]
        for i, other in enumerate(shdrs):
            if i and i != index and other.sh_type != E.SHT.NOBITS and other.sh_offset >= end \
                    and (other.sh_size or other.sh_offset > end):
                limits.append(other.sh_offset)
        for table, count, size in ((header["e_shoff"], len(shdrs), E.SHDR_SIZE),
                                   (header["e_phoff"], len(phdrs), E.PHDR_SIZE)):
            if count and table >= end:
                limits.append(table)
        room = min(limits) - s.sh_offset
        if s.sh_flags & E.SHF.ALLOC:
            for i, other in enumerate(shdrs):
                if i and i != index and other.sh_flags & E.SHF.ALLOC and \
                        other.sh_addr >= s.sh_addr + s.sh_size and other.sh_size:
                    room = min(room, other.sh_addr - s.sh_addr)
        return room

    def _shift(self, out: bytearray, index: int, body: bytes, shdrs: list[_Shdr],
               phdrs: list[_Phdr], header: dict[str, int]) -> bytearray:
        s = shdrs[index]
        old_end = s.sh_offset + s.sh_size
        delta = len(body) - s.sh_size
        moving = [o.sh_addralign for i, o in enumerate(shdrs)
                  if i and i != index and o.sh_offset >= old_end]
        moving += [8 for key in ("e_shoff", "e_phoff") if header[key] >= old_end
                   and header[key]]
        moving += [p.p_align for p in phdrs if p.p_offset >= old_end and p.p_filesz]
        alignment = max([1, *moving])
        shift = _align_up(delta, alignment) if delta > 0 else -(-delta // alignment * alignment)
        pad = s.sh_size + shift - len(body)
        out = out[:s.sh_offset] + body + bytes(pad) + out[old_end:]
        s.sh_size = len(body)
        for i, other in enumerate(shdrs):
            if i and i != index and other.sh_offset >= old_end:
                other.sh_offset += shift
        for p in phdrs:
            if p.p_offset >= old_end and (p.p_filesz or p.p_offset):
                p.p_offset += shift
            elif p.p_offset <= s.sh_offset and p.p_offset + p.p_filesz == old_end:
                p.p_filesz += delta
                p.p_memsz += delta
        for key in ("e_shoff", "e_phoff"):
            if header[key] >= old_end and header[key]:
                header[key] += shift
        return out

    def _move_note(self, out: bytearray, index: int, body: bytes, shdrs: list[_Shdr],
                   phdrs: list[_Phdr]) -> bytearray:
        s = shdrs[index]
        old_off, old_size = s.sh_offset, s.sh_size
        new_off = _align_up(len(out), max(s.sh_addralign, 4))
        out[old_off:old_off + old_size] = bytes(old_size)
        out += bytes(new_off - len(out)) + body
        for p in phdrs:
            if p.p_type == E.PT.NOTE and p.p_offset == old_off and p.p_filesz == old_size:
                p.p_offset, p.p_vaddr, p.p_paddr = new_off, 0, 0
                p.p_filesz = p.p_memsz = len(body)
        self.layout_changes.append(
            f"section {index} ({s.name}) grew from {old_size:#x} to {len(body):#x} bytes and "
            f"the loaded sections after it cannot move: it now sits at file offset "
            f"{new_off:#x}, outside the loaded segments (no longer SHF_ALLOC)")
        s.sh_offset, s.sh_size, s.sh_addr = new_off, len(body), 0
        s.sh_flags &= ~E.SHF.ALLOC
        return out

    def _write_headers(self, out: bytearray, shdrs: list[_Shdr], phdrs: list[_Phdr],
                       header: dict[str, int]) -> None:
        ident, *fields = E.EHDR_STRUCT.unpack_from(out, 0)
        fields[4], fields[5] = header["e_phoff"], header["e_shoff"]
        E.EHDR_STRUCT.pack_into(out, 0, ident, *fields)
        for i, p in enumerate(phdrs):
            E.PHDR_STRUCT.pack_into(out, header["e_phoff"] + i * E.PHDR_SIZE, *p.packed())
        for i, s in enumerate(shdrs):
            if i == 0 and self.reader.header.e_shnum == 0:
                continue  # extended numbering keeps its count in section 0, untouched
            E.SHDR_STRUCT.pack_into(out, header["e_shoff"] + i * E.SHDR_SIZE, *s.packed())

    # -- the re-read check ---------------------------------------------------------------------

    def _verify(self, data: bytes, shdrs: list[_Shdr], phdrs: list[_Phdr],
                header: dict[str, int]) -> None:
        """Re-read ``data`` and compare it with what was meant; a difference is a bug."""
        again = ElfReader(data, self.source)
        expected = list(E.EHDR_STRUCT.unpack_from(self.original, 0))
        expected[5], expected[6] = header["e_phoff"], header["e_shoff"]
        if list(E.EHDR_STRUCT.unpack_from(data, 0)) != expected:
            raise AssertionError("ELF rewrite: the ELF header does not read back as meant")
        if [p.packed() for p in phdrs] != [_values(p, E.PHDR.names) for p in again.segments]:
            raise AssertionError("ELF rewrite: the program headers do not read back as meant")
        for i, (want, got) in enumerate(zip(shdrs, again.sections)):
            if i == 0:
                continue
            if want.packed() != _values(got, E.SHDR.names) or want.name != got.name:
                raise AssertionError(f"ELF rewrite: section header {i} ({want.name}) does not "
                                     "read back as meant")
            if not got.has_file_data:
                continue
            body = bytes(again.section_data(i))
            meant: bytes | bytearray
            if i in self._bodies:
                meant = self._bodies[i][0]
            else:
                old = self.reader.sections[i]
                patched = bytearray(self.original[old.sh_offset:old.sh_offset + old.sh_size])
                for offset, (patch, _) in self._patches.items():
                    lo = max(offset, old.sh_offset)
                    hi = min(offset + len(patch), old.sh_offset + old.sh_size)
                    if lo < hi:
                        patched[lo - old.sh_offset:hi - old.sh_offset] = \
                            patch[lo - offset:hi - offset]
                meant = patched
            if body != bytes(meant):
                raise AssertionError(f"ELF rewrite: the body of section {i} ({want.name}) does "
                                     "not read back as meant")
        if len(again.sections) != len(shdrs):
            raise AssertionError("ELF rewrite: the section count changed")
