"""Wait counters per generation: which instructions increment them and what a wait waits for.

The model is LLVM 19's SIInsertWaitcnts (the pass that puts the compiler's ``s_waitcnt`` in):
every memory instruction raises one or more *events*; each event belongs to one counter of the
generation; a wait instruction lets a counter fall to a value, and an in-order counter at
``N`` means every operation but the last ``N`` it counted has completed.

* :func:`counters` ``(st) -> Counters``: the counters of a subtarget's generation, their
  largest values and the events each counts (``WaitEventMaskForInst`` of SIInsertWaitcnts:
  up to gfx11 ``vmcnt``/``lgkmcnt``/``expcnt`` and from gfx10 ``vscnt``; on gfx12
  ``loadcnt``/``storecnt``/``dscnt``/``kmcnt``/``samplecnt``/``bvhcnt``/``expcnt``);
* :func:`events` ``(mi, st)``: the events an instruction raises
  (SIInsertWaitcnts::updateEventWaitcntAfter, from the instruction's TSFlags and kind);
* :func:`waits` ``(mi, st)``: what a wait instruction (``s_waitcnt``, ``s_waitcnt_vscnt``,
  ``s_wait_loadcnt_dscnt``, ...) lets each counter fall to (the encodings of AMDGPUBaseInfo's
  ``decodeWaitcnt``/``decodeLoadcntDscnt``; the s_waitcnt fields are those of
  :mod:`codeobj.isa.symbols`, which the printer and the assembler use too);
* :func:`tracked_units` ``(mi, event, rf)``: the register units an event holds until its
  counter passes it: the results of loads (read-after-write and write-after-write hazards) and,
  for the export counter, the registers a store or export still reads (write-after-read).
"""

from __future__ import annotations

from functools import lru_cache

from .._record import record
from . import symbols
from .db import Subtarget, common
from .mc import MCInst, Reg
from .regflow import SPECIAL, RegFlow, register_units

__all__ = ["EVENTS", "Counters", "counters", "events", "tracked_units", "waits"]

#: SIInsertWaitcnts' WaitEventType names
EVENTS = ("VMEM_ACCESS", "VMEM_READ_ACCESS", "VMEM_SAMPLER_READ_ACCESS", "VMEM_BVH_READ_ACCESS",
          "VMEM_WRITE_ACCESS", "SCRATCH_WRITE_ACCESS", "LDS_ACCESS", "GDS_ACCESS", "SQ_MESSAGE",
          "SMEM_ACCESS", "EXP_GPR_LOCK", "GDS_GPR_LOCK", "EXP_POS_ACCESS", "EXP_PARAM_ACCESS",
          "VMW_GPR_LOCK", "EXP_LDS_ACCESS")

_EXP_EVENTS = ("EXP_GPR_LOCK", "GDS_GPR_LOCK", "VMW_GPR_LOCK", "EXP_PARAM_ACCESS",
               "EXP_POS_ACCESS", "EXP_LDS_ACCESS")

#: generation -> counter -> (events, field width in bits); WaitEventMaskForInstPreGFX12 and
#: WaitEventMaskForInstGFX12Plus, and the counter widths of AMDGPUBaseInfo (get*BitMask)
_LAYOUTS: dict[str, dict[str, tuple[tuple[str, ...], int]]] = {
    "gfx6": {
        "vmcnt": (("VMEM_ACCESS", "VMEM_READ_ACCESS", "VMEM_SAMPLER_READ_ACCESS",
                   "VMEM_BVH_READ_ACCESS"), 4),
        "lgkmcnt": (("SMEM_ACCESS", "LDS_ACCESS", "GDS_ACCESS", "SQ_MESSAGE"), 4),
        "expcnt": (_EXP_EVENTS, 3),
    },
    "gfx9": {
        "vmcnt": (("VMEM_ACCESS", "VMEM_READ_ACCESS", "VMEM_SAMPLER_READ_ACCESS",
                   "VMEM_BVH_READ_ACCESS"), 6),
        "lgkmcnt": (("SMEM_ACCESS", "LDS_ACCESS", "GDS_ACCESS", "SQ_MESSAGE"), 4),
        "expcnt": (_EXP_EVENTS, 3),
    },
    "gfx10": {
        "vmcnt": (("VMEM_ACCESS", "VMEM_READ_ACCESS", "VMEM_SAMPLER_READ_ACCESS",
                   "VMEM_BVH_READ_ACCESS"), 6),
        "lgkmcnt": (("SMEM_ACCESS", "LDS_ACCESS", "GDS_ACCESS", "SQ_MESSAGE"), 6),
        "expcnt": (_EXP_EVENTS, 3),
        "vscnt": (("VMEM_WRITE_ACCESS", "SCRATCH_WRITE_ACCESS"), 6),
    },
    "gfx12": {
        "loadcnt": (("VMEM_ACCESS", "VMEM_READ_ACCESS"), 6),
        "dscnt": (("LDS_ACCESS", "GDS_ACCESS"), 6),
        "expcnt": (_EXP_EVENTS, 3),
        "storecnt": (("VMEM_WRITE_ACCESS", "SCRATCH_WRITE_ACCESS"), 6),
        "samplecnt": (("VMEM_SAMPLER_READ_ACCESS",), 6),
        "bvhcnt": (("VMEM_BVH_READ_ACCESS",), 3),
        "kmcnt": (("SMEM_ACCESS", "SQ_MESSAGE"), 5),
    },
}

