#!/usr/bin/env python3
"""The LLVM releases codeobj is checked against, and their tools without a system install.

Usage:
    python tools/llvm_release.py [--release llvm22] [--what bin|tests|td|docs|all] [--cache DIR]
    python tools/llvm_release.py --release llvm22 --run llvm-mc -- -triple=amdgcn ... (runs a tool)
    python tools/llvm_release.py --release llvm22 --pins   (the mirror's current versions)

A release is a record of :data:`RELEASES` (data, not a flag): the Debian suite that carries it,
its source package with the upstream tarball's SHA-256, and -- for a release the machine does
not have installed -- the binary packages (name, version, pool path, SHA-256 from the suite's
``Packages`` index) that give its tools.

* **LLVM 19** (``llvm19``): Debian bookworm's ``llvm-toolchain-19``, installed system-wide
  (``llvm-mc-19``, ``llvm-objdump-19``, ...).  The main referee of the instruction layer.
* **LLVM 22** (``llvm22``): Debian trixie's ``llvm-toolchain-22``.  Its ``.deb`` files are
  downloaded (checked against the SHA-256s below), unpacked with ``dpkg-deb -x`` into the test
  cache, and run through trixie's own dynamic loader with trixie's libraries, so nothing is
  installed and bookworm's libc is never mixed with trixie's.  It knows the processors LLVM 19
  does not (gfx950, gfx1250, gfx1251, gfx1153, gfx9-4-generic, gfx12-5-generic, ...); its
  llvm-tblgen gives their instruction tables (tools/isa/gen_llvm.py) and its llvm-mc and
  llvm-objdump referee them (tools/isa/conformance.py --release llvm22).

Sources (MC tests, .td files, AMDGPUUsage.rst) come through tools/llvm_source.py, which reads
the same records.  The cache is ``$CODEOBJ_TEST_CACHE`` (default ``~/.cache/codeobj-tests``).
When a pinned package has left the mirror (Debian keeps only current versions in its pool),
``--pins`` prints the records to paste here from the suite's current ``Packages`` index.
"""

from __future__ import annotations

import argparse
import hashlib
import lzma
import os
import shutil
import subprocess
import sys
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

MIRROR = "http://deb.debian.org/debian"


@dataclass(frozen=True)
class Deb:
    """One binary package of a suite: what the ``Packages`` index says about it."""

    name: str
    version: str
    path: str  # below the mirror's root (pool/...)
    sha256: str


@dataclass(frozen=True)
class Release:
    """An LLVM release as Debian ships it."""

    name: str  # "llvm22": the prefix of the data files made from it
    major: int
    suite: str  # Debian suite of the source and binary packages
    source_package: str
    source_version: str  # Debian version of the source package
    orig_sha256: str  # SHA-256 of <source_package>_<upstream>.orig.tar.xz
    #: the binary package whose installed version, when present, is the one to use (the tools on
    #: PATH must match the sources); None: always the pinned version
    installed_package: str | None = None
    #: deb-src entries: None means "the machine's own apt sources, turned into deb-src"
    mirror: str | None = None
    #: binary packages that give the tools (empty: the tools are installed system-wide)
    debs: tuple[Deb, ...] = field(default_factory=tuple)

    @property
    def upstream(self) -> str:
        return self.source_version.split(":", 1)[-1].rsplit("-", 1)[0]

    @property
    def suffix(self) -> str:
        return f"-{self.major}"


_V22 = "1:22.1.8-1~deb13u5"
_P22 = "pool/main/l/llvm-toolchain-22/"

