"""Kernel descriptors against the LLVM tools: decode, encode and reprint, on random blocks.

For every (target, code object version) pair, a seeded generator writes many `.amdhsa_kernel`
blocks with varied directive values, assembles them with llvm-mc (19 for V4-V6, 15 for V3), and
checks that
  (a) ``decode(bytes).lines()`` equals what ``llvm-objdump-19 -D --disassemble-symbols=K.kd``
      prints (llvm-objdump 19 cannot disassemble gfx6, so (a) is skipped there);
  (b) ``encode(directives)`` equals llvm-mc's 64 bytes;
  (c) assembling ``to_text()`` with llvm-mc gives the same 64 bytes again.
A second part checks llvm-mc's refusals (unknown, repeated, unsupported, out of range, missing)
against ``encode``'s ``DescriptorError`` messages.
"""

from __future__ import annotations

import random
import re
import subprocess
from pathlib import Path

import pytest
from elftools.elf.elffile import ELFFile

from codeobj.kernel.descriptor import DescriptorError, decode, descriptor_target, encode

from . import refs

# (target, code object versions with llvm-mc-19, V3 with llvm-mc-15?)
TARGETS = [
    ("gfx600", (4, 5), True),
    ("gfx700", (4, 5), True),
    ("gfx803", (4, 5), True),
    ("gfx802", (5,), False),
    ("gfx900", (4, 5, 6), True),
    ("gfx906", (4, 5), True),
    ("gfx908", (4, 5), True),
    ("gfx90a", (4, 5, 6), True),
    ("gfx942", (4, 5), False),
    ("gfx940", (5,), True),
    ("gfx1010", (4, 5), True),
    ("gfx1030", (4, 5, 6), True),
    ("gfx1100", (4, 5), True),
    ("gfx1151", (5, 6), False),
    ("gfx1200", (5, 6), False),
    ("gfx1201", (4, 5), False),
    ("gfx90a:xnack-", (5,), True),
    ("gfx906:xnack+", (4,), True),
    ("gfx942:xnack+", (6,), False),
    ("gfx1010:xnack-", (5,), False),
    ("gfx801", (4,), False),
    ("gfx9-generic", (6,), False),
    ("gfx11-generic", (6,), False),
    ("gfx10-3-generic", (6,), False),
    ("gfx12-generic", (6,), False),
]
KERNELS_PER_FILE = 24


def _cases():
    for name, covs, v3 in TARGETS:
        for cov in covs:
            yield pytest.param(name, cov, 19, marks=pytest.mark.llvm19, id=f"{name}-v{cov}")
        if v3:
            yield pytest.param(name, 3, 15, marks=[pytest.mark.llvm15, pytest.mark.llvm19],
                               id=f"{name}-v3")


# ---------------------------------------------------------------------------------------------
# random blocks
# ---------------------------------------------------------------------------------------------


