"""AMDGPU processors, target IDs, and the mapping between target IDs and ELF e_flags.

Sources (facts only; see docs/targets.md): AMDGPUUsage.rst "Processors", "Target ID" and
"ELF Header"; NEWER-FACTS.md for processors and MACH values added after it.  Every entry that
LLVM 19 knows is checked against ``llvm-mc-19``/``llvm-readelf-19`` by tests/test_targets.py.

Main entry points:

* ``processor(name_or_alias)``, ``processors()``, ``processor_by_mach(mach)``,
  ``processor_by_isa_version(major, minor, stepping)``: the processor table.
* ``TargetID``: a processor plus the ``xnack``/``sramecc`` settings (True = ``+``,
  False = ``-``, None = any).  ``TargetID.parse`` reads every accepted spelling; ``str()``
  gives the canonical form; ``.full`` the ``amdgcn-amd-amdhsa--`` form.
* ``decode_eflags(e_flags, abi_version)`` never raises: it returns an ``EFlags`` whose
  ``target`` is None for an unknown MACH (print ``EFlags.mach_text`` -> ``unknown (0x4d)``).
  ``TargetID.from_eflags`` is the strict form and raises ``TargetError``.
* ``TargetID.to_eflags(code_object_version)``, ``format_eflags`` (llvm-readelf's text),
  ``is_compatible(code_object_tid, requested_tid)``, ``TargetID.comgr_name(version)``.
"""

from __future__ import annotations

from ._record import record, replace
from .errors import TargetError
from .formats.eflags import (
    EF_AMDGPU_FEATURE_SRAMECC_V4,
    EF_AMDGPU_FEATURE_XNACK_V4,
    EF_AMDGPU_GENERIC_VERSION_OFFSET,
    EF_AMDGPU_MACH,
    EF_AMDGPU_MACH_MASK,
    ELFOSABI_AMDGPU,
    EFlagsV2,
    EFlagsV3,
    FeatureSrameccV4,
    FeatureXnackV4,
    code_object_version_for,
    generic_version_of,
)

__all__ = [
    "FEATURES",
    "LLVM_FEATURES",
    "EFlags",
    "Processor",
    "TargetID",
    "addressable_sgprs",
    "decode_eflags",
    "format_eflags",
    "is_compatible",
    "processor",
    "processor_by_isa_version",
    "processor_by_mach",
    "processors",
    "sgpr_registers",
    "target_from_isa_version",
]

#: The target features a target ID can name, in canonical (alphabetical) order.
FEATURES = ("sramecc", "xnack")

#: The LLVM subtarget features (AMDGPU.td ``SubtargetFeature``s, by their ``-mattr`` names) that
#: change what codeobj writes or checks; ``Processor.llvm_features`` holds a processor's.
LLVM_FEATURES = (
    # Feature1_5xVGPRs: a VGPR file 1.5 times the usual size (occupancy)
    "allocate1_5xvgprs",
    # Feature1024AddressableVGPRs (LLVM 22, gfx12.5): 1024 VGPRs, allocated in granules of 16
    # in wave32 (kernel descriptor GRANULATED_WORKITEM_VGPR_COUNT; llvm-mc-22 on
    # hsa-gfx1250-v4.s: .amdhsa_next_free_vgpr 9 -> 0, 17 -> 1, 1024 -> 63)
    "1024-addressable-vgprs",
    # FeatureArchitectedFlatScratch: no flat scratch SGPRs or private segment buffer
    # (kernel descriptor fields and directives)
    "architected-flat-scratch",
    # FeatureGFX90AInsts: one VGPR file for ArchVGPRs and AGPRs split at ACCUM_OFFSET, TG_SPLIT,
    # kernarg preload (kernel descriptor, occupancy, ``totalnumvgprs``)
    "gfx90a-insts",
    # FeatureMAIInsts: matrix instructions, so AGPRs exist (``codeobj check``)
    "mai-insts",
    # FeatureOffset3fBug: a branch whose offset is 0x3f needs an ``s_nop`` after it (assembler)
    "offset-3f-bug",
    # FeatureSGPRInitBug: every kernel is given a fixed 96 SGPRs (kernel descriptor)
    "sgpr-init-bug",
)



def sgpr_registers(major: int) -> int:
    """How many SGPRs (``s0``...) generation ``major`` has: 104 on gfx6-7, 102 on gfx8-9 and 106
    on gfx10+ (AMDGPUBaseInfo ``getAddressableNumSGPRs``; llvm-mc-19 accepts ``s103`` in
    ``.cfi_offset`` on gfx700 but not on gfx802 or gfx900, and ``s105`` on gfx1030)."""
    if major >= 10:
        return 106
    return 102 if major >= 8 else 104


def addressable_sgprs(major: int, sgpr_init_bug: bool = False) -> int:
    """The SGPRs a kernel may use: all of them (``sgpr_registers``), except on processors with
    the SGPR init bug, which give every kernel a fixed 96 (AMDGPUBaseInfo
    ``FIXED_NUM_SGPRS_FOR_INIT_BUG``)."""
    return 96 if sgpr_init_bug else sgpr_registers(major)

_AMDHSA_TRIPLE = "amdgcn-amd-amdhsa"


