"""Debian's librocrand1 (5.3.3): a second real fat binary, through `codeobj list`, `extract` and
`dump --json`, against clang-offload-bundler-19, llvm-readelf-19 and comgr.

librocrand.so.1.1 (25 MB) holds one bundle in .hip_fatbin: an empty host entry and 7 device code
objects (gfx803, gfx900:xnack-, gfx906:xnack-, gfx908:xnack-, gfx90a:xnack+/-, gfx1030), V4,
linked by Debian LLD 15.0.7, 80 kernels each (560 in all), with DWARF sections and 39 undefined
GLOBAL symbols per object (function-local `__shared__` variables; nothing relocates against
them).  Reference copies come from clang-offload-bundler-19 through tests/refs.py.

Every object is compared, nothing sampled: a one-off run of this file took about 3 s; the
whole-library `codeobj dump --json` measured 0.14 s wall and 18 MB peak RSS (llvm-readelf-19
-h -s --notes on the 7 extracted objects: 0.10 s).
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from codeobj.cli.main import main

from codeobj.bundle import code_object_target, open_fat_binary, resolve_uri, scan
from codeobj.elf.model import CodeObject
from codeobj.metadata.decode import to_llvm_yaml

from . import refs

pytestmark = [pytest.mark.rocrand, pytest.mark.llvm19]

BUNDLER = "clang-offload-bundler-19"
TARGETS = {"gfx803", "gfx900:xnack-", "gfx906:xnack-", "gfx908:xnack-", "gfx90a:xnack+",
           "gfx90a:xnack-", "gfx1030"}


@pytest.fixture(scope="module")
def library() -> Path:
    path = refs.rocrand_library()
    if path is None:
        pytest.skip("librocrand1 is not available (needs apt-get download)")
    return path


@pytest.fixture(scope="module")
def references(library) -> list[dict]:
    objects = refs.rocrand_code_objects(library)
    if objects is None:
        pytest.skip(f"{BUNDLER} or llvm-readelf-19 is missing")
    return objects


def _cli(capsys, *argv: str) -> str:
    try:
        main(list(argv))
    except SystemExit as e:
        assert not e.code, capsys.readouterr().err
    return capsys.readouterr().out


def test_bundles_and_code_objects_match_clang(library, references):
    """Our bundle reader finds what clang-offload-bundler-19 lists, with the same bytes."""
    assert len(references) == 7
    assert {r["entry_id"].split("--", 1)[1] for r in references} == TARGETS
    with open_fat_binary(library) as fat:
        assert fat.kind == "host-elf"
        assert len(fat.bundles) == len({r["bundle_index"] for r in references}) == 1
        assert not any(b.compressed for b in fat.bundles)
        for bundle, offset in zip(fat.bundles, sorted({r["bundle_offset"] for r in references})):
            assert bundle.offset == offset
            listed = _clang_list(bytes(bundle.data))
            # clang prints the host entry with its normalised triple ("...-linux", no "--")
            assert sorted(i.rstrip("-") for i in listed) == \
                sorted(e.id.rstrip("-") for e in bundle.entries)
        found = {(c.bundle.offset, c.entry_id): c for c in fat.code_objects}
        assert len(found) == 7
        for r in references:
            c = found[(r["bundle_offset"], r["entry_id"])]
            assert bytes(c.data) == Path(r["path"]).read_bytes(), r["entry_id"]
            assert c.target == code_object_target(c.data)
            assert bytes(resolve_uri(str(c.uri)).data) == bytes(c.data)


def _clang_list(data: bytes) -> list[str]:
    done = subprocess.run([BUNDLER, "--list", "--type=o", "--input=-"], input=data,
                          capture_output=True, check=True, timeout=300)
    return done.stdout.decode().split()


def test_list_and_extract_cli(library, references, tmp_path, capsys):
    """`codeobj list --json` URIs slice the library into clang's bytes; `codeobj extract -d`
    writes the same bytes."""
    by_id = {r["entry_id"]: Path(r["path"]).read_bytes() for r in references}
    listed = json.loads(_cli(capsys, "list", "--json", str(library)))
    assert Counter(o["entry_id"] for o in listed["code_objects"]) == Counter(by_id.keys())
    raw = library.read_bytes()
    for o in listed["code_objects"]:
        assert o["source"].endswith(f"#offset={o['offset']}&size={o['size']}")
        assert raw[o["offset"]:o["offset"] + o["size"]] == by_id[o["entry_id"]], o["entry_id"]
    written = _cli(capsys, "extract", "-d", str(tmp_path), str(library)).split()
    assert len(written) == 7
    assert Counter(Path(p).read_bytes() for p in written) == Counter(by_id.values())


# Runs COMMAND with stdout to OUT and prints "wall peak_mb" for it.  A small parent of its own
# because Linux keeps a process's pre-exec peak RSS across execve: measured straight from pytest,
# the child would report pytest's size (~86 MB) rather than codeobj's.
_MEASURE = """
import os, subprocess, sys, time
with open(sys.argv[1], "wb") as out:
    start = time.perf_counter()
    proc = subprocess.Popen(sys.argv[2:], stdout=out)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
