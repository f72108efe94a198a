"""Section groups (COMDAT) in the assembler: `.section name,"…G",@type,signature[,comdat]`,
`?`, `,unique,N`, the SHT_GROUP sections, undefined signatures, relocation sections joining
the group, and the malformed forms with llvm-mc's messages.  Everything is compared byte for
byte with llvm-mc-19 run live (and the links with ld.lld-19).

Inputs: the clang-19 `-S` output kept in testdata/comdat/gen/ (made by
testdata/comdat/make_comdat.py from the HIP and C++-for-OpenCL sources next to it) and the
hand-written cases below.  The whole matrix (4 sources x 6 targets x V4-V6 x 4 option sets)
is compiled live by the `slow` test.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from codeobj.asm import assemble

from . import refs

COMDAT = Path(__file__).resolve().parent.parent / "testdata" / "comdat"
GEN = sorted((COMDAT / "gen").glob("*.s"))
make_comdat = refs.script("testdata/comdat/make_comdat.py")

HEADER = '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"\n\t.amdhsa_code_object_version 5\n'


def _options(path: Path) -> tuple[str, int]:
    m = re.match(r"[a-z_]+-[a-z]+-(gfx[0-9a-z]+)-v(\d)-O[0-9g]+\.s$", path.name)
    assert m, path.name
    return m.group(1), int(m.group(2))


def _llvm_mc(text: str, tmp_path: Path, mcpu: str = "gfx90a",
             version: int = 5) -> tuple[int, bytes | None, str]:
    src = tmp_path / "in.s"
    out = tmp_path / "ref.o"
    src.write_text(text)
    if out.exists():
        out.unlink()
    proc = subprocess.run(
        ["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}",
         f"--amdhsa-code-object-version={version}", "-filetype=obj", str(src), "-o", str(out)],
        check=False, capture_output=True, text=True)
    data = out.read_bytes() if proc.returncode == 0 and out.exists() else None
    return proc.returncode, data, proc.stderr


def _lld(objs: list[bytes], tmp_path: Path) -> bytes:
    paths = []
    for n, obj in enumerate(objs):
        p = tmp_path / f"lld_in{n}.o"
        p.write_bytes(obj)
        paths.append(str(p))
    subprocess.run(["ld.lld-19", "-shared", *paths, "-o", str(tmp_path / "lld_out.so")],
                   check=True, capture_output=True)
    return (tmp_path / "lld_out.so").read_bytes()


def _assert_links_same(ours: list[bytes], refs: list[bytes], tmp_path: Path) -> None:
    """codeobj.link on our objects gives ld.lld-19's bytes for llvm-mc's; when ld.lld refuses
    the link (e.g. a REL32 against a preemptible symbol), codeobj.link refuses it too."""
    from codeobj.errors import LinkError
    from codeobj._link.linker import link as do_link

    try:
        linked = _lld(refs, tmp_path)
    except subprocess.CalledProcessError:
        with pytest.raises(LinkError):
            do_link(ours)
        return
    assert do_link(ours, comment=_linker_comment(linked)).data == linked


def _linker_comment(linked: bytes) -> str:
    from codeobj.elf.model import open_code_object

    comment = bytes(open_code_object(linked).section_data(".comment"))
    return next(s for s in comment.split(b"\0") if s.startswith(b"Linker: ")).decode()


def _assert_same(text: str, tmp_path: Path, mcpu: str = "gfx90a", version: int = 5,
                 link: bool = True) -> bytes:
    status, ref, stderr = _llvm_mc(text, tmp_path, mcpu, version)
    assert status == 0, stderr
    result = assemble(text, "in.s", mcpu=mcpu, code_object_version=version)
    assert result.data is not None, "\n".join(d.format() for d in result.diagnostics)
    assert result.data == ref
    if link:
        _assert_links_same([result.data], [ref], tmp_path)
    return result.data


# -- clang output ---------------------------------------------------------------------------


def test_comdat_sources_present():
    assert len(GEN) >= 10
    targets = {_options(p)[0] for p in GEN}
    assert set(make_comdat.TARGETS) <= targets
    assert {_options(p)[1] for p in GEN} == {4, 5, 6}
    assert all("comdat" in p.read_text() for p in GEN)


@pytest.mark.llvm19
@pytest.mark.parametrize("path", GEN, ids=[p.name for p in GEN])
def test_clang_comdat_output_identical(path: Path, tmp_path: Path) -> None:
    mcpu, version = _options(path)
    _assert_same(path.read_text(), tmp_path, mcpu, version)


@pytest.mark.llvm19
@pytest.mark.slow
@pytest.mark.parametrize("build", make_comdat.matrix(),
                         ids=[make_comdat.output_name(*b)[:-2] for b in make_comdat.matrix()])
def test_clang_comdat_matrix_live(build, tmp_path: Path) -> None:
    out = make_comdat.generate([build], tmp_path)[0]
    _assert_same(out.read_text(), tmp_path, build[1], build[2])


# -- hand-written cases --------------------------------------------------------------------

CASES = {
    "comdat_and_plain": """
	.text
	s_nop 0
	.section .text.a,"axG",@progbits,sig_undef,comdat
