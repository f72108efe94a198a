"""`codeobj build`: assemble AMDGPU assembly into a relocatable (-c) or loadable code object."""

from __future__ import annotations

import os
import sys
from typing import Any

import click

from .limit_option import limit_option
from .release_option import release_option


def _defsym(ctx: click.Context, param: click.Parameter, values: tuple[str, ...]) -> dict[str, Any]:
    out = {}
    for item in values:
        name, eq, value = item.partition("=")
        if not eq or not name:
            raise click.BadParameter(f"{item!r}: expected NAME=VALUE", ctx=ctx, param=param)
        shown = item if len(item) <= 60 else item[:60] + "..."
        try:
            # more than a 64-bit value's digits is out of range before int() reads them all
            number = int(value, 0) if len(value.strip()) <= 66 else None
        except ValueError:
            raise click.BadParameter(f"{shown!r}: value must be an integer",
                                     ctx=ctx, param=param) from None
        if number is None or not -(1 << 63) <= number < 1 << 64:
            raise click.BadParameter(f"{shown!r}: value out of range (not a 64-bit integer)",
                                     ctx=ctx, param=param)
        out[name] = number
    return out


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


@click.command(name="build")
@click.argument("source", type=str)
@click.option("-o", "--output", type=str, default=None,
              help="Output file (default: SOURCE's stem with .o or .hsaco; '-' for stdout).")
@click.option("-c", "relocatable", is_flag=True,
              help="Write a relocatable object (ET_REL) instead of a loadable one.")
@click.option("--mcpu", type=str, default=None,
              help="Target ID, e.g. gfx90a:xnack+ (default: from .amdgcn_target).")
@click.option("--code-object-version", type=click.IntRange(2, 6), default=None,
              help="Code object version (default: .amdhsa_code_object_version, else 5).")
@click.option("-I", "include_dirs", multiple=True, type=click.Path(file_okay=False),
              help="Directory searched by .include (repeatable).")
@click.option("--defsym", "defsyms", multiple=True, callback=_defsym,
              help="Define NAME=VALUE as an absolute symbol (repeatable).")
@click.option("--mattr", type=str, default="",
              help="Target features as llvm-mc's -mattr (+wavefrontsize64, +real-true16).")
@release_option("Encode instructions")
@click.option("-g", "debug_info", is_flag=True,
              help="Generate DWARF line tables and labels for the assembly source itself "
                   "(as llvm-mc -g).")
@click.option("--use-lld", is_flag=True,
              help="Link with ld.lld instead of codeobj's linker helper (without -c).")
@limit_option
def build(source: str, output: str | None, relocatable: bool, mcpu: str | None,
          code_object_version: int | None, include_dirs: tuple[str, ...],
          defsyms: dict[str, Any], mattr: str, release: str | None, debug_info: bool,
          use_lld: bool) -> None:
    """Assemble SOURCE ('-' for stdin) like llvm-mc; every error is reported, then exit 1.

    The assembler's limits (--limit source=, output=, expansion=, include-depth=, errors=)
    are those of docs/limits.md."""
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
            click.echo(f"error: {name}: input larger than {limits.source} bytes "
                       f"({how_to_raise('source')})", err=True)
            sys.exit(1)
        text = data.decode("utf-8", "surrogateescape")
    else:
        try:
            text = read_source(source, limits.source)
        except AsmError as e:
            click.echo(f"error: {e.message}", err=True)
            sys.exit(1)
        name = source
    result = assemble(text, name, mcpu=mcpu, code_object_version=code_object_version,
                      include_dirs=include_dirs, defsyms=defsyms, mattr=mattr,
                      limits=limits, debug_info=debug_info, release=release)
    for diag in result.diagnostics:
        click.echo(diag.format(), err=True)
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
