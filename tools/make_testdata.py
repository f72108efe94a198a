#!/usr/bin/env python3
"""Regenerate the code object test corpus in testdata/ with the LLVM 15 and 19 tools.

Every object in testdata/corpus/ is made by this script from the sources in testdata/src/, and
every command it ran is written to testdata/MANIFEST.json. Run it from anywhere:

    python tools/make_testdata.py            # rebuild testdata/corpus, sample/ and MANIFEST.json
    python tools/make_testdata.py --check    # rebuild into a temporary tree and compare hashes
    python tools/make_testdata.py --expected # also rewrite testdata/EXPECTED.json (needs tests/refs.py)

The commands run with testdata/ as the working directory and relative paths, so the outputs do not
depend on where the repository lives, and a rerun with the same tool versions gives the same bytes.

Matrix (see docs/testing.md):
  LLVM 15 (clang-15, llvm-mc-15, ld.lld-15): code object V2 and V3.
  LLVM 19 (clang-19, llvm-mc-19, ld.lld-19): code object V4, V5 and V6 (generic targets only in V6).
For each (version, target) every OpenCL source is compiled with `clang -S`, assembled with
`llvm-mc -filetype=obj` and linked with `ld.lld -shared`. Target-ID variants (xnack/sramecc) build
only vector_add.cl. Hand-written assembly in src/asm/ names its own target and version in a
`; codeobj-testdata:` header line. Multi-object links (link_main.cl + link_lib.cl) exercise
cross-object calls and data references.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
TESTDATA = REPO / "testdata"

TRIPLE = "amdgcn-amd-amdhsa"

# The OpenCL sources compiled for every (version, target) of the matrix.
SOURCES = ["vector_add.cl", "calls.cl", "scratch.cl", "globals.cl", "lds_atomics.cl", "matrix.cl"]
# The sources compiled for the target-ID variants.
VARIANT_SOURCES = ["vector_add.cl"]

PLAIN_TARGETS_19 = [
    "gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx942",
    "gfx1010", "gfx1030", "gfx1100", "gfx1151", "gfx1200", "gfx1201",
]
GENERIC_TARGETS = ["gfx9-generic", "gfx11-generic"]

# (code object version, targets built from every source, target-ID variants built from VARIANT_SOURCES)
MATRIX: list[tuple[int, list[str], list[str]]] = [
    # clang-15 writes V2 up to gfx906 ("code object V2 does not support processor gfx908").
    (2, ["gfx803", "gfx900", "gfx906"], ["gfx900:xnack-", "gfx906:xnack+"]),
    # LLVM 15 knows no gfx942, gfx1151, gfx1200, gfx1201 or generic targets, and its gfx1100
    # output does not reassemble (llvm-mc-15: "destination must be different than all sources"
    # on the v_mad_u64_u32 that clang-15 itself emits), so V3 stops at gfx1030.
    (3, ["gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx1010", "gfx1030"],
     ["gfx90a:xnack-", "gfx906:sramecc-", "gfx908:sramecc+:xnack-"]),
    (4, PLAIN_TARGETS_19, ["gfx90a:xnack+", "gfx906:sramecc-", "gfx908:sramecc+:xnack-"]),
    (5, PLAIN_TARGETS_19, ["gfx90a:xnack+", "gfx90a:sramecc-:xnack-", "gfx942:xnack+",
                           "gfx1010:xnack+"]),
    (6, PLAIN_TARGETS_19 + GENERIC_TARGETS, ["gfx9-generic:xnack+", "gfx942:sramecc-"]),
]

# Multi-object links: (version, target). link_main.cl calls and reads what link_lib.cl defines.
LINK_SOURCES = ["link_main.cl", "link_lib.cl"]
LINK_MATRIX: list[tuple[int, str]] = [
    (3, "gfx90a"), (4, "gfx90a"), (5, "gfx90a"), (5, "gfx942"), (5, "gfx1100"), (6, "gfx942"),
]

# The README quick-start sample.
SAMPLE = ("vector_add.cl", 5, "gfx90a")

OPT_LEVEL = "-O2"


@dataclass(frozen=True)
class Toolchain:
    major: int

    @property
    def clang(self) -> str:
        return f"clang-{self.major}"

    @property
    def mc(self) -> str:
        return f"llvm-mc-{self.major}"

    @property
    def lld(self) -> str:
        return f"ld.lld-{self.major}"


def toolchain_for(version: int) -> Toolchain:
    """LLVM 15 is the last to write V2 and V3; LLVM 19 writes V4 to V6."""
    return Toolchain(15 if version <= 3 else 19)


def processor_and_features(target_id: str) -> tuple[str, list[str]]:
    """`gfx908:sramecc+:xnack-` -> ("gfx908", ["+sramecc", "-xnack"]) for llvm-mc's -mattr."""
    processor, *features = target_id.split(":")
    mattrs = []
    for feature in features:
        name, sign = feature[:-1], feature[-1]
        if sign not in "+-":
            raise ValueError(f"bad target-ID feature {feature!r} in {target_id!r}")
        mattrs.append(sign + name)
    return processor, mattrs


