"""Line-level entry points of the instruction layer (what llvm-mc does for one statement).

* ``encode_statement(text, processor, mattr="") -> bytes``: one instruction, as
  ``llvm-mc -show-encoding`` encodes it; raises ``EncodeError``.
* ``disassemble_bytes(data, processor, mattr="") -> (texts, bad)``: decode a byte string as
  ``llvm-mc --disassemble`` does: the printed instructions (codeobj.isa.disasm and
  codeobj.isa.printer; without the surrounding whitespace of llvm-mc's lines) and the number
  of positions that could not be decoded.
"""

from __future__ import annotations

from functools import lru_cache

__all__ = ["assembler", "disassemble_bytes", "encode_statement"]


@lru_cache(maxsize=32)
def assembler(processor: str, mattr: str = ""):
    """(Matcher, Emitter) for a processor with -mattr changes."""
    from .db import subtarget
    from .emit import Emitter
    from .matcher import Matcher

    st = subtarget(processor, mattr)
    return Matcher(st), Emitter(st)


def encode_statement(text: str, processor: str, mattr: str = "",
                     symbols: dict[str, int] | None = None) -> bytes:
    """``symbols``: absolute values of symbols the statement may name (.set/=)."""
    from .asmparser import AsmError
    from .encoder import EncodeError

    m, e = assembler(processor, mattr)
    try:
        inst = m.assemble(text, symbols.get if symbols else None)
    except AsmError as err:
        raise EncodeError(err.message) from None
    return e.encode(inst).data


def disassemble_bytes(data: bytes, processor: str, mattr: str = "") -> tuple[list[str], int]:
    from .disasm import decoder

    texts, bad = [], 0
    for _pos, text, _size in decoder(processor, mattr).texts(data):
        if text is None:
            bad += 1
        else:
            texts.append(text.strip())  # as the line reads in llvm-mc's output
    return texts, bad
