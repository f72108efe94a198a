"""The 64-byte AMDHSA kernel descriptor and its per-generation bit-field tables.

Sources: AMDGPUUsage.rst, "Kernel Descriptor" (tables amdgpu-amdhsa-kernel-descriptor-v3-table,
compute_pgm_rsrc1/2/3 for each generation, "Code Object V3 Kernel Descriptor") and
NEWER-FACTS.md "Kernel descriptor" for gfx11, gfx12 and gfx12.5.  Which field exists on which
processor, and how ``llvm-objdump-19`` prints it, was checked against llvm-mc-19 / llvm-objdump-19
(see ``tests/test_descriptor_llvm.py``).

Every word is described once, as ``BitField`` rows (formats/bitfields.py, the one bit-field
type) ``(name, lsb, width, generations, directive, show)``; the same rows drive decoding,
encoding, the ``.amdhsa_*`` directive set of a target and the reserved-bit validation.  ``generations`` is a small predicate language evaluated by
``applies()`` against ``KDTraits``:

* ``all``                           every processor
* ``gfx9+`` ``gfx6-11`` ``gfx12``   by major version (inclusive ranges)
* ``gfx90a``                        the gfx90a family (gfx90a, gfx940-942, gfx950): AGPR
                                    accumulation offset, TG split, kernarg preload
* ``archfs`` / ``!archfs``          architected flat scratch (gfx940-942, gfx950, gfx11+)
* ``gfx1250`` / ``!gfx1250``        gfx12.5 (gfx1250, gfx1251, gfx12-5-generic)
* ``kernarg_preload``               kernarg preloading (LLVM 22's FeatureKernargPreload: the
                                    gfx90a family and gfx12.5)
* several tokens separated by spaces must all hold.

``show`` says how llvm-objdump 19 prints the field (the order of the rows is its order):

* ``directive``  ``<directive> <value>``
* ``nonzero``    the directive, only when the value is not 0
* ``comment``    ``; <FIELD> <value>`` (fields with no directive LLVM 19 accepts)
* ``wave64``     the directive in wave64, a ``; <FIELD>`` comment in wave32
* ``cov5``       the directive, for code object V5 and later only
* ``derived``    a directive computed from the field (register counts, accum offset)
* ``reserved``   llvm-objdump refuses a descriptor with the field non-zero
* ``hidden``     neither printed nor checked by llvm-objdump
"""

# (no `from __future__ import annotations` here: a NamedTuple's string annotations are
# compiled into typing.ForwardRefs when the class is made, on every start)
import re
from functools import lru_cache
from typing import NamedTuple

from ._layout import Layout
from ._lazy import lazy_schemas
from .bitfields import BitField

__all__ = [
    "COMPUTE_PGM_RSRC1",
    "COMPUTE_PGM_RSRC2",
    "COMPUTE_PGM_RSRC3",
    "KERNARG_PRELOAD",
    "KERNEL_CODE_PROPERTIES",
    "KERNEL_DESCRIPTOR",
    "KERNEL_DESCRIPTOR_SIZE",
    "RESERVED_BYTES",
    "WORDS",
    "WORD_OFFSETS",
    "FloatDenormMode",
    "FloatRoundMode",
    "KDTraits",
    "KernelDescriptorStruct",
    "applies",
    "fields_for",
]

#: The 64-byte descriptor with the spec's field names (AMDGPUUsage.rst "Kernel Descriptor",
#: NEWER-FACTS.md "Kernel descriptor"); the one declaration of its layout.
KERNEL_DESCRIPTOR = Layout("KernelDescriptorStruct", (
    ("group_segment_fixed_size", "I"),
    ("private_segment_fixed_size", "I"),
    ("kernarg_size", "I"),
    ("reserved0", "4s"),
    ("kernel_code_entry_byte_offset", "q"),
    ("reserved1", "20s"),
    ("compute_pgm_rsrc3", "I"),
    ("compute_pgm_rsrc1", "I"),
    ("compute_pgm_rsrc2", "I"),
    ("kernel_code_properties", "H"),
    ("kernarg_preload", "H"),
    ("reserved3", "4s"),
))
KERNEL_DESCRIPTOR_SIZE = KERNEL_DESCRIPTOR.size

