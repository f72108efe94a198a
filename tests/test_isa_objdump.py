"""`codeobj disasm` and ``codeobj.isa.listing`` as drop-ins for ``llvm-objdump-19 -d``, live.

Whole outputs are compared (not sets of lines): every object of testdata/corpus (every
generation, V2-V6, relocatable and linked); objects made here with llvm-mc-19 for what the
corpus lacks (branches to STT_NOTYPE labels, which llvm-objdump prints as symbols; unaligned
scalar register tuples, which it flags with ``; Warning:``; data symbols in code; bytes that
do not decode); and, option by option, llvm-objdump's ``--disassemble-symbols``,
``--start-address``/``--stop-address``, ``-l``, ``-S``, ``-r`` and ``--no-show-raw-insn`` on
relocatable and linked objects with and without DWARF (the testdata/debug builds).

Also: ``--json``, a bundle with one code object that cannot be decoded (the others are still
printed, exit 1), the typed decode API, ``instruction_at`` and ``symbolize`` against
llvm-symbolizer-19.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from codeobj.cli.main import main

from codeobj.elf.model import open_code_object
from codeobj.isa import decode, instruction_at, listing, symbolize

from .isa_listing_helpers import objdump

pytestmark = pytest.mark.llvm19

REPO = Path(__file__).resolve().parent.parent
TESTDATA = REPO / "testdata"
CORPUS = sorted(p for p in (TESTDATA / "corpus").rglob("*")
                if p.suffix in (".o", ".hsaco") and p.is_file())


def _disasm(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        main(["disasm", *argv])
        code = 0
    except SystemExit as e:
        code = e.code or 0
    out, err = capsys.readouterr()
    return code, out, err


def _mc_object(tmp: Path, name: str, target: str, source: str, link: bool = False) -> Path:
    src = tmp / f"{name}.s"
    src.write_text(source)
    obj = tmp / f"{name}.o"
    subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                    "-filetype=obj", str(src), "-o", str(obj)], check=True)
    if not link:
        return obj
    out = tmp / f"{name}.hsaco"
    subprocess.run(["ld.lld-19", "-shared", str(obj), "-o", str(out)], check=True)
    return out


# -- whole files ---------------------------------------------------------------------------------

@pytest.mark.parametrize("path", CORPUS, ids=lambda p: str(p.relative_to(TESTDATA / "corpus")))
def test_corpus_object_equals_llvm_objdump(path):
    ours = "".join(line + "\n" for line in listing(open_code_object(path), path=str(path)))
    assert ours == objdump(path)


_LABELS = """\
.text
.globl f
.protected f
.p2align 8
.type f,@function
f:
  s_mov_b32 s0, 0
loop_top:
  s_add_u32 s0, s0, 1
  s_cmp_lt_u32 s0, 10
  s_cbranch_scc1 loop_top
  s_cbranch_execz done
  .long 0xBE800103
  .long 0xBE820105
  .long 0xD1040002, 0x00000003
  s_branch f
  s_branch 0x10
  .long 0xffffffff
done:
  s_endpgm
.type table,@object
table:
  .long 1, 2, 3, 4, 0, 0, 0
  .byte 5, 6
.globl g
.type g,@function
g:
  .long 0, 0, 0, 0
  s_getpc_b64 s[4:5]
  s_branch loop_top
  s_endpgm
