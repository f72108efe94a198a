"""Finding every code object in a file: loose code objects, plain and compressed bundles, host
ELFs, offload binaries (``.llvm.offloading``) and archives.

A host ELF keeps its bundles in ``.hip_fatbin``, one per translation unit, back to back.  Each
bundle is bounded by its own header (a plain bundle ends with its furthest entry, a compressed
one after its ``total_size``); the gap to the next is zero padding up to the section alignment.
The bundles that ``__hip_fatbin*`` symbols and the ``.hipFatBinSegment`` wrappers point at are
read too, so a bundle is found even when the walk could not reach it.  Nothing ever scans for
magic bytes, which can occur inside compressed data or code.

The new offload driver (``--offload-new-driver``) leaves offload binaries in ``.llvm.offloading``
(``codeobj.bundle.offload``); an archive's members are scanned one by one, as files of their own,
and what they hold is reported with offsets in the archive (``codeobj.bundle.archive``).
"""

from __future__ import annotations

import mmap
import os
import stat
from typing import TYPE_CHECKING, Any, Union

from .._record import field, record
from ..errors import BundleError, CodeObjectError, FormatError, NotAMDGPUError
from ..formats.bundle import (
    BITCODE_MAGICS,
    CCOB_MAGIC,
    HIPF_MAGIC,
    HIPF_WRAPPER,
    OFFLOAD_BUNDLE_MAGIC,
)
from ..formats.elf import EHDR, ELF_MAGIC, ELFCLASS64, ELFDATA2LSB, EM, ET, IDENT
from . import _elf
from .model import Bundle, BundleEntry, EmbeddedCodeObject, parse_entry_id
from .reader import DecompressionBudget, read_bundle
from .uri import file_uri

if TYPE_CHECKING:
    from typing_extensions import Self

    from .archive import ArchiveMember
    from .offload import OffloadImage

#: What a fat binary can be read from: a path (mapped), or bytes-like data (not copied).
Source = Union[str, "os.PathLike[str]", bytes, bytearray, memoryview, mmap.mmap]
# What a fat binary's views are views of: the file mapping, or the bytes given.
_Buffer = bytes | bytearray | memoryview | mmap.mmap

__all__ = ["FatBinary", "code_object_target", "open_fat_binary", "scan"]

# clang-offload-bundler --type=o puts each entry of a host object in a section with this prefix
# (clang's OffloadBundler names them with its magic string, OFFLOAD_BUNDLER_MAGIC_STR)
_OBJECT_SECTION_PREFIX = OFFLOAD_BUNDLE_MAGIC.decode("ascii")
_OFFLOADING_SECTION = ".llvm.offloading"
# The ELF header fields a loose code object's target is read from, without the full reader.
_EI_CLASS, _EI_DATA = IDENT.offset("ei_class"), IDENT.offset("ei_data")
_EI_ABIVERSION = IDENT.offset("ei_abiversion")
_E_MACHINE, _E_FLAGS = EHDR.offset("e_machine"), EHDR.offset("e_flags")
_ELF64_LSB = bytes((ELFCLASS64, ELFDATA2LSB))
#: archives inside archives inside archives are not followed further
_MAX_DEPTH = 3


def _offload_magics() -> tuple[bytes, tuple[bytes, ...]]:
    """The offload binary magic and the archive magics (formats/offload.py, imported only when
    an input is neither a bundle nor an ELF file: a code object's dump does without it)."""
    from ..formats.offload import AR_MAGIC, AR_THIN_MAGIC, OFFLOAD_BINARY_MAGIC

    return OFFLOAD_BINARY_MAGIC, (AR_MAGIC, AR_THIN_MAGIC)


