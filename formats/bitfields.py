"""Little-endian bit-field words described by ``(name, lsb, width)`` tables.

construct's ``BitStruct`` numbers bits from the most significant end, which is the
opposite of how AMDGPUUsage.rst ("Kernel Descriptor", the COMPUTE_PGM_RSRC* tables) and
the hardware documentation number them.  These helpers read and write fields by their
least-significant bit instead, and ``BitWord`` wraps an ``Int32ul``/``Int16ul`` so that a
schema can hand out ``{field: value}`` dicts.
"""

# (no `from __future__ import annotations` here: a NamedTuple's string annotations are
# compiled into typing.ForwardRefs when the class is made, on every start)
from collections.abc import Iterable, Mapping
from typing import Any, NamedTuple

from ._lazy import lazy_schemas

__all__ = [
    "BitField",
    "BitWord",
    "BitWord16",
    "BitWord32",
    "decode_word",
    "encode_word",
    "field_mask",
    "get_field",
    "set_field",
]


class BitField(NamedTuple):
    """One field of a word: its name, least-significant bit and width in bits.

    Tables whose fields vary by processor (the kernel descriptor's, formats/kernel_descriptor.py)
    also say on which ``generations`` a field exists, the ``directive`` that sets it and how
    llvm-objdump ``show``s it; a plain ``(name, lsb, width)`` word leaves them at their defaults.
    """

    name: str
    lsb: int
    width: int
    generations: str = "all"
    directive: str | None = None
    show: str = "directive"

    @property
    def mask(self) -> int:
        return field_mask(self.lsb, self.width)

    @property
    def max(self) -> int:
        return (1 << self.width) - 1

    @property
    def msb(self) -> int:
        return self.lsb + self.width - 1


def field_mask(lsb: int, width: int) -> int:
    """The mask of bits ``lsb .. lsb+width-1``."""
    return ((1 << width) - 1) << lsb


def get_field(word: int, lsb: int, width: int) -> int:
    """The value of bits ``lsb .. lsb+width-1`` of ``word``."""
    return (word >> lsb) & ((1 << width) - 1)


def set_field(word: int, lsb: int, width: int, value: int) -> int:
    """``word`` with bits ``lsb .. lsb+width-1`` replaced by ``value``.

    Raises ``ValueError`` when ``value`` does not fit in ``width`` bits.
    """
    if value < 0 or value >> width:
        raise ValueError(f"value {value} does not fit in {width} bits")
    mask = field_mask(lsb, width)
    return (word & ~mask) | (value << lsb)


def decode_word(word: int, fields: Iterable[tuple[Any, ...]]) -> dict[str, int]:
    """``{name: value}`` for each ``(name, lsb, width)`` (or ``BitField``) of ``fields``."""
    return {name: get_field(word, lsb, width) for name, lsb, width, *_ in fields}


def encode_word(values: Mapping[str, int], fields: Iterable[tuple[Any, ...]]) -> int:
    """The word holding ``values``; fields absent from ``values`` are 0.

    Raises ``KeyError`` for a name that is not a field and ``ValueError`` for a value
    that does not fit its width.
    """
    table = {name: (lsb, width) for name, lsb, width, *_ in fields}
    word = 0
    for name, value in values.items():
        lsb, width = table[name]
        word = set_field(word, lsb, width, value)
    return word


def _build_schemas() -> dict[str, object]:
    from construct import Adapter, Construct, Int16ul, Int32ul

    class BitWord(Adapter):  # type: ignore[misc]  # construct ships no types: Adapter is Any
        """A little-endian integer parsed as ``{field: value}`` through a ``(name, lsb, width)`` table.

        Bits not covered by any field are kept under the key ``"_rest"`` so that a parse/build
        round trip gives the same bytes even for words with reserved bits set.
        """

        def __init__(self, subcon: Construct, fields: Iterable[tuple[str, int, int]]) -> None:
            super().__init__(subcon)
            self.fields = tuple(BitField(*f) for f in fields)
            covered = 0
            for f in self.fields:
                covered |= f.mask
            self._covered = covered

        def _decode(self, obj: int, context: object, path: object) -> dict[str, int]:
            values = decode_word(obj, self.fields)
            values["_rest"] = obj & ~self._covered
            return values

        def _encode(self, obj: Mapping[str, int], context: object, path: object) -> int:
            values = {k: v for k, v in obj.items() if k != "_rest"}
            return encode_word(values, self.fields) | (obj.get("_rest", 0) & ~self._covered)


    def BitWord32(fields: Iterable[tuple[str, int, int]]) -> BitWord:
        """A ``BitWord`` over ``Int32ul``."""
        return BitWord(Int32ul, fields)


    def BitWord16(fields: Iterable[tuple[str, int, int]]) -> BitWord:
        """A ``BitWord`` over ``Int16ul``."""
        return BitWord(Int16ul, fields)

    return {"BitWord": BitWord, "BitWord32": BitWord32, "BitWord16": BitWord16}


# The adapters need construct, which costs more to import than the hot paths that only use
# get_field/set_field: they are built on first use (formats/_lazy.py).
__getattr__ = lazy_schemas(globals(), ("BitWord", "BitWord32", "BitWord16"), _build_schemas)
