"""Writing output files: atomically for regular files, directly for devices and pipes."""

from __future__ import annotations

import os
import stat
import tempfile

__all__ = ["write_atomic"]


def write_atomic(path: str | os.PathLike[str], data: bytes | memoryview, mode: int = 0o644) -> None:
    """Write ``data`` to ``path`` so that readers never see a half-written file.

    A regular file (or a new one) is written to a temporary file beside it and renamed over
    it; a symbolic link is followed, so the link stays and its target is replaced.  A path
    that names something else — ``/dev/null``, ``/dev/stdout``, a FIFO — is written directly:
    renaming over it would replace the device node itself.  ``mode`` is filtered by the umask.
    """
    path = os.path.realpath(os.fspath(path))
    try:
        existing = os.stat(path)
    except FileNotFoundError:
        existing = None
    if existing is not None and not stat.S_ISREG(existing.st_mode):
        with open(path, "wb") as f:
            f.write(data)
        return
    fd, tmp = tempfile.mkstemp(prefix=".codeobj-", dir=os.path.dirname(path))
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, mode & ~_umask())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
