"""Debian's librocsparse0 (1.3 GB, 111 bundles in .hip_fatbin): every code object found, with the
target and bytes clang-offload-bundler-19 gives for the same bundle.

The library is found through $CODEOBJ_ROCSPARSE or ~/.cache/codeobj-tests/rocsparse (unpack
``apt-get download librocsparse0`` there); without it these tests skip.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import time
from collections import Counter
from pathlib import Path

import pytest
from codeobj.cli.main import main

from codeobj.bundle import open_fat_binary, parse_entry_id, resolve_uri, select

BUNDLER = "clang-offload-bundler-19"


def _library() -> Path | None:
    env = os.environ.get("CODEOBJ_ROCSPARSE")
    candidates = [Path(env)] if env else []
    candidates += sorted((Path.home() / ".cache/codeobj-tests/rocsparse/usr/lib/x86_64-linux-gnu")
                         .glob("librocsparse.so.0*"))
    for path in candidates:
        if path.is_file() and path.stat().st_size > 0:
            return path
    return None


LIB = _library()
pytestmark = [
    pytest.mark.rocsparse,
    pytest.mark.skipif(LIB is None, reason="librocsparse0 is not unpacked (set CODEOBJ_ROCSPARSE)"),
]
needs_bundler = pytest.mark.tools(BUNDLER)


@pytest.fixture(scope="module")
def fat():
    with open_fat_binary(LIB) as f:
        yield f


def run(cmd: list[str], data: bytes | None = None) -> str:
    done = subprocess.run(cmd, input=data, capture_output=True, check=False, timeout=300)
    if done.returncode:
        raise AssertionError(f"{' '.join(cmd)} failed: {done.stderr.decode()}")
    return done.stdout.decode()


def test_counts(fat):
    assert fat.kind == "host-elf"
    assert len(fat.bundles) == 111
    assert len(fat.code_objects) == 777
    assert len({e.id for b in fat.bundles for e in b.entries}) == 8
    assert all(not b.compressed for b in fat.bundles)
    # every code object's target agrees with its own ELF header
    from codeobj.bundle import code_object_target

    assert Counter(c.target == code_object_target(c.data) for c in fat.code_objects) == {
        True: 777}


@needs_bundler
def test_entry_ids_match_clang_list(fat):
    for bundle in fat.bundles:
        listed = run([BUNDLER, "--list", "--type=o", "--input=-"], bytes(bundle.data)).split()
        # clang prints the host entry with the triple it normalised ("...-linux", no "--")
        ours = [e.id for e in bundle.entries]
        assert sorted(i.rstrip("-") for i in listed) == sorted(i.rstrip("-") for i in ours), \
            bundle.index
        targets = sorted(c.target for c in fat.code_objects if c.bundle is bundle)
        assert targets == sorted(parse_entry_id(i).target for i in listed
                                 if not i.startswith("host-"))


@pytest.mark.slow
@needs_bundler
def test_extract_matches_clang_unbundle(fat, tmp_path, capsysbinary):
    """Every code object's bytes equal clang's --unbundle output; extraction by URI and by
    --target (the CLI) give the same bytes."""
    reference: dict[tuple[int, str], str] = {}
    source = tmp_path / "bundle.bin"
    for bundle in fat.bundles:
        source.write_bytes(bundle.data)
        ids = [e.id for e in bundle.entries if not e.id.startswith("host-")]
        outs = [tmp_path / f"u{i}" for i in range(len(ids))]
        run([BUNDLER, "--unbundle", "--type=o", f"--input={source}",
             f"--targets={','.join(ids)}", *[f"--output={o}" for o in outs]])
        for entry_id, out in zip(ids, outs):
            reference[bundle.index, entry_id] = hashlib.sha256(out.read_bytes()).hexdigest()
    assert len(reference) == 777
    for c in fat.code_objects:
        assert hashlib.sha256(c.data).hexdigest() == reference[c.bundle.index, c.entry_id]
    for b in range(len(fat.bundles)):  # one URI per bundle, rotating through the targets
        c = fat.code_objects[b * 7 + b % 7]
        got = resolve_uri(str(c.uri))
        assert hashlib.sha256(got.data).hexdigest() == reference[c.bundle.index, c.entry_id]
    out_dir = tmp_path / "by_target"
    try:
        main(["extract", "--target", "gfx90a:xnack-", "-d", str(out_dir), str(LIB)])
    except SystemExit as e:
        assert not e.code
    written = capsysbinary.readouterr().out.decode().split()
    assert len(written) == 111
    for path in written:
        name = Path(path).name  # librocsparse.so.0.1-NNN-hipv4-...
        index = int(name.split("-")[1])
        digest = hashlib.sha256(Path(path).read_bytes()).hexdigest()
        assert digest == reference[index, "hipv4-amdgcn-amd-amdhsa--gfx90a:xnack-"]


def test_target_filter(fat):
    assert len(select(fat.code_objects, "gfx90a")) == 222
    assert len(select(fat.code_objects, "gfx90a:xnack+")) == 111
    assert len(select(fat.code_objects, "gfx908")) == 111
    assert len(select(fat.code_objects, "gfx908:xnack+")) == 0
    assert len(select(fat.code_objects, "gfx1100")) == 0


def test_list_is_fast(fat):
    start = time.perf_counter()
    with open_fat_binary(LIB) as again:
        assert len(again.code_objects) == 777
    assert time.perf_counter() - start < 0.5
