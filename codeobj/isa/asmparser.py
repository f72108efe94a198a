"""Parsing one AMDGPU instruction statement into operands, as llvm-mc's AMDGPU assembler does.

The statement's mnemonic and operands become a list of :class:`Operand` (tokens, registers,
immediates with their kind and modifiers, unresolved expressions), exactly the list the match
tables (:mod:`codeobj.isa.matcher`) are written against.  Operand spellings, their errors and the
operand-class predicates follow LLVM 19's AMDGPUAsmParser (behaviour, not code: this is
codeobj's own implementation); the symbolic names (hwreg, sendmsg, formats, ...) come from
:mod:`codeobj.isa.symbols`.
"""

from __future__ import annotations

from functools import lru_cache
from collections.abc import Callable
from typing import Any, Literal, NoReturn

from .._record import record
from . import literals as L
from . import symbols as S
from .asmlex import (
    EOS,
    ERR,
    ID,
    INT,
    REAL,
    STR,
    Expr,
    ExprError,
    ExprParser,
    Fold,
    Resolver,
    Tok,
    evaluate,
    lex,
    real_bits,
)
from .db import Subtarget

__all__ = ["AsmError", "InstParser", "Operand"]

#: a parsed register: (kind -- "special" or a bank --, register, first index, width in bits)
RegParse = tuple[str, int, int, int]
#: whether an immediate is in lit(...) (True) or LLVM 22's lit64(...) ("lit64")
HasLit = bool | Literal["lit64"]


class AsmError(Exception):
    """An error in a statement: ``message`` and ``pos`` (offset in the statement text)."""

    def __init__(self, message: str, pos: int) -> None:
        super().__init__(message)
        self.message = message
        self.pos = pos


#: CPol::NV and CPol::SCAL (SIDefines.h of LLVM 22)
_CPOL_NV, _CPOL_SCAL = 1 << 5, 1 << 11

# operand kinds
TOKEN, IMM, REG, EXPR = "token", "imm", "reg", "expr"
# immediate kinds (where a literal came from, for error locations)
KIND_NONE, KIND_LITERAL, KIND_MANDATORY, KIND_CONST = 0, 1, 2, 3


class Operand:
    """One parsed operand (AMDGPUOperand)."""

    __slots__ = ("kind", "tok", "val", "is_fp", "immty", "reg", "expr", "abs", "neg", "sext",
                 "lit", "lit64", "pos", "end", "imm_kind")

    def __init__(self, kind: str, pos: int, end: int) -> None:
        self.kind = kind
        self.pos = pos
        self.end = end
        self.tok = ""
        self.val = 0
        self.is_fp = False
        self.immty = "ImmTyNone"
        self.reg = 0
        self.expr: Expr | None = None
        self.abs = self.neg = self.sext = self.lit = False
        self.lit64 = False  # LLVM 22's lit64(): the operand is a 64-bit literal
        self.imm_kind = KIND_NONE

    @classmethod
    def token(cls, text: str, pos: int) -> "Operand":
        op = cls(TOKEN, pos, pos + len(text))
        op.tok = text
        return op

    @classmethod
    def imm(cls, val: int, pos: int, immty: str = "ImmTyNone", is_fp: bool = False) -> "Operand":
        op = cls(IMM, pos, pos)
        op.val = val
        op.immty = immty
        op.is_fp = is_fp
        return op

    @classmethod
    def register(cls, reg: int, pos: int, end: int) -> "Operand":
        op = cls(REG, pos, end)
        op.reg = reg
        return op

    @classmethod
    def expression(cls, expr: Expr, pos: int, end: int | None = None) -> "Operand":
        op = cls(EXPR, pos, pos if end is None else end)
        op.expr = expr
        return op

    # -- kinds ----------------------------------------------------------------------------------
    def is_token(self) -> bool:
        return self.kind == TOKEN

    def is_imm(self) -> bool:
        return self.kind == IMM

    def is_reg_kind(self) -> bool:
        return self.kind == REG

    def is_expr(self) -> bool:
        return self.kind == EXPR

    def has_modifiers(self) -> bool:
        return self.abs or self.neg or self.sext

    def has_fp_modifiers(self) -> bool:
        return self.abs or self.neg

    def is_reg(self) -> bool:
        return self.kind == REG and not self.has_modifiers()

    def is_immty(self, ty: str) -> bool:
        return self.kind == IMM and self.immty == ty

    def is_imm_literal(self) -> bool:
        return self.kind == IMM and self.immty == "ImmTyNone"

    def is_imm_modifier(self) -> bool:
        return self.kind == IMM and self.immty != "ImmTyNone"

    def mods_value(self, sext: int = 1) -> int:
        """The source-modifier word (SISrcMods: NEG 1, ABS 2, SEXT ``sext``: 1 in LLVM 19,
        1 << 4 in LLVM 22, see ``AsmRules.sext_mod``)."""
        if self.abs or self.neg:
            return (2 if self.abs else 0) | (1 if self.neg else 0)
        return sext if self.sext else 0

    def __repr__(self) -> str:
        if self.kind == TOKEN:
            return f"<tok {self.tok!r}>"
        if self.kind == REG:
            return f"<reg {self.reg}{' mods' if self.has_modifiers() else ''}>"
        if self.kind == IMM:
            return f"<imm {self.val} {self.immty}{' fp' if self.is_fp else ''}>"
        return f"<expr {self.expr}>"


class _Field:
    """A field of a structured immediate (``{id: 1, offset: 2}``): what it is, its width and
    default, and the value, location and whether the statement gave it."""

    __slots__ = ("default", "defined", "desc", "loc", "value", "width")

    def __init__(self, desc: str, width: int, default: int, loc: int) -> None:
        self.desc = desc
        self.width = width
        self.default = default
        self.value = default
        self.loc = loc
        self.defined = False


class _Fail(Exception):
    """A parse failure whose error has been recorded (ParseStatus::Failure)."""


NOMATCH, SUCCESS = 0, 1


def _no_match(ops: list[Operand]) -> int:
    """The custom parser of an operand class that has none."""
    return NOMATCH


def _uint(v: int, bits: int) -> bool:
    return 0 <= v < (1 << bits)


def _int(v: int, bits: int) -> bool:
    return -(1 << (bits - 1)) <= v < (1 << (bits - 1))


_RC_OF = {  # getRegClass(kind, width)
    "v": {32: "VGPR_32", **{w: f"VReg_{w}" for w in (64, 96, 128, 160, 192, 224, 256, 288, 320,
                                                       352, 384, 512, 1024)}},
    "a": {32: "AGPR_32", **{w: f"AReg_{w}" for w in (64, 96, 128, 160, 192, 224, 256, 288, 320,
                                                       352, 384, 512, 1024)}},
    "s": {32: "SGPR_32", **{w: f"SGPR_{w}" for w in (64, 96, 128, 160, 192, 224, 256, 288, 320,
                                                       352, 384, 512)}},
    "ttmp": {32: "TTMP_32", 64: "TTMP_64", 128: "TTMP_128", 256: "TTMP_256", 512: "TTMP_512"},
}
_REGULAR = (("v", "v"), ("s", "s"), ("ttmp", "ttmp"), ("acc", "a"), ("a", "a"))
_SPECIAL = {
    "exec": "EXEC", "vcc": "VCC", "flat_scratch": "FLAT_SCR", "xnack_mask": "XNACK_MASK",
    "shared_base": "SRC_SHARED_BASE", "src_shared_base": "SRC_SHARED_BASE",
    "shared_limit": "SRC_SHARED_LIMIT", "src_shared_limit": "SRC_SHARED_LIMIT",
    "private_base": "SRC_PRIVATE_BASE", "src_private_base": "SRC_PRIVATE_BASE",
    "private_limit": "SRC_PRIVATE_LIMIT", "src_private_limit": "SRC_PRIVATE_LIMIT",
    "pops_exiting_wave_id": "SRC_POPS_EXITING_WAVE_ID",
    "src_pops_exiting_wave_id": "SRC_POPS_EXITING_WAVE_ID",
    "lds_direct": "LDS_DIRECT", "src_lds_direct": "LDS_DIRECT", "m0": "M0",
    "vccz": "SRC_VCCZ", "src_vccz": "SRC_VCCZ", "execz": "SRC_EXECZ", "src_execz": "SRC_EXECZ",
    "scc": "SRC_SCC", "src_scc": "SRC_SCC", "tba": "TBA", "tma": "TMA",
    "flat_scratch_lo": "FLAT_SCR_LO", "flat_scratch_hi": "FLAT_SCR_HI",
    "xnack_mask_lo": "XNACK_MASK_LO", "xnack_mask_hi": "XNACK_MASK_HI", "vcc_lo": "VCC_LO",
    "vcc_hi": "VCC_HI", "exec_lo": "EXEC_LO", "exec_hi": "EXEC_HI", "tma_lo": "TMA_LO",
    "tma_hi": "TMA_HI", "tba_lo": "TBA_LO", "tba_hi": "TBA_HI", "pc": "PC_REG",
    "null": "SGPR_NULL",
}
#: the name llvm-mc prints for a special register (getRegisterName): its src_ spelling where
#: it has one
_SPECIAL_PRINTED = {reg: name for name, reg in sorted(
    _SPECIAL.items(), key=lambda item: (not item[0].startswith("src_"), item[0]), reverse=True)}
#: names whose registers only a newer release's tables have (LLVM 22, gfx1250's globally
#: addressable scratch); a release without the register reads the name as a symbol
_SPECIAL_NEWER = {"src_flat_scratch_base_lo": "SRC_FLAT_SCRATCH_BASE_LO",
                  "src_flat_scratch_base_hi": "SRC_FLAT_SCRATCH_BASE_HI"}
_PAIRS = {("EXEC_LO", "EXEC_HI"): "EXEC", ("FLAT_SCR_LO", "FLAT_SCR_HI"): "FLAT_SCR",
          ("XNACK_MASK_LO", "XNACK_MASK_HI"): "XNACK_MASK", ("VCC_LO", "VCC_HI"): "VCC",
          ("TBA_LO", "TBA_HI"): "TBA", ("TMA_LO", "TMA_HI"): "TMA"}
_INLINE_VALUES = ("SRC_SHARED_BASE_LO", "SRC_SHARED_BASE", "SRC_SHARED_LIMIT_LO",
                  "SRC_SHARED_LIMIT", "SRC_PRIVATE_BASE_LO", "SRC_PRIVATE_BASE",
                  "SRC_PRIVATE_LIMIT_LO", "SRC_PRIVATE_LIMIT", "SRC_POPS_EXITING_WAVE_ID",
                  "SRC_VCCZ", "SRC_EXECZ", "SRC_SCC", "SGPR_NULL", "SRC_FLAT_SCRATCH_BASE_LO",
                  "SRC_FLAT_SCRATCH_BASE_HI")


