#!/usr/bin/env python3
"""The statement memo (codeobj/isa/memo.py) against the plain matcher on LLVM 19's MC suite.

Usage:
    python tools/isa/memo_check.py [--jobs N] [--filter SUBSTR] [--show N]

For every assembler file of ``llvm/test/MC/AMDGPU`` and every ``-mcpu``/``-mattr``
configuration of its RUN lines (the configurations ``tools/isa/conformance.py`` runs), each
statement is encoded twice: by ``Matcher.assemble`` + ``Emitter.encode`` and through a
``StatementMemo`` that has seen the file's earlier statements.  Then each statement is
encoded again with its register numbers moved (by 1, 2, 4 and 8 where that still reads as a
register, and its labels renamed) -- statements the memo answers from the match of the
original -- both ways; and again with its integers changed (each by +1, by -1, to the smallest
and to the largest number of its class -- the integer inline constants of its sign, else the
numbers of its sign and bit length: mostly numbers of the same class, which the memo answers
from the original's match, and the edges where a class ends).  Every pair
must agree: the same bytes, or the same error message.  Prints the counts (statements, memo
answers from a shape, disagreements) and examples.
"""

from __future__ import annotations

import argparse
import re
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import conformance  # noqa: E402

_REG = re.compile(r"(?<![\w.$@?\]])([vsa])(?:(\d+)|\[(\d+)(?::(\d+))?\])(?![\w.$@?\[:])")
_LABEL = re.compile(r"(?<![\w.$@?])(\.L[\w.$?]*)")


def _moved(text: str, by: int) -> str | None:
    """``text`` with every register number moved by ``by`` (labels renamed), or None when
    nothing changes."""
    def reg(m: re.Match) -> str:
        if m.group(2) is not None:
            return f"{m.group(1)}{int(m.group(2)) + by}"
        lo = int(m.group(3)) + by
        if m.group(4) is None:
            return f"{m.group(1)}[{lo}]"
        return f"{m.group(1)}[{lo}:{int(m.group(4)) + by}]"

    gap = re.search(r"\s", text)
    if gap is None:
        return None
    head, tail = text[:gap.start()], text[gap.start():]
    out = _LABEL.sub(lambda m: m.group(1) + "_moved", _REG.sub(reg, tail))
    return head + out if out != tail else None


_NUM = re.compile(_REG.pattern
                  + r"|(?<![\w.$@?])(-?(?:0[xX][0-9a-fA-F]+|[1-9]\d*|0))(?![\w.$@?])")


def _edges(n: int) -> tuple[int, int]:
    """The smallest and largest number of ``n``'s class (memo._number_class): the integer
    inline constants of its sign (1..64, -16..-1), else the numbers of its sign and bit
    length."""
    if 1 <= n <= 64:
        return 1, 64
    if -16 <= n <= -1:
        return -16, -1
    if n >= 0:
        k = n.bit_length()
        return (1 << (k - 1) if k else 0), (1 << k) - 1
    k = (~n).bit_length()
    return -(1 << k), -(1 << (k - 1)) - 1 if k else -1


def _renumbered(text: str) -> list[str]:
    """``text`` with its integers (not register numbers) changed: +1, -1, to the low and to
    the high edge of their class."""
    gap = re.search(r"\s", text)
    if gap is None:
        return []
    head, tail = text[:gap.start()], text[gap.start():]
    out = []
    for fn in (lambda n: n + 1, lambda n: n - 1, lambda n: _edges(n)[0],
               lambda n: _edges(n)[1]):
        def num(m: re.Match, fn=fn) -> str:
            if m.group(5) is None:
                return m.group(0)
            word = m.group(5)
            v = fn(int(word, 0))
            if "x" in word or "X" in word:
                return f"-0x{-v:x}" if v < 0 else f"0x{v:x}"
            return str(v)
        new = _NUM.sub(num, tail)
        if new != tail and head + new not in out:
            out.append(head + new)
    return out


def _outcome(fn, text: str, syms: dict) -> str:
    from codeobj.isa.asmparser import AsmError

    try:
        return fn(text, syms).hex()
    except AsmError as e:
        return f"error: {e.message} @{e.pos}"
    except Exception as e:  # noqa: BLE001 - reported as a disagreement
        return f"TRACEBACK {type(e).__name__}: {e}"


def check_file(path: str) -> tuple[int, int, list]:
    from codeobj.isa.db import subtarget
    from codeobj.isa.emit import Emitter
    from codeobj.isa.matcher import Matcher
    from codeobj.isa.memo import StatementMemo

    text = Path(path).read_text(errors="replace")
    raw = text.splitlines()
    total = reused = 0
    bad: list = []
    for mcpu, mattr, dis in conformance.configs(text):
        if dis:
            continue
        proc = conformance._processor(mcpu)
        if proc is None:
            continue
        canon = conformance._canonical(proc)
        try:
            st = subtarget(canon, mattr)
        except Exception:  # noqa: BLE001 - configurations codeobj refuses are not ours
            continue
        plain_m, plain_e = Matcher(st), Emitter(st)
        memo = StatementMemo(Matcher(st), Emitter(st))
        syms_per_line = conformance.file_symbols(raw)

        def plain(t: str, syms: dict):
            return plain_e.encode(plain_m.assemble(t, syms.get)).data

        def memoized(t: str, syms: dict):
            return memo.encode(t, syms.get).data

        for i, ln in enumerate(raw):
            stmt = conformance.strip_comment(ln)
            if not stmt or stmt.startswith(".") or stmt.endswith(":"):
                continue
            syms = syms_per_line[i]
            variants = [stmt] + [v for by in (1, 2, 4, 8) if (v := _moved(stmt, by))]
            variants += _renumbered(stmt)
            for t in variants:
                before = len(memo.shapes)
                a = _outcome(plain, t, syms)
                hit = memo.lookup(t) is not None
                b = _outcome(memoized, t, syms)
                total += 1
                reused += hit and len(memo.shapes) == before
                if a != b:
                    bad.append([Path(path).name, i + 1, canon, mattr, t, a, b])
    return total, reused, bad


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--filter", default=None)
    ap.add_argument("--show", type=int, default=20)
    args = ap.parse_args(argv)
    root = conformance.llvm_source.fetch("tests")
    files = conformance.suite_files(root, "asm", args.filter)
    total = reused = 0
    bad: list = []
    with ProcessPoolExecutor(args.jobs) as ex:
        for t, r, b in ex.map(check_file, files, chunksize=4):
            total += t
            reused += r
            bad.extend(b)
    print(f"statements (originals, register-moved and renumbered variants): {total}")
    print(f"answered by the memo from an earlier match: {reused}")
    print(f"disagreements: {len(bad)}")
    for row in bad[:args.show]:
        print("  ", row)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
