"""Hostile input for the linker and the loader view: mutated relocatable objects either link (and
then load) or fail with a CodeObjectError; never another exception, never unbounded work."""

from __future__ import annotations

import random
import struct
import time

import pytest

from codeobj.errors import CodeObjectError, LinkError
from codeobj import link, load

from . import refs

LINK = refs.TESTDATA / "corpus" / "link" / "v5" / "gfx90a"


def _inputs() -> tuple[bytes, bytes]:
    main, lib = LINK / "link_main.o", LINK / "link_lib.o"
    if not (main.exists() and lib.exists()):
        pytest.skip("corpus link objects missing")
    return main.read_bytes(), lib.read_bytes()


@pytest.mark.parametrize("seed", range(4))
def test_mutated_objects_give_code_object_errors(seed):
    main, lib = _inputs()
    rng = random.Random(seed)
    outcomes = {"linked": 0, "rejected": 0}
    start = time.monotonic()
    for _ in range(150):
        victim = bytearray(main if rng.random() < 0.5 else lib)
        for _ in range(rng.choice((1, 2, 4, 8))):
            victim[rng.randrange(len(victim))] = rng.randrange(256)
        pair = [bytes(victim), lib] if rng.random() < 0.5 else [main, bytes(victim)]
        try:
            result = link(pair, names=["a.o", "b.o"])
        except CodeObjectError:
            outcomes["rejected"] += 1
            continue
        outcomes["linked"] += 1
        try:
            assert isinstance(load(result.data, base=0x100000).kernels, list)
        except CodeObjectError:
            pass
    assert time.monotonic() - start < 120
    assert outcomes["linked"] and outcomes["rejected"]


def _section_header_offset(data: bytes, name: str) -> int:
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shnum, shstrndx = struct.unpack_from("<HH", data, 0x3C)
    strtab_off, = struct.unpack_from("<Q", data, shoff + shstrndx * 64 + 0x18)
    for i in range(shnum):
        header = shoff + i * 64
        name_off, = struct.unpack_from("<I", data, header)
        end = data.index(b"\0", strtab_off + name_off)
        if data[strtab_off + name_off:end].decode() == name:
            return header
    raise AssertionError(name)


@pytest.mark.parametrize("field,offset,value,message", [
    ("sh_addralign", 0x30, 3, "sh_addralign is not a power of 2"),
    ("sh_addralign", 0x30, 1 << 40, "sh_addralign 0x10000000000 is larger"),
])
def test_bad_section_fields_name_the_field(field, offset, value, message):
    main, lib = _inputs()
    data = bytearray(main)
    header = _section_header_offset(main, ".text")
    struct.pack_into("<Q", data, header + offset, value)
    with pytest.raises(LinkError) as info:
        link([bytes(data), lib], names=["main.o", "lib.o"])
    text = str(info.value)
    assert text.startswith("main.o: section ") and field in text and message in text
    assert f"{header + offset:#x}" in text


def test_a_relocation_in_a_nobits_section_is_an_error_not_an_assertion():
    """``.rodata`` (a kernel descriptor with a REL64 relocation) made SHT_NOBITS: the
    relocation has no bytes to patch (the linker failed an internal assertion, exit 70: the
    hostile campaign's seed 9, ``link#1559``)."""
    from codeobj import CodeObject

    data = bytearray((refs.TESTDATA / "corpus" / "link" / "v4" / "gfx90a" / "link_lib.o")
                     .read_bytes())
    rodata = CodeObject(bytes(data), "lib.o").section(".rodata")
    assert rodata is not None
    struct.pack_into("<I", data, rodata.header_offset + 4, 8)  # SHT_NOBITS
    with pytest.raises(LinkError, match=r"lib\.o:\(\.rodata\+0x10\): relocation R_AMDGPU_REL64 "
                                        r"in \.rodata, an SHT_NOBITS section"):
        link([bytes(data)], names=["lib.o"])
