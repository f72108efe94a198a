"""codeobj.link on objects with section groups, against ld.lld-19 -shared run live: duplicate
COMDAT groups across inputs are kept once (the first input's), references into a dropped
group resolve to the kept copy, plain (non-COMDAT) groups are all kept, and no SHT_GROUP
section reaches the output.

Inputs: the two-object HIP pairs in testdata/comdat/gen/ (shared_a/shared_b: the same template
instances in both, made by testdata/comdat/make_comdat.py), assembled by codeobj build and by
llvm-mc-19, and the hand-written pairs below.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from codeobj.asm import assemble
from codeobj.errors import LinkError
from codeobj import link

GEN = Path(__file__).resolve().parent.parent / "testdata" / "comdat" / "gen"
PAIRS = sorted(p.name[len("shared_a-"):] for p in GEN.glob("shared_a-*.s")
               if (GEN / ("shared_b-" + p.name[len("shared_a-"):])).exists())


def _options(suffix: str) -> tuple[str, int]:
    m = re.match(r"hip-(gfx[0-9a-z]+)-v(\d)-", suffix)
    assert m, suffix
    return m.group(1), int(m.group(2))


def _llvm_mc(text: str, tmp_path: Path, name: str, mcpu: str, version: int) -> bytes:
    src = tmp_path / f"{name}.s"
    out = tmp_path / f"{name}.o"
    src.write_text(text)
    subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}",
                    f"--amdhsa-code-object-version={version}", "-filetype=obj", str(src),
                    "-o", str(out)], check=True, capture_output=True)
    return out.read_bytes()


def _ours(text: str, name: str, mcpu: str, version: int) -> bytes:
    result = assemble(text, f"{name}.s", mcpu=mcpu, code_object_version=version)
    assert result.data is not None, "\n".join(d.format() for d in result.diagnostics)
    return result.data


def _lld(objs: list[bytes], tmp_path: Path) -> tuple[int, bytes, str]:
    paths = []
    for n, obj in enumerate(objs):
        p = tmp_path / f"in{n}.o"
        p.write_bytes(obj)
        paths.append(str(p))
    out = tmp_path / "lld.so"
    proc = subprocess.run(["ld.lld-19", "-shared", *paths, "-o", str(out)], check=False,
                          capture_output=True, text=True)
    return proc.returncode, out.read_bytes() if proc.returncode == 0 else b"", proc.stderr


def _comment(linked: bytes) -> str:
    from codeobj.elf.model import open_code_object

    comment = bytes(open_code_object(linked).section_data(".comment"))
    return next(s for s in comment.split(b"\0") if s.startswith(b"Linker: ")).decode()


def _no_groups(linked: bytes) -> None:
    from codeobj.formats.elf import SHF, SHT

    from codeobj.elf.model import open_code_object

    for s in open_code_object(linked).elf.sections:
        assert s.sh_type != SHT.GROUP and not s.sh_flags & SHF.GROUP, s.name


def _assert_link_same(ours: list[bytes], refs: list[bytes], tmp_path: Path) -> bytes | None:
    status, linked, _ = _lld(refs, tmp_path)
    if status != 0:
        with pytest.raises(LinkError):
            link(ours)
        return None
    got = link(ours, comment=_comment(linked)).data
    assert got == linked
    _no_groups(got)
    return got


@pytest.mark.llvm19
@pytest.mark.parametrize("order", ["ab", "ba"])
@pytest.mark.parametrize("suffix", PAIRS)
def test_clang_pairs_link_like_lld(suffix: str, order: str, tmp_path: Path) -> None:
    mcpu, version = _options(suffix)
    texts = {k: (GEN / f"shared_{k}-{suffix}").read_text() for k in "ab"}
    ours = [_ours(texts[k], k, mcpu, version) for k in order]
    refs = [_llvm_mc(texts[k], tmp_path, k, mcpu, version) for k in order]
    assert ours == refs
    assert _assert_link_same(ours, refs, tmp_path) is not None


def test_pairs_present():
    assert len(PAIRS) >= 4
    assert {_options(s)[1] for s in PAIRS} == {4, 5, 6}


HEADER = '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"\n\t.amdhsa_code_object_version 5\n'

# (first object, second object): the same signatures with different contents, so the kept
# copy shows in the output bytes.
HAND = {
    "first_copy_wins": ("""
	.section .text.f,"axG",@progbits,f,comdat
	.weak f
	.hidden f
	.type f,@function
f:
	s_nop 1
	s_setpc_b64 s[30:31]
	.section .rodata.f,"aG",@progbits,f,comdat
	.long 0x11111111
	.text
	.globl use_a
	.hidden use_a
