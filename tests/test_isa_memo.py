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


def _counted(mcpu: str, lines: list[str]) -> tuple[list[tuple[str, str]], list[str]]:
    """(plain outcome, memo outcome) of each line as ``_both`` gives them, and the lines the
    memo matched in full (the others it answered from an earlier statement's match)."""
    st = subtarget(mcpu, "")
    plain_m, plain_e = Matcher(st), Emitter(st)
    memo = StatementMemo(Matcher(st), Emitter(st))
    full: list[str] = []
    assemble = memo.m.assemble

    def counting(text, *args, **kw):
        full.append(text)
        return assemble(text, *args, **kw)

    memo.m.assemble = counting

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
    return out, full


def test_statements_that_differ_in_an_immediate_reuse_the_match():
    """An offset, a lane or a literal of the same class (sign and bit length, inline constant
    or not) as an earlier statement's is answered from its match -- the memo once matched
    each such statement in full -- with the statement's own value in the bytes."""
    lines = ["ds_read_b32 v1, v46 offset:2048", "ds_read_b32 v7, v3 offset:3072",
             "v_add_u32_e32 v1, 0x80, v42", "v_add_u32_e32 v9, 0xc0, v4",
             "v_writelane_b32 v108, s4, 18", "v_writelane_b32 v108, s9, 30",
             "s_load_dwordx2 s[44:45], s[6:7], 0x20", "s_load_dwordx2 s[40:41], s[8:9], 0x28",
             "ds_read2_b32 v[0:1], v2 offset0:4 offset1:8",
             "ds_read2_b32 v[4:5], v2 offset0:5 offset1:9",
             "global_load_dword v1, v[2:3], off offset:-8",
             "global_load_dword v5, v[6:7], off offset:-6"]
    got, full = _counted("gfx90a", lines)
    for (a, b), text in zip(got, lines):
        assert a == b and not a.startswith("error"), text
    assert full == lines[0::2]
    assert got[1][0] != got[0][0] and got[3][0] != got[2][0]


def test_an_immediate_across_a_boundary_is_matched_again():
    """A number past an inline-constant, range or signedness boundary of the earlier one is
    not answered from its match: the literal becomes an inline constant (64) or stays one,
    an offset out of range is refused with llvm-mc's message, as the plain matcher does."""
    lines = ["v_add_u32_e32 v1, 0x80, v42", "v_add_u32_e32 v1, 64, v4",
             "v_add_u32_e32 v1, 65, v4", "v_add_u32_e32 v1, 0x7f, v4",
             "v_add_u32_e32 v1, 63, v4", "v_add_u32_e32 v1, -16, v4",
             "v_add_u32_e32 v1, -17, v4", "v_add_u32_e32 v1, 0x3f800000, v4",
             "v_add_u32_e32 v1, 0x3f800002, v4",
             "ds_read_b32 v2, v3 offset:65535", "ds_read_b32 v2, v3 offset:65536",
             "ds_read_b32 v2, v3 offset:32768",
             "global_load_dword v1, v[2:3], off offset:-4095",
             "global_load_dword v1, v[2:3], off offset:-4097",
             "global_load_dword v1, v[2:3], off offset:-4096",
             "s_movk_i32 s4, 0xff40", "s_movk_i32 s4, 0x1ff40", "s_movk_i32 s4, 0xff41",
             "v_writelane_b32 v108, s4, 18", "v_writelane_b32 v108, s4, 64",
             "v_writelane_b32 v108, s4, 65"]
    got, full = _counted("gfx90a", lines)
    for (a, b), text in zip(got, lines):
        assert a == b, text
    out = dict(zip(lines, (a for a, _b in got)))
    assert out["v_add_u32_e32 v1, 64, v4"] == "c0080268"  # inline: no literal
    assert out["v_add_u32_e32 v1, 65, v4"].endswith("41000000")
    assert out["ds_read_b32 v2, v3 offset:65536"] == "error: expected a 16-bit unsigned offset"
    assert out["global_load_dword v1, v[2:3], off offset:-4097"] == \
        "error: expected a 13-bit signed offset"
    assert out["v_writelane_b32 v108, s4, 65"].startswith("error")
    # matched in full: each statement whose number is of a class not seen before
    assert "v_add_u32_e32 v1, 64, v4" in full and "v_add_u32_e32 v1, 65, v4" in full
    assert "ds_read_b32 v2, v3 offset:65536" in full
    assert "global_load_dword v1, v[2:3], off offset:-4097" in full
    assert "v_add_u32_e32 v1, 0x3f800000, v4" in full  # (the bits of 1.0: its own class)


def test_literals_stay_unique_when_numbers_change():
    """gfx10 takes one unique literal in VOP3: two numbers of the same classes as an earlier
    pair give an error when their literals differ, also next to a literal the memo does not
    abstract (lit())."""
    lines = ["v_add3_u32 v0, 0x1234, 0x1234, v1", "v_add3_u32 v0, 0x1235, 0x1235, v1",
             "v_add3_u32 v0, 0x1235, 0x1236, v1", "v_add3_u32 v0, 0x1234, 0x1237, v1",
             "v_add3_u32 v0, lit(0x1234), 0x1234, v1",
             "v_add3_u32 v0, lit(0x1234), 0x1235, v1",
             "v_add3_u32 v0, lit(0x1235), 0x1235, v1"]
    got, _full = _counted("gfx1030", lines)
    for (a, b), text in zip(got, lines):
        assert a == b, text
    assert got[2][0] == "error: only one unique literal operand is allowed"


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


