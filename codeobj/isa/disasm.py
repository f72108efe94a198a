"""Machine code to :class:`~codeobj.isa.mc.MCInst`, as LLVM 19's AMDGPU disassembler decodes it.

The decoding is driven by LLVM's own decoder tables (``decoder.tables`` of the family data file:
TableGen's ``DecoderTable*`` byte code, see llvm/MC/MCDecoderOps.h) and by the operand decoders
each decoder index names (``decoder.cases``).  What is written here is what those tables leave
to C++ code in AMDGPUDisassembler.cpp: the order in which the tables are tried for each
generation and word size, the operand decoder methods (register classes, source operands with
inline constants and literals, SDWA, VOPD, ...) and the conversions after a successful decode
that insert operands the encoding does not carry (op_sel, MIMG data/address widths, ...).

Entry points:

* :func:`decoder` ``(subtarget) -> Decoder`` (one per subtarget, kept);
* :meth:`Decoder.decode` ``(data, offset=0) -> (MCInst | None, size)``: one instruction, or
  ``None`` and the number of bytes llvm-mc skips over an invalid encoding;
* :meth:`Decoder.decode_with_comments`: the same and the decoder's comments (llvm-objdump's
  ``; Warning: ...`` after an instruction);
* :meth:`Decoder.text_at` ``(data, offset) -> (text | None, size)``: the same, printed
  (codeobj.isa.printer), through a cache that makes long listings cheap; :meth:`Decoder.line_at`
  adds the comments and the branch operand a listing needs.

Nothing here raises on any bytes: an undecodable position is a result.
"""

# ruff: noqa: PLR1730 -- the decode loops compare and assign; max() would cost a call each time

from __future__ import annotations

import base64
import re
import struct
from collections.abc import Callable, Collection, Iterator, Mapping
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

from .db import MAIN_RELEASE, InstDesc, Subtarget, registers
from .mc import Code, LitExpr, MCInst, OperandValue, Reg
from .searchable import (
    MAC_OPCODES,
    _addr_size,
    _family_extras,
    _generic_reg,
    _mimg_base,
    _mimg_dim,
    f8f6f4_variant,
)

__all__ = ["ByteCache", "Decoder", "UCVersionExpr", "decode", "decoder"]

if TYPE_CHECKING:
    from .printer import Printer

#: an operation of a compiled decoder table: (kind, its operands...), laid out per kind as
#: compile_table documents (a switch carries its cases as a dict); run_table reads them by
#: position after testing the kind
TableOp = tuple[Any, ...]
#: what a listing needs of an instruction beyond its text: (the decoder's comments or None,
#: MCInst index of a PC-relative branch operand or -1, its raw value[, the VGPR MSBs the
#: instruction sets for those that follow (LLVM 22's s_set_vgpr_msb; 0 at a terminator)])
LineExtra = tuple["str | None", int, int] | tuple["str | None", int, int, int]
#: (text or None for bytes that do not decode, size, extra or None) -- Decoder.line_at
Line = tuple["str | None", int, "LineExtra | None"]

# -- facts of SIDefines.h (AMDGPU::EncValues, SDWA::SDWA9EncValues, DPP::DppFiMode, CPol) ------
_SGPR_MAX_SI = 101
_SGPR_MAX_GFX10 = 105
_TTMP_VI = (112, 123)
_TTMP_GFX9PLUS = (108, 123)
_INLINE_INT_MIN, _INLINE_INT_POS_MAX, _INLINE_INT_MAX = 128, 192, 208
_INLINE_FP_MIN, _INLINE_FP_MAX = 240, 248
_LITERAL_CONST, _LITERAL64_CONST = 255, 254
_SDWA_SRC_SGPR_MIN, _SDWA_SRC_SGPR_MAX_SI, _SDWA_SRC_SGPR_MAX_GFX10 = 256, 357, 361
_SDWA_SRC_TTMP_MIN, _SDWA_SRC_TTMP_MAX = 364, 379
_DPP8_FI_0, _DPP8_FI_1 = 0xE9, 0xEA
_CPOL_GLC = 1
# SISrcMods
_OP_SEL_0, _OP_SEL_1, _NEG, _NEG_HI, _DST_OP_SEL = 4, 8, 1, 2, 8

# the inline floating-point constants 240..248 (0.5, -0.5, 1, -1, 2, -2, 4, -4, 1/(2*pi)) as
# 32-bit, 64-bit, half and bfloat16 bit patterns (AMDGPUDisassembler.cpp getInlineImmVal*)
_FP32 = (0x3F000000, 0xBF000000, 0x3F800000, 0xBF800000, 0x40000000, 0xC0000000, 0x40800000,
         0xC0800000, 0x3E22F983)
_FP64 = (0x3FE0000000000000, 0xBFE0000000000000, 0x3FF0000000000000, 0xBFF0000000000000,
         0x4000000000000000, 0xC000000000000000, 0x4010000000000000, 0xC010000000000000,
         0x3FC45F306DC9C882)
_FP16 = (0x3800, 0xB800, 0x3C00, 0xBC00, 0x4000, 0xC000, 0x4400, 0xC400, 0x3118)
_BF16 = (0x3F00, 0xBF00, 0x3F80, 0xBF80, 0x4000, 0xC000, 0x4080, 0xC080, 0x3E22)

# OperandSemantics (SIDefines.h)
_SEMA_INT, _SEMA_FP16, _SEMA_BF16, _SEMA_FP32, _SEMA_FP64 = 0, 1, 2, 3, 4

#: special scalar operand encodings of 32- and 64-bit operands (decodeSpecialReg32/64);
#: 124 and 125 swap between m0 and null on gfx11+ and are handled apart
_SPECIAL32 = {102: "FLAT_SCR_LO", 103: "FLAT_SCR_HI", 104: "XNACK_MASK_LO",
              105: "XNACK_MASK_HI", 106: "VCC_LO", 107: "VCC_HI", 108: "TBA_LO", 109: "TBA_HI",
              110: "TMA_LO", 111: "TMA_HI", 126: "EXEC_LO", 127: "EXEC_HI",
              235: "SRC_SHARED_BASE_LO", 236: "SRC_SHARED_LIMIT_LO",
              237: "SRC_PRIVATE_BASE_LO", 238: "SRC_PRIVATE_LIMIT_LO",
              239: "SRC_POPS_EXITING_WAVE_ID", 251: "SRC_VCCZ", 252: "SRC_EXECZ",
              253: "SRC_SCC", 254: "LDS_DIRECT"}
_SPECIAL64 = {102: "FLAT_SCR", 104: "XNACK_MASK", 106: "VCC", 108: "TBA", 110: "TMA",
              126: "EXEC", 235: "SRC_SHARED_BASE", 236: "SRC_SHARED_LIMIT",
              237: "SRC_PRIVATE_BASE", 238: "SRC_PRIVATE_LIMIT",
              239: "SRC_POPS_EXITING_WAVE_ID", 251: "SRC_VCCZ", 252: "SRC_EXECZ",
              253: "SRC_SCC"}

#: AMDGPUDisassembler::getInstruction: DPP conversions that also get a dummy src2_modifiers
_SR_FP8_DPP = frozenset(("V_CVT_SR_BF8_F32_e64_dpp", "V_CVT_SR_FP8_F32_e64_dpp"))
#: AMDGPUDisassembler::convertVINTERPInst: the VINTERP opcodes given an op_sel operand
_VINTERP_OPSEL = frozenset(
    f"V_INTERP_{k}_inreg_{g}" for k in ("P10_F16_F32", "P10_RTZ_F16_F32", "P2_F16_F32",
                                        "P2_RTZ_F16_F32") for g in ("gfx11", "gfx12"))
_NSA_ENCODINGS = frozenset(("MIMGEncGfx10NSA", "MIMGEncGfx11NSA", "MIMGEncGfx12"))

#: UCVersion::getGFXVersions (AMDGPUAsmUtils.cpp): s_version codes with a symbolic name
_UC_VERSIONS = {0: "UC_VERSION_GFX7", 4: "UC_VERSION_GFX10", 6: "UC_VERSION_GFX11",
                9: "UC_VERSION_GFX12"}

#: AMDGPUBaseInfo.cpp getMCReg(): registers whose MC register depends on the subtarget
_REG_VARIANTS_CI_VI = ("FLAT_SCR", "FLAT_SCR_LO", "FLAT_SCR_HI")
_REG_VARIANTS_GFX11 = (("M0", "M0"), ("SGPR_NULL", "SGPR_NULL"), ("SGPR_NULL64", "SGPR_NULL"))


class _Rules:
    """What a release's AMDGPUDisassembler does differently (read once per decoder)."""

    __slots__ = ("lit_exprs", "true16_opsel_all")

    def __init__(self, lit_exprs: bool, true16_opsel_all: bool) -> None:
        #: LLVM 22: a literal an inline constant could have been decodes as lit(...), a 64-bit
        #: literal whose high half is zero as lit64(...) (decodeLiteralConstant,
        #: decodeLiteral64Constant), so the printed text re-assembles to the same bytes
        self.lit_exprs = lit_exprs
        #: LLVM 22: getInstruction applies convertTrue16OpSel to every instruction (LLVM 19
        #: only in the DPP conversions)
        self.true16_opsel_all = true16_opsel_all


_RULES = {"llvm19": _Rules(lit_exprs=False, true16_opsel_all=False),
          "llvm22": _Rules(lit_exprs=True, true16_opsel_all=True)}

#: decodeLiteralConstant (LLVM 22): the inline-constant rule each operand type's literal is
#: checked against (a literal that passes is a lit() expression); FP64 literals are the high
#: half and never lit(); types not listed never are
_LIT_RULE = {
    **dict.fromkeys(("OPERAND_REG_IMM_BF16", "OPERAND_REG_INLINE_C_BF16",
                     "OPERAND_REG_INLINE_C_V2BF16"), "bf16"),
    "OPERAND_REG_IMM_V2BF16": "v2bf16",
    **dict.fromkeys(("OPERAND_REG_IMM_FP16", "OPERAND_REG_INLINE_C_FP16",
                     "OPERAND_REG_INLINE_C_V2FP16"), "fp16"),
    "OPERAND_REG_IMM_V2FP16": "v2fp16",
    "OPERAND_REG_IMM_V2FP16_SPLAT": "splat",
    **dict.fromkeys(("OPERAND_REG_IMM_INT16", "OPERAND_REG_INLINE_C_INT16",
                     "OPERAND_REG_INLINE_C_V2INT16", "OPERAND_REG_IMM_FP32",
                     "OPERAND_REG_INLINE_C_FP32", "OPERAND_REG_INLINE_AC_FP32",
                     "OPERAND_REG_IMM_INT32", "OPERAND_REG_INLINE_C_INT32",
                     "OPERAND_REG_INLINE_AC_INT32", "OPERAND_REG_IMM_V2FP32",
                     "OPERAND_REG_IMM_V2INT32", "OPERAND_KIMM32"), "32"),
    "OPERAND_REG_IMM_V2INT16": "v2int16",
    **dict.fromkeys(("OPERAND_REG_IMM_FP64", "OPERAND_REG_INLINE_C_FP64",
                     "OPERAND_REG_INLINE_AC_FP64"), "fp64"),
    **dict.fromkeys(("OPERAND_REG_IMM_INT64", "OPERAND_REG_INLINE_C_INT64"), "64"),
}