def target_dirname(target_id: str) -> str:
    """Directory name for a target ID: colons are awkward in paths, so they become underscores."""
    return target_id.replace(":", "_")


def clang_command(tc: Toolchain, version: int, target_id: str, src: str, out: str) -> list[str]:
    return [
        tc.clang, "-x", "cl", "-cl-std=CL2.0", "-target", TRIPLE, f"-mcpu={target_id}",
        f"-mcode-object-version={version}", "-nogpulib", OPT_LEVEL, "-S", src, "-o", out,
    ]


def mc_command(tc: Toolchain, version: int, target_id: str, src: str, out: str) -> list[str]:
    processor, mattrs = processor_and_features(target_id)
    command = [tc.mc, f"-triple={TRIPLE}", f"-mcpu={processor}"]
    if mattrs:
        command.append("-mattr=" + ",".join(mattrs))
    command += [f"--amdhsa-code-object-version={version}", "-filetype=obj", src, "-o", out]
    return command


def lld_command(tc: Toolchain, inputs: list[str], out: str) -> list[str]:
    return [tc.lld, "-shared", *inputs, "-o", out]


@dataclass
class Step:
    """One tool run producing one file. Paths are relative to the testdata directory."""

    file: str
    sources: list[str]
    command: list[str]
    target: str
    version: int
    kind: str  # "asm" (clang -S output), "rel" (llvm-mc object) or "dyn" (ld.lld output)
    llvm: int
    group: str  # "matrix", "variant", "handwritten", "link" or "sample"


@dataclass
class Unit:
    """Steps that must run in order (compile, assemble, link one source)."""

    steps: list[Step]


def _source_targets(src_path: Path) -> set[str] | None:
    """Targets named in a `codeobj-testdata: targets=...` line, or None for every target."""
    match = re.search(r"codeobj-testdata:\s*targets=([\w,.:+-]+)", src_path.read_text())
    return set(match.group(1).split(",")) if match else None


def _processor(target_id: str) -> str:
    return target_id.split(":")[0]


def opencl_unit(version: int, target_id: str, src: str, group: str, outdir: str,
                srcdir: str = "src") -> Unit:
    tc = toolchain_for(version)
    stem = Path(src).stem
    base = f"{outdir}/{stem}"
    source = f"{srcdir}/{src}"
    common = {"target": target_id, "version": version, "llvm": tc.major, "group": group}
    return Unit([
        Step(f"{base}.s", [source], clang_command(tc, version, target_id, source, f"{base}.s"),
             kind="asm", **common),
        Step(f"{base}.o", [source], mc_command(tc, version, target_id, f"{base}.s", f"{base}.o"),
             kind="rel", **common),
        Step(f"{base}.hsaco", [source], lld_command(tc, [f"{base}.o"], f"{base}.hsaco"),
             kind="dyn", **common),
    ])


