"""Shared pytest wiring: tests marked with a tool marker skip when that tool is missing.

The one way for a test to require a tool is a marker: ``llvm19`` and ``llvm15`` (the LLVM
reference suites listed below), ``comgr``, ``triton`` (the AMDGPU assembler of the optional
``triton`` wheel, the ``referee`` extra), or ``tools("name", ...)`` for any other executable
(``@pytest.mark.tools("llvm-ar-19")``).  A parametrized case takes its marker through
``pytest.param(..., marks=...)``: a marker added while the test runs comes too late to skip it.

Two tiers (docs/testing.md).  ``pytest --fast`` is the newcomer's tier: it deselects every test
that needs a reference tool, a Debian library, the network or a long time (the markers in
``INTEROP_MARKERS``), so it runs the same tests on every machine, with nothing but Python and the
``test`` extra, in a few minutes.  Plain ``pytest`` is the full interop tier (``.ci/run``).
"""

from __future__ import annotations

import ctypes.util
import importlib.util
import os
import shutil
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

# An LLVM tool that crashes (llvm-mc-19 does on some random words, tests/test_isa_random_llvm.py)
# would otherwise run llvm-symbolizer over its own stack first: a quarter of a second each time
os.environ.setdefault("LLVM_DISABLE_SYMBOLIZATION", "1")

_TOOL_MARKERS = {
    "llvm19": ("llvm-mc-19", "llvm-readelf-19", "llvm-objdump-19", "ld.lld-19", "clang-19",
               "clang-offload-bundler-19"),
    "llvm15": ("llvm-mc-15", "llvm-readelf-15", "llvm-objdump-15", "ld.lld-15", "clang-15"),
}


def _have_comgr() -> bool:
    if ctypes.util.find_library("amd_comgr"):
        return True
    return any(Path(d).glob("libamd_comgr.so*") for d in
               ("/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib", "/opt/rocm/lib"))


def _have_triton() -> bool:
    """The triton wheel's assembler library is installed (tools/triton_amdgpu.py finds it
    without importing triton)."""
    spec = importlib.util.spec_from_file_location("_triton_amdgpu_probe",
                                                  REPO / "tools" / "triton_amdgpu.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses resolve annotations through sys.modules
    spec.loader.exec_module(module)
    return module.library_path() is not None


# A test with any of these markers belongs to the full tier only.
INTEROP_MARKERS = ("llvm19", "llvm15", "comgr", "triton", "tools", "rocsparse", "rocrand",
                   "network", "slow")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--fast", action="store_true", default=False,
        help="the fast tier: deselect tests that need reference tools, Debian libraries, the "
             "network or a long time (markers: " + ", ".join(INTEROP_MARKERS) + ")")


def _select_fast_tier(config: pytest.Config, items: list[pytest.Item]) -> None:
    keep, drop = [], []
    for item in items:
        full_only = any(item.get_closest_marker(m) is not None for m in INTEROP_MARKERS)
        (drop if full_only else keep).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def pytest_collection_modifyitems(config, items):
    if config.getoption("--fast"):
        _select_fast_tier(config, items)
    missing: dict[str, str] = {}
    for marker, tools in _TOOL_MARKERS.items():
        absent = [t for t in tools if shutil.which(t) is None]
        if absent:
            missing[marker] = f"needs {', '.join(absent)}"
    if not _have_comgr():
        missing["comgr"] = "needs libamd-comgr2"
    if not _have_triton():
        missing["triton"] = "needs the triton wheel (pip install -e '.[referee]')"
    for item in items:
        reason = next((reason for marker, reason in missing.items()
                       if item.get_closest_marker(marker) is not None), None)
        if reason is None:
            named = [t for mark in item.iter_markers("tools") for t in mark.args]
            absent = [t for t in dict.fromkeys(named) if shutil.which(t) is None]
            reason = f"needs {', '.join(absent)}" if absent else None
        if reason is not None:
            item.add_marker(pytest.mark.skip(reason=reason))


@pytest.fixture(scope="session")
def repo() -> Path:
    return REPO
