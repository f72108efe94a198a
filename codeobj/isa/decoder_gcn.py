"""Decoding gfx8 (GCN3) machine code into llvm-objdump-19 text.

gfx8 has the gfx9 encodings, so this is part 1's :class:`codeobj.isa.decoder.Decoder`
with the gfx8 tables (``codeobj/isa/data/gfx8.json.gz``, made by
``tools/gen_isa_rdna.py --generation gfx8``) and the gfx8 differences in printing:
``s_waitcnt``'s vmcnt is four bits wide, and scalar operand names come from the table.
"""

from __future__ import annotations

from .decoder import Decoder
from .tables_rdna import load_rdna_table

__all__ = ["GcnDecoder", "gcn_decoder"]


class GcnDecoder(Decoder):
    """Decoder for one gfx8 target."""

    def __init__(self, target: str) -> None:
        from . import decoder as _gfx9

        table = load_rdna_table(target)
        saved = _gfx9.load_table
        _gfx9.load_table = lambda _t: table  # the gfx9 constructor, with the gfx8 table
        try:
            super().__init__(target)
        finally:
            _gfx9.load_table = saved
        self.table = table
        self.proc = table.target
        self.gen = table.generation
        self.gfx940 = False

    @staticmethod
    def _waitcnt(v: int) -> str:
        vm, exp, lgkm = v & 0xF, (v >> 4) & 7, (v >> 8) & 0xF
        parts = []
        if vm != 15:
            parts.append(f"vmcnt({vm})")
        if exp != 7:
            parts.append(f"expcnt({exp})")
        if lgkm != 15:
            parts.append(f"lgkmcnt({lgkm})")
        if not parts:
            return f"vmcnt({vm}) expcnt({exp}) lgkmcnt({lgkm})"
        return " ".join(parts)

    def scalar(self, value: int, width: int) -> str:
        """Name of scalar operand ``value`` (ttmp0 is 112 on gfx8, not 108 as on gfx9)."""
        name = None
        if width == 1:
            name = self.table.scalars.get(value)
        elif width == 2:
            name = self.table.scalars64.get(value)
        elif value < 102:
            v = value & ~3
            name = f"s[{v}:{v + width - 1}]"
        elif value >= 112:
            v = (value - 112) & ~3
            name = f"ttmp[{v}:{v + width - 1}]"
        if name is None or "/*" in name:
            name = f"s{value}" if width == 1 else f"s[{value}:{value + width - 1}]"
        return name

    def _may_extend(self, fmt, value: int) -> bool:
        if fmt.name == "SOPK":
            k = self.__dict__.get("_k_sopk")
            if k is None:
                k = self.__dict__["_k_sopk"] = {
                    op for op, e in self.table.formats.get("SOPK", {}).items() if e.get("K")}
            return (value >> 23) & 0x1F in k
        return super()._may_extend(fmt, value)

    def _decode_simple(self, fmt, op, entry, plan, value, extra):
        from .decoder_rdna import _renamed_scalars

        return _renamed_scalars(self, super()._decode_simple(fmt, op, entry, plan, value, extra))

    def _operand(self, fname, o, f, literal, acc, caps, entry):
        if o[0] == "K" and fname == "SOPK":
            from .decoder_rdna import sopk_constant

            return sopk_constant(literal)
        if o[0] == "s":
            from .decoder import Operand

            name, width = o[1], o[2]
            val = f[name] << (1 if name == "sbase" else 2 if name == "srsrc" else 0)
            return Operand("sgpr", self.scalar(val, width), reg=val, width=width, field=name)
        return super()._operand(fname, o, f, literal, acc, caps, entry)

    def _smem_offset(self, f: dict):
        from .decoder import Operand

        off = f["offset"] & 0xFFFFF  # gfx8: 20-bit unsigned, or an SGPR when imm is clear
        if f["imm"]:
            return Operand("imm", f"0x{off:x}", value=off, field="offset")
        return Operand("sgpr", self.scalar(off & 0x7F, 1), reg=off & 0x7F, field="offset")

    def _src_text(self, value, width, cls, literal, bank):
        if value < 128 or value in (235, 236, 237, 238, 239, 251, 252, 253, 254):
            name = (self.table.scalars if width == 1 else self.table.scalars64).get(value) \
                if width <= 2 else None
            if name and "/*" not in name:
                return name, "sgpr"
        return super()._src_text(value, width, cls, literal, bank)


_DECODERS: dict[str, GcnDecoder] = {}


def gcn_decoder(target: str) -> GcnDecoder:
    d = _DECODERS.get(target)
    if d is None:
        d = _DECODERS[target] = GcnDecoder(target)
    return d
