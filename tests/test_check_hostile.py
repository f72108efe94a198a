"""Hostile input: codeobj check and the resource report on mutated real objects.

Whatever the bytes, ``check_code_object`` returns findings (an ``unreadable`` one when the object
falls apart) and ``code_object_resources`` returns resources or raises ``CodeObjectError``;
nothing else escapes.  Seeds are fixed; CODEOBJ_MUTATIONS raises the count.
"""

from __future__ import annotations

import os
import random
import time

import pytest

from codeobj.check import RULES, check_code_object
from codeobj.elf.model import CodeObject
from codeobj.errors import CodeObjectError
from codeobj.kernel.occupancy import code_object_resources

from .test_mutation import corpus_objects, mutate

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
