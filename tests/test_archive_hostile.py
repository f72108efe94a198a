"""Hostile archives: member headers and sizes that lie, long names that point nowhere, broken
members.  Each gives a FormatError naming the file, the member and the file offset.  Ends with
a mutation test over real archives."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from codeobj.cli.main import main

from codeobj.bundle import open_fat_binary, read_archive
from codeobj.errors import BundleError, FormatError

from .fatbin_harness import mutation_rounds

DATA = Path(__file__).resolve().parent.parent / "testdata" / "offload"
BUNDLED = (DATA / "bundled_add_one.o").read_bytes()
CO = (DATA / "co_gfx90a.o").read_bytes()


def header(name: str, size: int | str, fmag: bytes = b"`\n") -> bytes:
    return (name.encode().ljust(16) + b"0".ljust(12) + b"0".ljust(6) + b"0".ljust(6)
            + b"644".ljust(8) + str(size).encode().ljust(10) + fmag)


def archive(*members: tuple[str, bytes], long_names: bytes | None = None) -> bytes:
    out = b"!<arch>\n"
    if long_names is not None:
        out += header("//", len(long_names)) + long_names + (b"\n" if len(long_names) & 1 else b"")
    for name, data in members:
        out += header(name, len(data)) + data + (b"\n" if len(data) & 1 else b"")
    return out


def fails(data: bytes, match: str, exc=FormatError) -> FormatError:
    with pytest.raises(exc, match=match) as info:
        open_fat_binary(data, name="lib.a")
    assert str(info.value).startswith("lib.a: archive member ")
    return info.value


def test_the_builder_makes_what_we_read():
    fat = open_fat_binary(
        archive(("a.o/", CO), ("/0", BUNDLED), long_names=b"a_long_member_name.o/\n"),
        name="lib.a")
    assert [m.name for m in fat.members] == ["a.o", "a_long_member_name.o"]
    assert [m.kind for m in fat.members] == ["code-object", "host-elf"]
    assert len(fat.code_objects) == 3


def test_truncated_member_header():
    data = archive(("a.o/", CO))
    error = fails(data + b"x" * 30, "only 30 bytes left")
    assert error.offset == len(data)


def test_bad_fmag():
    fails(b"!<arch>\n" + header("a.o/", 4, b"xx") + b"abcd", "fmag")


@pytest.mark.parametrize("size", ["-1", "0x10", "12a", "   "])
def test_size_not_decimal(size):
    fails(b"!<arch>\n" + header("a.o/", size) + b"abcd", "size")


@pytest.mark.parametrize("size", [len(CO) + 1, 9999999999])
def test_member_size_lies(size):
    error = fails(b"!<arch>\n" + header("a.o/", size) + CO, "runs past the end")
    assert error.offset == 8 and error.field == "size"


def test_long_name_without_table_or_past_it():
    fails(archive(("/0", CO)), "'//' name table is missing")
    fails(archive(("/99", CO), long_names=b"x.o/\n"), "has 5 bytes")


def test_a_long_name_reference_with_a_latin1_digit_is_a_plain_name():
    """'/' and the byte 0xb2 (Latin-1 '²', a digit to str.isdigit): was a ValueError out of
    int() (list, dump, check: exit 70); now a name like '/x'."""
    data = bytearray(archive(("a.o/", CO)))
    data[8:10] = b"/\xb2"
    data[10:24] = b" " * 14
    fat = open_fat_binary(bytes(data), name="lib.a")
    assert [m.name for m in fat.members] == ["/\xb2"]


def test_bsd_name_longer_than_the_member():
    fails(archive(("#1/99", b"name.o\0\0")), "BSD name length 99")


def test_thin_archive_is_refused():
    with pytest.raises(FormatError, match="thin archive"):
        open_fat_binary(b"!<thin>\n" + header("a.o/", 0), name="lib.a")


def test_broken_member_names_member_and_file_offset():
    bad = bytearray(BUNDLED)
    bad[0x28:0x30] = (2**62).to_bytes(8, "little")  # e_shoff past the end
    data = archive(("good.o/", CO), ("bad.o/", bytes(bad)))
    error = fails(data, "e_shoff")
    assert "archive member 1 (bad.o), ELF header" in str(error)
    member_at = data.index(bytes(bad))
    assert error.offset == member_at + 0x28


def test_broken_bundle_in_a_member_is_a_bundle_error():
    plain = b"__CLANG_OFFLOAD_BUNDLE__" + (1).to_bytes(8, "little") + (
        (64).to_bytes(8, "little") + (2**40).to_bytes(8, "little") + (5).to_bytes(8, "little")
        + b"hip-x")
    data = archive(("b.bundle/", plain + bytes(16)))
    error = fails(data, "runs past the end", BundleError)
    assert "archive member 0 (b.bundle), bundle 0, entry 0" in str(error)
    assert error.offset == data.index(plain) + 32


def test_members_that_are_neither_are_kept_quietly():
    fat = open_fat_binary(archive(("notes.txt/", b"hello\n"), ("x.bc/", b"BC\xc0\xde" + bytes(8)),
                                  ("a.o/", CO)), name="lib.a")
    assert [m.kind for m in fat.members] == ["other", "bitcode", "code-object"]
    assert len(fat.code_objects) == 1


def test_elf32_and_big_endian_members_are_other():
    elf32 = b"\x7fELF\x01\x01\x01" + bytes(45)
    elf64_be = b"\x7fELF\x02\x02\x01" + bytes(57)
    fat = open_fat_binary(archive(("a32.o/", elf32), ("be.o/", elf64_be), ("a.o/", CO)),
                          name="lib.a")
    assert [m.kind for m in fat.members] == ["other", "other", "code-object"]


def test_archives_nest_only_so_deep():
    inner = archive(("a.o/", CO))
    for _ in range(5):
        inner = archive(("n.a/", inner))
    fat = open_fat_binary(inner, name="lib.a")
    assert fat.code_objects == []  # deeper than the scanner follows
    two = archive(("n.a/", archive(("a.o/", CO))))
    fat = open_fat_binary(two, name="lib.a")
    assert [bytes(c.data) for c in fat.code_objects] == [CO]
    assert fat.code_objects[0].offset == two.index(CO)


def test_read_archive_alone():
    members = read_archive(memoryview(archive(("a.o/", b"xyz"), ("b.o/", b"pq"))))
    assert [(m.name, m.size) for m in members] == [("a.o", 3), ("b.o", 2)]
    assert members[1].offset - members[0].offset == 3 + 1 + 60  # odd sizes are padded


def test_cli_exit_status_and_message(tmp_path, capsysbinary):
    bad = tmp_path / "bad.a"
    bad.write_bytes(b"!<arch>\n" + header("a.o/", 10**9) + CO)
    for command in (["list"], ["extract", "-d", str(tmp_path / "o")], ["dump", "--json"]):
        try:
            main([*command, str(bad)])
            code = 0
        except SystemExit as e:
            code = e.code
        _, err = capsysbinary.readouterr()
        assert code == 1, command
        assert b"Traceback" not in err
        assert f"error: {bad}: archive member 0 at 0x8: size: ".encode() in err


# -- mutation --------------------------------------------------------------------------------

def _mutate(rng: random.Random, data: bytes, hot: list[int]) -> bytes:
    out = bytearray(data)
    roll = rng.random()
    if roll < 0.15:
        return bytes(out[:rng.randrange(len(out))])
    at = rng.choice(hot)
    if roll < 0.5:  # digits, spaces, slashes and extreme numbers over a member header
        field = rng.choice(((0, 16), (48, 10), (58, 2)))
        text = rng.choice((b"9999999999", b"0", b"1", b"-5", b"/", b"//", b"/9999", b"#1/99",
                           str(rng.randrange(1 << 16)).encode()))
        out[at + field[0]:at + field[0] + field[1]] = text.ljust(field[1])[:field[1]]
        return bytes(out[:len(data)])
    for _ in range(rng.randint(1, 8)):
        out[min(at + rng.randrange(300), len(out) - 1)] ^= 1 << rng.randrange(8)
    return bytes(out)


def test_mutated_archives_never_crash():
    corpus = []
    for name in ("libhet.a", "libhet_bsd.a", "libhet_gfx90a.a"):
        data = (DATA / name).read_bytes()
        fat = open_fat_binary(data, name=name)
        corpus.append((name, data, [m.header_offset for m in fat.members]))
    outcomes = mutation_rounds(corpus, _mutate, 600)
    assert outcomes["ok"] > 100 and outcomes["error"] > 100, outcomes
