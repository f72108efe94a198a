"""The ISA layer on whole code objects: listings and the instruction at an address.

* :func:`listing` -- the lines ``llvm-objdump -d`` prints for a code object
  (:mod:`codeobj.isa.objdump`), with llvm-objdump's options as arguments;
* :func:`instruction_at` -- the instruction at an address of a code object, as a debugger
  asks for it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Any, cast

from ..errors import CodeObjectError, TargetError
from .instruction import Instruction, branch_target, to_instruction

if TYPE_CHECKING:
    from ..elf.model import CodeObject
    from ..elf.symbolize import Symbolizer
    from .disasm import Decoder

__all__ = ["code_decoder", "instruction_at", "listing", "listing_chunks"]

_SHF_EXECINSTR = 0x4
_SHT_NOBITS = 8
#: section types with no bytes in the file to decode (SHT_NULL, SHT_NOBITS), as ``disasm``
_NO_BYTES = (0, _SHT_NOBITS)


def code_decoder(co: CodeObject, mcpu: str | None = None, mattr: str = "",
                 release: str | None = None) -> Decoder:
    """The decoder for code object ``co``: its processor (as llvm-objdump takes it from
    e_flags, without the target features) or ``mcpu``, following LLVM release ``release`` (a
    name of codeobj.isa.db.LLVM; None: the processor's default); a TargetError naming the
    file when there are no tables for it."""
    from .db import family_of, processor_name
    from .disasm import decoder

    proc = mcpu
    if proc is None:
        p = co.processor
        if p is None:
            raise TargetError("cannot tell the processor from e_flags; give one (--mcpu)",
                              source=co.source)
        proc = p.name
    try:
        if mattr:
            return decoder(proc, mattr, release)
        # the processor is checked now; its tables are loaded when the first instruction is
        # decoded (a listing of zero runs only never needs them)
        family_of(processor_name(proc), release)
    except TargetError as e:
        raise e.with_source(co.source) from None
    # the proxy stands for the Decoder it makes
    return cast("Decoder", _LazyDecoder(proc, co.source, release))


class _LazyDecoder:
    """A :class:`codeobj.isa.disasm.Decoder` for a checked processor, made on first use."""

    def __init__(self, processor: str, source: str, release: str | None = None) -> None:
        self._processor = processor
        self._source = source
        self._release = release
        self._decoder: Decoder | None = None

    def __getattr__(self, name: str) -> Any:
        from .disasm import decoder

        if self._decoder is None:
            try:
                self._decoder = decoder(self._processor, "", self._release)
            except TargetError as e:
                raise e.with_source(self._source) from None
        return getattr(self._decoder, name)


def listing_chunks(co: CodeObject, *, mcpu: str | None = None, mattr: str = "",
                   release: str | None = None, path: str | None = None, symbols: Iterable[str] | None = None,
                   start_address: int | None = None,
                   stop_address: int | None = None, line_numbers: bool = False,
                   source: bool = False, relocations: bool = False, show_raw_insn: bool = True,
                   warn: Callable[[str], None] | None = None) -> Iterator[str]:
    """:func:`listing`'s text in pieces that end with a newline (fast to write out)."""
    from .objdump import ListingOptions
    from .objdump import listing as layout

    dec = code_decoder(co, mcpu, mattr, release)
    opt = ListingOptions(
        symbols=frozenset(symbols) if symbols is not None else None,
        start=start_address or 0,
        stop=stop_address if stop_address is not None else 1 << 64,
        line_numbers=line_numbers, source=source, relocations=relocations,
        show_raw_insn=show_raw_insn)
    if start_address is not None and stop_address is not None and stop_address <= start_address:
        raise CodeObjectError("start address should be less than stop address")
    lines: Symbolizer | None = None
    if line_numbers or source:
        from ..elf.dwarf import DwarfError
        from ..elf.symbolize import Symbolizer

        lines = Symbolizer(co)
        try:
            lines.dwarf  # noqa: B018 - read now: malformed DWARF is a warning, not an error
        except DwarfError as e:
            if warn is not None:
                warn(f"failed to parse debug information: {e}")
            lines._dwarf = None
    yield from layout(co, dec, path=path, options=opt, lines=lines, warn=warn)


def listing(co: CodeObject, *, mcpu: str | None = None, mattr: str = "",
            release: str | None = None, path: str | None = None, symbols: Iterable[str] | None = None,
            start_address: int | None = None, stop_address: int | None = None,
            line_numbers: bool = False, source: bool = False, relocations: bool = False,
            warn: Callable[[str], None] | None = None) -> Iterator[str]:
    """The lines (without newlines) ``llvm-objdump -d`` prints for code object ``co``.

    ``mcpu``/``mattr``: decode for another processor or with ``-mattr`` features;
    ``release``: as the decoder of that LLVM release (codeobj.isa.db.LLVM; None: the
    processor's default);
    ``path``: the name in the header (``co.source`` by default); ``symbols``: only the code
    headed by these symbols (``--disassemble-symbols``); ``start_address``/``stop_address``;
    ``line_numbers``/``source``: ``-l``/``-S`` (from DWARF and the symbol table; source files
    are read relative to the current directory); ``relocations``: ``-r``; ``warn`` receives
    llvm-objdump's warnings."""
    pending = ""
    for chunk in listing_chunks(co, mcpu=mcpu, mattr=mattr, release=release, path=path,
                                symbols=symbols,
                                start_address=start_address, stop_address=stop_address,
                                line_numbers=line_numbers, source=source,
                                relocations=relocations, warn=warn):
        text = pending + chunk
        lines = text.split("\n")
        pending = lines.pop()
        yield from lines
    if pending:
        yield pending


def instruction_at(co: CodeObject, address: int, *, mcpu: str | None = None,
                   mattr: str = "", release: str | None = None) -> Instruction:
    """The instruction at ``address`` of code object ``co`` (an address of an executable
    section: the virtual address in a linked object, the section offset in a relocatable one),
    decoded for its processor.  CodeObjectError when no executable section holds it."""
    from .printer import printer

    for sec in co.sections:
        if not sec.sh_flags & _SHF_EXECINSTR or sec.sh_type in _NO_BYTES:
            continue
        if sec.sh_addr <= address < sec.sh_addr + sec.sh_size:
            break
    else:
        raise CodeObjectError(f"no executable section holds address {address:#x}",
                              source=co.source)
    dec = code_decoder(co, mcpu, mattr, release)
    data = co.section_data(sec)
    offset = address - sec.sh_addr
    mi, size, comments = dec.decode_with_comments(data, offset)
    size = size or min(4, len(data) - offset)
    raw = bytes(data[offset:offset + size])
    target = branch_target(mi, address, size, dec) if mi is not None else None
    return to_instruction(mi, raw, address, printer(dec.st), comments=comments, target=target)
