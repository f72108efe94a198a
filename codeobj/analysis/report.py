"""A code object analysed: per kernel and function its control flow, live registers, register
figures against the compiler's, occupancy and its limiter, and synchronization findings.

:func:`analyze_code_object` runs the passes (:mod:`.program`, :mod:`.cfg`, :mod:`.liveness`,
:mod:`.sync`) and puts the figures side by side:

* the highest register each kernel uses, its callees included (``highest``), and what the
  compiler would count for it (``derived``: ``.vgpr_count`` is the highest VGPR + 1, on
  gfx90a/gfx94x ``align(VGPRs, 4) + AGPRs``, on gfx908 the larger of VGPRs and AGPRs;
  ``.sgpr_count`` is the highest SGPR + 1 plus what AMDGPUBaseInfo's getNumExtraSGPRs adds
  for VCC, FLAT_SCRATCH and XNACK_MASK before gfx10), against the metadata's counts;
* the live peak per bank, where it is and in which loop, and by how much the compiler's
  count exceeds it (registers allocated but never live at once);
* occupancy (:mod:`codeobj.kernel.occupancy`, LLVM's model and the processor facts): what
  limits it, and how many registers would have to go to gain a wave.
"""

from __future__ import annotations

from typing import Any

from .._record import field, record
from ..isa.regflow import BANK_MASKS, SPECIAL, highest, units_text
from ..kernel import occupancy as occ
from .cfg import CFG, build_cfg
from .liveness import Liveness, liveness
from .program import Function, Program, load_program
from .sync import SyncFinding, check_sync

__all__ = ["CodeObjectAnalysis", "FunctionAnalysis", "RegisterFigures", "analyze_code_object"]

_VCC = (1 << SPECIAL["vcc_lo"]) | (1 << SPECIAL["vcc_hi"])
_FLAT_SCR = (1 << SPECIAL["flat_scratch_lo"]) | (1 << SPECIAL["flat_scratch_hi"])


@record
class RegisterFigures:
    """Registers of one kernel (its callees included) next to the compiler's counts.

    ``highest``: bank -> the highest register index used (-1: none); ``derived``: the counts
    the compiler's rules give for those (``vgpr``, ``agpr``, ``sgpr``); ``metadata``: the
    metadata's ``.vgpr_count``/``.agpr_count``/``.sgpr_count`` (None when absent);
    ``peak``: bank -> (live peak, address) of the kernel's own code; ``unused``: bank ->
    metadata count minus live peak (allocated but never live at once); ``callees``: the
    functions reached through calls; ``unknown_calls``: calls whose destination is not known
    (their registers are not counted).
    """

    highest: dict[str, int]
    derived: dict[str, int]
    metadata: dict[str, int | None]
    peak: dict[str, tuple[int, int | None]]
    unused: dict[str, int | None]
    callees: list[str] = field(default_factory=list)
    unknown_calls: int = 0
    extra_sgprs: int = 0

    @property
    def agrees(self) -> bool:
        """The derived counts equal the metadata's wherever the metadata has one."""
        return all(self.metadata.get(k) is None or self.metadata[k] == v
                   for k, v in self.derived.items())

    def to_dict(self) -> dict[str, Any]:
        return {"highest": dict(self.highest), "derived": dict(self.derived),
                "metadata": dict(self.metadata),
                "peak": {k: {"count": c, "address": a} for k, (c, a) in self.peak.items()},
                "unused": dict(self.unused), "callees": list(self.callees),
                "unknown_calls": self.unknown_calls, "extra_sgprs": self.extra_sgprs,
                "agrees": self.agrees}


