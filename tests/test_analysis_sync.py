"""The synchronization checker (codeobj.analysis.sync) on compiler output and on hand-written
code: clang-19's kernels (-O0/-O2/-O3, several targets, the project's corpora) give no
finding; taking one wait or barrier out of them gives findings about exactly that; and every
rule has a case of its own, assembled by llvm-mc-19."""

from __future__ import annotations

import struct
import subprocess
from pathlib import Path

import pytest

from codeobj import open_code_object
from codeobj.analysis import analyze_code_object, build_cfg, check_sync, load_program
from codeobj.analysis.sync import RULES

REPO = Path(__file__).resolve().parent.parent
SOURCES = [REPO / "tests" / "data_analysis" / "sync_kernels.cl",
           REPO / "testdata" / "src" / "lds_atomics.cl",
           REPO / "testdata" / "src" / "calls.cl",
           REPO / "testdata" / "src" / "scratch.cl"]
TARGETS = ["gfx900", "gfx90a", "gfx1030", "gfx1100", "gfx1200"]
S_NOP_0 = struct.pack("<I", 0xBF800000)  # SOPP s_nop 0, the same word gfx6-gfx12


def _clang(src: Path, target: str, opt: str, out: Path) -> Path:
    subprocess.run(["clang-19", "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa",
                    f"-mcpu={target}", f"-{opt}", "-nogpulib", f"-I{REPO / 'testdata' / 'src'}",
                    str(src), "-o", str(out)], check=True, capture_output=True)
    return out


def _findings(path: Path) -> list:
    return analyze_code_object(open_code_object(str(path))).findings


def _describe(findings) -> str:
    return "\n".join(f"{f.function} {f.address:#x} {f.rule}: {f.message}" for f in findings)


@pytest.mark.llvm19
@pytest.mark.parametrize("opt", ["O0", "O2", "O3"])
@pytest.mark.parametrize("target", TARGETS)
def test_compiler_output_has_no_findings(tmp_path, target, opt):
    for src in SOURCES:
        obj = _clang(src, target, opt, tmp_path / f"{src.stem}.hsaco")
        found = _findings(obj)
        assert not found, f"{src.name} {target} -{opt}:\n{_describe(found)}"


def test_corpus_has_no_findings():
    corpus = sorted((REPO / "testdata" / "corpus").rglob("*.hsaco"))
    corpus += sorted((REPO / "testdata" / "sample").glob("*.hsaco"))
    assert corpus
    for path in corpus:
        found = _findings(path)
        assert not found, f"{path.name}:\n{_describe(found)}"


# -- one wait or barrier taken out -----------------------------------------------------------

def _without(path: Path, file_offset: int, out: Path) -> Path:
    data = bytearray(path.read_bytes())
    data[file_offset:file_offset + 4] = S_NOP_0
    out.write_bytes(bytes(data))
    return out


def _text_offset(co, address: int) -> int:
    for s in co.sections:
        if s.name == ".text" and s.sh_addr <= address < s.sh_addr + s.sh_size:
            return s.sh_offset + address - s.sh_addr
    raise AssertionError(f"{address:#x} not in .text")


def _special(path: Path, pick) -> list[tuple[str, int]]:
    """(function, address) of every instruction ``pick(mnemonic)`` selects in the kernels."""
    program = load_program(open_code_object(str(path)))
    return [(fn.name, i.address) for fn in program.functions
            for i in fn.insts if i.mi is not None and pick(i.facts.mnemonic)]


def _is_wait(m: str) -> bool:
    return m.startswith(("s_waitcnt", "s_wait_")) and m not in ("s_waitcnt_depctr",
                                                                   "s_wait_idle", "s_wait_event",
                                                                   "s_wait_alu")


