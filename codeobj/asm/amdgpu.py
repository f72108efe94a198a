"""The AMDGPU side of the assembler: target and code object version, kernel descriptors,
metadata notes, LDS symbols, the V2 directive set, predefined symbols, instructions, and the
choice of R_AMDGPU_* relocation for each fixup.

The kernel descriptor bytes come from :func:`codeobj.kernel.descriptor.encode`, the V2
``amd_kernel_code_t`` from :func:`codeobj.kernel.amd_kernel_code.encode_kernel_code`, metadata from
:mod:`codeobj.metadata.from_yaml`, and instruction encodings from the ISA layer through
:mod:`codeobj.asm.isa_bridge`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import CodeObjectError
from ..formats.elf import SHF, SHT, STT, STV
from ..formats.relocations import R_AMDGPU
from .expr import Const, ExprError, to_signed
from .lexer import INT, RAW, Token
from .model import AsmError, AsmSection, Fixup, Relocation, Symbol

if TYPE_CHECKING:
    from ..targets import TargetID
    from .assembler import Assembler

__all__ = ["DEFAULT_CODE_OBJECT_VERSION", "AMDGPUTarget"]

DEFAULT_CODE_OBJECT_VERSION = 5  # llvm-mc 19's default
_S_NOP_0 = (0xBF800000).to_bytes(4, "little")

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


class _Block:
    """An open ``.amdhsa_kernel`` / ``.amd_kernel_code_t`` block."""

    def __init__(self, kind: str, name: str, tok: Token) -> None:
        self.kind = kind
        self.name = name
        self.tok = tok
        self.items: list[tuple[str, int]] = []
        self.where: dict[str, Token] = {}
        self.lines: list[tuple[Token, Token]] = []  # (directive, value) tokens per item
        self.end_tok: Token | None = None


class AMDGPUTarget:
    """Installed on the :class:`Assembler`; handles everything AMDGPU-specific."""

    def __init__(self, asm: Assembler) -> None:
        self.asm = asm
        self.target: TargetID | None = None
        self.cli_target: TargetID | None = None
        self.code_object_version: int | None = None
        self.cli_code_object_version: int | None = None
        self.directive_target_tok: Token | None = None
        self.block: _Block | None = None
        self.metadata: bytes | None = None
        self._offset3f_bug: bool | None = None
        self.branch_count = 0
        self.metadata_tok: Token | None = None
        self.notes_v2: list[tuple[str, int, bytes]] = []
        self.note_section: AsmSection | None = None
        self.kernels: list[str] = []
        self.pending_kernels: list[tuple[_Block, AsmSection, int]] = []

    # -- configuration ----------------------------------------------------------------------

    def configure(self, mcpu: str | None, code_object_version: int | None) -> None:
        from ..targets import TargetID

        if code_object_version is not None:
            self.cli_code_object_version = code_object_version
        if mcpu:
            self.cli_target = TargetID.parse(mcpu)
            self._set_target(self.cli_target)

    @property
    def version(self) -> int:
        return (self.code_object_version or self.cli_code_object_version
                or DEFAULT_CODE_OBJECT_VERSION)

    def _set_target(self, tid: TargetID) -> None:
        self.target = tid
        proc = tid.processor
        asm = self.asm
        names = (
            (".amdgcn.gfx_generation_number", proc.major),
            (".amdgcn.gfx_generation_minor", proc.minor),
            (".amdgcn.gfx_generation_stepping", proc.stepping),
            (".option.machine_version_major", proc.major),
            (".option.machine_version_minor", proc.minor),
            (".option.machine_version_stepping", proc.stepping),
        )
        for name, value in names:
            sym = asm.symbol(name)
            sym.predefined = True
            sym.value = Const(value, Token(INT, str(value), 0, 0))
        for name in (".amdgcn.next_free_vgpr", ".amdgcn.next_free_sgpr"):
            sym = asm.symbol(name)
            if sym.value is None:
                sym.predefined = True
                sym.value = Const(0, Token(INT, "0", 0, 0))

    def require_target(self, tok: Token) -> TargetID:
        if self.target is None:
            raise AsmError("no target processor: pass --mcpu or put an .amdgcn_target "
                           "directive first", tok)
        return self.target

    # -- hooks called by the assembler ------------------------------------------------------

    @property
    def in_block(self) -> bool:
        return self.block is not None

    def label_defined(self, sym: Symbol) -> None:
        pass

    def nop_fill(self, count: int) -> bytes:
        """Code padding: zeros up to a dword boundary, then ``s_nop 0``."""
        return bytes(count % 4) + _S_NOP_0 * (count // 4)

    def handle_statement(self, name: str, tok: Token) -> bool:
        if self.block is not None:
            self._block_statement(name, tok)
            return True
        handler = _DIRECTIVES.get(name)
        if handler is None:
            return False
        handler(self, tok)
        return True

    def instruction(self, tok: Token) -> None:
        from .isa_bridge import encode_instruction

        target = self.require_target(tok)
        asm = self.asm
        last = asm.toks[-1]
        if last is tok:
            text = tok.text
        elif last.kind == RAW:
            text = f"{tok.text} {last.text}"
        else:
            text = asm._lexer.text[tok.pos : last.end]
        split = len(tok.text) + 1

        def column_of(pos: int) -> tuple[int, int]:
            if last.kind == RAW and last is not tok and pos >= split:
                return last.line, last.col + pos - split
            return tok.line, tok.col + pos

        encoded = encode_instruction(text, target, asm, tok, asm.mattr, column_of)
        sec = asm.current
        base = len(sec.data)
        sec.data += encoded.data
        ordinal = -1
        if self._offset3f_bug is None:
            self._offset3f_bug = target.processor.offset_3f_bug
        if self._offset3f_bug and tok.text.lower().startswith(("s_branch", "s_cbranch")):
            self.branch_count += 1
            ordinal = self.branch_count
        for fx in encoded.fixups:
            fx.section = sec
            fx.offset += base
            fx.pc_end += base
            if fx.kind == "sopp_br":
                fx.insn = ordinal
            sec.fixups.append(fx)
        if ordinal in asm.padded_branches:
            sec.data += _S_NOP_0  # llvm-mc's relaxed branch: the branch, then s_nop 0
        if ordinal >= 0:
            # llvm-mc puts such a branch in a fragment of its own: data after it starts a new
            # one (`.reloc` counts constant offsets from there)
            sec.frag_start = len(sec.data)
        asm.i = len(asm.toks)

    def finish_parse(self) -> None:
        asm = self.asm
        if self.block is not None:
            if self.block.kind == "kernel":
                asm.report("expected .amdhsa_ directive or .end_amdhsa_kernel",
                           asm._main.line, 1)
            else:
                asm.report("expected directive .end_amd_kernel_code_t not found",
                           self.block.tok.line, self.block.tok.col)
            self.block = None
        if self.metadata is not None and self.version >= 3:
            self._emit_note("AMDGPU", 32, self.metadata)

    # -- expression functions ---------------------------------------------------------------

    def call_value(self, name: str, args: list[int], tok: Token) -> int:
        """AMDGPU's expression functions (AMDGPUMCExpr in llvm-mc 19)."""
        from .expr import ExprError

        def need(n: int) -> None:
            if len(args) != n:
                raise ExprError(f"{name} takes {n} arguments", tok)

        if name == "max":
            return max(args)
        if name == "or":
            out = 0
            for a in args:
                out |= a
            return out
        if name == "alignto":
            need(2)
            value, align = args
            return -(-value // align) * align if align > 0 else value
        if name == "totalnumvgprs":
            need(2)
            agprs, vgprs = args
            # one VGPR file holds both on the gfx90a family, the AGPRs from a 4-aligned offset
            unified = self.target is not None and self.target.processor.gfx90a_insts
            if agprs and unified:
                return -(-vgprs // 4) * 4 + agprs
            return max(agprs, vgprs)
        raise ExprError(f"the {name}() expression function is not supported by codeobj", tok)

    # -- notes ------------------------------------------------------------------------------

    def _note_section(self) -> AsmSection:
        if self.note_section is None:
            self.note_section = self.asm._get_section(".note", SHT.NOTE, SHF.ALLOC)
            self.note_section.alignment = 4
        return self.note_section

    def _emit_note(self, owner: str, note_type: int, desc: bytes) -> None:
        name = owner.encode() + b"\0"
        sec = self._note_section()
        out = len(name).to_bytes(4, "little") + len(desc).to_bytes(4, "little")
        out += note_type.to_bytes(4, "little") + name + bytes(-len(name) % 4)
        out += desc + bytes(-len(desc) % 4)
        sec.data += out

    # -- fixups -----------------------------------------------------------------------------

    def rebase(self, moved: dict) -> None:
        """Subsections were appended to their sections: move the pending descriptors."""
        self.pending_kernels = [
            (block, moved.get(id(sec), (sec, 0))[0], offset + moved.get(id(sec), (sec, 0))[1])
            for block, sec, offset in self.pending_kernels]

    def apply_fixup(self, fx: Fixup) -> None:
        asm = self.asm
        v = asm.evaluate(fx.expr)
        sec = fx.section
        if fx.kind == "sopp_br":
            return self._branch_fixup(fx, v)
        if fx.kind == "lit32" and v.variant is None:
            return self._literal_fixup(fx, v)
        if v.is_absolute:
            value = v.const
            if fx.kind == "lit32":
                value &= 0xFFFFFFFF
            sec.data[fx.offset : fx.offset + fx.size] = asm.encode_int(
                value, fx.size, fx.tok,
                f"value evaluated as {to_signed(value)} is out of range.")
            return
        if fx.kind == "data" and fx.size < 4:
            return self._small_data_fixup(fx, v)
        pcrel = False
        addend = to_signed(v.const)
        if v.sym_b is not None:
            pcrel = True
            addend += _subtrahend_distance(fx, v.sym_b)
        a = v.sym_a
        if a is None:
            raise AsmError("expected relocatable expression", fx.tok)
        if v.variant is not None:
            rtype = _VARIANT_RELOCS[v.variant]
        elif fx.size == 4:
            rtype = R_AMDGPU.REL32 if pcrel else R_AMDGPU.ABS32
        elif fx.size == 8:
            rtype = R_AMDGPU.REL64 if pcrel else R_AMDGPU.ABS64
        else:
            raise AsmError("unsupported relocation type", fx.tok)
        self._relocate(fx, rtype, a, addend, keep_symbol=v.variant in _KEEP_SYMBOL)

    def _literal_fixup(self, fx: Fixup, v) -> None:
        """A 32-bit instruction literal naming a symbol.  llvm-mc 19 gives these a PC-relative
        fixup kind, which shows: a local label in the same section becomes ``label - P``, any
        other symbol an R_AMDGPU_REL32 whose addend is the plain constant, and a value that
        turns out constant only through a later `.set` an R_AMDGPU_REL32 with no symbol."""
        from .expr import expr_tokens_used

        sec = fx.section
        if v.is_absolute:
            if any(s.value is None for s in expr_tokens_used(fx.expr)):
                sec.data[fx.offset : fx.offset + 4] = (v.const & 0xFFFFFFFF).to_bytes(4, "little")
                return
            fx.section.relocations.append(
                Relocation(fx.offset, int(R_AMDGPU.REL32), None, to_signed(v.const)))
            return
        a = v.sym_a
        addend = to_signed(v.const)
        if v.sym_b is None and a is not None and a.section is sec and a.binding not in (
                "global", "weak") and a.value is None:
            value = a.offset + addend - fx.offset
            sec.data[fx.offset : fx.offset + 4] = (value & 0xFFFFFFFF).to_bytes(4, "little")
            return
        if v.sym_b is not None:
            addend += _subtrahend_distance(fx, v.sym_b)
        if a is None:
            raise AsmError("expected relocatable expression", fx.tok)
        self._relocate(fx, R_AMDGPU.REL32, a, addend, keep_symbol=False)

    def _small_data_fixup(self, fx: Fixup, v) -> None:
        """llvm-mc 19 gives 1- and 2-byte symbolic data the branch fixup: an undefined symbol
        is an "undefined label", a defined one gets R_AMDGPU_REL16 with the plain addend."""
        a = v.sym_a
        if a is None or v.sym_b is not None or v.variant is not None:
            raise AsmError("expected relocatable expression", fx.tok)
        if not a.is_defined:
            raise AsmError(f"undefined label '{a.name}'", fx.tok)
        self._relocate(fx, R_AMDGPU.REL16, a, to_signed(v.const), keep_symbol=False)

    def _branch_fixup(self, fx: Fixup, v) -> None:
        asm = self.asm
        sec = fx.section
        a = v.sym_a
        if v.sym_b is None and a is not None and a.section is sec and a.binding not in (
                "global", "weak"):
            delta = a.offset + to_signed(v.const) - fx.pc_end
            words = delta >> 2
            if delta & 3 or not -(1 << 15) <= words < (1 << 15):
                raise AsmError("branch size exceeds simm16", fx.tok)
            if words == 0x3F:
                self._needs_padding(fx)
            sec.data[fx.offset : fx.offset + 2] = (words & 0xFFFF).to_bytes(2, "little")
            return
        if v.is_absolute:
            sec.data[fx.offset : fx.offset + 2] = asm.encode_int(v.const, 2, fx.tok)
            return
        if a is None or v.sym_b is not None:
            raise AsmError("expected relocatable expression", fx.tok)
        if not a.is_defined:
            raise AsmError(f"undefined label '{a.name}'", fx.tok)
        self._needs_padding(fx)  # llvm-mc relaxes every branch it cannot resolve
        # the field holds (addend - 4) / 4, as llvm-mc applies the fixup to the addend
        addend = to_signed(v.const)
        words = int((addend - 4) / 4)
        sec.data[fx.offset : fx.offset + 2] = (words & 0xFFFF).to_bytes(2, "little")
        self._relocate(fx, R_AMDGPU.REL16, a, addend, keep_symbol=False)

    def _needs_padding(self, fx: Fixup) -> None:
        """gfx1010-family hardware bug (llvm-mc's FeatureOffset3fBug): a SOPP branch whose
        offset is 0x3f dwords, or that is not resolved in the object, gets an ``s_nop 0``
        after it.  Found while resolving fixups, so the file is assembled again with those
        branches padded (:func:`codeobj.asm.assemble`) until nothing new turns up."""
        if fx.insn >= 0 and fx.insn not in self.asm.padded_branches:
            self.asm.new_padded_branches.add(fx.insn)

    def _relocate(self, fx: Fixup, rtype: int, sym: Symbol, addend: int,
                  keep_symbol: bool) -> None:
        if sym.temporary and not sym.is_defined:
            raise AsmError(f"Undefined temporary symbol {sym.name}", fx.tok)
        if sym.value is not None and sym.binding not in ("global", "weak"):
            raise AsmError("expected relocatable expression", fx.tok)
        if (not keep_symbol and sym.section is not None and sym.binding not in ("global", "weak")
                and sym.lds is None):
            target = sym.section.symbol
            addend += sym.offset
        else:
            target = sym
        target.used_in_reloc = True
        self.asm.register(target)
        fx.section.relocations.append(Relocation(fx.offset, int(rtype), target, addend))

    # -- block statements -------------------------------------------------------------------

    def _block_statement(self, name: str, tok: Token) -> None:
        asm = self.asm
        block = self.block
        assert block is not None
        if block.kind == "kernel":
            if name == ".end_amdhsa_kernel":
                asm.expect_end()
                self.block = None
                block.end_tok = tok
                self._end_kernel(block)
                return
            if not name.startswith(".amdhsa_"):
                self.block = None
                raise AsmError("expected .amdhsa_ directive or .end_amdhsa_kernel", tok)
            expr = asm.parse_expr()
            asm.expect_end()
            block.items.append((name, expr))
            block.where.setdefault(name, expr.tok)
            block.lines.append((tok, expr.tok))
            return
        if name == ".end_amd_kernel_code_t":
            asm.expect_end()
            self.block = None
            self._end_kernel_code(block)
            return
        # `key = value` lines
        asm.expect_punct("=", "expected '='")
        expr = asm.parse_expr()
        asm.expect_end()
        block.items.append((tok.text, asm.absolute(expr)))
        block.where.setdefault(tok.text, tok)

    def _end_kernel(self, block: _Block) -> None:
        from ..kernel.descriptor import encode

        asm = self.asm
        target = self.require_target(block.tok)
        values = self._block_values(block, final=False)
        data = bytes(64)
        if values is not None:
            try:
                data = encode(values, target.processor, self.version, xnack=target.xnack)
            except CodeObjectError as e:
                self._kernel_error(block, e)
                return
        # no alignment: llvm-mc 19 and 15 put the descriptor where the section is (the
        # compiler writes `.p2align 6` before the block)
        code_sym = asm.symbol(block.name)
        kd = asm.define_label(block.name + ".kd", block.tok)
        kd.binding = code_sym.binding
        kd.visibility = code_sym.visibility
        kd.elf_type = int(STT.OBJECT)
        kd.size = Const(64, block.tok)
        # static relocations from the descriptor need a non-preemptible kernel symbol
        if code_sym.visibility == STV.DEFAULT:
            code_sym.visibility = int(STV.PROTECTED)
        asm.dwarf.consume()  # a pending .loc gets its row at the descriptor, as in llvm-mc
        offset = len(asm.current.data)
        asm.current.data += data
        # llvm-mc emits the descriptor's fields as expressions, in field order: their symbols
        # enter the symbol table now (the three segment sizes come first)
        first = (".amdhsa_group_segment_fixed_size", ".amdhsa_private_segment_fixed_size",
                 ".amdhsa_kernarg_size")
        for name, expr in sorted(block.items, key=lambda item: item[0] not in first):
            asm.register_used(expr)
        if values is None:
            # a value names a symbol defined further down (llvm-mc 19 keeps such values as
            # expressions): the descriptor is encoded once the whole file is read
            self.pending_kernels.append((block, asm.current, offset))
        # kernel_code_entry_byte_offset: the kernel's address relative to its descriptor
        from .expr import Binary, SymRef

        entry = Binary("-", SymRef(code_sym, None, block.tok), SymRef(kd, None, block.tok),
                       block.tok)
        asm.current.data[offset + 16 : offset + 24] = bytes(8)
        asm.current.fixups.append(Fixup(asm.current, offset + 16, 8, entry, "data", block.tok))
        self.kernels.append(block.name)

    def _block_values(self, block: _Block, final: bool) -> list[tuple[str, int]] | None:
        """The block's values, or None when one is not known yet (``final``: it must be)."""
        asm = self.asm
        out = []
        for name, expr in block.items:
            try:
                v = asm.evaluate(expr)
            except ExprError as e:
                if not final:
                    return None
                raise AsmError(e.message, line=e.line, col=e.col) from None
            if not v.is_absolute:
                if not final:
                    return None
                raise AsmError("expected absolute expression", expr.tok)
            out.append((name, to_signed(v.const)))
        return out

    def finish_layout(self) -> None:
        """Encode the descriptors whose values were not known at .end_amdhsa_kernel."""
        from ..kernel.descriptor import encode

        for block, section, offset in self.pending_kernels:
            try:
                values = self._block_values(block, final=True)
                data = encode(values, self.target.processor, self.version,
                              xnack=self.target.xnack)
            except AsmError as e:
                self.asm.report(e.message, e.line, e.col)
                continue
            except CodeObjectError as e:
                where = block.where.get(getattr(e, "directive", None) or "") or block.end_tok
                self.asm.report(e.message, where.line, where.col)
                continue
            section.data[offset : offset + 64] = data

    def _kernel_error(self, block: _Block, e: CodeObjectError) -> None:
        """Report a descriptor error where llvm-mc reports it.  llvm-mc checks each directive
        as it reads it and leaves the block at the first bad one, so the lines after it (and
        the ``.end_amdhsa_kernel``) are then "unknown directive"s; the checks made at the end
        point just past ``.end_amdhsa_kernel``."""
        asm = self.asm
        directive = getattr(e, "directive", None)
        end = block.end_tok
        per_directive = e.message.startswith(("unknown", "directive requires", ".amdhsa_")) or (
            e.message in ("value out of range",)) or "requires" in e.message or (
            "not supported" in e.message)
        at_end = (directive is None or not per_directive
                  or e.message.endswith("directive is required"))
        if at_end or directive not in block.where:
            line, col = (end.line, end.col + len(end.text)) if end else (block.tok.line, 1)
            asm.report(e.message, line, col)
            return
        occurrences = [i for i, (n, _) in enumerate(block.items) if n == directive]
        index = occurrences[1] if "repeated" in e.message and len(occurrences) > 1 else (
            occurrences[0])
        name_tok, value_tok = block.lines[index]
        where = name_tok if e.message.startswith(("unknown", "directive requires")) else (
            value_tok)
        asm.report(e.message, where.line, where.col)
        for later, _ in block.lines[index + 1 :]:
            asm.report("unknown directive", later.line, later.col)
        if end is not None:
            asm.report("unknown directive", end.line, end.col)

    def _end_kernel_code(self, block: _Block) -> None:
        from ..kernel.amd_kernel_code import encode_kernel_code

        target = self.require_target(block.tok)
        try:
            data = encode_kernel_code(block.items, target.processor)
        except CodeObjectError as e:
            where = block.where.get(getattr(e, "field", None) or "")
            raise AsmError(e.message, where or block.tok) from None
        self.asm.dwarf.consume()
        self.asm.emit_bytes(data, block.tok)


# -- AMDGPU directives ----------------------------------------------------------------------


def _d_amdgcn_target(t: AMDGPUTarget, tok: Token) -> None:
    from ..targets import TargetID

    asm = t.asm
    str_tok = asm.peek()
    text = asm.expect_string("expected string").decode()
    asm.expect_end()
    try:
        tid = TargetID.parse(text)
    except CodeObjectError as e:
        raise AsmError(f"invalid target id {text}: {e.message}", str_tok) from None
    plus_spelling = "+" in text.rpartition("--")[2].split(":")[0]
    v3_form = plus_spelling or t.version <= 3
    if v3_form:
        # `gfx900+xnack`: a named feature is on, an unnamed supported one is off
        settings = {f: (getattr(tid, f) is True) for f in ("xnack", "sramecc")
                    if f in tid.processor.features}
        tid = tid.with_features(**settings)
    if t.cli_target is not None:
        cli = t.cli_target
        if v3_form:
            same = tid.v3_name() == cli.v3_name()
        else:
            same = (tid.processor.name == cli.processor.name and tid.xnack == cli.xnack
                    and tid.sramecc == cli.sramecc)
        if not same:
            raise AsmError(f".amdgcn_target directive's target id {text} does not match the "
                           f"specified target id {cli.full}", str_tok)
        tid = cli
    elif t.target is not None and t.directive_target_tok is not None and tid != t.target:
        raise AsmError(f".amdgcn_target directive's target id {text} does not match the "
                       f"earlier target id {t.target.full}", str_tok)
    if plus_spelling and t.code_object_version is None and (
            t.cli_code_object_version is None):
        t.code_object_version = 3  # the `gfx900+xnack` spelling is the V2/V3 form
    t.directive_target_tok = str_tok
    t._set_target(tid)


def _d_code_object_version(t: AMDGPUTarget, tok: Token) -> None:
    asm = t.asm
    expr = asm.parse_expr()
    asm.expect_end()
    value = asm.absolute(expr)
    if value not in (2, 3, 4, 5, 6):
        raise AsmError(f"unsupported code object version {value}", expr.tok)
    if t.cli_code_object_version is not None and value != t.cli_code_object_version:
        raise AsmError(f".amdhsa_code_object_version {value} does not match the requested "
                       f"code object version {t.cli_code_object_version}", expr.tok)
    t.code_object_version = value


def _d_amdhsa_kernel(t: AMDGPUTarget, tok: Token) -> None:
    asm = t.asm
    name_tok = asm.expect_ident("expected symbol name after .amdhsa_kernel")
    asm.expect_end()
    t.require_target(tok)
    t.block = _Block("kernel", asm.name_of(name_tok), tok)


def _d_amd_kernel_code_t(t: AMDGPUTarget, tok: Token) -> None:
    t.asm.expect_end()
    t.require_target(tok)
    t.block = _Block("code", "", tok)


def _d_stray_end(t: AMDGPUTarget, tok: Token) -> None:
    raise AsmError("unknown directive", tok)  # llvm-mc's word for an end without a start


def _raw_block(t: AMDGPUTarget, tok: Token, end: str) -> tuple[str, int, int]:
    """The body of a raw block, and the line and column just past its end directive."""
    asm = t.asm
    asm.expect_end()
    lexer = asm._lexer
    lines = []
    while not lexer.at_end:
        raw, line = lexer.raw_statement()
        if raw.strip().lower() == end:
            return "\n".join(lines) + "\n", line, len(raw.rstrip()) + 1
        lines.append(raw)
    raise AsmError(f"expected directive {end} not found", tok)


# enumerations llvm-mc's metadata verifier checks (other enum findings are only warnings)
_VERIFIED_ENUMS = (".value_kind", ".address_space", ".access", ".actual_access")


def _metadata_problem(document: object, version: int) -> str | None:
    """Why llvm-mc's verifier would refuse this V3+ metadata, or None.  Findings come from
    codeobj.metadata.schema; llvm-mc 19 does not check amdhsa.target's type."""
    from ..metadata.schema import validate

    for finding in validate(document, version):
        if finding.path == "amdhsa.target" or finding.kind == "version":
            continue
        if finding.severity == "error" or (
                finding.kind == "enum" and finding.path.endswith(_VERIFIED_ENUMS)):
            return finding.message
    return None


def _d_amdgpu_metadata(t: AMDGPUTarget, tok: Token) -> None:
    from ..metadata.from_yaml import yaml_to_document, yaml_to_msgpack

    text, end_line, end_col = _raw_block(t, tok, ".end_amdgpu_metadata")
    if t.metadata is not None:
        raise AsmError("only one .amdgpu_metadata block is allowed", tok)
    try:
        document = yaml_to_document(text)
        problem = _metadata_problem(document, max(t.version, 3))
        if problem is not None:
            t.metadata_problem = problem
            raise AsmError("invalid HSA metadata", line=end_line, col=end_col)
        t.metadata = yaml_to_msgpack(text)
    except CodeObjectError:
        raise AsmError("invalid HSA metadata", line=end_line, col=end_col) from None
    t.metadata_tok = tok
    if t.version >= 3:
        # llvm-mc creates .note here (the note itself is written at the end), so sections
        # entered after the block -- clang -g's trailing .debug_line -- come after it
        t._note_section()


def _d_v2_metadata(t: AMDGPUTarget, tok: Token) -> None:
    from ..metadata.from_yaml import v2_metadata_note

    text, end_line, end_col = _raw_block(t, tok, ".end_amd_amdgpu_hsa_metadata")
    try:
        desc = v2_metadata_note(text)
    except CodeObjectError:
        raise AsmError("invalid HSA metadata", line=end_line, col=end_col) from None
    t._emit_note("AMD", 10, desc)


def _d_amdgpu_lds(t: AMDGPUTarget, tok: Token) -> None:
    asm = t.asm
    name_tok = asm.expect_ident("expected identifier")
    asm.expect_punct(",", "expected ','")
    size_expr = asm.parse_expr()
    size = asm.absolute(size_expr)
    alignment = 4
    if asm.accept_punct(","):
        align_expr = asm.parse_expr()
        alignment = asm.absolute(align_expr)
        if alignment <= 0 or alignment & (alignment - 1):
            raise AsmError("alignment must be a power of two", align_expr.tok)
        if alignment >= 1 << 31:
            raise AsmError("alignment is too large", align_expr.tok)
    asm.expect_end()
    if size < 0:
        raise AsmError("size must be non-negative", size_expr.tok)
    if size > 0xFFFFFFFF:
        raise AsmError("size is too large", size_expr.tok)
    sym = asm.symbol(asm.name_of(name_tok))
    if sym.is_defined:
        raise AsmError("invalid symbol redefinition", name_tok)
    asm.register(sym)
    sym.lds = (size, alignment)
    sym.binding = sym.binding or "global"
    sym.elf_type = int(STT.OBJECT)
    sym.size = Const(size, name_tok)


def _d_amdgpu_hsa_kernel(t: AMDGPUTarget, tok: Token) -> None:
    asm = t.asm
    name_tok = asm.expect_ident("expected symbol name")
    asm.expect_end()
    sym = asm.symbol(asm.name_of(name_tok))
    asm.register(sym)
    sym.elf_type = int(STT.AMDGPU_HSA_KERNEL)
    for name in (".kernel.vgpr_count", ".kernel.sgpr_count"):
        s = asm.symbol(name)
        s.predefined = True
        s.value = Const(0, name_tok)


def _d_hsa_code_object_version(t: AMDGPUTarget, tok: Token) -> None:
    asm = t.asm
    major = asm.parse_absolute()
    asm.expect_punct(",", "minor version number required, comma expected")
    minor = asm.parse_absolute()
    asm.expect_end()
    if t.code_object_version is None:
        t.code_object_version = 2
    t._emit_note("AMD", 1, major.to_bytes(4, "little") + minor.to_bytes(4, "little"))


def _d_hsa_code_object_isa(t: AMDGPUTarget, tok: Token) -> None:
    asm = t.asm
    if asm.at_end():
        target = t.require_target(tok)
        major, minor, stepping = target.v2_isa_version()
        vendor, arch = b"AMD", b"AMDGPU"
    else:
        major = asm.parse_absolute()
        asm.expect_punct(",", "minor version number required, comma expected")
        minor = asm.parse_absolute()
        asm.expect_punct(",", "stepping version number required, comma expected")
        stepping = asm.parse_absolute()
        asm.expect_punct(",", "vendor name required, comma expected")
        vendor = asm.expect_string("invalid vendor name")
        asm.expect_punct(",", "arch name required, comma expected")
        arch = asm.expect_string("invalid arch name")
        asm.expect_end()
        if t.target is None:
            from ..targets import target_from_isa_version

            tid = target_from_isa_version(major, minor, stepping)
            if tid is not None:
                t._set_target(tid)
    if t.code_object_version is None:
        t.code_object_version = 2
    desc = (len(vendor) + 1).to_bytes(2, "little") + (len(arch) + 1).to_bytes(2, "little")
    desc += major.to_bytes(4, "little") + minor.to_bytes(4, "little")
    desc += stepping.to_bytes(4, "little") + vendor + b"\0" + arch + b"\0"
    t._emit_note("AMD", 3, desc)


def _d_amd_amdgpu_isa(t: AMDGPUTarget, tok: Token) -> None:
    asm = t.asm
    str_tok = asm.peek()
    text = asm.expect_string("expected string").decode()
    asm.expect_end()
    target = t.require_target(tok)
    major, minor, stepping = target.v2_isa_version()
    expected = f"{target.processor.arch}-amd-amdhsa--gfx{major}{minor}{stepping}"
    if text != expected:
        raise AsmError(".amd_amdgpu_isa directive does not match triple and/or mcpu arguments "
                       "specified through the command line", str_tok)
    if t.code_object_version is None:
        t.code_object_version = 2
    t._emit_note("AMD", 11, text.encode())


_DIRECTIVES = {
    ".amdgcn_target": _d_amdgcn_target,
    ".amdhsa_code_object_version": _d_code_object_version,
    ".amdhsa_kernel": _d_amdhsa_kernel,
    ".end_amdhsa_kernel": _d_stray_end,
    ".amd_kernel_code_t": _d_amd_kernel_code_t,
    ".end_amd_kernel_code_t": _d_stray_end,
    ".amdgpu_metadata": _d_amdgpu_metadata,
    ".end_amdgpu_metadata": _d_stray_end,
    ".amd_amdgpu_hsa_metadata": _d_v2_metadata,
    ".amdgpu_lds": _d_amdgpu_lds,
    ".amdgpu_hsa_kernel": _d_amdgpu_hsa_kernel,
    ".hsa_code_object_version": _d_hsa_code_object_version,
    ".hsa_code_object_isa": _d_hsa_code_object_isa,
    ".amd_amdgpu_isa": _d_amd_amdgpu_isa,
}


def _subtrahend_distance(fx, b) -> int:
    """``A - B`` at a fixup becomes a PC-relative relocation against A when B is defined in the
    fixup's own section; the addend gains the distance from B to the fixup."""
    if not b.is_defined:
        raise AsmError(f"symbol '{b.name}' can not be undefined in a subtraction expression",
                       fx.tok)
    if b.section is not fx.section:
        raise AsmError("Cannot represent a difference across sections", fx.tok)
    return fx.offset - b.offset
