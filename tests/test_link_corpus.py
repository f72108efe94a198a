"""codeobj.link against ld.lld on the corpus: every `ld.lld -shared` link in testdata/MANIFEST.json
is redone with codeobj and compared with ld.lld's output.

* with ld.lld's own `.comment` string the output must be byte-identical;
* with codeobj's default `.comment` the code, descriptors (entry offsets reaching their kernels),
  metadata and e_flags must be what ld.lld gives, and llvm-readelf must read it without warnings;
* in the multi-object links every REL32_LO/HI site holds S + A - P computed from ld.lld's
  symbol addresses.
"""

from __future__ import annotations

import functools
import struct
import subprocess
from pathlib import Path

import pytest

from codeobj import link, load

from . import refs

DYN = refs.corpus_entries(kind="dyn")
LINK_GROUP = [e for e in DYN if e["group"] == "link"]
# The readelf-heavy checks run on a quick subset by default (every hand-written, linked and
# sample object, and vector_add for each version and target); the whole corpus under `slow`.
QUICK = [e for e in DYN if e["group"] != "matrix" or Path(e["file"]).stem == "vector_add"]


def _marks(entry):
    return [pytest.mark.llvm19 if entry["llvm"] == 19 else pytest.mark.llvm15]


def _params(entries, quick=None):
    quick_files = {e["file"] for e in quick} if quick is not None else None
    return [pytest.param(e, id=e["file"],
                         marks=_marks(e) + ([pytest.mark.slow] if quick_files is not None
                                            and e["file"] not in quick_files else []))
            for e in entries]


def _inputs(entry) -> list[Path]:
    return [refs.TESTDATA / a for a in entry["command"] if a.endswith(".o")]


@functools.cache
def lld_comment(llvm: int) -> str:
    """The string ld.lld puts in .comment: "Linker: " + its --version up to " (compatible"."""
    from codeobj._link.hashes import _xxhash_library

    if _xxhash_library() is None:  # merged-string order needs ld.lld's hash (Debian libxxhash0)
        pytest.skip("libxxhash is not installed: byte identity with ld.lld cannot be reached")
    out = subprocess.run([f"ld.lld-{llvm}", "--version"], capture_output=True, text=True,
                         check=True).stdout
    return "Linker: " + out.split(" (")[0].strip()


def _link_like_lld(entry) -> bytes:
    return link(_inputs(entry), lld_version=entry["llvm"],
                comment=lld_comment(entry["llvm"])).data


def differing_sections(ours: bytes, reference: bytes) -> list[str]:
    """Names of the sections whose headers or bodies differ (for failure messages)."""
    from codeobj.elf.model import open_code_object

    a, b = open_code_object(ours), open_code_object(reference)
    names = []
    for x, y in zip(a.sections, b.sections):
        same_header = (x.name, x.sh_type, x.sh_flags, x.sh_addr, x.sh_size) == \
            (y.name, y.sh_type, y.sh_flags, y.sh_addr, y.sh_size)
        if not same_header or bytes(a.section_data(x.index)) != bytes(b.section_data(y.index)):
            names.append(y.name)
    if len(a.sections) != len(b.sections):
        names.append(f"(section count {len(a.sections)} vs {len(b.sections)})")
    if ours[:64] != reference[:64]:
        names.append("(ELF header)")
    return names


@pytest.mark.parametrize("entry", _params(DYN))
def test_byte_identical_to_ld_lld(entry):
    ours = _link_like_lld(entry)
    reference = (refs.TESTDATA / entry["file"]).read_bytes()
    assert ours == reference, f"differing sections: {differing_sections(ours, reference)}"


@pytest.mark.parametrize("entry", _params(LINK_GROUP))
def test_live_ld_lld_agrees(entry, tmp_path):
    """Run ld.lld now (not only the committed output) on the multi-object links."""
    out = tmp_path / "lld.hsaco"
    refs.run(f"ld.lld-{entry['llvm']}", "-shared", *_inputs(entry), "-o", out)
    assert _link_like_lld(entry) == out.read_bytes()


def _section_bytes(path: Path, name: str) -> bytes:
    for s in refs.readelf_sections(path):
        if s["name"] == name:
            return path.read_bytes()[s["offset"]:s["offset"] + s["size"]]
    return b""


