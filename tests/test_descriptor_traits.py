"""The processor traits the kernel descriptor reads from the processor table, re-derived live
from llvm-mc-19.

tests/data_descriptor/probe_traits.py asks llvm-mc-19 the questions that decide each trait
(ISA version, XNACK support, gfx90a family, architected flat scratch, SGPR init bug); every
processor llvm-mc-19 knows must have exactly the traits ``descriptor_target`` gives it.
Processors LLVM 19 does not know (gfx950, gfx1153, gfx12.5 ...) come from NEWER-FACTS.md and
are listed here.
"""

from __future__ import annotations

import pytest

from codeobj.kernel.descriptor import descriptor_target
from codeobj.targets import processors

from . import refs

pytestmark = pytest.mark.llvm19

probe_traits = refs.script("tests/data_descriptor/probe_traits.py")

NOT_IN_LLVM19 = {"gfx950", "gfx9-4-generic", "gfx1153", "gfx1154", "gfx1170", "gfx1171",
                 "gfx1172", "gfx11-7-generic", "gfx1250", "gfx1251", "gfx12-5-generic",
                 "gfx1310", "gfx13-generic"}


def _traits(name: str) -> tuple[int, int, int, str]:
    """A processor's traits in the probe's form: (major, minor, stepping, flags)."""
    t = descriptor_target(name)
    flags = ("x" if t.xnack_supported else "") + ("m" if t.gfx90a_family else "") + (
        "a" if t.architected_flat_scratch else "") + ("b" if t.sgpr_init_bug else "")
    return t.major, t.minor, t.stepping, flags


def test_table_agrees_with_llvm_mc_19():
    wrong = []
    for name in (p.name for p in processors() if p.arch == "amdgcn"):
        entry = _traits(name)
        found = probe_traits.probe(name)
        if found is None:
            assert name in NOT_IN_LLVM19, f"llvm-mc-19 does not know {name}"
            continue
        assert name not in NOT_IN_LLVM19, f"llvm-mc-19 knows {name}: probe it"
        if name.endswith("-generic"):
            # a generic target: the table keeps the ISA version LLVM 19 reports (that of its
            # most restricted member, tests/test_targets.py checks it); the traits must agree
            found, entry = (found[0], sorted(found[3])), (entry[0], sorted(entry[3]))
        else:
            found, entry = (*found[:3], sorted(found[3])), (*entry[:3], sorted(entry[3]))
        if found != entry:
            wrong.append(f"{name}: table {entry}, llvm-mc-19 {found}")
    assert not wrong, "\n".join(wrong)
