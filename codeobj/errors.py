"""The exception hierarchy: every error codeobj raises on bad input is a CodeObjectError."""

from __future__ import annotations

TYPE_CHECKING = False  # (no typing import at run time: errors load on every start)
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "AssemblerError",
    "BundleError",
    "CodeObjectError",
    "EditError",
    "FormatError",
    "LinkError",
    "MetadataError",
    "NoCodeObjectError",
    "NotAMDGPUError",
    "TargetError",
    "URIError",
    "printable_name",
]


class CodeObjectError(Exception):
    """Base of all errors about the input (never about codeobj's own bugs).

    ``source`` names the file (or URI), ``structure`` the record being read,
    ``field`` the field at fault and ``offset`` its file offset.  ``str()``
    composes them as ``source: structure at 0xOFF: field: message``.
    """

    def __init__(
        self,
        message: str,
        *,
        source: str | None = None,
        structure: str | None = None,
        field: str | None = None,
        offset: int | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.source = source
        self.structure = structure
        self.field = field
        self.offset = offset

    def with_source(self, source: str) -> CodeObjectError:
        """Fill in the file name if the raiser did not know it; returns self."""
        if self.source is None:
            self.source = source
        return self

    def __str__(self) -> str:
        # Never raises, whatever a caller stored in the fields (a bytes path, a non-int
        # offset): an error that cannot be printed hides the error it is about.
        # The location parts hold names read from the input (section names, entry IDs): their
        # control characters are escaped, so the location stays on the line it starts.
        parts = []
        if self.source:
            parts.append(_one_line(_text(self.source)))
        where = _one_line(_text(self.structure)) if self.structure else ""
        if self.offset is not None:
            at = f"{self.offset:#x}" if isinstance(self.offset, int) else _text(self.offset)
            where = f"{where} at {at}" if where else f"offset {at}"
        if where:
            parts.append(where)
        if self.field:
            parts.append(_one_line(_text(self.field)))
        parts.append(_text(self.message))
        return ": ".join(parts)


def _text(value: object) -> str:
    if isinstance(value, (bytes, bytearray)):
        return bytes(value).decode("utf-8", "backslashreplace")
    try:
        return value if isinstance(value, str) else str(value)
    except Exception:  # noqa: BLE001 - a value whose str() fails still names its type
        return f"<{type(value).__name__}>"


_CONTROLS = {c: f"\\x{c:02x}" for c in (*range(0x20), 0x7F)}
_CONTROLS.update({0x0A: "\\n", 0x0D: "\\r", 0x09: "\\t"})


def _one_line(text: str) -> str:
    return text.translate(_CONTROLS) if not text.isprintable() else text


def printable_name(value: object) -> str:
    """A name read from the input (symbol, section, entry ID) as it goes into a message: its
    control characters escaped, so that the message stays on its lines."""
    return _one_line(_text(value))


class FormatError(CodeObjectError):
    """The bytes do not form a valid structure (truncation, bad sizes, bad magic)."""


class NotAMDGPUError(FormatError):
    """A well-formed file that is not an AMDGPU code object (host ELF, CUDA ELF, ...)."""


class NoCodeObjectError(CodeObjectError):
    """A readable file that holds no AMD GPU code object (a host program without device code,
    one with NVIDIA code), or none for the target asked for; the message says which."""


class TargetError(CodeObjectError):
    """A target ID or processor name that cannot be understood."""


class MetadataError(FormatError):
    """Code object metadata (V2 YAML or V3+ MsgPack) that cannot be decoded."""


class BundleError(FormatError):
    """A malformed clang offload bundle (plain or compressed)."""


class URIError(CodeObjectError):
    """A code object URI (file:// or memory://) that cannot be parsed or resolved."""


class AssemblerError(CodeObjectError):
    """Assembly failed; ``diagnostics`` holds every error found, not just the first."""

    def __init__(self, message: str, diagnostics: list[Any] | None = None, **kw: Any) -> None:
        super().__init__(message, **kw)
        self.diagnostics = list(diagnostics or [])


class LinkError(CodeObjectError):
    """Linking failed (undefined or duplicate symbols, incompatible targets, ...)."""


class EditError(CodeObjectError):
    """A change to a code object that cannot be made (unknown kernel, symbol or key, a value
    that does not fit, a section that cannot grow where it is)."""
