"""Entry point of the `codeobj` command.

A plain `codeobj dump ...` command line (the one scripts run on every object of a library) is
read without click (codeobj.cli.dump_core), and so are plain `codeobj build ...`,
`codeobj disasm ...` and `codeobj list ...` lines (codeobj.cli.build_core, disasm_core,
list_core: importing click costs about a fifth of assembling or disassembling a small
kernel); everything else goes to the click group in
codeobj.cli.app, whose subcommands load on first use.  Either way, errors about the input
become `error: ...` and exit status 1, usage errors exit 2, and a bug exits 70 with a one-line
message (CODEOBJ_DEBUG=1 shows the traceback).
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False  # (typing costs milliseconds of every command's start)
if TYPE_CHECKING:
    from collections.abc import Callable
    from types import FrameType
    from typing import Any

    import click

    #: a signal's disposition, as signal.getsignal gives it and signal.signal takes it
    _Disposition = Callable[[int, FrameType | None], Any] | int | None


def main(argv: list[str] | None = None) -> None:
    """Run the CLI with ``argv`` (default: the process's arguments, and then the process
    ends: see :func:`_exit_now`)."""
    if argv is not None:
        _main(list(argv))
        return
    try:
        _main(sys.argv[1:], ends=True)
    except SystemExit as e:
        _exit_now(e.code)
        raise
    _exit_now(0)


def _exit_now(code: object) -> None:
    """End the process now, as Python would at the end of the command but without its
    teardown (freeing every module and object, a last full garbage collection: ~0.05-0.1 s of
    a small command's CPU time, for a process about to end).  Only when nothing is left for
    that teardown to do: no atexit handler (coverage, a user's), no other thread, and the
    standard streams flushed; otherwise (or when a flush fails, e.g. a closed pipe) Python
    ends the process as usual."""
    import _thread  # (not threading: its import costs more than the check)
    import atexit

    if getattr(atexit, "_ncallbacks", lambda: 1)() or _thread._count() != 0:
        return
    if code is None:
        status = 0
    elif isinstance(code, int):
        status = code & 0xFF
    else:
        return  # (a message to print: Python's way)
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        return
    os._exit(status)


def _main(args: list[str], ends: bool = False) -> None:
    """Run one command line; ``ends``: the process ends with it (:func:`main`)."""
    _printable_streams()
    saved = _catch_termination()
    try:
        if args[:1] == ["dump"]:
            from .dump_core import parse_plain_args, run_dump

            options = parse_plain_args(args[1:])
            if options is not None:
                if not run_dump(options.pop("files"), **options):
                    sys.exit(1)
                return
        elif args[:1] == ["build"]:
            from .build_core import parse_plain_args as parse_build_args
            from .build_core import run_build

            build_options = parse_build_args(args[1:])
            if build_options is not None:
                if ends:
                    # what the assembly makes lives until the process ends: the cyclic
                    # collector, switched back on after the assembly, would only scan it all
                    # once more (~0.07 s of a 120,000-line source), for nothing
                    import gc

                    gc.disable()
                run_build(**build_options)
                return
        elif args[:1] == ["disasm"]:
            from .disasm_core import parse_plain_args as parse_disasm_args
            from .disasm_core import run_plain

            disasm_options = parse_disasm_args(args[1:])
            if disasm_options is not None:
                run_plain(disasm_options)
                return
        elif args[:1] == ["list"]:
            from .list_core import parse_plain_args as parse_list_args
            from .list_core import run_list

            list_options = parse_list_args(args[1:])
            if list_options is not None:
                run_list(list_options["inputs"], None, None, list_options["as_json"],
                         list_options["long"])
                return
        _run_click(args)
    except SystemExit:
        raise
    except BaseException as e:  # noqa: BLE001 - every failure ends in one line and a status
        _fail(e)
    finally:
        _restore_handlers(saved)


def _printable_streams() -> None:
    """Text from the input (symbol names, metadata strings) can hold undecodable bytes kept as
    surrogates; they print as backslash escapes instead of stopping the command."""
    for stream in (sys.stdout, sys.stderr):
        try:
            # (sys.stdout may be any TextIO; one without reconfigure is left alone)
            stream.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            pass


class _Terminated(BaseException):
    """SIGTERM or SIGHUP, raised where the program is so that clean-up (the temporary file of
    an output being written) runs as it does for an exception or ^C."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


def _terminate(signum: int, _frame: FrameType | None) -> None:
    raise _Terminated(signum)


def _catch_termination() -> dict[int, _Disposition]:
    import signal

    saved: dict[int, _Disposition] = {}
    for name in ("SIGTERM", "SIGHUP"):
        signum = getattr(signal, name, None)
        if signum is not None and signal.getsignal(signum) is signal.SIG_DFL:
            try:
                saved[signum] = signal.signal(signum, _terminate)
            except ValueError:  # (not the main thread: its handlers are not ours to set)
                break
    return saved


def _restore_handlers(saved: dict[int, _Disposition]) -> None:
    import signal

    for signum, handler in saved.items():
        signal.signal(signum, handler)


def _run_click(args: list[str]) -> None:
    import click

    from .app import cli

    try:
        cli.main(args=args, prog_name="codeobj", standalone_mode=False)
    except click.exceptions.Abort:  # click's form of KeyboardInterrupt
        _error("error: interrupted")
        sys.exit(130)
    except click.exceptions.Exit as e:
        sys.exit(e.exit_code)
    except click.ClickException as e:
        e.show()
        sys.exit(2 if isinstance(e, click.UsageError) else 1)


def _error(text: str) -> None:
    try:
        sys.stdout.flush()
    except (OSError, ValueError):
        pass
    sys.stderr.write(text + "\n")
    sys.stderr.flush()


def _fail(e: BaseException) -> None:
    from ..errors import CodeObjectError

    if isinstance(e, CodeObjectError):
        _error(f"error: {e}")
        sys.exit(1)
    if isinstance(e, BrokenPipeError):
        sys.exit(1)
    if isinstance(e, OSError):
        name = getattr(e, "filename", None)
        detail = e.strerror or str(e)
        _error(f"error: {name}: {detail}" if name else f"error: {detail}")
        sys.exit(1)
    if isinstance(e, KeyboardInterrupt):
        _error("\nerror: interrupted")  # the newline ends the line the terminal's ^C is on
        sys.exit(130)
    if isinstance(e, _Terminated):
        _error("error: terminated")
        sys.exit(128 + e.signum)
    if not isinstance(e, Exception):
        raise e
    if os.environ.get("CODEOBJ_DEBUG"):
        raise e
    _error(f"internal error: {type(e).__name__}: {e} (this is a bug in codeobj; "
           "CODEOBJ_DEBUG=1 shows the traceback)")
    sys.exit(70)


def __getattr__(name: str) -> click.Group:
    # `from codeobj.cli.main import cli` (tests, scripts using click's CliRunner) keeps working.
    if name == "cli":
        from .app import cli

        return cli
    raise AttributeError(f"module 'codeobj.cli.main' has no attribute {name!r}")


if __name__ == "__main__":
    main()
