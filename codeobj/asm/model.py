"""The assembler's in-memory model: symbols, the expressions that name them and the values
those reduce to, sections with their bytes and layout points, fixups and relocations; the
limits of a run are codeobj.limits.Limits (re-exported).

The expression nodes live here, beside :class:`Symbol`, because each refers to the other (a
variable's value is an expression, an expression names symbols); :mod:`codeobj.asm.expr`
parses and evaluates them and re-exports them."""

from __future__ import annotations

from typing import Protocol

from .._record import field, record
from ..limits import Limits
from .lexer import Token

__all__ = ["AlignArgs", "AsmError", "AsmSection", "Binary", "BranchArgs", "Call", "Const", "Expr", "ExprFunctions",
           "Fixup", "LebArgs", "Limits", "OrgArgs", "Point", "Relocation", "SymRef", "Symbol", "Unary", "Value"]

SHT_NOBITS = 8


class AsmError(Exception):
    """One diagnostic raised while processing a statement; the driver records it and goes on."""

    def __init__(self, message: str, tok: Token | None = None, line: int = 0, col: int = 0,
                 severity: str = "error") -> None:
        super().__init__(message)
        self.message = message
        self.line = tok.line if tok is not None else line
        self.col = tok.col if tok is not None else col
        self.severity = severity

    # set on the first of several problems found at once (the object writer's): all of them
    problems: list[AsmError]


class Expr:
    """Base of expression nodes; ``tok`` is where the node starts (for diagnostics)."""

    tok: Token


@record(eq=False)
class Const(Expr):
    value: int
    tok: Token


@record(eq=False)
class SymRef(Expr):
    symbol: Symbol
    variant: str | None
    tok: Token


@record(eq=False)
class Unary(Expr):
    op: str
    operand: Expr
    tok: Token


@record(eq=False)
class Binary(Expr):
    op: str
    lhs: Expr
    rhs: Expr
    tok: Token
    op_tok: Token | None = None  # the operator (llvm-mc reports some errors there)


class ExprFunctions(Protocol):
    """What evaluates a :class:`Call` (the symbol table, with the target's functions)."""

    def call_value(self, name: str, args: list[int], tok: Token) -> int: ...


@record(eq=False)
class Call(Expr):
    """An AMDGPU expression function (``max(a, b)``, ``or(...)``, ``alignto(x, a)``,
    ``totalnumvgprs(agprs, vgprs)``), evaluated by ``ctx.call_value``."""

    name: str
    args: list[Expr]
    tok: Token
    ctx: ExprFunctions


@record()  # (not frozen, though no one changes a value: see _record, frozen records' cost)
class Value:
    """``sym_a - sym_b + const``, with an optional relocation variant on ``sym_a`` -- or on
    the constant alone (``.Lc@rel32@lo`` after ``.set .Lc, 7``: a relocation that names no
    symbol, its addend the constant, as llvm-mc writes it)."""

    const: int = 0
    sym_a: Symbol | None = None
    sym_b: Symbol | None = None
    variant: str | None = None

    @property
    def is_absolute(self) -> bool:
        return self.sym_a is None and self.sym_b is None and self.variant is None


@record(eq=False)
class Symbol:
    """A symbol: a label (``section``/``offset``), a variable (``value``), common, or undefined.
    ``epoch``: how many layout points its section had when the label was defined (its offset
    moves with the sizes those points take; :mod:`codeobj.asm.sections`)."""

    name: str
    temporary: bool = False
    section: AsmSection | None = None
    offset: int = 0
    epoch: int = 0
    value: Expr | None = None  # .set / .equ / = ; None for labels
    absolute: bool = False  # defined as an absolute address (SHN_ABS), e.g. through .set
    binding: str | None = None  # None (default), "local", "global", "weak"
    visibility: int = 0
    elf_type: int | None = None
    size: Expr | None = None
    common_size: int | None = None
    common_align: int = 0
    lds: tuple[int, int] | None = None  # (size, alignment) from .amdgpu_lds
    order: int | None = None  # registration order -> symbol table order
    used: bool = False  # its value was taken through a symbol reference
    used_in_reloc: bool = False
    predefined: bool = False
    is_section: bool = False
    signature: bool = False  # names a section group
    defined_at: Token | None = None

    @property
    def is_variable(self) -> bool:
        return self.value is not None

    @property
    def is_defined(self) -> bool:
        return self.section is not None or self.value is not None or self.absolute

    @property
    def implied_binding(self) -> str:
        """The binding the object gets when no directive set one, as things stand (the order
        of llvm-mc's MCSymbolELF::getBinding): global for a common symbol, local when
        defined, local for an undefined group signature no relocation names, else global."""
        if self.common_size is not None:
            return "global"
        if self.is_defined:
            return "local"
        if self.signature and not self.used_in_reloc:
            return "local"
        return "global"


