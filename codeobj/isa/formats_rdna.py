"""Bit layouts of the RDNA instruction encodings (gfx10.1, gfx10.3, gfx11).

Facts from AMD's "RDNA 1.0", "RDNA 2" and "RDNA 3" Instruction Set
Architecture reference guides (chapter "Microcode Formats"), written by hand
and checked against ``llvm-mc-19 --show-encoding`` by
``tests/test_isa_rdna_formats.py``.  The scalar and VOP1/VOP2/VOPC layouts are
the gfx9 ones (:mod:`codeobj.isa.formats`); the others move bits around.

As in :mod:`codeobj.isa.formats`, positions are in the little-endian value of
the whole encoding (bits 32-63 are the second dword).  Every format is told
apart by the top nine bits of its first dword.
"""

from __future__ import annotations

from .formats import BUF_MODE, BUF_REGS, EXP_SRCS, VOP3_SRCS, Field, Format, identifier
from .formats import FORMAT_BY_NAME as _GFX9
from .formats import Field as _f

__all__ = [
    "DPP8_FIELDS",
    "FORMATS_BY_GENERATION",
    "GENERATION_OF",
    "VOPD_FIELDS",
    "formats_for",
    "identifier",
]


_SCALAR_AND_VOP = tuple(_GFX9[n] for n in ("SOP1", "SOPC", "SOPP", "SOPK", "SOP2",
                                           "VOP1", "VOPC", "VOP2"))

# VOP3 and VOP3P keep the gfx9 fields (at other identifying bits)
_VOP3_FIELDS = _GFX9["VOP3"].fields
_VOP3P_FIELDS = _GFX9["VOP3P"].fields
_DS_FIELDS = (_f("offset0", 0, 8), _f("offset1", 8, 8), _f("gds", 17, 1), _f("addr", 32, 8),
              _f("data0", 40, 8), _f("data1", 48, 8), _f("vdst", 56, 8))
_EXP_FIELDS = _GFX9["EXP"].fields

_SLC_TFE_SOFFSET = (_f("slc", 54, 1), _f("tfe", 55, 1), _f("soffset", 56, 8))
_GFX11_BUF_CACHE = (_f("offset", 0, 12), _f("slc", 12, 1), _f("dlc", 13, 1), _f("glc", 14, 1))
_GFX11_BUF_TAIL = (_f("tfe", 53, 1), _f("offen", 54, 1), _f("idxen", 55, 1),
                   _f("soffset", 56, 8))

GFX10: tuple[Format, ...] = _SCALAR_AND_VOP + (
    Format("SMEM", 8, 0xFC000000, 0xF4000000, (_f("op", 18, 8),),
           (_f("sbase", 0, 6), _f("sdata", 6, 7), _f("dlc", 14, 1), _f("glc", 16, 1),
            _f("offset", 32, 21), _f("soffset", 57, 7))),
    Format("EXP", 8, 0xFC000000, 0xF8000000, (), _EXP_FIELDS),
    Format("VOP3P", 8, 0xFF800000, 0xCC000000, (_f("op", 16, 7),), _VOP3P_FIELDS),
    Format("VINTRP", 4, 0xFC000000, 0xC8000000, (_f("op", 16, 2),),
           (_f("vsrc", 0, 8), _f("attrchan", 8, 2), _f("attr", 10, 6), _f("vdst", 18, 8))),
    Format("VOP3", 8, 0xFC000000, 0xD4000000, (_f("op", 16, 10),), _VOP3_FIELDS),
    Format("DS", 8, 0xFC000000, 0xD8000000, (_f("op", 18, 8),), _DS_FIELDS),
    Format("FLAT", 8, 0xFC000000, 0xDC000000, (_f("seg", 14, 2), _f("op", 18, 7)),
           (_f("offset", 0, 12), _f("dlc", 12, 1), _f("lds", 13, 1), _f("glc", 16, 1),
            _f("slc", 17, 1), _f("addr", 32, 8), _f("data", 40, 8), _f("saddr", 48, 7),
            _f("nv", 55, 1), _f("vdst", 56, 8))),
    Format("MUBUF", 8, 0xFC000000, 0xE0000000, (_f("op", 18, 8),),
           (*BUF_MODE, _f("dlc", 15, 1), _f("lds", 16, 1), *BUF_REGS, *_SLC_TFE_SOFFSET)),
    Format("MTBUF", 8, 0xFC000000, 0xE8000000, (_f("op3", 53, 1), _f("op", 16, 3)),
           (*BUF_MODE, _f("dlc", 15, 1), _f("format", 19, 7), *BUF_REGS, *_SLC_TFE_SOFFSET)),
    # MIMG: bit 0 is the opcode's bit 7; ``nsa`` counts the address dwords after the 64 bits
    Format("MIMG", 8, 0xFC000000, 0xF0000000, (_f("op7", 0, 1), _f("op", 18, 7)),
           (_f("nsa", 1, 2), _f("dim", 3, 3), _f("dlc", 7, 1), _f("dmask", 8, 4),
            _f("unorm", 12, 1), _f("glc", 13, 1), _f("r128", 15, 1), _f("tfe", 16, 1),
            _f("lwe", 17, 1), _f("slc", 25, 1), _f("vaddr", 32, 8), _f("vdata", 40, 8),
            _f("srsrc", 48, 5), _f("ssamp", 53, 5), _f("a16", 62, 1), _f("d16", 63, 1))),
)

