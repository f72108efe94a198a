"""Kernel descriptor and amd_kernel_code_t: schemas, field tables pinned to the spec, the model.

No LLVM tool needed; tests/test_descriptor_llvm.py and test_descriptor_corpus.py compare with
llvm-mc / llvm-objdump.
"""

from __future__ import annotations

import random

import pytest
from codeobj.formats.amd_kernel_code import AMD_KERNEL_CODE_FIELDS, MEMBERS, AmdKernelCodeStruct
from codeobj.formats.bitfields import (
    BitField,
    BitWord32,
    decode_word,
    encode_word,
    get_field,
    set_field,
)
from codeobj.formats.kernel_descriptor import (
    KERNEL_DESCRIPTOR_SIZE,
    WORDS,
    KDTraits,
    KernelDescriptorStruct,
    applies,
    fields_for,
)
from hypothesis import given, settings
from hypothesis import strategies as st

from codeobj.errors import FormatError, TargetError
from codeobj.kernel.amd_kernel_code import (
    KernelCodeError,
    decode_kernel_code,
    default_kernel_code,
    encode_kernel_code,
    parse_kernel_code,
)
from codeobj.kernel.descriptor import (
    DescriptorError,
    decode,
    descriptor_target,
    directive_set,
    encode,
    parse_directives,
)
from codeobj.targets import processors

#: every processor the descriptor knows: the amdgcn rows of the processor table
AMDGCN = [p.name for p in processors() if p.arch == "amdgcn"]

# ----------------------------------------------------------------------------- bit fields


def test_one_bit_field_type():
    """The descriptor's rows are the bit-field words' BitFields, and read the same way."""
    kd = decode(bytes(range(64)), "gfx90a", 5)
    for word, table in WORDS:
        assert all(type(row) is BitField for row in table)
        rows = kd.rows(word)
        assert decode_word(kd.word(word), rows) == kd.fields()[word]
        assert BitWord32(rows).parse(kd.word(word).to_bytes(4, "little"))["_rest"] & \
            sum(row.mask for row in rows) == 0


def test_bitword_parse_build_sizeof():
    word = BitWord32([("A", 0, 4), ("B", 4, 1), ("C", 28, 4)])
    parsed = word.parse(bytes.fromhex("3f000080"))  # 0x8000003f
    assert parsed == {"A": 0xF, "B": 1, "C": 8, "_rest": 0x20}
    assert word.build(parsed) == bytes.fromhex("3f000080")
    assert word.sizeof() == 4


def test_get_set_field():
    assert get_field(0x00AC0000, 18, 2) == 3
    assert set_field(0, 29, 1, 1) == 0x20000000
    assert set_field(0xFFFFFFFF, 4, 4, 0) == 0xFFFFFF0F
    with pytest.raises(ValueError):
        set_field(0, 0, 2, 4)
    assert decode_word(0x60AC0000, [("WGP", 29, 1), ("IEEE", 23, 1)]) == {"WGP": 1, "IEEE": 1}
    assert encode_word({"WGP": 1, "IEEE": 1}, [("WGP", 29, 1), ("IEEE", 23, 1)]) == 0x20800000


# ----------------------------------------------------------------------------- the schemas


def test_kernel_descriptor_struct():
    data = bytes(range(64))
    parsed = KernelDescriptorStruct.parse(data)
    assert KernelDescriptorStruct.sizeof() == KERNEL_DESCRIPTOR_SIZE
    assert KernelDescriptorStruct.build(parsed) == data
    assert parsed.compute_pgm_rsrc1 == int.from_bytes(data[48:52], "little")
    assert parsed.kernarg_preload == int.from_bytes(data[58:60], "little")
    assert parsed.kernel_code_entry_byte_offset == int.from_bytes(data[16:24], "little")


def test_amd_kernel_code_struct():
    assert AmdKernelCodeStruct.sizeof() == 256
    data = bytes(range(256))
    assert AmdKernelCodeStruct.build(AmdKernelCodeStruct.parse(data)) == data
    end = 0
    for _, offset, size, _ in MEMBERS:
        assert offset == end
        end += size
    assert end == 256


