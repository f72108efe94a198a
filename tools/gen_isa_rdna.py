#!/usr/bin/env python3
"""Generate the RDNA (gfx10, gfx11, gfx12) and gfx8 instruction tables from llvm-mc-19.

Usage:  python tools/gen_isa_rdna.py --generation gfx10 [--targets gfx1030,gfx1010,...]
        python tools/gen_isa_rdna.py --generation gfx11 [--targets gfx1100,gfx1151,...]
        python tools/gen_isa_rdna.py --generation gfx12
        python tools/gen_isa_rdna.py --generation gfx8   (gfx9 layouts: tools/gen_isa.py's sweep)

Same method and same data layout as tools/gen_isa.py (gfx9), whose probing
machinery is reused: every opcode value of every format in
codeobj/isa/formats_rdna.py is swept through ``llvm-mc-19 --disassemble`` in
batches, operand fields are varied one at a time to bind printed tokens to
fields, modifier bits are toggled, and source operands are probed with
inline constants and literals.  RDNA additions probed here:

* the scalar operand names (``null``, ``m0`` and ``vcc_lo`` moved between
  generations): every 8-bit scalar source value printed by s_mov_b32/b64;
* DPP8 forms (src0 0xE9) of VOP1/VOP2/VOPC, and on gfx11 the VOP3 ``_e64_dpp``
  forms (src0 0xFA/0xE9 in the VOP3 word, one more dword);
* FLAT address forms: SGPR base (saddr not null), gfx11 scratch ``sve``;
* gfx11 VOPD: the X and Y halves swept separately (opx with a fixed opy and
  the reverse);
* literals in VOP3/VOP3P (allowed from gfx10 on).

The output (codeobj/isa/data/<generation>.json.gz) holds one full table for the
first target and differences for the others, with a header naming the tool.
"""

from __future__ import annotations

import argparse
import dataclasses
import gzip
import hashlib
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import tools.gen_isa as g9
from codeobj.isa.formats import DPP_FIELDS, SDWA_FIELDS, SDWA_VOPC_FIELDS, Format
from codeobj.isa.formats_rdna import (
    DPP8_FIELDS,
    formats_for,
    identifier,
)
from codeobj.isa.syntax import split_instruction
from tools.isa.probe import disassemble, tool_version

DEFAULT_TARGETS = {
    "gfx8": ["gfx803", "gfx801", "gfx802", "gfx805", "gfx810"],
    "gfx10": ["gfx1030", "gfx1010", "gfx1011", "gfx1012", "gfx1013", "gfx1031", "gfx1032",
              "gfx1033", "gfx1034", "gfx1035", "gfx1036", "gfx10-1-generic", "gfx10-3-generic"],
    "gfx11": ["gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152",
              "gfx11-generic"],
    "gfx12": ["gfx1200", "gfx1201", "gfx12-generic"],
}
NULL_SGPR = {"gfx10": 0x7D, "gfx11": 0x7C, "gfx12": 0x7C}
V = 256


