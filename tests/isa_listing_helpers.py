"""Helpers of the listing tests: llvm-objdump-19's text, its unique instruction lines, and
which of them codeobj re-encodes differently from their bytes where llvm-mc-19 does not.

(A helper module of the tests, reached by relative import; no test in it.)
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

_WORDS = re.compile(r"\s*[0-9A-F]+: ((?:[0-9A-F]{8} ?)+)")
_MARK = "s_nop 0x7e5b"


def objdump(path: Path, *options: str) -> str:
    """``llvm-objdump-19 -d OPTIONS PATH``'s standard output."""
    return subprocess.run(["llvm-objdump-19", "-d", *options, str(path)], capture_output=True,
                          text=True, check=True).stdout


def unique_lines(listing: str) -> dict[str, bytes]:
    """Instruction text -> its bytes, for every distinct instruction line of a listing
    (not .long/.byte, not branches to symbols, whose text is the assembler's business)."""
    out: dict[str, bytes] = {}
    for line in listing.splitlines():
        if not line.startswith("\t") or line.startswith("\t\t"):
            continue
        text, _, rest = line.partition("//")
        text = text.strip()
        m = _WORDS.match(rest)
        if m is None or text.startswith((".long", ".byte")):
            continue
        out.setdefault(text, b"".join(int(w, 16).to_bytes(4, "little")
                                      for w in m.group(1).split()))
    return out


def mc_encodings(target: str, lines: list[str]) -> list[bytes | None]:
    """llvm-mc-19's encoding of each line (None when it gives zero or several)."""
    src = "".join(f"{ln}\n{_MARK}\n" for ln in lines)
    r = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                        "--show-encoding"], input=src, capture_output=True, text=True,
                       check=False)
    groups: list[list[bytes]] = [[]]
    for ln in r.stdout.splitlines():
        if "encoding:" not in ln:
            continue
        if _MARK in ln:
            groups.append([])
            continue
        enc = ln.split("encoding: [")[1].rstrip("]")
        groups[-1].append(bytes(int(b, 16) for b in enc.split(",")))
    return [g[0] if len(g) == 1 else None for g in groups[:len(lines)]]


def reencode_failures(target: str, lines: dict[str, bytes]) -> list[tuple[str, str]]:
    """The lines codeobj does not encode to their bytes although llvm-mc-19 does."""
    from codeobj.isa import EncodeError, encode_statement

    failed = []
    for text, want in lines.items():
        try:
            got = encode_statement(text, target)
        except EncodeError:
            got = None
        if got != want:
            failed.append(text)
    if not failed:
        return []
    mc = mc_encodings(target, failed)
    return [(t, lines[t].hex()) for t, m in zip(failed, mc) if m == lines[t]]
