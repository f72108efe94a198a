"""Control flow of one function: basic blocks, edges, calls, loops and unreachable code.

Blocks end at branches (``s_branch``, ``s_cbranch_*``), at ``s_setpc_b64``, at the end of the
program (``s_endpgm`` and its variants, ``s_rfe_b64``) and before every branch target.  Calls
(``s_swappc_b64``, ``s_call_b64``) stay inside their block: control comes back after them.

Indirect destinations are worked out the way the compiler writes them: ``s_getpc_b64`` gives
the address of the next instruction, and ``s_add_u32``/``s_addc_u32`` (``s_sub_u32``/
``s_subb_u32``) with constants, ``s_mov_b32``/``s_mov_b64`` move it along, all within the
block.  A call or ``s_setpc_b64`` whose destination is known is a call to (or a tail call of)
the function there; an ``s_setpc_b64`` whose destination is not known is a return (the
compiler returns with ``s_setpc_b64 s[30:31]``) or an indirect jump out of the function.

Loops are natural loops: an edge to a block that dominates its source is a back edge, the
loop is the header and every block that reaches the back edge's source without passing the
header; loops with the same header are one loop, and a loop is nested in the smallest loop
that holds its header and blocks.  A cycle entered other than through one header
(irreducible control flow) is reported as such.  Blocks that cannot be reached from the
function's entry are unreachable, except runs of padding (``s_nop``, ``s_code_end``) after
the last instruction.
"""

from __future__ import annotations

from typing import Any

from .._record import field, record
from ..isa.mc import OperandValue, Reg
from ..isa.regflow import SPECIAL, register_units
from .program import BRANCH, CALL, CBRANCH, END, GETPC, INVALID, SETPC, Function, Inst, Program
from .program import mnemonic as _mnemonic

__all__ = ["CFG", "Block", "Call", "Edge", "Exit", "Loop", "build_cfg"]


class Block:
    """A basic block: instructions ``insts[start:end]`` of the function."""

    __slots__ = ("address", "depth", "end", "end_address", "index", "loop", "preds",
                 "reachable", "start", "succs")

    def __init__(self, index: int, start: int, end: int, address: int, end_address: int) -> None:
        self.index = index
        self.start = start
        self.end = end
        self.address = address
        self.end_address = end_address
        self.succs: list[int] = []
        self.preds: list[int] = []
        self.reachable = False
        self.depth = 0  # how many loops hold it
        self.loop: int | None = None  # the innermost loop that holds it

    def __repr__(self) -> str:
        return f"Block({self.index}, {self.address:#x}..{self.end_address:#x})"


@record(frozen=True)
class Edge:
    """``kind``: ``fallthrough``, ``branch`` (unconditional), ``taken``, ``not-taken``,
    ``call-return`` (past a call), ``jump`` (a known ``s_setpc_b64``)."""

    src: int
    dst: int
    kind: str


@record(frozen=True)
class Exit:
    """How control leaves a function at block ``block``: ``end`` (s_endpgm), ``return``,
    ``tail-call``, ``indirect`` (a branch whose destination is unknown, outside, or
    invalid bytes), ``falls-off`` (the code runs past the function's end)."""

    block: int
    address: int
    kind: str
    target: int | None = None


@record(frozen=True)
class Call:
    """A call at ``address`` to ``target`` (None: not known), the function ``callee`` there."""

    address: int
    target: int | None
    callee: str | None


@record
class Loop:
    """A natural loop: its ``index`` (from 1, ``CFG.loops[index - 1]``), ``header`` block, its
    ``blocks``, the back edges' sources ``latches``, its nesting ``depth`` (1: outermost) and
    ``parent`` loop index (None: outermost).
    ``irreducible`` marks a cycle with more than one entry (not a natural loop)."""

    index: int
    header: int
    blocks: frozenset[int]
    latches: tuple[int, ...]
    depth: int = 1
    parent: int | None = None
    irreducible: bool = False
    children: list[int] = field(default_factory=list)