a:	s_nop 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, b@rel32@lo+4
	.section .text.a,"axG",@progbits,other
	s_nop 1
	.section .rodata.x,"aG",@progbits,sig_undef,comdat
	.long a
	.section .data.y,"awG",@progbits,plain
	.quad loc
loc:
	.section .text.a,"axG",@progbits,sig_undef,comdat
	s_nop 2
	.globl other
""",
    "merge_strings_in_group": """
	.section .str,"aMSG",@progbits,1,sig2,comdat
	.asciz "hi"
	.section .str4,"aMG",@progbits,4,sig2,comdat
	.long 1, 2
	.section .str,"aMS",@progbits,1
	.asciz "hi"
""",
    "unique_ids": """
	.section .text.u,"ax",@progbits,unique,3
	s_nop 3
	.section .text.u,"ax",@progbits,unique,4
	s_nop 4
	.section .text.u,"axG",@progbits,wk,comdat,unique,5
	s_nop 5
	.section .text.u,"ax",@progbits,unique,3
	s_nop 6
	.weak wk
""",
    "same_name_grouped_and_not": """
	.section .text.a,"axG",@progbits,s1,comdat
	s_nop 0
	.section .text.a
	s_nop 1
	.section .text.b,"ax?",@progbits
	s_nop 2
	.pushsection .text.c,"axG",@progbits,s1,comdat
	s_nop 3
	.popsection
	s_nop 4
	.section .text.a,"axG",@progbits,s1,comdat
	.previous
	s_nop 5
	.section .text.d,"ax?",@progbits
	s_nop 6
""",
    "last_group_flag": """
	.section .text.g,"axG",@progbits,gsig,comdat
	s_nop 0
	.section .rodata.g,"a?",@progbits
	.long 1
	.section .data.g,"aw?"
	.long .text.g
""",
    "signature_bindings": """
	.section .data.a,"awG",@progbits,usig,comdat
	.quad usig
	.section .data.b,"awG",@progbits,lsig,comdat
lsig:
	.long 1
	.section .data.c,"awG",@progbits,hsig,comdat
	.hidden hsig
	.long 2
	.pushsection .rodata.s,"aMSG",@progbits,1,psig
	.asciz "x"
	.popsection
	.long 3
	.section .text.w,"axG",@progbits,wsig,comdat
	.weak wsig
wsig:
	s_nop 0
	.section .bss.g,"awG",@nobits,bsig,comdat
	.zero 8
	.section .data.a,"awG",@progbits,usig,comdat
	.quad lsig
""",
    "quoted_and_numeric_signatures": """
	.section .text.q,"axG",@progbits,"q s",comdat
	s_nop 0
	.section .text.n,"axG",@progbits,1,comdat
	s_nop 1
	.section .text.p,"axG",%progbits,psig
	s_nop 2
	.section .text.s,"axG","progbits",ssig,comdat
	s_nop 3
""",
    "global_function_in_group_with_calls": """
	.section .text.f,"axG",@progbits,f,comdat
	.weak f
	.hidden f
	.type f,@function
	.p2align 2
f:
	s_setpc_b64 s[30:31]
.Lf_end:
	.size f, .Lf_end-f
	.section .text.g,"axG",@progbits,g,comdat
	.globl g
	.protected g
	.type g,@function
	.p2align 2
g:
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, f@rel32@lo+4
	s_addc_u32 s17, s17, f@rel32@hi+12
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, loc@rel32@lo+4
	s_addc_u32 s19, s19, loc@rel32@hi+12
	s_setpc_b64 s[30:31]
loc:
	s_nop 0
	.size g, .-g
	.section .data.t,"awG",@progbits,g,comdat
	.quad f
	.quad loc
""",
    "link_order_sections": """
	.text
f:	s_nop 0
	.section .text.g,"ax",@progbits
g:	s_nop 1
	.section .meta,"ao",@progbits,f
	.long 1
	.section .meta,"ao",@progbits,g
	.long 2
	.section .meta,"ao",@progbits,f
	.long 3
	.section .meta2,"aoG",@progbits,g,grp,comdat
	.long 4
	.section .meta3,"ao",@progbits,0
	.long 5
	.section .meta4,"ao",@progbits,.text.g
	.long 6
""",
    "signature_is_section_name": """
	.section .text.z,"axG",@progbits,zsig,comdat
	s_nop 0
	.section .text.y,"axG",@progbits,zsig,comdat
	s_nop 1
	.section .text.z,"axG",@progbits,zsig,comdat
	s_nop 2
