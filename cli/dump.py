"""`codeobj dump`: headers, sections, symbols, relocations, notes, metadata and kernels."""

from __future__ import annotations

import json
import sys

import click

from codeobj.errors import CodeObjectError

_PART_OPTIONS = (
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


def _part_options(func):
    for part, flag, help_text in reversed(_PART_OPTIONS):
        func = click.option(flag, part, is_flag=True, help=help_text)(func)
    return func


@click.command("dump")
@click.argument("files", nargs=-1, required=True)
@_part_options
@click.option("--directives", is_flag=True,
              help="Print each kernel descriptor as an .amdhsa_kernel block (V2: .amd_kernel_code_t).")
@click.option("--target", "target_filter", metavar="TARGET",
              help="In fat binaries, dump only code objects compatible with TARGET.")
@click.option("--json", "as_json", is_flag=True, help="JSON output (the stable contract, docs/json.md).")
@click.option("--yaml", "as_yaml", is_flag=True, help="YAML output (same content as --json).")
def dump(files, directives, target_filter, as_json, as_yaml, **parts):
    """Show what is inside code objects, fat binaries and host files with embedded bundles.

    FILE may be a path or a code object URI (file://path#offset=N&size=N).  With
    no part selected everything is shown.
    """
    from codeobj.report import SECTIONS, code_object_report

    if as_json and as_yaml:
        raise click.UsageError("--json and --yaml are exclusive")
    selected = tuple(p for p in SECTIONS if parts.get(p))
    chosen = selected or SECTIONS
    failed = False
    out = sys.stdout
    writer = _ReportWriter(out, "json" if as_json else "yaml" if as_yaml else "text", chosen)
    for path in files:
        try:
            if writer.fmt == "json" and _parallel_json(path, target_filter, chosen, writer):
                continue
            for source, co in _code_objects(path, target_filter):
                if directives and not (as_json or as_yaml):
                    _print_directives(co, source, out)
                    continue
                writer.add(co, code_object_report(co, source, chosen))
        except CodeObjectError as e:
            click.echo(f"error: {e}", err=True)
            failed = True
    writer.close()
    if failed:
        sys.exit(1)


class _ReportWriter:
    """Writes each code object's report as soon as it is made: a host library holds hundreds,
    and keeping every report until the end would hold them all in memory."""

    def __init__(self, out, fmt: str, parts: tuple[str, ...]) -> None:
        self.out, self.fmt, self.parts = out, fmt, parts
        self.count = 0
        # Indented JSON only for a person at a terminal: the indenting encoder is pure Python
        # and several times slower than the compact C one on objects with hundreds of kernels.
        self.indent = 2 if fmt == "json" and out.isatty() else None

    def add(self, co, report: dict) -> None:
        if self.fmt == "json":
            self.out.write('{"code_objects": [' if self.count == 0 else ", ")
            self.out.write(_encode_json(report, self.indent))
        elif self.fmt == "yaml":
            from codeobj.cli.render import dump_yaml

            if self.count == 0:
                self.out.write("code_objects:\n")
            dump_yaml([report], self.out)
        elif self.parts == ("resources",):
            from codeobj.occupancy import code_object_resources, format_resources

            self.out.write(f"{report['source']}:\n")
            self.out.write(format_resources(code_object_resources(co)) + "\n")
        else:
            from codeobj.cli.render import render_text

            self.out.write(render_text(co, report, self.parts))
        self.count += 1

    def add_json_text(self, text: bytes) -> None:
        """One code object's report, already encoded (by a worker process)."""
        self.out.write('{"code_objects": [' if self.count == 0 else ", ")
        buffer = getattr(self.out, "buffer", None)
        if buffer is not None:
            self.out.flush()
            buffer.write(text)
        else:
            self.out.write(text.decode("ascii"))
        self.count += 1

    def close(self) -> None:
        if self.fmt == "json":
            self.out.write('{"code_objects": []}\n' if self.count == 0 else "]}\n")
        elif self.fmt == "yaml" and self.count == 0:
            self.out.write("code_objects: []\n")


def _encode_json(report: dict, indent: int | None) -> str:
    """json.dumps's text.  Without its cycle check (~10% of the encoding time): a report is a
    tree built from decoded notes, and YAML aliases, the one way to share nodes, are refused."""
    return json.dumps(report, indent=indent, default=_json_default, check_circular=False)


def _json_default(value):
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value).hex()
    raise TypeError(f"{type(value).__name__} is not JSON serialisable")


# -- worker processes for host libraries ----------------------------------------------------
#
# A host library holds hundreds of code objects; each worker (forked, so it shares the scan of
# the file and its mapping) makes the JSON text of a run of them, and the parent writes the
# texts in file order.  At most _WINDOW runs per worker are in flight, so memory stays near a
# few code objects' worth of JSON whatever the library's size.

