"""The public API: every name in ``codeobj.__all__`` loads, and every ``codeobj.…`` name that
docs/library.md shows resolves (the modules behind them may move; these names may not)."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

import codeobj

LIBRARY_DOC = Path(__file__).resolve().parent.parent / "docs" / "library.md"


@pytest.mark.parametrize("name", codeobj.__all__)
def test_every_public_name_loads(name):
    value = getattr(codeobj, name)
    assert value is not None
    assert name in dir(codeobj)


def test_unknown_names_are_attribute_errors():
    with pytest.raises(AttributeError):
        codeobj.no_such_name  # noqa: B018


def _resolve(dotted: str):
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            value = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for part in parts[cut:]:
            value = getattr(value, part)
        return value
    raise ModuleNotFoundError(dotted)


def test_names_the_library_doc_shows_resolve():
    names = set(re.findall(r"\bcodeobj(?:\.[A-Za-z_]\w*)+", LIBRARY_DOC.read_text()))
    assert "codeobj.report.code_object_report" in names
    for name in sorted(names):
        assert _resolve(name) is not None, name
