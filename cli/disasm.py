"""`codeobj disasm`: disassemble code objects as ``llvm-objdump -d`` does (docs/disasm.md).

The click command; what it runs is codeobj.cli.disasm_core, which the `codeobj` entry point
also calls directly for plain command lines (see there).
"""

from __future__ import annotations

import click

from .disasm_core import Listing, run_disasm
from .limit_option import limit_option
from .options import target_option
from .release_option import release_option


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
           release: str | None, symbols: tuple[str, ...], start: str | None, stop: str | None,
           line_numbers: bool,
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
    options: Listing = {"mcpu": mcpu, "mattr": mattr, "release": release, "symbols": wanted,
                        "start_address": start_address, "stop_address": stop_address,
                        "line_numbers": line_numbers, "source": source, "relocations": relocs,
                        "show_raw_insn": not no_raw}
    run_disasm(files, select, options, as_json, descriptors)
