#!/usr/bin/env python3
"""Generate the gfx9 (GCN5/CDNA) instruction tables in codeobj/isa/data/ from llvm-mc.

Usage:  python tools/gen_isa.py [--targets gfx900,gfx90a,...] [--out codeobj/isa/data/gfx9.json.gz]

How the facts are derived (no LLVM source or tables are read):

1. For every encoding format (bit layouts in codeobj/isa/formats.py, written
   from the ISA manuals) and every value of its opcode field, words are built
   with each operand field set to a distinctive probe value and disassembled
   with ``llvm-mc-19 --disassemble -mcpu=TARGET``, batched (one process per
   tens of thousands of words).  When a word is rejected, variants with
   unused operand fields cleared are tried.
2. Each operand field is then changed on its own; the printed token that
   changes belongs to that field, and its spelling gives the register bank
   (v/s/a) and width (``v[4:7]`` -> 4).  Fixed tokens (``vcc``, ``off``) are
   kept as text.
3. Modifier bits (clamp, omod, neg/abs, op_sel, glc/slc, acc, ...) are set
   one at a time; the printer emits those llvm-mc reacted to.
4. Source operands are probed with inline constants and literals; operands
   that print them identically form a value class, whose full spelling of
   inline constants 128..254 and literal rule is recorded.
5. Special immediates: hwreg names (s_getreg_b32), sendmsg spellings
   (s_sendmsg) are swept and stored as tables.

Per-target tables are stored as differences from the first target.
codeobj/isa/data/overrides.json (hand-written, documented) is applied last.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import itertools
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from codeobj.isa.formats import (
    DPP_FIELDS,
    FORMAT_BY_NAME,
    FORMATS,
    SDWA_FIELDS,
    SDWA_VOPC_FIELDS,
    Format,
    identify,
)
from codeobj.isa.syntax import IMM_STYLES, format_imm, parse_register, split_instruction
from tools.isa.image_probe import ImageProber
from tools.isa.probe import disassemble, encodings, tool_version

DEFAULT_TARGETS = ["gfx900", "gfx902", "gfx904", "gfx906", "gfx908", "gfx909", "gfx90a",
                   "gfx90c", "gfx942", "gfx9-generic"]

# Probe values per format: base value and alternative for each operand field,
# and the operand fields that may be cleared when a word is rejected.
V = 256  # 9-bit source fields: 256 + n is VGPR n
PLANS: dict[str, dict] = {
    "SOP1": {"base": {"sdst": 20, "ssrc0": 8}, "alt": {"sdst": 24, "ssrc0": 12}, "opt": ["sdst", "ssrc0"]},
    "SOPC": {"base": {"ssrc0": 8, "ssrc1": 16}, "alt": {"ssrc0": 12, "ssrc1": 28}, "opt": []},
    "SOPP": {"base": {"simm16": 0x1234}, "alt": {"simm16": 0xfff0}, "opt": ["simm16"]},
    "SOPK": {"base": {"sdst": 20, "simm16": 0x1234}, "alt": {"sdst": 24, "simm16": 0xfff0},
                 "opt": ["sdst"]},
    "SOP2": {"base": {"sdst": 20, "ssrc0": 8, "ssrc1": 16}, "alt": {"sdst": 24, "ssrc0": 12, "ssrc1": 28},
                 "opt": ["sdst"]},
    "VOP1": {"base": {"vdst": 16, "src0": V + 32}, "alt": {"vdst": 144, "src0": V + 160},
                 "opt": ["vdst", "src0"]},
    "VOPC": {"base": {"src0": V + 32, "vsrc1": 48}, "alt": {"src0": V + 160, "vsrc1": 176}, "opt": []},
    "VOP2": {"base": {"vdst": 16, "src0": V + 32, "vsrc1": 48},
                 "alt": {"vdst": 144, "src0": V + 160, "vsrc1": 176}, "opt": []},
    "SMEM": {"base": {"sdata": 20, "sbase": 3, "imm": 1, "offset": 0x40},
                 "alt": {"sdata": 24, "sbase": 5, "offset": 0x44}, "opt": ["sdata"]},
    "VOP3": {"base": {"vdst": 16, "src0": V + 32, "src1": V + 48, "src2": V + 64},
                 "alt": {"vdst": 144, "src0": V + 160, "src1": V + 176, "src2": V + 192},
                 "opt": ["src2", "src1", "src0", "vdst"]},
    "VOP3P": {"base": {"vdst": 16, "src0": V + 32, "src1": V + 48, "src2": V + 64},
                  "alt": {"vdst": 144, "src0": V + 160, "src1": V + 176, "src2": V + 192},
                  "opt": ["src2", "src1", "src0"]},
    "DS": {"base": {"addr": 32, "data0": 48, "data1": 64, "vdst": 16, "offset0": 1, "offset1": 2},
               "alt": {"addr": 160, "data0": 176, "data1": 192, "vdst": 144, "offset0": 3, "offset1": 4},
               "opt": ["vdst", "data1", "data0", "addr"]},
    "FLAT": {"base": {"addr": 32, "data": 48, "vdst": 16, "saddr": 0x7F},
                 "alt": {"addr": 160, "data": 176, "vdst": 144}, "opt": ["vdst", "data", "saddr"]},
    "MUBUF": {"base": {"vaddr": 32, "vdata": 48, "srsrc": 3, "soffset": 0x80},
                  "alt": {"vdata": 176, "srsrc": 5, "soffset": 8}, "opt": ["vdata"]},
    "MTBUF": {"base": {"vaddr": 32, "vdata": 48, "srsrc": 3, "soffset": 0x80},
                  "alt": {"vdata": 176, "srsrc": 5, "soffset": 8}, "opt": []},
    "MIMG": {"base": {"vaddr": 32, "vdata": 48, "srsrc": 3, "ssamp": 1, "dmask": 1},
                 "alt": {"vaddr": 160, "vdata": 176, "srsrc": 5, "ssamp": 3}, "opt": []},
    "EXP": {"base": {"vsrc0": 16, "vsrc1": 32, "vsrc2": 48, "vsrc3": 64, "en": 15},
                "alt": {"vsrc0": 144, "vsrc1": 160, "vsrc2": 176, "vsrc3": 192}, "opt": []},
    "VINTRP": {"base": {"vdst": 16, "vsrc": 32, "attr": 1, "attrchan": 1},
                   "alt": {"vdst": 144, "vsrc": 160}, "opt": []},
}

# Modifier bits probed one at a time, per format: name -> field assignments.
CAPS: dict[str, dict[str, dict[str, int]]] = {
    "VOP3": {"clamp": {"clamp": 1}, "omod": {"omod": 1}, "op_sel": {"op_sel": 15},
             "neg0": {"neg": 1}, "neg1": {"neg": 2}, "neg2": {"neg": 4},
             "abs0": {"abs": 1}, "abs1": {"abs": 2}, "abs2": {"abs": 4}},
    "VOP3P": {"clamp": {"clamp": 1}, "neg0": {"neg": 1}, "neg1": {"neg": 2}, "neg2": {"neg": 4},
              "neg_hi0": {"neg_hi": 1}, "op_sel0": {"op_sel": 1}},
    "DS": {"gds": {"gds": 1}, "acc": {"acc": 1}},
    "FLAT": {"glc": {"glc": 1}, "slc": {"slc": 1}, "lds": {"lds": 1}, "sc1": {"sc1": 1},
             "acc": {"acc": 1}},
    "MUBUF": {"glc": {"glc": 1}, "slc": {"slc": 1}, "lds": {"lds": 1}, "sc1": {"sc1": 1},
              "acc": {"acc": 1}, "offen": {"offen": 1}, "idxen": {"idxen": 1}},
    "MTBUF": {"glc": {"glc": 1}, "slc": {"slc": 1}, "acc": {"acc": 1}, "sc1": {"sc1": 1}},
    "SMEM": {"glc": {"glc": 1}, "soe": {"soe": 1}, "imm0": {"imm": 0}},
}
MAI_CAPS = {"acc_cd": {"clamp": 1}, "cbsz": {"neg_hi": 1}, "abid": {"op_sel": 1},
            "blgp": {"neg": 1}, "acc0": {"op_sel_hi": 1}, "acc1": {"op_sel_hi": 2}}

K_PROBE = 0x4F812345  # the constant of v_madmk-style instructions

# Probes for value classes of source operands.
INLINE_PROBES = [128, 129, 192, 193, 208, 240, 242, 248]
LITERAL_PROBES = [0x12345678, 0x3F800000, 0x3C00, 0x3FF00000, 0x40, 0xFFFFFFF0, 0x3E22F983]


def _f32(x: float) -> int:
    import struct
    return struct.unpack("<I", struct.pack("<f", x))[0]


def _f64hi(x: float) -> int:
    import struct
    return struct.unpack("<Q", struct.pack("<d", x))[0] >> 32


_F16 = {0.5: 0x3800, -0.5: 0xB800, 1.0: 0x3C00, -1.0: 0xBC00, 2.0: 0x4000, -2.0: 0xC000,
        4.0: 0x4400, -4.0: 0xC400}
FULL_LITERALS = sorted({
    *[i & 0xFFFFFFFF for i in range(-16, 65)],
    *[_f32(x) for x in _F16], *_F16.values(), *[_f64hi(x) for x in _F16],
    0x3E22F983, 0x3118, 0x3FC45F30, 0x12345678, 0x80000000, 0xFFFFFFFF, 0x7FFF, 0x8000,
    0xFFFF, 0x10000, 0x41, 0xFFFFFFEF, 0xFFFF8000,
})


def _assign(fmt: Format, op: int, values: dict[str, int]) -> int:
    v = fmt.put_opcode(0, op)
    for name, x in values.items():
        v = fmt.field(name).put(v, x)
    return v


def _word_bytes(fmt: Format, v: int, extra: bytes = b"") -> bytes:
    return v.to_bytes(fmt.size, "little") + extra


def probe_variants(target: str, fmt: Format, probes: list[tuple]) -> list[tuple]:
    """Disassemble ``(key, opcode, fields[, extra bytes])`` probes in one llvm-mc run:
    ``(key, fields, text)`` for those llvm-mc decodes."""
    words = [_word_bytes(fmt, _assign(fmt, p[1], p[2]), *p[3:]) for p in probes]
    return [(p[0], p[2], text) for p, text in zip(probes, disassemble(target, words))
            if text is not None]


class Generator:
    def __init__(self, target: str, log=print) -> None:
        self.target = target
        self.log = log
        self.classes: dict[str, dict] = {}   # fingerprint key -> class record
        self.class_reps: dict[str, tuple] = {}

    # -- stage 1: find a base probe for every opcode ---------------------------------
    def sweep(self, fmt: Format, plan: dict, opcodes) -> dict[int, tuple[dict, str]]:
        probes, keys = [], []
        opt = plan["opt"]
        combos = [()]
        for k in range(1, len(opt) + 1):
            combos += list(itertools.combinations(opt, k))
        for op in opcodes:
            for combo in combos:
                vals = {k: (0 if k in combo else x) for k, x in plan["base"].items()}
                v = _assign(fmt, op, vals)
                if identify(v & 0xFFFFFFFF) is not fmt:
                    break
                probes.append(_word_bytes(fmt, v))
                keys.append((op, vals))
        texts = disassemble(self.target, probes)
        found: dict[int, tuple[dict, str]] = {}
        for (op, vals), text in zip(keys, texts):
            if op in found or text is None or "/*" in text:
                continue
            found[op] = (vals, text)
        if fmt.name == "VOP2":
            # v_madmk/v_madak/v_fmamk/v_fmaak carry a constant in a second dword.
            missing = [op for op in opcodes if op not in found]
            words = [_word_bytes(fmt, _assign(fmt, op, plan["base"]), K_PROBE.to_bytes(4, "little"))
                     for op in missing]
            for op, text in zip(missing, disassemble(self.target, words)):
                if text is not None and "/*" not in text:
                    found[op] = (dict(plan["base"]), text)
        return found

    # -- stage 2: which token belongs to which field ----------------------------------
    def infer(self, fmt: Format, plan: dict, found: dict[int, tuple[dict, str]],
              caps: dict[str, dict[str, int]], extra: bytes = b"") -> dict[int, dict]:
        probes, keys = [], []
        for op, (vals, _text) in found.items():
            if fmt.name == "VOP2" and f"{K_PROBE & 0xFFFF:x}" in _text:
                extra = K_PROBE.to_bytes(4, "little")
            else:
                extra = b""
            for name, alt in plan["alt"].items():
                if name not in vals:
                    continue
                alts = [alt]
                if vals[name] != 20:
                    alts.append(20)  # e.g. an SGPR, for operands that take no VGPR
                for i, a in enumerate(alts):
                    v2 = dict(vals)
                    v2[name] = a
                    probes.append(_word_bytes(fmt, _assign(fmt, op, v2), extra))
                    keys.append((op, "alt", (name, i)))
            for cap, assigns in caps.items():
                v2 = dict(vals)
                v2.update(assigns)
                probes.append(_word_bytes(fmt, _assign(fmt, op, v2), extra))
                keys.append((op, "cap", cap))
        texts = disassemble(self.target, probes)
        results: dict[int, dict] = {}
        alts: dict[int, dict[str, str | None]] = {}
        capt: dict[int, dict[str, str | None]] = {}
        for (op, kind, name), text in zip(keys, texts):
            (alts if kind == "alt" else capt).setdefault(op, {})[name] = text
        for op, (vals, text) in found.items():
            results[op] = self._template(fmt, vals, text, alts.get(op, {}), capt.get(op, {}))
        return results

    def _template(self, fmt, vals, text, alts, caps) -> dict:
        mnem, ops, mods = split_instruction(text)
        entry: dict = {"m": mnem}
        bound: dict[int, list] = {}
        for (name, _i), alt_text in sorted(alts.items()):
            if alt_text is None or "/*" in alt_text:
                continue
            m2, ops2, _mods2 = split_instruction(alt_text)
            if m2 != mnem or len(ops2) != len(ops):
                continue
            for i, (a, b) in enumerate(zip(ops, ops2)):
                if a != b and i not in bound:
                    bound[i] = [name, a]
        template = []
        for i, tok in enumerate(ops):
            if tok in (f"0x{K_PROBE:x}", f"0x{K_PROBE & 0xFFFF:x}"):
                template.append(["K", "literal", 32 if tok == f"0x{K_PROBE:x}" else 16])
                continue
            if i in bound:
                name, tok0 = bound[i]
                template.append(self._operand(fmt, name, vals[name], tok0))
            else:
                template.append(["=", tok])
        entry["ops"] = template
        if any(o[0] == "K" for o in template):
            entry["K"] = 1
        if mods:
            entry["mods"] = mods
        capset = {}
        for cap, t in caps.items():
            if t is None:
                continue
            if t != text:
                # bit 55 of MUBUF/MTBUF is acc on gfx90a and later, tfe before
                capset["tfe" if cap == "acc" and " tfe" in t else cap] = 1
            m3, ops3, _ = split_instruction(t)
            if cap == "glc" and len(ops3) == len(ops) + 1 and m3 == mnem:
                reg = parse_register(ops3[0])
                if reg:
                    entry["rtn_w"] = reg[2]
            if cap == "neg0" and fmt.name == "VOP3P" and "neg_lo" not in t:
                entry["negpfx"] = 1
        if capset:
            entry["caps"] = sorted(capset)
        return entry

    def _operand(self, fmt, name, value, tok) -> list:
        stripped = tok.strip("-|")
        reg = parse_register(stripped)
        width_bits = fmt.field(name).width
        if name in ("ssrc0", "ssrc1", "soffset"):
            return ["ssrc", name, reg[2] if reg else 1]
        if reg is not None:
            bank, _first, width = reg
            if width_bits == 9:
                return ["asrc" if bank == "a" else "src", name, width]
            if name in ("ssrc0", "ssrc1", "soffset"):
                return ["ssrc", name, width]
            if bank == "s":
                return ["s", name, width]
            return [bank, name, width]
        if tok.startswith("hwreg("):
            return ["hwreg", name]
        return ["imm", name, None]

    # -- immediates: which printing style --------------------------------------------
    def imm_styles(self, fmt: Format, table: dict[int, dict], found) -> None:
        probes, keys = [], []
        for op, entry in table.items():
            for o in entry["ops"]:
                if o[0] != "imm":
                    continue
                for val in (0, 0x1234, 0xFFF0):
                    vals = dict(found[op][0])
                    if fmt.field(o[1]).width < 16:
                        val &= fmt.field(o[1]).mask
                    vals[o[1]] = val
                    probes.append(_word_bytes(fmt, _assign(fmt, op, vals)))
                    keys.append((op, o, val))
        texts = disassemble(self.target, probes)
        seen: dict[tuple, dict[int, str]] = {}
        omitted: set[tuple] = set()
        for (op, o, val), text in zip(keys, texts):
            if text is None:
                continue
            _, ops, _ = split_instruction(text)
            idx = table[op]["ops"].index(o)
            if val == 0 and len(ops) < len(table[op]["ops"]):
                omitted.add((op, o[1]))
            elif idx < len(ops):
                seen.setdefault((op, o[1]), {})[val] = ops[idx]
        for op, entry in table.items():
            for o in entry["ops"]:
                if o[0] != "imm":
                    continue
                got = seen.get((op, o[1]), {})
                if (op, o[1]) in omitted:
                    o.append("omit0")
                width = fmt.field(o[1]).width
                for style in IMM_STYLES:
                    if got and all(format_imm(v, style, min(width, 16)) == s
                                   for v, s in got.items()):
                        o[2] = style
                        break
                else:
                    o[2] = "table"

    # -- stage 4: value classes of source operands -----------------------------------
    def src_classes(self, fmt: Format, table: dict[int, dict], found, encode_src) -> None:
        probes, keys = [], []
        for op, entry in table.items():
            for i, o in enumerate(entry["ops"]):
                if o[0] not in ("src", "ssrc", "asrc"):
                    continue
                for val in INLINE_PROBES:
                    w = encode_src(fmt, op, found[op][0], o[1], val, None)
                    if w is not None:
                        probes.append(w)
                        keys.append((op, i, ("i", val)))
                for lit in LITERAL_PROBES:
                    w = encode_src(fmt, op, found[op][0], o[1], 255, lit)
                    if w is not None:
                        probes.append(w)
                        keys.append((op, i, ("l", lit)))
        texts = disassemble(self.target, probes)
        prints: dict[tuple, dict] = {}
        for (op, i, probe), text in zip(keys, texts):
            tok = None
            if text is not None:
                _, ops, _ = split_instruction(text)
                if i < len(ops):
                    tok = ops[i]
            prints.setdefault((op, i), {})[probe] = tok
        for (op, i), pr in prints.items():
            key = json.dumps(sorted((f"{k[0]}{k[1]}", v) for k, v in pr.items()))
            o = table[op]["ops"][i]
            if key not in self.class_reps:
                self.class_reps[key] = (fmt, op, found[op][0], o[1], i, encode_src)
            o.append(key)

    def class_tables(self) -> dict[str, dict]:
        """Full spelling of inline values and literals for one operand of each class."""
        probes, keys = [], []
        for key, (fmt, op, vals, name, i, encode_src) in self.class_reps.items():
            for val in range(128, 255):
                w = encode_src(fmt, op, vals, name, val, None)
                if w is not None:
                    probes.append(w)
                    keys.append((key, i, "i", val))
            for lit in FULL_LITERALS:
                w = encode_src(fmt, op, vals, name, 255, lit)
                if w is not None:
                    probes.append(w)
                    keys.append((key, i, "l", lit))
        texts = disassemble(self.target, probes)
        out: dict[str, dict] = {}
        for (key, i, kind, val), text in zip(keys, texts):
            rec = out.setdefault(key, {"inline": {}, "literal": {}})
            tok = None
            if text is not None:
                _, ops, _ = split_instruction(text)
                tok = ops[i] if i < len(ops) else None
            if tok is None:
                continue
            if kind == "i":
                rec["inline"][str(val)] = tok
            else:
                rec["literal"][str(val)] = tok
        for rec in out.values():
            lits = rec["literal"]
            rule = _literal_rule(lits)
            rec["rule"] = rule
            rec["literal"] = {k: v for k, v in lits.items() if _apply_rule(rule, int(k)) != v}
        return out


def _apply_rule(rule: str | None, lit: int) -> str | None:
    if rule == "hex32":
        return f"0x{lit:x}"
    if rule == "hex16":
        return f"0x{lit & 0xFFFF:x}"
    return None


def _literal_rule(lits: dict[str, str]) -> str | None:
    best, score = None, -1
    for rule in ("hex32", "hex16"):
        n = sum(1 for k, v in lits.items() if _apply_rule(rule, int(k)) == v)
        if n > score:
            best, score = rule, n
    return best if score > 0 else None


def encode_src_vop(fmt: Format, op: int, vals: dict, name: str, val: int,
                   lit: int | None) -> bytes | None:
    if fmt.name in ("VOP3", "VOP3P") and lit is not None:
        return None  # gfx9 VOP3 has no literal
    v2 = dict(vals)
    v2[name] = val
    extra = b"" if lit is None else lit.to_bytes(4, "little")
    return _word_bytes(fmt, _assign(fmt, op, v2), extra)


def encode_src_k(table: dict[int, dict]):
    """encode_src_vop, but opcodes with a constant (v_madak/v_madmk) carry it after the
    word (so only inline values are probed)."""

    def encode_src(fmt: Format, op: int, vals: dict, name: str, val: int,
                   lit: int | None) -> bytes | None:
        if not table.get(op, {}).get("K"):
            return encode_src_vop(fmt, op, vals, name, val, lit)
        if lit is not None:
            return None
        return _word_bytes(fmt, _assign(fmt, op, dict(vals, **{name: val})),
                           K_PROBE.to_bytes(4, "little"))

    return encode_src


def generate(target: str, log) -> dict:
    g = Generator(target, log)
    out: dict = {"formats": {}}
    founds: dict[str, dict] = {}
    for fmt in FORMATS:
        if fmt.name == "MIMG":
            image_tables(g, fmt, out, "gfx9")
            continue
        plan = PLANS[fmt.name]
        nops = 1 << fmt.opcode_bits
        t0 = time.time()
        found = g.sweep(fmt, plan, range(nops))
        caps = dict(CAPS.get(fmt.name, {}))
        if fmt.name == "VOP3P":
            # Packed-math ops default op_sel_hi to all ones; MFMA ops use those
            # bits (and others) differently, so they get a second plan.
            plain = {k: v for k, v in found.items()}
            normal = dict(plan, base=dict(plan["base"], op_sel_hi=3, op_sel_hi2=1))
            found_n = g.sweep(fmt, normal, plain.keys())
            mai = {op: a for op, a in plain.items() if a[1].startswith(("v_mfma", "v_smfmac"))}
            pk, oshi0 = packed_forms({op: a for op, a in plain.items() if op not in mai},
                                     found_n)
            table = g.infer(fmt, plan, pk, caps)
            for op in oshi0:
                table[op]["oshi"] = 0
            table_mai = g.infer(fmt, plan, mai, MAI_CAPS)
            for op in table_mai:
                table_mai[op]["mai"] = 1
            table.update(table_mai)
            found = {**pk, **mai}
        else:
            table = g.infer(fmt, plan, found, caps)
        if fmt.name == "VOP3":
            _vop3b(g, fmt, found, table)
        if fmt.name == "FLAT":
            _flat_saddr(g, fmt, found, table)
        g.imm_styles(fmt, table, found)
        if fmt.name in ("SOP1", "SOP2", "SOPC", "VOP1", "VOP2", "VOPC", "VOP3", "VOP3P",
                        "MUBUF", "MTBUF"):
            g.src_classes(fmt, table, found, encode_src_k(table))
        if fmt.name in ("VOP1", "VOP2", "VOPC"):
            _dpp_sdwa(g, fmt, found, table)
        founds[fmt.name] = found
        out.setdefault("_texts", {})[fmt.name] = {op: text for op, (_v, text) in found.items()}
        out["formats"][fmt.name] = {str(op): e for op, e in sorted(table.items())}
        log(f"{target} {fmt.name}: {len(table)} opcodes ({time.time() - t0:.1f}s)")
    out["classes"] = name_classes(g, out, lambda e: [
        e["ops"], e.get("ops_saddr", []), e.get("dpp", {}).get("ops", []),
        e.get("sdwa", {}).get("ops", [])])
    out["hwreg"], out["sendmsg"] = _special_imms(g, out)
    out["tbuf_format"] = _tbuf_formats(g, out)
    return out


def packed_forms(plain: dict, found_n: dict) -> tuple[dict, set]:
    """VOP3P: each opcode's probe from the sweep with op_sel_hi all ones (``found_n``) when
    its text does not print op_sel_hi, else the plain one; and the opcodes whose plain text
    does not print op_sel_hi either (their op_sel_hi default is 0)."""
    pk, oshi0 = {}, set()
    for op, a in plain.items():
        b = found_n.get(op)
        if b is not None and "op_sel_hi" not in b[1]:
            pk[op] = b
        else:
            pk[op] = a
            if "op_sel_hi" not in a[1]:
                oshi0.add(op)
    return pk, oshi0


def name_classes(g: Generator, out: dict, templates) -> dict:
    """The value-class tables, named by fingerprint (so that equal classes get equal ids on
    every target); the class of every source operand in ``templates(entry)`` is renamed."""
    classes = g.class_tables()
    ids = {key: "c" + hashlib.sha1(key.encode()).hexdigest()[:8] for key in classes}
    for ftable in out["formats"].values():
        for e in ftable.values():
            for tpl in templates(e):
                for o in tpl:
                    if o[0] in ("src", "ssrc", "asrc") and len(o) > 3:
                        o[3] = ids.get(o[3])
    return {ids[k]: v for k, v in classes.items()}


def image_tables(g: Generator, fmt: Format, out: dict, gen: str, policy=None) -> None:
    """Image tables (MIMG/VIMAGE/VSAMPLE, tools/isa/image_probe.py) and the generation's
    dim names, modifier order and srsrc/ssamp spellings; ``policy`` adds gfx12's th/scope."""
    t0 = time.time()
    p = ImageProber(g.target, gen, fmt)
    found = p.opcodes()
    if not found:
        return
    table = p.describe(found)
    if fmt.has("th") and policy is not None:
        with_slots = {op: (dict({k: x for k, x in vals.items() if not k.startswith("_")},
                                **dict(zip(p.slots, vals["_addrs"]))), text)
                      for op, (vals, text) in found.items()}
        policy(g, fmt, with_slots, table)
    out["formats"][fmt.name] = {str(op): e for op, e in sorted(table.items())}
    out["image_dims"] = p.dims(found)
    out.setdefault("image_scalars", {})[fmt.name] = p.scalar_fields(found, table)
    order = p.modifier_order(found)  # gfx12: VSAMPLE's flags include VIMAGE's
    if len(order) > len(out.get("image_mods", [])):
        out["image_mods"] = order
    g.log(f"{g.target} {fmt.name}: {len(table)} opcodes ({time.time() - t0:.1f}s)")


