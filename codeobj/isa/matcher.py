"""Choosing the instruction for parsed operands and building its MCInst, as llvm-mc does.

Driven by LLVM's generated match tables (``Family.match``: per asm variant, rows of mnemonic,
instruction, conversion, required features and operand classes, in LLVM's order), the operand
classes and their subclass relation, and the conversion table (``codeobj/isa/data``); the
operand-class predicates and the AMDGPU conversions (cvtVOP3, cvtDPP, cvtSDWA, cvtMubuf, ...) are
implemented here.  Behaviour follows LLVM 19's AMDGPUAsmParser and its generated matcher.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping

from . import literals as L
from .asmlex import Fold, Resolver
from .asmparser import (
    ASM_RULES,
    KIND_CONST,
    KIND_LITERAL,
    KIND_MANDATORY,
    KIND_NONE,
    AsmError,
    InstParser,
    Operand,
    RegInfo,
)
from .db import InstDesc, MatchRow, Subtarget
from .mc import LitExpr, MCInst, OperandValue, Reg
from .searchable import MAC_OPCODES
from .validate import validate

__all__ = ["Matcher"]

#: an operand-class predicate (AMDGPUOperand::isVSrc_f32, ...)
Pred = Callable[[Operand], bool]

# match results, ordered from least to most specific
MNEMONIC_FAIL, INVALID_OPERAND, MISSING_FEATURE, SUCCESS = 0, 1, 2, 3
VARIANTS = ("Default", "VOP3", "SDWA", "SDWA9", "DPP", "VOP3_DPP")
V_DEFAULT, V_VOP3, V_SDWA, V_SDWA9, V_DPP, V_VOP3_DPP = range(6)

_MVT_BITS = {"i16": 16, "f16": 16, "bf16": 16, "i32": 32, "f32": 32, "v2i16": 32, "v2f16": 32,
             "v2bf16": 32, "i64": 64, "f64": 64, "v2i32": 64, "v2f32": 64}
_SCALAR = {"v2i16": "i16", "v2f16": "f16", "v2bf16": "bf16", "v2i32": "i32", "v2f32": "f32"}


def _safe_trunc(v: int, bits: int) -> bool:
    return 0 <= v < (1 << bits) or -(1 << (bits - 1)) <= v < (1 << (bits - 1))


def _sext(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


class Preds:
    """AMDGPUOperand's class predicates (isVSrc_f32, isRegOrImmWithFP16InputMods, ...)."""

    def __init__(self, st: Subtarget, ri: RegInfo) -> None:
        self.st = st
        self.ri = ri
        self.inv2pi = st.has("FeatureInv2PiInlineImm")
        self.rules = ASM_RULES[st.release]
        self.lit64 = st.has("Feature64BitLiterals")
        self.table = self._build()

    # -- immediates -----------------------------------------------------------------------
    def lossless(self, bits: int, vt: str) -> bool:
        size = _MVT_BITS[vt] // 8
        fmt = {2: "f16", 4: "f32", 8: "f64"}[size]
        return L.convert_double(bits, fmt)[1]

    def is_inline_value(self, op: Operand) -> bool:
        return op.kind == "reg" and op.reg in self.ri.inline_values

    def is_inlinable_imm(self, op: Operand, vt: str) -> bool:
        if self.is_inline_value(op):
            return True
        if not op.is_immty("ImmTyNone"):
            return False
        if op.lit and self.rules.lit_not_inline:
            return False
        v = op.val
        inv2pi = self.inv2pi
        if op.is_fp:
            if vt in ("f64", "i64"):
                return L.is_inlinable_64(v, inv2pi)
            if not self.lossless(v, vt):
                return False
            scalar = _SCALAR.get(vt, vt)
            if _MVT_BITS[scalar] == 16:
                fmt = {"bf16": "bf16", "f16": "f16", "i16": "f32"}[scalar]
                imm = L.convert_double(v, fmt)[0]
                return L.is_inlinable_16(imm, scalar, inv2pi)
            return L.is_inlinable_32(L.convert_double(v, "f32")[0], inv2pi)
        if vt in ("f64", "i64"):
            return L.is_inlinable_64(v, inv2pi)
        scalar = _SCALAR.get(vt, vt)
        bits = _MVT_BITS[scalar]
        if not _safe_trunc(v, bits):
            return False
        if bits == 16:
            return L.is_inlinable_16(_sext(v, 16), scalar, inv2pi)
        return L.is_inlinable_32(v, inv2pi)

    def is_literal_imm(self, op: Operand, vt: str) -> bool:
        if not op.is_immty("ImmTyNone"):
            return False
        if not op.is_fp:
            if vt == "f64" and op.has_fp_modifiers():
                return False
            size = _MVT_BITS[vt]
            if size == 64:
                # Feature64BitLiterals: a 64-bit operand takes a 64-bit literal
                if self.lit64 and vt in ("i64", "f64") and not (
                        0 <= op.val < 1 << 32 or -(1 << 31) <= op.val < 0):
                    return True
                size = 32
            return _safe_trunc(op.val, size)
        if vt == "f64":
            return True
        if vt == "i64":
            return False
        expected = {"v2f16": "f16", "v2i16": "f32", "v2f32": "f32"}.get(vt, vt)
        return self.lossless(op.val, expected)

    def in_rc(self, op: Operand, rc: str) -> bool:
        return op.kind == "reg" and self.ri.in_class(op.reg, rc)

    def reg_or_inline(self, op: Operand, rc: str, vt: str) -> bool:
        return self.in_rc(op, rc) or self.is_inlinable_imm(op, vt)

    def reg_or_inline_nomods(self, op: Operand, rc: str, vt: str) -> bool:
        return self.reg_or_inline(op, rc, vt) and not op.has_modifiers()

    def reg_or_imm_mods(self, op: Operand, rc: str, vt: str) -> bool:
        return self.reg_or_inline(op, rc, vt) or self.is_literal_imm(op, vt)

    def sdwa_operand(self, op: Operand, vt: str) -> bool:
        if self.st.is_vi:
            return self.in_rc(op, "VGPR_32")
        if self.st.is_gfx9_plus:
            return self.in_rc(op, "VS_32") or self.is_inlinable_imm(op, vt)
        return False

    # -- the table ---------------------------------------------------------------------------
    def _build(self) -> dict[str, Pred]:
        t: dict[str, Pred] = {}
        nm = self.reg_or_inline_nomods
        lit = self.is_literal_imm

        def add(name: str, fn: Pred) -> None:
            t[name] = fn

        def src(name: str, rc: str, vt: str, lit_vt: str | None = None,
                expr: bool = False) -> None:
            if lit_vt is None:
                add(name, lambda op: nm(op, rc, vt))
            elif expr:
                add(name, lambda op: nm(op, rc, vt) or lit(op, lit_vt) or op.kind == "expr")
            else:
                add(name, lambda op: nm(op, rc, vt) or lit(op, lit_vt))

        src("isSCSrc_b32", "SReg_32", "i32")
        src("isSCSrc_b64", "SReg_64", "i64")
        src("isSSrc_b32", "SReg_32", "i32", "i32", True)
        src("isSSrc_b16", "SReg_32", "i16", "i16")
        if self.lit64:
            add("isSSrc_b64", lambda op: nm(op, "SReg_64", "i64") or lit(op, "i64")
                or op.kind == "expr")
        else:
            src("isSSrc_b64", "SReg_64", "i64", "i64")
        src("isSSrc_f32", "SReg_32", "i32", "f32", True)
        src("isSSrc_bf16", "SReg_32", "i16", "bf16")
        src("isSSrc_f16", "SReg_32", "i16", "f16")
        src("isSSrcOrLds_b32", "SRegOrLds_32", "i32", "i32", True)
        for suffix, vt in (("b32", "i32"), ("b16", "i16"), ("f32", "f32"), ("bf16", "bf16"),
                           ("f16", "f16"), ("v2b16", "i16"), ("v2bf16", "bf16"),
                           ("v2f16", "f16")):
            src(f"isVCSrc_{suffix}", "VS_32", vt)
        src("isVSrc_b32", "VS_32", "f32", "i32", True)
        src("isVSrc_f32", "VS_32", "f32", "f32", True)
        src("isVSrc_b64", "VS_64", "f64", "i64")
        src("isVSrc_f64", "VS_64", "f64", "f64")
        src("isVSrcT_b16", "VS_16", "i16", "i16")
        src("isVSrcT_b16_Lo128", "VS_16_Lo128", "i16", "i16")
        src("isVSrcFake16_b16_Lo128", "VS_32_Lo128", "i16", "i16")
        src("isVSrc_b16", "VS_32", "i16", "i16")
        src("isVSrcT_bf16", "VS_16", "bf16", "bf16")
        src("isVSrcT_f16", "VS_16", "f16", "f16")
        src("isVSrcT_bf16_Lo128", "VS_16_Lo128", "bf16", "bf16")
        src("isVSrcT_f16_Lo128", "VS_16_Lo128", "f16", "f16")
        src("isVSrcFake16_bf16_Lo128", "VS_32_Lo128", "bf16", "bf16")
        src("isVSrcFake16_f16_Lo128", "VS_32_Lo128", "f16", "f16")
        src("isVSrc_bf16", "VS_32", "bf16", "bf16")
        src("isVSrc_f16", "VS_32", "f16", "f16")
        add("isVSrc_v2b16", lambda op: (nm(op, "VS_32", "i16") or lit(op, "i16")
                                        or lit(op, "v2i16")))
        add("isVSrc_v2bf16", lambda op: (nm(op, "VS_32", "bf16") or lit(op, "bf16")
                                         or lit(op, "v2bf16")))
        add("isVSrc_v2f16", lambda op: (nm(op, "VS_32", "f16") or lit(op, "f16")
                                        or lit(op, "v2f16")))
        add("isVSrc_v2f32", lambda op: (nm(op, "VS_64", "f64") or lit(op, "f64")
                                        or lit(op, "v2f32")))
        add("isVSrc_v2b32", lambda op: (nm(op, "VS_64", "f64") or lit(op, "i64")
                                        or lit(op, "v2i32")))
        for size in (64, 128, 256, 512, 1024):
            for suffix, vt in (("b32", "i32"), ("f32", "f32"), ("f64", "f64"), ("f16", "f16"),
                               ("bf16", "bf16"), ("B64", "i64"), ("B16", "i16"),
                               ("V2B16", "i16"), ("F16", "f16")):
                src(f"isVISrc_{size}_{suffix}", f"VReg_{size}", vt)
                src(f"isAISrc_{size}_{suffix}", f"AReg_{size}", vt)
        add("isKImmFP32", lambda op: lit(op, "f32"))
        add("isKImmFP16", lambda op: lit(op, "f16"))
        # LLVM 22's classes (gfx950, gfx12.5; names new in LLVM 22, so LLVM 19's tables never
        # ask for them)
        add("isKImmFP64", lambda op: lit(op, "f64"))
        src("isVCSrc_b32_Lo256", "VS_32_Lo256", "i32")
        src("isVCSrc_b64_Lo256", "VS_64_Lo256", "i64")
        src("isVCSrc_b64", "VS_64", "i64")
        src("isVCSrc_f64", "VS_64", "f64")
        src("isVCSrc_v2b32", "VS_64", "i64")
        for suffix, vt in (("b16", "i16"), ("f16", "f16"), ("bf16", "bf16")):
            src(f"isVCSrcT_{suffix}", "VS_16", vt)
        add("isVSrc_v2f16_splat", lambda op: self.check("isVSrc_v2f16", op))
        add("isVSrc_NoInline_v2f16", lambda op: self.check("isVSrc_v2f16", op))
        src("isVISrc_512_f64", "VReg_512", "f64")

        def mods(name: str, rc: str, vt: str, inline_only: bool = False) -> None:
            if inline_only:
                add(name, lambda op: self.reg_or_inline(op, rc, vt))
            else:
                add(name, lambda op: self.reg_or_imm_mods(op, rc, vt))

        mods("isRegOrImmWithInt16InputMods", "VS_32", "i16")
        mods("isRegOrImmWithIntT16InputMods", "VS_16", "i16")
        mods("isRegOrImmWithInt32InputMods", "VS_32", "i32")
        mods("isRegOrInlineImmWithInt32InputMods", "VS_32", "i32", True)
        mods("isRegOrImmWithInt64InputMods", "VS_64", "i64")
        mods("isRegOrImmWithFP16InputMods", "VS_32", "f16")
        mods("isRegOrImmWithFPT16InputMods", "VS_16", "f16")
        mods("isRegOrImmWithFP32InputMods", "VS_32", "f32")
        mods("isRegOrImmWithFP64InputMods", "VS_64", "f64")
        mods("isRegOrInlineImmWithFP16InputMods<true>", "VS_32", "f16", True)
        mods("isRegOrInlineImmWithFP16InputMods<false>", "VS_16", "f16", True)
        mods("isRegOrInlineImmWithFP32InputMods", "VS_32", "f32", True)
        mods("isPackedFP16InputMods", "VS_32", "v2f16")
        # LLVM 22
        mods("isRegOrInlineImmWithFP64InputMods", "VS_64", "f64", True)
        mods("isPackedVGPRFP32InputMods", "VReg_64", "v2f32")
        for fake16, rc in (("true", "VS_32"), ("false", "VS_16")):
            mods(f"isRegOrImmWithIntT16InputMods<{fake16}>", rc, "i16")
            mods(f"isRegOrInlineImmWithIntT16InputMods<{fake16}>", rc, "i16", True)
            mods(f"isRegOrImmWithFPT16InputMods<{fake16}>", rc, "f16")
        add("isVRegWithFP32InputMods", lambda op: self.in_rc(op, "VGPR_32"))
        add("isVRegWithFP64InputMods", lambda op: self.in_rc(op, "VReg_64"))
        add("isAV_LdSt_32_Align2_RegOp", lambda op: self.in_rc(op, "VGPR_32")
            or self.in_rc(op, "AGPR_32"))
        dpalu = self.st.has("FeatureDPALU_DPP")
        add("isVRegWithInputMods", lambda op: self.in_rc(op, "VGPR_32")
            or (self.in_rc(op, "VReg_64") and dpalu))
        if self.rules.t16_vreg_any:
            add("isT16VRegWithInputMods<true>", lambda op: self.in_rc(op, "VGPR_32"))
            add("isT16VRegWithInputMods<false>", lambda op: self.in_rc(op, "VGPR_16"))
        else:
            add("isT16VRegWithInputMods<true>", lambda op: self.in_rc(op, "VGPR_32_Lo128"))
            add("isT16VRegWithInputMods<false>", lambda op: self.in_rc(op, "VGPR_16_Lo128"))
        add("isT16_Lo128VRegWithInputMods<true>", lambda op: self.in_rc(op, "VGPR_32_Lo128"))
        add("isT16_Lo128VRegWithInputMods<false>", lambda op: self.in_rc(op, "VGPR_16_Lo128"))
        add("isSDWAFP16Operand", lambda op: self.sdwa_operand(op, "f16"))
        add("isSDWAFP32Operand", lambda op: self.sdwa_operand(op, "f32"))
        add("isSDWAInt16Operand", lambda op: self.sdwa_operand(op, "i16"))
        add("isSDWAInt32Operand", lambda op: self.sdwa_operand(op, "i32"))
        w64, w32 = self.st.is_wave64, self.st.is_wave32
        add("isBoolReg", lambda op: op.is_reg() and (
            (w64 and nm(op, "SReg_64", "i64")) or (w32 and nm(op, "SReg_32", "i32"))))
        add("isRegOrImm", lambda op: op.is_reg() or op.kind == "imm")
        add("isImm", lambda op: op.kind == "imm")
        add("isVReg32OrOff", lambda op: op.is_immty("ImmTyOff") or self.in_rc(op, "VGPR_32"))

        def immlit(op: Operand) -> bool:
            return op.is_imm_literal()

        add("isS16Imm", lambda op: immlit(op) and (-32768 <= op.val < 65536))
        add("isU16Imm", lambda op: immlit(op) and 0 <= op.val < 65536)
        add("isSMRDOffset8", lambda op: immlit(op) and 0 <= op.val < 256)
        add("isSMEMOffset", lambda op: immlit(op))
        add("isSMRDLiteralOffset", lambda op: immlit(op) and not (0 <= op.val < 256)
            and 0 <= op.val < (1 << 32))
        add("isSplitBarrier", lambda op: self.is_inlinable_imm(op, "i32"))
        add("isSWaitCnt", lambda op: op.kind == "imm")
        add("isSDelayALU", lambda op: op.kind == "imm")
        add("isDepCtr", lambda op: immlit(op) and (-32768 <= op.val < 65536))
        add("isFORMAT", lambda op: op.is_immty("ImmTyFORMAT") and 0 <= op.val < 128)
        add("isSOPPBrTarget", lambda op: op.kind in ("expr", "imm"))
        add("isFlatOffset", lambda op: op.is_immty("ImmTyOffset")
            or op.is_immty("ImmTyInstOffset"))
        add("isBLGP", lambda op: op.is_immty("ImmTyBLGP") and 0 <= op.val < 8)
        add("isDPPCtrl", self._is_dpp_ctrl)
        for name, immty in (
                ("isHwreg", "ImmTyHwreg"), ("isSendMsg", "ImmTySendMsg"),
                ("isSwizzle", "ImmTySwizzle"), ("isGPRIdxMode", "ImmTyGprIdxMode"),
                ("isEndpgm", "ImmTyEndpgm"), ("isExpTgt", "ImmTyExpTgt"),
                ("isInterpSlot", "ImmTyInterpSlot"), ("isInterpAttr", "ImmTyInterpAttr"),
                ("isInterpAttrChan", "ImmTyInterpAttrChan"), ("isOpSel", "ImmTyOpSel"),
                ("isOpSelHi", "ImmTyOpSelHi"), ("isNegLo", "ImmTyNegLo"),
                ("isNegHi", "ImmTyNegHi"), ("isSDWADstSel", "ImmTySDWADstSel"),
                ("isSDWASrc0Sel", "ImmTySDWASrc0Sel"), ("isSDWASrc1Sel", "ImmTySDWASrc1Sel"),
                ("isSDWADstUnused", "ImmTySDWADstUnused"), ("isDim", "ImmTyDim"),
                ("isR128A16", "ImmTyR128A16"), ("isOModSI", "ImmTyOModSI"),
                ("isCPol", "ImmTyCPol"), ("isDPP8", "ImmTyDPP8"),
                ("isIndexKey8bit", "ImmTyIndexKey8bit"),
                ("isIndexKey16bit", "ImmTyIndexKey16bit"), ("isOff", "ImmTyOff"),
                # LLVM 22
                ("isIndexKey32bit", "ImmTyIndexKey32bit"), ("isMatrixAFMT", "ImmTyMatrixAFMT"),
                ("isMatrixBFMT", "ImmTyMatrixBFMT"), ("isMatrixAScale", "ImmTyMatrixAScale"),
                ("isMatrixBScale", "ImmTyMatrixBScale"),
                ("isMatrixAScaleFmt", "ImmTyMatrixAScaleFmt"),
                ("isMatrixBScaleFmt", "ImmTyMatrixBScaleFmt")):
            add(name, (lambda ty: lambda op: op.is_immty(ty))(immty))
        add("isCPol&GLC", lambda op: op.is_immty("ImmTyCPol") and bool(op.val & 1))
        add("isCPol&!GLC", lambda op: op.is_immty("ImmTyCPol") and not op.val & 1)
        return t

    @staticmethod
    def _is_dpp_ctrl(op: Operand) -> bool:
        if not (op.is_immty("ImmTyDppCtrl") and 0 <= op.val < 512):
            return False
        v = op.val
        return (0 <= v <= 0xFF or 0x101 <= v <= 0x10F or 0x111 <= v <= 0x11F
                or 0x121 <= v <= 0x12F or v in (0x130, 0x134, 0x138, 0x13C, 0x140, 0x141,
                                                0x142, 0x143)
                or 0x150 <= v <= 0x15F or 0x160 <= v <= 0x16F)

    def check(self, name: str, op: Operand) -> bool:
        fn = self.table.get(name)
        if fn is None:
            if name.startswith("isImmTy<"):
                ty = name[8:-1]
                fn = self.table[name] = (lambda t: lambda o: o.is_immty(t))(ty)
            else:
                raise NotImplementedError(f"operand predicate {name}")
        return fn(op)


