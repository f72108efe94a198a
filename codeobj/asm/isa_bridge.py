"""The one place the assembler calls the ISA layer to encode an instruction.

Expected from ``codeobj.isa`` (issue 6): ``encode(text, target)`` for one instruction line.
The assembler needs, besides the bytes, the operands that are not constants (a symbol, a label,
``sym@rel32@lo+4``) as fixups, and the highest registers the instruction names (for
``.amdgcn.next_free_vgpr/sgpr``).  Until that API exists, this module adapts what is there.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .model import AsmError, Fixup

if TYPE_CHECKING:
    from codeobj.targets import TargetID

    from .assembler import Assembler
    from .lexer import Token

__all__ = ["Encoded", "encode_instruction"]


@dataclass
class Encoded:
    """An encoded instruction: bytes, fixups (offsets relative to the instruction) and the
    register usage that feeds ``.amdgcn.next_free_vgpr`` / ``.amdgcn.next_free_sgpr``."""

    data: bytes
    fixups: list[Fixup] = field(default_factory=list)
    next_free_vgpr: int = 0
    next_free_sgpr: int = 0


def encode_instruction(text: str, target: TargetID, asm: Assembler,
                       tok: Token) -> Encoded:
    try:
        from codeobj import isa
    except ImportError:  # pragma: no cover - the package always exists
        isa = None
    encode = getattr(isa, "encode", None) if isa is not None else None
    if encode is None:
        raise AsmError(f"instruction encoding is not available yet (codeobj.isa.encode is "
                       f"missing), cannot assemble '{text.split()[0]}' for "
                       f"{target.processor.name}", tok)
    try:
        result = encode(text, target)
    except Exception as e:  # noqa: BLE001 - the ISA layer reports bad operands with its own errors
        message = getattr(e, "message", None) or str(e)
        raise AsmError(message, tok) from None
    if isinstance(result, (bytes, bytearray)):
        return Encoded(bytes(result))
    data = getattr(result, "data", None) or getattr(result, "encoding", None)
    if data is None:
        raise AsmError("the ISA layer returned no encoding", tok)
    return Encoded(bytes(data), list(getattr(result, "fixups", []) or []),
                   int(getattr(result, "next_free_vgpr", 0) or 0),
                   int(getattr(result, "next_free_sgpr", 0) or 0))
