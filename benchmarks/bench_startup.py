"""Benchmark: the start-up of codeobj's commands on small inputs, against the LLVM tools.

Usage: python benchmarks/bench_startup.py [--runs N] [--exe PATH]... [--only NAMES]

Each case runs a codeobj command and the LLVM tool that does the same job, in turn, --runs
times (default 7), each a fresh process, and prints the medians of the CPU time (user+sys of
the child, os.wait4), the wall time and the largest peak resident memory, with the ratio of CPU
times:

  build    `codeobj build -c` of benchmarks/bench_build.py's small kernel (its input (c))
           vs `llvm-mc-19 -filetype=obj` (target: <= 0.3 s, issue 13)
  dump     `codeobj dump` of testdata/sample/vector_add-gfx90a-v5.hsaco
           vs `llvm-readelf-19 -h -s --notes` (target: <= 0.25 s, docs/dump.md)
  disasm   `codeobj disasm` of the same object vs `llvm-objdump-19 -d`
  list     `codeobj list` of the same object vs `llvm-objdump-19 --offloading`
  help     `codeobj --help` (no LLVM counterpart)

As users have it, the bytecode and the ISA data cache are warm (one run of each command
first; the first run after installing also makes the ISA data cache, ~0.5 s more).  --exe
names a codeobj executable to time (repeatable: e.g. this checkout's and another's, to compare
two versions side by side under the same load); default: the one beside this Python.  An
editable install adds an import hook to every start (~10-20 ms); a regular install has none.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
SAMPLE = REPO / "testdata" / "sample" / "vector_add-gfx90a-v5.hsaco"

sys.path.insert(0, str(HERE))
from bench_build import SMALL, measure  # one timing of a whole command for both scripts


def cases(work: Path) -> dict[str, tuple[list[str], list[str] | None, float | None]]:
    """name -> (codeobj arguments, the LLVM command or None, target CPU seconds or None)."""
    small = work / "small.s"
    small.write_text(SMALL)
    s = str(SAMPLE)
    return {
        "build": (["build", "-c", str(small), "-o", str(work / "ours.o")],
                  ["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-filetype=obj",
                   "-o", str(work / "theirs.o"), str(small)], 0.3),
        "dump": (["dump", s], ["llvm-readelf-19", "-h", "-s", "--notes", s], 0.25),
        "disasm": (["disasm", s], ["llvm-objdump-19", "-d", s], None),
        "list": (["list", s], ["llvm-objdump-19", "--offloading", s], None),
        "help": (["--help"], None, None),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--exe", action="append", default=None,
                    help="a codeobj executable to time (repeatable)")
    ap.add_argument("--only", default="build,dump,disasm,list,help")
    args = ap.parse_args()
    exes = args.exe or [str(Path(sys.executable).parent / "codeobj")]
    only = args.only.split(",")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    print(f"load {'/'.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} cores")
    print(f"{'case':8} {'command':28} {'cpu':>7} {'wall':>7} {'MB':>5}   ratio")
    with tempfile.TemporaryDirectory() as tmp, tempfile.TemporaryDirectory() as pyc:
        # bytecode kept outside the checkouts (several --exe may share a source tree)
        env["PYTHONPYCACHEPREFIX"] = pyc
        table = cases(Path(tmp))
        for name in only:
            ours_args, theirs, target = table[name]
            commands = [(Path(e).parent.parent.parent.name + ":codeobj" if args.exe else
                         "codeobj", [e, *ours_args]) for e in exes]
            if theirs is not None:
                commands.append((Path(theirs[0]).name, theirs))
            runs: dict[str, list[tuple[float, float, float, int]]] = {c: [] for c, _ in commands}
            for _, cmd in commands:
                measure(cmd, env)  # warm: bytecode, the ISA data cache
            for _ in range(args.runs):
                for label, cmd in commands:
                    runs[label].append(measure(cmd, env))
            ref = statistics.median(r[0] for r in runs[commands[-1][0]]) if theirs else None
            for label, cmd in commands:
                rows = runs[label]
                if any(r[3] for r in rows):
                    print(f"{name:8} {label:28} failed (exit {rows[0][3]})")
                    continue
                cpu = statistics.median(r[0] for r in rows)
                wall = statistics.median(r[1] for r in rows)
                peak = max(r[2] for r in rows)
                note = ""
                if ref is not None and cmd is not theirs:
                    note = f"{cpu / ref:6.1f}x"
                    if target is not None:
                        note += " ok" if cpu <= target else f" over {target} s"
                print(f"{name:8} {label:28} {cpu:6.3f}s {wall:6.3f}s {peak:5.0f}   {note}",
                      flush=True)


if __name__ == "__main__":
    main()
