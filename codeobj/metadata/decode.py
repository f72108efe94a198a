"""Decoding code object metadata: V3+ MsgPack (NT_AMDGPU_METADATA) and V2 YAML (NT_AMD_HSA_METADATA).

Decoding is faithful: MsgPack maps keep their keys and order, integers stay
integers, floats floats, booleans booleans; binary blobs stay bytes.  Structural
limits (nesting depth, element counts) keep a hostile note from exhausting
memory or the stack; violations raise `MetadataError`.
"""

from __future__ import annotations

import functools
import math
import re
from typing import Any

from ..errors import MetadataError

__all__ = ["decode_msgpack_metadata", "decode_yaml_metadata", "merge_metadata", "to_plain"]

# Real metadata nests ~5 deep (root -> kernels -> kernel -> args -> arg -> value); the limit
# (``metadata_depth``, codeobj.limits) is 64 unless raised.
MAX_DEPTH = 64


def _check_structure(value: Any, what: str, offset: int | None, source: str | None) -> None:
    """Refuse nesting deeper than MAX_DEPTH (later recursive consumers, such as the JSON
    encoder, would fail on it).  The element count needs no check: every element takes at
    least one byte of the note, so it is bounded by the note's size.  A map key cannot be a
    map or an array: both are unhashable, so no dict can hold one as a key.

    Walked level by level, keeping only each level's containers; a container whose children
    are all scalars (most of metadata: the argument records) is passed over by a C-level
    `isdisjoint` of their types, ~2x faster than a Python step per child."""
    from ..limits import current_limits

    limit = current_limits().metadata_depth
    level = [value]
    depth = 1
    while level:
        if depth > limit:
            raise MetadataError(f"nesting deeper than the limit of {limit} levels (raise it "
                                "with --limit metadata-depth=N)", source=source,
                                structure=what, offset=offset)
        below: list[Any] = []
        for item in level:
            children = item.values() if type(item) is dict else item
            if _CONTAINERS.isdisjoint(map(type, children)):
                continue
            below += [c for c in children if type(c) is dict or type(c) is list]
        level = below
        depth += 1


_CONTAINERS = frozenset((dict, list))


def decode_msgpack_metadata(desc: bytes, *, source: str | None = None,
                            offset: int | None = None) -> dict[str, Any]:
    """Decode an NT_AMDGPU_METADATA descriptor into a dict (types kept)."""
    import msgpack

    what = "NT_AMDGPU_METADATA note"
    try:
        unpacker = msgpack.Unpacker(
            raw=False, strict_map_key=False, use_list=True, max_buffer_size=max(len(desc), 1),
            unicode_errors="surrogateescape",
        )
        unpacker.feed(desc)
        value = unpacker.unpack()
        try:
            unpacker.unpack()
        except msgpack.OutOfData:
            pass
        else:
            raise MetadataError("trailing data after the MsgPack document", source=source,
                                structure=what, offset=offset)
    except MetadataError:
        raise
    except msgpack.OutOfData as e:
        raise MetadataError("MsgPack document is truncated", source=source, structure=what,
                            offset=offset) from e
    except (ValueError, TypeError, msgpack.UnpackException, RecursionError) as e:
        raise MetadataError(f"invalid MsgPack: {e}", source=source, structure=what,
                            offset=offset) from e
    if not isinstance(value, dict):
        raise MetadataError(f"the MsgPack document is a {type(value).__name__}, not a map",
                            source=source, structure=what, offset=offset)
    _check_structure(value, what, offset, source)
    return value


