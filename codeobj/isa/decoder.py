"""Decoding gfx9 machine code into typed instructions and llvm-objdump text.

Formats (bit layouts) come from :mod:`codeobj.isa.formats`; opcodes,
mnemonics, operand templates and value spellings from the generated tables
(:mod:`codeobj.isa.tables`).  The per-format code here only knows where the
modifiers go in the text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from .formats import (
    DPP_FIELDS,
    FORMAT_BY_NAME,
    FORMATS,
    SDWA_FIELDS,
    SDWA_VOPC_FIELDS,
    Format,
    identify,
)
from .syntax import format_imm, scalar_name
from .tables import IsaTable, load_table

__all__ = ["Decoder", "Instruction", "Operand", "decode", "decode_one"]


@dataclass(slots=True)
class Operand:
    """One printed operand.

    ``kind`` is ``vgpr``, ``agpr``, ``sgpr`` (includes ttmp and special scalar
    registers), ``const`` (inline constant), ``literal``, ``imm`` or ``text``;
    ``reg``/``width`` give the first register and count for register kinds
    (for sgpr the encoded operand number), ``value`` the numeric value.
    """

    kind: str
    text: str
    reg: int | None = None
    width: int = 1
    value: int | None = None
    field: str | None = None


@dataclass(slots=True)
class Instruction:
    """A decoded instruction: mnemonic, operands, modifiers, size, format and words."""

    mnemonic: str
    operands: tuple[Operand, ...]
    modifiers: tuple[str, ...]
    size: int
    format: str
    words: tuple[int, ...]
    opcode: int | None = None
    target: int | None = None  # branch destination (byte offset from the start of the data)
    fields: dict = field(default_factory=dict, compare=False, repr=False)

    @property
    def text(self) -> str:
        """The instruction as llvm-objdump-19 prints it (without address and encoding)."""
        out = self.mnemonic
        if self.operands:
            out += " " + ", ".join(o.text for o in self.operands)
        if self.modifiers:
            out += " " + " ".join(self.modifiers)
        return out

    @property
    def known(self) -> bool:
        return self.format != "unknown"

    def __str__(self) -> str:
        return self.text


_SEL = ("BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD")
_UNUSED = ("UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE")
_OMOD = ("", "mul:2", "mul:4", "div:2")
_BRANCHES = ("s_branch", "s_cbranch_", "s_call_b64")


_GPR_IDX = ("s_set_gpr_idx_mode", "s_set_gpr_idx_on")
_MODIFIED = frozenset(("VOP3", "VOP3P", "SMEM", "DS", "FLAT", "MUBUF", "MTBUF"))
_SIMPLE = frozenset(("VOP1", "VOP2", "VOPC", "SOP1", "SOP2", "SOPC"))


def _simple_plan(entry: dict) -> tuple:
    """The operand plan of an entry the fast path can print, or () when it cannot."""
    if entry.get("K") or entry["m"] in _GPR_IDX:
        return ()
    plan = []
    for o in entry["ops"]:
        if o[0] == "=":
            plan.append(("=", Operand("text", o[1]), 0, None))
        elif o[0] in ("v", "a", "s"):
            plan.append((o[0], o[1], o[2], None))
        elif o[0] in ("src", "ssrc", "asrc"):
            plan.append((o[0], o[1], o[2], o[3] if len(o) > 3 else None))
        else:
            return ()
    return tuple(plan)
_GPR_IDX_BITS = ("SRC0", "SRC1", "SRC2", "DST")


def _gpr_idx_text(v: int) -> str:
    if v > 15:
        return f"0x{v:x}"
    return "gpr_idx(" + ",".join(n for i, n in enumerate(_GPR_IDX_BITS) if v >> i & 1) + ")"


def _negate(text: str, kind: str, has_abs) -> str:
    """``-x``, or ``neg(x)`` where a minus sign would read as part of a constant."""
    if not has_abs and kind in ("const", "literal") and (text.startswith("-") or "." not in text):
        return f"neg({text})"
    return "-" + text


def encoding_words(value: int, size: int, literal: int | None) -> tuple[int, ...]:
    """The dwords of a ``size``-byte encoding ``value``, then the literal if there is one."""
    if size == 4:
        words: tuple[int, ...] = (value,)
    elif size == 8:
        words = (value & 0xFFFFFFFF, value >> 32)
    else:
        words = tuple((value >> (32 * i)) & 0xFFFFFFFF for i in range(size // 4))
    return words if literal is None else (*words, literal)


def _reg(bank: str, first: int, width: int) -> str:
    return f"{bank}{first}" if width == 1 else f"{bank}[{first}:{first + width - 1}]"


_SOURCE_KINDS = ("src", "ssrc", "asrc", "src16")  # operand kinds that may hold a literal


class Decoder:
    """Decodes instructions for one target; results are memoized per encoding."""

    #: formats whose operands the image decoder prints (gfx10-gfx12, codeobj/isa/image.py)
    _image_formats: frozenset[str] = frozenset()

    #: DPP control values that print as a name, and (first, last, name) spans printed
    #: ``name:N`` with N the low four bits; generations override these.
    _DPP_NAMED: ClassVar[dict[int, str]] = {
        0x130: "wave_shl:1", 0x134: "wave_rol:1", 0x138: "wave_shr:1", 0x13C: "wave_ror:1",
        0x140: "row_mirror", 0x141: "row_half_mirror", 0x142: "row_bcast:15",
        0x143: "row_bcast:31"}
    _DPP_SPANS = ((0x101, 0x10F, "row_shl"), (0x111, 0x11F, "row_shr"),
                  (0x121, 0x12F, "row_ror"), (0x150, 0x15F, "row_newbcast"))

    def __init__(self, target: str, table: IsaTable | None = None) -> None:
        """``table`` replaces the gfx9 table of ``target`` (other generations pass theirs)."""
        self.table: IsaTable = table if table is not None else load_table(target)
        self.proc = self.table.target
        self.gfx940 = self.proc == "gfx942"
        self.formats: tuple[Format, ...] = FORMATS
        self.gen = getattr(self.table, "generation", "") or "gfx9"
        if self.table.image_mods:  # image operands printed by codeobj/isa/image.py
            self._image_formats = frozenset(f.name for f in self.formats
                                            if f.name in ("MIMG", "VIMAGE", "VSAMPLE"))
        self.identify = identify
        self.zero_word = getattr(self.table, "zero_word", "")
        self._cache: dict[tuple[int, int], Instruction] = {}
        self._src_cache: dict[tuple, tuple[str, str]] = {}
        self._plans: dict[int, tuple] = {}
        self._srcs: dict[int, tuple] = {}
        # Operands are never modified after decoding, so equal ones are shared.
        self._op_cache: dict[tuple, Operand] = {}
        self._k_ops = {op for op, e in self.table.formats.get("VOP2", {}).items() if e.get("K")}

    # -- operands ---------------------------------------------------------------------
    def src_text(self, value: int, width: int, cls: str | None, literal: int | None,
                 bank: str = "v") -> tuple[str, str]:
        """Spelling and kind of a source operand value (9-bit or 8-bit encoding)."""
        key = (value, width, cls, literal, bank)
        hit = self._src_cache.get(key)
        if hit is None:
            hit = self._src_cache[key] = self._src_text(value, width, cls, literal, bank)
        return hit

    def _src_text(self, value: int, width: int, cls: str | None, literal: int | None,
                  bank: str) -> tuple[str, str]:
        if value >= 256:
            return _reg(bank, value - 256, width), ("vgpr" if bank == "v" else "agpr")
        if value == 255:
            if literal is None:
                return "<missing literal>", "literal"
            rec = self.table.classes.get(cls) if cls else None
            if rec:
                special = rec["literal"].get(str(literal))
                if special is not None:
                    return special, "literal"
                if rec["rule"] == "hex16":
                    return f"0x{literal & 0xFFFF:x}", "literal"
            return f"0x{literal:x}", "literal"
        if value >= 128 and value not in (235, 236, 237, 238, 239, 251, 252, 253, 254):
            rec = self.table.classes.get(cls) if cls else None
            if rec:
                t = rec["inline"].get(str(value))
                if t is not None:
                    return t, "const"
            if 128 <= value <= 192:
                return str(value - 128), "const"
            if 193 <= value <= 208:
                return str(192 - value), "const"
            return str(value), "const"
        name = scalar_name(value, width)
        if name is None:
            name = f"s{value}" if width == 1 else _reg("s", value, width)
        return name, "sgpr"

    # -- entry points -----------------------------------------------------------------
    def decode_at(self, data: bytes | memoryview, pos: int) -> Instruction:
        """Decode the instruction at byte ``pos``; unknown words give a ``.long``."""
        n = len(data)
        if pos + 4 > n:
            rest = bytes(data[pos:n])
            return Instruction(".byte", (Operand("text", ", ".join(f"0x{b:02x}" for b in rest)),),
                               (), n - pos, "unknown", ())
        w0 = int.from_bytes(data[pos:pos + 4], "little")
        if w0 == 0 and self.zero_word:
            return Instruction(self.zero_word, (), (), 4, "VOP1", (0,))
        fmt = self.identify(w0)
        if fmt is None:
            return self._unknown(w0)
        if fmt.name in self._image_formats:
            try:
                inst = self._decode_image(fmt, data, pos)
            except (KeyError, IndexError, ValueError):
                inst = None
            return inst if inst is not None else self._unknown(w0)
        size = fmt.size
        if pos + size > n:
            return self._unknown(w0)
        value = int.from_bytes(data[pos:pos + size], "little")
        extra = int.from_bytes(data[pos + size:pos + size + 4], "little") \
            if pos + size + 4 <= n else None
        if not self._may_extend(fmt, value):
            extra = None
        try:
            inst = self._decode(fmt, value, extra)
        except (KeyError, IndexError, ValueError):
            inst = None
        if inst is None:
            inst = self._unknown(w0)
        return inst

    def _decode_image(self, fmt: Format, data, pos: int) -> Instruction | None:
        from .image import decode_image

        return decode_image(self, fmt, data, pos)

    def depends_on_next(self, data, pos: int) -> bool:
        """Whether decoding the dword at ``pos`` may read the dword after it."""
        w0 = int.from_bytes(data[pos:pos + 4], "little")
        fmt = self.identify(w0)
        return fmt is None or fmt.size != 4 or self._may_extend(fmt, w0)

    def _may_extend(self, fmt: Format, value: int) -> bool:
        if fmt.name in ("VOP1", "VOP2", "VOPC"):
            if fmt.name == "VOP2" and (value >> 25) & 0x3F in self._k_ops:
                return True
            return (value & 0x1FF) in (0xF9, 0xFA, 0xFF)
        if fmt.name in ("SOP1", "SOP2", "SOPC"):
            return (value & 0xFF) == 0xFF or (value >> 8 & 0xFF) == 0xFF
        if fmt.name == "SOPK":
            return False
        return False

    def _unknown(self, w0: int) -> Instruction:
        return Instruction(".long", (Operand("imm", f"0x{w0:08x}", value=w0),), (), 4,
                           "unknown", (w0,))

    # -- per format -------------------------------------------------------------------
    def _decode(self, fmt: Format, value: int, extra: int | None) -> Instruction | None:
        fname = fmt.name
        op = fmt.get_opcode(value)
        entry = self.table.formats.get(fname, {}).get(op)
        if entry is None:
            return None
        if fname in _SIMPLE:
            # per-entry facts are kept beside the table, never written into it
            plan = self._plans.get(id(entry))
            if plan is None:
                plan = self._plans[id(entry)] = _simple_plan(entry)  # () when it does not apply
            if plan and (fname[0] != "V" or (value & 0x1FF) not in (0xF9, 0xFA)):
                return self._decode_simple(fmt, op, entry, plan, value, extra)
        f = {n: (value >> lsb) & m for n, lsb, m in fmt.layout}
        if fname in ("VOP1", "VOP2", "VOPC") and f["src0"] in (0xF9, 0xFA):
            return self._dpp_sdwa(fmt, op, entry, value, f, extra)
        if entry.get("mai"):
            return self._mai(fmt, op, entry, value, f)
        got = self._with_literal(entry, f, extra, fmt.size)
        if got is None:
            return None
        literal, size = got
        ops_tpl = self._template(fname, entry, f)
        operands = []
        acc = bool(f.get("acc")) and "acc" in entry.get("caps", ())
        caps = entry.get("caps", ())
        gpr_idx = entry["m"] in _GPR_IDX
        for o in ops_tpl:
            if o[0] == "imm" and len(o) > 3 and not f[o[1]]:
                continue  # an immediate llvm-objdump leaves out when zero
            if gpr_idx and o[1] in ("simm16", "ssrc1"):
                v = f[o[1]]
                operands.append(Operand("imm", _gpr_idx_text(v), value=v, field=o[1]))
                continue
            operands.append(self._operand(fname, o, f, literal, acc, caps, entry))
        if fname == "FLAT" and f["glc"] and "rtn_w" in entry:
            w = entry["rtn_w"]
            bank = "a" if acc else "v"
            operands.insert(0, Operand("vgpr" if bank == "v" else "agpr",
                                       _reg(bank, f["vdst"], w), reg=f["vdst"], width=w,
                                       field="vdst"))
        if fname == "MUBUF" and f.get("lds") and "lds" in caps and operands:
            operands.pop(0)
        mods = self._modifiers(fname, entry, f, caps) if fname in _MODIFIED else ()
        mnem = entry["m"]
        return Instruction(mnem, tuple(operands), tuple(mods), size, fname,
                           encoding_words(value, fmt.size, literal), op,
                           fields=f)

    @staticmethod
    def _template(fname: str, entry: dict, f: dict) -> list:
        """The operand template for the encoding's addressing form (FLAT saddr/lds, buffer
        offen/idxen)."""
        ops_tpl = entry["ops"]
        if fname == "FLAT":
            key = ("ops_saddr" if f["saddr"] != 0x7F and "ops_saddr" in entry else "ops") + (
                "_lds" if f["lds"] else "")
            ops_tpl = entry.get(key) or entry.get(key[:-4]) if key.endswith("_lds") \
                else entry[key]
        elif fname in ("MUBUF", "MTBUF") and len(ops_tpl) == 4 and (f["offen"] or f["idxen"]):
            ops_tpl = list(ops_tpl)
            ops_tpl[1] = ["v", "vaddr", 2 if f["offen"] and f["idxen"] else 1]
        return ops_tpl

    def _with_literal(self, entry: dict, f: dict, extra: int | None, size: int):
        """(literal, size): the literal dword after the encoding when a source field is 255
        or the opcode has a constant (``K``), else None; None when the literal is missing."""
        srcs = self._srcs.get(id(entry))
        if srcs is None:
            srcs = self._srcs[id(entry)] = tuple(o[1] for o in entry["ops"]
                                                 if o[0] in _SOURCE_KINDS)
        if any(f[n] == 255 for n in srcs) or entry.get("K"):
            return None if extra is None else (extra, size + 4)
        return None, size

    def _decode_simple(self, fmt: Format, op: int, entry: dict, plan: tuple, value: int,
                       extra: int | None) -> Instruction | None:
        """VOP1/VOP2/VOPC/SOP1/SOP2/SOPC without modifiers: operands straight from a plan."""
        f = {n: (value >> lsb) & m for n, lsb, m in fmt.layout}
        literal = None
        size = fmt.size
        for kind, name, _w, _c in plan:
            if kind in ("src", "ssrc", "asrc") and f[name] == 255:
                if extra is None:
                    return None
                literal = extra
                size += 4
                break
        cache = self._op_cache
        operands = []
        for kind, name, width, cls in plan:
            if kind == "=":
                operands.append(name)
                continue
            val = f[name]
            key = (kind, name, width, cls, val, literal if val == 255 else None)
            hit = cache.get(key)
            if hit is None:
                if kind == "v" or kind == "a":
                    hit = Operand("vgpr" if kind == "v" else "agpr", _reg(kind, val, width),
                                  reg=val, width=width, field=name)
                elif kind == "s":
                    text = scalar_name(val, width) or _reg("s", val, width)
                    hit = Operand("sgpr", text, reg=val, width=width, field=name)
                else:
                    lit = literal if val == 255 else None
                    text, k = self.src_text(val, width, cls, lit, "a" if kind == "asrc" else "v")
                    hit = Operand(k, text, reg=val, width=width,
                                  value=lit if k == "literal" else val, field=name)
                cache[key] = hit
            operands.append(hit)
        words = (value,)
        if literal is not None:
            words += (literal,)
        return Instruction(entry["m"], tuple(operands), (), size, fmt.name, words, op, fields=f)

    def _operand(self, fname: str, o: list, f: dict, literal, acc: bool, caps, entry) -> Operand:
        kind = o[0]
        if kind == "=":
            return Operand("text", o[1])
        if kind == "K":
            text = f"0x{literal:x}" if o[2] == 32 else f"0x{literal & 0xFFFF:x}"
            return Operand("literal", text, value=literal, field="literal")
        name = o[1]
        val = f[name]
        if kind in ("src", "ssrc", "asrc"):
            width = o[2]
            plain = fname not in ("VOP3", "VOP3P")
            if plain:
                key = (kind, name, width, o[3] if len(o) > 3 else None, val, literal)
                hit = self._op_cache.get(key)
                if hit is not None:
                    return hit
            text, k = self.src_text(val, width, o[3] if len(o) > 3 else None, literal,
                                    "a" if kind == "asrc" else "v")
            if plain:
                hit = self._op_cache[key] = Operand(
                    k, text, reg=val, width=width, value=literal if k == "literal" else val,
                    field=name)
                return hit
            if fname == "VOP3P" and entry.get("negpfx"):
                idx = int(name[-1])
                absb = (f["neg_hi"] >> idx) & 1
                if absb:
                    text = f"|{text}|"
                if (f["neg"] >> idx) & 1:
                    text = _negate(text, k, absb)
            if fname == "VOP3":
                idx = int(name[-1])
                absb = f"abs{idx}" in caps and (f["abs"] >> idx) & 1 and not entry.get("vop3b")
                if absb:
                    text = f"|{text}|"
                if f"neg{idx}" in caps and (f["neg"] >> idx) & 1:
                    text = _negate(text, k, absb)
            return Operand(k, text, reg=val, width=width, value=literal if k == "literal" else val,
                           field=name)
        if kind in ("v", "a"):
            width = o[2]
            if name == "vdata" and f.get("acc") and "tfe" in caps:
                width += 1
            bank = kind
            if acc and name in ("vdst", "data", "data0", "data1", "vdata"):
                bank = "a"
            key = (bank, name, width, val)
            hit = self._op_cache.get(key)
            if hit is None:
                hit = self._op_cache[key] = Operand(
                    "vgpr" if bank == "v" else "agpr", _reg(bank, val, width), reg=val,
                    width=width, field=name)
            return hit
        if kind == "s":
            width = o[2]
            if name in ("sbase",):
                val <<= 1
            elif name == "srsrc":
                val <<= 2
            text = scalar_name(val, width) or _reg("s", val, width)
            return Operand("sgpr", text, reg=val, width=width, field=name)
        if kind == "hwreg":
            return Operand("imm", self._hwreg(val), value=val, field=name)
        if kind == "imm":
            if fname == "SMEM" and name == "offset":
                return self._smem_offset(f)
            return Operand("imm", self._imm(entry, name, val, o[2]), value=val, field=name)
        return Operand("text", str(val))

    @staticmethod
    def _smem_offset(f: dict) -> Operand:
        off = f["offset"]
        soff = off if not f["imm"] else None
        if f["soe"]:
            sgpr = f["soffset"]
            name = scalar_name(sgpr, 1) or f"s{sgpr}"
            if f["imm"]:
                so = (off ^ 0x100000) - 0x100000
                txt = f"0x{so:x}" if so >= 0 else f"-0x{-so:x}"
                return Operand("sgpr", f"{name} offset:{txt}", reg=sgpr, value=so, field="soffset")
            return Operand("sgpr", name, reg=sgpr, field="soffset")
        if soff is not None:
            r = off & 0x7F
            return Operand("sgpr", scalar_name(r, 1) or f"s{r}", reg=r, field="offset")
        so = (off ^ 0x100000) - 0x100000
        txt = f"0x{so:x}" if so >= 0 else f"-0x{-so:x}"
        return Operand("imm", txt, value=so, field="offset")

    def _imm(self, entry: dict, name: str, val: int, style: str | None) -> str:
        m = entry["m"]
        if m == "s_waitcnt":
            return self._waitcnt(val)
        if m in ("s_sendmsg", "s_sendmsghalt"):
            named = self.table.sendmsg.get(val & 0x3FF)
            if named:
                return named
            if val < 1024:
                return f"sendmsg({val & 15}, {(val >> 4) & 7}, {(val >> 8) & 3})"
            return str(val)
        if style in (None, "table"):
            style = "dec"
        return format_imm(val, style)

    @staticmethod
    def _waitcnt(v: int) -> str:
        vm = (v & 0xF) | ((v >> 14) & 3) << 4
        return waitcnt_text(vm, (v >> 4) & 7, (v >> 8) & 0xF, vm_all=63, lgkm_all=15)

    def _hwreg(self, v: int) -> str:
        hid, off, size = v & 63, (v >> 6) & 31, ((v >> 11) & 31) + 1
        name = self.table.hwreg.get(hid, str(hid))
        if off == 0 and size == 32:
            return f"hwreg({name})"
        return f"hwreg({name}, {off}, {size})"

    def _modifiers(self, fname: str, entry: dict, f: dict, caps) -> list[str] | None:
        mods: list[str] = []
        g940 = self.gfx940
        if fname == "VOP3":
            if "op_sel" in caps and f["op_sel"] and not entry.get("vop3b"):
                n = sum(1 for o in entry["ops"] if o[0] == "src")
                bits = [(f["op_sel"] >> i) & 1 for i in range(n)] + [(f["op_sel"] >> 3) & 1]
                mods.append("op_sel:[" + ",".join(map(str, bits)) + "]")
            if "clamp" in caps and f["clamp"]:
                mods.append("clamp")
            if "omod" in caps and f["omod"]:
                mods.append(_OMOD[f["omod"]])
        elif fname == "VOP3P":
            n = sum(1 for o in entry["ops"] if o[0] == "src")
            if "op_sel0" in caps:
                osel = [(f["op_sel"] >> i) & 1 for i in range(n)]
                oshi = [(f["op_sel_hi"] >> i) & 1 for i in range(2)] + [f["op_sel_hi2"]]
                oshi = oshi[:n]
                if any(osel):
                    mods.append("op_sel:[" + ",".join(map(str, osel)) + "]")
                default = entry.get("oshi", 1)
                if any(b != default for b in oshi):
                    mods.append("op_sel_hi:[" + ",".join(map(str, oshi)) + "]")
            neg_lo = [(f["neg"] >> i) & 1 for i in range(n)]
            neg_hi = [(f["neg_hi"] >> i) & 1 for i in range(n)]
            if entry.get("negpfx"):
                neg_lo = neg_hi = [0]
            if any(neg_lo) and "neg0" in caps:
                mods.append("neg_lo:[" + ",".join(map(str, neg_lo)) + "]")
            if any(neg_hi) and "neg_hi0" in caps:
                mods.append("neg_hi:[" + ",".join(map(str, neg_hi)) + "]")
            if f["clamp"] and "clamp" in caps:
                mods.append("clamp")
        elif fname == "SMEM":
            if f["glc"] and "glc" in caps:
                mods.append("glc")
        elif fname == "DS":
            two = any(m.startswith("offset0") for m in entry.get("mods", ()))
            if two:
                if f["offset0"]:
                    mods.append(f"offset0:{f['offset0']}")
                if f["offset1"]:
                    mods.append(f"offset1:{f['offset1']}")
            elif any(m.startswith("offset") for m in entry.get("mods", ())):
                off = f["offset0"] | f["offset1"] << 8
                if off:
                    mods.append(f"offset:{off}")
            if f["gds"] and "gds" in caps:
                mods.append("gds")
        elif fname == "FLAT":
            off = f["offset"]
            if f["seg"] != 0 and off & 0x1000:
                off -= 0x2000
            if off:
                mods.append(f"offset:{off}")
            mods += self._cache_bits(f, caps, g940)
            if f["lds"] and "lds" in caps and entry.get("lds_word", 1):
                mods.append("lds")
        elif fname in ("MUBUF", "MTBUF"):
            if entry["ops"]:
                mods += self._buffer_addressing(fname == "MTBUF", f, f["offset"])
            mods += self._cache_bits(f, caps, g940)
            if f.get("lds") and "lds" in caps:
                mods.append("lds")
            if f.get("acc") and "tfe" in caps:
                mods.append("tfe")
        return mods

    @staticmethod
    def _cache_bits(f: dict, caps, g940: bool) -> list[str]:
        names = ("sc0", "nt", "sc1") if g940 else ("glc", "slc", "scc")
        return [name for bit, name in zip(("glc", "slc", "sc1"), names)
                if f.get(bit) and bit in caps]

    def _tbuf_format(self, f: dict) -> str:
        return self.table.tbuf_format.get(f["dfmt"] | f["nfmt"] << 4, "")

    def _buffer_addressing(self, tbuffer: bool, f: dict, offset: int) -> list[str]:
        """Buffer modifiers before the cache bits: format (``tbuffer``), idxen, offen, offset."""
        mods = []
        if tbuffer:
            tf = self._tbuf_format(f)
            if tf:
                mods.append(tf)
        if f["idxen"]:
            mods.append("idxen")
        if f["offen"]:
            mods.append("offen")
        if offset:
            mods.append(f"offset:{offset}")
        return mods

    # -- MFMA -------------------------------------------------------------------------
    def _mai(self, fmt: Format, op: int, entry: dict, value: int, f: dict) -> Instruction | None:
        caps = entry.get("caps", ())
        acc_cd = f["clamp"] if "acc_cd" in caps else 0
        operands = []
        for o in entry["ops"]:
            if o[0] == "=":
                operands.append(Operand("text", o[1]))
                continue
            name, width = o[1], o[2]
            val = f[name]
            if name == "vdst":
                bank = "a" if acc_cd or o[0] == "a" else "v"
                acc_cd = acc_cd or o[0] == "a"
                operands.append(Operand("agpr" if acc_cd else "vgpr", _reg(bank, val, width),
                                        reg=val, width=width, field=name))
                continue
            if name == "src2":
                bank = "a" if acc_cd or o[0] == "asrc" else "v"
            else:
                bit = 1 if name == "src0" else 2
                bank = "a" if f["op_sel_hi"] & bit else "v"
            text, k = self.src_text(val, width, o[3] if len(o) > 3 else None, None, bank)
            operands.append(Operand(k, text, reg=val, width=width, field=name))
        mods = []
        cbsz, abid, blgp = f["neg_hi"], f["op_sel"] | f["op_sel_hi2"] << 3, f["neg"]
        if cbsz:
            mods.append(f"cbsz:{cbsz}")
        if abid:
            mods.append(f"abid:{abid}")
        if blgp:
            mods.append(f"blgp:{blgp}")
        words = (value & 0xFFFFFFFF, value >> 32)
        return Instruction(entry["m"], tuple(operands), tuple(mods), 8, "VOP3P", words, op,
                           fields=f)

    # -- DPP / SDWA -------------------------------------------------------------------
    def _dpp_sdwa(self, fmt: Format, op: int, entry: dict, value: int, f: dict,
                  extra: int | None) -> Instruction | None:
        if extra is None:
            return None
        kind = "dpp" if f["src0"] == 0xFA else "sdwa"
        form = entry.get(kind)
        if form is None or kind == "sdwa" and fmt.name == "VOP1" and extra >> 24:
            return None  # (a VOP1 SDWA word's src1 byte must be clear)
        fields = DPP_FIELDS if kind == "dpp" else (SDWA_VOPC_FIELDS if fmt.name == "VOPC"
                                                   else SDWA_FIELDS)
        x = {fl.name: fl.get(extra) for fl in fields}
        operands = self._form_operands(kind, form, f, x)
        if (kind == "sdwa" and fmt.name == "VOPC" and operands and operands[0].text == "vcc"
                and x["sd"]):
            sd = scalar_name(x["sdst"], 2) or _reg("s", x["sdst"], 2)
            operands[0] = Operand("sgpr", sd, reg=x["sdst"], width=2, field="sdst")
        mods: list[str] = []
        if kind == "dpp":
            mods.append(self._dpp_ctrl(x["dpp_ctrl"]))
            mods.append(f"row_mask:0x{x['row_mask']:x}")
            mods.append(f"bank_mask:0x{x['bank_mask']:x}")
            if x["bound_ctrl"]:
                mods.append("bound_ctrl:1")
        else:
            if fmt.name != "VOPC":
                if x["clamp"]:
                    mods.append("clamp")
                if x["omod"]:
                    mods.append(_OMOD[x["omod"]])
                mods.append(f"dst_sel:{_SEL[x['dst_sel']] if x['dst_sel'] < 7 else x['dst_sel']}")
                mods.append(f"dst_unused:{_UNUSED[x['dst_unused']] if x['dst_unused'] < 3 else 3}")
            mods.append(f"src0_sel:{_SEL[x['src0_sel']] if x['src0_sel'] < 7 else 7}")
            if fmt.name != "VOP1":
                mods.append(f"src1_sel:{_SEL[x['src1_sel']] if x['src1_sel'] < 7 else 7}")
        words = (value & 0xFFFFFFFF, extra)
        return Instruction(form["m"], tuple(operands), tuple(mods), 8, fmt.name, words, op,
                           fields={**f, **x})

    def _form_operands(self, kind: str, form: dict, f: dict, x: dict) -> list[Operand]:
        """The operands of a DPP/SDWA/DPP8 form: ``f`` the first dword's fields, ``x`` the
        second's."""
        operands = []
        for o in form["ops"]:
            if o[0] == "=":
                operands.append(Operand("text", o[1]))
                continue
            name, width = o[1], o[2]
            if name == "src0":
                if kind == "sdwa" and x["s0"]:
                    text, k = self.src_text(x["src0"], width, o[3] if len(o) > 3 else None, None)
                else:
                    text, k = _reg("v", x["src0"], width), "vgpr"
                text = self._srcmod(kind, x, 0, text)
                operands.append(Operand(k, text, reg=x["src0"], width=width, field=name))
            elif name == "vsrc1":
                v = f["vsrc1"]
                if kind == "sdwa" and x["s1"]:
                    text, k = self.src_text(v, width, None, None)
                else:
                    text, k = _reg("v", v, width), "vgpr"
                text = self._srcmod(kind, x, 1, text)
                operands.append(Operand(k, text, reg=v, width=width, field=name))
            elif name == "vdst":
                operands.append(Operand("vgpr", _reg("v", f["vdst"], width), reg=f["vdst"],
                                        width=width, field=name))
            else:
                operands.append(Operand("text", "?"))
        return operands

    @staticmethod
    def _srcmod(kind: str, x: dict, i: int, text: str) -> str:
        if x.get(f"src{i}_abs"):
            text = f"|{text}|"
        if x.get(f"src{i}_neg"):
            text = "-" + text
        if kind == "sdwa" and x.get(f"src{i}_sext"):
            text = f"sext({text})"
        return text

    @classmethod
    def _dpp_ctrl(cls, c: int) -> str:
        if c <= 0xFF:
            return "quad_perm:[" + ",".join(str((c >> (2 * i)) & 3) for i in range(4)) + "]"
        for first, last, name in cls._DPP_SPANS:
            if first <= c <= last:
                return f"{name}:{c & 15}"
        named = cls._DPP_NAMED.get(c)
        return named if named is not None else f"dpp_ctrl:0x{c:x}"

    # -- branch targets ---------------------------------------------------------------
    @staticmethod
    def is_branch(inst: Instruction) -> bool:
        return inst.format == "SOPP" and inst.mnemonic.startswith(_BRANCHES) and bool(
            inst.operands)


