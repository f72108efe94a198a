"""codeobj.isa.disasm and codeobj.isa.printer without the LLVM tools.

* the decoder-table interpreter on hand-made byte code (switches, fall-through with a stale
  field value as LLVM's interpreter has it, predicates, soft failures);
* known words print as llvm-mc-19 prints them (the expected texts are llvm-mc-19's, from the
  disassembler suite lines these words come from);
* print methods on hand-built MCInsts;
* any bytes give a result, never an exception, and the cached listing path equals the uncached
  one.
"""

from __future__ import annotations

import random

import pytest

from codeobj.isa import db
from codeobj.isa.disasm import compile_table, decoder, run_table
from codeobj.isa.engine import disassemble_bytes
from codeobj.isa.mc import MCInst, Reg
from codeobj.isa.printer import print_inst, register_name

# -- the table interpreter ------------------------------------------------------------------------

_OPS = {"ExtractField": 1, "FilterValue": 2, "CheckField": 3, "CheckPredicate": 4, "Decode": 5,
        "SoftFail": 7, "Fail": 8}


def _uleb(v: int) -> bytes:
    out = bytearray()
    while True:
        b = v & 0x7F
        v >>= 7
        out.append(b | (0x80 if v else 0))
        if not v:
            return bytes(out)


def assemble(program: list) -> bytes:
    """Byte code of [(op, args..., "label" for a skip) | "label:"] (MCDecoderOps.h layout)."""
    def emit(labels: dict[str, int], found: dict[str, int]) -> bytes:
        out = bytearray()
        for item in program:
            if isinstance(item, str):
                found[item[:-1]] = len(out)
                continue
            op, *args = item
            out.append(_OPS[op])
            if op == "ExtractField":
                out += _uleb(args[0]) + bytes([args[1]])
            elif op == "FilterValue":
                out += _uleb(args[0])
                target = labels.get(args[1], 0) - (len(out) + 3)
                out += max(target, 0).to_bytes(3, "little")
            elif op == "CheckField":
                out += _uleb(args[0]) + bytes([args[1]]) + _uleb(args[2])
                target = labels.get(args[3], 0) - (len(out) + 3)
                out += max(target, 0).to_bytes(3, "little")
            elif op == "CheckPredicate":
                out += _uleb(args[0])
                target = labels.get(args[1], 0) - (len(out) + 3)
                out += max(target, 0).to_bytes(3, "little")
            elif op in ("Decode", "SoftFail"):
                out += _uleb(args[0]) + _uleb(args[1])
        return bytes(out)

    labels: dict[str, int] = {}
    emit({}, labels)  # first pass: label positions (skips are fixed-size, so they do not move)
    final: dict[str, int] = {}
    blob = emit(labels, final)
    assert final == labels
    return blob


TABLE = assemble([
    ("ExtractField", 0, 4),
    ("FilterValue", 1, "A"),
    ("ExtractField", 4, 4),               # a nested switch that changes the field value
    ("FilterValue", 7, "body_end"),
    ("CheckPredicate", 0, "body_end"),
    ("Decode", 300, 1),
    "body_end:",
    "A:",
    ("FilterValue", 2, "B"),
    ("CheckField", 8, 4, 9, "B"),
    ("SoftFail", 0x1000, 0),
    ("Decode", 11, 2),
    "B:",
    ("Fail",),
])


@pytest.mark.parametrize(("insn", "preds", "want"), [
    (0x071, [True], (5, 300, 1)),          # 1 then 7: decoded behind a true predicate
    (0x071, [False], (8, 0, 0)),           # predicate fails: falls through to A, 7 != 2
    (0x921, [True], (5, 11, 2)),           # 1 then 2: the nested field (2) meets FilterValue 2
    (0x902, [True], (5, 11, 2)),           # 2 directly
    (0x802, [True], (8, 0, 0)),            # CheckField 8..11 == 9 fails
    (0x3, [True], (8, 0, 0)),              # no case
])
def test_table_interpreter(insn, preds, want):
    ops = compile_table(TABLE)
    kind, opc, idx, _soft, _bits = run_table(ops, insn, preds)
    assert (kind, opc, idx) == want


def test_table_interpreter_soft_fail_and_extent():
    ops = compile_table(TABLE)
    assert run_table(ops, 0x1902, [True])[3] is True
    assert run_table(ops, 0x0902, [True])[3] is False
    # the bits examined: the 4-bit switch, the 4-bit check at 8 and the soft-fail mask bit 12
    assert run_table(ops, 0x0902, [True])[4] == 13
    assert run_table(ops, 0x3, [True])[4] == 4