@pytest.mark.llvm19
@pytest.mark.parametrize("target", ["gfx900", "gfx90a", "gfx1100", "gfx1200"])
def test_each_wait_removed_is_found(tmp_path, target):
    """Each wait of the -O2 kernels replaced by s_nop 0 (same size): every finding is about a
    memory operation issued before that wait (the one it waited for), at an instruction
    after it or in a loop holding it; most removals are found (the rest wait on counters
    nothing is outstanding on, or only on stores nobody reads)."""
    obj = _clang(SOURCES[0], target, "O2", tmp_path / "k.hsaco")
    co = open_code_object(str(obj))
    waits = _special(obj, _is_wait)
    assert len(waits) >= 5
    found_for = 0
    for n, (fname, address) in enumerate(waits):
        mutated = _without(obj, _text_offset(co, address), tmp_path / f"m{n}.hsaco")
        analysis = analyze_code_object(open_code_object(str(mutated)))
        fa = next(f for f in analysis.functions if f.name == fname)
        findings = analysis.findings
        assert all(f.function == fname for f in findings), _describe(findings)
        for f in findings:
            assert f.rule.startswith(("sync-", "barrier-", "release-", "acquire-")), f
            in_loop = fa.cfg.loop_of_address(address) is not None
            assert in_loop or f.address > address, f"wait at {address:#x}: {f}"
            if f.related is not None:
                assert in_loop or f.related < address, f"wait at {address:#x}: {f}"
        found_for += bool(findings)
    assert found_for >= len(waits) // 2, f"{found_for} of {len(waits)} removals found"


@pytest.mark.llvm19
def test_removed_barrier_signal_and_wait_are_found(tmp_path):
    """gfx12's split barrier: without its s_barrier_signal, the s_barrier_wait waits on a
    barrier the wave never arrived at; without the wait, the signal is never waited on."""
    obj = _clang(SOURCES[0], "gfx1200", "O2", tmp_path / "k.hsaco")
    co = open_code_object(str(obj))
    signals = _special(obj, lambda m: m == "s_barrier_signal")
    waits = _special(obj, lambda m: m == "s_barrier_wait")
    assert signals and waits
    for n, (fname, address) in enumerate(signals):
        mutated = _without(obj, _text_offset(co, address), tmp_path / f"s{n}.hsaco")
        rules = {f.rule for f in _findings(mutated)}
        assert rules == {"barrier-wait-without-signal"}, rules
    _fname, address = waits[-1]
    mutated = _without(obj, _text_offset(co, address), tmp_path / "w.hsaco")
    rules = {f.rule for f in _findings(mutated)}
    assert rules <= {"barrier-signal-twice", "barrier-signal-without-wait"} and rules


@pytest.mark.llvm19
@pytest.mark.parametrize("target", ["gfx900", "gfx1100", "gfx1200"])
def test_removed_lds_wait_before_barrier_is_found(tmp_path, target):
    """block_reduce waits for its LDS store before the barrier; without that wait the
    barrier is reported (the other waves may not see the store)."""
    obj = _clang(SOURCES[1], target, "O2", tmp_path / "k.hsaco")
    co = open_code_object(str(obj))
    program = load_program(co)
    fn = program.function("block_reduce")
    hit = 0
    for n, inst in enumerate(fn.insts):
        m = inst.facts.mnemonic if inst.mi is not None else ""
        nxt = fn.insts[n + 1].facts.mnemonic if n + 1 < len(fn.insts) else ""
        if _is_wait(m) and nxt.startswith("s_barrier"):
            mutated = _without(obj, _text_offset(co, inst.address), tmp_path / f"b{n}.hsaco")
            rules = {f.rule for f in _findings(mutated) if f.function == "block_reduce"}
            if "barrier-lds-pending" in rules:
                hit += 1
    assert hit >= 1


# -- one case per rule, hand-written -------------------------------------------------------

_KERNEL = """\
.amdgcn_target "amdgcn-amd-amdhsa--{target}"
.text
.globl k
.p2align 8
.type k,@function
k:
{body}
  s_endpgm
.globl f
.p2align 2
.type f,@function
f:
{function}
  s_setpc_b64 s[30:31]
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 8
  .amdhsa_next_free_sgpr 8
{extra}.end_amdhsa_kernel
"""