def _tbuf_formats(g: Generator, out: dict) -> dict[str, str]:
    """Spelling of every (dfmt, nfmt) pair of MTBUF: code dfmt | nfmt << 4 -> token."""
    return tbuf_spellings(g, FORMAT_BY_NAME["MTBUF"], out["formats"].get("MTBUF", {}),
                          PLANS["MTBUF"]["base"], lambda c: {"dfmt": c & 15, "nfmt": c >> 4})


def tbuf_spellings(g: Generator, fmt: Format, table: dict, base: dict, fields) -> dict:
    """The ``format:`` spelling of each of the 128 format codes (``fields(code)`` gives the
    encoding's fields), probed on the lowest tbuffer opcode of ``table``."""
    if not table or fmt is None:
        return {}
    op = int(min(table, key=int))
    codes = list(range(128))
    words = [_word_bytes(fmt, _assign(fmt, op, dict(base, **fields(c)))) for c in codes]
    res = {}
    for c, text in zip(codes, disassemble(g.target, words)):
        if text is None:
            continue
        mods = split_instruction(text)[2]
        res[str(c)] = next((m for m in mods if m.startswith("format:")), "")
    return res


def _vop3b(g: Generator, fmt: Format, found, table) -> None:
    """VOP3 opcodes whose bits 8-14 are a scalar destination (carry-out)."""
    probes, keys = [], []
    for op, (vals, _text) in found.items():
        for sd in (20, 106):
            v2 = dict(vals)
            v2["sdst"] = sd
            probes.append(_word_bytes(fmt, _assign(fmt, op, v2)))
            keys.append((op, sd))
    texts = disassemble(g.target, probes)
    got: dict[int, dict[int, str | None]] = {}
    for (op, sd), text in zip(keys, texts):
        got.setdefault(op, {})[sd] = text
    for op, g2 in got.items():
        t = g2.get(20)
        if t is None:
            continue
        _, ops, _ = split_instruction(t)
        for i, tok in enumerate(ops):
            reg = parse_register(tok)
            if reg and reg[0] == "s" and reg[1] == 20:
                table[op]["ops"][i] = ["s", "sdst", reg[2]]
                table[op]["vop3b"] = 1


