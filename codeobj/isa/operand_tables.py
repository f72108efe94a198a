"""Symbolic names of AMDGPU operand values: hwreg, sendmsg, depctr, MTBUF formats, export targets.

Facts (names, numbers, the subtargets a name is valid on) from LLVM 19.1.7:
llvm/lib/Target/AMDGPU/Utils/AMDGPUAsmUtils.cpp (the Hwreg::Operands, SendMsg::MsgOperands /
SysMsgOperands / StreamMsgOperands, DepCtr::DepCtrInfo, MTBUFFormat::*Symbolic tables),
llvm/lib/Target/AMDGPU/SIDefines.h (their encodings) and Utils/AMDGPUBaseInfo.cpp (the
predicates and Exp::ExpTgtInfo).  The printer (codeobj/isa/printer.py) and the assembler share
them: the hwreg and sendmsg tables here are the only declaration of those names, and both the
printer's name lookups and the assembler's (codeobj/isa/symbols.py) go through
:func:`name_of` and :func:`id_of`.  A condition is the name of a predicate of :func:`holds`.
"""

# (no `from __future__ import annotations` here: a NamedTuple's string annotations are
# compiled into typing.ForwardRefs when the class is made, on every start)
from typing import NamedTuple

__all__ = [
    "DEPCTR", "DFMT", "EXP_TARGETS", "HWREG", "HWREG_LLVM22", "HWREG_TABLES", "MSG",
    "MSG_LLVM22", "MSG_LLVM24GIT", "MSG_TABLES", "NFMT_GFX10", "NFMT_SICI", "NFMT_VI",
    "STREAM_OPS", "STREAM_TABLE", "SYSMSG_OPS", "SYSMSG_TABLE", "UFMT_GFX10", "UFMT_GFX11",
    "UNSUPPORTED", "OperandTable", "holds", "id_of", "name_of", "table_of",
]


def holds(cond: str | None, features: frozenset[str]) -> bool:
    """An AMDGPUBaseInfo predicate (isGFX9Plus, ...) of a subtarget's feature set."""
    if cond is None:
        return True
    f = features
    si, ci, vi = ("FeatureSouthernIslands" in f, "FeatureSeaIslands" in f,
                  "FeatureVolcanicIslands" in f)
    g9, g10, g11, g12 = ("FeatureGFX9" in f, "FeatureGFX10" in f, "FeatureGFX11" in f,
                         "FeatureGFX12" in f)
    g11p = g11 or g12
    g10p = g10 or g11p
    g9p = g9 or g10p
    b_enc = "FeatureGFX10_BEncoding" in f
    return {
        "isGFX8_GFX9_GFX10": vi or g9 or g10,
        "isGFX9_GFX10_GFX11": g9 or g10 or g11,
        "isGFX9_GFX10": g9 or g10,
        "isGFX9Plus": g9p,
        "isNotGFX9Plus": not g9p,
        "isGFX10": g10,
        "isGFX10Plus": g10p,
        "isNotGFX10Plus": si or ci or vi or g9,
        "isGFX10_GFX11": g10 or g11,
        "isGFX10Before1030": g10 and not b_enc,
        "isGFX10_3_GFX11": b_enc and not g12,
        "isGFX10_BEncoding": b_enc,
        "isGFX11": g11,
        "isGFX11Plus": g11p,
        "isNotGFX11Plus": not g11p,
        "isGFX12Plus": g12,
        "isNotGFX12Plus": not g12,
        "isGFX940": "FeatureGFX940Insts" in f,
        "isGFX1250": "FeatureGFX1250Insts" in f,
    }[cond]


