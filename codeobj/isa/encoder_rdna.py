"""Encoding RDNA (gfx10.1, gfx10.3, gfx11) assembly into machine code.

The operand templates of the generated tables are read backwards, as in the
gfx9 encoder: each printed operand names the field it comes from.  Every
candidate encoding (format, opcode, DPP/SDWA/DPP8 form) is decoded again with
:class:`~codeobj.isa.decoder_rdna.RdnaDecoder` and kept only when it prints
the same text, so the encoder never emits a word the decoder would print
differently.  Among the candidates the shortest wins (``_e32`` before
``_e64``, inline constants before literals), which is llvm-mc's choice.
Immediates with a symbolic spelling (``s_waitcnt``, ``s_delay_alu``,
``hwreg``, ``sendmsg``, ``swizzle``, ``format:``) are inverted by enumerating
their field through the printer once per mnemonic.
"""

from __future__ import annotations

import re
import struct

from .decoder_rdna import DualInstruction, RdnaDecoder, rdna_decoder, swizzle_value
from .encoder import (
    EncodeError,
    _bits_list,
    _parse_int,
    _strip_mods,
    inline_code_table,
    scalar_register_code,
)
from .formats import DPP_FIELDS, SDWA_FIELDS, SDWA_VOPC_FIELDS
from .formats_rdna import DPP8_FIELDS, DPP16_FI
from .image import IMAGE_FORMATS, encode_image
from .syntax import parse_register, split_instruction

__all__ = ["RdnaEncoder", "encode_line_rdna", "encode_rdna"]

_OMOD = {"mul:2": 1, "mul:4": 2, "div:2": 3}
_SEL = {"BYTE_0": 0, "BYTE_1": 1, "BYTE_2": 2, "BYTE_3": 3, "WORD_0": 4, "WORD_1": 5,
        "DWORD": 6}
_UNUSED = {"UNUSED_PAD": 0, "UNUSED_SEXT": 1, "UNUSED_PRESERVE": 2}
_MODIFIER = re.compile(r"^[a-z][a-z_0-9]*:[^:]")
_SUFFIX = re.compile(r"_(e32|e64|dpp|sdwa|e64_dpp)$")


class _Reject(Exception):
    pass


def _norm(text: str) -> str:
    return " ".join(text.replace(", ", ",").split())


