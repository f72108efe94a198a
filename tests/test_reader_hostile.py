"""Hostile and malformed ELF input: every case ends in a FormatError that says where, quickly."""

from __future__ import annotations

import struct

import msgpack
import pytest
from codeobj.formats import elf as E

from codeobj.elf.model import CodeObject
from codeobj.errors import CodeObjectError, FormatError, MetadataError, NotAMDGPUError
from codeobj.report import code_object_report

from .elfbuild import ehdr, image, note, shdr


def full_report(data: bytes, name: str = "t.hsaco") -> dict:
    co = CodeObject(data, name)
    return code_object_report(co)


def test_minimal_image_reads():
    data = image([(".text", E.SHT.PROGBITS, b"\0" * 16, {"flags": 6})])
    r = full_report(data)
    assert [s["name"] for s in r["sections"]] == ["", ".text", ".shstrtab"]
    assert r["code_object_version"] == 5
    assert r["kernels"] == []


@pytest.mark.parametrize("data,fragment", [
    (b"", "bad magic"),
    (b"\x7fEL", "bad magic"),
    (b"\x7fELF\x02\x01", "too short"),
    (b"MZ\x90\x00" + bytes(100), "bad magic"),
])
def test_not_elf_or_truncated(data, fragment):
    with pytest.raises(FormatError) as info:
        CodeObject(data, "x.bin")
    assert fragment in str(info.value)
    assert str(info.value).startswith("x.bin")


def test_names_other_machines():
    with pytest.raises(NotAMDGPUError, match="CUDA"):
        CodeObject(ehdr(e_machine=E.EM.CUDA), "k.cubin")
    with pytest.raises(NotAMDGPUError, match="x86-64"):
        CodeObject(ehdr(e_machine=E.EM.X86_64), "a.out")
    with pytest.raises(NotAMDGPUError, match="32-bit"):
        CodeObject(ehdr(ei_class=1), "a.out")
    with pytest.raises(NotAMDGPUError, match="big-endian"):
        CodeObject(ehdr(ei_data=2), "a.out")


def test_zero_shentsize_is_an_error_not_a_loop():
    data = ehdr(e_shoff=64, e_shnum=3, e_shentsize=0) + bytes(200)
    with pytest.raises(FormatError, match="e_shentsize is 0"):
        CodeObject(data, "t")


def test_huge_section_count():
    data = ehdr(e_shoff=64, e_shnum=0xFFFF) + bytes(64 * 3)
    with pytest.raises(FormatError, match="do not fit"):
        CodeObject(data, "t")


def test_extended_section_count_that_lies():
    # e_shnum = 0 means "the count is in section 0's sh_size": make it 2**60.
    data = ehdr(e_shoff=64, e_shnum=0) + shdr(size=2**60)
    with pytest.raises(FormatError, match="do not fit"):
        CodeObject(data, "t")


def test_section_past_end_of_file():
    data = bytearray(image([(".text", E.SHT.PROGBITS, b"\0" * 16, {})]))
    co = CodeObject(bytes(data), "t")
    text = co.section(".text")
    # Point .text 2**63 bytes long and read it.
    struct.pack_into("<Q", data, text.header_offset + 0x20, 2**63)
    co = CodeObject(bytes(data), "t")
    with pytest.raises(FormatError, match="runs past the end of the file"):
        co.section_data(".text")


def test_bad_shstrndx():
    data = bytearray(image([]))
    struct.pack_into("<H", data, 0x3E, 77)
    with pytest.raises(FormatError, match="e_shstrndx 77"):
        CodeObject(bytes(data), "t")


def test_symbol_table_with_wrong_entsize():
    syms = bytes(24 * 2)
    data = image([(".strtab", E.SHT.STRTAB, b"\0", {}),
                  (".symtab", E.SHT.SYMTAB, syms, {"entsize": 0, "link": 1})])
    with pytest.raises(FormatError, match="sh_entsize is 0"):
        full_report(data)


def test_symbol_name_past_string_table():
    sym = E.SYM_STRUCT.pack(0, 0, 0, 0, 0, 0) + E.SYM_STRUCT.pack(0x1000, 0x11, 0, 1, 0, 64)
    data = image([(".strtab", E.SHT.STRTAB, b"\0abc\0", {}),
                  (".symtab", E.SHT.SYMTAB, sym, {"entsize": 24, "link": 1})])
    with pytest.raises(FormatError, match="st_name 0x1000"):
        full_report(data)


def test_note_desc_size_past_section():
    bad = struct.pack("<III", 7, 0x10000000, 32) + b"AMDGPU\0\0"
    data = image([(".note", E.SHT.NOTE, bad, {})])
    with pytest.raises(FormatError) as info:
        full_report(data, "libfoo.so")
    text = str(info.value)
    assert text.startswith("libfoo.so: note record at 0x")
    assert "desc size 0x10000000 runs past" in text


def test_msgpack_nesting_bomb_is_refused_quickly():
    depth = 100_000
    payload = b"\x91" * depth + b"\xc0"  # fixarray of one element, nested
    data = image([(".note", E.SHT.NOTE, note(b"AMDGPU\0", 32, payload), {})])
    co = CodeObject(data, "bomb.hsaco")
    assert co.metadata is None
    assert any("MsgPack" in w or "nesting" in w or "not a map" in w for w in co.warnings)


def test_msgpack_deep_map_over_limit():
    doc = {"a": None}
    inner = doc
    for _ in range(200):
        inner["a"] = {"a": None}
        inner = inner["a"]
    payload = msgpack.packb(doc)
    data = image([(".note", E.SHT.NOTE, note(b"AMDGPU\0", 32, payload), {})])
    co = CodeObject(data, "deep.hsaco")
    assert co.metadata is None
    assert any("nesting deeper" in w for w in co.warnings)


def test_msgpack_huge_declared_array_length():
    payload = b"\xdd\xff\xff\xff\xff"  # array32 claiming 4G elements, no data
    data = image([(".note", E.SHT.NOTE, note(b"AMDGPU\0", 32, payload), {})])
    co = CodeObject(data, "huge.hsaco")
    assert co.metadata is None
    assert co.warnings


def test_yaml_alias_bomb_refused():
    text = b"---\na: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\n...\n\0"
    data = image([(".note", E.SHT.NOTE, note(b"AMD\0", 10, text), {})], abiversion=0)
    co = CodeObject(data, "v2.hsaco")
    assert co.metadata is None
    assert any("aliases" in w for w in co.warnings)


def test_metadata_error_carries_location():
    data = image([(".note", E.SHT.NOTE, note(b"AMDGPU\0", 32, b"\xc1"), {})])
    co = CodeObject(data, "bad.hsaco")
    assert co.notes[0].error is not None
    assert co.notes[0].error.startswith("bad.hsaco: NT_AMDGPU_METADATA note at 0x")


def test_errors_are_codeobject_errors():
    assert issubclass(MetadataError, CodeObjectError)
    assert issubclass(NotAMDGPUError, FormatError)
