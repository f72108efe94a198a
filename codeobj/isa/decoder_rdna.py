"""Decoding RDNA (gfx10.1, gfx10.3, gfx11) machine code into llvm-objdump-19 text.

The gfx9 decoder (:class:`codeobj.isa.decoder.Decoder`) does the operand and
modifier work from the generated tables; this subclass swaps in the RDNA
formats (:mod:`codeobj.isa.formats_rdna`) and tables
(:mod:`codeobj.isa.tables_rdna`) and handles what RDNA adds or moves:

* scalar operand names per generation (``null``/``m0`` swap places on gfx11),
  taken from the generated ``scalars`` table;
* literals in VOP3/VOP3P, DPP8 (``dpp8:[...]``, ``fi:1``), DPP16 row_share/xmask,
  gfx11 VOP3 ``_e64_dpp`` forms, VOPD dual-issue instructions;
* SMEM ``soffset``/``offset`` forms, ``dlc``, gfx11 ``s_waitcnt`` and
  ``s_delay_alu``, FLAT ``saddr``/``sve`` forms, buffer ``format:`` and ``tfe``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .decoder import (
    Decoder,
    Instruction,
    Operand,
    cached_decoder,
    decode_with,
    encoding_words,
    waitcnt_text,
)
from .formats import DPP_FIELDS, SDWA_FIELDS, SDWA_VOPC_FIELDS, Format
from .formats_rdna import DPP8_FIELDS, DPP16_FI, formats_for, identifier
from .image import IMAGE_FORMATS
from .syntax import scalar_name
from .tables_rdna import load_rdna_table

__all__ = ["DualInstruction", "RdnaDecoder", "decode_rdna", "rdna_decoder"]

_OMOD = ("", "mul:2", "mul:4", "div:2")
_SRC_DPP, _SRC_SDWA, _SRC_DPP8, _SRC_DPP8_FI = 0xFA, 0xF9, 0xE9, 0xEA
_NOT_INLINE = frozenset((235, 236, 237, 238, 239, 251, 252, 253, 254))


@dataclass(slots=True)
class DualInstruction(Instruction):
    """A gfx11 VOPD instruction: the X half (mnemonic, operands) and the Y half."""

    y_mnemonic: str = ""
    y_operands: tuple[Operand, ...] = ()

    @property
    def text(self) -> str:
        x = self.mnemonic + " " + ", ".join(o.text for o in self.operands)
        y = self.y_mnemonic + " " + ", ".join(o.text for o in self.y_operands)
        return f"{x} :: {y}"

    @property
    def all_operands(self) -> tuple[Operand, ...]:
        return self.operands + self.y_operands


def _reg(bank: str, first: int, width: int) -> str:
    return f"{bank}{first}" if width == 1 else f"{bank}[{first}:{first + width - 1}]"


class RdnaDecoder(Decoder):
    """Decoder for one RDNA 1-3 target."""

    _DPP_NAMED: ClassVar[dict[int, str]] = {0x140: "row_mirror", 0x141: "row_half_mirror"}
    _DPP_SPANS = ((0x101, 0x10F, "row_shl"), (0x111, 0x11F, "row_shr"),
                  (0x121, 0x12F, "row_ror"), (0x150, 0x15F, "row_share"),
                  (0x160, 0x16F, "row_xmask"))

    def __init__(self, target: str) -> None:
        super().__init__(target, load_rdna_table(target))
        self.gen = self.table.generation
        self.gfx940 = False
        self.gfx11 = self.gen in ("gfx11", "gfx12")  # gfx11 and later
        self.formats = formats_for(self.gen)
        self._image_formats = frozenset(f.name for f in self.formats
                                        if f.name in IMAGE_FORMATS and self.table.image_mods)
        self.identify = identifier(self.formats)
        self.null = 0x7C if self.gfx11 else 0x7D
        self._k_ops = {op for op, e in self.table.formats.get("VOP2", {}).items() if e.get("K")}
        self._k_sop2 = {op for op, e in self.table.formats.get("SOP2", {}).items() if e.get("K")}
        self._k_sopk = {op for op, e in self.table.formats.get("SOPK", {}).items() if e.get("K")}
        # VOPD sources print constants as f32 operands (v_add_f32's class).
        add = next((e for e in self.table.formats.get("VOP2", {}).values()
                    if e["m"] == "v_add_f32_e32"), None)
        self._f32 = add["ops"][1][3] if add and len(add["ops"][1]) > 3 else None
        vopd = self.table.vopd
        self._vopd_k = ({op for op, e in vopd.get("x", {}).items() if e.get("K")},
                        {op for op, e in vopd.get("y", {}).items() if e.get("K")})

    def _decode_simple(self, fmt, op, entry, plan, value, extra):
        return _renamed_scalars(self, super()._decode_simple(fmt, op, entry, plan, value, extra))

    # -- scalar names -------------------------------------------------------------------
    def scalar(self, value: int, width: int) -> str:
        if width == 1:
            name = self.table.scalars.get(value)
        elif width == 2:
            name = self.table.scalars64.get(value)
        else:
            name = None
            if value == self.null:
                name = "null"
            elif value < 106:
                name = _reg("s", value & ~3, width)  # tuples of 3+ align to 4
            elif 108 <= value <= 123:
                v = (value - 108) & ~3
                name = _reg("ttmp", v, width)
        if name is None or "/*" in name:
            name = scalar_name(value, width) if value >= 235 else None
        return name or _reg("s", value, width)

    def _src_text(self, value, width, cls, literal, bank):
        if value >= 256 or value == 255 or (value >= 128 and value not in _NOT_INLINE):
            return super()._src_text(value, width, cls, literal, bank)
        return self.scalar(value, width), "sgpr"

    # -- entry points ---------------------------------------------------------------------
    def may_grow(self, data, pos: int) -> bool:
        """Whether the instruction at ``pos`` may be longer than 8 bytes (memo keys)."""
        w0 = int.from_bytes(data[pos:pos + 4], "little")
        fmt = self.identify(w0)
        return fmt is not None and fmt.size >= 8 and fmt.name in ("FLAT", "VBUFFER", "VOP3", "VOP3P", "VOPD",
                                                                   "VINTERP", "MUBUF", "MTBUF")

    def _may_extend(self, fmt: Format, value: int) -> bool:
        name = fmt.name
        if name in ("VOP1", "VOP2", "VOPC"):
            if name == "VOP2" and (value >> 25) & 0x3F in self._k_ops:
                return True
            return (value & 0x1FF) in (_SRC_SDWA, _SRC_DPP, 0xFF, _SRC_DPP8, _SRC_DPP8_FI)
        if name == "SOPK":
            return (value >> 23) & 0x1F in self._k_sopk
        if name in ("SOP1", "SOP2", "SOPC"):
            if name == "SOP2" and (value >> 23) & 0x7F in self._k_sop2:
                return True
            return (value & 0xFF) == 0xFF or (value >> 8 & 0xFF) == 0xFF
        if name in ("VOP3", "VOP3P", "VINTERP"):
            if fmt.size > 4 and value >> 32:
                s = [(value >> (32 + 9 * i)) & 0x1FF for i in range(3)]
                return 0xFF in s or (self.gfx11 and s[0] in (_SRC_DPP, _SRC_DPP8, _SRC_DPP8_FI))
            return True
        if name == "VOPD":
            if (value & 0x1FF) == 0xFF or ((value >> 32) & 0x1FF) == 0xFF:
                return True
            return ((value >> 22) & 15) in self._vopd_k[0] or ((value >> 17) & 31) in self._vopd_k[1]
        return False

    # -- per format -----------------------------------------------------------------------
    def _decode(self, fmt: Format, value: int, extra: int | None) -> Instruction | None:
        fname = fmt.name
        if fname == "VOPD":
            return self._vopd(fmt, value, extra)
        op = fmt.get_opcode(value)
        entry = self.table.formats.get(fname, {}).get(op)
        if entry is None:
            return None
        f = {n: (value >> lsb) & m for n, lsb, m in fmt.layout}
        if fname in ("VOP1", "VOP2", "VOPC") and f["src0"] in (_SRC_SDWA, _SRC_DPP, _SRC_DPP8,
                                                                 _SRC_DPP8_FI):
            if f["src0"] in (_SRC_DPP8, _SRC_DPP8_FI):
                return self._dpp8(fmt, op, entry, value, f, extra)
            return self._dpp_sdwa(fmt, op, entry, value, f, extra)
        if fname == "VOP3" and self.gfx11 and f["src0"] in (_SRC_DPP, _SRC_DPP8, _SRC_DPP8_FI):
            return self._vop3_dpp(fmt, op, entry, value, f, extra)
        got = self._with_literal(entry, f, extra, fmt.size)
        if got is None:
            return None
        literal, size = got
        ops_tpl = self._template(fname, entry, f)
        caps = entry.get("caps", ())
        operands = []
        for o in ops_tpl:
            if o[0] == "imm" and len(o) > 3 and not f[o[1]]:
                continue
            operands.append(self._operand(fname, o, f, literal, False, caps, entry))
        if fname == "FLAT" and f.get("glc", f.get("th", 0) & 1) and "rtn_w" in entry:
            w = entry["rtn_w"]
            operands.insert(0, Operand("vgpr", _reg("v", f["vdst"], w), reg=f["vdst"], width=w,
                                       field="vdst"))
        if fname in ("MUBUF", "FLAT") and f.get("lds") and "lds" in caps and operands:
            operands.pop(0)
        mods = self._modifiers(fname, entry, f, caps)
        if mods is None:
            return None
        return Instruction(entry["m"], tuple(operands), tuple(mods), size, fname,
                           encoding_words(value, fmt.size, literal), op, fields=f)

    def _template(self, fname: str, entry: dict, f: dict) -> list:
        ops_tpl = entry["ops"]
        if fname == "FLAT":
            key = "ops"
            if f["saddr"] != self.null and "ops_saddr" in entry:
                key = "ops_saddr"
            if f.get("sve") and (key + "_sve" if key != "ops" else "ops_sve") in entry:
                key = key + "_sve" if key != "ops" else "ops_sve"
            ops_tpl = entry[key]
        elif fname in ("MUBUF", "MTBUF", "VBUFFER") and (f["offen"] or f["idxen"]) \
                and ["=", "off"] in ops_tpl:
            ops_tpl = list(ops_tpl)
            ops_tpl[ops_tpl.index(["=", "off"])] = ["v", "vaddr",
                                                    2 if f["offen"] and f["idxen"] else 1]
        return ops_tpl

    def _operand(self, fname, o, f, literal, acc, caps, entry) -> Operand:
        kind = o[0]
        if kind in ("v16", "src16"):  # gfx11 true16: bit 7 of the VGPR number is the half
            val = f[o[1]]
            if kind == "src16" and val < 256:
                text, k = self.src_text(val, 1, None, literal)
                return Operand(k, text, reg=val, value=literal if k == "literal" else val,
                               field=o[1])
            r = (val - 256 if kind == "src16" else val) & 0xFF
            return Operand("vgpr", f"v{r & 0x7F}.{'h' if r >> 7 else 'l'}", reg=r & 0x7F,
                           field=o[1])
        if kind == "K" and fname == "SOPK":
            return sopk_constant(literal)
        if kind == "s":
            name, width = o[1], o[2]
            val = f[name]
            if name == "sbase":
                val <<= 1
            elif name in ("srsrc", "ssamp") and fname != "VBUFFER":
                val <<= 2  # (gfx12 VBUFFER names the SGPR directly)
            return Operand("sgpr", self.scalar(val, width), reg=val, width=width, field=name)
        if kind == "v" and o[1] == "vdata" and f.get("tfe") and "tfe" in caps:
            w = o[2] + 1
            return Operand("vgpr", _reg("v", f["vdata"], w), reg=f["vdata"], width=w,
                           field="vdata")
        if o[1] == "ssrc0" and entry["m"].startswith("s_sendmsg_rtn"):
            return Operand("imm", self._imm(entry, "ssrc0", f["ssrc0"], None), value=f["ssrc0"],
                           field="ssrc0")
        if kind == "imm" and fname == "SMEM" and o[1] == "offset":
            if not any(x[1] == "soffset" for x in entry["ops"] if len(x) > 1):
                return self._smem_off(f)
            so = f["offset"] - (f["offset"] & 0x800000) * 2  # its own operand (s_prefetch_*)
            return Operand("imm", f"0x{so:x}" if so >= 0 else f"-0x{-so:x}", value=so,
                           field="offset")
        return super()._operand(fname, o, f, literal, acc, caps, entry)

    def _smem_off(self, f: dict) -> Operand:
        off = f["offset"]
        sign = 0x800000 if self.gen == "gfx12" else 0x100000
        so = (off ^ sign) - sign
        txt = f"0x{so:x}" if so >= 0 else f"-0x{-so:x}"
        if f["soffset"] != self.null or not (off or self.gen == "gfx12"):
            r = f["soffset"]
            name = self.scalar(r, 1)
            if off or self.gen == "gfx12":
                return Operand("sgpr", f"{name} offset:{txt}", reg=r, value=so, field="soffset")
            return Operand("sgpr", name, reg=r, field="soffset")
        return Operand("imm", txt, value=so, field="offset")

    def _imm(self, entry: dict, name: str, val: int, style) -> str:
        m = entry["m"]
        if m == "s_waitcnt":
            return self._waitcnt_rdna(val)
        if m == "s_delay_alu":
            return _delay_alu(val)
        if m == "s_waitcnt_depctr":
            return depctr_text(val, self.table.depctr_mask)
        if m == "s_version" and style in (None, "table"):
            return f"0x{val:x}"
        if m.startswith("s_sendmsg_rtn"):
            return self.table.sendmsg_rtn.get(val, f"sendmsg({val}, 0, 0)")
        return super()._imm(entry, name, val, style)

    def _waitcnt_rdna(self, v: int) -> str:
        if self.gfx11:
            exp, lgkm, vm = v & 7, (v >> 4) & 0x3F, (v >> 10) & 0x3F
        else:
            vm = (v & 0xF) | ((v >> 14) & 3) << 4
            exp = (v >> 4) & 7
            lgkm = (v >> 8) & 0x3F
        return waitcnt_text(vm, exp, lgkm, vm_all=63, lgkm_all=63)

    def _modifiers(self, fname: str, entry: dict, f: dict, caps) -> list[str] | None:
        if fname == "DS" and entry["m"] == "ds_swizzle_b32":
            return swizzle_modifiers(f, caps)
        if fname in ("VOP3", "VOP3P", "DS"):
            return super()._modifiers(fname, entry, f, caps)
        mods: list[str] = []
        if fname == "SMEM":
            if f.get("glc") and "glc" in caps:
                mods.append("glc")
            if f.get("dlc") and "dlc" in caps:
                mods.append("dlc")
            mods += self._policy(entry, f)
        elif fname == "FLAT" and "th" in f:
            off = f["offset"]
            if off & 0x800000:
                off -= 1 << 24
            if off:
                mods.append(f"offset:{off}")
            mods += self._policy(entry, f)
        elif fname == "VBUFFER":
            if entry["ops"]:
                mods += self._buffer_addressing(entry["m"].startswith("tbuffer"), f,
                                                f["offset"] - (f["offset"] & 0x800000) * 2)
            mods += self._policy(entry, f)
            if f["tfe"] and "tfe" in caps:
                mods.append("tfe")
        elif fname == "FLAT":
            off = f["offset"]
            width = 13 if self.gfx11 else 12
            if f["seg"] != 0 and off >> (width - 1) & 1:
                off -= 1 << width
            if off:
                mods.append(f"offset:{off}")
            mods += self._cache_rdna(f, caps)
            if f.get("lds") and "lds" in caps:
                mods.append("lds")
        elif fname in ("MUBUF", "MTBUF"):
            if entry["ops"]:
                mods += self._buffer_addressing(fname == "MTBUF", f, f["offset"])
            mods += self._cache_rdna(f, caps)
            if f.get("lds") and "lds" in caps:
                mods.append("lds")
            if f.get("tfe") and "tfe" in caps:
                mods.append("tfe")
        elif fname == "VINTERP" and f["clamp"] and "clamp" in caps:
            mods.append("clamp")
        return mods

    def policy_names(self, name: str) -> dict[str, str]:
        """A ``scope`` spelling table (the same for every opcode) from any opcode that has one."""
        got = self.__dict__.get("_policy_" + name)
        if got is None:
            got = {}
            for fname in ("FLAT", "SMEM", "VBUFFER"):
                for e in self.table.formats.get(fname, {}).values():
                    if name in e and len(e[name]) > len(got):
                        got = e[name]
            self.__dict__["_policy_" + name] = got
        return got if name == "scope" else {}

    def _policy(self, entry: dict, f: dict) -> list[str]:
        """gfx12 ``th:``/``scope:`` operands, spelled from the generated per-opcode table."""
        out = []
        th, scope = f.get("th", 0), f.get("scope", 0)
        if th:
            # the th spelling depends on the scope (th:TH_LOAD_BYPASS is th 3 at SCOPE_SYS)
            tab = entry.get("th")
            if tab:  # (opcodes that never printed a th, like s_prefetch_*, have none)
                out.append(tab.get(f"{th},{scope}") or f"th:{th}")
        if scope and entry.get("scope"):
            out.append(entry["scope"].get(str(scope), f"scope:{scope}"))
        return out

    def _tbuf_format(self, f: dict) -> str:
        return self.table.tbuf_format.get(f["format"], f"format:{f['format']}")

    @staticmethod
    def _cache_rdna(f: dict, caps) -> list[str]:
        return [b for b in ("glc", "slc", "dlc") if f.get(b) and b in caps]

    # -- DPP --------------------------------------------------------------------------------
    def _dpp_sdwa(self, fmt, op, entry, value, f, extra):
        inst = super()._dpp_sdwa(fmt, op, entry, value, f, extra)
        if inst is not None and f["src0"] == _SRC_SDWA and fmt.name == "VOPC" and \
                inst.operands and inst.operands[0].text == "vcc_lo" and (extra >> 15) & 1:
            sd = (extra >> 8) & 0x7F
            ops = (Operand("sgpr", self.scalar(sd, 1), reg=sd, field="sdst"),) + inst.operands[1:]
            return Instruction(inst.mnemonic, ops, inst.modifiers, inst.size, inst.format,
                               inst.words, inst.opcode, fields=inst.fields)
        if inst is None or f["src0"] != _SRC_DPP:
            return inst
        mods = list(inst.modifiers)
        if DPP16_FI.get(extra):
            mods.append("fi:1")
        if not self._dpp_ok(extra):
            return None
        return Instruction(inst.mnemonic, inst.operands, tuple(mods), inst.size, inst.format,
                           inst.words, inst.opcode, fields=inst.fields)

    @staticmethod
    def _dpp_ok(extra: int) -> bool:
        c = (extra >> 8) & 0x1FF
        return c <= 0xFF or 0x101 <= c <= 0x12F and c & 15 != 0 or c in (0x140, 0x141) \
            or 0x150 <= c <= 0x16F

    def _dpp8(self, fmt, op, entry, value, f, extra):
        form = entry.get("dpp8")
        if form is None or extra is None:
            return None
        x = {fl.name: fl.get(extra) for fl in DPP8_FIELDS}
        operands = self._form_operands("dpp8", form, f, x)
        mods = ["dpp8:[" + ",".join(str(x[f"sel{i}"]) for i in range(8)) + "]"]
        if f["src0"] == _SRC_DPP8_FI:
            mods.append("fi:1")
        return Instruction(form["m"], tuple(operands), tuple(mods), 8, fmt.name,
                           (value & 0xFFFFFFFF, extra), op, fields={**f, **x})

    def _vop3_dpp(self, fmt, op, entry, value, f, extra):
        kind = "dpp" if f["src0"] == _SRC_DPP else "dpp8"
        form = entry.get(kind)
        if form is None or extra is None:
            return None
        if kind == "dpp" and not self._dpp_ok(extra):
            return None
        src0 = extra & 0xFF
        f2 = dict(f)
        f2["src0"] = 256 + src0
        caps = entry.get("caps", ())
        operands = []
        for o in form["ops"]:
            operands.append(self._operand("VOP3", o, f2, None, False, caps, entry))
        mods = super()._modifiers("VOP3", entry, f2, caps) or []
        if kind == "dpp":
            x = {fl.name: fl.get(extra) for fl in DPP_FIELDS}
            mods.append(self._dpp_ctrl(x["dpp_ctrl"]))
            mods.append(f"row_mask:0x{x['row_mask']:x}")
            mods.append(f"bank_mask:0x{x['bank_mask']:x}")
            if x["bound_ctrl"]:
                mods.append("bound_ctrl:1")
            if DPP16_FI.get(extra):
                mods.append("fi:1")
        else:
            x = {fl.name: fl.get(extra) for fl in DPP8_FIELDS}
            mods.append("dpp8:[" + ",".join(str(x[f"sel{i}"]) for i in range(8)) + "]")
            if f["src0"] == _SRC_DPP8_FI:
                mods.append("fi:1")
        words = (value & 0xFFFFFFFF, value >> 32, extra)
        return Instruction(form["m"], tuple(operands), tuple(mods), 12, "VOP3", words, op,
                           fields=f2)

    # -- VOPD -------------------------------------------------------------------------------
    def _vopd(self, fmt: Format, value: int, extra: int | None) -> Instruction | None:
        f = {n: (value >> lsb) & m for n, lsb, m in fmt.layout}
        xe = self.table.vopd.get("x", {}).get(f["opx"])
        ye = self.table.vopd.get("y", {}).get(f["opy"])
        if xe is None or ye is None:
            return None
        literal = None
        size = 8
        if f["src0x"] == 255 or f["src0y"] == 255 or xe.get("K") or ye.get("K"):
            if extra is None:
                return None
            literal = extra
            size = 12
        vdsty = (f["vdsty"] << 1) | ((f["vdstx"] & 1) ^ 1)
        vals = {"vdstx": f["vdstx"], "src0x": f["src0x"], "vsrc1x": f["vsrc1x"],
                "vdsty": vdsty, "src0y": f["src0y"], "vsrc1y": f["vsrc1y"]}
        halves = []
        for e in (xe, ye):
            ops = []
            for o in e["ops"]:
                if o[0] == "=":
                    ops.append(Operand("text", o[1]))
                elif o[0] == "K":
                    ops.append(Operand("literal", f"0x{literal:x}", value=literal,
                                       field="literal"))
                elif o[0] == "src":
                    text, k = self.src_text(vals[o[1]], 1, o[3] if len(o) > 3 else self._f32,
                                            literal)
                    ops.append(Operand(k, text, reg=vals[o[1]], value=vals[o[1]], field=o[1]))
                else:
                    v = vals[o[1]]
                    ops.append(Operand("vgpr", f"v{v}", reg=v, field=o[1]))
            halves.append(tuple(ops))
        words = (value & 0xFFFFFFFF, value >> 32) + ((literal,) if literal is not None else ())
        return DualInstruction(xe["m"], halves[0], (), size, "VOPD", words,
                               f["opx"] << 5 | f["opy"], fields=f, y_mnemonic=ye["m"],
                               y_operands=halves[1])


def swizzle_modifiers(f: dict, caps) -> list[str]:
    """ds_swizzle_b32's modifiers: the symbolic ``offset:`` and ``gds``."""
    off = f["offset0"] | f["offset1"] << 8
    mods = [f"offset:{swizzle_text(off)}"] if off else []
    if f["gds"] and "gds" in caps:
        mods.append("gds")
    return mods


