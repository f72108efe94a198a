"""Code object URIs: ``file://path#offset=N&size=N`` and ``memory://pid#offset=N&size=N``.

The syntax is the one the ROCm runtime and debugger use (AMDGPUUsage, "Loaded Code Object Path
Uniform Resource Identifier"; NEWER-FACTS.md, "Offload bundles"):

- the path is percent-encoded (RFC 3986); anything outside the unreserved set and ``/`` is
  written as ``%XX`` of its UTF-8 (or, for undecodable file names, raw) bytes;
- the parameters follow ``#`` or ``?``, joined by ``&``; the keys are ``offset`` and ``size``;
- numbers are C integer literals: ``0x1f`` hex, ``017`` octal, ``15`` decimal.

For ``file://`` both parameters are optional: no ``offset`` means 0 and no ``size`` means
"to the end of the file".  ``memory://`` needs both.  For a code object inside a *compressed*
bundle, ``offset`` is the file offset of the compressed bundle plus the entry's offset inside
the decompressed bundle, and ``size`` is the entry's size (offsets refer to the decompressed
data; see docs/bundles.md).
"""

from __future__ import annotations

import os
import re

from .._record import record
from ..errors import URIError

__all__ = ["CodeObjectURI", "file_uri", "memory_uri", "parse_c_integer", "parse_uri"]

_DECIMAL = re.compile(r"[1-9][0-9]*|0")
_OCTAL = re.compile(r"0[0-7]+")
_HEX = re.compile(r"0[xX][0-9a-fA-F]+")
# What RFC 3986 allows in a path as it is (unreserved characters, sub-delimiters, ':', '@' and
# the separator) stays as it is: `gfx90a:xnack+` is not written `gfx90a%3Axnack%2B`.
_SAFE = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/-._~"
                  b"!$&'()*+,;=:@")


def _quote(raw: bytes) -> str:
    """Percent-encode a path (urllib.parse.quote_from_bytes with our safe set; urllib costs
    ~2 ms to import, and every dump names its code objects by URI)."""
    if _SAFE.issuperset(raw):
        return raw.decode("ascii")
    return "".join(chr(b) if b in _SAFE else f"%{b:02X}" for b in raw)


def parse_c_integer(text: str, *, what: str = "number", source: str | None = None) -> int:
    """Parse a non-negative C integer literal (``0x`` hex, leading-``0`` octal, decimal) that
    fits in 64 bits, as offsets and sizes do."""
    shown = text if len(text) <= 40 else f"{text[:20]}...{text[-8:]} ({len(text)} characters)"
    # a 64-bit value has at most 22 octal digits; longer text is refused before int() sees it
    if len(text) <= 24:
        for pattern, base, skip in ((_HEX, 16, 2), (_OCTAL, 8, 1), (_DECIMAL, 10, 0)):
            if pattern.fullmatch(text):
                value = int(text[skip:], base)
                if value < 1 << 64:
                    return value
                break
        else:
            raise URIError(f"{what} {shown!r} is not a C integer literal (decimal, 0x hex or "
                           "0 octal)", source=source)
    elif not any(p.fullmatch(text) for p in (_HEX, _OCTAL, _DECIMAL)):
        raise URIError(f"{what} {shown!r} is not a C integer literal (decimal, 0x hex or "
                       "0 octal)", source=source)
    raise URIError(f"{what} {shown} does not fit in 64 bits", source=source)


@record(frozen=True)
class CodeObjectURI:
    """A parsed code object URI.

    ``scheme`` is ``"file"`` or ``"memory"``; ``path`` is the decoded file path (file URIs),
    ``pid`` the process ID (memory URIs).  ``offset``/``size`` are ``None`` when the URI left
    them out (file URIs only: the whole file, or from ``offset`` to its end).
    """

    scheme: str
    path: str | None = None
    pid: int | None = None
    offset: int | None = None
    size: int | None = None

    def __str__(self) -> str:
        if self.scheme == "memory":
            head = f"memory://{self.pid}"
        else:
            path = _quote(os.fsencode(self.path or ""))
            # An absolute path after an empty authority (file:///opt/x); a relative one stays
            # relative, with no authority (file:lib/x.so): file://lib/x.so would make `lib` a
            # host name (RFC 8089).
            head = ("file://" if path.startswith("/") else "file:") + path
        params = []
        if self.offset is not None:
            params.append(f"offset={self.offset}")
        if self.size is not None:
            params.append(f"size={self.size}")
        return head + ("#" + "&".join(params) if params else "")


def file_uri(path: str | os.PathLike[str], offset: int | None = None, size: int | None = None
             ) -> CodeObjectURI:
    """The URI of ``size`` bytes at ``offset`` in ``path`` (``str()`` gives the text form)."""
    return CodeObjectURI("file", path=os.fsdecode(path), offset=offset, size=size)


def memory_uri(pid: int, offset: int, size: int) -> CodeObjectURI:
    """The URI of ``size`` bytes at address ``offset`` in process ``pid``."""
    return CodeObjectURI("memory", pid=pid, offset=offset, size=size)


def parse_uri(text: str) -> CodeObjectURI:
    """Parse ``file://...``, ``file:PATH`` or ``memory://...``; raises ``URIError`` naming the
    fault.

    ``file:///abs`` and ``file:/abs`` name an absolute path, ``file:rel`` a relative one;
    ``file://rel`` (what codeobj wrote before 0.1.0, and what ROCm tools accept) reads as the
    relative path ``rel``, not as a host name.
    """
    scheme, sep, rest = text.partition("://")
    if not sep and text[:5].lower() == "file:":
        scheme, sep, rest = "file", ":", text[5:]
    if not sep:
        raise URIError("not a code object URI (expected file:// or memory://)", source=text)
    scheme = scheme.lower()
    if scheme not in ("file", "memory"):
        raise URIError(f"unsupported URI scheme {scheme!r} (expected file or memory)", source=text)
    cut = min((i for i in (rest.find("#"), rest.find("?")) if i >= 0), default=len(rest))
    location, params_text = rest[:cut], rest[cut + 1:]
    params: dict[str, int] = {}
    if cut < len(rest):
        for item in params_text.split("&"):
            if not item:
                continue
            key, eq, value = item.partition("=")
            key = key.lower()
            if not eq or key not in ("offset", "size"):
                raise URIError(f"unknown parameter {item!r} (expected offset=N and size=N)",
                               source=text)
            if key in params:
                raise URIError(f"parameter {key!r} given twice", source=text)
            params[key] = parse_c_integer(value, what=key, source=text)
    if scheme == "memory":
        if not re.fullmatch(r"[0-9]+", location):
            raise URIError(f"process ID {location!r} is not a decimal number", source=text)
        if len(location.lstrip("0")) > 20:  # (int() refuses 4,300 digits and more)
            raise URIError(f"process ID {location[:20]}... ({len(location)} digits) does not "
                           "fit in 64 bits", source=text)
        if "offset" not in params or "size" not in params:
            raise URIError("a memory URI needs both offset= and size=", source=text)
        return CodeObjectURI("memory", pid=int(location), offset=params["offset"],
                             size=params["size"])
    if not location:
        raise URIError("the file URI has an empty path", source=text)
    from urllib.parse import unquote_to_bytes

    raw = unquote_to_bytes(location)
    if b"\0" in raw:
        raise URIError("the file path holds a NUL byte (%00)", source=text)
    path = os.fsdecode(raw)
    return CodeObjectURI("file", path=path, offset=params.get("offset"), size=params.get("size"))