def decode_yaml_metadata(desc: bytes, *, source: str | None = None,
                         offset: int | None = None) -> dict[str, Any]:
    """Decode a V2 NT_AMD_HSA_METADATA descriptor (YAML text) into a dict.

    Aliases are refused (LLVM never writes them, and they are the classic way to make a small
    YAML document expand into a huge one), and so is nesting past the ``metadata_depth`` limit,
    before the document is built (`codeobj.metadata.yaml_bounds`).
    """
    what = "NT_AMD_HSA_METADATA note"
    text = desc.rstrip(b"\0").decode("utf-8", "surrogateescape")
    from ruamel.yaml import YAML
    from ruamel.yaml.error import YAMLError

    from .yaml_bounds import bounded_events

    def fail(message: str) -> MetadataError:
        return MetadataError(message, source=source, structure=what, offset=offset)

    try:
        for _ in bounded_events(text, fail):
            pass
        value = YAML(typ="safe", pure=True).load(text)
    except MetadataError:
        raise
    except (YAMLError, ValueError, RecursionError) as e:
        raise MetadataError(f"invalid YAML: {e}".splitlines()[0], source=source, structure=what,
                            offset=offset) from e
    if value is None:
        value = {}
    if not isinstance(value, dict):
        raise MetadataError(f"the YAML document is a {type(value).__name__}, not a mapping",
                            source=source, structure=what, offset=offset)
    _check_structure(value, what, offset, source)
    return value


def merge_metadata(documents: list[dict[str, Any]]) -> dict[str, Any]:
    """Merge several V3+ metadata maps the way comgr does: one root, kernel lists joined.

    ld.lld concatenates the `.note` sections of its inputs, so a linked object
    can carry one NT_AMDGPU_METADATA note per input.
    """
    if not documents:
        return {}
    if len(documents) == 1:
        return documents[0]
    merged = dict(documents[0])
    # the lists are joined; a first document whose value is not a list keeps it (as any other
    # key: the first document's value wins), for check to report
    lists: dict[str, list[Any]] = {}
    for key in ("amdhsa.kernels", "amdhsa.printf"):
        value = merged.get(key)
        if value is None or isinstance(value, list):
            lists[key] = list(value or [])
    for doc in documents[1:]:
        for key, value in doc.items():
            if key in lists and isinstance(value, list):
                lists[key].extend(value)
            else:
                merged.setdefault(key, value)
    kernels = lists.get("amdhsa.kernels")
    if kernels is not None and (kernels or "amdhsa.kernels" in merged):
        merged["amdhsa.kernels"] = kernels
    printf = lists.get("amdhsa.printf")
    if printf:
        merged["amdhsa.printf"] = printf
    return merged


def to_plain(value: Any) -> Any:
    """A JSON-safe copy: bytes become hex strings, map keys become strings, iteratively safe."""
    if isinstance(value, dict):
        return {(k if isinstance(k, str) else _key_text(k)): to_plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_plain(v) for v in value]
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value).hex()
    if isinstance(value, float) and not math.isfinite(value):
        return repr(value)
    return value


def _key_text(key: Any) -> str:
    if isinstance(key, bytes):
        return key.hex()
    if isinstance(key, bool):
        return "true" if key else "false"
    return str(key)


# -- MsgPack metadata as llvm-readelf prints it ------------------------------------------------
#
# llvm-readelf shows NT_AMDGPU_METADATA through LLVM's YAML writer: map keys sorted, each key
# followed by ':' and padding to column 16 (one space when the key is longer), nested blocks
# indented by two, sequences of maps with the first key on the '- ' line, and strings quoted
# whenever plain YAML would read them back as something else.

_PLAIN_SAFE = frozenset("_-^., \t")
_INDICATORS = frozenset("-?:,[]{}#&*!|>'\"%@`")
_NULLS = frozenset({"null", "Null", "NULL", "~"})
_BOOLS = frozenset({"true", "True", "TRUE", "false", "False", "FALSE"})


_NUMERIC = re.compile(
    r"[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|0o[0-7]+|0x[0-9a-fA-F]+")
_SPECIAL_FLOATS = frozenset({".inf", ".Inf", ".INF", "-.inf", "-.Inf", "-.INF", "+.inf",
                             "+.Inf", "+.INF", ".nan", ".NaN", ".NAN"})