@record(frozen=True)
class AsmRules:
    """Where one LLVM release's AMDGPUAsmParser reads an operand differently from another's
    for a construct of the same name (the rest is told apart by features and by the names
    of the instructions and classes each release's tables hold)."""

    #: LLVM 22: an immediate in lit()/lit64() is never an inline constant (isInlinableImm)
    lit_not_inline: bool = False
    #: LLVM 22: isT16VRegWithInputMods<IsFake16> takes VGPR_32/VGPR_16 (LLVM 19 took the
    #: Lo128 classes, which LLVM 22 checks as isT16_Lo128VRegWithInputMods)
    t16_vreg_any: bool = False
    #: LLVM 22: lit64(...) is a modifier (in LLVM 19 an ordinary symbol name)
    lit64_syntax: bool = False
    #: LLVM 22: literals that must stay literals are lit()/lit64() expressions in the MCInst
    #: (addLiteralImmOperand), which the code emitter encodes as 32- or 64-bit literals
    lit_exprs: bool = False
    #: LLVM 22: gfx12+ cache policies also take nv and scale_offset (and their no- forms)
    cpol_nv_scale: bool = False
    #: LLVM 22: scope: takes the index of SCOPE_CU/SE/DEV/SYS too (parseStringOrIntWithPrefix)
    scope_int: bool = False
    #: LLVM 22: null also stands for a 96- to 512-bit SGPR operand (validateTargetOperandClass
    #: MCK_SReg_96..MCK_SReg_512; LLVM 19 took it for 64-bit ones only)
    null_wide: bool = False
    #: LLVM 22: a register the GPU lacks is named in the error ("tba register not available
    #: on this GPU"), and src_vccz/src_execz are such registers on gfx11+ (LLVM 19 refused
    #: them later, in validateExeczVcczOperands, and only without modifiers)
    named_unavailable_reg: bool = False
    #: SISrcMods::SEXT, the integer sign-extend bit of a source-modifier word (LLVM 19: 1 << 0,
    #: LLVM 22: 1 << 4, where its SDWA encodings take it: Inst{51} = src0_modifiers{4})
    sext_mod: int = 1


#: per release (codeobj.isa.db.RELEASES)
ASM_RULES = {"llvm19": AsmRules(),
             "llvm22": AsmRules(lit_not_inline=True, t16_vreg_any=True, lit64_syntax=True,
                                lit_exprs=True, cpol_nv_scale=True, scope_int=True,
                                null_wide=True, named_unavailable_reg=True, sext_mod=1 << 4)}


class RegInfo:
    """Per-subtarget register facts the parser needs (names, classes, MC register mapping)."""

    def __init__(self, st: Subtarget) -> None:
        self.st = st
        regs = st.regs
        self.regs = regs
        self.rc = st.regclasses
        by = regs.by_name
        self.special = {k: by[v] for k, v in _SPECIAL.items()}
        self.special.update({k: by[v] for k, v in _SPECIAL_NEWER.items() if v in by})
        self.pairs = {(by[a], by[b]): by[c] for (a, b), c in _PAIRS.items()}
        self.inline_values = frozenset(by[n] for n in _INLINE_VALUES if n in by)
        self.sgpr_null = by["SGPR_NULL"]
        self.names = regs.names
        # getMCReg: pseudo register -> the subtarget's real one
        self.mc: dict[int, int] = {}
        g9 = st.is_gfx9_plus
        g11 = st.is_gfx11_plus
        for i in regs.ttmp:
            name = regs.names[i]
            if not name.endswith(("_vi", "_gfx9plus")):
                real = by.get(name + ("_gfx9plus" if g9 else "_vi"))
                if real is not None:
                    self.mc[i] = real
        for base in ("M0", "SGPR_NULL"):
            self.mc[by[base]] = by[base + ("_gfx11plus" if g11 else "_gfxpre11")]
        self.mc[by["SGPR_NULL64"]] = by["SGPR_NULL" + ("_gfx11plus" if g11 else "_gfxpre11")]
        if not st.is_si:
            for base in ("FLAT_SCR", "FLAT_SCR_LO", "FLAT_SCR_HI"):
                self.mc[by[base]] = by[base + ("_ci" if st.is_ci else "_vi")]
        # The inverse keeps the first pseudo register mapped to a real one, so
        # the real null register goes back to SGPR_NULL (not SGPR_NULL64).
        self.pseudo: dict[int, int] = {}
        for k, v in self.mc.items():
            self.pseudo.setdefault(v, k)
        self.by_name = by

    def in_class(self, reg: int, rc: str) -> bool:
        c = self.rc.get(rc)
        return c is not None and reg in c.members

    def mc_reg(self, reg: int) -> int:
        return self.mc.get(reg, reg)

    def pseudo_reg(self, reg: int) -> int:
        return self.pseudo.get(reg, reg)

    def overlaps(self, reg: int, name: str) -> bool:
        """Whether ``reg`` overlaps the register ``name`` (same bank, intersecting range)."""
        r = self.regs
        o = self.by_name[name]
        if not r.bank[reg] or r.bank[reg] != r.bank[o]:
            return reg == o
        a0, a1 = r.first[reg], r.first[reg] + r.width[reg]
        b0, b1 = r.first[o], r.first[o] + r.width[o]
        return a0 < b1 and b0 < a1


#: how many one-token register texts the parsers of a subtarget keep (_one_token_registers)
_ONE_TOKEN_KEPT = 1 << 14


@lru_cache(maxsize=32)
def _one_token_registers(st: Subtarget) -> dict[str, RegParse]:
    """The one-token registers the parsers of ``st`` have read (InstParser._one_token)."""
    return {}


@lru_cache(maxsize=32)
def _subtarget_facts(st: Subtarget) -> tuple[RegInfo, list[dict[str, str]]]:
    """A subtarget's :class:`RegInfo`, and the mnemonic aliases usable on it per asm variant
    (an alias without a variant applies to every variant); neither is changed after."""
    from .db import evaluate as eval_cond

    c = st.common
    variants = ("Default", "VOP3", "SDWA", "SDWA9", "DPP", "VOP3_DPP")
    aliases: list[dict[str, str]] = [{} for _ in variants]
    by_variant = {v: aliases[k] for k, v in enumerate(variants)}
    preds = c["assembler_predicates"]
    mf = st.match_features
    match_features = c["matcher"]["match_features"]
    # (1,600 aliases share 31 predicate lists: each list is evaluated once)
    verdicts: dict[tuple[str, ...], bool] = {}
    for frm, to, variant, pr in c["mnemonic_aliases"]:
        key = tuple(pr)
        ok = verdicts.get(key)
        if ok is None:
            ok = verdicts[key] = all(
                (p in mf) if p in match_features else eval_cond(preds.get(p, True), st.features)
                for p in pr)
        if not ok:
            continue
        if variant:
            table = by_variant.get(variant)
            if table is not None:
                table.setdefault(frm, to)
        else:
            for table in aliases:
                table.setdefault(frm, to)
    return RegInfo(st), aliases


