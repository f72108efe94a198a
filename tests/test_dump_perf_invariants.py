"""The shortcuts `codeobj dump --json` takes for speed give exactly what the plain path gives.

- worker processes (host libraries): the same bytes as one process, in the same order, and the
  same error for a bad code object;
- kernels sharing their directives and occupancy report (one cache per code object): the same
  dicts as the uncached `kernel_report`, and fresh ones (changing one kernel's report leaves
  the others alone);
- the metadata depth check still refuses nesting beyond MAX_DEPTH and accepts it up to there.

The dump outputs themselves are compared with llvm-readelf and comgr in test_dump_interop.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from codeobj.bundle import BundleInput, write_bundle
from codeobj.errors import MetadataError
from codeobj.metadata import MAX_DEPTH, _check_structure
from codeobj.reader import open_code_object
from codeobj.report import SECTIONS, _kernel_report, code_object_report, kernel_report

REPO = Path(__file__).resolve().parent.parent
CORPUS = sorted((REPO / "testdata" / "corpus").glob("v[3456]/*/*.hsaco"))


def _dump(args: list[str]) -> tuple[int, str, str]:
    from codeobj.cli.dump import dump

    result = CliRunner().invoke(dump, args, catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def bundle(tmp_path: Path) -> Path:
    inputs, seen = [], set()
    for path in CORPUS:  # one code object per target: entry IDs are unique in a bundle
        target = open_code_object(path).target_name
        if target and target not in seen:
            seen.add(target)
            inputs.append(BundleInput(f"hipv4-{target}", path.read_bytes()))
    if len(inputs) < 8:
        pytest.skip("the corpus has too few targets")
    out = tmp_path / "many.bundle"
    out.write_bytes(write_bundle(inputs))
    return out


def _force_workers(monkeypatch, on: bool) -> None:
    from codeobj.cli import dump as module

    monkeypatch.setattr(module, "_PARALLEL_MIN_OBJECTS", 2 if on else 10**9)
    monkeypatch.setattr(module, "_PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(module, "_CHUNK_BYTES", 1)  # one code object per run: many runs
    monkeypatch.setattr(module, "_worker_count",
                        (lambda items: 2) if on else (lambda items: 1))


def test_workers_give_the_bytes_one_process_gives(bundle, monkeypatch):
    _force_workers(monkeypatch, False)
    code, single, _ = _dump(["--json", str(bundle)])
    assert code == 0
    _force_workers(monkeypatch, True)
    code, parallel, _ = _dump(["--json", str(bundle)])
    assert code == 0
    assert parallel == single
    objects = json.loads(parallel)["code_objects"]
    assert len(objects) >= 8
    # file order: each entry's URI offset grows
    offsets = [int(o["source"].split("offset=")[1].split("&")[0]) for o in objects]
    assert offsets == sorted(offsets)


def test_workers_stop_at_a_bad_code_object_as_one_process_does(bundle, tmp_path, monkeypatch):
    from codeobj.bundle import open_fat_binary

    fat = open_fat_binary(str(bundle))
    victim = fat.code_objects[5]
    start = victim.offset
    fat.close()
    data = bytearray(bundle.read_bytes())
    data[start + 0x28 : start + 0x30] = (len(data) * 4).to_bytes(8, "little")  # e_shoff
    bad = tmp_path / "bad.bundle"
    bad.write_bytes(bytes(data))
    _force_workers(monkeypatch, False)
    single = _dump(["--json", str(bad)])
    _force_workers(monkeypatch, True)
    parallel = _dump(["--json", str(bad)])
    assert single[0] == 1 and "error:" in single[2]
    assert parallel == single


def test_shared_kernel_reports_equal_the_plain_ones():
    checked = 0
    for path in CORPUS:
        co = open_code_object(path)
        cache: dict = {}
        for k in co.kernels:
            assert _kernel_report(co, k, True, cache) == kernel_report(co, k, True)
            checked += 1
    assert checked > 50


def test_shared_kernel_reports_are_fresh_dicts():
    for path in CORPUS:
        co = open_code_object(path)
        if len(co.kernels) < 2:
            continue
        report = code_object_report(co, None, SECTIONS)
        first, second = report["kernels"][0], report["kernels"][1]
        if first["occupancy"]["occupancy"] is None:
            continue
        first["descriptor"].clear()
        first["occupancy"]["notes"].append("changed")
        first["occupancy"]["occupancy"]["limits"].clear()
        again = code_object_report(co, None, SECTIONS)["kernels"]
        assert again[1] == second
        assert again[0]["descriptor"] and again[0]["occupancy"]["occupancy"]["limits"]
        return
    pytest.skip("no corpus object with two kernels and an occupancy")


def _nested(depth: int) -> dict:
    inner: list = []
    root = {"a": inner}  # root map (1) + this list (2)
    for _ in range(depth - 2):
        child: list = []
        inner.append({"k": child} if len(inner) % 2 else child)
        inner = child
    return root


def test_depth_check_bounds():
    _check_structure(_nested(MAX_DEPTH), "note", 0, "f")
    with pytest.raises(MetadataError, match="nesting deeper"):
        _check_structure(_nested(MAX_DEPTH + 1), "note", 0x40, "f")
    # a deep branch hidden after many scalar-only records is still found
    doc = {"many": [{"x": i, "y": "s"} for i in range(1000)], "deep": _nested(MAX_DEPTH)}
    with pytest.raises(MetadataError):
        _check_structure(doc, "note", 0, "f")
