"""The instruction database: LLVM's AMDGPU instruction facts, and the subtarget they apply to.

The data files (``codeobj/isa/data/<release>-*.json.gz``) are made by ``tools/isa/gen_llvm.py``
from LLVM's TableGen description (never edited by hand): per LLVM release, a common file
(registers, processors and their features, the assembler's operand classes and conversions)
and one file per ISA family (its instructions with their operands and encodings, the match
tables, the decoder tables).

Releases (:data:`RELEASES`): LLVM 19 (``llvm19``) is the main one -- every processor it knows
uses its tables, and llvm-mc-19 referees them.  LLVM 22 (``llvm22``) serves only the
processors LLVM 19 does not know (gfx950, gfx9-4-generic, gfx1153, gfx1250, gfx1251); its
family files hold their instructions only.  A processor uses the first release whose data
knows it.  Register numbers, operand classes and decoder indices are per release: a
:class:`Subtarget` carries its release's ``common`` document and ``regs``.

Main entry points:

* ``subtarget(target, mattr="")``: a :class:`Subtarget` -- a processor, its feature set (with
  ``-mattr``-style changes), its family's instruction tables, and the feature predicates the
  assembler and the disassembler test;
* :class:`InstDesc`: one instruction (operands in MCInst order, encoding, flags);
* :class:`Registers`: every register's name, hardware encoding, bank, first index and width.
"""

from __future__ import annotations

import gc
import marshal
import mmap
import os
import re
import sys
import zlib
from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any, cast

from .._cachedir import cache_dir
from .._record import record
from ..errors import TargetError

__all__ = ["LLVM", "REJECT_RULES", "RELEASES", "Family", "InstDesc", "OpDef", "RegClass", "Registers", "Release",
           "Subtarget", "common", "family", "llvm_release", "release_of", "subtarget"]

_DATA = "data"

#: the LLVM releases whose tables codeobj carries, in order of preference (a processor uses
#: the first that knows it); each is the prefix of its data files
RELEASES = ("llvm19", "llvm22")
MAIN_RELEASE = RELEASES[0]


@record(frozen=True)
class Release:
    """An LLVM release whose encoding rules codeobj can follow: a record of :data:`LLVM`.

    A release either has tables of its own (``tables`` is its own name: the prefix of its data
    files, made by ``tools/isa/gen_llvm.py``) or reads another release's tables and lists
    where its encoder and decoder differ from them (``base``, the rule fields below).  Code
    reads the fields; it never tests a release's name."""

    #: the name users choose it by (``codeobj build --llvm-release NAME``, ``release=NAME``)
    name: str
    #: what it is: the LLVM version, and where that build comes from
    title: str
    #: the release whose data files it reads (:data:`RELEASES`)
    tables: str
    #: the release it is derived from (None: a release with tables of its own)
    base: str | None = None
    #: Inst{40-32}, {49-41}, {58-50} of a gfx10+ VOP3/VOP3P word that no operand fills (and
    #: the WMMA scale word's src2, 0x100 in LLVM 22): None keeps the tables' constant; a number
    #: is written there instead (llvm-project #175753, #178404: 0x80, inline constant 0).  DPP
    #: forms keep the tables' constant, except the v_cmpx ones (postEncodeVOPCX)
    unused_src_fill: int | None = None
    #: the decoder ignores those fields: any value in them decodes as the tables' constant
    #: (llvm-project #175182, #176140)
    unused_src_any: bool = False
    #: lit(X) of a 64-bit operand is a 32-bit literal where X fits one (the high half of an
    #: f64 whose low half is zero, a 32-bit integer); False: a 64-bit literal (LLVM 22)
    lit_prefers_32: bool = False
    #: assembler forms this release refuses that its tables' release accepts: names of
    #: :data:`REJECT_RULES` (the assembler's checks test them by name)
    rejects: frozenset[str] = frozenset()
    #: subtarget features (AMDGPU.td's SubtargetFeature records) the release gives a
    #: processor that its tables' release does not: (processor, features) pairs, added to
    #: the processor's own when a :class:`Subtarget` follows the release
    processor_features: tuple[tuple[str, frozenset[str]], ...] = ()
    #: (instruction flag, operand names): operands of the instructions with that flag that
    #: also take ``null`` (SGPR_NULL) where the tables' operand class does not
    null_operands: tuple[tuple[str, frozenset[str]], ...] = ()
    #: (instruction, operand names): instructions (LLVM's names without the encoding suffix)
    #: whose definitions in this release lack operands its tables' release gives them; a form
    #: that sets one is refused ("invalid operand for instruction")
    dropped_operands: tuple[tuple[str, frozenset[str]], ...] = ()


#: the checks a newer release adds to its tables' release's assembler (Release.rejects): name
#: -> what it refuses, with the newer assembler's message
REJECT_RULES = {
    "private_aperture": "src_private_base/src_private_limit (and the private_ names) on gfx12.5 "
                        "(FeatureGFX1250Insts): 'src_private_base register not available on "
                        "this GPU'",
    "wmma_ab_neg": "neg_lo/neg_hi on the A or B matrix of a gfx12.5 v_wmma whose sources are "
                   "not integers (iu8 keeps them: its IntClamp flag): 'invalid neg_lo operand'",
    "wmma_scale_fmt": "a scale format other than MATRIX_SCALE_FMT_E8 for a matrix whose format is "
                      "not MATRIX_FMT_FP4: 'invalid matrix and scale format combination'",
    "atomic_return_no_vdst": "th:TH_ATOMIC_RETURN on a FLAT/global/scratch atomic without a "
                             "destination: 'th:TH_ATOMIC_RETURN requires a destination operand'",
}


