"""The synchronization checker: waits, barriers and acquire/release sequences, per generation.

A forward dataflow over each function's control-flow graph follows every memory operation
still outstanding on each wait counter (:mod:`codeobj.isa.waitcnt`: which instructions raise
which events on which counter, and what each wait lets a counter fall to).  An in-order
counter waited to ``N`` completes every operation with at least ``N`` younger ones on that
counter; a counter holding operations of more than one kind (scalar loads beside LDS
operations, FLAT operations before gfx10, samples beside loads before gfx12) completes
nothing until it is waited to 0.  Where paths meet, an operation outstanding on either path is
outstanding, with the fewer younger operations of the two.  This is the model of LLVM's
SIInsertWaitcnts, so the compiler's output passes and a wait taken out of it does not.

The rules (``RULES``; each finding cites its document section):

``sync-read-before-wait``
    an instruction reads a register that a load (vector, LDS, scalar, FLAT, message with a
    result, LDS-direct) writes and that may still be outstanding on some path.
``sync-write-before-wait``
    an instruction writes a register while a load writing it may still be outstanding (the
    load could land after it), or while a store, export or GDS operation may still be reading
    it (the export counter).  A vector load after a vector load of the same kind on the same
    counter is exempt: they write their registers in order.
``sync-function-entry``
    a function reads a register before waiting for what its caller may have left
    outstanding (LLVM waits at every function's entry, not before its calls).
``sync-return-pending``
    a function returns while loads into registers are outstanding.
``barrier-pending-memory``
    on a target without the BackOffBarrier feature, a barrier issued while memory operations
    are outstanding (AMDGPUExecutionSynchronization, table "s_barrier GFX6-11").
``barrier-wait-without-signal``, ``barrier-signal-twice``, ``barrier-wait-without-join``,
``barrier-leave-without-join``, ``barrier-id-unavailable``
    gfx12 split barriers used against the execution model (AMDGPUExecutionSynchronization,
    "Execution Model", tables "s_barrier GFX12" and "s_barrier IDs GFX12").
``acquire-sequence``
    a cache invalidation of an acquire sequence (``buffer_wbinvl1_vol``, ``buffer_gl*_inv``,
    ``buffer_inv``, ``global_inv``) issued while a vector load may be outstanding: the code
    sequence tables wait for the load first so that the invalidation follows it.
``release-sequence``
    after the write-back of a release sequence (``buffer_wbl2``, ``global_wb``), a store,
    atomic or barrier issued while memory operations older than the write-back may be
    outstanding.

A release or acquire made of waits alone (gfx6-gfx9 and gfx10-gfx11 at agent scope) looks
like any other wait in machine code and cannot be told apart: only the sequences with a
cache-maintenance instruction are checked.
"""

from __future__ import annotations

from .._record import record
from ..isa import waitcnt
from ..isa.db import Subtarget
from ..isa.regflow import BANK_MASKS, units_text
from .cfg import CFG
from .program import CALL, SETPC, Facts, Function, Inst

__all__ = ["RULES", "SyncFinding", "SyncRule", "check_sync"]

_USAGE = "AMDGPUUsage.rst"
_SYNC = "AMDGPUExecutionSynchronization.txt"
_GFX12 = "AMDGPUUsage.rst, Memory Model GFX12 (GFX12-memory-model-review.txt)"


@record(frozen=True)
class SyncRule:
    id: str
    severity: str
    summary: str
    section: str


