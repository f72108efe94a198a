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
              help="Decode with this processor's instruction tables instead of the target in "
                   "each object's e_flags (a warning names both when they differ).")
@click.option("--descriptors/--no-descriptors", default=False,
              help="Also print each kernel descriptor as its .amdhsa_kernel block.")
@limit_option
def disasm(files: tuple[str, ...], select: str | None, mcpu: str | None,
           descriptors: bool) -> None:
    """Disassemble every function and kernel in FILES (output as llvm-objdump -d).

    FILES may be code objects, offload bundles, host libraries with embedded bundles, code
    object URIs (file://PATH#offset=N&size=N), or '-' for standard input.  A code object that
    cannot be disassembled (a target without instruction tables, bad bytes) is named with the
    reason and the next one is listed; so is a file that cannot be read or holds no code
    object.  The exit status is then 1.
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
                if mcpu and co.processor and mcpu != co.processor:
                    sys.stderr.write(f"warning: {co.source}: decoding with {mcpu}'s tables; "
                                     f"the code object's target is {co.processor}\n")
                # one code object's listing is built whole before it is written, so that one
                # that cannot be decoded leaves nothing half-printed and the next one follows
                try:
                    text = []
                    for block in listing_blocks(co, target=mcpu, path=co.source):
                        block.append("")
                        text.append("\n".join(block))
                    if descriptors:
                        text.append("\n".join([*_descriptor_blocks(co), ""]))
                except CodeObjectError as e:
                    out.flush()
                    target = mcpu or co.processor or "unknown target"
                    sys.stderr.write(f"error: {e.with_source(co.source)} (code object for "
                                     f"{target}; not disassembled, going on)\n")
                    sys.stderr.flush()
                    failed = True
                    continue
                out.write("".join(text))
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
