#!/usr/bin/env python3
"""Fetch parts of an LLVM release's source tree from its Debian source package.

Usage:  python tools/llvm_source.py [--release llvm19|llvm22] [--what tests|td|docs|all]
                                    [--cache DIR]

Prints the directory that holds ``llvm/`` (e.g. ``.../llvm-toolchain-19_19.1.7``).  The
releases (suite, source package, version, SHA-256 of the upstream tarball) are the records of
tools/llvm_release.py; the default is LLVM 19.1.7 (bookworm's ``llvm-toolchain-19``).

The MC test suites (``llvm/test/MC/AMDGPU``, ``llvm/test/MC/Disassembler/AMDGPU``) are the
conformance referee's inputs (tests/test_isa_conformance.py) and the TableGen sources
(``llvm/lib/Target/AMDGPU/*.td``, ``llvm/include/llvm/**/*.td``) are the input of the
instruction-table generator (tools/isa/gen_llvm.py).  Neither is copied into the repository:
they are fetched at test or generation time, like the Debian libraries the tests use.

How: ``apt-get source --download-only <package>=<version>`` with a private ``deb-src`` list and
a private package-list directory, so the system's apt state is untouched.  The list is the
release's own suite on its mirror (LLVM 22: trixie), or, for a release without a mirror
(LLVM 19), the machine's own apt sources with their ``deb`` entries turned into ``deb-src``.
The version is the one of the release's installed binary package when it has one (LLVM 19:
``llvm-19``, the same release as llvm-mc-19), else the pinned one.  apt checks the downloaded
files against the signed Sources index; we check the upstream tarball's SHA-256 against the
``.dsc`` and, for the pinned version, against the release record.  Only the needed members
are extracted (``docs``: AMDGPUUsage.rst, the reference of processor and descriptor facts).

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

sys.path.insert(0, str(Path(__file__).resolve().parent))

import llvm_release
from llvm_release import FetchError, Release

_MAIN = llvm_release.RELEASES[llvm_release.MAIN]
#: the main release's source package (LLVM 19), for callers that name it
PACKAGE = _MAIN.source_package
PINNED_VERSION = _MAIN.source_version
#: SHA-256 of llvm-toolchain-19_19.1.7.orig.tar.xz (from the .dsc of PINNED_VERSION)
PINNED_SHA256 = _MAIN.orig_sha256

#: members to extract, by purpose (prefixes below the tarball's top directory)
MEMBERS = {
    "tests": ("llvm/test/MC/AMDGPU/", "llvm/test/MC/Disassembler/AMDGPU/"),
    # the .td files, and the CMakeLists.txt that says which options each back end runs with
    "td": ("llvm/lib/Target/AMDGPU/", "llvm/include/llvm/"),
    "docs": ("llvm/docs/AMDGPUUsage.rst",),
}
_TD_SUFFIXES = (".td",)
#: bumped when a purpose's members change, so an older extraction is redone
_STAMP_SUFFIX = {"td": "-2"}


def cache_root() -> Path:
    base = os.environ.get("CODEOBJ_TEST_CACHE", Path.home() / ".cache" / "codeobj-tests")
    return Path(base) / "llvm-src"


def installed_version(rel: Release = _MAIN) -> str | None:
    """The Debian version of the release's installed binary package (llvm-19: that of
    llvm-mc-19), or None."""
    if rel.installed_package is None:
        return None
    try:
        out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", rel.installed_package],
                             capture_output=True, text=True, check=False, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() or None


def _deb_src_sources(target: Path, rel: Release = _MAIN) -> None:
    """Write the deb-src entries for `rel` into `target`: its own suite on its mirror, or
    every deb entry of the machine's apt sources turned into deb-src."""
    if rel.mirror:
        keyring = Path("/usr/share/keyrings/debian-archive-keyring.gpg")
        signed = f"Signed-By: {keyring}\n" if keyring.is_file() else ""
        (target / "codeobj-src.sources").write_text(
            f"Types: deb-src\nURIs: {rel.mirror}\nSuites: {rel.suite}\nComponents: main\n{signed}")
        return
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


