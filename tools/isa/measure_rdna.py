#!/usr/bin/env python3
"""Measure the RDNA/GCN disassembler (and encoder, when present) against llvm-objdump-19.

Usage:  python tools/isa/measure_rdna.py [--show N] OBJECT...

Per target: instruction lines of ``llvm-objdump-19 -d`` equal to ours, and unique
instruction lines equal.  Same method as tools/isa/measure.py (part 1).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

from codeobj.isa.encoder import EncodeError
from codeobj.isa.encoder_rdna import encode_line_rdna
from codeobj.isa.listing_rdna import listing_rdna
from codeobj.reader import open_code_object
from tools.isa.measure import _mc_reencodes

_WORDS = re.compile(r"\s*[0-9A-F]+: ((?:[0-9A-F]{8} ?)+)")


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
    words: dict[str, dict[str, bytes]] = defaultdict(dict)
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
            m = _WORDS.match(a.partition("//")[2])
            if m and not text.startswith((".long", "v_illegal")):
                words[target].setdefault(text, b"".join(
                    int(w, 16).to_bytes(4, "little") for w in m.group(1).split()))
    for t in sorted(total):
        u = uniq[t]
        ue = sum(u.values())
        print(f"{t}: lines {equal[t]}/{total[t]} ({100 * equal[t] / total[t]:.3f}%), unique "
              f"{ue}/{len(u)} ({100 * ue / max(1, len(u)):.3f}%)")
        for a, b in list(bad[t].values())[:args.show]:
            print(f"  objdump: {a.strip()}\n  codeobj: {b.strip()}")
        failed = []
        for text, want in words[t].items():
            try:
                got = encode_line_rdna(text, t)
            except EncodeError:
                got = None
            if got != want:
                failed.append((text, want))
        mc_ok = _mc_reencodes(t, failed) if failed else set()
        n = len(words[t])
        counted = n - len(failed) + len(mc_ok)
        print(f"{t}: re-encoding {n - len(failed)}/{n} unique lines identical; llvm-mc "
              f"re-encodes {counted}: {100 * (n - len(failed)) / max(1, counted):.3f}% of those")
        failed.sort(key=lambda x: x[0] not in mc_ok)  # ours-only failures first
        for text, want in failed[:args.show]:
            print(f"  {'llvm-mc re-encodes' if text in mc_ok else 'llvm-mc differs too'}: "
                  f"{text}  [{want.hex()}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
