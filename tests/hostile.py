"""The hostile-input campaign: real inputs mutated the way an attacker would mutate them, run
through every command and library entry point, each case in a child process under a time and a
memory cap.

Inputs are the committed corpus (code objects, relocatables, assembly sources), bundles made
from it (plain, zlib, zstd), the offload and archive files of testdata/offload, and an archive
of compressed bundles.  Mutations are byte flips, truncations, splices, extreme values written
over the fields of the ELF, bundle and archive headers (section and program headers, symbols,
relocations, notes, kernel descriptors, entry tables, member sizes), rewritten metadata
documents (values of the wrong kind, huge numbers, deep nesting), and for assembly, line and
token edits and inserted hostile directives.

Each case is a child forked from a process that has already imported everything, so a case
costs its own work, not the start-up.  The child runs under RLIMIT_CPU and RLIMIT_DATA; the
parent reads its exit status, its CPU time and peak RSS (``wait4``), and its standard error,
and sorts it into one outcome.  The peak RSS counted is the case's as its own process: what the
child added to the resident pages it inherited, plus a fresh interpreter's that has imported the
command line (so the figure does not grow with the process the cases are forked from; the
child resets the peak it inherits through /proc/self/clear_refs):

- ``ok`` / ``error``: a result, or a clean error (exit 1 or 2) whose every ``error:`` line names
  the input (the file, ``<stdin>`` or ``<memory>``);
- ``traceback``: an internal error (exit 70, a Python traceback, any exception other than a
  ``CodeObjectError`` from a library call);
- ``hang``: more CPU time than the time cap, or killed by the hard caps;
- ``memory``: a MemoryError, or a peak RSS above the memory budget;
- ``unnamed``: a clean error that does not say which input it is about.

A case is reproducible from (seed, entry, index): ``tools/hostile_campaign.py --replay``.
The fixed cases (``FIXED``) are the inputs of issue 18 and of what already held, each run the
same way; the ones that belong to the assembler are marked so.

This module uses only the standard library and codeobj, so tools/hostile_campaign.py can load
it by path.
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import re
import resource
import shutil
import signal
import struct
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
TESTDATA = REPO / "testdata"

#: What the issue asks of every case with the default limits.
TIME_BUDGET = 5.0  # CPU seconds
MEMORY_BUDGET = 500 << 20  # peak RSS
#: Hard caps on the child (the campaign of the issue used 20 s and +2 GiB).
HARD_CPU = 10
HARD_DATA = 2560 << 20

_EXIT_MEMORY = 71
_EXIT_ESCAPED = 72

OUTCOMES = ("ok", "error", "traceback", "hang", "memory", "unnamed")

# --------------------------------------------------------------------------------------------
# Seeds: the real inputs mutations start from
# --------------------------------------------------------------------------------------------


@dataclass
class Seed:
    name: str  # a file name (its suffix is kept)
    kind: str  # dyn, rel, bundle, host, offload, archive, asm
    data: bytes


_DYN = [
    "corpus/v2/gfx900/vector_add.hsaco", "corpus/v3/gfx906/calls.hsaco",
    "corpus/v3/gfx1030/globals.hsaco", "corpus/v4/gfx908/scratch.hsaco",
    "corpus/v4/gfx1100/lds_atomics.hsaco", "corpus/v5/gfx90a/calls.hsaco",
    "corpus/v5/gfx942/matrix.hsaco", "corpus/v5/gfx1030/vector_add.hsaco",
    "corpus/v6/gfx1201/globals.hsaco", "corpus/v6/gfx9-generic/vector_add.hsaco",
    "corpus/asm/akc_gfx900_v2.hsaco", "corpus/asm/kd_gfx803_v3.hsaco",
    "corpus/asm/kd_gfx900_v4.hsaco", "corpus/asm/kd_gfx90a_v5.hsaco",
    "corpus/asm/kd_gfx1100_v5.hsaco", "corpus/asm/kd_gfx1201_v6.hsaco",
    "corpus/link/v5/gfx90a/linked.hsaco", "sample/vector_add-gfx90a-v5.hsaco",
    "offload/co_gfx90a.o", "offload/co_gfx1030.o",
]
_REL = [
    "corpus/v2/gfx906/vector_add.o", "corpus/v3/gfx90a/lds_atomics.o",
    "corpus/v4/gfx1030/calls.o", "corpus/v5/gfx90a/globals.o", "corpus/v5/gfx1100/scratch.o",
    "corpus/v6/gfx942/calls.o", "corpus/asm/kd_gfx90a_v5.o", "corpus/asm/akc_gfx900_v2.o",
    "corpus/link/v5/gfx90a/link_main.o", "corpus/link/v5/gfx90a/link_lib.o",
    "corpus/link/v4/gfx90a/link_main.o", "corpus/link/v4/gfx90a/link_lib.o",
    "printf/printf-gfx90a-v5.o",
]
_LINK_PAIRS = [("corpus/link/v5/gfx90a/link_main.o", "corpus/link/v5/gfx90a/link_lib.o"),
               ("corpus/link/v6/gfx942/link_main.o", "corpus/link/v6/gfx942/link_lib.o"),
               ("corpus/link/v3/gfx90a/link_main.o", "corpus/link/v3/gfx90a/link_lib.o")]
_HOST = ["offload/bundled_add_one.o", "offload/new_embedded.o", "offload/new_linked.so"]
_OFFLOAD = ["offload/images.bin"]
_ARCHIVES = ["offload/libhet.a", "offload/libhet_bsd.a", "offload/libhet_gfx90a.a"]
_ASM = [
    "src/asm/akc_gfx900_v2.s", "src/asm/kd_gfx803_v3.s", "src/asm/kd_gfx900_v4.s",
    "src/asm/kd_gfx90a_v5.s", "src/asm/kd_gfx1100_v5.s", "src/asm/kd_gfx1201_v6.s",
    "sample/vector_add-gfx90a-v5.s", "corpus/v2/gfx900/vector_add.s",
    "corpus/v3/gfx1030/vector_add.s", "corpus/v6/gfx1201/vector_add.s",
    "corpus/v5/gfx1100/calls.s",
]


def ar_archive(members: list[tuple[str, bytes]]) -> bytes:
    """A GNU ``ar`` archive of short-named members."""
    out = bytearray(b"!<arch>\n")
    for name, data in members:
        out += (f"{name}/".ljust(16) + "0".ljust(12) + "0".ljust(6) + "0".ljust(6)
                + "644".ljust(8) + str(len(data)).ljust(10) + "`\n").encode()
        out += data + (b"\n" if len(data) & 1 else b"")
    return bytes(out)


class Seeds:
    """Every seed by kind; built once per process, the same on every run."""

    def __init__(self) -> None:
        from codeobj.bundle import BundleInput, write_bundle

        self.by_kind: dict[str, list[Seed]] = {}

        def add(kind: str, rel: str) -> Seed:
            path = TESTDATA / rel
            seed = Seed(rel.replace("/", "_"), kind, path.read_bytes())
            self.by_kind.setdefault(kind, []).append(seed)
            return seed

        for rel in _DYN:
            add("dyn", rel)
        for rel in _REL:
            add("rel", rel)
        for rel in _HOST:
            add("host", rel)
        for rel in _OFFLOAD:
            add("offload", rel)
        for rel in _ARCHIVES:
            add("archive", rel)
        for rel in _ASM:
            add("asm", rel)
        self.link_pairs = [((TESTDATA / a).read_bytes(), (TESTDATA / b).read_bytes())
                           for a, b in _LINK_PAIRS]
        a = (TESTDATA / "corpus/v5/gfx90a/vector_add.hsaco").read_bytes()
        b = (TESTDATA / "corpus/v5/gfx1030/vector_add.hsaco").read_bytes()
        items = [BundleInput("hipv4-amdgcn-amd-amdhsa--gfx90a", a),
                 BundleInput("hipv4-amdgcn-amd-amdhsa--gfx1030", b)]
        bundles = self.by_kind.setdefault("bundle", [])
        bundles.append(Seed("plain.bundle", "bundle", write_bundle(items, align=256)))
        bundles.append(Seed("plain4k.bundle", "bundle", write_bundle(items)))
        for method, version in (("zlib", 1), ("zlib", 2), ("zstd", 2), ("zstd", 3)):
            bundles.append(Seed(f"{method}-v{version}.bundle", "bundle",
                                write_bundle(items, compress=method, version=version)))
        self.by_kind["archive"].append(Seed("bundles.a", "archive", ar_archive(
            [(f"b{i}.bundle", s.data) for i, s in enumerate(bundles[2:])])))

    def pick(self, rng: random.Random, kinds: tuple[str, ...]) -> Seed:
        kind = rng.choice(kinds)
        return rng.choice(self.by_kind[kind])

    def all(self) -> list[Seed]:
        return [s for seeds in self.by_kind.values() for s in seeds]


# --------------------------------------------------------------------------------------------
# Where the fields are: ELF, bundle and archive headers, found without codeobj's reader
# --------------------------------------------------------------------------------------------

_EHDR = struct.Struct("<16sHHIQQQIHHHHHH")
_SHDR = struct.Struct("<IIQQQQIIQQ")
_PHDR = struct.Struct("<IIQQQQQQ")
_BUNDLE_MAGIC = b"__CLANG_OFFLOAD_BUNDLE__"
_EHDR_FIELDS = [(4, 1), (5, 1), (6, 1), (7, 1), (8, 1), (16, 2), (18, 2), (20, 4), (24, 8),
                (32, 8), (40, 8), (48, 4), (52, 2), (54, 2), (56, 2), (58, 2), (60, 2), (62, 2)]
_SHDR_FIELDS = [(0, 4), (4, 4), (8, 8), (16, 8), (24, 8), (32, 8), (40, 4), (44, 4), (48, 8),
                (56, 8)]
_PHDR_FIELDS = [(0, 4), (4, 4), (8, 8), (16, 8), (24, 8), (32, 8), (40, 8), (48, 8)]
_SYM_FIELDS = [(0, 4), (4, 1), (5, 1), (6, 2), (8, 8), (16, 8)]


def _elf_sections(data: bytes, base: int = 0) -> list[tuple]:
    try:
        (_, _, _, _, _, _, shoff, _, _, _, _, shentsize, shnum, _) = _EHDR.unpack_from(data, base)
    except struct.error:
        return []
    if shentsize != 64 or not shoff or shnum > 4096:
        return []
    out = []
    for i in range(shnum):
        at = base + shoff + 64 * i
        if at + 64 > len(data):
            break
        out.append((at, *_SHDR.unpack_from(data, at)))
    return out


def fields(data: bytes, base: int = 0, depth: int = 0) -> list[tuple[int, int]]:
    """(offset, width) of the header fields of the ELF, bundle or archive at ``base``, and of
    the containers inside it."""
    head = data[base:base + 24]
    out: list[tuple[int, int]] = []
    if depth > 2:
        return out
    if head[:4] == b"\x7fELF" and len(data) >= base + 64:
        out += [(base + o, w) for o, w in _EHDR_FIELDS]
        phoff, phnum = struct.unpack_from("<Q", data, base + 32)[0], \
            struct.unpack_from("<H", data, base + 56)[0]
        for i in range(min(phnum, 64)):
            at = base + phoff + 56 * i
            if at + 56 <= len(data):
                out += [(at + o, w) for o, w in _PHDR_FIELDS]
        sections = _elf_sections(data, base)
        for (at, _name, sh_type, _flags, _addr, offset, size, _link, _info, _align,
             entsize) in sections:
            out += [(at + o, w) for o, w in _SHDR_FIELDS]
            start = base + offset
            if sh_type == 8 or start + size > len(data):  # NOBITS or past the end
                continue
            if sh_type in (2, 11) and entsize == 24:  # symbols
                for i in range(min(size // 24, 48)):
                    out += [(start + 24 * i + o, w) for o, w in _SYM_FIELDS]
            elif sh_type == 4 and entsize == 24:  # RELA
                for i in range(min(size // 24, 32)):
                    out += [(start + 24 * i, 8), (start + 24 * i + 8, 4),
                            (start + 24 * i + 12, 4), (start + 24 * i + 16, 8)]
            elif sh_type == 7:  # notes
                pos, end = start, start + size
                while pos + 12 <= end:
                    namesz, descsz = struct.unpack_from("<II", data, pos)
                    out += [(pos, 4), (pos + 4, 4), (pos + 8, 4)]
                    pos += 12 + ((namesz + 3) & ~3) + ((descsz + 3) & ~3)
            elif sh_type == 1 and size >= 64 and (_flags & 2) and not (_flags & 4):
                # kernel descriptors live in .rodata: its words
                for i in range(min(size // 4, 64)):
                    out.append((start + 4 * i, 4))
            if sh_type == 1 and data[start:start + 24] == _BUNDLE_MAGIC or \
                    data[start:start + 4] in (b"CCOB", b"\x7fELF", b"\x10\xff\x10\xad"):
                out += fields(data, start, depth + 1)
    elif head == _BUNDLE_MAGIC and len(data) >= base + 32:
        out.append((base + 24, 8))
        count = struct.unpack_from("<Q", data, base + 24)[0]
        pos = base + 32
        for _ in range(min(count, 64)):
            if pos + 24 > len(data):
                break
            offset, _size, id_size = struct.unpack_from("<QQQ", data, pos)
            out += [(pos, 8), (pos + 8, 8), (pos + 16, 8)]
            if base + offset < len(data) and id_size < 4096:
                out += fields(data, base + offset, depth + 1)
            pos += 24 + min(id_size, 4096)
    elif head[:4] == b"CCOB" and len(data) >= base + 32:
        out += [(base + 4, 2), (base + 6, 2), (base + 8, 4), (base + 12, 4), (base + 16, 8),
                (base + 8, 8), (base + 16, 8), (base + 24, 8)]
    elif head[:4] == b"\x10\xff\x10\xad" and len(data) >= base + 24:
        out += [(base + 4, 4), (base + 8, 8), (base + 16, 8)]
        entry = struct.unpack_from("<Q", data, base + 16)[0]
        if base + entry + 64 <= len(data):
            out += [(base + entry + o, 8) for o in range(0, 64, 8)]
    elif head[:8] == b"!<arch>\n":
        pos = base + 8
        while pos + 60 <= len(data):
            out += [(pos + 48, -10), (pos, -16)]  # negative width: decimal text fields
            try:
                size = int(data[pos + 48:pos + 58].decode().strip() or "0")
            except ValueError:
                break
            out += fields(data, pos + 60, depth + 1)
            pos += 60 + size + (size & 1)
    return out


# --------------------------------------------------------------------------------------------
# Mutations
# --------------------------------------------------------------------------------------------

_EXTREMES = (0, 1, 2, 3, 4, 7, 8, 0x10, 0x3F, 0x40, 0x7F, 0x80, 0xFF, 0x100, 0xFFF, 0x1000,
             0xFFFF, 0x10000, 2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**40, 2**48, 2**63 - 1, 2**63,
             2**64 - 1)


def extreme(rng: random.Random, width: int, original: int, size: int) -> int:
    value = rng.choice(_EXTREMES + (size, size - 1, size + 1, original + 1, original - 1,
                                    original * 2, original ^ (1 << rng.randrange(8 * width)),
                                    rng.getrandbits(8 * width)))
    return value & ((1 << (8 * width)) - 1)


def _set_field(rng: random.Random, buf: bytearray, at: int, width: int) -> None:
    if width < 0:  # an ar header's decimal text
        text = rng.choice(("0", "1", "-1", "9999999999", "4294967296", "abc", "", " 12",
                           str(len(buf)), str(len(buf) * 2), "0x10", "1e9"))
        buf[at:at - width] = text.encode().ljust(-width)[:-width]
        return
    if at + width > len(buf):
        return
    original = int.from_bytes(buf[at:at + width], "little")
    buf[at:at + width] = extreme(rng, width, original, len(buf)).to_bytes(width, "little")


def mutate_binary(rng: random.Random, data: bytes, seeds: Seeds) -> tuple[bytes, str]:
    """A mutant of ``data`` and what was done to it."""
    buf = bytearray(data)
    done = []
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        if not buf:
            break
        roll = rng.random()
        if roll < 0.35:
            spots = fields(bytes(buf))
            if spots:
                for _ in range(rng.choice((1, 1, 2, 4))):
                    at, width = rng.choice(spots)
                    _set_field(rng, buf, at, width)
                done.append("field")
                continue
        if roll < 0.50:
            done.append("metadata")
            new = mutate_metadata(rng, bytes(buf))
            if new is not None:
                buf = bytearray(new)
                continue
        if roll < 0.65:
            for _ in range(rng.randint(1, 8)):
                limit = min(len(buf), 4096) if rng.random() < 0.5 else len(buf)
                buf[rng.randrange(limit)] ^= 1 << rng.randrange(8)
            done.append("flip")
        elif roll < 0.72:
            width = rng.choice((4, 8))
            at = rng.randrange(max(1, len(buf) - width)) & ~(width - 1)
            _set_field(rng, buf, at, width)
            done.append("word")
        elif roll < 0.82:
            cut = rng.choice((rng.randrange(len(buf)), rng.randrange(min(len(buf), 512))))
            del buf[cut:]
            done.append("truncate")
        elif roll < 0.92:
            donor = rng.choice((bytes(buf), seeds.pick(rng, ("dyn", "rel", "bundle")).data))
            start = rng.randrange(len(donor))
            piece = donor[start:start + rng.choice((8, 64, 512, 4096))]
            at = rng.randrange(len(buf) + 1)
            if rng.random() < 0.5:
                buf[at:at + len(piece)] = piece
            else:
                buf[at:at] = piece
            done.append("splice")
        else:
            start = rng.randrange(len(buf))
            n = rng.choice((16, 256, 4096))
            buf[start:start + n] = bytes(len(buf[start:start + n]))
            done.append("zero")
    return bytes(buf), "+".join(done) or "none"


# -- metadata documents ------------------------------------------------------------------------

_KEYS = (".value_kind", ".name", ".symbol", ".offset", ".size", ".args", ".address_space",
         ".kernarg_segment_size", ".kernarg_segment_align", ".wavefront_size", ".sgpr_count",
         ".vgpr_count", ".agpr_count", ".max_flat_workgroup_size", ".reqd_workgroup_size",
         ".group_segment_fixed_size", ".private_segment_fixed_size", ".uses_dynamic_stack",
         "amdhsa.kernels", "amdhsa.target", "amdhsa.version", "amdhsa.printf", "Kernels",
         "Args", "ValueKind", "Name", "SymbolName", "CodeProps", "Attrs", "Printf", "Version")


def _nested(depth: int, leaf: object = 1) -> object:
    value = leaf
    for i in range(depth):
        value = [value] if i % 2 else {"k": value}
    return value


def _hostile_value(rng: random.Random) -> object:
    return rng.choice((
        [], {}, ["x"], {"k": 1}, [1, 2, 3], 0, -1, 2**64 - 1, -(2**63), 2**32, "", "A" * 5000,
        True, False, None, 1e308, float("nan"), b"\x00\xff", "by_value", "global_buffer",
        "hidden_printf_buffer", "hidden_multigrid_sync_arg", "1:1:4:%d", "gfx90a",
        "amdgcn-amd-amdhsa--gfx9999", "amdgcn-amd-amdhsa--gfx90a:xnack+:xnack-",
        _nested(rng.choice((10, 60, 70, 200))), [{"k": [1]}] * 3))


def _containers(doc: object, out: list, depth: int = 0) -> None:
    if depth > 12:
        return
    if isinstance(doc, dict):
        for key, value in doc.items():
            out.append((doc, key))
            _containers(value, out, depth + 1)
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            out.append((doc, i))
            _containers(value, out, depth + 1)


def mutate_document(rng: random.Random, doc: object) -> None:
    spots: list = []
    _containers(doc, spots)
    if not spots:
        return
    for _ in range(rng.choice((1, 1, 2, 3))):
        targeted = [s for s in spots if isinstance(s[0], dict) and s[1] in _KEYS]
        container, key = rng.choice(targeted if targeted and rng.random() < 0.7 else spots)
        roll = rng.random()
        if roll < 0.7:
            container[key] = _hostile_value(rng)
        elif roll < 0.8 and isinstance(container, dict):
            del container[key]
            return
        elif roll < 0.9 and isinstance(container, list):
            container.extend([container[key]] * rng.choice((1, 2, 50)))
            return
        elif isinstance(container, dict):
            container[rng.choice(_KEYS)] = _hostile_value(rng)


def _notes(data: bytes) -> list[tuple]:
    """(section header offset, note offset, namesz, descsz, type, name, desc) per note."""
    out = []
    for (at, _name, sh_type, _f, _a, offset, size, *_rest) in _elf_sections(data):
        if sh_type != 7 or offset + size > len(data):
            continue
        pos, end = offset, offset + size
        while pos + 12 <= end:
            namesz, descsz, n_type = struct.unpack_from("<III", data, pos)
            name_at = pos + 12
            desc_at = name_at + ((namesz + 3) & ~3)
            if desc_at + descsz > end:
                break
            out.append((at, pos, n_type, data[name_at:name_at + namesz].rstrip(b"\0"),
                        data[desc_at:desc_at + descsz], offset, size))
            pos = desc_at + ((descsz + 3) & ~3)
    return out


def replace_note(data: bytes, owner: bytes, n_type: int, desc: bytes) -> bytes | None:
    """``data`` with the note section holding (owner, type) rebuilt around a new descriptor,
    appended at the end of the file; its section header (and a PT_NOTE at the same place)
    points there."""
    notes = _notes(data)
    hit = next((n for n in notes if n[3] == owner and n[2] == n_type), None)
    if hit is None:
        return None
    shdr_at, _, _, _, _, old_offset, _ = hit
    body = bytearray()
    for (at, _pos, t, name, d, _o, _s) in notes:
        if at != shdr_at:
            continue
        if (name, t) == (owner, n_type):
            d = desc
        raw_name = name + b"\0"
        body += struct.pack("<III", len(raw_name), len(d), t)
        body += raw_name + bytes(-len(raw_name) % 4) + d + bytes(-len(d) % 4)
    out = bytearray(data)
    out += bytes(-len(out) % 8)
    new_offset = len(out)
    out += body
    struct.pack_into("<QQ", out, shdr_at + 24, new_offset, len(body))
    phoff, phnum = struct.unpack_from("<Q", out, 32)[0], struct.unpack_from("<H", out, 56)[0]
    for i in range(min(phnum, 64)):
        at = phoff + 56 * i
        if at + 56 <= len(out) and struct.unpack_from("<I", out, at)[0] == 4 and \
                struct.unpack_from("<Q", out, at + 8)[0] == old_offset:
            struct.pack_into("<Q", out, at + 8, new_offset)
            struct.pack_into("<QQ", out, at + 32, len(body), len(body))
    return bytes(out)


def metadata_document(data: bytes) -> tuple[str, object] | None:
    """("msgpack" or "yaml", the decoded metadata) of a code object, or None."""
    import msgpack

    for (_at, _pos, n_type, name, desc, _o, _s) in _notes(data):
        if name == b"AMDGPU" and n_type == 32:
            try:
                return "msgpack", msgpack.unpackb(desc, raw=False, strict_map_key=False)
            except Exception:  # noqa: BLE001 - a seed mutated before: no document
                return None
        if name == b"AMD" and n_type == 10:
            return "yaml", desc
    return None


def with_metadata(data: bytes, doc: object) -> bytes | None:
    """``data`` with its V3+ metadata note replaced by ``doc`` (MsgPack)."""
    import msgpack

    try:
        desc = msgpack.packb(doc, use_bin_type=True)
    except (TypeError, ValueError, OverflowError):
        return None
    return replace_note(data, b"AMDGPU", 32, desc)


def hostile_yaml(rng: random.Random) -> str:
    """YAML that a careless reader expands, recurses on, or spends quadratic time in."""
    kind = rng.randrange(5)
    n = rng.choice((9, 40, 200, 4000, 20000))
    if kind == 0:  # aliases nested nine deep: a billion laughs
        lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 9)]
        return "\n".join(lines) + "\n"
    if kind == 1:
        return "Version: " + "[" * n + "1" + "]" * n + "\n"
    if kind == 2:
        return "Version: " + "{a: " * n + "1" + "}" * n + "\n"
    if kind == 3:
        return "Version:\n" + "".join(" " * i + "- \n" for i in range(1, min(n, 2000))) + "\n"
    return "Version: " + "- " * n + "1\n"


def mutate_metadata(rng: random.Random, data: bytes) -> bytes | None:
    found = metadata_document(data)
    if found is None:
        return None
    kind, doc = found
    if kind == "msgpack":
        if rng.random() < 0.1:
            import msgpack

            depth = rng.choice((63, 64, 65, 500))
            desc = msgpack.packb(_nested(depth), use_bin_type=True) if depth < 500 else \
                b"\x91" * depth + b"\x01"
            return replace_note(data, b"AMDGPU", 32, desc)
        mutate_document(rng, doc)
        return with_metadata(data, doc)
    text = doc.decode("utf-8", "replace")
    if rng.random() < 0.4:
        text = hostile_yaml(rng)
    else:
        lines = text.splitlines()
        if lines:
            i = rng.randrange(len(lines))
            head, sep, _ = lines[i].partition(":")
            value = rng.choice(("[x, [y]]", "{a: 1}", "-1", "18446744073709551616", "''",
                                "&a x", "*a", "!!binary AAAA", "[" * 50, "\t", "\"\\xff\"",
                                "? [a]\n: b"))
            lines[i] = f"{head}{sep or ':'} {value}"
        text = "\n".join(lines) + "\n"
    return replace_note(data, b"AMD", 10, text.encode("utf-8", "surrogateescape") + b"\0")


# -- assembly ----------------------------------------------------------------------------------

_NUMBERS = ("0", "-1", "1", "0x7fffffff", "0x80000000", "0xffffffffffffffff",
            "0x1" + "0" * 32, "9" * 5000, "-0x8000000000000000", "1e12", "0b" + "1" * 70,
            "(1<<63)", "~0", "0x" + "f" * 33, "4294967296", "1000000000")

_SNIPPETS = (
    ".rept {n}\n.long 1\n.endr",
    ".rept 100000\n.rept 100000\n.byte 0\n.endr\n.endr",
    ".macro m{i} a\nm{i} \\a\\a\n.endm\nm{i} x",
    ".macro m{i}\nm{i}\nm{i}\n.endm\nm{i}",
    ".space {big}", ".balign {big}", ".p2align {n}", ".fill {big}, 8, 1", ".zero {big}",
    ".skip {big}", ".include \"{self}\"", ".include \"{self}\"\n.include \"{self}\"",
    ".incbin \"{self}\"", ".incbin \"/dev/zero\"", ".cfi_startproc", ".cfi_endproc",
    ".section .text.a\n.cfi_startproc\n.section .text.b\n.cfi_endproc",
    ".hsa_code_object_isa -1,0,0,\"AMD\",\"AMDGPU\"",
    ".hsa_code_object_isa {big},{n},{n},\"AMD\",\"AMDGPU\"",
    ".amdgcn_target \"amdgcn-amd-amdhsa--gfx9999\"", ".amdgcn_target \"{long}\"",
    ".amdhsa_code_object_version {n}",
    ".amdgpu_metadata\n{yaml}\n.end_amdgpu_metadata",
    ".amd_amdgpu_hsa_metadata\n{yaml}\n.end_amd_amdgpu_hsa_metadata",
    ".long " + "(" * 20000 + "1" + ")" * 20000, ".quad 0x" + "f" * 33,
    ".if 1", ".endif", ".else", ".endr", ".endm", ".macro", ".irp x,{n},{n}",
    ".set x{i}, x{i}+1", "a{i} = b{i}\nb{i} = a{i}\n.long a{i}", ".byte 256", ".short 70000",
    (".amdhsa_kernel k{i}\n.amdhsa_next_free_vgpr {n}\n.amdhsa_next_free_sgpr {n}\n"
     ".end_amdhsa_kernel"),
    "s_mov_b32 s{n}, v{n}", "v_add_f32 v[0:{n}], v1, v2", "s_branch {big}",
    ".loc 1 {n} {n}", ".file {n} \"a\" \"b\"", ".uleb128 {big}", ".sleb128 -{big}",
    ".ascii \"{long}\"", ".string \"\\x\"", ".comm c{i}, {big}, 4096", ".lcomm l{i}, {big}",
    ".section .text.{i},\"axG\",@progbits,g{i},comdat", ".amdgpu_hsa_kernel k{i}",
    ".amd_kernel_code_t\nwavefront_size = {n}\n.end_amd_kernel_code_t",
    ".org {big}", ".size k, {big}", ".type k, @gnu_unique_object", ".weak w{i}\n.set w{i}, 1",
)


def mutate_asm(rng: random.Random, text: str, name: str, seeds: Seeds) -> str:
    lines = text.split("\n")
    for _ in range(rng.choice((1, 1, 2, 3))):
        roll = rng.random()
        i = rng.randrange(len(lines) + 1) if lines else 0
        if roll < 0.35:
            snippet = rng.choice(_SNIPPETS).format(
                n=rng.choice(_NUMBERS), big=rng.choice(_NUMBERS), i=rng.randrange(1000),
                self=name, long="A" * rng.choice((10, 5000)),
                yaml=hostile_yaml(rng) if rng.random() < 0.5 else "amdhsa.version: [1, 2]")
            lines[i:i] = snippet.split("\n")
        elif roll < 0.55 and lines:
            j = rng.randrange(len(lines))
            tokens = re.split(r"(\b0x[0-9a-fA-F]+\b|\b\d+\b)", lines[j])
            numbers = [k for k in range(1, len(tokens), 2)]
            if numbers:
                tokens[rng.choice(numbers)] = rng.choice(_NUMBERS)
                lines[j] = "".join(tokens)
        elif roll < 0.70 and lines:
            j = rng.randrange(len(lines))
            k = min(len(lines), j + rng.choice((1, 5, 50)))
            if rng.random() < 0.5:
                del lines[j:k]
            else:
                lines[k:k] = lines[j:k]
        elif roll < 0.80:
            donor = seeds.pick(rng, ("asm",)).data.decode("utf-8", "replace").split("\n")
            j = rng.randrange(len(donor))
            lines[i:i] = donor[j:j + rng.choice((1, 10, 100))]
        elif roll < 0.88 and lines:
            j = rng.randrange(len(lines))
            lines = lines[:j] + [lines[j][:rng.randrange(len(lines[j]) + 1)]]
        elif roll < 0.94 and lines:
            j = rng.randrange(len(lines))
            raw = bytearray(lines[j].encode("utf-8", "surrogateescape"))
            if raw:
                raw[rng.randrange(len(raw))] ^= 1 << rng.randrange(8)
            lines[j] = raw.decode("utf-8", "surrogateescape")
        else:
            block = [j for j, line in enumerate(lines) if "amdgpu_metadata" in line
                     or "amd_amdgpu_hsa_metadata" in line]
            if len(block) >= 2:
                lines[block[0] + 1:block[1]] = hostile_yaml(rng).split("\n")
    return "\n".join(lines)


# --------------------------------------------------------------------------------------------
# Cases and entry points
# --------------------------------------------------------------------------------------------


@dataclass
class Case:
    """One run: files to write (name -> bytes), then argv (a command) or a library call."""

    id: str
    what: str
    files: dict[str, bytes]
    argv: list[str] | None = None
    call: str | None = None  # name of a function in LIBRARY
    args: tuple = ()
    stdin: str | None = None  # a file of the case given as standard input
    names: tuple[str, ...] = ()  # what an error must name (one of them)
    # an extra test: (case dir, exit status, stdout, stderr) -> what is wrong, or None
    check: Callable | None = None
    setup: Callable | None = None  # makes what bytes cannot (sparse files, links) in the dir


_BINARY = ("dyn", "dyn", "dyn", "rel", "bundle", "host", "offload", "archive")


def _one_input(rng: random.Random, seeds: Seeds, kinds: tuple[str, ...]) -> tuple[str, bytes, str]:
    seed = seeds.pick(rng, kinds)
    data, what = mutate_binary(rng, seed.data, seeds)
    return "m-" + seed.name, data, f"{seed.name}: {what}"


def _cli_case(argv_head: list[str], kinds=_BINARY, tail: Callable | None = None):
    def make(rng: random.Random, seeds: Seeds, cid: str) -> Case:
        name, data, what = _one_input(rng, seeds, kinds)
        argv = [*argv_head, *(tail(rng) if tail else []), name]
        return Case(cid, what, {name: data}, argv=argv, names=(name,))
    return make


def _dump_tail(rng: random.Random) -> list[str]:
    return rng.choice(([], [], ["--directives"], ["--kernels"], ["--metadata"],
                       ["--target", "gfx90a"]))


def _disasm_tail(rng: random.Random) -> list[str]:
    return rng.choice(([], [], ["--descriptors"], ["--mcpu", "gfx1030"]))


def _build_case(relocatable: bool):
    def make(rng: random.Random, seeds: Seeds, cid: str) -> Case:
        seed = seeds.pick(rng, ("asm",))
        name = "m-" + seed.name
        text = mutate_asm(rng, seed.data.decode("utf-8", "surrogateescape"), name, seeds)
        data = text.encode("utf-8", "surrogateescape")
        out = "out.o" if relocatable else "out.hsaco"
        argv = ["build", *(["-c"] if relocatable else []), "-o", out]
        if rng.random() < 0.1:
            return Case(cid, seed.name, {name: data}, argv=[*argv, "-"], stdin=name,
                        names=("<stdin>", name))
        return Case(cid, seed.name, {name: data}, argv=[*argv, name], names=(name,))
    return make


def _link_case(rng: random.Random, seeds: Seeds, cid: str) -> Case:
    if rng.random() < 0.6:
        pair = list(rng.choice(seeds.link_pairs))
        k = rng.randrange(2)
        pair[k], what = mutate_binary(rng, pair[k], seeds)
        files = {"main.o": pair[0], "lib.o": pair[1]}
        what = f"link pair, {'main' if k == 0 else 'lib'}: {what}"
    else:
        name, data, what = _one_input(rng, seeds, ("rel",))
        files = {name: data}
    extra = ["--merge-metadata"] if rng.random() < 0.3 else []
    return Case(cid, what, files, argv=["link", *extra, "-o", "out.hsaco", *files],
                names=tuple(files))


def _list_tail(rng: random.Random) -> list[str]:
    return rng.choice((["-l"], ["--json"], []))


def _bundle_case(rng: random.Random, seeds: Seeds, cid: str) -> Case:
    files = {}
    whats = []
    for i in range(rng.choice((1, 2, 3))):
        name, data, what = _one_input(rng, seeds, ("dyn",))
        files[f"{i}{name}"] = data
        whats.append(what)
    options = []
    if rng.random() < 0.5:
        options += ["--compress", rng.choice(("zlib", "zstd"))]
        if rng.random() < 0.3:
            options += ["--level", rng.choice(("1", "19", "22", "23", "999", "-1", "-200000"))]
    if rng.random() < 0.2:
        options += ["--align", rng.choice(("1", "3", "0", "-8", "65536", str(1 << 40)))]
    return Case(cid, "; ".join(whats), files,
                argv=["bundle", "-o", "out.bundle", *options, *files], names=tuple(files))


def _library_case(call: str, kinds: tuple[str, ...]):
    def make(rng: random.Random, seeds: Seeds, cid: str) -> Case:
        name, data, what = _one_input(rng, seeds, kinds)
        as_bytes = rng.random() < 0.25
        return Case(cid, what, {name: data}, call=call, args=(name, as_bytes),
                    names=("<memory>",) if as_bytes else (name,))
    return make


def _assemble_case(rng: random.Random, seeds: Seeds, cid: str) -> Case:
    seed = seeds.pick(rng, ("asm",))
    name = "m-" + seed.name
    text = mutate_asm(rng, seed.data.decode("utf-8", "surrogateescape"), name, seeds)
    return Case(cid, seed.name, {name: text.encode("utf-8", "surrogateescape")},
                call="assemble", args=(name, False), names=(name,))


#: entry point -> how to make its n-th case; the rows of the table, in order
ENTRIES: dict[str, Callable[[random.Random, Seeds, str], Case]] = {
    "dump": _cli_case(["dump"], tail=_dump_tail),
    "dump --json": _cli_case(["dump", "--json"]),
    "dump --yaml": _cli_case(["dump", "--yaml"]),
    "check": _cli_case(["check"]),
    "disasm": _cli_case(["disasm"], tail=_disasm_tail),
    "list": _cli_case(["list"], tail=_list_tail),
    "extract": _cli_case(["extract", "-d", "out"]),
    "bundle": _bundle_case,
    "link": _link_case,
    "build": _build_case(False),
    "build -c": _build_case(True),
    "library: open + kernels + descriptors + disasm": _library_case("open", _BINARY),
    "library: scan bundles": _library_case("scan", _BINARY),
    "library: load": _library_case("load", ("dyn",)),
    "library: assemble": _assemble_case,
}

#: the entry points that belong to the assembler
ASSEMBLER_ENTRIES = ("build", "build -c", "library: assemble")


def make_case(seed: int, entry: str, index: int, seeds: Seeds) -> Case:
    cid = f"{entry}#{index}"
    rng = random.Random(f"{seed}/{entry}/{index}")
    return ENTRIES[entry](rng, seeds, cid)


# -- the library entry points, run in the child -------------------------------------------------


def _lib_open(name: str, as_bytes: bool) -> None:
    from codeobj import CodeObject, open_code_object
    from codeobj.isa import listing
    from codeobj.report import code_object_report

    co = CodeObject(Path(name).read_bytes()) if as_bytes else open_code_object(name)
    code_object_report(co)
    for k in co.kernels:
        _ = k.code
        if k.descriptor is not None:
            k.descriptor.to_text(co.processor if co.code_object_version == 2 else k.name)
    for _line in listing(co):
        pass


def _lib_scan(name: str, as_bytes: bool) -> None:
    import codeobj

    source = Path(name).read_bytes() if as_bytes else name
    fat = codeobj.open_fat_binary(source)
    for c in fat.code_objects:
        _ = (bytes(c.data[:16]), c.target, str(c.uri))
    for _uri, co in codeobj.code_objects(source):
        _ = [k.name for k in co.kernels]
    if fat.code_objects and not as_bytes:
        codeobj.resolve_uri(str(fat.code_objects[0].uri))


def _lib_load(name: str, as_bytes: bool) -> None:
    import codeobj

    image = codeobj.load(Path(name).read_bytes() if as_bytes else name, base=0x7F0000000000)
    for k in image.kernels:
        image.symbolize(k.entry_address)
        image.symbolize(k.descriptor_address)
    image.symbolize(image.base + image.size // 2)


def _lib_assemble(name: str, _as_bytes: bool) -> None:
    import codeobj

    text = Path(name).read_bytes().decode("utf-8", "surrogateescape")
    result = codeobj.assemble(text, name)
    # an error with its notes (the file and line a macro was used at), as `codeobj build`
    lines = [d.format() for d in result.diagnostics if d.severity in ("error", "note")]
    if result.errors:
        sys.stderr.write("\n".join(lines) + "\n")
        raise SystemExit(1)


def _lib_uri(uri: str, _as_bytes: bool) -> None:
    import codeobj

    codeobj.resolve_uri(uri)
    for _uri, co in codeobj.code_objects(uri):
        _ = co.kernels


LIBRARY = {"open": _lib_open, "scan": _lib_scan, "load": _lib_load,
           "assemble": _lib_assemble, "uri": _lib_uri}


# --------------------------------------------------------------------------------------------
# Running a case in a child
# --------------------------------------------------------------------------------------------


@dataclass
class Result:
    id: str
    outcome: str
    status: int | None  # exit status, or -signal
    cpu: float
    wall: float
    rss: int  # peak resident set, bytes
    stderr: str
    what: str = ""


def preload(seeds: Seeds | None = None) -> None:
    """Import everything and warm the tables a case would otherwise load itself."""
    import codeobj.cli.app
    from codeobj.cli import build, bundles, check, disasm, dump, link, render  # noqa: F401

    import codeobj.asm
    import codeobj.check
    import codeobj._link
    import codeobj.report
    from codeobj.isa import listing

    if seeds is None:
        return
    from codeobj import CodeObject

    for seed in seeds.by_kind["dyn"]:
        with contextlib.suppress(Exception):
            for _ in listing(CodeObject(seed.data, seed.name)):
                pass
    for seed in seeds.by_kind["asm"]:
        with contextlib.suppress(Exception):
            codeobj.asm.assemble(seed.data.decode("utf-8", "surrogateescape"), seed.name)
    for seed in seeds.by_kind["dyn"] + seeds.by_kind["rel"]:  # check's analysis caches
        with contextlib.suppress(Exception):
            codeobj.check.check_code_object(CodeObject(seed.data, seed.name))
    _warm_commands(seeds)


def _warm_commands(seeds: Seeds) -> None:
    """Run each command of the table once in this process on a few seeds: the modules a
    command imports on first use are then imported, and the interpreter has specialised the
    code a case runs, so a child forked from here neither imports nor rewrites (and so copies)
    it: 4 ms less CPU per case."""
    from codeobj.cli.main import main

    inputs = [seeds.by_kind[kind][i] for kind, i in (("dyn", 0), ("dyn", 4), ("dyn", 7),
                                                     ("bundle", 2), ("archive", 0))]
    with tempfile.TemporaryDirectory(prefix="codeobj-warm-") as where:
        names = []
        for seed in inputs + seeds.by_kind["asm"][:3]:
            Path(where, seed.name).write_bytes(seed.data)
            names.append(os.path.join(where, seed.name))
        binaries, sources = names[:len(inputs)], names[len(inputs):]
        objects = [os.path.join(where, name) for name in ("main.o", "lib.o")]
        for name, data in zip(objects, seeds.link_pairs[0]):
            Path(name).write_bytes(data)
        runs = [[*command, name] for name in binaries for command in (
            ["dump"], ["dump", "--json"], ["dump", "--yaml"], ["check"], ["disasm"], ["list"],
            ["extract", "-d", os.path.join(where, "out")])]
        runs += [["build", *c, "-o", os.path.join(where, "o"), name] for name in sources
                 for c in ([], ["-c"])]
        runs.append(["link", "-o", os.path.join(where, "o"), *objects])
        runs.append(["bundle", "-o", os.path.join(where, "o"), *binaries[:2]])
        for argv in runs:
            with contextlib.redirect_stdout(io.StringIO()), \
                    contextlib.redirect_stderr(io.StringIO()), \
                    contextlib.suppress(SystemExit, Exception):
                main(argv)


def settle() -> int:
    """Make this (warmed) process cheap to fork a case from; returns the bytes now backed by
    huge pages (0 where the system cannot).

    Forking copies a page-table entry per resident page and the child's exit frees them again:
    with 4 KiB pages that was two thirds of the system time of a case (166 MB warmed: 6 ms in
    the parent's fork, 9 ms in the child's exit, measured on the project's 2-CPU machine).
    Collected garbage and the warmed objects in the permanent generation (``gc.freeze``), so
    a case's collections do not touch them; then the anonymous memory collapsed into 2 MiB
    transparent huge pages (``MADV_COLLAPSE``, Linux 6.1, whatever the system's THP mode but
    "never"), one entry each: the fork and the exit cost about a millisecond.  A child's first write to a huge page splits its own
    mapping of it and copies the 4 KiB it writes, as before."""
    import gc

    gc.collect()
    gc.freeze()
    if not sys.platform.startswith("linux"):
        return 0
    import ctypes

    try:
        madvise = ctypes.CDLL(None, use_errno=True).madvise
        huge = int(Path("/sys/kernel/mm/transparent_hugepage/hpage_pmd_size").read_text())
        maps = Path("/proc/self/maps").read_text().splitlines()
    except (OSError, AttributeError, ValueError):
        return 0
    madvise.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
    # MADV_COLLAPSE alone: without MADV_HUGEPAGE the memory a case adds later (malloc's heap
    # growing in the child) still comes in 4 KiB pages, so its peak RSS grows by what it uses
    madv_collapse = 25
    done = 0
    for line in maps:
        parts = line.split()
        # private writable anonymous memory (Python's arenas, malloc's heap), not stacks
        if len(parts) < 5 or not parts[1].startswith("rw") or \
                (len(parts) > 5 and parts[5] != "[heap]"):
            continue
        lo, hi = (int(x, 16) for x in parts[0].split("-"))
        lo, hi = -(-lo // huge) * huge, hi // huge * huge
        if hi - lo >= huge and madvise(lo, hi - lo, madv_collapse) == 0:
            done += hi - lo
    return done


def _child(case: Case, cpu_cap: int, data_cap: int, wall_cap: int) -> int:
    # a forked process starts with its parent's peak RSS as its own (the mm is copied whole):
    # reset the peak to what is resident now; the child reports its VmHWM at the end (wait4's
    # ru_maxrss would still be the parent's peak)
    with contextlib.suppress(OSError), open("/proc/self/clear_refs", "w") as f:
        f.write("5")
    resource.setrlimit(resource.RLIMIT_CPU, (cpu_cap, cpu_cap + 2))
    resource.setrlimit(resource.RLIMIT_DATA, (data_cap, data_cap))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    signal.alarm(wall_cap)
    out = os.open("stdout", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    err = os.open("stderr", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.dup2(out, 1)
    os.dup2(err, 2)
    if case.stdin is not None:
        os.dup2(os.open(case.stdin, os.O_RDONLY), 0)
    else:
        os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
    # pytest (or a caller) may have replaced the Python streams: bind them to the descriptors
    sys.stdin = io.TextIOWrapper(io.BufferedReader(io.FileIO(0, "r", closefd=False)),
                                 errors="surrogateescape")
    sys.stdout = io.TextIOWrapper(io.BufferedWriter(io.FileIO(1, "w", closefd=False)))
    sys.stderr = io.TextIOWrapper(io.BufferedWriter(io.FileIO(2, "w", closefd=False)),
                                  errors="backslashreplace")
    os.environ.pop("CODEOBJ_DEBUG", None)
    try:
        if case.argv is not None:
            from codeobj.cli.main import main

            try:
                main(list(case.argv))
                return 0
            except SystemExit as e:
                return e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
        from codeobj.errors import CodeObjectError

        try:
            LIBRARY[case.call](*case.args)
            return 0
        except CodeObjectError as e:
            sys.stderr.write(f"error: {e}\n")
            return 1
    except MemoryError:
        sys.stderr.write("error: MemoryError\n")
        return _EXIT_MEMORY
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else 1
    except BaseException:  # noqa: BLE001 - the failure being hunted
        import traceback

        traceback.print_exc()
        return _EXIT_ESCAPED
    finally:
        with contextlib.suppress(Exception):
            sys.stdout.flush()
        with contextlib.suppress(Exception):
            sys.stderr.flush()
        # the peak since the reset above (wait4's ru_maxrss keeps the parent's peak)
        with contextlib.suppress(Exception), open("/proc/self/status") as f:
            hwm = [line.split()[1] for line in f if line.startswith("VmHWM:")]
            Path("peak").write_text(hwm[0])


def unnamed_errors(stderr: str, names: tuple[str, ...]) -> list[str]:
    """The ``error:`` messages of ``stderr`` that name none of ``names`` (a message's lines
    after the first that start with ``>>>`` or whitespace belong to it, and so do the
    ``note:`` lines that follow it: llvm-mc's "while in macro instantiation" notes name the
    file and line an error in ``<instantiation>`` was expanded from)."""
    blocks: list[str] = []
    last_error = -1
    for line in stderr.splitlines():
        if blocks and (line.startswith((">>>", " ", "\t", "^")) or not line.strip()):
            blocks[-1] += "\n" + line
        elif last_error >= 0 and re.search(r": note: ", line):
            blocks[last_error] += "\n" + line
        else:
            blocks.append(line)
            if re.search(r"(^|: )(error|Error): ", line):
                last_error = len(blocks) - 1
    keys = set(names) | {os.path.basename(n) for n in names}
    return [b for b in blocks if re.search(r"(^|: )(error|Error): ", b)
            and not any(k in b for k in keys)]


def classify(case: Case, status: int, cpu: float, rss: int, stderr: str,
             time_budget: float, memory_budget: int) -> str:
    if status < 0:
        return "hang" if -status in (signal.SIGXCPU, signal.SIGALRM, signal.SIGKILL) \
            else "traceback"
    if status == _EXIT_MEMORY or "MemoryError" in stderr:
        return "memory"
    if status in (70, _EXIT_ESCAPED) or "Traceback (most recent call last)" in stderr:
        return "traceback"
    if cpu > time_budget:
        return "hang"
    if rss > memory_budget:
        return "memory"
    # exit 2 is a usage error: it names the option at fault, not an input
    if status == 1 and unnamed_errors(stderr, case.names):
        return "unnamed"
    return "ok" if status == 0 else "error"


def _resident_and_data() -> tuple[int, int]:
    """This process's resident set and data segment, in bytes (/proc/self/status)."""
    found = {}
    with open("/proc/self/status") as f:
        for line in f:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmData"):
                found[key] = int(value.split()[0]) * 1024
    return found.get("VmRSS", 0), found.get("VmData", 0)


_FRESH: list[int] = []


def _fresh_process_rss() -> int:
    """The peak RSS of a fresh interpreter that has imported the command line (what a case
    would start from as its own process), measured once (VmHWM: ru_maxrss would keep the
    peak of the process it was forked from across exec)."""
    if not _FRESH:
        import subprocess

        r = subprocess.run([sys.executable, "-c",
                            "import codeobj.cli.main, codeobj.isa.disasm\n"
                            "print([l.split()[1] for l in open('/proc/self/status')"
                            " if l.startswith('VmHWM:')][0])"],
                           capture_output=True, text=True, check=True)
        _FRESH.append(int(r.stdout.split()[-1]) * 1024)
    return _FRESH[0]


def run_case(case: Case, workdir: str, *, time_budget: float = TIME_BUDGET,
             memory_budget: int = MEMORY_BUDGET, cpu_cap: int = HARD_CPU,
             data_cap: int = HARD_DATA, keep: bool = False) -> Result:
    """Run ``case`` in a forked child inside a fresh directory under ``workdir``."""
    where = tempfile.mkdtemp(prefix="case-", dir=workdir)
    try:
        for name, data in case.files.items():
            Path(where, name).write_bytes(data)
        if case.setup is not None:
            case.setup(Path(where))
        sys.stdout.flush()
        sys.stderr.flush()
        # a forked child starts with this process's resident pages mapped (they count in its
        # peak RSS) and its data segment (it counts against RLIMIT_DATA): the case's own memory
        # is what it adds, whatever the size of the process it was forked from (a pytest
        # process late in the suite holds hundreds of MB)
        inherited, inherited_data = _resident_and_data()
        started = time.perf_counter()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child
            code = 1
            try:
                os.chdir(where)
                # wall time only catches a child that waits rather than computes: generous,
                # so that a loaded machine does not turn slow cases into hangs
                code = _child(case, cpu_cap, data_cap + inherited_data, max(6 * cpu_cap, 60))
            finally:
                os._exit(code & 0xFF if code >= 0 else 1)
        _, raw, usage = os.wait4(pid, 0)
        wall = time.perf_counter() - started
        status = -os.WTERMSIG(raw) if os.WIFSIGNALED(raw) else os.WEXITSTATUS(raw)
        # the whole of it (up to 16 MiB): an error's notes can come far down (an error in the
        # 20th nested macro echoes every level), and a cut message would look like one that
        # names no file; past the cap, the last (cut) message is left out
        with open(os.path.join(where, "stderr"), "rb") as f:
            raw_err = f.read((1 << 24) + 1)
        if len(raw_err) > 1 << 24:
            raw_err = raw_err[:raw_err.rfind(b"\n", 0, 1 << 24) + 1]
            last = max(raw_err.rfind(b"\nerror: "), raw_err.rfind(b": error: "))
            raw_err = raw_err[:raw_err.rfind(b"\n", 0, last) + 1] if last > 0 else raw_err
        stderr = raw_err.decode("utf-8", "replace")
        try:
            peak = int(Path(where, "peak").read_text()) * 1024
        except (OSError, ValueError):  # killed before it could say: wait4's figure
            peak = usage.ru_maxrss * 1024
        result = Result(case.id, "", status, usage.ru_utime + usage.ru_stime, wall,
                        max(0, peak - inherited) + _fresh_process_rss(), stderr, case.what)
        if case.check is not None and status >= 0:
            with open(os.path.join(where, "stdout"), "rb") as f:
                stdout = f.read(1 << 20).decode("utf-8", "replace")
            problem = case.check(Path(where), status, stdout, stderr)
            if problem:
                result.stderr += f"\n[check] {problem}"
                result.outcome = "traceback" if problem.startswith("traceback") else "unnamed"
        if not result.outcome:
            result.outcome = classify(case, status, result.cpu, result.rss, stderr,
                                      time_budget, memory_budget)
        return result
    finally:
        if not keep:
            shutil.rmtree(where, ignore_errors=True)


# --------------------------------------------------------------------------------------------
# A campaign and its table
# --------------------------------------------------------------------------------------------


@dataclass
class Tally:
    cases: int = 0
    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(OUTCOMES, 0))
    max_cpu: float = 0.0
    max_wall: float = 0.0
    max_rss: int = 0
    examples: dict[str, list[Result]] = field(default_factory=dict)

    def add(self, r: Result) -> None:
        self.cases += 1
        self.counts[r.outcome] += 1
        self.max_cpu = max(self.max_cpu, r.cpu)
        self.max_wall = max(self.max_wall, r.wall)
        self.max_rss = max(self.max_rss, r.rss)
        if r.outcome not in ("ok", "error"):
            kept = self.examples.setdefault(r.outcome, [])
            if len(kept) < 5:
                kept.append(r)

    def merge(self, other: Tally) -> None:
        self.cases += other.cases
        for k, v in other.counts.items():
            self.counts[k] += v
        self.max_cpu = max(self.max_cpu, other.max_cpu)
        self.max_wall = max(self.max_wall, other.max_wall)
        self.max_rss = max(self.max_rss, other.max_rss)
        for k, results in other.examples.items():
            kept = self.examples.setdefault(k, [])
            kept.extend(results[:5 - len(kept)])

    @property
    def failures(self) -> int:
        return sum(self.counts[k] for k in ("traceback", "hang", "memory", "unnamed"))


