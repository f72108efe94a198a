"""Assembler diagnostics in llvm-mc's form: ``file:line:col: error: message``, the source line,
a caret under the column; "Included from" lines for an included file and a "while in macro
instantiation" note for every macro or repetition the statement came from.

:class:`Diagnostics` collects them for one assembly; :class:`Source` is one text being read
(a file, an included file, a macro or ``.rept`` instantiation) and where it came from.
"""

from __future__ import annotations

from collections.abc import Callable

from .._record import field, record
from .lexer import Lexer

__all__ = ["Diagnostic", "Diagnostics", "Report", "Source", "TooManyErrors"]

#: report(message, line, column, severity): a diagnostic in the source being read
Report = Callable[[str, int, int, str], None]

# a source line longer than this is cut in a diagnostic (a hostile input's one-line megabytes)
_MAX_SHOWN = 2000


@record(frozen=True)
class Diagnostic:
    """One error, warning or note about the source.  ``included_from``: the (file, line) of
    each ``.include`` that led to ``file``, outermost first."""

    file: str
    line: int
    col: int
    severity: str  # "error" | "warning" | "note"
    message: str
    source_line: str | None = None
    included_from: tuple[tuple[str, int], ...] = ()

    def format(self) -> str:
        """The llvm-mc rendering (three lines when the source line is known)."""
        if self.line <= 0:  # about the command line or the whole file, not a source line
            where = f"{self.file}: " if self.file else ""
            return f"{where}{self.severity}: {self.message}"
        stack = "".join(f"Included from {f}:{n}:\n" for f, n in self.included_from)
        head = f"{stack}{self.file}:{self.line}:{self.col}: {self.severity}: {self.message}"
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


@record(eq=False)
class Source:
    """A text being assembled: ``name`` (a path, or ``<instantiation>``), its lexer, and for an
    included file or an instantiation the source and (line, column) it came from."""

    name: str
    lexer: Lexer
    parent: Source | None = None
    at: tuple[int, int] = (0, 0)
    kind: str = "file"  # "file" | "include" | "instantiation"
    path: str | None = None  # the real path of a file (include cycles)


class TooManyErrors(Exception):
    """The error limit was reached: the assembler stops reading."""


@record(eq=False)
class Diagnostics:
    """The diagnostics of one assembly, in the order they were found."""

    items: list[Diagnostic] = field(default_factory=list)
    errors: int = 0
    max_errors: int = 0  # 0: no limit

    def report(self, message: str, line: int, col: int, severity: str = "error",
               source: Source | None = None) -> None:
        """Record a diagnostic at ``line``:``col`` of ``source`` (with its notes)."""
        if source is None:
            self.items.append(Diagnostic("", line, col, severity, message))
        else:
            self.items.append(_at(source, line, col, severity, message))
            if severity != "note":
                up = source
                while up.parent is not None:
                    if up.kind == "instantiation":
                        self.items.append(_at(up.parent, up.at[0], up.at[1], "note",
                                              "while in macro instantiation"))
                    up = up.parent
        if severity == "error":
            self.errors += 1
            if self.max_errors and self.errors >= self.max_errors:
                raise TooManyErrors()


def _at(source: Source, line: int, col: int, severity: str, message: str) -> Diagnostic:
    text = source.lexer.source_line(line) if line > 0 else None
    if text is not None and len(text) > _MAX_SHOWN:
        text = text[:_MAX_SHOWN] + " ..."
    stack: list[tuple[str, int]] = []
    up = source
    while up.parent is not None and up.kind == "include":
        stack.append((up.parent.name, up.at[0]))
        up = up.parent
    return Diagnostic(source.name, line, col, severity, message, text, tuple(reversed(stack)))
