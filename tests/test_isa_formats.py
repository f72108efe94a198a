"""The gfx9 encoding formats: bit layouts pinned on known words and against llvm-mc-19."""

from __future__ import annotations

import subprocess

import pytest

from codeobj.isa.formats import FORMAT_BY_NAME, FORMATS, Field, _identify_slow, identify
from codeobj.isa.syntax import parse_register, split_instruction


def test_field_put_get_round_trip():
    f = Field("x", 9, 8)
    v = f.put(0xFFFFFFFF, 0x5A)
    assert f.get(v) == 0x5A
    assert v & ~(0xFF << 9) == 0xFFFFFFFF & ~(0xFF << 9)


def test_top_bits_lookup_equals_linear_search():
    for top in range(512):
        word = top << 23
        assert identify(word) is _identify_slow(word)


# Words taken from the Vega ISA manual's microcode format chapter (identifying bits only).
@pytest.mark.parametrize("word,name", [
    (0xBF810000, "SOPP"), (0xBE870080, "SOP1"), (0xBF06FF00, "SOPC"), (0xB0000000, "SOPK"),
    (0x8E808906, "SOP2"), (0x7E000280, "VOP1"), (0x7D880202, "VOPC"), (0x28020000, "VOP2"),
    (0xC0020082, "SMEM"), (0xD2910000, "VOP3"), (0xD3B14006, "VOP3P"), (0xD86C0000, "DS"),
    (0xDC508000, "FLAT"), (0xE0500000, "MUBUF"), (0xE8000000, "MTBUF"), (0xF0000000, "MIMG"),
    (0xD4000000, "VINTRP"), (0xC4000000, "EXP"),
])
def test_identify_known_words(word, name):
    assert identify(word).name == name


def test_vop2_fields_of_a_known_word():
    # v_add_co_u32_e32 v2, vcc, s2, v0 == 0x32040002
    fmt = FORMAT_BY_NAME["VOP2"]
    w = 0x32040002
    assert fmt.get_opcode(w) == 0x19
    assert fmt.field("vdst").get(w) == 2
    assert fmt.field("vsrc1").get(w) == 0
    assert fmt.field("src0").get(w) == 2


def test_smem_fields_of_a_known_word():
    # s_load_dword s2, s[4:5], 0x20 == C0020082 00000020
    fmt = FORMAT_BY_NAME["SMEM"]
    v = 0xC0020082 | 0x20 << 32
    assert fmt.field("sdata").get(v) == 2
    assert fmt.field("sbase").get(v) == 2
    assert fmt.field("imm").get(v) == 1
    assert fmt.field("offset").get(v) == 0x20


def test_put_opcode_sets_the_identifying_bits():
    for fmt in FORMATS:
        if not fmt.opcode:
            continue
        v = fmt.put_opcode(0, 1)
        assert v & fmt.match_mask == fmt.match_value
        assert fmt.get_opcode(v) == 1


def test_split_instruction():
    assert split_instruction("global_load_dword v2, v[2:3], off offset:16 glc") == (
        "global_load_dword", ["v2", "v[2:3]", "off"], ["offset:16", "glc"])
    assert split_instruction("s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 4)") == (
        "s_getreg_b32", ["s0", "hwreg(HW_REG_MODE, 0, 4)"], [])
    assert split_instruction("s_endpgm") == ("s_endpgm", [], [])
    assert parse_register("v[4:7]") == ("v", 4, 4)
    assert parse_register("ttmp3") == ("ttmp", 3, 1)
    assert parse_register("v[7:4]") is None


# -- pinned against llvm-mc-19 --------------------------------------------------------------

_CASES = [
    # (format, text, {field: expected value read from the text})
    ("VOP3", "v_fma_f32 v7, v1, s3, v9", {"vdst": 7, "src0": 257, "src1": 3, "src2": 265}),
    ("VOP3", "v_add_f32_e64 v1, -|v2|, v3 clamp mul:2",
     {"vdst": 1, "src0": 258, "src1": 259, "neg": 1, "abs": 1, "clamp": 1, "omod": 1}),
    ("VOP3", "v_add_co_u32_e64 v1, s[6:7], v2, v3", {"vdst": 1, "sdst": 6}),
    ("VOP3P", "v_pk_fma_f32 v[4:5], v[6:7], v[8:9], v[10:11] op_sel:[1,0,0]",
     {"vdst": 4, "src0": 262, "src1": 264, "src2": 266, "op_sel": 1, "op_sel_hi": 3,
      "op_sel_hi2": 1}),
    ("DS", "ds_read2_b32 v[10:11], v1 offset0:10 offset1:11",
     {"vdst": 10, "addr": 1, "offset0": 10, "offset1": 11}),
    ("FLAT", "global_load_dword v2, v[4:5], off offset:-16 glc slc",
     {"vdst": 2, "addr": 4, "saddr": 0x7F, "offset": 0x1FF0, "glc": 1, "slc": 1, "seg": 2}),
    ("MUBUF", "buffer_load_dword v2, v3, s[8:11], s4 offen offset:12 glc",
     {"vdata": 2, "vaddr": 3, "srsrc": 2, "soffset": 4, "offen": 1, "offset": 12, "glc": 1}),
    ("SMEM", "s_load_dwordx4 s[8:11], s[2:3], 0x10",
     {"sdata": 8, "sbase": 1, "imm": 1, "offset": 0x10}),
    ("SOP2", "s_add_u32 s1, s2, s3", {"sdst": 1, "ssrc0": 2, "ssrc1": 3}),
    ("SOPK", "s_movk_i32 s5, 0x1234", {"sdst": 5, "simm16": 0x1234}),
    ("VOPC", "v_cmp_gt_i32_e32 vcc, s2, v1", {"src0": 2, "vsrc1": 1}),
    ("VOP1", "v_mov_b32_e32 v3, s7", {"vdst": 3, "src0": 7}),
]


def _mc_encoding(text: str, target: str = "gfx90a") -> bytes:
    r = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                        "--show-encoding"], input=text + "\n", capture_output=True, text=True,
                       check=True)
    line = next(ln for ln in r.stdout.splitlines() if "encoding:" in ln)
    return bytes(int(b, 16) for b in line.split("encoding: [")[1].rstrip("]").split(","))


@pytest.mark.llvm19
@pytest.mark.parametrize("fmt_name,text,expect", _CASES)
def test_field_layout_against_llvm_mc(fmt_name, text, expect):
    data = _mc_encoding(text)
    value = int.from_bytes(data[:FORMAT_BY_NAME[fmt_name].size], "little")
    fmt = identify(value & 0xFFFFFFFF)
    assert fmt.name == fmt_name
    for name, want in expect.items():
        fl = next((f for f in fmt.fields + fmt.opcode if f.name == name), None)
        assert fl is not None, name
        assert fl.get(value) == want, (name, hex(value))
