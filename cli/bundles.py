"""The fat-binary commands: ``codeobj list``, ``codeobj extract`` and ``codeobj bundle``.

What `list` runs (and the helpers `extract` shares) is codeobj.cli.list_core, which the
`codeobj` entry point also calls directly for plain command lines (see there).
"""

from __future__ import annotations

import os
import re
import sys
from typing import TYPE_CHECKING

import click

from ..errors import CodeObjectError, TargetError
from .limit_option import limit_option
from .list_core import _code_objects, _filter, run_list
from .options import target_option

if TYPE_CHECKING:
    from ..bundle.model import EmbeddedCodeObject


_target_option = target_option("target")


def _check_target(target: str | None) -> str | None:
    if target is None:
        return None
    from ..bundle._select import requested_target

    try:
        return requested_target(target)
    except TargetError as e:
        raise click.BadParameter(str(e), param_hint="'--target'") from e


@click.command("list")
@click.argument("inputs", nargs=-1, required=True, metavar="FILE|URI...")
@_target_option
@click.option("--json", "as_json", is_flag=True, help="Print JSON (code objects and bundles).")
@click.option("--long", "-l", "long", is_flag=True,
              help="Also print the entry ID, size and bundle (marked 'z' when compressed).")
@limit_option
def list_cmd(inputs: tuple[str, ...], target: str | None, as_json: bool, long: bool) -> None:
    """List the code objects inside fat binaries, bundles, offload binaries, archives and
    code object files.

    One line per code object: its URI (file://PATH#offset=N&size=N) and its target.  For a
    code object in a compressed bundle, offset is the bundle's file offset plus the entry's
    offset in the decompressed bundle; inside an archive, offsets are in the archive file.
    Device entries that are not code objects (-fgpu-rdc LLVM bitcode) are counted on stderr.
    Live process memory (memory://) is not supported.
    """
    run_list(inputs, _check_target(target), target, as_json, long)


_UNSAFE = re.compile(r"[^A-Za-z0-9._+-]")


def _output_name(c: EmbeddedCodeObject, stem: str) -> str:
    """A file name for ``c`` derived from its entry ID (``lib-hipv4-...gfx90a_xnack+.hsaco``);
    bundles inside a host ELF add their number (``lib-007-hipv4-...``), offload images theirs
    (``lib-i001-hip-...``), archive members their name (``lib.a-member.o-...``)."""
    if c.entry_id:
        base = _UNSAFE.sub("_", c.entry_id)
        if c.bundle is not None and c.bundle.section is not None:
            base = f"{c.bundle.index:03d}-{base}"
        elif c.image is not None and c.bundle is None:
            base = f"i{c.image.index:03d}-{base}"
    else:
        base = f"offset{c.offset}-size{c.size}"
    if c.member is not None:
        base = f"{_UNSAFE.sub('_', c.member.name)}-{base}"
    return f"{stem}-{base}.hsaco"


@click.command("extract")
@click.argument("inputs", nargs=-1, required=True, metavar="FILE|URI...")
@_target_option
@click.option("-o", "--output", type=click.Path(dir_okay=False, allow_dash=True),
              help="Write the one selected code object here ('-' for stdout).")
@click.option("-d", "--directory", type=click.Path(file_okay=False),
              help="Write every selected code object into this directory (default: '.').")
@limit_option
def extract(inputs: tuple[str, ...], target: str | None, output: str | None,
            directory: str | None) -> None:
    """Write out the exact bytes of code objects embedded in bundles or host files.

    FILE is a host ELF (executable or library with .hip_fatbin or .llvm.offloading), a
    bundle (plain or compressed), an offload binary, an archive (.a) or a code object; URI is file://PATH#offset=N&size=N as 'codeobj list'
    prints it.  Names are NAME-ENTRYID.hsaco (NAME-BUNDLE-ENTRYID.hsaco inside a host ELF,
    BUNDLE its 3-digit number; NAME-iIMAGE-ENTRYID.hsaco for offload images;
    NAME-MEMBER-... inside an archive); characters other than letters, digits and '._+-' become '_'.
    """
    from ..bundle.writer import write_file_atomic

    if output and directory:
        raise click.UsageError("give -o or -d, not both")
    wanted = _check_target(target)
    chosen: list[tuple[EmbeddedCodeObject, str]] = []  # (code object, its file name's stem)
    for arg in inputs:
        try:
            fat, items = _code_objects(arg)
        except CodeObjectError as e:
            raise e.with_source(arg) from None
        path = fat.name if fat is not None else (items[0].uri.path or "memory")
        stem = os.path.basename(path).strip("<>") or "codeobj"  # <stdin>: stdin-...
        found = _filter(items, wanted)
        if not found and fat is not None:
            from ..bundle.inputs import require_items

            require_items(fat, found, wanted)  # raises, saying why
        chosen.extend((c, stem) for c in found)
    if not chosen:
        what = f" for target {target}" if target else ""
        raise CodeObjectError(f"no code object{what} in {', '.join(inputs)}")
    if output is not None:
        if len(chosen) != 1:
            names = ", ".join(str(c.uri) for c, _ in chosen[:4])
            raise click.UsageError(
                f"{len(chosen)} code objects are selected ({names}{', ...' if len(chosen) > 4 else ''}); "
                "-o takes one: narrow with --target or a URI, or use -d DIR")
        data = chosen[0][0].data
        if output == "-":
            sys.stdout.buffer.write(data)
            sys.stdout.buffer.flush()
        else:
            write_file_atomic(output, data)
        return
    directory = directory or "."
    # every name first: a clash found after some files were written would leave half a result
    named: dict[str, str] = {}
    for c, stem in chosen:
        name = _output_name(c, stem)
        if name in named:
            raise CodeObjectError(f"{c.uri} and {named[name]} would both be written to {name}")
        named[name] = str(c.uri)
    os.makedirs(directory, exist_ok=True)
    for (c, _), name in zip(chosen, named):
        path = os.path.join(directory, name)
        # the name is ours, not the user's: never write through a link planted there
        write_file_atomic(path, c.data, follow_symlinks=False)
        click.echo(path)


