#!/usr/bin/env python3
"""Generate the RDNA (gfx10, gfx11, gfx12) and GCN 1-3 (gfx6-gfx8) tables from llvm-mc-19.

Usage:  python tools/gen_isa_rdna.py --generation gfx10 [--targets gfx1030,gfx1010,...]
        python tools/gen_isa_rdna.py --generation gfx11 [--targets gfx1100,gfx1151,...]
        python tools/gen_isa_rdna.py --generation gfx12
        python tools/gen_isa_rdna.py --generation gfx8   (gfx9 layouts: tools/gen_isa.py's sweep)
        python tools/gen_isa_rdna.py --generation gfx6|gfx7 (codeobj/isa/formats_gcn.py)

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
import os
import re
import subprocess
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
from codeobj.isa.image import IMAGE_FORMATS
from codeobj.isa.syntax import split_instruction
from tools.isa.probe import disassemble

DEFAULT_TARGETS = {
    "gfx6": ["gfx601", "gfx600", "gfx602"],
    "gfx7": ["gfx700", "gfx701", "gfx702", "gfx703", "gfx704", "gfx705"],
    "gfx8": ["gfx803", "gfx801", "gfx802", "gfx805", "gfx810"],
    "gfx10": ["gfx1030", "gfx1010", "gfx1011", "gfx1012", "gfx1013", "gfx1031", "gfx1032",
              "gfx1033", "gfx1034", "gfx1035", "gfx1036", "gfx10-1-generic", "gfx10-3-generic"],
    "gfx11": ["gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152",
              "gfx11-generic"],
    "gfx12": ["gfx1200", "gfx1201", "gfx12-generic"],
}
NULL_SGPR = {"gfx6": 0, "gfx7": 0, "gfx10": 0x7D, "gfx11": 0x7C, "gfx12": 0x7C}
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
    if gen in ("gfx6", "gfx7"):
        p["SMRD"] = {"base": {"sdst": 20, "sbase": 3, "imm": 1, "offset": 0x10},
                     "alt": {"sdst": 24, "sbase": 5, "offset": 0x14}, "opt": ["sdst"]}
        p["MUBUF"] = dict(g9.PLANS["MUBUF"])
        p["MTBUF"] = dict(g9.PLANS["MTBUF"])
        p["FLAT"] = {"base": {"addr": 32, "data": 48, "vdst": 16},
                     "alt": {"addr": 160, "data": 176, "vdst": 144}, "opt": ["vdst", "data"]}
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
    if gen in ("gfx6", "gfx7"):
        c["VOP3"] = {k: v for k, v in c["VOP3"].items() if k != "op_sel"}
        c["MUBUF"] = {"glc": {"glc": 1}, "slc": {"slc": 1}, "lds": {"lds": 1},
                      "acc": {"acc": 1}, "offen": {"offen": 1}, "idxen": {"idxen": 1},
                      "addr64": {"addr64": 1}}
        c["MTBUF"] = {"glc": {"glc": 1}, "slc": {"slc": 1}, "acc": {"acc": 1},
                      "addr64": {"addr64": 1}}
        c["FLAT"] = {"glc": {"glc": 1}, "slc": {"slc": 1}, "acc": {"acc": 1}}
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

    def _operand(self, fmt, name, value, tok) -> list:
        # gfx11 true16 operands print as v5.l / v5.h (bit 7 of the VGPR number selects the half)
        if re.match(r"^v\d+\.[lh]$", tok.strip("-|")):
            return ["src16" if fmt.field(name).width == 9 else "v16", name, 1]
        return super()._operand(fmt, name, value, tok)

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


def _depctr_mask(g: RdnaGenerator, out: dict) -> int:
    """Bits of s_waitcnt_depctr's immediate that its symbolic form covers: the OR of every
    value llvm-mc prints as ``depctr_*(...)`` (others print in hex)."""
    sopp = g.fmt["SOPP"]
    op = next((int(o) for o, e in out["formats"]["SOPP"].items()
               if e["m"] == "s_waitcnt_depctr"), None)
    if op is None:
        return 0
    vals = list(range(1 << 16))
    words = [g9._word_bytes(sopp, g9._assign(sopp, op, {"simm16": v})) for v in vals]
    mask = 0
    for v, text in zip(vals, disassemble(g.target, words)):
        if text is not None and "depctr_" in text:
            mask |= v
    return mask


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
    probes = []
    shift = fmt.opcode[-1].width  # the segment sits above the opcode
    for op, (vals, _text) in found.items():
        variants = [("ops_saddr", {"saddr": 20})] if op >> shift else []
        if fmt.has("sve") and op >> shift == 1:
            variants += [("ops_sve", {"sve": 1}), ("ops_saddr_sve", {"saddr": 20, "sve": 1})]
        probes += [((op, variant), op, dict(vals, **extra)) for variant, extra in variants]
    for (op, variant), v2, text in g9.probe_variants(g.target, fmt, probes):
        _, ops, _mods = split_instruction(text)
        table[op][variant] = g9._bind_by_value(fmt, v2, ops)


def _dpp_forms(g: RdnaGenerator, fmt: Format, found, table) -> None:
    """DPP16/DPP8 (and on gfx10 SDWA) forms of VOP1/VOP2/VOPC: templates from probes."""
    sdwa_fields = SDWA_VOPC_FIELDS if fmt.name == "VOPC" else SDWA_FIELDS
    sdwa = {"src0": 32, "src0_sel": 6}
    if fmt.name != "VOP1":  # VOP1: llvm-mc wants the src1 byte clear
        sdwa["src1_sel"] = 6
    if fmt.name != "VOPC":
        sdwa.update(dst_sel=6, dst_unused=2)
    ext = {**_DPP_EXT, "sdwa": g9._pack(sdwa_fields, sdwa).to_bytes(4, "little")}
    probes = [((op, kind), op, dict(vals, src0=_DPP_SRC0[kind]), ext[kind])
              for op, (vals, _text) in found.items() for kind in ("dpp", "dpp8", "sdwa")]
    for (op, kind), _v, t0 in g9.probe_variants(g.target, fmt, probes):
        table[op][kind] = _form_template(t0, table[op]["ops"])


# src0 of the DPP16/DPP8/SDWA forms, and the DPP dwords the probes use
_DPP_SRC0 = {"dpp": 0xFA, "dpp8": 0xE9, "sdwa": 0xF9}
_DPP_EXT = {
    "dpp": g9._pack(DPP_FIELDS, {"src0": 32, "dpp_ctrl": 0x111, "row_mask": 15,
                                 "bank_mask": 15}).to_bytes(4, "little"),
    "dpp8": g9._pack(DPP8_FIELDS, {"src0": 32, **{f"sel{i}": i for i in range(8)}}
                     ).to_bytes(4, "little"),
}


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
    probes = [((op, kind), op, dict(vals, src0=_DPP_SRC0[kind]), _DPP_EXT[kind])
              for op, (vals, _text) in found.items() if "src0" in vals
              for kind in ("dpp", "dpp8")]
    for (op, kind), _v, t0 in g9.probe_variants(g.target, fmt, probes):
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


def _assemble(target: str, lines: list[str]) -> list[tuple[str, bytes] | None]:
    """(printed text, encoding) llvm-mc-19 gives each line, or None."""
    mark = "s_nop 0x7e5b"
    src = "".join(f"{ln}\n{mark}\n" for ln in lines)
    r = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                        "--show-encoding"], input=src, capture_output=True, text=True,
                       check=False)
    groups: list[list[tuple[str, bytes]]] = [[]]
    for ln in r.stdout.splitlines():
        if "encoding:" not in ln:
            continue
        text, _, enc = ln.partition("; encoding: [")
        if text.strip() == mark:
            groups.append([])
            continue
        groups[-1].append((text.strip(), bytes(int(b, 16) for b in enc.rstrip("]").split(","))))
    return [g[0] if len(g) == 1 else None for g in groups[:len(lines)]]


def _si_names(m: str) -> list[str]:
    """Candidate gfx6/gfx7 spellings of a gfx8 mnemonic, for instructions gfx8 renamed
    (v_add_u32 was v_add_i32; v_lshlrev_b64 replaced v_lshl_b64).  Candidates are only
    kept when llvm-mc-19 assembles them and our decoder prints llvm-mc's text back."""
    out = []
    for a, b in (("_u32", "_i32"), ("_i32", "_u32"), ("lshlrev_", "lshl_"),
                 ("lshrrev_", "lshr_"), ("ashrrev_", "ashr_")):
        if a in m:
            out.append(m.replace(a, b, 1))
    return out