GFX11: tuple[Format, ...] = _SCALAR_AND_VOP + (
    Format("SMEM", 8, 0xFC000000, 0xF4000000, (_f("op", 18, 8),),
           (_f("sbase", 0, 6), _f("sdata", 6, 7), _f("dlc", 13, 1), _f("glc", 14, 1),
            _f("offset", 32, 21), _f("soffset", 57, 7))),
    Format("EXP", 8, 0xFC000000, 0xF8000000, (),
           (_f("en", 0, 4), _f("tgt", 4, 6), _f("done", 11, 1), _f("row", 13, 1), *EXP_SRCS)),
    Format("VINTERP", 8, 0xFF000000, 0xCD000000, (_f("op", 16, 7),),
           (_f("vdst", 0, 8), _f("waitexp", 8, 3), _f("op_sel", 11, 4), _f("clamp", 15, 1),
            *VOP3_SRCS, _f("neg", 61, 3))),
    Format("LDSDIR", 4, 0xFF000000, 0xCE000000, (_f("op", 20, 2),),
           (_f("vdst", 0, 8), _f("attrchan", 8, 2), _f("attr", 10, 6), _f("waitvdst", 16, 4))),
    Format("VOP3P", 8, 0xFF800000, 0xCC000000, (_f("op", 16, 7),), _VOP3P_FIELDS),
    # VOPD: two VALU operations; the opcode is the (opx, opy) pair.
    Format("VOPD", 8, 0xFC000000, 0xC8000000, (_f("opx", 22, 4), _f("opy", 17, 5)),
           (_f("src0x", 0, 9), _f("vsrc1x", 9, 8), _f("src0y", 32, 9), _f("vsrc1y", 41, 8),
            _f("vdsty", 49, 7), _f("vdstx", 56, 8))),
    Format("VOP3", 8, 0xFC000000, 0xD4000000, (_f("op", 16, 10),), _VOP3_FIELDS),
    Format("DS", 8, 0xFC000000, 0xD8000000, (_f("op", 18, 8),), _DS_FIELDS),
    Format("FLAT", 8, 0xFC000000, 0xDC000000, (_f("seg", 16, 2), _f("op", 18, 7)),
           (_f("offset", 0, 13), _f("dlc", 13, 1), _f("glc", 14, 1), _f("slc", 15, 1),
            _f("addr", 32, 8), _f("data", 40, 8), _f("saddr", 48, 7), _f("sve", 55, 1),
            _f("vdst", 56, 8))),
    Format("MUBUF", 8, 0xFC000000, 0xE0000000, (_f("op", 18, 8),),
           (*_GFX11_BUF_CACHE, _f("lds", 16, 1), *BUF_REGS, *_GFX11_BUF_TAIL)),
    Format("MTBUF", 8, 0xFC000000, 0xE8000000, (_f("op", 15, 4),),
           (*_GFX11_BUF_CACHE, _f("format", 19, 7), *BUF_REGS, *_GFX11_BUF_TAIL)),
    # MIMG: ``nsa`` set means one more dword of addresses (vaddr1-vaddr4)
    Format("MIMG", 8, 0xFC000000, 0xF0000000, (_f("op", 18, 8),),
           (_f("nsa", 0, 1), _f("dim", 2, 3), _f("unorm", 7, 1), _f("dmask", 8, 4),
            _f("slc", 12, 1), _f("dlc", 13, 1), _f("glc", 14, 1), _f("r128", 15, 1),
            _f("a16", 16, 1), _f("d16", 17, 1), _f("vaddr", 32, 8), _f("vdata", 40, 8),
            _f("srsrc", 48, 5), _f("tfe", 53, 1), _f("lwe", 54, 1), _f("ssamp", 58, 5))),
)

