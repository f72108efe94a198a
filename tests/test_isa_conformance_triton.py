"""The instruction layer for gfx950 and the gfx12.5 family against the AMDGPU assembler of the
``triton`` wheel, a build of llvm-project newer than LLVM 22.

tools/triton_amdgpu.py loads ``libtriton_amd_codegen.so`` through ctypes;
tools/isa/conformance.py ``--referee triton`` assembles each line of LLVM 22's MC test files
(Debian trixie's llvm-toolchain-22 source package, tools/llvm_source.py) for every
``-mcpu``/``-mattr`` of their RUN lines on its own, and compares: the bytes of the lines it
accepts, the rejection of the lines it rejects, and the round trip of codeobj's printed text
through it, codeobj following the release of that assembler (``llvm24git``, derived from
LLVM 22's tables with the encoding rules that changed since).  Kept cheap: every
``STRIDE``-th line of the ``gfx950*``, ``gfx1250*`` and ``gfx1251*`` files (the script runs
them all).  Skips without the wheel (the ``referee`` extra) or when the test files cannot be
fetched.
"""

from __future__ import annotations

import pytest

from . import refs

conformance = refs.script("tools/isa/conformance.py")
triton_amdgpu = refs.script("tools/triton_amdgpu.py")

pytestmark = [pytest.mark.triton]

#: every STRIDE-th line of a file (the whole run: tools/isa/conformance.py --referee triton)
STRIDE = 7
#: per processor: the least share of the referee's accepted lines codeobj encodes identically,
#: of its rejected lines codeobj rejects, and of the accepted lines whose printed text
#: round-trips, codeobj following the referee's own release (llvm24git, codeobj.isa.db.LLVM).
#: Measured on this sample: gfx950 131/131, 55/55, 131/131; gfx1250 2750/2751, 1428/1442,
#: 2748/2751 (codeobj following LLVM 22 instead, ``conformance.py --ours llvm22``: 2081/2751
#: identical, 2731/2751 round trips); gfx1251 14/14, 25/25, 14/14.  The whole files:
#: docs/isa.md (these sample figures predate llvm24git's processor_features, null_operands and
#: dropped_operands, which only raise them).  Floors, not targets.
FLOORS = {"gfx950": (1.0, 1.0, 1.0), "gfx1250": (0.999, 0.985, 0.995),
          "gfx1251": (1.0, 1.0, 1.0)}


@pytest.fixture(scope="module")
def assembler():
    return triton_amdgpu.load()


def test_referee_encodes_and_reports(assembler):
    ok = assembler.assemble("v_mov_b32 v0, v1\ns_nop 0\n", "gfx1250")
    assert ok.object is not None and not ok.errors
    assert triton_amdgpu.text_section(ok.object) == (bytes.fromhex("0103007e000080bf"),
                                                     b"\xff" * 8)
    bad = assembler.assemble("v_mov_b32 v0, v1\nv_mov_b32 v0\n", "gfx950")
    assert bad.object is None
    assert [(d.line, d.col, d.message) for d in bad.errors] == [
        (2, 1, "too few operands for instruction")]


def test_referee_masks_relocated_bytes(assembler):
    res = assembler.assemble("s_mov_b32 s0, sym@abs32@lo\n", "gfx950")
    data, mask = triton_amdgpu.text_section(res.object)
    assert len(data) == 8 and mask == b"\xff" * 4 + b"\x00" * 4


def test_referee_refuses_an_unknown_processor(assembler):
    with pytest.raises(triton_amdgpu.UnknownProcessor):
        assembler.assemble("s_nop 0\n", "gfx9999")


@pytest.fixture(scope="module")
def asm_rows(assembler):
    release = conformance.llvm_release
    try:
        conformance.llvm_source.fetch("tests", release="llvm22")
    except release.FetchError as e:
        pytest.skip(f"LLVM 22's MC tests cannot be fetched: {e}")
    conformance.select("llvm22", "triton", stride=STRIDE)
    try:
        # one process: the pool's workers would find the script's module by name
        rows = [r for only in ("gfx950", "gfx1250", "gfx1251")
                for r in conformance.run("asm", jobs=1, only=only)]
    finally:
        conformance.select(release.MAIN)
    return rows


@pytest.mark.network
def test_no_traceback(asm_rows):
    tracebacks = [r for r in asm_rows if r[6] == "traceback" or r[11] == "traceback"]
    assert not tracebacks, [(r[0], r[1], r[3], r[5], r[10], r[12]) for r in tracebacks[:20]]


@pytest.mark.network
@pytest.mark.parametrize("processor", sorted(FLOORS))
def test_valid_lines_encode_identically(asm_rows, processor):
    c = conformance.asm_table(asm_rows).get(processor)
    assert c and c["valid"], f"no {processor} lines"
    bad = [r for r in asm_rows if r[2] == processor and r[7] is not None and r[6] != "same"]
    assert c["same"] / c["valid"] >= FLOORS[processor][0], [
        (r[0], r[1], r[4], r[5], r[6], r[7], r[9]) for r in bad[:20]]


@pytest.mark.network
@pytest.mark.parametrize("processor", sorted(FLOORS))
def test_invalid_lines_are_rejected(asm_rows, processor):
    c = conformance.asm_table(asm_rows).get(processor)
    assert c and c["invalid"], f"no invalid {processor} lines"
    bad = [r for r in asm_rows if r[2] == processor and r[6] == "wrongly_accepted"]
    assert c["rejected"] / c["invalid"] >= FLOORS[processor][1], [
        (r[0], r[1], r[5], r[8]) for r in bad[:20]]


@pytest.mark.network
@pytest.mark.parametrize("processor", sorted(FLOORS))
def test_printed_text_round_trips(asm_rows, processor):
    rt, _ = conformance.triton_tables(asm_rows)
    c = rt.get(processor)
    assert c, f"no {processor} lines"
    tried = sum(c.values()) - c["skipped"]
    bad = [r for r in asm_rows if r[2] == processor and r[7] is not None
           and r[11] not in ("same", "skipped")]
    assert c["same"] / max(1, tried) >= FLOORS[processor][2], [
        (r[0], r[1], r[5], r[7], r[11], r[12]) for r in bad[:20]]


SOURCES = sorted((refs.REPO / "tests" / "data_asm" / "llvm22").glob("*.s"))


@pytest.mark.parametrize("source", SOURCES, ids=[s.stem for s in SOURCES])
def test_kernel_object_is_the_referees(assembler, source, tmp_path):
    """A kernel with its .amdhsa_kernel block (tests/data_asm/llvm22): codeobj build -c
    --llvm-release llvm24git writes the relocatable object the triton assembler writes, e_flags
    included (gfx1250 without xnack under that release: codeobj.targets, release_features)."""
    from codeobj.cli.main import main

    processor = source.stem.rsplit("-", 1)[1]
    ref = assembler.assemble(source.read_text(), processor)
    assert ref.object is not None, ref.errors
    ours = tmp_path / "ours.o"
    try:
        main(["build", "-c", str(source), "-o", str(ours), "--llvm-release", "llvm24git"])
    except SystemExit as e:
        assert not e.code
    assert ours.read_bytes() == ref.object