def _bind_by_value(fmt: Format, vals: dict, ops: list[str], like: list | None = None) -> list:
    """Template of printed operands, binding register tokens to fields by probe value."""
    scale = {"sbase": 2, "srsrc": 4}
    tpl = []
    for tok in ops:
        reg = parse_register(tok)
        hit = None
        if reg is not None:
            bank, first, width = reg
            for name, x in vals.items():
                if not fmt.has(name) or name in ("offset", "offset0", "offset1"):
                    continue
                w = fmt.field(name).width
                num = x - 256 if w == 9 and x >= 256 else x * scale.get(name, 1)
                if num == first and (x >= 256 or w != 9 or bank == "s"):
                    hit = name
                    break
            if hit is not None:
                kind = bank if bank in ("v", "a", "s") else "s"
                tpl.append([kind, hit, width])
                continue
        tpl.append(["=", tok])
    return tpl


def _flat_saddr(g: Generator, fmt: Format, found, table) -> None:
    """FLAT variants whose operand list differs: SGPR base (saddr) instead of ``off``,
    and the forms selected by bit 13 (``lds`` on gfx9, scratch ``sve`` on gfx940)."""
    probes = [((op, variant), op, dict(vals, **extra))
              for op, (vals, _text) in found.items()
              for variant, extra in (("ops_saddr", {"saddr": 20}), ("ops_lds", {"lds": 1}),
                                     ("ops_saddr_lds", {"saddr": 20, "lds": 1}))
              if op >> 7 or "saddr" not in extra]
    for (op, variant), v2, text in probe_variants(g.target, fmt, probes):
        _, ops, mods = split_instruction(text)
        tpl = _bind_by_value(fmt, v2, ops)
        if variant == "ops_lds":
            table[op]["lds_word"] = int("lds" in mods)
        if variant == "ops_saddr" or tpl != table[op]["ops"]:
            table[op][variant] = tpl


