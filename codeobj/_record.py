"""`record`: the part of `dataclasses.dataclass` the library's classes use, cheap to define.

Every `codeobj dump` starts by defining the model classes of the reader, the object model,
descriptors, occupancy, targets and bundles.  With `dataclasses` that cost ~35 ms of a 150 ms
dump: importing the module (it pulls in `inspect`, `ast`, `dis`, `tokenize`) and, per class,
compiling five or six generated methods.  A record compiles one generated function per class
(``__init__``, and for frozen records, which serve as cache keys, ``__eq__`` and ``__hash__``),
and only when the class is first used (until then ``__init__`` is a stand-in taking
``*args, **kwargs``: a runtime signature shows that before the first instance);
``__repr__`` (and ``__eq__`` of mutable records) are written once, below, and read the field
names from the class.  Every class of the package that is a bundle of named fields is a record
(the ISA layer's excepted, for now), except the few rows that are tuples on purpose
(`typing.NamedTuple`: the ELF symbol and relocation rows, the formats' table rows).

Supported, as dataclasses do it: annotated fields in order, defaults, ``field(default=...,
default_factory=..., init=False, repr=False, compare=False)``, ``frozen=True`` (assignment
raises `FrozenInstanceError`, instances hash by their compared fields), ``eq=False`` (no
generated ``__eq__``: instances compare and hash by identity), ``__post_init__``, class
variables annotated ``ClassVar`` left alone, a ``__repr__`` that shows ``...`` for a record
met again inside itself, `fields` (names, in order) and `replace`.  Not supported (not used):
inheritance between records, ``order``, ``kw_only``, ``slots``, ``InitVar``; a record that
defines its own ``__eq__`` keeps it and gets no generated ``__hash__``.

`insert_fields` adds fields declared elsewhere (a binary layout's, formats/_layout.py) to a
class before `record` reads its annotations, so a record of a structure's fields does not write
them a second time.

`record` is declared with `typing.dataclass_transform`, so type checkers read records as they
read dataclasses (the declaration costs nothing at run time: typing is not imported for it).
"""

from __future__ import annotations

from _thread import get_ident

__all__ = ["FrozenInstanceError", "field", "fields", "insert_fields", "record", "replace"]

TYPE_CHECKING = False  # typing costs ~3 ms to import; records are defined on every start
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from typing import Any, TypeVar, overload

    from typing_extensions import dataclass_transform

    _T = TypeVar("_T")
    _C = TypeVar("_C", bound=type)
else:
    def dataclass_transform(**_options):
        return lambda decorator: decorator


class FrozenInstanceError(AttributeError):
    """Assignment to a field of a frozen record."""


class _Missing:
    def __repr__(self) -> str:
        return "<missing>"


_MISSING = _Missing()


class _Field:
    __slots__ = ("compare", "default", "default_factory", "init", "repr")

    def __init__(self, default: object, default_factory: object, init: bool, repr: bool,
                 compare: bool) -> None:
        self.default, self.default_factory = default, default_factory
        self.init, self.repr, self.compare = init, repr, compare


if TYPE_CHECKING:  # as dataclasses.field is typed: the field's declared type
    @overload
    def field(*, default: _T, init: bool = True, repr: bool = True,
              compare: bool = True) -> _T: ...
    @overload
    def field(*, default_factory: Callable[[], _T], init: bool = True, repr: bool = True,
              compare: bool = True) -> _T: ...
    @overload
    def field(*, init: bool = True, repr: bool = True, compare: bool = True) -> Any: ...


def field(*, default: Any = _MISSING, default_factory: Any = _MISSING, init: bool = True,
          repr: bool = True, compare: bool = True) -> Any:
    """A field's options, as `dataclasses.field` takes them."""
    if default is not _MISSING and default_factory is not _MISSING:
        raise ValueError("cannot specify both default and default_factory")
    return _Field(default, default_factory, init, repr, compare)


def insert_fields(names: Iterable[str], *, after: str | None = None, annotation: str = "int",
                  default: Any = _MISSING) -> Callable[[_C], _C]:
    """Class decorator, applied before ``record``: ``names`` (declared elsewhere, e.g. a
    ``formats/`` layout's fields) become fields of the class, typed ``annotation``, after its
    own field ``after`` (first when None), each with ``default`` when one is given."""

    def insert(cls: _C) -> _C:
        own = dict(cls.__dict__.get("__annotations__", {}))  # noqa: RUF063
        added = dict.fromkeys(names, annotation)
        if after is None:
            merged = {**added, **own}
        else:
            merged = {}
            for name, value in own.items():
                merged[name] = value
                if name == after:
                    merged.update(added)
        cls.__annotations__ = merged
        if default is not _MISSING:
            for name in added:
                setattr(cls, name, default)
        return cls

    return insert


def fields(cls_or_instance: object) -> tuple[str, ...]:
    """The field names of a record class or instance, in order."""
    names: tuple[str, ...] = cls_or_instance.__record_fields__  # type: ignore[attr-defined]
    return names


