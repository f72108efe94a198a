#!/usr/bin/env python3
"""Measure codeobj's disassembler and encoder against llvm-objdump-19 / llvm-mc-19.

Usage:  python tools/isa/measure.py [--jobs 1] OBJECT...

For every object: ``llvm-objdump-19 -d`` and ``codeobj.isa.listing`` are compared line by
line.  Every unique instruction line llvm-objdump printed is then re-encoded with
``codeobj.isa.encode_line`` and compared with the bytes llvm-objdump showed; lines that differ
are handed to llvm-mc-19 to see whether llvm-mc itself re-encodes them identically (only those
count against us).  Figures are printed per target.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from collections import defaultdict

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

from codeobj.isa.encoder import EncodeError, encode_line
from codeobj.isa.listing import listing
from codeobj.reader import open_code_object

_WORDS = re.compile(r"\s*[0-9A-F]+: ((?:[0-9A-F]{8} ?)+)")
_MARK = "s_nop 0x7e5b"


def _mc_reencodes(target: str, lines: list[tuple[str, bytes]]) -> set[str]:
    src = "".join(f"{t}\n{_MARK}\n" for t, _ in lines)
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
    return {t for (t, want), g in zip(lines, groups) if len(g) == 1 and g[0] == want}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("objects", nargs="+")
    ap.add_argument("--show", type=int, default=10, help="differences to print per target")
    args = ap.parse_args(argv)
    lines_total: dict[str, int] = defaultdict(int)
    lines_equal: dict[str, int] = defaultdict(int)
    uniq: dict[str, dict[str, bytes]] = defaultdict(dict)
    uniq_bad: dict[str, dict[str, tuple[str, str]]] = defaultdict(dict)
    objects: dict[str, int] = defaultdict(int)
    for path in args.objects:
        co = open_code_object(path)
        proc = co.processor
        target = getattr(proc, "name", str(proc))
        objects[target] += 1
        ref = subprocess.run(["llvm-objdump-19", "-d", path], capture_output=True, text=True,
                             check=True).stdout.splitlines()
        ours = list(listing(co, path=path))
        if len(ours) != len(ref):
            print(f"{path}: {len(ours)} lines, llvm-objdump {len(ref)}", file=sys.stderr)
        for a, b in zip(ref, ours):
            if not a.startswith("\t"):
                continue
            lines_total[target] += 1
            text = a.partition("//")[0].strip()
            if a == b:
                lines_equal[target] += 1
            else:
                uniq_bad[target].setdefault(text, (a, b))
            m = _WORDS.match(a.partition("//")[2])
            if m and not text.startswith(".long"):
                uniq[target].setdefault(
                    text, b"".join(int(w, 16).to_bytes(4, "little") for w in m.group(1).split()))
    for target in sorted(uniq):
        u = uniq[target]
        failed = []
        for text, words in u.items():
            try:
                got = encode_line(text, target)
            except EncodeError:
                got = None
            if got != words:
                failed.append((text, words))
        mc_ok = _mc_reencodes(target, failed) if failed else set()
        counted = len(u) - len(failed) + len(mc_ok)
        n_uniq_text = len({t for t in u}) or 1
        print(f"{target}: {objects[target]} objects; disassembly {lines_equal[target]}/"
              f"{lines_total[target]} lines equal "
              f"({100 * lines_equal[target] / max(1, lines_total[target]):.4f}%), unique lines "
              f"{n_uniq_text - len(uniq_bad[target])}/{n_uniq_text} "
              f"({100 * (1 - len(uniq_bad[target]) / n_uniq_text):.4f}%)")
        print(f"{target}: re-encoding {len(u) - len(failed)}/{len(u)} unique lines identical; "
              f"llvm-mc re-encodes {counted} of them: "
              f"{100 * (len(u) - len(failed)) / max(1, counted):.4f}% of those")
        for text, (a, b) in list(uniq_bad[target].items())[:args.show]:
            print(f"  objdump: {a.strip()}\n  codeobj: {b.strip()}")
        for text, words in failed[:args.show]:
            print(f"  {'llvm-mc re-encodes' if text in mc_ok else 'llvm-mc differs too'}: "
                  f"{text}  [{words.hex()}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
