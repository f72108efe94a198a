"""Metadata schemas: every key of AMDGPUUsage's tables and of LLVM's output is known, typed and
validated; hostile documents give findings, never exceptions."""

from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest

from codeobj.elf.model import CodeObject
from codeobj.metadata.schema import (
    HIDDEN_ARGUMENT_OFFSETS,
    iter_keys,
    metadata_version,
    schema_for,
    validate,
)

from . import refs

SPEC = Path(__file__).resolve().parents[2] / "shared" / "spec" / "AMDGPUUsage.rst"


def _kernel(**extra):
    k = {".name": "k", ".symbol": "k.kd", ".kernarg_segment_size": 8,
         ".group_segment_fixed_size": 0, ".private_segment_fixed_size": 0,
         ".kernarg_segment_align": 8, ".wavefront_size": 64, ".sgpr_count": 10,
         ".vgpr_count": 4, ".max_flat_workgroup_size": 256,
         ".args": [{".offset": 0, ".size": 8, ".value_kind": "global_buffer",
                    ".address_space": "global"}]}
    k.update(extra)
    return k


def _doc(version=5, **kernel_extra):
    doc = {"amdhsa.version": list(metadata_version(version)),
           "amdhsa.kernels": [_kernel(**kernel_extra)]}
    if version >= 4:
        doc["amdhsa.target"] = "amdgcn-amd-amdhsa--gfx90a"
    return doc


def kinds(findings):
    return sorted((f.kind, f.path, f.severity) for f in findings)


def test_a_good_document_is_clean_for_every_version():
    for version in (3, 4, 5, 6):
        assert validate(_doc(version), version) == []


def test_required_keys():
    doc = _doc()
    del doc["amdhsa.kernels"][0][".vgpr_count"]
    del doc["amdhsa.target"]
    assert kinds(validate(doc, 5)) == [
        ("required", "amdhsa.kernels[0].vgpr_count", "error"),
        ("required", "amdhsa.target", "error")]
    # amdhsa.target is required from V4 only
    doc = _doc(3)
    assert validate(doc, 3) == []


def test_types():
    doc = _doc(**{".wavefront_size": True, ".language_version": [1, "0"],
                  ".reqd_workgroup_size": [1, 1], ".uses_dynamic_stack": 2,
                  ".uniform_work_group_size": 1, ".workgroup_processor_mode": False})
    doc["amdhsa.kernels"][0][".args"][0][".is_const"] = 1
    found = kinds(validate(doc, 5))
    assert found == [
        ("type", "amdhsa.kernels[0].args[0].is_const", "error"),
        ("type", "amdhsa.kernels[0].language_version[1]", "error"),
        ("type", "amdhsa.kernels[0].reqd_workgroup_size", "error"),
        ("type", "amdhsa.kernels[0].uses_dynamic_stack", "error"),
        ("type", "amdhsa.kernels[0].wavefront_size", "error"),
    ]


def test_enums_and_versions():
    doc = _doc(**{".kind": "main", ".language": "OpenCL C"})
    doc["amdhsa.kernels"][0][".args"].append(
        {".offset": 8, ".size": 8, ".value_kind": "hidden_heap_v1"})
    assert kinds(validate(doc, 5)) == [("enum", "amdhsa.kernels[0].kind", "warning")]
    doc = _doc(4)
    doc["amdhsa.kernels"][0][".args"].append(
        {".offset": 8, ".size": 8, ".value_kind": "hidden_heap_v1"})
    (finding,) = validate(doc, 4)
    assert (finding.kind, finding.severity, finding.kernel) == ("version", "warning", "k")
    assert "V5" in finding.message


def test_unknown_and_vendor_keys():
    doc = _doc(**{".sgpr_spil_count": 0, "mesa.hint": 1})
    doc["amdhsa.extra"] = 1
    doc["llvm.thing"] = 2
    assert kinds(validate(doc, 5)) == [
        ("unknown-key", "amdhsa.extra", "warning"),
        ("unknown-key", "amdhsa.kernels[0].mesa.hint", "note"),
        ("unknown-key", "amdhsa.kernels[0].sgpr_spil_count", "warning"),
        ("unknown-key", "llvm.thing", "note"),
    ]


def test_version_number():
    doc = _doc(5)
    doc["amdhsa.version"] = [1, 1]
    (finding,) = validate(doc, 5)
    assert (finding.kind, finding.path) == ("version", "amdhsa.version")
    assert metadata_version(3) == (1, 0) and metadata_version(6) == (1, 2)


