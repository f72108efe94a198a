"""Entry point of the `codeobj` command: a click group whose subcommands load on first use.

Each command lives in its own module and is imported only when it runs, so that
`codeobj dump small.hsaco` does not pay for the assembler or the ISA tables.
"""

from __future__ import annotations

import importlib
import os
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
    "build": ("build", "build", "Assemble AMDGPU assembly into a code object."),
    "link": ("link", "link", "Link relocatable code objects into a loadable one."),
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
        return getattr(module, attr)

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


def main(argv: list[str] | None = None) -> None:
    """Run the CLI; errors about the input become `error: ...` and exit status 1."""
    from codeobj.errors import CodeObjectError

    try:
        cli.main(args=argv, prog_name="codeobj", standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("error: aborted", err=True)
        sys.exit(1)
    except click.exceptions.Exit as e:
        sys.exit(e.exit_code)
    except click.ClickException as e:
        e.show()
        sys.exit(2 if isinstance(e, click.UsageError) else 1)
    except CodeObjectError as e:
        click.echo(f"error: {e}", err=True)
        sys.exit(1)
    except BrokenPipeError:
        sys.exit(1)
    except OSError as e:
        name = getattr(e, "filename", None)
        detail = e.strerror or str(e)
        click.echo(f"error: {name}: {detail}" if name else f"error: {detail}", err=True)
        sys.exit(1)
    except Exception as e:  # a bug in codeobj, not bad input
        if os.environ.get("CODEOBJ_DEBUG"):
            raise
        click.echo(f"internal error: {type(e).__name__}: {e} (this is a bug in codeobj; "
                   "CODEOBJ_DEBUG=1 shows the traceback)", err=True)
        sys.exit(70)


if __name__ == "__main__":
    main()
