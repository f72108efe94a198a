"""The entry point's reader of plain command lines, without click (see cli/main.py).

A command whose start-up matters (`build`, `disasm`) declares which options a plain command
line may hold -- flags, and options with one plain string value -- and this reads such a line
exactly as click does.  Anything else (``--help``, an option whose value click checks or
converts, ``--``, combined short flags, a flag given a value, a value that looks like an
option, a mistake) makes it give up, and the line goes to the click command, which says what
is wrong as it always did.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any


def read_plain_args(args: list[str], kinds: Mapping[str, tuple[str, str, object]],
                    options: dict[str, Any]) -> list[str] | None:
    """Read ``args`` into ``options`` (which holds the defaults) and give the positional
    arguments, or None when click should read the line.  ``kinds`` maps each flag to
    ``(keyword, kind, value)``: kind "flag" sets ``options[keyword] = value``, "value" sets
    it to the option's value, "multiple" adds the value to a tuple."""
    positional: list[str] = []
    i, n = 0, len(args)
    while i < n:
        token = args[i]
        i += 1
        if not token.startswith("-") or token == "-":  # "-": standard input
            positional.append(token)
            continue
        if token.startswith("--"):
            name, eq, value = token.partition("=")
        else:  # -o FILE, -oFILE
            name, value = token[:2], token[2:]
            eq = "=" if value else ""
        entry = kinds.get(name)
        if entry is None:
            return None
        keyword, kind, flag_value = entry
        if kind == "flag":
            if eq:
                return None  # (a flag given a value, or combined short flags)
            options[keyword] = flag_value
            continue
        if not eq:
            if i == n:
                return None
            value = args[i]
            i += 1
        if value.startswith("-") and value != "-":
            return None  # click would take it as the value; let it say so
        if kind == "multiple":
            options[keyword] += (value,)
        else:
            options[keyword] = value
    return positional