def _download(version: str, workdir: Path, rel: Release = _MAIN) -> tuple[Path, str]:
    """apt-get source --download-only into `workdir`; (orig tarball, sha256 from the .dsc)."""
    if shutil.which("apt-get") is None:
        raise FetchError("apt-get is not available")
    parts = workdir / "sources.list.d"
    lists = workdir / "lists"
    (lists / "partial").mkdir(parents=True, exist_ok=True)
    parts.mkdir(exist_ok=True)
    _deb_src_sources(parts, rel)
    opts = ["-o", "Dir::Etc::SourceList=/dev/null", "-o", f"Dir::Etc::SourceParts={parts}",
            "-o", f"Dir::State::Lists={lists}", "-o", "APT::Sandbox::User=root", "-q"]
    # A release on its own suite's mirror is pinned: only its upstream tarball is needed (apt
    # checks it against the signed Sources index, we against the pinned SHA-256), and some
    # mirrors carry the tarball without the .dsc
    tar_only = ["--tar-only"] if rel.mirror else []
    for args in (["update"], ["source", "--download-only", *tar_only,
                              f"{rel.source_package}={version}"]):
        r = subprocess.run(["apt-get", *opts, *args], cwd=workdir, capture_output=True,
                           text=True, check=False, timeout=3600)
        if r.returncode != 0:
            raise FetchError(f"apt-get {args[0]} failed: {r.stderr.strip()[-500:]}")
    dscs = sorted(workdir.glob(f"{rel.source_package}_*.dsc"))
    tars = sorted(workdir.glob(f"{rel.source_package}_*.orig.tar.*"))
    if tar_only and tars:
        return tars[-1], rel.orig_sha256
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
                if purpose == "td" and not rest.endswith(_TD_SUFFIXES) and \
                        rest != "llvm/lib/Target/AMDGPU/CMakeLists.txt":
                    continue
                return True
    return False


def fetch(what: str = "tests", cache: Path | None = None, version: str | None = None,
          release: Release | str | None = None) -> Path:
    """The directory holding ``llvm/`` of `release` (default LLVM 19) with the members for
    `what` ("tests", "td", "docs" or "all").

    Raises FetchError when they cannot be had.
    """
    rel = llvm_release.release(release) if isinstance(release, str) else (release or _MAIN)
    env = os.environ.get("CODEOBJ_LLVM_SRC" if rel is _MAIN else
                         f"CODEOBJ_LLVM{rel.major}_SRC")
    if env:
        root = Path(env)
        if not (root / "llvm").is_dir():
            raise FetchError(f"{env} has no llvm/ directory")
        return root
    purposes = tuple(MEMBERS) if what == "all" else (what,)
    cache = cache or cache_root()
    version = version or installed_version(rel) or rel.source_version
    upstream = version.split(":", 1)[-1].rsplit("-", 1)[0]
    package = rel.source_package
    root = cache / f"{package}_{upstream}"
    stamps = [root / f".complete-{p}{_STAMP_SUFFIX.get(p, '')}" for p in purposes]
    if all(s.is_file() for s in stamps):
        return root
    cache.mkdir(parents=True, exist_ok=True)
    tars = sorted(cache.glob(f"{package}_{upstream}.orig.tar.*"))
    if tars and (cache / (tars[-1].name + ".sha256")).is_file():
        tar = tars[-1]
        want = (cache / (tar.name + ".sha256")).read_text().strip()
    else:
        with tempfile.TemporaryDirectory(dir=cache) as tmp:
            got, want = _download(version, Path(tmp), rel)
            tar = cache / got.name
            shutil.move(str(got), tar)
    digest = _sha256(tar)
    if digest != want or (version == rel.source_version and digest != rel.orig_sha256):
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
    ap.add_argument("--release", default=llvm_release.MAIN, choices=sorted(llvm_release.RELEASES))
    ap.add_argument("--what", choices=("tests", "td", "docs", "all"), default="tests")
    ap.add_argument("--cache", type=Path, default=None)
    args = ap.parse_args(argv)
    try:
        print(fetch(args.what, args.cache, release=args.release))
    except FetchError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
