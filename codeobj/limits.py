"""The limits that keep a run bounded in time and memory on hostile input, and raising them.

Each limit has a default that no real input comes near and that keeps a run on a hostile
input well inside 500 MB; an input that needs more gets a `CodeObjectError` naming the limit,
never a MemoryError or a run that does not end.

| limit | default | what it bounds |
|---|---|---|
| ``decompressed`` | 256 MiB | bytes decompressed from the compressed bundles of one input, all of its bundles together (a host library, an archive of bundles) |
| ``input`` | 256 MiB | bytes of one input read into memory: a pipe, a device or standard input, or a file a command reads whole (``codeobj bundle``, ``codeobj link``) |
| ``metadata_depth`` | 64 | nesting of a metadata document, MsgPack or YAML (real metadata nests 5 deep) |

Commands take ``--limit NAME=VALUE`` (repeatable; sizes as ``512M``, ``2G`` or bytes); the
library reads the limits in force, which ``use_limits`` changes for a block of code::

    with codeobj.use_limits(decompressed=2 << 30):
        fat = codeobj.open_fat_binary("librocblas.so")

Functions that already take a limit as a keyword (``open_fat_binary(max_decompressed=...)``)
use the keyword when it is given.  docs/limits.md lists the bounds that need no limit (they
follow from the size of the input).
"""

from __future__ import annotations

import contextlib
import contextvars
import os
import stat
from collections.abc import Iterator
from typing import BinaryIO

from ._record import fields, record, replace
from .errors import CodeObjectError

__all__ = ["DEFAULT_LIMITS", "Limits", "current_limits", "parse_limit", "read_input",
           "use_limits"]


@record(frozen=True)
class Limits:
    """The limits in force (see the module's table)."""

    decompressed: int = 256 << 20
    input: int = 256 << 20
    metadata_depth: int = 64


DEFAULT_LIMITS = Limits()
_CURRENT: contextvars.ContextVar[Limits] = contextvars.ContextVar("codeobj_limits",
                                                                 default=DEFAULT_LIMITS)
#: how each limit is spelt on the command line, and whether it is a size in bytes
_NAMES = {"decompressed": ("decompressed", True), "input": ("input", True),
          "metadata-depth": ("metadata_depth", False)}


def current_limits() -> Limits:
    """The limits in force in this thread or task."""
    return _CURRENT.get()


@contextlib.contextmanager
def use_limits(limits: Limits | None = None, **changes: int) -> Iterator[Limits]:
    """Run a block with other limits: ``limits`` (default: those in force) with ``changes``
    (``decompressed=``, ``input=``, ``metadata_depth=``) applied."""
    chosen = replace(limits or current_limits(), **changes) if changes else \
        (limits or current_limits())
    for name in fields(Limits):
        value = getattr(chosen, name)
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ValueError(f"limit {name} must be a positive integer, not {value!r}")
    token = _CURRENT.set(chosen)
    try:
        yield chosen
    finally:
        _CURRENT.reset(token)


_UNITS = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}


def parse_size(text: str) -> int:
    """``4096``, ``0x1000``, ``64K``, ``512M``, ``2G``, ``1T`` (binary units; ``KiB``/``MB``
    spellings too) as a number of bytes; ValueError for anything else."""
    t = text.strip().upper().removesuffix("B").removesuffix("I")
    unit = t[-1:] if t[-1:] in _UNITS else ""
    digits = t[:len(t) - len(unit)].strip()
    if not digits or len(digits) > 20:
        raise ValueError(f"{text!r} is not a size (bytes, or a number with K, M, G or T)")
    try:
        value = int(digits, 0)
    except ValueError:
        raise ValueError(f"{text!r} is not a size (bytes, or a number with K, M, G or T)"
                         ) from None
    return value * _UNITS[unit]


def parse_limit(text: str) -> tuple[str, int]:
    """``NAME=VALUE`` of ``--limit`` as (field of `Limits`, value); ValueError names what is
    wrong."""
    name, eq, value = text.partition("=")
    key = name.strip().lower().replace("_", "-")
    if not eq or key not in _NAMES:
        raise ValueError(f"{text!r}: expected NAME=VALUE with NAME one of "
                         f"{', '.join(_NAMES)}")
    field_name, is_size = _NAMES[key]
    number = parse_size(value) if is_size else int(value.strip(), 10)
    if number < 1:
        raise ValueError(f"{text!r}: the limit must be at least 1")
    return field_name, number


def limit_help() -> str:
    """One line naming each limit and its default, for ``--help``."""
    d = DEFAULT_LIMITS
    return (f"decompressed={d.decompressed >> 20}M (per input, all bundles), "
            f"input={d.input >> 20}M (read from a pipe, device or whole file), "
            f"metadata-depth={d.metadata_depth}")


def read_input(path: str | os.PathLike[str], *, name: str | None = None) -> bytes:
    """The bytes of the file at ``path``, read whole, at most the ``input`` limit of them.

    A regular file larger than the limit is refused before it is read; a pipe, a device
    (``/dev/zero``) or a terminal is read up to the limit and refused if it holds more.
    """
    limit = current_limits().input
    label = name or os.fsdecode(path)
    with open(path, "rb") as f:
        info = os.fstat(f.fileno())
        if stat.S_ISREG(info.st_mode):
            if info.st_size > limit:
                raise input_too_large(label, limit, info.st_size)
            return f.read()
        return read_stream(f, label, limit)


def read_stream(f: BinaryIO, name: str, limit: int | None = None) -> bytes:
    """Read a stream without a size (a pipe, a device) up to ``limit`` bytes (default: the
    ``input`` limit); more is an error naming ``name``."""
    limit = current_limits().input if limit is None else limit
    chunks, total = [], 0
    while True:
        chunk = f.read(min(1 << 20, limit + 1 - total))
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
        if total > limit:
            raise input_too_large(name, limit)
    return b"".join(chunks)


def input_too_large(name: str, limit: int, size: int | None = None) -> CodeObjectError:
    """The error for an input past the ``input`` limit."""
    what = f"{size} bytes, more" if size is not None else "more"
    return CodeObjectError(f"{what} than the input limit of {limit} bytes "
                           "(raise it with --limit input=SIZE)", source=name)
