"""Every instruction named in the two synchronization documents, on the targets they name
(GFX6-GFX11 ``s_barrier``/``s_waitcnt``, GFX10-11 ``s_waitcnt_vscnt``, GFX12 split barriers,
``s_wait_*cnt`` and ``global_inv``/``global_wb``/``global_wbinv`` with each scope).

For each (instruction, target): llvm-mc-19 assembles a line, our decoder prints
llvm-mc's bytes as llvm-mc disassembles them, and our encoder gives llvm-mc's bytes.
"""

from __future__ import annotations

import re
import subprocess

import pytest

from codeobj.isa import decode_at, encode_statement

pytestmark = pytest.mark.llvm19

# (line, targets): the instructions the documents name, with operands llvm-mc accepts.
GFX6_11 = ("gfx601", "gfx700", "gfx803", "gfx1010", "gfx1030", "gfx1100", "gfx1151")
CASES = [
    ("s_barrier", GFX6_11),
    ("s_waitcnt vmcnt(0) lgkmcnt(0)", GFX6_11),
    ("s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)", GFX6_11),
    ("s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)", GFX6_11),
    ("s_waitcnt_vscnt null, 0x0", ("gfx1010", "gfx1030", "gfx1100")),
    ("buffer_gl0_inv", ("gfx1010", "gfx1030", "gfx1100")),
    ("buffer_gl1_inv", ("gfx1010", "gfx1030", "gfx1100")),
    ("s_wait_loadcnt 0x0", ("gfx1200", "gfx1201")),
    ("s_wait_storecnt 0x0", ("gfx1200", "gfx1201")),
    ("s_wait_samplecnt 0x0", ("gfx1200", "gfx1201")),
    ("s_wait_bvhcnt 0x0", ("gfx1200", "gfx1201")),
    ("s_wait_dscnt 0x0", ("gfx1200", "gfx1201")),
    ("s_wait_kmcnt 0x0", ("gfx1200", "gfx1201")),
    ("s_wait_expcnt 0x0", ("gfx1200", "gfx1201")),
    ("s_wait_loadcnt_dscnt 0x0", ("gfx1200", "gfx1201")),
    ("s_wait_storecnt_dscnt 0x0", ("gfx1200", "gfx1201")),
    ("s_barrier_signal -1", ("gfx1200", "gfx1201")),
    ("s_barrier_signal_isfirst -1", ("gfx1200", "gfx1201")),
    ("s_barrier_wait 0xffff", ("gfx1200", "gfx1201")),
    ("s_barrier_init -1", ("gfx1200", "gfx1201")),
    ("s_barrier_join -1", ("gfx1200", "gfx1201")),
    ("s_barrier_leave", ("gfx1200", "gfx1201")),
    ("s_barrier_signal m0", ("gfx1200", "gfx1201")),
    ("s_barrier_signal_isfirst m0", ("gfx1200", "gfx1201")),
    ("s_barrier_init m0", ("gfx1200", "gfx1201")),
    ("s_barrier_join m0", ("gfx1200", "gfx1201")),
    ("s_wait_loadcnt 0x3", ("gfx1200", "gfx1201")),
    ("s_wait_dscnt 0x1", ("gfx1200", "gfx1201")),
] + [(f"{op} scope:{sc}", ("gfx1200", "gfx1201"))
     for op in ("global_inv", "global_wb", "global_wbinv")
     for sc in ("SCOPE_SE", "SCOPE_DEV", "SCOPE_SYS")] + [
    ("global_inv", ("gfx1200", "gfx1201"))]
# LLVM 19 cannot disassemble gfx6/gfx7: there llvm-mc's own printed text is the referee.
NO_DISASSEMBLER = ("gfx601", "gfx700")


def _mc(line: str, target: str) -> tuple[str, bytes] | None:
    r = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                        "--show-encoding"], input=line + "\n", capture_output=True, text=True,
                       check=False)
    m = re.search(r"^\s*(.*?)\s*; encoding: \[([^\]]*)\]", r.stdout, re.MULTILINE)
    if r.returncode or not m:
        return None
    return m.group(1), bytes(int(b, 16) for b in m.group(2).split(","))


def _mc_text(data: bytes, target: str) -> str:
    src = "[" + ",".join(f"0x{b:02x}" for b in data) + "]\n"
    r = subprocess.run(["llvm-mc-19", "--disassemble", "-triple=amdgcn-amd-amdhsa",
                        f"-mcpu={target}"], input=src, capture_output=True, text=True,
                       check=True)
    return next(ln.strip() for ln in r.stdout.splitlines() if ln.startswith("\t")
            and ln.strip() != ".text")


@pytest.mark.parametrize("line,target", [(ln, t) for ln, ts in CASES for t in ts],
                         ids=lambda x: x.split()[0] if " " in x or x.startswith("s_") else x)
def test_sync_instruction(line, target):
    got = _mc(line, target)
    if got is None:
        pytest.skip(f"llvm-mc-19 does not accept '{line}' for {target}")
    printed, data = got
    want = printed if target in NO_DISASSEMBLER else _mc_text(data, target)
    inst = decode_at(data, 0, target)
    assert inst.size == len(data)
    assert inst.text == want
    assert encode_statement(want, target) == data