class CFG:
    """The control-flow graph of one function (see the module doc)."""

    def __init__(self, fn: Function) -> None:
        self.function = fn
        self.blocks: list[Block] = []
        self.edges: list[Edge] = []
        self.exits: list[Exit] = []
        self.calls: list[Call] = []
        self.loops: list[Loop] = []
        self.block_of: list[int] = []  # instruction index -> block index
        self.setpc_targets: dict[int, int] = {}  # address of an s_setpc -> known destination

    @property
    def unreachable(self) -> list[Block]:
        """Blocks no path from the entry reaches, except blocks of padding only (``s_nop``,
        ``s_code_end`` or bytes that do not decode, between and after functions)."""
        insts = self.function.insts
        return [b for b in self.blocks if not b.reachable and not all(
            insts[i].is_padding or insts[i].kind == INVALID for i in range(b.start, b.end))]

    def loop_of_address(self, address: int) -> Loop | None:
        """The innermost loop holding the instruction at ``address``."""
        i = self.index_of(address)
        if i is None:
            return None
        b = self.blocks[self.block_of[i]]
        return self.loops[b.loop - 1] if b.loop is not None else None

    def index_of(self, address: int) -> int | None:
        insts = self.function.insts
        lo, hi = 0, len(insts)
        while lo < hi:
            mid = (lo + hi) // 2
            if insts[mid].address < address:
                lo = mid + 1
            else:
                hi = mid
        return lo if lo < len(insts) and insts[lo].address == address else None

    def to_dict(self) -> dict[str, list[dict[str, Any]]]:
        return {
            "blocks": [{"index": b.index, "address": b.address, "end": b.end_address,
                        "instructions": b.end - b.start, "succs": list(b.succs),
                        "reachable": b.reachable, "loop_depth": b.depth, "loop": b.loop}
                       for b in self.blocks],
            "edges": [{"src": e.src, "dst": e.dst, "kind": e.kind} for e in self.edges],
            "exits": [{"block": x.block, "address": x.address, "kind": x.kind,
                       "target": x.target} for x in self.exits],
            "calls": [{"address": c.address, "target": c.target, "callee": c.callee}
                      for c in self.calls],
            "loops": [{"index": lp.index, "header": lp.header, "header_address":
                       self.blocks[lp.header].address, "blocks": sorted(lp.blocks),
                       "latches": list(lp.latches), "depth": lp.depth, "parent": lp.parent,
                       "irreducible": lp.irreducible} for lp in self.loops],
            "unreachable": [{"block": b.index, "address": b.address, "end": b.end_address}
                            for b in self.unreachable],
        }


# -- constant destinations ------------------------------------------------------------------

_MASK32 = 0xFFFFFFFF


def _sgprs(reg: int, release: str) -> list[int]:
    m = register_units(reg, release)
    out: list[int] = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


def _value(op: OperandValue, known: dict[int, int], release: str) -> int | None:
    if type(op) is int:
        return op & _MASK32
    if type(op) is Reg:
        u = _sgprs(op, release)
        if len(u) == 1 and u[0] in known:
            return known[u[0]]
    return None


def _pair(reg: int, known: dict[int, int], release: str) -> int | None:
    u = _sgprs(reg, release)
    if len(u) == 2 and u[0] in known and u[1] in known:
        return known[u[0]] | known[u[1]] << 32
    return None


_SCC_UNIT = SPECIAL["scc"]
#: gfx12 names of the same operations
_ALIASES = {"s_add_co_u32": "s_add_u32", "s_add_co_ci_u32": "s_addc_u32",
            "s_sub_co_u32": "s_sub_u32", "s_sub_co_ci_u32": "s_subb_u32"}


