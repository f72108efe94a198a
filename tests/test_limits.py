"""One set of limits (codeobj.limits, issue 18): every limit is a row of LIMITS with its default,
raised by ``--limit NAME=VALUE`` on every command and by ``use_limits`` / ``limits=`` in the
library, and listed in the docs.  The hostile inputs each limit stops are in
tests/test_hostile_campaign.py."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from codeobj.cli.app import _COMMANDS, cli

import codeobj
from codeobj.asm import assemble
from codeobj.limits import DEFAULT_LIMITS, LIMITS, Limits, parse_limit, use_limits

REPO = Path(__file__).resolve().parent.parent
DOCS = REPO / "docs"
#: limits that the assembler reads (docs/assembler.md lists them)
ASSEMBLER = {"source", "output", "expansion", "include_depth", "errors", "metadata_depth"}


def _doc_default(info) -> str:
    return f"{info.default >> 20} MiB" if info.size else f"{info.default:,}"


def test_the_record_and_the_table_agree() -> None:
    assert codeobj.asm.Limits is Limits  # one record, not an assembler copy
    assert [i.name for i in LIMITS] == list(codeobj._record.fields(Limits))
    assert {i.name: i.default for i in LIMITS} == {
        n: getattr(DEFAULT_LIMITS, n) for n in codeobj._record.fields(Limits)}


def test_docs_list_every_limit_with_its_default() -> None:
    table = (DOCS / "limits.md").read_text()
    for info in LIMITS:
        row = re.search(rf"^\| `{info.option}` \| ([^|]+) \|", table, re.MULTILINE)
        assert row, f"docs/limits.md has no row for {info.option}"
        assert row.group(1).strip() == _doc_default(info), info.option
    cli_doc = (DOCS / "cli.md").read_text()
    asm_doc = (DOCS / "assembler.md").read_text()
    for info in LIMITS:
        assert f"`{info.option}`" in cli_doc, info.option
        if info.name in ASSEMBLER:
            assert f"`{info.option}`" in asm_doc, info.option


@pytest.mark.parametrize("command", sorted(_COMMANDS))
def test_every_command_takes_limit(command: str) -> None:
    result = CliRunner().invoke(cli, [command, "--help"])
    assert result.exit_code == 0, result.output
    assert "--limit NAME=VALUE" in result.output
    assert "expansion=131072" in result.output.replace("\n", " ").replace(" ", "")


def test_parse_limit() -> None:
    assert parse_limit("include-depth=3") == ("include_depth", 3)
    assert parse_limit("output=2G") == ("output", 2 << 30)
    assert parse_limit("load=4K") == ("load", 4096)
    for bad in ("expansion=1M", "output=x", "errors=0", "max-output-size=1"):
        with pytest.raises(ValueError, match=re.escape(bad)):
            parse_limit(bad)


def _build(tmp_path: Path, text: str, *options: str) -> tuple[int, str]:
    (tmp_path / "a.s").write_text(text)
    result = CliRunner().invoke(cli, ["build", "-c", "--mcpu", "gfx90a", str(tmp_path / "a.s"),
                                      "-o", str(tmp_path / "a.o"), *options])
    return result.exit_code, result.stderr


@pytest.mark.parametrize(("text", "option", "says"), [
    (".byte 1\n" * 64, "output=16", "--limit output=SIZE"),
    (".rept 100\n.byte 1\n.endr\n", "expansion=10", "--limit expansion=N"),
    (".include \"a.s\"\n", "include-depth=1", None),  # includes itself: an error at any depth
    ("junk\n" * 5, "errors=2", "--limit errors=N"),
    (".byte 1\n" * 8, "source=16", "--limit source=SIZE"),
])
def test_assembler_limits_are_raised_by_limit(tmp_path: Path, text: str, option: str,
                                              says: str | None) -> None:
    status, stderr = _build(tmp_path, text, "--limit", option)
    assert status == 1 and "a.s" in stderr
    if says:
        assert says in stderr
        name = option.partition("=")[0]
        raised = f"{name}={'64M' if name in ('output', 'source') else '100000'}"
        assert _build(tmp_path, text, "--limit", raised)[0] == (1 if name == "errors" else 0)


def test_the_old_assembler_options_are_gone(tmp_path: Path) -> None:
    status, _ = _build(tmp_path, ".byte 1\n", "--max-output-size", "100")
    assert status == 2


def test_the_library_raises_the_assembler_limits_both_ways() -> None:
    text = ".rept 100\n.byte 1\n.endr\n"
    assert assemble(text, "r.s", mcpu="gfx90a").ok
    with use_limits(expansion=10):
        assert "the expansion limit" in assemble(text, "r.s", mcpu="gfx90a").errors[0].message
        assert assemble(text, "r.s", mcpu="gfx90a", limits=Limits(expansion=1000)).ok
    low = assemble(text, "r.s", mcpu="gfx90a", limits=Limits(output=10))
    assert "--limit output=SIZE" in low.errors[0].message
    with pytest.raises(ValueError, match="positive"):
        assemble(text, "r.s", limits=Limits(output=0))


def test_assemble_passes_its_limits_to_the_metadata_reader() -> None:
    text = ".amdgpu_metadata\namdhsa.version: [1, 2]\namdhsa.x: [[[[1]]]]\n.end_amdgpu_metadata\n"
    low = assemble(text, "m.s", mcpu="gfx90a", limits=Limits(metadata_depth=3))
    assert "--limit metadata-depth=N" in low.errors[0].message
    assert "--limit" not in assemble(text, "m.s", mcpu="gfx90a").errors[0].message


def test_the_load_limit(tmp_path: Path) -> None:
    path = REPO / "testdata" / "corpus" / "v5" / "gfx90a" / "vector_add.hsaco"
    assert codeobj.load(str(path)).memory is not None
    with use_limits(load=100), pytest.raises(codeobj.LinkError) as e:
        codeobj.load(str(path))
    assert str(path) in str(e.value) and "--limit load=SIZE" in str(e.value)


def test_instruction_bytes_count_once_against_the_output_limit() -> None:
    # 100 different instruction lines of 8 bytes (a literal each), new text and repeated
    # text: 800 bytes.  New lines were counted twice (1,600) until the speed work of issue 13
    new = [f"v_mov_b32 v{i}, {i + 100}\n" for i in range(100)]
    again = ["v_mov_b32 v0, 100\n"] * 100
    for lines in (new, again, new[:50] + again[:50]):
        body = "".join(lines)
        text = '.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"\n.text\n' + body
        assert assemble(text, "o.s", limits=Limits(output=800)).ok
        low = assemble(text, "o.s", limits=Limits(output=799))
        assert [d.line for d in low.errors] == [102]
        assert "--limit output=SIZE" in low.errors[0].message


def test_section_alignment_padding_is_bounded_by_the_output_limit() -> None:
    # `.balign 0x80000000` at the start of .text puts the section 2 GiB into the object (no
    # padding inside the section: the alignment is the section's; llvm-mc-19 writes the file):
    # the zeros were made in memory before anything refused them (MemoryError under the
    # hostile campaign's memory cap, seed 9 build#1614); now the output limit bounds them
    text = ('.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"\n.text\n.balign 0x80000000\n'
            's_endpgm\n')
    r = assemble(text, "big.s")
    assert not r.ok and len(r.errors) == 1
    assert "padding" in r.errors[0].message and "--limit output=SIZE" in r.errors[0].message
    small = text.replace("0x80000000", "0x1000")
    assert assemble(small, "ok.s").ok
    assert not assemble(small, "low.s", limits=Limits(output=0x800)).ok
