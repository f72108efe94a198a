"""codeobj: read, check, assemble and link AMD GPU ELF code objects (V2-V6, gfx6-gfx12).

The public API is listed in ``__all__``; names load lazily on first use so that
``import codeobj`` stays cheap for command-line tools.  ``codeobj.__version__`` is the installed
package's version.
"""

from __future__ import annotations

import importlib

# public name -> module that defines it
_EXPORTS: dict[str, str] = {
    # errors
    "CodeObjectError": "codeobj.errors",
    "FormatError": "codeobj.errors",
    "NotAMDGPUError": "codeobj.errors",
    "TargetError": "codeobj.errors",
    "MetadataError": "codeobj.errors",
    "BundleError": "codeobj.errors",
    "URIError": "codeobj.errors",
    "AssemblerError": "codeobj.errors",
    "LinkError": "codeobj.errors",
    "EditError": "codeobj.errors",
    # limits on hostile input
    "Limits": "codeobj.limits",
    "current_limits": "codeobj.limits",
    "use_limits": "codeobj.limits",
    # targets
    "Processor": "codeobj.targets",
    "TargetID": "codeobj.targets",
    "processor": "codeobj.targets",
    "processors": "codeobj.targets",
    "processor_by_mach": "codeobj.targets",
    "processor_by_isa_version": "codeobj.targets",
    "target_from_isa_version": "codeobj.targets",
    "EFlags": "codeobj.targets",
    "decode_eflags": "codeobj.targets",
    "format_eflags": "codeobj.targets",
    "is_compatible": "codeobj.targets",
    # kernel descriptors
    "KernelDescriptor": "codeobj.kernel.descriptor",
    "DescriptorError": "codeobj.kernel.descriptor",
    "AmdKernelCode": "codeobj.kernel.amd_kernel_code",
    "KernelCodeError": "codeobj.kernel.amd_kernel_code",
    # metadata
    "v2_to_v3": "codeobj.metadata.convert",
    "to_llvm_yaml": "codeobj.metadata.decode",
    "PrintfCall": "codeobj.metadata.printf",
    "parse_printf": "codeobj.metadata.printf",
    # validation and resources
    "check_paths": "codeobj.check",
    "check_file": "codeobj.check",
    "check_code_object": "codeobj.check",
    "Finding": "codeobj.check",
    "CheckReport": "codeobj.check",
    "kernel_resources": "codeobj.kernel.occupancy",
    "code_object_resources": "codeobj.kernel.occupancy",
    "Resources": "codeobj.kernel.occupancy",
    # assembling
    "assemble": "codeobj.asm",
    "assemble_or_raise": "codeobj.asm",
    "AssemblyResult": "codeobj.asm",
    # linking and loading
    "link": "codeobj.link",
    "link_files": "codeobj.link",
    "load": "codeobj.link",
    "LinkResult": "codeobj.link",
    "LoadedCodeObject": "codeobj.link",
    "LoadedKernel": "codeobj.link",
    "LoadedSegment": "codeobj.link",
    "SymbolInfo": "codeobj.link",
    # fat binaries
    "scan": "codeobj.bundle",
    "open_fat_binary": "codeobj.bundle",
    "resolve_uri": "codeobj.bundle",
    "parse_uri": "codeobj.bundle",
    "file_uri": "codeobj.bundle",
    "write_bundle": "codeobj.bundle",
    "BundleInput": "codeobj.bundle",
    "EmbeddedCodeObject": "codeobj.bundle",
    "Bundle": "codeobj.bundle",
    "BundleEntry": "codeobj.bundle",
    "CodeObjectURI": "codeobj.bundle",
    "FatBinary": "codeobj.bundle",
    "OffloadImage": "codeobj.bundle",
    "ArchiveMember": "codeobj.bundle",
    "read_offload_binaries": "codeobj.bundle",
    "read_archive": "codeobj.bundle",
    # editing and comparing
    "edit": "codeobj.editing",
    "CodeObjectEditor": "codeobj.editing",
    "Change": "codeobj.editing",
    "diff": "codeobj.compare",
    "DiffReport": "codeobj.compare",
    # reading
    "code_objects": "codeobj.bundle.inputs",
    "CodeObject": "codeobj.elf.model",
    "Kernel": "codeobj.elf.model",
    "open_code_object": "codeobj.elf.model",
}

__all__ = sorted(_EXPORTS)  # noqa: PLE0605 - derived from the one export map


def __getattr__(name: str):
    if name == "__version__":
        # The one source is the version in pyproject.toml, as installed (package metadata).
        from importlib.metadata import version

        globals()[name] = value = version("codeobj")
        return value
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'codeobj' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