# instruction-name lists of the conversions: LLVM 19's names and the ones LLVM 22 adds (each
# release's tables hold only its own names, so one list serves both)
_CVT_SR_VOP3 = frozenset(("V_CVT_SR_BF8_F32_vi", "V_CVT_SR_FP8_F32_vi",
                          "V_CVT_SR_BF8_F32_gfx12_e64_gfx12", "V_CVT_SR_FP8_F32_gfx12_e64_gfx12",
                          # LLVM 22
                          "V_CVT_SCALEF32_PK_FP4_F16_vi", "V_CVT_SCALEF32_PK_FP4_BF16_vi"))
_NO_VDST_IN = frozenset((
    "V_CVT_PK_BF8_F32_e64_dpp_gfx12", "V_CVT_PK_FP8_F32_e64_dpp_gfx12",
    "V_CVT_PK_BF8_F32_e64_dpp8_gfx12", "V_CVT_PK_FP8_F32_e64_dpp8_gfx12",
    "V_CVT_SR_FP8_F32_gfx12_e64_dpp_gfx12", "V_CVT_SR_FP8_F32_gfx12_e64_dpp8_gfx12",
    "V_CVT_SR_BF8_F32_gfx12_e64_dpp_gfx12", "V_CVT_SR_BF8_F32_gfx12_e64_dpp8_gfx12",
    # LLVM 22
    "V_CVT_PK_BF8_F32_t16_e64_dpp_gfx12", "V_CVT_PK_FP8_F32_t16_e64_dpp_gfx12",
    "V_CVT_PK_BF8_F32_t16_e64_dpp8_gfx12", "V_CVT_PK_FP8_F32_t16_e64_dpp8_gfx12",
    "V_CVT_PK_BF8_F32_fake16_e64_dpp_gfx12", "V_CVT_PK_FP8_F32_fake16_e64_dpp_gfx12",
    "V_CVT_PK_BF8_F32_fake16_e64_dpp8_gfx12", "V_CVT_PK_FP8_F32_fake16_e64_dpp8_gfx12",
    "V_CVT_SR_FP8_F32_gfx1250_e64_dpp_gfx1250", "V_CVT_SR_FP8_F32_gfx1250_e64_dpp8_gfx1250",
    "V_CVT_SR_FP8_F16_t16_e64_dpp_gfx1250", "V_CVT_SR_FP8_F16_fake16_e64_dpp_gfx1250",
    "V_CVT_SR_FP8_F16_t16_e64_dpp8_gfx1250", "V_CVT_SR_FP8_F16_fake16_e64_dpp8_gfx1250",
    "V_CVT_SR_FP8_F16_t16_e64_gfx1250", "V_CVT_SR_FP8_F16_fake16_e64_gfx1250",
    "V_CVT_SR_BF8_F16_t16_e64_dpp_gfx1250", "V_CVT_SR_BF8_F16_fake16_e64_dpp_gfx1250",
    "V_CVT_SR_BF8_F16_t16_e64_dpp8_gfx1250", "V_CVT_SR_BF8_F16_fake16_e64_dpp8_gfx1250",
    "V_CVT_SR_BF8_F16_t16_e64_gfx1250", "V_CVT_SR_BF8_F16_fake16_e64_gfx1250"))
