#!/usr/bin/env python3
"""Benchmark `codeobj dump` against llvm-readelf, side by side.

Cases (each the best of --repeat runs, wall-clock, as separate processes):
  largest   `codeobj dump --json` vs `llvm-readelf-19 -h -s --notes` on the largest code object
            in Debian's librocsparse0 (~14 MB, ~640 kernels); target: ratio <= 2.  Also the same
            content as llvm-readelf prints (`--headers --symbols --notes --metadata`), without
            the kernel descriptors, resources and sections it does not show
  startup   `codeobj dump` on a small object from testdata/; target: <= 0.25 s
  library   `codeobj dump --json` of a whole host library (default librocsparse: 777 code objects);
            target: <= 10 s and <= 500 MB peak memory

Usage: python benchmarks/bench_dump.py [--repeat N] [--library PATH] [--case NAME ...]
       CODEOBJ_BENCH_EXE=/path/to/venv/bin/codeobj python benchmarks/bench_dump.py
                                      [--cold-bytecode]
The library comes from $CODEOBJ_ROCSPARSE or tests/refs.py's cache (downloaded when missing).

codeobj runs with its bytecode cached (in a temporary PYTHONPYCACHEPREFIX, after one warm-up
run), as an installed package has it: with PYTHONDONTWRITEBYTECODE set and no __pycache__ (a
source checkout in some environments) every run compiles every module again, ~0.1 s.
--cold-bytecode measures that way instead.  Each line gives the best wall time, the CPU time
(user + system) of that run, and the load average: on a shared machine compare CPU times, or
wall times taken under similar load.
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
    # $CODEOBJ_BENCH_EXE picks an installation, e.g. a regular (non-editable) `pip install .`,
    # which is what users run: an editable install adds an import finder to every start.
    exe = os.environ.get("CODEOBJ_BENCH_EXE") or shutil.which("codeobj")
    venv = REPO / ".venv" / "bin" / "codeobj"
    if venv.exists() and not os.environ.get("CODEOBJ_BENCH_EXE"):
        exe = str(venv)
    return [exe] if exe else [sys.executable, "-m", "codeobj.cli.main"]


ENV: dict[str, str] | None = None  # the environment codeobj runs in (see --cold-bytecode)


def _cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def timed(cmd: list[str], repeat: int, env: dict[str, str] | None = None
          ) -> tuple[float, float, float]:
    """Best wall time of ``repeat`` runs, the CPU time (user + system, all processes) of the
    run with the least CPU, and the largest peak RSS (MB) of any process of these runs (the
    command and the workers it forks; not the other commands this script ran)."""
    best, best_cpu, peak = float("inf"), float("inf"), 0.0
    for _ in range(repeat):
        cpu = _cpu()
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, env=env)
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        if proc.returncode != 0:
            raise subprocess.CalledProcessError(proc.returncode, cmd)
        best = min(best, elapsed)
        best_cpu = min(best_cpu, _cpu() - cpu)
        # wait4 reports the largest resident set of the command and of the worker processes
        # it forked and reaped (Linux counts both), not of the other commands run here.
        peak = max(peak, usage.ru_maxrss / 1024)
    return best, best_cpu, peak


def load() -> str:
    return "load " + "/".join(f"{x:.2f}" for x in os.getloadavg())


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
    parser.add_argument("--cold-bytecode", action="store_true",
                        help="run codeobj as the environment has it (no bytecode cache made)")
    args = parser.parse_args()
    cases = args.case or ["startup", "largest", "library"]
    codeobj = codeobj_command()
    readelf = shutil.which("llvm-readelf-19")
    print(f"{load()} on {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory() as cache:
        env = None
        if not args.cold_bytecode:
            env = dict(os.environ, PYTHONPYCACHEPREFIX=cache)
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            small = REPO / "testdata" / "sample" / "vector_add-gfx90a-v5.hsaco"
            subprocess.run([*codeobj, "dump", "--json", str(small)], stdout=subprocess.DEVNULL,
                           check=True, env=env)  # warm-up: writes the bytecode
        print("bytecode: " + ("as the environment has it" if env is None else "cached"))
        return run_cases(args, cases, codeobj, readelf, env)


def run_cases(args, cases, codeobj, readelf, env) -> int:
    if "startup" in cases:
        small = REPO / "testdata" / "sample" / "vector_add-gfx90a-v5.hsaco"
        ours, cpu, _ = timed([*codeobj, "dump", str(small)], args.repeat, env)
        print(f"startup  codeobj dump {small.name}: {ours:.3f} s, CPU {cpu:.3f} s "
              f"(target <= 0.25 s; {load()})")
        if readelf:
            theirs, tcpu, _ = timed([readelf, "-h", "-s", "--notes", str(small)], args.repeat)
            print(f"         llvm-readelf-19 -h -s --notes: {theirs:.3f} s, CPU {tcpu:.3f} s, "
                  f"ratio {ours / theirs:.1f}")

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
            ours, cpu, _ = timed([*codeobj, "dump", "--json", str(obj)], args.repeat, env)
            line = (f"largest  codeobj dump --json ({obj.stat().st_size / 1e6:.1f} MB): {ours:.3f} s,"
                    f" CPU {cpu:.3f} s")
            if readelf:
                theirs, tcpu, _ = timed([readelf, "-h", "-s", "--notes", str(obj)], args.repeat)
                line += (f"; llvm-readelf-19 -h -s --notes: {theirs:.3f} s, CPU {tcpu:.3f} s;"
                         f" ratio {ours / theirs:.2f}, CPU ratio {cpu / max(tcpu, 1e-3):.2f}"
                         " (target <= 2)")
            print(line + f" ({load()})")
            same = [*codeobj, "dump", "--json", "--headers", "--symbols", "--notes", "--metadata",
                    str(obj)]
            ours_same, _, _ = timed(same, args.repeat, env)
            line = f"         same content (--headers --symbols --notes --metadata): {ours_same:.3f} s"
            if readelf:
                line += f"; ratio {ours_same / theirs:.2f}"
            print(line)
        if "library" in cases:
            before = load()
            ours, cpu, peak = timed([*codeobj, "dump", "--json", str(library)], 1, env)
            from codeobj.bundle import scan

            count = len(scan(str(library)))
            print(f"library  codeobj dump --json {library.name} ({count} code objects): "
                  f"{ours:.2f} s, "
                  f"CPU {cpu:.2f} s (all processes), peak {peak:.0f} MB per process "
                  f"(targets <= 10 s, <= 500 MB; {before} before, {load()} after)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