_PARALLEL_MIN_OBJECTS = 8  # fewer: one process (forking costs more than it saves)
_PARALLEL_MIN_BYTES = 8 << 20
_CHUNK_BYTES = 4 << 20  # a run of code objects handed to a worker at once
_WINDOW = 3
_JOB = None  # (fat binary, items, parts, indent) of the dump being run, inherited by forked workers


def _worker_count(items) -> int:
    import os

    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    if not cpus or cpus < 2 or len(items) < _PARALLEL_MIN_OBJECTS:
        return 1
    if sum(len(item.data) for _, _, item in items) < _PARALLEL_MIN_BYTES:
        return 1
    return min(cpus, 8)


def _chunks(items) -> list[tuple[int, int]]:
    runs, start, size = [], 0, 0
    for i, (_, _, item) in enumerate(items):
        size += len(item.data)
        if size >= _CHUNK_BYTES:
            runs.append((start, i + 1))
            start, size = i + 1, 0
    if start < len(items):
        runs.append((start, len(items)))
    return runs


def _json_run(start: int, stop: int) -> list[tuple[bool, bytes | str]]:
    """In a worker: (True, JSON bytes) per code object of items[start:stop], or (False, error)
    for the first that fails (the rest of the run is then skipped, as one process would)."""
    from codeobj.model import CodeObject
    from codeobj.report import code_object_report

    fat, items, parts, indent = _JOB
    out = []
    for uri, name, item in items[start:stop]:
        try:
            co = CodeObject(item.data, source=name)
            report = code_object_report(co, uri, parts)
        except CodeObjectError as e:
            out.append((False, str(e)))
            break
        out.append((True, _encode_json(report, indent).encode("ascii")))
        del co, report
        fat.release_pages(item)
    return out


def _parallel_json(path: str, target_filter: str | None, parts, writer: _ReportWriter) -> bool:
    """Dump ``path`` as JSON, with worker processes when it is worth it.  False for a URI,
    which the caller dumps the ordinary way."""
    global _JOB
    from codeobj.inputs import is_uri, open_items

    if is_uri(path):
        return False
    fat, items = open_items(path, target_filter)
    failed = None
    with fat:
        workers = _worker_count(items)
        if workers > 1:
            import multiprocessing  # not for one code object: importing it costs ~10 ms

            if "fork" not in multiprocessing.get_all_start_methods():
                workers = 1
        if workers < 2:
            from codeobj.model import CodeObject
            from codeobj.report import code_object_report

            for uri, name, item in items:
                co = CodeObject(item.data, source=name)
                writer.add(co, code_object_report(co, uri, parts))
                fat.release_pages(item)
            return True
        from concurrent.futures import ProcessPoolExecutor

        # A forked child flushes the stdio buffers it inherited when it ends: empty them first.
        writer.out.flush()
        sys.stdout.flush()
        _JOB = (fat, items, parts, writer.indent)
        runs = _chunks(items)
        try:
            with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork")) \
                    as pool:
                pending = []
                next_run = 0
                while (next_run < len(runs) or pending) and failed is None:
                    while next_run < len(runs) and len(pending) < workers * _WINDOW:
                        pending.append(pool.submit(_json_run, *runs[next_run]))
                        next_run += 1
                    for ok, value in pending.pop(0).result():
                        if not ok:
                            failed = value
                            break
                        writer.add_json_text(value)
                for future in pending:
                    future.cancel()
        finally:
            _JOB = None
    if failed is not None:
        raise _WorkerError(failed)
    return True


class _WorkerError(CodeObjectError):
    """A worker's CodeObjectError, by its message (the error itself stays in the worker)."""

    def __str__(self) -> str:
        return self.args[0]


def _code_objects(path: str, target_filter: str | None):
    """(source URI, CodeObject) for every code object in ``path`` (a file, bundle or URI)."""
    from codeobj.inputs import code_objects

    yield from code_objects(path, target=target_filter)


def _print_directives(co, source: str, out) -> None:
    out.write(f"; {source}\n")
    for k in co.kernels:
        d = k.descriptor
        if d is None:
            out.write(f"; {k.name}: descriptor not decoded\n")
            for w in k.warnings:
                out.write(f";   warning: {w}\n")
            continue
        if co.code_object_version == 2:
            # V2 kernels are declared with .amdgpu_hsa_kernel and a label; the block follows.
            out.write(f"\t.amdgpu_hsa_kernel {k.name}\n{k.name}:\n")
            out.write(d.to_text(co.processor))
        else:
            out.write(d.to_text(k.name))
