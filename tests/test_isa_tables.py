"""The generated instruction tables: every data file says how it was made, and is small."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
DATA = sorted((REPO / "codeobj" / "isa" / "data").glob("*.json.gz"))


def test_only_the_generated_tables_are_shipped():
    """One engine: the tables tools/isa/gen_llvm.py makes (per LLVM release), nothing else."""
    assert DATA and all(p.name.startswith(("llvm19-", "llvm22-")) for p in DATA)
    assert {p.name for p in DATA} >= {"llvm19-common.json.gz", "llvm19-gfx9.json.gz",
                                      "llvm19-gfx12.json.gz"}


@pytest.mark.parametrize("path", DATA, ids=lambda p: p.name)
def test_header_records_how_the_data_was_made(path):
    header = json.loads(gzip.decompress(path.read_bytes()))["header"]
    release = path.name.split("-")[0][4:]  # "19", "22"
    assert header["generated_by"] == "tools/isa/gen_llvm.py"
    assert header["command"].startswith("python tools/isa/gen_llvm.py")
    assert f"llvm-toolchain-{release}" in header["source"] and len(header["source_sha256"]) == 64
    assert f"{release}." in header["tblgen"]
    assert path.stat().st_size < 4_000_000