def run_slice(seed: int, entry: str, indexes, workdir: str, seeds: Seeds, **caps) -> Tally:
    tally = Tally()
    for i in indexes:
        case = make_case(seed, entry, i, seeds)
        tally.add(run_case(case, workdir, **caps))
    return tally


def table(tallies: dict[str, Tally]) -> str:
    """The campaign's table: one row per entry point."""
    head = ("entry point", "cases", "ok", "errors", "tracebacks", "hangs", "memory",
            "unnamed", "max CPU s", "max RSS MB")
    rows = [head]
    for entry, t in tallies.items():
        c = t.counts
        rows.append((entry, str(t.cases), str(c["ok"]), str(c["error"]), str(c["traceback"]),
                     str(c["hang"]), str(c["memory"]), str(c["unnamed"]), f"{t.max_cpu:.2f}",
                     f"{t.max_rss / (1 << 20):.0f}"))
    widths = [max(len(r[i]) for r in rows) for i in range(len(head))]
    lines = ["| " + " | ".join(cell.ljust(widths[i]) if i == 0 else cell.rjust(widths[i])
                               for i, cell in enumerate(row)) + " |" for row in rows]
    lines.insert(1, "|" + "|".join("-" * (w + 2) for w in widths) + "|")
    return "\n".join(lines)


