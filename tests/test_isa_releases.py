"""The LLVM releases codeobj can follow (codeobj.isa.db.LLVM) and how one is chosen.

``llvm19`` and ``llvm22`` have tables of their own; ``llvm24git`` (the assembler inside PyPI's
triton 3.9.0, llvm-project 6bc4aaf6641c) reads LLVM 22's and lists the encoding rules that
changed since.  The expected bytes below are the newer assembler's own (probed through
tools/triton_amdgpu.py when these tests were written; tests/test_isa_conformance_triton.py
checks them live) and llvm-mc-22's for the default release.  No tool is needed here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from codeobj.errors import TargetError
from codeobj.isa import EncodeError, decode, disassemble_bytes, encode, encode_statement
from codeobj.isa.db import LLVM, REJECT_RULES, RELEASES, llvm_release, subtarget

NEWER = "llvm24git"


def test_every_release_reads_tables_codeobj_carries() -> None:
    assert list(LLVM)[:len(RELEASES)] == list(RELEASES)
    for name, rec in LLVM.items():
        assert rec.name == name
        assert rec.tables in RELEASES
        if rec.base is None:
            assert rec.tables == name
        else:
            # a derived release reads its base's tables and says where it differs from them
            assert rec.base in LLVM and LLVM[rec.base].tables == rec.tables
    newer = LLVM[NEWER]
    assert (newer.base, newer.unused_src_fill, newer.unused_src_any, newer.lit_prefers_32) == (
        "llvm22", 0x80, True, True)
    # the releases with tables of their own keep the tables' encoding
    assert all(LLVM[r].unused_src_fill is None and not LLVM[r].lit_prefers_32
               and not LLVM[r].rejects for r in RELEASES)
    assert all(rec.rejects <= REJECT_RULES.keys() for rec in LLVM.values())


def test_default_release_is_the_processors() -> None:
    assert subtarget("gfx1100").llvm.name == "llvm19"
    assert subtarget("gfx1250").llvm.name == "llvm22"
    assert subtarget("gfx950").llvm.name == "llvm22"
    st = subtarget("gfx1250", release=NEWER)
    assert (st.llvm.name, st.release) == (NEWER, "llvm22")  # its rules, LLVM 22's tables


def test_choosing_a_release_that_cannot_serve_is_an_error() -> None:
    with pytest.raises(TargetError, match="no llvm24git instruction tables for processor "
                                          "'gfx1100' .its tables come from llvm19."):
        subtarget("gfx1100", release=NEWER)
    with pytest.raises(TargetError, match="no llvm19 instruction tables for processor 'gfx1250'"):
        encode_statement("s_nop 0", "gfx1250", release="llvm19")
    with pytest.raises(TargetError, match="unknown LLVM release 'llvm99' .choose from llvm19, "
                                          "llvm22, llvm24git."):
        llvm_release("llvm99")


#: (processor, statement, LLVM 22's bytes, the newer assembler's bytes)
CASES = [
    # unused VOP3 source fields: 0 -> inline constant 0 (0x80)
    ("gfx1250", "v_bfrev_b32_e64 v5, v1", "0500b8d501010000", "0500b8d501010102"),
    ("gfx1250", "v_nop_e64", "000080d500000000", "000080d580000102"),
    ("gfx1250", "v_fmac_f64 v[4:5], v[2:3], vcc", "040017d502d50000", "040017d502d50002"),
    ("gfx1250", "v_pk_mul_f32 v[254:255], v[8:9], v[16:17]", "fe4028cc08210218",
     "fe4028cc0821021a"),
    ("gfx1250", "v_cmp_class_f32_e64 s1, v2, v3", "01007ed402070200", "01007ed402070202"),
    # DPP forms keep 0, but the v_cmpx ones
    ("gfx1250", "v_add_f32_e64_dpp v1, v2, v3 quad_perm:[0,1,2,3]",
     "010003d5fa06020002e400ff", "010003d5fa06020002e400ff"),
    ("gfx1250", "v_cmpx_eq_f32_e64_dpp v2, v3 quad_perm:[0,1,2,3]",
     "7e0092d4fa06020002e400ff", "7e0092d4fa06020202e400ff"),
    # the WMMA scale word's src2: v0 -> inline constant 0
    ("gfx1250", "v_wmma_ld_scale_paired_b32 v1, v2", "000035cc01050204", "000035cc01050202"),
    ("gfx1250", "v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[0:15], v[0:15], v[0:7], s0, s0",
     "000035cc00000004000033cc00010204", "000035cc00000002000033cc00010204"),
    # lit() of a 64-bit operand: a 32-bit literal where one holds it
    ("gfx1250", "v_fract_f64_e32 v[0:1], lit(1.0)", "fe7c007e0000f03f00000000",
     "ff7c007e0000f03f"),
    ("gfx1250", "s_mov_b64 s[0:1], lit(1)", "fe0180be0100000000000000", "ff0180be01000000"),
    ("gfx1250", "v_fract_f64_e32 v[0:1], lit64(1.0)", "fe7c007e000000000000f03f",
     "fe7c007e000000000000f03f"),
    # used fields and gfx9-style VOP3 do not change
    ("gfx1250", "v_fma_f32 v1, v2, v3, v4", "010013d602071204", "010013d602071204"),
    ("gfx950", "v_add_f32_e64 v1, v2, v3", "010001d102070200", "010001d102070200"),
    ("gfx1153", "v_cmpx_class_f16 v1, 2.0 quad_perm:[1,1,1,1]", "7e00fdd4fae80100015500ff",
     "7e00fdd4fae80102015500ff"),
]


@pytest.mark.parametrize(("processor", "stmt", "llvm22", "newer"), CASES,
                         ids=[c[1].split(" ", 1)[0] for c in CASES])
def test_encoding_follows_the_chosen_release(processor: str, stmt: str, llvm22: str,
                                             newer: str) -> None:
    assert encode_statement(stmt, processor).hex() == llvm22
    assert encode_statement(stmt, processor, release="llvm22").hex() == llvm22
    assert encode_statement(stmt, processor, release=NEWER).hex() == newer
    assert encode(stmt, processor, release=NEWER).hex() == newer


#: (rule, statement, the newer assembler's message): llvm-mc-22 accepts each
REJECTED = [
    ("private_aperture", "s_add_i32 s0, src_private_base, s0",
     "src_private_base register not available on this GPU"),
    ("private_aperture", "v_div_fmas_f32 v0, v0, v1, private_limit",
     "src_private_limit register not available on this GPU"),
    ("wmma_ab_neg", "v_wmma_f32_16x16x4_f32 v[4:11], v[0:1], v[2:3], v[4:11] neg_lo:[1,0,0]",
     "invalid neg_lo operand"),
    ("wmma_ab_neg", "v_wmma_f32_16x16x32_f16 v[16:23], v[0:7], v[8:15], v[16:23] neg_hi:[0,1,0]",
     "invalid neg_hi operand"),
    ("wmma_scale_fmt", ("v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47], "
     "v1, v2 matrix_a_scale_fmt:MATRIX_SCALE_FMT_E5M3"),
     "invalid matrix and scale format combination"),
    ("atomic_return_no_vdst", "global_atomic_add_u32 v1, v2, s[2:3] th:TH_ATOMIC_RETURN",
     "th:TH_ATOMIC_RETURN requires a destination operand"),
]
#: what the same rules leave alone (the newer assembler accepts each, with these bytes)
KEPT = [
    ("s_mov_b64 s[0:1], src_shared_base", "eb0180be"),
    ("v_wmma_f32_16x16x4_f32 v[4:11], v[0:1], v[2:3], v[4:11] neg_lo:[0,0,1]", "04005dcc0005129c"),
    ("v_wmma_i32_16x16x64_iu8 v[16:23], v[0:7], v[8:15], v[16:23] neg_lo:[1,0,0]",
     "100072cc0011423c"),
    ("v_swmmac_f32_16x16x64_f16 v[24:31], v[0:7], v[8:23], v32 neg_lo:[1,0,0]",
     "180065cc0011823c"),
    (("v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:15], v[24:39], v[40:47], v1, v2 "
     "matrix_a_fmt:MATRIX_FMT_FP4 matrix_a_scale_fmt:MATRIX_SCALE_FMT_E5M3"),
     "000035cc01050222002033cc0831a204"),
    ("v_wmma_ld_scale_paired_b32 v1, v2 matrix_b_scale_fmt:MATRIX_SCALE_FMT_E5M3",
     "000135cc01050202"),
    ("global_atomic_add_u32 v0, v1, v2, s[2:3] th:TH_ATOMIC_RETURN", "02400dee0000100101000000"),
    ("v_fract_f64 v[0:1], lit(1.5)", "ff7c007e0000f83f"),
    ("v_fract_f64 v[0:1], lit(-1)", "ff7c007effffffff"),
    ("v_fmaak_f64 v[254:255], v[0:1], v[254:255], lit(1.0)", "00fdfd49000000000000f03f"),
]


@pytest.mark.parametrize(("rule", "stmt", "message"), REJECTED,
                         ids=[f"{r[0]}-{r[1].split()[0]}" for r in REJECTED])
def test_newly_rejected_forms(rule: str, stmt: str, message: str) -> None:
    assert rule in LLVM[NEWER].rejects
    encode_statement(stmt, "gfx1250")  # LLVM 22 accepts it
    with pytest.raises(EncodeError, match=re.escape(message)):
        encode_statement(stmt, "gfx1250", release=NEWER)


@pytest.mark.parametrize("stmt", ["v_fract_f64 v[0:1], lit(0x405ec00012345678)",
                                  "v_fract_f64 v[0:1], lit(0x3ff0000000000000)",
                                  "s_mov_b64 s[0:1], lit(0x100000000)",
                                  ("v_fmaak_f64 v[254:255], v[0:1], v[254:255], "
                                  "lit(0x405ec00012345678)")])
def test_lit_of_a_64_bit_operand_must_fit_32_bits(stmt: str) -> None:
    with pytest.raises(EncodeError, match="literal value out of range"):
        encode_statement(stmt, "gfx1250", release=NEWER)


@pytest.mark.parametrize(("stmt", "want"), KEPT, ids=[k[0].split()[0] for k in KEPT])
def test_forms_the_rules_keep(stmt: str, want: str) -> None:
    assert encode_statement(stmt, "gfx1250", release=NEWER).hex() == want


def test_llvm19_processors_are_untouched() -> None:
    assert encode_statement("v_add_f32_e64 v1, v2, v3", "gfx1100").hex() == "010003d502070200"


@pytest.mark.parametrize("release", [None, "llvm22", NEWER])
def test_both_encodings_of_unused_fields_decode(release: str | None) -> None:
    for hexed in ("0500b8d501010000", "0500b8d501010102"):
        assert disassemble_bytes(bytes.fromhex(hexed), "gfx1250", release=release) == (
            ["v_bfrev_b32_e64 v5, v1"], 0)


def test_scale_src2_decodes_as_the_release_decodes_it() -> None:
    ld_v0, ld_0 = bytes.fromhex("000035cc01050204"), bytes.fromhex("000035cc01050202")
    for rel in (None, NEWER):
        assert disassemble_bytes(ld_v0, "gfx1250", release=rel) == (
            ["v_wmma_ld_scale_paired_b32 v1, v2"], 0)
    assert disassemble_bytes(ld_0, "gfx1250", release=NEWER) == (
        ["v_wmma_ld_scale_paired_b32 v1, v2"], 0)
    # LLVM 22's tables hold v0 in the field: its decoder does not read the other form
    assert disassemble_bytes(ld_0, "gfx1250")[1] == 1
    wmma = bytes.fromhex("000835cc0105020a000c33cc0831a294")
    [inst] = decode(wmma, "gfx1250", release=NEWER)
    assert inst.text.startswith("v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:35], "
                                "v[40:47], v1, v2 ")
    assert inst.size == 16


def _exit_code(main: Callable[[list[str]], object], args: list[str]) -> int:
    try:
        main(args)
    except SystemExit as e:
        return int(e.code or 0)
    return 0


SOURCE = """\
\t.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
\t.text
\tv_bfrev_b32_e64 v5, v1
\tv_wmma_ld_scale_paired_b32 v1, v2
"""


def test_assembler_and_cli_choose_a_release(tmp_path: Path) -> None:
    from codeobj.cli.main import main

    from codeobj import assemble

    text22 = assemble(SOURCE).data
    newer = assemble(SOURCE, release=NEWER).data
    assert text22 is not None and newer is not None
    assert bytes.fromhex("0500b8d501010000000035cc01050204") in text22
    assert bytes.fromhex("0500b8d501010102000035cc01050202") in newer
    bad = assemble(SOURCE, release="llvm99")
    assert bad.data is None
    assert [d.message for d in bad.diagnostics] == [
        "unknown LLVM release 'llvm99' (choose from llvm19, llvm22, llvm24git)"]
    src = tmp_path / "k.s"
    src.write_text(SOURCE)
    out = tmp_path / "k.o"
    assert _exit_code(main, ["build", "-c", str(src), "-o", str(out), "--llvm-release", NEWER]) == 0
    assert out.read_bytes() == newer
    assert _exit_code(main, ["build", "-c", str(src), "-o", str(out),
                             "--llvm-release", "llvm99"]) == 2


def test_disasm_cli_chooses_a_release(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                      ) -> None:
    from codeobj.cli.main import main

    from codeobj import assemble

    obj = tmp_path / "k.o"
    data = assemble(SOURCE, release=NEWER).data
    assert data is not None
    obj.write_bytes(data)
    for args, ld in (([], ".long 0xcc350000"), (["--llvm-release", NEWER],
                                                 "v_wmma_ld_scale_paired_b32 v1, v2")):
        assert _exit_code(main, ["disasm", str(obj), *args]) == 0
        out = capsys.readouterr().out
        assert ld in out, out
        assert "v_bfrev_b32_e64 v5, v1" in out


#: (target ID, the e_flags LLVM 22 writes for it, the newer assembler's): gfx12.5 has no
#: controllable XNACK mode under llvm24git, so its xnack field is "unsupported" (probed through
#: tools/triton_amdgpu.py; LLVM 22 does not know gfx12-5-generic: the table's own features)
EFLAGS = [
    ("gfx1250", 0x549, 0x449),
    ("gfx1250:sramecc+", 0xD49, 0xC49),
    ("gfx1250:sramecc-", 0x949, 0x849),
    ("gfx1251", 0x55A, 0x45A),
    ("gfx12-5-generic", 0x100015B, 0x100045B),
    ("gfx950", 0x54F, 0x54F),
    ("gfx950:xnack+", 0x74F, 0x74F),
]


def test_release_target_features_name_known_releases() -> None:
    from codeobj.targets import processors

    for proc in processors():
        for release, features in proc.release_features:
            assert release in LLVM and features != proc.features, (proc.name, release)
            assert proc.under(release).features == features
        assert proc.under("llvm22") is proc and proc.views()[0] is proc


@pytest.mark.parametrize(("tid", "llvm22", "newer"), EFLAGS, ids=[e[0] for e in EFLAGS])
def test_eflags_follow_the_release(tid: str, llvm22: int, newer: int) -> None:
    from codeobj.targets import TargetID, decode_eflags

    assert TargetID.parse(tid).to_eflags(6) == llvm22
    assert TargetID.parse(tid, release=NEWER).to_eflags(6) == newer
    # either release's e_flags read back as the target they were written for
    for flags in (llvm22, newer):
        decoded = decode_eflags(flags, 4)
        assert decoded.error is None and decoded.target is not None
        assert str(decoded.target) == tid and decoded.target.to_eflags(6) == flags


@pytest.mark.parametrize("tid", ["gfx1250:xnack+", "gfx1251:xnack-", "gfx12-5-generic:xnack+"])
def test_newer_release_refuses_xnack_in_a_gfx12_5_target_id(tid: str) -> None:
    from codeobj import assemble
    from codeobj.targets import TargetID

    with pytest.raises(TargetError, match="does not support xnack"):
        TargetID.parse(tid, release=NEWER)
    src = f'\t.amdgcn_target "amdgcn-amd-amdhsa--{tid}"\n\ts_nop 0\n'
    if not tid.startswith("gfx12-5"):  # (no release's tables assemble gfx12-5-generic)
        assert assemble(src, release="llvm22").data is not None
    bad = assemble(src, release=NEWER)
    assert bad.data is None
    assert "does not support xnack" in bad.diagnostics[0].message


def test_newer_release_ignores_xnack_mattr() -> None:
    from codeobj import assemble
    from codeobj.targets import decode_eflags

    for mattr, flags in (("+xnack", 0x449), ("-xnack", 0x449), ("+sramecc", 0xC49)):
        data = assemble("\ts_nop 0\n", mcpu="gfx1250", mattr=mattr, release=NEWER).data
        assert data is not None
        e_flags = int.from_bytes(data[48:52], "little")
        assert e_flags == flags, (mattr, hex(e_flags))
        assert decode_eflags(e_flags, data[8]).error is None


def test_sleep_forever_is_refused_where_the_release_says_so() -> None:
    # FeatureNoSleepForever, which llvm24git gives gfx1250 (Release.processor_features)
    assert ("gfx1250", frozenset({"FeatureNoSleepForever"})) in LLVM[NEWER].processor_features
    assert subtarget("gfx1250", release=NEWER).has("FeatureNoSleepForever")
    assert not subtarget("gfx1250").has("FeatureNoSleepForever")
    for stmt in ("s_monitor_sleep 32768", "s_monitor_sleep 0xffff", "s_monitor_sleep -1"):
        encode_statement(stmt, "gfx1250")  # LLVM 22 accepts it
        encode_statement(stmt, "gfx1251", release=NEWER)  # and so does gfx1251 under llvm24git
        with pytest.raises(EncodeError, match="sleep forever is unsuported on the target"):
            encode_statement(stmt, "gfx1250", release=NEWER)
    assert encode_statement("s_monitor_sleep 32767", "gfx1250", release=NEWER).hex() == "ff7f84bf"
    assert encode_statement("s_sleep 0x8000", "gfx1250", release=NEWER).hex() == "008083bf"


def test_sendmsg_names_follow_the_release() -> None:
    stmt = "s_sendmsg sendmsg(MSG_SAVEWAVE_HAS_TDM)"
    assert encode_statement(stmt, "gfx1250").hex() == "0a00b6bf"
    with pytest.raises(EncodeError, match="expected a message name or an absolute expression"):
        encode_statement(stmt, "gfx1250", release=NEWER)
    assert encode_statement("s_sendmsg sendmsg(10)", "gfx1250", release=NEWER).hex() == "0a00b6bf"
    word = bytes.fromhex("0a00b6bf")
    assert disassemble_bytes(word, "gfx1250") == ([stmt], 0)
    assert disassemble_bytes(word, "gfx1250", release=NEWER) == (
        ["s_sendmsg sendmsg(10, 0, 0)"], 0)


@pytest.mark.parametrize(("stmt", "newer"), [
    ("tensor_load_to_lds s[0:3], s[4:11], null, null", "010071d00000007c00047c7c"),
    ("tensor_load_to_lds s[0:3], s[4:11], s[12:15], null", "010071d00000007c00040c7c"),
    ("tensor_store_from_lds s[0:3], s[4:11], null, null th:TH_STORE_NT",
     "014071d00000107c00047c7c"),
    ("tensor_load_to_lds null, s[4:11], s[12:15], s[16:19]", None),
    ("tensor_load_to_lds s[0:3], null, s[12:15], s[16:19]", None),
])
def test_tensor_groups_two_and_three_take_null(stmt: str, newer: str | None) -> None:
    # Release.null_operands: llvm24git's TENSOR_CNT instructions take null for vaddr2/vaddr3
    with pytest.raises(EncodeError, match="invalid operand for instruction"):
        encode_statement(stmt, "gfx1250")  # LLVM 22 takes null for none of them
    if newer is None:
        with pytest.raises(EncodeError, match="invalid operand for instruction"):
            encode_statement(stmt, "gfx1250", release=NEWER)
    else:
        assert encode_statement(stmt, "gfx1250", release=NEWER).hex() == newer


@pytest.mark.parametrize("stmt", ["v_cvt_pk_bf8_f16 v1, v2 clamp",
                                  "v_cvt_pk_fp8_f16_e64_dpp v1, v2 clamp quad_perm:[0,1,2,3]",
                                  "v_cvt_pk_fp8_f16 v1, v2 clamp dpp8:[0,1,2,3,4,5,6,7]"])
def test_cvt_pk_fp8_f16_has_no_clamp_under_the_newer_release(stmt: str) -> None:
    # Release.dropped_operands; v_cvt_pk_fp8_f32 keeps its clamp
    assert encode_statement(stmt, "gfx1250", mattr="-real-true16")  # LLVM 22 accepts it
    with pytest.raises(EncodeError, match="invalid operand for instruction"):
        encode_statement(stmt, "gfx1250", mattr="-real-true16", release=NEWER)
    assert encode_statement("v_cvt_pk_fp8_f16 v1, v2", "gfx1250", mattr="-real-true16",
                            release=NEWER).hex() == "010072d702010102"
    assert encode_statement("v_cvt_pk_fp8_f32 v1, v2, v3 clamp", "gfx1250",
                            release=NEWER).hex() == "018069d702070202"