"""


@pytest.mark.parametrize("link", [False, True], ids=["relocatable", "linked"])
def test_symbols_branches_warnings_data(tmp_path, capsys, link):
    """Branches to STT_NOTYPE labels print the label; other branches their immediate and
    <sym+0x..>; unaligned SGPR tuples get llvm-objdump's warning; an STT_OBJECT run is dumped
    as bytes; zero runs are skipped; undecodable words are .long."""
    obj = _mc_object(tmp_path, "labels", "gfx90a", _LABELS, link)
    code, out, err = _disasm(capsys, str(obj))
    assert code == 0, err
    assert out == objdump(obj)
    assert "s_cbranch_scc1 loop_top" in out and "Warning: SGPR_64" in out


@pytest.mark.parametrize("target", ["gfx803", "gfx1030", "gfx1100", "gfx1200"])
def test_labels_on_other_generations(tmp_path, capsys, target):
    body = _LABELS.replace("s_add_u32", "s_add_i32").replace(".long 0xD1040002, 0x00000003\n",
                                                           "")
    obj = _mc_object(tmp_path, "labels", target, body)
    code, out, err = _disasm(capsys, str(obj))
    assert code == 0, err
    assert out == objdump(obj)


def test_unknown_words_are_long_like_llvm_objdump(tmp_path):
    src = TESTDATA / "sample" / "vector_add-gfx90a-v5.o"
    data = bytearray(src.read_bytes())
    text = open_code_object(bytes(data)).section(".text")
    off = text.sh_offset
    data[off:off + 12] = bytes.fromhex("ffffffff000000d30000c0d5")
    bad = tmp_path / "bad.o"
    bad.write_bytes(bytes(data))
    ours = "".join(line + "\n" for line in listing(open_code_object(bad), path=str(bad)))
    assert ours == objdump(bad)
    assert ".long 0xffffffff" in ours


# -- options ------------------------------------------------------------------------------------

_CALLS_O = TESTDATA / "corpus" / "v5" / "gfx1200" / "calls.o"
_CALLS = TESTDATA / "corpus" / "v5" / "gfx1200" / "calls.hsaco"
_V2 = TESTDATA / "corpus" / "v2" / "gfx803" / "calls.hsaco"

_OPTION_CASES = [
    (["-r"], _CALLS_O), (["-r"], _CALLS), (["--reloc"], TESTDATA / "corpus" / "v5" / "gfx90a" /
                                           "globals.o"),
    (["--no-show-raw-insn"], _CALLS_O), (["--no-show-raw-insn"], _V2),
    (["--disassemble-symbols=fib,mix"], _CALLS_O),
    (["--disassemble-symbols=fib", "--disassemble-symbols=horner"], _CALLS),
    (["--disassemble-symbols=eval_poly"], _V2),
    (["--start-address=0x1900", "--stop-address=0x1a40"], _CALLS),
    (["--start-address=0x1a42"], _CALLS),
    (["--stop-address=100"], _CALLS_O),
    (["--start-address=0x10", "--stop-address=0x2c"], _CALLS_O),
    (["-l"], _CALLS), (["-l"], _CALLS_O), (["--line-numbers"], _V2),
    (["-r", "-l", "--stop-address=0x300"], _CALLS_O),
]


@pytest.mark.parametrize("options,path", _OPTION_CASES,
                         ids=lambda x: " ".join(x) if isinstance(x, list) else x.name)
def test_option_equals_llvm_objdump(capsys, options, path):
    code, out, err = _disasm(capsys, *options, str(path))
    assert code == 0, err
    assert out == objdump(path, *options)


def test_missing_symbol_is_a_warning(capsys):
    code, out, err = _disasm(capsys, "--disassemble-symbols=fib,nonesuch", str(_CALLS))
    assert code == 0
    assert out == objdump(_CALLS, "--disassemble-symbols=fib,nonesuch")
    assert "failed to disassemble missing symbol nonesuch" in err


def test_bad_address_range_is_a_usage_error(capsys):
    code, _out, err = _disasm(capsys, "--start-address=0x200", "--stop-address=0x100",
                              str(_CALLS))
    assert code == 2 and "start address should be less than stop address" in err
    code, _out, err = _disasm(capsys, "--start-address=zz", str(_CALLS))
    assert code == 2 and "zz" in err


@pytest.fixture(scope="module")
def debug_builds(tmp_path_factory) -> list[Path]:
    """testdata/debug's clang -g / -gline-tables-only sources assembled by llvm-mc-19, and
    linked by ld.lld-19."""
    tmp = tmp_path_factory.mktemp("debug")
    out = []
    for src in sorted((TESTDATA / "debug").glob("*-19.s")):
        cpu = next(p for p in src.stem.split("-") if p.startswith("gfx"))
        obj = tmp / f"{src.stem}.o"
        subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}",
                        "-filetype=obj", str(src), "-o", str(obj)], check=True)
        linked = tmp / f"{src.stem}.hsaco"
        subprocess.run(["ld.lld-19", "-shared", str(obj), "-o", str(linked)], check=True)
        out += [obj, linked]
    return out


@pytest.mark.parametrize("options", [["-l"], ["-S"], ["-l", "-S"], ["-S", "-r"],
                                     ["-l", "--disassemble-symbols=vector_add"]],
                         ids=" ".join)
def test_debug_line_options_equal_llvm_objdump(debug_builds, capsys, monkeypatch, options):
    """-l and -S read DWARF line tables and DIEs (relocated in .o files); -S reads the
    sources from the paths the DWARF gives, relative to testdata/ (-fdebug-compilation-dir=.)."""
    monkeypatch.chdir(TESTDATA)
    for path in debug_builds:
        code, out, err = _disasm(capsys, *options, str(path))
        assert code == 0, err
        assert out == objdump(path, *options), path


def test_missing_source_is_a_warning(debug_builds, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    path = debug_builds[0]
    code, out, err = _disasm(capsys, "-S", str(path))
    assert code == 0
    assert out == objdump(path, "-S")
    assert "failed to find source" in err


# -- JSON, errors ---------------------------------------------------------------------------------

def test_json_has_every_instruction_of_the_listing(capsys):
    code, out, err = _disasm(capsys, "--json", str(_CALLS))
    assert code == 0, err
    doc = json.loads(out)
    assert len(doc) == 1 and doc[0]["processor"] == "gfx1200"
    insts = [i for f in doc[0]["functions"] for i in f["instructions"]]
    lines = [ln for ln in objdump(_CALLS).splitlines() if ln.startswith("\t") and "// " in ln]
    assert len(insts) == len(lines)
    for inst, line in zip(insts, lines):
        text, _, rest = line.partition("//")
        assert inst["text"] == text.strip()
        assert int(rest.split(":")[0], 16) == inst["address"]
        assert {"address", "bytes", "mnemonic", "operands", "text"} <= set(inst)
    branch = next(i for i in insts if i["mnemonic"] == "s_cbranch_execz")
    assert branch["target"] > branch["address"] and "+0x" in branch["target_symbol"]


def test_bundle_with_an_undecodable_object_prints_the_others(tmp_path, capsys):
    """A code object whose processor has no instruction tables is named on stderr with the
    reason; the others are printed; the exit status is 1 (text and JSON)."""
    from codeobj.bundle import BundleInput, write_bundle

    good = TESTDATA / "corpus" / "v5" / "gfx90a" / "vector_add.hsaco"
    data = bytearray(good.read_bytes())
    # e_flags of gfx12-5-generic (code object V6, xnack any, generic version 1): a processor
    # no carried LLVM release has instruction tables for
    import struct

    from codeobj.targets import processor

    struct.pack_into("<I", data, 0x30, processor("gfx12-5-generic").mach | 0x100 | 1 << 24)
    data[8] = 4  # EI_ABIVERSION: V6
    bundle = tmp_path / "fat.bundle"
    bundle.write_bytes(write_bundle([
        BundleInput("hipv4-amdgcn-amd-amdhsa--gfx12-5-generic", bytes(data)),
        BundleInput("hipv4-amdgcn-amd-amdhsa--gfx90a", good.read_bytes())]))
    code, out, err = _disasm(capsys, str(bundle))
    assert code == 1
    assert "gfx12-5-generic" in err and err.startswith("error: ") and "Traceback" not in err
    assert out.split("\n", 2)[2] == objdump(good).split("\n", 2)[2]
    code, out, err = _disasm(capsys, "--json", str(bundle))
    assert code == 1
    doc = json.loads(out)
    assert len(doc) == 2 and "error" in doc[0] and doc[1]["functions"]


def test_mcpu_other_than_the_objects_is_noted(capsys):
    code, out, err = _disasm(capsys, "--mcpu", "gfx908", str(TESTDATA / "sample" /
                                                           "vector_add-gfx90a-v5.hsaco"))
    assert code == 0 and "gfx908" in err and "gfx90a" in err
    assert out == objdump(TESTDATA / "sample" / "vector_add-gfx90a-v5.hsaco", "--mcpu=gfx908")


# -- the library ----------------------------------------------------------------------------------

def test_decode_api_is_typed_and_finds_branch_targets():
    # s_branch back to itself, v_add_f32_e64 v2, -|v1|, v2 (llvm-mc-19's bytes), s_endpgm
    data = bytes.fromhex("ffff82bf" "020101d101050220" "000081bf")
    insts = decode(data, "gfx90a", address=0x100)
    assert [i.mnemonic for i in insts] == ["s_branch", "v_add_f32_e64", "s_endpgm"]
    assert insts[0].target == 0x100 and insts[0].address == 0x100 and insts[0].size == 4
    assert insts[1].address == 0x104 and insts[1].bytes == data[4:12]
    vdst, src0, src1 = insts[1].operands[:3]
    assert (vdst.kind, vdst.bank, vdst.index, vdst.count) == ("register", "v", 2, 1)
    assert src0.name == "src0" and src1.name == "src1"
    assert insts[1].mcinst is not None and insts[1].text.startswith("v_add_f32_e64 v2")


def test_instruction_at_an_address():
    co = open_code_object(_CALLS)
    text = co.section(".text")
    lines = [ln for ln in objdump(_CALLS).splitlines() if ln.startswith("\t") and "// " in ln]
    for line in lines[:200]:
        t, _, rest = line.partition("//")
        address = int(rest.split(":")[0], 16)
        assert instruction_at(co, address).text == t.strip()
    with pytest.raises(Exception, match="no executable section"):
        instruction_at(co, text.sh_addr + text.sh_size + 0x1000)


def test_symbolize_like_llvm_symbolizer(debug_builds):
    """Symbol, full path, line and column of every 4th address of each linked debug build,
    as llvm-symbolizer-19 gives them (function names from the symbol table, no inlining)."""
    checked = 0
    for path in debug_builds:
        if path.suffix != ".hsaco":
            continue
        co = open_code_object(path)
        text = co.section(".text")
        addresses = list(range(text.sh_addr, text.sh_addr + text.sh_size, 16))
        r = subprocess.run(["llvm-symbolizer-19", f"--obj={path}", "--no-demangle",
                            "--no-inlines", "--functions=linkage",
                            *[hex(a) for a in addresses]],
                           capture_output=True, text=True, check=True)
        blocks = [b.splitlines() for b in r.stdout.strip().split("\n\n")]
        for address, (func, where) in zip(addresses, blocks):
            loc = symbolize(co, address)
            file, line, column = where.rsplit(":", 2)
            assert loc.symbol == (None if func == "??" else func), hex(address)
            if file == "??":
                assert loc.file is None
                continue
            assert (loc.file, loc.line, loc.column) == (file, int(line), int(column)), \
                hex(address)
            checked += 1
    assert checked > 50
