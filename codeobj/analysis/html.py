"""The page of ``codeobj analyze --html OUT.html``: one self-contained file (inline CSS, SVG and
script; nothing fetched) with the kernels table (sortable: resources, occupancy, limiter), then
per kernel and function its control-flow graph, the disassembly with the live-register curve
beside it, hot spots and findings linked to their instructions.

Anchors: a function is ``#c<j>-f<k>``, its instruction at address A ``#c<j>-f<k>-<A in hex>``
(``j``: the code object's index, ``k``: the function's).  The curve is an SVG polyline
(``class="curve-vgpr"``, ``-agpr``, ``-sgpr``) with one point per instruction, x the live count
(``data-scale`` pixels per register) and y the instruction's row; its ``data-peak`` is the
computed peak, which the points reach.
"""

from __future__ import annotations

import html
import os
import tempfile
from collections.abc import Iterable
from typing import Any

from ..isa.printer import Printer
from ..isa.printer import printer as _shared_printer
from .report import CodeObjectAnalysis, FunctionAnalysis

__all__ = ["render_html", "write_html"]

_ROW = 16  # px per disassembly row (the table rows and the curve share it)
_SCALE = 2  # px per live register in the curve
_HOT = 8  # hot spots listed per function

_CSS = """
body{font:13px/1.35 system-ui,sans-serif;margin:16px;color:#222}
h1{font-size:18px}h2{font-size:16px;margin-top:28px;border-top:1px solid #ccc;padding-top:8px}
table.kernels{border-collapse:collapse}
table.kernels th,table.kernels td{border:1px solid #ccc;padding:2px 6px;text-align:right}
table.kernels th{cursor:pointer;background:#f1f1f1;user-select:none}
table.kernels td:first-child,table.kernels td.text,table.kernels th:first-child{text-align:left}
table.kernels td.name,table.kernels td.text{max-width:32em;overflow:hidden;text-overflow:ellipsis;
white-space:nowrap}
th[aria-sort=ascending]::after{content:" \\25b2"}th[aria-sort=descending]::after{content:" \\25bc"}
.finding.error{color:#b00}.finding.warning{color:#a60}
.code{display:flex;align-items:flex-start;gap:12px}
table.asm{border-collapse:collapse;font:12px/16px monospace}
table.asm tr{height:16px}table.asm td{padding:0 6px;white-space:nowrap;height:16px}
table.asm td.n{text-align:right;color:#666}
table.asm tr.block-start td{box-shadow:inset 0 1px #bbb}
table.asm tr.hot td.n.v{background:#fdd}
table.asm tr.flag td.text{background:#fee}
:target{background:#ff8 !important}
svg.curve{flex:none}svg.cfg{display:block;margin:8px 0}
svg.cfg rect{fill:#eef;stroke:#557}svg.cfg a:hover rect{fill:#dde}
svg.cfg rect.loop{fill:#efe}svg.cfg rect.unreachable{fill:#eee;stroke-dasharray:3}
svg.cfg text{font:11px monospace}
svg.cfg path{fill:none;stroke:#557}svg.cfg path.back{stroke:#c50}
.curve-vgpr{stroke:#c22}.curve-agpr{stroke:#a5a}.curve-sgpr{stroke:#26c}
polyline{fill:none;stroke-width:1.2}
.legend span{margin-right:12px}.legend .curve-vgpr{color:#c22}.legend .curve-agpr{color:#a5a}
.legend .curve-sgpr{color:#26c}
"""

_JS = """
document.querySelectorAll('table.kernels th').forEach(function (th, col) {
  th.addEventListener('click', function () {
    var table = th.closest('table'), body = table.tBodies[0];
    var asc = th.getAttribute('aria-sort') !== 'ascending';
    table.querySelectorAll('th').forEach(function (h) { h.removeAttribute('aria-sort'); });
    th.setAttribute('aria-sort', asc ? 'ascending' : 'descending');
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = a.cells[col].dataset.v, y = b.cells[col].dataset.v;
      var nx = parseFloat(x), ny = parseFloat(y), c;
      if (!isNaN(nx) && !isNaN(ny)) c = nx - ny; else c = x < y ? -1 : x > y ? 1 : 0;
      return asc ? c : -c;
    });
    rows.forEach(function (r) { body.appendChild(r); });
  });
});
"""


def _e(text: Any) -> str:
    return html.escape(str(text), quote=True)


def _cell(value: Any, sort: Any = None, cls: str = "") -> str:
    sort = value if sort is None else sort
    c = f' class="{cls}"' if cls else ""
    return f'<td{c} data-v="{_e(sort)}">{_e(value)}</td>'


