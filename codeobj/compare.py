"""Comparing two code objects, bundles or host libraries: what changed, kernel by kernel.

``diff(a, b)`` pairs the code objects of both sides (by target, then by the kernels they
share), and for each pair reports the header fields, the metadata outside the kernels, the
section sizes, and the kernels and functions added, removed and changed.  For a kernel that is
on both sides it gives the descriptor directives (``KernelDescriptor.directives()``, and the
bit fields no directive carries), the resources and occupancy (``kernel_resources``), the
metadata record and the code that changed.

Code is compared instruction by instruction, with addresses normalised so that a kernel that
only moved shows no change and one with an edit shows only the edit:

* each instruction is decoded (``codeobj.isa.disasm``) and printed (``codeobj.isa.printer``);
* a branch target is a label: a sequence diff (``difflib``) runs on the text with every
  branch target masked, and a branch that lines up with one on the other side is changed only
  if its target does not line up with the other's target;
* a PC-relative reference (``s_getpc_b64`` then ``s_add_u32``/``s_addc_u32`` with a literal)
  is printed as the symbol it reaches (``<name+0x10>@lo``); in a relocatable object the
  relocation at the literal is printed instead (``<name+0x4>@R_AMDGPU_REL32_LO``).

The result is a ``DiffReport`` (``same``, ``to_dict()`` for ``--json``); docs/diff.md.
"""

from __future__ import annotations

import bisect
import difflib
import os
import re
from collections.abc import Iterator
from typing import Any

from ._record import field, record
from .elf.model import CodeObject, Kernel
from .errors import CodeObjectError

TYPE_CHECKING = False
if TYPE_CHECKING:  # the ISA layer is imported when code is first compared
    from .isa.disasm import Decoder
    from .isa.mc import Code, MCInst
    from .isa.printer import Printer

__all__ = ["CodeDiff", "DiffReport", "FunctionDiff", "KernelDiff", "ObjectDiff", "diff"]

#: context lines around each change in a code hunk
CONTEXT = 3


@record
class CodeDiff:
    """The instructions of one function on both sides and how they differ.

    ``hunks`` are unified-diff hunks: ``a_start``/``b_start`` (1-based instruction numbers)
    and lines prefixed ``" "``, ``"-"`` or ``"+"``; ``removed``/``added`` count the ``-`` and
    ``+`` lines."""

    a_count: int
    b_count: int
    removed: int = 0
    added: int = 0
    hunks: list[dict[str, Any]] = field(default_factory=list)

    @property
    def same(self) -> bool:
        return not self.removed and not self.added

    def to_dict(self) -> dict[str, Any]:
        return {"instructions": [self.a_count, self.b_count], "removed": self.removed,
                "added": self.added, "hunks": self.hunks}


@record
class KernelDiff:
    """One kernel: ``status`` is ``added``, ``removed``, ``changed`` or ``same``; each
    category maps a name to ``[before, after]``."""

    name: str
    status: str
    descriptor: dict[str, list[Any]] = field(default_factory=dict)
    resources: dict[str, list[Any]] = field(default_factory=dict)
    occupancy: dict[str, list[Any]] = field(default_factory=dict)
    metadata: dict[str, list[Any]] = field(default_factory=dict)
    code: CodeDiff | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "status": self.status}
        for key in ("descriptor", "resources", "occupancy", "metadata"):
            if getattr(self, key):
                out[key] = getattr(self, key)
        if self.code is not None and not self.code.same:
            out["code"] = self.code.to_dict()
        return out


@record
class FunctionDiff:
    """A function that is not a kernel (a device function): ``status`` as for kernels."""

    name: str
    status: str
    code: CodeDiff | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "status": self.status}
        if self.code is not None and not self.code.same:
            out["code"] = self.code.to_dict()
        return out