def decode_one(data: bytes, target: str, pos: int = 0) -> Instruction:
    """Decode the single instruction at ``pos``."""
    return Decoder(target).decode_at(data, pos)


def decode(data: bytes | memoryview, target: str, address: int = 0) -> list[Instruction]:
    """Decode every instruction in ``data`` (machine code for ``target``).

    Unknown words become ``.long`` pseudo-instructions; decoding never stops
    early.  Branch instructions carry their destination in ``target``
    (``address`` is the address of ``data[0]``).
    """
    return decode_with(_decoder(target), data, address)


def decode_with(dec: Decoder, data: bytes | memoryview, address: int = 0) -> list[Instruction]:
    """:func:`decode` with a given decoder (of any generation)."""
    out = []
    pos = 0
    n = len(data)
    while pos < n:
        inst = dec.decode_at(data, pos)
        if Decoder.is_branch(inst):
            simm = inst.operands[0].value
            if simm is not None:
                dest = address + pos + 4 + ((simm ^ 0x8000) - 0x8000) * 4
                inst = _with_target(inst, dest)
        out.append(inst)
        pos += inst.size
    return out


def _with_target(inst: Instruction, dest: int) -> Instruction:
    return Instruction(inst.mnemonic, inst.operands, inst.modifiers, inst.size, inst.format,
                       inst.words, inst.opcode, dest, inst.fields)


