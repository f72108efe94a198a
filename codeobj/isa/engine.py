"""Line-level entry points of the instruction layer (what llvm-mc does for one statement).

* ``encode_statement(text, processor, mattr="") -> bytes``: one instruction, as
  ``llvm-mc -show-encoding`` encodes it; raises ``EncodeError``.
* ``disassemble_bytes(data, processor, mattr="") -> (texts, bad)``: decode a byte string as
  ``llvm-mc --disassemble`` does: the printed instructions and the number of positions that
  could not be decoded.
"""

from __future__ import annotations

__all__ = ["disassemble_bytes", "encode_statement"]


def encode_statement(text: str, processor: str, mattr: str = "") -> bytes:
    from .encoder import encode_line

    return encode_line(text, processor)


def disassemble_bytes(data: bytes, processor: str, mattr: str = "") -> tuple[list[str], int]:
    from .decoder import decode

    texts, bad = [], 0
    for inst in decode(data, processor):
        if inst.text.startswith(".long") or inst.text.startswith(".byte"):
            bad += 1
        else:
            texts.append(inst.text)
    return texts, bad
