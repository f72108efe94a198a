"""Editing code objects (codeobj.editing, codeobj.elf.rewrite, `codeobj patch`), without tools.

The LLVM tools' view of the results is tests/test_edit_llvm.py.
"""

from __future__ import annotations

import os
from pathlib import Path

import msgpack
import pytest
from codeobj.cli.main import main

import codeobj
from codeobj.editing import edit, metadata_path
from codeobj.elf.rewrite import ElfRewriter
from codeobj.errors import EditError

REPO = Path(__file__).resolve().parent.parent
TESTDATA = REPO / "testdata"
SAMPLE = TESTDATA / "sample" / "vector_add-gfx90a-v5.hsaco"
SAMPLE_O = TESTDATA / "sample" / "vector_add-gfx90a-v5.o"
V2 = TESTDATA / "corpus" / "v2" / "gfx900" / "scratch.hsaco"


def _run(capsys, *argv) -> tuple[int, str, str]:
    try:
        main([str(a) for a in argv])
        code = 0
    except SystemExit as e:
        code = e.code or 0
    out, err = capsys.readouterr()
    return code, out, err


def _objects():
    for path in sorted(TESTDATA.rglob("*")):
        if path.suffix not in (".o", ".hsaco", ".co", ".so"):
            continue
        try:
            assert codeobj.open_code_object(path).kernels is not None
        except codeobj.CodeObjectError:
            continue  # host objects of the offload corpus
        yield path


@pytest.mark.slow  # tens of seconds: the full tier only (docs/testing.md)
def test_no_change_gives_the_same_bytes_for_every_testdata_object():
    count = 0
    for path in _objects():
        assert edit(path).to_bytes() == path.read_bytes(), path
        count += 1
    assert count > 500


def test_descriptor_change_touches_only_the_descriptor():
    data = SAMPLE.read_bytes()
    ed = edit(SAMPLE)
    changes = ed.set_descriptor("saxpy", {".amdhsa_next_free_sgpr": 24,
                                          ".amdhsa_ieee_mode": 0})
    assert [str(c) for c in changes] == [
        ("kernel saxpy: .amdhsa_next_free_sgpr: 12 -> 28 (asked for 24: the descriptor holds "
         "register counts in granules)"),
        "kernel saxpy: .amdhsa_ieee_mode: 1 -> 0",
        "kernel saxpy: compute_pgm_rsrc1.GRANULATED_WAVEFRONT_SGPR_COUNT: 1 -> 3",
        "kernel saxpy: compute_pgm_rsrc1.ENABLE_IEEE_MODE: 1 -> 0",
    ]
    out = ed.to_bytes()
    k = codeobj.open_code_object(SAMPLE).kernel("saxpy")
    start, end = k.descriptor_offset, k.descriptor_offset + 64
    assert len(out) == len(data) and out[:start] == data[:start] and out[end:] == data[end:]
    after = codeobj.CodeObject(out).kernel("saxpy").descriptor
    assert after.granulated_wavefront_sgpr_count == 3
    assert dict(after.directives())[".amdhsa_ieee_mode"] == 0


def test_descriptor_changes_accumulate():
    ed = edit(SAMPLE)
    ed.set_descriptor("saxpy", {".amdhsa_ieee_mode": 0})
    ed.set_descriptor("saxpy", {".amdhsa_dx10_clamp": 0})
    kd = codeobj.CodeObject(ed.to_bytes()).kernel("saxpy").descriptor
    assert dict(kd.directives())[".amdhsa_ieee_mode"] == 0
    assert dict(kd.directives())[".amdhsa_dx10_clamp"] == 0


@pytest.mark.parametrize("path", [SAMPLE, SAMPLE_O], ids=["linked", "relocatable"])
def test_metadata_change_of_the_same_size_is_made_in_place(path):
    data = path.read_bytes()
    ed = edit(path)
    ed.set_metadata(".sgpr_count", 20, kernel="saxpy")
    out = ed.to_bytes()
    assert len(out) == len(data) and ed.layout_changes == []
    assert sum(a != b for a, b in zip(out, data)) == 1
    co = codeobj.CodeObject(out)
    assert co.kernel("saxpy").metadata[".sgpr_count"] == 20