def swizzle_text(v: int) -> str:
    """The ``offset:`` of ds_swizzle_b32 as LLVM prints it (``swizzle(BROADCAST,32,15)``)."""
    if 0x8000 <= v <= 0x80FF:
        return "swizzle(QUAD_PERM," + ",".join(str((v >> (2 * i)) & 3) for i in range(4)) + ")"
    if not 0 < v < 0x8000:
        return str(v)
    a, o, x = v & 31, (v >> 5) & 31, (v >> 10) & 31
    if a == 31 and o == 0 and x and x & (x - 1) == 0:
        return f"swizzle(SWAP,{x})"
    if a == 31 and o == 0 and x and (x + 1) & x == 0:
        return f"swizzle(REVERSE,{x + 1})"
    group = 32 - a
    if group > 1 and group & (group - 1) == 0 and o < group and x == 0:
        return f"swizzle(BROADCAST,{group},{o})"
    bits = []
    for b in range(4, -1, -1):
        ab, ob, xb = a >> b & 1, o >> b & 1, x >> b & 1
        if ab and not ob:
            bits.append("i" if xb else "p")
        else:
            bits.append(str(ob ^ xb))
    return 'swizzle(BITMASK_PERM,"' + "".join(bits) + '")'


# s_waitcnt_depctr fields (RDNA ISA guides, "S_WAITCNT_DEPCTR"): name, lsb, width; a field
# whose bits are all ones does not wait.
_DEPCTR = (("depctr_hold_cnt", 7, 1), ("depctr_sa_sdst", 0, 1), ("depctr_va_vdst", 12, 4),
           ("depctr_va_sdst", 9, 3), ("depctr_va_ssrc", 8, 1), ("depctr_va_vcc", 1, 1),
           ("depctr_vm_vsrc", 2, 3))


