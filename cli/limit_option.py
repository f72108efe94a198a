"""The ``--limit NAME=VALUE`` option, the same on every command (codeobj.limits)."""

from __future__ import annotations

import functools

import click


def _parse(ctx: click.Context, param: click.Parameter, values: tuple[str, ...]):
    from ..limits import parse_limit

    changes = {}
    for text in values:
        try:
            name, value = parse_limit(text)
        except ValueError as e:
            raise click.BadParameter(str(e), ctx=ctx, param=param) from None
        changes[name] = value
    return changes


def limit_option(func):
    """Add ``--limit`` to a click command; the command runs with those limits in force."""
    from ..limits import limit_help

    @functools.wraps(func)
    def run(*args, limits: dict, **kwargs):
        from ..limits import use_limits

        with use_limits(**limits):
            return func(*args, **kwargs)

    return click.option(
        "--limit", "limits", multiple=True, callback=_parse, metavar="NAME=VALUE",
        help=f"Raise a bound on hostile input (repeatable; docs/limits.md). Defaults: "
             f"{limit_help()}.")(run)