# Built on first use: the decoder works on ints and construct is slow to import.
__getattr__ = lazy_schemas(globals(), ("KernelDescriptorStruct",),
                           lambda: {"KernelDescriptorStruct": KERNEL_DESCRIPTOR.schema()})

#: byte offset of each bit-field word inside the descriptor
WORD_OFFSETS = {
    name: KERNEL_DESCRIPTOR.offset(name)
    for name in ("compute_pgm_rsrc3", "compute_pgm_rsrc1", "compute_pgm_rsrc2",
                 "kernel_code_properties", "kernarg_preload")
}

#: reserved byte ranges (name, offset, size); llvm-objdump refuses a descriptor with any set
RESERVED_BYTES = tuple((name, KERNEL_DESCRIPTOR.offset(name), KERNEL_DESCRIPTOR.field_size(name))
                       for name in KERNEL_DESCRIPTOR.names if name.startswith("reserved"))


class FloatRoundMode:
    """FLOAT_ROUND_MODE_* values (AMDGPUUsage "Floating Point Rounding Mode Enumeration Values")."""

    NEAR_EVEN = 0
    PLUS_INFINITY = 1
    MINUS_INFINITY = 2
    ZERO = 3


class FloatDenormMode:
    """FLOAT_DENORM_MODE_* values (AMDGPUUsage "Floating Point Denorm Mode Enumeration Values")."""

    FLUSH_SRC_DST = 0
    FLUSH_DST = 1
    FLUSH_SRC = 2
    FLUSH_NONE = 3


class KDTraits(NamedTuple):
    """What the field tables need to know about a processor.

    ``major``/``minor`` are the gfx IP version (gfx90a -> 9, 0; gfx1151 -> 11, 5).
    ``gfx90a`` marks the gfx90a family, ``archfs`` architected flat scratch.
    """

    major: int
    minor: int = 0
    gfx90a: bool = False
    archfs: bool = False


_RANGE = re.compile(r"^gfx(\d+)(?:-(\d+)|(\+))?$")


def applies(generations: str, traits: KDTraits) -> bool:
    """Whether a ``generations`` predicate holds for ``traits``."""
    for token in generations.split():
        negate = token.startswith("!")
        name = token[1:] if negate else token
        if name == "all":
            ok = True
        elif name == "gfx90a":
            ok = traits.gfx90a
        elif name == "archfs":
            ok = traits.archfs
        elif name == "gfx1250":
            ok = traits.major == 12 and traits.minor == 5
        elif name == "kernarg_preload":
            ok = traits.gfx90a or (traits.major == 12 and traits.minor == 5)
        else:
            m = _RANGE.match(name)
            if not m:
                raise ValueError(f"bad generation token {token!r}")
            low = int(m.group(1))
            if m.group(3):
                ok = traits.major >= low
            elif m.group(2):
                ok = low <= traits.major <= int(m.group(2))
            else:
                ok = traits.major == low
        if ok == negate:
            return False
    return True


_D = ".amdhsa_"

