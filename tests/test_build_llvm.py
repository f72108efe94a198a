"""The assembler against llvm-mc-19, live: byte-identical objects for the directive/data inputs
in tests/data_asm/good, and llvm-mc's diagnostics (line, column, message) for the malformed
inputs in tests/data_asm/bad."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from codeobj.asm import assemble

DATA = Path(__file__).parent / "data_asm"
LLVM_MC = "llvm-mc-19"
pytestmark = pytest.mark.llvm19

GOOD = sorted((DATA / "good").glob("*.s"))
BAD = sorted((DATA / "bad").glob("*.s"))

# Where we knowingly differ from llvm-mc-19 (docs/assembler.md, "Differences"):
KNOWN = {
    # llvm-mc reports this without any location (`<unknown>:0`); we name the use
    "undefined_temporary.s": {(1, 7, "error", "Undefined temporary symbol .Lundefined_temp")},
    # llvm-mc finds these while writing the object and prints them as `<unknown>:0`
    "nobits_data.s": {(3, 1, "error", ("SHT_NOBITS section '.bss' cannot have non-zero "
                                      "initializers"))},
}
_DIAG = re.compile(r"^\S+?:(\d+):(\d+): (error|warning): (.*)$", re.MULTILINE)


def _mcpu(path: Path) -> str:
    """A source may name its processor on its first line (`; mcpu=gfx90a`); else gfx900."""
    m = re.match(r";\s*mcpu=(\S+)", path.read_text().split("\n", 1)[0])
    return m.group(1) if m else "gfx900"


def _llvm_mc(path: Path, tmp_path: Path) -> tuple[bytes | None, list[tuple]]:
    out = tmp_path / "ref.o"
    proc = subprocess.run(
        [LLVM_MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={_mcpu(path)}", "-filetype=obj", str(path),
         "-o", str(out)], capture_output=True, text=True, timeout=60, check=False)
    diags = [(int(a), int(b), c, d) for a, b, c, d in _DIAG.findall(proc.stderr)]
    data = out.read_bytes() if proc.returncode == 0 and out.exists() else None
    return data, diags


@pytest.mark.parametrize("path", GOOD, ids=[p.name for p in GOOD])
def test_object_identical_to_llvm_mc(path: Path, tmp_path: Path) -> None:
    ref, ref_diags = _llvm_mc(path, tmp_path)
    assert ref is not None, ref_diags
    result = assemble(path.read_text(), str(path), mcpu=_mcpu(path))
    assert [(d.line, d.col, d.severity, d.message) for d in result.diagnostics] == ref_diags
    assert result.data == ref


@pytest.mark.parametrize("path", BAD, ids=[p.name for p in BAD])
def test_diagnostics_like_llvm_mc(path: Path, tmp_path: Path) -> None:
    ref, ref_diags = _llvm_mc(path, tmp_path)
    result = assemble(path.read_text(), str(path), mcpu=_mcpu(path))
    ours = [(d.line, d.col, d.severity, d.message) for d in result.diagnostics]
    known = KNOWN.get(path.name, set())
    assert result.data is None, "an input with errors must not give an object"
    assert ref is None
    expected = [d for d in ref_diags if not any(d[3] == k[3] for k in known)]
    assert [d for d in ours if d not in known] == expected
    for line, col, _, _ in ours:
        assert line >= 1 and col >= 1


def test_every_error_is_reported_not_just_the_first(tmp_path: Path) -> None:
    text = "".join(f".long {i}+\n" for i in range(5)) + ".bogus\n"
    result = assemble(text, "many.s", mcpu="gfx900")
    assert [d.line for d in result.errors] == [1, 2, 3, 4, 5, 6]


def test_diagnostic_rendering_has_source_line_and_caret() -> None:
    result = assemble("\t.long 1 2\n", "x.s", mcpu="gfx900")
    assert result.errors[0].format() == "x.s:1:10: error: unexpected token\n\t.long 1 2\n\t        ^"
