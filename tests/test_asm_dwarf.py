"""DWARF the assembler generates: `.file`/`.loc` -> .debug_line (+ .debug_line_str) and
`.cfi_*` -> .debug_frame / .eh_frame, compared byte for byte with llvm-mc run live.

Inputs: the `clang -g -S` / `-gline-tables-only` sources in testdata/debug/ (made by
testdata/debug/make_debug.py) and the hand-written edge cases below.  Linked outputs are
compared with llvm-mc + ld.lld -shared.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from codeobj.asm import assemble

DEBUG = Path(__file__).parent.parent / "testdata" / "debug"
SOURCES = sorted(DEBUG.glob("*.s"))

HEADER = '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"\n\t.amdhsa_code_object_version 5\n'


def _options(path: Path) -> tuple[str, int, int]:
    """Target, code object version and LLVM major from a testdata/debug file name."""
    m = re.match(r"[a-z_]+-(gfx[0-9a-z]+)-v(\d)-O\d-[a-z]+-(\d+)\.s$", path.name)
    assert m, path.name
    return m.group(1), int(m.group(2)), int(m.group(3))


def _llvm_mc(text: str, tmp_path: Path, mcpu: str = "gfx90a", version: int = 5,
             major: int = 19) -> tuple[int, bytes | None, str]:
    src = tmp_path / "in.s"
    out = tmp_path / "ref.o"
    src.write_text(text)
    if out.exists():
        out.unlink()
    proc = subprocess.run(
        [f"llvm-mc-{major}", "-triple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}",
         f"--amdhsa-code-object-version={version}", "-filetype=obj", str(src), "-o", str(out)],
        check=False, capture_output=True, text=True)
    data = out.read_bytes() if proc.returncode == 0 and out.exists() else None
    return proc.returncode, data, proc.stderr


def _lld(obj: bytes, tmp_path: Path, major: int = 19) -> bytes:
    (tmp_path / "lld_in.o").write_bytes(obj)
    subprocess.run([f"ld.lld-{major}", "-shared", str(tmp_path / "lld_in.o"), "-o",
                    str(tmp_path / "lld_out.so")], check=True, capture_output=True)
    return (tmp_path / "lld_out.so").read_bytes()


def _linked_equal(ours: bytes, reference_rel: bytes, tmp_path: Path, major: int) -> None:
    from codeobj.elf.model import open_code_object
    from codeobj._link.linker import link

    ref = _lld(reference_rel, tmp_path, major)
    comment = bytes(open_code_object(ref).section_data(".comment"))
    linker = next(s for s in comment.split(b"\0") if s.startswith(b"Linker: ")).decode()
    assert link([ours], lld_version=major, comment=linker).data == ref


def _mark(path: Path):
    major = _options(path)[2]
    return pytest.param(path, id=path.name,
                        marks=pytest.mark.llvm15 if major == 15 else pytest.mark.llvm19)


# -- clang -g output ------------------------------------------------------------------------


def test_debug_sources_present():
    assert len(SOURCES) >= 8
    targets = {_options(p)[0] for p in SOURCES}
    assert {"gfx803", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1201"} <= targets


@pytest.mark.parametrize("path", [_mark(p) for p in SOURCES])
def test_clang_debug_output_identical_to_llvm_mc(path: Path, tmp_path: Path) -> None:
    mcpu, version, major = _options(path)
    text = path.read_text()
    rc, ref, err = _llvm_mc(text, tmp_path, mcpu, version, major)
    assert rc == 0, err
    result = assemble(text, str(path), mcpu=mcpu, code_object_version=version)
    assert [d.format() for d in result.diagnostics] == []
    assert result.data == ref
    # the sections this is about are there
    from codeobj.elf.model import open_code_object

    names = {s.name for s in open_code_object(result.data).sections}
    assert {".debug_line", ".debug_frame"} <= names


@pytest.mark.parametrize("path", [_mark(p) for p in SOURCES])
def test_clang_debug_output_linked_identical_to_ld_lld(path: Path, tmp_path: Path) -> None:
    mcpu, version, major = _options(path)
    text = path.read_text()
    rc, ref, err = _llvm_mc(text, tmp_path, mcpu, version, major)
    assert rc == 0, err
    result = assemble(text, str(path), mcpu=mcpu, code_object_version=version)
    assert result.ok
    _linked_equal(result.data, ref, tmp_path, major)


# -- hand-written cases ---------------------------------------------------------------------

CASES = {
    "v4_files_dirs": """
