#!/usr/bin/env python3
"""Regenerate the `clang -g -S` sources in testdata/debug/ (line tables and CFI for the
assembler's DWARF output; tests/test_asm_dwarf.py assembles them live with codeobj build and
llvm-mc-19 and compares the bytes).

    python testdata/debug/make_debug.py

The commands run in testdata/ with relative paths and `-fdebug-compilation-dir=.`, so the
`.file 0` directives do not depend on where the repository lives.  Inputs: the OpenCL sources
in testdata/src/ (the corpus sources, see tools/make_testdata.py) and the HIP device code in
testdata/debug/kernels.hip.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

TESTDATA = Path(__file__).resolve().parent.parent

# (clang, source, target, code object version, optimisation, debug level).  Full -g output
# is large (the OpenCL headers' types), so most builds ask for line tables only.
G, LINES = "-g", "-gline-tables-only"
BUILDS = [
    ("clang-19", "vector_add.cl", "gfx803", 4, "-O1", LINES),
    ("clang-19", "vector_add.cl", "gfx942", 6, "-O1", LINES),
    ("clang-19", "vector_add.cl", "gfx1030", 4, "-O1", LINES),
    ("clang-19", "vector_add.cl", "gfx1100", 5, "-O1", G),
    ("clang-19", "vector_add.cl", "gfx1201", 6, "-O1", LINES),
    ("clang-19", "calls.cl", "gfx90a", 5, "-O1", LINES),
    ("clang-19", "matrix.cl", "gfx803", 6, "-O1", G),
    ("clang-15", "calls.cl", "gfx90a", 3, "-O1", LINES),
    # HIP (debug/kernels.hip, device code only, no HIP headers needed)
    ("clang-19", "kernels.hip", "gfx90a", 5, "-O2", LINES),
    ("clang-19", "kernels.hip", "gfx1100", 6, "-O1", LINES),
]


def command(clang: str, src: str, target: str, version: int, opt: str, debug: str,
            out: str) -> list[str]:
    if src.endswith(".hip"):
        return [clang, "-x", "hip", f"--offload-arch={target}", "-nogpulib", "-nogpuinc",
                "--cuda-device-only", f"-mcode-object-version={version}", opt, debug,
                "-fdebug-compilation-dir=.", "-S", f"debug/{src}", "-o", out]
    return [clang, "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa",
            f"-mcpu={target}", f"-mcode-object-version={version}", "-nogpulib", opt, debug,
            "-fdebug-compilation-dir=.", "-S", f"src/{src}", "-o", out]


def output_name(clang: str, src: str, target: str, version: int, opt: str, debug: str) -> str:
    kind = "g" if debug == G else "lines"
    return f"debug/{Path(src).stem}-{target}-v{version}{opt}-{kind}-{clang.split('-')[1]}.s"


def main() -> None:
    for old in (TESTDATA / "debug").glob("*.s"):
        old.unlink()
    for build in BUILDS:
        out = output_name(*build)
        subprocess.run(command(*build, out), cwd=TESTDATA, check=True)
        print(out)


if __name__ == "__main__":
    main()