def plans(gen: str) -> dict[str, dict]:
    null = NULL_SGPR[gen]
    p = {k: dict(v) for k, v in g9.PLANS.items()}
    p["SMEM"] = {"base": {"sdata": 20, "sbase": 3, "offset": 0x40, "soffset": null},
                 "alt": {"sdata": 24, "sbase": 5, "offset": 0x44, "soffset": 20},
                 "opt": ["sdata"]}
    p["FLAT"] = {"base": {"addr": 32, "data": 48, "vdst": 16, "saddr": null},
                 "alt": {"addr": 160, "data": 176, "vdst": 144}, "opt": ["vdst", "data"]}
    p["MUBUF"] = {"base": {"vaddr": 32, "vdata": 48, "srsrc": 3, "soffset": 0x80},
                  "alt": {"vdata": 176, "srsrc": 5, "soffset": 8}, "opt": ["vdata"]}
    p["MTBUF"] = {"base": {"vaddr": 32, "vdata": 48, "srsrc": 3, "soffset": 0x80, "format": 1},
                  "alt": {"vdata": 176, "srsrc": 5, "soffset": 8}, "opt": []}
    p["MIMG"] = {"base": {"vaddr": 32, "vdata": 48, "srsrc": 3, "ssamp": 1, "dmask": 1},
                 "alt": {"vaddr": 160, "vdata": 176, "srsrc": 5, "ssamp": 3}, "opt": []}
    p["VINTERP"] = {"base": {"vdst": 16, "src0": V + 32, "src1": V + 48, "src2": V + 64},
                    "alt": {"vdst": 144, "src0": V + 160, "src1": V + 176, "src2": V + 192},
                    "opt": []}
    p["LDSDIR"] = {"base": {"vdst": 16, "attr": 1, "attrchan": 1},
                   "alt": {"vdst": 144}, "opt": []}
    p["DS"]["opt"] = ["vdst", "data1", "data0", "addr"]
    if gen == "gfx12":
        p["VBUFFER"] = {"base": {"vaddr": 32, "vdata": 48, "srsrc": 4, "soffset": 8, "format": 1},
                        "alt": {"vdata": 176, "srsrc": 8, "soffset": 9}, "opt": ["vdata"]}
    return p


def caps(gen: str) -> dict[str, dict[str, dict[str, int]]]:
    c = {k: dict(v) for k, v in g9.CAPS.items()}
    c["SMEM"] = {"glc": {"glc": 1}, "dlc": {"dlc": 1}}
    c["DS"] = {"gds": {"gds": 1}}
    c["FLAT"] = {"glc": {"glc": 1}, "slc": {"slc": 1}, "dlc": {"dlc": 1}}
    if gen == "gfx10":
        c["FLAT"]["lds"] = {"lds": 1}
    c["MUBUF"] = {"glc": {"glc": 1}, "slc": {"slc": 1}, "dlc": {"dlc": 1}, "lds": {"lds": 1},
                  "tfe": {"tfe": 1}, "offen": {"offen": 1}, "idxen": {"idxen": 1}}
    c["MTBUF"] = {"glc": {"glc": 1}, "slc": {"slc": 1}, "dlc": {"dlc": 1}, "tfe": {"tfe": 1}}
    c["MIMG"] = {"glc": {"glc": 1}, "slc": {"slc": 1}, "dlc": {"dlc": 1}, "tfe": {"tfe": 1},
                 "unorm": {"unorm": 1}, "lwe": {"lwe": 1}, "r128": {"r128": 1},
                 "a16": {"a16": 1}, "d16": {"d16": 1}}
    if gen == "gfx12":
        # th bit 0 makes an atomic return its old value (the "glc" probe finds those)
        c["FLAT"] = {"glc": {"th": 1}}
        c["SMEM"] = {}
        c["VBUFFER"] = {"glc": {"th": 1}, "tfe": {"tfe": 1}, "offen": {"offen": 1},
                        "idxen": {"idxen": 1}}
    c["VINTERP"] = {"clamp": {"clamp": 1}, "neg0": {"neg": 1}, "neg1": {"neg": 2},
                    "neg2": {"neg": 4}}
    return c


class RdnaGenerator(g9.Generator):
    """part 1's prober with this generation's format identification."""

    def __init__(self, target: str, gen: str, log=print) -> None:
        super().__init__(target, log)
        self.gen = gen
        self.formats = formats_for(gen)
        self.identify = identifier(self.formats)
        self.fmt = {f.name: f for f in self.formats}

    def sweep(self, fmt: Format, plan: dict, opcodes):
        saved = g9.identify
        g9.identify = self.identify
        try:
            return super().sweep(fmt, plan, opcodes)
        finally:
            g9.identify = saved


