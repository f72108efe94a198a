"""What scripts get from every command (docs/cli.md): one JSON document whatever fails, every
readable input shown, an input with nothing in it says why, one option vocabulary and exit-code
rule, '-' for standard input, paths as written, check quiet about notes, progress only on a
terminal.  Each test failed before the behaviour it pins was made."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest
from codeobj.formats import elf as E

from . import elfbuild
from .refs import REPO

SAMPLE_REL = "testdata/sample/vector_add-gfx90a-v5.hsaco"
SAMPLE = REPO / SAMPLE_REL
LIBHET_REL = "testdata/offload/libhet.a"
MISSING = "/nonexistent/missing.hsaco"


def codeobj(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    """The command as a user runs it, from the repository root (relative paths work)."""
    return subprocess.run([sys.executable, "-m", "codeobj", *args], cwd=REPO, input=stdin,
                          capture_output=True, timeout=120, check=False)


def _json(run: subprocess.CompletedProcess) -> dict:
    return json.loads(run.stdout)


# -- one valid document, every readable input shown ------------------------------------------

@pytest.mark.parametrize("order", ["good-first", "missing-first"])
def test_dump_json_is_one_document_with_the_error_as_an_entry(order):
    files = [SAMPLE_REL, MISSING] if order == "good-first" else [MISSING, SAMPLE_REL]
    run = codeobj("dump", "--json", *files)
    assert run.returncode == 1
    doc = _json(run)
    assert [r["source"] for r in doc["code_objects"]] == [SAMPLE_REL]
    assert doc["errors"] == [{"file": MISSING, "error": f"{MISSING}: No such file or directory"}]
    assert run.stderr.decode() == f"error: {MISSING}: No such file or directory\n"


def test_dump_yaml_lists_errors_too():
    pytest.importorskip("yaml")
    import yaml

    run = codeobj("dump", "--yaml", MISSING, SAMPLE_REL)
    assert run.returncode == 1
    doc = yaml.safe_load(run.stdout)
    assert len(doc["code_objects"]) == 1 and doc["errors"][0]["file"] == MISSING


def test_dump_text_shows_the_good_file_after_a_missing_one():
    run = codeobj("dump", "--headers", MISSING, SAMPLE_REL)
    assert run.returncode == 1
    assert run.stdout.decode().startswith(f"{SAMPLE_REL}:\n")
    assert "ELF header:" in run.stdout.decode()


def test_json_without_errors_has_no_errors_key():
    run = codeobj("dump", "--json", "--headers", SAMPLE_REL)
    assert run.returncode == 0 and "errors" not in _json(run)


def test_list_json_keeps_going_and_lists_errors():
    run = codeobj("list", "--json", MISSING, SAMPLE_REL)
    assert run.returncode == 1
    doc = _json(run)
    assert [c["source"] for c in doc["code_objects"]] == [SAMPLE_REL]
    assert doc["errors"][0]["file"] == MISSING


def test_disasm_shows_the_good_file_after_a_missing_one():
    run = codeobj("disasm", MISSING, SAMPLE_REL)
    assert run.returncode == 1
    assert "vector_add" in run.stdout.decode() and MISSING in run.stderr.decode()


# -- an input with nothing in it says why -------------------------------------------------------

def _host_elf(sections: list[tuple[str, int, bytes, dict]]) -> bytes:
    return elfbuild.image(sections, e_machine=E.EM.X86_64, osabi=0, abiversion=0, e_flags=0)


@pytest.mark.parametrize("command", ["dump", "disasm", "list", "extract"])
def test_a_host_elf_without_amd_code_says_so(command, tmp_path):
    host = tmp_path / "plain.so"
    host.write_bytes(_host_elf([(".text", 1, b"\xc3" * 16, {})]))
    run = codeobj(command, str(host), *(["-d", str(tmp_path / "out")] if command == "extract"
                                       else []))
    assert run.returncode == 1
    err = run.stderr.decode()
    assert f"{host}: no AMD GPU code object: an ELF file for X86_64" in err
    assert "NVIDIA" not in err


def test_dump_of_bin_ls_says_it_has_no_amd_code():
    if not os.path.exists("/bin/ls"):
        pytest.skip("no /bin/ls")
    run = codeobj("dump", "/bin/ls")
    assert run.returncode == 1
    assert run.stderr.decode().startswith("error: /bin/ls: no AMD GPU code object")


def test_a_host_elf_with_nvidia_code_names_it(tmp_path):
    host = tmp_path / "cuda_app"
    host.write_bytes(_host_elf([(".text", 1, b"\xc3" * 16, {}),
                                (".nv_fatbin", 1, b"\x50\xed\x55\xba" + bytes(60), {})]))
    for command in ("dump", "check"):
        run = codeobj(command, str(host))
        assert run.returncode == 1
        text = (run.stderr + run.stdout).decode()
        assert "it holds NVIDIA CUDA code (.nv_fatbin)" in text, text


def test_a_cuda_cubin_is_named():
    cubin = _host_elf([(".text", 1, b"\0" * 16, {})])
    cubin = cubin[:18] + int(E.EM.CUDA).to_bytes(2, "little") + cubin[20:]
    run = codeobj("dump", "-", stdin=cubin)
    assert run.returncode == 1 and "NVIDIA CUDA ELF (EM_CUDA)" in run.stderr.decode()


@pytest.mark.parametrize("command", ["dump", "disasm", "list", "check"])
def test_an_empty_target_match_says_so(command):
    run = codeobj(command, "-t", "gfx1100", SAMPLE_REL)
    assert run.returncode == 1
    text = (run.stderr + run.stdout).decode()
    assert "no code object for target gfx1100 (it holds gfx90a)" in text, text


# -- one vocabulary, one exit-code rule ---------------------------------------------------------

@pytest.mark.parametrize("command", ["dump", "check", "list", "extract", "disasm", "diff"])
def test_every_command_spells_target_the_same_and_refuses_an_unknown_one_with_2(command):
    help_text = codeobj(command, "--help").stdout.decode()
    assert "-t, --target TARGET" in help_text
    args = [SAMPLE_REL, SAMPLE_REL] if command == "diff" else [SAMPLE_REL]
    run = codeobj(command, "--target", "gfx4242", *args)
    assert run.returncode == 2, (command, run.stderr)
    assert "gfx4242" in run.stderr.decode() and "Traceback" not in run.stderr.decode()


def test_list_json_is_compact_for_a_program_and_says_source():
    run = codeobj("list", "--json", SAMPLE_REL)
    assert run.returncode == 0
    assert b"\n " not in run.stdout  # not indented: stdout is a pipe
    entry = _json(run)["code_objects"][0]
    assert entry["source"] == SAMPLE_REL and "uri" not in entry


# -- standard input ---------------------------------------------------------------------------

@pytest.mark.parametrize("command", ["dump", "check", "list", "disasm"])
def test_dash_reads_standard_input(command):
    run = codeobj(command, "-", stdin=SAMPLE.read_bytes())
    assert run.returncode == 0, run.stderr
    out = run.stdout.decode()
    assert ("vector_add" in out) if command == "disasm" else ("<stdin>" in out or
                                                              "1 code object" in out), out


def test_extract_reads_standard_input(tmp_path):
    bundle = REPO / "testdata/offload/bundled_add_one.o"
    run = codeobj("extract", "-", "-t", "gfx1030", "-o", "-", stdin=bundle.read_bytes())
    assert run.returncode == 0, run.stderr
    assert run.stdout[:4] == b"\x7fELF"


def test_dump_json_of_standard_input_names_it():
    run = codeobj("dump", "--json", "--headers", "-", stdin=SAMPLE.read_bytes())
    assert _json(run)["code_objects"][0]["source"] == "<stdin>"


# -- paths as written -------------------------------------------------------------------------

def test_a_relative_path_is_kept_and_has_no_host():
    run = codeobj("dump", "--json", "--headers", SAMPLE_REL)
    assert _json(run)["code_objects"][0]["source"] == SAMPLE_REL
    listed = codeobj("list", LIBHET_REL).stdout.decode().splitlines()
    assert listed[0].startswith(f"file:{LIBHET_REL}#offset=")
    assert "file://" not in "".join(listed)
    # and what list prints is accepted back
    uri = listed[0].split("\t")[0]
    assert codeobj("dump", "--headers", uri).returncode == 0


def test_plus_is_not_percent_encoded(tmp_path):
    named = tmp_path / "gfx90a:xnack+"
    named.mkdir()
    (named / "lib.a").write_bytes((REPO / LIBHET_REL).read_bytes())
    line = codeobj("list", str(named / "lib.a")).stdout.decode().splitlines()[0]
    assert line.startswith(f"file://{named}/lib.a#offset="), line
    assert "%2B" not in line and "%3A" not in line


def test_uri_forms_read_back():
    from codeobj.bundle import file_uri, parse_uri

    assert str(file_uri("a/b+c.so", 1, 2)) == "file:a/b+c.so#offset=1&size=2"
    assert str(file_uri("/a/b c.so", 1, 2)) == "file:///a/b%20c.so#offset=1&size=2"
    for text, path in (("file:a/b.so#offset=1", "a/b.so"), ("file://a/b.so#offset=1", "a/b.so"),
                       ("file:/a/b.so#offset=1", "/a/b.so"), ("file:///a/b.so", "/a/b.so")):
        assert parse_uri(text).path == path, text


# -- check ------------------------------------------------------------------------------------

def test_check_is_silent_on_a_relocatable_without_kernels(tmp_path):
    import codeobj as lib

    source = ('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"\n\t.text\n\t.globl f\n'
              '\t.type f,@function\nf:\n\ts_setpc_b64 s[30:31]\n')
    result = lib.assemble(source)
    assert result.ok, result.diagnostics
    obj = tmp_path / "f.o"
    obj.write_bytes(result.data)
    assert "metadata-missing" not in codeobj("check", str(obj)).stdout.decode()
    run = codeobj("check", "--no-code", str(obj))  # this toy function is not what's tested
    assert run.returncode == 0, run.stdout
    assert run.stdout.decode() == "1 code object checked: 0 error(s), 0 warning(s), 0 note(s)\n"


# -- progress ---------------------------------------------------------------------------------

class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_only_on_a_terminal():
    from codeobj.cli.dump_core import Progress

    pipe = io.StringIO()
    quiet = Progress(pipe)
    quiet.update(1, 10, "x")
    quiet.clear()
    assert pipe.getvalue() == ""
    tty = _Terminal()
    shown = Progress(tty)
    shown.update(3, 10, "lib.so#offset=1")
    assert "[3/10] lib.so#offset=1" in tty.getvalue()
    shown.clear()
    assert tty.getvalue().endswith("\r\x1b[K")


def test_dump_of_many_code_objects_reports_progress_on_a_terminal(monkeypatch, capsys):
    from codeobj.cli import dump_core

    seen = []
    real = dump_core.Progress.update

    def update(self, done, total, name):
        seen.append((done, total))
        real(self, done, total, name)

    monkeypatch.setattr(dump_core.Progress, "update", update)
    assert dump_core.run_dump([str(REPO / LIBHET_REL)], parts={"headers": True}, as_json=True)
    capsys.readouterr()
    assert seen and seen[-1][0] == seen[-1][1] > 1


def test_the_text_kernel_section_gives_the_descriptor_address():
    out = codeobj("dump", "--kernels", SAMPLE_REL).stdout.decode()
    doc = _json(codeobj("dump", "--json", "--kernels", SAMPLE_REL))
    first = doc["code_objects"][0]["kernels"][0]
    assert f"  {first['name']}  (symbol {first['symbol']})\n" \
           f"    descriptor: {first['descriptor_address']:#x}\n" in out
