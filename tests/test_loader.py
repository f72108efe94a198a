"""The loader view (codeobj.link.load) against the LLVM tools: source lines through DWARF agree with
llvm-addr2line-19, symbols with llvm-readelf-19, on our links and on ld.lld's; debug links are
byte-identical with ld.lld's (merged .debug_str / .debug_line_str included)."""

from __future__ import annotations

from pathlib import Path

import pytest

from codeobj.errors import LinkError
from codeobj import link, load

from . import refs

DATA = Path(__file__).resolve().parent / "data_link"
TARGETS = [("gfx90a", 5), ("gfx1100", 5), ("gfx942", 6)]


def _compile(tmp_path: Path, source: Path, mcpu: str, version: int, llvm: int = 19) -> Path:
    out = tmp_path / f"{source.stem}-{mcpu}-v{version}-{llvm}.o"
    refs.run(f"clang-{llvm}", "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa",
             f"-mcpu={mcpu}", f"-mcode-object-version={version}", "-nogpulib", "-O2", "-g",
             "-c", source, "-o", out)
    return out


def _lld_comment(llvm: int) -> str:
    from codeobj._link.hashes import _xxhash_library

    if _xxhash_library() is None:  # merged-string order needs ld.lld's hash (Debian libxxhash0)
        pytest.skip("libxxhash is not installed: byte identity with ld.lld cannot be reached")
    return "Linker: " + refs.run(f"ld.lld-{llvm}", "--version").split(" (")[0].strip()


def _addr2line(path: Path, address: int) -> tuple[str, int] | None:
    out = refs.run("llvm-addr2line-19", "-e", path, hex(address)).strip()
    file, _, line = out.rpartition(":")
    line = line.split()[0] if line else "0"
    if not line.isdigit() or int(line) == 0:
        return None
    return Path(file).name, int(line)


@pytest.mark.llvm19
@pytest.mark.parametrize("mcpu,version", TARGETS)
def test_debug_link_identical_and_lines_match_addr2line(tmp_path, mcpu, version):
    if not refs.have("clang-19") or not refs.have("llvm-addr2line-19"):
        pytest.skip("needs clang-19 and llvm-addr2line-19")
    objects = [_compile(tmp_path, DATA / "debug.cl", mcpu, version),
               _compile(tmp_path, refs.TESTDATA / "src" / "link_lib.cl", mcpu, version)]
    reference = tmp_path / "lld.hsaco"
    refs.run("ld.lld-19", "-shared", *objects, "-o", reference)
    ours = tmp_path / "ours.hsaco"
    ours.write_bytes(link(objects, comment=_lld_comment(19)).data)
    assert ours.read_bytes() == reference.read_bytes()

    ours_default = tmp_path / "ours-default.hsaco"
    ours_default.write_bytes(link(objects).data)
    image = load(ours_default, base=0)
    text = next(s for s in refs.readelf_sections(reference) if s["name"] == ".text")
    checked = 0
    for address in range(text["address"], text["address"] + text["size"], 4):
        expected = _addr2line(reference, address)
        if expected is None:
            continue
        got = image.source_line(address)
        assert got is not None and (Path(got[0]).name, got[1]) == expected, hex(address)
        checked += 1
        if checked >= 40:
            break
    assert checked >= 10


@pytest.mark.llvm15
def test_debug_link_identical_with_ld_lld_15(tmp_path):
    if not refs.have("clang-15"):
        pytest.skip("needs clang-15")
    objects = [_compile(tmp_path, DATA / "debug.cl", "gfx90a", 4, llvm=15),
               _compile(tmp_path, refs.TESTDATA / "src" / "link_lib.cl", "gfx90a", 4, llvm=15)]
    reference = tmp_path / "lld.hsaco"
    refs.run("ld.lld-15", "-shared", *objects, "-o", reference)
    data = link(objects, lld_version=15, comment=_lld_comment(15)).data
    assert data == reference.read_bytes()