def encode_src_for(table: dict[int, dict]):
    """Like part 1's encode_src, but VOP3/VOP3P take literals from gfx10 on, and
    v_fmamk-style opcodes carry their constant (so only inline values are probed)."""

    def encode_src(fmt: Format, op: int, vals: dict, name: str, val: int,
                   lit: int | None) -> bytes | None:
        k = table.get(op, {}).get("K")
        if k and lit is not None:
            return None
        v2 = dict(vals)
        v2[name] = val
        extra = g9.K_PROBE.to_bytes(4, "little") if k else (
            b"" if lit is None else lit.to_bytes(4, "little"))
        return g9._word_bytes(fmt, g9._assign(fmt, op, v2), extra)

    return encode_src


def _sopk_literal(g: RdnaGenerator, table: dict | None, plan: dict, found=None):
    """SOPK opcodes followed by a 32-bit constant (s_setreg_imm32_b32): swept with a
    constant dword, as part 1 does for v_madmk (its prober knows the trick as VOP2)."""
    fmt = g.fmt["SOPK"]
    as_vop2 = dataclasses.replace(fmt, name="VOP2")
    known = set(found or ()) | {int(k) for k in (table or {})}
    missing = [op for op in range(1 << fmt.opcode_bits) if op not in known]
    found_k = g.sweep(as_vop2, plan, missing)
    if table is not None and found_k:
        for op, e in g.infer(as_vop2, plan, found_k, {}).items():
            table[str(op)] = e
    return found_k


def _sopp_imms(table: dict[int, dict]) -> None:
    """SOPP opcodes whose immediate prints as words (``s_delay_alu instid0(...) | ...``):
    the probe split it into fixed tokens; the immediate is the operand."""
    for e in table.values():
        if e["ops"] and all(o[0] == "=" for o in e["ops"]) and "(" in e["ops"][0][1]:
            e["ops"] = [["imm", "simm16", "table"]]
            e.pop("mods", None)


def _sendmsg_rtn(g: RdnaGenerator, out: dict) -> dict[str, str]:
    """Spellings of the message ids of s_sendmsg_rtn_b32 (gfx11+)."""
    sop1 = g.fmt["SOP1"]
    op = next((int(o) for o, e in out["formats"]["SOP1"].items()
               if e["m"] == "s_sendmsg_rtn_b32"), None)
    if op is None:
        return {}
    vals = list(range(256))
    words = [g9._word_bytes(sop1, g9._assign(sop1, op, {"sdst": 0, "ssrc0": v})) for v in vals]
    res = {}
    for v, text in zip(vals, disassemble(g.target, words)):
        if text is not None and "sendmsg(" in text:
            res[str(v)] = split_instruction(text)[1][1]
    return res


def _scalar_names(g: RdnaGenerator, out: dict) -> tuple[dict, dict]:
    """How every 8-bit scalar source value prints, 32 and 64 bits wide."""
    sop1 = g.fmt["SOP1"]
    res = []
    for mnem in ("s_mov_b32", "s_mov_b64"):
        op = next((int(o) for o, e in out["formats"]["SOP1"].items() if e["m"] == mnem), None)
        names: dict[str, str] = {}
        if op is not None:
            vals = list(range(256))
            words = [g9._word_bytes(sop1, g9._assign(sop1, op, {"sdst": 0, "ssrc0": v}))
                     for v in vals]
            for v, text in zip(vals, disassemble(g.target, words)):
                if text is None:
                    continue
                _, ops, _ = split_instruction(text)
                if len(ops) == 2:
                    names[str(v)] = ops[1]
        res.append(names)
    return res[0], res[1]


