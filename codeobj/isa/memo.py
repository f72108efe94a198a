"""A statement memo for assemblers: the work of parsing and matching a statement, reused for
later statements that differ from it only in register numbers, label names and integers of the
same class.

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

Integers are abstracted too (``offset:2048``/``offset:3072``, ``vcc, 0x80, v4``/``vcc, 0xc0,
v9``): a number that is a whole operand or a whole offset modifier stands in the shape for its
class (:func:`_number_class`: the integer inline constants of its sign, else its sign and
bit length -- every range the match and the validation check is bounded by a power of two,
and is at least 8 bits wide where an abstracted number is read --, and a class of its own for
zero and for any number whose low 16, 32 or 64 bits are an inline constant or a
floating-point pattern), numbers of equal value by a back-reference.  A reuse makes the
number's MCInst value as the conversion makes it (``Matcher.imm_value``: inline constant or
literal, masked, shifted), and falls back to the full match when it would be of another kind
than the shape's.  Validation runs again for other numbers unless the shape's validation
reads no register numbers and the new literals equal the same of the MCInst's integers as the
shape's did (in their low and high words: "one unique literal").  A number
the parser or the conversion reads some other way (a modifier it encodes, a float, lit(),
one that is not the whole operand, a conversion that reads it twice) is kept in the key with
its value (``_Pinned``).

``tools/isa/memo_check.py`` runs LLVM's MC test suite through the memo and the plain matcher
and checks that every line gives the same bytes or the same error.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable
from typing import Literal, cast

from . import literals as L
from .asmlex import EOS, Fold, Resolver, lex
from .asmparser import AsmError, InstParser, Operand, _Fail
from .emit import Emitter, Encoded, RegisterPatch
from .matcher import Matcher
from .mc import MCInst, OperandValue, Reg
from .validate import reads_register_numbers, validate

__all__ = ["StatementMemo"]

# what the memo abstracts: a register (v5, s[4:5], a[0:3], v[7]; not v5.l, not s0 in a list)
# or a label-like symbol (.LBB0_3, foo@rel32@lo)
# (other names -- keywords, plain symbols -- are part of the shape: no item starts inside one);
# the register, the symbol and its variant are groups, for re.split
_PIECES = re.compile(
    r"(?<![\w.$@?\]])(?:([vsa](?:\d+|\[\d+(?::\d+)?\]))(?![\w.$@?\[:])"
    r"|(\.L[\w.$?]*|[A-Za-z_.$][\w.$?]*(?=@))(@[\w.$@?]*)?(?![\w.$@?])"
    # an integer that is a whole operand or a whole ``name:`` modifier value (decimal or
    # hex; a leading 0 is octal to the lexer, so only 0 itself), after a blank, a comma or
    # ``name:``/``name0:``, and followed by a comma, the end or a blank and a word; at most
    # 64 bits' worth of digits (a longer one stays in the shape's text: the full match
    # refuses it, and int() would refuse its text past 4,300 digits)
    r"|(?:(?<=[\s,])|(?<=[A-Za-z_]:)|(?<=[A-Za-z_]\d:))"
    r"(-?(?:0[xX][0-9a-fA-F]{1,16}|[1-9]\d{0,19}|0))(?=\s*(?:,|$)|\s+[A-Za-z_]))")
_GAP = re.compile(r"\s")  # after the mnemonic
_LISTED = re.compile(r"\[[^\]]*\0")  # a register inside brackets

#: a register, symbol or number of a statement: (start, end, register number, symbol name or
#: (the number,))
_Item = tuple[int, int, "int | str | tuple[int]"]
#: a question a parse asked, and the answer: ("r", symbol, value) of ``resolve``,
#: ("f", (pos, end), value) of ``fold``
_Call = tuple[Literal["r"], str, "int | None"] | tuple[Literal["f"], tuple[int, int], "int | None"]
#: a shape's question: ("r", symbol) for a symbol the statement does not name, ("r", (k, variant))
#: for the statement's k-th symbol with a variant, ("f", (pos, end)) for a fold of its text
_Question = (tuple[Literal["r"], "str | tuple[int, str]"]
             | tuple[Literal["f"], tuple[int, int]])
#: the parser's mnemonic flags (forced_size, forced_dpp, forced_sdwa)
_Flags = tuple[int, bool, bool]
#: an abstracted number of a shape: (index in the items, its operand, its index in the MCInst,
#: the operand type there, add_imm's apply_mods, the shape's value, the operand's imm_kind)
_NumSlot = tuple[int, Operand, int, str, bool, int, int]
#: the immediates a number may be abstracted in: plain operands and offsets (their parsing
#: and conversion take the number as it is)
_PLAIN_IMMTY = frozenset(("ImmTyNone", "ImmTyOffset", "ImmTyOffset0", "ImmTyOffset1",
                          "ImmTyInstOffset"))
_NAME = re.compile(r"[A-Za-z_]\w*")
#: the parts of operand texts a memo keeps worked out (each kind: before the first comma, after)
_SPLITS_KEPT = 1 << 16
#: a part of a statement's operand text (StatementMemo._part): the text before its first
#: item, and each item's (start, end, value, mark, text after it, its text if a number)
_Part = tuple[str, list[tuple[int, int, "int | str | tuple[int]", str, str, str]],
              "tuple[int, int, int | str | tuple[int], str, str] | None"]


def _depth(text: str, pos: int) -> bool:
    """Whether ``pos`` of ``text`` is inside parentheses or brackets."""
    return (text.count("(", 0, pos) != text.count(")", 0, pos)
            or text.count("[", 0, pos) != text.count("]", 0, pos))


# the bit patterns an inline-constant test or an encoding compares an immediate with (the
# floating-point inline constants of every width, 1/(2*pi), bf16's 1/(2*pi) as a double)
_SPECIAL = frozenset(
    set(L._F16_CODES) | set(L._BF16_CODES) | set(L._F32_CODES) | set(L._F64_CODES)
    | {L.INV2PI_F16, L.INV2PI_BF16, L.INV2PI_F32, L.INV2PI_F64, 0x3FC45F306725FEED})


def _number_class(v: int) -> str:
    """The class of an integer immediate in a shape: what parsing, matching, converting,
    validating and encoding a statement may ask of the number, other than the number itself.

    Those ask (LLVM 19's rules, codeobj.isa.matcher/validate/literals/emit): ranges bounded by
    powers of two (``isUInt<N>``/``isInt<N>``, simm16, offset widths, 0 <= v), answered alike
    by every number of the same sign and bit length; whether it is an integer inline constant
    (-16..64: the positive ones are one class, the negative ones another, as every such range
    where the memo abstracts a number -- a whole operand, an offset, ``offset0:`` -- is at
    least 8 bits wide, and the narrower modifiers, ``cbsz:`` (``uint<3>``), ``abid:``,
    ``wait_vdst:``, are kept with their value); whether it is zero; and whether its low 16,
    32 or 64 bits are an inline constant or a floating-point pattern, whether a half or word
    is zero, whether its two 16-bit halves are equal -- a number outside -16..64 for which any
    of those holds is its own class.
    Everything else is answered for the number itself: its MCInst value is made as the
    conversion makes it, and validation runs for it."""
    if -16 <= v <= 64:
        return ("i-" if v < 0 else "i+") if v else "=0"
    length = (~v if v < 0 else v).bit_length()
    sign = "-" if v < 0 else "+"
    for bits in (16, 32, 64):
        u = v & ((1 << bits) - 1)
        if u == 0 or u in _SPECIAL or -16 <= u - (u >> (bits - 1) << bits) <= 64:
            return f"={v}"
    if v & 0xFFFF == (v >> 16) & 0xFFFF or length >= 64:
        return f"={v}"
    return f"{sign}{length}"

class _Shape:
    """A matched statement: its MCInst and operands, where its registers go in them, the
    spans of its registers and symbols in its text, the resolve/fold questions its parse
    asked, and the parser's mnemonic flags."""

    __slots__ = ("calls", "direct", "encoded", "equal", "flags", "inst", "item_slots",
                 "num_items", "num_patch", "num_slots", "numbers", "op_slots", "ops", "patch",
                 "reg_slots", "spans", "valid", "variants")

    def __init__(self, inst: MCInst, ops: list[Operand], reg_slots: list[tuple[int, int]],
                 op_slots: list[tuple[Operand, int]], spans: list[tuple[int, int]],
                 calls: list[_Question], flags: _Flags, valid: bool,
                 num_slots: list[_NumSlot]) -> None:
        self.inst = inst
        self.ops = ops
        self.reg_slots = reg_slots  # (index in inst.ops, index of the statement's register)
        # (index in inst.ops, index in the statement's items) of each register: made by the
        # first _direct
        self.item_slots: list[tuple[int, int]] | None = None
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
        # the encoding of ``inst`` (made with the match: the patch is made from it)
        self.encoded: Encoded | None = None
        # the numbers the shape abstracts: where each is in the items, its operand, where
        # the conversion put it and how
        self.num_slots = num_slots
        self.numbers = tuple(v for _k, _op, _i, _t, _a, v, _kind in num_slots)
        # which of the MCInst's integers the numbers' values equal, in their low and high
        # words (validation compares literals: see _Shape.same_literals)
        self.equal = _equalities(inst.ops, [i for _k, _op, i, *_rest in num_slots])
        # other numbers' MCInst values, whether validation must run, the encoding's patch
        self.variants: dict[tuple[int, ...], _Variant] = {}
        # the items of the abstracted numbers
        self.num_items = tuple(k for k, *_rest in num_slots)
        # the patch of a shape whose reuse asks no questions and runs no validation, once
        # made: a statement of it with the shape's numbers is encoded by _direct
        self.direct: RegisterPatch | None = None
        # the encoding with the bits of the registers and of the abstracted numbers left out,
        # for statements of the shape with other numbers (None: not made yet; False: a number
        # is not a plain field -- a source operand's constant or literal -- or the encoding
        # reads a register elsewhere: each such variant is patched on its own)
        self.num_patch: RegisterPatch | Literal[False] | None = None


class _Variant:
    """A shape with other numbers: their MCInst values (index, value), whether validation
    is to run (their literals equal other integers than the shape's; once passed for a
    shape whose validation reads no register numbers, it is not run again), and the
    encoding's patch (None: not made -- the first statement is encoded in full, its MCInst
    and encoding kept in ``first`` to make the patch from when the variant comes again --,
    False: none)."""

    __slots__ = ("check", "first", "patch", "values")

    def __init__(self, values: list[tuple[int, OperandValue]], check: bool) -> None:
        self.values = values
        self.check = check
        self.patch: RegisterPatch | Literal[False] | None = None
        self.first: tuple[MCInst, Encoded] | None = None


def _equalities(values: list[OperandValue], at: list[int]) -> tuple[int, ...]:
    """For each integer of ``values`` at the indices ``at``: the first index of ``values``
    holding an integer with the same low 32 bits, and with the same high 32 bits."""
    out: list[int] = []
    for i in at:
        v = cast(int, values[i])  # (a number's slot holds an integer)
        lo, hi = v & 0xFFFFFFFF, (v >> 32) & 0xFFFFFFFF
        for j, w in enumerate(values):
            if type(w) is int and w & 0xFFFFFFFF == lo:
                out.append(j)
                break
        for j, w in enumerate(values):
            if type(w) is int and (w >> 32) & 0xFFFFFFFF == hi:
                out.append(j)
                break
    return tuple(out)


class _Pinned:
    """A shape key whose numbers at these item indices could not be abstracted (an operand
    made from more than the number, a value a conversion reads elsewhere, ...): statements of
    it are looked up again with those numbers' values in the key."""

    __slots__ = ("at",)

    def __init__(self, at: frozenset[int]) -> None:
        self.at = tuple(sorted(at))

    def key(self, key: str, items: list[_Item]) -> str:
        return key + "\0" + ",".join(str(items[k][2][0]) for k in self.at)  # type: ignore[index]


class StatementMemo:
    """Encodes statements with a :class:`Matcher` and an :class:`Emitter`, reusing matches."""

    def __init__(self, matcher: Matcher, emitter: Emitter) -> None:
        self.m = matcher
        self.e = emitter
        self.shapes: dict[str, _Shape | _Pinned | None] = {}
        self._registers: dict[str, tuple[int, str] | None] = {}
        self._classes: dict[tuple[tuple[str, ...], int], int] = {}
        self._probe = InstParser(matcher.st)
        # the family's register classes (name, members, lowest and highest register), by
        # name: what a register's classes are looked up in (_register); the member sets are
        # large and their lookups mostly miss the CPU's caches, so a register is looked up
        # only in the classes whose lowest..highest holds it: those of its stretch between
        # two consecutive bounds (_span_starts), listed when a register of it is first met
        self._regclasses = [(name, rc.members, min(rc.regs, default=0), max(rc.regs, default=-1))
                            for name, rc in sorted(matcher.st.family.regclasses.items())]
        self._span_starts = sorted({b for _n, _m, lo, hi in self._regclasses
                                    for b in (lo, hi + 1)})
        self._spans: dict[int, list[tuple[str, frozenset[int]]]] = {}
        self._banked = matcher.st.regs.bank
        self._mc = matcher.ri.mc_reg
        self._as_mc: dict[int, Reg] = {}  # a register -> its MC register
        self._numbers: dict[int, str] = {}  # an integer -> the mark of its class in a shape
        # the statement's numbers are abstracted only where integers become the MCInst's as
        # LLVM 19's rules have it (LLVM 22's lit()/lit64() expressions are not accounted for)
        self._abstract_numbers = not matcher.parser.rules.lit_exprs
        # the parts of operand texts worked out (see _part): the part before the first
        # comma, and the others by their text after the comma
        self._heads: dict[str, _Part | None] = {}
        self._tails: dict[str, _Part | None] = {}

    def encode(self, text: str, resolve: Resolver | None = None,
               fold: Fold | None = None) -> Encoded:
        """Encode one statement as ``Matcher.assemble`` + ``Emitter.encode`` would; raises the
        ISA layer's AsmError.  ``resolve`` and ``fold`` are those of ``Matcher.assemble``.
        ``self.m.operands`` and ``self.m.warnings`` are the statement's afterwards."""
        key, items = self._shape(text)
        pinned: frozenset[int] = frozenset()
        if key is not None:
            shape = self.shapes.get(key)
            if type(shape) is _Pinned:
                pinned = frozenset(shape.at)
                key = shape.key(key, items)
                shape = self.shapes.get(key)
            if type(shape) is _Shape:
                direct = shape.direct
                if direct is not None and (not shape.num_items or
                                           _numbers(shape, items) == shape.numbers):
                    return self._direct(shape, direct, items)
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
            if m.warnings or any(c[2] is not None for c in calls):
                self.shapes[key] = None
                return enc
            got = self._template(inst, m.operands, items, calls, text, pinned)
            if type(got) is frozenset:
                if pinned:  # (another statement of the key pinned other numbers)
                    self.shapes[key] = None
                    return enc
                pin = self.shapes[key] = _Pinned(got)
                key = pin.key(key, items)
                got = self._template(inst, m.operands, items, calls, text, got)
                if type(got) is frozenset:
                    got = None
            if type(got) is _Shape:
                got.encoded = enc
            self.shapes[key] = got  # type: ignore[assignment]
        return enc

    def lookup(self, text: str) -> _Shape | None:
        """The shape a statement would reuse, if any (for tools/isa/memo_check.py)."""
        key, items = self._shape(text)
        if key is None:
            return None
        shape = self.shapes.get(key)
        if type(shape) is _Pinned:
            shape = self.shapes.get(shape.key(key, items))
        return shape if type(shape) is _Shape else None

    # -- shapes -------------------------------------------------------------------------------

    def _shape(self, text: str) -> tuple[str | None, list[_Item]]:
        """The statement with its registers replaced by their classes and its label-like
        symbols by a mark (a register or symbol named again by a back-reference), and the
        items (start, end, register or name); (None, []) when there is nothing to abstract or
        something the memo cannot account for."""
        if "::" in text:
            return None, []  # dual issue: the register banks of the two halves matter
        # (the first blank ends the mnemonic when no other whitespace comes before it: an
        # identifier has none)
        pos = text.find(" ")
        if pos <= 0 or not text[:pos].isidentifier():
            gap = _GAP.search(text)
            if gap is None:
                return None, []
            pos = gap.start()
        parts = [text[:pos]]
        items: list[_Item] = []
        first: dict[object, int] = {}  # an item's value -> the index of its first use
        nested = "(" in text or "[" in text
        # the operand text part by part (see _part): the part before the first comma, then
        # each comma and the text after it
        cache = self._heads
        for seg in text[pos:].split(","):
            got = cache.get(seg)
            if got is None:
                got = self._part(seg if cache is self._heads else "," + seg)
                if len(cache) < _SPLITS_KEPT:
                    cache[seg] = got
            if got is None:
                return None, []
            lead, found, single = got
            if single is not None and not (single[4] and nested):
                # (one item, the most common part: its text in the shape made once, but for
                # a back-reference)
                start, end, value, whole, _number = single
                n = len(items)
                if first.setdefault(value, n) == n:
                    parts.append(whole)
                else:
                    parts.append(lead)
                    parts.append(f"\0={first[value]}\0")
                    parts.append(found[0][4])
                items.append((pos + start, pos + end, value))
                pos += len(seg) if cache is self._heads else len(seg) + 1
                cache = self._tails
                continue
            parts.append(lead)
            for start, end, value, mark, after, number in found:
                if number and nested and _depth(text, pos + start):
                    # inside hwreg(...), [...]: part of the shape
                    parts.append(number)
                    parts.append(after)
                    continue
                n = len(items)
                if first.setdefault(value, n) != n:
                    mark = f"\0={first[value]}\0"
                items.append((pos + start, pos + end, value))
                parts.append(mark)
                parts.append(after)
            pos += len(seg) if cache is self._heads else len(seg) + 1
            cache = self._tails
        if not items:
            return None, []
        key = "".join(parts)
        if "[" in key and _LISTED.search(key):
            return None, []  # registers in a list ([s0, s1], image addresses)
        return key, items

    def _part(self, part: str) -> _Part | None:
        """One comma-separated part of a statement's operand text (with its comma, but the
        first): the text before its first item, and each item's start and end in the part,
        value (register, name or (number,)), mark in the shape, the text after it to the next
        item (a symbol's variant included) and, for a number, its text (the statement's
        brackets decide whether it is an item); None for a register the memo cannot
        account for.  ``_PIECES``'s look-arounds read the same in a part that keeps its comma
        as in the whole text (no item holds a comma), so a part is worked out once per memo:
        operand texts repeat far more than statements."""
        pieces = _PIECES.split(part)
        lead = cast(str, pieces[0])
        pos = len(lead)
        registers = self._registers
        classes = self._numbers
        abstract = self._abstract_numbers
        found: list[list[object]] = []
        for word, name, variant, number, after in zip(pieces[1::5], pieces[2::5],
                                                      pieces[3::5], pieces[4::5],
                                                      pieces[5::5]):
            value: int | str | tuple[int]
            text = ""
            if word is not None:
                info = registers.get(word)
                if info is None:
                    if word in registers:
                        return None
                    info = registers[word] = self._register(word)
                    if info is None:
                        return None
                value, mark = info
            elif name is not None:
                word = value = name
                mark = "\1"
            else:
                word = number
                if not abstract:  # (text of the shape)
                    if found:
                        found[-1][4] = cast(str, found[-1][4]) + word + after
                    else:
                        lead += word + after
                    pos += len(word) + len(after)
                    continue
                num = int(word, 0)
                value = (num,)
                mark = classes.get(num) or self._number_mark(num)
                text = word
            end = pos + len(word)
            rest = after if variant is None else variant + after  # (a variant stays)
            found.append([pos, end, value, mark, rest, text])
            pos = end + len(rest)
        items = list(map(tuple, found))
        # (one item: its start, end, value, the part's text in a shape and its number text)
        single = None if len(found) != 1 else (
            found[0][0], found[0][1], found[0][2], lead + cast(str, found[0][3]) +
            cast(str, found[0][4]), found[0][5])
        return lead, items, single  # type: ignore[return-value]

    def _shape_split(self, text: str) -> tuple[str | None, list[_Item]]:
        """``_shape`` from one split of the whole operand text (for the tests: ``_shape``
        must give the same)."""
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
        first: dict[object, int] = {}  # an item's value -> the index of its first use
        registers = self._registers
        classes = self._numbers
        nested = "(" in text or "[" in text
        abstract = self._abstract_numbers
        for word, name, variant, number, after in zip(pieces[1::5], pieces[2::5],
                                                      pieces[3::5], pieces[4::5],
                                                      pieces[5::5]):
            n = len(items)
            value: int | str | tuple[int]
            if word is not None:
                info = registers.get(word)
                if info is None:
                    if word in registers:
                        return None, []
                    info = registers[word] = self._register(word)
                    if info is None:
                        return None, []
                value = info[0]
                mark = info[1]
            elif name is not None:
                word = value = name
                mark = "\1"
            else:
                word = number
                if not abstract or nested and _depth(text, pos):
                    # inside hwreg(...), [...]: part of the shape
                    parts.append(word)
                    parts.append(after)
                    pos += len(word) + len(after)
                    continue
                num = int(word, 0)
                value = (num,)
                mark = classes.get(num) or self._number_mark(num)
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

    def _number_mark(self, num: int) -> str:
        """The mark of an integer's class in a shape, kept for the next use of ``num``."""
        mark = self._numbers[num] = f"\0#{_number_class(num)}\0"
        return mark

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
        sig = (self._classes_of(reg), m.reg_opkind.get(reg, 0))
        return reg, f"\0{self._classes.setdefault(sig, len(self._classes))}\0"

    def _classes_of(self, reg: int) -> tuple[str, ...]:
        """The names of the family's register classes that hold ``reg``, in name order."""
        k = bisect_right(self._span_starts, reg)
        span = self._spans.get(k)
        if span is None:  # (every register of the stretch is in the same classes' bounds)
            span = self._spans[k] = [(name, members) for name, members, lo, hi
                                     in self._regclasses if lo <= reg <= hi]
        return tuple([name for name, members in span if reg in members])

    def _template(self, inst: MCInst, ops: list[Operand], items: list[_Item],
                  calls: list[_Call], text: str,
                  pinned: frozenset[int]) -> _Shape | frozenset[int] | None:
        """The shape of a matched statement, or None when its MCInst or operands hold a
        register that does not come from one of the statement's register tokens; or the
        items of the numbers it cannot abstract (other than those ``pinned`` already)."""
        regs = [v for _s, _e, v in items if type(v) is int]
        # every register token of the text is a register operand the parser read there: a
        # word that only looks like one (gfx10's ``a16`` modifier, not AGPR a16) is part of
        # the shape's text, else ``a20`` would reuse the match of ``a16``
        reg_ops = [op for op in ops if op.kind == "reg"]
        for start, end, v in items:
            if type(v) is int:
                for op in reg_ops:  # (a loop, not any(...): a call each in Python 3.11)
                    if op.reg == v and op.pos <= start and end <= op.end:
                        break
                else:
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
        num_slots = self._number_slots(inst, ops, items, text, pinned)
        if type(num_slots) is frozenset:
            return num_slots
        p = self.m.parser
        flags = (p.forced_size, p.forced_dpp, p.forced_sdwa)
        return _Shape(inst, ops, reg_slots, op_slots, [(a, b) for a, b, _v in items],
                      questions, flags, not reads_register_numbers(self.m.st, inst.desc),
                      num_slots)  # type: ignore[arg-type]

    def _number_slots(self, inst: MCInst, ops: list[Operand], items: list[_Item], text: str,
                      pinned: frozenset[int]) -> list[_NumSlot] | frozenset[int]:
        """Where the statement's numbers (other than the ``pinned`` ones) went, or the items
        of those that cannot be abstracted: a number is abstracted when it is the whole of
        one plain immediate operand (its value, not a float, no lit() or modifiers), which
        the conversion added once, through add_imm, and nowhere else -- so that the number
        reaches the MCInst only through ``Matcher.imm_value``."""
        m = self.m
        trace = m.imm_trace
        warned = len(m.warnings)
        slots: list[_NumSlot] = []
        pins: set[int] = set()
        for k, (start, end, v) in enumerate(items):
            if type(v) is not tuple or k in pinned:
                continue
            num = v[0]
            found = [op for op in ops if op.kind == "imm" and (
                (op.pos == start and op.end == end)
                or (op.pos == op.end and op.pos < start and text[start - 1] == ":"
                    and _NAME.fullmatch(text, op.pos, start - 1) is not None))]
            uses = [tr for tr in trace if found and tr[0] is found[0]]
            if len(found) != 1 or len(uses) != 1:
                pins.add(k)
                continue
            op = found[0]
            _op, i, t, apply_mods = uses[0]
            if (op.val != num or op.is_fp or op.lit or op.lit64 or op.abs or op.neg or op.sext
                    or op.immty not in _PLAIN_IMMTY or i >= len(inst.ops)):
                pins.add(k)
                continue
            try:
                again = m.imm_value(inst.desc, op, num, t, apply_mods)
            except AsmError:
                again = None
            if len(m.warnings) > warned:
                del m.warnings[warned:]
                again = None
            if again != (inst.ops[i], op.imm_kind) or type(inst.ops[i]) is not int:
                pins.add(k)  # (the conversion changed it afterwards)
                continue
            slots.append((k, op, i, t, apply_mods, num, op.imm_kind))
        return frozenset(pins) if pins else slots

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
        regs = []  # (a loop, not a comprehension: a call each in Python 3.11)
        for _s, _e, v in items:
            if type(v) is int:
                regs.append(v)
        values = self._with_registers(shape, regs)
        m = self.m
        m.warnings = []
        nums = shape.num_slots
        numbers = _numbers(shape, items) if nums else shape.numbers
        changed = numbers != shape.numbers
        variant: _Variant | None = None
        fresh = False
        if changed:
            variant = shape.variants.get(numbers)
            if variant is None:
                # the numbers' MCInst values as the conversion makes them; a number whose
                # kind (inline constant, literal) differs from the shape's is matched in full
                desc = shape.inst.desc
                made: list[tuple[int, OperandValue]] = []
                for (_k, op, i, t, apply_mods, old, kind), num in zip(nums, numbers):
                    if num != old:
                        try:
                            value, got = m.imm_value(desc, op, num, t, apply_mods)
                        except AsmError:
                            return None
                        if got != kind:
                            return None
                        made.append((i, value))
                if m.warnings:
                    return None
                for i, value in made:
                    values[i] = value
                variant = _Variant(made, _equalities(values, [i for _k, _o, i, *_r in nums])
                                   != shape.equal)
                fresh = True
                if len(shape.variants) < 256:
                    shape.variants[numbers] = variant
            else:
                for i, value in variant.values:
                    values[i] = value
        inst = MCInst(shape.inst.desc, values)
        ops = shape.ops
        m.operands = ops
        # validation again when it reads register numbers, or -- for other numbers -- when
        # their literals are not equal to the same of the MCInst's integers as the shape's:
        # otherwise it asks of a number what its class answers (ranges bounded by powers of
        # two, inline constant or not) and which literals are the same value
        if not shape.valid or (variant is not None and variant.check):
            # the shape's operands stand for this statement's while it is validated, with
            # the parser's per-statement state a validation may read (the mnemonic's suffix)
            p = m.parser
            p.forced_size, p.forced_dpp, p.forced_sdwa = shape.flags
            saved = [op.reg for op, _k in shape.op_slots]
            for op, k in shape.op_slots:
                op.reg = regs[k]
            if changed:
                for (_k, op, *_rest), num in zip(nums, numbers):
                    op.val = num
            try:
                validate(m, inst, ops, 0)
            except AsmError:
                return None
            finally:
                for (op, _k), reg in zip(shape.op_slots, saved):
                    op.reg = reg
                if changed:
                    for _k, op, _i, _t, _a, old, _kind in nums:
                        op.val = old
            if variant is not None and shape.valid and not m.warnings:
                variant.check = False  # (it read only the numbers: passed for these)
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
        if variant is not None:
            # one patch for every variant when the numbers are plain fields of the word
            num_patch = shape.num_patch
            if num_patch is None:
                num_patch = shape.num_patch = self.e.register_patch(
                    inst, frozenset(i for i, _k in shape.reg_slots),
                    frozenset(i for _k, _op, i, *_rest in nums)) or False
            if num_patch is not False:
                return self.e.encode_patched(num_patch, inst)
            # else a patch for these numbers once they come again (made from the first
            # statement's MCInst and encoding: it differs from this one in registers alone)
            if fresh:
                enc = self.e.encode(inst)
                variant.first = (inst, enc)
                return enc
            if variant.patch is None:
                slots = frozenset(i for i, _k in shape.reg_slots)
                first = variant.first
                variant.first = None
                variant.patch = (self.e.register_patch(first[0], slots, encoded=first[1])
                                 if first is not None else
                                 self.e.register_patch(inst, slots)) or False
            if variant.patch is False:
                return self.e.encode(inst)
            return self.e.encode_patched(variant.patch, inst)
        patch = shape.patch
        if patch is None:
            slots = frozenset(i for i, _k in shape.reg_slots)
            patch = shape.patch = self.e.register_patch(shape.inst, slots,
                                                        encoded=shape.encoded) or False
            if patch is not False and shape.valid and not shape.calls:
                shape.direct = patch
        if patch is False:
            return self.e.encode(inst)
        return self.e.encode_patched(patch, inst)

    def _direct(self, shape: _Shape, patch: RegisterPatch, items: list[_Item]) -> Encoded:
        """``_reuse`` of a statement of a shape that asks no questions, needs no validation
        and has a patch (``shape.direct``), with the shape's numbers: only its registers are
        put in."""
        slots = shape.item_slots
        if slots is None:  # (which items are registers is the shape's: its key says)
            regs = [j for j, item in enumerate(items) if type(item[2]) is int]
            slots = shape.item_slots = [(i, regs[k]) for i, k in shape.reg_slots]
        values = list(shape.inst.ops)
        as_mc = self._as_mc
        for i, j in slots:
            r: int = items[j][2]  # type: ignore[assignment]  # (a register's value)
            v = as_mc.get(r)
            if v is None:
                v = as_mc[r] = Reg(self._mc(r))
            values[i] = v
        m = self.m
        m.warnings = []
        m.operands = shape.ops
        return self.e.encode_patched(patch, MCInst(shape.inst.desc, values))

    def _with_registers(self, shape: _Shape, regs: list[int]) -> list[OperandValue]:
        """The shape's MCInst operands with the statement's registers (``regs``, in text
        order) at its register slots."""
        as_mc = self._as_mc
        values = list(shape.inst.ops)
        for i, k in shape.reg_slots:
            r = regs[k]
            v = as_mc.get(r)
            if v is None:
                v = as_mc[r] = Reg(self._mc(r))
            values[i] = v
        return values


def _numbers(shape: _Shape, items: list[_Item]) -> tuple[int, ...]:
    """The values of the statement's numbers the shape abstracts, in its order."""
    ks = shape.num_items
    if len(ks) == 1:  # (most shapes with numbers have one)
        return (items[ks[0]][2][0],)  # type: ignore[index,return-value]
    return tuple([items[k][2][0] for k in ks])  # type: ignore[index,misc]
