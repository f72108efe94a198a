"""The ``--llvm-release NAME`` option of build and disasm: whose instruction encoding to follow.

The releases are the records of ``codeobj.isa.db.LLVM`` (docs/isa.md); a name that is not
one is a usage error (exit 2).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

_F = TypeVar("_F", bound=Callable[..., Any])


def _check(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value is None:
        return None
    from ..isa.db import LLVM

    if value not in LLVM:
        raise click.BadParameter(f"'{value}' is not one of {', '.join(LLVM)}", ctx=ctx,
                                 param=param)
    return value


def release_option(what: str) -> Callable[[_F], _F]:
    """``--llvm-release NAME`` (the keyword ``release``): ``what`` says what follows the
    release (as the help text's verb phrase)."""
    return click.option(
        "--llvm-release", "release", default=None, metavar="NAME", callback=_check,
        help=f"{what} as this LLVM release does (default: the processor's own, LLVM 19, or "
             "LLVM 22 for the processors LLVM 19 does not know; llvm24git: the newer "
             "assembler of triton 3.9.0); the releases are listed in docs/isa.md.")
