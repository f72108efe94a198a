"""Image instructions (MIMG gfx10/gfx11, VIMAGE/VSAMPLE gfx12) against LLVM 19, live.

* generated lists: for every image opcode of the tables, words over dims, a16, the NSA
  layouts and modifiers; every word llvm-mc-19 decodes must print the same with our
  decoder, and the text must assemble (our encoder) to llvm-mc-19's bytes;
* random encodings of known image opcodes decoded by us and by llvm-mc-19;
* a relocatable object of those lines listed by us and by ``llvm-objdump-19 -d``.

Known differences (docs/isa-rdna.md): operand widths llvm-mc prints from the opcode
variant it matched when no variant has the computed widths, and gfx12's spelling of
invalid srsrc/ssamp registers; the thresholds below leave room for those only.
"""

from __future__ import annotations

import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from codeobj.isa.encoder import EncodeError
from codeobj.isa.encoder_rdna import encode_line_rdna
from codeobj.isa.image import IMAGE_FORMATS
from codeobj.isa.listing_rdna import decoder_for, listing_rdna
from codeobj.reader import open_code_object

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

pytestmark = [
    pytest.mark.llvm19,
    pytest.mark.skipif(shutil.which("llvm-mc-19") is None, reason="llvm-mc-19 not installed"),
]

TARGETS = ("gfx1010", "gfx1030", "gfx1100", "gfx1151", "gfx1200")
# Fractions of llvm-mc's lines we print identically (measured 2026-11-22: generated words
# gfx10 95 %, gfx11 94 %, gfx12 81 %; random words gfx10/11 >= 88 %, gfx12 56 %, the rest
# llvm-mc's fallback widths and gfx12's invalid-register spellings).  Raise them as those
# gaps close; a drop below them is a regression.
DECODE_MIN = {"gfx10": 0.93, "gfx11": 0.92, "gfx12": 0.78}
RANDOM_MIN = {"gfx10": 0.85, "gfx11": 0.85, "gfx12": 0.52}


def _image_formats(dec):
    return [f for f in dec.formats if f.name in IMAGE_FORMATS]


def _valid_scalar(dec, fmt, name, width, rng):
    vals = sorted(dec.table.image_scalars[fmt.name].get(f"{name}{width}" if name == "srsrc"
                                                         else name, ()))
    return rng.choice(vals)


def _word(dec, fmt, op, fields, addrs) -> bytes:
    v = fmt.put_opcode(0, op)
    for k, x in fields.items():
        if fmt.has(k):
            v = fmt.field(k).put(v, x)
    if fmt.name != "MIMG":
        for k, x in zip(("vaddr0", "vaddr1", "vaddr2", "vaddr3", "vaddr4"), addrs):
            if fmt.has(k):
                v = fmt.field(k).put(v, x)
        return v.to_bytes(12, "little")
    return v.to_bytes(8, "little") + bytes(addrs)


def generated_words(target: str, per_op: int = 24, seed: int = 7) -> list[bytes]:
    """Plausible words: every opcode, random dims/a16/dmask/flags/NSA, valid registers."""
    dec = decoder_for(target)
    rng = random.Random(seed)
    out = []
    for fmt in _image_formats(dec):
        for op, entry in sorted(dec.table.formats.get(fmt.name, {}).items()):
            for _ in range(per_op):
                fields = {"vdata": rng.randrange(0, 200), "dim": rng.randrange(8),
                          "a16": rng.random() < 0.3, "dmask": rng.choice((1, 3, 7, 15, 5)),
                          "srsrc": _valid_scalar(dec, fmt, "srsrc", entry["rs"], rng)}
                if "ssamp" in entry["ops"]:
                    fields["ssamp"] = _valid_scalar(dec, fmt, "ssamp", 4, rng)
                for flag in entry.get("caps", ()):
                    fields[flag] = rng.random() < 0.2
                if fmt.has("th"):
                    fields["th"], fields["scope"] = rng.randrange(8), rng.randrange(4)
                fields["vaddr"] = rng.randrange(0, 200)
                addrs: list[int] = []
                if fmt.name != "MIMG":
                    widths = entry.get("addr", {}).get(f"{int(fields['a16'])}{fields['dim']}")
                    if not widths:
                        continue
                    addrs = [rng.randrange(0, 200) for _ in widths]
                elif rng.random() < 0.5:
                    n = rng.randrange(1, 4) if dec.gen == "gfx10" else 1
                    fields["nsa"] = n
                    addrs = [rng.randrange(0, 200) for _ in range(4 * n)]
                out.append(_word(dec, fmt, op, {k: int(x) for k, x in fields.items()}, addrs))
    return out


