"""docs/targets.md's per-processor support table is what tools/targets_doc.py computes now."""

from __future__ import annotations

import pytest

from . import refs

targets_doc = refs.script("tools/targets_doc.py")


@pytest.mark.slow
def test_support_table_is_current():
    assert targets_doc.main(["--check"]) == 0, "run python tools/targets_doc.py"