def _handwritten_header(path: Path) -> dict[str, str]:
    """The `; codeobj-testdata: mcpu=gfx90a:xnack+ cov=5` line of a hand-written assembly file."""
    match = re.search(r"^;\s*codeobj-testdata:(.*)$", path.read_text(), re.MULTILINE)
    if not match:
        raise SystemExit(f"{path}: missing '; codeobj-testdata: mcpu=... cov=...' header line")
    return dict(item.split("=", 1) for item in match.group(1).split())


def plan(testdata: Path) -> list[Unit]:
    units: list[Unit] = []
    for version, targets, variants in MATRIX:
        for target_id in targets:
            outdir = f"corpus/v{version}/{target_dirname(target_id)}"
            for src in SOURCES:
                wanted = _source_targets(testdata / "src" / src)
                if wanted is not None and _processor(target_id) not in wanted:
                    continue
                units.append(opencl_unit(version, target_id, src, "matrix", outdir))
        for target_id in variants:
            outdir = f"corpus/v{version}/{target_dirname(target_id)}"
            for src in VARIANT_SOURCES:
                units.append(opencl_unit(version, target_id, src, "variant", outdir))

    for version, target_id in LINK_MATRIX:
        tc = toolchain_for(version)
        outdir = f"corpus/link/v{version}/{target_dirname(target_id)}"
        steps: list[Step] = []
        objects = []
        common = {"target": target_id, "version": version, "llvm": tc.major, "group": "link"}
        for src in LINK_SOURCES:
            stem, source = Path(src).stem, f"src/{src}"
            steps.append(Step(f"{outdir}/{stem}.s", [source],
                              clang_command(tc, version, target_id, source, f"{outdir}/{stem}.s"),
                              kind="asm", **common))
            steps.append(Step(f"{outdir}/{stem}.o", [source],
                              mc_command(tc, version, target_id, f"{outdir}/{stem}.s",
                                         f"{outdir}/{stem}.o"),
                              kind="rel", **common))
            objects.append(f"{outdir}/{stem}.o")
        steps.append(Step(f"{outdir}/linked.hsaco", [f"src/{s}" for s in LINK_SOURCES],
                          lld_command(tc, objects, f"{outdir}/linked.hsaco"), kind="dyn", **common))
        units.append(Unit(steps))

    for path in sorted((testdata / "src" / "asm").glob("*.s")):
        header = _handwritten_header(path)
        target_id, version = header["mcpu"], int(header["cov"])
        tc = toolchain_for(version)
        source = f"src/asm/{path.name}"
        base = f"corpus/asm/{path.stem}"
        common = {"target": target_id, "version": version, "llvm": tc.major, "group": "handwritten"}
        units.append(Unit([
            Step(f"{base}.o", [source], mc_command(tc, version, target_id, source, f"{base}.o"),
                 kind="rel", **common),
            Step(f"{base}.hsaco", [source], lld_command(tc, [f"{base}.o"], f"{base}.hsaco"),
                 kind="dyn", **common),
        ]))

    src, version, target_id = SAMPLE
    # The sample compiles from a copy of its source kept beside it (see _copy_sample_sources).
    sample = opencl_unit(version, target_id, src, "sample", "sample", srcdir="sample")
    stem = Path(src).stem
    tag = f"{target_dirname(target_id)}-v{version}"
    output = re.compile(rf"^sample/{re.escape(stem)}\.(s|o|hsaco)$")

    def rename(arg: str) -> str:
        # sample/vector_add-gfx90a-v5.{s,o,hsaco}: the names say what they are.
        return output.sub(rf"sample/{stem}-{tag}.\1", arg)

    for step in sample.steps:
        step.command = [rename(arg) for arg in step.command]
        step.file = rename(step.file)
    units.append(sample)
    return units