#: the operand names of an asm string, in order ($vaddr0, ${cpol})
_ASM_OPERAND = re.compile(r"\$\{?(\w+)")
_WIDE_SREG_CLASSES = frozenset(("MCK_SReg_96", "MCK_SReg_128", "MCK_SReg_256", "MCK_SReg_512"))
_CVT_SR_DPP = frozenset((
    "V_CVT_SR_BF8_F32_gfx12_e64_dpp8_gfx12", "V_CVT_SR_FP8_F32_gfx12_e64_dpp8_gfx12",
    "V_CVT_SR_BF8_F32_gfx12_e64_dpp_gfx12", "V_CVT_SR_FP8_F32_gfx12_e64_dpp_gfx12"))
_NOP_SDWA = frozenset(("V_NOP_sdwa_gfx10", "V_NOP_sdwa_gfx9", "V_NOP_sdwa_vi"))

# SISrcMods
NEG, ABS, SEXT, NEG_HI, OP_SEL_0, OP_SEL_1, DST_OP_SEL = 1, 2, 1, 2, 4, 8, 8


class _Conv:
    """Building one MCInst from parsed operands (the conversion routines)."""

    def __init__(self, m: "Matcher", desc: InstDesc, operands: list[Operand]) -> None:
        self.m = m
        self.st = m.st
        self.desc = desc
        self.operands = operands
        self.inst = MCInst(desc, [])
        # (operand, MCInst index, operand type, apply_mods) of each immediate add_imm added:
        # where a parsed number went (the statement memo, codeobj.isa.memo)
        self.trace: list[tuple[Operand, int, str, bool]] = []

    # -- operand adders (AMDGPUOperand::add*Operands) ---------------------------------------------
    def add(self, v: OperandValue) -> None:
        self.inst.ops.append(v)

    def n(self) -> int:
        return len(self.inst.ops)

    def optype(self, i: int) -> str:
        d = self.desc.opdefs[i] if i < len(self.desc.opdefs) else None
        return d.type if d else ""

    def add_reg(self, op: Operand) -> None:
        self.add(Reg(self.m.ri.mc_reg(op.reg)))

    def add_imm(self, op: Operand, apply_mods: bool = True) -> None:
        if op.kind == "expr":
            self.add(op.expr)
            return
        if op.kind == "reg":
            # addImmOperands on a register happens only for inline values used as immediates
            self.add_reg(op)
            return
        i = self.n()
        t = self.optype(i)
        self.trace.append((op, i, t, apply_mods))
        if t in L.SRC_TYPES:
            self.add_literal(op, op.val, apply_mods and op.immty == "ImmTyNone"
                             and op.has_fp_modifiers(), t)
        else:
            self.add(op.val)
            op.imm_kind = KIND_NONE

    def add_literal(self, op: Operand, val: int, apply_mods: bool, t: str) -> None:
        if self.m.parser.rules.lit_exprs:
            self._add_literal_lit(op, val, apply_mods, t)
            return
        inv2pi = self.m.preds.inv2pi
        if apply_mods:
            size = 8 if op.is_fp else L.operand_size(t)
            sign = 1 << (size * 8 - 1)
            if op.abs:
                val &= ~sign
            if op.neg:
                val ^= sign
        kind = t
        if op.is_fp:
            bits = val & 0xFFFFFFFFFFFFFFFF
            if kind in ("OPERAND_REG_IMM_INT64", "OPERAND_REG_IMM_FP64",
                        "OPERAND_REG_INLINE_C_INT64", "OPERAND_REG_INLINE_C_FP64",
                        "OPERAND_REG_INLINE_AC_FP64"):
                if L.is_inlinable_64(_sext(bits, 64), inv2pi):
                    self.add(_sext(bits, 64))
                    op.imm_kind = KIND_CONST
                    return
                if kind in L.FP_TYPES:
                    if bits & 0xFFFFFFFF:
                        self.m.warn(op.pos, "Can't encode literal as exact 64-bit floating-point"
                                    " operand. Low 32-bits will be set to zero")
                        val = bits & 0xFFFFFFFF00000000
                    self.add(_sext(val, 64))
                    op.imm_kind = KIND_LITERAL
                    return
                raise AsmError("fp literal in 64-bit integer instruction.", op.pos)
            fmt = L.fp_semantics(kind)
            if fmt == "bf16" and inv2pi and bits == 0x3FC45F306725FEED:
                self.add(0x3E22)
                op.imm_kind = KIND_LITERAL
                return
            out, _ok = L.convert_double(bits, fmt)
            self.add(out)
            op.imm_kind = KIND_MANDATORY if kind in L.KIMM_TYPES else KIND_LITERAL
            return
        k = kind
        if k in ("OPERAND_REG_IMM_INT32", "OPERAND_REG_IMM_FP32",
                 "OPERAND_REG_IMM_FP32_DEFERRED", "OPERAND_REG_INLINE_C_INT32",
                 "OPERAND_REG_INLINE_C_FP32", "OPERAND_REG_INLINE_AC_INT32",
                 "OPERAND_REG_INLINE_AC_FP32", "OPERAND_REG_IMM_V2INT16",
                 "OPERAND_REG_IMM_V2BF16", "OPERAND_REG_IMM_V2FP16", "OPERAND_REG_IMM_V2FP32",
                 "OPERAND_REG_INLINE_C_V2FP32", "OPERAND_REG_IMM_V2INT32",
                 "OPERAND_REG_INLINE_C_V2INT32", "OPERAND_INLINE_SPLIT_BARRIER_INT32"):
            if _safe_trunc(val, 32) and L.is_inlinable_32(val, inv2pi):
                self.add(val)
                op.imm_kind = KIND_CONST
                return
            self.add(val & 0xFFFFFFFF)
            op.imm_kind = KIND_LITERAL
            return
        if k in ("OPERAND_REG_IMM_INT64", "OPERAND_REG_IMM_FP64", "OPERAND_REG_INLINE_C_INT64",
                 "OPERAND_REG_INLINE_C_FP64", "OPERAND_REG_INLINE_AC_FP64"):
            if L.is_inlinable_64(val, inv2pi):
                self.add(val)
                op.imm_kind = KIND_CONST
                return
            val = (val << 32) & 0xFFFFFFFFFFFFFFFF if k in L.FP_TYPES else val & 0xFFFFFFFF
            self.add(_sext(val, 64))
            op.imm_kind = KIND_LITERAL
            return
        if k in ("OPERAND_REG_IMM_INT16", "OPERAND_REG_INLINE_C_INT16",
                 "OPERAND_REG_INLINE_AC_INT16"):
            if _safe_trunc(val, 16) and -16 <= _sext(val, 16) <= 64:
                self.add(val & 0xFFFFFFFF)
                op.imm_kind = KIND_CONST
                return
            self.add(val & 0xFFFF)
            op.imm_kind = KIND_LITERAL
            return
        if k in ("OPERAND_REG_INLINE_C_FP16", "OPERAND_REG_IMM_FP16",
                 "OPERAND_REG_IMM_FP16_DEFERRED", "OPERAND_REG_INLINE_AC_FP16"):
            if _safe_trunc(val, 16) and L.is_inlinable_fp16(val, inv2pi):
                self.add(val)
                op.imm_kind = KIND_CONST
                return
            self.add(val & 0xFFFF)
            op.imm_kind = KIND_LITERAL
            return
        if k in ("OPERAND_REG_IMM_BF16", "OPERAND_REG_IMM_BF16_DEFERRED",
                 "OPERAND_REG_INLINE_C_BF16", "OPERAND_REG_INLINE_AC_BF16"):
            if _safe_trunc(val, 16) and L.is_inlinable_bf16(val, inv2pi):
                self.add(val)
                op.imm_kind = KIND_CONST
                return
            self.add(val & 0xFFFF)
            op.imm_kind = KIND_LITERAL
            return
        if k == "OPERAND_KIMM32":
            self.add(val & 0xFFFFFFFF)
            op.imm_kind = KIND_MANDATORY
            return
        if k == "OPERAND_KIMM16":
            self.add(val & 0xFFFF)
            op.imm_kind = KIND_MANDATORY
            return
        # packed inline-only operands: the value is an inline constant already
        self.add(val)

    def _add_literal_lit(self, op: Operand, val: int, apply_mods: bool, t: str) -> None:
        """addLiteralImmOperand as LLVM 22 has it: inline constants stay immediates; a literal
        the encoder must not shorten becomes a lit()/lit64() expression (lit64 for a 64-bit
        operand whose value would otherwise be read as the high half)."""
        inv2pi = self.m.preds.inv2pi
        has64 = self.st.has("Feature64BitLiterals")
        if apply_mods:
            size = 8 if op.is_fp else L.operand_size(t)
            sign = 1 << (size * 8 - 1)
            if op.abs:
                val &= ~sign
            if op.neg:
                val ^= sign
        can64 = has64 and not ({"VOP3", "VOP3P"} & self.desc.flags)
        lit = "lit64" if op.lit64 else "lit" if op.lit else None
        m64 = 0xFFFFFFFFFFFFFFFF
        if (lit == "lit" and self.st.llvm.lit_prefers_32 and L.operand_size(t) == 8
                and L.lit32(_sext(val & m64, 64), t if op.is_fp else "") is None):
            # a newer release: lit() of a 64-bit operand is a 32-bit literal (literals.lit32;
            # an integer must fit 32 bits, an f64 may give its high half)
            raise AsmError("literal value out of range", op.pos)

        def fits32(v: int) -> bool:
            s = _sext(v & m64, 64)
            return -(1 << 31) <= s < 1 << 32

        def done(v: int, inline: bool = False) -> None:
            if lit is not None:
                self.add(LitExpr(_sext(v & m64, 64), lit))
            else:
                self.add(_sext(v & m64, 64) if not inline else v)
            op.imm_kind = (KIND_CONST if inline else KIND_MANDATORY if t in L.KIMM_TYPES
                           else KIND_LITERAL)

        wide = ("OPERAND_REG_IMM_INT64", "OPERAND_REG_IMM_FP64", "OPERAND_REG_INLINE_C_INT64",
                "OPERAND_REG_INLINE_C_FP64", "OPERAND_REG_INLINE_AC_FP64")
        fp64 = ("OPERAND_REG_IMM_FP64", "OPERAND_REG_INLINE_C_FP64", "OPERAND_REG_INLINE_AC_FP64")
        if op.is_fp:
            bits = val & m64
            if t in wide:
                if lit is None and L.is_inlinable_64(_sext(bits, 64), inv2pi):
                    self.add(_sext(bits, 64))
                    op.imm_kind = KIND_CONST
                    return
                if t not in L.FP_TYPES:
                    raise AsmError("fp literal in 64-bit integer instruction.", op.pos)
                if (bits & 0xFFFFFFFF and (self.desc.size != 4 or not has64)
                        and "imm" not in self.desc.named):
                    self.m.warn(op.pos, "Can't encode literal as exact 64-bit floating-point "
                                "operand. Low 32-bits will be set to zero")
                    val = bits & 0xFFFFFFFF00000000
                if t in fp64:
                    if can64 and lit is None and fits32(val):
                        lit = "lit64"
                    elif lit == "lit":
                        val = (val & m64) >> 32
                done(val)
                return
            if t == "OPERAND_KIMM64":
                if can64 and lit is None and fits32(val):
                    lit = "lit64"
                done(val)
                return
            if (t in ("OPERAND_REG_IMM_BF16", "OPERAND_REG_INLINE_C_BF16",
                      "OPERAND_REG_INLINE_C_V2BF16", "OPERAND_REG_IMM_V2BF16")
                    and lit is None and inv2pi and bits == 0x3FC45F306725FEED):
                self.add(0x3E22)
                op.imm_kind = KIND_LITERAL
                return
            out, _ok = L.convert_double(bits, L.fp_semantics(t))
            done(out, inline=lit is None and self._inline_value(t, out))
            return
        if t in ("OPERAND_REG_IMM_INT64", "OPERAND_REG_INLINE_C_INT64"):
            if lit is None and L.is_inlinable_64(_sext(val & m64, 64), inv2pi):
                self.add(val)
                op.imm_kind = KIND_CONST
                return
            if not has64 or lit == "lit":
                val &= 0xFFFFFFFF
        elif t in fp64:
            if lit is None and L.is_inlinable_64(_sext(val & m64, 64), inv2pi):
                self.add(val)
                op.imm_kind = KIND_CONST
                return
            if not has64 or lit == "lit" or (lit != "lit64" and fits32(val)):
                val = (val << 32) & m64
            if lit == "lit":
                val = (val & m64) >> 32
        elif t == "OPERAND_KIMM64":
            if fits32(val) and lit != "lit64":
                val = (val << 32) & m64
        done(val, inline=lit is None and self._inline_value(t, val))

    def _inline_value(self, t: str, v: int) -> bool:
        """Whether an immediate the encoder receives is an inline constant for type ``t``
        (for the validator's literal bookkeeping only)."""
        if t in L.KIMM_TYPES:
            return False
        return L.lit_encoding(t, v, self.m.preds.inv2pi,
                              gfx11_plus=self.st.is_gfx11_plus) not in (254, 255)

    def add_reg_or_imm(self, op: Operand) -> None:
        if op.kind == "reg":
            self.add_reg(op)
        else:
            self.add_imm(op)

    def add_mods(self, op: Operand) -> None:
        """addRegOrImmWithInputModsOperands: the modifier word, then the value."""
        self.add(op.mods_value(self.m.parser.rules.sext_mod))
        if op.kind == "reg":
            self.add_reg(op)
        else:
            self.add_imm(op, False)

    def call(self, method: str, op: Operand) -> None:
        if method == "addRegOperands":
            self.add_reg(op)
        elif method == "addImmOperands":
            self.add_imm(op)
        elif method == "addRegOrImmOperands":
            self.add_reg_or_imm(op)
        elif method in ("addRegOrImmWithFPInputModsOperands",
                        "addRegOrImmWithIntInputModsOperands",
                        "addRegOrImmWithInputModsOperands", "addRegWithFPInputModsOperands",
                        "addRegWithIntInputModsOperands", "addRegWithInputModsOperands"):
            self.add_mods(op)
        else:
            raise NotImplementedError(f"operand adder {method}")

    def optional(self, opt: dict[str, int], immty: str, default: int = 0) -> None:
        i = opt.get(immty)
        if i is not None:
            self.add_imm(self.operands[i])
        else:
            self.add(default)

    # -- helpers over the instruction ------------------------------------------------------------
    def has(self, name: str) -> bool:
        return name in self.desc.named

    def idx(self, name: str) -> int:
        return self.desc.named.get(name, -1)

    def is_reg_or_imm_with_input_mods(self, opnum: int) -> bool:
        d = self.desc
        od = d.opdefs[opnum] if opnum < len(d.opdefs) else None
        if not od:
            return False
        if od.type != "OPERAND_INPUT_MODS":
            return False
        if len(d.opdefs) <= opnum + 1:
            return False
        nxt = d.opdefs[opnum + 1]
        if nxt is None or nxt.kind not in ("regclass", "regop"):
            return False
        return d.tied.get(opnum + 1) is None

    def has_regclass(self, opnum: int) -> bool:
        d = self.desc
        od = d.opdefs[opnum] if opnum < len(d.opdefs) else None
        if not od:
            return False
        return od.kind in ("regclass", "regop")

    def add_defs(self) -> int:
        i = 1
        for _ in range(self.desc.n_outs):
            self.add_reg(self.operands[i])
            i += 1
        return i

    # -- custom conversions -----------------------------------------------------------------------
    def cvtMubuf(self, atomic: bool = False) -> None:
        ops = self.operands
        opt: dict[str, int] = {}
        rtn = atomic and "IsAtomicRet" in self.desc.flags
        for i in range(1, len(ops)):
            op = ops[i]
            if op.is_reg():
                self.add_reg(op)
                if rtn and i == 1:
                    self.add_reg(op)
                continue
            if op.kind == "imm" and op.immty == "ImmTyNone":
                self.add_imm(op)
                continue
            if op.kind == "token":
                continue
            opt[op.immty] = i
        self.optional(opt, "ImmTyOffset")
        self.optional(opt, "ImmTyCPol", 0)

    def cvtMubufAtomic(self) -> None:
        self.cvtMubuf(True)

    def cvtExp(self) -> None:
        ops = self.operands
        opt: dict[str, int] = {}
        idx = []
        for i in range(1, len(ops)):
            op = ops[i]
            if op.is_reg():
                idx.append(self.n())
                self.add_reg(op)
                continue
            if op.is_immty("ImmTyOff"):
                idx.append(self.n())
                self.add(Reg(0))
                continue
            if op.is_immty("ImmTyExpTgt"):
                self.add_imm(op)
                continue
            if op.kind == "token" and op.tok in ("done", "row_en"):
                continue
            opt[op.immty] = i
        compr = "ImmTyExpCompr" in opt
        inst = self.inst.ops
        if compr:
            inst[idx[1]] = inst[idx[2]]
            inst[idx[2]] = Reg(0)
            inst[idx[3]] = Reg(0)
        en = 0
        for k in range(len(idx)):
            if inst[idx[k]] != 0:
                en |= (3 << (k * 2)) if compr else (1 << k)
        self.optional(opt, "ImmTyExpVM")
        self.optional(opt, "ImmTyExpCompr")
        self.add(en)

    def _vop3_common(self, opt: dict[str, int]) -> None:
        ops = self.operands
        i = self.add_defs()
        for j in range(i, len(ops)):
            op = ops[j]
            if self.is_reg_or_imm_with_input_mods(self.n()):
                self.add_mods(op)
            elif op.is_imm_modifier():
                opt[op.immty] = j
            elif op.is_reg() or op.kind == "imm":
                self.add_reg_or_imm(op)
            elif op.kind == "expr":
                self.add(op.expr)
            else:
                raise AsmError("invalid operand for instruction", op.pos)
        # the trailing optional operands, in the instruction's operand order (LLVM 19 adds
        # byte_sel before clamp, LLVM 22 scale_sel and clamp before byte_sel: each as its
        # release's instructions list them)
        tail: list[tuple[int, Callable[[], None]]] = []
        if self.has("scale_sel"):
            tail.append((self.idx("scale_sel"), lambda: self.optional(opt, "ImmTyScaleSel")))
        if self.has("clamp"):
            tail.append((self.idx("clamp"), lambda: self.optional(opt, "ImmTyClamp")))
        if self.has("byte_sel"):
            def byte_sel() -> None:
                if self.has("vdst_in"):
                    self.add(self.inst.ops[0])
                self.optional(opt, "ImmTyByteSel")
            tail.append((min(self.idx("byte_sel"), self.idx("vdst_in") if self.has("vdst_in")
                             else self.idx("byte_sel")), byte_sel))
        if self.has("omod"):
            tail.append((self.idx("omod"), lambda: self.optional(opt, "ImmTyOModSI")))
        for _i, add_operand in sorted(tail, key=lambda t: t[0]):
            add_operand()
        if self.desc.name in MAC_OPCODES:
            pos = self.idx("src2_modifiers")
            self.inst.ops.insert(pos, 0)
            self.inst.ops.insert(pos + 1, self.inst.ops[0])

    def cvtVOP3(self) -> None:
        self._vop3_common({})

    def cvtScaledMFMA(self) -> None:
        """LLVM 22 (gfx950 v_mfma_scale_*): the parsed operands come in another order than
        the MCInst's; cbsz and blgp are placed at their indices, op_sel/op_sel_hi go into the
        two scale sources' modifiers."""
        ops = self.operands
        opt: dict[str, int] = {}
        i = self.add_defs()
        cbsz_at = self.idx("cbsz")
        for j in range(i, len(ops)):
            op = ops[j]
            if self.n() == cbsz_at:
                self.add(0)
                self.add(0)
            if self.is_reg_or_imm_with_input_mods(self.n()):
                self.add_mods(op)
            elif op.is_imm_modifier():
                opt[op.immty] = j
            else:
                self.add_reg_or_imm(op)
        inst = self.inst.ops
        if "ImmTyCBSZ" in opt:
            inst[cbsz_at] = self.operands[opt["ImmTyCBSZ"]].val
        if "ImmTyBLGP" in opt:
            inst[self.idx("blgp")] = self.operands[opt["ImmTyBLGP"]].val
        self.add(0)
        self.add(0)
        opsel = self.operands[opt["ImmTyOpSel"]].val if "ImmTyOpSel" in opt else 0
        opselhi = self.operands[opt["ImmTyOpSelHi"]].val if "ImmTyOpSelHi" in opt else 0
        for k, name in enumerate(("src0_modifiers", "src1_modifiers")):
            mod = (OP_SEL_0 if opsel >> k & 1 else 0) | (OP_SEL_1 if opselhi >> k & 1 else 0)
            inst[self.idx(name)] = mod

    def cvtVOP3P(self) -> None:
        opt: dict[str, int] = {}
        self._vop3_common(opt)
        self._vop3p(opt)

    def cvtVOP3OpSel(self) -> None:
        opt: dict[str, int] = {}
        self._vop3_common(opt)
        self._vop3p(opt)
        self._dst_op_sel_only()

    def _vop3p(self, opt: dict[str, int]) -> None:
        d = self.desc
        name = d.name
        packed = "IsPacked" in d.flags
        ops = self.inst.ops
        if name in _CVT_SR_VOP3:
            self.add(0)
            self.add(ops[0])
        if self.has("vdst_in") and name not in _NO_VDST_IN:
            self.add(ops[0])
        if self.has("bitop3"):
            self.optional(opt, "ImmTyBitOp3")
        opsel_i = self.idx("op_sel")
        if opsel_i != -1:
            self.optional(opt, "ImmTyOpSel")
        opselhi_i = self.idx("op_sel_hi")
        if opselhi_i != -1:
            self.optional(opt, "ImmTyOpSelHi", -1 if packed else 0)
        # LLVM 22 (gfx1250 WMMA): matrix formats, scales and reuse hints
        for operand, immty in (("matrix_a_fmt", "ImmTyMatrixAFMT"),
                               ("matrix_b_fmt", "ImmTyMatrixBFMT"),
                               ("matrix_a_scale", "ImmTyMatrixAScale"),
                               ("matrix_b_scale", "ImmTyMatrixBScale"),
                               ("matrix_a_scale_fmt", "ImmTyMatrixAScaleFmt"),
                               ("matrix_b_scale_fmt", "ImmTyMatrixBScaleFmt"),
                               ("matrix_a_reuse", "ImmTyMatrixAReuse"),
                               ("matrix_b_reuse", "ImmTyMatrixBReuse")):
            if self.has(operand):
                self.optional(opt, immty, 0)
        neglo_i = self.idx("neg_lo")
        if neglo_i != -1:
            self.optional(opt, "ImmTyNegLo")
        neghi_i = self.idx("neg_hi")
        if neghi_i != -1:
            self.optional(opt, "ImmTyNegHi")
        opsel = ops[opsel_i] if opsel_i != -1 else 0
        opselhi = ops[opselhi_i] if opselhi_i != -1 else 0
        neglo = ops[neglo_i] if neglo_i != -1 else 0
        neghi = ops[neghi_i] if neghi_i != -1 else 0
        vgpr16 = self.m.ri.rc.get("VGPR_16")
        regs = self.m.ri.regs
        for j, (src, modn) in enumerate((("src0", "src0_modifiers"), ("src1", "src1_modifiers"),
                                         ("src2", "src2_modifiers"))):
            si = self.idx(src)
            if si == -1:
                break
            mi = self.idx(modn)
            if mi == -1:
                continue
            mod = 0
            sv = ops[si] if si < len(ops) else None
            if type(sv) is Reg and vgpr16 is not None and sv in vgpr16.members:
                if regs.half[sv] == "h":
                    mod |= OP_SEL_0
            elif (opsel >> j) & 1:
                mod |= OP_SEL_0
            if (opselhi >> j) & 1:
                mod |= OP_SEL_1
            if (neglo >> j) & 1:
                mod |= NEG
            if (neghi >> j) & 1:
                mod |= NEG_HI
            ops[mi] = ops[mi] | mod

    def _dst_op_sel_only(self) -> None:
        opsel_i = self.idx("op_sel")
        if opsel_i == -1:
            return
        nsrc = 0
        for s in ("src0", "src1", "src2"):
            if not self.has(s):
                break
            nsrc += 1
        ops = self.inst.ops
        opsel = ops[opsel_i]
        dst_i = self.idx("vdst")
        if dst_i == -1:
            return
        dst = ops[dst_i]
        mi = self.idx("src0_modifiers")
        mod = ops[mi]
        vgpr16 = self.m.ri.rc.get("VGPR_16")
        if type(dst) is Reg and vgpr16 is not None and dst in vgpr16.members:
            if self.m.ri.regs.half[dst] == "h":
                mod |= DST_OP_SEL
        elif (opsel >> nsrc) & 1:
            mod |= DST_OP_SEL
        ops[mi] = mod

    def cvtVOP3Interp(self) -> None:
        ops = self.operands
        opt: dict[str, int] = {}
        i = self.add_defs()
        for j in range(i, len(ops)):
            op = ops[j]
            if self.is_reg_or_imm_with_input_mods(self.n()):
                self.add_mods(op)
            elif op.immty in ("ImmTyInterpSlot", "ImmTyInterpAttr", "ImmTyInterpAttrChan") \
                    and op.kind == "imm":
                self.add(op.val)
            elif op.is_imm_modifier():
                opt[op.immty] = j
            else:
                raise AsmError("invalid operand for instruction", op.pos)
        if self.has("high"):
            self.optional(opt, "ImmTyHigh")
        if self.has("clamp"):
            self.optional(opt, "ImmTyClamp")
        if self.has("omod"):
            self.optional(opt, "ImmTyOModSI")

    def cvtVINTERP(self) -> None:
        ops = self.operands
        opt: dict[str, int] = {}
        i = self.add_defs()
        for j in range(i, len(ops)):
            op = ops[j]
            if self.is_reg_or_imm_with_input_mods(self.n()):
                self.add_mods(op)
            elif op.is_imm_modifier():
                opt[op.immty] = j
            else:
                raise AsmError("invalid operand for instruction", op.pos)
        self.optional(opt, "ImmTyClamp")
        opsel_i = self.idx("op_sel")
        if opsel_i != -1:
            self.optional(opt, "ImmTyOpSel")
        self.optional(opt, "ImmTyWaitEXP")
        if opsel_i == -1:
            return
        inst = self.inst.ops
        opsel = inst[opsel_i]
        for j, (src, modn) in enumerate((("src0", "src0_modifiers"), ("src1", "src1_modifiers"),
                                         ("src2", "src2_modifiers"))):
            if not self.has(src):
                break
            mi = self.idx(modn)
            mod = inst[mi]
            if (opsel >> j) & 1:
                mod |= OP_SEL_0
            if modn == "src0_modifiers" and (opsel >> 3) & 1:
                mod |= DST_OP_SEL
            inst[mi] = mod

    def cvtSWMMAC(self) -> None:
        ops = self.operands
        self.add_reg(ops[1])
        for k, modn in ((2, "src0_modifiers"), (3, "src1_modifiers")):
            if self.has(modn):
                self.add_mods(ops[k])
            else:
                self.add_reg(ops[k])
        self.add_reg(ops[1])
        self.add_reg(ops[4])
        opt: dict[str, int] = {}
        for j in range(5, len(ops)):
            opt[ops[j].immty] = j
        if self.has("index_key_8bit"):
            self.optional(opt, "ImmTyIndexKey8bit")
        if self.has("index_key_16bit"):
            self.optional(opt, "ImmTyIndexKey16bit")
        if self.has("index_key_32bit"):
            self.optional(opt, "ImmTyIndexKey32bit")
        if self.has("clamp"):
            self.optional(opt, "ImmTyClamp")
        self._vop3p(opt)

    def cvtVOP3DPP(self, dpp8: bool = False) -> None:
        d = self.desc
        ops = self.operands
        opt: dict[str, int] = {}
        old_i = self.idx("old")
        src2mod_i = self.idx("src2_modifiers")
        is_mac = old_i != -1 and src2mod_i != -1 and d.tied.get(old_i) is None
        i = self.add_defs()
        fi = 0
        vdst_in_i = self.idx("vdst_in")
        inst = self.inst.ops
        for j in range(i, len(ops)):
            if is_mac:
                n = self.n()
                if old_i == n:
                    self.add(inst[0])
                elif src2mod_i == n:
                    self.add(0)
            if vdst_in_i == self.n():
                self.add(inst[0])
            if d.name in _CVT_SR_DPP and src2mod_i == self.n():
                self.add(0)
                self.add(Reg(0))
            tied = d.tied.get(self.n())
            if tied is not None:
                self.add(inst[tied])
            op = ops[j]
            n = self.n()
            if dpp8 and op.is_immty("ImmTyDppFI"):
                fi = op.val
            elif self.is_reg_or_imm_with_input_mods(n):
                self.add_mods(op)
            elif op.is_reg():
                self.add_reg(op)
            elif op.kind == "imm" and self.has_regclass(n):
                self.add_imm(op)
            elif op.kind == "imm":
                opt[op.immty] = j
            else:
                raise AsmError("invalid operand for instruction", op.pos)
        # byte_sel, clamp and omod in the instruction's operand order (LLVM 22 lists clamp
        # before byte_sel, LLVM 19 after; LLVM 22's gfx1250 v_cvt_sr_*_f32 DPP has the tied
        # vdst_in between them)
        for _i, name, immty in sorted((self.idx(n), n, t) for n, t in (
                ("byte_sel", "ImmTyByteSel"), ("clamp", "ImmTyClamp"), ("omod", "ImmTyOModSI"))
                if self.has(n)):
            if vdst_in_i == self.n():
                self.add(inst[0])
            self.optional(opt, immty)
        if "VOP3P" in d.flags:
            self._vop3p(opt)
        elif "VOP3" in d.flags:
            self._vop3p(opt)
            self._dst_op_sel_only()
        elif self.has("op_sel"):
            self.optional(opt, "ImmTyOpSel")
        if dpp8:
            self.optional(opt, "ImmTyDPP8")
            self.add(0xEA if fi else 0xE9)
        else:
            self.optional(opt, "ImmTyDppCtrl", 0xE4)
            self.optional(opt, "ImmTyDppRowMask", 0xF)
            self.optional(opt, "ImmTyDppBankMask", 0xF)
            self.optional(opt, "ImmTyDppBoundCtrl")
            if self.has("fi"):
                self.optional(opt, "ImmTyDppFI")

    def cvtVOP3DPP8(self) -> None:
        self.cvtVOP3DPP(True)

    def cvtDPP(self, dpp8: bool = False) -> None:
        d = self.desc
        ops = self.operands
        opt: dict[str, int] = {}
        i = self.add_defs()
        fi = 0
        inst = self.inst.ops
        ri = self.m.ri
        vcc = (ri.by_name["VCC"], ri.by_name["VCC_LO"])
        for j in range(i, len(ops)):
            tied = d.tied.get(self.n())
            if tied is not None:
                self.add(inst[tied])
            op = ops[j]
            if op.is_reg() and self.m.valid_vcc(op.reg) and op.reg in vcc:
                continue
            n = self.n()
            if dpp8:
                if op.is_immty("ImmTyDPP8"):
                    self.add_imm(op)
                elif self.is_reg_or_imm_with_input_mods(n):
                    self.add_mods(op)
                elif op.is_immty("ImmTyDppFI"):
                    fi = op.val
                elif op.is_reg():
                    self.add_reg(op)
                else:
                    raise AsmError("invalid operand for instruction", op.pos)
            else:
                if self.is_reg_or_imm_with_input_mods(n):
                    self.add_mods(op)
                elif op.is_reg():
                    self.add_reg(op)
                elif op.is_immty("ImmTyDppCtrl") and Preds._is_dpp_ctrl(op):
                    self.add_imm(op)
                elif op.kind == "imm":
                    opt[op.immty] = j
                else:
                    raise AsmError("invalid operand for instruction", op.pos)
        if dpp8:
            self.add(0xEA if fi else 0xE9)
        else:
            self.optional(opt, "ImmTyDppRowMask", 0xF)
            self.optional(opt, "ImmTyDppBankMask", 0xF)
            self.optional(opt, "ImmTyDppBoundCtrl")
            if self.has("fi"):
                self.optional(opt, "ImmTyDppFI")

    def cvtDPP8(self) -> None:
        self.cvtDPP(True)

    def _sdwa(self, basic: str, skip_dst_vcc: bool = False, skip_src_vcc: bool = False) -> None:
        ops = self.operands
        opt: dict[str, int] = {}
        skip_vcc = skip_dst_vcc or skip_src_vcc
        skipped = False
        i = self.add_defs()
        ri = self.m.ri
        vcc = (ri.by_name["VCC"], ri.by_name["VCC_LO"])
        for j in range(i, len(ops)):
            op = ops[j]
            if skip_vcc and not skipped and op.is_reg() and op.reg in vcc:
                n = self.n()
                if basic == "VOP2" and ((skip_dst_vcc and n == 1) or (skip_src_vcc and n == 5)):
                    skipped = True
                    continue
                if basic == "VOPC" and n == 0:
                    skipped = True
                    continue
            if self.is_reg_or_imm_with_input_mods(self.n()):
                self.add_mods(op)
            elif op.kind == "imm":
                opt[op.immty] = j
            else:
                raise AsmError("invalid operand for instruction", op.pos)
            skipped = False
        name = self.desc.name
        if name not in _NOP_SDWA:
            if basic == "VOP1":
                if self.has("clamp"):
                    self.optional(opt, "ImmTyClamp", 0)
                if self.has("omod"):
                    self.optional(opt, "ImmTyOModSI", 0)
                if self.has("dst_sel"):
                    self.optional(opt, "ImmTySDWADstSel", 6)
                if self.has("dst_unused"):
                    self.optional(opt, "ImmTySDWADstUnused", 2)
                self.optional(opt, "ImmTySDWASrc0Sel", 6)
            elif basic == "VOP2":
                self.optional(opt, "ImmTyClamp", 0)
                if self.has("omod"):
                    self.optional(opt, "ImmTyOModSI", 0)
                self.optional(opt, "ImmTySDWADstSel", 6)
                self.optional(opt, "ImmTySDWADstUnused", 2)
                self.optional(opt, "ImmTySDWASrc0Sel", 6)
                self.optional(opt, "ImmTySDWASrc1Sel", 6)
            else:
                if self.has("clamp"):
                    self.optional(opt, "ImmTyClamp", 0)
                self.optional(opt, "ImmTySDWASrc0Sel", 6)
                self.optional(opt, "ImmTySDWASrc1Sel", 6)
        if name in ("V_MAC_F32_sdwa_vi", "V_MAC_F16_sdwa_vi"):
            self.inst.ops.insert(self.idx("src2"), self.inst.ops[0])

    def cvtSdwaVOP1(self) -> None:
        self._sdwa("VOP1")

    def cvtSdwaVOP2(self) -> None:
        self._sdwa("VOP2")

    def cvtSdwaVOP2b(self) -> None:
        self._sdwa("VOP2", True, True)

    def cvtSdwaVOP2e(self) -> None:
        self._sdwa("VOP2", False, True)

    def cvtSdwaVOPC(self) -> None:
        self._sdwa("VOPC", self.st.is_vi)

    def cvtVOPD(self) -> None:
        from .vopd import convert_vopd

        convert_vopd(self)