use_a:
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, f@rel32@lo+4
	s_addc_u32 s1, s1, f@rel32@hi+12
""", """
	.section .text.f,"axG",@progbits,f,comdat
	.weak f
	.hidden f
	.type f,@function
f:
	s_nop 2
	s_nop 2
	s_setpc_b64 s[30:31]
	.section .rodata.f,"aG",@progbits,f,comdat
	.long 0x22222222
	.text
	.globl use_b
	.hidden use_b
use_b:
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, f@rel32@lo+4
	s_addc_u32 s1, s1, f@rel32@hi+12
"""),
    "plain_groups_all_kept": ("""
	.section .data.p,"awG",@progbits,p
	.long 1
	.text
	s_nop 0
""", """
	.section .data.p,"awG",@progbits,p
	.long 2
	.text
	s_nop 0
"""),
    "data_and_merge_strings": ("""
	.section .data.v,"awG",@progbits,v,comdat
	.globl v
	.protected v
v:
	.quad v
	.section .str.v,"aMSG",@progbits,1,v,comdat
	.asciz "kept"
	.section .rodata.s,"aMS",@progbits,1
	.asciz "kept"
	.text
	s_nop 0
""", """
	.section .data.v,"awG",@progbits,v,comdat
	.globl v
	.protected v
v:
	.quad 7
	.section .str.v,"aMSG",@progbits,1,v,comdat
	.asciz "dropped"
	.data
	.quad v
"""),
    "link_order_with_groups": ("""
	.section .text.f,"axG",@progbits,f,comdat
f:	s_nop 0
	.section .meta.f,"aoG",@progbits,f,f,comdat
	.long 1
	.text
k:	s_nop 1
	.section .meta,"ao",@progbits,k
	.long 2
""", """
	.section .text.f,"axG",@progbits,f,comdat
f:	s_nop 5
	.section .meta.f,"aoG",@progbits,f,f,comdat
	.long 3
	.text
j:	s_nop 6
	.section .meta,"ao",@progbits,j
	.long 4
	.section .meta,"ao",@progbits,f
	.long 5
"""),
    "undefined_signatures": ("""
	.section .text.s,"axG",@progbits,sig,comdat
	s_nop 3
	.section .text.t,"axG",@progbits,other,comdat
	s_nop 4
""", """
	.section .text.s,"axG",@progbits,sig,comdat
	s_nop 5
	.section .text.u,"axG",@progbits,third,comdat
	s_nop 6
"""),
}


@pytest.mark.llvm19
@pytest.mark.parametrize("order", ["ab", "ba"])
@pytest.mark.parametrize("name", sorted(HAND))
def test_hand_written_group_links(name: str, order: str, tmp_path: Path) -> None:
    texts = dict(zip("ab", (HEADER + t for t in HAND[name])))
    ours = [_ours(texts[k], k, "gfx90a", 5) for k in order]
    refs = [_llvm_mc(texts[k], tmp_path, k, "gfx90a", 5) for k in order]
    assert ours == refs
    _assert_link_same(ours, refs, tmp_path)


@pytest.mark.llvm19
def test_first_copy_wins_content(tmp_path: Path) -> None:
    """Independent of ld.lld's bytes: the kept .rodata word is the first input's."""
    from codeobj.elf.model import open_code_object

    a, b = (_ours(HEADER + t, k, "gfx90a", 5) for k, t in zip("ab", HAND["first_copy_wins"]))
    for objs, word in (([a, b], b"\x11" * 4), ([b, a], b"\x22" * 4)):
        out = open_code_object(link(objs).data)
        rodata = bytes(out.section_data(".rodata"))
        assert rodata == word


@pytest.mark.llvm19
def test_codeobj_build_without_c_links_groups(tmp_path: Path) -> None:
    """`codeobj build X.s -o X.hsaco` (the linker helper, codeobj's .comment) on clang's
    COMDAT output gives what codeobj.link gives, which with ld.lld's .comment string is
    ld.lld's file."""
    import sys

    src = GEN / "templates-hip-gfx90a-v5-O0.s"
    out = tmp_path / "out.hsaco"
    proc = subprocess.run([sys.executable, "-m", "codeobj.cli.main", "build", str(src), "-o",
                           str(out)], capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    obj = _ours(src.read_text(), "t", "gfx90a", 5)
    assert out.read_bytes() == link([obj]).data
    ref = _llvm_mc(src.read_text(), tmp_path, "t", "gfx90a", 5)
    _assert_link_same([obj], [ref], tmp_path)
