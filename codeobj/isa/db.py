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

import gzip
import json
import re
from functools import lru_cache
from importlib import resources

from ..errors import TargetError

__all__ = ["RELEASES", "Family", "InstDesc", "OpDef", "RegClass", "Registers", "Subtarget",
           "common", "family", "release_of", "subtarget"]

_DATA = "data"

#: the LLVM releases whose tables codeobj carries, in order of preference (a processor uses
#: the first that knows it); each is the prefix of its data files
RELEASES = ("llvm19", "llvm22")
MAIN_RELEASE = RELEASES[0]


def _read(name: str) -> dict:
    pkg = resources.files("codeobj.isa") / _DATA
    with (pkg / name).open("rb") as raw, gzip.GzipFile(fileobj=raw) as f:
        return json.loads(f.read())


@lru_cache(maxsize=len(RELEASES))
def common(release: str = MAIN_RELEASE) -> dict:
    """A release's common data document (registers, processors, classes, conversions)."""
    if release not in RELEASES:
        raise TargetError(f"no instruction tables from {release!r}")
    return _read(f"{release}-common.json.gz")


def release_of(processor: str) -> str | None:
    """The release whose tables a processor name uses, or None when none knows it."""
    for rel in RELEASES:
        if processor in common(rel)["processors"]:
            return rel
    return None


# -- feature conditions ---------------------------------------------------------------------------

def evaluate(cond, features: frozenset[str]) -> bool:
    """A condition of the data files (nested ["and"|"or"|"not", ...] over feature names)."""
    if cond is True or cond is False:
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

    def __init__(self, doc: dict) -> None:
        self.names: list[str] = doc["names"]
        self.encoding: list[int] = doc["encoding"]
        self.asm: list[str] = doc["asm"]
        self.by_name = {n: i for i, n in enumerate(self.names)}
        n = len(self.names)
        self.bank = [""] * n
        self.first = [0] * n
        self.width = [0] * n
        self.half = [""] * n
        for i, name in enumerate(self.names):
            parts = name.split("_")
            m = _REG.match(name)
            if m:
                self.bank[i] = {"VGPR": "v", "AGPR": "a", "SGPR": "s", "TTMP": "ttmp"}[m.group(1)]
                self.first[i] = int(m.group(2))
                self.width[i] = 1
                if m.group(3):
                    self.half[i] = "l" if m.group(3) == "LO16" else "h"
                continue
            if len(parts) > 1 and all(_REG.match(p) or p in ("vi", "gfx9plus") for p in parts):
                members = [p for p in parts if p not in ("vi", "gfx9plus")]
                m0 = _REG.match(members[0])
                self.bank[i] = {"VGPR": "v", "AGPR": "a", "SGPR": "s", "TTMP": "ttmp"}[m0.group(1)]
                self.first[i] = int(m0.group(2))
                self.width[i] = len(members)

    def id(self, name: str) -> int:
        return self.by_name[name]


@lru_cache(maxsize=len(RELEASES))
def registers(release: str = MAIN_RELEASE) -> Registers:
    return Registers(common(release)["registers"])


# -- instructions ---------------------------------------------------------------------------------

class OpDef:
    """An operand type (a RegisterClass, RegisterOperand or Operand record)."""

    __slots__ = ("name", "kind", "regclass", "type", "print", "decode", "encode", "match", "sub",
                 "vt")

    def __init__(self, name: str, d: dict) -> None:
        self.name = name
        self.kind = d.get("kind", "")
        self.regclass = d.get("regclass")
        self.type = d.get("type", "")
        self.print = d.get("print", "")
        self.decode = d.get("decode", "")
        self.encode = d.get("encode", "")
        self.match = d.get("match", "")
        self.sub = d.get("sub")
        self.vt = d.get("vt", "")

    def __repr__(self) -> str:
        return f"OpDef({self.name})"


