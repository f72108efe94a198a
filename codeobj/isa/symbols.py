"""Symbolic operand values of the AMDGPU assembly language, per generation: hardware registers
(hwreg), messages (sendmsg), buffer formats, s_waitcnt fields, s_delay_alu and s_waitcnt_depctr
fields, export targets, image dimensions.

The names and numbers are declared once, in codeobj/isa/operand_tables.py (hwreg and sendmsg
per release, depctr fields, export targets, MTBUF data/numeric/unified formats; shared with the
printer); this module holds the assembler's rules over them and the s_waitcnt/s_delay_alu
fields (facts from LLVM 19's AMDGPUAsmUtils.cpp, AMDGPUBaseInfo.cpp and SIDefines.h); the image
dimensions come from the generated data (TableGen's MIMGDimInfoTable).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Literal

from . import operand_tables as T

if TYPE_CHECKING:
    from .db import Subtarget

__all__ = [
    "DELAY_DEP", "DELAY_SKIP", "DFMT_NAMES", "UNSUPPORTED", "default_format", "depctr_default",
    "encode_cnt", "encode_depctr", "encode_msg", "exp_target_id", "exp_target_supported",
    "hwreg_id", "hwreg_name", "msg_id", "msg_name", "msg_op_id", "msg_op_name",
    "waitcnt_bitmask",
]

#: the id of a symbolic name that exists but not on this GPU (OPR_ID_UNSUPPORTED)
UNSUPPORTED = T.UNSUPPORTED


@lru_cache(maxsize=32)
def _major(st: Subtarget) -> int:
    from ..targets import processor

    if st.processor in ("generic", "generic-hsa"):
        return 6
    try:
        return processor(st.processor).major
    except Exception:  # noqa: BLE001 - generations by feature when the table lacks one
        for gen, major in (("is_gfx12", 12), ("is_gfx11", 11), ("is_gfx10", 10),
                           ("is_gfx9", 9), ("is_vi", 8), ("is_ci", 7)):
            if getattr(st, gen):
                return major
        return 6


# -- hwreg, sendmsg ------------------------------------------------------------------------------
# The names, ids and conditions are codeobj/isa/operand_tables.py's tables (the printer's too),
# the table and its lookup rule chosen by the subtarget's release.

def hwreg_id(name: str, st: Subtarget) -> int | None:
    """The id of a hwreg name, UNSUPPORTED, or None (unknown name)."""
    return T.id_of(T.HWREG_TABLES[st.release], name, st.features)


def hwreg_name(enc: int, st: Subtarget) -> str:
    return T.name_of(T.HWREG_TABLES[st.release], enc, st.features)


ID_GS_PRE11, ID_GS_DONE_PRE11, ID_SYSMSG = 2, 3, 15
OP_NONE = 0
OP_GS_NOP = 0
STREAM_NONE = 0


def msg_id(name: str, st: Subtarget) -> int | None:
    """The id of a sendmsg message name, UNSUPPORTED, or None (unknown name)."""
    return T.id_of(T.table_of(T.MSG_TABLES, st.llvm.name, st.release), name, st.features)


def msg_name(enc: int, st: Subtarget) -> str:
    return T.name_of(T.table_of(T.MSG_TABLES, st.llvm.name, st.release), enc, st.features)


def _op_table(msg: int) -> T.OperandTable:
    return T.SYSMSG_TABLE if msg == ID_SYSMSG else T.STREAM_TABLE


def msg_op_id(msg: int, name: str, st: Subtarget) -> int | None:
    return T.id_of(_op_table(msg), name, st.features)


def msg_op_name(msg: int, enc: int, st: Subtarget) -> str:
    return T.name_of(_op_table(msg), enc, st.features)


def msg_id_mask(st: Subtarget) -> int:
    return 0xFF if st.is_gfx11_plus else 0xF


def valid_msg_id(msg: int, st: Subtarget) -> bool:
    return (msg & ~msg_id_mask(st)) == 0


def msg_requires_op(msg: int, st: Subtarget) -> bool:
    return msg == ID_SYSMSG or (not st.is_gfx11_plus and msg in (ID_GS_PRE11, ID_GS_DONE_PRE11))


def msg_supports_stream(msg: int, op: int, st: Subtarget) -> bool:
    return (not st.is_gfx11_plus and msg in (ID_GS_PRE11, ID_GS_DONE_PRE11)
            and op != OP_GS_NOP)


def valid_msg_op(msg: int, op: int, st: Subtarget, strict: bool) -> bool:
    if not strict:
        return 0 <= op < 8
    if msg_requires_op(msg, st):
        if msg == ID_GS_PRE11 and op == OP_GS_NOP:
            return False
        return bool(msg_op_name(msg, op, st))
    return op == OP_NONE


def valid_msg_stream(msg: int, op: int, stream: int, st: Subtarget, strict: bool) -> bool:
    if not strict:
        return 0 <= stream < 4
    if not st.is_gfx11_plus:
        if msg == ID_GS_PRE11:
            return 0 <= stream < 4
        if msg == ID_GS_DONE_PRE11:
            return stream == STREAM_NONE if op == OP_GS_NOP else 0 <= stream < 4
    return stream == STREAM_NONE


def encode_msg(msg: int, op: int, stream: int) -> int:
    return msg | op << 4 | stream << 8


# -- s_waitcnt -----------------------------------------------------------------------------------

def _cnt_fields(st: Subtarget) -> dict[str, tuple[tuple[int, int], tuple[int, int]]]:
    """counter -> ((shift, width) of the low part, (shift, width) of the high part)."""
    m = _major(st)
    return {
        "vmcnt": ((10 if m >= 11 else 0, 6 if m >= 11 else 4), (14, 2 if m in (9, 10) else 0)),
        "expcnt": ((0 if m >= 11 else 4, 3), (0, 0)),
        "lgkmcnt": ((4 if m >= 11 else 8, 6 if m >= 10 else 4), (0, 0)),
    }


def waitcnt_bitmask(st: Subtarget) -> int:
    out = 0
    for (lo_s, lo_w), (hi_s, hi_w) in _cnt_fields(st).values():
        out |= ((1 << lo_w) - 1) << lo_s | ((1 << hi_w) - 1) << hi_s
    return out


def _pack(src: int, dst: int, shift: int, width: int) -> int:
    mask = ((1 << width) - 1) << shift
    return ((src << shift) & mask) | (dst & ~mask)


def encode_cnt(st: Subtarget, name: str, waitcnt: int, value: int) -> tuple[int, bool]:
    """(new waitcnt, value survived the round trip) for vmcnt/expcnt/lgkmcnt; value -1 gives
    the field's maximum (saturation)."""
    (lo_s, lo_w), (hi_s, hi_w) = _cnt_fields(st)[name]
    v = value & 0xFFFFFFFF
    w = _pack(v, waitcnt, lo_s, lo_w)
    w = _pack(v >> lo_w, w, hi_s, hi_w)
    back = ((w >> lo_s) & ((1 << lo_w) - 1)) | ((w >> hi_s) & ((1 << hi_w) - 1)) << lo_w
    return w & 0xFFFFFFFF, back == value


