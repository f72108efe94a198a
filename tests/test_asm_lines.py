"""The assembler's loop over plain lines (codeobj/asm/assembler.py, ``_fast_lines``): lines
met again come from the line cache (blank and comment lines too), new ones go to the encoder,
and what reaches the object, the next_free symbols and the places of errors is what llvm-mc-19
gives -- with cached lines between, a block comment, a `.set` that restarts the count and a
last line without a newline."""

from __future__ import annotations

import re
import subprocess

import pytest

from codeobj.asm import assemble

HEAD = '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"\n\t.text\nk:\n'

# the same line again and again, comments of each kind, counts read back after runs of cached
# lines, a restart of the count, a block comment before an instruction, no final newline
LINES = HEAD + """\tv_mov_b32 v1, v2
\tv_mov_b32 v1, v2

\t; a comment
\tv_mov_b32 v1, v2   ; and a comment after it
\t// another
\t# hash comment
\t.byte .amdgcn.next_free_vgpr
\tv_add_u32 v9, v2, v3
\tv_mov_b32 v1, v2
\ts_mov_b32 s20, s3

\tv_mov_b32 v1, v2
\t.byte .amdgcn.next_free_vgpr, .amdgcn.next_free_sgpr
\t.set .amdgcn.next_free_vgpr, 0
\tv_mov_b32 v1, v2
\tv_mov_b32 v1, v2
\t.byte .amdgcn.next_free_vgpr
\t/* a block
\t   comment */ v_mov_b32 v4, v2
\tv_mov_b32 v1, v2
\t.byte .amdgcn.next_free_vgpr
\tv_add_u32 v9, v2, v3
\ts_mov_b32 s20, s3
\tv_mov_b32 v1, v2
\tv_mov_b32 v1, v2"""

# errors on new lines after cached, blank and comment lines, and on the last line
ERRORS = HEAD + """\tv_mov_b32 v1, v2

\t; comment
\tv_mov_b32 v1, v2
\tv_mov_b32 v1, v999
\tv_mov_b32 v1, v2
\t# c
\t/* block
\t */
\tv_mov_b32 v1, v2
\tv_bogus v1, v2
\tv_mov_b32 v1, v2
\t  v_add_u32 v1, v2, s[0:1]
\tv_mov_b32 v1, v2
\tv_mov_b32 v1, v2, v3"""


def _llvm_mc(tmp_path, text):
    src = tmp_path / "in.s"
    src.write_text(text)
    out = tmp_path / "ref.o"
    r = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a",
                        "-filetype=obj", str(src), "-o", str(out)],
                       capture_output=True, text=True, check=False)
    return r, out


@pytest.mark.llvm19
def test_cached_lines_and_counts_as_llvm_mc(tmp_path):
    r, out = _llvm_mc(tmp_path, LINES)
    assert r.returncode == 0, r.stderr
    got = assemble(LINES, "in.s")
    assert not got.errors, [d.format() for d in got.diagnostics]
    assert got.data == out.read_bytes()


@pytest.mark.llvm19
def test_error_places_after_cached_lines_as_llvm_mc(tmp_path):
    r, _out = _llvm_mc(tmp_path, ERRORS)
    want = [(int(a), int(b), m) for a, b, m in
            re.findall(r"in\.s:(\d+):(\d+): error: (.*)", r.stderr)]
    got = [(d.line, d.col, d.message) for d in assemble(ERRORS, "in.s").diagnostics
           if d.severity == "error"]
    assert len(want) == 4
    assert got == want


def test_blank_and_comment_lines_change_nothing_but_line_numbers():
    """Padding every line with blank and comment lines (which the line cache keeps) gives the
    same bytes, and the errors move down by exactly the lines added before them."""
    body = ERRORS[len(HEAD):].split("\n")
    padded = HEAD + "\n".join(f"{line}\n\n\t; pad\n// pad" for line in body)
    plain, pad = assemble(ERRORS, "in.s"), assemble(padded, "in.s")
    assert [d.message for d in plain.diagnostics] == [d.message for d in pad.diagnostics]
    head = HEAD.count("\n")
    for a, b in zip(plain.diagnostics, pad.diagnostics):
        assert (b.line - head - 1) == (a.line - head - 1) * 4 and a.col == b.col
    clean = LINES.replace("\tv_mov_b32 v1, v2, v3", "")
    padded_clean = "\n".join(f"{line}\n\t; pad\n" for line in clean.split("\n"))
    one, two = assemble(clean, "in.s"), assemble(padded_clean, "in.s")
    assert not one.errors and not two.errors
    assert one.data == two.data


@pytest.mark.parametrize("size", [1, 7, 40, 200])
def test_small_line_windows_give_the_same_object_and_diagnostics(monkeypatch, size):
    """The plain-line loop reads the text a window of lines at a time (codeobj.asm.lexer
    ``WINDOW`` characters, cut at a line's end): with windows of a few characters -- a line
    each, or a few, ending anywhere in the text, a line longer than a window, a statement the
    tokenizer reads across windows -- the bytes, the next_free counts and the places of the
    errors are those of one window for the whole text."""
    from codeobj.asm import lexer

    long_line = "\tv_mov_b32 v1, v2" + " " * 300 + "; a line longer than a window"
    texts = [LINES, ERRORS, LINES + "\n", LINES.replace("\tv_mov_b32 v4, v2", long_line),
             ERRORS + "\n\n\t; trailing comment"]
    whole = [assemble(t, "in.s") for t in texts]
    monkeypatch.setattr(lexer, "WINDOW", size)
    for text, want in zip(texts, whole):
        got = assemble(text, "in.s")
        assert got.data == want.data
        assert [(d.line, d.col, d.severity, d.message) for d in got.diagnostics] == \
            [(d.line, d.col, d.severity, d.message) for d in want.diagnostics]
    assert whole[0].data is not None and whole[1].errors  # (the cases do what they say)


def test_line_window_cuts_whole_lines():
    """A window holds whole lines and their offsets; the next starts at the line it is
    asked for, numbered by the newlines before it; a position that is not the start of the
    line the count names gets no window."""
    from codeobj.asm.lexer import Lexer, LineWindow

    text = "a\nbb\n\nccc\nd"
    w = LineWindow(text, 0, 1, 0)
    assert w.lines == ["a", "bb", "", "ccc", "d"] and w.end == len(text)
    assert [w.lengths[k] + k for k in range(5)] == [0, 2, 5, 6, 10]
    lx = Lexer(text)
    assert lx.window(5, 3) is not None and lx.window(4, 3) is None  # (line 3 is at 5)
    assert lx.window(len(text), 5) is None
    import codeobj.asm.lexer as lexer_module

    old = lexer_module.WINDOW
    try:
        lexer_module.WINDOW = 3
        lx = Lexer(text)
        first = lx.window(0, 1)
        assert first is not None and first.lines == ["a"]
        later = lx.window(6, 4)  # (past the first window: counted, not read)
        assert later is not None and later.first == 4 and later.lines[0] == "ccc"
        assert lx.window(2, 2) is not None  # (back again: a window from that line)
    finally:
        lexer_module.WINDOW = old