# The field positions as AMDGPUUsage.rst and NEWER-FACTS.md give them ("msb:lsb"), typed
# independently of formats/kernel_descriptor.py: (word, field, processor, bits).
SPEC_BITS = [
    ("compute_pgm_rsrc1", "GRANULATED_WORKITEM_VGPR_COUNT", "gfx900", "5:0"),
    ("compute_pgm_rsrc1", "GRANULATED_WAVEFRONT_SGPR_COUNT", "gfx900", "9:6"),
    ("compute_pgm_rsrc1", "PRIORITY", "gfx900", "11:10"),
    ("compute_pgm_rsrc1", "FLOAT_ROUND_MODE_32", "gfx900", "13:12"),
    ("compute_pgm_rsrc1", "FLOAT_ROUND_MODE_16_64", "gfx900", "15:14"),
    ("compute_pgm_rsrc1", "FLOAT_DENORM_MODE_32", "gfx900", "17:16"),
    ("compute_pgm_rsrc1", "FLOAT_DENORM_MODE_16_64", "gfx900", "19:18"),
    ("compute_pgm_rsrc1", "PRIV", "gfx900", "20"),
    ("compute_pgm_rsrc1", "ENABLE_DX10_CLAMP", "gfx1100", "21"),
    ("compute_pgm_rsrc1", "ENABLE_WG_RR_EN", "gfx1200", "21"),
    ("compute_pgm_rsrc1", "DEBUG_MODE", "gfx900", "22"),
    ("compute_pgm_rsrc1", "ENABLE_IEEE_MODE", "gfx803", "23"),
    ("compute_pgm_rsrc1", "DISABLE_PERF", "gfx1201", "23"),
    ("compute_pgm_rsrc1", "BULKY", "gfx900", "24"),
    ("compute_pgm_rsrc1", "CDBG_USER", "gfx900", "25"),
    ("compute_pgm_rsrc1", "FP16_OVFL", "gfx900", "26"),
    ("compute_pgm_rsrc1", "WGP_MODE", "gfx1030", "29"),
    ("compute_pgm_rsrc1", "MEM_ORDERED", "gfx1030", "30"),
    ("compute_pgm_rsrc1", "FWD_PROGRESS", "gfx1030", "31"),
    ("compute_pgm_rsrc2", "ENABLE_PRIVATE_SEGMENT", "gfx900", "0"),
    ("compute_pgm_rsrc2", "USER_SGPR_COUNT", "gfx900", "5:1"),
    ("compute_pgm_rsrc2", "USER_SGPR_COUNT", "gfx1250", "6:1"),
    ("compute_pgm_rsrc2", "ENABLE_TRAP_HANDLER", "gfx900", "6"),
    ("compute_pgm_rsrc2", "ENABLE_DYNAMIC_VGPR", "gfx1200", "6"),
    ("compute_pgm_rsrc2", "ENABLE_SGPR_WORKGROUP_ID_X", "gfx900", "7"),
    ("compute_pgm_rsrc2", "ENABLE_SGPR_WORKGROUP_ID_Y", "gfx900", "8"),
    ("compute_pgm_rsrc2", "ENABLE_SGPR_WORKGROUP_ID_Z", "gfx900", "9"),
    ("compute_pgm_rsrc2", "ENABLE_SGPR_WORKGROUP_INFO", "gfx900", "10"),
    ("compute_pgm_rsrc2", "ENABLE_VGPR_WORKITEM_ID", "gfx900", "12:11"),
    ("compute_pgm_rsrc2", "ENABLE_EXCEPTION_ADDRESS_WATCH", "gfx900", "13"),
    ("compute_pgm_rsrc2", "ENABLE_EXCEPTION_MEMORY", "gfx900", "14"),
    ("compute_pgm_rsrc2", "GRANULATED_LDS_SIZE", "gfx900", "23:15"),
    ("compute_pgm_rsrc2", "ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION", "gfx900", "24"),
    ("compute_pgm_rsrc2", "ENABLE_EXCEPTION_FP_DENORMAL_SOURCE", "gfx900", "25"),
    ("compute_pgm_rsrc2", "ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO", "gfx900", "26"),
    ("compute_pgm_rsrc2", "ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW", "gfx900", "27"),
    ("compute_pgm_rsrc2", "ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW", "gfx900", "28"),
    ("compute_pgm_rsrc2", "ENABLE_EXCEPTION_IEEE_754_FP_INEXACT", "gfx900", "29"),
    ("compute_pgm_rsrc2", "ENABLE_EXCEPTION_INT_DIVIDE_BY_ZERO", "gfx900", "30"),
    ("compute_pgm_rsrc3", "ACCUM_OFFSET", "gfx90a", "5:0"),
    ("compute_pgm_rsrc3", "TG_SPLIT", "gfx942", "16"),
    ("compute_pgm_rsrc3", "SHARED_VGPR_COUNT", "gfx1030", "3:0"),
    ("compute_pgm_rsrc3", "INST_PREF_SIZE", "gfx1100", "9:4"),
    ("compute_pgm_rsrc3", "TRAP_ON_START", "gfx1100", "10"),
    ("compute_pgm_rsrc3", "TRAP_ON_END", "gfx1100", "11"),
    ("compute_pgm_rsrc3", "INST_PREF_SIZE", "gfx1200", "11:4"),
    ("compute_pgm_rsrc3", "GLG_EN", "gfx1200", "13"),
    ("compute_pgm_rsrc3", "IMAGE_OP", "gfx1100", "31"),
    ("kernel_code_properties", "ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER", "gfx900", "0"),
    ("kernel_code_properties", "ENABLE_SGPR_DISPATCH_PTR", "gfx900", "1"),
    ("kernel_code_properties", "ENABLE_SGPR_QUEUE_PTR", "gfx900", "2"),
    ("kernel_code_properties", "ENABLE_SGPR_KERNARG_SEGMENT_PTR", "gfx900", "3"),
    ("kernel_code_properties", "ENABLE_SGPR_DISPATCH_ID", "gfx900", "4"),
    ("kernel_code_properties", "ENABLE_SGPR_FLAT_SCRATCH_INIT", "gfx900", "5"),
    ("kernel_code_properties", "ENABLE_SGPR_PRIVATE_SEGMENT_SIZE", "gfx900", "6"),
    ("kernel_code_properties", "USES_CU_STORES", "gfx1250", "9"),
    ("kernel_code_properties", "ENABLE_WAVEFRONT_SIZE32", "gfx1030", "10"),
    ("kernel_code_properties", "USES_DYNAMIC_STACK", "gfx900", "11"),
    ("kernarg_preload", "KERNARG_PRELOAD_SPEC_LENGTH", "gfx90a", "6:0"),
    ("kernarg_preload", "KERNARG_PRELOAD_SPEC_OFFSET", "gfx90a", "15:7"),
]