def _looks_numeric(s: str) -> bool:
    """YAML 1.2 core-schema numbers: ints (decimal, 0o, 0x), floats, .inf/.nan spellings."""
    if s in _SPECIAL_FLOATS:
        return True
    return any(c.isdigit() for c in s) and _NUMERIC.fullmatch(s) is not None


@functools.lru_cache(maxsize=4096)
def _quote_style(s: str) -> str:
    """'' (plain), 'single' or 'double', by the rules LLVM's YAML writer applies."""
    if not s:
        return "single"
    style = ""
    if s[0] in " \t" or s[-1] in " \t" or s in _NULLS or s in _BOOLS or _looks_numeric(s) \
            or s[0] in _INDICATORS:
        style = "single"
    for ch in s:
        code = ord(ch)
        if ch.isascii() and ch.isalnum() or ch in _PLAIN_SAFE:
            continue
        if ch in "\n\r":
            style = "single"
        elif code == 0x7F or code <= 0x1F or code >= 0x80:
            return "double"
        else:
            style = "single"
    return style


def _yaml_scalar(value: Any) -> str:
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is None:
        return "~"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, (bytes, bytearray)):
        value = bytes(value).decode("latin-1")
    text = str(value)
    style = _quote_style(text)
    if style == "single":
        return "'" + text.replace("'", "''") + "'"
    if style == "double":
        out = []
        for ch in text:
            code = ord(ch)
            if ch == '"':
                out.append('\\"')
            elif ch == "\\":
                out.append("\\\\")
            elif code <= 0x1F or code == 0x7F:
                out.append({"\n": "\\n", "\t": "\\t", "\r": "\\r", "\0": "\\0"}.get(
                    ch, f"\\x{code:02X}"))
            else:
                out.append(ch)
        return '"' + "".join(out) + '"'
    return text


def _sort_key(key: Any) -> tuple[Any, ...]:
    if isinstance(key, str):
        return (1, key.encode("utf-8", "surrogateescape"))
    return (0, str(key).encode())


def _emit_map(value: dict[str, Any], indent: int, first_prefix: str | None,
              lines: list[str]) -> None:
    pad = " " * indent
    for i, key in enumerate(sorted(value, key=_sort_key)):
        text_key = key if isinstance(key, str) else str(key)
        lead = first_prefix if (i == 0 and first_prefix is not None) else pad
        head = f"{lead}{_yaml_scalar(text_key)}:"
        _emit_value(value[key], head, len(_yaml_scalar(text_key)), indent, lines)


def _emit_value(child: Any, head: str, key_width: int, indent: int, lines: list[str]) -> None:
    padding = " " * (16 - key_width) if key_width < 16 else " "
    if isinstance(child, dict) and child:
        lines.append(head)
        _emit_map(child, indent + 2, None, lines)
    elif isinstance(child, list) and child:
        lines.append(head)
        _emit_seq(child, indent + 2, lines)
    elif isinstance(child, (dict, list)):
        lines.append(head + padding + ("{}" if isinstance(child, dict) else "[]"))
    else:
        lines.append(head + padding + _yaml_scalar(child))


def _emit_seq(value: list[Any], indent: int, lines: list[str]) -> None:
    pad = " " * indent
    for item in value:
        if isinstance(item, dict) and item:
            _emit_map(item, indent + 2, pad + "- ", lines)
        elif isinstance(item, list) and item:
            lines.append(pad + "-")
            _emit_seq(item, indent + 2, lines)
        elif isinstance(item, dict):
            lines.append(pad + "- {}")
        elif isinstance(item, list):
            lines.append(pad + "- []")
        else:
            lines.append(pad + "- " + _yaml_scalar(item))


def to_llvm_yaml(document: dict[str, Any]) -> str:
    """A V3+ metadata map as the YAML document llvm-readelf prints (``---`` to ``...``)."""
    lines = ["---"]
    _emit_map(document, 0, None, lines)
    lines.append("...")
    return "\n".join(lines) + "\n"
