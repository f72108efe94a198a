"""``llvm-objdump -d`` listings of RDNA code objects (gfx10.1, gfx10.3, gfx11).

The layout code is :mod:`codeobj.isa.listing` (part 1); this module feeds it
the RDNA decoder.  ``listing_for`` picks the decoder for any supported target.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator

from ..errors import TargetError
from . import listing as _gfx9
from .decoder import Decoder
from .decoder_rdna import rdna_decoder
from .formats_rdna import GENERATION_OF

__all__ = ["decoder_for", "is_rdna", "listing_rdna"]

_AMD_KERNEL_CODE_SIZE = 256
_U32 = struct.Struct("<I")
_U64 = struct.Struct("<Q")


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
    """Lines of ``llvm-objdump -d`` output for an RDNA code object."""
    proc = target or _gfx9._processor(co)
    try:
        dec = decoder_for(proc)
    except TargetError as e:
        raise e.with_source(co.source) from None
    yield ""
    yield f"{path or co.source}:\tfile format elf64-amdgpu"
    yield ""
    for sec, starts, headers in _gfx9.code_regions(co):
        yield f"Disassembly of section {sec.name}:"
        data = co.section_data(sec)
        base = sec.sh_addr
        end = base + sec.sh_size
        if not starts or starts[0][0] != base:
            starts = [(base, sec.name)] + starts
        addrs = [a for a, _ in starts]
        for i, (start, name) in enumerate(starts):
            stop = addrs[i + 1] if i + 1 < len(addrs) else end
            yield ""
            yield f"{start:016x} <{name}>:"
            if start in headers and stop - start >= _AMD_KERNEL_CODE_SIZE:
                # Code object V2: the kernel symbol points at its amd_kernel_code_t, which
                # llvm-objdump prints as bytes before the code (as part 1's listing does).
                yield f"; {name}: amd_kernel_code_t ({_AMD_KERNEL_CODE_SIZE} bytes)"
                off = start - base
                for b in bytes(data[off:off + _AMD_KERNEL_CODE_SIZE]):
                    yield f"\t.byte\t 0x{b:X}"
                start += _AMD_KERNEL_CODE_SIZE
            yield from _region(dec, data, base, start, stop, starts, addrs)


def _region(dec, data, base: int, start: int, stop: int, starts, addrs):
    """As :func:`codeobj.isa.listing._region`, but RDNA instructions can be 12 bytes long
    (literals, VOP3 DPP, gfx12 memory), so those are memoized by all 12 bytes."""
    pos = start - base
    limit = stop - base
    view = data[:limit]
    c4, c8 = dec.__dict__.setdefault("_fmt4", {}), dec.__dict__.setdefault("_fmt8", {})
    c12 = dec.__dict__.setdefault("_fmt12", {})
    unpack4, unpack8 = _U32.unpack_from, _U64.unpack_from
    while pos < limit:
        if view[pos] == 0:
            zeros = _gfx9._zero_run(view, pos, limit)
            if zeros:
                yield "\t\t..."
                pos += zeros
                continue
        hit = None
        if pos + 4 <= limit:
            w0 = unpack4(view, pos)[0]
            hit = c4.get(w0)
            if hit is None and pos + 8 <= limit:
                q = unpack8(view, pos)[0]
                hit = c8.get(q)
                if hit is None and pos + 12 <= limit:
                    k12 = (q, unpack4(view, pos + 8)[0])
                    hit = c12.get(k12)
        if hit is None:
            inst = dec.decode_at(view, pos)
            simm = None
            if Decoder.is_branch(inst):
                simm = inst.operands[0].value or 0
                simm = (simm ^ 0x8000) - 0x8000
            hit = (inst.size, "\t" + inst.text.ljust(59) + "// ",
                   " ".join(f"{w:08X}" for w in inst.words), simm)
            # Whether an instruction is 8 or 12 bytes long follows from its first 8 bytes
            # (a literal or DPP source), so 8-byte results are keyed by those, 12-byte ones
            # by all 12.
            if pos + 8 <= limit and inst.size <= 8:
                if inst.size == 4 and not dec.depends_on_next(view, pos):
                    c4[w0] = hit
                else:
                    c8[q] = hit
            elif inst.size == 12 and pos + 12 <= limit:
                c12[(q, unpack4(view, pos + 8)[0])] = hit
        size, text, words, simm = hit
        addr = base + pos
        if simm is None:
            yield f"{text}{addr:012X}: {words}"
        else:
            label = _gfx9._label(addr + 4 + simm * 4, starts, addrs)
            yield f"{text}{addr:012X}: {words}" + (f" <{label}>" if label else "")
        pos += size
