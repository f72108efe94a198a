"""The fat-binary commands: ``codeobj list``, ``codeobj extract`` and ``codeobj bundle``."""

from __future__ import annotations

import json
import os
import re
import sys
from typing import TYPE_CHECKING, Any

import click

from ..errors import CodeObjectError, TargetError
from .limit_option import limit_option
from .options import target_option

if TYPE_CHECKING:
    from ..bundle._scan import FatBinary
    from ..bundle.archive import ArchiveMember
    from ..bundle.model import Bundle, EmbeddedCodeObject
    from ..bundle.offload import OffloadImage


def _is_uri(arg: str) -> bool:
    from ..bundle.inputs import is_uri

    return is_uri(arg)


_target_option = target_option("target")


def _check_target(target: str | None) -> str | None:
    if target is None:
        return None
    from ..bundle._select import requested_target

    try:
        return requested_target(target)
    except TargetError as e:
        raise click.BadParameter(str(e), param_hint="'--target'") from e


def _code_objects(arg: str) -> tuple[FatBinary | None, list[EmbeddedCodeObject]]:
    """(FatBinary or None, code objects) for a path, ``-`` (standard input) or a URI."""
    from ..bundle import resolve_uri
    from ..bundle.inputs import open_input

    if _is_uri(arg):
        return None, [resolve_uri(arg)]
    fat = open_input(arg)
    return fat, fat.code_objects


def _source(fat: FatBinary | None, c: EmbeddedCodeObject) -> str:
    """How `dump` names the code object: the path as given, or its URI when embedded."""
    from ..bundle.inputs import item_source

    return str(c.uri) if fat is None else item_source(fat, c)


def _filter(items: list[EmbeddedCodeObject],
            wanted: str | None) -> list[EmbeddedCodeObject]:
    from ..bundle._select import matches_target

    return items if wanted is None else [c for c in items if matches_target(c, wanted)]


def _object_json(fat: FatBinary | None, c: EmbeddedCodeObject) -> dict[str, Any]:
    bundle = c.bundle
    comp = bundle.compression if bundle is not None else None
    kind: str | None
    if c.entry is not None:
        kind = c.entry.kind
    elif c.image is not None:
        kind = c.entry_id.split("-", 1)[0] if c.entry_id else None
    else:
        kind = None
    return {
        "source": _source(fat, c),
        "entry_id": c.entry_id,
        "kind": kind,
        "target": c.target or None,
        "target_id": c.target_id or None,
        "offset": c.offset,
        "size": c.size,
        "bundle": bundle.index if bundle is not None else None,
        "compressed": comp is not None,
        "image": c.image.index if c.image is not None else None,
        "member": c.member.name if c.member is not None else None,
    }


def _image_json(image: OffloadImage) -> dict[str, Any]:
    return {
        "index": image.index,
        "offset": image.offset,
        "size": image.size,
        "section": image.section.split(" at ", 1)[0] if image.section else None,
        "version": image.version,
        "image_kind": image.kind_name,
        "offload_kind": image.producer,
        "flags": image.flags,
        "triple": image.triple or None,
        "arch": image.arch or None,
        "strings": dict(image.strings),
        "image_offset": image.image_offset,
        "image_size": image.image_size,
    }


def _member_json(member: ArchiveMember) -> dict[str, Any]:
    return {
        "index": member.index,
        "name": member.name,
        "header_offset": member.header_offset,
        "offset": member.offset,
        "size": member.size,
        "kind": member.kind,
        "code_objects": member.code_objects,
    }


def _other_json(c: EmbeddedCodeObject) -> dict[str, Any]:
    return {"source": str(c.uri), "entry_id": c.entry_id, "target": c.target or None,
            "content": c.content, "size": c.size,
            "image": c.image.index if c.image is not None else None,
            "member": c.member.name if c.member is not None else None}


def _where(c: EmbeddedCodeObject) -> str:
    """Where ``list -l`` says a code object sits: its bundle, offload image or member."""
    parts = []
    if c.member is not None:
        parts.append(f"member {c.member.name}")
    if c.image is not None:
        parts.append(f"image {c.image.index}")
    if c.bundle is not None:
        parts.append(f"bundle {c.bundle.index}" + (" z" if c.compressed else ""))
    return ", ".join(parts) or "-"


def _note_non_code_objects(arg: str, fat: FatBinary | None) -> None:
    from ..bundle.inputs import skipped_note

    note = skipped_note(arg, fat) if fat is not None else None
    if note:
        click.echo(note, err=True)


def _bundle_json(b: Bundle) -> dict[str, Any]:
    comp = b.compression
    return {
        "index": b.index,
        "offset": b.offset,
        "size": b.size,
        "section": b.section.split(" ", 1)[0] if b.section else None,
        "compression": None if comp is None else {
            "version": comp.version,
            "method": getattr(comp.method, "name", str(comp.method)).lower(),
            "total_size": comp.total_size,
            "uncompressed_size": comp.uncompressed_size,
            "hash": f"0x{comp.hash:016x}",
        },
        "entries": [{"id": e.id, "offset": e.offset, "size": e.size} for e in b.entries],
    }


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
    wanted = _check_target(target)
    failed = False
    out_objects: list[dict[str, Any]] = []
    out_files: list[dict[str, Any]] = []
    errors: list[dict[str, str]] = []
    for arg in inputs:
        try:
            fat, items = _code_objects(arg)
        except (CodeObjectError, OSError) as e:
            text = str(e.with_source(arg)) if isinstance(e, CodeObjectError) else \
                f"{getattr(e, 'filename', None) or arg}: {e.strerror or e}"
            click.echo(f"error: {text}", err=True)
            errors.append({"file": arg, "error": text})
            failed = True
            continue
        chosen = _filter(items, wanted)
        if chosen:
            _note_non_code_objects(arg, fat)
        else:
            from ..bundle.inputs import empty_reason

            reason = empty_reason(fat, wanted) if fat is not None else \
                f"no code object for target {target}"
            text = f"{fat.name if fat is not None else arg}: {reason}"
            click.echo(f"error: {text}", err=True)
            errors.append({"file": arg, "error": text})
            failed = True
        if as_json:
            out_objects.extend(_object_json(fat, c) for c in chosen)
            if fat is not None:
                out_files.append({
                    "path": fat.name, "kind": fat.kind, "size": fat.size,
                    "bundles": [_bundle_json(b) for b in fat.bundles],
                    "images": [_image_json(i) for i in fat.images],
                    "members": [_member_json(m) for m in fat.members],
                    "non_code_objects": [_other_json(c) for c in fat.non_code_objects],
                })
            continue
        lines = []
        for c in chosen:
            line = f"{_source(fat, c)}\t{c.target or 'unknown'}"
            if long:
                line += f"\t{c.entry_id or '-'}\t{c.size}\t{_where(c)}"
            lines.append(line)
        if lines:
            click.echo("\n".join(lines))
    if as_json:
        document = {"code_objects": out_objects, "files": out_files}
        if errors:
            document["errors"] = errors
        # indented for a person at a terminal, compact for a program
        click.echo(json.dumps(document, indent=2 if sys.stdout.isatty() else None))
    if failed:
        sys.exit(1)


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
