"""The assembler front end: AMDGPU assembly text -> relocatable ELF code object.

``assemble(text, filename=..., mcpu=..., code_object_version=..., include_dirs=...,
defsyms=..., mattr=..., limits=...)`` returns an :class:`AssemblyResult` with the object bytes
(None when there were errors) and every diagnostic in llvm-mc's form.  ``assemble_or_raise``
raises ``AssemblerError`` (carrying the diagnostics) instead.  ``Limits`` (the one record of
every limit, codeobj.limits) bounds what one assembly may use: ``source``, ``output``,
``expansion``, ``include_depth``, ``errors``, ``metadata_depth``; by default the limits in
force (``codeobj.use_limits``).
"""

from __future__ import annotations

import gc
from typing import Any

from .._record import field, record
from ..errors import AssemblerError, CodeObjectError
from .diagnostics import Diagnostic
from .model import Limits

__all__ = ["AssemblyResult", "Diagnostic", "Limits", "assemble", "assemble_or_raise"]


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
             defsyms: dict[str, int] | None = None, mattr: str = "",
             limits: Limits | None = None, debug_info: bool = False,
             debug_producer: str | None = None, release: str | None = None) -> AssemblyResult:
    """Assemble ``text``; never raises for bad input (problems are diagnostics).

    ``mattr``: target features as llvm-mc's ``-mattr`` takes them (``+wavefrontsize64``,
    ``+real-true16``).  ``release``: the LLVM release whose instruction encoding to follow
    (a name of ``codeobj.isa.db.LLVM``: ``llvm19``, ``llvm22``, ``llvm24git``; None: the
    processor's default, LLVM 19 for the processors it knows, else LLVM 22; a release whose
    tables do not know the processor is an error).  ``limits``: see :class:`Limits` (when None, the limits in force:
    ``codeobj.current_limits()``).
    ``debug_info``: DWARF for the assembly source itself, as ``llvm-mc -g`` (its
    DW_AT_producer is ``debug_producer``, by default codeobj and its version)."""
    from ..limits import check_limits, current_limits, use_limits

    if limits is None:
        limits = current_limits()
    else:
        check_limits(limits)
    with use_limits(limits):  # the metadata readers the assembler calls read them too
        return _assemble(text, filename, mcpu, code_object_version, include_dirs, defsyms,
                         mattr, limits, debug_info, debug_producer, release)


def _assemble(text: str, filename: str, mcpu: str | None, code_object_version: int | None,
              include_dirs: tuple[str, ...], defsyms: dict[str, int] | None, mattr: str,
              limits: Limits, debug_info: bool, debug_producer: str | None,
              release: str | None = None) -> AssemblyResult:
    from ..limits import how_to_raise
    from .assembler import Assembler
    from .model import AsmError
    from .objwriter import build_object

    for name, value in (defsyms or {}).items():
        if not -(1 << 63) <= value < (1 << 64):
            return AssemblyResult(None, [Diagnostic(
                "", 0, 0, "error", f"--defsym {name}: value is not a 64-bit integer")])
    if len(text) > limits.source:
        return AssemblyResult(None, [Diagnostic(
            filename, 0, 0, "error", f"input larger than {limits.source} characters "
            f"({how_to_raise('source')})")])
    if debug_info and debug_producer is None:
        from .._link.linker import DEFAULT_COMMENT

        debug_producer = DEFAULT_COMMENT.replace("Linker: ", "")
    if release is not None:
        from ..isa.db import LLVM

        if release not in LLVM:
            return AssemblyResult(None, [Diagnostic(
                "", 0, 0, "error", f"unknown LLVM release '{release}' (choose from "
                f"{', '.join(LLVM)})")])
    asm = Assembler(text, filename, include_dirs=include_dirs, defsyms=defsyms, mattr=mattr,
                    release=release, limits=limits, debug_producer=debug_producer if debug_info else None)
    try:
        asm.target.configure(mcpu, code_object_version)
    except CodeObjectError as e:
        return AssemblyResult(None, [Diagnostic("", 0, 0, "error", f"--mcpu: {e.message}")])
    # an assembly makes millions of small objects and no cyclic garbage to speak of: the
    # cyclic collector would only scan them again and again (a fifth of the time)
    collecting = gc.isenabled()
    gc.disable()
    try:
        asm.run()
    finally:
        if collecting:
            gc.enable()
    data = None
    if asm.error_count == 0:
        target = asm.target
        try:
            data = build_object(asm.symbols, asm.sections, target.target, target.version)
        except AsmError as e:
            for p in getattr(e, "problems", [e]):
                asm.report(p.message, p.line, p.col, p.severity)
        if asm.error_count:
            data = None
    tid = asm.target.target
    return AssemblyResult(data, asm.diagnostics.items, tid.full if tid else None,
                          asm.target.version if tid else None)


def assemble_or_raise(text: str, filename: str = "<stdin>",
                      **kw: Any) -> AssemblyResult:  # (assemble's keyword arguments)
    """Like :func:`assemble`, but raise ``AssemblerError`` (with every diagnostic) on error."""
    result = assemble(text, filename, **kw)
    if not result.ok:
        errors = result.errors
        first = errors[0] if errors else None
        message = f"{len(errors)} error(s)" + (f"; first: {first}" if first else "")
        raise AssemblerError(message, result.diagnostics, source=filename)
    return result
