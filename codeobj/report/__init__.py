"""The stable JSON view of a code object (the `codeobj dump --json` contract).

``code_object_report`` turns a `CodeObject` into plain dicts and lists.  The
keys documented in docs/json.md are a contract: scripts depend on them, so they
are only ever extended, never renamed or removed.  The submodules write a report as
text: `jsonout` (``--json``) and `yamlout` (``--yaml``).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from ..elf.model import CodeObject, Kernel, Note, Section, Segment, Symbol, enum_name
from ..formats import elf as E
from ..metadata.decode import to_plain

if TYPE_CHECKING:
    from ..targets import TargetID

__all__ = ["SECTIONS", "code_object_report", "kernel_report"]

# Report parts a caller may select; "kernels" and the identity keys are always cheap.
SECTIONS = ("headers", "sections", "segments", "symbols", "relocs", "notes", "metadata", "kernels",
            "resources")


@functools.lru_cache(maxsize=256)
def _flags_text(flags: int, letters: tuple[Any, ...]) -> str:
    # Plain ints, not the IntFlag members: IntFlag's `&` is Python code, and a host library
    # has thousands of sections.  Cached: a handful of flag combinations recur.
    return "".join(letter for bit, letter in letters if flags & bit)


_SHF_LETTERS = tuple((int(bit), letter) for bit, letter in (
    (E.SHF.WRITE, "W"), (E.SHF.ALLOC, "A"), (E.SHF.EXECINSTR, "X"), (E.SHF.MERGE, "M"),
    (E.SHF.STRINGS, "S"), (E.SHF.INFO_LINK, "I"), (E.SHF.LINK_ORDER, "L"), (E.SHF.GROUP, "G"),
    (E.SHF.TLS, "T"), (E.SHF.COMPRESSED, "C"), (E.SHF.EXCLUDE, "E")))
_PF_LETTERS = tuple((int(bit), letter) for bit, letter in ((E.PF.R, "R"), (E.PF.W, "W"),
                                                          (E.PF.X, "E")))


def _header(co: CodeObject) -> dict[str, Any]:
    h = co.header
    from ..targets import format_eflags

    return {
        "class": "ELF64",
        "data": "little-endian",
        "osabi": enum_name(E.ELFOSABI, h.ei_osabi, "ELFOSABI_"),
        "abi_version": h.ei_abiversion,
        "type": co.elf_type,
        "machine": enum_name(E.EM, h.e_machine, "EM_"),
        "version": h.e_version,
        "entry": h.e_entry,
        "phoff": h.e_phoff,
        "shoff": h.e_shoff,
        "flags": h.e_flags,
        "flags_text": format_eflags(h.e_flags, h.ei_abiversion),
        "ehsize": h.e_ehsize,
        "phentsize": h.e_phentsize,
        "phnum": h.e_phnum,
        "shentsize": h.e_shentsize,
        "shnum": h.e_shnum,
        "shstrndx": h.e_shstrndx,
    }


def _section(s: Section) -> dict[str, Any]:
    return {
        "index": s.index, "name": s.name, "type": enum_name(E.SHT, s.sh_type, "SHT_"),
        "flags": s.sh_flags, "flags_text": _flags_text(s.sh_flags, _SHF_LETTERS),
        "address": s.sh_addr, "offset": s.sh_offset, "size": s.sh_size, "link": s.sh_link,
        "info": s.sh_info, "align": s.sh_addralign, "entsize": s.sh_entsize,
    }


def _segment(p: Segment) -> dict[str, Any]:
    return {
        "index": p.index, "type": enum_name(E.PT, p.p_type, "PT_"), "flags": p.p_flags,
        "flags_text": _flags_text(p.p_flags, _PF_LETTERS), "offset": p.p_offset,
        "vaddr": p.p_vaddr, "paddr": p.p_paddr, "filesz": p.p_filesz, "memsz": p.p_memsz,
        "align": p.p_align,
    }


def _symbol(s: Symbol) -> dict[str, Any]:
    kind, binding, visibility = _symbol_names(s.type, s.binding, s.visibility)
    return {
        "table": s.table, "index": s.index, "name": s.name, "value": s.value, "size": s.size,
        "type": kind, "binding": binding, "visibility": visibility,
        "section": s.section_label if s.section is None else s.section, "shndx": s.shndx,
    }


@functools.lru_cache(maxsize=1024)
def _symbol_names(kind: int, binding: int, visibility: int) -> tuple[str, str, str]:
    """(type, binding, visibility) names of a symbol: few combinations, thousands of symbols."""
    from ..elf.model import Symbol

    s = Symbol("", 0, "", 0, 0, binding, kind, visibility, 0, None)
    return s.type_name, s.binding_name, s.visibility_name


def _note(n: Note) -> dict[str, Any]:
    out = {"owner": n.owner, "type": n.type, "type_name": n.type_name, "offset": n.offset,
           "size": len(n.desc)}
    if n.error:
        out["error"] = n.error
    elif n.is_metadata:
        pass  # decoded under the report's "metadata" key
    elif n.value is not None:
        out["value"] = to_plain(n.value)
    else:
        out["desc"] = n.desc.hex()
    return out


def kernel_report(co: CodeObject, k: Kernel, occupancy: bool = True) -> dict[str, Any]:
    """One kernel's JSON view: names, descriptor directives, locations, resources, and (with
    ``occupancy``) the register/LDS/occupancy report of `codeobj.kernel.occupancy`."""
    return _kernel_report(co, k, occupancy, None)


# What the occupancy report of a V3+ kernel reads from its metadata (codeobj.kernel.occupancy).
_OCCUPANCY_KEYS = tuple("." + key for key in (
    "wavefront_size", "vgpr_count", "agpr_count", "sgpr_count", "group_segment_fixed_size",
    "private_segment_fixed_size", "uses_dynamic_stack", "max_flat_workgroup_size"))


def _kernel_report(co: CodeObject, k: Kernel, occupancy: bool,
                   cache: dict[Any, Any] | None) -> dict[str, Any]:
    """``kernel_report``; ``cache`` (one per code object) keeps what kernels with equal inputs
    share: the descriptor's directives and the occupancy report (all but the kernel's name).
    Host libraries repeat both across hundreds of kernels of one object."""
    out: dict[str, Any] = {"name": k.name, "symbol": k.symbol}
    d = k.descriptor
    if d is not None:
        if co.code_object_version == 2:
            out["amd_kernel_code_t"] = dict(d.items())
        else:
            out["descriptor"] = _directives(co, k, cache)
    elif k.descriptor_bytes is not None:
        out["descriptor_bytes"] = k.descriptor_bytes.hex()
    out["descriptor_address"] = k.descriptor_address
    out["descriptor_offset"] = k.descriptor_offset
    out["entry_address"] = k.entry_address
    out["code_offset"] = k.code_offset
    out["code_size"] = k.code_size
    out["resources"] = kernel_resources(co, k)
    if occupancy:
        out["occupancy"] = _occupancy(co, k, cache)
    out["warnings"] = list(k.warnings)
    return out


def _occupancy(co: CodeObject, k: Kernel, cache: dict[Any, Any] | None) -> dict[str, Any]:
    from ..kernel.occupancy import kernel_resources as occupancy_report

    data = k.descriptor_bytes
    if cache is None or co.code_object_version in (2, None) or data is None \
            or not isinstance(k.metadata, dict):
        return occupancy_report(co, k).to_dict()
    # The report depends on the descriptor (not its entry offset), the target (one per code
    # object) and these metadata values; their types are in the key so that True, 1 and 1.0
    # stay apart.
    values = tuple(map(k.metadata.get, _OCCUPANCY_KEYS))
    types = tuple(map(type, values))
    if dict in types or list in types:  # unhashable (malformed metadata): no sharing
        return occupancy_report(co, k).to_dict()
    key = ("occupancy", data[:16] + data[24:], k.descriptor is None, values, types)
    shared = cache.get(key)
    if shared is None:
        shared = occupancy_report(co, k).to_dict()
        del shared["kernel"]
        cache[key] = shared
    out = {"kernel": k.name}
    for name, value in shared.items():
        if name == "occupancy" and value is not None:
            value = dict(value, limits=dict(value["limits"]), limited_by=list(value["limited_by"]))
        elif name == "notes":
            value = list(value)
        out[name] = value
    return out


def _directives(co: CodeObject, k: Kernel, cache: dict[Any, Any] | None = None) -> dict[str, Any]:
    """The descriptor's directives.  Kernels often share a descriptor but for the entry offset,
    which no directive shows, so equal descriptors (entry offset zeroed) are printed once."""
    data = k.descriptor_bytes
    assert data is not None  # the kernel's descriptor was decoded from these bytes
    if cache is None:
        return dict(_directives_of(co.target, co.code_object_version,
                                   data[:16] + bytes(8) + data[24:]))
    key = data[:16] + data[24:]
    items = cache.get(key)
    if items is None:
        # The kernel's own descriptor was decoded from these bytes for this target and
        # version; its directives do not depend on the entry offset or the address.
        d = k.descriptor
        if d is not None and getattr(d, "target", None) is not None and \
                d.code_object_version == co.code_object_version:
            items = tuple(d.directives())
        else:
            items = _directives_of(co.target, co.code_object_version,
                                   data[:16] + bytes(8) + data[24:])
        cache[key] = items
    return dict(items)


@functools.lru_cache(maxsize=8192)
def _directives_of(target: TargetID | None, version: int | None,
                   data: bytes) -> tuple[Any, ...]:
    from ..kernel.descriptor import decode

    return tuple(decode(data, target, version).directives())


def kernel_resources(co: CodeObject, k: Kernel) -> dict[str, Any]:
    """Register counts, segment sizes and wave size, from the metadata and the descriptor."""
    md = k.metadata or {}
    res: dict[str, Any] = {}
    if co.code_object_version == 2:
        props = md.get("CodeProps")
        if not isinstance(props, dict):
            props = {}
        mapping = {"sgpr_count": "NumSGPRs", "vgpr_count": "NumVGPRs",
                   "group_segment_fixed_size": "GroupSegmentFixedSize",
                   "private_segment_fixed_size": "PrivateSegmentFixedSize",
                   "kernarg_segment_size": "KernargSegmentSize", "wavefront_size": "WavefrontSize"}
        for key, md_key in mapping.items():
            if md_key in props:
                res[key] = props[md_key]
    else:
        for key in ("sgpr_count", "vgpr_count", "agpr_count", "group_segment_fixed_size",
                    "private_segment_fixed_size", "kernarg_segment_size", "wavefront_size",
                    "sgpr_spill_count", "vgpr_spill_count", "max_flat_workgroup_size",
                    "uses_dynamic_stack"):
            if "." + key in md:
                res[key] = md["." + key]
    return res


def kernel_arguments(co: CodeObject, k: Kernel) -> list[dict[str, Any]]:
    md = k.metadata or {}
    args = md.get("Args") if co.code_object_version == 2 else md.get(".args")
    if not isinstance(args, list):
        return []
    out = []
    for a in args:
        if not isinstance(a, dict):
            continue
        if co.code_object_version == 2:
            out.append({"name": a.get("Name"), "type_name": a.get("TypeName"),
                        "size": a.get("Size"), "offset": None, "value_kind": a.get("ValueKind"),
                        "address_space": a.get("AddrSpaceQual")})
        else:
            out.append({"name": a.get(".name"), "type_name": a.get(".type_name"),
                        "size": a.get(".size"), "offset": a.get(".offset"),
                        "value_kind": a.get(".value_kind"),
                        "address_space": a.get(".address_space")})
    return out


def code_object_report(co: CodeObject, source: str | None = None,
                       parts: tuple[str, ...] = SECTIONS) -> dict[str, Any]:
    """The JSON view of one code object; ``parts`` selects the optional keys."""
    out: dict[str, Any] = {
        "source": source or co.source,
        "target": co.target_name,
        "code_object_version": co.code_object_version,
        "elf_type": co.elf_type,
        "e_flags": co.e_flags,
    }
    if "headers" in parts:
        out["header"] = _header(co)
    if "kernels" in parts or "resources" in parts:
        with_occupancy = "resources" in parts
        cache: dict[str, Any] = {}
        out["kernels"] = [_kernel_report(co, k, with_occupancy, cache) for k in co.kernels]
    if "metadata" in parts:
        out["metadata"] = co.metadata
    if "sections" in parts:
        out["sections"] = [_section(s) for s in co.sections]
    if "segments" in parts:
        out["segments"] = [_segment(p) for p in co.segments]
    if "symbols" in parts:
        out["symbols"] = [_symbol(s) for table in co.symbol_tables.values() for s in table]
    if "relocs" in parts:
        out["relocations"] = [
            {"section": r.section, "offset": r.offset, "type": r.type_name, "type_value": r.type,
             "symbol": r.symbol, "addend": r.addend} for r in co.relocations]
    if "notes" in parts:
        out["notes"] = [_note(n) for n in co.notes]
    out["warnings"] = list(dict.fromkeys(co.warnings))
    return out
