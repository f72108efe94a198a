"""The `codeobj` click group; its subcommands load on first use.

Each command lives in its own module and is imported only when it runs, so that
`codeobj link` does not pay for the assembler or the ISA tables.  The entry point is
codeobj.cli.main.
"""

from __future__ import annotations

import importlib
import sys

import click

# name -> (module under codeobj.cli, attribute, one-line help shown by --help)
_COMMANDS: dict[str, tuple[str, str, str]] = {
    "dump": ("dump", "dump", "Show headers, sections, symbols, notes, metadata and kernels."),
    "list": ("bundles", "list_cmd", "List the code objects inside fat binaries and bundles."),
    "extract": ("bundles", "extract", "Write out code objects embedded in bundles or host files."),
    "bundle": ("bundles", "bundle", "Make a clang offload bundle from code objects."),
    "check": ("check", "check", "Validate code objects; exit 1 when anything is found."),
    "disasm": ("disasm", "disasm", "Disassemble kernels and functions like llvm-objdump -d."),
    "analyze": ("analyze", "analyze",
                "Control flow, live registers, occupancy limits and synchronization findings."),
    "build": ("build", "build", "Assemble AMDGPU assembly into a code object."),
    "link": ("link", "link", "Link relocatable code objects into a loadable one."),
    "patch": ("patch", "patch", "Change descriptor fields, metadata or symbols of a code object."),
    "diff": ("diff", "diff", "Compare two code objects, bundles or libraries kernel by kernel."),
}


class _LazyGroup(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(_COMMANDS)

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        entry = _COMMANDS.get(name)
        if entry is None:
            return None
        module_name, attr, _ = entry
        try:
            module = importlib.import_module(f"codeobj.cli.{module_name}")
        except ModuleNotFoundError as e:
            if e.name != f"codeobj.cli.{module_name}":
                raise
            return _not_yet(name)
        command: click.Command = getattr(module, attr)
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        rows = [(name, _COMMANDS[name][2]) for name in self.list_commands(ctx)]
        with formatter.section("Commands"):
            formatter.write_dl(rows)


def _not_yet(name: str) -> click.Command:
    @click.command(name=name, context_settings={"ignore_unknown_options": True})
    @click.argument("args", nargs=-1, type=click.UNPROCESSED)
    def command(args: tuple[str, ...]) -> None:
        click.echo(f"error: 'codeobj {name}' is not available in this version", err=True)
        sys.exit(2)

    return command


@click.group(cls=_LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="codeobj")
def cli() -> None:
    """codeobj: inspect, assemble and link AMD GPU code objects."""