@record
class ObjectDiff:
    """One pair of code objects (or one that is on one side only: ``status`` ``added`` /
    ``removed``).  ``a`` and ``b`` are the code objects' URIs or names."""

    a: str | None
    b: str | None
    target: str | None
    status: str = "same"
    header: dict[str, list[Any]] = field(default_factory=dict)
    metadata: dict[str, list[Any]] = field(default_factory=dict)
    sections: dict[str, list[Any]] = field(default_factory=dict)
    kernels: list[KernelDiff] = field(default_factory=list)
    functions: list[FunctionDiff] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"a": self.a, "b": self.b, "target": self.target,
                               "status": self.status}
        for key in ("header", "metadata", "sections"):
            if getattr(self, key):
                out[key] = getattr(self, key)
        out["kernels"] = [k.to_dict() for k in self.kernels if k.status != "same"]
        out["functions"] = [f.to_dict() for f in self.functions if f.status != "same"]
        return out


@record
class DiffReport:
    """What ``diff`` found; ``same`` when nothing differs."""

    a: str
    b: str
    objects: list[ObjectDiff] = field(default_factory=list)

    @property
    def same(self) -> bool:
        return all(o.status == "same" for o in self.objects)

    def to_dict(self) -> dict[str, Any]:
        """The ``codeobj diff --json`` document (docs/diff.md)."""
        return {"a": self.a, "b": self.b, "same": self.same,
                "code_objects": [o.to_dict() for o in self.objects if o.status != "same"]}


# -- inputs and pairing ---------------------------------------------------------------------


def _code_objects(source: Any, target: str | None) -> list[tuple[str, CodeObject]]:
    if isinstance(source, CodeObject):
        return [(source.source, source)]
    if isinstance(source, (bytes, bytearray, memoryview)):
        co = CodeObject(bytes(source))
        return [(co.source, co)]
    from .bundle.inputs import code_objects

    return list(code_objects(os.fspath(source), target))


def _kernel_names(co: CodeObject) -> set[str]:
    try:
        return {k.name for k in co.kernels}
    except CodeObjectError:
        return set()


def _pairs(left: list[tuple[str, CodeObject]], right: list[tuple[str, CodeObject]]
           ) -> Iterator[tuple[tuple[str, CodeObject] | None, tuple[str, CodeObject] | None]]:
    """Pairs of code objects: one each side are a pair whatever their targets; otherwise by
    target ID, and within a target by the kernel names they share, then in order."""
    if len(left) == 1 and len(right) == 1:
        yield left[0], right[0]
        return
    groups: dict[str, tuple[list[Any], list[Any]]] = {}
    for side, items in ((0, left), (1, right)):
        for item in items:
            groups.setdefault(str(item[1].target), ([], []))[side].append(item)
    for lhs, rhs in groups.values():
        names = {id(co): _kernel_names(co) for _, co in lhs + rhs}
        free = list(rhs)
        for item in lhs:
            best, score = None, -1.0
            for cand in free:
                a, b = names[id(item[1])], names[id(cand[1])]
                s = len(a & b) / len(a | b) if a | b else 1.0
                if s > score:
                    best, score = cand, s
            if best is not None and (score > 0 or len(lhs) == len(rhs)):
                free.remove(best)
                yield item, best
            else:
                yield item, None
        for cand in free:
            yield None, cand


# -- comparing values ---------------------------------------------------------------------------


def _path(steps: list[Any]) -> str:
    return "/".join(str(s).replace("~", "~0").replace("/", "~1") for s in steps)


def _plain(value: Any) -> Any:
    if isinstance(value, (bytes, bytearray)):
        return bytes(value).hex()
    return value