@pytest.mark.parametrize(("word", "name", "proc", "bits"), SPEC_BITS,
                         ids=[f"{w}.{n}@{p}" for w, n, p, _ in SPEC_BITS])
def test_field_pinned_on_known_word(word, name, proc, bits):
    msb, _, lsb = bits.partition(":")
    msb, lsb = int(msb), int(lsb or msb)
    width = msb - lsb + 1
    value = (1 << width) - 1
    known = value << lsb  # e.g. 0x00003000 for FLOAT_ROUND_MODE_32
    kd = decode(bytes(64), proc, 5)
    setattr(kd, word, known)
    fields = kd.fields()[word]
    assert fields[name] == value
    others = {k: v for k, v in fields.items() if k != name and v}
    assert not others, f"{known:#010x} also sets {others}"


@pytest.mark.parametrize("proc", sorted(AMDGCN))
def test_fields_do_not_overlap_on_any_processor(proc):
    traits = descriptor_target(proc).traits
    for word, table in WORDS:
        taken = 0
        for row in fields_for(table, traits):
            assert not taken & row.mask, f"{proc} {word}.{row.name} overlaps"
            taken |= row.mask


def test_generation_predicates():
    gfx90a = KDTraits(9, 0, gfx90a=True)
    gfx1100 = KDTraits(11, 0, archfs=True)
    assert applies("gfx6-9", gfx90a) and not applies("gfx6-9", gfx1100)
    assert applies("gfx10+", gfx1100) and applies("archfs", gfx1100)
    assert applies("gfx90a", gfx90a) and not applies("!gfx90a", gfx90a)
    assert applies("gfx6-9 !gfx90a", KDTraits(9)) and not applies("gfx6-9 !gfx90a", gfx90a)
    assert applies("gfx1250", KDTraits(12, 5)) and not applies("gfx1250", KDTraits(12, 0))
    with pytest.raises(ValueError):
        applies("gfx", gfx90a)


# ----------------------------------------------------------------------------- the model


def test_known_llvm_words_decode():
    # the default descriptor llvm-mc-19 writes for gfx1100 with next_free_vgpr/sgpr 1
    data = bytearray(64)
    data[48:52] = (0x60AC0000).to_bytes(4, "little")
    data[52:56] = (0x00000080).to_bytes(4, "little")
    data[56:58] = (0x0400).to_bytes(2, "little")
    kd = decode(bytes(data), "gfx1100", 5)
    assert kd.wavefront_size == 32 and kd.next_free_vgpr == 8
    d = dict(kd.directives())
    assert d[".amdhsa_dx10_clamp"] == 1 and d[".amdhsa_ieee_mode"] == 1
    assert d[".amdhsa_workgroup_processor_mode"] == 1 and d[".amdhsa_memory_ordered"] == 1
    assert d[".amdhsa_float_denorm_mode_16_64"] == 3
    assert d[".amdhsa_enable_private_segment"] == 0
    assert ".amdhsa_reserve_flat_scratch" not in d  # architected flat scratch
    assert "; SHARED_VGPR_COUNT 0" in kd.lines()  # wave32: a comment, as llvm-objdump prints
    assert not kd.warnings


