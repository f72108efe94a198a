#!/usr/bin/env python3
"""Fetch parts of LLVM 19.1.7's source tree from Debian's ``llvm-toolchain-19`` source package.

Usage:  python tools/llvm_source.py [--what tests|td|all] [--cache DIR]

Prints the directory that holds ``llvm/`` (e.g. ``.../llvm-toolchain-19_19.1.7``).

The MC test suites (``llvm/test/MC/AMDGPU``, ``llvm/test/MC/Disassembler/AMDGPU``) are the
conformance referee's inputs (tests/test_isa_conformance.py) and the TableGen sources
(``llvm/lib/Target/AMDGPU/*.td``, ``llvm/include/llvm/**/*.td``) are the input of the
instruction-table generator (tools/isa/gen_llvm.py).  Neither is copied into the repository:
they are fetched at test or generation time, like the Debian libraries the tests use.

How: ``apt-get source --download-only llvm-toolchain-19=<version>`` with a ``deb-src`` list
built from the machine's own apt sources (its ``deb`` entries, turned into ``deb-src``) and a
private package-list directory, so the system's apt state is untouched.  The version is the one
of the installed ``llvm-19`` package (the same release as llvm-mc-19), or ``PINNED_VERSION``.
apt checks the downloaded files against the signed Sources index; we check the upstream
tarball's SHA-256 against the ``.dsc`` and, for the pinned version, against the value below.
Only the needed members are extracted.

The cache is ``$CODEOBJ_TEST_CACHE`` (default ``~/.cache/codeobj-tests``)/llvm-src;
``$CODEOBJ_LLVM_SRC`` may point at an already extracted tree instead.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

PACKAGE = "llvm-toolchain-19"
PINNED_VERSION = "1:19.1.7-3~deb12u1"
#: SHA-256 of llvm-toolchain-19_19.1.7.orig.tar.xz (from the .dsc of PINNED_VERSION)
PINNED_SHA256 = "ae498f3bc58ae2d9f64ef5f0c035c4240152bf015a5b7738b15c22e93bdc97ce"

#: members to extract, by purpose (prefixes below the tarball's top directory)
MEMBERS = {
    "tests": ("llvm/test/MC/AMDGPU/", "llvm/test/MC/Disassembler/AMDGPU/"),
    "td": ("llvm/lib/Target/AMDGPU/", "llvm/include/llvm/"),
}
_TD_SUFFIXES = (".td",)


class FetchError(RuntimeError):
    """The LLVM sources could not be had (no apt, no network, checksum mismatch)."""


def cache_root() -> Path:
    base = os.environ.get("CODEOBJ_TEST_CACHE", Path.home() / ".cache" / "codeobj-tests")
    return Path(base) / "llvm-src"


def installed_version() -> str | None:
    """The Debian version of the installed llvm-19 package (that of llvm-mc-19), or None."""
    try:
        out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "llvm-19"],
                             capture_output=True, text=True, check=False, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() or None


def _deb_src_sources(target: Path) -> None:
    """Write deb-src entries for every deb entry of the machine's apt sources into `target`."""
    entries: list[str] = []
    srcdir = Path("/etc/apt/sources.list.d")
    for path in sorted(srcdir.glob("*.sources")) if srcdir.is_dir() else ():
        for stanza in re.split(r"\n\s*\n", path.read_text()):
            lines = [ln for ln in stanza.splitlines() if ln.strip() and not ln.startswith("#")]
            fields = dict(ln.split(":", 1) for ln in lines if ":" in ln)
            if fields.get("Types", "").split() and "deb" in fields["Types"].split():
                body = [f"Types: deb-src"] + [f"{k}:{v}" for k, v in fields.items()
                                              if k not in ("Types", "Enabled")]
                entries.append("\n".join(body))
    one_line: list[str] = []
    lists = [Path("/etc/apt/sources.list")]
    lists += sorted(srcdir.glob("*.list")) if srcdir.is_dir() else []
    for path in lists:
        if not path.is_file():
            continue
        for ln in path.read_text().splitlines():
            ln = ln.strip()
            if ln.startswith("deb "):
                one_line.append("deb-src " + ln[4:])
    if not entries and not one_line:
        raise FetchError("no apt sources on this machine to build a deb-src entry from")
    if entries:
        (target / "codeobj-src.sources").write_text("\n\n".join(entries) + "\n")
    if one_line:
        (target / "codeobj-src.list").write_text("\n".join(one_line) + "\n")