def depctr_text(v: int, mask: int) -> str:
    """s_waitcnt_depctr's immediate: the fields that wait, or all of them when none does;
    hex when a bit outside ``mask`` (the generated symbolic range) is set."""
    if not mask or v & ~mask & 0xFFFF:
        return f"0x{v:x}"
    fields = [(n, (v >> lsb) & ((1 << w) - 1), (1 << w) - 1) for n, lsb, w in _DEPCTR
              if (mask >> lsb) & 1]
    shown = [f"{n}({x})" for n, x, full in fields if x != full] or \
        [f"{n}({x})" for n, x, _full in fields]
    return " ".join(shown)


def sopk_constant(v: int) -> Operand:
    """The constant of s_setreg_imm32_b32: an integer in -16..64 in decimal, else hex."""
    sv = v - (v & 0x80000000) * 2
    text = str(sv) if -16 <= sv <= 64 else f"0x{v:x}"
    return Operand("literal", text, value=v, field="literal")


def _renamed_scalars(dec, inst: Instruction | None) -> Instruction | None:
    """Scalar destinations named for ``dec``'s generation (part 1's fast path for SOP/VOP
    words names them the gfx9 way)."""
    if inst is None:
        return None
    ops = inst.operands
    if not any(o.kind == "sgpr" and o.field in ("sdst", "vdst") for o in ops):
        return inst
    new = tuple(Operand("sgpr", dec.scalar(o.reg, o.width), reg=o.reg, width=o.width,
                        value=o.value, field=o.field)
                if o.kind == "sgpr" and o.field in ("sdst", "vdst") else o for o in ops)
    return Instruction(inst.mnemonic, new, inst.modifiers, inst.size, inst.format, inst.words,
                       inst.opcode, fields=inst.fields)


