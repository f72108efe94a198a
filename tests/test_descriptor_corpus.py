"""Kernel descriptors of the LLVM-made corpus (testdata/, V2-V6, relocatable and linked).

For every V3-V6 object: each ``.kd`` descriptor decodes to exactly the lines
``llvm-objdump-19 -D --disassemble-symbols=K.kd`` prints (gfx6/gfx7 apart, which it cannot
disassemble), with no warning, and the ``to_text()`` blocks of all kernels of a target and
version reassemble with llvm-mc (19, or 15 for V3) into the same 64 bytes (the entry offset
apart: the assembler computes it).  For every V2 object: each ``amd_kernel_code_t`` prints the
``key = value`` lines clang-15 wrote in the object's source, and reassembles identically.
"""

from __future__ import annotations

import json
import subprocess
from collections import defaultdict
from pathlib import Path

import pytest
from elftools.elf.elffile import ELFFile

from codeobj.kernel.amd_kernel_code import decode_kernel_code
from codeobj.kernel.descriptor import decode, descriptor_target

from . import refs

TESTDATA = Path(__file__).resolve().parent.parent / "testdata"


def _manifest() -> list[dict]:
    path = TESTDATA / "MANIFEST.json"
    if not path.exists():
        return []
    return [e for e in json.loads(path.read_text())["entries"] if e["kind"] in ("rel", "dyn")]


def _symbols_bytes(path: Path, want, size: int) -> dict[str, bytes]:
    """{symbol name: size bytes at it} for the symbols ``want(sym)`` selects."""
    out = {}
    with path.open("rb") as f:
        elf = ELFFile(f)
        symtab = elf.get_section_by_name(".symtab") or elf.get_section_by_name(".dynsym")
        for sym in symtab.iter_symbols():
            if not want(sym) or not isinstance(sym["st_shndx"], int):
                continue
            sec = elf.get_section(sym["st_shndx"])
            start = sym["st_value"] - sec["sh_addr"]
            out[sym.name] = sec.data()[start : start + size]
    return out


def _kd(sym) -> bool:
    return sym.name.endswith(".kd") and sym["st_info"]["type"] == "STT_OBJECT" and isinstance(
        sym["st_shndx"], int)


V3PLUS = [e for e in _manifest() if e["version"] >= 3]
V2 = [e for e in _manifest() if e["version"] == 2]


@pytest.mark.llvm19
@pytest.mark.skipif(not V3PLUS, reason="no testdata corpus")
def test_corpus_descriptors_match_llvm_objdump():
    checked = refused = 0
    problems = []
    for e in V3PLUS:
        path = TESTDATA / e["file"]
        kds = _symbols_bytes(path, _kd, 64)
        if not kds or descriptor_target(e["target"]).major < 8:
            continue
        printed = {k + ".kd": v for k, v in refs.objdump_kernel_blocks(
            path, [name[:-3] for name in sorted(kds)]).items()}
        for name, data in kds.items():
            if name not in printed:  # llvm-objdump refused it (e.g. a descriptor that is not
                refused += 1         # followed by another symbol: it wants exactly 64 bytes)
                continue
            kd = decode(data, e["target"], e["version"])
            checked += 1
            if kd.warnings:
                problems.append(f"{e['file']} {name}: warnings {kd.warnings}")
            if kd.lines() != printed.get(name):
                problems.append(f"{e['file']} {name}:\n  ours {kd.lines()}\n  objdump "
                                f"{printed.get(name)}")
    assert checked > 300
    assert refused < checked // 100
    assert not problems, f"{len(problems)} of {checked}:\n" + "\n".join(problems[:5])