def _fid(j: int, k: int) -> str:
    return f"c{j}-f{k}"


def _iid(j: int, k: int, address: int) -> str:
    return f"c{j}-f{k}-{address:x}"


def _count(r: Any, bank: str) -> int:
    """The metadata's count of ``bank``, else the one derived from the code."""
    if r is None:
        return 0
    md = r.metadata.get(bank)
    return int(md) if md is not None else int(r.derived[bank])


def _kernels_table(analyses: list[CodeObjectAnalysis]) -> list[str]:
    head = ["kernel", "code object", "target", "insts", "blocks", "loops", "VGPR peak",
            "VGPRs", "AGPR peak", "AGPRs", "SGPR peak", "SGPRs", "LDS", "scratch",
            "waves/SIMD", "limited by", "findings"]
    out = ['<table class="kernels" id="kernels"><thead><tr>'
           + "".join(f"<th>{_e(h)}</th>" for h in head) + "</tr></thead><tbody>"]
    for j, a in enumerate(analyses):
        for k, fa in enumerate(a.functions):
            if not fa.is_kernel:
                continue
            lv = fa.liveness.peak
            r = fa.registers
            res = fa.resources
            o = res.occupancy if res is not None else None
            count = {bank: _count(r, bank) for bank in ("vgpr", "agpr", "sgpr")}
            short = a.source.rsplit("/", 1)[-1]
            name_cell = (f'<td class="name" data-v="{_e(fa.name)}" title="{_e(fa.name)}">'
                         f'<a href="#{_fid(j, k)}">{_e(fa.name)}</a></td>')
            source_cell = (f'<td class="text" data-v="{_e(a.source)}" title="{_e(a.source)}">'
                           f"{_e(short)}</td>")
            cells = [
                name_cell, source_cell, _cell(a.processor, cls="text"),
                _cell(len(fa.function.insts)), _cell(len(fa.cfg.blocks)),
                _cell(len(fa.cfg.loops)),
                _cell(lv["vgpr"][0]), _cell(count["vgpr"]), _cell(lv["agpr"][0]),
                _cell(count["agpr"]), _cell(lv["sgpr"][0]), _cell(count["sgpr"]),
                _cell("-" if res is None or res.lds_size is None else res.lds_size,
                      -1 if res is None or res.lds_size is None else res.lds_size),
                _cell("-" if res is None or res.scratch_size is None else res.scratch_size,
                      -1 if res is None or res.scratch_size is None else res.scratch_size),
                _cell("-" if o is None else o.waves_per_simd,
                      -1 if o is None else o.waves_per_simd),
                _cell("-" if o is None else ", ".join(o.limited_by), cls="text"),
                _cell(len(fa.findings)),
            ]
            out.append('<tr>' + "".join(cells) + "</tr>")
    out.append("</tbody></table>")
    return out


def _cfg_svg(fa: FunctionAnalysis, j: int, k: int) -> str:
    """Blocks top to bottom in address order; forward edges on the right, back edges (to an
    earlier block) on the left; each block links to its first instruction."""
    cfg = fa.cfg
    blocks = cfg.blocks
    if not blocks:
        return ""
    bw, bh, gap, margin = 230, 30, 14, 60
    n = len(blocks)
    offsets: list[int] = []
    for e in cfg.edges:
        if abs(e.dst - e.src) != 1 or e.dst < e.src:
            offsets.append(len(offsets))
    width = margin * 2 + bw + 8 * min(len(offsets), 40)
    height = n * (bh + gap) + gap
    svg = (f'<svg class="cfg" xmlns="http://www.w3.org/2000/svg" width="{width}" '
           f'height="{height}" viewBox="0 0 {width} {height}" '
           f'data-blocks="{n}" data-edges="{len(cfg.edges)}">')
    marker = (f'<defs><marker id="arrow-{j}-{k}" viewBox="0 0 6 6" refX="6" refY="3" '
              'markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0L6,3L0,6z" '
              'fill="#557"/></marker></defs>')
    parts = [svg, marker]

    def top(i: int) -> int:
        return gap + i * (bh + gap)
    lane = back = 0
    for e in cfg.edges:
        s, d = e.src, e.dst
        if d == s + 1:
            x = margin + bw // 2
            parts.append(f'<path d="M{x},{top(s) + bh} L{x},{top(d)}" '
                         f'marker-end="url(#arrow-{j}-{k})"/>')
            continue
        if d > s:
            lane += 1
            off = 8 * (1 + lane % 40)
            x0 = margin + bw
            parts.append(f'<path d="M{x0},{top(s) + bh // 2 + 4} H{x0 + off} '
                         f'V{top(d) + bh // 2 - 4} H{x0}" marker-end="url(#arrow-{j}-{k})"/>')
        else:
            back += 1
            off = 7 * (1 + back % 7)
            x0 = margin
            parts.append(f'<path class="back" d="M{x0},{top(s) + bh // 2 + 4} H{x0 - off} '
                         f'V{top(d) + bh // 2 - 4} H{x0}" marker-end="url(#arrow-{j}-{k})"/>')
    insts = fa.function.insts
    for b in blocks:
        cls = "unreachable" if not b.reachable else "loop" if b.depth else ""
        label = f"B{b.index} {b.address:#x} ({b.end - b.start})"
        if b.depth:
            label += f" L{b.loop}"
        first = insts[b.start].address if b.start < len(insts) else b.address
        parts.append(f'<a href="#{_iid(j, k, first)}"><rect class="{cls}" x="{margin}" '
                     f'y="{top(b.index)}" width="{bw}" height="{bh}" rx="3"/>'
                     f'<text x="{margin + 6}" y="{top(b.index) + 19}">{_e(label)}</text></a>')
    parts.append("</svg>")
    return "".join(parts)