#: COMPUTE_PGM_RSRC1 (AMDGPUUsage "compute_pgm_rsrc1 for GFX6-GFX12")
COMPUTE_PGM_RSRC1: tuple[BitField, ...] = (
    BitField("GRANULATED_WORKITEM_VGPR_COUNT", 0, 6, "all", _D + "next_free_vgpr", "derived"),
    # must be 0 on gfx10+ (128 SGPRs are always allocated); older compilers set it anyway
    BitField("GRANULATED_WAVEFRONT_SGPR_COUNT", 6, 4, "all", _D + "next_free_sgpr", "derived"),
    BitField("PRIORITY", 10, 2, "all", None, "reserved"),
    BitField("FLOAT_ROUND_MODE_32", 12, 2, "all", _D + "float_round_mode_32"),
    BitField("FLOAT_ROUND_MODE_16_64", 14, 2, "all", _D + "float_round_mode_16_64"),
    BitField("FLOAT_DENORM_MODE_32", 16, 2, "all", _D + "float_denorm_mode_32"),
    BitField("FLOAT_DENORM_MODE_16_64", 18, 2, "all", _D + "float_denorm_mode_16_64"),
    BitField("PRIV", 20, 1, "all", None, "reserved"),
    BitField("ENABLE_DX10_CLAMP", 21, 1, "gfx6-11", _D + "dx10_clamp"),
    BitField("DEBUG_MODE", 22, 1, "all", None, "reserved"),
    BitField("ENABLE_IEEE_MODE", 23, 1, "gfx6-11", _D + "ieee_mode"),
    BitField("DISABLE_PERF", 23, 1, "gfx12+", None, "hidden"),
    BitField("BULKY", 24, 1, "all", None, "reserved"),
    BitField("CDBG_USER", 25, 1, "all", None, "reserved"),
    BitField("FP16_OVFL", 26, 1, "gfx9+", _D + "fp16_overflow"),
    BitField("RESERVED0", 26, 1, "gfx6-8", None, "reserved"),
    # LLVM 22's AMDGPUUsage "compute_pgm_rsrc1": bit 27 is FLAT_SCRATCH_IS_NV on GFX125*
    BitField("FLAT_SCRATCH_IS_NV", 27, 1, "gfx1250", None, "comment"),
    BitField("RESERVED1", 27, 2, "!gfx1250", None, "reserved"),
    BitField("RESERVED1", 28, 1, "gfx1250", None, "reserved"),
    BitField("RESERVED2", 29, 3, "gfx6-9", None, "reserved"),
    # gfx1250 has no WGP mode (LLVM 22 AMDGPUBaseInfo supportsWGP; FeatureCuMode)
    BitField("WGP_MODE", 29, 1, "gfx10+ !gfx1250", _D + "workgroup_processor_mode"),
    BitField("MEM_ORDERED", 30, 1, "gfx10+", _D + "memory_ordered"),
    BitField("FWD_PROGRESS", 31, 1, "gfx10+", _D + "forward_progress"),
    # printed after the gfx10 bits although it is bit 21
    BitField("ENABLE_WG_RR_EN", 21, 1, "gfx12+", _D + "round_robin_scheduling"),
)

#: COMPUTE_PGM_RSRC2 (AMDGPUUsage "compute_pgm_rsrc2 for GFX6-GFX12")
COMPUTE_PGM_RSRC2: tuple[BitField, ...] = (
    BitField("ENABLE_PRIVATE_SEGMENT", 0, 1, "!archfs",
            _D + "system_sgpr_private_segment_wavefront_offset"),
    BitField("ENABLE_PRIVATE_SEGMENT", 0, 1, "archfs", _D + "enable_private_segment"),
    BitField("USER_SGPR_COUNT", 1, 5, "!gfx1250", _D + "user_sgpr_count", "hidden"),
    BitField("USER_SGPR_COUNT", 1, 6, "gfx1250", _D + "user_sgpr_count", "hidden"),
    BitField("ENABLE_TRAP_HANDLER", 6, 1, "gfx6-11", None, "hidden"),
    BitField("ENABLE_DYNAMIC_VGPR", 6, 1, "gfx12 !gfx1250", None, "hidden"),
    BitField("ENABLE_SGPR_WORKGROUP_ID_X", 7, 1, "all", _D + "system_sgpr_workgroup_id_x"),
    BitField("ENABLE_SGPR_WORKGROUP_ID_Y", 8, 1, "all", _D + "system_sgpr_workgroup_id_y"),
    BitField("ENABLE_SGPR_WORKGROUP_ID_Z", 9, 1, "all", _D + "system_sgpr_workgroup_id_z"),
    BitField("ENABLE_SGPR_WORKGROUP_INFO", 10, 1, "all", _D + "system_sgpr_workgroup_info"),
    BitField("ENABLE_VGPR_WORKITEM_ID", 11, 2, "all", _D + "system_vgpr_workitem_id"),
    BitField("ENABLE_EXCEPTION_ADDRESS_WATCH", 13, 1, "all", None, "reserved"),
    BitField("ENABLE_EXCEPTION_MEMORY", 14, 1, "all", None, "reserved"),
    BitField("GRANULATED_LDS_SIZE", 15, 9, "all", None, "reserved"),
    BitField("ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION", 24, 1, "all",
            _D + "exception_fp_ieee_invalid_op"),
    BitField("ENABLE_EXCEPTION_FP_DENORMAL_SOURCE", 25, 1, "all", _D + "exception_fp_denorm_src"),
    BitField("ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO", 26, 1, "all",
            _D + "exception_fp_ieee_div_zero"),
    BitField("ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW", 27, 1, "all",
            _D + "exception_fp_ieee_overflow"),
    BitField("ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW", 28, 1, "all",
            _D + "exception_fp_ieee_underflow"),
    BitField("ENABLE_EXCEPTION_IEEE_754_FP_INEXACT", 29, 1, "all", _D + "exception_fp_ieee_inexact"),
    BitField("ENABLE_EXCEPTION_INT_DIVIDE_BY_ZERO", 30, 1, "all", _D + "exception_int_div_zero"),
    BitField("RESERVED0", 31, 1, "all", None, "reserved"),
)

