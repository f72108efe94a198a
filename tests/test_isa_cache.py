"""The ISA data cache (codeobj.isa.db._cached): made once, read lazily, remade when an input
changes or the file is not one of ours."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from codeobj.isa import db


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CODEOBJ_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def _maker(calls: list[int]) -> Any:
    def make() -> dict[str, Any]:
        calls.append(1)
        return {"plain": [1, 2, {"a": "b"}], "split": {1: ["x"], 2: ["y", 3]}}
    return make


def test_made_once_then_read(cache_dir: Path, tmp_path: Path) -> None:
    src = tmp_path / "input.json.gz"
    src.write_bytes(b"data")
    calls: list[int] = []
    first = db._cached("t", (str(src),), _maker(calls), ("split",))
    second = db._cached("t", (str(src),), _maker(calls), ("split",))
    assert calls == [1]
    for doc in (first, second):
        assert doc["plain"] == [1, 2, {"a": "b"}]
        assert dict(doc["split"]) == {1: ["x"], 2: ["y", 3]}
        assert doc["split"].get(3) is None and doc.get("absent", 7) == 7
        assert sorted(doc) == ["plain", "split"] and len(doc["split"]) == 2
    assert len(list((cache_dir / "isa").iterdir())) == 1


def test_remade_when_an_input_changes(cache_dir: Path, tmp_path: Path) -> None:
    src = tmp_path / "input.json.gz"
    src.write_bytes(b"data")
    calls: list[int] = []
    db._cached("t", (str(src),), _maker(calls), ())
    st = src.stat()
    os.utime(src, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))
    db._cached("t", (str(src),), _maker(calls), ())
    src.write_bytes(b"longer data")
    db._cached("t", (str(src),), _maker(calls), ())
    assert calls == [1, 1, 1]
    # the new file replaced the old one (named after the inputs' paths, as bytecode is)
    assert len(list((cache_dir / "isa").iterdir())) == 1
    db._cached("t", (str(src),), _maker(calls), ())
    assert calls == [1, 1, 1]


@pytest.mark.parametrize("content", [b"", b"not marshal", None])
def test_a_file_not_of_these_inputs_is_remade(cache_dir: Path, tmp_path: Path,
                                              content: bytes | None) -> None:
    src = tmp_path / "input.json.gz"
    src.write_bytes(b"data")
    calls: list[int] = []
    db._cached("t", (str(src),), _maker(calls), ())
    (path,) = (cache_dir / "isa").iterdir()
    if content is None:  # a cache file of other inputs under this name (a crc32 collision)
        content = db._pack({"plain": 0}, (), "another key")
    path.write_bytes(content)
    doc = db._cached("t", (str(src),), _maker(calls), ())
    assert calls == [1, 1] and doc["plain"] == [1, 2, {"a": "b"}]


def test_no_cache_directory(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("CODEOBJ_CACHE_DIR", "")
    src = tmp_path / "input.json.gz"
    src.write_bytes(b"data")
    calls: list[int] = []
    db._cached("t", (str(src),), _maker(calls), ())
    doc = db._cached("t", (str(src),), _maker(calls), ())
    assert calls == [1, 1] and doc["plain"] == [1, 2, {"a": "b"}]


def test_family_document_as_the_data_file(monkeypatch: pytest.MonkeyPatch) -> None:
    """The cached, lazily read family document holds what the data file does (with the
    derived tables)."""
    import gzip
    import json

    with open(db._data_path("llvm19-gfx9.json.gz"), "rb") as f:
        raw = json.loads(gzip.decompress(f.read()))
    fam = db.family("gfx9")
    assert fam.match == raw["match"]
    assert dict(fam.operand_parsers) == raw["operand_parsers"]
    assert {k: fam.decoder[k] for k in ("opcodes", "tables")} == {
        k: raw["decoder"][k] for k in ("opcodes", "tables")}
    assert dict(fam.decoder["cases"]) == raw["decoder"]["cases"]
    assert {str(k): row for k, row in fam._doc["instructions"].items()} == raw["instructions"]
    rows = fam.match_rows
    for v, table in enumerate(raw["match"]):
        assert [r for m in rows[v] for r in rows[v][m]] == sorted(
            table, key=lambda r: list(rows[v]).index(r[0]))
