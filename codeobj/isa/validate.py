"""Checks of a matched instruction, as llvm-mc's AMDGPU assembler makes them after matching.

An instruction can match the operand classes and still be rejected: too many scalar values for
the constant bus, two different literals, a cache-policy bit the instruction must (not) have, an
image data register that does not fit dmask/tfe/d16, an offset out of range, an AGPR where the
target has none, ...  :func:`validate` makes those checks in the order LLVM 19's
AMDGPUAsmParser::validateInstruction makes them (the first failure is the error), with llvm-mc's
messages and error locations (the operand llvm-mc's caret points at).

Behaviour follows LLVM 19 (AMDGPUAsmParser.cpp, Utils/AMDGPUBaseInfo.cpp); the implementation is
codeobj's own.  Instruction facts come from the TableGen data (:mod:`codeobj.isa.db`: operand
names and types, TSFlags, MIMG/SMEM searchable tables); the few facts LLVM keeps as opcode lists
in C++ are written out below, each citing its source.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cached_property, lru_cache
from typing import Any, NoReturn, Protocol

from . import literals as L
from .asmparser import (KIND_CONST, KIND_LITERAL, KIND_MANDATORY, AsmError, InstParser, Operand,
                        RegInfo)
from .db import InstDesc, Subtarget
from .mc import LitExpr, MCInst, OperandValue, is_expr, is_imm, is_reg
from .searchable import TableRow, _addr_size, th_is_store



class _Predicates(Protocol):
    @property
    def inv2pi(self) -> bool: ...


class Matcher(Protocol):
    """What the checks read of the matcher that calls them (:class:`.matcher.Matcher`); a
    protocol, so that this module does not import the matcher, which imports it."""

    @property
    def st(self) -> Subtarget: ...
    @property
    def parser(self) -> InstParser: ...
    @property
    def ri(self) -> RegInfo: ...
    @property
    def preds(self) -> _Predicates: ...

__all__ = ["validate"]

# -- fact tables LLVM keeps in C++ --------------------------------------------------------------

#: 64-bit shifts read one scalar value at most, even where the constant bus takes two
#: (AMDGPUAsmParser::getConstantBusLimit)
_ONE_SCALAR_SHIFTS = frozenset((
    "V_LSHLREV_B64_gfx10", "V_LSHLREV_B64_e64_gfx11", "V_LSHLREV_B64_e32_gfx12",
    "V_LSHLREV_B64_e64_gfx12", "V_LSHRREV_B64_gfx10", "V_LSHRREV_B64_e64_gfx11",
    "V_LSHRREV_B64_e64_gfx12", "V_ASHRREV_I64_gfx10", "V_ASHRREV_I64_e64_gfx11",
    "V_ASHRREV_I64_e64_gfx12"))

#: v_writelane may read an SGPR and m0 (the lane select is not a constant-bus read)
#: (AMDGPUAsmParser.cpp: checkWriteLane)
_WRITELANE = frozenset(("V_WRITELANE_B32_gfx6_gfx7", "V_WRITELANE_B32_vi"))

#: permlane16 takes op_sel bits 0-1 only (AMDGPUBaseInfo: isPermlane16)
_PERMLANE16 = frozenset((
    "V_PERMLANE16_B32_gfx10", "V_PERMLANEX16_B32_gfx10", "V_PERMLANE16_B32_e64_gfx11",
    "V_PERMLANEX16_B32_e64_gfx11", "V_PERMLANE16_B32_e64_gfx12", "V_PERMLANEX16_B32_e64_gfx12",
    "V_PERMLANE16_VAR_B32_e64_gfx12", "V_PERMLANEX16_VAR_B32_e64_gfx12"))

#: SDWA movrels take a VGPR src0 only (AMDGPUAsmParser.cpp: IsMovrelsSDWAOpcode)
_MOVRELS_SDWA = frozenset(("V_MOVRELS_B32_sdwa_gfx10", "V_MOVRELSD_B32_sdwa_gfx10",
                           "V_MOVRELSD_2_B32_sdwa_gfx10"))

#: VOP3B division scaling: no abs modifier (AMDGPUAsmParser::validateDivScale)
_DIV_SCALE = frozenset(("V_DIV_SCALE_F32_gfx6_gfx7", "V_DIV_SCALE_F32_vi", "V_DIV_SCALE_F32_gfx10",
                        "V_DIV_SCALE_F64_gfx6_gfx7", "V_DIV_SCALE_F64_vi",
                        "V_DIV_SCALE_F64_gfx10"))

#: gfx11 s_waitcnt_*cnt: the SGPR operand must be null (AMDGPUAsmParser::validateWaitCnt)
_WAITCNT_SREG = frozenset(("S_WAITCNT_EXPCNT_gfx11", "S_WAITCNT_LGKMCNT_gfx11",
                           "S_WAITCNT_VMCNT_gfx11", "S_WAITCNT_VSCNT_gfx11"))

#: gfx90a GWS instructions need an even data VGPR (AMDGPUAsmParser::validateGWS)
_GWS_EVEN = frozenset(("DS_GWS_INIT_vi", "DS_GWS_BARRIER_vi", "DS_GWS_SEMA_BR_vi"))

#: gfx940 f64 MFMA: neg:[...] instead of blgp (AMDGPUAsmParser::validateBLGP)
_MFMA_NEG = frozenset(("V_MFMA_F64_16X16X4F64_gfx940_acd", "V_MFMA_F64_16X16X4F64_gfx940_vcd",
                       "V_MFMA_F64_4X4X4F64_gfx940_acd", "V_MFMA_F64_4X4X4F64_gfx940_vcd"))

#: the VOPD pair whose Y component reads through the src2 cache: only its dsts are banked
#: (AMDGPUAsmParser::validateVOPDRegBankConstraints)
_VOPD_MOV_MOV = "V_DUAL_MOV_B32_e32_X_MOV_B32_e32_gfx12"

#: the *rev instructions (v_subrev_f32, v_lshlrev_b32, v_pk_ashrrev_i16, ...), which take their
#: operands in reversed order, cannot read lds_direct (AMDGPUAsmParser.cpp: IsRevOpcode)
_REVERSED = re.compile(r"V_(PK_)?(SUBB?REV|LSHLREV|LSHRREV|ASHRREV)_")

#: implicit scalar reads that use the constant bus (AMDGPUAsmParser::findImplicitSGPRReadInVOP)
_IMPLICIT_SGPR_READS = ("FLAT_SCR", "VCC", "VCC_LO", "VCC_HI", "M0")

_VOP_ENCODINGS = frozenset(("VOPC", "VOP1", "VOP2", "VOP3", "VOP3P", "SDWA"))
_MIMG_FLAGS = frozenset(("MIMG", "VIMAGE", "VSAMPLE"))

# cache-policy bits (SIDefines.h, CPol)
_GLC, _SLC, _DLC, _SCC = 1, 2, 4, 16
_TH, _SCOPE, _SCOPE_SYS = 0x7, 0x18, 0x18
_TH_NT_RT, _TH_RT_NT, _TH_NT_HT, _TH_BYPASS = 4, 5, 6, 3
_TH_TYPE_LOAD, _TH_TYPE_STORE, _TH_TYPE_ATOMIC, _TH_REAL_BYPASS = 1 << 7, 1 << 8, 1 << 9, 1 << 10
_TH_ATOMIC_RETURN = 1

#: SISrcMods::ABS
_ABS = 2
#: DP ALU DPP takes row_newbcast only (SIDefines.h, DppCtrl::ROW_NEWBCAST_FIRST/LAST)
_ROW_NEWBCAST = range(0x150, 0x160)
#: LLVM 22's isDPALU_DPP32BitOpc (AMDGPUBaseInfo.cpp): 32-bit opcodes that are DP ALU ops
#: on gfx1250-class processors (their e64 and DPP forms)
#: MATRIX_FMT_* by value, and the 32-bit registers a WMMA source of that format takes
#: (LLVM 22's AMDGPUBaseInfo wmmaScaleF8F6F4FormatToNumRegs)
_MATRIX_FMT_REGS = (("MATRIX_FMT_FP8", 16), ("MATRIX_FMT_BF8", 16), ("MATRIX_FMT_FP6", 12),
                    ("MATRIX_FMT_BF6", 12), ("MATRIX_FMT_FP4", 8))
#: the matrix format a scale format other than E8 needs (Release.rejects "wmma_scale_fmt")
_MATRIX_FMT_FP4 = 4
#: isPackedFP32Inst (AMDGPUBaseInfo.cpp of LLVM 22)
_PACKED_FP32 = frozenset(("V_PK_ADD_F32", "V_PK_MUL_F32", "V_PK_FMA_F32"))
_DPALU_DPP_32BIT = frozenset(("V_MUL_LO_U32", "V_MUL_HI_U32", "V_MUL_HI_I32", "V_MAD_U32"))

_M64 = (1 << 64) - 1
#: CPol::NV and CPol::SCAL (SIDefines.h of LLVM 22)
_CPOL_NV, _CPOL_SCAL = 1 << 5, 1 << 11


def _sext(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def _is_int(v: int, bits: int) -> bool:
    return -(1 << (bits - 1)) <= v < (1 << (bits - 1))


def _is_uint(v: int, bits: int) -> bool:
    return 0 <= v < (1 << bits)


def _rc_bits(rc: str | None) -> int:
    """Bits of a register class, from its name (VReg_64_Align2 -> 64, AV_32 -> 32)."""
    if not rc:
        return 0
    m = re.search(r"_(\d+)", rc)
    return int(m.group(1)) if m else 0


def _isa_version(processor: str) -> tuple[int, int]:
    """(major, minor) of a processor name (gfx1030 -> (10, 3), gfx10-3-generic -> (10, 3))."""
    m = re.match(r"gfx(\d+)-(\d+)-generic$", processor)
    if m:
        return int(m.group(1)), int(m.group(2))
    m = re.match(r"gfx(\d+)-generic$", processor)
    if m:
        return int(m.group(1)), 0
    m = re.match(r"gfx(\d+)([0-9a-f])([0-9a-f])$", processor)
    if m:
        return int(m.group(1)), int(m.group(2), 16)
    return 0, 0


class _Facts:
    """What the checks need of one subtarget, computed once."""

    def __init__(self, st: Subtarget) -> None:
        self.st = st
        regs = st.regs
        self.regs = regs
        rcs = st.regclasses
        by = regs.by_name
        sgpr: set[int] = set()
        for name in ("SReg_32", "SReg_64"):
            if name in rcs:
                sgpr |= rcs[name].members
        sgpr.add(by["SRC_SCC"])
        self.sgpr_specials = frozenset(sgpr)
        self.vgpr32 = rcs["VGPR_32"].members if "VGPR_32" in rcs else frozenset()
        self.sgpr_null = by["SGPR_NULL"]
        # the parser's MC-to-pseudo map sends the real null registers to SGPR_NULL64 (both
        # pseudos map to them); mc2PseudoReg gives SGPR_NULL
        self.lds_direct = by["LDS_DIRECT"]
        self.execz_vccz = (by["SRC_EXECZ"], by["SRC_VCCZ"])
        self.m0 = (by["M0"], by.get("M0_gfxpre11", -1))
        self.implicit = {by[n]: n for n in _IMPLICIT_SGPR_READS}
        self.inv2pi = st.has("FeatureInv2PiInlineImm")
        self.version = _isa_version(st.processor)

    # the searchable tables, each read when a check first needs it (a file without image,
    # scalar-memory-offset or MFMA instructions never does; reading them all was a tenth of
    # the subtarget's start-up)
    @cached_property
    def mimg_base(self) -> dict[Any, TableRow]:
        return _table(self.st.common["tables"]["MIMGBaseOpcodesTable"], "BaseOpcode")

    @cached_property
    def mimg_dim(self) -> dict[Any, TableRow]:
        return _table(self.st.common["tables"]["MIMGDimInfoTable"], "Encoding")

    @cached_property
    def smem_buffer(self) -> dict[str, Any]:
        return {row[1]: row[2] for row in self.st.common["tables"]["SMInfoTable"]["rows"]}

    @cached_property
    def mfma_f8f6f4(self) -> dict[str, tuple[Any, Any]]:
        """LLVM 22: the gfx950 f8f6f4 MFMAs -> (registers of src0, of src1)."""
        f8 = self.st.common["tables"].get("isMFMA_F8F6F4Table")
        return {} if f8 is None else {row[0]: (row[3], row[4]) for row in f8["rows"]}

    @cached_property
    def _mimg(self) -> tuple[list[str], dict[str, list[Any]]]:
        mi = self.st.family.mimg_info
        return mi["fields"], mi["rows"]

    def is_sgpr(self, reg: int) -> bool:
        """isSGPR: the register (or its first 32-bit part) is scalar (SReg_32), or scc."""
        return self.regs.bank[reg] in ("s", "ttmp") or reg in self.sgpr_specials

    def mimg_info(self, iid: int) -> TableRow | None:
        fields, rows = self._mimg
        row = rows.get(str(iid))
        return dict(zip(fields, row)) if row else None

    def nsa_max_size(self, has_sampler: bool) -> int:
        """getNSAMaxSize: how many address VGPRs the NSA form takes."""
        major, minor = self.version
        if major == 10:
            return 13 if minor >= 3 else 5
        if major == 11:
            return 5
        if major >= 12:
            return 4 if has_sampler else 5
        return 0


def _table(t: dict[str, Any], key: str) -> dict[Any, TableRow]:
    """A generic table's rows by the field ``key``."""
    fields = t["fields"]
    out: dict[Any, TableRow] = {}
    for row in t["rows"]:
        rec = dict(zip(fields, row[1:]))
        out[rec[key]] = rec
    return out


