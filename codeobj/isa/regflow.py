"""Which registers a decoded instruction reads and writes, in 32-bit register units.

Every register is broken into 32-bit *units* (``s[4:7]`` is s4, s5, s6, s7; ``v1.h`` is v1),
numbered so that a set of units is one Python ``int`` used as a bit set:

==============  ==================  ===================================================
units           bits                what
==============  ==================  ===================================================
VGPRs           ``V0 + i``          v0 .. v1023 (gfx1250 addresses 1024: v256 and up
                                    through ``s_set_vgpr_msb``)
AGPRs           ``A0 + i``          a0 .. a255
SGPRs           ``S0 + i``          s0 .. s127 (the addressable ones)
TTMPs           ``T0 + i``          ttmp0 .. ttmp15
specials        ``SPECIAL[name]``   vcc_lo/hi, exec_lo/hi, scc, m0, flat_scratch_lo/hi,
                                    xnack_mask_lo/hi, tba_lo/hi, tma_lo/hi, mode
==============  ==================  ===================================================

:func:`flow` gives, for an :class:`~codeobj.isa.mc.MCInst` of a subtarget, a
:class:`RegFlow`: the units read (explicit inputs, tied inputs the instruction reads, implicit
uses such as EXEC, VCC, SCC, M0), the units written (outputs and implicit defs) and, among the
written ones, the *partial* writes, which leave part of the old value in place:

* sub-dword writes: a 16-bit register half (``v1.h``), a D16 load (``*_d16``, ``*_d16_hi``:
  the other half of the register is kept), an SDWA destination with ``dst_sel`` other than
  DWORD and ``dst_unused:UNUSED_PRESERVE``, a 16-bit VOP3 result written to the high half
  (``op_sel`` bit 3);
* lane-masked writes: every VGPR/AGPR write of a vector instruction only changes the lanes
  enabled in EXEC (or the one lane of ``v_writelane``); the lanes left off keep their value.

What the partial writes mean is for the analysis to decide: liveness
(:mod:`codeobj.analysis.liveness`) never lets a sub-dword write end a live range, and lets a
lane-masked write end one only for registers not carried across a change of EXEC; the
synchronization checker treats every write as a write.  Inputs that an instruction carries only
to be tied to its output without reading them (TableGen's ``TiedSourceNotRead``: the ``vdst_in``
of D16 loads) are not reads, as LLVM's SIInsertWaitcnts skips them.

Registers that hold constants (``src_shared_base``, ``null``, inline constants) are no units;
``src_vccz``, ``src_execz`` and ``src_scc`` read VCC, EXEC and SCC; ``src_lds_direct`` reads
M0 (LDS direct reads address LDS with it).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache

from .db import MAIN_RELEASE, RELEASES, InstDesc, Registers, Subtarget, registers
from .mc import MCInst, Reg

__all__ = [
    "A0",
    "BANK_MASKS",
    "S0",
    "SPECIAL",
    "T0",
    "V0",
    "RegFlow",
    "count_units",
    "flow",
    "highest",
    "register_units",
    "unit_name",
    "units_text",
]

# units per bank: 1024 VGPRs (LLVM 22's VGPR0..VGPR1023, gfx1250's
# Feature1024AddressableVGPRs), 256 AGPRs, 128 SGPRs, 16 TTMPs
_NV, _NA, _NS, _NT = 1024, 256, 128, 16
V0 = 0
A0 = V0 + _NV
S0 = A0 + _NA
T0 = S0 + _NS
_SP0 = T0 + _NT
_SPECIAL_NAMES = ("vcc_lo", "vcc_hi", "exec_lo", "exec_hi", "scc", "m0", "flat_scratch_lo",
                  "flat_scratch_hi", "xnack_mask_lo", "xnack_mask_hi", "tba_lo", "tba_hi",
                  "tma_lo", "tma_hi", "mode")
#: special register name -> its unit
SPECIAL: dict[str, int] = {n: _SP0 + i for i, n in enumerate(_SPECIAL_NAMES)}
_NUNITS = _SP0 + len(_SPECIAL_NAMES)

#: the units of each bank, as bit masks: "v", "a", "s", "ttmp", "special"
BANK_MASKS: dict[str, int] = {
    "v": ((1 << _NV) - 1) << V0, "a": ((1 << _NA) - 1) << A0, "s": ((1 << _NS) - 1) << S0,
    "ttmp": ((1 << _NT) - 1) << T0, "special": ((1 << len(_SPECIAL_NAMES)) - 1) << _SP0,
}
_BASE = {"v": V0, "a": A0, "s": S0, "ttmp": T0}

#: LLVM special registers -> the units they are made of (64-bit registers are two units); the
#: generation variants (``M0_gfx11plus``, ``FLAT_SCR_vi``) and 16-bit halves map to the same
_SPECIAL_REGS = {
    "VCC": ("vcc_lo", "vcc_hi"), "VCC_LO": ("vcc_lo",), "VCC_HI": ("vcc_hi",),
    "EXEC": ("exec_lo", "exec_hi"), "EXEC_LO": ("exec_lo",), "EXEC_HI": ("exec_hi",),
    "SCC": ("scc",), "M0": ("m0",), "MODE": ("mode",),
    "FLAT_SCR": ("flat_scratch_lo", "flat_scratch_hi"), "FLAT_SCR_LO": ("flat_scratch_lo",),
    "FLAT_SCR_HI": ("flat_scratch_hi",),
    "XNACK_MASK": ("xnack_mask_lo", "xnack_mask_hi"), "XNACK_MASK_LO": ("xnack_mask_lo",),
    "XNACK_MASK_HI": ("xnack_mask_hi",),
    "TBA": ("tba_lo", "tba_hi"), "TBA_LO": ("tba_lo",), "TBA_HI": ("tba_hi",),
    "TMA": ("tma_lo", "tma_hi"), "TMA_LO": ("tma_lo",), "TMA_HI": ("tma_hi",),
    # registers read through their value
    "SRC_VCCZ": ("vcc_lo", "vcc_hi"), "SRC_EXECZ": ("exec_lo", "exec_hi"), "SRC_SCC": ("scc",),
    "LDS_DIRECT": ("m0",),
}
_VARIANT = re.compile(r"_(?:ci|vi|gfxpre11|gfx11plus)(?=$|_)")
_HALF = re.compile(r"_(?:LO16|HI16)$")


def _units_of_name(name: str) -> tuple[int, bool]:
    """(units mask, is a 16-bit half) of a special register name."""
    half = bool(_HALF.search(name))
    base = _VARIANT.sub("", _HALF.sub("", name))
    units = _SPECIAL_REGS.get(base, ())
    mask = 0
    for u in units:
        mask |= 1 << SPECIAL[u]
    return mask, half


@lru_cache(maxsize=len(RELEASES))
def _unit_table(release: str = MAIN_RELEASE) -> tuple[list[int], list[bool]]:
    """Units and 16-bit-ness of every register number of a release (numbers are per release:
    a processor of LLVM 22's tables has LLVM 22's)."""
    regs = registers(release)
    masks = [0] * len(regs.names)
    halves = [False] * len(regs.names)
    for r, name in enumerate(regs.names):
        bank = regs.bank[r]
        if bank:
            base = _BASE[bank] + regs.first[r]
            masks[r] = ((1 << regs.width[r]) - 1) << base
            halves[r] = bool(regs.half[r])
        else:
            masks[r], halves[r] = _units_of_name(name)
    return masks, halves


def register_units(reg: int, release: str = MAIN_RELEASE) -> int:
    """The units (bit mask) of an LLVM register number of ``release``; 0 for constants and
    ``null``."""
    return _unit_table(release)[0][reg]


def unit_name(unit: int) -> str:
    """``v7``, ``a3``, ``s12``, ``ttmp2``, ``vcc_lo``, ..."""
    if unit < A0:
        return f"v{unit - V0}"
    if unit < S0:
        return f"a{unit - A0}"
    if unit < T0:
        return f"s{unit - S0}"
    if unit < _SP0:
        return f"ttmp{unit - T0}"
    if unit < _NUNITS:
        return _SPECIAL_NAMES[unit - _SP0]
    raise ValueError(f"no register unit {unit}")


def _units(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def units_text(mask: int) -> str:
    """A unit set as text, ranges folded: ``v[0:3] s4 vcc_lo``."""
    out: list[str] = []
    run: list[int] = []

    def flush() -> None:
        if not run:
            return
        a, b = unit_name(run[0]), unit_name(run[-1])
        if len(run) == 1:
            out.append(a)
        else:
            prefix = a.rstrip("0123456789")
            out.append(f"{prefix}[{a[len(prefix):]}:{b[len(prefix):]}]")
        run.clear()

    for u in _units(mask):
        if run and (u != run[-1] + 1 or u >= _SP0 or unit_name(u).rstrip("0123456789")
                    != unit_name(run[0]).rstrip("0123456789")):
            flush()
        run.append(u)
    flush()
    return " ".join(out)


def count_units(mask: int, bank: str) -> int:
    """How many units of ``bank`` ("v", "a", "s", "ttmp", "special") are in ``mask``."""
    return (mask & BANK_MASKS[bank]).bit_count()


def highest(mask: int, bank: str) -> int:
    """The index of the highest register of ``bank`` in ``mask`` (-1: none)."""
    m = mask & BANK_MASKS[bank]
    if not m:
        return -1
    return m.bit_length() - 1 - (_BASE.get(bank, _SP0))


class RegFlow:
    """The register units an instruction reads and writes (bit masks, see the module doc).

    ``partial`` is the part of ``writes`` that keeps some of the old value (sub-dword or
    lane-masked writes); ``subdword`` the part of it that is sub-dword.
    """

    __slots__ = ("partial", "reads", "subdword", "writes")

    def __init__(self, reads: int, writes: int, partial: int, subdword: int) -> None:
        self.reads = reads
        self.writes = writes
        self.partial = partial
        self.subdword = subdword

    @property
    def full_writes(self) -> int:
        """Units written whole: the old value is gone."""
        return self.writes & ~self.partial

    def __repr__(self) -> str:
        return (f"RegFlow(reads={units_text(self.reads)!r}, writes={units_text(self.writes)!r}, "
                f"partial={units_text(self.partial)!r})")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RegFlow) and (self.reads, self.writes, self.partial,
                                               self.subdword) == (other.reads, other.writes,
                                                                  other.partial, other.subdword)

    def __hash__(self) -> int:
        return hash((self.reads, self.writes, self.partial))


# -- per instruction description -------------------------------------------------------------

_VECTOR = BANK_MASKS["v"] | BANK_MASKS["a"]
_SDWA_DWORD, _SDWA_PRESERVE = 6, 2
_OPSEL_DST = 8  # SISrcMods::DST_OP_SEL in the op_sel operand
_TIED_INPUTS = ("vdst_in", "vdata_in")


class _Shape:
    """What flow() needs of an InstDesc, computed once per description and wave size."""

    __slots__ = ("d16", "implicit_reads", "implicit_writes", "lane_masked", "opsel", "reg_ins",
                 "reg_outs", "sdwa")

    def __init__(self, desc: InstDesc, wave32: bool) -> None:
        regs = registers(desc.release)
        masks = _unit_table(desc.release)[0]
        skip_tied = "TiedSourceNotRead" in desc.flags
        n = len(desc.ops)
        tied_ins = set(desc.tied)
        tied_ins.update(i for i, name in enumerate(desc.ops) if name in _TIED_INPUTS
                        and i >= desc.n_outs)
        self.reg_outs = tuple(range(min(desc.n_outs, n)))
        self.reg_ins = tuple(i for i in range(desc.n_outs, n)
                             if not (skip_tied and i in tied_ins))
        self.implicit_reads = self._implicit(desc.uses, regs, masks, wave32)
        self.implicit_writes = self._implicit(desc.defs, regs, masks, wave32)
        f = desc.flags
        self.lane_masked = bool(f & {"VALU", "VM_CNT", "DS", "FLAT", "MUBUF", "MTBUF", "MIMG",
                                     "VIMAGE", "VSAMPLE", "VBUFFER", "LDSDIR", "VINTERP",
                                     "VINTRP"})
        name = desc.name.upper()
        self.d16 = "_D16" in name and not name.startswith(("IMAGE_", "BUFFER_STORE",
                                                           "GLOBAL_STORE", "FLAT_STORE",
                                                           "SCRATCH_STORE", "DS_WRITE",
                                                           "DS_STORE", "TBUFFER_STORE"))
        self.sdwa = ((desc.named.get("dst_sel", -1), desc.named.get("dst_unused", -1))
                     if "SDWA" in f else None)
        self.opsel = (desc.named.get("op_sel", -1)
                      if "VOP3_OPSEL" in f and "IsPacked" not in f else -1)

    @staticmethod
    def _implicit(names: Iterable[str], regs: Registers, masks: list[int], wave32: bool) -> int:
        out = 0
        for name in names:
            r = regs.by_name.get(name)
            if r is None:
                continue
            m = masks[r]
            if wave32 and name in ("EXEC", "VCC"):
                m &= ~(1 << SPECIAL[name.lower() + "_hi"])
            out |= m
        return out


_shapes: dict[tuple[int, str, str, bool], _Shape] = {}


def flow(mi: MCInst, st: Subtarget | None = None) -> RegFlow:
    """The registers ``mi`` reads and writes.  ``st`` gives the wave size (wave32 reads and
    writes only the low halves of an implicit EXEC or VCC); without it, wave64 is assumed."""
    desc = mi.desc
    wave32 = st is not None and st.is_wave32
    key = (desc.id, desc.release, st.family_name if st is not None else "", wave32)
    shape = _shapes.get(key)
    if shape is None:
        shape = _shapes[key] = _Shape(desc, wave32)
    masks, halves = _unit_table(desc.release)
    ops = mi.ops
    n = len(ops)
    reads = shape.implicit_reads
    writes = shape.implicit_writes
    subdword = 0
    for i in shape.reg_ins:
        if i < n:
            op = ops[i]
            if type(op) is Reg:
                reads |= masks[op]
    out_vector = 0
    for i in shape.reg_outs:
        if i < n:
            op = ops[i]
            if type(op) is Reg:
                m = masks[op]
                writes |= m
                if halves[op]:
                    subdword |= m
                out_vector |= m
    if shape.d16:
        subdword |= out_vector & _VECTOR
    if shape.sdwa is not None:
        sel_i, unused_i = shape.sdwa
        if 0 <= sel_i < n and 0 <= unused_i < n and ops[sel_i] != _SDWA_DWORD \
                and ops[unused_i] == _SDWA_PRESERVE:
            subdword |= out_vector & _VECTOR
    if shape.opsel >= 0 and shape.opsel < n and type(ops[shape.opsel]) is int \
            and ops[shape.opsel] & _OPSEL_DST:
        subdword |= out_vector & _VECTOR
    partial = subdword
    if shape.lane_masked:
        partial |= writes & _VECTOR
    return RegFlow(reads, writes, partial, subdword)

