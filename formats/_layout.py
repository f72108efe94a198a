"""Fixed-size little-endian structures, each declared once: its fields with their struct codes.

A ``Layout`` is the one declaration of a structure.  Everything else is derived from it: the
``struct.Struct`` the hot paths unpack with (``iter_unpack`` over a memoryview is several times
faster than construct), the field names and offsets error messages cite, and the Construct
schema (``schema()``, built on first use: construct is slow to import).  tests/test_formats_elf.py
checks the three against each other on known bytes.

A field is ``(name, code)`` with a ``struct`` code (``B H I Q`` unsigned, ``b h i q`` signed,
``Ns`` N bytes), ``(name, code, constant)`` for a magic value the schema checks, or
``(name, layout)`` for a nested structure (read as its bytes by the struct).
"""

from __future__ import annotations

import struct
from typing import Any

#: What a field is read from (bytes-like; an mmap works too).
Buffer = bytes | bytearray | memoryview

__all__ = ["Layout"]

# construct's little-endian integer for each struct code
_INTEGERS = {"B": "Int8ul", "H": "Int16ul", "I": "Int32ul", "Q": "Int64ul",
             "b": "Int8sl", "h": "Int16sl", "i": "Int32sl", "q": "Int64sl"}


class Layout:
    """A fixed-size little-endian structure (spec field names, spec order)."""

    __slots__ = ("_fields", "_schema", "fields", "name", "names", "size", "struct")

    def __init__(self, name: str, fields: tuple[tuple[Any, ...], ...]) -> None:
        self.name = name
        self.fields = tuple(fields)
        self.names = tuple(f[0] for f in self.fields)
        codes = [f"{f[1].size}s" if isinstance(f[1], Layout) else f[1] for f in self.fields]
        for code in codes:
            if code not in _INTEGERS and not (code.endswith("s") and code[:-1].isdigit()):
                raise ValueError(f"{name}: unsupported struct code {code!r}")
        self.struct = struct.Struct("<" + "".join(codes))
        self.size: int = self.struct.size
        # each field's offset and its own struct (for reading one field where it sits)
        self._fields: dict[str, tuple[int, struct.Struct]] = {}
        at = 0
        for field, code in zip(self.names, codes):
            one = struct.Struct("<" + code)
            self._fields[field] = (at, one)
            at += one.size
        self._schema: Any = None

    def offset(self, field: str) -> int:
        """The byte offset of ``field`` (a KeyError names a field the structure lacks)."""
        return self._fields[field][0]

    def field_size(self, field: str) -> int:
        """The size of ``field`` in bytes."""
        return self._fields[field][1].size

    def read(self, buffer: Buffer, field: str, base: int = 0) -> Any:
        """The value of ``field`` of the structure at ``buffer[base:]``."""
        at, one = self._fields[field]
        return one.unpack_from(buffer, base + at)[0]

    def schema(self) -> Any:
        """The Construct ``Struct`` of this layout (built once, on first use)."""
        if self._schema is None:
            import construct

            subcons = []
            for field in self.fields:
                name, code = field[0], field[1]
                if isinstance(code, Layout):
                    sub = code.schema()
                elif code in _INTEGERS:
                    sub = getattr(construct, _INTEGERS[code])
                else:
                    sub = construct.Bytes(int(code[:-1]))
                if len(field) > 2:
                    sub = construct.Const(field[2], sub)
                subcons.append(name / sub)
            self._schema = construct.Struct(*subcons)
        return self._schema

    def __repr__(self) -> str:
        return f"Layout({self.name!r}, {self.size} bytes)"