@pytest.mark.llvm19
@pytest.mark.llvm15
@pytest.mark.skipif(not V3PLUS, reason="no testdata corpus")
def test_corpus_descriptors_reassemble(tmp_path):
    groups: dict[tuple[str, int], list[bytes]] = defaultdict(list)
    for e in V3PLUS:
        for data in _symbols_bytes(TESTDATA / e["file"], _kd, 64).values():
            groups[(e["target"], e["version"])].append(data)
    checked = 0
    problems = []
    for (target, version), datas in sorted(groups.items()):
        datas = sorted({d[:16] + bytes(8) + d[24:] for d in datas})
        text = [] if version == 3 else [f".amdhsa_code_object_version {version}\n"]
        text.append(".text\n")
        text += [f".p2align 8\nK{i}:\n  s_endpgm\n" for i in range(len(datas))]
        text.append(".rodata\n")
        text += [".p2align 6\n" + decode(d, target, version).to_text(f"K{i}")
                 for i, d in enumerate(datas)]
        src = tmp_path / "again.s"
        src.write_text("".join(text))
        llvm = 15 if version == 3 else 19
        args = [f"llvm-mc-{llvm}", "-triple", "amdgcn-amd-amdhsa", *refs.llvm_mc_cpu_args(target),
                "-filetype=obj", str(src), "-o", str(tmp_path / "again.o")]
        if llvm == 15:
            args.append("--amdhsa-code-object-version=3")
        r = subprocess.run(args, check=False, capture_output=True, text=True)
        if r.returncode:
            problems.append(f"{target} V{version}: llvm-mc refused: {r.stderr[:800]}")
            continue
        again = _symbols_bytes(tmp_path / "again.o", _kd, 64)
        for i, d in enumerate(datas):
            checked += 1
            if again[f"K{i}.kd"] != d:
                problems.append(f"{target} V{version} K{i}: {again[f'K{i}.kd'].hex()} != "
                                f"{d.hex()}")
    assert checked > 50
    assert not problems, "\n".join(problems[:5])


def _v2_blocks(source: Path) -> list[list[str]]:
    blocks, current = [], None
    for line in source.read_text().splitlines():
        line = line.strip()
        if line == ".amd_kernel_code_t":
            current = []
        elif line == ".end_amd_kernel_code_t":
            blocks.append(current)
            current = None
        elif current is not None and line and not line.startswith(";"):
            current.append(line)
    return blocks


@pytest.mark.llvm15
@pytest.mark.skipif(not V2, reason="no testdata corpus")
def test_corpus_v2_kernel_code(tmp_path):
    checked = 0
    problems = []
    for e in V2:
        path = TESTDATA / e["file"]
        headers = _symbols_bytes(
            path, lambda s: s["st_info"]["type"] == "STT_LOOS", 256)  # STT_AMDGPU_HSA_KERNEL = 10
        source = TESTDATA / e["file"].rsplit(".", 1)[0]
        source = source.with_suffix(".s")
        expected = _v2_blocks(source) if source.exists() else []
        printed = [decode_kernel_code(h).lines() for h in headers.values()]
        for lines in printed:
            checked += 1
            if expected and lines not in expected:
                problems.append(f"{e['file']}: {lines} not among the blocks of {source.name}")
        texts = [decode_kernel_code(h).to_text(e["target"]) for h in headers.values()]
        body = ".hsa_code_object_version 2,1\n.hsa_code_object_isa\n.text\n" + "".join(
            f".p2align 8\n.amdgpu_hsa_kernel K{i}\nK{i}:\n{t}  s_endpgm\n"
            for i, t in enumerate(texts))
        src = tmp_path / "v2.s"
        src.write_text(body)
        r = subprocess.run(["llvm-mc-15", "-triple", "amdgcn-amd-amdhsa", 
                            *refs.llvm_mc_cpu_args(e["target"]),
                            "--amdhsa-code-object-version=2", "-filetype=obj", str(src), "-o",
                            str(tmp_path / "v2.o")], check=False, capture_output=True, text=True)
        if r.returncode:
            problems.append(f"{e['file']}: llvm-mc-15 refused: {r.stderr[:500]}")
            continue
        again = _symbols_bytes(tmp_path / "v2.o", lambda s: s.name.startswith("K"), 256)
        for i, h in enumerate(headers.values()):
            if again[f"K{i}"] != h:
                problems.append(f"{e['file']} kernel {i}: reassembled bytes differ")
    assert checked > 10
    assert not problems, "\n".join(problems[:5])
