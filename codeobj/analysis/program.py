"""The decoded functions of a code object: each kernel and function as a list of instructions.

Functions are the symbols of the executable sections (STT_FUNC, and the kernel entries of the
metadata); a function runs to its symbol's size, or to the next symbol when the size is 0.
Each :class:`Inst` carries its decoded :class:`~codeobj.isa.mc.MCInst` (from
:mod:`codeobj.isa.disasm`), the registers it reads and writes (:mod:`codeobj.isa.regflow`),
the wait events it raises and the waits it makes (:mod:`codeobj.isa.waitcnt`) and its kind of
control flow.  Decoding is cached by the bytes an instruction's decoding examined, so each
distinct encoding is decoded and classified once per processor.
"""

from __future__ import annotations

import struct
from typing import Any, cast

from ..isa.mc import Code

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..elf.model import CodeObject, Kernel

from .._record import field, record
from ..errors import CodeObjectError, FormatError, TargetError
from ..isa import db, disasm, regflow, waitcnt
from ..isa.mc import MCInst, Reg

__all__ = ["Function", "Inst", "Program", "load_program"]

_SHF_EXECINSTR = 0x4
_SHT_NOBITS = 8
#: section types with no bytes in the file to decode (SHT_NULL, SHT_NOBITS), as ``disasm``
_NO_BYTES = (0, _SHT_NOBITS)
_STT_FUNC, _STT_KERNEL_V2 = 2, 10
_AMD_KERNEL_CODE_SIZE = 256
_U32 = struct.Struct("<I").unpack_from
_U64 = struct.Struct("<Q").unpack_from

#: control-flow kinds (Inst.kind)
END, BRANCH, CBRANCH, SETPC, CALL, TRAP, GETPC, INVALID = (
    "end", "branch", "cbranch", "setpc", "call", "trap", "getpc", "invalid")
_END_MNEMONICS = frozenset(("s_endpgm", "s_endpgm_saved", "s_endpgm_ordered_ps_done",
                            "s_rfe_b64", "s_rfe_restore_b64"))
_PADDING_MNEMONICS = frozenset(("s_nop", "s_code_end"))
_SPECIAL_PREFIXES = ("s_barrier", "s_wakeup_barrier", "s_get_barrier_state", "buffer_wb",
                     "buffer_inv", "buffer_gl", "global_inv", "global_wb")


#: the parts of Facts that depend on the opcode alone, by (processor, mattr, opcode)
_PER_DESC: dict[tuple[str, str, int], tuple[str, str, tuple[str, ...] | None]] = {}
#: opcodes whose wait events depend on operands (the gds bit, the export target)
_OPERAND_EVENTS = frozenset(("DS", "EXP"))


class Facts:
    """What the analyses need of one encoding (shared by every place it occurs)."""

    __slots__ = ("events", "explicit", "flow", "kind", "mi", "mnemonic", "msbs", "offset",
                 "size", "special", "sync_op", "touched", "waits")

    def __init__(self, mi: MCInst | None, size: int, st: db.Subtarget) -> None:
        self.mi = mi
        self.size = size
        #: the VGPR MSBs after this instruction (gfx1250's s_set_vgpr_msb sets them, a
        #: terminator or bytes that do not decode clear them), or -1: those before it stay
        self.msbs = -1
        self.offset: int | None = None  # branch displacement in bytes from the next instruction
        self.explicit = 0  # the units of the registers named by operands (not implicit ones)
        self.mnemonic = ""
        #: something the synchronization checker acts on besides registers: a wait, an event,
        #: a call, a barrier or cache-maintenance instruction, the end of the program
        self.special = False
        # the synchronization checker's view (codeobj.analysis.sync._Op), made when first needed
        self.sync_op: Any = None
        self.touched = 0  # units read or written
        if mi is None:
            self.kind = INVALID
            self.flow = regflow.RegFlow(0, 0, 0, 0)
            self.events: tuple[str, ...] = ()
            self.waits = None
            return
        self.flow = regflow.flow(mi, st)
        self.touched = self.flow.reads | self.flow.writes
        release = mi.desc.release
        for op in mi.ops:
            if type(op) is Reg:
                self.explicit |= regflow.register_units(op, release)
        d = mi.desc
        key = (st.processor, st.mattr, d.id)
        per_desc = _PER_DESC.get(key)
        if per_desc is None:
            per_desc = _PER_DESC[key] = (_kind(mi), mnemonic(mi), None if _OPERAND_EVENTS
                                         & d.flags else waitcnt.events(mi, st, flat_lds=False))
        self.kind, self.mnemonic, events = per_desc
        # flat_* taken as reaching memory, not LDS (the compiler's address-space knowledge is
        # not in the machine code; docs/analysis.md)
        self.events = events if events is not None else waitcnt.events(mi, st, flat_lds=False)
        self.waits = waitcnt.waits(mi, st) if self.mnemonic.startswith("s_wait") else None
        self.special = bool(self.events or self.waits is not None or self.kind in (CALL, END)
                            or self.mnemonic.startswith(_SPECIAL_PREFIXES))
        if self.kind in (BRANCH, CBRANCH) or (self.kind == CALL and mnemonic(mi)
                                              == "s_call_b64"):
            i = mi.desc.named.get("simm16", -1)
            v = mi.ops[i] if 0 <= i < len(mi.ops) and type(mi.ops[i]) is int else None
            if v is not None:
                v &= 0xFFFF
                self.offset = ((v ^ 0x8000) - 0x8000) * 4


