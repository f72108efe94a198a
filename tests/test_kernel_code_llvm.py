"""V2 ``amd_kernel_code_t`` against llvm-mc-15, on random ``.amd_kernel_code_t`` blocks.

llvm-objdump-15 prints a V2 header only as bytes, so the printed reference is llvm-mc-15's own
assembly output, which re-emits every parsed block as the full list of ``key = value`` lines.
For each target the test assembles many random blocks (printed keys and their aliases, repeated
keys, values wider than their field, negative values) and checks that
  (a) ``decode_kernel_code(bytes).lines()`` equals llvm-mc-15's printed lines;
  (b) ``encode_kernel_code(pairs)`` equals llvm-mc-15's 256 bytes;
  (c) assembling ``to_text()`` with llvm-mc-15 gives the same 256 bytes.
"""

from __future__ import annotations

import random
import subprocess
from pathlib import Path

import pytest
from codeobj.formats.amd_kernel_code import AMD_KERNEL_CODE_FIELDS, MEMBERS
from elftools.elf.elffile import ELFFile

from codeobj.kernel.amd_kernel_code import KernelCodeError, decode_kernel_code, encode_kernel_code

pytestmark = pytest.mark.llvm15

TARGETS = ["gfx700", "gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx1010", "gfx1030",
           "gfx1100"]
KERNELS_PER_FILE = 24
_SIZE = {name: size for name, _, size, _ in MEMBERS}


def random_block(rng: random.Random, proc: str) -> list[tuple[str, int]]:
    """Random pairs; a pair that ``encode_kernel_code`` refuses is dropped (llvm-mc-15 refusing
    what we accept would then fail the test)."""
    pairs: list[tuple[str, int]] = []
    for f in rng.sample(AMD_KERNEL_CODE_FIELDS, rng.randrange(0, 20)):
        key = f.alias if rng.random() < 0.3 else f.key
        full = _SIZE[f.member] * 8
        width = f.width
        if rng.random() < 0.1:
            value = -rng.randrange(1, 4)
        elif rng.random() < 0.1 and width < full:
            value = rng.randrange(0, 1 << (width + 2))  # wider than the field: truncated
        else:
            value = rng.choice([0, 1, rng.randrange(0, 1 << min(width, 32))])
        try:
            encode_kernel_code([*pairs, (key, value)], proc)
        except KernelCodeError:
            continue
        pairs.append((key, value))
    if pairs and rng.random() < 0.2:
        key, _ = rng.choice(pairs)
        pairs.append((key, 0))  # a repeated key: the last one wins
        try:
            encode_kernel_code(pairs, proc)
        except KernelCodeError:
            pairs.pop()
    return pairs


def _source(blocks: list[str]) -> str:
    out = [".hsa_code_object_version 2,1\n.hsa_code_object_isa\n.text\n"]
    for i, block in enumerate(blocks):
        out.append(f".p2align 8\n.amdgpu_hsa_kernel K{i}\nK{i}:\n{block}  s_endpgm\n")
    return "".join(out)


def _block(pairs: list[tuple[str, int]]) -> str:
    return ".amd_kernel_code_t\n" + "".join(f"  {k} = {v}\n" for k, v in pairs) + \
        ".end_amd_kernel_code_t\n"


def _mc(tmp: Path, stem: str, source: str, proc: str, obj: bool) -> subprocess.CompletedProcess:
    src = tmp / f"{stem}.s"
    src.write_text(source)
    args = ["llvm-mc-15", "-triple", "amdgcn-amd-amdhsa", f"-mcpu={proc}",
            "--amdhsa-code-object-version=2", str(src)]
    if obj:
        args += ["-filetype=obj", "-o", str(tmp / f"{stem}.o")]
    r = subprocess.run(args, check=False, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[:3000]
    return r


def headers(obj: Path, count: int) -> list[bytes]:
    with obj.open("rb") as f:
        elf = ELFFile(f)
        text = elf.get_section_by_name(".text").data()
        where = {s.name: s["st_value"] for s in elf.get_section_by_name(".symtab").iter_symbols()}
    return [text[where[f"K{i}"] : where[f"K{i}"] + 256] for i in range(count)]


def printed_blocks(asm: str) -> list[list[str]]:
    blocks, current = [], None
    for line in asm.splitlines():
        line = line.strip()
        if line == ".amd_kernel_code_t":
            current = []
        elif line == ".end_amd_kernel_code_t":
            blocks.append(current)
            current = None
        elif current is not None and line:
            current.append(line)
    return blocks


@pytest.mark.parametrize("proc", TARGETS)
def test_random_kernel_code_blocks(tmp_path, proc):
    rng = random.Random(f"v2/{proc}")
    blocks = [random_block(rng, proc) for _ in range(KERNELS_PER_FILE)]
    source = _source([_block(b) for b in blocks])
    _mc(tmp_path, "ref", source, proc, obj=True)
    printed = printed_blocks(_mc(tmp_path, "ref", source, proc, obj=False).stdout)
    ref = headers(tmp_path / "ref.o", len(blocks))
    problems = []
    for i, pairs in enumerate(blocks):
        kc = decode_kernel_code(ref[i])
        if kc.lines() != printed[i]:
            problems.append(f"(a) K{i}: {kc.lines()} != {printed[i]}")
        mine = encode_kernel_code(pairs, proc)
        if mine != ref[i]:
            problems.append(f"(b) K{i}: {pairs}\n {mine.hex()}\n {ref[i].hex()}")
    texts = [decode_kernel_code(h).to_text(proc) for h in ref]
    _mc(tmp_path, "again", _source(texts), proc, obj=True)
    again = headers(tmp_path / "again.o", len(blocks))
    problems += [f"(c) K{i}" for i in range(len(blocks)) if again[i] != ref[i]]
    assert not problems, "\n".join(problems[:4])


_REFUSALS = [
    ("gfx900", [("bogus_field", 1)]),
    ("gfx900", [("enable_wavefront_size32", 1)]),
    ("gfx1030", [("enable_wavefront_size32", 0)]),
    ("gfx900", [("wavefront_size", 5)]),
    ("gfx1030", [("wavefront_size", 6)]),
    ("gfx900", [("enable_wgp_mode", 1)]),
    ("gfx900", [("enable_mem_ordered", 1)]),
    ("gfx900", [("enable_fwd_progress", 1)]),
    ("gfx900", [("compute_pgm_rsrc1_wgp_mode", 1)]),
    ("gfx900", [("wavefront_size", 3)]),
]


@pytest.mark.parametrize(("proc", "pairs"), _REFUSALS)
def test_refusals_match_llvm_mc(tmp_path, proc, pairs):
    src = tmp_path / "bad.s"
    src.write_text(_source([_block(pairs)]))
    r = subprocess.run(["llvm-mc-15", "-triple", "amdgcn-amd-amdhsa", f"-mcpu={proc}",
                        "--amdhsa-code-object-version=2", "-filetype=obj", str(src), "-o",
                        str(tmp_path / "bad.o")], check=False, capture_output=True, text=True)
    expected = r.stderr.split("error: ", 1)[1].splitlines()[0] if r.returncode else None
    try:
        encode_kernel_code(pairs, proc)
    except KernelCodeError as e:
        got = e.message
    else:
        got = None
    assert got == expected
