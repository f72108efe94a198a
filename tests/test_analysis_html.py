"""`codeobj analyze --html`: one self-contained page, checked in headless Chromium (it renders,
the live-register curve reaches the computed peak, the kernels table sorts, the links land on
their instructions) and without a browser (no external reference, every link has a target)."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest
from codeobj.cli.main import main

from codeobj import open_code_object
from codeobj.analysis import analyze_code_object

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "testdata" / "sample" / "vector_add-gfx90a-v5.hsaco"
KERNELS = REPO / "tests" / "data_analysis" / "sync_kernels.cl"

# Appended to a copy of the page by the test only: measures what Chromium rendered and writes
# the results into the DOM, which --dump-dom prints.
_PROBE = r"""
<script>
(function () {
  var out = {curves: {}, rendered: {}, links: 0, broken: [], landed: 0, sorted: null};
  document.querySelectorAll('section.function').forEach(function (sec) {
    var name = sec.dataset.name, per = {};
    sec.querySelectorAll('svg.curve polyline').forEach(function (pl) {
      var scale = parseFloat(pl.dataset.scale), max = 0;
      for (var i = 0; i < pl.points.numberOfItems; i++)
        max = Math.max(max, pl.points.getItem(i).x / scale);
      per[pl.dataset.bank] = {max: Math.round(max), peak: parseInt(pl.dataset.peak),
                              width: pl.getBBox().width, rows: pl.points.numberOfItems};
    });
    out.curves[name] = per;
    var cfg = sec.querySelector('svg.cfg'), rects = cfg ? cfg.querySelectorAll('rect') : [];
    out.rendered[name] = {cfg_height: cfg ? cfg.getBoundingClientRect().height : 0,
                          blocks: rects.length,
                          rows: sec.querySelectorAll('table.asm tr').length,
                          table_height: sec.querySelector('table.asm').getBoundingClientRect().height,
                          curve_height: sec.querySelector('svg.curve').getBoundingClientRect().height};
  });
  var links = document.querySelectorAll('a[href^="#"]');
  out.links = links.length;
  links.forEach(function (a, i) {
    var id = a.getAttribute('href').slice(1), t = document.getElementById(id);
    if (!t) { out.broken.push(id); return; }
    if (i % 7 === 0) {
      a.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
      var r = t.getBoundingClientRect();
      if (location.hash === '#' + id && document.querySelector(':target') === t &&
          r.bottom > 0 && r.top < window.innerHeight) out.landed++;
      else out.broken.push('did not land: ' + id);
    }
  });
  var th = document.querySelectorAll('#kernels th')[6];  // VGPR peak
  th.click();
  var col = Array.prototype.map.call(document.querySelectorAll('#kernels tbody tr'),
                                     function (r) { return parseFloat(r.cells[6].dataset.v); });
  th.click();
  var col2 = Array.prototype.map.call(document.querySelectorAll('#kernels tbody tr'),
                                      function (r) { return parseFloat(r.cells[6].dataset.v); });
  out.sorted = {ascending: col, descending: col2};
  var pre = document.createElement('pre');
  pre.id = 'probe-results';
  pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
})();
</script>
"""


def _page(tmp_path: Path, *objects: Path) -> Path:
    out = tmp_path / "page.html"
    try:
        main(["analyze", "--html", str(out), *map(str, objects)])
    except SystemExit as e:
        assert not e.code
    return out


def _objects(tmp_path: Path) -> list[Path]:
    objs = [SAMPLE]
    for target in ("gfx90a", "gfx1200"):
        out = tmp_path / f"k-{target}.hsaco"
        subprocess.run(["clang-19", "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa",
                        f"-mcpu={target}", "-O2", "-nogpulib", str(KERNELS), "-o", str(out)],
                       check=True, capture_output=True)
        objs.append(out)
    return objs


def test_page_is_self_contained_and_links_have_targets(tmp_path, capsys):
    page = _page(tmp_path, SAMPLE)
    capsys.readouterr()
    text = page.read_text()
    assert text.startswith("<!DOCTYPE html>")
    # nothing fetched: no src/href to another document, no url() other than fragment ids
    assert not re.search(r'\b(src|href)="(?!#)', text)
    assert not re.search(r"url\((?!#)", text)
    assert "http://" not in text.replace('xmlns="http://www.w3.org/2000/svg"', "")
    ids = set(re.findall(r'\bid="([^"]+)"', text))
    targets = set(re.findall(r'href="#([^"]+)"', text))
    assert targets and targets <= ids
    analysis = analyze_code_object(open_code_object(str(SAMPLE)))
    for fa in analysis.functions:
        assert f'data-name="{fa.name}"' in text
        assert f'data-peak="{fa.liveness.peak["vgpr"][0]}"' in text


@pytest.mark.llvm19
@pytest.mark.tools("chromium")
def test_page_in_headless_chromium(tmp_path, capsys):
    objs = _objects(tmp_path)
    page = _page(tmp_path, *objs)
    capsys.readouterr()
    probe = tmp_path / "probe.html"
    probe.write_text(page.read_text().replace("</body>", _PROBE + "</body>"))
    done = subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
                           "--window-size=1400,1000", "--virtual-time-budget=10000",
                           "--dump-dom", probe.as_uri()],
                          capture_output=True, text=True, timeout=180, check=False)
    m = re.search(r'<pre id="probe-results">(.*?)</pre>', done.stdout, re.DOTALL)
    assert m, done.stderr[-2000:]
    res = json.loads(m.group(1).replace("&quot;", '"').replace("&amp;", "&")
                     .replace("&lt;", "<").replace("&gt;", ">"))
    analyses = [analyze_code_object(open_code_object(str(p))) for p in objs]
    functions = {fa.name: fa for a in analyses for fa in a.functions}
    assert set(res["curves"]) == set(functions)
    for name, fa in functions.items():
        curves = res["curves"][name]
        for bank, c in curves.items():
            # the rendered curve reaches the computed peak, one point per instruction
            assert c["max"] == c["peak"] == fa.liveness.peak[bank][0], (name, bank, c)
            assert c["rows"] == len(fa.function.insts)
        assert curves["vgpr"]["width"] > 0 or fa.liveness.peak["vgpr"][0] == 0
        r = res["rendered"][name]
        assert r["blocks"] == len(fa.cfg.blocks) and r["cfg_height"] > 0
        assert r["rows"] == len(fa.function.insts)
        # the curve's rows line up with the table's
        assert r["table_height"] == r["curve_height"] == 16 * len(fa.function.insts)
    assert not res["broken"], res["broken"][:10]
    assert res["links"] > 50 and res["landed"] > 5
    asc, desc = res["sorted"]["ascending"], res["sorted"]["descending"]
    assert asc == sorted(asc) and desc == sorted(asc, reverse=True)
    assert len(asc) == sum(len(a.kernels) for a in analyses)
