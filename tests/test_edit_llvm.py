"""Edited code objects as llvm-readelf-19, llvm-objdump-19 and comgr read them: the patched value
changed and nothing else did (the whole output compared before and after).

Objects are patched with `codeobj patch` (the command users run) into a directory of their own
under the same file name as the original's copy, so that the tools' output, which names the
file, can be compared line by line.
"""

from __future__ import annotations

import difflib
import shutil
import subprocess
from pathlib import Path

import pytest
from codeobj.cli.main import main

from . import refs

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "testdata" / "sample" / "vector_add-gfx90a-v5.hsaco"
SAMPLE_O = REPO / "testdata" / "sample" / "vector_add-gfx90a-v5.o"
V2 = REPO / "testdata" / "corpus" / "v2" / "gfx900" / "scratch.hsaco"

pytestmark = pytest.mark.llvm19


def _patched(tmp_path: Path, original: Path, *args: str) -> tuple[Path, Path]:
    """(copy of the original, patched file) in two directories, under the same name."""
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    before = tmp_path / "a" / original.name
    after = tmp_path / "b" / original.name
    shutil.copyfile(original, before)
    try:
        main(["patch", str(before), *args, "-o", str(after), "-q"])
    except SystemExit as e:
        assert not e.code, f"codeobj patch exited {e.code}"
    return before, after


def _tool(tool: str, path: Path, *args: str) -> list[str]:
    """The tool's output lines, run beside the file so that it names it the same way."""
    out = subprocess.run([tool, *args, path.name], cwd=path.parent, capture_output=True,
                         text=True, check=True)
    assert not out.stderr, out.stderr
    return out.stdout.splitlines()


def _changed(before: list[str], after: list[str]) -> tuple[list[str], list[str]]:
    """(lines only before, lines only after), from a sequence diff."""
    gone, new = [], []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, before, after,
                                                       autojunk=False).get_opcodes():
        if tag != "equal":
            gone += before[i1:i2]
            new += after[j1:j2]
    return gone, new


def _comgr_metadata(path: Path):
    return refs.comgr_view(path)["metadata"]


@pytest.mark.parametrize("original", [SAMPLE, SAMPLE_O], ids=["linked", "relocatable"])
def test_descriptor_patch_changes_only_that_directive(tmp_path, original):
    before, after = _patched(tmp_path, original, "--kernel", "saxpy",
                             "--set", ".amdhsa_ieee_mode=0", "--set", ".amdhsa_dx10_clamp=0")
    assert _tool("llvm-readelf-19", before, "--all") == _tool("llvm-readelf-19", after, "--all")
    assert _tool("llvm-objdump-19", before, "-d") == _tool("llvm-objdump-19", after, "-d")
    kd = ["-D", "--disassemble-symbols=saxpy.kd,vector_add.kd"]
    gone, new = _changed(_tool("llvm-objdump-19", before, *kd),
                         _tool("llvm-objdump-19", after, *kd))
    assert gone == ["\t.amdhsa_dx10_clamp 1", "\t.amdhsa_ieee_mode 1"]
    assert new == ["\t.amdhsa_dx10_clamp 0", "\t.amdhsa_ieee_mode 0"]


def test_register_count_patch_as_llvm_objdump_prints_it(tmp_path):
    before, after = _patched(tmp_path, SAMPLE, "--kernel", "saxpy",
                             "--set", ".amdhsa_next_free_sgpr=24",
                             "--set", ".amdhsa_next_free_vgpr=40",
                             "--set", ".amdhsa_accum_offset=40")
    kd = ["-D", "--disassemble-symbols=saxpy.kd"]
    gone, new = _changed(_tool("llvm-objdump-19", before, *kd),
                         _tool("llvm-objdump-19", after, *kd))
    # llvm-objdump prints the granulated counts: 24 SGPRs + 4 for XNACK -> 32; 40 VGPRs -> 40
    assert sorted(gone) == ["\t.amdhsa_accum_offset 8", "\t.amdhsa_next_free_sgpr 16",
                            "\t.amdhsa_next_free_vgpr 8"]
    assert sorted(new) == ["\t.amdhsa_accum_offset 40", "\t.amdhsa_next_free_sgpr 32",
                           "\t.amdhsa_next_free_vgpr 40"]


@pytest.mark.comgr
@pytest.mark.parametrize("original", [SAMPLE, SAMPLE_O], ids=["linked", "relocatable"])
def test_same_size_metadata_patch_changes_one_line(tmp_path, original):
    before, after = _patched(tmp_path, original, "--kernel", "saxpy",
                             "--set-metadata", ".sgpr_count=20")
    gone, new = _changed(_tool("llvm-readelf-19", before, "--all"),
                         _tool("llvm-readelf-19", after, "--all"))
    assert [line.split() for line in gone] == [[".sgpr_count:", "11"]]
    assert [line.split() for line in new] == [[".sgpr_count:", "20"]]
    assert _tool("llvm-objdump-19", before, "-d") == _tool("llvm-objdump-19", after, "-d")
    md_before, md_after = _comgr_metadata(before), _comgr_metadata(after)
    assert md_after["amdhsa.kernels"][1][".sgpr_count"] == "20"
    md_after["amdhsa.kernels"][1][".sgpr_count"] = "11"
    assert md_after == md_before


