#!/usr/bin/env python3
"""Measure codeobj's disassembler and encoder against llvm-objdump-19 / llvm-mc-19.

Usage:  python tools/isa/measure.py [--show N] OBJECT...

Any generation (gfx6-gfx12).  For every object ``llvm-objdump-19 -d`` and
``codeobj.isa.listing`` are compared line by line (per target: instruction lines equal,
unique instruction lines equal).  Every unique instruction line llvm-objdump printed is then
re-encoded with ``codeobj.isa.encoder.encode_line`` and compared with the bytes llvm-objdump
showed; lines that differ are handed to llvm-mc-19 to see whether llvm-mc itself re-encodes
them identically (only those count against us).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

from codeobj.elf.model import open_code_object
from codeobj.isa.encoder import EncodeError, encode_line
from codeobj.isa.listing import listing
from tools.isa.probe import encodings

_WORDS = re.compile(r"\s*[0-9A-F]+: ((?:[0-9A-F]{8} ?)+)")


def _mc_reencodes(target: str, lines: list[tuple[str, bytes]]) -> set[str]:
    groups = encodings(target, [t for t, _ in lines])
    return {t for (t, want), g in zip(lines, groups) if len(g) == 1 and g[0] == want}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("objects", nargs="+")
    ap.add_argument("--show", type=int, default=10, help="differences to print per target")
    args = ap.parse_args(argv)
    total: Counter = Counter()
    equal: Counter = Counter()
    objects: Counter = Counter()
    uniq: dict[str, dict[str, bool]] = defaultdict(dict)
    words: dict[str, dict[str, bytes]] = defaultdict(dict)
    bad: dict[str, dict[str, tuple[str, str]]] = defaultdict(dict)
    for path in args.objects:
        co = open_code_object(path)
        target = getattr(co.processor, "name", str(co.processor))
        objects[target] += 1
        ref = subprocess.run(["llvm-objdump-19", "-d", path], capture_output=True, text=True,
                             check=True).stdout.splitlines()
        ours = list(listing(co, path=path))
        if len(ref) != len(ours):
            print(f"{path}: {len(ours)} lines, llvm-objdump {len(ref)}", file=sys.stderr)
        for a, b in zip(ref, ours):
            if not a.startswith("\t"):
                continue
            text = a.partition("//")[0].strip()
            total[target] += 1
            ok = a == b
            equal[target] += ok
            uniq[target][text] = uniq[target].get(text, True) and ok
            if not ok:
                bad[target].setdefault(text, (a, b))
            m = _WORDS.match(a.partition("//")[2])
            if m and not text.startswith((".long", "v_illegal")):
                words[target].setdefault(text, b"".join(
                    int(w, 16).to_bytes(4, "little") for w in m.group(1).split()))
    for t in sorted(total):
        u = uniq[t]
        ue = sum(u.values())
        print(f"{t}: {objects[t]} objects; disassembly {equal[t]}/{total[t]} lines equal "
              f"({100 * equal[t] / total[t]:.4f}%), unique lines {ue}/{len(u)} "
              f"({100 * ue / max(1, len(u)):.4f}%)")
        for a, b in list(bad[t].values())[:args.show]:
            print(f"  objdump: {a.strip()}\n  codeobj: {b.strip()}")
        failed = []
        for text, want in words[t].items():
            try:
                got = encode_line(text, t)
            except EncodeError:
                got = None
            if got != want:
                failed.append((text, want))
        mc_ok = _mc_reencodes(t, failed) if failed else set()
        n = len(words[t])
        counted = n - len(failed) + len(mc_ok)
        print(f"{t}: re-encoding {n - len(failed)}/{n} unique lines identical; llvm-mc "
              f"re-encodes {counted} of them: "
              f"{100 * (n - len(failed)) / max(1, counted):.4f}% of those")
        failed.sort(key=lambda x: x[0] not in mc_ok)  # ours-only failures first
        for text, want in failed[:args.show]:
            print(f"  {'llvm-mc re-encodes' if text in mc_ok else 'llvm-mc differs too'}: "
                  f"{text}  [{want.hex()}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
