"""RDNA (gfx10.1, gfx10.3, gfx11, gfx12) decoder, printer and encoder vs LLVM 19.

* random encodings of every format: our text equals ``llvm-mc-19 --disassemble``'s;
* the corpus (clang-19 -S output assembled by llvm-mc-19): every instruction line of
  ``llvm-objdump-19 -d`` equals ours, and every unique line re-encodes to its bytes;
* librocsparse's real gfx1030 objects (marker ``rocsparse``).
"""

from __future__ import annotations

import random
import subprocess
from pathlib import Path

import pytest

from codeobj.elf.model import open_code_object
from codeobj.isa.decoder_rdna import swizzle_text
from codeobj.isa.encoder_rdna import encode_line_rdna
from codeobj.isa.formats_rdna import formats_for, identifier
from codeobj.isa.listing_rdna import decoder_for, listing_rdna

from .refs import TESTDATA, corpus_entries

FORMATS = {
    # (gfx8 FLAT has no offset field; random words set it, so its FLAT is left to the corpus)
    "gfx803": ["SOP1", "SOP2", "SOPK", "SOPP", "SOPC", "SMEM", "VOP1", "VOP2", "VOPC", "VOP3",
               "DS", "MUBUF", "MTBUF"],
    "gfx1030": ["SOP1", "SOP2", "SOPK", "SOPP", "SOPC", "SMEM", "VOP1", "VOP2", "VOPC", "VOP3",
                "VOP3P", "DS", "FLAT", "MUBUF", "MTBUF"],
    "gfx1100": ["SOP1", "SOP2", "SOPK", "SOPP", "SOPC", "SMEM", "VOP1", "VOP2", "VOPC", "VOP3",
                "VOP3P", "DS", "FLAT", "MUBUF", "MTBUF", "VOPD"],
    "gfx1200": ["SOP1", "SOP2", "SOPK", "SOPP", "SOPC", "SMEM", "VOP1", "VOP2", "VOPC", "VOP3",
                "VOP3P", "DS", "FLAT", "VBUFFER", "VOPD"],
}


def _mc_disassemble(target: str, words: list[bytes]) -> list[str | None]:
    """What llvm-mc-19 prints for each word (one process per batch)."""
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
        if body == "s_nop 0x7e5b":
            groups.append([])
        else:
            groups[-1].append(body)
    return [g[0] if len(g) == 1 and i not in bad else None for i, g in enumerate(groups[:-1])]


def _random_words(dec, fmt_name: str, n: int, rng: random.Random) -> list[bytes]:
    formats = formats_for(dec.table.generation)
    identify = identifier(formats)
    fmt = next(f for f in formats if f.name == fmt_name)
    if fmt_name == "VOPD":
        ops = [(x << 5) | y for x in dec.table.vopd["x"] for y in dec.table.vopd["y"]]
    else:
        ops = sorted(dec.table.formats[fmt_name])
    covered = fmt.match_mask  # reserved bits stay zero: LLVM rejects words that set them
    for fl in fmt.fields + fmt.opcode:
        covered |= fl.mask << fl.lsb
    out = []
    while len(out) < 2 * n:
        v = fmt.put_opcode(rng.getrandbits(fmt.size * 8) & covered, rng.choice(ops))
        if identify(v & 0xFFFFFFFF) is not fmt:
            continue
        b = v.to_bytes(fmt.size, "little")
        out += [b, b + rng.getrandbits(32).to_bytes(4, "little")]
    return out


@pytest.mark.llvm19
@pytest.mark.parametrize("target,fmt", [(t, f) for t, fs in FORMATS.items() for f in fs])
def test_random_words_decode_like_llvm_mc(target, fmt):
    dec = decoder_for(target)
    n = 800 if fmt in ("VOP3", "VBUFFER", "DS") else 150  # most random VOP3 words are invalid to LLVM
    words = _random_words(dec, fmt, n, random.Random(f"{target}{fmt}"))
    ref = _mc_disassemble(target, words)
    checked = bad = 0
    diffs = []
    for w, r in zip(words, ref):
        if r is None or "/*" in r:  # LLVM rejects or annotates an invalid operand
            continue
        inst = dec.decode_at(w, 0)
        if inst.known and inst.size != len(w):
            continue
        checked += 1
        if inst.text != r:
            bad += 1
            diffs.append((w.hex(), r, inst.text))
    assert checked >= 10
    # random words hit corners real code does not (reserved immediates, true16)
    assert bad <= checked * (0.1 if fmt == "VOP3" else 0.05), diffs[:10]


