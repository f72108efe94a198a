"""What `codeobj disasm` does, without click: its run, and the reader the `codeobj` entry point
uses for plain disasm command lines (cli/plain_args.py): FILES with the flags, ``--mcpu`` and
``--mattr``.  The options whose values click checks (``-t/--target``, ``--llvm-release``,
the addresses, ``--disassemble-symbols``, ``--limit``), ``--help`` and anything else go to the
click command in codeobj.cli.disasm, which runs the same `run_disasm`.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, TypedDict

if TYPE_CHECKING:
    from ..elf.model import CodeObject
    from ..errors import CodeObjectError

# flag -> (keyword of the click command, kind, value) of what a plain line may hold, and the
# defaults (tests/test_disasm_cli.py checks them against the click command's options)
PLAIN_FLAGS: dict[str, tuple[str, str, object]] = {
    "-d": ("_d", "flag", True), "--disassemble": ("_d", "flag", True),
    "--mcpu": ("mcpu", "value", None), "--mattr": ("mattr", "value", None),
    "-l": ("line_numbers", "flag", True), "--line-numbers": ("line_numbers", "flag", True),
    "-S": ("source", "flag", True), "--source": ("source", "flag", True),
    "--no-show-raw-insn": ("no_raw", "flag", True),
    "-r": ("relocs", "flag", True), "--reloc": ("relocs", "flag", True),
    "--json": ("as_json", "flag", True),
    "--descriptors": ("descriptors", "flag", True),
    "--no-descriptors": ("descriptors", "flag", False),
}
PLAIN_DEFAULTS: dict[str, object] = {
    "_d": False, "mcpu": None, "mattr": "", "line_numbers": False, "source": False,
    "no_raw": False, "relocs": False, "as_json": False, "descriptors": False,
}


def parse_plain_args(args: list[str]) -> dict[str, Any] | None:
    """The click command's keyword arguments for a plain disasm command line (the tokens
    after ``disasm``; the options it cannot hold at their defaults), or None when click
    should read it."""
    from .plain_args import read_plain_args

    options: dict[str, Any] = dict(PLAIN_DEFAULTS)
    files = read_plain_args(args, PLAIN_FLAGS, options)
    if not files:
        return None
    options.update(files=tuple(files), select=None, release=None, symbols=(), start=None,
                   stop=None)
    return options


def run_plain(options: dict[str, Any]) -> None:
    """Run what `parse_plain_args` read (as the click command would)."""
    listing: Listing = {"mcpu": options["mcpu"], "mattr": options["mattr"], "release": None,
                        "symbols": None,
                        "start_address": None, "stop_address": None,
                        "line_numbers": options["line_numbers"], "source": options["source"],
                        "relocations": options["relocs"], "show_raw_insn": not options["no_raw"]}
    run_disasm(options["files"], None, listing, options["as_json"], options["descriptors"])


def run_disasm(files: tuple[str, ...], select: str | None, options: Listing, as_json: bool,
               descriptors: bool) -> None:
    """Disassemble every file to standard output; exit 1 when one could not be."""
    if as_json:
        failed = _run_json(files, select, options)
    else:
        failed = _run_text(files, select, options, descriptors)
    if failed:
        sys.exit(1)


class Listing(TypedDict):
    """What the command line asks of a listing (isa.api.listing_chunks' keyword arguments)."""

    mcpu: str | None
    mattr: str
    release: str | None
    symbols: frozenset[str] | None
    start_address: int | None
    stop_address: int | None
    line_numbers: bool
    source: bool
    relocations: bool
    show_raw_insn: bool


def _warn(text: str) -> None:
    sys.stdout.flush()
    sys.stderr.write(f"warning: {text}\n")


def _report(source: str, error: Exception, suffix: str = "") -> None:
    from ..errors import CodeObjectError

    sys.stdout.flush()
    if isinstance(error, CodeObjectError) and error.source is None:
        error.with_source(source)
    message = str(error)
    if not message.startswith(source):
        message = f"{source}: {message}"
    sys.stderr.write(f"error: {message}{suffix}\n")
    sys.stderr.flush()


def _objects(files: tuple[str, ...],
             select: str | None) -> Iterator[tuple[str, CodeObject | CodeObjectError]]:
    """(name, code object or the CodeObjectError that stopped it) for every input."""
    from ..bundle.inputs import code_objects
    from ..errors import CodeObjectError

    for path in files:
        try:
            for _uri, co in code_objects(path, select, required=True):
                yield co.source, co
        except BrokenPipeError:
            raise
        except CodeObjectError as e:
            yield path, e
        except OSError as e:
            yield path, CodeObjectError(str(e.strerror or e),
                                        source=str(getattr(e, "filename", None) or path))


def _mcpu_note(co: CodeObject, mcpu: str | None) -> None:
    own = co.processor.name if co.processor is not None else None
    if mcpu and own and mcpu.split(":")[0] != own:
        sys.stdout.flush()
        sys.stderr.write(f"warning: {co.source}: decoding with {mcpu}'s tables; the code "
                         f"object's target is {own}\n")


def _run_text(files: tuple[str, ...], select: str | None, options: Listing,
              descriptors: bool) -> bool:
    from ..errors import CodeObjectError
    from ..isa.api import listing_chunks

    out = sys.stdout
    failed = False
    for name, co in _objects(files, select):
        if isinstance(co, CodeObjectError):
            _report(name, co)
            failed = True
            continue
        _mcpu_note(co, options["mcpu"])

        def warn(text: str, source: str = co.source) -> None:
            _warn(f"{source}: {text}")

        try:
            for chunk in listing_chunks(co, path=co.source, warn=warn, **options):
                out.write(chunk)
        except CodeObjectError as e:
            target = options["mcpu"] or (co.processor.name if co.processor else None) or \
                "unknown target"
            _report(co.source, e, f" (code object for {target}; not disassembled, going on)")
            failed = True
            continue
        if descriptors:
            out.write("\n".join([*_descriptor_blocks(co), ""]))
    return failed


def _run_json(files: tuple[str, ...], select: str | None, options: Listing) -> bool:
    """One JSON array, an entry per code object (its error when it cannot be decoded),
    written as it is made."""
    import json

    from ..errors import CodeObjectError
    from ..isa.api import code_decoder
    from ..isa.objdump import ListingOptions, _Disassembly

    out = sys.stdout
    failed = False
    first = True
    out.write("[")
    for name, co in _objects(files, select):
        out.write("\n" if first else ",\n")
        first = False
        if isinstance(co, CodeObjectError):
            out.write(json.dumps({"source": name, "error": str(co)}))
            _report(name, co)
            failed = True
            continue
        head = {"source": co.source,
                "target": co.target_name,
                "processor": options["mcpu"] or (co.processor.name if co.processor else None)}
        try:
            dec = code_decoder(co, options["mcpu"], options["mattr"], options["release"])
            opt = ListingOptions(
                symbols=options["symbols"], start=options["start_address"] or 0,
                stop=options["stop_address"] if options["stop_address"] is not None
                else 1 << 64)
            runs = _Disassembly(co, dec, opt, None, None).json_runs()
        except CodeObjectError as e:
            head["error"] = str(e)
            out.write(json.dumps(head))
            _report(co.source, e)
            failed = True
            continue
        out.write(json.dumps(head)[:-1] + ', "functions": [')
        try:
            for i, run in enumerate(runs):
                out.write(("" if not i else ",") + "\n" + json.dumps(run))
        except CodeObjectError as e:
            out.write('], "error": ' + json.dumps(str(e)) + "}")
            _report(co.source, e)
            failed = True
            continue
        out.write("]}")
    out.write("\n]\n")
    return failed


def _descriptor_blocks(co: CodeObject) -> Iterator[str]:
    for k in co.kernels:
        kd = getattr(k, "descriptor", None)
        if kd is None or not hasattr(kd, "to_text"):
            continue
        yield ""
        yield f"; kernel descriptor of {k.name}"
        # V2's amd_kernel_code_t block is written for a processor, not a kernel name
        yield kd.to_text(co.processor) if co.code_object_version == 2 else kd.to_text(k.name)
