#!/usr/bin/env python3
"""Generate the `clang-19 -S` sources with section groups (COMDAT) used by
tests/test_asm_comdat.py and tests/test_link_comdat.py.

    python testdata/comdat/make_comdat.py            # the kept subset, into testdata/comdat/gen/
    python testdata/comdat/make_comdat.py --all DIR  # the whole matrix, into DIR

Inputs (in this directory): templates.hip (template kernels instantiated several times,
inline __device__ helpers, a class template), shared_a.hip + shared_b.hip (two objects that
carry the same template instances, linked together) and templates.clcpp (C++ for OpenCL
function templates and inline functions).  There are no HIP headers here, so the HIP sources
spell out `__attribute__((global))` / `__attribute__((device))` and are compiled with
`-nogpulib -nogpuinc --cuda-device-only`.

The matrix: every source x TARGETS x code object versions 4, 5, 6 x OPTIONS.  Commands run
in this directory with relative paths and `-fdebug-compilation-dir=.` so the `.file`
directives of -g builds do not depend on where the repository lives.
"""

from __future__ import annotations

import argparse
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
CLANG = "clang-19"
SOURCES = ["templates.hip", "shared_a.hip", "shared_b.hip", "templates.clcpp"]
TARGETS = ["gfx803", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1201"]
VERSIONS = [4, 5, 6]
OPTIONS = {"O0": ["-O0"], "O2": ["-O2"], "O0g": ["-O0", "-g"], "O2g": ["-O2", "-g"]}

# The subset kept in the repository (gen/): every source, every target, every version and
# every option appears at least once; -g output is large, so it
# appears only with the smaller sources.
KEEP = [
    ("templates.hip", "gfx90a", 5, "O0"),
    ("templates.hip", "gfx1100", 6, "O2"),
    ("templates.hip", "gfx803", 4, "O2"),
    ("shared_a.hip", "gfx90a", 5, "O0"),
    ("shared_b.hip", "gfx90a", 5, "O0"),
    ("shared_a.hip", "gfx942", 6, "O2"),
    ("shared_b.hip", "gfx942", 6, "O2"),
    ("shared_a.hip", "gfx1201", 6, "O2"),
    ("shared_b.hip", "gfx1201", 6, "O2"),
    ("shared_a.hip", "gfx1030", 4, "O2g"),
    ("shared_b.hip", "gfx1030", 4, "O2g"),
    ("templates.clcpp", "gfx1030", 4, "O0"),
    ("templates.clcpp", "gfx942", 5, "O0g"),
]


def command(src: str, target: str, version: int, option: str, out: str) -> list[str]:
    flags = OPTIONS[option]
    if src.endswith(".hip"):
        return [CLANG, "-x", "hip", f"--offload-arch={target}", "-nogpulib", "-nogpuinc",
                "--cuda-device-only", f"-mcode-object-version={version}", *flags,
                "-fdebug-compilation-dir=.", "-S", src, "-o", out]
    return [CLANG, "-x", "clcpp", "-cl-std=clc++2021", "-target", "amdgcn-amd-amdhsa",
            f"-mcpu={target}", f"-mcode-object-version={version}", "-nogpulib", *flags,
            "-fdebug-compilation-dir=.", "-S", src, "-o", out]


def output_name(src: str, target: str, version: int, option: str) -> str:
    stem, kind = src.rsplit(".", 1)
    return f"{stem}-{kind}-{target}-v{version}-{option}.s"


def matrix() -> list[tuple[str, str, int, str]]:
    return [(s, t, v, o) for s in SOURCES for t in TARGETS for v in VERSIONS for o in OPTIONS]


def generate(builds: list[tuple[str, str, int, str]], out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    made = []
    for build in builds:
        out = (out_dir / output_name(*build)).resolve()
        subprocess.run(command(*build, str(out)), cwd=HERE, check=True)
        made.append(out)
    return made


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--all", metavar="DIR", help="write the whole matrix into DIR")
    args = ap.parse_args()
    if args.all:
        generate(matrix(), Path(args.all))
        return
    gen = HERE / "gen"
    for old in gen.glob("*.s"):
        old.unlink()
    generate(KEEP, gen)


if __name__ == "__main__":
    main()
