"""MCInst to text, as LLVM 19's AMDGPUInstPrinter prints it (llvm-mc, llvm-objdump).

An instruction is printed from its AsmString: the literal text as it stands, and each operand
reference (``$name``, ``${name}``) through the print method of the operand's type
(``OpDef.print``: printOperand, printOperandAndFPInputMods, printCPol, printHwreg, ...), with
the MCInst index of that operand.  The print methods below are codeobj's own implementation of
the behaviour of llvm/lib/Target/AMDGPU/MCTargetDesc/AMDGPUInstPrinter.cpp, including its
comments on operands that cannot be right (``/*Invalid register, operand has 'VReg_64'
register class*/``).  The symbolic names come from codeobj/isa/operand_tables.py.

Entry points: :func:`printer` ``(subtarget) -> Printer`` and :meth:`Printer.print`
``(MCInst) -> str`` (no leading tab); :func:`print_inst` for one instruction.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache, lru_cache

from . import operand_tables as T
from . import searchable as _tables
from .db import MAIN_RELEASE, InstDesc, Subtarget, registers
from .mc import SEXT_BIT, MCInst, Reg

__all__ = ["Printer", "print_inst", "printer", "register_name"]

#: an operand printer (AMDGPUInstPrinter::print*): appends operand ``i`` of ``mi`` to ``o``
PrintMethod = Callable[[MCInst, int, list[str]], None]
#: an instruction's print program: literal text, and (operand printer, operand index)
_Program = tuple["str | tuple[PrintMethod, int]", ...]

_M32 = 0xFFFFFFFF
_M64 = (1 << 64) - 1

# SISrcMods (SIDefines.h)
_NEG, _ABS, _NEG_HI, _OP_SEL_0, _OP_SEL_1, _DST_OP_SEL = 1, 2, 2, 4, 8, 8

_FLOAT32 = {0x00000000: "0.0", 0x3F800000: "1.0", 0xBF800000: "-1.0", 0x3F000000: "0.5",
            0xBF000000: "-0.5", 0x40000000: "2.0", 0xC0000000: "-2.0", 0x40800000: "4.0",
            0xC0800000: "-4.0"}
_FLOAT64 = {0x0000000000000000: "0.0", 0x3FF0000000000000: "1.0", 0xBFF0000000000000: "-1.0",
            0x3FE0000000000000: "0.5", 0xBFE0000000000000: "-0.5", 0x4000000000000000: "2.0",
            0xC000000000000000: "-2.0", 0x4010000000000000: "4.0",
            0xC010000000000000: "-4.0"}
_FP16 = {0x3C00: "1.0", 0xBC00: "-1.0", 0x3800: "0.5", 0xB800: "-0.5", 0x4000: "2.0",
         0xC000: "-2.0", 0x4400: "4.0", 0xC400: "-4.0"}
_BF16 = {0x3F80: "1.0", 0xBF80: "-1.0", 0x3F00: "0.5", 0xBF00: "-0.5", 0x4000: "2.0",
         0xC000: "-2.0", 0x4080: "4.0", 0xC080: "-4.0"}
_INV2PI32, _INV2PI64, _INV2PI16, _INV2PIBF16 = 0x3E22F983, 0x3FC45F306DC9C882, 0x3118, 0x3E22

#: isInlineValue (AMDGPUBaseInfo.cpp): registers that stand for inline values; the printer does
#: not question their register class
_INLINE_VALUE_REGS = ("SRC_SHARED_BASE_LO", "SRC_SHARED_BASE", "SRC_SHARED_LIMIT_LO",
                      "SRC_SHARED_LIMIT", "SRC_PRIVATE_BASE_LO", "SRC_PRIVATE_BASE",
                      "SRC_PRIVATE_LIMIT_LO", "SRC_PRIVATE_LIMIT", "SRC_POPS_EXITING_WAVE_ID",
                      "SRC_VCCZ", "SRC_EXECZ", "SRC_SCC", "SGPR_NULL",
                      # LLVM 22's (absent from LLVM 19's registers)
                      "SRC_FLAT_SCRATCH_BASE_LO", "SRC_FLAT_SCRATCH_BASE_HI")

# Opcode lists of AMDGPUInstPrinter.cpp: where the printer adds the implicit vcc/vcc_lo
_CO_CI = ("V_ADD_CO_CI_U32", "V_SUB_CO_CI_U32", "V_SUBREV_CO_CI_U32")
#: printVOPDst: after the destination
_VCC_AFTER_DST = frozenset(
    [f"{o}_{k}_gfx10" for o in _CO_CI for k in ("e32", "sdwa", "dpp", "dpp8")]
    + [f"{o}_{k}_{g}" for o in _CO_CI for k in ("e32", "dpp", "dpp8") for g in ("gfx11",
                                                                                 "gfx12")])
#: printRegularOperand: after src1
_VCC_AFTER_SRC1 = frozenset(
    ["V_CNDMASK_B32_e32_gfx10", "V_CNDMASK_B32_dpp8_gfx10", "V_CNDMASK_B32_e32_gfx11",
     "V_CNDMASK_B32_dpp8_gfx11", "V_CNDMASK_B32_e32_gfx12", "V_CNDMASK_B32_dpp_gfx12",
     "V_CNDMASK_B32_dpp8_gfx12", "V_CNDMASK_B32_e32_gfx6_gfx7", "V_CNDMASK_B32_e32_vi"]
    + [f"{o}_{k}_gfx10" for o in _CO_CI for k in ("e32", "dpp", "dpp8")]
    + [f"{o}_{k}_{g}" for o in _CO_CI for k in ("e32", "dpp", "dpp8") for g in ("gfx11",
                                                                                 "gfx12")])
#: printOperandAndFPInputMods: after src1
_VCC_AFTER_FP_SRC1 = frozenset(("V_CNDMASK_B32_sdwa_gfx10", "V_CNDMASK_B32_dpp_gfx10",
                                "V_CNDMASK_B32_dpp_gfx11"))
#: printOperandAndIntInputMods: after src1
_VCC_AFTER_INT_SRC1 = frozenset(f"{o}_sdwa_gfx10" for o in _CO_CI)
#: printBLGP on gfx940: the field is neg:[...]
_BLGP_NEG = frozenset(("V_MFMA_F64_16X16X4F64_gfx940_acd", "V_MFMA_F64_16X16X4F64_gfx940_vcd",
                       "V_MFMA_F64_4X4X4F64_gfx940_acd", "V_MFMA_F64_4X4X4F64_gfx940_vcd"))
#: AMDGPUBaseInfo.cpp isCvt_F32_Fp8_Bf8_e64 and isPermlane16
_CVT_F32_FP8 = frozenset(("V_CVT_F32_BF8_e64_gfx12", "V_CVT_F32_FP8_e64_gfx12",
                          "V_CVT_F32_BF8_e64_dpp_gfx12", "V_CVT_F32_FP8_e64_dpp_gfx12",
                          "V_CVT_F32_BF8_e64_dpp8_gfx12", "V_CVT_F32_FP8_e64_dpp8_gfx12",
                          "V_CVT_PK_F32_BF8_e64_gfx12", "V_CVT_PK_F32_FP8_e64_gfx12"))
_PERMLANE16 = frozenset(("V_PERMLANE16_B32_gfx10", "V_PERMLANEX16_B32_gfx10",
                         "V_PERMLANE16_B32_e64_gfx11", "V_PERMLANEX16_B32_e64_gfx11",
                         "V_PERMLANE16_B32_e64_gfx12", "V_PERMLANEX16_B32_e64_gfx12",
                         "V_PERMLANE16_VAR_B32_e64_gfx12", "V_PERMLANEX16_VAR_B32_e64_gfx12"))

_IMM32_TYPES = frozenset((
    "OPERAND_REG_IMM_INT32", "OPERAND_REG_IMM_FP32", "OPERAND_REG_IMM_FP32_DEFERRED",
    "OPERAND_REG_INLINE_C_INT32", "OPERAND_REG_INLINE_C_FP32", "OPERAND_REG_INLINE_AC_INT32",
    "OPERAND_REG_INLINE_AC_FP32", "OPERAND_REG_IMM_V2INT32", "OPERAND_REG_IMM_V2FP32",
    "OPERAND_REG_INLINE_C_V2INT32", "OPERAND_REG_INLINE_C_V2FP32", "OPERAND_IMMEDIATE",
    "OPERAND_INLINE_SPLIT_BARRIER_INT32"))
_IMM64_INT = frozenset(("OPERAND_REG_IMM_INT64", "OPERAND_REG_INLINE_C_INT64"))
_IMM64_FP = frozenset(("OPERAND_REG_IMM_FP64", "OPERAND_REG_INLINE_C_FP64",
                       "OPERAND_REG_INLINE_AC_FP64"))
_INT16 = frozenset(("OPERAND_REG_INLINE_C_INT16", "OPERAND_REG_INLINE_AC_INT16",
                    "OPERAND_REG_IMM_INT16"))
_FP16_TYPES = frozenset(("OPERAND_REG_INLINE_C_FP16", "OPERAND_REG_INLINE_AC_FP16",
                         "OPERAND_REG_IMM_FP16", "OPERAND_REG_IMM_FP16_DEFERRED"))
_BF16_TYPES = frozenset(("OPERAND_REG_INLINE_C_BF16", "OPERAND_REG_INLINE_AC_BF16",
                         "OPERAND_REG_IMM_BF16", "OPERAND_REG_IMM_BF16_DEFERRED"))
_V2INT16 = frozenset(("OPERAND_REG_IMM_V2INT16", "OPERAND_REG_INLINE_C_V2INT16",
                      "OPERAND_REG_INLINE_AC_V2INT16"))
_V2FP16 = frozenset(("OPERAND_REG_IMM_V2FP16", "OPERAND_REG_INLINE_C_V2FP16",
                     "OPERAND_REG_INLINE_AC_V2FP16"))
_V2BF16 = frozenset(("OPERAND_REG_IMM_V2BF16", "OPERAND_REG_INLINE_C_V2BF16",
                     "OPERAND_REG_INLINE_AC_V2BF16"))

_SDWA_SEL = ("BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD")
_SDWA_UNUSED = ("UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE")
_DELAY_IDS = ("NO_DEP", "VALU_DEP_1", "VALU_DEP_2", "VALU_DEP_3", "VALU_DEP_4", "TRANS32_DEP_1",
              "TRANS32_DEP_2", "TRANS32_DEP_3", "FMA_ACCUM_CYCLE_1", "SALU_CYCLE_1",
              "SALU_CYCLE_2", "SALU_CYCLE_3")
_DELAY_SKIPS = ("SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4")
_GPR_IDX = ("SRC0", "SRC1", "SRC2", "DST")
_SWIZZLE = ("QUAD_PERM", "BITMASK_PERM", "SWAP", "REVERSE", "BROADCAST", "FFT", "ROTATE")
#: the releases whose printSwizzle knows the FFT and rotate modes (offsets 0xc000 and up, gfx9+:
#: LLVM 22; LLVM 19 prints those offsets as numbers)
_SWIZZLE_FFT_ROTATE = {"llvm19": False, "llvm22": True}

_REF = re.compile(r"\$(?:\{(\w+)(?::\w+)?\}|(\w+))")
_NAMED_BIT = re.compile(r'printNamedBit\(MI, OpNo, O, "(\w+)"\)')
#: LLVM 22's printNamedInt lambdas: prefix, hex, always print
_NAMED_INT = re.compile(r'printNamedInt\(MI, OpNo, STI, O, "(\w+)", (true|false), (true|false)\)')


#: WMMA::MatrixFMT, MatrixScale, MatrixScaleFmt (SIDefines.h of LLVM 22)
_MATRIX_FMT = ("", "MATRIX_FMT_BF8", "MATRIX_FMT_FP6", "MATRIX_FMT_BF6", "MATRIX_FMT_FP4")
_MATRIX_SCALE = ("MATRIX_SCALE_ROW0", "MATRIX_SCALE_ROW1")
_MATRIX_SCALE_FMT = ("MATRIX_SCALE_FMT_E8", "MATRIX_SCALE_FMT_E5M3", "MATRIX_SCALE_FMT_E4M3")


def _hex(v: int) -> str:
    """MCInstPrinter::formatHex (C style, lower case)."""
    return f"-0x{-v:x}" if v < 0 else f"0x{v:x}"


def _s32(v: int) -> int:
    v &= _M32
    return v - (1 << 32) if v & 0x80000000 else v


def _s16(v: int) -> int:
    v &= 0xFFFF
    return v - 0x10000 if v & 0x8000 else v


def _s64(v: int) -> int:
    v &= _M64
    return v - (1 << 64) if v >> 63 else v


@cache
def _reg_names(release: str = MAIN_RELEASE) -> list[str]:
    """getRegisterName: the AsmName, else a tuple's v[a:b] spelling, else the record name."""
    r = registers(release)
    out = []
    for i, name in enumerate(r.names):
        if r.asm[i]:
            out.append(r.asm[i])
        elif r.bank[i] and r.width[i] > 1:
            out.append(f"{r.bank[i]}[{r.first[i]}:{r.first[i] + r.width[i] - 1}]")
        else:
            out.append(name if i else "")
    return out


