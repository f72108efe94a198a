"""Loading the generated instruction tables (codeobj/isa/data/) for a target.

The data file is produced by ``tools/gen_isa.py`` and never edited by hand.
It holds one full table for a base target and, for every other target, the
differences from it; ``overrides.json`` (hand-written, documented in
docs/isa.md) is applied last.
"""

from __future__ import annotations

import copy
import gzip
import json
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

from ..errors import TargetError

__all__ = ["GFX9_TARGETS", "SUPPORTED_TARGETS", "IsaTable", "canonical_processor", "load_table"]

_DATA_FILE = "gfx9.json.gz"
_OVERRIDES = "overrides.json"


@dataclass
class IsaTable:
    """Instruction facts for one processor.

    ``formats[fmt][opcode]`` is the opcode's record: mnemonic ``m``, operand
    template ``ops`` (``[kind, field, width, class]`` or ``["=", text]``),
    the modifier capabilities ``caps`` and, for VOP1/VOP2/VOPC, the ``dpp``
    and ``sdwa`` forms.  ``classes`` spell inline constants and literals per
    operand value class.
    """

    target: str
    formats: dict[str, dict[int, dict]]
    classes: dict[str, dict]
    hwreg: dict[int, str]
    sendmsg: dict[int, str]
    header: dict
    tbuf_format: dict[int, str] = field(default_factory=dict)
    aliases: dict[str, str] = field(default_factory=dict)
    # image instructions (codeobj/isa/image.py): dim names, modifier order, per format the
    # srsrc/ssamp spellings by field value
    image_dims: list[str] = field(default_factory=list)
    image_mods: list[str] = field(default_factory=list)
    image_scalars: dict[str, dict[str, dict[int, str]]] = field(default_factory=dict)
    by_mnemonic: dict[str, list[tuple[str, int, str]]] = field(default_factory=dict)

    def index(self) -> None:
        """Build ``by_mnemonic``: mnemonic -> [(format, opcode, form)]."""
        idx: dict[str, list[tuple[str, int, str]]] = {}
        for fname, table in self.formats.items():
            for op, e in table.items():
                idx.setdefault(e["m"], []).append((fname, op, ""))
                for form in ("dpp", "sdwa"):
                    if form in e:
                        idx.setdefault(e[form]["m"], []).append((fname, op, form))
        self.by_mnemonic = idx


def read_data(name: str) -> dict:
    """The JSON document of the gzipped data file ``codeobj/isa/data/<name>``."""
    pkg = resources.files("codeobj.isa") / "data"
    with (pkg / name).open("rb") as raw, gzip.GzipFile(fileobj=raw) as f:
        return json.loads(f.read())


def processor_of(target: str) -> str:
    """The lower-case processor name in a target ID (``...--gfx90a:xnack+`` -> ``gfx90a``)."""
    t = str(target)
    if "--" in t:
        t = t.rsplit("--", 1)[1]
    return t.split(":", 1)[0].strip().lower()


def merge_target(doc: dict, proc: str, target: str, keys: tuple[str, ...], *,
                 deep: bool = False) -> dict:
    """The table of ``proc`` from a data document: the base, or the base with the target's
    differences applied (removed and replaced opcodes, then the whole-table ``keys``).

    ``deep`` copies the base's entries too (for callers that annotate entries in place);
    otherwise only the containers are copied and the entries are shared with the base.
    """
    base = doc["base"]
    if proc == doc["header"]["base_target"]:
        return base
    d = doc["diffs"].get(proc)
    if d is None:
        raise TargetError(f"no instruction tables for target '{target}'")
    if deep:
        merged = copy.deepcopy(base)
    else:
        merged = dict(base)
        merged["formats"] = {f: dict(t) for f, t in base["formats"].items()}
    for fname, ops in d.get("removed", {}).items():
        for op in ops:
            merged["formats"][fname].pop(op, None)
    for fname, ops in d.get("formats", {}).items():
        merged["formats"].setdefault(fname, {}).update(ops)
    for key in keys:
        if key in d:
            merged[key] = d[key]
    return merged


def int_keys(d: dict) -> dict:
    return {int(k): v for k, v in d.items()}


def table_fields(merged: dict, proc: str, header: dict) -> dict:
    """The :class:`IsaTable` arguments common to every generation's table."""
    # (a target without image instructions records them as null differences)
    image = merged.get("image_scalars") or {}
    return {
        "image_dims": merged.get("image_dims") or [],
        "image_mods": merged.get("image_mods") or [],
        "image_scalars": {fmt: {k: int_keys(v) for k, v in d.items()} for fmt, d in image.items()},
        "target": proc,
        "formats": {f: int_keys(t) for f, t in merged["formats"].items()},
        "classes": merged["classes"],
        "hwreg": int_keys(merged.get("hwreg", {})),
        "sendmsg": int_keys(merged.get("sendmsg", {})),
        "header": header,
        "tbuf_format": int_keys(merged.get("tbuf_format", {})),
    }


@lru_cache(maxsize=1)
def _document() -> dict:
    doc = read_data(_DATA_FILE)
    pkg = resources.files("codeobj.isa") / "data"
    try:
        doc["overrides"] = json.loads((pkg / _OVERRIDES).read_text())
    except FileNotFoundError:
        doc["overrides"] = {}
    return doc


GFX9_TARGETS = ("gfx900", "gfx902", "gfx904", "gfx906", "gfx908", "gfx909", "gfx90a",
                "gfx90c", "gfx940", "gfx941", "gfx942", "gfx9-generic")
# The processors of these gfx9 tables.  gfx6-gfx8 and gfx10-gfx12 have their own
# (codeobj/isa/tables_rdna.py); codeobj.isa.ALL_TARGETS lists every processor.
SUPPORTED_TARGETS = GFX9_TARGETS
_ALIASES = {"gfx940": "gfx942", "gfx941": "gfx942"}


def canonical_processor(target: str) -> str:
    """The processor name in a target ID (``amdgcn-amd-amdhsa--gfx90a:xnack+`` -> ``gfx90a``)."""
    t = processor_of(target)
    if t not in GFX9_TARGETS:
        raise TargetError(f"no gfx9 instruction tables for target '{target}' "
                          f"(supported: {', '.join(GFX9_TARGETS)})")
    return _ALIASES.get(t, t)


@lru_cache(maxsize=16)
def load_table(target: str) -> IsaTable:
    """The instruction table of ``target`` (a processor name or target ID)."""
    proc = canonical_processor(target)
    doc = _document()
    merged = merge_target(doc, proc, target, ("classes", "hwreg", "sendmsg", "tbuf_format",
                                              "aliases", "image_dims", "image_mods",
                                              "image_scalars"))
    for fname, ops in doc["overrides"].get(proc, {}).get("formats", {}).items():
        merged["formats"].setdefault(fname, {}).update(ops)
    table = IsaTable(**table_fields(merged, proc, doc["header"]),
                     aliases=dict(merged.get("aliases", {})))
    table.index()
    return table