def test_swizzle_printer_known_values():
    assert swizzle_text(480) == "swizzle(BROADCAST,32,15)"
    assert swizzle_text(0x8000 | 0b11100100) == "swizzle(QUAD_PERM,0,1,2,3)"
    assert swizzle_text(0x41F) == "swizzle(SWAP,1)"


@pytest.mark.llvm19
def test_swizzle_all_offsets_like_llvm_mc():
    words = [(0xD8D40000 | v).to_bytes(4, "little") + bytes([0x11, 0, 0, 0x12])
             for v in range(1, 65536, 7)]
    ref = _mc_disassemble("gfx1030", words)
    dec = decoder_for("gfx1030")
    for w, r in zip(words, ref):
        assert dec.decode_at(w, 0).text == r


def _corpus_objects(tmp: Path, targets: tuple[str, ...]) -> list[Path]:
    out = []
    for i, e in enumerate(corpus_entries(kind="asm")):
        proc = e["target"].split(":")[0]
        if e["llvm"] != 19 or proc not in targets or ":" in e["target"]:
            continue
        obj = tmp / f"{proc}-{i}.o"
        r = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={proc}",
                            "-filetype=obj", str(TESTDATA / e["file"]), "-o", str(obj)],
                           capture_output=True, check=False)
        if r.returncode == 0:
            out.append(obj)
    return out


CORPUS_TARGETS = ("gfx803", "gfx1010", "gfx1030", "gfx1100", "gfx1151", "gfx11-generic", "gfx1200",
                  "gfx1201")


@pytest.mark.llvm19
@pytest.mark.parametrize("target", CORPUS_TARGETS)
def test_corpus_listing_and_reencoding(tmp_path, target):
    objs = _corpus_objects(tmp_path, (target,))
    if not objs:
        pytest.skip(f"no corpus sources for {target}")
    lines = equal = 0
    unique: dict[str, bytes] = {}
    diffs = []
    for obj in objs:
        ref = subprocess.run(["llvm-objdump-19", "-d", str(obj)], capture_output=True,
                             text=True, check=True).stdout.splitlines()
        ours = list(listing_rdna(open_code_object(obj), path=str(obj)))
        assert len(ours) == len(ref), obj
        for a, b in zip(ref, ours):
            if not a.startswith("\t"):
                continue
            lines += 1
            equal += a == b
            if a != b:
                diffs.append((a, b))
            text, _, rest = a.partition("//")
            if not rest or text.strip().startswith((".long", "v_illegal")):
                continue
            words = rest.split(":", 1)[1].split()
            unique.setdefault(text.strip(), b"".join(
                int(w, 16).to_bytes(4, "little") for w in words if len(w) == 8))
    assert lines and equal / lines >= 0.99, diffs[:10]
    bad = []
    for text, want in unique.items():
        try:
            got = encode_line_rdna(text, target)
        except Exception as e:  # noqa: BLE001 - collected below
            got = repr(e)
        if got != want:
            bad.append((text, want.hex(), got))
    # llvm-mc itself does not re-encode "s_add_u32 sN, sN, 0" with a zero literal
    bad = [b for b in bad if not b[0].endswith(", 0")]
    assert len(bad) <= len(unique) * 0.005, bad[:10]


