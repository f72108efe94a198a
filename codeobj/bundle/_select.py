"""Choosing code objects by target, with target-ID compatibility (``codeobj.targets``)."""

from __future__ import annotations

from collections.abc import Iterable

from ..errors import TargetError
from .model import EmbeddedCodeObject, parse_entry_id

__all__ = ["matches_target", "requested_target", "select"]

_KINDS = ("hipv4-", "hip-", "openmp-", "host-")


def requested_target(text: str) -> str:
    """Normalise a ``--target`` value: a target ID (``gfx90a:xnack+``), a full target
    (``amdgcn-amd-amdhsa--gfx90a``) or an entry ID (``hipv4-amdgcn-amd-amdhsa--gfx90a``).

    Returns the target ID part; raises ``TargetError`` if it names no known processor.
    """
    from ..targets import TargetID

    text = text.strip()
    if text.startswith(_KINDS):
        eid = parse_entry_id(text)
        text = eid.target_id
    elif "--" in text:
        text = text.split("--", 1)[1]
    return str(TargetID.parse(text))


def matches_target(code_object: EmbeddedCodeObject, requested: str) -> bool:
    """Whether ``code_object`` may be loaded on ``requested`` (already ``requested_target``-ed).

    ``gfx90a`` matches ``gfx90a``, ``gfx90a:xnack+`` and ``gfx90a:xnack-``; a generic target
    (``gfx9-generic``) matches each processor it covers.  A code object whose target ID names an
    unknown processor matches only the identical text.
    """
    from ..targets import is_compatible

    have = code_object.target_id
    if not have:
        return False
    try:
        return is_compatible(have, requested)
    except TargetError:
        return have == requested


def select(code_objects: Iterable[EmbeddedCodeObject], target: str | None
           ) -> list[EmbeddedCodeObject]:
    """The code objects compatible with ``target`` (all of them when it is None)."""
    items = list(code_objects)
    if target is None:
        return items
    wanted = requested_target(target)
    return [c for c in items if matches_target(c, wanted)]
