"""`codeobj disasm`: output like llvm-objdump-19 -d, clean errors on bad input."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from codeobj.cli.main import main

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "testdata" / "sample" / "vector_add-gfx90a-v5.hsaco"


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        main(list(argv))
        code = 0
    except SystemExit as e:
        code = e.code or 0
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.llvm19
@pytest.mark.skipif(not SAMPLE.exists(), reason="no sample object")
def test_disasm_equals_llvm_objdump(capsys):
    code, out, err = _run(capsys, "disasm", str(SAMPLE))
    assert code == 0, err
    ref = subprocess.run(["llvm-objdump-19", "-d", str(SAMPLE)], capture_output=True, text=True,
                         check=True).stdout
    assert out == ref


@pytest.mark.skipif(not SAMPLE.exists(), reason="no sample object")
def test_disasm_descriptors_block(capsys):
    code, out, err = _run(capsys, "disasm", "--descriptors", str(SAMPLE))
    assert code == 0, err
    assert ".amdhsa_kernel " in out and ".end_amdhsa_kernel" in out


def test_missing_file_is_a_clean_error(capsys, tmp_path):
    code, _out, err = _run(capsys, "disasm", str(tmp_path / "nope.hsaco"))
    assert code != 0
    assert "Traceback" not in err


def test_not_an_elf_is_a_clean_error(capsys, tmp_path):
    bad = tmp_path / "bad.hsaco"
    bad.write_bytes(b"\x7fELF" + b"\x00" * 10)
    code, _out, err = _run(capsys, "disasm", str(bad))
    assert code == 1
    assert err.startswith("error: ") and str(bad) in err


@pytest.mark.skipif(not SAMPLE.exists(), reason="no sample object")
def test_unsupported_target_is_a_clean_error(capsys):
    # gfx12-5-generic has no instruction tables (gfx1250 has LLVM 22's)
    code, _out, err = _run(capsys, "disasm", "--mcpu", "gfx12-5-generic", str(SAMPLE))
    assert code == 1
    assert "error:" in err and "gfx12-5-generic" in err


@pytest.mark.slow  # tens of seconds: the full tier only (docs/testing.md)
@pytest.mark.skipif(not SAMPLE.exists(), reason="no sample object")
def test_truncated_text_never_tracebacks(tmp_path):
    data = SAMPLE.read_bytes()
    for cut in range(len(data) // 2, len(data), max(1, len(data) // 40)):
        p = tmp_path / "cut.hsaco"
        p.write_bytes(data[:cut])
        r = subprocess.run([sys.executable, "-m", "codeobj.cli.main", "disasm", str(p)],
                           capture_output=True, text=True, check=False)
        assert "Traceback" not in r.stderr
        assert r.returncode in (0, 1)
        if r.returncode:
            assert r.stderr.startswith("error: ")


def test_console_script_help():
    # the entry point of the environment under test, not whichever `codeobj` PATH finds first
    exe = Path(sys.executable).parent / "codeobj"
    if not exe.exists():
        pytest.skip("console script not installed")
    r = subprocess.run([exe, "disasm", "--help"], capture_output=True, text=True, check=True)
    assert "llvm-objdump" in r.stdout


@pytest.mark.llvm19
def test_disasm_of_a_bundle_selects_by_target(capsys, tmp_path):
    a = REPO / "testdata" / "corpus" / "v5" / "gfx908" / "vector_add.hsaco"
    b = REPO / "testdata" / "corpus" / "v5" / "gfx90a" / "vector_add.hsaco"
    if not (a.exists() and b.exists()):
        pytest.skip("needs corpus objects")
    from codeobj.bundle import BundleInput, write_bundle

    bundle = tmp_path / "fat.bundle"
    bundle.write_bytes(write_bundle([
        BundleInput("hipv4-amdgcn-amd-amdhsa--gfx908", a.read_bytes()),
        BundleInput("hipv4-amdgcn-amd-amdhsa--gfx90a", b.read_bytes())]))
    code, out, err = _run(capsys, "disasm", "--target", "gfx908", str(bundle))
    assert code == 0, err
    ref = subprocess.run(["llvm-objdump-19", "-d", str(a)], capture_output=True, text=True,
                         check=True).stdout
    assert out.splitlines()[2:] == ref.splitlines()[2:]
    assert "file://" in out.splitlines()[1]


@pytest.mark.skipif(not SAMPLE.exists(), reason="no sample object")
def test_bundle_listing_goes_on_past_an_undecodable_object(capsys, tmp_path):
    """One code object without instruction tables in the listing's decoder does not stop the
    listing of the others: it is named with the reason, and the exit status is 1."""
    import struct

    from codeobj.bundle import BundleInput, write_bundle
    from codeobj.targets import processor

    good = SAMPLE.read_bytes()
    bad = bytearray(good)
    # e_flags (offset 0x30 of an ELF64 header) of a generic processor the listing's decoder
    # has no tables for (code object V6): its mach, xnack any, EF_AMDGPU_GENERIC_VERSION 1
    struct.pack_into("<I", bad, 0x30, processor("gfx12-5-generic").mach | 0x100 | 1 << 24)
    bad[8] = 4  # EI_ABIVERSION: V6
    bundle = tmp_path / "fat.bundle"
    bundle.write_bytes(write_bundle([
        BundleInput("hipv4-amdgcn-amd-amdhsa--gfx12-5-generic", bytes(bad)),
        BundleInput("hipv4-amdgcn-amd-amdhsa--gfx90a", good)]))
    code, out, err = _run(capsys, "disasm", str(bundle))
    assert code == 1
    assert "gfx12-5-generic" in err and "not disassembled, going on" in err
    assert "Traceback" not in err
    assert "<vector_add" in out or "Disassembly of section .text" in out
    solo_code, solo_out, _ = _run(capsys, "disasm", str(SAMPLE))
    assert solo_code == 0
    assert out.splitlines()[2:] == solo_out.splitlines()[2:]


@pytest.mark.skipif(not SAMPLE.exists(), reason="no sample object")
def test_mcpu_other_than_the_object_target_warns(capsys):
    code, _out, err = _run(capsys, "disasm", "--mcpu", "gfx908", str(SAMPLE))
    assert code == 0
    assert "warning:" in err and "gfx908" in err and "gfx90a" in err


# Command lines the entry point reads without click (cli/disasm_core.py), and others it
# leaves to click: the plain ones must be read exactly as click reads them.
_PLAIN_DISASM = [
    ["a.hsaco"], ["a.hsaco", "b.hsaco", "-"], ["-d", "a.hsaco"], ["--json", "a.hsaco"],
    ["--mcpu", "gfx942", "--mattr=+xnack", "a.hsaco"], ["-l", "-S", "-r", "a.hsaco"],
    ["--line-numbers", "--source", "--reloc", "--disassemble", "a.hsaco"],
    ["--no-show-raw-insn", "--descriptors", "a.hsaco"], ["--descriptors", "--no-descriptors", "a"],
]
_CLICK_DISASM = [
    ["--llvm-release", "llvm19", "a"],
    [], ["--json"], ["--help"], ["-h", "a"], ["-t", "gfx90a", "a"], ["--target=gfx90a", "a"],
    ["--start-address", "0x10", "a"], ["--stop-address=4", "a"],
    ["--disassemble-symbols", "k", "a"],
    ["--limit", "input=1M", "a"], ["-lS", "a"], ["--json=1", "a"], ["--mcpu"], ["--", "a"],
    ["--mcpu", "-d", "a"], ["--bogus", "a"],
]


@pytest.mark.parametrize("args", _PLAIN_DISASM)
def test_plain_disasm_lines_read_as_click_reads_them(args: list[str]) -> None:
    from codeobj.cli.disasm import disasm
    from codeobj.cli.disasm_core import parse_plain_args

    ours = parse_plain_args(args)
    assert ours is not None
    params = disasm.make_context("disasm", list(args)).params
    params.pop("limits")
    assert ours == params


@pytest.mark.parametrize("args", _CLICK_DISASM)
def test_other_disasm_lines_are_left_to_click(args: list[str]) -> None:
    from codeobj.cli.disasm_core import parse_plain_args

    assert parse_plain_args(args) is None


def test_plain_disasm_flags_are_the_click_commands() -> None:
    from codeobj.cli.disasm import disasm
    from codeobj.cli.disasm_core import PLAIN_DEFAULTS, PLAIN_FLAGS

    defaults = disasm.make_context("disasm", ["a"]).params
    by_flag = {}
    for param in disasm.params:
        for flag in (*param.opts, *param.secondary_opts):
            by_flag[flag] = param
    for flag, (keyword, _kind, _value) in PLAIN_FLAGS.items():
        assert by_flag[flag].name == keyword, flag
        assert defaults[keyword] == PLAIN_DEFAULTS[keyword], flag


@pytest.mark.skipif(not SAMPLE.exists(), reason="no sample object")
def test_entry_point_disasm_equals_the_click_command(capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    import codeobj.cli.disasm_core as core

    def run(args: list[str]) -> tuple[object, str, str]:
        try:
            main(["disasm", *args])
            code: object = 0
        except SystemExit as e:
            code = e.code
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    sample = str(SAMPLE)
    for args in ([sample], ["--json", sample], ["-r", "--descriptors", sample],
                 ["--mcpu", "gfx942", sample], [sample, str(REPO / "README.md")]):
        fast = run(args)
        with monkeypatch.context() as m:
            m.setattr(core, "parse_plain_args", lambda args: None)
            slow = run(args)
        assert fast == slow, args
        assert fast[0] in (0, 1)


def test_a_missing_file_is_named_once(capsys, tmp_path):
    """The error names the file once (it said ``error: x: x: No such file or directory``)."""
    missing = str(tmp_path / "nope.hsaco")
    code, out, err = _run(capsys, "disasm", missing)
    assert code == 1 and out == ""
    assert err == f"error: {missing}: No such file or directory\n"