def _evaluate(inst: Inst, known: dict[int, int], carry: list[int | None]) -> None:
    """Update the known SGPR values with one instruction (only the few that build addresses)."""
    f = inst.facts
    mi = f.mi
    if mi is None:
        return
    m = _mnemonic(mi)
    ops = mi.ops
    rel = mi.desc.release
    if f.kind == GETPC and ops and type(ops[0]) is Reg:
        u = _sgprs(ops[0], rel)
        if len(u) == 2:
            pc = inst.address + f.size
            known[u[0]], known[u[1]] = pc & _MASK32, pc >> 32
            return
    m = _ALIASES.get(m, m)
    if m == "s_sext_i32_i16" and len(ops) >= 2 and type(ops[0]) is Reg:
        a = _value(ops[1], known, rel)
        d = _sgprs(ops[0], rel)
        if a is not None and len(d) == 1:
            known[d[0]] = (((a & 0xFFFF) ^ 0x8000) - 0x8000) & _MASK32
            return
    if m in ("s_add_u32", "s_addc_u32", "s_sub_u32", "s_subb_u32") and len(ops) >= 3 \
            and type(ops[0]) is Reg:
        a, b = _value(ops[1], known, rel), _value(ops[2], known, rel)
        d = _sgprs(ops[0], rel)
        if a is not None and b is not None and len(d) == 1:
            c = carry[0] if m in ("s_addc_u32", "s_subb_u32") else 0
            if c is not None:
                r = a + b + c if m.startswith("s_add") else a - b - c
                known[d[0]] = r & _MASK32
                carry[0] = 1 if (r > _MASK32 or r < 0) else 0
                return
        carry[0] = None
    elif m in ("s_mov_b32", "s_mov_b64") and len(ops) >= 2 and type(ops[0]) is Reg:
        d = _sgprs(ops[0], rel)
        if type(ops[1]) is Reg:
            s = _sgprs(ops[1], rel)
            if len(s) == len(d) and all(x in known for x in s):
                vals = [known[x] for x in s]
                for x, v in zip(d, vals):
                    known[x] = v
                return
        elif type(ops[1]) is int and len(d) in (1, 2):
            v = ops[1] & ((1 << (32 * len(d))) - 1)
            for k, x in enumerate(d):
                known[x] = (v >> (32 * k)) & _MASK32
            return
    w = f.flow.writes
    if w:
        for unit in list(known):
            if w >> unit & 1:
                del known[unit]
        if w >> _SCC_UNIT & 1:
            carry[0] = None




def _constants(cfg: CFG, insts: list[Inst]) -> dict[int, dict[int, int]]:
    """Known SGPR values on entry to each block: a forward pass; where paths meet, a value is
    known when every path gives it."""
    blocks = cfg.blocks
    state: dict[int, dict[int, int]] = {0: {}}
    out: dict[int, dict[int, int]] = {}
    changed = True
    rounds = 0
    while changed and rounds < 8:
        changed = False
        rounds += 1
        for b in blocks:
            if b.index not in state:
                continue
            known = dict(state[b.index])
            carry: list[int | None] = [None]
            for i in range(b.start, b.end):
                _evaluate(insts[i], known, carry)
            if out.get(b.index) == known:
                continue
            out[b.index] = known
            for s in b.succs:
                old = state.get(s)
                new = dict(known) if old is None else {
                    u: v for u, v in old.items() if known.get(u) == v}
                if new != old:
                    state[s] = new
                    changed = True
    return state


# -- building ------------------------------------------------------------------------------