def _lit_inlinable(rule: str, val: int, gfx11_plus: bool) -> bool:
    """Whether decodeLiteralConstant marks a 32-bit literal lit(): an inline constant could
    have carried it (the isInlinableLiteral* of the operand type's rule)."""
    from . import literals as L

    if rule == "32":
        return L.is_inlinable_32(val, True)
    if rule == "64":
        return L.is_inlinable_64(val, True)
    if rule == "fp16":
        return L.is_inlinable_fp16(val, True)
    if rule == "bf16":
        return L.is_inlinable_bf16(val, True)
    if rule == "v2fp16":
        return L.inline_v2("OPERAND_REG_IMM_V2FP16", val) is not None
    if rule == "v2bf16":
        return L.inline_v2("OPERAND_REG_IMM_V2BF16", val) is not None
    if rule == "v2int16":
        return L.inline_v2("OPERAND_REG_IMM_V2INT16", val) is not None
    if rule == "splat":
        return L._pk_fmac_f16(val, gfx11_plus) is not None
    return False


class UCVersionExpr:
    """The expression ``s_version`` prints for a known microcode version code."""

    __slots__ = ("terms",)

    def __init__(self, terms: tuple[str, ...]) -> None:
        self.terms = terms

    def __str__(self) -> str:
        # MCBinaryExpr prints an Or of Ors left-nested, each side in parentheses when binary
        text = self.terms[0]
        for t in self.terms[1:]:
            text = (f"({text})" if "|" in text else text) + "|" + t
        return text

    def __repr__(self) -> str:
        return f"UCVersionExpr({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, UCVersionExpr) and other.terms == self.terms

    def __hash__(self) -> int:
        return hash(self.terms)


#: an operand whose literal LLVM 22 reads after the others are decoded (decodeImmOperands)
_PENDING_LITERAL = object()


class _Invalid(Exception):
    """An operand decoder failed: the table's decode attempt fails (MCDisassembler::Fail)."""


# -- decoder tables ------------------------------------------------------------------------------

_EXTRACT, _FILTER, _CHECK, _PRED, _DECODE, _TRYDECODE, _SOFTFAIL, _FAIL = range(1, 9)
_SWITCH = 0


def _uleb(blob: bytes, pos: int) -> tuple[int, int]:
    val = shift = 0
    while True:
        b = blob[pos]
        pos += 1
        val |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return val, pos


def _skip24(blob: bytes, pos: int) -> tuple[int, int]:
    return blob[pos] | blob[pos + 1] << 8 | blob[pos + 2] << 16, pos + 3


def compile_table(blob: bytes) -> list[TableOp]:
    """A DecoderTable as a list of operations with their jump targets resolved to indices.

    Every ``ExtractField`` that a chain of ``FilterValue`` follows becomes one ``switch``
    (a dict from field value to where the first matching ``FilterValue`` continues); the
    ``FilterValue``s stay in place, because a body that falls through reaches the next one with
    whatever field value the body extracted last, as in LLVM's interpreter."""
    raw: list[list[int]] = []
    index: dict[int, int] = {}
    pos = 0
    while pos < len(blob):
        index[pos] = len(raw)
        op = blob[pos]
        if op == _EXTRACT:
            start, p = _uleb(blob, pos + 1)
            raw.append([_EXTRACT, start, blob[p]])
            pos = p + 1
        elif op == _FILTER:
            val, p = _uleb(blob, pos + 1)
            skip, p = _skip24(blob, p)
            raw.append([_FILTER, val, p + skip])
            pos = p
        elif op == _CHECK:
            start, p = _uleb(blob, pos + 1)
            width = blob[p]
            val, p = _uleb(blob, p + 1)
            skip, p = _skip24(blob, p)
            raw.append([_CHECK, start, width, val, p + skip])
            pos = p
        elif op == _PRED:
            idx, p = _uleb(blob, pos + 1)
            skip, p = _skip24(blob, p)
            raw.append([_PRED, idx, p + skip])
            pos = p
        elif op == _DECODE:
            opc, p = _uleb(blob, pos + 1)
            idx, p = _uleb(blob, p)
            raw.append([_DECODE, opc, idx])
            pos = p
        elif op == _TRYDECODE:
            opc, p = _uleb(blob, pos + 1)
            idx, p = _uleb(blob, p)
            skip, p = _skip24(blob, p)
            raw.append([_TRYDECODE, opc, idx, p + skip])
            pos = p
        elif op == _SOFTFAIL:
            pmask, p = _uleb(blob, pos + 1)
            nmask, p = _uleb(blob, p)
            raw.append([_SOFTFAIL, pmask, nmask])
            pos = p
        elif op == _FAIL:
            raw.append([_FAIL])
            pos += 1
        else:  # the zero padding after the last operation
            raw.append([_FAIL])
            pos += 1
    index[pos] = len(raw)
    raw.append([_FAIL])

    def at(byte_pos: int) -> int:
        return index.get(byte_pos, len(raw) - 1)

    ops: list[TableOp] = []
    for i, r in enumerate(raw):
        k = r[0]
        if k == _EXTRACT:
            start, width = r[1], r[2]
            mask = (1 << width) - 1 if width < 64 else (1 << 64) - 1
            # the FilterValue chain that follows
            cases: dict[int, int] = {}
            j = i + 1
            while j < len(raw) and raw[j][0] == _FILTER:
                cases.setdefault(raw[j][1], j + 1)
                j = at(raw[j][2])
            ops.append((_SWITCH, start, mask, cases, j, start + width))
        elif k == _FILTER:
            ops.append((_FILTER, r[1], at(r[2])))
        elif k == _CHECK:
            start, width = r[1], r[2]
            mask = (1 << width) - 1 if width < 64 else (1 << 64) - 1
            ops.append((_CHECK, start, mask, r[3], at(r[4]), start + width))
        elif k == _PRED:
            ops.append((_PRED, r[1], at(r[2])))
        elif k == _DECODE:
            ops.append((_DECODE, r[1], r[2]))
        elif k == _TRYDECODE:
            ops.append((_TRYDECODE, r[1], r[2], at(r[3])))
        elif k == _SOFTFAIL:
            hi = max(r[1].bit_length(), r[2].bit_length())
            ops.append((_SOFTFAIL, r[1], r[2], hi))
        else:
            ops.append((_FAIL,))
    return ops


def run_table(ops: list[TableOp], insn: int, pred_ok: list[bool], start: int = 0
              ) -> tuple[int, int, int, bool, int]:
    """Interpret a compiled table on the instruction word ``insn``:
    (kind, opcode, decoder index, soft-failed, highest bit examined + 1);
    kind is _DECODE, _TRYDECODE (with the index of the op to continue at in ``opcode`` when the
    decode proves incomplete -- not produced by LLVM 19's AMDGPU tables) or _FAIL."""
    pc = start
    cur = 0
    ext = 0
    soft = False
    while True:
        op = ops[pc]
        k = op[0]
        if k == _SWITCH:
            cur = (insn >> op[1]) & op[2]
            if op[5] > ext:
                ext = op[5]
            pc = op[3].get(cur, op[4])
        elif k == _FILTER:
            pc = pc + 1 if op[1] == cur else op[2]
        elif k == _CHECK:
            if op[5] > ext:
                ext = op[5]
            pc = pc + 1 if (insn >> op[1]) & op[2] == op[3] else op[4]
        elif k == _PRED:
            pc = pc + 1 if pred_ok[op[1]] else op[2]
        elif k == _DECODE:
            return _DECODE, op[1], op[2], soft, ext
        elif k == _TRYDECODE:
            return _TRYDECODE, op[1], op[2], soft, ext
        elif k == _SOFTFAIL:
            if op[3] > ext:
                ext = op[3]
            if insn & op[1] or ~insn & op[2]:
                soft = True
            pc += 1
        else:
            return _FAIL, 0, 0, soft, ext


@cache
def _family_tables(family: str, release: str = MAIN_RELEASE) -> Mapping[str, list[TableOp]]:
    """A family's decoder tables by name, compiled; kept in the ISA data cache (compiling
    them all took longer than the rest of disassembling a small object), each unmarshalled
    when first used (a subtarget tries a few of its family's tables)."""
    from .db import derived
    from .db import family as load_family

    def make() -> dict[str, Any]:
        fam = load_family(family, release)
        return {name: compile_table(base64.b64decode(b64))
                for name, b64 in fam.decoder["tables"].items()}

    return derived(f"{release}-{family}.json.gz", "decoder", make, __file__)


class _Opcodes(Mapping[int, InstDesc]):
    """Decoder opcode -> :class:`InstDesc`, each looked up when first decoded."""

    def __init__(self, opcodes: Mapping[str, int], insts: Mapping[int, InstDesc]) -> None:
        self._opcodes = opcodes
        self._insts = insts
        self._made: dict[int, InstDesc] = {}

    # narrower than Mapping.get's overloads (no default): only this form is used
    def get(self, opc: int) -> InstDesc | None:  # type: ignore[override]
        desc = self._made.get(opc)
        if desc is None:
            iid = self._opcodes.get(str(opc))
            if iid is None:
                return None
            desc = self._made[opc] = self._insts[iid]
        return desc

    def __getitem__(self, opc: int) -> InstDesc:
        desc = self.get(opc)
        if desc is None:
            raise KeyError(opc)
        return desc

    def __iter__(self) -> Iterator[int]:
        return (int(k) for k in self._opcodes)

    def __len__(self) -> int:
        return len(self._opcodes)


# -- per-generation table order (AMDGPUDisassembler::getInstruction) ---------------------------