def describe(results: list[Result]) -> str:
    """Failures with the first lines of their standard error, for a report or an assert."""
    out = []
    for r in results:
        err = "\n    ".join(line if len(line) <= 300 else line[:300] + "..."
                              for line in r.stderr.strip().splitlines()[-6:])
        out.append(f"{r.id} [{r.outcome}] ({r.what}) status {r.status}, {r.cpu:.2f} s CPU, "
                   f"{r.rss >> 20} MB\n    {err}")
    return "\n".join(out)


# --------------------------------------------------------------------------------------------
# The fixed cases: every input of issue 18, and what already held
# --------------------------------------------------------------------------------------------


@dataclass
class Fixed:
    """One fixed case: ``make()`` gives the Case; ``entry`` is its row of the table;
    ``assembler`` marks the ones that belong to the assembler."""

    name: str
    entry: str
    make: Callable[[], Case]
    assembler: bool = False


def corpus(rel: str) -> bytes:
    return (TESTDATA / rel).read_bytes()


V5 = "corpus/v5/gfx90a/vector_add.hsaco"
V2 = "corpus/v2/gfx900/vector_add.hsaco"
V2_AKC = "corpus/asm/akc_gfx900_v2.hsaco"
ASM_V5 = "src/asm/kd_gfx90a_v5.s"
ASM_V2 = "src/asm/akc_gfx900_v2.s"