@record(frozen=True)
class Processor:
    """One AMDGPU processor (or generic target) and the facts the tools need about it.

    ``major``/``minor``/``stepping`` are the ISA version (the V2 ``NT_AMD_HSA_ISA_VERSION``
    triple; 0.0.0 for r600-architecture processors, which have none).  ``features`` holds the
    target-ID features the processor supports.  ``dgpu`` is None for a generic target (its
    members may be either).  ``generic`` names the generic target covering a processor;
    ``covers`` lists, for a generic target, the processors it covers.

    ``llvm_features`` holds the processor's ``LLVM_FEATURES`` (hardware traits and bugs, by
    LLVM's names); the properties below read them.  ``occupancy_checked`` says whether the
    occupancy model (``codeobj.kernel.occupancy``) has figures for the processor: False where
    its register file and LDS could not be checked against a tool (docs/resources.md).
    ``v2_xnack`` says how a code object V2 carries xnack where it is not what e_flags say:
    ``"stepping"`` (LLVM writes the ISA note's stepping plus one for xnack, and comgr reads it
    back so), ``"on"``/``"off"`` (comgr reads xnack as always on/off), None otherwise.

    ``features`` are the target-ID features of the processor's default LLVM release (the
    first whose tables know it: ``codeobj.isa.db.release_of``; for a processor no release's
    tables know, those of the newest AMDGPUUsage/TargetParser that lists it).
    ``release_features`` lists, per LLVM release (a name of ``codeobj.isa.db.LLVM``) whose
    target-ID features for the processor differ from those, the features that release
    gives it: :meth:`under` is the processor as that release describes it (its e_flags,
    the target IDs its assembler accepts).
    """

    name: str
    mach: int
    major: int
    minor: int
    stepping: int
    family: str
    dgpu: bool | None
    features: frozenset[str] = frozenset()
    aliases: tuple[str, ...] = ()
    arch: str = "amdgcn"
    wavefront_sizes: tuple[int, ...] = (64,)
    default_wavefront_size: int = 64
    generic: str | None = None
    covers: tuple[str, ...] = ()
    generic_version: int | None = None
    llvm_features: frozenset[str] = frozenset()
    occupancy_checked: bool = False
    v2_xnack: str | None = None
    release_features: tuple[tuple[str, frozenset[str]], ...] = ()

    def under(self, release: str | None) -> Processor:
        """The processor as LLVM release ``release`` describes it: the same record but for
        ``features``, where ``release_features`` names the release (else ``self``)."""
        for name, features in self.release_features:
            if name == release:
                return replace(self, features=features, release_features=())
        return self

    def views(self) -> tuple[Processor, ...]:
        """The processor as each LLVM release describes it, its default first."""
        return (self, *(self.under(name) for name, _ in self.release_features))

    @property
    def is_generic(self) -> bool:
        return self.generic_version is not None

    @property
    def isa_version(self) -> tuple[int, int, int]:
        return (self.major, self.minor, self.stepping)

    @property
    def supports_xnack(self) -> bool:
        return "xnack" in self.features

    @property
    def supports_sramecc(self) -> bool:
        return "sramecc" in self.features

    @property
    def architected_flat_scratch(self) -> bool:
        return "architected-flat-scratch" in self.llvm_features

    @property
    def gfx90a_insts(self) -> bool:
        """The gfx90a family: unified VGPR file, ACCUM_OFFSET, TG_SPLIT, kernarg preload."""
        return "gfx90a-insts" in self.llvm_features

    @property
    def mai_insts(self) -> bool:
        """Matrix instructions, and so AGPRs."""
        return "mai-insts" in self.llvm_features

    @property
    def offset_3f_bug(self) -> bool:
        return "offset-3f-bug" in self.llvm_features

    @property
    def sgpr_init_bug(self) -> bool:
        return "sgpr-init-bug" in self.llvm_features

    @property
    def vgprs_1024(self) -> bool:
        return "1024-addressable-vgprs" in self.llvm_features

    @property
    def vgprs_1_5x(self) -> bool:
        return "allocate1_5xvgprs" in self.llvm_features

    @property
    def sgpr_registers(self) -> int:
        """The SGPRs the processor has (``sgpr_registers(major)``)."""
        return sgpr_registers(self.major)

    @property
    def addressable_sgprs(self) -> int:
        """The SGPRs a kernel may use (``addressable_sgprs(major, sgpr_init_bug)``)."""
        return addressable_sgprs(self.major, self.sgpr_init_bug)

    def __str__(self) -> str:
        return self.name


# ---------------------------------------------------------------------------------------------
# The table: every fact codeobj knows per processor is a column here, and only here.
# MACH values come from EF_AMDGPU_MACH (the member named after the processor); the generic
# groupings from NEWER-FACTS.md.  gfx940 and gfx941 left LLVM in release 21 but stay here so
# that old objects still decode.
#
# Sources: AMDGPUUsage.rst "Processors" (name, aliases, dGPU, target-ID features) for LLVM 15's
# processors; NEWER-FACTS.md and LLVM's AMDGPU.td/TargetParser for the newer ones.  The LLVM
# features of every processor LLVM 19 knows are checked against its TableGen description
# (tests/test_processor_facts.py); those of gfx950, gfx1153/1154, gfx117x, gfx125x, gfx1310 and
# their generic targets follow NEWER-FACTS.md ("Kernel descriptor": the gfx90a family and
# architected flat scratch of gfx950 and gfx11+).

_X = frozenset({"xnack"})
_XS = frozenset({"sramecc", "xnack"})
_N: frozenset[str] = frozenset()

# Values of the llvm_features column (LLVM_FEATURES)
_SIB = frozenset({"sgpr-init-bug"})
_MAI = frozenset({"mai-insts"})
_90A = frozenset({"gfx90a-insts", "mai-insts"})
_94X = frozenset({"architected-flat-scratch", "gfx90a-insts", "mai-insts"})
_O3F = frozenset({"offset-3f-bug"})
_AFS = frozenset({"architected-flat-scratch"})
_AFS15 = frozenset({"architected-flat-scratch", "allocate1_5xvgprs"})
_AFS1K = frozenset({"architected-flat-scratch", "1024-addressable-vgprs"})

