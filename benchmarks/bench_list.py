"""Benchmark: `codeobj list` on Debian's librocsparse0 against the LLVM 19 tools.

Usage: python benchmarks/bench_list.py [LIBRARY] [--runs N]

LIBRARY defaults to $CODEOBJ_ROCSPARSE or ~/.cache/codeobj-tests/rocsparse/.../librocsparse.so.0*.
Prints, side by side:

- `codeobj list LIBRARY` as a user runs it (a fresh process, Python start-up included), best and
  median of N runs, against the 0.5 s target;
- the LLVM route: LLVM 19 cannot find HIP bundles inside a host library (`llvm-objdump-19
  --offloading` handles only the newer offload-binary format, shown for the record), so the
  comparison is `clang-offload-bundler-19 --list` run on each bundle, with the bundles already cut
  out into files (the cutting, which needs our offsets, is not timed);
- the ratio ours / LLVM.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BUNDLER = "clang-offload-bundler-19"
TARGET_SECONDS = 0.5


def find_library(given: str | None) -> Path:
    if given:
        return Path(given)
    env = os.environ.get("CODEOBJ_ROCSPARSE")
    if env:
        return Path(env)
    found = sorted((Path.home() / ".cache/codeobj-tests/rocsparse/usr/lib/x86_64-linux-gnu")
                   .glob("librocsparse.so.0.*"))
    if not found:
        sys.exit("librocsparse0 not found: pass its path or set CODEOBJ_ROCSPARSE")
    return found[0]


def timed(cmd: list[str]) -> tuple[float, str]:
    start = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    if done.returncode:
        sys.exit(f"{' '.join(cmd)} failed: {done.stderr.strip()}")
    return elapsed, done.stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("library", nargs="?")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--extract", action="store_true",
                        help="also time extracting all code objects against clang --unbundle")
    args = parser.parse_args()
    lib = find_library(args.library)
    codeobj = shutil.which("codeobj") or str(Path(sys.executable).with_name("codeobj"))
    print(f"library: {lib} ({lib.stat().st_size / 1e9:.2f} GB)")

    timed([codeobj, "list", str(lib)])  # warm the page cache for both sides
    ours = []
    for _ in range(args.runs):
        elapsed, out = timed([codeobj, "list", str(lib)])
        ours.append(elapsed)
    count = len(out.splitlines())

    from codeobj.bundle import open_fat_binary

    start = time.perf_counter()
    with open_fat_binary(lib) as fat:
        in_process = time.perf_counter() - start
        bundles = [bytes(b.data) for b in fat.bundles]
        entries = sum(len(b.entries) for b in fat.bundles)
        device_ids = [[e.id for e in b.entries if not e.id.startswith("host-")]
                      for b in fat.bundles]

    objdump_time, objdump_out = timed(["llvm-objdump-19", "--offloading", str(lib)])
    objdump_found = sum(1 for line in objdump_out.splitlines() if "offload" in line.lower())

    llvm_total, llvm_listed = 0.0, 0
    extract_times = None
    if shutil.which(BUNDLER):
        with tempfile.TemporaryDirectory() as d:
            paths = []
            for i, data in enumerate(bundles):
                path = Path(d, f"{i}.bundle")
                path.write_bytes(data)
                paths.append(path)
            del bundles
            for path in paths:
                elapsed, out = timed([BUNDLER, "--list", "--type=o", f"--input={path}"])
                llvm_total += elapsed
                llvm_listed += len(out.split())
            if args.extract:
                ours_x, _ = timed([codeobj, "extract", "-d", str(Path(d, "ours")), str(lib)])
                llvm_x = 0.0
                for path, ids in zip(paths, device_ids):
                    outs = [f"--output={Path(d, f'u{i}')}" for i in range(len(ids))]
                    elapsed, _ = timed([BUNDLER, "--unbundle", "--type=o", f"--input={path}",
                                        f"--targets={','.join(ids)}", *outs])
                    llvm_x += elapsed
                extract_times = (ours_x, llvm_x)

    best, median = min(ours), statistics.median(ours)
    print(f"codeobj list: {count} code objects in {len(fat.bundles)} bundles "
          f"({entries} entries with the host ones)")
    print(f"  wall time, fresh process: best {best:.3f} s, median {median:.3f} s over "
          f"{args.runs} runs (target <= {TARGET_SECONDS} s: "
          f"{'met' if median <= TARGET_SECONDS else 'MISSED'})")
    print(f"  in-process open_fat_binary: {in_process:.3f} s")
    print(f"llvm-objdump-19 --offloading: {objdump_time:.3f} s, {objdump_found} offload "
          "entries found (LLVM 19 does not read .hip_fatbin)")
    if llvm_listed:
        print(f"{BUNDLER} --list over the {len(fat.bundles)} pre-cut bundles: "
              f"{llvm_total:.3f} s, {llvm_listed} entry IDs")
        print(f"ratio codeobj / LLVM: {median / llvm_total:.2f} "
              f"(LLVM is {llvm_total / median:.1f}x slower)")
    else:
        print(f"{BUNDLER} not installed: no LLVM comparison")
    if extract_times:
        ours_x, llvm_x = extract_times
        print(f"extract all {count}: codeobj extract -d {ours_x:.3f} s; {BUNDLER} --unbundle "
              f"over the pre-cut bundles {llvm_x:.3f} s (ratio {ours_x / llvm_x:.2f})")


if __name__ == "__main__":
    main()
