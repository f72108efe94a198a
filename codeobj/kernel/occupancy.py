"""Kernel resources (registers, LDS, scratch, wave size) and the occupancy they allow.

``kernel_resources(code_object, kernel)`` gathers what a kernel uses -- from its metadata and
its kernel descriptor (V2: ``amd_kernel_code_t``) -- and computes how many of its waves fit on
one SIMD and on one CU (gfx6-9, gfx10+ in CU mode) or WGP (gfx10+ in WGP mode), naming the
resource that limits it.

The model is LLVM's (AMDGPUBaseInfo / AMDGPUSubtarget, the numbers clang-19 reports with
``-Rpass-analysis=kernel-resource-usage`` as "Occupancy [waves/SIMD]"), so that what codeobj
says about a kernel agrees with what the compiler assumed when it built it:

* VGPRs: ``min(max_waves, total_vgprs // align(vgprs, alloc_granule))`` (no limit below one
  granule); on gfx90a/gfx94x the count is the unified one, ``align(arch, 4) + agprs``.
* SGPRs: gfx6-7 and gfx8-9 step tables; no limit on gfx10+ (every wave gets 106/128).
* LDS and work-group size: ``groups = min(workgroups_per_cu, lds_per_cu // lds)``, then
  ``ceil(groups * waves_per_group / simds_per_cu)`` waves per SIMD; gfx10+ in WGP mode counts
  4 SIMDs and 128 KiB of LDS per WGP, in CU mode 2 SIMDs and 64 KiB per CU.

The per-target numbers are derived from the processor table's columns (``codeobj.targets``) in
``TARGET_FACTS``; their sources are in docs/resources.md.
"""

from __future__ import annotations

from typing import Any

from .._record import field, fields, record
from ..targets import Processor, processors

__all__ = [
    "DescriptorFacts",
    "Occupancy",
    "Resources",
    "TargetFacts",
    "code_object_resources",
    "descriptor_facts",
    "format_resources",
    "kernel_resources",
    "occupancy",
    "target_facts",
]


# --------------------------------------------------------------------------------------------
# Per-target facts
# --------------------------------------------------------------------------------------------


@record(frozen=True)
class TargetFacts:
    """What bounds occupancy on one processor.

    ``vgprs_per_simd`` maps a wave size to the VGPRs one SIMD holds, counted in registers of
    that wave size; ``vgpr_alloc_granule`` the allocation granule per wave size.
    ``sgpr_steps`` is ``((max_sgprs, waves), ...)``: a kernel using at most ``max_sgprs`` SGPRs
    gets ``waves``; beyond the last step it gets ``sgpr_floor``; empty when SGPRs never limit.
    ``lds_per_cu``, ``simds_per_cu`` and ``max_barriers`` are (CU mode, WGP mode) pairs, equal
    before gfx10: the LDS, SIMDs and work-group barriers one CU (WGP) shares among its groups.
    """

    name: str
    max_waves_per_simd: int
    vgprs_per_simd: dict[int, int]
    vgpr_alloc_granule: dict[int, int]
    addressable_vgprs: int
    sgpr_steps: tuple[tuple[int, int], ...]
    sgpr_floor: int
    lds_per_cu: tuple[int, int]
    simds_per_cu: tuple[int, int]
    max_barriers: tuple[int, int]
    sources: tuple[str, ...]


_SRC_LLVM = "LLVM AMDGPUBaseInfo/AMDGPUSubtarget as clang-19 reports it (kernel-resource-usage)"
_SRC_USAGE = "AMDGPUUsage.rst (compute_pgm_rsrc1 VGPR/SGPR granules, memory model: CU/WGP)"

_SGPR_GFX6_7 = ((48, 10), (56, 9), (64, 8), (72, 7), (80, 6))
_SGPR_GFX8_9 = ((80, 10), (88, 9), (100, 8))