#: every release codeobj can follow, by name; the first of :data:`RELEASES` that knows a
#: processor is its default (:func:`release_of`), the others are chosen by name
LLVM: dict[str, Release] = {r.name: r for r in (
    Release("llvm19", "LLVM 19.1.7 (Debian bookworm's llvm-toolchain-19)", "llvm19"),
    Release("llvm22", "LLVM 22.1.8 (Debian trixie's llvm-toolchain-22)", "llvm22"),
    Release("llvm24git", "llvm-project 6bc4aaf6641c (24.0.0git), the AMDGPU assembler of "
            "PyPI's triton 3.9.0", "llvm22", base="llvm22", unused_src_fill=0x80,
            unused_src_any=True, lit_prefers_32=True,
            rejects=frozenset(("private_aperture", "wmma_ab_neg", "wmma_scale_fmt",
                               "atomic_return_no_vdst")),
            # FeatureNoSleepForever (llvm-project #220366): gfx1250, not gfx1251 (probed:
            # the newer assembler refuses s_monitor_sleep 0x8000 on gfx1250 only)
            processor_features=(("gfx1250", frozenset({"FeatureNoSleepForever"})),),
            # the third and fourth descriptor groups of tensor_load_to_lds and
            # tensor_store_from_lds may be null, the first two not (llvm-project #200911)
            null_operands=(("TENSOR_CNT", frozenset({"vaddr2", "vaddr3"})),),
            # gfx1250's VOP3-only v_cvt_pk_bf8/fp8_f16 without clamp (llvm-project #211263
            # redefined them; probed: clamp refused in the e64, DPP and true16 forms)
            dropped_operands=(("V_CVT_PK_BF8_F16", frozenset({"clamp"})),
                              ("V_CVT_PK_FP8_F16", frozenset({"clamp"})))),
)}


def llvm_release(name: str) -> Release:
    """The :class:`Release` of a name (``llvm19``, ``llvm22``, ``llvm24git``); a TargetError
    naming the choices for another."""
    rec = LLVM.get(name)
    if rec is None:
        raise TargetError(f"unknown LLVM release '{name}' (choose from {', '.join(LLVM)})")
    return rec


#: a condition of the data files: True/False, a feature name, or ["and"|"or"|"not", cond, ...]
Condition = Any  # recursive: bool | str | list[str | Condition]

#: a JSON table of the data files whose shape belongs to its one reader (the matcher's rows,
#: the decoder's tables, the generic searchable tables): typed where that reader unpacks it
Table = Any


#: a match-table row: (mnemonic, instruction id, conversion, feature set, operand classes)
MatchRow = tuple[str, int, int, int, list[int]]


