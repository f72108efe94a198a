"""Helpers shared by the fat-binary tests: running the CLI in-process, and mutation rounds."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from codeobj.cli.main import main

from codeobj.bundle import open_fat_binary
from codeobj.errors import CodeObjectError


def run_cli(capsysbinary, *argv) -> tuple[int, str, str]:
    """``codeobj ARGV`` in this process: (exit status, stdout, stderr)."""
    try:
        main([str(a) for a in argv])
        code = 0
    except SystemExit as e:
        code = e.code or 0
    out, err = capsysbinary.readouterr()
    return code, out.decode(), err.decode()


def mutation_rounds(corpus: list[tuple[str, bytes, list[int]]],
                    mutate: Callable[[random.Random, bytes, list[int]], bytes],
                    rounds: int, *, seed: int = 20261122, budget: float = 60.0
                    ) -> dict[str, int]:
    """Open ``rounds`` mutants of each ``(name, data, hot offsets)``: each must read (every
    code object's bytes where it says they are) or fail with a CodeObjectError naming the file,
    within 2 s.  Returns how many did which."""
    rng = random.Random(seed)
    outcomes = {"ok": 0, "error": 0}
    deadline = time.perf_counter() + budget
    for round_ in range(rounds):
        for name, data, hot in corpus:
            mutated = mutate(rng, data, hot)
            start = time.perf_counter()
            try:
                fat = open_fat_binary(mutated, name=name)
                for c in fat.code_objects + fat.non_code_objects:
                    assert len(c.data) == c.size
                    if not c.compressed:
                        assert bytes(mutated[c.offset:c.offset + c.size]) == bytes(c.data)
                outcomes["ok"] += 1
            except CodeObjectError as e:
                assert str(e).startswith(name)
                outcomes["error"] += 1
            assert time.perf_counter() - start < 2, (name, round_)
        assert time.perf_counter() < deadline
    return outcomes