RULES: dict[str, SyncRule] = {r.id: r for r in (
    SyncRule("sync-read-before-wait", "error",
             "a register read while a load writing it may still be outstanding",
             f"{_USAGE}, Memory Model: 's_waitcnt instructions are required to ensure "
             "registers are defined before being used'"),
    SyncRule("sync-write-before-wait", "error",
             "a register written while a load writing it, or a store reading it, may still "
             "be outstanding", f"{_USAGE}, Memory Model (and SIInsertWaitcnts' WAW/WAR waits)"),
    SyncRule("sync-function-entry", "warning",
             "a function reads registers before waiting for what its caller left outstanding",
             f"{_USAGE}, Call Convention ('Any necessary s_waitcnt has been performed')"),
    SyncRule("sync-return-pending", "warning",
             "a function returns with loads into registers outstanding",
             f"{_USAGE}, Call Convention, on exit: 'Any necessary s_waitcnt has been "
             "performed to ensure memory accessed by function is available to the caller'"),
    SyncRule("barrier-pending-memory", "warning",
             "a barrier with memory operations outstanding on a target without BackOffBarrier",
             f"{_SYNC}, Barrier Implementations, table 's_barrier GFX6-11' (No BackOffBarrier)"),
    SyncRule("barrier-lds-pending", "warning",
             "a barrier while LDS operations are outstanding: other waves of the work-group "
             "may not see them after it",
             f"{_USAGE}, Memory Model (per generation): 'A s_waitcnt lgkmcnt(0) [s_wait_dscnt "
             "0x0] is required to ensure synchronization between LDS operations ... between "
             "wavefronts of a work-group'"),
    SyncRule("barrier-signal-without-wait", "warning",
             "a barrier signalled and never waited on before the program ends",
             f"{_SYNC}, Execution Model (informational notes: joining or arriving is only "
             "useful with a later wait)"),
    SyncRule("barrier-wait-without-signal", "error",
             "s_barrier_wait on a barrier this wave has not signalled on some path",
             f"{_SYNC}, Execution Model (a wait depends on an arrive) and table "
             "'s_barrier GFX12'"),
    SyncRule("barrier-signal-twice", "warning",
             "a barrier signalled again before the wave waited on it",
             f"{_SYNC}, Execution Model (barrier-participates-in: one arrive per wait)"),
    SyncRule("barrier-wait-without-join", "error",
             "s_barrier_wait on a named barrier the wave has not joined",
             f"{_SYNC}, Execution Model ('For every barrier wait W ... a barrier join J')"),
    SyncRule("barrier-leave-without-join", "error",
             "s_barrier_leave without an s_barrier_join before it on every path",
             f"{_SYNC}, table 's_barrier GFX12' (s_barrier_leave ... only ... if BO was "
             "previously joined using s_barrier_join)"),
    SyncRule("barrier-id-unavailable", "error",
             "a barrier ID the target does not have or a shader may not use (cluster and named "
             "barriers before GFX12.5, trap barriers)",
             f"{_SYNC}, table 's_barrier IDs GFX12'"),
    SyncRule("acquire-sequence", "warning",
             "an acquire's cache invalidation issued while a vector load may be outstanding",
             f"{_USAGE}, AMDHSA Memory Model Code Sequences tables (load atomic acquire: "
             "'s_waitcnt vmcnt(0) ... Must happen before following buffer_wbinvl1_vol')"),
    SyncRule("release-sequence", "warning",
             "a release's store or barrier issued while operations older than its write-back "
             "may be outstanding", f"{_USAGE}, AMDHSA Memory Model Code Sequences tables "
             "(store atomic release: 'buffer_wbl2 ... s_waitcnt vmcnt(0) ... Must happen "
             "before the following store')"),
)}


@record(frozen=True)
class SyncFinding:
    """One finding: ``rule``, ``severity``, the ``function`` and instruction ``address``, a
    ``message`` and the document ``section`` it rests on; ``related`` is the address of the
    operation it is about (the load, the signal), when there is one."""

    rule: str
    severity: str
    function: str
    address: int
    message: str
    section: str
    related: int | None = None

    def to_dict(self) -> dict[str, object]:
        return {"rule": self.rule, "severity": self.severity, "function": self.function,
                "address": self.address, "related": self.related, "message": self.message,
                "section": self.section}


def _memory_model_section(st: Subtarget) -> str:
    if st.is_gfx12_plus:
        return _GFX12
    if st.is_gfx10_plus:
        return f"{_USAGE}, Memory Model GFX10 (GFX10-GFX11)"
    if st.is_gfx940:
        return f"{_USAGE}, Memory Model GFX940"
    if st.is_gfx90a:
        return f"{_USAGE}, Memory Model GFX90A"
    return f"{_USAGE}, Memory Model GFX6-GFX9"


