"""Tier 5, the campaign of issue 18: hostile input everywhere gives a result or a clear error
naming the input, in bounded time and memory (tests/hostile.py runs each case in a child under
a CPU and a memory cap).

- a seeded slice of the mutation campaign for every entry point (a longer one in the slow tier);
- every input of the issue, and of what already held, as a fixed case;
- what a child process cannot show from inside: output files under kill -9, SIGTERM, a full
  disk, concurrency, hash seeds, names that would climb out of the output directory, and the
  limits raised by option.

The assembler's entry points and inputs were left to the assembler's rework; it has landed and
they pass.  A case or entry point that still fails is named in STILL_FAILING (xfail, not strict).
"""

from __future__ import annotations

import os
import random
import resource
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

from . import hostile, refs

FAST_CASES = int(os.environ.get("CODEOBJ_CAMPAIGN_FAST", "6"))
SLOW_CASES = int(os.environ.get("CODEOBJ_CAMPAIGN_SLOW", "150"))
SEED = 20261125
STILL_FAILING_REASON = "still fails (issue 18)"
#: the entry points and fixed cases (by name) that still fail: none today
STILL_FAILING: frozenset[str] = frozenset()
CODEOBJ = [sys.executable, "-m", "codeobj.cli.main"]


@pytest.fixture(scope="module")
def seeds() -> hostile.Seeds:
    seeds = hostile.Seeds()
    hostile.preload(seeds)
    hostile.settle()  # cheaper forks (tests/hostile.py)
    return seeds


def _entry_params(slow: bool):
    marks = [pytest.mark.slow] if slow else []
    return [pytest.param(entry, marks=marks + ([pytest.mark.xfail(reason=STILL_FAILING_REASON)]
                                               if entry in STILL_FAILING else []))
            for entry in hostile.ENTRIES]


def _campaign(seeds, entry: str, cases: int, tmp_path: Path, first: int = 0) -> None:
    tally = hostile.run_slice(SEED, entry, range(first, first + cases), str(tmp_path), seeds,
                              cpu_cap=8)
    bad = [r for rs in tally.examples.values() for r in rs]
    assert tally.failures == 0, hostile.table({entry: tally}) + "\n" + hostile.describe(bad)
    assert tally.cases == cases


@pytest.mark.parametrize("entry", _entry_params(slow=False))
def test_campaign_slice(seeds, entry, tmp_path):
    _campaign(seeds, entry, FAST_CASES, tmp_path)


#: cases the long campaigns found (tools/hostile_campaign.py; CHANGELOG, docs/limits.md), run
#: again: each was a traceback, a memory blow-up or an error not naming its input
FOUND = [(99, "check", 27), (104, "build", 89), (8, "library: load", 10724),
         (9, "link", 1559), (9, "build", 1614), (9, "build", 2775), (9, "dump --json", 11557),
         (9, "link", 13482), (9, "link", 13979), (9, "build", 5186),
         (9, "build -c", 15619), (10, "build", 1096), (13, "build", 98), (13, "build", 135),
         (17, "dump --yaml", 196)]


@pytest.mark.parametrize("seed, entry, index", FOUND, ids=[f"{s}-{e}#{i}" for s, e, i in FOUND])
def test_a_case_the_campaign_found_stays_fixed(seeds, seed, entry, index, tmp_path):
    result = hostile.run_case(hostile.make_case(seed, entry, index, seeds), str(tmp_path),
                              cpu_cap=8)
    assert result.outcome in ("ok", "error"), hostile.describe([result])


@pytest.mark.parametrize("entry", _entry_params(slow=True))
def test_campaign_longer_slice(seeds, entry, tmp_path):
    _campaign(seeds, entry, SLOW_CASES, tmp_path, first=FAST_CASES)


# inputs of a hundred megabytes and more: the slow tier
_HEAVY = ("100 MiB each", "200 MiB zlib", "/dev/zero", "256 MB zero")


def _fixed_params():
    out = []
    for f in hostile.FIXED():
        marks = []
        if f.name in STILL_FAILING:
            marks.append(pytest.mark.xfail(reason=STILL_FAILING_REASON))
        if any(h in f.name for h in _HEAVY):
            marks.append(pytest.mark.slow)
        out.append(pytest.param(f, id=f.name, marks=marks))
    return out


