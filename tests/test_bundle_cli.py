"""`codeobj list`, `extract` and `bundle` on inputs made in-process (no external tools needed)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from codeobj.cli.main import main

from codeobj.bundle import BundleInput, scan, write_bundle

from .fatbin_harness import run_cli as run
from .test_bundle import code_object, host_elf

TARGETS = ["gfx90a:xnack+", "gfx90a:xnack-", "gfx1030"]


def hipv4(target: str) -> str:
    return f"hipv4-amdgcn-amd-amdhsa--{target}"


@pytest.fixture
def files(tmp_path) -> dict[str, Path]:
    objects = {t: code_object(t, bytes([i + 0x41]), 500 + i) for i, t in enumerate(TARGETS)}
    inputs = [BundleInput(hipv4(t), data) for t, data in objects.items()]
    paths = {}
    for t, data in objects.items():
        paths[t] = tmp_path / f"{t.replace(':', '_')}.hsaco"
        paths[t].write_bytes(data)
    paths["plain"] = tmp_path / "plain.bundle"
    paths["plain"].write_bytes(write_bundle(inputs))
    paths["zstd"] = tmp_path / "z.bundle"
    paths["zstd"].write_bytes(write_bundle(inputs, compress="zstd", version=3))
    paths["host"] = tmp_path / "libapp.so"
    paths["host"].write_bytes(host_elf([write_bundle(inputs[:2]),
                                        write_bundle(inputs[1:], compress="zlib")])[0])
    return paths


def test_list_text(files, capsysbinary):
    code, out, _ = run(capsysbinary, "list", files["plain"], files["gfx1030"])
    assert code == 0
    assert out.splitlines() == [
        f"file://{files['plain']}#offset=4096&size=500\tamdgcn-amd-amdhsa--gfx90a:xnack+",
        f"file://{files['plain']}#offset=8192&size=501\tamdgcn-amd-amdhsa--gfx90a:xnack-",
        f"file://{files['plain']}#offset=12288&size=502\tamdgcn-amd-amdhsa--gfx1030",
        f"{files['gfx1030']}\tamdgcn-amd-amdhsa--gfx1030",  # a loose code object: its path
    ]


def test_list_same_uris_for_plain_and_compressed(files, capsysbinary):
    _, plain, _ = run(capsysbinary, "list", files["plain"])
    _, comp, _ = run(capsysbinary, "list", files["zstd"])
    assert plain.replace(str(files["plain"]), "X") == comp.replace(str(files["zstd"]), "X")


def test_list_json(files, capsysbinary):
    code, out, _ = run(capsysbinary, "list", "--json", "--target", "gfx90a", files["host"])
    doc = json.loads(out)
    assert code == 0
    assert [c["target_id"] for c in doc["code_objects"]] == [
        "gfx90a:xnack+", "gfx90a:xnack-", "gfx90a:xnack-"]
    assert [c["compressed"] for c in doc["code_objects"]] == [False, False, True]
    (f,) = doc["files"]
    assert f["kind"] == "host-elf" and len(f["bundles"]) == 2
    comp = f["bundles"][1]["compression"]
    assert comp["method"] == "zlib" and comp["version"] == 2
    assert f["bundles"][0]["section"] == ".hip_fatbin"
    assert f["bundles"][0]["entries"][0] == {"id": "host-x86_64-unknown-linux--",
                                             "offset": 4096, "size": 0}


def test_list_continues_after_a_bad_file(files, tmp_path, capsysbinary):
    bad = tmp_path / "bad.bundle"
    bad.write_bytes(files["plain"].read_bytes()[:100])
    code, out, err = run(capsysbinary, "list", bad, files["gfx1030"])
    assert code == 1
    assert err.startswith(f"error: {bad}: bundle 0")
    assert out.count("\n") == 1


def test_list_bad_target_is_a_usage_error(files, capsysbinary):
    code, _, err = run(capsysbinary, "list", "--target", "gfx9999", files["plain"])
    assert code == 2 and "unknown processor" in err


def test_extract_names_and_bytes(files, tmp_path, capsysbinary):
    out_dir = tmp_path / "out"
    code, out, err = run(capsysbinary, "extract", "-d", out_dir, files["zstd"], files["host"])
    assert code == 0, err
    names = [Path(p).name for p in out.split()]
    assert names == [
        "z.bundle-hipv4-amdgcn-amd-amdhsa--gfx90a_xnack+.hsaco",
        "z.bundle-hipv4-amdgcn-amd-amdhsa--gfx90a_xnack-.hsaco",
        "z.bundle-hipv4-amdgcn-amd-amdhsa--gfx1030.hsaco",
        "libapp.so-000-hipv4-amdgcn-amd-amdhsa--gfx90a_xnack+.hsaco",
        "libapp.so-000-hipv4-amdgcn-amd-amdhsa--gfx90a_xnack-.hsaco",
        "libapp.so-001-hipv4-amdgcn-amd-amdhsa--gfx90a_xnack-.hsaco",
        "libapp.so-001-hipv4-amdgcn-amd-amdhsa--gfx1030.hsaco",
    ]
    for name in names:
        target = name.split("--")[1].removesuffix(".hsaco").replace("_", ":")
        assert (out_dir / name).read_bytes() == files[target].read_bytes()
    assert not list(out_dir.glob(".codeobj-*"))  # no temporary files left behind


def test_extract_by_uri_in_compressed_bundle(files, tmp_path, capsysbinary):
    uri = f"file://{files['zstd']}?size=0x1f6&offset=0x3000"  # gfx1030 (502 bytes)
    code, _, err = run(capsysbinary, "extract", uri, "-o", tmp_path / "x.hsaco")
    assert code == 0, err
    assert (tmp_path / "x.hsaco").read_bytes() == files["gfx1030"].read_bytes()


def test_extract_to_stdout(files, capsysbinary):
    main(["extract", "--target", "gfx1030", "-o", "-", str(files["plain"])])
    assert capsysbinary.readouterr().out == files["gfx1030"].read_bytes()


def test_extract_errors(files, tmp_path, capsysbinary):
    code, _, err = run(capsysbinary, "extract", "--target", "gfx90a", "-o", tmp_path / "o",
                       files["plain"])
    assert code == 2 and "2 code objects are selected" in err
    code, _, err = run(capsysbinary, "extract", "--target", "gfx1100", files["plain"])
    assert code == 1 and "no code object for target gfx1100" in err
    code, _, err = run(capsysbinary, "extract", "-o", "a", "-d", "b", files["plain"])
    assert code == 2
    code, _, err = run(capsysbinary, "extract", "memory://7#offset=0&size=1", "-o", "a")
    assert code == 1 and "live process memory is not supported" in err


@pytest.mark.parametrize("extra", [[], ["--compress", "zlib"],
                                   ["--compress", "zstd", "--format-version", "3"]])
def test_bundle_command(files, tmp_path, capsysbinary, extra):
    out = tmp_path / "made.bundle"
    code, _, err = run(capsysbinary, "bundle", "-o", out, *extra, files["gfx90a:xnack+"],
                       f"openmp-amdgcn-amd-amdhsa--gfx1030={files['gfx1030']}")
    assert code == 0, err
    items = scan(out)
    assert [c.entry_id for c in items] == [hipv4("gfx90a:xnack+"),
                                           "openmp-amdgcn-amd-amdhsa--gfx1030"]
    assert bytes(items[1].data) == files["gfx1030"].read_bytes()


def test_bundle_command_warns_on_mismatched_entry_id(files, tmp_path, capsysbinary):
    code, _, err = run(capsysbinary, "bundle", "-o", tmp_path / "m.bundle",
                       f"{hipv4('gfx1030')}={files['gfx90a:xnack+']}")
    assert code == 0 and "warning:" in err and "gfx90a:xnack+" in err


def test_bundle_command_needs_an_id_for_unknown_files(tmp_path, capsysbinary):
    blob = tmp_path / "blob.bin"
    blob.write_bytes(b"not elf")
    code, _, err = run(capsysbinary, "bundle", "-o", tmp_path / "m.bundle", blob)
    assert code == 2 and "ENTRYID=PATH" in err


def test_list_says_when_a_host_file_has_no_code_objects(tmp_path, capsysbinary):
    empty = tmp_path / "plain.so"
    empty.write_bytes(host_elf([])[0])
    code, out, err = run(capsysbinary, "list", empty)
    assert (code, out) == (1, "")
    assert err == (f"error: {empty}: no AMD GPU code object: an ELF file for X86_64 with no "
                   "offload bundle (.hip_fatbin, __CLANG_OFFLOAD_BUNDLE__) or offload binary "
                   "(.llvm.offloading)\n")


# Command lines the entry point reads without click (cli/list_core.py), and others it leaves
# to click: the plain ones must be read exactly as click reads them.
_PLAIN_LIST = [["a.o"], ["a.o", "b.so", "-"], ["--json", "a.o"], ["-l", "a.o"],
               ["--long", "--json", "a.o", "file://a.o#offset=0&size=8"]]
_CLICK_LIST = [[], ["--json"], ["--help"], ["-h", "a.o"], ["-t", "gfx90a", "a.o"],
               ["--target=gfx90a", "a.o"], ["--limit", "input=1M", "a.o"], ["-l1", "a.o"],
               ["--json=1", "a.o"], ["--", "a.o"], ["--bogus", "a.o"]]


@pytest.mark.parametrize("args", _PLAIN_LIST)
def test_plain_list_lines_read_as_click_reads_them(args: list[str]) -> None:
    from codeobj.cli.bundles import list_cmd
    from codeobj.cli.list_core import parse_plain_args

    ours = parse_plain_args(args)
    assert ours is not None
    params = list_cmd.make_context("list", list(args)).params
    params.pop("limits")
    assert ours == params


@pytest.mark.parametrize("args", _CLICK_LIST)
def test_other_list_lines_are_left_to_click(args: list[str]) -> None:
    from codeobj.cli.list_core import parse_plain_args

    assert parse_plain_args(args) is None


def test_plain_list_flags_are_the_click_commands() -> None:
    from codeobj.cli.bundles import list_cmd
    from codeobj.cli.list_core import PLAIN_FLAGS

    names = {flag: param.name for param in list_cmd.params for flag in param.opts}
    for flag, (keyword, _kind, _value) in PLAIN_FLAGS.items():
        assert names[flag] == keyword, flag


def test_entry_point_list_equals_the_click_command(files: dict[str, Path], tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str],
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    import codeobj.cli.list_core as core

    fat, host, zstd = (str(files[k]) for k in ("plain", "host", "zstd"))

    def run_main(args: list[str]) -> tuple[object, str, str]:
        try:
            main(["list", *args])
            code: object = 0
        except SystemExit as e:
            code = e.code
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    for args in ([fat], ["-l", host, zstd], ["--json", fat, host], ["--json", "-l", zstd],
                 [fat, str(tmp_path / "missing")], ["--json", str(tmp_path)]):
        fast = run_main(args)
        with monkeypatch.context() as m:
            m.setattr(core, "parse_plain_args", lambda args: None)
            slow = run_main(args)
        assert fast == slow, args
        assert fast[0] in (0, 1)
