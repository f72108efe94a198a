"""The ISA layer on real code objects: Debian's librocsparse0 (gfx900/906/908/90a).

For a sample of the library's gfx9 code objects (every one when CODEOBJ_ISA_ALL=1), extracted by
clang-offload-bundler-19 (tests/refs.py):
  * ``codeobj.isa.listing`` equals ``llvm-objdump-19 -d`` line for line;
  * every unique instruction line re-encodes to the bytes llvm-objdump shows, wherever llvm-mc-19
    itself re-encodes the line identically.
"""

from __future__ import annotations

import os
import re
import subprocess
from collections import defaultdict
from pathlib import Path

import pytest

from codeobj.elf.model import open_code_object
from codeobj.isa.encoder import EncodeError, encode_line
from codeobj.isa.listing import listing

from . import refs

pytestmark = [pytest.mark.rocsparse, pytest.mark.slow, pytest.mark.llvm19]

_WORDS = re.compile(r"\s*[0-9A-F]+: ((?:[0-9A-F]{8} ?)+)")


@pytest.fixture(scope="module")
def gfx9_objects() -> dict[str, list[Path]]:
    library = refs.rocsparse_library()
    if library is None:
        pytest.skip("librocsparse0 is not available (needs apt-get download)")
    found = refs.rocsparse_code_objects(library)
    if found is None:
        pytest.skip("clang-offload-bundler-19 is missing")
    every = os.environ.get("CODEOBJ_ISA_ALL") == "1"
    out: dict[str, list[Path]] = defaultdict(list)
    for entry in found:
        target = entry["entry_id"].split("--", 1)[1]
        if not target.startswith("gfx9"):
            continue
        if every or entry["bundle_index"] % 37 == 5:
            out[target].append(Path(entry["path"]))
    return out


_TARGETS = ["gfx900:xnack-", "gfx906:xnack-", "gfx908:xnack-", "gfx90a:xnack-", "gfx90a:xnack+"]


@pytest.mark.parametrize("target", _TARGETS)
def test_rocsparse_disassembly_and_reencoding(gfx9_objects, target):
    paths = gfx9_objects.get(target)
    if not paths:
        pytest.skip(f"no {target} objects")
    uniq: dict[str, bytes] = {}
    total = equal = 0
    differ = []
    for path in paths:
        ref = subprocess.run(["llvm-objdump-19", "-d", str(path)], capture_output=True,
                             text=True, check=True).stdout.splitlines()
        ours = list(listing(open_code_object(path), path=str(path)))
        assert len(ours) == len(ref), path
        for a, b in zip(ref, ours):
            if not a.startswith("\t"):
                assert a == b
                continue
            total += 1
            if a == b:
                equal += 1
            elif len(differ) < 20:
                differ.append((a, b))
            text = a.partition("//")[0].strip()
            m = _WORDS.match(a.partition("//")[2])
            if m and not text.startswith(".long"):
                uniq.setdefault(
                    text, b"".join(int(w, 16).to_bytes(4, "little") for w in m.group(1).split()))
    assert equal == total, differ
    proc = target.split(":")[0]
    failed = []
    for text, words in uniq.items():
        try:
            got = encode_line(text, proc)
        except EncodeError:
            got = None
        if got != words:
            failed.append(text)
    # Only lines llvm-mc-19 re-encodes identically count (a lone zero dword prints as a
    # v_cndmask_b32 that breaks the constant bus rule, and llvm-mc rejects it too).
    mc_ok = _mc_reencodes(proc, [(t, uniq[t]) for t in failed]) if failed else set()
    assert not mc_ok, sorted(mc_ok)[:20]


def _mc_reencodes(target: str, lines: list[tuple[str, bytes]]) -> set[str]:
    mark = "s_nop 0x7e5b"
    src = "".join(f"{t}\n{mark}\n" for t, _ in lines)
    r = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                        "--show-encoding"], input=src, capture_output=True, text=True,
                       check=False)
    groups: list[list[bytes]] = [[]]
    for ln in r.stdout.splitlines():
        if "encoding:" not in ln:
            continue
        if mark in ln:
            groups.append([])
            continue
        enc = ln.split("encoding: [")[1].rstrip("]")
        groups[-1].append(bytes(int(b, 16) for b in enc.split(",")))
    return {t for (t, want), g in zip(lines, groups) if len(g) == 1 and g[0] == want}