# -- known words (expected: llvm-mc-19 --disassemble) --------------------------------------------

KNOWN = [
    ("gfx900", "", "0103007e", "v_mov_b32_e32 v0, v1"),
    ("gfx1200", "", "05104bd6f0fac003", "v_min3_u16 v5, 0x3800, m0, 0x3800 op_sel:[0,1,0,0]"),
    ("gfx1200", "", "050018d6e904fe0701773905",
     "v_mullit_f32_e64_dpp v5, v1, v2, v255 dpp8:[7,6,5,4,3,2,1,0]"),
    ("gfx90a", "", "fa040a7201e40001",
     "v_dot4c_i32_i8_dpp v5, v1, v2 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1"),
    ("gfx1010", "+wavefrontsize32", "f9b40a7e01000600",
     "v_frexp_exp_i16_f16_sdwa v5, v1 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD"),
    ("gfx900", "", "000d00f001050200", "image_load v[5:7], v1, s[8:15] dmask:0xd"),
    ("gfx1200", "+wavefrontsize32", "f006cac8f00406ff",
     "v_dual_mul_f32 v255, 0.5, v3 :: v_dual_sub_f32 v6, 0.5, v2"),
    ("gfx1200", "", "02f880b8", "s_getreg_b32 s0, hwreg(HW_REG_STATUS)"),
    ("gfx802", "", "030091bf", "s_sendmsghalt sendmsg(MSG_GS_DONE, GS_OP_NOP)"),
    ("gfx1100", "", "910087bf",
     "s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)"),
    ("gfx1032", "", "6000a3bf", "s_waitcnt_depctr 0x60"),
    ("gfx1010", "", "010100f801000000", "exp pos4 v1, off, off, off"),
    ("gfx1200", "", "7c8011ec0100100100400000",
     "flat_atomic_min_u64 v[1:2], v[0:1], v[2:3] offset:64 th:TH_ATOMIC_RETURN"),
    ("gfx1200", "", "04c009c40118bc0000ffff7f",
     ("buffer_store_d16_hi_format_x v1, off, s[12:15], s4 offset:8388607 th:TH_STORE_BYPASS "
     "scope:SCOPE_SYS")),
    ("gfx1100", "", "ffcf92e800041d03",
     ("tbuffer_store_format_xy v[4:5], off, ttmp[8:11], s3 format:[BUF_FMT_8_8_UINT] "
     "offset:4095 glc")),
    ("gfx1200", "", "0c4052cc0008421c",
     ("v_swmmac_f16_16x16x32_f16 v[12:15], s[0:3]/*Invalid register, operand has 'VReg_128' "
     "register class*/, v[4:11], v16")),
    ("gfx1200", "-WavefrontSize32,+WavefrontSize64", "090080b0", "s_version UC_VERSION_GFX12"),
    ("gfx940", "", "000035dd02018004", "flat_atomic_add_f32 a4, v[2:3], a1 sc0"),
    ("gfx908", "", "0041a3d301050e7c",
     "v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,1,0] neg_hi:[1,0,0]"),
    ("gfx1010", "+wavefrontsize64", "01070a4041312111", "v_madmk_f32 v5, v1, 0x11213141, v3"),
    ("gfx1010", "+wavefrontsize64", "c1040a5a41312111", "v_fmaak_f32 v5, -1, v2, 0x11213141"),
    ("gfx1100", "-WavefrontSize32,+WavefrontSize64", "7e00b4d46af60000",
     "v_cmpx_gt_i16_e64 vcc_lo, ttmp15"),
    ("gfx900", "", "000085d1eb000020", "v_ceil_f16_e64 v0, -src_shared_base"),
    ("gfx1200", "", "02401acc01f1091c", "v_dot2_f32_bf16 v2, v1, 0.15915494, v2"),
    ("gfx1100", "", "1f3cd4d802000008", "ds_swizzle_b32 v8, v2 offset:swizzle(REVERSE,16)"),
    ("gfx1100", "", "00f051dcff00fbff",
     "scratch_load_b32 v255, v255, ttmp15 offset:-4096 glc slc dlc"),
    ("gfx908", "", "0013cdd3000306f4",
     "v_mfma_f32_16x16x16f16 a[0:3], v[0:1], a[1:2], a[1:4] cbsz:3 abid:2 blgp:7"),
    ("gfx1200", "+wavefrontsize32", "fa04987c010f01ff",
     "v_cmp_gt_u32 vcc_lo, v1, v2 row_shl:15 row_mask:0xf bank_mask:0xf"),
    ("gfx1100", "+wavefrontsize64", "05784ed67cfcfc030bfe0000",
     "v_max3_u16 v5, null, exec_lo, 0xfe0b op_sel:[1,1,1,1]"),
    ("gfx1100", "", "987339f0fefe5d00",
     ("image_atomic_smin v[254:255], v[254:255], ttmp[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA "
     "unorm glc slc dlc a16 lwe")),
    ("gfx1030", "", "059f9cf1322703402e1711100f151413",
     ("image_bvh64_intersect_ray v[39:42], [v50, v46, v23, v17, v16, v15, v21, v20, v19], "
     "s[12:15] a16")),
    ("gfx802", "", "000181f101056200",
     "image_get_lod v[5:6], v1, s[8:15], s[12:15] dmask:0x1 tfe"),
    ("gfx1200", "+wavefrontsize64", "065051cc00052a1c",
     "v_swmmac_f32_16x16x32_bf16 v[6:9], v[0:1], v[2:5], v10 index_key:2"),
    ("gfx802", "", "017c14d4", "v_interp_p1_f32_e32 v5, v1, attr31.x"),
    ("gfx1100", "+wavefrontsize64", "ff1311d7fafe0360ff6f0d30",
     ("v_pack_b32_f16_e64_dpp v255, -|v255|, -|v255| op_sel:[0,1,0] row_xmask:15 row_mask:0x3 "
     "bank_mask:0x0 bound_ctrl:1 fi:1")),
    ("gfx90a", "", "fa4a087e005101ff",
     "v_rcp_f64_dpp v[4:5], v[0:1] row_newbcast:1 row_mask:0xf bank_mask:0xf"),
    ("gfx1200", "", "100090ce", "ds_direct_load v16 wait_va_vdst:0 wait_vm_vsrc:1"),
    ("gfx802", "", "f904a07c01000406", "v_cmpx_f_f32 vcc, v1, v2 src0_sel:WORD_0 src1_sel:DWORD"),
    ("gfx1100", "+real-true16", "01b90a7e", "v_ceil_f16_e32 v5.l, v1.l"),
    # gfx6/gfx7: llvm-mc-19 -show-encoding's text (LLVM does not disassemble them)
    ("gfx704", "", "01026780", "s_add_u32 s103, s1, s2"),
    ("gfx701", "", "c103e8be", "s_mov_b32 flat_scratch_lo, -1"),
    ("gfx600", "", "020202d0040d0200", "v_cmp_lt_f32_e64 s[2:3], v4, |v6|"),
    ("gfx600", "", "042030e002014101", "buffer_load_dword v1, v2, s[4:7], s1 idxen offset:4 slc"),
]


