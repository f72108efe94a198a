"""``python -m codeobj``: the `codeobj` command (codeobj.cli.main)."""

from __future__ import annotations

from .cli.main import main

if __name__ == "__main__":
    main()
