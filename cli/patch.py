"""`codeobj patch`: change descriptor fields, metadata, symbols or bytes of a code object."""

from __future__ import annotations

import json
import sys

import click

from .limit_option import limit_option

_INT_HELP = "decimal, 0x hex, 0b binary or 0o octal"


def _split(text: str, option: str) -> tuple[str, str]:
    name, sep, value = text.partition("=")
    if not sep or not name:
        raise click.UsageError(f"{option} {text!r}: expected NAME=VALUE")
    return name.strip(), value.strip()


def _integer(text: str, what: str) -> int:
    body = text.removeprefix("-")
    try:
        value = int(body, 0) if body[:2].lower() in ("0x", "0b", "0o") else int(body, 10)
    except ValueError:
        raise click.UsageError(f"{what}: {text!r} is not an integer ({_INT_HELP})") from None
    return -value if text.startswith("-") else value


def _metadata_value(text: str, current: object, what: str) -> object:
    """The value ``text`` stands for, read as the type of the value it replaces: an integer,
    a boolean (true/false/1/0), a number, or a string taken as written; a new key or a map
    or list takes JSON, and plain text that is not JSON is a string."""
    if isinstance(current, bool):
        lowered = text.lower()
        if lowered in ("true", "1"):
            return True
        if lowered in ("false", "0"):
            return False
        raise click.UsageError(f"{what}: {text!r} is not a boolean (true, false, 1 or 0)")
    if isinstance(current, int):
        return _integer(text, what)
    if isinstance(current, float):
        try:
            return float(text)
        except ValueError:
            raise click.UsageError(f"{what}: {text!r} is not a number") from None
    if isinstance(current, str):
        return text
    try:
        return json.loads(text)
    except ValueError:
        if isinstance(current, (list, dict)):
            raise click.UsageError(f"{what}: {text!r} is not JSON (the value it replaces is "
                                   "a list or a map)") from None
        return text


@click.command("patch")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False, allow_dash=True),
              help="The code object to write (atomically: nothing is written on error; "
                   "may be FILE itself; - for stdout).")
@click.option("-k", "--kernel", default=None, metavar="NAME",
              help="The kernel --set changes, and whose metadata record --set-metadata and "
                   "--delete-metadata paths start at.")
@click.option("--set", "sets", multiple=True, metavar="FIELD=VALUE",
              help="A descriptor field of --kernel: .amdhsa_* (as llvm-mc reads it), "
                   "WORD.FIELD (compute_pgm_rsrc1.PRIORITY) or a member (kernarg_size); V2: an "
                   f"amd_kernel_code_t key.  VALUE: {_INT_HELP}.  Repeatable.")
@click.option("--set-metadata", "metadata_sets", multiple=True, metavar="PATH=VALUE",
              help="Change a metadata value: PATH is keys and list indexes joined by /, from "
                   "--kernel's record (.sgpr_count, .args/0/.name) or, with a leading / or "
                   "without --kernel, from the root (/amdhsa.target).  Repeatable.")
@click.option("--add-metadata", "metadata_adds", multiple=True, metavar="PATH=VALUE",
              help="Add a metadata key (V3+); VALUE is JSON, or else a string.  Repeatable.")
@click.option("--delete-metadata", "metadata_deletes", multiple=True, metavar="PATH",
              help="Remove a metadata key (V3+).  Repeatable.")
@click.option("--symbol-value", "symbol_values", multiple=True, metavar="NAME=VALUE",
              help="Set st_value of a symbol in every symbol table that has it.  Repeatable.")
@click.option("--symbol-size", "symbol_sizes", multiple=True, metavar="NAME=SIZE",
              help="Set st_size of a symbol in every symbol table that has it.  Repeatable.")
@click.option("--set-bytes", "byte_sets", multiple=True, metavar="SECTION:OFFSET=HEX",
              help="Replace bytes of a section's contents (same size), e.g. .text:0x100=bf810000."
                   "  Repeatable.")
@click.option("-q", "--quiet", is_flag=True, help="Do not list the changes.")
@limit_option
def patch(file: str, output: str, kernel: str | None, sets: tuple[str, ...],
          metadata_sets: tuple[str, ...], metadata_adds: tuple[str, ...],
          metadata_deletes: tuple[str, ...], symbol_values: tuple[str, ...],
          symbol_sizes: tuple[str, ...], byte_sets: tuple[str, ...], quiet: bool) -> None:
    """Change a code object FILE and write it to OUTPUT.

    \b
    codeobj patch k.hsaco --kernel add --set .amdhsa_next_free_sgpr=24 -o k2.hsaco
    codeobj patch k.hsaco --kernel add --set-metadata .sgpr_count=24 -o k2.hsaco

    Every change is checked before anything is written; the result is re-read and checked
    too.  The values that changed are listed (on stderr when OUTPUT is -).  Exit status: 0
    written, 1 bad input (named: file, kernel, field), 2 bad usage.  See docs/editing.md.
    """
    from ..editing import edit
    from ..errors import EditError

    if not (sets or metadata_sets or metadata_adds or metadata_deletes or symbol_values
            or symbol_sizes or byte_sets):
        raise click.UsageError("nothing to change: give --set, --set-metadata, --add-metadata, "
                               "--delete-metadata, --symbol-value, --symbol-size or --set-bytes")
    if sets and kernel is None:
        raise click.UsageError("--set changes a kernel's descriptor: name it with --kernel")
    editor = edit(file)
    if sets:
        assert kernel is not None  # (checked above, before the file is read)
        editor.set_descriptor(kernel, [(name, _integer(value, f"--set {name}"))
                                       for name, value in (_split(s, "--set") for s in sets)])
    for text in metadata_sets:
        path, value = _split(text, "--set-metadata")
        try:
            current = editor.metadata(path, kernel=kernel)
        except EditError:  # no such key: set_metadata says so
            current = None
        editor.set_metadata(path, _metadata_value(value, current, f"--set-metadata {path}"),
                            kernel=kernel)
    for text in metadata_adds:
        path, value = _split(text, "--add-metadata")
        editor.set_metadata(path, _metadata_value(value, None, f"--add-metadata {path}"),
                            kernel=kernel, create=True)
    for path in metadata_deletes:
        editor.delete_metadata(path, kernel=kernel)
    for text in symbol_values:
        name, value = _split(text, "--symbol-value")
        editor.set_symbol(name, value=_integer(value, f"--symbol-value {name}"))
    for text in symbol_sizes:
        name, value = _split(text, "--symbol-size")
        editor.set_symbol(name, size=_integer(value, f"--symbol-size {name}"))
    for text in byte_sets:
        where, value = _split(text, "--set-bytes")
        section, sep, offset = where.rpartition(":")
        if not sep or not section:
            raise click.UsageError(f"--set-bytes {text!r}: expected SECTION:OFFSET=HEX")
        try:
            data = bytes.fromhex(value)
        except ValueError:
            raise click.UsageError(f"--set-bytes {text!r}: {value!r} is not hex bytes") from None
        editor.set_section_data(section, data, _integer(offset, f"--set-bytes {where}"))
    if output == "-":
        data = editor.to_bytes()
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
    else:
        editor.write(output)
    if not quiet:
        log = sys.stderr if output == "-" else sys.stdout
        for change in editor.changes:
            log.write(f"{change}\n")
        for note in editor.layout_changes:
            log.write(f"note: {note}\n")
        if not editor.changes:
            log.write("no value changed (the output equals the input)\n")