@record
class FunctionAnalysis:
    """One kernel or function analysed (see the module doc)."""

    function: Function
    cfg: CFG
    liveness: Liveness
    findings: list[SyncFinding]
    registers: RegisterFigures | None = None
    resources: occ.Resources | None = None
    limiter: str | None = None

    @property
    def name(self) -> str:
        return self.function.name

    @property
    def is_kernel(self) -> bool:
        return self.function.is_kernel

    def loop_label(self, address: int | None) -> str:
        if address is None:
            return ""
        lp = self.cfg.loop_of_address(address)
        if lp is None:
            return ""
        return f"loop {lp.index} (depth {lp.depth})"

    def to_dict(self, *, per_instruction: bool = False) -> dict[str, Any]:
        fn = self.function
        lv = self.liveness
        out: dict[str, Any] = {
            "name": fn.name, "kind": "kernel" if fn.is_kernel else "function",
            "start": fn.start, "end": fn.end, "instructions": len(fn.insts),
            "cfg": self.cfg.to_dict(),
            "liveness": {
                "peak": {k: {"count": c, "address": a, "loop": self.loop_label(a) or None}
                         for k, (c, a) in lv.peak.items()},
                "peak_vgprs": units_text(lv.peak_units & BANK_MASKS["v"]),
                "live_in": units_text(lv.live_in),
                "carried_through_exec_changes": units_text(lv.carried),
            },
            "findings": [f.to_dict() for f in self.findings],
        }
        if per_instruction:
            out["liveness"]["per_instruction"] = [
                {"address": a, "vgpr": v, "agpr": ag, "sgpr": s}
                for a, v, ag, s in zip(lv.addresses, lv.vgprs, lv.agprs, lv.sgprs)]
        if self.registers is not None:
            out["registers"] = self.registers.to_dict()
        if self.resources is not None:
            out["resources"] = self.resources.to_dict()
        if self.limiter is not None:
            out["limiter"] = self.limiter
        return out


@record
class CodeObjectAnalysis:
    """Every function of one code object analysed."""

    source: str
    processor: str
    functions: list[FunctionAnalysis]
    notes: list[str] = field(default_factory=list)
    subtarget: Any = field(default=None, repr=False)  # the isa.db.Subtarget decoded for

    @property
    def kernels(self) -> list[FunctionAnalysis]:
        return [f for f in self.functions if f.is_kernel]

    @property
    def findings(self) -> list[SyncFinding]:
        return [x for f in self.functions for x in f.findings]

    def to_dict(self, *, per_instruction: bool = False) -> dict[str, Any]:
        return {"source": self.source, "processor": self.processor, "notes": list(self.notes),
                "functions": [f.to_dict(per_instruction=per_instruction)
                              for f in self.functions]}


# -- register figures -------------------------------------------------------------------------

def _extra_sgprs(major: int, vcc: bool, flat_scr: bool, xnack: bool, architected: bool) -> int:
    """AMDGPUBaseInfo getNumExtraSGPRs."""
    extra = 2 if vcc else 0
    if major >= 10:
        return extra
    if major < 8:
        return 4 if flat_scr else extra
    if xnack:
        extra = 4
    if flat_scr or architected:
        extra = 6
    return extra


def _explicit(fn: Function) -> int:
    out = 0
    for inst in fn.insts:
        out |= inst.facts.explicit
    return out


def _callees(fa: FunctionAnalysis, by_name: dict[str, FunctionAnalysis]
             ) -> tuple[list[FunctionAnalysis], int]:
    seen: dict[str, FunctionAnalysis] = {}
    unknown = 0
    todo = [fa]
    while todo:
        f = todo.pop()
        for c in f.cfg.calls:
            if c.callee is None:
                unknown += 1
            elif c.callee not in seen and c.callee in by_name and c.callee != fa.name:
                seen[c.callee] = by_name[c.callee]
                todo.append(by_name[c.callee])
    return list(seen.values()), unknown


