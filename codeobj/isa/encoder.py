"""Encoding gfx9 assembly text into machine code, choosing what llvm-mc chooses.

The same generated tables drive the decoder and the encoder: an operand
template says which field each printed operand comes from, so encoding is the
template read backwards.  Each candidate encoding is checked by decoding it
again, which keeps the encoder honest about spellings the tables know.
"""

from __future__ import annotations

import re
import struct

from ..errors import AssemblerError
from .decoder import Decoder, _decoder, cached_decoder
from .formats import DPP_FIELDS, FORMAT_BY_NAME, SDWA_FIELDS, SDWA_VOPC_FIELDS
from .syntax import SPECIAL_SCALAR_PAIRS, SPECIAL_SCALARS, parse_register, split_instruction

__all__ = ["EncodeError", "Encoder", "encode", "encode_line"]


class EncodeError(AssemblerError):
    """An instruction that cannot be encoded (unknown mnemonic, bad operand, ...)."""


_SCALAR_BY_NAME: dict[str, tuple[int, int]] = {}
for _code, _name in SPECIAL_SCALARS.items():
    _SCALAR_BY_NAME[_name] = (_code, 1)
for _code, _name in SPECIAL_SCALAR_PAIRS.items():
    _SCALAR_BY_NAME[_name] = (_code, 2)
_SCALAR_BY_NAME.update({"scc": (253, 1), "vccz": (251, 1), "execz": (252, 1),
                        "lds_direct": (254, 1), "shared_base": (235, 1),
                        "shared_limit": (236, 1), "private_base": (237, 1),
                        "private_limit": (238, 1), "pops_exiting_wave_id": (239, 1)})

_SEL = {"BYTE_0": 0, "BYTE_1": 1, "BYTE_2": 2, "BYTE_3": 3, "WORD_0": 4, "WORD_1": 5,
        "DWORD": 6}
_UNUSED = {"UNUSED_PAD": 0, "UNUSED_SEXT": 1, "UNUSED_PRESERVE": 2}
_OMOD = {"mul:2": 1, "mul:4": 2, "div:2": 3}
_INT16 = re.compile(r"_[iub]16(_|$)")
_INT = re.compile(r"^-?(0x[0-9a-fA-F]+|0b[01]+|\d+)$")


def _parse_int(tok: str) -> int | None:
    tok = tok.strip()
    if not _INT.match(tok):
        return None
    neg = tok.startswith("-")
    body = tok[1:] if neg else tok
    v = int(body, 0)
    return -v if neg else v


def _bits_list(tok: str) -> list[int] | None:
    m = re.match(r"^\[([01](?:,[01])*)\]$", tok.replace(" ", ""))
    if not m:
        return None
    return [int(x) for x in m.group(1).split(",")]


def scalar_code(tok: str) -> tuple[int, int] | None:
    """Encoding and width of a scalar register operand (``s[2:3]`` -> (2, 2))."""
    tok = tok.strip().lower()
    if tok.startswith("src_"):
        hit = _SCALAR_BY_NAME.get(tok)
        if hit:
            return hit
    hit = _SCALAR_BY_NAME.get(tok)
    if hit:
        return hit
    return scalar_register_code(tok)


def scalar_register_code(tok: str) -> tuple[int, int] | None:
    """Encoding and width of ``sN``/``s[a:b]``/``ttmp...`` (ttmp0 is 108, gfx9 and later)."""
    reg = parse_register(tok)
    if reg is None:
        return None
    bank, first, width = reg
    if bank == "s":
        return first, width
    if bank == "ttmp":
        return 108 + first, width
    return None


def inline_code_table(table, cls: str | None) -> dict[str, int]:
    """Inline constant spelling -> operand code, for operand value class ``cls``: the
    integers -16..64 and the table's spellings of the class's inline constants."""
    got = {str(i): 128 + i for i in range(65)}
    got.update({str(-i): 192 + i for i in range(1, 17)})
    rec = table.classes.get(cls) if cls else None
    if rec:
        for code, text in rec["inline"].items():
            if "/*" not in text:
                got.setdefault(text, int(code))
    return got


# Modifiers that set a one-bit field (gfx940 spells glc/slc/scc sc0/nt/sc1; tfe is bit 55).
_FLAG_FIELDS = {"glc": "glc", "sc0": "glc", "slc": "slc", "nt": "slc", "scc": "sc1",
                "sc1": "sc1", "lds": "lds", "tfe": "acc", "gds": "gds", "offen": "offen",
                "idxen": "idxen", "clamp": "clamp"}