#: Hwreg::Operands: (name, id, condition); primary names first, then aliases
HWREG: tuple[tuple[str, int, str | None], ...] = (
    ("", 0, None),
    ("HW_REG_MODE", 1, None),
    ("HW_REG_STATUS", 2, None),
    ("HW_REG_TRAPSTS", 3, "isNotGFX12Plus"),
    ("HW_REG_HW_ID", 4, "isNotGFX10Plus"),
    ("HW_REG_GPR_ALLOC", 5, None),
    ("HW_REG_LDS_ALLOC", 6, None),
    ("HW_REG_IB_STS", 7, None),
    ("", 0, None),
    ("", 0, None),
    ("HW_REG_PERF_SNAPSHOT_DATA", 10, "isGFX12Plus"),
    ("HW_REG_PERF_SNAPSHOT_PC_LO", 11, "isGFX12Plus"),
    ("HW_REG_PERF_SNAPSHOT_PC_HI", 12, "isGFX12Plus"),
    ("", 0, None),
    ("", 0, None),
    ("HW_REG_SH_MEM_BASES", 15, "isGFX9_GFX10_GFX11"),
    ("HW_REG_TBA_LO", 16, "isGFX9_GFX10"),
    ("HW_REG_TBA_HI", 17, "isGFX9_GFX10"),
    ("HW_REG_TMA_LO", 18, "isGFX9_GFX10"),
    ("HW_REG_TMA_HI", 19, "isGFX9_GFX10"),
    ("HW_REG_FLAT_SCR_LO", 20, "isGFX10_GFX11"),
    ("HW_REG_FLAT_SCR_HI", 21, "isGFX10_GFX11"),
    ("HW_REG_XNACK_MASK", 22, "isGFX10Before1030"),
    ("HW_REG_HW_ID1", 23, "isGFX10Plus"),
    ("HW_REG_HW_ID2", 24, "isGFX10Plus"),
    ("HW_REG_POPS_PACKER", 25, "isGFX10"),
    ("", 0, None),
    ("HW_REG_PERF_SNAPSHOT_DATA", 27, "isGFX11"),
    ("", 0, None),
    ("HW_REG_SHADER_CYCLES", 29, "isGFX10_3_GFX11"),
    ("HW_REG_SHADER_CYCLES_HI", 30, "isGFX12Plus"),
    ("HW_REG_DVGPR_ALLOC_LO", 31, "isGFX12Plus"),
    ("HW_REG_DVGPR_ALLOC_HI", 32, "isGFX12Plus"),
    ("HW_REG_PERF_SNAPSHOT_PC_LO", 18, "isGFX11"),
    ("HW_REG_PERF_SNAPSHOT_PC_HI", 19, "isGFX11"),
    ("HW_REG_STATE_PRIV", 4, "isGFX12Plus"),
    ("HW_REG_PERF_SNAPSHOT_DATA1", 15, "isGFX12Plus"),
    ("HW_REG_PERF_SNAPSHOT_DATA2", 16, "isGFX12Plus"),
    ("HW_REG_EXCP_FLAG_PRIV", 17, "isGFX12Plus"),
    ("HW_REG_EXCP_FLAG_USER", 18, "isGFX12Plus"),
    ("HW_REG_TRAP_CTRL", 19, "isGFX12Plus"),
    ("HW_REG_SCRATCH_BASE_LO", 20, "isGFX12Plus"),
    ("HW_REG_SCRATCH_BASE_HI", 21, "isGFX12Plus"),
    ("HW_REG_SHADER_CYCLES_LO", 29, "isGFX12Plus"),
    ("HW_REG_XCC_ID", 20, "isGFX940"),
    ("HW_REG_SQ_PERF_SNAPSHOT_DATA", 21, "isGFX940"),
    ("HW_REG_SQ_PERF_SNAPSHOT_DATA1", 22, "isGFX940"),
    ("HW_REG_SQ_PERF_SNAPSHOT_PC_LO", 23, "isGFX940"),
    ("HW_REG_SQ_PERF_SNAPSHOT_PC_HI", 24, "isGFX940"),
    ("HW_REG_HW_ID", 23, "isGFX10"),
)

#: SendMsg::MsgOperands: (name, message id, condition)
MSG: tuple[tuple[str, int, str | None], ...] = (
    ("", 0, None),
    ("MSG_INTERRUPT", 1, None),
    ("MSG_GS", 2, "isNotGFX11Plus"),
    ("MSG_GS_DONE", 3, "isNotGFX11Plus"),
    ("MSG_SAVEWAVE", 4, "isGFX8_GFX9_GFX10"),
    ("MSG_STALL_WAVE_GEN", 5, "isGFX9_GFX10_GFX11"),
    ("MSG_HALT_WAVES", 6, "isGFX9_GFX10_GFX11"),
    ("MSG_ORDERED_PS_DONE", 7, "isGFX9_GFX10"),
    ("MSG_EARLY_PRIM_DEALLOC", 8, "isGFX9_GFX10"),
    ("MSG_GS_ALLOC_REQ", 9, "isGFX9Plus"),
    ("MSG_GET_DOORBELL", 10, "isGFX9_GFX10"),
    ("MSG_GET_DDID", 11, "isGFX10"),
    ("MSG_HS_TESSFACTOR", 2, "isGFX11Plus"),
    ("MSG_DEALLOC_VGPRS", 3, "isGFX11Plus"),
    ("", 0, None),
    ("MSG_SYSMSG", 15, None),
    ("MSG_RTN_GET_DOORBELL", 128, "isGFX11Plus"),
    ("MSG_RTN_GET_DDID", 129, "isGFX11Plus"),
    ("MSG_RTN_GET_TMA", 130, "isGFX11Plus"),
    ("MSG_RTN_GET_REALTIME", 131, "isGFX11Plus"),
    ("MSG_RTN_SAVE_WAVE", 132, "isGFX11Plus"),
    ("MSG_RTN_GET_TBA", 133, "isGFX11Plus"),
    ("MSG_RTN_GET_TBA_TO_PC", 134, "isGFX11Plus"),
    ("MSG_RTN_GET_SE_AID_ID", 135, "isGFX12Plus"),
)