def mnemonic(mi: MCInst) -> str:
    """The mnemonic of an instruction (``s_endpgm``, not ``s_endpgm$simm16``)."""
    return mi.desc.mnemonic.split("$", 1)[0]


def _kind(mi: MCInst) -> str:
    d = mi.desc
    m = mnemonic(mi)
    if m in _END_MNEMONICS:
        return END
    if m == "s_branch":
        return BRANCH
    if m.startswith("s_cbranch_"):
        return CBRANCH if "isBranch" in d.flags and "simm16" in d.named else SETPC
    if m == "s_setpc_b64":
        return SETPC
    if m in ("s_swappc_b64", "s_call_b64"):
        return CALL
    if m == "s_trap":
        return TRAP
    if m == "s_getpc_b64":
        return GETPC
    return ""


class Inst:
    """One instruction of a function: its address, size and the :class:`Facts` of its bytes."""

    __slots__ = ("address", "facts")

    def __init__(self, address: int, facts: Facts) -> None:
        self.address = address
        self.facts = facts

    @property
    def size(self) -> int:
        return self.facts.size

    @property
    def mi(self) -> MCInst | None:
        return self.facts.mi

    @property
    def kind(self) -> str:
        return self.facts.kind

    @property
    def target(self) -> int | None:
        """The destination of a direct branch or ``s_call_b64``."""
        off = self.facts.offset
        return None if off is None else self.address + self.facts.size + off

    @property
    def is_padding(self) -> bool:
        return self.facts.mnemonic in _PADDING_MNEMONICS

    def __repr__(self) -> str:
        name = self.facts.mi.desc.name if self.facts.mi is not None else "<invalid>"
        return f"Inst({self.address:#x}, {name})"


@record
class Function:
    """A kernel or function: its name, address range and instructions.

    ``kernel`` is the :class:`codeobj.elf.model.Kernel` when the function is a kernel's code.
    """

    name: str
    start: int
    end: int
    section: str
    insts: list[Inst] = field(default_factory=list, repr=False)
    kernel: Kernel | None = field(default=None, repr=False)

    @property
    def is_kernel(self) -> bool:
        return self.kernel is not None


class Program:
    """Every function of a code object, decoded for one subtarget."""

    def __init__(self, co: CodeObject, st: db.Subtarget, functions: list[Function]) -> None:
        self.co = co
        self.st = st
        self.functions = functions
        self.by_start = {f.start: f for f in functions}

    def function(self, name: str) -> Function:
        for f in self.functions:
            if f.name == name or (f.kernel is not None and f.kernel.symbol == name):
                return f
        raise KeyError(name)

    @property
    def kernels(self) -> list[Function]:
        return [f for f in self.functions if f.kernel is not None]

    def function_at(self, address: int) -> Function | None:
        return self.by_start.get(address)


class _Cache:
    """Facts by the bytes their decoding examined (a disasm.ByteCache, as the decoder keeps
    its printed lines)."""

    _MORE = disasm.ByteCache.MORE

    def __init__(self, st: db.Subtarget) -> None:
        self.st = st
        self.dec = disasm.decoder(st)
        self.bytes: disasm.ByteCache[Facts] = disasm.ByteCache(
            self._uncached, self.dec.max_bytes, _CACHE_LIMIT)
        self.c4 = self.bytes.c4
        self.c8 = self.bytes.c8
        self.facts = self.bytes.get
        #: facts under VGPR MSBs, by (facts without them, MSBs)
        self.high: dict[tuple[Facts, int], Facts] = {}

    def _uncached(self, data: Code, pos: int) -> tuple[Facts, int]:
        mi, size, ext = self.dec._decode(data, pos)
        f = Facts(mi, size or min(4, len(data) - pos) or 1, self.st)
        if self.dec.vgpr_msb:
            f.msbs = disasm.vgpr_msbs_after(mi, -1)
        return f, ext

    def with_msbs(self, f: Facts, msbs: int) -> Facts:
        """The facts of an instruction as VGPR MSBs ``msbs`` make the hardware read it (its
        VGPR fields name v256 and up: :func:`codeobj.isa.disasm.with_vgpr_msbs`)."""
        key = (f, msbs)
        got = self.high.get(key)
        if got is None:
            mi = f.mi
            high = disasm.with_vgpr_msbs(mi, msbs) if mi is not None else None
            if high is mi:
                got = f
            else:
                got = Facts(high, f.size, self.st)
                got.msbs = f.msbs
            if len(self.high) > _CACHE_LIMIT:
                self.high.clear()
            self.high[key] = got
        return got