def _value_diff(a: Any, b: Any, steps: list[Any], out: dict[str, list[Any]]) -> None:
    """Paths (JSON Pointer style) to the leaves that differ, with ``[before, after]``."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in [*a, *(k for k in b if k not in a)]:
            if key not in b:
                out[_path([*steps, key])] = [_plain(a[key]), None]
            elif key not in a:
                out[_path([*steps, key])] = [None, _plain(b[key])]
            else:
                _value_diff(a[key], b[key], [*steps, key], out)
    elif isinstance(a, list) and isinstance(b, list):
        for i in range(max(len(a), len(b))):
            if i >= len(b):
                out[_path([*steps, i])] = [_plain(a[i]), None]
            elif i >= len(a):
                out[_path([*steps, i])] = [None, _plain(b[i])]
            else:
                _value_diff(a[i], b[i], [*steps, i], out)
    elif a != b or type(a) is not type(b):
        out[_path(steps) or "/"] = [_plain(a), _plain(b)]


def _descriptor_view(k: Kernel) -> dict[str, Any]:
    kd = k.descriptor
    if kd is None:
        return {"bytes": k.descriptor_bytes.hex()} if k.descriptor_bytes else {}
    if hasattr(kd, "directives"):
        view = dict(kd.directives())
        # the bit fields no directive carries (comment-only and reserved ones)
        for name in kd.unexpressed():
            word, _, fname = name.partition(".")
            view[name] = kd.field(word, fname) if fname else bytes(kd.reserved[word]).hex()
        return view
    items = dict(kd.items())
    items.pop("kernel_code_entry_byte_offset", None)  # where the code is: moves with it
    return items


def _resources(co: CodeObject, k: Kernel) -> tuple[dict[str, Any], dict[str, Any]]:
    from .kernel.occupancy import kernel_resources

    try:
        res = kernel_resources(co, k).to_dict()
    except CodeObjectError:
        return {}, {}
    occupancy = res.pop("occupancy", None) or {}
    for key in ("kernel", "processor", "notes"):
        res.pop(key, None)
    occupancy = {key: occupancy[key] for key in ("waves_per_simd", "waves_per_cu", "limited_by")
                 if key in occupancy}
    return res, occupancy


# -- code ------------------------------------------------------------------------------------


class _Label:
    """A branch target or a symbolised literal, printed as its text."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __str__(self) -> str:
        return self.text


_MASK = _Label("<target>")
_SGPR = re.compile(r"SGPR(\d+)")


class _Function:
    """One function's instructions: text with branch targets masked (``keys``), the text to
    show (``shown``), each branch's target index (or its symbol text) and offsets."""

    def __init__(self, keys: list[str], shown: list[str], targets: list[Any],
                 offsets: list[int]) -> None:
        self.keys, self.shown, self.targets, self.offsets = keys, shown, targets, offsets


class _Symbolizer:
    """Addresses to ``name+0xoff`` from a code object's symbols."""

    def __init__(self, co: CodeObject) -> None:
        entries = []
        for s in co.symbols:
            if s.name and 0 < s.shndx < 0xFF00 and s.type in (0, 1, 2) and \
                    not s.name.startswith(".L"):
                entries.append((s.value, s.size, s.shndx, s.name))
        entries.sort()
        self.entries = entries
        self.starts = [e[0] for e in entries]
        self.co = co

    def __call__(self, address: int) -> str:
        i = bisect.bisect_right(self.starts, address) - 1
        while i >= 0:
            value, size, _, name = self.entries[i]
            if address < value + max(size, 1) or size == 0:
                off = address - value
                return f"{name}+{off:#x}" if off else name
            i -= 1
        section = self.co.elf.section_for_address(address)
        if section is not None:
            return f"{section.name}+{address - section.sh_addr:#x}"
        return f"{address:#x}"


def _decoder(co: CodeObject) -> tuple[Decoder, Printer]:
    from .isa.db import subtarget
    from .isa.disasm import decoder
    from .isa.printer import printer

    st = subtarget(str(co.target))
    return decoder(st), printer(st)