#: the counter that holds scalar memory reads (SIInsertWaitcnts' SmemAccessCounter)
_SMEM_COUNTER = {"gfx6": "lgkmcnt", "gfx9": "lgkmcnt", "gfx10": "lgkmcnt", "gfx12": "kmcnt"}

#: where each generation's wait instructions are described
DOC_WAITCNT = ("AMDGPUUsage.rst, Memory Model GFX6-GFX9 / GFX10 ('s_waitcnt vmcnt(0)'...); "
               "GFX12 memory model (s_wait_loadcnt, s_wait_storecnt, s_wait_dscnt, ...)")


@record(frozen=True)
class Counters:
    """The wait counters of one generation.

    ``names`` in the order the generation's waits print them; ``maximum[c]`` the largest
    value (a wait at the maximum waits for nothing); ``event_counter`` maps an event to its
    counter; ``smem`` names the counter of scalar memory reads, which complete out of order;
    ``flat_in_order`` is True from gfx10, where FLAT operations are counted in order on both
    their counters (SIInsertWaitcnts: hasFlatLgkmVMemCountInOrder); ``layout`` is the key of
    the generation's row (``gfx6``, ``gfx9``, ``gfx10``, ``gfx12``).
    """

    layout: str
    names: tuple[str, ...]
    maximum: dict[str, int]
    event_counter: dict[str, str]
    smem: str
    flat_in_order: bool
    has_vscnt: bool
    extended: bool


def _layout_key(st: Subtarget) -> str:
    if st.is_gfx12_plus:
        return "gfx12"
    if st.is_gfx10_plus:
        return "gfx10"
    return "gfx9" if st.is_gfx9 else "gfx6"


@lru_cache(maxsize=32)
def _counters(processor: str, mattr: str) -> Counters:
    from .db import subtarget

    st = subtarget(processor, mattr)
    key = _layout_key(st)
    rows = _LAYOUTS[key]
    mapping = {ev: c for c, (evs, _w) in rows.items() for ev in evs}
    return Counters(layout=key, names=tuple(rows), maximum={c: (1 << w) - 1
                                                            for c, (_e, w) in rows.items()},
                    event_counter=mapping, smem=_SMEM_COUNTER[key],
                    flat_in_order=st.is_gfx10_plus, has_vscnt="vscnt" in rows or key == "gfx12",
                    extended=key == "gfx12")


def counters(st: Subtarget) -> Counters:
    """The :class:`Counters` of a subtarget's generation."""
    return _counters(st.processor, st.mattr)


# -- events ------------------------------------------------------------------------------------

_VMEM = frozenset(("MUBUF", "MTBUF", "MIMG", "VIMAGE", "VSAMPLE", "VBUFFER"))
#: getMUBUFIsBufferInv: cache invalidations that SIInsertWaitcnts does not count
_BUFFER_INV = ("WBINVL1", "GL0_INV", "GL1_INV", "BUFFER_INV", "WBL2", "INVL2")
_SQ_MESSAGE = ("S_SENDMSG_", "S_SENDMSG_RTN_B32_", "S_SENDMSG_RTN_B64_", "S_SENDMSGHALT_")
_SMEM_LIKE = ("S_MEMTIME_", "S_MEMREALTIME_", "S_BARRIER_SIGNAL_ISFIRST_")
_GFX12_CACHE = ("GLOBAL_INV", "GLOBAL_WB")  # and GLOBAL_WBINV
_ALWAYS_GDS = ("DS_GWS_", "DS_ORDERED_COUNT", "DS_ADD_GS_REG_RTN", "DS_SUB_GS_REG_RTN")


@lru_cache(maxsize=1)
def _mimg_kind() -> dict[str, str]:
    """MIMG base opcode -> "bvh" / "sampler" / "" (TableGen's MIMGBaseOpcodesTable)."""
    t = common()["tables"]["MIMGBaseOpcodesTable"]
    fields = t["fields"]
    sampler, bvh = fields.index("Sampler") + 1, fields.index("BVH") + 1
    return {row[0]: "bvh" if row[bvh] else "sampler" if row[sampler] else "" for row in t["rows"]}


