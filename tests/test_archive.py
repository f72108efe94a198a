"""Archives of offload bundles (heterogeneous device archives, HIP static libraries): reading
testdata/offload, and live comparisons with llvm-ar-19 and clang-offload-bundler-19 -type=a."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner
from codeobj.cli.app import cli
from codeobj.formats import offload as fmt

from codeobj.bundle import open_fat_binary, read_archive, resolve_uri, scan, select

DATA = Path(__file__).resolve().parent.parent / "testdata" / "offload"
AR = "llvm-ar-19"
BUNDLER = "clang-offload-bundler-19"
CO = {"gfx90a:xnack+": DATA / "co_gfx90a.o", "gfx1030": DATA / "co_gfx1030.o"}
BUNDLED = ["bundled_add_one.o", "bundled_add_two_with_a_long_name.o"]
ARCHIVES = ["libhet.a", "libhet_bsd.a", "libhet_gfx90a.a", "libhet_gfx1030.a"]

needs_ar = pytest.mark.tools(AR)
needs_bundler = pytest.mark.tools(BUNDLER)


def run(*cmd, cwd=None, text=True):
    done = subprocess.run([str(c) for c in cmd], check=False, cwd=cwd, capture_output=True,
                          text=text, timeout=120)
    if done.returncode:
        raise AssertionError(f"{' '.join(map(str, cmd))} failed:\n{done.stderr}")
    return done.stdout


def bundled_code_objects(name: str) -> list[bytes]:
    """What the bundled objects themselves hold (read without any archive)."""
    return [bytes(c.data) for c in scan(DATA / name)]


# -- reading the committed inputs ------------------------------------------------------------

def test_member_header_schema():
    data = (DATA / "libhet.a").read_bytes()
    header = fmt.ArMemberHeader.parse(data[8:68])
    assert fmt.ArMemberHeader.sizeof() == fmt.AR_MEMBER_HEADER.size == 60
    assert fmt.ArMemberHeader.build(header) == data[8:68]
    assert header.fmag == fmt.AR_FMAG


def test_gnu_archive_members_and_long_names():
    members = read_archive(memoryview((DATA / "libhet.a").read_bytes()), source="libhet.a")
    assert [m.name for m in members] == BUNDLED + ["new_embedded.o"]
    raw = (DATA / "libhet.a").read_bytes()
    for m in members:
        assert raw[m.offset:m.offset + m.size] == (DATA / m.name).read_bytes()
        assert raw[m.header_offset + 58:m.header_offset + 60] == b"`\n"


def test_bsd_archive_member_names():
    members = read_archive(memoryview((DATA / "libhet_bsd.a").read_bytes()))
    raw = (DATA / "libhet_bsd.a").read_bytes()
    assert [m.name for m in members] == BUNDLED
    for m in members:
        assert raw[m.offset:m.offset + m.size] == (DATA / m.name).read_bytes()


@pytest.mark.parametrize("name", ["libhet.a", "libhet_bsd.a"])
def test_every_member_is_scanned(name):
    with open_fat_binary(DATA / name) as fat:
        assert fat.kind == "archive"
        expected = [b for m in BUNDLED for b in bundled_code_objects(m)]
        if name == "libhet.a":
            expected += bundled_code_objects("new_embedded.o")
        assert [bytes(c.data) for c in fat.code_objects] == expected
        for c in fat.code_objects:
            if c.member.name != BUNDLED[1]:  # the other member holds add_two
                assert bytes(c.data) == CO[c.target_id].read_bytes()
            assert c.member.offset <= c.offset and c.offset + c.size <= c.member.offset + c.member.size
        assert [m.kind for m in fat.members][:2] == ["host-elf", "host-elf"]
        assert [m.code_objects for m in fat.members][:2] == [2, 2]


def test_member_with_offload_images_keeps_its_images():
    with open_fat_binary(DATA / "libhet.a") as fat:
        from_images = [c for c in fat.code_objects if c.image is not None]
        assert [c.member.name for c in from_images] == ["new_embedded.o"] * 2
        assert [i.arch for i in fat.images] == ["gfx90a:xnack+", "gfx1030"]
        raw = (DATA / "libhet.a").read_bytes()
        for i in fat.images:
            assert raw[i.offset:i.offset + 4] == fmt.OFFLOAD_BINARY_MAGIC


@pytest.mark.parametrize("name", ["libhet_gfx90a.a", "libhet_gfx1030.a"])
def test_device_archive_members_are_code_objects(name):
    target = "gfx90a:xnack+" if "gfx90a" in name else "gfx1030"
    with open_fat_binary(DATA / name) as fat:
        assert [m.kind for m in fat.members] == ["code-object"] * 2
        assert [c.target_id for c in fat.code_objects] == [target] * 2
        assert [c.entry_id for c in fat.code_objects] == [None, None]


@pytest.mark.parametrize("name", ARCHIVES)
def test_uris_resolve_back(name):
    items = scan(DATA / name)
    assert items
    raw = (DATA / name).read_bytes()
    for c in items:
        assert str(c.uri).startswith(f"file://{DATA / name}#offset=")
        assert raw[c.offset:c.offset + c.size] == bytes(c.data)
        again = resolve_uri(str(c.uri))
        assert bytes(again.data) == bytes(c.data) and again.member is not None


def test_target_selection():
    items = scan(DATA / "libhet.a")
    assert len(select(items, "gfx1030")) == 3
    assert len(select(items, "hipv4-amdgcn-amd-amdhsa--gfx90a")) == 3
    assert select(items, "gfx90a:xnack-") == []


# -- the CLI ---------------------------------------------------------------------------------

def test_cli_list_json_describes_members():
    result = CliRunner().invoke(cli, ["list", "--json", str(DATA / "libhet.a")])
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    assert [c["member"] for c in out["code_objects"]] == [
        BUNDLED[0]] * 2 + [BUNDLED[1]] * 2 + ["new_embedded.o"] * 2
    members = out["files"][0]["members"]
    assert [(m["name"], m["kind"], m["code_objects"]) for m in members] == [
        (BUNDLED[0], "host-elf", 2), (BUNDLED[1], "host-elf", 2), ("new_embedded.o", "host-elf", 2)]


def test_cli_extract_every_member(tmp_path):
    result = CliRunner().invoke(cli, ["extract", "-d", str(tmp_path), str(DATA / "libhet.a")])
    assert result.exit_code == 0, result.output
    written = result.stdout.split()
    assert len(written) == 6 and len(set(written)) == 6
    for path, c in zip(written, scan(DATA / "libhet.a"), strict=True):
        assert Path(path).read_bytes() == bytes(c.data)
        assert c.member.name in Path(path).name


def test_cli_dump_json_sources_resolve():
    result = CliRunner().invoke(cli, ["dump", "--json", "--kernels", "--target", "gfx1030",
                                      str(DATA / "libhet.a")])
    assert result.exit_code == 0, result.output
    reports = json.loads(result.stdout)["code_objects"]
    assert len(reports) == 3
    for report in reports:
        co = resolve_uri(report["source"])
        assert co.target_id == "gfx1030" and co.member is not None


# -- live against the LLVM 19 tools ----------------------------------------------------------

@pytest.mark.llvm19
@needs_ar
@pytest.mark.parametrize("name", ARCHIVES)
def test_members_match_llvm_ar(name, tmp_path):
    names = run(AR, "t", DATA / name).split()
    members = read_archive(memoryview((DATA / name).read_bytes()))
    assert [m.name for m in members] == names
    assert len(set(names)) == len(names)  # `ar p NAME` takes the first of a name
    raw = (DATA / name).read_bytes()
    for m in members:
        theirs = run(AR, "p", DATA / name, m.name, text=False)
        assert raw[m.offset:m.offset + m.size] == theirs


def _ar_members(path: Path) -> list[bytes]:
    raw = path.read_bytes()
    return [raw[m.offset:m.offset + m.size] for m in read_archive(memoryview(raw))]


@pytest.mark.llvm19
@needs_ar
@needs_bundler
@pytest.mark.parametrize("name", ["libhet.a", "libhet_bsd.a"])
@pytest.mark.parametrize("target", ["gfx90a:xnack+", "gfx1030", "gfx90a"])
def test_device_archive_matches_the_bundler(name, target, tmp_path):
    """clang-offload-bundler -type=a -unbundle cuts one target's device archive; its members
    (read back with llvm-ar-19) are exactly the code objects we find for that entry ID."""
    entry_id = f"hipv4-amdgcn-amd-amdhsa--{target}"
    out = tmp_path / "dev.a"
    run(BUNDLER, "-type=a", "-unbundle", f"-input={DATA / name}", f"-targets={entry_id}",
        f"-output={out}", "-allow-missing-bundles")
    theirs = []
    for member in run(AR, "t", out).split():
        theirs.append(run(AR, "p", out, member, text=False))
    ours = [bytes(c.data) for c in scan(DATA / name)
            if c.entry_id is not None and c.entry_id.startswith("hipv4-")
            and c.target_id == target]
    assert ours == theirs
    if target != "gfx90a":
        assert len(ours) == 2
        # our reading of the committed device archive agrees too
        committed = DATA / f"libhet_{target.split(':')[0]}.a"
        assert [bytes(c.data) for c in scan(committed)] == theirs == _ar_members(committed)


@pytest.mark.llvm19
@needs_ar
@needs_bundler
@pytest.mark.tools("clang-19")
def test_live_static_library(tmp_path):
    """A fresh archive of bundled objects for three targets, made the way HIP static libraries
    are (bundler -type=o, then ar), read and compared with the bundler's -type=a output."""
    hip = ["clang-19", "-x", "hip", "-nogpuinc", "-nogpulib", "-O1"]
    archs = ["gfx908", "gfx90a:xnack-", "gfx1100"]
    objs = []
    for k in range(2):
        cos = []
        for i, arch in enumerate(archs):
            co = tmp_path / f"co{k}_{i}.o"
            run(*hip, f"--offload-arch={arch}", "--cuda-device-only", "--no-gpu-bundle-output",
                f"-DKERNEL=k{k}", "-DSTEP=1.0f", "-c", DATA / "src" / "kernel.hip", "-o", co)
            cos.append(co)
        host = tmp_path / "host.o"
        run("clang-19", "-c", DATA / "src" / "host.c", "-o", host)
        obj = tmp_path / f"member_number_{k}_with_a_long_name.o"
        ids = ["host-x86_64-unknown-linux-gnu"] + [f"hipv4-amdgcn-amd-amdhsa--{a}" for a in archs]
        run(BUNDLER, "-type=o", f"-targets={','.join(ids)}", f"-input={host}",
            *(f"-input={c}" for c in cos), f"-output={obj}")
        objs.append((obj, cos))
    lib = tmp_path / "libfresh.a"
    run(AR, "rcs", lib, *(o for o, _ in objs))
    found = scan(lib)
    assert [bytes(c.data) for c in found] == [c.read_bytes() for _, cos in objs for c in cos]
    for arch in archs:
        out = tmp_path / f"dev_{arch}.a"
        run(BUNDLER, "-type=a", "-unbundle", f"-input={lib}",
            f"-targets=hipv4-amdgcn-amd-amdhsa--{arch}", f"-output={out}")
        ours = [bytes(c.data) for c in found if c.target_id == arch]
        assert ours == _ar_members(out) and len(ours) == 2
        assert [bytes(c.data) for c in scan(out)] == ours