@pytest.mark.parametrize(("proc", "mattr", "hexbytes", "text"), KNOWN)
def test_known_words(proc, mattr, hexbytes, text):
    data = bytes.fromhex(hexbytes)
    assert disassemble_bytes(data, proc, mattr) == ([text], 0)
    inst, size = decoder(proc, mattr).decode(data)
    assert size == len(data) and inst is not None


def test_invalid_encoding_is_a_result():
    dec = decoder("gfx900")
    assert dec.decode(bytes.fromhex("00ffffff")) == (None, 4)
    assert dec.decode(b"\x01\x02") == (None, 2)
    assert dec.text_at(bytes.fromhex("00ffffff"), 0) == (None, 4)
    assert disassemble_bytes(bytes.fromhex("00ffffff0103007e"), "gfx900") == (
        ["v_mov_b32_e32 v0, v1"], 1)


# -- print methods on built instructions ---------------------------------------------------------

def _inst(proc: str, name: str, *ops) -> tuple[MCInst, db.Subtarget]:
    st = db.subtarget(proc)
    return MCInst(st.family.by_name[name], list(ops)), st


@pytest.mark.parametrize(("proc", "name", "imm", "text"), [
    ("gfx900", "S_WAITCNT", 0xC07F, "s_waitcnt lgkmcnt(0)"),
    ("gfx900", "S_WAITCNT", 0x0F70, "s_waitcnt vmcnt(0)"),
    ("gfx900", "S_WAITCNT", 0xCF7F, "s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)"),
    ("gfx1030", "S_WAITCNT_gfx10", 0x3F70, "s_waitcnt vmcnt(0)"),
    ("gfx1100", "S_WAITCNT_gfx11", 0xFC07, "s_waitcnt lgkmcnt(0)"),
    ("gfx1100", "S_WAITCNT_gfx11", 0x03F7, "s_waitcnt vmcnt(0)"),
])
def test_print_waitcnt(proc, name, imm, text):
    fam = db.subtarget(proc).family
    if name not in fam.by_name:
        name = next(n for n in fam.by_name if n.startswith(name.split("_gfx")[0] + "_")
                    and fam.by_name[n].asm.startswith("s_waitcnt "))
    mi, st = _inst(proc, name, imm)
    assert print_inst(mi, st) == text


