"""ELF64 little-endian structures as used by AMDGPU code objects (System V gABI, AMDGPUUsage "ELF Code Object").

Spec names throughout (``e_shoff``, ``sh_offset``, ``st_info``).  Only ELFCLASS64 /
ELFDATA2LSB is declared: AMDGPU code objects are never anything else, and the
reader reports other classes as "not an AMDGPU code object".
"""

from __future__ import annotations

import enum
import struct

from ._lazy import lazy_schemas

ELF_MAGIC = b"\x7fELF"
ELFCLASS64 = 2
ELFDATA2LSB = 1
EV_CURRENT = 1


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


def _build_schemas() -> dict[str, object]:
    from construct import Bytes, Const, Int8ul, Int16ul, Int32ul, Int64sl, Int64ul, Struct

    Elf64_Ident = Struct(
        "ei_mag" / Const(ELF_MAGIC),
        "ei_class" / Int8ul,
        "ei_data" / Int8ul,
        "ei_version" / Int8ul,
        "ei_osabi" / Int8ul,
        "ei_abiversion" / Int8ul,
        "ei_pad" / Bytes(7),
    )

    Elf64_Ehdr = Struct(
        "e_ident" / Elf64_Ident,
        "e_type" / Int16ul,
        "e_machine" / Int16ul,
        "e_version" / Int32ul,
        "e_entry" / Int64ul,
        "e_phoff" / Int64ul,
        "e_shoff" / Int64ul,
        "e_flags" / Int32ul,
        "e_ehsize" / Int16ul,
        "e_phentsize" / Int16ul,
        "e_phnum" / Int16ul,
        "e_shentsize" / Int16ul,
        "e_shnum" / Int16ul,
        "e_shstrndx" / Int16ul,
    )

    Elf64_Shdr = Struct(
        "sh_name" / Int32ul,
        "sh_type" / Int32ul,
        "sh_flags" / Int64ul,
        "sh_addr" / Int64ul,
        "sh_offset" / Int64ul,
        "sh_size" / Int64ul,
        "sh_link" / Int32ul,
        "sh_info" / Int32ul,
        "sh_addralign" / Int64ul,
        "sh_entsize" / Int64ul,
    )

    Elf64_Phdr = Struct(
        "p_type" / Int32ul,
        "p_flags" / Int32ul,
        "p_offset" / Int64ul,
        "p_vaddr" / Int64ul,
        "p_paddr" / Int64ul,
        "p_filesz" / Int64ul,
        "p_memsz" / Int64ul,
        "p_align" / Int64ul,
    )

    Elf64_Sym = Struct(
        "st_name" / Int32ul,
        "st_info" / Int8ul,
        "st_other" / Int8ul,
        "st_shndx" / Int16ul,
        "st_value" / Int64ul,
        "st_size" / Int64ul,
    )

    Elf64_Rela = Struct(
        "r_offset" / Int64ul,
        "r_info" / Int64ul,
        "r_addend" / Int64sl,
    )

    Elf64_Dyn = Struct(
        "d_tag" / Int64sl,
        "d_val" / Int64ul,
    )

    Elf64_Nhdr = Struct(
        "n_namesz" / Int32ul,
        "n_descsz" / Int32ul,
        "n_type" / Int32ul,
    )

    return {name: value for name, value in locals().items() if name.startswith("Elf64_")}


_SCHEMAS = ("Elf64_Ident", "Elf64_Ehdr", "Elf64_Shdr", "Elf64_Phdr", "Elf64_Sym", "Elf64_Rela", "Elf64_Dyn", "Elf64_Nhdr")
__getattr__ = lazy_schemas(globals(), _SCHEMAS, _build_schemas)


# Fixed sizes, and struct formats with the same layout for the bulk readers
# (struct.iter_unpack over a memoryview is several times faster than construct).
# The schemas' sizeof() equals these (pinned by tests/test_formats_elf.py).
EHDR_STRUCT = struct.Struct("<16sHHIQQQIHHHHHH")
SHDR_STRUCT = struct.Struct("<IIQQQQIIQQ")
PHDR_STRUCT = struct.Struct("<IIQQQQQQ")
SYM_STRUCT = struct.Struct("<IBBHQQ")
RELA_STRUCT = struct.Struct("<QQq")
DYN_STRUCT = struct.Struct("<qQ")
NHDR_STRUCT = struct.Struct("<III")

EHDR_SIZE = EHDR_STRUCT.size
SHDR_SIZE = SHDR_STRUCT.size
PHDR_SIZE = PHDR_STRUCT.size
SYM_SIZE = SYM_STRUCT.size
RELA_SIZE = RELA_STRUCT.size
DYN_SIZE = DYN_STRUCT.size
NHDR_SIZE = NHDR_STRUCT.size



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
