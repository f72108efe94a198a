"""Hostile input: codeobj check and the resource report on mutated real objects.

Whatever the bytes, ``check_code_object`` returns findings (an ``unreadable`` one when the object
falls apart) and ``code_object_resources`` returns resources or raises ``CodeObjectError``;
nothing else escapes.  Seeds are fixed; CODEOBJ_MUTATIONS raises the count.
"""

from __future__ import annotations

import os
import random
import time
from pathlib import Path

import pytest

from codeobj.check import RULES, check_code_object
from codeobj.elf.model import CodeObject
from codeobj.errors import CodeObjectError
from codeobj.kernel.occupancy import code_object_resources

from .test_mutation import corpus_objects, mutate

TESTDATA = Path(__file__).resolve().parent.parent / "testdata"
COUNT = int(os.environ.get("CODEOBJ_MUTATIONS", "60"))


@pytest.mark.parametrize("path", corpus_objects(), ids=lambda p: p.name)
def test_mutated_objects_give_findings_not_exceptions(path):
    data = path.read_bytes()
    rng = random.Random(path.name)
    start = time.monotonic()
    opened = 0
    for _ in range(COUNT):
        mutant = mutate(data, rng)
        try:
            co = CodeObject(mutant, "mutant")
        except CodeObjectError:
            continue
        opened += 1
        for finding in check_code_object(co):
            assert finding.rule in RULES and finding.severity in ("error", "warning", "note")
            str(finding)
        try:
            for r in code_object_resources(co):
                r.to_dict()
        except CodeObjectError:
            pass
    assert opened
    assert time.monotonic() - start < 120


@pytest.mark.parametrize("rel", ["corpus/v2/gfx900/vector_add.hsaco",
                                 "corpus/v5/gfx90a/vector_add.hsaco"])
def test_an_executable_section_of_type_null(rel):
    """``.text`` made SHT_NULL (flags AX kept, sh_size kept): the reader gives it no bytes, so
    check, the analysis and ``instruction_at`` skip it as ``disasm`` does (the hostile
    campaign's check#27 of seed 99: the analysis unpacked past its empty buffer, exit 70)."""
    import struct

    from codeobj.analysis.program import load_program
    from codeobj.isa import instruction_at

    data = bytearray((TESTDATA / rel).read_bytes())
    text = CodeObject(bytes(data), "k").section(".text")
    assert text is not None
    struct.pack_into("<I", data, text.header_offset + 4, 0)
    co = CodeObject(bytes(data), "k.hsaco")
    for finding in check_code_object(co):
        assert finding.rule in RULES
    assert not [f for f in load_program(co).functions if f.section == ".text"]
    with pytest.raises(CodeObjectError, match="k.hsaco: no executable section"):
        instruction_at(co, text.sh_addr)
