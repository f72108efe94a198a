"""Reading ``ar`` archives: heterogeneous device archives and HIP static libraries.

``clang-offload-bundler --type=a`` and ``--emit-static-lib`` make ordinary ``ar`` archives
whose members are bundled host objects, bundles or code objects (layout:
``codeobj.formats.offload``).  GNU (``name/``, ``/N`` into the ``//`` table) and BSD
(``#1/N``) member names are understood; symbol tables are skipped.  Every member header and
size is checked against the file before use.
"""

from __future__ import annotations

from collections.abc import Callable

from .._record import record
from ..errors import FormatError
from ..formats.offload import AR_FMAG, AR_MAGIC, AR_MEMBER_HEADER, AR_THIN_MAGIC

__all__ = ["ArchiveMember", "is_archive", "read_archive"]

_SYMBOL_TABLES = frozenset({"/", "/SYM64/", "__.SYMDEF", "__.SYMDEF SORTED", "__.SYMDEF_64",
                            "__.SYMDEF_64 SORTED"})


def is_archive(view: memoryview | bytes, at: int = 0) -> bool:
    return bytes(view[at:at + 8]) in (AR_MAGIC, AR_THIN_MAGIC)


@record
class ArchiveMember:
    """A member of an archive: ``header_offset`` is where its 60-byte header starts,
    ``offset``/``size`` its data in the file (after a BSD name).  ``kind`` says what it holds
    (set by the scanner: ``code-object``, ``bundle``, ``compressed-bundle``, ``host-elf``,
    ``offload-binary``, ``archive``, ``bitcode`` or ``other``)."""

    index: int
    name: str
    header_offset: int
    offset: int
    size: int
    kind: str = ""
    code_objects: int = 0


def _decimal(raw: bytes, what: str, fail: Callable[..., FormatError]) -> int:
    text = raw.decode("ascii", "replace").strip(" ")
    if not text.isdigit() or not text.isascii():
        raise fail(f"{what} field {raw!r} is not a decimal number", what)
    return int(text)


def read_archive(view: memoryview, *, source: str | None = None, base: int = 0
                 ) -> list[ArchiveMember]:
    """The members of the archive in ``view`` (symbol tables and the long-name table left
    out).  ``base`` is added to every offset (the archive's own offset in the file)."""
    n = len(view)
    magic = bytes(view[:8])
    if magic == AR_THIN_MAGIC:
        raise FormatError("a thin archive: its members are separate files; give them instead",
                          source=source, structure="archive", offset=base)
    if magic != AR_MAGIC:
        raise FormatError("no !<arch> magic", source=source, structure="archive", offset=base)
    members: list[ArchiveMember] = []
    long_names: bytes | None = None
    pos = 8
    index = 0
    while pos < n:
        if n - pos < AR_MEMBER_HEADER.size and not bytes(view[pos:n]).strip(b"\n"):
            break  # trailing newline padding

        def fail(message: str, field: str | None = None, at: int = pos,
                 _i: int = index) -> FormatError:
            return FormatError(message, source=source, structure=f"archive member {_i}",
                               field=field, offset=base + at)

        if n - pos < AR_MEMBER_HEADER.size:
            raise fail(f"only {n - pos} bytes left, a member header needs "
                       f"{AR_MEMBER_HEADER.size}")
        raw_name, _date, _uid, _gid, _mode, raw_size, fmag = AR_MEMBER_HEADER.unpack_from(
            view, pos)
        if fmag != AR_FMAG:
            raise fail(f"header ends with {fmag!r}, not '`\\n'", "fmag")
        size = _decimal(raw_size, "size", fail)
        data_at = pos + AR_MEMBER_HEADER.size
        if size > n - data_at:
            raise fail(f"member size {size} runs past the end of the archive "
                       f"(0x{n:x}, {n - data_at} bytes left)", "size")
        name = raw_name.decode("latin-1").rstrip(" ")
        start, length = data_at, size
        if name == "//":
            long_names = bytes(view[data_at:data_at + size])
            name = ""
        elif name.startswith("#1/"):
            name_len = _decimal(raw_name[3:], "BSD name length", fail)
            if name_len > size:
                raise fail(f"BSD name length {name_len} is more than the member size {size}",
                           "name")
            name = bytes(view[data_at:data_at + name_len]).rstrip(b"\0").decode(
                "utf-8", "replace")
            start, length = data_at + name_len, size - name_len
        elif name.startswith("/") and name[1:].isascii() and name[1:].isdigit():
            # (ASCII digits: the Latin-1 '²' is a digit to isdigit, not to int())
            at = int(name[1:])
            if long_names is None or at >= len(long_names):
                raise fail(f"long name at {at} but the '//' name table "
                           + ("is missing" if long_names is None else
                              f"has {len(long_names)} bytes"), "name")
            stop = long_names.find(b"\n", at)
            entry = long_names[at:stop if stop >= 0 else len(long_names)]
            name = entry.rstrip(b"/").decode("utf-8", "replace")
        elif name not in _SYMBOL_TABLES and name.endswith("/"):
            name = name[:-1]
        if name and name not in _SYMBOL_TABLES:
            members.append(ArchiveMember(index=len(members), name=name,
                                         header_offset=base + pos, offset=base + start,
                                         size=length))
        index += 1
        pos = data_at + size + (size & 1)
    return members