\t.file 1 "foo.c"
\t.file 2 "inc" "bar.h"
\t.file 3 "sub/dir/baz.h"
\t.text
\t.loc 1 3 0
\t.loc 1 4 2
\ts_nop 0
\t.loc 2 100 5 discriminator 3
\ts_nop 0
\ts_nop 0
\t.loc 3 101 5 discriminator 300
\ts_nop 0
\t.section .data
\t.loc 1 7 0
\t.byte 1,2
\t.loc 1 8 0
\t.long 5
""",
    "v5_flags_sections": """
\t.file 0 "/root/dir" "main.c"
\t.file 1 "/root/dir" "main2.c"
\t.file 2 "/other" "x.h"
\t.file 3 "/root/dir/sub" "y.h"
\t.text
\t.loc 0 1 0
\t.zero 4
\t.loc 1 2 0
\t.fill 1, 4, 0
\t.loc 1 3 0
\t.p2align 4
\t.loc 2 4 0 is_stmt 0 prologue_end epilogue_begin basic_block isa 2
\t.ascii "abcd"
\t.loc 3 5 0
\t.uleb128 1
\t.loc 3 6 7
foo:
\t.loc 3 7 0 is_stmt 1
\ts_nop 0
\t.loc 3 30 0
\ts_nop 0
\t.loc 3 2 0
\ts_nop 0
\t.section .text.b,"ax",@progbits
\t.loc 3 40 0
\ts_nop 0
\t.text
\t.loc 3 50 0
\ts_nop 0
\t.loc 3 50 0
\t.loc 3 51 0
""",
    "v5_md5_source": """
\t.file 0 "/d" "a.c" md5 0x00112233445566778899aabbccddeeff source "int x;"
\t.file 1 "/e" "b/c.c" md5 0xffeeddccbbaa99887766554433221100 source ""
\t.file 2 "/d" "a.c" md5 0x0123456789abcdef0123456789abcdef
\t.text
\t.loc 1 1 1
\ts_nop 0
\t.loc 2 2 1
\ts_nop 0
""",
    "v5_inconsistent_md5": """
\t.file 0 "/d" "a.c" md5 0x00112233445566778899aabbccddeeff
\t.file 1 "/d" "b.c"
\t.file 2 "/d" "c.c" md5 0x00112233445566778899aabbccddeeff
\t.file 3 "/e/f" "d.c"
\t.text
\t.loc 3 1 1
\ts_nop 0
""",
    "loc_operands": """
\t.file 1 "a.c"
\t.text
\t.loc 1
\ts_nop 0
\t.loc 1 5
\ts_nop 0
\t.loc 1 6 2 discriminator 2 is_stmt 0 isa 1
\ts_nop 0
\t.loc 0x1 4294967297 70000
\ts_nop 0
\t.loc 1 3 65537 discriminator 4294967298
\ts_nop 0
\t.loc 1 1 1 discriminator -1 isa 1+1
\ts_nop 0
""",
    "v5_no_md5_root_only": """
\t.file 0 "/d" "a.c"
""",
    "v4_table_without_rows": """
\t.file 1 "a.c"
""",
    "line_advances": """
\t.file 1 "a.c"
\t.text
\t.loc 1 1 0
\ts_nop 0
\t.loc 1 9 0
\ts_nop 0
\t.loc 1 8 0
\ts_nop 0
\t.loc 1 3 0
\ts_nop 0
\t.loc 1 2 0
\ts_nop 0
\t.loc 1 100000 0
\ts_nop 0
\t.loc 1 1 0
\t.fill 17, 4, 0
\t.loc 1 2 0
\t.fill 18, 4, 0
\t.loc 1 3 0
\t.fill 34, 4, 0
\t.loc 1 4 0
\t.fill 35, 4, 0
\t.loc 1 5 0
\t.fill 273, 4, 0
\t.loc 1 30 0
\t.fill 20000, 4, 0
\t.loc 1 6 0
\t.fill 1000000, 4, 0
\t.loc 1 7 0 is_stmt 0
\ts_nop 0
\t.fill 17, 4, 0
""",
    "end_sequence_const_add_pc": """