def _function(co: CodeObject, section_index: int, start: int, size: int, tools: tuple[Any, ...],
              symbolize: _Symbolizer) -> _Function:
    """Decode and print ``size`` bytes at ``start`` (an address in a linked object, an offset
    in a relocatable one) of a section."""
    from .isa.mc import MCInst

    dec, prn = tools
    section = co.sections[section_index]
    data = co.section_data(section_index)
    relocatable = co.header.e_type == 1
    base = 0 if relocatable else section.sh_addr
    first = start - base
    end = min(first + size, len(data))
    relocs = {r.offset: r for r in co.relocations_for(section.name)} if relocatable else {}
    keys: list[str] = []
    shown: list[str] = []
    branches: list[tuple[int, int]] = []  # (instruction index, target offset in the section)
    external: dict[int, str] = {}
    offsets: list[int] = []
    pc: dict[int, int] = {}  # SGPR number -> the address s_getpc_b64 put there
    pos = first
    while pos < end:
        mi, n = dec.decode(data[:end], pos)
        n = max(n, 1)
        index = len(keys)
        offsets.append(pos - first)
        if mi is None:
            text = "<invalid " + bytes(data[pos:pos + n]).hex() + ">"
            keys.append(text)
            shown.append(text)
            pos += n
            continue
        name = mi.desc.name
        ops = list(mi.ops)
        changed = False
        if "isBranch" in mi.desc.flags or "isCall" in mi.desc.flags:
            for i, od in enumerate(mi.desc.opdefs):
                if od is not None and "BrTarget" in str(od) and i < len(ops) and \
                        isinstance(ops[i], int):
                    simm = (ops[i] & 0xFFFF ^ 0x8000) - 0x8000
                    target = pos + 4 + simm * 4
                    branches.append((index, target))
                    ops[i] = _MASK
                    changed = True
        hits = [r for off, r in relocs.items() if pos <= off < pos + n]
        label = None
        if name.startswith("S_GETPC_B64"):
            m = _SGPR.match(getattr(ops[0], "name", "")) if ops else None
            if m:
                pc[int(m.group(1))] = base + pos + 4
        elif name.startswith(("S_ADD_U32", "S_ADDC_U32")) and n > 4 and ops:
            label = _pc_relative(name, ops, pc, data, pos, n, hits, symbolize)
        if label is not None:
            changed |= _replace_literal(mi, ops, data, pos, n - 4, label)
        else:
            for r in hits:
                label = _Label(f"<{r.symbol}{r.addend:+#x}>@{r.type_name}")
                changed |= _replace_literal(mi, ops, data, pos, r.offset - pos, label)
        try:
            text = prn.print(MCInst(mi.desc, ops)) if changed else prn.print(mi)
        except Exception:  # noqa: BLE001 - a printer bug must not stop a diff
            text = f"<{mi.desc.name} {bytes(data[pos:pos + n]).hex()}>"
        keys.append(text)
        shown.append(text)
        pos += n
    starts = {off + first: i for i, off in enumerate(offsets)}
    targets: list[Any] = [None] * len(keys)
    labels: dict[int, str] = {}
    for i, target in sorted(branches, key=lambda b: b[1]):
        if target in starts:
            labels.setdefault(target, f"L{len(labels)}")
    for i, target in branches:
        if target in starts:
            targets[i] = starts[target]
            named = labels[target]
        else:
            named = f"<{symbolize(base + target)}>"
            external[i] = named
            targets[i] = named
        shown[i] = shown[i].replace("<target>", named, 1)
        if i in external:
            keys[i] = keys[i].replace("<target>", named, 1)
    return _Function(keys, shown, targets, offsets)


def _pc_relative(name: str, ops: list[Any], pc: dict[Any, Any], data: bytes | memoryview,
                 pos: int, n: int, hits: list[Any], symbolize: _Symbolizer) -> _Label | None:
    """The ``<symbol+off>@lo`` / ``@hi`` an ``s_add_u32``/``s_addc_u32`` after an
    ``s_getpc_b64`` of the same registers reaches, from its literal (linked) or from the
    relocation at the literal (relocatable: R_AMDGPU_REL32_LO/HI, whose addend counts from
    the literal's address); None when it is not such an instruction."""
    m = _SGPR.match(getattr(ops[0], "name", ""))
    if not m:
        return None
    low = name.startswith("S_ADD_U32")
    key = int(m.group(1)) if low else int(m.group(1)) - 1
    got = pc.get(key)
    if got is None or low != isinstance(got, int):
        return None
    base = got if low else got[0]
    reloc = next((r for r in hits if r.offset == pos + n - 4), None)
    if reloc is not None:
        if reloc.type_name not in ("R_AMDGPU_REL32_LO", "R_AMDGPU_REL32_HI", "R_AMDGPU_REL32"):
            return None
        off = reloc.addend - (reloc.offset - base)
        where = f"{reloc.symbol}{off:+#x}" if off else reloc.symbol
    else:
        literal = int.from_bytes(data[pos + n - 4:pos + n], "little")
        if low:
            where = symbolize(base + (literal - (1 << 32) if literal >> 31 else literal))
        else:
            where = got[1]
    if low:
        pc[key] = (base, where)
        return _Label(f"<{where}>@lo")
    pc.pop(key)
    return _Label(f"<{where}>@hi")


