"""The code object V2 ``amd_kernel_code_t`` (256 bytes) and its ``key = value`` field table.

Sources: AMDGPUUsage.rst ".amd_kernel_code_t" (which refers to the AMDGPU ABI's
amd_kernel_code_t) for the layout; the key names, their order and their alternative names are
those llvm-mc-15 prints and accepts in an ``.amd_kernel_code_t`` block (checked in
``tests/test_kernel_code_llvm.py``).

The header sits at the kernel's symbol in ``.text``; the machine code follows at
``kernel_code_entry_byte_offset`` (256 by default).
"""

from __future__ import annotations

from typing import NamedTuple

from ._lazy import lazy_schemas

__all__ = [
    "AMD_KERNEL_CODE_FIELDS",
    "AMD_KERNEL_CODE_SIZE",
    "MEMBERS",
    "AmdKernelCodeStruct",
    "KernelCodeField",
]

AMD_KERNEL_CODE_SIZE = 256

#: (member, byte offset, size in bytes, signed) in layout order
MEMBERS: tuple[tuple[str, int, int, bool], ...] = (
    ("amd_kernel_code_version_major", 0, 4, False),
    ("amd_kernel_code_version_minor", 4, 4, False),
    ("amd_machine_kind", 8, 2, False),
    ("amd_machine_version_major", 10, 2, False),
    ("amd_machine_version_minor", 12, 2, False),
    ("amd_machine_version_stepping", 14, 2, False),
    ("kernel_code_entry_byte_offset", 16, 8, True),
    ("kernel_code_prefetch_byte_offset", 24, 8, True),
    ("kernel_code_prefetch_byte_size", 32, 8, False),
    ("reserved0", 40, 8, False),  # was max_scratch_backing_memory_byte_size
    ("compute_pgm_resource_registers", 48, 8, False),  # RSRC1 in bits 31..0, RSRC2 in 63..32
    ("kernel_code_properties", 56, 4, False),
    ("workitem_private_segment_byte_size", 60, 4, False),
    ("workgroup_group_segment_byte_size", 64, 4, False),
    ("gds_segment_byte_size", 68, 4, False),
    ("kernarg_segment_byte_size", 72, 8, False),
    ("workgroup_fbarrier_count", 80, 4, False),
    ("wavefront_sgpr_count", 84, 2, False),
    ("workitem_vgpr_count", 86, 2, False),
    ("reserved_vgpr_first", 88, 2, False),
    ("reserved_vgpr_count", 90, 2, False),
    ("reserved_sgpr_first", 92, 2, False),
    ("reserved_sgpr_count", 94, 2, False),
    ("debug_wavefront_private_segment_offset_sgpr", 96, 2, False),
    ("debug_private_segment_buffer_sgpr", 98, 2, False),
    ("kernarg_segment_alignment", 100, 1, False),
    ("group_segment_alignment", 101, 1, False),
    ("private_segment_alignment", 102, 1, False),
    ("wavefront_size", 103, 1, False),
    ("call_convention", 104, 4, True),
    ("reserved3", 108, 12, False),
    ("runtime_loader_kernel_symbol", 120, 8, False),
    ("control_directives", 128, 128, False),
)

def _build_schemas() -> dict[str, object]:
    from construct import Bytes, Int8ul, Int16ul, Int32sl, Int32ul, Int64sl, Int64ul, Struct

    ints = {(1, False): Int8ul, (2, False): Int16ul, (4, False): Int32ul, (4, True): Int32sl,
            (8, False): Int64ul, (8, True): Int64sl}
    # the 256-byte structure with the spec's member names
    return {"AmdKernelCodeStruct": Struct(*[
        name / (ints[(size, signed)] if (size, signed) in ints else Bytes(size))
        for name, _, size, signed in MEMBERS
    ])}


# Built on first use: decoding works on ints and construct is slow to import.
__getattr__ = lazy_schemas(globals(), ("AmdKernelCodeStruct",), _build_schemas)


class KernelCodeField(NamedTuple):
    """One ``key = value`` line: the printed key, the other key llvm-mc accepts, the member it
    lives in, and its bits there (``lsb``, ``width``; the whole member for plain fields)."""

    key: str
    alias: str
    member: str
    lsb: int
    width: int


def _plain(key: str, alias: str | None = None, member: str | None = None) -> KernelCodeField:
    member = member or key
    size = next(s for n, _, s, _ in MEMBERS if n == member)
    return KernelCodeField(key, alias or key, member, 0, size * 8)


def _rsrc1(key: str, alias: str, lsb: int, width: int) -> KernelCodeField:
    return KernelCodeField(key, "compute_pgm_rsrc1_" + alias, "compute_pgm_resource_registers",
                           lsb, width)


