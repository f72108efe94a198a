"""codeobj._record behaves as dataclasses.dataclass does for what the model classes use."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from typing import ClassVar

import pytest

from codeobj._record import FrozenInstanceError, field, fields, insert_fields, record


def _pair(frozen: bool):
    def body(decorate, make_field):
        class Sample:
            """A sample."""

            name: str
            count: int = 3
            items: list = make_field(default_factory=list)
            hidden: object = make_field(default=None, repr=False, compare=False)
            LIMIT: ClassVar[int] = 7

            def total(self) -> int:
                return self.count + len(self.items)

        return decorate(Sample)

    ours = body(record(frozen=True) if frozen else record, field)
    theirs = body(dataclasses.dataclass(frozen=True) if frozen else dataclasses.dataclass,
                  dataclasses.field)
    return ours, theirs


@pytest.mark.parametrize("frozen", [False, True])
def test_same_behaviour_as_dataclasses(frozen):
    ours, theirs = _pair(frozen)
    for args, kwargs in [(("a",), {}), (("a", 5), {}), (("a",), {"items": [1]}),
                         ((), {"name": "b", "count": 1, "hidden": 9})]:
        a, b = ours(*args, **kwargs), theirs(*args, **kwargs)
        assert repr(a) == repr(b)
        assert (a.name, a.count, a.items, a.hidden) == (b.name, b.count, b.items, b.hidden)
        assert a.total() == b.total()
        assert a == ours(*args, **kwargs)
        assert (a == ours("other")) == (b == theirs("other"))
    assert ours("a").items is not ours("a").items  # a fresh default each time
    assert ours("a", hidden=1) == ours("a", hidden=2)  # compare=False
    assert ours.LIMIT == 7 and "LIMIT" not in fields(ours)
    assert fields(ours) == tuple(f.name for f in dataclasses.fields(theirs))
    assert ours.count == theirs.count == 3  # plain defaults stay class attributes
    assert ours("a") != theirs("a")  # another class: not equal
    with pytest.raises(TypeError):
        ours()
    with pytest.raises(TypeError):
        ours("a", 1, [], None, "extra")


def test_frozen_records_refuse_assignment_and_hash_by_fields():
    ours, _ = _pair(True)
    a = ours("a", items=())
    with pytest.raises(FrozenInstanceError):
        a.count = 4
    with pytest.raises(FrozenInstanceError):
        del a.count
    assert isinstance(FrozenInstanceError("x"), AttributeError)
    assert hash(a) == hash(ours("a", items=(), hidden="ignored"))
    assert copy.copy(a) == a and copy.deepcopy(a) == a


def test_mutable_records_are_unhashable_and_assignable():
    ours, _ = _pair(False)
    a = ours("a")
    a.count = 10
    assert a.total() == 10
    with pytest.raises(TypeError):
        hash(a)


def test_post_init_and_field_order():
    seen = []

    @record(frozen=True)
    class Checked:
        value: int

        def __post_init__(self):
            seen.append(self.value)
            if self.value < 0:
                raise ValueError("negative")

    Checked(2)
    with pytest.raises(ValueError):
        Checked(-1)
    assert seen == [2, -1]
    with pytest.raises(TypeError, match="non-default field"):
        @record
        class Bad:
            a: int = 1
            b: int
    with pytest.raises(ValueError):
        field(default=1, default_factory=list)


def test_records_pickle():
    assert pickle.loads(pickle.dumps(_Module("x", 2))) == _Module("x", 2)


@record(frozen=True)
class _Module:
    name: str
    value: int = 0


def _identity_pair():
    def body(decorate, make_field):
        class Node:
            name: str
            children: list = make_field(default_factory=list)
            offset: int = make_field(default=0, init=False)
            index: int = make_field(default_factory=lambda: -1, init=False, repr=False)

        return decorate(Node)

    return (body(record(eq=False), field),
            body(dataclasses.dataclass(eq=False), dataclasses.field))


def test_eq_false_and_init_false_as_dataclasses():
    ours, theirs = _identity_pair()
    a, b = ours("a"), theirs("a")
    assert repr(a) == repr(b)
    assert (a.offset, a.index) == (b.offset, b.index) == (0, -1)
    assert a != ours("a") and b != theirs("a")  # compared by identity
    assert {a: 1}[a] == 1 and {b: 1}[b] == 1  # and hashed by it
    assert ours.__match_args__ == theirs.__match_args__ == ("name", "children")
    with pytest.raises(TypeError):
        ours("a", [], 5)
    with pytest.raises(TypeError):
        theirs("a", [], 5)
    a.offset = 9
    assert a.offset == 9


def test_replace_as_dataclasses():
    from codeobj._record import replace

    ours, theirs = _pair(True)
    a, b = ours("a", 2, items=(1,)), theirs("a", 2, items=(1,))
    assert repr(replace(a, count=5)) == repr(dataclasses.replace(b, count=5))
    assert replace(a) == a and replace(a) is not a
    with pytest.raises(TypeError):
        replace(a, nonesuch=1)
    node = _identity_pair()[0]("n")
    with pytest.raises(TypeError):
        replace(node, offset=3)  # init=False fields are not replaced (dataclasses refuse too)


def test_repr_of_a_record_inside_itself():
    ours, theirs = _identity_pair()
    a, b = ours("a"), theirs("a")
    a.children.append(a)
    b.children.append(b)
    assert repr(a) == repr(b)
    assert repr(a).endswith("Node(name='a', children=[...], offset=0)")


def test_init_false_needs_a_default():
    with pytest.raises(TypeError, match="init=False"):
        @record
        class Bad:
            a: int = field(init=False)


def test_insert_fields_puts_declared_fields_in_place():
    @record(frozen=True)
    @insert_fields(("a", "b"), after="index")
    class Row:
        index: int
        name: str = ""

    assert fields(Row) == ("index", "a", "b", "name")
    assert Row(1, 2, 3, "x") == Row(index=1, a=2, b=3, name="x")

    @record
    @insert_fields(("a", "b"), default=0)
    class Defaults:
        extra: list = field(default_factory=list)

    assert fields(Defaults) == ("a", "b", "extra")
    assert (Defaults().a, Defaults(b=5).b) == (0, 5)


def test_methods_compiled_on_first_use() -> None:
    """The generated methods are compiled when the class is first used: an instance made
    without __init__ (as pickle and copy make them) compares and hashes as one made by the
    class."""

    @record(frozen=True)
    class Key:
        a: int
        b: str = "x"

    stand_in = Key.__init__
    made = Key.__new__(Key)
    object.__setattr__(made, "a", 1)
    object.__setattr__(made, "b", "x")
    assert hash(made) == hash((1, "x"))  # (compiled here, from __hash__)
    assert Key.__init__ is not stand_in and Key.__init__.__qualname__.endswith("Key.__init__")
    assert made == Key(1) and {made: 1}[Key(1, "x")] == 1 and Key(2) != made

    @record
    class Mutable:
        a: int

    assert Mutable(1) == Mutable(1) and Mutable.__hash__ is None


def _cached_point(tmp_path, monkeypatch, compiled: list[str]):
    """A new record class whose methods are compiled (or read from the cache) now, with the
    cache directory under tmp_path and the process's code objects forgotten."""
    from codeobj import _record

    monkeypatch.setattr(_record, "_codes", None)

    def counting_compile(source, filename, mode):
        compiled.append(filename)
        return compile(source, filename, mode)

    monkeypatch.setattr(_record, "compile", counting_compile, raising=False)

    @record(frozen=True)
    class CachedPoint:
        x: int
        y: int = 2

    p = CachedPoint(1)
    assert (p.x, p.y, p, hash(p) == hash(CachedPoint(1))) == (1, 2, CachedPoint(1, 2), True)
    return p


