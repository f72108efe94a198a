"""The ``--limit NAME=VALUE`` option, the same on every command (codeobj.limits)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

import click

_F = TypeVar("_F", bound=Callable[..., Any])


def _parse(ctx: click.Context, param: click.Parameter, values: tuple[str, ...]) -> dict[str, int]:
    from ..limits import parse_limit

    changes = {}
    for text in values:
        try:
            name, value = parse_limit(text)
        except ValueError as e:
            raise click.BadParameter(str(e), ctx=ctx, param=param) from None
        changes[name] = value
    return changes


def limit_option(func: _F) -> _F:
    """Add ``--limit`` to a click command; the command runs with those limits in force."""
    from ..limits import limit_help

    @functools.wraps(func)
    def run(*args: Any, limits: dict[str, int], **kwargs: Any) -> Any:
        from ..limits import use_limits

        with use_limits(None, **limits):
            return func(*args, **kwargs)

    option = click.option(
        "--limit", "limits", multiple=True, callback=_parse, metavar="NAME=VALUE",
        help=f"Raise a bound on hostile input (repeatable; docs/limits.md). Defaults: "
             f"{limit_help()}.")
    return option(run)  # type: ignore[return-value]