#: (word bytes, condition over the subtarget's features, tables tried in order[, where the
#: literal starts]): the order in which AMDGPUDisassembler::getInstruction tries the decoder
#: tables; a condition is a tuple of alternatives, an alternative a feature name or features
#: joined by "&" that must all be present.  LLVM 19's order with LLVM 22's additions (the
#: gfx950 and gfx1250 tables, the 16-byte VOP3PX words); a release's family data only holds
#: the tables that release generates, the others are skipped.  The row with a literal start of
#: 4 is LLVM 22's second try of the 96-bit gfx1250 table with ``Bytes`` at byte 4: a 32-bit
#: word followed by a 64-bit literal (Feature64BitLiterals).
_TABLE_ORDER: tuple[tuple[int, tuple[str, ...], tuple[str, ...]]
                   | tuple[int, tuple[str, ...], tuple[str, ...], int], ...] = (
    (16, ("FeatureGFX1250Insts",), ("GFX1250128",)),
    (12, ("FeatureGFX11",), ("GFX1196", "GFX11_FAKE1696")),
    (12, ("FeatureGFX1250Insts",), ("GFX125096", "GFX1250_FAKE1696")),
    (12, ("FeatureGFX12",), ("GFX1296", "GFX12_FAKE1696")),
    (12, ("FeatureGFX12",), ("GFX12W6496",)),
    (12, ("Feature64BitLiterals&FeatureGFX1250Insts",), ("GFX125096",), 4),
    # LLVM tries this one only where it does not try the 12-byte tables (before gfx11): the
    # processors with FeatureGFX950Insts are gfx9
    (16, ("FeatureGFX950Insts",), ("GFX940128",)),
    (8, ("FeatureGFX10_BEncoding",), ("GFX10_B64",)),
    (8, ("FeatureUnpackedD16VMem",), ("GFX80_UNPACKED64",)),
    (8, ("FeatureGFX950Insts",), ("GFX95064",)),
    (8, ("FeatureFmaMixInsts",), ("GFX9_DL64",)),
    (8, ("FeatureGFX940Insts",), ("GFX94064",)),
    (8, ("FeatureGFX90AInsts",), ("GFX90A64",)),
    (8, ("FeatureVolcanicIslands", "FeatureGFX9"), ("GFX864",)),
    (8, ("FeatureGFX9",), ("GFX964",)),
    (8, ("FeatureGFX10",), ("GFX1064",)),
    (8, ("FeatureGFX1250Insts",), ("GFX125064", "GFX1250_FAKE1664")),
    (8, ("FeatureGFX12",), ("GFX1264", "GFX12_FAKE1664")),
    (8, ("FeatureGFX11",), ("GFX1164", "GFX11_FAKE1664")),
    (8, ("FeatureGFX11",), ("GFX11W6464",)),
    (8, ("FeatureGFX12",), ("GFX12W6464",)),
    # codeobj's extension: LLVM 19 refuses to disassemble gfx6/gfx7 (no GCN3 encoding), but its
    # tables hold their encodings; they are tried as the VI tables are
    (8, ("FeatureSouthernIslands", "FeatureSeaIslands"), ("GFX6GFX764", "GFX664", "GFX764",
                                                          "GFX864")),
    (4, ("FeatureVolcanicIslands", "FeatureGFX9"), ("GFX832",)),
    (4, (), ("AMDGPU32",)),
    (4, ("FeatureGFX9",), ("GFX932",)),
    (4, ("FeatureGFX950Insts",), ("GFX95032",)),
    (4, ("FeatureGFX90AInsts",), ("GFX90A32",)),
    (4, ("FeatureGFX10_BEncoding",), ("GFX10_B32",)),
    (4, ("FeatureGFX10",), ("GFX1032",)),
    (4, ("FeatureGFX11",), ("GFX1132", "GFX11_FAKE1632")),
    (4, ("FeatureGFX1250Insts",), ("GFX125032", "GFX1250_FAKE1632")),
    (4, ("FeatureGFX12",), ("GFX1232", "GFX12_FAKE1632")),
    (4, ("FeatureSouthernIslands", "FeatureSeaIslands"), ("GFX6GFX732", "GFX732")),
)


def _holds(cond: tuple[str, ...], feats: Collection[str]) -> bool:
    """Whether a row's condition holds for a subtarget's features (no condition: always)."""
    return not cond or any(all(f in feats for f in alt.split("&")) for alt in cond)

# -- operand widths (AMDGPUDisassembler::OpWidthTy) -----------------------------------------------

_WIDTH_BITS = {"OPW32": 32, "OPW64": 64, "OPW96": 96, "OPW128": 128, "OPW160": 160,
               "OPW256": 256, "OPW288": 288, "OPW320": 320, "OPW352": 352, "OPW384": 384,
               "OPW512": 512, "OPW1024": 1024, "OPW16": 16, "OPWV216": 16, "OPWV232": 64}
_VGPR_CLASS = {16: "VGPR_32", 32: "VGPR_32", 64: "VReg_64", 96: "VReg_96", 128: "VReg_128",
               160: "VReg_160", 192: "VReg_192", 256: "VReg_256", 288: "VReg_288", 320: "VReg_320",
               352: "VReg_352", 384: "VReg_384", 512: "VReg_512", 1024: "VReg_1024"}
_AGPR_CLASS = {w: c.replace("VGPR", "AGPR").replace("VReg", "AReg")
               for w, c in _VGPR_CLASS.items()}
# getSgprClassId/getTtmpClassId fall back to the 32-bit class for widths they do not list
_SGPR_CLASS = {64: "SGPR_64", 96: "SGPR_96", 128: "SGPR_128", 160: "SGPR_160", 256: "SGPR_256",
               288: "SGPR_288", 320: "SGPR_320", 352: "SGPR_352", 384: "SGPR_384",
               512: "SGPR_512"}
_TTMP_CLASS = {64: "TTMP_64", 128: "TTMP_128", 256: "TTMP_256", 288: "TTMP_288",
               320: "TTMP_320", 352: "TTMP_352", 384: "TTMP_384", 512: "TTMP_512"}
# createSRegOperand: alignment shift of scalar register tuples
_SREG_SHIFT = {"SGPR_32": 0, "TTMP_32": 0, "SGPR_64": 1, "TTMP_64": 1}
_SREG_CLASSES_7BIT = {
    "SReg_32": "OPW32", "SReg_32_XEXEC": "OPW32", "SReg_32_XM0_XEXEC": "OPW32",
    "SReg_32_XEXEC_HI": "OPW32", "SReg_64": "OPW64", "SReg_64_XEXEC": "OPW64",
    "SReg_96": "OPW96", "SReg_128": "OPW128", "SReg_256": "OPW256", "SReg_512": "OPW512",
    # LLVM 22's classes without null (DECODE_OPERAND_SREG_7 of AMDGPUDisassembler.cpp)
    "SReg_32_XM0": "OPW32", "SReg_64_XEXEC_XNULL": "OPW64", "SReg_128_XNULL": "OPW128",
    "SReg_256_XNULL": "OPW256"}
_SEMA = {"0": _SEMA_INT, "1": _SEMA_FP16, "2": _SEMA_BF16, "3": _SEMA_FP32, "4": _SEMA_FP64}


class _State:
    """One getInstruction call: the bytes, the literal, the operands decoded so far."""

    __slots__ = ("comments", "data", "desc", "end", "ext", "has_literal", "literal", "literal64",
                 "ops", "pending", "pos", "start")

    def __init__(self, data: Code, start: int, end: int) -> None:
        self.data = data
        self.start = start
        self.pos = start       # first byte not yet consumed (LLVM's Bytes)
        self.end = end
        self.has_literal = False
        self.literal = 0
        self.literal64 = 0
        self.ops: list[OperandValue] = []
        self.desc: InstDesc | None = None
        self.ext = 0           # bytes examined, counted from start
        self.comments: list[str] | None = None  # what LLVM writes to its CommentStream
        self.pending = False   # an operand is _PENDING_LITERAL (LLVM 22)


#: an operand decoder of a decoder-table case: (state, field value) -> operand value
OperandDecoder = Callable[[_State, int], OperandValue]
#: a compiled case step: (operand decoder or None for a plain immediate, lsb, mask, runs of
#: (lsb, mask or width, shift) or None, highest bit + 1)
_Step = tuple["OperandDecoder | None", int, int, "tuple[tuple[int, int, int], ...] | None", int]


