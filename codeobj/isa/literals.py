"""Source-operand types, inline constants and literals (facts from AMDGPU's SIDefines.h and
AMDGPUBaseInfo: operand types, inline-constant values and their 9-bit encodings).

A source operand's *type* (``OpDef.type``, e.g. ``OPERAND_REG_IMM_FP32``) says which immediate
values it takes inline (encodings 128-248) and how a literal is read.  The assembler, the encoder,
the validator and the printer all ask this module.
"""

from __future__ import annotations

import math
import struct

__all__ = [
    "FP_TYPES", "INLINE_TYPES", "KIMM_TYPES", "SRC_TYPES", "convert_double", "fp_semantics",
    "inline_int", "is_inlinable_16", "is_inlinable_32", "is_inlinable_64", "lit_encoding",
    "operand_size",
]

# -- operand types (AMDGPU::OperandType, in SIDefines.h order) -------------------------------------

_IMM = ("INT32", "INT64", "INT16", "FP32", "FP64", "BF16", "FP16", "BF16_DEFERRED",
        "FP16_DEFERRED", "FP32_DEFERRED", "V2BF16", "V2FP16", "V2INT16", "V2INT32", "V2FP32")
_INLINE_C = ("INT16", "INT32", "INT64", "BF16", "FP16", "FP32", "FP64", "V2INT16", "V2BF16",
             "V2FP16", "V2INT32", "V2FP32")
_INLINE_AC = ("INT16", "INT32", "BF16", "FP16", "FP32", "FP64", "V2INT16", "V2BF16", "V2FP16",
              "V2INT32", "V2FP32")

#: every source operand type (OPERAND_SRC_FIRST..OPERAND_SRC_LAST: register or immediate)
#: LLVM 22's additions: V_PK_FMAC_F16's splat operand, an FP16x2 that takes no inline constant,
#: the 64-bit constant of v_fmamk_f64/v_fmaak_f64
_LLVM22_IMM = ("OPERAND_REG_IMM_V2FP16_SPLAT", "OPERAND_REG_IMM_NOINLINE_V2FP16")
SRC_TYPES = frozenset(
    [f"OPERAND_REG_IMM_{t}" for t in _IMM] + [f"OPERAND_REG_INLINE_C_{t}" for t in _INLINE_C]
    + ["OPERAND_INLINE_SPLIT_BARRIER_INT32", "OPERAND_KIMM32", "OPERAND_KIMM16",
       "OPERAND_KIMM64", *_LLVM22_IMM]
    + [f"OPERAND_REG_INLINE_AC_{t}" for t in _INLINE_AC])
#: register or inline constant only
INLINE_TYPES = frozenset([f"OPERAND_REG_INLINE_C_{t}" for t in _INLINE_C]
                         + [f"OPERAND_REG_INLINE_AC_{t}" for t in _INLINE_AC]
                         + ["OPERAND_INLINE_SPLIT_BARRIER_INT32", "OPERAND_KIMM32",
                            "OPERAND_KIMM16", "OPERAND_KIMM64"])
KIMM_TYPES = frozenset(["OPERAND_KIMM32", "OPERAND_KIMM16", "OPERAND_KIMM64"])
#: floating-point source operand types (isSISrcFPOperand)
FP_TYPES = frozenset(
    ["OPERAND_REG_IMM_FP32", "OPERAND_REG_IMM_FP32_DEFERRED", "OPERAND_REG_IMM_FP64",
     "OPERAND_REG_IMM_FP16", "OPERAND_REG_IMM_FP16_DEFERRED", "OPERAND_REG_IMM_V2FP16",
     "OPERAND_REG_INLINE_C_FP32", "OPERAND_REG_INLINE_C_FP64", "OPERAND_REG_INLINE_C_FP16",
     "OPERAND_REG_INLINE_C_V2FP16", "OPERAND_REG_INLINE_AC_FP32", "OPERAND_REG_INLINE_AC_FP16",
     "OPERAND_REG_INLINE_AC_V2FP16", "OPERAND_REG_IMM_V2FP32", "OPERAND_REG_INLINE_C_V2FP32",
     "OPERAND_REG_INLINE_AC_FP64", *_LLVM22_IMM])


