"""`clang -S` output compiled live from tests/data_asm/heldout.cl (recursion, spills, struct
by value, doubles, loops, atomics, constant and global data) for the gfx9 targets the ISA
layer covers, V2-V6 and several optimisation levels: `codeobj build -c` must equal llvm-mc."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from codeobj.asm import assemble

SOURCE = Path(__file__).parent / "data_asm" / "heldout.cl"
CASES = [(19, t, v, o) for t in ("gfx900", "gfx906", "gfx908", "gfx90a", "gfx942")
         for v in (4, 5, 6) for o in ("-O0", "-O2")]
CASES += [(19, "gfx9-generic", 6, "-O2")]
CASES += [(15, t, v, "-O2") for t in ("gfx900", "gfx906") for v in (2, 3, 4)]
CASES += [(15, t, v, "-O2") for t in ("gfx908", "gfx90a") for v in (3, 4)]


@pytest.mark.slow
@pytest.mark.parametrize("llvm,target,version,opt", [
    pytest.param(*c, marks=pytest.mark.llvm19 if c[0] == 19 else pytest.mark.llvm15,
                 id=f"llvm{c[0]}-{c[1]}-v{c[2]}{c[3]}") for c in CASES])
def test_clang_output_assembles_like_llvm_mc(llvm: int, target: str, version: int, opt: str,
                                             tmp_path: Path) -> None:
    clang, mc = f"clang-{llvm}", f"llvm-mc-{llvm}"
    asm = tmp_path / "k.s"
    subprocess.run([clang, "-x", "cl", "-cl-std=CL2.0", "-nogpulib", "-target",
                    "amdgcn-amd-amdhsa", f"-mcpu={target}", f"-mcode-object-version={version}",
                    opt, "-S", str(SOURCE), "-o", str(asm)], check=True, timeout=300)
    ref = tmp_path / "k.o"
    subprocess.run([mc, "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                    f"--amdhsa-code-object-version={version}", "-filetype=obj", str(asm),
                    "-o", str(ref)], check=True, timeout=300)
    result = assemble(asm.read_text(), str(asm), mcpu=target, code_object_version=version)
    assert [d.format() for d in result.errors] == []
    assert result.data == ref.read_bytes()
