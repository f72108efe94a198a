"""What `codeobj list` does, without click: its run, the helpers `extract` shares, and the
reader the `codeobj` entry point uses for plain list command lines (cli/plain_args.py): FILES
with ``--json`` and ``-l/--long``.  ``-t/--target`` (checked by click), ``--limit``, ``--help``
and anything else go to the click command in codeobj.cli.bundles, which runs the same
`run_list`.
"""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, Any

from ..errors import CodeObjectError

if TYPE_CHECKING:
    from ..bundle._scan import FatBinary
    from ..bundle.archive import ArchiveMember
    from ..bundle.model import Bundle, EmbeddedCodeObject
    from ..bundle.offload import OffloadImage

# flag -> (keyword of the click command, kind, value) of what a plain line may hold
# (tests/test_bundle_cli.py checks them against the click command's options)
PLAIN_FLAGS: dict[str, tuple[str, str, object]] = {
    "--json": ("as_json", "flag", True), "--long": ("long", "flag", True),
    "-l": ("long", "flag", True),
}


def parse_plain_args(args: list[str]) -> dict[str, Any] | None:
    """The click command's keyword arguments for a plain list command line (the tokens after
    ``list``), or None when click should read it."""
    from .plain_args import read_plain_args

    options: dict[str, Any] = {"as_json": False, "long": False}
    inputs = read_plain_args(args, PLAIN_FLAGS, options)
    if not inputs:
        return None
    options.update(inputs=tuple(inputs), target=None)
    return options


def _echo(text: str) -> None:
    """A line to standard output (as click.echo wrote it)."""
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def _echo_err(text: str) -> None:
    """A line to standard error (as click.echo(err=True) wrote it)."""
    sys.stderr.write(text + "\n")
    sys.stderr.flush()


def _is_uri(arg: str) -> bool:
    from ..bundle.inputs import is_uri

    return is_uri(arg)


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
        _echo_err(note)


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


def run_list(inputs: tuple[str, ...], wanted: str | None, target: str | None, as_json: bool,
             long: bool) -> None:
    """List the code objects of every input (``wanted``: the target requested, as
    ``requested_target`` gives it; ``target``: as the user wrote it); exit 1 when an input
    fails or holds none."""
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
            _echo_err(f"error: {text}")
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
            _echo_err(f"error: {text}")
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
            _echo("\n".join(lines))
    if as_json:
        document = {"code_objects": out_objects, "files": out_files}
        if errors:
            document["errors"] = errors
        # indented for a person at a terminal, compact for a program
        _echo(json.dumps(document, indent=2 if sys.stdout.isatty() else None))
    if failed:
        sys.exit(1)