_DECODERS: dict[str, Decoder] = {}


def cached_decoder(make, target: str, cache: dict):
    """The one ``make(target)`` kept in ``cache`` (decoders and encoders memoize their work)."""
    d = cache.get(target)
    if d is None:
        d = cache[target] = make(target)
    return d


def _make_decoder(target: str) -> Decoder:
    from .listing_rdna import decoder_for, is_rdna

    t = str(target).rsplit("--", 1)[-1]
    return decoder_for(t) if is_rdna(t) else Decoder(target)


def _decoder(target: str) -> Decoder:
    return cached_decoder(_make_decoder, target, _DECODERS)


_ = FORMAT_BY_NAME  # re-exported for tools


def waitcnt_text(vm: int, exp: int, lgkm: int, *, vm_all: int, lgkm_all: int) -> str:
    """``s_waitcnt``'s operand as llvm-objdump prints it: the counters that wait (a counter at
    its all-ones value does not), or all three when none does.  Each generation packs the
    counters differently and passes them unpacked with its all-ones values."""
    parts = []
    if vm != vm_all:
        parts.append(f"vmcnt({vm})")
    if exp != 7:
        parts.append(f"expcnt({exp})")
    if lgkm != lgkm_all:
        parts.append(f"lgkmcnt({lgkm})")
    if not parts:
        return f"vmcnt({vm}) expcnt({exp}) lgkmcnt({lgkm})"
    return " ".join(parts)