def test_v2_document():
    doc = {"Version": [1, 0], "Kernels": [{
        "Name": "k", "SymbolName": "k@kd", "Language": "OpenCL C", "LanguageVersion": [2, 0],
        "Args": [{"Size": 8, "Align": 8, "ValueKind": "GlobalBuffer", "AddrSpaceQual": "Global",
                  "AccQual": "Default", "IsConst": True, "TypeName": "int*"}],
        "CodeProps": {"KernargSegmentSize": 8, "GroupSegmentFixedSize": 0,
                      "PrivateSegmentFixedSize": 0, "KernargSegmentAlign": 8,
                      "WavefrontSize": 64, "NumSGPRs": 8, "NumVGPRs": 4,
                      "MaxFlatWorkGroupSize": 256, "IsXNACKEnabled": False}}]}
    assert validate(doc, 2) == []
    bad = copy.deepcopy(doc)
    bad["Kernels"][0]["Args"][0]["ValueKind"] = "global_buffer"
    bad["Kernels"][0]["CodeProps"]["NumVGPRS"] = 4
    del bad["Kernels"][0]["CodeProps"]["NumVGPRs"]
    assert kinds(validate(bad, 2)) == [
        ("enum", "Kernels[0].Args[0].ValueKind", "warning"),
        ("required", "Kernels[0].CodeProps.NumVGPRs", "error"),
        ("unknown-key", "Kernels[0].CodeProps.NumVGPRS", "warning"),
    ]


@pytest.mark.parametrize("doc", [None, [], 3, "x", {1: 2}, {"amdhsa.kernels": {"a": 1}},
                                 {"amdhsa.kernels": [1, None, {b"x": 1}]},
                                 {"amdhsa.version": "1.2", "amdhsa.kernels": [{".args": 5}]}])
def test_hostile_documents_give_findings(doc):
    found = validate(doc, 5)
    assert found and all(f.severity == "error" for f in found if f.kind in ("type",))


def test_schema_for_unknown_version():
    with pytest.raises(ValueError):
        schema_for(7)


def test_hidden_argument_offsets_fit_the_implicit_block():
    assert all(0 <= off < 256 for off in HIDDEN_ARGUMENT_OFFSETS.values())
    assert len(set(HIDDEN_ARGUMENT_OFFSETS.values())) == len(HIDDEN_ARGUMENT_OFFSETS)


def _spec_section(start: str, end: str) -> str:
    text = SPEC.read_text()
    return text[text.index(start):text.index(end)]


@pytest.mark.skipif(not SPEC.is_file(), reason="needs ../shared/spec/AMDGPUUsage.rst")
def test_every_key_in_the_amdgpuusage_tables_is_in_the_schema():
    v2 = _spec_section("Code Object V2 Metadata\n+++", "Code Object V3 Metadata\n+++")
    v3 = _spec_section("Code Object V3 Metadata\n+++", "Kernel Dispatch\n~~~")
    # a key is a quoted name opening a table row, followed by its value type
    row_key = re.compile(r'^ "([A-Za-z.][A-Za-z0-9_.]*)"\s+(?:string|integer|boolean|sequence|'
                         r'mapping|map)\b', re.MULTILINE)
    v2_keys = {k for k in row_key.findall(v2)}
    v3_keys = {k for k in row_key.findall(v3)}
    assert len(v2_keys) >= 35 and len(v3_keys) >= 35
    known_v2 = {path.rsplit(".", 1)[-1].split("[")[0] for path, _ in iter_keys(schema_for(2))}
    known_v3 = {key.name for _, key in iter_keys(schema_for(5))}
    assert v2_keys - known_v2 == set()
    assert v3_keys - known_v3 == set()
    # every V5 value kind of the spec is known, with its fixed offset
    v5 = _spec_section("Code Object V5 Metadata\n+++", "Kernel Dispatch\n~~~")
    kinds_in_spec = set(re.findall(r'^ "(hidden_[a-z0-9_]+)"', v5, re.MULTILINE))
    assert kinds_in_spec and kinds_in_spec <= set(HIDDEN_ARGUMENT_OFFSETS)


@pytest.mark.llvm19
def test_llvm_readelf_metadata_validates_clean():
    """The documents llvm-readelf-19 prints for LLVM-made objects are clean under the schema,
    and codeobj's decoded document has the same keys."""
    entries = [e for e in refs.corpus_entries(kind="dyn") if e["version"] >= 3][::7]
    assert entries
    for e in entries:
        path = refs.TESTDATA / e["file"]
        theirs = refs.readelf_notes_metadata(path)
        co = CodeObject(path.read_bytes(), str(path))
        assert validate(co.metadata, co.code_object_version) == []
        assert sorted(theirs) == sorted(co.metadata)
        for ours, their in zip(co.metadata["amdhsa.kernels"], theirs["amdhsa.kernels"]):
            assert sorted(ours) == sorted(their)