@pytest.mark.parametrize("entry", _params(DYN, QUICK))
def test_default_comment_same_code_metadata_flags(entry, tmp_path):
    ours = tmp_path / "ours.hsaco"
    ours.write_bytes(link(_inputs(entry), lld_version=entry["llvm"]).data)
    reference = refs.TESTDATA / entry["file"]
    status, _, stderr = refs.run_with_stderr("llvm-readelf-19", "-a", ours)
    assert status == 0 and "warning" not in stderr.lower(), stderr
    ref_header, our_header = refs.readelf_header(reference), refs.readelf_header(ours)
    assert our_header["e_flags"] == ref_header["e_flags"]
    assert our_header["elf_type"] == "ET_DYN"
    for name in (".text", ".rodata", ".data", ".note"):
        assert _section_bytes(ours, name) == _section_bytes(reference, name), name
    assert refs.readelf_all_metadata(ours) == refs.readelf_all_metadata(reference)
    ref_syms = {s["name"]: s for s in refs.readelf_symbols(reference) if s["name"]}
    our_syms = {s["name"]: s for s in refs.readelf_symbols(ours) if s["name"]}
    assert our_syms == ref_syms


@pytest.mark.parametrize("entry", _params([e for e in DYN if e["version"] >= 3], QUICK))
def test_descriptor_entry_offsets_reach_kernels(entry, tmp_path):
    ours = tmp_path / "ours.hsaco"
    data = link(_inputs(entry), lld_version=entry["llvm"]).data
    ours.write_bytes(data)
    symbols = {s["name"]: s for s in refs.readelf_symbols(ours)}
    sections = refs.readelf_sections(ours)
    kds = [s for s in symbols.values() if s["name"].endswith(".kd")]
    assert kds
    for kd in kds:
        section = sections[int(kd["ndx"])]
        file_offset = kd["value"] - section["address"] + section["offset"]
        entry_offset = struct.unpack_from("<q", data, file_offset + 16)[0]
        kernel = symbols[kd["name"][:-3]]
        assert kd["value"] + entry_offset == kernel["value"], kd["name"]


@pytest.mark.parametrize("entry", _params(LINK_GROUP))
def test_every_rel32_site_holds_s_plus_a_minus_p(entry):
    """REL32_LO/HI sites checked with ld.lld's symbol addresses, not with codeobj's."""
    reference = refs.TESTDATA / entry["file"]
    data = _link_like_lld(entry)
    out_syms = {s["name"]: s["value"] for s in refs.readelf_symbols(reference) if s["name"]}
    text = next(s for s in refs.readelf_sections(reference) if s["name"] == ".text")
    checked = 0
    for obj in _inputs(entry):
        in_syms = [s for s in refs.readelf_symbols(obj) if s["type"] == "FUNC"
                   and s["ndx"] != "UND"]
        # where this object's .text landed: any function's output address minus its input one
        shift = out_syms[in_syms[0]["name"]] - in_syms[0]["value"]
        for rel in refs.readelf_relocations(obj).get(".rela.text", []):
            if rel["type"] not in ("R_AMDGPU_REL32_LO", "R_AMDGPU_REL32_HI"):
                continue
            place = shift + rel["offset"]
            value = out_syms[rel["symbol"]] + rel["addend"] - place
            word = struct.unpack_from("<I", data, place - text["address"] + text["offset"])[0]
            expected = value & 0xFFFFFFFF if rel["type"].endswith("LO") else \
                (value >> 32) & 0xFFFFFFFF
            assert word == expected, (obj.name, hex(rel["offset"]), rel["symbol"])
            checked += 1
    assert checked >= 8  # calls and data in both directions


@pytest.mark.parametrize("entry", _params(LINK_GROUP + [e for e in DYN if e["group"] == "sample"]))
def test_loader_view_same_on_ours_and_ld_lld(entry):
    ours = load(link(_inputs(entry), lld_version=entry["llvm"]).data, base=0x7F0000000000)
    theirs = load(refs.TESTDATA / entry["file"], base=0x7F0000000000)
    assert ours.kernels == theirs.kernels
    assert ours.kernels
    symbols = {s["name"]: s["value"] for s in refs.readelf_symbols(refs.TESTDATA / entry["file"])}
    for k in ours.kernels:
        assert k.entry_address == 0x7F0000000000 + symbols[k.name]
        assert k.descriptor_address == 0x7F0000000000 + symbols[k.symbol]
        assert ours.is_executable(k.entry_address)
        hit = ours.symbolize(k.entry_address + 4)
        assert (hit.kind, hit.kernel, hit.offset) == ("kernel", k.name, 4)