sys.exit(os.waitstatus_to_exitcode(status) or print(wall, usage.ru_maxrss / 1024))
"""


def _dump_library(library: Path, workdir: Path) -> tuple[dict, float, float]:
    """`codeobj dump --json LIBRARY` in its own process: (JSON, wall seconds, peak RSS in MB)."""
    out = workdir / "dump.json"
    done = subprocess.run([sys.executable, "-c", _MEASURE, str(out), sys.executable, "-m",
                           "codeobj.cli.main", "dump", "--json", str(library)],
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    wall, peak = map(float, done.stdout.split())
    return json.loads(out.read_bytes()), wall, peak


def _symbol_rows(symbols: list[dict], table: str) -> list[tuple]:
    index_words = {0: "UND", 0xFFF1: "ABS", 0xFFF2: "COM"}
    return [(s["index"], s["name"], s["value"], s["size"], s["type"].removeprefix("STT_"),
             s["binding"].removeprefix("STB_"), s["visibility"].removeprefix("STV_"),
             index_words.get(s["shndx"], str(s["shndx"])))
            for s in symbols if s["table"] == table]


def _readelf_rows(path: Path, dynamic: bool) -> list[tuple]:
    return [(s["index"], s["name"], s["value"], s["size"], s["type"], s["bind"],
             s["visibility"], s["ndx"]) for s in refs.readelf_symbols(path, dynamic=dynamic)]


def _segment_rows(segments: list[dict]) -> list[tuple]:
    return [(g["type"].removeprefix("PT_"), g["offset"], g["vaddr"], g["paddr"], g["filesz"],
             g["memsz"], g["flags_text"], g["align"]) for g in segments]


def _readelf_segments(path: Path) -> list[tuple]:
    """`llvm-readelf-19 -l -W`'s program headers (flags as letters without spaces)."""
    rows = []
    out = refs.run("llvm-readelf-19", "-l", "-W", path).split("Program Headers:", 1)[1]
    for line in out.split("Section to Segment", 1)[0].splitlines()[2:]:
        if not line.strip():
            continue
        kind, offset, vaddr, paddr, filesz, memsz, *flags, align = line.split()
        rows.append((kind, *(int(v, 16) for v in (offset, vaddr, paddr, filesz, memsz)),
                     "".join(flags), int(align, 16)))
    return rows