def _flat_forms(g: RdnaGenerator, fmt: Format, found, table) -> None:
    """FLAT operand lists with an SGPR base, and gfx11 scratch with sve set."""
    probes, keys = [], []
    shift = fmt.opcode[-1].width  # the segment sits above the opcode
    for op, (vals, _text) in found.items():
        variants = [("ops_saddr", {"saddr": 20})] if op >> shift else []
        if fmt.has("sve") and op >> shift == 1:
            variants += [("ops_sve", {"sve": 1}), ("ops_saddr_sve", {"saddr": 20, "sve": 1})]
        for variant, extra in variants:
            v2 = dict(vals)
            v2.update(extra)
            probes.append(g9._word_bytes(fmt, g9._assign(fmt, op, v2)))
            keys.append((op, variant, v2))
    texts = disassemble(g.target, probes)
    for (op, variant, v2), text in zip(keys, texts):
        if text is None:
            continue
        _, ops, _mods = split_instruction(text)
        table[op][variant] = g9._bind_by_value(fmt, v2, ops)


def _dpp_forms(g: RdnaGenerator, fmt: Format, found, table) -> None:
    """DPP16/DPP8 (and on gfx10 SDWA) forms of VOP1/VOP2/VOPC: templates from probes."""
    probes, keys = [], []
    sdwa_fields = SDWA_VOPC_FIELDS if fmt.name == "VOPC" else SDWA_FIELDS
    for op, (vals, _text) in found.items():
        for kind in ("dpp", "dpp8", "sdwa"):
            v2 = dict(vals)
            v2["src0"] = {"dpp": 0xFA, "dpp8": 0xE9, "sdwa": 0xF9}[kind]
            if kind == "dpp":
                ext = g9._pack(DPP_FIELDS, {"src0": 32, "dpp_ctrl": 0x111, "row_mask": 15,
                                            "bank_mask": 15})
            elif kind == "dpp8":
                ext = g9._pack(DPP8_FIELDS, {"src0": 32, **{f"sel{i}": i for i in range(8)}})
            else:
                base = {"src0": 32, "src0_sel": 6, "src1_sel": 6}
                if fmt.name != "VOPC":
                    base.update(dst_sel=6, dst_unused=2)
                ext = g9._pack(sdwa_fields, base)
            probes.append(g9._word_bytes(fmt, g9._assign(fmt, op, v2), ext.to_bytes(4, "little")))
            keys.append((op, kind))
    texts = disassemble(g.target, probes)
    for (op, kind), t0 in zip(keys, texts):
        if t0 is None:
            continue
        table[op][kind] = _form_template(t0, table[op]["ops"])


def _form_template(text: str, main: list) -> dict:
    from codeobj.isa.syntax import parse_register

    m0, ops0, _mods0 = split_instruction(text)
    tpl = []
    for i, tok in enumerate(ops0):
        m = main[i] if i < len(main) else None
        reg = parse_register(tok)
        if m is not None and m[0] != "=" and reg is not None:
            tpl.append([m[0], m[1], reg[2]] + m[3:])
        else:
            tpl.append(["=", tok])
    return {"m": m0, "ops": tpl}


def _policy(g: RdnaGenerator, fmt: Format, found, table) -> None:
    """gfx12 cache policy: how every ``th`` and ``scope`` value prints, per opcode."""
    probes, keys = [], []
    nth = 1 << fmt.field("th").width
    for op, (vals, _text) in found.items():
        for th in range(nth):
            for scope in range(4):
                if th or scope:
                    probes.append(g9._word_bytes(fmt, g9._assign(
                        fmt, op, dict(vals, th=th, scope=scope))))
                    keys.append((op, th, scope))
    texts = disassemble(g.target, probes)
    for (op, th, scope), text in zip(keys, texts):
        if text is None:
            continue
        _m, ops, mods = split_instruction(text)
        mods = ops[-1:] + mods  # "global_wb scope:SCOPE_SE" has no operands
        tok = next((m for m in mods if m.startswith("th:")), None)
        if th and tok is not None:
            # th spellings depend on the scope: keyed "th,scope"
            table[op].setdefault("th", {})[f"{th},{scope}"] = tok
        tok = next((m for m in mods if m.startswith("scope:")), None)
        if scope and not th and tok is not None:
            table[op].setdefault("scope", {})[str(scope)] = tok