def _kind(optype: str) -> str:
    """The value kind of a source operand type: INT32, FP16, V2BF16, ... (DEFERRED and
    SPLAT dropped)."""
    if optype.endswith(("DEFERRED", "SPLAT")):
        return optype.rsplit("_", 2)[-2]
    return optype.rsplit("_", 1)[-1]


def lit32(value: int, optype: str) -> int | None:
    """The 32-bit literal a newer release (codeobj.isa.db.Release.lit_prefers_32) writes for
    lit(value) of a 64-bit operand: the value where it fits 32 bits (signed or not), else for
    a floating-point operand (and v_fmaak_f64's K) the high half of a value whose low half is
    zero; None: no 32-bit literal holds it ("literal value out of range" to that release)."""
    if -(1 << 31) <= value < (1 << 32):
        return value & 0xFFFFFFFF
    if ("FP64" in optype or optype == "OPERAND_KIMM64") and not value & 0xFFFFFFFF:
        return (value >> 32) & 0xFFFFFFFF
    return None


def operand_size(optype: str) -> int:
    """Bytes of a source operand's immediate (getOperandSize): 2, 4 or 8."""
    if optype in ("OPERAND_KIMM32", "OPERAND_KIMM16", "OPERAND_INLINE_SPLIT_BARRIER_INT32"):
        return 4
    if optype == "OPERAND_KIMM64":
        return 8
    k = _kind(optype)
    if k in ("INT64", "FP64"):
        return 8
    if k in ("INT16", "FP16", "BF16", "V2INT16", "V2BF16", "V2FP16"):
        return 2
    return 4


# -- inline constants ----------------------------------------------------------------------------

def _f32(x: float) -> int:
    bits: int = struct.unpack("<I", struct.pack("<f", x))[0]
    return bits


def _f64(x: float) -> int:
    bits: int = struct.unpack("<Q", struct.pack("<d", x))[0]
    return bits


_FP_INLINE = (0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0)
_F32_CODES = {_f32(x): 240 + i for i, x in enumerate(_FP_INLINE)}
_F64_CODES = {_f64(x): 240 + i for i, x in enumerate(_FP_INLINE)}
_F16_CODES = {0x3800: 240, 0xB800: 241, 0x3C00: 242, 0xBC00: 243, 0x4000: 244, 0xC000: 245,
              0x4400: 246, 0xC400: 247}
_BF16_CODES = {0x3F00: 240, 0xBF00: 241, 0x3F80: 242, 0xBF80: 243, 0x4000: 244, 0xC000: 245,
               0x4080: 246, 0xC080: 247}
INV2PI_F32 = 0x3E22F983
INV2PI_F64 = 0x3FC45F306DC9C882
INV2PI_F16 = 0x3118
INV2PI_BF16 = 0x3E22


def inline_int(v: int) -> int:
    """Encoding of the integer inline constants -16..64, else 0."""
    if 0 <= v <= 64:
        return 128 + v
    if -16 <= v <= -1:
        return 192 - v
    return 0