#: COMPUTE_PGM_RSRC3 (AMDGPUUsage "compute_pgm_rsrc3 for GFX90A/GFX942", "... GFX10-GFX12";
#: NEWER-FACTS.md for gfx11/gfx12).  Zero-width generations: gfx6-9 outside the gfx90a
#: family have no RSRC3 (the whole word is reserved).
COMPUTE_PGM_RSRC3: tuple[BitField, ...] = (
    BitField("ACCUM_OFFSET", 0, 6, "gfx90a", _D + "accum_offset", "derived"),
    BitField("RESERVED0", 6, 10, "gfx90a", None, "reserved"),
    BitField("TG_SPLIT", 16, 1, "gfx90a", _D + "tg_split"),
    BitField("RESERVED1", 17, 15, "gfx90a", None, "reserved"),
    BitField("SHARED_VGPR_COUNT", 0, 4, "gfx10-11", _D + "shared_vgpr_count", "wave64"),
    BitField("RESERVED0", 0, 4, "gfx12+", None, "reserved"),
    BitField("INST_PREF_SIZE", 4, 6, "gfx11", _D + "inst_pref_size", "comment"),
    BitField("TRAP_ON_START", 10, 1, "gfx11", None, "comment"),
    BitField("TRAP_ON_END", 11, 1, "gfx11", None, "comment"),
    BitField("INST_PREF_SIZE", 4, 8, "gfx12+ !gfx1250", _D + "inst_pref_size", "comment"),
    # llvm-objdump-22 (gfx12.5's referee) prints it as a directive
    BitField("INST_PREF_SIZE", 4, 8, "gfx1250", _D + "inst_pref_size"),
    BitField("RESERVED1", 4, 8, "gfx10", None, "reserved"),
    BitField("RESERVED2", 12, 1, "gfx10+", None, "reserved"),
    BitField("GLG_EN", 13, 1, "gfx12+", None, "comment"),
    BitField("RESERVED3", 13, 1, "gfx10-11", None, "reserved"),
    # LLVM 22's AMDGPUUsage "compute_pgm_rsrc3 for GFX12": GFX125* fields in bits 14..21
    BitField("NAMED_BAR_CNT", 14, 3, "gfx1250", _D + "named_barrier_count"),
    BitField("ENABLE_DYNAMIC_VGPR", 17, 1, "gfx1250", None, "comment"),
    BitField("TCP_SPLIT", 18, 3, "gfx1250", None, "comment"),
    BitField("ENABLE_DIDT_THROTTLE", 21, 1, "gfx1250", None, "comment"),
    BitField("RESERVED4", 14, 17, "gfx10+ !gfx1250", None, "reserved"),
    BitField("RESERVED4", 22, 9, "gfx1250", None, "reserved"),
    BitField("IMAGE_OP", 31, 1, "gfx11+", None, "comment"),
    BitField("RESERVED5", 31, 1, "gfx10", None, "reserved"),
    BitField("RESERVED", 0, 32, "gfx6-9 !gfx90a", None, "reserved"),
)