_R600 = [
    # name, family, aliases
    ("r600", "R600", ("rv630", "rv635")),
    ("r630", "R600", ()),
    ("rs880", "R600", ("rs780", "rv610", "rv620")),
    ("rv670", "R600", ()),
    ("rv710", "R700", ()),
    ("rv730", "R700", ()),
    ("rv770", "R700", ("rv740",)),
    ("cedar", "Evergreen", ("palm",)),
    ("cypress", "Evergreen", ("hemlock",)),
    ("juniper", "Evergreen", ()),
    ("redwood", "Evergreen", ()),
    ("sumo", "Evergreen", ("sumo2",)),
    ("barts", "Northern Islands", ()),
    ("caicos", "Northern Islands", ()),
    ("cayman", "Northern Islands", ("aruba",)),
    ("turks", "Northern Islands", ()),
]

# name, (major, minor, stepping), family, dgpu, features, llvm_features, occupancy_checked,
# v2_xnack, aliases
_AMDGCN = [
    ("gfx600", (6, 0, 0), "GCN1", True, _N, _N, True, None, ("tahiti",)),
    ("gfx601", (6, 0, 1), "GCN1", True, _N, _N, True, None, ("pitcairn", "verde")),
    ("gfx602", (6, 0, 2), "GCN1", True, _N, _N, True, None, ("hainan", "oland")),
    ("gfx700", (7, 0, 0), "GCN2", False, _N, _N, True, None, ("kaveri",)),
    ("gfx701", (7, 0, 1), "GCN2", True, _N, _N, True, None, ("hawaii",)),
    ("gfx702", (7, 0, 2), "GCN2", True, _N, _N, True, None, ()),
    ("gfx703", (7, 0, 3), "GCN2", False, _N, _N, True, None, ("kabini", "mullins")),
    ("gfx704", (7, 0, 4), "GCN2", True, _N, _N, True, None, ("bonaire",)),
    ("gfx705", (7, 0, 5), "GCN2", False, _N, _N, True, None, ()),
    ("gfx801", (8, 0, 1), "GCN3", False, _X, _N, True, "on", ("carrizo",)),
    ("gfx802", (8, 0, 2), "GCN3", True, _N, _SIB, True, None, ("iceland", "tonga")),
    ("gfx803", (8, 0, 3), "GCN3", True, _N, _N, True, None, ("fiji", "polaris10", "polaris11")),
    ("gfx805", (8, 0, 5), "GCN3", True, _N, _SIB, True, None, ("tongapro",)),
    ("gfx810", (8, 1, 0), "GCN3", False, _X, _N, True, "on", ("stoney",)),
    ("gfx900", (9, 0, 0), "GCN5", True, _X, _N, True, "stepping", ()),
    ("gfx902", (9, 0, 2), "GCN5", False, _X, _N, True, "stepping", ()),
    ("gfx904", (9, 0, 4), "GCN5", True, _X, _N, True, "stepping", ()),
    ("gfx906", (9, 0, 6), "GCN5", True, _XS, _N, True, "stepping", ()),
    ("gfx908", (9, 0, 8), "CDNA1", True, _XS, _MAI, True, None, ()),
    ("gfx909", (9, 0, 9), "GCN5", False, _X, _N, True, None, ()),
    ("gfx90a", (9, 0, 10), "CDNA2", True, _XS, _90A, True, None, ()),
    ("gfx90c", (9, 0, 12), "GCN5", False, _X, _N, True, "off", ()),
    ("gfx940", (9, 4, 0), "CDNA3", True, _XS, _94X, True, None, ()),
    ("gfx941", (9, 4, 1), "CDNA3", True, _XS, _94X, True, None, ()),
    ("gfx942", (9, 4, 2), "CDNA3", True, _XS, _94X, True, None, ()),
    ("gfx950", (9, 5, 0), "CDNA4", True, _XS, _94X, False, None, ()),
    ("gfx1010", (10, 1, 0), "RDNA1", True, _X, _O3F, True, None, ()),
    ("gfx1011", (10, 1, 1), "RDNA1", True, _X, _O3F, True, None, ()),
    ("gfx1012", (10, 1, 2), "RDNA1", True, _X, _O3F, True, None, ()),
    ("gfx1013", (10, 1, 3), "RDNA1", False, _X, _O3F, True, None, ()),
    ("gfx1030", (10, 3, 0), "RDNA2", True, _N, _N, True, None, ()),
    ("gfx1031", (10, 3, 1), "RDNA2", True, _N, _N, True, None, ()),
    ("gfx1032", (10, 3, 2), "RDNA2", True, _N, _N, True, None, ()),
    ("gfx1033", (10, 3, 3), "RDNA2", False, _N, _N, True, None, ()),
    ("gfx1034", (10, 3, 4), "RDNA2", True, _N, _N, True, None, ()),
    ("gfx1035", (10, 3, 5), "RDNA2", False, _N, _N, True, None, ()),
    ("gfx1036", (10, 3, 6), "RDNA2", False, _N, _N, True, None, ()),
    ("gfx1100", (11, 0, 0), "RDNA3", True, _N, _AFS15, True, None, ()),
    ("gfx1101", (11, 0, 1), "RDNA3", True, _N, _AFS15, True, None, ()),
    ("gfx1102", (11, 0, 2), "RDNA3", True, _N, _AFS, True, None, ()),
    ("gfx1103", (11, 0, 3), "RDNA3", False, _N, _AFS, True, None, ()),
    ("gfx1150", (11, 5, 0), "RDNA3.5", False, _N, _AFS, True, None, ()),
    ("gfx1151", (11, 5, 1), "RDNA3.5", False, _N, _AFS15, True, None, ()),
    ("gfx1152", (11, 5, 2), "RDNA3.5", False, _N, _AFS, True, None, ()),
    ("gfx1153", (11, 5, 3), "RDNA3.5", False, _N, _AFS, True, None, ()),
    ("gfx1154", (11, 5, 4), "RDNA3.5", False, _N, _AFS, False, None, ()),
    ("gfx1170", (11, 7, 0), "RDNA4m", False, _N, _AFS, False, None, ()),
    ("gfx1171", (11, 7, 1), "RDNA4m", False, _N, _AFS, False, None, ()),
    ("gfx1172", (11, 7, 2), "RDNA4m", False, _N, _AFS, False, None, ()),
    ("gfx1200", (12, 0, 0), "RDNA4", True, _N, _AFS15, True, None, ()),
    ("gfx1201", (12, 0, 1), "RDNA4", True, _N, _AFS15, True, None, ()),
    ("gfx1250", (12, 5, 0), "GFX12.5", True, _XS, _AFS1K, False, None, ()),
    ("gfx1251", (12, 5, 1), "GFX12.5", True, _XS, _AFS1K, False, None, ()),
    ("gfx1310", (13, 1, 0), "GFX13", True, _N, _AFS, False, None, ()),
]

