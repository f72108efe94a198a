"""`codeobj dump`: headers, sections, symbols, relocations, notes, metadata and kernels.

The click command; what it runs is codeobj.cli.dump_core, which the `codeobj` entry point
also calls directly for plain command lines (see there).
"""

from __future__ import annotations

import sys
from collections.abc import Callable

import click

from .dump_core import PART_OPTIONS, run_dump
from .limit_option import limit_option
from .options import target_option


def _part_options(func: Callable[..., None]) -> Callable[..., None]:
    for part, flag, help_text in reversed(PART_OPTIONS):
        func = click.option(flag, part, is_flag=True, help=help_text)(func)
    return func


@click.command("dump")
@click.argument("files", nargs=-1, required=True)
@_part_options
@click.option("--directives", is_flag=True,
              help="Print each kernel descriptor as an .amdhsa_kernel block (V2: .amd_kernel_code_t).")
@target_option("target_filter")
@click.option("--json", "as_json", is_flag=True, help="JSON output (the stable contract, docs/json.md).")
@click.option("--yaml", "as_yaml", is_flag=True, help="YAML output (same content as --json).")
@limit_option
def dump(files: tuple[str, ...], directives: bool, target_filter: str | None, as_json: bool,
         as_yaml: bool, **parts: bool) -> None:
    """Show what is inside code objects, fat binaries and host files with embedded bundles.

    FILE may be a path or a code object URI (file://path#offset=N&size=N).  With
    no part selected everything is shown.
    """
    if as_json and as_yaml:
        raise click.UsageError("--json and --yaml are exclusive")
    if not run_dump(files, parts=parts, directives=directives, target_filter=target_filter,
                    as_json=as_json, as_yaml=as_yaml):
        sys.exit(1)