RELEASES: dict[str, Release] = {
    "llvm19": Release(
        name="llvm19", major=19, suite="bookworm", source_package="llvm-toolchain-19",
        source_version="1:19.1.7-3~deb12u1",
        orig_sha256="ae498f3bc58ae2d9f64ef5f0c035c4240152bf015a5b7738b15c22e93bdc97ce",
        installed_package="llvm-19"),
    "llvm22": Release(
        name="llvm22", major=22, suite="trixie", source_package="llvm-toolchain-22",
        source_version=_V22,
        orig_sha256="b49b9277aef97616320b2da259e1f8174c65b0ce2fbe2e8629644a97693402fe",
        mirror=MIRROR,
        debs=(
            # llvm-mc, llvm-objdump, llvm-readelf, llvm-tblgen
            Deb("llvm-22", _V22, _P22 + "llvm-22_22.1.8-1~deb13u5_amd64.deb",
                "68ae228f9f761b2bf271eb5cdd7f849c5c9da3284374212875dd731152361b90"),
            Deb("libllvm22", _V22, _P22 + "libllvm22_22.1.8-1~deb13u5_amd64.deb",
                "2b299d0615054df8cf0bd9f99b51bad1c4595ee4fa6cda61c060176f90950566"),
            # ld.lld
            Deb("lld-22", _V22, _P22 + "lld-22_22.1.8-1~deb13u5_amd64.deb",
                "b1ff5fbc2be90441acdef25a3caab7f31049a9e3f1997362596904615a0b97da"),
            # what libLLVM.so.22.1 and the tools link (trixie's, with trixie's loader)
            Deb("libc6", "2.41-12+deb13u5", "pool/main/g/glibc/libc6_2.41-12+deb13u5_amd64.deb",
                "b59b0625cd1a791375d40dab23a4d5d3d0641e3d0a773501becdc3725b7f99cf"),
            Deb("libstdc++6", "14.2.0-19", "pool/main/g/gcc-14/libstdc++6_14.2.0-19_amd64.deb",
                "ab1fa05837aa7a92aae748fd07a18a35f7d18bb4a71c4724fe2bbf0e32089de0"),
            Deb("libgcc-s1", "14.2.0-19", "pool/main/g/gcc-14/libgcc-s1_14.2.0-19_amd64.deb",
                "3c71917b490d1a17aed43196a2787a256ecf060526cdb20216a74bedc061b150"),
            Deb("zlib1g", "1:1.3.dfsg+really1.3.1-1+deb13u1",
                "pool/main/z/zlib/zlib1g_1.3.dfsg+really1.3.1-1+deb13u1_amd64.deb",
                "8c27c342230503b73dfde629642c3b352e87b554e06d60cf58772f236a305ceb"),
            Deb("libzstd1", "1.5.7+dfsg-1", "pool/main/libz/libzstd/libzstd1_1.5.7+dfsg-1_amd64.deb",
                "2f6a2aeacfc925eba8b00ac9139bc4bfccf8cacb09eb93de067074b26948eef9"),
            Deb("libxml2", "2.12.7+dfsg+really2.9.14-2.1+deb13u3",
                "pool/main/libx/libxml2/libxml2_2.12.7+dfsg+really2.9.14-2.1+deb13u3_amd64.deb",
                "e0c6b63ce4602a036a526f60fe5e6c1586710688058d98fc1001b9b3147b7efd"),
            Deb("libffi8", "3.4.8-2", "pool/main/libf/libffi/libffi8_3.4.8-2_amd64.deb",
                "0ebdc340de33333639c3c63874cd4b15ac2e83dfa1ef3053b7eefaf4919f4f68"),
            Deb("libtinfo6", "6.5+20250216-2", "pool/main/n/ncurses/libtinfo6_6.5+20250216-2_amd64.deb",
                "8b9f6a7983e9418564e48a627518de4c03917b56efe68d7f3e93bd8fffa1cc10"),
            Deb("libedit2", "3.1-20250104-1", "pool/main/libe/libedit/libedit2_3.1-20250104-1_amd64.deb",
                "b002ea172b9c1e34a67bc497c523c67bb74c3f0a4e98113cb083990a1f1d3bfe"),
            Deb("libbsd0", "0.12.2-2", "pool/main/libb/libbsd/libbsd0_0.12.2-2_amd64.deb",
                "e5a85986fa6bec3307ab1bc860736b478b331882bc45e17675a7bdf88eecb43a"),
            Deb("libmd0", "1.1.0-2+b1", "pool/main/libm/libmd/libmd0_1.1.0-2+b1_amd64.deb",
                "7244ec3839b61fac0c1884fe08aaa040f26e8f1f35f1f5d3482eacefd30d1b44"),
            Deb("liblzma5", "5.8.1-1+deb13u2", "pool/main/x/xz-utils/liblzma5_5.8.1-1+deb13u2_amd64.deb",
                "b38acab30f295bf1066a6632e31cbd0a1980f2924b38040cda131d5dea5384ec"),
            Deb("libz3-4", "4.13.3-1", "pool/main/z/z3/libz3-4_4.13.3-1_amd64.deb",
                "71383373523ef62d47eccf660cf6535c3febcbb3f88e54cb7a43124014b57359"),
        )),
}