def _words(co: CodeObject, section_index: int, start: int, size: int) -> _Function:
    """A function as 32-bit words, for a processor codeobj cannot decode."""
    data = co.section_data(section_index)
    first = start - (0 if co.header.e_type == 1 else co.sections[section_index].sh_addr)
    end = min(first + size, len(data))
    offsets = list(range(first, end, 4))
    texts = [f".long {int.from_bytes(data[o:min(o + 4, end)], 'little'):#010x}" for o in offsets]
    return _Function(texts, list(texts), [None] * len(texts), [o - first for o in offsets])


def _replace_literal(mi: MCInst, ops: list[Any], data: Code, pos: int, literal_at: int, label: _Label) -> bool:
    """Put ``label`` where the instruction's literal operand is (the one whose value is the
    dword at ``literal_at``); False when no operand holds it."""
    if literal_at < 4 or literal_at + 4 > len(data) - pos:
        return False
    literal = int.from_bytes(data[pos + literal_at:pos + literal_at + 4], "little")
    for i in range(len(ops) - 1, mi.desc.n_outs - 1, -1):
        op = ops[i]
        if type(op) is int and op & 0xFFFFFFFF == literal:
            ops[i] = label
            return True
    return False


def _code_diff(a: _Function, b: _Function, context: int = CONTEXT) -> CodeDiff:
    matcher = difflib.SequenceMatcher(None, a.keys, b.keys, autojunk=False)
    opcodes = matcher.get_opcodes()
    # equal runs: A index -> B index
    mapping: dict[int, int] = {}
    for tag, i1, i2, j1, _ in opcodes:
        if tag == "equal":
            for k in range(i2 - i1):
                mapping[i1 + k] = j1 + k
    # a branch pair is the same only if its targets line up too
    broken = set()
    for i, j in mapping.items():
        ta, tb = a.targets[i], b.targets[j]
        if ta is None and tb is None:
            continue
        if isinstance(ta, int) and isinstance(tb, int):
            if mapping.get(ta) != tb:
                broken.add(i)
        elif ta != tb:
            broken.add(i)
    if broken:
        opcodes = _split_equal(opcodes, broken)
    out = CodeDiff(len(a.keys), len(b.keys))
    for group in _groups(opcodes, context):
        lines: list[str] = []
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                lines += [" " + a.shown[i] for i in range(i1, i2)]
                continue
            lines += ["-" + a.shown[i] for i in range(i1, i2)]
            lines += ["+" + b.shown[j] for j in range(j1, j2)]
            out.removed += i2 - i1
            out.added += j2 - j1
        first, last = group[0], group[-1]
        out.hunks.append({"a_start": first[1] + 1, "a_count": last[2] - first[1],
                          "b_start": first[3] + 1, "b_count": last[4] - first[3],
                          "a_offset": a.offsets[first[1]] if first[1] < len(a.offsets) else None,
                          "b_offset": b.offsets[first[3]] if first[3] < len(b.offsets) else None,
                          "lines": lines})
    return out


def _split_equal(opcodes: list[Any], broken: set[int]) -> list[Any]:
    """Turn the broken branch lines of equal runs into one-line replacements."""
    out = []
    for tag, i1, i2, j1, j2 in opcodes:
        if tag != "equal" or not any(i1 <= i < i2 for i in broken):
            out.append((tag, i1, i2, j1, j2))
            continue
        start = i1
        for i in range(i1, i2):
            if i in broken:
                if start < i:
                    out.append(("equal", start, i, j1 + start - i1, j1 + i - i1))
                out.append(("replace", i, i + 1, j1 + i - i1, j1 + i - i1 + 1))
                start = i + 1
        if start < i2:
            out.append(("equal", start, i2, j1 + start - i1, j2))
    return out