class RdnaEncoder:
    """Encodes instructions for one RDNA target."""

    def __init__(self, target: str, dec=None) -> None:
        self.dec: RdnaDecoder = dec if dec is not None else rdna_decoder(target)
        self.table = self.dec.table
        self.fmt = {f.name: f for f in self.dec.formats}
        self._scalar: dict[str, tuple[int, int]] = {}
        for code, name in self.table.scalars.items():
            if "/*" not in name:
                self._scalar.setdefault(name, (code, 1))
        for code, name in self.table.scalars64.items():
            if "/*" not in name and parse_register(name) is None:
                self._scalar.setdefault(name, (code, 2))
        self._inline: dict[str | None, dict[str, int]] = {}
        self._imm_inverse: dict[tuple, dict[str, int]] = {}
        self._tbuf = {v: k for k, v in self.table.tbuf_format.items() if v}
        self._memo: dict[str, bytes] = {}
        self._cmpx_exec = True  # v_cmpx_*_e64 writes exec_lo (vdst 126), unprinted
        by: dict[str, list[tuple[str, int, str]]] = {}
        for m, lst in self.table.by_mnemonic.items():
            lst = sorted(lst, key=lambda c: (c[0], c[1], c[2]))
            by.setdefault(m, []).extend(lst)
            base = _SUFFIX.sub("", m)
            if base != m:
                by.setdefault(base, []).extend(lst)
        self.candidates = by
        vopd = self.table.vopd
        self._vopd = {h: {e["m"]: op for op, e in vopd.get(h, {}).items()} for h in ("x", "y")}

    # -- operand values -------------------------------------------------------------------
    def scalar(self, tok: str) -> tuple[int, int] | None:
        hit = self._scalar.get(tok)
        if hit:
            return hit
        return scalar_register_code(tok)

    def inline_codes(self, cls: str | None) -> dict[str, int]:
        got = self._inline.get(cls)
        if got is None:
            got = self._inline[cls] = inline_code_table(self.table, cls)
        return got

    def src(self, tok: str, cls: str | None) -> tuple[int, int | None]:
        """(9-bit source code, literal or None)."""
        reg = parse_register(tok)
        if reg is not None and reg[0] == "v":
            return 256 + reg[1], None
        sc = self.scalar(tok)
        if sc is not None:
            return sc[0], None
        code = self.inline_codes(cls).get(tok)
        if code is not None:
            return code, None
        v = _parse_int(tok)
        if v is None:
            try:
                v = struct.unpack("<I", struct.pack("<f", float(tok)))[0]
            except ValueError:
                raise _Reject(tok) from None
        return 255, v & 0xFFFFFFFF

    def imm_inverse(self, entry: dict, name: str, width: int, hwreg: bool = False
                    ) -> dict[str, int]:
        key = (entry["m"], name)
        inv = self._imm_inverse.get(key)
        if inv is None:
            inv = {}
            for v in range(1 << min(width, 16)):
                try:
                    t = self.dec._hwreg(v) if hwreg else self.dec._imm(entry, name, v, None)
                except (KeyError, ValueError):
                    continue
                inv.setdefault(t, v)
            self._imm_inverse[key] = inv
        return inv

    # -- entry points ---------------------------------------------------------------------
    def encode_line(self, text: str) -> bytes:
        text = text.split(";", 1)[0].split("//", 1)[0].strip()
        hit = self._memo.get(text)
        if hit is None:
            hit = self._memo[text] = self._encode_line(text)
        return hit

    def _encode_line(self, text: str) -> bytes:
        if " :: " in text:
            return self._encode_vopd(text)
        mnem, ops, mods = split_instruction(text)
        while ops and _MODIFIER.match(ops[-1]):  # "global_wb scope:SCOPE_SE": no operands
            mods.insert(0, ops.pop())
        want = _norm(text)
        best: bytes | None = None
        loose: bytes | None = None  # fields all filled, but printed in another spelling
        for fname, op, form in self.candidates.get(mnem, ()):
            try:
                words = self._encode(fname, op, form, ops, mods)
            except (_Reject, KeyError, IndexError, ValueError, TypeError, AttributeError):
                continue
            for w in words:
                inst = self.dec.decode_at(w, 0)
                if inst.size != len(w) or not inst.known:
                    continue
                got = _norm(inst.text)
                if got == want or (_SUFFIX.sub("", got.split(" ")[0]) == mnem
                                   and got.partition(" ")[2] == want.partition(" ")[2]):
                    if best is None or len(w) < len(best):
                        best = w
                    break
                if loose is None or len(w) < len(loose):
                    loose = w
        if best is None:
            # e.g. "s_load_b32 s1, s[2:3], 0x0", which llvm-objdump prints with "null"
            best = loose
        if best is None:
            raise EncodeError(f"cannot encode '{text}' for {self.dec.proc}")
        return best

    def _encode(self, fname: str, op: int, form: str, ops: list[str], mods: list[str]
                ) -> list[bytes]:
        fmt = self.fmt[fname]
        if fname in IMAGE_FORMATS:
            return encode_image(self, fmt, op, ops, mods)
        entry = self.table.formats[fname][op]
        tpl = entry[form]["ops"] if form else entry["ops"]
        f: dict[str, int] = {}
        if fname in ("SOPP", "SOPK", "SOP1", "SOP2", "SOPC") and mods:
            # no modifiers in scalar ALU formats: "s_waitcnt vmcnt(0) expcnt(0)" is one operand
            ops = ops[:-1] + [" ".join(ops[-1:] + mods)]
            mods = []
        if tpl and len(ops) == len(tpl) - 1 and tpl[-1][0] == "imm" and len(tpl[-1]) > 3:
            ops = list(ops) + ["0"]
        smrd_lit: list[int] = []
        if fname == "SMRD" and ops and len(ops) == len(tpl):
            # gfx6/7: an 8-bit dword offset (imm), an SGPR, or (gfx7) a literal offset
            sc = self.scalar(ops[-1])
            v = _parse_int(ops[-1])
            if sc is not None:
                f["offset"], f["imm"] = sc[0], 0
            elif v is not None and 0 <= v <= 0xFF:
                f["offset"], f["imm"] = v, 1
            elif v is not None:
                f["offset"], f["imm"] = 0xFF, 0
                smrd_lit = [v & 0xFFFFFFFF]
            else:
                raise _Reject(ops[-1])
            ops = list(ops[:-1])
            tpl = tpl[:-1]
        if fname == "SMEM" and len(ops) == len(tpl) and tpl[-1][:2] == ["imm", "offset"]:
            sc = self.scalar(ops[-1])
            if sc is not None:
                f["soffset"] = sc[0]
                ops = list(ops[:-1]) + ["0"]
                if mods and mods[0].startswith("offset:"):
                    ops[-1] = mods[0][7:]
                    mods = mods[1:]
        lit: list[int] = smrd_lit
        ext: dict[str, int] = {}
        mods = list(mods)
        tpls = [tpl]
        keys = [""]
        if fname == "FLAT":
            keys = [k for k in ("ops", "ops_saddr", "ops_sve", "ops_saddr_sve") if k in entry]
            tpls = [entry[k] for k in keys]
        elif fname in ("MUBUF", "MTBUF") and ["=", "off"] in tpl:
            alt = list(tpl)
            alt[alt.index(["=", "off"])] = ["v", "vaddr", 1 if "offen" not in mods
                                            or "idxen" not in mods else 2]
            tpls = [tpl, alt]
        out = []
        for i, t in enumerate(tpls):
            f2, lit2, ext2 = dict(f), list(lit), dict(ext)
            if fname == "FLAT" and keys[i].endswith("sve"):
                f2["sve"] = 1
            try:
                self._fill(fname, entry, form, t, ops, mods, f2, lit2, ext2)
            except _Reject:
                continue
            out.append(self._assemble(fmt, op, form, f2, lit2, ext2, fname))
        return out

    def _fill(self, fname, entry, form, tpl, ops, mods, f, lit, ext) -> None:
        if fname == "MUBUF" and "lds" in mods and len(ops) == len(tpl) - 1:
            ops = ["v0"] + list(ops)
        if fname == "FLAT" and "lds" in mods and len(ops) == len(tpl) - 1:
            ops = ["v0"] + list(ops)
        if len(ops) != len(tpl):
            if not (fname == "FLAT" and "rtn_w" in entry and len(ops) == len(tpl) + 1):
                raise _Reject("count")
            r = parse_register(ops[0])
            if r is None:
                raise _Reject("rtn")
            f["vdst"] = r[1]
            if self.fmt[fname].has("th"):
                f["th"] = f.get("th", 0) | 1
            else:
                f["glc"] = 1
            ops = ops[1:]
        for i, (o, tok) in enumerate(zip(tpl, ops)):
            kind = o[0]
            if kind == "=":
                if tok != o[1]:
                    sc = self.scalar(tok) if form == "sdwa" and fname == "VOPC" and i == 0 \
                        else None
                    if sc is None:
                        raise _Reject(tok)
                    ext["sdst"], ext["sd"] = sc[0], 1  # VOPC SDWA: an SGPR destination
                continue
            if kind == "K":
                v = _parse_int(tok)
                if v is None:
                    raise _Reject(tok)
                lit.append(v & 0xFFFFFFFF)
                continue
            name = o[1]
            if kind in ("v16", "src16"):
                m16 = re.match(r"^v(\d+)\.([lh])$", tok)
                if m16:
                    r = int(m16.group(1)) | (0x80 if m16.group(2) == "h" else 0)
                    f[name] = r + (256 if kind == "src16" else 0)
                    continue
                if kind == "v16":
                    raise _Reject(tok)
                code, lv = self.src(tok, None)
                if lv is not None:
                    lit[:1] = [lv]
                f[name] = code
                continue
            if kind in ("v", "a"):
                r = parse_register(tok)
                if form == "sdwa" and name in ("src0", "vsrc1") and (r is None or r[0] != "v"):
                    # gfx9+ SDWA sources may be SGPRs or constants (s0/s1 bits)
                    t, neg, absm, sext = _strip_mods(tok)
                    code, lv = self.src(t, None)
                    if lv is not None or code >= 256:
                        raise _Reject(tok)
                    i = 0 if name == "src0" else 1
                    if name == "src0":
                        ext["src0"] = code
                    else:
                        f["vsrc1"] = code
                    ext[f"s{i}"] = 1
                    ext[f"src{i}_neg"], ext[f"src{i}_abs"] = int(neg), int(absm)
                    ext[f"src{i}_sext"] = int(sext)
                    continue
                if r is None or r[0] != "v":
                    raise _Reject(tok)
                if form in ("dpp", "dpp8", "sdwa") and name == "src0":
                    ext["src0"] = r[1]
                else:
                    f[name] = r[1]
                continue
            if kind == "s":
                sc = self.scalar(tok)
                if sc is None:
                    raise _Reject(tok)
                code = sc[0]
                if name == "sbase":
                    code >>= 1
                elif name in ("srsrc", "ssamp") and fname != "VBUFFER":
                    code >>= 2
                if form == "sdwa" and name == "vdst":
                    ext["sdst"], ext["sd"] = code, 1
                    continue
                f[name] = code
                continue
            if kind in ("src", "ssrc"):
                t, neg, absm, sext = _strip_mods(tok)
                if entry["m"].startswith("s_sendmsg_rtn"):
                    inv = self.imm_inverse(entry, name, 8)
                    if tok not in inv:
                        raise _Reject(tok)
                    f[name] = inv[tok]
                    continue
                idx = int(name[-1]) if name[-1].isdigit() else 1
                if form in ("dpp", "dpp8") or (form == "sdwa" and fname != "VOP3"):
                    if form == "sdwa":
                        code, lv = self.src(t, o[3] if len(o) > 3 else None)
                        if lv is not None:
                            raise _Reject(tok)
                        if name == "src0":
                            ext["src0"] = code & 0xFF
                            ext["s0"] = int(code < 256)
                        else:
                            f["vsrc1"] = code & 0xFF
                            ext["s1"] = int(code < 256)
                        ext[f"src{idx}_sext"] = int(sext)
                    else:
                        r = parse_register(t)
                        if r is None or r[0] != "v":
                            raise _Reject(tok)
                        if name == "src0":
                            ext["src0"] = r[1]
                        else:
                            f[name] = r[1]
                    ext[f"src{idx}_neg"] = int(neg)
                    ext[f"src{idx}_abs"] = int(absm)
                    continue
                code, lv = self.src(t, o[3] if len(o) > 3 else None)
                if lv is not None:
                    if lit and lit[0] != lv:
                        raise _Reject("two literals")
                    if not lit:
                        lit.append(lv)
                if fname == "VOP3" and form and name == "src0":  # _e64_dpp: in the DPP dword
                    if code < 256:
                        raise _Reject(tok)
                    ext["src0"] = code - 256
                    code = 0xFA if form == "dpp" else 0xE9
                f[name] = code
                if fname in ("VOP3", "VOP3P") or (fname == "VINTERP"):
                    if neg:
                        f["neg"] = f.get("neg", 0) | 1 << idx
                    if absm:
                        if fname == "VOP3P":
                            f["neg_hi"] = f.get("neg_hi", 0) | 1 << idx
                        else:
                            f["abs"] = f.get("abs", 0) | 1 << idx
                elif neg or absm:
                    raise _Reject(tok)
                continue
            if kind == "imm":
                v = _parse_int(tok)
                if v is None or o[2] == "table" or entry["m"] in ("s_waitcnt", "s_delay_alu"):
                    width = self.fmt[fname].field(name).width
                    inv = self.imm_inverse(entry, name, width)
                    if tok in inv:
                        v = inv[tok]
                    elif v is None:
                        raise _Reject(tok)
                f[name] = v & self.fmt[fname].field(name).mask
                continue
            if kind == "hwreg":
                inv = self.imm_inverse(entry, name, 16, hwreg=True)
                if tok not in inv:
                    raise _Reject(tok)
                f[name] = inv[tok]
                continue
            raise _Reject(kind)
        self._mods(fname, entry, form, mods, f, ext)

    def _mods(self, fname, entry, form, mods, f, ext) -> None:
        fmt = self.fmt[fname]
        for m in mods:
            key, _, val = m.partition(":")
            if m in ("glc", "slc", "dlc", "gds", "offen", "idxen", "tfe", "lds", "clamp", "addr64",
                     "unorm", "lwe", "r128", "a16", "d16"):
                if form == "sdwa" and m == "clamp":
                    ext["clamp"] = 1
                elif fmt.has(m):
                    f[m] = 1
                elif m == "tfe" and fmt.has("acc"):  # gfx6/7 name bit 55 as gfx9 does
                    f["acc"] = 1
                else:
                    raise _Reject(m)
            elif m in _OMOD:
                if form == "sdwa":
                    ext["omod"] = _OMOD[m]
                else:
                    f["omod"] = _OMOD[m]
            elif key == "offset" and fname == "DS":
                if entry["m"] == "ds_swizzle_b32" and not val[:1].isdigit():
                    v = swizzle_value(val)
                    if v is None:
                        raise _Reject(m)
                else:
                    v = _parse_int(val)
                f["offset0"], f["offset1"] = v & 0xFF, v >> 8 & 0xFF
            elif key in ("offset0", "offset1"):
                f[key] = _parse_int(val)
            elif key == "offset":
                v = _parse_int(val)
                fl = fmt.field("offset")
                if fname != "SMEM" and v < 0 and fname == "FLAT" or v < 0 or v > fl.mask:
                    v &= fl.mask
                f["offset"] = v
            elif key == "scope":
                inv = {t: int(v) for v, t in (entry.get("scope")
                                              or self.dec.policy_names("scope")).items()}
                if m not in inv:
                    raise _Reject(m)
                f["scope"] = inv[m]
            elif key == "th":
                f["th_text"] = m  # resolved once the scope is known
            elif key == "format":
                code = self._tbuf.get(m)
                if code is None:
                    code = _parse_int(val)
                    if code is None:
                        raise _Reject(m)
                if fmt.has("dfmt"):  # gfx6-9: data and numeric format fields
                    f["dfmt"], f["nfmt"] = code & 15, code >> 4
                else:
                    f["format"] = code
            elif key in ("op_sel", "op_sel_hi", "neg_lo", "neg_hi"):
                bits = _bits_list(val)
                if bits is None:
                    raise _Reject(m)
                v = sum(b << i for i, b in enumerate(bits))
                if key == "op_sel":
                    if fname == "VOP3" and len(bits) < 4:
                        v = sum(b << i for i, b in enumerate(bits[:-1])) | bits[-1] << 3
                    f["op_sel"] = v
                elif key == "op_sel_hi":
                    f["op_sel_hi"] = v & 3
                    f["op_sel_hi2"] = v >> 2 & 1
                elif key == "neg_lo":
                    f["neg"] = v
                else:
                    f["neg_hi"] = v
            elif key == "quad_perm":
                bits = [int(x) for x in val.strip("[]").split(",")]
                ext["dpp_ctrl"] = sum(b << (2 * i) for i, b in enumerate(bits))
            elif key in ("row_shl", "row_shr", "row_ror", "row_share", "row_xmask"):
                base = {"row_shl": 0x100, "row_shr": 0x110, "row_ror": 0x120,
                        "row_share": 0x150, "row_xmask": 0x160}[key]
                ext["dpp_ctrl"] = base | int(val, 0)
            elif m in ("row_mirror", "row_half_mirror"):
                ext["dpp_ctrl"] = 0x140 if m == "row_mirror" else 0x141
            elif key in ("row_mask", "bank_mask"):
                ext[key] = int(val, 0)
            elif key == "bound_ctrl":
                ext["bound_ctrl"] = 1
            elif key == "fi":
                ext["fi"] = int(val, 0)
            elif key == "dpp8":
                sels = [int(x) for x in val.strip("[]").split(",")]
                for i, s in enumerate(sels):
                    ext[f"sel{i}"] = s
            elif key in ("dst_sel", "src0_sel", "src1_sel"):
                ext[key] = _SEL[val]
            elif key == "dst_unused":
                ext[key] = _UNUSED[val]
            else:
                raise _Reject(m)
        if fname == "VOP3P" and "op_sel_hi" not in " ".join(mods):
            d = entry.get("oshi", 1)
            n = sum(1 for o in entry["ops"] if o[0] == "src")
            if d:
                f["op_sel_hi"] = 3 if n >= 2 else 1
                f["op_sel_hi2"] = 1 if n >= 3 else 0
                f.setdefault("op_sel_hi", 3)
        th_text = f.pop("th_text", None)
        if th_text is not None:
            scope = f.get("scope", 0)
            th = next((int(k.split(",")[0]) for k, t in entry.get("th", {}).items()
                       if t == th_text and int(k.split(",")[1]) == scope), None)
            if th is None:
                raise _Reject(th_text)
            f["th"] = f.get("th", 0) | th
        if form == "dpp":
            ext.setdefault("row_mask", 15)
            ext.setdefault("bank_mask", 15)

    def _assemble(self, fmt, op, form, f, lit, ext, fname) -> bytes:
        v = fmt.put_opcode(0, op)
        if fname == "FLAT" and "saddr" not in f:
            f["saddr"] = self.dec.null
        if fname == "SMEM" and "soffset" not in f:
            f["soffset"] = self.dec.null
        if fname == "VOP3" and "vdst" not in f and self._cmpx_exec and \
                self.table.formats["VOP3"][op]["m"].startswith("v_cmpx"):
            f["vdst"] = 126  # gfx10 writes exec_lo as the (unprinted) destination
        if fname in ("MUBUF", "MTBUF") and "vaddr" not in f:
            f.setdefault("vaddr", 0)
        for name, x in f.items():
            v = fmt.field(name).put(v, x)
        out = v.to_bytes(fmt.size, "little")
        if form:
            if fname == "VOP3":
                fields = DPP_FIELDS if form == "dpp" else DPP8_FIELDS
            else:
                v = fmt.field("src0").put(v, {"dpp": 0xFA, "dpp8": 0xEA if ext.get("fi") else 0xE9,
                                              "sdwa": 0xF9}[form])
                out = v.to_bytes(fmt.size, "little")
                fields = {"dpp": DPP_FIELDS, "dpp8": DPP8_FIELDS,
                          "sdwa": SDWA_VOPC_FIELDS if fname == "VOPC" else SDWA_FIELDS}[form]
            e = 0
            for fl in fields:
                if fl.name in ext:
                    e = fl.put(e, ext[fl.name])
            if form == "dpp" and ext.get("fi"):
                e = DPP16_FI.put(e, 1)
            if form == "sdwa":
                for k, d in (("dst_sel", 6), ("src0_sel", 6), ("src1_sel", 6)):
                    if k not in ext and any(fl.name == k for fl in fields):
                        e = next(fl for fl in fields if fl.name == k).put(e, d)
            out += e.to_bytes(4, "little")
        if lit:
            out += lit[0].to_bytes(4, "little")
        return out

    # -- VOPD -----------------------------------------------------------------------------
    def _encode_vopd(self, text: str) -> bytes:
        try:
            return self._encode_vopd_fields(text)
        except (_Reject, KeyError, IndexError, ValueError, TypeError, AttributeError):
            raise EncodeError(f"cannot encode '{text}' for {self.dec.proc}") from None

    def _encode_vopd_fields(self, text: str) -> bytes:
        if "VOPD" not in self.fmt:
            raise _Reject(text)
        fmt = self.fmt["VOPD"]
        xs, ys = (s.strip() for s in text.split("::"))
        f: dict[str, int] = {}
        lit: list[int] = []
        ops_code = []
        for half, s in (("x", xs), ("y", ys)):
            mnem, ops, _ = split_instruction(s)
            op = self._vopd[half].get(mnem)
            if op is None:
                raise EncodeError(f"cannot encode '{text}' for {self.dec.proc}")
            ops_code.append(op)
            e = self.table.vopd[half][op]
            if len(e["ops"]) != len(ops):
                raise EncodeError(f"cannot encode '{text}' for {self.dec.proc}")
            for o, tok in zip(e["ops"], ops):
                if o[0] == "K":
                    lit[:1] = [_parse_int(tok) & 0xFFFFFFFF]
                elif o[0] == "src":
                    code, lv = self.src(tok, o[3] if len(o) > 3 else self.dec._f32)
                    if lv is not None:
                        lit[:1] = [lv]
                    f[o[1]] = code
                elif o[0] == "v":
                    r = parse_register(tok)
                    if r is None:
                        raise EncodeError(f"cannot encode '{text}' for {self.dec.proc}")
                    f[o[1]] = r[1]
        if "vdsty" in f:
            f["vdsty"] >>= 1
        v = fmt.put_opcode(0, ops_code[0] << 5 | ops_code[1])
        for n, x in f.items():
            v = fmt.field(n).put(v, x)
        out = v.to_bytes(8, "little") + (lit[0].to_bytes(4, "little") if lit else b"")
        inst = self.dec.decode_at(out, 0)
        if not isinstance(inst, DualInstruction) or _norm(inst.text) != _norm(text):
            raise EncodeError(f"cannot encode '{text}' for {self.dec.proc}")
        return out


_ENCODERS: dict[str, RdnaEncoder] = {}


def _encoder(target: str) -> RdnaEncoder:
    e = _ENCODERS.get(target)
    if e is None:
        e = _ENCODERS[target] = RdnaEncoder(target)
    return e


def encode_line_rdna(text: str, target: str) -> bytes:
    """Machine code of one instruction line for a gfx8/gfx10/gfx11/gfx12 target."""
    from .tables_rdna import rdna_generation

    gen = rdna_generation(target)[1]
    if gen == "gfx8":
        from .encoder_gcn import encode_line_gcn
        return encode_line_gcn(text, target)
    if gen in ("gfx6", "gfx7"):
        e = _ENCODERS.get(target)
        if e is None:
            from .decoder_gcn import si_decoder
            e = _ENCODERS[target] = RdnaEncoder(target, si_decoder(target))
        return e.encode_line(text)
    return _encoder(target).encode_line(text)


def encode_rdna(text: str, target: str) -> bytes:
    """Machine code of several instruction lines (no labels) for an RDNA target."""
    out = bytearray()
    for line in text.splitlines():
        line = line.split(";", 1)[0].split("//", 1)[0].strip()
        if line:
            out += encode_line_rdna(line, target)
    return bytes(out)
