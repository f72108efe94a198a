"""A statement memo for assemblers: the work of parsing and matching a statement, reused for
later statements that differ from it only in register numbers and label names.

Compiler output repeats a few thousand instruction *shapes* (``v_fmac_f64_e32 v[N:N+1],
v[M:M+1], v[K:K+1]``, ``s_cbranch_scc1 .LBB0_N``) hundreds of thousands of times with other
registers and labels.  Parsing and matching a statement depends on a register only through the
register classes it belongs to (operand-class predicates, the class a tuple must come from)
and on which operands name the same register; it depends on a symbol only through what the
caller's ``resolve``/``fold`` say of it.  So a statement whose registers are in the same classes,
repeated the same way, and whose symbols get the same answers as those of a statement matched
before gets that statement's MCInst with its registers replaced (the symbols stay expressions:
the caller reads their text from the operand spans, moved to the new text) -- then it is
encoded as usual, and validated again only when the validation of its instruction reads more
of a register than its classes and which registers are the same
(:func:`codeobj.isa.validate.reads_register_numbers`: the MFMA overlap, VOPD banks, ...).
A statement that draws a warning, or a register the memo
cannot account for, is matched in full.

``tools/isa/memo_check.py`` runs LLVM's MC test suite through the memo and the plain matcher
and checks that every line gives the same bytes or the same error.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Literal

from .asmlex import EOS, Fold, Resolver, lex
from .asmparser import AsmError, InstParser, Operand, _Fail
from .emit import Emitter, Encoded, RegisterPatch
from .matcher import Matcher
from .mc import MCInst, Reg
from .validate import reads_register_numbers, validate

__all__ = ["StatementMemo"]

# what the memo abstracts: a register (v5, s[4:5], a[0:3], v[7]; not v5.l, not s0 in a list)
# or a label-like symbol (.LBB0_3, foo@rel32@lo)
# (other names -- keywords, plain symbols -- are part of the shape: no item starts inside one);
# the register, the symbol and its variant are groups, for re.split
_PIECES = re.compile(
    r"(?<![\w.$@?\]])(?:([vsa](?:\d+|\[\d+(?::\d+)?\]))(?![\w.$@?\[:])"
    r"|(\.L[\w.$?]*|[A-Za-z_.$][\w.$?]*(?=@))(@[\w.$@?]*)?(?![\w.$@?]))")
_GAP = re.compile(r"\s")  # after the mnemonic
_LISTED = re.compile(r"\[[^\]]*\0")  # a register inside brackets

#: a register or symbol of a statement: (start, end, register number or symbol name)
_Item = tuple[int, int, int | str]
#: a question a parse asked, and the answer: ("r", symbol, value) of ``resolve``,
#: ("f", (pos, end), value) of ``fold``
_Call = tuple[Literal["r"], str, "int | None"] | tuple[Literal["f"], tuple[int, int], "int | None"]
#: a shape's question: ("r", symbol) for a symbol the statement does not name, ("r", (k, variant))
#: for the statement's k-th symbol with a variant, ("f", (pos, end)) for a fold of its text
_Question = (tuple[Literal["r"], "str | tuple[int, str]"]
             | tuple[Literal["f"], tuple[int, int]])
#: the parser's mnemonic flags (forced_size, forced_dpp, forced_sdwa)
_Flags = tuple[int, bool, bool]


class _Shape:
    """A matched statement: its MCInst and operands, where its registers go in them, the
    spans of its registers and symbols in its text, the resolve/fold questions its parse
    asked, and the parser's mnemonic flags."""

    __slots__ = ("calls", "flags", "inst", "op_slots", "ops", "patch", "reg_slots", "spans",
                 "valid")

    def __init__(self, inst: MCInst, ops: list[Operand], reg_slots: list[tuple[int, int]],
                 op_slots: list[tuple[Operand, int]], spans: list[tuple[int, int]],
                 calls: list[_Question], flags: _Flags, valid: bool) -> None:
        self.inst = inst
        self.ops = ops
        self.reg_slots = reg_slots  # (index in inst.ops, index of the statement's register)
        self.op_slots = op_slots  # (operand, index of the statement's register)
        self.spans = spans
        self.calls = calls
        self.flags = flags
        # validation passed and depends on nothing a reuse can change (the classes of the
        # registers and which are the same register are the shape's): not run again
        self.valid = valid
        # the encoding with the registers' bits left out (None: not made yet, False: the
        # encoding reads the registers elsewhere)
        self.patch: RegisterPatch | Literal[False] | None = None