def _groups(opcodes: list[Any], n: int) -> Iterator[list[Any]]:
    """difflib's get_grouped_opcodes, on opcodes we may have edited."""
    if not any(tag != "equal" for tag, *_ in opcodes):
        return
    codes = list(opcodes)
    if codes[0][0] == "equal":
        tag, i1, i2, j1, j2 = codes[0]
        codes[0] = tag, max(i1, i2 - n), i2, max(j1, j2 - n), j2
    if codes[-1][0] == "equal":
        tag, i1, i2, j1, j2 = codes[-1]
        codes[-1] = tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)
    nn = n + n
    group = []
    for tag, i1, i2, j1, j2 in codes:
        if tag == "equal" and i2 - i1 > nn:
            group.append((tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)))
            yield group
            group = []
            i1, j1 = max(i1, i2 - n), max(j1, j2 - n)
        group.append((tag, i1, i2, j1, j2))
    if group and not (len(group) == 1 and group[0][0] == "equal"):
        yield group


def _content_sections(co: CodeObject) -> dict[str, int]:
    """Sizes of the sections that hold code or data (PROGBITS, NOBITS), debug information
    and the tool's .comment aside: the tables (symbols, strings, hashes, relocations) follow
    from what they describe, which the rest of the diff reports."""
    return {s.name: s.sh_size for s in co.sections
            if s.index and s.sh_type in (1, 8) and not s.name.startswith((".debug", ".comment"))}


# -- functions of a code object -----------------------------------------------------------------


def _functions(co: CodeObject) -> dict[str, tuple[int, int, int]]:
    """``{name: (section index, start, size)}`` of the defined functions in code sections."""
    out: dict[str, tuple[int, int, int]] = {}
    for s in co.symbols:
        if s.type != 2 or not 0 < s.shndx < min(0xFF00, len(co.sections)) or not s.name:
            continue
        section = co.sections[s.shndx]
        if section.sh_flags & 0x4:  # SHF_EXECINSTR
            out.setdefault(s.name, (s.shndx, s.value, s.size))
    return out


def _kernel_extent(co: CodeObject, k: Kernel) -> tuple[int, int, int] | None:
    """(section index, start, size) of a kernel's code as the kernel model located it (V2:
    after its amd_kernel_code_t), or None."""
    if k.code_offset is None or not k.code_size:
        return None
    for s in co.sections:
        if s.index and s.sh_flags & 0x4 and s.sh_type == 1 and \
                s.sh_offset <= k.code_offset < s.sh_offset + s.sh_size:
            start = k.code_offset - s.sh_offset
            return s.index, start if co.header.e_type == 1 else start + s.sh_addr, k.code_size
    return None


class _Side:
    """What one code object of a pair offers, computed once."""

    def __init__(self, co: CodeObject) -> None:
        self.co = co
        self.kernels = {k.name: k for k in co.kernels}
        self.functions = _functions(co)
        self._tools: tuple[Any, ...] | None = None
        self._symbolize: _Symbolizer | None = None

    def code(self, name: str) -> _Function | None:
        where = self.functions.get(name)
        kernel = self.kernels.get(name)
        if kernel is not None:
            where = _kernel_extent(self.co, kernel) or where
        if where is None:
            return None
        if self._tools is None:
            from .errors import TargetError

            self._symbolize = _Symbolizer(self.co)
            try:
                self._tools = _decoder(self.co) if self.co.target is not None else ()
            except TargetError:
                self._tools = ()  # no instruction tables for the processor: words
        if not self._tools:
            return _words(self.co, *where)
        assert self._symbolize is not None  # made with the tools
        return _function(self.co, *where, self._tools, self._symbolize)


def _compare_code(a: _Side, b: _Side, name: str, context: int) -> CodeDiff | None:
    fa, fb = a.code(name), b.code(name)
    if fa is None and fb is None:
        return None
    empty = _Function([], [], [], [])
    return _code_diff(fa or empty, fb or empty, context)