# Generic targets: name, ISA version (LLVM reports that of its most restricted member),
# family, features, llvm_features, occupancy_checked, covered processors.
_GENERIC = [
    ("gfx9-generic", (9, 0, 0), "GCN5", _X, _N, True,
     ("gfx900", "gfx902", "gfx904", "gfx906", "gfx909", "gfx90c")),
    ("gfx9-4-generic", (9, 4, 0), "CDNA3", _XS, _94X, True, ("gfx942",)),
    ("gfx10-1-generic", (10, 1, 0), "RDNA1", _X, _O3F, True,
     ("gfx1010", "gfx1011", "gfx1012", "gfx1013")),
    ("gfx10-3-generic", (10, 3, 0), "RDNA2", _N, _N, True,
     ("gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035", "gfx1036")),
    ("gfx11-generic", (11, 0, 3), "RDNA3", _N, _AFS, True,
     ("gfx1100", "gfx1101", "gfx1102", "gfx1103",
      "gfx1150", "gfx1151", "gfx1152", "gfx1153", "gfx1154")),
    ("gfx11-7-generic", (11, 7, 0), "RDNA4m", _N, _AFS, False, ("gfx1170", "gfx1171", "gfx1172")),
    ("gfx12-generic", (12, 0, 0), "RDNA4", _N, _AFS15, True, ("gfx1200", "gfx1201")),
    ("gfx12-5-generic", (12, 5, 0), "GFX12.5", _X, _AFS1K, False, ("gfx1250", "gfx1251")),
    ("gfx13-generic", (13, 1, 0), "GFX13", _N, _AFS, False, ("gfx1310",)),
]

# Target-ID features an LLVM release gives a processor where they differ from the table's
# (Processor.release_features): processor -> ((release, features), ...).
#
# llvm24git (llvm-project 6bc4aaf6641c, the AMDGPU assembler of PyPI's triton 3.9.0): gfx12.5
# has no controllable XNACK mode (AMDGPUTargetParser.def gives gfx1250 and gfx1251
# FEATURE_XNACK without FEATURE_XNACK_ON_OFF_MODES, llvm-project #204523), so xnack is not a
# target-ID feature there: e_flags' xnack field is "unsupported" (gfx1250 0x449 where LLVM 22
# writes 0x549; gfx1251 0x45a; gfx12-5-generic 0x100045b), and a target ID naming it is
# refused ("malformed target id 'amdgcn-amd-amdhsa--gfx1250:xnack+'", #209304) while -mattr
# +xnack/-xnack change nothing.  sramecc stays (on 0xc49, off 0x849), and the generic target
# has it too (LLVM 22 does not know gfx12-5-generic).  Probed through tools/triton_amdgpu.py;
# tests/test_targets.py pins these e_flags.
_S = frozenset({"sramecc"})
_RELEASE_FEATURES: dict[str, tuple[tuple[str, frozenset[str]], ...]] = {
    "gfx1250": (("llvm24git", _S),),
    "gfx1251": (("llvm24git", _S),),
    "gfx12-5-generic": (("llvm24git", _S),),
}

#: Every generic family is at version 1 today (NEWER-FACTS.md, "ELF header").
_GENERIC_VERSION = 1

# GFX12.5 runs wave32 only.
_WAVE32_ONLY = {"GFX12.5"}


def _mach_for(name: str, arch: str) -> int:
    prefix = "R600_" if arch == "r600" else "AMDGCN_"
    return int(EF_AMDGPU_MACH[prefix + name.upper().replace("-", "_")])


def _waves(major: int, family: str) -> tuple[tuple[int, ...], int]:
    if family in _WAVE32_ONLY:
        return (32,), 32
    if major >= 10:
        return (32, 64), 32
    return (64,), 64


def _build_table() -> tuple[Processor, ...]:
    generic_of = {member: g[0] for g in _GENERIC for member in g[-1]}
    table: list[Processor] = []
    for name, family, aliases in _R600:
        table.append(Processor(
            name=name, mach=_mach_for(name, "r600"), major=0, minor=0, stepping=0,
            family=family, dgpu=True, aliases=aliases, arch="r600",
        ))
    for (name, (major, minor, stepping), family, dgpu, feats, llvm, occupancy, v2_xnack,
         aliases) in _AMDGCN:
        waves, default_wave = _waves(major, family)
        table.append(Processor(
            name=name, mach=_mach_for(name, "amdgcn"), major=major, minor=minor,
            stepping=stepping, family=family, dgpu=dgpu, features=feats, aliases=aliases,
            wavefront_sizes=waves, default_wavefront_size=default_wave,
            generic=generic_of.get(name), llvm_features=llvm, occupancy_checked=occupancy,
            v2_xnack=v2_xnack, release_features=_RELEASE_FEATURES.get(name, ()),
        ))
    for name, (major, minor, stepping), family, feats, llvm, occupancy, covers in _GENERIC:
        waves, default_wave = _waves(major, family)
        table.append(Processor(
            name=name, mach=_mach_for(name, "amdgcn"), major=major, minor=minor,
            stepping=stepping, family=family, dgpu=None, features=feats,
            wavefront_sizes=waves, default_wavefront_size=default_wave, covers=covers,
            generic_version=_GENERIC_VERSION, llvm_features=llvm, occupancy_checked=occupancy,
            release_features=_RELEASE_FEATURES.get(name, ()),
        ))
    return tuple(table)


