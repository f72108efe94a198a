"""`codeobj diff` on builds made with clang-19 / llvm-mc-19 / ld.lld-19, checked against an
oracle computed from llvm-objdump-19's listings.

* tests/data_diff/unswitch.cl at -O2 and at -O3 (OpenCL, `-target amdgcn-amd-amdhsa`);
* tests/data_diff/unswitch.hip at -O2 and at -O3 for two GPUs (`-x hip --offload-arch`): host
  objects with an offload bundle;
* the -O2 assembly (`clang -S`) and the same with one instruction edited so that it grows by
  4 bytes (everything after it moves), assembled by llvm-mc-19 and linked by ld.lld-19.

The oracle, for every kernel: llvm-objdump-19's instruction text (the kernel symbol's extent),
with each branch's operand masked and its target kept as an instruction index; a sequence diff
(difflib) of the masked texts, where a branch of an equal run counts as changed when its
target does not line up with the other side's.  `codeobj diff` must report the same number of
removed and added instructions, its hunks applied to A's listing must give B's, and it must
report a descriptor or metadata change exactly when llvm-objdump's `.kd` block or
llvm-readelf's metadata record differs.
"""

from __future__ import annotations

import difflib
import re
import subprocess
from pathlib import Path

import pytest

import codeobj
from codeobj.compare import diff

from . import refs

DATA = Path(__file__).resolve().parent / "data_diff"
pytestmark = [pytest.mark.llvm19, pytest.mark.slow]

_LINE = re.compile(r"^\t(.*?)\s*// ([0-9A-F]+): [0-9A-F ]+?(?: <.*>)?$")
_BRANCH = re.compile(r"^(s_branch|s_cbranch_\w+|s_call_b64 \S+,) (-?\d+)$")


def _clang(*args: str) -> None:
    subprocess.run(["clang-19", *args], check=True, capture_output=True, timeout=300)


def _listing(path: Path) -> dict[str, list[tuple[str, int | None]]]:
    """{kernel: [(masked text, branch target index or None)]} from llvm-objdump-19 -d."""
    symbols = {s["name"]: s for s in refs.readelf_symbols(path) if s["type"] == "FUNC"}
    out = subprocess.run(["llvm-objdump-19", "-d", str(path)], capture_output=True, text=True,
                         check=True).stdout
    functions: dict[str, list[tuple[int, str, int | None]]] = {}
    current = None
    for line in out.splitlines():
        header = re.match(r"^([0-9a-f]{16}) <(.+)>:$", line)
        if header:
            current = header.group(2) if header.group(2) in symbols else None
            if current is not None:
                functions[current] = []
            continue
        m = _LINE.match(line)
        if current is None or not m:
            continue
        text, address = m.group(1), int(m.group(2), 16)
        sym = symbols[current]
        if address >= sym["value"] + sym["size"]:
            continue
        branch = _BRANCH.match(text)
        target = None
        if branch:
            simm = int(branch.group(2))  # llvm-objdump prints the 16 bits unsigned
            simm = (simm & 0xFFFF ^ 0x8000) - 0x8000
            target = address + 4 + simm * 4
            text = f"{branch.group(1)} <target>"
        functions[current].append((address, text, target))
    result = {}
    for name, insts in functions.items():
        index = {address: i for i, (address, _, _) in enumerate(insts)}
        result[name] = [(text, index.get(target, -1) if target is not None else None)
                        for _, text, target in insts]
    return result


def _oracle(a: list[tuple[str, int | None]], b: list[tuple[str, int | None]]) -> tuple[int, int]:
    matcher = difflib.SequenceMatcher(None, [t for t, _ in a], [t for t, _ in b],
                                      autojunk=False)
    removed = added = 0
    mapping = {}
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            mapping.update({i1 + k: j1 + k for k in range(i2 - i1)})
        else:
            removed += i2 - i1
            added += j2 - j1
    for i, j in mapping.items():
        ta, tb = a[i][1], b[j][1]
        if ta is None:
            continue
        # a target outside the function (-1) must be outside on both sides
        if (ta == -1 and tb != -1) or (ta != -1 and mapping.get(ta) != tb):
            removed += 1
            added += 1
    return removed, added


def _masked(line: str) -> str:
    return re.sub(r"^(s_branch|s_cbranch_\w+|s_call_b64 \S+,) (?:L\d+|<.*>)$", r"\1 <target>",
                  line)


def _apply(a: list[str], hunks: list[dict]) -> list[str]:
    """A's (masked) listing with the hunks applied, checking each hunk's context and '-'
    lines against A."""
    out: list[str] = []
    pos = 0
    for hunk in hunks:
        start = hunk["a_start"] - 1
        out += a[pos:start]
        pos = start
        for line in hunk["lines"]:
            tag, text = line[0], _masked(line[1:])
            if tag in " -":
                assert a[pos] == text, f"hunk line {line!r} is not A's {a[pos]!r}"
                pos += 1
            if tag in " +":
                out.append(text)
    return out + a[pos:]


