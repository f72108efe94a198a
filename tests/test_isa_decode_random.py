"""Any bytes decode: every word gives an instruction or a .long, never an exception."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codeobj.errors import TargetError
from codeobj.isa import ALL_TARGETS, decode
from codeobj.isa.tables import GFX9_TARGETS, canonical_processor, load_table


@settings(max_examples=300, deadline=None)
@given(st.binary(min_size=0, max_size=96), st.sampled_from(["gfx900", "gfx908", "gfx90a", "gfx942"]))
def test_any_bytes_decode(data, target):
    insts = decode(data, target)
    assert sum(i.size for i in insts) == len(data)
    for i in insts:
        assert isinstance(i.text, str) and i.text


@pytest.mark.parametrize("target", GFX9_TARGETS)
def test_every_target_has_a_table(target):
    t = load_table(target)
    assert t.formats["VOP2"] and t.formats["SOPP"]


@pytest.mark.parametrize("target", ALL_TARGETS)
def test_every_target_decodes(target):
    data = random.Random(target).randbytes(4096)
    insts = decode(data, target)
    assert sum(i.size for i in insts) == len(data)


def test_dense_random_words_all_targets():
    rng = random.Random(7)
    data = bytes(rng.getrandbits(8) for _ in range(40000))
    for target in ("gfx900", "gfx906", "gfx90a", "gfx942", "gfx9-generic"):
        insts = decode(data, target)
        assert sum(i.size for i in insts) == len(data)


def test_target_ids_and_errors():
    assert canonical_processor("amdgcn-amd-amdhsa--gfx90a:xnack+") == "gfx90a"
    assert canonical_processor("gfx942:sramecc+:xnack-") == "gfx942"
    with pytest.raises(TargetError):
        canonical_processor("gfx1100")