def test_compiled_methods_are_kept_in_the_cache_directory(tmp_path, monkeypatch) -> None:
    """A record's generated methods are compiled once and read from the cache directory by
    the next process; a file that is not one of ours is ignored and written again."""
    monkeypatch.setenv("CODEOBJ_CACHE_DIR", str(tmp_path / "cache"))
    compiled: list[str] = []
    _cached_point(tmp_path, monkeypatch, compiled)
    assert len(compiled) == 1
    (path,) = (tmp_path / "cache" / "records").iterdir()
    _cached_point(tmp_path, monkeypatch, compiled)
    assert len(compiled) == 1  # (read from the file)
    for content in (b"", b"not marshal", __import__("marshal").dumps((1, "other", {}))):
        path.write_bytes(content)
        _cached_point(tmp_path, monkeypatch, compiled)
        _cached_point(tmp_path, monkeypatch, compiled)
    assert len(compiled) == 4


def test_no_cache_directory_for_compiled_methods(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("CODEOBJ_CACHE_DIR", "")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("HOME", str(tmp_path))
    compiled: list[str] = []
    _cached_point(tmp_path, monkeypatch, compiled)
    _cached_point(tmp_path, monkeypatch, compiled)
    assert len(compiled) == 2 and list(tmp_path.iterdir()) == []