class Decoder:
    """AMDGPUDisassembler for one subtarget."""

    def __init__(self, st: Subtarget) -> None:
        self.st = st
        fam = st.family
        self.family = fam
        self.regs = st.regs
        self.release = st.release
        feats = st.features
        self.is_vi = "FeatureVolcanicIslands" in feats
        self.is_si_ci = "FeatureSouthernIslands" in feats or "FeatureSeaIslands" in feats
        self.is_gfx9 = "FeatureGFX9" in feats
        self.is_gfx9_plus = "FeatureGFX9Insts" in feats
        self.is_gfx10 = "FeatureGFX10" in feats
        self.is_gfx10_plus = "FeatureGFX10Insts" in feats
        self.is_gfx11_plus = "FeatureGFX11Insts" in feats
        self.is_gfx12 = "FeatureGFX12" in feats
        self.is_gfx12_plus = "FeatureGFX12Insts" in feats
        self.is_gfx90a = "FeatureGFX90AInsts" in feats
        self.is_wave64 = "FeatureWavefrontSize64" in feats
        self.has_gds = "FeatureGDS" in feats
        self.has_g16 = "FeatureG16" in feats
        self.has_nsa = "FeatureNSAEncoding" in feats
        self.has_partial_nsa = "FeaturePartialNSAEncoding" in feats
        self.packed_d16 = ("FeatureUnpackedD16VMem" not in feats and "FeatureSeaIslands"
                           not in feats and "FeatureSouthernIslands" not in feats)
        self.sgpr_max = _SGPR_MAX_GFX10 if self.is_gfx10_plus else _SGPR_MAX_SI
        self.ttmp = _TTMP_GFX9PLUS if self.is_gfx9_plus else _TTMP_VI
        # AMDGPUMCAsmInfo::getMaxInstLength (LLVM 22: 16 for the VOP3PX words)
        self.max_bytes = (20 if self.has_nsa else
                          16 if "FeatureGFX950Insts" in feats or "FeatureGFX1250Insts" in feats
                          else 12 if "FeatureVOP3Literal" in feats else 8)
        self.pred_ok = st.decoder_ok
        self.rules = _RULES[self.release]
        #: a newer release's decoder ignores the unused VALU source fields (Release.unused_src_any):
        #: the one such field the tables hold a constant other than 0 in (the WMMA scale
        #: word's src2, v0 in LLVM 22) decodes whatever it holds
        self.unused_src_any = st.llvm.unused_src_any and self.is_gfx10_plus
        self.has_lit64 = "Feature64BitLiterals" in feats
        tables = _family_tables(fam.name, fam.release)
        # (word bytes, table, its first switch: (start, mask, cases, bytes examined) when a value
        # outside ``cases`` fails the table at once, else None; mask of the word, bytes before
        # the literal)
        self.attempts: list[tuple[int, list[TableOp], tuple[int, int, dict[int, int], int] | None,
                                  int, int]] = []
        for nbytes, cond, names, *lit in _TABLE_ORDER:
            if not _holds(cond, feats):
                continue
            if nbytes == 12 and not self.is_gfx11_plus:
                continue
            for n in names:
                ops = tables.get(n)
                if ops is None:
                    continue
                first = ops[0]
                pre = None
                if first[0] == _SWITCH and ops[first[4]][0] == _FAIL:
                    pre = (first[1], first[2], first[3], (first[5] + 7) >> 3)
                self.attempts.append((nbytes, ops, pre, (1 << (8 * nbytes)) - 1,
                                      lit[0] if lit else nbytes))
        self.opcodes = _Opcodes(fam.decoder["opcodes"], fam.insts)
        self._cases: dict[int, tuple[_Step, ...]] = {}
        self._needs: dict[int, tuple[bool, bool]] = {}
        self._mcreg = self._mc_registers()
        self._rc_cache: dict[str, list[int]] = {}
        self._rc_regs: dict[str, list[Reg]] = {}
        self._super_cache: dict[str, dict[tuple[str, int], int]] = {}
        self._tuples: dict[tuple[str, int, int], int] = {}
        regs = self.regs
        self._vcc = Reg(self._mcreg.get(regs.by_name["VCC"], regs.by_name["VCC"]))
        self._vcc_lo = Reg(regs.by_name["VCC_LO"])
        self._special32 = {v: Reg(self._mc(regs.by_name[n])) for v, n in _SPECIAL32.items()}
        self._special64 = {v: Reg(self._mc(regs.by_name[n])) for v, n in _SPECIAL64.items()}
        m0, null = Reg(self._mc(regs.by_name["M0"])), Reg(self._mc(regs.by_name["SGPR_NULL"]))
        if self.is_gfx11_plus:
            self._special32[124], self._special32[125] = null, m0
            self._special64[124] = null
        else:
            self._special32[124], self._special32[125] = m0, null
            self._special64[125] = null
        # decodeSpecialReg96Plus (LLVM 22; LLVM 19 has no case for wider operands): null only
        self._special96 = {124 if self.is_gfx11_plus else 125: null}
        # LLVM 22's src_flat_scratch_base_lo/hi (230, 231), where the release has them
        for v, n in ((230, "SRC_FLAT_SCRATCH_BASE_LO"), (231, "SRC_FLAT_SCRATCH_BASE_HI")):
            if n in regs.by_name:
                self._special32[v] = Reg(self._mc(regs.by_name[n]))
                if v == 230:
                    self._special64[v] = self._special32[v]
        if self.is_si_ci:
            # the gfx6/gfx7 extension: 104 SGPRs, then flat_scratch (CI), no xnack_mask
            # (SIRegisterInfo.td encodings of FLAT_SCR_LO_ci/FLAT_SCR_HI_ci/FLAT_SCR_ci)
            self.sgpr_max = 103
            for v in (102, 103, 104, 105):
                self._special32.pop(v, None)
                self._special64.pop(v, None)
            if "FeatureSeaIslands" in feats:
                self._special32[104] = Reg(self._mc(regs.by_name["FLAT_SCR_LO"]))
                self._special32[105] = Reg(self._mc(regs.by_name["FLAT_SCR_HI"]))
                self._special64[104] = Reg(self._mc(regs.by_name["FLAT_SCR"]))
        fdoc = _family_extras(fam.name, fam.release)
        self.mimg = fdoc["mimg"]
        self.mimg_by_key = fdoc["mimg_by_key"]
        self.vopc64_dpp = fdoc["vop_tables"].get("VOPC64DPP", {})
        self._printer: Printer | None = None
        self._comments: list[str] | None = None
        self._pcrel: dict[int, int] = {}
        # LLVM 22's AMDGPUMCInstrAnalysis: where the tables hold s_set_vgpr_msb, a listing
        # keeps the VGPR MSBs it sets for the instructions that follow (line_at's extra[3])
        # (by name, without making every instruction's InstDesc as fam.by_name does)
        self.vgpr_msb = _SET_VGPR_MSB in fam.instruction_names.values()
        #: printed lines by the bytes their decode examined (:meth:`line_at`)
        self.lines: ByteCache[Line] = ByteCache(self._line_uncached, self.max_bytes,
                                                _CACHE_LIMIT)

    # -- registers ----------------------------------------------------------------------------
    def _mc_registers(self) -> dict[int, int]:
        """getMCReg: generic register -> this subtarget's MC register."""
        by = self.regs.by_name
        out: dict[int, int] = {}
        if "FeatureSouthernIslands" not in self.st.features:
            suffix = "_ci" if "FeatureSeaIslands" in self.st.features else "_vi"
            for n in _REG_VARIANTS_CI_VI:
                out[by[n]] = by[n + suffix]
        suffix = "_gfx9plus" if self.is_gfx9_plus else "_vi"
        for n, i in by.items():
            if n.startswith("TTMP") and n + suffix in by and not n.endswith(("16", "_vi")):
                out[i] = by[n + suffix]
        suffix = "_gfx11plus" if self.is_gfx11_plus else "_gfxpre11"
        for n, to in _REG_VARIANTS_GFX11:
            out[by[n]] = by[to + suffix]
        return out

    def _mc(self, reg: int) -> int:
        return self._mcreg.get(reg, reg)

    def rc(self, name: str) -> list[int]:
        got = self._rc_cache.get(name)
        if got is None:
            got = self._rc_cache[name] = self.st.regclasses[name].regs
        return got

    def reg_of(self, rc: str, idx: int) -> Reg:
        """createRegOperand(RegClassID, Val)."""
        regs = self._rc_regs.get(rc)
        if regs is None:
            regs = self._rc_regs[rc] = [Reg(self._mcreg.get(r, r)) for r in self.rc(rc)]
        if idx >= len(regs):
            raise _Invalid
        return regs[idx]

    def sreg_of(self, rc: str, idx: int, s: _State | None = None) -> Reg:
        """createSRegOperand: scalar tuples are numbered by their aligned first register; an
        unaligned one is the aligned tuple below it, with llvm-objdump's warning comment."""
        shift = _SREG_SHIFT.get(rc, 2)
        if idx & ((1 << shift) - 1) and s is not None:
            note = f"Warning: {rc}: scalar reg isn't aligned {idx}"
            if s.comments is None:
                s.comments = [note]
            else:
                s.comments.append(note)
        return self.reg_of(rc, idx >> shift)

    def super_reg(self, reg: int, rc: str) -> int:
        """getMatchingSuperReg(first 32-bit register of ``reg``, sub0, rc), 0 if none: a
        register of ``rc`` whose sub0 is that register, so never one of a 32-bit class (a
        32-bit register has no sub0; convertMIMGInst then leaves the instruction as decoded)."""
        table = self._super_cache.get(rc)
        regs = self.regs
        if table is None:
            table = self._super_cache[rc] = {}
            for r in self.rc(rc):
                if regs.width[r] > 1:
                    table.setdefault((regs.bank[r], regs.first[r]), r)
        generic = _generic_reg(reg, self.release)
        return table.get((regs.bank[generic], regs.first[generic]), 0)

    # -- source operands ----------------------------------------------------------------------
    def src_op(self, s: _State, width: int, val: int, mandatory_literal: bool = False,
               imm_width: int = 0, sema: int = _SEMA_INT) -> OperandValue:
        """decodeSrcOp: a 10-bit source (bit 9: AGPR, bit 8: VGPR/AGPR)."""
        if val & 256:
            cls = _AGPR_CLASS if val & 512 else _VGPR_CLASS
            return self.reg_of(cls.get(width, cls[32]), val & 255)
        return self.non_vgpr_src(s, width, val & 255, mandatory_literal, imm_width, sema)

    def non_vgpr_src(self, s: _State, width: int, val: int, mandatory_literal: bool = False,
                     imm_width: int = 0, sema: int = _SEMA_INT) -> OperandValue:
        if val <= self.sgpr_max:
            return self.sreg_of(_SGPR_CLASS.get(width, "SGPR_32"), val, s)
        lo, hi = self.ttmp
        if lo <= val <= hi:
            return self.sreg_of(_TTMP_CLASS.get(width, "TTMP_32"), val - lo, s)
        if _INLINE_INT_MIN <= val <= _INLINE_INT_MAX:
            return val - 128 if val <= _INLINE_INT_POS_MAX else _INLINE_INT_POS_MAX - val
        if _INLINE_FP_MIN <= val <= _INLINE_FP_MAX:
            return _fp_inline(imm_width, val, sema)
        if val == _LITERAL_CONST:
            if mandatory_literal:
                return _LITERAL_CONST
            if self.rules.lit_exprs:
                # decodeImmOperands reads it once every operand is decoded (a VOPD's
                # mandatory K, decoded later from the word, may be the literal)
                s.pending = True
                return _PENDING_LITERAL
            return self.literal(s, sema == _SEMA_FP64)
        if val == _LITERAL64_CONST and self.has_lit64:
            return self._literal64(s)
        if width in (32, 16):
            got = self._special32.get(val)
        elif width == 64:
            got = self._special64.get(val)
        else:
            got = self._special96.get(val)
        if got is None:
            raise _Invalid
        return got

    @staticmethod
    def _read_literal(s: _State, size: int) -> bool:
        """Read the ``size``-byte literal after the instruction word, once per instruction
        (the bytes count as examined); True when this call read it."""
        if s.has_literal:
            return False
        if s.end - s.pos < size:
            raise _Invalid
        s.literal = int.from_bytes(s.data[s.pos:s.pos + size], "little")
        s.pos += size
        s.has_literal = True
        if s.pos - s.start > s.ext:
            s.ext = s.pos - s.start
        return True

    @staticmethod
    def literal(s: _State, extend_fp64: bool) -> int:
        """decodeLiteralConstant: the 32-bit literal after the instruction word."""
        if Decoder._read_literal(s, 4):
            s.literal64 = s.literal << 32 if extend_fp64 else s.literal
        return s.literal64 if extend_fp64 else s.literal

    def _literal22(self, s: _State, i: int) -> OperandValue:
        """LLVM 22's decodeLiteralConstant for operand ``i``: the 32-bit literal read as the
        operand's type says, a lit() expression where an inline constant could have
        carried it."""
        self._read_literal(s, 4)
        val = s.literal
        desc = s.desc
        od = desc.opdefs[i] if desc is not None and i < len(desc.opdefs) else None
        rule = _LIT_RULE.get(od.type) if od is not None else None
        if rule == "fp64":
            return val << 32
        if rule is not None and _lit_inlinable(rule, val, self.is_gfx11_plus):
            return LitExpr(val, "lit")
        return val

    def _literal64(self, s: _State) -> OperandValue:
        """decodeLiteral64Constant: the 64-bit literal, lit64() when its high half is zero."""
        self._read_literal(s, 8)
        val = s.literal
        return LitExpr(val, "lit64") if val >> 32 == 0 else val

    def sdwa_src(self, s: _State, width: int, val: int, imm_width: int, sema: int
                 ) -> OperandValue:
        if self.is_gfx9 or self.is_gfx10:
            if val <= 255:
                return self.reg_of(_VGPR_CLASS[width], val)
            if _SDWA_SRC_SGPR_MIN <= val <= (_SDWA_SRC_SGPR_MAX_GFX10 if self.is_gfx10_plus
                                             else _SDWA_SRC_SGPR_MAX_SI):
                return self.sreg_of(_SGPR_CLASS.get(width, "SGPR_32"), val - _SDWA_SRC_SGPR_MIN,
                                    s)
            if _SDWA_SRC_TTMP_MIN <= val <= _SDWA_SRC_TTMP_MAX:
                return self.sreg_of(_TTMP_CLASS.get(width, "TTMP_32"),
                                    val - _SDWA_SRC_TTMP_MIN, s)
            sval = val - _SDWA_SRC_SGPR_MIN
            if _INLINE_INT_MIN <= sval <= _INLINE_INT_MAX:
                return sval - 128 if sval <= _INLINE_INT_POS_MAX else _INLINE_INT_POS_MAX - sval
            if _INLINE_FP_MIN <= sval <= _INLINE_FP_MAX:
                return _fp_inline(imm_width, sval, sema)
            got = self._special32.get(sval)
            if got is None:
                raise _Invalid
            return got
        if self.is_vi:
            return self.reg_of(_VGPR_CLASS[width], val)
        raise _Invalid

    # -- decode cases ---------------------------------------------------------------------------
    def case(self, idx: int) -> tuple[_Step, ...]:
        got = self._cases.get(idx)
        if got is None:
            steps = self.family.decoder["cases"].get(str(idx))
            if steps is None:
                got = ()
            else:
                got = tuple(self._compile_step(st) for st in steps)
            self._cases[idx] = got
        return got

    def _compile_step(self, step: list[Any]) -> _Step:
        """(operand decoder or None for a plain immediate, lsb, mask, runs or None, highest
        bit + 1): one run without shift is extracted as (word >> lsb) & mask."""
        kind = step[0]
        fn: OperandDecoder | None
        if kind == "imm":
            fn, runs = None, step[1]
        elif kind == "dec":
            fn, runs = self._method(step[1]), step[2]
        elif kind == "copy":
            n = step[1]

            def copy(s: _State, v: int, n: int = n) -> OperandValue:
                return s.ops[n]

            return (copy, 0, 0, (), 0)
        else:
            raise ValueError(f"decoder step {step!r} is not understood")
        hi = max((lsb + width for lsb, width, _shift in runs if lsb >= 0), default=0)
        if len(runs) == 1 and runs[0][0] >= 0 and runs[0][2] == 0:
            lsb, width, _shift = runs[0]
            return (fn, lsb, (1 << width) - 1, None, hi)
        compiled = tuple((lsb, width if lsb < 0 else (1 << width) - 1, shift)
                         for lsb, width, shift in runs)
        return (fn, 0, 0, compiled, hi)

    def _method(self, name: str) -> OperandDecoder:
        """The operand decoder of a decoder-table case, by its C++ name."""
        m = re.fullmatch(r"Decode(\w+)RegisterClass", name)
        if m:
            rc = m.group(1)
            if rc in _SREG_CLASSES_7BIT:
                w = _WIDTH_BITS[_SREG_CLASSES_7BIT[rc]]
                return lambda s, v: self.src_op(s, w, v)
            if rc == "VGPR_16_Lo128":
                return lambda s, v: self.reg_of("VGPR_16", (v & 0x7F) * 2 + (v >> 7 & 1))
            if rc == "VGPR_16":
                return lambda s, v: self.reg_of("VGPR_16", (v & 0xFF) * 2 + (v >> 9 & 1))
            return lambda s, v: self.reg_of(rc, v)
        m = re.fullmatch(r"(\w+)<AMDGPUDisassembler::(OPW\w+)(?:, (\d+), (\d+))?>", name)
        if m:
            base, w = m.group(1), _WIDTH_BITS[m.group(2)]
            iw = int(m.group(3) or 0)
            sema = _SEMA[m.group(4) or "0"]
            if base == "decodeAV10":
                return lambda s, v: self.src_op(s, w, v | 256)
            if base == "decodeSrcReg9":
                return lambda s, v: self.src_op(s, w, v)
            if base == "decodeSrcA9":
                return lambda s, v: self.src_op(s, w, v | 512)
            if base == "decodeSrcAV10":
                return lambda s, v: self.src_op(s, w, v)
            if base == "decodeSrcRegOrImm9":
                return lambda s, v: self.src_op(s, w, v, False, iw, sema)
            if base == "decodeSrcRegOrImmA9":
                return lambda s, v: self.src_op(s, w, v | 512, False, iw, sema)
            if base == "decodeSrcRegOrImmDeferred9":
                return lambda s, v: self.src_op(s, w, v, True, iw, sema)
            if base == "decodeAVLdSt":
                return lambda s, v: self._av_ld_st(s, v, w)
        m = re.fullmatch(r"(\w+)<(\d+)>", name)
        if m:
            got = self._template22(m.group(1), int(m.group(2)))
            if got is not None:
                return got
        method: OperandDecoder | None = getattr(self, "_m_" + name, None)
        if method is None:
            raise ValueError(f"no operand decoder {name}")
        return method

    def _template22(self, base: str, w: int) -> OperandDecoder | None:
        """LLVM 22's operand decoders take the operand width in bits (decodeSrcRegOrImm9<32>);
        an immediate's reading comes from the operand's type (decodeImmOperands), not from
        the template."""
        if base == "decodeAV10":
            return lambda s, v: self.src_op(s, w, v | 256)
        if base in ("decodeSrcReg9", "decodeSrcAV10"):
            return lambda s, v: self.src_op(s, w, v, False, *_imm_kind(s))
        if base == "decodeSrcA9":
            return lambda s, v: self.src_op(s, w, v | 512)
        if base == "decodeSrcRegOrImm9":
            return lambda s, v: self.src_op(s, w, v, False, *_imm_kind(s))
        if base == "decodeSrcRegOrImmA9":
            return lambda s, v: self.src_op(s, w, v | 512, False, *_imm_kind(s))
        if base == "decodeAVLdSt":
            return lambda s, v: self._av_ld_st(s, v, w)
        if base == "decodeOperand_VSrcT16":
            return lambda s, v: self._vsrc_t16(s, v, w, False)
        if base == "decodeOperand_VSrcT16_Lo128":
            return lambda s, v: self._vsrc_t16(s, v, w, True)
        return None

    def _vsrc_t16(self, s: _State, val: int, w: int, lo128: bool) -> OperandValue:
        """decodeOperand_VSrcT16(_Lo128): a 16-bit VGPR half, else a scalar or constant."""
        if val & 256:
            idx, hi = (val & 0x7F, val >> 7 & 1) if lo128 else (val & 0xFF, val >> 9 & 1)
            return self.reg_of("VGPR_16", idx * 2 + hi)
        return self.non_vgpr_src(s, w, val & 0xFF, False, *_imm_kind(s))

    def _av_ld_st(self, s: _State, val: int, width: int) -> OperandValue:
        """decodeAVLdSt: on gfx90a the data operands follow the AGPR-ness of vdst/data0."""
        if not self.is_gfx90a:
            val &= 511
        else:
            desc = s.desc
            assert desc is not None  # set before its operands are decoded
            is_ds = "DS" in desc.flags
            data_idx = desc.named.get("data0" if is_ds else "vdata", -1)
            if len(s.ops) == data_idx:
                dst = desc.named.get("vdst", -1)
                if self._is_agpr(s, dst):
                    val |= 512
            if (is_ds and len(s.ops) == desc.named.get("data1", -1)
                    and self._is_agpr(s, data_idx)):
                val |= 512
        return self.src_op(s, width, val | 256)

    def _is_agpr(self, s: _State, idx: int) -> bool:
        if idx < 0 or idx >= len(s.ops):
            return False
        op = s.ops[idx]
        return type(op) is Reg and self.regs.bank[op] == "a"

    # named operand decoders (AMDGPUDisassembler.cpp static decode* functions)
    def _m_decodeBoolReg(self, s: _State, v: int) -> OperandValue:
        return self.src_op(s, 64 if self.is_wave64 else 32, v)

    def _m_decodeSplitBarrier(self, s: _State, v: int) -> OperandValue:
        return self.src_op(s, 32, v)

    def _m_decodeDpp8FI(self, s: _State, v: int) -> OperandValue:
        if v not in (_DPP8_FI_0, _DPP8_FI_1):
            raise _Invalid
        return v

    def _m_decodeOperand_VSrc_f64(self, s: _State, v: int) -> OperandValue:
        return self.src_op(s, 64, v, False, 64, _SEMA_FP64)

    def _m_decodeOperand_VSrcT16_Lo128(self, s: _State, v: int) -> OperandValue:
        if v & 256:
            return self.reg_of("VGPR_16", (v & 0x7F) * 2 + (v >> 7 & 1))
        return self.non_vgpr_src(s, 16, v & 0xFF, False, 16)

    def _m_decodeOperand_VSrcT16(self, s: _State, v: int) -> OperandValue:
        if v & 256:
            return self.reg_of("VGPR_16", (v & 0xFF) * 2 + (v >> 9 & 1))
        return self.non_vgpr_src(s, 16, v & 0xFF, False, 16)

    def _m_decodeOperand_KImmFP(self, s: _State, v: int) -> OperandValue:
        """decodeMandatoryLiteralConstant: the K of madmk/madak/fmamk, part of the word."""
        if s.has_literal and s.literal != v:
            raise _Invalid
        s.has_literal = True
        s.literal = v
        return v

    def _m_decodeOperand_KImmFP64(self, s: _State, v: int) -> OperandValue:
        """decodeMandatoryLiteral64Constant: the 64-bit K of v_fmamk_f64/v_fmaak_f64."""
        if s.has_literal and s.literal != v:
            raise _Invalid
        s.has_literal = True
        s.literal = v
        return LitExpr(v, "lit64") if v >> 32 == 0 else v

    def _m_decodeOperand_VGPR_16(self, s: _State, v: int) -> OperandValue:
        return self.reg_of("VGPR_16", (v & 0xFF) * 2 + (v >> 9 & 1))

    def _m_decodeOperandVOPDDstY(self, s: _State, v: int) -> OperandValue:
        assert s.desc is not None  # set before its operands are decoded
        xi = s.desc.named.get("vdstX", -1)
        x = s.ops[xi] if 0 <= xi < len(s.ops) else None
        xenc = self.regs.encoding[x] if type(x) is Reg else 0
        return self.reg_of("VGPR_32", v | (~xenc & 1))

    def _m_decodeSDWASrc16(self, s: _State, v: int) -> OperandValue:
        return self.sdwa_src(s, 16, v, 16, _SEMA_FP16)

    def _m_decodeSDWASrc32(self, s: _State, v: int) -> OperandValue:
        return self.sdwa_src(s, 32, v, 32, _SEMA_FP32)

    def _m_decodeSDWAVopcDst(self, s: _State, v: int) -> OperandValue:
        if v & 0x80:
            v &= 0x7F
            lo, hi = self.ttmp
            if lo <= v <= hi:
                return self.sreg_of("TTMP_64" if self.is_wave64 else "TTMP_32", v - lo, s)
            if v > self.sgpr_max:
                got = (self._special64 if self.is_wave64 else self._special32).get(v)
                if got is None:
                    raise _Invalid
                return got
            return self.sreg_of("SGPR_64" if self.is_wave64 else "SGPR_32", v, s)
        return self._vcc if self.is_wave64 else self._vcc_lo

    def _m_decodeSMEMOffset(self, s: _State, v: int) -> OperandValue:
        if self.is_gfx12_plus:
            return v - (1 << 24) if v & (1 << 23) else v & 0xFFFFFF
        if self.is_vi:
            return v & 0xFFFFF
        v &= 0x1FFFFF
        return v - (1 << 21) if v & (1 << 20) else v

    def _m_decodeSOPPBrTarget(self, s: _State, v: int) -> OperandValue:
        return v  # llvm-mc has no symbolizer: the raw simm16

    def _m_decodeVersionImm(self, s: _State, v: int) -> OperandValue:
        version, w64, w32, mdp = v & 0xFF, v >> 13 & 1, v >> 14 & 1, v >> 15 & 1
        if version | w64 << 13 | w32 << 14 | mdp << 15 != v:
            return v
        terms = [_UC_VERSIONS.get(version, str(version))]
        if w64:
            terms.append("UC_VERSION_W64_BIT")
        if w32:
            terms.append("UC_VERSION_W32_BIT")
        if mdp:
            terms.append("UC_VERSION_MDP_BIT")
        return UCVersionExpr(tuple(terms))

    # -- getInstruction ---------------------------------------------------------------------------
    def decode(self, data: Code, offset: int = 0) -> tuple[MCInst | None, int]:
        """One instruction at ``offset``: (MCInst, size) or (None, bytes llvm-mc skips)."""
        inst, size, _ext = self._decode(data, offset)
        return inst, size

    def decode_with_comments(self, data: Code, offset: int = 0
                             ) -> tuple[MCInst | None, int, tuple[str, ...]]:
        """:meth:`decode` and the comments AMDGPUDisassembler writes to its comment stream
        for the instruction (``Warning: SGPR_64: scalar reg isn't aligned 3``), which
        llvm-objdump prints after the encoding as ``; Warning: ...``."""
        inst, size, _ext = self._decode(data, offset)
        return inst, size, tuple(self._comments or ())

    def _decode(self, data: Code, offset: int) -> tuple[MCInst | None, int, int]:
        """(MCInst | None, size, bytes examined); the comments of the decode (those of the
        table that matched, as tryDecodeInst keeps them) are left in ``self._comments``."""
        self._comments = None
        avail = len(data) - offset
        if avail <= 0:
            return None, 0, 0
        end = offset + min(self.max_bytes, avail)
        n = end - offset
        fail_size = min(4, avail)
        ext = 0
        chunk = int.from_bytes(data[offset:end], "little")
        pred_ok = self.pred_ok
        for nbytes, ops, pre, wmask, lit_at in self.attempts:
            if n < nbytes:
                continue
            word = chunk & wmask
            if pre is not None and (word >> pre[0]) & pre[1] not in pre[2]:
                if pre[3] > ext:
                    ext = pre[3]
                continue
            kind, opc, idx, _soft, bits = run_table(ops, word, pred_ok)
            used = (bits + 7) >> 3
            if used > ext:
                ext = used
            if kind == _FAIL:
                continue
            s = _State(data, offset, end)
            s.pos = offset + lit_at
            inst = self._decode_operands(s, opc, idx, word)
            if s.ext > ext:
                ext = s.ext
            if inst is None:
                continue
            self._comments = s.comments
            try:
                inst = self._convert(s, inst)
            except _Invalid:
                return None, fail_size, max(ext, s.ext)
            if s.ext > ext:
                ext = s.ext
            return inst, s.pos - offset, ext
        if self.unused_src_any and n >= 8 and (chunk >> _SCALE_SRC2) & 0x1FF != _SCALE_SRC2_V0:
            return self._decode_scale_src2(data, offset, fail_size, ext)
        return None, fail_size, ext

    def _decode_scale_src2(self, data: Code, offset: int, fail_size: int, ext: int
                           ) -> tuple[MCInst | None, int, int]:
        """The decode of a word whose WMMA scale src2 field holds another value than the
        tables' v0 (Release.unused_src_any): as that word with v0 there, when it then
        decodes to an instruction that does not use the field."""
        from .emit import _unused_src_fields

        word = bytearray(data[offset:offset + self.max_bytes])
        low = int.from_bytes(word[:8], "little")
        low = (low & ~(0x1FF << _SCALE_SRC2)) | (_SCALE_SRC2_V0 << _SCALE_SRC2)
        word[:8] = low.to_bytes(8, "little")
        inst, size, ext2 = self._decode(bytes(word), 0)
        if inst is None or not _unused_src_fields(inst.desc) & (1 << _SCALE_SRC2):
            return None, fail_size, ext
        return inst, size, max(ext, ext2)

    def _decode_operands(self, s: _State, opc: int, idx: int, word: int) -> MCInst | None:
        desc = self.opcodes.get(opc)
        if desc is None:
            return None
        s.desc = desc
        ops = s.ops
        bits = 0
        case = self._cases.get(idx)
        if case is None:
            case = self.case(idx)
        try:
            for fn, lsb, mask, runs, hi in case:
                if runs is None:
                    val = (word >> lsb) & mask
                else:
                    val = 0
                    for rlsb, rmask, shift in runs:
                        val |= rmask if rlsb < 0 else ((word >> rlsb) & rmask) << shift
                if hi > bits:
                    bits = hi
                ops.append(val if fn is None else fn(s, val))
        except _Invalid:
            used = (bits + 7) >> 3
            if used > s.ext:
                s.ext = used
            return None
        used = (bits + 7) >> 3
        if used > s.ext:
            s.ext = used
        if s.pending:
            try:
                for i, op in enumerate(ops):
                    if op is _PENDING_LITERAL:
                        ops[i] = self._literal22(s, i)
            except _Invalid:
                return None
        return MCInst(desc, ops)

    # -- conversions after decoding ---------------------------------------------------------------
    def _convert(self, s: _State, mi: MCInst) -> MCInst:
        desc = mi.desc
        need = self._needs.get(desc.id)
        if need is None:
            need = self._needs[desc.id] = self._conversions_needed(desc)
        pre, post = need
        if pre:
            mi = self._convert_pre(s, mi)
            if mi.desc is not desc:
                post = self._conversions_needed(mi.desc)[1]
        if post:
            self._convert_post(s, mi)
        return mi

    def _conversions_needed(self, desc: InstDesc) -> tuple[bool, bool]:
        """Whether an instruction needs the conversions before / after the MIMG step."""
        f, named, name = desc.flags, desc.named, desc.name
        pre = bool("DPP" in f or name in MAC_OPCODES or name in _SR_FP8_DPP
                   or (self.rules.true16_opsel_all and "src0_modifiers" in named)
                   or ("DS" in f and not self.has_gds)
                   or (f & {"MUBUF", "FLAT", "SMRD"} and "cpol" in named)
                   or (f & {"MTBUF", "MUBUF"} and ("tfe" in named or "swz" in named))
                   or f & {"MIMG", "VIMAGE", "VSAMPLE"})
        post = bool(("EXP" in f and self.is_gfx11_plus) or ("VINTERP" in f and name in _VINTERP_OPSEL)
                    or "SDWA" in f or "vdst_in" in named
                    or ("IsMAI" in f and "blgp" in named)
                    or ("IsWMMA" in f and "matrix_a_fmt" in named)
                    or ("imm" in named and "SOPK" not in f))
        return pre, post

    def _convert_pre(self, s: _State, mi: MCInst) -> MCInst:
        desc = mi.desc
        flags = desc.flags
        named = desc.named
        ops = mi.ops
        name = desc.name
        if "DPP" in flags:
            if self._is_mac_dpp(desc):
                _insert(mi, "old", Reg(0))
                _insert(mi, "src2_modifiers", 0)
            if "VOP3P" in flags:
                self._convert_vop3p_dpp(mi)
            elif "VOPC" in flags or name in self.vopc64_dpp:
                self._convert_vopc_dpp(mi)
            elif "dpp8" in named:
                self._convert_dpp8(mi)
            elif "VOP3" in flags:
                self._convert_vop3_dpp(mi)
        if self.rules.true16_opsel_all and "src0_modifiers" in named:
            self._true16_opsel(mi)
        if name in MAC_OPCODES or name in _SR_FP8_DPP:
            _insert(mi, "src2_modifiers", 0)
        if "DS" in flags and not self.has_gds:
            _insert(mi, "gds", 0)
        if flags & {"MUBUF", "FLAT", "SMRD"}:
            cpol = named.get("cpol", -1)
            if cpol != -1:
                bit = _CPOL_GLC if "IsAtomicRet" in flags else 0
                if len(ops) <= cpol:
                    _insert(mi, "cpol", bit)
                elif bit and type(ops[cpol]) is int:
                    ops[cpol] |= bit
        if flags & {"MTBUF", "MUBUF"}:
            if self.is_gfx90a and "tfe" in named:
                ops.insert(named["tfe"], 0)
            if "swz" in named:
                ops.insert(named["swz"], 0)
        if "MIMG" in flags:
            v0, rs = named.get("vaddr0", -1), named.get("srsrc", -1)
            nsa_args = rs - v0 - 1
            if v0 >= 0 and nsa_args > 0:
                words = (nsa_args + 3) // 4
                if s.end - s.pos < 4 * words:
                    raise _Invalid
                for i in range(nsa_args):
                    vi = v0 + 1 + i
                    od = desc.opdefs[vi]
                    assert od is not None and od.regclass is not None  # NSA address VGPRs
                    ops.insert(vi, self.reg_of(od.regclass, s.data[s.pos + i]))
                s.pos += 4 * words
                if s.pos - s.start > s.ext:
                    s.ext = s.pos - s.start
            mi = self._convert_mimg(mi)
        elif flags & {"VIMAGE", "VSAMPLE"}:
            mi = self._convert_mimg(mi)
        return mi

    def _convert_post(self, s: _State, mi: MCInst) -> None:
        desc, flags, named, ops, name = mi.desc, mi.desc.flags, mi.desc.named, mi.ops, mi.desc.name
        if "EXP" in flags and self.is_gfx11_plus:
            _insert(mi, "vm", 0)
            _insert(mi, "compr", 0)
        if "VINTERP" in flags and name in _VINTERP_OPSEL:
            _insert(mi, "op_sel", 0)
        if "SDWA" in flags:
            if self.is_gfx9 or self.is_gfx10:
                if "sdst" in named:
                    _insert(mi, "clamp", 0)
            elif self.is_vi:
                if "sdst" in named:
                    _insert(mi, "sdst", self._vcc)
                else:
                    _insert(mi, "omod", 0)
        if "IsMAI" in flags and "blgp" in named:
            self._convert_f8f6f4(mi, _op_int(ops, named.get("cbsz", -1)),
                                 _op_int(ops, named["blgp"]), False)
        if "IsWMMA" in flags and "matrix_a_fmt" in named:
            self._convert_f8f6f4(mi, _op_int(ops, named["matrix_a_fmt"]),
                                 _op_int(ops, named.get("matrix_b_fmt", -1)), True)
        vin = named.get("vdst_in", -1)
        if vin != -1:
            tied = desc.tied.get(vin, -1)
            if tied != -1 and (len(ops) <= vin or type(ops[vin]) is not Reg
                               or ops[vin] != ops[tied]):
                if len(ops) > vin:
                    del ops[vin]
                _insert(mi, "vdst_in", ops[tied])
        if "imm" in named and "SOPK" not in flags:
            self._convert_fmaak(s, mi)

    def _convert_f8f6f4(self, mi: MCInst, fmt_a: int, fmt_b: int, wmma: bool) -> None:
        """convertMAIInst / convertWMMAInst: the tables decode an f8f6f4 instruction as its
        fp8/fp8 form (the widest sources); the formats pick the form and source sizes."""
        got = f8f6f4_variant(mi.desc.name, fmt_a, fmt_b, wmma, self.release)
        if got is None or got[0] == mi.desc.name:
            return
        name, na, nb = got
        mi.desc = self.family.by_name[name]
        named = mi.desc.named
        for opname, n in (("src0", na), ("src1", nb)):
            i = named.get(opname, -1)
            if 0 <= i < len(mi.ops) and type(mi.ops[i]) is Reg and n != 16:
                mi.ops[i] = self._sub_tuple(mi.ops[i], n)

    def _sub_tuple(self, reg: Reg, n: int) -> Reg:
        """adjustMFMA_F8F6F4OpRegClass: the first ``n`` registers of a tuple (the same
        register when there is none such)."""
        regs = self.regs
        g = _generic_reg(reg, self.release)
        table = self._tuples
        if not table:
            for r, w in enumerate(regs.width):
                if w > 1 and regs.bank[r] in ("v", "a"):
                    table.setdefault((regs.bank[r], regs.first[r], w), r)
        got = table.get((regs.bank[g], regs.first[g], n))
        return Reg(self._mc(got)) if got is not None else reg

    @staticmethod
    def _is_mac_dpp(desc: InstDesc) -> bool:
        old = desc.named.get("old", -1)
        return old != -1 and old not in desc.tied

    def _true16_opsel(self, mi: MCInst) -> None:
        """convertTrue16OpSel: op_sel bits of the modifiers pick the high half of a VGPR_16."""
        named = mi.desc.named
        ops = mi.ops
        regs = self.regs
        vgpr16 = self.st.regclasses.get("VGPR_16")
        if vgpr16 is None:
            return
        for op_name, mods_name, bit in (("src0", "src0_modifiers", _OP_SEL_0),
                                        ("src1", "src1_modifiers", _OP_SEL_0),
                                        ("src2", "src2_modifiers", _OP_SEL_0),
                                        ("vdst", "src0_modifiers", _DST_OP_SEL)):
            oi, mi_ = named.get(op_name, -1), named.get(mods_name, -1)
            if oi == -1 or mi_ == -1 or oi >= len(ops) or mi_ >= len(ops):
                continue
            op = ops[oi]
            if type(op) is not Reg or op not in vgpr16:
                continue
            if ops[mi_] & bit:
                idx = regs.encoding[op] & 0xFF
                ops[oi] = Reg(vgpr16.regs[idx * 2 + 1])

    @staticmethod
    def _mods(mi: MCInst, vop3p: bool = False) -> tuple[int, int, int, int]:
        """collectVOPModifiers: (op_sel, op_sel_hi, neg_lo, neg_hi) from the src modifiers."""
        opsel = opsel_hi = neg_lo = neg_hi = 0
        named = mi.desc.named
        for j, nm in enumerate(("src0_modifiers", "src1_modifiers", "src2_modifiers")):
            i = named.get(nm, -1)
            if i == -1 or i >= len(mi.ops) or type(mi.ops[i]) is not int:
                continue
            v = mi.ops[i]
            opsel |= bool(v & _OP_SEL_0) << j
            if vop3p:
                opsel_hi |= bool(v & _OP_SEL_1) << j
                neg_lo |= bool(v & _NEG) << j
                neg_hi |= bool(v & _NEG_HI) << j
            elif j == 0:
                opsel |= bool(v & _DST_OP_SEL) << 3
        return opsel, opsel_hi, neg_lo, neg_hi

    def _convert_dpp8(self, mi: MCInst) -> None:
        named = mi.desc.named
        if "vdst_in" in named:
            _insert(mi, "vdst_in", mi.ops[0])
        n = len(mi.desc.ops)
        if len(mi.ops) < n and "op_sel" in named:
            self._true16_opsel(mi)
            _insert(mi, "op_sel", self._mods(mi)[0])
        else:
            if len(mi.ops) < n and "src0_modifiers" in named:
                _insert(mi, "src0_modifiers", 0)
            if len(mi.ops) < n and "src1_modifiers" in named:
                _insert(mi, "src1_modifiers", 0)

    def _convert_vop3_dpp(self, mi: MCInst) -> None:
        self._true16_opsel(mi)
        named = mi.desc.named
        if "vdst_in" in named:
            _insert(mi, "vdst_in", mi.ops[0])
        if len(mi.ops) < len(mi.desc.ops) and "op_sel" in named:
            _insert(mi, "op_sel", self._mods(mi)[0])

    def _convert_vop3p_dpp(self, mi: MCInst) -> None:
        n = len(mi.desc.ops)
        named = mi.desc.named
        opsel, opsel_hi, neg_lo, neg_hi = self._mods(mi, True)
        for nm, val in (("vdst_in", 0), ("op_sel", opsel), ("op_sel_hi", opsel_hi),
                        ("neg_lo", neg_lo), ("neg_hi", neg_hi)):
            if len(mi.ops) < n and nm in named:
                _insert(mi, nm, val)

    def _convert_vopc_dpp(self, mi: MCInst) -> None:
        n = len(mi.desc.ops)
        named = mi.desc.named
        if len(mi.ops) < n and "old" in named:
            _insert(mi, "old", Reg(0))
        for nm in ("src0_modifiers", "src1_modifiers"):
            if len(mi.ops) < n and nm in named:
                _insert(mi, nm, 0)

    def _convert_fmaak(self, s: _State, mi: MCInst) -> None:
        """convertFMAanyK: the literal of the deferred operands (LLVM 19), of VOPD's X
        constant (LLVM 22's immX; each release's tables hold only its own operand)."""
        _insert(mi, "immDeferred", s.literal)
        _insert(mi, "immX", s.literal)
        for i, od in enumerate(mi.desc.opdefs):
            if i >= len(mi.ops):
                break
            if (od is not None and od.type in ("OPERAND_REG_IMM_FP32_DEFERRED",
                                               "OPERAND_REG_IMM_FP16_DEFERRED")
                    and type(mi.ops[i]) is int and mi.ops[i] == _LITERAL_CONST):
                mi.ops[i] = s.literal

    def _convert_mimg(self, mi: MCInst) -> MCInst:
        """convertMIMGInst: the data and address registers widened to what dmask, tfe, d16,
        the dimension and a16 say (the encoding gives only their first register)."""
        desc = mi.desc
        named = desc.named
        ops = mi.ops
        flags = desc.flags
        info = self.mimg.get(desc.id)
        if info is None:
            return mi
        base_name, enc, vdata_dw, vaddr_dw, _vaddr_ops = info
        base = _mimg_base(base_name, self.release)
        vdst_i = named.get("vdst", -1)
        vdata_i = named.get("vdata", -1)
        vaddr0_i = named.get("vaddr0", -1)
        rsrc_i = named.get("srsrc" if "MIMG" in flags else "rsrc", -1)
        if base["BVH"]:
            ops.append(base["A16"])
            return mi
        is_atomic = vdst_i != -1
        is_vsample = "VSAMPLE" in flags
        is_nsa = is_partial = False
        addr_size = vaddr_dw
        if self.is_gfx10_plus:
            dim = _mimg_dim(_op_int(ops, named.get("dim", -1)), self.release)
            a16 = _op_int(ops, named.get("a16", -1)) != 0
            if dim is None:
                return mi
            addr_size = _addr_size(base, dim, a16, self.has_g16)
            is_nsa = enc in _NSA_ENCODINGS
            if not is_nsa:
                if not is_vsample and addr_size > 12:
                    addr_size = 16
            elif addr_size > vaddr_dw:
                if not self.has_partial_nsa:
                    return mi
                is_partial = True
        dmask = _op_int(ops, named.get("dmask", -1)) & 0xF
        dst = 4 if "Gather4" in flags else max(dmask.bit_count(), 1)
        if _op_int(ops, named.get("d16", -1)) and self.packed_d16:
            dst = (dst + 1) // 2
        if _op_int(ops, named.get("tfe", -1)):
            dst += 1
        if dst == vdata_dw and addr_size == vaddr_dw:
            return mi
        new_id = self.mimg_by_key.get((base_name, enc, dst, addr_size))
        if new_id is None:
            return mi
        new = self.family.insts[new_id]
        new_vdata = 0
        if dst != vdata_dw:
            rc = _regclass(new, vdata_i)
            new_vdata = self.super_reg(ops[vdata_i], rc)
            if not new_vdata:
                return mi
        sa_i = rsrc_i - 1 if is_partial else vaddr0_i
        new_sa = 0
        if self.has_nsa and (not is_nsa or is_partial) and addr_size != vaddr_dw:
            rc = _regclass(new, sa_i)
            new_sa = self.super_reg(ops[sa_i], rc)
            if not new_sa:
                return mi
        mi = MCInst(new, ops)
        if new_vdata:
            ops[vdata_i] = Reg(self._mc(new_vdata))
            if is_atomic:
                ops[vdst_i] = Reg(self._mc(new_vdata))
        if new_sa:
            ops[sa_i] = Reg(self._mc(new_sa))
        elif is_nsa:
            del ops[vaddr0_i + addr_size:vaddr0_i + vaddr_dw]
        return mi

    # -- printed instructions, cached -----------------------------------------------------------
    def texts(self, data: Code, start: int = 0, end: int | None = None
              ) -> list[tuple[int, str | None, int]]:
        """[(offset, text, size)] of the instructions from ``start`` to ``end`` as
        llvm-objdump walks them (an invalid encoding: text None, and the bytes it skips):
        :meth:`text_at` in one loop, for listings."""
        if end is not None and end < len(data):
            data = memoryview(data)[:end]  # the decoder must not read past the end
        end = len(data)
        out: list[tuple[int, str | None, int]] = []
        append = out.append
        lines = self.lines
        c4, c8, more = lines.c4, lines.c8, _MORE
        u32, u64 = _U32, _U64
        fast_end = end - self.max_bytes + 1  # where line_at may use its cache
        pos = start
        while pos < end:
            if pos < fast_end:
                hit = c4.get(u32(data, pos)[0])
                if hit is more:
                    hit = c8.get(u64(data, pos)[0])
                if hit is None or hit is more:
                    hit = lines.get(data, pos)
            else:
                hit = lines.get(data, pos)
            text, size, _extra = cast(Line, hit)
            append((pos, text, size))
            pos += size or 1
        return out

    def text_at(self, data: Code, offset: int) -> tuple[str | None, int]:
        """(text llvm-objdump prints, size) of the instruction at ``offset``; (None, size) for
        an invalid encoding.  Results are kept by the bytes the decode examined, so a listing
        decodes each distinct instruction once."""
        text, size, _extra = self.line_at(data, offset)
        return text, size

    def line_at(self, data: Code, offset: int) -> Line:
        """:meth:`text_at` and what a listing needs beyond the text, None for most
        instructions, else ``(comments, pcrel, imm)``: the decoder's comment text (or None),
        the MCInst index of a PC-relative branch operand (-1 if none) and its raw value."""
        return self.lines.get(data, offset)

    def line_at_msbs(self, data: Code, offset: int, msbs: int) -> Line:
        """:meth:`line_at` after an ``s_set_vgpr_msb msbs`` (llvm-objdump's instruction
        analysis): the VGPR operands the MSBs apply to are the registers 256 and up they
        select (not cached: it is the rare case)."""
        if not msbs:
            return self.line_at(data, offset)
        return self._line_uncached(data, offset, msbs)[0]

    def _line_uncached(self, data: Code, offset: int, msbs: int = 0) -> tuple[Line, int]:
        inst, size, ext = self._decode(data, offset)
        comments = "".join(self._comments) if self._comments else None
        if inst is None:
            return (None, size, (comments, -1, 0) if comments else None), ext
        pr = self._printer
        if pr is None:
            from .printer import printer

            pr = self._printer = printer(self.st)
        effect = None
        if self.vgpr_msb:
            if inst.desc.name == _SET_VGPR_MSB:
                effect = _op_int(inst.ops, 0) & 0xFF
            elif "isTerminator" in inst.desc.flags:
                effect = 0
        shown = self.with_vgpr_msbs(inst, msbs) if msbs else inst
        try:
            text = pr.print(shown)
        except Exception:  # noqa: BLE001 - a printer bug must not stop a listing
            text = f"<{inst.desc.name}>"
        pcrel = self.pcrel_index(inst.desc)
        if pcrel >= 0 and pcrel < len(inst.ops) and type(inst.ops[pcrel]) is int:
            extra: LineExtra | None = (comments, pcrel, inst.ops[pcrel])
        else:
            extra = (comments, -1, 0) if comments else None
        if effect is not None:
            extra = (*(extra or (None, -1, 0)), effect)
        return (text, size, extra), ext

    def with_vgpr_msbs(self, mi: MCInst, msbs: int) -> MCInst:
        """:func:`with_vgpr_msbs` (kept as a method for the listing)."""
        return with_vgpr_msbs(mi, msbs)

    def pcrel_index(self, desc: InstDesc) -> int:
        """The MCInst index of the instruction's PC-relative (branch target) operand, or -1."""
        got = self._pcrel.get(desc.id)
        if got is None:
            got = next((i for i, od in enumerate(desc.opdefs)
                        if od is not None and od.type == "OPERAND_PCREL"), -1)
            self._pcrel[desc.id] = got
        return got