@pytest.mark.comgr
@pytest.mark.parametrize("entry", _params(DYN, QUICK))
def test_comgr_reads_ours_as_it_reads_ld_lld(entry, tmp_path):
    if not refs.comgr_available():
        pytest.skip("comgr cannot be loaded")
    ours = tmp_path / "ours.hsaco"
    ours.write_bytes(link(_inputs(entry), lld_version=entry["llvm"]).data)
    assert refs.comgr_view(ours) == refs.comgr_view(refs.TESTDATA / entry["file"])


@pytest.mark.parametrize("entry", _params(LINK_GROUP))
def test_merge_metadata_one_note_with_every_kernel(entry, tmp_path):
    ours = tmp_path / "merged.hsaco"
    ours.write_bytes(link(_inputs(entry), lld_version=entry["llvm"], merge_metadata=True).data)
    status, _, stderr = refs.run_with_stderr("llvm-readelf-19", "-a", ours)
    assert status == 0 and "warning" not in stderr.lower(), stderr
    docs = refs.readelf_all_metadata(ours)
    assert len(docs) == 1
    lld_docs = refs.readelf_all_metadata(refs.TESTDATA / entry["file"])
    assert len(lld_docs) == 2
    assert docs[0] == refs.merge_metadata(lld_docs)
    if refs.comgr_available():
        assert refs.comgr_view(ours)["metadata"] == \
            refs.comgr_view(refs.TESTDATA / entry["file"])["metadata"]


def _multi_groups():
    """Every matrix/variant object of one (LLVM, version, target) directory linked together:
    5-6 objects with their kernels, functions, globals and the weak __oclc_ABI_version each."""
    groups: dict[tuple[int, str], list[str]] = {}
    for e in refs.corpus_entries(kind="rel"):
        if e["group"] in ("matrix", "variant"):
            groups.setdefault((e["llvm"], str(Path(e["file"]).parent)), []).append(e["file"])
    params = []
    for (llvm, directory), files in sorted(groups.items()):
        quick = directory.endswith(("/gfx90a", "/gfx1100", "/gfx942"))
        marks = [pytest.mark.llvm19 if llvm == 19 else pytest.mark.llvm15]
        if not quick:
            marks.append(pytest.mark.slow)
        params.append(pytest.param(llvm, sorted(files), id=f"{directory}-lld{llvm}", marks=marks))
    return params


@pytest.mark.parametrize("llvm,files", _multi_groups())
def test_multi_object_links_identical_to_live_ld_lld(llvm, files, tmp_path):
    inputs = [refs.TESTDATA / f for f in files]
    out = tmp_path / "lld.hsaco"
    refs.run(f"ld.lld-{llvm}", "-shared", *inputs, "-o", out)
    assert link(inputs, lld_version=llvm, comment=lld_comment(llvm)).data == out.read_bytes()


@pytest.mark.parametrize("entry", _params(LINK_GROUP))
def test_codeobj_build_then_link_equals_llvm_mc_then_ld_lld(entry):
    """The whole codeobj pipeline (its assembler, then its linker) against llvm-mc + ld.lld,
    for the multi-object links whose targets the assembler supports."""
    from codeobj.asm import assemble

    objects = []
    for obj in _inputs(entry):
        rel = next(e for e in refs.corpus_entries(kind="rel") if refs.TESTDATA / e["file"] == obj)
        command = rel["command"]
        source = next(a for a in command if a.endswith(".s"))
        mcpu = next(a.split("=", 1)[1] for a in command if a.startswith("-mcpu="))
        version = next((int(a.split("=", 1)[1]) for a in command
                        if a.startswith("--amdhsa-code-object-version=")), None)
        result = assemble((refs.TESTDATA / source).read_text(), source, mcpu=mcpu,
                          code_object_version=version)
        if not result.ok:
            pytest.skip(f"codeobj's assembler does not take {source}: {result.errors[0]}")
        objects.append(result.data)
    data = link(objects, lld_version=entry["llvm"], comment=lld_comment(entry["llvm"]),
                names=[p.name for p in _inputs(entry)]).data
    assert data == (refs.TESTDATA / entry["file"]).read_bytes()