def decode_cnt(st: Subtarget, name: str, waitcnt: int) -> int:
    (lo_s, lo_w), (hi_s, hi_w) = _cnt_fields(st)[name]
    return ((waitcnt >> lo_s) & ((1 << lo_w) - 1)) | ((waitcnt >> hi_s) & ((1 << hi_w) - 1)) << lo_w


# -- s_delay_alu, s_waitcnt_depctr -----------------------------------------------------------------

DELAY_SKIP = {"SAME": 0, "NEXT": 1, "SKIP_1": 2, "SKIP_2": 3, "SKIP_3": 4, "SKIP_4": 5}
DELAY_DEP = {"NO_DEP": 0, "VALU_DEP_1": 1, "VALU_DEP_2": 2, "VALU_DEP_3": 3, "VALU_DEP_4": 4,
             "TRANS32_DEP_1": 5, "TRANS32_DEP_2": 6, "TRANS32_DEP_3": 7,
             "FMA_ACCUM_CYCLE_1": 8, "SALU_CYCLE_1": 9, "SALU_CYCLE_2": 10, "SALU_CYCLE_3": 11}

def depctr_default(st: Subtarget) -> int:
    out = 0
    for _n, _mx, dflt, shift, width, cond in T.DEPCTR:
        if T.holds(cond, st.features):
            out |= (dflt & ((1 << width) - 1)) << shift
    return out


def encode_depctr(name: str, value: int, used: int, st: Subtarget
                  ) -> tuple[int, int] | Literal["unknown", "unsupported", "duplicate", "invalid"]:
    """(encoded field value, field mask) or an error kind: "unknown", "unsupported",
    "duplicate", "invalid"."""
    err: Literal["unknown", "unsupported"] = "unknown"
    for n, mx, _d, shift, width, cond in T.DEPCTR:
        if n != name:
            continue
        if not T.holds(cond, st.features):
            err = "unsupported"
            continue
        mask = ((1 << width) - 1) << shift
        if mask & used:
            return "duplicate"
        if value < 0 or value > mx:
            return "invalid"
        return (value << shift) & mask, mask
    return err


# -- exp targets ----------------------------------------------------------------------------------

def exp_target_id(name: str) -> int | None:
    for n, tgt, maxidx in T.EXP_TARGETS:
        if maxidx == 0 and name == n:
            return tgt
        if maxidx and name.startswith(n):
            suffix = name[len(n):]
            if not (suffix.isdigit() and suffix.isascii()) or int(suffix) > maxidx:
                return None
            if len(suffix) > 1 and suffix[0] == "0":
                return None
            return tgt + int(suffix)
    return None


