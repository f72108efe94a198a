"""Probe llvm-mc-19's disassembler for the image instructions of gfx10-gfx12.

MIMG (gfx10, gfx11) and VIMAGE/VSAMPLE (gfx12) operands change width with the
encoding: the data registers with ``dmask``, ``d16``, ``tfe`` and ``lwe``, the
address registers with ``dim``, ``a16`` and the opcode.  For every opcode this
finds, by disassembling probe words:

* ``m``: the mnemonic (from a probe with dmask 1 or 0xf, dim 1D);
* ``rs``: the width of the resource descriptor (8, or 4 for the BVH opcodes) and
  whether a sampler follows (``ops`` lists the operand roles);
* ``vd``: the data width for each (dmask bits 0-4, d16, tfe, lwe) (None: invalid);
* ``addr``: per ``"<a16><dim>"``, the widths of the address registers in the NSA
  (list) form, and ``addrw`` the width of the single register range of the
  sequential form (gfx10/gfx11);
* ``caps``: the one-bit modifiers the opcode prints.

Used by ``tools/gen_isa_rdna.py``; the decoder (``codeobj/isa/image.py``) reads these
facts from the generated tables.
"""

from __future__ import annotations

import re

from codeobj.isa.formats import Format
from tools.isa.probe import disassemble

_FLAGS = ("unorm", "glc", "slc", "dlc", "r128", "a16", "tfe", "lwe", "d16")
_REG = re.compile(r"^v(\d+)$|^v\[(\d+):(\d+)\]$")
VDATA, VADDR0 = 10, 20  # probe registers
# dmask values with 0..4 bits set
DMASKS = (0, 1, 3, 7, 15)


def _width(tok: str) -> int | None:
    m = _REG.match(tok.strip())
    if not m:
        return None
    if m.group(1) is not None:
        return 1
    return int(m.group(3)) - int(m.group(2)) + 1


def _split(text: str) -> tuple[str, str, list[str], list[str]]:
    """(mnemonic, separator, operands, modifiers) of an image instruction line; the NSA
    address list ``[v1, v2]`` is one operand."""
    m = re.match(r"(\S+)(\s+)(.*)$", text)
    mnem, sep, rest = m.group(1), m.group(2), m.group(3)
    ops, mods, depth, cur = [], [], 0, ""
    i = 0
    while i < len(rest):
        c = rest[i]
        if c == "[":
            depth += 1
        elif c == "]":
            depth -= 1
        if c == "," and depth == 0:
            ops.append(cur.strip())
            cur = ""
        else:
            cur += c
        i += 1
    tail = cur.strip().split(" ")
    ops.append(tail[0])
    mods = [t for t in tail[1:] if t]
    return mnem, sep, ops, mods


