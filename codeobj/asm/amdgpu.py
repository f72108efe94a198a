"""The AMDGPU side of the assembler: target and code object version, kernel descriptors,
metadata notes, LDS symbols, the V2 directive set, predefined symbols and instructions.

The kernel descriptor bytes come from :func:`codeobj.kernel.descriptor.encode`, the V2
``amd_kernel_code_t`` from :func:`codeobj.kernel.amd_kernel_code.encode_kernel_code`, metadata from
:mod:`codeobj.metadata.from_yaml`, and instruction encodings from the ISA layer through
:mod:`codeobj.asm.isa_bridge`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from ..errors import CodeObjectError
from ..formats.elf import SHF, SHT, STT, STV
from .cursor import Cursor, name_of
from .diagnostics import Report
from .expr import Binary, Const, Expr, ExprError, SymRef, to_signed
from .isa_bridge import Encoded, InstructionEncoder
from .lexer import INT, RAW, Token
from .model import AsmError, AsmSection, Fixup, Symbol
from .sections import SectionStore
from .symbols import SymbolTable

if TYPE_CHECKING:
    from ..targets import Processor, TargetID

__all__ = ["DEFAULT_CODE_OBJECT_VERSION", "AMDGPUTarget"]

DEFAULT_CODE_OBJECT_VERSION = 5  # llvm-mc 19's default
#: the default of the llvm-mc that referees a processor (codeobj.isa.db.release_of): LLVM 22's
#: is code object V6 (llvm-mc-22 writes EI_ABIVERSION 4 without a version directive)
# by the LLVM release a processor came with (release_of: None for one the tables lack)
_RELEASE_CODE_OBJECT_VERSION: dict[str | None, int] = {"llvm19": 5, "llvm22": 6}


class _Block:
    """An open ``.amdhsa_kernel`` / ``.amd_kernel_code_t`` block."""

    def __init__(self, kind: str, name: str, tok: Token) -> None:
        self.kind = kind
        self.name = name
        self.tok = tok
        self.items: list[tuple[str, Expr]] = []  # .amdhsa_kernel: directive, value
        self.fields: list[tuple[str, int]] = []  # .amd_kernel_code_t: field, value
        self.where: dict[str, Token] = {}
        self.lines: list[tuple[Token, Token]] = []  # (directive, value) tokens per item
        self.end_tok: Token | None = None


class AMDGPUTarget:
    """Everything AMDGPU-specific of one assembly (``directives`` maps names to handlers)."""

    def __init__(self, symbols: SymbolTable, sections: SectionStore, report: Report,
                 mattr: str = "", release: str | None = None) -> None:
        self.symbols = symbols
        self.sections = sections
        self.report = report
        self.mattr = mattr  # -mattr style target features (+wavefrontsize64, ...)
        self.release = release  # the LLVM release whose encoding rules (codeobj.isa.db.LLVM)
        self.target: TargetID | None = None
        self.cli_target: TargetID | None = None
        self.code_object_version: int | None = None
        self.cli_code_object_version: int | None = None
        self.directive_target_tok: Token | None = None
        self.block: _Block | None = None
        self.metadata: bytes | None = None
        self.metadata_tok: Token | None = None
        self.note_section: AsmSection | None = None
        self.kernels: list[str] = []
        # descriptors encoded once the file is read: (block, section, offset, epoch)
        self.pending_kernels: list[tuple[_Block, AsmSection, int, int]] = []
        # descriptors by their blocks' values and what else encode() reads: the blocks of a
        # template's kernels are often alike, and are encoded once
        self._descriptors: dict[tuple[object, ...], bytes] = {}
        self.encoder: InstructionEncoder | None = None
        self._next_free: tuple[Symbol, Symbol] | None = None
        symbols.functions = self.call_value
        self.directives: dict[str, Callable[[Cursor, Token], None]] = {
            ".amdgcn_target": self._amdgcn_target,
            ".amdhsa_code_object_version": self._code_object_version,
            ".amdhsa_kernel": self._amdhsa_kernel,
            ".end_amdhsa_kernel": _stray_end,
            ".amd_kernel_code_t": self._amd_kernel_code_t,
            ".end_amd_kernel_code_t": _stray_end,
            ".amdgpu_metadata": self._amdgpu_metadata,
            ".end_amdgpu_metadata": _stray_end,
            ".amd_amdgpu_hsa_metadata": self._v2_metadata,
            ".amdgpu_lds": self._amdgpu_lds,
            ".amdgpu_hsa_kernel": self._amdgpu_hsa_kernel,
            ".hsa_code_object_version": self._hsa_code_object_version,
            ".hsa_code_object_isa": self._hsa_code_object_isa,
            ".amd_amdgpu_isa": self._amd_amdgpu_isa,
        }

    # -- configuration ----------------------------------------------------------------------

    def configure(self, mcpu: str | None, code_object_version: int | None) -> None:
        from ..targets import TargetID

        if code_object_version is not None:
            self.cli_code_object_version = code_object_version
        if mcpu:
            # the processor as the chosen LLVM release describes it (Processor.under): its
            # target-ID features, and so the e_flags written
            tid = TargetID.parse(mcpu, release=self.release)
            # -mattr=+xnack/-xnack/+sramecc/-sramecc set the target ID's features as llvm-mc's
            # AMDGPUTargetID::setTargetIDFromFeaturesString does (where the processor has them)
            changes = {}
            for feat in self._features():
                name = feat[1:]
                if feat[:1] in "+-" and name in ("xnack", "sramecc") and \
                        name in tid.processor.features:
                    changes[name] = feat[0] == "+"
            if changes:
                tid = TargetID(tid.processor, changes.get("sramecc", tid.sramecc),
                               changes.get("xnack", tid.xnack))
            self.cli_target = tid
            self._set_target(self.cli_target)

    @property
    def version(self) -> int:
        return (self.code_object_version or self.cli_code_object_version
                or self._release_default_version())

    def _release_default_version(self) -> int:
        if self.target is None:
            return DEFAULT_CODE_OBJECT_VERSION
        from ..isa.db import release_of

        try:
            release = release_of(self.target.processor.name)
        except CodeObjectError:
            return DEFAULT_CODE_OBJECT_VERSION
        if release is None:  # (a processor no release's tables know)
            return DEFAULT_CODE_OBJECT_VERSION
        return _RELEASE_CODE_OBJECT_VERSION.get(release, DEFAULT_CODE_OBJECT_VERSION)

    def processor_name(self) -> str:
        return self.target.processor.name if self.target is not None else ""

    def processor(self) -> Processor | None:
        """The target's processor record (None before the target is known)."""
        return self.target.processor if self.target is not None else None

    def _set_target(self, tid: TargetID) -> None:
        self.target = tid
        self.encoder = None
        proc = tid.processor
        symbols = self.symbols
        for name, value in (
            (".amdgcn.gfx_generation_number", proc.major),
            (".amdgcn.gfx_generation_minor", proc.minor),
            (".amdgcn.gfx_generation_stepping", proc.stepping),
        ):
            symbols.set_constant(name, value)
        self._v2_symbols()
        for name in (".amdgcn.next_free_vgpr", ".amdgcn.next_free_sgpr"):
            if symbols.symbol(name).value is None:
                symbols.set_constant(name, 0)
        self._next_free = (symbols.symbol(".amdgcn.next_free_vgpr"),
                           symbols.symbol(".amdgcn.next_free_sgpr"))

    def require_target(self, tok: Token | None) -> TargetID:
        if self.target is None:
            raise AsmError("no target processor: pass --mcpu or put an .amdgcn_target "
                           "directive first", tok)
        return self.target

    @property
    def in_block(self) -> bool:
        return self.block is not None

    def instruction_encoder(self, tok: Token | None) -> InstructionEncoder:
        if self.encoder is None:
            self.encoder = InstructionEncoder(self.symbols, self.require_target(tok),
                                              self.mattr, self.release)
        return self.encoder

    # -- instructions -----------------------------------------------------------------------

    def instruction(self, cur: Cursor, tok: Token) -> None:
        """An instruction statement (``tok`` its mnemonic)."""
        encoder = self.instruction_encoder(tok)
        toks = cur.toks
        last = toks[-1]
        source = cur.lexer.text
        if last is tok:
            text = tok.text
        elif last.kind == RAW:
            # the mnemonic, the blank after it and the operands (comments blanked), so that
            # a position in the text is a column of the line
            text = source[tok.pos:last.pos] + last.text
        else:
            text = source[tok.pos:last.end]
        cur.skip_rest()
        enc = encoder.encode(text, tok.line, tok.col)
        for message, line, col in enc.warnings:
            self.report(message, line, col, "warning")
        self.emit(enc, tok, encoder.branch_bug and encoder.is_branch(text))

    def emit(self, enc: Encoded, tok: Token, branch: bool = False) -> None:
        secs = self.sections
        if secs.before_emit is not None:
            secs.before_emit()
        sec, base, epoch = secs.place()
        secs.put(enc.data, tok)
        branch_fixup = None
        fixups = sec.fixups
        for offset, size, expr, kind, end in enc.fixups:
            fx = Fixup(sec, base + offset, size, expr, kind, tok, base + end, epoch)
            fixups.append(fx)
            if kind == "sopp_br":
                branch_fixup = fx
        if branch:
            # llvm-mc puts such a branch in a relaxable fragment of its own: an s_nop 0 may
            # follow it, found by layout (data after it counts `.reloc` offsets anew)
            secs.add_point("branch", 0, (branch_fixup,), tok)
        if enc.vgprs or enc.sgprs:
            self.raise_next_free(enc.vgprs, enc.sgprs)

    def raise_next_free(self, vgprs: int, sgprs: int) -> None:
        """``.amdgcn.next_free_vgpr/sgpr`` rise to what the instruction uses; like llvm-mc 19
        the comparison is with the symbol's current value (a `.set` to 0 restarts the count)."""
        assert self._next_free is not None  # (set with the target, which instructions need)
        vsym, ssym = self._next_free
        value = vsym.value
        if vgprs and type(value) is Const and vgprs > to_signed(value.value):
            vsym.value = Const(vgprs, value.tok)
        value = ssym.value
        if sgprs and type(value) is Const and sgprs > to_signed(value.value):
            ssym.value = Const(sgprs, value.tok)
        if self.v2_counts:
            for name, used in ((".kernel.vgpr_count", vgprs), (".kernel.sgpr_count", sgprs)):
                sym = self.symbols.get(name)
                if sym is not None and type(sym.value) is Const and used > to_signed(
                        sym.value.value):
                    sym.value = Const(used, sym.value.tok)

    v2_counts = False  # .amdgpu_hsa_kernel seen: .kernel.vgpr_count/.kernel.sgpr_count too

    def next_free(self) -> tuple[int, int]:
        """The VGPR and SGPR counts an instruction must exceed to raise the next_free
        symbols (a symbol that is not a constant is never raised)."""
        if self.v2_counts:
            return -1, -1
        assert self._next_free is not None  # (set with the target, which instructions need)
        vsym, ssym = self._next_free
        v, s = vsym.value, ssym.value
        return (to_signed(v.value) if type(v) is Const else 1 << 64,
                to_signed(s.value) if type(s) is Const else 1 << 64)

    def finish_parse(self, line: int) -> None:
        if self.block is not None:
            if self.block.kind == "kernel":
                self.report("expected .amdhsa_ directive or .end_amdhsa_kernel", line, 1,
                            "error")
            else:
                self.report("expected directive .end_amd_kernel_code_t not found",
                            self.block.tok.line, self.block.tok.col, "error")
            self.block = None
        if self.metadata is not None and self.version >= 3:
            self._emit_note("AMDGPU", 32, self.metadata)

    # -- expression functions ---------------------------------------------------------------

    def call_value(self, name: str, args: list[int], tok: Token) -> int:
        """AMDGPU's expression functions (AMDGPUMCExpr in llvm-mc 19)."""

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
            proc = self.processor()
            if agprs and proc is not None and proc.gfx90a_insts:
                return -(-vgprs // 4) * 4 + agprs
            return max(agprs, vgprs)
        if name == "extrasgprs":
            # the SGPRs a kernel uses beyond its own: VCC, flat scratch, XNACK
            # (AMDGPU::IsaInfo::getNumExtraSGPRs)
            need(3)
            vcc, flat_scratch, xnack = args
            proc = self.processor()
            if proc is None:
                raise ExprError("extrasgprs() needs the target (.amdgcn_target or --mcpu)", tok)
            extra = 2 if vcc else 0
            if proc.major >= 10:
                return extra
            if proc.major < 8:
                return 4 if flat_scratch else extra
            if xnack:
                extra = 4
            if flat_scratch or proc.architected_flat_scratch:
                extra = 6
            return extra
        raise ExprError(f"the {name}() expression function is not supported by codeobj", tok)

    # -- notes ------------------------------------------------------------------------------

    def _note_section(self) -> AsmSection:
        if self.note_section is None:
            self.note_section = self.sections.get(".note", SHT.NOTE, SHF.ALLOC)
            self.note_section.alignment = 4
        return self.note_section

    def _emit_note(self, owner: str, note_type: int, desc: bytes) -> None:
        name = owner.encode() + b"\0"
        sec = self._note_section()
        out = len(name).to_bytes(4, "little") + len(desc).to_bytes(4, "little")
        out += note_type.to_bytes(4, "little") + name + bytes(-len(name) % 4)
        out += desc + bytes(-len(desc) % 4)
        sec.data += out

    # -- descriptors ------------------------------------------------------------------------

    def move(self, moved: Callable[[AsmSection, int, int], tuple[AsmSection, int]]) -> None:
        """The sections were laid out: the pending descriptors move with their bytes."""
        self.pending_kernels = [(block, *moved(sec, offset, epoch), 0)
                                for block, sec, offset, epoch in self.pending_kernels]

    def handle_block(self, cur: Cursor, name: str, tok: Token) -> None:
        """A statement inside ``.amdhsa_kernel`` or ``.amd_kernel_code_t``."""
        block = self.block
        assert block is not None
        if block.kind == "kernel":
            if name == ".end_amdhsa_kernel":
                cur.expect_end()
                self.block = None
                block.end_tok = tok
                self._end_kernel(block)
                return
            if not name.startswith(".amdhsa_"):
                self.block = None
                raise AsmError("expected .amdhsa_ directive or .end_amdhsa_kernel", tok)
            expr = cur.parse_expr()
            cur.expect_end()
            self.kernel_item(name, tok, expr)
            return
        if name == ".end_amd_kernel_code_t":
            cur.expect_end()
            self.block = None
            self._end_kernel_code(block)
            return
        # `key = value` lines
        cur.expect_punct("=", "expected '='")
        expr = cur.parse_expr()
        cur.expect_end()
        block.fields.append((tok.text, self.symbols.absolute(expr)))
        block.where.setdefault(tok.text, tok)

    def kernel_item(self, name: str, tok: Token, expr: Expr) -> None:
        """``.amdhsa_<name> expr`` inside ``.amdhsa_kernel`` (``name`` in lower case, ``tok``
        the directive's token)."""
        block = self.block
        assert block is not None and block.kind == "kernel"
        block.items.append((name, expr))
        block.where.setdefault(name, expr.tok)
        block.lines.append((tok, expr.tok))

    def _end_kernel(self, block: _Block) -> None:
        from ..kernel.descriptor import encode

        symbols, secs = self.symbols, self.sections
        target = self.require_target(block.tok)
        values = self._block_values(block, final=False)
        data = bytes(64)
        if values is not None:
            wave64, tgsplit = self.wave64, self.tgsplit
            key = (tuple(values), target, self.version, wave64, tgsplit)
            known = self._descriptors.get(key)
            if known is not None:
                data = known
            else:
                try:
                    data = encode(values, target.processor, self.version, xnack=target.xnack,
                                  wave64=wave64, tgsplit=tgsplit)
                except CodeObjectError as e:
                    self._kernel_error(block, e)
                    return
                self._descriptors[key] = data
        # no alignment: llvm-mc 19 and 15 put the descriptor where the section is (the
        # compiler writes `.p2align 6` before the block)
        code_sym = symbols.symbol(block.name)
        kd = symbols.define_label(block.name + ".kd", block.tok)
        # the kernel symbol's binding as it stands (llvm-mc copies getBinding()): set by a
        # directive, else implied (an undefined kernel's .kd is global)
        kd.binding = code_sym.binding or code_sym.implied_binding
        kd.visibility = code_sym.visibility
        kd.elf_type = int(STT.OBJECT)
        kd.size = Const(64, block.tok)
        # static relocations from the descriptor need a non-preemptible kernel symbol
        if code_sym.visibility == STV.DEFAULT:
            code_sym.visibility = int(STV.PROTECTED)
        if secs.before_emit is not None:
            secs.before_emit()  # a pending .loc gets its row at the descriptor, as in llvm-mc
        sec, offset, epoch = secs.place()
        secs.put(data, block.tok)
        # kernel_code_entry_byte_offset: the kernel's address relative to its descriptor,
        # written as llvm-mc writes it (kernel@rel64 - kd), so that it is always an
        # R_AMDGPU_REL64, even when the two are in one section (MC/AMDGPU/hsa-exp.s)
        entry = Binary("-", SymRef(code_sym, "rel64", block.tok), SymRef(kd, None, block.tok),
                       block.tok)
        # llvm-mc emits the descriptor's fields as expressions, in field order: their symbols
        # enter the symbol table now -- the three segment sizes', then the kernel's (the
        # entry offset, at byte 16), then the others'
        first = (".amdhsa_group_segment_fixed_size", ".amdhsa_private_segment_fixed_size",
                 ".amdhsa_kernarg_size")
        for _name, expr in [item for item in block.items if item[0] in first]:
            if type(expr) is not Const:  # (a number mentions no symbol)
                symbols.register_used(expr)
        symbols.register_used(entry)
        for _name, expr in [item for item in block.items if item[0] not in first]:
            if type(expr) is not Const:
                symbols.register_used(expr)
        if values is None:
            # a value names a symbol defined further down (llvm-mc 19 keeps such values as
            # expressions): the descriptor is encoded once the whole file is read
            self.pending_kernels.append((block, sec, offset, epoch))
        if sec.type != SHT.NOBITS:
            sec.data[offset + 16:offset + 24] = bytes(8)
        sec.fixups.append(Fixup(sec, offset + 16, 8, entry, "data", block.tok, epoch=epoch))
        self.kernels.append(block.name)

    @property
    def wave64(self) -> bool | None:
        """The wave size -mattr chose (True: wave64, False: wave32), else None."""
        feats = self._features()
        if "+wavefrontsize64" in feats or "-wavefrontsize32" in feats:
            return True
        if "+wavefrontsize32" in feats or "-wavefrontsize64" in feats:
            return False
        return None

    @property
    def tgsplit(self) -> bool:
        """Whether -mattr turns the tgsplit feature on (the last +tgsplit/-tgsplit wins):
        a kernel descriptor then sets TG_SPLIT unless its block says otherwise."""
        on = False
        for feat in self._features():
            if feat in ("+tgsplit", "-tgsplit"):
                on = feat[0] == "+"
        return on

    def _features(self) -> list[str]:
        """-mattr's features, in order, as written (``+name``/``-name``), in lower case."""
        return [f.strip().lower() for f in self.mattr.split(",")]

    def _block_values(self, block: _Block, final: bool) -> list[tuple[str, int]] | None:
        """The block's values, or None when one is not known yet (``final``: it must be)."""
        out: list[tuple[str, int]] = []
        for name, expr in block.items:
            if type(expr) is Const:  # (most values are numbers: what evaluate makes of them)
                out.append((name, to_signed(expr.value)))
                continue
            try:
                v = self.symbols.evaluate(expr)
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

        for block, section, offset, _epoch in self.pending_kernels:
            target = self.require_target(block.tok)  # (a pending kernel had its target)
            try:
                values = self._block_values(block, final=True)
                assert values is not None  # (final: every value is known or an error)
                data = encode(values, target.processor, self.version,
                              xnack=target.xnack, wave64=self.wave64, tgsplit=self.tgsplit)
            except AsmError as e:
                self.report(e.message, e.line, e.col, "error")
                continue
            except CodeObjectError as e:
                # (a pending kernel's block has ended)
                where = block.where.get(getattr(e, "directive", None) or "") or cast(
                    Token, block.end_tok)
                self.report(e.message, where.line, where.col, "error")
                continue
            if section.type != SHT.NOBITS:
                section.data[offset:offset + 64] = data

    def _kernel_error(self, block: _Block, e: CodeObjectError) -> None:
        """Report a descriptor error where llvm-mc reports it.  llvm-mc checks each directive
        as it reads it and leaves the block at the first bad one, so the lines after it (and
        the ``.end_amdhsa_kernel``) are then "unknown directive"s; the checks made at the end
        point just past ``.end_amdhsa_kernel``."""
        directive = getattr(e, "directive", None)
        end = block.end_tok
        per_directive = e.message.startswith(("unknown", "directive requires", ".amdhsa_")) or (
            e.message in ("value out of range",)) or "requires" in e.message or (
            "not supported" in e.message)
        at_end = (directive is None or not per_directive
                  or e.message.endswith("directive is required"))
        if at_end or directive not in block.where:
            line, col = (end.line, end.col + len(end.text)) if end else (block.tok.line, 1)
            self.report(e.message, line, col, "error")
            return
        occurrences = [i for i, (n, _) in enumerate(block.items) if n == directive]
        index = occurrences[1] if "repeated" in e.message and len(occurrences) > 1 else (
            occurrences[0])
        name_tok, value_tok = block.lines[index]
        where = name_tok if e.message.startswith(("unknown", "directive requires")) else (
            value_tok)
        self.report(e.message, where.line, where.col, "error")
        for later, _ in block.lines[index + 1:]:
            self.report("unknown directive", later.line, later.col, "error")
        if end is not None:
            self.report("unknown directive", end.line, end.col, "error")

    def _end_kernel_code(self, block: _Block) -> None:
        from ..kernel.amd_kernel_code import encode_kernel_code

        target = self.require_target(block.tok)
        try:
            data = encode_kernel_code(block.fields, target.processor)
        except CodeObjectError as e:
            where = block.where.get(getattr(e, "field", None) or "")
            raise AsmError(e.message, where or block.tok) from None
        self.sections.emit(data, block.tok)

    # -- directives -------------------------------------------------------------------------

    def _amdgcn_target(self, cur: Cursor, tok: Token) -> None:
        from ..targets import TargetID

        str_tok = cur.peek()
        text = cur.expect_string("expected string").decode("utf-8", "surrogateescape")
        cur.expect_end()
        try:
            tid = TargetID.parse(text, release=self.release)
        except CodeObjectError as e:
            raise AsmError(f"invalid target id {text}: {e.message}", str_tok) from None
        triple = text.rpartition("--")[0]
        if triple and triple != tid.full.rpartition("--")[0]:
            # llvm-mc compares the whole string with its own target ID, which names the
            # triple it assembles for (amdgcn-amd-amdhsa): another vendor or OS is a mismatch
            expected = (self.cli_target or tid).full
            raise AsmError(f".amdgcn_target directive's target id {text} does not match the "
                           f"specified target id {expected}", str_tok)
        plus_spelling = "+" in text.rpartition("--")[2].split(":")[0]
        v3_form = plus_spelling or self.version <= 3
        if v3_form:
            # `gfx900+xnack`: a named feature is on, an unnamed supported one is off
            settings = {f: (getattr(tid, f) is True) for f in ("xnack", "sramecc")
                        if f in tid.processor.features}
            tid = tid.with_features(**settings)
        if self.cli_target is not None:
            cli = self.cli_target
            if v3_form:
                same = tid.v3_name() == cli.v3_name()
            else:
                same = (tid.processor.name == cli.processor.name and tid.xnack == cli.xnack
                        and tid.sramecc == cli.sramecc)
            if not same:
                raise AsmError(f".amdgcn_target directive's target id {text} does not match "
                               f"the specified target id {cli.full}", str_tok)
            tid = cli
        elif self.target is not None and self.directive_target_tok is not None and \
                tid != self.target:
            raise AsmError(f".amdgcn_target directive's target id {text} does not match the "
                           f"earlier target id {self.target.full}", str_tok)
        if plus_spelling and self.code_object_version is None and (
                self.cli_code_object_version is None):
            self.code_object_version = 3  # the `gfx900+xnack` spelling is the V2/V3 form
        self.directive_target_tok = str_tok
        self._set_target(tid)

    def _code_object_version(self, cur: Cursor, tok: Token) -> None:
        expr = cur.parse_expr()
        cur.expect_end()
        value = self.symbols.absolute(expr)
        if value not in (2, 3, 4, 5, 6):
            raise AsmError(f"unsupported code object version {value}", expr.tok)
        if self.cli_code_object_version is not None and value != self.cli_code_object_version:
            raise AsmError(f".amdhsa_code_object_version {value} does not match the requested "
                           f"code object version {self.cli_code_object_version}", expr.tok)
        self.code_object_version = value

    def _amdhsa_kernel(self, cur: Cursor, tok: Token) -> None:
        name_tok = cur.expect_ident("expected symbol name after .amdhsa_kernel")
        cur.expect_end()
        self.require_target(tok)
        self.block = _Block("kernel", name_of(name_tok), tok)

    def _amd_kernel_code_t(self, cur: Cursor, tok: Token) -> None:
        cur.expect_end()
        self.require_target(tok)
        self.block = _Block("code", "", tok)

    def _amdgpu_metadata(self, cur: Cursor, tok: Token) -> None:
        from ..metadata.from_yaml import document_to_msgpack, yaml_to_document

        text, end_line, end_col = _raw_block(cur, tok, ".end_amdgpu_metadata")
        if self.metadata is not None:
            raise AsmError("only one .amdgpu_metadata block is allowed", tok)
        try:
            # the metadata reader bounds its own work (aliases, nesting) and says what is
            # wrong with a CodeObjectError
            document = yaml_to_document(text, shared=True)  # (read here, then dropped)
            problem = _metadata_problem(document, max(self.version, 3))
            if problem is not None:
                raise AsmError("invalid HSA metadata", line=end_line, col=end_col)
            self.metadata = document_to_msgpack(document)
        except (CodeObjectError, RecursionError) as e:
            raise AsmError(_invalid_metadata(e), line=end_line, col=end_col) from None
        self.metadata_tok = tok
        if self.version >= 3:
            # llvm-mc creates .note here (the note itself is written at the end), so sections
            # entered after the block -- clang -g's trailing .debug_line -- come after it
            self._note_section()

    def _v2_metadata(self, cur: Cursor, tok: Token) -> None:
        from ..metadata.from_yaml import v2_metadata_note

        text, end_line, end_col = _raw_block(cur, tok, ".end_amd_amdgpu_hsa_metadata")
        try:
            desc = v2_metadata_note(text)
        except (CodeObjectError, RecursionError) as e:
            raise AsmError(_invalid_metadata(e), line=end_line, col=end_col) from None
        self._emit_note("AMD", 10, desc)

    def _amdgpu_lds(self, cur: Cursor, tok: Token) -> None:
        symbols = self.symbols
        name_tok = cur.expect_ident("expected identifier")
        cur.expect_punct(",", "expected ','")
        size_expr = cur.parse_expr()
        size = symbols.absolute(size_expr)
        alignment = 4
        if cur.accept_punct(","):
            align_expr = cur.parse_expr()
            alignment = symbols.absolute(align_expr)
            if alignment <= 0 or alignment & (alignment - 1):
                raise AsmError("alignment must be a power of two", align_expr.tok)
            if alignment >= 1 << 31:
                raise AsmError("alignment is too large", align_expr.tok)
        cur.expect_end()
        if size < 0:
            raise AsmError("size must be non-negative", size_expr.tok)
        if size > 0xFFFFFFFF:
            raise AsmError("size is too large", size_expr.tok)
        sym = symbols.symbol(name_of(name_tok))
        if sym.is_defined:
            raise AsmError("invalid symbol redefinition", name_tok)
        # llvm-mc does not register the symbol here: one that is neither given a binding
        # nor named anywhere stays out of .symtab (MC/AMDGPU/elf-lds.s)
        sym.lds = (size, alignment)
        sym.binding = sym.binding or "global"
        sym.elf_type = int(STT.OBJECT)
        sym.size = Const(size, name_tok)

    def _amdgpu_hsa_kernel(self, cur: Cursor, tok: Token) -> None:
        name_tok = cur.expect_ident("expected symbol name")
        cur.expect_end()
        sym = self.symbols.symbol(name_of(name_tok))
        self.symbols.register(sym)
        sym.elf_type = int(STT.AMDGPU_HSA_KERNEL)
        for name in (".kernel.vgpr_count", ".kernel.sgpr_count"):
            self.symbols.set_constant(name, 0)
        self.v2_counts = True

    def _version_number(self, cur: Cursor, what: str) -> int:
        """A V2 version field: an integer (llvm-mc reads a 32-bit unsigned number)."""
        t = cur.peek()
        if t is None or t.kind != INT:
            raise cur.error_here(f"invalid {what} version")
        return cur.parse_absolute() & 0xFFFFFFFF

    def _v2_symbols(self) -> None:
        """The .option.machine_version_* symbols: llvm-mc defines them only for code object
        V2 (llvm-mc-15; under amdhsa V3+ they are undefined, MC/AMDGPU/sym_option.s)."""
        if self.target is None or self.version > 2:
            return
        proc = self.target.processor
        for name, value in ((".option.machine_version_major", proc.major),
                            (".option.machine_version_minor", proc.minor),
                            (".option.machine_version_stepping", proc.stepping)):
            self.symbols.set_constant(name, value)

    def _hsa_code_object_version(self, cur: Cursor, tok: Token) -> None:
        major = self._version_number(cur, "major")
        cur.expect_punct(",", "minor version number required, comma expected")
        minor = self._version_number(cur, "minor")
        cur.expect_end()
        if self.code_object_version is None:
            self.code_object_version = 2
            self._v2_symbols()
        self._emit_note("AMD", 1, major.to_bytes(4, "little") + minor.to_bytes(4, "little"))

    def _hsa_code_object_isa(self, cur: Cursor, tok: Token) -> None:
        if cur.at_end():
            target = self.require_target(tok)
            major, minor, stepping = target.v2_isa_version()
            vendor, arch = b"AMD", b"AMDGPU"
        else:
            major = self._version_number(cur, "major")
            cur.expect_punct(",", "minor version number required, comma expected")
            minor = self._version_number(cur, "minor")
            cur.expect_punct(",", "stepping version number required, comma expected")
            stepping = self._version_number(cur, "stepping")
            cur.expect_punct(",", "vendor name required, comma expected")
            vendor = cur.expect_string("invalid vendor name")
            cur.expect_punct(",", "arch name required, comma expected")
            arch = cur.expect_string("invalid arch name")
            cur.expect_end()
            if len(vendor) >= 0xFFFF or len(arch) >= 0xFFFF:
                raise AsmError("vendor or arch name too long for the note", tok)
            if self.target is None:
                from ..targets import target_from_isa_version

                tid = target_from_isa_version(major, minor, stepping)
                if tid is not None:
                    self._set_target(tid)
        if self.code_object_version is None:
            self.code_object_version = 2
            self._v2_symbols()
        desc = (len(vendor) + 1).to_bytes(2, "little") + (len(arch) + 1).to_bytes(2, "little")
        desc += major.to_bytes(4, "little") + minor.to_bytes(4, "little")
        desc += stepping.to_bytes(4, "little") + vendor + b"\0" + arch + b"\0"
        self._emit_note("AMD", 3, desc)

    def _amd_amdgpu_isa(self, cur: Cursor, tok: Token) -> None:
        str_tok = cur.peek()
        text = cur.expect_string("expected string").decode("utf-8", "surrogateescape")
        cur.expect_end()
        target = self.require_target(tok)
        major, minor, stepping = target.v2_isa_version()
        expected = f"{target.processor.arch}-amd-amdhsa--gfx{major}{minor}{stepping}"
        if text != expected:
            raise AsmError(".amd_amdgpu_isa directive does not match triple and/or mcpu "
                           "arguments specified through the command line", str_tok)
        if self.code_object_version is None:
            self.code_object_version = 2
            self._v2_symbols()
        self._emit_note("AMD", 11, text.encode())


def _stray_end(cur: Cursor, tok: Token) -> None:
    raise AsmError("unknown directive", tok)  # llvm-mc's word for an end without a start


def _raw_block(cur: Cursor, tok: Token, end: str) -> tuple[str, int, int]:
    """The body of a raw block, and the line and column just past its end directive."""
    cur.expect_end()
    block = cur.lexer.raw_block(end)
    if block is None:
        raise AsmError(f"expected directive {end} not found", tok)
    lines, raw, line = block
    return "\n".join(lines) + "\n", line, len(raw.rstrip()) + 1


# enumerations llvm-mc's metadata verifier checks (other enum findings are only warnings)
_VERIFIED_ENUMS = (".value_kind", ".address_space", ".access", ".actual_access")


def _invalid_metadata(e: Exception) -> str:
    """llvm-mc's message for a metadata block it cannot read, with the limit when one of
    codeobj's limits (not LLVM's reader) refused it."""
    message = getattr(e, "message", "")
    return f"invalid HSA metadata ({message})" if "--limit" in message else \
        "invalid HSA metadata"


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
