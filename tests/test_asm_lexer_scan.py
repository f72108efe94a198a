"""The assembler lexer's scans done in C (codeobj/asm/lexer.py): identifiers and string
literals by a regular expression, a raw block (``.amdgpu_metadata`` ... ``.end_amdgpu_metadata``)
found by a search and cut by ``str.split``.  Each must give what a character-by-character or
line-by-line reading gives: the same tokens, lines, end line and lexer position."""

from __future__ import annotations

import itertools
import random

import pytest

from codeobj.asm.lexer import _IDENT_CHARS, IDENT, STRING, LexError, Lexer

END = ".end_amdgpu_metadata"


def _ident_by_chars(text: str, start: int) -> int:
    end = start + 1
    while end < len(text) and text[end] in _IDENT_CHARS:
        end += 1
    return end


@pytest.mark.parametrize("text", [
    "abc", "_Z3fooPKc.kd", "a$b@c?d.e_f9 rest", "x\u00e9y", "name\u212a", ".L1+2",
    "a" * 300 + "-b", "s_mov_b32\ts0", "v\u0660",
])
def test_identifier_ends_where_its_characters_end(text: str) -> None:
    tok = Lexer(text).statement()[0][0]
    assert tok.kind == IDENT
    assert tok.end == _ident_by_chars(text, 0)
    assert tok.text == text[:tok.end]


@pytest.mark.parametrize("body, value", [
    ('"axG"', b"axG"),
    ('"a\\tb\\"c\\\\d"', b'a\tb"c\\d'),
    ('"\u00e9\u20ac\\x41\\101"', "\u00e9\u20ac".encode() + b"AA"),
    ('"\udcff"', b"\xff"),  # (a byte read with surrogateescape goes back as that byte)
    ('""', b""),
    ('"' + "x" * 500 + '"', b"x" * 500),
])
def test_string_literal_value(body: str, value: bytes) -> None:
    tok = Lexer(f".ascii {body}").statement()[0][1]
    assert tok.kind == STRING
    assert tok.value == value
    assert tok.text == body


@pytest.mark.parametrize("text", ['.ascii "abc', '.ascii "ab\ncd"'])
def test_unterminated_string(text: str) -> None:
    with pytest.raises(LexError, match="unterminated string constant"):
        Lexer(text).statement()


def _state(lx: Lexer) -> tuple[int, int, int]:
    return lx.pos, lx.line, lx.line_start


def _both(text: str, start: int = 0, line: int = 1, line_start: int = 0) -> None:
    fast, slow = Lexer(text), Lexer(text)
    for lx in (fast, slow):
        lx.pos, lx.line, lx.line_start = start, line, line_start
    got = fast.raw_block(END)
    want = slow._raw_block_lines(END)
    assert got == want, text
    assert _state(fast) == _state(slow), text


ENDS = [
    END, "\t" + END, "  " + END.upper() + "  ", END + " ; comment", END + "\r",
    "\u00a0" + END + "\u2003",  # (other whitespace: str.strip() removes it)
    END + " extra",  # (not an end: more text)
    END + "x",
    "x" + END,
    "; " + END,  # (a comment)
    END.replace("a", "\u0430"),  # (a Cyrillic a: not the end)
]
BODY = ["amdhsa.version:", "  - 1", "  - 2 ; with a comment", "", "\t", "key: 'a;b'",
        "  .name: foo\r"]


@pytest.mark.parametrize("end_line", ENDS)
@pytest.mark.parametrize("tail", ["\nafter\n", "\n", ""])
def test_raw_block_fast_and_slow_agree(end_line: str, tail: str) -> None:
    for k in range(len(BODY) + 1):
        body = "".join(line + "\n" for line in BODY[:k])
        _both(body + end_line + tail)
        _both(body + end_line + "\n" + END + tail)  # (a second, real end after it)


def test_raw_block_random_lines_agree() -> None:
    rng = random.Random(7)
    pieces = BODY + ENDS + ["", " ", ";", "a;" + END]
    for _ in range(400):
        lines = [rng.choice(pieces) for _ in range(rng.randint(0, 12))]
        text = "\n".join(lines) + rng.choice(["", "\n"])
        _both(text)
        # from the start of a later line, with the line count carried
        cut = [i + 1 for i, c in enumerate(text) if c == "\n"]
        for at, number in itertools.islice(zip(cut, itertools.count(2)), 3):
            _both(text, at, number, at)


def test_raw_block_from_inside_a_line() -> None:
    text = "x: 1\n  " + END + "\nrest\n"
    _both(text, 2, 1, 0)  # (not at a line start: read a line at a time)
    lx = Lexer(text)
    lx.pos = 2
    assert lx.raw_block(END) == ([" 1"], "  " + END, 2)


def test_raw_block_without_end() -> None:
    text = "a: 1\nb: 2\n"
    lx = Lexer(text)
    assert lx.raw_block(END) is None
    assert _state(lx) == (len(text), 3, len(text))
