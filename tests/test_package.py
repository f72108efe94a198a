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