_CACHES: dict[tuple[str, str], _Cache] = {}
#: encodings kept per subtarget before the cache starts over (a bound on memory)
_CACHE_LIMIT = 1 << 20


def _cache(st: db.Subtarget) -> _Cache:
    """The facts cache of a subtarget, shared by every code object decoded for it (a library's
    objects repeat most of their encodings)."""
    key = (st.processor, st.mattr)
    c = _CACHES.get(key)
    if c is None or len(c.bytes) > _CACHE_LIMIT:
        c = _CACHES[key] = _Cache(st)
    return c


def _processor_name(co: CodeObject, mcpu: str | None) -> str:
    if mcpu:
        return mcpu
    proc = co.processor
    if proc is None:
        raise TargetError("cannot tell the processor from e_flags", source=co.source)
    return proc.name


def load_program(co: CodeObject, *, mcpu: str | None = None, mattr: str = "") -> Program:
    """Decode every kernel and function of ``co`` (for ``mcpu``, default the e_flags
    processor).  Raises :class:`~codeobj.errors.TargetError` when the processor is unknown."""
    name = _processor_name(co, mcpu)
    feats = [mattr] if mattr else []
    try:
        st = db.subtarget(name, ",".join(feats))
    except CodeObjectError as e:
        raise e.with_source(co.source) from None
    wave32 = _wave32(co)
    if wave32 is not None and st.is_gfx10_plus:
        st = db.subtarget(name, ",".join(feats + ["+wavefrontsize32" if wave32
                                                  else "+wavefrontsize64"]))
    cache = _cache(st)
    functions = []
    entries = _kernel_entries(co)
    for sec in co.sections:
        if not (sec.sh_flags & _SHF_EXECINSTR) or sec.sh_type in _NO_BYTES:
            continue
        data = co.section_data(sec)
        if len(data) != sec.sh_size:  # the reader gives a section's bytes or raises
            raise FormatError(f"section {sec.index} ({sec.name or '?'}) holds {len(data):#x} "
                              f"bytes, sh_size says {sec.sh_size:#x}", source=co.source,
                              structure=f"section {sec.index}", offset=sec.sh_offset)
        base = sec.sh_addr
        limit = base + sec.sh_size
        starts: dict[int, tuple[str, int]] = {}
        for sym in co.symbols:
            if sym.shndx != sec.index or sym.type not in (_STT_FUNC, _STT_KERNEL_V2) \
                    or not sym.name:
                continue
            value = sym.value
            size = sym.size
            if sym.type == _STT_KERNEL_V2 and co.code_object_version == 2:
                value += _AMD_KERNEL_CODE_SIZE
                size = max(size - _AMD_KERNEL_CODE_SIZE, 0)
            if base <= value < limit:
                starts.setdefault(value, (sym.name, size))
        for addr, kernel in entries.items():
            if base <= addr < limit and addr not in starts:
                starts[addr] = (kernel.name, kernel.code_size or 0)
        order = sorted(starts)
        for i, start in enumerate(order):
            sym_name, size = starts[start]
            nxt = order[i + 1] if i + 1 < len(order) else limit
            end = min(start + size, limit) if size else nxt
            at = entries.get(start)
            fn = Function(name=at.name if at is not None else sym_name, start=start,
                          end=end, section=sec.name, kernel=at)
            _decode(cache, data, base, fn)
            functions.append(fn)
    return Program(co, st, functions)


def _wave32(co: CodeObject) -> bool | None:
    for k in co.kernels:
        d = k.descriptor
        ws = getattr(d, "wavefront_size", None) if d is not None else None
        if ws in (32, 64):
            return bool(ws == 32)
    return None


def _kernel_entries(co: CodeObject) -> dict[int, Kernel]:
    out: dict[int, Kernel] = {}
    for k in co.kernels:
        if k.entry_address is not None:
            out.setdefault(k.entry_address, k)
    return out


def _decode(cache: _Cache, data: Code, base: int, fn: Function) -> None:
    """Decode ``fn``: the cache lookups of :meth:`_Cache.facts` in one loop (most positions
    hit the 4- or 8-byte cache)."""
    pos = fn.start - base
    stop = fn.end - base
    view = data[:stop]
    insts = fn.insts
    append = insts.append
    facts_at = cache.facts
    c4, c8 = cache.c4, cache.c8
    more = cache._MORE
    fast_end = stop - cache.dec.max_bytes
    u32, u64 = _U32, _U64
    # gfx1250's VGPR MSBs as llvm-objdump-22 follows them (disasm.vgpr_msbs_after): 0 on
    # entry (the calling convention), set by s_set_vgpr_msb, cleared by a terminator
    msbs = 0
    while pos < stop:
        hit: object = None
        if pos <= fast_end:
            hit = c4.get(u32(view, pos)[0])
            if hit is more:
                hit = c8.get(u64(view, pos)[0])
                if hit is more:
                    hit = None
        f = facts_at(view, pos) if hit is None else cast(Facts, hit)
        if msbs:
            f = cache.with_msbs(f, msbs)
        if f.msbs >= 0:
            msbs = f.msbs
        append(Inst(base + pos, f))
        pos += f.size
