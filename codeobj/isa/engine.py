"""Line-level entry points of the instruction layer (what llvm-mc does for one statement).

* ``encode_statement(text, processor, mattr="") -> bytes``: one instruction, as
  ``llvm-mc -show-encoding`` encodes it; raises ``EncodeError``.
* ``disassemble_bytes(data, processor, mattr="") -> (texts, bad)``: decode a byte string as
  ``llvm-mc --disassemble`` does: the printed instructions (codeobj.isa.disasm and
  codeobj.isa.printer; without the surrounding whitespace of llvm-mc's lines) and the number
  of positions that could not be decoded.
"""

from __future__ import annotations

__all__ = ["disassemble_bytes", "encode_statement"]


def encode_statement(text: str, processor: str, mattr: str = "") -> bytes:
    from .encoder import encode_line

    return encode_line(text, processor)


def disassemble_bytes(data: bytes, processor: str, mattr: str = "") -> tuple[list[str], int]:
    from .disasm import decoder

    texts, bad = [], 0
    for _pos, text, _size in decoder(processor, mattr).texts(data):
        if text is None:
            bad += 1
        else:
            texts.append(text.strip())  # as the line reads in llvm-mc's output
    return texts, bad