# -- barrier IDs ---------------------------------------------------------------------------------

#: s_barrier IDs GFX12 (AMDGPUExecutionSynchronization): IDs a shader may use, and the
#: trap-handler-only ones, by (major, minor) from; GFX12.5 adds cluster and named barriers
_BARRIER_IDS = (
    ((12, 5), frozenset({-3, -1, *range(17)}), frozenset({-4, -2})),
    ((12, 0), frozenset({-1}), frozenset({-2})),
)
_NAMED = frozenset(range(1, 17))
_ANY = "*"  # an ID in m0: unknown


def _barrier_ids(st: Subtarget, major: int, minor: int
                 ) -> tuple[frozenset[int], frozenset[int]]:
    for since, usable, trap in _BARRIER_IDS:
        if (major, minor) >= since:
            return usable, trap
    return frozenset(), frozenset()


# -- the state ------------------------------------------------------------------------------------

class _Op:
    """An outstanding operation: per counter its event and the register units it holds."""

    __slots__ = ("address", "by_counter", "flat_both", "load", "vmem_type")

    def __init__(self, address: int) -> None:
        self.address = address
        self.by_counter: dict[str, tuple[str, int]] = {}
        self.flat_both = False
        self.load = False
        self.vmem_type = ""


class _State:
    """Outstanding operations per counter, as ``pending[c][op] = n``: the op was the ``n``-th
    operation counted on ``c`` on this path (``seq[c]`` is the count so far; the op has
    ``seq[c] - n`` younger ones), and the barrier and release facts of the path."""

    __slots__ = ("may_signaled", "must_joined", "must_signaled", "pending", "release", "seq")

    def __init__(self) -> None:
        self.pending: dict[str, dict[int, int]] = {}
        self.seq: dict[str, int] = {}
        # barrier IDs (_ANY: an ID in m0)
        self.may_signaled: frozenset[int | str] = frozenset()
        self.must_signaled: frozenset[int | str] = frozenset()
        self.must_joined: frozenset[int | str] = frozenset()
        # (counter, op) outstanding at a write-back
        self.release: frozenset[tuple[str, int]] = frozenset()

    def copy(self) -> _State:
        s = _State()
        s.pending = {c: dict(d) for c, d in self.pending.items()}
        s.seq = dict(self.seq)
        s.may_signaled, s.must_signaled = self.may_signaled, self.must_signaled
        s.must_joined, s.release = self.must_joined, self.release
        return s

    def younger(self, c: str, cap: int) -> dict[int, int]:
        """op -> how many younger operations counter ``c`` holds (at most ``cap``)."""
        n = self.seq.get(c, 0)
        return {op: min(n - at, cap) for op, at in self.pending.get(c, {}).items()}

    def merge(self, other: _State, caps: dict[str, int]) -> bool:
        """Join ``other`` into this state (an op outstanding on either path is outstanding,
        with the fewer younger ones); True when this state changed."""
        changed = False
        for c in set(self.pending) | set(other.pending):
            cap = caps.get(c, 64)
            mine = self.younger(c, cap)
            theirs = other.younger(c, cap)
            merged = dict(mine)
            for op, n in theirs.items():
                old = merged.get(op)
                if old is None or n < old:
                    merged[op] = n
            if merged != mine:
                changed = True
            self.pending[c] = {op: -n for op, n in merged.items()}
            self.seq[c] = 0
        for name, join in (("may_signaled", frozenset.union),
                           ("must_signaled", frozenset.intersection),
                           ("must_joined", frozenset.intersection),
                           ("release", frozenset.union)):
            new = join(getattr(self, name), getattr(other, name))
            if new != getattr(self, name):
                setattr(self, name, new)
                changed = True
        return changed


