"""Encoding an MCInst into machine code, as LLVM's AMDGPU code emitter does.

Each operand's value goes through its operand type's encoder (register hardware encodings,
inline constants, SDWA sources, SMEM offsets, ...) and its bits land where the instruction's
encoding (``InstDesc.vars``, from TableGen's ``Inst`` field) puts them; a literal follows the
instruction.  The result carries the bytes and the fixups an assembler must resolve.
"""

from __future__ import annotations

from . import literals as L
from .db import InstDesc, Subtarget
from .mc import LitExpr, MCInst, OperandValue, Reg

__all__ = ["Encoded", "Fixup", "RegisterPatch", "encode"]


class Fixup:
    """A value the encoding leaves open: ``offset`` in the instruction's bytes, the
    expression, and ``kind`` ("sopp_br"; "data_4"/"pcrel_4" for a 32-bit literal,
    "data_8"/"pcrel_8" for a 64-bit one: a plain or a PC-relative fixup, as llvm-mc's code
    emitter chooses, needsPCRel)."""

    __slots__ = ("offset", "expr", "kind")

    def __init__(self, offset: int, expr: OperandValue, kind: str) -> None:
        self.offset = offset
        self.expr = expr
        self.kind = kind

    def __repr__(self) -> str:
        return f"Fixup({self.offset}, {self.expr}, {self.kind})"


class RegisterPatch:
    """An instruction's encoding with the bits of some register operands (and plain integer
    fields) left out: the word without them, each such operand's (index, bit runs, the bits
    each of its values sets), the word's size, the bytes after it (a literal) and the fixups,
    which those operands do not change."""

    __slots__ = ("base", "fixups", "runs", "size", "tail")

    def __init__(self, base: int, runs: list[tuple[int, list[tuple[int, int, int]]]],
                 size: int, tail: bytes, fixups: list[Fixup]) -> None:
        self.base = base
        # (a register or integer -> the bits it sets in the word: such an operand's bits
        # depend only on the instruction and its value; register_patch refuses the encodings
        # that read more)
        self.runs: list[tuple[int, list[tuple[int, int, int]], dict[OperandValue, int]]] = [
            (i, bit_runs, {}) for i, bit_runs in runs]
        self.size = size
        self.tail = tail
        self.fixups = fixups


class Encoded:
    """An encoded instruction: ``data`` (bytes) and ``fixups``."""

    __slots__ = ("data", "fixups", "inst")

    def __init__(self, data: bytes, fixups: list[Fixup], inst: MCInst) -> None:
        self.data = data
        self.fixups = fixups
        self.inst = inst


#: the encoder methods (besides the default) that give a plain integer operand as it is
_PLAIN_FIELD_ENCODERS = frozenset(("", "getSMEMOffsetEncoding"))

#: 16-bit operands whose 32-bit literal keeps only the low half (encode32BitLiteral, LLVM 22)
_LIT16_TYPES = frozenset(["OPERAND_REG_IMM_BF16", "OPERAND_REG_IMM_FP16",
                          "OPERAND_REG_INLINE_C_BF16", "OPERAND_REG_INLINE_C_FP16"])


def _needs_pcrel(e: OperandValue) -> bool:
    op = getattr(e, "op", None)
    if op == "sym":
        name = str(e.a)
        return not (name.endswith("@abs32@lo") or name.endswith("@abs32@hi"))
    if op in (None, "num"):
        return False
    if e.b is None:
        return _needs_pcrel(e.a)
    if op == "-":
        return False
    return _needs_pcrel(e.a) or _needs_pcrel(e.b)