def test_gfx10_sgpr_granule_is_a_warning_not_an_error():
    data = bytearray(encode({".amdhsa_next_free_vgpr": 8, ".amdhsa_next_free_sgpr": 8},
                            "gfx1030"))
    data[48] |= 0xC0  # GRANULATED_WAVEFRONT_SGPR_COUNT = 3, as older compilers wrote
    kd = decode(bytes(data), "gfx1030", 4)
    assert any("must be zero on gfx10+" in w for w in kd.warnings)
    assert kd.directives()  # still printed
    assert kd.to_text("k").count("; warning:") == len(kd.warnings)


def test_reserved_bits_and_bytes_warn():
    data = bytearray(encode({".amdhsa_next_free_vgpr": 1, ".amdhsa_next_free_sgpr": 1},
                            "gfx900"))
    data[13] = 1  # reserved0
    data[50] |= 0x01 << 4  # RSRC1 bit 20: PRIV
    data[62] = 7  # reserved3
    kd = decode(bytes(data), "gfx900", 5, address=0x48)
    text = "\n".join(kd.warnings)
    assert "PRIV" in text and "reserved bytes 12..15" in text and "60..63" in text
    assert "not 64-byte aligned" in text
    assert kd.to_bytes() == bytes(data)
    assert "COMPUTE_PGM_RSRC1.PRIV" in kd.to_text("k")


def test_short_buffer_is_a_format_error():
    with pytest.raises(FormatError) as info:
        decode(bytes(10), "gfx900", 5, offset=0x40, source="x.o")
    assert "x.o" in str(info.value) and "0x40" in str(info.value)


def test_unknown_processor():
    with pytest.raises(TargetError):
        descriptor_target("sm_80")
    t = descriptor_target("gfx1299")  # unknown but well-formed: major/minor from the name
    assert (t.major, t.minor, t.stepping) == (12, 9, 9)
    # digits int() refuses: a superscript two, 5,000 nines (were ValueError, not TargetError)
    for name in ("gfx\u00b2-generic", "gfx" + "9" * 5000 + "-generic"):
        with pytest.raises(TargetError, match="unknown processor"):
            descriptor_target(name)


@settings(max_examples=300, deadline=None)
@given(data=st.binary(min_size=64, max_size=64), proc=st.sampled_from(sorted(AMDGCN)),
       cov=st.sampled_from([3, 4, 5, 6]))
def test_any_bytes_decode_and_print(data, proc, cov):
    kd = decode(data, proc, cov)
    assert kd.to_bytes() == data
    kd.lines()
    kd.to_text("k")
    assert isinstance(kd.warnings, list)


@pytest.mark.parametrize("proc", ["gfx600", "gfx700", "gfx803", "gfx900", "gfx90a:xnack-",
                                  "gfx942", "gfx1010", "gfx1030", "gfx1100", "gfx1201",
                                  "gfx1250", "gfx11-generic"])
def test_directive_set_defaults_are_llvm_defaults(proc):
    """Stating a directive at its listed default changes nothing."""
    base = [(".amdhsa_next_free_vgpr", 16), (".amdhsa_next_free_sgpr", 16)]
    if descriptor_target(proc).gfx90a_family:
        base.append((".amdhsa_accum_offset", 8))
    reference = encode(base, proc, 5)
    infos = directive_set(proc, 5)
    names = {i.name for i in infos}
    assert {".amdhsa_next_free_vgpr", ".amdhsa_next_free_sgpr"} <= names
    for info in infos:
        if info.required or info.default is None:
            continue
        assert encode([*base, (info.name, info.default)], proc, 5) == reference, info.name
        if info.max < 2**32 - 1:
            with pytest.raises(DescriptorError):
                encode([*base, (info.name, info.max + 1)], proc, 5)