#: LLVM 22.1.8's Hwreg::Operands (AMDGPUAsmUtils.cpp): sorted by id, and
#: getNameFromOperandTable prints the first entry of an id whose condition holds (gfx12's
#: HW_REG_WAVE_* names, gfx1250's registers); (name, id, condition)
HWREG_LLVM22: tuple[tuple[str, int, str | None], ...] = (
    ("HW_REG_WAVE_MODE", 1, "isGFX12Plus"), ("HW_REG_MODE", 1, None),
    ("HW_REG_WAVE_STATUS", 2, "isGFX12Plus"), ("HW_REG_STATUS", 2, None),
    ("HW_REG_TRAPSTS", 3, "isNotGFX12Plus"), ("HW_REG_HW_ID", 4, "isNotGFX10Plus"),
    ("HW_REG_WAVE_STATE_PRIV", 4, "isGFX12Plus"), ("HW_REG_STATE_PRIV", 4, "isGFX12Plus"),
    ("HW_REG_WAVE_GPR_ALLOC", 5, "isGFX12Plus"), ("HW_REG_GPR_ALLOC", 5, None),
    ("HW_REG_WAVE_LDS_ALLOC", 6, "isGFX12Plus"), ("HW_REG_LDS_ALLOC", 6, None),
    ("HW_REG_IB_STS", 7, None),
    ("HW_REG_PERF_SNAPSHOT_DATA", 10, "isGFX12Plus"),
    ("HW_REG_PERF_SNAPSHOT_PC_LO", 11, "isGFX12Plus"),
    ("HW_REG_PERF_SNAPSHOT_PC_HI", 12, "isGFX12Plus"),
    ("HW_REG_SH_MEM_BASES", 15, "isGFX9_GFX10_GFX11"),
    ("HW_REG_PERF_SNAPSHOT_DATA1", 15, "isGFX12Plus"),
    ("HW_REG_TBA_LO", 16, "isGFX9_GFX10"), ("HW_REG_PERF_SNAPSHOT_DATA2", 16, "isGFX12Plus"),
    ("HW_REG_TBA_HI", 17, "isGFX9_GFX10"), ("HW_REG_WAVE_EXCP_FLAG_PRIV", 17, "isGFX12Plus"),
    ("HW_REG_EXCP_FLAG_PRIV", 17, "isGFX12Plus"),
    ("HW_REG_TMA_LO", 18, "isGFX9_GFX10"), ("HW_REG_PERF_SNAPSHOT_PC_LO", 18, "isGFX11"),
    ("HW_REG_WAVE_EXCP_FLAG_USER", 18, "isGFX12Plus"),
    ("HW_REG_EXCP_FLAG_USER", 18, "isGFX12Plus"),
    ("HW_REG_TMA_HI", 19, "isGFX9_GFX10"), ("HW_REG_PERF_SNAPSHOT_PC_HI", 19, "isGFX11"),
    ("HW_REG_WAVE_TRAP_CTRL", 19, "isGFX12Plus"), ("HW_REG_TRAP_CTRL", 19, "isGFX12Plus"),
    ("HW_REG_FLAT_SCR_LO", 20, "isGFX10_GFX11"),
    ("HW_REG_WAVE_SCRATCH_BASE_LO", 20, "isGFX12Plus"),
    ("HW_REG_SCRATCH_BASE_LO", 20, "isGFX12Plus"), ("HW_REG_XCC_ID", 20, "isGFX940"),
    ("HW_REG_FLAT_SCR_HI", 21, "isGFX10_GFX11"),
    ("HW_REG_WAVE_SCRATCH_BASE_HI", 21, "isGFX12Plus"),
    ("HW_REG_SCRATCH_BASE_HI", 21, "isGFX12Plus"),
    ("HW_REG_SQ_PERF_SNAPSHOT_DATA", 21, "isGFX940"),
    ("HW_REG_XNACK_MASK", 22, "isGFX10Before1030"),
    ("HW_REG_SQ_PERF_SNAPSHOT_DATA1", 22, "isGFX940"),
    ("HW_REG_WAVE_HW_ID1", 23, "isGFX12Plus"), ("HW_REG_HW_ID1", 23, "isGFX10Plus"),
    ("HW_REG_HW_ID", 23, "isGFX10"), ("HW_REG_SQ_PERF_SNAPSHOT_PC_LO", 23, "isGFX940"),
    ("HW_REG_WAVE_HW_ID2", 24, "isGFX12Plus"), ("HW_REG_HW_ID2", 24, "isGFX10Plus"),
    ("HW_REG_SQ_PERF_SNAPSHOT_PC_HI", 24, "isGFX940"),
    ("HW_REG_POPS_PACKER", 25, "isGFX10"), ("HW_REG_WAVE_SCHED_MODE", 26, "isGFX12Plus"),
    ("HW_REG_PERF_SNAPSHOT_DATA", 27, "isGFX11"), ("HW_REG_IB_STS2", 28, "isGFX1250"),
    ("HW_REG_SHADER_CYCLES", 29, "isGFX10_3_GFX11"),
    ("HW_REG_SHADER_CYCLES_LO", 29, "isGFX12Plus"),
    ("HW_REG_SHADER_CYCLES_HI", 30, "isGFX12Plus"),
    ("HW_REG_WAVE_DVGPR_ALLOC_LO", 31, "isGFX12Plus"),
    ("HW_REG_DVGPR_ALLOC_LO", 31, "isGFX12Plus"),
    ("HW_REG_WAVE_DVGPR_ALLOC_HI", 32, "isGFX12Plus"),
    ("HW_REG_DVGPR_ALLOC_HI", 32, "isGFX12Plus"),
    ("HW_REG_XNACK_STATE_PRIV", 33, "isGFX1250"), ("HW_REG_XNACK_MASK", 34, "isGFX1250"),
)

