"""The section store: sections and subsections, the current section and its stack, emitting
bytes into them, and the layout done once the whole file is read.

A section holds its bytes as they were emitted.  A few things have sizes that are only known
once everything is read -- llvm-mc's relaxable fragments: an alignment inside a subsection (its
start is not known until the subsections are appended), an alignment or ``.org`` after such a
point, a ``.uleb128``/``.sleb128`` of a value not known yet, and on the gfx1010 family every
SOPP branch (an ``s_nop 0`` goes after one whose offset comes out as 0x3f dwords or that is
relocated).  Each is a :class:`~codeobj.asm.model.Point` of its section; a label or fixup
remembers how many points its section had before it (its *epoch*).  :meth:`SectionStore.layout`
gives the points their sizes (repeating, as llvm-mc's layout does, until nothing changes) and
only the bytes of those points are rewritten: nothing is assembled twice.  Until then the
difference of two labels folds only when no point lies between them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from ..formats.elf import SHF, SHT
from ..limits import how_to_raise
from .lexer import Token
from .model import (
    AlignArgs,
    AsmError,
    AsmSection,
    BranchArgs,
    LebArgs,
    Limits,
    OrgArgs,
    Point,
    Symbol,
)

__all__ = ["SectionStore"]

_S_NOP_0 = (0xBF800000).to_bytes(4, "little")
_MAX_LAYOUT_PASSES = 64


def nop_fill(count: int) -> bytes:
    """Code padding as llvm-mc writes it for AMDGPU: zeros to a dword boundary, then
    ``s_nop 0``."""
    return bytes(count % 4) + _S_NOP_0 * (count // 4)


class SectionStore:
    """Every section of one assembly, the current one, and where everything ends up."""

    def __init__(self, limits: Limits, on_new_section: Callable[[AsmSection], None]) -> None:
        self.limits = limits
        self.sections: list[AsmSection] = []  # in order of creation (the output order)
        self.by_name: dict[str, AsmSection] = {}  # the first section of each name
        # (name, group, unique id, linked-to)
        self._by_key: dict[tuple[str, str, int | None, str], AsmSection] = {}
        self._subsections: dict[tuple[int, int], AsmSection] = {}
        self._on_new_section = on_new_section
        self.stack: list[tuple[AsmSection, AsmSection | None]] = []
        self.previous: AsmSection | None = None
        self.output = 0  # bytes emitted by directives, all sections together
        # called before bytes of an instruction or data directive are emitted (a pending
        # `.loc` row is placed there); None when there is nothing to do
        self.before_emit: Callable[[], None] | None = None
        self.nobits_problems: dict[str, tuple[Token | None, str]] = {}
        # during and after layout: section -> (parent, its start in the parent, the size
        # change of its points before each epoch)
        self._where: dict[int, tuple[AsmSection, int, list[int]]] | None = None
        self.final = False
        self.current: AsmSection  # from open_text on, before anything is emitted

    def open_text(self) -> None:
        """Start in ``.text``, as llvm-mc does (its symbol table must exist by now)."""
        self.current = self.get(".text", SHT.PROGBITS, SHF.ALLOC | SHF.EXECINSTR)
        self.current.alignment = 4  # llvm-mc aligns the initial .text to the code alignment

    # -- sections ---------------------------------------------------------------------------

    def get(self, name: str, typ: int, flags: int, entsize: int = 0, group: Symbol | None = None,
            comdat: bool = False, unique: int | None = None,
            link_to: tuple[str, AsmSection] | None = None) -> AsmSection:
        """The section of this name, group, linked-to symbol and unique id (llvm-mc's section
        key), created on first use.  ``link_to``: (symbol name, its section) for
        SHF_LINK_ORDER."""
        key = (name, group.name if group is not None else "", unique,
               link_to[0] if link_to else "")
        sec = self._by_key.get(key)
        if sec is None:
            sec = AsmSection(name, int(typ), int(flags), entsize)
            sec.is_code = bool(flags & SHF.EXECINSTR)
            sec.group, sec.comdat, sec.unique = group, comdat, unique
            sec.link_to = link_to[1] if link_to else None
            self._on_new_section(sec)
            self.sections.append(sec)
            self.by_name.setdefault(name, sec)
            self._by_key[key] = sec
        return sec

    def existing(self, name: str, group_name: str, unique: int | None,
                 link_name: str) -> AsmSection | None:
        return self._by_key.get((name, group_name, unique, link_name))

    def subsection(self, section: AsmSection, number: int, tok: Token) -> AsmSection:
        """Subsection ``number`` of ``section`` (0: the section itself)."""
        parent = section.parent or section
        if number == 0:
            return parent
        sub = self._subsections.get((id(parent), number))
        if sub is None:
            sub = AsmSection(parent.name, parent.type, parent.flags, parent.entsize)
            sub.is_code, sub.symbol, sub.parent, sub.subsection = (parent.is_code,
                                                                   parent.symbol, parent, number)
            sub.group, sub.comdat, sub.unique = parent.group, parent.comdat, parent.unique
            sub.opened_at = tok
            self._subsections[(id(parent), number)] = sub
        return sub

    def switch(self, sec: AsmSection) -> None:
        self.previous = self.current  # even when staying put, as llvm-mc does
        self.current = sec

    def place(self) -> tuple[AsmSection, int, int]:
        """Where the next byte goes: (section, offset, epoch)."""
        sec = self.current
        return sec, sec.size, len(sec.points)

    # -- emission ---------------------------------------------------------------------------

    def check_room(self, count: int, tok: Token | None) -> None:
        """Refuse to grow the output past the limit, before anything is allocated."""
        if count < 0 or self.output + count > self.limits.output:
            raise AsmError(f"section '{self.current.name}' would grow the output past "
                           f"{self.limits.output} bytes ({how_to_raise('output')})", tok)

    def reserve(self, count: int, tok: Token | None) -> None:
        """Count ``count`` bytes against the output limit (refused past it)."""
        output = self.output + count
        if count < 0 or output > self.limits.output:
            self.check_room(count, tok)  # (raises)
        self.output = output

    def emit(self, data: bytes, tok: Token | None = None) -> None:
        """Bytes of an instruction or data directive (a pending `.loc` row goes here)."""
        if self.before_emit is not None:
            self.before_emit()
        self.put(data, tok)

    def put(self, data: bytes, tok: Token | None = None) -> None:
        """Bytes that do not make a line-table row (fill, padding, descriptors)."""
        self.reserve(len(data), tok)
        sec = self.current
        if sec.type == SHT.NOBITS:
            if any(data) and sec.name not in self.nobits_problems:
                # reported once the file is read, like llvm-mc's object writer does
                self.nobits_problems[sec.name] = (tok, "non-zero initializers")
            sec.nobits_size += len(data)
            return
        sec.data += data

    def fill(self, count: int, pattern: bytes, tok: Token | None) -> None:
        """``count`` bytes of a repeated pattern (``.zero``, ``.fill``, ``.org``, padding),
        refused past the output limit before anything is allocated."""
        self.reserve(count, tok)
        sec = self.current
        if sec.type == SHT.NOBITS:
            if any(pattern) and count and sec.name not in self.nobits_problems:
                self.nobits_problems[sec.name] = (tok, "non-zero initializers")
            sec.nobits_size += count
            return
        if len(pattern) == 1:
            sec.data += pattern * count
        else:
            sec.data += (pattern * (count // len(pattern) + 1))[:count]

    def nobits_fixup(self, tok: Token) -> None:
        if self.current.type == SHT.NOBITS:
            self.nobits_problems.setdefault(self.current.name, (tok, "fixups"))

    def add_point(self, kind: str, size: int, args: AlignArgs | OrgArgs | LebArgs | BranchArgs | tuple[()] = (),
                  tok: Token | None = None, content: bytes | None = None) -> Point:
        """A layout point here, holding ``size`` bytes for now (``content``, else zeros)."""
        sec = self.current
        point = Point(kind, sec.size, size, args, tok)
        if size:
            self.fill(size, b"\0", tok) if content is None else self.put(content, tok)
        sec.points.append(point)
        sec.frag_start = sec.size
        return point

    def align(self, alignment: int, fill: int | None, fill_size: int, max_skip: int,
              tok: Token) -> None:
        sec = self.current
        sec.alignment = max(sec.alignment, alignment)
        args: AlignArgs = (alignment, fill, fill_size, max_skip)
        if sec.parent is not None or sec.points:
            # where this lands is only known after layout: a point, padded for now as if the
            # subsection started at offset 0
            pad = _padding(sec.size, *args)
            self.add_point("align", pad, args, tok, _pad_bytes(sec, pad, fill, fill_size))
            return
        pad = _padding(sec.size, *args)
        if pad:
            self.check_room(pad, tok)  # before the padding is made; put counts it
            self.put(_pad_bytes(sec, pad, fill, fill_size), tok)
        sec.frag_start = sec.size

    # -- symbols and layout -----------------------------------------------------------------

    def distance(self, a: Symbol, b: Symbol) -> int | None:
        """``a - b`` for two labels when it is known: in one section with no layout point
        between them while reading; in one section once laid out."""
        sa, sb = a.section, b.section
        if sa is None or sb is None:  # not labels (the caller only asks about labels)
            return None
        if self._where is not None:
            pa, oa = self.position(sa, a.offset, a.epoch)
            pb, ob = self.position(sb, b.offset, b.epoch)
            return oa - ob if pa is pb else None
        if sa is sb and (self.final or a.epoch == b.epoch):
            return a.offset - b.offset
        return None

    def position(self, sec: AsmSection, offset: int, epoch: int) -> tuple[AsmSection, int]:
        """(section, offset) of a place once laid out (the section a subsection is part of)."""
        where = self._where.get(id(sec)) if self._where is not None else None
        if where is None:
            return sec, offset
        parent, base, deltas = where
        return parent, base + offset + deltas[min(epoch, len(deltas) - 1)]

    @property
    def needs_layout(self) -> bool:
        return bool(self._subsections) or any(s.points for s in self.sections)

    def parts(self) -> list[list[AsmSection]]:
        """Each section with its subsections, in number order."""
        subs: dict[int, list[tuple[int, AsmSection]]] = {}
        for (pid, number), sub in self._subsections.items():
            subs.setdefault(pid, []).append((number, sub))
        return [[sec] + [s for _, s in sorted(subs.get(id(sec), []), key=lambda x: x[0])]
                for sec in self.sections]

    def layout(self, point_size: Callable[[Point, AsmSection, int], int],
               check: Callable[[Point, AsmSection, int], None] | None = None) -> str | None:
        """Give every point its size: alignments from where they land, the others from
        ``point_size(point, part, position)`` (which may evaluate values with
        :meth:`distance`), again until no size changes.  Then rewrite the bytes of the points
        and append the subsections to their sections.  Returns an error message when the
        layout does not settle."""
        parts = self.parts()
        sizes: dict[int, int] = {}
        problem = None
        for _ in range(_MAX_LAYOUT_PASSES):
            where: dict[int, tuple[AsmSection, int, list[int]]] = {}
            for group in parts:
                parent = group[0]
                base = 0
                for part in group:
                    deltas = [0]
                    delta = 0
                    for point in part.points:
                        if point.kind == "align":
                            size = _padding(base + point.offset + delta,
                                            *cast(AlignArgs, point.args))
                            sizes[id(point)] = size
                        delta += sizes.get(id(point), point.size) - point.size
                        deltas.append(delta)
                    where[id(part)] = (parent, base, deltas)
                    base += part.size + delta
            self._where = where
            changed = False
            for group in parts:
                for part in group:
                    _, base, deltas = where[id(part)]
                    for k, point in enumerate(part.points):
                        if point.kind == "align":
                            continue
                        old = sizes.get(id(point), point.size)
                        new = point_size(point, part, base + point.offset + deltas[k])
                        if point.kind != "org":
                            new = max(new, old)  # relaxation only grows (llvm-mc's rule)
                        if new != old:
                            sizes[id(point)] = new
                            changed = True
            if not changed:
                break
        else:
            problem = "the layout does not settle (sizes of .org, alignment or LEB values)"
        if check is not None:
            for group in parts:
                for part in group:
                    _, base, deltas = where[id(part)]
                    for k, point in enumerate(part.points):
                        if point.kind == "org":
                            check(point, part, base + point.offset + deltas[k])
        self._rewrite(parts, sizes)
        return problem

    def _rewrite(self, parts: list[list[AsmSection]], sizes: dict[int, int]) -> None:
        """The sections' bytes with the points at their sizes, subsections appended."""
        for group in parts:
            parent = group[0]
            if len(group) == 1 and not parent.points:
                continue
            nobits = parent.type == SHT.NOBITS
            out = bytearray()
            total = 0
            for part in group:
                parent.alignment = max(parent.alignment, part.alignment)
                data = part.data
                start = 0
                for point in part.points:
                    new = sizes.get(id(point), point.size)
                    if point.kind == "leb":
                        # the fixup writes that many bytes
                        cast(LebArgs, point.args)[0].size = new
                    if not nobits:
                        out += data[start:point.offset]
                        out += _point_bytes(part, point, new)
                    total += new - point.size
                    start = point.offset + point.size
                if nobits:
                    total += part.nobits_size
                else:
                    out += data[start:]
                part.points = []
            if nobits:
                parent.nobits_size = total
            else:
                parent.data = out
        self.final = True

    def moved(self, sec: AsmSection, offset: int, epoch: int) -> tuple[AsmSection, int]:
        """Where a place of the reading ended up after :meth:`layout`."""
        return self.position(sec, offset, epoch)

    def finish_layout(self) -> None:
        """The positions of the layout are now the sections' own offsets."""
        self._where = None


def _padding(at: int, alignment: int, fill: int | None, fill_size: int, max_skip: int) -> int:
    pad = (-at) % alignment
    if max_skip and pad > max_skip:
        return 0
    return pad


def _pad_bytes(sec: AsmSection, pad: int, fill: int | None, fill_size: int) -> bytes:
    if sec.is_code and (fill is None or fill == 0) and fill_size == 1:
        return nop_fill(pad)
    value = (fill or 0) & ((1 << (fill_size * 8)) - 1)
    pattern = value.to_bytes(fill_size, "little")
    return (pattern * (pad // fill_size + 1))[:pad]


def _point_bytes(part: AsmSection, point: Point, size: int) -> bytes:
    if point.kind == "align":
        _, fill, fill_size, _ = cast(AlignArgs, point.args)
        return _pad_bytes(part, size, fill, fill_size)
    if point.kind == "branch":
        return _S_NOP_0 if size else b""
    if point.kind == "org":
        return bytes([cast(OrgArgs, point.args)[1] & 0xFF]) * size
    return bytes(size)  # leb: written once the value is known
