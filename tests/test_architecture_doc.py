"""docs/architecture.md's module table matches the tree: every path its first column names
(a backquoted name with a slash) exists, and every module of codeobj/, formats/ and cli/ is
named there."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DOC = REPO / "docs" / "architecture.md"
PACKAGE_DIRS = ("codeobj", "formats", "cli")


def listed_paths() -> list[str]:
    text = DOC.read_text()
    table = text[text.index("## Modules"):]
    table = table[:table.index("\n## ", 1)] if "\n## " in table[1:] else table
    paths = []
    for line in table.splitlines():
        if not line.startswith("| ") or line.startswith(("| module", "|---")):
            continue
        first = line.split(" | ")[0]
        paths += [p for p in re.findall(r"`([^`]+)`", first) if "/" in p]
    return paths


def test_the_table_names_paths():
    paths = listed_paths()
    assert "codeobj/elf/model.py" in paths and "cli/main.py" in paths
    assert len(paths) > 80


def test_every_listed_path_exists():
    missing = [p for p in listed_paths() if not (REPO / p).exists()]
    assert not missing, f"docs/architecture.md names paths that do not exist: {missing}"


def test_every_module_is_listed():
    listed = set(listed_paths())
    modules = sorted(str(p.relative_to(REPO)) for d in PACKAGE_DIRS
                     for p in (REPO / d).rglob("*.py") if "__pycache__" not in p.parts)
    unlisted = [m for m in modules if m not in listed]
    assert not unlisted, f"modules missing from docs/architecture.md's table: {unlisted}"