_CALLER = -1  # the pseudo-operation "whatever the caller left outstanding"
_REGS = BANK_MASKS["v"] | BANK_MASKS["a"] | BANK_MASKS["s"] | BANK_MASKS["ttmp"]
_INVALIDATES = frozenset(("buffer_wbinvl1", "buffer_wbinvl1_vol", "buffer_wbinvl1_sc",
                          "buffer_gl0_inv", "buffer_gl1_inv", "buffer_inv", "buffer_invl2",
                          "global_inv", "global_wbinv"))
_WRITEBACKS = frozenset(("buffer_wbl2", "global_wb", "global_wbinv"))
_BARRIER_STARTS = frozenset(("s_barrier", "s_barrier_signal", "s_barrier_signal_isfirst"))


class _Checker:
    def __init__(self, fn: Function, cfg: CFG, st: Subtarget, major: int, minor: int) -> None:
        self.fn = fn
        self.cfg = cfg
        self.st = st
        self.counters = waitcnt.counters(st)
        self.ops: dict[int, _Op] = {}
        self.found: dict[tuple[str, int, int | None], SyncFinding] = {}
        self.mm_section = _memory_model_section(st)
        self.backoff = st.has("FeatureBackOffBarrier") or st.has(
            "FeatureAutoWaitcntBeforeBarrier")
        self.usable_ids, self.trap_ids = _barrier_ids(st, major, minor)
        self.no_store = {c for c in self.counters.names if c in ("vscnt", "storecnt")}

    # -- findings --
    def add(self, rule: str, inst: Inst, message: str, related: int | None = None) -> None:
        key = (rule, inst.address, related)
        if key not in self.found:
            r = RULES[rule]
            section = r.section
            if rule.startswith(("sync-read", "sync-write")):
                section = f"{r.section}; {self.mm_section}"
            self.found[key] = SyncFinding(rule, r.severity, self.fn.name, inst.address,
                                          message, section, related)

    # -- operations --
    def op(self, inst: Inst) -> _Op | None:
        f = inst.facts
        if not f.events:
            return None
        o = self.ops.get(inst.address)
        if o is None:
            # what an operation holds depends on its encoding only: one _Op per encoding
            # (Facts are per subtarget, so the counters are the same), keyed by address here
            o = f.sync_op
            if o is None:
                o = f.sync_op = self.make_op(f)
            self.ops[inst.address] = o
        assert isinstance(o, _Op)
        return o

    def make_op(self, f: Facts) -> _Op:
        mi = f.mi
        assert mi is not None  # only a decoded instruction has events
        o = _Op(0)
        ec = self.counters.event_counter
        for ev in f.events:
            c = ec.get(ev)
            if c is None:
                continue
            o.by_counter[c] = (ev, waitcnt.tracked_units(mi, ev, f.flow) & _REGS)
        o.flat_both = "FLAT" in mi.desc.flags and len(o.by_counter) > 1
        o.load = bool(f.flow.writes & _REGS)
        if any(ev.startswith("VMEM") for ev in f.events):
            o.vmem_type = next(ev for ev in f.events if ev.startswith("VMEM"))
        return o

    def caller_op(self) -> _Op:
        o = self.ops.get(_CALLER)
        if o is None:
            o = self.ops[_CALLER] = _Op(_CALLER)
            for c in self.counters.names:
                if c not in self.no_store:
                    o.by_counter[c] = ("CALLER", _REGS)
            o.load = True
        return o

    def out_of_order(self, state: _State, c: str) -> bool:
        pend = state.pending.get(c)
        if not pend:
            return False
        kinds = set()
        for a in pend:
            o = self.ops[a]
            ev = o.by_counter[c][0]
            if ev == "SMEM_ACCESS" and c == self.counters.smem:
                return True
            if o.flat_both and not self.counters.flat_in_order:
                return True
            kinds.add(ev)
        return len(kinds) > 1

    def wait(self, state: _State, c: str, n: int) -> bool:
        """Let counter ``c`` fall to ``n``; True when an operation completed."""
        pend = state.pending.get(c)
        if not pend:
            return False
        if n == 0:
            pend.clear()
            return True
        if self.out_of_order(state, c):
            return False
        last = state.seq.get(c, 0) - n  # ops counted at or before this have n younger ones
        done = [a for a, at in pend.items() if at <= last]
        for a in done:
            del pend[a]
        return bool(done)

    def issue(self, state: _State, o: _Op, address: int) -> None:
        seq = state.seq
        for c in o.by_counter:
            n = seq.get(c, 0) + 1
            seq[c] = n
            pend = state.pending.get(c)
            if pend is None:
                pend = state.pending[c] = {}
            pend[address] = n

    # -- the transfer function --
    def step(self, state: _State, inst: Inst, report: bool) -> None:
        f = inst.facts
        mi = f.mi
        if mi is None:
            return
        w = f.waits
        if w is not None:
            for c, n in w.items():
                self.wait(state, c, n)
            return
        m = f.mnemonic
        if report:
            self.check_registers(state, inst)
            self.check_barrier(state, inst, m)
        # the release facts change on the fixpoint's passes too (a write-back's release ends
        # at the next store or barrier), so this runs whether or not it reports
        self.check_sequences(state, inst, m, report)
        self.barrier_effect(state, inst, m)
        if m in _WRITEBACKS:
            state.release = frozenset((c, a) for c, pend in state.pending.items()
                                      if c != self.counters.smem for a in pend)
        if f.kind == CALL:
            # the callee waits on entry and before it returns (SIInsertWaitcnts)
            for c in list(state.pending):
                if c not in self.no_store:
                    state.pending[c].clear()
            return
        o = self.op(inst)
        if o is not None:
            self.issue(state, o, inst.address)

    def hazards(self, state: _State) -> int:
        """Every register unit an outstanding operation holds."""
        out = 0
        ops = self.ops
        for c, pend in state.pending.items():
            for a in pend:
                out |= ops[a].by_counter[c][1]
        return out

    def check_registers(self, state: _State, inst: Inst) -> None:
        f = inst.facts
        reads = f.flow.reads & _REGS
        writes = f.flow.writes & _REGS
        if not (reads or writes):
            return
        mine = self.ops.get(inst.address) if f.events else None
        if f.events and mine is None:
            mine = self.op(inst)
        for c, pend in state.pending.items():
            for a in pend:
                o = self.ops[a]
                ev, units = o.by_counter[c]
                if ev in ("EXP_GPR_LOCK", "GDS_GPR_LOCK", "VMW_GPR_LOCK", "EXP_PARAM_ACCESS",
                          "EXP_POS_ACCESS"):
                    hit = units & writes
                    if hit:
                        self.add("sync-write-before-wait", inst,
                                 f"{units_text(hit)} written while the store/export at "
                                 f"{a:#x} may still be reading it ({c} not waited)", a)
                    continue
                hit = units & reads
                if hit:
                    if a == _CALLER:
                        self.add("sync-function-entry", inst,
                                 f"{units_text(hit)} read before the function waits for "
                                 "memory operations its caller may have left outstanding "
                                 f"({c})", None)
                    else:
                        self.add("sync-read-before-wait", inst,
                                 f"{units_text(hit)} read while the load at {a:#x} that "
                                 f"writes it may still be outstanding (no sufficient {c} "
                                 "wait on some path)", a)
                    continue
                hit = units & writes
                if hit and a != _CALLER:
                    if (mine is not None and mine.vmem_type and mine.vmem_type == o.vmem_type
                            and c in mine.by_counter and not self.out_of_order(state, c)):
                        continue  # same-kind vector loads write their registers in order
                    self.add("sync-write-before-wait", inst,
                             f"{units_text(hit)} written while the load at {a:#x} that writes "
                             f"it may still be outstanding ({c} not waited): the load may "
                             "land after this write", a)

    def check_barrier(self, state: _State, inst: Inst, m: str) -> None:
        if m in _BARRIER_STARTS and not self.backoff:
            pend = [(c, a) for c, p in state.pending.items() for a in p if a != _CALLER]
            if pend:
                a = pend[0][1]
                self.add("barrier-pending-memory", inst,
                         f"{m} with memory operations outstanding "
                         f"({', '.join(sorted({c for c, _ in pend}))}; one at {a:#x}) on {self.st.processor}, which has no "
                         "BackOffBarrier: the counters must be waited to 0 before it", a)
        if m in _BARRIER_STARTS:
            ds = "dscnt" if self.counters.extended else "lgkmcnt"
            for a in state.pending.get(ds, ()):
                o = self.ops[a]
                if a != _CALLER and o.by_counter[ds][0] in ("LDS_ACCESS", "GDS_ACCESS"):
                    self.add("barrier-lds-pending", inst,
                             f"{m} while the LDS operation at {a:#x} may be outstanding "
                             f"({ds} not waited to 0): the other waves of the work-group "
                             "may not see it after the barrier", a)
                    break
        if inst.facts.kind == "end":
            left = sorted(x for x in state.may_signaled if x not in (_ANY, 0))
            if left:
                self.add("barrier-signal-without-wait", inst,
                         f"the program ends with barrier {left[0]} signalled and not waited "
                         "on, on some path")
        if not m.startswith(("s_barrier_", "s_wakeup_barrier", "s_get_barrier_state")):
            return
        bid = self.barrier_id(inst)
        if bid not in (None, _ANY) and m != "s_barrier_init" and (
                bid in self.trap_ids or bid not in self.usable_ids):
            what = ("a trap-handler barrier, not accessible to a shader" if bid in self.trap_ids
                    else "a cluster barrier" if bid in (-3, -4)
                    else "a named barrier" if bid in _NAMED or bid == 0 else "not a barrier ID")
            self.add("barrier-id-unavailable", inst,
                     f"barrier ID {bid} on {self.st.processor}: {what} the target does not "
                     "offer (cluster and named barriers are GFX12.5)")
        if m == "s_barrier_wait":
            if bid in (-1, -2, -3, -4) and bid not in state.must_signaled \
                    and _ANY not in state.must_signaled:
                self.add("barrier-wait-without-signal", inst,
                         f"s_barrier_wait {bid} without an s_barrier_signal {bid} before it "
                         "on some path: the wave waits on a barrier it has not arrived at")
            elif bid in _NAMED and not (state.must_joined & (_NAMED | {_ANY})):
                self.add("barrier-wait-without-join", inst,
                         f"s_barrier_wait {bid} on a named barrier the wave has not joined on "
                         "every path")
        elif m in ("s_barrier_signal", "s_barrier_signal_isfirst") and bid not in (
                None, 0) and bid in state.may_signaled:
            self.add("barrier-signal-twice", inst,
                     f"{m} {bid} again before an s_barrier_wait on it on some path")
        elif m == "s_barrier_leave" and not (state.must_joined & (_NAMED | {_ANY})):
            self.add("barrier-leave-without-join", inst,
                     "s_barrier_leave without an s_barrier_join on every path before it")

    def barrier_id(self, inst: Inst) -> int | str:
        mi = inst.facts.mi
        if mi is None:  # an s_barrier_* mnemonic comes from a decoded instruction
            return _ANY
        d = mi.desc
        for name in ("src0", "simm16"):
            i = d.named.get(name, -1)
            if 0 <= i < len(mi.ops):
                v = mi.ops[i]
                if type(v) is int:
                    v &= 0xFFFF
                    return (v ^ 0x8000) - 0x8000
                return _ANY
        return _ANY  # the m0 forms

    def barrier_effect(self, state: _State, inst: Inst, m: str) -> None:
        if not m.startswith(("s_barrier_", "s_wakeup_barrier")):
            return
        bid = self.barrier_id(inst)
        if m in ("s_barrier_signal", "s_barrier_signal_isfirst"):
            state.may_signaled = state.may_signaled | {bid}
            state.must_signaled = state.must_signaled | {bid}
        elif m == "s_barrier_wait":
            drop = {bid, _ANY} | (_NAMED if bid in _NAMED else set())
            state.may_signaled = state.may_signaled - drop
            state.must_signaled = state.must_signaled - drop
        elif m == "s_barrier_join":
            joined = state.must_joined - _NAMED
            state.must_joined = joined | ({bid} if bid not in (0,) else set())
        elif m == "s_barrier_leave":
            state.must_joined = state.must_joined - _NAMED - {_ANY}

    def check_sequences(self, state: _State, inst: Inst, m: str, report: bool) -> None:
        vm = "loadcnt" if self.counters.extended else "vmcnt"
        if report and m in _INVALIDATES:
            for a in state.pending.get(vm, ()):
                o = self.ops[a]
                if a != _CALLER and o.load:
                    self.add("acquire-sequence", inst,
                             f"{m} while the load at {a:#x} may still be outstanding: an "
                             f"acquire waits for the load ({vm}) before invalidating "
                             f"({self.mm_section})", a)
                    break
        if state.release:
            f = inst.facts
            point = m in _BARRIER_STARTS or (
                f.mi is not None and "mayStore" in f.mi.desc.flags and f.events
                and m not in _WRITEBACKS)
            if point:
                left = [(c, a) for c, a in state.release if a in state.pending.get(c, ())]
                if report and left:
                    c, a = min(left)
                    self.add("release-sequence", inst,
                             f"{m} after a write-back while the operation at {a:#x}, older "
                             f"than it, may still be outstanding ({c} not waited): the release "
                             f"does not cover it ({self.mm_section})", a)
                state.release = frozenset()


