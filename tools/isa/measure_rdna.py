#!/usr/bin/env python3
"""Measure the RDNA/GCN disassembler (and encoder, when present) against llvm-objdump-19.

Usage:  python tools/isa/measure_rdna.py [--show N] OBJECT...

Per target: instruction lines of ``llvm-objdump-19 -d`` equal to ours, and unique
instruction lines equal.  Same method as tools/isa/measure.py (part 1).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

from codeobj.isa.listing_rdna import listing_rdna
from codeobj.reader import open_code_object


def compare(path: str):
    co = open_code_object(path)
    ref = subprocess.run(["llvm-objdump-19", "-d", path], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    ours = list(listing_rdna(co, path=path))
    return co, ref, ours


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("objects", nargs="+")
    ap.add_argument("--show", type=int, default=15)
    args = ap.parse_args(argv)
    total: Counter = Counter()
    equal: Counter = Counter()
    uniq: dict[str, dict[str, bool]] = defaultdict(dict)
    bad: dict[str, dict[str, tuple[str, str]]] = defaultdict(dict)
    for path in args.objects:
        co, ref, ours = compare(path)
        target = getattr(co.processor, "name", str(co.processor))
        if len(ref) != len(ours):
            print(f"{path}: {len(ours)} lines, llvm-objdump {len(ref)}", file=sys.stderr)
        for a, b in zip(ref, ours):
            if not a.startswith("\t"):
                continue
            text = a.partition("//")[0].strip()
            total[target] += 1
            ok = a == b
            equal[target] += ok
            prev = uniq[target].get(text, True)
            uniq[target][text] = prev and ok
            if not ok:
                bad[target].setdefault(text, (a, b))
    for t in sorted(total):
        u = uniq[t]
        ue = sum(u.values())
        print(f"{t}: lines {equal[t]}/{total[t]} ({100 * equal[t] / total[t]:.3f}%), unique "
              f"{ue}/{len(u)} ({100 * ue / max(1, len(u)):.3f}%)")
        for a, b in list(bad[t].values())[:args.show]:
            print(f"  objdump: {a.strip()}\n  codeobj: {b.strip()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