def _vmem_type(mi: MCInst, st: Subtarget) -> str:
    f = mi.desc.flags
    if not f & {"MIMG", "VIMAGE", "VSAMPLE"}:
        return ""
    row = st.family.mimg_info["rows"].get(str(mi.desc.id))
    kind = _mimg_kind().get(row[1], "") if row else ""
    if kind == "bvh":
        return "bvh"
    return "sampler" if kind == "sampler" or "VSAMPLE" in f else ""


def _vmem_event(mi: MCInst, st: Subtarget, c: Counters) -> str:
    """getVmemWaitEventType."""
    d = mi.desc
    f = d.flags
    if not c.has_vscnt:
        return "VMEM_ACCESS"
    if "mayLoad" in f and "mayStore" in f and "LDS" in d.name.upper() and "FLAT" not in f:
        return "VMEM_ACCESS"  # LDS DMA: a load on the memory side
    if "mayStore" in f and ("mayLoad" not in f or "IsAtomicNoRet" in f):
        if "FLAT" in f and "FlatGlobal" not in f:
            return "SCRATCH_WRITE_ACCESS"
        return "VMEM_WRITE_ACCESS"
    if not c.extended or "FLAT" in f:
        return "VMEM_READ_ACCESS"
    kind = _vmem_type(mi, st)
    return {"bvh": "VMEM_BVH_READ_ACCESS", "sampler": "VMEM_SAMPLER_READ_ACCESS"}.get(
        kind, "VMEM_READ_ACCESS")


def events(mi: MCInst, st: Subtarget, *, flat_lds: bool = True) -> tuple[str, ...]:
    """The wait events ``mi`` raises (SIInsertWaitcnts::updateEventWaitcntAfter).

    A ``flat_*`` instruction may reach LDS as well as memory, and then raises an LDS event
    too; the compiler leaves it out when it knows the address is not in LDS, which machine
    code does not tell: ``flat_lds=False`` assumes it is not."""
    d = mi.desc
    f = d.flags
    c = counters(st)
    name = d.name.upper()
    if "DS" in f and "LGKM_CNT" in f:
        gds_i = d.named.get("gds", -1)
        gds = 0 <= gds_i < len(mi.ops) and mi.ops[gds_i] == 1
        if gds or name.startswith(_ALWAYS_GDS):
            return ("GDS_ACCESS", "GDS_GPR_LOCK")
        return ("LDS_ACCESS",)
    if name.startswith(_GFX12_CACHE):
        # clang-19's gfx12 code waits on no counter after these (acquire and release
        # sequences order them with the waits around them), so they count on none here
        return ()
    if "FLAT" in f:
        out = []
        if "VM_CNT" in f:
            out.append(_vmem_event(mi, st, c))
        if "LGKM_CNT" in f and flat_lds:
            out.append("LDS_ACCESS")
        return tuple(out)
    if f & _VMEM and not (name.startswith("BUFFER_") and any(k in name for k in _BUFFER_INV)):
        ev = _vmem_event(mi, st, c)
        if c.layout == "gfx6" and st.is_si and ("mayStore" in f or "IsAtomicRet" in f):
            return (ev, "VMW_GPR_LOCK")
        return (ev,)
    if "SMRD" in f:
        return ("SMEM_ACCESS",)
    if "LDSDIR" in f:
        return ("EXP_LDS_ACCESS",)
    if "EXP" in f:
        tgt = mi.op("tgt") if mi.has("tgt") else 0
        if 32 <= tgt <= 63:
            return ("EXP_PARAM_ACCESS",)
        if 12 <= tgt <= 15:
            return ("EXP_POS_ACCESS",)
        return ("EXP_GPR_LOCK",)
    if name.startswith(_SQ_MESSAGE):
        return ("SQ_MESSAGE",)
    if name.startswith(_SMEM_LIKE):
        return ("SMEM_ACCESS",)
    return ()


_NOT_TRACKED = (1 << SPECIAL["scc"]) | (1 << SPECIAL["mode"]) | (1 << SPECIAL["exec_lo"]) | (
    1 << SPECIAL["exec_hi"])
#: operands whose registers a store, export or GDS operation still reads after it issues
_DATA_OPERANDS = ("vdata", "data", "data0", "data1", "src0", "src1", "src2", "src3")


def tracked_units(mi: MCInst, event: str, rf: RegFlow) -> int:
    """The register units ``event`` of ``mi`` holds until its counter passes it
    (WaitcntBrackets::updateByEvent): for the export counter the data registers still to be
    read (and, for LDS-direct loads, the result); otherwise the registers written."""
    if event in _EXP_EVENTS:
        if event == "EXP_LDS_ACCESS":
            return rf.writes & ~_NOT_TRACKED
        out = 0
        d = mi.desc
        for name in _DATA_OPERANDS:
            i = d.named.get(name, -1)
            if d.n_outs <= i < len(mi.ops) and type(mi.ops[i]) is Reg:
                out |= register_units(mi.ops[i], d.release)
        return out
    return rf.writes & ~_NOT_TRACKED


