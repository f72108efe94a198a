"""ELF64 little-endian structures as used by AMDGPU code objects (System V gABI, AMDGPUUsage "ELF Code Object").

Spec names throughout (``e_shoff``, ``sh_offset``, ``st_info``).  Only ELFCLASS64 /
ELFDATA2LSB is declared: AMDGPU code objects are never anything else, and the
reader reports other classes as "not an AMDGPU code object".
"""

from __future__ import annotations

import enum

from ._layout import Layout
from ._lazy import lazy_schemas

ELF_MAGIC = b"\x7fELF"
ELFCLASS64 = 2
ELFDATA2LSB = 1
EV_CURRENT = 1
#: The page size of AMDGPU code objects: ld.lld's AMDGPU max page size, the alignment of every
#: PT_LOAD segment, and of the address a loader places a code object at.
PAGE_SIZE = 0x1000


class ET(enum.IntEnum):
    """e_type."""

    NONE = 0
    REL = 1
    EXEC = 2
    DYN = 3
    CORE = 4


class EM(enum.IntEnum):
    """e_machine values codeobj recognises (to name what a non-AMDGPU file is)."""

    NONE = 0
    X86 = 3
    ARM = 40
    X86_64 = 62
    PPC64 = 21
    AARCH64 = 183
    CUDA = 190
    AMDGPU = 224
    RISCV = 243
    BPF = 247


class ELFOSABI(enum.IntEnum):
    """EI_OSABI values."""

    NONE = 0
    LINUX = 3
    AMDGPU_HSA = 64
    AMDGPU_PAL = 65
    AMDGPU_MESA3D = 66


class SHT(enum.IntEnum):
    """sh_type."""

    NULL = 0
    PROGBITS = 1
    SYMTAB = 2
    STRTAB = 3
    RELA = 4
    HASH = 5
    DYNAMIC = 6
    NOTE = 7
    NOBITS = 8
    REL = 9
    SHLIB = 10
    DYNSYM = 11
    INIT_ARRAY = 14
    FINI_ARRAY = 15
    PREINIT_ARRAY = 16
    GROUP = 17
    SYMTAB_SHNDX = 18
    RELR = 19
    GNU_ATTRIBUTES = 0x6FFFFFF5
    GNU_HASH = 0x6FFFFFF6
    GNU_VERDEF = 0x6FFFFFFD
    GNU_VERNEED = 0x6FFFFFFE
    GNU_VERSYM = 0x6FFFFFFF
    LLVM_ODRTAB = 0x6FFF4C00
    LLVM_LINKER_OPTIONS = 0x6FFF4C01
    LLVM_ADDRSIG = 0x6FFF4C03
    LLVM_DEPENDENT_LIBRARIES = 0x6FFF4C04
    LLVM_SYMPART = 0x6FFF4C05
    LLVM_PART_EHDR = 0x6FFF4C06
    LLVM_PART_PHDR = 0x6FFF4C07
    LLVM_BB_ADDR_MAP = 0x6FFF4C0A
    LLVM_OFFLOADING = 0x6FFF4C0B
    LLVM_LTO = 0x6FFF4C0C


class SHF(enum.IntFlag):
    """sh_flags."""

    WRITE = 0x1
    ALLOC = 0x2
    EXECINSTR = 0x4
    MERGE = 0x10
    STRINGS = 0x20
    INFO_LINK = 0x40
    LINK_ORDER = 0x80
    OS_NONCONFORMING = 0x100
    GROUP = 0x200
    TLS = 0x400
    COMPRESSED = 0x800
    EXCLUDE = 0x80000000


class SHN(enum.IntEnum):
    """Special section indices (st_shndx)."""

    UNDEF = 0
    LORESERVE = 0xFF00
    AMDGPU_LDS = 0xFF00  # AMDGPUUsage: LDS symbols (same value as LORESERVE)
    ABS = 0xFFF1
    COMMON = 0xFFF2
    XINDEX = 0xFFFF


class STB(enum.IntEnum):
    """Symbol binding (st_info >> 4)."""

    LOCAL = 0
    GLOBAL = 1
    WEAK = 2
    GNU_UNIQUE = 10


class STT(enum.IntEnum):
    """Symbol type (st_info & 0xf)."""

    NOTYPE = 0
    OBJECT = 1
    FUNC = 2
    SECTION = 3
    FILE = 4
    COMMON = 5
    TLS = 6
    GNU_IFUNC = 10
    AMDGPU_HSA_KERNEL = 10  # V2 only; shares the value with GNU_IFUNC


class STV(enum.IntEnum):
    """Symbol visibility (st_other & 3)."""

    DEFAULT = 0
    INTERNAL = 1
    HIDDEN = 2
    PROTECTED = 3


class PT(enum.IntEnum):
    """p_type."""

    NULL = 0
    LOAD = 1
    DYNAMIC = 2
    INTERP = 3
    NOTE = 4
    SHLIB = 5
    PHDR = 6
    TLS = 7
    GNU_EH_FRAME = 0x6474E550
    GNU_STACK = 0x6474E551
    GNU_RELRO = 0x6474E552
    AMDGPU_HSA_LOAD_GLOBAL_PROGRAM = 0x60000000
    AMDGPU_HSA_LOAD_GLOBAL_AGENT = 0x60000001
    AMDGPU_HSA_LOAD_READONLY_AGENT = 0x60000002
    AMDGPU_HSA_LOAD_CODE_AGENT = 0x60000003


class PF(enum.IntFlag):
    """p_flags."""

    X = 1
    W = 2
    R = 4