def _dpp_sdwa(g: Generator, fmt: Format, found, table) -> None:
    """Templates of the DPP and SDWA forms of VOP1/VOP2/VOPC opcodes."""
    probes, keys = [], []
    sdwa_fields = SDWA_VOPC_FIELDS if fmt.name == "VOPC" else SDWA_FIELDS
    for op, (vals, _text) in found.items():
        for kind in ("dpp", "sdwa"):
            for variant in range(2):
                v2 = dict(vals)
                v2["src0"] = 0xFA if kind == "dpp" else 0xF9
                if kind == "dpp":
                    ext = _pack(DPP_FIELDS, {"src0": 32, "dpp_ctrl": 0x111 if variant == 0 else 0x112,
                                                 "row_mask": 15, "bank_mask": 15})
                else:
                    base = {"src0": 32 if variant == 0 else 40, "src0_sel": 6}
                    if fmt.name != "VOP1":  # VOP1: llvm-mc wants the src1 byte clear
                        base["src1_sel"] = 6
                    if fmt.name != "VOPC":
                        base.update(dst_sel=6, dst_unused=2)
                    ext = _pack(sdwa_fields, base)
                probes.append(_word_bytes(fmt, _assign(fmt, op, v2), ext.to_bytes(4, "little")))
                keys.append((op, kind, variant))
    texts = disassemble(g.target, probes)
    got: dict[tuple, str | None] = {}
    for key, text in zip(keys, texts):
        got[key] = text
    for op in found:
        for kind in ("dpp", "sdwa"):
            t0 = got.get((op, kind, 0))
            if t0 is None:
                continue
            m0, ops0, _mods0 = split_instruction(t0)
            main = table[op]["ops"]
            tpl = []
            for tok, m in itertools.zip_longest(ops0, main):
                if tok is None:
                    break
                reg = parse_register(tok)
                if m is not None and m[0] != "=" and reg is not None:
                    tpl.append([m[0], m[1], reg[2]] + m[3:])
                else:
                    tpl.append(["=", tok])
            table[op][kind] = {"m": m0, "ops": tpl}


