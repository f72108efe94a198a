"""``.amdgpu_metadata`` YAML -> the MsgPack note, exactly as llvm-mc converts it.

llvm-mc reads the YAML into a MsgPack document without a schema, so the type of each scalar
comes from its text alone, whatever its quoting or tag (checked against llvm-mc-19, see
tests/test_asm_metadata.py):

1. an unsigned integer (decimal, ``0x``/``0X`` hex, ``0b`` binary, ``0o`` or leading-``0``
   octal; 64-bit) becomes an unsigned integer;
2. otherwise a negative integer of the same forms that fits in 64 bits becomes a signed one;
3. otherwise ``y Y yes Yes YES true True TRUE on On ON`` / ``n N no No NO false False FALSE off
   Off OFF`` become booleans;
4. otherwise a number ``strtod`` accepts in full (``1.5``, ``1e3``, ``09``, ``+5``, ``nan``,
   ``inf``, hex floats) becomes a float -- which llvm-mc 19's writer emits as MsgPack nil;
5. anything else is a string.

An empty value becomes an empty array.  Maps are written with their keys sorted (llvm's
``msgpack::Document`` keeps maps ordered), integers in their shortest encoding.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Protocol, cast

from ..errors import MetadataError
from ..limits import current_limits

__all__ = ["document_to_msgpack", "resolve_scalar", "v2_metadata_note", "yaml_to_document",
           "yaml_to_msgpack"]

_TRUE = {"y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"}
_FALSE = {"n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"}
_FLOAT = re.compile(
    r"""[+-]?(
        ((\d+\.?\d*|\.\d+)([eE][+-]?\d+)?)
      | (0[xX]([0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)([pP][+-]?\d+)?)
      | (inf(inity)?) | (nan(\([0-9A-Za-z_]*\))?)
    )""",
    re.VERBOSE | re.IGNORECASE,
)


class _Float:
    """A float scalar: llvm-mc 19 writes it as nil; kept distinct so callers can tell."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Float) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)

    def __repr__(self) -> str:
        return f"float({self.text})"


def _unsigned(text: str) -> int | None:
    """llvm::getAsUnsignedInteger with radix auto-detection; None when it refuses."""
    if not text:
        return None
    low = text.lower()
    if low.startswith("0x"):
        digits, base = text[2:], 16
    elif low.startswith("0b"):
        digits, base = text[2:], 2
    elif low.startswith("0o"):
        digits, base = text[2:], 8
    elif text.startswith("0") and len(text) > 1:
        digits, base = text[1:], 8
    else:
        digits, base = text, 10
    if _RADIX_DIGITS[base].fullmatch(digits) is None:
        return None
    if len(digits.lstrip("0")) > 64:  # past 2**64 in any radix (int() refuses 4,300 digits)
        return None
    value = int(digits, base)
    return value if value < 1 << 64 else None

# the digits of each radix (ASCII only: llvm::getAsUnsignedInteger takes no other)
_RADIX_DIGITS = {2: re.compile("[01]+"), 8: re.compile("[0-7]+"), 10: re.compile("[0-9]+"),
                 16: re.compile("[0-9a-fA-F]+")}


def resolve_scalar(text: str) -> object:
    """The MsgPack value llvm-mc gives a YAML scalar (``int``, ``bool``, float marker, ``str``)."""
    value = _unsigned(text)
    if value is not None:
        return value
    if text.startswith("-"):
        magnitude = _unsigned(text[1:])
        if magnitude is not None and magnitude <= 1 << 63:
            return -magnitude
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    if _FLOAT.fullmatch(text):
        return _Float(text)
    return text


def yaml_to_document(text: str, shared: bool = False) -> object:
    """The document llvm-mc builds from ``text`` (dicts, lists, resolved scalars).

    ``shared``: for a caller that does not change the document -- maps of scalars written
    the same way (the same lines) are one dict wherever they appear: metadata repeats its
    argument maps (rocPRIM's 2,000 are 290 distinct), and the checks and the packing then
    see each once (by the block layout's reader; the YAML parser's maps are never shared).

    A document in the plain block layout clang writes is read by :func:`_block_document`
    without a YAML library (importing and running PyYAML was ~10% of assembling a large
    ``clang -S`` file); anything else goes to a YAML parser.

    That parser's document is built straight from its events (libyaml through PyYAML when
    installed, some 15x faster on the metadata of a large file, else ruamel.yaml), in one pass
    and within the bounds of `codeobj.metadata.yaml_bounds`: an alias or nesting past the
    ``metadata_depth`` limit is refused at the event that shows it, before anything is built."""
    document = _block_document(text, shared)
    return _parsed_document(text) if document is None else document


def _parsed_document(text: str) -> object:
    """:func:`yaml_to_document` through the YAML parser's events."""
    from .yaml_bounds import bounded_events

    def fail(message: str) -> MetadataError:
        return MetadataError(f"metadata YAML: {message}")

    stack: list[list[object]] = []  # open containers: [list] or [dict, pending key or _NO_KEY]
    root: list[object] = []
    # a scalar's text -> its value (metadata repeats a few hundred texts thousands of times;
    # the values are immutable, so one object serves every place)
    resolved: dict[str, object] = {}
    documents = 0
    try:
        for kind, event in bounded_events(text, fail, prefer_libyaml=True):
            if kind == "ScalarEvent":
                value = _scalar(cast(_ScalarEvent, event), resolved)
            elif kind in ("SequenceStartEvent", "MappingStartEvent"):
                value = [] if kind == "SequenceStartEvent" else {}
                _place(stack, root, value)
                stack.append([value, _NO_KEY])
                continue
            elif kind in ("SequenceEndEvent", "MappingEndEvent"):
                stack.pop()
                continue
            elif kind == "DocumentStartEvent":
                documents += 1
                if documents > 1:
                    raise fail("expected a single document in the stream")
                continue
            else:
                continue
            _place(stack, root, value)
    except MetadataError:
        raise
    except Exception as e:  # PyYAML's or ruamel's YAMLError (two unrelated classes)
        if not _is_yaml_error(e):
            raise
        raise fail(str(e)) from e
    return root[0] if root else []


_NO_KEY = object()

# The block layout clang (llvm's YAML writer) gives metadata: a line is indentation, at most
# one "- ", then `key:`, `key: value` or (after "- ") `value`.  A key is a plain scalar of
# the characters of _KEY, a value one of _PLAIN (words separated by spaces) or a
# single-quoted scalar on one line: no YAML indicator among them (a ':' only between two of
# them, no '-' first), so a plain scalar's text is
# the characters as written, a quoted one's those between the quotes with '' for ', and
# the value comes from resolve_scalar like any other.
_KEY = r"[A-Za-z0-9_.$][A-Za-z0-9_.$-]*"
_WORD = r"[A-Za-z0-9_.$+-]+(?::[A-Za-z0-9_.$+-]+)*"
_PLAIN = rf"[A-Za-z0-9_.$](?:{_WORD})?(?: +{_WORD})*"
_VALUE = rf"{_PLAIN}|'(?:[ -&(-~]|'')*'"
_BLOCK_LINE = re.compile(rf"( *)(- +)?(?:({_KEY}):(?: +({_VALUE}))?|({_VALUE})) *")
_BLOCK_KEY_MAX = 1000  # (a YAML simple key is at most 1024 characters)


class _NotBlock(Exception):
    """The text is not in the block layout :func:`_block_document` reads."""


def _block_document(text: str, shared: bool = False) -> object | None:
    """The document of ``text`` when it is one ``---`` ... ``...`` document in the block
    layout of ``_BLOCK_LINE`` (no flow collections, double quotes, comments, tags, anchors,
    tabs or multi-line scalars; nesting within the ``metadata_depth`` limit), else None: the
    YAML parser then reads it, and reports what is wrong.  The result is the one the parser's
    events give (tests/test_build_metadata.py compares the two on real and mutated input)."""
    # tokens: (column, _T_DASH, None, None) for a "- " (its content is the next token, at the
    # column after the dash), (column, _T_KEY, key, value or _NO_KEY) for `key:` / `key: value`,
    # (column, _T_ITEM, None, value) for a sequence item's scalar; keys and values resolved.
    # Metadata repeats its lines (rocPRIM's 7,500 are 380 distinct): a line's tokens are
    # worked out once.
    tokens: list[tuple[int, int, object, object]] = []
    state = 0  # 0: before "---", 1: in the document, 2: after "..."
    known: dict[str, tuple[tuple[int, int, object, object], ...]] = {}
    resolved: dict[str, object] = {}
    for line in text.split("\n"):
        got = known.get(line)
        if got is not None:
            if state != 1:
                return None
            tokens += got
            continue
        if not line.strip(" "):
            continue
        if state == 2:
            return None
        if line == "---":
            if state:
                return None
            state = 1
            continue
        if not state:
            return None
        if line == "...":
            state = 2
            continue
        got = _block_line(line, resolved)
        if got is None:
            return None
        known[line] = got
        tokens += got
    if not tokens or tokens[0][0] != 0:
        return None
    limit = current_limits().metadata_depth
    n = len(tokens)
    # shared: the maps of scalars made, by their tokens (the same line's tokens are one
    # object: see ``known``), so that such a map written again is the same dict
    maps: dict[tuple[int, ...], dict[object, object]] | None = {} if shared else None

    def node(i: int, depth: int) -> tuple[object, int]:
        """The node whose first token is ``tokens[i]``, and the index past it."""
        col, kind, _, value = tokens[i]
        if kind == _T_ITEM:
            return value, i + 1
        if depth > limit:
            raise _NotBlock
        if kind == _T_DASH:  # a sequence
            items: list[object] = []
            while i < n and tokens[i][0] == col and tokens[i][1] == _T_DASH:
                item, i = node(i + 1, depth + 1)
                items.append(item)
            if i < n and tokens[i][0] >= col:
                raise _NotBlock
            return items, i
        if maps is not None:
            j = i  # (a run of `key: value` tokens of this column, and nothing under it)
            while j < n and (t := tokens[j])[0] == col and t[1] == _T_KEY and \
                    t[3] is not _NO_KEY:
                j += 1
            if j == n or tokens[j][0] < col:
                same = tuple(map(id, tokens[i:j]))
                got = maps.get(same)
                if got is None:
                    got = maps[same] = {t[2]: t[3] for t in tokens[i:j]}
                return got, j
        mapping: dict[object, object] = {}
        while i < n:
            col_i, kind, key, value = tokens[i]
            if col_i != col or kind != _T_KEY:
                break
            i += 1
            if value is _NO_KEY:
                if i < n and tokens[i][0] > col:
                    value, i = node(i, depth + 1)
                else:
                    value = []  # an empty value (llvm-mc: an empty array)
            mapping[key] = value
        if i < n and tokens[i][0] >= col:
            raise _NotBlock
        return mapping, i

    try:
        document, end = node(0, 1)
    except _NotBlock:
        return None
    return document if end == n else None


_T_DASH, _T_KEY, _T_ITEM = 0, 1, 2


def _block_line(line: str, resolved: dict[str, object]
                ) -> tuple[tuple[int, int, object, object], ...] | None:
    """The tokens of a content line of :func:`_block_document`, or None when it is not in
    the layout (``resolved``: the values of the scalar texts met, by text)."""
    m = _BLOCK_LINE.fullmatch(line)
    if m is None:
        return None
    indent, dash, key, value, item = m.groups()
    col = len(indent)
    if col == 0 and line.startswith(".."):
        return None  # (`...` at column 0 ends a document in YAML)
    out: list[tuple[int, int, object, object]] = []
    if dash is not None:
        out.append((col, _T_DASH, None, None))
        col += len(dash)
    elif item is not None:
        return None  # a scalar on its own line: a multi-line scalar, or an error
    if key is not None:
        if len(key) > _BLOCK_KEY_MAX:
            return None
        out.append((col, _T_KEY, _block_scalar(key, resolved),
                    _NO_KEY if value is None else _block_scalar(value, resolved)))
    else:
        out.append((col, _T_ITEM, None, _block_scalar(item, resolved)))
    return tuple(out)


def _block_scalar(text: str, resolved: dict[str, object]) -> object:
    """The value of a plain or single-quoted scalar of _BLOCK_LINE."""
    if text[0] == "'":
        text = text[1:-1].replace("''", "'")
    value = resolved.get(text, _NO_KEY)
    if value is _NO_KEY:
        value = resolved[text] = resolve_scalar(text)
    return value


class _ScalarEvent(Protocol):
    """What is read of a ScalarEvent (PyYAML's and ruamel.yaml's have the same attributes)."""

    @property
    def style(self) -> str | None: ...
    @property
    def tag(self) -> str | None: ...
    @property
    def value(self) -> str: ...


def _scalar(event: _ScalarEvent, resolved: dict[str, object]) -> object:
    text = event.value
    if text == "":
        style, tag = event.style, event.tag
        if style in (None, "") and (tag is None or tag.endswith(":null")):
            return []
    value = resolved.get(text, _NO_KEY)
    if value is _NO_KEY:
        value = resolved[text] = resolve_scalar(text)
    return value


def _place(stack: list[list[object]], root: list[object], value: object) -> None:
    if not stack:
        root.append(value)
        return
    top = stack[-1]
    container = top[0]
    if isinstance(container, list):
        container.append(value)
    elif top[1] is _NO_KEY:
        if isinstance(value, (list, dict)):
            raise MetadataError("metadata YAML: metadata map key is not a scalar")
        top[1] = value
    else:
        cast("dict[object, object]", container)[top[1]] = value
        top[1] = _NO_KEY


def _is_yaml_error(e: Exception) -> bool:
    return any(c.__name__ in ("YAMLError", "MarkedYAMLError") for c in type(e).__mro__)


_KIND_ORDER = {int: 0, bool: 3, _Float: 4, str: 5, list: 7, dict: 8}


def _sort_key(key: object) -> tuple[int, int | str | bytes]:
    if isinstance(key, bool):
        return (3, key)
    if isinstance(key, int):
        return (0 if key < 0 else 1, key)
    if isinstance(key, _Float):
        return (4, key.text)
    return (5, str(key).encode("utf-8", "surrogateescape"))


def _pack(value: object, out: list[bytes], packed: dict[tuple[type, object], bytes]) -> None:
    """``value``'s MsgPack bytes onto ``out``; ``packed`` keeps those of the scalars met
    (metadata repeats a few keys and values thousands of times)."""
    if isinstance(value, dict):
        n = len(value)
        out.append(bytes([0x80 | n]) if n < 16 else
                   b"\xde" + n.to_bytes(2, "big") if n < 1 << 16 else b"\xdf" + n.to_bytes(4, "big"))
        for key in sorted(value, key=_sort_key):
            _pack(key, out, packed)
            _pack(value[key], out, packed)
    elif isinstance(value, list):
        n = len(value)
        out.append(bytes([0x90 | n]) if n < 16 else
                   b"\xdc" + n.to_bytes(2, "big") if n < 1 << 16 else b"\xdd" + n.to_bytes(4, "big"))
        for item in value:
            _pack(item, out, packed)
    elif isinstance(value, _Float) or value is None:
        out.append(b"\xc0")
    else:
        key = (type(value), value)  # (True == 1: the type tells them apart)
        data = packed.get(key)
        if data is None:
            import msgpack

            data = packed[key] = msgpack.packb(value, use_bin_type=True)
        out.append(data)


def yaml_to_msgpack(text: str) -> bytes:
    """The NT_AMDGPU_METADATA descriptor llvm-mc writes for this ``.amdgpu_metadata`` body."""
    return document_to_msgpack(yaml_to_document(text))


def document_to_msgpack(document: object) -> bytes:
    """The NT_AMDGPU_METADATA descriptor of a document from :func:`yaml_to_document` (for a
    caller that has the document already: the YAML is read once).

    msgpack packs a copy of the document whose maps are in the order llvm writes them (its
    headers and scalars are the ones :func:`_pack` writes, in C); a document msgpack cannot
    take that way (two float keys in one map, nesting past its limit) is packed by
    :func:`_pack`."""
    import msgpack

    try:
        packable = _in_msgpack_order(document, 0, {})
    except _NotPackable:
        out: list[bytes] = []
        _pack(document, out, {})
        return b"".join(out)
    return cast(bytes, msgpack.packb(packable, use_bin_type=True))


# (metadata has a few dozen distinct keys, met thousands of times; typed: True and 1 differ)
_cached_sort_key = lru_cache(maxsize=1024, typed=True)(_sort_key)


class _NotPackable(Exception):
    """The document is packed by _pack, not by msgpack."""


_PACK_DEPTH = 400  # (msgpack's packer refuses nesting past 511)


def _in_msgpack_order(value: object, depth: int, done: dict[object, object]) -> object:
    """``value`` with its maps' keys sorted as llvm writes them and float markers as None.
    ``done``: the maps of scalars already put in order, by their items and the types of
    their keys and values (True == 1), and by the ``id`` of each map met (an int key: no
    tuple equals it); metadata repeats its argument maps (rocPRIM's 2,000 maps are 290
    distinct), and one copy serves each place (msgpack packs it where it is)."""
    if isinstance(value, dict):
        if depth > _PACK_DEPTH:
            raise _NotPackable
        # (a map met before -- a shared one: see yaml_to_document -- by its identity; the
        # document outlives this call, so no id is taken by another map meanwhile)
        same = done.get(id(value))
        if same is not None:
            return same
        memo: object = (tuple(value.items()), tuple(map(type, value)),
                        tuple(map(type, value.values())))
        try:
            done[id(value)] = ordered = done[memo]
            return ordered
        except KeyError:
            pass
        except TypeError:  # (a list or map among the values: not memoized)
            memo = None
        keys = sorted(value, key=_cached_sort_key)
        if _Float not in map(type, keys):  # (the common case, in one comprehension)
            ordered = {key: item if (item := value[key]).__class__ in _PLAIN_TYPES else
                       _in_msgpack_order(item, depth + 1, done) for key in keys}
            if memo is not None:
                done[memo] = done[id(value)] = ordered
            return ordered
        out: dict[object, object] = {}
        for key in keys:
            item = value[key]
            if isinstance(key, _Float):
                if None in out:
                    raise _NotPackable  # (two float keys: both would be nil)
                key = None
            out[key] = item if item.__class__ in _PLAIN_TYPES else _in_msgpack_order(
                item, depth + 1, done)
        return out
    if isinstance(value, list):
        if depth > _PACK_DEPTH:
            raise _NotPackable
        return [item if item.__class__ in _PLAIN_TYPES else
                _in_msgpack_order(item, depth + 1, done) for item in value]
    if isinstance(value, _Float):
        return None
    return value


_PLAIN_TYPES = frozenset((int, str, bool))


def v2_metadata_note(text: str) -> bytes:
    """The V2 NT_AMD_HSA_METADATA descriptor for an ``.amd_amdgpu_hsa_metadata`` body.

    llvm-mc-15 parses the V2 metadata and prints it again; clang writes it already in that
    printed form, so the text is kept as written (checked to be YAML).  Input in another
    layout is kept as written too, where llvm-mc-15 would reformat it (docs/assembler.md).
    """
    yaml_to_document(text)
    lines = [line for line in text.split("\n") if line.strip()]
    return ("\n".join(lines) + "\n").encode("utf-8", "surrogateescape")