def section_header(data: bytes, name: bytes) -> int:
    """File offset of the header of the section called ``name``."""
    sections = _elf_sections(data)
    shstrndx = struct.unpack_from("<H", data, 62)[0]
    strtab = sections[shstrndx][5]
    for at, sh_name, *_ in sections:
        start = strtab + sh_name
        if data[start:data.index(b"\0", start)] == name:
            return at
    raise KeyError(name)


def with_value_kind(value: object) -> bytes:
    data = corpus(V5)
    _, doc = metadata_document(data)
    doc["amdhsa.kernels"][0][".args"][0][".value_kind"] = value
    return with_metadata(data, doc)


def patched(rel: str, at: int, value: bytes) -> bytes:
    data = bytearray(corpus(rel))
    data[at:at + len(value)] = value
    return bytes(data)


def text_patched(data: bytes, name: bytes, field: int, fmt: str, value: int) -> bytes:
    out = bytearray(data)
    struct.pack_into(fmt, out, section_header(data, name) + field, value)
    return bytes(out)


ALIASES_9 = "\n".join(
    ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    + [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 9)]) + "\n"


def deep_yaml(depth: int, style: str) -> str:
    if style == "flow":
        return "Version: " + "[" * depth + "1" + "]" * depth + "\n"
    if style == "map":
        return "Version: " + "{a: " * depth + "1" + "}" * depth + "\n"
    return "Version:\n" + "".join(" " * i + "- \n" for i in range(1, depth)) + "\n"


