"""Any bytes decode: every position gives an instruction or a .long/.byte, never an exception,
for every processor with instruction tables."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codeobj.errors import TargetError
from codeobj.isa import ALL_TARGETS, decode, decode_at


@settings(max_examples=300, deadline=None)
@given(st.binary(min_size=0, max_size=96),
       st.sampled_from(["gfx601", "gfx803", "gfx900", "gfx90a", "gfx942", "gfx1030", "gfx1100",
                        "gfx1200"]))
def test_any_bytes_decode(data, target):
    insts = decode(data, target)
    assert sum(i.size for i in insts) == len(data)
    for i in insts:
        assert isinstance(i.text, str) and i.text
        assert i.bytes == data[i.address:i.address + i.size]


@pytest.mark.parametrize("target", ALL_TARGETS)
def test_every_target_decodes(target):
    data = random.Random(target).randbytes(4096)
    insts = decode(data, target, address=0x1000)
    assert sum(i.size for i in insts) == len(data)
    assert insts[0].address == 0x1000


def test_dense_random_words():
    rng = random.Random(7)
    data = bytes(rng.getrandbits(8) for _ in range(40000))
    for target in ("gfx900", "gfx906", "gfx90a", "gfx942", "gfx9-generic", "gfx1151"):
        insts = decode(data, target)
        assert sum(i.size for i in insts) == len(data)


def test_target_ids_and_errors():
    word = bytes.fromhex("000081bf")
    assert decode(word, "amdgcn-amd-amdhsa--gfx90a:xnack+")[0].text == "s_endpgm"
    assert decode(word, "gfx942:sramecc+:xnack-")[0].text == "s_endpgm"
    with pytest.raises(TargetError):
        decode(word, "gfx12-5-generic")  # no carried LLVM release has tables for it
    with pytest.raises(TargetError):
        decode(word, "gfx90a", mattr="+nonsense")
    with pytest.raises(ValueError):
        decode_at(word, 4, "gfx90a")