def _assemble(tmp_path: Path, target: str, body: str, function: str = "s_waitcnt 0") -> Path:
    if target.startswith("gfx12") and function == "s_waitcnt 0":
        function = ("s_wait_loadcnt_dscnt 0\n  s_wait_expcnt 0\n  s_wait_samplecnt 0\n"
                    "  s_wait_bvhcnt 0\n  s_wait_kmcnt 0")
    src = tmp_path / "k.s"
    extra = "  .amdhsa_accum_offset 8\n" if target in ("gfx90a", "gfx940") else ""
    src.write_text(_KERNEL.format(target=target, body=body, function=function, extra=extra))
    obj = tmp_path / "k.o"
    done = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                           "-filetype=obj", str(src), "-o", str(obj)], capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0, done.stderr
    return obj


def _check(path: Path, isa_version: tuple[int, int] | None = None) -> list:
    co = open_code_object(str(path))
    program = load_program(co)
    version = isa_version or (co.processor.major, co.processor.minor)
    return [f for fn in program.functions
            for f in check_sync(fn, build_cfg(fn, program), program.st, isa_version=version)]


# rule -> (target, kernel body, function body, expected (rule, offset of the finding in the
# kernel or function, offset of the operation it is about)); the counterpart without the
# fault (a wait added, a join added ...) must give nothing
CASES = {
    "sync-read-before-wait": (
        "gfx1100", "global_load_b32 v1, v0, s[0:1]\n  v_add_nc_u32 v2, v1, v1", None,
        "global_load_b32 v1, v0, s[0:1]\n  s_waitcnt vmcnt(0)\n  v_add_nc_u32 v2, v1, v1"),
    "sync-write-before-wait": (
        "gfx1100", "global_load_b32 v1, v0, s[0:1]\n  v_mov_b32 v1, 0", None,
        "global_load_b32 v1, v0, s[0:1]\n  s_waitcnt vmcnt(0)\n  v_mov_b32 v1, 0"),
    "sync-function-entry": (
        "gfx1100", "s_nop 0", "v_add_nc_u32 v2, v1, v1\n  s_waitcnt 0",
        "s_nop 0", "s_waitcnt 0\n  v_add_nc_u32 v2, v1, v1"),
    "sync-return-pending": (
        "gfx1100", "s_nop 0", "s_waitcnt 0\n  global_load_b32 v1, v0, s[0:1]",
        "s_nop 0", "s_waitcnt 0\n  global_load_b32 v1, v0, s[0:1]\n  s_waitcnt vmcnt(0)"),
    "barrier-pending-memory": (
        "gfx900", "global_load_dword v1, v[2:3], off\n  s_barrier", None,
        "global_load_dword v1, v[2:3], off\n  s_waitcnt vmcnt(0)\n  s_barrier"),
    "barrier-lds-pending": (
        "gfx90a", "ds_write_b32 v0, v1\n  s_barrier", None,
        "ds_write_b32 v0, v1\n  s_waitcnt lgkmcnt(0)\n  s_barrier"),
    "barrier-signal-without-wait": (
        "gfx1200", "s_barrier_signal -1", None, "s_barrier_signal -1\n  s_barrier_wait -1"),
    "barrier-wait-without-signal": (
        "gfx1200", "s_barrier_wait -1", None, "s_barrier_signal -1\n  s_barrier_wait -1"),
    "barrier-signal-twice": (
        "gfx1200", "s_barrier_signal -1\n  s_barrier_signal -1\n  s_barrier_wait -1", None,
        "s_barrier_signal -1\n  s_barrier_wait -1\n  s_barrier_signal -1\n  s_barrier_wait -1"),
    "barrier-wait-without-join": (
        "gfx1200", "s_barrier_signal 1\n  s_barrier_wait 1", None,
        "s_barrier_join 1\n  s_barrier_signal 1\n  s_barrier_wait 1"),
    "barrier-leave-without-join": (
        "gfx1200", "s_barrier_leave", None, "s_barrier_join 1\n  s_barrier_leave"),
    "barrier-id-unavailable": (
        "gfx1200", "s_barrier_signal -2\n  s_barrier_wait -2", None,
        "s_barrier_signal -1\n  s_barrier_wait -1"),
    "acquire-sequence": (
        "gfx90a", ("global_load_dword v1, v[2:3], off glc\n  buffer_wbinvl1_vol\n"
                   "  s_waitcnt vmcnt(0)"), None,
        "global_load_dword v1, v[2:3], off glc\n  s_waitcnt vmcnt(0)\n  buffer_wbinvl1_vol"),
    "release-sequence": (
        "gfx1200", ("global_store_b32 v0, v1, s[0:1]\n  global_wb scope:SCOPE_DEV\n"
                    "  global_store_b32 v0, v2, s[0:1] scope:SCOPE_DEV"), None,
        ("global_store_b32 v0, v1, s[0:1]\n  global_wb scope:SCOPE_DEV\n  s_wait_storecnt 0\n"
         "  global_store_b32 v0, v2, s[0:1] scope:SCOPE_DEV")),
}
# named barriers are GFX12.5's (LLVM 19 assembles them for gfx1200, decoded as such)
GFX125 = {"barrier-wait-without-join", "barrier-leave-without-join"}