def _parse_input(spec: str, kind: str) -> tuple[str, bytes]:
    from ..bundle import code_object_target
    from ..limits import read_input

    entry_id, eq, path = spec.partition("=")
    if not eq or "-" not in entry_id:
        entry_id, path = "", spec
    try:
        data = read_input(path)
    except OSError as e:
        raise click.BadParameter(f"{path}: {e.strerror}", param_hint="INPUT") from e
    except ValueError as e:  # a NUL in the name
        raise click.BadParameter(f"{path!r}: {e}", param_hint="INPUT") from e
    target = code_object_target(data)
    if not entry_id:
        if not target:
            raise click.BadParameter(
                f"{path}: not an AMDGPU code object whose target can be read; give "
                "ENTRYID=PATH", param_hint="INPUT")
        entry_id = f"{kind}-{target}"
    elif target:
        _warn_mismatch(entry_id, target, path)
    return entry_id, data


def _warn_mismatch(entry_id: str, target: str, path: str) -> None:
    from ..bundle import parse_entry_id
    from ..targets import is_compatible

    eid = parse_entry_id(entry_id)
    if eid.is_host or not eid.target_id:
        return
    try:
        ok = is_compatible(target.split("--", 1)[-1], eid.target_id)
    except TargetError:
        return
    if not ok:
        click.echo(f"warning: {path} is built for {target}, but its entry ID is {entry_id}",
                   err=True)


@click.command("bundle")
@click.argument("inputs", nargs=-1, required=True, metavar="[ENTRYID=]FILE...")
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False, allow_dash=True),
              help="The bundle to write ('-' for stdout).")
@click.option("--compress", type=click.Choice(["zlib", "zstd"]), default=None,
              help="Write a compressed (CCOB) bundle with this method.")
@click.option("--format-version", "version", type=click.IntRange(1, 3), default=2,
              show_default=True,
              help="CCOB version when compressing (clang-offload-bundler 19 reads 1 and 2).")
@click.option("--level", type=int, default=None,
              help="Compression level (default 9; zlib -1 to 9, zstd -131072 to 22).")
@click.option("--align", type=int, default=4096, show_default=True,
              help="Entry alignment in the bundle (a power of two up to 1M; HIP uses 4096).")
@click.option("--kind", default="hipv4", show_default=True,
              help="Offload kind for inputs given without an entry ID.")
@click.option("--no-host", is_flag=True, help="Do not add the empty host entry first.")
@limit_option
def bundle(inputs: tuple[str, ...], output: str, compress: str | None, version: int,
           level: int | None, align: int, kind: str, no_host: bool) -> None:
    """Make a clang offload bundle from code objects.

    Each input is FILE (its entry ID becomes KIND-TARGET from the code object's ELF header,
    e.g. hipv4-amdgcn-amd-amdhsa--gfx90a:xnack+) or ENTRYID=FILE.  An empty host entry
    (host-x86_64-unknown-linux--) comes first, as HIP writes it.
    """
    from ..bundle import BundleInput, write_bundle
    from ..bundle.writer import LEVELS, MAX_ALIGN, write_file_atomic
    from ..formats.bundle import CompressionMethod

    if align < 1 or align & (align - 1) or align > MAX_ALIGN:
        raise click.BadParameter(f"{align} is not a power of two from 1 to {MAX_ALIGN}",
                                 param_hint="'--align'")
    if level is not None:
        low, high = LEVELS[CompressionMethod[(compress or "zlib").upper()]]
        if not compress or not low <= level <= high:
            raise click.BadParameter(
                f"{level} is not a {compress} level ({low} to {high})" if compress else
                "--level needs --compress", param_hint="'--level'")
    items: list[BundleInput] = []
    given: dict[str, str] = {}  # entry ID -> the input that has it
    for spec in inputs:
        entry_id, data = _parse_input(spec, kind)
        if entry_id in given:
            raise click.BadParameter(f"{given[entry_id]} and {spec} both have entry ID "
                                     f"{entry_id}; give one as ENTRYID=FILE",
                                     param_hint="INPUT")
        given[entry_id] = spec
        items.append(BundleInput(entry_id, data))
    data = write_bundle(items, compress=compress, version=version, level=level, align=align,
                        add_host_entry=not no_host)
    if output == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
    else:
        write_file_atomic(output, data)