# gfx12 (RDNA4): the scalar ALU, VALU (VOP1/2/C/3/3P, VOPD) and DS layouts are the
# gfx11 ones.  Memory instructions carry the cache policy as ``th`` (temporal hint) and
# ``scope`` fields; VBUFFER, VFLAT/VGLOBAL/VSCRATCH and VIMAGE/VSAMPLE are 96 bits.
GFX12: tuple[Format, ...] = tuple(f for f in GFX11 if f.name in (
    "SOP1", "SOPC", "SOPP", "SOPK", "SOP2", "VOP1", "VOPC", "VOP2", "VOP3P", "VOPD", "VOP3",
    "DS")) + (
    Format("SMEM", 8, 0xFC000000, 0xF4000000, (_f("op", 13, 8),),
           (_f("sbase", 0, 6), _f("sdata", 6, 7), _f("scope", 21, 2), _f("th", 23, 2),
            _f("offset", 32, 24), _f("soffset", 57, 7))),
    # FLAT, GLOBAL and SCRATCH: the segment (bits 25:24) is part of the opcode (seg:op).
    Format("FLAT", 12, 0xFC000000, 0xEC000000, (_f("seg", 24, 2), _f("op", 14, 8)),
           (_f("saddr", 0, 7), _f("vdst", 32, 8), _f("sve", 49, 1), _f("scope", 50, 2),
            _f("th", 52, 3), _f("data", 55, 8), _f("addr", 64, 8), _f("offset", 72, 24))),
    Format("VBUFFER", 12, 0xFC000000, 0xC4000000, (_f("op", 14, 8),),
           (_f("soffset", 0, 7), _f("tfe", 22, 1), _f("vdata", 32, 8), _f("srsrc", 41, 7),
            _f("scope", 50, 2), _f("th", 52, 3), _f("format", 55, 7), _f("offen", 62, 1),
            _f("idxen", 63, 1), _f("vaddr", 64, 8), _f("offset", 72, 24))),
    # VIMAGE/VSAMPLE: always 96 bits, addresses in vaddr0-vaddr3 (and VIMAGE's vaddr4);
    # srsrc/ssamp hold the SGPR number itself
    Format("VIMAGE", 12, 0xFC000000, 0xD0000000, (_f("op", 14, 8),),
           (_f("dim", 0, 3), _f("r128", 4, 1), _f("d16", 5, 1), _f("a16", 6, 1),
            _f("dmask", 22, 4), _f("vdata", 32, 8), _f("srsrc", 41, 9), _f("scope", 50, 2),
            _f("th", 52, 3), _f("tfe", 55, 1), _f("vaddr4", 56, 8), _f("vaddr0", 64, 8),
            _f("vaddr1", 72, 8), _f("vaddr2", 80, 8), _f("vaddr3", 88, 8))),
    Format("VSAMPLE", 12, 0xFC000000, 0xE4000000, (_f("op", 14, 8),),
           (_f("dim", 0, 3), _f("tfe", 3, 1), _f("r128", 4, 1), _f("d16", 5, 1),
            _f("a16", 6, 1), _f("unorm", 13, 1), _f("dmask", 22, 4), _f("vdata", 32, 8),
            _f("lwe", 40, 1), _f("srsrc", 41, 9), _f("scope", 50, 2), _f("th", 52, 3),
            _f("ssamp", 55, 9), _f("vaddr0", 64, 8), _f("vaddr1", 72, 8),
            _f("vaddr2", 80, 8), _f("vaddr3", 88, 8))),
)

# DPP8: the second dword of a VOP1/VOP2/VOPC word whose src0 is 0xE9 (0xEA: fetch inactive).
DPP8_FIELDS: tuple[Field, ...] = (_f("src0", 0, 8),) + tuple(
    _f(f"sel{i}", 8 + 3 * i, 3) for i in range(8))
# DPP16 adds "fi" (fetch inactive) at bit 18 to the gfx9 DPP dword.
DPP16_FI = _f("fi", 18, 1)
SRC_DPP8 = 0xE9
SRC_DPP8_FI = 0xEA

VOPD_FIELDS = GFX11[[f.name for f in GFX11].index("VOPD")].fields

# gfx8 (GCN3, "Volcanic Islands") uses the gfx9 layouts (codeobj/isa/formats.py): the
# fields gfx9 added (SMEM soe/soffset, VOP3 op_sel, FLAT offset/seg) are simply zero.
_GFX9_ALL = tuple(_GFX9.values())

FORMATS_BY_GENERATION: dict[str, tuple[Format, ...]] = {"gfx8": _GFX9_ALL, "gfx10": GFX10,
                                                        "gfx11": GFX11, "gfx12": GFX12}


def _gcn12() -> None:
    from .formats_gcn import GFX6, GFX7

    FORMATS_BY_GENERATION.update(gfx6=GFX6, gfx7=GFX7)

# Processor -> generation key of FORMATS_BY_GENERATION (LLVM 19's RDNA processors).
GENERATION_OF: dict[str, str] = {
    **{p: "gfx6" for p in ("gfx600", "gfx601", "gfx602")},
    **{p: "gfx7" for p in ("gfx700", "gfx701", "gfx702", "gfx703", "gfx704", "gfx705")},
    **{p: "gfx8" for p in ("gfx801", "gfx802", "gfx803", "gfx805", "gfx810")},
    **{p: "gfx10" for p in ("gfx1010", "gfx1011", "gfx1012", "gfx1013", "gfx10-1-generic",
                            "gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035",
                            "gfx1036", "gfx10-3-generic")},
    **{p: "gfx11" for p in ("gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151",
                            "gfx1152", "gfx11-generic")},  # gfx1153: not in LLVM 19
    **{p: "gfx12" for p in ("gfx1200", "gfx1201", "gfx12-generic")},
}


def formats_for(generation: str) -> tuple[Format, ...]:
    if generation in ("gfx6", "gfx7") and generation not in FORMATS_BY_GENERATION:
        _gcn12()
    return FORMATS_BY_GENERATION[generation]
