"""The symbol table: names to symbols, the order they enter the ELF symbol table, numeric and
temporary labels, assignments (``.set``/``=``), and evaluating expressions over them.

Evaluation reduces an expression to ``sym_a - sym_b + constant``; the difference of two labels
folds when the section store knows their distance (:meth:`SectionStore.distance`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, cast

from .expr import (
    Const,
    Expr,
    ExprError,
    SymRef,
    Value,
    evaluate,
    expr_tokens_used,
    names_a_label,
    to_signed,
)
from .lexer import INT, Token
from .model import AsmError, AsmSection, Symbol

if TYPE_CHECKING:
    from .sections import SectionStore

__all__ = ["SymbolTable"]

_MASK64 = (1 << 64) - 1


class SymbolTable:
    """Every symbol of one assembly.  It is also the context expressions are parsed in
    (``lookup``, ``directional``, ``here``, ``inline_value``, ``call_value``)."""

    def __init__(self, sections: SectionStore) -> None:
        self.by_name: dict[str, Symbol] = {}
        self.registered: list[Symbol] = []  # in the order llvm-mc enters them
        self.temps: list[Symbol] = []
        self._numeric: dict[int, Symbol] = {}
        self._numeric_forward: dict[int, Symbol] = {}
        self.sections = sections
        # AMDGPU's expression functions (max, or, alignto, ...): set by the target
        self.functions: Callable[[str, list[int], Token], int] | None = None
        self.addrsig = False
        self.addrsig_symbols: list[Symbol] = []

    # -- the table ----------------------------------------------------------------------------

    def symbol(self, name: str) -> Symbol:
        sym = self.by_name.get(name)
        if sym is None:
            sym = Symbol(name, name.startswith(".L"))  # (positional: see Token)
            self.by_name[name] = sym
        return sym

    def get(self, name: str) -> Symbol | None:
        return self.by_name.get(name)

    def register(self, sym: Symbol) -> None:
        if sym.order is None:
            sym.order = len(self.registered)
            self.registered.append(sym)

    def register_used(self, expr: Expr) -> None:
        """Symbols an emitted value mentions enter the symbol table (llvm-mc's order)."""
        if type(expr) is SymRef:  # (a branch target, most often)
            if not expr.symbol.temporary:
                self.register(expr.symbol)
            return
        for sym in expr_tokens_used(expr):
            if not sym.temporary:
                self.register(sym)

    def section_symbol(self, sec: AsmSection) -> None:
        """Give a new section its STT_SECTION symbol (a symbol of that name used before the
        section existed becomes it)."""
        name = sec.name
        sym = self.by_name.get(name)
        if sym is not None and not sym.is_defined and sym.binding is None and \
                not sym.signature and name not in self.sections.by_name:
            del self.by_name[name]
            sym.is_section = True
        else:
            sym = Symbol(name, is_section=True)
        sym.section = sec
        sec.symbol = sym
        self.register(sym)

    def _temp(self, prefix: str) -> Symbol:
        sym = Symbol(f".Ltmp.{prefix}{len(self.temps)}", temporary=True)
        self.temps.append(sym)
        return sym

    def all_symbols(self) -> Iterator[Symbol]:
        """Every symbol object, each once (named, registered and temporary)."""
        seen: set[int] = set()
        for sym in (*self.by_name.values(), *self.registered, *self.temps):
            if id(sym) not in seen:
                seen.add(id(sym))
                yield sym

    # -- expression context -------------------------------------------------------------------

    def lookup(self, name: str, tok: Token) -> Symbol:
        # a section's name names its section symbol (llvm-mc's section begin symbol)
        sec = self.sections.by_name.get(name)
        if sec is not None and name not in self.by_name:
            # every section has its symbol from its creation (section_symbol)
            return cast(Symbol, sec.symbol)
        return self.symbol(name)

    def directional(self, number: int, direction: str, tok: Token) -> Symbol:
        if direction == "b":
            sym = self._numeric.get(number)
            if sym is None:
                raise ExprError("directional label undefined", tok)
            return sym
        sym = self._numeric_forward.get(number)
        if sym is None:
            sym = self._temp(f"{number}f")
            self._numeric_forward[number] = sym
        return sym

    def here(self, tok: Token | None) -> Symbol:
        sym = self._temp("dot")
        sym.section, sym.offset, sym.epoch = self.sections.place()
        return sym

    def call_value(self, name: str, args: list[int], tok: Token) -> int:
        if self.functions is None:
            raise ExprError(f"the {name}() expression function needs a target", tok)
        return self.functions(name, args, tok)

    def inline_value(self, sym: Symbol) -> int | None:
        """A variable whose value is a plain constant is substituted when it is referenced, so
        that a later re-assignment does not change earlier uses (llvm-mc's rule)."""
        if isinstance(sym.value, Const):
            return sym.value.value
        if sym.value is not None:
            sym.used = True
        return None

    # -- evaluation ---------------------------------------------------------------------------

    def _resolve(self, sym: Symbol, tok: Token, active: set[Symbol]) -> Value:
        value = sym.value
        if value is None:
            return Value(0, sym)
        if sym.binding in ("global", "weak") and not isinstance(value, Const):
            return Value(0, sym)  # an exported alias is relocated against, not expanded
        if sym in active:
            raise ExprError(f"cyclic dependency detected for symbol '{sym.name}'", tok)
        return evaluate(value, self._resolve, self._fold, active | {sym})

    def _fold(self, v: Value) -> Value:
        a, b = v.sym_a, v.sym_b
        if (a is not None and b is not None and v.variant is None and a.section is not None
                and b.section is not None and a.binding != "weak"):
            d = self.sections.distance(a, b)
            if d is not None:
                return Value((v.const + d) & _MASK64)
        return v

    def evaluate(self, expr: Expr) -> Value:
        if type(expr) is SymRef and expr.variant is None and expr.symbol.value is None:
            return Value(0, expr.symbol)  # (a label, or undefined: what _resolve gives)
        return evaluate(expr, self._resolve, self._fold)

    def absolute(self, expr: Expr, what: str = "expected absolute expression") -> int:
        """The value of an expression that must be a constant now; raises AsmError otherwise."""
        try:
            v = self.evaluate(expr)
        except ExprError as e:
            raise AsmError(e.message, line=e.line, col=e.col) from None
        if not v.is_absolute:
            raise AsmError(what, expr.tok)
        return to_signed(v.const)

    def constant(self, name: str) -> int | None:
        """The value of ``name`` when it is a symbol with an absolute value now."""
        sym = self.by_name.get(name)
        if sym is None or sym.value is None:
            return None
        try:
            v = self.evaluate(sym.value)
        except ExprError:
            return None
        return to_signed(v.const) if v.is_absolute else None

    # -- labels and assignments ---------------------------------------------------------------

    def define_label(self, name: str, tok: Token) -> Symbol:
        sym = self.symbol(name)
        if sym.is_defined or sym.common_size is not None:
            raise AsmError(f"symbol '{name}' is already defined", tok)
        sym.section, sym.offset, sym.epoch = self.sections.place()
        sym.defined_at = tok
        self.register(sym)
        return sym

    def numeric_label(self, tok: Token) -> None:
        number = cast(int, tok.value)
        sym = self._numeric_forward.pop(number, None) or self._temp(f"{number}:")
        sym.section, sym.offset, sym.epoch = self.sections.place()
        self._numeric[number] = sym

    def assign(self, name: str, expr: Expr, tok: Token, allow_redefine: bool = True) -> Symbol:
        sym = self.by_name.get(name)
        if sym is not None:
            if sym in expr_tokens_used(expr) or self._refers_to(expr, sym):
                raise AsmError(f"Recursive use of '{name}'", expr.tok)
            if not sym.is_defined and not sym.used or sym.is_variable and not sym.used and \
                    allow_redefine:
                pass
            elif not sym.is_variable or not allow_redefine:
                raise AsmError(f"redefinition of '{name}'", expr.tok)
            elif not isinstance(sym.value, Const):
                raise AsmError(f"invalid reassignment of non-absolute variable '{name}'",
                               expr.tok)
        sym = self.symbol(name)
        # a constant value is stored folded, so later uses see the value at this point
        try:
            v = self.evaluate(expr)
        except ExprError:
            v = None
        # (not one that names a label: llvm-mc keeps `b - a` an expression, whose value
        # layout gives, and a use of the symbol as an instruction operand is a literal
        # with a fixup)
        if v is not None and v.is_absolute and not isinstance(expr, Const) and \
                not names_a_label(expr):
            expr = Const(v.const, expr.tok)
        sym.value = expr
        sym.defined_at = tok
        sym.predefined = False  # assigned by the source: now an ordinary (ABS) symbol
        self.register(sym)
        self.register_used(expr)  # llvm-mc visits the value after the symbol
        return sym

    def set_constant(self, name: str, value: int, predefined: bool = True) -> Symbol:
        """A variable with a constant value the assembler defines (predefined symbols,
        ``--defsym``)."""
        sym = self.symbol(name)
        sym.predefined = predefined
        sym.value = Const(value & _MASK64, Token(INT, str(value & _MASK64), 0, 0))
        return sym

    def _refers_to(self, expr: Expr, target: Symbol, depth: int = 0) -> bool:
        if depth > 100:
            return True
        for s in expr_tokens_used(expr):
            if s is target:
                return True
            if s.value is not None and self._refers_to(s.value, target, depth + 1):
                return True
        return False

    # -- layout -------------------------------------------------------------------------------

    def move(self, moved: Callable[[AsmSection, int, int], tuple[AsmSection, int]]) -> None:
        """The sections were laid out: labels move to where their bytes went."""
        for sym in self.all_symbols():
            if sym.section is not None and not sym.is_section:
                sym.section, sym.offset = moved(sym.section, sym.offset, sym.epoch)
