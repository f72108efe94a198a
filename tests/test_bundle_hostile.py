"""Hostile bundles and host files: each gives a BundleError/FormatError naming the bundle and entry,
never a crash, a hang or a huge allocation.  Ends with a mutation test over real bundles."""

from __future__ import annotations

import random
import struct
import subprocess
import time
import tracemalloc
import zlib
from pathlib import Path

import pytest
from codeobj.formats import bundle as fmt

from codeobj.bundle import BundleInput, open_fat_binary, read_bundle, scan, write_bundle
from codeobj.bundle.reader import compressed_hash
from codeobj.errors import BundleError, CodeObjectError, FormatError

from . import refs

ID_A = "hipv4-amdgcn-amd-amdhsa--gfx90a"
ID_B = "hipv4-amdgcn-amd-amdhsa--gfx1030"


def plain(entries: list[tuple[int, int, str]], body: bytes = b"", count: int | None = None
          ) -> bytes:
    head = struct.pack("<24sQ", fmt.OFFLOAD_BUNDLE_MAGIC, len(entries) if count is None else count)
    for offset, size, entry_id in entries:
        head += struct.pack("<QQQ", offset, size, len(entry_id)) + entry_id.encode()
    return head + body


def ccob(version: int, method: int, payload: bytes, usize: int, digest: int,
         total: int | None = None) -> bytes:
    sizes = {1: 20, 2: 24, 3: 32}
    if total is None:
        total = sizes[version] + len(payload)
    prefix = struct.pack("<4sHH", b"CCOB", version, method)
    if version == 1:
        return prefix + struct.pack("<IQ", usize, digest) + payload
    if version == 2:
        return prefix + struct.pack("<IIQ", total, usize, digest) + payload
    return prefix + struct.pack("<QQQ", total, usize, digest) + payload


GOOD = write_bundle([BundleInput(ID_A, b"A" * 300), BundleInput(ID_B, b"B" * 200)], align=64)


def test_entry_past_the_end_names_bundle_and_entry():
    data = plain([(64, 10, ID_A), (100, 1 << 40, ID_B)], bytes(200))
    with pytest.raises(BundleError) as info:
        read_bundle(memoryview(data), source="lib.so")
    text = str(info.value)
    assert text.startswith(f"lib.so: bundle 0, entry 1 ({ID_B}) at 0x57: offset/size: ")
    assert "runs past the end" in text


def test_huge_offset_does_not_overflow():
    data = plain([(2**64 - 1, 2, ID_A)], bytes(64))
    with pytest.raises(BundleError, match="entry 0"):
        read_bundle(memoryview(data))


def test_count_that_cannot_fit():
    with pytest.raises(BundleError, match="entries cannot fit"):
        read_bundle(memoryview(plain([(0, 0, ID_A)], count=2**63)))
    with pytest.raises(BundleError, match="entries cannot fit"):
        read_bundle(memoryview(plain([], bytes(24 * 70000), count=70000)))


def test_id_size_past_the_end_and_bad_ids():
    data = struct.pack("<24sQQQQ", fmt.OFFLOAD_BUNDLE_MAGIC, 1, 0, 0, 2**62) + b"x" * 40
    with pytest.raises(BundleError, match="ID size"):
        read_bundle(memoryview(data))
    with pytest.raises(BundleError, match="not ASCII"):
        read_bundle(memoryview(plain([(0, 0, "\u00e9")])))
    with pytest.raises(BundleError, match="empty entry ID"):
        read_bundle(memoryview(plain([(0, 0, "")], bytes(8))))


def test_entry_overlapping_the_header():
    with pytest.raises(BundleError, match="overlaps the bundle header"):
        read_bundle(memoryview(plain([(0, 16, ID_A)], bytes(64))))


def test_truncated_header():
    with pytest.raises(BundleError, match="bundle header needs 32"):
        read_bundle(memoryview(fmt.OFFLOAD_BUNDLE_MAGIC + b"\x01"))