@record
class FatBinary:
    """What a file holds: ``kind`` is ``"code-object"``, ``"bundle"``, ``"compressed-bundle"``,
    ``"host-elf"``, ``"offload-binary"`` or ``"archive"``; ``bundles`` in file order;
    ``code_objects`` are the device entries that are AMDGPU code objects (host entries of
    bundles are kept in ``bundles`` but are not code objects); ``non_code_objects`` the device
    entries and images that are something else (``-fgpu-rdc`` LLVM bitcode, for one);
    ``images`` the offload binary images (``codeobj.bundle.offload.OffloadImage``) and
    ``members`` the archive members (``codeobj.bundle.archive.ArchiveMember``).  For a host
    ELF, ``machine`` is its e_machine and ``foreign_gpu_code`` names the sections that hold
    another vendor's GPU code (``.nv_fatbin``: NVIDIA CUDA), so an empty result can say why.
    """

    name: str
    kind: str
    size: int
    bundles: list[Bundle] = field(default_factory=list)
    code_objects: list[EmbeddedCodeObject] = field(default_factory=list)
    non_code_objects: list[EmbeddedCodeObject] = field(default_factory=list)
    images: list[Any] = field(default_factory=list)
    members: list[Any] = field(default_factory=list)
    machine: int | None = None
    foreign_gpu_code: list[str] = field(default_factory=list)
    _buffer: _Buffer | None = field(default=None, repr=False)

    def close(self) -> None:
        """Drop the file mapping; views handed out before keep it alive until released."""
        buf, self._buffer = self._buffer, None
        if isinstance(buf, mmap.mmap):
            try:
                buf.close()
            except BufferError:
                pass  # memoryviews into it still exist; the mapping goes when they do

    def release_pages(self, code_object: EmbeddedCodeObject) -> None:
        """Tell the kernel the mapped pages of ``code_object`` are no longer needed.

        For callers that walk a large library one code object at a time (``codeobj dump``):
        the pages leave the process's resident set and are read again from the page cache if
        the data is used later, so the bytes stay valid.  No effect on data that is not a view
        of the file mapping (compressed bundles, bytes input).
        """
        buf = self._buffer
        if not isinstance(buf, mmap.mmap) or not hasattr(buf, "madvise"):
            return
        if code_object.bundle is not None and code_object.bundle.compressed:
            return
        start = code_object.offset  # outside compressed bundles, the file offset of the bytes
        end = min(start + code_object.size, len(buf))
        page = mmap.PAGESIZE
        first, last = -(-start // page) * page, end // page * page
        if last > first:
            buf.madvise(mmap.MADV_DONTNEED, first, last - first)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _load(source: Source, name: str | None) -> tuple[memoryview, str, _Buffer]:
    if isinstance(source, (str, os.PathLike)):
        path = os.fsdecode(source)
        if "\0" in path:
            raise FormatError("a file name cannot hold a NUL character", source=name or
                              path.replace("\0", "\\0"))
        with open(path, "rb") as f:
            info = os.fstat(f.fileno())
            buf: bytes | mmap.mmap
            if not stat.S_ISREG(info.st_mode):
                # a pipe or a device has no size to map: read it, up to the input limit
                from ..limits import read_stream

                buf = read_stream(f, name or path)
            else:
                buf = b"" if info.st_size == 0 else \
                    mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        return memoryview(buf), name or path, buf
    if isinstance(source, memoryview):
        return source.cast("B") if source.format != "B" else source, name or "<memory>", source
    return memoryview(source), name or "<memory>", source


def open_fat_binary(source: Source, *, name: str | None = None,
                    max_decompressed: int | None = None) -> FatBinary:
    """Open a path (mapped, never read whole), bytes or mmap and find its code objects.

    ``name`` is the path written in URIs and errors (default: the path given, or ``<memory>``).
    ``max_decompressed`` bounds the bytes all compressed bundles of the file decompress to,
    together (default: the ``decompressed`` limit, `codeobj.limits`).  A pipe or a device is
    read, up to the ``input`` limit.
    Raises ``BundleError`` for a malformed bundle or offload binary, ``NotAMDGPUError`` for a
    CUDA ELF and ``FormatError`` for anything that is neither an ELF file, a bundle, an offload
    binary nor an archive.
    """
    view, label, buf = _load(source, name)
    return _open_view(view, label, buf, DecompressionBudget(max_decompressed), 0)


def _open_view(view: memoryview, label: str, buf: _Buffer | None, max_decompressed: DecompressionBudget,
               depth: int) -> FatBinary:
    fat = FatBinary(name=label, kind="", size=len(view), _buffer=buf)
    head = bytes(view[:24])
    if head == OFFLOAD_BUNDLE_MAGIC or head[:4] == CCOB_MAGIC:
        bundle = read_bundle(view, 0, source=label, max_decompressed=max_decompressed)
        fat.kind = "compressed-bundle" if bundle.compressed else "bundle"
        _add_bundle(fat, bundle)
    elif head[:4] == ELF_MAGIC:
        elf = _elf.HostELF(view, label)
        if elf.e_machine == EM.AMDGPU:
            fat.kind = "code-object"
            fat.code_objects.append(EmbeddedCodeObject(
                uri=file_uri(label, 0, len(view)), entry_id=None,
                target=code_object_target(view), data=view))
        elif elf.e_machine == EM.CUDA:
            raise NotAMDGPUError("an NVIDIA CUDA ELF (EM_CUDA), not an AMDGPU code object or a "
                                 "HIP fat binary", source=label)
        else:
            fat.kind = "host-elf"
            _scan_host(fat, elf, view, max_decompressed)
    elif head[:4] == _offload_magics()[0]:
        from .offload import read_offload_binaries

        fat.kind = "offload-binary"
        for image in read_offload_binaries(view, 0, len(view), source=label):
            _add_image(fat, view, image, max_decompressed)
    elif head[:8] in _offload_magics()[1]:
        fat.kind = "archive"
        _scan_archive(fat, view, max_decompressed, depth)
    else:
        raise FormatError("not an AMDGPU code object, an offload bundle, an offload binary, an "
                          f"archive or an ELF file (starts with {head[:8].hex(' ')})",
                          source=label, offset=0)
    return fat


def scan(source: Source, *, name: str | None = None,
         max_decompressed: int | None = None) -> list[EmbeddedCodeObject]:
    """Every code object in ``source`` (path, bytes or mmap), in file order.

    A loose code object gives one item; a bundle or host ELF one per device entry.  The
    ``data`` of each item is a zero-copy view into the mapped file (or the decompressed bundle).
    """
    return open_fat_binary(source, name=name, max_decompressed=max_decompressed).code_objects


def code_object_target(data: memoryview | bytes) -> str:
    """The full target (``amdgcn-amd-amdhsa--gfx90a:xnack+``) of a loose code object, from its
    e_flags and EI_ABIVERSION; ``""`` when they do not name one (e.g. a V2 object with MACH 0).
    """
    from ..targets import decode_eflags

    if len(data) < _E_FLAGS + 4 or bytes(data[:4]) != ELF_MAGIC or \
            data[_EI_CLASS] != ELFCLASS64 or \
            int.from_bytes(data[_E_MACHINE:_E_MACHINE + 2], "little") != EM.AMDGPU:
        return ""
    abi_version = data[_EI_ABIVERSION]
    e_flags = int.from_bytes(data[_E_FLAGS:_E_FLAGS + 4], "little")
    decoded = decode_eflags(e_flags, abi_version)
    if decoded.target is None:
        if decoded.code_object_version == 2:
            return _v2_target_from_notes(data)
        return ""
    if decoded.code_object_version in (2, 3):
        return decoded.target.comgr_name(decoded.code_object_version)
    return decoded.target.full


def _v2_target_from_notes(data: memoryview | bytes) -> str:
    """Old V2 objects leave MACH at 0 and name the processor in the ISA note: the full reader."""
    from ..elf.model import CodeObject
    from ..errors import CodeObjectError

    try:
        return CodeObject(data).target_name or ""
    except CodeObjectError:
        return ""


def _add_bundle(fat: FatBinary, bundle: Bundle, image: OffloadImage | None = None) -> None:
    fat.bundles.append(bundle)
    for entry in bundle.entries:
        eid = parse_entry_id(entry.id)
        if eid.is_host:
            continue
        data = bundle.entry_data(entry)
        found = EmbeddedCodeObject(
            uri=file_uri(fat.name, bundle.offset + entry.offset, entry.size),
            entry_id=entry.id, target=eid.target, data=data, bundle=bundle, entry=entry,
            image=image)
        # -fgpu-rdc bundles carry LLVM bitcode, which no loader takes
        if bytes(data[:4]) in BITCODE_MAGICS:
            fat.non_code_objects.append(found)
        else:
            fat.code_objects.append(found)


def _add_image(fat: FatBinary, view: memoryview, image: OffloadImage,
               max_decompressed: DecompressionBudget) -> None:
    """An offload binary image: a code object, a bundle (read as one), or anything else."""
    fat.images.append(image)
    data = image.data
    head = bytes(data[:24])
    if head == OFFLOAD_BUNDLE_MAGIC or head[:4] == CCOB_MAGIC:
        bundle = read_bundle(view, image.image_offset,
                             limit=image.image_offset + image.image_size, source=fat.name,
                             index=len(fat.bundles), section=f"offload image {image.index}",
                             max_decompressed=max_decompressed)
        _add_bundle(fat, bundle, image)
        return
    found = EmbeddedCodeObject(
        uri=file_uri(fat.name, image.image_offset, image.image_size),
        entry_id=image.entry_id, target=image.target, data=data, image=image)
    if found.content == "code-object":
        if not image.target:
            found.target = code_object_target(data)
        fat.code_objects.append(found)
    else:
        fat.non_code_objects.append(found)


def _scan_archive(fat: FatBinary, view: memoryview, max_decompressed: DecompressionBudget,
                  depth: int) -> None:
    from .archive import read_archive

    fat.members = read_archive(view, source=fat.name)
    for member in fat.members:
        _scan_member(fat, view, member, max_decompressed, depth)


def _member_kind(data: memoryview) -> str:
    head = bytes(data[:24])
    if head[:4] == ELF_MAGIC:
        # 32-bit and big-endian objects hold no AMDGPU code; only they may share an archive
        return "elf" if head[_EI_CLASS:_EI_DATA + 1] == _ELF64_LSB else "other"
    if head == OFFLOAD_BUNDLE_MAGIC or head[:4] == CCOB_MAGIC:
        return "bundle"
    offload_binary, archives = _offload_magics()
    if head[:4] == offload_binary:
        return "offload-binary"
    if head[:8] in archives:
        return "archive"
    if head[:4] in BITCODE_MAGICS:
        return "bitcode"
    return "other"


def _scan_member(fat: FatBinary, view: memoryview, member: ArchiveMember,
                 max_decompressed: DecompressionBudget, depth: int) -> None:
    """Scan one member as a file of its own, then move what it holds into archive offsets."""
    base = member.offset
    data = view[base:base + member.size]
    kind = _member_kind(data)
    if kind in ("bitcode", "other") or (kind == "archive" and depth + 1 >= _MAX_DEPTH):
        member.kind = kind
        return
    try:
        sub = _open_view(data, fat.name, data, max_decompressed, depth + 1)
    except NotAMDGPUError:
        member.kind = "other"
        return
    except CodeObjectError as e:
        decompressed = "decompressed" in (e.structure or "")
        if e.offset is not None and not decompressed:
            e.offset += base
        inner = f", {e.structure}" if e.structure else ""
        e.structure = f"archive member {member.index} ({member.name}){inner}"
        e.source = fat.name
        raise
    member.kind = sub.kind
    member.code_objects = len(sub.code_objects)
    for b in sub.bundles:
        b.offset += base
        b.index = len(fat.bundles)
        fat.bundles.append(b)
    for image in sub.images:
        image.offset += base
        image.image_offset += base
        image.index = len(fat.images)
        fat.images.append(image)
    for nested in sub.members:
        nested.offset += base
        nested.header_offset += base
        nested.name = f"{member.name}({nested.name})"
    for target, found in ((fat.code_objects, sub.code_objects),
                          (fat.non_code_objects, sub.non_code_objects)):
        for c in found:
            c.uri = file_uri(fat.name, base + c.offset, c.size)
            if c.member is None:
                c.member = member
            target.append(c)


# Sections in which a host ELF carries NVIDIA GPU code (nvcc's fat binary and its wrapper, and
# the relocatable device code of -rdc builds).
_NVIDIA_SECTIONS = (".nv_fatbin", ".nvFatBinSegment", "__nv_relfatbin")


def _scan_host(fat: FatBinary, elf: _elf.HostELF, view: memoryview,
               max_decompressed: DecompressionBudget) -> None:
    fat.machine = elf.e_machine
    fat.foreign_gpu_code = [s.name for s in elf.sections if s.name in _NVIDIA_SECTIONS]
    fatbins = [s for s in elf.sections if s.name == ".hip_fatbin" and s.file_size]
    referenced = _referenced_starts(elf, view, fatbins)
    for sec in fatbins:
        elf.check_section(sec)
        starts = sorted(o for o in referenced if sec.offset <= o < sec.offset + sec.size)
        _walk_fatbin(fat, sec, view, starts, max_decompressed)
    fat.bundles.sort(key=lambda b: b.offset)
    for i, b in enumerate(fat.bundles):
        b.index = i
    fat.code_objects.sort(key=lambda c: (c.bundle.offset if c.bundle else 0,
                                         c.entry.index if c.entry else 0))
    for sec in elf.sections:
        if sec.name.startswith(_OBJECT_SECTION_PREFIX) and len(sec.name) > len(
                _OBJECT_SECTION_PREFIX):
            _add_object_section(fat, elf, sec)
        elif sec.name == _OFFLOADING_SECTION and sec.file_size:
            from .offload import read_offload_binaries

            elf.check_section(sec)
            for image in read_offload_binaries(view, sec.offset, sec.offset + sec.size,
                                               source=fat.name, section=sec.name,
                                               first_index=len(fat.images)):
                _add_image(fat, view, image, max_decompressed)


def _referenced_starts(elf: _elf.HostELF, view: memoryview, fatbins: list[_elf.Section]
                       ) -> set[int]:
    """File offsets that ``__hip_fatbin*`` symbols and HIPF wrappers say bundles start at."""
    starts: set[int] = set()
    if not fatbins:
        return starts
    by_index = {s.index: s for s in fatbins}
    for sym in elf.symbols("__hip_fatbin"):
        sec = by_index.get(sym.shndx)
        if sec is not None:
            off = elf.file_offset(sym.value, sec)
            if off is not None:
                starts.add(off)
    if elf.e_type == ET.REL:
        return starts  # wrapper pointers are relocations there, not addresses
    for seg in elf.sections:
        if seg.name != ".hipFatBinSegment" or not seg.file_size:
            continue
        data = elf.section_data(seg)
        usable = len(data) - len(data) % HIPF_WRAPPER.size
        for magic, _version, address, _ in HIPF_WRAPPER.iter_unpack(data[:usable]):
            if magic != HIPF_MAGIC:
                continue
            for sec in fatbins:
                off = elf.file_offset(address, sec)
                if off is not None:
                    starts.add(off)
    return starts


def _walk_fatbin(fat: FatBinary, sec: _elf.Section, view: memoryview, referenced: list[int],
                 max_decompressed: DecompressionBudget) -> None:
    end = sec.offset + sec.size
    seen = {b.offset for b in fat.bundles}
    pending = list(referenced)
    pos = sec.offset
    while True:
        pos = _elf.skip_zero_padding(view, pos, end)
        if pos >= end:
            break
        if bytes(view[pos:pos + 24]) != OFFLOAD_BUNDLE_MAGIC and bytes(
                view[pos:pos + 4]) != CCOB_MAGIC:
            later = [p for p in pending if p > pos]
            if not later:
                raise BundleError(
                    "data that is neither a bundle nor padding, and no __hip_fatbin symbol or "
                    "HIPF wrapper points past it", source=fat.name,
                    structure=f"section {sec.index} ({sec.name})", offset=pos)
            pos = later[0]
            continue
        bundle = _read_once(fat, view, pos, end, sec, seen, max_decompressed)
        pos = bundle.offset + bundle.size
    for start in pending:
        if start not in seen:
            _read_once(fat, view, start, end, sec, seen, max_decompressed)


def _read_once(fat: FatBinary, view: memoryview, pos: int, end: int, sec: _elf.Section,
               seen: set[int], max_decompressed: DecompressionBudget) -> Bundle:
    bundle = read_bundle(view, pos, limit=end, source=fat.name, index=len(fat.bundles),
                         section=f"{sec.name} at 0x{pos - sec.offset:x}",
                         max_decompressed=max_decompressed)
    if bundle.size == 0:
        raise BundleError("bundle of size 0", source=fat.name, offset=pos)
    seen.add(pos)
    _add_bundle(fat, bundle)
    return bundle


def _add_object_section(fat: FatBinary, elf: _elf.HostELF, sec: _elf.Section) -> None:
    """A ``__CLANG_OFFLOAD_BUNDLE__<entry ID>`` section of a bundled host object: one entry."""
    entry_id = sec.name[len(_OBJECT_SECTION_PREFIX):]
    eid = parse_entry_id(entry_id)
    if eid.is_host:
        return
    data = elf.section_data(sec)
    entry = BundleEntry(sec.index, entry_id, 0, len(data))
    found = EmbeddedCodeObject(
        uri=file_uri(fat.name, sec.offset, len(data)), entry_id=entry_id, target=eid.target,
        data=data, entry=entry)
    if bytes(data[:4]) in BITCODE_MAGICS:
        fat.non_code_objects.append(found)
    else:
        fat.code_objects.append(found)
