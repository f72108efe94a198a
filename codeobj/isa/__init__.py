"""The instruction layer for gfx6-gfx12: decoding, printing, encoding, listings.

Everything is driven by LLVM 19's AMDGPU TableGen data (``codeobj/isa/data/llvm19-*.json.gz``,
made by ``tools/isa/gen_llvm.py``): the decoder (:mod:`codeobj.isa.disasm`) and printer
(:mod:`codeobj.isa.printer`) as llvm-objdump/llvm-mc, the assembler's parser, matcher,
validator and encoder (:mod:`codeobj.isa.asmparser`, ``matcher``, ``validate``, ``emit``).
See docs/isa.md.

Public API:

* ``decode(data, target, address=0, mattr="") -> list[Instruction]``: machine code to typed
  instructions (address, size, bytes, mnemonic, typed operands, ``text`` exactly as
  llvm-objdump prints it, the decoder's comments, the ``MCInst``, the branch target);
* ``decode_at(data, offset, target, address=None, mattr="") -> Instruction``: one instruction;
  ``instruction_at(code_object, address)``: the instruction at an address of a code object;
* ``encode(text, target, mattr="") -> bytes``: instruction lines (labels, branches, data) to
  machine code as llvm-mc encodes them; ``encode_statement`` for one statement;
* ``listing(code_object, ...)``: the lines of ``llvm-objdump -d`` for a code object
  (``--disassemble-symbols``, address ranges, ``-l``/``-S``, ``-r`` as options);
* ``register_usage(instructions) -> RegisterUsage``: the highest SGPR/VGPR/AGPR named;
* ``symbolize(code_object, address) -> Location``: symbol, kernel, function and source
  position (full path, line, column) of an address.

``target`` is a processor name (``gfx90a``) or target ID (``amdgcn-amd-amdhsa--gfx90a:xnack+``);
``mattr`` takes llvm-mc's ``-mattr`` features (``+wavefrontsize64``); ``release`` (a keyword of
``decode``, ``decode_at``, ``encode``, ``encode_statement``, ``listing``, ``instruction_at``)
names the LLVM release whose rules to follow (``codeobj.isa.db.LLVM``: ``llvm19``, ``llvm22``,
``llvm24git``), by default the processor's own (LLVM 19, else LLVM 22).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__all__ = [
    "ALL_TARGETS",
    "EncodeError",
    "Expression",
    "Immediate",
    "Instruction",
    "Location",
    "Modifier",
    "Operand",
    "Register",
    "RegisterUsage",
    "Token",
    "decode",
    "decode_at",
    "disassemble_bytes",
    "encode",
    "encode_statement",
    "instruction_at",
    "listing",
    "register_usage",
    "symbolize",
]

if TYPE_CHECKING:
    from ..elf.symbolize import Location, symbolize
    from .api import instruction_at, listing
    from .engine import EncodeError, disassemble_bytes, encode, encode_statement
    from .instruction import (
        Expression,
        Immediate,
        Instruction,
        Modifier,
        Operand,
        Register,
        Token,
        decode,
        decode_at,
    )
    from .regusage import RegisterUsage, register_usage

    ALL_TARGETS: tuple[str, ...]


def _all_targets() -> tuple[str, ...]:
    from .db import common

    seen: dict[str, None] = {}
    for procs in common()["families"].values():
        for p in procs:
            if p.startswith("gfx"):
                seen[p] = None
    return tuple(seen)


def _load(name: str) -> object:
    if name == "ALL_TARGETS":
        return _all_targets()
    if name in ("EncodeError", "disassemble_bytes", "encode", "encode_statement"):
        from . import engine
        return getattr(engine, name)
    if name in ("Expression", "Immediate", "Instruction", "Modifier", "Operand", "Register",
                "Token", "decode", "decode_at"):
        from . import instruction
        return getattr(instruction, name)
    if name in ("instruction_at", "listing"):
        from . import api
        return getattr(api, name)
    if name in ("Location", "symbolize"):
        from ..elf import symbolize as located
        return getattr(located, name)
    if name in ("RegisterUsage", "register_usage"):
        from . import regusage
        return getattr(regusage, name)
    raise AttributeError(f"module 'codeobj.isa' has no attribute {name!r}")


def __getattr__(name: str) -> object:
    value = _load(name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