def _rsrc2(key: str, alias: str, lsb: int, width: int) -> KernelCodeField:
    return KernelCodeField(key, "compute_pgm_rsrc2_" + alias, "compute_pgm_resource_registers",
                           32 + lsb, width)


def _prop(key: str, lsb: int, width: int = 1) -> KernelCodeField:
    return KernelCodeField(key, key, "kernel_code_properties", lsb, width)


#: every key in the order llvm-mc-15 prints them
AMD_KERNEL_CODE_FIELDS: tuple[KernelCodeField, ...] = (
    _plain("amd_code_version_major", "kernel_code_version_major", "amd_kernel_code_version_major"),
    _plain("amd_code_version_minor", "kernel_code_version_minor", "amd_kernel_code_version_minor"),
    _plain("amd_machine_kind", "machine_kind"),
    _plain("amd_machine_version_major", "machine_version_major"),
    _plain("amd_machine_version_minor", "machine_version_minor"),
    _plain("amd_machine_version_stepping", "machine_version_stepping"),
    _plain("kernel_code_entry_byte_offset"),
    _plain("kernel_code_prefetch_byte_size"),
    _rsrc1("granulated_workitem_vgpr_count", "vgprs", 0, 6),
    _rsrc1("granulated_wavefront_sgpr_count", "sgprs", 6, 4),
    _rsrc1("priority", "priority", 10, 2),
    _rsrc1("float_mode", "float_mode", 12, 8),
    _rsrc1("priv", "priv", 20, 1),
    _rsrc1("enable_dx10_clamp", "dx10_clamp", 21, 1),
    _rsrc1("debug_mode", "debug_mode", 22, 1),
    _rsrc1("enable_ieee_mode", "ieee_mode", 23, 1),
    _rsrc1("enable_wgp_mode", "wgp_mode", 29, 1),
    _rsrc1("enable_mem_ordered", "mem_ordered", 30, 1),
    _rsrc1("enable_fwd_progress", "fwd_progress", 31, 1),
    _rsrc2("enable_sgpr_private_segment_wave_byte_offset", "scratch_en", 0, 1),
    _rsrc2("user_sgpr_count", "user_sgpr", 1, 5),
    _rsrc2("enable_trap_handler", "trap_handler", 6, 1),
    _rsrc2("enable_sgpr_workgroup_id_x", "tgid_x_en", 7, 1),
    _rsrc2("enable_sgpr_workgroup_id_y", "tgid_y_en", 8, 1),
    _rsrc2("enable_sgpr_workgroup_id_z", "tgid_z_en", 9, 1),
    _rsrc2("enable_sgpr_workgroup_info", "tg_size_en", 10, 1),
    _rsrc2("enable_vgpr_workitem_id", "tidig_comp_cnt", 11, 2),
    _rsrc2("enable_exception_msb", "excp_en_msb", 13, 2),
    _rsrc2("granulated_lds_size", "lds_size", 15, 9),
    _rsrc2("enable_exception", "excp_en", 24, 7),
    _prop("enable_sgpr_private_segment_buffer", 0),
    _prop("enable_sgpr_dispatch_ptr", 1),
    _prop("enable_sgpr_queue_ptr", 2),
    _prop("enable_sgpr_kernarg_segment_ptr", 3),
    _prop("enable_sgpr_dispatch_id", 4),
    _prop("enable_sgpr_flat_scratch_init", 5),
    _prop("enable_sgpr_private_segment_size", 6),
    _prop("enable_sgpr_grid_workgroup_count_x", 7),
    _prop("enable_sgpr_grid_workgroup_count_y", 8),
    _prop("enable_sgpr_grid_workgroup_count_z", 9),
    _prop("enable_wavefront_size32", 10),
    _prop("enable_ordered_append_gds", 16),
    _prop("private_element_size", 17, 2),
    _prop("is_ptr64", 19),
    _prop("is_dynamic_callstack", 20),
    _prop("is_debug_enabled", 21),
    _prop("is_xnack_enabled", 22),
    _plain("workitem_private_segment_byte_size"),
    _plain("workgroup_group_segment_byte_size"),
    _plain("gds_segment_byte_size"),
    _plain("kernarg_segment_byte_size"),
    _plain("workgroup_fbarrier_count"),
    _plain("wavefront_sgpr_count"),
    _plain("workitem_vgpr_count"),
    _plain("reserved_vgpr_first"),
    _plain("reserved_vgpr_count"),
    _plain("reserved_sgpr_first"),
    _plain("reserved_sgpr_count"),
    _plain("debug_wavefront_private_segment_offset_sgpr"),
    _plain("debug_private_segment_buffer_sgpr"),
    _plain("kernarg_segment_alignment"),
    _plain("group_segment_alignment"),
    _plain("private_segment_alignment"),
    _plain("wavefront_size"),
    _plain("call_convention"),
    _plain("runtime_loader_kernel_symbol"),
)
