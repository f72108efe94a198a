"""Every kernel descriptor in Debian's librocrand1 (7 code objects, 560 kernels, V4).

For each code object (extracted by clang-offload-bundler-19, tests/refs.py):
  * every ``.kd`` llvm-objdump-19 decodes prints exactly ``decode(...).lines()``, and
    ``codeobj dump --json``'s ``descriptor`` holds the same directives with the same values in
    the same order;
  * the 80 gfx1030 descriptors, which Debian's clang 15 wrote with
    GRANULATED_WAVEFRONT_SGPR_COUNT set (reserved on gfx10+), are the ones llvm-objdump-19
    refuses, and each is decoded anyway, with a warning;
  * the ``to_text()`` blocks of the distinct descriptors of each target reassemble with
    llvm-mc-19 into the same 64 bytes, except for that gfx10+ SGPR granule, which no directive
    sets.
  * every kernel's entry address, code size, resources and register allocation in the
    dump agree with llvm-readelf-19's symbols and metadata and llvm-objdump-19's directives.
A one-off run of this file (every descriptor, nothing sampled) took about 2.5 s.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest

from codeobj.elf.model import CodeObject
from codeobj.kernel.descriptor import decode, encode
from codeobj.report import code_object_report

from . import refs

pytestmark = [pytest.mark.rocrand, pytest.mark.llvm19]



@pytest.fixture(scope="module")
def objects() -> list[tuple[Path, str, int, dict[str, bytes], CodeObject]]:
    library = refs.rocrand_library()
    if library is None:
        pytest.skip("librocrand1 is not available (needs apt-get download)")
    found = refs.rocrand_code_objects(library)
    if found is None:
        pytest.skip("clang-offload-bundler-19 is missing")
    out = []
    for entry in found:
        path = Path(entry["path"])
        header = refs.readelf_header(path)
        cov = refs.ABI_VERSION_TO_CODE_OBJECT[header["abi_version"]]
        sections = {s["index"]: s for s in refs.readelf_sections(path)}
        data = path.read_bytes()
        kds = {}
        for sym in refs.readelf_symbols(path):
            if sym["name"].endswith(".kd") and sym["type"] == "OBJECT":
                sec = sections[int(sym["ndx"])]
                start = sec["offset"] + sym["value"] - sec["address"]
                kds[sym["name"]] = data[start:start + 64]
        out.append((path, entry["entry_id"].split("--", 1)[1], cov, kds,
                    CodeObject(data, str(path))))
    return out


def _departs_only_where_llvm_mc_refuses(target: str, ours: dict, theirs: dict) -> bool:
    """The one descriptor view (reassemblable: what dump --json and --directives print) equals
    llvm-objdump's directives except where llvm-mc would refuse llvm-objdump's lines: on a
    target with XNACK on or "any" llvm-objdump prints ``.amdhsa_reserve_xnack_mask 0``, and it
    prints the SGPR count as the whole granule, which may exceed what llvm-mc accepts once VCC,
    flat scratch and the XNACK mask are added; the view gives the count without them."""
    if list(ours) != list(theirs):
        return False
    differ = {k for k in ours if ours[k] != theirs[k]}
    if not differ <= {".amdhsa_reserve_xnack_mask", ".amdhsa_next_free_sgpr"}:
        return False
    if ".amdhsa_reserve_xnack_mask" in differ and (
            "xnack-" in target or (ours[".amdhsa_reserve_xnack_mask"],
                                   theirs[".amdhsa_reserve_xnack_mask"]) != (1, 0)):
        return False
    # (the SGPR count in a descriptor is a granule: llvm-objdump's is its top, which may lie
    # past the addressable SGPRs; both encode to the same granule, checked with the bytes)
    return ours[".amdhsa_next_free_sgpr"] <= theirs[".amdhsa_next_free_sgpr"]


def test_every_descriptor_matches_llvm_objdump(objects):
    equal = refused = 0
    problems = []
    for path, target, cov, kds, co in objects:
        printed = refs.objdump_descriptors(path, [name[:-3] for name in sorted(kds)])
        dumped = {k["symbol"]: k for k in code_object_report(co, str(path),
                                                             parts=("kernels",))["kernels"]}
        for name, data in kds.items():
            kd = decode(data, target, cov)
            record = printed.get(name[:-3])
            if record is None or "error" in record:
                refused += 1
                if not kd.warnings or "descriptor" not in dumped[name]:
                    problems.append(f"{target} {name}: llvm-objdump refuses it; ours "
                                    f"warns {kd.warnings}")
                continue
            if kd.lines() != record["lines"][1:-1]:
                problems.append(f"{target} {name}: {kd.lines()} != {record['lines']}")
            elif list(dumped[name]["descriptor"].items()) != list(kd.directives()):
                problems.append(f"{target} {name}: dump --json is not the one descriptor view")
            elif not _departs_only_where_llvm_mc_refuses(target, dict(kd.directives()),
                                                         record["directives"]):
                problems.append(f"{target} {name}: the descriptor view departs from "
                                f"llvm-objdump's {record['directives']}")
            elif encode(kd.directives(), target, cov)[:16] + encode(
                    kd.directives(), target, cov)[24:] != data[:16] + data[24:]:
                problems.append(f"{target} {name}: its directives do not encode to its bytes")
            else:
                equal += 1
    print(f"\nlibrocrand: {equal} descriptors equal llvm-objdump-19, {refused} it refuses")
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:5])
    assert (equal, refused) == (480, 80)
    assert {t for _, t, _, kds, _ in objects
            for d in kds.values() if decode(d, t, 4).warnings} == {"gfx1030"}


def test_every_descriptor_reassembles(objects, tmp_path):
    groups: dict[tuple[str, int], set[bytes]] = defaultdict(set)
    for _, target, cov, kds, _ in objects:
        for data in kds.values():
            # bytes 16..23 hold the entry offset, which depends on where the code is
            groups[(target, cov)].add(data[:16] + bytes(8) + data[24:])
    same, sgpr_only, problems = refs.reassemble_descriptors(groups, tmp_path)
    print(f"\nlibrocrand: {same} distinct descriptors reassemble identically, {sgpr_only} differ "
          f"only in the gfx10+ SGPR granule")
    assert not problems, "\n".join(problems[:5])
    assert same > 0 and sgpr_only > 0


def test_dump_kernel_fields_agree_with_llvm(objects):
    """`dump --json`'s per-kernel entry address and code size are the kernel symbol's value and
    size (llvm-readelf-19); its resources are the metadata's counts; the occupancy's allocated
    VGPRs/SGPRs (and gfx90a's accum_offset) are llvm-objdump-19's .amdhsa_next_free_vgpr/_sgpr
    (.amdhsa_accum_offset) wherever it decodes the descriptor."""
    pairs = (("sgpr_count", ".sgpr_count"), ("vgpr_count", ".vgpr_count"),
             ("sgpr_spill_count", ".sgpr_spill_count"), ("vgpr_spill_count", ".vgpr_spill_count"),
             ("max_flat_workgroup_size", ".max_flat_workgroup_size"),
             ("wavefront_size", ".wavefront_size"),
             ("kernarg_segment_size", ".kernarg_segment_size"),
             ("group_segment_fixed_size", ".group_segment_fixed_size"),
             ("private_segment_fixed_size", ".private_segment_fixed_size"))
    problems, checked, allocations = [], 0, 0
    for path, target, _, _, co in objects:
        symbols = {s["name"]: s for s in refs.readelf_symbols(path)}
        meta = {k[".name"]: k for k in refs.readelf_notes_metadata(path)["amdhsa.kernels"]}
        printed = refs.objdump_descriptors(path, list(meta))
        report = code_object_report(co, str(path), parts=("kernels", "resources"))
        for k in report["kernels"]:
            name, where = k["name"], f"{target} {k['name']}"
            if (k["entry_address"], k["code_size"]) != (symbols[name]["value"],
                                                        symbols[name]["size"]):
                problems.append(f"{where}: entry/code size")
            for ours, theirs in pairs:
                if k["resources"][ours] != meta[name][theirs]:
                    problems.append(f"{where}: {ours} {k['resources'][ours]} vs "
                                    f"{meta[name][theirs]}")
            checked += 1
            directives = printed[name]["directives"]
            if not directives:  # refused (the gfx1030 SGPR granule)
                continue
            occupancy = k["occupancy"]
            got = (occupancy["allocated_vgprs"], occupancy["allocated_sgprs"],
                   occupancy["accum_offset"])
            want = (directives[".amdhsa_next_free_vgpr"], directives[".amdhsa_next_free_sgpr"],
                    directives.get(".amdhsa_accum_offset"))
            if got != want:
                problems.append(f"{where}: allocation {got} vs llvm-objdump {want}")
            allocations += 1
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:10])
    assert (checked, allocations) == (560, 480)