# The documents' shapes, for type checkers only (a TypedDict makes a ForwardRef of each
# annotation at run time, compiling it: some 60 compilations at every start)
if TYPE_CHECKING:
    from typing import TypedDict

    class RegistersDoc(TypedDict, total=False):
        """``common["registers"]``: parallel lists, one entry per LLVM register."""

        names: list[str]
        encoding: list[int]
        asm: list[str]
        #: bank, first, width, half (:func:`_register_facts`), added when the document is read
        derived: tuple[list[str], list[int], list[int], list[str]]
        #: the registers whose names start with TTMP, added when the document is read
        ttmp: list[int]


    class _VopdComponentOptional(TypedDict, total=False):
        #: LLVM 22: the first source's operand type, and whether the component is X in VOPD3
        src0_type: str
        x3: int


    class VopdComponent(_VopdComponentOptional):
        """``common["vopd_components"][VOPDOp]``: one VOPD component (VOPDComponentTable)."""

        base: str
        x: int
        defs: int
        srcs: int
        tied_src2: bool
        kimm: int | None
        names: list[str]


    class _MatchClassKind(TypedDict):
        name: str
        #: "token", "reg", "user" or "special"
        kind: str


    class MatchClass(_MatchClassKind, total=False):
        """``common["matcher"]["classes"][k]``: an operand class of the match tables."""

        #: a token class's text
        token: str
        #: a register class's RegisterClass (None: a set of registers, ``super`` its classes)
        regclass: str | None
        #: the classes this one is a subclass of
        super: list[int]
        #: a user class's AsmOperandClass record and its predicate method
        record: str
        pred: str
        #: the custom parser: method name, then its arguments (None: a default)
        parser: list[str | None]
        #: LLVM 22: a RegClassByHwMode class's name
        by_hwmode: str


    class _MatcherDocOptional(TypedDict, total=False):
        #: LLVM 22: (mode name, class name -> class index) per register-info mode
        hwmode_classes: list[tuple[str, dict[str, int]]]


    class MatcherDoc(_MatcherDocOptional):
        """``common["matcher"]``: the assembler's match tables (AsmMatcher)."""

        #: match predicate -> its condition
        match_features: dict[str, Condition]
        #: the feature sets the match rows require, by index
        feature_sets: list[list[str]]
        classes: list[MatchClass]
        #: conversion step kinds: [kind, then by kind a method name, a value, an immediate type
        #: and default, ...] (Matcher.convert reads them)
        cvt_kinds: list[list[Any]]
        ties: list[list[int]]
        #: per conversion: its steps, (cvt kind, operand) each
        conversions: list[list[list[int]]]


    class _CommonDocOptional(TypedDict, total=False):
        #: LLVM 22: (name, condition) of each register-info mode, DefaultMode first
        hwmodes: list[tuple[str, Condition]]
        #: LLVM 22: RegClassByHwMode name -> mode name -> register class
        regclass_by_hwmode: dict[str, dict[str, str]]


    class CommonDoc(_CommonDocOptional):
        """A release's common data document (``<release>-common.json.gz``)."""

        registers: RegistersDoc
        processors: dict[str, list[str]]
        families: dict[str, list[str]]
        feature_implies: dict[str, list[str]]
        feature_names: dict[str, str]
        #: AssemblerPredicate record -> its condition
        assembler_predicates: dict[str, Condition]
        decoder_predicates: list[Condition]
        class_regclasses: dict[str, list[int]]
        #: (alias, mnemonic, asm variant or "", predicates)
        mnemonic_aliases: list[tuple[str, str, str, list[str]]]
        matcher: MatcherDoc
        #: per asm variant: mnemonic -> the feature sets of its match rows
        mnemonics: list[dict[str, list[int]]]
        #: register -> the operand class it matches as (a register's own class); keyed by
        #: register number when the document is read (:func:`_derive_common`)
        reg_opkind: dict[int, int]
        tables: Table
        vopd_components: dict[str, VopdComponent]


    class MimgInfo(TypedDict):
        """TableGen's MIMGInfoTable rows of a family: field names, and id -> row."""

        fields: list[str]
        rows: dict[str, list[Any]]


    class _FamilyDocOptional(TypedDict, total=False):
        mimg_info: MimgInfo


    class FamilyDoc(_FamilyDocOptional):
        """A family's data document (``<release>-<family>.json.gz``)."""

        processors: list[str]
        #: (number of outputs, [(operand type, operand name), ...])
        #: (keyed by index when the document is read, each unmarshalled when first used)
        opsets: dict[int, tuple[int, list[tuple[str, str]]]]
        flagsets: list[list[str]]
        #: implicit uses/defs: LLVM register names
        regsets: list[list[str]]
        #: encoding variable -> runs of (instruction bit, variable bit, width)
        varsets: list[dict[str, list[tuple[int, int, int]]]]
        operands: dict[str, dict[str, Any]]
        #: id -> (name, asm, variant, size, opset, namespace, constraints, uses, defs, flags, mask,
        #: value, varset, unknown, pseudo)
        #: (keyed by int when the document is read: :func:`_derive_family`)
        instructions: dict[int, list[Any]]
        #: id -> name of every instruction (added when the document is read)
        instruction_names: dict[int, str]
        regclasses: dict[str, list[int]]
        #: per asm variant: its match rows
        match: list[list[MatchRow]]
        #: the number of asm variants, and the match rows of each by mnemonic (``match0``, ...),
        #: added when the document is read
        match_variants: int
        #: mnemonic -> (operand mask, class, feature set) of its custom operand parsers
        operand_parsers: dict[str, list[tuple[int, int, int]]]
        #: the decoder's tables, opcodes and cases: in the data file one value ``decoder``, in the
        #: document read three (:attr:`Family.decoder` puts them together again)
        decoder_tables: Table
        decoder_opcodes: dict[str, int]
        decoder_cases: Table


#: the layout of the cache files (bump it when :func:`_pack` changes)
_CACHE_FORMAT = 4


class _Lazy(Mapping[Any, Any]):
    """A read-only mapping whose values stay marshalled until first asked for.

    A data document is large (an ISA family has thousands of instructions, match rows and
    operand parsers) and a command uses a little of it: assembling a small kernel needs a few
    instructions of one family.  Unmarshalling everything, and letting the cyclic garbage
    collector walk the hundreds of thousands of containers that makes, was most of the start-up
    time; each value is unmarshalled (and each entry of a split table) when it is used.

    The values are spans of ``data`` (the cache file, mapped into memory): ``index`` maps a
    key to ``offset << 32 | length`` from ``base``, so that neither the file nor its values are
    read or copied before they are used."""

    __slots__ = ("_base", "_data", "_index", "_made", "_split")

    def __init__(self, data: bytes | mmap.mmap, base: int, index: dict[Any, int],
                 split: frozenset[str] = frozenset()) -> None:
        self._data = data
        self._base = base
        self._index = index
        self._made: dict[Any, Any] = {}
        self._split = split

    def _load(self, key: Any) -> Any:
        span = self._index[key]
        start = self._base + (span >> 32)
        value = marshal.loads(self._data[start:start + (span & 0xFFFFFFFF)])
        if key in self._split:
            value = _Lazy(self._data, self._base, value)
        self._made[key] = value
        return value

    def __getitem__(self, key: Any) -> Any:
        try:
            return self._made[key]
        except KeyError:
            return self._load(key)

    def get(self, key: Any, default: Any = None) -> Any:
        try:
            return self._made[key]
        except KeyError:
            if key in self._index:
                return self._load(key)
            return default

    def __contains__(self, key: object) -> bool:
        return key in self._index

    def __iter__(self) -> Iterator[Any]:
        return iter(self._index)

    def __len__(self) -> int:
        return len(self._index)

    def __repr__(self) -> str:
        return f"<lazy mapping of {len(self._index)}>"