def _vop3_dpp(g: RdnaGenerator, fmt: Format, found, table) -> None:
    """gfx11 VOP3 ``_e64_dpp`` forms: src0 0xFA (DPP16) or 0xE9 (DPP8) and a third dword."""
    probes, keys = [], []
    for op, (vals, _text) in found.items():
        if "src0" not in vals:
            continue
        for kind in ("dpp", "dpp8"):
            v2 = dict(vals)
            v2["src0"] = 0xFA if kind == "dpp" else 0xE9
            if kind == "dpp":
                ext = g9._pack(DPP_FIELDS, {"src0": 32, "dpp_ctrl": 0x111, "row_mask": 15,
                                            "bank_mask": 15})
            else:
                ext = g9._pack(DPP8_FIELDS, {"src0": 32, **{f"sel{i}": i for i in range(8)}})
            probes.append(g9._word_bytes(fmt, g9._assign(fmt, op, v2), ext.to_bytes(4, "little")))
            keys.append((op, kind))
    texts = disassemble(g.target, probes)
    for (op, kind), t0 in zip(keys, texts):
        if t0 is None:
            continue
        table[op][kind] = _form_template(t0, table[op]["ops"])


def _vopd(g: RdnaGenerator) -> dict:
    """gfx11 VOPD halves: opx -> X half template, opy -> Y half template."""
    fmt = g.fmt["VOPD"]
    base = {"src0x": V + 32, "vsrc1x": 48, "vdstx": 16, "src0y": V + 64, "vsrc1y": 80,
            "vdsty": 3}   # vdsty 3 -> v7 (odd, since vdstx is even)
    alt = {"src0x": V + 40, "vsrc1x": 56, "vdstx": 18, "src0y": V + 72, "vsrc1y": 88,
           "vdsty": 5}

    def word(opx, opy, vals, extra=b""):
        v = fmt.put_opcode(0, (opx << 5) | opy)
        for n, x in vals.items():
            v = fmt.field(n).put(v, x)
        return v.to_bytes(8, "little") + extra

    k = g9.K_PROBE.to_bytes(4, "little")
    # find one valid pair first
    # Unused fields must be zero (a mov has no vsrc1), so each pair is also tried
    # with vsrc1x and/or vsrc1y cleared; the full form comes first.
    pairs = [(x, y) for x in range(16) for y in range(32)]
    variants = [base, dict(base, vsrc1y=0), dict(base, vsrc1x=0), dict(base, vsrc1x=0, vsrc1y=0)]
    probes = [(x, y, vals, extra) for vals in variants for extra in (b"", k) for x, y in pairs]
    texts = disassemble(g.target, [word(x, y, vals, extra) for x, y, vals, extra in probes])
    xs: dict[int, tuple[str, bool]] = {}
    ys: dict[int, tuple[str, bool]] = {}
    for (x, y, _vals, extra), text in zip(probes, texts):
        if text is None or "::" not in text:
            continue
        hx, hy = (s.strip() for s in text.split("::"))
        xs.setdefault(x, (hx, bool(extra) and "0x4f812345" in hx))
        ys.setdefault(y, (hy, bool(extra) and "0x4f812345" in hy))
    # bind tokens to fields by changing each field
    out = {"x": {}, "y": {}}
    for half, got, names in (("x", xs, ("vdstx", "src0x", "vsrc1x")),
                             ("y", ys, ("vdsty", "src0y", "vsrc1y"))):
        for opn, (text, usek) in sorted(got.items()):
            m, ops, _ = split_instruction(text)
            tpl = []
            for tok in ops:
                if tok == f"0x{g9.K_PROBE:x}":
                    tpl.append(["K", "literal", 32])
                    continue
                bound = None
                for n in names:
                    b = base[n]
                    if n.startswith("src0"):
                        if tok == f"v{b - V}":
                            bound = ["src", n, 1]
                    elif n == "vdsty":
                        if tok == "v7":
                            bound = ["v", n, 1]
                    elif tok == f"v{b}":
                        bound = ["v", n, 1]
                if bound is None:
                    bound = ["=", tok]
                tpl.append(bound)
            out[half][str(opn)] = {"m": m, "ops": tpl, **({"K": 1} if usek else {})}
    _ = alt
    return out


