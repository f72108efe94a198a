"""The typed public API (issue 15): the package ships ``py.typed``, and mypy --strict (configured
in pyproject.toml, run by tools/typecheck.py on the installed layout) passes on the modules listed
in ``CLEAN``.  The list only grows: a module leaves it by being fixed, never by being dropped."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from . import refs

REPO = Path(__file__).resolve().parent.parent

# Repository paths of the modules mypy --strict passes on.
CLEAN = [
    "cli/__init__.py",
    "codeobj/_link/__init__.py",
    "codeobj/_link/eflags.py",
    "codeobj/_link/merge.py",
    "codeobj/_link/notes.py",
    "codeobj/bundle/_select.py",
    "codeobj/bundle/model.py",
    "codeobj/elf/__init__.py",
    "codeobj/kernel/__init__.py",
    "codeobj/metadata/__init__.py",
    "codeobj/metadata/printf.py",
    "codeobj/report/jsonout.py",
    "formats/__init__.py",
    "formats/eflags.py",
    "formats/relocations.py",
]

needs_mypy = pytest.mark.skipif(importlib.util.find_spec("mypy") is None,
                                reason="mypy is not installed (the dev extra)")


def test_package_is_marked_typed():
    """PEP 561: without py.typed a type checker ignores the package's annotations."""
    assert (REPO / "codeobj" / "py.typed").is_file()
    pyproject = (REPO / "pyproject.toml").read_text()
    assert '"codeobj" = ["py.typed"]' in pyproject


@pytest.fixture(scope="module")
def mypy_report() -> list[str]:
    typecheck = refs.script("tools/typecheck.py")
    _, lines = typecheck.run([])
    return lines


@needs_mypy
@pytest.mark.slow
def test_clean_modules_stay_clean(mypy_report):
    for path in CLEAN:
        assert (REPO / path).is_file(), f"{path} is listed as clean but does not exist"
    errors = [line for line in mypy_report
              if ": error:" in line and line.split(":", 1)[0] in CLEAN]
    assert not errors, "\n".join(errors)
