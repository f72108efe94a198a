"""Everything but instruction encoding, on every target and version of the corpus.

Each corpus source has its instruction lines replaced by `.long` words holding the encoding
llvm-mc itself gives them (one `-show-encoding` run per file); llvm-mc and `codeobj build -c`
then assemble that text and must produce identical objects.  This covers sections, symbols,
kernel descriptors, metadata notes, V2 notes, e_flags and the ELF layout on gfx6-gfx12 and the
generic targets, independent of how far the ISA layer has got.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from codeobj.asm import assemble
from codeobj.asm.lexer import IDENT, Lexer, LexError

TESTDATA = Path(__file__).parent.parent / "testdata"


def _load_corpus_helpers():
    """ENTRIES and options() from test_build_corpus."""
    from . import test_build_corpus

    return test_build_corpus.ENTRIES, test_build_corpus.options


ENTRIES, options = _load_corpus_helpers()

pytestmark = [pytest.mark.slow]
_ENCODING = re.compile(r"encoding: \[([^\]]*)\]")


def _instruction_lines(text: str) -> list[int]:
    """Indices of the lines holding one instruction (no label, not a directive)."""
    out = []
    for n, line in enumerate(text.split("\n")):
        try:
            toks, _, _ = Lexer(line, instructions=False).statement()
        except LexError:
            continue
        if not toks or toks[0].kind != IDENT or toks[0].text.startswith("."):
            continue
        if len(toks) > 1 and (toks[1].is_punct(":") or toks[1].is_punct("=")):
            continue
        out.append(n)
    return out


def _as_words(text: str, tool: str, flags: list[str]) -> str:
    lines = text.split("\n")
    idx = _instruction_lines(text)
    if not idx:
        return text
    batch = "\n".join(lines[i].split(";")[0] for i in idx) + "\n"
    proc = subprocess.run([tool, "-triple=amdgcn-amd-amdhsa", *flags, "-show-encoding"],
                          input=batch, capture_output=True, text=True, timeout=300, check=False)
    encodings = _ENCODING.findall(proc.stdout)
    if proc.returncode or len(encodings) != len(idx):
        pytest.skip(f"{tool} -show-encoding did not encode every line")
    for i, enc in zip(idx, encodings):
        data = bytes(0 if b.strip() == "A" else int(b, 16) for b in enc.split(","))
        words = [int.from_bytes(data[k : k + 4], "little") for k in range(0, len(data), 4)]
        lines[i] = "\t.long " + ", ".join(f"{w:#x}" for w in words)
    return "\n".join(lines)


@pytest.mark.parametrize("entry", [
    pytest.param(e, marks=pytest.mark.llvm19 if e["tool"].endswith("19") else pytest.mark.llvm15,
                 id=e["file"]) for e in ENTRIES])
def test_directives_and_layout_identical(entry: dict, tmp_path: Path) -> None:
    tool = entry["tool"]
    command = entry["command"]
    source = TESTDATA / next(a for a in command if a.endswith(".s"))
    if not source.exists():
        pytest.skip("corpus file not present")
    flags = [a for a in command[1:] if a.startswith(("-mcpu", "-mattr", "--amdhsa"))]
    text = _as_words(source.read_text(), tool, flags)
    src = tmp_path / "words.s"
    src.write_text(text)
    out = tmp_path / "ref.o"
    subprocess.run([tool, "-triple=amdgcn-amd-amdhsa", *flags, "-filetype=obj", str(src),
                    "-o", str(out)], check=True, timeout=300)
    target, version = options(command)
    result = assemble(text, str(src), mcpu=target, code_object_version=version)
    assert [d.format() for d in result.errors] == []
    assert result.data == out.read_bytes()