\t.file 1 "a.c"
\t.text
\t.loc 1 1 0
\t.fill 17, 4, 0
""",
    "debug_frame": """
\t.cfi_sections .debug_frame
\t.text
f:
\t.cfi_startproc
\ts_nop 0
\t.cfi_def_cfa_offset 16
\t.cfi_offset 70, 8
\t.cfi_offset 3, -8
\ts_nop 0
\t.cfi_endproc
g:
\t.cfi_startproc
\t.cfi_return_column 16
\t.cfi_rel_offset 3, 4
\t.cfi_restore 70
\t.cfi_restore 5
\ts_nop 0
\t.cfi_endproc
\t.section .text.h,"ax",@progbits
h:
\t.cfi_startproc simple
\t.cfi_adjust_cfa_offset 4
\t.fill 400, 4, 0
\t.cfi_undefined 3
\t.fill 20000, 4, 0
\t.cfi_undefined 4
\t.fill 70000, 4, 0
\t.cfi_undefined 5
\t.cfi_endproc
""",
    "eh_frame": """
\t.text
f:
\t.cfi_startproc
\ts_nop 0
\t.cfi_def_cfa 64, 0
\ts_nop 0
\t.cfi_offset 16, 8
\t.cfi_undefined 17
\t.cfi_escape 0x10, 0x10, 0x02, 0x90, 0x3e
\t.cfi_register 1, 2
\t.cfi_def_cfa_offset 16
\t.cfi_def_cfa_register 65
\t.cfi_rel_offset 3, 4
\t.cfi_adjust_cfa_offset 8
\t.cfi_same_value 5
\t.cfi_restore 3
\t.cfi_remember_state
\t.cfi_restore_state
\t.cfi_llvm_def_aspace_cfa 64, 4, 6
\t.cfi_return_column 16
\t.cfi_window_save
\ts_nop 0
\t.cfi_endproc
g:
\t.cfi_startproc
\ts_nop 0
\t.cfi_endproc
k:
\t.cfi_startproc
\t.cfi_signal_frame
\ts_nop 0
\t.cfi_endproc
""",
    "register_names": """
\t.cfi_sections .debug_frame
\t.text
f:
\t.cfi_startproc
\t.cfi_undefined s0
\t.cfi_undefined s63
\t.cfi_undefined s64
\t.cfi_undefined s101
\t.cfi_undefined v0
\t.cfi_undefined v255
\t.cfi_undefined a0
\t.cfi_undefined a255
\t.cfi_undefined exec
\t.cfi_undefined exec_lo
\t.cfi_undefined s[4]
\t.cfi_undefined v[9:9]
\t.cfi_undefined vcc
\t.cfi_undefined m0
\t.cfi_offset s33, 8
\t.cfi_offset v40, -4
\t.cfi_register pc, s[30:31]
\t.cfi_restore v40
\t.cfi_restore s5
\t.cfi_def_cfa s32, 0
\t.cfi_def_cfa_register s33
\t.cfi_llvm_def_aspace_cfa s32, 0, 6
\ts_nop 0
\t.cfi_endproc
""",
    "loc_before_kernel_descriptor": """
\t.file 1 "a.c"
\t.text
k:
\t.loc 1 2 0
\ts_endpgm
\t.section .rodata,"a",@progbits
\t.p2align 6
\t.loc 1 3 0
\t.amdhsa_kernel k
\t.amdhsa_next_free_vgpr 1
\t.amdhsa_next_free_sgpr 1
\t.amdhsa_accum_offset 4
\t.end_amdhsa_kernel
""",
    "both_frame_sections": """