def generate(target: str, gen: str, log) -> dict:
    if gen == "gfx8":
        # gfx8 has the gfx9 formats: part 1's generator as it is, plus the scalar names.
        out = g9.generate(target, log)
        g = RdnaGenerator(target, gen, log)
        out["scalars"], out["scalars64"] = _scalar_names(g, out)
        out["zero_word"] = ""
        _sopk_literal(g, out["formats"]["SOPK"], g9.PLANS["SOPK"])
        return out
    g = RdnaGenerator(target, gen, log)
    out: dict = {"formats": {}}
    pl, cp = plans(gen), caps(gen)
    for fmt in g.formats:
        if fmt.name == "VOPD":
            continue
        plan = pl[fmt.name]
        t0 = time.time()
        found = g.sweep(fmt, plan, range(1 << fmt.opcode_bits))
        fcaps = dict(cp.get(fmt.name, {}))
        if fmt.name == "SOPK":
            table_k = {}
            found_k = _sopk_literal(g, None, plan, found)
            if found_k:
                table_k = g.infer(dataclasses.replace(fmt, name="VOP2"), plan, found_k, fcaps)
                found.update(found_k)
        elif fmt.name == "SOP2":
            # s_fmamk_f32/s_fmaak_f32 (gfx1150+) carry a constant dword like v_fmamk;
            # part 1's prober knows that trick under the name VOP2.
            as_vop2 = dataclasses.replace(fmt, name="VOP2")
            missing = [op for op in range(1 << fmt.opcode_bits) if op not in found]
            found_k = g.sweep(as_vop2, plan, missing)
            if found_k:
                table_k = g.infer(as_vop2, plan, found_k, fcaps)
                found.update(found_k)
        else:
            table_k = {}
        if fmt.name == "VOP3P":
            normal = dict(plan, base=dict(plan["base"], op_sel_hi=3, op_sel_hi2=1))
            # every opcode: gfx12 WMMA is only valid with op_sel_hi all ones
            found_n = g.sweep(fmt, normal, range(1 << fmt.opcode_bits))
            for op in found_n:
                found.setdefault(op, found_n[op])
            pk, oshi0 = {}, set()
            for op, a in found.items():
                b = found_n.get(op)
                if b is not None and "op_sel_hi" not in b[1]:
                    pk[op] = b
                else:
                    pk[op] = a
                    if "op_sel_hi" not in a[1]:
                        oshi0.add(op)
            found = pk
            table = g.infer(fmt, plan, found, fcaps)
            for op in oshi0:
                table[op]["oshi"] = 0
        else:
            table = g.infer(fmt, plan, {op: v for op, v in found.items() if op not in table_k},
                            fcaps)
            table.update(table_k)
        if fmt.name == "VOP3":
            g9._vop3b(g, fmt, found, table)
            if gen != "gfx10":
                _vop3_dpp(g, fmt, found, table)
        if fmt.name == "FLAT":
            _flat_forms(g, fmt, found, table)
        if fmt.name == "SOPP":
            _sopp_imms(table)
        if gen == "gfx12" and fmt.name in ("SMEM", "FLAT", "VBUFFER"):
            _policy(g, fmt, found, table)
        g.imm_styles(fmt, table, found)
        if fmt.name in ("SOP1", "SOP2", "SOPC", "VOP1", "VOP2", "VOPC", "VOP3", "VOP3P",
                        "MUBUF", "MTBUF", "VINTERP"):
            g.src_classes(fmt, table, found, encode_src_for(table))
        if fmt.name in ("VOP1", "VOP2", "VOPC"):
            _dpp_forms(g, fmt, found, table)
        out["formats"][fmt.name] = {str(op): e for op, e in sorted(table.items())}
        log(f"{target} {fmt.name}: {len(table)} opcodes ({time.time() - t0:.1f}s)")
    if gen != "gfx10":
        out["vopd"] = _vopd(g)
        log(f"{target} VOPD: {len(out['vopd']['x'])} X, {len(out['vopd']['y'])} Y")
    classes = g.class_tables()
    ids = {key: "c" + hashlib.sha1(key.encode()).hexdigest()[:8] for key in classes}
    for ftable in out["formats"].values():
        for e in ftable.values():
            tpls = [e["ops"]] + [e[k] for k in e if k.startswith("ops_")]
            tpls += [e[k].get("ops", []) for k in ("dpp", "dpp8", "sdwa") if k in e]
            for tpl in tpls:
                for o in tpl:
                    if o[0] in ("src", "ssrc", "asrc") and len(o) > 3:
                        o[3] = ids.get(o[3])
    out["classes"] = {ids[k]: v for k, v in classes.items()}
    out["hwreg"], out["sendmsg"] = g9._special_imms(g, out)
    out["scalars"], out["scalars64"] = _scalar_names(g, out)
    out["tbuf_format"] = _tbuf_formats(g, out)
    out["sendmsg_rtn"] = _sendmsg_rtn(g, out)
    # An all-zero word: LLVM decodes it specially (v_illegal from gfx10 on).
    out["zero_word"] = disassemble(target, [bytes(4)])[0] or ""
    return out


