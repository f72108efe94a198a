"""`.amdgpu_metadata` YAML -> MsgPack exactly as llvm-mc-19 converts it (scalar typing, key
order, integer widths, floats, empty values), checked live and on the corpus notes."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import cast

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


def _same(a: object, b: object) -> bool:
    """Equal, and of the same types all the way down (True == 1, but not the same value)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, list):
        return len(a) == len(cast(list, b)) and all(_same(x, y) for x, y in zip(a, cast(list, b)))
    if isinstance(a, dict):
        b = cast(dict, b)
        return [(type(k), repr(k)) for k in a] == [(type(k), repr(k)) for k in b] and all(
            _same(a[k], b[k]) for k in a)
    return a == b


def _corpus_blocks() -> list[str]:
    root = Path(__file__).parent.parent / "testdata"
    blocks = []
    for path in sorted(root.rglob("*.s")) + sorted(DATA.glob("*.s")):
        text = path.read_text(errors="surrogateescape")
        for part in text.split(".amdgpu_metadata\n")[1:]:
            # (the lines before the one of .end_amdgpu_metadata, as the assembler reads them)
            blocks.append(part.split(".end_amdgpu_metadata", 1)[0].rpartition("\n")[0] + "\n")
    return blocks


def test_block_reader_reads_the_corpus_as_the_parser_does() -> None:
    """The metadata clang writes is read without PyYAML (_block_document), to the document
    the YAML parser's events give; it leaves everything else to the parser."""
    from codeobj.metadata.from_yaml import _block_document, _parsed_document

    blocks = _corpus_blocks()
    read = [b for b in blocks if _block_document(b) is not None]
    assert len(blocks) > 100 and len(read) > 0.9 * len(blocks)
    for body in read:
        assert _same(_block_document(body), _parsed_document(body))


def test_block_reader_agrees_with_the_parser_on_mutated_metadata() -> None:
    """Bytes inserted, deleted, lines repeated: whenever the block reader takes the text, the
    parser reads it to the same document (it never takes one the parser refuses)."""
    import random

    from codeobj.metadata.from_yaml import _block_document, _parsed_document

    rng = random.Random(13)
    blocks = [b for b in _corpus_blocks() if len(b) < 4000]
    alphabet = list(" -:.\n#'\"[]{},&*!|>?%@`\t\rax01+") + [
        "...", "---", "  ", "- ", ": ", "\n  ", "\n- ", "\n    ", "''"]
    taken = 0
    for _ in range(1500):
        text = rng.choice(blocks)
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(text) + 1)
            op = rng.random()
            if op < 0.4:
                text = text[:i] + rng.choice(alphabet) + text[i:]
            elif op < 0.7:
                text = text[:i] + text[i + rng.randint(1, 3):]
            else:
                lines = text.split("\n")
                lines.insert(rng.randrange(len(lines)), rng.choice(lines))
                text = "\n".join(lines)
        document = _block_document(text)
        if document is not None:
            taken += 1
            assert _same(document, _parsed_document(text)), text
    assert taken > 100


@pytest.mark.parametrize("body", [
    "---\na:\n- 1\n...\n",             # a sequence at its key's indentation
    "---\na: 1 # note\n...\n",         # a comment
    "---\na: 'x\n  y'\n...\n",         # a quoted scalar over two lines
    "---\na: x\n  y\n...\n",           # a plain one
    "---\na:\tx\n...\n",               # a tab
    "---\na: [1, 2]\n...\n",           # a flow sequence
    "---\na: 1\n---\nb: 2\n",          # two documents
    "---\na: &x 1\nb: *x\n...\n",      # an alias
    "---\na: 1\n b: 2\n...\n",         # bad indentation
    "---\na: \"x\"\n...\n",            # double quotes
])
def test_block_reader_leaves_other_yaml_to_the_parser(body: str) -> None:
    from codeobj.metadata.from_yaml import _block_document

    assert _block_document(body) is None


def test_block_reader_leaves_nesting_past_the_limit_to_the_parser() -> None:
    from codeobj.errors import MetadataError
    from codeobj.metadata.from_yaml import _block_document, yaml_to_document

    body = "---\n" + "".join(" " * (2 * i) + f"k{i}:\n" for i in range(70)) + " " * 140 + "v: 1\n"
    assert _block_document(body) is None
    with pytest.raises(MetadataError, match="nesting deeper than the limit of 64"):
        yaml_to_document(body)


