"""OpenCL printf calls as the metadata lists them (``amdhsa.printf``; V2: ``Printf``).

Each entry is one ``printf`` call site: ``ID:N:S[0]:...:S[N-1]:FORMAT``, where ``ID`` names the
call (the device writes it into the printf buffer, the runtime looks the format up by it), ``N``
is the number of arguments after the format and ``S[i]`` the size in bytes of each (a vector
argument counts once, with the vector's size).  LLVM writes the format with two escapes: a
newline as the two characters ``\\n`` and ``:`` as ``\\72``; everything else is as the source
has it (so ``\\n`` may also be a backslash followed by ``n``: the text cannot tell).

``parse_printf`` reads one entry; ``format_arguments`` counts the arguments a format consumes
(C99 conversions with OpenCL's vector specifier ``%v4f``, ``*`` widths and precisions).
"""

from __future__ import annotations

import re

from .._record import record

__all__ = ["PrintfCall", "format_arguments", "parse_printf"]


@record(frozen=True)
class PrintfCall:
    """One printf call site: ``id``, the argument ``sizes`` and the ``format`` as written in
    the metadata (escapes kept); ``text`` is the format with LLVM's two escapes undone."""

    id: int
    sizes: tuple[int, ...]
    format: str

    @property
    def text(self) -> str:
        return self.format.replace("\\72", ":").replace("\\n", "\n")


def parse_printf(entry: str) -> PrintfCall:
    """Read one metadata entry; ``ValueError`` (``TypeError`` for a non-string) says what is
    wrong with a malformed one."""
    if not isinstance(entry, str):
        raise TypeError(f"a printf entry must be a string, not {type(entry).__name__}")
    head = entry.split(":", 2)
    if len(head) < 3:
        raise ValueError("expected ID:N:SIZES...:FORMAT")
    call_id, count = (_number(field, what) for field, what in zip(head, ("ID", "N")))
    fields = head[2].split(":", count)
    if len(fields) <= count:
        given = len(fields) - 1
        hint = ""
        try:
            if _llvm_sized(fields[-1]) == given:
                hint = (" (as LLVM 19 writes it: no size for '*' widths and precisions or for "
                        "%F and %A conversions; a runtime reading N sizes takes the format for "
                        "a size)")
        except ValueError:
            pass
        raise ValueError(f"N is {count} but {given} argument size{'s' * (given != 1)} and a "
                         f"format follow{hint}")
    sizes = tuple(_number(field, f"size {i}") for i, field in enumerate(fields[:count]))
    for i, size in enumerate(sizes):
        if size == 0:
            raise ValueError(f"size {i} is 0")
    return PrintfCall(call_id, sizes, fields[count])


def _number(text: str, what: str) -> int:
    if not text.isascii() or not text.isdigit():
        raise ValueError(f"{what} {text!r} is not a decimal number")
    if len(text.lstrip("0")) > 10:  # (int() refuses 4,300 digits and more)
        raise ValueError(f"{what} {text[:20]}... ({len(text)} digits) does not fit 32 bits")
    value = int(text)
    if value >= 1 << 32:
        raise ValueError(f"{what} {value} does not fit 32 bits")
    return value


# % [flags] [width] [.precision] [vector] [length] conversion
_CONVERSION = re.compile(
    r"%(?P<flags>[-+ #0]*)(?P<width>\*|[0-9]+)?(?:\.(?P<precision>\*|[0-9]*))?"
    r"(?P<vector>v(?:16|2|3|4|8))?(?P<length>hh|hl|h|ll|l|j|z|t|L)?(?P<conversion>[diouxXfFeEgGaAcspn%])")


def format_arguments(fmt: str) -> int:
    """How many arguments ``fmt`` consumes; ``ValueError`` names a conversion it cannot read
    (at its character offset in ``fmt``)."""
    return _count(fmt, llvm=False)


def _llvm_sized(fmt: str) -> int:
    """How many argument sizes LLVM 19 writes for ``fmt``: one per conversion, except the
    %F and %A conversions and '*' widths and precisions (tests/test_printf.py shows it)."""
    return _count(fmt, llvm=True)


def _count(fmt: str, llvm: bool) -> int:
    count = 0
    at = fmt.find("%")
    while at >= 0:
        m = _CONVERSION.match(fmt, at)
        if m is None:
            raise ValueError(f"unknown conversion {fmt[at:at + 4]!r}... at character {at}")
        if m["conversion"] == "%":
            if m.end() - at != 2:
                raise ValueError(f"'%%' with flags or a width at character {at}")
        elif llvm:
            count += m["conversion"] not in "FA"
        else:
            count += 1 + (m["width"] == "*") + (m["precision"] == "*")
        at = fmt.find("%", m.end())
    return count
