"""Dual-issue VOPD instructions (gfx11+): where each component's operands sit among the parsed
operands and in the MCInst, and the register-bank rule the two halves must keep.

Facts from LLVM's VOPD component layout (AMDGPUBaseInfo: VOPD::ComponentLayout,
ComponentProps, InstInfo) and TableGen's VOPDPairs/VOPDComponentTable (codeobj/isa/data).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Protocol

from . import literals as L
from .asmparser import Operand
from .db import MAIN_RELEASE, InstDesc, common, registers
from .mc import OperandValue

if TYPE_CHECKING:
    from .db import VopdComponent


class _Conv(Protocol):
    """What converting a dual-issue instruction uses of the matcher's conversion state
    (:class:`.matcher._Conv`); a protocol, so that this module does not import the matcher,
    which imports it."""

    @property
    def desc(self) -> InstDesc: ...
    @property
    def operands(self) -> list[Operand]: ...
    def add(self, v: OperandValue) -> None: ...
    def add_imm(self, op: Operand, apply_mods: bool = True) -> None: ...
    def add_mods(self, op: Operand) -> None: ...
    def add_reg(self, op: Operand) -> None: ...
    def has(self, name: str) -> bool: ...
    def is_reg_or_imm_with_input_mods(self, opnum: int) -> bool: ...
    def n(self) -> int: ...
    def optional(self, opt: dict[str, int], immty: str, default: int = 0) -> None: ...

__all__ = ["Component", "can_be_vopd", "convert_vopd", "invalid_component_operand", "is_vopd3",
           "vopd_info"]

# per component kind (single, X, Y): MC index of dst, parsed dst index, first parsed src index
# -- the Y values are offset by the X component's source counts (ComponentLayout)
_MC_DST = (0, 0, 1)
_PARSED_DST = (1, 1, 4)
_FIRST_PARSED_SRC = (2, 2, 5)
#: SINGLE_MC_SRC_IDX[VOPD3 modifier count][source]: a single instruction's MC index of a source
#: (LLVM 22; VOPD without modifiers uses row 0, LLVM 19's only layout)
_SINGLE_MC_SRC = ((1, 2, 3), (2, 3, 4), (2, 4, 5), (2, 4, 6))
#: VOPD_VGPR_BANK_MASKS and VOPD3_VGPR_BANK_MASKS: dst, src0, src1, src2
BANK_MASKS = (1, 3, 3, 1)
BANK_MASKS_VOPD3 = (1, 3, 3, 3)
#: HWEncoding::REG_IDX_MASK: a VGPR's index bits (bits 8-9 are the VGPR MSBs of gfx1250)
_REG_IDX_MASK = 0x3FF


class Component:
    """ComponentProps and ComponentLayout of one half (kind 1: X, 2: Y) of a VOPD instruction;
    ``vopd3`` lays its sources out with their modifiers (LLVM 22's VOPD3 encoding)."""

    def __init__(self, props: VopdComponent, kind: int, prev: "Component | None" = None,
                 vopd3: bool = False) -> None:
        self.kind = kind
        self.base = props["base"]
        names = props["names"]
        self.srcs = (3 if "src2" in names or "imm" in names else 2 if "src1" in names else 1)
        self.src2_acc = props["tied_src2"]
        self.kimm = props["kimm"]
        self.can_be_x = bool(props["x"])
        self.mods = 0
        if self.base in ("V_CNDMASK_B32_e32", "V_CNDMASK_B32_e64"):
            # an FP-modifier exception whose operands are not FP
            self.mods = 2
            if vopd3:
                self.srcs = 3
        elif props.get("src0_type", "") in L.FP_TYPES:
            self.mods = self.srcs - int(self.src2_acc)
        self.vopd3 = vopd3
        self.prev_srcs = prev.srcs if prev else 0
        self.prev_mods = prev.mods if prev else 0
        self.prev_parsed = prev.parsed_srcs if prev else 0

    @property
    def parsed_srcs(self) -> int:
        return self.srcs - int(self.src2_acc)

    def mc_dst(self) -> int:
        return _MC_DST[self.kind]

    def mc_src(self, i: int) -> int:
        if self.vopd3:
            return _SINGLE_MC_SRC[self.mods][i] + self.prev_srcs + self.prev_mods + 1
        return _SINGLE_MC_SRC[0][i] + self.prev_srcs + 1

    def parsed_dst(self) -> int:
        return _PARSED_DST[self.kind] + self.prev_parsed

    def parsed_src(self, i: int) -> int:
        return _FIRST_PARSED_SRC[self.kind] + self.prev_parsed + i

    def has_reg_src(self, i: int) -> bool:
        return self.srcs > i and self.kimm != 1 + i

    def parsed_index(self, comp_opr: int) -> int:
        if comp_opr == 0:
            return self.parsed_dst()
        i = comp_opr - 1
        if i < self.parsed_srcs:
            return self.parsed_src(i)
        return 0


@lru_cache(maxsize=4)
def _pairs(release: str) -> dict[str, tuple[int, int, int, bool]]:
    """VOPDPairs: VOPD instruction -> (OpX, OpY, SubTgt, VOPD3)."""
    t = common(release)["tables"]["VOPDPairs"]
    f = t["fields"]
    out: dict[str, tuple[int, int, int, bool]] = {}
    for row in t["rows"]:
        rec = dict(zip(f, row[1:]))
        out[rec["Opcode"]] = (rec["OpX"], rec["OpY"], rec["SubTgt"], bool(rec.get("VOPD3", 0)))
    return out


@lru_cache(maxsize=4)
def _vopd_y(release: str) -> frozenset[tuple[int, int]]:
    """(SubTgt, VOPDOp) of every component that pairs as Y with V_MOV_B32 as X in a VOPD (not
    VOPD3) encoding: getCanBeVOPD's CanBeVOPDY."""
    comps = common(release)["vopd_components"]
    mov = next((int(k) for k, c in comps.items() if c["base"] == "V_MOV_B32_e32"), None)
    return frozenset((sub, opy) for opx, opy, sub, v3 in _pairs(release).values()
                     if opx == mov and not v3)


def is_vopd3(name: str, release: str = MAIN_RELEASE) -> bool:
    return _pairs(release)[name][3]


@lru_cache(maxsize=1024)
def vopd_info(name: str, release: str = MAIN_RELEASE) -> tuple[Component, Component]:
    """(X, Y) components of a VOPD instruction (by its LLVM name and its tables' release)."""
    opx, opy, _sub, vopd3 = _pairs(release)[name]
    comps = common(release)["vopd_components"]
    x = Component(comps[str(opx)], 1, vopd3=vopd3)
    y = Component(comps[str(opy)], 2, x, vopd3=vopd3)
    return x, y


def can_be_vopd(name: str, release: str) -> bool:
    """Whether a VOPD3 instruction's components fit a VOPD (non-VOPD3) encoding of its subtarget
    (getCanBeVOPD(X).X and getCanBeVOPD(Y).Y, not V_CNDMASK_B32)."""
    _opx, opy, sub, _v3 = _pairs(release)[name]
    x, y = vopd_info(name, release)
    if not x.can_be_x or (sub, opy) not in _vopd_y(release):
        return False
    return "V_CNDMASK_B32_e32" not in (x.base, y.base)


def convert_vopd(conv: _Conv) -> None:
    """cvtVOPD: MCInst operands dstX, dstY, X's sources, Y's sources (tied src2 = dst), each
    source with its modifiers where the instruction has them (VOPD3), then bitop3."""
    x, y = vopd_info(conv.desc.name, conv.desc.release)
    ops = conv.operands

    def add(i: int) -> None:
        op = ops[i]
        if conv.is_reg_or_imm_with_input_mods(conv.n()):
            conv.add_mods(op)
        elif op.is_reg():
            conv.add_reg(op)
        elif op.kind == "imm":
            conv.add_imm(op)
        else:
            conv.add(op.expr)

    for c in (x, y):
        add(c.parsed_dst())
    for c in (x, y):
        for i in range(c.parsed_srcs):
            add(c.parsed_src(i))
        if c.src2_acc:
            add(c.parsed_dst())
    if conv.has("bitop3"):
        last = ops[-1]
        conv.optional({"ImmTyBitOp3": len(ops) - 1} if last.kind == "imm"
                      and last.immty == "ImmTyBitOp3" else {}, "ImmTyBitOp3")


def invalid_component_operand(name: str, vreg: Callable[[int], int | None], skip_src: bool = False,
                              allow_same_vgpr: bool = False, as_vopd3: bool = False,
                              release: str = MAIN_RELEASE) -> int | None:
    """getInvalidCompOperandIndex (LLVM 22's, which for LLVM 19's VOPD instructions -- 32-bit
    VGPRs below v256 -- gives LLVM 19's answers): the first component operand (0 dst, 1-3 src)
    whose VGPRs in X and Y conflict, or None.  ``vreg(mc_index)`` gives the MC register of a
    VGPR operand, None for anything else."""
    x, y = vopd_info(name, release)
    regs_ = registers(release)

    def regs(c: Component) -> list[int | None]:
        out = [vreg(c.mc_dst())]
        for k in range(3):
            out.append(vreg(c.mc_src(k)) if c.has_reg_src(k) else None)
        return out

    def base(r: int) -> int:
        if regs_.width[r] > 1:
            return regs_.by_name.get(f"VGPR{regs_.first[r]}", r)
        return r

    def msbs(r: int) -> int:
        # getVGPREncodingMSBs: bits 8-9 of the register's index (codeobj's encoding column
        # holds the 9-bit operand code, so a VGPR's index is taken from its name)
        if regs_.bank[r] in ("v", "a"):
            return regs_.first[r] >> 8
        return (regs_.encoding[r] & _REG_IDX_MASK) >> 8

    def overlap(a: int, b: int) -> bool:
        fa, fb = regs_.first[a], regs_.first[b]
        return fa < fb + max(1, regs_.width[b]) and fb < fa + max(1, regs_.width[a])

    def banks_overlap(a: int, b: int, mask: int) -> bool:
        ba, bb = base(a), base(b)
        if (ba & mask) == (bb & mask):
            return True
        if ba != a and ((ba + 1) & mask) == (bb & mask):
            return True
        return bb != b and (ba & mask) == ((bb + 1) & mask)

    rx, ry = regs(x), regs(y)
    masks = BANK_MASKS_VOPD3 if as_vopd3 else BANK_MASKS
    for k in range(4):
        a, b = rx[k], ry[k]
        if a is None or b is None:
            continue
        if msbs(a) != msbs(b):
            return k
        if skip_src and k >= 1:
            continue
        if k == 0:
            if overlap(a, b):
                return k
            if as_vopd3:
                continue
        if banks_overlap(a, b, masks[k]) and (not allow_same_vgpr or k == 0 or a != b):
            return k
    return None
