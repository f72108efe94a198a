"""TableGen's searchable tables as the decoder, printer and validator consult them.

The generic tables of the instruction data (``common()["tables"]``: VOP info tables, MIMG base
opcodes and dimensions) and each family's ``mimg_info`` are read here once and indexed the way
LLVM's generated lookup functions index them (getVOP1IsSingle, getMIMGOpcodeHelper,
getMIMGDimInfoByEncoding, mc2PseudoReg).
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING, Any, TypedDict

from .db import MAIN_RELEASE, InstDesc, common, registers

_GENERIC_SUFFIX = re.compile(r"_(?:vi|ci|gfx9plus|gfxpre11|gfx11plus)$")


@cache
def _generic_reg(reg: int, release: str = MAIN_RELEASE) -> int:
    """mc2PseudoReg: the generic register of a subtarget-specific one."""
    regs = registers(release)
    name = regs.names[reg]
    base = _GENERIC_SUFFIX.sub("", name)
    return regs.by_name.get(base, reg) if base != name else reg


#: the VOP searchable tables of VOPInstructions.td the decoder and printer consult
#: (VOPC64DPP is VOPC64DPPTable and VOPC64DPP8Table together)
_VOP_TABLES = {"VOP1": ("VOP1InfoTable",), "VOP2": ("VOP2InfoTable",), "VOP3": ("VOP3InfoTable",),
               "VOPC64DPP": ("VOPC64DPPTable", "VOPC64DPP8Table"),
               "VOPCAsmOnly": ("VOPCAsmOnlyInfoTable",)}


@cache
def _vop_tables(release: str = MAIN_RELEASE) -> dict[str, dict[str, int]]:
    """Table -> {instruction name: IsSingle (or 1)} from TableGen's generic tables."""
    t = common(release)["tables"]
    out: dict[str, dict[str, int]] = {}
    for key, names in _VOP_TABLES.items():
        d: dict[str, int] = {}
        for tn in names:
            fields = t[tn]["fields"]
            single = fields.index("IsSingle") + 1 if "IsSingle" in fields else None
            for row in t[tn]["rows"]:
                d[row[0]] = row[single] if single is not None else 1
        out[key] = d
    return out


#: a row of a generic table by field name (``{"NumExtraArgs": 0, "Gradients": False, ...}``)
TableRow = dict[str, Any]


if TYPE_CHECKING:  # (a class made at run time would evaluate its string annotations)
    class FamilyExtras(TypedDict):
        #: MIMGInfoTable by instruction id: [BaseOpcode, MIMGEncoding, VDataDwords,
        #: VAddrDwords, VAddrOperands]
        mimg: dict[int, list[Any]]
        #: (BaseOpcode, MIMGEncoding, VDataDwords, VAddrDwords) -> instruction id
        mimg_by_key: dict[tuple[str, int, int, int], int]
        #: VOP table -> {instruction name: IsSingle (or 1)}, this family's instructions
        vop_tables: dict[str, dict[str, int]]


@cache
def _family_extras(family: str, release: str = MAIN_RELEASE) -> FamilyExtras:
    from .db import family as load_family

    fam = load_family(family, release)
    # MIMGInfoTable rows: [Opcode, BaseOpcode, MIMGEncoding, VDataDwords, VAddrDwords,
    # VAddrOperands]; the decoder keeps the fields after Opcode
    mimg = {int(k): v[1:] for k, v in fam.mimg_info["rows"].items()}
    by_key: dict[tuple[str, int, int, int], int] = {}
    # getMIMGOpcodeHelper's index: the first instruction (by name) with the key
    names = fam.instruction_names
    for iid in sorted(mimg, key=lambda i: names.get(i, "")):
        base, enc, vdata, vaddr, _ops = mimg[iid]
        by_key.setdefault((base, enc, vdata, vaddr), iid)
    known = set(names.values())
    vop = {k: {n: v for n, v in d.items() if n in known}
           for k, d in _vop_tables(release).items()}
    return {"mimg": mimg, "mimg_by_key": by_key, "vop_tables": vop}


@cache
def _mimg_bases(release: str = MAIN_RELEASE) -> dict[str, TableRow]:
    t = common(release)["tables"]["MIMGBaseOpcodesTable"]
    fields = t["fields"]
    return {row[0]: dict(zip(fields, row[1:])) for row in t["rows"]}


def _mimg_base(name: str, release: str = MAIN_RELEASE) -> TableRow:
    return _mimg_bases(release)[name]


@cache
def _dims_by_encoding(release: str = MAIN_RELEASE) -> dict[int, TableRow]:
    t = common(release)["tables"]["MIMGDimInfoTable"]
    fields = t["fields"]
    return {d["Encoding"]: d for d in (dict(zip(fields, row[1:])) for row in t["rows"])}


def _mimg_dim(encoding: int, release: str = MAIN_RELEASE) -> TableRow | None:
    return _dims_by_encoding(release).get(encoding)