def test_every_rule_has_a_case():
    assert set(CASES) == set(RULES)


def _case(tmp_path: Path, rule: str, good: bool):
    target, body, function, *fixed = CASES[rule]
    if good:
        body = fixed[0]
        function = fixed[1] if len(fixed) > 1 else function
    kw = {} if function is None else {"function": function}
    obj = _assemble(tmp_path, target, body, **kw)
    return _check(obj, (12, 5) if rule in GFX125 else None)


@pytest.mark.llvm19
@pytest.mark.parametrize("rule", sorted(CASES))
def test_rule_fires_on_its_fault_only(tmp_path, rule):
    found = _case(tmp_path, rule, good=False)
    assert {f.rule for f in found} == {rule}, _describe(found)
    assert all(f.severity == RULES[rule].severity and f.section.startswith(RULES[rule].section)
               for f in found)
    fixed = _case(tmp_path, rule, good=True)
    assert not fixed, _describe(fixed)


@pytest.mark.llvm19
def test_read_before_wait_names_load_and_consumer(tmp_path):
    obj = _assemble(tmp_path, "gfx1100", "global_load_b32 v1, v0, s[0:1]\n  s_nop 0\n"
                    "  v_add_nc_u32 v2, v1, v1")
    (f,) = _check(obj)
    assert (f.rule, f.function, f.address, f.related) == ("sync-read-before-wait", "k", 12, 0)
    assert "v1" in f.message and "vmcnt" in f.message


@pytest.mark.llvm19
def test_partial_wait_counts_younger_loads(tmp_path):
    """vmcnt(1) completes the older of two in-order loads, not the younger one."""
    two = "global_load_b32 v1, v0, s[0:1]\n  global_load_b32 v2, v0, s[0:1] offset:4\n"
    ok = _assemble(tmp_path, "gfx1100", two + "  s_waitcnt vmcnt(1)\n  v_mov_b32 v3, v1")
    assert not _check(ok)
    bad = _assemble(tmp_path, "gfx1100", two + "  s_waitcnt vmcnt(1)\n  v_mov_b32 v3, v2")
    assert [f.rule for f in _check(bad)] == ["sync-read-before-wait"]


@pytest.mark.llvm19
def test_wait_missing_on_one_path_only(tmp_path):
    """A wait on one arm of a branch does not cover the join."""
    body = ("global_load_b32 v1, v0, s[0:1]\n  s_cbranch_scc0 .Lskip\n  s_waitcnt vmcnt(0)\n"
            ".Lskip:\n  v_mov_b32 v3, v1")
    found = _check(_assemble(tmp_path, "gfx1100", body))
    assert [f.rule for f in found] == ["sync-read-before-wait"]


@pytest.mark.llvm19
def test_scalar_loads_beside_lds_need_zero(tmp_path):
    """lgkmcnt holds SMEM and LDS out of order: only lgkmcnt(0) completes the scalar load."""
    body = ("s_load_b32 s4, s[0:1], 0x0\n  ds_load_b32 v1, v0\n  s_waitcnt lgkmcnt(1)\n"
            "  s_mov_b32 s5, s4")
    found = _check(_assemble(tmp_path, "gfx1100", body))
    assert [f.rule for f in found] == ["sync-read-before-wait"]
