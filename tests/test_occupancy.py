"""Kernel resources and occupancy: hand-computed cases, and agreement with clang-19 / llvm-objdump-19.

The hand-computed cases show the arithmetic (docs/resources.md has the model and its sources).
The interop tests compile kernels that use a chosen number of registers (inline-asm clobbers),
LDS and work-group size, and compare ``kernel_resources`` on the object clang-19 wrote with what
clang-19 itself reports under ``-Rpass-analysis=kernel-resource-usage``.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
from pathlib import Path

import pytest

from codeobj.elf.model import CodeObject
from codeobj.kernel.occupancy import (
    TARGET_FACTS,
    code_object_resources,
    format_resources,
    kernel_resources,
    occupancy,
    target_facts,
)

from . import refs

# --------------------------------------------------------------------------------------------
# Hand-computed cases
# --------------------------------------------------------------------------------------------


def occ(target, **kw):
    kw.setdefault("sgprs", 0)
    kw.setdefault("lds_bytes", 0)
    kw.setdefault("workgroup_size", 256)
    return occupancy(target_facts(target), **kw)


def test_gfx90a_vgprs_unified_with_agprs():
    # gfx90a: 512 unified VGPRs per lane per SIMD, granule 8, 8 wave slots.
    # 100 ArchVGPRs + 100 AGPRs: align(100, 4) + 100 = 200 -> align(200, 8) = 200;
    # 512 // 200 = 2 waves per SIMD; 4 SIMDs per CU -> 8 waves per CU.
    o = occ("gfx90a", vgprs=200, wavefront_size=64)
    assert (o.waves_per_simd, o.waves_per_cu, o.unit) == (2, 8, "CU")
    assert o.limited_by == ("vgpr",)
    # 40 VGPRs: 512 // 40 = 12, but only 8 wave slots: nothing but the slots limits.
    o = occ("gfx90a", vgprs=40, wavefront_size=64)
    assert (o.waves_per_simd, o.limited_by) == (8, ("wave_slots",))


def test_gfx90a_sgprs_and_lds():
    # SGPRs (gfx8-9 steps): 90 SGPRs <= 100 -> 8 waves; 101 -> 7.
    assert occ("gfx90a", vgprs=8, sgprs=90, wavefront_size=64).waves_per_simd == 8
    o = occ("gfx90a", vgprs=8, sgprs=101, wavefront_size=64)
    assert (o.waves_per_simd, o.limited_by) == (7, ("sgpr",))
    # LDS: 64 KiB per CU, 20000 bytes per group -> 65536 // 20000 = 3 groups;
    # 256 work-items = 4 waves per group -> 12 waves per CU -> ceil(12 / 4) = 3 per SIMD.
    o = occ("gfx90a", vgprs=8, lds_bytes=20000, wavefront_size=64)
    assert (o.waves_per_simd, o.waves_per_cu, o.limited_by) == (3, 12, ("lds",))


def test_gfx942():
    # gfx942 has the gfx90a register file: 130 AGPRs + 90 ArchVGPRs = align(90, 4) + 130 = 222
    # -> align(222, 8) = 224; 512 // 224 = 2.
    assert occ("gfx942", vgprs=222, wavefront_size=64).waves_per_simd == 2
    # Work-group size alone: 1024 work-items = 16 waves per group; 8 slots x 4 SIMDs = 32 waves
    # per CU -> 32 // 16 = 2 groups -> 32 waves -> 8 per SIMD: no limit.
    o = occ("gfx942", vgprs=8, workgroup_size=1024, wavefront_size=64)
    assert (o.waves_per_simd, o.limited_by) == (8, ("wave_slots",))
    # With 40000 bytes of LDS: 65536 // 40000 = 1 group of 16 waves -> 16 / 4 = 4 per SIMD.
    o = occ("gfx942", vgprs=8, workgroup_size=1024, lds_bytes=40000, wavefront_size=64)
    assert (o.waves_per_simd, o.limited_by) == (4, ("lds",))


def test_gfx1030_wave32_and_wave64():
    # gfx1030 wave32: 1024 VGPRs, granule 16, 16 slots. 100 VGPRs -> 112; 1024 // 112 = 9.
    o = occ("gfx1030", vgprs=100, wavefront_size=32)
    assert (o.waves_per_simd, o.waves_per_cu, o.unit) == (9, 36, "WGP")
    # wave64: 512 VGPRs, granule 8. 100 -> 104; 512 // 104 = 4.
    assert occ("gfx1030", vgprs=100, wavefront_size=64).waves_per_simd == 4
    # SGPRs never limit on gfx10+.
    assert occ("gfx1030", vgprs=8, sgprs=106, wavefront_size=32).limits["sgpr"] == 16


def test_gfx1030_lds_cu_and_wgp_mode():
    # 40000 bytes, 64 work-items = 2 wave32s per group.
    # WGP mode: 131072 // 40000 = 3 groups -> 6 waves over 4 SIMDs -> ceil(1.5) = 2.
    o = occ("gfx1030", vgprs=8, lds_bytes=40000, workgroup_size=64, wavefront_size=32)
    assert (o.waves_per_simd, o.waves_per_cu, o.unit) == (2, 8, "WGP")
    # CU mode: 65536 // 40000 = 1 group -> 2 waves over 2 SIMDs -> 1.
    o = occ("gfx1030", vgprs=8, lds_bytes=40000, workgroup_size=64, wavefront_size=32,
            wgp_mode=False)
    assert (o.waves_per_simd, o.waves_per_cu, o.unit) == (1, 2, "CU")


def test_gfx1100_big_register_file():
    # gfx1100 wave32: 1536 VGPRs, granule 24. 100 -> 120; 1536 // 120 = 12.
    assert occ("gfx1100", vgprs=100, wavefront_size=32).waves_per_simd == 12
    # wave64: 768 VGPRs, granule 12. 100 -> 108; 768 // 108 = 7.
    assert occ("gfx1100", vgprs=100, wavefront_size=64).waves_per_simd == 7
    # 256 VGPRs in wave32: 1536 // 264 = 5 (264 = align(256, 24)).
    assert occ("gfx1100", vgprs=256, wavefront_size=32).waves_per_simd == 5
    # gfx1102 has the smaller file: granule 16, 1024 // 112 = 9.
    assert occ("gfx1102", vgprs=100, wavefront_size=32).waves_per_simd == 9


def test_gfx1100_workgroup_barriers():
    # 128 work-items in wave32 = 4 waves per group; WGP mode: 16 x 4 = 64 slots -> 16 groups,
    # within 32 barriers -> 64 waves / 4 SIMDs = 16: no limit.  In CU mode: 32 slots / 4 = 8
    # groups (16 barriers) -> 32 waves / 2 SIMDs = 16.
    for wgp in (True, False):
        o = occ("gfx1100", vgprs=8, workgroup_size=128, wavefront_size=32, wgp_mode=wgp)
        assert o.waves_per_simd == 16


def test_tiny_kernels_are_not_limited_by_registers():
    # Fewer VGPRs than one granule never limit (LLVM), whatever the target; a one-wave group
    # uses no barrier, so nothing else limits either.
    for name, facts in TARGET_FACTS.items():
        for wave in facts.vgprs_per_simd:
            o = occupancy(facts, vgprs=1, sgprs=0, lds_bytes=0, workgroup_size=wave,
                          wavefront_size=wave)
            assert o.waves_per_simd == facts.max_waves_per_simd, name


def test_gfx1010_barriers_limit_two_wave_groups():
    # 64 work-items in wave32 = 2 waves per group; WGP mode: 20 x 4 = 80 slots -> 40 groups,
    # but only 32 barriers -> 32 groups = 64 waves -> 16 per SIMD (clang-19 says 16 too).
    o = occ("gfx1010", vgprs=8, workgroup_size=64, wavefront_size=32)
    assert (o.waves_per_simd, o.limited_by) == (16, ("workgroup",))


def test_unknown_targets_have_no_facts():
    for name in ("gfx950", "gfx1250", "gfx1170", "gfx1310"):
        assert target_facts(name) is None
    with pytest.raises(ValueError):
        occ("gfx90a", vgprs=8, wavefront_size=32)


# --------------------------------------------------------------------------------------------
# Code objects
# --------------------------------------------------------------------------------------------

V5_GFX90A = refs.TESTDATA / "corpus/v5/gfx90a/vector_add.hsaco"


def test_resources_of_a_corpus_object_and_its_views():
    co = CodeObject(V5_GFX90A.read_bytes(), "x")
    resources = code_object_resources(co)
    assert [r.kernel for r in resources] == [k.name for k in co.kernels]
    for r, k in zip(resources, co.kernels):
        md = k.metadata
        assert (r.vgpr_count, r.sgpr_count, r.lds_size, r.scratch_size, r.wavefront_size) == \
            (md[".vgpr_count"], md[".sgpr_count"], md[".group_segment_fixed_size"],
             md[".private_segment_fixed_size"], md[".wavefront_size"])
        assert r.allocated_vgprs == k.descriptor.next_free_vgpr
        assert r.occupancy is not None
        json.dumps(r.to_dict())
    table = format_resources(resources)
    lines = table.splitlines()
    assert lines[0].split()[:2] == ["kernel", "wave"] and len(lines) == len(resources) + 1


def test_a_target_without_facts_gives_no_occupancy():
    data = bytearray(V5_GFX90A.read_bytes())
    data[0x30] = 0x4F  # EF_AMDGPU_MACH gfx950
    co = CodeObject(bytes(data), "x")
    r = kernel_resources(co, co.kernels[0])
    assert r.processor == "gfx950" and r.occupancy is None
    assert any("no occupancy facts for gfx950" in n for n in r.notes)


def _objdump_next_free_vgpr(path: Path, symbol: str) -> int:
    text = refs.run("llvm-objdump-19", "-D", f"--disassemble-symbols={symbol}", path)
    return int(re.search(r"\.amdhsa_next_free_vgpr (\d+)", text).group(1))


@pytest.mark.llvm19
def test_allocated_vgprs_match_llvm_objdump():
    entries = [e for e in refs.corpus_entries(kind="dyn") if e["version"] >= 4
               and e["group"] == "matrix"][::9]
    assert entries
    for e in entries:
        path = refs.TESTDATA / e["file"]
        co = CodeObject(path.read_bytes(), str(path))
        for k in co.kernels[:2]:
            r = kernel_resources(co, k)
            assert r.allocated_vgprs == _objdump_next_free_vgpr(path, k.symbol), (path, k.name)


# --------------------------------------------------------------------------------------------
# Against clang-19's own report
# --------------------------------------------------------------------------------------------

_REMARK = re.compile(r"remark:\s+([^:\[]+?)(?: \[[^\]]*\])?: (\S+) \[")


def _compile(tmp: Path, cpu: str, *, vgprs: int, sgprs: int, agprs: int, lds: int, wg: int,
             wave64: bool, cumode: bool) -> tuple[Path, dict[str, str]]:
    clobbers = [f'"{kind}{n - 1}"' for kind, n in (("v", vgprs), ("s", sgprs), ("a", agprs)) if n]
    body = f'__asm__ volatile("" ::: {", ".join(clobbers)});' if clobbers else ""
    if lds:
        body += (f"__local int buf[{lds // 4}]; buf[__builtin_amdgcn_workitem_id_x()] = 1; "
                 "__builtin_amdgcn_s_barrier(); out[0] = buf[3];")
    else:
        body += "out[0] = 1;"
    src = tmp / "k.cl"
    src.write_text(f"__attribute__((amdgpu_flat_work_group_size(1, {wg}))) "
                   f"__kernel void k(__global int *out) {{ {body} }}\n")
    obj = tmp / "k.o"
    cmd = ["clang-19", "-x", "cl", "-target", "amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-nogpulib",
           "-O2", "-c", str(src), "-o", str(obj), "-Rpass-analysis=kernel-resource-usage"]
    if wave64:
        cmd.append("-mwavefrontsize64")
    if cumode:
        cmd.append("-mcumode")
    if "generic" in cpu:
        cmd.append("-mcode-object-version=6")
    result = subprocess.run(cmd, capture_output=True, text=True, check=False, timeout=120)
    assert result.returncode == 0, result.stderr
    return obj, dict(_REMARK.findall(result.stderr))


_CPUS = ("gfx601", "gfx700", "gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx942",
         "gfx1010", "gfx1030", "gfx1100", "gfx1102", "gfx1151", "gfx1200", "gfx1201",
         "gfx9-generic", "gfx10-1-generic", "gfx10-3-generic", "gfx11-generic", "gfx12-generic")


def _cases(count: int, seed: int = 19):
    rng = random.Random(seed)
    for i in range(count):
        cpu = _CPUS[i % len(_CPUS)]
        gfx10 = cpu.startswith("gfx1")
        case = {
            "vgprs": rng.choice((0, 5, 24, 33, 64, 65, 100, 129, 170, 256)),
            "sgprs": rng.choice((0, 20, 50, 70, 81, 90, 95, 101)),
            "agprs": rng.choice((0, 4, 32, 128, 256)) if cpu in ("gfx908", "gfx90a", "gfx942")
            else 0,
            "lds": rng.choice((0, 0, 4096, 16384, 20000, 40000, 65536)),
            "wg": rng.choice((64, 128, 256, 512, 1024)),
            "wave64": gfx10 and rng.random() < 0.4,
            "cumode": gfx10 and rng.random() < 0.3,
        }
        if cpu == "gfx601":
            case["lds"] = min(case["lds"], 32768)  # Southern Islands: 32 KiB per group
        yield cpu, case


@pytest.mark.llvm19
@pytest.mark.slow
@pytest.mark.parametrize("cpu,case", list(_cases(80)), ids=lambda v: v if isinstance(v, str)
                         else "-".join(f"{k}{int(x)}" for k, x in v.items()))
def test_occupancy_matches_clang(tmp_path, cpu, case):
    if not refs.have("clang-19"):
        pytest.skip("needs clang-19")
    obj, remark = _compile(tmp_path, cpu, **case)
    co = CodeObject(obj.read_bytes(), str(obj))
    r = kernel_resources(co, co.kernels[0])
    assert r.occupancy is not None
    assert r.occupancy.waves_per_simd == int(remark["Occupancy"]), (r.occupancy, remark)
    assert r.sgpr_count == int(remark["SGPRs"])
    assert r.lds_size == int(remark["LDS Size"])
    assert r.scratch_size == int(remark["ScratchSize"])
    assert r.uses_dynamic_stack == (remark["Dynamic Stack"] == "True")
    agprs = int(remark.get("AGPRs", 0))
    assert (r.agpr_count or 0) == agprs
    arch = int(remark["VGPRs"])
    if cpu in ("gfx90a", "gfx942") and agprs:
        assert r.vgpr_count == -(-arch // 4) * 4 + agprs
    elif cpu == "gfx908":
        assert r.vgpr_count == max(arch, agprs)
    else:
        assert r.vgpr_count == arch
