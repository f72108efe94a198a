"""Offload bundles without external tools: schemas, reading, writing, host ELF walking, selection.

The interop tests against clang-offload-bundler-19 are in test_bundle_llvm.py; hostile input in
test_bundle_hostile.py; the real librocsparse in test_bundle_rocsparse.py.
"""

from __future__ import annotations

import hashlib
import struct
import subprocess
import zlib

import pytest
from codeobj.formats import bundle as fmt
from hypothesis import given, settings
from hypothesis import strategies as st

from codeobj.bundle import (
    BundleInput,
    Compression,
    code_object_target,
    open_fat_binary,
    parse_entry_id,
    read_bundle,
    scan,
    select,
    write_bundle,
)
from codeobj.errors import BundleError, FormatError, NotAMDGPUError, TargetError
from codeobj.targets import TargetID


def code_object(target: str, filler: bytes = b"\x90", size: int = 600, version: int = 5) -> bytes:
    """A stand-in code object: a valid AMDGPU ELF header (for the target) and filler bytes."""
    header = bytearray(64)
    header[:4] = b"\x7fELF"
    header[4:9] = bytes([2, 1, 1, 64, version - 2])
    struct.pack_into("<HHI", header, 0x10, 3, 224, 1)
    struct.pack_into("<I", header, 0x30, TargetID.parse(target).to_eflags(version))
    struct.pack_into("<H", header, 0x34, 64)
    return bytes(header) + filler * (size - 64)


def hipv4(target: str) -> str:
    return f"hipv4-amdgcn-amd-amdhsa--{target}"


TARGETS = ["gfx90a:xnack+", "gfx90a:xnack-", "gfx1030", "gfx906:sramecc+:xnack-"]


@pytest.fixture(scope="module")
def inputs() -> list[BundleInput]:
    return [BundleInput(hipv4(t), code_object(t, bytes([i + 1]), 600 + 100 * i))
            for i, t in enumerate(TARGETS)]


# -- schemas ----------------------------------------------------------------------------------

def test_bundle_header_schema():
    raw = fmt.OFFLOAD_BUNDLE_MAGIC + (3).to_bytes(8, "little")
    assert fmt.BundleHeader.parse(raw).num_entries == 3
    assert fmt.BundleHeader.build({"num_entries": 3}) == raw
    assert fmt.BundleHeader.sizeof() == fmt.BUNDLE_HEADER.size == 32


def test_bundle_entry_schema():
    raw = struct.pack("<QQQ", 0x1000, 0x20, 5) + b"hip-x"
    parsed = fmt.BundleEntryRecord.parse(raw)
    assert (parsed.offset, parsed.size, parsed.id) == (0x1000, 0x20, "hip-x")
    assert fmt.BundleEntryRecord.build(parsed) == raw
    assert fmt.BUNDLE_ENTRY_FIXED.size == 24


@pytest.mark.parametrize(("version", "raw", "fields"), [
    (1, struct.pack("<4sHHIQ", b"CCOB", 1, 0, 500, 0xAB), {"uncompressed_size": 500}),
    (2, struct.pack("<4sHHIIQ", b"CCOB", 2, 1, 90, 500, 0xAB),
     {"total_size": 90, "uncompressed_size": 500}),
    (3, struct.pack("<4sHHQQQ", b"CCOB", 3, 1, 90, 500, 0xAB),
     {"total_size": 90, "uncompressed_size": 500}),
])
def test_compressed_header_schemas(version, raw, fields):
    parsed = fmt.CompressedHeader.parse(raw)
    assert parsed.version == version and parsed.fields.hash == 0xAB
    for key, value in fields.items():
        assert parsed.fields[key] == value
    assert fmt.CompressedHeader.build(parsed) == raw
    assert len(raw) == fmt.COMPRESSED_HEADER_SIZES[version]
    twin = {1: fmt.CCOB_V1_FIELDS, 2: fmt.CCOB_V2_FIELDS, 3: fmt.CCOB_V3_FIELDS}[version]
    assert fmt.CCOB_PREFIX.size + twin.size == len(raw)


def test_hipf_wrapper_schema():
    raw = bytes.fromhex("4650494801000000") + (0xBB3000).to_bytes(8, "little") + bytes(8)
    parsed = fmt.HipFatBinWrapper.parse(raw)
    assert parsed.binary == 0xBB3000 and parsed.version == 1
    assert fmt.HIPF_WRAPPER.unpack(raw)[0] == fmt.HIPF_MAGIC
    assert fmt.HipFatBinWrapper.sizeof() == 24