#: the release whose tables and tools are the main referee (the one installed system-wide)
MAIN = "llvm19"

#: tool name -> the binary in the release's bin directory (Debian's llvm-<N>/bin layout);
#: multi-call binaries are told their name through the loader's --argv0
TOOLS = {"llvm-mc": "llvm-mc", "llvm-objdump": "llvm-objdump", "llvm-readelf": "llvm-readelf",
         "llvm-readobj": "llvm-readobj", "llvm-tblgen": "llvm-tblgen", "ld.lld": "ld.lld",
         "llvm-objcopy": "llvm-objcopy", "llvm-nm": "llvm-nm"}


class FetchError(RuntimeError):
    """A release's files could not be had (no network, checksum mismatch, gone from the mirror)."""


def release(name: str) -> Release:
    try:
        return RELEASES[name]
    except KeyError:
        raise FetchError(f"unknown LLVM release {name!r} (known: {', '.join(RELEASES)})") from None


def cache_base() -> Path:
    return Path(os.environ.get("CODEOBJ_TEST_CACHE", Path.home() / ".cache" / "codeobj-tests"))


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def download(url: str, dest: Path, sha256: str | None = None) -> Path:
    """`url` to `dest` (atomically), checked against `sha256` when given; kept when present."""
    if dest.is_file() and (sha256 is None or _sha256(dest) == sha256):
        return dest
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(dest.name + f".{os.getpid()}.part")
    try:
        with urllib.request.urlopen(url, timeout=120) as r, tmp.open("wb") as f:
            shutil.copyfileobj(r, f, 1 << 20)
    except (urllib.error.URLError, OSError) as e:
        tmp.unlink(missing_ok=True)
        raise FetchError(f"cannot download {url}: {e}") from e
    if sha256 is not None:
        got = _sha256(tmp)
        if got != sha256:
            tmp.unlink(missing_ok=True)
            raise FetchError(f"{url}: SHA-256 {got}, pinned {sha256}")
    tmp.replace(dest)
    return dest


# -- binaries ------------------------------------------------------------------------------------

def bin_root(rel: Release, cache: Path | None = None) -> Path:
    return (cache or cache_base()) / "llvm-bin" / f"{rel.name}_{rel.source_version.replace(':', '_')}"


def fetch_binaries(rel: Release, cache: Path | None = None) -> Path:
    """Download and unpack the release's binary packages; the root of the unpacked tree."""
    if not rel.debs:
        raise FetchError(f"{rel.name} is used from the system install (no packages to fetch)")
    root = bin_root(rel, cache)
    stamp = root / ".complete"
    want = "\n".join(d.sha256 for d in rel.debs) + "\n"
    if stamp.is_file() and stamp.read_text() == want:
        return root
    if shutil.which("dpkg-deb") is None:
        raise FetchError("dpkg-deb is not available to unpack the packages")
    debdir = (cache or cache_base()) / "debs"
    tree = root.with_name(root.name + f".{os.getpid()}.tmp")
    shutil.rmtree(tree, ignore_errors=True)
    tree.mkdir(parents=True)
    try:
        for d in rel.debs:
            deb = download(f"{MIRROR}/{d.path}", debdir / Path(d.path).name, d.sha256)
            r = subprocess.run(["dpkg-deb", "-x", str(deb), str(tree)], capture_output=True,
                               text=True, check=False)
            if r.returncode != 0:
                raise FetchError(f"dpkg-deb -x {deb.name}: {r.stderr.strip()}")
        (tree / ".complete").write_text(want)
        shutil.rmtree(root, ignore_errors=True)
        tree.rename(root)
    finally:
        shutil.rmtree(tree, ignore_errors=True)
    return root


