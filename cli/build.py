"""`codeobj build`: assemble AMDGPU assembly into a relocatable (-c) or loadable code object.

The click command; what it runs is codeobj.cli.build_core, which the `codeobj` entry point
also calls directly for plain command lines (see there).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from .build_core import OPTIONS, run_build
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


# what click checks or converts, by keyword (the rest are plain strings)
_CLICK: dict[str, dict[str, Any]] = {
    "code_object_version": {"type": click.IntRange(2, 6)},
    "include_dirs": {"type": click.Path(file_okay=False)},
    "defsyms": {"callback": _defsym},
}


def _options(func: Callable[..., None]) -> Callable[..., None]:
    for flags, keyword, kind, default, help_text in reversed(OPTIONS):
        if keyword == "release":
            func = release_option("Encode instructions")(func)
            continue
        if kind == "flag":
            extra: dict[str, Any] = {"is_flag": True}
        else:
            extra = {"type": str, "default": default, "multiple": kind == "multiple"}
        extra.update(_CLICK.get(keyword, {}))
        func = click.option(*flags, keyword, help=help_text, **extra)(func)
    return func


@click.command(name="build")
@click.argument("source", type=str)
@_options
@limit_option
def build(source: str, output: str | None, relocatable: bool, mcpu: str | None,
          code_object_version: int | None, include_dirs: tuple[str, ...],
          defsyms: dict[str, Any], mattr: str, release: str | None, debug_info: bool,
          use_lld: bool) -> None:
    """Assemble SOURCE ('-' for stdin) like llvm-mc; every error is reported, then exit 1.

    The assembler's limits (--limit source=, output=, expansion=, include-depth=, errors=)
    are those of docs/limits.md."""
    run_build(source, output, relocatable, mcpu, code_object_version, include_dirs, defsyms,
              mattr, release, debug_info, use_lld)
