"""Kernels for processors LLVM 19 does not know, assembled by codeobj and by llvm-mc-22.

Each source of tests/data_asm/llvm22 (written for this test: a kernel with its
``.amdhsa_kernel`` block and instructions new in its processor -- gfx950's scaled
conversions, gfx1250's VOPD and 64-bit literals) is assembled to a relocatable object by
``codeobj build -c`` and by LLVM 22's llvm-mc (Debian trixie's, run by tools/llvm_release.py);
the two objects must be byte-identical.  Skips when LLVM 22 cannot be fetched.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from . import refs

llvm_release = refs.script("tools/llvm_release.py")

SOURCES = sorted((Path(__file__).parent / "data_asm" / "llvm22").glob("*.s"))


@pytest.fixture(scope="module")
def llvm_mc_22():
    try:
        cmd = llvm_release.tool("llvm-mc", "llvm22", fetch=True)
    except llvm_release.FetchError as e:
        pytest.skip(f"LLVM 22 cannot be fetched: {e}")
    if cmd is None:
        pytest.skip("no llvm-mc for LLVM 22")
    return cmd


@pytest.mark.slow
@pytest.mark.parametrize("source", SOURCES, ids=[s.stem for s in SOURCES])
def test_relocatable_object_is_llvm_mc_22s(llvm_mc_22, source, tmp_path):
    from codeobj.cli.main import main

    processor = source.stem.rsplit("-", 1)[1]
    ref = tmp_path / "ref.o"
    subprocess.run([*llvm_mc_22, "-triple=amdgcn-amd-amdhsa", f"-mcpu={processor}",
                    "-filetype=obj", str(source), "-o", str(ref)], check=True)
    ours = tmp_path / "ours.o"
    try:
        main(["build", "-c", str(source), "-o", str(ours)])
    except SystemExit as e:
        assert not e.code
    assert ours.read_bytes() == ref.read_bytes()