def _addr_size(base: TableRow, dim: TableRow, a16: bool, g16_supported: bool) -> int:
    """getAddrSizeMIMGOp: the address dwords of an image instruction."""
    words: int = base["NumExtraArgs"]
    comps = (dim["NumCoords"] if base["Coordinates"] else 0) + (1 if base["LodOrClampOrMip"]
                                                               else 0)
    words += (comps + 1) // 2 if a16 else comps
    if base["Gradients"]:
        if (a16 and not g16_supported) or base["G16"]:
            half = dim["NumGradients"] // 2
            words += (half + 1) // 2 * 2
        else:
            words += dim["NumGradients"]
    return words


#: AMDGPUBaseInfo.cpp isMAC(): the MAC/FMAC/DOTC opcodes whose src2 is tied to the destination
#: (the decoder inserts their unused src2_modifiers; the matcher ties src2); LLVM 19's names
#: and those LLVM 22 adds (each release's tables hold only its own)
MAC_OPCODES = frozenset((
    "V_MAC_F32_e64_gfx6_gfx7", "V_MAC_F32_e64_gfx10", "V_MAC_F32_e64_vi",
    "V_MAC_LEGACY_F32_e64_gfx6_gfx7", "V_MAC_LEGACY_F32_e64_gfx10", "V_MAC_F16_e64_vi",
    "V_FMAC_F64_e64_gfx90a", "V_FMAC_F32_e64_gfx10", "V_FMAC_F32_e64_gfx11",
    "V_FMAC_F32_e64_gfx12", "V_FMAC_F32_e64_vi", "V_FMAC_LEGACY_F32_e64_gfx10",
    "V_FMAC_DX9_ZERO_F32_e64_gfx11", "V_FMAC_F16_e64_gfx10", "V_FMAC_F16_t16_e64_gfx11",
    "V_FMAC_F16_t16_e64_gfx12", "V_DOT2C_F32_F16_e64_vi", "V_DOT2C_I32_I16_e64_vi",
    "V_DOT4C_I32_I8_e64_vi", "V_DOT8C_I32_I4_e64_vi",
    # LLVM 22
    "V_FMAC_F64_e64_gfx12", "V_FMAC_F16_fake16_e64_gfx11", "V_FMAC_F16_fake16_e64_gfx12",
    "V_DOT2C_F32_BF16_e64_vi"))


#: getTemporalHintType per release: LLVM 19 gives store hints to every instruction that
#: stores; LLVM 22 only to one that does not also load, or to an async or tensor store
#: (isAsyncStore, isTensorStore of AMDGPUBaseInfo.cpp)
_TH_STORE_NEEDS_NO_LOAD = {"llvm19": False, "llvm22": True}


def th_is_store(desc: InstDesc, release: str = MAIN_RELEASE) -> bool:
    """Whether a non-atomic instruction's temporal hint is TH_TYPE_STORE (TH_STORE_* names)."""
    f = desc.flags
    if "mayStore" not in f:
        return False
    if not _TH_STORE_NEEDS_NO_LOAD[release] or "mayLoad" not in f:
        return True
    name = desc.name
    return "STORE_ASYNC_FROM_LDS" in name or name.startswith("TENSOR_STORE_FROM_LDS")


@cache
def _f8f6f4_variants(release: str = MAIN_RELEASE) -> dict[tuple[int, int, str], str]:
    """isMFMA_F8F6F4Table indexed as getMFMA_F8F6F4_InstWithNumRegs: (registers of src A,
    of src B, the fp8/fp8 opcode) -> the opcode for those sizes (none before LLVM 22)."""
    t = common(release)["tables"].get("isMFMA_F8F6F4Table")
    if t is None:
        return {}
    f = t["fields"]
    i_op, i_f8, i_a, i_b = (f.index(n) + 1 for n in ("Opcode", "F8F8Opcode", "NumRegsSrcA",
                                                       "NumRegsSrcB"))
    return {(r[i_a], r[i_b], r[i_f8]): r[i_op] for r in t["rows"]}


#: mfmaScaleF8F6F4FormatToNumRegs (cbsz/blgp: 2, 3 are FP6, 4 FP4, else FP8) and
#: wmmaScaleF8F6F4FormatToNumRegs (matrix_a/b_fmt: 0, 1 FP8/BF8, 2, 3 FP6/BF6, 4 FP4)
_MFMA_FMT_REGS = {2: 6, 3: 6, 4: 4}
_WMMA_FMT_REGS = {0: 16, 1: 16, 2: 12, 3: 12, 4: 8}


def f8f6f4_variant(name: str, fmt_a: int, fmt_b: int, wmma: bool,
                   release: str = MAIN_RELEASE) -> tuple[str, int, int] | None:
    """getMFMA_F8F6F4_WithFormatArgs / getWMMA_F8F6F4_WithFormatArgs: the opcode name and the
    registers of src0 and src1 for an fp8/fp8 f8f6f4 instruction decoded with these formats,
    None when the table has no row for it."""
    if wmma:
        na, nb = _WMMA_FMT_REGS.get(fmt_a), _WMMA_FMT_REGS.get(fmt_b)
    else:
        na, nb = _MFMA_FMT_REGS.get(fmt_a, 8), _MFMA_FMT_REGS.get(fmt_b, 8)
    if na is None or nb is None:
        return None  # a format without a register count has no row
    got = _f8f6f4_variants(release).get((na, nb, name))
    return None if got is None else (got, na, nb)
