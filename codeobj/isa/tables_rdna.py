"""Loading the generated RDNA instruction tables (codeobj/isa/data/gfx10.json.gz, gfx11...).

Produced by ``tools/gen_isa_rdna.py``, never edited by hand; the layout is
the gfx9 one (:mod:`codeobj.isa.tables`: a base table plus per-target
differences) with three more keys: ``scalars``/``scalars64`` (how each 8-bit
scalar operand value prints, 32 and 64 bits wide) and, for gfx11, ``vopd``
(the X and Y halves of dual-issue instructions).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from ..errors import TargetError
from .formats_rdna import GENERATION_OF
from .tables import IsaTable, int_keys, merge_target, processor_of, read_data, table_fields

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
    proc = processor_of(target)
    gen = GENERATION_OF.get(proc)
    if gen is None:
        raise TargetError(f"no RDNA instruction tables for target '{target}'")
    return proc, gen


@lru_cache(maxsize=4)
def _document(gen: str) -> dict:
    try:
        return read_data(f"{gen}.json.gz")
    except FileNotFoundError:
        raise TargetError(f"instruction tables for {gen} are not generated "
                          f"(run tools/gen_isa_rdna.py --generation {gen})") from None


@lru_cache(maxsize=16)
def load_rdna_table(target: str) -> RdnaTable:
    proc, gen = rdna_generation(target)
    doc = _document(gen)
    # deep: no two targets share an entry object
    merged = merge_target(doc, proc, target, ("classes", "hwreg", "sendmsg", "tbuf_format",
                                              "scalars", "scalars64", "vopd", "sendmsg_rtn",
                                              "zero_word", "depctr_mask", "image_dims",
                                              "image_mods", "image_scalars"), deep=True)
    table = RdnaTable(
        **table_fields(merged, proc, doc["header"]),
        generation=gen,
        scalars=int_keys(merged.get("scalars", {})),
        scalars64=int_keys(merged.get("scalars64", {})),
        vopd={h: int_keys(t) for h, t in merged.get("vopd", {}).items()},
        sendmsg_rtn=int_keys(merged.get("sendmsg_rtn", {})),
        zero_word=merged.get("zero_word", ""),
        depctr_mask=merged.get("depctr_mask", 0),
    )
    table.index()
    return table
