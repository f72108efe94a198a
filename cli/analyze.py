"""`codeobj analyze`: control flow, live registers, occupancy and synchronization findings."""

from __future__ import annotations

import json
import sys

import click

from .limit_option import limit_option


@click.command("analyze")
@click.argument("files", nargs=-1, required=True)
@click.option("--kernel", "kernel", metavar="NAME", default=None,
              help="Only this kernel (or function) and the functions it calls.")
@click.option("--json", "as_json", is_flag=True, help="The analysis as JSON.")
@click.option("--html", "html_out", metavar="OUT.html", default=None,
              help="Also write a self-contained HTML page (kernels table, CFG, disassembly "
                   "with the live-register curve, findings).")
@click.option("--per-instruction", is_flag=True,
              help="With --json: the live counts of every instruction.")
@click.option("--target", "select", default=None,
              help="In bundles and host libraries, only code objects for this target ID.")
@click.option("--mcpu", default=None, help="Decode for this processor instead of e_flags'.")
@limit_option
def analyze(files: tuple[str, ...], kernel: str | None, as_json: bool, html_out: str | None,
            per_instruction: bool, select: str | None, mcpu: str | None) -> None:
    """Analyse the kernels and functions in FILES: basic blocks, loops, live VGPRs/AGPRs/SGPRs
    against the allocation, what limits occupancy, and synchronization findings.

    FILES may be code objects, offload bundles, host libraries or code object URIs.  Exit
    status 0, or 1 when an input cannot be read (findings do not change it: see
    `codeobj check` for a pass/fail verdict).
    """
    from ..analysis.report import analyze_code_object
    from ..analysis.text import render_text
    from ..bundle.inputs import code_objects
    from ..errors import CodeObjectError

    out = sys.stdout
    results = []
    found_kernel = kernel is None
    for path in files:
        for _uri, co in code_objects(path, select):
            if kernel is not None and not any(
                    k.name == kernel or k.symbol == kernel for k in co.kernels) and not any(
                    s.name == kernel for s in co.symbols):
                continue
            try:
                analysis = analyze_code_object(co, kernel=kernel, mcpu=mcpu)
            except KeyError:
                continue
            except CodeObjectError as e:
                raise e.with_source(co.source) from None
            found_kernel = True
            if as_json or html_out:
                results.append(analysis)
            if not as_json:
                out.write(render_text(analysis))
    if not found_kernel:
        raise click.UsageError(f"no kernel or function named {kernel!r} in the input")
    if html_out:
        from ..analysis.html import write_html

        write_html(results, html_out)
    if as_json:
        data = {"code_objects": [a.to_dict(per_instruction=per_instruction) for a in results]}
        out.write(json.dumps(data, indent=2 if out.isatty() else None))
        out.write("\n")