# -- entry IDs ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "kind", "triple", "tid"), [
    ("hipv4-amdgcn-amd-amdhsa--gfx90a:xnack+", "hipv4", "amdgcn-amd-amdhsa-", "gfx90a:xnack+"),
    ("hip-amdgcn-amd-amdhsa-gfx906", "hip", "amdgcn-amd-amdhsa-", "gfx906"),
    ("openmp-amdgcn-amd-amdhsa--gfx10-3-generic", "openmp", "amdgcn-amd-amdhsa-",
     "gfx10-3-generic"),
    ("host-x86_64-unknown-linux--", "host", "x86_64-unknown-linux-", ""),
    ("host-x86_64-unknown-linux-gnu", "host", "x86_64-unknown-linux-gnu", ""),
])
def test_entry_id_parsing(text, kind, triple, tid):
    eid = parse_entry_id(text)
    assert (eid.kind, eid.triple, eid.target_id) == (kind, triple, tid)
    if tid:
        assert eid.target == f"amdgcn-amd-amdhsa--{tid}"


# -- writing and reading back ------------------------------------------------------------------

def test_plain_bundle_layout(inputs):
    data = write_bundle(inputs)
    bundle = read_bundle(memoryview(data))
    assert [e.id for e in bundle.entries] == ["host-x86_64-unknown-linux--"] + [
        i.entry_id for i in inputs]
    assert all(e.offset % 4096 == 0 for e in bundle.entries)
    assert bundle.entries[0].size == 0
    assert bundle.size == len(data) == bundle.entries[-1].offset + bundle.entries[-1].size
    for entry, item in zip(bundle.entries[1:], inputs):
        assert bytes(bundle.entry_data(entry)) == item.data


def test_write_is_deterministic(inputs):
    assert write_bundle(inputs, compress="zstd") == write_bundle(inputs, compress="zstd")


@pytest.mark.parametrize("version", [1, 2, 3])
@pytest.mark.parametrize("method", ["zlib", "zstd"])
def test_compressed_round_trip(inputs, version, method):
    plain = write_bundle(inputs)
    data = write_bundle(inputs, compress=method, version=version)
    assert data[:4] == b"CCOB" and int.from_bytes(data[4:6], "little") == version
    bundle = read_bundle(memoryview(data))
    assert bytes(bundle.data) == plain
    comp = bundle.compression
    assert isinstance(comp, Compression) and comp.version == version
    assert comp.method.name.lower() == method
    assert comp.uncompressed_size == len(plain)
    assert comp.hash == int.from_bytes(hashlib.md5(plain).digest()[:8], "little")
    assert bundle.size == len(data)
    assert comp.total_size == (None if version == 1 else len(data))


def test_scan_bundle_file_uris_use_decompressed_offsets(tmp_path, inputs):
    plain_path, z_path = tmp_path / "p.bundle", tmp_path / "z.bundle"
    plain_path.write_bytes(write_bundle(inputs))
    z_path.write_bytes(write_bundle(inputs, compress="zlib"))
    plain, comp = scan(plain_path), scan(z_path)
    assert [(c.offset, c.size, c.entry_id) for c in plain] == [
        (c.offset, c.size, c.entry_id) for c in comp]
    assert [bytes(c.data) for c in plain] == [bytes(c.data) for c in comp] == [
        i.data for i in inputs]
    assert [c.target_id for c in plain] == TARGETS
    assert str(plain[0].uri) == f"file://{plain_path}#offset=4096&size=600"


def test_scan_loose_code_object(tmp_path):
    path = tmp_path / "k.hsaco"
    path.write_bytes(code_object("gfx90a:xnack+"))
    (item,) = scan(path)
    assert item.entry_id is None and item.target == "amdgcn-amd-amdhsa--gfx90a:xnack+"
    assert (item.offset, item.size) == (0, path.stat().st_size)
    path.write_bytes(code_object("gfx900:xnack+", version=3))
    assert scan(path)[0].target == "amdgcn-amd-amdhsa--gfx900:xnack+"


def test_scan_bytes_and_not_a_fat_binary():
    assert len(scan(write_bundle([BundleInput(hipv4("gfx1030"), b"x")]))) == 1
    with pytest.raises(FormatError, match="not an AMDGPU code object, an offload bundle"):
        scan(b"hello world, this is text")
    cuda = bytearray(code_object("gfx1030"))
    cuda[0x12:0x14] = (190).to_bytes(2, "little")
    with pytest.raises(NotAMDGPUError, match="CUDA"):
        scan(bytes(cuda))


