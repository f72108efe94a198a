"""Decoding GCN 1-3 (gfx6, gfx7, gfx8) machine code into LLVM 19's text.

gfx8 has the gfx9 encodings, so this is part 1's :class:`codeobj.isa.decoder.Decoder`
with the gfx8 tables (``codeobj/isa/data/gfx8.json.gz``, made by
``tools/gen_isa_rdna.py --generation gfx8``) and the gfx8 differences in printing:
``s_waitcnt``'s vmcnt is four bits wide, and scalar operand names come from the table.
"""

from __future__ import annotations

from .decoder import Decoder, cached_decoder, waitcnt_text
from .tables_rdna import load_rdna_table

__all__ = ["GcnDecoder", "SiDecoder", "gcn_decoder", "si_decoder"]


class GcnDecoder(Decoder):
    """Decoder for one gfx8 target."""

    def __init__(self, target: str) -> None:
        super().__init__(target, load_rdna_table(target))
        self.gen = self.table.generation
        self.gfx940 = False

    @staticmethod
    def _waitcnt(v: int) -> str:
        return waitcnt_text(v & 0xF, (v >> 4) & 7, (v >> 8) & 0xF, vm_all=15, lgkm_all=15)

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

    def _modifiers(self, fname, entry, f, caps):
        if fname == "DS" and entry["m"] == "ds_swizzle_b32":
            from .decoder_rdna import swizzle_modifiers

            return swizzle_modifiers(f, caps)
        return super()._modifiers(fname, entry, f, caps)

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
    return cached_decoder(GcnDecoder, target, _DECODERS)


class SiDecoder(GcnDecoder):
    """Decoder for gfx6/gfx7 (GCN 1/2): gfx8's logic with the SI/CI layouts
    (:mod:`codeobj.isa.formats_gcn`): SMRD, ``addr64``, the VOP3 clamp bit."""

    def __init__(self, target: str) -> None:
        super().__init__(target)
        from .formats_rdna import formats_for, identifier

        self.formats = formats_for(self.gen)
        self.identify = identifier(self.formats)
        self.null = 0
        self.gfx7 = self.gen == "gfx7"

    def _may_extend(self, fmt, value: int) -> bool:
        if fmt.name == "SMRD":  # gfx7: offset 0xFF without imm means a literal offset
            return self.gfx7 and not (value >> 8) & 1 and value & 0xFF == 0xFF
        return super()._may_extend(fmt, value)

    def _decode(self, fmt, value: int, extra):
        from .decoder import Instruction, Operand

        if fmt.name != "SMRD":
            inst = super()._decode(fmt, value, extra)
            if inst is None or fmt.name not in ("MUBUF", "MTBUF") or not inst.fields.get(
                    "addr64"):
                return inst
            ops = list(inst.operands)
            a = inst.fields["vaddr"]
            for i, o in enumerate(ops):
                if o.field == "vaddr" or (o.kind == "text" and o.text == "off"):
                    ops[i] = Operand("vgpr", f"v[{a}:{a + 1}]", reg=a, width=2, field="vaddr")
                    break
            mods = list(inst.modifiers)
            at = next((i for i, m in enumerate(mods) if m not in ("idxen", "offen")
                       and not m.startswith("format:")), len(mods))
            mods.insert(at, "addr64")
            return Instruction(inst.mnemonic, tuple(ops), tuple(mods), inst.size, inst.format,
                               inst.words, inst.opcode, fields=inst.fields)
        op = fmt.get_opcode(value)
        entry = self.table.formats.get("SMRD", {}).get(op)
        if entry is None:
            return None
        f = {n: (value >> lsb) & m for n, lsb, m in fmt.layout}
        operands, words, size = [], (value,), 4
        for o in entry["ops"]:
            if o[0] == "=":
                operands.append(Operand("text", o[1]))
            elif o[1] == "offset":
                if f["imm"]:
                    operands.append(Operand("imm", f"0x{f['offset']:x}", value=f["offset"],
                                            field="offset"))
                elif f["offset"] == 0xFF and self.gfx7:
                    if extra is None:
                        return None
                    operands.append(Operand("literal", f"0x{extra:x}", value=extra,
                                            field="literal"))
                    words, size = (value, extra), 8
                else:
                    r = f["offset"]
                    operands.append(Operand("sgpr", self.scalar(r, 1), reg=r, field="offset"))
            else:
                operands.append(self._operand("SMRD", o, f, None, False, (), entry))
        return Instruction(entry["m"], tuple(operands), (), size, "SMRD", words, op, fields=f)


def si_decoder(target: str) -> SiDecoder:
    return cached_decoder(SiDecoder, target, _DECODERS)