def register_name(reg: int, release: str = MAIN_RELEASE) -> str:
    """The printed name of an LLVM register number (numbers are per release)."""
    return _reg_names(release)[reg]


def _isa_major(st: Subtarget) -> int:
    """IsaVersion::Major of the processor (the family's number; 'generic' counts as gfx6)."""
    return int(st.family_name[3:])


class Printer:
    """AMDGPUInstPrinter for one subtarget."""

    def __init__(self, st: Subtarget) -> None:
        self.st = st
        feats = st.features
        self.feats = feats
        self.names = _reg_names(st.release)
        self.release = st.release
        self.sext_bit = SEXT_BIT[st.release]
        regs = st.regs
        self.regs = regs
        # (the subtarget's generation predicates, kept here under the printer's names)
        self.si_ci = st.is_si or st.is_ci
        self.vi = st.is_vi
        self.gfx9 = st.is_gfx9
        self.gfx10 = st.is_gfx10
        self.gfx11 = st.is_gfx11
        self.gfx12 = st.is_gfx12
        self.gfx11_plus = st.is_gfx11_plus
        self.gfx10_plus = st.is_gfx10_plus
        self.gfx90a = st.is_gfx90a
        self.gfx940 = st.is_gfx940
        self.inv2pi = "FeatureInv2PiInlineImm" in feats
        self.r128a16 = "FeatureR128A16" in feats
        self.major = _isa_major(st)
        self.vcc_name = self.names[regs.by_name["VCC" if "FeatureWavefrontSize64" in feats
                                                else "VCC_LO"]]
        fam = st.family
        self.family = fam
        vt = _tables._family_extras(fam.name, fam.release)["vop_tables"]
        self.vop1, self.vop2, self.vop3 = vt.get("VOP1", {}), vt.get("VOP2", {}), vt.get("VOP3",
                                                                                         {})
        self.vopc_asm_only = vt.get("VOPCAsmOnly", {})
        self.inline_regs = frozenset(regs.by_name[n] for n in _INLINE_VALUE_REGS
                                     if n in regs.by_name)
        self.programs: dict[int, _Program] = {}
        self._op_texts: dict[tuple[int, int, int, bool], str] = {}
        self._after: dict[int, tuple[int, int]] = {}
        self._rc_members: dict[str, frozenset[int]] = {}
        self._vgpr_low: dict[tuple[int, int, str], int] = {}
        # waitcnt layout (AMDGPUBaseInfo.cpp get*BitShift/Width of IsaVersion::Major)
        m = self.major
        self.vm_lo = (10, 6) if m >= 11 else (0, 4)
        self.vm_hi_w = 2 if m in (9, 10) else 0
        self.exp_sh = 0 if m >= 11 else 4
        self.lgkm = (4 if m >= 11 else 8, 6 if m >= 10 else 4)
        self.depctr = [d for d in T.DEPCTR if T.holds(d[5], feats)]

    # -- programs ------------------------------------------------------------------------------
    def print(self, mi: MCInst) -> str:
        """The text of ``mi`` (printInstruction), without the leading tab."""
        prog = self.programs.get(mi.desc.id)
        if prog is None:
            prog = self.programs[mi.desc.id] = self._compile(mi.desc)
        out: list[str] = []
        for item in prog:
            if isinstance(item, str):
                out.append(item)
            else:
                item[0](mi, item[1], out)
        return "".join(out)

    def print_parts(self, mi: MCInst) -> list[tuple[int, str, str]]:
        """The pieces :meth:`print` joins: ``(operand index, text, mods)`` for each operand the
        AsmString names (``mods`` "fp"/"int" when the piece is a source modifier operand
        printed with the value that follows it, else ""), ``(-1, text, "")`` for the
        AsmString's own text.  ``"".join(text for ...)`` is :meth:`print`'s result."""
        prog = self.programs.get(mi.desc.id)
        if prog is None:
            prog = self.programs[mi.desc.id] = self._compile(mi.desc)
        fp, integer = self.printOperandAndFPInputMods, self.printOperandAndIntInputMods
        parts: list[tuple[int, str, str]] = []
        for item in prog:
            if isinstance(item, str):
                parts.append((-1, item, ""))
                continue
            out: list[str] = []
            item[0](mi, item[1], out)
            mods = "fp" if item[0] == fp else "int" if item[0] == integer else ""
            parts.append((item[1], "".join(out), mods))
        return parts

    def _compile(self, desc: InstDesc) -> _Program:
        prog: list[str | tuple[PrintMethod, int]] = []
        asm = _variant0(desc.asm)
        pos = 0
        for m in _REF.finditer(asm):
            if m.start() > pos:
                prog.append(asm[pos:m.start()])
            pos = m.end()
            name = m.group(1) or m.group(2)
            i = desc.named.get(name)
            if i is None:
                continue
            od = desc.opdefs[i]
            method = self._method(od.print if od is not None else "")
            if self._plain_operand(desc, i, method):
                method = self._plain
            prog.append((method, i))
        if pos < len(asm):
            prog.append(asm[pos:])
        return tuple(prog)

    def _plain_operand(self, desc: InstDesc, i: int, method: PrintMethod) -> bool:
        """Whether printOperand/printRegularOperand of operand ``i`` prints only the operand
        (no implied vcc before or after it, no MTBUF format after it)."""
        if method == self.printOperand:
            if (i == 0 or (i == 1 and "DPP" in desc.flags and "src0_modifiers" in desc.named)) \
                    and "VOPC" in desc.flags and desc.name not in self.vopc_asm_only \
                    and self._defines_vcc(desc):
                return False
        elif method != self.printRegularOperand:
            return False
        if desc.name in _VCC_AFTER_SRC1 and i == desc.named.get("src1", -1):
            return False
        return not ("MTBUF" in desc.flags and i == desc.named.get("soffset", -1))

    def _plain(self, mi: MCInst, i: int, o: list[str]) -> None:
        """printRegularOperand of an operand with nothing printed around it."""
        ops = mi.ops
        if i < len(ops):
            op = ops[i]
            t = type(op)
            if t is Reg or t is int:
                key = (mi.desc.id, i, op, t is Reg)
                text = self._op_texts.get(key)
                if text is None:
                    if len(self._op_texts) > 1 << 20:
                        self._op_texts.clear()
                    text = self._op_texts[key] = self._operand_text(mi.desc, i, op)
                o.append(text)
                return
        self.printRegularOperand(mi, i, o)

    def _method(self, print_method: str) -> PrintMethod:
        if not print_method:
            return self.printOperand
        m = _NAMED_BIT.search(print_method)
        if m:
            bit = " " + m.group(1)

            def named_bit(mi: MCInst, i: int, o: list[str], bit: str = bit) -> None:
                if _imm(mi, i):
                    o.append(bit)
            return named_bit
        m = _NAMED_INT.search(print_method)
        if m:
            prefix, in_hex, always = m.group(1), m.group(2) == "true", m.group(3) == "true"

            def named_int(mi: MCInst, i: int, o: list[str], prefix: str = prefix,
                          in_hex: bool = in_hex, always: bool = always) -> None:
                v = _imm(mi, i)
                if always or v:
                    o.append(f" {prefix}:{_hex(v) if in_hex else v}")
            return named_int
        got: PrintMethod | None = getattr(self, print_method, None)
        if got is None:
            return self._unknown_method(print_method)
        return got

    @staticmethod
    def _unknown_method(name: str) -> PrintMethod:
        def unknown(mi: MCInst, i: int, o: list[str]) -> None:
            o.append(f"/*{name}?*/")
        return unknown

    # -- registers and immediates -------------------------------------------------------------
    def _members(self, rc: str) -> frozenset[int]:
        got = self._rc_members.get(rc)
        if got is None:
            c = self.st.regclasses.get(rc)
            got = self._rc_members[rc] = c.members if c is not None else frozenset()
        return got

    def printRegularOperand(self, mi: MCInst, i: int, o: list[str]) -> None:
        ops = mi.ops
        if i >= len(ops):
            o.append(f"/*Missing OP{i}*/")
            return
        op = ops[i]
        desc = mi.desc
        t = type(op)
        if t is Reg or t is int:
            key = (desc.id, i, op, t is Reg)
            text = self._op_texts.get(key)
            if text is None:
                if len(self._op_texts) > 1 << 20:
                    self._op_texts.clear()
                text = self._op_texts[key] = self._operand_text(desc, i, op)
            o.append(text)
        else:
            o.append(str(op))
        after = self._after.get(desc.id)
        if after is None:
            after = self._after[desc.id] = (
                desc.named.get("src1", -1) if desc.name in _VCC_AFTER_SRC1 else -1,
                desc.named.get("soffset", -1) if "MTBUF" in desc.flags else -1)
        if i == after[0]:
            self._default_vcc(i == 0, o)
        if i == after[1]:
            self._symbolic_format(mi, o)

    def _operand_text(self, desc: InstDesc, i: int, op: int) -> str:
        """printRegularOperand's text of a register or immediate operand."""
        od = desc.opdefs[i] if i < len(desc.opdefs) else None
        if type(op) is Reg:
            text = self.names[op]
            if self.regs.bank[op] == "v" and self.regs.first[op] >= 256:
                text = self._vgpr_low_text(op)
            rc = od.regclass if od is not None else None
            if rc:
                g = _tables._generic_reg(op, self.release)
                if g not in self._members(rc) and g not in self.inline_regs:
                    text += f"/*Invalid register, operand has '{rc}' register class*/"
            return text
        ty = od.type if od is not None else "OPERAND_UNKNOWN"
        if not ty and od is not None and od.kind in ("regclass", "regop"):
            ty = "OPERAND_REGISTER"
        return self._imm_text(op, ty)

    def _vgpr_low_text(self, reg: int) -> str:
        """printRegOperand (LLVM 22) of a VGPR 256 and up: the register of the same class
        with its low 8 bits (what the instruction encodes), then its own name as a comment
        (getRegForPrinting)."""
        regs = self.regs
        table = self._vgpr_low
        if not table:
            for r, b in enumerate(regs.bank):
                if b == "v" and regs.first[r] < 256:
                    table.setdefault((regs.first[r], regs.width[r], regs.half[r]), r)
        low = table.get((regs.first[reg] % 256, regs.width[reg], regs.half[reg]))
        if low is None:
            return self.names[reg]
        return f"{self.names[low]} /*{self.names[reg]}*/"

    def _imm_text(self, v: int, ty: str) -> str:
        if ty in _IMM32_TYPES:
            return self._imm32(v)
        if ty in _IMM64_INT:
            return self._imm64(v, False)
        if ty in _IMM64_FP:
            return self._imm64(v, True)
        if ty in _INT16:
            return self._imm_int16(v)
        if ty in _FP16_TYPES:
            return self._imm_f16(v)
        if ty in _BF16_TYPES:
            return self._imm_bf16(v)
        if ty in _V2INT16 or ty in _V2FP16 or ty in _V2BF16:
            return self._imm_v216(v, ty)
        if ty in ("OPERAND_UNKNOWN", "OPERAND_PCREL"):
            return str(v)
        if ty == "OPERAND_REGISTER":
            return self._imm32(v) + "/*Invalid immediate*/"
        return self._imm32(v)  # llvm_unreachable in LLVM

    def _float32(self, v: int) -> str | None:
        got = _FLOAT32.get(v)
        if got is None and v == _INV2PI32 and self.inv2pi:
            return "0.15915494"
        return got

    def _imm32(self, v: int) -> str:
        s = _s32(v)
        if -16 <= s <= 64:
            return str(s)
        u = v & _M32
        return self._float32(u) or _hex(u)

    def _imm64(self, v: int, fp: bool) -> str:
        s = _s64(v)
        if -16 <= s <= 64:
            return str(s)
        u = v & _M64
        got = _FLOAT64.get(u)
        if got is not None:
            return got
        if u == _INV2PI64 and self.inv2pi:
            return "0.15915494309189532"
        if fp and not u & _M32:
            return _hex(u >> 32)
        return _hex(u)  # printLiteral64: LLVM 22's 64-bit literals print whole

    def _imm_int16(self, v: int) -> str:
        s = _s32(v)
        if -16 <= s <= 64:
            return str(s)
        u = v & _M32
        return self._float32(u) or _hex(u & 0xFFFF)

    def _fp16(self, h: int) -> str | None:
        got = _FP16.get(h)
        if got is None and h == _INV2PI16 and self.inv2pi:
            return "0.15915494"
        return got

    def _bf16(self, h: int) -> str | None:
        got = _BF16.get(h)
        if got is None and h == _INV2PIBF16 and self.inv2pi:
            return "0.15915494"
        return got

    def _imm_f16(self, v: int) -> str:
        s = _s16(v)
        if -16 <= s <= 64:
            return str(s)
        h = v & 0xFFFF
        return self._fp16(h) or _hex(h)

    def _imm_bf16(self, v: int) -> str:
        s = _s16(v)
        if -16 <= s <= 64:
            return str(s)
        return self._bf16(v & 0xFFFF) or _hex(v & _M32)

    def _imm_v216(self, v: int, ty: str) -> str:
        s = _s32(v)
        if -16 <= s <= 64:
            return str(s)
        u = v & _M32
        if ty in _V2INT16:
            got = self._float32(u)
        elif ty in _V2FP16:
            got = self._fp16(u) if u <= 0xFFFF else None
        else:
            got = self._bf16(u) if u <= 0xFFFF else None
        return got or _hex(u)

    # -- operands with implied vcc ----------------------------------------------------------------
    def _default_vcc(self, first: bool, o: list[str]) -> None:
        if not first:
            o.append(", ")
        o.append(self.vcc_name)
        if first:
            o.append(", ")

    def _defines_vcc(self, desc: InstDesc) -> bool:
        return "VCC" in desc.defs or "VCC_LO" in desc.defs

    def _needs_implied_vcc(self, desc: InstDesc, i: int) -> bool:
        return (i == 0 and "DPP" in desc.flags and "VOPC" in desc.flags
                and desc.name not in self.vopc_asm_only and self._defines_vcc(desc))

    def printOperand(self, mi: MCInst, i: int, o: list[str]) -> None:
        desc = mi.desc
        if ((i == 0 or (i == 1 and "DPP" in desc.flags and "src0_modifiers" in desc.named))
                and "VOPC" in desc.flags and desc.name not in self.vopc_asm_only
                and self._defines_vcc(desc)):
            self._default_vcc(True, o)
        self.printRegularOperand(mi, i, o)

    def printFP64ImmOperand(self, mi: MCInst, i: int, o: list[str]) -> None:
        """LLVM 22: the 64-bit K of v_fmamk_f64/v_fmaak_f64 (printLiteral64 as FP)."""
        v = mi.ops[i] if i < len(mi.ops) else 0
        if type(v) is not int:
            o.append(str(v))
            return
        u = v & _M64
        o.append(_hex(u >> 32) if not u & _M32 else _hex(u))

    def printAVLdSt32Align2RegOp(self, mi: MCInst, i: int, o: list[str]) -> None:
        """LLVM 22: a 32-bit data operand held in an even-aligned pair prints as its sub0."""
        reg = mi.ops[i] if i < len(mi.ops) else None
        if type(reg) is not Reg:
            self.printRegularOperand(mi, i, o)
            return
        regs = registers(self.release)
        name = regs.names[reg]
        if "_" in name and regs.width[_tables._generic_reg(reg, self.release)] > 1:
            reg = Reg(regs.by_name.get(name.split("_", 1)[0], reg))
        o.append(self.names[reg])

    def printVOPDst(self, mi: MCInst, i: int, o: list[str]) -> None:
        desc = mi.desc
        if i == 0:
            f = desc.flags
            name = desc.name
            if "VOP3" in f and "DPP" in f:
                o.append("_e64_dpp")
            elif "VOP3" in f:
                if not self.vop3.get(name, 1):
                    o.append("_e64")
            elif "DPP" in f:
                o.append("_dpp")
            elif "SDWA" in f:
                o.append("_sdwa")
            elif ("VOP1" in f and not self.vop1.get(name, 1)) or (
                    "VOP2" in f and not self.vop2.get(name, 1)):
                o.append("_e32")
            o.append(" ")
        self.printRegularOperand(mi, i, o)
        if desc.name in _VCC_AFTER_DST:
            self._default_vcc(False, o)

    def printVINTRPDst(self, mi: MCInst, i: int, o: list[str]) -> None:
        o.append(" " if self.si_ci else "_e32 ")
        self.printRegularOperand(mi, i, o)

    def printOperandAndFPInputMods(self, mi: MCInst, i: int, o: list[str]) -> None:
        desc = mi.desc
        if self._needs_implied_vcc(desc, i):
            self._default_vcc(True, o)
        mods = _imm(mi, i)
        neg_mnemo = False
        if mods & _NEG:
            if i + 1 < len(mi.ops) and not mods & _ABS:
                neg_mnemo = type(mi.ops[i + 1]) is int
            o.append("neg(" if neg_mnemo else "-")
        if mods & _ABS:
            o.append("|")
        self.printRegularOperand(mi, i + 1, o)
        if mods & _ABS:
            o.append("|")
        if neg_mnemo:
            o.append(")")
        if desc.name in _VCC_AFTER_FP_SRC1 and i + 1 == desc.named.get("src1", -1):
            self._default_vcc(i == 0, o)

    def printOperandAndIntInputMods(self, mi: MCInst, i: int, o: list[str]) -> None:
        desc = mi.desc
        if self._needs_implied_vcc(desc, i):
            self._default_vcc(True, o)
        mods = _imm(mi, i) & self.sext_bit
        if mods:
            o.append("sext(")
        self.printRegularOperand(mi, i + 1, o)
        if mods:
            o.append(")")
        if desc.name in _VCC_AFTER_INT_SRC1 and i + 1 == desc.named.get("src1", -1):
            self._default_vcc(i == 0, o)

    # -- plain immediates -----------------------------------------------------------------------
    def printU4ImmOperand(self, mi: MCInst, i: int, o: list[str]) -> None:
        o.append(_hex(_imm(mi, i) & 0xF))

    def printU16ImmOperand(self, mi: MCInst, i: int, o: list[str]) -> None:
        op = mi.ops[i] if i < len(mi.ops) else 0
        if type(op) is not int:
            o.append(str(op))
            return
        if -0x8000 <= op <= 0xFFFF:
            o.append(_hex(op & 0xFFFF))
        else:
            o.append(_hex(op & _M32))

    def printU32ImmOperand(self, mi: MCInst, i: int, o: list[str]) -> None:
        o.append(_hex(_imm(mi, i) & _M32))

    def printEndpgm(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i) & 0xFFFF
        if v:
            o.append(f" {v}")

    def printByteSel(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i) & 0xFF
        if v:
            o.append(f" byte_sel:{v}")

    # -- memory operands ------------------------------------------------------------------------
    def printOffset(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i) & _M32
        if v:
            o.append(" offset:")
            if self.gfx12 and mi.desc.flags & {"MUBUF", "MTBUF"}:
                o.append(str(v - (1 << 24) if v & 0x800000 else v & 0xFFFFFF))
            else:
                o.append(str(v & 0xFFFF))

    def printFlatOffset(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i) & _M32
        if v:
            o.append(" offset:")
            if mi.desc.flags & {"FlatGlobal", "FlatScratch"} or self.gfx12:
                bits = 12 if self.gfx10 else 24 if self.gfx12 else 13
                v &= (1 << bits) - 1
                o.append(str(v - (1 << bits) if v >> (bits - 1) else v))
            else:
                o.append(str(v & 0xFFFF))

    def printOffset0(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i)
        if v:
            o.append(f" offset0:{v & 0xFF}")

    def printOffset1(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i)
        if v:
            o.append(f" offset1:{v & 0xFF}")

    def printSMRDOffset8(self, mi: MCInst, i: int, o: list[str]) -> None:
        self.printU32ImmOperand(mi, i, o)

    def printSMRDLiteralOffset(self, mi: MCInst, i: int, o: list[str]) -> None:
        self.printU32ImmOperand(mi, i, o)

    def printSMEMOffset(self, mi: MCInst, i: int, o: list[str]) -> None:
        o.append(_hex(_imm(mi, i)))

    def printSMEMOffsetMod(self, mi: MCInst, i: int, o: list[str]) -> None:
        o.append(" offset:")
        self.printSMEMOffset(mi, i, o)

    def printCPol(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i)
        if self.gfx12:
            # CPol::SCAL and CPol::NV: LLVM 22's bits (LLVM 19's tables never set them)
            if v & 0x800:
                o.append(" scale_offset")
            self._th(mi, v & 7, v & 0x18, o)
            self._scope(v & 0x18, o)
            if v & 0x20:
                o.append(" nv")
            return
        if v & 1:
            o.append(" sc0" if self.gfx940 and "SMRD" not in mi.desc.flags else " glc")
        if v & 2:
            o.append(" nt" if self.gfx940 else " slc")
        if v & 4 and self.gfx10_plus:
            o.append(" dlc")
        if v & 16 and self.gfx90a:
            o.append(" sc1" if self.gfx940 else " scc")
        if v & ~0x1F:
            o.append(" /* unexpected cache policy bit */")

    def _th(self, mi: MCInst, th: int, scope: int, o: list[str]) -> None:
        if th == 0:
            return
        f = mi.desc.flags
        store = _tables.th_is_store(mi.desc, self.release)
        o.append(" th:")
        if f & {"IsAtomicNoRet", "IsAtomicRet"}:
            o.append("TH_ATOMIC_")
            if th & 4:
                if scope >= 0x10:
                    o.append("CASCADE" + ("_NT" if th & 2 else "_RT"))
                else:
                    o.append(_hex(th))
            elif th & 2:
                o.append("NT" + ("_RETURN" if th & 1 else ""))
            elif th & 1:
                o.append("RETURN")
            else:
                o.append(_hex(th))
        elif not store and th == 7:
            o.append(_hex(th))
        else:
            o.append("TH_STORE_" if store else "TH_LOAD_")
            if th == 3:
                o.append("BYPASS" if scope == 0x18 else "RT_WB" if store else "LU")
            else:
                o.append({1: "NT", 2: "HT", 4: "NT_RT", 5: "RT_NT", 6: "NT_HT",
                          7: "NT_WB"}[th])

    @staticmethod
    def _scope(scope: int, o: list[str]) -> None:
        if scope:
            o.append(" scope:" + {0x08: "SCOPE_SE", 0x10: "SCOPE_DEV", 0x18: "SCOPE_SYS"}[scope])

    def printSwizzle(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i) & 0xFFFF
        if not v:
            return
        o.append(" offset:")
        if v >= 0xC000 and (self.gfx9 or self.gfx10_plus) and _SWIZZLE_FFT_ROTATE[self.release]:
            if v >= 0xE000:
                o.append(f"swizzle({_SWIZZLE[5]},{v & 0x1F})")
            else:
                o.append(f"swizzle({_SWIZZLE[6]},{v >> 10 & 1},{v >> 5 & 0x1F})")
            return
        if v & 0xFF00 == 0x8000:
            lanes = ",".join(str(v >> (2 * k) & 3) for k in range(4))
            o.append(f"swizzle({_SWIZZLE[0]},{lanes})")
        elif v & 0x8000 == 0:
            and_m, or_m, xor_m = v & 0x1F, v >> 5 & 0x1F, v >> 10 & 0x1F
            if and_m == 0x1F and or_m == 0 and xor_m.bit_count() == 1:
                o.append(f"swizzle({_SWIZZLE[2]},{xor_m})")
            elif and_m == 0x1F and or_m == 0 and xor_m > 0 and (xor_m + 1) & xor_m == 0:
                o.append(f"swizzle({_SWIZZLE[3]},{xor_m + 1})")
            else:
                group = 0x1F - and_m + 1
                if group > 1 and group & (group - 1) == 0 and or_m < group and xor_m == 0:
                    o.append(f"swizzle({_SWIZZLE[4]},{group},{or_m})")
                else:
                    p0 = ((0 & and_m) | or_m) ^ xor_m
                    p1 = ((0x1F & and_m) | or_m) ^ xor_m
                    bits = []
                    for k in range(4, -1, -1):
                        b0, b1 = p0 >> k & 1, p1 >> k & 1
                        bits.append(("1" if b0 else "0") if b0 == b1 else ("p" if not b0
                                                                          else "i"))
                    o.append(f'swizzle({_SWIZZLE[1]},"{"".join(bits)}")')
        else:
            o.append(str(v))

    # -- image operands -------------------------------------------------------------------------
    def printDMask(self, mi: MCInst, i: int, o: list[str]) -> None:
        if _imm(mi, i):
            o.append(" dmask:")
            self.printU16ImmOperand(mi, i, o)

    def printDim(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i)
        dim = _tables._mimg_dim(v, self.release)
        o.append(" dim:SQ_RSRC_IMG_" + (dim["AsmSuffix"] if dim is not None else str(v)))

    def printR128A16(self, mi: MCInst, i: int, o: list[str]) -> None:
        if _imm(mi, i):
            o.append(" a16" if self.r128a16 else " r128")

    def printFORMAT(self, mi: MCInst, i: int, o: list[str]) -> None:
        return

    def _symbolic_format(self, mi: MCInst, o: list[str]) -> None:
        v = _imm(mi, mi.desc.named.get("format", -1))
        if self.gfx10_plus:
            if v == 1:
                return
            table = T.UFMT_GFX10 if self.gfx10 else T.UFMT_GFX11
            o.append(f" format:[{table[v]}]" if 0 <= v < len(table) else f" format:{v}")
            return
        if v == 1:
            return
        dfmt, nfmt = v & 0xF, v >> 4 & 7
        names = T.NFMT_SICI if self.si_ci else T.NFMT_VI if (self.vi or self.gfx9) \
            else T.NFMT_GFX10
        if names[nfmt]:
            text = " format:["
            if dfmt != 1:
                text += T.DFMT[dfmt] + ("," if nfmt else "")
            if nfmt:
                text += names[nfmt]
            o.append(text + "]")
        else:
            o.append(f" format:{v}")

    # -- VOP modifiers --------------------------------------------------------------------------
    def printOModSI(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i)
        if v == 1:
            o.append(" mul:2")
        elif v == 2:
            o.append(" mul:4")
        elif v == 3:
            o.append(" div:2")

    def _packed(self, mi: MCInst, name: str, mod: int, o: list[str]) -> None:
        desc = mi.desc
        named = desc.named
        default = 1 if mod == _OP_SEL_1 else 0
        vals: list[int] = []
        for smod, src in (("src0_modifiers", "src0"), ("src1_modifiers", "src1"),
                          ("src2_modifiers", "src2")):
            if src not in named:
                break
            vals.append(_imm(mi, named[smod]) if smod in named else default)
        if desc.flags & {"IsSWMMAC", "IsWMMA"}:
            vals = [_imm(mi, named[s]) if s in named else default
                    for s in ("src0_modifiers", "src1_modifiers", "src2_modifiers")]
        has_dst_sel = bool(vals) and mod == _OP_SEL_0 and "VOP3_OPSEL" in desc.flags
        packed = "IsPacked" in desc.flags
        dflt = 1 if packed and mod == _OP_SEL_1 else 0
        if all(bool(v & mod) == dflt for v in vals) and not (
                has_dst_sel and vals[0] & _DST_OP_SEL):
            return
        text = name + ",".join("1" if v & mod else "0" for v in vals)
        if has_dst_sel:
            text += "," + ("1" if vals[0] & _DST_OP_SEL else "0")
        o.append(text + "]")

    def printOpSel(self, mi: MCInst, i: int, o: list[str]) -> None:
        desc = mi.desc
        name = desc.name
        if name in _CVT_F32_FP8:
            mod = _imm(mi, desc.named.get("src0_modifiers", -1))
            a, b = int(bool(mod & _OP_SEL_0)), int(bool(mod & _OP_SEL_1))
            if a or b:
                o.append(f" op_sel:[{a},{b}]")
            return
        if name in _PERMLANE16:
            fi = int(bool(_imm(mi, desc.named.get("src0_modifiers", -1)) & _OP_SEL_0))
            bc = int(bool(_imm(mi, desc.named.get("src1_modifiers", -1)) & _OP_SEL_0))
            if fi or bc:
                o.append(f" op_sel:[{fi},{bc}]")
            return
        self._packed(mi, " op_sel:[", _OP_SEL_0, o)

    def printOpSelHi(self, mi: MCInst, i: int, o: list[str]) -> None:
        self._packed(mi, " op_sel_hi:[", _OP_SEL_1, o)

    def printNegLo(self, mi: MCInst, i: int, o: list[str]) -> None:
        self._packed(mi, " neg_lo:[", _NEG, o)

    def printNegHi(self, mi: MCInst, i: int, o: list[str]) -> None:
        self._packed(mi, " neg_hi:[", _NEG_HI, o)

    def printIndexKey8bit(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i) & 7
        if v:
            o.append(f" index_key:{v}")

    printIndexKey16bit = printIndexKey8bit
    printIndexKey32bit = printIndexKey8bit

    def printBitOp3(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i) & 0xFF
        if v:
            o.append(f" bitop3:{v if v <= 10 else _hex(v)}")

    # LLVM 22's WMMA matrix operands (AMDGPUInstPrinter::printMatrix*)
    def _matrix(self, mi: MCInst, i: int, o: list[str], mask: int, what: str,
                names: tuple[str, ...]) -> None:
        v = _imm(mi, i) & mask
        if v:
            o.append(f" {what}:{names[v] if v < len(names) else v}")

    def printMatrixAFMT(self, mi: MCInst, i: int, o: list[str]) -> None:
        self._matrix(mi, i, o, 7, "matrix_a_fmt", _MATRIX_FMT)

    def printMatrixBFMT(self, mi: MCInst, i: int, o: list[str]) -> None:
        self._matrix(mi, i, o, 7, "matrix_b_fmt", _MATRIX_FMT)

    def printMatrixAScale(self, mi: MCInst, i: int, o: list[str]) -> None:
        self._matrix(mi, i, o, 1, "matrix_a_scale", _MATRIX_SCALE)

    def printMatrixBScale(self, mi: MCInst, i: int, o: list[str]) -> None:
        self._matrix(mi, i, o, 1, "matrix_b_scale", _MATRIX_SCALE)

    def printMatrixAScaleFmt(self, mi: MCInst, i: int, o: list[str]) -> None:
        self._matrix(mi, i, o, 3, "matrix_a_scale_fmt", _MATRIX_SCALE_FMT)

    def printMatrixBScaleFmt(self, mi: MCInst, i: int, o: list[str]) -> None:
        self._matrix(mi, i, o, 3, "matrix_b_scale_fmt", _MATRIX_SCALE_FMT)

    def printBLGP(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i)
        if not v:
            return
        if self.gfx940 and mi.desc.name in _BLGP_NEG:
            o.append(f" neg:[{v & 1},{v >> 1 & 1},{v >> 2 & 1}]")
            return
        o.append(f" blgp:{v}")

    def printCBSZ(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i)
        if v:
            o.append(f" cbsz:{v}")

    def printABID(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i)
        if v:
            o.append(f" abid:{v}")

    # -- DPP and SDWA ---------------------------------------------------------------------------
    def printDPP8(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i)
        o.append("dpp8:[" + ",".join(str(v >> (3 * k) & 7) for k in range(8)) + "]")

    def _dp_alu(self, desc: InstDesc) -> bool:
        """isDPALU_DPP: a 64-bit VGPR operand among vdst, src0, src1, src2."""
        for n in ("vdst", "src0", "src1", "src2"):
            i = desc.named.get(n)
            if i is not None:
                od = desc.opdefs[i]
                if od is not None and od.regclass in ("VReg_64", "VReg_64_Align2"):
                    return True
        return False

    def printDPPCtrl(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i)
        if not 0x150 <= v <= 0x15F and self._dp_alu(mi.desc):
            o.append(" /* DP ALU dpp only supports row_newbcast */")
            return
        g10 = self.gfx10_plus
        if v <= 0xFF:
            o.append(f"quad_perm:[{v & 3},{v >> 2 & 3},{v >> 4 & 3},{v >> 6 & 3}]")
        elif 0x101 <= v <= 0x10F:
            o.append(f"row_shl:{v & 0xF}")
        elif 0x111 <= v <= 0x11F:
            o.append(f"row_shr:{v & 0xF}")
        elif 0x121 <= v <= 0x12F:
            o.append(f"row_ror:{v & 0xF}")
        elif v in (0x130, 0x134, 0x138, 0x13C):
            kind = {0x130: "shl", 0x134: "rol", 0x138: "shr", 0x13C: "ror"}[v]
            o.append(f"/* wave_{kind} is not supported starting from GFX10 */" if g10
                     else f"wave_{kind}:1")
        elif v == 0x140:
            o.append("row_mirror")
        elif v == 0x141:
            o.append("row_half_mirror")
        elif v in (0x142, 0x143):
            o.append("/* row_bcast is not supported starting from GFX10 */" if g10
                     else f"row_bcast:{15 if v == 0x142 else 31}")
        elif 0x150 <= v <= 0x15F:
            if self.gfx90a:
                o.append(f"row_newbcast:{v & 0xF}")
            elif g10:
                o.append(f"row_share:{v & 0xF}")
            else:
                o.append(" /* row_newbcast/row_share is not supported on ASICs earlier "
                         "than GFX90A/GFX10 */")
        elif 0x160 <= v <= 0x16F:
            o.append(f"row_xmask:{v & 0xF}" if g10 else
                     "/* row_xmask is not supported on ASICs earlier than GFX10 */")
        else:
            o.append("/* Invalid dpp_ctrl value */")

    def printDppRowMask(self, mi: MCInst, i: int, o: list[str]) -> None:
        o.append(" row_mask:" + _hex(_imm(mi, i) & 0xF))

    def printDppBankMask(self, mi: MCInst, i: int, o: list[str]) -> None:
        o.append(" bank_mask:" + _hex(_imm(mi, i) & 0xF))

    def printDppBoundCtrl(self, mi: MCInst, i: int, o: list[str]) -> None:
        if _imm(mi, i):
            o.append(" bound_ctrl:1")

    def printDppFI(self, mi: MCInst, i: int, o: list[str]) -> None:
        if _imm(mi, i) in (1, 0xEA):
            o.append(" fi:1")

    @staticmethod
    def _sel(v: int) -> str:
        return _SDWA_SEL[v] if 0 <= v < len(_SDWA_SEL) else str(v)

    def printSDWADstSel(self, mi: MCInst, i: int, o: list[str]) -> None:
        o.append("dst_sel:" + self._sel(_imm(mi, i)))

    def printSDWASrc0Sel(self, mi: MCInst, i: int, o: list[str]) -> None:
        o.append("src0_sel:" + self._sel(_imm(mi, i)))

    def printSDWASrc1Sel(self, mi: MCInst, i: int, o: list[str]) -> None:
        o.append("src1_sel:" + self._sel(_imm(mi, i)))

    def printSDWADstUnused(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i)
        o.append("dst_unused:" + (_SDWA_UNUSED[v] if 0 <= v < 3 else str(v)))

    # -- export and interpolation ---------------------------------------------------------------
    def _exp_src(self, mi: MCInst, i: int, n: int, o: list[str]) -> None:
        named = mi.desc.named
        en = _imm(mi, named.get("en", -1))
        if _imm(mi, named.get("compr", -1)):
            i = i - n + n // 2
        if en & (1 << n) and i < len(mi.ops) and type(mi.ops[i]) is Reg:
            o.append(self.names[mi.ops[i]])
        else:
            o.append("off")

    def printExpSrc0(self, mi: MCInst, i: int, o: list[str]) -> None:
        self._exp_src(mi, i, 0, o)

    def printExpSrc1(self, mi: MCInst, i: int, o: list[str]) -> None:
        self._exp_src(mi, i, 1, o)

    def printExpSrc2(self, mi: MCInst, i: int, o: list[str]) -> None:
        self._exp_src(mi, i, 2, o)

    def printExpSrc3(self, mi: MCInst, i: int, o: list[str]) -> None:
        self._exp_src(mi, i, 3, o)

    def printExpTgt(self, mi: MCInst, i: int, o: list[str]) -> None:
        tid = _imm(mi, i) & 0x3F
        for name, first, max_idx in T.EXP_TARGETS:
            if first <= tid <= first + max_idx:
                if self._exp_supported(tid):
                    o.append(f" {name}" + (str(tid - first) if max_idx else ""))
                    return
                break
        o.append(f" invalid_target_{tid}")

    def _exp_supported(self, tid: int) -> bool:
        if tid == 9:
            return not self.gfx11_plus
        if tid in (16, 20):
            return self.gfx10_plus
        if tid in (21, 22):
            return self.gfx11_plus
        if 32 <= tid <= 63:
            return not self.gfx11_plus
        return True

    def printInterpSlot(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i)
        o.append({0: "p10", 1: "p20", 2: "p0"}.get(v, f"invalid_param_{v}"))

    def printInterpAttr(self, mi: MCInst, i: int, o: list[str]) -> None:
        o.append(f"attr{_imm(mi, i)}")

    def printInterpAttrChan(self, mi: MCInst, i: int, o: list[str]) -> None:
        o.append("." + "xyzw"[_imm(mi, i) & 3])

    def printGPRIdxMode(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i)
        if v & ~0xF:
            o.append(_hex(v))
        else:
            o.append("gpr_idx(" + ",".join(n for k, n in enumerate(_GPR_IDX) if v >> k & 1)
                     + ")")

    def printMemOperand(self, mi: MCInst, i: int, o: list[str]) -> None:
        self.printRegularOperand(mi, i, o)
        o.append(", ")
        self.printRegularOperand(mi, i + 1, o)

    # -- scalar program control -----------------------------------------------------------------
    def printSendMsg(self, mi: MCInst, i: int, o: list[str]) -> None:
        imm = _imm(mi, i) & _M32
        g11 = self.gfx11_plus
        msg = imm & (0xFF if g11 else 0xF)
        op_id = 0 if g11 else (imm & 0x70) >> 4
        stream = 0 if g11 else (imm & 0x300) >> 8
        name = T.name_of(T.table_of(T.MSG_TABLES, self.st.llvm.name, self.release), msg,
                         self.feats)
        requires_op = msg == 15 or (not g11 and msg in (2, 3))
        if name and self._valid_msg_op(msg, op_id, requires_op) and self._valid_stream(
                msg, op_id, stream):
            text = "sendmsg(" + name
            if requires_op:
                text += ", " + self._msg_op_name(msg, op_id)
                if not g11 and msg in (2, 3) and op_id != 0:
                    text += f", {stream}"
            o.append(text + ")")
        elif msg | op_id << 4 | stream << 8 == imm:
            o.append(f"sendmsg({msg}, {op_id}, {stream})")
        else:
            o.append(str(imm))

    def _msg_op_name(self, msg: int, op_id: int) -> str:
        return T.name_of(T.SYSMSG_TABLE if msg == 15 else T.STREAM_TABLE, op_id, self.feats)

    def _valid_msg_op(self, msg: int, op_id: int, requires_op: bool) -> bool:
        if requires_op:
            if msg == 2 and op_id == 0 and not self.gfx11_plus:
                return False
            return bool(self._msg_op_name(msg, op_id))
        return op_id == 0

    def _valid_stream(self, msg: int, op_id: int, stream: int) -> bool:
        if not self.gfx11_plus:
            if msg == 2:
                return 0 <= stream < 4
            if msg == 3:
                return stream == 0 if op_id == 0 else 0 <= stream < 4
        return stream == 0

    def printSWaitCnt(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i) & _M32
        lo_sh, lo_w = self.vm_lo
        vm = (v >> lo_sh) & ((1 << lo_w) - 1)
        if self.vm_hi_w:
            vm |= ((v >> 14) & ((1 << self.vm_hi_w) - 1)) << lo_w
        exp = (v >> self.exp_sh) & 7
        lg_sh, lg_w = self.lgkm
        lgkm = (v >> lg_sh) & ((1 << lg_w) - 1)
        vm_def = vm == (1 << (lo_w + self.vm_hi_w)) - 1
        exp_def = exp == 7
        lgkm_def = lgkm == (1 << lg_w) - 1
        every = vm_def and exp_def and lgkm_def
        parts = []
        if not vm_def or every:
            parts.append(f"vmcnt({vm})")
        if not exp_def or every:
            parts.append(f"expcnt({exp})")
        if not lgkm_def or every:
            parts.append(f"lgkmcnt({lgkm})")
        o.append(" ".join(parts))

    def printDepCtr(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i) & 0xFFFF
        used = 0
        non_default = False
        for _name, vmax, dflt, shift, width, _c in self.depctr:
            mask = (1 << width) - 1
            used |= mask << shift
            val = v >> shift & mask
            if val > vmax:
                o.append(_hex(v))
                return
            non_default |= val != dflt
        if v & ~used:
            o.append(_hex(v))
            return
        parts = []
        for name, _vmax, dflt, shift, width, _c in self.depctr:
            val = v >> shift & ((1 << width) - 1)
            if val != dflt or not non_default:
                parts.append(f"{name}({val})")
        o.append(" ".join(parts))

    def printSDelayALU(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i)
        parts = []
        x = v & 0xF
        if x:
            parts.append("instid0(" + (_DELAY_IDS[x] if x < len(_DELAY_IDS)
                                       else "/* invalid instid value */") + ")")
        x = v >> 4 & 7
        if x:
            parts.append("instskip(" + (_DELAY_SKIPS[x] if x < len(_DELAY_SKIPS)
                                        else "/* invalid instskip value */") + ")")
        x = v >> 7 & 0xF
        if x:
            parts.append("instid1(" + (_DELAY_IDS[x] if x < len(_DELAY_IDS)
                                       else "/* invalid instid value */") + ")")
        o.append(" | ".join(parts) if parts else "0")

    def printHwreg(self, mi: MCInst, i: int, o: list[str]) -> None:
        v = _imm(mi, i)
        hid, off, width = v & 0x3F, v >> 6 & 0x1F, (v >> 11 & 0x1F) + 1
        name = T.name_of(T.HWREG_TABLES[self.release], hid, self.feats)
        text = "hwreg(" + (name or str(hid))
        if width != 32 or off != 0:
            text += f", {off}, {width}"
        o.append(text + ")")

    def printWaitVDST(self, mi: MCInst, i: int, o: list[str]) -> None:
        o.append(f" wait_vdst:{_imm(mi, i) & 0xF}")

    def printWaitVAVDst(self, mi: MCInst, i: int, o: list[str]) -> None:
        o.append(f" wait_va_vdst:{_imm(mi, i) & 0xF}")

    def printWaitVMVSrc(self, mi: MCInst, i: int, o: list[str]) -> None:
        o.append(f" wait_vm_vsrc:{_imm(mi, i) & 0xF}")

    def printWaitEXP(self, mi: MCInst, i: int, o: list[str]) -> None:
        o.append(f" wait_exp:{_imm(mi, i) & 0xF}")