_TABLE = _build_table()
_BY_NAME = {p.name: p for p in _TABLE}
_BY_ALIAS = {alias: p for p in _TABLE for alias in p.aliases}
_BY_MACH = {p.mach: p for p in _TABLE}
# A V2 object whose MACH field holds at most bits 0..1 uses the original V2 layout (0x01 xnack,
# 0x02 trap handler; processor in the ISA note).  Those values would otherwise name r600, r630
# and rs880, which never carry the HSA OS ABI.
_V2_LEGACY_BITS = int(EFlagsV2.XNACK | EFlagsV2.TRAP_HANDLER)

_BY_ISA = {p.isa_version: p for p in _TABLE if p.arch == "amdgcn" and not p.is_generic}


def processors() -> tuple[Processor, ...]:
    """Every processor and generic target in the table, r600 first, then by MACH table order."""
    return _TABLE


def processor(name: str) -> Processor:
    """The processor named ``name`` (canonical name or alias, case-insensitive).

    Raises ``TargetError`` naming the closest known names when there is no such processor.
    """
    if not isinstance(name, str):
        raise TargetError(f"processor name must be text, not {type(name).__name__}")
    key = name.strip().lower()
    found = _BY_NAME.get(key) or _BY_ALIAS.get(key)
    if found is not None:
        return found
    if ":" in key or "+" in key or "--" in key:
        raise TargetError(f"{name!r} is a target ID, not a processor name (use TargetID.parse)")
    candidates = list(_BY_NAME) + list(_BY_ALIAS)
    import difflib  # only for the error message

    near = difflib.get_close_matches(key, candidates, n=5, cutoff=0.6)
    hint = f"; did you mean {', '.join(near)}?" if near else "; see `processors()` for the list"
    raise TargetError(f"unknown processor {name!r}{hint}")


def processor_by_mach(mach: int) -> Processor | None:
    """The processor for an ``EF_AMDGPU_MACH`` value (bits 7..0), or None if unknown/reserved."""
    return _BY_MACH.get(int(mach) & EF_AMDGPU_MACH_MASK)


# (v2_xnack "stepping": gfx900 + xnack = 9.0.1, gfx906 + xnack = 9.0.7 in a V2 ISA note; for
# the other xnack processors the note does not change; checked with llvm-mc-15 and comgr 2.4.)


def processor_by_isa_version(major: int, minor: int, stepping: int) -> Processor | None:
    """The (non-generic, amdgcn) processor with this ISA version, as in a V2 ISA note; or None.

    V2 notes give an xnack build of gfx900/902/904/906 the next (odd) stepping; those map back
    to the processor (``target_from_isa_version`` also recovers the xnack setting).
    """
    key = (int(major), int(minor), int(stepping))
    found = _BY_ISA.get(key)
    if found is None:
        base = _BY_ISA.get((key[0], key[1], key[2] - 1))
        if base is not None and base.v2_xnack == "stepping":
            return base
    return found


def target_from_isa_version(major: int, minor: int, stepping: int) -> TargetID | None:
    """The target ID a V2 ``NT_AMD_HSA_ISA_VERSION`` note names, or None if no processor has it.

    For gfx900/902/904/906 the stepping's parity gives xnack; for other processors the note
    says nothing about xnack (None: take it from e_flags).  sramecc is never in a V2 note.
    """
    proc = processor_by_isa_version(major, minor, stepping)
    if proc is None:
        return None
    if proc.v2_xnack == "stepping":
        return TargetID(proc, xnack=int(stepping) != proc.stepping)
    return TargetID(proc)


# ---------------------------------------------------------------------------------------------
# Target IDs


def _setting_text(value: bool | None) -> str:
    return "" if value is None else ("+" if value else "-")


