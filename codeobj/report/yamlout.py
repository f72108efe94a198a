"""YAML text of reports (`codeobj dump --yaml`): block style, the keys in their order.

The content is the JSON report's (`codeobj.report.jsonout`): binary values are hex strings, map keys
are strings, non-finite floats are ``"nan"``/``"inf"``/``"-inf"``.  A string is written plain
only when every YAML reader takes it back as that string: YAML 1.2's core schema and YAML 1.1's
(whose ``yes``, ``off``, ``1:30`` or ``0b101`` are booleans and numbers); anything else is
double-quoted with JSON's escapes, which YAML's double-quoted style shares.

ruamel.yaml's emitter, used before, took 6.5 s for librocrand's seven code objects; this one
writes the same content (tests/test_dump_yaml.py reads it back) in 0.3 s, and a host library
is written by worker processes as --json is (librocsparse: 55 s -> 21 s on a busy machine).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from typing import Any

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


_QUOTED: dict[str, str] = {}  # text of each string seen: reports repeat their keys and values


def _string(value: str) -> str:
    text = _QUOTED.get(value)
    if text is None:
        if _PLAIN.fullmatch(value) and value.lower() not in _RESERVED \
                and not _NUMERIC.fullmatch(value):
            text = value
        else:
            text = json.dumps(value)
        if len(_QUOTED) < 1 << 16:
            _QUOTED[value] = text
    return text


def _scalar(value: Any) -> str:
    kind = type(value)
    if kind is str:
        return _string(value)
    if kind is int:
        return str(value)
    if kind is bool:
        return "true" if value else "false"
    if value is None:
        return "null"
    if kind is float:
        if not math.isfinite(value):
            return json.dumps(repr(value))  # "nan", "inf", "-inf", as the JSON report has them
        # YAML 1.1 wants a dot in a float: 1.0e+300
        text = repr(value)
        if "." not in text:
            mantissa, e, exponent = text.partition("e")
            text = f"{mantissa}.0{e}{exponent}"
        return text
    if isinstance(value, (bytes, bytearray, memoryview)):
        return _string(bytes(value).hex())
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(int(value))
    if isinstance(value, str):
        return _string(str(value))
    raise TypeError(f"{type(value).__name__} has no YAML form here")


def _key(key: object) -> str:
    """A map key as the JSON report has it: always a string."""
    if type(key) is str:
        return _string(key)
    if isinstance(key, (bytes, bytearray, memoryview)):
        return _string(bytes(key).hex())
    if isinstance(key, float) and not math.isfinite(key):
        return _string(repr(key))
    return _string(json.dumps(key))  # 7 -> "7", True -> "true", None -> "null", 2.5 -> "2.5"


def write_yaml(value: Any, write: Callable[[str], object]) -> None:
    """Write ``value`` (a report: dicts, lists and scalars) as a YAML block document."""
    lines: list[str] = []
    if type(value) in (dict, list, tuple) and value:
        _node(value, "", lines)
    else:
        lines.append(_scalar(value) + "\n" if type(value) not in (dict, list, tuple)
                     else ("{}\n" if type(value) is dict else "[]\n"))
    for start in range(0, len(lines), 4096):
        write("".join(lines[start:start + 4096]))


_COLLECTIONS = (dict, list, tuple)


def _node(value: Any, indent: str, out: list[str]) -> None:
    """Append the lines of a non-empty collection at ``indent`` (each ends with a newline)."""
    child = indent + "  "
    if type(value) is dict:
        for key, item in value.items():
            _entry(indent + (_string(key) if type(key) is str else _key(key)) + ":", item,
                   child, out)
        return
    for item in value:
        if type(item) is dict and item:
            # "- first: value", the other keys under it
            start = len(out)
            _node(item, child, out)
            out[start] = indent + "- " + out[start][len(child):]
        else:
            _entry(indent + "-", item, child, out)


def _entry(head: str, item: Any, child: str, out: list[str]) -> None:
    """``head`` (``key:`` or ``-``) and its value: inline, or as a collection under it."""
    kind = type(item)
    if kind not in _COLLECTIONS and isinstance(item, tuple):
        # a named tuple (msgpack's ExtType in a metadata note: (code, data)) is a list, as
        # the JSON report has it
        item, kind = tuple(item), tuple
    if kind not in _COLLECTIONS:
        out.append(f"{head} {_scalar(item)}\n")
    elif not item:
        out.append(head + (" {}\n" if kind is dict else " []\n"))
    else:
        out.append(head + "\n")
        _node(item, child, out)