class InstParser:
    """Parses statements for one subtarget (AMDGPUAsmParser::ParseInstruction and friends)."""

    # the statement being parsed (set by parse())
    text: str
    resolve: Resolver | None
    fold: Fold | None
    toks: list[Tok]
    i: int
    err: AsmError | None
    warnings: list[AsmError]
    name: str
    name_pos: int
    ops: list[Operand]
    unsupported_error: bool
    forced_size: int
    forced_dpp: bool
    forced_sdwa: bool

    def __init__(self, st: Subtarget) -> None:
        self.st = st
        self.rules = ASM_RULES[st.release]
        # (the register facts and aliases are the subtarget's: made once, shared by parsers)
        self.ri, self.variant_aliases = _subtarget_facts(st)
        self.inv2pi = st.has("FeatureInv2PiInlineImm")
        self.fam = st.family
        # custom operand parsers per mnemonic: [(mask, class, feature set)] usable here
        self._parsers: dict[str, list[tuple[int, int, int]]] = {}
        self.classes = st.common["matcher"]["classes"]
        self.mnemonic_aliases = self.variant_aliases[0]
        # (mnemonic, operand index) -> the operand classes whose custom parsers to try there,
        # in order (the entries the subtarget's features and the operand mask allow)
        self._custom: dict[tuple[str, int], tuple[int, ...]] = {}
        self._has_register: dict[int, bool] = {}  # register -> _subtarget_has_register
        # operand class -> its custom parser and arguments (_custom_plan)
        self._plans: dict[int, tuple[Callable[..., int], tuple[Any, ...]]] = {}
        # the text of a register that is one token (v5, s0, vcc_lo) -> what
        # _parse_amdgpu_register made of it: it depends on that text and the subtarget alone,
        # so the parsers of a subtarget share it (the statement memo's probe parses a
        # statement's new registers just before the matcher's parser does)
        self._one_token = _one_token_registers(st)

    # -- errors ------------------------------------------------------------------------------------
    def error(self, pos: int, message: str) -> None:
        if self.err is None:
            self.err = AsmError(message, pos)

    def fail(self, pos: int, message: str) -> NoReturn:
        self.error(pos, message)
        raise _Fail()

    def warn(self, pos: int, message: str) -> None:
        self.warnings.append(AsmError(message, pos))

    # -- tokens ------------------------------------------------------------------------------------
    @property
    def tok(self) -> Tok:
        return self.toks[self.i]

    def peek(self, n: int = 1) -> Tok:
        j = min(self.i + n, len(self.toks) - 1)
        return self.toks[j]

    def lex(self) -> None:
        if self.toks[self.i].kind != EOS:
            self.i += 1

    def is_tok(self, kind: str) -> bool:
        return self.toks[self.i].kind == kind

    def is_id(self, name: str, tok: Tok | None = None) -> bool:
        t = tok or self.toks[self.i]
        return t.kind == ID and t.text == name

    def try_skip_id(self, name: str, then: str | None = None) -> bool:
        if self.is_id(name) and (then is None or self.peek().kind == then):
            self.lex()
            if then is not None:
                self.lex()
            return True
        return False

    def try_skip_prefixed(self, prefix: str, name: str) -> bool:
        t = self.toks[self.i]
        if t.kind == ID and t.text.startswith(prefix) and t.text[len(prefix):] == name:
            self.lex()
            return True
        return False

    def try_skip(self, kind: str) -> bool:
        if self.toks[self.i].kind == kind:
            self.lex()
            return True
        return False

    def skip(self, kind: str, message: str) -> None:
        if not self.try_skip(kind):
            self.fail(self.toks[self.i].pos, message)

    def parse_id(self, message: str = "") -> str | None:
        if self.toks[self.i].kind == ID:
            t = self.toks[self.i].text
            self.lex()
            return t
        if message:
            self.fail(self.toks[self.i].pos, message)
        return None

    def expect_id(self, message: str) -> str:
        """An identifier, or a failure with ``message``."""
        if self.toks[self.i].kind != ID:
            self.fail(self.toks[self.i].pos, message)
        t = self.toks[self.i].text
        self.lex()
        return t

    # -- expressions -----------------------------------------------------------------------------
    def _resolve(self, name: str) -> int | None:
        """The caller's symbols, then the assembler's predefined ones (UC_VERSION_*, ...)."""
        if self.resolve is not None:
            v = self.resolve(name)
            if v is not None:
                return v
        return S.predefined_symbols(self.st).get(name)

    def parse_expression(self) -> Expr | int:
        """parseExpression: an int, or an Expr that names symbols without absolute values."""
        if self.toks[self.i].kind == ERR:
            self.fail(self.toks[self.i].pos, self.toks[self.i].text)
        start = self.toks[self.i].pos
        p = ExprParser(self.toks, self.i)
        try:
            e = self._amdgpu_primary_wrap(p)
        except ExprError as ex:
            self.fail(ex.pos, ex.message)
        self.i = p.i
        if isinstance(e, Expr):
            v = evaluate(e, self._resolve)
            if v is not None:
                return v
            if self.fold is not None:
                v = self.fold(start, self.toks[self.i - 1].end)
                if v is not None:
                    return v
        return e

    def _amdgpu_primary_wrap(self, p: ExprParser) -> Expr | int:
        return p.parse()

    def parse_abs_expr(self, expected: str = "") -> int:
        """parseExpr(int64_t&): an absolute expression or an error."""
        pos = self.toks[self.i].pos
        e = self.parse_expression()
        if isinstance(e, int):
            return e
        if expected:
            self.fail(pos, f"expected {expected} or an absolute expression")
        self.fail(pos, "expected absolute expression")
        return 0

    def parse_absolute(self) -> int:
        """MCAsmParser::parseAbsoluteExpression."""
        pos = self.toks[self.i].pos
        e = self.parse_expression()
        if isinstance(e, int):
            return e
        self.fail(pos, "expected absolute expression")
        return 0

    # -- the statement -----------------------------------------------------------------------------
    def parse(self, text: str, resolve: Resolver | None = None, start: int = 0,
              fold: Fold | None = None) -> list[Operand]:
        """The operands of a statement (the mnemonic first); raises AsmError with the first
        error.  ``resolve(name)`` gives a symbol's absolute value or None; ``fold(pos, end)``
        may evaluate the expression text[pos:end] as a whole (an assembler's own evaluator,
        which knows labels), giving an int or None."""
        self.text = text
        self.resolve = resolve
        self.fold = fold
        self.toks = lex(text, start)
        self.i = 0
        self.err = None
        self.warnings = []
        t = self.toks[self.i]
        if t.kind != ID:
            raise AsmError("unexpected token at start of statement", t.pos)
        name = t.text
        name_pos = t.pos
        self.lex()
        name = self.parse_mnemonic_suffix(name)
        name = self.mnemonic_aliases.get(name.lower(), name)
        self.name = name
        self.name_pos = name_pos
        ops = [Operand.token(name, name_pos)]
        self.ops = ops
        is_mimg = name.startswith("image_")
        while not self.try_skip(EOS):
            mode_nsa = is_mimg and self.st.is_gfx10_plus and len(ops) == 2
            try:
                res = self.parse_operand(ops, name, mode_nsa)
            except _Fail:
                res = None
            if res != SUCCESS:
                if self.err is None:
                    self.error(self.toks[self.i].pos, "failed parsing operand." if res is None
                               else "not a valid operand.")
                self.unsupported_error = True
                assert self.err is not None  # error() set it
                raise self.err
            self.try_skip(",")
        if self.err is not None:
            raise self.err
        return ops

    def parse_mnemonic_suffix(self, name: str) -> str:
        self.forced_size = 0
        self.forced_dpp = False
        self.forced_sdwa = False
        if name.endswith("_e64_dpp"):
            self.forced_dpp = True
            self.forced_size = 64
            return name[:-8]
        if name.endswith("_e64"):
            self.forced_size = 64
            return name[:-4]
        if name.endswith("_e32"):
            self.forced_size = 32
            return name[:-4]
        if name.endswith("_dpp"):
            self.forced_dpp = True
            return name[:-4]
        if name.endswith("_sdwa"):
            self.forced_sdwa = True
            return name[:-5]
        return name

    def parse_operand(self, ops: list[Operand], mnemonic: str, nsa: bool) -> int:
        res = self.parse_vopd(ops)
        if res == SUCCESS or self.is_tok(EOS):
            return res
        res = self.match_operand_parser(ops, mnemonic)
        if res == SUCCESS or self.is_tok(EOS):
            return res
        if nsa and self.is_tok("["):
            lpos = self.toks[self.i].pos
            self.lex()
            prefix = len(ops)
            while True:
                loc = self.toks[self.i].pos
                r = self.parse_reg(ops)
                if r == NOMATCH:
                    self.fail(loc, "expected a register")
                rpos = self.toks[self.i].pos
                if self.try_skip("]"):
                    break
                self.skip(",", "expected a comma or a closing square bracket")
            if len(ops) - prefix > 1:
                ops.insert(prefix, Operand.token("[", lpos))
                ops.append(Operand.token("]", rpos))
            return SUCCESS
        return self.parse_reg_or_imm(ops)

    def match_operand_parser(self, ops: list[Operand], mnemonic: str) -> int:
        key = (mnemonic, len(ops) - 1)
        classes = self._custom.get(key)
        if classes is None:
            nxt = key[1]
            fset_ok = self.st.fset_ok
            classes = self._custom[key] = tuple(
                cls for mask, cls, fset in self.fam.operand_parsers.get(mnemonic.lower()) or ()
                if fset_ok[fset] and (mask >> nxt) & 1)
        plans = self._plans
        for cls in classes:
            plan = plans.get(cls)
            if plan is None:
                plan = plans[cls] = self._custom_plan(cls)
            res: int = plan[0](ops, *plan[1])
            if res != NOMATCH:
                return res
        return NOMATCH

    def _custom_plan(self, cls: int) -> tuple[Callable[..., int], tuple[Any, ...]]:
        """The custom parser of operand class ``cls``: the method and the arguments after
        the operand list it is called with (made once per class: match_operand_parser)."""
        c = self.classes[cls]
        name = c["name"]
        if c["kind"] == "token":
            tok = c["token"]
            if tok in ("addr64", "done", "idxen", "lds", "offen", "off", "row_en"):
                return self._token_op, (tok,)
            if tok in ("gds", "tfe"):
                return self._named_bit, (tok, "ImmTyGDS" if tok == "gds" else "ImmTyTFE")
        p = c.get("parser")
        if not p:
            return _no_match, ()
        method, args = str(p[0]), tuple(p[1:])
        fn = getattr(self, "p_" + method, None)
        if fn is None:
            def missing(ops: list[Operand], *args: Any) -> int:
                raise NotImplementedError(f"operand parser {method} ({name})")
            return missing, ()
        return fn, args

    def _token_op(self, ops: list[Operand], name: str) -> int:
        return self.parse_token_op(name, ops)

    def _named_bit(self, ops: list[Operand], name: str, immty: str) -> int:
        return self.parse_named_bit(name, ops, immty)

    # -- generic operands ---------------------------------------------------------------------------
    def is_register(self, t: Tok | None = None, nt: Tok | None = None) -> bool:
        if t is None:
            t, nt = self.toks[self.i], self.peek()
        if t.kind == "[":
            return True
        if t.kind != ID:
            return False
        s = t.text
        for prefix, _bank in _REGULAR:
            if s.startswith(prefix):
                suffix = s[len(prefix):]
                if suffix:
                    if suffix.endswith((".l", ".h")):
                        suffix = suffix[:-2]
                    if suffix.isdigit() and suffix.isascii():
                        return True
                else:
                    if nt is not None and nt.kind == "[":
                        return True
                break
        return s in self.ri.special

    def is_modifier(self) -> bool:
        t, n0, n1 = self.toks[self.i], self.peek(1), self.peek(2)
        if self._is_operand_modifier(t, n0):
            return True
        if t.kind == "-" and (self.is_register(n0, n1) or self._is_operand_modifier(n0, n1)):
            return True
        return t.kind == ID and n0.kind == ":"

    @staticmethod
    def _is_operand_modifier(t: Tok, nt: Tok) -> bool:
        if t.kind == ID and nt.kind == "(" and t.text in ("abs", "neg", "sext"):
            return True
        return t.kind == "|"

    def parse_register(self) -> Operand:
        """ParseAMDGPURegister + the register operand; raises _Fail with the error."""
        start = self.toks[self.i].pos
        kind, reg, num, width = self._parse_amdgpu_register()
        end = self.toks[self.i - 1].end
        return Operand.register(reg, start, end)

    def _parse_amdgpu_register(self) -> RegParse:
        t = self.toks[self.i]
        if t.kind == ID:
            r = self._one_token.get(t.text)
            if r is not None:
                self.lex()
                return r
        loc = t.pos
        if t.kind == ID:
            r = self._parse_special_reg()
            if r is None:
                r = self._parse_regular_reg()
        else:
            r = self._parse_reg_list()
        kind, reg, num, width = r
        if not self._subtarget_has_register(reg):
            if reg == self.ri.sgpr_null:
                self.fail(loc, "'null' operand is not supported on this GPU")
            if self.rules.named_unavailable_reg:
                name = _SPECIAL_PRINTED.get(self.ri.names[reg]) if kind == "special" else None
                text = name or self.text[loc:self.toks[self.i - 1].end]
                self.fail(loc, f"{text} register not available on this GPU")
            self.fail(loc, "register not available on this GPU")
        # (one token: v5, not v[4:5]; the table is the process's, for the subtarget: at most
        # _ONE_TOKEN_KEPT texts, as leading zeros make any number of texts of one register)
        if t.kind == ID and self.toks[self.i - 1] is t and \
                len(self._one_token) < _ONE_TOKEN_KEPT:
            self._one_token[t.text] = r
        return r

    def _parse_special_reg(self) -> RegParse | None:
        name = self.toks[self.i].text
        if name not in self.ri.special:
            return None
        self.lex()
        return ("special", self.ri.special[name], 0, 32)

    def _regular_info(self, s: str) -> tuple[str, str] | None:
        for prefix, bank in _REGULAR:
            if s.startswith(prefix):
                return prefix, bank
        return None

    def _parse_regular_reg(self) -> RegParse:
        name = self.toks[self.i].text
        loc = self.toks[self.i].pos
        info = self._regular_info(name)
        if info is None:
            self.fail(loc, "invalid register name")
        prefix, bank = info
        self.lex()
        suffix = name[len(prefix):]
        sub = ""
        if suffix:
            if suffix.endswith(".l"):
                sub, suffix = "l", suffix[:-2]
            elif suffix.endswith(".h"):
                sub, suffix = "h", suffix[:-2]
            # (more than ten digits is past 2**32: int() refuses 4,300 and more)
            if not (suffix.isdigit() and suffix.isascii()) or len(suffix.lstrip("0")) > 10:
                self.fail(loc, "invalid register index")
            num = int(suffix)
            if num >= 1 << 32:
                self.fail(loc, "invalid register index")
            width = 32
        else:
            num, width = self._parse_reg_range()
        return (bank, self._get_regular_reg(bank, num, sub, width, loc), num, width)

    def _parse_reg_range(self) -> tuple[int, int]:
        self.skip("[", "missing register index")
        first_loc = self.toks[self.i].pos
        lo = self.parse_abs_expr()
        second_loc = first_loc
        if self.try_skip(":"):
            second_loc = self.toks[self.i].pos
            hi = self.parse_abs_expr()
        else:
            hi = lo
        self.skip("]", "expected a closing square bracket")
        if not _uint(lo, 32):
            self.fail(first_loc, "invalid register index")
        if not _uint(hi, 32):
            self.fail(second_loc, "invalid register index")
        if lo > hi:
            self.fail(first_loc, "first register index should not exceed second index")
        return lo, 32 * (hi - lo + 1)

    def _get_regular_reg(self, bank: str, num: int, sub: str, width: int, loc: int) -> int:
        align = 1
        if bank in ("s", "ttmp"):
            words = width // 32
            align = min(1 << (words - 1).bit_length(), 4)
        if num % align:
            self.fail(loc, "invalid register alignment")
        idx = num // align
        rcname = _RC_OF[bank].get(width)
        rc = self.ri.rc.get(rcname) if rcname else None
        if rc is None:
            self.fail(loc, "invalid or unsupported register size")
        # LLVM 22's register classes hold 1024 VGPRs for gfx1250, but its llvm-mc takes
        # tuples that start at v0..v255 only (v256 and up are reached through s_set_vgpr_msb)
        if idx >= len(rc.regs) or (bank in ("v", "a") and num > 255):
            self.fail(loc, "register index is out of range")
        reg = rc.regs[idx]
        if sub:
            name = self.ri.names[reg] + ("_LO16" if sub == "l" else "_HI16")
            reg = self.ri.by_name[name]
        return reg

    def _parse_reg_list(self) -> RegParse:
        list_loc = self.toks[self.i].pos
        self.skip("[", "expected a register or a list of registers")
        loc = self.toks[self.i].pos
        kind, reg, num, width = self._parse_amdgpu_register()
        if width != 32:
            self.fail(loc, "expected a single 32-bit register")
        regs = self.ri.regs
        while self.try_skip(","):
            loc = self.toks[self.i].pos
            k2, r2, n2, w2 = self._parse_amdgpu_register()
            if w2 != 32:
                self.fail(loc, "expected a single 32-bit register")
            if k2 != kind:
                self.fail(loc, "registers in a list must be of the same kind")
            if kind == "special":
                pair = self.ri.pairs.get((reg, r2))
                if pair is None:
                    self.fail(loc, "register does not fit in the list")
                reg, width = pair, 64
            else:
                if regs.first[r2] != regs.first[reg] + width // 32 or regs.half[r2]:
                    self.fail(loc, "registers in a list must have consecutive indices")
                width += 32
        self.skip("]", "expected a comma or a closing square bracket")
        if kind != "special":
            reg = self._get_regular_reg(kind, num, "", width, list_loc)
        return (kind, reg, num, width)

    def _subtarget_has_register(self, reg: int) -> bool:
        """Whether this subtarget has ``reg`` (the answer depends on nothing else)."""
        known = self._has_register.get(reg)
        if known is None:
            known = self._has_register[reg] = self._subtarget_has_register_now(reg)
        return known

    def _subtarget_has_register_now(self, reg: int) -> bool:
        st = self.st
        ri = self.ri
        name = ri.names[reg]
        if name in ("SRC_VCCZ", "SRC_EXECZ") and self.rules.named_unavailable_reg:
            return not st.is_gfx11_plus
        if ri.overlaps(reg, "TTMP12_TTMP13_TTMP14_TTMP15"):
            return st.is_gfx9_plus
        if ri.overlaps(reg, "SGPR104_SGPR105"):
            return st.is_gfx10_plus
        if name in ("SRC_PRIVATE_BASE_LO", "SRC_PRIVATE_BASE", "SRC_PRIVATE_LIMIT_LO",
                    "SRC_PRIVATE_LIMIT"):
            return st.is_gfx9_plus and not ("private_aperture" in st.llvm.rejects
                                            and st.has("FeatureGFX1250Insts"))
        if name in ("SRC_SHARED_BASE_LO", "SRC_SHARED_BASE", "SRC_SHARED_LIMIT_LO",
                    "SRC_SHARED_LIMIT"):
            return st.is_gfx9_plus
        if name in ("SRC_FLAT_SCRATCH_BASE_LO", "SRC_FLAT_SCRATCH_BASE_HI"):
            return st.has("FeatureGloballyAddressableScratch")
        if name == "SRC_POPS_EXITING_WAVE_ID":
            return st.is_gfx9_plus and not st.is_gfx11_plus
        if name in ("TBA", "TBA_LO", "TBA_HI", "TMA", "TMA_LO", "TMA_HI"):
            return not st.is_gfx9_plus
        if name in ("XNACK_MASK", "XNACK_MASK_LO", "XNACK_MASK_HI"):
            return (st.is_vi or st.is_gfx9) and self.xnack_supported()
        if name == "SGPR_NULL":
            return st.is_gfx10_plus
        if st.is_ci:
            return True
        if st.is_si or st.is_gfx10_plus:
            return name not in ("FLAT_SCR", "FLAT_SCR_LO", "FLAT_SCR_HI")
        if ri.overlaps(reg, "SGPR102_SGPR103"):
            return not st.is_vi and not st.is_gfx9
        return True

    def xnack_supported(self) -> bool:
        """Whether the target ID supports xnack (isXnackSupported: a processor with the
        xnack target feature, and xnack not turned off)."""
        from ..targets import processor as lookup

        try:
            p = lookup(self.st.processor)
        except Exception:  # noqa: BLE001 - processors codeobj's table lacks have no xnack
            return False
        return "xnack" in p.features

    def parse_reg(self, ops: list[Operand]) -> int:
        if not self.is_register():
            return NOMATCH
        ops.append(self.parse_register())
        return SUCCESS

    def parse_reg_or_imm(self, ops: list[Operand], sp3_abs: bool = False,
                         has_lit: HasLit = False) -> int:
        r = self.parse_reg(ops)
        if r != NOMATCH:
            return r
        if self.is_modifier():
            return NOMATCH
        return self.parse_imm(ops, sp3_abs, has_lit)

    def parse_imm(self, ops: list[Operand], sp3_abs: bool = False,
                  has_lit: HasLit = False) -> int:
        if self.is_register():
            return NOMATCH
        if not has_lit and self.try_skip_id("lit"):
            self.skip("(", "expected left paren after lit")
            r = self.parse_imm(ops, sp3_abs, True)
            if r == SUCCESS:
                self.skip(")", "expected closing parentheses")
            return r
        if not has_lit and self.rules.lit64_syntax and self.try_skip_id("lit64"):
            self.skip("(", "expected left paren after lit")
            r = self.parse_imm(ops, sp3_abs, "lit64")
            if r == SUCCESS:
                self.skip(")", "expected closing parentheses")
            return r
        t = self.toks[self.i]
        nt = self.peek()
        is_real = t.kind == REAL
        negate = False
        start = t.pos
        if not is_real and t.kind == "-" and nt.kind == REAL:
            self.lex()
            is_real = negate = True
        if is_real:
            text = self.toks[self.i].text
            self.lex()
            bits = real_bits(text)
            if bits is None:
                self.fail(start, "invalid floating point literal")
            if negate:
                bits ^= 1 << 63
            op = Operand.imm(bits, start, is_fp=True)
            op.lit = bool(has_lit)
            op.lit64 = has_lit == "lit64"
            op.end = self.toks[self.i - 1].end
            ops.append(op)
            return SUCCESS
        if sp3_abs:
            p = ExprParser(self.toks, self.i)
            try:
                e = p.primary()
            except ExprError as ex:
                self.fail(ex.pos, ex.message)
            self.i = p.i
            if isinstance(e, Expr):
                v = evaluate(e, self._resolve)
                if v is not None:
                    e = v
        else:
            e = self.parse_expression()
        if isinstance(e, int):
            op = Operand.imm(e, start)
            op.lit = bool(has_lit)
            op.lit64 = has_lit == "lit64"
            op.end = self.toks[self.i - 1].end
            ops.append(op)
        else:
            if has_lit:
                return NOMATCH
            ops.append(Operand.expression(e, start, self.toks[self.i - 1].end))
        return SUCCESS

    def _sp3_neg(self) -> bool:
        n0, n1 = self.peek(1), self.peek(2)
        if self.is_tok("-") and (self.is_register(n0, n1) or n0.kind == "|"
                                 or self.is_id("abs", n0)):
            self.lex()
            return True
        return False

    def p_parseRegOrImmWithFPInputMods(self, ops: list[Operand], allow_imm: bool = True) -> int:
        if self.is_tok("-") and self.peek().kind == "-":
            self.fail(self.toks[self.i].pos, "invalid syntax, expected 'neg' modifier")
        sp3neg = self._sp3_neg()
        loc = self.toks[self.i].pos
        neg = self.try_skip_id("neg")
        if neg and sp3neg:
            self.fail(loc, "expected register or immediate")
        if neg:
            self.skip("(", "expected left paren after neg")
        absm = self.try_skip_id("abs")
        if absm:
            self.skip("(", "expected left paren after abs")
        lit: HasLit = self.try_skip_id("lit")
        if lit:
            self.skip("(", "expected left paren after lit")
        elif self.rules.lit64_syntax and self.try_skip_id("lit64"):
            lit = "lit64"
            self.skip("(", "expected left paren after lit64")
            if not self.st.has("Feature64BitLiterals"):
                self.fail(loc, "lit64 is not supported on this GPU")
        loc = self.toks[self.i].pos
        sp3abs = self.try_skip("|")
        if absm and sp3abs:
            self.fail(loc, "expected register or immediate")
        if allow_imm:
            res = self.parse_reg_or_imm(ops, sp3abs, lit)
        else:
            res = self.parse_reg(ops)
        if res != SUCCESS:
            if sp3neg or neg or sp3abs or absm or lit:
                if self.err is None:
                    self.error(self.toks[self.i].pos, "failed parsing operand.")
                raise _Fail()
            return res
        if lit and not ops[-1].is_imm():
            self.error(loc, "expected immediate with lit modifier")
        if sp3abs:
            self.skip("|", "expected vertical bar")
        if absm:
            self.skip(")", "expected closing parentheses")
        if neg:
            self.skip(")", "expected closing parentheses")
        if lit:
            self.skip(")", "expected closing parentheses")
        if absm or sp3abs or neg or sp3neg or lit:
            op = ops[-1]
            if op.is_expr():
                self.fail(op.pos, "expected an absolute expression")
            op.abs = absm or sp3abs
            op.neg = neg or sp3neg
            op.lit = bool(lit)
            op.lit64 = lit == "lit64"
        return SUCCESS

    def p_parseRegOrImmWithIntInputMods(self, ops: list[Operand], allow_imm: bool = True) -> int:
        sext = self.try_skip_id("sext")
        if sext:
            self.skip("(", "expected left paren after sext")
        res = self.parse_reg_or_imm(ops) if allow_imm else self.parse_reg(ops)
        if res != SUCCESS:
            if sext:
                raise _Fail()
            return res
        if sext:
            self.skip(")", "expected closing parentheses")
            op = ops[-1]
            if op.is_expr():
                self.fail(op.pos, "expected an absolute expression")
            op.sext = True
        return SUCCESS

    def p_parseRegWithFPInputMods(self, ops: list[Operand]) -> int:
        return self.p_parseRegOrImmWithFPInputMods(ops, False)

    def p_parseRegWithIntInputMods(self, ops: list[Operand]) -> int:
        return self.p_parseRegOrImmWithIntInputMods(ops, False)

    def p_parseRegOrImm(self, ops: list[Operand]) -> int:
        return self.parse_reg_or_imm(ops)

    def p_parseBoolReg(self, ops: list[Operand]) -> int:
        return self.parse_reg(ops)

    def p_parseVReg32OrOff(self, ops: list[Operand]) -> int:
        loc = self.toks[self.i].pos
        if self.try_skip_id("off"):
            ops.append(Operand.imm(0, loc, "ImmTyOff"))
            return SUCCESS
        if not self.is_register():
            return NOMATCH
        ops.append(self.parse_register())
        return SUCCESS

    # -- named operands -----------------------------------------------------------------------------
    def parse_token_op(self, name: str, ops: list[Operand]) -> int:
        pos = self.toks[self.i].pos
        if not self.try_skip_id(name):
            return NOMATCH
        ops.append(Operand.token(name, pos))
        return SUCCESS

    def parse_int_with_prefix(self, prefix: str) -> int | None:
        if not self.try_skip_id(prefix, ":"):
            return None
        return self.parse_abs_expr()

    def p_parseIntWithPrefix(self, ops: list[Operand], prefix: str, immty: str = "ImmTyNone",
                             check: str | None = None) -> int:
        pos = self.toks[self.i].pos
        v = self.parse_int_with_prefix(prefix)
        if v is None:
            return NOMATCH
        ok = True
        if check == "bound_ctrl":
            if v in (0, 1):
                if not self.st.is_gfx11_plus:
                    v = 1
            else:
                ok = False
        elif check and check.startswith("uint<"):
            ok = _uint(v, int(check[5:-1]))
        elif check == "omod_mul":
            if v in (1, 2, 4):
                v >>= 1
            else:
                ok = False
        elif check == "omod_div":
            if v == 1:
                v = 0
            elif v == 2:
                v = 3
            else:
                ok = False
        if not ok:
            self.error(pos, f"invalid {prefix} value.")
        ops.append(Operand.imm(v, pos, immty))
        return SUCCESS

    def p_parseOperandArrayWithPrefix(self, ops: list[Operand], prefix: str, immty: str = "ImmTyNone"
                                      ) -> int:
        pos = self.toks[self.i].pos
        if not self.try_skip_id(prefix, ":"):
            return NOMATCH
        self.skip("[", "expected a left square bracket")
        val = 0
        i = 0
        while True:
            loc = self.toks[self.i].pos
            v = self.parse_abs_expr()
            if v not in (0, 1):
                self.fail(loc, f"invalid {prefix} value.")
            val |= v << i
            if self.try_skip("]"):
                break
            if i + 1 == 4:
                self.fail(self.toks[self.i].pos, "expected a closing square bracket")
            self.skip(",", "expected a comma")
            i += 1
        ops.append(Operand.imm(val, pos, immty))
        return SUCCESS

    def p_parseNamedBit(self, ops: list[Operand], name: str, immty: str = "ImmTyNone") -> int:
        return self.parse_named_bit(name, ops, immty)

    def parse_named_bit(self, name: str, ops: list[Operand], immty: str) -> int:
        pos = self.toks[self.i].pos
        if self.try_skip_id(name):
            bit = 1
        elif self.try_skip_prefixed("no", name):
            bit = 0
        else:
            return NOMATCH
        st = self.st
        if name == "r128" and not (st.has("FeatureMIMG_R128") and not st.has("FeatureR128A16")):
            self.fail(pos, "r128 modifier is not supported on this GPU")
        if name == "a16" and not st.has("FeatureA16"):
            self.fail(pos, "a16 modifier is not supported on this GPU")
        if st.is_gfx9 and immty == "ImmTyA16":
            immty = "ImmTyR128A16"
        ops.append(Operand.imm(bit, pos, immty))
        return SUCCESS

    def p_parseCPol(self, ops: list[Operand]) -> int:
        st = self.st
        if st.is_gfx12_plus:
            pos = self.toks[self.i].pos
            cpol = 0
            got_th = got_scope = got_nv = got_scal = False
            while True:
                if not got_th:
                    th = self._parse_th()
                    if th is not None:
                        cpol |= th
                        got_th = True
                        continue
                if not got_scope:
                    sc = self._parse_scope()
                    if sc is not None:
                        cpol |= sc
                        got_scope = True
                        continue
                if self.rules.cpol_nv_scale:
                    if not got_nv and (self.try_skip_id("nv") or self.try_skip_prefixed("no",
                                                                                         "nv")):
                        cpol |= _CPOL_NV if self.toks[self.i - 1].text == "nv" else 0
                        got_nv = True
                        continue
                    if not got_scal and (self.try_skip_id("scale_offset")
                                         or self.try_skip_prefixed("no", "scale_offset")):
                        cpol |= _CPOL_SCAL if self.toks[self.i - 1].text == "scale_offset" else 0
                        got_scal = True
                        continue
                break
            if not (got_th or got_scope or got_nv or got_scal):
                return NOMATCH
            ops.append(Operand.imm(cpol, pos, "ImmTyCPol"))
            return SUCCESS
        mnemo = ops[0].tok
        pos = self.toks[self.i].pos
        enabled = seen = 0
        while True:
            loc = self.toks[self.i].pos
            ident = self.toks[self.i].text if self.toks[self.i].kind == ID else ""
            disabling = ident.startswith("no")
            key = ident[2:] if disabling else ident
            if st.is_gfx940 and not mnemo.startswith("s_"):
                cpol = {"nt": 2, "sc0": 1, "sc1": 16}.get(key, 0)
            else:
                cpol = {"dlc": 4, "glc": 1, "scc": 16, "slc": 2}.get(key, 0)
            if not cpol:
                break
            self.lex()
            if not st.is_gfx10_plus and cpol == 4:
                self.fail(loc, "dlc modifier is not supported on this GPU")
            if not st.is_gfx90a and cpol == 16:
                self.fail(loc, "scc modifier is not supported on this GPU")
            if seen & cpol:
                self.fail(loc, "duplicate cache policy modifier")
            if not disabling:
                enabled |= cpol
            seen |= cpol
        if not seen:
            return NOMATCH
        ops.append(Operand.imm(enabled, pos, "ImmTyCPol"))
        return SUCCESS

    def _parse_string_with_prefix(self, prefix: str) -> tuple[str | None, int]:
        if not self.try_skip_id(prefix, ":"):
            return None, 0
        loc = self.toks[self.i].pos
        return self.expect_id("expected an identifier"), loc

    _SCOPES = {"SCOPE_CU": 0, "SCOPE_SE": 8, "SCOPE_DEV": 16, "SCOPE_SYS": 24}

    def _parse_scope(self) -> int | None:
        if not self.try_skip_id("scope", ":"):
            return None
        loc = self.toks[self.i].pos
        if self.toks[self.i].kind != ID and self.rules.scope_int:
            index = self.parse_abs_expr()
            if not 0 <= index < len(self._SCOPES):
                self.fail(loc, "invalid scope value")
            return list(self._SCOPES.values())[index]
        v = self._SCOPES.get(self.expect_id("expected an identifier"))
        if v is None:
            self.fail(loc, "invalid scope value")
        return v

    def _parse_th(self) -> int | None:
        value, loc = self._parse_string_with_prefix("th")
        if value is None:
            return None
        if value == "TH_DEFAULT":
            return 0
        if value in ("TH_STORE_LU", "TH_LOAD_RT_WB", "TH_LOAD_NT_WB"):
            self.fail(loc, "invalid th value")
        if value.startswith("TH_ATOMIC_"):
            th, rest = 1 << 9, value[10:]
        elif value.startswith("TH_LOAD_"):
            th, rest = 1 << 7, value[8:]
        elif value.startswith("TH_STORE_"):
            th, rest = 1 << 8, value[9:]
        else:
            self.fail(loc, "invalid th value")
        if rest == "BYPASS":
            th |= 1 << 10
        if th & (1 << 9):
            v = {"RETURN": 1, "RT": 0, "RT_RETURN": 1, "NT": 2, "NT_RETURN": 3,
                 "CASCADE_RT": 4, "CASCADE_NT": 6}.get(rest)
        else:
            v = {"RT": 0, "NT": 1, "HT": 2, "LU": 3, "RT_WB": 3, "NT_RT": 4, "RT_NT": 5,
                 "NT_HT": 6, "NT_WB": 7, "BYPASS": 3}.get(rest)
        if v is None:
            self.fail(loc, "invalid th value")
        return th | v

    def p_parseOModSI(self, ops: list[Operand]) -> int:
        name = self.toks[self.i].text if self.toks[self.i].kind == ID else ""
        if name == "mul":
            return self.p_parseIntWithPrefix(ops, "mul", "ImmTyOModSI", "omod_mul")
        if name == "div":
            return self.p_parseIntWithPrefix(ops, "div", "ImmTyOModSI", "omod_div")
        return NOMATCH

    def p_parseFlatOffset(self, ops: list[Operand]) -> int:
        r = self.p_parseIntWithPrefix(ops, "offset", "ImmTyOffset")
        if r == NOMATCH:
            r = self.p_parseIntWithPrefix(ops, "inst_offset", "ImmTyInstOffset")
        return r

    def p_parseR128A16(self, ops: list[Operand]) -> int:
        r = self.parse_named_bit("r128", ops, "ImmTyR128A16")
        if r == NOMATCH:
            r = self.parse_named_bit("a16", ops, "ImmTyA16")
        return r

    def p_parseBLGP(self, ops: list[Operand]) -> int:
        r = self.p_parseIntWithPrefix(ops, "blgp", "ImmTyBLGP")
        if r == NOMATCH:
            r = self.p_parseOperandArrayWithPrefix(ops, "neg", "ImmTyBLGP")
        return r

    def p_parseIndexKey8bit(self, ops: list[Operand]) -> int:
        return self._index_key(ops, "ImmTyIndexKey8bit", 3)

    def p_parseIndexKey16bit(self, ops: list[Operand]) -> int:
        return self._index_key(ops, "ImmTyIndexKey16bit", 1)

    def p_parseIndexKey32bit(self, ops: list[Operand]) -> int:
        return self._index_key(ops, "ImmTyIndexKey32bit", 1)

    # LLVM 22's WMMA matrix operands (gfx1250): a symbolic name or its index
    _MATRIX_FMT = ("MATRIX_FMT_FP8", "MATRIX_FMT_BF8", "MATRIX_FMT_FP6", "MATRIX_FMT_BF6",
                   "MATRIX_FMT_FP4")
    _MATRIX_SCALE = ("MATRIX_SCALE_ROW0", "MATRIX_SCALE_ROW1")
    _MATRIX_SCALE_FMT = ("MATRIX_SCALE_FMT_E8", "MATRIX_SCALE_FMT_E5M3", "MATRIX_SCALE_FMT_E4M3")

    def p_parseMatrixAFMT(self, ops: list[Operand]) -> int:
        return self._string_or_int(ops, "matrix_a_fmt", self._MATRIX_FMT, "ImmTyMatrixAFMT")

    def p_parseMatrixBFMT(self, ops: list[Operand]) -> int:
        return self._string_or_int(ops, "matrix_b_fmt", self._MATRIX_FMT, "ImmTyMatrixBFMT")

    def p_parseMatrixAScale(self, ops: list[Operand]) -> int:
        return self._string_or_int(ops, "matrix_a_scale", self._MATRIX_SCALE,
                                   "ImmTyMatrixAScale")

    def p_parseMatrixBScale(self, ops: list[Operand]) -> int:
        return self._string_or_int(ops, "matrix_b_scale", self._MATRIX_SCALE,
                                   "ImmTyMatrixBScale")

    def p_parseMatrixAScaleFmt(self, ops: list[Operand]) -> int:
        return self._string_or_int(ops, "matrix_a_scale_fmt", self._MATRIX_SCALE_FMT,
                                   "ImmTyMatrixAScaleFmt")

    def p_parseMatrixBScaleFmt(self, ops: list[Operand]) -> int:
        return self._string_or_int(ops, "matrix_b_scale_fmt", self._MATRIX_SCALE_FMT,
                                   "ImmTyMatrixBScaleFmt")

    def _string_or_int(self, ops: list[Operand], name: str, ids: tuple[str, ...], immty: str) -> int:
        """parseStringOrIntWithPrefix (LLVM 22): ``name:`` then one of ``ids`` or its index."""
        start = self.toks[self.i].pos
        if not self.try_skip_id(name, ":"):
            return NOMATCH
        loc = self.toks[self.i].pos
        if self.toks[self.i].kind == ID:
            text = self.toks[self.i].text
            self.lex()
            v = ids.index(text) if text in ids else len(ids)
        else:
            v = self.parse_abs_expr()
        if not 0 <= v < len(ids):
            self.fail(loc, f"invalid {name} value")
        ops.append(Operand.imm(v, start, immty))
        return SUCCESS

    def _index_key(self, ops: list[Operand], immty: str, hi: int) -> int:
        loc = self.toks[self.i].pos
        v = self.parse_int_with_prefix("index_key")
        if v is None:
            return NOMATCH
        if not 0 <= v <= hi:
            self.fail(loc, "out of range index_key")
        ops.append(Operand.imm(v, loc, immty))
        return SUCCESS

    def p_parseSDWASel(self, ops: list[Operand], prefix: str, immty: str) -> int:
        pos = self.toks[self.i].pos
        value, loc = self._parse_string_with_prefix(prefix)
        if value is None:
            return NOMATCH
        v = {"BYTE_0": 0, "BYTE_1": 1, "BYTE_2": 2, "BYTE_3": 3, "WORD_0": 4, "WORD_1": 5,
             "DWORD": 6}.get(value)
        if v is None:
            self.fail(loc, f"invalid {prefix} value")
        ops.append(Operand.imm(v, pos, immty))
        return SUCCESS

    def p_parseSDWADstUnused(self, ops: list[Operand]) -> int:
        pos = self.toks[self.i].pos
        value, loc = self._parse_string_with_prefix("dst_unused")
        if value is None:
            return NOMATCH
        v = {"UNUSED_PAD": 0, "UNUSED_SEXT": 1, "UNUSED_PRESERVE": 2}.get(value)
        if v is None:
            self.fail(loc, "invalid dst_unused value")
        ops.append(Operand.imm(v, pos, "ImmTySDWADstUnused"))
        return SUCCESS

    def p_parseDim(self, ops: list[Operand]) -> int:
        if not self.st.is_gfx10_plus:
            return NOMATCH
        pos = self.toks[self.i].pos
        if not self.try_skip_id("dim", ":"):
            return NOMATCH
        loc = self.toks[self.i].pos
        token = ""
        if self.toks[self.i].kind == INT:
            end = self.toks[self.i].end
            token = self.toks[self.i].text
            self.lex()
            if self.toks[self.i].pos != end:
                self.fail(loc, "invalid dim value")
        ident = self.parse_id()
        if ident is None:
            self.fail(loc, "invalid dim value")
        token += ident
        if token.startswith("SQ_RSRC_IMG_"):
            token = token[12:]
        enc = S.MIMG_DIM_BY_SUFFIX.get(token)
        if enc is None:
            self.fail(loc, "invalid dim value")
        ops.append(Operand.imm(enc, pos, "ImmTyDim"))
        return SUCCESS

    def p_parseDPP8(self, ops: list[Operand]) -> int:
        pos = self.toks[self.i].pos
        if not self.st.is_gfx10_plus or not self.try_skip_id("dpp8", ":"):
            return NOMATCH
        self.skip("[", "expected an opening square bracket")
        val = 0
        for i in range(8):
            if i:
                self.skip(",", "expected a comma")
            loc = self.toks[self.i].pos
            v = self.parse_absolute()
            if not 0 <= v <= 7:
                self.fail(loc, "expected a 3-bit value")
            val |= v << (3 * i)
        self.skip("]", "expected a closing square bracket")
        ops.append(Operand.imm(val, pos, "ImmTyDPP8"))
        return SUCCESS

    def _dpp_ctrl_supported(self, ctrl: str) -> bool:
        st = self.st
        if ctrl == "row_newbcast":
            return st.is_gfx90a
        if ctrl in ("row_share", "row_xmask"):
            return st.is_gfx10_plus
        if ctrl in ("wave_shl", "wave_shr", "wave_rol", "wave_ror", "row_bcast"):
            return st.is_vi or st.is_gfx9
        return ctrl in ("row_mirror", "row_half_mirror", "quad_perm", "row_shl", "row_shr",
                        "row_ror")

    def p_parseDPPCtrl(self, ops: list[Operand]) -> int:
        if self.toks[self.i].kind != ID or not self._dpp_ctrl_supported(self.toks[self.i].text):
            return NOMATCH
        pos = self.toks[self.i].pos
        ctrl = self.expect_id("expected an identifier")  # (the caller saw one)
        if ctrl == "row_mirror":
            val = 0x140
        elif ctrl == "row_half_mirror":
            val = 0x141
        else:
            self.skip(":", "expected a colon")
            if ctrl == "quad_perm":
                self.skip("[", "expected an opening square bracket")
                val = 0
                for i in range(4):
                    if i:
                        self.skip(",", "expected a comma")
                    loc = self.toks[self.i].pos
                    v = self.parse_absolute()
                    if not 0 <= v <= 3:
                        self.fail(loc, "expected a 2-bit value")
                    val += v << (2 * i)
                self.skip("]", "expected a closing square bracket")
            else:
                loc = self.toks[self.i].pos
                v = self.parse_absolute()
                checks = {"wave_shl": (0x130, 1, 1), "wave_rol": (0x134, 1, 1),
                          "wave_shr": (0x138, 1, 1), "wave_ror": (0x13C, 1, 1),
                          "row_shl": (0x100, 1, 15), "row_shr": (0x110, 1, 15),
                          "row_ror": (0x120, 1, 15), "row_share": (0x150, 0, 15),
                          "row_xmask": (0x160, 0, 15), "row_newbcast": (0x150, 0, 15)}
                chk = checks.get(ctrl)
                if chk is None:
                    valid = ctrl == "row_bcast" and v in (15, 31)
                    val = 0x142 if v == 15 else 0x143
                else:
                    base, lo, hi = chk
                    valid = lo <= v <= hi
                    val = base if lo == hi else (base | v)
                if not valid:
                    self.fail(loc, f"invalid {ctrl} value")
        ops.append(Operand.imm(val, pos, "ImmTyDppCtrl"))
        return SUCCESS

    def p_parseFORMAT(self, ops: list[Operand]) -> int:
        st = self.st
        fmt = S.default_format(st)
        loc = self.toks[self.i].pos
        found = self._parse_ufmt() if st.is_gfx10_plus else self._parse_dfmt_nfmt()
        if found is not None:
            fmt = found
        fop = Operand.imm(fmt, loc, "ImmTyFORMAT")
        ops.append(fop)
        if found is not None:
            self.try_skip(",")
        if self.is_tok(EOS):
            return SUCCESS
        r = self.parse_reg_or_imm(ops)
        if r != SUCCESS:
            return r
        self.try_skip(",")
        if found is None:
            v = self._parse_symbolic_or_numeric_format()
            if v is not None:
                fop.val = v
            return SUCCESS
        if self.is_id("format") and self.peek().kind == ":":
            self.fail(self.toks[self.i].pos, "duplicate format")
        return SUCCESS

    def _try_fmt(self, pref: str, maxval: int) -> int | None:
        loc = self.toks[self.i].pos
        v = self.parse_int_with_prefix(pref)
        if v is None:
            return None
        if v < 0 or v > maxval:
            self.fail(loc, f"out of range {pref}")
        return v

    def _parse_dfmt_nfmt(self) -> int | None:
        dfmt = nfmt = None
        for _ in range(2):
            if dfmt is None:
                dfmt = self._try_fmt("dfmt", S.DFMT_MAX)
            if nfmt is None:
                nfmt = self._try_fmt("nfmt", S.NFMT_MAX)
            if (dfmt is None) != (nfmt is None) and self.peek().kind != ",":
                self.try_skip(",")
        if dfmt is None and nfmt is None:
            return None
        dfmt = S.DFMT_DEFAULT if dfmt is None else dfmt
        nfmt = S.NFMT_DEFAULT if nfmt is None else nfmt
        return dfmt | nfmt << 4

    def _parse_ufmt(self) -> int | None:
        return self._try_fmt("format", S.ufmt_max(self.st))

    def _parse_symbolic_or_numeric_format(self) -> int | None:
        if not self.try_skip_id("format", ":"):
            return None
        st = self.st
        if self.try_skip("["):
            loc = self.toks[self.i].pos
            fstr = self.expect_id("expected a format string")
            uf = S.unified_format(fstr, st)
            if uf is not None:
                if not st.is_gfx10_plus:
                    self.fail(loc, "unified format is not supported on this GPU")
                fmt = uf
            else:
                dfmt, nfmt = self._match_dfmt_nfmt(fstr, loc, None, None)
                if self.try_skip(","):
                    loc2 = self.toks[self.i].pos
                    s2 = self.expect_id("expected a format string")
                    d2, n2 = self._match_dfmt_nfmt(s2, loc2, dfmt, nfmt)
                    if d2 is None:
                        pass
                    if dfmt is not None and d2 is not None and d2 != dfmt:
                        pass
                    # "duplicate" checks: the second string must fill the other half
                    if (dfmt is not None and S.dfmt_of(s2) is not None):
                        self.fail(loc2, "duplicate data format")
                    if (nfmt is not None and S.nfmt_of(s2, st) is not None):
                        self.fail(loc2, "duplicate numeric format")
                    dfmt, nfmt = d2, n2
                dfmt = S.DFMT_DEFAULT if dfmt is None else dfmt
                nfmt = S.NFMT_DEFAULT if nfmt is None else nfmt
                if st.is_gfx10_plus:
                    uf = S.dfmt_nfmt_to_ufmt(dfmt, nfmt, st)
                    if uf is None:
                        self.fail(loc, "unsupported format")
                    fmt = uf
                else:
                    fmt = dfmt | nfmt << 4
            self.skip("]", "expected a closing square bracket")
            return fmt
        loc = self.toks[self.i].pos
        fmt = self.parse_abs_expr()
        if not S.valid_format_encoding(fmt, st):
            self.fail(loc, "out of range format")
        return fmt

    def _match_dfmt_nfmt(self, s: str, loc: int, dfmt: int | None, nfmt: int | None
                         ) -> tuple[int | None, int | None]:
        d = S.dfmt_of(s)
        if d is not None:
            return d, nfmt
        n = S.nfmt_of(s, self.st)
        if n is not None:
            return dfmt, n
        self.fail(loc, "unsupported format")
        return dfmt, nfmt

    def p_parseSWaitCnt(self, ops: list[Operand]) -> int:
        st = self.st
        val = S.waitcnt_bitmask(st)
        pos = self.toks[self.i].pos
        if self.toks[self.i].kind == ID and self.peek().kind == "(":
            while not self.is_tok(EOS):
                val = self._parse_cnt(val)
        else:
            val = self.parse_abs_expr()
        ops.append(Operand.imm(val, pos))
        return SUCCESS

    def _parse_cnt(self, val: int) -> int:
        loc = self.toks[self.i].pos
        name = self.toks[self.i].text
        self.skip(ID, "expected a counter name")
        self.skip("(", "expected a left parenthesis")
        vloc = self.toks[self.i].pos
        cnt = self.parse_abs_expr()
        sat = name.endswith("_sat")
        base = name[:-4] if sat else name
        if base not in ("vmcnt", "expcnt", "lgkmcnt"):
            self.fail(loc, f"invalid counter name {name}")
        new, ok = S.encode_cnt(self.st, base, val, cnt)
        if not ok:
            if sat:
                new, _ = S.encode_cnt(self.st, base, val, -1)
            else:
                self.fail(vloc, f"too large value for {name}")
        self.skip(")", "expected a closing parenthesis")
        if self.try_skip("&") or self.try_skip(","):
            if self.is_tok(EOS):
                self.fail(self.toks[self.i].pos, "expected a counter name")
        return new

    def p_parseSDelayALU(self, ops: list[Operand]) -> int:
        delay = 0
        pos = self.toks[self.i].pos
        if self.toks[self.i].kind == ID and self.peek().kind == "(":
            while True:
                floc = self.toks[self.i].pos
                field = self.toks[self.i].text
                self.skip(ID, "expected a field name")
                self.skip("(", "expected a left parenthesis")
                vloc = self.toks[self.i].pos
                vname = self.toks[self.i].text
                self.skip(ID, "expected a value name")
                self.skip(")", "expected a right parenthesis")
                shift = {"instid0": 0, "instskip": 4, "instid1": 7}.get(field)
                if shift is None:
                    self.fail(floc, f"invalid field name {field}")
                table = S.DELAY_SKIP if shift == 4 else S.DELAY_DEP
                v = table.get(vname)
                if v is None:
                    self.fail(vloc, f"invalid value name {vname}")
                delay |= v << shift
                if not self.try_skip("|"):
                    break
        else:
            delay = self.parse_abs_expr()
        ops.append(Operand.imm(delay, pos))
        return SUCCESS

    def p_parseDepCtr(self, ops: list[Operand]) -> int:
        st = self.st
        val = S.depctr_default(st)
        pos = self.toks[self.i].pos
        if self.toks[self.i].kind == ID and self.peek().kind == "(":
            used = 0
            while not self.is_tok(EOS):
                loc = self.toks[self.i].pos
                name = self.toks[self.i].text
                self.skip(ID, "expected a counter name")
                self.skip("(", "expected a left parenthesis")
                v = self.parse_abs_expr()
                res = S.encode_depctr(name, v, used, st)
                if isinstance(res, str):
                    msg = {"unknown": f"invalid counter name {name}",
                           "unsupported": f"{name} is not supported on this GPU",
                           "duplicate": f"duplicate counter name {name}",
                           "invalid": f"invalid value for {name}"}[res]
                    self.fail(loc, msg)
                cnt, mask = res
                used |= mask
                self.skip(")", "expected a closing parenthesis")
                if self.try_skip("&") or self.try_skip(","):
                    if self.is_tok(EOS):
                        self.fail(self.toks[self.i].pos, "expected a counter name")
                val = (val & ~mask) | cnt
        else:
            val = self.parse_abs_expr()
        ops.append(Operand.imm(val, pos))
        return SUCCESS

    def _parse_structured(self, fields: dict[str, _Field]) -> bool:
        """{id: value, ...}: fields maps names to the fields they set."""
        if not self.try_skip("{"):
            return False
        first = True
        while not self.try_skip("}"):
            if not first:
                self.skip(",", "comma or closing brace expected")
            name = self.toks[self.i].text
            loc = self.toks[self.i].pos
            self.skip(ID, "field name expected")
            self.skip(":", "colon expected")
            f = fields.get(name)
            if f is None:
                self.fail(loc, "unknown field")
            if f.defined:
                self.fail(loc, "duplicate field")
            f.loc = self.toks[self.i].pos
            f.value = self.parse_abs_expr()
            f.defined = True
            first = False
        return True

    def p_parseHwreg(self, ops: list[Operand]) -> int:
        st = self.st
        pos = self.toks[self.i].pos
        # "symbolic" tracked aside
        hw = _Field("hardware register", 6, 0, pos)
        off = _Field("bit offset", 5, 0, pos)
        size = _Field("bitfield width", 5, 32, pos)
        sym_unsupported = False
        got = self._parse_structured({"id": hw, "offset": off, "size": size})
        if not got and self.try_skip_id("hwreg", "("):
            hw.loc = self.toks[self.i].pos
            if self.toks[self.i].kind == ID:
                hid = S.hwreg_id(self.toks[self.i].text, st)
                if hid is not None:
                    hw.value = hid
                    sym_unsupported = hid == S.UNSUPPORTED
                    self.lex()
                else:
                    hw.value = self.parse_abs_expr("a register name")
            else:
                hw.value = self.parse_abs_expr("a register name")
            if not self.try_skip(")"):
                self.skip(",", "expected a comma or a closing parenthesis")
                off.loc = self.toks[self.i].pos
                off.value = self.parse_abs_expr()
                self.skip(",", "expected a comma")
                size.loc = self.toks[self.i].pos
                size.value = self.parse_abs_expr()
                self.skip(")", "expected a closing parenthesis")
            got = True
        if got:
            if sym_unsupported:
                self.fail(hw.loc, "invalid hardware register: not supported on this GPU")
            if not _uint(hw.value, 6):
                self.fail(hw.loc, "invalid hardware register: only 6-bit values are legal")
            if not _uint(off.value, 5):
                self.fail(off.loc, "invalid bit offset: only 5-bit values are legal")
            if not _uint(size.value - 1, 5):
                self.fail(size.loc, "invalid bitfield width: only values from 1 to 32 are legal")
            val = hw.value | off.value << 6 | (size.value - 1) << 11
        else:
            val = self.parse_abs_expr("a hwreg macro, structured immediate")
        if not _uint(val, 16):
            self.fail(pos, "invalid immediate: only 16-bit values are legal")
        ops.append(Operand.imm(val, pos, "ImmTyHwreg"))
        return SUCCESS

    def p_parseSendMsg(self, ops: list[Operand]) -> int:
        st = self.st
        pos = self.toks[self.i].pos
        if self.try_skip_id("sendmsg", "("):
            mloc = self.toks[self.i].pos
            symbolic = False
            msg_sym = S.msg_id(self.toks[self.i].text, st) if self.toks[self.i].kind == ID else None
            if msg_sym is not None:
                msg = msg_sym
                symbolic = True
                self.lex()
            else:
                msg = self.parse_abs_expr("a message name")
            op = S.OP_NONE
            op_defined = False
            stream = S.STREAM_NONE
            stream_defined = False
            oloc = sloc = self.toks[self.i].pos
            if self.try_skip(","):
                op_defined = True
                oloc = self.toks[self.i].pos
                op_sym = S.msg_op_id(msg, self.toks[self.i].text, st) if self.toks[self.i].kind == ID else None
                if op_sym is not None:
                    op = op_sym
                    self.lex()
                else:
                    op = self.parse_abs_expr("an operation name")
                if self.try_skip(","):
                    stream_defined = True
                    sloc = self.toks[self.i].pos
                    stream = self.parse_abs_expr()
            self.skip(")", "expected a closing parenthesis")
            strict = symbolic
            if strict:
                if msg == S.UNSUPPORTED:
                    self.fail(mloc, "specified message id is not supported on this GPU")
            elif not S.valid_msg_id(msg, st):
                self.fail(mloc, "invalid message id")
            if strict and S.msg_requires_op(msg, st) != op_defined:
                if op_defined:
                    self.fail(oloc, "message does not support operations")
                self.fail(mloc, "missing message operation")
            if not S.valid_msg_op(msg, op, st, strict):
                if op == S.UNSUPPORTED:
                    self.fail(oloc, "specified operation id is not supported on this GPU")
                self.fail(oloc, "invalid operation id")
            if strict and not S.msg_supports_stream(msg, op, st) and stream_defined:
                self.fail(sloc, "message operation does not support streams")
            if not S.valid_msg_stream(msg, op, stream, st, strict):
                self.fail(sloc, "invalid message stream id")
            val = S.encode_msg(msg, op, stream)
        else:
            val = self.parse_abs_expr("a sendmsg macro")
            if not _uint(val, 16):
                self.fail(pos, "invalid immediate: only 16-bit values are legal")
        ops.append(Operand.imm(val, pos, "ImmTySendMsg"))
        return SUCCESS

    def p_parseInterpSlot(self, ops: list[Operand]) -> int:
        pos = self.toks[self.i].pos
        s = self.parse_id()
        if s is None:
            return NOMATCH
        slot = {"p10": 0, "p20": 1, "p0": 2}.get(s)
        if slot is None:
            self.fail(pos, "invalid interpolation slot")
        ops.append(Operand.imm(slot, pos, "ImmTyInterpSlot"))
        return SUCCESS

    def p_parseInterpAttr(self, ops: list[Operand]) -> int:
        pos = self.toks[self.i].pos
        s = self.parse_id()
        if s is None:
            return NOMATCH
        if not s.startswith("attr"):
            self.fail(pos, "invalid interpolation attribute")
        chan = {".x": 0, ".y": 1, ".z": 2, ".w": 3}.get(s[-2:])
        if chan is None:
            self.fail(pos, "invalid or missing interpolation attribute channel")
        num = s[4:-2]
        if not (num.isdigit() and num.isascii()) or len(num.lstrip("0")) > 3 or int(num) > 255:
            self.fail(pos, "invalid or missing interpolation attribute number")
        if int(num) > 32:
            self.fail(pos, "out of bounds interpolation attribute number")
        ops.append(Operand.imm(int(num), pos, "ImmTyInterpAttr"))
        ops.append(Operand.imm(chan, pos + len(s) - 2, "ImmTyInterpAttrChan"))
        return SUCCESS

    def p_parseExpTgt(self, ops: list[Operand]) -> int:
        pos = self.toks[self.i].pos
        s = self.parse_id()
        if s is None:
            return NOMATCH
        tid = S.exp_target_id(s)
        if tid is None:
            self.fail(pos, "invalid exp target")
        if not S.exp_target_supported(tid, self.st):
            self.fail(pos, "exp target is not supported on this GPU")
        ops.append(Operand.imm(tid, pos, "ImmTyExpTgt"))
        return SUCCESS

    def p_parseSwizzle(self, ops: list[Operand]) -> int:
        pos = self.toks[self.i].pos
        if not self.try_skip_id("offset"):
            return NOMATCH
        self.skip(":", "expected a colon")
        if self.try_skip_id("swizzle"):
            imm = self._parse_swizzle_macro()
        else:
            loc = self.toks[self.i].pos
            imm = self.parse_abs_expr("a swizzle macro")
            if not _uint(imm, 16):
                self.fail(loc, "expected a 16-bit offset")
        ops.append(Operand.imm(imm, pos, "ImmTySwizzle"))
        return SUCCESS

    def _swz_operand(self, lo: int, hi: int, msg: str) -> tuple[int, int]:
        self.skip(",", "expected a comma")
        loc = self.toks[self.i].pos
        v = self.parse_abs_expr()
        if v < lo or v > hi:
            self.fail(loc, msg)
        return v, loc

    def _parse_swizzle_macro(self) -> int:
        self.skip("(", "expected a left parentheses")
        mloc = self.toks[self.i].pos

        def bitmask(and_m: int, or_m: int, xor_m: int) -> int:
            return 0 | and_m | or_m << 5 | xor_m << 10

        if self.try_skip_id("QUAD_PERM"):
            imm = 0x8000
            for i in range(4):
                v, _ = self._swz_operand(0, 3, "expected a 2-bit lane id")
                imm |= v << (2 * i)
        elif self.try_skip_id("BITMASK_PERM"):
            self.skip(",", "expected a comma")
            sloc = self.toks[self.i].pos
            if self.toks[self.i].kind != STR:
                self.fail(self.toks[self.i].pos, "expected a string")
            ctl = str(self.toks[self.i].value)
            self.lex()
            if len(ctl) != 5:
                self.fail(sloc, "expected a 5-character mask")
            a = o = x = 0
            for i, ch in enumerate(ctl):
                m = 1 << (4 - i)
                if ch == "0":
                    pass
                elif ch == "1":
                    o |= m
                elif ch == "p":
                    a |= m
                elif ch == "i":
                    a |= m
                    x |= m
                else:
                    self.fail(sloc, "invalid mask")
            imm = bitmask(a, o, x)
        elif self.try_skip_id("BROADCAST"):
            g, gloc = self._swz_operand(2, 32, "group size must be in the interval [2,32]")
            if g & (g - 1):
                self.fail(gloc, "group size must be a power of two")
            lane, _ = self._swz_operand(0, g - 1,
                                        "lane id must be in the interval [0,group size - 1]")
            imm = bitmask(31 - g + 1, lane, 0)
        elif self.try_skip_id("SWAP"):
            g, gloc = self._swz_operand(1, 16, "group size must be in the interval [1,16]")
            if g & (g - 1):
                self.fail(gloc, "group size must be a power of two")
            imm = bitmask(31, 0, g)
        elif self.try_skip_id("REVERSE"):
            g, gloc = self._swz_operand(2, 32, "group size must be in the interval [2,32]")
            if g & (g - 1):
                self.fail(gloc, "group size must be a power of two")
            imm = bitmask(31, 0, g - 1)
        else:
            self.fail(mloc, "expected a swizzle mode")
        self.skip(")", "expected a closing parentheses")
        return imm

    def p_parseGPRIdxMode(self, ops: list[Operand]) -> int:
        pos = self.toks[self.i].pos
        if self.try_skip_id("gpr_idx", "("):
            if self.try_skip(")"):
                imm = 0
            else:
                imm = 0
                while True:
                    loc = self.toks[self.i].pos
                    mode = 0
                    for k, name in enumerate(("SRC0", "SRC1", "SRC2", "DST")):
                        if self.try_skip_id(name):
                            mode = 1 << k
                            break
                    if not mode:
                        self.fail(loc, "expected a VGPR index mode or a closing parenthesis"
                                  if imm == 0 else "expected a VGPR index mode")
                    if imm & mode:
                        self.fail(loc, "duplicate VGPR index mode")
                    imm |= mode
                    if self.try_skip(")"):
                        break
                    self.skip(",", "expected a comma or a closing parenthesis")
        else:
            imm = self.parse_absolute()
            if not _uint(imm, 4):
                self.fail(pos, "invalid immediate: only 4-bit values are legal")
        ops.append(Operand.imm(imm, pos, "ImmTyGprIdxMode"))
        return SUCCESS

    def p_parseSOPPBrTarget(self, ops: list[Operand]) -> int:
        if self.is_register() or self.is_modifier():
            return NOMATCH
        pos = self.toks[self.i].pos
        e = self.parse_expression()
        if isinstance(e, int):
            op = Operand.imm(e, pos)
            ops.append(op)
            if not (_int(e, 16) or _uint(e, 16)):
                self.error(pos, "expected a 16-bit signed jump offset")
        else:
            ops.append(Operand.expression(e, pos, self.toks[self.i - 1].end))
            if e.op != "sym":
                self.error(pos, "expected an absolute expression or a label")
        return SUCCESS

    def p_parseEndpgm(self, ops: list[Operand]) -> int:
        pos = self.toks[self.i].pos
        imm = 0
        save_i, save_err = self.i, self.err
        try:
            e = self.parse_expression()
            imm = e if isinstance(e, int) else 0
            if not isinstance(e, int):
                self.i = save_i
        except _Fail:
            self.i, self.err = save_i, save_err
            imm = 0
        if not _uint(imm, 16):
            self.fail(pos, "expected a 16-bit value")
        ops.append(Operand.imm(imm, pos, "ImmTyEndpgm"))
        return SUCCESS

    def parse_vopd(self, ops: list[Operand]) -> int:
        if not self.st.has("FeatureVOPD"):
            return NOMATCH
        t, nt = self.toks[self.i], self.peek()
        if t.kind == ":" and nt.kind == ":" and nt.pos == t.end:
            pos = t.pos
            self.lex()
            self.lex()
            ops.append(Operand.token("::", pos))
            loc = self.toks[self.i].pos
            if self.toks[self.i].kind == ID:
                ops.append(Operand.token(self.toks[self.i].text, loc))
                self.lex()
                return SUCCESS
            self.fail(loc, "expected a VOPDY instruction after ::")
        return NOMATCH