class ImageProber:
    """Probes one image format of one target (``fmt``: MIMG, VIMAGE or VSAMPLE)."""

    def __init__(self, target: str, gen: str, fmt: Format) -> None:
        self.target, self.gen, self.fmt = target, gen, fmt
        self.gfx12 = fmt.name in ("VIMAGE", "VSAMPLE")
        self.slots = [n for n in ("vaddr0", "vaddr1", "vaddr2", "vaddr3", "vaddr4")
                      if fmt.has(n)]

    # -- words -----------------------------------------------------------------------
    def base(self, op: int) -> dict:
        if self.gfx12:
            vals = {"vdata": VDATA, "srsrc": 8, "dmask": 1}
            if self.fmt.has("ssamp"):
                vals["ssamp"] = 16
            return vals
        return {"vdata": VDATA, "vaddr": VADDR0, "srsrc": 2, "ssamp": 4, "dmask": 1}

    def word(self, op: int, vals: dict, addrs: list[int] = ()) -> bytes:
        """Probe bytes: the fields, then (MIMG NSA) the address bytes."""
        fmt = self.fmt
        v = fmt.put_opcode(0, op)
        for name, x in vals.items():
            v = fmt.field(name).put(v, x)
        if self.gfx12:
            for name, x in zip(self.slots, addrs):
                v = fmt.field(name).put(v, x)
            return v.to_bytes(12, "little")
        out = v.to_bytes(8, "little")
        if addrs:
            out += bytes(addrs)
        return out

    def nsa_variants(self, op: int, vals: dict) -> list[tuple[dict, list[int], int]]:
        """NSA layouts of address registers VADDR0, VADDR0+4, ...: (fields, address bytes,
        NSA dwords).  gfx12: 1-5 slots used (an unused slot must be zero, so the most
        that decode is the instruction's count); gfx10/gfx11: every count of NSA dwords
        (llvm-mc prints as many addresses as the opcode variant it matched for that size
        has, whatever the dim)."""
        if self.gfx12:
            return [(vals, [VADDR0 + 4 * i for i in range(k)], 0)
                    for k in range(1, len(self.slots) + 1)]
        counts = (1,) if self.gen == "gfx11" else (1, 2, 3)
        return [(dict(vals, nsa=n), [VADDR0 + 4 * i for i in range(1, 4 * n + 1)], n)
                for n in counts]

    # -- probes ----------------------------------------------------------------------
    def opcodes(self) -> dict[int, tuple[dict, str]]:
        """op -> (fields, text) of the first probe that decodes."""
        tries = []
        for op in range(1 << self.fmt.opcode_bits):
            for extra in ({}, {"dmask": 15}, {"dmask": 15, "r128": 1}, {"dmask": 3},
                          {"ssamp": 0}, {"ssamp": 0, "dmask": 15}, {"ssamp": 0, "dmask": 3}):
                if "ssamp" in extra and not self.fmt.has("ssamp"):
                    continue
                vals = dict(self.base(op), **extra)
                if self.gfx12:
                    for variant in self.nsa_variants(op, vals):
                        tries.append((op, variant[0], variant[1]))
                else:
                    tries.append((op, vals, []))
        texts = disassemble(self.target, [self.word(op, v, a) for op, v, a in tries])
        found: dict[int, tuple[dict, str]] = {}
        for (op, vals, addrs), text in zip(tries, texts):
            if text is None or not text.startswith("image_"):
                continue
            # gfx12: the most address slots that decode (an unused one must be zero; a
            # used one left zero makes llvm-mc print another variant's widths)
            if op not in found or len(addrs) > len(found[op][0]["_addrs"]):
                found[op] = (dict(vals, _addrs=addrs), text)
        return found

    def describe(self, found: dict[int, tuple[dict, str]]) -> dict[int, dict]:
        table: dict[int, dict] = {}
        for op, (vals, text) in found.items():
            mnem, _sep, ops, _mods = _split(text)
            rs = _width_s(ops[2]) if len(ops) > 2 else 8
            table[op] = {"m": mnem, "rs": rs,
                         "ops": ["vdata", "vaddr", "srsrc"] + (["ssamp"] if len(ops) > 3 else [])}
        self._data(found, table)
        self._addresses(found, table)
        self._caps(found, table)
        return table

    def _plain(self, vals: dict) -> dict:
        return {k: x for k, x in vals.items() if not k.startswith("_")}

    def _addresses(self, found, table) -> None:
        tries = []
        for op, (vals, _t) in found.items():
            base = dict(self._plain(vals))
            base.pop("nsa", None)
            for a16 in (0, 1):
                for dim in range(8):
                    v = dict(base, a16=a16, dim=dim)
                    if not self.gfx12:
                        tries.append((op, a16, dim, "seq", v, []))
                    for nv, addrs, n in self.nsa_variants(op, v):
                        tries.append((op, a16, dim, n, nv, addrs))
                        tries.append((op, a16, dim, -n, dict(nv, dmask=15), addrs))
        texts = disassemble(self.target, [self.word(op, v, a) for op, _a, _d, _k, v, a in tries])
        for (op, a16, dim, kind, _v, addrs), text in zip(tries, texts):
            if text is None:
                continue
            mnem, sep, ops, _mods = _split(text)
            if mnem != table[op]["m"] or len(ops) < 2:
                continue
            if isinstance(kind, int) and kind < 0:
                # llvm-mc keeps the widths of the opcode variant it matched when no variant
                # has the computed ones (e.g. an NSA size the address count does not need):
                # then the data width does not follow dmask
                key = f"{a16}{dim}{-kind}"
                full = table[op]["vd"][4 * 8] if "vd" in table[op] else None
                w = _width(ops[0])
                if w is not None and w != full:
                    table[op].setdefault("vfix", {})[key] = w
                continue
            key = f"{a16}{dim}" if kind in ("seq", 0) else f"{a16}{dim}{kind}"
            tok = ops[1]
            if kind == "seq":
                w = _width(tok)
                if w is not None and not tok.startswith("["):
                    table[op].setdefault("addrw", {})[key] = w
                continue
            if tok.startswith("["):
                widths = [_width(t) for t in tok[1:-1].split(",")]
                if None in widths:
                    continue
                if sep != " ":
                    table[op]["nsa_sep"] = sep
            elif self.gfx12:
                widths = [_width(tok)]
            else:
                continue
            # the layout with the most address registers that decodes is the real one
            old = table[op].setdefault("addr", {}).get(key)
            if old is None or len(widths) >= len(old):
                table[op]["addr"][key] = widths

    def _data(self, found, table) -> None:
        tries = []
        for op, (vals, _t) in found.items():
            for i, dmask in enumerate(DMASKS):
                for d16 in (0, 1):
                    for tfe in (0, 1):
                        for lwe in (0, 1):
                            v = dict(self._plain(vals), dmask=dmask)
                            for name, x in (("d16", d16), ("tfe", tfe), ("lwe", lwe)):
                                if not self.fmt.has(name):
                                    if x:
                                        break
                                    continue
                                v[name] = x
                            else:
                                tries.append((op, i * 8 + d16 * 4 + tfe * 2 + lwe, v,
                                              vals["_addrs"]))
        texts = disassemble(self.target, [self.word(op, v, a) for op, _i, v, a in tries])
        for op in table:
            table[op]["vd"] = [None] * 40
        for (op, i, _v, _a), text in zip(tries, texts):
            if text is None:
                continue
            mnem, _sep, ops, _mods = _split(text)
            if mnem == table[op]["m"]:
                table[op]["vd"][i] = _width(ops[0])

    def _caps(self, found, table) -> None:
        tries = []
        for op, (vals, _t) in found.items():
            for flag in _FLAGS:
                if self.fmt.has(flag):
                    tries.append((op, flag, dict(self._plain(vals), **{flag: 1}),
                                  vals["_addrs"]))
        texts = disassemble(self.target, [self.word(op, v, a) for op, _f, v, a in tries])
        for (op, flag, _v, _a), text in zip(tries, texts):
            if text is not None and flag in _split(text)[3]:
                table[op].setdefault("caps", []).append(flag)

    def modifier_order(self, found) -> list[str]:
        """The order llvm-mc prints the one-bit modifiers in, from probes setting two."""
        flags = [f for f in _FLAGS if self.fmt.has(f)]
        op, (vals, _t) = next(iter(sorted(found.items())))
        tries = [(a, b) for a in flags for b in flags if a < b]
        words = [self.word(op, dict(self._plain(vals), **{a: 1, b: 1}), vals["_addrs"])
                 for a, b in tries]
        before: set[tuple[str, str]] = set()
        for (a, b), text in zip(tries, disassemble(self.target, words)):
            if text is None:
                continue
            mods = _split(text)[3]
            if a in mods and b in mods:
                before.add((a, b) if mods.index(a) < mods.index(b) else (b, a))
        order = []
        rest = list(flags)
        while rest:  # a topological order of the pairs seen
            nxt = next((f for f in rest if not any((g, f) in before for g in rest if g != f)),
                       rest[0])
            order.append(nxt)
            rest.remove(nxt)
        return order

    def scalar_fields(self, found, table) -> dict[str, list[int]]:
        """Which srsrc (per width) and ssamp field values llvm-mc accepts (a tuple must be
        a whole register range): ``{"srsrc8": [...], "srsrc4": [...], "ssamp": [...]}``."""
        tries = []
        for rs in (8, 4):
            op = next((o for o in sorted(found) if table[o]["rs"] == rs), None)
            if op is None:
                continue
            vals = found[op][0]
            for x in range(1 << self.fmt.field("srsrc").width):
                tries.append((f"srsrc{rs}", x, op, dict(self._plain(vals), srsrc=x),
                              vals["_addrs"]))
        op = next((o for o in sorted(found) if "ssamp" in table[o]["ops"]), None)
        if op is not None:
            vals = found[op][0]
            for x in range(1 << self.fmt.field("ssamp").width):
                tries.append(("ssamp", x, op, dict(self._plain(vals), ssamp=x), vals["_addrs"]))
        out: dict[str, list[int]] = {}
        texts = disassemble(self.target, [self.word(op, v, a) for _k, _x, op, v, a in tries])
        for (key, x, _op, _v, _a), text in zip(tries, texts):
            if text is not None and "/*" not in text:
                out.setdefault(key, []).append(x)
        return out

    def dims(self, found) -> list[str]:
        op, (vals, _t) = next(iter(sorted(found.items())))
        words, keys = [], []
        for dim in range(8):
            v = dict(self._plain(vals), dim=dim)
            for nv, addrs, _n in ([(v, vals["_addrs"], 0)] if not self.gfx12 else []) + \
                    self.nsa_variants(op, v):
                words.append(self.word(op, nv, addrs))
                keys.append(dim)
        names = [""] * 8
        for dim, text in zip(keys, disassemble(self.target, words)):
            if text is None or names[dim]:
                continue
            tok = next((m for m in _split(text)[3] if m.startswith("dim:")), None)
            if tok:
                names[dim] = tok
        return names


def _width_s(tok: str) -> int:
    m = re.match(r"^s\[(\d+):(\d+)\]$", tok.strip())
    return int(m.group(2)) - int(m.group(1)) + 1 if m else 1
