"""Small pieces of assembly syntax shared by the generator, printer and parser.

Facts about how LLVM's AMDGPU assembly spells things (register names, the
immediate styles); no tables of instructions live here.
"""

from __future__ import annotations

import re

__all__ = [
    "IMM_STYLES",
    "SPECIAL_SCALARS",
    "SPECIAL_SCALAR_PAIRS",
    "format_imm",
    "parse_register",
    "scalar_name",
    "split_instruction",
]

# gfx9 scalar operand encodings (AMD Vega ISA, "Scalar ALU operands").
SPECIAL_SCALARS: dict[int, str] = {
    102: "flat_scratch_lo", 103: "flat_scratch_hi", 104: "xnack_mask_lo",
    105: "xnack_mask_hi", 106: "vcc_lo", 107: "vcc_hi", 124: "m0", 125: "null", 126: "exec_lo",
    127: "exec_hi", 235: "src_shared_base", 236: "src_shared_limit",
    237: "src_private_base", 238: "src_private_limit",
    239: "src_pops_exiting_wave_id", 251: "src_vccz", 252: "src_execz", 253: "src_scc",
    254: "src_lds_direct",
}
SPECIAL_SCALAR_PAIRS: dict[int, str] = {
    102: "flat_scratch", 104: "xnack_mask", 106: "vcc", 125: "null", 126: "exec",
}


def _range(prefix: str, first: int, width: int) -> str:
    if width == 1:
        return f"{prefix}{first}"
    return f"{prefix}[{first}:{first + width - 1}]"


def scalar_name(value: int, width: int) -> str | None:
    """Name of scalar operand ``value`` (0..127, 235..254) read ``width`` dwords wide.

    Register tuples are aligned down as LLVM's decoder does (``s[94:95]`` for
    an odd first register of a pair).
    """
    if width >= 2 and (value < 102 or 108 <= value <= 123):
        value &= ~1 if width == 2 else ~3
    if value < 102:
        return _range("s", value, width)
    if 108 <= value <= 123:
        return _range("ttmp", value - 108, width)
    if width == 1:
        return SPECIAL_SCALARS.get(value)
    if width == 2:
        return SPECIAL_SCALAR_PAIRS.get(value) or SPECIAL_SCALARS.get(value)
    return None


def register_name(bank: str, first: int, width: int) -> str:
    return _range(bank, first, width)


_REG = re.compile(r"^(v|s|a|ttmp)(?:(\d+)|\[(\d+):(\d+)\])$")


def parse_register(tok: str) -> tuple[str, int, int] | None:
    """``v[4:7]`` -> ('v', 4, 4); ``s3`` -> ('s', 3, 1); anything else -> None."""
    m = _REG.match(tok)
    if not m:
        return None
    if m.group(2) is not None:
        return m.group(1), int(m.group(2)), 1
    lo, hi = int(m.group(3)), int(m.group(4))
    if hi < lo:
        return None
    return m.group(1), lo, hi - lo + 1


def split_instruction(text: str) -> tuple[str, list[str], list[str]]:
    """Split ``mnemonic op, op, op mod mod`` into (mnemonic, operands, modifiers).

    Commas and spaces inside ``[]`` and ``()`` do not split.
    """
    text = text.strip()
    mnem, _, rest = text.partition(" ")
    rest = rest.strip()
    if not rest:
        return mnem, [], []
    if _NESTED.search(rest) is None:
        # nothing inside brackets or parentheses holds a comma or a space: split directly
        pieces = [p.strip() for p in rest.split(",")]
        last = pieces[-1].split()
        return mnem, pieces[:-1] + last[:1], last[1:]
    pieces: list[str] = []
    depth = 0
    cur = []
    i = 0
    while i < len(rest):
        c = rest[i]
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        if c == "," and depth == 0:
            pieces.append("".join(cur).strip())
            cur = []
            i += 1
            continue
        cur.append(c)
        i += 1
    pieces.append("".join(cur).strip())
    # The last piece holds the last operand followed by space-separated modifiers.
    last = _split_spaces(pieces[-1])
    operands = pieces[:-1] + last[:1]
    return mnem, operands, last[1:]


_NESTED = re.compile(r"[\[(][^\])]*[, ]")


def _split_spaces(s: str) -> list[str]:
    out, cur, depth = [], [], 0
    for c in s:
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        if c == " " and depth == 0:
            if cur:
                out.append("".join(cur))
            cur = []
            continue
        cur.append(c)
    if cur:
        out.append("".join(cur))
    return out


def _hex(v: int) -> str:
    return f"0x{v:x}"


IMM_STYLES = ("hex", "hexz", "dec", "sdec16", "shex16")


def format_imm(value: int, style: str, width: int = 16) -> str:
    """Print an immediate field the way LLVM does for the given style."""
    if style == "hex":
        return _hex(value)
    if style == "hexz":
        # small values that are inline integers print in decimal
        return _hex(value) if value > 64 else str(value)
    if style == "dec":
        return str(value)
    if style == "sdec16":
        sign = 1 << (width - 1)
        return str((value ^ sign) - sign)
    if style == "shex16":
        sign = 1 << (width - 1)
        v = (value ^ sign) - sign
        return _hex(v) if v >= 0 else "-" + _hex(-v)
    raise ValueError(style)
