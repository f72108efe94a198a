"""The test corpus is intact, and what the reference tools say about it is recorded correctly.

These tests do not exercise codeobj: they check testdata/ (MANIFEST.json, EXPECTED.json) and the
reference helpers in tests/refs.py that the interop tests compare codeobj with.
"""

from __future__ import annotations

import functools
import hashlib
import struct
from collections import Counter
from pathlib import Path

import pytest

from . import refs

MANIFEST = refs.corpus_manifest()
ENTRIES = MANIFEST["entries"]
OBJECTS = [e for e in ENTRIES if e["kind"] in ("rel", "dyn")]
EXPECTED = refs.corpus_expected()

# A quick subset for the default run: one source per (version, target), every variant, every
# hand-written and linked object. The whole corpus runs under the `slow` marker.
QUICK = [e for e in OBJECTS
         if e["group"] != "matrix" or Path(e["file"]).stem == "vector_add"]


ELF_TYPES = {1: "ET_REL", 3: "ET_DYN"}
EM_AMDGPU = 224
ELFOSABI_AMDGPU_HSA = 64


@functools.cache
def _llvm_view(file: str) -> dict:
    return refs.llvm_view(refs.TESTDATA / file)


def _ids(entries):
    return [e["file"] for e in entries]


def _path(entry) -> Path:
    return refs.TESTDATA / entry["file"]


def _generator():
    return refs.script("tools/make_testdata.py")


# --------------------------------------------------------------------------------------------
# Tier 2: the committed files (no tools needed)


def test_manifest_lists_what_the_generator_plans():
    """MANIFEST.json and the generator's plan name the same files with the same commands."""
    generator = _generator()
    planned = {step.file: step.command for unit in generator.plan(refs.TESTDATA)
               for step in unit.steps}
    recorded = {e["file"]: e["command"] for e in ENTRIES}
    assert sorted(planned) == sorted(recorded)
    assert planned == recorded


@pytest.mark.parametrize("entry", ENTRIES, ids=_ids(ENTRIES))
def test_manifest_entry_is_intact(entry):
    path = _path(entry)
    assert path.is_file(), f"{entry['file']} is listed in MANIFEST.json but missing"
    data = path.read_bytes()
    assert len(data) == entry["size"]
    assert hashlib.sha256(data).hexdigest() == entry["sha256"], (
        f"{entry['file']} changed since tools/make_testdata.py wrote it")
    assert entry["command"][0] == entry["tool"]
    assert entry["file"] in entry["command"], "the command must name the file it makes"
    sources = entry["source"] if isinstance(entry["source"], list) else [entry["source"]]
    for source in sources:
        assert (refs.TESTDATA / source).is_file()


def test_corpus_covers_every_version_and_target():
    generator = _generator()
    seen = {(e["version"], e["target"], e["kind"]) for e in ENTRIES}
    for version, targets, variants in generator.MATRIX:
        for target in targets + variants:
            for kind in ("asm", "rel", "dyn"):
                assert (version, target, kind) in seen, (version, target, kind)
    versions = Counter(e["version"] for e in OBJECTS)
    assert set(versions) == {2, 3, 4, 5, 6}
    for kind in ("rel", "dyn"):
        assert {e["version"] for e in OBJECTS if e["kind"] == kind} == {2, 3, 4, 5, 6}


def test_corpus_stays_small():
    total = sum(e["size"] for e in ENTRIES)
    assert total < 15_000_000, f"the corpus grew to {total / 1e6:.1f} MB"


def test_sample_for_the_readme():
    sample = [e for e in ENTRIES if e["group"] == "sample"]
    assert {Path(e["file"]).name for e in sample} == {
        "vector_add-gfx90a-v5.s", "vector_add-gfx90a-v5.o", "vector_add-gfx90a-v5.hsaco"}
    linked = next(e for e in sample if e["kind"] == "dyn")
    assert (refs.TESTDATA / "sample" / "vector_add.cl").is_file()
    assert linked["tool"] == "ld.lld-19"


@pytest.mark.parametrize("entry", OBJECTS, ids=_ids(OBJECTS))
def test_elf_header_matches_manifest(entry):
    """EM_AMDGPU, OSABI HSA, the ABI version of the code object version, ET_REL/ET_DYN."""
    data = _path(entry).read_bytes()
    assert data[:4] == b"\x7fELF"
    assert data[4] == 2 and data[5] == 1, "ELF64 little-endian"
    assert data[7] == ELFOSABI_AMDGPU_HSA
    assert data[8] == entry["version"] - 2
    e_type, e_machine = struct.unpack_from("<HH", data, 16)
    assert e_machine == EM_AMDGPU
    assert ELF_TYPES[e_type] == {"rel": "ET_REL", "dyn": "ET_DYN"}[entry["kind"]]


