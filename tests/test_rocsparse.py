"""The real code objects in Debian's librocsparse0 (111 bundles, 777 code objects).

Reference copies come from clang-offload-bundler-19 (tests/refs.py); codeobj finds the same
objects through its own bundle reader, and its view of each one must agree with llvm-readelf-19
(target, code object version, e_flags, metadata text) and with comgr (target; metadata on a
sample, comgr being slow on objects with hundreds of kernels).
"""

from __future__ import annotations

import pytest

from codeobj.bundle import scan
from codeobj.elf.model import CodeObject
from codeobj.metadata.decode import to_llvm_yaml
from codeobj.report import code_object_report

from . import refs

pytestmark = [pytest.mark.rocsparse, pytest.mark.slow, pytest.mark.llvm19]


@pytest.fixture(scope="module")
def library():
    path = refs.rocsparse_library()
    if path is None:
        pytest.skip("librocsparse0 is not available (needs apt-get download)")
    return path


@pytest.fixture(scope="module")
def references(library):
    objects = refs.rocsparse_code_objects(library)
    if objects is None:
        pytest.skip("clang-offload-bundler-19 is missing")
    return objects


@pytest.fixture(scope="module")
def ours(library, references):
    """codeobj's code objects, in the order of the reference list (matched by bundle and id)."""
    found = {(c.bundle.offset, c.entry_id): c for c in scan(str(library))}
    assert len(found) == 777
    return [found.get((r["bundle_offset"], r["entry_id"])) for r in references]


def test_finds_every_code_object(ours, references):
    assert len(references) == 777
    assert None not in ours
    assert len({c.bundle.offset for c in ours}) == 111
    assert len({c.entry_id for c in ours}) == len({r["entry_id"] for r in references})
    for c, r in zip(ours, references):
        assert bytes(c.data) == refs.Path(r["path"]).read_bytes(), r["path"]


def test_each_agrees_with_llvm_readelf_and_comgr(ours, references):
    """One test over all 777 so the per-object cost stays low; mismatches are collected."""
    comgr = refs.comgr()
    mismatches: list[str] = []
    metadata_checked = comgr_targets = comgr_metadata = 0
    for index, (c, r) in enumerate(zip(ours, references)):
        path = refs.Path(r["path"])
        co = CodeObject(c.data, str(c.uri))
        report = code_object_report(co, str(c.uri), parts=("headers", "kernels"))
        header = refs.readelf_header(path)
        where = f"{r['entry_id']} #{index}"
        if report["code_object_version"] != refs.ABI_VERSION_TO_CODE_OBJECT[header["abi_version"]]:
            mismatches.append(f"{where}: version")
        if report["e_flags"] != header["e_flags"]:
            mismatches.append(f"{where}: e_flags")
        if report["header"]["flags_text"].split(", ")[1:] != header["flag_names"]:
            mismatches.append(f"{where}: flags text")
        theirs = [n["yaml"] for n in refs.readelf_notes(path) if "yaml" in n]
        mine = [to_llvm_yaml(n.value) for n in co.notes if n.is_metadata]
        if mine != theirs:
            mismatches.append(f"{where}: metadata text differs")
        metadata_checked += 1
        if report["target"] != co.metadata.get("amdhsa.target"):
            mismatches.append(f"{where}: target {report['target']} vs amdhsa.target")
        if report["target"] != r["entry_id"].split("-", 1)[1]:
            mismatches.append(f"{where}: target {report['target']} vs entry id")
        if len(report["kernels"]) != len(co.metadata.get("amdhsa.kernels", [])):
            mismatches.append(f"{where}: kernel count")
        if any(k["warnings"] for k in report["kernels"] if "descriptor" not in k):
            mismatches.append(f"{where}: undecoded descriptor")
        if comgr is not None:
            data = bytes(c.data)
            target = comgr.isa_name(data, refs.DATA_KIND_EXECUTABLE)
            comgr_targets += 1
            if target != report["target"]:
                mismatches.append(f"{where}: comgr target {target}")
            # comgr's metadata walk costs ~1 s on the largest objects: one object per bundle
            # position (7 targets) on every 16th bundle keeps this test to a few minutes.
            if (index // 7) % 16 == 0:
                comgr_metadata += 1
                if comgr.metadata(data, refs.DATA_KIND_EXECUTABLE) != \
                        refs.metadata_as_strings(co.metadata, co.code_object_version):
                    mismatches.append(f"{where}: comgr metadata")
    print(f"\nrocsparse: {metadata_checked} objects vs llvm-readelf, {comgr_targets} comgr "
          f"targets, {comgr_metadata} comgr metadata; {len(mismatches)} mismatches")
    assert not mismatches, "\n".join(mismatches[:50])