def build_cfg(fn: Function, program: Program | None = None) -> CFG:
    """The :class:`CFG` of ``fn``; ``program`` names the callees."""
    cfg = CFG(fn)
    insts = fn.insts
    n = len(insts)
    if not n:
        return cfg
    index = {inst.address: i for i, inst in enumerate(insts)}
    leaders = {0}
    for i, inst in enumerate(insts):
        k = inst.facts.kind
        if k in (BRANCH, CBRANCH):
            t = inst.target
            if t is not None and t in index:
                leaders.add(index[t])
        if k in (BRANCH, CBRANCH, SETPC, END, INVALID) and i + 1 < n:
            leaders.add(i + 1)
    starts = sorted(leaders)
    block_of = [0] * n
    for bi, s in enumerate(starts):
        e = starts[bi + 1] if bi + 1 < len(starts) else n
        last = insts[e - 1]
        cfg.blocks.append(Block(bi, s, e, insts[s].address, last.address + last.size))
        for i in range(s, e):
            block_of[i] = bi
    cfg.block_of = block_of
    by_start = {b.start: b.index for b in cfg.blocks}

    def callee(target: int | None) -> str | None:
        if target is None or program is None:
            return None
        f = program.function_at(target)
        return f.name if f is not None else None

    def add(src: Block, dst: int, kind: str) -> None:
        src.succs.append(dst)
        cfg.blocks[dst].preds.append(src.index)
        cfg.edges.append(Edge(src.index, dst, kind))

    for b in cfg.blocks:
        last = insts[b.end - 1]
        k = last.facts.kind
        nxt = b.index + 1 if b.index + 1 < len(cfg.blocks) else None
        if k in (BRANCH, CBRANCH):
            t = last.target
            if t is not None and t in index and index[t] in by_start:
                add(b, by_start[index[t]], "branch" if k == BRANCH else "taken")
            else:
                cfg.exits.append(Exit(b.index, last.address, "indirect", t))
            if k == CBRANCH:
                if nxt is not None:
                    add(b, nxt, "not-taken")
                else:
                    cfg.exits.append(Exit(b.index, last.address, "falls-off"))
        elif k == SETPC:
            pass  # below, once the destinations are known
        elif k == END:
            cfg.exits.append(Exit(b.index, last.address, "end"))
        elif k == INVALID:
            cfg.exits.append(Exit(b.index, last.address, "indirect"))
        elif nxt is not None:
            add(b, nxt, "call-return" if k == CALL else "fallthrough")
        else:
            cfg.exits.append(Exit(b.index, last.address, "falls-off"))

    indirect = any(inst.facts.kind in (CALL, SETPC) for inst in insts)
    known_in = _constants(cfg, insts) if indirect else {}
    for b in cfg.blocks:
        if not indirect:
            break
        known = dict(known_in.get(b.index) or {})
        carry: list[int | None] = [None]
        for i in range(b.start, b.end):
            inst = insts[i]
            k = inst.facts.kind
            if k == CALL:
                t = inst.target
                if t is None:
                    mi = inst.facts.mi
                    src = mi.ops[mi.desc.named["src0"]] \
                        if mi is not None and "src0" in mi.desc.named else None
                    t = _pair(src, known, mi.desc.release) \
                        if mi is not None and type(src) is Reg else None
                cfg.calls.append(Call(inst.address, t, callee(t)))
            elif k == SETPC:
                mi = inst.facts.mi
                src = mi.ops[0] if mi is not None and mi.ops and type(mi.ops[0]) is Reg \
                    else None
                t = _pair(src, known, mi.desc.release) \
                    if src is not None and mi is not None else None
                if t is not None:
                    cfg.setpc_targets[inst.address] = t
            _evaluate(inst, known, carry)
    for b in cfg.blocks:
        last = insts[b.end - 1]
        if last.facts.kind != SETPC:
            continue
        t = cfg.setpc_targets.get(last.address)
        if t is not None and t in index and index[t] in by_start:
            add(b, by_start[index[t]], "jump")
        elif t is not None:
            cfg.exits.append(Exit(b.index, last.address, "tail-call", t))
            cfg.calls.append(Call(last.address, t, callee(t)))
        else:
            cfg.exits.append(Exit(b.index, last.address,
                                  "indirect" if fn.is_kernel else "return"))
    _reach(cfg)
    _loops(cfg)
    return cfg