def _pack(doc: dict[str, Any], split: tuple[str, ...], key: str) -> bytes:
    """The cache file of a document: the length of its header (8 bytes, little-endian), the
    header (marshalled: the format, the key, the split tables' names, the index of the
    top-level values and the size of what follows), then each top-level value marshalled on
    its own, and each entry of the ``split`` tables too (such a table's value is the index of
    its entries)."""
    blobs: list[bytes] = []
    size = 0

    def put(blob: bytes) -> int:
        nonlocal size
        blobs.append(blob)
        span = size << 32 | len(blob)
        size += len(blob)
        return span

    index: dict[str, int] = {}
    for name, value in doc.items():
        if name in split:
            value = {k: put(marshal.dumps(v)) for k, v in value.items()}
        index[name] = put(marshal.dumps(value))
    head = marshal.dumps((_CACHE_FORMAT, key, tuple(k for k in split if k in doc), index, size))
    return b"".join([len(head).to_bytes(8, "little"), head, *blobs])


def _unpack(data: bytes | mmap.mmap, key: str) -> _Lazy:
    n = int.from_bytes(data[:8], "little")
    fmt, stored, split, index, size = marshal.loads(data[8:8 + n])
    if fmt != _CACHE_FORMAT or stored != key or len(data) != 8 + n + size:
        raise ValueError("a cache file of other inputs")
    return _Lazy(data, 8 + n, index, frozenset(split))


def _read(name: str, derive: Callable[[dict[str, Any]], None] | None = None,
          split: tuple[str, ...] = ()) -> Mapping[str, Any]:
    """A data file's document, as a read-only mapping (:class:`_Lazy`).  Parsing the JSON
    (and ``derive(doc)``, which may add derived tables) is done once per data file (see
    :func:`_cached`): each value is kept marshalled on its own (and each entry of the ``split``
    tables), so that a command unmarshals only what it uses."""
    path = _data_path(name)

    def make() -> dict[str, Any]:
        import gzip  # only when the cache is made
        import json

        with open(path, "rb") as f:
            doc: dict[str, Any] = json.loads(gzip.decompress(f.read()))
        if derive is not None:
            derive(doc)
        return doc

    return _cached(name.split(".")[0], (path, __file__), make, split)


def derived(name: str, what: str, make: Callable[[], dict[str, Any]],
            source: str) -> Mapping[str, Any]:
    """``make()`` -- a dict of tables derived from the data file ``name`` -- computed once and
    kept in the cache directory like the documents (keyed by the data file and the file
    ``source``, the module whose code derives them), each value unmarshalled when first used
    (the decoder keeps its compiled tables so, for example)."""
    return _cached(f"{name.split('.')[0]}-{what}", (_data_path(name), source), make, ())


def _data_path(name: str) -> str:
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), _DATA, name)


def _cached(stem: str, inputs: tuple[str, ...], make: Callable[[], dict[str, Any]],
            split: tuple[str, ...]) -> _Lazy:
    """``make()``'s document, kept in the user's cache directory between runs.

    The cache file is keyed as Python keys its bytecode files: by the path, size and
    modification time of each input (the data file and the module that derives tables from
    it; a reinstall or a checkout changes them), plus the Python version (marshal's format is
    per version) and the cache format.  The key is stored in the file and compared when it is
    read, so a file that does not match (or does not unmarshal) is made again.  The file is
    named after the inputs' paths only (as a module's bytecode file is named after the
    module), so that when an input changes its new file replaces the old one: named after the
    whole key, every reinstall or edit left another file behind (1.1 GB of them in a
    developer's cache directory)."""
    stats = []
    for p in inputs:
        st = os.stat(p)
        stats.append(f"{p}:{st.st_size}:{st.st_mtime_ns}")
    key = "|".join([sys.version, str(_CACHE_FORMAT), *stats])
    cache = cache_dir()
    path = None
    if cache:
        name = "|".join([sys.version, str(_CACHE_FORMAT), *inputs])
        digest = zlib.crc32(name.encode("utf-8", "surrogateescape"))
        path = os.path.join(cache, "isa", f"{stem}-{digest:08x}.marshal")
        try:
            with open(path, "rb") as f:
                try:
                    # (a mapping: only the pages of the values used are read)
                    data: bytes | mmap.mmap = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
                except (OSError, ValueError):  # (ValueError: an empty file)
                    data = f.read()
            return _unpack(data, key)
        except (OSError, EOFError, ValueError, TypeError):
            pass
    # the documents are large trees of containers: the cyclic garbage collector would scan
    # them again and again while they are built, for nothing (they hold no cycles)
    collecting = gc.isenabled()
    gc.disable()
    try:
        data = _pack(make(), split, key)
    finally:
        if collecting:
            gc.enable()
    if path is not None:
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            tmp = f"{path}.{os.getpid()}.tmp"
            with open(tmp, "wb") as f:
                f.write(data)
            os.replace(tmp, path)
        except OSError:
            pass  # a read-only or full cache directory only costs speed
    return _unpack(data, key)


@lru_cache(maxsize=len(RELEASES))
def common(release: str = MAIN_RELEASE) -> CommonDoc:
    """A release's common data document (registers, processors, classes, conversions)."""
    if release not in RELEASES:
        raise TargetError(f"no instruction tables from {release!r}")
    return cast("CommonDoc", _read(f"{release}-common.json.gz", _derive_common, ("tables",)))


def release_of(processor: str) -> str | None:
    """The release whose tables a processor name uses, or None when none knows it."""
    for rel in RELEASES:
        if processor in common(rel)["processors"]:
            return rel
    return None


