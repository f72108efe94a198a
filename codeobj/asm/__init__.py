"""The assembler front end: AMDGPU assembly text -> relocatable ELF code object.

``assemble(text, filename=..., mcpu=..., code_object_version=..., include_dirs=...,
defsyms=...)`` returns an :class:`AssemblyResult` with the object bytes (None when there were
errors) and every diagnostic in llvm-mc's form.  ``assemble_or_raise`` raises
``AssemblerError`` (carrying the diagnostics) instead.
"""

from __future__ import annotations

from .._record import field, record
from ..errors import AssemblerError, CodeObjectError
from .diagnostics import Diagnostic

__all__ = ["AssemblyResult", "Diagnostic", "assemble", "assemble_or_raise"]


@record
class AssemblyResult:
    """What :func:`assemble` produced: ``data`` (None on error) and the diagnostics."""

    data: bytes | None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    target: str | None = None
    code_object_version: int | None = None

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "error"]

    @property
    def ok(self) -> bool:
        return self.data is not None and not self.errors


def assemble(text: str, filename: str = "<stdin>", *, mcpu: str | None = None,
             code_object_version: int | None = None, include_dirs: tuple[str, ...] = (),
             defsyms: dict[str, int] | None = None, mattr: str = "") -> AssemblyResult:
    """Assemble ``text``; never raises for bad input (problems are diagnostics).

    ``mattr``: target features as llvm-mc's ``-mattr`` takes them (``+wavefrontsize64``,
    ``+real-true16``)."""
    from .assembler import Assembler
    from .model import AsmError
    from .objwriter import build_object

    padded: frozenset[int] = frozenset()
    leb_sizes: dict[int, int] = {}
    sub_origins: dict[tuple[int, int], int] = {}
    passes = 0
    while True:
        asm = Assembler(text, filename, include_dirs=include_dirs, defsyms=defsyms,
                        mattr=mattr)
        asm.padded_branches = padded
        asm.leb_sizes = dict(leb_sizes)
        asm.sub_origins = dict(sub_origins)
        passes += 1
        try:
            asm.target.configure(mcpu, code_object_version)
        except CodeObjectError as e:
            return AssemblyResult(None, [Diagnostic("", 0, 0, "error", f"--mcpu: {e.message}")])
        asm.run()
        # gfx1010-family branches that need an s_nop after them change the layout: assemble
        # again with them padded (the set only grows, so this ends)
        # so do .uleb128/.sleb128 values that need more bytes than this pass gave them (sizes
        # only grow, as in llvm-mc's relaxation, so this ends too)
        # and subsections whose alignment padding was computed for another start
        if (not asm.new_padded_branches and not asm.new_leb_sizes
                and not asm.new_sub_origins) or asm.error_count:
            break
        if asm.new_sub_origins and not asm.new_padded_branches and not asm.new_leb_sizes \
                and passes >= 32:
            asm.report("subsection layout does not settle (alignment inside subsections)",
                       0, 0)
            break
        sub_origins.update(asm.new_sub_origins)
        padded = padded | asm.new_padded_branches
        for ordinal, size in asm.new_leb_sizes.items():
            leb_sizes[ordinal] = max(size, leb_sizes.get(ordinal, 1))
    data = None
    if asm.error_count == 0:
        try:
            data = build_object(asm)
        except AsmError as e:
            asm.report(e.message, e.line, e.col, e.severity)
        if asm.error_count:
            data = None
    tid = asm.target.target
    return AssemblyResult(data, asm.diagnostics, tid.full if tid else None,
                          asm.target.version if tid else None)


def assemble_or_raise(text: str, filename: str = "<stdin>", **kw) -> AssemblyResult:
    """Like :func:`assemble`, but raise ``AssemblerError`` (with every diagnostic) on error."""
    result = assemble(text, filename, **kw)
    if not result.ok:
        errors = result.errors
        first = errors[0] if errors else None
        message = f"{len(errors)} error(s)" + (f"; first: {first}" if first else "")
        raise AssemblerError(message, result.diagnostics, source=filename)
    return result
