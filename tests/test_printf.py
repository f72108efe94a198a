"""printf metadata entries (codeobj.metadata.printf) and what `codeobj check` says of them.

The referee for how many arguments a format takes is clang 19 itself: it writes N, the call's
argument count, into every entry; `format_arguments` must give the same N for every format
clang accepts without a warning.  The hand-made cases pin the parts of the syntax one by one.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from codeobj.check import check_file
from codeobj.elf.model import CodeObject
from codeobj.metadata.printf import PrintfCall, format_arguments, parse_printf

from . import refs

PRINTF = refs.TESTDATA / "printf"


@pytest.mark.parametrize(("fmt", "count"), [
    ("", 0), ("plain\\n", 0), ("%d", 1), ("%%", 0), ("100%% %d%%", 1), ("%d %i %u %x %X %o", 6),
    ("%f %F %e %E %g %G %a %A", 8), ("%c %s %p", 3), ("%5.2f %-#8lx %+d % d %08.3e", 5),
    ("%hhd %hd %ld %lld %jd %zd %td %Lf", 8), ("%v4d %v2hlf %v3f %v8hd %v16hhu", 5),
    ("%*d", 2), ("%.*f", 2), ("%*.*ld", 3), ("%-*s|%*.*e", 5), ("%.f %.0d", 2),
    ("tab\there \\72 %d\\n", 1),
])
def test_format_arguments(fmt, count):
    assert format_arguments(fmt) == count


@pytest.mark.parametrize("fmt", ["%", "%y", "100%!", "%v5d", "%ld%", "%-%"])
def test_unreadable_formats(fmt):
    with pytest.raises(ValueError, match="character"):
        format_arguments(fmt)


def test_parse_entries():
    assert parse_printf("1:0:none\\n") == PrintfCall(1, (), "none\\n")
    call = parse_printf("5:3:4:4:8:hello %d\\72 %f %ld\\n")
    assert (call.id, call.sizes, call.format) == (5, (4, 4, 8), "hello %d\\72 %f %ld\\n")
    assert call.text == "hello %d: %f %ld\n"
    assert parse_printf("7:1:4:a:b:c").format == "a:b:c"  # raw colons stay in the format
    assert parse_printf("2:1:4:").format == ""


@pytest.mark.parametrize(("entry", "message"), [
    ("", "expected ID:N"), ("1:2", "expected ID:N"), ("x:0:f", "ID 'x'"), ("1:y:f", "N 'y'"),
    ("1:2:4:f", "N is 2 but 1 argument size"), ("1:1:zz:f", "size 0 'zz'"),
    ("1:1:0:f", "size 0 is 0"), ("4294967296:0:f", "does not fit 32 bits"),
    ("9" * 5000 + ":0:f", "ID 9{20}[.][.][.] [(]5000 digits[)] does not fit 32 bits"),
    ("1:" + "9" * 5000 + ":f", "N 9{20}[.][.][.] [(]5000 digits[)] does not fit 32 bits"),
    ("1:2:4:%*d\\n", "no size for '\\*' widths"), ("3:2:4:%f %F", "%F and %A"), ("1:-1:f", "N '-1'"), ("1:\u0663:f", "N"),
])
def test_malformed_entries(entry, message):
    with pytest.raises(ValueError, match=message):
        parse_printf(entry)
    with pytest.raises(TypeError):
        parse_printf(7)


def _entries(path: Path) -> list[str]:
    return CodeObject(path.read_bytes()).metadata["amdhsa.printf"]


@pytest.mark.parametrize("name", ["printf-gfx90a-v5.o", "printf-gfx1100-v4.o"])
def test_clang_entries_read_and_agree(name):
    entries = _entries(PRINTF / name)
    assert len(entries) == 5
    for entry in entries:
        call = parse_printf(entry)
        assert format_arguments(call.format) == len(call.sizes), entry
    assert [f for f in check_file(PRINTF / name) if f.rule.startswith("printf")] == []


def test_star_formats_are_reported():
    found = [f for f in check_file(PRINTF / "star-gfx90a-v5.o") if f.rule.startswith("printf")]
    assert sorted((f.rule, f.path) for f in found) == [
        ("printf-malformed", "amdhsa.printf[0]"), ("printf-malformed", "amdhsa.printf[1]")]
    assert all("no size for '*' widths" in f.message and f.severity == "error" for f in found)


_FORMATS = [
    "%d|%i|%u|%x|%X|%o|%c", "%f %e %E %g %G %a", "%ld %lu %lx %hd %hhd %hu",
    "%5d %-5d %05d %+d % d %#x %#o", "%.3f %10.4e %-12.1g %.0f", "%s and %p", "50%% %d",
    "%v2d %v3d %v4d %v8d %v16d", "%v2hlf %v4hlf %v2lf", "%v4hd %v8hhd %v2ld %v2lu",
    "%c%c%c", "no conversions at all",
]
# Formats for which clang 19 writes fewer sizes than arguments: no size for %F, %A and '*'.
_SHORT = ["%f %F %e %E %g %G %a %A", "%*d", "%-*.*f|%A", "%.*e %F"]
_ARGS = {"d": "1", "i": "2", "u": "3u", "x": "4", "X": "5", "o": "6", "c": "'c'", "f": "f",
         "F": "f", "e": "f", "E": "f", "g": "f", "G": "f", "a": "f", "A": "f", "s": '"s"',
         "p": "p"}


def _argument(conversion: str) -> str:
    import re

    m = re.fullmatch(r"%[-+ #0]*[0-9]*(?:\.[0-9]*)?(v\d+)?(hh|hl|h|ll|l)?([a-zA-Z])", conversion)
    assert m is not None, conversion
    vector, length, kind = m.groups()
    scalar = {"hh": "char", "h": "short", "l": "long", "ll": "long"}.get(length or "", "int")
    if kind in "uxXo":
        scalar = "u" + scalar
    if kind in "fFeEgGaA":
        scalar = "double" if length == "l" else "float"
    if vector:
        return f"({scalar}{vector[1:]})(1)" if scalar != "double" else f"(double{vector[1:]})(1.0)"
    if length and kind in "diuxXo":
        return f"({scalar})1"
    return _ARGS[kind]


@pytest.mark.llvm19
def test_every_format_clang_accepts(tmp_path):
    # One kernel per format, with arguments of the types the format asks for; clang must accept
    # it without a -Wformat warning, and its N must equal ours.
    import re

    lines = []
    for i, fmt in enumerate(_FORMATS + _SHORT):
        convs = re.findall(r"%[-+ #0]*(\*|[0-9]*)(?:\.(\*|[0-9]*))?((?:v\d+)?(?:hh|hl|h|ll|l)?[a-zA-Z])",
                           fmt)
        args = "".join(", 3" * ((w == "*") + (p == "*")) + ", " + _argument("%" + c)
                       for w, p, c in convs)
        lines.append(f'__kernel void k{i}(__global int *p, float f) {{ printf("{fmt}\\n"{args}); }}')
    src = tmp_path / "formats.cl"
    src.write_text("\n".join(lines) + "\n")
    out = tmp_path / "formats.o"
    run = subprocess.run(
        ["clang-19", "-x", "cl", "-Xclang", "-finclude-default-header", "-nogpulib",
         "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-O1", "-Werror=format", "-c",
         str(src), "-o", str(out)], check=False, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    entries = _entries(out)
    assert len(entries) == len(_FORMATS) + len(_SHORT)
    short = 0
    for entry in entries:
        fmt = entry.rsplit(":", 1)[1][:-2]  # none of these formats has a colon; drop the \n
        if fmt in _SHORT:
            short += 1
            with pytest.raises(ValueError, match="as LLVM 19 writes it"):
                parse_printf(entry)
            continue
        call = parse_printf(entry)
        assert format_arguments(call.format) == len(call.sizes), entry
    assert short == len(_SHORT)
    found = [f for f in check_file(out) if f.rule.startswith("printf")]
    assert [f.rule for f in found] == ["printf-malformed"] * len(_SHORT)