def test_shapes_made_part_by_part_are_the_shapes_of_the_whole_text():
    """``StatementMemo._shape`` works out each comma-separated part of a statement's operands
    once and puts the parts together: it gives what one split of the whole text gives
    (``_shape_split``), for statements (items next to commas, blanks, brackets, modifiers,
    repeated registers and numbers) and random text, with numbers abstracted (LLVM 19) or
    not (LLVM 22)."""
    import random

    texts = ["v_add_u32 v1, 0x80, v42", "global_load_dword v[2:3], v1, off offset:-8",
             "v_x ,5 ,, a[0:3] ,0,5", "s_add_u32 s[4:5] , -16, s4", "v_y v1, v1, 7, 7",
             "s_add_u32 .LBB0_3@lo, x@rel32@hi+4, vcc", "v_z v0, v1 quad_perm:[0,1,2,3] row_mask:0xf",
             "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s2", "s_x [s0, s1], v[0:1]", "s 1 ,2", "s ,", "s"]
    rnd = random.Random(13)
    alphabet = "vsa0123456789[]:,. \t@$?_-xXLB()|fo"
    texts += ["v " + "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 24)))
              for _ in range(20000)]
    for mcpu, release in (("gfx90a", None), ("gfx1030", None), ("gfx1250", "llvm22")):
        st = subtarget(mcpu, "", release) if release else subtarget(mcpu, "")
        memo = StatementMemo(Matcher(st), Emitter(st))
        for text in texts + texts:  # (the second time from the memo's parts)
            assert memo._shape(text) == memo._shape_split(text), text


def test_a_number_past_64_bits_is_refused_as_the_plain_matcher_refuses_it():
    """An integer of thousands of digits after statements with small ones: int() of its text
    raised ValueError (past 4,300 digits) in the memo's shapes, an internal error of `codeobj
    build` (seed 13 of the hostile campaign, build#98); it stays text of the shape now, and
    the full match gives the matcher's error."""
    huge = "1" + "0" * 5000
    lines = ["s_mov_b32 s0, 5", "s_mov_b32 s0, 18446744073709551615",
             "s_mov_b32 s0, 18446744073709551616", f"s_mov_b32 s0, {huge}",
             f"v_mov_b32 v0, 0x{'f' * 17}", f"v_lshlrev_b32_e32 v0, {'9' * 5000}, v1",
             "v_lshlrev_b32_e32 v0, 9, v1"]
    results = _both("gfx90a", lines)
    for a, b in results:
        assert a == b
    assert [a.startswith("error") for a, _b in results] == [False, False, True, True, True,
                                                            True, False]


def test_offsets_share_one_patch_and_literals_do_not():
    """Statements of a shape whose numbers are plain fields of the word (offsets) are
    encoded from one patch with the registers' and the numbers' bits left out (the shape's
    ``num_patch``), every offset and register giving the plain matcher's bytes; a source
    operand's literal (the bytes after the word) keeps a patch per value."""
    offsets = ["ds_write_b32 v1, v2 offset:256", "ds_write_b32 v3, v4 offset:384",
               "ds_write_b32 v5, v6 offset:320", "ds_write_b32 v5, v6 offset:300",
               "global_load_dword v1, v[2:3], off offset:-2048",
               "global_load_dword v7, v[4:5], off offset:-1100",
               "global_load_dword v9, v[8:9], off offset:-1536",
               "s_load_dwordx2 s[4:5], s[0:1], 0x100", "s_load_dwordx2 s[8:9], s[2:3], 0x1f0",
               "s_load_dwordx2 s[6:7], s[4:5], 0x180"]
    literals = ["v_add_u32_e32 v0, 0x80, v1", "v_add_u32_e32 v2, 0xc0, v3",
                "v_add_u32_e32 v4, 0xa0, v5", "v_add_u32_e32 v4, 0xa0, v6"]
    for a, b in _both("gfx90a", offsets + literals):
        assert a == b and not a.startswith("error")
    st = subtarget("gfx90a", "")
    memo = StatementMemo(Matcher(st), Emitter(st))
    for text in offsets + literals:
        memo.encode(text)
    ds = memo.lookup(offsets[1])
    lit = memo.lookup(literals[1])
    assert ds is not None and ds.num_patch  # (one patch for every offset)
    assert lit is not None and lit.num_patch is False


def test_a_registers_classes_are_found_in_its_stretch_of_bounds():
    """``StatementMemo._classes_of`` looks a register up only in the classes whose lowest..
    highest register holds it (listed per stretch between consecutive bounds): for every
    register of a family, in a random order, the classes are those that hold it."""
    import random

    for mcpu, release in (("gfx90a", None), ("gfx1030", None), ("gfx1250", "llvm22")):
        st = subtarget(mcpu, "", release) if release else subtarget(mcpu, "")
        memo = StatementMemo(Matcher(st), Emitter(st))
        regs = list(range(len(st.regs.names) + 2))
        random.Random(5).shuffle(regs)
        for reg in regs:
            assert memo._classes_of(reg) == tuple(
                name for name, members, _lo, _hi in memo._regclasses if reg in members), reg