class Encoder:
    """Encodes instructions for one target."""

    def __init__(self, target: str, dec: Decoder | None = None) -> None:
        """``dec`` replaces the gfx9 decoder of ``target`` (it also checks every encoding)."""
        self.dec = dec if dec is not None else _decoder(target)
        self.table = self.dec.table
        self.gfx940 = self.dec.gfx940
        self._inline: dict[str | None, dict[str, int]] = {}
        self._hwreg = {v: k for k, v in self.table.hwreg.items()}
        self._sendmsg = {v: k for k, v in self.table.sendmsg.items()}
        self._memo: dict[str, bytes] = {}
        self._mnem = ""
        # gfx90a and gfx940 require 64-bit aligned VGPR/AGPR tuples.
        self.align64 = self.table.target in ("gfx90a", "gfx942")

    # -- operand values ---------------------------------------------------------------
    def inline_codes(self, cls: str | None) -> dict[str, int]:
        got = self._inline.get(cls)
        if got is None:
            got = inline_code_table(self.table, cls)
            # the assembler takes these spellings as inline constants for any operand type
            for code, text in {240: "0.5", 241: "-0.5", 242: "1.0", 243: "-1.0", 244: "2.0",
                               245: "-2.0", 246: "4.0", 247: "-4.0"}.items():
                got.setdefault(text, code)
            self._inline[cls] = got
        return got

    def src_value(self, tok: str, width: int, cls: str | None, bank: str = "v"
                  ) -> tuple[int, int | None]:
        """(9-bit code, literal or None) of a source operand spelling."""
        reg = parse_register(tok)
        if reg is not None and reg[0] in ("v", "a"):
            if reg[0] != bank:
                raise ValueError(f"expected {bank} register")
            if reg[2] != width:
                raise ValueError("register width")
            return 256 + reg[1], None
        sc = scalar_code(tok)
        if sc is not None:
            code, w = sc
            if reg is not None and w != width:
                raise ValueError("register width")
            return code, None
        inline = self.inline_codes(cls)
        int16 = _INT16.search(self._mnem) is not None
        # llvm-mc prints some inline constants of 16-bit integer operands in hex (0x3c00) but
        # assembles hex spellings as literals; follow the assembler.
        if tok in inline and not (int16 and tok.startswith("0x")):
            return inline[tok], None
        v = _parse_int(tok)
        if v is not None:
            if v < 0:
                v &= 0xFFFFFFFF
            if v > 0xFFFFFFFF:
                if v & 0xFFFFFFFF == 0:
                    v >>= 32
                else:
                    raise ValueError("literal does not fit in 32 bits")
            # A value whose bits are an inline constant of this operand's type is encoded
            # inline, as llvm-mc does: the class tables say how such a literal would print.
            rec = self.table.classes.get(cls) if cls else None
            if rec and rec["literal"]:
                shown = rec["literal"].get(str(v))
                # 16-bit integer operands inline only integers (llvm-mc's assembler rule;
                # its printer shows such literals as floats)
                if shown is not None and shown in inline and not (int16 and "." in shown):
                    return inline[shown], None
            elif rec and not int16:
                # VOP3 operands take no literal, so their class has no literal spellings:
                # read the bits as the operand's float type (64-bit types by their high half).
                wide = "." in rec["inline"].get("248", "") and len(rec["inline"]["248"]) > 12
                for shown in _float_readings(v, wide):
                    if shown in inline:
                        return inline[shown], None
            return 255, v
        try:
            fv = float(tok)
        except ValueError:
            raise ValueError(f"invalid operand '{tok}'") from None
        return 255, struct.unpack("<I", struct.pack("<f", fv))[0]

    # -- main -------------------------------------------------------------------------
    def encode_line(self, text: str) -> bytes:
        """Encode one instruction (no label, no comment); ``.long``/``.byte`` give raw data."""
        hit = self._memo.get(text)
        if hit is None:
            hit = self._encode_line(text)
            if len(self._memo) < 2_000_000:
                self._memo[text] = hit
        return hit

    def _encode_line(self, text: str) -> bytes:
        mnem, ops, mods = split_instruction(text)
        mnem = mnem.lower()
        self._mnem = mnem
        if mnem in (".long", ".byte"):
            size = 4 if mnem == ".long" else 1
            out = b""
            for tok in " ".join(ops + mods).replace(",", " ").split():
                v = _parse_int(tok)
                if v is None:
                    raise EncodeError(f"unexpected token in '{mnem}' directive")
                out += (v & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
            return out
        if mnem == "s_waitcnt" and mods:
            ops, mods = [" ".join(ops + mods)], []
        cands = list(self.table.by_mnemonic.get(mnem, ()))
        if not cands and mnem in self.table.aliases:
            canon = self.table.aliases[mnem]
            cands = list(self.table.by_mnemonic.get(canon, ()))
            text = canon + text.strip()[len(mnem):]
        if not cands:
            for suffix in ("_e32", "_e64"):
                cands += self.table.by_mnemonic.get(mnem + suffix, ())
        if not cands:
            raise EncodeError(f"invalid instruction: '{mnem}'")
        errors = []
        results = []
        for fname, op, form in cands:
            try:
                data = self._encode(fname, op, form, ops, mods)
            except (ValueError, KeyError, IndexError) as e:
                errors.append(str(e))
                continue
            results.append(data)
            if len(cands) == 1:
                return data
            back = self.dec.decode_at(data, 0)
            if back.size == len(data) and _norm(back.text) == _norm(text):
                return data
        if results:
            return results[0]
        msg = errors[0] if errors else "invalid operand for instruction"
        raise EncodeError(msg)

    def _encode(self, fname: str, op: int, form: str, ops: list[str], mods: list[str]) -> bytes:
        fmt = FORMAT_BY_NAME[fname]
        entry = self.table.formats[fname][op]
        if fname == "MIMG" and "vd" in entry:
            from .image import encode_image

            return encode_image(self, fmt, op, ops, mods)[0]
        f: dict[str, int] = {}
        literal: list[int] = []
        mods = list(mods)
        if form:
            return self._encode_ext(fmt, op, entry, form, ops, mods)
        tpl = entry["ops"]
        if fname == "FLAT":
            tpl = self._flat_template(entry, ops, mods, f, flat=op >> 7 == 0)
        if fname in ("MUBUF", "MTBUF") and len(tpl) == 4 and len(ops) == 4 and ops[1] != "off":
            tpl = list(tpl)
            r = parse_register(ops[1])
            tpl[1] = ["v", "vaddr", r[2] if r else 1]
        if fname == "FLAT" and "rtn_w" in entry and len(ops) == len(tpl) + 1:
            tpl = [["v", "vdst", entry["rtn_w"]]] + list(tpl)
        if not tpl and ops:
            ops, mods = [], ops + mods
        if fname == "SMEM" and ops and scalar_code(ops[-1]) is not None:
            for j, m in enumerate(mods):
                if m.startswith("offset:"):
                    ops = ops[:-1] + [ops[-1] + " " + m]
                    del mods[j]
                    break
        opt_imm = [o for o in tpl if o[0] == "imm" and len(o) > 3]
        if len(ops) != len(tpl):
            if opt_imm and len(ops) == len(tpl) - len(opt_imm):
                tpl = [o for o in tpl if not (o[0] == "imm" and len(o) > 3)]
            else:
                raise ValueError("invalid operand for instruction")
        caps = entry.get("caps", ())
        acc = False
        gpr_idx = entry["m"] in ("s_set_gpr_idx_mode", "s_set_gpr_idx_on")
        for tok, o in zip(ops, tpl):
            kind = o[0]
            if gpr_idx and o[1] in ("simm16", "ssrc1"):
                f[o[1]] = _parse_gpr_idx(tok)
                continue
            if kind == "=":
                if tok.lower() != o[1].lower():
                    raise ValueError("invalid operand for instruction")
                continue
            if kind == "K":
                v = _parse_int(tok)
                if v is None:
                    v = struct.unpack("<I", struct.pack("<f", float(tok)))[0]
                literal.append(v & 0xFFFFFFFF)
                continue
            name = o[1]
            if kind in ("src", "ssrc", "asrc"):
                tok2, neg, absm, _sext = _strip_mods(tok)
                bank = "a" if kind == "asrc" else "v"
                if entry.get("mai"):
                    r = parse_register(tok2)
                    if r is not None and r[0] in ("v", "a"):
                        bank = r[0]
                        if bank == "a" and name in ("src0", "src1"):
                            f["_a_" + name] = 1
                code, lit = self.src_value(tok2, o[2], o[3] if len(o) > 3 else None, bank)
                if self.align64 and code >= 256 and o[2] >= 2 and (code - 256) % 2:
                    raise ValueError(f"invalid register class: {bank}gpr tuples must be 64 bit "
                                     "aligned")
                f[name] = code
                if lit is not None:
                    if fname in ("VOP3", "VOP3P"):
                        raise ValueError("literal operands are not supported")
                    literal.append(lit)
                idx = int(name[-1]) if name[-1].isdigit() else 0
                if neg:
                    if fname == "VOP3" or fname == "VOP3P":
                        f["neg"] = f.get("neg", 0) | 1 << idx
                    else:
                        raise ValueError("invalid operand for instruction")
                if absm:
                    if fname == "VOP3":
                        f["abs"] = f.get("abs", 0) | 1 << idx
                    elif fname == "VOP3P":
                        f["neg_hi"] = f.get("neg_hi", 0) | 1 << idx
                    else:
                        raise ValueError("invalid operand for instruction")
                continue
            if kind in ("v", "a"):
                reg = parse_register(tok)
                if reg is None or reg[0] not in ("v", "a"):
                    raise ValueError("invalid operand for instruction")
                if reg[2] != o[2] and not (name == "vdata" and "tfe" in caps and "tfe" in mods
                                           and reg[2] == o[2] + 1):
                    raise ValueError("invalid operand for instruction")
                if reg[0] != kind:
                    if kind == "v" and name in ("vdst", "data", "data0", "data1", "vdata") \
                            and "acc" in caps:
                        acc = True
                    elif entry.get("mai"):
                        pass
                    else:
                        raise ValueError("invalid operand for instruction")
                if self.align64 and reg[2] >= 2 and reg[1] % 2:
                    raise ValueError(f"invalid register class: {reg[0]}gpr tuples must be 64 bit "
                                     "aligned")
                f[name] = reg[1]
                if entry.get("mai"):
                    f["_bank_" + name] = int(reg[0] == "a")
                continue
            if kind == "s":
                sc = scalar_code(tok)
                if sc is None:
                    raise ValueError("invalid operand for instruction")
                code = sc[0]
                if name == "sbase":
                    code >>= 1
                elif name == "srsrc":
                    code >>= 2
                f[name] = code
                continue
            if kind == "hwreg":
                f[name] = self._parse_hwreg(tok)
                continue
            if kind == "imm":
                if fname == "SMEM" and name == "offset":
                    self._smem_offset(tok, f)
                    continue
                f[name] = self._parse_imm(entry["m"], tok) & 0xFFFF
                continue
            raise ValueError("invalid operand for instruction")
        if fname in ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3P") and not entry.get("mai"):
            self._check_constant_bus(tpl, ops, f, literal)
        if acc:
            f["acc"] = 1
        if fname == "MTBUF":
            default = next((k for k, v in self.table.tbuf_format.items() if v == ""), 1)
            f["dfmt"], f["nfmt"] = default & 15, default >> 4
        self._modifiers(fname, entry, f, mods)
        if fname == "SMEM" and "imm" not in f:
            f["imm"] = 1 if "offset" in f or not any(o[1] == "offset" for o in tpl
                                                         if o[0] != "=") else 0
        if fname == "VOP3P" and not entry.get("mai"):
            default = entry.get("oshi", 1)
            if "op_sel_hi" not in f and default:
                f["op_sel_hi"], f["op_sel_hi2"] = 3, 1
        if entry.get("mai"):
            self._mai_banks(entry, f)
        value = fmt.put_opcode(0, op)
        where = _field_map(fmt)
        for name, x in f.items():
            if name[0] == "_":
                continue
            lsb, mask = where[name]
            value = (value & ~(mask << lsb)) | ((x & mask) << lsb)
        out = value.to_bytes(fmt.size, "little")
        if literal:
            out += literal[0].to_bytes(4, "little")
        return out

    @staticmethod
    def _check_constant_bus(tpl: list, ops: list[str], f: dict, literal: list[int]) -> None:
        """gfx9 VALU instructions read at most one scalar value (SGPR, special or literal)."""
        scalars: set = set()
        last = len(tpl) - 1
        for i, (tok, o) in enumerate(zip(ops, tpl)):
            if o[0] == "=":
                # an implicit vcc read (carry-in, v_cndmask mask) is the last operand
                if i == last and i > 0 and tok in ("vcc", "vcc_lo"):
                    scalars.add(("s", 106))
                continue
            if o[0] in ("src", "ssrc") or (o[0] == "s" and o[1] == "src2"):
                code = f.get(o[1], 0)
                if code < 128 or code in range(235, 240) or code in (251, 252, 253):
                    scalars.add(("s", code & ~1 if o[2] >= 2 else code))
        if literal:
            scalars.add(("lit", literal[0]))
        if len(scalars) > 1:
            raise ValueError("invalid operand (violates constant bus restrictions)")

    def _mai_banks(self, entry: dict, f: dict) -> None:
        caps = entry.get("caps", ())
        vd = f.pop("_bank_vdst", 0)
        if "acc_cd" in caps:
            f["clamp"] = vd
        sel = 0
        for i, name in enumerate(("src0", "src1")):
            if f.get(name, 0) >= 256 and f.pop("_a_" + name, 0):
                sel |= 1 << i
        if sel:
            f["op_sel_hi"] = sel

    def _flat_template(self, entry: dict, ops: list[str], mods: list[str], f: dict,
                       flat: bool = False) -> list:
        saddr = ops and ops[-1] != "off" and scalar_code(ops[-1]) is not None
        lds = "lds" in mods and entry.get("lds_word", 1)
        key = "ops_saddr" if saddr and "ops_saddr" in entry else "ops"
        bit13 = bool(lds)
        if not bit13 and not entry.get("lds_word", 1):
            # gfx940 scratch: bit 13 (sve) selects the form with a VGPR address.
            alt = entry.get(key + "_lds")
            if alt is not None and not _fits(entry[key], ops) and _fits(alt, ops):
                bit13 = True
        if bit13:
            f["lds"] = 1
            tpl = entry.get(key + "_lds") or entry[key]
        else:
            tpl = entry[key]
        if not saddr and not flat:
            f["saddr"] = 0x7F
        return tpl

    def _parse_hwreg(self, tok: str) -> int:
        m = re.match(r"^hwreg\(([^,)]+)(?:,\s*(\d+)\s*,\s*(\d+))?\)$", tok.strip())
        if not m:
            v = _parse_int(tok)
            if v is None:
                raise ValueError("invalid hwreg")
            return v
        name = m.group(1).strip()
        hid = self._hwreg.get(name)
        if hid is None:
            hid = _parse_int(name)
            if hid is None:
                raise ValueError(f"invalid hardware register '{name}'")
        off = int(m.group(2)) if m.group(2) else 0
        size = int(m.group(3)) if m.group(3) else 32
        return hid | off << 6 | (size - 1) << 11

    def _parse_imm(self, mnem: str, tok: str) -> int:
        if mnem == "s_waitcnt" or tok.startswith(("vmcnt", "expcnt", "lgkmcnt")):
            return self._waitcnt(tok)
        if tok.startswith("sendmsg("):
            hit = self._sendmsg.get(tok)
            if hit is not None:
                return hit
            m = re.match(r"^sendmsg\((\d+),\s*(\d+),\s*(\d+)\)$", tok)
            if m:
                return int(m.group(1)) | int(m.group(2)) << 4 | int(m.group(3)) << 8
            raise ValueError("invalid sendmsg")
        v = _parse_int(tok)
        if v is None:
            raise ValueError(f"invalid immediate '{tok}'")
        return v

    @staticmethod
    def _waitcnt(tok: str) -> int:
        vm, exp, lgkm = 63, 7, 15
        for m in re.finditer(r"(vmcnt|expcnt|lgkmcnt)\((\d+)\)", tok):
            n = int(m.group(2))
            if m.group(1) == "vmcnt":
                vm = n
            elif m.group(1) == "expcnt":
                exp = n
            else:
                lgkm = n
        if not re.search(r"cnt\(", tok):
            v = _parse_int(tok)
            if v is None:
                raise ValueError("invalid waitcnt")
            return v
        return (vm & 0xF) | (exp & 7) << 4 | (lgkm & 0xF) << 8 | ((vm >> 4) & 3) << 14

    @staticmethod
    def _smem_offset(tok: str, f: dict) -> None:
        parts = tok.split()
        sc = scalar_code(parts[0])
        if sc is not None:
            if len(parts) > 1 and parts[1].startswith("offset:"):
                f["soe"] = 1
                f["soffset"] = sc[0]
                f["imm"] = 1
                f["offset"] = _parse_int(parts[1][7:]) & 0x1FFFFF
            else:
                f["imm"] = 0
                f["offset"] = sc[0]
            return
        v = _parse_int(tok)
        if v is None:
            raise ValueError("invalid offset")
        f["imm"] = 1
        f["offset"] = v & 0x1FFFFF

    def _modifiers(self, fname: str, entry: dict, f: dict, mods: list[str]) -> None:
        caps = entry.get("caps", ())
        nsrc = sum(1 for o in entry["ops"] if o[0] in ("src", "asrc", "ssrc"))
        i = 0
        while i < len(mods):
            m = mods[i]
            i += 1
            key, _, val = m.partition(":")
            flag = _FLAG_FIELDS.get(m)
            if flag:
                f[flag] = 1
            elif m in _OMOD:
                f["omod"] = _OMOD[m]
            elif key == "format" and fname == "MTBUF":
                code = {v: k for k, v in self.table.tbuf_format.items()}.get(m)
                if code is None:
                    raise ValueError(f"invalid format '{m}'")
                f["dfmt"], f["nfmt"] = code & 15, code >> 4
            elif key == "offset" and fname == "DS":
                v = _parse_int(val)
                f["offset0"], f["offset1"] = v & 0xFF, (v >> 8) & 0xFF
            elif key in ("offset0", "offset1"):
                f[key] = _parse_int(val)
            elif key == "offset":
                v = _parse_int(val)
                if fname == "FLAT":
                    v &= 0x1FFF
                f["offset"] = v
            elif key == "op_sel":
                bits = _bits_list(val)
                x = 0
                for j, b in enumerate(bits):
                    x |= b << j
                if fname == "VOP3":
                    if len(bits) == nsrc + 1:
                        x = sum(b << j for j, b in enumerate(bits[:-1])) | bits[-1] << 3
                    f["op_sel"] = x
                else:
                    f["op_sel"] = x & 7
            elif key == "op_sel_hi":
                bits = _bits_list(val)
                bits += [entry.get("oshi", 1)] * (3 - len(bits))
                f["op_sel_hi"] = bits[0] | bits[1] << 1
                f["op_sel_hi2"] = bits[2]
            elif key in ("neg_lo", "neg_hi"):
                bits = _bits_list(val)
                f["neg" if key == "neg_lo" else "neg_hi"] = sum(b << j for j, b in enumerate(bits))
            elif key == "cbsz":
                f["neg_hi"] = _parse_int(val)
            elif key == "abid":
                v = _parse_int(val)
                f["op_sel"] = v & 7
                f["op_sel_hi2"] = v >> 3
            elif key == "blgp":
                f["neg"] = _parse_int(val)
            else:
                raise ValueError(f"invalid modifier '{m}'")
        del caps

    # -- DPP / SDWA -------------------------------------------------------------------
    def _encode_ext(self, fmt, op: int, entry: dict, form: str, ops: list[str],
                    mods: list[str]) -> bytes:
        tpl = entry[form]["ops"]
        if len(ops) != len(tpl):
            raise ValueError("invalid operand for instruction")
        if form == "dpp":
            fields = DPP_FIELDS
        else:
            fields = SDWA_VOPC_FIELDS if fmt.name == "VOPC" else SDWA_FIELDS
        x: dict[str, int] = {}
        f: dict[str, int] = {"src0": 0xFA if form == "dpp" else 0xF9}
        if form == "sdwa":
            x.update(src0_sel=6, src1_sel=6)
            if fmt.name != "VOPC":
                x.update(dst_sel=6, dst_unused=2)
        for tok, o in zip(ops, tpl):
            if o[0] == "=":
                if tok != o[1]:
                    if fmt.name == "VOPC" and form == "sdwa" and o[1] == "vcc":
                        sc = scalar_code(tok)
                        if sc is None:
                            raise ValueError("invalid operand")
                        x["sdst"], x["sd"] = sc[0], 1
                        continue
                    raise ValueError("invalid operand for instruction")
                continue
            name = o[1]
            tok2, neg, absm, sext = _strip_mods(tok)
            idx = 0 if name == "src0" else 1
            if name in ("src0", "vsrc1"):
                reg = parse_register(tok2)
                if reg is not None and reg[0] == "v":
                    code, sgpr = reg[1], 0
                else:
                    if form == "dpp":
                        raise ValueError("invalid operand for instruction")
                    c, lit = self.src_value(tok2, o[2], o[3] if len(o) > 3 else None)
                    if lit is not None:
                        raise ValueError("invalid operand for instruction")
                    code, sgpr = c, 1
                if name == "src0":
                    x["src0"] = code
                    if sgpr:
                        x["s0"] = 1
                else:
                    f["vsrc1"] = code
                    if sgpr:
                        x["s1"] = 1
                if neg:
                    x[f"src{idx}_neg"] = 1
                if absm:
                    x[f"src{idx}_abs"] = 1
                if sext:
                    x[f"src{idx}_sext"] = 1
            elif name == "vdst":
                reg = parse_register(tok)
                if reg is None or reg[0] != "v":
                    raise ValueError("invalid operand for instruction")
                f["vdst"] = reg[1]
        for m in mods:
            key, _, val = m.partition(":")
            if form == "dpp":
                if key == "quad_perm":
                    b = [int(t) for t in val.strip("[]").split(",")]
                    x["dpp_ctrl"] = b[0] | b[1] << 2 | b[2] << 4 | b[3] << 6
                elif key in ("row_shl", "row_shr", "row_ror"):
                    x["dpp_ctrl"] = {"row_shl": 0x100, "row_shr": 0x110, "row_ror": 0x120}[key] \
                        | int(val)
                elif m in _DPP_NAMED:
                    x["dpp_ctrl"] = _DPP_NAMED[m]
                elif key == "row_newbcast":
                    x["dpp_ctrl"] = 0x150 | int(val)
                elif key == "row_mask":
                    x["row_mask"] = int(val, 0)
                elif key == "bank_mask":
                    x["bank_mask"] = int(val, 0)
                elif key == "bound_ctrl":
                    x["bound_ctrl"] = 1
                else:
                    raise ValueError(f"invalid modifier '{m}'")
            else:
                if key in ("dst_sel", "src0_sel", "src1_sel"):
                    x[key] = _SEL[val]
                elif key == "dst_unused":
                    x["dst_unused"] = _UNUSED[val]
                elif m == "clamp":
                    x["clamp"] = 1
                elif m in _OMOD:
                    x["omod"] = _OMOD[m]
                else:
                    raise ValueError(f"invalid modifier '{m}'")
        if form == "dpp":
            x.setdefault("row_mask", 15)
            x.setdefault("bank_mask", 15)
        value = fmt.put_opcode(0, op)
        for name, v in f.items():
            value = fmt.field(name).put(value, v)
        ext = 0
        for fl in fields:
            if fl.name in x:
                ext = fl.put(ext, x[fl.name])
        return value.to_bytes(4, "little") + ext.to_bytes(4, "little")


_DPP_NAMED = {"wave_shl:1": 0x130, "wave_rol:1": 0x134, "wave_shr:1": 0x138, "wave_ror:1": 0x13C,
              "row_mirror": 0x140, "row_half_mirror": 0x141, "row_bcast:15": 0x142,
              "row_bcast:31": 0x143}


def _float_readings(v: int, wide: bool) -> list[str]:
    out = []
    if wide:
        x = struct.unpack("<d", struct.pack("<Q", v << 32))[0]
    else:
        x = struct.unpack("<f", struct.pack("<I", v & 0xFFFFFFFF))[0]
    if x in (0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0):
        out.append(repr(x))
    if v in (0x3E22F983, 0x3FC45F30):
        out.append("0.15915494309189532" if wide else "0.15915494")
    return out


def _parse_gpr_idx(tok: str) -> int:
    if tok.startswith("gpr_idx("):
        names = [t.strip() for t in tok[8:-1].split(",") if t.strip()]
        bits = ("SRC0", "SRC1", "SRC2", "DST")
        if any(n not in bits for n in names):
            raise ValueError(f"invalid gpr_idx mode '{tok}'")
        return sum(1 << bits.index(n) for n in names)
    v = _parse_int(tok)
    if v is None:
        raise ValueError(f"invalid immediate '{tok}'")
    return v


_FIELD_MAPS: dict[int, tuple[object, dict[str, tuple[int, int]]]] = {}


def _field_map(fmt) -> dict[str, tuple[int, int]]:
    """name -> (lsb, mask) of a format's fields (formats of other generations share names)."""
    got = _FIELD_MAPS.get(id(fmt))
    if got is None or got[0] is not fmt:
        got = _FIELD_MAPS[id(fmt)] = (fmt, {n: (lsb, m) for n, lsb, m in fmt.layout})
    return got[1]


def _fits(tpl: list, ops: list[str]) -> bool:
    """Whether the fixed tokens of an operand template agree with the operands."""
    if len(tpl) != len(ops):
        return False
    return all(o[0] != "=" or o[1] == t for o, t in zip(tpl, ops))


def _strip_mods(tok: str) -> tuple[str, bool, bool, bool]:
    neg = absm = sext = False
    t = tok.strip()
    if t.startswith("sext(") and t.endswith(")"):
        sext, t = True, t[5:-1]
    if t.startswith("neg(") and t.endswith(")"):
        neg, t = True, t[4:-1]
    elif t.startswith("-") and (t[1:2] in ("|", "v", "s", "a", "t") or t.startswith("-abs(")
                                or t[1:4] in ("exe", "vcc", "m0")):
        neg, t = True, t[1:]
    if t.startswith("|") and t.endswith("|"):
        absm, t = True, t[1:-1]
    elif t.startswith("abs(") and t.endswith(")"):
        absm, t = True, t[4:-1]
    return t, neg, absm, sext


def _norm(text: str) -> str:
    return " ".join(text.replace(", ", ",").split()).lower()


_ENCODERS: dict[str, Encoder] = {}


def _make_encoder(target: str):
    from .listing_rdna import is_rdna

    t = str(target).rsplit("--", 1)[-1]
    return _Part2(t) if is_rdna(t) else Encoder(target)


def _encoder(target: str) -> Encoder:
    return cached_decoder(_make_encoder, target, _ENCODERS)


class _Part2:
    """gfx6-gfx8 and gfx10-gfx12 (codeobj/isa/encoder_rdna.py) behind Encoder's interface."""

    def __init__(self, target: str) -> None:
        self.target = target

    def encode_line(self, text: str) -> bytes:
        from .encoder_rdna import encode_line_rdna

        return encode_line_rdna(text, self.target)


def encode_line(text: str, target: str) -> bytes:
    """Encode one instruction line for ``target``."""
    return _encoder(target).encode_line(text)


_LABEL = re.compile(r"^([A-Za-z_.$][\w.$]*|\d+):")
_BRANCHES = ("s_branch", "s_cbranch_", "s_call_b64")


def encode(text: str, target: str) -> bytes:
    """Encode instruction lines (``;``/``//`` comments and blank lines ignored).

    Lines may carry labels (``loop:``); branches may name a label or give the
    16-bit offset in dwords.  Errors name the line
    (``<input>:3: error: invalid operand for instruction``); every failing line
    is reported in one ``EncodeError`` whose ``diagnostics`` list them.
    """
    enc = _encoder(target)
    stmts: list[tuple[int, str]] = []
    labels: dict[str, int] = {}
    pending: list[str] = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw
        if "/" in line:
            line = line.split("//", 1)[0]
        if ";" in line:
            line = line.split(";", 1)[0]
        line = line.strip()
        while ":" in line:
            m = _LABEL.match(line)
            if not m:
                break
            pending.append(m.group(1))
            line = line[m.end():].strip()
        if not line:
            continue
        stmts.append((lineno, line))
        for name in pending:
            labels[name] = len(stmts) - 1
        pending = []
    # Pass 1: bytes of everything but label branches (one dword each); pass 2: the branches.
    diags = []
    chunks: list[bytes | None] = []
    encode_one = enc.encode_line
    for lineno, line in stmts:
        if line.startswith(_BRANCHES) and _branch_label(line, labels) is not None:
            chunks.append(None)
            continue
        try:
            chunks.append(encode_one(line))
        except EncodeError as e:
            chunks.append(b"")
            diags.append(f"<input>:{lineno}: error: {e.message}")
    if diags:
        raise EncodeError("\n".join(diags), diagnostics=diags)
    offsets = [0]
    for c in chunks:
        offsets.append(offsets[-1] + (4 if c is None else len(c)))
    end_labels = {name: len(stmts) for name in pending}
    every = {**labels, **end_labels}
    for i, (lineno, line) in enumerate(stmts):
        if chunks[i] is not None:
            continue
        mnem, label = _branch_label(line, every)
        delta = (offsets[every[label]] - (offsets[i] + 4)) // 4
        if not -0x8000 <= delta < 0x8000:
            diags.append(f"<input>:{lineno}: error: branch target out of range")
            continue
        chunks[i] = enc.encode_line(f"{mnem} {delta & 0xFFFF}")
    if diags:
        raise EncodeError("\n".join(diags), diagnostics=diags)
    return b"".join(c for c in chunks if c)


def _branch_label(line: str, labels: dict[str, int]) -> tuple[str, str] | None:
    parts = line.split()
    if len(parts) == 2 and parts[0].startswith(_BRANCHES) and parts[1] in labels:
        return parts[0], parts[1]
    return None
