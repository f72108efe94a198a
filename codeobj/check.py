"""The code object validator behind ``codeobj check``: findings with severity, location and rule.

``check_code_object(co)`` looks at one code object; ``check_file(path)`` at every code object a
file holds (a code object, an offload bundle, a host library or a URI).  Each ``Finding`` has a
``rule`` (see ``RULES``), a ``severity`` (error, warning, note) and where it is: the source
URI, the kernel, the section and file offset, and for metadata the key path.

What is checked, and why, is in docs/check.md: e_flags against the processor table, metadata
against its schema (``codeobj.metadata.schema``) and against the e_flags target, every kernel's
metadata against its descriptor (segment sizes, wave size, register counts, dynamic stack),
kernels present on one side only, descriptor and entry alignment, entries outside the code,
reserved descriptor bits, and the kernel argument layout.

Errors and warnings make ``codeobj check`` exit 1; notes (facts worth knowing that break
nothing, such as a descriptor leaving the kernarg size unspecified) do not.
"""

from __future__ import annotations

import os
from typing import Any, TypedDict

from ._record import record
from .errors import CodeObjectError, NoCodeObjectError
from .formats import elf as E
from .formats.amd_kernel_code import AMD_KERNEL_CODE
from .formats.eflags import (
    EF_AMDGPU_FEATURE_SRAMECC_V4,
    EF_AMDGPU_FEATURE_XNACK_V4,
    EF_AMDGPU_MACH_MASK,
    EFlagsV2,
    EFlagsV3,
    generic_version_of,
)
from .formats.kernel_descriptor import KERNEL_DESCRIPTOR
from .kernel.occupancy import DescriptorFacts, descriptor_facts
from .metadata.schema import HIDDEN_ARGUMENT_OFFSETS, validate

__all__ = [
    "RULES",
    "SEVERITIES",
    "CheckReport",
    "Finding",
    "Rule",
    "check_code_object",
    "check_file",
    "check_paths",
    "exit_status",
]

SEVERITIES = ("error", "warning", "note")


@record(frozen=True)
class Rule:
    """A check: its id, its usual severity and what it looks for."""

    id: str
    severity: str
    summary: str


RULES: dict[str, Rule] = {r.id: r for r in (
    Rule("unreadable", "error", "the file or code object cannot be read"),
    Rule("no-code-objects", "warning",
         "a file (host ELF, bundle) that holds no AMDGPU code object to check"),
    Rule("elf-abi", "error",
         "EI_OSABI and EI_ABIVERSION name no code object version a runtime loads"),
    Rule("section-bounds", "error",
         "a section or segment whose bytes run past the end of the file"),
    Rule("eflags-mach", "error", "EF_AMDGPU_MACH names no known processor"),
    Rule("eflags-feature", "error", "e_flags sets xnack/sramecc on a processor without it"),
    Rule("eflags-generic", "error",
         "a generic version on a non-generic processor, or a generic target without one"),
    Rule("generic-before-v6", "error", "a generic target in a code object older than V6"),
    Rule("metadata-missing", "error", "an HSA code object without a metadata note"),
    Rule("metadata-undecodable", "error", "a metadata note that cannot be decoded"),
    Rule("note-undecodable", "error",
         "an AMD or AMDGPU note other than the metadata whose descriptor cannot be decoded"),
    Rule("metadata-required", "error", "a required metadata key is missing"),
    Rule("metadata-type", "error", "a metadata value has the wrong type"),
    Rule("metadata-unknown-key", "warning", "a metadata key the schema does not know"),
    Rule("metadata-enum", "warning", "a metadata string outside its enumeration"),
    Rule("metadata-version", "warning",
         "the metadata version or an argument kind does not fit the code object version"),
    Rule("metadata-target", "error", "the target in the metadata disagrees with e_flags"),
    Rule("kernel-no-descriptor", "error",
         "a metadata kernel whose descriptor symbol is missing or unreadable"),
    Rule("kernel-no-metadata", "warning", "a kernel descriptor symbol with no metadata record"),
    Rule("descriptor-alignment", "error", "a kernel descriptor not 64-byte aligned"),
    Rule("descriptor-size", "warning", "a kernel descriptor symbol whose size is not 64"),
    Rule("entry-alignment", "error", "a kernel entry not 256-byte aligned"),
    Rule("entry-outside-text", "error", "a kernel entry outside the executable code"),
    Rule("reserved-bits", "error", "reserved kernel descriptor bits or bytes are set"),
    Rule("sgpr-granule-gfx10", "note",
         "GRANULATED_WAVEFRONT_SGPR_COUNT set on gfx10+ (must be 0 and the hardware ignores it; "
         "clang 15 and 19 write it when compiling straight to an object, llvm-mc does not, "
         "llvm-objdump 19 refuses such descriptors)"),
    Rule("kernarg-size", "error", "metadata and descriptor disagree on the kernarg size"),
    Rule("group-segment-size", "error", "metadata and descriptor disagree on the LDS size"),
    Rule("private-segment-size", "error", "metadata and descriptor disagree on the scratch size"),
    Rule("wavefront-size", "error",
         "the metadata wave size disagrees with the descriptor's wave32 bit or the processor"),
    Rule("vgpr-count", "error", "the metadata VGPR count does not fit the granulated VGPR field"),
    Rule("sgpr-count", "error", "the metadata SGPR count does not fit the granulated SGPR field"),
    Rule("agpr-count", "error", "AGPRs that the processor or the descriptor cannot hold"),
    Rule("vgpr-allocation", "error",
         "a kernel's code names a VGPR or AGPR beyond what its descriptor allocates (gfx1250: "
         "v256 and up through s_set_vgpr_msb, which llvm-mc's .amdgcn.next_free_vgpr does not "
         "count)"),
    Rule("vgpr-msb-at-branch", "warning",
         "gfx1250: a branch, call or return while s_set_vgpr_msb's MSBs are not 0 (the "
         "hardware keeps them; LLVM sets them to 0 first, and llvm-objdump-22 and codeobj read "
         "the code after it with 0)"),
    Rule("dynamic-stack", "error", "metadata and descriptor disagree on the dynamic stack"),
    Rule("workgroup-size", "error",
         "a max flat work-group size below 1 or below the required work-group size"),
    Rule("kernarg-layout", "error",
         "an argument outside the kernarg segment, or a kernarg alignment not a power of 2"),
    Rule("hidden-argument-offset", "error",
         "V5 hidden arguments not at their fixed offsets in the implicit block"),
    Rule("printf-malformed", "error",
         "a printf metadata entry that is not ID:N:SIZES...:FORMAT"),
    Rule("printf-duplicate-id", "error",
         "two printf calls with one ID (the runtime would print one with the other's format)"),
    Rule("printf-arguments", "warning",
         "a printf format whose conversions do not match the call's argument count"),
    Rule("printf-buffer", "warning",
         "printf calls in the metadata but no kernel takes the hidden printf buffer"),
)}