def v2_note(yaml_text: str) -> bytes:
    return replace_note(corpus(V2), b"AMD", 10, yaml_text.encode() + b"\0")


def asm_block(rel: str, directive: str, body: str) -> bytes:
    """``rel`` with the body of its ``directive`` block replaced."""
    lines = corpus(rel).decode().split("\n")
    start = next(i for i, line in enumerate(lines) if line.strip() == directive)
    end = next(i for i, line in enumerate(lines) if line.strip() == ".end_" + directive[1:])
    return "\n".join(lines[:start + 1] + body.split("\n") + lines[end:]).encode()


def asm_with(rel: str, text: str, at_end: bool = True) -> bytes:
    source = corpus(rel).decode()
    return (source + "\n" + text + "\n" if at_end else text + "\n" + source).encode()


def zstd_bundle(size: int) -> bytes:
    """A compressed bundle decompressing to a plain bundle of ``size`` bytes, mostly zeros.
    Past 256 MiB only the header is true: a bundle that large is refused before its data is
    looked at, and compressing a GiB for each test run would take seconds."""
    import zstandard
    from codeobj.formats.bundle import CCOB_MAGIC, CCOB_PREFIX, CCOB_V3_FIELDS

    from codeobj.bundle.reader import compressed_hash

    if size > 256 << 20:
        small = zstd_bundle(1 << 20)
        header = CCOB_PREFIX.size + CCOB_V3_FIELDS.size
        return small[:CCOB_PREFIX.size] + CCOB_V3_FIELDS.pack(len(small), size, 0) + \
            small[header:]
    plain = bytearray(size)
    plain[:24] = _BUNDLE_MAGIC
    entry_id = b"hipv4-amdgcn-amd-amdhsa--gfx90a"
    struct.pack_into("<QQQQ", plain, 24, 1, 4096, size - 4096, len(entry_id))
    plain[56:56 + len(entry_id)] = entry_id
    payload = zstandard.ZstdCompressor(level=1, write_content_size=True).compress(plain)
    total = CCOB_PREFIX.size + CCOB_V3_FIELDS.size + len(payload)
    return CCOB_PREFIX.pack(CCOB_MAGIC, 3, 1) + \
        CCOB_V3_FIELDS.pack(total, size, compressed_hash(plain)) + payload


