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
    ("resources", "--resources",
     "Per-kernel registers, LDS, scratch and occupancy (waves per SIMD/CU and the limit)."),
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
    failed = False
    out = click.get_text_stream("stdout")
    writer = _ReportWriter(out, "json" if as_json else "yaml" if as_yaml else "text", chosen)
    for path in files:
        try:
            for source, co in _code_objects(path, target_filter):
                if directives and not (as_json or as_yaml):
                    _print_directives(co, source, out)
                    continue
                writer.add(co, code_object_report(co, source, chosen))
        except CodeObjectError as e:
            click.echo(f"error: {e}", err=True)
            failed = True
    writer.close()
    if failed:
        sys.exit(1)


class _ReportWriter:
    """Writes each code object's report as soon as it is made: a host library holds hundreds,
    and keeping every report until the end would hold them all in memory."""

    def __init__(self, out, fmt: str, parts: tuple[str, ...]) -> None:
        self.out, self.fmt, self.parts = out, fmt, parts
        self.count = 0
        # Indented JSON only for a person at a terminal: the indenting encoder is pure Python
        # and several times slower than the compact C one on objects with hundreds of kernels.
        self.indent = 2 if fmt == "json" and out.isatty() else None

    def add(self, co, report: dict) -> None:
        if self.fmt == "json":
            self.out.write('{"code_objects": [' if self.count == 0 else ", ")
            self.out.write(json.dumps(report, indent=self.indent, default=_json_default))
        elif self.fmt == "yaml":
            from codeobj.cli.render import dump_yaml

            if self.count == 0:
                self.out.write("code_objects:\n")
            dump_yaml([report], self.out)
        elif self.parts == ("resources",):
            from codeobj.occupancy import code_object_resources, format_resources

            self.out.write(f"{report['source']}:\n")
            self.out.write(format_resources(code_object_resources(co)) + "\n")
        else:
            from codeobj.cli.render import render_text

            self.out.write(render_text(co, report, self.parts))
        self.count += 1

    def close(self) -> None:
        if self.fmt == "json":
            self.out.write('{"code_objects": []}\n' if self.count == 0 else "]}\n")
        elif self.fmt == "yaml" and self.count == 0:
            self.out.write("code_objects: []\n")


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
        if co.code_object_version == 2:
            # V2 kernels are declared with .amdgpu_hsa_kernel and a label; the block follows.
            out.write(f"\t.amdgpu_hsa_kernel {k.name}\n{k.name}:\n")
            out.write(d.to_text(co.processor))
        else:
            out.write(d.to_text(k.name))
