"""`codeobj analyze` (text, JSON, --kernel, errors) and the synchronization rules in
`codeobj check` (found, located, --no-code)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from codeobj.cli.main import main

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "testdata" / "sample" / "vector_add-gfx90a-v5.hsaco"


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        main(list(argv))
        code = 0
    except SystemExit as e:
        code = e.code or 0
    out, err = capsys.readouterr()
    return code, out, err


def test_analyze_text(capsys):
    code, out, err = _run(capsys, "analyze", str(SAMPLE))
    assert code == 0, err
    assert out.startswith(f"{SAMPLE}: gfx90a\nkernel ")
    assert "waves/SIMD" in out and "limited by" in out
    assert "live VGPRs: peak" in out and "occupancy:" in out


def test_analyze_json_matches_the_library(capsys):
    from codeobj import open_code_object
    from codeobj.analysis import analyze_code_object

    code, out, err = _run(capsys, "analyze", "--json", "--per-instruction", str(SAMPLE))
    assert code == 0, err
    data = json.loads(out)
    (co,) = data["code_objects"]
    analysis = analyze_code_object(open_code_object(str(SAMPLE)))
    assert [f["name"] for f in co["functions"]] == [f.name for f in analysis.functions]
    for f, fa in zip(co["functions"], analysis.functions):
        assert f["liveness"]["peak"]["vgpr"]["count"] == fa.liveness.peak["vgpr"][0]
        per = f["liveness"]["per_instruction"]
        assert len(per) == len(fa.function.insts)
        assert max(p["vgpr"] for p in per) == fa.liveness.peak["vgpr"][0]
        assert len(f["cfg"]["blocks"]) == len(fa.cfg.blocks)
        if fa.is_kernel:
            assert f["registers"]["agrees"] is True
            assert f["resources"]["occupancy"]["waves_per_simd"] >= 1


def test_analyze_one_kernel(capsys):
    code, out, _ = _run(capsys, "analyze", "--json", str(SAMPLE))
    names = [f["name"] for f in json.loads(out)["code_objects"][0]["functions"]]
    code, out, err = _run(capsys, "analyze", "--json", "--kernel", names[0], str(SAMPLE))
    assert code == 0, err
    assert [f["name"] for f in json.loads(out)["code_objects"][0]["functions"]] == names[:1]
    code, _out, err = _run(capsys, "analyze", "--kernel", "no_such_kernel", str(SAMPLE))
    assert code == 2 and "no_such_kernel" in err and "Traceback" not in err


def test_analyze_bad_input(capsys, tmp_path):
    bad = tmp_path / "bad.hsaco"
    bad.write_bytes(b"\x7fELF" + b"\x00" * 12)
    code, _out, err = _run(capsys, "analyze", str(bad))
    assert code == 1 and "error:" in err and str(bad) in err and "Traceback" not in err
    code, _out, err = _run(capsys, "analyze", "--html", str(tmp_path / "p.html"), str(bad))
    assert code == 1 and not (tmp_path / "p.html").exists()


@pytest.mark.llvm19
def test_check_reports_sync_findings(capsys, tmp_path):
    src = tmp_path / "k.s"
    src.write_text('.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"\n.text\n.globl k\n.p2align 8\n'
                   ".type k,@function\nk:\n  global_load_b32 v1, v0, s[0:1]\n"
                   "  v_add_nc_u32 v2, v1, v1\n  s_endpgm\n")
    obj = tmp_path / "k.o"
    subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1100",
                    "-filetype=obj", str(src), "-o", str(obj)], check=True)
    code, out, _err = _run(capsys, "check", "--json", str(obj))
    found = [f for f in json.loads(out)["findings"] if f["rule"] == "sync-read-before-wait"]
    assert len(found) == 1, out
    (f,) = found
    assert f["severity"] == "error" and f["kernel"] == "k"
    assert f["offset"] is not None and "at address 0x8" in f["message"]
    assert code == 1
    code, out, _err = _run(capsys, "check", "--json", "--no-code", str(obj))
    assert not [f for f in json.loads(out)["findings"] if f["rule"].startswith("sync-")]
    code, out, _err = _run(capsys, "check", "--rules")
    assert "sync-read-before-wait" in out and "barrier-wait-without-signal" in out
