"""The statement memo (codeobj/isa/memo.py) gives what the plain matcher gives: the same bytes or
the same error, for statements it answers from an earlier statement's match."""

from __future__ import annotations

import pytest

from codeobj.isa.asmparser import AsmError
from codeobj.isa.db import subtarget
from codeobj.isa.emit import Emitter
from codeobj.isa.matcher import Matcher
from codeobj.isa.memo import StatementMemo

from . import refs


def _both(mcpu: str, lines: list[str]) -> list[tuple[str, str]]:
    """(plain matcher's outcome, memo's outcome) of each line, the memo having seen the
    lines before it."""
    st = subtarget(mcpu, "")
    plain_m, plain_e = Matcher(st), Emitter(st)
    memo = StatementMemo(Matcher(st), Emitter(st))

    def outcome(fn):
        try:
            return fn().data.hex()
        except AsmError as e:
            return f"error: {e.message}"

    out = []
    for text in lines:
        a = outcome(lambda t=text: plain_e.encode(plain_m.assemble(t)))
        b = outcome(lambda t=text: memo.encode(t))
        out.append((a, b))
    return out


def test_a_modifier_that_looks_like_a_register_is_not_a_register():
    """gfx10's ``a16`` is a modifier, not AGPR a16: after a statement with it, ``a20`` in its
    place (an AGPR where no operand is) is refused as llvm-mc-19 refuses it — the memo once
    answered it from the ``a16`` match, silently encoding ``a16``."""
    lines = ["image_bvh_intersect_ray v[4:7], v[9:16], s[4:7] a16",
             "image_bvh_intersect_ray v[8:11], v[13:20], s[8:11] a20",
             "image_bvh_intersect_ray v[8:11], v[13:20], s[8:11] a16"]
    got = _both("gfx1030", lines)
    for a, b in got:
        assert a == b
    assert got[1][0] == "error: invalid operand for instruction"
    assert not got[0][0].startswith("error") and not got[2][0].startswith("error")


def test_reused_shapes_give_the_plain_bytes():
    lines = ["v_fmac_f64_e32 v[0:1], v[2:3], v[4:5]", "v_fmac_f64_e32 v[6:7], v[8:9], v[10:11]",
             "v_add_f32_e64 v1, -v2, |s3|", "v_add_f32_e64 v7, -v9, |s11|",
             "v_add_f32_e64 v7, -v7, |s11|"]
    for a, b in _both("gfx90a", lines):
        assert a == b and not a.startswith("error")


memo_check = refs.script("tools/isa/memo_check.py")


@pytest.mark.llvm19
@pytest.mark.slow
@pytest.mark.parametrize("name", ["gfx1030_new.s", "gfx1013.s", "gfx90a_ldst_acc.s",
                                  "gfx11_asm_vop3.s", "gfx12_asm_vop3.s"])
def test_memo_check_on_llvm_files(name):
    """tools/isa/memo_check.py on some of LLVM 19's MC files: each statement and its
    register-moved variants, through the memo and the plain matcher, agree."""
    try:
        root = memo_check.conformance.llvm_source.fetch("tests")
    except memo_check.conformance.llvm_source.FetchError as e:
        pytest.skip(f"LLVM 19's MC tests cannot be fetched: {e}")
    path = root / "llvm" / "test" / "MC" / "AMDGPU" / name
    total, _reused, bad = memo_check.check_file(str(path))
    assert total > 0
    assert not bad, bad[:10]


def test_an_assembly_is_not_kept_alive_by_the_cached_matcher(monkeypatch):
    """``codeobj.isa.engine`` keeps one matcher per target for the process; the symbol
    callbacks of the last statement it parsed held the whole assembly (symbols, sections,
    fixups) until the next assembly for that target."""
    import gc
    import weakref

    from codeobj.asm import assemble, isa_bridge

    made: list[weakref.ref] = []
    init = isa_bridge.InstructionEncoder.__init__

    def record(self, *args, **kw):
        init(self, *args, **kw)
        made.append(weakref.ref(self.symbols))

    src = ('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"\n\t.text\nk:\n'
           '\ts_add_u32 s0, s0, x@rel32@lo+4\n\ts_cbranch_scc0 .L1\n.L1:\n'
           '\tv_add_u32 v0, c, v1\n\ts_endpgm\n.set c, 5\n')
    monkeypatch.setattr(isa_bridge.InstructionEncoder, "__init__", record)
    assert assemble(src, "a.s").ok
    monkeypatch.undo()
    gc.collect()
    assert len(made) == 1 and made[0]() is None