@record(frozen=True)
class TargetID:
    """A processor plus its ``sramecc``/``xnack`` settings: True (on), False (off), None (any).

    A feature the processor does not support must be None.  ``str()`` is the canonical form
    (``gfx90a:sramecc-:xnack+``: primary name, features in alphabetical order, ``any`` omitted).
    """

    processor: Processor
    sramecc: bool | None = None
    xnack: bool | None = None

    def __post_init__(self) -> None:
        for feature in FEATURES:
            if getattr(self, feature) is not None and feature not in self.processor.features:
                raise TargetError(
                    f"processor {self.processor.name} does not support the {feature} "
                    f"target feature{_supported_text(self.processor)}"
                )

    # -- text forms ------------------------------------------------------------------------

    @classmethod
    def parse(cls, text: str, *, v3: bool | None = None,
              release: str | None = None) -> TargetID:
        """Read a target ID in any accepted spelling.

        Accepted: ``gfx90a``, aliases (``fiji``), features in any order
        (``gfx90a:xnack+:sramecc-``), the V2/V3 form (``gfx906+xnack``: a named feature is on,
        a supported feature left out is off, so this is ``gfx906:sramecc-:xnack+``), and any
        of these after an ``amdgcn-amd-amdhsa--`` triple.  A bare name is read as the V4 form
        (features any) unless ``v3=True``.  Bundle entry-ID prefixes (``hipv4-``) are the
        bundle module's business.

        ``release`` (an LLVM release's name, ``codeobj.isa.db.LLVM``) reads the processor as
        that release describes it (``Processor.under``): a feature it does not give the
        processor is an error.  Without one, the processor's default description is read,
        or, for a feature only another release gives it, that release's
        (``Processor.views``).
        """
        if not isinstance(text, str) or not text.strip():
            raise TargetError(f"empty target ID {text!r}")
        source = text
        text = text.strip()
        if "--" in text:
            triple, _, text = text.rpartition("--")
            arch = triple.split("-", 1)[0]
            if arch not in ("amdgcn", "r600"):
                raise TargetError(f"target ID {source!r}: triple {triple!r} is not an AMDGPU triple")
        if ":" in text:
            if "+" in text.split(":", 1)[0]:
                raise TargetError(f"target ID {source!r} mixes the V2/V3 '+feature' and ':feature±' forms")
            name, *items = text.split(":")
            settings = []
            for item in items:
                if len(item) < 2 or item[-1] not in "+-":
                    raise TargetError(
                        f"target ID {source!r}: feature {item!r} must end in '+' or '-'"
                    )
                settings.append((item[:-1], item[-1] == "+"))
        elif "+" in text:
            name, *names = text.split("+")
            settings = [(feature, True) for feature in names]
            v3 = True if v3 is None else v3
        else:
            name, settings = text, []
        base = processor(name)
        views = (base.under(release),) if release is not None else base.views()
        named = {feature.strip().lower() for feature, _ in settings}
        named = {"sramecc" if f == "sram-ecc" else f for f in named}
        proc = next((p for p in views if named <= p.features), views[0])
        values: dict[str, bool] = {}
        for feature, on in settings:
            feature = feature.strip().lower()
            if feature == "sram-ecc":  # the V2/V3 spelling (LLVM < 12)
                feature = "sramecc"
            if feature not in FEATURES:
                raise TargetError(
                    f"target ID {source!r}: unknown target feature {feature!r} "
                    f"(a target ID can name only {', '.join(FEATURES)})"
                )
            if feature in values:
                raise TargetError(f"target ID {source!r}: feature {feature!r} appears more than once")
            if feature not in proc.features:
                raise TargetError(
                    f"target ID {source!r}: processor {proc.name} does not support "
                    f"{feature}{_supported_text(proc)}"
                )
            values[feature] = on
        if v3:
            for feature in proc.features:
                values.setdefault(feature, False)
        return cls(proc, sramecc=values.get("sramecc"), xnack=values.get("xnack"))

    def __str__(self) -> str:
        parts = [self.processor.name]
        for feature in FEATURES:
            value = getattr(self, feature)
            if value is not None:
                parts.append(f"{feature}{_setting_text(value)}")
        return ":".join(parts)

    @property
    def name(self) -> str:
        """The canonical target ID text (same as ``str()``)."""
        return str(self)

    @property
    def full(self) -> str:
        """The ``amdgcn-amd-amdhsa--gfx90a:xnack+`` form used by ``amdhsa.target`` and bundles."""
        return f"{self.processor.arch}-amd-amdhsa--{self}"

    def v3_name(self) -> str:
        """The V2/V3 form ``gfx906+sramecc+xnack``: a feature is present when on or any."""
        parts = [self.processor.name]
        for feature in FEATURES:
            if feature in self.processor.features and getattr(self, feature) is not False:
                parts.append(feature)
        return "+".join(parts)

    def v2_isa_version(self) -> tuple[int, int, int]:
        """The (major, minor, stepping) LLVM writes in this target's V2 ISA version note."""
        proc = self.processor
        if proc.v2_xnack == "stepping" and self.xnack is not False:
            return (proc.major, proc.minor, proc.stepping + 1)
        return proc.isa_version

    def comgr_name(self, code_object_version: int) -> str:
        """What comgr's ``amd_comgr_get_data_isa_name`` returns for this target's code object.

        V4 and later: the canonical ``.full`` form (comgr 2.4 reads V4; V5/V6 use the same form,
        as ``amdhsa.target`` does).  V3 objects carry only "enabled" bits, so comgr names every
        supported feature, ``+`` when its bit is set (any counts as on) and ``-`` otherwise.
        V2: comgr reads the ISA version note only, so sramecc is always ``-``; xnack follows
        the note's stepping on gfx900/902/904/906, is always ``+`` on gfx801/gfx810 and
        always ``-`` on gfx90c.  comgr 2.4 names no V2 object newer than gfx906/gfx90c.
        See docs/targets.md ("comgr").
        """
        if code_object_version not in (2, 3, 4, 5, 6):
            raise TargetError(f"no comgr ISA name for code object version {code_object_version!r}")
        if code_object_version >= 4:
            return self.full
        proc = self.processor
        parts = [proc.name]
        for feature in FEATURES:
            if feature not in proc.features:
                continue
            on = getattr(self, feature) is not False
            if code_object_version == 2:
                if feature == "sramecc":
                    on = False
                elif proc.v2_xnack in ("on", "off"):
                    on = proc.v2_xnack == "on"
            parts.append(f"{feature}{_setting_text(on)}")
        return f"{proc.arch}-amd-amdhsa--" + ":".join(parts)

    def with_features(self, **settings: bool | None) -> TargetID:
        """A copy with some of ``sramecc``/``xnack`` replaced."""
        values = {"sramecc": self.sramecc, "xnack": self.xnack}
        for key, value in settings.items():
            if key not in values:
                raise TargetError(f"unknown target feature {key!r}")
            values[key] = value
        return TargetID(self.processor, **values)

    # -- e_flags ---------------------------------------------------------------------------

    @classmethod
    def from_eflags(
        cls,
        e_flags: int,
        abi_version: int,
        isa_version: tuple[int, int, int] | None = None,
        *,
        osabi: int = ELFOSABI_AMDGPU.HSA,
    ) -> TargetID:
        """The target ID an HSA code object's e_flags and EI_ABIVERSION describe.

        ``isa_version`` is the V2 ISA note's (major, minor, stepping), used when a V2 object
        leaves MACH at 0.  Raises ``TargetError`` for an unknown/reserved MACH (the message
        says ``unknown (0x4d)``), a V2 object without either, an unknown ABI version, or a
        feature set for a processor without it.  ``decode_eflags`` is the non-raising form;
        see it for ``osabi`` (PAL and Mesa objects use the V3 layout at ABI version 0).
        """
        decoded = decode_eflags(e_flags, abi_version, isa_version=isa_version, osabi=osabi)
        if decoded.error:
            raise TargetError(decoded.error, field="e_flags")
        assert decoded.target is not None
        return decoded.target

    def to_eflags(self, code_object_version: int) -> int:
        """The e_flags LLVM writes for this target ID at a code object version 2..6.

        V2 is written the way LLVM 6..15 write it (the V3 layout, MACH included); V2/V3 record
        ``any`` as enabled.  A generic target needs V6 (clang refuses it earlier).
        """
        proc = self.processor
        if code_object_version not in (2, 3, 4, 5, 6):
            raise TargetError(f"no e_flags encoding for code object version {code_object_version!r}")
        if proc.is_generic and code_object_version < 6:
            raise TargetError(
                f"generic target {proc.name} needs code object version 6 "
                f"(asked for V{code_object_version})"
            )
        flags = proc.mach
        if code_object_version <= 3:
            if proc.supports_xnack and self.xnack is not False:
                flags |= EFlagsV3.XNACK
            if proc.supports_sramecc and self.sramecc is not False:
                flags |= EFlagsV3.SRAMECC
            return int(flags)
        flags |= _v4_field(proc.supports_xnack, self.xnack, FeatureXnackV4)
        flags |= _v4_field(proc.supports_sramecc, self.sramecc, FeatureSrameccV4)
        if code_object_version >= 6 and proc.is_generic:
            flags |= (proc.generic_version or 0) << EF_AMDGPU_GENERIC_VERSION_OFFSET
        return int(flags)


