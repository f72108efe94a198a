"""Offload binaries (the new offload driver's ``.llvm.offloading``): reading testdata/offload,
and live comparisons with llvm-objdump-19 --offloading and clang-offload-packager-19."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner
from codeobj.cli.app import cli
from codeobj.formats import offload as fmt
from codeobj.formats.offload import ImageKind, OffloadKind

from codeobj.bundle import open_fat_binary, read_offload_binaries, resolve_uri, scan, select

DATA = Path(__file__).resolve().parent.parent / "testdata" / "offload"
CO = {"gfx90a:xnack+": DATA / "co_gfx90a.o", "gfx1030": DATA / "co_gfx1030.o"}
OBJDUMP = "llvm-objdump-19"
PACKAGER = "clang-offload-packager-19"

needs_objdump = pytest.mark.tools(OBJDUMP)
needs_packager = pytest.mark.tools(PACKAGER)
needs_clang = pytest.mark.tools("clang-19")


def run(*cmd, cwd=None) -> str:
    done = subprocess.run([str(c) for c in cmd], check=False, cwd=cwd, capture_output=True,
                          text=True, timeout=120)
    if done.returncode:
        raise AssertionError(f"{' '.join(map(str, cmd))} failed:\n{done.stderr}")
    return done.stdout


def objdump_images(path: Path) -> list[dict[str, str]]:
    """The images ``llvm-objdump-19 --offloading`` prints, in order (archive members in turn)."""
    images: list[dict[str, str]] = []
    for line in run(OBJDUMP, "--offloading", path).splitlines():
        if line.startswith("OFFLOADING IMAGE"):
            images.append({})
        elif images and line.strip() and not line.startswith(str(path)):
            key, _, value = line.partition(" ")
            images[-1][key] = value.strip()
    return images


def our_images(path: Path) -> list[dict[str, str]]:
    with open_fat_binary(path) as fat:
        return [{"kind": i.kind_name, "arch": i.arch, "triple": i.triple,
                 "producer": i.producer} for i in fat.images]


# -- reading the committed inputs ------------------------------------------------------------

def test_schema_parses_builds_and_sizes_the_header():
    data = (DATA / "images.bin").read_bytes()
    header = fmt.OffloadBinaryHeader.parse(data)
    assert header.version == 1 and fmt.OffloadBinaryHeader.sizeof() == fmt.OFFLOAD_BINARY_HEADER.size
    assert fmt.OffloadBinaryHeader.build(header) == data[:32]
    entry = fmt.OffloadBinaryEntry.parse(data[header.entry_offset:])
    assert fmt.OffloadBinaryEntry.sizeof() == header.entry_size == fmt.OFFLOAD_BINARY_ENTRY.size
    assert entry.image_kind == ImageKind.OBJECT and entry.offload_kind == OffloadKind.HIP
    assert fmt.OffloadBinaryEntry.build(entry) == data[header.entry_offset:header.entry_offset + 40]
    assert fmt.OFFLOAD_BINARY_ENTRY.unpack_from(data, header.entry_offset) == tuple(
        entry[k] for k in ("image_kind", "offload_kind", "flags", "string_offset", "num_strings",
                           "image_offset", "image_size"))


@pytest.mark.parametrize("name", ["images.bin", "new_embedded.o"])
def test_elf_images_are_the_packaged_code_objects(name):
    with open_fat_binary(DATA / name) as fat:
        assert fat.kind == ("offload-binary" if name.endswith(".bin") else "host-elf")
        assert [i.arch for i in fat.images] == ["gfx90a:xnack+", "gfx1030"]
        assert [i.offload_kind for i in fat.images] == [OffloadKind.HIP, OffloadKind.OPENMP]
        assert [c.entry_id for c in fat.code_objects] == [
            "hip-amdgcn-amd-amdhsa--gfx90a:xnack+", "openmp-amdgcn-amd-amdhsa--gfx1030"]
        assert [c.target_id for c in fat.code_objects] == ["gfx90a:xnack+", "gfx1030"]
        for c in fat.code_objects:
            assert bytes(c.data) == CO[c.target_id].read_bytes()
            assert c.image is not None and c.offset == c.image.image_offset
            assert not fat.non_code_objects


def test_images_of_a_section_are_at_their_file_offsets():
    raw = (DATA / "new_embedded.o").read_bytes()
    for c in scan(DATA / "new_embedded.o"):
        assert raw[c.offset:c.offset + c.size] == bytes(c.data)
        head = raw[c.image.offset:c.image.offset + 4]
        assert head == fmt.OFFLOAD_BINARY_MAGIC


def test_rdc_bitcode_images_are_not_code_objects():
    with open_fat_binary(DATA / "new_rdc.o") as fat:
        assert fat.code_objects == []
        assert sorted(i.arch for i in fat.images) == ["gfx1030", "gfx90a:xnack+"]
        assert {i.image_kind for i in fat.images} == {ImageKind.BITCODE}
        assert [c.content for c in fat.non_code_objects] == ["llvm-bitcode"] * 2
        assert all(bytes(c.data[:4]) == b"BC\xc0\xde" for c in fat.non_code_objects)


def test_linked_new_driver_library_wraps_a_hip_fatbin_again():
    with open_fat_binary(DATA / "new_linked.so") as fat:
        assert fat.kind == "host-elf" and not fat.images
        assert sorted(c.target_id for c in fat.code_objects) == ["gfx1030", "gfx90a:xnack+"]
        assert all(c.bundle is not None for c in fat.code_objects)


@pytest.mark.parametrize("name", ["images.bin", "new_embedded.o", "new_linked.so"])
def test_uris_resolve_back(name):
    for c in scan(DATA / name):
        again = resolve_uri(str(c.uri))
        assert bytes(again.data) == bytes(c.data) and again.entry_id == c.entry_id


def test_target_selection():
    items = scan(DATA / "new_embedded.o")
    assert [c.target_id for c in select(items, "gfx90a")] == ["gfx90a:xnack+"]
    assert [c.target_id for c in select(items, "gfx90a:xnack-")] == []
    assert [c.target_id for c in select(items, "openmp-amdgcn-amd-amdhsa--gfx1030")] == [
        "gfx1030"]


def test_reader_alone_walks_concatenated_binaries():
    data = (DATA / "images.bin").read_bytes()
    images = read_offload_binaries(memoryview(data), source="images.bin")
    assert [i.offset for i in images] == [0, images[0].size]
    assert images[0].size + images[1].size == len(data)
    assert images[1].strings == {"arch": "gfx1030", "triple": "amdgcn-amd-amdhsa"}


# -- the CLI ---------------------------------------------------------------------------------

def test_cli_list_json_describes_images():
    result = CliRunner().invoke(cli, ["list", "--json", str(DATA / "new_embedded.o")])
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    assert [c["image"] for c in out["code_objects"]] == [0, 1]
    assert [c["kind"] for c in out["code_objects"]] == ["hip", "openmp"]
    images = out["files"][0]["images"]
    assert [(i["image_kind"], i["offload_kind"], i["arch"]) for i in images] == [
        ("elf", "hip", "gfx90a:xnack+"), ("elf", "openmp", "gfx1030")]
    assert images[0]["section"] == ".llvm.offloading"


def test_cli_list_names_bitcode_entries():
    # nothing to list is exit 1, with the reason (docs/cli.md)
    result = CliRunner().invoke(cli, ["list", str(DATA / "new_rdc.o")])
    assert result.exit_code == 1
    assert "no AMD GPU code object" in result.stderr and "llvm-bitcode" in result.stderr
    result = CliRunner().invoke(cli, ["list", "--json", str(DATA / "new_rdc.o")])
    assert result.exit_code == 1
    out = json.loads(result.stdout)
    assert [c["content"] for c in out["files"][0]["non_code_objects"]] == ["llvm-bitcode"] * 2
    assert "llvm-bitcode" in out["errors"][0]["error"]


def test_cli_extract_with_target(tmp_path):
    out = tmp_path / "x.o"
    result = CliRunner().invoke(cli, ["extract", "--target", "gfx1030", "-o", str(out),
                                      str(DATA / "new_embedded.o")])
    assert result.exit_code == 0, result.output
    assert out.read_bytes() == CO["gfx1030"].read_bytes()
    result = CliRunner().invoke(cli, ["extract", "-d", str(tmp_path / "all"),
                                      str(DATA / "images.bin")])
    assert result.exit_code == 0, result.output
    assert len(list((tmp_path / "all").iterdir())) == 2


def test_cli_dump_json_sources_resolve():
    result = CliRunner().invoke(cli, ["dump", "--json", "--headers", str(DATA / "new_embedded.o")])
    assert result.exit_code == 0, result.output
    reports = json.loads(result.stdout)["code_objects"]
    assert len(reports) == 2
    for report in reports:
        co = resolve_uri(report["source"])
        assert co.image is not None
        assert bytes(co.data) == CO[co.target_id].read_bytes()


# -- live against the LLVM 19 tools ----------------------------------------------------------

LIVE = ["images.bin", "new_embedded.o", "new_rdc.o", "libhet.a"]


@pytest.mark.llvm19
@needs_objdump
@pytest.mark.parametrize("name", LIVE)
def test_images_match_objdump(name):
    theirs = objdump_images(DATA / name)
    assert theirs, "objdump found no images"
    assert our_images(DATA / name) == theirs


@pytest.mark.llvm19
@needs_packager
@pytest.mark.parametrize("name", LIVE)
def test_extracted_images_match_the_packager(name, tmp_path):
    with open_fat_binary(DATA / name) as fat:
        found = fat.code_objects + fat.non_code_objects
        by_image = {c.image.index: bytes(c.data) for c in found if c.image is not None}
        assert len(by_image) == len(fat.images) > 0
        for image in fat.images:
            out = tmp_path / f"{name}.{image.index}"
            run(PACKAGER, DATA / name,
                f"--image=file={out},arch={image.arch},triple={image.triple},"
                f"kind={image.producer}")
            assert out.read_bytes() == by_image[image.index] == bytes(image.data)


@pytest.mark.llvm19
@needs_clang
@needs_objdump
@needs_packager
def test_live_new_driver_objects(tmp_path):
    """Compile src/kernel.hip now with the new driver: -fgpu-rdc bitcode, and ELF images made
    the driver's way (packager, then -fembed-offload-object), for three targets."""
    src = DATA / "src" / "kernel.hip"
    hip = ["clang-19", "-x", "hip", "-nogpuinc", "-nogpulib", "-O1"]
    archs = ["gfx906:sramecc+:xnack-", "gfx90a", "gfx1100"]
    rdc = tmp_path / "rdc.o"
    run(*hip, "--offload-new-driver", "-fgpu-rdc", *(f"--offload-arch={a}" for a in archs),
        "-c", src, "-o", rdc)
    assert our_images(rdc) == objdump_images(rdc)
    assert scan(rdc) == []
    images = []
    for i, arch in enumerate(archs):
        co = tmp_path / f"co{i}.o"
        run(*hip, f"--offload-arch={arch}", "--cuda-device-only", "--no-gpu-bundle-output",
            "-c", src, "-o", co)
        images.append(f"--image=file={co},triple=amdgcn-amd-amdhsa,arch={arch},kind=hip")
    run(PACKAGER, "-o", tmp_path / "all.bin", *images)
    host = tmp_path / "host.o"
    run("clang-19", "-c", DATA / "src" / "host.c", "-Xclang",
        f"-fembed-offload-object={tmp_path / 'all.bin'}", "-o", host)
    assert our_images(host) == objdump_images(host)
    found = scan(host)
    assert [c.target_id for c in found] == archs
    for i, c in enumerate(found):
        assert bytes(c.data) == (tmp_path / f"co{i}.o").read_bytes()


