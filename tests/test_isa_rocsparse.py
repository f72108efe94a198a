"""`codeobj disasm` on Debian's librocsparse0 (gfx803, gfx900/906/908, gfx90a xnack+/-,
gfx1030) against `llvm-objdump-19 -d`, as whole files, and re-encoding.

For a sample of the library's code objects (every one when CODEOBJ_ISA_ALL=1), extracted by
clang-offload-bundler-19 (tests/refs.py):
  * ``codeobj disasm OBJ`` equals ``llvm-objdump-19 -d OBJ`` byte for byte (headers, section
    layout, symbolized branch targets, llvm-objdump's warning comments);
  * every unique instruction line re-encodes to the bytes llvm-objdump shows, wherever
    llvm-mc-19 itself re-encodes the line identically.
"""

from __future__ import annotations

import os
from collections import defaultdict
from pathlib import Path

import pytest
from codeobj.cli.main import main

from . import refs
from .isa_listing_helpers import objdump, reencode_failures, unique_lines

pytestmark = [pytest.mark.rocsparse, pytest.mark.slow, pytest.mark.llvm19]


@pytest.fixture(scope="module")
def sample() -> dict[str, list[Path]]:
    library = refs.rocsparse_library()
    if library is None:
        pytest.skip("librocsparse0 is not available (needs apt-get download)")
    found = refs.rocsparse_code_objects(library)
    if found is None:
        pytest.skip("clang-offload-bundler-19 is missing")
    every = os.environ.get("CODEOBJ_ISA_ALL") == "1"
    out: dict[str, list[Path]] = defaultdict(list)
    for entry in found:
        if every or entry["bundle_index"] % 37 == 5:
            out[entry["entry_id"].split("--", 1)[1]].append(Path(entry["path"]))
    return out


_TARGETS = ["gfx803", "gfx900:xnack-", "gfx906:xnack-", "gfx908:xnack-", "gfx90a:xnack-",
            "gfx90a:xnack+", "gfx1030"]


@pytest.mark.parametrize("target", _TARGETS)
def test_rocsparse_disassembly_and_reencoding(sample, target, capsys):
    paths = sample.get(target)
    if not paths:
        pytest.skip(f"no {target} objects")
    uniq: dict[str, bytes] = {}
    for path in paths:
        theirs = objdump(path)
        try:
            main(["disasm", str(path)])
        except SystemExit as e:
            assert not e.code, capsys.readouterr().err
        assert capsys.readouterr().out == theirs, path
        uniq.update(unique_lines(theirs))
    failed = reencode_failures(target.split(":")[0], uniq)
    assert not failed, failed[:20]
