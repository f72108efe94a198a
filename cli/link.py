"""`codeobj link`: relocatable code objects in, one loadable (ET_DYN) code object out."""

from __future__ import annotations

import click

from ..errors import CodeObjectError
from .limit_option import limit_option


@click.command("link")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False),
              help="The code object to write (atomically; nothing is written on error).")
@click.option("--merge-metadata", is_flag=True,
              help="Write one NT_AMDGPU_METADATA note holding every input's kernels, instead "
                   "of ld.lld's one note per input.")
@click.option("--lld-layout", type=click.Choice(["19", "15"]), default="19", show_default=True,
              help="Follow the section layout of this ld.lld version (15 has no .relro_padding).")
@click.option("--comment", default=None, metavar="TEXT",
              help="The linker's .comment string (default: 'Linker: codeobj VERSION'; ld.lld "
                   "writes 'Linker: <its version>').")
@click.option("--no-comment", is_flag=True, help="Add no linker string to .comment.")
@limit_option
def link(inputs: tuple[str, ...], output: str, merge_metadata: bool, lld_layout: str,
         comment: str | None, no_comment: bool) -> None:
    """Link relocatable code objects INPUTS into a shared code object, like `ld.lld -shared`.

    Errors (undefined, duplicate or preemptible symbols, incompatible targets) are reported the
    way ld.lld reports them, every one of them, and the command exits 1.
    """
    from .._link import DEFAULT_COMMENT, link_files

    text = None if no_comment else (comment if comment is not None else DEFAULT_COMMENT)
    try:
        link_files(inputs, output, lld_version=int(lld_layout), comment=text,
                   merge_metadata=merge_metadata)
    except CodeObjectError as exc:
        for line in str(exc).splitlines():
            if line.strip():
                prefix = "" if line.startswith(">>>") else "error: "
                click.echo(f"{prefix}{line}", err=True)
        raise SystemExit(1) from None
    except OSError as exc:
        click.echo(f"error: {exc.filename or output}: {exc.strerror or exc}", err=True)
        raise SystemExit(1) from None