SAMPLE_SOURCES = ["vector_add.cl", "common.h"]


def _copy_sample_sources(workdir: Path) -> None:
    """sample/ is self-contained for the README: copy the sample's sources next to it."""
    (workdir / "sample").mkdir(exist_ok=True)
    for name in SAMPLE_SOURCES:
        shutil.copyfile(workdir / "src" / name, workdir / "sample" / name)


def _write_sample_commands(workdir: Path, manifest: dict) -> None:
    lines = ["# Made by tools/make_testdata.py; run from testdata/. Do not edit.\n"]
    order = {"asm": 0, "rel": 1, "dyn": 2}
    sample = [e for e in manifest["entries"] if e["group"] == "sample"]
    for entry in sorted(sample, key=lambda e: order[e["kind"]]):
        lines.append(" ".join(entry["command"]) + "\n")
    (workdir / "sample" / "COMMANDS").write_text("".join(lines))


def _run_unit(unit: Unit, workdir: Path) -> list[tuple[Step, str]]:
    done = []
    for step in unit.steps:
        (workdir / step.file).parent.mkdir(parents=True, exist_ok=True)
        result = subprocess.run(step.command, check=False, cwd=workdir,
                                capture_output=True, text=True)
        # clang 19 warns that V6 is "still in development"; any other output is worth keeping.
        noise = [line for line in result.stderr.splitlines()
                 if "code object v6 is still in development" not in line]
        if result.returncode != 0:
            raise RuntimeError(f"{' '.join(step.command)} failed ({result.returncode}):\n"
                               + "\n".join(noise))
        done.append((step, "\n".join(noise)))
    return done


def _tool_versions(tools: set[str]) -> dict[str, str]:
    versions = {}
    for tool in sorted(tools):
        out = subprocess.run([tool, "--version"], check=False, capture_output=True, text=True).stdout
        lines = [line.strip() for line in out.splitlines() if line.strip()]
        # llvm-mc prints a banner line first ("Debian LLVM version ..." follows).
        versions[tool] = next((line for line in lines if "version" in line), lines[0] if lines else "")
    return versions


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def build(workdir: Path, jobs: int) -> dict:
    """Build everything under workdir (a copy of testdata/src must already be there)."""
    units = plan(workdir)
    needed = {step.command[0] for unit in units for step in unit.steps}
    missing = sorted(tool for tool in needed if shutil.which(tool) is None)
    if missing:
        raise SystemExit("missing tools: " + ", ".join(missing))
    for sub in ("corpus", "sample"):
        for path in sorted((workdir / sub).rglob("*"), reverse=True):
            if path.is_file() and path.suffix in (".s", ".o", ".hsaco"):
                path.unlink()
    _copy_sample_sources(workdir)
    results: list[tuple[Step, str]] = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for done in pool.map(lambda u: _run_unit(u, workdir), units):
            results.extend(done)
    entries = []
    for step, stderr in results:
        path = workdir / step.file
        entry = {
            "file": step.file,
            "source": step.sources[0] if len(step.sources) == 1 else step.sources,
            "tool": step.command[0],
            "command": step.command,
            "target": step.target,
            "version": step.version,
            "kind": step.kind,
            "llvm": step.llvm,
            "group": step.group,
            "size": path.stat().st_size,
            "sha256": _sha256(path),
        }
        if stderr:
            entry["stderr"] = stderr
        entries.append(entry)
    entries.sort(key=lambda e: e["file"])
    return {
        "generator": "tools/make_testdata.py",
        "cwd": "testdata",
        "tools": _tool_versions(needed),
        "entries": entries,
    }


def _write_json(path: Path, data: dict) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    os.replace(tmp, path)


