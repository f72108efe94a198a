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


ADDRSIG = """\
\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
\t.amdhsa_code_object_version 5
\t.text
\t.globl f
\t.type f,@function
f:
\ts_setpc_b64 s[30:31]
\t.addrsig
\t.addrsig_sym f
\t.addrsig_sym unused_sym
"""


@pytest.mark.llvm19
def test_addrsig_sym_of_an_unused_symbol_adds_no_symbol(tmp_path: Path) -> None:
    """clang-19 writes `.addrsig_sym` for symbols it then does not use (rocPRIM scan kernels):
    llvm-mc leaves them out of .symtab, and so out of the loadable object's .dynsym."""
    from codeobj.elf.model import open_code_object

    (tmp_path / "a.s").write_text(ADDRSIG)
    proc = _run(["build", "a.s", "-c", "-o", "ours.o"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-filetype=obj",
                    "a.s", "-o", "ref.o"], cwd=tmp_path, check=True)
    assert (tmp_path / "ours.o").read_bytes() == (tmp_path / "ref.o").read_bytes()
    proc = _run(["build", "a.s", "-o", "ours.hsaco"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    subprocess.run(["ld.lld-19", "-shared", "ref.o", "-o", "ref.hsaco"], cwd=tmp_path,
                   check=True)

    def dynsym(name: str) -> list[tuple[str, str]]:
        obj = open_code_object((tmp_path / name).read_bytes())
        return [(s.name, str(s.binding)) for s in obj.symbol_tables[".dynsym"]]

    assert "unused_sym" not in {n for n, _ in dynsym("ours.hsaco")}
    assert dynsym("ours.hsaco") == dynsym("ref.hsaco")


def test_dash_g_and_limits_on_the_command_line(tmp_path: Path) -> None:
    from codeobj.elf.model import open_code_object

    (tmp_path / "a.s").write_text(ADDRSIG)
    proc = _run(["build", "a.s", "-c", "-g", "-o", "g.o"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    names = {s.name for s in open_code_object((tmp_path / "g.o").read_bytes()).sections}
    assert {".debug_info", ".debug_line", ".debug_aranges"} <= names
    proc = _run(["build", "a.s", "-c", "--limit", "source=10", "-o", "x.o"], tmp_path)
    assert proc.returncode == 1 and "input larger than 10 bytes" in proc.stderr
    assert "--limit source=SIZE" in proc.stderr
    assert not (tmp_path / "x.o").exists()


@pytest.mark.llvm19
@pytest.mark.parametrize(("mattr", "directive_id"), [
    ("+xnack", "gfx90a:xnack+"), ("-xnack", "gfx90a:xnack-"),
    ("+sramecc,-xnack", "gfx90a:sramecc+:xnack-"), ("+xnack", "gfx90a")])
def test_mattr_sets_the_target_id_features(mattr: str, directive_id: str,
                                           tmp_path: Path) -> None:
    """-mattr=+xnack makes the specified target ID gfx90a:xnack+, which .amdgcn_target must
    then name (MC/AMDGPU/hsa-v4.s): the object, or the error, as llvm-mc's."""
    text = f'\t.amdgcn_target "amdgcn-amd-amdhsa--{directive_id}"\n\t.text\n\ts_nop 0\n'
    (tmp_path / "a.s").write_text(text)
    ref = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a",
                          f"-mattr={mattr}", "-filetype=obj", "a.s", "-o", "ref.o"],
                         cwd=tmp_path, capture_output=True, text=True, check=False)
    ours = _run(["build", "a.s", "-c", "--mcpu", "gfx90a", f"--mattr={mattr}", "-o", "ours.o"],
                tmp_path)
    assert ours.returncode == ref.returncode, (ours.stderr, ref.stderr)
    if ref.returncode == 0:
        assert (tmp_path / "ours.o").read_bytes() == (tmp_path / "ref.o").read_bytes()
    else:
        assert ours.stderr.split("\n")[0] == ref.stderr.split("\n")[0].replace(
            str(tmp_path) + "/", "")


# Command lines the entry point reads without click (cli/build_core.py), and others it leaves
# to click: the plain ones must be read exactly as click reads them.
_PLAIN_BUILD = [
    ["k.s"], ["-c", "k.s"], ["k.s", "-c", "-o", "k.o"], ["-ok.o", "k.s"], ["--output=k.o", "k.s"],
    ["-o", "-", "-"], ["--mcpu", "gfx90a:xnack+", "k.s"], ["--mcpu=gfx900", "--mattr=+x", "k.s"],
    ["-I", "inc", "-Iother", "k.s", "-g", "--use-lld"], ["--mattr=", "k.s"],
]
_CLICK_BUILD = [
    ["--llvm-release", "llvm19", "k.s"], ["--llvm-release=llvm22", "k.s"],
    [], ["a.s", "b.s"], ["--help"], ["-h", "k.s"], ["-cg", "k.s"], ["--defsym", "A=1", "k.s"],
    ["--code-object-version", "4", "k.s"], ["--limit", "source=1M", "k.s"], ["--", "k.s"],
    ["-o"], ["-o", "-c", "k.s"], ["--use-lld=1", "k.s"], ["--mcp", "gfx900", "k.s"], ["-x", "k.s"],
]


@pytest.mark.parametrize("args", _PLAIN_BUILD)
def test_plain_build_lines_read_as_click_reads_them(args: list[str]) -> None:
    from codeobj.cli.build import build
    from codeobj.cli.build_core import parse_plain_args

    ours = parse_plain_args(args)
    assert ours is not None
    params = build.make_context("build", list(args)).params
    params.pop("limits")
    assert ours == params


@pytest.mark.parametrize("args", _CLICK_BUILD)
def test_other_build_lines_are_left_to_click(args: list[str]) -> None:
    from codeobj.cli.build_core import parse_plain_args

    assert parse_plain_args(args) is None


def test_entry_point_build_equals_the_click_command(
        project: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    # The same output, messages and exit status whether the entry point reads the command
    # line itself or hands it to click.
    import codeobj.cli.build_core as core
    from codeobj.cli.main import main

    monkeypatch.chdir(project)
    (project / "bad.s").write_text('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n\tv_bogus v0\n')

    def run(args: list[str]) -> tuple[object, str, str, bytes | None]:
        out = project / "out.o"
        out.unlink(missing_ok=True)
        try:
            main(["build", *args])
            code: object = 0
        except SystemExit as e:
            code = e.code
        captured = capsys.readouterr()
        return code, captured.out, captured.err, out.read_bytes() if out.exists() else None

    (project / "k2.s").write_text(DATA_FREE.replace("VALUE", "1"))
    for args in (["-c", "k2.s", "-Iinc", "-o", "out.o"], ["k2.s", "-I", "inc", "-o", "out.o"],
                 ["-c", "bad.s", "-o", "out.o"], ["-c", "missing.s", "-o", "out.o"],
                 ["-c", "--mcpu=gfx9999", "k2.s", "-o", "out.o"]):
        fast = run(args)
        with monkeypatch.context() as m:
            m.setattr(core, "parse_plain_args", lambda args: None)
            slow = run(args)
        assert fast == slow, args
        assert fast[0] in (0, 1)


# strings that are not UTF-8 where a directive reads their text (seed 10 of the hostile
# campaign, build#1096: `.section .rodata,"\xe1"` ended in UnicodeDecodeError, exit 70)
NOT_UTF8 = [b'.section .rodata,"\xe1",@progbits', b'.section .rodata,"a\xe1",@progbits',
            b'.type foo,"\xe1"', b'.error "\xe1x"', b'.warning "\xe1x"']


@pytest.mark.llvm19
@pytest.mark.parametrize("line", NOT_UTF8, ids=[repr(x)[2:-1] for x in NOT_UTF8])
def test_a_string_that_is_not_utf8_gets_llvm_mc_s_diagnostic(line: bytes,
                                                            tmp_path: Path) -> None:
    import re

    (tmp_path / "a.s").write_bytes(b"\t" + line + b"\n")
    ref = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900",
                          "-filetype=obj", "a.s", "-o", "ref.o"], cwd=tmp_path,
                         capture_output=True, check=False)
    ours = subprocess.run(CODEOBJ + ["build", "-c", "--mcpu", "gfx900", "a.s", "-o", "ours.o"],
                          cwd=tmp_path, capture_output=True, check=False, timeout=120)
    where = re.compile(rb"^a\.s:(\d+):(\d+): (error|warning): ", re.MULTILINE)
    assert ours.returncode == ref.returncode, ours.stderr
    assert where.findall(ours.stderr) == where.findall(ref.stderr), ours.stderr
    assert b"internal error" not in ours.stderr


# an operand's expression is read from the operand's text alone, so an error found when its
# fixup is resolved has no place of its own in the file: it is reported at the instruction,
# where llvm-mc reports it (the lines read without the tokenizer, after a label, after a tab)
NOT_RELOCATABLE = """\
\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
\t.text
  s_nop 0
  s_add_u32 s0, s0, .Lz*2
y: s_add_u32 s1, s1, .Lz*2
\t s_mov_b32 s2, (.Lz*3)
.Lz:
"""


def test_an_operand_s_fixup_error_is_reported_at_its_instruction(tmp_path: Path) -> None:
    import re

    (tmp_path / "a.s").write_text(NOT_RELOCATABLE)
    ours = _run(["build", "-c", "a.s", "-o", "ours.o"], tmp_path)
    where = re.compile(r"^a\.s:(\d+):(\d+): error: expected relocatable expression$",
                       re.MULTILINE)
    assert ours.returncode == 1
    assert where.findall(ours.stderr) == [("4", "3"), ("5", "4"), ("6", "3")], ours.stderr
    assert not (tmp_path / "ours.o").exists()


@pytest.mark.llvm19
def test_an_operand_s_fixup_error_is_where_llvm_mc_puts_it(tmp_path: Path) -> None:
    import re

    (tmp_path / "a.s").write_text(NOT_RELOCATABLE)
    ref = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900",
                          "-filetype=obj", "a.s", "-o", "ref.o"], cwd=tmp_path,
                         capture_output=True, text=True, check=False)
    ours = _run(["build", "-c", "a.s", "-o", "ours.o"], tmp_path)
    where = re.compile(r"^a\.s:(\d+):(\d+): (error|warning): (.*)$", re.MULTILINE)
    assert ref.returncode == ours.returncode == 1
    assert where.findall(ours.stderr) == where.findall(ref.stderr)
