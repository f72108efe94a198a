"""`codeobj diff` / codeobj.diff without external tools: testdata objects, codeobj's own
assembler and linker, and the editor.  Builds with clang-19 are tests/test_diff_clang.py."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from codeobj.cli.main import main

import codeobj
from codeobj import link
from codeobj.asm import assemble
from codeobj.compare import diff
from codeobj.editing import edit

REPO = Path(__file__).resolve().parent.parent
TESTDATA = REPO / "testdata"
SAMPLE = TESTDATA / "sample" / "vector_add-gfx90a-v5.hsaco"
GFX90A = TESTDATA / "corpus" / "v5" / "gfx90a"


def _run(capsys, *argv) -> tuple[int, str, str]:
    try:
        main([str(a) for a in argv])
        code = 0
    except SystemExit as e:
        code = e.code or 0
    out, err = capsys.readouterr()
    return code, out, err


def _build(text: str, name: str, mcpu: str = "gfx90a", version: int = 5) -> bytes:
    result = assemble(text, name, mcpu=mcpu, code_object_version=version)
    assert not result.errors, [d.format() for d in result.errors]
    return link([result.data], names=[name]).data


def test_an_object_against_itself_is_the_same(capsys):
    assert diff(SAMPLE, SAMPLE).same
    code, out, err = _run(capsys, "diff", SAMPLE, SAMPLE)
    assert (code, out, err) == (0, "", "")
    code, out, _ = _run(capsys, "diff", "--json", SAMPLE, SAMPLE)
    assert code == 0 and json.loads(out)["same"] is True


@pytest.mark.parametrize("directory", ["v5/gfx90a", "v5/gfx1100", "v2/gfx900", "v4/gfx906"])
def test_relocatable_and_linked_forms_have_the_same_code(directory):
    """The linker moves every function and fills in every PC-relative literal; once branch
    targets are labels and literals the symbols they reach, nothing is left to report."""
    pairs = [(o, o.with_suffix(".hsaco")) for o in sorted((TESTDATA / "corpus" / directory)
                                                          .glob("*.o"))
             if o.with_suffix(".hsaco").exists()]
    assert pairs
    compared = 0
    for rel, dyn in pairs:
        (obj,) = diff(rel, dyn).objects
        assert obj.header == {"elf_type": ["ET_REL", "ET_DYN"]}
        for k in obj.kernels:
            assert (k.status, k.descriptor, k.metadata) == ("same", {}, {}), (rel, k)
            compared += k.code is not None and k.code.a_count > 0
        assert all(f.status == "same" for f in obj.functions), rel
    assert compared >= len(pairs)


def _edited_kernel() -> tuple[str, str, str, str]:
    """lds_atomics.s with one instruction of dynamic_lds_scan (a kernel with forward and
    backward branches around and after it) made 4 bytes longer: (original text, edited
    text, the line before, the line after)."""
    text = (GFX90A / "lds_atomics.s").read_text()
    start = text.index("dynamic_lds_scan:")
    match = re.compile(r"^\tv_mov_b32_e32 v5, 0$", re.MULTILINE).search(text, start)
    assert match is not None
    edited = text[:match.start()] + "\tv_mov_b32_e32 v5, 0x12345" + text[match.end():]
    return text, edited, "v_mov_b32_e32 v5, 0", "v_mov_b32_e32 v5, 0x12345"


def test_one_edited_instruction_is_the_only_change():
    text, edited, old, new = _edited_kernel()
    a = _build(text, "lds_atomics.s")
    b = _build(edited, "lds_atomics_edited.s")
    report = diff(a, b)
    (obj,) = report.objects
    changed = [k for k in obj.kernels if k.status != "same"]
    assert [k.name for k in changed] == ["dynamic_lds_scan"]
    k = changed[0]
    assert (k.descriptor, k.metadata, k.resources, k.occupancy) == ({}, {}, {}, {})
    assert (k.code.removed, k.code.added) == (1, 1)
    (hunk,) = k.code.hunks
    assert [line for line in hunk["lines"] if line[0] != " "] == ["-" + old, "+" + new]
    # the edit moved the code after it: the branches' encoded offsets differ, the diff does not
    side_a, side_b = (codeobj.CodeObject(x).kernel("dynamic_lds_scan").code for x in (a, b))
    assert len(side_b) == len(side_a) + 4


def test_one_edited_instruction_in_the_cli(tmp_path, capsys):
    text, edited, old, new = _edited_kernel()
    (tmp_path / "a.hsaco").write_bytes(_build(text, "a.s"))
    (tmp_path / "b.hsaco").write_bytes(_build(edited, "b.s"))
    code, out, err = _run(capsys, "diff", tmp_path / "a.hsaco", tmp_path / "b.hsaco")
    assert code == 1, err
    assert [line.strip() for line in out.splitlines() if line.strip()[:2] in ("- ", "+ ")] == [
        f"- {old}", f"+ {new}"]
    assert "kernel dynamic_lds_scan: changed" in out
    code, out, _ = _run(capsys, "diff", "--json", tmp_path / "a.hsaco", tmp_path / "b.hsaco")
    doc = json.loads(out)
    assert code == 1 and doc["same"] is False
    (obj,) = doc["code_objects"]
    assert [k["name"] for k in obj["kernels"]] == ["dynamic_lds_scan"]
    assert obj["kernels"][0]["code"]["removed"] == obj["kernels"][0]["code"]["added"] == 1


def test_patched_descriptor_and_metadata_show_as_such():
    ed = edit(SAMPLE)
    ed.set_descriptor("saxpy", {".amdhsa_ieee_mode": 0})
    ed.set_metadata(".sgpr_count", 20, kernel="saxpy")
    (obj,) = diff(SAMPLE, ed.to_bytes()).objects
    changed = {k.name: k for k in obj.kernels if k.status != "same"}
    assert list(changed) == ["saxpy"]
    k = changed["saxpy"]
    assert k.descriptor == {".amdhsa_ieee_mode": [1, 0]}
    assert k.metadata == {".sgpr_count": [11, 20]}
    assert k.resources == {"sgpr_count": [11, 20]}
    assert k.code is not None and k.code.same


def test_kernels_added_and_removed_and_bundles_paired_by_target():
    one = TESTDATA / "offload" / "bundled_add_one.o"
    two = TESTDATA / "offload" / "bundled_add_two_with_a_long_name.o"
    if not one.exists() or not two.exists():
        pytest.skip("no offload bundles in testdata")
    assert diff(one, one).same
    report = diff(one, two)
    assert not report.same
    for obj in report.objects:
        assert obj.status in ("changed", "added", "removed")
        if obj.status == "changed":
            statuses = {k.status for k in obj.kernels}
            assert statuses <= {"added", "removed", "same", "changed"} and statuses != {"same"}


def test_errors_exit_2_naming_the_file(tmp_path, capsys):
    code, _, err = _run(capsys, "diff", SAMPLE, tmp_path / "missing.hsaco")
    assert code == 2 and "missing.hsaco" in err and "Traceback" not in err
    junk = tmp_path / "junk.hsaco"
    junk.write_bytes(b"\x7fELF" + bytes(60))
    code, _out, err = _run(capsys, "diff", SAMPLE, junk)
    assert code == 2 and "junk.hsaco" in err
    code, _, err = _run(capsys, "diff", SAMPLE)
    assert code == 2
