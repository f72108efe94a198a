"""The encoder against llvm-mc-19, live.

* every unique instruction line llvm-objdump-19 prints for the objects of the corpus (every
  generation) re-encodes to the same bytes, wherever llvm-mc itself re-encodes that line
  identically;
* every instruction line of the clang -S outputs in the corpus encodes as llvm-mc encodes it;
* labels and branches, errors, and register usage agree with llvm-mc;
* operand spellings with many forms (ds_swizzle offsets, s_waitcnt_depctr immediates) and
  malformed lines (an EncodeError, never another exception).
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from codeobj.isa import EncodeError, decode, decode_at, encode, register_usage
from codeobj.isa import encode_statement as encode_line

pytestmark = pytest.mark.llvm19

REPO = Path(__file__).resolve().parent.parent
TARGETS = ["gfx900", "gfx906", "gfx908", "gfx90a", "gfx942"]
#: the corpus targets of every generation (clang -S output and objects in testdata/corpus)
CORPUS_TARGETS = ["gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx942", "gfx1010",
                  "gfx1030", "gfx1100", "gfx1151", "gfx1200", "gfx1201"]
_MARK = "s_nop 0x7e5b"


def mc_encode(target: str, lines: list[str]) -> list[bytes | None]:
    """llvm-mc's encoding of each line (None when it rejects the line)."""
    src = "".join(f"{line}\n{_MARK}\n" for line in lines)
    r = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                        "--show-encoding"], input=src, capture_output=True, text=True,
                       check=False)
    groups: list[list[bytes]] = [[]]
    for line in r.stdout.splitlines():
        if "encoding:" not in line:
            continue
        if _MARK in line:
            groups.append([])
            continue
        enc = line.split("encoding: [")[1].rstrip("]")
        groups[-1].append(bytes(int(b, 16) for b in enc.split(",")))
    # A rejected line produces no encoding; errors are in stderr, so align by markers.
    assert len(groups) == len(lines) + 1, r.stderr[:2000]
    return [g[0] if len(g) == 1 else None for g in groups[:-1]]


def _target_of(path: Path) -> str | None:
    for part in path.parts:
        m = re.match(r"^(gfx[0-9a-f]+)", part)
        if m:
            return m.group(1)
    return None


def _objects() -> dict[str, list[Path]]:
    out: dict[str, list[Path]] = {}
    for p in sorted((REPO / "testdata" / "corpus").glob("**/*")):
        if p.suffix in (".o", ".hsaco") and "/v2/" not in str(p) and "_v2" not in p.name:
            t = _target_of(p.relative_to(REPO))
            if t in CORPUS_TARGETS:
                out.setdefault(t, []).append(p)
    return out


_OBJECTS = _objects()


def objdump_lines(paths: list[Path]) -> dict[str, bytes]:
    """Unique instruction text -> its bytes, from llvm-objdump-19 -d."""
    uniq: dict[str, bytes] = {}
    for path in paths:
        out = subprocess.run(["llvm-objdump-19", "-d", str(path)], capture_output=True,
                             text=True, check=True).stdout
        for line in out.splitlines():
            if not line.startswith("\t") or "// " not in line or line.startswith("\t\t"):
                continue
            text, _, rest = line.partition("//")
            m = re.match(r"\s*[0-9A-F]+: ((?:[0-9A-F]{8} ?)+)", rest)
            if m and not text.strip().startswith(".long"):
                words = b"".join(int(w, 16).to_bytes(4, "little") for w in m.group(1).split())
                uniq.setdefault(text.strip(), words)
    return uniq