def _supported_text(proc: Processor) -> str:
    if not proc.features:
        return f" ({proc.name} supports no target features)"
    return f" ({proc.name} supports {', '.join(sorted(proc.features))})"


def _v4_field(supported: bool, value: bool | None,
              kind: type[FeatureXnackV4 | FeatureSrameccV4]) -> int:
    if not supported:
        return int(kind.UNSUPPORTED)
    if value is None:
        return int(kind.ANY)
    return int(kind.ON if value else kind.OFF)


# ---------------------------------------------------------------------------------------------
# Decoding e_flags without raising


@record(frozen=True)
class EFlags:
    """e_flags decoded for a given HSA ABI version; ``target`` is None when it cannot be named.

    ``error`` then says why (unknown MACH, unknown ABI version, inconsistent feature bits);
    ``mach_text`` is the processor name or ``unknown (0x4d)``.  ``generic_version`` is the V6
    field (0 when absent or before V6).  ``trap_handler`` is the V2 legacy bit (MACH = 0).
    """

    e_flags: int
    abi_version: int
    code_object_version: int | None
    mach: EF_AMDGPU_MACH | int
    target: TargetID | None
    generic_version: int = 0
    trap_handler: bool = False
    error: str | None = None

    @property
    def mach_text(self) -> str:
        proc = processor_by_mach(self.mach) if self.mach else None
        if self.target is not None:
            return self.target.processor.name
        if proc is not None:
            return proc.name
        if self.mach == 0:
            return "none"
        return f"unknown ({int(self.mach):#x})"


def decode_eflags(
    e_flags: int,
    abi_version: int,
    isa_version: tuple[int, int, int] | None = None,
    *,
    osabi: int = ELFOSABI_AMDGPU.HSA,
) -> EFlags:
    """Decode a code object's e_flags; never raises (see ``EFlags.error``).

    OS ABI HSA, by EI_ABIVERSION: V2 (ABI 0) objects from LLVM 6..15 use the V3 layout (MACH,
    0x100, 0x200); older writers leave MACH at 0 and use 0x01 = xnack, 0x02 = trap handler,
    with the processor in the ISA note (pass its version as ``isa_version``); a V2 MACH field
    of 0..3 is read that way.  V3: 0x100/0x200 are "enabled" bits (any reads as on).  V4+:
    two-bit fields.  V6: generic version in bits 31..24.  Other OS ABIs (PAL, Mesa, none):
    LLVM writes ABI version 0 and the V3 layout; ``code_object_version`` is then None.
    """
    e_flags = int(e_flags) & 0xFFFFFFFF
    raw_mach = e_flags & EF_AMDGPU_MACH_MASK
    try:
        mach: EF_AMDGPU_MACH | int = EF_AMDGPU_MACH(raw_mach)
    except ValueError:
        mach = raw_mach
    if osabi != ELFOSABI_AMDGPU.HSA:
        layout = 3  # the "enabled"-bit layout, whatever EI_ABIVERSION says
        version = None
    else:
        try:
            version = layout = code_object_version_for(abi_version)
        except ValueError:
            return EFlags(e_flags, abi_version, None, mach, None,
                          error=f"unknown HSA ABI version {abi_version} (EI_ABIVERSION)")
    generic_version = generic_version_of(e_flags) if layout >= 6 else 0

    def result(target: TargetID | None, error: str | None = None, trap: bool = False) -> EFlags:
        return EFlags(e_flags, abi_version, version, mach, target, generic_version, trap, error)

    if layout == 2 and raw_mach & ~_V2_LEGACY_BITS == 0:
        mach = EF_AMDGPU_MACH.NONE
        trap = bool(e_flags & EFlagsV2.TRAP_HANDLER)
        if isa_version is None:
            return result(None, "V2 code object with MACH 0 and no ISA version note", trap)
        noted = target_from_isa_version(*isa_version)
        if noted is None:
            text = ".".join(str(v) for v in isa_version)
            return result(None, f"unknown ISA version {text} (no processor has it)", trap)
        proc = noted.processor
        xnack_bit = bool(e_flags & EFlagsV2.XNACK)
        if xnack_bit and not proc.supports_xnack:
            return result(None, f"e_flags sets xnack (0x1) but {proc.name} does not support it", trap)
        if noted.xnack is not None or not proc.supports_xnack:
            return result(noted, None, trap)
        return result(noted.with_features(xnack=xnack_bit), None, trap)

    by_mach = processor_by_mach(raw_mach)
    if by_mach is None:
        what = "no processor (MACH 0)" if raw_mach == 0 else f"unknown ({raw_mach:#x})"
        return result(None, f"EF_AMDGPU_MACH is {what}")
    # the description of the processor (Processor.views: its default, then each LLVM
    # release's that differs) whose target-ID features explain the feature fields: gfx1250
    # with an "unsupported" xnack field is llvm24git's gfx1250, not a malformed LLVM 22 one
    if layout <= 3:
        fields = (("xnack", int(EFlagsV3.XNACK)), ("sramecc", int(EFlagsV3.SRAMECC)))
    else:
        fields = (("xnack", int(EF_AMDGPU_FEATURE_XNACK_V4)),
                  ("sramecc", int(EF_AMDGPU_FEATURE_SRAMECC_V4)))
    present = {feature for feature, mask in fields if e_flags & mask}
    views = by_mach.views()
    exact = [p for p in views if p.features == present] if layout > 3 else []
    proc = (exact or [p for p in views if present <= p.features] or [by_mach])[0]

    settings: dict[str, bool | None] = {}
    if layout <= 3:
        for feature, bit in (("xnack", EFlagsV3.XNACK), ("sramecc", EFlagsV3.SRAMECC)):
            on = bool(e_flags & bit)
            if feature in proc.features:
                settings[feature] = on
            elif on:
                return result(None, f"e_flags sets {feature} ({int(bit):#x}) but {proc.name} "
                                    "does not support it")
    else:
        for feature, mask, kind in (("xnack", EF_AMDGPU_FEATURE_XNACK_V4, FeatureXnackV4),
                                    ("sramecc", EF_AMDGPU_FEATURE_SRAMECC_V4, FeatureSrameccV4)):
            value = kind(e_flags & mask)
            if feature not in proc.features:
                if value != kind.UNSUPPORTED:
                    return result(None, f"e_flags sets {feature} {value.name.lower()} but "
                                        f"{proc.name} does not support it")
                continue
            # UNSUPPORTED on a processor that has the feature is malformed; read it as any.
            settings[feature] = {kind.ON: True, kind.OFF: False}.get(value)
    if generic_version and not proc.is_generic:
        return result(TargetID(proc, **settings),
                      f"generic version {generic_version} on {proc.name}, which is not a "
                      "generic target")
    if layout >= 6 and proc.is_generic and generic_version == 0:
        return result(TargetID(proc, **settings),
                      f"generic target {proc.name} with generic version 0")
    if proc.is_generic and version is not None and version < 6:
        return result(TargetID(proc, **settings),
                      f"generic target {proc.name} needs code object V6 (this is V{version})")
    return result(TargetID(proc, **settings))


