"""Hostile DWARF: a v5 line table whose file or directory entries use unexpected forms.

DWARF 5 line-table headers describe their directory and file entries with (content, form)
pairs, so a path can arrive as a number and a directory index as a string.  Such an entry counts
as absent (an empty path, directory 0, no embedded source) and ``codeobj disasm -l`` and
``debug_lines(...).lookup`` give a result; before commit 12303bc they failed later with
``AttributeError``/``TypeError`` (an int path's ``startswith``, a str index compared with an
int), which the command reported as an internal error.

The objects are made here by ``codeobj.asm.assemble`` (no tool needed) from the assembly
source in :func:`_source`: one function and a hand-written ``.debug_abbrev``, ``.debug_info``
(one compile unit, comp_dir ``/build``) and ``.debug_line`` (version 5; directory 0 ``/src``;
files 0 and 1 ``f.c`` in directory 0; one row, line 3, at ``f``).  llvm-objdump-19 -d -l on the
well-formed object prints what ``codeobj disasm -l`` prints (checked below); on the hostile ones
LLVM differs in places (a file path as a number: no line printed; a directory index as a string:
``/build/f.c``), which these tests do not pin.
"""

from __future__ import annotations

import pytest
from codeobj.cli.main import main

from codeobj.asm import assemble_or_raise
from codeobj.elf.dwarf import debug_lines
from codeobj.elf.model import CodeObject

from .isa_listing_helpers import objdump

DW_FORM_data1, DW_FORM_data4, DW_FORM_string, DW_FORM_udata = 0x0B, 0x06, 0x08, 0x0F
DW_LNCT_path, DW_LNCT_directory_index, DW_LNCT_LLVM_source = 1, 2, 0x2001

#: (form, assembly of the value) of each entry field, well-formed
GOOD_DIR_PATH = (DW_FORM_string, '.asciz "/src"')
GOOD_FILE_PATH = (DW_FORM_string, '.asciz "f.c"')
GOOD_DIR_INDEX = (DW_FORM_data1, ".byte 0")


def _source(dir_path=GOOD_DIR_PATH, file_path=GOOD_FILE_PATH, dir_index=GOOD_DIR_INDEX,
            llvm_source=None) -> str:
    file_fields = [(DW_LNCT_path, file_path), (DW_LNCT_directory_index, dir_index)]
    if llvm_source is not None:
        file_fields.append((DW_LNCT_LLVM_source, llvm_source))
    file_format = "".join(f"\t.byte {content & 0x7F | (0x80 if content > 0x7F else 0)}"
                          f"{f', {content >> 7}' if content > 0x7F else ''}, {form}\n"
                          for content, (form, _) in file_fields)
    file_entry = "".join(f"\t{value}\n" for _, (_, value) in file_fields)
    return f"""\t.text
\t.globl f
\t.type f,@function
f:
\ts_nop 0
\ts_endpgm
.Lend:
\t.section .debug_abbrev,"",@progbits
.Labbrev:
\t.byte 1, 0x11, 0                                 ; code 1: DW_TAG_compile_unit, no children
\t.byte 0x10, 0x17, 0x1b, 0x08, 0x11, 0x01, 0x12, 0x06 ; stmt_list, comp_dir, low_pc, high_pc
\t.byte 0, 0, 0
\t.section .debug_info,"",@progbits
\t.long .Linfo_end-.Linfo_start
.Linfo_start:
\t.short 5                                         ; version
\t.byte 1, 8                                       ; DW_UT_compile, address size
\t.long .Labbrev
\t.byte 1
\t.long .Lline
\t.asciz "/build"
\t.quad f
\t.long .Lend-f
.Linfo_end:
\t.section .debug_line,"",@progbits
.Lline:
\t.long .Lline_end-.Lline_start
.Lline_start:
\t.short 5                                         ; version
\t.byte 8, 0                                       ; address size, segment selector size
\t.long .Lprogram-.Lheader
.Lheader:
\t.byte 1, 1, 1, 0xfb, 14, 13                      ; min inst, max ops, is_stmt, base, range, opcode base
\t.byte 0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1         ; standard opcode lengths
\t.byte 1, {DW_LNCT_path}, {dir_path[0]}           ; directory entry format
\t.byte 1                                          ; directories
\t{dir_path[1]}
\t.byte {len(file_fields)}                         ; file entry format
{file_format}\t.byte 2                                          ; files 0 and 1
{file_entry}{file_entry}.Lprogram:
\t.byte 0, 9, 2                                    ; DW_LNE_set_address f
\t.quad f
\t.byte 3, 2, 1                                    ; advance_line 2 (line 3), copy
\t.byte 2, 8                                       ; advance_pc 8
\t.byte 0, 1, 1                                    ; DW_LNE_end_sequence
.Lline_end:
"""


def _object(**fields) -> bytes:
    data = assemble_or_raise(_source(**fields), "lines.s", mcpu="gfx90a").data
    assert data is not None
    return data


def _lookup(data: bytes):
    co = CodeObject(data, "lines.o")
    text = next(i for i, s in enumerate(co.sections) if s.name == ".text")
    lines = debug_lines(co)
    assert lines is not None
    return lines.lookup(4, text)


def _disasm_l(capsys, tmp_path, data: bytes) -> tuple[int, str, str]:
    path = tmp_path / "lines.o"
    path.write_bytes(data)
    try:
        main(["disasm", "-l", str(path)])
        code = 0
    except SystemExit as e:
        code = e.code or 0
    out, err = capsys.readouterr()
    return code, out, err


def test_the_well_formed_table_names_the_file():
    found = _lookup(_object())
    assert (found.file, found.line, found.source) == ("/src/f.c", 3, None)


@pytest.mark.llvm19
def test_the_well_formed_table_equals_llvm_objdump(capsys, tmp_path):
    code, out, err = _disasm_l(capsys, tmp_path, _object())
    assert code == 0, err
    assert "; /src/f.c:3\n" in out
    assert out == objdump(tmp_path / "lines.o", "-l")


# (case, entry fields, the file -l names: what counts as absent is the empty path or directory 0)
HOSTILE = [
    ("directory path as DW_FORM_udata", {"dir_path": (DW_FORM_udata, ".byte 5")}, "f.c"),
    ("file path as DW_FORM_data4", {"file_path": (DW_FORM_data4, ".long 7")}, "/src/"),
    ("directory index as DW_FORM_string", {"dir_index": (DW_FORM_string, '.asciz "x"')},
     "/src/f.c"),
]


@pytest.mark.parametrize("fields,file", [c[1:] for c in HOSTILE], ids=[c[0] for c in HOSTILE])
def test_an_entry_in_the_wrong_form_counts_as_absent(capsys, tmp_path, fields, file):
    data = _object(**fields)
    found = _lookup(data)
    assert (found.file, found.line) == (file, 3)
    code, out, err = _disasm_l(capsys, tmp_path, data)
    assert code == 0, err
    assert "internal error" not in err and "Traceback" not in err
    assert f"; {file}:3\n" in out and "s_endpgm" in out


def test_embedded_source_in_a_number_form_is_no_source():
    found = _lookup(_object(llvm_source=(DW_FORM_udata, ".byte 9")))
    assert (found.file, found.line, found.source) == ("/src/f.c", 3, None)
    found = _lookup(_object(llvm_source=(DW_FORM_string, '.asciz "int x;\\n"')))
    assert found.source == "int x;\n"