def _curve_svg(fa: FunctionAnalysis) -> str:
    lv = fa.liveness
    n = len(lv.addresses)
    peaks = {bank: lv.peak[bank][0] for bank in ("vgpr", "agpr", "sgpr")}
    width = 20 + _SCALE * max(1, *peaks.values())
    height = n * _ROW
    parts = [(f'<svg class="curve" xmlns="http://www.w3.org/2000/svg" width="{width}" '
              f'height="{height}" data-rows="{n}" data-row="{_ROW}">')]
    for bank, counts in (("sgpr", lv.sgprs), ("agpr", lv.agprs), ("vgpr", lv.vgprs)):
        if not peaks[bank] and bank != "vgpr":
            continue
        pts = " ".join(f"{_SCALE * c},{i * _ROW + _ROW // 2}" for i, c in enumerate(counts))
        parts.append(f'<polyline class="curve-{bank}" data-bank="{bank}" '
                     f'data-peak="{peaks[bank]}" data-scale="{_SCALE}" points="{pts}"/>')
    parts.append("</svg>")
    return "".join(parts)


def _function_section(fa: FunctionAnalysis, j: int, k: int, printer: Printer | None) -> list[str]:
    fn = fa.function
    cfg = fa.cfg
    lv = fa.liveness
    kind = "kernel" if fn.is_kernel else "function"
    heading = (f"<h2>{kind} {_e(fn.name)} <small>[{fn.start:#x}, {fn.end:#x}): "
               f"{len(fn.insts)} instructions, {len(cfg.blocks)} blocks, "
               f"{len(cfg.loops)} loops</small></h2>")
    out = [f'<section class="function" id="{_fid(j, k)}" data-name="{_e(fn.name)}">', heading]
    if fa.limiter:
        out.append(f'<p class="limiter">occupancy: {_e(fa.limiter)}</p>')
    r = fa.registers
    if r is not None:
        rows = []
        for bank in ("vgpr", "agpr", "sgpr"):
            hi = r.highest[bank]
            md = r.metadata[bank]
            peak, at = lv.peak[bank]
            where = (f'<a href="#{_iid(j, k, at)}">{at:#x}</a>' if at is not None else "-")
            rows.append(f"<tr><td>{bank.upper()}s</td><td>{peak}</td><td>{where}</td>"
                        f"<td>{'-' if hi < 0 else bank[0] + str(hi)}</td>"
                        f"<td>{r.derived[bank]}</td><td>{'-' if md is None else md}</td>"
                        f"<td>{'-' if r.unused[bank] is None else r.unused[bank]}</td></tr>")
        out.append('<table class="kernels registers"><thead><tr><th>bank</th><th>live peak'
                   '</th><th>at</th><th>highest used</th><th>count</th><th>metadata</th>'
                   '<th>allocated, never live at once</th></tr></thead><tbody>'
                   + "".join(rows) + "</tbody></table>")
    # hot spots: the peaks, then the instructions with the most live VGPRs
    hot: list[tuple[str, int]] = []
    for bank in ("vgpr", "agpr", "sgpr"):
        peak, at = lv.peak[bank]
        if at is not None:
            hot.append((f"{bank.upper()} peak {peak}", at))
    order = sorted(range(len(lv.addresses)), key=lambda i: (-lv.vgprs[i], i))[:_HOT]
    hot_rows = {lv.addresses[i] for i in order if lv.vgprs[i]}
    seen = {at for _w, at in hot}
    for i in order:
        if lv.vgprs[i] and lv.addresses[i] not in seen:
            hot.append((f"{lv.vgprs[i]} live VGPRs", lv.addresses[i]))
    if hot:
        out.append('<h3>hot spots</h3><ul class="hot">' + "".join(
            f'<li><a href="#{_iid(j, k, at)}">{at:#x}</a> {_e(what)}'
            + (f" in {_e(fa.loop_label(at))}" if fa.loop_label(at) else "") + "</li>"
            for what, at in hot) + "</ul>")
    flagged: dict[int, list[int]] = {}
    if fa.findings:
        items = []
        for n, f in enumerate(fa.findings):
            flagged.setdefault(f.address, []).append(n)
            rel = (f' (about <a href="#{_iid(j, k, f.related)}">{f.related:#x}</a>)'
                   if f.related is not None and fn.start <= f.related < fn.end else "")
            items.append(f'<li class="finding {_e(f.severity)}" id="{_fid(j, k)}-finding{n}">'
                         f'<a href="#{_iid(j, k, f.address)}">{f.address:#x}</a> '
                         f"{_e(f.severity)}: {_e(f.message)} [{_e(f.rule)}]{rel}"
                         f"<br><small>{_e(f.section)}</small></li>")
        out.append('<h3>findings</h3><ul class="findings">' + "".join(items) + "</ul>")
    out.append('<h3>control flow</h3>')
    out.append(_cfg_svg(fa, j, k))
    out.append('<h3>disassembly and live registers</h3><p class="legend">'
               '<span class="curve-vgpr">&#9472; VGPRs</span><span class="curve-agpr">&#9472; '
               'AGPRs</span><span class="curve-sgpr">&#9472; SGPRs</span></p>')
    starts = {b.start for b in cfg.blocks}
    rows = ['<table class="asm"><tbody>']
    for i, inst in enumerate(fn.insts):
        mi = inst.mi
        text = "<invalid>" if mi is None else (printer.print(mi) if printer else str(mi))
        cls = []
        if i in starts:
            cls.append("block-start")
        if inst.address in hot_rows:
            cls.append("hot")
        marks = ""
        if inst.address in flagged:
            cls.append("flag")
            marks = " ".join(f'<a class="mark" href="#{_fid(j, k)}-finding{n}">&#9888;</a>'
                             for n in flagged[inst.address])
        c = f' class="{" ".join(cls)}"' if cls else ""
        v, ag, s = lv.vgprs[i], lv.agprs[i], lv.sgprs[i]
        rows.append(f'<tr id="{_iid(j, k, inst.address)}"{c}><td class="n">{inst.address:x}'
                    f'</td><td class="text">{_e(text)}</td><td class="n v">{v}</td>'
                    f'<td class="n">{ag}</td><td class="n">{s}</td><td>{marks}</td></tr>')
    rows.append("</tbody></table>")
    out.append('<div class="code">' + "".join(rows) + _curve_svg(fa) + "</div>")
    out.append("</section>")
    return out


