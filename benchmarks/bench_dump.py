#!/usr/bin/env python3
"""Benchmark `codeobj dump` against llvm-readelf, side by side.

Cases (each the best of --repeat runs, wall-clock, as separate processes):
  largest   `codeobj dump --json` vs `llvm-readelf-19 -h -s --notes` on the largest code object
            in Debian's librocsparse0 (~14 MB, ~640 kernels); target: ratio <= 2.  Also the same
            content as llvm-readelf prints (`--headers --symbols --notes --metadata`), without
            the kernel descriptors, resources and sections it does not show
  startup   `codeobj dump` on a small object from testdata/; target: <= 0.25 s
  library   `codeobj dump --json` of the whole librocsparse library (777 code objects);
            target: <= 10 s and <= 500 MB peak memory

Usage: python benchmarks/bench_dump.py [--repeat N] [--library PATH] [--case NAME ...]
The library comes from $CODEOBJ_ROCSPARSE or tests/refs.py's cache (downloaded when missing).
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))


def codeobj_command() -> list[str]:
    exe = shutil.which("codeobj")
    venv = REPO / ".venv" / "bin" / "codeobj"
    if venv.exists():
        exe = str(venv)
    return [exe] if exe else [sys.executable, "-m", "codeobj.cli.main"]


def timed(cmd: list[str], repeat: int) -> tuple[float, float]:
    """Best wall time of ``repeat`` runs and the peak RSS (MB) of the children."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
        best = min(best, time.perf_counter() - start)
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return best, peak


def largest_code_object(library: Path, workdir: Path) -> Path:
    from codeobj.bundle import scan

    item = max(scan(str(library)), key=lambda c: len(c.data))
    out = workdir / "largest.co"
    out.write_bytes(bytes(item.data))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--library", type=Path)
    parser.add_argument("--case", action="append", choices=("largest", "startup", "library"))
    args = parser.parse_args()
    cases = args.case or ["startup", "largest", "library"]
    codeobj = codeobj_command()
    readelf = shutil.which("llvm-readelf-19")
    print(f"load average: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")

    if "startup" in cases:
        small = REPO / "testdata" / "sample" / "vector_add-gfx90a-v5.hsaco"
        ours, _ = timed([*codeobj, "dump", str(small)], args.repeat)
        print(f"startup  codeobj dump {small.name}: {ours:.3f} s (target <= 0.25 s)")
        if readelf:
            theirs, _ = timed([readelf, "-h", "-s", "--notes", str(small)], args.repeat)
            print(f"         llvm-readelf-19 -h -s --notes: {theirs:.3f} s, ratio {ours / theirs:.1f}")

    library = args.library
    if library is None and ("largest" in cases or "library" in cases):
        from tests import refs

        library = refs.rocsparse_library()
        if library is None:
            print("librocsparse0 is not available; skipping the library cases")
            return 0

    with tempfile.TemporaryDirectory() as tmp:
        if "largest" in cases:
            obj = largest_code_object(library, Path(tmp))
            ours, _ = timed([*codeobj, "dump", "--json", str(obj)], args.repeat)
            line = f"largest  codeobj dump --json ({obj.stat().st_size / 1e6:.1f} MB): {ours:.3f} s"
            if readelf:
                theirs, _ = timed([readelf, "-h", "-s", "--notes", str(obj)], args.repeat)
                line += f"; llvm-readelf-19 -h -s --notes: {theirs:.3f} s; ratio {ours / theirs:.2f}" \
                        " (target <= 2)"
            print(line)
            same = [*codeobj, "dump", "--json", "--headers", "--symbols", "--notes", "--metadata",
                    str(obj)]
            ours_same, _ = timed(same, args.repeat)
            line = f"         same content (--headers --symbols --notes --metadata): {ours_same:.3f} s"
            if readelf:
                line += f"; ratio {ours_same / theirs:.2f}"
            print(line)
        if "library" in cases:
            ours, peak = timed([*codeobj, "dump", "--json", str(library)], 1)
            print(f"library  codeobj dump --json {library.name} (777 code objects): {ours:.2f} s, "
                  f"peak {peak:.0f} MB (targets <= 10 s, <= 500 MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