def _loader_argv(rel: Release, root: Path, tool: str) -> list[str] | None:
    binary = root / "usr" / "lib" / f"llvm-{rel.major}" / "bin" / TOOLS.get(tool, tool)
    loader = root / "usr" / "lib" / "x86_64-linux-gnu" / "ld-linux-x86-64.so.2"
    if not binary.exists() or not loader.exists():
        return None
    libs = [root / "usr" / "lib" / "x86_64-linux-gnu", root / "lib" / "x86_64-linux-gnu",
            root / "usr" / "lib" / f"llvm-{rel.major}" / "lib"]
    return [str(loader), "--library-path", ":".join(str(p) for p in libs), "--argv0",
            f"{tool}{rel.suffix}", str(binary)]


def tool(name: str, rel: Release | str = MAIN, fetch: bool = False) -> list[str] | None:
    """The command (argv prefix) that runs LLVM tool `name` ("llvm-mc") of release `rel`, or
    None when it is not available.  The system's ``<name>-<major>`` wins; else the unpacked
    packages of the test cache (downloaded first when `fetch`)."""
    rel = release(rel) if isinstance(rel, str) else rel
    found = shutil.which(f"{name}{rel.suffix}")
    if found:
        return [found]
    if not rel.debs:
        return None
    root = bin_root(rel)
    if fetch and not (root / ".complete").is_file():
        try:
            fetch_binaries(rel)
        except FetchError:
            return None
    return _loader_argv(rel, root, name)


def version_text(argv: list[str]) -> str:
    out = subprocess.run([*argv, "--version"], capture_output=True, text=True, check=False).stdout
    return " ".join(out.split())


# -- maintenance ---------------------------------------------------------------------------------

def current_pins(rel: Release) -> list[Deb]:
    """The suite's current records of the release's packages (from its Packages index)."""
    idx = download(f"{MIRROR}/dists/{rel.suite}/main/binary-amd64/Packages.xz",
                   cache_base() / "debs" / f"{rel.suite}-Packages.xz")
    wanted = {d.name for d in rel.debs}
    out = []
    for stanza in lzma.decompress(idx.read_bytes()).decode("utf-8", "replace").split("\n\n"):
        f = dict(ln.split(": ", 1) for ln in stanza.splitlines() if ": " in ln and ln[0] != " ")
        if f.get("Package") in wanted:
            out.append(Deb(f["Package"], f["Version"], f["Filename"], f["SHA256"]))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--release", default="llvm22", choices=sorted(RELEASES))
    ap.add_argument("--what", choices=("bin", "tests", "td", "docs", "all"), default="bin")
    ap.add_argument("--cache", type=Path, default=None)
    ap.add_argument("--pins", action="store_true", help="print the mirror's current records")
    ap.add_argument("--run", default=None, help="run this tool of the release with the rest")
    ap.add_argument("args", nargs="*")
    args = ap.parse_args(argv)
    rel = release(args.release)
    try:
        if args.pins:
            for d in current_pins(rel):
                print(f'Deb("{d.name}", "{d.version}", "{d.path}",\n    "{d.sha256}"),')
            return 0
        if args.run:
            cmd = tool(args.run, rel, fetch=True)
            if cmd is None:
                print(f"error: no {args.run} for {rel.name}", file=sys.stderr)
                return 1
            return subprocess.run([*cmd, *args.args], check=False).returncode
        if args.what in ("bin", "all") and rel.debs:
            print(fetch_binaries(rel, args.cache))
        if args.what != "bin":
            sys.path.insert(0, str(Path(__file__).resolve().parent))
            import llvm_source

            print(llvm_source.fetch(args.what, args.cache, release=rel))
    except (FetchError, OSError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