def _gcn(name: str, *, lds: int = 65536, sgpr: tuple[Any, ...] = _SGPR_GFX8_9,
         floor: int = 7) -> TargetFacts:
    return TargetFacts(
        name=name, max_waves_per_simd=10, vgprs_per_simd={64: 256},
        vgpr_alloc_granule={64: 4}, addressable_vgprs=256, sgpr_steps=sgpr, sgpr_floor=floor,
        lds_per_cu=(lds, lds), simds_per_cu=(4, 4), max_barriers=(16, 16),
        sources=(_SRC_USAGE, _SRC_LLVM,
                 ("AMD GCN3/Vega ISA: 256 VGPRs x 64 lanes and 10 wave slots per SIMD, 4 SIMDs "
                 "and 64 KiB LDS per CU")),
    )


def _gfx90a(name: str) -> TargetFacts:
    return TargetFacts(
        name=name, max_waves_per_simd=8, vgprs_per_simd={64: 512}, vgpr_alloc_granule={64: 8},
        addressable_vgprs=512, sgpr_steps=_SGPR_GFX8_9, sgpr_floor=7, lds_per_cu=(65536, 65536),
        simds_per_cu=(4, 4), max_barriers=(16, 16),
        sources=(_SRC_USAGE, _SRC_LLVM,
                 ("AMD CDNA2/CDNA3 ISA: unified 512-entry VGPR file (ArchVGPRs then AccVGPRs "
                 "from ACCUM_OFFSET), 8 wave slots per SIMD, 64 KiB LDS per CU")),
    )


def _rdna(name: str, *, gfx10_1: bool = False, big_vgprs: bool = False) -> TargetFacts:
    if gfx10_1:
        waves, per, granule = 20, {32: 1024, 64: 512}, {32: 8, 64: 4}
        doc = "AMD RDNA1 ISA: 20 wave slots per SIMD32, 128 KiB LDS per WGP"
    elif big_vgprs:
        waves, per, granule = 16, {32: 1536, 64: 768}, {32: 24, 64: 12}
        doc = ("AMD RDNA3/RDNA4 ISA: 192 KiB VGPR file per SIMD32 on this part (1536 wave32 "
               "VGPRs), 16 wave slots, 128 KiB LDS per WGP")
    else:
        waves, per, granule = 16, {32: 1024, 64: 512}, {32: 16, 64: 8}
        doc = ("AMD RDNA2/RDNA3 ISA: 128 KiB VGPR file per SIMD32 (1024 wave32 VGPRs), "
               "16 wave slots, 128 KiB LDS per WGP")
    return TargetFacts(
        name=name, max_waves_per_simd=waves, vgprs_per_simd=per, vgpr_alloc_granule=granule,
        addressable_vgprs=256, sgpr_steps=(), sgpr_floor=waves, lds_per_cu=(65536, 131072),
        simds_per_cu=(2, 4), max_barriers=(16, 32), sources=(_SRC_USAGE, _SRC_LLVM, doc),
    )


def _facts_for(proc: Processor) -> TargetFacts:
    """A processor's facts, from its columns in the processor table, as LLVM derives them
    (AMDGPUBaseInfo getMaxWavesPerEU, getTotalNumVGPRs, getVGPRAllocGranule; the local memory
    size of AMDGPU.td's generation features: 32 KiB on gfx6)."""
    if proc.gfx90a_insts:
        return _gfx90a(proc.name)
    if proc.major < 8:
        return _gcn(proc.name, lds=32768 if proc.major == 6 else 65536, sgpr=_SGPR_GFX6_7,
                    floor=5)
    if proc.major < 10:
        return _gcn(proc.name)
    return _rdna(proc.name, gfx10_1=(proc.major, proc.minor) == (10, 1),
                 big_vgprs=proc.vgprs_1_5x)


