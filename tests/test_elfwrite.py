"""The generic ELF writer: layout pass, LLVM-order string tables, self-check, atomic write."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from codeobj.formats.elf import EM, ET, PF, PT, SHF, SHT

from codeobj.elf.writer import ElfFile, Section, Segment, StringTable, layout, to_bytes, write

READELF = "llvm-readelf-19"


def test_string_table_merges_suffixes_in_llvm_order() -> None:
    table = StringTable()
    for s in ["x", ".rela.text", ".text", ".comment", "bar", "foo", ".rodata.kd", ".strtab",
              ".symtab", ".data"]:
        table.add(s)
    data = table.finalize()
    # what llvm-mc-19 wrote for these names (tests/data_asm/good/sections_and_symbols.s)
    assert data == (b"\0x\0.rela.text\0.comment\0bar\0foo\0.rodata.kd\0.strtab\0.symtab\0"
                    b".data\0")
    assert table.offset(".text") == table.offset(".rela.text") + 5
    assert table.offset("") == 0


def test_unoptimized_table_keeps_insertion_order() -> None:
    table = StringTable(optimize=False)
    table.add("b")
    table.add("ab")
    assert table.finalize() == b"\0b\0ab\0"


def _sample() -> ElfFile:
    strtab = Section(".shstrtab", SHT.STRTAB, data=None)
    text = Section(".text", SHT.PROGBITS, SHF.ALLOC | SHF.EXECINSTR, data=b"\x01" * 10,
                   addralign=256, addr=0x1000, offset_hint=0x1000)
    bss = Section(".bss", SHT.NOBITS, SHF.ALLOC | SHF.WRITE, data=None, nobits_size=64,
                  addr=0x2000, addralign=8)
    elf = ElfFile(ET.DYN, EM.AMDGPU, flags=0x12C, osabi=64, abiversion=3,
                  sections=[text, bss, strtab], shstrtab=strtab)
    elf.segments = [Segment(PT.PHDR, PF.R, phdr=True, align=8, vaddr=0x40),
                    Segment(PT.LOAD, PF.R | PF.X, [text], align=0x1000)]
    return elf


def test_layout_computes_every_derived_field() -> None:
    elf = _sample()
    layout(elf)
    text, bss, strtab = elf.sections
    assert [s.index for s in elf.sections] == [1, 2, 3]
    assert elf.phoff == 64
    assert text.offset == 0x1000 and bss.offset == 0x1010  # NOBITS: aligned, takes no bytes
    assert strtab.offset == 0x1010
    assert elf.shoff % 8 == 0 and elf.shoff >= strtab.offset + strtab.size
    load = elf.segments[1]
    assert (load.offset, load.filesz, load.vaddr, load.memsz) == (0x1000, 10, 0x1000, 10)
    assert elf.segments[0].filesz == 2 * 56


def test_output_is_deterministic_and_self_checked(tmp_path: Path) -> None:
    a, b = to_bytes(_sample()), to_bytes(_sample())
    assert a == b
    out = tmp_path / "x.so"
    assert write(_sample(), out) == a
    assert out.read_bytes() == a
    assert not [p for p in os.listdir(tmp_path) if p.startswith(".codeobj-")]


def test_file_order_must_list_every_section() -> None:
    elf = _sample()
    elf.file_order = elf.sections[:1]
    with pytest.raises(ValueError):
        layout(elf)


@pytest.mark.llvm19
def test_llvm_readelf_reads_it_without_warnings(tmp_path: Path) -> None:
    out = tmp_path / "x.so"
    write(_sample(), out)
    proc = subprocess.run([READELF, "-a", str(out)], capture_output=True, text=True,
                          check=False, timeout=60)
    assert proc.returncode == 0 and "warning" not in proc.stderr.lower()
    assert "gfx900" in proc.stdout and ".text" in proc.stdout
