"""Typed schemas of code object metadata, one per code object version, and their validation.

Sources: AMDGPUUsage.rst "Code Object Metadata" (the V2 YAML tables, the V3 MsgPack tables and the
V4/V5 change tables) and NEWER-FACTS.md "Metadata" (kernel keys newer than the document:
``.uses_dynamic_stack``, ``.workgroup_processor_mode``, ``.uniform_work_group_size``,
``.agpr_count``, ``.kind``; the V5 hidden argument kinds and their offsets).  Where a table's
wording and what LLVM writes differ, the schema follows LLVM and says so in ``note``:

* ``.agpr_count`` is "Required" in the table, but LLVM writes it only for processors with MAI
  instructions (gfx908, gfx90a, gfx94x, gfx950); it is optional here.
* ``.uniform_work_group_size`` and ``.workgroup_processor_mode`` are integers 0/1 in LLVM 19's
  output, ``.uses_dynamic_stack`` and ``.is_*`` are MsgPack booleans; a "flag" key accepts both.
* V2 argument maps carry ``Offset`` in newer LLVM; V2 ``CodeProps`` has ``IsDynamicCallStack`` and
  ``IsXNACKEnabled``, and kernels may have ``DebugProps`` (LLVM's V2 metadata writer).

``validate(metadata, code_object_version)`` walks a decoded metadata document and returns
``SchemaFinding`` records: unknown keys, wrong types, missing required keys, values outside an
enumeration, and V5-only argument kinds in older objects.  It never raises on any input.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .._record import field, record

__all__ = [
    "HIDDEN_ARGUMENT_OFFSETS",
    "Key",
    "MapSchema",
    "SchemaFinding",
    "iter_keys",
    "metadata_version",
    "schema_for",
    "validate",
]

# --------------------------------------------------------------------------------------------
# Types.  A key's ``type`` is one of:
#   string, integer, boolean, flag (boolean or integer 0/1), map (``schema``), list (of
#   ``items``: string, integer or map; ``length`` when fixed).
# --------------------------------------------------------------------------------------------


@record(frozen=True)
class Key:
    """One key of a metadata map: its value type, whether it is required, its enumeration.

    ``enum`` lists the accepted strings; ``since`` maps an enum value to the first code object
    version that defines it (the V5 hidden argument kinds).  ``versions`` is the range of code
    object versions the key belongs to.
    """

    name: str
    type: str
    required: bool = False
    enum: tuple[str, ...] = ()
    items: str | None = None
    length: int | None = None
    schema: MapSchema | None = None
    since: dict[str, int] = field(default_factory=dict)
    versions: tuple[int, int] = (2, 6)
    note: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "_enum_set", frozenset(self.enum))


@record(frozen=True)
class MapSchema:
    """The keys of one kind of map (root, kernel, argument, ...)."""

    name: str
    keys: tuple[Key, ...]
    #: keys with this prefix that are not in ``keys`` are the owner's own, unknown ones
    own_prefix: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "_index", {k.name: k for k in self.keys})
        object.__setattr__(self, "_required", tuple(k for k in self.keys if k.required))

    def key(self, name: str) -> Key | None:
        found: Key | None = self._index.get(name)  # type: ignore[attr-defined]
        return found

    def names(self, code_object_version: int) -> list[str]:
        return [k.name for k in self.keys if k.versions[0] <= code_object_version <= k.versions[1]]


@record(frozen=True)
class SchemaFinding:
    """One problem in a metadata document.

    ``kind`` is ``unknown-key``, ``type``, ``required``, ``enum`` or ``version``; ``path`` is
    where (``amdhsa.kernels[0].args[2].value_kind``); ``severity`` is error, warning or note.
    """

    kind: str
    path: str
    message: str
    severity: str
    kernel: str | None = None


# --------------------------------------------------------------------------------------------
# V2 (YAML, NT_AMD_HSA_METADATA)
# --------------------------------------------------------------------------------------------

_V2_VALUE_KINDS = (
    "ByValue", "GlobalBuffer", "DynamicSharedPointer", "Sampler", "Image", "Pipe", "Queue",
    "HiddenGlobalOffsetX", "HiddenGlobalOffsetY", "HiddenGlobalOffsetZ", "HiddenNone",
    "HiddenPrintfBuffer", "HiddenHostcallBuffer", "HiddenDefaultQueue",
    "HiddenCompletionAction", "HiddenMultiGridSyncArg",
)
_V2_VALUE_TYPES = ("Struct", "I8", "U8", "I16", "U16", "F16", "I32", "U32", "F32", "I64", "U64",
                   "F64")
_V2_ADDRESS_SPACES = ("Private", "Global", "Constant", "Local", "Generic", "Region")
_V2_ACCESS = ("Default", "ReadOnly", "WriteOnly", "ReadWrite")
_LANGUAGES = ("OpenCL C", "OpenCL C++", "HCC", "HIP", "OpenMP", "Assembler")

_V2_ARG = MapSchema("argument", (
    Key("Name", "string"),
    Key("TypeName", "string"),
    Key("Size", "integer", required=True),
    Key("Offset", "integer", note="written by newer LLVM, not in the table"),
    Key("Align", "integer", required=True),
    Key("ValueKind", "string", required=True, enum=_V2_VALUE_KINDS),
    Key("ValueType", "string", enum=_V2_VALUE_TYPES, note="deprecated; accepted"),
    Key("PointeeAlign", "integer"),
    Key("AddrSpaceQual", "string", enum=_V2_ADDRESS_SPACES),
    Key("AccQual", "string", enum=_V2_ACCESS),
    Key("ActualAccQual", "string", enum=_V2_ACCESS),
    Key("IsConst", "boolean"),
    Key("IsRestrict", "boolean"),
    Key("IsVolatile", "boolean"),
    Key("IsPipe", "boolean"),
))

_V2_ATTRS = MapSchema("attributes", (
    Key("ReqdWorkGroupSize", "list", items="integer", length=3),
    Key("WorkGroupSizeHint", "list", items="integer", length=3),
    Key("VecTypeHint", "string"),
    Key("RuntimeHandle", "string"),
))

_V2_CODE_PROPS = MapSchema("code properties", (
    Key("KernargSegmentSize", "integer", required=True),
    Key("GroupSegmentFixedSize", "integer", required=True),
    Key("PrivateSegmentFixedSize", "integer", required=True),
    Key("KernargSegmentAlign", "integer", required=True),
    Key("WavefrontSize", "integer", required=True),
    Key("NumSGPRs", "integer", required=True),
    Key("NumVGPRs", "integer", required=True),
    Key("MaxFlatWorkGroupSize", "integer", required=True),
    Key("IsDynamicCallStack", "boolean", note="written by LLVM, not in the table"),
    Key("IsXNACKEnabled", "boolean", note="written by LLVM, not in the table"),
    Key("NumSpilledSGPRs", "integer"),
    Key("NumSpilledVGPRs", "integer"),
))

_V2_DEBUG_PROPS = MapSchema("debug properties", (
    Key("DebuggerABIVersion", "list", items="integer", length=2),
    Key("ReservedNumVGPRs", "integer"),
    Key("ReservedFirstVGPR", "integer"),
    Key("PrivateSegmentBufferSGPR", "integer"),
    Key("WavefrontPrivateSegmentOffsetSGPR", "integer"),
), )

_V2_KERNEL = MapSchema("kernel", (
    Key("Name", "string", required=True),
    Key("SymbolName", "string", required=True),
    Key("Language", "string", enum=_LANGUAGES),
    Key("LanguageVersion", "list", items="integer", length=2),
    Key("Attrs", "map", schema=_V2_ATTRS),
    Key("Args", "list", items="map", schema=_V2_ARG),
    Key("CodeProps", "map", schema=_V2_CODE_PROPS),
    Key("DebugProps", "map", schema=_V2_DEBUG_PROPS, note="written by LLVM, not in the table"),
))

_V2_ROOT = MapSchema("root", (
    Key("Version", "list", required=True, items="integer", length=2),
    Key("Printf", "list", items="string"),
    Key("Kernels", "list", required=True, items="map", schema=_V2_KERNEL),
))

# --------------------------------------------------------------------------------------------
# V3-V6 (MsgPack, NT_AMDGPU_METADATA)
# --------------------------------------------------------------------------------------------

_V3_VALUE_KINDS = (
    "by_value", "global_buffer", "dynamic_shared_pointer", "sampler", "image", "pipe", "queue",
    "hidden_global_offset_x", "hidden_global_offset_y", "hidden_global_offset_z", "hidden_none",
    "hidden_printf_buffer", "hidden_hostcall_buffer", "hidden_default_queue",
    "hidden_completion_action", "hidden_multigrid_sync_arg",
)

#: The V5 hidden arguments and their offsets inside the implicit-argument block
#: (NEWER-FACTS.md "Metadata"); the runtime fills the block at these offsets.
HIDDEN_ARGUMENT_OFFSETS: dict[str, int] = {
    "hidden_block_count_x": 0, "hidden_block_count_y": 4, "hidden_block_count_z": 8,
    "hidden_group_size_x": 12, "hidden_group_size_y": 14, "hidden_group_size_z": 16,
    "hidden_remainder_x": 18, "hidden_remainder_y": 20, "hidden_remainder_z": 22,
    "hidden_global_offset_x": 40, "hidden_global_offset_y": 48, "hidden_global_offset_z": 56,
    "hidden_grid_dims": 64, "hidden_printf_buffer": 72, "hidden_hostcall_buffer": 80,
    "hidden_multigrid_sync_arg": 88, "hidden_heap_v1": 96, "hidden_default_queue": 104,
    "hidden_completion_action": 112, "hidden_dynamic_lds_size": 120, "hidden_private_base": 192,
    "hidden_shared_base": 196, "hidden_queue_ptr": 200,
}
_V5_VALUE_KINDS = tuple(k for k in HIDDEN_ARGUMENT_OFFSETS if k not in _V3_VALUE_KINDS)
_V3_VALUE_TYPES = tuple(v.lower() for v in _V2_VALUE_TYPES)
_V3_ADDRESS_SPACES = tuple(v.lower() for v in _V2_ADDRESS_SPACES)
_V3_ACCESS = ("read_only", "write_only", "read_write")

_V3_ARG = MapSchema("argument", (
    Key(".name", "string"),
    Key(".type_name", "string"),
    Key(".size", "integer", required=True),
    Key(".offset", "integer", required=True),
    Key(".value_kind", "string", required=True, enum=_V3_VALUE_KINDS + _V5_VALUE_KINDS,
        since={kind: 5 for kind in _V5_VALUE_KINDS}),
    Key(".value_type", "string", enum=_V3_VALUE_TYPES, note="deprecated; accepted"),
    Key(".pointee_align", "integer"),
    Key(".address_space", "string", enum=_V3_ADDRESS_SPACES),
    Key(".access", "string", enum=_V3_ACCESS),
    Key(".actual_access", "string", enum=_V3_ACCESS),
    Key(".is_const", "boolean"),
    Key(".is_restrict", "boolean"),
    Key(".is_volatile", "boolean"),
    Key(".is_pipe", "boolean"),
), own_prefix=".")

_V3_KERNEL = MapSchema("kernel", (
    Key(".name", "string", required=True),
    Key(".symbol", "string", required=True),
    Key(".language", "string", enum=_LANGUAGES),
    Key(".language_version", "list", items="integer", length=2),
    Key(".args", "list", items="map", schema=_V3_ARG),
    Key(".reqd_workgroup_size", "list", items="integer", length=3),
    Key(".workgroup_size_hint", "list", items="integer", length=3),
    Key(".vec_type_hint", "string"),
    Key(".device_enqueue_symbol", "string"),
    Key(".kernarg_segment_size", "integer", required=True),
    Key(".group_segment_fixed_size", "integer", required=True),
    Key(".private_segment_fixed_size", "integer", required=True),
    Key(".kernarg_segment_align", "integer", required=True),
    Key(".wavefront_size", "integer", required=True),
    Key(".sgpr_count", "integer", required=True),
    Key(".vgpr_count", "integer", required=True),
    Key(".agpr_count", "integer",
        note="the table says Required; LLVM writes it only for processors with MAI instructions"),
    Key(".max_flat_workgroup_size", "integer", required=True),
    Key(".sgpr_spill_count", "integer"),
    Key(".vgpr_spill_count", "integer"),
    Key(".kind", "string", enum=("normal", "init", "fini")),
    Key(".uses_dynamic_stack", "flag", note="NEWER-FACTS.md"),
    Key(".workgroup_processor_mode", "flag", note="NEWER-FACTS.md"),
    Key(".uniform_work_group_size", "flag", note="NEWER-FACTS.md"),
    *(Key(f".max_num_workgroups_{axis}", "integer",
          note="LLVM 19 writes them for amdgpu_max_num_work_groups; not in the tables")
      for axis in "xyz"),
), own_prefix=".")


def _root_v3(version: int) -> MapSchema:
    return MapSchema("root", (
        Key("amdhsa.version", "list", required=True, items="integer", length=2),
        Key("amdhsa.target", "string", required=version >= 4,
            note="V4+; LLVM 15 writes it in some V3 objects too"),
        Key("amdhsa.printf", "list", items="string"),
        Key("amdhsa.kernels", "list", required=True, items="map", schema=_V3_KERNEL),
    ), own_prefix="amdhsa.")


_ROOTS = {2: _V2_ROOT, 3: _root_v3(3), 4: _root_v3(4), 5: _root_v3(5), 6: _root_v3(6)}

#: ``amdhsa.version`` / ``Version`` each code object version carries
_VERSION_NUMBERS = {2: (1, 0), 3: (1, 0), 4: (1, 1), 5: (1, 2), 6: (1, 2)}


def schema_for(code_object_version: int) -> MapSchema:
    """The root map schema of a code object version (2-6); V3+ share kernel/argument maps."""
    try:
        return _ROOTS[code_object_version]
    except KeyError:
        raise ValueError(f"no metadata schema for code object version {code_object_version!r}"
                         ) from None


def metadata_version(code_object_version: int) -> tuple[int, int]:
    """The metadata version number (``amdhsa.version`` / V2 ``Version``) a code object
    version carries: V2 [1, 0], V3 [1, 0], V4 [1, 1], V5 and V6 [1, 2]."""
    return _VERSION_NUMBERS[code_object_version]


# --------------------------------------------------------------------------------------------
# Validation
# --------------------------------------------------------------------------------------------

_PY_TYPE_NAMES = {bool: "boolean", int: "integer", float: "float", str: "string", bytes: "binary",
                  list: "list", dict: "map", type(None): "nil"}


_SCALARS = frozenset({"string", "integer", "boolean", "flag"})
_EXACT = {"string": str, "integer": int, "boolean": bool}


def _type_name(value: Any) -> str:
    return _PY_TYPE_NAMES.get(type(value), type(value).__name__)


def _is(value: Any, kind: str) -> bool:
    if kind == "string":
        return isinstance(value, str)
    if kind == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "boolean":
        return isinstance(value, bool)
    if kind == "flag":
        return isinstance(value, bool) or (isinstance(value, int) and value in (0, 1))
    if kind == "map":
        return isinstance(value, dict)
    if kind == "list":
        return isinstance(value, list)
    raise AssertionError(kind)


def _child(path: str, key: str) -> str:
    name = key.removeprefix(".")
    return f"{path}.{name}" if path else name


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


class _Walker:
    def __init__(self, version: int) -> None:
        self.version = version
        self.found: list[SchemaFinding] = []
        self.kernel: str | None = None
        # the maps of scalars already checked without a finding, by their schema's id, items
        # and the types of their values (True == 1): metadata repeats its argument maps
        # (rocPRIM's 2,000 maps are 290 distinct), and a finding would not depend on where
        self._clean: set[tuple[int, tuple[Any, ...], tuple[type, ...]]] = set()
        # the same by the map's identity (a map met again: a shared one, see
        # codeobj.metadata.from_yaml.yaml_to_document; the document outlives the walk)
        self._clean_ids: set[tuple[int, int]] = set()

    def add(self, kind: str, path: str, message: str, severity: str) -> None:
        self.found.append(SchemaFinding(kind, path, message, severity, self.kernel))

    def map(self, value: dict[str, Any], schema: MapSchema, path: str) -> None:
        same = (id(schema), id(value))
        if same in self._clean_ids:
            return
        memo: tuple[int, tuple[Any, ...], tuple[type, ...]] | None = (
            id(schema), tuple(value.items()), tuple(map(type, value.values())))
        try:
            if memo in self._clean:
                self._clean_ids.add(same)
                return
        except TypeError:  # (a list or map among the values: not memoized)
            memo = None
        found = len(self.found)
        self._map(value, schema, path)
        if memo is not None and len(self.found) == found:
            self._clean.add(memo)
            self._clean_ids.add(same)

    def _map(self, value: dict[str, Any], schema: MapSchema, path: str) -> None:
        version = self.version
        for key in schema._required:  # type: ignore[attr-defined]
            if key.name not in value and \
                    key.versions[0] <= version <= key.versions[1]:
                self.add("required", _child(path, key.name),
                         f"required key {key.name!r} is missing from the {schema.name} map",
                         "error")
        for name, item in value.items():
            key = schema.key(name) if isinstance(name, str) else None
            if key is None or not key.versions[0] <= version <= key.versions[1]:
                where = _child(path, name) if isinstance(name, str) else f"{path}[{name!r}]"
                self._unknown(name, schema, where)
                continue
            kind = key.type
            # the common cases, a well-typed scalar or a known enum value, cost a type test
            # and no path string
            if kind in _SCALARS:
                if not key.enum:
                    if type(item) is _EXACT.get(kind) or _is(item, kind):
                        continue
                elif type(item) is str and item in key._enum_set and (  # type: ignore[attr-defined]
                        not key.since or key.since.get(item, 0) <= version):
                    continue
            self.value(item, key, _child(path, name))

    def _unknown(self, name: Any, schema: MapSchema, where: str) -> None:
        if not isinstance(name, str):
            self.add("type", where, f"map key {_shown(name)} is a {_type_name(name)}, not a "
                                    "string", "error")
            return
        # AMDGPUUsage: other vendors' keys carry a "vendor-name." prefix; an unknown key in
        # the AMD namespace (".foo", "amdhsa.foo", or any V2 key) is most likely a misspelling.
        own = (schema.own_prefix and name.startswith(schema.own_prefix)) or \
            (self.version == 2 and "." not in name)
        if own:
            self.add("unknown-key", where, f"unknown key {name!r} in the {schema.name} map",
                     "warning")
        else:
            self.add("unknown-key", where, f"vendor key {name!r} in the {schema.name} map "
                                           "(not checked)", "note")

    def value(self, item: Any, key: Key, where: str) -> None:
        if not _is(item, key.type):
            expected = "boolean or 0/1" if key.type == "flag" else key.type
            if key.type == "list" and key.items:
                expected = f"list of {key.items}s"
            self.add("type", where, f"{key.name} is a {_type_name(item)} ({_shown(item)}), "
                                    f"expected {expected}", "error")
            return
        if key.type == "string" and key.enum:
            self._enum(item, key, where)
        elif key.type == "map" and key.schema is not None:
            self.map(item, key.schema, where)
        elif key.type == "list":
            if key.length is not None and len(item) != key.length:
                self.add("type", where, f"{key.name} has {len(item)} elements, expected "
                                        f"{key.length}", "error")
            for i, element in enumerate(item):
                at = f"{where}[{i}]"
                if key.items == "map" and key.schema is not None:
                    if not isinstance(element, dict):
                        self.add("type", at, f"{key.name}[{i}] is a {_type_name(element)}, "
                                             "expected map", "error")
                        continue
                    outer = self.kernel
                    if key.schema.name == "kernel":
                        name = element.get(".name", element.get("Name"))
                        self.kernel = name if isinstance(name, str) else f"#{i}"
                    self.map(element, key.schema, at)
                    self.kernel = outer
                elif key.items and not _is(element, key.items):
                    self.add("type", at, f"{key.name}[{i}] is a {_type_name(element)} "
                                         f"({_shown(element)}), expected {key.items}", "error")

    def _enum(self, item: str, key: Key, where: str) -> None:
        if item not in key.enum:
            self.add("enum", where, f"{key.name} {item!r} is not one of the known values",
                     "warning")
            return
        first = key.since.get(item)
        if first is not None and self.version < first:
            self.add("version", where, f"{key.name} {item!r} is defined from code object V{first}"
                                       f" (this is V{self.version}); the runtime will not set "
                                       "it up", "warning")


def validate(metadata: Any, code_object_version: int) -> list[SchemaFinding]:
    """Check a decoded metadata document against the schema of ``code_object_version``.

    Returns every finding (never raises): missing required keys and wrong value types are
    errors; unknown keys in AMD's namespace, values outside an enumeration and V5-only
    argument kinds in an older object are warnings; other vendors' keys are notes.  The
    version number (``amdhsa.version`` / ``Version``) is compared with the code object version.
    """
    walker = _Walker(code_object_version)
    if not isinstance(metadata, dict):
        walker.add("type", "", f"the metadata document is a {_type_name(metadata)}, not a map",
                   "error")
        return walker.found
    schema = schema_for(code_object_version)
    walker.map(metadata, schema, "")
    version_key = "Version" if code_object_version == 2 else "amdhsa.version"
    number = metadata.get(version_key)
    if isinstance(number, list) and len(number) == 2 and all(_is(n, "integer") for n in number):
        expected = metadata_version(code_object_version)
        if tuple(number) != expected:
            walker.add("version", version_key,
                       f"{version_key} is {list(number)}, but code object V{code_object_version} "
                       f"carries {list(expected)}", "warning")
    return walker.found


def iter_keys(schema: MapSchema, path: str = "") -> Iterator[tuple[str, Key]]:
    """Every ``(path, Key)`` of a schema, depth first (for documentation and tests)."""
    for key in schema.keys:
        where = _child(path, key.name)
        yield where, key
        if key.schema is not None:
            yield from iter_keys(key.schema, where + ("[]" if key.type == "list" else ""))
