"""`codeobj disasm`: disassemble code objects like ``llvm-objdump -d``."""

from __future__ import annotations

import sys

import click


@click.command("disasm")
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.option("--mcpu", "target", default=None,
              help="Decode for this processor instead of the one in e_flags.")
@click.option("--descriptors/--no-descriptors", default=False,
              help="Also print each kernel descriptor as its .amdhsa_kernel block.")
def disasm(files: tuple[str, ...], target: str | None, descriptors: bool) -> None:
    """Disassemble every function and kernel in FILES (output as llvm-objdump -d)."""
    from codeobj.isa.listing import listing
    from codeobj.reader import open_code_object

    out = sys.stdout
    for path in files:
        co = open_code_object(path)
        batch: list[str] = []
        for line in listing(co, target=target, path=path):
            batch.append(line)
            if len(batch) >= 8192:
                batch.append("")
                out.write("\n".join(batch))
                batch = []
        if batch:
            batch.append("")
            out.write("\n".join(batch))
        if descriptors:
            for line in _descriptor_blocks(co):
                out.write(line)
                out.write("\n")


def _descriptor_blocks(co):
    for k in co.kernels:
        kd = getattr(k, "descriptor", None)
        if kd is None or not hasattr(kd, "to_text"):
            continue
        yield ""
        yield f"; kernel descriptor of {k.name}"
        yield kd.to_text(k.name)
