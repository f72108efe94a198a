"""YAML text of reports (`codeobj dump --yaml`): block style, the keys in their order.

The content is the JSON report's (`codeobj.jsonout`): binary values are hex strings, map keys
are strings, non-finite floats are ``"nan"``/``"inf"``/``"-inf"``.  A string is written plain
only when every YAML reader takes it back as that string: YAML 1.2's core schema and YAML 1.1's
(whose ``yes``, ``off``, ``1:30`` or ``0b101`` are booleans and numbers); anything else is
double-quoted with JSON's escapes, which YAML's double-quoted style shares.

ruamel.yaml's emitter, used before, took 6.5 s for librocrand's seven code objects; this one
writes the same content (tests/test_dump_yaml.py reads it back) in 0.4 s.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable

from .jsonout import json_safe

__all__ = ["write_yaml"]

# Plain scalars that stay strings in every YAML reader: start with a letter, '_', '.' or '/',
# go on with those, digits and '-'; and are not one of the words YAML 1.1/1.2 read as
# booleans, nulls or special floats.
_PLAIN = re.compile(r"[A-Za-z_./][A-Za-z0-9_./-]*")
_NUMERIC = re.compile(r"[-+.0-9_eE]+")  # '.5', '1e3' and the like: numbers to some reader
_RESERVED = frozenset({
    "y", "n", "yes", "no", "true", "false", "on", "off", "null", "~", ".inf", ".nan", "-.inf",
    "+.inf", "nan", "inf",
})


def _scalar(value) -> str:
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        # finite (json_safe turned the others into strings); YAML 1.1 wants a dot: 1.0e+300
        text = repr(value)
        if "." not in text:
            mantissa, e, exponent = text.partition("e")
            text = f"{mantissa}.0{e}{exponent}"
        return text
    if _PLAIN.fullmatch(value) and value.lower() not in _RESERVED and not _NUMERIC.fullmatch(value):
        return value
    return json.dumps(value)


def write_yaml(value, write: Callable[[str], object]) -> None:
    """Write ``value`` (a report: dicts, lists and scalars) as a YAML block document."""
    lines: list[str] = []
    _node(json_safe(value), "", lines)
    for start in range(0, len(lines), 4096):
        write("".join(lines[start:start + 4096]))


def _node(value, indent: str, lines: list[str]) -> None:
    """The lines of a collection at ``indent`` (each ends with a newline)."""
    if isinstance(value, dict):
        for key, item in value.items():
            head = f"{indent}{_scalar(key if isinstance(key, str) else _key(key))}:"
            _item(head, item, indent, lines, nested_indent=indent + "  ")
    else:
        for item in value:
            if isinstance(item, dict) and item:
                # "- first: value" then the other keys under it
                sub: list[str] = []
                _node(item, indent + "  ", sub)
                sub[0] = f"{indent}- {sub[0][len(indent) + 2:]}"
                lines += sub
            else:
                _item(f"{indent}-", item, indent, lines, nested_indent=indent + "  ")


def _item(head: str, item, indent: str, lines: list[str], nested_indent: str) -> None:
    if isinstance(item, (dict, list)):
        if not item:
            lines.append(f"{head} {'{}' if isinstance(item, dict) else '[]'}\n")
            return
        lines.append(head + "\n")
        _node(item, nested_indent, lines)
    else:
        lines.append(f"{head} {_scalar(item)}\n")


def _key(key) -> str:
    return json.dumps(key)  # json_safe leaves int/float/bool/None keys: their JSON text
