#!/usr/bin/env python3
"""Printed text round trip of the referee's encodings: decode, print, re-assemble, compare.

Usage:
    python tools/isa/conformance.py --release llvm22 --asm --json rows.json
    python tools/isa/roundtrip.py rows.json

Input: the rows ``conformance.py --json`` writes.  For every distinct (processor, -mattr,
bytes) that the referee's llvm-mc encoded, codeobj decodes the bytes (codeobj.isa.engine.
disassemble_bytes), re-assembles each printed instruction (encode_statement) and compares
the bytes with the referee's.  Counts per processor: roundtrip (same bytes), different,
reassembly-rejected, not-decoded (an undecodable position or no instruction), and up to
three examples of the rejected ones.
"""

from __future__ import annotations

import collections
import json
import sys


def main(argv: list[str] | None = None) -> int:
    from codeobj.errors import CodeObjectError
    from codeobj.isa.engine import disassemble_bytes, encode_statement

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    with open(args[0]) as f:
        rows = json.load(f)["asm"]
    counts: collections.Counter = collections.Counter()
    examples: dict[str, list] = collections.defaultdict(list)
    seen: set[tuple[str, str, str]] = set()
    for r in rows:
        processor, mattr, enc = r[3], r[4], r[7]
        if enc is None or (processor, mattr, enc) in seen:
            continue
        seen.add((processor, mattr, enc))
        data = bytes.fromhex(enc)
        texts, bad = disassemble_bytes(data, processor, mattr)
        if not texts or bad:
            counts[(r[2], "not-decoded")] += 1
            continue
        try:
            out = b"".join(encode_statement(t, processor, mattr) for t in texts)
        except CodeObjectError as e:
            counts[(r[2], "reassembly-rejected")] += 1
            examples[r[2]].append((texts, str(e)))
            continue
        counts[(r[2], "roundtrip" if out == data else "different")] += 1
    for (processor, kind), n in sorted(counts.items()):
        print(f"{processor:14} {kind:20} {n}")
    for processor, lst in sorted(examples.items()):
        for texts, err in lst[:3]:
            print(f"  {processor}: {texts} -> {err}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