def test_errors_inside_compressed_bundles_say_so():
    data = bytearray(GOOD)
    struct.pack_into("<Q", data, 32, 10**9)  # entry 0's offset
    data = bytes(data)
    blob = ccob(2, 0, zlib.compress(data), len(data), compressed_hash(data))
    with pytest.raises(BundleError) as info:
        read_bundle(memoryview(blob), source="z.bundle")
    assert str(info.value).startswith("z.bundle: bundle 0 (decompressed), entry 0 (host-")


@pytest.mark.parametrize("version", [1, 2, 3])
def test_hash_mismatch(version):
    payload = zlib.compress(GOOD)
    with pytest.raises(BundleError, match="hash mismatch") as info:
        read_bundle(memoryview(ccob(version, 0, payload, len(GOOD), compressed_hash(GOOD) ^ 1)),
                    source="x.bundle")
    assert str(info.value).startswith("x.bundle: compressed bundle 0 at 0x0: hash:")


def test_unknown_version_and_method():
    payload = zlib.compress(GOOD)
    with pytest.raises(BundleError, match="unsupported version 4"):
        read_bundle(memoryview(struct.pack("<4sHH", b"CCOB", 4, 0) + bytes(40)))
    with pytest.raises(BundleError, match="unknown compression method 7"):
        read_bundle(memoryview(ccob(2, 7, payload, len(GOOD), compressed_hash(GOOD))))


@pytest.mark.parametrize("total", [0, 10, 10**9, 2**32 - 1])
def test_total_size_lies(total):
    payload = zlib.compress(GOOD)
    with pytest.raises(BundleError, match="total size"):
        read_bundle(memoryview(ccob(2, 0, payload, len(GOOD), compressed_hash(GOOD), total)))


@pytest.mark.parametrize("method", [0, 1])
def test_uncompressed_size_lies(method):
    import zstandard

    payload = zlib.compress(GOOD) if method == 0 else zstandard.compress(GOOD)
    h = compressed_hash(GOOD)
    with pytest.raises(BundleError, match="more than the declared"):
        read_bundle(memoryview(ccob(3, method, payload, len(GOOD) - 1, h)))
    with pytest.raises(BundleError, match=r"decompresses to \d+ bytes|truncated|blocks can hold"):
        read_bundle(memoryview(ccob(3, method, payload, len(GOOD) + 5000, h)))
    with pytest.raises(BundleError, match="truncated|corrupt"):
        read_bundle(memoryview(ccob(2, method, payload[:-20], len(GOOD), h)))


@pytest.mark.parametrize("method", [0, 1])
def test_decompression_bomb_is_capped(method):
    import zstandard

    bomb_size = 64 << 20  # 64 MiB of zeros compresses to ~64 KiB (zlib) or less (zstd)
    zeros = bytes(1 << 20)
    if method == 0:
        c = zlib.compressobj(9)
        payload = b"".join(c.compress(zeros) for _ in range(64)) + c.flush()
    else:
        c = zstandard.ZstdCompressor(level=1).compressobj()
        payload = b"".join(c.compress(zeros) for _ in range(64)) + c.flush()
    assert len(payload) < 2 << 20
    tracemalloc.start()
    try:
        # declared small: stops after declared + 1 bytes
        with pytest.raises(BundleError, match="more than the declared"):
            read_bundle(memoryview(ccob(2, method, payload, 4096, 0)))
        # declared honestly but above the caller's cap: refused before decompressing
        with pytest.raises(BundleError, match="exceeds the limit"):
            read_bundle(memoryview(ccob(3, method, payload, bomb_size, 0)),
                        max_decompressed=16 << 20)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 8 << 20


def test_zstd_declared_size_beyond_what_blocks_can_hold():
    import zstandard

    payload = zstandard.compress(GOOD)
    with pytest.raises(BundleError, match="blocks can hold"):
        read_bundle(memoryview(ccob(2, 1, payload, 200 << 20, 0)))  # under the limit