def _download(version: str, workdir: Path) -> tuple[Path, str]:
    """apt-get source --download-only into `workdir`; (orig tarball, sha256 from the .dsc)."""
    if shutil.which("apt-get") is None:
        raise FetchError("apt-get is not available")
    parts = workdir / "sources.list.d"
    lists = workdir / "lists"
    (lists / "partial").mkdir(parents=True, exist_ok=True)
    parts.mkdir(exist_ok=True)
    _deb_src_sources(parts)
    opts = ["-o", "Dir::Etc::SourceList=/dev/null", "-o", f"Dir::Etc::SourceParts={parts}",
            "-o", f"Dir::State::Lists={lists}", "-o", "APT::Sandbox::User=root", "-q"]
    for args in (["update"], ["source", "--download-only", f"{PACKAGE}={version}"]):
        r = subprocess.run(["apt-get", *opts, *args], cwd=workdir, capture_output=True,
                           text=True, check=False, timeout=3600)
        if r.returncode != 0:
            raise FetchError(f"apt-get {args[0]} failed: {r.stderr.strip()[-500:]}")
    dscs = sorted(workdir.glob(f"{PACKAGE}_*.dsc"))
    tars = sorted(workdir.glob(f"{PACKAGE}_*.orig.tar.*"))
    if not dscs or not tars:
        raise FetchError("apt-get source did not leave a .dsc and an .orig tarball")
    dsc = dscs[-1].read_text(errors="replace")
    tar = tars[-1]
    m = re.search(r"^Checksums-Sha256:\n((?: .*\n)+)", dsc, re.M)
    want = None
    if m:
        for ln in m.group(1).splitlines():
            digest, _size, name = ln.split()
            if name == tar.name:
                want = digest
    if want is None:
        raise FetchError(f"{dscs[-1].name} lists no SHA-256 for {tar.name}")
    return tar, want


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def _wanted(name: str, purposes: tuple[str, ...]) -> bool:
    rest = name.split("/", 1)[1] if "/" in name else ""
    for purpose in purposes:
        for prefix in MEMBERS[purpose]:
            if rest.startswith(prefix):
                if purpose == "td" and not rest.endswith(_TD_SUFFIXES):
                    continue
                return True
    return False


def fetch(what: str = "tests", cache: Path | None = None, version: str | None = None) -> Path:
    """The directory holding ``llvm/`` with the members for `what` ("tests", "td" or "all").

    Raises FetchError when they cannot be had.
    """
    env = os.environ.get("CODEOBJ_LLVM_SRC")
    if env:
        root = Path(env)
        if not (root / "llvm").is_dir():
            raise FetchError(f"$CODEOBJ_LLVM_SRC={env} has no llvm/ directory")
        return root
    purposes = tuple(MEMBERS) if what == "all" else (what,)
    cache = cache or cache_root()
    version = version or installed_version() or PINNED_VERSION
    upstream = version.split(":", 1)[-1].rsplit("-", 1)[0]
    root = cache / f"{PACKAGE}_{upstream}"
    stamps = [root / f".complete-{p}" for p in purposes]
    if all(s.is_file() for s in stamps):
        return root
    cache.mkdir(parents=True, exist_ok=True)
    tars = sorted(cache.glob(f"{PACKAGE}_{upstream}.orig.tar.*"))
    if tars and (cache / (tars[-1].name + ".sha256")).is_file():
        tar = tars[-1]
        want = (cache / (tar.name + ".sha256")).read_text().strip()
    else:
        with tempfile.TemporaryDirectory(dir=cache) as tmp:
            got, want = _download(version, Path(tmp))
            tar = cache / got.name
            shutil.move(str(got), tar)
    digest = _sha256(tar)
    if digest != want or (version == PINNED_VERSION and digest != PINNED_SHA256):
        tar.unlink(missing_ok=True)
        raise FetchError(f"{tar.name}: SHA-256 {digest} does not match the .dsc ({want})")
    (cache / (tar.name + ".sha256")).write_text(digest + "\n")
    with tarfile.open(tar) as tf:
        members = [m for m in tf if m.isfile() and _wanted(m.name, purposes)]
        if not members:
            raise FetchError(f"{tar.name} holds none of {purposes}")
        top = members[0].name.split("/", 1)[0]
        if cache / top != root:
            raise FetchError(f"{tar.name}: unexpected top directory {top}")
        tf.extractall(cache, members=members, filter="data")
    for s in stamps:
        s.write_text(digest + "\n")
    return root


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--what", choices=("tests", "td", "all"), default="tests")
    ap.add_argument("--cache", type=Path, default=None)
    args = ap.parse_args(argv)
    try:
        print(fetch(args.what, args.cache))
    except FetchError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
