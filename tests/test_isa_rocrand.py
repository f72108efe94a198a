"""`codeobj disasm` on Debian's librocrand1 against `llvm-objdump-19 -d`, every code object
(gfx803, gfx900/906/908, gfx90a xnack+/-, gfx1030), as whole files: the same text, byte for
byte (headers, section layout, symbolized branch targets, warnings), and every unique
instruction line re-encodes to its bytes wherever llvm-mc-19 re-encodes it so.

The library itself (a host ELF with its .hip_fatbin) is disassembled too: one listing per
embedded code object, each the same as llvm-objdump's of the extracted object (but for the
name in its header, a code object URI).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from codeobj.cli.main import main

from . import refs
from .isa_listing_helpers import objdump, reencode_failures, unique_lines

pytestmark = [pytest.mark.rocrand, pytest.mark.llvm19]

_TARGETS = ["gfx803", "gfx900:xnack-", "gfx906:xnack-", "gfx908:xnack-", "gfx90a:xnack+",
            "gfx90a:xnack-", "gfx1030"]


@pytest.fixture(scope="module")
def objects() -> dict[str, Path]:
    library = refs.rocrand_library()
    if library is None:
        pytest.skip("librocrand1 is not available (needs apt-get download)")
    found = refs.rocrand_code_objects(library)
    if found is None:
        pytest.skip("clang-offload-bundler-19 is missing")
    return {entry["entry_id"].split("--", 1)[1]: Path(entry["path"]) for entry in found}


def _ours(capsys, *argv: str) -> str:
    try:
        main(["disasm", *argv])
    except SystemExit as e:
        assert not e.code, capsys.readouterr().err
    return capsys.readouterr().out


@pytest.mark.parametrize("target", _TARGETS)
def test_disassembly_equals_llvm_objdump(objects, target, capsys):
    path = objects[target]
    theirs = objdump(path)
    ours = _ours(capsys, str(path))
    assert ours == theirs
    lines = unique_lines(theirs)
    assert len(lines) > 1000
    failed = reencode_failures(target.split(":")[0], lines)
    assert not failed, failed[:20]


def test_host_library_lists_every_code_object(objects, capsys):
    library = refs.rocrand_library()
    out = _ours(capsys, str(library))
    # each listing starts with "\nURI:\tfile format elf64-amdgpu" (the first one too)
    heads = [ln for ln in out.splitlines()
             if ln.startswith("file://") and ln.endswith(":\tfile format elf64-amdgpu")]
    assert len(heads) == len(objects)
    # every extracted object's listing is in the library's, under its URI
    # (the split takes the newline that ends each listing but the last)
    pieces = ("\n" + out).split("\n\nfile://")[1:]
    listed = {p.split("\n", 1)[1].rstrip("\n") for p in pieces}
    for path in objects.values():
        body = objdump(path).split("\n", 2)[2]  # after the blank line and the header
        assert body.rstrip("\n") in listed, path
