"""The ``--limit NAME=VALUE`` option of the commands that read input (codeobj.limits)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

import click

_R = TypeVar("_R")


def _parse(ctx: click.Context, param: click.Parameter, values: tuple[str, ...]
           ) -> dict[str, int]:
    from ..limits import parse_limit

    changes: dict[str, int] = {}
    for text in values:
        try:
            name, value = parse_limit(text)
        except ValueError as e:
            raise click.BadParameter(str(e), ctx=ctx, param=param) from None
        changes[name] = value
    return changes


def limit_option(func: Callable[..., _R]) -> Callable[..., _R]:
    """Add ``--limit`` to a click command; the command runs with those limits in force."""
    from ..limits import limit_help

    @functools.wraps(func)
    def run(*args: Any, limits: dict[str, int], **kwargs: Any) -> _R:
        from ..limits import use_limits

        with use_limits(None, **limits):
            return func(*args, **kwargs)

    return click.option(
        "--limit", "limits", multiple=True, callback=_parse, metavar="NAME=VALUE",
        help=f"Raise a bound on hostile input (repeatable; docs/limits.md). Defaults: "
             f"{limit_help()}.")(run)