# -- feature conditions ---------------------------------------------------------------------------

def evaluate(cond: Condition, features: frozenset[str]) -> bool:
    """A condition of the data files (nested ["and"|"or"|"not", ...] over feature names)."""
    if isinstance(cond, bool):
        return cond
    if isinstance(cond, str):
        return cond in features
    op = cond[0]
    if op == "not":
        return not evaluate(cond[1], features)
    if op == "and":
        return evaluate(cond[1], features) and evaluate(cond[2], features)
    return evaluate(cond[1], features) or evaluate(cond[2], features)


# -- registers ---------------------------------------------------------------------------------------

_REG = re.compile(r"^(VGPR|AGPR|SGPR|TTMP)(\d+)(?:_(?:vi|gfx9plus))?(?:_(LO16|HI16))?$")


class Registers:
    """Every LLVM register: ``names[r]``, ``encoding[r]`` (HWEncoding), ``asm[r]`` (its own
    printed name, empty for tuples), and derived ``bank[r]`` ("v", "a", "s", "ttmp" or ""),
    ``first[r]`` (index of the first 32-bit register), ``width[r]`` (in 32-bit registers; 16-bit
    halves have width 1 and ``half[r]`` "l"/"h")."""

    def __init__(self, doc: RegistersDoc) -> None:
        self.names: list[str] = doc["names"]
        self.encoding: list[int] = doc["encoding"]
        self.asm: list[str] = doc["asm"]
        self.by_name = {n: i for i, n in enumerate(self.names)}
        bank, first, width, half = doc.get("derived") or _register_facts(self.names)
        self.bank, self.first, self.width, self.half = list(bank), list(first), list(width), \
            list(half)
        #: the registers whose names start with TTMP (the parser maps them to the
        #: subtarget's own: a few hundred of 9,000 names)
        self.ttmp: list[int] = doc.get("ttmp") or _ttmp_registers(self.names)

    def id(self, name: str) -> int:
        return self.by_name[name]


def _register_facts(names: list[str]) -> tuple[list[str], list[int], list[int], list[str]]:
    """bank, first index, width and half of every register, from its LLVM name."""
    n = len(names)
    bank, first, width, half = [""] * n, [0] * n, [0] * n, [""] * n
    banks = {"VGPR": "v", "AGPR": "a", "SGPR": "s", "TTMP": "ttmp"}
    for i, name in enumerate(names):
        parts = name.split("_")
        m = _REG.match(name)
        if m:
            bank[i] = banks[m.group(1)]
            first[i] = int(m.group(2))
            width[i] = 1
            if m.group(3):
                half[i] = "l" if m.group(3) == "LO16" else "h"
            continue
        if len(parts) > 1 and all(_REG.match(p) or p in ("vi", "gfx9plus") for p in parts):
            members = [p for p in parts if p not in ("vi", "gfx9plus")]
            m0 = _REG.match(members[0])
            assert m0 is not None  # every member matched above
            bank[i] = banks[m0.group(1)]
            first[i] = int(m0.group(2))
            width[i] = len(members)
    return bank, first, width, half


def _ttmp_registers(names: list[str]) -> list[int]:
    return [i for i, name in enumerate(names) if name.startswith("TTMP")]


def _derive_common(doc: dict[str, Any]) -> None:
    """Register facts, and the register -> operand kind table keyed by register number."""
    regs = doc["registers"]
    regs["derived"] = _register_facts(regs["names"])
    regs["ttmp"] = _ttmp_registers(regs["names"])
    doc["reg_opkind"] = {int(k): v for k, v in doc["reg_opkind"].items()}


@lru_cache(maxsize=len(RELEASES))
def registers(release: str = MAIN_RELEASE) -> Registers:
    return Registers(common(release)["registers"])


# -- instructions ---------------------------------------------------------------------------------

class OpDef:
    """An operand type (a RegisterClass, RegisterOperand or Operand record)."""

    __slots__ = (
        "decode",
        "encode",
        "kind",
        "match",
        "name",
        "print",
        "regclass",
        "sub",
        "type",
        "vt",
    )

    def __init__(self, name: str, d: dict[str, Any]) -> None:
        self.name = name
        self.kind: str = d.get("kind", "")
        self.regclass: str | None = d.get("regclass")
        self.type: str = d.get("type", "")
        self.print: str = d.get("print", "")
        self.decode: str = d.get("decode", "")
        self.encode: str = d.get("encode", "")
        self.match: str = d.get("match", "")
        self.sub: list[str] | None = d.get("sub")
        self.vt: str = d.get("vt", "")

    def __repr__(self) -> str:
        return f"OpDef({self.name})"


#: a tied-operand constraint of an instruction (``$vdst = $src2``)
_TIED = re.compile(r"\s*\$(\w+)\s*=\s*\$(\w+)\s*$")


