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

    python tools/isa/conformance.py --release llvm22 --dis --json rows.json
    python tools/isa/roundtrip.py --referee llvm22 rows.json

With ``--referee``: the disassembler rows instead, and the referee re-assembles.  For every
line of the release's disassembler suite that codeobj decoded, the release's own llvm-mc
(-show-encoding) assembles the text codeobj printed, and its bytes are compared with the
line's.  Counts per processor: roundtrip, different, rejected (llvm-mc reports an error),
not-decoded (codeobj printed nothing for the line), with up to three examples of each
failure.
"""

from __future__ import annotations

import collections
import json
import sys


def main(argv: list[str] | None = None) -> int:
    from codeobj.errors import CodeObjectError
    from codeobj.isa.engine import disassemble_bytes, encode_statement

    args = sys.argv[1:] if argv is None else argv
    if len(args) == 3 and args[0] == "--referee":
        return referee_roundtrip(args[1], args[2])
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


def referee_roundtrip(release: str, path: str) -> int:
    """codeobj's printed text of the disassembler suite re-assembled by the release's llvm-mc."""
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import conformance

    conformance.select(release)
    with open(path) as f:
        rows = json.load(f)["dis"]
    groups: dict[tuple[str, str, str], list] = collections.defaultdict(list)
    for r in rows:
        groups[(r[0], r[3], r[4])].append(r)
    counts: collections.Counter = collections.Counter()
    examples: dict[tuple[str, str], list] = collections.defaultdict(list)
    for (_file, processor, mattr), lst in sorted(groups.items()):
        lines = [t for r in lst for t in (r[8] or [])]
        ref = conformance.asm_reference(lines, processor, mattr) if lines else []
        k = 0
        for r in lst:
            texts = r[8] or []
            if not texts:
                counts[(processor, "not-decoded")] += 1
                continue
            got, err = b"", None
            for t in texts:
                res = ref[k]
                k += 1
                if res["err"] is not None:
                    err = err or f"{t}: {res['err']}"
                got += b"".join(conformance._enc_bytes(e)[0] for e in res["enc"])
            if err is not None:
                kind = "rejected"
                examples[(processor, kind)].append((r[5], err))
            elif got == bytes.fromhex(r[5]):
                kind = "roundtrip"
            else:
                kind = "different"
                examples[(processor, kind)].append((r[5], f"{texts} -> {got.hex()}"))
            counts[(processor, kind)] += 1
    for (processor, kind), n in sorted(counts.items()):
        print(f"{processor:14} {kind:20} {n}")
    for (processor, kind), lst in sorted(examples.items()):
        for enc, what in lst[:3]:
            print(f"  {processor} {kind}: {enc}: {what}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