def generate_si(target: str, gen: str, log) -> dict:
    """gfx6/gfx7 tables: LLVM 19 cannot disassemble these processors, so the facts come
    from assembling.  Every gfx8 instruction (codeobj/isa/data/gfx8.json.gz, generated
    first) is printed with its probe operands by our gfx8 decoder and assembled with
    ``llvm-mc-19 -mcpu=TARGET --show-encoding``; the encoding gives the opcode in the
    gfx6/7 layout (codeobj/isa/formats_gcn.py), the gfx8 operand template is kept, and an
    entry stays only if decoding llvm-mc's bytes with it prints llvm-mc's own text.
    ``addr64`` forms of MUBUF/MTBUF are assembled too.  Instructions that exist only on
    gfx6/gfx7 are not found this way."""
    import copy

    from codeobj.isa.decoder_gcn import gcn_decoder
    from codeobj.isa.formats_rdna import formats_for, identifier

    g8 = gcn_decoder("gfx803")
    t8 = g8.table
    ident = identifier(formats_for(gen))
    lines, origin = [], []
    for fname, table in t8.formats.items():
        f9 = g9.FORMAT_BY_NAME[fname]
        plan = g9.PLANS.get(fname, {"base": {}})
        for op, e in sorted(table.items()):
            v = f9.put_opcode(0, op)
            for n, x in plan["base"].items():
                if f9.has(n):
                    v = f9.field(n).put(v, x)
            data = v.to_bytes(f9.size, "little") + (g9.K_PROBE.to_bytes(4, "little")
                                                   if e.get("K") else b"")
            for clear in ([], plan.get("opt", [])):
                w = v
                for n in clear:
                    w = f9.field(n).put(w, 0)
                data = w.to_bytes(f9.size, "little") + data[f9.size:]
                inst = g8.decode_at(data, 0)
                if inst.known and inst.size == len(data) and "/*" not in inst.text:
                    break
            else:
                continue
            lines.append(inst.text)
            origin.append((fname, op, e, None))
            if fname == "VOP3" and ", v32, v48" in inst.text:
                # lane ops take scalar sources where gfx8's probe put VGPRs
                for sub in (", s8, 4", ", v32, 4"):
                    lines.append(inst.text.replace(", v32, v48", sub, 1))
                    origin.append((fname, op, e, "scalar"))
            m = inst.text.split()[0]
            for alt in _si_names(m):
                rest = inst.text[len(m):]
                ev = e
                if "rev_" in m and "rev_" not in alt:
                    # v_lshlrev_b64 d, shift, x  ->  v_lshl_b64 d, x, shift
                    parts = rest.split(", ")
                    if len(parts) == 3:
                        rest = ", ".join([parts[0], parts[2], parts[1]])
                        ev = dict(e, ops=[list(o) for o in e["ops"]])
                        srcs = [o for o in ev["ops"] if o[1] in ("src0", "src1")]
                        if len(srcs) == 2:
                            srcs[0][2], srcs[1][2] = srcs[1][2], srcs[0][2]
                lines.append(alt + rest)
                origin.append((fname, op, ev, "renamed"))
            if fname in ("MUBUF", "MTBUF") and ", off," in inst.text:
                lines.append(inst.text.replace(", off,", ", v[32:33],", 1) + " addr64")
                origin.append((fname, op, e, "addr64"))
    out: dict = {"formats": {}}
    got = _assemble(target, lines)
    checks = []
    for (fname, op, e, variant), res in zip(origin, got):
        if res is None:
            continue
        text, enc = res
        fmt = ident(int.from_bytes(enc[:4], "little"))
        if fmt is None:
            continue
        value = int.from_bytes(enc[:fmt.size], "little")
        op6 = fmt.get_opcode(value)
        tab = out["formats"].setdefault(fmt.name, {})
        if variant == "addr64":
            if str(op6) in tab:
                tab[str(op6)]["caps"] = sorted(set(tab[str(op6)].get("caps", [])) | {"addr64"})
            continue
        # (keys starting with "_" are the decoder's run-time caches)
        ne = copy.deepcopy({k: x for k, x in e.items() if not k.startswith("_")})
        for k in ("dpp", "sdwa"):
            ne.pop(k, None)
        if "caps" in ne:  # no op_sel before gfx9 (gfx8's probe of bits 11-14 is sdst)
            ne["caps"] = [c for c in ne["caps"] if c != "op_sel"]
        if fmt.name == "SMRD":
            ne["ops"] = [["s", "sdst", o[2]] if o[1] == "sdata" else o for o in ne["ops"]]
            ne.pop("caps", None)
        alts = []
        if fmt.name == "VOP2" and fname == "VOP3":
            # VOP3-only on gfx8, VOP2 on gfx6/7 (v_bcnt_u32_b32, v_writelane_b32...): src1
            # becomes the 8-bit vsrc1, a VGPR or (lane selects) a scalar source
            ne.pop("caps", None)
            ne.pop("vop3b", None)
            alts = [[["ssrc", "vsrc1", o[2]] + o[3:] if o[1] == "src1" else o
                     for o in ne["ops"]]]
            ne["ops"] = [["v", "vsrc1", o[2]] if o[1] == "src1" else o for o in ne["ops"]]
        ne["m"] = text.split()[0]
        if str(op6) in tab:
            continue
        tab[str(op6)] = ne
        checks.append((fmt.name, str(op6), text, enc, alts))
    for key in ("classes", "hwreg", "sendmsg", "tbuf_format"):
        raw = getattr(t8, key)
        out[key] = {str(k): v for k, v in raw.items()} if key != "classes" else raw
    # Scalar register names: gfx8's, renumbered by assembling each name on this target
    # (flat_scratch is 104/105 on gfx7, where gfx8 has xnack_mask).
    for key, mov, dst in (("scalars", "s_mov_b32", "s0"), ("scalars64", "s_mov_b64", "s[0:1]")):
        names = sorted({v for v in getattr(t8, key).values() if "/*" not in v})
        res = _assemble(target, [f"{mov} {dst}, {n}" for n in names])
        table: dict[str, str] = {}
        for n, r in zip(names, res):
            if r is None:
                continue
            code = r[1][0] if len(r[1]) == 4 else None  # SOP1: ssrc0 is the first byte
            if code is not None and code != 0xFF:
                table.setdefault(str(code), n)
        out[key] = table
    out["zero_word"] = ""
    # keep only entries whose llvm-mc encoding prints back as llvm-mc's text
    doc = {"header": {"base_target": target}, "base": out, "diffs": {}}
    from codeobj.isa import tables_rdna
    from codeobj.isa.decoder_gcn import SiDecoder

    saved = tables_rdna._document
    tables_rdna._document = lambda _g: doc
    tables_rdna.load_rdna_table.cache_clear()
    def fresh_decoder() -> SiDecoder:
        # (a new decoder each time: decoders memoize per-opcode plans)
        for table in out["formats"].values():
            for e in table.values():
                for k in [k for k in e if k.startswith("_")]:
                    del e[k]
        tables_rdna.load_rdna_table.cache_clear()
        return SiDecoder(target)

    try:
        dec = fresh_decoder()
        bad = set()
        for fname, op, text, enc, alts in checks:
            got = dec.decode_at(enc, 0).text
            for alt in alts:
                if got == text:
                    break
                out["formats"][fname][op]["ops"] = alt
                dec = fresh_decoder()
                got = dec.decode_at(enc, 0).text
            if got != text:
                bad.add((fname, op))
                log(f"  dropped {fname} {op}: llvm-mc prints '{text}', the gfx8 template "
                    f"'{got}'")
    finally:
        tables_rdna._document = saved
        tables_rdna.load_rdna_table.cache_clear()
    for fname, op in bad:
        out["formats"][fname].pop(op, None)
    for table in out["formats"].values():  # drop what the decoder cached in the entries
        for e in table.values():
            for k in [k for k in e if k.startswith("_")]:
                del e[k]
    log(f"{target}: {sum(len(t) for t in out['formats'].values())} opcodes from "
        f"{len(lines)} gfx8 lines, {len(bad)} dropped (printed differently)")
    return out