#: the instruction whose operand sets the VGPR MSBs (AMDGPUMCInstrAnalysis::updateState)
_SET_VGPR_MSB = "S_SET_VGPR_MSB_gfx12"


def vgpr_msbs_after(mi: MCInst | None, msbs: int) -> int:
    """AMDGPUMCInstrAnalysis::updateState (LLVM 22): the VGPR MSBs in effect after ``mi``
    when ``msbs`` were before it -- ``s_set_vgpr_msb``'s low 8 bits (the high 8 record the
    mode it replaces), 0 after a terminator (a branch, ``s_endpgm``, ``s_setpc_b64``) or bytes
    that do not decode, else unchanged.  llvm-objdump-22 follows nothing else: not
    ``s_setreg`` of MODE bits 12-19, and not calls (the compiler sets the MSBs to 0 before
    every terminator and call, AMDGPULowerVGPREncoding)."""
    if mi is None:
        return 0
    if mi.desc.name == _SET_VGPR_MSB:
        return _op_int(mi.ops, 0) & 0xFF
    if msbs and "isTerminator" in mi.desc.flags:
        return 0
    return msbs


def with_vgpr_msbs(mi: MCInst, msbs: int) -> MCInst:
    """getRegFromMIA for every operand: the instruction as an ``s_set_vgpr_msb msbs``
    before it makes the hardware read it (the 2-bit MSBs of src0, src1, src2 and the
    destination, per getVGPRLoweringOperandTables); ``mi`` itself when nothing changes."""
    tables = _vgpr_lowering(mi.desc)
    if not tables or not msbs:
        return mi
    named = mi.desc.named
    ops = list(mi.ops)
    changed = False
    for table in tables:
        for k, name in enumerate(table):
            i = named.get(name, -1) if name else -1
            if i < 0 or i >= len(ops) or type(ops[i]) is not Reg:
                continue
            hi = msbs >> (2 * k) & 3
            if hi:
                high = _vgpr_high(ops[i], hi, mi.desc.release)
                changed |= high != ops[i]
                ops[i] = high
    return MCInst(mi.desc, ops) if changed else mi