def zlib_bundle(size: int, declared: int | None = None) -> bytes:
    """A zlib bundle of ``size`` zero bytes that declares ``declared`` (default: ``size``);
    past 256 MiB only the header is true (see zstd_bundle)."""
    import zlib

    from codeobj.formats.bundle import CCOB_MAGIC, CCOB_PREFIX, CCOB_V3_FIELDS

    if size > 256 << 20:
        return zlib_bundle(1 << 20, declared or size)
    c = zlib.compressobj(9)
    block = bytes(1 << 20)
    payload = b"".join(c.compress(block) for _ in range(size >> 20)) + c.flush()
    total = CCOB_PREFIX.size + CCOB_V3_FIELDS.size + len(payload)
    return CCOB_PREFIX.pack(CCOB_MAGIC, 3, 0) + \
        CCOB_V3_FIELDS.pack(total, declared or size, 0) + payload


def one_object_bundle(entries: int) -> bytes:
    """A plain bundle whose ``entries`` entries all name the same code object."""
    co = corpus(V5)
    head = bytearray(_BUNDLE_MAGIC + struct.pack("<Q", entries))
    ids = [f"hipv4-amdgcn-amd-amdhsa--gfx90a{i:05d}".encode() for i in range(entries)]
    start = len(head) + sum(24 + len(i) for i in ids)
    start = (start + 4095) & ~4095
    for i in ids:
        head += struct.pack("<QQQ", start, len(co), len(i)) + i
    return bytes(head) + bytes(start - len(head)) + co