class InstDesc:
    """One instruction: name (LLVM's), asm string, operands in MCInst order, encoding."""

    __slots__ = ("id", "name", "asm", "variant", "size", "n_outs", "ops", "opdefs", "named",
                 "ns", "constraints", "tied", "uses", "defs", "flags", "mask", "value", "vars",
                 "unknown", "pseudo", "mnemonic", "release")

    def __init__(self, iid: int, row: list, fam: "Family") -> None:
        (name, asm, variant, size, ops_i, ns, constraints, uses_i, defs_i, flags_i, mask, value,
         vars_i, unknown, pseudo) = row
        self.id = iid
        self.release = fam.release
        self.name = name
        self.asm = asm
        self.variant = variant
        self.size = size
        n_outs, ops = fam.opsets[ops_i]
        self.n_outs = n_outs
        self.ops = tuple(o[1] for o in ops)
        self.opdefs = tuple(fam.opdefs.get(o[0]) for o in ops)
        self.named = {o[1]: k for k, o in enumerate(ops)}
        self.ns = ns
        self.constraints = constraints
        self.tied: dict[int, int] = {}
        for c in constraints.split(","):
            m = re.match(r"\s*\$(\w+)\s*=\s*\$(\w+)\s*$", c)
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
        self.pseudo = pseudo
        self.mnemonic = asm.split(None, 1)[0] if asm else ""

    def __repr__(self) -> str:
        return f"InstDesc({self.name})"

    def index(self, name: str) -> int:
        """MCInst operand index of the operand ``name``, or -1."""
        return self.named.get(name, -1)


class RegClass:
    __slots__ = ("name", "regs", "members")

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

    def __init__(self, name: str, doc: dict, release: str = MAIN_RELEASE) -> None:
        self.name = name
        self.release = release
        self.common = common(release)
        self.regs = registers(release)
        self.processors = doc["processors"]
        self.opsets = doc["opsets"]
        self.flagsets = doc["flagsets"]
        self.regsets = doc["regsets"]
        self.varsets = doc["varsets"]
        self.opdefs = {n: OpDef(n, d) for n, d in doc["operands"].items()}
        self.insts: dict[int, InstDesc] = {
            int(k): InstDesc(int(k), row, self) for k, row in doc["instructions"].items()}
        self.by_name = {d.name: d for d in self.insts.values()}
        rcs = dict(self.common["class_regclasses"])
        rcs.update(doc["regclasses"])
        self.regclasses = {n: RegClass(n, r) for n, r in rcs.items()}
        self.match = doc["match"]
        self.operand_parsers = doc["operand_parsers"]
        self.decoder = doc["decoder"]
        #: TableGen's MIMGInfoTable rows of this family, by instruction id
        self.mimg_info: dict = doc.get("mimg_info", {"fields": [], "rows": {}})


@lru_cache(maxsize=16)
def family(name: str, release: str = MAIN_RELEASE) -> Family:
    try:
        doc = _read(f"{release}-{name}.json.gz")
    except FileNotFoundError:
        raise TargetError(f"no {release} instruction tables for the {name} family") from None
    return Family(name, doc, release)


# -- subtargets -------------------------------------------------------------------------------------

