"""Compare codeobj's decoder with llvm-mc on random encodings of known opcodes."""

from __future__ import annotations

import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

from codeobj.isa.decoder import Decoder
from codeobj.isa.formats import FORMAT_BY_NAME, identify
from tools.isa.probe import disassemble


def random_words(target: str, fmt_name: str, n: int, rng: random.Random,
                 tweak=None) -> list[bytes]:
    dec = Decoder(target)
    fmt = FORMAT_BY_NAME[fmt_name]
    ops = sorted(dec.table.formats.get(fmt_name, {}))
    out = []
    for _ in range(n):
        op = rng.choice(ops)
        v = rng.getrandbits(fmt.size * 8)
        v = fmt.put_opcode(v, op)
        if tweak:
            v = tweak(fmt, v, rng)
        if identify(v & 0xFFFFFFFF) is not fmt:
            continue
        b = v.to_bytes(fmt.size, "little")
        if rng.random() < 0.5:
            b += rng.getrandbits(32).to_bytes(4, "little")
        out.append(b)
    return out


def compare(target: str, words: list[bytes]):
    dec = Decoder(target)
    ref = disassemble(target, words)
    good = bad = 0
    diffs = []
    for w, r in zip(words, ref):
        if r is None:
            continue
        inst = dec.decode_at(w, 0)
        if inst.size != len(w):
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
    for f in fmts:
        g, b, d = compare(target, random_words(target, f, n, rng))
        print(f"{f}: {g} ok, {b} differ")
        for x in d[:12]:
            print("   ", x)