def _sync_rules() -> None:
    from .analysis.sync import RULES as SYNC

    for r in SYNC.values():
        RULES[r.id] = Rule(r.id, r.severity, f"{r.summary} ({r.section})")


_sync_rules()


@record(frozen=True)
class Finding:
    """One problem: ``rule`` (a ``RULES`` id), ``severity``, ``message`` and its location.

    ``source`` is the file or URI, ``kernel`` the kernel name, ``section``/``offset`` the
    section and file offset of the bytes at fault, ``path`` a metadata key path.
    """

    rule: str
    severity: str
    message: str
    source: str
    kernel: str | None = None
    section: str | None = None
    offset: int | None = None
    path: str | None = None

    def location(self) -> str:
        parts = [self.source]
        if self.kernel is not None:
            parts.append(f"kernel {self.kernel}")
        where = []
        if self.section:
            where.append(self.section)
        if self.offset is not None:
            where.append(f"offset {self.offset:#x}")
        if where:
            parts.append(" ".join(where))
        if self.path:
            parts.append(self.path)
        return ": ".join(parts)

    def __str__(self) -> str:
        return f"{self.location()}: {self.severity}: {self.message} [{self.rule}]"

    def to_dict(self) -> dict[str, Any]:
        return {"rule": self.rule, "severity": self.severity, "message": self.message,
                "source": self.source, "kernel": self.kernel, "section": self.section,
                "offset": self.offset, "path": self.path}


def exit_status(findings: list[Finding]) -> int:
    """1 when any finding is an error or a warning, else 0 (notes do not count)."""
    return int(any(f.severity in ("error", "warning") for f in findings))


# --------------------------------------------------------------------------------------------
# The checker
# --------------------------------------------------------------------------------------------

# A V2 MACH field of only these bits is the original V2 layout (xnack, trap handler), no MACH
_V2_LEGACY_BITS = int(EFlagsV2.XNACK | EFlagsV2.TRAP_HANDLER)
# Where the entry offset sits: the same place in a kernel descriptor and in amd_kernel_code_t
_ENTRY = KERNEL_DESCRIPTOR.offset("kernel_code_entry_byte_offset")
assert _ENTRY == AMD_KERNEL_CODE.offset("kernel_code_entry_byte_offset")


def _entry_offset(descriptor: bytes) -> int:
    offset: int = KERNEL_DESCRIPTOR.read(descriptor, "kernel_code_entry_byte_offset")
    return offset


class _Where(TypedDict, total=False):
    """Where a finding is, as Finding's keyword arguments."""

    kernel: str | None
    section: str | None
    offset: int | None