#: LLVM 22.1.8's SendMsg::MsgOperands, sorted by id as HWREG_LLVM22
MSG_LLVM22: tuple[tuple[str, int, str | None], ...] = (
    ("MSG_INTERRUPT", 1, None), ("MSG_GS", 2, "isNotGFX11Plus"),
    ("MSG_HS_TESSFACTOR", 2, "isGFX11Plus"), ("MSG_GS_DONE", 3, "isNotGFX11Plus"),
    ("MSG_DEALLOC_VGPRS", 3, "isGFX11Plus"), ("MSG_SAVEWAVE", 4, "isGFX8_GFX9_GFX10"),
    ("MSG_STALL_WAVE_GEN", 5, "isGFX9_GFX10_GFX11"), ("MSG_HALT_WAVES", 6, "isGFX9_GFX10_GFX11"),
    ("MSG_ORDERED_PS_DONE", 7, "isGFX9_GFX10"), ("MSG_EARLY_PRIM_DEALLOC", 8, "isGFX9_GFX10"),
    ("MSG_GS_ALLOC_REQ", 9, "isGFX9Plus"), ("MSG_GET_DOORBELL", 10, "isGFX9_GFX10"),
    ("MSG_SAVEWAVE_HAS_TDM", 10, "isGFX1250"), ("MSG_GET_DDID", 11, "isGFX10"),
    ("MSG_SYSMSG", 15, None),
    ("MSG_RTN_GET_DOORBELL", 128, "isGFX11Plus"), ("MSG_RTN_GET_DDID", 129, "isGFX11Plus"),
    ("MSG_RTN_GET_TMA", 130, "isGFX11Plus"), ("MSG_RTN_GET_REALTIME", 131, "isGFX11Plus"),
    ("MSG_RTN_SAVE_WAVE", 132, "isGFX11Plus"), ("MSG_RTN_GET_TBA", 133, "isGFX11Plus"),
    ("MSG_RTN_GET_TBA_TO_PC", 134, "isGFX11Plus"), ("MSG_RTN_GET_SE_AID_ID", 135, "isGFX12Plus"),
    ("MSG_RTN_GET_CLUSTER_BARRIER_STATE", 136, "isGFX1250"),
)