def render_html(analyses: Iterable[CodeObjectAnalysis], title: str = "codeobj analyze") -> str:
    """The page for ``analyses`` (see the module doc)."""
    analyses = list(analyses)
    out = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
           f"<title>{_e(title)}</title>", f"<style>{_CSS}</style></head><body>",
           f"<h1>{_e(title)}</h1>"]
    nfind = sum(len(a.findings) for a in analyses)
    out.append(f'<p>{len(analyses)} code object(s), '
               f'{sum(len(a.kernels) for a in analyses)} kernel(s), {nfind} finding(s)</p>')
    out.extend(_kernels_table(analyses))
    for j, a in enumerate(analyses):
        printer = _printer(a)
        for note in a.notes:
            out.append(f"<p class=note>{_e(a.source)}: {_e(note)}</p>")
        for k, fa in enumerate(a.functions):
            out.extend(_function_section(fa, j, k, printer))
    out.append(f"<script>{_JS}</script></body></html>")
    return "\n".join(out) + "\n"


def _printer(a: CodeObjectAnalysis) -> Printer | None:
    st = getattr(a, "subtarget", None)
    return _shared_printer(st) if st is not None else None


def write_html(analyses: Iterable[CodeObjectAnalysis], path: str) -> None:
    """Write the page to ``path`` atomically (a temporary file renamed over it)."""
    text = render_html(analyses)
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".codeobj-", suffix=".html")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise
