"""Bit layouts of the GCN 1/2 instruction encodings (gfx6 "Southern Islands", gfx7
"Sea Islands").

Facts from AMD's "Southern Islands" and "Sea Islands" ISA reference guides (chapter
"Microcode Formats"), checked against ``llvm-mc-19 --show-encoding`` by
``tests/test_isa_gcn.py``.  The scalar ALU and VOP1/VOP2/VOPC layouts are the gfx9 ones;
what differs: SMRD (32-bit scalar memory, with a literal offset on gfx7), VOP3 (9-bit
opcode, clamp at bit 11), VINTRP at 0xC8, MUBUF/MTBUF with ``addr64``, and gfx7's FLAT
(no offset, no segments).  Field names follow :mod:`codeobj.isa.formats` so that part 1's
decoder applies (``acc`` is bit 55, printed ``tfe`` as on gfx9; FLAT's ``seg``, ``offset``,
``lds`` and ``saddr`` are kept as fields that are zero in valid gfx7 words).
"""

from __future__ import annotations

from .formats import BUF_MODE, BUF_REGS, Format
from .formats import FORMAT_BY_NAME as _GFX9
from .formats import Field as _f

__all__ = ["GFX6", "GFX7"]


_SLC_ACC_SOFFSET = (_f("slc", 54, 1), _f("acc", 55, 1), _f("soffset", 56, 8))

_COMMON = tuple(_GFX9[n] for n in ("SOP1", "SOPC", "SOPP", "SOPK", "SOP2", "VOP1", "VOPC",
                                   "VOP2")) + (
    Format("SMRD", 4, 0xF8000000, 0xC0000000, (_f("op", 22, 5),),
           (_f("offset", 0, 8), _f("imm", 8, 1), _f("sbase", 9, 6), _f("sdst", 15, 7))),
    Format("VINTRP", 4, 0xFC000000, 0xC8000000, (_f("op", 16, 2),),
           (_f("vsrc", 0, 8), _f("attrchan", 8, 2), _f("attr", 10, 6), _f("vdst", 18, 8))),
    Format("VOP3", 8, 0xFC000000, 0xD0000000, (_f("op", 17, 9),),
           (_f("vdst", 0, 8), _f("abs", 8, 3), _f("clamp", 11, 1), _f("sdst", 8, 7),
            _f("src0", 32, 9), _f("src1", 41, 9), _f("src2", 50, 9), _f("omod", 59, 2),
            _f("neg", 61, 3))),
    Format("DS", 8, 0xFC000000, 0xD8000000, (_f("op", 18, 8),),
           (_f("offset0", 0, 8), _f("offset1", 8, 8), _f("gds", 17, 1), _f("addr", 32, 8),
            _f("data0", 40, 8), _f("data1", 48, 8), _f("vdst", 56, 8))),
    Format("MUBUF", 8, 0xFC000000, 0xE0000000, (_f("op", 18, 7),),
           (*BUF_MODE, _f("addr64", 15, 1), _f("lds", 16, 1), *BUF_REGS, *_SLC_ACC_SOFFSET)),
    Format("MTBUF", 8, 0xFC000000, 0xE8000000, (_f("op", 16, 3),),
           (*BUF_MODE, _f("addr64", 15, 1), _f("dfmt", 19, 4), _f("nfmt", 23, 3), *BUF_REGS,
            *_SLC_ACC_SOFFSET)),
    Format("EXP", 8, 0xFC000000, 0xF8000000, (), _GFX9["EXP"].fields),
)

GFX6: tuple[Format, ...] = _COMMON
GFX7: tuple[Format, ...] = _COMMON + (
    Format("FLAT", 8, 0xFC000000, 0xDC000000, (_f("seg", 14, 2), _f("op", 18, 7)),
           (_f("offset", 0, 13), _f("lds", 13, 1), _f("glc", 16, 1), _f("slc", 17, 1),
            _f("addr", 32, 8), _f("data", 40, 8), _f("saddr", 48, 7), _f("acc", 55, 1),
            _f("vdst", 56, 8))),
)
