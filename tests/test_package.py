"""What a newcomer finds: a version, `python -m codeobj`, a license, a changelog."""

from __future__ import annotations

import re
import subprocess
import sys
from importlib.metadata import version

import codeobj

from .refs import REPO


def _project(key: str) -> str:
    # tomllib is Python 3.11+; the package supports 3.10
    text = (REPO / "pyproject.toml").read_text()
    match = re.search(rf'^{key} = (.*)$', text.split("[project]", 1)[1], re.MULTILINE)
    assert match, key
    return match.group(1).strip().strip('"') if key == "version" else match.group(1).strip()


def test_version_comes_from_the_package_metadata():
    assert codeobj.__version__ == version("codeobj") == _project("version")


def test_python_m_codeobj_is_the_command():
    run = subprocess.run([sys.executable, "-m", "codeobj", "--version"],
                         capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == f"codeobj, version {codeobj.__version__}"


def test_license_is_the_one_pyproject_names():
    assert _project("license") == '{text = "Apache-2.0"}'
    text = (REPO / "LICENSE").read_text()
    assert "Apache License" in text and "Version 2.0, January 2004" in text


def test_changelog_names_the_current_version():
    assert f"## {codeobj.__version__}" in (REPO / "CHANGELOG.md").read_text()


def _sh_blocks(markdown: str) -> list[str]:
    return re.findall(r"```sh\n(.*?)\n```", markdown, re.DOTALL)


def test_readme_quick_start_has_the_two_fresh_machine_commands():
    readme = (REPO / "README.md").read_text()
    quick = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    sample, fast = _sh_blocks(quick)
    assert "pip install -q -e ." in sample and "codeobj dump testdata/sample/" in sample
    assert "'.[test]'" in fast and fast.endswith("pytest --fast -q")
    assert "Python 3.10" in quick and "no network" in quick and "5 minutes" in quick


def test_ci_runs_the_readme_full_tier_command():
    readme = (REPO / "README.md").read_text()
    tiers = readme.split("## Test tiers", 1)[1].split("\n## ", 1)[0]
    (full,) = _sh_blocks(tiers)
    ci = (REPO / ".ci" / "run").read_text().strip().splitlines()
    setup, run = full.rsplit(" && ", 1)
    assert setup in ci and ci[-1] == run == ".venv/bin/pytest -q"