@lru_cache(maxsize=32)
def _facts(st: Subtarget) -> _Facts:
    return _Facts(st)


#: the parser's immediate type of a named modifier operand (for its location)
_IMMTY = {"clamp": "ImmTyClamp"}


class _Check:
    """One matched instruction with its parsed operands: the checks and llvm-mc's locations."""

    def __init__(self, m: Matcher, inst: MCInst, ops: list[Operand], name_pos: int) -> None:
        self.m = m
        self.st: Subtarget = m.st
        self.ri = m.ri
        self.f = _facts(m.st)
        self.inst = inst
        self.desc = inst.desc
        self.name = inst.desc.name
        self.flags = inst.desc.flags
        self.ops = ops
        self.name_pos = name_pos

    # -- the instruction ---------------------------------------------------------------------
    def idx(self, name: str) -> int:
        i = self.desc.named.get(name, -1)
        return i if i < len(self.inst.ops) else -1

    def value(self, name: str) -> OperandValue:
        """The value of the operand ``name``, None when the instruction has none."""
        i = self.idx(name)
        return None if i < 0 else self.inst.ops[i]

    def imm(self, name: str, default: int = 0) -> int:
        v = self.value(name)
        return v if is_imm(v) else default

    def optype(self, i: int) -> str:
        d = self.desc.opdefs[i] if i < len(self.desc.opdefs) else None
        return d.type if d else ""

    def regclass(self, i: int) -> str | None:
        d = self.desc.opdefs[i] if i < len(self.desc.opdefs) else None
        return d.regclass if d else None

    def pseudo(self, reg: int) -> int:
        """mc2PseudoReg: the register as the parser names it."""
        return self.ri.pseudo_reg(reg)

    def any_flag(self, *names: str) -> bool:
        return not self.flags.isdisjoint(names)

    @property
    def may_load(self) -> bool:
        return "mayLoad" in self.flags

    @property
    def may_store(self) -> bool:
        return "mayStore" in self.flags

    def is_src(self, i: int) -> bool:
        return self.optype(i) in L.SRC_TYPES

    def is_inline(self, i: int) -> bool:
        """isInlineConstant: the immediate of source operand ``i`` is an inline constant."""
        t = self.optype(i)
        if t not in L.SRC_TYPES or t in L.KIMM_TYPES:
            return False
        v = self.inst.ops[i] & _M64
        size = L.operand_size(t)
        inv2pi = self.f.inv2pi
        if size == 8:
            return L.is_inlinable_64(_sext(v, 64), inv2pi)
        if size == 4:
            return L.is_inlinable_32(v, inv2pi)
        kind = t.rsplit("_", 2)[-2] if t.endswith("DEFERRED") else t.rsplit("_", 1)[-1]
        if kind == "INT16":
            return L.is_inlinable_32(v, inv2pi)
        if kind in ("V2INT16", "V2FP16", "V2BF16"):
            return L.inline_v2(t, v & 0xFFFFFFFF) is not None
        if kind == "FP16":
            return L.is_inlinable_fp16(v, inv2pi)
        return L.is_inlinable_bf16(v, inv2pi)

    # -- locations (where llvm-mc's caret points) --------------------------------------------
    def inst_loc(self) -> int:
        return self.ops[0].pos if self.ops else self.name_pos

    def _last(self, test: Callable[[Operand], bool]) -> int:
        for op in reversed(self.ops[1:]):
            if test(op):
                return op.pos
        return self.inst_loc()

    def imm_loc(self, immty: str) -> int:
        return self._last(lambda op: op.kind == "imm" and op.immty == immty)

    def reg_loc(self, reg: int) -> int:
        return self._last(lambda op: op.kind == "reg" and op.reg == reg)

    def lit_loc(self, mandatory: bool = False) -> int:
        loc = self._last(lambda op: (op.kind == "imm" and op.imm_kind == KIND_LITERAL)
                         or op.kind == "expr")
        if mandatory and loc == self.inst_loc():
            loc = self._last(lambda op: op.kind == "imm" and op.imm_kind == KIND_MANDATORY)
        return loc

    def const_loc(self) -> int:
        return self._last(lambda op: op.kind == "imm" and op.imm_kind == KIND_CONST)

    def end_loc(self) -> int:
        """The current token when validation runs: the end of the statement."""
        return self.m.parser.tok.pos

    def first_loc(self, test: Callable[[Operand], bool], start: int = 1) -> int:
        for op in self.ops[start:]:
            if test(op):
                return op.pos
        return self.end_loc()

    def text_from(self, pos: int) -> str:
        return self.m.parser.text[pos:]

    def fail(self, message: str, pos: int) -> NoReturn:
        raise AsmError(message, pos)

    # -- the checks, in validateInstruction's order -------------------------------------------
    def run(self) -> None:
        self.lds_direct()
        self.sop_literal()
        self.vop_literal()
        self.constant_bus()
        self.vopd_banks()
        if not self.int_clamp_ok():
            self.fail("integer clamping is not supported on this GPU", self.imm_loc("ImmTyClamp"))
        if not self.op_sel_ok():
            self.fail("invalid op_sel operand", self.imm_loc("ImmTyOpSel"))
        if not self.neg_ok("neg_lo"):
            self.fail("invalid neg_lo operand", self.imm_loc("ImmTyNegLo"))
        if not self.neg_ok("neg_hi"):
            self.fail("invalid neg_hi operand", self.imm_loc("ImmTyNegHi"))
        self.dpp()
        if not self.mimg_d16_ok():
            self.fail("d16 modifier is not supported on this GPU", self.imm_loc("ImmTyD16"))
        if not self.mimg_msaa_ok():
            self.fail("invalid dim; must be MSAA type", self.imm_loc("ImmTyDim"))
        self.mimg_data_size()
        self.mimg_addr_size()
        if not self.mimg_atomic_dmask_ok():
            self.fail("invalid atomic image dmask", self.imm_loc("ImmTyDMask"))
        if not self.mimg_gather_dmask_ok():
            self.fail("invalid image_gather dmask: only one bit must be set",
                      self.imm_loc("ImmTyDMask"))
        self.movrels()
        self.offset()
        self.mai_acc_write()
        self.mai_src2()
        self.mfma_overlap()
        self.coherency_bits()
        if not self.agpr_ld_st_ok():
            self.fail("invalid register class: data and dst should be all VGPR or AGPR"
                      if self.st.is_gfx90a else
                      "invalid register class: agpr loads and stores not supported on this GPU",
                      self.name_pos)
        if not self.vgpr_align_ok():
            self.fail("invalid register class: vgpr tuples must be 64 bit aligned",
                      self.name_pos)
        self.ds()
        self.blgp()
        self.wmma_fmt()
        # LLVM 22's validateTensorR128: tensor_load_to_lds/tensor_store_from_lds take no r128
        if "TENSOR_CNT" in self.flags and self.idx("r128") >= 0 and self.imm("r128"):
            self.fail("instruction must set modifier r128=0", self.imm_loc("ImmTyR128A16"))
        if not self.div_scale_ok():
            self.fail("ABS not allowed in VOP3B instructions", self.name_pos)
        self.waitcnt()
        self.execz_vccz()
        self.tfe()
        # an operand the followed release's definition of the instruction lacks
        # (Release.dropped_operands; the clamp of llvm24git's v_cvt_pk_bf8/fp8_f16)
        for stem, operands in self.st.llvm.dropped_operands:
            if self.name.startswith(stem + "_"):
                for operand in sorted(operands):
                    if self.imm(operand):
                        self.fail("invalid operand for instruction",
                                  self.imm_loc(_IMMTY.get(operand, "")))
        # FeatureNoSleepForever (a release's processor_features: llvm24git's gfx1250): no
        # s_monitor_sleep with bit 15, "sleep forever", set (llvm-project #220366)
        if (self.st.has("FeatureNoSleepForever") and "simm16" in self.desc.named
                and self.name.startswith("S_MONITOR_SLEEP") and self.imm("simm16") & 0x8000):
            self.fail("sleep forever is unsuported on the target", self.first_loc(lambda op: True))

    # lds_direct: a 9-bit src0 of VALU encodings, not on gfx90a or gfx11+
    def lds_direct(self) -> None:
        if not (self.flags & _VOP_ENCODINGS):
            return
        for name in ("src0", "src1", "src2"):
            i = self.idx(name)
            if i < 0:
                break
            v = self.inst.ops[i]
            if not (is_reg(v) and v == self.f.lds_direct):
                continue
            loc = self.reg_loc(self.f.lds_direct)
            if self.st.is_gfx90a or self.st.is_gfx11_plus:
                self.fail("lds_direct is not supported on this GPU", loc)
            if _REVERSED.match(self.name) or "SDWA" in self.flags:
                self.fail("lds_direct cannot be used with this instruction", loc)
            if name != "src0":
                self.fail("lds_direct may be used as src0 only", loc)

    # SOP2/SOPC: one literal value (or one expression) at most
    def sop_literal(self) -> None:
        if not self.any_flag("SOP2", "SOPC"):
            return
        exprs = 0
        values: list[int] = []
        for name in ("src0", "src1"):
            i = self.idx(name)
            if i < 0:
                break
            if not self.is_src(i):
                continue
            v = self.inst.ops[i]
            if is_imm(v) and not self.is_inline(i):
                # a 64-bit operand's literal is 64 bits wide where the GPU has such literals
                wide = (self.st.has("Feature64BitLiterals") and "64" in self.optype(i))
                u = v & (_M64 if wide else 0xFFFFFFFF)
                if not values or values[-1] != u:
                    values.append(u)
            elif is_expr(v):
                exprs += 1
        if len(values) + exprs > 1:
            self.fail("only one unique literal operand is allowed", self.lit_loc())

    def src_indices(self, mandatory: bool) -> list[int]:
        """getSrcOperandIndices: the source operands (and the mandatory literals)."""
        if "src0X" in self.desc.named:
            # LLVM 22 adds the VOPD3 third sources and immX (its VOPD names X's literal so)
            names = ["src0X", "vsrc1X", "vsrc2X", "src0Y", "vsrc1Y", "vsrc2Y"] + (
                ["immDeferred", "immX", "imm"] if mandatory else [])
        else:
            names = ["src0", "src1", "src2"] + (["imm"] if mandatory else [])
        return [self.idx(n) for n in names]

    # VOP3/VOP3P/VOPD and mandatory literals: one 32-bit literal value, where literals are allowed
    def vop_literal(self) -> None:
        mandatory = self.idx("imm") >= 0
        vopd = "src0X" in self.desc.named
        if not (self.any_flag("VOP3", "VOP3P") or mandatory or vopd):
            return
        count = 0
        exprs = 0
        last = None
        for i in self.src_indices(mandatory):
            if i < 0:
                continue
            v = self.inst.ops[i]
            if not (is_imm(v) or is_expr(v)) or not self.is_src(i):
                continue
            lit = type(v) is LitExpr  # LLVM 22's lit()/lit64(): a literal of known value
            if (lit or is_imm(v)) and (lit or not self.is_inline(i)):
                t = self.optype(i)
                value = (v.value if lit else v) & _M64
                # LLVM 22: a 64-bit KIMM, or an FP64 source of an instruction with a mandatory
                # literal, is a 64-bit literal as written
                forced_fp64 = t == "OPERAND_KIMM64" or (t == "OPERAND_REG_IMM_FP64"
                                                        and mandatory)
                fp64 = (forced_fp64 or t in L.FP_TYPES) and L.operand_size(t) == 8
                valid32 = not value & 0xFFFFFFFF if fp64 else (
                    _is_uint(value, 32) or _is_int(_sext(value, 64), 32))
                if (not valid32 and not _is_int(_sext(value, 64), 32)
                        and not _is_uint(value, 32) and not forced_fp64
                        and (not self.st.has("Feature64BitLiterals") or self.desc.size != 4)):
                    self.fail("invalid operand for instruction", self.lit_loc())
                if fp64 and valid32 and not forced_fp64:
                    value >>= 32
                if count == 0 or last != value:
                    last = value
                    count += 1
            elif is_expr(v):
                exprs += 1
        count += exprs
        if not count:
            return
        if not mandatory and not self.st.has("FeatureVOP3Literal"):
            self.fail("literal operands are not supported", self.lit_loc())
        if count > 1:
            self.fail("only one unique literal operand is allowed", self.lit_loc(True))

    def uses_constant_bus(self, i: int) -> bool:
        v = self.inst.ops[i]
        if is_imm(v):
            return not self.is_inline(i)
        if is_reg(v):
            if v == 0:
                return False
            p = self.pseudo(v)
            return self.f.is_sgpr(p) and p != self.f.sgpr_null
        return True

    def constant_bus_limit(self) -> int:
        if not self.st.is_gfx10_plus:
            return 1
        return 1 if self.name in _ONE_SCALAR_SHIFTS else 2

    # VALU: scalar values (SGPRs, literals) read through the constant bus
    def constant_bus(self) -> None:
        vopd = "src0X" in self.desc.named
        if not (self.flags & _VOP_ENCODINGS) and not vopd:
            return
        if self.name in _WRITELANE:
            lane = self.inst.ops[2] if len(self.inst.ops) > 2 else None
            if is_reg(lane) and self.pseudo(lane) in self.f.m0:
                return
        literals = 0
        literal_size = 0
        if self.idx("imm") >= 0:
            literals, literal_size = 1, 4
        used: set[int] = set()
        count = 0
        for r in self.desc.uses:
            reg = self.ri.by_name.get(r)
            if reg in self.f.implicit:
                used.add(reg)
                count += 1
                break
        last_sgpr = None
        for i in self.src_indices(False):
            if i < 0 or not self.uses_constant_bus(i):
                continue
            v = self.inst.ops[i]
            if is_reg(v):
                last_sgpr = self.pseudo(v)
                if last_sgpr not in used:
                    used.add(last_sgpr)
                    count += 1
                continue
            t = self.optype(i)
            if t == "OPERAND_IMMEDIATE":
                continue
            size = max(4, L.operand_size(t) if t in L.SRC_TYPES else 4)
            if literals == 0:
                literals, literal_size = 1, size
            elif literal_size != size:
                literals = 2
        count += literals
        if count <= self.constant_bus_limit():
            return
        lit = self.lit_loc()
        reg = self.reg_loc(last_sgpr) if last_sgpr is not None else self.inst_loc()
        self.fail("invalid operand (violates constant bus restrictions)",
                  max(lit, reg))

    # VOPD: X and Y read and write different VGPR banks
    def vopd_banks(self) -> None:
        if "src0X" not in self.desc.named:
            return
        from .vopd import is_vopd3, vopd_info

        as_vopd3 = is_vopd3(self.name, self.desc.release)
        if as_vopd3:
            for op in self.ops:
                if ((op.kind == "reg" or (op.kind == "imm" and op.immty == "ImmTyNone"))
                        and op.abs):
                    self.fail("ABS not allowed in VOPD3 instructions", op.pos)
        k = vopd_bank_conflict(self.m, self.inst, as_vopd3)
        if k is None:
            return
        x, y = vopd_info(self.name, self.desc.release)
        parsed = max(x.parsed_index(k), y.parsed_index(k))
        loc = self.ops[parsed].pos if 0 < parsed < len(self.ops) else self.inst_loc()
        if k == 0:
            self.fail("dst registers must be distinct" if as_vopd3
                      else "one dst register must be even and the other odd", loc)
        self.fail(f"src{k - 1} operands must use different VGPR banks", loc)

    def int_clamp_ok(self) -> bool:
        if "IntClamp" in self.flags and not self.st.has("FeatureIntClamp"):
            return self.imm("clamp") == 0
        return True

    def op_sel_ok(self) -> bool:
        if self.name in _PERMLANE16 and self.imm("op_sel") & ~3:
            return False
        dot = "IsDOT" in self.flags
        if self.st.is_gfx940 and dot:
            if self.idx("op_sel") >= 0 and self.imm("op_sel") != 0:
                return False
            if self.idx("op_sel_hi") >= 0 and self.imm("op_sel_hi") != -1:
                return False
        # v_dot2_f16_f16 and v_dot2_bf16_bf16 (VOP3 dot): op_sel[0:1] must be 0
        if (self.st.is_gfx11_plus and dot and "VOP3" in self.flags
                and "VOP3P" not in self.flags and self.imm("op_sel") & 3):
            return False
        # LLVM 22: packed FP32 math on gfx12+ reads one SGPR for both halves, so an SGPR
        # source takes neither op_sel nor op_sel_hi (llvm-mc-22 on gfx1250_asm_vop3p_err.s)
        if self.st.is_gfx12_plus and self.name.rsplit("_", 1)[0] in _PACKED_FP32:
            op_sel, op_sel_hi = self.imm("op_sel"), self.imm("op_sel_hi", -1)
            for k, name in enumerate(("src0", "src1", "src2")):
                i = self.idx(name)
                if i < 0:
                    continue
                v = self.inst.ops[i]
                if (is_reg(v) and self.f.is_sgpr(self.pseudo(v))
                        and (op_sel | op_sel_hi) & (1 << k)):
                    return False
        return True

    # dot/wmma/swmmac: neg only on the sources that have modifiers
    def neg_ok(self, name: str) -> bool:
        if not self.any_flag("IsDOT", "IsWMMA", "IsSWMMAC"):
            return True
        if self.idx(name) < 0:
            return True
        neg = self.imm(name)
        if (neg & 3 and "wmma_ab_neg" in self.st.llvm.rejects and "IsWMMA" in self.flags
                and "IntClamp" not in self.flags and self.st.has("FeatureGFX1250Insts")):
            return False
        for k, mods in enumerate(("src0_modifiers", "src1_modifiers", "src2_modifiers")):
            if mods not in self.desc.named and neg & (1 << k):
                return False
        return True

    def dpp(self) -> None:
        ctrl_i = self.idx("dpp_ctrl")
        if ctrl_i >= 0:
            ctrl = self.inst.ops[ctrl_i]
            if ctrl not in _ROW_NEWBCAST and self.dp_alu():
                # the same dpp_ctrl range is row_share on gfx12 (LLVM 22's validateDPP)
                self.fail("DP ALU dpp only supports "
                          + ("row_share" if self.st.is_gfx12_plus else "row_newbcast"),
                          self.imm_loc("ImmTyDppCtrl"))
        is_dpp = ctrl_i >= 0 or self.idx("dpp8") >= 0
        if is_dpp and not self.st.has("FeatureDPPSrc1SGPR"):
            i = self.idx("src1")
            if i >= 0:
                v = self.inst.ops[i]
                if is_reg(v) and self.f.is_sgpr(self.pseudo(v)):
                    self.fail("invalid operand for instruction", self.reg_loc(self.pseudo(v)))
                if is_imm(v):
                    self.fail("src1 immediate operand invalid for instruction", self.inst_loc())

    def dp_alu(self) -> bool:
        """isDPALU_DPP: a 64-bit VGPR dst or source (a register class chosen by the register
        mode resolved to its class first), or -- on gfx1250-class processors -- one of LLVM
        22's 32-bit DP ALU opcodes (isDPALU_DPP32BitOpc)."""
        if self.desc.release != "llvm19" and not self.st.has("FeatureDPALU_DPP"):
            return False
        if (self.st.has("FeatureGFX1250Insts")
                and self.desc.name.split("_e64", 1)[0] in _DPALU_DPP_32BIT):
            return True
        for name in ("vdst", "src0", "src1", "src2"):
            i = self.desc.named.get(name, -1)
            if i >= 0 and self.st.regclass_name(self.regclass(i) or "") in (
                    "VReg_64", "VReg_64_Align2"):
                return True
        return False

    # -- images -------------------------------------------------------------------------------
    @property
    def is_image(self) -> bool:
        return bool(self.flags & _MIMG_FLAGS)

    def mimg_d16_ok(self) -> bool:
        if not self.is_image:
            return True
        return not (self.imm("d16") and (self.st.is_si or self.st.is_ci))

    def mimg_base(self) -> TableRow | None:
        info = self.f.mimg_info(self.desc.id)
        return self.f.mimg_base.get(info["BaseOpcode"]) if info else None

    def mimg_msaa_ok(self) -> bool:
        if not self.is_image:
            return True
        base = self.mimg_base()
        if not base or not base["MSAA"]:
            return True
        dim = self.f.mimg_dim.get(self.imm("dim"))
        return bool(dim and dim["MSAA"])

    def reg_operand_dwords(self, i: int) -> int:
        return _rc_bits(self.regclass(i)) // 32

    def mimg_data_size(self) -> None:
        if not self.is_image:
            return
        vdata = self.desc.named.get("vdata", -1)
        dmask_i = self.desc.named.get("dmask", -1)
        tfe_i = self.desc.named.get("tfe", -1)
        if vdata < 0 and self.st.is_gfx10_plus:
            return
        if (dmask_i < 0 or tfe_i < 0) and self.st.has("FeatureGFX10_AEncoding"):
            return
        size = self.reg_operand_dwords(vdata)
        tfe = 1 if tfe_i >= 0 and self.imm("tfe") else 0
        dmask = self.imm("dmask") & 0xF or 1
        data = 4 if "Gather4" in self.flags else dmask.bit_count()
        packed_d16 = False
        if self.has_packed_d16():
            packed_d16 = self.desc.named.get("d16", -1) >= 0
            if packed_d16 and self.imm("d16"):
                data = (data + 1) // 2
        if size == data + tfe:
            return
        if self.st.is_gfx90a:
            mods = "dmask and d16" if packed_d16 else "dmask"
        else:
            mods = "dmask, d16 and tfe" if packed_d16 else "dmask and tfe"
        self.fail(f"image data size does not match {mods}", self.name_pos)

    def has_packed_d16(self) -> bool:
        st = self.st
        return not st.has("FeatureUnpackedD16VMem") and not st.is_ci and not st.is_si

    def mimg_addr_size(self) -> None:
        if not self.is_image or not self.st.is_gfx10_plus:
            return
        base = self.mimg_base()
        if base is None:
            return
        named = self.desc.named
        vaddr0 = named.get("vaddr0", -1)
        rsrc = named.get("srsrc" if "MIMG" in self.flags else "rsrc", -1)
        if vaddr0 < 0 or rsrc < 0:
            return
        a16 = bool(named.get("a16", -1) >= 0 and self.imm("a16"))
        if base["BVH"]:
            if a16 != bool(base["A16"]):
                self.fail("image address size does not match a16", self.name_pos)
            return
        dim = self.f.mimg_dim.get(self.imm("dim"))
        if dim is None:
            return
        nsa = rsrc - vaddr0 > 1
        actual = rsrc - vaddr0 if nsa else self.reg_operand_dwords(vaddr0)
        expected = _addr_size(base, dim, a16, self.st.has("FeatureG16"))
        if nsa:
            if (self.st.has("FeaturePartialNSAEncoding")
                    and expected > self.f.nsa_max_size("VSAMPLE" in self.flags)):
                last = rsrc - 1
                actual = last - vaddr0 + self.reg_operand_dwords(last)
        else:
            if expected > 12:
                expected = 16
            # an 8-VGPR address still takes 5-7 address words (before 160-224 bit tuples)
            if actual == 8 and 5 <= expected <= 7:
                return
        if actual != expected:
            self.fail("image address size does not match dim and a16", self.name_pos)

    def mimg_atomic_dmask_ok(self) -> bool:
        if not self.is_image or not (self.may_load and self.may_store):
            return True
        return self.imm("dmask") & 0xF in (0x1, 0x3, 0xF)

    def mimg_gather_dmask_ok(self) -> bool:
        if "Gather4" not in self.flags:
            return True
        return self.imm("dmask") & 0xF in (0x1, 0x2, 0x4, 0x8)

    def movrels(self) -> None:
        if "SDWA" not in self.flags or self.name not in _MOVRELS_SDWA:
            return
        v = self.value("src0")
        if is_reg(v):
            p = self.pseudo(v)
            if not self.f.is_sgpr(p):
                return
            loc = self.reg_loc(p)
        else:
            loc = self.const_loc()
        self.fail("source operand must be a VGPR", loc)

    # -- offsets ------------------------------------------------------------------------------
    def flat_offset_loc(self) -> int:
        return self.first_loc(lambda op: op.kind == "imm"
                              and op.immty in ("ImmTyOffset", "ImmTyInstOffset"))

    def offset(self) -> None:
        i = self.idx("offset")
        if i < 0:
            return
        if "FLAT" in self.flags:
            self.flat_offset()
            return
        if "SMRD" in self.flags:
            self.smem_offset()
            return
        v = self.inst.ops[i]
        if not is_imm(v):
            return
        if self.st.is_gfx12_plus and self.any_flag("MUBUF", "MTBUF"):
            if not _is_int(v, 24):
                self.fail("expected a 24-bit signed offset", self.flat_offset_loc())
        elif not _is_uint(v, 16):
            self.fail("expected a 16-bit unsigned offset", self.flat_offset_loc())

    def flat_offset(self) -> None:
        v = self.value("offset")
        if not is_imm(v):
            return
        st = self.st
        if not st.has("FeatureFlatInstOffsets") and v != 0:
            self.fail("flat offset modifier is not supported on this GPU", self.flat_offset_loc())
        bits = 12 if st.is_gfx10 else 24 if st.is_gfx12 else 13
        signed = self.any_flag("FlatGlobal", "FlatScratch") or st.is_gfx12_plus
        if not _is_int(v, bits) or (not signed and v < 0):
            self.fail(f"expected a {bits}-bit signed offset" if signed
                      else f"expected a {bits - 1}-bit unsigned offset", self.flat_offset_loc())

    def smem_offset(self) -> None:
        st = self.st
        if st.is_ci or st.is_si:
            return
        v = self.value("offset")
        if not is_imm(v):
            return
        u = v & _M64
        buffer = bool(self.f.smem_buffer.get(self.name))
        if st.is_gfx12_plus:
            ok = _is_uint(u, 23) or _is_int(_sext(u, 64), 24)
        else:
            byte_offsets = st.has("FeatureGCN3Encoding") or st.is_gfx10_plus
            ok = _is_uint(u, 20 if byte_offsets else 8) or (
                not buffer and st.is_gfx9_plus and _is_int(_sext(u, 64), 21))
        if ok:
            return
        msg = ("expected a 24-bit signed offset" if st.is_gfx12_plus else
               "expected a 20-bit unsigned offset" if st.is_vi or buffer else
               "expected a 21-bit signed offset")
        self.fail(msg, self.first_loc(
            lambda op: op.kind == "imm" and op.immty in ("ImmTyNone", "ImmTySMEMOffsetMod"), 2))

    # -- matrix instructions -------------------------------------------------------------------
    def mai_acc_write(self) -> None:
        if self.name != "V_ACCVGPR_WRITE_B32_vi":
            return
        v = self.value("src0")
        if not is_reg(v):
            return
        p = self.pseudo(v)
        if not self.st.is_gfx90a and self.f.is_sgpr(p):
            self.fail("source operand must be either a VGPR or an inline constant",
                      self.reg_loc(p))

    def mai_src2(self) -> None:
        if "IsMAI" not in self.flags or not self.st.has("FeatureMFMAInlineLiteralBug"):
            return
        i = self.idx("src2")
        if i < 0:
            return
        if is_imm(self.inst.ops[i]) and self.is_inline(i):
            self.fail("inline constants are not allowed for this operand", self.const_loc())

    def mfma_overlap(self) -> None:
        if "IsMAI" not in self.flags:
            return
        f8f6f4 = self.f.mfma_f8f6f4.get(self.name) if self.idx("blgp") >= 0 else None
        if f8f6f4 is not None:
            # LLVM 22 (gfx950): cbsz and blgp name the A and B formats, which fix the sizes
            # of src0 and src1 (MFMAScaleFormats: fp6 6 registers, fp4 4, fp8 8)
            regs_a, regs_b = f8f6f4
            cbsz, blgp = self.imm("cbsz"), self.imm("blgp")
            bad = []
            if regs_a != _F8F6F4_REGS.get(cbsz, 8):
                bad.append(("src0", f"wrong register tuple size for cbsz value {cbsz}"))
            if regs_b != _F8F6F4_REGS.get(blgp, 8):
                bad.append(("src1", f"wrong register tuple size for blgp value {blgp}"))
            if bad:
                name, message = bad[0]
                v = self.value(name)
                self.fail(message, self.reg_loc(self.pseudo(v)) if is_reg(v) else self.inst_loc())
            return
        src2 = self.value("src2")
        if not is_reg(src2):
            return
        dst = self.inst.ops[0]
        if src2 == dst or _rc_bits(self.regclass(0)) <= 128:
            return
        r = self.f.regs
        if (r.bank[src2] and r.bank[src2] == r.bank[dst]
                and r.first[src2] < r.first[dst] + r.width[dst]
                and r.first[dst] < r.first[src2] + r.width[src2]):
            self.fail("source 2 operand must not partially overlap with dst",
                      self.reg_loc(self.pseudo(src2)))

    def wmma_fmt(self) -> None:
        """LLVM 22's validateWMMA: a source's register tuple must be as wide as its matrix
        format needs (wmmaScaleF8F6F4FormatToNumRegs)."""
        for fmt_name, src_name in (("matrix_a_fmt", "src0"), ("matrix_b_fmt", "src1")):
            if self.idx(fmt_name) < 0:
                continue
            fmt = self.imm(fmt_name)
            v = self.value(src_name)
            if not is_reg(v) or fmt >= len(_MATRIX_FMT_REGS):
                continue
            name, nregs = _MATRIX_FMT_REGS[fmt]
            if self.f.regs.width[v] != nregs:
                self.fail(f"wrong register tuple size for {name}",
                          self.reg_loc(self.pseudo(v)))
        if "wmma_scale_fmt" not in self.st.llvm.rejects:
            return
        for fmt_name, scale_name, imm_ty in (
                ("matrix_a_fmt", "matrix_a_scale_fmt", "ImmTyMatrixAScaleFmt"),
                ("matrix_b_fmt", "matrix_b_scale_fmt", "ImmTyMatrixBScaleFmt")):
            # (v_wmma_ld_scale*_paired has scale formats and no matrix format: no check)
            if self.idx(scale_name) < 0 or self.idx(fmt_name) < 0 or not self.imm(scale_name):
                continue
            if self.imm(fmt_name) != _MATRIX_FMT_FP4:
                self.fail("invalid matrix and scale format combination", self.imm_loc(imm_ty))

    # -- cache policy -------------------------------------------------------------------------
    def cpol_word_loc(self, word: str) -> int:
        """Where ``word`` (glc, scc, ...) is written, from the last cache-policy operand on."""
        loc = self.imm_loc("ImmTyCPol")
        k = self.text_from(loc).find(word)
        return loc + k if k >= 0 else loc

    def coherency_bits(self) -> None:
        if self.idx("cpol") < 0:
            return
        cpol = self.imm("cpol")
        st = self.st
        if self.m.parser.rules.cpol_nv_scale:
            # LLVM 22's validateCoherencyBits: nv and scale_offset exist from gfx1250 on, and
            # scale_offset only where the offset is a register (supportsScaleOffset)
            gfx1250 = st.has("FeatureGFX1250Insts")
            if not gfx1250 and cpol & _CPOL_SCAL:
                self.fail("scale_offset is not supported on this GPU",
                          self.cpol_word_loc("scale_offset"))
            if not gfx1250 and cpol & _CPOL_NV:
                self.fail("nv is not supported on this GPU", self.cpol_word_loc("nv"))
            if cpol & _CPOL_SCAL and not self.supports_scale_offset():
                self.fail("scale_offset is not supported for this instruction",
                          self.cpol_word_loc("scale_offset"))
        if st.is_gfx12_plus:
            self.th_scope_bits(cpol)
            return
        if "SMRD" in self.flags:
            if cpol and (st.is_si or st.is_ci):
                self.fail("cache policy is not supported for SMRD instructions",
                          self.imm_loc("ImmTyCPol"))
            if cpol & ~(_GLC | _DLC):
                self.fail("invalid cache policy for SMEM instruction", self.name_pos)
        if (st.is_gfx90a and not st.is_gfx940 and cpol & _SCC
                and not self.any_flag("MUBUF", "MTBUF", "MIMG", "FLAT")):
            self.fail("scc modifier is not supported for this instruction on this GPU",
                          self.cpol_word_loc("scc"))
        if not self.any_flag("IsAtomicNoRet", "IsAtomicRet"):
            return
        if "IsAtomicRet" in self.flags:
            if "MIMG" not in self.flags and not cpol & _GLC:
                self.fail("instruction must use sc0" if st.is_gfx940
                          else "instruction must use glc", self.name_pos)
        elif cpol & _GLC:
            word = "sc0" if st.is_gfx940 else "glc"
            self.fail(f"instruction must not use {word}", self.cpol_word_loc(word))

    def supports_scale_offset(self) -> bool:
        """supportsScaleOffset (LLVM 22): SMEM but its buffer loads; FLAT with a VGPR offset
        (scratch SV/SVS, global GVS)."""
        if "SMRD" in self.flags:
            return not self.name.startswith("S_BUFFER_")
        if "FLAT" not in self.flags:
            return False
        if "FlatScratch" in self.flags:
            return self.idx("vaddr") >= 0
        return self.idx("vaddr") >= 0 and self.idx("saddr") >= 0

    def th_store(self) -> bool:
        """getTemporalHintType is TH_TYPE_STORE (searchable.th_is_store)."""
        return th_is_store(self.desc, self.st.release)

    def th_scope_bits(self, cpol: int) -> None:
        th = cpol & _TH
        scope = cpol & _SCOPE
        loc = self.imm_loc("ImmTyCPol")
        if (th & _TH_ATOMIC_RETURN and "atomic_return_no_vdst" in self.st.llvm.rejects
                and "FLAT" in self.flags and "IsAtomicNoRet" in self.flags):
            self.fail("th:TH_ATOMIC_RETURN requires a destination operand", loc)
        if ("IsAtomicRet" in self.flags and self.any_flag("FLAT", "MUBUF")
                and not th & _TH_ATOMIC_RETURN):
            self.fail("instruction must use th:TH_ATOMIC_RETURN", loc)
        if th == 0:
            return
        if "SMRD" in self.flags and th in (_TH_NT_RT, _TH_RT_NT, _TH_NT_HT):
            self.fail("invalid th value for SMEM instruction", loc)
        if th == _TH_BYPASS:
            real_bypass = bool(cpol & _TH_REAL_BYPASS)
            if (scope != _SCOPE_SYS) == real_bypass:
                self.fail("scope and th combination is not valid", loc)
        if self.any_flag("IsAtomicNoRet", "IsAtomicRet"):
            if not cpol & _TH_TYPE_ATOMIC:
                self.fail("invalid th value for atomic instructions", loc)
        elif self.th_store():
            if not cpol & _TH_TYPE_STORE:
                self.fail("invalid th value for store instructions", loc)
        elif not cpol & _TH_TYPE_LOAD:
            self.fail("invalid th value for load instructions", loc)

    # -- register classes ----------------------------------------------------------------------
    def agpr_kind(self, name: str) -> int:
        """-1 no register operand ``name``, 0 a VGPR (or other), 1 an AGPR."""
        v = self.value(name)
        if not is_reg(v):
            return -1
        r = self.f.regs
        return 1 if r.bank[v] == "a" and not r.half[v] else 0

    def agpr_ld_st_ok(self) -> bool:
        if not self.any_flag("FLAT", "MUBUF", "MTBUF", "MIMG", "DS"):
            return True
        ds = "DS" in self.flags
        dst = self.agpr_kind("vdst")
        data = self.agpr_kind("data0" if ds else "vdata")
        if ds and data >= 0:
            data1 = self.agpr_kind("data1")
            if data1 >= 0 and data1 != data:
                return False
        if self.st.is_gfx90a:
            if data < 0 or dst < 0:
                return True
            return dst == data
        return dst < 1 and data < 1

    def vgpr_align_ok(self) -> bool:
        # LLVM 19 tests gfx90a instructions, LLVM 22 FeatureRequiresAlignedVGPRs (which
        # LLVM 19's gfx90a processors do not list)
        if not (self.st.is_gfx90a or self.st.has("FeatureRequiresAlignedVGPRs")):
            return True
        r = self.f.regs
        name = self.name
        # LLVM 22: the 96-bit transposing loads take any VGPR tuple (the global one an even
        # vaddr)
        if name in _UNALIGNED_OK_GFX90A and self.st.is_gfx90a:
            return True
        if self.st.has("FeatureGFX1250Insts"):
            if name in _UNALIGNED_OK_GFX1250:
                return True
            if name in _UNALIGNED_VDST_GFX1250:
                v = self.value("vaddr")
                return not (is_reg(v) and r.first[v] & 1)
        for v in self.inst.ops:
            if (is_reg(v) and r.width[v] > 1 and r.bank[v] in ("v", "a")
                    and not r.half[v] and r.first[v] & 1):
                return False
        return True

    def ds(self) -> None:
        if "DS" not in self.flags:
            return
        if "GWS" in self.flags:
            if not self.st.is_gfx90a or self.name not in _GWS_EVEN:
                return
            v = self.value("data0")
            if is_reg(v) and self.f.regs.first[v] & 1:
                self.fail("vgpr must be even aligned", self.reg_loc(self.pseudo(v)))
            return
        if self.st.has("FeatureGDS") or self.idx("gds") < 0:
            return
        if self.imm("gds"):
            self.fail("gds modifier is not supported on this GPU", self.imm_loc("ImmTyGDS"))

    def blgp(self) -> None:
        if self.idx("blgp") < 0:
            return
        loc = None
        for op in self.ops[1:]:
            if op.kind == "imm" and op.immty == "ImmTyBLGP" and _is_uint(op.val, 3):
                loc = op.pos
                break
        if loc is None:
            return
        is_neg = self.text_from(loc).startswith("neg:")
        uses_neg = self.st.is_gfx940 and self.name in _MFMA_NEG
        if is_neg == uses_neg:
            return
        self.fail("invalid modifier: blgp is not supported" if uses_neg
                  else "invalid modifier: neg is not supported", loc)

    def div_scale_ok(self) -> bool:
        if self.name not in _DIV_SCALE:
            return True
        # src0 and src2 (LLVM 19 does not look at src1's modifiers)
        return not any(self.imm(n) & _ABS for n in ("src0_modifiers", "src2_modifiers"))

    def waitcnt(self) -> None:
        if not self.st.is_gfx11_plus or self.name not in _WAITCNT_SREG:
            return
        v = self.value("sdst")
        if not is_reg(v):
            return
        p = self.pseudo(v)
        if p != self.f.sgpr_null:
            self.fail("src0 must be null", self.reg_loc(p))

    def execz_vccz(self) -> None:
        if not self.st.is_gfx11_plus:
            return
        for op in self.ops:
            if op.is_reg() and op.reg in self.f.execz_vccz:
                self.fail("execz and vccz are not supported on this GPU", self.reg_loc(op.reg))

    def tfe(self) -> None:
        if not (self.may_store and self.any_flag("MUBUF", "MTBUF")):
            return
        loc = self.imm_loc("ImmTyTFE")
        if loc != self.inst_loc():
            self.fail("TFE modifier has no meaning for store instructions", loc)