@pytest.mark.rocsparse
@pytest.mark.slow
@pytest.mark.llvm19
@pytest.mark.parametrize("target", ["gfx1030", "gfx803"])
def test_rocsparse_objects(tmp_path, target):
    """The smallest real objects of each target: llvm-objdump-19's lines, and re-encoding
    of every unique line that llvm-mc-19 itself re-encodes to the same bytes."""
    from .refs import rocsparse_library

    lib = rocsparse_library(download=False)
    if lib is None:
        pytest.skip("librocsparse not available")
    from codeobj import bundle

    objs = [o for o in bundle.scan(str(lib)) if str(o.target).endswith(target)]
    assert objs
    lines = equal = 0
    unique: dict[str, bytes] = {}
    for o in sorted(objs, key=lambda o: o.size)[:4]:
        p = tmp_path / "o.co"
        p.write_bytes(bytes(o.data))
        ref = subprocess.run(["llvm-objdump-19", "-d", str(p)], capture_output=True, text=True,
                             check=True).stdout.splitlines()
        ours = list(listing_rdna(open_code_object(p), path=str(p)))
        assert len(ours) == len(ref)
        for a, b in zip(ref, ours):
            if a.startswith("\t"):
                lines += 1
                equal += a == b
                text, _, rest = a.partition("//")
                if rest and not text.strip().startswith((".long", "v_illegal")):
                    unique.setdefault(text.strip(), b"".join(
                        int(w, 16).to_bytes(4, "little")
                        for w in rest.split(":", 1)[1].split() if len(w) == 8))
    assert equal / lines >= 0.99
    failed = []
    for text, want in unique.items():
        try:
            got = encode_line_rdna(text, target)
        except Exception:  # noqa: BLE001 - judged below
            got = None
        if got != want:
            failed.append((text, want))
    mc = _mc_encodings(target, [t for t, _ in failed]) if failed else []
    ours_only = [(t, w.hex()) for (t, w), m in zip(failed, mc) if m == w]
    assert len(ours_only) <= len(unique) * 0.001, ours_only[:10]


_MARK = "s_nop 0x7e5b"


def _mc_encodings(target: str, lines: list[str]) -> list[bytes | None]:
    """llvm-mc-19's encoding of each line (None when it gives zero or several)."""
    src = "".join(f"{ln}\n{_MARK}\n" for ln in lines)
    r = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                        "--show-encoding"], input=src, capture_output=True, text=True,
                       check=False)
    groups: list[list[bytes]] = [[]]
    for ln in r.stdout.splitlines():
        if "encoding:" not in ln:
            continue
        if _MARK in ln:
            groups.append([])
            continue
        enc = ln.split("encoding: [")[1].rstrip("]")
        groups[-1].append(bytes(int(b, 16) for b in enc.split(",")))
    return [g[0] if len(g) == 1 else None for g in groups[:len(lines)]]


@pytest.mark.llvm19
@pytest.mark.parametrize("target", CORPUS_TARGETS)
def test_clang_s_instruction_lines_encode_like_llvm_mc(target):
    """Every instruction line clang-19 -S wrote (labels and relocated operands are the
    assembler's business, not the instruction encoder's) encodes to llvm-mc-19's bytes."""
    lines: dict[str, None] = {}
    for e in corpus_entries(kind="asm"):
        if e["llvm"] != 19 or e["target"] != target:
            continue
        for line in (TESTDATA / e["file"]).read_text().splitlines():
            t = line.split(";")[0].strip()
            if not t or not t[0].isalpha() or t.endswith(":") or "@" in t or ".L" in t:
                continue
            lines[t] = None
    if not lines:
        pytest.skip(f"no corpus sources for {target}")
    texts = list(lines)
    bad = []
    checked = 0
    for text, want in zip(texts, _mc_encodings(target, texts)):
        if want is None:
            continue
        checked += 1
        try:
            got = encode_line_rdna(text, target)
        except Exception as e:  # noqa: BLE001 - collected below
            got = repr(e)
        if got != want:
            bad.append((text, want.hex(), got))
    assert checked > 100
    assert len(bad) <= checked * 0.001, bad[:10]


@pytest.mark.llvm19
def test_register_usage_counts_both_vopd_halves():
    from codeobj.isa.decoder_rdna import decode_rdna
    from codeobj.isa.encoder_rdna import encode_rdna
    from codeobj.isa.regusage_rdna import register_usage_rdna

    code = encode_rdna("v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v40, s1\n"
                       "s_load_b128 s[4:7], s[2:3], 0x0\nglobal_load_b32 v5, v[1:2], off",
                       "gfx1100")
    assert code == b"".join(w for w in _mc_encodings("gfx1100", [
        "v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v40, s1", "s_load_b128 s[4:7], s[2:3], 0x0",
        "global_load_b32 v5, v[1:2], off"]) if w)
    usage = register_usage_rdna(decode_rdna(code, "gfx1100"))
    assert (usage.max_vgpr, usage.max_sgpr) == (40, 7)


