"""`codeobj disasm`: disassemble code objects like ``llvm-objdump -d``."""

from __future__ import annotations

import sys

import click

from .limit_option import limit_option
from .options import target_option


@click.command("disasm")
@click.argument("files", nargs=-1, required=True)
@target_option("select")
@click.option("--mcpu", "mcpu", default=None,
              help="Decode for this processor instead of the one in e_flags.")
@click.option("--descriptors/--no-descriptors", default=False,
              help="Also print each kernel descriptor as its .amdhsa_kernel block.")
@limit_option
def disasm(files: tuple[str, ...], select: str | None, mcpu: str | None,
           descriptors: bool) -> None:
    """Disassemble every function and kernel in FILES (output as llvm-objdump -d).

    FILES may be code objects, offload bundles, host libraries with embedded bundles, code
    object URIs (file://PATH#offset=N&size=N), or '-' for standard input.  An error about
    one file is reported and the next file is disassembled; the exit status is then 1.
    """
    from ..bundle.inputs import code_objects
    from ..errors import CodeObjectError
    from ..isa.listing import listing_blocks

    out = sys.stdout
    failed = False
    for path in files:
        name = path
        try:
            for _uri, co in code_objects(path, select, required=True):
                name = co.source
                for block in listing_blocks(co, target=mcpu, path=co.source):
                    block.append("")
                    out.write("\n".join(block))
                if descriptors:
                    out.write("\n".join([*_descriptor_blocks(co), ""]))
        except BrokenPipeError:
            raise
        except (CodeObjectError, OSError) as e:
            out.flush()
            text = str(e.with_source(name)) if isinstance(e, CodeObjectError) else \
                f"{getattr(e, 'filename', None) or name}: {e.strerror or e}"
            sys.stderr.write(f"error: {text}\n")
            sys.stderr.flush()
            failed = True
    if failed:
        sys.exit(1)


def _descriptor_blocks(co):
    for k in co.kernels:
        kd = getattr(k, "descriptor", None)
        if kd is None or not hasattr(kd, "to_text"):
            continue
        yield ""
        yield f"; kernel descriptor of {k.name}"
        # V2's amd_kernel_code_t block is written for a processor, not a kernel name
        yield kd.to_text(co.processor) if co.code_object_version == 2 else kd.to_text(k.name)
