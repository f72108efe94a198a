"""codeobj.link on inputs made for these tests (tests/data_link/ and small inline sources):
every relocation type, GOT creation, dynamic relocations, errors worded as ld.lld words them,
e_flags merging, the CLI.  Each case is assembled with llvm-mc-19 and linked by ld.lld-19 too.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from codeobj.errors import LinkError
from codeobj import link, load
from codeobj._link.eflags import merge_eflags
from codeobj._link.hashes import gnu_hash, sysv_hash

from . import refs

DATA = Path(__file__).resolve().parent / "data_link"
LLD_PREFIX = "ld.lld-19: error: "


def assemble(tmp_path: Path, name: str, source: str | Path, mcpu: str = "gfx90a",
             *extra: str) -> Path:
    src = source if isinstance(source, Path) else tmp_path / f"{name}.s"
    if not isinstance(source, Path):
        src.write_text(source)
    out = tmp_path / f"{name}.o"
    refs.run("llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}", *extra,
             "-filetype=obj", src, "-o", out)
    return out


def lld(tmp_path: Path, *inputs: Path) -> tuple[int, bytes, list[str]]:
    """ld.lld-19 -shared; returns (status, output bytes, error messages without the prefix)."""
    out = tmp_path / "lld.so"
    result = subprocess.run(["ld.lld-19", "-shared", *map(str, inputs), "-o", str(out)],
                            check=False, capture_output=True, text=True, cwd=tmp_path)
    errors = [block.strip() for block in result.stderr.split(LLD_PREFIX) if block.strip()]
    return result.returncode, out.read_bytes() if result.returncode == 0 else b"", errors


def lld_comment() -> str:
    from codeobj._link.hashes import _xxhash_library

    if _xxhash_library() is None:  # merged-string order needs ld.lld's hash (Debian libxxhash0)
        pytest.skip("libxxhash is not installed: byte identity with ld.lld cannot be reached")
    out = refs.run("ld.lld-19", "--version")
    return "Linker: " + out.split(" (")[0].strip()


# --------------------------------------------------------------------------------------------
# No tools needed


def test_hashes_known_values():
    # gABI's SysV hash and the GNU hash of the empty string and of a few names
    assert sysv_hash(b"") == 0 and gnu_hash(b"") == 5381
    assert gnu_hash(b"a") == 5381 * 33 + ord("a")
    assert sysv_hash(b"printf") == 0x077905A6
    assert gnu_hash(b"printf") == 0x156B2BB8


def test_eflags_merge_rules():
    # gfx90a V5: MACH 0x3F; xnack any 0x100, off 0x200, on 0x300; sramecc any 0x400, off 0x800
    any_any, xnack_on, xnack_off, sramecc_off = 0x53F, 0x73F, 0x63F, 0x93F
    assert merge_eflags([("a", any_any, 3), ("b", xnack_on, 3)]) == 0x73F
    assert merge_eflags([("a", any_any, 3), ("b", sramecc_off, 3), ("c", xnack_on, 3)]) == 0xB3F
    with pytest.raises(LinkError, match=r"^incompatible xnack: b \("):
        merge_eflags([("a", xnack_on, 3), ("b", xnack_off, 3)])
    with pytest.raises(LinkError, match=r"incompatible mach: b \(.*gfx908.*gfx90a"):
        merge_eflags([("a", any_any, 3), ("b", 0x530, 3)])
    with pytest.raises(LinkError, match="incompatible ABI version: b"):
        merge_eflags([("a", any_any, 3), ("b", any_any, 2)])
    with pytest.raises(LinkError, match="incompatible generic version: b"):
        merge_eflags([("a", 0x0100_0151, 4), ("b", 0x0200_0151, 4)])
    with pytest.raises(LinkError, match="incompatible e_flags: b"):
        merge_eflags([("a", 0x13F, 1), ("b", 0x3F, 1)])


def test_rejects_non_relocatable_and_empty(tmp_path):
    with pytest.raises(LinkError, match="no input files"):
        link([])
    sample = refs.TESTDATA / "sample" / "vector_add-gfx90a-v5.hsaco"
    if sample.exists():
        with pytest.raises(LinkError, match="not a relocatable object .*ET_DYN"):
            link([sample])


# --------------------------------------------------------------------------------------------
# Against ld.lld-19


@pytest.mark.llvm19
def test_every_relocation_type_matches_ld_lld(tmp_path):
    a = assemble(tmp_path, "relocs_a", DATA / "relocs_a.s")
    b = assemble(tmp_path, "relocs_b", DATA / "relocs_b.s")
    types = {r["type"] for rels in refs.readelf_relocations(a).values() for r in rels}
    assert {"R_AMDGPU_REL32_LO", "R_AMDGPU_REL32_HI", "R_AMDGPU_REL32", "R_AMDGPU_REL64",
            "R_AMDGPU_REL16", "R_AMDGPU_ABS64", "R_AMDGPU_ABS32", "R_AMDGPU_GOTPCREL32_LO",
            "R_AMDGPU_GOTPCREL32_HI", "R_AMDGPU_GOTPCREL"} <= types
    status, reference, errors = lld(tmp_path, a, b)
    assert status == 0, errors
    result = link([a, b], comment=lld_comment())
    assert result.data == reference
    assert result.got_entries == 3
    ours = tmp_path / "ours.so"
    ours.write_bytes(result.data)
    dyn = refs.readelf_relocations(ours)[".rela.dyn"]
    assert [r["type"] for r in dyn] == [r["type"] for r in
                                        refs.readelf_relocations(tmp_path / "lld.so")[".rela.dyn"]]
    assert {r["type"] for r in dyn} == {"R_AMDGPU_RELATIVE64", "R_AMDGPU_ABS64"}


@pytest.mark.llvm19
def test_loader_applies_dynamic_relocations(tmp_path):
    a = assemble(tmp_path, "relocs_a", DATA / "relocs_a.s")
    b = assemble(tmp_path, "relocs_b", DATA / "relocs_b.s")
    data = link([a, b]).data
    path = tmp_path / "ours.so"
    path.write_bytes(data)
    base = 0x7F1234560000
    with pytest.raises(LinkError, match="undefined symbol extern_var"):
        load(data, base=base)
    image = load(data, base=base, externals={"extern_var": 0xABCD0000})
    symbols = {s["name"]: s["value"] for s in refs.readelf_symbols(path)}
    relocations = refs.readelf_relocations(path)[".rela.dyn"]
    assert len(image.applied) == len(relocations)
    for rel in relocations:
        value = image.read_u64(base + rel["offset"])
        if rel["type"] == "R_AMDGPU_RELATIVE64":
            assert value == base + rel["addend"]
        elif rel["symbol"] == "extern_var":
            assert value == 0xABCD0000 + rel["addend"]
        else:
            assert value == base + symbols[rel["symbol"]] + rel["addend"]
    table = image.symbolize(base + symbols["table_a"] + 8)
    assert (table.name, table.offset, table.kind) == ("table_a", 8, "symbol")
    with pytest.raises(LinkError, match="page-aligned"):
        load(data, base=0x1234)


ERROR_CASES = {
    "duplicate": [".text\n.globl dup\ndup: s_endpgm\n", ".text\n.globl dup\ndup: s_endpgm\n"],
    "undefined_hidden": [(".text\n.hidden hid\n.globl f\nf:\n s_getpc_b64 s[0:1]\n"
                         " s_add_u32 s0, s0, hid@rel32@lo+4\n"
                         " s_addc_u32 s1, s1, hid@rel32@hi+12\n")],
    "preemptible": [(".text\n.globl f\nf:\n s_getpc_b64 s[0:1]\n"
                    " s_add_u32 s0, s0, g@rel32@lo+4\n s_addc_u32 s1, s1, g@rel32@hi+12\n"),
                    ".text\n.globl g\ng: s_endpgm\n"],
    "abs32_lo": [(".text\n.globl f\nf: s_mov_b32 s0, v@abs32@lo\n"
                 ".data\n.globl v\n.hidden v\nv: .long 0\n")],
    "readonly_abs64": [(".text\n.globl f\n.hidden f\nf: s_endpgm\n.section .rodata,\"a\"\n"
                       ".p2align 3\n.quad f\n.globl pub\npub: .quad pub\n")],
    "lds_pc_relative": [(".text\n.globl f\n.protected f\nf:\n s_mov_b32 s0, lds_var\n s_endpgm\n"
                        ".hidden lds_var\n.amdgpu_lds lds_var, 64, 16\n")],
    "lds_preemptible_abs32": [(".data\n.long lds_pub\n.globl lds_pub\n"
                              ".amdgpu_lds lds_pub, 32, 8\n")],
    "abs32_and_weak_rel32_in_data": [(".data\n.globl h\n.hidden h\nh: .long h\n.weak wu\n"
                                      ".hidden wu\n.quad wu\n.weak wd\n.quad wd\n"
                                      ".long wd - .\n")],
    "local_readonly_abs64": [(".text\nf: s_endpgm\n.section .rodata,\"a\"\n"
                             ".p2align 3\n.quad f\n")],
}


@pytest.mark.llvm19
@pytest.mark.parametrize("case", sorted(ERROR_CASES))
def test_errors_worded_like_ld_lld(tmp_path, case):
    inputs = [assemble(tmp_path, f"{case}{i}", src) for i, src in enumerate(ERROR_CASES[case])]
    names = [p.name for p in inputs]
    status, _, expected = lld(tmp_path, *[Path(n) for n in names])
    assert status != 0
    with pytest.raises(LinkError) as info:
        link([tmp_path / n for n in names], names=names)
    ours = [block.strip() for block in str(info.value).split("\n\n")]
    # ld.lld separates relocation errors with blank lines; other errors follow each other
    assert "\n".join(ours).splitlines() == "\n".join(expected).splitlines()


@pytest.mark.llvm19
@pytest.mark.parametrize("flags_a,flags_b", [
    (("-mcpu=gfx90a", "-mattr=+xnack"), ("-mcpu=gfx90a", "-mattr=-xnack")),
    (("-mcpu=gfx90a",), ("-mcpu=gfx908",)),
    (("-mcpu=gfx90a",), ("-mcpu=gfx90a", "--amdhsa-code-object-version=4")),
    (("-mcpu=gfx90a",), ("-mcpu=gfx90a", "-mattr=-sramecc")),
    (("-mcpu=gfx90a", "-mattr=+xnack"), ("-mcpu=gfx90a", "-mattr=-sramecc")),
    (("-mcpu=gfx9-generic", "--amdhsa-code-object-version=6"),
     ("-mcpu=gfx900", "--amdhsa-code-object-version=6")),
    (("-mcpu=gfx9-generic", "--amdhsa-code-object-version=6"),
     ("-mcpu=gfx9-generic", "--amdhsa-code-object-version=6", "-mattr=+xnack")),
    (("-mcpu=gfx1100", "--amdhsa-code-object-version=5"),
     ("-mcpu=gfx1100", "--amdhsa-code-object-version=5")),
])
def test_eflags_merge_like_ld_lld(tmp_path, flags_a, flags_b):
    a = assemble(tmp_path, "a", "s_nop 0\n", flags_a[0][6:], *flags_a[1:])
    b = assemble(tmp_path, "b", "s_nop 0\n", flags_b[0][6:], *flags_b[1:])
    status, reference, expected = lld(tmp_path, Path("a.o"), Path("b.o"))
    if status == 0:
        result = link([a, b], comment=lld_comment())
        assert result.data == reference
    else:
        with pytest.raises(LinkError) as info:
            link([a, b], names=["a.o", "b.o"])
        # ours adds both inputs' settings in parentheses after ld.lld's words
        ours = [line.split(" (")[0] for line in str(info.value).splitlines()]
        assert ours == expected


@pytest.mark.llvm19
def test_cli_link(tmp_path):
    from click.testing import CliRunner
    from codeobj.cli.main import cli

    a = assemble(tmp_path, "relocs_a", DATA / "relocs_a.s")
    b = assemble(tmp_path, "relocs_b", DATA / "relocs_b.s")
    out = tmp_path / "out.hsaco"
    runner = CliRunner()
    result = runner.invoke(cli, ["link", str(a), str(b), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert out.read_bytes() == link([a, b]).data
    refs.run("llvm-readelf-19", "-a", out)
    bad = assemble(tmp_path, "bad", ERROR_CASES["preemptible"][0])
    missing = tmp_path / "missing.hsaco"
    result = runner.invoke(cli, ["link", str(bad), "-o", str(missing)])
    assert result.exit_code == 1
    assert "error: relocation R_AMDGPU_REL32_LO cannot be used against symbol 'g'" in \
        result.output
    assert not missing.exists()
    result = runner.invoke(cli, ["link", str(tmp_path / "nope.o"), "-o", str(missing)])
    assert result.exit_code == 1 and "error:" in result.output
    result = runner.invoke(cli, ["link", str(a)])
    assert result.exit_code == 2  # usage: -o is required


@pytest.mark.llvm19
def test_weak_undefined_hidden_resolves_to_zero_like_ld_lld(tmp_path):
    obj = assemble(tmp_path, "weak", ".text\n.globl f\nf:\n s_getpc_b64 s[0:1]\n"
                   " s_add_u32 s0, s0, wu@rel32@lo+4\n s_addc_u32 s1, s1, wu@rel32@hi+12\n"
                   " s_endpgm\n.weak wu\n.hidden wu\n")
    status, reference, errors = lld(tmp_path, obj)
    assert status == 0, errors
    assert link([obj], comment=lld_comment()).data == reference


@pytest.mark.llvm19
def test_lds_symbols_are_absolute_like_ld_lld(tmp_path):
    """SHN_AMDGPU_LDS symbols: ld.lld resolves ABS32/ABS64 against hidden ones statically
    (st_value, the alignment) and writes them as SHN_ABS symbols."""
    obj = assemble(tmp_path, "lds", ".text\n.globl f\n.protected f\nf: s_endpgm\n"
                   ".data\n.long lds_var\n.quad lds_var+4\n.hidden lds_var\n"
                   ".amdgpu_lds lds_var, 64, 16\n.globl lds_pub\n.amdgpu_lds lds_pub, 32, 8\n")
    assert any(s["ndx"] != "ABS" and s["name"] == "lds_var" for s in refs.readelf_symbols(obj))
    status, reference, errors = lld(tmp_path, obj)
    assert status == 0, errors
    assert link([obj], comment=lld_comment()).data == reference


@pytest.mark.llvm19
@pytest.mark.parametrize("mcpu", ["gfx90a", "gfx1100", "gfx942"])
def test_comdat_groups_kept_once_like_ld_lld(tmp_path, mcpu):
    if not refs.have("clang-19"):
        pytest.skip("needs clang-19")
    objects = []
    for name in ("comdat_a", "comdat_b"):
        bitcode, obj = tmp_path / f"{name}.bc", tmp_path / f"{name}.o"
        refs.run("clang-19", "-x", "hip", "--offload-device-only", f"--offload-arch={mcpu}",
                 "-nogpulib", "-nogpuinc", "-fgpu-rdc", "-O2", "-emit-llvm", "-c",
                 DATA / f"{name}.hip", "-o", bitcode)
        refs.run("clang-19", "-target", "amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-nogpulib",
                 "-O2", "-c", bitcode, "-o", obj)
        objects.append(obj)
    assert any(s["type"] == "GROUP" for s in refs.readelf_sections(objects[0]))
    status, reference, errors = lld(tmp_path, *objects)
    assert status == 0, errors
    data = link(objects, comment=lld_comment()).data
    assert data == reference
    image = load(data, base=0x10000)
    assert {k.name for k in image.kernels} == {"_Z9comdat_k1Pi", "_Z9comdat_k2Pi"}


@pytest.mark.llvm19
def test_mergeable_rodata_like_ld_lld(tmp_path):
    a = assemble(tmp_path, "merge_a", DATA / "merge_a.s")
    b = assemble(tmp_path, "merge_b", DATA / "merge_b.s")
    status, reference, errors = lld(tmp_path, a, b)
    assert status == 0, errors
    data = link([a, b], comment=lld_comment()).data
    assert data == reference
    rodata = next(s for s in refs.readelf_sections(tmp_path / "lld.so") if s["name"] == ".rodata")
    body = data[rodata["offset"]:rodata["offset"] + rodata["size"]]
    assert body.count(b"hello\0") == 1 and body.count(b"world\0") == 1


@pytest.mark.llvm19
def test_thousands_of_relocations_like_ld_lld(tmp_path):
    """2000 functions calling each other and 2000 variables pointing back at them: 8000
    REL32_LO/HI sites and 2000 RELATIVE64 dynamic relocations, identical to ld.lld."""
    n = 2000
    lines = [".text"]
    for i in range(n):
        lines += [f".globl fn{i}", f".hidden fn{i}", f".type fn{i},@function", f"fn{i}:",
                  " s_getpc_b64 s[0:1]",
                  f" s_add_u32 s0, s0, fn{(i + 1) % n}@rel32@lo+4",
                  f" s_addc_u32 s1, s1, fn{(i + 1) % n}@rel32@hi+12",
                  f" s_add_u32 s0, s0, var{i}@rel32@lo+4",
                  f" s_addc_u32 s1, s1, var{i}@rel32@hi+12",
                  " s_setpc_b64 s[30:31]", f".size fn{i}, .-fn{i}"]
    lines.append(".data")
    for i in range(n):
        lines += [f".globl var{i}", f".hidden var{i}", f"var{i}: .quad fn{i}"]
    obj = assemble(tmp_path, "big", "\n".join(lines) + "\n")
    status, reference, errors = lld(tmp_path, obj)
    assert status == 0, errors
    result = link([obj], comment=lld_comment())
    assert result.dynamic_relocations == n
    assert result.data == reference


@pytest.mark.llvm19
@pytest.mark.llvm15
def test_cli_options(tmp_path):
    from click.testing import CliRunner
    from codeobj.cli.main import cli

    runner = CliRunner()
    v3 = [e for e in refs.corpus_entries(kind="dyn") if e["group"] == "link" and e["llvm"] == 15]
    if not v3:
        pytest.skip("no ld.lld-15 link in the corpus")
    entry = v3[0]
    inputs = [str(refs.TESTDATA / a) for a in entry["command"] if a.endswith(".o")]
    comment = "Linker: " + refs.run("ld.lld-15", "--version").split(" (")[0].strip()
    out = tmp_path / "v3.hsaco"
    result = runner.invoke(cli, ["link", *inputs, "-o", str(out), "--lld-layout", "15",
                                 "--comment", comment])
    assert result.exit_code == 0, result.output
    assert out.read_bytes() == (refs.TESTDATA / entry["file"]).read_bytes()
    bare = tmp_path / "bare.hsaco"
    result = runner.invoke(cli, ["link", *inputs, "-o", str(bare), "--no-comment",
                                 "--merge-metadata"])
    assert result.exit_code == 0, result.output
    assert refs.run("llvm-readelf-19", "-p", ".comment", bare).count("Linker") == 0
    assert len(refs.readelf_all_metadata(bare)) == 1


@pytest.mark.llvm15
def test_merge_metadata_refuses_v2_yaml():
    v2 = [e for e in refs.corpus_entries(kind="rel") if e["version"] == 2]
    if not v2:
        pytest.skip("no V2 object in the corpus")
    with pytest.raises(LinkError, match="V2 \\(YAML\\) metadata"):
        link([refs.TESTDATA / v2[0]["file"]], lld_version=15, merge_metadata=True)


@pytest.mark.llvm19
def test_init_and_fini_arrays_like_ld_lld(tmp_path):
    obj = assemble(tmp_path, "init_array", DATA / "init_array.s")
    status, reference, errors = lld(tmp_path, obj)
    assert status == 0, errors
    assert link([obj], comment=lld_comment()).data == reference