def _vgpr_high(reg: Reg, hi: int, release: str) -> Reg:
    """getVGPRWithMSBs: the VGPR (or tuple, or 16-bit half) of the same class ``hi``*256
    registers up; the register itself when it is not a VGPR below 256."""
    regs = registers(release)
    if regs.bank[reg] != "v" or regs.first[reg] >= 256:
        return reg
    got = _vgprs_by_shape(release).get((regs.first[reg] + 256 * hi, regs.width[reg],
                                        regs.half[reg]))
    return Reg(got) if got is not None else reg


@cache
def _vgprs_by_shape(release: str) -> dict[tuple[int, int, str], int]:
    """(first VGPR, width, half) -> the VGPR register of ``release`` (the first of its
    classes, as LLVM's getVGPRWithMSBs takes the class of the register it raises)."""
    regs = registers(release)
    table: dict[tuple[int, int, str], int] = {}
    for r, b in enumerate(regs.bank):
        if b == "v":
            table.setdefault((regs.first[r], regs.width[r], regs.half[r]), r)
    return table
# getVGPRLoweringOperandTables (LLVM 22's AMDGPUBaseInfo.cpp): the operands the four 2-bit
# MSB fields apply to, per kind of instruction ("" where a field applies to none)
_VOP_OPS = ("src0", "src1", "src2", "vdst")
_MADMK_OPS = ("src0", "", "src1", "vdst")
_DS_OPS = ("addr", "data0", "data1", "vdst")
_FLAT_OPS = ("vaddr", "vdata", "", "vdst")
_BUF_OPS = ("vaddr", "", "", "vdata")
_VIMG_OPS = ("vaddr0", "vaddr1", "vaddr2", "vdata")
_VOPD_X, _VOPD_Y = ("src0X", "vsrc1X", "vsrc2X", "vdstX"), ("src0Y", "vsrc1Y", "vsrc2Y", "vdstY")
_VOPD_FMAMK_X, _VOPD_FMAMK_Y = ("src0X", "", "vsrc1X", "vdstX"), ("src0Y", "", "vsrc1Y", "vdstY")
_VOP_FLAGS = frozenset(("VOP1", "VOP2", "VOP3", "VOP3P", "VOPC", "DPP"))
_LD_SCALE_PAIRED = ("V_WMMA_LD_SCALE_PAIRED_B32", "V_WMMA_LD_SCALE16_PAIRED_B64")
#: the WMMA scale word's src2 field (Inst{58-50}) and the constant LLVM 22's tables hold there
_SCALE_SRC2, _SCALE_SRC2_V0 = 50, 0x100


