"""Assembler diagnostics in llvm-mc's form: ``file:line:col: error: message``, the source line,
and a caret under the column."""

from __future__ import annotations

from .._record import record

__all__ = ["Diagnostic"]


@record(frozen=True)
class Diagnostic:
    """One error, warning or note about the source."""

    file: str
    line: int
    col: int
    severity: str  # "error" | "warning" | "note"
    message: str
    source_line: str | None = None

    def format(self) -> str:
        """The llvm-mc rendering (three lines when the source line is known)."""
        if self.line <= 0:  # about the command line or the whole file, not a source line
            where = f"{self.file}: " if self.file else ""
            return f"{where}{self.severity}: {self.message}"
        head = f"{self.file}:{self.line}:{self.col}: {self.severity}: {self.message}"
        if self.source_line is None:
            return head
        caret_pad = "".join(
            c if c == "\t" else " " for c in self.source_line[: max(self.col - 1, 0)]
        )
        return f"{head}\n{self.source_line}\n{caret_pad}^"

    def __str__(self) -> str:
        if self.line <= 0:
            return self.format()
        return f"{self.file}:{self.line}:{self.col}: {self.severity}: {self.message}"
