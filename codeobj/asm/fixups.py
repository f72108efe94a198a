"""The values left open while reading, once everything is laid out: the sizes of the layout
points (gfx1010 branch padding, LEB sizes, `.org`), then every fixup written into its section
or turned into an R_AMDGPU_* relocation, as llvm-mc 19 chooses them.

Data: 4 bytes -> ABS32 (REL32 when PC-relative), 8 -> ABS64 / REL64, 1 and 2 bytes naming a
symbol -> REL16.  Instruction literals follow llvm-mc 19's PC-relative literal fixup; branches
to a local label of the same section resolve, others get REL16.  A relocation against a local
symbol uses its section symbol plus offset, except ``@gotpcrel``.
"""

from __future__ import annotations

from typing import cast

from ..formats.elf import SHF
from ..formats.relocations import R_AMDGPU
from .diagnostics import Report
from .directives import encode_int, leb128
from .expr import ExprError, Value, expr_tokens_used, to_signed
from .model import (
    AsmError,
    AsmSection,
    BranchArgs,
    Fixup,
    LebArgs,
    OrgArgs,
    Point,
    Relocation,
    Symbol,
    SymRef,
)
from .sections import SectionStore
from .symbols import SymbolTable

__all__ = ["FixupResolver"]

_MASK64 = (1 << 64) - 1
_SCRATCH_RSRC = frozenset({"SCRATCH_RSRC_DWORD0", "SCRATCH_RSRC_DWORD1"})

_VARIANT_RELOCS = {
    "gotpcrel": R_AMDGPU.GOTPCREL,
    "gotpcrel32@lo": R_AMDGPU.GOTPCREL32_LO,
    "gotpcrel32@hi": R_AMDGPU.GOTPCREL32_HI,
    "rel32@lo": R_AMDGPU.REL32_LO,
    "rel32@hi": R_AMDGPU.REL32_HI,
    "rel64": R_AMDGPU.REL64,
    "abs32@lo": R_AMDGPU.ABS32_LO,
    "abs32@hi": R_AMDGPU.ABS32_HI,
}
# variants whose relocation must name the symbol itself (a GOT entry is per symbol)
_KEEP_SYMBOL = {"gotpcrel"}


#: the fixups of instruction operands (the others are those of directives)
_INSTRUCTION_FIXUPS = frozenset({"lit", "lit_data", "sopp_br"})


def _direct(sym: Symbol, sec: AsmSection) -> bool:
    """Whether ``sym`` is a label of ``sec`` that a branch or literal in ``sec`` reaches by its
    distance (not global or weak: no relocation, as llvm-mc does)."""
    return sym.section is sec and sym.binding not in ("global", "weak")


