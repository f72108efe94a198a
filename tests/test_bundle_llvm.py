"""Interop with clang-offload-bundler-19: its bundles list and extract identically with ours, and
it accepts the bundles we write.  Code objects and host files are built live with clang-19 and
ld.lld-19.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from codeobj.cli.main import main

from codeobj.bundle import BundleInput, open_fat_binary, resolve_uri, scan, write_bundle

BUNDLER = "clang-offload-bundler-19"
TOOLS = (BUNDLER, "clang-19", "ld.lld-19", "llvm-objcopy-19")
pytestmark = [pytest.mark.llvm19, pytest.mark.tools(*TOOLS)]

TARGETS = ["gfx90a:xnack+", "gfx90a:xnack-", "gfx1030", "gfx906:sramecc+:xnack-", "gfx803"]
HOST_ID = "host-x86_64-unknown-linux--"

KERNEL = """
__kernel void k{n}(__global int *p) {{ p[__builtin_amdgcn_workitem_id_x()] = {n}; }}
"""


def run(*cmd: str, cwd: Path | None = None) -> str:
    done = subprocess.run(cmd, check=False, cwd=cwd, capture_output=True, text=True,
                          timeout=120)
    if done.returncode:
        raise AssertionError(f"{' '.join(cmd)} failed:\n{done.stderr}")
    return done.stdout


def hipv4(target: str) -> str:
    return f"hipv4-amdgcn-amd-amdhsa--{target}"


@pytest.fixture(scope="module")
def work(tmp_path_factory) -> Path:
    """Code objects for TARGETS (co_<i>.hsaco) and an empty host file."""
    d = tmp_path_factory.mktemp("llvm_bundles")
    for i, target in enumerate(TARGETS):
        (d / f"k{i}.cl").write_text(KERNEL.format(n=i))
        run("clang-19", "-target", "amdgcn-amd-amdhsa", f"-mcpu={target}", "-nogpulib", "-O1",
            f"k{i}.cl", "-o", f"co_{i}.hsaco", cwd=d)
    (d / "host.empty").write_bytes(b"")
    return d


def clang_bundle(d: Path, name: str, indices: list[int], *extra: str) -> Path:
    targets = ",".join([HOST_ID] + [hipv4(TARGETS[i]) for i in indices])
    inputs = [f"--input={d / 'host.empty'}"] + [f"--input={d / f'co_{i}.hsaco'}" for i in indices]
    run(BUNDLER, "--type=o", f"--targets={targets}", *inputs, f"--output={d / name}", *extra)
    return d / name


def clang_list(path: Path) -> list[str]:
    return sorted(run(BUNDLER, "--list", "--type=o", f"--input={path}").split())


def clang_unbundle(path: Path, entry_ids: list[str], out: Path) -> list[bytes]:
    outputs = [out / f"u{i}.bin" for i in range(len(entry_ids))]
    run(BUNDLER, "--unbundle", "--type=o", f"--input={path}",
        f"--targets={','.join(entry_ids)}", *[f"--output={o}" for o in outputs])
    return [o.read_bytes() for o in outputs]


def all_ids(path: Path) -> list[str]:
    return sorted(e.id for b in open_fat_binary(path).bundles for e in b.entries)


@pytest.mark.parametrize("extra", [(), ("-compress",), ("-bundle-align=4096",),
                                   ("-compress", "-bundle-align=4096")])
def test_clang_bundles_list_and_extract_like_clang(work, tmp_path, extra):
    path = clang_bundle(work, f"c{len(extra)}.bundle", [0, 1, 2, 3], *extra)
    assert all_ids(path) == clang_list(path)
    items = scan(path)
    expect = clang_unbundle(path, [c.entry_id for c in items], tmp_path)
    assert [bytes(c.data) for c in items] == expect
    assert [c.target_id for c in items] == [TARGETS[i] for i in (0, 1, 2, 3)]
    for c in items:  # each URI resolves to the same bytes
        assert bytes(resolve_uri(str(c.uri)).data) == bytes(c.data)


def test_plain_and_compressed_clang_bundles_agree(work):
    plain = scan(clang_bundle(work, "p.bundle", [0, 2]))
    comp = scan(clang_bundle(work, "z.bundle", [0, 2], "-compress"))
    assert [(c.entry_id, c.offset, c.size, bytes(c.data)) for c in plain] == [
        (c.entry_id, c.offset, c.size, bytes(c.data)) for c in comp]


@pytest.mark.parametrize(("compress", "version"), [
    (None, 2), ("zstd", 2), ("zlib", 2), ("zstd", 1), ("zlib", 1)])
def test_clang_accepts_our_bundles(work, tmp_path, compress, version):
    inputs = [BundleInput(hipv4(t), (work / f"co_{i}.hsaco").read_bytes())
              for i, t in enumerate(TARGETS)]
    path = tmp_path / "ours.bundle"
    path.write_bytes(write_bundle(inputs, compress=compress, version=version))
    assert clang_list(path) == sorted([HOST_ID] + [i.entry_id for i in inputs])
    got = clang_unbundle(path, [i.entry_id for i in inputs], tmp_path)
    assert got == [bytes(i.data) for i in inputs]


# -- host files -------------------------------------------------------------------------------

HOST_ASM = """
    .section .hip_fatbin,"a",@progbits
{bundles}
    .section .hipFatBinSegment,"aw",@progbits
    .p2align 3
{wrappers}
"""


@pytest.fixture(scope="module")
def host_lib(work) -> tuple[Path, list[Path]]:
    """libhost.so: a plain, a compressed, a plain bundle in .hip_fatbin (4096-aligned each, like
    one per translation unit), with __hip_fatbin_N symbols and HIPF wrappers."""
    parts = [clang_bundle(work, "h0.bundle", [0, 1], "-bundle-align=4096"),
             clang_bundle(work, "h1.bundle", [2, 3, 4], "-compress", "-bundle-align=4096"),
             clang_bundle(work, "h2.bundle", [4, 0], "-bundle-align=4096")]
    bundles = "\n".join(f"    .p2align 12\n    .globl __hip_fatbin_{i}\n__hip_fatbin_{i}:\n"
                        f"    .incbin \"{p}\"" for i, p in enumerate(parts))
    wrappers = "\n".join(f"    .long 0x48495046\n    .long 1\n    .quad __hip_fatbin_{i}\n"
                         "    .quad 0" for i in range(len(parts)))
    (work / "host.s").write_text(HOST_ASM.format(bundles=bundles, wrappers=wrappers))
    run("clang-19", "-c", "--target=x86_64-linux-gnu", "host.s", "-o", "host.o", cwd=work)
    run("ld.lld-19", "-shared", "--apply-dynamic-relocs", "host.o", "-o", "libhost.so",
        cwd=work)
    run("llvm-objcopy-19", "--strip-all", "libhost.so", "libhost.stripped.so", cwd=work)
    return work / "libhost.so", parts


@pytest.mark.parametrize("name", ["libhost.so", "libhost.stripped.so", "host.o"])
def test_host_file_lists_every_bundle(work, host_lib, tmp_path, name):
    _, parts = host_lib
    fat = open_fat_binary(work / name)
    assert fat.kind == "host-elf"
    assert len(fat.bundles) == len(parts)
    for bundle, part in zip(fat.bundles, parts):
        assert sorted(e.id for e in bundle.entries) == clang_list(part)
        ids = [e.id for e in bundle.entries if not e.id.startswith("host-")]
        expect = clang_unbundle(part, ids, tmp_path)
        got = [bytes(c.data) for c in fat.code_objects if c.bundle is bundle]
        assert got == expect
    assert [b.compressed for b in fat.bundles] == [False, True, False]


def test_bundled_host_object_sections(work, tmp_path):
    (work / "h.c").write_text("int main(void) { return 0; }\n")
    run("clang-19", "-c", "h.c", "-o", "h.o", cwd=work)
    targets = f"host-x86_64-unknown-linux-gnu,{hipv4(TARGETS[2])},{hipv4(TARGETS[0])}"
    run(BUNDLER, "--type=o", f"--targets={targets}", f"--input={work / 'h.o'}",
        f"--input={work / 'co_2.hsaco'}", f"--input={work / 'co_0.hsaco'}",
        f"--output={work / 'hb.o'}")
    items = scan(work / "hb.o")
    assert sorted(c.entry_id for c in items) == sorted([hipv4(TARGETS[2]), hipv4(TARGETS[0])])
    for c in items:
        assert bytes(c.data) == clang_unbundle(work / "hb.o", [c.entry_id], tmp_path)[0]


# -- the commands -------------------------------------------------------------------------------

def codeobj(capsysbinary, *argv: str) -> tuple[int, bytes, str]:
    try:
        main(list(argv))
        code = 0
    except SystemExit as e:
        code = e.code or 0
    out, err = capsysbinary.readouterr()
    return code, out, err.decode()


def test_list_command(host_lib, capsysbinary):
    lib, _ = host_lib
    code, out, _ = codeobj(capsysbinary, "list", str(lib))
    lines = out.decode().splitlines()
    assert code == 0 and len(lines) == 7
    assert all(line.startswith(f"file://{lib}#offset=") for line in lines)
    assert [line.split("\t")[1] for line in lines] == [
        f"amdgcn-amd-amdhsa--{TARGETS[i]}" for i in (0, 1, 2, 3, 4, 4, 0)]
    code, out, _ = codeobj(capsysbinary, "list", "--target", "gfx90a", str(lib))
    assert [line.split("\t")[1] for line in out.decode().splitlines()] == [
        "amdgcn-amd-amdhsa--gfx90a:xnack+", "amdgcn-amd-amdhsa--gfx90a:xnack-",
        "amdgcn-amd-amdhsa--gfx90a:xnack+"]


def test_extract_command_by_target_and_uri(work, host_lib, tmp_path, capsysbinary):
    lib, _ = host_lib
    code, out, err = codeobj(capsysbinary, "extract", "--target", "gfx803", "-d",
                             str(tmp_path / "x"), str(lib))
    assert code == 0, err
    written = [Path(p) for p in out.decode().split()]
    assert [p.name for p in written] == [
        "libhost.so-001-hipv4-amdgcn-amd-amdhsa--gfx803.hsaco",
        "libhost.so-002-hipv4-amdgcn-amd-amdhsa--gfx803.hsaco"]
    reference = (work / "co_4.hsaco").read_bytes()
    assert all(p.read_bytes() == reference for p in written)
    uri = str(scan(lib)[2].uri)  # gfx1030, inside the compressed bundle
    code, _, err = codeobj(capsysbinary, "extract", uri, "-o", str(tmp_path / "one.hsaco"))
    assert code == 0, err
    assert (tmp_path / "one.hsaco").read_bytes() == (work / "co_2.hsaco").read_bytes()
    code, _, err = codeobj(capsysbinary, "extract", str(lib), "-o", str(tmp_path / "many"))
    assert code == 2 and "7 code objects are selected" in err


def test_bundle_command_output_is_accepted_by_clang(work, tmp_path, capsysbinary):
    out = tmp_path / "made.bundle"
    for extra in ([], ["--compress", "zlib"], ["--compress", "zstd"]):
        code, _, err = codeobj(capsysbinary, "bundle", "-o", str(out), *extra,
                               str(work / "co_0.hsaco"),
                               f"openmp-amdgcn-amd-amdhsa--gfx1030={work / 'co_2.hsaco'}")
        assert code == 0, err
        assert clang_list(out) == sorted([HOST_ID, hipv4(TARGETS[0]),
                                          "openmp-amdgcn-amd-amdhsa--gfx1030"])
        got = clang_unbundle(out, [hipv4(TARGETS[0]), "openmp-amdgcn-amd-amdhsa--gfx1030"],
                             tmp_path)
        assert got == [(work / "co_0.hsaco").read_bytes(), (work / "co_2.hsaco").read_bytes()]


def test_memory_uri_is_refused_by_the_cli(capsysbinary):
    code, _, err = codeobj(capsysbinary, "extract", "memory://1#offset=0&size=4", "-o", "/x")
    assert code == 1 and "live process memory is not supported" in err


def test_mutated_host_library_never_crashes(host_lib):
    """Byte flips and extreme values over the ELF header, the section table and each bundle
    header of a linked library: always a result or a CodeObjectError, quickly."""
    import random
    import struct
    import time

    from codeobj.errors import CodeObjectError

    data = host_lib[0].read_bytes()
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    hot = [(0, 64), (shoff, len(data) - shoff)] + [
        (b.offset, 300) for b in open_fat_binary(data).bundles]
    rng = random.Random(4)
    seen = {"ok": 0, "error": 0}
    for _ in range(3000):
        out = bytearray(data)
        for _ in range(rng.randint(1, 6)):
            start, length = rng.choice(hot)
            at = start + rng.randrange(length)
            if rng.random() < 0.5:
                out[at] ^= 1 << rng.randrange(8)
            else:
                width = rng.choice((2, 4, 8))
                value = rng.choice((0, 1, 2**(8 * width) - 1, rng.getrandbits(8 * width)))
                out[at:at + width] = value.to_bytes(width, "little")[:len(out) - at]
        if rng.random() < 0.05:
            out = out[:rng.randrange(len(out))]
        began = time.perf_counter()
        try:
            open_fat_binary(bytes(out))
            seen["ok"] += 1
        except CodeObjectError:
            seen["error"] += 1
        assert time.perf_counter() - began < 2
    assert seen["ok"] and seen["error"]


HIP_SOURCE = """
typedef struct {{ unsigned x, y, z; }} dim3;
extern "C" int hipLaunchKernel(const void*, dim3, dim3, void**, unsigned long, void*);
extern "C" int __hipPushCallConfiguration(dim3, dim3, unsigned long, void*);
extern "C" int __hipPopCallConfiguration(dim3*, dim3*, unsigned long*, void*);
__attribute__((global)) void {name}(int *p) {{ p[0] = 1; }}
"""


def test_library_built_by_the_hip_toolchain(work, tmp_path):
    """Two HIP translation units (one --offload-compress) compiled by clang-19 and linked into a
    shared library by the system linker: what clang's own bundles hold, we list."""
    objects, sections = [], []
    for i, extra in enumerate(([], ["--offload-compress"])):
        src = tmp_path / f"tu{i}.hip"
        src.write_text(HIP_SOURCE.format(name=f"kern{i}"))
        obj = tmp_path / f"tu{i}.o"
        done = subprocess.run(["clang-19", "-x", "hip", "--offload-arch=gfx90a:xnack+",
                               "--offload-arch=gfx1030", "-nogpulib", "-nogpuinc", "-fPIC",
                               *extra, "-c", str(src), "-o", str(obj)],
                              capture_output=True, text=True, check=False)
        if done.returncode:
            pytest.skip(f"clang-19 cannot compile HIP here: {done.stderr[-300:]}")
        section = tmp_path / f"tu{i}.fatbin"
        run("llvm-objcopy-19", f"--dump-section=.hip_fatbin={section}", str(obj),
            str(tmp_path / "discard.o"))
        objects.append(obj)
        sections.append(section)
    lib = tmp_path / "libtu.so"
    done = subprocess.run(["clang-19", "-shared", *map(str, objects), "-o", str(lib)],
                          capture_output=True, text=True, check=False)
    if done.returncode:
        pytest.skip(f"no host linker: {done.stderr[-300:]}")
    fat = open_fat_binary(lib)
    assert [b.compressed for b in fat.bundles] == [False, True]
    for bundle, section in zip(fat.bundles, sections):
        assert sorted(e.id for e in bundle.entries) == clang_list(section)
        ids = [e.id for e in bundle.entries if not e.id.startswith("host-")]
        got = [bytes(c.data) for c in fat.code_objects if c.bundle is bundle]
        assert got == clang_unbundle(section, ids, tmp_path)
    assert sorted(c.target_id for c in fat.code_objects) == [
        "gfx1030", "gfx1030", "gfx90a:xnack+", "gfx90a:xnack+"]
