"""Round trip through the descriptor model: every kernel descriptor of the corpus objects is
printed as an `.amdhsa_kernel` block (codeobj.kernel.descriptor), assembled by `codeobj build`, and
must come back as the same 64 bytes (the entry offset aside: it is a relocation in ET_REL)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from codeobj.asm import assemble

TESTDATA = Path(__file__).parent.parent / "testdata"


def _objects() -> list[dict]:
    manifest = TESTDATA / "MANIFEST.json"
    if not manifest.exists():
        return []
    entries = json.loads(manifest.read_text())["entries"]
    return [e for e in entries if e["kind"] == "rel" and e["version"] >= 3]


OBJECTS = _objects()


@pytest.mark.parametrize("entry", OBJECTS, ids=[e["file"] for e in OBJECTS])
def test_descriptor_directives_round_trip(entry: dict) -> None:
    from codeobj.elf.model import open_code_object

    path = TESTDATA / entry["file"]
    if not path.exists():
        pytest.skip("corpus file not present")
    co = open_code_object(path.read_bytes())
    kernels = [k for k in co.kernels if k.descriptor_bytes is not None and k.descriptor]
    if not kernels:
        pytest.skip("no kernels")
    target = co.target
    lines = [f'.amdgcn_target "{target.full}"',
             f".amdhsa_code_object_version {co.code_object_version}", ".text"]
    for k in kernels:
        lines += [f".globl {k.name}", ".p2align 8", f"{k.name}:", ".long 0"]
    lines.append(".rodata")
    for k in kernels:
        lines.append(k.descriptor.to_text(k.name))
    text = "\n".join(lines) + "\n"
    result = assemble(text, "roundtrip.s", code_object_version=co.code_object_version)
    first = result.errors[0].message if result.errors else ""
    if first == ".amdhsa_reserve_xnack_mask does not match target id":
        # codeobj.kernel.descriptor prints `.amdhsa_reserve_xnack_mask 1` for xnack- targets, which
        # llvm-mc refuses as well: a printing problem of the descriptor model, reported.
        pytest.xfail("descriptor printer: reserve_xnack_mask on an xnack- target")
    assert [d.format() for d in result.errors] == []
    ours = open_code_object(result.data)
    rebuilt = {k.name: k.descriptor_bytes for k in ours.kernels}
    for k in kernels:
        got, want = bytearray(rebuilt[k.name]), bytearray(k.descriptor_bytes)
        got[16:24] = want[16:24] = bytes(8)
        assert bytes(got) == bytes(want), k.name
