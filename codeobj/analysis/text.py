"""The text report of ``codeobj analyze``: a kernels table, then per kernel and function its
control flow, registers, occupancy and findings."""

from __future__ import annotations

from ..isa.regflow import units_text
from .report import CodeObjectAnalysis, FunctionAnalysis

__all__ = ["render_text"]


def _table(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = []
    for r in rows:
        cells = [r[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(r[1:-1], widths[1:-1])]
        out.append("  ".join([*cells, r[-1]]).rstrip())
    return out


def _count(v: int | None) -> str:
    return "-" if v is None else str(v)


def _kernel_row(fa: FunctionAnalysis) -> list[str]:
    r = fa.registers
    assert r is not None  # a kernel's analysis has its register figures
    res = fa.resources
    occ = res.occupancy if res is not None else None
    lv = fa.liveness.peak
    return [fa.name, str(len(fa.function.insts)), str(len(fa.cfg.blocks)),
            str(len(fa.cfg.loops)),
            f"{lv['vgpr'][0]}/{r.derived['vgpr']}/{_count(r.metadata['vgpr'])}",
            f"{lv['agpr'][0]}/{r.derived['agpr']}/{_count(r.metadata['agpr'])}",
            f"{lv['sgpr'][0]}/{r.derived['sgpr']}/{_count(r.metadata['sgpr'])}",
            "-" if occ is None else str(occ.waves_per_simd),
            str(len(fa.findings)),
            "-" if occ is None else ",".join(occ.limited_by)]


def _where(fa: FunctionAnalysis, address: int | None) -> str:
    if address is None:
        return "-"
    loop = fa.loop_label(address)
    return f"{address:#x}" + (f" in {loop}" if loop else "")


def _function_lines(fa: FunctionAnalysis, source: str) -> list[str]:
    fn = fa.function
    cfg = fa.cfg
    kind = "kernel" if fn.is_kernel else "function"
    lines = [f"{kind} {fn.name} [{fn.start:#x}, {fn.end:#x}): {len(fn.insts)} instructions, "
             f"{len(cfg.blocks)} blocks, {len(cfg.edges)} edges, {len(cfg.loops)} loops"
             + (f" (deepest {max(lp.depth for lp in cfg.loops)})" if cfg.loops else "")]
    for lp in cfg.loops:
        head = cfg.blocks[lp.header]
        kind_l = "irreducible cycle" if lp.irreducible else "loop"
        lines.append(f"  {kind_l} {lp.index} at {head.address:#x}: {len(lp.blocks)} blocks, "
                     f"depth {lp.depth}"
                     + (f", inside loop {lp.parent}" if lp.parent is not None else ""))
    for c in cfg.calls:
        to = c.callee or (f"{c.target:#x}" if c.target is not None else "an unknown address")
        lines.append(f"  call at {c.address:#x} to {to}")
    exits: dict[str, int] = {}
    for x in cfg.exits:
        exits[x.kind] = exits.get(x.kind, 0) + 1
    if exits:
        lines.append("  exits: " + ", ".join(f"{n} {k}" for k, n in sorted(exits.items())))
    for b in cfg.unreachable:
        lines.append(f"  unreachable: [{b.address:#x}, {b.end_address:#x})")
    lv = fa.liveness
    for bank in ("vgpr", "agpr", "sgpr"):
        n, at = lv.peak[bank]
        if n:
            lines.append(f"  live {bank.upper()}s: peak {n} at {_where(fa, at)}")
    r = fa.registers
    if r is not None:
        for bank in ("vgpr", "agpr", "sgpr"):
            md = r.metadata[bank]
            hi = r.highest[bank]
            text = (f"  {bank.upper()}s: highest used "
                    f"{'-' if hi < 0 else bank[0] + str(hi)}"
                    f" -> count {r.derived[bank]}"
                    + (f" (+{r.extra_sgprs} VCC/FLAT_SCRATCH/XNACK)"
                       if bank == "sgpr" and r.extra_sgprs else "")
                    + f"; metadata {_count(md)}")
            if md is not None:
                diff = md - r.derived[bank]
                text += " (equal)" if diff == 0 else f" (differs by {diff:+d})"
                unused = r.unused[bank]
                if unused:
                    text += f"; {unused} allocated but never live at once"
            lines.append(text)
        if r.callees:
            lines.append(f"  registers include callees: {', '.join(r.callees)}")
        if r.unknown_calls:
            lines.append(f"  {r.unknown_calls} call(s) to unknown destinations: their registers "
                         "are not counted")
    if fa.limiter:
        lines.append(f"  occupancy: {fa.limiter}")
    if lv.carried:
        lines.append(f"  kept live through lane-masked writes: {units_text(lv.carried)}")
    for f in fa.findings:
        lines.append(f"  {source}: {fn.name}: {f.address:#x}: {f.severity}: {f.message} "
                     f"[{f.rule}] ({f.section})")
    return lines


def render_text(analysis: CodeObjectAnalysis) -> str:
    """The text report of one analysed code object."""
    lines = [f"{analysis.source}: {analysis.processor}"]
    lines.extend(f"note: {n}" for n in analysis.notes)
    kernels = analysis.kernels
    if kernels:
        rows = [["kernel", "insts", "blocks", "loops", "vgpr live/count/md",
                 "agpr live/count/md", "sgpr live/count/md", "waves/SIMD", "findings",
                 "limited by"]]
        rows += [_kernel_row(k) for k in kernels]
        lines.extend(_table(rows))
    for fa in analysis.functions:
        lines.append("")
        lines.extend(_function_lines(fa, analysis.source))
    return "\n".join(lines) + "\n"
