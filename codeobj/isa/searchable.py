"""TableGen's searchable tables as the decoder, printer and validator consult them.

The generic tables of the instruction data (``common()["tables"]``: VOP info tables, MIMG base
opcodes and dimensions) and each family's ``mimg_info`` are read here once and indexed the way
LLVM's generated lookup functions index them (getVOP1IsSingle, getMIMGOpcodeHelper,
getMIMGDimInfoByEncoding, mc2PseudoReg).
"""

from __future__ import annotations

import re
from functools import cache

from .db import MAIN_RELEASE, common, registers

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


@cache
def _family_extras(family: str, release: str = MAIN_RELEASE) -> dict:
    from .db import family as load_family

    fam = load_family(family, release)
    # MIMGInfoTable rows: [Opcode, BaseOpcode, MIMGEncoding, VDataDwords, VAddrDwords,
    # VAddrOperands]; the decoder keeps the fields after Opcode
    mimg = {int(k): v[1:] for k, v in fam.mimg_info["rows"].items()}
    by_key: dict[tuple, int] = {}
    # getMIMGOpcodeHelper's index: the first instruction (by name) with the key
    names = fam.instruction_names
    for iid in sorted(mimg, key=lambda i: names.get(i, "")):
        base, enc, vdata, vaddr, _ops = mimg[iid]
        by_key.setdefault((base, enc, vdata, vaddr), iid)
    names = set(names.values())
    vop = {k: {n: v for n, v in d.items() if n in names}
           for k, d in _vop_tables(release).items()}
    return {"mimg": mimg, "mimg_by_key": by_key, "vop_tables": vop}


@cache
def _mimg_bases(release: str = MAIN_RELEASE) -> dict[str, dict]:
    t = common(release)["tables"]["MIMGBaseOpcodesTable"]
    fields = t["fields"]
    return {row[0]: dict(zip(fields, row[1:])) for row in t["rows"]}


def _mimg_base(name: str, release: str = MAIN_RELEASE) -> dict:
    return _mimg_bases(release)[name]


@cache
def _dims_by_encoding(release: str = MAIN_RELEASE) -> dict[int, dict]:
    t = common(release)["tables"]["MIMGDimInfoTable"]
    fields = t["fields"]
    return {d["Encoding"]: d for d in (dict(zip(fields, row[1:])) for row in t["rows"])}


def _mimg_dim(encoding: int, release: str = MAIN_RELEASE) -> dict | None:
    return _dims_by_encoding(release).get(encoding)


def _addr_size(base: dict, dim: dict, a16: bool, g16_supported: bool) -> int:
    """getAddrSizeMIMGOp: the address dwords of an image instruction."""
    words = base["NumExtraArgs"]
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