""",
}


@pytest.mark.llvm19
@pytest.mark.parametrize("name", sorted(CASES))
def test_hand_written_groups(name: str, tmp_path: Path) -> None:
    _assert_same(HEADER + CASES[name], tmp_path)


@pytest.mark.llvm19
@pytest.mark.parametrize("mcpu", ["gfx803", "gfx942", "gfx1030", "gfx1100", "gfx1201"])
def test_groups_on_other_targets(mcpu: str, tmp_path: Path) -> None:
    text = f'\t.amdgcn_target "amdgcn-amd-amdhsa--{mcpu}"\n\t.amdhsa_code_object_version 6\n'
    for name in ("signature_bindings", "unique_ids", "same_name_grouped_and_not"):
        _assert_same(text + CASES[name], tmp_path, mcpu, 6)


def test_group_section_layout_without_tools():
    """Facts read off llvm-mc-19 (see the live tests): the .group section sits before its
    first member, holds GRP_COMDAT and the member indexes (relocation sections included),
    links to .symtab and names the signature symbol; an undefined signature is defined in it."""
    from codeobj.formats.elf import SHF, SHT

    from codeobj.elf.model import open_code_object

    result = assemble(HEADER + CASES["comdat_and_plain"], "in.s")
    assert result.data is not None
    obj = open_code_object(result.data)
    sections = obj.elf.sections
    names = [s.name for s in sections]
    groups = [s for s in sections if s.sh_type == SHT.GROUP]
    assert len(groups) == 3

    def words(section) -> list[int]:
        data = bytes(obj.section_data(section))
        return [int.from_bytes(data[i:i + 4], "little") for i in range(0, len(data), 4)]

    first = groups[0]
    assert names[first.index + 1] == ".text.a"
    assert words(first)[0] == 1
    assert [names[w] for w in words(first)[1:]] == [".text.a", ".rela.text.a", ".rodata.x",
                                                    ".rela.rodata.x"]
    assert names[first.sh_link] == ".symtab" and first.sh_entsize == 4
    assert sections[first.index + 2].sh_flags == SHF.GROUP
    assert words(groups[1]) == [0, groups[1].index + 1]
    symbols = {s.name: s for s in obj.symbols}
    assert symbols["sig_undef"].shndx == first.index


# -- malformed group syntax: llvm-mc's message, line and column ----------------------------

BAD = [
    '.section .t,"axG",@progbits',
    '.section .t,"axG",@progbits,',
    '.section .t,"axG",@progbits,s,',
    '.section .t,"axG",@progbits,s,comdot',
    '.section .t,"axG",@progbits,s,comdat,',
    '.section .t,"axG",@progbits,s,comdat,unique',
    '.section .t,"axG",@progbits,s,comdat,unique,',
    '.section .t,"axG",@progbits,s,comdat,unique,x',
    '.section .t,"axG",@progbits,s,comdat,unique,-1',
    '.section .t,"axG",@progbits,s,comdat,unique,4294967295',
    '.section .t,"axG",@progbits,s,comdat x',
    '.section .t,"axG"',
    '.section .t,"ax",@progbits,unique',
    '.section .t,"ax",@progbits,s',
    '.section .t,"aMG",@progbits,s,comdat',
    '.section .t,"aM",@progbits',
    '.section .t,"aM",@progbits,0',
    '.section .t,"ax",@progbits,unique,1,x',
    '.section .t,"axG",@progbits,s,,comdat',
    '.section .t,"axG",@progbits,s.x-y,comdat',
    '.section .t,"axG?",@progbits,s,comdat',
    '.section .t,"ax",@progbits x',
    '.section .t,"axG",@progbits,s,comdat\n.section .t,"ax",@progbits',
    '.section .t,"a",@progbits\n.section .t,"awx",@note',
    '.section .t,"ao",@progbits',
    '.section .t,"ao",@progbits,',
    '.section .t,"ao",@progbits,u',
    '.section .t,"ao",@progbits,1',
]


def _diagnostics(stderr: str) -> list[tuple[int, int, str]]:
    return [(int(m.group(1)), int(m.group(2)), m.group(3)) for m in
            re.finditer(r"^[^:\n]+:(\d+):(\d+): error: (.*)$", stderr, re.MULTILINE)]


@pytest.mark.llvm19
@pytest.mark.parametrize("line", BAD)
def test_malformed_group_syntax(line: str, tmp_path: Path) -> None:
    text = HEADER + line + "\n"
    status, _, stderr = _llvm_mc(text, tmp_path)
    expected = _diagnostics(stderr)
    result = assemble(text, "in.s")
    got = [(d.line, d.col, d.message) for d in result.diagnostics if d.severity == "error"]
    if status == 0:
        assert result.data is not None and not got
        return
    assert expected
    assert result.data is None
    assert got == expected