def _sext(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def is_inlinable_64(v: int, inv2pi: bool) -> bool:
    if -16 <= v <= 64:
        return True
    u = v & 0xFFFFFFFFFFFFFFFF
    return u == 0 or u in _F64_CODES or (u == INV2PI_F64 and inv2pi)


def is_inlinable_32(v: int, inv2pi: bool) -> bool:
    """isInlinableLiteral32 of the low 32 bits read as int32."""
    s = _sext(v, 32)
    if -16 <= s <= 64:
        return True
    u = v & 0xFFFFFFFF
    return u == 0 or u in _F32_CODES or (u == INV2PI_F32 and inv2pi)


def is_inlinable_fp16(v: int, inv2pi: bool) -> bool:
    if not inv2pi:
        return False
    s = _sext(v, 16)
    if -16 <= s <= 64:
        return True
    u = v & 0xFFFF
    return u in _F16_CODES or u == INV2PI_F16


def is_inlinable_bf16(v: int, inv2pi: bool) -> bool:
    if not inv2pi:
        return False
    s = _sext(v, 16)
    if -16 <= s <= 64:
        return True
    u = v & 0xFFFF
    return u in _BF16_CODES or u == INV2PI_BF16


def is_inlinable_16(v: int, vt: str, inv2pi: bool) -> bool:
    """isInlineableLiteralOp16 for the scalar type ``vt`` ("i16", "f16", "bf16")."""
    if vt == "i16":
        return is_inlinable_32(v, inv2pi)
    if vt == "f16":
        return is_inlinable_fp16(v, inv2pi)
    return is_inlinable_bf16(v, inv2pi)


def _v216(is_float: bool, lit: int) -> int | None:
    s = _sext(lit, 32)
    if 0 <= s <= 64:
        return 128 + s
    if -16 <= s <= -1:
        return 192 - s
    u = lit & 0xFFFFFFFF
    if is_float:
        if u in _F16_CODES:
            return _F16_CODES[u]
        return 248 if u == INV2PI_F16 else None
    if u in _F32_CODES:
        return _F32_CODES[u]
    return 248 if u == INV2PI_F32 else None


def inline_v2(optype: str, lit: int) -> int | None:
    """Inline encoding of a packed 16-bit operand's 32-bit value, or None."""
    k = _kind(optype)
    if k == "V2INT16":
        return _v216(False, lit)
    if k == "V2FP16":
        return _v216(True, lit)
    s = _sext(lit, 32)
    if 0 <= s <= 64:
        return 128 + s
    if -16 <= s <= -1:
        return 192 - s
    u = lit & 0xFFFFFFFF
    if u in _BF16_CODES:
        return _BF16_CODES[u]
    return 248 if u == INV2PI_BF16 else None


def lit_encoding(optype: str, value: int, inv2pi: bool, lit64: bool = False,
                 gfx11_plus: bool = False, mandatory: bool = False) -> int:
    """The 9-bit source encoding of an immediate value (getLitEncoding): an inline constant
    (128-248), 255 (a 32-bit literal follows) or 254 (a 64-bit literal follows: LLVM 22,
    when ``lit64`` -- Feature64BitLiterals outside VOP3/VOP3P -- allows it).  KIMM operands
    return the value itself.  ``gfx11_plus`` picks V_PK_FMAC_F16's splat constants,
    ``mandatory`` says the instruction has a mandatory literal (an FP64 literal is 64-bit)."""
    if optype in KIMM_TYPES:
        return value
    if optype == "OPERAND_REG_IMM_NOINLINE_V2FP16":
        return 255
    if optype == "OPERAND_REG_IMM_V2FP16_SPLAT":
        enc = _pk_fmac_f16(value & 0xFFFFFFFF, gfx11_plus)
        return 255 if enc is None else enc
    k = _kind(optype)
    if k in ("INT64", "FP64"):
        u = value & 0xFFFFFFFFFFFFFFFF
        enc = inline_int(_sext(u, 64))
        if enc:
            return enc
        if u in _F64_CODES:
            return _F64_CODES[u]
        if u == INV2PI_F64 and inv2pi:
            return 248
        # getLit64Encoding (LLVM 22): integer operands take a 64-bit literal when the value is
        # not a 31-bit non-negative one, FP ones when the low half is not zero
        if k == "INT64" or optype not in ("OPERAND_REG_INLINE_C_FP64",
                                          "OPERAND_REG_INLINE_AC_FP64",
                                          "OPERAND_REG_IMM_FP64"):
            enc = 254 if lit64 and not 0 <= _sext(u, 64) < 1 << 31 else 255
        else:
            enc = 254 if lit64 and u & 0xFFFFFFFF else 255
        if optype == "OPERAND_REG_IMM_FP64" and mandatory and lit64 and enc == 255:
            return 254
        return enc
    if k in ("INT32", "FP32", "V2INT32", "V2FP32") or optype == "OPERAND_INLINE_SPLIT_BARRIER_INT32":
        u = value & 0xFFFFFFFF
        enc = inline_int(_sext(u, 32))
        if enc:
            return enc
        if u in _F32_CODES:
            return _F32_CODES[u]
        return 248 if u == INV2PI_F32 and inv2pi else 255
    if k == "INT16":
        u = value & 0xFFFFFFFF
        enc = inline_int(_sext(u, 32))
        if enc:
            return enc
        if u in _F32_CODES:
            return _F32_CODES[u]
        return 248 if u == INV2PI_F32 and inv2pi else 255
    if k == "FP16":
        u = value & 0xFFFF
        enc = inline_int(_sext(u, 16))
        if enc:
            return enc
        if u in _F16_CODES:
            return _F16_CODES[u]
        return 248 if u == INV2PI_F16 and inv2pi else 255
    if k == "BF16":
        u = value & 0xFFFF
        enc = inline_int(_sext(u, 16))
        if enc:
            return enc
        if u in _BF16_CODES:
            return _BF16_CODES[u]
        return 248 if u == INV2PI_BF16 else 255
    enc = inline_v2(optype, value)
    return 255 if enc is None else enc


# -- floating-point conversions (APFloat, round to nearest even) ------------------------------------

def _pk_fmac_f16(lit: int, gfx11_plus: bool) -> int | None:
    """getPKFMACF16InlineEncoding (LLVM 22): before gfx11 the f16 sits in the low half; from
    gfx11 on it is in both halves (integers -16..64 are inline either way)."""
    if not gfx11_plus:
        return _v216(True, lit)
    s = _sext(lit, 32)
    if 0 <= s <= 64:
        return 128 + s
    if -16 <= s <= -1:
        return 192 - s
    lo, hi = lit & 0xFFFF, lit >> 16 & 0xFFFF
    if lo != hi:
        return None
    return _v216(True, lo)


def fp_semantics(optype: str) -> str:
    """The float format an FP literal token is converted to for a source operand
    (getOpFltSemantics): "f32", "f64", "f16" or "bf16"."""
    if optype in ("OPERAND_KIMM32", "OPERAND_INLINE_SPLIT_BARRIER_INT32"):
        return "f32"
    if optype == "OPERAND_KIMM64":
        return "f64"
    if optype == "OPERAND_KIMM16":
        return "f16"
    k = _kind(optype)
    if k in ("INT64", "FP64"):
        return "f64"
    if k in ("FP16", "V2FP16"):
        return "f16"
    if k in ("BF16", "V2BF16"):
        return "bf16"
    return "f32"


_MIN_NORMAL = {"f32": 2.0 ** -126, "f16": 2.0 ** -14, "bf16": 2.0 ** -126}


def convert_double(bits: int, fmt: str) -> tuple[int, bool]:
    """Convert an IEEE double (given by its bits) to ``fmt`` ("f64", "f32", "f16", "bf16") with
    round-to-nearest-even: (bits of the result, ok), ok False on overflow or on an inexact
    result below the format's smallest normal (APFloat's overflow/underflow)."""
    x = struct.unpack("<d", struct.pack("<Q", bits & 0xFFFFFFFFFFFFFFFF))[0]
    if fmt == "f64":
        return bits & 0xFFFFFFFFFFFFFFFF, True
    if math.isnan(x):
        sign = bits >> 63
        if fmt == "f32":
            return (sign << 31) | 0x7FC00000 | ((bits >> 29) & 0x3FFFFF), True
        if fmt == "f16":
            return (sign << 15) | 0x7E00 | ((bits >> 42) & 0x1FF), True
        return (sign << 15) | 0x7FC0 | ((bits >> 45) & 0x3F), True
    if fmt == "bf16":
        try:
            f = struct.unpack("<I", struct.pack("<f", x))[0]
        except OverflowError:
            return (0xFF80 if x < 0 else 0x7F80), False
        # round the float32 to bfloat16 (nearest even); double rounding is exact enough for
        # the values an assembler sees, and matches APFloat on every MC test value
        r = f + 0x7FFF + ((f >> 16) & 1)
        out = (r >> 16) & 0xFFFF
        back = struct.unpack("<f", struct.pack("<I", out << 16))[0]
        if math.isinf(back) and not math.isinf(x):
            return out, False
        ok = not (back != x and 0 < abs(x) < _MIN_NORMAL[fmt])
        return out, ok
    code = "<f" if fmt == "f32" else "<e"
    try:
        packed = struct.pack(code, x)
    except OverflowError:
        inf = 0x7F800000 if fmt == "f32" else 0x7C00
        sign = (1 << 31) if fmt == "f32" else (1 << 15)
        return (inf | (sign if x < 0 else 0)), False
    out = struct.unpack("<I" if fmt == "f32" else "<H", packed)[0]
    back = struct.unpack(code, packed)[0]
    ok = not (back != x and 0 < abs(x) < _MIN_NORMAL[fmt])
    return out, ok
