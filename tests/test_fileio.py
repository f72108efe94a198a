"""Output files: atomic for regular files, never replacing device nodes or FIFOs."""

from __future__ import annotations

import os
import stat
import threading

from codeobj.elf.fileio import write_atomic


def test_new_and_replaced_regular_file(tmp_path):
    target = tmp_path / "out.hsaco"
    write_atomic(target, b"one")
    assert target.read_bytes() == b"one"
    write_atomic(target, b"two")
    assert target.read_bytes() == b"two"
    assert [p.name for p in tmp_path.iterdir()] == ["out.hsaco"]  # no temporary left


def test_symlink_is_followed_not_replaced(tmp_path):
    real = tmp_path / "real.o"
    real.write_bytes(b"old")
    link = tmp_path / "link.o"
    link.symlink_to(real)
    write_atomic(link, b"new")
    assert link.is_symlink()
    assert real.read_bytes() == b"new"


def test_fifo_is_written_in_place(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got = []

    def read_all() -> None:
        with open(fifo, "rb") as f:
            got.append(f.read())

    reader = threading.Thread(target=read_all)
    reader.start()
    write_atomic(fifo, b"through the pipe")
    reader.join(5)
    assert got == [b"through the pipe"]
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_dev_null_stays_a_device():
    write_atomic("/dev/null", b"discarded")
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_mode_respects_umask(tmp_path):
    old = os.umask(0o077)
    try:
        write_atomic(tmp_path / "x", b"", mode=0o755)
    finally:
        os.umask(old)
    assert stat.S_IMODE(os.stat(tmp_path / "x").st_mode) == 0o700
