"""Disassembly listings of whole code objects, laid out like ``llvm-objdump -d``.

Every executable section is split at its symbols; each symbol's bytes are
decoded with :class:`~codeobj.isa.decoder.Decoder` and printed with the
address, the encoding words and, for branches, the destination label.  Runs
of eight or more zero bytes print as ``...`` as llvm-objdump does.
"""

from __future__ import annotations

import bisect
import mmap
import struct
from collections.abc import Iterator

from ..errors import TargetError
from .decoder import Decoder, Instruction
from .decoder import _decoder as _shared_decoder

__all__ = ["code_regions", "format_line", "listing"]

_U32 = struct.Struct("<I")
_U64 = struct.Struct("<Q")
_SHF_EXECINSTR = 0x4
_STT_SECTION = 3
_STT_FILE = 4
_STT_AMDGPU_HSA_KERNEL = 10
_AMD_KERNEL_CODE_SIZE = 256


def format_line(inst: Instruction, address: int, label: str | None = None) -> str:
    """One instruction line: text, then ``// ADDRESS: WORDS`` and a branch label."""
    text = inst.text
    if inst.format == "unknown":
        words = " ".join(f"{w:08X}" for w in inst.words)
    else:
        words = " ".join(f"{w:08X}" for w in inst.words)
    pad = text.ljust(59)
    line = f"\t{pad}// {address:012X}: {words}"
    if label:
        line += f" <{label}>"
    return line


def code_regions(co) -> list[tuple[object, list[tuple[int, str]]]]:
    """Executable sections, their (address, symbol name) starts, and the V2 kernel starts."""
    out = []
    for sec in co.sections:
        if not (sec.sh_flags & _SHF_EXECINSTR) or sec.sh_type in (0, 8):  # NULL, NOBITS:
            continue  # no bytes in the file to decode
        names: dict[int, str] = {}
        headers: set[int] = set()
        for sym in co.symbols:
            if sym.shndx != sec.index or sym.type in (_STT_SECTION, _STT_FILE) or not sym.name:
                continue
            if sec.sh_addr <= sym.value < sec.sh_addr + sec.sh_size:
                names.setdefault(sym.value, sym.name)
                if sym.type == _STT_AMDGPU_HSA_KERNEL:
                    headers.add(sym.value)
        starts = sorted(names.items())
        out.append((sec, starts, headers))
    return out


def _processor(co) -> str:
    proc = co.processor
    if proc is None:
        raise TargetError("cannot tell the processor from e_flags", source=co.source)
    return getattr(proc, "name", str(proc))


def listing(co, *, target: str | None = None, path: str | None = None) -> Iterator[str]:
    """Lines of ``llvm-objdump -d`` output for code object ``co``."""
    for block in listing_blocks(co, target=target, path=path):
        yield from block


def listing_blocks(co, *, target: str | None = None, path: str | None = None
                   ) -> Iterator[list[str]]:
    """The lines of :func:`listing` in lists (one per symbol), which is faster to write out."""
    proc = target or _processor(co)
    try:
        dec = _shared_decoder(proc)
    except TargetError as e:
        raise e.with_source(co.source)
    yield ["", f"{path or co.source}:\tfile format elf64-amdgpu", ""]
    for sec, starts, headers in code_regions(co):
        yield [f"Disassembly of section {sec.name}:"]
        data = co.section_data(sec)
        base = sec.sh_addr
        end = base + sec.sh_size
        if not starts or starts[0][0] != base:
            starts = [(base, sec.name)] + starts
        addrs = [a for a, _ in starts]
        release = _page_releaser(co, sec)
        for i, (start, name) in enumerate(starts):
            stop = addrs[i + 1] if i + 1 < len(addrs) else end
            out = ["", f"{start:016x} <{name}>:"]
            if start in headers and stop - start >= _AMD_KERNEL_CODE_SIZE:
                # Code object V2: the kernel symbol points at its amd_kernel_code_t,
                # which llvm-objdump-15 prints as bytes before the code.
                out.append(f"; {name}: amd_kernel_code_t ({_AMD_KERNEL_CODE_SIZE} bytes)")
                off = start - base
                out.extend(f"\t.byte\t 0x{b:X}"
                           for b in bytes(data[off:off + _AMD_KERNEL_CODE_SIZE]))
                start += _AMD_KERNEL_CODE_SIZE
            _region(dec, data, base, start, stop, starts, addrs, out, release)
            yield out


