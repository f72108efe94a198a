"""Encoding gfx8 (GCN3) assembly: part 1's gfx9 encoder driven by the gfx8 tables.

gfx8 has the gfx9 encodings, so :class:`codeobj.isa.encoder.Encoder` applies as it is;
only its decoder (which it also uses to check each encoding) is the gfx8 one,
:class:`codeobj.isa.decoder_gcn.GcnDecoder`.
"""

from __future__ import annotations

from .decoder_gcn import gcn_decoder
from .encoder import Encoder

__all__ = ["GcnEncoder", "encode_line_gcn"]


class GcnEncoder(Encoder):
    """Encoder for one gfx8 target."""

    def __init__(self, target: str) -> None:
        super().__init__(target, gcn_decoder(target))

    def encode_line(self, text: str) -> bytes:
        from .decoder_rdna import swizzle_value
        from .encoder import EncodeError

        if "offset:swizzle(" in text:  # ds_swizzle_b32's symbolic offsets, as gfx8 prints them
            head, _, tail = text.partition("offset:")
            tok, _, rest = tail.partition(" ")
            v = swizzle_value(tok)
            if v is None:
                raise EncodeError(f"invalid swizzle offset '{tok}'")
            text = f"{head}offset:{v} {rest}".rstrip()
        try:
            return super().encode_line(text)
        except (TypeError, AttributeError, KeyError, IndexError, ValueError):
            raise EncodeError(f"cannot encode '{text}'") from None

    @staticmethod
    def _waitcnt(tok: str) -> int:
        # gfx8: vmcnt has only bits 3:0 (gfx9 added 15:14), so "not waiting" is 15
        v = Encoder._waitcnt(tok)
        if "vmcnt(" not in tok and "cnt(" in tok:
            v &= 0x3FFF
        return v


_ENCODERS: dict[str, GcnEncoder] = {}


def encode_line_gcn(text: str, target: str) -> bytes:
    """Machine code of one instruction line for a gfx8 target."""
    e = _ENCODERS.get(target)
    if e is None:
        e = _ENCODERS[target] = GcnEncoder(target)
    return e.encode_line(text)
