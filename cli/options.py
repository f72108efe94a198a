"""Options every command that reads code objects spells the same way (docs/cli.md)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import click

FC = TypeVar("FC", bound="Callable[..., object] | click.Command")

TARGET_HELP = ("Only code objects loadable on TARGET (a target ID such as gfx90a or "
               "gfx90a:xnack+, or an entry ID); compatibility rules apply: gfx90a matches "
               "gfx90a:xnack+ and gfx90a:xnack-, a generic target matches what it covers.")


def _check_target(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """An unknown processor is a usage error (exit 2) in every command; the value is kept as
    the user wrote it."""
    if value is None:
        return None
    from ..bundle._select import requested_target
    from ..errors import TargetError

    try:
        requested_target(value)
    except TargetError as e:
        raise click.BadParameter(e.message, ctx=ctx, param=param) from None
    return value


def target_option(dest: str = "target") -> Callable[[FC], FC]:
    """``-t/--target TARGET``, checked when the command line is read."""
    return click.option("--target", "-t", dest, metavar="TARGET", callback=_check_target,
                        help=TARGET_HELP)
