"""Benchmark: ``codeobj build -c`` against ``llvm-mc-19 -filetype=obj``, the commands users run.

Usage: python benchmarks/bench_build.py [--runs N] [--only a,b,c] [--rocprim DIR]
                                        [--targets gfx90a,gfx942,...] [--count]

Inputs (made once and kept under ~/.cache/codeobj-bench, or $CODEOBJ_BENCH_CACHE):

(a) the disassembly of the largest gfx90a code object of Debian's librocsparse0 (~394k
    instruction lines; ~/.cache/codeobj-tests, as tests/refs.py finds it), as llvm-objdump-19
    prints it, the lines llvm-mc refuses (a lone zero dword) as ``.long``;
(b) the ``clang-19 -S`` output of a rocPRIM sort/scan/reduce source (benchmarks/data/
    rocprim_sortscan.hip) for several targets.  rocPRIM and the HIP headers are not installed
    here: --rocprim DIR names a directory holding usr/include (Debian's librocprim-dev and
    libamdhip64-dev unpacked with ``apt-get download`` + ``dpkg-deb -x``); without it (b) is
    skipped;
(c) a small kernel (start-up).

The first line names the codeobj timed (the one installed beside the Python running this
script), that Python, and whether codeobj is an editable install or a copy in site-packages
(their start-up differs: see ``interpreter``).  Each input is assembled by both tools in turn,
--runs times (default 5), each run a fresh process; the CPU time is the child's user+sys
(os.wait4), the wall time, and the peak resident memory (ru_maxrss).  Prints the medians, the ratio of CPU times, and whether the
objects are byte-identical; under it, the ratio of each run to the llvm-mc run just before it
(median and range: the two share the machine's state of the moment, which on a shared machine
moves one command's CPU time by tens of percent) and, with --count, the instructions each
command executes, counted once under valgrind (cachegrind without cache simulation: the same
on every run, whatever the load).  The ISA data cache and the Python bytecode are warmed by one run
first (a user's second run; the first run after installing parses the ISA data once, ~0.4 s
more).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CACHE = Path(os.environ.get("CODEOBJ_BENCH_CACHE", Path.home() / ".cache" / "codeobj-bench"))
HERE = Path(__file__).resolve().parent
LLVM_MC = ["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-filetype=obj"]
TARGET_RATIO = 1.5
TARGET_STARTUP = 0.3

SMALL = """\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
\t.text
\t.globl k
\t.p2align 8
\t.type k,@function
k:
\ts_load_dwordx2 s[0:1], s[4:5], 0x0
\tv_mov_b32 v0, 1.0
\ts_waitcnt lgkmcnt(0)
\tglobal_store_dword v1, v0, s[0:1]
\ts_endpgm
.Lfunc_end0:
\t.size k, .Lfunc_end0-k
\t.rodata
\t.p2align 6
\t.amdhsa_kernel k
\t\t.amdhsa_next_free_vgpr 2
\t\t.amdhsa_next_free_sgpr 8
\t\t.amdhsa_accum_offset 4
\t.end_amdhsa_kernel
"""


def measure(cmd: list[str], env: dict | None = None) -> tuple[float, float, float, int]:
    """(CPU seconds, wall seconds, peak RSS in MB, exit status) of one run of ``cmd``."""
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            os.execvpe(cmd[0], cmd, env if env is not None else os.environ)
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - start
    return (usage.ru_utime + usage.ru_stime, wall, usage.ru_maxrss / 1024,
            os.waitstatus_to_exitcode(status))


def listing_input(work: Path) -> Path | None:
    """(a): the largest gfx90a object of librocsparse, disassembled."""
    out = CACHE / "rocsparse-gfx90a-listing.s"
    if out.exists():
        return out
    refs = _refs()
    objects = [Path(o["path"]) for o in refs.rocsparse_code_objects() or []
               if "gfx90a" in o["entry_id"]]
    if not objects:
        print("(a) skipped: no librocsparse code objects (tests/refs.py rocsparse_library)")
        return None
    obj = max(objects, key=lambda p: (p.stat().st_size, p.name))
    dump = subprocess.run(["llvm-objdump-19", "-d", str(obj)], capture_output=True,
                          text=True, check=True).stdout
    lines = []
    for ln in dump.splitlines():
        if ln.startswith("\t") and "// " in ln and not ln.startswith("\t\t"):
            text, _, rest = ln.partition("//")
            words = rest.split(":", 1)[1].split("<")[0].split()
            lines.append((text.strip(), ", ".join(f"0x{w.lower()}" for w in words)))
    probe = work / "probe.s"
    probe.write_text("\n".join(t for t, _ in lines) + "\n")
    r = subprocess.run(LLVM_MC[:2] + ["-mcpu=gfx90a", "-filetype=null", str(probe)],
                       capture_output=True, text=True, check=False)
    bad = {int(ln.split(":")[1]) - 1 for ln in r.stderr.splitlines() if ": error:" in ln}
    body = "\n".join(f".long {w}" if i in bad else t for i, (t, w) in enumerate(lines))
    CACHE.mkdir(parents=True, exist_ok=True)
    out.write_text(f'.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"\n.text\n{body}\n')
    print(f"(a) {obj.name}: {len(lines)} instruction lines ({len(bad)} as .long)")
    return out


def clang_inputs(rocprim: str | None, targets: list[str]) -> list[tuple[str, Path]]:
    """(b): the rocPRIM source compiled to assembly with clang-19 for each target."""
    if not rocprim:
        print("(b) skipped: pass --rocprim DIR (a directory with usr/include holding rocPRIM "
              "and the HIP headers)")
        return []
    source = HERE / "data" / "rocprim_sortscan.hip"
    root = Path(rocprim) / "usr"
    digest = hashlib.sha256(source.read_bytes()).hexdigest()[:12]
    out = []
    for target in targets:
        path = CACHE / f"rocprim-{digest}-{target}.s"
        if not path.exists():
            CACHE.mkdir(parents=True, exist_ok=True)
            cmd = ["clang-19", "-x", "hip", "--cuda-device-only", "-nogpulib",
                   f"--rocm-path={root}", "-O3", f"--offload-arch={target}", "-S",
                   "-o", str(path), str(source)]
            subprocess.run(cmd, check=True)
        out.append((target, path))
    return out


def _refs():
    """tests/refs.py (librocsparse: found in the test cache, or fetched with apt-get)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("refs", HERE.parent / "tests" / "refs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def mcpu_of(path: Path) -> str:
    for line in path.open():
        if ".amdgcn_target" in line:
            return line.split('"')[1].rsplit("--", 1)[1]
    return "gfx90a"


def compare(name: str, src: Path, runs: int, work: Path, count: bool = False) -> dict:
    mcpu = mcpu_of(src)
    ours_out, theirs_out = work / "ours.o", work / "theirs.o"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    codeobj = [codeobj_command()]
    ours_cmd = codeobj + ["build", "-c", str(src), "-o", str(ours_out)]
    theirs_cmd = LLVM_MC + [f"-mcpu={mcpu}", "-o", str(theirs_out), str(src)]
    measure(ours_cmd, env)  # warm: bytecode, the ISA data cache
    ours, theirs = [], []
    for _ in range(runs):
        theirs.append(measure(theirs_cmd))
        ours.append(measure(ours_cmd, env))
    if any(r[3] for r in ours + theirs):
        return {"name": name, "error": "a run failed"}
    same = ours_out.read_bytes() == theirs_out.read_bytes()

    def med(rows: list, i: int) -> float:
        return statistics.median(r[i] for r in rows)

    row = {"name": name, "lines": sum(1 for _ in src.open()), "same": same,
           "ours_cpu": med(ours, 0), "ours_wall": med(ours, 1), "ours_mb": max(r[2] for r in ours),
           "mc_cpu": med(theirs, 0), "mc_wall": med(theirs, 1), "mc_mb": max(r[2] for r in theirs)}
    row["ratio"] = row["ours_cpu"] / row["mc_cpu"]
    # each run of ours against the llvm-mc run just before it: the two share the machine's
    # state of the moment, which moves a command's CPU time by tens of percent here
    pairs = sorted(o[0] / t[0] for o, t in zip(ours, theirs))
    row["pairs"] = (statistics.median(pairs), pairs[0], pairs[-1])
    if count:
        row["instructions"] = (instructions(ours_cmd, env), instructions(theirs_cmd))
    return row


def codeobj_command() -> str:
    """The ``codeobj`` installed beside the interpreter running the benchmark (run it with
    another environment's python to time codeobj on that interpreter), else the one on PATH."""
    beside = Path(sys.executable).parent / "codeobj"
    return str(beside) if beside.exists() else shutil.which("codeobj") or str(beside)


def interpreter() -> str:
    """The Python that runs codeobj: its version and installation (CPython builds differ:
    the same code runs measurably slower on one built without profile-guided optimization
    or with a shared libpython, as pyenv builds by default, than on a distribution's), and
    how codeobj is installed there: an editable install (``pip install -e``) is found through
    setuptools' import hook, which every process loads at start-up (pathlib and more: ~50 M
    instructions, ~15 ms here), a copy in site-packages (a wheel) is not."""
    # (-I: not the current directory's codeobj, which a source checkout would have)
    probe = ("import platform, sys, sysconfig, codeobj; print(platform.python_version(), "
             "sys.base_prefix, 'editable install' if not codeobj.__file__.startswith("
             "sysconfig.get_paths()['purelib']) else 'installed copy')")
    cmd = [str(Path(codeobj_command()).parent / "python"), "-I", "-c", probe]
    r = subprocess.run(cmd, capture_output=True, text=True, check=False)
    return r.stdout.strip() or "unknown"


def instructions(cmd: list[str], env: dict[str, str] | None = None) -> int | None:
    """The instructions ``cmd`` executes (valgrind's cachegrind, no cache simulation): a
    figure the machine's load does not move, to compare versions and tools by; None without
    valgrind."""
    if shutil.which("valgrind") is None:
        return None
    r = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                        "--cachegrind-out-file=/dev/null", *cmd], env=env,
                       capture_output=True, text=True, check=False)
    m = re.search(r"I\s+refs:\s+([\d,]+)", r.stderr)
    return int(m.group(1).replace(",", "")) if m else None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--only", default="a,b,c")
    ap.add_argument("--rocprim", default=os.environ.get("CODEOBJ_ROCPRIM"))
    ap.add_argument("--targets", default="gfx90a,gfx942,gfx1030")
    ap.add_argument("--count", action="store_true",
                    help="also count the instructions each command executes (valgrind)")
    args = ap.parse_args()
    only = set(args.only.split(","))
    print(f"codeobj: {codeobj_command()} on Python {interpreter()}", flush=True)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        inputs: list[tuple[str, Path]] = []
        if "a" in only:
            a = listing_input(work)
            if a is not None:
                inputs.append(("(a) rocsparse gfx90a listing", a))
        if "b" in only:
            for target, path in clang_inputs(args.rocprim, args.targets.split(",")):
                inputs.append((f"(b) rocPRIM clang -S {target}", path))
        if "c" in only:
            small = work / "small.s"
            small.write_text(SMALL)
            inputs.append(("(c) small kernel", small))
        for name, path in inputs:
            rows.append(compare(name, path, args.runs, work, args.count))
            print(_line(rows[-1]), flush=True)
    print()
    print(f"{'input':34} {'lines':>7} {'codeobj cpu':>11} {'wall':>6} {'MB':>5} "
          f"{'llvm-mc cpu':>11} {'wall':>6} {'MB':>5} {'ratio':>6} identical")
    for r in rows:
        print(_line(r))


def _line(r: dict) -> str:
    if "error" in r:
        return f"{r['name']:34} {r['error']}"
    verdict = ""
    if r["name"].startswith("(c)"):
        verdict = "ok" if r["ours_cpu"] <= TARGET_STARTUP else f"over {TARGET_STARTUP}s"
    elif r["ratio"] > TARGET_RATIO:
        verdict = f"over {TARGET_RATIO}x"
    mid, low, high = r["pairs"]
    text = (f"{r['name']:34} {r['lines']:7} {r['ours_cpu']:10.2f}s {r['ours_wall']:5.2f}s "
            f"{r['ours_mb']:5.0f} {r['mc_cpu']:10.2f}s {r['mc_wall']:5.2f}s {r['mc_mb']:5.0f} "
            f"{r['ratio']:5.2f}x {'yes' if r['same'] else 'NO'} {verdict}\n"
            f"{'':34} run by run: median {mid:.2f}x, {low:.2f}-{high:.2f}x")
    counted = r.get("instructions")
    if counted and None not in counted:
        text += (f"; instructions {counted[0] / 1e9:.3f} G / {counted[1] / 1e9:.3f} G, "
                 f"{counted[0] / counted[1]:.2f}x")
    return text


if __name__ == "__main__":
    main()