#: validateVGPRAlign's exceptions (LLVM 22)
_UNALIGNED_OK_GFX90A = frozenset(("DS_READ_B96_TR_B6_vi",))
_UNALIGNED_OK_GFX1250 = frozenset(("DS_LOAD_TR6_B96", "DS_LOAD_TR6_B96_gfx12",
                                   "GLOBAL_LOAD_TR6_B96_SADDR",
                                   "GLOBAL_LOAD_TR6_B96_SADDR_gfx1250"))
_UNALIGNED_VDST_GFX1250 = frozenset(("GLOBAL_LOAD_TR6_B96", "GLOBAL_LOAD_TR6_B96_gfx1250"))

#: MFMAScaleFormats (SIDefines.h of LLVM 22) -> the registers a source of that format takes
_F8F6F4_REGS = {0: 8, 1: 8, 2: 6, 3: 6, 4: 4}


#: VOPD pairs whose Y component reads through the src2 cache: only their dsts are banked
_VOPD_MOV_MOV_ALL = frozenset([_VOPD_MOV_MOV, "V_DUAL_MOV_B32_e32_X_MOV_B32_e32_gfx1250",
                               "V_DUAL_MOV_B32_e32_X_MOV_B32_e32_e96_gfx1250"])


def vopd_bank_conflict(m: Matcher, inst: MCInst, as_vopd3: bool) -> int | None:
    """checkVOPDRegBankConstraints: the component operand (0 dst, 1-3 src) of a VOPD
    instruction that breaks the register-bank rules of its encoding (VOPD, or LLVM 22's VOPD3,
    which also takes no literal), or None.  For a VOPD3 literal LLVM answers the literal's MC
    operand index instead, and reports it as if it were a component operand index."""
    from .vopd import invalid_component_operand

    f = _facts(m.st)
    ri = m.ri
    ops = inst.ops
    named = inst.desc.named
    if as_vopd3:
        inv2pi = m.preds.inv2pi
        for n in ("src0X", "src0Y"):
            v = ops[named[n]] if n in named else None
            if is_imm(v) and not (L.is_inlinable_32(L._sext(v, 32), inv2pi)
                                  or L.is_inlinable_64(v, inv2pi)):
                return named[n]
        for n in ("vsrc1X", "vsrc1Y", "vsrc2X", "vsrc2Y", "imm"):
            if n in named and is_imm(ops[named[n]]):
                return named[n]

    def vreg(i: int) -> int | None:
        v = ops[i] if i < len(ops) else None
        if not is_reg(v) or v == 0 or f.is_sgpr(ri.pseudo_reg(v)):
            return None
        return int(v)

    gfx1250 = m.st.has("FeatureGFX1250Insts")
    return invalid_component_operand(inst.desc.name, vreg, inst.desc.name in _VOPD_MOV_MOV_ALL,
                                     gfx1250, as_vopd3, inst.desc.release)