@pytest.mark.parametrize("target", sorted(_OBJECTS))
def test_objdump_lines_reencode_identically(target):
    uniq = objdump_lines(_OBJECTS[target])
    assert uniq
    mismatched = []
    for text, words in uniq.items():
        try:
            got = encode_line(text, target)
        except EncodeError:
            got = None
        if got != words:
            mismatched.append(text)
    # Lines llvm-mc itself cannot re-encode identically do not count (e.g. a 0 literal
    # left by a relocation, which llvm-mc turns into an inline constant).
    mc = mc_encode(target, mismatched) if mismatched else []
    really = [t for t, b in zip(mismatched, mc) if b == uniq[t]]
    assert not really, really[:20]
    assert len(mismatched) <= max(10, len(uniq) // 50)


def _clang_s_lines(target: str) -> list[str]:
    lines = set()
    for p in (REPO / "testdata" / "corpus").glob(f"**/{target}*/*.s"):
        for line in p.read_text(errors="replace").splitlines():
            if not line.startswith("\t") or line.startswith("\t."):
                continue
            t = line.split(";")[0].strip()
            if not re.match(r"^([sv]_|global_|flat_|scratch_|buffer_|ds_|tbuffer_|image_)", t):
                continue
            if re.search(r"\.L|@|[A-Za-z_]\w*[+-]\d|\bLBB", t):
                continue  # label and relocation operands belong to the assembler front end
            lines.add(t)
    return sorted(lines)


@pytest.mark.parametrize("target", CORPUS_TARGETS)
def test_clang_s_instructions_encode_like_llvm_mc(target):
    lines = _clang_s_lines(target)
    if not lines:
        pytest.skip(f"no clang -S output for {target} in testdata")
    ref = mc_encode(target, lines)
    bad = []
    for text, want in zip(lines, ref):
        if want is None:
            continue
        try:
            got = encode_line(text, target)
        except EncodeError as e:
            got = str(e)
        if got != want:
            bad.append((text, want.hex(), got))
    assert not bad, bad[:20]


_SNIPPET = """\
  s_load_dwordx4 s[0:3], s[4:5], 0x0
  v_mov_b32_e32 v1, 0
loop:
  v_add_f32_e32 v1, 1.0, v1
  v_fma_f32 v2, -v1, s3, 0.5 clamp
  s_sub_u32 s2, s2, 1
  s_cmp_lg_u32 s2, 0
  s_cbranch_scc1 loop
  global_store_dword v[4:5], v2, off offset:16
  v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[0:3]
  s_branch done
  s_nop 0
done:
  s_endpgm
"""


def test_labels_and_branches_like_llvm_mc():
    got = encode(_SNIPPET, "gfx90a")
    assert got == _mc_text_section(_SNIPPET)


def _mc_text_section(body: str, target: str = "gfx90a") -> bytes:
    from codeobj.elf.model import open_code_object

    src = f".amdgcn_target \"amdgcn-amd-amdhsa--{target}\"\n.text\n{body}"
    r = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                        "-filetype=obj", "-o", "-"], input=src.encode(), capture_output=True,
                       check=True)
    return bytes(open_code_object(r.stdout).section_data(".text"))


def test_errors_name_every_bad_line():
    with pytest.raises(EncodeError) as exc:
        encode("v_add_f32_e32 v1, v2\ns_endpgm\nnot_an_instruction v0\n", "gfx90a")
    diags = exc.value.diagnostics
    assert len(diags) == 2
    # llvm-mc rejects the same lines, with the same words at the same place
    for line, (lineno, bad) in zip(diags, ((1, "v_add_f32_e32 v1, v2"),
                                          (3, "not_an_instruction v0"))):
        r = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a"],
                           input=bad + "\n", capture_output=True, text=True, check=False)
        mc = next(ln for ln in r.stderr.splitlines() if "error:" in ln)
        assert line == f"<input>:{lineno}:" + mc.split(":", 2)[2]


_BAD = [
    ("gfx90a", "v_fma_f32 v1, s2, s3, v4"),
    ("gfx90a", "v_cndmask_b32_e32 v0, s0, v0, vcc"),
    ("gfx90a", "v_addc_co_u32_e32 v1, vcc, s2, v1, vcc"),
    ("gfx90a", "v_cndmask_b32_e64 v1, s2, v2, s[4:5]"),
    ("gfx90a", "v_add_f64 v[1:2], v[2:3], v[4:5]"),
    ("gfx90a", "global_load_dwordx2 v[1:2], v[2:3], off"),
    ("gfx942", "v_pk_fma_f32 v[1:2], v[2:3], v[4:5], v[6:7]"),
    ("gfx90a", "v_fma_f32 v1, 0x1234, v2, v3"),
    ("gfx90a", "v_add_f32_e32 v1, s2, s3"),
]


