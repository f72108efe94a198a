"""What `codeobj build` does, without click: the command's option table, its run, and the
argument reader the `codeobj` entry point uses for plain build invocations.

Importing click costs about a fifth of assembling a small kernel, so (as for `codeobj dump`,
codeobj.cli.dump_core) the entry point reads a build command line itself when every token is
one it knows: one SOURCE, the flags and the plain-valued options of the table below
(``-o FILE``, ``--mcpu=ID``, ``-IDIR`` ...) and nothing else.  Anything else (``--help``,
``--defsym``, ``--code-object-version`` and ``--llvm-release``, whose values click checks,
``--limit``, ``--``,
combined flags, mistakes) goes to the click command in codeobj.cli.build, which is built from
the same table and runs the same `run_build`.
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# (flags, keyword of run_build, kind, default, help) of each option, in --help's order; kind:
# "flag", "value" (one value) or "multiple" (a value, repeatable).
OPTIONS: tuple[tuple[tuple[str, ...], str, str, object, str], ...] = (
    (("-o", "--output"), "output", "value", None,
     "Output file (default: SOURCE's stem with .o or .hsaco; '-' for stdout)."),
    (("-c",), "relocatable", "flag", False,
     "Write a relocatable object (ET_REL) instead of a loadable one."),
    (("--mcpu",), "mcpu", "value", None,
     "Target ID, e.g. gfx90a:xnack+ (default: from .amdgcn_target)."),
    (("--code-object-version",), "code_object_version", "value", None,
     "Code object version (default: .amdhsa_code_object_version, else 5)."),
    (("-I",), "include_dirs", "multiple", (),
     "Directory searched by .include (repeatable)."),
    (("--defsym",), "defsyms", "multiple", (),
     "Define NAME=VALUE as an absolute symbol (repeatable)."),
    (("--mattr",), "mattr", "value", "",
     "Target features as llvm-mc's -mattr (+wavefrontsize64, +real-true16)."),
    # (its help and its check: cli/release_option.py)
    (("--llvm-release",), "release", "value", None, ""),
    (("-g",), "debug_info", "flag", False,
     "Generate DWARF line tables and labels for the assembly source itself (as llvm-mc -g)."),
    (("--use-lld",), "use_lld", "flag", False,
     "Link with ld.lld instead of codeobj's linker helper (without -c)."),
)
# the options whose values click checks and converts: their command lines go to click
_CHECKED = frozenset({"code_object_version", "defsyms", "release"})
_KINDS = {flag: (keyword, kind, True) for flags, keyword, kind, _, _ in OPTIONS
          if keyword not in _CHECKED for flag in flags}


def parse_plain_args(args: list[str]) -> dict[str, Any] | None:
    """The keyword arguments of `run_build` for a plain build command line (the tokens after
    ``build``), or None when click should read it (see the module's docstring).  What this
    accepts, click reads the same way."""
    from .plain_args import read_plain_args

    options: dict[str, Any] = {keyword: default for _, keyword, _, default, _ in OPTIONS}
    options["defsyms"] = {}
    sources = read_plain_args(args, _KINDS, options)
    if sources is None or len(sources) != 1:
        return None
    options["source"] = sources[0]
    return options


def run_build(source: str, output: str | None, relocatable: bool, mcpu: str | None,
              code_object_version: int | None, include_dirs: tuple[str, ...],
              defsyms: dict[str, int], mattr: str, release: str | None, debug_info: bool,
              use_lld: bool) -> None:
    """Assemble ``source`` ('-': standard input) and write the object; diagnostics go to
    standard error, and any error exits with status 1."""
    from ..asm import assemble
    from ..asm.assembler import read_source
    from ..asm.model import AsmError
    from ..elf.writer import write_atomic
    from ..errors import CodeObjectError
    from ..limits import current_limits, how_to_raise

    limits = current_limits()
    if source == "-":
        from ..limits import read_stream

        name = "<stdin>"
        try:
            data = read_stream(sys.stdin.buffer, name, limits.source)
        except CodeObjectError:
            _echo(f"error: {name}: input larger than {limits.source} bytes "
                  f"({how_to_raise('source')})")
            sys.exit(1)
        text = data.decode("utf-8", "surrogateescape")
    else:
        try:
            text = read_source(source, limits.source)
        except AsmError as e:
            _echo(f"error: {e.message}")
            sys.exit(1)
        name = source
    result = assemble(text, name, mcpu=mcpu, code_object_version=code_object_version,
                      include_dirs=include_dirs, defsyms=defsyms, mattr=mattr,
                      limits=limits, debug_info=debug_info, release=release)
    for diag in result.diagnostics:
        _echo(diag.format())
    if not result.ok:
        sys.exit(1)
    obj = result.data
    assert obj is not None  # (ok: the object was written)
    if not relocatable:
        obj = _link(obj, name, use_lld)
    output = output or _default_output(source, relocatable)
    if output == "-":
        sys.stdout.buffer.write(obj)
        sys.stdout.buffer.flush()
    else:
        write_atomic(output, obj)


def _echo(text: str) -> None:
    """A line to standard error (as click.echo(err=True) wrote it)."""
    sys.stderr.write(text + "\n")
    sys.stderr.flush()


def _default_output(source: str, relocatable: bool) -> str:
    stem = "a" if source == "-" else os.path.splitext(os.path.basename(source))[0]
    return stem + (".o" if relocatable else ".hsaco")


def _link(relocatable: bytes, name: str, use_lld: bool) -> bytes:
    """Turn the relocatable object into a loadable one (the linker helper, or ld.lld)."""
    if not use_lld:
        from .._link.linker import link

        return link([relocatable], names=[name]).data
    import shutil  # only for --use-lld
    import subprocess
    import tempfile

    lld = shutil.which("ld.lld-19") or shutil.which("ld.lld")
    if lld is None:
        from ..errors import LinkError

        raise LinkError("--use-lld: ld.lld-19 / ld.lld not found on PATH")
    with tempfile.TemporaryDirectory(prefix="codeobj-build-") as tmp:
        obj = os.path.join(tmp, "in.o")
        out = os.path.join(tmp, "out.hsaco")
        with open(obj, "wb") as f:
            f.write(relocatable)
        proc = subprocess.run([lld, "-shared", obj, "-o", out], capture_output=True, text=True,
                              check=False)
        if proc.returncode:
            from ..errors import LinkError

            raise LinkError(f"ld.lld failed: {proc.stderr.strip()}")
        with open(out, "rb") as f:
            return f.read()
