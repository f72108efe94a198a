"""Loading the generated RDNA instruction tables (codeobj/isa/data/gfx10.json.gz, gfx11...).

Produced by ``tools/gen_isa_rdna.py``, never edited by hand; the layout is
the gfx9 one (:mod:`codeobj.isa.tables`: a base table plus per-target
differences) with three more keys: ``scalars``/``scalars64`` (how each 8-bit
scalar operand value prints, 32 and 64 bits wide) and, for gfx11, ``vopd``
(the X and Y halves of dual-issue instructions).
"""

from __future__ import annotations

import copy
import gzip
import json
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

from ..errors import TargetError
from .formats_rdna import GENERATION_OF
from .tables import IsaTable

__all__ = ["RDNA_TARGETS", "RdnaTable", "load_rdna_table", "rdna_generation"]

RDNA_TARGETS = tuple(GENERATION_OF)


@dataclass
class RdnaTable(IsaTable):
    generation: str = ""
    scalars: dict[int, str] = field(default_factory=dict)
    scalars64: dict[int, str] = field(default_factory=dict)
    vopd: dict[str, dict[int, dict]] = field(default_factory=dict)
    sendmsg_rtn: dict[int, str] = field(default_factory=dict)
    zero_word: str = ""
    depctr_mask: int = 0

    def index(self) -> None:
        super().index()
        for form in ("dpp8",):
            for fname, table in self.formats.items():
                for op, e in table.items():
                    if form in e:
                        lst = self.by_mnemonic.setdefault(e[form]["m"], [])
                        if (fname, op, form) not in lst:
                            lst.append((fname, op, form))


def rdna_generation(target: str) -> tuple[str, str]:
    """(processor, generation) for a target name or ID; TargetError if not RDNA 1-3."""
    t = str(target)
    if "--" in t:
        t = t.rsplit("--", 1)[1]
    proc = t.split(":", 1)[0].strip().lower()
    gen = GENERATION_OF.get(proc)
    if gen is None:
        raise TargetError(f"no RDNA instruction tables for target '{target}'")
    return proc, gen


@lru_cache(maxsize=4)
def _document(gen: str) -> dict:
    pkg = resources.files("codeobj.isa") / "data"
    try:
        with (pkg / f"{gen}.json.gz").open("rb") as raw, gzip.GzipFile(fileobj=raw) as f:
            return json.loads(f.read())
    except FileNotFoundError:
        raise TargetError(f"instruction tables for {gen} are not generated "
                          f"(run tools/gen_isa_rdna.py --generation {gen})") from None


@lru_cache(maxsize=16)
def load_rdna_table(target: str) -> RdnaTable:
    proc, gen = rdna_generation(target)
    doc = _document(gen)
    base = doc["base"]
    if proc == doc["header"]["base_target"]:
        merged = base
    else:
        d = doc["diffs"].get(proc)
        if d is None:
            raise TargetError(f"no instruction tables for target '{target}'")
        merged = copy.deepcopy(base)
        for fname, ops in d.get("removed", {}).items():
            for op in ops:
                merged["formats"][fname].pop(op, None)
        for fname, ops in d.get("formats", {}).items():
            merged["formats"].setdefault(fname, {}).update(ops)
        for key in ("classes", "hwreg", "sendmsg", "tbuf_format", "scalars", "scalars64",
                    "vopd", "sendmsg_rtn", "zero_word", "depctr_mask"):
            if key in d:
                merged[key] = d[key]
    vopd = {h: {int(k): v for k, v in t.items()} for h, t in merged.get("vopd", {}).items()}
    table = RdnaTable(
        target=proc,
        formats={f: {int(op): e for op, e in t.items()} for f, t in merged["formats"].items()},
        classes=merged["classes"],
        hwreg={int(k): v for k, v in merged.get("hwreg", {}).items()},
        sendmsg={int(k): v for k, v in merged.get("sendmsg", {}).items()},
        header=doc["header"],
        tbuf_format={int(k): v for k, v in merged.get("tbuf_format", {}).items()},
        generation=gen,
        scalars={int(k): v for k, v in merged.get("scalars", {}).items()},
        scalars64={int(k): v for k, v in merged.get("scalars64", {}).items()},
        vopd=vopd,
        sendmsg_rtn={int(k): v for k, v in merged.get("sendmsg_rtn", {}).items()},
        zero_word=merged.get("zero_word", ""),
        depctr_mask=merged.get("depctr_mask", 0),
    )
    table.index()
    return table