def _variant0(asm: str) -> str:
    """The AsmString of asm variant 0: ``{a|b}`` gives ``a``, ``{a}`` gives ``a``; ``${op}``
    and ``$$``/``\\`` escapes are left to the operand scanner."""
    if "{" not in asm:
        return asm
    out: list[str] = []
    i, n = 0, len(asm)
    while i < n:
        c = asm[i]
        if c == "$" and i + 1 < n and asm[i + 1] == "{":
            j = asm.find("}", i)
            j = n - 1 if j < 0 else j
            out.append(asm[i:j + 1])
            i = j + 1
        elif c == "{":
            j = asm.find("}", i)
            j = n if j < 0 else j
            out.append(asm[i + 1:j].split("|", 1)[0])
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def _imm(mi: MCInst, i: int) -> int:
    ops = mi.ops
    if 0 <= i < len(ops):
        v = ops[i]
        if type(v) is int:
            return v
    return 0


@lru_cache(maxsize=64)
def _printer_for(processor: str, mattr: str, release: str | None = None) -> Printer:
    from .db import subtarget

    return Printer(subtarget(processor, mattr, release))


def printer(st: Subtarget | str, mattr: str = "", release: str | None = None) -> Printer:
    """The :class:`Printer` of a subtarget (or processor name, ``-mattr`` and LLVM release
    name), kept."""
    if isinstance(st, Subtarget):
        return _printer_for(st.processor, st.mattr, st.llvm.name)
    return _printer_for(str(st), mattr, release)


def print_inst(mi: MCInst, st: Subtarget | str, mattr: str = "") -> str:
    """The text of one instruction as llvm-mc/llvm-objdump print it (no leading tab)."""
    return printer(st, mattr).print(mi)
