"""The exception hierarchy: every error codeobj raises on bad input is a CodeObjectError."""

from __future__ import annotations

TYPE_CHECKING = False  # (no typing import at run time: errors load on every start)
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "AssemblerError",
    "BundleError",
    "CodeObjectError",
    "FormatError",
    "LinkError",
    "MetadataError",
    "NotAMDGPUError",
    "TargetError",
    "URIError",
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
        parts = []
        if self.source:
            parts.append(self.source)
        where = self.structure or ""
        if self.offset is not None:
            where = f"{where} at {self.offset:#x}" if where else f"offset {self.offset:#x}"
        if where:
            parts.append(where)
        if self.field:
            parts.append(self.field)
        parts.append(self.message)
        return ": ".join(parts)


class FormatError(CodeObjectError):
    """The bytes do not form a valid structure (truncation, bad sizes, bad magic)."""


class NotAMDGPUError(FormatError):
    """A well-formed file that is not an AMDGPU code object (host ELF, CUDA ELF, ...)."""


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