def test_msgpack_packing_writes_what_the_python_packer_writes() -> None:
    """document_to_msgpack (msgpack on a copy in llvm's key order) against _pack, the packer
    written out in Python, on the corpus and on float, bool and integer keys."""
    from codeobj.metadata.from_yaml import _pack, document_to_msgpack, yaml_to_document

    bodies = _corpus_blocks() + [
        "1.5: a\n2.5: b\nx: 1\n",                  # two float keys: both nil
        "1.5: [1.5, -1, 18446744073709551615]\ny: n\n1: x\n-2: {a: }\n",
        "k: [" + ", ".join(str(i) for i in range(70000)) + "]\n",  # an array32/map16 header
    ]
    for body in bodies:
        document = yaml_to_document(body)
        out: list[bytes] = []
        _pack(document, out, {})
        assert document_to_msgpack(document) == b"".join(out)


def test_msgpack_packing_tells_repeated_maps_apart_by_type() -> None:
    """Maps of scalars met again are put in order once (a memo): one whose values or keys
    differ only in type (true == 1) keeps its own bytes."""
    from codeobj.metadata.from_yaml import _pack, document_to_msgpack, yaml_to_document

    body = ("a:\n  - x: 1\n    y: 0\n  - x: true\n    y: false\n  - x: 1\n    y: 0\n"
            "b:\n  - 1: a\n  - true: a\n  - 1: a\n")
    document = yaml_to_document(body)
    out: list[bytes] = []
    _pack(document, out, {})
    packed = document_to_msgpack(document)
    assert packed == b"".join(out)
    assert packed.count(b"\xa1x\x01") == 2 and packed.count(b"\xa1x\xc3") == 1
    assert packed.count(b"\x81\x01\xa1a") == 2 and packed.count(b"\x81\xc3\xa1a") == 1


def _maps(document: object, out: list[dict[object, object]]) -> list[dict[object, object]]:
    if isinstance(document, dict):
        out.append(document)
        for v in document.values():
            _maps(v, out)
    elif isinstance(document, list):
        for v in document:
            _maps(v, out)
    return out


def test_shared_maps_read_pack_and_check_as_unshared_ones() -> None:
    """``yaml_to_document(shared=True)`` (the assembler's): maps of scalars written alike are
    one dict; the document, its msgpack bytes and its schema findings are those of the
    document read without sharing, on the corpus and on maps that differ only in how a value
    is written (true/1, 0x10/16, a float) or in a finding (an unknown enum value)."""
    from codeobj.metadata.from_yaml import _block_document, document_to_msgpack, yaml_to_document
    from codeobj.metadata.schema import validate

    args = ("      - .name: a\n        .offset: {off}\n        .size: 8\n"
            "        .value_kind: {kind}\n        .is_const: {const}\n")
    head = ("---\namdhsa.kernels:\n  - .name: k\n    .symbol: k.kd\n    .args:\n")
    variants = [("0", "global_buffer", "true"), ("0", "global_buffer", "1"),
                ("0x0", "global_buffer", "true"), ("0", "by_value", "true"),
                ("0", "no_such_kind", "true"), ("0", "global_buffer", "1.5")]
    made = head + "".join(args.format(off=o, kind=k, const=c) for o, k, c in variants * 3) + \
        "    .sgpr_count: 8\namdhsa.version:\n  - 1\n  - 2\n...\n"
    assert _block_document(made) is not None
    shared_somewhere = False
    for body in [*_corpus_blocks(), made]:
        plain = yaml_to_document(body)
        shared = yaml_to_document(body, shared=True)
        assert _same(plain, shared)
        assert document_to_msgpack(shared) == document_to_msgpack(plain)
        for version in (3, 4, 5):
            assert validate(shared, version) == validate(plain, version)
        maps = _maps(shared, [])
        shared_somewhere |= len({id(m) for m in maps}) < len(maps)
    assert shared_somewhere
    # the maps written differently stay apart (true is not 1, 0x0 is 0 but written so)
    kernel_args = yaml_to_document(made, shared=True)["amdhsa.kernels"][0][".args"]
    assert len({id(m) for m in kernel_args}) == len(variants)
    assert kernel_args[0][".is_const"] is True and kernel_args[1][".is_const"] == 1 and \
        kernel_args[1][".is_const"] is not True