@record(eq=False)
class Fixup:
    """A value that could not be written while parsing: resolved (or turned into a relocation)
    once every symbol is known.  ``kind`` is ``data`` (1/2/4/8 bytes), ``lit`` or
    ``lit_data`` (an instruction's 4- or 8-byte literal, with a PC-relative or a plain fixup
    as llvm-mc's code emitter chooses), ``sopp_br`` (a 16-bit branch displacement in dwords relative
    to the end of the instruction at ``pc_end``), ``leb`` (a `.uleb128`/`.sleb128` whose size
    is found by layout) or ``reloc`` (a `.reloc`)."""

    section: AsmSection
    offset: int
    size: int
    expr: Expr
    kind: str
    tok: Token
    pc_end: int = 0
    epoch: int = 0
    reloc_type: int = 0  # kind "reloc" (`.reloc`): the relocation type
    leb_signed: bool = False  # kind "leb": .sleb128
    has_value: bool = False
    # `.reloc` at a label not yet defined: (symbol, addend, tok)
    pending: tuple[Symbol, int, Token] | None = None


#: a layout point's ``args`` per kind: ``align`` (alignment, fill or None, fill size, max skip),
#: ``org`` (target, fill), ``leb`` (the fixup), ``branch`` (the fixup, None for a branch without)
AlignArgs = tuple[int, int | None, int, int]
OrgArgs = tuple[Expr, int]
LebArgs = tuple[Fixup]
BranchArgs = tuple[Fixup | None]


@record(eq=False)
class Point:
    """A place in a section whose size is only known once the whole file is laid out (an
    MCFragment of llvm-mc's that relaxes): ``kind`` ``align`` (``args``: alignment, fill,
    fill size, max skip), ``org`` (target expression, fill), ``leb`` (the fixup) or
    ``branch`` (a gfx1010-family SOPP branch that may need an ``s_nop 0`` after it: the
    branch's fixup).  ``size`` is the number of bytes the section holds for it now."""

    kind: str
    offset: int
    size: int
    args: AlignArgs | OrgArgs | LebArgs | BranchArgs | tuple[()] = ()
    tok: Token | None = None


@record(eq=False)
class Relocation:
    offset: int
    type: int
    symbol: Symbol | None
    addend: int


@record(eq=False)
class AsmSection:
    """A section being assembled; ``data`` holds its bytes (an SHT_NOBITS section holds none:
    ``nobits_size`` is its size).  ``points`` are its layout points, in order."""

    name: str
    type: int
    flags: int
    entsize: int = 0
    alignment: int = 1
    data: bytearray = field(default_factory=bytearray)
    nobits_size: int = 0
    fixups: list[Fixup] = field(default_factory=list)
    relocations: list[Relocation] = field(default_factory=list)
    points: list[Point] = field(default_factory=list)
    symbol: Symbol | None = None  # the STT_SECTION symbol
    is_code: bool = False
    group: Symbol | None = None  # the signature of the section group (SHF_GROUP)
    comdat: bool = False  # the group is a COMDAT group (GRP_COMDAT)
    unique: int | None = None  # `,unique,N`: one of several sections of one name
    link_to: AsmSection | None = None  # SHF_LINK_ORDER: the linked-to section (sh_link)
    frag_start: int = 0  # where the current run of data began (`.reloc` constant offsets)
    parent: AsmSection | None = None  # for subsection N > 0: the section it is part of
    subsection: int = 0
    opened_at: Token | None = None

    @property
    def nobits(self) -> bool:
        return self.type == SHT_NOBITS

    @property
    def size(self) -> int:
        return self.nobits_size if self.type == SHT_NOBITS else len(self.data)

    @property
    def epoch(self) -> int:
        return len(self.points)