def test_metadata_growth_in_a_relocatable_object_moves_what_follows():
    data = SAMPLE_O.read_bytes()
    ed = edit(SAMPLE_O)
    ed.set_metadata("amdhsa.target", "amdgcn-amd-amdhsa--gfx90a:xnack+:sramecc-")
    out = ed.to_bytes()
    before, after = codeobj.open_code_object(SAMPLE_O), codeobj.CodeObject(out)
    assert after.metadata["amdhsa.target"].endswith(":sramecc-")
    note = before.section(".note")
    grown = after.section(".note").sh_size - note.sh_size
    assert grown > 0 and ed.layout_changes == []
    for s, t in zip(before.sections, after.sections):
        assert (s.name, s.sh_type, s.sh_flags, s.sh_addralign) == \
               (t.name, t.sh_type, t.sh_flags, t.sh_addralign)
        if s.name != ".note":
            assert bytes(before.section_data(s.index)) == bytes(after.section_data(t.index))
            assert t.sh_offset % max(t.sh_addralign, 1) == 0
    assert len(out) >= len(data) + grown
    assert [k.name for k in after.kernels] == [k.name for k in before.kernels]


def test_metadata_growth_in_a_linked_object_moves_the_note_out_of_the_loaded_segments():
    ed = edit(SAMPLE)
    ed.set_metadata(".max_flat_workgroup_size", 1024, kernel="vector_add")
    ed.set_metadata(".language", "OpenCL C (patched)", kernel="vector_add")
    ed.set_metadata("/amdhsa.target", "amdgcn-amd-amdhsa--gfx90a:xnack-", kernel="vector_add")
    out = ed.to_bytes()
    assert len(ed.layout_changes) == 1 and "outside the loaded segments" in \
        ed.layout_changes[0]
    before, after = codeobj.open_code_object(SAMPLE), codeobj.CodeObject(out)
    note = after.section(".note")
    assert note.sh_addr == 0 and not note.sh_flags & 2 and note.sh_offset >= len(SAMPLE.read_bytes())
    pt_note = [p for p in after.segments if p.p_type == 4]
    assert pt_note and (pt_note[0].p_offset, pt_note[0].p_filesz) == (note.sh_offset,
                                                                      note.sh_size)
    loads = [(p.p_offset, p.p_vaddr, p.p_filesz, p.p_memsz) for p in before.segments
             if p.p_type == 1]
    assert loads == [(p.p_offset, p.p_vaddr, p.p_filesz, p.p_memsz) for p in after.segments
                     if p.p_type == 1]
    for s, t in zip(before.sections, after.sections):
        if s.name != ".note":
            assert (s.sh_addr, s.sh_offset, s.sh_size) == (t.sh_addr, t.sh_offset, t.sh_size)
    md = after.kernel("vector_add").metadata
    assert md[".max_flat_workgroup_size"] == 1024 and md[".language"] == "OpenCL C (patched)"
    assert after.metadata["amdhsa.target"] == "amdgcn-amd-amdhsa--gfx90a:xnack-"


@pytest.mark.slow  # tens of seconds: the full tier only (docs/testing.md)
def test_unchanged_metadata_reencodes_byte_identically():
    for path in _objects():
        co = codeobj.open_code_object(path)
        for n in co.notes:
            if n.owner == "AMDGPU" and n.type == 32 and isinstance(n.value, dict):
                assert msgpack.packb(n.value, use_bin_type=True) == n.desc, path


def test_delete_and_add_metadata_keys():
    ed = edit(SAMPLE_O)
    ed.delete_metadata(".sgpr_spill_count", kernel="saxpy")
    with pytest.raises(EditError, match="no such key .adding a key needs create=True"):
        ed.set_metadata(".uniform_work_group_size", 1, kernel="saxpy")
    ed.set_metadata(".uniform_work_group_size", 1, kernel="saxpy", create=True)
    md = codeobj.CodeObject(ed.to_bytes()).kernel("saxpy").metadata
    assert ".sgpr_spill_count" not in md and md[".uniform_work_group_size"] == 1


