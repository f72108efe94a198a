"""Metadata rendered as llvm-readelf prints it: text-identical on every corpus object.

`codeobj.metadata.decode.to_llvm_yaml` reproduces LLVM's YAML writer (sorted keys, padding,
quoting), so MsgPack metadata can be compared with llvm-readelf's output as text — exact, and
fast enough for the hundreds of real objects in librocsparse.
"""

from __future__ import annotations

import pytest

from codeobj.elf.model import CodeObject
from codeobj.metadata.decode import _quote_style, to_llvm_yaml

from . import refs

OBJECTS = [e for e in refs.corpus_entries() if e["kind"] in ("rel", "dyn")]


@pytest.mark.parametrize("text,style", [
    ("global_buffer", ""), ("OpenCL C", ""), ("add.kd", ""), ("float*", "single"),
    ("", "single"), ("1", "single"), ("-2", "single"), ("0x1f", "single"), ("1.5e3", "single"),
    (".inf", "single"), ("true", "single"), ("Null", "single"), ("~", "single"),
    ("-x", "single"), ("a:b", "single"), ("a/b", "single"), ("x y", ""), (" x", "single"),
    ("it's", "single"), ("tab\there", ""), ("line\nbreak", "single"), ("bell\x07", "double"),
    ("caf\u00e9", "double"), ("struct S", ""), ("__hip_cuid_", ""), ("v1.2", ""),
])
def test_quoting_rules(text, style):
    assert _quote_style(text) == style


def test_layout_rules():
    doc = {"b": [1, 2], "a": {"k": "v", "longer_than_sixteen": 3}, "c": [{"y": 1, "x": []}],
           "d": {}}
    assert to_llvm_yaml(doc) == (
        "---\n"
        "a:\n"
        "  k:               v\n"
        "  longer_than_sixteen: 3\n"
        "b:\n"
        "  - 1\n"
        "  - 2\n"
        "c:\n"
        "  - x:               []\n"
        "    y:               1\n"
        "d:               {}\n"
        "...\n")


@pytest.mark.llvm19
@pytest.mark.parametrize("entry", OBJECTS, ids=lambda e: e["file"].removeprefix("corpus/"))
def test_metadata_text_equals_llvm_readelf(entry):
    path = refs.TESTDATA / entry["file"]
    co = CodeObject(path.read_bytes(), str(path))
    theirs = [n["yaml"] for n in refs.readelf_notes(path)
              if n["type"] in ("NT_AMDGPU_METADATA", "NT_AMD_HSA_METADATA") and "yaml" in n]
    mine = []
    for note in co.notes:
        if not note.is_metadata:
            continue
        if entry["version"] == 2:
            # V2 metadata is YAML text already; llvm-readelf prints it as it is.
            mine.append(note.desc.rstrip(b"\0").decode())
        else:
            mine.append(to_llvm_yaml(note.value))
    if entry["version"] == 2:
        assert [m.strip() for m in mine] == [t.strip() for t in theirs]
    else:
        assert mine == theirs