class Emitter:
    """The code emitter for one subtarget."""

    def __init__(self, st: Subtarget) -> None:
        self.st = st
        self.regs = st.regs
        self.inv2pi = st.has("FeatureInv2PiInlineImm")
        self.vop3_literal = st.has("FeatureVOP3Literal")
        self.lit64 = st.has("Feature64BitLiterals")
        self.gfx11_plus = st.is_gfx11_plus
        rc = st.regclasses
        self.agpr = frozenset().union(*(rc[n].members for n in rc
                                        if n.startswith(("AGPR_", "AReg_"))))
        self.sgpr_like = None
        self.exec_lo = self.regs.by_name["EXEC_LO"]
        self.vcc = (self.regs.by_name["VCC"], self.regs.by_name["VCC_LO"])
        rules = st.llvm
        #: the release's value of unused VALU source fields (None: the tables' constant)
        self.unused_src_fill = rules.unused_src_fill if st.is_gfx10_plus else None
        self.lit_prefers_32 = rules.lit_prefers_32
        self._unused_src: dict[int, int] = {}

    def reg_value(self, r: int) -> int:
        enc = self.regs.encoding[r]
        return (enc & 0xFF) | (enc & 0x100)

    def is_sgpr(self, r: int) -> bool:
        return self.regs.bank[r] in ("s", "ttmp") or (
            not self.regs.bank[r] and not (self.regs.encoding[r] & 0x100))

    def lit(self, desc: InstDesc, i: int, v: OperandValue) -> int | None:
        """getLitEncoding of operand ``i`` (None: not an immediate)."""
        od = desc.opdefs[i]
        t = od.type if od else ""
        if type(v) is Reg:
            return None
        if type(v) is not int:
            # an expression, or LLVM 22's lit()/lit64(): a literal (64-bit for a 64-bit
            # operand where Feature64BitLiterals allows one); a constant for KIMM operands
            if t in L.KIMM_TYPES:
                return v.value if type(v) is LitExpr else 0
            if (self.lit_prefers_32 and type(v) is LitExpr and v.kind == "lit"
                    and L.lit32(v.value, t) is not None):
                return 255
            return 254 if self.lit64 and L.operand_size(t) == 8 else 255
        can64 = self.lit64 and not ({"VOP3", "VOP3P"} & desc.flags)
        return L.lit_encoding(t, v, self.inv2pi, can64, self.gfx11_plus, "imm" in desc.named)

    def op_value(self, inst: MCInst, i: int, fixups: list[Fixup]) -> int:
        desc = inst.desc
        v = inst.ops[i]
        od = desc.opdefs[i]
        enc = od.encode if od else ""
        if enc == "getSOPPBrEncoding" and type(v) not in (int, Reg):
            fixups.append(Fixup(0, v, "sopp_br"))
            return 0
        if enc == "getSDWASrcEncoding":
            if type(v) is Reg:
                return (self.regs.encoding[v] & 0xFF) | (0x100 if self.is_sgpr(v) else 0)
            e = self.lit(desc, i, v)
            return (e if e is not None else 0) | 0x100
        if enc == "getSDWAVopcDstEncoding":
            if v in self.vcc:
                return 0
            dst: int = self.regs.encoding[v]
            return (dst & 0x7F) | 0x80
        if enc == "getAVOperandEncoding":
            av: int = self.regs.encoding[v]
            return (av & 0xFF) | (av & 0x100) | ((1 << 9) if v in self.agpr else 0)
        if enc == "getMachineOpValueT16Lo128":
            if type(v) is Reg:
                e = self.regs.encoding[v]
                return (0x100 if e & 0x100 else 0) | (0x80 if e & 0x200 else 0) | (e & 0xFF)
            return self._common(inst, i, v, fixups)
        if type(v) is Reg:
            val = self.reg_value(v)
            if enc == "getMachineOpValueT16":
                return val
            return val
        val = self._common(inst, i, v, fixups)
        if enc == "getMachineOpValueT16":
            val = self._t16_mods(inst, i, val)
        return val

    def _t16_mods(self, inst: MCInst, i: int, val: int) -> int:
        desc = inst.desc
        names = desc.ops
        name = names[i]
        if name not in ("src0_modifiers", "src1_modifiers", "src2_modifiers"):
            return val
        src = desc.named.get(name[:4])
        if name == "src0_modifiers":
            d = desc.named.get("vdst")
            if d is not None and type(inst.ops[d]) is Reg and self.regs.encoding[inst.ops[d]] & 0x200:
                val |= 8
        if src is None or src >= len(inst.ops):
            return val
        s = inst.ops[src]
        if type(s) is not Reg or self.is_sgpr(s):
            return val
        if self.regs.encoding[s] & 0x200:
            val |= 4
        return val

    def _common(self, inst: MCInst, i: int, v: OperandValue, fixups: list[Fixup]) -> int:
        desc = inst.desc
        if type(v) is not int and type(v) is not Reg and type(v) is not LitExpr:
            # a symbol's value (LLVM 22's lit()/lit64() carry theirs: no relocation)
            kind = "pcrel_4" if _needs_pcrel(v) else "data_4"
            fixups.append(Fixup(desc.size, v, kind))
        od = desc.opdefs[i]
        if od and od.type in L.SRC_TYPES:
            e = self.lit(desc, i, v)
            return e if e is not None else 0
        if type(v) is int:
            return v
        return 0

    def _fields(self, inst: MCInst, fixups: list[Fixup], skip: frozenset[int] = frozenset()
                ) -> int:
        """The instruction word: the encoding's constant bits and each operand's bits (but
        those of the operands at the indices ``skip``)."""
        desc = inst.desc
        value = desc.value
        named = desc.named
        for var, runs in desc.vars.items():
            i = named.get(var)
            if i is None or i >= len(inst.ops) or i in skip:
                continue
            ov = self.op_value(inst, i, fixups)
            for ilsb, vlsb, width in runs:
                value |= ((ov >> vlsb) & ((1 << width) - 1)) << ilsb
        flags = desc.flags
        # LLVM 22: matrix B's format, scale and reuse operands take op_sel_hi's bits
        if (("VOP3P" in flags or desc.name in ("V_ACCVGPR_READ_B32_vi", "V_ACCVGPR_WRITE_B32_vi"))
                and not {"matrix_b_fmt", "matrix_b_scale", "matrix_b_reuse"} & named.keys()):
            value |= self._implicit_op_sel_hi(desc)
        if self.st.is_gfx10_plus and "VOP3" in flags and "EXEC" in desc.defs:
            value |= self.regs.encoding[self.exec_lo] & 0xFF
        if self.unused_src_fill is not None and "VOP3" in flags:
            unused = self._unused_src.get(desc.id)
            if unused is None:
                unused = self._unused_src[desc.id] = _unused_src_fields(desc)
            if unused:
                fill = self.unused_src_fill
                for lsb in _SRC_FIELDS:
                    if unused & (1 << lsb):
                        value = (value & ~(0x1FF << lsb)) | (fill << lsb)
        return value

    def register_patch(self, inst: MCInst, slots: frozenset[int],
                       numbers: frozenset[int] = frozenset(),
                       encoded: Encoded | None = None) -> RegisterPatch | None:
        """How to encode ``inst`` again with other registers at the operand indices ``slots``
        (and other integers at the indices ``numbers``) by setting only their bits, or None
        when the encoding reads those registers anywhere else (true16 modifier bits, gfx10+
        image address bytes) or one of those integers is not a plain field of the word (a
        source operand's inline constant or literal, a branch target).  ``encoded``: what
        :meth:`encode` gave for ``inst``, when the caller has it (not made again)."""
        desc = inst.desc
        if self.st.is_gfx10_plus and "MIMG" in desc.flags:
            return None
        # (loops, not any(...): a call each in Python 3.11, at every new shape's first reuse)
        for od in desc.opdefs:
            if od and od.encode == "getMachineOpValueT16":
                return None
        named = desc.named
        for slot in slots:
            if type(inst.ops[slot]) is not Reg:
                return None
        for k in numbers:
            od = desc.opdefs[k]
            # (op_value gives such an integer itself: its bits are the field's, and nothing
            # else -- another field, the literal after the word -- reads it)
            if type(inst.ops[k]) is not int or od is None or od.type in L.SRC_TYPES or \
                    od.encode not in _PLAIN_FIELD_ENCODERS:
                return None
        slots |= numbers
        enc = encoded if encoded is not None else self.encode(inst)
        base = self._fields(inst, [], slots)
        runs = [(i, runs) for var, runs in desc.vars.items()
                if (i := named.get(var)) is not None and i in slots]
        return RegisterPatch(base, runs, desc.size, enc.data[desc.size:], enc.fixups)

    def encode_patched(self, patch: RegisterPatch, inst: MCInst) -> Encoded:
        """``encode(inst)`` for an instruction that differs from the one ``patch`` was made
        from only in the registers at its slots."""
        value = patch.base
        ops = inst.ops
        for i, runs, known in patch.runs:
            op = ops[i]
            bits = known.get(op)
            if bits is None:
                ov = self.op_value(inst, i, [])
                bits = 0
                for ilsb, vlsb, width in runs:
                    bits |= ((ov >> vlsb) & ((1 << width) - 1)) << ilsb
                known[op] = bits
            value |= bits
        size = patch.size
        data = (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little") + patch.tail
        return Encoded(data, patch.fixups, inst)

    def encode(self, inst: MCInst) -> Encoded:
        desc = inst.desc
        fixups: list[Fixup] = []
        value = self._fields(inst, fixups)
        named = desc.named
        flags = desc.flags
        size = desc.size
        out = bytearray((value & ((1 << (8 * size)) - 1)).to_bytes(size, "little"))
        if self.st.is_gfx10_plus and "MIMG" in flags:
            v0 = named.get("vaddr0")
            sr = named.get("srsrc")
            if v0 is not None and sr is not None:
                extra = sr - v0 - 1
                for k in range(extra):
                    out.append(self.op_value(inst, v0 + 1 + k, fixups) & 0xFF)
                out.extend(b"\0" * ((-extra) & 3))
        if (size > 8 and self.vop3_literal) or (size > 4 and not self.vop3_literal):
            return Encoded(bytes(out), fixups, inst)
        if "imm" in named:
            return Encoded(bytes(out), fixups, inst)
        for i, od in enumerate(desc.opdefs):
            if i >= len(inst.ops) or not od or od.type not in L.SRC_TYPES:
                continue
            v = inst.ops[i]
            e = self.lit(desc, i, v)
            if e is None or e not in (254, 255):
                continue
            is_lit = type(v) is LitExpr
            imm = v if type(v) is int else v.value if is_lit else 0
            if e == 254:
                # a 64-bit literal (LLVM 22, Feature64BitLiterals): the operand's fixup
                # (_common's, at the literal) covers its 8 bytes
                if type(v) is not int and not is_lit:
                    kind = "pcrel_8" if _needs_pcrel(v) else "data_8"
                    for k, f in enumerate(fixups):
                        if f.expr is v:
                            fixups[k] = Fixup(f.offset, v, kind)
                            break
                    else:
                        fixups.append(Fixup(len(out), v, kind))
                out += (imm & 0xFFFFFFFFFFFFFFFF).to_bytes(8, "little")
                break
            if is_lit and L.operand_size(od.type) == 8:
                # a newer release's lit() of a 64-bit operand as a 32-bit literal (lit())
                imm = L.lit32(imm, od.type) or 0
            elif od.type == "OPERAND_REG_IMM_FP64" and not is_lit:
                imm = (imm >> 32) & 0xFFFFFFFF
            elif od.type in _LIT16_TYPES:
                imm &= 0xFFFF
            out += (imm & 0xFFFFFFFF).to_bytes(4, "little")
            break
        return Encoded(bytes(out), fixups, inst)

    @staticmethod
    def _implicit_op_sel_hi(desc: InstDesc) -> int:
        hi0, hi1, hi2 = 1 << 59, 1 << 60, 1 << 14
        if "op_sel_hi" in desc.named:
            if "src2" in desc.named:
                return 0
            if "src1" in desc.named:
                return hi2
            if "src0" in desc.named:
                return hi1 | hi2
        return hi0 | hi1 | hi2


#: the least significant bits of a VOP3/VOP3P word's src0, src1 and src2 fields (9 bits each)
_SRC_FIELDS = (32, 41, 50)


def _unused_src_fields(desc: InstDesc) -> int:
    """The source fields of a gfx10+ VOP3/VOP3P encoding that no operand fills, as a mask of
    their lsb (1 << 32 | ...; 0: none), which a newer LLVM writes as inline constant 0
    (Release.unused_src_fill).  A DPP form's src0 holds the DPP marker (0xfa, 0xe9) and its
    other fields are left alone too, except in the v_cmpx forms (postEncodeVOPCX; they are
    told by their implicit EXEC definition)."""
    if desc.size < 8:
        return 0
    dpp = "DPP" in desc.flags
    if dpp and "EXEC" not in desc.defs:
        return 0
    covered = 0
    for runs in desc.vars.values():
        for ilsb, _vlsb, width in runs:
            covered |= ((1 << width) - 1) << ilsb
    out = 0
    for lsb in _SRC_FIELDS:
        if dpp and lsb == 32:
            continue
        if not covered & (0x1FF << lsb):
            out |= 1 << lsb
    return out


def encode(inst: MCInst, st: Subtarget) -> Encoded:
    return Emitter(st).encode(inst)
