"""Every kernel descriptor in Debian's librocsparse0 (777 code objects, ~88,000 kernels).

For each code object (extracted by clang-offload-bundler-19, tests/refs.py):
  * every ``.kd`` llvm-objdump-19 decodes prints exactly ``decode(...).lines()``;
  * every one it refuses (gfx1030 objects from an older compiler set
    GRANULATED_WAVEFRONT_SGPR_COUNT, reserved on gfx10+) is decoded anyway, with a warning;
  * the ``to_text()`` blocks of the distinct descriptors of each target reassemble with
    llvm-mc-19 into the same 64 bytes, except that gfx10+ SGPR granule, which no directive sets.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest
from elftools.elf.elffile import ELFFile

from codeobj.kernel.descriptor import decode

from . import refs

pytestmark = [pytest.mark.rocsparse, pytest.mark.slow, pytest.mark.llvm19]

_COV = {1: 3, 2: 4, 3: 5, 4: 6}


@pytest.fixture(scope="module")
def objects():
    library = refs.rocsparse_library()
    if library is None:
        pytest.skip("librocsparse0 is not available (needs apt-get download)")
    found = refs.rocsparse_code_objects(library)
    if found is None:
        pytest.skip("clang-offload-bundler-19 is missing")
    out = []
    for entry in found:
        path = Path(entry["path"])
        with path.open("rb") as f:
            elf = ELFFile(f)
            cov = _COV[elf["e_ident"]["EI_ABIVERSION"]]
            kds = {}
            for sym in elf.get_section_by_name(".symtab").iter_symbols():
                if sym.name.endswith(".kd") and sym["st_info"]["type"] == "STT_OBJECT":
                    sec = elf.get_section(sym["st_shndx"])
                    start = sym["st_value"] - sec["sh_addr"]
                    kds[sym.name] = sec.data()[start : start + 64]
        out.append((path, entry["entry_id"].split("--", 1)[1], cov, kds))
    return out


def test_every_descriptor_matches_llvm_objdump(objects):
    equal = refused = 0
    problems = []
    for path, target, cov, kds in objects:
        printed = {k + ".kd": v for k, v in refs.objdump_kernel_blocks(
            path, [name[:-3] for name in sorted(kds)]).items()}
        for name, data in kds.items():
            kd = decode(data, target, cov)
            if name not in printed:
                refused += 1
                if not kd.warnings:
                    problems.append(f"{path.name} {name}: llvm-objdump refuses it, no warning")
            elif kd.lines() == printed[name]:
                equal += 1
            else:
                problems.append(f"{path.name} {name}: {kd.lines()} != {printed[name]}")
    print(f"librocsparse: {equal} descriptors equal llvm-objdump-19, {refused} it refuses")
    assert equal > 70000
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:5])


def test_every_descriptor_reassembles(objects, tmp_path):
    groups: dict[tuple[str, int], set[bytes]] = defaultdict(set)
    for _, target, cov, kds in objects:
        for data in kds.values():
            groups[(target, cov)].add(data[:16] + bytes(8) + data[24:])
    same, sgpr_only, problems = refs.reassemble_descriptors(groups, tmp_path)
    print(f"librocsparse: {same} distinct descriptors reassemble identically, {sgpr_only} "
          f"differ only in the gfx10+ SGPR granule")
    assert same > 15000
    assert not problems, "\n".join(problems[:5])