def _check(path_a: Path, path_b: Path, report_object) -> dict[str, tuple[int, int]]:
    """Check one pair of code objects against the oracle; returns {kernel: (removed,
    added)} for the kernels whose code differs."""
    la, lb = _listing(path_a), _listing(path_b)
    kernels = {k.name: k for k in report_object.kernels}
    kd_a = refs.objdump_kernel_blocks(path_a, sorted(kernels))
    kd_b = refs.objdump_kernel_blocks(path_b, sorted(kernels))
    md_a = {k[".name"]: k for k in refs.readelf_notes_metadata(path_a)["amdhsa.kernels"]}
    md_b = {k[".name"]: k for k in refs.readelf_notes_metadata(path_b)["amdhsa.kernels"]}
    changed = {}
    for name, k in kernels.items():
        expected = _oracle(la[name], lb[name])
        got = (k.code.removed, k.code.added) if k.code is not None else (0, 0)
        assert got == expected, f"{name}: codeobj diff {got}, oracle {expected}"
        if k.code is not None:
            assert _apply([t for t, _ in la[name]], k.code.hunks) == [t for t, _ in lb[name]]
        if expected != (0, 0):
            changed[name] = expected
        assert bool(k.descriptor) == (kd_a[name] != kd_b[name]), name
        assert bool(k.metadata) == (md_a[name] != md_b[name]), name
    return changed


def test_o2_against_o3_opencl(tmp_path):
    paths = {}
    for opt in ("-O2", "-O3"):
        paths[opt] = tmp_path / f"unswitch{opt}.hsaco"
        _clang("-x", "cl", "-cl-std=CL2.0", "-nogpulib", "-target", "amdgcn-amd-amdhsa",
               "-mcpu=gfx90a", opt, str(DATA / "unswitch.cl"), "-o", str(paths[opt]))
    report = diff(paths["-O2"], paths["-O3"])
    (obj,) = report.objects
    changed = _check(paths["-O2"], paths["-O3"], obj)
    # what clang 19 does to this source (see unswitch.cl): `plain` is the same code
    assert list(changed) == ["unswitch"] and not report.same
    assert {k.name: k.status for k in obj.kernels} == {"unswitch": "changed", "plain": "same"}


def test_o2_against_o3_hip_host_objects(tmp_path):
    for opt in ("-O2", "-O3"):
        _clang("-x", "hip", "--offload-arch=gfx90a", "--offload-arch=gfx1100", "-nogpulib",
               "-nogpuinc", opt, "-c", str(DATA / "unswitch.hip"), "-o",
               str(tmp_path / f"host{opt}.o"))
    report = diff(tmp_path / "host-O2.o", tmp_path / "host-O3.o")
    assert sorted(o.target for o in report.objects) == ["gfx1100", "gfx90a"]
    for obj in report.objects:
        # each side's code object, written out for the reference tools
        for side, uri in (("a", obj.a), ("b", obj.b)):
            data = codeobj.resolve_uri(uri).data
            (tmp_path / f"{obj.target}-{side}.hsaco").write_bytes(bytes(data))
        changed = _check(tmp_path / f"{obj.target}-a.hsaco", tmp_path / f"{obj.target}-b.hsaco",
                         obj)
        assert (obj.status == "changed") == bool(changed) or obj.sections or obj.metadata
    assert any(o.status == "changed" for o in report.objects)


def test_one_edited_instruction_assembled_by_llvm_mc(tmp_path):
    asm = tmp_path / "a.s"
    _clang("-x", "cl", "-cl-std=CL2.0", "-nogpulib", "-target", "amdgcn-amd-amdhsa",
           "-mcpu=gfx90a", "-O2", "-S", str(DATA / "unswitch.cl"), "-o", str(asm))
    text = asm.read_text()
    # in the loop's preheader: the branch that skips the loop jumps over it (its encoded
    # offset grows by one word), the loop and its backward branch come after it
    old = re.search(r"^\tv_mov_b32_e32 v1, 0$", text, re.MULTILINE)
    assert old is not None
    (tmp_path / "b.s").write_text(text[:old.start()] + "\tv_mov_b32_e32 v1, 0x3f800001"
                                  + text[old.end():])
    for name in ("a", "b"):
        subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a",
                        "-filetype=obj", str(tmp_path / f"{name}.s"), "-o",
                        str(tmp_path / f"{name}.o")], check=True)
        subprocess.run(["ld.lld-19", "-shared", str(tmp_path / f"{name}.o"), "-o",
                        str(tmp_path / f"{name}.hsaco")], check=True)
    report = diff(tmp_path / "a.hsaco", tmp_path / "b.hsaco")
    (obj,) = report.objects
    assert _check(tmp_path / "a.hsaco", tmp_path / "b.hsaco", obj) == {"unswitch": (1, 1)}
    (k,) = [k for k in obj.kernels if k.status != "same"]
    (hunk,) = k.code.hunks
    assert [line for line in hunk["lines"] if line[0] != " "] == [
        "-v_mov_b32_e32 v1, 0", "+v_mov_b32_e32 v1, 0x3f800001"]
    # the relocatable objects say the same
    assert [k.name for k in diff(tmp_path / "a.o", tmp_path / "b.o").objects[0].kernels
            if k.status != "same"] == ["unswitch"]