def huge_memsz_object() -> bytes:
    """vector_add.hsaco whose first PT_LOAD declares 3 GiB of memory."""
    data = bytearray(corpus(V5))
    phoff = struct.unpack_from("<Q", data, 32)[0]
    for i in range(struct.unpack_from("<H", data, 56)[0]):
        at = phoff + 56 * i
        if struct.unpack_from("<I", data, at)[0] == 1:
            struct.pack_into("<Q", data, at + 40, 3 << 30)
            break
    return bytes(data)


def sparse_zero_text(size: int):
    """setup: vector_add.hsaco whose .text is ``size`` zero bytes in a hole of the file."""
    def setup(where: Path) -> None:
        data = bytearray(corpus(V5))
        at = section_header(bytes(data), b".text")
        offset = (len(data) + 0xFFFF) & ~0xFFFF
        struct.pack_into("<QQ", data, at + 24, offset, size)
        with open(where / "zero.hsaco", "wb") as f:
            f.write(data)
            f.truncate(offset + size)
    return setup


def _status(*wanted: int):
    def check(_where, status, _out, _err):
        return None if status in wanted else f"exit status {status}, expected {wanted}"
    return check


def _all(*checks):
    def check(where, status, out, err):
        for c in checks:
            problem = c(where, status, out, err)
            if problem:
                return problem
        return None
    return check


def _says(text: str, stream: str = "out"):
    def check(_where, _status, out, err):
        return None if text in (out if stream == "out" else err) else \
            f"{text!r} not in standard {stream}put"
    return check


def _not_in_stderr(text: str):
    def check(_where, _status, _out, err):
        return f"standard error says {text!r}" if text in err else None
    return check


def _victim_untouched(where: Path, _status, _out, _err):
    return None if (where / "victim").read_bytes() == b"precious" else \
        "the file behind the planted link was overwritten"


def _nothing_written(where: Path, _status, _out, _err):
    out = where / "out"
    return f"files written before the clash: {os.listdir(out)}" \
        if out.exists() and os.listdir(out) else None


def _plant_link(where: Path) -> None:
    (where / "victim").write_bytes(b"precious")
    (where / "out").mkdir()
    name = "m.bundle-hipv4-amdgcn-amd-amdhsa--gfx90a.hsaco"
    os.symlink(where / "victim", where / "out" / name)


def _cli(name: str, argv: list[str], files: dict[str, bytes], check=None, setup=None,
         names: tuple[str, ...] | None = None, stdin: str | None = None) -> Callable[[], Case]:
    return lambda: Case(f"fixed: {name}", name, files, argv=argv, check=check, setup=setup,
                        names=names if names is not None else tuple(files), stdin=stdin)


def _lib(name: str, call: str, arg: str, files: dict[str, bytes], check=None,
         names: tuple[str, ...] | None = None) -> Callable[[], Case]:
    return lambda: Case(f"fixed: {name}", name, files, call=call, args=(arg, False),
                        check=check, names=names if names is not None else (arg,))


