"""`codeobj dump --yaml`: the JSON report's content, read back alike by YAML 1.2 and 1.1 readers.

The YAML is written by codeobj.report.yamlout (ruamel.yaml's emitter was ~50x slower on a library);
ruamel.yaml reads it back here, once as YAML 1.2 and once as YAML 1.1 (where `yes`, `off` or
`1:30` are not strings), and both must equal what `--json` says.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from ruamel.yaml import YAML

from codeobj.elf.model import open_code_object
from codeobj.report import SECTIONS, code_object_report
from codeobj.report.jsonout import encode_json
from codeobj.report.yamlout import write_yaml

from . import refs

CORPUS = sorted((refs.TESTDATA / "corpus").glob("v[23456]/*/*.hsaco")) + sorted(
    (refs.TESTDATA / "corpus").glob("v[23456]/*/*.o"))


def _load(text: str, version: str):
    yaml = YAML(typ="safe", pure=True)
    return yaml.load(f"%YAML {version}\n---\n{text}")


def _yaml(value) -> str:
    out = io.StringIO()
    write_yaml(value, out.write)
    return out.getvalue()


def _same(value) -> None:
    text = _yaml(value)
    expected = json.loads(encode_json(value))
    assert _load(text, "1.2") == expected
    assert _load(text, "1.1") == expected


@pytest.mark.parametrize("text", [
    "yes", "No", "ON", "off", "y", "n", "true", "False", "null", "Null", "~", "", " lead",
    "trail ", "a: b", "a:b", "#x", "x #y", "-", "- x", "-x", "?", "[a]", "{a}", "*a", "&a", "!a",
    "|", ">", "'", '"', "%x", "@x", "`x", "1", "-1", "+1", "0x1F", "0o17", "017", "0b101", "1_000",
    "1:30", "1e3", ".5", "5.", ".inf", "-.Inf", ".NaN", "nan", "inf", "2001-12-14", "é", "a\nb",
    "tab\there", "back\\slash", "\x01", "=", "<<", ".", "..", "/", "./a", ".amdhsa_kernarg_size",
    "_Z3fooPi", "gfx90a:xnack+", "amdgcn-amd-amdhsa--gfx90a", "by_value", "hidden_grid_dims",
])
def test_strings_stay_strings(text):
    _same({"key": text, text or "empty": [text, {"k": text}]})


def test_shapes():
    _same({"a": [], "b": {}, "c": [[], [1, [2, []]], {}], "d": [{"x": 1, "y": [{"z": None}]}],
           "e": [True, False, None, 0, -5, 2.5, 1e300, 5e-324, -1e16, 2**70], "f": {"g": {"h": {"i": [1]}}},
           "bin": b"\x00\xff", "nan": float("nan"), 7: "int key", None: "null key"})


def test_named_tuples_are_lists_as_in_json():
    """A metadata note may hold a MsgPack extension value (msgpack.ExtType, a named tuple of
    code and bytes): it is a list in both reports (found by the hostile campaign, seed 17)."""
    from msgpack import ExtType

    _same({"k": ExtType(10, b"\x00\x16"), "l": [ExtType(1, b""), {"m": ExtType(2, b"\xff")}]})


@pytest.mark.parametrize("path", CORPUS[::6], ids=lambda p: str(p.relative_to(refs.TESTDATA)))
def test_reports_read_back_as_the_json_says(path):
    _same(code_object_report(open_code_object(path), None, SECTIONS))


def test_cli_yaml_equals_cli_json(capsys):
    from codeobj.cli.main import main

    paths = [str(p) for p in CORPUS[:4]]
    main(["dump", "--json", *paths])
    as_json = json.loads(capsys.readouterr().out)
    main(["dump", "--yaml", *paths])
    text = capsys.readouterr().out
    assert _load(text, "1.2") == as_json == _load(text, "1.1")


@pytest.mark.rocsparse
def test_a_rocsparse_object_reads_back():
    # One of the smaller objects (~40 kernels): the pure-Python YAML reader needs ~25 s for
    # the largest one's 4.7 MB report (it read back equal too, measured once).
    objects = refs.rocsparse_code_objects()
    if not objects:
        pytest.skip("librocsparse0 or clang-offload-bundler-19 is not available")
    paths = sorted((Path(o["path"]) for o in objects), key=lambda p: p.stat().st_size)
    path = paths[len(paths) // 10]
    _same(code_object_report(open_code_object(path), None, SECTIONS))
