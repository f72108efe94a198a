"""Tier 1: the ELF, note and relocation schemas parse, build and size as the spec says; each
structure is declared once and its struct, schema, offsets and reader records agree."""

from __future__ import annotations

import pytest
from codeobj.formats import elf as E
from codeobj.formats import notes as N
from codeobj.formats.amd_kernel_code import AMD_KERNEL_CODE, MEMBERS
from codeobj.formats.kernel_descriptor import KERNEL_DESCRIPTOR, RESERVED_BYTES, WORD_OFFSETS
from codeobj.formats.relocations import R_AMDGPU, relocation_name

from codeobj._record import fields as record_fields
from codeobj.elf import reader as R

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


# --------------------------------------------------------------------------------------------
# One declaration per structure (formats/_layout.py): the struct, the Construct schema (also
# compiled), the field offsets and the reader's records all come from it and agree.

LAYOUTS = (*E.LAYOUTS, KERNEL_DESCRIPTOR, AMD_KERNEL_CODE)


def _known_bytes(layout) -> bytes:
    """Bytes 0x01, 0x02, ... (no two neighbours alike; the magic where there is one)."""
    data = bytearray(i % 255 + 1 for i in range(layout.size))
    for field in layout.fields:
        if isinstance(field[1], E.Layout):
            at = layout.offset(field[0])
            data[at:at + field[1].size] = _known_bytes(field[1])
        elif len(field) > 2:
            at = layout.offset(field[0])
            data[at:at + len(field[2])] = field[2]
    return bytes(data)


def _parsed_values(layout, parsed) -> tuple:
    """The schema's parse as the struct's tuple (nested layouts as their bytes)."""
    out = []
    for field in layout.fields:
        value = parsed[field[0]]
        out.append(field[1].schema().build(value) if isinstance(field[1], E.Layout) else value)
    return tuple(out)


@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda layout: layout.name)
def test_struct_schema_and_offsets_agree(layout):
    data = _known_bytes(layout)
    schema = layout.schema()
    assert schema.sizeof() == layout.size == layout.struct.size
    parsed = schema.parse(data)
    assert _parsed_values(layout, parsed) == layout.struct.unpack(data)
    assert schema.build(parsed) == data
    compiled = schema.compile()
    assert compiled.parse(data) == parsed
    assert compiled.build(parsed) == data
    for name in layout.names:
        at, size = layout.offset(name), layout.field_size(name)
        value = layout.read(data, name)
        assert layout.read(bytes(3) + data, name, 3) == value
        if isinstance(value, int):
            signed = layout.struct.format[1 + layout.names.index(name)] in "bhiq"
            assert value == int.from_bytes(data[at:at + size], "little", signed=signed)
        else:
            assert value == data[at:at + size]


def test_offsets_the_spec_gives():
    # gABI "ELF Header", "Sections"; AMDGPUUsage "Kernel Descriptor"
    assert (E.EHDR.offset("e_machine"), E.EHDR.offset("e_flags"), E.EHDR.offset("e_shentsize"),
            E.EHDR.offset("e_shnum"), E.EHDR.offset("e_shstrndx")) == (0x12, 0x30, 0x3A, 0x3C, 0x3E)
    assert (E.IDENT.offset("ei_class"), E.IDENT.offset("ei_osabi"),
            E.IDENT.offset("ei_abiversion")) == (4, 7, 8)
    assert (E.SHDR.offset("sh_size"), E.SHDR.offset("sh_link"),
            E.SHDR.offset("sh_entsize")) == (0x20, 0x28, 0x38)
    assert E.PHDR_SIZE == 56 and E.SYM_SIZE == E.RELA_SIZE == 24 and E.DYN_SIZE == 16
    assert WORD_OFFSETS == {"compute_pgm_rsrc3": 44, "compute_pgm_rsrc1": 48,
                            "compute_pgm_rsrc2": 52, "kernel_code_properties": 56,
                            "kernarg_preload": 58}
    assert RESERVED_BYTES == (("reserved0", 12, 4), ("reserved1", 24, 20), ("reserved3", 60, 4))
    assert KERNEL_DESCRIPTOR.offset("kernel_code_entry_byte_offset") == 16
    assert AMD_KERNEL_CODE.size == 256 and MEMBERS[6] == ("kernel_code_entry_byte_offset", 16, 8,
                                                          True)
    assert MEMBERS[-1] == ("control_directives", 128, 128, False)


def test_reader_records_are_the_layouts_fields():
    assert record_fields(R.ElfHeader) == (
        "ei_class", "ei_data", "ei_osabi", "ei_abiversion", *E.EHDR.names[1:])
    assert record_fields(R.SectionHeader) == ("index", "name", *E.SHDR.names, "header_offset")
    assert record_fields(R.ProgramHeader) == ("index", *E.PHDR.names)
    assert R.RawSymbol._fields == ("index", "name", *E.SYM.names)
    assert R.RawRelocation._fields == ("index", *E.RELA.names)


def test_reader_reads_known_bytes_into_the_records():
    raw = ehdr(e_flags=0x53F, e_shoff=0, e_shnum=0, abiversion=3)
    header = R.ElfReader(raw).header
    parsed = E.Elf64_Ehdr.parse(raw)
    for name in E.EHDR.names[1:]:
        assert getattr(header, name) == parsed[name]
    for name in ("ei_class", "ei_data", "ei_osabi", "ei_abiversion"):
        assert getattr(header, name) == parsed.e_ident[name]