def _readelf_views(path: Path) -> dict:
    return {
        "header": {k: v for k, v in refs.readelf_header(path).items() if k != "shoff"},
        "sections": refs.readelf_sections(path),
        "segments": _tool("llvm-readelf-19", path, "--segments", "-W"),
        "symbols": refs.readelf_symbols(path),
        "dynsym": refs.readelf_symbols(path, dynamic=True),
        "relocations": refs.readelf_relocations(path),
        "metadata": refs.readelf_notes_metadata(path),
    }


@pytest.mark.comgr
def test_growing_metadata_in_a_relocatable_object(tmp_path):
    before, after = _patched(tmp_path, SAMPLE_O, "--set-metadata",
                             "/amdhsa.target=amdgcn-amd-amdhsa--gfx90a:xnack+",
                             "--kernel", "saxpy", "--set-metadata", ".language=OpenCL C++")
    a, b = _readelf_views(before), _readelf_views(after)
    assert a["header"] == b["header"]
    assert a["symbols"] == b["symbols"] and a["relocations"] == b["relocations"]
    grown = 0
    for s, t in zip(a["sections"], b["sections"], strict=True):
        if s["name"] == ".note":
            grown = t["size"] - s["size"]
            s, t = dict(s, size=0), dict(t, size=0)
        # everything after the note moves: offsets aside, the section table is the same
        assert dict(s, offset=0) == dict(t, offset=0)
    assert grown > 0
    kernels = a["metadata"]["amdhsa.kernels"]
    kernels[[k[".name"] for k in kernels].index("saxpy")][".language"] = "OpenCL C++"
    a["metadata"]["amdhsa.target"] = "amdgcn-amd-amdhsa--gfx90a:xnack+"
    assert a["metadata"] == b["metadata"]
    assert _tool("llvm-objdump-19", before, "-dr") == _tool("llvm-objdump-19", after, "-dr")
    md = _comgr_metadata(after)
    assert md["amdhsa.target"] == "amdgcn-amd-amdhsa--gfx90a:xnack+"


@pytest.mark.comgr
def test_growing_metadata_in_a_linked_object_moves_the_note(tmp_path):
    before, after = _patched(tmp_path, SAMPLE, "--kernel", "vector_add",
                             "--set-metadata", ".max_flat_workgroup_size=1024",
                             "--set-metadata", ".language=OpenCL C (patched by codeobj)")
    a, b = _readelf_views(before), _readelf_views(after)
    assert a["header"] == b["header"]
    for key in ("symbols", "dynsym", "relocations"):
        assert a[key] == b[key], key
    for s, t in zip(a["sections"], b["sections"], strict=True):
        if s["name"] == ".note":
            assert t["flags"] == "" and t["address"] == 0 and t["size"] > s["size"]
        else:
            assert s == t
    gone, new = _changed(a["segments"], b["segments"])
    assert [line.split()[0] for line in gone if line.strip()] == ["NOTE", "01"]
    assert [line.split()[:1] for line in new if line.strip()] == [["NOTE"], ["01"]]
    assert a["metadata"]["amdhsa.kernels"][0][".max_flat_workgroup_size"] == 256
    a["metadata"]["amdhsa.kernels"][0][".max_flat_workgroup_size"] = 1024
    a["metadata"]["amdhsa.kernels"][0][".language"] = "OpenCL C (patched by codeobj)"
    assert a["metadata"] == b["metadata"]
    assert _tool("llvm-objdump-19", before, "-d") == _tool("llvm-objdump-19", after, "-d")
    md = _comgr_metadata(after)  # comgr reads notes of a linked object through PT_NOTE
    assert md["amdhsa.kernels"][0][".max_flat_workgroup_size"] == "1024"
    assert md["amdhsa.kernels"][0][".language"] == "OpenCL C (patched by codeobj)"


def test_symbol_patch_changes_only_those_symbol_lines(tmp_path):
    before, after = _patched(tmp_path, SAMPLE, "--symbol-size", "saxpy=0x200")
    gone, new = _changed(_tool("llvm-readelf-19", before, "--all"),
                         _tool("llvm-readelf-19", after, "--all"))
    assert len(gone) == len(new) == 2  # .dynsym and .symtab
    for old, line in zip(gone, new):
        assert old.split()[7] == line.split()[7] == "saxpy"
        assert (old.split()[2], line.split()[2]) == ("140", "512")
        assert old.split()[:2] + old.split()[3:] == line.split()[:2] + line.split()[3:]


def test_v2_metadata_and_amd_kernel_code_patch(tmp_path):
    before, after = _patched(tmp_path, V2, "--kernel", "private_sort",
                             "--set-metadata", "CodeProps/NumSGPRs=40",
                             "--set", "wavefront_sgpr_count=40")
    gone, new = _changed(_tool("llvm-readelf-19", before, "--all"),
                         _tool("llvm-readelf-19", after, "--all"))
    assert [line.split() for line in gone] == [["NumSGPRs:", "22"]]
    assert [line.split() for line in new] == [["NumSGPRs:", "40"]]
    # the amd_kernel_code_t is in .text at the kernel symbol (0x1e00); wavefront_sgpr_count
    # is its 16-bit member at 0x54: one byte, 0x16 -> 0x28, in the section's hex dump
    gone, new = _changed(_tool("llvm-objdump-19", before, "-s", "-j", ".text"),
                         _tool("llvm-objdump-19", after, "-s", "-j", ".text"))
    assert [line.split()[:3] for line in gone] == [["1e50", "00000000", "16000700"]]
    assert [line.split()[:3] for line in new] == [["1e50", "00000000", "28000700"]]
