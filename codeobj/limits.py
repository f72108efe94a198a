"""The limits that keep a run bounded in time and memory on hostile input, and raising them.

Every limit is a row of `LIMITS` (its name, default, unit and what it bounds): the `Limits`
record, ``--limit NAME=VALUE`` of every command, the commands' ``--help``, docs/limits.md
and the error that says how to raise a limit all come from that table.  Each default is one
no real input comes near and that keeps a run on a hostile input well inside 500 MB; an input
that needs more gets a `CodeObjectError` (the assembler: a diagnostic) naming the limit, never
a MemoryError or a run that does not end.

Commands take ``--limit NAME=VALUE`` (repeatable; sizes as ``512M``, ``2G`` or bytes); the
library reads the limits in force, which ``use_limits`` changes for a block of code::

    with codeobj.use_limits(decompressed=2 << 30, output=1 << 30):
        fat = codeobj.open_fat_binary("librocblas.so")
        result = codeobj.asm.assemble(text)

``codeobj.asm.assemble(..., limits=Limits(...))`` and the functions that take a limit as a
keyword (``open_fat_binary(max_decompressed=...)``) use what they are given when it is
given.  docs/limits.md lists the bounds that need no limit (they follow from the size of the
input).
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

__all__ = ["DEFAULT_LIMITS", "LIMITS", "LimitInfo", "Limits", "current_limits", "parse_limit",
           "read_input", "use_limits"]


@record(frozen=True)
class LimitInfo:
    """One limit: its field of `Limits`, its default, whether it is a size in bytes (``512M``
    on the command line) or a count, and what it bounds (one line, for ``--help``)."""

    name: str
    default: int
    size: bool
    bounds: str

    @property
    def option(self) -> str:
        """The limit's name on the command line (``metadata-depth``)."""
        return self.name.replace("_", "-")

    def shown(self, value: int | None = None) -> str:
        """``value`` (default: the default) as docs and ``--help`` write it: ``256M``, ``64``."""
        value = self.default if value is None else value
        if self.size and value % (1 << 20) == 0:
            return f"{value >> 20}M"
        return str(value)


#: Every limit (docs/limits.md describes each at length).
LIMITS: tuple[LimitInfo, ...] = (
    LimitInfo("decompressed", 256 << 20, True,
              "bytes decompressed from the compressed bundles of one input, all together"),
    LimitInfo("input", 256 << 20, True,
              "bytes of one input read into memory: a pipe, a device, standard input, or a "
              "file a command reads whole"),
    LimitInfo("metadata_depth", 64, False,
              "nesting of a metadata document, MsgPack or YAML, in a code object or the "
              "assembler's metadata blocks"),
    LimitInfo("load", 256 << 20, True,
              "bytes a load (codeobj.load) copies from the file into its memory image"),
    LimitInfo("source", 128 << 20, True,
              "bytes of one assembly source or .include file (a file, pipe, device or "
              "standard input)"),
    LimitInfo("output", 128 << 20, True,
              "bytes the assembler puts in sections, all together (SHT_NOBITS sections count "
              "their size)"),
    LimitInfo("expansion", 1 << 17, False,
              "statements that macros and .rept/.irp/.irpc produce in one assembly"),
    LimitInfo("include_depth", 64, False, "nested .include files"),
    LimitInfo("errors", 10000, False, "errors the assembler reports before it stops reading"),
)
_BY_NAME = {info.name: info for info in LIMITS}
_DEFAULT = {info.name: info.default for info in LIMITS}


@record(frozen=True)
class Limits:
    """The limits in force (one field per row of `LIMITS`, with its default)."""

    decompressed: int = _DEFAULT["decompressed"]
    input: int = _DEFAULT["input"]
    metadata_depth: int = _DEFAULT["metadata_depth"]
    load: int = _DEFAULT["load"]
    source: int = _DEFAULT["source"]
    output: int = _DEFAULT["output"]
    expansion: int = _DEFAULT["expansion"]
    include_depth: int = _DEFAULT["include_depth"]
    errors: int = _DEFAULT["errors"]


DEFAULT_LIMITS = Limits()
_CURRENT: contextvars.ContextVar[Limits] = contextvars.ContextVar("codeobj_limits",
                                                                 default=DEFAULT_LIMITS)


def how_to_raise(name: str) -> str:
    """The end of a limit's error message: ``the output limit; raise it with --limit
    output=SIZE``."""
    info = _BY_NAME[name]
    return (f"the {info.option} limit; raise it with --limit {info.option}="
            f"{'SIZE' if info.size else 'N'}")


def current_limits() -> Limits:
    """The limits in force in this thread or task."""
    return _CURRENT.get()


def check_limits(limits: Limits) -> None:
    """ValueError unless every limit is a positive integer."""
    for name in fields(Limits):
        value = getattr(limits, name)
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ValueError(f"limit {name} must be a positive integer, not {value!r}")


@contextlib.contextmanager
def use_limits(limits: Limits | None = None, **changes: int) -> Iterator[Limits]:
    """Run a block with other limits: ``limits`` (default: those in force) with ``changes``
    (any field of `Limits`: ``decompressed=``, ``output=``, ``metadata_depth=`` ...)
    applied."""
    chosen = replace(limits or current_limits(), **changes) if changes else \
        (limits or current_limits())
    check_limits(chosen)
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
    info = _BY_NAME.get(name.strip().lower().replace("-", "_"))
    if not eq or info is None:
        raise ValueError(f"{text!r}: expected NAME=VALUE with NAME one of "
                         f"{', '.join(i.option for i in LIMITS)}")
    try:
        number = parse_size(value) if info.size else int(value.strip(), 10)
    except ValueError:
        kind = "a size (bytes, or a number with K, M, G or T)" if info.size else "a number"
        raise ValueError(f"{text!r}: {info.option} takes {kind}") from None
    if number < 1:
        raise ValueError(f"{text!r}: the limit must be at least 1")
    return info.name, number


def limit_help() -> str:
    """Each limit and its default, for ``--help``."""
    return ", ".join(f"{i.option}={i.shown()}" for i in LIMITS)


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
                           f"({how_to_raise('input')})", source=name)
