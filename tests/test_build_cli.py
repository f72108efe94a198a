"""`codeobj build` on the command line: outputs, exit status, stdin, -I, --defsym, --mcpu
and --code-object-version conflicts, and the loadable object through the linker helper."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from codeobj.cli.main import cli

CODEOBJ = [sys.executable, "-m", "codeobj.cli.main"]
DATA_FREE = """\
\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
\t.amdhsa_code_object_version 5
\t.data
x:\t.long VALUE, 2
\t.include "inc.s"
"""


def _run(args: list[str], cwd: Path, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(CODEOBJ + args, cwd=cwd, input=stdin, capture_output=True, text=True,
                          timeout=120, check=False)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "inc.s").write_text("\t.long 3\n")
    (tmp_path / "k.s").write_text(DATA_FREE)
    return tmp_path


def test_relocatable_with_include_dir_and_defsym(project: Path) -> None:
    proc = _run(["build", "k.s", "-c", "-o", "k.o", "-I", "inc", "--defsym", "VALUE=0x11"],
                project)
    assert proc.returncode == 0, proc.stderr
    from codeobj.elf.model import open_code_object

    co = open_code_object((project / "k.o").read_bytes())
    assert bytes(co.section_data(".data")) == bytes.fromhex("11000000" "02000000" "03000000")
    assert str(co.target) == "gfx900" and co.code_object_version == 5


def test_stdin_and_stdout(project: Path) -> None:
    text = DATA_FREE.replace("VALUE", "1").replace('\t.include "inc.s"\n', "")
    proc = subprocess.run(CODEOBJ + ["build", "-", "-c", "-o", "-"], cwd=project, input=text.encode(),
                          capture_output=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout[:4] == b"\x7fELF"


def test_errors_exit_1_and_write_nothing(project: Path) -> None:
    (project / "bad.s").write_text(".long 1 2\n.bogus\n")
    proc = _run(["build", "bad.s", "-c", "--mcpu", "gfx900", "-o", "bad.o"], project)
    assert proc.returncode == 1
    assert "bad.s:1:9: error: unexpected token" in proc.stderr
    assert "bad.s:2:1: error: unknown directive" in proc.stderr
    assert "Traceback" not in proc.stderr
    assert not (project / "bad.o").exists()


def test_mcpu_conflicting_with_the_file_is_an_error(project: Path) -> None:
    proc = _run(["build", "k.s", "-c", "--mcpu", "gfx90a", "-I", "inc", "--defsym", "VALUE=1"],
                project)
    assert proc.returncode == 1
    assert "does not match the specified target id amdgcn-amd-amdhsa--gfx90a" in proc.stderr


def test_code_object_version_conflict(project: Path) -> None:
    proc = _run(["build", "k.s", "-c", "--code-object-version", "4", "-I", "inc",
                 "--defsym", "VALUE=1"], project)
    assert proc.returncode == 1
    assert "does not match the requested code object version 4" in proc.stderr


def test_no_target_anywhere(tmp_path: Path) -> None:
    (tmp_path / "t.s").write_text(".long 1\n")
    proc = _run(["build", "t.s", "-c"], tmp_path)
    assert proc.returncode == 1 and "no target processor" in proc.stderr


def test_missing_file_is_a_clean_error(tmp_path: Path) -> None:
    proc = _run(["build", "nope.s", "-c"], tmp_path)
    assert proc.returncode == 1 and proc.stderr.startswith("error:")


def test_loadable_object_through_the_linker(project: Path) -> None:
    proc = _run(["build", "k.s", "-o", "k.hsaco", "-I", "inc", "--defsym", "VALUE=1"], project)
    assert proc.returncode == 0, proc.stderr
    from codeobj.elf.model import open_code_object

    assert open_code_object((project / "k.hsaco").read_bytes()).elf_type == "ET_DYN"


@pytest.mark.llvm19
def test_use_lld(project: Path) -> None:
    proc = _run(["build", "k.s", "--use-lld", "-o", "k.hsaco", "-I", "inc",
                 "--defsym", "VALUE=1"], project)
    assert proc.returncode == 0, proc.stderr
    assert (project / "k.hsaco").read_bytes()[16] == 3  # ET_DYN


def test_command_is_registered() -> None:
    assert cli.get_command(None, "build").name == "build"
