"""The generated tables: header facts, and regenerating them from llvm-mc gives the same data."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from codeobj.isa.tables import load_table

from . import refs

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "codeobj" / "isa" / "data" / "gfx9.json.gz"


def test_header_records_how_the_data_was_made():
    doc = json.loads(gzip.decompress(DATA.read_bytes()))
    header = doc["header"]
    assert header["generated_by"] == "tools/gen_isa.py"
    assert "llvm" in header["tool"].lower() and "19." in header["tool"]
    assert header["command"].startswith("python tools/gen_isa.py")
    assert set(header["targets"]) >= {"gfx900", "gfx906", "gfx908", "gfx90a", "gfx942"}
    assert DATA.stat().st_size < 1_000_000


def test_per_target_differences_are_recorded():
    t900, t90a, t942 = load_table("gfx900"), load_table("gfx90a"), load_table("gfx942")
    mnems = {e["m"] for t in t90a.formats.values() for e in t.values()}
    assert "v_pk_fma_f32" in mnems and "v_mfma_f64_16x16x4f64" in mnems
    assert not any(e["m"] == "v_pk_fma_f32" for e in t900.formats["VOP3P"].values())
    assert len(t90a.formats.get("MIMG", {})) < len(t900.formats["MIMG"])
    assert any("xf32" in e["m"] for e in t942.formats["VOP3P"].values())


def _generator():
    return refs.script("tools/gen_isa.py")


@pytest.mark.llvm19
@pytest.mark.slow
@pytest.mark.parametrize("target", ["gfx90a", "gfx906"])
def test_regenerating_gives_the_committed_table(target):
    gen = _generator()
    fresh = gen.generate(target, lambda s: None)
    table = load_table(target)
    # keys starting with "_" are caches the decoder adds at run time
    committed = {f: {str(op): {k: v for k, v in e.items() if not k.startswith("_")}
                     for op, e in t.items()} for f, t in table.formats.items()}
    assert fresh["formats"] == committed
    assert fresh["classes"] == table.classes