@pytest.mark.parametrize("fixed", _fixed_params())
def test_fixed_case(fixed, tmp_path):
    result = hostile.run_case(fixed.make(), str(tmp_path), cpu_cap=8)
    assert result.outcome in ("ok", "error"), hostile.describe([result])
    assert result.cpu <= hostile.TIME_BUDGET and result.rss <= hostile.MEMORY_BUDGET


def test_the_table_has_every_entry_point():
    assert len(hostile.ENTRIES) == 15
    tallies = {entry: hostile.Tally() for entry in hostile.ENTRIES}
    text = hostile.table(tallies)
    assert all(entry in text for entry in hostile.ENTRIES)


def test_the_harness_sees_each_outcome(tmp_path):
    """A traceback, a hang, a memory blow-up and an unnamed error, each made on purpose."""
    def case(code: str) -> hostile.Case:
        return hostile.Case("probe", "", {"probe.py": code.encode()}, argv=None, call="probe",
                            args=("probe.py", False), names=("probe.py",))

    hostile.LIBRARY["probe"] = lambda name, _: exec(Path(name).read_text())  # noqa: S102
    try:
        found = {code: hostile.run_case(case(code), str(tmp_path), cpu_cap=2,
                                        data_cap=256 << 20).outcome
                 for code in ("pass", "1/0", "while True: pass", "b = bytearray(1 << 30)",
                              ("from codeobj.errors import FormatError\n"
                               "raise FormatError('no name')"),
                              ("from codeobj.errors import FormatError\n"
                               "raise FormatError('x', source='probe.py')"))}
    finally:
        del hostile.LIBRARY["probe"]
    assert list(found.values()) == ["ok", "traceback", "hang", "memory", "unnamed", "error"]


# -- output files ------------------------------------------------------------------------------


def _bundle_args(tmp_path: Path, size: int = 48 << 20) -> tuple[list[str], Path]:
    """A `codeobj bundle` command line that writes ``size`` bytes or so, and its output."""
    data = bytearray(hostile.corpus(hostile.V5))
    big = tmp_path / "big.hsaco"
    big.write_bytes(bytes(data) + os.urandom(size))  # random: nothing compresses it away
    out = tmp_path / "out" / "x.bundle"
    out.parent.mkdir()
    return [*CODEOBJ, "bundle", "-o", str(out), f"hipv4-amdgcn-amd-amdhsa--gfx90a={big}"], out


@pytest.mark.slow
def test_kill_9_leaves_the_old_file_or_the_new_one_and_no_temporary(tmp_path):
    argv, out = _bundle_args(tmp_path)
    out.write_bytes(b"old")
    started = time.monotonic()
    subprocess.run(argv, check=True)
    took = time.monotonic() - started
    new = out.read_bytes()
    out.write_bytes(b"old")
    rng = random.Random(1)
    leftovers = 0
    for _ in range(30):
        proc = subprocess.Popen(argv)
        time.sleep(rng.uniform(0.5 * took, took))  # the output is written at the end
        proc.kill()
        proc.wait()
        assert out.read_bytes() in (b"old", new)
        stray = [p for p in out.parent.iterdir() if p.name.startswith(".codeobj-")]
        leftovers += len(stray)
        for p in stray:
            p.unlink()
        out.write_bytes(b"old")
    assert leftovers == 0