def _vgpr_lowering(desc: InstDesc) -> tuple[tuple[str, ...], ...]:
    """The operand tables of getVGPRLoweringOperandTables (X then Y for a VOPD)."""
    f, name = desc.flags, desc.name
    if f & _VOP_FLAGS:
        if name.startswith(_LD_SCALE_PAIRED):
            return ()
        if name.startswith(("V_FMAMK_F16", "V_FMAMK_F32", "V_FMAMK_F64")):
            return (_MADMK_OPS,)
        return (_VOP_OPS,)
    if "DS" in f:
        return (_DS_OPS,)
    if "FLAT" in f:
        return (_FLAT_OPS,)
    if f & {"MUBUF", "MTBUF"}:
        return (_BUF_OPS,)
    if "VIMAGE" in f:
        return (_VIMG_OPS,)
    if "vdstX" in desc.named:
        x, _, y = name.partition("_X_")
        return (_VOPD_FMAMK_X if x.endswith("FMAMK_F32") else _VOPD_X,
                _VOPD_FMAMK_Y if y.startswith("FMAMK_F32") else _VOPD_Y)
    return ()


#: the text caches' mark for "the instruction is longer: look in the next cache" (a sentinel
#: kept among the lines, told apart by identity)
_MORE = cast(Line, object())
#: entries kept in a decoder's text caches before they are dropped (a bound on memory)
_CACHE_LIMIT = 1 << 21


