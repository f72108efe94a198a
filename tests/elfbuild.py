"""Tiny hand-built ELF images for reader tests (no tools needed): headers and sections only."""

from __future__ import annotations

import struct

from codeobj.formats import elf as E


def ehdr(*, e_type=E.ET.DYN, e_machine=E.EM.AMDGPU, osabi=64, abiversion=3, e_flags=0x30,
         e_phoff=0, e_shoff=0, e_phnum=0, e_shnum=0, e_shstrndx=0, e_shentsize=64,
         e_phentsize=56, ei_class=2, ei_data=1) -> bytes:
    ident = b"\x7fELF" + bytes([ei_class, ei_data, 1, osabi, abiversion]) + bytes(7)
    return E.EHDR_STRUCT.pack(ident, e_type, e_machine, 1, 0, e_phoff, e_shoff, e_flags, 64,
                              e_phentsize, e_phnum, e_shentsize, e_shnum, e_shstrndx)


def shdr(name=0, type_=0, flags=0, addr=0, offset=0, size=0, link=0, info=0, align=0,
         entsize=0) -> bytes:
    return E.SHDR_STRUCT.pack(name, type_, flags, addr, offset, size, link, info, align, entsize)


def image(sections: list[tuple[str, int, bytes, dict]], **header) -> bytes:
    """An ELF whose sections are (name, sh_type, contents, extra shdr fields)."""
    names = b"\0"
    name_offsets = []
    for name, *_ in sections:
        name_offsets.append(len(names))
        names += name.encode() + b"\0"
    body = bytearray(b"\0" * 64)
    placed = []
    for (_, type_, data, extra), name_off in zip(sections, name_offsets):
        while len(body) % 8:
            body.append(0)
        placed.append((name_off, type_, len(body), len(data), extra))
        body += data
    shstrtab_name = len(names)
    names += b".shstrtab\0"
    shstr_off = len(body)
    body += names
    while len(body) % 8:
        body.append(0)
    shoff = len(body)
    headers = shdr()
    for name_off, type_, off, size, extra in placed:
        headers += shdr(name=name_off, type_=type_, offset=off, size=size, **extra)
    headers += shdr(name=shstrtab_name, type_=E.SHT.STRTAB, offset=shstr_off, size=len(names))
    names_index = len(placed) + 1
    body += headers
    count = len(placed) + 2
    body[:64] = ehdr(e_shoff=shoff, e_shnum=count, e_shstrndx=names_index, **header)
    return bytes(body)


def note(name: bytes, n_type: int, desc: bytes) -> bytes:
    pad = lambda b: b + b"\0" * (-len(b) % 4)
    return struct.pack("<III", len(name), len(desc), n_type) + pad(name) + pad(desc)
