"""What `codeobj dump` does, without click: the command's option table, its run, and the
argument reader the `codeobj` entry point uses for plain dump invocations.

`codeobj dump --json big.hsaco` is the hottest command (scripts run it on every object of a
library), and importing click costs about as much as dumping a small code object.  So the
entry point (codeobj.cli.main) reads a dump command line itself when every token is one it
knows (a flag from the table below, ``--target VALUE``, ``--``, or a file name), and leaves
anything else (``--help``, unknown options, mistakes) to the click command in
codeobj.cli.dump, which is built from the same table and runs the same `run_dump`.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TextIO

from ..errors import CodeObjectError
from ..report.jsonout import encode_json, write_json

TYPE_CHECKING = False
if TYPE_CHECKING:
    from concurrent.futures import Future

    from ..bundle import FatBinary
    from ..bundle.model import EmbeddedCodeObject
    from ..elf.model import CodeObject

    # (source URI, name, code object) as open_items gives them
    _Item = tuple[str, str, EmbeddedCodeObject]
    # what a worker gives per code object: (True, report bytes) or (False, error message)
    _Result = tuple[bool, bytes | str]

# (keyword, flag, help) of each report part a user may select.
PART_OPTIONS = (
    ("headers", "--headers", "ELF header with the decoded e_flags."),
    ("sections", "--sections", "Section headers."),
    ("segments", "--segments", "Program headers."),
    ("symbols", "--symbols", "Symbol tables."),
    ("relocs", "--relocs", "Relocations."),
    ("notes", "--notes", "Note records."),
    ("metadata", "--metadata", "Code object metadata (YAML for text output)."),
    ("kernels", "--kernels", "Kernels: descriptor, resources, arguments."),
    ("resources", "--resources",
     "Per-kernel registers, LDS, scratch and occupancy (waves per SIMD/CU and the limit)."),
)
# The other flags of `codeobj dump`: flag -> keyword of run_dump.
OTHER_FLAGS = {"--directives": "directives", "--json": "as_json", "--yaml": "as_yaml"}
_FLAGS = {flag: part for part, flag, _ in PART_OPTIONS} | OTHER_FLAGS


def parse_plain_args(args: list[str]) -> dict[str, Any] | None:
    """The keyword arguments of `run_dump` for a plain dump command line (the tokens after
    ``dump``), or None when click should read it: help, an unknown or misspelt option, a flag
    given a value, a missing file or value, --json with --yaml.  What this accepts, click
    reads the same way."""
    options: dict[str, Any] = {"files": [], "target_filter": None, "parts": {}}
    i, n = 0, len(args)
    while i < n:
        token = args[i]
        i += 1
        if token == "--":
            options["files"] += args[i:]
            break
        if not token.startswith("-") or token == "-":  # "-": standard input
            options["files"].append(token)
            continue
        name, eq, value = token.partition("=")
        if token == "-t":
            name = "--target"
        if name == "--target":
            if not eq:
                if i == n:
                    return None
                value = args[i]
                i += 1
            if value.startswith("-"):
                return None  # click would take it as the value; let it say so
            options["target_filter"] = value
        elif name in _FLAGS and not eq:
            keyword = _FLAGS[name]
            if keyword in OTHER_FLAGS.values():
                options[keyword] = True
            else:
                options["parts"][keyword] = True
        else:
            return None
    if not options["files"] or (options.get("as_json") and options.get("as_yaml")):
        return None
    return options


def run_dump(files: Sequence[str], *, parts: dict[str, Any], directives: bool = False,
             target_filter: str | None = None, as_json: bool = False,
             as_yaml: bool = False) -> bool:
    """Dump every file to standard output; errors about a file go to standard error and the
    next file is dumped.  True when every file was dumped."""
    return _run_dump(files, parts, directives, target_filter, as_json, as_yaml)


class _NoCycleCollection:
    """The cycle collector paused while one code object is read and reported on.

    That creates ~100,000 containers on a large object (decoded metadata, the report's dicts)
    and no reference cycles (V3+ objects in JSON: tested), so the collector's passes over them
    were pure cost, ~10% of `dump --json` on the largest librocsparse object.  It runs again
    between code objects, by which time the object's containers are gone, so the few cycles
    other paths make (ruamel.yaml's objects, for V2 metadata and YAML output) are collected as
    before and memory stays bounded on a library of hundreds of objects."""

    def __enter__(self) -> None:
        import gc

        self.collecting = gc.isenabled()
        gc.disable()

    def __exit__(self, *exc: object) -> None:
        if self.collecting:
            import gc

            gc.enable()


def _run_dump(files: Sequence[str], parts: dict[str, Any], directives: bool,
              target_filter: str | None, as_json: bool, as_yaml: bool) -> bool:
    from ..report import SECTIONS, code_object_report

    _check_target(target_filter)
    selected = tuple(p for p in SECTIONS if parts.get(p))
    chosen = selected or SECTIONS
    failed = False
    out = sys.stdout
    writer = _ReportWriter(out, "json" if as_json else "yaml" if as_yaml else "text", chosen)
    progress = Progress()
    for path in files:
        try:
            if writer.fmt in ("json", "yaml") and \
                    _parallel_report(path, target_filter, chosen, writer, progress):
                continue
            for source, co in _code_objects(path, target_filter, progress):
                with _NoCycleCollection():
                    if directives and not (as_json or as_yaml):
                        progress.clear()
                        _print_directives(co, source, out)
                        continue
                    report = code_object_report(co, source, chosen)
                    progress.clear()
                    writer.add(co, report)
        except BrokenPipeError:
            raise  # the reader went away (`| head`): not the file's fault
        except (CodeObjectError, OSError) as e:
            # One file's fault: said on stderr (and, in JSON or YAML, as an entry of "errors",
            # so the output stays one valid document); the next file is dumped.
            progress.clear()
            text = _error_text(e, path)
            out.flush()
            sys.stderr.write(f"error: {text}\n")
            sys.stderr.flush()
            writer.add_error(path, text)
            failed = True
    progress.clear()
    writer.close()
    return not failed


def _check_target(target: str | None) -> None:
    """An unknown --target is a usage error (exit 2), as in every command."""
    if target is None:
        return
    from ..bundle._select import requested_target
    from ..errors import TargetError

    try:
        requested_target(target)
    except TargetError as e:
        sys.stderr.write(f"error: invalid value for '-t' / '--target': {e}\n")
        sys.exit(2)


def _error_text(e: BaseException, path: str) -> str:
    if isinstance(e, CodeObjectError):
        return str(e.with_source(path))
    name = getattr(e, "filename", None) or path
    return f"{name}: {getattr(e, 'strerror', None) or e}"


class Progress:
    """``[12/777] lib.so#offset=...`` on standard error while a long job runs, when standard
    error is a terminal (never in a pipe or a log), one line rewritten in place and cleared
    before anything else is printed."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = stream if stream is not None else sys.stderr
        try:
            self.enabled = self.stream.isatty()
        except (AttributeError, ValueError, OSError):
            self.enabled = False
        self.shown = False

    def update(self, done: int, total: int, name: str) -> None:
        if not self.enabled or total < 2:
            return
        import shutil

        width = shutil.get_terminal_size((80, 24)).columns - 1
        text = f"[{done}/{total}] {name}"
        if len(text) > width:
            text = text[:width - 3] + "..."
        self.stream.write("\r" + text + "\x1b[K")
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        if self.shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self.shown = False


class _ReportWriter:
    """Writes each code object's report as soon as it is made: a host library holds hundreds,
    and keeping every report until the end would hold them all in memory."""

    def __init__(self, out: TextIO, fmt: str, parts: tuple[str, ...]) -> None:
        self.out, self.fmt, self.parts = out, fmt, parts
        self.count = 0
        self.errors: list[dict[str, Any]] = []
        # Indented JSON only for a person at a terminal: the indenting encoder is pure Python
        # and several times slower than the compact C one on objects with hundreds of kernels.
        self.indent = 2 if fmt == "json" and out.isatty() else None

    def _separator(self) -> None:
        if self.fmt == "json":
            self.out.write('{"code_objects": [' if self.count == 0 else ", ")
        elif self.count == 0:
            self.out.write("code_objects:\n")

    def add(self, co: CodeObject, report: dict[str, Any]) -> None:
        if self.fmt in ("json", "yaml"):
            self._separator()
            _write_report(report, self.fmt, self.indent, self.out.write)
        elif self.parts == ("resources",):
            from ..kernel.occupancy import code_object_resources, format_resources

            self.out.write(f"{report['source']}:\n")
            self.out.write(format_resources(code_object_resources(co)) + "\n")
        else:
            from .render import render_text

            self.out.write(render_text(co, report, self.parts))
        self.count += 1

    def add_text(self, text: bytes) -> None:
        """One code object's report as JSON or YAML text, already encoded (by a worker)."""
        self._separator()
        buffer = getattr(self.out, "buffer", None)
        if buffer is not None:
            self.out.flush()
            buffer.write(text)
        else:
            self.out.write(text.decode("ascii"))
        self.count += 1

    def add_error(self, path: str, text: str) -> None:
        """A file that could not be dumped: an entry of the document's ``errors`` list."""
        self.errors.append({"file": path, "error": text})

    def close(self) -> None:
        if self.fmt == "json":
            self.out.write('{"code_objects": [' if self.count == 0 else "]")
            if self.count == 0:
                self.out.write("]")
            if self.errors:
                self.out.write(', "errors": ' + encode_json(self.errors, self.indent))
            self.out.write("}\n")
        elif self.fmt == "yaml":
            if self.count == 0:
                self.out.write("code_objects: []\n")
            if self.errors:
                from ..report.yamlout import write_yaml

                self.out.write("errors:\n")
                write_yaml(self.errors, self.out.write)


def _write_report(report: dict[str, Any], fmt: str, indent: int | None,
                  write: Callable[[str], object]) -> None:
    if fmt == "yaml":
        from ..report.yamlout import write_yaml

        write_yaml([report], write)
    elif indent is None:
        write_json(report, write)
    else:
        write(encode_json(report, indent))


# -- worker processes for host libraries ----------------------------------------------------
#
# A host library holds hundreds of code objects; each worker (forked, so it shares the scan of
# the file and its mapping) makes the JSON or YAML text of a run of them, and the parent writes
# the texts in file order.  At most _WINDOW runs per worker are in flight, so memory stays near
# a few code objects' worth of text whatever the library's size.

_PARALLEL_MIN_OBJECTS = 8  # fewer: one process (forking costs more than it saves)
_PARALLEL_MIN_BYTES = 8 << 20
_CHUNK_BYTES = 4 << 20  # a run of code objects handed to a worker at once
_WINDOW = 3
# (fat binary, items, parts, format, indent) of the dump being run, inherited by forked workers
_JOB: tuple[FatBinary, list[_Item], tuple[str, ...], str, int | None] | None = None


def _worker_count(items: Sequence[_Item]) -> int:
    import os

    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    if not cpus or cpus < 2 or len(items) < _PARALLEL_MIN_OBJECTS:
        return 1
    if sum(len(item.data) for _, _, item in items) < _PARALLEL_MIN_BYTES:
        return 1
    return min(cpus, 8)


def _chunks(items: Sequence[_Item]) -> list[tuple[int, int]]:
    runs: list[tuple[int, int]] = []
    start, size = 0, 0
    for i, (_, _, item) in enumerate(items):
        size += len(item.data)
        if size >= _CHUNK_BYTES:
            runs.append((start, i + 1))
            start, size = i + 1, 0
    if start < len(items):
        runs.append((start, len(items)))
    return runs


def _text_run(start: int, stop: int) -> list[_Result]:
    """In a worker: (True, JSON or YAML bytes) per code object of items[start:stop], or (False,
    error) for the first that fails (the rest of the run is then skipped, as one process
    would)."""
    from ..elf.model import CodeObject
    from ..report import code_object_report

    assert _JOB is not None  # set by the parent before it forks the workers
    fat, items, parts, fmt, indent = _JOB
    out: list[_Result] = []
    for uri, name, item in items[start:stop]:
        with _NoCycleCollection():
            try:
                co = CodeObject(item.data, source=name)
                report = code_object_report(co, uri, parts)
            except CodeObjectError as e:
                out.append((False, str(e)))
                break
            pieces: list[str] = []
            _write_report(report, fmt, indent, pieces.append)
            out.append((True, "".join(pieces).encode("ascii")))
            del co, report, pieces
        fat.release_pages(item)
    return out


def _parallel_report(path: str, target_filter: str | None, parts: tuple[str, ...], writer: _ReportWriter,
                     progress: Progress | None = None) -> bool:
    """Dump ``path`` as JSON or YAML, with worker processes when it is worth it.  False for a
    URI, which the caller dumps the ordinary way."""
    global _JOB
    from ..bundle.inputs import is_uri

    if is_uri(path):
        return False
    fat, items = _open(path, target_filter)
    failed: str | None = None
    progress = progress or Progress()
    total = len(items)
    with fat:
        workers = _worker_count(items)
        if workers > 1:
            import multiprocessing  # not for one code object: importing it costs ~10 ms

            if "fork" not in multiprocessing.get_all_start_methods():
                workers = 1
        if workers < 2:
            from ..elf.model import CodeObject
            from ..report import code_object_report

            for done, (uri, name, item) in enumerate(items, 1):
                progress.update(done, total, uri)
                with _NoCycleCollection():
                    co = CodeObject(item.data, source=name)
                    writer.add(co, code_object_report(co, uri, parts))
                    del co
                fat.release_pages(item)
            progress.clear()
            return True
        from concurrent.futures import ProcessPoolExecutor

        # A forked child flushes the stdio buffers it inherited when it ends: empty them first.
        writer.out.flush()
        sys.stdout.flush()
        _JOB = (fat, items, parts, writer.fmt, writer.indent)
        runs = _chunks(items)
        try:
            with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork")) \
                    as pool:
                pending: list[Future[list[_Result]]] = []
                next_run = 0
                while (next_run < len(runs) or pending) and failed is None:
                    while next_run < len(runs) and len(pending) < workers * _WINDOW:
                        pending.append(pool.submit(_text_run, *runs[next_run]))
                        next_run += 1
                    for _ok, value in pending.pop(0).result():
                        if isinstance(value, str):  # _ok is False: the error's message
                            failed = value
                            break
                        writer.add_text(value)
                        progress.update(writer.count, total, path)
                for future in pending:
                    future.cancel()
        finally:
            _JOB = None
            progress.clear()
    if failed is not None:
        raise _WorkerError(failed)
    return True


class _WorkerError(CodeObjectError):
    """A worker's CodeObjectError, by its message (the error itself stays in the worker)."""

    def __str__(self) -> str:
        message: str = self.args[0]
        return message


def _code_objects(path: str, target_filter: str | None, progress: Progress | None = None
                  ) -> Iterator[tuple[str, CodeObject]]:
    """(source URI, CodeObject) for every code object in ``path`` (a file, bundle or URI)."""
    from ..bundle.inputs import code_objects, is_uri
    from ..elf.model import CodeObject

    if is_uri(path):
        yield from code_objects(path, target=target_filter)
        return
    fat, items = _open(path, target_filter)
    progress = progress or Progress()
    with fat:
        for done, (uri, name, item) in enumerate(items, 1):
            progress.update(done, len(items), uri)
            yield uri, CodeObject(item.data, source=name)
            fat.release_pages(item)


def _open(path: str, target_filter: str | None) -> tuple[FatBinary, list[_Item]]:
    """``open_items`` of a path, refusing one that gives no code object with the reason (a host
    ELF without AMD GPU code, no code object for the target) as a `CodeObjectError`."""
    from ..bundle.inputs import open_items, require_items

    fat, items = open_items(path, target_filter)
    try:
        require_items(fat, items, target_filter)  # the error names skipped entries too
    except CodeObjectError:
        fat.close()
        raise
    _note_skipped(path, fat)
    return fat, items


def _note_skipped(path: str, fat: FatBinary) -> None:
    """Device entries that are not code objects (-fgpu-rdc bitcode) are named on stderr, so an
    empty dump of such a file does not look like an empty file."""
    if not fat.non_code_objects:
        return
    from ..bundle.inputs import skipped_note

    note = skipped_note(path, fat)
    assert note is not None  # there are entries to name
    sys.stdout.flush()
    sys.stderr.write(note + "\n")
    sys.stderr.flush()


def _print_directives(co: CodeObject, source: str, out: TextIO) -> None:
    out.write(f"; {source}\n")
    for k in co.kernels:
        d = k.descriptor
        if d is None:
            out.write(f"; {k.name}: descriptor not decoded\n")
            out.writelines(f";   warning: {w}\n" for w in k.warnings)
            continue
        if co.code_object_version == 2:
            # V2 kernels are declared with .amdgpu_hsa_kernel and a label; the block follows.
            out.write(f"\t.amdgpu_hsa_kernel {k.name}\n{k.name}:\n")
            out.write(d.to_text(co.processor))
        else:
            out.write(d.to_text(k.name))
