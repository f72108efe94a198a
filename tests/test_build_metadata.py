"""`.amdgpu_metadata` YAML -> MsgPack exactly as llvm-mc-19 converts it (scalar typing, key
order, integer widths, floats, empty values), checked live and on the corpus notes."""

from __future__ import annotations

import subprocess
from pathlib import Path

import msgpack
import pytest

from codeobj.asm import assemble
from codeobj.metadata.from_yaml import resolve_scalar, yaml_to_msgpack

LLVM_MC = "llvm-mc-19"
DATA = Path(__file__).parent / "data_asm" / "good"


def _note_desc(obj: bytes) -> bytes:
    from codeobj.elf.model import open_code_object

    co = open_code_object(obj)
    notes = [n for n in co.notes if n.type == 32]
    assert len(notes) == 1
    return bytes(notes[0].desc)


@pytest.mark.parametrize("text,value", [
    ("12", 12), ("0x10", 16), ("0X1f", 31), ("012", 10), ("0o17", 15), ("0b101", 5),
    ("-3", -3), ("-0x10", -16), ("18446744073709551615", 2**64 - 1),
    ("-9223372036854775808", -2**63), ("y", True), ("N", False), ("on", True), ("off", False),
    ("True", True), ("tRue", "tRue"), ("~", "~"), ("null", "null"), (".inf", ".inf"),
    ("1_000", "1_000"), ("a b", "a b"),
])
def test_scalar_typing(text: str, value: object) -> None:
    got = resolve_scalar(text)
    assert got == value and type(got) is type(value)


@pytest.mark.parametrize("text", ["1.5", "1e3", "09", "+5", "nan", "0x1p3", "1."])
def test_floats_are_written_as_nil(text: str) -> None:
    assert yaml_to_msgpack(f"k: {text}\n") == b"\x81\xa1k\xc0"


def test_keys_are_sorted_and_empty_values_become_arrays() -> None:
    data = yaml_to_msgpack("b: 1\na:\nc: [x, 'z']\n")
    assert msgpack.unpackb(data) == {"a": [], "b": 1, "c": ["x", "z"]}
    assert data.index(b"\xa1a") < data.index(b"\xa1b") < data.index(b"\xa1c")


@pytest.mark.llvm19
@pytest.mark.parametrize("name", ["metadata_scalars.s", "metadata_scalars2.s"])
def test_metadata_note_identical_to_llvm_mc(name: str, tmp_path: Path) -> None:
    src = DATA / name
    out = tmp_path / "ref.o"
    subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj",
                    str(src), "-o", str(out)], check=True, timeout=60)
    ours = assemble(src.read_text(), str(src), mcpu="gfx900")
    assert ours.errors == []
    assert _note_desc(ours.data) == _note_desc(out.read_bytes())


@pytest.mark.parametrize("name", ["metadata_scalars.s", "metadata_scalars2.s"])
def test_ruamel_fallback_gives_the_same_bytes(name: str, monkeypatch) -> None:
    import sys

    text = (DATA / name).read_text()
    body = text.split(".amdgpu_metadata\n", 1)[1].split(".end_amdgpu_metadata", 1)[0]
    fast = yaml_to_msgpack(body)
    monkeypatch.setitem(sys.modules, "yaml", None)  # `import yaml` now fails
    assert yaml_to_msgpack(body) == fast
