"""GCN 1/2 (gfx6, gfx7): SMRD, addr64, the SI/CI VOP3 layout — against llvm-mc-19.

LLVM 19 cannot disassemble gfx6/gfx7 (codeobj decodes them with LLVM's GFX6GFX7 decoder
tables, an extension), so the referee is its assembler: every instruction line clang-19 -S
writes for these processors is assembled by ``llvm-mc-19 --show-encoding``, which also prints
its canonical text.  Our encoder must give the same bytes, and our decoder must print
llvm-mc's text for those bytes.
"""

from __future__ import annotations

import subprocess

import pytest

from codeobj.isa import decode_at, encode_statement

from .refs import TESTDATA

pytestmark = pytest.mark.llvm19

SOURCES = ["vector_add.cl", "calls.cl", "globals.cl", "lds_atomics.cl", "matrix.cl",
           "scratch.cl"]
MARK = "s_nop 0x7e5b"


def _clang_lines(tmp_path, target: str) -> list[str]:
    lines: dict[str, None] = {}
    for src in SOURCES:
        out = tmp_path / f"{src}.s"
        r = subprocess.run(["clang-19", "-x", "cl", "-cl-std=CL2.0", "-target",
                            "amdgcn-amd-amdhsa", f"-mcpu={target}", "-nogpulib", "-O2", "-S",
                            str(TESTDATA / "src" / src), "-o", str(out)],
                           capture_output=True, check=False)
        if r.returncode:
            continue
        for line in out.read_text().splitlines():
            t = line.split(";")[0].strip()
            if t and t[0].isalpha() and not t.endswith(":") and "@" not in t and ".L" not in t:
                lines[t] = None
    return list(lines)


def _mc(target: str, lines: list[str]) -> list[tuple[str, bytes] | None]:
    src = "".join(f"{ln}\n{MARK}\n" for ln in lines)
    r = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                        "--show-encoding"], input=src, capture_output=True, text=True,
                       check=False)
    groups: list[list[tuple[str, bytes]]] = [[]]
    for ln in r.stdout.splitlines():
        if "encoding:" not in ln:
            continue
        text, _, enc = ln.partition("; encoding: [")
        if text.strip() == MARK:
            groups.append([])
            continue
        groups[-1].append((text.strip(), bytes(int(b, 16) for b in enc.rstrip("]").split(","))))
    return [g[0] if len(g) == 1 else None for g in groups[:len(lines)]]


@pytest.mark.parametrize("target", ["gfx601", "gfx700"])
def test_clang_output_encodes_and_prints_like_llvm_mc(tmp_path, target):
    lines = _clang_lines(tmp_path, target)
    assert len(lines) > 100
    checked, bad = 0, []
    for line, res in zip(lines, _mc(target, lines)):
        if res is None:
            continue
        text, want = res
        checked += 1
        try:
            got = encode_statement(line, target)
        except Exception as e:  # noqa: BLE001 - collected below
            got = repr(e)
        printed = decode_at(want, 0, target).text
        if got != want or printed != text:
            bad.append((line, want.hex(), got, printed))
    assert checked > 100
    assert len(bad) <= checked * 0.01, bad[:10]


@pytest.mark.parametrize("line,target", [
    ("s_load_dword s4, s[6:7], 0x10", "gfx601"),
    ("s_load_dwordx2 s[4:5], s[6:7], s8", "gfx601"),
    ("s_load_dword s4, s[6:7], 0x12345", "gfx700"),
    ("buffer_load_dword v1, v[2:3], s[4:7], 0 addr64 offset:12 glc slc", "gfx601"),
    ("buffer_store_dword v1, v[2:3], s[4:7], 0 addr64", "gfx700"),
    ("buffer_load_dword v1, v2, s[4:7], s8 offen offset:4 glc", "gfx601"),
    (("tbuffer_load_format_x v1, v[2:3], s[4:7], s8 "
      "format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] addr64"), "gfx601"),
    ("v_add_f32_e64 v1, -v2, |v3| clamp mul:2", "gfx601"),
    ("v_add_i32_e64 v1, s[6:7], v2, v3", "gfx601"),
    ("v_bcnt_u32_b32_e32 v1, v2, v3", "gfx601"),
    ("flat_load_dword v1, v[2:3] glc slc", "gfx700"),
    ("s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)", "gfx601"),
])
def test_gcn12_specific_forms(line, target):
    (text, want), = _mc(target, [line])
    assert encode_statement(text, target) == want
    assert decode_at(want, 0, target).text == text
