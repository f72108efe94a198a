"""The disassembler and printer against LLVM 19, live.

* LLVM 19's own disassembler suite (llvm/test/MC/Disassembler/AMDGPU, fetched by
  tools/llvm_source.py; skipped when it cannot be had) through tools/isa/conformance.py: at least
  99.9% of the lines llvm-mc-19 decodes print identically in every generation, and no line
  raises;
* every object of testdata/corpus through tools/isa/objdump_compare.py: the same instruction text
  and size as llvm-objdump-19 -d at every address it lists;
* gfx6/gfx7, which llvm-mc-19 does not disassemble (codeobj decodes them with LLVM's GFX6GFX7
  tables): the encodings llvm-mc-19 -show-encoding gives for the assembler suite decode to the
  text it printed for them (image instructions aside: before gfx10 their address size is not
  in the encoding, so the decoder shows one dword).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from pathlib import Path

import pytest

from . import refs

REPO = Path(__file__).resolve().parent.parent
conformance = refs.script("tools/isa/conformance.py")
llvm_source = conformance.llvm_source
objdump_compare = refs.script("tools/isa/objdump_compare.py")

pytestmark = [pytest.mark.llvm19, pytest.mark.slow]


@pytest.fixture(scope="module")
def suite_rows():
    try:
        llvm_source.fetch("tests")
    except llvm_source.FetchError as e:
        pytest.skip(f"LLVM 19 test suite not available: {e}")
    return conformance.run("dis", jobs=2)


def test_disassembler_suite(suite_rows):
    per_gen: dict[str, Counter] = defaultdict(Counter)
    for row in suite_rows:
        per_gen[row[2]][row[6]] += 1
    assert per_gen, "no disassembler lines were checked"
    tracebacks = [r for r in suite_rows if r[6] == "traceback"]
    assert not tracebacks, tracebacks[:5]
    for gen, c in sorted(per_gen.items()):
        total = sum(c.values())
        share = c["same"] / total
        bad = [r for r in suite_rows if r[2] == gen and r[6] != "same"][:5]
        assert share >= 0.999, (gen, f"{share:.4%}", bad)


def test_corpus_objects_equal_llvm_objdump():
    files = objdump_compare.elf_files([REPO / "testdata" / "corpus"])
    assert files
    problems: list[str] = []
    total = same = 0
    for f in files:
        n, k, _t1, _t2 = objdump_compare.compare_file(f, 20, problems)
        total += n
        same += k
    assert total > 0
    assert same == total, problems


def test_gfx6_gfx7_encodings_decode_to_llvm_mc_text():
    try:
        root = llvm_source.fetch("tests")
    except llvm_source.FetchError as e:
        pytest.skip(f"LLVM 19 test suite not available: {e}")
    from codeobj.isa.engine import disassemble_bytes

    total = same = 0
    bad: list = []
    for path in conformance.suite_files(root, "asm"):
        text = Path(path).read_text(errors="replace")
        lines = text.splitlines()
        for mcpu, mattr, dis in conformance.configs(text):
            proc = conformance._processor(mcpu)
            if dis or proc is None:
                continue
            canon = conformance._canonical(proc)
            if conformance.gen_of(canon) != "gfx6/7":
                continue
            for r in conformance.asm_reference(lines, mcpu, mattr):
                if r["err"] or not r["enc"]:
                    continue
                for enc, printed in zip(r["enc"], r["text"]):
                    data, mask = conformance._enc_bytes(enc)
                    if 0 in mask or printed.startswith("image_"):
                        continue  # fixups; image address sizes
                    total += 1
                    got = disassemble_bytes(data, canon, mattr)
                    if got == ([printed.strip()], 0):
                        same += 1
                    elif len(bad) < 10:
                        bad.append((Path(path).name, canon, data.hex(), printed, got))
    assert total > 1000
    assert same / total >= 0.999, (same, total, bad)
