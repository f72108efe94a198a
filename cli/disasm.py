"""`codeobj disasm`: disassemble code objects as ``llvm-objdump -d`` does (docs/disasm.md)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING, TypedDict

import click

from .limit_option import limit_option
from .options import target_option
from .release_option import release_option

if TYPE_CHECKING:
    from ..elf.model import CodeObject
    from ..errors import CodeObjectError


class _Listing(TypedDict):
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


def _address(value: str | None, option: str) -> int | None:
    """llvm-objdump's address arguments: decimal, or hexadecimal with 0x."""
    if value is None:
        return None
    text = value.strip()
    try:
        number = int(text, 16) if text.lower().startswith("0x") else int(text, 10)
    except ValueError:
        raise click.BadParameter(f"'{value}' is not a valid integer",
                                 param_hint=option) from None
    if not 0 <= number < 1 << 64:
        raise click.BadParameter(f"'{value}' is out of range", param_hint=option)
    return number


@click.command("disasm")
@click.argument("files", nargs=-1, required=True)
@click.option("-d", "--disassemble", "_d", is_flag=True, hidden=True,
              help="Accepted for llvm-objdump compatibility (disassembling is what disasm does).")
@target_option("select")
@click.option("--mcpu", "mcpu", default=None,
              help="Decode for this processor instead of the one e_flags names (a note on "
                   "stderr says so when they differ).")
@click.option("--mattr", "mattr", default="",
              help="Target features, as llvm-objdump's --mattr (+wavefrontsize64, ...).")
@release_option("Decode")
@click.option("--disassemble-symbols", "symbols", multiple=True, metavar="SYM[,SYM...]",
              help="Only the code headed by these symbols (comma-separated, repeatable).")
@click.option("--start-address", "start", default=None, metavar="ADDR",
              help="Only code at or after this address (decimal or 0x hex).")
@click.option("--stop-address", "stop", default=None, metavar="ADDR",
              help="Only code before this address.")
@click.option("-l", "--line-numbers", "line_numbers", is_flag=True,
              help="Show the function and FILE:LINE of the code (DWARF and symbol table).")
@click.option("-S", "--source", "source", is_flag=True,
              help="Interleave the source lines (read from the paths in the DWARF).")
@click.option("--no-show-raw-insn", "no_raw", is_flag=True,
              help="Accepted as llvm-objdump 19 accepts it: AMDGPU lines keep their encoding.")
@click.option("-r", "--reloc", "relocs", is_flag=True,
              help="Show the relocations of each instruction after it.")
@click.option("--json", "as_json", is_flag=True,
              help="Instructions as JSON (address, bytes, mnemonic, operands, text).")
@click.option("--descriptors/--no-descriptors", default=False,
              help="Also print each kernel descriptor as its .amdhsa_kernel block.")
@limit_option
def disasm(files: tuple[str, ...], _d: bool, select: str | None, mcpu: str | None, mattr: str,
           release: str | None, symbols: tuple[str, ...], start: str | None, stop: str | None, line_numbers: bool,
           source: bool, no_raw: bool, relocs: bool, as_json: bool, descriptors: bool) -> None:
    """Disassemble every function and kernel in FILES, as llvm-objdump -d prints them.

    FILES may be code objects, offload bundles, host libraries with embedded bundles, or
    code object URIs (file://PATH#offset=N&size=N), or '-' for standard input.  A code object
    that cannot be decoded (or a file that cannot be read or holds no code object) is
    reported on stderr and the others are still printed; the exit status is then 1.
    """
    start_address = _address(start, "--start-address")
    stop_address = _address(stop, "--stop-address")
    if start_address is not None and stop_address is not None and stop_address <= start_address:
        raise click.UsageError("start address should be less than stop address")
    wanted = None
    if symbols:
        wanted = frozenset(s for item in symbols for s in item.split(",") if s)
    options: _Listing = {"mcpu": mcpu, "mattr": mattr, "release": release, "symbols": wanted,
               "start_address": start_address, "stop_address": stop_address,
               "line_numbers": line_numbers, "source": source, "relocations": relocs,
               "show_raw_insn": not no_raw}
    if as_json:
        failed = _run_json(files, select, options)
    else:
        failed = _run_text(files, select, options, descriptors)
    if failed:
        sys.exit(1)


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
            yield path, CodeObjectError(
                f"{getattr(e, 'filename', None) or path}: {e.strerror or e}")


def _mcpu_note(co: CodeObject, mcpu: str | None) -> None:
    own = co.processor.name if co.processor is not None else None
    if mcpu and own and mcpu.split(":")[0] != own:
        sys.stdout.flush()
        sys.stderr.write(f"warning: {co.source}: decoding with {mcpu}'s tables; the code "
                         f"object's target is {own}\n")


def _run_text(files: tuple[str, ...], select: str | None, options: _Listing,
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


def _run_json(files: tuple[str, ...], select: str | None, options: _Listing) -> bool:
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