# ---------------------------------------------------------------------------------------------
# llvm-readelf's "Flags:" text


def format_eflags(e_flags: int, abi_version: int) -> str:
    """e_flags as ``llvm-readelf-19 -h`` prints them, e.g. ``0xE3F, gfx90a, xnack-, sramecc+``.

    ABI 0 and 1 (V2, V3): name, then ``xnack``/``sramecc`` when their bit is set.  ABI 2..4
    (V4..V6): ``xnack``/``sramecc`` for any, ``+``/``-`` for on/off, nothing when unsupported;
    ABI 4 (V6) appends ``generic_vN`` when bits 31..24 are non-zero.  Unknown MACH values print
    no name; an unknown ABI version prints only the hex value.
    """
    e_flags = int(e_flags) & 0xFFFFFFFF
    parts = [f"0x{e_flags:X}"]
    if abi_version not in (0, 1, 2, 3, 4):
        return parts[0]
    proc = processor_by_mach(e_flags)
    name = proc.name if proc is not None else ""
    generic = generic_version_of(e_flags) if abi_version >= 4 else 0
    if name or generic:
        # llvm-readelf keeps an empty name slot when only the generic version is there.
        parts.append(name)
    if abi_version <= 1:
        if e_flags & EFlagsV3.XNACK:
            parts.append("xnack")
        if e_flags & EFlagsV3.SRAMECC:
            parts.append("sramecc")
    else:
        for feature, mask, kind in (("xnack", EF_AMDGPU_FEATURE_XNACK_V4, FeatureXnackV4),
                                    ("sramecc", EF_AMDGPU_FEATURE_SRAMECC_V4, FeatureSrameccV4)):
            value = kind(e_flags & mask)
            if value != kind.UNSUPPORTED:
                parts.append(feature + {kind.ANY: "", kind.ON: "+", kind.OFF: "-"}[value])
    if generic:
        parts.append(f"generic_v{generic}")
    return ", ".join(parts)


# ---------------------------------------------------------------------------------------------
# Compatibility


def _as_tid(value: TargetID | str) -> TargetID:
    return value if isinstance(value, TargetID) else TargetID.parse(value)


def is_compatible(code_object: TargetID | str, requested: TargetID | str) -> bool:
    """Whether a code object built for ``code_object`` may be loaded for ``requested``.

    The processors must match, or the code object's be a generic target covering the requested
    processor (or the same generic target).  Per feature: a code object's ``any`` matches every
    request; a request's ``any`` matches every code object; otherwise the settings must be
    equal.  So ``gfx90a`` (requested) accepts ``gfx90a``, ``gfx90a:xnack+`` and
    ``gfx90a:xnack-``; ``gfx90a:xnack+`` accepts ``gfx90a:xnack+`` and ``gfx90a``.
    """
    co, req = _as_tid(code_object), _as_tid(requested)
    co_proc, req_proc = co.processor, req.processor
    # (by name: either may be the processor as another LLVM release describes it)
    if co_proc.name != req_proc.name and not (co_proc.is_generic
                                              and req_proc.name in co_proc.covers):
        return False
    for feature in FEATURES:
        have, want = getattr(co, feature), getattr(req, feature)
        if have is not None and want is not None and have != want:
            return False
    return True