class StatementMemo:
    """Encodes statements with a :class:`Matcher` and an :class:`Emitter`, reusing matches."""

    def __init__(self, matcher: Matcher, emitter: Emitter) -> None:
        self.m = matcher
        self.e = emitter
        self.shapes: dict[str, _Shape | None] = {}
        self._registers: dict[str, tuple[int, str] | None] = {}
        self._classes: dict[tuple[tuple[str, ...], int], int] = {}
        self._probe = InstParser(matcher.st)
        self._banked = matcher.st.regs.bank
        self._mc = matcher.ri.mc_reg
        self._as_mc: dict[int, Reg] = {}  # a register -> its MC register

    def encode(self, text: str, resolve: Resolver | None = None,
               fold: Fold | None = None) -> Encoded:
        """Encode one statement as ``Matcher.assemble`` + ``Emitter.encode`` would; raises the
        ISA layer's AsmError.  ``resolve`` and ``fold`` are those of ``Matcher.assemble``.
        ``self.m.operands`` and ``self.m.warnings`` are the statement's afterwards."""
        key, items = self._shape(text)
        if key is not None:
            shape = self.shapes.get(key)
            if shape is not None:
                enc = self._reuse(shape, items, text, resolve, fold)
                if enc is not None:
                    return enc
        calls: list[_Call] = []

        def resolve_(name: str) -> int | None:
            value = resolve(name) if resolve is not None else None
            calls.append(("r", name, value))
            return value

        def fold_(pos: int, end: int) -> int | None:
            value = fold(pos, end) if fold is not None else None
            calls.append(("f", (pos, end), value))
            return value

        m = self.m
        inst = m.assemble(text, resolve_, fold_)
        enc = self.e.encode(inst)
        if key is not None and key not in self.shapes:
            self.shapes[key] = None if m.warnings or any(c[2] is not None for c in calls) \
                else self._template(inst, m.operands, items, calls)
        return enc

    # -- shapes -------------------------------------------------------------------------------

    def _shape(self, text: str) -> tuple[str | None, list[_Item]]:
        """The statement with its registers replaced by their classes and its label-like
        symbols by a mark (a register or symbol named again by a back-reference), and the
        items (start, end, register or name); (None, []) when there is nothing to abstract or
        something the memo cannot account for."""
        if "::" in text:
            return None, []  # dual issue: the register banks of the two halves matter
        gap = _GAP.search(text)
        if gap is None:
            return None, []
        pos = gap.start()
        # text, then (register, symbol, its variant, text) for each item: cut in C, not
        # one match object at a time
        pieces = _PIECES.split(text[pos:])
        parts = [text[:pos], pieces[0]]
        pos += len(pieces[0])
        items: list[_Item] = []
        first: dict[int | str, int] = {}  # an item's value -> the index of its first use
        registers = self._registers
        for word, name, variant, after in zip(pieces[1::4], pieces[2::4], pieces[3::4],
                                              pieces[4::4]):
            n = len(items)
            if word is not None:
                info = registers.get(word)
                if info is None:
                    if word in registers:
                        return None, []
                    info = registers[word] = self._register(word)
                    if info is None:
                        return None, []
                value: int | str = info[0]
                mark = info[1]
            else:
                word = value = name
                mark = "\1"
            end = pos + len(word)
            if first.setdefault(value, n) != n:
                mark = f"\0={first[value]}\0"
            items.append((pos, end, value))
            parts.append(mark)
            if variant is not None:  # (a variant after a symbol stays in the shape)
                parts.append(variant)
                pos = end + len(variant) + len(after)
            else:
                pos = end + len(after)
            parts.append(after)
        if not items:
            return None, []
        key = "".join(parts)
        if "[" in key and _LISTED.search(key):
            return None, []  # registers in a list ([s0, s1], image addresses)
        return key, items

    def _register(self, text: str) -> tuple[int, str] | None:
        """(register, the mark of its classes in a shape) of a register's text, as the
        parser reads it (alignment, range and the subtarget's registers checked), or None."""
        p = self._probe
        p.toks = lex(text)
        p.i = 0
        p.err = None
        try:
            _kind, reg, _num, _width = p._parse_amdgpu_register()
        except _Fail:
            return None
        if p.toks[p.i].kind != EOS:
            return None
        m = self.m
        classes = tuple(sorted(name for name, rc in m.st.family.regclasses.items()
                               if reg in rc.members))
        sig = (classes, m.reg_opkind.get(reg, 0))
        return reg, f"\0{self._classes.setdefault(sig, len(self._classes))}\0"

    def _template(self, inst: MCInst, ops: list[Operand], items: list[_Item],
                  calls: list[_Call]) -> _Shape | None:
        """The shape of a matched statement, or None when its MCInst or operands hold a
        register that does not come from one of the statement's register tokens."""
        regs = [v for _s, _e, v in items if type(v) is int]
        # every register token of the text is a register operand the parser read there: a
        # word that only looks like one (gfx10's ``a16`` modifier, not AGPR a16) is part of
        # the shape's text, else ``a20`` would reuse the match of ``a16``
        reg_ops = [op for op in ops if op.kind == "reg"]
        for start, end, v in items:
            if type(v) is int and not any(op.reg == v and op.pos <= start and end <= op.end
                                          for op in reg_ops):
                return None
        banked = self._banked
        mc = [self._mc(r) for r in regs]
        reg_slots: list[tuple[int, int]] = []
        for i, v in enumerate(inst.ops):
            if type(v) is Reg and banked[v]:
                if v not in mc:
                    return None
                reg_slots.append((i, mc.index(v)))
        op_slots: list[tuple[Operand, int]] = []
        for op in ops:
            if op.kind == "reg" and banked[op.reg]:
                if op.reg not in regs:
                    return None
                op_slots.append((op, regs.index(op.reg)))
        names = [v for _s, _e, v in items if type(v) is str]
        questions: list[_Question] = []
        for call in calls:
            if call[0] == "f":
                questions.append(("f", call[1]))
                continue
            arg = call[1]
            for k, name in enumerate(names):  # the name, or the name with its variant
                if arg.startswith(name) and arg[len(name):len(name) + 1] in ("", "@"):
                    questions.append(("r", (k, arg[len(name):])))
                    break
            else:
                questions.append(("r", arg))
        p = self.m.parser
        flags = (p.forced_size, p.forced_dpp, p.forced_sdwa)
        return _Shape(inst, ops, reg_slots, op_slots, [(a, b) for a, b, _v in items],
                      questions, flags, not reads_register_numbers(self.m.st, inst.desc))

    def _reuse(self, shape: _Shape, items: list[_Item], text: str, resolve: Resolver | None,
               fold: Fold | None) -> Encoded | None:
        """The statement's encoding from a shape, or None when a symbol gets another answer
        or validation objects (the full path then decides, and reports with locations)."""
        moved: Callable[[int], int] | None = None
        if shape.calls:
            # (end of an item in the shape's text, how far the text after it has moved)
            shifts = []
            shift = 0
            for (ts, te), (is_, ie, _v) in zip(shape.spans, items):
                shift += (ie - is_) - (te - ts)
                shifts.append((te, shift))

            def move(p: int) -> int:
                d = 0
                for end, moved_by in shifts:  # (in text order)
                    if end > p:
                        break
                    d = moved_by
                return p + d

            moved = move
            names = [v for _s, _e, v in items if type(v) is str]
            for q in shape.calls:
                if q[0] == "r":
                    arg = q[1]
                    name = names[arg[0]] + arg[1] if isinstance(arg, tuple) else arg
                    if resolve is not None and resolve(name) is not None:
                        return None
                elif fold is not None and fold(move(q[1][0]), move(q[1][1])) is not None:
                    return None
        regs = [v for _s, _e, v in items if type(v) is int]
        as_mc = self._as_mc
        values = list(shape.inst.ops)
        for i, k in shape.reg_slots:
            r = regs[k]
            v = as_mc.get(r)
            if v is None:
                v = as_mc[r] = Reg(self._mc(r))
            values[i] = v
        inst = MCInst(shape.inst.desc, values)
        m = self.m
        m.warnings = []
        ops = shape.ops
        m.operands = ops
        if not shape.valid:
            # the shape's operands stand for this statement's while it is validated, with
            # the parser's per-statement state a validation may read (the mnemonic's suffix)
            p = m.parser
            p.forced_size, p.forced_dpp, p.forced_sdwa = shape.flags
            saved = [op.reg for op, _k in shape.op_slots]
            for op, k in shape.op_slots:
                op.reg = regs[k]
            try:
                validate(m, inst, ops, 0)
            except AsmError:
                return None
            finally:
                for (op, _k), reg in zip(shape.op_slots, saved):
                    op.reg = reg
        if m.warnings:
            return None
        if moved is not None:
            # expression operands where they are in this statement's text
            out = []
            for op in ops:
                if op.kind == "expr":
                    copy = Operand("expr", moved(op.pos), moved(op.end))
                    copy.expr = op.expr
                    op = copy
                out.append(op)
            m.operands = out
        patch = shape.patch
        if patch is None:
            slots = frozenset(i for i, _k in shape.reg_slots)
            patch = shape.patch = self.e.register_patch(shape.inst, slots) or False
        if patch is False:
            return self.e.encode(inst)
        return self.e.encode_patched(patch, inst)
