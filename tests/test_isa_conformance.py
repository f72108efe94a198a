"""The instruction layer against LLVM 19's own AMDGPU MC test suite, llvm-mc-19 as referee.

Every line of every file of ``llvm/test/MC/AMDGPU`` (fetched from Debian's llvm-toolchain-19
source package by tools/llvm_source.py; never stored in this repository) is assembled for every
``-mcpu``/``-mattr`` of the file's RUN lines by llvm-mc-19 and by codeobj
(tools/isa/conformance.py does the work and prints the same table).  The CHECK lines are not
read: llvm-mc-19 decides what is right.
"""

from __future__ import annotations

import pytest

from . import refs

conformance = refs.script("tools/isa/conformance.py")

pytestmark = [pytest.mark.llvm19, pytest.mark.slow]

#: the issue's targets: of the lines llvm-mc accepts, identical bytes; of those it rejects,
#: rejected
SAME_MIN = 0.999
REJECT_MIN = 0.99


@pytest.fixture(scope="module")
def asm_rows():
    try:
        conformance.llvm_source.fetch("tests")
    except conformance.llvm_source.FetchError as e:
        pytest.skip(f"LLVM 19's MC tests cannot be fetched: {e}")
    return conformance.run("asm", jobs=2)


def test_no_traceback(asm_rows):
    tracebacks = [r for r in asm_rows if r[6] == "traceback"]
    assert not tracebacks, [(r[0], r[1], r[3], r[5], r[10]) for r in tracebacks[:20]]


@pytest.mark.parametrize("generation", conformance.GENERATIONS)
def test_valid_lines_encode_identically(asm_rows, generation):
    c = conformance.asm_table(asm_rows).get(generation)
    if not c:
        pytest.skip(f"no {generation} lines")
    bad = [r for r in asm_rows if r[2] == generation and r[7] is not None and r[6] != "same"]
    assert c["same"] / c["valid"] >= SAME_MIN, [(r[0], r[1], r[3], r[4], r[5], r[6])
                                                for r in bad[:20]]


@pytest.mark.parametrize("generation", conformance.GENERATIONS)
def test_invalid_lines_are_rejected(asm_rows, generation):
    c = conformance.asm_table(asm_rows).get(generation)
    if not c or not c["invalid"]:
        pytest.skip(f"no invalid {generation} lines")
    bad = [r for r in asm_rows if r[2] == generation and r[6] == "wrongly_accepted"]
    assert c["rejected"] / c["invalid"] >= REJECT_MIN, [(r[0], r[1], r[3], r[5], r[8])
                                                        for r in bad[:20]]