def swizzle_value(text: str) -> int | None:
    """The offset llvm-mc assembles for a ``swizzle(...)`` spelling (or a number); None if
    malformed.  Several offsets print alike, so this is not the printer's inverse."""
    import re

    t = text.strip()
    if re.fullmatch(r"\d+|0x[0-9a-fA-F]+", t):
        return int(t, 0)
    m = re.fullmatch(r'swizzle\((\w+)((?:,[^,()]+)*)\)', t.replace(" ", ""))
    if not m:
        return None
    mode, args = m.group(1), [a for a in m.group(2).split(",") if a]
    try:
        if mode == "QUAD_PERM" and len(args) == 4:
            return 0x8000 | sum((int(a, 0) & 3) << (2 * i) for i, a in enumerate(args))
        if mode == "BITMASK_PERM" and len(args) == 1:
            bits = args[0].strip('"')
            if len(bits) != 5:
                return None
            a = o = x = 0
            for i, c in enumerate(bits):
                b = 1 << (4 - i)
                if c == "1":
                    o |= b
                elif c == "p":
                    a |= b
                elif c == "i":
                    a |= b
                    x |= b
                elif c != "0":
                    return None
            return a | o << 5 | x << 10
        if mode == "BROADCAST" and len(args) == 2:
            g, lane = int(args[0], 0), int(args[1], 0)
            return (32 - g) & 31 | (lane & 31) << 5
        if mode == "SWAP" and len(args) == 1:
            return 31 | (int(args[0], 0) & 31) << 10
        if mode == "REVERSE" and len(args) == 1:
            return 31 | ((int(args[0], 0) - 1) & 31) << 10
    except ValueError:
        return None
    return None


