"""Kernel arguments in one shape for every code object version (`KernelArgument`).

V3-V6 metadata lists a kernel's arguments under ``.args`` with snake_case keys and values
(``.value_kind: global_buffer``, ``.offset``); V2 lists them under ``Args`` in CamelCase
(``ValueKind: GlobalBuffer``) with an ``Align`` instead of an offset.  `kernel_arguments` reads
either into `KernelArgument` records with the V3 spellings, laying V2 offsets out from ``Align``
as `codeobj.metadata.convert` does (AMDGPUUsage, "Code Object V2/V3 Metadata").  Each record keeps
its raw metadata map (``raw``); a value of the wrong type reads as absent, never as an error.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .._record import field, record
from .convert import ACCESS, ADDRESS_SPACES, VALUE_KINDS

__all__ = ["KernelArgument", "kernel_arguments"]


@record(frozen=True)
class KernelArgument:
    """One kernel argument (V2-V6 alike; names and values as V3 metadata spells them)."""

    name: str | None
    type_name: str | None
    size: int
    offset: int  # in the kernarg segment
    value_kind: str  # "by_value", "global_buffer", "hidden_global_offset_x", ...
    address_space: str | None = None  # "global", "constant", ... for pointers
    access: str | None = None  # "read_only", "write_only", "read_write"
    actual_access: str | None = None
    pointee_align: int | None = None  # dynamic_shared_pointer only
    is_const: bool = False
    is_restrict: bool = False
    is_volatile: bool = False
    is_pipe: bool = False
    raw: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    @property
    def is_hidden(self) -> bool:
        """True for the arguments the runtime fills in (``hidden_*`` value kinds)."""
        return self.value_kind.startswith("hidden_")


def _str(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _int(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _bool(value: object) -> bool:
    return value is True


def _v3(arg: dict[str, Any]) -> KernelArgument:
    return KernelArgument(
        name=_str(arg.get(".name")), type_name=_str(arg.get(".type_name")),
        size=_int(arg.get(".size")) or 0, offset=_int(arg.get(".offset")) or 0,
        value_kind=_str(arg.get(".value_kind")) or "",
        address_space=_str(arg.get(".address_space")), access=_str(arg.get(".access")),
        actual_access=_str(arg.get(".actual_access")),
        pointee_align=_int(arg.get(".pointee_align")), is_const=_bool(arg.get(".is_const")),
        is_restrict=_bool(arg.get(".is_restrict")), is_volatile=_bool(arg.get(".is_volatile")),
        is_pipe=_bool(arg.get(".is_pipe")), raw=arg)


def _spelled(table: Mapping[str, str | None], value: object) -> str | None:
    """The V3 spelling of a V2 enum value (an unknown spelling is kept as written)."""
    if not isinstance(value, str):
        return None
    return table.get(value, value)


def _v2(arg: dict[str, Any], offset: int) -> KernelArgument:
    return KernelArgument(
        name=_str(arg.get("Name")), type_name=_str(arg.get("TypeName")),
        size=_int(arg.get("Size")) or 0, offset=offset,
        value_kind=_spelled(VALUE_KINDS, arg.get("ValueKind")) or "",
        address_space=_spelled(ADDRESS_SPACES, arg.get("AddrSpaceQual")),
        access=_spelled(ACCESS, arg.get("AccQual")),
        actual_access=_spelled(ACCESS, arg.get("ActualAccQual")),
        pointee_align=_int(arg.get("PointeeAlign")), is_const=_bool(arg.get("IsConst")),
        is_restrict=_bool(arg.get("IsRestrict")), is_volatile=_bool(arg.get("IsVolatile")),
        is_pipe=_bool(arg.get("IsPipe")), raw=arg)


def kernel_arguments(kernel_metadata: dict[str, Any] | None) -> list[KernelArgument]:
    """The arguments of one kernel's metadata record (V3+ ``.args`` or V2 ``Args``)."""
    if not isinstance(kernel_metadata, dict):
        return []
    v3 = kernel_metadata.get(".args")
    if isinstance(v3, list):
        return [_v3(a) for a in v3 if isinstance(a, dict)]
    v2 = kernel_metadata.get("Args")
    if not isinstance(v2, list):
        return []
    out, offset = [], 0
    for arg in v2:
        if not isinstance(arg, dict):
            continue
        align = _int(arg.get("Align")) or 1
        offset = (offset + align - 1) // align * align if align > 0 else offset
        out.append(_v2(arg, offset))
        offset += _int(arg.get("Size")) or 0
    return out