def _pack(fields, values: dict[str, int]) -> int:
    v = 0
    for f in fields:
        if f.name in values:
            v = f.put(v, values[f.name])
    return v


def _special_imms(g: Generator, out: dict) -> tuple[dict, dict]:
    """Spellings of hwreg ids and of s_sendmsg immediates."""
    sopk = FORMAT_BY_NAME["SOPK"]
    sopp = FORMAT_BY_NAME["SOPP"]
    getreg = next((int(op) for op, e in out["formats"]["SOPK"].items()
                   if e["m"] == "s_getreg_b32"), None)
    sendmsg = next((int(op) for op, e in out["formats"]["SOPP"].items()
                    if e["m"] == "s_sendmsg"), None)
    hwreg: dict[str, str] = {}
    if getreg is not None:
        ids = list(range(64))
        words = [_word_bytes(sopk, _assign(sopk, getreg, {"sdst": 0, "simm16": i | (31 << 11)}))
                 for i in ids]
        for i, text in zip(ids, disassemble(g.target, words)):
            if text and "hwreg(" in text and "/*" not in text:
                name = text.split("hwreg(")[1].rstrip(")")
                if not name.isdigit():
                    hwreg[str(i)] = name
    msgs: dict[str, str] = {}
    if sendmsg is not None:
        vals = list(range(1024))
        words = [_word_bytes(sopp, _assign(sopp, sendmsg, {"simm16": v})) for v in vals]
        for v, text in zip(vals, disassemble(g.target, words)):
            if text is None:
                continue
            _, ops, _ = split_instruction(text)
            if ops and "MSG_" in ops[0]:
                msgs[str(v)] = ops[0]
    return hwreg, msgs