@pytest.mark.parametrize("target,line", _BAD)
def test_constraint_errors_like_llvm_mc(target, line):
    r = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}"],
                       input=line + "\n", capture_output=True, text=True, check=False)
    mc_msg = next(ln for ln in r.stderr.splitlines() if "error:" in ln).split("error: ", 1)[1]
    with pytest.raises(EncodeError) as exc:
        encode_line(line, target)
    assert exc.value.message == mc_msg


def test_register_usage_like_llvm_mc():
    body = ("v_mov_b32_e32 v7, s9\n"
            "global_load_dwordx4 v[10:13], v[0:1], off\n"
            "v_accvgpr_write_b32 a5, v1\n"
            "s_load_dwordx8 s[16:23], s[4:5], 0x0\n"
            "s_mov_b64 vcc, exec\n")
    usage = register_usage(decode(encode(body, "gfx90a"), "gfx90a"))
    src = (".amdgcn_target \"amdgcn-amd-amdhsa--gfx90a\"\n.text\n" + body +
           ".data\n.long .amdgcn.next_free_vgpr\n.long .amdgcn.next_free_sgpr\n")
    r = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-filetype=obj",
                        "-o", "-"], input=src.encode(), capture_output=True, check=True)
    from codeobj.elf.model import open_code_object

    data = bytes(open_code_object(r.stdout).section_data(".data"))
    next_vgpr = int.from_bytes(data[0:4], "little")
    next_sgpr = int.from_bytes(data[4:8], "little")
    assert usage.next_free_sgpr == next_sgpr
    # llvm-mc's counter covers VGPRs and AGPRs together on gfx90a
    assert max(usage.next_free_vgpr, usage.next_free_agpr) == next_vgpr


_HANDWRITTEN = [
    "v_mov_b32 v0, 0x3f800000", "v_mov_b32 v0, 0x40", "v_add_u32 v0, 0x3f800000, v1",
    "v_add_f16 v0, 0x3c00, v1", "v_add_f64 v[0:1], 0x3ff00000, v[2:3]", "v_add_f32 v0, v1, s2",
    "v_add_f32 v0, 1.0, v1", "v_add_u16 v0, 0x3c00, v1", "v_add_u16 v0, 1.0, v1",
    "s_mov_b32 s0, 0x3e22f983", "v_mov_b32 v0, -1.0", "s_mov_b64 s[0:1], 0x3ff00000",
    "v_add_f32 v0, 0x3e22f983, v1", "v_add_co_u32 v0, vcc, v1, v2", "v_cmp_lt_f32 vcc, v1, v2",
    "v_cmp_lt_f32 s[4:5], v1, v2", "v_mul_f32 v0, -v1, v2", "v_mov_b32 v0, 100",
    "s_waitcnt vmcnt(0)", "s_waitcnt lgkmcnt(1) vmcnt(2)", "v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[0:3]",
    "global_load_dword v1, v[2:3], off offset:-8", "ds_write_b32 v1, v2 offset:16",
]


@pytest.mark.parametrize("target", ["gfx90a", "gfx908"])
def test_handwritten_spellings_encode_like_llvm_mc(target):
    ref = mc_encode(target, _HANDWRITTEN)
    bad = []
    for text, want in zip(_HANDWRITTEN, ref):
        if want is None:
            continue
        try:
            got = encode_line(text, target)
        except EncodeError as e:
            got = str(e)
        if got != want:
            bad.append((text, want.hex(), got if isinstance(got, str) else got.hex()))
    assert not bad


