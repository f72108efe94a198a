"""Benchmark: the ISA layer against the LLVM 19 tools on the largest gfx90a code object.

Usage: python benchmarks/bench_isa.py [CODE_OBJECT | LIBRARY] [--runs N] [--target gfx90a]

Without an argument the largest gfx90a code object is taken from Debian's librocsparse0
($CODEOBJ_ROCSPARSE or ~/.cache/codeobj-tests/rocsparse/.../librocsparse.so.0*), found with
codeobj.bundle.scan.  Prints, side by side (best and median of N runs, fresh processes, start-up
included):

- disassembly: ``codeobj disasm OBJ`` against ``llvm-objdump-19 -d OBJ`` (target: <= 2x);
- assembly of that disassembly (~394k instruction lines): ``codeobj.isa.encode`` in a fresh
  Python process against ``llvm-mc-19 -filetype=obj`` on the same lines (target: <= 2x); the
  bytes are checked to be equal to the object's code.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGET_RATIO = 2.0


def find_object(given: str | None, target: str, workdir: Path) -> Path:
    if given and not Path(given).name.startswith("librocsparse"):
        return Path(given)
    lib = given or os.environ.get("CODEOBJ_ROCSPARSE")
    if not lib:
        found = sorted((Path.home() / ".cache/codeobj-tests/rocsparse/usr/lib/x86_64-linux-gnu")
                       .glob("librocsparse.so.0.*"))
        if not found:
            sys.exit("no code object: pass one, or a librocsparse library, or set CODEOBJ_ROCSPARSE")
        lib = str(found[0])
    from codeobj.bundle import scan

    best = None
    for co in scan(lib):
        if co.target_id.split(":")[0] == target and (best is None or len(co.data) > len(best.data)):
            best = co
    if best is None:
        sys.exit(f"no {target} code object in {lib}")
    out = workdir / f"largest-{target}.hsaco"
    out.write_bytes(bytes(best.data))
    return out


def timed(cmd: list[str], runs: int, stdin: str | None = None) -> tuple[list[float], str]:
    times, out = [], ""
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(cmd, input=stdin, capture_output=True, text=True, check=False)
        times.append(time.perf_counter() - start)
        if done.returncode:
            sys.exit(f"{' '.join(cmd[:3])} failed: {done.stderr.strip()[:500]}")
        out = done.stdout
    return times, out


def row(name: str, ours: list[float], theirs: list[float], what: str) -> None:
    ratio = min(ours) / min(theirs)
    verdict = "ok" if ratio <= TARGET_RATIO else "SLOWER than target"
    print(f"{name:12} codeobj best {min(ours):6.2f}s median {statistics.median(ours):6.2f}s | "
          f"{what} best {min(theirs):6.2f}s median {statistics.median(theirs):6.2f}s | "
          f"ratio {ratio:4.2f} (target <= {TARGET_RATIO}) {verdict}")


_ENCODE = """
import sys
from codeobj.isa import encode
data = encode(open(sys.argv[1]).read(), sys.argv[2])
open(sys.argv[3], "wb").write(data)
"""


def _assemblable(lines: list[tuple[str, str]], target: str, work: Path) -> list[str]:
    """The lines, with those llvm-mc rejects (a lone zero dword prints as a v_cndmask that
    breaks the constant bus rule) replaced by ``.long`` of their bytes."""
    probe = work / "probe.s"
    probe.write_text("\n".join(t for t, _ in lines) + "\n")
    r = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                        "-filetype=null", str(probe)], capture_output=True, text=True, check=False)
    bad = set()
    for ln in r.stderr.splitlines():
        if ": error:" in ln:
            bad.add(int(ln.split(":")[1]) - 1)
    return [f".long {words.replace(' ', ', ')}" if i in bad else text
            for i, (text, words) in enumerate(lines)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("object", nargs="?")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--target", default="gfx90a")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        obj = find_object(args.object, args.target, work)
        codeobj_exe = [sys.executable, "-m", "codeobj.cli.main"]
        print(f"object: {obj} ({obj.stat().st_size / 1e6:.1f} MB)")

        ours, listing = timed(codeobj_exe + ["disasm", str(obj)], args.runs)
        theirs, ref = timed(["llvm-objdump-19", "-d", str(obj)], args.runs)
        same = listing.splitlines()[2:] == ref.splitlines()[2:]
        print(f"disassembly: {len(ref.splitlines())} lines, identical to llvm-objdump: {same}")
        row("disassemble", ours, theirs, "llvm-objdump-19")

        lines = []
        for ln in ref.splitlines():
            if ln.startswith("\t") and "// " in ln and not ln.startswith("\t\t"):
                text, _, rest = ln.partition("//")
                words = rest.split(":", 1)[1].split("<")[0].split()
                lines.append((text.strip(), " ".join(f"0x{w.lower()}" for w in words)))
        lines = _assemblable(lines, args.target, work)
        src = work / "listing.s"
        src.write_text("\n".join(lines) + "\n")
        mc_src = work / "listing-mc.s"
        mc_src.write_text(f'.amdgcn_target "amdgcn-amd-amdhsa--{args.target}"\n.text\n'
                          + "\n".join(lines) + "\n")
        script = work / "enc.py"
        script.write_text(_ENCODE)
        out_bin = work / "ours.bin"
        ours, _ = timed([sys.executable, str(script), str(src), args.target, str(out_bin)],
                        args.runs)
        mc_obj = work / "mc.o"
        theirs, _ = timed(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={args.target}",
                           "-filetype=obj", "-o", str(mc_obj), str(mc_src)], args.runs)
        from codeobj.elf.model import open_code_object

        mc_text = bytes(open_code_object(str(mc_obj)).section_data(".text"))
        print(f"assembly: {len(lines)} lines, bytes identical to llvm-mc: "
              f"{out_bin.read_bytes() == mc_text}")
        row("assemble", ours, theirs, "llvm-mc-19")


if __name__ == "__main__":
    main()
