"""`codeobj dump`: headers, sections, symbols, relocations, notes, metadata and kernels."""

from __future__ import annotations

import json
import sys

import click

from codeobj.errors import CodeObjectError

_PART_OPTIONS = (
    ("headers", "--headers", "ELF header with the decoded e_flags."),
    ("sections", "--sections", "Section headers."),
    ("segments", "--segments", "Program headers."),
    ("symbols", "--symbols", "Symbol tables."),
    ("relocs", "--relocs", "Relocations."),
    ("notes", "--notes", "Note records."),
    ("metadata", "--metadata", "Code object metadata (YAML for text output)."),
    ("kernels", "--kernels", "Kernels: descriptor, resources, arguments."),
)


def _part_options(func):
    for part, flag, help_text in reversed(_PART_OPTIONS):
        func = click.option(flag, part, is_flag=True, help=help_text)(func)
    return func


@click.command("dump")
@click.argument("files", nargs=-1, required=True)
@_part_options
@click.option("--directives", is_flag=True,
              help="Print each kernel descriptor as an .amdhsa_kernel block (V2: .amd_kernel_code_t).")
@click.option("--target", "target_filter", metavar="TARGET",
              help="In fat binaries, dump only code objects compatible with TARGET.")
@click.option("--json", "as_json", is_flag=True, help="JSON output (the stable contract, docs/json.md).")
@click.option("--yaml", "as_yaml", is_flag=True, help="YAML output (same content as --json).")
def dump(files, directives, target_filter, as_json, as_yaml, **parts):
    """Show what is inside code objects, fat binaries and host files with embedded bundles.

    FILE may be a path or a code object URI (file://path#offset=N&size=N).  With
    no part selected everything is shown.
    """
    from codeobj.report import SECTIONS, code_object_report

    if as_json and as_yaml:
        raise click.UsageError("--json and --yaml are exclusive")
    selected = tuple(p for p in SECTIONS if parts.get(p))
    chosen = selected or SECTIONS
    reports = []
    failed = False
    out = click.get_text_stream("stdout")
    for path in files:
        try:
            for source, co in _code_objects(path, target_filter):
                if directives and not (as_json or as_yaml):
                    _print_directives(co, source, out)
                    continue
                report = code_object_report(co, source, chosen)
                if as_json or as_yaml:
                    reports.append(report)
                else:
                    from codeobj.cli.render import render_text

                    out.write(render_text(co, report, chosen))
        except CodeObjectError as e:
            click.echo(f"error: {e}", err=True)
            failed = True
    if as_json:
        # Indented only for a person at a terminal: the indenting encoder is pure Python and
        # several times slower than the compact C one on objects with hundreds of kernels.
        indent = 2 if out.isatty() else None
        out.write(json.dumps({"code_objects": reports}, indent=indent, default=_json_default))
        out.write("\n")
    elif as_yaml:
        from codeobj.cli.render import dump_yaml

        dump_yaml({"code_objects": reports}, out)
    if failed:
        sys.exit(1)


def _json_default(value):
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value).hex()
    raise TypeError(f"{type(value).__name__} is not JSON serialisable")


def _code_objects(path: str, target_filter: str | None):
    """(source URI, CodeObject) for every code object in ``path`` (a file, bundle or URI)."""
    from codeobj.inputs import code_objects

    yield from code_objects(path, target=target_filter)


def _print_directives(co, source: str, out) -> None:
    out.write(f"; {source}\n")
    for k in co.kernels:
        d = k.descriptor
        if d is None:
            out.write(f"; {k.name}: descriptor not decoded\n")
            for w in k.warnings:
                out.write(f";   warning: {w}\n")
            continue
        out.write(d.to_text(k.name))
        if not d.to_text(k.name).endswith("\n"):
            out.write("\n")