def reads_register_numbers(st: Subtarget, desc: InstDesc) -> bool:
    """Whether validating an instruction of ``desc`` may read more of its registers than
    their register classes and which of them are the same register -- so that another
    statement with other registers of the same classes, repeated the same way, could pass
    where one passed or fail where one failed (the statement memo,
    :mod:`codeobj.isa.memo`, skips validation on a reuse unless this is True).

    The checks above read a register for: its bank and SGPR-ness (constant bus, DPP src1,
    movrels, accvgpr write, AGPR loads/stores), the same register named twice (the constant
    bus's unique SGPRs), fixed registers the memo does not abstract (lds_direct, m0, null,
    execz/vccz), and tuple alignment (``Align2`` classes).  These read numbers: the MFMA
    overlap of src2 and dst, the even data0 of GWS, the VOPD register banks, the gfx1250
    transposing loads' vaddr, and tuple alignment on a subtarget without ``Align2`` classes."""
    flags = desc.flags
    if "IsMAI" in flags or "src0X" in desc.named or desc.name in _GWS_EVEN:
        return True
    if desc.name in _UNALIGNED_VDST_GFX1250 or desc.name in _UNALIGNED_OK_GFX1250:
        return True
    return ((st.is_gfx90a or st.has("FeatureRequiresAlignedVGPRs"))
            and "VReg_64_Align2" not in st.family.regclasses)


def validate(m: Matcher, inst: MCInst, ops: list[Operand], pos: int) -> None:
    """Raise AsmError when llvm-mc would reject the matched instruction ``inst`` (made from the
    parsed operands ``ops``; ``pos`` is the mnemonic's offset)."""
    _Check(m, inst, ops, pos).run()