class FixupResolver:
    """Layout point sizes and fixup resolution for one assembly."""

    def __init__(self, symbols: SymbolTable, sections: SectionStore, report: Report) -> None:
        self.symbols = symbols
        self.sections = sections
        self.report = report

    # -- layout -------------------------------------------------------------------------------

    def point_size(self, point: Point, part: AsmSection, at: int) -> int:
        """The size ``point`` takes when it lands at ``at`` (sizes of branches and LEBs only
        grow, as in llvm-mc's relaxation)."""
        try:
            if point.kind == "branch":
                branch = cast(BranchArgs, point.args)[0]
                return 4 if branch is not None and self._branch_needs_nop(branch) else 0
            if point.kind == "leb":
                fx = cast(LebArgs, point.args)[0]
                v = self.symbols.evaluate(fx.expr)
                if not v.is_absolute:
                    return point.size
                value = to_signed(v.const) if fx.leb_signed else v.const & _MASK64
                return len(leb128(value, fx.leb_signed))
            if point.kind == "org":
                return self._org_size(point, part, at)
        except ExprError:
            pass
        return point.size

    def _branch_needs_nop(self, fx: Fixup) -> bool:
        """gfx1010-family hardware bug (llvm-mc's FeatureOffset3fBug): a SOPP branch whose
        offset comes out as 0x3f dwords, or that is relocated, gets an ``s_nop 0`` after it."""
        v = self.symbols.evaluate(fx.expr)
        a = v.sym_a
        if v.variant is not None:
            return True  # (relocated whatever it names)
        if v.is_absolute:
            return False
        if v.sym_b is None and a is not None and a.section is not None and a.value is None \
                and a.binding not in ("global", "weak"):
            pa, oa = self.sections.position(a.section, a.offset, a.epoch)
            pb, ob = self.sections.position(fx.section, fx.pc_end, fx.epoch)
            if pa is pb:
                return (oa + to_signed(v.const) - ob) >> 2 == 0x3F
        return a is not None and a.is_defined

    def _org_size(self, point: Point, part: AsmSection, at: int) -> int:
        """`.org` in a section laid out later: the bytes up to the target (an offset in the
        section, or a label of it)."""
        expr, _fill = cast(OrgArgs, point.args)
        v = self.symbols.evaluate(expr)
        a = v.sym_a
        if a is not None and v.sym_b is None and a.section is not None and a.value is None:
            pa, oa = self.sections.position(a.section, a.offset, a.epoch)
            if pa is not (part.parent or part):
                return point.size
            target = oa + to_signed(v.const)
        elif v.is_absolute:
            target = to_signed(v.const)
        else:
            return point.size
        if target < at:
            return 0  # reported once laid out (check_org)
        return target - at

    def check_org(self, point: Point, part: AsmSection, at: int) -> None:
        """The error of a `.org` in a section laid out later, where it landed."""
        expr, _fill = cast(OrgArgs, point.args)
        try:
            v = self.symbols.evaluate(expr)
        except ExprError as e:
            self.report(e.message, e.line, e.col, "error")
            return
        a = v.sym_a
        if v.is_absolute:
            target = to_signed(v.const)
        elif a is not None and v.sym_b is None and a.section is not None and a.value is None:
            pa, oa = self.sections.position(a.section, a.offset, a.epoch)
            if pa is not (part.parent or part):
                self.report("expected assembly-time absolute expression", expr.tok.line,
                            expr.tok.col, "error")
                return
            target = oa + to_signed(v.const)
        else:
            self.report("expected assembly-time absolute expression", expr.tok.line,
                        expr.tok.col, "error")
            return
        if target < at:
            self.report(f"invalid .org offset '{target}' (at offset '{at}')", expr.tok.line,
                        expr.tok.col, "error")

    # -- fixups -------------------------------------------------------------------------------

    def resolve(self) -> None:
        """Write or relocate every fixup, section by section, in order."""
        for sec in self.sections.sections:
            for fx in sec.fixups:
                try:
                    if fx.kind == "sopp_br":
                        # (a branch to a label of its section, most fixups: what evaluating
                        # the expression and _branch_fixup would do, without a Value)
                        expr = fx.expr
                        if type(expr) is SymRef and expr.variant is None:
                            a = expr.symbol
                            if a.value is None and _direct(a, fx.section):
                                self._branch_to(fx, a.offset - fx.pc_end)
                                continue
                        self._apply(fx)
                    elif fx.kind == "reloc":
                        self._reloc_fixup(fx)
                    elif fx.kind == "leb":
                        self._leb_fixup(fx)
                    else:
                        self._apply(fx)
                except AsmError as e:
                    self.report(e.message, e.line, e.col, e.severity)
                except ExprError as e:
                    if fx.kind in _INSTRUCTION_FIXUPS:
                        # an operand's expression is read from the operand's text alone (its
                        # tokens count lines and columns from there): reported at the
                        # instruction, as llvm-mc reports an instruction's fixups
                        self.report(e.message, fx.tok.line, fx.tok.col, "error")
                    else:
                        self.report(e.message, e.line, e.col, "error")

    def _leb_fixup(self, fx: Fixup) -> None:
        """A `.uleb128`/`.sleb128` whose value was not known where it was read."""
        v = self.symbols.evaluate(fx.expr)
        if not v.is_absolute:
            kind = ".sleb128" if fx.leb_signed else ".uleb128"
            where = getattr(fx.expr, "op_tok", None) or fx.expr.tok
            raise AsmError(f"{kind} expression is not absolute", where)
        value = to_signed(v.const) if fx.leb_signed else v.const & _MASK64
        fx.section.data[fx.offset:fx.offset + fx.size] = leb128(value, fx.leb_signed, fx.size)

    def _reloc_fixup(self, fx: Fixup) -> None:
        """A `.reloc`: the named type at the offset, against the value's symbol (a local
        label's section symbol) or none, with the constant as addend."""
        v = self.symbols.evaluate(fx.expr)
        if v.sym_b is not None:
            b = v.sym_b
            if not b.is_defined:
                raise AsmError(f"symbol '{b.name}' can not be undefined in a subtraction "
                               "expression", line=fx.tok.line, col=1)
            raise AsmError("expression must be relocatable", fx.expr.tok)
        self.relocate(fx, fx.reloc_type, v.sym_a, to_signed(v.const), keep_symbol=False)

    def _apply(self, fx: Fixup) -> None:
        v = self.symbols.evaluate(fx.expr)
        sec = fx.section
        if fx.kind == "sopp_br":
            return self._branch_fixup(fx, v)
        if fx.kind == "lit" and v.variant is None:
            return self._literal_fixup(fx, v)
        # (a literal with a plain fixup, ``lit_data``, is data of its size below)
        if v.is_absolute:
            value = v.const
            if fx.kind == "lit_data":
                value &= (1 << (8 * fx.size)) - 1
            sec.data[fx.offset:fx.offset + fx.size] = encode_int(
                value, fx.size, fx.tok, f"value evaluated as {to_signed(value)} is out of range.")
            return
        if fx.kind == "data" and fx.size < 4:
            return self._small_data_fixup(fx, v)
        pcrel = False
        addend = to_signed(v.const)
        if v.sym_b is not None:
            pcrel = True
            addend += _subtrahend_distance(fx, v.sym_b)
        a = v.sym_a
        if a is None and (v.variant is None or v.sym_b is not None):
            # (a constant with a variant is a relocation that names no symbol: llvm-mc's)
            raise AsmError("expected relocatable expression", fx.tok)
        if v.variant is not None:
            rtype = _VARIANT_RELOCS[v.variant]
        elif fx.size == 4:
            rtype = R_AMDGPU.REL32 if pcrel else R_AMDGPU.ABS32
        elif fx.size == 8:
            rtype = R_AMDGPU.REL64 if pcrel else R_AMDGPU.ABS64
        else:
            raise AsmError("unsupported relocation type", fx.tok)
        self.relocate(fx, rtype, a, addend, keep_symbol=v.variant in _KEEP_SYMBOL)

    def _literal_fixup(self, fx: Fixup, v: Value) -> None:
        """An instruction literal (4 or 8 bytes) naming a symbol, with llvm-mc's PC-relative
        fixup kind (``lit``), which shows: a local label in the same section becomes
        ``label - P``, any other symbol an R_AMDGPU_REL32 (REL64) whose addend is the plain
        constant, and a value that turns out constant only through a later `.set` one with no
        symbol.  (A literal whose expression is a subtraction, ``u-1``, has a plain fixup,
        ``lit_data``: its value, or an R_AMDGPU_ABS32/ABS64.)"""
        sec = fx.section
        size = fx.size
        rtype = R_AMDGPU.REL32 if size == 4 else R_AMDGPU.REL64
        mask = (1 << (8 * size)) - 1
        if v.is_absolute:
            if any(s.value is None for s in expr_tokens_used(fx.expr)):
                sec.data[fx.offset:fx.offset + size] = (v.const & mask).to_bytes(size, "little")
                return
            self.relocate(fx, rtype, None, to_signed(v.const), keep_symbol=False)
            return
        a = v.sym_a
        addend = to_signed(v.const)
        if v.sym_b is None and a is not None and _direct(a, sec) and a.value is None:
            value = a.offset + addend - fx.offset
            sec.data[fx.offset:fx.offset + size] = (value & mask).to_bytes(size, "little")
            return
        if v.sym_b is not None:
            addend += _subtrahend_distance(fx, v.sym_b)
        if a is None:
            raise AsmError("expected relocatable expression", fx.tok)
        self.relocate(fx, rtype, a, addend, keep_symbol=False)

    def _small_data_fixup(self, fx: Fixup, v: Value) -> None:
        """llvm-mc 19 gives 1- and 2-byte symbolic data the branch fixup: an undefined symbol
        is an "undefined label", a defined one gets R_AMDGPU_REL16 with the plain addend."""
        a = v.sym_a
        if a is None or v.sym_b is not None or v.variant is not None:
            raise AsmError("expected relocatable expression", fx.tok)
        if not a.is_defined:
            raise AsmError(f"undefined label '{a.name}'", fx.tok)
        self.relocate(fx, R_AMDGPU.REL16, a, to_signed(v.const), keep_symbol=False)

    def _branch_fixup(self, fx: Fixup, v: Value) -> None:
        sec = fx.section
        a = v.sym_a
        if v.variant is not None:
            # ``s_branch sym@rel32@lo``: llvm-mc relocates the branch word with the variant's
            # type, the symbol's or none (a constant), the offset field holding what the
            # branch fixup makes of 0: (0 - 4) / 4
            if v.sym_b is not None:
                raise AsmError("expected relocatable expression", fx.tok)
            sec.data[fx.offset:fx.offset + 2] = b"\xff\xff"
            self.relocate(fx, _VARIANT_RELOCS[v.variant], a, to_signed(v.const),
                          keep_symbol=v.variant in _KEEP_SYMBOL)
            return
        if v.sym_b is None and a is not None and _direct(a, sec):
            self._branch_to(fx, a.offset + to_signed(v.const) - fx.pc_end)
            return
        if v.is_absolute:
            sec.data[fx.offset:fx.offset + 2] = encode_int(v.const, 2, fx.tok)
            return
        if a is None or v.sym_b is not None:
            raise AsmError("expected relocatable expression", fx.tok)
        if not a.is_defined:
            raise AsmError(f"undefined label '{a.name}'", fx.tok)
        # the field holds (addend - 4) / 4, as llvm-mc applies the fixup to the addend
        addend = to_signed(v.const)
        words = int((addend - 4) / 4)
        sec.data[fx.offset:fx.offset + 2] = (words & 0xFFFF).to_bytes(2, "little")
        self.relocate(fx, R_AMDGPU.REL16, a, addend, keep_symbol=False)

    def _branch_to(self, fx: Fixup, delta: int) -> None:
        """A branch ``delta`` bytes from the end of its instruction, within its section."""
        words = delta >> 2
        if delta & 3 or not -(1 << 15) <= words < (1 << 15):
            raise AsmError("branch size exceeds simm16", fx.tok)
        fx.section.data[fx.offset:fx.offset + 2] = (words & 0xFFFF).to_bytes(2, "little")

    def relocate(self, fx: Fixup, rtype: int, sym: Symbol | None, addend: int,
                 keep_symbol: bool) -> None:
        """A relocation of ``rtype`` at the fixup against ``sym`` (a local one: its section's
        symbol, the addend moved), or naming no symbol when ``sym`` is None."""
        if sym is None:
            fx.section.relocations.append(Relocation(fx.offset, int(rtype), None, addend))
            return
        if sym.temporary and not sym.is_defined:
            raise AsmError(f"Undefined temporary symbol {sym.name}", fx.tok)
        if sym.value is not None and sym.binding not in ("global", "weak"):
            raise AsmError("expected relocatable expression", fx.tok)
        if sym.name in _SCRATCH_RSRC:
            # the scratch buffer's descriptor words: llvm-mc gives them R_AMDGPU_ABS32_LO
            # whatever the fixup (AMDGPUELFObjectWriter::getRelocType)
            rtype = R_AMDGPU.ABS32_LO
        # llvm-mc relocates against the section symbol instead of a local one, except in a
        # mergeable section with a nonzero addend: the linker would take section+offset for
        # another string (ELFObjectWriter::shouldRelocateWithSymbol)
        if (not keep_symbol and sym.section is not None and sym.binding not in ("global", "weak")
                and sym.lds is None and not (sym.section.flags & SHF.MERGE and addend)):
            # every section has its symbol from its creation (SymbolTable.section_symbol)
            target = cast(Symbol, sym.section.symbol)
            addend += sym.offset
        else:
            target = sym
        target.used_in_reloc = True
        self.symbols.register(target)
        fx.section.relocations.append(Relocation(fx.offset, int(rtype), target, addend))


def _subtrahend_distance(fx: Fixup, b: Symbol) -> int:
    """``A - B`` at a fixup becomes a PC-relative relocation against A when B is defined in the
    fixup's own section; the addend gains the distance from B to the fixup."""
    if not b.is_defined:
        raise AsmError(f"symbol '{b.name}' can not be undefined in a subtraction expression",
                       fx.tok)
    if b.section is not fx.section:
        raise AsmError("Cannot represent a difference across sections", fx.tok)
    return fx.offset - b.offset