def test_symbol_change():
    ed = edit(SAMPLE)
    changes = ed.set_symbol("saxpy", size=0x200)
    assert [c.what for c in changes] == ["symbol saxpy (.dynsym): st_size",
                                         "symbol saxpy (.symtab): st_size"]
    co = codeobj.CodeObject(ed.to_bytes())
    for table in co.symbol_tables.values():
        assert next(s for s in table if s.name == "saxpy").size == 0x200
    ed = edit(SAMPLE)
    ed.set_symbol("saxpy", value=0x1234, table=".symtab")
    co = codeobj.CodeObject(ed.to_bytes())
    assert [next(s for s in t if s.name == "saxpy").value == 0x1234
            for t in co.symbol_tables.values()] == [False, True]


def test_section_bytes_change():
    co = codeobj.open_code_object(SAMPLE)
    k = co.kernel("saxpy")
    ed = edit(SAMPLE)
    text = co.section(".text")
    offset = k.entry_address - text.sh_addr
    ed.set_section_data(".text", bytes.fromhex("000080bf"), offset)  # s_nop 0
    out = codeobj.CodeObject(ed.to_bytes())
    assert out.kernel("saxpy").code[:4] == bytes.fromhex("000080bf")


def test_v2_metadata_and_amd_kernel_code():
    co = codeobj.open_code_object(V2)
    name = co.kernels[0].name
    ed = edit(V2)
    ed.set_metadata("CodeProps/NumSGPRs", 40, kernel=name)
    ed.set_descriptor(name, {"wavefront_sgpr_count": 40})
    after = codeobj.CodeObject(ed.to_bytes())
    assert after.metadata["Kernels"][0]["CodeProps"]["NumSGPRs"] == 40
    assert after.kernels[0].descriptor.get("wavefront_sgpr_count") == 40
    with pytest.raises(EditError, match="V2 .YAML. metadata can only"):
        edit(V2).set_metadata("CodeProps/NewKey", 1, kernel=name, create=True)
    with pytest.raises(EditError, match="does not fit the 16-bit key"):
        edit(V2).set_descriptor(name, {"wavefront_sgpr_count": 1 << 16})


def test_metadata_paths():
    assert metadata_path("amdhsa.kernels/0/.name") == ["amdhsa.kernels", "0", ".name"]
    assert metadata_path("/.args/1/.name") == [".args", "1", ".name"]
    assert metadata_path("a~1b/c~0d") == ["a/b", "c~d"]
    with pytest.raises(EditError):
        metadata_path("")


@pytest.mark.parametrize("change,message", [
    (lambda ed: ed.set_descriptor("nope", {".amdhsa_ieee_mode": 0}), "no kernel named 'nope'"),
    (lambda ed: ed.set_descriptor("saxpy", {".amdhsa_ieee_mode": 5}),
     "kernel saxpy descriptor at 0x17c0: .amdhsa_ieee_mode: value out of range"),
    (lambda ed: ed.set_metadata(".sgpr_count", "many", kernel="saxpy"),
     "kernel saxpy metadata: .sgpr_count: is an integer, not a string"),
    (lambda ed: ed.set_metadata("amdhsa.kernels/7/.name", "x"),
     "metadata: amdhsa.kernels/7: '7' is not an index of this list of 4"),
    (lambda ed: ed.set_metadata("amdhsa.kernels/\u00b2/.name", "x"),
     "metadata: amdhsa.kernels/\u00b2: '\u00b2' is not an index of this list of 4"),
    (lambda ed: ed.set_metadata("amdhsa.kernels/" + "9" * 5000 + "/.name", "x"),
     "is not an index of this list of 4"),
    (lambda ed: ed.set_metadata(".args/0/.size/x", 1, kernel="saxpy"),
     "kernel saxpy metadata: .args/0/.size/x: .+ is an integer, not a map or a list"),
    (lambda ed: ed.delete_metadata(".nope", kernel="saxpy"), "no such key"),
    (lambda ed: ed.set_metadata(".sgpr_cont", 1, kernel="saxpy"), ".sgpr_cont: no such key"),
    (lambda ed: ed.set_symbol("nope", value=1), "no symbol named 'nope'"),
    (lambda ed: ed.set_symbol("saxpy", value=-1), "symbol saxpy: st_value: -1 is not"),
    (lambda ed: ed.set_section_data(".text", b"\0", 0x780), "do not fit its 0x780 bytes"),
])
def test_bad_changes_raise_edit_errors_naming_file_and_field(change, message):
    with pytest.raises(EditError, match=message) as info:
        change(edit(SAMPLE))
    assert str(info.value).startswith(str(SAMPLE))


