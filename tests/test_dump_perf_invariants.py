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
from codeobj.elf.model import open_code_object
from codeobj.errors import MetadataError
from codeobj.metadata.decode import MAX_DEPTH, _check_structure
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
    from codeobj.cli import dump_core as module

    monkeypatch.setattr(module, "_PARALLEL_MIN_OBJECTS", 2 if on else 10**9)
    monkeypatch.setattr(module, "_PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(module, "_CHUNK_BYTES", 1)  # one code object per run: many runs
    monkeypatch.setattr(module, "_worker_count",
                        (lambda items: 2) if on else (lambda items: 1))


@pytest.mark.slow  # tens of seconds: the full tier only (docs/testing.md)
@pytest.mark.parametrize("fmt", ["--json", "--yaml"])
def test_workers_give_the_bytes_one_process_gives(bundle, monkeypatch, fmt):
    _force_workers(monkeypatch, False)
    code, single, _ = _dump([fmt, str(bundle)])
    assert code == 0
    _force_workers(monkeypatch, True)
    code, parallel, _ = _dump([fmt, str(bundle)])
    assert code == 0
    assert parallel == single
    if fmt == "--yaml":
        from ruamel.yaml import YAML

        _force_workers(monkeypatch, False)
        assert YAML(typ="safe", pure=True).load(parallel) == json.loads(_dump(["--json",
                                                                               str(bundle)])[1])
        return
    objects = json.loads(parallel)["code_objects"]
    assert len(objects) >= 8
    # file order: each entry's URI offset grows
    offsets = [int(o["source"].split("offset=")[1].split("&")[0]) for o in objects]
    assert offsets == sorted(offsets)


@pytest.mark.parametrize("fmt", ["--json", "--yaml"])
def test_workers_stop_at_a_bad_code_object_as_one_process_does(bundle, tmp_path, monkeypatch,
                                                               fmt):
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
    single = _dump([fmt, str(bad)])
    _force_workers(monkeypatch, True)
    parallel = _dump([fmt, str(bad)])
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


# -- JSON written in pieces, and the plain command lines read without click ---------------------


def test_pieces_equal_one_string():
    from codeobj.report.jsonout import encode_json, write_json

    checked = 0
    for path in CORPUS:
        report = code_object_report(open_code_object(path), None, SECTIONS)
        pieces: list[str] = []
        write_json(report, pieces.append)
        text = "".join(pieces)
        assert text == encode_json(report)
        assert text == json.dumps(report, default=lambda b: bytes(b).hex())
        checked += 1
    assert checked > 100


@pytest.mark.parametrize("value", [
    {}, [], {"a": []}, {"a": {}}, {"l": list(range(40))}, {"l": [{"x": i} for i in range(33)]},
    {"deep": {"deeper": {"deepest": list(range(100))}}}, [list(range(17))] * 17,
    {"s": "\u00e9\u2603\n\"", "f": 1.5, "n": None, "t": True}, {"b": b"\x01\xff"},
])
def test_pieces_equal_one_string_on_shapes(value):
    from codeobj.report.jsonout import encode_json, write_json

    pieces: list[str] = []
    write_json(value, pieces.append)
    assert "".join(pieces) == encode_json(value)
    assert json.loads(encode_json(value)) == json.loads(
        json.dumps(value, default=lambda b: bytes(b).hex()))


def _strict_loads(text: str):
    def refuse(name):
        raise ValueError(f"not JSON: {name}")

    return json.loads(text, parse_constant=refuse)


def test_msgpack_values_json_cannot_hold_become_valid_json():
    from codeobj.report.jsonout import encode_json, write_json

    value = {"top": {b"\x01\x02": 1, 7: [float("nan"), float("inf"), -float("inf")],
                     None: True, 2.5: {"x": b"\xff"}, True: "t"}}
    pieces: list[str] = []
    write_json(value, pieces.append)
    text = "".join(pieces)
    assert text == encode_json(value)
    assert _strict_loads(text) == {"top": {"0102": 1, "7": ["nan", "inf", "-inf"], "null": True,
                                           "2.5": {"x": "ff"}, "true": "t"}}


def test_binary_metadata_key_dumps_as_hex(tmp_path, capsys):
    # A metadata key written as MsgPack bin (same size as the fixstr it replaces): JSON has no
    # binary keys; the dump shows it in hex and exits 0, as --yaml and the text dump do.
    from codeobj.cli.main import main

    sample = REPO / "testdata" / "sample" / "vector_add-gfx90a-v5.hsaco"
    data = sample.read_bytes()
    at = data.index(b"\xa5.name")
    odd = tmp_path / "binkey.hsaco"
    odd.write_bytes(data[:at] + b"\xc4\x04name" + data[at + 6:])
    main(["dump", "--json", str(odd)])
    kernel = _strict_loads(capsys.readouterr().out)["code_objects"][0]["metadata"][
        "amdhsa.kernels"][0]
    assert kernel["6e616d65"] == "vector_add" and ".name" not in kernel


_PLAIN = [
    ["--json", "a"], ["a", "--json"], ["a", "b", "--json", "--symbols"], ["--target", "gfx90a", "a"],
    ["--target=gfx90a:xnack+", "a"], ["--yaml", "a"], ["--directives", "a"], ["--", "--json"],
    ["a", "--", "-b"], ["--headers", "--sections", "--segments", "--symbols", "--relocs",
                        "--notes", "--metadata", "--kernels", "--resources", "a"],
    ["--json", "--json", "a"], ["-", "a"], ["-t", "gfx90a", "a"], ["--json", "-"],
]
_FOR_CLICK = [
    [], ["--json"], ["--help", "a"], ["-h", "a"], ["--jso", "a"], ["--json=1", "a"],
    ["--target"], ["--target", "--json", "a"], ["--json", "--yaml", "a"],
    ["--unknown", "a"], ["-x", "a"],
]


@pytest.mark.parametrize("args", _PLAIN)
def test_plain_dump_lines_read_as_click_reads_them(args):
    from codeobj.cli.dump import dump
    from codeobj.cli.dump_core import parse_plain_args

    ours = parse_plain_args(args)
    assert ours is not None
    params = dump.make_context("dump", list(args)).params
    assert list(params["files"]) == ours["files"]
    assert params["target_filter"] == ours["target_filter"]
    for name in ("directives", "as_json", "as_yaml"):
        assert params[name] == ours.get(name, False)
    from codeobj.cli.dump_core import PART_OPTIONS

    for part, _, _ in PART_OPTIONS:
        assert params[part] == ours["parts"].get(part, False)


@pytest.mark.parametrize("args", _FOR_CLICK)
def test_other_dump_lines_are_left_to_click(args):
    from codeobj.cli.dump_core import parse_plain_args

    assert parse_plain_args(args) is None


def test_entry_point_dump_equals_the_click_command(capsys, monkeypatch):
    # The same output, error text and exit status whether the entry point reads the command
    # line itself or hands it to click.
    import codeobj.cli.dump_core as core
    from codeobj.cli.main import main

    def run(args):
        try:
            main(["dump", *args])
            code = 0
        except SystemExit as e:
            code = e.code
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    paths = [str(p) for p in CORPUS[:6]]
    cases = (["--json", *paths], ["--yaml", paths[0]], paths[:2], ["--symbols", paths[0]],
             ["--json", paths[0], "/nonexistent/x.hsaco", paths[1]],
             ["--json", paths[0], str(REPO / "README.md")], ["--kernels", "--json", paths[1]])
    for args in cases:
        fast = run(args)
        with monkeypatch.context() as m:
            m.setattr(core, "parse_plain_args", lambda args: None)
            slow = run(args)
        assert fast == slow, args
        assert fast[0] in (0, 1)


def test_dumping_creates_no_reference_cycles(capsys):
    # `codeobj dump` pauses the cycle collector while it reads and reports on a code object
    # (cli/dump_core._NoCycleCollection); that is a saving only while the JSON dump of V3+
    # objects, the common case, leaves no cycles behind.
    import gc

    from codeobj.cli.dump_core import run_dump

    paths = [str(p) for p in CORPUS[::5]]
    run_dump(paths[:1], parts={}, as_json=True)  # first use imports modules, which makes cycles
    capsys.readouterr()
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        assert run_dump(paths, parts={}, as_json=True)
        capsys.readouterr()
        assert gc.collect() == 0
    finally:
        if was:
            gc.enable()
    assert gc.isenabled() == was


def test_collector_runs_again_after_each_code_object(capsys, monkeypatch):
    import gc

    from codeobj.cli import dump_core
    from codeobj.cli.dump_core import run_dump

    states = []
    real = dump_core._NoCycleCollection.__exit__

    def exit_and_look(self, *exc):
        real(self, *exc)
        states.append(gc.isenabled())

    monkeypatch.setattr(dump_core._NoCycleCollection, "__exit__", exit_and_look)
    paths = [str(p) for p in CORPUS[:3]]
    assert gc.isenabled()
    for fmt in ({"as_json": True}, {"as_yaml": True}, {}):
        assert run_dump(paths, parts={}, **fmt)
    capsys.readouterr()
    assert states == [True] * 9 and gc.isenabled()


@pytest.mark.parametrize("plain", [True, False])
def test_interrupt_is_one_line_and_status_130(plain, monkeypatch, capsys):
    # Ctrl-C gives the same line and status whether click read the command line or not.
    import codeobj.cli.dump_core as core
    from codeobj.cli.main import main

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(core, "run_dump", interrupted)
    args = ["dump", "--json", str(CORPUS[0])]
    if not plain:
        monkeypatch.setattr(core, "parse_plain_args", lambda args: None)
        import codeobj.cli.dump as click_dump

        monkeypatch.setattr(click_dump, "run_dump", interrupted)
    with pytest.raises(SystemExit) as e:
        main(args)
    assert e.value.code == 130
    assert capsys.readouterr().err == "\nerror: interrupted\n"
