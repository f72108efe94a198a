"""JSON text of reports (`codeobj dump --json`), written in pieces.

The text is what ``json.dumps`` gives (``", "`` and ``": "`` separators, ASCII only), with
the values MsgPack can hold and JSON cannot made valid JSON:

- binary values (MsgPack bin) are hex strings, as everywhere in the report;
- map keys that are not strings are text: numbers as JSON writes them, ``true``/``false``,
  ``null``, binary keys as hex (``json.dumps`` refuses those);
- non-finite floats are the strings ``"nan"``, ``"inf"`` and ``"-inf"`` (``json.dumps``
  would write ``NaN``, which JSON parsers reject).

`write_json` writes a large report as a few hundred pieces instead of one string: encoding
4.7 MB of JSON at once builds the whole text (and its encoded bytes) next to the report, and
the fresh memory that takes costs more time than the encoding itself.  The bytes are the same
either way (tests/test_dump_perf_invariants.py).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from typing import Any

__all__ = ["encode_json", "json_safe", "write_json"]

# List elements encoded together: small enough that each piece's memory is reused by the
# next, large enough that the per-call cost of the encoder stays small.
_PIECE = 16
# How deep write_json splits maps and lists (report -> "metadata" -> "amdhsa.kernels").
_SPLIT_DEPTH = 3


def _default(value: Any) -> Any:
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value).hex()
    raise TypeError(f"{type(value).__name__} is not JSON serialisable")


# No cycle check: reports are trees built from decoded notes (YAML aliases, the one way to
# share nodes, are refused), and the check costs ~10% of the encoding time.
_COMPACT = json.JSONEncoder(default=_default, check_circular=False, allow_nan=False)
_INDENTED = json.JSONEncoder(default=_default, check_circular=False, allow_nan=False, indent=2)


def json_safe(value: Any) -> Any:
    """A copy of ``value`` that the standard encoder takes as it stands (see the module doc)."""
    if isinstance(value, dict):
        return {_key_text(k): json_safe(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_safe(v) for v in value]
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value).hex()
    if isinstance(value, float) and not math.isfinite(value):
        return repr(value)
    return value


def _key_text(key: Any) -> Any:
    if isinstance(key, (bytes, bytearray, memoryview)):
        return bytes(key).hex()
    if isinstance(key, float) and not math.isfinite(key):
        return repr(key)
    return key  # str, int, float, bool, None: the encoder writes them as JSON does


def encode_json(value: Any, indent: int | None = None) -> str:
    """The JSON text of ``value`` in one string."""
    encoder = _COMPACT if indent is None else _INDENTED
    if indent not in (None, 2):
        encoder = json.JSONEncoder(default=_default, check_circular=False, allow_nan=False,
                                   indent=indent)
    try:
        return encoder.encode(value)
    except (TypeError, ValueError):
        # A binary map key or a non-finite float somewhere (or a real bug, which the second
        # attempt raises again).
        return encoder.encode(json_safe(value))


def write_json(value: Any, write: Callable[[str], object], depth: int = _SPLIT_DEPTH) -> None:
    """Write the compact JSON text of ``value`` (exactly ``encode_json(value)``) in pieces."""
    kind = type(value)
    if depth and kind is dict:
        if not all(type(k) is str for k in value):
            write(encode_json(value))  # keys JSON rewrites: one piece, by the rules above
            return
        separator = "{"
        for key, item in value.items():
            write(separator + _COMPACT.encode(key) + ": ")
            separator = ", "
            write_json(item, write, depth - 1)
        write("{}" if separator == "{" else "}")
    elif depth and kind is list and len(value) > _PIECE:
        write("[")
        for start in range(0, len(value), _PIECE):
            text = encode_json(value[start:start + _PIECE])
            write(text[1:-1] if start == 0 else ", " + text[1:-1])
        write("]")
    else:
        write(encode_json(value))
