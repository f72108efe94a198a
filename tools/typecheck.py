"""Run mypy on the installed layout of the package: ``codeobj``, ``codeobj.formats``, ``codeobj.cli``.

The repository keeps ``formats/`` and ``cli/`` beside ``codeobj/`` and installs them inside it (a
package-dir mapping in pyproject.toml); the editable install reaches them through an import hook,
which mypy does not follow.  So this script builds that layout as a tree of symbolic links
(``build/typecheck/codeobj``), runs mypy there with the repository's configuration
(``[tool.mypy]`` in pyproject.toml), and prints mypy's report with the repository's own paths.

    python tools/typecheck.py                      # the whole package, as configured (--strict)
    python tools/typecheck.py codeobj.targets codeobj.formats.elf    # some modules
    python tools/typecheck.py --count              # errors per directory

Exit status: mypy's (0 clean, 1 errors, 2 usage).
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
# Where each part of the installed package lives in the repository.
LAYOUT = {"codeobj": REPO / "codeobj", "codeobj/formats": REPO / "formats",
          "codeobj/cli": REPO / "cli"}


def build_tree(root: Path) -> Path:
    """The package laid out as installed, as symbolic links under ``root``; returns ``root``."""
    package = root / "codeobj"
    package.mkdir(parents=True, exist_ok=True)
    wanted: dict[str, Path] = {}
    for entry in sorted((REPO / "codeobj").iterdir()):
        if entry.name != "__pycache__":
            wanted[entry.name] = entry
    wanted["formats"] = LAYOUT["codeobj/formats"]
    wanted["cli"] = LAYOUT["codeobj/cli"]
    for existing in package.iterdir():
        if existing.name not in wanted or not existing.is_symlink() \
                or Path(os.readlink(existing)) != wanted[existing.name]:
            existing.unlink()
    for name, target in wanted.items():
        link = package / name
        if not link.is_symlink():
            link.symlink_to(target)
    return root


def repository_path(line: str, root: Path) -> str:
    """mypy's line with the tree's paths (``codeobj/formats/elf.py``) as the repository's
    (``formats/elf.py``)."""
    def fix(match: re.Match[str]) -> str:
        path = match.group(0)
        for prefix in ("codeobj/formats/", "codeobj/cli/"):
            if path.startswith(prefix):
                return path[len("codeobj/"):]
        return path

    return re.sub(r"codeobj/[\w/]+\.pyi?", fix, line.replace(f"{root}/", ""))


def directory_of(path: str) -> str:
    """The directory an error is counted under: ``codeobj`` for the root modules,
    ``codeobj/isa`` for the ISA layer, ``formats``, ``cli``."""
    parts = path.split("/")
    return "/".join(parts[:-1]) or "."


def run(modules: list[str], *, root: Path | None = None) -> tuple[int, list[str]]:
    """mypy's exit status and report lines (repository paths) for ``modules`` (default: the
    whole package)."""
    root = build_tree(root or REPO / "build" / "typecheck")
    targets = [arg for m in modules for arg in ("-m", m)] if modules else ["-p", "codeobj"]
    cmd = [sys.executable, "-m", "mypy", "--config-file", str(REPO / "pyproject.toml"),
           "--cache-dir", str(root / ".mypy_cache"), *targets]
    done = subprocess.run(cmd, cwd=root, capture_output=True, text=True, check=False)
    lines = [repository_path(line, root) for line in (done.stdout + done.stderr).splitlines()]
    return done.returncode, lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("modules", nargs="*", help="dotted module names (default: the package)")
    parser.add_argument("--count", action="store_true", help="print errors per directory")
    args = parser.parse_args(argv)
    status, lines = run(args.modules)
    if args.count:
        counts = collections.Counter(directory_of(line.split(":", 1)[0])
                                     for line in lines if ": error:" in line)
        for directory, n in sorted(counts.items()):
            print(f"{n:6} {directory}")
        print(f"{sum(counts.values()):6} total")
    else:
        print("\n".join(lines))
    return status


if __name__ == "__main__":
    sys.exit(main())