def test_print_sources_and_literals():
    st = db.subtarget("gfx900")
    desc = next(d for d in st.family.insts.values() if d.name == "V_MOV_B32_e32_vi")
    for value, text in [(0x3E22F983, "0.15915494"), (-16, "-16"), (64, "64"),
                        (0x3F800000, "1.0"), (0x12345678, "0x12345678"), (65, "0x41")]:
        assert print_inst(MCInst(desc, [Reg(db.registers().id("VGPR0")), value]), st) == \
            f"v_mov_b32_e32 v0, {text}"
    # gfx6 has no 1/(2*pi) inline constant: the bit pattern prints as hex
    st6 = db.subtarget("gfx600")
    d6 = next(d for d in st6.family.insts.values() if d.name == "V_MOV_B32_e32_gfx6_gfx7")
    assert print_inst(MCInst(d6, [Reg(db.registers().id("VGPR0")), 0x3E22F983]), st6) == \
        "v_mov_b32_e32 v0, 0x3e22f983"


def test_register_names():
    r = db.registers()
    assert register_name(r.id("VGPR0_VGPR1")) == "v[0:1]"
    assert register_name(r.id("SGPR4_SGPR5_SGPR6_SGPR7")) == "s[4:7]"
    assert register_name(r.id("TTMP4_TTMP5_gfx9plus")) == "ttmp[4:5]"
    assert register_name(r.id("VGPR7_HI16")) == "v7.h"
    assert register_name(r.id("SRC_SHARED_BASE_HI")) == "SRC_SHARED_BASE_HI"


# -- robustness -----------------------------------------------------------------------------------

PROCESSORS = [("gfx600", ""), ("gfx704", ""), ("gfx803", ""), ("gfx900", ""), ("gfx90a", ""), ("gfx942", ""),
              ("gfx1030", ""), ("gfx1100", ""), ("gfx1100", "+real-true16"),
              ("gfx1200", "+wavefrontsize64")]


@pytest.mark.parametrize(("proc", "mattr"), PROCESSORS)
def test_random_bytes_never_raise(proc, mattr):
    rnd = random.Random(f"{proc}{mattr}")
    dec = decoder(proc, mattr)
    for _ in range(600):
        data = bytes(rnd.getrandbits(8) for _ in range(rnd.choice((1, 3, 4, 8, 12, 16, 24))))
        pos = 0
        while pos < len(data):
            inst, size = dec.decode(data, pos)
            assert 1 <= size <= len(data) - pos
            text, size2 = dec.text_at(data, pos)
            assert size2 == size and (text is None) == (inst is None)
            pos += size


@pytest.mark.parametrize(("proc", "mattr"), PROCESSORS)
def test_cached_listing_equals_uncached(proc, mattr):
    rnd = random.Random(f"cache{proc}")
    # a stream that repeats words, so the cache is used, with random neighbours
    words = [rnd.getrandbits(32).to_bytes(4, "little") for _ in range(64)]
    data = b"".join(rnd.choice(words) for _ in range(3000))
    dec = decoder(proc, mattr)
    pos = 0
    while pos < len(data):
        text, size = dec.text_at(data, pos)
        t2, s2, _ext = dec._text_uncached(data, pos)
        assert (text, size) == (t2, s2), data[pos:pos + 20].hex()
        pos += size


@pytest.mark.parametrize(("proc", "mattr"), PROCESSORS[:4])
def test_texts_walks_like_text_at(proc, mattr):
    rnd = random.Random(f"walk{proc}")
    words = [rnd.getrandbits(32).to_bytes(4, "little") for _ in range(32)]
    data = b"".join(rnd.choice(words) for _ in range(500)) + b"\x01\x02\x03"
    dec = decoder(proc, mattr)
    want, pos = [], 0
    while pos < len(data):
        text, size = dec.text_at(data, pos)
        want.append((pos, text, size))
        pos += size
    assert dec.texts(data) == want
    # an end inside the data: nothing past it is read
    cut = dec.texts(data, 0, 103)
    assert cut == [(p, t, s) for p, t, s in dec.texts(data[:103])]
