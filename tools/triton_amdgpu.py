#!/usr/bin/env python3
"""The AMDGPU assembler of the ``triton`` wheel, through ctypes: a referee newer than LLVM 22.

Usage:
    python tools/triton_amdgpu.py --revision
    python tools/triton_amdgpu.py --mcpu gfx1250 [--mattr +real-true16] FILE.s|-

PyPI's ``triton`` (3.9.0) ships ``triton/backends/amd/lib/libtriton_amd_codegen.so``, a
self-contained build of a recent llvm-project (``--revision`` prints which commit) that exports
a C entry point to its MC assembler::

    int triton_amdgpu_assemble(const char *source, size_t size, const char *triple,
                               const char *processor, const char *features,
                               void **object, size_t *object_size, void **error);
    void triton_amdgpu_free(void *);
    const char *triton_amdgpu_revision(void);

It returns a relocatable ELF object, or a non-zero status with a generic message in ``error``:
the diagnostics themselves (llvm-mc's ``<name>:line:col: error: ...`` with the source line and
a caret) go to file descriptor 2, so :class:`Assembler` points descriptor 2 at a temporary file
(one per process: a forked worker must not share its offset) around each call and parses what
lands there.  An unknown processor is only a warning to it
(it then assembles for a default one): :meth:`Assembler.assemble` raises instead.

The wheel is an optional test dependency (the ``referee`` extra; tools/isa/conformance.py
``--referee triton``, tests/test_isa_conformance_triton.py).  The library is found without
importing ``triton`` (importing it would load its whole compiler stack).
"""

from __future__ import annotations

import argparse
import ctypes
import importlib.util
import os
import re
import struct
import sys
import tempfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

TRIPLE = "amdgcn-amd-amdhsa"
#: where the library sits inside the installed ``triton`` package
LIBRARY = Path("backends") / "amd" / "lib" / "libtriton_amd_codegen.so"

_DIAG = re.compile(r"^[^:\n]*:(\d+):(\d+): (error|warning|note): (.*)$")
_UNKNOWN_CPU = "is not a recognized processor"


class TritonUnavailable(Exception):
    """The triton wheel (or its AMD assembler library) is not installed or cannot be loaded."""


class UnknownProcessor(ValueError):
    """The assembler does not know the processor (it would silently use another)."""


@dataclass(frozen=True)
class Diagnostic:
    line: int
    col: int
    severity: str  # "error", "warning" or "note"
    message: str


@dataclass(frozen=True)
class Result:
    """What one call gave: the object (None when the assembler failed) and its diagnostics."""

    object: bytes | None
    diagnostics: tuple[Diagnostic, ...]
    #: what it printed that is not a ``line:col:`` diagnostic (processor/feature warnings)
    other: str

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "error"]


def library_path() -> Path | None:
    """The installed wheel's assembler library, or None."""
    try:
        spec = importlib.util.find_spec("triton")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    for base in spec.submodule_search_locations:
        path = Path(base) / LIBRARY
        if path.is_file():
            return path
    return None