def _tbuf_formats(g: RdnaGenerator, out: dict) -> dict[str, str]:
    name = "VBUFFER" if "VBUFFER" in g.fmt else "MTBUF"
    fmt = g.fmt.get(name)
    table = {k: e for k, e in out["formats"].get(name, {}).items()
             if e["m"].startswith("tbuffer")}
    if not table or fmt is None:
        return {}
    op = int(min(table, key=int))
    base = dict(plans(g.gen)[name]["base"])
    codes = list(range(128))
    words = [g9._word_bytes(fmt, g9._assign(fmt, op, dict(base, format=c))) for c in codes]
    res = {}
    for c, text in zip(codes, disassemble(g.target, words)):
        if text is None:
            continue
        mods = split_instruction(text)[2]
        res[str(c)] = next((m for m in mods if m.startswith("format:")), "")
    return res


def diff_tables(base: dict, other: dict) -> dict:
    d = g9.diff_tables(base, other)
    for key in ("scalars", "scalars64", "vopd", "sendmsg_rtn", "zero_word"):
        if base.get(key) != other.get(key):
            d[key] = other.get(key)
    return d


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--generation", required=True, choices=sorted(DEFAULT_TARGETS))
    ap.add_argument("--targets", default=None)
    ap.add_argument("--out", default=None)
    args = ap.parse_args(argv)
    gen = args.generation
    targets = args.targets.split(",") if args.targets else DEFAULT_TARGETS[gen]
    out = args.out or os.path.join("codeobj", "isa", "data", f"{gen}.json.gz")
    tables = {t: generate(t, gen, lambda s: print(s, file=sys.stderr)) for t in targets}
    base = tables[targets[0]]
    doc = {
        "header": {
            "generated_by": "tools/gen_isa_rdna.py",
            "command": "python tools/gen_isa_rdna.py " + " ".join(argv or sys.argv[1:]),
            "tool": tool_version(),
            "note": "Derived by probing llvm-mc --disassemble; do not edit.",
            "generation": gen,
            "targets": targets,
            "base_target": targets[0],
        },
        "base": base,
        "diffs": {t: diff_tables(base, tables[t]) for t in targets[1:]},
    }
    data = json.dumps(doc, separators=(",", ":"), sort_keys=True).encode()
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with gzip.GzipFile(out, "wb", mtime=0) as f:
        f.write(data)
    print(f"wrote {out}: {len(data)} bytes json", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