class InstDesc:
    """One instruction: name (LLVM's), asm string, operands in MCInst order, encoding."""

    __slots__ = (
        "asm",
        "constraints",
        "defs",
        "flags",
        "id",
        "mask",
        "mnemonic",
        "n_outs",
        "name",
        "named",
        "ns",
        "opdefs",
        "ops",
        "pseudo",
        "release",
        "size",
        "tied",
        "unknown",
        "uses",
        "value",
        "variant",
        "vars",
    )

    def __init__(self, iid: int, row: list[Any], fam: Family) -> None:
        (name, asm, variant, size, ops_i, ns, constraints, uses_i, defs_i, flags_i, mask, value,
         vars_i, unknown, pseudo) = row
        self.id = iid
        self.release = fam.release
        self.name: str = name
        self.asm: str = asm
        self.variant: str = variant
        self.size: int = size
        n_outs, ops = fam.opsets[ops_i]
        self.n_outs = n_outs
        self.ops = tuple(o[1] for o in ops)
        self.opdefs = tuple(fam.opdefs.get(o[0]) for o in ops)
        self.named = {o[1]: k for k, o in enumerate(ops)}
        self.ns: str = ns
        self.constraints: str = constraints
        self.tied: dict[int, int] = {}
        for c in constraints.split(",") if constraints else ():
            m = _TIED.match(c)
            if m and m.group(1) in self.named and m.group(2) in self.named:
                a, b = self.named[m.group(1)], self.named[m.group(2)]
                self.tied[max(a, b)] = min(a, b)
        self.uses = tuple(fam.regsets[uses_i])
        self.defs = tuple(fam.regsets[defs_i])
        self.flags = frozenset(fam.flagsets[flags_i])
        self.mask = int(mask, 16)
        self.value = int(value, 16)
        self.vars = fam.varsets[vars_i]
        self.unknown = int(unknown, 16)
        self.pseudo: str = pseudo
        self.mnemonic = asm.split(None, 1)[0] if asm else ""

    def __repr__(self) -> str:
        return f"InstDesc({self.name})"

    def index(self, name: str) -> int:
        """MCInst operand index of the operand ``name``, or -1."""
        return self.named.get(name, -1)


class RegClass:
    __slots__ = ("members", "name", "regs")

    def __init__(self, name: str, regs: list[int]) -> None:
        self.name = name
        self.regs = regs
        self.members = frozenset(regs)

    def __contains__(self, reg: int) -> bool:
        return reg in self.members

    def __repr__(self) -> str:
        return f"RegClass({self.name})"


class Family:
    """The tables of one ISA family (gfx6 ... gfx12) from one release."""

    def __init__(self, name: str, doc: FamilyDoc, release: str = MAIN_RELEASE) -> None:
        self.name = name
        self.release = release
        self.common = common(release)
        self.regs = registers(release)
        self._doc = doc
        self.processors = doc["processors"]
        self.opsets = doc["opsets"]
        self.flagsets = doc["flagsets"]
        self.regsets = doc["regsets"]
        self.varsets = doc["varsets"]
        self.opdefs = {n: OpDef(n, d) for n, d in doc["operands"].items()}
        self.insts = _Instructions(doc["instructions"], self)
        rcs = dict(self.common["class_regclasses"])
        rcs.update(doc["regclasses"])
        self.regclasses = {n: RegClass(n, r) for n, r in rcs.items()}
        self._by_name: dict[str, InstDesc] | None = None

    # the tables only the assembler or only the disassembler uses are read when first used
    @property
    def match(self) -> list[list[MatchRow]]:
        """LLVM's match tables: per asm variant, its rows."""
        return self._doc["match"]

    @property
    def match_rows(self) -> list[Mapping[str, list[MatchRow]]]:
        """:attr:`match` indexed by mnemonic: per asm variant, mnemonic -> its rows."""
        doc = cast(Mapping[str, Any], self._doc)
        return [doc[f"match{v}"] for v in range(self._doc["match_variants"])]

    @property
    def operand_parsers(self) -> Mapping[str, list[tuple[int, int, int]]]:
        return self._doc["operand_parsers"]

    @property
    def decoder(self) -> Table:
        """The decoder's tables: ``tables`` (the DecoderTables, base64), ``opcodes``
        (opcode -> instruction id) and ``cases`` (decoder index -> operand steps), each read
        when first used (and each case: a disassembly uses a few of thousands)."""
        return _Renamed(cast(Mapping[str, Any], self._doc), _DECODER_PARTS)

    @property
    def mimg_info(self) -> MimgInfo:
        """TableGen's MIMGInfoTable rows of this family, by instruction id"""
        empty: MimgInfo = {"fields": [], "rows": {}}
        return self._doc.get("mimg_info", empty)

    @property
    def instruction_names(self) -> Mapping[int, str]:
        """id -> LLVM's name of every instruction (without making their :class:`InstDesc`)"""
        return self._doc["instruction_names"]

    @property
    def by_name(self) -> dict[str, InstDesc]:
        if self._by_name is None:
            self._by_name = {d.name: d for d in self.insts.values()}
        return self._by_name


class _Instructions(Mapping[int, InstDesc]):
    """id -> :class:`InstDesc`, each made when first asked for (a file uses a few hundred of
    the family's thousands, and making them all is a good part of the start-up time)."""

    def __init__(self, rows: Mapping[int, list[Any]], fam: Family) -> None:
        self._rows = rows
        self._made: dict[int, InstDesc] = {}
        self._fam = fam

    def __getitem__(self, iid: int) -> InstDesc:
        d = self._made.get(iid)
        if d is None:
            d = self._made[iid] = InstDesc(iid, self._rows[iid], self._fam)
        return d

    # narrower than Mapping.get's overloads (a default of another type): only this form is used
    def get(self, iid: int,  # type: ignore[override]
            default: InstDesc | None = None) -> InstDesc | None:
        d = self._made.get(iid)
        if d is not None:
            return d
        return self[iid] if iid in self._rows else default

    def __contains__(self, iid: object) -> bool:
        return iid in self._rows

    def __iter__(self) -> Iterator[int]:
        return iter(self._rows)

    def __len__(self) -> int:
        return len(self._rows)