@pytest.mark.llvm19
def test_symbolize_kernels_functions_descriptors(tmp_path):
    if not refs.have("clang-19"):
        pytest.skip("needs clang-19")
    obj = _compile(tmp_path, DATA / "debug.cl", "gfx90a", 5)
    path = tmp_path / "ours.hsaco"
    path.write_bytes(link([obj]).data)
    base = 0x7FFF00000000
    image = load(path, base=base)
    symbols = {s["name"]: s for s in refs.readelf_symbols(path)}
    kernel = image.kernel("debug_kernel")
    assert image.kernel("debug_kernel.kd") == kernel
    assert kernel.descriptor_address == base + symbols["debug_kernel.kd"]["value"]
    assert kernel.entry_address == base + symbols["debug_kernel"]["value"]
    assert kernel.code_size == symbols["debug_kernel"]["size"]
    assert image.symbol_address("debug_helper") == base + symbols["debug_helper"]["value"]
    helper = symbols["debug_helper"]
    hit = image.symbolize(base + helper["value"] + helper["size"] - 4)
    assert (hit.name, hit.kind, hit.kernel) == ("debug_helper", "function", None)
    assert hit.source is not None and hit.source[0].endswith("debug.cl")
    hit = image.symbolize(kernel.descriptor_address + 8)
    assert (hit.kind, hit.kernel, hit.offset) == ("descriptor", "debug_kernel", 8)
    assert image.symbolize(base + 0x10_0000_0000) is None
    with pytest.raises(LinkError, match="no kernel named 'nope'"):
        image.kernel("nope")


def test_load_rejects_relocatable_and_bad_base():
    sample = refs.TESTDATA / "sample" / "vector_add-gfx90a-v5.o"
    if not sample.exists():
        pytest.skip("sample object missing")
    with pytest.raises(LinkError, match="only ET_DYN"):
        load(sample)
    linked = refs.TESTDATA / "sample" / "vector_add-gfx90a-v5.hsaco"
    with pytest.raises(LinkError, match="page-aligned"):
        load(linked, base=0x10)
    image = load(linked, base=0x10000)
    names = {k.name for k in image.kernels}
    assert "vector_add" in names
    if refs.have("llvm-readelf-19"):
        kds = {s["name"][:-3]: s["value"] for s in refs.readelf_symbols(linked)
               if s["name"].endswith(".kd")}
        assert {k.name: k.descriptor_address - 0x10000 for k in image.kernels} == kds


def test_v2_code_props_that_are_not_a_map_give_no_sizes(tmp_path):
    """V2 metadata whose ``CodeProps`` is a scalar (the hostile campaign's ``library:
    load#10724`` of seed 8: zeros over the map left the string ``KernargSegmentSize``) loads
    with no segment sizes; it was an AttributeError.  The resource report reads it too."""
    from codeobj import CodeObject
    from codeobj.report import kernel_resources

    data = bytearray((refs.TESTDATA / "corpus" / "v2" / "gfx900" / "vector_add.hsaco")
                     .read_bytes())
    at = data.index(b"KernargSegmentSize: 24") + len(b"KernargSegmentSize")
    end = data.index(b"\n...\n", at) + 5
    data[at:end] = bytes(end - at)
    path = tmp_path / "m.hsaco"
    path.write_bytes(bytes(data))
    image = load(path)
    co = CodeObject(bytes(data), str(path))
    hit = [k.name for k in co.kernels
           if (k.metadata or {}).get("CodeProps") == "KernargSegmentSize"]
    assert hit
    sizes = {k.name: (k.kernarg_size, k.group_segment_size, k.private_segment_size)
             for k in image.kernels}
    assert all(sizes[name] == (None, None, None) for name in hit)
    for k in co.kernels:
        kernel_resources(co, k)


@pytest.mark.llvm19
@pytest.mark.parametrize("entry", [pytest.param(e, id=e["file"])
                                   for e in refs.corpus_entries(kind="dyn")])
def test_loader_kernels_on_every_ld_lld_output(entry):
    """Every corpus object ld.lld made (V2-V6): kernels found, entry addresses executable and
    equal to the kernel symbols llvm-readelf-19 reports (V3+), descriptors at their .kd."""
    path = refs.TESTDATA / entry["file"]
    base = 0x7F0000000000
    image = load(path, base=base)
    assert image.kernels
    symbols = {s["name"]: s["value"] for s in refs.readelf_symbols(path)}
    for k in image.kernels:
        assert image.is_executable(k.entry_address), k.name
        assert image.symbolize(k.entry_address).kernel == k.name
        if entry["version"] >= 3:
            assert k.entry_address == base + symbols[k.name]
            assert k.descriptor_address == base + symbols[k.symbol]
        else:  # V2: amd_kernel_code_t at the kernel symbol, code right after its 256 bytes
            assert k.descriptor_address == base + symbols[k.name]
            assert k.entry_address == k.descriptor_address + 256