def random_block(rng: random.Random, proc: str, cov: int) -> list[tuple[str, int]]:
    """A random `.amdhsa_kernel` body that llvm-mc accepts for ``proc``."""
    t = descriptor_target(proc)
    d: dict[str, int] = {}

    def maybe(name: str, value: int, p: float = 0.6) -> None:
        if rng.random() < p:
            d[name] = value

    def size() -> int:
        return rng.choice([0, rng.randrange(0, 1 << 16), rng.randrange(0, 1 << 32)])

    maybe(".amdhsa_group_segment_fixed_size", size())
    maybe(".amdhsa_private_segment_fixed_size", size())
    maybe(".amdhsa_kernarg_size", rng.choice([0, 8, 64, 256, rng.randrange(0, 4096)]))
    wave32 = t.major >= 10 and rng.random() < 0.6
    if t.major >= 10 and (not wave32 or rng.random() < 0.5):
        d[".amdhsa_wavefront_size32"] = int(wave32)
    max_vgpr = 512 if t.gfx90a_family else 256
    d[".amdhsa_next_free_vgpr"] = rng.choice([0, 1, rng.randrange(0, max_vgpr + 1)])
    vcc = rng.random() < 0.5
    flat = rng.random() < 0.5
    if rng.random() < 0.5:
        d[".amdhsa_reserve_vcc"] = int(vcc)
    else:
        vcc = True
    if t.major >= 7 and not t.architected_flat_scratch and rng.random() < 0.5:
        d[".amdhsa_reserve_flat_scratch"] = int(flat)
    else:
        flat = True
    if t.major >= 8 and rng.random() < 0.4:
        d[".amdhsa_reserve_xnack_mask"] = int(t.xnack_on_or_any)
    if t.major >= 10:
        d[".amdhsa_next_free_sgpr"] = rng.randrange(0, 107)
    else:
        limit = 104 if t.major <= 7 else 96 if t.sgpr_init_bug else 102
        extra = (2 if vcc else 0)
        if t.major < 8:
            extra = 4 if flat else extra
        else:
            extra = 4 if t.xnack_on_or_any else extra
            extra = 6 if flat or t.architected_flat_scratch else extra
        if t.major <= 7 or t.sgpr_init_bug:
            limit -= extra
        d[".amdhsa_next_free_sgpr"] = rng.randrange(0, limit + 1)
    for name, width in (("float_round_mode_32", 2), ("float_round_mode_16_64", 2),
                        ("float_denorm_mode_32", 2), ("float_denorm_mode_16_64", 2)):
        maybe(".amdhsa_" + name, rng.randrange(1 << width))
    if t.major < 12:
        maybe(".amdhsa_dx10_clamp", rng.randrange(2))
        maybe(".amdhsa_ieee_mode", rng.randrange(2))
    else:
        maybe(".amdhsa_round_robin_scheduling", rng.randrange(2))
    if t.major >= 9:
        maybe(".amdhsa_fp16_overflow", rng.randrange(2))
    if t.major >= 10:
        maybe(".amdhsa_workgroup_processor_mode", rng.randrange(2))
        maybe(".amdhsa_memory_ordered", rng.randrange(2))
        maybe(".amdhsa_forward_progress", rng.randrange(2))
    if t.architected_flat_scratch:
        maybe(".amdhsa_enable_private_segment", rng.randrange(2))
    else:
        maybe(".amdhsa_system_sgpr_private_segment_wavefront_offset", rng.randrange(2))
    for name in ("workgroup_id_x", "workgroup_id_y", "workgroup_id_z", "workgroup_info"):
        maybe(".amdhsa_system_sgpr_" + name, rng.randrange(2))
    maybe(".amdhsa_system_vgpr_workitem_id", rng.randrange(4))
    for name in ("fp_ieee_invalid_op", "fp_denorm_src", "fp_ieee_div_zero", "fp_ieee_overflow",
                 "fp_ieee_underflow", "fp_ieee_inexact", "int_div_zero"):
        maybe(".amdhsa_exception_" + name, rng.randrange(2), 0.3)
    implied = 0
    user = [("dispatch_ptr", 2), ("queue_ptr", 2), ("kernarg_segment_ptr", 2),
            ("dispatch_id", 2), ("private_segment_size", 1)]
    if not t.architected_flat_scratch:
        user += [("private_segment_buffer", 4), ("flat_scratch_init", 2)]
    for name, count in user:
        if rng.random() < 0.5:
            value = rng.randrange(2)
            d[".amdhsa_user_sgpr_" + name] = value
            implied += count * value
    if t.gfx90a_family and cov >= 4 and rng.random() < 0.4:
        length = rng.randrange(0, 16 - implied + 1) if implied < 16 else 0
        offset = rng.randrange(0, 8)
        d[".amdhsa_user_sgpr_kernarg_preload_length"] = length
        if rng.random() < 0.5:
            d[".amdhsa_user_sgpr_kernarg_preload_offset"] = offset
        else:
            offset = 0
        implied += length
        if length and d.get(".amdhsa_kernarg_size", 0):
            d[".amdhsa_kernarg_size"] = max(d[".amdhsa_kernarg_size"], (length + offset) * 4)
    if rng.random() < 0.3 and implied <= 16:
        d[".amdhsa_user_sgpr_count"] = rng.randrange(implied, 17)
    # llvm-mc-15 checks the target's wave size (wave32), not the directive's
    if t.major in (10, 11) and cov >= 4 and (
            not wave32 or ".amdhsa_wavefront_size32" not in d):
        granule = 8 if wave32 else 4
        vgpr_blocks = -(-max(1, d[".amdhsa_next_free_vgpr"]) // granule) - 1
        maybe(".amdhsa_shared_vgpr_count", rng.randrange(0, min(15, (63 - vgpr_blocks) // 2) + 1))
    if t.gfx90a_family:
        top = min(256, -(-max(1, d[".amdhsa_next_free_vgpr"]) // 4) * 4)
        d[".amdhsa_accum_offset"] = rng.randrange(1, top // 4 + 1) * 4
        maybe(".amdhsa_tg_split", rng.randrange(2))
    maybe(".amdhsa_uses_dynamic_stack", rng.randrange(2))
    items = list(d.items())
    rng.shuffle(items)
    return items


# ---------------------------------------------------------------------------------------------
# running the tools
# ---------------------------------------------------------------------------------------------


def _source(proc: str, cov: int, blocks: list[str]) -> str:
    head = "" if cov == 3 else f".amdhsa_code_object_version {cov}\n"
    text = [head, ".text\n"]
    for i in range(len(blocks)):
        text.append(f".p2align 8\nK{i}:\n  s_endpgm\n")
    text.append(".rodata\n")
    for block in blocks:
        text.append(".p2align 6\n" + block)
    return "".join(text)


def _block(name: str, items: list[tuple[str, int]]) -> str:
    return "".join([f".amdhsa_kernel {name}\n", *(f"  {k} {v}\n" for k, v in items),
                    ".end_amdhsa_kernel\n"])


def assemble(tmp: Path, stem: str, source: str, proc: str, cov: int, llvm: int) -> Path:
    src = tmp / f"{stem}.s"
    obj = tmp / f"{stem}.o"
    src.write_text(source)
    args = [f"llvm-mc-{llvm}", "-triple", "amdgcn-amd-amdhsa", *refs.llvm_mc_cpu_args(proc),
            "-filetype=obj", str(src), "-o", str(obj)]
    if llvm == 15:
        args.append(f"--amdhsa-code-object-version={cov}")
    r = subprocess.run(args, check=False, capture_output=True, text=True)
    assert r.returncode == 0, f"llvm-mc-{llvm} refused {src}:\n{r.stderr[:3000]}"
    return obj


def descriptors(obj: Path) -> dict[str, bytes]:
    """{kernel name: 64 bytes} from the `.kd` symbols of a relocatable object."""
    with obj.open("rb") as f:
        elf = ELFFile(f)
        out = {}
        rodata = elf.get_section_by_name(".rodata").data()
        for sym in elf.get_section_by_name(".symtab").iter_symbols():
            if sym.name.endswith(".kd"):
                out[sym.name[:-3]] = rodata[sym["st_value"] : sym["st_value"] + 64]
    return out


@pytest.mark.parametrize(("proc", "cov", "llvm"), list(_cases()))
def test_random_blocks_round_trip(tmp_path, proc, cov, llvm):
    rng = random.Random(f"{proc}/{cov}")
    blocks = [random_block(rng, proc, cov) for _ in range(KERNELS_PER_FILE)]
    names = [f"K{i}" for i in range(len(blocks))]
    source = _source(proc, cov, [_block(n, b) for n, b in zip(names, blocks)])
    obj = assemble(tmp_path, "ref", source, proc, cov, llvm)
    ref = descriptors(obj)
    problems = []
    # (a) decode vs llvm-objdump-19 (which cannot disassemble gfx6 and gfx7)
    if descriptor_target(proc).major >= 8:
        printed = refs.objdump_kernel_blocks(obj, names)
        for n in names:
            kd = decode(ref[n], proc, cov)
            assert kd.to_text(n, exact=True).splitlines()[1:-1] == [
                "\t" + line for line in kd.lines()]
            if kd.lines() != printed[n]:
                problems.append(f"(a) {n}: decode {kd.lines()} != objdump {printed[n]}")
            assert not kd.warnings
    # (b) encode vs llvm-mc
    for n, items in zip(names, blocks):
        mine = encode(items, proc, cov)
        if mine != ref[n]:
            problems.append(f"(b) {n}: {items}\n  encode {mine.hex()}\n  llvm-mc {ref[n].hex()}")
    # (c) our printed block reassembles to the same bytes
    texts = [decode(ref[n], proc, cov).to_text(n) for n in names]
    obj2 = assemble(tmp_path, "again", _source(proc, cov, texts), proc, cov, llvm)
    again = descriptors(obj2)
    for n, text in zip(names, texts):
        if again[n] != ref[n]:
            problems.append(f"(c) {n}:\n{text}  got {again[n].hex()}\n  want {ref[n].hex()}")
    kinds = {k: sum(p.startswith(k) for p in problems) for k in ("(a)", "(b)", "(c)")}
    assert not problems, f"{kinds}\n" + "\n".join(problems[:4])


# ---------------------------------------------------------------------------------------------
# refusals
# ---------------------------------------------------------------------------------------------

_BASE = [(".amdhsa_next_free_vgpr", 8), (".amdhsa_next_free_sgpr", 8)]
_REFUSALS = [
    ("gfx900", [*_BASE, (".amdhsa_bogus", 1)]),
    ("gfx900", [*_BASE, (".amdhsa_ieee_mode", 1), (".amdhsa_ieee_mode", 0)]),
    ("gfx900", [(".amdhsa_next_free_vgpr", 8)]),
    ("gfx900", [(".amdhsa_next_free_sgpr", 8)]),
    ("gfx900", [*_BASE, (".amdhsa_float_round_mode_32", 4)]),
    ("gfx900", [*_BASE, (".amdhsa_system_vgpr_workitem_id", 4)]),
    ("gfx900", [*_BASE, (".amdhsa_reserve_xnack_mask", 0)]),
    ("gfx900", [*_BASE, (".amdhsa_wavefront_size32", 1)]),
    ("gfx900", [*_BASE, (".amdhsa_accum_offset", 4)]),
    ("gfx900", [(".amdhsa_next_free_vgpr", 8), (".amdhsa_next_free_sgpr", 103)]),
    ("gfx900", [(".amdhsa_next_free_vgpr", 257), (".amdhsa_next_free_sgpr", 1)]),
    ("gfx900", [*_BASE, (".amdhsa_user_sgpr_count", 1), (".amdhsa_user_sgpr_dispatch_ptr", 1)]),
    ("gfx900", [*_BASE, (".amdhsa_user_sgpr_count", 32)]),
    ("gfx900", [*_BASE, (".amdhsa_group_segment_fixed_size", 1 << 32)]),
    ("gfx600", [*_BASE, (".amdhsa_reserve_flat_scratch", 0)]),
    ("gfx600", [*_BASE, (".amdhsa_fp16_overflow", 0)]),
    ("gfx700", [*_BASE, (".amdhsa_reserve_xnack_mask", 0)]),
    ("gfx700", [(".amdhsa_next_free_vgpr", 8), (".amdhsa_next_free_sgpr", 101)]),
    ("gfx90a", _BASE),
    ("gfx90a", [*_BASE, (".amdhsa_accum_offset", 6)]),
    ("gfx90a", [*_BASE, (".amdhsa_accum_offset", 12)]),
    ("gfx90a", [*_BASE, (".amdhsa_accum_offset", 4), (".amdhsa_kernarg_size", 8),
                (".amdhsa_user_sgpr_kernarg_preload_length", 3)]),
    ("gfx942", [*_BASE, (".amdhsa_accum_offset", 4), (".amdhsa_user_sgpr_flat_scratch_init", 0)]),
    ("gfx942", [*_BASE, (".amdhsa_accum_offset", 4), (".amdhsa_reserve_flat_scratch", 0)]),
    ("gfx1030", [*_BASE, (".amdhsa_enable_private_segment", 0)]),
    ("gfx1030", [*_BASE, (".amdhsa_shared_vgpr_count", 1)]),
    ("gfx1030", [*_BASE, (".amdhsa_wavefront_size32", 1), (".amdhsa_shared_vgpr_count", 1)]),
    ("gfx1030", [*_BASE, (".amdhsa_wavefront_size32", 0), (".amdhsa_shared_vgpr_count", 15),
                 (".amdhsa_next_free_vgpr", 256)][1:]),
    ("gfx1100", [*_BASE, (".amdhsa_round_robin_scheduling", 1)]),
    ("gfx1200", [*_BASE, (".amdhsa_dx10_clamp", 1)]),
    ("gfx1200", [*_BASE, (".amdhsa_shared_vgpr_count", 0)]),
    ("gfx1200", [*_BASE, (".amdhsa_inst_pref_size", 0)]),
]


def _llvm_mc_error(tmp: Path, proc: str, items: list[tuple[str, int]]) -> str | None:
    src = tmp / "e.s"
    src.write_text(_source(proc, 5, [_block("K0", items)]))
    r = subprocess.run(["llvm-mc-19", "-triple", "amdgcn-amd-amdhsa", f"-mcpu={proc}",
                        "-filetype=obj", str(src), "-o", str(tmp / "e.o")],
                       check=False, capture_output=True, text=True)
    if r.returncode == 0:
        return None
    return r.stderr.split("error: ", 1)[1].splitlines()[0]


@pytest.mark.llvm19
@pytest.mark.parametrize(("proc", "items"), _REFUSALS,
                         ids=[f"{p}-{i}" for i, (p, _) in enumerate(_REFUSALS)])
def test_refusals_match_llvm_mc(tmp_path, proc, items):
    expected = _llvm_mc_error(tmp_path, proc, items)
    try:
        encode(items, proc, 5)
    except DescriptorError as e:
        got = e.message
    else:
        got = None
    assert got == expected


_PROBE_TARGETS = ["gfx600", "gfx803", "gfx900", "gfx90a", "gfx942", "gfx1030",
                  "gfx1100", "gfx1200"]


@pytest.mark.llvm19
@pytest.mark.parametrize("proc", _PROBE_TARGETS)
def test_each_directive_accepted_or_refused_as_llvm_mc(tmp_path, proc):
    """Every directive name we know, alone at value 0 (4 for accum_offset): llvm-mc-19 and
    ``encode`` accept or refuse it alike, with the same message."""
    from codeobj.kernel.descriptor import _known_directives

    t = descriptor_target(proc)
    names = sorted(_known_directives(t) | {".amdhsa_inst_pref_size"})
    diffs = []
    for name in names:
        items = [(".amdhsa_next_free_vgpr", 1), (".amdhsa_next_free_sgpr", 1)]
        if t.gfx90a_family and name != ".amdhsa_accum_offset":
            items.append((".amdhsa_accum_offset", 4))
        items.append((name, 4 if name == ".amdhsa_accum_offset" else 0))
        expected = _llvm_mc_error(tmp_path, proc, items)
        try:
            encode(items, proc, 5)
        except DescriptorError as e:
            got = e.message
        else:
            got = None
        if got != expected:
            diffs.append(f"{name}: ours {got!r}, llvm-mc {expected!r}")
    assert not diffs, "\n".join(diffs)


def _break_block(rng: random.Random, proc: str, items: list[tuple[str, int]]):
    """A copy of a valid block with one random defect of the kinds llvm-mc checks."""
    from codeobj.kernel.descriptor import _known_directives

    items = list(items)
    t = descriptor_target(proc)
    kind = rng.randrange(9)
    if kind == 0 and items:  # a value wider than its field
        i = rng.randrange(len(items))
        name, _ = items[i]
        items[i] = (name, rng.choice([2, 4, 8, 64, 1 << 20, 1 << 33]))
    elif kind == 1 and items:  # negative
        i = rng.randrange(len(items))
        items[i] = (items[i][0], -1)
    elif kind == 2 and items:  # repeated
        items.insert(rng.randrange(len(items) + 1), rng.choice(items))
    elif kind == 3:  # missing a required directive
        drop = rng.choice([".amdhsa_next_free_vgpr", ".amdhsa_next_free_sgpr",
                           ".amdhsa_accum_offset"])
        items = [p for p in items if p[0] != drop]
    elif kind == 4:  # a directive the target does not take, or no directive at all
        others = sorted(_known_directives(t) - {n for n, _ in items}) + [".amdhsa_bogus"]
        items.insert(rng.randrange(len(items) + 1), (rng.choice(others), rng.randrange(2)))
    elif kind == 5:  # register counts out of range
        name = rng.choice([".amdhsa_next_free_vgpr", ".amdhsa_next_free_sgpr"])
        items = [(n, rng.randrange(90, 1100) if n == name else v) for n, v in items]
    elif kind == 6:  # bad accumulation offset
        items = [(n, rng.choice([0, 2, 6, 260, 512]) if n == ".amdhsa_accum_offset" else v)
                 for n, v in items]
    elif kind == 7:  # too few or too many user SGPRs
        items = [p for p in items if p[0] != ".amdhsa_user_sgpr_count"]
        items.append((".amdhsa_user_sgpr_count", rng.choice([0, 1, 17, 31, 32])))
    else:  # kernarg preload beyond the kernarg segment
        items = [p for p in items if not p[0].startswith((".amdhsa_user_sgpr_kernarg_preload",
                                                          ".amdhsa_kernarg_size"))]
        items += [(".amdhsa_kernarg_size", 8),
                  (".amdhsa_user_sgpr_kernarg_preload_length", rng.randrange(1, 6))]
    return items


_BROKEN_TARGETS = [("gfx700", 5), ("gfx900", 4), ("gfx90a", 5), ("gfx942", 6),
                   ("gfx1030", 5), ("gfx1100", 5), ("gfx1201", 6),
                   ("gfx900", 3), ("gfx90a", 3), ("gfx1030", 3)]


@pytest.mark.llvm19
@pytest.mark.llvm15
@pytest.mark.parametrize(("proc", "cov"), _BROKEN_TARGETS,
                         ids=[f"{p}-v{c}" for p, c in _BROKEN_TARGETS])
def test_random_defects_refused_like_llvm_mc(tmp_path, proc, cov):
    """Valid random blocks with one random defect each, all in one file: for each block the
    first error llvm-mc (19; 15 for V3) reports inside it is the message ``encode`` raises; the blocks it
    accepts, ``encode`` accepts with the same bytes."""
    rng = random.Random(f"broken/{proc}/{cov}")
    blocks = [_break_block(rng, proc, random_block(rng, proc, cov)) for _ in range(40)]
    names = [f"K{i}" for i in range(len(blocks))]
    source = _source(proc, cov, [_block(n, b) for n, b in zip(names, blocks)])
    src = tmp_path / "broken.s"
    src.write_text(source)
    llvm = 15 if cov == 3 else 19
    extra = ["--amdhsa-code-object-version=3"] if llvm == 15 else []
    r = subprocess.run([f"llvm-mc-{llvm}", "-triple", "amdgcn-amd-amdhsa",
                        *refs.llvm_mc_cpu_args(proc),
                        *extra, "-filetype=obj", str(src), "-o", str(tmp_path / "broken.o")],
                       check=False, capture_output=True, text=True)
    # which block each source line belongs to
    owner: dict[int, int] = {}
    current = None
    for number, line in enumerate(source.splitlines(), 1):
        if line.startswith(".amdhsa_kernel "):
            current = int(line.split()[1][1:])
        if current is not None:
            owner[number] = current
        if line.startswith(".end_amdhsa_kernel"):
            current = None
    theirs: dict[int, str] = {}
    for m in re.finditer(r"^[^\n]*?:(\d+):\d+: error: ([^\n]*)$", r.stderr, re.MULTILINE):
        block = owner.get(int(m.group(1)))
        if block is not None and block not in theirs:
            theirs[block] = m.group(2)
    ours: dict[int, str] = {}
    good: list[int] = []
    for i, items in enumerate(blocks):
        try:
            encode(items, proc, cov)
        except DescriptorError as e:
            ours[i] = e.message
        else:
            good.append(i)
    assert ours == theirs
    assert len(ours) >= 15, ours  # the defects do bite
    if good:  # the accepted ones give llvm-mc's bytes
        kept = [_block(f"K{j}", blocks[i]) for j, i in enumerate(good)]
        obj = assemble(tmp_path, "kept", _source(proc, cov, kept), proc, cov, llvm)
        ref = descriptors(obj)
        for j, i in enumerate(good):
            assert encode(blocks[i], proc, cov) == ref[f"K{j}"], blocks[i]