def test_dump_json_of_the_library_agrees_with_llvm_readelf(library, references, capsys,
                                                           tmp_path):
    """The whole-library `dump --json` (time and memory measured as benchmarks/bench_dump.py's
    `library` case does), each object compared with llvm-readelf-19: version, e_flags, flags
    text, sections, segments, relocations (none), both symbol tables and the metadata note as
    llvm-readelf prints it."""
    listed = json.loads(_cli(capsys, "list", "--json", str(library)))["code_objects"]
    dumped, wall, peak = _dump_library(library, tmp_path)
    with capsys.disabled():
        print(f"\nrocrand: dump --json of {library.name}: {wall:.2f} s, {peak:.0f} MB peak")
    assert peak < 100 and wall < 10, (peak, wall)  # 18 MB and 0.15 s measured
    objects = dumped["code_objects"]
    assert len(objects) == 7
    by_offset = {int(o["source"].split("#offset=")[1].split("&")[0]): o for o in objects}
    offsets = {o["entry_id"]: o["offset"] for o in listed}
    mismatches: list[str] = []
    kernels = 0
    for r in references:
        path = Path(r["path"])
        mine = by_offset[offsets[r["entry_id"]]]
        where = r["entry_id"]
        header = refs.readelf_header(path)
        if mine["code_object_version"] != refs.ABI_VERSION_TO_CODE_OBJECT[header["abi_version"]]:
            mismatches.append(f"{where}: version")
        if mine["e_flags"] != header["e_flags"]:
            mismatches.append(f"{where}: e_flags")
        if mine["header"]["flags_text"].split(", ")[1:] != header["flag_names"]:
            mismatches.append(f"{where}: flags text {mine['header']['flags_text']}")
        if mine["target"] != r["entry_id"].split("-", 1)[1]:
            mismatches.append(f"{where}: target {mine['target']}")
        sections = [(s["name"], s["type"].removeprefix("SHT_"), s["address"], s["offset"],
                     s["size"]) for s in mine["sections"]]
        theirs = [(s["name"], s["type"], s["address"], s["offset"], s["size"])
                  for s in refs.readelf_sections(path)]
        if sections != theirs:
            mismatches.append(f"{where}: sections")
        if _segment_rows(mine["segments"]) != _readelf_segments(path):
            mismatches.append(f"{where}: segments")
        if mine["relocations"] or "There are no relocations" not in refs.run(
                "llvm-readelf-19", "-r", path):
            mismatches.append(f"{where}: relocations")
        for table, dynamic in ((".symtab", False), (".dynsym", True)):
            if _symbol_rows(mine["symbols"], table) != _readelf_rows(path, dynamic):
                mismatches.append(f"{where}: {table}")
        co = CodeObject(path.read_bytes(), str(path))
        text = [to_llvm_yaml(n.value) for n in co.notes if n.is_metadata]
        if text != [n["yaml"] for n in refs.readelf_notes(path) if "yaml" in n]:
            mismatches.append(f"{where}: metadata text")
        names = [k[".name"] for k in mine["metadata"]["amdhsa.kernels"]]
        if [k["name"] for k in mine["kernels"]] != names or len(names) != 80:
            mismatches.append(f"{where}: kernels")
        kernels += len(names)
        undecoded = [k["name"] for k in mine["kernels"] if "descriptor" not in k]
        if undecoded:
            mismatches.append(f"{where}: undecoded descriptors {undecoded[:3]}")
    assert kernels == 560
    assert not mismatches, "\n".join(mismatches)


@pytest.mark.comgr
def test_every_object_agrees_with_comgr(library, references):
    """comgr's isa name and its whole metadata walk, on all 7 objects (~0.04 s each)."""
    comgr = refs.comgr()
    if comgr is None:
        pytest.skip("comgr is not available")
    found = {(c.bundle.offset, c.entry_id): c for c in scan(str(library))}
    for r in references:
        c = found[(r["bundle_offset"], r["entry_id"])]
        co = CodeObject(c.data, str(c.uri))
        data = bytes(c.data)
        assert comgr.isa_name(data, refs.DATA_KIND_EXECUTABLE) == code_object_target(c.data) \
            == co.metadata["amdhsa.target"]
        assert comgr.metadata(data, refs.DATA_KIND_EXECUTABLE) == \
            refs.metadata_as_strings(co.metadata, co.code_object_version), r["entry_id"]


def test_rebundling_reproduces_the_library_bundle_and_clang(library, references, tmp_path,
                                                            capsys):
    """`codeobj bundle` of the 7 extracted objects, in the bundle's entry order: with the
    library's own host entry ID (clang 15 wrote `host-x86_64-unknown-linux`) it gives the
    library's bundle byte for byte; with the default host entry it equals
    `clang-offload-bundler-19 --bundle-align=4096` on the same inputs."""
    paths = {r["entry_id"]: r["path"] for r in references}
    with open_fat_binary(library) as fat:
        (bundle,) = fat.bundles
        original = bytes(bundle.data)
        host, *devices = [e.id for e in bundle.entries]
    assert host.startswith("host-") and sorted(devices) == sorted(paths)
    empty = tmp_path / "empty"
    empty.write_bytes(b"")
    inputs = [f"{d}={paths[d]}" for d in devices]
    again, default, clang = tmp_path / "again", tmp_path / "default", tmp_path / "clang"
    _cli(capsys, "bundle", "--no-host", "-o", str(again), f"{host}={empty}", *inputs)
    assert again.read_bytes() == original
    _cli(capsys, "bundle", "-o", str(default), *inputs)
    refs.run(BUNDLER, "--type=o", "--bundle-align=4096",
             "--targets=" + ",".join(["host-x86_64-unknown-linux", *devices]),
             f"--input={empty}", *[f"--input={paths[d]}" for d in devices], f"--output={clang}")
    assert default.read_bytes() == clang.read_bytes()