def test_expected_covers_every_object():
    assert sorted(EXPECTED) == sorted(e["file"] for e in OBJECTS)


@pytest.mark.parametrize("entry", OBJECTS, ids=_ids(OBJECTS))
def test_expected_agrees_with_manifest(entry):
    record = EXPECTED[entry["file"]]
    assert record["code_object_version"] == entry["version"]
    assert record["elf_type"] == {"rel": "ET_REL", "dyn": "ET_DYN"}[entry["kind"]]
    processor = entry["target"].split(":")[0]
    assert record["flag_names"][0] == processor
    assert record["target"].startswith(f"amdgcn-amd-amdhsa--{processor}")
    if entry["version"] >= 4:
        # clang and llvm-mc write the target ID they were given into amdhsa.target.
        assert record["metadata_target"] == f"amdgcn-amd-amdhsa--{entry['target']}"
    assert record["kernel_names"], "every object of the corpus has kernels"


# --------------------------------------------------------------------------------------------
# Tier 3: the reference tools' view (live)


def _readelf_all(path: Path, llvm: int) -> tuple[int, str]:
    status, _out, err = refs.run_with_stderr(f"llvm-readelf-{llvm}", "-h", "-S", "-s", "-r",
                                             "--notes", path)
    return status, err


@pytest.mark.llvm19
@pytest.mark.parametrize("entry", QUICK, ids=_ids(QUICK))
def test_llvm_view_matches_expected(entry):
    _check_llvm_view(entry)


@pytest.mark.llvm19
@pytest.mark.slow
@pytest.mark.parametrize("entry", OBJECTS, ids=_ids(OBJECTS))
def test_llvm_view_matches_expected_whole_corpus(entry):
    _check_llvm_view(entry)


def _check_llvm_view(entry):
    path = _path(entry)
    status, err = _readelf_all(path, 19)
    assert status == 0 and err == "", f"llvm-readelf-19 warns about {entry['file']}: {err}"
    view = _llvm_view(entry["file"])
    record = EXPECTED[entry["file"]]
    for key in ("target", "metadata_target", "code_object_version", "e_flags", "flag_names",
                "elf_type", "kernel_names", "metadata_notes"):
        assert view[key] == record[key], key
    assert view["merged_metadata"] == record["metadata"]
    assert [[s["name"], s["value"], s["size"], s["type"], s["bind"], s["visibility"], s["ndx"]]
            for s in view["symbols"]] == record["symbols"]


@pytest.mark.llvm19
def test_yaml_loaders_agree_on_the_corpus_metadata():
    """parse_yaml may use PyYAML (YAML 1.1) for speed: it must read every note as ruamel (1.2)."""
    for entry in QUICK:
        for note in refs.readelf_notes(_path(entry)):
            if "yaml" in note:
                assert refs.parse_yaml(note["yaml"]) == refs.parse_yaml_ruamel(note["yaml"])


@pytest.mark.llvm19
@pytest.mark.parametrize("entry", QUICK, ids=_ids(QUICK))
def test_kernels_have_descriptor_symbols(entry):
    """V3+: every metadata kernel has a 64-byte `<name>.kd` object symbol, and vice versa."""
    if entry["version"] == 2:
        pytest.skip("V2 kernels are STT_AMDGPU_HSA_KERNEL symbols, not .kd")
    view = _llvm_view(entry["file"])
    descriptors = {s["name"][:-3]: s for s in view["symbols"] if s["name"].endswith(".kd")}
    assert sorted(descriptors) == sorted(view["kernel_names"])
    for symbol in descriptors.values():
        assert symbol["type"] == "OBJECT" and symbol["size"] == 64
    kernels = (view["merged_metadata"] or {}).get("amdhsa.kernels", [])
    assert [k[".symbol"] for k in kernels] == [f"{n}.kd" for n in view["kernel_names"]]


V3_PLUS_QUICK = [e for e in QUICK if e["version"] >= 3]


