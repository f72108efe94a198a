"""Live registers: a backward dataflow liveness of VGPRs, AGPRs and SGPRs per instruction.

A register unit (:mod:`codeobj.isa.regflow`) is live at a point when some path from there
reads it before writing it whole.  Per instruction the analysis gives how many VGPRs, AGPRs
and SGPRs are live, counted as ``max(|live before|, |live after ∪ written|)`` (a result
occupies its register even when nothing reads it), the peak of each bank and where it is.

Partial writes, conservatively (docs/analysis.md, "Liveness"):

* a sub-dword write (``v1.h``, D16 loads, SDWA with ``dst_unused:UNUSED_PRESERVE``,
  ``op_sel`` high-half results) never ends a live range: the rest of the register is kept;
* a lane-masked vector write (every VGPR/AGPR result is written only in the lanes EXEC
  enables) ends a live range, except for registers carried across a change of EXEC: the lanes
  a divergent branch turns off keep their values, and those values are only read again after
  EXEC is restored, so a register live before any instruction that writes EXEC keeps being
  live through lane-masked writes of it.  This is computed in two passes (plain liveness,
  then again with those registers' lane-masked writes not ending their ranges).

Calls and returns follow the AMDGPU calling convention (AMDGPUUsage.rst, "Call Convention"):
a call reads the argument registers that may hold a value (v0-v31, s0-s29, s32: in a kernel,
those set on entry or written before; in a function, those it wrote itself) and clobbers the
registers the callee need not preserve; a return reads the result registers and the
callee-saved registers that the function wrote (it restored them for the caller).
"""

from __future__ import annotations

from array import array

from .._record import record
from ..isa.regflow import A0, BANK_MASKS, S0, SPECIAL, V0
from .cfg import CFG
from .program import CALL, SETPC, Function, Inst

__all__ = ["Liveness", "liveness"]

_V, _A, _S = BANK_MASKS["v"], BANK_MASKS["a"], BANK_MASKS["s"]
_VECTOR = _V | _A
_EXEC = (1 << SPECIAL["exec_lo"]) | (1 << SPECIAL["exec_hi"])
_VCC = (1 << SPECIAL["vcc_lo"]) | (1 << SPECIAL["vcc_hi"])
_SCC = 1 << SPECIAL["scc"]


def _range(base: int, first: int, last: int) -> int:
    return ((1 << (last - first + 1)) - 1) << (base + first)


# AMDGPUUsage.rst "Call Convention": arguments and results, preserved and clobbered registers
_ARGS = _range(V0, 0, 31) | _range(S0, 0, 29) | _range(S0, 32, 32)
_RESULTS = _range(V0, 0, 31) | _range(S0, 4, 29)
_PRESERVED_V = 0
for _first in range(40, 256, 16):
    _PRESERVED_V |= _range(V0, _first, _first + 7)
_PRESERVED = (_PRESERVED_V | _range(S0, 0, 3) | _range(S0, 32, 127) | _range(A0, 32, 255))
_CLOBBERED = ((_V | _A | _S) & ~_PRESERVED) | _VCC | _SCC
#: what a kernel may hold on entry: the user and system SGPRs, the work-item IDs, EXEC
_KERNEL_ENTRY = _range(S0, 0, 31) | _range(V0, 0, 2) | _EXEC | BANK_MASKS["ttmp"] | (
    1 << SPECIAL["m0"]) | (1 << SPECIAL["flat_scratch_lo"]) | (1 << SPECIAL["flat_scratch_hi"])


@record
class Liveness:
    """The liveness of one function.

    ``addresses``, ``vgprs``, ``agprs``, ``sgprs``: per instruction, its address and the
    live counts; ``peak`` maps ``vgpr``/``agpr``/``sgpr`` to ``(count, address)`` of the
    first instruction with the bank's largest count (address None: nothing live);
    ``peak_units`` the units live at the VGPR peak (bit set); ``live_in`` the units live on
    entry; ``used`` every unit the function reads or writes; ``carried`` the vector units
    kept live through lane-masked writes.
    """

    function: str
    addresses: array[int]
    vgprs: array[int]
    agprs: array[int]
    sgprs: array[int]
    peak: dict[str, tuple[int, int | None]]
    peak_units: int
    live_in: int
    used: int
    carried: int

    def at(self, address: int) -> tuple[int, int, int] | None:
        """(VGPRs, AGPRs, SGPRs) live at the instruction at ``address``."""
        lo, hi = 0, len(self.addresses)
        while lo < hi:
            mid = (lo + hi) // 2
            if self.addresses[mid] < address:
                lo = mid + 1
            else:
                hi = mid
        if lo < len(self.addresses) and self.addresses[lo] == address:
            return self.vgprs[lo], self.agprs[lo], self.sgprs[lo]
        return None