\t.cfi_sections .eh_frame, .debug_frame
\t.file 0 "/w" "k.c" md5 0x00112233445566778899aabbccddeeff
\t.text
f:
\t.loc 0 3 0
\t.cfi_startproc
\ts_nop 0
\t.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02
\t.loc 0 4 0 prologue_end
\ts_nop 0
\t.cfi_endproc
""",
    "frames_and_lines_after_metadata": """
\t.cfi_sections .debug_frame
\t.file 1 "/w" "k.c"
\t.text
f:
\t.cfi_startproc
\t.loc 1 3 0
\ts_nop 0
\ts_setpc_b64 s[30:31]
\t.cfi_endproc
\t.amdgpu_metadata
---
amdhsa.kernels: []
amdhsa.target: amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...
\t.end_amdgpu_metadata
\t.section .debug_line,"",@progbits
.Lline_table_start0:
""",
    # a .loc in a subsection: its row goes with the section; the sequence ends where llvm-mc
    # ends it, at the end of subsection 0
    "loc_in_subsection": """
\t.file 1 "a.c"
\t.text
\t.subsection 1
\t.loc 1 2 3
\ts_nop 0
\t.subsection 0
\t.loc 1 3 3
\ts_nop 1
\t.subsection 2
\t.loc 1 4 1
\ts_nop 2
""",
    "cfi_label": """
\t.text
\t.cfi_startproc
\ts_nop 0
\t.cfi_label here
\t.cfi_def_cfa_offset 8
\ts_nop 0
\t.cfi_endproc
""",
    "altmacro_purgem": """
