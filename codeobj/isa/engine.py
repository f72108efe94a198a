"""Line-level entry points of the instruction layer (what llvm-mc does for statements).

* ``encode_statement(text, processor, mattr="") -> bytes``: one instruction, as
  ``llvm-mc -show-encoding`` encodes it; raises ``EncodeError``.

Each takes ``release=``: the name of the LLVM release whose rules to follow
(``codeobj.isa.db.LLVM``: ``llvm19``, ``llvm22``, ``llvm24git``); by default the processor's
(LLVM 19 for the processors it knows, else LLVM 22).
* ``encode(text, processor, mattr="") -> bytes``: instruction lines with labels, branches to
  them, comments and ``.long``/``.short``/``.byte`` data, laid out one after the other from
  offset 0; every bad line is reported in one ``EncodeError``.
* ``disassemble_bytes(data, processor, mattr="") -> (texts, bad)``: decode a byte string as
  ``llvm-mc --disassemble`` does: the printed instructions (codeobj.isa.disasm and
  codeobj.isa.printer; without the surrounding whitespace of llvm-mc's lines) and the number
  of positions that could not be decoded.

Whole assembly files (sections, directives, kernel descriptors, relocations) are the
assembler's (:func:`codeobj.assemble`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from ..errors import AssemblerError

if TYPE_CHECKING:
    from .emit import Emitter
    from .matcher import Matcher
    from .mc import OperandValue

__all__ = ["EncodeError", "assembler", "disassemble_bytes", "encode", "encode_statement"]


class EncodeError(AssemblerError):
    """Instruction text that cannot be encoded; ``diagnostics`` has one line per error
    (``<input>:3:5: error: invalid operand for instruction``)."""


@lru_cache(maxsize=32)
def assembler(processor: str, mattr: str = "", release: str | None = None
              ) -> tuple[Matcher, Emitter]:
    """(Matcher, Emitter) for a processor with -mattr changes (and an LLVM release name)."""
    from .db import subtarget
    from .emit import Emitter
    from .matcher import Matcher

    st = subtarget(processor, mattr, release)
    return Matcher(st), Emitter(st)


def encode_statement(text: str, processor: str, mattr: str = "",
                     symbols: dict[str, int] | None = None, release: str | None = None
                     ) -> bytes:
    """``symbols``: absolute values of symbols the statement may name (.set/=)."""
    from .asmparser import AsmError

    m, e = assembler(processor, mattr, release)
    try:
        inst = m.assemble(text, symbols.get if symbols else None)
    except AsmError as err:
        raise EncodeError(err.message) from None
    return e.encode(inst).data


_LABEL = re.compile(r"\s*([A-Za-z_.$][\w.$]*)\s*:(?!:)")
_DATA = {".long": 4, ".int": 4, ".4byte": 4, ".short": 2, ".2byte": 2, ".hword": 2,
         ".byte": 1, ".quad": 8, ".8byte": 8}


def _strip_comment(line: str) -> str:
    for mark in ("//", ";"):
        i = line.find(mark)
        if i >= 0:
            line = line[:i]
    return line


def encode(text: str, processor: str, mattr: str = "", release: str | None = None) -> bytes:
    """Machine code of instruction lines, the first at offset 0.

    Lines may carry labels (``loop:``) and ``;``/``//`` comments; a branch may name a label
    (or give its 16-bit dword offset, as llvm-mc takes it); ``.long``/``.short``/``.byte``/
    ``.quad`` place data.  Each instruction is encoded as ``llvm-mc -show-encoding`` encodes
    it (same choice of encoding, same checks and messages).  Errors: one EncodeError whose
    ``diagnostics`` name every bad line (``<input>:LINE:COL: error: MESSAGE``)."""
    from .asmlex import ExprError, ExprParser, evaluate, lex
    from .asmparser import AsmError

    m, e = assembler(processor, mattr, release)
    labels: dict[str, int] = {}
    chunks: list[bytearray] = []
    # chunk, lineno, col, expr, pc_end
    pending: list[tuple[int, int, int, OperandValue, int, int]] = []
    diags: list[str] = []
    offset = 0

    def report(lineno: int, col: int, message: str) -> None:
        diags.append(f"<input>:{lineno}:{col}: error: {message}")

    for lineno, raw in enumerate(text.splitlines(), 1):
        line = _strip_comment(raw)
        while True:
            lm = _LABEL.match(line)
            if not lm:
                break
            name = lm.group(1)
            if name in labels:
                report(lineno, lm.start(1) + 1, f"symbol '{name}' is already defined")
            labels[name] = offset
            line = " " * lm.end() + line[lm.end():]
        stmt = line.strip()
        if not stmt:
            continue
        col = len(line) - len(line.lstrip()) + 1
        word = stmt.split(None, 1)[0].lower()
        if word in _DATA:
            size = _DATA[word]
            out = bytearray()
            for item in stmt[len(word):].split(","):
                try:
                    toks = lex(item.strip())
                    p = ExprParser(toks, 0)
                    value = evaluate(p.parse(), None)
                except ExprError as err:
                    report(lineno, col, err.message)
                    break
                if value is None:
                    report(lineno, col, "expected an absolute expression")
                    break
                out += (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
            chunks.append(out)
            offset += len(out)
            continue
        try:
            inst = m.assemble(stmt)
            enc = e.encode(inst)
        except AsmError as err:
            report(lineno, col + err.pos, err.message)
            continue
        data = bytearray(enc.data)
        for f in enc.fixups:
            if f.kind != "sopp_br":
                report(lineno, col, "a symbol operand needs a relocation; assemble the file "
                       "instead (codeobj build)")
                break
            pending.append((len(chunks), lineno, col, f.expr, offset, len(data)))
        chunks.append(data)
        offset += len(data)
    for index, lineno, col, expr, start, size in pending:
        value = evaluate(expr, labels.get)
        if value is None:
            report(lineno, col, f"undefined label in '{expr}'")
            continue
        delta = value - (start + size)
        if delta % 4 or not -0x8000 <= delta // 4 <= 0x7FFF:
            report(lineno, col, "branch target out of range" if not delta % 4
                   else "branch to a misaligned address")
            continue
        chunks[index][0:2] = (delta // 4 & 0xFFFF).to_bytes(2, "little")
    if diags:
        raise EncodeError(f"{len(diags)} error(s) in the instruction text:\n" + "\n".join(diags),
                          diagnostics=diags)
    return b"".join(chunks)


def disassemble_bytes(data: bytes, processor: str, mattr: str = "",
                      release: str | None = None) -> tuple[list[str], int]:
    from .disasm import decoder

    texts, bad = [], 0
    for _pos, text, _size in decoder(processor, mattr, release).texts(data):
        if text is None:
            bad += 1
        else:
            texts.append(text.strip())  # as the line reads in llvm-mc's output
    return texts, bad