#: kernel_code_properties (AMDGPUUsage "Code Object V3 Kernel Descriptor" bits 448..463)
KERNEL_CODE_PROPERTIES: tuple[BitField, ...] = (
    BitField("ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER", 0, 1, "!archfs",
            _D + "user_sgpr_private_segment_buffer"),
    BitField("ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER", 0, 1, "archfs", None, "hidden"),
    BitField("ENABLE_SGPR_DISPATCH_PTR", 1, 1, "all", _D + "user_sgpr_dispatch_ptr"),
    BitField("ENABLE_SGPR_QUEUE_PTR", 2, 1, "all", _D + "user_sgpr_queue_ptr"),
    BitField("ENABLE_SGPR_KERNARG_SEGMENT_PTR", 3, 1, "all", _D + "user_sgpr_kernarg_segment_ptr"),
    BitField("ENABLE_SGPR_DISPATCH_ID", 4, 1, "all", _D + "user_sgpr_dispatch_id"),
    BitField("ENABLE_SGPR_FLAT_SCRATCH_INIT", 5, 1, "!archfs", _D + "user_sgpr_flat_scratch_init"),
    BitField("ENABLE_SGPR_FLAT_SCRATCH_INIT", 5, 1, "archfs", None, "hidden"),
    BitField("ENABLE_SGPR_PRIVATE_SEGMENT_SIZE", 6, 1, "all",
            _D + "user_sgpr_private_segment_size"),
    BitField("RESERVED0", 7, 3, "!gfx1250", None, "reserved"),
    BitField("RESERVED0", 7, 2, "gfx1250", None, "reserved"),
    # not printed by llvm-objdump-22
    BitField("USES_CU_STORES", 9, 1, "gfx1250", None, "hidden"),
    BitField("ENABLE_WAVEFRONT_SIZE32", 10, 1, "gfx10+", _D + "wavefront_size32"),
    BitField("ENABLE_WAVEFRONT_SIZE32", 10, 1, "gfx9", None, "reserved"),
    BitField("ENABLE_WAVEFRONT_SIZE32", 10, 1, "gfx6-8", None, "hidden"),
    BitField("USES_DYNAMIC_STACK", 11, 1, "all", _D + "uses_dynamic_stack", "cov5"),
    BitField("RESERVED1", 12, 4, "all", None, "reserved"),
)

#: kernarg_preload (NEWER-FACTS.md: bytes 58-59); llvm-objdump prints only non-zero parts
KERNARG_PRELOAD: tuple[BitField, ...] = (
    BitField("KERNARG_PRELOAD_SPEC_LENGTH", 0, 7, "all",
            _D + "user_sgpr_kernarg_preload_length", "nonzero"),
    BitField("KERNARG_PRELOAD_SPEC_OFFSET", 7, 9, "all",
            _D + "user_sgpr_kernarg_preload_offset", "nonzero"),
)

#: the words in the order llvm-objdump prints them
WORDS: tuple[tuple[str, tuple[BitField, ...]], ...] = (
    ("compute_pgm_rsrc3", COMPUTE_PGM_RSRC3),
    ("compute_pgm_rsrc1", COMPUTE_PGM_RSRC1),
    ("compute_pgm_rsrc2", COMPUTE_PGM_RSRC2),
    ("kernel_code_properties", KERNEL_CODE_PROPERTIES),
    ("kernarg_preload", KERNARG_PRELOAD),
)


@lru_cache(maxsize=512)
def fields_for(table: tuple[BitField, ...], traits: KDTraits) -> tuple[BitField, ...]:
    """The rows of ``table`` that exist on a processor with ``traits``."""
    return tuple(row for row in table if applies(row.generations, traits))
