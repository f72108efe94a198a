"""Dual-issue VOPD instructions (gfx11+): where each component's operands sit among the parsed
operands and in the MCInst, and the register-bank rule the two halves must keep.

Facts from LLVM's VOPD component layout (AMDGPUBaseInfo: VOPD::ComponentLayout,
ComponentProps, InstInfo) and TableGen's VOPDPairs/VOPDComponentTable (codeobj/isa/data).
"""

from __future__ import annotations

from functools import lru_cache

from .db import MAIN_RELEASE, common

__all__ = ["Component", "convert_vopd", "vopd_info"]

# per component kind (single, X, Y): MC index of dst, first MC src index, parsed dst index,
# first parsed src index -- the Y values are offset by the X component's source counts
_MC_DST = (0, 0, 1)
_FIRST_MC_SRC = (1, 2, 2)
_PARSED_DST = (1, 1, 4)
_FIRST_PARSED_SRC = (2, 2, 5)
#: VOPD_VGPR_BANK_MASKS: dst, src0, src1, src2
BANK_MASKS = (1, 3, 3, 1)


class Component:
    def __init__(self, props: dict, kind: int, prev: "Component | None" = None) -> None:
        self.kind = kind
        self.srcs = props["srcs"]
        self.src2_acc = props["tied_src2"]
        self.kimm = props["kimm"]
        self.prev_srcs = prev.srcs if prev else 0
        self.prev_parsed = prev.parsed_srcs if prev else 0

    @property
    def parsed_srcs(self) -> int:
        return self.srcs - int(self.src2_acc)

    def mc_dst(self) -> int:
        return _MC_DST[self.kind]

    def mc_src(self, i: int) -> int:
        return _FIRST_MC_SRC[self.kind] + self.prev_srcs + i

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
def _pairs(release: str) -> dict[str, tuple[int, int]]:
    t = common(release)["tables"]["VOPDPairs"]
    f = t["fields"]
    out = {}
    for row in t["rows"]:
        rec = dict(zip(f, row[1:]))
        out[rec["Opcode"]] = (rec["OpX"], rec["OpY"])
    return out


@lru_cache(maxsize=1024)
def vopd_info(name: str, release: str = MAIN_RELEASE) -> tuple[Component, Component]:
    """(X, Y) components of a VOPD instruction (by its LLVM name and its tables' release)."""
    opx, opy = _pairs(release)[name]
    comps = common(release)["vopd_components"]
    x = Component(comps[str(opx)], 1)
    y = Component(comps[str(opy)], 2, x)
    return x, y


def convert_vopd(conv) -> None:
    """cvtVOPD: MCInst operands dstX, dstY, X's sources, Y's sources (tied src2 = dst)."""
    x, y = vopd_info(conv.desc.name, conv.desc.release)
    ops = conv.operands

    def add(i: int) -> None:
        op = ops[i]
        if op.is_reg():
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


def invalid_component_operand(name: str, inst, vgpr_index, skip_src: bool = False,
                              release: str = MAIN_RELEASE):
    """getInvalidCompOperandIndex: the first component operand (0 dst, 1-3 src) whose VGPRs in
    X and Y fall in the same bank, or None.  ``vgpr_index(mc_index)`` gives a VGPR's index
    (+1, so 0 means "not a VGPR")."""
    x, y = vopd_info(name, release)

    def regs(c: Component) -> list[int]:
        out = [vgpr_index(c.mc_dst())]
        for k in range(3):
            out.append(vgpr_index(c.mc_src(k)) if c.has_reg_src(k) else 0)
        return out

    rx, ry = regs(x), regs(y)
    n = 1 if skip_src else 4
    for k in range(n):
        if rx[k] and ry[k] and ((rx[k] - 1) & BANK_MASKS[k]) == ((ry[k] - 1) & BANK_MASKS[k]):
            return k
    return None
