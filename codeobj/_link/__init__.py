"""The linker helper and the loader view.

``link(inputs)`` turns relocatable code objects into a loadable one the way ``ld.lld -shared``
does (see docs/linker.md); ``load(code_object, base=...)`` lays a loadable code object out in
memory and applies its dynamic relocations the way the ROCm loader does, then answers kernel and
address queries.
"""

from __future__ import annotations

from .linker import DEFAULT_COMMENT, LinkResult, link, link_files
from .loader import LoadedCodeObject, LoadedKernel, LoadedSegment, SymbolInfo, load

__all__ = ["DEFAULT_COMMENT", "LinkResult", "LoadedCodeObject", "LoadedKernel", "LoadedSegment",
           "SymbolInfo", "link", "link_files", "load"]
