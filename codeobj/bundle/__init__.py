"""Fat binaries: clang offload bundles (plain and compressed), host ELF files, code object URIs.

The entry point is ``scan(path_or_bytes)``: every code object a file holds, each with its URI,
entry ID, target and exact bytes.  ``open_fat_binary`` gives the bundles as well;
``write_bundle`` makes bundles; ``parse_uri``/``resolve_uri`` handle ``file://`` and
``memory://`` code object URIs.  See docs/bundles.md.
"""

from __future__ import annotations

from codeobj.bundle.model import (
    Bundle,
    BundleEntry,
    Compression,
    EmbeddedCodeObject,
    EntryID,
    parse_entry_id,
)
from codeobj.bundle.reader import MAX_DECOMPRESSED_SIZE, compressed_hash, read_bundle
from codeobj.bundle.resolve import resolve_uri
from codeobj.bundle.scan import FatBinary, code_object_target, open_fat_binary, scan
from codeobj.bundle.select import matches_target, select
from codeobj.bundle.uri import CodeObjectURI, file_uri, memory_uri, parse_c_integer, parse_uri
from codeobj.bundle.writer import BundleInput, write_bundle

__all__ = [
    "MAX_DECOMPRESSED_SIZE",
    "Bundle",
    "BundleEntry",
    "BundleInput",
    "CodeObjectURI",
    "Compression",
    "EmbeddedCodeObject",
    "EntryID",
    "FatBinary",
    "code_object_target",
    "compressed_hash",
    "file_uri",
    "matches_target",
    "memory_uri",
    "open_fat_binary",
    "parse_c_integer",
    "parse_entry_id",
    "parse_uri",
    "read_bundle",
    "resolve_uri",
    "scan",
    "select",
    "write_bundle",
]