def test_rewriter_refuses_patches_over_headers_and_outside_the_file():
    rw = ElfRewriter(SAMPLE.read_bytes(), str(SAMPLE))
    with pytest.raises(EditError, match="overlaps the ELF header"):
        rw.patch(0x10, b"\0\0", "e_type")
    with pytest.raises(EditError, match="outside the file"):
        rw.patch(len(rw.original) - 1, b"\0\0", "tail")
    rw.patch(0x1000, b"\1", "a")
    with pytest.raises(EditError, match="overlaps the change to a"):
        rw.patch(0x1000, b"\2", "b")


# ------------------------------------------------------------------------------ the CLI


def test_patch_cli_writes_and_lists_the_changes(tmp_path, capsys):
    out = tmp_path / "out.hsaco"
    code, stdout, err = _run(capsys, "patch", SAMPLE, "--kernel", "saxpy", "--set",
                             ".amdhsa_ieee_mode=0", "--set-metadata", ".sgpr_count=0x14",
                             "-o", out)
    assert code == 0, err
    assert "kernel saxpy: .amdhsa_ieee_mode: 1 -> 0" in stdout
    assert "kernel saxpy metadata: .sgpr_count: 11 -> 20" in stdout
    co = codeobj.open_code_object(out)
    assert co.kernel("saxpy").metadata[".sgpr_count"] == 20


def test_patch_cli_in_place_and_to_stdout(tmp_path, capsysbinary):
    target = tmp_path / "k.hsaco"
    target.write_bytes(SAMPLE.read_bytes())
    try:
        main(["patch", str(target), "--symbol-size", "saxpy=0x100", "-o", str(target), "-q"])
    except SystemExit as e:
        assert not e.code
    assert next(s for s in codeobj.open_code_object(target).symbols
                if s.name == "saxpy").size == 0x100
    try:
        main(["patch", str(SAMPLE), "--symbol-size", "saxpy=0x100", "-o", "-"])
    except SystemExit as e:
        assert not e.code
    out, err = capsysbinary.readouterr()
    assert out == target.read_bytes() and b"st_size" in err


@pytest.mark.parametrize("args,status,message", [
    (["--kernel", "nope", "--set", ".amdhsa_ieee_mode=0"], 1, "no kernel named 'nope'"),
    (["--kernel", "saxpy", "--set", ".amdhsa_ieee_mode=9"], 1,
     "kernel saxpy descriptor at 0x17c0: .amdhsa_ieee_mode: value out of range"),
    (["--kernel", "saxpy", "--set", ".amdhsa_ieee_mode=x"], 2, "is not an integer"),
    (["--set", ".amdhsa_ieee_mode=0"], 2, "name it with --kernel"),
    ([], 2, "nothing to change"),
    (["--kernel", "saxpy", "--set-metadata", ".args/0/.size/x=1"], 1, "not a map or a list"),
    (["--set-bytes", ".text=00"], 2, "expected SECTION:OFFSET=HEX"),
])
def test_patch_cli_errors_exit_nonzero_and_write_nothing(tmp_path, capsys, args, status,
                                                        message):
    out = tmp_path / "out.hsaco"
    out.write_bytes(b"keep me")
    code, _, err = _run(capsys, "patch", SAMPLE, *args, "-o", out)
    assert code == status
    assert message in err and "Traceback" not in err
    assert out.read_bytes() == b"keep me"
    assert [p.name for p in tmp_path.iterdir()] == ["out.hsaco"]  # no temporary left behind


def test_patch_cli_on_a_host_file_says_what_it_is(tmp_path, capsys):
    host = TESTDATA / "offload" / "bundled_add_one.o"
    if not host.exists():
        pytest.skip("no host object in testdata")
    code, _, err = _run(capsys, "patch", host, "--symbol-size", "x=1", "-o", tmp_path / "o")
    assert code == 1 and "not an AMDGPU code object" in err
    assert not os.path.exists(tmp_path / "o")