_DELAY_DEP = ("NO_DEP", "VALU_DEP_1", "VALU_DEP_2", "VALU_DEP_3", "VALU_DEP_4", "TRANS32_DEP_1",
              "TRANS32_DEP_2", "TRANS32_DEP_3", "FMA_ACCUM_CYCLE_1", "SALU_CYCLE_1",
              "SALU_CYCLE_2", "SALU_CYCLE_3")
_DELAY_SKIP = ("SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4")


def _delay_alu(v: int) -> str:
    """s_delay_alu's immediate: instid0 [3:0], instskip [6:4], instid1 [10:7]."""
    id0, skip, id1 = v & 15, (v >> 4) & 7, (v >> 7) & 15
    if id0 >= len(_DELAY_DEP) or id1 >= len(_DELAY_DEP) or skip >= len(_DELAY_SKIP):
        return f"0x{v:x}"
    parts = []
    if id0:
        parts.append(f"instid0({_DELAY_DEP[id0]})")
    if skip:
        parts.append(f"instskip({_DELAY_SKIP[skip]})")
    if id1:
        parts.append(f"instid1({_DELAY_DEP[id1]})")
    return " | ".join(parts) if parts else "0"


_DECODERS: dict[str, RdnaDecoder] = {}


def rdna_decoder(target: str) -> RdnaDecoder:
    return cached_decoder(RdnaDecoder, target, _DECODERS)


def decode_rdna(data, target: str, address: int = 0) -> list[Instruction]:
    """Decode every instruction in ``data`` for an RDNA target (see ``decoder.decode``)."""
    return decode_with(rdna_decoder(target), data, address)


_ = (SDWA_FIELDS, SDWA_VOPC_FIELDS)
