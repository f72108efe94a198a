"""The encoder against llvm-mc-19, live.

* every unique instruction line llvm-objdump-19 prints for the gfx9 objects of the corpus
  re-encodes to the same bytes, wherever llvm-mc itself re-encodes that line identically;
* every instruction line of the clang -S outputs in the corpus encodes as llvm-mc encodes it;
* labels and branches, errors, and register usage agree with llvm-mc.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from codeobj.isa import decode, encode, register_usage
from codeobj.isa.encoder import EncodeError, encode_line

pytestmark = pytest.mark.llvm19

REPO = Path(__file__).resolve().parent.parent
TARGETS = ["gfx900", "gfx906", "gfx908", "gfx90a", "gfx942"]
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
        m = re.match(r"^(gfx9[0-9a-c]+)", part)
        if m:
            return m.group(1)
    return None


def _objects() -> dict[str, list[Path]]:
    out: dict[str, list[Path]] = {}
    for p in sorted((REPO / "testdata" / "corpus").glob("**/*")):
        if p.suffix in (".o", ".hsaco") and "/v2/" not in str(p) and "_v2" not in p.name:
            t = _target_of(p.relative_to(REPO))
            if t in TARGETS:
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
            if not re.match(r"^([sv]_|global_|flat_|scratch_|buffer_|ds_|tbuffer_)", t):
                continue
            if re.search(r"\.L|@|[A-Za-z_]\w*[+-]\d|\bLBB", t):
                continue  # label and relocation operands belong to the assembler front end
            lines.add(t)
    return sorted(lines)


@pytest.mark.parametrize("target", TARGETS)
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
    assert diags[0].startswith("<input>:1: error: invalid operand for instruction")
    assert diags[1].startswith("<input>:3: error: invalid instruction")
    # llvm-mc rejects the same lines
    for bad in ("v_add_f32_e32 v1, v2", "not_an_instruction v0"):
        r = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a"],
                           input=bad + "\n", capture_output=True, text=True, check=False)
        assert "error:" in r.stderr


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