def test_host_elf_section_table_lies():
    good = bytearray(64)
    good[:7] = b"\x7fELF\x02\x01\x01"
    struct.pack_into("<HHIQQQIHHHHHH", good, 16, 3, 62, 1, 0, 0, 1 << 40, 0, 64, 0, 0, 64, 3, 2)
    with pytest.raises(FormatError, match="e_shoff"):
        scan(bytes(good))
    struct.pack_into("<Q", good, 0x28, 64)
    struct.pack_into("<H", good, 0x3C, 0xFFF0)
    with pytest.raises(FormatError, match="section headers"):
        scan(bytes(good) + bytes(64 * 3))
    struct.pack_into("<H", good, 0x3A, 0)
    with pytest.raises(FormatError, match="e_shentsize 0"):
        scan(bytes(good) + bytes(64 * 3))


# -- mutation ----------------------------------------------------------------------------------------

def _corpus() -> list[tuple[str, bytes]]:
    inputs = [BundleInput(ID_A, bytes(range(256)) * 8), BundleInput(ID_B, b"\x7fELF" * 300)]
    items = [("plain", write_bundle(inputs, align=256))]
    for method in ("zlib", "zstd"):
        for version in (1, 2, 3):
            items.append((f"{method}-v{version}",
                          write_bundle(inputs, compress=method, version=version)))
    bundler = "clang-offload-bundler-19"
    if refs.have(bundler):  # more shapes when it is there; the test runs either way
        import tempfile

        with tempfile.TemporaryDirectory() as d:
            for i, item in enumerate(inputs):
                Path(d, f"{i}.bin").write_bytes(item.data)
            Path(d, "h").write_bytes(b"")
            for extra in ([], ["-compress"]):
                out = Path(d, "out")
                subprocess.run([bundler, "--type=o", *extra,
                                f"--targets=host-x86_64-unknown-linux,{ID_A},{ID_B}",
                                f"--input={d}/h", f"--input={d}/0.bin", f"--input={d}/1.bin",
                                f"--output={out}"], check=True, capture_output=True)
                items.append((f"clang{extra}", out.read_bytes()))
    items.append(("host", _host_elf_builder()([items[0][1], items[4][1]])[0]))
    return items


def _host_elf_builder():
    from .test_bundle import host_elf  # test_bundle.py's hand-laid host ELF

    return host_elf


def _mutate(rng: random.Random, data: bytes) -> bytes:
    out = bytearray(data)
    roll = rng.random()
    if roll < 0.15:
        return bytes(out[:rng.randrange(len(out))])
    if roll < 0.35:  # an extreme value over a header field
        at = rng.randrange(min(len(out), 256))
        width = rng.choice((2, 4, 8))
        value = rng.choice((0, 1, 2**(8 * width) - 1, 2**(8 * width - 1), rng.getrandbits(8 * width)))
        out[at:at + width] = value.to_bytes(width, "little")[:len(out) - at]
        return bytes(out)
    limit = len(out) if rng.random() < 0.3 else min(len(out), 300)
    for _ in range(rng.randint(1, 8)):
        out[rng.randrange(limit)] ^= 1 << rng.randrange(8)
    return bytes(out)


@pytest.mark.slow  # tens of seconds: the full tier only (docs/testing.md)
def test_mutated_bundles_never_crash():
    corpus = _corpus()
    rng = random.Random(20261122)
    outcomes = {"ok": 0, "error": 0}
    deadline = time.perf_counter() + 60
    for round_ in range(1500):
        for name, data in corpus:
            mutated = _mutate(rng, data)
            start = time.perf_counter()
            try:
                fat = open_fat_binary(mutated, name=name)
                for c in fat.code_objects:
                    assert len(c.data) == c.size
                outcomes["ok"] += 1
            except CodeObjectError:
                outcomes["error"] += 1
            assert time.perf_counter() - start < 2, (name, round_)
        assert time.perf_counter() < deadline
    assert outcomes["ok"] and outcomes["error"]