@pytest.mark.llvm19
@pytest.mark.parametrize("entry", V3_PLUS_QUICK, ids=_ids(V3_PLUS_QUICK))
def test_objdump_descriptors_agree_with_metadata(entry):
    """llvm-objdump's descriptor blocks and llvm-readelf's metadata describe the same kernels."""
    view = _llvm_view(entry["file"])
    blocks = refs.objdump_descriptors(_path(entry), view["kernel_names"])
    assert sorted(blocks) == sorted(view["kernel_names"])
    for kernel in view["merged_metadata"]["amdhsa.kernels"]:
        block = blocks[kernel[".name"]]
        assert "warnings" not in block, block.get("warnings")
        if "error" in block:
            # llvm-objdump 19 decodes a .kd symbol's bytes up to the next symbol or the section
            # end; after a multi-object link the last descriptor has the next input's .rodata
            # behind it and objdump refuses it as "must be 64-byte aligned" although it is.
            assert entry["group"] == "link", block["error"]
            assert block["error"] == "kernel descriptor must be 64-byte aligned"
            continue
        directives = block["directives"]
        assert block["lines"][-1] == ".end_amdhsa_kernel"
        assert directives[".amdhsa_group_segment_fixed_size"] == kernel[
            ".group_segment_fixed_size"]
        assert directives[".amdhsa_private_segment_fixed_size"] == kernel[
            ".private_segment_fixed_size"]
        if ".amdhsa_kernarg_size" in directives:
            assert directives[".amdhsa_kernarg_size"] == kernel[".kernarg_segment_size"]
        wave32 = directives.get(".amdhsa_wavefront_size32", 0)
        assert kernel[".wavefront_size"] == (32 if wave32 else 64)


@pytest.mark.llvm19
def test_v2_kernels_are_hsa_kernel_symbols():
    for entry in (e for e in QUICK if e["version"] == 2):
        view = _llvm_view(entry["file"])
        kernels = {s["name"] for s in view["symbols"] if s["type"] == "AMDGPU_HSA_KERNEL"}
        assert kernels == set(view["kernel_names"]), entry["file"]


@pytest.mark.llvm19
def test_linked_objects_have_dynamic_symbols_and_relocations():
    """ld.lld exports kernels and descriptors; the data pointer in globals.cl needs a
    R_AMDGPU_RELATIVE64 in the linked object and an R_AMDGPU_ABS64 in the relocatable one."""
    for version in (3, 4, 5, 6):
        base = refs.TESTDATA / "corpus" / f"v{version}" / "gfx90a"
        if not base.is_dir():
            base = refs.TESTDATA / "corpus" / f"v{version}" / "gfx942"
        linked, rel = base / "globals.hsaco", base / "globals.o"
        dynsym = {s["name"] for s in refs.readelf_symbols(linked, dynamic=True)}
        assert {"apply_coeffs", "apply_coeffs.kd"} <= dynsym
        dyn_types = Counter(r["type"] for rs in refs.readelf_relocations(linked).values()
                            for r in rs)
        rel_types = Counter(r["type"] for rs in refs.readelf_relocations(rel).values()
                            for r in rs)
        assert dyn_types["R_AMDGPU_RELATIVE64"] >= 1, (version, dyn_types)
        assert rel_types["R_AMDGPU_ABS64"] >= 1, (version, rel_types)
        assert rel_types["R_AMDGPU_REL64"] >= 4, "one REL64 per kernel descriptor entry offset"


@pytest.mark.llvm19
def test_multi_object_links_resolve_across_objects():
    for entry in (e for e in OBJECTS if e["group"] == "link" and e["kind"] == "rel"
                  and Path(e["file"]).stem == "link_main"):
        relocs = [r for rs in refs.readelf_relocations(_path(entry)).values() for r in rs]
        undefined = {s["name"] for s in refs.readelf_symbols(_path(entry)) if s["ndx"] == "UND"
                     and s["name"]}
        assert {"lib_scale", "lib_blend", "lib_counter", "lib_weights"} <= undefined
        assert {r["symbol"] for r in relocs if r["type"].startswith("R_AMDGPU_REL32")} >= {
            "lib_scale", "lib_counter"}
    for entry in (e for e in OBJECTS if e["group"] == "link" and e["kind"] == "dyn"):
        view = refs.llvm_view(_path(entry))
        assert view["metadata_notes"] == 2, "ld.lld concatenates the inputs' metadata notes"
        assert view["kernel_names"] == ["main_scale", "main_blend", "lib_kernel"]


@pytest.mark.llvm15
@pytest.mark.llvm15
@pytest.mark.parametrize("entry", [e for e in QUICK if e["version"] <= 3],
                         ids=_ids([e for e in QUICK if e["version"] <= 3]))