def _compare_objects(a_uri: str, a: CodeObject, b_uri: str, b: CodeObject, context: int
                     ) -> ObjectDiff:
    out = ObjectDiff(a_uri, b_uri, str(b.target) if b.target else None)
    for key, va, vb in (("target", a.target, b.target),
                        ("code_object_version", a.code_object_version, b.code_object_version),
                        ("elf_type", a.elf_type, b.elf_type), ("e_flags", a.e_flags, b.e_flags)):
        if str(va) != str(vb):
            out.header[key] = [va if isinstance(va, (int, str)) or va is None else str(va),
                               vb if isinstance(vb, (int, str)) or vb is None else str(vb)]
    ma, mb = dict(a.metadata or {}), dict(b.metadata or {})
    for key in ("amdhsa.kernels", "Kernels"):
        ma.pop(key, None)
        mb.pop(key, None)
    _value_diff(ma, mb, [], out.metadata)
    sa, sb = _content_sections(a), _content_sections(b)
    for name in [*sa, *(n for n in sb if n not in sa)]:
        if sa.get(name) != sb.get(name):
            out.sections[name] = [sa.get(name), sb.get(name)]
    side_a, side_b = _Side(a), _Side(b)
    for name in [*side_a.kernels, *(n for n in side_b.kernels if n not in side_a.kernels)]:
        ka, kb = side_a.kernels.get(name), side_b.kernels.get(name)
        if ka is None or kb is None:
            out.kernels.append(KernelDiff(name, "added" if ka is None else "removed"))
            continue
        kd = KernelDiff(name, "same")
        _value_diff(_descriptor_view(ka), _descriptor_view(kb), [], kd.descriptor)
        ra, oa = _resources(a, ka)
        rb, ob = _resources(b, kb)
        _value_diff(ra, rb, [], kd.resources)
        _value_diff(oa, ob, [], kd.occupancy)
        _value_diff(ka.metadata or {}, kb.metadata or {}, [], kd.metadata)
        kd.code = _compare_code(side_a, side_b, name, context)
        if kd.descriptor or kd.resources or kd.occupancy or kd.metadata or \
                kd.code is not None and not kd.code.same:
            kd.status = "changed"
        out.kernels.append(kd)
    names = [n for n in side_a.functions if n not in side_a.kernels]
    names += [n for n in side_b.functions if n not in side_b.kernels and n not in names]
    for name in names:
        if name in side_a.kernels or name in side_b.kernels:
            continue
        if name not in side_a.functions or name not in side_b.functions:
            status = "added" if name not in side_a.functions else "removed"
            out.functions.append(FunctionDiff(name, status))
            continue
        code = _compare_code(side_a, side_b, name, context)
        out.functions.append(FunctionDiff(name, "same" if code is None or code.same
                                          else "changed", code))
    if out.header or out.metadata or out.sections or \
            any(k.status != "same" for k in out.kernels) or \
            any(f.status != "same" for f in out.functions):
        out.status = "changed"
    return out


def _name(source: Any) -> str:
    if isinstance(source, CodeObject):
        return source.source
    if isinstance(source, (bytes, bytearray, memoryview)):
        return "<memory>"
    path: str = os.fspath(source)
    return path


def diff(a: Any, b: Any, *, target: str | None = None, context: int = CONTEXT) -> DiffReport:
    """Compare ``a`` and ``b``: paths or URIs (code objects, bundles, host libraries,
    archives), ``CodeObject``s or bytes of a code object.  ``target`` keeps only the code
    objects compatible with that target ID on both sides; ``context`` is the number of
    unchanged instructions shown around each change of code."""
    left, right = _code_objects(a, target), _code_objects(b, target)
    report = DiffReport(_name(a), _name(b))
    for pa, pb in _pairs(left, right):
        if pa is not None and pb is not None:
            report.objects.append(_compare_objects(pa[0], pa[1], pb[0], pb[1], context))
        elif pb is not None:
            report.objects.append(ObjectDiff(None, pb[0], str(pb[1].target), "added"))
        elif pa is not None:  # _pairs never gives two Nones
            report.objects.append(ObjectDiff(pa[0], None, str(pa[1].target), "removed"))
    return report
