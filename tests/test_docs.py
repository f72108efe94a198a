"""The documentation: the recipes run, and the site builds with warnings as errors.

Every fenced block in docs/ whose info string is ``python test`` or ``sh test`` runs, in a
fresh directory where ``testdata`` is the repository's (what a recipe writes stays there);
``sh test`` blocks run with bash (``set -e``) and this Python's ``codeobj`` first on PATH.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from .refs import REPO

DOCS = REPO / "docs"
_BLOCK = re.compile(r"^```(python|sh) test\n(.*?)^```", re.MULTILINE | re.DOTALL)


def _blocks() -> list:
    found = []
    for page in sorted(DOCS.glob("*.md")):
        text = page.read_text()
        for match in _BLOCK.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            found.append(pytest.param(match.group(1), match.group(2),
                                      id=f"{page.name}:{line}"))
    return found


BLOCKS = _blocks()


def test_the_recipes_are_there():
    names = {p.id.split(":")[0] for p in BLOCKS}
    assert "recipes.md" in names
    assert sum(p.id.startswith("recipes.md") for p in BLOCKS) >= 5


@pytest.mark.parametrize(("language", "code"), BLOCKS)
def test_doc_block_runs(language, code, tmp_path):
    (tmp_path / "testdata").symlink_to(REPO / "testdata")
    env = dict(os.environ)
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    if language == "python":
        command = [sys.executable, "-c", code]
    else:
        command = ["bash", "-c", "set -eo pipefail\n" + code]
    run = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True,
                         timeout=300, check=False)
    assert run.returncode == 0, f"{run.stdout}\n{run.stderr}"
    assert "Traceback" not in run.stderr


@pytest.mark.slow
def test_the_site_builds_with_warnings_as_errors(tmp_path):
    pytest.importorskip("mkdocs", reason="the docs extra is not installed (pip install -e '.[docs]')")
    pytest.importorskip("mkdocstrings", reason="the docs extra is not installed")
    run = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q",
                          "-f", str(REPO / "mkdocs.yml"), "-d", str(tmp_path / "site")],
                         cwd=REPO, capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stdout + run.stderr
    assert (tmp_path / "site" / "api" / "index.html").is_file()
    assert "codeobj.elf.model.CodeObject" in (tmp_path / "site" / "api" / "index.html").read_text()
