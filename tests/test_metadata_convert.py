"""V2 -> V3 metadata conversion, checked against LLVM 15's own V3 metadata for the same sources."""

from __future__ import annotations

import pytest

from codeobj.elf.model import CodeObject
from codeobj.errors import MetadataError
from codeobj.metadata.convert import v2_to_v3

from . import refs


def _pairs():
    """(V2 object, V3 object) made by LLVM 15 from the same source for the same processor."""
    def single_source(e):
        return e["kind"] in ("rel", "dyn") and isinstance(e["source"], str) \
            and e["source"].endswith(".cl")

    v3 = {(e["source"], e["target"], e["kind"]): e
          for e in refs.corpus_entries(version=3) if single_source(e)}
    out = []
    for e in refs.corpus_entries(version=2):
        if not single_source(e):
            continue
        twin = v3.get((e["source"], e["target"], e["kind"]))
        if twin is not None:
            out.append((e, twin))
    return out


PAIRS = _pairs()


def test_there_are_pairs_to_compare():
    assert len(PAIRS) >= 10


@pytest.mark.parametrize("v2,v3", PAIRS, ids=[p[0]["file"] for p in PAIRS])
def test_conversion_equals_llvm15_v3(v2, v3):
    old = CodeObject((refs.TESTDATA / v2["file"]).read_bytes(), v2["file"]).metadata
    new = CodeObject((refs.TESTDATA / v3["file"]).read_bytes(), v3["file"]).metadata
    converted = v2_to_v3(old)
    assert dict(converted) == new
    assert all("IsXNACKEnabled" in d or "Align" in d for d in converted.dropped)


def test_offsets_follow_alignment():
    md = {"Version": [1, 0], "Kernels": [{
        "Name": "k", "SymbolName": "k@kd",
        "Args": [{"Size": 4, "Align": 4, "ValueKind": "ByValue"},
                 {"Size": 8, "Align": 8, "ValueKind": "GlobalBuffer", "AddrSpaceQual": "Global"},
                 {"Size": 2, "Align": 2, "ValueKind": "ByValue"},
                 {"Size": 8, "Align": 8, "ValueKind": "HiddenGlobalOffsetX"},
                 {"Size": 8, "Align": 8, "ValueKind": "HiddenMultiGridSyncArg"}],
        "CodeProps": {"KernargSegmentSize": 48, "NumSGPRs": 10}}]}
    (k,) = v2_to_v3(md)["amdhsa.kernels"]
    assert [a[".offset"] for a in k[".args"]] == [0, 8, 16, 24, 32]
    assert k[".args"][4][".value_kind"] == "hidden_multigrid_sync_arg"
    assert k[".symbol"] == "k.kd"
    assert (k[".sgpr_spill_count"], k[".uses_dynamic_stack"]) == (0, False)


def test_unknown_enum_is_an_error_naming_the_key():
    md = {"Kernels": [{"Name": "k", "Args": [{"Size": 4, "Align": 4, "ValueKind": "Bogus"}]}]}
    with pytest.raises(MetadataError, match=r"Kernels\[0\]\.Args\[0\]\.ValueKind"):
        v2_to_v3(md)
