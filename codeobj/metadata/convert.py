"""Converting V2 code object metadata (YAML, AMDGPUUsage "Code Object V2 Metadata") to the V3
MsgPack form ("Code Object V3 Metadata"), where the two say the same thing.

The mapping is a table: each V2 key with its V3 name and a value conversion.  What V2 says
and V3 cannot (``IsXNACKEnabled``, which V3 moved into e_flags; the deprecated ``ValueType``;
``DebugProps``) is dropped and reported.  V3 argument offsets, which V2 does not record, are
laid out from each argument's ``Align`` the way the compiler lays out the kernarg segment.
Checked against LLVM 15, which writes both forms for the same source (tests/test_metadata_convert.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..errors import MetadataError

__all__ = ["ConversionResult", "v2_to_v3"]

# V2 ValueKind -> V3 .value_kind (the hidden multigrid argument is not a plain snake_case).
VALUE_KINDS = {
    "ByValue": "by_value", "GlobalBuffer": "global_buffer",
    "DynamicSharedPointer": "dynamic_shared_pointer", "Sampler": "sampler", "Image": "image",
    "Pipe": "pipe", "Queue": "queue", "HiddenGlobalOffsetX": "hidden_global_offset_x",
    "HiddenGlobalOffsetY": "hidden_global_offset_y", "HiddenGlobalOffsetZ": "hidden_global_offset_z",
    "HiddenNone": "hidden_none", "HiddenPrintfBuffer": "hidden_printf_buffer",
    "HiddenHostcallBuffer": "hidden_hostcall_buffer", "HiddenDefaultQueue": "hidden_default_queue",
    "HiddenCompletionAction": "hidden_completion_action",
    "HiddenMultiGridSyncArg": "hidden_multigrid_sync_arg",
}
ADDRESS_SPACES = {"Private": "private", "Global": "global", "Constant": "constant",
                  "Local": "local", "Generic": "generic", "Region": "region"}
# "Default" access has no V3 spelling: the key is left out.
ACCESS = {"ReadOnly": "read_only", "WriteOnly": "write_only", "ReadWrite": "read_write",
          "Default": None}


def _same(value: Any) -> Any:
    return value


def _enum(table: Mapping[str, str | None], what: str) -> Callable[[Any], Any]:
    def convert(value: Any) -> Any:
        if value not in table:
            raise MetadataError(f"{what} {value!r} has no V3 equivalent")
        return table[value]

    return convert


def _symbol(value: Any) -> Any:
    # V2 names the descriptor "kernel@kd"; V3 names the descriptor symbol "kernel.kd".
    return value.split("@", 1)[0] + ".kd" if isinstance(value, str) else value


# V2 key -> (V3 key, conversion); a conversion returning None drops the key.
KERNEL_KEYS = {
    "Name": (".name", _same), "SymbolName": (".symbol", _symbol), "Language": (".language", _same),
    "LanguageVersion": (".language_version", _same),
}
ATTR_KEYS = {
    "ReqdWorkGroupSize": (".reqd_workgroup_size", _same),
    "WorkGroupSizeHint": (".workgroup_size_hint", _same),
    "VecTypeHint": (".vec_type_hint", _same),
    "RuntimeHandle": (".device_enqueue_symbol", _same),
}
ARG_KEYS = {
    "Name": (".name", _same), "TypeName": (".type_name", _same), "Size": (".size", _same),
    "ValueKind": (".value_kind", _enum(VALUE_KINDS, "ValueKind")),
    "PointeeAlign": (".pointee_align", _same),
    "AddrSpaceQual": (".address_space", _enum(ADDRESS_SPACES, "AddrSpaceQual")),
    "AccQual": (".access", _enum(ACCESS, "AccQual")),
    "ActualAccQual": (".actual_access", _enum(ACCESS, "ActualAccQual")),
    "IsConst": (".is_const", _same), "IsRestrict": (".is_restrict", _same),
    "IsVolatile": (".is_volatile", _same), "IsPipe": (".is_pipe", _same),
}
# CodeProps -> V3; defaults are what LLVM writes in V3 when V2 leaves the key out.
CODE_PROPS = {
    "KernargSegmentSize": (".kernarg_segment_size", _same),
    "GroupSegmentFixedSize": (".group_segment_fixed_size", _same),
    "PrivateSegmentFixedSize": (".private_segment_fixed_size", _same),
    "KernargSegmentAlign": (".kernarg_segment_align", _same),
    "WavefrontSize": (".wavefront_size", _same), "NumSGPRs": (".sgpr_count", _same),
    "NumVGPRs": (".vgpr_count", _same),
    "MaxFlatWorkGroupSize": (".max_flat_workgroup_size", _same),
    "NumSpilledSGPRs": (".sgpr_spill_count", _same),
    "NumSpilledVGPRs": (".vgpr_spill_count", _same),
    "IsDynamicCallStack": (".uses_dynamic_stack", _same),
}
CODE_PROPS_DEFAULTS = {".sgpr_spill_count": 0, ".vgpr_spill_count": 0,
                       ".uses_dynamic_stack": False}
DROPPED = {"IsXNACKEnabled": "V3 records XNACK in e_flags", "ValueType": "deprecated in V2",
           "Align": "V3 records the offset instead", "DebugProps": "V3 has no debug properties"}


class ConversionResult(dict[str, Any]):
    """The V3 metadata map; ``dropped`` lists what V2 said that V3 cannot."""

    dropped: list[str]


def _convert_map(source: dict[str, Any], table: dict[str, Any], where: str,
                 dropped: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in source.items():
        if key in table:
            v3_key, convert = table[key]
            try:
                converted = convert(value)
            except MetadataError as e:
                raise MetadataError(f"{where}.{key}: {e.message}") from e
            if converted is not None:
                out[v3_key] = converted
        elif key in DROPPED:
            dropped.append(f"{where}.{key} ({DROPPED[key]})")
        elif not isinstance(value, (dict, list)) or key not in ("Attrs", "Args", "CodeProps"):
            dropped.append(f"{where}.{key} (no V3 key)")
    return out


def _align_up(value: int, align: int) -> int:
    return (value + align - 1) // align * align if align > 0 else value


def v2_to_v3(metadata: dict[str, Any]) -> ConversionResult:
    """The V3 metadata map equivalent to a V2 metadata mapping (as `CodeObject.metadata` gives
    it).  Raises `MetadataError` for V2 values V3 cannot express (unknown enum spellings)."""
    if not isinstance(metadata, dict):
        raise MetadataError("V2 metadata must be a mapping")
    dropped: list[str] = []
    result = ConversionResult()
    result["amdhsa.version"] = [1, 0]
    if "Printf" in metadata:
        result["amdhsa.printf"] = list(metadata["Printf"])
    kernels = []
    for i, kernel in enumerate(metadata.get("Kernels") or []):
        where = f"Kernels[{i}]"
        if not isinstance(kernel, dict):
            raise MetadataError(f"{where} is not a mapping")
        out = _convert_map(kernel, KERNEL_KEYS, where, dropped)
        out.update(_convert_map(kernel.get("Attrs") or {}, ATTR_KEYS, f"{where}.Attrs", dropped))
        props = kernel.get("CodeProps") or {}
        out.update(_convert_map(props, CODE_PROPS, f"{where}.CodeProps", dropped))
        for key, default in CODE_PROPS_DEFAULTS.items():
            out.setdefault(key, default)
        args, offset = [], 0
        for j, arg in enumerate(kernel.get("Args") or []):
            arg_where = f"{where}.Args[{j}]"
            converted = _convert_map(arg, ARG_KEYS, arg_where, dropped)
            offset = _align_up(offset, int(arg.get("Align", 1) or 1))
            converted[".offset"] = offset
            offset += int(arg.get("Size", 0) or 0)
            args.append(converted)
        if args:
            out[".args"] = args
        kernels.append(out)
    result["amdhsa.kernels"] = kernels
    result.dropped = dropped
    return result