#: Processor name -> facts, for the processors whose ``occupancy_checked`` column is set.  The
#: others (gfx950, gfx1154, gfx117x, gfx125x, gfx1310 and their generic targets) have no
#: occupancy figures: their register files and LDS sizes could not be checked against a tool
#: on hand (see docs/resources.md).
TARGET_FACTS: dict[str, TargetFacts] = {
    p.name: _facts_for(p) for p in processors() if p.occupancy_checked
}


def target_facts(processor: Any) -> TargetFacts | None:
    """The facts of a processor (a name, a ``Processor`` or a ``TargetID``), or None."""
    name = processor
    inner = getattr(processor, "processor", None)
    if inner is not None:
        name = inner
    name = getattr(name, "name", name)
    return TARGET_FACTS.get(str(name))


# --------------------------------------------------------------------------------------------
# The calculation
# --------------------------------------------------------------------------------------------


@record(frozen=True)
class Occupancy:
    """Waves of one kernel per SIMD, and per CU or WGP, with the limit of each resource.

    ``limits`` maps ``vgpr``, ``sgpr``, ``lds``, ``workgroup`` and ``wave_slots`` to the waves
    per SIMD that resource alone allows; ``limited_by`` names the ones that reach the minimum
    (``wave_slots`` only when nothing else does).  ``unit`` is ``CU`` or ``WGP``.
    """

    waves_per_simd: int
    waves_per_cu: int
    simds_per_cu: int
    unit: str
    limits: dict[str, int]
    limited_by: tuple[str, ...]