def _derive_family(doc: dict[str, Any]) -> None:
    """Instruction ids as ints, their names, the operand sets by index (a table of its own
    entries: a file uses a few hundred), the match rows indexed by mnemonic (``match0``,
    ...), and the decoder's parts as values of their own."""
    doc["instructions"] = {int(k): row for k, row in doc["instructions"].items()}
    doc["opsets"] = dict(enumerate(doc["opsets"]))
    doc["instruction_names"] = {k: row[0] for k, row in doc["instructions"].items()}
    if len(doc["match"]) > 8:
        raise ValueError("more asm variants than _FAMILY_SPLIT splits")
    doc["match_variants"] = len(doc["match"])
    decoder = doc.pop("decoder")
    for part, key in _DECODER_PARTS.items():
        doc[key] = decoder[part]
    for v, rows in enumerate(doc["match"]):
        idx: dict[str, list[MatchRow]] = {}
        for r in rows:
            idx.setdefault(r[0], []).append(r)
        doc[f"match{v}"] = idx


#: the decoder document's parts, as top-level values of the family document
_DECODER_PARTS = {"tables": "decoder_tables", "opcodes": "decoder_opcodes",
                  "cases": "decoder_cases"}

_FAMILY_SPLIT = ("instructions", "opsets", "operand_parsers", "decoder_cases",
                 *(f"match{v}" for v in range(8)))


class _Renamed(Mapping[str, Any]):
    """Some values of a mapping under other names (the decoder's parts of a family
    document), each read when asked for."""

    def __init__(self, doc: Mapping[str, Any], names: dict[str, str]) -> None:
        self._doc = doc
        self._names = names

    def __getitem__(self, key: str) -> Any:
        return self._doc[self._names[key]]

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)


@lru_cache(maxsize=16)
def family(name: str, release: str = MAIN_RELEASE) -> Family:
    try:
        doc = cast("FamilyDoc", _read(f"{release}-{name}.json.gz", _derive_family, _FAMILY_SPLIT))
    except FileNotFoundError:
        raise TargetError(f"no {release} instruction tables for the {name} family") from None
    return Family(name, doc, release)


# -- subtargets -------------------------------------------------------------------------------------

def _closure(features: Iterable[str], implies: Mapping[str, Iterable[str]]) -> set[str]:
    out: set[str] = set()
    todo = list(features)
    while todo:
        f = todo.pop()
        if f not in out:
            out.add(f)
            todo.extend(implies.get(f, ()))
    return out


