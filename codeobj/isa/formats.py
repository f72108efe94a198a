"""Bit layouts of the GCN5/CDNA (gfx9) instruction encoding formats.

These are facts from AMD's "Vega" and "CDNA1/2/3 Instruction Set Architecture"
reference guides (chapter "Microcode Formats"); they are written by hand and
pinned by ``tests/test_isa_formats.py``.  Everything else about instructions
(opcodes, mnemonics, operand kinds and widths) is generated into
``codeobj/isa/data/`` by ``tools/gen_isa.py``.

A field position is given in the little-endian value of the whole encoding:
bits 0-31 are the first dword, bits 32-63 the second.
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = [
    "DPP_FIELDS",
    "FORMATS",
    "FORMAT_BY_NAME",
    "SDWA_FIELDS",
    "SDWA_VOPC_FIELDS",
    "Field",
    "Format",
    "identify",
]


@dataclass(frozen=True)
class Field:
    """One bit field: ``name``, least significant bit, width in bits."""

    name: str
    lsb: int
    width: int

    @property
    def mask(self) -> int:
        return (1 << self.width) - 1

    def get(self, value: int) -> int:
        return (value >> self.lsb) & self.mask

    def put(self, value: int, x: int) -> int:
        return (value & ~(self.mask << self.lsb)) | ((x & self.mask) << self.lsb)


@dataclass(frozen=True)
class Format:
    """An encoding format: size in bytes, identifying bits and fields.

    ``match_mask``/``match_value`` select the format from the first dword;
    ``opcode`` names the field (or fields, most significant first) that
    form the opcode; ``fields`` are the remaining fields.
    """

    name: str
    size: int
    match_mask: int
    match_value: int
    opcode: tuple[Field, ...]
    fields: tuple[Field, ...] = field(default=())

    @property
    def layout(self) -> tuple[tuple[str, int, int], ...]:
        """(name, lsb, mask) of every field and opcode field, for fast extraction."""
        cached = self.__dict__.get("_layout")
        if cached is None:
            cached = tuple((f.name, f.lsb, f.mask) for f in self.fields + self.opcode)
            object.__setattr__(self, "_layout", cached)
        return cached

    def field(self, name: str) -> Field:
        for f in self.fields:
            if f.name == name:
                return f
        raise KeyError(name)

    def has(self, name: str) -> bool:
        return any(f.name == name for f in self.fields)

    @property
    def opcode_bits(self) -> int:
        return sum(f.width for f in self.opcode)

    def get_opcode(self, value: int) -> int:
        op = 0
        for f in self.opcode:
            op = (op << f.width) | f.get(value)
        return op

    def put_opcode(self, value: int, op: int) -> int:
        for f in reversed(self.opcode):
            value = f.put(value, op)
            op >>= f.width
        value = (value & ~self.match_mask) | self.match_value
        return value


_f = Field

# Field groups that keep their place in every generation's layouts (formats_rdna, formats_gcn).
#: buffer addressing bits of MUBUF/MTBUF's first dword (gfx6-gfx10)
BUF_MODE = (_f("offset", 0, 12), _f("offen", 12, 1), _f("idxen", 13, 1), _f("glc", 14, 1))
#: the registers of MUBUF/MTBUF's second dword (gfx6-gfx11)
BUF_REGS = (_f("vaddr", 32, 8), _f("vdata", 40, 8), _f("srsrc", 48, 5))
#: the vector sources of VOP3 and VOP3P (gfx6-gfx12)
VOP3_SRCS = (_f("src0", 32, 9), _f("src1", 41, 9), _f("src2", 50, 9))
#: EXP's export registers (gfx6-gfx11)
EXP_SRCS = (_f("vsrc0", 32, 8), _f("vsrc1", 40, 8), _f("vsrc2", 48, 8), _f("vsrc3", 56, 8))


# Order matters: a format whose identifying bits are a refinement of another's
# (SOP1 inside SOP2's space, VOP3P inside VOP3's) comes first.
FORMATS: tuple[Format, ...] = (
    Format("SOP1", 4, 0xFF800000, 0xBE800000, (_f("op", 8, 8),),
           (_f("sdst", 16, 7), _f("ssrc0", 0, 8))),
    Format("SOPC", 4, 0xFF800000, 0xBF000000, (_f("op", 16, 7),),
           (_f("ssrc1", 8, 8), _f("ssrc0", 0, 8))),
    Format("SOPP", 4, 0xFF800000, 0xBF800000, (_f("op", 16, 7),),
           (_f("simm16", 0, 16),)),
    Format("SOPK", 4, 0xF0000000, 0xB0000000, (_f("op", 23, 5),),
           (_f("sdst", 16, 7), _f("simm16", 0, 16))),
    Format("SOP2", 4, 0xC0000000, 0x80000000, (_f("op", 23, 7),),
           (_f("sdst", 16, 7), _f("ssrc1", 8, 8), _f("ssrc0", 0, 8))),
    Format("VOP1", 4, 0xFE000000, 0x7E000000, (_f("op", 9, 8),),
           (_f("vdst", 17, 8), _f("src0", 0, 9))),
    Format("VOPC", 4, 0xFE000000, 0x7C000000, (_f("op", 17, 8),),
           (_f("vsrc1", 9, 8), _f("src0", 0, 9))),
    Format("VOP2", 4, 0x80000000, 0x00000000, (_f("op", 25, 6),),
           (_f("vdst", 17, 8), _f("vsrc1", 9, 8), _f("src0", 0, 9))),
    Format("SMEM", 8, 0xFC000000, 0xC0000000, (_f("op", 18, 8),),
           (_f("sbase", 0, 6), _f("sdata", 6, 7), _f("soe", 14, 1), _f("nv", 15, 1),
            _f("glc", 16, 1), _f("imm", 17, 1), _f("offset", 32, 21), _f("soffset", 57, 7))),
    Format("EXP", 8, 0xFC000000, 0xC4000000, (),
           (_f("en", 0, 4), _f("tgt", 4, 6), _f("compr", 10, 1), _f("done", 11, 1),
            _f("vm", 12, 1), *EXP_SRCS)),
    Format("VOP3P", 8, 0xFF800000, 0xD3800000, (_f("op", 16, 7),),
           (_f("vdst", 0, 8), _f("neg_hi", 8, 3), _f("op_sel", 11, 3), _f("op_sel_hi2", 14, 1),
            _f("clamp", 15, 1), *VOP3_SRCS, _f("op_sel_hi", 59, 2), _f("neg", 61, 3))),
    Format("VOP3", 8, 0xFC000000, 0xD0000000, (_f("op", 16, 10),),
           (_f("vdst", 0, 8), _f("abs", 8, 3), _f("op_sel", 11, 4), _f("sdst", 8, 7),
            _f("clamp", 15, 1), *VOP3_SRCS, _f("omod", 59, 2), _f("neg", 61, 3))),
    Format("VINTRP", 4, 0xFC000000, 0xD4000000, (_f("op", 16, 2),),
           (_f("vsrc", 0, 8), _f("attrchan", 8, 2), _f("attr", 10, 6), _f("vdst", 18, 8))),
    Format("DS", 8, 0xFC000000, 0xD8000000, (_f("op", 17, 8),),
           (_f("offset0", 0, 8), _f("offset1", 8, 8), _f("gds", 16, 1), _f("acc", 25, 1),
            _f("addr", 32, 8), _f("data0", 40, 8), _f("data1", 48, 8), _f("vdst", 56, 8))),
    # FLAT, GLOBAL and SCRATCH share one format; the segment field is part of
    # the opcode (seg:op), since it selects the mnemonic.
    Format("FLAT", 8, 0xFC000000, 0xDC000000, (_f("seg", 14, 2), _f("op", 18, 7)),
           (_f("offset", 0, 13), _f("lds", 13, 1), _f("glc", 16, 1), _f("slc", 17, 1),
            _f("sc1", 25, 1), _f("addr", 32, 8), _f("data", 40, 8), _f("saddr", 48, 7),
            _f("acc", 55, 1), _f("vdst", 56, 8))),
    Format("MUBUF", 8, 0xFC000000, 0xE0000000, (_f("op", 18, 7),),
           (*BUF_MODE, _f("sc1", 15, 1), _f("lds", 16, 1), _f("slc", 17, 1), *BUF_REGS,
            _f("acc", 55, 1), _f("soffset", 56, 8))),
    Format("MTBUF", 8, 0xFC000000, 0xE8000000, (_f("op", 15, 4),),
           (*BUF_MODE, _f("dfmt", 19, 4), _f("nfmt", 23, 3), *BUF_REGS, _f("sc1", 53, 1),
            _f("slc", 54, 1), _f("acc", 55, 1), _f("soffset", 56, 8))),
    Format("MIMG", 8, 0xFC000000, 0xF0000000, (_f("op", 18, 7),),
           (_f("dmask", 8, 4), _f("unorm", 12, 1), _f("glc", 13, 1), _f("da", 14, 1),
            _f("a16", 15, 1), _f("tfe", 16, 1), _f("lwe", 17, 1), _f("slc", 25, 1),
            _f("vaddr", 32, 8), _f("vdata", 40, 8), _f("srsrc", 48, 5), _f("ssamp", 53, 5),
            _f("d16", 63, 1))),
)

FORMAT_BY_NAME: dict[str, Format] = {f.name: f for f in FORMATS}

# The second dword of a VOP1/VOP2/VOPC instruction whose src0 is 0xFA (DPP) or
# 0xF9 (SDWA); bit positions relative to that dword.
DPP_FIELDS: tuple[Field, ...] = (
    _f("src0", 0, 8), _f("dpp_ctrl", 8, 9), _f("bound_ctrl", 19, 1), _f("src0_neg", 20, 1),
    _f("src0_abs", 21, 1), _f("src1_neg", 22, 1), _f("src1_abs", 23, 1),
    _f("bank_mask", 24, 4), _f("row_mask", 28, 4),
)
SDWA_FIELDS: tuple[Field, ...] = (
    _f("src0", 0, 8), _f("dst_sel", 8, 3), _f("dst_unused", 11, 2), _f("clamp", 13, 1),
    _f("omod", 14, 2), _f("src0_sel", 16, 3), _f("src0_sext", 19, 1), _f("src0_neg", 20, 1),
    _f("src0_abs", 21, 1), _f("s0", 23, 1), _f("src1_sel", 24, 3), _f("src1_sext", 27, 1),
    _f("src1_neg", 28, 1), _f("src1_abs", 29, 1), _f("s1", 31, 1),
)
SDWA_VOPC_FIELDS: tuple[Field, ...] = (
    _f("src0", 0, 8), _f("sdst", 8, 7), _f("sd", 15, 1),
    _f("src0_sel", 16, 3), _f("src0_sext", 19, 1), _f("src0_neg", 20, 1),
    _f("src0_abs", 21, 1), _f("s0", 23, 1), _f("src1_sel", 24, 3), _f("src1_sext", 27, 1),
    _f("src1_neg", 28, 1), _f("src1_abs", 29, 1), _f("s1", 31, 1),
)

SRC_DPP = 0xFA
SRC_SDWA = 0xF9
SRC_LITERAL = 0xFF


def _first_match(formats: tuple[Format, ...], dword: int) -> Format | None:
    for fmt in formats:
        if dword & fmt.match_mask == fmt.match_value:
            return fmt
    return None


def _identify_slow(dword: int) -> Format | None:
    return _first_match(FORMATS, dword)


def identifier(formats: tuple[Format, ...]):
    """A function: first dword -> Format (or None), by a 512-entry top-nine-bits table.

    Every format of a generation is told apart by the top nine bits of its first dword.
    """
    assert all(f.match_mask & 0x7FFFFF == 0 for f in formats)
    table = tuple(_first_match(formats, i << 23) for i in range(512))

    def identify(dword: int) -> Format | None:
        """The format of an instruction from its first dword, or None."""
        return table[(dword >> 23) & 0x1FF]

    return identify


identify = identifier(FORMATS)