# Every kind of argument and kernel attribute OpenCL can give without the device libraries.
_MANY = r"""
typedef struct { int a; float b; } pair_t;
__attribute__((reqd_work_group_size(64, 1, 1)))
__attribute__((vec_type_hint(float4)))
%(max_groups)s
__kernel void many(__global const int *restrict in, __global volatile int *out,
                   __constant float *c, __local int *scratch, read_only image2d_t img,
                   sampler_t smp, write_only image1d_t wimg, read_only pipe int p, pair_t pr,
                   char ch, short sh, long lg, double d) {
  scratch[get_local_id(0)] = in[0];
  out[0] = scratch[1] + (int)c[0] + pr.a + ch + sh + (int)lg + (int)d;
  printf("%%d %%f\n", in[0], c[0]);
}
__attribute__((work_group_size_hint(32, 2, 1)))
__kernel void hint(__global int *out) { out[0] = 1; }
"""


@pytest.mark.parametrize("llvm,version", [(15, 2), (15, 3), (19, 4), (19, 5), (19, 6)])
def test_clang_metadata_with_every_argument_kind_is_clean(tmp_path, llvm, version):
    clang = f"clang-{llvm}"
    if not refs.have(clang):
        pytest.skip(f"needs {clang}")
    from codeobj.check import check_code_object

    src = tmp_path / "many.cl"
    max_groups = "__attribute__((amdgpu_max_num_work_groups(8, 1, 1)))" if llvm >= 19 else ""
    src.write_text(_MANY % {"max_groups": max_groups})
    obj = tmp_path / "many.o"
    flag = (f"-mcode-object-version={version}" if llvm >= 19
            else f"-mllvm --amdhsa-code-object-version={version}")
    refs.run(clang, "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa",
             "-mcpu=gfx1030" if version >= 3 else "-mcpu=gfx900", *flag.split(), "-nogpulib",
             "-O2", "-c", src, "-o", obj)
    co = CodeObject(obj.read_bytes(), str(obj))
    assert co.code_object_version == version
    assert validate(co.metadata, version) == []
    kinds_used = {a.get(".value_kind", a.get("ValueKind"))
                  for k in co.metadata.get("amdhsa.kernels", co.metadata.get("Kernels", []))
                  for a in k.get(".args", k.get("Args", []))}
    assert {"image", "sampler", "pipe", "dynamic_shared_pointer"} <= kinds_used or \
        {"Image", "Sampler", "Pipe", "DynamicSharedPointer"} <= kinds_used
    bad = [str(f) for f in check_code_object(co) if f.rule != "sgpr-granule-gfx10"]
    assert bad == []


def test_merging_notes_keeps_a_kernel_list_that_is_not_a_list():
    """Two metadata notes (a linked object) whose first ``amdhsa.kernels`` is not a list: the
    merge keeps that value for check to report, and joins nothing into it (it raised
    TypeError: the hostile campaign's seed 9, ``dump --json#11557``)."""
    from codeobj.metadata.decode import merge_metadata

    second = {"amdhsa.kernels": [{".name": "k"}], "amdhsa.printf": ["1:1:4:%d"]}
    merged = merge_metadata([{"amdhsa.kernels": 5, "amdhsa.printf": "x"}, second])
    assert merged["amdhsa.kernels"] == 5 and merged["amdhsa.printf"] == "x"
    merged = merge_metadata([{"amdhsa.kernels": [{".name": "j"}]}, second])
    assert merged["amdhsa.kernels"] == [{".name": "j"}, {".name": "k"}]
    assert merged["amdhsa.printf"] == ["1:1:4:%d"]


def test_repeated_argument_maps_are_each_checked():
    """validate checks a map of scalars it has seen clean once (a memo), but a map that
    differs only in a value's type (True == 1) or sits in another kernel is checked anew."""
    args = [{".offset": 0, ".size": 8, ".value_kind": "by_value"},
            {".offset": 0, ".size": 8, ".value_kind": "by_value"},
            {".offset": False, ".size": 8, ".value_kind": "by_value"}]
    doc = _doc(**{".args": args})
    doc["amdhsa.kernels"].append(_kernel(**{".name": "k2", ".args": [
        {".offset": 0, ".size": True, ".value_kind": "by_value"},
        {".offset": 0, ".size": 8, ".value_kind": "by_value"}]}))
    found = validate(doc, 5)
    assert [(f.path, f.kernel) for f in found] == [
        ("amdhsa.kernels[0].args[2].offset", "k"), ("amdhsa.kernels[1].args[0].size", "k2")]