def _fixed() -> list[Fixed]:
    from codeobj.bundle import BundleInput, write_bundle

    out: list[Fixed] = []

    def add(name, entry, make, assembler=False):
        out.append(Fixed(name, entry, make, assembler))

    # -- tracebacks --------------------------------------------------------------------------
    for kind, value in (("list", ["global_buffer"]), ("map", {"k": "global_buffer"})):
        files = lambda v=value: {"k.hsaco": with_value_kind(v)}
        add(f".value_kind is a {kind}: dump", "dump",
            lambda f=files: _cli("", ["dump", "k.hsaco"], f())())
        add(f".value_kind is a {kind}: check", "check",
            lambda f=files: _cli("", ["check", "k.hsaco"], f(), check=_status(1))())
        add(f".value_kind is a {kind}: dump --yaml", "dump --yaml",
            lambda f=files: _cli("", ["dump", "--yaml", "k.hsaco"], f())())
    osabi0 = lambda: {"k.hsaco": patched(V5, 7, b"\0")}
    add("EI_OSABI 0: dump", "dump", lambda: _cli("", ["dump", "k.hsaco"], osabi0())())
    add("EI_OSABI 0: dump --directives", "dump",
        lambda: _cli("", ["dump", "--directives", "k.hsaco"], osabi0())())
    add("EI_OSABI 0: disasm --descriptors", "disasm",
        lambda: _cli("", ["disasm", "--descriptors", "k.hsaco"], osabi0())())
    add("EI_OSABI 0: check exits 1 (elf-abi)", "check",
        lambda: _cli("", ["check", "k.hsaco"], osabi0(),
                     check=_all(_status(1), _says("[elf-abi]")))())
    add(".text of type 0: disasm", "disasm", lambda: _cli(
        "", ["disasm", "k.hsaco"], {"k.hsaco": text_patched(corpus(V5), b".text", 4, "<I", 0)})())
    add(".text of type 0: check (V2)", "check", lambda: _cli(
        "", ["check", "k.hsaco"], {"k.hsaco": text_patched(corpus(V2), b".text", 4, "<I", 0)})())
    add("file://%00: dump", "dump", lambda: _cli("", ["dump", "file://%00"], {},
                                                names=("file://%00",))())
    add("file://%00: library", "library: scan bundles",
        lambda: _lib("", "uri", "file://%00", {})())
    long_uri = "file://k.hsaco#offset=" + "9" * 5000
    add("5,000-digit URI offset: list", "list",
        lambda: _cli("", ["list", long_uri], {"k.hsaco": corpus(V5)}, names=(long_uri,))())
    add("5,000-digit URI offset: extract", "extract",
        lambda: _cli("", ["extract", "-d", "out", long_uri], {"k.hsaco": corpus(V5)},
                     names=(long_uri,))())
    add("bundle --level 999", "bundle", lambda: _cli(
        "", ["bundle", "--compress", "zlib", "--level", "999", "-o", "o.bundle", "k.hsaco"],
        {"k.hsaco": corpus(V5)}, check=_status(2))())
    add("bundle --align 2**40", "bundle", lambda: _cli(
        "", ["bundle", "--align", str(1 << 40), "-o", "o.bundle", "k.hsaco"],
        {"k.hsaco": corpus(V5)}, check=_status(2))())
    add("str() of code_objects(bytes)'s error", "library: scan bundles",
        lambda: Case("fixed: code_objects(bytes)", "", {"k.hsaco": corpus(V5)[:200]},
                     call="scan", args=("k.hsaco", True), names=("<memory>",)))
    add("asm: .cfi_startproc and .cfi_endproc in two sections", "build -c", lambda: _cli(
        "", ["build", "-c", "-o", "o.o", "k.s"], {"k.s": asm_with(
            ASM_V5, ".section .text.a\n.cfi_startproc\n.section .text.b\n.cfi_endproc")})(),
        assembler=True)
    add("asm: .hsa_code_object_isa -1,0,0", "build -c", lambda: _cli(
        "", ["build", "-c", "-o", "o.o", "k.s"], {"k.s": asm_with(
            ASM_V2, '.hsa_code_object_isa -1,0,0,"AMD","AMDGPU"', at_end=False)})(),
        assembler=True)
    add("asm: --defsym x=0x<5000 digits>", "build -c", lambda: _cli(
        "", ["build", "-c", "--defsym", "x=0x" + "f" * 5000, "-o", "o.o", "k.s"],
        {"k.s": corpus(ASM_V5)})(), assembler=True)

    # -- hangs ---------------------------------------------------------------------------------
    add("YAML aliases nine deep in a V2 note: dump", "dump",
        lambda: _cli("", ["dump", "k.hsaco"], {"k.hsaco": v2_note(ALIASES_9)})())
    add("YAML aliases nine deep in a V2 note: check", "check",
        lambda: _cli("", ["check", "k.hsaco"], {"k.hsaco": v2_note(ALIASES_9)},
                     check=_status(1))())
    add("YAML aliases nine deep in .amdgpu_metadata: build -c", "build -c", lambda: _cli(
        "", ["build", "-c", "-o", "o.o", "k.s"],
        {"k.s": asm_block(ASM_V5, ".amdgpu_metadata", ALIASES_9)})())
    add("YAML aliases nine deep in .amd_amdgpu_hsa_metadata: build -c", "build -c",
        lambda: _cli("", ["build", "-c", "-o", "o.o", "k.s"],
                     {"k.s": asm_block(ASM_V2, ".amd_amdgpu_hsa_metadata", ALIASES_9)})())
    add("YAML aliases nine deep: library assemble", "library: assemble", lambda: Case(
        "fixed: aliases", "", {"k.s": asm_block(ASM_V5, ".amdgpu_metadata", ALIASES_9)},
        call="assemble", args=("k.s", False), names=("k.s",)))
    for depth in (4000, 20000):
        for style in ("flow", "map", "block"):
            if style == "block" and depth > 4000:
                continue  # 20,000 lines of growing indentation: 200 MB of text
            text = lambda d=depth, s=style: deep_yaml(d, s)
            add(f"V2 YAML {style} {depth} deep: dump", "dump",
                lambda t=text: _cli("", ["dump", "k.hsaco"], {"k.hsaco": v2_note(t())})())
            add(f"V2 YAML {style} {depth} deep: check", "check",
                lambda t=text: _cli("", ["check", "k.hsaco"], {"k.hsaco": v2_note(t())},
                                    check=_status(1))())
            add(f"V2 YAML {style} {depth} deep: library", "library: open + kernels + "
                "descriptors + disasm", lambda t=text: _lib("", "open", "k.hsaco",
                                                          {"k.hsaco": v2_note(t())})())
            add(f"V2 YAML {style} {depth} deep: .amd_amdgpu_hsa_metadata", "build -c",
                lambda t=text: _cli("", ["build", "-c", "-o", "o.o", "k.s"], {
                    "k.s": asm_block(ASM_V2, ".amd_amdgpu_hsa_metadata", t())})())
    add("asm: .rept 100000 inside .rept 100000", "build -c", lambda: _cli(
        "", ["build", "-c", "-o", "o.o", "k.s"], {"k.s": asm_with(
            ASM_V5, ".rept 100000\n.rept 100000\n.byte 0\n.endr\n.endr")})(), assembler=True)
    chain = "\n".join(f".macro m{i}\nm{i + 1}\nm{i + 1}\n.endm" for i in range(40)) + \
        "\n.macro m40\n.byte 0\n.endm\nm0"
    add("asm: macros calling the next twice, 40 levels", "build -c", lambda: _cli(
        "", ["build", "-c", "-o", "o.o", "k.s"], {"k.s": asm_with(ASM_V5, chain)})(),
        assembler=True)
    add("asm: .macro m a / m \\a\\a", "build -c", lambda: _cli(
        "", ["build", "-c", "-o", "o.o", "k.s"],
        {"k.s": asm_with(ASM_V5, ".macro m a\nm \\a\\a\n.endm\nm x")})(), assembler=True)
    add("asm: a file that includes itself twice", "build -c", lambda: _cli(
        "", ["build", "-c", "-o", "o.o", "k.s"],
        {"k.s": asm_with(ASM_V5, '.include "k.s"\n.include "k.s"')})(), assembler=True)
    add("disasm of a 256 MB zero .text", "disasm", lambda: _cli(
        "", ["disasm", "zero.hsaco"], {}, setup=sparse_zero_text(256 << 20),
        names=("zero.hsaco",))())
    add("check on a bundle of 65,536 entries naming one object", "check", lambda: _cli(
        "", ["check", "m.bundle"], {"m.bundle": one_object_bundle(65536)},
        check=_status(1))())

    # -- memory --------------------------------------------------------------------------------
    add("archive of four zstd bundles of 1 GiB each", "check", lambda: _cli(
        "", ["check", "z.a"], {"z.a": ar_archive([(f"b{i}", zstd_bundle(1 << 30))
                                                  for i in range(4)])},
        check=_status(1))())
    add("archive of four zstd bundles of 100 MiB each (the limit is per input)", "dump",
        lambda: _cli("", ["dump", "z.a"], {"z.a": ar_archive(
            [(f"b{i}", zstd_bundle(100 << 20)) for i in range(4)])},
            check=_all(_status(1), _says("bytes left of the limit", "err")))())
    add("one 1 GiB zlib bundle", "list", lambda: _cli(
        "", ["list", "z.bundle"], {"z.bundle": zlib_bundle(1 << 30)}, check=_status(1))())
    add("one 200 MiB zlib bundle (under the limit)", "list", lambda: _cli(
        "", ["list", "z.bundle"], {"z.bundle": zlib_bundle(200 << 20)}, check=_status(1))())
    add("a 100 GB declared decompression", "dump", lambda: _cli(
        "", ["dump", "z.bundle"], {"z.bundle": zlib_bundle(1 << 20, 100 << 30)},
        check=_status(1))())
    add("load() of an object whose PT_LOAD declares 3 GiB", "library: load",
        lambda: _lib("", "load", "k.hsaco", {"k.hsaco": huge_memsz_object()})())
    add("bundle -o x /dev/zero", "bundle", lambda: _cli(
        "", ["bundle", "-o", "x", "/dev/zero"], {}, names=("/dev/zero",),
        check=_status(1, 2))())
    add("dump /dev/zero", "dump", lambda: _cli("", ["dump", "/dev/zero"], {},
                                              names=("/dev/zero",), check=_status(1))())
    add("asm: .space 1000000000", "build -c", lambda: _cli(
        "", ["build", "-c", "-o", "o.o", "k.s"], {"k.s": asm_with(ASM_V5, ".space 1000000000")})(),
        assembler=True)
    add("asm: .balign 0x80000000", "build -c", lambda: _cli(
        "", ["build", "-c", "-o", "o.o", "k.s"], {"k.s": asm_with(ASM_V5, ".balign 0x80000000")})(),
        assembler=True)
    add("asm: build /dev/zero", "build", lambda: _cli(
        "", ["build", "-o", "o.hsaco", "/dev/zero"], {}, names=("/dev/zero",))(),
        assembler=True)
    add("asm: build - </dev/zero", "build", lambda: Case(
        "fixed: stdin zero", "", {}, argv=["build", "-o", "o.hsaco", "-"], stdin="/dev/zero",
        names=("<stdin>",)), assembler=True)

    # -- security --------------------------------------------------------------------------------
    bundle = lambda: write_bundle([BundleInput("hipv4-amdgcn-amd-amdhsa--gfx90a",
                                               corpus(V5))])
    add("extract -d with a link planted at the output name", "extract", lambda: _cli(
        "", ["extract", "-d", "out", "m.bundle"], {"m.bundle": bundle()}, setup=_plant_link,
        check=_all(_status(1), _victim_untouched))())
    add("extract: duplicate output names before writing anything", "extract", lambda: _cli(
        "", ["extract", "-d", "out", "m.bundle", "m.bundle"], {"m.bundle": bundle()},
        check=_all(_status(1), _nothing_written))())

    # -- smaller ---------------------------------------------------------------------------------
    add("check: .text 4 GiB past the end of the file", "check", lambda: _cli(
        "", ["check", "k.hsaco"], {"k.hsaco": text_patched(corpus(V5), b".text", 32, "<Q",
                                                           4 << 30)},
        check=_all(_status(1), _says("[section-bounds]")))())
    add("disasm --descriptors of a V2 object (no symbol taken for the processor)", "disasm",
        lambda: _cli("", ["disasm", "--descriptors", "k.hsaco"], {"k.hsaco": corpus(V2_AKC)},
                     check=_all(_status(0), _not_in_stderr("unknown processor")))())
    for cmd in (["extract", "-o", "/proc/version", "k.hsaco"],
                ["bundle", "-o", "/proc/version", "k.hsaco"]):
        add(f"{cmd[0]} -o /proc/version", cmd[0], lambda c=cmd: _cli(
            "", c, {"k.hsaco": corpus(V5)}, names=("/proc/version",),
            check=_all(_status(1), _not_in_stderr(".codeobj-")))())
    add("link -o /proc/version", "link", lambda: _cli(
        "", ["link", "-o", "/proc/version", "k.o"],
        {"k.o": corpus("corpus/v5/gfx90a/vector_add.o")},
        names=("/proc/version",), check=_all(_status(1), _not_in_stderr(".codeobj-")))())
    add("asm: <instantiation> errors say where the macro was used", "build -c", lambda: _cli(
        "", ["build", "-c", "-o", "o.o", "k.s"],
        {"k.s": asm_with(ASM_V5, ".macro bad\n.byte 1 2\n.endm\nbad")},
        check=_not_in_stderr("<instantiation>:1:1:"))(), assembler=True)
    add("asm: .quad 0x<33 hex digits> is refused", "build -c", lambda: _cli(
        "", ["build", "-c", "-o", "o.o", "k.s"], {"k.s": asm_with(ASM_V5, ".quad 0x" + "f" * 33)},
        check=_status(1))(), assembler=True)

    # -- what already held -------------------------------------------------------------------
    add("hostile header sizes: e_shentsize 0", "dump",
        lambda: _cli("", ["dump", "k.hsaco"], {"k.hsaco": patched(V5, 58, b"\0\0")},
                     check=_status(1))())
    add("hostile header sizes: e_shnum 0xffff", "check",
        lambda: _cli("", ["check", "k.hsaco"], {"k.hsaco": patched(V5, 60, b"\xff\xff")},
                     check=_status(1))())
    add("asm: .fill 1e12", "build -c", lambda: _cli(
        "", ["build", "-c", "-o", "o.o", "k.s"],
        {"k.s": asm_with(ASM_V5, ".fill 1000000000000, 1, 0")},
        check=_status(1))())
    add("asm: .rept 1e9", "build -c", lambda: _cli(
        "", ["build", "-c", "-o", "o.o", "k.s"], {"k.s": asm_with(
            ASM_V5, ".rept 1000000000\n.byte 0\n.endr")}, check=_status(1))())
    add("asm: a 20,000-deep expression", "build -c", lambda: _cli(
        "", ["build", "-c", "-o", "o.o", "k.s"], {"k.s": asm_with(
            ASM_V5, ".long " + "(" * 20000 + "1" + ")" * 20000)}, check=_status(1))())
    return out


FIXED = _fixed