def _effects(fn: Function, cfg: CFG, insts: list[Inst]) -> tuple[list[int], list[int]]:
    """Per instruction: extra reads and extra full writes from the calling convention."""
    n = len(insts)
    extra_r = [0] * n
    extra_w = [0] * n
    if not any(i.facts.kind in (CALL, SETPC) for i in insts):
        return extra_r, extra_w
    # which units may hold a value before each instruction (forward, union); in a function
    # only what it wrote itself: arguments it passes on unchanged are not counted as read
    entry = _KERNEL_ENTRY if fn.is_kernel else 0
    blocks = cfg.blocks
    defined_in = [0] * len(blocks)
    if blocks:
        defined_in[0] = entry
    written_anywhere = 0
    for inst in insts:
        written_anywhere |= inst.facts.flow.writes
    changed = True
    out = [0] * len(blocks)
    while changed:
        changed = False
        for b in blocks:
            d = defined_in[b.index]
            for i in range(b.start, b.end):
                d |= insts[i].facts.flow.writes
            if d != out[b.index]:
                out[b.index] = d
                for s in b.succs:
                    nd = defined_in[s] | d
                    if nd != defined_in[s]:
                        defined_in[s] = nd
                        changed = True
    returns = {x.address for x in cfg.exits if x.kind in ("return", "tail-call")}
    for b in blocks:
        d = defined_in[b.index]
        for i in range(b.start, b.end):
            inst = insts[i]
            f = inst.facts
            if f.kind == CALL:
                extra_r[i] = _ARGS & d
                extra_w[i] = _CLOBBERED & ~f.flow.reads
            elif f.kind == SETPC and inst.address in returns and not fn.is_kernel:
                extra_r[i] = (_RESULTS | _PRESERVED) & written_anywhere
            d |= f.flow.writes
    return extra_r, extra_w


def _solve(cfg: CFG, insts: list[Inst], kills: list[int], reads: list[int]) -> list[int]:
    """Live-out of each block (backward, to a fixpoint)."""
    blocks = cfg.blocks
    nb = len(blocks)
    gen = [0] * nb
    kill = [0] * nb
    for b in blocks:
        g = 0
        k = 0
        for i in range(b.end - 1, b.start - 1, -1):
            g = (g & ~kills[i]) | reads[i]
            k |= kills[i]
        gen[b.index] = g
        kill[b.index] = k
    live_out = [0] * nb
    live_in = [0] * nb
    order = list(range(nb - 1, -1, -1))
    changed = True
    while changed:
        changed = False
        for bi in order:
            b = blocks[bi]
            o = 0
            for s in b.succs:
                o |= live_in[s]
            live_out[bi] = o
            li = gen[bi] | (o & ~kill[bi])
            if li != live_in[bi]:
                live_in[bi] = li
                changed = True
    return live_out


def liveness(fn: Function, cfg: CFG) -> Liveness:
    """The :class:`Liveness` of ``fn`` with its control-flow graph ``cfg``."""
    insts = fn.insts
    n = len(insts)
    extra_r, extra_w = _effects(fn, cfg, insts)
    reads = [0] * n
    kills1 = [0] * n
    lane = [0] * n
    writes = [0] * n
    used = 0
    writes_exec = []
    for i, inst in enumerate(insts):
        rf = inst.facts.flow
        writes[i] = rf.writes
        reads[i] = rf.reads | extra_r[i]
        kills1[i] = (rf.writes & ~rf.subdword) | extra_w[i]
        lane[i] = rf.partial & ~rf.subdword & _VECTOR
        used |= rf.reads | rf.writes
        if rf.writes & _EXEC:
            writes_exec.append(i)
    # pass 1: lane-masked writes end live ranges; collect what is live across EXEC changes
    carried = 0
    if writes_exec and lane and any(lane):
        live_out = _solve(cfg, insts, kills1, reads)
        targets = set(writes_exec)
        for bi in sorted({cfg.block_of[i] for i in writes_exec}):
            b = cfg.blocks[bi]
            live = live_out[b.index]
            for i in range(b.end - 1, b.start - 1, -1):
                live = (live & ~kills1[i]) | reads[i]
                if i in targets:
                    carried |= live & _VECTOR
    kills = kills1 if not carried else [k & ~(lane[i] & carried) for i, k in enumerate(kills1)]
    live_out = _solve(cfg, insts, kills, reads)
    addresses = array("Q", (inst.address for inst in insts))
    vg = array("H", bytes(2 * n))
    ag = array("H", bytes(2 * n))
    sg = array("H", bytes(2 * n))
    peak: dict[str, tuple[int, int | None]] = {"vgpr": (0, None), "agpr": (0, None),
                                               "sgpr": (0, None)}
    peak_units = 0
    best_v, best_at = -1, 0
    agprs = bool(used & _A)  # most functions have none: their counts stay 0
    for b in cfg.blocks:
        live = live_out[b.index]
        for i in range(b.end - 1, b.start - 1, -1):
            after = live | writes[i]
            live = (live & ~kills[i]) | reads[i]
            va = (after & _V).bit_count()
            vl = (live & _V).bit_count()
            v = max(va, vl)
            sa = (after & _S).bit_count()
            sl = (live & _S).bit_count()
            vg[i] = v
            sg[i] = max(sa, sl)
            if agprs:
                aa = (after & _A).bit_count()
                al = (live & _A).bit_count()
                ag[i] = max(aa, al)
            if v >= best_v:
                addr = insts[i].address
                if v > best_v or addr < best_at:
                    best_v, best_at = v, addr
                    peak_units = after if va >= vl else live
    for key, arr in (("vgpr", vg), ("agpr", ag), ("sgpr", sg)):
        if n:
            m = max(arr)
            if m:
                peak[key] = (m, addresses[arr.index(m)])
    entry_live = 0
    if cfg.blocks:
        live = live_out[0]
        b = cfg.blocks[0]
        for i in range(b.end - 1, b.start - 1, -1):
            live = (live & ~kills[i]) | reads[i]
        entry_live = live
    return Liveness(function=fn.name, addresses=addresses, vgprs=vg, agprs=ag, sgprs=sg,
                    peak=peak, peak_units=peak_units, live_in=entry_live, used=used,
                    carried=carried)
