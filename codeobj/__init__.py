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
    "link": "codeobj._link",
    "link_files": "codeobj._link",
    "load": "codeobj._link",
    "LinkResult": "codeobj._link",
    "LoadedCodeObject": "codeobj._link",
    "LoadedKernel": "codeobj._link",
    "LoadedSegment": "codeobj._link",
    "SymbolInfo": "codeobj._link",
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
    "SymbolBinding": "codeobj.elf.model",
    "SymbolType": "codeobj.elf.model",
    "SymbolVisibility": "codeobj.elf.model",
    "KernelArgument": "codeobj.metadata.arguments",
    "open_code_object": "codeobj.elf.model",
}

# The same names for type checkers, which do not run the lazy __getattr__ below (``X as X``:
# re-exported, as `__all__` is computed; isort off: it would split these one per statement).
TYPE_CHECKING = False  # (importing typing for it would cost every start ~3 ms)
if TYPE_CHECKING:
    # isort: off
    from ._link import (
        LinkResult as LinkResult,
        LoadedCodeObject as LoadedCodeObject,
        LoadedKernel as LoadedKernel,
        LoadedSegment as LoadedSegment,
        SymbolInfo as SymbolInfo,
        link as link,
        link_files as link_files,
        load as load,
    )
    from .asm import (
        AssemblyResult as AssemblyResult,
        assemble as assemble,
        assemble_or_raise as assemble_or_raise,
    )
    from .bundle import (
        ArchiveMember as ArchiveMember,
        Bundle as Bundle,
        BundleEntry as BundleEntry,
        BundleInput as BundleInput,
        CodeObjectURI as CodeObjectURI,
        EmbeddedCodeObject as EmbeddedCodeObject,
        FatBinary as FatBinary,
        OffloadImage as OffloadImage,
        file_uri as file_uri,
        open_fat_binary as open_fat_binary,
        parse_uri as parse_uri,
        read_archive as read_archive,
        read_offload_binaries as read_offload_binaries,
        resolve_uri as resolve_uri,
        scan as scan,
        write_bundle as write_bundle,
    )
    from .bundle.inputs import (
        code_objects as code_objects,
    )
    from .check import (
        CheckReport as CheckReport,
        Finding as Finding,
        check_code_object as check_code_object,
        check_file as check_file,
        check_paths as check_paths,
    )
    from .compare import (
        DiffReport as DiffReport,
        diff as diff,
    )
    from .editing import (
        Change as Change,
        CodeObjectEditor as CodeObjectEditor,
        edit as edit,
    )
    from .elf.model import (
        CodeObject as CodeObject,
        Kernel as Kernel,
        SymbolBinding as SymbolBinding,
        SymbolType as SymbolType,
        SymbolVisibility as SymbolVisibility,
        open_code_object as open_code_object,
    )
    from .errors import (
        AssemblerError as AssemblerError,
        BundleError as BundleError,
        CodeObjectError as CodeObjectError,
        EditError as EditError,
        FormatError as FormatError,
        LinkError as LinkError,
        MetadataError as MetadataError,
        NotAMDGPUError as NotAMDGPUError,
        TargetError as TargetError,
        URIError as URIError,
    )
    from .kernel.amd_kernel_code import (
        AmdKernelCode as AmdKernelCode,
        KernelCodeError as KernelCodeError,
    )
    from .kernel.descriptor import (
        DescriptorError as DescriptorError,
        KernelDescriptor as KernelDescriptor,
    )
    from .kernel.occupancy import (
        Resources as Resources,
        code_object_resources as code_object_resources,
        kernel_resources as kernel_resources,
    )
    from .limits import (
        Limits as Limits,
        current_limits as current_limits,
        use_limits as use_limits,
    )
    from .metadata.arguments import (
        KernelArgument as KernelArgument,
    )
    from .metadata.convert import (
        v2_to_v3 as v2_to_v3,
    )
    from .metadata.decode import (
        to_llvm_yaml as to_llvm_yaml,
    )
    from .metadata.printf import (
        PrintfCall as PrintfCall,
        parse_printf as parse_printf,
    )
    from .targets import (
        EFlags as EFlags,
        Processor as Processor,
        TargetID as TargetID,
        decode_eflags as decode_eflags,
        format_eflags as format_eflags,
        is_compatible as is_compatible,
        processor as processor,
        processor_by_isa_version as processor_by_isa_version,
        processor_by_mach as processor_by_mach,
        processors as processors,
        target_from_isa_version as target_from_isa_version,
    )
    # isort: on

__all__ = sorted(_EXPORTS)  # noqa: PLE0605 - derived from the one export map


def __getattr__(name: str) -> object:
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
