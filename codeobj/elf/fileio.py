"""Writing output files: atomically for regular files, directly for devices and pipes."""

from __future__ import annotations

import os
import stat

from ..errors import CodeObjectError

__all__ = ["write_atomic"]


def write_atomic(path: str | os.PathLike[str], data: bytes | memoryview, mode: int = 0o644, *,
                 follow_symlinks: bool = True) -> None:
    """Write ``data`` to ``path`` so that readers never see a half-written file.

    A regular file (or a new one) is written to a temporary file beside it and renamed over
    it; a symbolic link is followed, so the link stays and its target is replaced.  A path
    that names something else — ``/dev/null``, ``/dev/stdout``, a FIFO — is written directly:
    renaming over it would replace the device node itself.  ``mode`` is filtered by the umask.

    ``follow_symlinks=False`` is for names the tool chose rather than the user (``extract
    -d``): a symbolic link, a device or anything else that is not a regular file at ``path``
    is refused, never followed or written through, and the rename replaces whatever another
    process puts there meanwhile without following it either.

    The temporary file has no name while it is written where the system allows it
    (``O_TMPFILE``), so even ``kill -9`` leaves nothing behind but in the instant between
    naming and renaming it; an exception or a signal Python sees removes it.  An error names
    ``path``, never the temporary file.  That instant is kept short on purpose (see
    `_LARGE`): a large file's write-back is started while it has no name, and the file it
    replaces is held open across the rename, so neither happens inside the rename.
    """
    path = os.fspath(path)
    if follow_symlinks:
        path = os.path.realpath(path)
        try:
            existing = os.stat(path)
        except FileNotFoundError:
            existing = None
        if existing is not None and not stat.S_ISREG(existing.st_mode):
            try:
                with open(path, "wb") as f:
                    f.write(data)
            except OSError as e:  # /dev/full: ENOSPC from write(), which names no file
                if e.filename is None:
                    raise OSError(e.errno, e.strerror, path) from e
                raise
            return
    else:
        try:
            existing = os.lstat(path)
        except FileNotFoundError:
            existing = None
        if existing is not None and not stat.S_ISREG(existing.st_mode):
            kind = "a symbolic link" if stat.S_ISLNK(existing.st_mode) else \
                "a directory" if stat.S_ISDIR(existing.st_mode) else "not a regular file"
            raise CodeObjectError(f"{kind} is in the way of the output file; not writing "
                                  "through it (remove it, or name the output with -o)",
                                  source=path)
    directory = os.path.dirname(path) or "."
    mode &= ~_umask()
    replaced = _hold(path, existing)
    tmp = None
    try:
        fd = _unnamed_file(directory, mode)
        if fd is not None and _link_over(fd, data, directory, path):
            return
        tmp = _write_temporary(directory, data, mode)
        os.replace(tmp, path)
        tmp = None
    except OSError as e:
        if e.filename == path and e.filename2 is None:
            raise
        # the temporary file's name would only confuse: the same error about the output
        raise OSError(e.errno, e.strerror, path) from e
    finally:
        if replaced is not None:
            os.close(replaced)  # the replaced file's blocks are freed here, after the rename
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass


# Above this many bytes, a file's write-back is started while it has no name.  Measured on
# ext4, which starts write-back of a file renamed over another one (`auto_da_alloc`) and
# frees the replaced file when its last name goes, both inside the rename: renaming a 48 MiB
# file took 16-40 ms -- the time a named temporary file exists -- and under 0.1 ms with the
# write-back started before and the replaced file (of any size: freeing it waits for the
# journal) held open across the rename.
_LARGE = 1 << 20


def _hold(path: str, existing: os.stat_result | None) -> int | None:
    """A descriptor keeping the regular file at ``path`` alive across the rename."""
    if existing is None or not stat.S_ISREG(existing.st_mode):
        return None
    try:
        return os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0)
                       | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None  # unreadable, or replaced meanwhile: the rename frees it, which is correct


def _start_write_back(fd: int, size: int) -> None:
    """Start writing a large file's pages to disk, without waiting for them."""
    if size < _LARGE:
        return
    import ctypes  # (only here: no other output needs it)

    try:
        sync_file_range = ctypes.CDLL(None, use_errno=True).sync_file_range
    except (OSError, AttributeError):
        return  # not Linux: nothing of the kind to hurry
    sync_file_range.argtypes = [ctypes.c_int, ctypes.c_int64, ctypes.c_int64, ctypes.c_uint]
    sync_file_range(fd, 0, 0, 2)  # SYNC_FILE_RANGE_WRITE; a failure only costs time later


def _link_over(fd: int, data: bytes | memoryview, directory: str, path: str) -> bool:
    """Write ``data`` to the unnamed file ``fd`` (closed here), name it in ``directory`` and
    rename it over ``path`` at once: True when done, False when it cannot be named (no
    /proc, linking refused: the caller writes it the ordinary way).  Everything else is done
    before the name exists, so the name lives for two system calls."""
    dir_fd = None
    with os.fdopen(fd, "wb") as f:
        f.write(data)
        f.flush()
        _start_write_back(f.fileno(), len(data))
        try:
            dir_fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        except OSError:
            return False
        try:
            source = f"/proc/self/fd/{f.fileno()}"
            for _ in range(16):  # a name taken meanwhile: draw again
                name = f".codeobj-{os.urandom(6).hex()}"
                # linkat(AT_SYMLINK_FOLLOW) on the /proc link names the file; os.link makes
                # that call (rather than link(), which would link the /proc symlink itself)
                # only when given a directory descriptor
                try:
                    os.link(source, name, dst_dir_fd=dir_fd, follow_symlinks=True)
                except FileExistsError:
                    continue
                except OSError:
                    return False
                try:
                    os.replace(name, path, src_dir_fd=dir_fd)
                except BaseException:
                    try:
                        os.unlink(name, dir_fd=dir_fd)
                    except OSError:
                        pass
                    raise
                return True
            return False
        finally:
            os.close(dir_fd)


def _write_temporary(directory: str, data: bytes | memoryview, mode: int) -> str:
    """A new named file in ``directory`` holding ``data``, and its name."""
    import tempfile  # (only here: it imports random, shutil ... ~5 ms of every start)

    fd, name = tempfile.mkstemp(prefix=".codeobj-", dir=directory)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(name, mode)
    except BaseException:
        try:
            os.unlink(name)
        except OSError:
            pass
        raise
    return name


def _unnamed_file(directory: str, mode: int) -> int | None:
    flag = getattr(os, "O_TMPFILE", 0)
    if not flag:
        return None
    try:
        return os.open(directory, flag | os.O_WRONLY | getattr(os, "O_CLOEXEC", 0), mode)
    except OSError:
        return None  # not supported by this file system (or no such directory: said below)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