def test_writer_rejects_bad_input():
    with pytest.raises(BundleError, match="given twice"):
        write_bundle([BundleInput(hipv4("gfx1030"), b"a"), BundleInput(hipv4("gfx1030"), b"b")])
    with pytest.raises(BundleError, match="not a bundle entry ID"):
        write_bundle([BundleInput("gfx1030", b"a")])
    with pytest.raises(BundleError, match="power of two"):
        write_bundle([BundleInput(hipv4("gfx1030"), b"a")], align=3000)


# -- selection -------------------------------------------------------------------------------------

def test_select_by_target_compatibility(inputs):
    items = scan(write_bundle(inputs))
    def ids(target):
        return [c.target_id for c in select(items, target)]
    assert ids("gfx90a") == ["gfx90a:xnack+", "gfx90a:xnack-"]
    assert ids("gfx90a:xnack+") == ["gfx90a:xnack+"]
    assert ids("amdgcn-amd-amdhsa--gfx1030") == ["gfx1030"]
    assert ids("hipv4-amdgcn-amd-amdhsa--gfx906") == ["gfx906:sramecc+:xnack-"]
    assert ids("gfx906:sramecc-") == []
    assert ids("gfx1100") == []
    with pytest.raises(TargetError):
        select(items, "gfx9999")


def test_generic_code_object_matches_covered_processors():
    generic = [BundleInput(hipv4("gfx9-generic"), code_object("gfx9-generic", version=6))]
    items = scan(write_bundle(generic))
    assert len(select(items, "gfx900")) == 1
    assert select(items, "gfx1030") == []


# -- host ELF without tools: a hand-laid ELF64 with .hip_fatbin -----------------------------------

def host_elf(blobs: list[bytes], *, align: int = 4096, wrappers: bool = True,
             garbage_between: bool = False) -> tuple[bytes, list[int]]:
    """A minimal x86-64 ET_DYN with the blobs back to back in .hip_fatbin (aligned), optionally
    HIPF wrappers in .hipFatBinSegment.  Returns the file and each blob's file offset."""
    fatbin = bytearray()
    starts = []
    for blob in blobs:
        fatbin += bytes(-len(fatbin) % align)
        if garbage_between and starts:
            fatbin += b"junk" + bytes(-(len(fatbin) + 4) % align)
        starts.append(len(fatbin))
        fatbin += blob
    fat_off, fat_addr = 0x1000, 0x201000
    seg = b"".join(struct.pack("<IIQQ", fmt.HIPF_MAGIC, 1, fat_addr + s, 0) for s in starts)
    seg_off = fat_off + len(fatbin) + (-len(fatbin) % 8)
    names = b"\0.hip_fatbin\0.hipFatBinSegment\0.shstrtab\0"
    names_off = seg_off + len(seg)
    shoff = names_off + len(names) + (-(names_off + len(names)) % 8)
    sections = [bytes(64),
                struct.pack("<IIQQQQIIQQ", 1, 1, 2, fat_addr, fat_off, len(fatbin), 0, 0, align, 0)]
    if wrappers:
        sections.append(struct.pack("<IIQQQQIIQQ", 13, 1, 3, fat_addr + seg_off - fat_off,
                                    seg_off, len(seg), 0, 0, 8, 0))
    sections.append(struct.pack("<IIQQQQIIQQ", 31, 3, 0, 0, names_off, len(names), 0, 0, 1, 0))
    header = bytearray(64)
    header[:7] = b"\x7fELF\x02\x01\x01"
    struct.pack_into("<HHIQQQIHHHHHH", header, 16, 3, 62, 1, 0, 0, shoff, 0, 64, 0, 0, 64,
                     len(sections), len(sections) - 1)
    out = bytearray(header) + bytes(fat_off - 64) + fatbin
    out += bytes(seg_off - len(out)) + seg + names
    out += bytes(shoff - len(out)) + b"".join(sections)
    return bytes(out), [fat_off + s for s in starts]


def test_host_elf_with_mixed_bundles(inputs):
    blobs = [write_bundle(inputs[:2]), write_bundle(inputs[2:], compress="zstd"),
             write_bundle(inputs[1:3], compress="zlib", version=1),
             write_bundle(inputs[:1], compress="zstd", version=3)]
    data, starts = host_elf(blobs)
    fat = open_fat_binary(data, name="libhost.so")
    assert fat.kind == "host-elf"
    assert [b.offset for b in fat.bundles] == starts
    assert [b.compressed for b in fat.bundles] == [False, True, True, True]
    assert [b.size for b in fat.bundles] == [len(b) for b in blobs]
    assert [c.entry_id for c in fat.code_objects] == [
        i.entry_id for i in inputs[:2] + inputs[2:] + inputs[1:3] + inputs[:1]]
    z = fat.code_objects[2]
    assert str(z.uri) == f"file:libhost.so#offset={starts[1] + 4096}&size={len(inputs[2].data)}"
    assert bytes(z.data) == inputs[2].data


