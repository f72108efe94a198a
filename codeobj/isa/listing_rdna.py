"""``llvm-objdump -d`` listings of RDNA code objects (gfx10.1, gfx10.3, gfx11).

The layout code is :mod:`codeobj.isa.listing` (part 1); this module feeds it
the RDNA decoder.  ``decoder_for`` picks the decoder for any part-2 target.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..errors import TargetError
from . import listing as _gfx9
from .decoder_rdna import rdna_decoder
from .formats_rdna import GENERATION_OF

__all__ = ["decoder_for", "is_rdna", "listing_rdna"]


def is_rdna(proc: str) -> bool:
    """Whether ``proc`` is a processor of the part-2 generations (gfx8, gfx10-gfx12)."""
    return proc.split(":", 1)[0].lower() in GENERATION_OF


def decoder_for(proc: str):
    """The decoder of a gfx8/gfx10/gfx11/gfx12 processor (or target ID)."""
    from .tables_rdna import rdna_generation

    _p, gen = rdna_generation(proc)
    if gen == "gfx8":
        from .decoder_gcn import gcn_decoder
        return gcn_decoder(proc)
    if gen in ("gfx6", "gfx7"):
        from .decoder_gcn import si_decoder
        return si_decoder(proc)
    return rdna_decoder(proc)


def listing_rdna(co, *, target: str | None = None, path: str | None = None) -> Iterator[str]:
    """Lines of ``llvm-objdump -d`` output for an RDNA code object (:func:`listing.listing`,
    which picks the generation's decoder)."""
    proc = target or _gfx9._processor(co)
    try:
        decoder_for(proc)
    except TargetError as e:
        raise e.with_source(co.source) from None
    yield from _gfx9.listing(co, target=proc, path=path)