\t.text
\t.altmacro
\t.macro m a, b
\t.long a + \\b
\t.endm
\tm 3, 4
\tm <5>, %(1+1)
\t.purgem m
\t.macro m a
\t.byte \\a
\t.endm
\tm 9
\t.noaltmacro
""",
}


@pytest.mark.llvm19
@pytest.mark.parametrize("name", sorted(CASES))
def test_hand_written_identical_to_llvm_mc(name: str, tmp_path: Path) -> None:
    text = HEADER + CASES[name].lstrip("\n")
    rc, ref, err = _llvm_mc(text, tmp_path)
    assert rc == 0, err
    result = assemble(text, str(tmp_path / "in.s"))
    assert result.data == ref
    ours_warnings = [d.format() for d in result.diagnostics]
    theirs = [w for w in err.split("\n") if ": warning: " in w]
    assert [w.split("\n")[0] for w in ours_warnings] == theirs


@pytest.mark.llvm19
@pytest.mark.parametrize("name", ["debug_frame", "v5_flags_sections", "line_advances",
                                  "frames_and_lines_after_metadata"])
def test_hand_written_linked_identical_to_ld_lld(name: str, tmp_path: Path) -> None:
    text = HEADER + CASES[name].lstrip("\n")
    rc, ref, err = _llvm_mc(text, tmp_path)
    assert rc == 0, err
    result = assemble(text, str(tmp_path / "in.s"))
    assert result.ok
    _linked_equal(result.data, ref, tmp_path, 19)


# -- errors ---------------------------------------------------------------------------------

ERRORS = {
    "endproc_without_startproc": "\t.cfi_endproc\n",
    "op_outside_frame": "\t.cfi_offset 3, 4\n",
    "unfinished_frame": "\t.cfi_startproc\n\ts_nop 0\n",
    "nested_startproc": "\t.cfi_startproc\n\t.cfi_startproc\n\ts_nop 0\n\ts_nop 0\n",
    "loc_undeclared_file": '\t.file 1 "a"\n\t.loc 2 2 3\n',
    "loc_no_files": "\t.loc 1 2 3\n\ts_nop 0\n",
    "loc_file_zero_v4": '\t.file 1 "a"\n\t.loc 0 1 1\n',
    "file_gap": '\t.file 1 "a"\n\t.file 3 "b"\n',
    "file_number_reused": '\t.file 1 "a"\n\t.file 1 "b"\n',
    "is_stmt_value": '\t.file 1 "a"\n\t.loc 1 1 1 is_stmt 2\n',
    "loc_unknown_option": '\t.file 1 "a"\n\t.loc 1 1 1 bogus\n',
    "loc_negative_line": '\t.file 1 "a.c"\n\t.loc 1 -1 1\n',
    "loc_negative_column": '\t.file 1 "a.c"\n\t.loc 1 1 -1\n',
    "loc_file_expression": '\t.file 1 "a.c"\n\t.loc +1 2 3\n',
    "loc_before_file": '\t.loc 1 2 3\n\t.file 1 "a.c"\n\ts_nop 0\n',
    "file_equal_to_root": '\t.file 0 "/r" "m.c"\n\t.file 1 "/r" "m.c"\n\t.loc 1 1 1\n',
    "file_equal_to_root_eof": '\t.file 0 "/r" "m.c"\n\t.file 1 "/r" "m.c"\n\t.file 2 "n.c"\n',
    "register_not_available": "\t.cfi_startproc\n\t.cfi_undefined s102\n\t.cfi_endproc\n",
    # llvm-mc 19 does not know location views: the same error
    "loc_view": '\t.file 1 "a"\n\t.loc 1 1 1 view 0\n\ts_nop 0\n',
}


def _messages(text: str) -> list[str]:
    return [line for line in text.split("\n") if re.search(r": (error|warning): ", line)]


@pytest.mark.llvm19
@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_like_llvm_mc(name: str, tmp_path: Path) -> None:
    text = HEADER + ERRORS[name]
    rc, _ref, err = _llvm_mc(text, tmp_path)
    assert rc == 1
    result = assemble(text, str(tmp_path / "in.s"))
    assert result.data is None
    assert [d.format().split("\n")[0] for d in result.diagnostics] == _messages(err)


def test_cli_error_exit_1_no_output(tmp_path: Path) -> None:
    from click.testing import CliRunner
    from codeobj.cli.app import cli

    src = tmp_path / "bad.s"
    src.write_text(HEADER + "\t.cfi_endproc\n")
    out = tmp_path / "bad.o"
    res = CliRunner().invoke(cli, ["build", "-c", str(src), "-o", str(out)])
    assert res.exit_code == 1
    assert "3:2: error: this directive must appear between .cfi_startproc and .cfi_endproc" \
        in res.output
    assert "Traceback" not in res.output
    assert not out.exists()


@pytest.mark.llvm19
def test_personality_and_lsda_warn_and_leave_debug_frame_as_llvm_mc(tmp_path: Path) -> None:
    text = HEADER + (
        "\t.cfi_sections .debug_frame\n\t.text\nf:\n\t.cfi_startproc\n"
        "\t.cfi_personality 0x9b, foo\n\ts_nop 0\n\t.cfi_lsda 0x1b, bar\n"
        "\t.cfi_offset 16, 8\n\t.cfi_endproc\n")
    rc, ref, err = _llvm_mc(text, tmp_path)
    assert rc == 0, err
    result = assemble(text, str(tmp_path / "in.s"))
    assert result.data == ref
    warnings = [d.message for d in result.diagnostics]
    assert len(warnings) == 1 and ".cfi_personality" in warnings[0]


@pytest.mark.llvm19
@pytest.mark.parametrize("directive", [".cfi_bogus", ".cfi_val_offset 1, 2"])
def test_unknown_cfi_directive_like_llvm_mc(directive: str, tmp_path: Path) -> None:
    text = HEADER + f"\t.cfi_startproc\n\t{directive}\n\t.cfi_endproc\n"
    rc, _ref, err = _llvm_mc(text, tmp_path)
    assert rc == 1
    result = assemble(text, str(tmp_path / "in.s"))
    assert result.data is None
    assert [d.format().split("\n")[0] for d in result.diagnostics] == _messages(err)


# -- gfx1010 branch offset 0x3f padding (seen in -O0 -g output for gfx1010) -----------------


def _branch_source(gap: int, extra: str = "") -> str:
    body = "\n".join(["\ts_nop 0"] * gap)
    return (f"\t.text\n\t.globl g\nf:\n\ts_cbranch_execz .Lt\n{body}\n.Lt:\n\ts_branch f\n"
            f"\ts_branch g\n{extra}g:\n\ts_endpgm\n")


BRANCH_CASES = {
    "offset_3f": _branch_source(63),
    "offset_3e": _branch_source(62),
    "offset_40": _branch_source(64),
    # padding the inner branch (0x3f) takes the outer one from 0x3e to 0x3f: a second pass
    "cascade": "\t.text\nf:\n\ts_branch .Lb\n\ts_branch .La\n" + "\ts_nop 0\n" * 61
               + ".Lb:\n\ts_nop 0\n\ts_nop 0\n.La:\n\ts_endpgm\n",
}


@pytest.mark.llvm19
@pytest.mark.parametrize("mcpu", ["gfx1010", "gfx1013", "gfx10-1-generic", "gfx1030"])
@pytest.mark.parametrize("name", sorted(BRANCH_CASES))
def test_offset_3f_branch_padding_like_llvm_mc(name: str, mcpu: str, tmp_path: Path) -> None:
    text = BRANCH_CASES[name]
    rc, ref, err = _llvm_mc(text, tmp_path, mcpu, 6)
    assert rc == 0, err
    result = assemble(text, str(tmp_path / "in.s"), mcpu=mcpu, code_object_version=6)
    assert result.data == ref


# -- hostile input --------------------------------------------------------------------------

_SOUP = [".file", ".loc", ".cfi_startproc", ".cfi_endproc", ".cfi_offset", ".cfi_escape",
         ".cfi_def_cfa", ".cfi_sections", ".cfi_restore", ".cfi_register", ".cfi_undefined",
         ".cfi_rel_offset", ".cfi_adjust_cfa_offset", ".cfi_return_column", "s_nop 0",
         ".byte 1", ".text", ".section .x", ".p2align 3", "md5", "source", "is_stmt",
         "discriminator", "isa", "prologue_end", '"a.c"', '"/d"', "0", "1", "-1", "3",
         "0x7fffffffffffffff", "s[0:1]", "v300", "s1000", "pc", ",", "simple", ".debug_frame",
         ".eh_frame", "(", "1+", "\"\""]


def test_random_dwarf_directives_never_raise() -> None:
    import random

    rng = random.Random(1234)
    for _ in range(400):
        lines = []
        for _ in range(rng.randint(1, 12)):
            words = [rng.choice(_SOUP) for _ in range(rng.randint(1, 6))]
            lines.append("\t" + " ".join(words))
        text = HEADER + "\n".join(lines) + "\n"
        result = assemble(text, "soup.s")  # must not raise, whatever the input
        assert result.data is not None or result.errors


# -- -g: DWARF for the assembly source itself ------------------------------------------------

GEN_DWARF = {
    "functions_and_sections": """
\t.text
\t.globl f
\t.type f,@function
f:
\ts_nop 0
\tv_mov_b32 v0, 1.0
.Lx:
\ts_endpgm
\t.section .text.g,"ax",@progbits
g:
\ts_nop 1
""",
    "macro_lines": """
\t.text
\t.macro two
\ts_nop 0
\ts_nop 1
\t.endm
k:
\ttwo
\ts_nop 2
""",
}


@pytest.mark.llvm19
@pytest.mark.parametrize("name", sorted(GEN_DWARF))
def test_dash_g_identical_to_llvm_mc(name: str, tmp_path: Path) -> None:
    text = HEADER + GEN_DWARF[name].lstrip("\n")
    src = tmp_path / "in.s"
    src.write_text(text)
    out = tmp_path / "ref.o"
    proc = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-g",
                           "-filetype=obj", str(src), "-o", str(out)],
                          check=False, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    version = subprocess.run(["llvm-mc-19", "--version"], capture_output=True, text=True,
                             check=True).stdout
    release = re.search(r"LLVM version (\S+)", version).group(1)
    result = assemble(text, str(src), debug_info=True,
                      debug_producer=f"llvm-mc (based on LLVM {release})")
    assert result.data == out.read_bytes()
