"""Kernel analysis: control flow, live registers, occupancy limits and synchronization checks.

Entry points (docs/analysis.md):

* :func:`analyze_code_object` ``(co, kernel=None) -> CodeObjectAnalysis``: every kernel and
  function of a code object decoded, its control-flow graph, liveness, register figures
  against the descriptor and the metadata, occupancy and its limiter, and synchronization
  findings;
* :func:`load_program` ``(co) -> Program``: the decoded functions alone;
* :func:`build_cfg`, :func:`liveness`, :func:`check_sync`: the passes one at a time.
"""

from __future__ import annotations

__all__ = [
    "CFG",
    "CodeObjectAnalysis",
    "FunctionAnalysis",
    "Liveness",
    "Program",
    "SyncFinding",
    "analyze_code_object",
    "build_cfg",
    "check_sync",
    "liveness",
    "load_program",
]

TYPE_CHECKING = False
if TYPE_CHECKING:  # the names __getattr__ loads on first use, for type checkers
    from .cfg import CFG as CFG
    from .cfg import build_cfg as build_cfg
    from .liveness import Liveness as Liveness
    from .liveness import liveness as liveness
    from .program import Program as Program
    from .program import load_program as load_program
    from .report import CodeObjectAnalysis as CodeObjectAnalysis
    from .report import FunctionAnalysis as FunctionAnalysis
    from .report import analyze_code_object as analyze_code_object
    from .sync import SyncFinding as SyncFinding
    from .sync import check_sync as check_sync

_WHERE = {
    "Program": "program", "load_program": "program",
    "CFG": "cfg", "build_cfg": "cfg",
    "Liveness": "liveness", "liveness": "liveness",
    "SyncFinding": "sync", "check_sync": "sync",
    "CodeObjectAnalysis": "report", "FunctionAnalysis": "report",
    "analyze_code_object": "report",
}


def __getattr__(name: str) -> object:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(name)
    import importlib

    return getattr(importlib.import_module(f"{__name__}.{module}"), name)
