"""The disassembler and printer for the processors LLVM 19 does not know, against LLVM 22, live.

* LLVM 22's own disassembler suite (``llvm/test/MC/Disassembler/AMDGPU`` of Debian trixie's
  llvm-toolchain-22 source, fetched by tools/llvm_source.py) through tools/isa/conformance.py
  ``--release llvm22``: for gfx950, gfx1250 and gfx1251, at least 99.9% of the lines llvm-mc-22
  decodes print identically (measured: 100% each), and no line raises;
* whole listings: the sources of tests/data_asm/llvm22 and tests/data_listing/llvm22 assembled
  by llvm-mc-22, then ``codeobj disasm`` of the object compared with ``llvm-objdump-22 -d`` as
  files (among them gfx1250's s_set_vgpr_msb, which changes how the instructions after it
  print).

Skips when LLVM 22 cannot be fetched.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from . import refs

conformance = refs.script("tools/isa/conformance.py")
llvm_release = conformance.llvm_release

pytestmark = [pytest.mark.slow]

HERE = Path(__file__).parent
SOURCES = sorted([*(HERE / "data_asm" / "llvm22").glob("*.s"),
                  *(HERE / "data_listing" / "llvm22").glob("*.s")])
PROCESSORS = ("gfx950", "gfx1250", "gfx1251")


def _tool(name: str) -> list[str]:
    try:
        cmd = llvm_release.tool(name, "llvm22", fetch=True)
    except llvm_release.FetchError as e:
        pytest.skip(f"LLVM 22 cannot be fetched: {e}")
    if cmd is None:
        pytest.skip(f"no {name} for LLVM 22")
    return cmd


@pytest.fixture(scope="module")
def dis_rows():
    _tool("llvm-mc")
    try:
        conformance.llvm_source.fetch("tests", release="llvm22")
    except llvm_release.FetchError as e:
        pytest.skip(f"LLVM 22 tests cannot be fetched: {e}")
    conformance.select("llvm22")
    try:
        # one process: the pool's workers would find the script's module by name
        rows = [r for only in ("gfx9", "gfx12", "literals")
                for r in conformance.run("dis", jobs=1, only=only)]
    finally:
        conformance.select(llvm_release.MAIN)
    return rows


def test_no_traceback(dis_rows):
    tracebacks = [r for r in dis_rows if r[6] == "traceback"]
    assert not tracebacks, [(r[0], r[1], r[3], r[5]) for r in tracebacks[:20]]


@pytest.mark.parametrize("processor", PROCESSORS)
def test_lines_print_as_llvm_mc_22(dis_rows, processor):
    rows = [r for r in dis_rows if r[2] == processor]
    assert len(rows) >= {"gfx950": 1000, "gfx1250": 30000, "gfx1251": 80}[processor], len(rows)
    bad = [r for r in rows if r[6] != "same"]
    assert 1 - len(bad) / len(rows) >= 0.999, [(r[0], r[1], r[5], r[7], r[8]) for r in bad[:20]]


@pytest.mark.parametrize("source", SOURCES, ids=[s.stem for s in SOURCES])
def test_listing_is_llvm_objdump_22s(source, tmp_path, capsys):
    from codeobj.cli.main import main

    llvm_mc, objdump = _tool("llvm-mc"), _tool("llvm-objdump")
    processor = source.stem.rsplit("-", 1)[1]
    obj = tmp_path / f"{source.stem}.o"
    subprocess.run([*llvm_mc, "-triple=amdgcn-amd-amdhsa", f"-mcpu={processor}",
                    "-filetype=obj", str(source), "-o", str(obj)], check=True)
    want = subprocess.run([*objdump, "-d", str(obj)], check=True, capture_output=True,
                          text=True).stdout
    capsys.readouterr()
    try:
        main(["disasm", str(obj)])
    except SystemExit as e:
        assert not e.code
    assert capsys.readouterr().out == want
