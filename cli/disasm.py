"""`codeobj disasm`: disassemble code objects like ``llvm-objdump -d``."""

from __future__ import annotations

import sys

import click


@click.command("disasm")
@click.argument("files", nargs=-1, required=True)
@click.option("--target", "select", default=None,
              help="In bundles and host libraries, only code objects for this target ID.")
@click.option("--mcpu", "mcpu", default=None,
              help="Decode for this processor instead of the one in e_flags.")
@click.option("--descriptors/--no-descriptors", default=False,
              help="Also print each kernel descriptor as its .amdhsa_kernel block.")
def disasm(files: tuple[str, ...], select: str | None, mcpu: str | None,
           descriptors: bool) -> None:
    """Disassemble every function and kernel in FILES (output as llvm-objdump -d).

    FILES may be code objects, offload bundles, host libraries with embedded bundles, or
    code object URIs (file://PATH#offset=N&size=N).
    """
    from ..bundle.inputs import code_objects
    from ..isa.listing import listing_blocks

    out = sys.stdout
    for path in files:
        for _uri, co in code_objects(path, select):
            for block in listing_blocks(co, target=mcpu, path=co.source):
                block.append("")
                out.write("\n".join(block))
            if descriptors:
                out.write("\n".join([*_descriptor_blocks(co), ""]))


def _descriptor_blocks(co):
    for k in co.kernels:
        kd = getattr(k, "descriptor", None)
        if kd is None or not hasattr(kd, "to_text"):
            continue
        yield ""
        yield f"; kernel descriptor of {k.name}"
        yield kd.to_text(k.name)