def _reach(cfg: CFG) -> None:
    todo = [0]
    blocks = cfg.blocks
    blocks[0].reachable = True
    while todo:
        b = blocks[todo.pop()]
        for s in b.succs:
            if not blocks[s].reachable:
                blocks[s].reachable = True
                todo.append(s)


def _rpo(cfg: CFG) -> list[int]:
    seen = set()
    order: list[int] = []
    stack = [(0, iter(cfg.blocks[0].succs))]
    seen.add(0)
    while stack:
        node, it = stack[-1]
        nxt = next(it, None)
        if nxt is None:
            stack.pop()
            order.append(node)
        elif nxt not in seen:
            seen.add(nxt)
            stack.append((nxt, iter(cfg.blocks[nxt].succs)))
    order.reverse()
    return order


def _dominators(cfg: CFG, rpo: list[int]) -> dict[int, int]:
    """Immediate dominators (Cooper, Harvey and Kennedy's iterative algorithm)."""
    pos = {b: i for i, b in enumerate(rpo)}
    idom = {rpo[0]: rpo[0]}
    changed = True
    while changed:
        changed = False
        for b in rpo[1:]:
            new = None
            for p in cfg.blocks[b].preds:
                if p not in idom:
                    continue
                if new is None:
                    new = p
                    continue
                x, y = p, new
                while x != y:
                    while pos[x] > pos[y]:
                        x = idom[x]
                    while pos[y] > pos[x]:
                        y = idom[y]
                new = x
            if new is not None and idom.get(b) != new:
                idom[b] = new
                changed = True
    return idom


def _dominates(idom: dict[int, int], a: int, b: int) -> bool:
    while True:
        if a == b:
            return True
        p = idom.get(b)
        if p is None or p == b:
            return False
        b = p


def _loops(cfg: CFG) -> None:
    if not cfg.blocks:
        return
    rpo = _rpo(cfg)
    idom = _dominators(cfg, rpo)
    pos = {b: i for i, b in enumerate(rpo)}
    bodies: dict[int, set[int]] = {}
    latches: dict[int, list[int]] = {}
    irreducible: list[tuple[int, int]] = []
    for src in rpo:
        for dst in cfg.blocks[src].succs:
            if dst in pos and pos[dst] <= pos[src]:  # a retreating edge
                if _dominates(idom, dst, src):
                    body = bodies.setdefault(dst, {dst})
                    latches.setdefault(dst, []).append(src)
                    todo = [src]
                    while todo:
                        x = todo.pop()
                        if x not in body:
                            body.add(x)
                            todo.extend(p for p in cfg.blocks[x].preds if p in pos)
                else:
                    irreducible.append((src, dst))
    loops = [Loop(index=0, header=h, blocks=frozenset(body), latches=tuple(latches[h]))
             for h, body in bodies.items()]
    for src, dst in irreducible:
        loops.append(Loop(index=0, header=dst, blocks=frozenset({src, dst}), latches=(src,),
                          irreducible=True))
    loops.sort(key=lambda lp: (-len(lp.blocks), cfg.blocks[lp.header].address))
    for i, lp in enumerate(loops):
        lp.index = i + 1  # loops are numbered from 1, outermost (largest) first
    for i, lp in enumerate(loops):
        best = None  # the smallest earlier (larger or equal) loop holding this one
        for j in range(i):
            outer = loops[j]
            if lp.blocks <= outer.blocks and (outer.header != lp.header
                                              or lp.blocks < outer.blocks):
                best = j
        lp.parent = None if best is None else loops[best].index
        if best is not None:
            loops[best].children.append(lp.index)
    for lp in loops:
        d, p = 1, lp.parent
        while p is not None:
            d += 1
            p = loops[p - 1].parent
        lp.depth = d
    for lp in sorted(loops, key=lambda lp: lp.depth):
        for b in lp.blocks:
            blk = cfg.blocks[b]
            if lp.depth >= blk.depth:
                blk.depth = lp.depth
                blk.loop = lp.index
    cfg.loops = loops