_V = TypeVar("_V")


class ByteCache(Generic[_V]):
    """Values computed from the instruction at a position, kept by the bytes its decode
    examined: a decode that looked at 4 bytes is found by its first word, one that looked at 8
    by its first two, one at 12 by three; longer ones are not kept.  ``compute(data, pos)``
    gives ``(value, bytes examined)``.  The listing's lines (:meth:`Decoder.line_at`) and the
    analysis's facts (codeobj.analysis.program) are both kept so.  Hot loops may look in
    ``c4``/``c8`` themselves: a value, :data:`MORE` (look at more bytes) or nothing."""

    __slots__ = ("c4", "c8", "c12", "compute", "limit", "span")

    MORE = _MORE

    def __init__(self, compute: Callable[[Code, int], tuple[_V, int]], span: int,
                 limit: int) -> None:
        self.compute = compute
        self.span = span      # bytes a decode may examine (Decoder.max_bytes)
        self.limit = limit    # entries kept before the cache starts over
        self.c4: dict[int, object] = {}
        self.c8: dict[int, object] = {}
        self.c12: dict[tuple[int, int], object] = {}

    def __len__(self) -> int:
        return len(self.c4) + len(self.c8) + len(self.c12)

    def get(self, data: Code, pos: int) -> _V:
        """The value of the instruction at ``pos`` (computed once per distinct encoding)."""
        if len(data) - pos < self.span:
            return self.compute(data, pos)[0]
        w0 = _U32(data, pos)[0]
        hit = self.c4.get(w0)
        if hit is not None and hit is not _MORE:
            return cast(_V, hit)
        if hit is _MORE:
            q = _U64(data, pos)[0]
            hit = self.c8.get(q)
            if hit is not None and hit is not _MORE:
                return cast(_V, hit)
            if hit is _MORE:
                hit = self.c12.get((q, _U32(data, pos + 8)[0]))
                if hit is not None and hit is not _MORE:
                    return cast(_V, hit)
                if hit is _MORE:
                    return self.compute(data, pos)[0]
        value, ext = self.compute(data, pos)
        if len(self.c4) + len(self.c8) > self.limit:
            self.c4.clear()
            self.c8.clear()
            self.c12.clear()
        if ext <= 4:
            self.c4[w0] = value
        else:
            self.c4[w0] = _MORE
            q = _U64(data, pos)[0]
            if ext <= 8:
                self.c8[q] = value
            else:
                self.c8[q] = _MORE
                self.c12[(q, _U32(data, pos + 8)[0])] = value if ext <= 12 else _MORE
        return value
_U32 = struct.Struct("<I").unpack_from
_U64 = struct.Struct("<Q").unpack_from


def _imm_kind(s: _State) -> tuple[int, int]:
    """(immediate width, float semantics) of the operand being decoded, from its type."""
    from .literals import _kind

    desc = s.desc
    i = len(s.ops)
    od = desc.opdefs[i] if desc is not None and i < len(desc.opdefs) else None
    t = od.type if od is not None else ""
    if not t.startswith(("OPERAND_REG_", "OPERAND_KIMM")):
        return 32, _SEMA_INT
    k = _kind(t)
    if k in ("FP64", "KIMM64"):
        return 64, _SEMA_FP64
    if k == "INT64":
        return 64, _SEMA_INT
    if k in ("FP16", "V2FP16"):
        return 16, _SEMA_FP16
    if k in ("BF16", "V2BF16"):
        return 16, _SEMA_BF16
    if k in ("INT16", "V2INT16"):
        return 16, _SEMA_INT
    if k in ("FP32", "V2FP32", "KIMM32"):
        return 32, _SEMA_FP32
    return 32, _SEMA_INT


def _fp_inline(imm_width: int, val: int, sema: int) -> int:
    i = val - _INLINE_FP_MIN
    if imm_width == 64:
        return _FP64[i]
    if imm_width == 16:
        return _BF16[i] if sema == _SEMA_BF16 else _FP16[i]
    return _FP32[i]


def _insert(mi: MCInst, name: str, value: OperandValue) -> None:
    """insertNamedMCOperand: insert at the operand's index, if the instruction has it."""
    i = mi.desc.named.get(name, -1)
    if i != -1:
        mi.ops.insert(i, value)


def _op_int(ops: list[OperandValue], i: int) -> int:
    if 0 <= i < len(ops) and type(ops[i]) is int:
        v: int = ops[i]
        return v
    return 0


def _regclass(desc: InstDesc, i: int) -> str:
    """The register class of operand ``i`` (an operand that has one)."""
    od = desc.opdefs[i]
    assert od is not None and od.regclass is not None
    return od.regclass


@lru_cache(maxsize=64)
def _decoder_for(processor: str, mattr: str, release: str | None = None) -> Decoder:
    from .db import subtarget

    return Decoder(subtarget(processor, mattr, release))


def decoder(st: Subtarget | str, mattr: str = "", release: str | None = None) -> Decoder:
    """The :class:`Decoder` of a subtarget (or processor name, ``-mattr`` and LLVM release
    name), kept."""
    if isinstance(st, Subtarget):
        return _decoder_for(st.processor, st.mattr, st.llvm.name)
    return _decoder_for(str(st), mattr, release)


def decode(data: Code, offset: int, st: Subtarget | str, mattr: str = "",
           release: str | None = None) -> tuple[MCInst | None, int]:
    """One instruction at ``offset`` for a subtarget: (MCInst, size) or (None, bytes skipped)."""
    return decoder(st, mattr, release).decode(data, offset)
