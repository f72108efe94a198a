#!/usr/bin/env python3
"""The hostile-input campaign of issue 18, as long as you like: every command and library entry
point on mutated real inputs, each case in a child under a CPU and a memory cap; prints the table.

Usage:
    python tools/hostile_campaign.py [--seed N] [--cases N] [--first I] [--budget SECONDS]
                                     [--workers N]
                                     [--entries "dump,check,..."] [--fixed] [--show N]
                                     [--time-cap S] [--memory-budget MB] [--workdir DIR]
    python tools/hostile_campaign.py --seed N --replay "check#123" [--keep]
    python tools/hostile_campaign.py --combine TABLE [TABLE ...]

``--cases`` per entry point (default 10,000); the cases are dealt round-robin over the entry
points, so a ``--budget`` that runs out leaves every row with about as many cases.  A case is
(seed, entry point, index): ``--replay`` runs one again, prints its outcome and standard error,
and with ``--keep`` leaves its directory (the mutated input) for a closer look.  ``--fixed``
runs the fixed cases (every input of issue 18) too, as rows of their own.  ``--combine``
adds up the tables of runs over disjoint cases (other seeds, or other ``--first`` ranges of
one seed, e.g. one process per CPU): counts are summed, the maxima are the largest.

The machinery is tests/hostile.py; tests/test_hostile_campaign.py runs a slice of the same
campaign in the test suite.  Run it under ``nice`` on a shared machine.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
import tempfile
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _harness():
    name = "codeobj_hostile_harness"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, REPO / "tests" / "hostile.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


_STATE: dict = {}


def _worker_run(seed: int, entry: str, indexes: list[int], workdir: str, caps: dict):
    h = _harness()
    seeds = _STATE.get("seeds")
    if seeds is None:
        seeds = _STATE["seeds"] = h.Seeds()
        h.preload(seeds)
        h.settle()  # cheaper forks: the warmed objects frozen, the memory in huge pages
    return entry, h.run_slice(seed, entry, indexes, workdir, seeds, **caps)


def _fixed_run(names: list[str], workdir: str, caps: dict):
    h = _harness()
    out = []
    for fixed in h.FIXED():
        if fixed.name in names:
            result = h.run_case(fixed.make(), workdir, **caps)
            out.append((fixed, result))
    return out


def _failures(h, tallies: dict, show: int) -> str:
    shown = [r for t in tallies.values() for rs in t.examples.values() for r in rs[:show]]
    if not shown:
        return "no failures"
    return "failures (first of each kind per row):\n" + h.describe(shown)


def combine(texts: list[str]) -> str:
    """One table from the tables of several runs (each the script's output or --progress
    file): the rows' counts summed, the max columns the largest."""
    rows: dict[str, list[float]] = {}
    head: str | None = None
    for text in texts:
        lines = [ln for ln in text.splitlines() if ln.startswith("| ")]
        if not lines:
            raise SystemExit("a table to combine has no rows")
        head = head or lines[0]
        if lines[0] != head:
            raise SystemExit("the tables to combine have different columns")
        for ln in lines[1:]:
            cells = [c.strip() for c in ln.strip("|").split("|")]
            values = [float(c) for c in cells[1:]]
            old = rows.get(cells[0])
            if old is None:
                rows[cells[0]] = values
            else:  # the last two columns are maxima, the others counts
                rows[cells[0]] = [a + b for a, b in zip(old[:-2], values[:-2])] + \
                    [max(a, b) for a, b in zip(old[-2:], values[-2:])]
    assert head is not None
    names = [c.strip() for c in head.strip("|").split("|")]
    body = [names] + [[entry] + [str(int(v)) for v in vals[:-2]]
                      + [f"{vals[-2]:.2f}", f"{vals[-1]:.0f}"] for entry, vals in rows.items()]
    widths = [max(len(r[i]) for r in body) for i in range(len(names))]
    out = ["| " + " | ".join(c.ljust(widths[i]) if i == 0 else c.rjust(widths[i])
                             for i, c in enumerate(r)) + " |" for r in body]
    out.insert(1, "|" + "|".join("-" * (w + 2) for w in widths) + "|")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> str:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--cases", type=int, default=10_000, help="cases per entry point")
    p.add_argument("--first", type=int, default=0,
                   help="index of the first case (to continue an earlier run of the seed)")
    p.add_argument("--budget", type=float, default=None, help="stop after this many seconds")
    p.add_argument("--workers", type=int, default=max(1, (os.cpu_count() or 2) - 1))
    p.add_argument("--entries", default=None, help="comma-separated rows (default: all 15)")
    p.add_argument("--fixed", action="store_true", help="also run the fixed cases")
    p.add_argument("--show", type=int, default=3, help="failures shown per row")
    p.add_argument("--batch", type=int, default=25, help="cases per job")
    p.add_argument("--time-cap", type=float, default=5.0, help="CPU seconds before a hang")
    p.add_argument("--hard-cpu", type=int, default=10, help="CPU seconds before the kill")
    p.add_argument("--memory-budget", type=int, default=500, help="MB of peak RSS")
    p.add_argument("--workdir", default=None)
    p.add_argument("--progress", default=None,
                   help="rewrite this file with the table so far once a minute")
    p.add_argument("--replay", default=None, help="ENTRY#INDEX: run one case again")
    p.add_argument("--keep", action="store_true", help="with --replay: keep its directory")
    p.add_argument("--combine", nargs="+", metavar="TABLE",
                   help="add up the tables of runs over disjoint cases, print the sum")
    args = p.parse_args(argv)
    if args.combine:
        text = combine([Path(f).read_text() for f in args.combine])
        print(text)
        return text
    h = _harness()
    caps = {"time_budget": args.time_cap, "memory_budget": args.memory_budget << 20,
            "cpu_cap": args.hard_cpu}
    workdir = args.workdir or tempfile.mkdtemp(prefix="codeobj-campaign-")
    os.makedirs(workdir, exist_ok=True)

    if args.replay:
        entry, _, index = args.replay.rpartition("#")
        seeds = h.Seeds()
        case = h.make_case(args.seed, entry, int(index), seeds)
        result = h.run_case(case, workdir, keep=args.keep, **caps)
        text = (f"{case.id}: {case.what}\nargv: {case.argv or (case.call, case.args)}\n"
                + h.describe([result]))
        print(text)
        if args.keep:
            print(f"kept under {workdir}")
        return text

    entries = list(h.ENTRIES) if not args.entries else [e.strip() for e in
                                                         args.entries.split(",")]
    unknown = [e for e in entries if e not in h.ENTRIES]
    if unknown:
        p.error(f"unknown entry points {unknown}; known: {list(h.ENTRIES)}")
    jobs = []  # round-robin: batch b of every entry before batch b + 1 of any
    end = args.first + args.cases
    for start in range(args.first, end, args.batch):
        for entry in entries:
            jobs.append((entry, list(range(start, min(start + args.batch, end)))))
    tallies = {entry: h.Tally() for entry in entries}
    started = time.monotonic()
    date = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    load_start = os.getloadavg()
    deadline = started + args.budget if args.budget else None
    done = 0
    written = started
    import multiprocessing

    with ProcessPoolExecutor(args.workers, mp_context=multiprocessing.get_context("fork")) as pool:
        pending = set()
        queue = iter(jobs)
        stopped = False
        while True:
            while not stopped and len(pending) < 2 * args.workers:
                if deadline is not None and time.monotonic() > deadline:
                    stopped = True
                    break
                job = next(queue, None)
                if job is None:
                    stopped = True
                    break
                pending.add(pool.submit(_worker_run, args.seed, job[0], job[1], workdir, caps))
            if not pending:
                break
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                entry, tally = future.result()
                tallies[entry].merge(tally)
                done += tally.cases
            elapsed = time.monotonic() - started
            print(f"\r{done} cases, {elapsed:.0f} s", end="", file=sys.stderr, flush=True)
            if args.progress and time.monotonic() - written > 60:
                written = time.monotonic()
                Path(args.progress).write_text(
                    f"{done} cases in {elapsed:.0f} s (seed {args.seed}, still running)\n\n"
                    + h.table(tallies) + "\n\n" + _failures(h, tallies, args.show) + "\n")
    print(file=sys.stderr)
    elapsed = time.monotonic() - started
    load_end = os.getloadavg()
    lines = [(f"seed {args.seed}, cases {args.first}.. of each entry point, "
              f"{sum(t.cases for t in tallies.values())} cases in "
              f"{elapsed:.0f} s with {args.workers} worker(s), started {date} on "
              f"{os.cpu_count()} CPUs, load average {load_start[0]:.1f} at the start and "
              f"{load_end[0]:.1f} at the end; a hang is more than {args.time_cap:g} s of "
              f"CPU, a memory blow-up more than {args.memory_budget} MB of peak RSS (a fresh "
              f"interpreter's {h._fresh_process_rss() >> 20} MB with the command line "
              "imported, plus what the case added)"), "",
             h.table(tallies)]
    if args.fixed:
        fixed = _fixed_run([f.name for f in h.FIXED()], workdir, caps)
        lines += ["", "fixed cases:", ""]
        rows = {}
        for f, r in fixed:
            label = f"fixed, {'assembler' if f.assembler else 'others'}: {f.entry}"
            rows.setdefault(label, h.Tally()).add(r)
        lines.append(h.table(rows))
        failed = [(f, r) for f, r in fixed if r.outcome not in ("ok", "error")]
        for f, r in failed:
            tag = " (assembler)" if f.assembler else ""
            lines.append(f"  {r.outcome}: {f.name}{tag}")
    lines += ["", _failures(h, tallies, args.show)]
    text = "\n".join(lines)
    if args.progress:
        Path(args.progress).write_text(text + "\n")
    print(text)
    return text


if __name__ == "__main__":
    main()