# -- waits -------------------------------------------------------------------------------------

#: gfx12 s_wait_* -> ((counter, shift, width), ...) of its simm16 (AMDGPUBaseInfo
#: encodeLoadcntDscnt/encodeStorecntDscnt: the first counter in bits 13:8, dscnt in 5:0)
_GFX12_WAITS = {
    "S_WAIT_LOADCNT": (("loadcnt", 0, 16),),
    "S_WAIT_STORECNT": (("storecnt", 0, 16),),
    "S_WAIT_SAMPLECNT": (("samplecnt", 0, 16),),
    "S_WAIT_BVHCNT": (("bvhcnt", 0, 16),),
    "S_WAIT_EXPCNT": (("expcnt", 0, 16),),
    "S_WAIT_DSCNT": (("dscnt", 0, 16),),
    "S_WAIT_KMCNT": (("kmcnt", 0, 16),),
    "S_WAIT_LOADCNT_DSCNT": (("loadcnt", 8, 6), ("dscnt", 0, 6)),
    "S_WAIT_STORECNT_DSCNT": (("storecnt", 8, 6), ("dscnt", 0, 6)),
}
#: gfx10/gfx11 SOPK waits on one counter (the register operand must be null)
_SOPK_WAITS = {"S_WAITCNT_VSCNT": "vscnt", "S_WAITCNT_VMCNT": "vmcnt",
               "S_WAITCNT_EXPCNT": "expcnt", "S_WAITCNT_LGKMCNT": "lgkmcnt"}


def _base(name: str) -> str:
    """LLVM's instruction name without its encoding suffix (``S_WAITCNT_vi`` -> S_WAITCNT)."""
    parts = name.split("_")
    while parts and (parts[-1].islower() or parts[-1].startswith("gfx")):
        parts.pop()
    return "_".join(parts)


def waits(mi: MCInst, st: Subtarget) -> dict[str, int] | None:
    """What a wait instruction lets each counter fall to (only counters below their maximum
    appear), or None when ``mi`` is not a wait.  ``s_wait_idle`` waits for everything; a SOPK
    wait whose register is not ``null`` counts as waiting for nothing (its value is only known
    when it runs)."""
    d = mi.desc
    if not d.mnemonic.startswith("s_wait"):
        return None
    base = _base(d.name)
    c = counters(st)
    out: dict[str, int] = {}
    if base == "S_WAITCNT":
        v = mi.ops[0] if mi.ops and type(mi.ops[0]) is int else 0
        legacy = {"vmcnt": symbols.decode_cnt(st, "vmcnt", v),
                  "expcnt": symbols.decode_cnt(st, "expcnt", v),
                  "lgkmcnt": symbols.decode_cnt(st, "lgkmcnt", v)}
        full = {k: symbols.decode_cnt(st, k, 0xFFFFFFFF) for k in legacy}
        names: dict[str, tuple[str, ...]] = {"vmcnt": ("vmcnt",), "expcnt": ("expcnt",),
                                             "lgkmcnt": ("lgkmcnt",)}
        if c.extended:  # s_waitcnt on gfx12: vmcnt stands for the load counters
            names = {"vmcnt": ("loadcnt", "samplecnt", "bvhcnt"), "expcnt": ("expcnt",),
                     "lgkmcnt": ("dscnt", "kmcnt")}
        for k, value in legacy.items():
            if value < full[k]:
                for cn in names[k]:
                    out[cn] = min(value, c.maximum[cn])
        return out
    if base in _SOPK_WAITS:
        reg_i = d.named.get("sdst", -1)
        reg = mi.ops[reg_i] if 0 <= reg_i < len(mi.ops) else None
        if type(reg) is Reg and register_units(reg, d.release):
            return {}
        imm_i = d.named.get("simm16", -1)
        v = mi.ops[imm_i] if 0 <= imm_i < len(mi.ops) and type(mi.ops[imm_i]) is int else 0
        cn = _SOPK_WAITS[base]
        if cn in c.maximum and v < c.maximum[cn]:
            out[cn] = v
        return out
    if base in _GFX12_WAITS:
        v = mi.ops[0] if mi.ops and type(mi.ops[0]) is int else 0
        for cn, shift, width in _GFX12_WAITS[base]:
            value = (v >> shift) & ((1 << width) - 1)
            if cn in c.maximum and value < c.maximum[cn]:
                out[cn] = value
        return out
    if base == "S_WAIT_IDLE":
        return dict.fromkeys(c.names, 0)
    return None