def test_host_elf_walk_needs_no_wrappers(inputs):
    blobs = [write_bundle(inputs[:1]), write_bundle(inputs[1:], compress="zlib", version=1),
             write_bundle(inputs[2:], compress="zstd", version=1), write_bundle(inputs[3:])]
    data, starts = host_elf(blobs, wrappers=False, align=16)
    assert [b.offset for b in open_fat_binary(data).bundles] == starts


def test_host_elf_wrappers_rescue_a_gap(inputs):
    blobs = [write_bundle(inputs[:1]), write_bundle(inputs[1:2])]
    data, starts = host_elf(blobs, garbage_between=True)
    assert [b.offset for b in open_fat_binary(data).bundles] == starts
    data, _ = host_elf(blobs, garbage_between=True, wrappers=False)
    with pytest.raises(BundleError, match="neither a bundle nor padding"):
        open_fat_binary(data, name="lib.so")


def test_compressed_data_containing_the_magic_is_not_split(inputs):
    # Incompressible entries that contain the bundle magic: a magic scanner would be fooled.
    noisy = hashlib.sha256(b"seed").digest() * 64
    payload = (noisy + fmt.OFFLOAD_BUNDLE_MAGIC + b"CCOB") * 8
    blob = write_bundle([BundleInput(hipv4("gfx1030"), payload)], compress="zlib", level=0)
    assert fmt.OFFLOAD_BUNDLE_MAGIC in blob[24:]
    data, starts = host_elf([blob, write_bundle(inputs[:1])])
    fat = open_fat_binary(data)
    assert [b.offset for b in fat.bundles] == starts
    assert bytes(fat.code_objects[0].data) == payload


def test_zlib_level_zero_is_stored(inputs):
    blob = write_bundle(inputs[:1], compress="zlib", level=0)
    assert zlib.decompress(blob[24:]) == write_bundle(inputs[:1])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.binary(max_size=300)
                | st.sampled_from([b"BC\xc0\xde\x01", b"\xde\xc0\x17\x0b"]),
                min_size=1, max_size=5),
       st.sampled_from([None, "zlib", "zstd"]), st.sampled_from([1, 2, 3]),
       st.sampled_from([1, 8, 4096]))
def test_any_entries_round_trip(blobs, compress, version, align):
    items = [BundleInput(hipv4(f"gfx{900 + i}" if i < 3 else "gfx1030"), b)
             for i, b in enumerate(blobs[:4])]
    data = write_bundle(items, compress=compress, version=version, align=align)
    fat = open_fat_binary(data)
    # Every device entry comes back, in order: as a code object, or, when its bytes start
    # like LLVM bitcode (an -fgpu-rdc entry), among the entries that are not code objects.
    bitcode = (b"BC\xc0\xde", b"\xde\xc0\x17\x0b")
    assert [(c.entry_id, bytes(c.data)) for c in fat.code_objects] == [
        (i.entry_id, i.data) for i in items if i.data[:4] not in bitcode]
    assert [(c.entry_id, bytes(c.data)) for c in fat.non_code_objects] == [
        (i.entry_id, i.data) for i in items if i.data[:4] in bitcode]
    assert scan(data) == fat.code_objects


@pytest.mark.llvm15
def test_v2_target_from_the_isa_note_when_mach_is_zero(tmp_path):
    src = tmp_path / "v2.s"
    src.write_text(".hsa_code_object_version 2,1\n.hsa_code_object_isa\n")
    obj = tmp_path / "v2.o"
    subprocess.run(["llvm-mc-15", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-mattr=-xnack",
                    "--amdhsa-code-object-version=2", "-filetype=obj", str(src), "-o", str(obj)],
                   check=True, capture_output=True)
    data = bytearray(obj.read_bytes())
    with_mach = code_object_target(data)
    assert with_mach.startswith("amdgcn-amd-amdhsa--gfx900")
    flags = int.from_bytes(data[0x30:0x34], "little") & ~0xFF  # older writers: MACH 0
    data[0x30:0x34] = flags.to_bytes(4, "little")
    assert code_object_target(bytes(data)) == with_mach


def test_release_pages_keeps_data_valid(tmp_path, inputs):
    big = [BundleInput(i.entry_id, i.data * 40) for i in inputs]
    path = tmp_path / "big.bundle"
    path.write_bytes(write_bundle(big))
    with open_fat_binary(path) as fat:
        before = [bytes(c.data) for c in fat.code_objects]
        for c in fat.code_objects:
            fat.release_pages(c)
        assert [bytes(c.data) for c in fat.code_objects] == before == [i.data for i in big]