def test_directive_set_by_generation():
    def names(p):
        return {i.name for i in directive_set(p, 5)}
    assert ".amdhsa_accum_offset" in names("gfx90a")
    assert ".amdhsa_accum_offset" not in names("gfx900")
    assert ".amdhsa_reserve_flat_scratch" not in names("gfx1100")
    assert ".amdhsa_enable_private_segment" in names("gfx942")
    assert ".amdhsa_round_robin_scheduling" in names("gfx1200")
    assert ".amdhsa_ieee_mode" not in names("gfx1200")
    assert ".amdhsa_user_sgpr_kernarg_preload_length" not in {
        i.name for i in directive_set("gfx90a", 3)}


def test_encode_errors():
    with pytest.raises(DescriptorError, match="is required"):
        encode({".amdhsa_next_free_vgpr": 1}, "gfx900")
    with pytest.raises(DescriptorError, match="unknown .amdhsa_kernel directive") as info:
        encode([(".amdhsa_nope", 1)], "gfx900")
    assert info.value.directive == ".amdhsa_nope"
    with pytest.raises(DescriptorError, match="cannot be repeated"):
        encode([(".amdhsa_next_free_vgpr", 1), (".amdhsa_next_free_vgpr", 1)], "gfx900")


def test_python_round_trip_through_text():
    rng = random.Random(7)
    for proc in ("gfx803", "gfx906", "gfx90a", "gfx1030", "gfx1151", "gfx1201"):
        t = descriptor_target(proc)
        for _ in range(30):
            items = {".amdhsa_next_free_vgpr": rng.randrange(0, 200),
                     ".amdhsa_next_free_sgpr": rng.randrange(0, 90),
                     ".amdhsa_float_round_mode_32": rng.randrange(4),
                     ".amdhsa_system_vgpr_workitem_id": rng.randrange(4),
                     ".amdhsa_user_sgpr_kernarg_segment_ptr": rng.randrange(2),
                     ".amdhsa_kernarg_size": rng.randrange(1000)}
            if t.gfx90a_family:
                items[".amdhsa_accum_offset"] = 4
            data = encode(items, proc, 5)
            text = decode(data, proc, 5).to_text("k")
            assert encode(parse_directives(text), proc, 5) == data


# ----------------------------------------------------------------------------- V2


def test_kernel_code_defaults_and_truncation():
    kc = default_kernel_code("gfx1030")
    assert kc.get("wavefront_size") == 5 and kc.get("enable_wavefront_size32") == 1
    assert kc.get("amd_machine_version_major") == 10 and kc.get("call_convention") == -1
    data = encode_kernel_code([("priority", 7), ("compute_pgm_rsrc1_vgprs", 3),
                               ("wavefront_sgpr_count", 70000)], "gfx900")
    k = decode_kernel_code(data)
    assert k.get("priority") == 3 and k.get("granulated_workitem_vgpr_count") == 3
    assert k.get("wavefront_sgpr_count") == 70000 & 0xFFFF
    assert int.from_bytes(data[48:56], "little") == 0xC03
    assert len(k.lines()) == len(AMD_KERNEL_CODE_FIELDS)


def test_kernel_code_text_round_trip_and_errors():
    data = encode_kernel_code([("workitem_vgpr_count", 9), ("call_convention", -3)], "gfx906")
    k = decode_kernel_code(data)
    assert encode_kernel_code(parse_kernel_code(k.to_text()), "gfx906") == data
    with pytest.raises(KernelCodeError, match="unexpected amd_kernel_code_t field name"):
        encode_kernel_code([("nope", 1)], "gfx906")
    with pytest.raises(KernelCodeError, match="only allowed on GFX10"):
        encode_kernel_code([("enable_wgp_mode", 1)], "gfx906")
    with pytest.raises(FormatError):
        decode_kernel_code(bytes(100))


def test_newer_directives_only_on_request():
    base = [(".amdhsa_next_free_vgpr", 1), (".amdhsa_next_free_sgpr", 1),
            (".amdhsa_inst_pref_size", 63)]
    with pytest.raises(DescriptorError, match="unknown"):
        encode(base, "gfx1100", 5)  # as llvm-mc-19
    kd = decode(encode(base, "gfx1100", 5, newer=True), "gfx1100", 5)
    assert kd.field("compute_pgm_rsrc3", "INST_PREF_SIZE") == 63
    with pytest.raises(DescriptorError, match="out of range"):
        encode([*base[:2], (".amdhsa_inst_pref_size", 64)], "gfx1100", 5, newer=True)
    assert decode(encode([*base[:2], (".amdhsa_inst_pref_size", 255)], "gfx1201", 5,
                         newer=True), "gfx1201", 5).compute_pgm_rsrc3 == 255 << 4