def test_llvm15_reads_v2_v3_like_llvm19(entry):
    status, err = _readelf_all(_path(entry), 15)
    assert status == 0 and err == ""
    h15, h19 = refs.readelf_header(_path(entry), llvm=15), refs.readelf_header(_path(entry))
    assert (h15["e_flags"], h15["elf_type"], h15["abi_version"]) == (
        h19["e_flags"], h19["elf_type"], h19["abi_version"])
    assert refs.readelf_all_metadata(_path(entry), llvm=15) == refs.readelf_all_metadata(
        _path(entry))


@pytest.mark.comgr
@pytest.mark.comgr
@pytest.mark.parametrize("entry", QUICK, ids=_ids(QUICK))
def test_comgr_agrees_with_llvm_view(entry):
    """comgr's metadata is llvm-readelf's with every scalar a string; its isa name, where it
    gives one, is llvm_view's target."""
    view = refs.comgr_view(_path(entry))
    record = EXPECTED[entry["file"]]
    assert view["metadata"] == refs.metadata_as_strings(record["metadata"], entry["version"])
    if view["target"] is not None:
        assert view["target"] == record["target"]
    assert view["target"] == record["comgr_target"]


@pytest.mark.comgr
@pytest.mark.comgr
@pytest.mark.slow
@pytest.mark.parametrize("entry", OBJECTS, ids=_ids(OBJECTS))
def test_comgr_agrees_with_llvm_view_whole_corpus(entry):
    test_comgr_agrees_with_llvm_view(entry)


@pytest.mark.comgr
@pytest.mark.comgr
def test_comgr_isa_names_by_version():
    """The figures docs/testing.md quotes: comgr 5.2 names V2-V4 objects of processors it knows,
    and refuses the isa name (but not the metadata) of every V5/V6 object."""
    cases = {
        "corpus/v2/gfx900/vector_add.hsaco": "amdgcn-amd-amdhsa--gfx900:xnack+",
        "corpus/v2/gfx900_xnack-/vector_add.hsaco": "amdgcn-amd-amdhsa--gfx900:xnack-",
        "corpus/v2/gfx906/vector_add.hsaco": "amdgcn-amd-amdhsa--gfx906:sramecc-:xnack+",
        "corpus/v3/gfx906_sramecc-/vector_add.hsaco": "amdgcn-amd-amdhsa--gfx906:sramecc-:xnack+",
        "corpus/v3/gfx90a/vector_add.hsaco": "amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack+",
        "corpus/v4/gfx90a/vector_add.hsaco": "amdgcn-amd-amdhsa--gfx90a",
        "corpus/v4/gfx90a_xnack+/vector_add.hsaco": "amdgcn-amd-amdhsa--gfx90a:xnack+",
    }
    for file, isa_name in cases.items():
        assert refs.comgr().isa_name((refs.TESTDATA / file).read_bytes()) == isa_name, file
    lib = refs.comgr()
    if lib.version() == (2, 4):
        for file in ("corpus/v5/gfx90a/vector_add.hsaco", "corpus/v6/gfx9-generic/vector_add.o",
                     "corpus/v4/gfx1100/vector_add.hsaco"):
            view = refs.comgr_view(refs.TESTDATA / file)
            assert view["target"] is None and "target" in view["errors"], file
            assert view["metadata"]["amdhsa.kernels"], file


# --------------------------------------------------------------------------------------------
# librocsparse: the real fat binary


@pytest.mark.rocsparse
@pytest.mark.slow
@pytest.mark.llvm19
def test_rocsparse_extraction_with_clang_offload_bundler():
    library = refs.rocsparse_library()
    if library is None:
        pytest.skip("librocsparse0 cannot be had here")
    objects = refs.rocsparse_code_objects(library)
    assert objects is not None
    assert len(objects) == 777
    assert len({o["bundle_index"] for o in objects}) == 111
    # 8 entry IDs per bundle: the empty host entry and 7 device code objects.
    assert len({o["entry_id"] for o in objects}) == 7
    smallest = {}
    for obj in sorted(objects, key=lambda o: o["size"]):
        smallest.setdefault(obj["entry_id"], obj)
    for obj in smallest.values():
        for note in refs.readelf_notes(obj["path"]):
            if "yaml" in note:
                assert refs.parse_yaml(note["yaml"]) == refs.parse_yaml_ruamel(note["yaml"])
    for obj in objects[:: max(1, len(objects) // 25)]:
        data = Path(obj["path"]).read_bytes()
        assert data[:4] == b"\x7fELF" and len(data) == obj["size"]
        processor = obj["entry_id"].split("--", 1)[1].split(":")[0]
        assert refs.readelf_header(obj["path"])["flag_names"][0] == processor