def _mc_disassemble(target: str, words: list[bytes]) -> list[str | None]:
    """What llvm-mc-19 --disassemble prints for each word (None when it rejects it)."""
    src = "".join("[" + ",".join(f"0x{b:02x}" for b in w) + "]\n[0x5b,0x7e,0x80,0xbf]\n"
                  for w in words)
    r = subprocess.run(["llvm-mc-19", "--disassemble", "-triple=amdgcn-amd-amdhsa",
                        f"-mcpu={target}"], input=src, capture_output=True, text=True,
                       check=False)
    bad = set()
    for line in r.stderr.splitlines():
        if "invalid instruction encoding" in line and line.startswith("<stdin>:"):
            bad.add((int(line.split(":")[1]) - 1) // 2)
    groups: list[list[str]] = [[]]
    for line in r.stdout.splitlines():
        body = line.strip()
        if not line.startswith("\t") or body == ".text":
            continue
        if body == _MARK:
            groups.append([])
        else:
            groups[-1].append(body)
    return [g[0] if len(g) == 1 and i not in bad else None for i, g in enumerate(groups[:-1])]


def test_swizzle_all_offsets_like_llvm_mc():
    """ds_swizzle_b32's offset, every 7th value: printed as llvm-mc-19 prints it."""
    words = [(0xD8D40000 | v).to_bytes(4, "little") + bytes([0x11, 0, 0, 0x12])
             for v in range(1, 65536, 7)]
    for w, r in zip(words, _mc_disassemble("gfx1030", words)):
        assert decode_at(w, 0, "gfx1030").text == r


@pytest.mark.parametrize("target,word", [("gfx1010", 0xBFA30000), ("gfx1030", 0xBFA30000),
                                         ("gfx1100", 0xBF880000)])
def test_depctr_immediates_like_llvm_mc(target, word):
    """s_waitcnt_depctr over its whole immediate range (every 5th value): printed and
    assembled back as llvm-mc-19 does."""
    words = [(word | v).to_bytes(4, "little") for v in range(0, 1 << 16, 5)]
    for w, r in zip(words, _mc_disassemble(target, words)):
        assert decode_at(w, 0, target).text == r
        assert encode_line(r, target) == w


@pytest.mark.parametrize("target", ["gfx803", "gfx1030"])
def test_swizzle_offsets_encode_like_llvm_mc(target):
    """Every spelling of ds_swizzle_b32's offset (one value per spelling) assembles to
    llvm-mc-19's bytes, where several encodings print alike."""
    spellings: dict[str, int] = {}
    for v in range(1, 0x8100, 3):
        w = (0xD87A0000 if target == "gfx803" else 0xD8D40000) | v
        text = decode_at(w.to_bytes(4, "little") + bytes([2, 0, 0, 1]), 0, target).text
        spellings.setdefault(text.split("offset:", 1)[-1], v)
    lines = [f"ds_swizzle_b32 v1, v2 offset:{s}" for s in spellings]
    checked = 0
    for line, want in zip(lines, mc_encode(target, lines)):
        if want is None:
            continue
        checked += 1
        assert encode_line(line, target) == want, line
    assert checked > 1000


@pytest.mark.parametrize("target", ["gfx601", "gfx803", "gfx1030", "gfx1100", "gfx1200"])
def test_malformed_lines_give_encode_errors(target):
    """Mutated instruction lines end in an EncodeError, never another exception."""
    import random

    base = ["global_load_b32 v1, v[1:2], off offset:8", "s_load_b32 s1, s[2:3], 0x10",
            "v_add_f32_e64 v1, -v2, |v3| clamp", "ds_swizzle_b32 v1, v2 offset:swizzle(SWAP,1)",
            "v_dual_mov_b32 v1, v2 :: v_dual_mov_b32 v4, v5", "s_waitcnt vmcnt(0) lgkmcnt(0)",
            "v_mov_b32_dpp v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
            "buffer_load_dword v1, off, s[0:3], 0 offset:4", "v_pk_fma_f16 v1, v2, v3, v4"]
    junk = ["abc", "[", "]", "(", ")", ":", "::", "0x", "-", "|", "1e999", "nan", "s[0:", ","]
    rng = random.Random(target)
    for _ in range(600):
        parts = rng.choice(base).split(" ")
        i = rng.randrange(len(parts))
        parts[i] = parts[i][:rng.randrange(len(parts[i]) + 1)] + rng.choice(junk)
        try:
            encode(" ".join(parts), target)
        except EncodeError:
            pass


def test_register_usage_counts_both_vopd_halves():
    lines = ["v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v40, s1", "s_load_b128 s[4:7], s[2:3], 0x0",
             "global_load_b32 v5, v[1:2], off"]
    code = encode("\n".join(lines), "gfx1100")
    assert code == b"".join(w for w in mc_encode("gfx1100", lines) if w)
    usage = register_usage(decode(code, "gfx1100"))
    assert (usage.max_vgpr, usage.max_sgpr) == (40, 7)