def _closure(features, implies) -> set[str]:
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

    def __init__(self, processor: str, mattr: str = "") -> None:
        rel = release_of(processor)
        if rel is None:
            raise TargetError(f"unknown processor '{processor}'")
        c = common(rel)
        procs = c["processors"]
        implies = c["feature_implies"]
        feats = _closure(procs[processor], implies)
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
        fam = next((f for f, ps in c["families"].items() if processor in ps), None)
        if fam is None:
            raise TargetError(f"no instruction tables for processor '{processor}'")
        if fam not in ("gfx6", "gfx7", "gfx8", "gfx9") and not (
                {"FeatureWavefrontSize32", "FeatureWavefrontSize64"} & feats):
            feats.add("FeatureWavefrontSize32")  # gfx10+ default (as llvm-mc's subtarget)
        self.processor = processor
        self.mattr = mattr
        self.release = rel
        self.common = c
        self.features = frozenset(feats)
        self.family_name = fam
        self.family = family(fam, rel)
        m = c["matcher"]
        self.match_features = frozenset(b for b, cond in m["match_features"].items()
                                        if evaluate(cond, self.features))
        self.feature_sets = [frozenset(s) for s in m["feature_sets"]]
        self.fset_ok = [s <= self.match_features for s in self.feature_sets]
        self.decoder_ok = [evaluate(p, self.features) for p in c["decoder_predicates"]]
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

    def regclass_name(self, name: str) -> str:
        """The register class a class or RegClassByHwMode name stands for on this subtarget."""
        by_mode = self.common.get("regclass_by_hwmode", {}).get(name)
        if by_mode is None:
            return name
        return by_mode.get(self.common["hwmodes"][self.hwmode][0], name)

    def has(self, feature: str) -> bool:
        """Whether the subtarget has the SubtargetFeature record ``feature`` (``FeatureGFX10Insts``)."""
        return feature in self.features

    # generation predicates, as AMDGPUBaseInfo names them
    @property
    def is_si(self) -> bool:
        return "FeatureSouthernIslands" in self.features

    @property
    def is_ci(self) -> bool:
        return "FeatureSeaIslands" in self.features

    @property
    def is_vi(self) -> bool:
        return "FeatureVolcanicIslands" in self.features

    @property
    def is_gfx9(self) -> bool:
        return "FeatureGFX9" in self.features

    @property
    def is_gfx9_plus(self) -> bool:
        return self.is_gfx9 or self.is_gfx10_plus

    @property
    def is_gfx10(self) -> bool:
        return "FeatureGFX10" in self.features

    @property
    def is_gfx10_plus(self) -> bool:
        return self.is_gfx10 or self.is_gfx11_plus

    @property
    def is_gfx11(self) -> bool:
        return "FeatureGFX11" in self.features

    @property
    def is_gfx11_plus(self) -> bool:
        return self.is_gfx11 or self.is_gfx12

    @property
    def is_gfx12(self) -> bool:
        return "FeatureGFX12" in self.features

    @property
    def is_gfx12_plus(self) -> bool:
        return self.is_gfx12

    @property
    def is_gfx90a(self) -> bool:
        return "FeatureGFX90AInsts" in self.features

    @property
    def is_gfx940(self) -> bool:
        return "FeatureGFX940Insts" in self.features

    @property
    def is_wave64(self) -> bool:
        return "FeatureWavefrontSize64" in self.features

    @property
    def is_wave32(self) -> bool:
        return "FeatureWavefrontSize32" in self.features

    def __repr__(self) -> str:
        return f"Subtarget({self.processor!r}, {self.mattr!r})"


def processor_name(target: str) -> str:
    """The processor of a processor name, alias or target ID (``...--gfx90a:xnack+`` -> gfx90a)."""
    t = str(target)
    if "--" in t:
        t = t.rsplit("--", 1)[1]
    return t.split(":", 1)[0].strip().lower()


@lru_cache(maxsize=32)
def subtarget(target: str, mattr: str = "") -> Subtarget:
    """The :class:`Subtarget` of a processor name, alias or target ID, with ``-mattr``
    changes (``+wavefrontsize64``, ``-real-true16``).  Target-ID features (``:xnack+``) become
    ``+xnack``."""
    t = str(target)
    extra = []
    if ":" in t.rsplit("--", 1)[-1]:
        for feat in t.rsplit("--", 1)[-1].split(":")[1:]:
            if feat.endswith(("+", "-")):
                extra.append(feat[-1] + feat[:-1])
    m = ",".join(extra + ([mattr] if mattr else []))
    return Subtarget(processor_name(t), m)
