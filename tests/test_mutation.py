"""Tier 5: mutated real code objects give a result or a CodeObjectError — never anything else.

Each case mutates a real object (byte flips biased towards the headers, 32/64-bit fields set to
hostile values, truncation) and runs the full report, kernels and descriptors included.  The
seeds are fixed so a failure reproduces; CODEOBJ_MUTATIONS raises the count for longer runs.
"""

from __future__ import annotations

import os
import random
import struct
import time
from pathlib import Path

import pytest

from codeobj.elf.model import CodeObject
from codeobj.errors import CodeObjectError
from codeobj.report import code_object_report

REPO = Path(__file__).resolve().parent.parent
MUTATIONS_PER_OBJECT = int(os.environ.get("CODEOBJ_MUTATIONS", "150"))
HOSTILE_WORDS = (0, 1, 0x7F, 0x80, 0xFF, 0xFFFF, 0x7FFFFFFF, 0xFFFFFFFF, 2**63 - 1, 2**64 - 1)


def corpus_objects() -> list[Path]:
    files = sorted(p for p in (REPO / "testdata").rglob("*")
                   if p.suffix in (".o", ".hsaco", ".co") and p.is_file())
    # A spread of versions and kinds is enough; every file would only repeat the same shapes.
    return files[:: max(1, len(files) // 24)]


def mutate(data: bytes, rng: random.Random) -> bytes:
    buf = bytearray(data)
    kind = rng.randrange(4)
    if kind == 0:
        for _ in range(rng.randint(1, 8)):
            # Half the flips land in the first 4 KiB (headers, notes, tables).
            limit = min(len(buf), 4096) if rng.random() < 0.5 else len(buf)
            buf[rng.randrange(limit)] ^= 1 << rng.randrange(8)
    elif kind == 1:
        size = rng.choice((4, 8))
        pos = rng.randrange(0, max(1, len(buf) - size)) & ~(size - 1)
        value = rng.choice(HOSTILE_WORDS) & ((1 << (8 * size)) - 1)
        struct.pack_into("<I" if size == 4 else "<Q", buf, pos, value)
    elif kind == 2:
        # A header field: section/program header offsets, counts, entry sizes.
        field = rng.choice(((0x20, 8), (0x28, 8), (0x36, 2), (0x38, 2), (0x3A, 2), (0x3C, 2),
                            (0x3E, 2), (0x30, 4)))
        pos, size = field
        value = rng.choice(HOSTILE_WORDS) & ((1 << (8 * size)) - 1)
        buf[pos:pos + size] = value.to_bytes(size, "little")
    else:
        del buf[rng.randrange(len(buf)):]
    return bytes(buf)


def exercise(data: bytes) -> None:
    co = CodeObject(data, "mutant.hsaco")
    code_object_report(co)
    for k in co.kernels:
        _ = k.code
        if k.descriptor is None:
            continue
        if co.code_object_version == 2:
            k.descriptor.to_text(co.processor)
        else:
            k.descriptor.to_text(k.name)


@pytest.mark.parametrize("path", corpus_objects(), ids=lambda p: p.name)
def test_mutations_never_crash(path: Path):
    original = path.read_bytes()
    exercise(original)  # the unmutated object must read cleanly
    rng = random.Random(f"{path.name}:{len(original)}")
    outcomes = {"ok": 0, "error": 0}
    for i in range(MUTATIONS_PER_OBJECT):
        data = mutate(original, rng)
        started = time.monotonic()
        try:
            exercise(data)
            outcomes["ok"] += 1
        except CodeObjectError:
            outcomes["error"] += 1
        except Exception as e:  # pragma: no cover - this is the failure being hunted
            raise AssertionError(f"mutation {i} of {path.name}: {type(e).__name__}: {e}") from e
        assert time.monotonic() - started < 2.0, f"mutation {i} of {path.name} took too long"
    assert sum(outcomes.values()) == MUTATIONS_PER_OBJECT


def rocsparse_samples() -> list[tuple[str, bytes]]:
    """One small real object per target from librocsparse (None when the library is absent)."""
    from codeobj.bundle import scan

    from . import refs

    library = refs.rocsparse_library(download=False)
    if library is None:
        return []
    by_target: dict[str, tuple[str, bytes]] = {}
    for item in scan(str(library)):
        if 20_000 < len(item.data) < 200_000:
            current = by_target.get(item.target)
            if current is None or len(item.data) < len(current[1]):
                by_target[item.target] = (item.entry_id, bytes(item.data))
    return sorted(by_target.values())


@pytest.mark.rocsparse
@pytest.mark.slow
def test_mutated_rocsparse_objects_never_crash():
    samples = rocsparse_samples()
    if not samples:
        pytest.skip("librocsparse0 is not in the test cache")
    total = 0
    for entry_id, original in samples:
        exercise(original)
        rng = random.Random(entry_id)
        for i in range(2 * MUTATIONS_PER_OBJECT):
            data = mutate(original, rng)
            started = time.monotonic()
            try:
                exercise(data)
            except CodeObjectError:
                pass
            except Exception as e:  # pragma: no cover
                raise AssertionError(f"mutation {i} of {entry_id}: {type(e).__name__}: {e}") from e
            assert time.monotonic() - started < 2.0, f"mutation {i} of {entry_id} took too long"
            total += 1
    assert total == len(samples) * 2 * MUTATIONS_PER_OBJECT