@pytest.mark.llvm19
@pytest.mark.tools("llvm-objcopy-19")
def test_linked_library_entries_match_the_bundler(tmp_path):
    """The .hip_fatbin the new driver's link leaves: the bundler unbundles the same bytes."""
    fatbin = tmp_path / "fatbin"
    run("llvm-objcopy-19", f"--dump-section=.hip_fatbin={fatbin}", DATA / "new_linked.so",
        tmp_path / "stripped.so")
    found = scan(DATA / "new_linked.so")
    assert len(found) == 2
    for c in found:
        out = tmp_path / f"{c.target_id}.o"
        run("clang-offload-bundler-19", "-type=o", "-unbundle", f"-input={fatbin}",
            f"-targets={c.entry_id}", f"-output={out}")
        assert out.read_bytes() == bytes(c.data)


@pytest.mark.llvm19
@pytest.mark.slow
@pytest.mark.tools(PACKAGER, "llvm-ar-19")
def test_make_sh_reproduces_the_committed_inputs(tmp_path):
    work = tmp_path / "offload"
    shutil.copytree(DATA, work)
    committed = {p.name: p.read_bytes() for p in DATA.iterdir() if p.is_file()}
    run("sh", "make.sh", cwd=work)
    for name, data in committed.items():
        assert (work / name).read_bytes() == data, name


@pytest.mark.parametrize("fmt", [["--json"], ["--yaml"], [], ["--directives"]])
def test_dump_names_the_entries_it_passes_over(fmt, capsys):
    # A -fgpu-rdc object holds bitcode only: the dump is empty, says why on stderr (and in
    # the JSON document) and exits 1.
    from codeobj.cli.main import main

    with pytest.raises(SystemExit) as exit_:
        main(["dump", *fmt, str(DATA / "new_rdc.o")])
    assert exit_.value.code == 1
    out, err = capsys.readouterr()
    assert "2 device entries are not code objects (llvm-bitcode)" in err
    assert "hip-amdgcn-amd-amdhsa--gfx90a:xnack+" in err
    if fmt == ["--json"]:
        document = json.loads(out)
        assert document["code_objects"] == []
        assert "not code objects (llvm-bitcode)" in document["errors"][0]["error"]
    main(["dump", *fmt, str(DATA / "co_gfx90a.o")])
    assert "not code objects" not in capsys.readouterr().err
