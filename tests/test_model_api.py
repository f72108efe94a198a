"""The object model's typed API (issue 15): symbol binding/type/visibility as IntEnums, kernel
arguments in one shape for V2-V6 (`KernelArgument`), `CodeObject` as a context manager with
``close()`` and a useful ``repr``."""

from __future__ import annotations

import json
import struct

import pytest

import codeobj
from codeobj.elf.model import CodeObject

from . import refs

SAMPLE = refs.TESTDATA / "sample" / "vector_add-gfx90a-v5.hsaco"


# -- symbols ------------------------------------------------------------------------------------

def test_symbol_binding_type_visibility_are_enums():
    co = CodeObject(SAMPLE.read_bytes(), "sample")
    kd = next(s for s in co.symbols if s.name.endswith(".kd"))
    assert kd.binding is codeobj.SymbolBinding.GLOBAL
    assert kd.type is codeobj.SymbolType.OBJECT
    assert kd.visibility is codeobj.SymbolVisibility.PROTECTED
    # IntEnums: still the ints they were, in comparisons, JSON and formatting
    assert kd.binding == 1 and json.dumps([kd.binding, kd.type]) == "[1, 1]"
    assert f"{kd.visibility}" == "3"
    assert kd.binding_name == "STB_GLOBAL"


def test_unknown_symbol_values_stay_ints():
    data = bytearray(SAMPLE.read_bytes())
    co = CodeObject(bytes(data), "sample")
    symtab = co.section(".symtab")
    kd = next(s for s in co.symbols if s.name.endswith(".kd"))
    at = symtab.sh_offset + kd.index * 24 + 4  # Elf64_Sym.st_info
    data[at] = (13 << 4) | 13  # STB_LOPROC, STT_LOPROC: no members
    mutated = CodeObject(bytes(data), "mutated").symbols[kd.index]
    assert type(mutated.binding) is int and mutated.binding == 13
    assert type(mutated.type) is int and mutated.type == 13
    assert mutated.binding_name == "unknown (0xd)"


# -- kernel arguments ---------------------------------------------------------------------------

def test_v5_kernel_arguments():
    co = CodeObject(SAMPLE.read_bytes(), "sample")
    args = co.kernels[0].arguments
    assert all(isinstance(a, codeobj.KernelArgument) for a in args)
    first = args[0]
    assert (first.type_name, first.size, first.offset, first.value_kind, first.address_space,
            first.is_const) == ("float*", 8, 0, "global_buffer", "global", True)
    assert first.raw is co.kernels[0].metadata[".args"][0]  # the raw metadata stays available
    visible = [a for a in args if not a.is_hidden]
    assert [a.type_name for a in visible] == ["float*", "float*", "float*", "uint"]
    assert args[-1].value_kind.startswith("hidden_")


def _v2_v3_pairs():
    out = []
    v3 = {(e["source"], e["target"], e["kind"]): e for e in refs.corpus_entries(version=3)
          if isinstance(e["source"], str) and e["source"].endswith(".cl")}
    for e in refs.corpus_entries(version=2):
        twin = v3.get((e["source"], e["target"], e["kind"]))
        if twin is not None and e["kind"] in ("rel", "dyn"):
            out.append((e["file"], twin["file"]))
    return out


PAIRS = _v2_v3_pairs()


def test_there_are_v2_v3_pairs():
    assert len(PAIRS) >= 10


@pytest.mark.parametrize("v2,v3", PAIRS, ids=[p[0] for p in PAIRS])
def test_v2_arguments_have_the_v3_shape(v2, v3):
    """LLVM 15 built the same source as V2 (YAML ``Args``: CamelCase, ``Align``, no offsets) and
    as V3 (MsgPack ``.args``): the arguments read the same, raw maps aside."""
    old = {k.name: k.arguments for k in CodeObject((refs.TESTDATA / v2).read_bytes(), v2).kernels}
    new = {k.name: k.arguments for k in CodeObject((refs.TESTDATA / v3).read_bytes(), v3).kernels}
    assert old == new
    assert any(old.values())
    assert all("Name" in a.raw or "Size" in a.raw for args in old.values() for a in args)


def test_malformed_arguments_read_as_absent():
    args = codeobj.elf.model.Kernel("k", None, metadata={".args": [
        {".size": "8", ".offset": 4, ".value_kind": 3}, "not a map"]}).arguments
    assert len(args) == 1 and (args[0].size, args[0].offset, args[0].value_kind) == (0, 4, "")


# -- CodeObject lifetime and repr ---------------------------------------------------------------

def test_code_object_is_a_context_manager():
    with codeobj.open_code_object(SAMPLE) as co:
        assert not co.closed
        text = co.section_data(".text")
        names = [k.name for k in co.kernels]
    assert co.closed and names[0] == "vector_add"
    assert bytes(text[:4])  # a view handed out before close stays readable
    with pytest.raises(ValueError):
        co.section_data(".rodata")  # nothing new is read from a closed object
    co.close()  # twice: harmless


def test_close_unmaps_the_file():
    co = codeobj.open_code_object(SAMPLE)
    mapping = co._mapping
    co.close()
    assert mapping.closed


def test_repr_says_what_it_is():
    co = codeobj.open_code_object(SAMPLE)
    assert repr(co) == f"<CodeObject {str(SAMPLE)!r}: ET_DYN gfx90a V5>"
    co.close()
    assert repr(co) == f"<CodeObject {str(SAMPLE)!r}: ET_DYN closed>"
    assert "unknown target" in repr(CodeObject(_with_eflags(SAMPLE.read_bytes(), 0), "x"))


def _with_eflags(data: bytes, flags: int) -> bytes:
    return data[:48] + struct.pack("<I", flags) + data[52:]