class DT(enum.IntEnum):
    """d_tag values a code object may carry."""

    NULL = 0
    NEEDED = 1
    PLTRELSZ = 2
    PLTGOT = 3
    HASH = 4
    STRTAB = 5
    SYMTAB = 6
    RELA = 7
    RELASZ = 8
    RELAENT = 9
    STRSZ = 10
    SYMENT = 11
    INIT = 12
    FINI = 13
    SONAME = 14
    RPATH = 15
    SYMBOLIC = 16
    REL = 17
    RELSZ = 18
    RELENT = 19
    PLTREL = 20
    DEBUG = 21
    TEXTREL = 22
    JMPREL = 23
    BIND_NOW = 24
    INIT_ARRAY = 25
    FINI_ARRAY = 26
    INIT_ARRAYSZ = 27
    FINI_ARRAYSZ = 28
    RUNPATH = 29
    FLAGS = 30
    PREINIT_ARRAY = 32
    PREINIT_ARRAYSZ = 33
    SYMTAB_SHNDX = 34
    RELRSZ = 35
    RELR = 36
    RELRENT = 37
    GNU_HASH = 0x6FFFFEF5
    RELACOUNT = 0x6FFFFFF9
    RELCOUNT = 0x6FFFFFFA
    FLAGS_1 = 0x6FFFFFFB
    VERSYM = 0x6FFFFFF0
    VERDEF = 0x6FFFFFFC
    VERDEFNUM = 0x6FFFFFFD
    VERNEED = 0x6FFFFFFE
    VERNEEDNUM = 0x6FFFFFFF


# The structures, each declared once (formats/_layout.py derives the struct, the schema and
# the field offsets from it).  System V gABI "ELF Header", "Sections", "Symbol Table",
# "Relocation", "Program Header", "Dynamic Section", "Note Section"; ELFCLASS64, little-endian.

IDENT = Layout("Elf64_Ident", (
    ("ei_mag", "4s", ELF_MAGIC),
    ("ei_class", "B"),
    ("ei_data", "B"),
    ("ei_version", "B"),
    ("ei_osabi", "B"),
    ("ei_abiversion", "B"),
    ("ei_pad", "7s"),
))

EHDR = Layout("Elf64_Ehdr", (
    ("e_ident", IDENT),
    ("e_type", "H"),
    ("e_machine", "H"),
    ("e_version", "I"),
    ("e_entry", "Q"),
    ("e_phoff", "Q"),
    ("e_shoff", "Q"),
    ("e_flags", "I"),
    ("e_ehsize", "H"),
    ("e_phentsize", "H"),
    ("e_phnum", "H"),
    ("e_shentsize", "H"),
    ("e_shnum", "H"),
    ("e_shstrndx", "H"),
))

SHDR = Layout("Elf64_Shdr", (
    ("sh_name", "I"),
    ("sh_type", "I"),
    ("sh_flags", "Q"),
    ("sh_addr", "Q"),
    ("sh_offset", "Q"),
    ("sh_size", "Q"),
    ("sh_link", "I"),
    ("sh_info", "I"),
    ("sh_addralign", "Q"),
    ("sh_entsize", "Q"),
))

PHDR = Layout("Elf64_Phdr", (
    ("p_type", "I"),
    ("p_flags", "I"),
    ("p_offset", "Q"),
    ("p_vaddr", "Q"),
    ("p_paddr", "Q"),
    ("p_filesz", "Q"),
    ("p_memsz", "Q"),
    ("p_align", "Q"),
))

SYM = Layout("Elf64_Sym", (
    ("st_name", "I"),
    ("st_info", "B"),
    ("st_other", "B"),
    ("st_shndx", "H"),
    ("st_value", "Q"),
    ("st_size", "Q"),
))

RELA = Layout("Elf64_Rela", (
    ("r_offset", "Q"),
    ("r_info", "Q"),
    ("r_addend", "q"),
))

DYN = Layout("Elf64_Dyn", (
    ("d_tag", "q"),
    ("d_val", "Q"),
))

NHDR = Layout("Elf64_Nhdr", (
    ("n_namesz", "I"),
    ("n_descsz", "I"),
    ("n_type", "I"),
))

LAYOUTS = (IDENT, EHDR, SHDR, PHDR, SYM, RELA, DYN, NHDR)

# The Construct schemas (``Elf64_Ehdr`` ...), built on first use from the layouts.
__getattr__ = lazy_schemas(globals(), tuple(layout.name for layout in LAYOUTS),
                           lambda: {layout.name: layout.schema() for layout in LAYOUTS})

# The struct of each layout and its size, under the names the readers and writers use.
EHDR_STRUCT, EHDR_SIZE = EHDR.struct, EHDR.size
SHDR_STRUCT, SHDR_SIZE = SHDR.struct, SHDR.size
PHDR_STRUCT, PHDR_SIZE = PHDR.struct, PHDR.size
SYM_STRUCT, SYM_SIZE = SYM.struct, SYM.size
RELA_STRUCT, RELA_SIZE = RELA.struct, RELA.size
DYN_STRUCT, DYN_SIZE = DYN.struct, DYN.size
NHDR_STRUCT, NHDR_SIZE = NHDR.struct, NHDR.size


def st_bind(st_info: int) -> int:
    return st_info >> 4


def st_type(st_info: int) -> int:
    return st_info & 0xF


def st_info(bind: int, type_: int) -> int:
    return (bind << 4) | (type_ & 0xF)


def st_visibility(st_other: int) -> int:
    return st_other & 0x3


def r_sym(r_info: int) -> int:
    return r_info >> 32


def r_type(r_info: int) -> int:
    return r_info & 0xFFFFFFFF


def r_info(sym: int, type_: int) -> int:
    return (sym << 32) | (type_ & 0xFFFFFFFF)