def _catches(pid: int, signum: int) -> bool:
    """Whether process ``pid`` has a handler for ``signum`` (SigCgt of /proc/PID/status)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    mask = next(int(line.split()[1], 16) for line in status.splitlines()
                if line.startswith("SigCgt:"))
    return bool(mask >> (signum - 1) & 1)


def test_sigterm_removes_the_temporary_file(tmp_path):
    argv, out = _bundle_args(tmp_path, 128 << 20)
    out.write_bytes(b"old")
    proc = subprocess.Popen(argv, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 30
    while not _catches(proc.pid, signal.SIGTERM) and proc.poll() is None:
        assert time.monotonic() < deadline, "the command never installed its SIGTERM handler"
        time.sleep(0.01)
    time.sleep(0.3)  # into reading and bundling
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate()
    if proc.returncode == 0:
        pytest.skip("the command ended before the signal")
    assert proc.returncode == 128 + signal.SIGTERM, err
    assert b"terminated" in err
    assert out.read_bytes() == b"old"
    assert [p.name for p in out.parent.iterdir()] == ["x.bundle"]


def _limit_file_size(limit: int):
    def apply() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # EFBIG instead of a signal
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return apply


def test_a_full_disk_names_the_output_and_keeps_it(tmp_path):
    argv, out = _bundle_args(tmp_path, 4 << 20)
    out.write_bytes(b"old")
    proc = subprocess.run(argv, check=False, capture_output=True, text=True,
                          preexec_fn=_limit_file_size(1 << 20))
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"error: {out}:") and ".codeobj-" not in proc.stderr
    assert out.read_bytes() == b"old"
    assert [p.name for p in out.parent.iterdir()] == ["x.bundle"]
    proc = subprocess.run([*CODEOBJ, "extract", "-o", "/dev/full", str(refs.REPO / "testdata" /
                                                                     hostile.V5)],
                          check=False, capture_output=True, text=True)
    assert proc.returncode == 1 and "/dev/full" in proc.stderr and "space" in proc.stderr


def test_an_unwritable_path_names_the_output(tmp_path):
    src = str(refs.REPO / "testdata" / hostile.V5)
    for target in (tmp_path / "no" / "such" / "dir" / "x.hsaco", Path("/proc/version")):
        proc = subprocess.run([*CODEOBJ, "extract", "-o", str(target), src], check=False,
                              capture_output=True, text=True)
        assert proc.returncode == 1
        assert proc.stderr.startswith(f"error: {target}:") and ".codeobj-" not in proc.stderr


def test_concurrent_commands_and_library_calls(tmp_path):
    argv, out = _bundle_args(tmp_path, 1 << 20)
    procs = [subprocess.Popen(argv) for _ in range(4)]
    assert [p.wait() for p in procs] == [0] * 4
    import codeobj

    assert len(codeobj.scan(str(out))) == 1
    paths = [refs.REPO / "testdata" / p for p in hostile._DYN[:8]]
    expected = {p: len(codeobj.open_code_object(p).kernels) for p in paths}
    errors: list = []

    def work(path: Path, limit: int) -> None:
        try:
            with codeobj.use_limits(metadata_depth=limit):
                for _ in range(5):
                    assert codeobj.current_limits().metadata_depth == limit
                    assert len(codeobj.open_code_object(path).kernels) == expected[path]
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(p, 10 + i)) for i, p in enumerate(paths)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    from codeobj.limits import DEFAULT_LIMITS

    assert codeobj.current_limits() == DEFAULT_LIMITS


@pytest.mark.slow  # tens of seconds: the full tier only (docs/testing.md)
def test_output_is_the_same_under_every_hash_seed(tmp_path):
    src = refs.REPO / "testdata" / hostile.ASM_V5
    obj = refs.REPO / "testdata" / "corpus/v5/gfx90a/vector_add.o"
    outputs = []
    for seed in ("0", "1", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        d = tmp_path / seed
        d.mkdir()

        def run(*a, env=env) -> bytes:
            return subprocess.run([*CODEOBJ, *map(str, a)], env=env, check=True,
                                  capture_output=True).stdout
        dumped = run("dump", "--json", obj) + run("dump", "--yaml", obj)
        run("build", "-c", "-o", d / "k.o", src)
        run("link", "-o", d / "k.hsaco", obj)
        run("bundle", "--compress", "zstd", "-o", d / "k.bundle", d / "k.hsaco")
        outputs.append((dumped, *((d / n).read_bytes() for n in ("k.o", "k.hsaco", "k.bundle"))))
    assert outputs[0] == outputs[1] == outputs[2]


def test_entry_ids_and_member_names_cannot_climb_out_of_the_directory(tmp_path):
    from codeobj.bundle import BundleInput, write_bundle

    co = hostile.corpus(hostile.V5)
    bundle = write_bundle([BundleInput("hipv4-amdgcn-amd-amdhsa--/../../../escape", co),
                           BundleInput("hip-x-/tmp/abs", co)])
    archive = hostile.ar_archive([("../../up.bundle", bundle)])
    (tmp_path / "lib.a").write_bytes(archive)
    (tmp_path / "b.bundle").write_bytes(bundle)
    out = tmp_path / "out"
    for name in ("b.bundle", "lib.a"):
        proc = subprocess.run([*CODEOBJ, "extract", "-d", str(out), str(tmp_path / name)],
                              check=False, capture_output=True, text=True)
        assert proc.returncode == 0, proc.stderr
    written = sorted(p.name for p in out.iterdir())
    assert len(written) == 4 and all("/" not in n and not n.startswith(".") for n in written)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b.bundle", "lib.a", "out"]


# -- the limits, raised ------------------------------------------------------------------------


def test_a_limit_is_raised_by_option_and_in_the_library(tmp_path):
    import codeobj

    path = tmp_path / "z.bundle"
    path.write_bytes(hostile.zstd_bundle(1 << 20))
    low = subprocess.run([*CODEOBJ, "list", "--limit", "decompressed=512K", str(path)],
                         check=False, capture_output=True, text=True)
    assert low.returncode == 1 and "--limit decompressed=SIZE" in low.stderr
    assert str(path) in low.stderr
    assert subprocess.run([*CODEOBJ, "list", str(path)], check=False,
                          capture_output=True).returncode == 0
    with codeobj.use_limits(decompressed=512 << 10), pytest.raises(codeobj.BundleError):
        codeobj.scan(str(path))
    assert len(codeobj.scan(str(path), max_decompressed=2 << 20)) == 1

    deep = hostile.with_metadata(hostile.corpus(hostile.V5), hostile._nested(71))
    (tmp_path / "deep.hsaco").write_bytes(deep)
    note = next(n for n in codeobj.open_code_object(tmp_path / "deep.hsaco").notes
                if n.is_metadata)
    assert "nesting deeper than the limit of 64" in note.error
    with codeobj.use_limits(metadata_depth=100):
        assert codeobj.open_code_object(tmp_path / "deep.hsaco").metadata is not None
    proc = subprocess.run([*CODEOBJ, "dump", "--limit", "metadata-depth=100", "--metadata",
                           str(tmp_path / "deep.hsaco")], check=False, capture_output=True,
                          text=True)
    assert proc.returncode == 0 and "nesting deeper" not in proc.stdout


@pytest.mark.parametrize("bad", ["decompressed", "nope=1", "input=-1", "input=1X",
                                 "metadata-depth=0x10", "decompressed=" + "9" * 30])
def test_a_bad_limit_is_a_usage_error(bad):
    proc = subprocess.run([*CODEOBJ, "dump", "--limit", bad, "x"], check=False, capture_output=True,
                          text=True)
    assert proc.returncode == 2 and "--limit" in proc.stderr


@pytest.mark.llvm19
@pytest.mark.slow
def test_disasm_of_a_256_mb_zero_section_keeps_up_with_llvm_objdump(tmp_path):
    hostile.sparse_zero_text(256 << 20)(tmp_path)
    path = str(tmp_path / "zero.hsaco")

    def cpu(argv: list[str]) -> float:
        best = float("inf")
        for _ in range(3):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            subprocess.run(argv, check=True, stdout=subprocess.DEVNULL)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            best = min(best, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
        return best

    ours, theirs = cpu([*CODEOBJ, "disasm", path]), cpu(["llvm-objdump-19", "-d", path])
    # within 2x, with room for Python's start-up on a busy machine
    assert ours <= 2 * theirs + 0.5, (ours, theirs)


@pytest.mark.slow
def test_the_campaign_script_prints_the_table(tmp_path):
    script = refs.script("tools/hostile_campaign.py")
    with tempfile.TemporaryDirectory() as work:
        text = script.main(["--seed", "3", "--cases", "1", "--workers", "1", "--workdir", work,
                            "--entries", "dump,check"])
    assert "| dump " in text and "| check " in text


def test_the_campaign_script_adds_up_runs(tmp_path):
    """--combine: runs over disjoint cases (one process per CPU, other --first ranges) make one
    table: counts summed, the max columns the largest (here one run's table twice)."""
    script = refs.script("tools/hostile_campaign.py")
    with tempfile.TemporaryDirectory() as work:
        text = script.main(["--seed", "3", "--cases", "2", "--first", "100", "--workers", "1",
                            "--workdir", work, "--entries", "dump,list"])
    assert "cases 100.. of each entry point" in text
    path = tmp_path / "t.txt"
    path.write_text(text)

    def rows(table: str) -> dict[str, list[str]]:
        return {ln.split("|")[1].strip(): [c.strip() for c in ln.strip("|").split("|")[1:]]
                for ln in table.splitlines() if ln.startswith("| ")}

    one, two = rows(text), rows(script.main(["--combine", str(path), str(path)]))
    assert one["dump"][0] == "2" and two["dump"][0] == "4" and two["list"][0] == "4"
    assert [int(c) * 2 for c in one["dump"][1:7]] == [int(c) for c in two["dump"][1:7]]
    assert one["dump"][7:] == two["dump"][7:]