def exp_target_name(tid: int) -> tuple[str, int] | None:
    for n, tgt, maxidx in T.EXP_TARGETS:
        if tgt <= tid <= tgt + maxidx:
            return n, (-1 if maxidx == 0 else tid - tgt)
    return None


def exp_target_supported(tid: int, st: Subtarget) -> bool:
    if tid == 9:
        return not st.is_gfx11_plus
    if tid in (16, 20):
        return st.is_gfx10_plus
    if tid in (21, 22):
        return st.is_gfx11_plus
    if 32 <= tid <= 63:
        return not st.is_gfx11_plus
    return True


# -- buffer formats -------------------------------------------------------------------------------

#: the names are operand_tables' (MTBUFFormat::*Symbolic), shared with the printer
DFMT_NAMES = T.DFMT
DFMT_MAX, NFMT_MAX = 15, 7
DFMT_DEFAULT, NFMT_DEFAULT = 1, 0
UFMT_DEFAULT = 1

@lru_cache(maxsize=2)
def _ufmt_table(gfx11: bool) -> tuple[tuple[str, int], ...]:
    """(name, dfmt | nfmt << 4) of every unified format, by id: operand_tables' UFMT_GFX10 /
    UFMT_GFX11, each ``BUF_FMT_<data>_<num>`` name read back into its two fields."""
    out = [("BUF_FMT_INVALID", 0)]
    for name in (T.UFMT_GFX11 if gfx11 else T.UFMT_GFX10)[1:]:
        data, _, num = name[len("BUF_FMT_"):].rpartition("_")
        dfmt = T.DFMT.index("BUF_DATA_FORMAT_" + data)
        out.append((name, dfmt | T.NFMT_GFX10.index("BUF_NUM_FORMAT_" + num) << 4))
    return tuple(out)


def ufmt_table(st: Subtarget) -> tuple[tuple[str, int], ...]:
    return _ufmt_table(st.is_gfx11_plus)


def default_format(st: Subtarget) -> int:
    return UFMT_DEFAULT if st.is_gfx10_plus else (DFMT_DEFAULT | NFMT_DEFAULT << 4)


def ufmt_max(st: Subtarget) -> int:
    return 127


def unified_format(name: str, st: Subtarget) -> int | None:
    for i, (n, _f) in enumerate(ufmt_table(st)):
        if n == name:
            return i
    return None


def dfmt_of(name: str) -> int | None:
    return DFMT_NAMES.index(name) if name in DFMT_NAMES else None


def nfmt_table(st: Subtarget) -> tuple[str, ...]:
    if st.is_si or st.is_ci:
        return T.NFMT_SICI
    if st.is_vi or st.is_gfx9:
        return T.NFMT_VI
    return T.NFMT_GFX10


def nfmt_of(name: str, st: Subtarget) -> int | None:
    t = nfmt_table(st)
    return t.index(name) if name and name in t else None


def dfmt_nfmt_to_ufmt(dfmt: int, nfmt: int, st: Subtarget) -> int | None:
    fmt = dfmt | nfmt << 4
    for i, (_n, f) in enumerate(ufmt_table(st)):
        if f == fmt:
            return i
    return None


def valid_format_encoding(v: int, st: Subtarget) -> bool:
    return 0 <= v <= (127 if st.is_gfx10_plus else 0x7F)


# -- image dimensions -----------------------------------------------------------------------------

@lru_cache(maxsize=1)
def _dims() -> dict[str, int]:
    from .db import common

    t = common()["tables"]["MIMGDimInfoTable"]
    f = t["fields"]
    out: dict[str, int] = {}
    for row in t["rows"]:
        rec = dict(zip(f, row[1:]))
        out[rec["AsmSuffix"]] = rec["Encoding"]
    return out


class _DimBySuffix:
    def get(self, suffix: str, default: int | None = None) -> int | None:
        return _dims().get(suffix, default)


MIMG_DIM_BY_SUFFIX = _DimBySuffix()


# -- predefined symbols --------------------------------------------------------------------------

_UC_VERSIONS = {"UC_VERSION_GFX7": 0, "UC_VERSION_GFX10": 4, "UC_VERSION_GFX11": 6,
                "UC_VERSION_GFX12": 9, "UC_VERSION_W64_BIT": 0x2000,
                "UC_VERSION_W32_BIT": 0x4000, "UC_VERSION_MDP_BIT": 0x8000}


def predefined_symbols(st: Subtarget) -> dict[str, int]:
    """Symbols the AMDGPU assembler defines before a file starts (s_version's UC_VERSION_*
    codes, the .amdgcn.gfx_generation_* numbers)."""
    from ..targets import processor

    out = dict(_UC_VERSIONS)
    try:
        p = processor(st.processor)
        out[".amdgcn.gfx_generation_number"] = p.major
        out[".amdgcn.gfx_generation_minor"] = p.minor
        out[".amdgcn.gfx_generation_stepping"] = p.stepping
    except Exception:  # noqa: BLE001 - processors the table lacks
        pass
    return out