def check_sync(fn: Function, cfg: CFG, st: Subtarget, *, isa_version: tuple[int, int] = (0, 0)
               ) -> list[SyncFinding]:
    """The synchronization findings of ``fn`` (see the module doc), in address order.
    ``isa_version`` ((major, minor)) selects the barrier IDs the target has."""
    ck = _Checker(fn, cfg, st, *isa_version)
    insts = fn.insts
    blocks = cfg.blocks
    if not blocks:
        return []
    entry = _State()
    if not fn.is_kernel:
        o = ck.caller_op()
        for c in o.by_counter:
            entry.pending[c] = {_CALLER: 0}
    caps = {c: m + 1 for c, m in ck.counters.maximum.items()}
    states: list[_State | None] = [None] * len(blocks)
    states[0] = entry
    work = [0]
    queued = {0}
    # only waits, memory operations, calls, barriers and cache maintenance change the state
    special = [[i for i in range(b.start, b.end) if insts[i].facts.special] for b in blocks]
    # to a fixpoint without findings, then once more reporting
    while work:
        bi = work.pop(0)
        queued.discard(bi)
        state = states[bi]
        assert state is not None  # only blocks with a state are queued
        s = state.copy()
        for i in special[bi]:
            ck.step(s, insts[i], False)
        for succ in blocks[bi].succs:
            before = states[succ]
            if before is None:
                states[succ] = s.copy()
                changed = True
            else:
                changed = before.merge(s, caps)
            if changed and succ not in queued:
                work.append(succ)
                queued.add(succ)
    returns = {x.address for x in cfg.exits if x.kind in ("return", "tail-call")}
    for b in blocks:
        state = states[b.index]
        if state is None:
            continue
        s = state.copy()
        mask = ck.hazards(s)
        for i in range(b.start, b.end):
            inst = insts[i]
            f = inst.facts
            if not f.special:
                if f.touched & mask:
                    ck.check_registers(s, inst)
                if f.kind != SETPC:
                    continue
            if f.kind == SETPC and inst.address in returns and not fn.is_kernel:
                left = [(c, a) for c, p in s.pending.items() for a in p
                        if c not in ck.no_store and ck.ops[a].load]
                if left:
                    c, a = left[0]
                    where = "from the caller" if a == _CALLER else f"at {a:#x}"
                    ck.add("sync-return-pending", inst,
                           f"return while the load {where} may still be outstanding ({c})",
                           None if a == _CALLER else a)
            if f.special:
                ck.step(s, inst, True)
                if f.waits is not None or f.kind == CALL:
                    mask = ck.hazards(s)
                elif f.events:
                    done = ck.ops.get(inst.address)
                    if done is not None:
                        for _e, units in done.by_counter.values():
                            mask |= units
    return sorted(ck.found.values(), key=lambda f: (f.address, f.rule))
