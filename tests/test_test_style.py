"""How the tests themselves are written: one way to require a tool, one way to reach helpers.

- A test that needs an executable or comgr says so with a marker (``llvm19``, ``llvm15``,
  ``comgr``, ``tools("name", ...)``), which tests/conftest.py turns into a skip at collection:
  no local ``shutil.which`` gate, and no marker added while the test runs (too late to skip).
- A test reaches the helpers in tests/ (refs, elfbuild, fatbin_harness, other test modules) by
  relative import, and scripts elsewhere in the repository through ``refs.script``: no test
  changes sys.path or loads a file by hand.
"""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent
# the two modules whose job these are
OWNERS = {"conftest.py", "refs.py"}
HELPERS = {p.stem for p in TESTS.glob("*.py")}


def _problems(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        where = f"{path.name}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, ast.Attribute):
            base = node.value.id if isinstance(node.value, ast.Name) else None
            if (base, node.attr) == ("shutil", "which"):
                found.append(f"{where}: shutil.which (use a tool marker)")
            elif (base, node.attr) == ("sys", "path"):
                found.append(f"{where}: sys.path (import helpers relatively)")
            elif node.attr in ("spec_from_file_location", "applymarker"):
                found.append(f"{where}: {node.attr} (use refs.script / a collection-time marker)")
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            if node.module == "shutil" and any(a.name == "which" for a in node.names):
                found.append(f"{where}: from shutil import which (use a tool marker)")
            if node.module.split(".")[0] in HELPERS:
                found.append(f"{where}: from {node.module} import (import it relatively)")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] in HELPERS:
                    found.append(f"{where}: import {alias.name} (import it relatively)")
    return found


def test_tests_require_tools_by_marker_and_import_helpers_relatively():
    problems = [p for path in sorted(TESTS.glob("*.py")) if path.name not in OWNERS
                for p in _problems(path)]
    assert not problems, "\n".join(problems)


def test_the_check_sees_each_kind(tmp_path):
    sample = tmp_path / "test_sample.py"
    sample.write_text("import shutil\nimport sys\nimport refs\nfrom test_bundle import x\n"
                      "shutil.which('a')\nsys.path.insert(0, '.')\n"
                      "def test_x(request):\n    request.applymarker(1)\n")
    assert len(_problems(sample)) == 5