def replace(obj: _T, /, **changes: Any) -> _T:
    """A copy of the record ``obj`` with ``changes`` to its fields, as `dataclasses.replace`
    makes it (``__init__`` and ``__post_init__`` run again)."""
    init: tuple[str, ...] = obj.__record_init__  # type: ignore[attr-defined]
    for name in changes:
        if name not in init:
            raise TypeError(f"{type(obj).__qualname__} has no field {name!r} to replace")
    values = {name: getattr(obj, name) for name in init}
    values.update(changes)
    return type(obj)(**values)


_REPR_RUNNING: set[tuple[int, int]] = set()


def _repr(self: Any) -> str:
    key = (id(self), get_ident())
    if key in _REPR_RUNNING:  # a record inside itself, as dataclasses (reprlib) print it
        return "..."
    _REPR_RUNNING.add(key)
    try:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__record_repr__)
    finally:
        _REPR_RUNNING.discard(key)
    return f"{type(self).__qualname__}({inner})"


def _eq(self: Any, other: Any) -> Any:
    if other.__class__ is not self.__class__:
        return NotImplemented
    names = self.__record_compare__
    return tuple(getattr(self, n) for n in names) == tuple(getattr(other, n) for n in names)


def _frozen_setattr(self: object, name: str, value: object) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_delattr(self: object, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


#: the layout of the file of compiled methods (bump it when what _compiled stores changes)
_CODE_FORMAT = 1
#: how many code objects the file keeps at most (the package defines some 200 records)
_MAX_CODES = 2000
#: (file name, source) -> its code, as the cache file had it plus what this process compiled;
#: None until the first record is compiled
_codes: dict[tuple[str, str], Any] | None = None


def _compiled(source: str, filename: str) -> Any:
    """The code of a record's generated methods.  Compiling is most of what defining a record
    costs (some 1.4 M instructions each: a small build compiles twenty), so the code objects
    are kept in the cache directory (codeobj._cachedir), in one marshal file per Python build
    (marshal's format and the bytecode are the interpreter's), and compiled only when the
    file lacks them; the file is written again then (atomically; a failure only costs
    time)."""
    global _codes
    if _codes is None:
        _codes = _read_codes()
    key = (filename, source)
    code = _codes.get(key)
    if code is None:
        if len(_codes) >= _MAX_CODES:  # (methods of records since changed: start afresh)
            _codes.clear()
        code = _codes[key] = compile(source, filename, "exec")
        _write_codes(_codes)
    return code


def _codes_path() -> str | None:
    import os
    import sys
    import zlib

    from ._cachedir import cache_dir

    cache = cache_dir()
    if not cache:
        return None
    tag = zlib.crc32(f"{sys.version}|{_CODE_FORMAT}".encode("utf-8", "surrogateescape"))
    return os.path.join(cache, "records", f"records-{tag:08x}.marshal")


def _read_codes() -> dict[tuple[str, str], Any]:
    """The cache file's code objects, or none when it is missing or not one of ours."""
    import marshal
    import sys

    path = _codes_path()
    if path is None:
        return {}
    try:
        with open(path, "rb") as f:
            fmt, version, codes = marshal.loads(f.read())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    code_type = type(_compiled.__code__)
    if fmt != _CODE_FORMAT or version != sys.version or type(codes) is not dict or not all(
            type(k) is tuple and type(c) is code_type for k, c in codes.items()):
        return {}
    return codes


def _write_codes(codes: dict[tuple[str, str], Any]) -> None:
    import marshal
    import os
    import sys

    path = _codes_path()
    if path is None:
        return
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        tmp = f"{path}.{os.getpid()}.tmp"
        with open(tmp, "wb") as f:
            f.write(marshal.dumps((_CODE_FORMAT, sys.version, codes)))
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only or full cache directory only costs time


if TYPE_CHECKING:
    @overload
    def record(cls: _C, /) -> _C: ...
    @overload
    def record(*, frozen: bool = False, eq: bool = True) -> Callable[[_C], _C]: ...


@dataclass_transform(eq_default=True, frozen_default=False, field_specifiers=(field,))
def record(cls: Any = None, /, *, frozen: bool = False, eq: bool = True) -> Any:
    """Class decorator: make ``cls`` a record of its annotated fields (see the module doc)."""

    def wrap(cls: _C) -> _C:
        return _make(cls, frozen, eq)

    return wrap if cls is None else wrap(cls)


def _make(cls: _C, frozen: bool, eq: bool) -> _C:
    # (inspect.get_annotations would import inspect, which is what records avoid)
    annotations = cls.__dict__.get("__annotations__", {})  # noqa: RUF063
    names: list[str] = []
    params: list[str] = []
    body: list[str] = []
    scope: dict[str, Any] = {"_MISSING": _MISSING, "_set": object.__setattr__}
    init_names: list[str] = []
    repr_names: list[str] = []
    compare_names: list[str] = []
    seen_default = False
    for name, annotation in annotations.items():
        if isinstance(annotation, str) and annotation.startswith(("ClassVar", "typing.ClassVar")):
            continue
        spec = cls.__dict__.get(name, _MISSING)
        if isinstance(spec, _Field):
            options = spec
        else:
            options = _Field(spec, _MISSING, True, True, True)
        if not options.init:
            # Not a parameter: __init__ sets the default (dataclasses require one).
            if options.default_factory is not _MISSING:
                scope[f"_factory_{name}"] = options.default_factory
                value = f"_factory_{name}()"
            elif options.default is not _MISSING:
                scope[f"_default_{name}"] = options.default
                value = f"_default_{name}"
            else:
                raise TypeError(f"field {name!r} of {cls.__name__} has init=False and no "
                                "default")
        elif options.default_factory is not _MISSING:
            scope[f"_factory_{name}"] = options.default_factory
            params.append(f"{name}=_MISSING")
            value = f"_factory_{name}() if {name} is _MISSING else {name}"
            seen_default = True
        elif options.default is not _MISSING:
            scope[f"_default_{name}"] = options.default
            params.append(f"{name}=_default_{name}")
            value = name
            seen_default = True
        else:
            if seen_default:
                raise TypeError(f"non-default field {name!r} follows a default field "
                                f"in {cls.__name__}")
            params.append(name)
            value = name
        # The class keeps a plain default as a class attribute (as dataclasses do); a field()
        # spec goes.
        if isinstance(spec, _Field):
            if options.default is not _MISSING:
                setattr(cls, name, options.default)
            else:
                delattr(cls, name)
        # (a frozen record's fields go into its __dict__ directly: its __setattr__ refuses,
        # and object.__setattr__ per field costs a call each.  Asking for the __dict__ makes
        # the instance keep a dict of its own, which makes it and every read of its fields
        # slower than a mutable record's: a record made by the thousands in a hot loop is not
        # frozen -- the assembler's Token and Value)
        body.append(f"    _fields[{name!r}] = {value}" if frozen
                    else f"    self.{name} = {value}")
        names.append(name)
        if options.init:
            init_names.append(name)
        if options.repr:
            repr_names.append(name)
        if options.compare:
            compare_names.append(name)
    if "__post_init__" in cls.__dict__:
        body.append("    self.__post_init__()")
    if frozen and names:
        body.insert(0, "    _fields = self.__dict__")
    source = f"def __init__({', '.join(['self', *params])}):\n" + ("\n".join(body) or "    pass")
    own_eq = eq and frozen and "__eq__" not in cls.__dict__
    if own_eq:
        mine = "".join(f"self.{name}, " for name in compare_names)
        theirs = "".join(f"other.{name}, " for name in compare_names)
        source += ("\ndef __eq__(self, other):\n"
                   "    if other.__class__ is not self.__class__:\n"
                   "        return NotImplemented\n"
                   f"    return ({mine}) == ({theirs})\n"
                   f"def __hash__(self):\n    return hash(({mine}))\n")
    built: Any = cls  # the class being built: its methods are assigned below

    def generate() -> Any:
        """Compile the generated methods and put them in the class (once)."""
        if "__init__" not in scope:
            # The source is made from the class's own field names (identifiers) and nothing
            # else.
            exec(_compiled(source, f"<record {cls.__qualname__}>"), scope)  # noqa: S102
            scope["__init__"].__qualname__ = f"{built.__qualname__}.__init__"
            built.__init__ = scope["__init__"]
            if own_eq:
                built.__eq__, built.__hash__ = scope["__eq__"], scope["__hash__"]
        return scope["__init__"]

    # The generated methods are compiled when the class is first used (most of the classes
    # a command defines it never makes: compiling them all cost ~10-20 ms of every start);
    # until then the class has stand-ins that compile them and call them.
    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        generate()(self, *args, **kwargs)

    __init__.__qualname__ = f"{built.__qualname__}.__init__"
    built.__init__ = __init__
    built.__record_fields__ = tuple(names)
    built.__record_init__ = tuple(init_names)
    built.__record_repr__ = tuple(repr_names)
    built.__record_compare__ = tuple(compare_names)
    built.__match_args__ = tuple(init_names)  # type: ignore[misc]  # (mypy guards the name)
    if "__repr__" not in built.__dict__:
        built.__repr__ = _repr
    if own_eq:
        def __eq__(self: Any, other: Any) -> Any:
            generate()
            return built.__eq__(self, other)

        def __hash__(self: Any) -> int:
            generate()
            return int(built.__hash__(self))

        built.__eq__, built.__hash__ = __eq__, __hash__
    elif eq and "__eq__" not in built.__dict__:
        # As dataclasses: eq without frozen makes instances unhashable.
        built.__eq__, built.__hash__ = _eq, None
    if frozen:
        built.__setattr__ = _frozen_setattr
        built.__delattr__ = _frozen_delattr
    return cls
