"""The assembler's in-memory model: symbols, sections with their bytes, fixups and relocations."""

from __future__ import annotations

from .._record import field, record
from .expr import Expr
from .lexer import Token

__all__ = ["AsmError", "AsmSection", "Fixup", "Relocation", "Symbol"]


class AsmError(Exception):
    """One diagnostic raised while processing a statement; the driver records it and goes on."""

    def __init__(self, message: str, tok: Token | None = None, line: int = 0, col: int = 0,
                 severity: str = "error") -> None:
        super().__init__(message)
        self.message = message
        self.line = tok.line if tok is not None else line
        self.col = tok.col if tok is not None else col
        self.severity = severity


@record(eq=False)
class Symbol:
    """A symbol: a label (``section``/``offset``), a variable (``value``), common, or undefined."""

    name: str
    temporary: bool = False
    section: AsmSection | None = None
    offset: int = 0
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


@record(eq=False)
class Fixup:
    """A value that could not be written while parsing: resolved (or turned into a relocation)
    once every symbol is known.  ``kind`` is ``data`` (1/2/4/8 bytes), or an instruction fixup
    kind from the ISA layer (``lit32``: a 32-bit literal; ``sopp_br``: a 16-bit branch
    displacement in dwords relative to the end of the instruction at ``pc_end``; ``insn`` is
    set for SOPP branches on targets with the offset-0x3f bug)."""

    section: AsmSection
    offset: int
    size: int
    expr: Expr
    kind: str
    tok: Token
    pc_end: int = 0
    insn: int = -1  # ordinal of the branch instruction (gfx1010 offset-0x3f padding)
    reloc_type: int = 0  # kind "reloc" (`.reloc`): the relocation type
    leb_signed: bool = False  # kind "leb": .sleb128 (``insn`` holds the LEB's ordinal)
    has_value: bool = False
    pending: tuple | None = None  # `.reloc` at a label not yet defined: (symbol, addend, tok)


@record(eq=False)
class Relocation:
    offset: int
    type: int
    symbol: Symbol | None
    addend: int


@record(eq=False)
class AsmSection:
    """A section being assembled; ``data`` holds its bytes (zeros for SHT_NOBITS)."""

    name: str
    type: int
    flags: int
    entsize: int = 0
    alignment: int = 1
    data: bytearray = field(default_factory=bytearray)
    fixups: list[Fixup] = field(default_factory=list)
    relocations: list[Relocation] = field(default_factory=list)
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
    origin: int = 0  # a subsection's expected offset in its section (alignment padding)
    origin_key: tuple | None = None

    @property
    def size(self) -> int:
        return len(self.data)