class _Checker:
    def __init__(self, co: Any, source: str) -> None:
        self.co = co
        self.source = source
        self.found: list[Finding] = []
        self.version: int | None = None
        self._note_where: dict[str, Any] | None = None
        self._symbols: dict[str, Any] | None = None
        self._kernel_indexes: dict[int, int] | None = None

    @property
    def known_version(self) -> int:
        """The code object version, for the checks that run only once it is known."""
        assert self.version is not None
        return self.version

    def add(self, rule: str, message: str, *, severity: str | None = None, **where: Any) -> None:
        sev = severity or RULES[rule].severity
        self.found.append(Finding(rule, sev, message, self.source, **where))

    # -- whole object ------------------------------------------------------------------------

    def run(self) -> list[Finding]:
        co = self.co
        self.version = co.code_object_version
        is_hsa = co.header.ei_osabi == E.ELFOSABI.AMDGPU_HSA
        if self.version is None:
            h = co.header
            self.add("elf-abi", f"EI_OSABI {h.ei_osabi} with EI_ABIVERSION {h.ei_abiversion} "
                     "names no AMDGPU code object version (ELFOSABI_AMDGPU_HSA 64 with "
                     "EI_ABIVERSION 0-4 is V2-V6); a runtime refuses it, and nothing that "
                     "depends on the version is checked", section="ELF header", offset=7)
        self.bounds()
        self.eflags()
        self.notes()
        if is_hsa and self.version is not None:
            self.metadata()
        if self.version is None or co.processor is None:
            return self.found
        for kernel in co.kernels:
            self.kernel(kernel)
        return self.found

    def bounds(self) -> None:
        """Sections and segments whose bytes are not all in the file: a loader reads past the
        end, or maps less than the headers promise."""
        co = self.co
        size = co.elf.size
        for s in co.sections:
            end = s.sh_offset + s.sh_size
            if s.has_file_data and s.sh_size and end > size:
                self.add("section-bounds", f"section {s.index} ({s.name or '?'}) "
                         f"[{s.sh_offset:#x}, {end:#x}) runs {end - max(s.sh_offset, size):#x} bytes past the end "
                         f"of the file ({size:#x} bytes)", section="section header table",
                         offset=s.header_offset)
        phoff = co.header.e_phoff
        for p in co.segments:
            end = p.p_offset + p.p_filesz
            if p.p_filesz and end > size:
                self.add("section-bounds", f"program header {p.index} [{p.p_offset:#x}, "
                         f"{end:#x}) runs {end - max(p.p_offset, size):#x} bytes past the end "
                         f"of the file ({size:#x} bytes)", section="program header table",
                         offset=phoff + 56 * p.index)

    def eflags(self) -> None:
        from .targets import processor_by_mach

        co = self.co
        flags = co.e_flags
        version = self.version
        where: _Where = {"section": "ELF header", "offset": 0x30}
        mach = flags & EF_AMDGPU_MACH_MASK
        if version == 2 and not mach & ~_V2_LEGACY_BITS:
            decoded = co.eflags
            if decoded.error:
                self.add("eflags-mach", decoded.error, **where)
            return
        proc = processor_by_mach(mach)
        if proc is None:
            what = "0 (none)" if mach == 0 else f"unknown ({mach:#x})"
            self.add("eflags-mach", f"EF_AMDGPU_MACH is {what}", **where)
            return
        if version is None or version <= 3:
            bits = ((int(EFlagsV3.XNACK), "xnack"), (int(EFlagsV3.SRAMECC), "sramecc"))
        else:
            bits = ((EF_AMDGPU_FEATURE_XNACK_V4, "xnack"),
                    (EF_AMDGPU_FEATURE_SRAMECC_V4, "sramecc"))
        for mask, feature in bits:
            if flags & mask and feature not in proc.features:
                self.add("eflags-feature", f"e_flags {flags:#x} sets {feature} "
                         f"({flags & mask:#x}), which {proc.name} does not support", **where)
        generic = generic_version_of(flags) if version is not None and version >= 6 else 0
        if generic and not proc.is_generic:
            self.add("eflags-generic", f"generic version {generic} in e_flags, but {proc.name} "
                     "is not a generic target", **where)
        if proc.is_generic:
            if version is not None and version < 6:
                self.add("generic-before-v6", f"generic target {proc.name} in a code object V"
                         f"{version}; generic targets need V6", **where)
            elif version == 6 and not generic:
                self.add("eflags-generic", f"generic target {proc.name} with generic version 0",
                         **where)

    def notes(self) -> None:
        """AMD/AMDGPU notes other than the metadata (the ISA version, the producer, the HSA
        runtime version) whose descriptors the reader could not decode: a runtime that reads
        them (a V2 loader finds the processor in NT_AMD_HSA_ISA_VERSION) reads garbage."""
        for note in self.co.notes:
            if note.error and not note.is_metadata:
                self.add("note-undecodable", note.error, section=self._section_at(note.offset),
                         offset=note.offset)

    def _note_location(self) -> dict[str, Any]:
        if self._note_where is None:
            note = next((n for n in self.co.notes if n.is_metadata), None)
            self._note_where = {} if note is None else \
                {"section": self._section_at(note.offset), "offset": note.offset}
        return dict(self._note_where)

    def metadata(self) -> None:
        co = self.co
        where = self._note_location()
        bad = [n for n in co.notes if n.is_metadata and n.error]
        for note in bad:
            self.add("metadata-undecodable", note.error, section=where.get("section"),
                     offset=note.offset)
        md = co.metadata
        if md is None:
            # A relocatable object without kernels (device functions, GCC's offload objects)
            # needs no metadata: the link that adds kernels adds it.
            if not bad and not (co.elf_type == "ET_REL" and not co.kernels):
                note = "NT_AMDGPU_METADATA" if self.known_version >= 3 else "NT_AMD_HSA_METADATA"
                self.add("metadata-missing", f"no metadata note ({note}); an HSA runtime "
                         "cannot load the kernels", **where)
            return
        rules = {"required": "metadata-required", "type": "metadata-type",
                 "unknown-key": "metadata-unknown-key", "enum": "metadata-enum",
                 "version": "metadata-version"}
        for f in validate(md, self.known_version):
            self.add(rules[f.kind], f.message, severity=f.severity, kernel=f.kernel,
                     path=f.path, **where)
        self.metadata_target(md, where)
        self.printf(md, where)

    def printf(self, md: dict[str, Any], where: dict[str, Any]) -> None:
        """The printf call list: each entry readable, IDs unique, formats consuming the
        arguments the entry lists, and a kernel that takes the printf buffer."""
        from .metadata.printf import format_arguments, parse_printf

        key = "Printf" if self.version == 2 else "amdhsa.printf"
        entries = md.get(key)
        if not isinstance(entries, list) or not entries:
            return  # absent, or the schema check has reported its type
        seen: dict[int, int] = {}
        for i, entry in enumerate(entries):
            path = f"{key}[{i}]"
            try:
                call = parse_printf(entry)
            except (ValueError, TypeError) as e:
                self.add("printf-malformed", f"printf entry {entry!r}: {e}", path=path, **where)
                continue
            if call.id in seen:
                self.add("printf-duplicate-id", f"printf ID {call.id} is used by entries "
                         f"{seen[call.id]} and {i}", path=path, **where)
            seen.setdefault(call.id, i)
            try:
                wanted = format_arguments(call.format)
            except ValueError as e:
                self.add("printf-arguments", f"printf {call.id}: format {call.format!r}: {e}",
                         path=path, **where)
                continue
            if wanted != len(call.sizes):
                self.add("printf-arguments", f"printf {call.id}: format {call.format!r} takes "
                         f"{wanted} argument{'s' * (wanted != 1)}, the call passes "
                         f"{len(call.sizes)}", path=path, **where)
        kernels = md.get(self._kernels_key())
        args_key, kind_key, kind = (("Args", "ValueKind", "HiddenPrintfBuffer")
                                    if self.version == 2 else
                                    (".args", ".value_kind", "hidden_printf_buffer"))
        takes_buffer = isinstance(kernels, list) and any(
            isinstance(k, dict) and isinstance(k.get(args_key), list)
            and any(isinstance(a, dict) and a.get(kind_key) == kind for a in k[args_key])
            for k in kernels)
        if not takes_buffer:
            self.add("printf-buffer", f"{len(entries)} printf call{'s' * (len(entries) != 1)} "
                     f"in {key}, but no kernel has a {kind} argument: the runtime gives no "
                     "printf buffer and the output is lost", path=key, **where)

    def isa_note_target(self) -> None:
        """V2: the processor of the NT_AMD_HSA_ISA_VERSION note against e_flags' MACH."""
        from .formats.notes import NOTE_NAME_AMD, NT_AMD
        from .targets import processor_by_mach, target_from_isa_version

        co = self.co
        mach = co.e_flags & EF_AMDGPU_MACH_MASK
        proc = processor_by_mach(mach) if mach & ~_V2_LEGACY_BITS else None
        for note in co.notes:
            if note.owner != NOTE_NAME_AMD or note.type != NT_AMD.HSA_ISA_VERSION or \
                    not isinstance(note.value, dict) or proc is None:
                continue
            version = (note.value.get("major"), note.value.get("minor"),
                       note.value.get("stepping"))
            major, minor, stepping = version
            # the note's decoder gives all three (a field it lacks matches no processor)
            noted = target_from_isa_version(major, minor, stepping) if major is not None \
                and minor is not None and stepping is not None else None
            if noted is None or noted.processor.name != proc.name:
                text = ".".join(str(v) for v in version)
                named = noted.processor.name if noted is not None else "no processor"
                self.add("metadata-target", f"the ISA version note says {text} ({named}), "
                         f"e_flags say {proc.name}", section=self._section_at(note.offset),
                         offset=note.offset)

    def _section_at(self, offset: int) -> str | None:
        return next((s.name for s in self.co.sections if s.has_file_data
                     and s.sh_offset <= offset < s.sh_offset + s.sh_size), None)

    def metadata_target(self, md: dict[str, Any], where: dict[str, Any]) -> None:
        from .targets import TargetID

        if self.version == 2:
            self.isa_note_target()
        text = md.get("amdhsa.target") if self.known_version >= 3 else None
        if not isinstance(text, str):
            return
        target = self.co.target
        if target is None:
            return
        try:
            named = TargetID.parse(text, v3=self.version == 3)
        except CodeObjectError as e:
            self.add("metadata-target", f"amdhsa.target {text!r} is not a target ID: {e}",
                     path="amdhsa.target", **where)
            return
        # (by name: e_flags may describe the processor as another LLVM release does,
        # Processor.views)
        if named.processor.name != target.processor.name or named.xnack != target.xnack or \
                named.sramecc != target.sramecc:
            self.add("metadata-target", f"amdhsa.target is {text!r}, but e_flags say "
                     f"{target.full}", path="amdhsa.target", **where)

    # -- kernels -----------------------------------------------------------------------------

    def kernel(self, k: Any) -> None:
        co = self.co
        name = k.name
        sym = self._descriptor_symbol(k)
        if k.metadata is None:
            if co.metadata is not None:
                self.add("kernel-no-metadata", f"descriptor symbol {k.symbol} has no record in "
                         "the metadata; a runtime will not find the kernel", kernel=name,
                         section=sym.section if sym else None, offset=k.descriptor_offset)
        elif sym is None:
            key = "SymbolName" if self.version == 2 else "symbol"
            self.add("kernel-no-descriptor", f"the metadata names descriptor symbol {k.symbol}, "
                     "but no such symbol is defined", kernel=name,
                     path=f"{self._kernels_key()}[{self._kernel_index(k)}].{key}",
                     **self._note_location())
            return
        if k.descriptor_bytes is None:
            if sym is not None:
                detail = "; ".join(k.warnings) or "it lies outside its section"
                self.add("kernel-no-descriptor", f"descriptor {k.symbol} cannot be read: "
                         f"{detail}", kernel=name, section=sym.section)
            return
        kd_where: _Where = {"kernel": name, "section": sym.section if sym else None,
                    "offset": k.descriptor_offset}
        if self.known_version >= 3 and sym is not None:
            if k.descriptor_address is not None and k.descriptor_address % 64:
                self.add("descriptor-alignment", f"{k.symbol} at {k.descriptor_address:#x} is "
                         "not 64-byte aligned (CP requires it)", **kd_where)
            if sym.size not in (0, 64):
                self.add("descriptor-size", f"{k.symbol} has st_size {sym.size}, not 64",
                         **kd_where)
        self.entry(k, sym)
        if k.descriptor is None:
            detail = "; ".join(k.warnings) or "unknown processor"
            self.add("kernel-no-descriptor", f"descriptor {k.symbol} not decoded: {detail}",
                     **kd_where)
            return
        if self.known_version >= 3:
            self.reserved(k, kd_where)
        d = descriptor_facts(co, k)
        if d is not None and k.metadata is not None:
            self.against_metadata(k, d, kd_where)
            self.arguments(k)

    def _descriptor_symbol(self, k: Any) -> Any:
        if self._symbols is None:
            self._symbols = {}
            for s in self.co.symbols:
                if s.shndx == E.SHN.UNDEF or s.name in self._symbols:
                    continue
                if self.version == 2 and s.type != E.STT.AMDGPU_HSA_KERNEL:
                    continue
                self._symbols[s.name] = s
        return self._symbols.get(k.symbol)

    def entry(self, k: Any, sym: Any) -> None:
        co = self.co
        if sym is None:
            return
        where = {"kernel": k.name}
        if co.header.e_type == E.ET.REL and self.known_version >= 3:
            site = sym.value + _ENTRY
            reloc = next((r for r in co.relocations if r.section == sym.section
                          and r.offset == site), None)
            if reloc is None:
                offset = _entry_offset(k.descriptor_bytes)
                if offset == 0:
                    self.add("entry-outside-text", f"{k.symbol} has entry offset 0 and no "
                             "relocation for it", section=sym.section,
                             offset=k.descriptor_offset + _ENTRY, **where)
                return
            target = next((s for s in co.symbols if s.name == reloc.symbol
                           and s.shndx != E.SHN.UNDEF), None)
            if target is None or not 0 < target.shndx < len(co.sections):
                self.add("entry-outside-text", f"the entry relocation names {reloc.symbol!r}, "
                         "which is not defined here", section=sym.section,
                         offset=k.descriptor_offset + _ENTRY, **where)
                return
            section = co.sections[target.shndx]
            address = target.value + reloc.addend - _ENTRY
            start, end = 0, section.sh_size
        else:
            # the descriptor's own offset (V2: amd_kernel_code_t.kernel_code_entry_byte_offset,
            # at the same place), not the model's entry, which is None when it lands nowhere
            offset = _entry_offset(k.descriptor_bytes)
            address = sym.value + offset
            if co.header.e_type == E.ET.REL:
                section = co.sections[sym.shndx] if 0 < sym.shndx < len(co.sections) else None
                start = 0
            else:
                section = co.elf.section_for_address(address)
                start = section.sh_addr if section is not None else 0
            end = start + (section.sh_size if section is not None else 0)
        if section is None or not section.sh_flags & E.SHF.EXECINSTR or \
                not start <= address < end:
            name = section.name if section is not None else "no section"
            self.add("entry-outside-text", f"entry {address:#x} is not in executable code "
                     f"({name})", section=sym.section, offset=k.descriptor_offset + 16
                     if self.known_version >= 3 else k.descriptor_offset, **where)
            return
        # In ET_REL the section start is only 256-aligned if the section is.
        aligned = address if co.header.e_type != E.ET.REL else address + \
            (0 if section.sh_addralign % 256 == 0 else 1)
        if aligned % 256:
            self.add("entry-alignment", f"entry {address:#x} is not 256-byte aligned",
                     section=section.name, offset=section.sh_offset + address - start, **where)

    def reserved(self, k: Any, where: _Where) -> None:
        d = k.descriptor
        problems = d.check() if hasattr(d, "check") else []
        for text in problems:
            if "GRANULATED_WAVEFRONT_SGPR_COUNT" in text:
                self.add("sgpr-granule-gfx10", text, **where)
            else:
                self.add("reserved-bits", text, **where)

    def _md(self, k: Any, key: str) -> Any:
        md = k.metadata or {}
        if self.version == 2:
            props = md.get("CodeProps")
            value = props.get(_V2_PROPS[key]) if isinstance(props, dict) and key in _V2_PROPS \
                else None
        else:
            value = md.get("." + key)
        if isinstance(value, bool) or not isinstance(value, int):
            return None
        return value

    def against_metadata(self, k: Any, d: DescriptorFacts, where: _Where) -> None:
        co = self.co
        proc = co.processor
        kernarg = self._md(k, "kernarg_segment_size")
        if kernarg is not None and kernarg != d.kernarg_size:
            if d.kernarg_size == 0 and self.known_version >= 3:
                self.add("kernarg-size", f"the descriptor leaves the kernarg size unspecified "
                         f"(0); the metadata says {kernarg}", severity="note", **where)
            else:
                self.add("kernarg-size", f"kernarg size: metadata {kernarg}, descriptor "
                         f"{d.kernarg_size}", severity="error" if d.kernarg_size < kernarg
                         else "warning", **where)
        for key, rule, value in (
                ("group_segment_fixed_size", "group-segment-size", d.group_segment_fixed_size),
                ("private_segment_fixed_size", "private-segment-size",
                 d.private_segment_fixed_size)):
            md_value = self._md(k, key)
            if md_value is not None and md_value != value:
                self.add(rule, f"{key}: metadata {md_value}, descriptor {value}", **where)

        wave = self._md(k, "wavefront_size")
        if wave is not None and wave != d.wavefront_size:
            self.add("wavefront-size", f"the metadata says wave{wave}, the descriptor runs "
                     f"wave{d.wavefront_size}", **where)
        if d.wavefront_size not in proc.wavefront_sizes:
            self.add("wavefront-size", f"{proc.name} does not run wave{d.wavefront_size}",
                     **where)

        vgprs = self._md(k, "vgpr_count")
        if vgprs is not None and vgprs > d.allocated_vgprs:
            self.add("vgpr-count", f"the metadata counts {vgprs} VGPRs, the descriptor "
                     f"allocates {d.allocated_vgprs} (GRANULATED_WORKITEM_VGPR_COUNT "
                     f"{d.vgpr_blocks}, granule {d.vgpr_granule})", **where)
        elif vgprs is not None and self.known_version >= 3:
            needed = max(-(-max(vgprs, 1) // d.vgpr_granule) - 1, 0)
            if needed < d.vgpr_blocks:
                self.add("vgpr-count", f"the descriptor allocates {d.allocated_vgprs} VGPRs, "
                         f"the metadata counts only {vgprs}", severity="note", **where)
        sgprs = self._md(k, "sgpr_count")
        if sgprs is not None and proc.major < 10 and sgprs > d.allocated_sgprs:
            self.add("sgpr-count", f"the metadata counts {sgprs} SGPRs, the descriptor "
                     f"allocates {d.allocated_sgprs} (GRANULATED_WAVEFRONT_SGPR_COUNT "
                     f"{d.sgpr_blocks})", **where)

        agprs = self._md(k, "agpr_count")
        if agprs:
            if not proc.mai_insts:
                self.add("agpr-count", f"the metadata counts {agprs} AGPRs, but {proc.name} "
                         "has none", **where)
            elif d.accum_offset is not None:
                if d.accum_offset + agprs > d.allocated_vgprs:
                    self.add("agpr-count", f"AGPRs from ACCUM_OFFSET {d.accum_offset} plus "
                             f"{agprs} exceed the {d.allocated_vgprs} allocated VGPRs", **where)
                if vgprs is not None and vgprs - agprs > d.accum_offset:
                    self.add("agpr-count", f"{vgprs - agprs} ArchVGPRs (metadata) overlap the "
                             f"AGPRs starting at ACCUM_OFFSET {d.accum_offset}", **where)
            elif agprs > d.allocated_vgprs:
                self.add("agpr-count", f"{agprs} AGPRs exceed the {d.allocated_vgprs} "
                         "allocated", **where)

        self.workgroup_size(k, where)

        if self.known_version >= 5:
            md = k.metadata
            flag = md.get(".uses_dynamic_stack")
            if isinstance(flag, (bool, int)) and bool(flag) != d.uses_dynamic_stack:
                self.add("dynamic-stack", f".uses_dynamic_stack is {bool(flag)}, the descriptor "
                         f"USES_DYNAMIC_STACK bit is {int(d.uses_dynamic_stack)}", **where)

    def workgroup_size(self, k: Any, where: _Where) -> None:
        md = k.metadata
        if self.version == 2:
            props, attrs = md.get("CodeProps"), md.get("Attrs")
            largest = props.get("MaxFlatWorkGroupSize") if isinstance(props, dict) else None
            required = attrs.get("ReqdWorkGroupSize") if isinstance(attrs, dict) else None
        else:
            largest, required = md.get(".max_flat_workgroup_size"), md.get(".reqd_workgroup_size")
        if not isinstance(largest, int) or isinstance(largest, bool):
            return
        if largest < 1:
            self.add("workgroup-size", f"the max flat work-group size is {largest}; it must be "
                     "at least 1", **where)
            return
        if isinstance(required, list) and len(required) == 3 and \
                all(isinstance(n, int) for n in required) and any(required):
            size = required[0] * required[1] * required[2]
            if size == 0 or size > largest:
                self.add("workgroup-size", f"the required work-group size {required} does not "
                         f"fit the max flat work-group size {largest}", **where)

    def arguments(self, k: Any) -> None:
        if self.version == 2:
            return
        md = k.metadata
        size = md.get(".kernarg_segment_size")
        align = md.get(".kernarg_segment_align")
        where = {"kernel": k.name, **self._note_location()}
        index = self._kernel_index(k)
        base = f"amdhsa.kernels[{index}]"
        if isinstance(align, int) and not isinstance(align, bool) and \
                (align <= 0 or align & (align - 1)):
            self.add("kernarg-layout", f".kernarg_segment_align {align} is not a power of 2",
                     path=f"{base}.kernarg_segment_align", **where)
        args = md.get(".args")
        if not isinstance(args, list):
            return
        block: int | None = None
        for i, arg in enumerate(args):
            if not isinstance(arg, dict):
                continue
            off, sz, kind = arg.get(".offset"), arg.get(".size"), arg.get(".value_kind")
            if not (isinstance(off, int) and isinstance(sz, int)):
                continue
            path = f"{base}.args[{i}]"
            if isinstance(size, int) and off + sz > size:
                self.add("kernarg-layout", f"argument {i} ({kind}) at [{off}, {off + sz}) runs "
                         f"past .kernarg_segment_size {size}", path=path, **where)
            fixed = HIDDEN_ARGUMENT_OFFSETS.get(kind) \
                if self.known_version >= 5 and isinstance(kind, str) else None
            if fixed is None:
                continue
            if block is None:
                block = off - fixed
                continue
            if off - fixed != block:
                self.add("hidden-argument-offset", f"{kind} at kernarg offset {off} is at "
                         f"{off - block} in the implicit block that starts at {block}; the "
                         f"runtime writes it at {fixed}", path=path, **where)

    def _kernels_key(self) -> str:
        return "Kernels" if self.version == 2 else "amdhsa.kernels"

    def _kernel_index(self, k: Any) -> int:
        if self._kernel_indexes is None:
            kernels = (self.co.metadata or {}).get(self._kernels_key()) or []
            self._kernel_indexes = {id(entry): i for i, entry in enumerate(kernels)}
        return self._kernel_indexes.get(id(k.metadata), -1)


_V2_PROPS = {"kernarg_segment_size": "KernargSegmentSize",
             "group_segment_fixed_size": "GroupSegmentFixedSize",
             "private_segment_fixed_size": "PrivateSegmentFixedSize",
             "wavefront_size": "WavefrontSize", "vgpr_count": "NumVGPRs",
             "sgpr_count": "NumSGPRs"}


def check_code_object(co: Any, source: str | None = None, *, code: bool = True
                      ) -> list[Finding]:
    """Every finding for one ``CodeObject``; bad bytes become ``unreadable`` findings.
    ``code`` adds the machine-code rules (the synchronization checker of
    :mod:`codeobj.analysis.sync`)."""
    name = source or co.source
    checker = _Checker(co, name)
    try:
        found = checker.run()
    except CodeObjectError as e:
        checker.add("unreadable", _error_text(e), offset=e.offset)
        return checker.found
    if code and co.processor is not None:
        found.extend(_code_findings(co, name))
    return found


def _code_findings(co: Any, name: str) -> list[Finding]:
    """The synchronization findings of every kernel and function, located by file offset."""
    from .analysis.cfg import build_cfg
    from .analysis.program import load_program
    from .analysis.sync import check_sync

    try:
        program = load_program(co)
    except CodeObjectError:
        return []  # a processor without instruction tables: nothing to check here
    proc = co.processor
    isa = (int(proc.major or 0), int(proc.minor or 0))
    out = []
    sections = [s for s in co.sections if s.sh_flags & 0x4]
    for fn in program.functions:
        if fn.kernel is not None:
            try:
                problem = _vgpr_allocation(co, fn, program.st)
            except CodeObjectError:
                problem = None  # a descriptor the descriptor rules already report
            if problem:
                sec = next((s for s in sections if s.name == fn.section), None)
                at = None
                if sec is not None:
                    at = sec.sh_offset + fn.start - (0 if co.header.e_type == E.ET.REL
                                                     else sec.sh_addr)
                out.append(Finding("vgpr-allocation", "error", problem, name, kernel=fn.name,
                                   section=fn.section, offset=at))
        for address, msbs in _msbs_at_branches(fn):
            sec = next((s for s in sections if s.name == fn.section), None)
            at = None
            if sec is not None:
                at = sec.sh_offset + address - (0 if co.header.e_type == E.ET.REL
                                                else sec.sh_addr)
            out.append(Finding(
                "vgpr-msb-at-branch", "warning",
                f"VGPR MSBs {msbs:#x} still set at a branch, call or return (at address "
                f"{address:#x}; {fn.section}): where it leads they are not 0 as the calling "
                "convention and the listing assume", name, kernel=fn.name, section=fn.section,
                offset=at))
        found = check_sync(fn, build_cfg(fn, program), program.st, isa_version=isa)
        for f in found:
            sec = next((s for s in sections if s.name == fn.section), None)
            offset = None
            if sec is not None:
                base = 0 if co.header.e_type == E.ET.REL else sec.sh_addr
                offset = sec.sh_offset + f.address - base
            out.append(Finding(f.rule, f.severity,
                               f"{f.message} (at address {f.address:#x}; {f.section})", name,
                               kernel=fn.name, section=fn.section, offset=offset))
    return out


def _msbs_at_branches(fn: Any) -> list[tuple[int, int]]:
    """(address, MSBs) of the branches, calls and returns of ``fn`` reached with gfx1250's
    VGPR MSBs not 0 (AMDGPULowerVGPREncoding sets them to 0 before every terminator and call;
    ``s_endpgm`` ends the wave, so it does not count)."""
    from .analysis.program import BRANCH, CALL, CBRANCH, SETPC

    out = []
    msbs = 0
    for inst in fn.insts:
        f = inst.facts
        if msbs and f.kind in (BRANCH, CBRANCH, SETPC, CALL):
            out.append((inst.address, msbs))
        if f.msbs >= 0:
            msbs = f.msbs
    return out


def _vgpr_allocation(co: Any, fn: Any, st: Any) -> str | None:
    """What a kernel's own code uses beyond the VGPRs its descriptor allocates (its callees
    are left out), or None.  gfx90a/gfx94x: ArchVGPRs below ACCUM_OFFSET, AGPRs from it;
    gfx908: each file its allocation."""
    from .analysis.program import Function
    from .isa.regflow import highest
    from .kernel.occupancy import descriptor_facts

    assert isinstance(fn, Function) and fn.kernel is not None
    d = descriptor_facts(co, fn.kernel)
    if d is None:
        return None
    kd = fn.kernel.descriptor
    rsrc2 = getattr(kd, "compute_pgm_rsrc2", 0)
    proc = co.processor
    if (int(proc.major or 0), int(proc.minor or 0)) == (12, 0) and rsrc2 >> 6 & 1:
        return None  # ENABLE_DYNAMIC_VGPR (gfx120x): the wave allocates VGPRs as it runs
    used = 0
    for inst in fn.insts:
        used |= inst.facts.explicit
    nv, na = highest(used, "v") + 1, highest(used, "a") + 1
    have = d.allocated_vgprs
    if st.is_gfx90a and d.accum_offset is not None:
        if nv > min(d.accum_offset, have):
            return (f"the code uses v{nv - 1}, the descriptor allocates {have} VGPRs "
                    f"(GRANULATED_WORKITEM_VGPR_COUNT {d.vgpr_blocks}), AGPRs from ACCUM_OFFSET "
                    f"{d.accum_offset}")
        if na and d.accum_offset + na > have:
            return (f"the code uses a{na - 1}, the descriptor allocates {have} VGPRs, AGPRs "
                    f"from ACCUM_OFFSET {d.accum_offset}")
        return None
    if max(nv, na) > have:
        reg = f"v{nv - 1}" if nv >= na else f"a{na - 1}"
        return (f"the code uses {reg}, the descriptor allocates {have} VGPRs "
                f"(GRANULATED_WORKITEM_VGPR_COUNT {d.vgpr_blocks}, granule {d.vgpr_granule})")
    return None


def check_file(path: str | os.PathLike[str], target: str | None = None, *,
               checked: list[str] | None = None, code: bool = True) -> list[Finding]:
    """Findings for every code object in ``path`` (code object, bundle, host file or URI);
    ``target`` keeps only code objects compatible with that target ID.  The name of each code
    object looked at is appended to ``checked`` when given."""
    from .bundle.inputs import code_objects

    found: list[Finding] = []
    count = 0
    try:
        for _uri, co in code_objects(path, target=target, required=True):
            count += 1
            if checked is not None:
                checked.append(co.source)
            found.extend(check_code_object(co, co.source, code=code))
    except NoCodeObjectError as e:
        # nothing to check (a host ELF without AMD GPU code, nothing for the target): a warning
        found.append(Finding("no-code-objects", "warning", e.message, e.source or os.fspath(path)))
    except CodeObjectError as e:
        found.append(Finding("unreadable", "error", _error_text(e), e.source or os.fspath(path),
                             offset=e.offset))
    except OSError as e:
        found.append(Finding("unreadable", "error", e.strerror or str(e), os.fspath(path)))
    return found


def _error_text(e: CodeObjectError) -> str:
    """The error without its file name (the finding carries it) or its offset."""
    parts = [p for p in (e.structure, e.field) if p]
    return ": ".join([*parts, e.message])


@record
class CheckReport:
    """The findings for several files and the code objects that were looked at."""

    findings: list[Finding]
    code_objects: list[str]

    @property
    def exit_status(self) -> int:
        return exit_status(self.findings)

    def counts(self) -> dict[str, int]:
        return {sev: sum(f.severity == sev for f in self.findings) for sev in SEVERITIES}

    def to_dict(self) -> dict[str, Any]:
        """``{"findings": [...], "summary": {"code_objects", "error", "warning", "note"}}``."""
        return {"findings": [f.to_dict() for f in self.findings],
                "summary": {"code_objects": len(self.code_objects), **self.counts()}}


def check_paths(paths: list[str | os.PathLike[str]], target: str | None = None, *,
                ignore: tuple[str, ...] = (), code: bool = True) -> CheckReport:
    """``check_file`` over several paths; findings of the rules in ``ignore`` are dropped;
    ``code=False`` leaves out the machine-code (synchronization) rules."""
    unknown = [r for r in ignore if r not in RULES]
    if unknown:
        raise ValueError(f"unknown rule {unknown[0]!r}")
    checked: list[str] = []
    findings: list[Finding] = []
    for path in paths:
        findings.extend(f for f in check_file(path, target, checked=checked, code=code)
                        if f.rule not in ignore)
    return CheckReport(findings, checked)