class Subtarget:
    """A processor with its features: what the assembler and disassembler may use."""

    # (slots: read at every statement by the parser and validator, and more fields than an
    # instance keeps without a dict of its own)
    __slots__ = (
        "_decoder_ok",
        "common",
        "family",
        "family_name",
        "feature_sets",
        "features",
        "fset_ok",
        "hwmode",
        "is_ci",
        "is_gfx9",
        "is_gfx9_plus",
        "is_gfx10",
        "is_gfx10_plus",
        "is_gfx11",
        "is_gfx11_plus",
        "is_gfx12",
        "is_gfx12_plus",
        "is_gfx90a",
        "is_gfx940",
        "is_si",
        "is_vi",
        "is_wave32",
        "is_wave64",
        "llvm",
        "match_features",
        "mattr",
        "processor",
        "regclasses",
        "regs",
        "release",
    )

    def __init__(self, processor: str, mattr: str = "", release: str | None = None) -> None:
        fam = family_of(processor, release)
        llvm = LLVM[release] if release is not None else LLVM[cast(str, release_of(processor))]
        rel = llvm.tables
        c = common(rel)
        procs = c["processors"]
        implies = c["feature_implies"]
        feats = _closure(procs[processor], implies)
        for name, added in llvm.processor_features:
            if name == processor:
                feats |= added
        by_attr = {v.lower(): k for k, v in c["feature_names"].items()}
        for item in (x.strip() for x in mattr.split(",") if x.strip()):
            sign, attr = (item[0], item[1:]) if item[0] in "+-" else ("+", item)
            rec = by_attr.get(attr.lower())
            if rec is None:
                raise TargetError(f"unknown target feature '{attr}'")
            if sign == "+":
                feats |= _closure([rec], implies)
            else:
                # clearing a feature also clears every feature that implies it
                drop = {rec}
                changed = True
                while changed:
                    changed = False
                    for f in list(feats):
                        if f not in drop and drop & _closure(implies.get(f, ()), implies):
                            drop.add(f)
                            changed = True
                feats -= drop
        if fam not in ("gfx6", "gfx7", "gfx8", "gfx9") and not (
                {"FeatureWavefrontSize32", "FeatureWavefrontSize64"} & feats):
            feats.add("FeatureWavefrontSize32")  # gfx10+ default (as llvm-mc's subtarget)
        self.processor = processor
        self.mattr = mattr
        #: the release whose tables it reads (the data files' prefix; what the per-release
        #: tables of the other modules are keyed by)
        self.release = rel
        #: the release whose rules it follows (:class:`Release`: the default one of the
        #: processor, or the one chosen); its rule fields say where it differs from its tables
        self.llvm = llvm
        self.common = c
        self.features = frozenset(feats)
        self.family_name = fam
        self.family = family(fam, rel)
        m = c["matcher"]
        self.match_features = frozenset(b for b, cond in m["match_features"].items()
                                        if evaluate(cond, self.features))
        self.feature_sets = [frozenset(s) for s in m["feature_sets"]]
        self.fset_ok = [s <= self.match_features for s in self.feature_sets]
        self.regs = registers(rel)
        # LLVM 22's register-info mode (HwMode): the first mode whose conditions hold, else
        # DefaultMode (0); it picks the class of every RegClassByHwMode operand
        modes = c.get("hwmodes", [])
        self.hwmode = next((i for i, (_n, cond) in enumerate(modes)
                            if i and evaluate(cond, self.features)), 0)
        self.regclasses = dict(self.family.regclasses)
        for name, by_mode in c.get("regclass_by_hwmode", {}).items():
            rc = by_mode.get(modes[self.hwmode][0]) if modes else None
            if rc in self.regclasses:
                self.regclasses[name] = self.regclasses[rc]
        self._decoder_ok: list[bool] | None = None
        # generation predicates, as AMDGPUBaseInfo names them (the features never change:
        # each is worked out here, the parser and validator ask thousands of times)
        self.is_si = "FeatureSouthernIslands" in feats
        self.is_ci = "FeatureSeaIslands" in feats
        self.is_vi = "FeatureVolcanicIslands" in feats
        self.is_gfx9 = "FeatureGFX9" in feats
        self.is_gfx10 = "FeatureGFX10" in feats
        self.is_gfx11 = "FeatureGFX11" in feats
        self.is_gfx12 = "FeatureGFX12" in feats
        self.is_gfx12_plus = self.is_gfx12
        self.is_gfx11_plus = self.is_gfx11 or self.is_gfx12
        self.is_gfx10_plus = self.is_gfx10 or self.is_gfx11_plus
        self.is_gfx9_plus = self.is_gfx9 or self.is_gfx10_plus
        self.is_gfx90a = "FeatureGFX90AInsts" in feats
        self.is_gfx940 = "FeatureGFX940Insts" in feats
        self.is_wave64 = "FeatureWavefrontSize64" in feats
        self.is_wave32 = "FeatureWavefrontSize32" in feats

    @property
    def decoder_ok(self) -> list[bool]:
        """Whether each of the decoder's predicates holds (the disassembler's: an assembler
        never reads them; worked out when first asked)."""
        ok = self._decoder_ok
        if ok is None:
            ok = self._decoder_ok = [evaluate(p, self.features)
                                     for p in self.common["decoder_predicates"]]
        return ok

    def regclass_name(self, name: str) -> str:
        """The register class a class or RegClassByHwMode name stands for on this subtarget."""
        by_mode = self.common.get("regclass_by_hwmode", {}).get(name)
        if by_mode is None:
            return name
        return by_mode.get(self.common["hwmodes"][self.hwmode][0], name)

    def has(self, feature: str) -> bool:
        """Whether the subtarget has the SubtargetFeature record ``feature`` (``FeatureGFX10Insts``)."""
        return feature in self.features

    def __repr__(self) -> str:
        return f"Subtarget({self.processor!r}, {self.mattr!r}, {self.llvm.name!r})"


def processor_name(target: str) -> str:
    """The processor of a processor name, alias or target ID (``...--gfx90a:xnack+`` -> gfx90a)."""
    t = str(target)
    if "--" in t:
        t = t.rsplit("--", 1)[1]
    return t.split(":", 1)[0].strip().lower()


def family_of(processor: str, release: str | None = None) -> str:
    """The instruction-table family of a processor name (``gfx90a`` -> ``gfx9``): a
    TargetError for a processor no release's tables know (or, with ``release`` -- a name of
    :data:`LLVM` --, that release's tables).  Cheap (no family tables are loaded)."""
    if release is not None:
        rec = llvm_release(release)
        c = common(rec.tables)
        fam = next((f for f, ps in c["families"].items() if processor in ps), None)
        if fam is None:
            default = release_of(processor)
            served = f" (its tables come from {default})" if default else ""
            raise TargetError(f"no {release} instruction tables for processor "
                              f"'{processor}'{served}")
        return fam
    rel = release_of(processor)
    if rel is None:
        raise TargetError(f"unknown processor '{processor}'")
    c = common(rel)
    fam = next((f for f, ps in c["families"].items() if processor in ps), None)
    if fam is None:
        raise TargetError(f"no instruction tables for processor '{processor}'")
    return fam


@lru_cache(maxsize=32)
def subtarget(target: str, mattr: str = "", release: str | None = None) -> Subtarget:
    """The :class:`Subtarget` of a processor name, alias or target ID, with ``-mattr``
    changes (``+wavefrontsize64``, ``-real-true16``).  Target-ID features (``:xnack+``) become
    ``+xnack``.  ``release``: the name of the LLVM release (:data:`LLVM`) whose rules to
    follow; None: the processor's default (the first of :data:`RELEASES` that knows it)."""
    t = str(target)
    extra: list[str] = []
    if ":" in t.rsplit("--", 1)[-1]:
        for feat in t.rsplit("--", 1)[-1].split(":")[1:]:
            if feat.endswith(("+", "-")):
                extra.append(feat[-1] + feat[:-1])
    m = ",".join(extra + ([mattr] if mattr else []))
    return Subtarget(processor_name(t), m, release)