def _compare(target: str, words: list[bytes]):
    from tools.isa.probe import disassemble

    dec = decoder_for(target)
    ref = disassemble(target, words)
    pairs = [(w, r) for w, r in zip(words, ref) if r is not None]
    same = [(w, r) for w, r in pairs
            if (i := dec.decode_at(w, 0)).text == r and i.size == len(w)]
    return pairs, same


@pytest.mark.parametrize("target", TARGETS)
def test_generated_image_words_decode_as_llvm_mc(target):
    pairs, same = _compare(target, generated_words(target))
    assert len(pairs) > 200, "too few probes decode: the image tables look empty"
    bad = [(w.hex(), r, decoder_for(target).decode_at(w, 0).text) for w, r in pairs
           if (w, r) not in same][:5]
    assert len(same) >= DECODE_MIN[decoder_for(target).gen] * len(pairs), \
        (len(same), len(pairs), bad)


@pytest.mark.parametrize("target", TARGETS)
def test_generated_image_lines_encode_as_llvm_mc(target):
    from tools.isa.probe import encodings

    pairs, _same = _compare(target, generated_words(target, per_op=8, seed=11))
    texts = sorted({r for _w, r in pairs})
    ref = encodings(target, texts)
    checked = good = 0
    bad = []
    for text, enc in zip(texts, ref):
        if len(enc) != 1:
            continue
        checked += 1
        try:
            got = encode_line_rdna(text, target)
        except EncodeError:
            got = None
        if got == enc[0]:
            good += 1
        elif len(bad) < 5:
            bad.append((text, enc[0].hex(), got and got.hex()))
    assert checked > 100
    assert good >= 0.95 * checked, (good, checked, bad)


@pytest.mark.parametrize("target", TARGETS)
def test_random_image_encodings(target):
    """Any bits, known opcodes (with registers llvm-mc accepts in srsrc/ssamp)."""
    dec = decoder_for(target)
    rng = random.Random(3)
    words = []
    for fmt in _image_formats(dec):
        ops = sorted(dec.table.formats.get(fmt.name, {}))
        for _ in range(1500):
            op = rng.choice(ops)
            v = fmt.put_opcode(rng.getrandbits(fmt.size * 8), op)
            entry = dec.table.formats[fmt.name][op]
            v = fmt.field("srsrc").put(v, _valid_scalar(dec, fmt, "srsrc", entry["rs"], rng))
            if "ssamp" in entry["ops"]:
                v = fmt.field("ssamp").put(v, _valid_scalar(dec, fmt, "ssamp", 4, rng))
            b = v.to_bytes(fmt.size, "little")
            if fmt.name == "MIMG":
                nsa = (v >> 1) & 3 if dec.gen == "gfx10" else v & 1
                b += rng.getrandbits(32 * nsa).to_bytes(4 * nsa, "little") if nsa else b""
            words.append(b)
    pairs, same = _compare(target, words)
    assert len(pairs) > 300
    assert len(same) >= RANDOM_MIN[dec.gen] * len(pairs), (len(same), len(pairs))


@pytest.mark.skipif(shutil.which("llvm-objdump-19") is None, reason="llvm-objdump-19 missing")
@pytest.mark.parametrize("target", ("gfx1030", "gfx1100", "gfx1200"))
def test_image_listing_equals_llvm_objdump(target, tmp_path):
    from tools.isa.probe import encodings

    _pairs, same = _compare(target, generated_words(target, per_op=4, seed=5))
    texts = sorted({r for _w, r in same})
    # only lines llvm-mc assembles back (it cannot assemble every form it prints)
    lines = [t for t, enc in zip(texts, encodings(target, texts)) if len(enc) == 1]
    src = tmp_path / "img.s"
    src.write_text(".text\nimages:\n" + "".join(f"  {t}\n" for t in lines) + "  s_endpgm\n")
    obj = tmp_path / "img.o"
    subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                    "-filetype=obj", str(src), "-o", str(obj)], check=True)
    ref = subprocess.run(["llvm-objdump-19", "-d", str(obj)], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    ours = list(listing_rdna(open_code_object(obj), path=str(obj)))
    assert len(lines) > 100
    assert ours == ref