def _register_figures(fa: FunctionAnalysis, program: Program,
                      by_name: dict[str, FunctionAnalysis]) -> RegisterFigures:
    callees, unknown = _callees(fa, by_name)
    used = fa.liveness.used
    named = _explicit(fa.function)
    for c in callees:
        used |= c.liveness.used
        named |= _explicit(c.function)
    hi = {b: highest(used, k) for b, k in (("vgpr", "v"), ("agpr", "a"), ("sgpr", "s"))}
    st = program.st
    proc = program.co.processor
    major = int(getattr(proc, "major", 0) or 0)
    nv, na, ns = hi["vgpr"] + 1, hi["agpr"] + 1, hi["sgpr"] + 1
    if st.is_gfx90a:  # gfx90a and gfx94x: one unified file
        vgpr = (-(-nv // 4) * 4 + na) if na else nv
    elif st.has("FeatureMAIInsts"):  # gfx908: each wave gets max of both
        vgpr = max(nv, na)
    else:
        vgpr = nv
    target = program.co.target
    xnack_setting = getattr(target, "xnack", None)
    # xnack "any" (None) counts as on, as clang-19 counts it; V2/V3 e_flags do not say what
    # the compiler assumed (the clang-15 objects of testdata count no XNACK_MASK)
    xnack = (xnack_setting is not False and "xnack" in getattr(proc, "features", ())
             and (program.co.code_object_version or 0) >= 4)
    # VCC counts when any instruction uses it, FLAT_SCRATCH only when an operand names it
    # (the implicit use of flat instructions does not count; clang-19's figures)
    extra = _extra_sgprs(major, bool(used & _VCC), bool(named & _FLAT_SCR), xnack,
                         st.has("FeatureArchitectedFlatScratch"))
    derived = {"vgpr": vgpr, "agpr": na, "sgpr": ns + extra}
    found = fa.function.kernel.metadata if fa.function.kernel is not None else None
    md: dict[str, Any] = found if isinstance(found, dict) else {}
    meta: dict[str, int | None]
    if program.co.code_object_version == 2:
        code_props = md.get("CodeProps")
        props: dict[str, Any] = code_props if isinstance(code_props, dict) else {}
        meta = {"vgpr": props.get("NumVGPRs"), "agpr": None, "sgpr": props.get("NumSGPRs")}
    else:
        meta = {"vgpr": md.get(".vgpr_count"), "agpr": md.get(".agpr_count"),
                "sgpr": md.get(".sgpr_count")}
    meta = {k: v if isinstance(v, int) and not isinstance(v, bool) else None
            for k, v in meta.items()}
    peak = fa.liveness.peak
    unused: dict[str, int | None] = {}
    for k in ("vgpr", "agpr", "sgpr"):
        m = meta.get(k)
        unused[k] = None if m is None else m - peak[k][0]
    return RegisterFigures(highest=hi, derived=derived, metadata=meta,
                           peak={k: (v[0], v[1]) for k, v in peak.items()}, unused=unused,
                           callees=[c.name for c in callees], unknown_calls=unknown,
                           extra_sgprs=extra)


# -- occupancy ------------------------------------------------------------------------------

def _waves(facts: occ.TargetFacts, res: occ.Resources, vgprs: int | None = None, sgprs: int | None = None,
           lds: int | None = None) -> int:
    o = res.occupancy
    # the callers have an occupancy, which was worked out from the wave size
    assert o is not None and res.wavefront_size is not None
    wgp = o.unit == "WGP"
    return occ.occupancy(
        facts, vgprs=res.vgpr_count or 0 if vgprs is None else vgprs,
        sgprs=res.sgpr_count or 0 if sgprs is None else sgprs,
        lds_bytes=res.lds_size or 0 if lds is None else lds,
        workgroup_size=res.max_flat_workgroup_size or 1024,
        wavefront_size=res.wavefront_size, wgp_mode=wgp).waves_per_simd


def _limiter(fa: FunctionAnalysis, co: Any) -> str | None:
    res = fa.resources
    if res is None or res.occupancy is None:
        return None
    facts = occ.target_facts(co.processor)
    if facts is None:  # the occupancy was worked out from these facts
        return None
    o = res.occupancy
    waves = o.waves_per_simd
    lim = o.limited_by
    peak_v, at_v = fa.liveness.peak["vgpr"]
    where = f" at {at_v:#x}" if at_v is not None else ""
    loop = fa.loop_label(at_v)
    if loop:
        where += f" in {loop}"
    parts = [f"{waves} waves/SIMD ({o.waves_per_cu}/{o.unit}), limited by "
             + ", ".join({"vgpr": "VGPRs", "sgpr": "SGPRs", "lds": "LDS",
                          "workgroup": "the work-group size",
                          "wave_slots": "the wave slots"}[x] for x in lim)]
    if "vgpr" in lim and res.vgpr_count:
        need = None
        for v in range(res.vgpr_count - 1, 0, -1):
            if _waves(facts, res, vgprs=v) > waves:
                need = v
                break
        if need is not None:
            parts.append(f"{res.vgpr_count - need} fewer VGPRs ({need}) would give "
                         f"{_waves(facts, res, vgprs=need)} waves/SIMD")
        parts.append(f"the live VGPR peak is {peak_v}{where}")
        if peak_v < res.vgpr_count:
            w = _waves(facts, res, vgprs=max(peak_v, 1))
            if w > waves:
                parts.append(f"allocating only the live peak would give {w} waves/SIMD")
    if "sgpr" in lim and res.sgpr_count:
        for s in range(res.sgpr_count - 1, 0, -1):
            if _waves(facts, res, sgprs=s) > waves:
                parts.append(f"{res.sgpr_count - s} fewer SGPRs ({s}) would give "
                             f"{_waves(facts, res, sgprs=s)} waves/SIMD")
                break
    if "lds" in lim and res.lds_size:
        lo, hi = 0, res.lds_size - 1
        best = None
        while lo <= hi:
            mid = (lo + hi) // 2
            if _waves(facts, res, lds=mid) > waves:
                best, lo = mid, mid + 1
            else:
                hi = mid - 1
        if best is not None:
            parts.append(f"{res.lds_size - best} fewer bytes of LDS ({best}) would give "
                         f"{_waves(facts, res, lds=best)} waves/SIMD")
    return "; ".join(parts)


# -- driver -----------------------------------------------------------------------------------

def analyze_code_object(co: Any, *, kernel: str | None = None, mcpu: str | None = None,
                        program: Program | None = None) -> CodeObjectAnalysis:
    """Analyse every kernel and function of ``co`` (only ``kernel`` and what it calls, when
    given; KeyError when no kernel or function has that name)."""
    program = program or load_program(co, mcpu=mcpu)
    proc = co.processor
    isa = (int(getattr(proc, "major", 0) or 0), int(getattr(proc, "minor", 0) or 0))
    wanted = None
    if kernel is not None:
        program.function(kernel)  # KeyError when absent
    analyses: dict[str, FunctionAnalysis] = {}
    for fn in program.functions:
        cfg = build_cfg(fn, program)
        lv = liveness(fn, cfg)
        analyses[fn.name] = FunctionAnalysis(function=fn, cfg=cfg, liveness=lv,
                                             findings=check_sync(fn, cfg, program.st,
                                                                 isa_version=isa))
    if kernel is not None:
        root = analyses[program.function(kernel).name]
        callees, _ = _callees(root, analyses)
        wanted = {root.name, *(c.name for c in callees)}
    out = CodeObjectAnalysis(source=co.source, processor=program.st.processor,
                             subtarget=program.st,
                             functions=[a for a in analyses.values()
                                        if wanted is None or a.name in wanted])
    for fa in out.functions:
        if fa.is_kernel:
            fa.registers = _register_figures(fa, program, analyses)
            fa.resources = occ.kernel_resources(co, fa.function.kernel)
            fa.limiter = _limiter(fa, co)
    return out
