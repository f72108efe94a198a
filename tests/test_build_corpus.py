"""`codeobj build -c` on the testdata corpus: every `clang -S` / hand-written source that
llvm-mc-19 or llvm-mc-15 assembled into the corpus must give the very same bytes.

Every target the ISA layer has tables for is covered; the only expected differences are the
llvm-mc-15 references where llvm-mc-15 and llvm-mc-19 encode an instruction differently
(xfail, after checking that our .text equals llvm-mc-19's).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from codeobj.asm import assemble

from . import refs

TESTDATA = Path(__file__).parent.parent / "testdata"
MANIFEST = TESTDATA / "MANIFEST.json"


def options(command: list[str]) -> tuple[str, int | None]:
    """The --mcpu target ID and code object version an llvm-mc command line asks for."""
    mcpu, attrs, version = None, [], None
    for arg in command:
        if arg.startswith("-mcpu="):
            mcpu = arg[len("-mcpu="):]
        elif arg.startswith("-mattr="):
            attrs += arg[len("-mattr="):].split(",")
        elif arg.startswith("--amdhsa-code-object-version="):
            version = int(arg.split("=", 1)[1])
    features = sorted(f"{a[1:]}{a[0]}" for a in attrs if a[1:] in ("xnack", "sramecc"))
    return mcpu + "".join(":" + f for f in features), version


def _entries() -> list[dict]:
    if not MANIFEST.exists():
        return []
    entries = json.loads(MANIFEST.read_text())["entries"]
    return [e for e in entries if e["tool"] in ("llvm-mc-19", "llvm-mc-15")]


ENTRIES = _entries()


def _isa_supports(processor: str) -> bool:
    from codeobj.isa import ALL_TARGETS

    return processor in ALL_TARGETS


def _file_names_version(text: str, version: int | None) -> bool:
    """Whether the source itself tells the code object version llvm-mc was asked for: a V3
    source says so only through the `gfx906+xnack` target spelling, which processors without
    target features (gfx803, gfx1030) never need."""
    if version is None or ".amdhsa_code_object_version" in text:
        return True
    if version == 2:
        return ".hsa_code_object_version" in text
    return version == 3 and re.search(r'\.amdgcn_target\s+"[^"]*\+', text) is not None


@pytest.mark.parametrize("entry", ENTRIES, ids=[e["file"] for e in ENTRIES])
def test_relocatable_object_identical_to_llvm_mc(entry: dict, tmp_path) -> None:
    command = entry["command"]
    source = TESTDATA / next(a for a in command if a.endswith(".s"))
    reference = TESTDATA / command[command.index("-o") + 1]
    if not source.exists() or not reference.exists():
        pytest.skip("corpus file not present")
    target, version = options(command)
    if not _isa_supports(target.split(":")[0]):
        pytest.skip(f"no instruction tables for {target.split(':')[0]} yet")
    result = assemble(source.read_text(), str(source), mcpu=target,
                      code_object_version=version)
    assert [d.format() for d in result.errors] == []
    if result.data != reference.read_bytes() and refs.llvm15_encodes_differently(
            command, source, result.data, reference.read_bytes(), tmp_path):
        pytest.xfail("llvm-mc-15 and llvm-mc-19 encode differently; .text equals 19's")
    assert result.data == reference.read_bytes()
    # with no options the target and version come from the file itself
    if _file_names_version(source.read_text(), version):
        assert assemble(source.read_text(), str(source)).data == result.data


def _dyn_by_input() -> dict[str, dict]:
    if not MANIFEST.exists():
        return {}
    out = {}
    for e in json.loads(MANIFEST.read_text())["entries"]:
        if e["kind"] == "dyn" and "-shared" in e["command"]:
            inputs = e["command"][e["command"].index("-shared") + 1 : e["command"].index("-o")]
            if len(inputs) == 1:
                out[inputs[0]] = e
    return out


DYN = _dyn_by_input()
LINKED = [e for e in ENTRIES if e["command"][e["command"].index("-o") + 1] in DYN]


@pytest.mark.parametrize("entry", LINKED, ids=[e["file"] for e in LINKED])
def test_loadable_object_identical_to_llvm_mc_and_ld_lld(entry: dict, tmp_path) -> None:
    """build without -c (assembler + codeobj.link) against llvm-mc + ld.lld.  The linker
    names itself in .comment; it is given ld.lld's own string (read from the reference) so
    that the whole file can be compared."""
    from codeobj.elf.model import open_code_object
    from codeobj._link.linker import link

    command = entry["command"]
    source = TESTDATA / next(a for a in command if a.endswith(".s"))
    dyn = DYN[command[command.index("-o") + 1]]
    reference = TESTDATA / dyn["file"]
    if not source.exists() or not reference.exists():
        pytest.skip("corpus file not present")
    target, version = options(command)
    if not _isa_supports(target.split(":")[0]):
        pytest.skip(f"no instruction tables for {target.split(':')[0]} yet")
    result = assemble(source.read_text(), str(source), mcpu=target,
                      code_object_version=version)
    assert [d.format() for d in result.errors] == []
    mc_reference = (TESTDATA / command[command.index("-o") + 1]).read_bytes()
    if result.data != mc_reference and refs.llvm15_encodes_differently(
            command, source, result.data, mc_reference, tmp_path):
        pytest.xfail("llvm-mc-15 and llvm-mc-19 encode differently; .text equals 19's")
    ref = reference.read_bytes()
    comment = bytes(open_code_object(ref).section_data(".comment"))
    linker = next(s for s in comment.split(b"\0") if s.startswith(b"Linker: ")).decode()
    lld_version = 19 if dyn["tool"].endswith("19") else 15
    assert link([result.data], lld_version=lld_version, comment=linker).data == ref


def test_every_generation_is_built_not_skipped():
    """The corpus reaches each instruction-table generation, and none of them is skipped."""
    processors = {options(e["command"])[0].split(":")[0] for e in ENTRIES}
    for wanted in ("gfx803", "gfx900", "gfx90a", "gfx1010", "gfx1030", "gfx1100", "gfx1200"):
        assert wanted in processors
        assert _isa_supports(wanted)