def generate(target: str, gen: str, log) -> dict:
    if gen in ("gfx6", "gfx7"):
        return generate_si(target, gen, log)
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
        if fmt.name in IMAGE_FORMATS:
            _image(g, fmt, out)
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
            found, oshi0 = g9.packed_forms(found, found_n)
            table = g.infer(fmt, plan, found, fcaps)
            for op in oshi0:
                table[op]["oshi"] = 0
        else:
            table = g.infer(fmt, plan, {op: v for op, v in found.items() if op not in table_k},
                            fcaps)
            table.update(table_k)
        if fmt.name == "VOP3":
            g9._vop3b(g, fmt, found, table)
            if gen in ("gfx11", "gfx12"):
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
    if gen in ("gfx11", "gfx12"):
        out["vopd"] = _vopd(g)
        log(f"{target} VOPD: {len(out['vopd']['x'])} X, {len(out['vopd']['y'])} Y")
    out["classes"] = g9.name_classes(g, out, lambda e: (
        [e["ops"]] + [e[k] for k in e if k.startswith("ops_")]
        + [e[k].get("ops", []) for k in ("dpp", "dpp8", "sdwa") if k in e]))
    out["hwreg"], out["sendmsg"] = g9._special_imms(g, out)
    out["scalars"], out["scalars64"] = _scalar_names(g, out)
    out["tbuf_format"] = (g9._tbuf_formats(g, out) if gen in ("gfx6", "gfx7")
                          else _tbuf_formats(g, out))
    out["sendmsg_rtn"] = _sendmsg_rtn(g, out)
    out["depctr_mask"] = _depctr_mask(g, out)
    # An all-zero word: LLVM decodes it specially (v_illegal from gfx10 on).
    out["zero_word"] = disassemble(target, [bytes(4)])[0] or ""
    return out


def _image(g: RdnaGenerator, fmt: Format, out: dict) -> None:
    g9.image_tables(g, fmt, out, g.gen, _policy)


def _tbuf_formats(g: RdnaGenerator, out: dict) -> dict[str, str]:
    name = "VBUFFER" if "VBUFFER" in g.fmt else "MTBUF"
    table = {k: e for k, e in out["formats"].get(name, {}).items()
             if e["m"].startswith("tbuffer")}
    return g9.tbuf_spellings(g, g.fmt.get(name), table, plans(g.gen).get(name, {}).get("base"),
                             lambda c: {"format": c})


def diff_tables(base: dict, other: dict) -> dict:
    d = g9.diff_tables(base, other)
    for key in ("scalars", "scalars64", "vopd", "sendmsg_rtn", "zero_word", "depctr_mask",
                "image_dims", "image_mods", "image_scalars"):
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
    g9.write_document(out, "tools/gen_isa_rdna.py", argv, targets, tables, diff_tables,
                      note="Derived by probing llvm-mc --disassemble; do not edit.",
                      generation=gen)
    return 0


if __name__ == "__main__":
    sys.exit(main())
