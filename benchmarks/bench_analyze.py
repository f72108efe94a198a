"""Benchmark: `codeobj analyze` against `codeobj disasm` on a whole real library.

Usage: python benchmarks/bench_analyze.py [LIBRARY_OR_OBJECT] [--runs N]

Without an argument: Debian's librocrand (the test suite's librocrand1, $CODEOBJ_ROCRAND or
~/.cache/codeobj-tests/rocrand/.../librocrand.so.1.*); pass librocsparse (1.3 GB, the largest
library the tests use) for the long run.  Both commands run whole (fresh processes, start-up
and reading the library included, output to a pipe), alternating ``analyze``, ``disasm``,
``analyze`` ...; prints best and median wall and CPU time of each and the ratio
analyze/disasm (target: <= 2).  Analysis decodes every instruction as the listing does, then
builds control flow, liveness and the synchronization dataflow, so the ratio says what the
passes cost on top of decoding.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

TARGET_RATIO = 2.0


def find_library(given: str | None) -> Path:
    if given:
        return Path(given)
    lib = os.environ.get("CODEOBJ_ROCRAND")
    if lib:
        return Path(lib)
    found = sorted((Path.home() / ".cache/codeobj-tests/rocrand/usr/lib/x86_64-linux-gnu")
                   .glob("librocrand.so.1.*"))
    if not found:
        sys.exit("no library: pass one, or set CODEOBJ_ROCRAND")
    return found[0]


def _cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run(cmd: list[str]) -> tuple[float, float, int]:
    """(wall, CPU, output lines) of one run of ``cmd``."""
    cpu = _cpu()
    start = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - start
    if done.returncode:
        sys.exit(f"{' '.join(cmd[2:4])} failed: {done.stderr.strip()[:500]}")
    return wall, _cpu() - cpu, done.stdout.count("\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("library", nargs="?")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    lib = find_library(args.library)
    exe = [sys.executable, "-m", "codeobj.cli.main"]
    print(f"library: {lib} ({lib.stat().st_size / 1e6:.1f} MB)")
    times: dict[str, list[tuple[float, float]]] = {"analyze": [], "disasm": []}
    lines = {}
    for _ in range(args.runs):
        for name in ("analyze", "disasm"):
            wall, cpu, n = run([*exe, name, str(lib)])
            times[name].append((wall, cpu))
            lines[name] = n
    for name, ts in times.items():
        walls = [w for w, _ in ts]
        cpus = [c for _, c in ts]
        print(f"codeobj {name:8} wall best {min(walls):7.2f}s median {statistics.median(walls):7.2f}s"
              f" | CPU best {min(cpus):7.2f}s median {statistics.median(cpus):7.2f}s"
              f" | {lines[name]} output lines")
    for what, i in (("wall", 0), ("CPU", 1)):
        ratio = min(t[i] for t in times["analyze"]) / min(t[i] for t in times["disasm"])
        verdict = "ok" if ratio <= TARGET_RATIO else "SLOWER than target"
        print(f"ratio analyze/disasm ({what}, best of {args.runs}): {ratio:4.2f} "
              f"(target <= {TARGET_RATIO}) {verdict}")


if __name__ == "__main__":
    main()
