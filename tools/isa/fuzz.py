"""Compare codeobj's decoder with llvm-mc-19 on random encodings of known opcodes.

Usage:  python tools/isa/fuzz.py TARGET FORMAT[,FORMAT...] [N]

Any generation (gfx6-gfx12): each random word of a format gets a known opcode, and is
tried alone and followed by a random literal dword.
"""

from __future__ import annotations

import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

from codeobj.isa.decoder import _decoder
from tools.isa.probe import disassemble


def random_words(dec, fmt_name: str, n: int, rng: random.Random) -> list[bytes]:
    fmt = next(f for f in dec.formats if f.name == fmt_name)
    if fmt_name == "VOPD":
        ops = [(x << 5) | y for x in dec.table.vopd.get("x", {}) for y in dec.table.vopd.get("y", {})]
    else:
        ops = sorted(dec.table.formats.get(fmt_name, {}))
    out = []
    for _ in range(n):
        v = fmt.put_opcode(rng.getrandbits(fmt.size * 8), rng.choice(ops))
        if dec.identify(v & 0xFFFFFFFF) is not fmt:
            continue
        b = v.to_bytes(fmt.size, "little")
        out.append(b)
        out.append(b + rng.getrandbits(32).to_bytes(4, "little"))
    return out


def compare(dec, words: list[bytes]):
    """(equal, different, [(hex, llvm-mc text, our text)]) over the words both decode to one
    instruction of that length (a word we cannot decode counts as different)."""
    ref = disassemble(dec.proc, words)
    good = bad = 0
    diffs = []
    for w, r in zip(words, ref):
        inst = dec.decode_at(w, 0)
        if r is None or inst.size != len(w) and inst.known:
            continue
        if inst.text == r:
            good += 1
        else:
            bad += 1
            diffs.append((w.hex(), r, inst.text))
    return good, bad, diffs


if __name__ == "__main__":
    target = sys.argv[1]
    fmts = sys.argv[2].split(",")
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 2000
    rng = random.Random(1)
    dec = _decoder(target)
    for f in fmts:
        g, b, d = compare(dec, random_words(dec, f, n, rng))
        print(f"{f}: {g} ok, {b} differ")
        for x in d[:12]:
            print("   ", x)
