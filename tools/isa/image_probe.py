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

import itertools
import json
import re
from collections import Counter

from codeobj.isa.formats import Format
from tools.isa.probe import disassemble

_FLAGS = ("unorm", "glc", "slc", "dlc", "r128", "a16", "tfe", "lwe", "da", "d16")
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
        if rest.startswith("/*", i):  # a comment (may hold commas) stays with its operand
            end = rest.find("*/", i)
            end = len(rest) if end < 0 else end + 2
            cur += rest[i:end]
            i = end
            continue
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
    last = cur.strip()
    cut = last.rfind("*/") + 2 if "*/" in last else 0  # spaces inside a comment stay
    head, _, rest_mods = last[cut:].partition(" ")
    ops.append(last[:cut] + head)
    mods = [t for t in rest_mods.split(" ") if t]
    return mnem, sep, ops, mods


class ImageProber:
    """Probes one image format of one target (``fmt``: MIMG, VIMAGE or VSAMPLE)."""

    def __init__(self, target: str, gen: str, fmt: Format) -> None:
        self.target, self.gen, self.fmt = target, gen, fmt
        self.gfx12 = fmt.name in ("VIMAGE", "VSAMPLE")
        self.slots = [n for n in ("vaddr0", "vaddr1", "vaddr2", "vaddr3", "vaddr4")
                      if fmt.has(n)]
        # gfx8/gfx9 MIMG: no dim (the address width is the opcode's) and no NSA
        self.dims_n = 8 if fmt.has("dim") else 1

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
        if not self.fmt.has("nsa"):
            return []
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
                if any(not self.fmt.has(k) for k in extra):
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
        self._grid(found, table)
        self._caps(found, table)
        return table

    def _plain(self, vals: dict) -> dict:
        return {k: x for k, x in vals.items() if not k.startswith("_")}

    def _grid(self, found, table) -> None:
        """Every data code (dmask bits, d16, tfe, lwe) x address key (a16, dim, layout):
        what llvm-mc prints.  llvm-mc prints the widths the fields call for when the opcode
        has a variant with them, else those of the variant it matched; so the table keeps
        the usual widths (``vd`` per data code, ``addr``/``addrw`` per address key, each the
        most common) and the cells that differ (``x``: ``"code,key"`` -> [data width,
        address widths] or 0 when llvm-mc rejects the word)."""
        for op, (vals, _t) in found.items():
            base = dict(self._plain(vals))
            base.pop("nsa", None)
            tries = []
            for i, dmask in enumerate(DMASKS):
                for d16, tfe, lwe in itertools.product((0, 1), repeat=3):
                    code = i * 8 + d16 * 4 + tfe * 2 + lwe
                    flags = {"d16": d16, "tfe": tfe, "lwe": lwe}
                    if any(x and not self.fmt.has(n) for n, x in flags.items()):
                        continue
                    v0 = dict(base, dmask=dmask, **{n: x for n, x in flags.items()
                                                     if self.fmt.has(n)})
                    for a16 in (0, 1):
                        for dim in range(self.dims_n):
                            v = dict(v0, a16=a16, **({"dim": dim} if self.dims_n > 1 else {}))
                            if not self.gfx12:
                                tries.append((code, f"{a16}{dim}", v, []))
                            for nv, addrs, n in self.nsa_variants(op, v):
                                # gfx12: keyed by the slots in use (up to the last nonzero)
                                key = f"{a16}{dim}{len(addrs) if self.gfx12 else n}"
                                tries.append((code, key, nv, addrs))
            texts = disassemble(self.target, [self.word(op, v, a) for _c, _k, v, a in tries])
            cells: dict[tuple[int, str], object] = {}
            for (code, key, _v, _a), text in zip(tries, texts):
                got: object = 0
                if text is not None:
                    mnem, sep, ops, _mods = _split(text)
                    if mnem != table[op]["m"] or len(ops) < 2:
                        continue
                    if sep != " ":
                        table[op]["nsa_sep"] = sep
                    tok = ops[1]
                    if tok.startswith("["):
                        aw: object = [_width(t) for t in tok[1:-1].split(",")]
                    elif self.gfx12:
                        aw = [_width(tok)]
                    else:
                        aw = _width(tok)
                    got = [_width(ops[0]), aw]
                cells[(code, key)] = got
            vd, addr = {}, {}
            for (code, key), got in cells.items():
                if got:
                    vd.setdefault(code, Counter())[got[0]] += 1
                    addr.setdefault(key, Counter())[json.dumps(got[1])] += 1
            e = table[op]
            e["vd"] = [vd[c].most_common(1)[0][0] if c in vd else None for c in range(40)]
            for key, counter in addr.items():
                aw = json.loads(counter.most_common(1)[0][0])
                if isinstance(aw, list):
                    e.setdefault("addr", {})[key] = aw
                else:
                    e.setdefault("addrw", {})[key] = aw
            self._overflow(op, base, table[op])
            x = {}
            for (code, key), got in sorted(cells.items()):
                usual = [e["vd"][code], e.get("addr", {}).get(key, e.get("addrw", {}).get(key))]
                if got != usual:
                    x[f"{code},{key}"] = got
            if x:
                e["x"] = x

    def _overflow(self, op: int, base: dict, e: dict) -> None:
        """``fb``: the widths llvm-mc prints, per address layout, when the computed data or
        address registers would run past v255 (it keeps the matched variant's widths)."""
        tries = []
        # data of 5 (dmask 0xf + tfe) from v252/v253 cannot fit; the matched variant's
        # (which does not depend on dim) may: the first probe that decodes shows it
        for vdata, dim in itertools.product((253, 252), range(self.dims_n)):
            v = dict(base, vdata=vdata, dmask=15, a16=0,
                     **({"dim": dim} if self.dims_n > 1 else {}))
            if self.fmt.has("tfe"):
                v["tfe"] = 1
            if not self.gfx12:
                v["vaddr"] = 252
                tries.append(("s", v, []))
            for nv, addrs, n in self.nsa_variants(op, v):
                tries.append((str(len(addrs) if self.gfx12 else n), nv, [252] * len(addrs)))
        texts = disassemble(self.target, [self.word(op, nv, a) for _k, nv, a in tries])
        for (form, _v, _a), text in zip(tries, texts):
            if text is None:
                continue
            mnem, _sep, ops, _mods = _split(text)
            if mnem != e["m"] or len(ops) < 2:
                continue
            tok = ops[1]
            aw = [_width(t) for t in tok[1:-1].split(",")] if tok.startswith("[") else (
                [_width(tok)] if self.gfx12 else _width(tok))
            e.setdefault("fb", {}).setdefault(form, [_width(ops[0]), aw])

    def _caps(self, found, table) -> None:
        tries = []
        for op, (vals, _t) in found.items():
            for flag in _FLAGS:
                if self.fmt.has(flag):
                    tries.append((op, flag, dict(self._plain(vals), **{flag: 1}),
                                  vals["_addrs"]))
        texts = disassemble(self.target, [self.word(op, v, a) for op, _f, v, a in tries])
        base = {op: _split(text)[3] for op, (_v, text) in found.items()}
        for (op, flag, _v, _a), text in zip(tries, texts):
            if text is None:
                continue
            new = [m for m in _split(text)[3] if m not in base[op]]
            if len(new) == 1:  # the bit's modifier, as llvm-mc spells it (gfx8: bit 15 r128)
                table[op].setdefault("caps", []).append(flag)
                if new[0] != flag:
                    table[op].setdefault("spell", {})[flag] = new[0]

    def _spell_of(self, op: int, vals: dict) -> dict[str, str]:
        flags = [f for f in _FLAGS if self.fmt.has(f)]
        words = [self.word(op, self._plain(vals), vals["_addrs"])]
        words += [self.word(op, dict(self._plain(vals), **{f: 1}), vals["_addrs"]) for f in flags]
        texts = disassemble(self.target, words)
        base = _split(texts[0])[3] if texts[0] else []
        spell = {}
        for flag, text in zip(flags, texts[1:]):
            new = [m for m in _split(text)[3] if m not in base] if text else []
            if len(new) == 1 and new[0] != flag:
                spell[flag] = new[0]
        return spell

    def modifier_order(self, found) -> list[str]:
        """The order llvm-mc prints the one-bit modifiers in, from probes setting two."""
        flags = [f for f in _FLAGS if self.fmt.has(f)]
        op, (vals, _t) = next(iter(sorted(found.items())))
        spell = self._spell_of(op, vals)
        tries = [(a, b) for a in flags for b in flags if a < b]
        words = [self.word(op, dict(self._plain(vals), **{a: 1, b: 1}), vals["_addrs"])
                 for a, b in tries]
        before: set[tuple[str, str]] = set()
        for (a, b), text in zip(tries, disassemble(self.target, words)):
            if text is None:
                continue
            mods = _split(text)[3]
            sa, sb = spell.get(a, a), spell.get(b, b)
            if sa in mods and sb in mods:
                before.add((a, b) if mods.index(sa) < mods.index(sb) else (b, a))
        order = []
        rest = list(flags)
        while rest:  # a topological order of the pairs seen
            nxt = next((f for f in rest if not any((g, f) in before for g in rest if g != f)),
                       rest[0])
            order.append(nxt)
            rest.remove(nxt)
        return order

    def scalar_fields(self, found, table) -> dict[str, list[int]]:
        """The srsrc (per width) and ssamp field values llvm-mc decodes (on gfx10/gfx11 a
        tuple must be a whole register range) and how it spells them: ``{"srsrc8": {value: text}, "srsrc4":
        ..., "ssamp": ...}``."""
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
        out: dict[str, dict[str, str]] = {}
        texts = disassemble(self.target, [self.word(op, v, a) for _k, _x, op, v, a in tries])
        for (key, x, _op, _v, _a), text in zip(tries, texts):
            if text is not None:  # (gfx12 spells non-SGPR values with a comment)
                ops = _split(text)[2]
                out.setdefault(key, {})[str(x)] = ops[2 if key != "ssamp" else 3]
        return out

    def dims(self, found) -> list[str]:
        if self.dims_n == 1:
            return []
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