def write_expected(testdata: Path, manifest: dict) -> None:
    """EXPECTED.json: what llvm-readelf-19 and comgr say about every object (the golden tier).

    Per object: the llvm_view() fields (target in comgr's form, the raw metadata target, code
    object version, e_flags and llvm-readelf's names for them, ELF type, kernel names, symbols as
    [name, value, size, type, bind, visibility, ndx], the merged metadata and the number of
    metadata notes) and comgr's isa name or the error comgr gave instead."""
    sys.path.insert(0, str(REPO / "tests"))
    import refs  # tests/refs.py, only needed for this step

    expected: dict[str, dict] = {}
    for entry in manifest["entries"]:
        if entry["kind"] == "asm":
            continue
        path = testdata / entry["file"]
        view = refs.llvm_view(path)
        record = {key: view[key] for key in (
            "target", "metadata_target", "code_object_version", "e_flags", "flag_names",
            "elf_type", "kernel_names", "metadata_notes")}
        record["metadata"] = view["merged_metadata"]
        record["symbols"] = [[s["name"], s["value"], s["size"], s["type"], s["bind"],
                              s["visibility"], s["ndx"]] for s in view["symbols"]]
        if "isa" in view:
            record["isa"] = view["isa"]
        if refs.comgr_available():
            comgr = refs.comgr_view(path)
            record["comgr_target"] = comgr["target"]
            if comgr.get("errors"):
                record["comgr_errors"] = comgr["errors"]
        expected[entry["file"]] = record
    data = {
        "generator": "tools/make_testdata.py --expected",
        "tools": refs.tool_versions(),
        "objects": expected,
    }
    tmp = testdata / "EXPECTED.json.tmp"
    # One object per line keeps the file small and its diffs readable.
    lines = [json.dumps(f"{name}", sort_keys=True) + ": " + json.dumps(record, sort_keys=True)
             for name, record in sorted(expected.items())]
    tmp.write_text("{\n" + ",\n".join(
        [f'"generator": {json.dumps(data["generator"])}',
         f'"tools": {json.dumps(data["tools"], sort_keys=True)}',
         '"objects": {\n' + ",\n".join(lines) + "\n}"]) + "\n}\n")
    json.loads(tmp.read_text())
    os.replace(tmp, testdata / "EXPECTED.json")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="rebuild in a temporary directory and compare with MANIFEST.json")
    parser.add_argument("--expected", action="store_true",
                        help="also write EXPECTED.json from llvm-readelf and comgr")
    parser.add_argument("--expected-only", action="store_true",
                        help="only rewrite EXPECTED.json from the committed corpus")
    parser.add_argument("-j", "--jobs", type=int, default=2)
    args = parser.parse_args(argv)

    if args.expected_only:
        manifest = json.loads((TESTDATA / "MANIFEST.json").read_text())
        write_expected(TESTDATA, manifest)
        return 0

    if args.check:
        committed = json.loads((TESTDATA / "MANIFEST.json").read_text())
        with tempfile.TemporaryDirectory() as tmp:
            work = Path(tmp)
            shutil.copytree(TESTDATA / "src", work / "src")
            fresh = build(work, args.jobs)
        old = {e["file"]: e["sha256"] for e in committed["entries"]}
        new = {e["file"]: e["sha256"] for e in fresh["entries"]}
        differ = sorted(f for f in old.keys() | new.keys() if old.get(f) != new.get(f))
        for name in differ:
            print(f"differs: {name}")
        print(f"{len(new)} files rebuilt, {len(differ)} differ")
        return 1 if differ else 0

    manifest = build(TESTDATA, args.jobs)
    _write_json(TESTDATA / "MANIFEST.json", manifest)
    _write_sample_commands(TESTDATA, manifest)
    total = sum(e["size"] for e in manifest["entries"])
    print(f"{len(manifest['entries'])} files, {total / 1e6:.1f} MB")
    if args.expected:
        write_expected(TESTDATA, manifest)
    return 0


if __name__ == "__main__":
    sys.exit(main())