def _align(value: int, granule: int) -> int:
    return -(-value // granule) * granule


def occupancy(facts: TargetFacts, *, vgprs: int, sgprs: int, lds_bytes: int,
              workgroup_size: int, wavefront_size: int, wgp_mode: bool = True) -> Occupancy:
    """Waves per SIMD (and per CU/WGP) for a kernel using these resources on ``facts``' target.

    ``vgprs`` is the per-lane VGPR count (on gfx90a/gfx94x the unified count, ArchVGPRs aligned
    to 4 plus AGPRs), ``sgprs`` the SGPR count including VCC/flat scratch/XNACK,
    ``lds_bytes`` the work-group's LDS, ``workgroup_size`` the largest flat work-group size.
    ``wgp_mode`` matters on gfx10+ only (COMPUTE_PGM_RSRC1.WGP_MODE).
    """
    if wavefront_size not in facts.vgprs_per_simd:
        raise ValueError(f"{facts.name} does not run wave{wavefront_size}")
    max_waves = facts.max_waves_per_simd
    limits: dict[str, int] = {"wave_slots": max_waves}

    granule = facts.vgpr_alloc_granule[wavefront_size]
    if vgprs < granule:  # LLVM: fewer than one granule never limits
        limits["vgpr"] = max_waves
    else:
        rounded = _align(vgprs, granule)
        limits["vgpr"] = min(max(facts.vgprs_per_simd[wavefront_size] // rounded, 1), max_waves)

    if facts.sgpr_steps and sgprs > 0:
        limits["sgpr"] = min(next((w for top, w in facts.sgpr_steps if sgprs <= top),
                                  facts.sgpr_floor), max_waves)
    else:
        limits["sgpr"] = max_waves

    wgp = bool(wgp_mode) and facts.simds_per_cu[0] != facts.simds_per_cu[1]
    mode = 1 if wgp else 0
    simds = facts.simds_per_cu[mode]
    waves_per_group = max(-(-max(workgroup_size, 1) // wavefront_size), 1)
    slots_per_cu = max_waves * simds
    if waves_per_group == 1:
        groups_per_cu = slots_per_cu  # single-wave groups use no barrier
    else:
        groups_per_cu = min(slots_per_cu // waves_per_group,
                            facts.max_barriers[mode])
    by_groups = min(-(-groups_per_cu * waves_per_group // simds), max_waves) \
        if groups_per_cu else 0
    limits["workgroup"] = by_groups
    if not lds_bytes:
        limits["lds"] = max_waves
    elif facts.lds_per_cu[mode] // lds_bytes == 0:
        limits["lds"] = 1  # LLVM assumes the worst: more LDS than the CU has
    else:
        groups = facts.lds_per_cu[mode] // lds_bytes
        limits["lds"] = min(-(-groups * waves_per_group // simds), max_waves)

    waves = min(limits.values())
    named = tuple(k for k in ("vgpr", "sgpr", "lds", "workgroup")
                  if limits[k] == waves and waves < max_waves)
    return Occupancy(
        waves_per_simd=waves, waves_per_cu=waves * simds, simds_per_cu=simds,
        unit="WGP" if wgp else "CU", limits=limits, limited_by=named or ("wave_slots",),
    )


# --------------------------------------------------------------------------------------------
# What a kernel's descriptor says (V3+ kernel descriptor or V2 amd_kernel_code_t)
# --------------------------------------------------------------------------------------------


@record(frozen=True)
class DescriptorFacts:
    """The resource fields of a kernel descriptor or ``amd_kernel_code_t``, version-neutral.

    ``vgpr_blocks``/``sgpr_blocks`` are the granulated fields of COMPUTE_PGM_RSRC1;
    ``allocated_vgprs``/``allocated_sgprs`` what they allocate ((blocks + 1) * encoding
    granule).  ``accum_offset`` is set on gfx90a/gfx94x.  ``wgp_mode`` is None before gfx10.
    """

    kernarg_size: int
    group_segment_fixed_size: int
    private_segment_fixed_size: int
    wavefront_size: int
    vgpr_blocks: int
    vgpr_granule: int
    sgpr_blocks: int
    sgpr_granule: int
    accum_offset: int | None
    uses_dynamic_stack: bool
    wgp_mode: bool | None
    entry_offset: int

    @property
    def allocated_vgprs(self) -> int:
        return (self.vgpr_blocks + 1) * self.vgpr_granule

    @property
    def allocated_sgprs(self) -> int:
        return (self.sgpr_blocks + 1) * self.sgpr_granule


def _major(processor: Any) -> int:
    return int(getattr(processor, "major", 0) or 0)


def descriptor_facts(code_object: Any, kernel: Any) -> DescriptorFacts | None:
    """The resource fields of ``kernel``'s decoded descriptor, or None when it has none."""
    d = kernel.descriptor
    if d is None:
        return None
    if code_object.code_object_version == 2 or not hasattr(d, "compute_pgm_rsrc1"):
        return _v2_facts(code_object, d)
    rsrc1 = d.compute_pgm_rsrc1
    major = d.target.major
    return DescriptorFacts(
        kernarg_size=d.kernarg_size,
        group_segment_fixed_size=d.group_segment_fixed_size,
        private_segment_fixed_size=d.private_segment_fixed_size,
        wavefront_size=d.wavefront_size,
        vgpr_blocks=d.granulated_workitem_vgpr_count,
        vgpr_granule=d.vgpr_encoding_granule,
        sgpr_blocks=d.granulated_wavefront_sgpr_count,
        sgpr_granule=8,
        accum_offset=d.accum_offset,
        uses_dynamic_stack=d.uses_dynamic_stack,
        wgp_mode=bool(rsrc1 >> 29 & 1) if major >= 10 else None,
        entry_offset=d.kernel_code_entry_byte_offset,
    )


def _v2_facts(code_object: Any, kc: Any) -> DescriptorFacts | None:
    get = getattr(kc, "get", None)
    if get is None:
        return None
    major = _major(code_object.processor) or get("amd_machine_version_major")
    wave = 1 << get("wavefront_size") if get("wavefront_size") < 16 else 64
    wave32 = major >= 10 and bool(get("enable_wavefront_size32"))
    return DescriptorFacts(
        kernarg_size=get("kernarg_segment_byte_size"),
        group_segment_fixed_size=get("workgroup_group_segment_byte_size"),
        private_segment_fixed_size=get("workitem_private_segment_byte_size"),
        wavefront_size=wave,
        vgpr_blocks=get("granulated_workitem_vgpr_count"),
        vgpr_granule=8 if wave32 else 4,
        sgpr_blocks=get("granulated_wavefront_sgpr_count"),
        sgpr_granule=8,
        accum_offset=None,
        uses_dynamic_stack=bool(get("is_dynamic_callstack")),
        wgp_mode=bool(get("enable_wgp_mode")) if major >= 10 else None,
        entry_offset=get("kernel_code_entry_byte_offset"),
    )


# --------------------------------------------------------------------------------------------
# Per kernel
# --------------------------------------------------------------------------------------------

_V2_KEYS = {"vgpr_count": "NumVGPRs", "sgpr_count": "NumSGPRs",
            "group_segment_fixed_size": "GroupSegmentFixedSize",
            "private_segment_fixed_size": "PrivateSegmentFixedSize",
            "wavefront_size": "WavefrontSize", "max_flat_workgroup_size": "MaxFlatWorkGroupSize",
            "uses_dynamic_stack": "IsDynamicCallStack"}


def _metadata_value(code_object: Any, kernel: Any, key: str) -> Any:
    md = kernel.metadata or {}
    if code_object.code_object_version == 2:
        props = md.get("CodeProps")
        value = props.get(_V2_KEYS.get(key, "")) if isinstance(props, dict) else None
    else:
        value = md.get("." + key)
    if isinstance(value, bool):
        return value
    return value if isinstance(value, int) and value >= 0 else None


@record
class Resources:
    """What one kernel uses and the occupancy that allows.

    Counts come from the metadata where it has them (``.vgpr_count`` etc., as the compiler
    counted them) and from the descriptor otherwise; ``allocated_*`` are what the descriptor
    makes the hardware allocate.  ``occupancy`` is None when the target has no facts
    (``TARGET_FACTS``) or the kernel lacks a wave size.  ``notes`` say what the figures leave
    out (dynamic LDS, dynamic stack).
    """

    kernel: str
    processor: str | None
    wavefront_size: int | None
    vgpr_count: int | None
    agpr_count: int | None
    sgpr_count: int | None
    allocated_vgprs: int | None
    allocated_sgprs: int | None
    accum_offset: int | None
    lds_size: int | None
    scratch_size: int | None
    scratch_per_wave: int | None
    uses_dynamic_stack: bool | None
    max_flat_workgroup_size: int | None
    occupancy: Occupancy | None = None
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready dict (the ``resources`` view of ``dump --resources --json``)."""
        # Written out rather than dataclasses.asdict, whose recursive deep copy cost more than
        # computing the occupancy when dumping hundreds of kernels.
        out = {name: getattr(self, name) for name in _RESOURCE_FIELDS}
        out["notes"] = list(self.notes)
        occ = self.occupancy
        if occ is not None:
            out["occupancy"] = {
                "waves_per_simd": occ.waves_per_simd, "waves_per_cu": occ.waves_per_cu,
                "simds_per_cu": occ.simds_per_cu, "unit": occ.unit, "limits": dict(occ.limits),
                "limited_by": list(occ.limited_by)}
        return out


_RESOURCE_FIELDS = fields(Resources)


def kernel_resources(code_object: Any, kernel: Any) -> Resources:
    """The resources of ``kernel`` (a ``codeobj.elf.model.Kernel`` of ``code_object``) and the
    occupancy they allow on the code object's processor."""
    d = descriptor_facts(code_object, kernel)
    proc = code_object.processor

    def md(key: str) -> Any:
        return _metadata_value(code_object, kernel, key)

    wave = md("wavefront_size") or (d.wavefront_size if d else None)
    if d is not None:
        wave = d.wavefront_size  # the hardware runs what the descriptor says
    vgprs, agprs, sgprs = md("vgpr_count"), md("agpr_count"), md("sgpr_count")
    notes: list[str] = []
    if vgprs is None and d is not None:
        vgprs = d.allocated_vgprs
        notes.append("VGPR count from the descriptor (rounded up to its granule)")
    major = _major(proc)
    if sgprs is None and d is not None and 0 < major < 10:
        sgprs = d.allocated_sgprs
        notes.append("SGPR count from the descriptor (rounded up to its granule)")
    lds = md("group_segment_fixed_size")
    if lds is None and d is not None:
        lds = d.group_segment_fixed_size
    scratch = md("private_segment_fixed_size")
    if scratch is None and d is not None:
        scratch = d.private_segment_fixed_size
    dyn = md("uses_dynamic_stack")
    if d is not None:
        dyn = bool(dyn) or d.uses_dynamic_stack
    wg = md("max_flat_workgroup_size")
    res = Resources(
        kernel=kernel.name, processor=getattr(proc, "name", None), wavefront_size=wave,
        vgpr_count=vgprs, agpr_count=agprs, sgpr_count=sgprs,
        allocated_vgprs=d.allocated_vgprs if d else None,
        allocated_sgprs=d.allocated_sgprs if d and 0 < major < 10 else None,
        accum_offset=d.accum_offset if d else None, lds_size=lds, scratch_size=scratch,
        scratch_per_wave=scratch * wave if scratch is not None and wave else None,
        uses_dynamic_stack=dyn, max_flat_workgroup_size=wg, notes=notes,
    )
    if dyn:
        notes.append("dynamic stack: the scratch size is a lower bound")
    if lds:
        notes.append("LDS is the fixed size; dynamic LDS given at dispatch lowers occupancy")
    facts = target_facts(proc) if proc is not None else None
    if facts is None:
        notes.append(f"no occupancy facts for {res.processor or 'an unknown processor'}")
        return res
    if wave not in facts.vgprs_per_simd:
        notes.append(f"wave size {wave} is not one {res.processor} runs")
        return res
    if wg is None:
        wg = 1024
        notes.append("no max_flat_workgroup_size in the metadata: 1024 assumed")
    if major >= 10 and d is not None and d.wgp_mode is not None:
        wgp = d.wgp_mode
    else:
        wgp = major >= 10
    res.occupancy = occupancy(
        facts, vgprs=vgprs or 0, sgprs=sgprs or 0, lds_bytes=lds or 0, workgroup_size=wg,
        wavefront_size=wave, wgp_mode=wgp)
    return res


def code_object_resources(code_object: Any) -> list[Resources]:
    """``kernel_resources`` for every kernel of a code object, in kernel order."""
    return [kernel_resources(code_object, k) for k in code_object.kernels]


_COLUMNS = (("kernel", "kernel"), ("wave", "wavefront_size"), ("vgpr", "vgpr_count"),
            ("agpr", "agpr_count"), ("sgpr", "sgpr_count"), ("lds", "lds_size"),
            ("scratch", "scratch_size"), ("wg", "max_flat_workgroup_size"))


def format_resources(resources: list[Resources]) -> str:
    """A text table: one row per kernel with its counts, waves per SIMD and per CU/WGP, and
    the limiting resource (``dump --resources``)."""
    header = [name for name, _ in _COLUMNS] + ["waves/SIMD", "waves/CU", "limited by"]
    rows = [header]
    for r in resources:
        row = ["-" if getattr(r, attr) is None else str(getattr(r, attr)) for _, attr in _COLUMNS]
        if r.uses_dynamic_stack and r.scratch_size is not None:
            row[6] += "+dyn"
        occ = r.occupancy
        if occ is None:
            row += ["-", "-", "-"]
        else:
            row += [str(occ.waves_per_simd), f"{occ.waves_per_cu}/{occ.unit}",
                    ",".join(occ.limited_by)]
        rows.append(row)
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    lines = []
    for row in rows:
        cells = [row[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(row[1:-1], widths[1:-1])]
        lines.append("  ".join(cells + [row[-1]]).rstrip())
    return "\n".join(lines) + "\n"