def find_aliases(target: str, tables: dict[str, dict]) -> dict[str, str]:
    """Mnemonics other gfx9 targets use for an opcode that this target spells differently
    (gfx940 renamed the MFMA instructions), kept when llvm-mc assembles them for this
    target to the same encoding as the target's own spelling."""
    own = tables[target]
    candidates: list[tuple[str, str, str]] = []  # (alias, canonical, probe text)
    for other, table in tables.items():
        if other == target:
            continue
        for fname, entries in table["formats"].items():
            mine = own["formats"].get(fname, {})
            for op, e in entries.items():
                m = mine.get(op)
                text = own.get("_texts", {}).get(fname, {}).get(int(op))
                if m is None or text is None or m["m"] == e["m"]:
                    continue
                candidates.append((e["m"], m["m"], text))
    seen, lines = set(), []
    for alias, canon, text in candidates:
        if alias in seen:
            continue
        seen.add(alias)
        lines.append((alias, canon, text, alias + text[len(canon):]))
    if not lines:
        return {}
    groups = encodings(target, [x for _al, _c, t, a in lines for x in (t, a)])
    out = {}
    for i, (alias, canon, _t, _a) in enumerate(lines):
        if 2 * i + 1 >= len(groups):
            break
        a, b = groups[2 * i], groups[2 * i + 1]
        if len(a) == 1 and a == b:
            out[alias] = canon
    return out


