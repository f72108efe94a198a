"""Hostile offload binaries: each fault gives a BundleError naming the file, the binary and the
offset, never a crash, a hang or a huge allocation.  Ends with a mutation test over real ones."""

from __future__ import annotations

import random
import struct
from pathlib import Path

import pytest

from codeobj.bundle import open_fat_binary, read_offload_binary
from codeobj.errors import BundleError

from .fatbin_harness import mutation_rounds
from .fatbin_harness import run_cli as run

DATA = Path(__file__).resolve().parent.parent / "testdata" / "offload"
MAGIC = b"\x10\xff\x10\xad"
CO = (DATA / "co_gfx90a.o").read_bytes()


def offload_binary(image: bytes, strings: dict[str, str], *, version: int = 1,
                   size: int | None = None, entry_offset: int = 32, entry_size: int = 40,
                   string_offset: int = 72, num_strings: int | None = None,
                   image_offset: int | None = None, image_size: int | None = None,
                   key_offsets: list[int] | None = None) -> bytes:
    """An offload binary laid out as clang-offload-packager lays it out."""
    table = b""
    records = []
    text_at = string_offset + 16 * len(strings)
    for key, value in strings.items():
        k = text_at + len(table)
        table += key.encode() + b"\0"
        v = text_at + len(table)
        table += value.encode() + b"\0"
        records.append((k, v))
    if key_offsets is not None:
        records = [(k, v) for k, (_, v) in zip(key_offsets, records, strict=True)]
    body_end = text_at + len(table)
    start = -(-body_end // 8) * 8
    end = start + len(image)
    head = struct.pack("<4sIQQQ", MAGIC, version, end if size is None else size, entry_offset,
                       entry_size)
    entry = struct.pack("<HHIQQQQ", 1, 3, 0, string_offset,
                        len(strings) if num_strings is None else num_strings,
                        start if image_offset is None else image_offset,
                        len(image) if image_size is None else image_size)
    strs = b"".join(struct.pack("<QQ", k, v) for k, v in records)
    out = head + entry + strs + table
    return out + bytes(start - len(out)) + image


GOOD_STRINGS = {"triple": "amdgcn-amd-amdhsa", "arch": "gfx90a:xnack+"}
GOOD = offload_binary(CO, GOOD_STRINGS)


def fails(data: bytes, match: str) -> BundleError:
    with pytest.raises(BundleError, match=match) as info:
        open_fat_binary(data, name="x.bin")
    assert str(info.value).startswith("x.bin: offload binary 0")
    return info.value


def test_the_builder_makes_what_we_read():
    fat = open_fat_binary(GOOD, name="x.bin")
    assert [bytes(c.data) for c in fat.code_objects] == [CO]
    assert fat.images[0].strings == GOOD_STRINGS


def test_truncated_header():
    fails(GOOD[:20], "only 20 bytes left")


def test_unknown_version():
    fails(offload_binary(CO, GOOD_STRINGS, version=2), "unsupported version 2")


@pytest.mark.parametrize("size", [0, 71, len(GOOD) + 1, 2**64 - 1])
def test_size_lies(size):
    error = fails(offload_binary(CO, GOOD_STRINGS, size=size), "size")
    assert error.offset == 0


@pytest.mark.parametrize(("entry_offset", "entry_size"),
                         [(0, 40), (2**64 - 8, 40), (32, 8), (32, 2**64 - 1), (len(GOOD) - 8, 40)])
def test_entry_outside_the_binary(entry_offset, entry_size):
    fails(offload_binary(CO, GOOD_STRINGS, entry_offset=entry_offset, entry_size=entry_size),
          "entry at")


@pytest.mark.parametrize("num_strings", [3, 2**40, 2**64 - 1])
def test_string_count_lies(num_strings):
    data = offload_binary(CO[:64], GOOD_STRINGS, num_strings=num_strings)
    error = fails(data, "strings at|string 2")
    assert error.offset is not None


def test_string_table_past_the_end():
    data = bytearray(GOOD)
    data[40:48] = struct.pack("<Q", 2**64 - 16)  # the entry's string_offset
    error = fails(bytes(data), "strings at")
    assert error.offset == 32  # the entry record


def test_key_offset_past_the_end_and_no_nul():
    fails(offload_binary(CO, GOOD_STRINGS, key_offsets=[2**63, 104]), "string 0 key")
    data = offload_binary(b"", GOOD_STRINGS, image_offset=72, image_size=0)
    end = data.index(b"gfx90a:xnack+") + len("gfx90a:xnack+")  # the binary ends before the NUL
    data = data[:8] + struct.pack("<Q", end) + data[16:end]
    fails(data, "no terminating NUL")


def test_non_utf8_string():
    data = offload_binary(CO, {"triple": "amdgcn-amd-amdhsa", "arch": "gfx90a"})
    at = data.index(b"gfx90a")
    fails(data[:at] + b"\xff" + data[at + 1:], "not UTF-8")


@pytest.mark.parametrize(("image_offset", "image_size"),
                         [(2**64 - 1, 1), (0, 2**64 - 1), (200, len(CO))])
def test_image_outside_the_binary(image_offset, image_size):
    fails(offload_binary(CO, GOOD_STRINGS, image_offset=image_offset, image_size=image_size),
          "image at")


def test_junk_after_a_binary():
    with pytest.raises(BundleError) as info:
        open_fat_binary(GOOD + b"\0" * 8 + b"junk" * 10, name="x.bin")
    assert info.value.offset == len(GOOD) + 8
    assert "offload binary 1" in str(info.value)


def test_fault_inside_a_host_section_names_the_section():
    raw = bytearray((DATA / "new_embedded.o").read_bytes())
    fat = open_fat_binary(bytes(raw))
    second = fat.images[1].offset
    raw[second + 8:second + 16] = struct.pack("<Q", 2**62)
    with pytest.raises(BundleError) as info:
        open_fat_binary(bytes(raw), name="new_embedded.o")
    text = str(info.value)
    assert text.startswith("new_embedded.o: offload binary 1 (.llvm.offloading at 0x")
    assert info.value.offset == second


def test_image_that_is_not_a_code_object_is_reported_not_read():
    fat = open_fat_binary(offload_binary(b"\x7fELF" + bytes(60), GOOD_STRINGS), name="x.bin")
    assert fat.code_objects == [] and [c.content for c in fat.non_code_objects] == ["elf"]


def test_cli_exit_status_and_message(tmp_path, capsysbinary):
    bad = tmp_path / "bad.bin"
    bad.write_bytes(offload_binary(CO, GOOD_STRINGS, size=2**64 - 1))
    for command in (["list"], ["extract", "-d", str(tmp_path / "o")], ["dump", "--json"],
                    ["dump"]):
        code, out, err = run(capsysbinary, *command, bad)
        assert code == 1, (command, out, err)
        assert "Traceback" not in err
        assert f"error: {bad}: offload binary 0 at 0x0: size: " in err


# -- mutation --------------------------------------------------------------------------------

def _corpus() -> list[tuple[str, bytes]]:
    items = [("built.bin", offload_binary(CO[:512], GOOD_STRINGS))]
    for name in ("images.bin", "new_embedded.o", "new_rdc.o"):
        items.append((name, (DATA / name).read_bytes()))
    return items


def _mutate(rng: random.Random, data: bytes, hot: list[int]) -> bytes:
    out = bytearray(data)
    roll = rng.random()
    if roll < 0.15:
        return bytes(out[:rng.randrange(len(out))])
    start = rng.choice(hot)
    if roll < 0.5:  # an extreme value over a header, entry or string field
        at = start + rng.randrange(0, 160, 2)
        width = rng.choice((2, 4, 8))
        value = rng.choice((0, 1, 2**(8 * width) - 1, 2**(8 * width - 1),
                            rng.getrandbits(8 * width)))
        out[at:at + width] = value.to_bytes(width, "little")[:max(len(out) - at, 0)]
        return bytes(out[:len(data)])
    for _ in range(rng.randint(1, 8)):
        out[min(start + rng.randrange(200), len(out) - 1)] ^= 1 << rng.randrange(8)
    return bytes(out)


def test_mutated_offload_binaries_never_crash():
    corpus = []
    for name, data in _corpus():
        fat = open_fat_binary(data, name=name)
        corpus.append((name, data, [i.offset for i in fat.images]))
    outcomes = mutation_rounds(corpus, _mutate, 800)
    assert outcomes["ok"] and outcomes["error"]


def test_read_offload_binary_at_an_offset_reports_file_offsets():
    data = bytes(100) + GOOD
    image = read_offload_binary(memoryview(data), 100, source="f")
    assert image.offset == 100 and bytes(image.data) == CO
    with pytest.raises(BundleError) as info:
        read_offload_binary(memoryview(bytes(100) + GOOD[:40]), 100, source="f")
    assert info.value.offset == 100
