"""Random encodings of every instruction the decoder tables know, against LLVM 19, live.

For each target, words are made from the instruction descriptions of the decoder tables (the
fixed bits of a random instruction, random bits elsewhere, half of them followed by a random
dword for a literal), and image instructions (MIMG, VIMAGE, VSAMPLE) get a set of their own:

* every word ``llvm-mc-19 --disassemble`` decodes prints the same with codeobj, and has the
  same size;
* every such text llvm-mc-19 assembles encodes to the same bytes with codeobj;
* a relocatable object made of the image lines lists exactly as ``llvm-objdump-19 -d``.

Left out, and counted: words llvm-mc-19 prints with an ``/*Invalid ...*/`` comment, and words
whose 128- or 256-bit scalar operand is a special register (null, src_*, tba, ...), which
LLVM's decodeNonVGPRSrcOp reaches only through ``llvm_unreachable`` (what the release build
prints there is undefined; codeobj reports the word as not decodable), and SDWA words whose
dst_unused field is 3, which AMDGPUInstPrinter::printSDWADstUnused also reaches only through
``llvm_unreachable`` (the release build happens to print ``UNUSED_PAD``, which is 0, a
different instruction; codeobj prints ``dst_unused:3``).
"""

from __future__ import annotations

import random
import re
import subprocess

import pytest

from codeobj.elf.model import open_code_object
from codeobj.isa import decode_at, encode_statement, listing
from codeobj.isa.disasm import decoder

pytestmark = pytest.mark.llvm19

TARGETS = ["gfx803", "gfx900", "gfx90a", "gfx942", "gfx1010", "gfx1030", "gfx1100", "gfx1151",
           "gfx1200"]
_MARK = "s_nop 0x7e5b"
_MARK_BYTES = "[0x5b,0x7e,0x80,0xbf]"
_UNREACHABLE = re.compile(r"\b(null|src_\w+|tba|tma|xnack_mask|flat_scratch|exec|vcc|m0)\b")


def _mc_disassemble(target: str, words: list[bytes]) -> list[str | None]:
    """llvm-mc-19's text for each word (None: rejected, or a word llvm-mc-19 crashes on --
    batches that crash are halved until the word is found)."""
    out: list[str | None] = []
    for i in range(0, len(words), 200):
        out += _mc_batch(target, words[i:i + 200])
    return out


def _mc_batch(target: str, batch: list[bytes]) -> list[str | None]:
    src = "".join("[" + ",".join(f"0x{b:02x}" for b in w) + "]\n" + _MARK_BYTES + "\n"
                  for w in batch)
    r = subprocess.run(["llvm-mc-19", "--disassemble", "-triple=amdgcn-amd-amdhsa",
                        f"-mcpu={target}"], input=src, capture_output=True, text=True,
                       check=False)
    groups: list[list[str]] = [[]]
    for line in r.stdout.splitlines():
        body = line.strip()
        if not line.startswith("\t") or body == ".text":
            continue
        if body == _MARK:
            groups.append([])
        else:
            groups[-1].append(body)
    # exit 1 only says some word was not a valid encoding (its warning names the line, read
    # below); a crash (a signal) or lost output means the batch is halved until the word is found
    if r.returncode not in (0, 1) or len(groups) != len(batch) + 1:
        if len(batch) == 1:
            return [None]
        half = len(batch) // 2
        return _mc_batch(target, batch[:half]) + _mc_batch(target, batch[half:])
    bad = {(int(ln.split(":")[1]) - 1) // 2 for ln in r.stderr.splitlines()
           if ln.startswith("<stdin>:") and ("invalid instruction encoding" in ln
                                             or "warning" in ln)}
    return [g[0] if len(g) == 1 and k not in bad else None for k, g in enumerate(groups[:-1])]


def _mc_encode(target: str, lines: list[str]) -> list[bytes | None]:
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


def random_words(target: str, n: int, rng: random.Random, image: bool) -> list[bytes]:
    dec = decoder(target)
    descs = sorted({d.id: d for d in dec.opcodes.values()}.values(), key=lambda d: d.id)
    if image:
        descs = [d for d in descs if {"MIMG", "VIMAGE", "VSAMPLE"} & d.flags]
    out = []
    for _ in range(n if descs else 0):
        d = rng.choice(descs)
        bits = d.size * 8
        v = d.value | (rng.getrandbits(bits) & ~d.mask & ((1 << bits) - 1))
        b = v.to_bytes(d.size, "little")
        if rng.random() < 0.5:
            b += rng.getrandbits(32).to_bytes(4, "little")
        out.append(b)
    return out


def _compare(target: str, words: list[bytes]):
    """(pairs compared, differences, left out) of codeobj against llvm-mc."""
    compared: list[tuple[bytes, str]] = []
    diffs = []
    left_out = 0
    for w, ref in zip(words, _mc_disassemble(target, words)):
        if ref is None:
            continue
        inst = decode_at(w, 0, target)
        if "/*" in ref or (not inst.known and _UNREACHABLE.search(ref)) or \
                "dst_unused:3 " in inst.text + " ":
            left_out += 1
            continue
        compared.append((w, ref))
        if inst.text != ref or inst.size > len(w):
            diffs.append((w.hex(), ref, inst.text))
    return compared, diffs, left_out


@pytest.mark.parametrize("image", [False, True], ids=["all", "image"])
@pytest.mark.parametrize("target", TARGETS)
def test_random_words_decode_and_encode_like_llvm_mc(target, image):
    words = random_words(target, 800 if image else 2000, random.Random(f"{target}{image}"),
                         image)
    if not words:
        pytest.skip(f"{target} has no image instructions")
    compared, diffs, _left_out = _compare(target, words)
    if image and not compared and not any(decode_at(w, 0, target).known for w in words):
        # gfx940's decoder tables keep the MIMG encodings, but the processor has no image
        # instructions: llvm-mc-19 decodes none of these words, and neither does codeobj
        pytest.skip(f"{target}: neither llvm-mc-19 nor codeobj decodes image instructions")
    assert len(compared) > 50
    assert not diffs, diffs[:10]
    texts = sorted({ref for _w, ref in compared})
    bad = []
    for text, want in zip(texts, _mc_encode(target, texts)):
        if want is None:
            continue
        try:
            got = encode_statement(text, target)
        except Exception as e:  # noqa: BLE001 - collected below
            got = repr(e)
        if got != want:
            bad.append((text, want.hex(), got))
    assert not bad, bad[:10]


@pytest.mark.parametrize("target", ["gfx900", "gfx1030", "gfx1100", "gfx1200"])
def test_image_listing_equals_llvm_objdump(target, tmp_path):
    words = random_words(target, 1500, random.Random(target), image=True)
    compared, _diffs, _ = _compare(target, words)
    texts = sorted({ref for _w, ref in compared})
    lines = [t for t, enc in zip(texts, _mc_encode(target, texts)) if enc is not None]
    assert len(lines) > 30
    src = tmp_path / "img.s"
    src.write_text(".text\nimages:\n" + "".join(f"  {t}\n" for t in lines) + "  s_endpgm\n")
    obj = tmp_path / "img.o"
    subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                    "-filetype=obj", str(src), "-o", str(obj)], check=True)
    ref = subprocess.run(["llvm-objdump-19", "-d", str(obj)], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert list(listing(open_code_object(obj), path=str(obj))) == ref
