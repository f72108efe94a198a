"""`codeobj check` and the occupancy report on Debian's librocrand1 (7 code objects, V4).

What check reports there, judged against the LLVM tools:
  * 80 notes, rule sgpr-granule-gfx10, one per gfx1030 kernel: Debian's clang 15 (per .comment)
    wrote GRANULATED_WAVEFRONT_SGPR_COUNT on gfx10, where the hardware ignores it and
    llvm-objdump-19 refuses the descriptor. Each note is pinned to exactly the descriptors
    llvm-objdump-19 refuses (all 560 asked);
  * nothing else.  The quiet rules are confirmed independently: for every kernel the metadata
    (llvm-readelf-19's YAML) and the descriptor bytes (located with llvm-readelf-19's symbols)
    agree on kernarg, LDS and scratch sizes and the wavefront size; descriptors are 64-byte and
    entries 256-byte aligned.
  * Each object also has 39 undefined GLOBAL symbols in .symtab and .dynsym (function-local
    ``__shared__`` statics, ``_ZZ...``, which the compiler places in LDS and left behind as
    declarations; they are not named in the DWARF).  No relocation names them (llvm-readelf-19
    -r: none at all), so a loader never has to resolve them: check is right not to flag them.
A one-off run of this file took about 2 s.
"""

from __future__ import annotations

import collections
import re
from pathlib import Path

import pytest

from codeobj.bundle import scan
from codeobj.bundle.inputs import code_objects
from codeobj.check import check_paths
from codeobj.kernel.occupancy import code_object_resources

from . import refs

pytestmark = [pytest.mark.rocrand, pytest.mark.llvm19]


@pytest.fixture(scope="module")
def library() -> Path:
    lib = refs.rocrand_library()
    if lib is None:
        pytest.skip("librocrand1 is not available (needs apt-get download)")
    return lib


@pytest.fixture(scope="module")
def references(library) -> list[dict]:
    objects = refs.rocrand_code_objects(library)
    if objects is None:
        pytest.skip("clang-offload-bundler-19 is missing")
    return objects


@pytest.fixture(scope="module")
def report(library):
    return check_paths([library])


@pytest.fixture(scope="module")
def uri_of(library) -> dict[str, str]:
    """entry ID -> the URI check names the object by (the library has one bundle, so the IDs
    are unique)."""
    return {c.entry_id: str(c.uri) for c in scan(str(library))}


def test_only_the_gfx10_sgpr_granule_notes(report):
    assert len(report.code_objects) == 7
    assert report.exit_status == 0
    rules = collections.Counter((f.rule, f.severity) for f in report.findings)
    assert rules == {("sgpr-granule-gfx10", "note"): 80}, rules
    for f in report.findings:
        assert f.kernel and f.section == ".rodata" and f.offset is not None
        assert re.match(r"file://.*#offset=\d+&size=\d+$", f.source)


def test_notes_are_exactly_the_descriptors_llvm_objdump_refuses(report, references, uri_of):
    flagged = collections.defaultdict(set)
    for f in report.findings:
        flagged[f.source].add(f.kernel)
    refused_total = 0
    for r in references:
        path = Path(r["path"])
        names = refs.llvm_view(path)["kernel_names"]
        printed = refs.objdump_descriptors(path, names)
        refused = {k for k in names if "error" in printed.get(k, {"error": "missing"})}
        assert refused == flagged[uri_of[r["entry_id"]]], r["entry_id"]
        refused_total += len(refused)
    assert refused_total == 80


def _u32(data: bytes, offset: int) -> int:
    return int.from_bytes(data[offset:offset + 4], "little")


def test_quiet_rules_hold_by_llvm_readelf(references):
    """Independent of codeobj: what the quiet metadata/descriptor rules compare, read from
    llvm-readelf-19's metadata and symbols and the raw descriptor bytes (AMDGPUUsage layout:
    group size at 0, private size at 4, kernarg size at 8, entry offset at 16,
    kernel_code_properties at 56 with ENABLE_WAVEFRONT_SIZE32 bit 10)."""
    kernels = 0
    for r in references:
        path = Path(r["path"])
        data = path.read_bytes()
        view = refs.llvm_view(path)
        sections = {s["index"]: s for s in refs.readelf_sections(path)}
        text = next(s for s in sections.values() if s["name"] == ".text")
        symbols = {s["name"]: s for s in view["symbols"]}
        for meta in view["metadata"]["amdhsa.kernels"]:
            kd_sym = symbols[meta[".symbol"]]
            assert kd_sym["value"] % 64 == 0 and kd_sym["size"] == 64
            sec = sections[int(kd_sym["ndx"])]
            start = sec["offset"] + kd_sym["value"] - sec["address"]
            kd = data[start:start + 64]
            where = (r["entry_id"], meta[".name"])
            assert _u32(kd, 0) == meta[".group_segment_fixed_size"], where
            assert _u32(kd, 4) == meta[".private_segment_fixed_size"], where
            assert _u32(kd, 8) == meta[".kernarg_segment_size"], where
            wave32 = bool(int.from_bytes(kd[56:58], "little") & (1 << 10))
            assert meta[".wavefront_size"] == (32 if wave32 else 64), where
            entry = kd_sym["value"] + int.from_bytes(kd[16:24], "little", signed=True)
            assert entry % 256 == 0, where
            assert text["address"] <= entry < text["address"] + text["size"], where
            assert symbols[meta[".name"]]["value"] == entry, where
            kernels += 1
    assert kernels == 560


def test_undefined_symbols_are_never_relocated(references, report):
    for r in references:
        path = Path(r["path"])
        for dynamic in (False, True):
            undefined = [s["name"] for s in refs.readelf_symbols(path, dynamic=dynamic)
                         if s["ndx"] == "UND" and s["name"]]
            assert len(undefined) == 39, (r["entry_id"], dynamic)
            assert all(n.startswith("_ZZ") for n in undefined)
        assert "There are no relocations in this file." in refs.run("llvm-readelf-19", "-r", path)
    assert not any("undefined" in f.message for f in report.findings)


def test_occupancy_for_every_rocrand_kernel(library):
    counts = collections.Counter()
    for _, co in code_objects(library):
        for r in code_object_resources(co):
            assert r.occupancy is not None, (r.processor, r.kernel)
            facts_max = {"gfx90a": 8, "gfx1030": 16}.get(r.processor, 10)
            assert 1 <= r.occupancy.waves_per_simd <= facts_max
            counts[r.processor] += 1
    assert counts == {p: 80 for p in ("gfx803", "gfx900", "gfx906", "gfx908", "gfx1030")} | \
        {"gfx90a": 160}
