"""Fat binaries: clang offload bundles (plain and compressed), host ELF files, offload binaries
(``.llvm.offloading``), archives, code object URIs.

The entry point is ``scan(path_or_bytes)``: every code object a file holds, each with its URI,
entry ID, target and exact bytes.  ``open_fat_binary`` gives the bundles as well;
``write_bundle`` makes bundles; ``parse_uri``/``resolve_uri`` handle ``file://`` and
``memory://`` code object URIs.  See docs/bundles.md.
"""

from __future__ import annotations

# scan() and select() share their names with their submodules, so they are bound eagerly
# (a lazy lookup would find the submodule); everything else loads on first use.
from ._scan import scan
from ._select import select

_EXPORTS = {
    "ArchiveMember": "codeobj.bundle.archive",
    "OffloadImage": "codeobj.bundle.offload",
    "read_archive": "codeobj.bundle.archive",
    "read_offload_binaries": "codeobj.bundle.offload",
    "read_offload_binary": "codeobj.bundle.offload",
    "Bundle": "codeobj.bundle.model",
    "BundleEntry": "codeobj.bundle.model",
    "BundleInput": "codeobj.bundle.writer",
    "CodeObjectURI": "codeobj.bundle.uri",
    "Compression": "codeobj.bundle.model",
    "EmbeddedCodeObject": "codeobj.bundle.model",
    "EntryID": "codeobj.bundle.model",
    "FatBinary": "codeobj.bundle._scan",
    "MAX_DECOMPRESSED_SIZE": "codeobj.bundle.reader",
    "code_object_target": "codeobj.bundle._scan",
    "compressed_hash": "codeobj.bundle.reader",
    "file_uri": "codeobj.bundle.uri",
    "matches_target": "codeobj.bundle._select",
    "memory_uri": "codeobj.bundle.uri",
    "open_fat_binary": "codeobj.bundle._scan",
    "parse_c_integer": "codeobj.bundle.uri",
    "parse_entry_id": "codeobj.bundle.model",
    "parse_uri": "codeobj.bundle.uri",
    "read_bundle": "codeobj.bundle.reader",
    "resolve_uri": "codeobj.bundle.resolve",
    "write_bundle": "codeobj.bundle.writer",
}

__all__ = [
    "MAX_DECOMPRESSED_SIZE",
    "ArchiveMember",
    "Bundle",
    "BundleEntry",
    "BundleInput",
    "CodeObjectURI",
    "Compression",
    "EmbeddedCodeObject",
    "EntryID",
    "FatBinary",
    "OffloadImage",
    "code_object_target",
    "compressed_hash",
    "file_uri",
    "matches_target",
    "memory_uri",
    "open_fat_binary",
    "parse_c_integer",
    "parse_entry_id",
    "parse_uri",
    "read_archive",
    "read_bundle",
    "read_offload_binaries",
    "read_offload_binary",
    "resolve_uri",
    "scan",
    "select",
    "write_bundle",
]


# The same names for type checkers, which do not run the lazy __getattr__ below.
TYPE_CHECKING = False  # (importing typing for it would cost every start ~3 ms)
if TYPE_CHECKING:
    from ._scan import (
        FatBinary,
        code_object_target,
        open_fat_binary,
    )
    from ._select import (
        matches_target,
    )
    from .archive import (
        ArchiveMember,
        read_archive,
    )
    from .model import (
        Bundle,
        BundleEntry,
        Compression,
        EmbeddedCodeObject,
        EntryID,
        parse_entry_id,
    )
    from .offload import (
        OffloadImage,
        read_offload_binaries,
        read_offload_binary,
    )
    from .reader import (
        MAX_DECOMPRESSED_SIZE,
        compressed_hash,
        read_bundle,
    )
    from .resolve import (
        resolve_uri,
    )
    from .uri import (
        CodeObjectURI,
        file_uri,
        memory_uri,
        parse_c_integer,
        parse_uri,
    )
    from .writer import (
        BundleInput,
        write_bundle,
    )


def __getattr__(name: str) -> object:
    # Submodules load on first use: `codeobj dump` on a loose code object needs only the scanner.
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'codeobj.bundle' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