class OperandTable(NamedTuple):
    """An operand table of one release and its name lookup rule."""

    #: (name, id, condition); "" names are LLVM 19's empty slots
    rows: tuple[tuple[str, int, str | None], ...]
    #: whether a name is first looked for at the index equal to its id (LLVM 19's
    #: getNameFromOperandTable: primary names at their id, aliases after) or the table is
    #: sorted by id and the first entry whose condition holds is the name (LLVM 22's)
    indexed: bool


#: the tables of each release (codeobj.isa.db.RELEASES)
#: llvm-project 6bc4aaf6641c's (llvm24git, the triton 3.9.0 assembler): LLVM 22's without
#: MSG_SAVEWAVE_HAS_TDM (probed: "s_sendmsg sendmsg(MSG_SAVEWAVE_HAS_TDM)" is "expected a message
#: name or an absolute expression" on gfx1250; id 10 itself is still accepted)
MSG_LLVM24GIT = tuple(row for row in MSG_LLVM22 if row[0] != "MSG_SAVEWAVE_HAS_TDM")

#: the tables of each release (codeobj.isa.db.RELEASES), and of a release derived from one
#: whose table differs (codeobj.isa.db.LLVM; lookups: :func:`table_of`)
HWREG_TABLES = {"llvm19": OperandTable(HWREG, True), "llvm22": OperandTable(HWREG_LLVM22, False)}
MSG_TABLES = {"llvm19": OperandTable(MSG, True), "llvm22": OperandTable(MSG_LLVM22, False),
              "llvm24git": OperandTable(MSG_LLVM24GIT, False)}


def table_of(tables: dict[str, OperandTable], release: str, tables_release: str) -> OperandTable:
    """The table a release follows: its own where it has one, else its tables' release's."""
    return tables.get(release) or tables[tables_release]

#: the id of a symbolic name that exists but not on this GPU (OPR_ID_UNSUPPORTED)
UNSUPPORTED = -2


def name_of(table: OperandTable, enc: int, features: frozenset[str]) -> str:
    """getNameFromOperandTable: the name of ``enc`` on a subtarget, or ""."""
    rows = table.rows
    if table.indexed and 0 <= enc < len(rows):
        n, e, c = rows[enc]
        if e == enc and n and holds(c, features):
            return n
    for n, e, c in rows:
        if e == enc and n and holds(c, features):
            return n
    return ""


def id_of(table: OperandTable, name: str, features: frozenset[str]) -> int | None:
    """getEncodingFromOperandTable: the id of ``name`` on a subtarget, :data:`UNSUPPORTED`
    (a name of the table whose condition holds nowhere here), or None (not a name)."""
    found = None
    for n, e, c in table.rows:
        if n != name or not n:
            continue
        if holds(c, features):
            return e
        found = UNSUPPORTED
    return found

#: SendMsg::SysMsgOperands
SYSMSG_OPS: tuple[tuple[str, int, str | None], ...] = (
    ("", 0, None),
    ("SYSMSG_OP_ECC_ERR_INTERRUPT", 1, None),
    ("SYSMSG_OP_REG_RD", 2, None),
    ("SYSMSG_OP_HOST_TRAP_ACK", 3, "isNotGFX9Plus"),
    ("SYSMSG_OP_TTRACE_PC", 4, None),
)

#: SendMsg::StreamMsgOperands
STREAM_OPS: tuple[tuple[str, int, str | None], ...] = (
    ("GS_OP_NOP", 0, None),
    ("GS_OP_CUT", 1, None),
    ("GS_OP_EMIT", 2, None),
    ("GS_OP_EMIT_CUT", 3, None),
)

#: the operand tables of MSG_SYSMSG and of the stream messages (entries at their id, the same
#: in both releases)
SYSMSG_TABLE = OperandTable(SYSMSG_OPS, True)
STREAM_TABLE = OperandTable(STREAM_OPS, True)

#: DepCtr::DepCtrInfo: (name, max, default, shift, width, condition)
DEPCTR: tuple[tuple[str, int, int, int, int, str | None], ...] = (
    ("depctr_hold_cnt", 1, 1, 7, 1, "isGFX10_BEncoding"),
    ("depctr_sa_sdst", 1, 1, 0, 1, None),
    ("depctr_va_vdst", 15, 15, 12, 4, None),
    ("depctr_va_sdst", 7, 7, 9, 3, None),
    ("depctr_va_ssrc", 1, 1, 8, 1, None),
    ("depctr_va_vcc", 1, 1, 1, 1, None),
    ("depctr_vm_vsrc", 7, 7, 2, 3, None),
)

