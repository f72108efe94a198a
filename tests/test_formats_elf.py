"""Tier 1: the ELF, note and relocation schemas parse, build and size as the spec says."""

from __future__ import annotations

from codeobj.formats import elf as E
from codeobj.formats import notes as N
from codeobj.formats.relocations import R_AMDGPU, relocation_name

from .elfbuild import ehdr


def test_schema_sizes_match_struct_formats():
    assert E.Elf64_Ehdr.sizeof() == E.EHDR_SIZE == 64
    assert E.Elf64_Shdr.sizeof() == E.SHDR_SIZE == 64
    assert E.Elf64_Phdr.sizeof() == E.PHDR_SIZE == 56
    assert E.Elf64_Sym.sizeof() == E.SYM_SIZE == 24
    assert E.Elf64_Rela.sizeof() == E.RELA_SIZE == 24
    assert E.Elf64_Dyn.sizeof() == E.DYN_SIZE == 16
    assert E.Elf64_Nhdr.sizeof() == E.NHDR_SIZE == 12


def test_header_parse_build_round_trip():
    raw = ehdr(e_flags=0x53F, e_shoff=0x1234, e_shnum=7, e_shstrndx=5, abiversion=3)
    parsed = E.Elf64_Ehdr.parse(raw)
    assert parsed.e_machine == E.EM.AMDGPU
    assert parsed.e_ident.ei_osabi == E.ELFOSABI.AMDGPU_HSA
    assert parsed.e_ident.ei_abiversion == 3
    assert parsed.e_flags == 0x53F
    assert (parsed.e_shoff, parsed.e_shnum, parsed.e_shstrndx) == (0x1234, 7, 5)
    assert E.Elf64_Ehdr.build(parsed) == raw
    assert E.EHDR_STRUCT.unpack(raw)[7] == 0x53F


def test_symbol_and_rela_fields():
    sym = E.SYM_STRUCT.pack(5, E.st_info(E.STB.GLOBAL, E.STT.OBJECT), E.STV.PROTECTED, 3, 0x40, 64)
    parsed = E.Elf64_Sym.parse(sym)
    assert E.st_bind(parsed.st_info) == E.STB.GLOBAL
    assert E.st_type(parsed.st_info) == E.STT.OBJECT
    assert E.st_visibility(parsed.st_other) == E.STV.PROTECTED
    assert E.Elf64_Sym.build(parsed) == sym
    rela = E.RELA_STRUCT.pack(0x10, E.r_info(7, R_AMDGPU.REL64), 16)
    parsed = E.Elf64_Rela.parse(rela)
    assert E.r_sym(parsed.r_info) == 7 and E.r_type(parsed.r_info) == R_AMDGPU.REL64
    assert parsed.r_addend == 16


def test_note_record_padding():
    record = N.NoteRecord.build({"header": {"n_namesz": 7, "n_descsz": 5, "n_type": 32},
                                 "name": b"AMDGPU\0", "desc": b"\x81\xa1a\x01\x00"})
    assert len(record) == 12 + 8 + 8
    parsed = N.NoteRecord.parse(record)
    assert parsed.name == b"AMDGPU\0" and parsed.desc == b"\x81\xa1a\x01\x00"


def test_v2_isa_note_layout():
    desc = bytes.fromhex("0400 0700 09000000 00000000 06000000") + b"AMD\0AMDGPU\0"
    parsed = N.HsaIsaVersion.parse(desc)
    assert (parsed.major, parsed.minor, parsed.stepping) == (9, 0, 6)
    assert parsed.vendor_name == b"AMD\0" and parsed.architecture_name == b"AMDGPU\0"


def test_names_of_known_and_unknown_values():
    assert N.note_type_name("AMDGPU", 32) == "NT_AMDGPU_METADATA"
    assert N.note_type_name("AMD", 10) == "NT_AMD_HSA_METADATA"
    assert N.note_type_name("AMD", 0x4D) == "unknown (0x4d)"
    assert N.note_type_name("GNU", 1) == "unknown (0x1)"
    assert relocation_name(14) == "R_AMDGPU_REL16"
    assert relocation_name(12) == "unknown (0xc)"
    assert [r.value for r in R_AMDGPU] == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14]
