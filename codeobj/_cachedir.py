"""Where codeobj keeps what it derives between runs: the ISA layer's parsed data files
(codeobj.isa.db) and the record classes' compiled methods (codeobj._record).

``$CODEOBJ_CACHE_DIR``, else ``$XDG_CACHE_HOME/codeobj`` or ``~/.cache/codeobj``;
``CODEOBJ_CACHE_DIR=""`` turns caching off.  Everything kept there is remade when it is
missing, stale or not readable: the cache only costs or saves time.
"""

from __future__ import annotations

import os

__all__ = ["cache_dir"]


def cache_dir() -> str | None:
    """The cache directory, or None when caching is off (``CODEOBJ_CACHE_DIR=""``)."""
    d = os.environ.get("CODEOBJ_CACHE_DIR")
    if d is None:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        d = os.path.join(base, "codeobj")
    return d or None
