"""The instruction layer for the processors LLVM 19 does not know, against LLVM 22's own AMDGPU
MC tests, llvm-mc-22 as referee.

The ``gfx950*`` and ``gfx1250*`` files of ``llvm/test/MC/AMDGPU`` (Debian trixie's
llvm-toolchain-22 source package, fetched by tools/llvm_source.py) are assembled for every
``-mcpu``/``-mattr`` of their RUN lines by llvm-mc-22 (trixie's binary package, run without a
system install by tools/llvm_release.py) and by codeobj; tools/isa/conformance.py does the work
and prints the same table (``--release llvm22``).  Skips when LLVM 22 cannot be fetched.
"""

from __future__ import annotations

import pytest

from . import refs

conformance = refs.script("tools/isa/conformance.py")

pytestmark = [pytest.mark.slow]

#: per processor: the least share of the lines llvm-mc-22 accepts that codeobj encodes
#: identically, and of the lines it rejects that codeobj rejects (measured over every file:
#: gfx950 1480/1480 and 369/369, gfx1250 37184/37184 and 10930/10931; kept as floors against
#: regressions)
FLOORS = {"gfx950": (1.0, 1.0), "gfx1250": (0.9995, 0.9995)}


@pytest.fixture(scope="module")
def asm_rows():
    release = conformance.llvm_release
    try:
        conformance.llvm_source.fetch("tests", release="llvm22")
        if release.tool("llvm-mc", "llvm22", fetch=True) is None:
            pytest.skip("no llvm-mc for LLVM 22")
    except release.FetchError as e:
        pytest.skip(f"LLVM 22 cannot be fetched: {e}")
    conformance.select("llvm22")
    try:
        # one process: the pool's workers would find the script's module by name
        rows = [r for only in ("gfx950", "gfx1250")
                for r in conformance.run("asm", jobs=1, only=only)]
    finally:
        conformance.select(release.MAIN)
    return rows


def test_no_traceback(asm_rows):
    tracebacks = [r for r in asm_rows if r[6] == "traceback"]
    assert not tracebacks, [(r[0], r[1], r[3], r[5], r[10]) for r in tracebacks[:20]]


@pytest.mark.parametrize("processor", sorted(FLOORS))
def test_valid_lines_encode_identically(asm_rows, processor):
    c = conformance.asm_table(asm_rows).get(processor)
    assert c and c["valid"], f"no {processor} lines"
    bad = [r for r in asm_rows if r[2] == processor and r[7] is not None and r[6] != "same"]
    assert c["same"] / c["valid"] >= FLOORS[processor][0], [
        (r[0], r[1], r[3], r[4], r[5], r[6]) for r in bad[:20]]


@pytest.mark.parametrize("processor", sorted(FLOORS))
def test_invalid_lines_are_rejected(asm_rows, processor):
    c = conformance.asm_table(asm_rows).get(processor)
    assert c and c["invalid"], f"no invalid {processor} lines"
    bad = [r for r in asm_rows if r[2] == processor and r[6] == "wrongly_accepted"]
    assert c["rejected"] / c["invalid"] >= FLOORS[processor][1], [
        (r[0], r[1], r[3], r[5], r[8]) for r in bad[:20]]