class MatchError(AsmError):
    """The statement parsed but no instruction takes its operands."""


class Matcher:
    """Assembles statements for one subtarget: parse, match, convert, validate."""

    def __init__(self, st: Subtarget) -> None:
        from .asmparser import InstParser

        self.st = st
        self.parser = InstParser(st)
        self.ri = self.parser.ri
        self.preds = Preds(st, self.ri)
        c = st.common
        m = c["matcher"]
        self.classes = m["classes"]
        self.super = [frozenset(cl.get("super", ())) for cl in self.classes]
        self.cvt_kinds = m["cvt_kinds"]
        self.conversions = m["conversions"]
        self.ties = m["ties"]
        self.reg_opkind: dict[int, int] = c["reg_opkind"]  # (never changed)
        # RegClassByHwMode classes (LLVM 22) match as the class of the subtarget's mode
        modes = m.get("hwmode_classes")
        self.hwmode_kind = {i: modes[st.hwmode][1][cl["by_hwmode"]]
                            for i, cl in enumerate(self.classes)
                            if cl.get("by_hwmode") and modes} if modes else {}
        self.token_class = {cl["token"]: i for i, cl in enumerate(self.classes)
                            if cl["kind"] == "token"}
        self.last_token = max(i for i, cl in enumerate(self.classes) if cl["kind"] == "token")
        self.last_register = max(i for i, cl in enumerate(self.classes) if cl["kind"] == "reg")
        fam = st.family
        self.rows: list[Mapping[str, list[MatchRow]]] = fam.match_rows  # per variant, by mnemonic
        self.insts = fam.insts
        self.warnings: list[AsmError] = []
        # the immediates of the last conversion (_Conv.trace): the MCInst assemble returns
        self.imm_trace: list[tuple[Operand, int, str, bool]] = []
        self._class_name = {cl["name"]: i for i, cl in enumerate(self.classes)}
        self.MCK_SSrc_b32 = self._class_name.get("MCK_SSrc_b32")

    @property
    def mnemonics(self) -> list[dict[str, list[int]]]:
        """Per asm variant: mnemonic -> the feature sets of its match rows.  Only a statement
        that does not match reads them (to say why): read then, not with the subtarget."""
        return self.st.common["mnemonics"]

    def warn(self, pos: int, message: str) -> None:
        self.warnings.append(AsmError(message, pos))

    def valid_vcc(self, reg: int) -> bool:
        """validateVccOperand: vcc_lo in wave32, vcc in wave64."""
        ri = self.ri
        if self.st.is_wave64:
            return reg == ri.by_name["VCC"]
        return reg == ri.by_name["VCC_LO"]

    # -- classes ----------------------------------------------------------------------------------
    def is_subclass(self, a: int, b: int) -> bool:
        return a == b or b in self.super[a]

    def validate_operand_class(self, op: Operand, kind: int) -> bool:
        if kind == 0:
            return False
        if op.kind == "token" and kind <= self.last_token:
            tk = self.token_class.get(op.tok)
            return tk is not None and self.is_subclass(tk, kind)
        cl = self.classes[kind]
        pred = cl.get("pred")
        if pred and cl["kind"] == "user":
            if self.preds.check(pred, op):
                return True
        if op.is_reg():
            kind = self.hwmode_kind.get(kind, kind)
            ok = self.reg_opkind.get(op.reg, 0)
            return self.is_subclass(ok, kind) if ok else False
        return False

    def null_operand_ok(self, op: Operand, iid: int, actual: int) -> bool:
        """``null`` for the ``actual``-th operand of instruction ``iid`` where the followed
        release lets its operand of that name take it (Release.null_operands)."""
        rules = self.st.llvm.null_operands
        if not rules or not op.is_reg() or op.reg != self.ri.sgpr_null:
            return False
        desc = self.insts.get(iid)
        if desc is None:
            return False
        names = _ASM_OPERAND.findall(desc.asm)
        if not 0 < actual <= len(names):
            return False
        name = names[actual - 1]
        return any(flag in desc.flags and name in operands for flag, operands in rules)

    def validate_target_operand_class(self, op: Operand, kind: int) -> bool:
        name = self.classes[kind]["name"]
        if name == "MCK_addr64":
            return op.is_immty("ImmTyAddr64")
        if name == "MCK_gds":
            return op.is_immty("ImmTyGDS")
        if name == "MCK_lds":
            return op.is_immty("ImmTyLDS")
        if name == "MCK_idxen":
            return op.is_immty("ImmTyIdxen")
        if name == "MCK_offen":
            return op.is_immty("ImmTyOffen")
        if name == "MCK_tfe":
            return op.is_immty("ImmTyTFE")
        if name == "MCK_SSrc_b32":
            return self.preds.check("isSSrc_b32", op)
        if name == "MCK_SSrc_f32":
            return self.preds.check("isSSrc_f32", op)
        if name == "MCK_SOPPBrTarget":
            return op.kind in ("expr", "imm")
        if name == "MCK_VReg32OrOff":
            return self.preds.check("isVReg32OrOff", op)
        if name == "MCK_InterpSlot":
            return op.is_immty("ImmTyInterpSlot")
        if name == "MCK_InterpAttr":
            return op.is_immty("ImmTyInterpAttr")
        if name == "MCK_InterpAttrChan":
            return op.is_immty("ImmTyInterpAttrChan")
        if name in ("MCK_SReg_64", "MCK_SReg_64_XEXEC") or (
                self.parser.rules.null_wide and name in _WIDE_SREG_CLASSES):
            return op.kind == "reg" and op.reg == self.ri.sgpr_null
        return False

    # -- variants ---------------------------------------------------------------------------------
    def matched_variants(self, p: InstParser) -> tuple[int, ...]:
        if p.forced_dpp and p.forced_size == 64:
            return (V_VOP3_DPP,)
        if p.forced_size == 32:
            return (V_DEFAULT,)
        if p.forced_size == 64:
            return (V_VOP3,)
        if p.forced_sdwa:
            return (V_SDWA, V_SDWA9)
        if p.forced_dpp:
            return (V_DPP,)
        return (V_DEFAULT, V_VOP3, V_SDWA, V_SDWA9, V_DPP, V_VOP3_DPP)

    @staticmethod
    def variant_name(p: InstParser) -> str:
        if p.forced_dpp and p.forced_size == 64:
            return "e64_dpp"
        if p.forced_size == 32:
            return "e32"
        if p.forced_size == 64:
            return "e64"
        if p.forced_sdwa:
            return "sdwa"
        if p.forced_dpp:
            return "dpp"
        return ""

    # -- the statement ----------------------------------------------------------------------------
    def assemble(self, text: str, resolve: Resolver | None = None,
                 fold: Fold | None = None) -> MCInst:
        """The MCInst of one instruction statement; raises AsmError (with ``pos``).  See
        InstParser.parse for ``resolve`` and ``fold``; ``self.operands`` keeps the parsed
        operands (their source spans) for the caller."""
        p = self.parser
        self.warnings = []
        try:
            ops = p.parse(text, resolve, 0, fold)
            self.operands = ops
        except AsmError as e:
            if getattr(p, "unsupported_error", False):
                p.unsupported_error = False
                u = self.unsupported(p.name, p.name_pos, p)
                if u is not None:
                    raise u from None
            raise
        finally:
            # the matcher is kept per target for the process: a caller's callbacks (an
            # assembler's symbol table and sections, through them) must not stay alive in it
            p.resolve = p.fold = None
        self.warnings.extend(p.warnings)
        result = MNEMONIC_FAIL
        err_info = None
        inst = None
        for v in self.matched_variants(p):
            r, ei, got = self.match_variant(ops, v, p)
            if (r == SUCCESS or r == MISSING_FEATURE
                    or (r == INVALID_OPERAND and result != MISSING_FEATURE)
                    or (r == MNEMONIC_FAIL and result not in (INVALID_OPERAND, MISSING_FEATURE))):
                result = r
                err_info = ei
            if r == SUCCESS:
                inst = got
                break
        if result == SUCCESS:
            assert inst is not None  # the variant that succeeded made it
            validate(self, inst, ops, p.name_pos)
            return inst
        u = self.unsupported(p.name, p.name_pos, p)
        if u is not None:
            raise u
        if result == MISSING_FEATURE:
            raise MatchError("operands are not valid for this GPU or mode", p.name_pos)
        loc = p.name_pos
        if err_info is not None:
            if err_info >= len(ops):
                raise MatchError("too few operands for instruction", p.name_pos)
            loc = ops[err_info].pos
            if (ops[err_info].kind == "token" and err_info > 1
                    and ops[err_info - 1].kind == "token" and ops[err_info - 1].tok == "::"):
                raise MatchError("invalid VOPDY instruction", loc)
        raise MatchError("invalid operand for instruction", loc)

    def match_variant(self, ops: list[Operand], variant: int, p: InstParser
                      ) -> tuple[int, int | None, MCInst | None]:
        """MatchInstructionImpl for one variant: (result, error operand index, MCInst)."""
        if len(ops) > 27:
            return INVALID_OPERAND, 27, None
        mnem = ops[0].tok.lower()
        mnem = self.parser.variant_aliases[variant].get(mnem, mnem)
        rows = self.rows[variant].get(mnem)
        if not rows:
            return MNEMONIC_FAIL, None, None
        fset_ok = self.st.fset_ok
        had_other_than_features = False
        had_other_than_predicate = False
        ret = INVALID_OPERAND
        err = None
        n_ops = len(ops)
        for k, row in enumerate(rows):
            _m, iid, cvt, fset, formals = row
            has_features = fset_ok[fset]
            valid = True
            optional_mask = []
            actual = 1
            for fi in range(26):
                formal = formals[fi] if fi < len(formals) else 0
                if actual >= n_ops:
                    if formal == 0:
                        optional_mask.extend([True] * (26 - fi))
                        break
                    if self.is_subclass(formal, 1):
                        optional_mask.append(True)
                        continue
                    valid = False
                    err = actual
                    break
                op = ops[actual]
                if formal != 0 and self.validate_operand_class(op, formal):
                    actual += 1
                    optional_mask.append(False)
                    continue
                if formal != 0 and self.validate_target_operand_class(op, formal):
                    actual += 1
                    optional_mask.append(False)
                    continue
                if formal != 0 and self.null_operand_ok(op, iid, actual):
                    actual += 1
                    optional_mask.append(False)
                    continue
                if formal != 0 and self.is_subclass(formal, 1):
                    optional_mask.append(True)
                    continue
                if not had_other_than_predicate and (k == 0 or (err is not None
                                                               and err <= actual)):
                    err = actual
                valid = False
                break
            if not valid:
                continue
            if not has_features:
                had_other_than_features = True
                continue
            desc = self.insts.get(iid)
            if desc is None:
                continue
            while len(optional_mask) < 26:
                optional_mask.append(False)
            inst = self.convert(desc, cvt, ops, optional_mask)
            if not self.check_target_predicate(inst, p):
                ret = INVALID_OPERAND
                had_other_than_predicate = True
                continue
            return SUCCESS, None, inst
        if had_other_than_predicate or not had_other_than_features:
            return ret, err, None
        return MISSING_FEATURE, 0, None

    def check_target_predicate(self, inst: MCInst, p: InstParser) -> bool:
        flags = inst.desc.flags
        vop3 = "VOP3" in flags
        if ((p.forced_size == 32 and vop3) or (p.forced_size == 64 and not vop3)
                or (p.forced_dpp and "DPP" not in flags)
                or (p.forced_sdwa and "SDWA" not in flags)):
            return False
        if inst.desc.name in ("V_MAC_F32_sdwa_vi", "V_MAC_F16_sdwa_vi"):
            if inst.op("dst_sel") != 6:
                return False
        # LLVM 22 (gfx1250): a VOPD instruction that fits the other of VOPD and VOPD3 better
        # is rejected here so that the matcher goes on to it (tryAnotherVOPDEncoding)
        return not ("src0X" in inst.desc.named and self.st.has("FeatureGFX1250Insts")
                    and self._try_another_vopd(inst))

    def _try_another_vopd(self, inst: MCInst) -> bool:
        from .validate import vopd_bank_conflict
        from .vopd import can_be_vopd, is_vopd3

        name, rel = inst.desc.name, inst.desc.release

        def try_vopd3() -> bool:
            if vopd_bank_conflict(self, inst, False) is None:
                return False
            k = vopd_bank_conflict(self, inst, True)
            return k is None or k == 0

        if not is_vopd3(name, rel):
            return try_vopd3()
        if not can_be_vopd(name, rel):
            return False
        named = inst.desc.named
        for n in ("src0X_modifiers", "src0Y_modifiers", "vsrc1X_modifiers", "vsrc1Y_modifiers",
                  "vsrc2X_modifiers", "vsrc2Y_modifiers"):
            if n in named and inst.ops[named[n]]:
                return False
        return not try_vopd3()

    def convert(self, desc: InstDesc, cvt: int, ops: list[Operand], optional_mask: list[bool]
                ) -> MCInst:
        c = _Conv(self, desc, ops)
        defaults = [0] * 27
        nd = 0
        for i in range(26):
            defaults[i + 1] = nd
            nd += 1 if optional_mask[i] else 0
        for kind_i, arg in self.conversions[cvt]:
            sem = self.cvt_kinds[kind_i]
            k = sem[0]
            if k == "tied":
                res = self.ties[arg][0]
                if res != 255:
                    c.add(c.inst.ops[res])
                continue
            if k == "custom":
                getattr(c, sem[1])()
                continue
            if k == "imm":
                c.add(sem[1])
                continue
            opidx = arg - defaults[arg]
            if k == "optional":
                if optional_mask[arg - 1]:
                    dflt = Operand.imm(sem[4], 0, sem[3])
                    c.add_imm(dflt)
                else:
                    c.call(sem[1], ops[opidx])
                continue
            if k == "add":
                c.call(sem[1], ops[opidx])
                continue
            raise NotImplementedError(f"conversion {sem}")
        self.imm_trace = c.trace
        return c.inst

    def imm_value(self, desc: InstDesc, op: Operand, val: int, t: str,
                  apply_mods: bool) -> tuple[OperandValue, int]:
        """What ``_Conv.add_imm`` adds for the immediate operand ``op`` (at an operand of type
        ``t`` of ``desc``) had its value been ``val``, and the kind (inline, literal, ...)
        it would give it; ``op`` is left as it was.  Raises AsmError as add_imm does."""
        c = _Conv(self, desc, [])
        kind = op.imm_kind
        try:
            if t in L.SRC_TYPES:
                c.add_literal(op, val, apply_mods and op.immty == "ImmTyNone"
                              and op.has_fp_modifiers(), t)
                return c.inst.ops[0], op.imm_kind
            return val, KIND_NONE
        finally:
            op.imm_kind = kind

    # -- unsupported instructions -------------------------------------------------------------------
    def _supported(self, mnem: str, avail: frozenset[str], variants: Iterable[int]) -> bool:
        st = self.st
        fsets = st.feature_sets
        mnem = mnem.lower()
        for v in variants:
            name = self.parser.variant_aliases[v].get(mnem, mnem)
            for f in self.mnemonics[v].get(name, ()):
                if fsets[f] <= avail:
                    return True
        return False

    def _exists(self, mnem: str) -> bool:
        """Whether some GPU has the mnemonic (with every feature on, so every mnemonic alias
        applies, as AMDGPUCheckMnemonic with all features set)."""
        mnem = mnem.lower()
        names = {mnem} | {a[1] for a in self.st.common["mnemonic_aliases"] if a[0] == mnem}
        return any(n in self.mnemonics[v] for v in range(len(self.mnemonics)) for n in names)

    def unsupported(self, mnem: str, pos: int, p: InstParser) -> AsmError | None:
        """checkUnsupportedInstruction: an error when the mnemonic (in the variant the suffix
        forced) cannot be used on this subtarget, else None."""
        st = self.st
        avail = st.match_features
        variants = self.matched_variants(p)
        if self._supported(mnem, avail, variants):
            return None
        vname = self.variant_name(p)
        if vname and self._supported(mnem, avail, range(6)):
            return MatchError(f"{vname} variant of this instruction is not supported", pos)
        if st.is_gfx10_plus and st.is_wave64 and not st.is_wave32:
            from .db import evaluate

            feats = (st.features - {"FeatureWavefrontSize64"}) | {"FeatureWavefrontSize32"}
            avail32 = frozenset(b for b, cond in st.common["matcher"]["match_features"].items()
                                if evaluate(cond, feats))
            if self._supported(mnem, avail32, variants):
                return MatchError("instruction requires wavesize=32", pos)
        if self._exists(mnem):
            return MatchError("instruction not supported on this GPU", pos)
        return MatchError("invalid instruction" + self._suggest(mnem, avail), pos)

    def _suggest(self, mnem: str, avail: frozenset[str]) -> str:
        fsets = self.st.feature_sets
        cands = []
        for name, fs in sorted(self.mnemonics[V_DEFAULT].items()):
            if not any(fsets[f] <= avail for f in fs):
                continue
            if abs(len(name) - len(mnem)) > 2:
                continue
            if _edit_distance(mnem, name, 2) <= 2:
                cands.append(name)
        if not cands:
            return ""
        return ", did you mean: " + ", ".join(cands) + "?"


def _edit_distance(a: str, b: str, limit: int) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        best = cur[0]
        for j, cb in enumerate(b, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb))
            best = min(best, cur[j])
        if best > limit:
            return limit + 1
        prev = cur
    return prev[-1]