def _label(dest: int, starts, addrs) -> str | None:
    i = bisect.bisect_right(addrs, dest) - 1
    if i < 0:
        return None
    a, name = starts[i]
    return name if dest == a else f"{name}+0x{dest - a:x}"


def _page_releaser(co, sec):
    """``release(start, end)``: give back the mapped pages of section bytes [start, end) once
    they are read (a 4 GB zero section would otherwise stay resident as it is scanned); None
    when the code object is not the whole of a file mapping."""
    buf = getattr(getattr(co, "elf", None), "_buf", None)
    mapping = getattr(buf, "obj", None)
    if not isinstance(mapping, mmap.mmap) or not hasattr(mapping, "madvise") or \
            len(buf) != len(mapping):
        return None
    base, page = sec.sh_offset, mmap.PAGESIZE

    def release(start: int, end: int) -> None:
        first = -(-(base + start) // page) * page
        last = (base + end) // page * page
        if last > first:
            mapping.madvise(mmap.MADV_DONTNEED, first, last - first)

    return release


def _region(dec: Decoder, data, base: int, start: int, stop: int, starts, addrs,
            out: list[str], release=None) -> None:
    pos = start - base
    limit = min(stop - base, len(data))
    view = data[:limit]
    # Memo of decoded-and-formatted instructions: by first dword when the
    # decoding cannot depend on the next one, else by both dwords; RDNA's
    # 12-byte instructions (literals, VOP3 DPP, gfx12 memory) by all three.
    c4, c8 = dec.__dict__.setdefault("_fmt4", {}), dec.__dict__.setdefault("_fmt8", {})
    c12 = dec.__dict__.setdefault("_fmt12", {})
    unpack4, unpack8 = _U32.unpack_from, _U64.unpack_from
    emit = out.append
    while pos < limit:
        if view[pos] == 0:
            zeros = _zero_run(view, pos, limit, release)
            if zeros:
                emit("\t\t...")
                pos += zeros
                continue
        hit = None
        if pos + 4 <= limit:
            w0 = unpack4(view, pos)[0]
            hit = c4.get(w0)
            if hit is None and pos + 8 <= limit:
                q = unpack8(view, pos)[0]
                hit = c8.get(q)
                if hit is None and c12 and pos + 12 <= limit:
                    hit = c12.get((q, unpack4(view, pos + 8)[0]))
        if hit is None:
            inst = dec.decode_at(view, pos)
            simm = None
            if Decoder.is_branch(inst):
                simm = inst.operands[0].value or 0
                simm = (simm ^ 0x8000) - 0x8000
            hit = (inst.size, "\t" + inst.text.ljust(59) + "// ",
                   " ".join(f"{w:08X}" for w in inst.words), simm)
            grow = getattr(dec, "may_grow", None)
            if pos + 8 <= limit and inst.size <= 8 and not (grow and grow(view, pos)):
                if inst.size == 4 and not dec.depends_on_next(view, pos):
                    c4[w0] = hit
                else:
                    c8[q] = hit
            elif inst.size == 12 and pos + 12 <= limit:
                c12[(q, unpack4(view, pos + 8)[0])] = hit
        size, text, words, simm = hit
        addr = base + pos
        if simm is None:
            emit(f"{text}{addr:012X}: {words}")
        else:
            label = _label(addr + 4 + simm * 4, starts, addrs)
            emit(f"{text}{addr:012X}: {words}" + (f" <{label}>" if label else ""))
        pos += size


_ZEROS = bytes(1 << 20)


def _zero_run(view, pos: int, limit: int, release=None) -> int:
    """The bytes llvm-objdump skips as ``...`` at ``pos``: a run of eight or more zeros, cut
    to whole words (0 for a shorter run).  Compared a block at a time against zeros (a
    memcmp), so a 256 MB zero section costs about what llvm-objdump spends on it, not a Python
    step per byte."""
    if view[pos] != 0:
        return 0
    n = 0
    size = 64
    while pos + n < limit:
        piece = bytes(view[pos + n:min(pos + n + size, limit)])
        if piece == (_ZEROS if len(piece) == len(_ZEROS) else bytes(len(piece))):
            if release is not None and len(piece) == len(_ZEROS):
                release(pos + n, pos + n + len(piece))
            n += len(piece)
            size = min(size * 4, len(_ZEROS))
            continue
        n += len(piece) - len(piece.lstrip(b"\0"))
        break
    if n < 8:
        return 0
    return n & ~3