def diff_tables(base: dict, other: dict) -> dict:
    """What differs in ``other`` from ``base`` (per format: changed/added and removed)."""
    d: dict = {"formats": {}, "removed": {}}
    for fname in set(base["formats"]) | set(other["formats"]):
        a = base["formats"].get(fname, {})
        b = other["formats"].get(fname, {})
        changed = {op: e for op, e in b.items() if a.get(op) != e}
        removed = [op for op in a if op not in b]
        if changed:
            d["formats"][fname] = changed
        if removed:
            d["removed"][fname] = removed
    for key in ("classes", "hwreg", "sendmsg", "tbuf_format", "aliases", "image_dims",
                "image_mods", "image_scalars"):
        if base.get(key) != other.get(key):
            d[key] = other.get(key)
    return d


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--targets", default=",".join(DEFAULT_TARGETS))
    ap.add_argument("--out", default=os.path.join("codeobj", "isa", "data", "gfx9.json.gz"))
    args = ap.parse_args(argv)
    targets = args.targets.split(",")
    tables = {}
    for t in targets:
        tables[t] = generate(t, lambda s: print(s, file=sys.stderr))
    for t in targets:
        tables[t]["aliases"] = find_aliases(t, tables)
    for t in targets:
        tables[t].pop("_texts", None)
    write_document(args.out, "tools/gen_isa.py", argv, targets, tables, diff_tables,
                   note="Derived by probing llvm-mc --disassemble; do not edit. "
                        "Corrections go in overrides.json.")
    return 0


def write_document(out: str, script: str, argv, targets: list[str], tables: dict,
                   diff, note: str, **header) -> None:
    """Write the data file: a header naming the command and the tool, the first target's
    table and every other target's differences from it (``diff(base, other)``).  The output
    is deterministic: sorted keys, gzip without a time stamp."""
    base = tables[targets[0]]
    doc = {
        "header": {
            "generated_by": script,
            "command": f"python {script} " + " ".join(argv or sys.argv[1:]),
            "tool": tool_version(),
            "note": note,
            **header,
            "targets": targets,
            "base_target": targets[0],
        },
        "base": base,
        "diffs": {t: diff(base, tables[t]) for t in targets[1:]},
    }
    data = json.dumps(doc, separators=(",", ":"), sort_keys=True).encode()
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with gzip.GzipFile(out, "wb", mtime=0) as f:
        f.write(data)
    print(f"wrote {out}: {len(data)} bytes json", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