#: Exp::ExpTgtInfo: (name, first target, highest index); the index is printed when > 0
EXP_TARGETS: tuple[tuple[str, int, int], ...] = (
    ("null", 9, 0), ("mrtz", 8, 0), ("prim", 20, 0), ("mrt", 0, 7), ("pos", 12, 4),
    ("dual_src_blend", 21, 1), ("param", 32, 31),
)

#: MTBUFFormat::DfmtSymbolic
DFMT = ("BUF_DATA_FORMAT_INVALID", "BUF_DATA_FORMAT_8", "BUF_DATA_FORMAT_16",
        "BUF_DATA_FORMAT_8_8", "BUF_DATA_FORMAT_32", "BUF_DATA_FORMAT_16_16",
        "BUF_DATA_FORMAT_10_11_11", "BUF_DATA_FORMAT_11_11_10", "BUF_DATA_FORMAT_10_10_10_2",
        "BUF_DATA_FORMAT_2_10_10_10", "BUF_DATA_FORMAT_8_8_8_8", "BUF_DATA_FORMAT_32_32",
        "BUF_DATA_FORMAT_16_16_16_16", "BUF_DATA_FORMAT_32_32_32", "BUF_DATA_FORMAT_32_32_32_32",
        "BUF_DATA_FORMAT_RESERVED_15")

_NFMT_COMMON = ("BUF_NUM_FORMAT_UNORM", "BUF_NUM_FORMAT_SNORM", "BUF_NUM_FORMAT_USCALED",
                "BUF_NUM_FORMAT_SSCALED", "BUF_NUM_FORMAT_UINT", "BUF_NUM_FORMAT_SINT")
#: MTBUFFormat::NfmtSymbolicGFX10 / NfmtSymbolicSICI / NfmtSymbolicVI
NFMT_GFX10 = (*_NFMT_COMMON, "", "BUF_NUM_FORMAT_FLOAT")
NFMT_SICI = (*_NFMT_COMMON, "BUF_NUM_FORMAT_SNORM_OGL", "BUF_NUM_FORMAT_FLOAT")
NFMT_VI = (*_NFMT_COMMON, "BUF_NUM_FORMAT_RESERVED_6", "BUF_NUM_FORMAT_FLOAT")


def _ufmt(groups: list[tuple[str, str]]) -> tuple[str, ...]:
    out = ["BUF_FMT_INVALID"]
    for data, nums in groups:
        out.extend(f"BUF_FMT_{data}_{n}" for n in nums.split())
    return tuple(out)


_ALL = "UNORM SNORM USCALED SSCALED UINT SINT"
#: MTBUFFormat::UfmtSymbolicGFX10 (index = unified format)
UFMT_GFX10 = _ufmt([
    ("8", _ALL), ("16", _ALL + " FLOAT"), ("8_8", _ALL), ("32", "UINT SINT FLOAT"),
    ("16_16", _ALL + " FLOAT"), ("10_11_11", _ALL + " FLOAT"), ("11_11_10", _ALL + " FLOAT"),
    ("10_10_10_2", _ALL), ("2_10_10_10", _ALL), ("8_8_8_8", _ALL),
    ("32_32", "UINT SINT FLOAT"), ("16_16_16_16", _ALL + " FLOAT"),
    ("32_32_32", "UINT SINT FLOAT"), ("32_32_32_32", "UINT SINT FLOAT")])
#: MTBUFFormat::UfmtSymbolicGFX11
UFMT_GFX11 = _ufmt([
    ("8", _ALL), ("16", _ALL + " FLOAT"), ("8_8", _ALL), ("32", "UINT SINT FLOAT"),
    ("16_16", _ALL + " FLOAT"), ("10_11_11", "FLOAT"), ("11_11_10", "FLOAT"),
    ("10_10_10_2", "UNORM SNORM UINT SINT"), ("2_10_10_10", _ALL), ("8_8_8_8", _ALL),
    ("32_32", "UINT SINT FLOAT"), ("16_16_16_16", _ALL + " FLOAT"),
    ("32_32_32", "UINT SINT FLOAT"), ("32_32_32_32", "UINT SINT FLOAT")])
