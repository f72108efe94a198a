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

from ._layout import Layout
from ._lazy import lazy_schemas

__all__ = [
    "AMD_KERNEL_CODE",
    "AMD_KERNEL_CODE_FIELDS",
    "AMD_KERNEL_CODE_SIZE",
    "MEMBERS",
    "AmdKernelCodeStruct",
    "KernelCodeField",
]

#: The 256-byte structure with the spec's member names, in layout order: the one declaration.
AMD_KERNEL_CODE = Layout("AmdKernelCodeStruct", (
    ("amd_kernel_code_version_major", "I"),
    ("amd_kernel_code_version_minor", "I"),
    ("amd_machine_kind", "H"),
    ("amd_machine_version_major", "H"),
    ("amd_machine_version_minor", "H"),
    ("amd_machine_version_stepping", "H"),
    ("kernel_code_entry_byte_offset", "q"),
    ("kernel_code_prefetch_byte_offset", "q"),
    ("kernel_code_prefetch_byte_size", "Q"),
    ("reserved0", "Q"),  # was max_scratch_backing_memory_byte_size
    ("compute_pgm_resource_registers", "Q"),  # RSRC1 in bits 31..0, RSRC2 in 63..32
    ("kernel_code_properties", "I"),
    ("workitem_private_segment_byte_size", "I"),
    ("workgroup_group_segment_byte_size", "I"),
    ("gds_segment_byte_size", "I"),
    ("kernarg_segment_byte_size", "Q"),
    ("workgroup_fbarrier_count", "I"),
    ("wavefront_sgpr_count", "H"),
    ("workitem_vgpr_count", "H"),
    ("reserved_vgpr_first", "H"),
    ("reserved_vgpr_count", "H"),
    ("reserved_sgpr_first", "H"),
    ("reserved_sgpr_count", "H"),
    ("debug_wavefront_private_segment_offset_sgpr", "H"),
    ("debug_private_segment_buffer_sgpr", "H"),
    ("kernarg_segment_alignment", "B"),
    ("group_segment_alignment", "B"),
    ("private_segment_alignment", "B"),
    ("wavefront_size", "B"),
    ("call_convention", "i"),
    ("reserved3", "12s"),
    ("runtime_loader_kernel_symbol", "Q"),
    ("control_directives", "128s"),
))
AMD_KERNEL_CODE_SIZE = AMD_KERNEL_CODE.size

#: (member, byte offset, size in bytes, signed) in layout order; members over 8 bytes are bytes
MEMBERS: tuple[tuple[str, int, int, bool], ...] = tuple(
    (name, AMD_KERNEL_CODE.offset(name), AMD_KERNEL_CODE.field_size(name),
     code in ("b", "h", "i", "q"))
    for name, code in AMD_KERNEL_CODE.fields
)


# Built on first use: decoding works on ints and construct is slow to import.
__getattr__ = lazy_schemas(globals(), ("AmdKernelCodeStruct",),
                           lambda: {"AmdKernelCodeStruct": AMD_KERNEL_CODE.schema()})


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