@pytest.mark.llvm19
def test_committed_corpus_objects_list_like_llvm_objdump():
    """The relocatable and linked LLVM-19 objects in testdata/ (V2 amd_kernel_code_t
    regions included) for every part-2 target."""
    from codeobj.isa.listing_rdna import is_rdna

    checked = 0
    for e in corpus_entries():
        if e["kind"] == "asm" or e["llvm"] != 19 or not is_rdna(e["target"]):
            continue
        path = TESTDATA / e["file"]
        ref = subprocess.run(["llvm-objdump-19", "-d", str(path)], capture_output=True,
                             text=True, check=True).stdout.splitlines()
        ours = list(listing_rdna(open_code_object(path), path=str(path)))
        assert ours == ref, path
        checked += 1
    assert checked > 100


@pytest.mark.slow
@pytest.mark.llvm19
@pytest.mark.parametrize("gen,target", [("gfx10", "gfx1030"), ("gfx11", "gfx1100"),
                                        ("gfx12", "gfx1200"), ("gfx8", "gfx803"),
                                        ("gfx6", "gfx601")])
def test_tables_regenerate_from_llvm_mc(gen, target):
    """The committed base table is what tools/gen_isa_rdna.py derives from llvm-mc-19 now."""
    import gzip
    import json
    from importlib import resources

    from . import refs

    gen_rdna = refs.script("tools/gen_isa_rdna.py")  # (puts the repository on sys.path)
    fresh = gen_rdna.generate(target, gen, lambda _s: None)
    pkg = resources.files("codeobj.isa") / "data" / f"{gen}.json.gz"
    with pkg.open("rb") as raw, gzip.GzipFile(fileobj=raw) as f:
        doc = json.loads(f.read())
    assert doc["header"]["base_target"] == target
    assert json.loads(json.dumps(fresh, sort_keys=True)) == doc["base"]


@pytest.mark.llvm19
@pytest.mark.parametrize("target,word", [("gfx1010", 0xBFA30000), ("gfx1030", 0xBFA30000),
                                         ("gfx1100", 0xBF880000)])
def test_depctr_immediates_like_llvm_mc(target, word):
    """s_waitcnt_depctr over its whole immediate range (every 5th value)."""
    words = [(word | v).to_bytes(4, "little") for v in range(0, 1 << 16, 5)]
    dec = decoder_for(target)
    for w, r in zip(words, _mc_disassemble(target, words)):
        assert dec.decode_at(w, 0).text == r
        assert encode_line_rdna(r, target) == w


@pytest.mark.llvm19
@pytest.mark.parametrize("target", ["gfx803", "gfx1030"])
def test_swizzle_offsets_encode_like_llvm_mc(target):
    """Every spelling of ds_swizzle_b32's offset (one value per spelling) assembles to
    llvm-mc-19's bytes, where several encodings print alike."""
    spellings = {}
    for v in range(1, 0x8100, 3):
        spellings.setdefault(swizzle_text(v), v)
    lines = [f"ds_swizzle_b32 v1, v2 offset:{s}" for s in spellings]
    checked = 0
    for line, want in zip(lines, _mc_encodings(target, lines)):
        if want is None:
            continue
        checked += 1
        assert encode_line_rdna(line, target) == want, line
    assert checked > 1000


@pytest.mark.parametrize("target", ["gfx601", "gfx803", "gfx1030", "gfx1100", "gfx1200"])
def test_malformed_lines_give_encode_errors(target):
    """Mutated instruction lines end in a CodeObjectError (EncodeError), never another
    exception."""
    from codeobj.errors import CodeObjectError

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
            encode_line_rdna(" ".join(parts), target)
        except CodeObjectError:
            pass
