"""The typed model of fat binaries: bundles, their entries, and the code objects found in them."""

from __future__ import annotations

import re

from .._record import field, record
from ..formats.bundle import BITCODE_MAGICS, CompressionMethod
from ..formats.elf import EHDR, ELF_MAGIC, EM
from .uri import CodeObjectURI

_E_MACHINE = EHDR.offset("e_machine")

TYPE_CHECKING = False  # typing costs ~3 ms to import; dump on a loose object needs none of it
if TYPE_CHECKING:
    from .archive import ArchiveMember
    from .offload import OffloadImage

__all__ = [
    "Bundle",
    "BundleEntry",
    "Compression",
    "EmbeddedCodeObject",
    "EntryID",
    "parse_entry_id",
]

# A processor name where an old-style (3-component) triple puts its target ID.
_PROCESSOR = re.compile(r"gfx[0-9a-z]")


@record(frozen=True)
class EntryID:
    """A bundle entry ID split into ``<kind>-<triple>-<target ID>``.

    ``triple`` is normalised to four components (``amdgcn-amd-amdhsa-``: the environment is
    empty); ``target_id`` is ``gfx90a:xnack+`` or ``""`` (host entries, or no processor).
    """

    text: str
    kind: str
    triple: str
    target_id: str

    @property
    def target(self) -> str:
        """The full target as comgr spells it: ``amdgcn-amd-amdhsa--gfx90a:xnack+``."""
        return f"{self.triple}-{self.target_id}" if self.target_id else self.triple

    @property
    def is_host(self) -> bool:
        return self.kind == "host"


def parse_entry_id(text: str) -> EntryID:
    """Split an entry ID; never fails (odd IDs keep what can be recognised)."""
    kind, _, rest = text.partition("-")
    parts = rest.split("-", 4)
    if len(parts) == 4 and _PROCESSOR.match(parts[3]):
        # old style "hip-amdgcn-amd-amdhsa-gfx906": a 3-component triple
        parts = parts[:3] + ["", parts[3]]
    while len(parts) < 4:
        parts.append("")
    triple = "-".join(parts[:4])
    target_id = parts[4] if len(parts) > 4 else ""
    return EntryID(text, kind, triple, target_id)


@record(frozen=True)
class BundleEntry:
    """One entry of a plain bundle: ``offset`` is from the start of the (decompressed) bundle."""

    index: int
    id: str
    offset: int
    size: int

    @property
    def parsed_id(self) -> EntryID:
        return parse_entry_id(self.id)

    @property
    def kind(self) -> str:
        return self.parsed_id.kind

    @property
    def target_id(self) -> str:
        return self.parsed_id.target_id

    @property
    def target(self) -> str:
        return self.parsed_id.target


@record(frozen=True)
class Compression:
    """The CCOB header of a compressed bundle."""

    version: int
    method: CompressionMethod | int
    total_size: int | None  # None for version 1, which does not record it
    uncompressed_size: int
    hash: int


@record
class Bundle:
    """A clang offload bundle found at ``offset`` in a file, occupying ``size`` bytes there.

    ``data`` is the plain bundle (decompressed when ``compression`` is set); entry offsets are
    relative to it.
    """

    index: int
    offset: int
    size: int
    entries: list[BundleEntry]
    data: memoryview | bytes | bytearray = field(repr=False)
    compression: Compression | None = None
    section: str | None = None

    @property
    def compressed(self) -> bool:
        return self.compression is not None

    def entry_data(self, entry: BundleEntry) -> memoryview:
        """The bytes of ``entry`` (already bounds-checked when the bundle was read)."""
        return memoryview(self.data)[entry.offset:entry.offset + entry.size]


@record
class EmbeddedCodeObject:
    """A code object inside a file: loose, in a bundle, in a host ELF's ``.hip_fatbin``, in an
    offload binary (``.llvm.offloading``) or in an archive member.

    ``uri`` locates it (for compressed bundles, in decompressed terms: see ``codeobj.bundle.uri``);
    ``target`` is the full target (``amdgcn-amd-amdhsa--gfx90a:xnack+``) from the entry ID, or from
    the ELF header for a loose code object (``""`` when it cannot be told); ``data`` is exactly the
    code object's bytes.
    """

    uri: CodeObjectURI
    entry_id: str | None
    target: str
    data: memoryview | bytes = field(repr=False)
    bundle: Bundle | None = field(default=None, repr=False)
    entry: BundleEntry | None = field(default=None, repr=False)
    #: the offload binary image (``.llvm.offloading``) that holds it, if any
    image: OffloadImage | None = field(default=None, repr=False)
    #: the archive member that holds it, if any
    member: ArchiveMember | None = field(default=None, repr=False)

    @property
    def target_id(self) -> str:
        """The target ID without the triple: ``gfx90a:xnack+``."""
        return self.target.split("--", 1)[1] if "--" in self.target else self.target

    @property
    def offset(self) -> int:
        return self.uri.offset or 0

    @property
    def size(self) -> int:
        return len(self.data)

    @property
    def compressed(self) -> bool:
        return self.bundle is not None and self.bundle.compressed

    @property
    def content(self) -> str:
        """What the bytes are: ``code-object`` (an AMDGPU ELF), ``llvm-bitcode``, ``elf`` (any
        other ELF) or ``other``.  ``FatBinary.non_code_objects`` holds the device entries that
        are not code objects (``-fgpu-rdc`` bitcode, for one)."""
        head = bytes(self.data[:_E_MACHINE + 2])
        if head[:4] == ELF_MAGIC:
            machine = int.from_bytes(head[_E_MACHINE:], "little")
            return "code-object" if machine == EM.AMDGPU and len(head) == _E_MACHINE + 2 \
                else "elf"
        if head[:4] in BITCODE_MAGICS:
            return "llvm-bitcode"
        return "other"
