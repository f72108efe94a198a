"""YAML metadata read within bounds: no aliases, nesting no deeper than the ``metadata_depth``
limit, and time linear in the text.

Both YAML readers of the package go through here: the V2 metadata note (``decode``) and the
assembler's ``.amdgpu_metadata`` / ``.amd_amdgpu_hsa_metadata`` blocks (``from_yaml``).

- Aliases are refused, as LLVM's YAML reader refuses them ("unknown node kind"); nine levels of
  aliases to ten aliases each would otherwise expand to a billion nodes.
- Nesting is counted on the event stream and refused at the first event past the limit, so a
  20,000-deep document costs no more than a 65-deep one.
- ruamel.yaml's pure-Python scanner looks up to 1024 characters ahead on a line for a possible
  simple key and checks every open flow level at each token: a line of thousands of ``[`` costs
  time quadratic in the line before the first event is seen.  A line that opens more flow
  collections than the limit allows is refused before the scanner sees it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from ..limits import current_limits

__all__ = ["bounded_events", "check_flow_lines"]

_OPENERS = frozenset("[{")


def check_flow_lines(text: str, depth: int, fail: Callable[[str], Exception]) -> None:
    """Refuse a line that opens more than ``depth`` flow collections (``[``, ``{`` outside
    quoted scalars and comments): no document within the limit has one."""
    if text.count("[") + text.count("{") <= depth:
        return
    for number, line in enumerate(text.splitlines(), 1):
        if sum(line.count(c) for c in _OPENERS) <= depth:
            continue
        level, deepest, i, n = 0, 0, 0, len(line)
        while i < n:
            c = line[i]
            if c in _OPENERS:
                level += 1
                deepest = max(deepest, level)
            elif c in "]}":
                level = max(level - 1, 0)
            elif c == '"':
                i += 1
                while i < n and line[i] != '"':
                    i += 2 if line[i] == "\\" else 1
            elif c == "'":
                i += 1
                while i < n and (line[i] != "'" or line[i + 1:i + 2] == "'"):
                    i += 2 if line[i] == "'" else 1
            elif c == "#" and (i == 0 or line[i - 1] in " \t"):
                break
            i += 1
        if deepest > depth:
            raise fail(f"line {number} nests flow collections deeper than the limit of "
                       f"{depth} levels (raise it with --limit metadata-depth=N)")


def bounded_events(text: str, fail: Callable[[str], Exception], *, prefer_libyaml: bool = False
                   ) -> Iterator[tuple[str, object]]:
    """``(kind, event)`` for each YAML event of ``text``, ``kind`` being the event class name
    (``ScalarEvent``, ``MappingStartEvent``, ...).  ``fail(message)`` makes the error to raise
    for an alias or for nesting past the ``metadata_depth`` limit.  With ``prefer_libyaml``,
    PyYAML's libyaml parser is used when it is installed (same events, some 15x faster);
    otherwise ruamel.yaml's.  Syntax errors propagate as the parser's own exceptions."""
    limit = current_limits().metadata_depth
    try:  # bytes that were not UTF-8 (decoded as surrogates): the parsers cannot take them
        text.encode("utf-8")
    except UnicodeEncodeError as e:
        raise fail(f"the document is not valid UTF-8 (at character {e.start})") from None
    parser = None
    if prefer_libyaml:
        try:
            import yaml as pyyaml

            loader = getattr(pyyaml, "CSafeLoader", None)
        except ImportError:
            loader = None
        if loader is not None:
            parser = pyyaml.parse(text, Loader=loader)
    if parser is None:
        check_flow_lines(text, limit, fail)
        from ruamel.yaml import YAML

        parser = YAML(typ="safe", pure=True).parse(text)
    depth = 0
    for event in parser:
        kind = type(event).__name__
        if kind in ("MappingStartEvent", "SequenceStartEvent"):
            depth += 1
            if depth > limit:
                raise fail(f"nesting deeper than the limit of {limit} levels (raise it with "
                           "--limit metadata-depth=N)")
        elif kind in ("MappingEndEvent", "SequenceEndEvent"):
            depth -= 1
        elif kind == "AliasEvent":
            raise fail("YAML aliases are not allowed in metadata (LLVM's YAML reader refuses "
                       "them)")
        yield kind, event