class Assembler:
    """One loaded ``libtriton_amd_codegen.so``."""

    def __init__(self, path: Path | None = None) -> None:
        path = path or library_path()
        if path is None:
            raise TritonUnavailable("the triton wheel is not installed (pip install triton==3.9.0)")
        try:
            lib = ctypes.CDLL(str(path), mode=os.RTLD_LOCAL | os.RTLD_NOW)
            self._assemble = lib.triton_amdgpu_assemble
            self._free = lib.triton_amdgpu_free
            revision = lib.triton_amdgpu_revision
        except (OSError, AttributeError) as e:
            raise TritonUnavailable(f"{path}: {e}") from e
        self._assemble.argtypes = [
            ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p,
            ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_size_t),
            ctypes.POINTER(ctypes.c_void_p)]
        self._assemble.restype = ctypes.c_int
        self._free.argtypes = [ctypes.c_void_p]
        self._free.restype = None
        revision.argtypes = []
        revision.restype = ctypes.c_char_p
        self.path = path
        #: ``<llvm-project commit>-<triton's build number>``
        self.revision: str = (revision() or b"").decode()
        self._capture = tempfile.TemporaryFile()  # noqa: SIM115 - lives with the assembler
        self._pid = os.getpid()

    @property
    def llvm_commit(self) -> str:
        return self.revision.split("-", 1)[0]

    def assemble(self, source: str, processor: str, features: str = "",
                 triple: str = TRIPLE) -> Result:
        """Assemble `source` for `processor` (with `features`, llvm-mc's ``-mattr`` syntax)."""
        data = source.encode()
        obj, size, err = ctypes.c_void_p(), ctypes.c_size_t(), ctypes.c_void_p()
        if os.getpid() != self._pid:
            # a forked worker: the inherited file shares its offset with the parent's
            self._capture = tempfile.TemporaryFile()  # noqa: SIM115 - lives with the assembler
            self._pid = os.getpid()
        sys.stderr.flush()
        saved = os.dup(2)
        os.dup2(self._capture.fileno(), 2)
        try:
            status = self._assemble(data, len(data), triple.encode(), processor.encode(),
                                    features.encode(), ctypes.byref(obj), ctypes.byref(size),
                                    ctypes.byref(err))
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        self._capture.seek(0)
        printed = self._capture.read().decode(errors="replace")
        self._capture.seek(0)
        self._capture.truncate()
        message = ""
        if err.value:
            message = ctypes.string_at(err.value).decode(errors="replace")
            self._free(err)
        result: bytes | None = None
        if obj.value:
            result = ctypes.string_at(obj.value, size.value) if status == 0 else None
            self._free(obj)
        if _UNKNOWN_CPU in printed:
            raise UnknownProcessor(f"the triton assembler does not know processor {processor!r}")
        diags: list[Diagnostic] = []
        other: list[str] = []
        lines = printed.splitlines()
        i = 0
        while i < len(lines):
            m = _DIAG.match(lines[i])
            if m:
                diags.append(Diagnostic(int(m.group(1)), int(m.group(2)), m.group(3),
                                        m.group(4)))
                i += 3 if i + 2 < len(lines) and lines[i + 2].strip() == "^" else 1
                continue
            if lines[i].strip():
                other.append(lines[i])
            i += 1
        if status != 0 and not any(d.severity == "error" for d in diags):
            diags.append(Diagnostic(0, 0, "error", message or f"failed (status {status})"))
        return Result(result, tuple(diags), "\n".join(other))


@lru_cache(maxsize=1)
def load() -> Assembler:
    """The installed wheel's assembler (loaded once); raises TritonUnavailable."""
    return Assembler()


_RELOC_SIZE = {3: 8, 5: 8, 13: 8, 14: 2}  # R_AMDGPU_ABS64, REL64, RELATIVE64, REL16; else 4


def text_section(obj: bytes) -> tuple[bytes, bytes]:
    """The ``.text`` of a relocatable ELF64 object and a mask of its bytes (0x00 where a
    relocation will write, 0xff elsewhere): llvm-mc's ``-show-encoding`` with fixups as ``A``."""
    if obj[:6] != b"\x7fELF\x02\x01":
        raise ValueError("not a little-endian ELF64 object")
    shoff, = struct.unpack_from("<Q", obj, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", obj, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", obj, shoff + i * shentsize)
                for i in range(shnum)]
    strtab = sections[shstrndx]

    def name(sh: tuple[int, ...]) -> bytes:
        start = strtab[4] + sh[0]
        return obj[start:obj.index(b"\0", start)]

    index = next((i for i, sh in enumerate(sections) if name(sh) == b".text"), None)
    if index is None:
        return b"", b""
    text = obj[sections[index][4]:sections[index][4] + sections[index][5]]
    mask = bytearray(b"\xff" * len(text))
    for sh in sections:
        if sh[1] == 4 and sh[7] == index:  # SHT_RELA applying to .text
            for off in range(sh[4], sh[4] + sh[5], 24):
                r_offset, r_info = struct.unpack_from("<QQ", obj, off)
                width = _RELOC_SIZE.get(r_info & 0xFFFFFFFF, 4)
                mask[r_offset:r_offset + width] = bytes(width)
    return text, bytes(mask)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--revision", action="store_true", help="print the llvm-project revision")
    ap.add_argument("--mcpu", default="gfx950")
    ap.add_argument("--mattr", default="")
    ap.add_argument("source", nargs="?", default=None)
    args = ap.parse_args(argv)
    try:
        asm = load()
    except TritonUnavailable as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    if args.revision or args.source is None:
        print(f"{asm.path}\nrevision {asm.revision} (llvm-project {asm.llvm_commit})")
        return 0
    src = sys.stdin.read() if args.source == "-" else Path(args.source).read_text()
    try:
        res = asm.assemble(src, args.mcpu, args.mattr)
    except UnknownProcessor as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    for d in res.diagnostics:
        print(f"{args.source}:{d.line}:{d.col}: {d.severity}: {d.message}", file=sys.stderr)
    if res.object is None:
        return 1
    text, mask = text_section(res.object)
    print(" ".join(f"{b:02x}" if m else "AA" for b, m in zip(text, mask)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
