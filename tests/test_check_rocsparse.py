"""codeobj check and the occupancy report on Debian's librocsparse0 (777 code objects, V4).

What check reports there was judged by hand (docs/check.md): only notes, all of rule
sgpr-granule-gfx10 on the gfx1030 objects (Debian clang 15.0.5, per .comment, built the library
and wrote GRANULATED_WAVEFRONT_SGPR_COUNT on gfx10, which the hardware ignores and llvm-objdump
19 refuses).  The test pins that judgement against llvm-objdump-19 itself.
"""

from __future__ import annotations

import collections
import re
from pathlib import Path

import pytest

from codeobj.bundle.inputs import code_objects
from codeobj.check import check_paths
from codeobj.kernel.occupancy import code_object_resources

from . import refs

pytestmark = [pytest.mark.rocsparse, pytest.mark.slow]


@pytest.fixture(scope="module")
def library() -> Path:
    lib = refs.rocsparse_library()
    if lib is None:
        pytest.skip("librocsparse0 is not available")
    return lib


@pytest.fixture(scope="module")
def report(library):
    # the metadata and descriptor rules; the machine-code rules would decode all 777 objects
    # (1.3 GB) and are tested on clang-19 output and on librocrand (test_check_rocrand.py)
    return check_paths([library], code=False)


def test_rocsparse_has_no_errors_or_warnings(report):
    assert len(report.code_objects) == 777
    assert report.exit_status == 0
    rules = collections.Counter((f.rule, f.severity) for f in report.findings)
    assert set(rules) <= {("sgpr-granule-gfx10", "note")}, rules


def test_sgpr_granule_notes_are_exactly_the_descriptors_llvm_objdump_refuses(report, library,
                                                                              tmp_path):
    """llvm-objdump-19 prints a flagged gfx1030 descriptor as .byte lines and decodes the
    others: compared kernel by kernel on a sample of the gfx1030 objects."""
    if not refs.have("llvm-objdump-19"):
        pytest.skip("needs llvm-objdump-19")
    flagged = collections.defaultdict(set)
    for f in report.findings:
        flagged[f.source].add(f.kernel)
    seen = collections.Counter()
    for uri, co in code_objects(library):
        if co.processor.name != "gfx1030" or seen[True] >= 8 and seen[False] >= 8:
            continue
        match = re.search(r"offset=(\d+)&size=(\d+)", uri)
        with open(library, "rb") as handle:
            handle.seek(int(match[1]))
            path = tmp_path / "one.hsaco"
            path.write_bytes(handle.read(int(match[2])))
        for k in co.kernels[:4]:
            out = refs.run("llvm-objdump-19", "-D", f"--disassemble-symbols={k.symbol}", path)
            refused = ".amdhsa_next_free_vgpr" not in out
            assert refused == (k.name in flagged[uri]), (uri, k.name)
            seen[refused] += 1
    assert seen[True] >= 8 and seen[False] >= 8


def test_occupancy_for_every_rocsparse_kernel(library):
    counts = collections.Counter()
    for _, co in code_objects(library):
        for r in code_object_resources(co):
            assert r.occupancy is not None, (r.processor, r.kernel)
            facts_max = {"gfx90a": 8, "gfx1030": 16}.get(r.processor, 10)
            assert 1 <= r.occupancy.waves_per_simd <= facts_max
            counts[r.processor] += 1
    assert sum(counts.values()) == 88137
    assert set(counts) == {"gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx1030"}


def test_a_gfx1030_note_names_the_kernel_and_descriptor(report):
    note = next(f for f in report.findings if f.rule == "sgpr-granule-gfx10")
    assert note.kernel and note.section == ".rodata" and note.offset is not None
    assert re.match(r"file://.*#offset=\d+&size=\d+", note.source)
