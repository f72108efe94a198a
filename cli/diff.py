"""`codeobj diff`: what changed between two code objects, bundles or libraries."""

from __future__ import annotations

import json
import sys
from typing import Any, TextIO

import click

from .limit_option import limit_option
from .options import target_option


def _value(v: object) -> str:
    if v is None:
        return "(none)"
    if isinstance(v, str):
        return repr(v)
    if isinstance(v, list):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    return str(v)


def _pairs(out: TextIO, indent: str, label: str, values: dict[str, Any]) -> None:
    for name, (before, after) in values.items():
        out.write(f"{indent}{label}{name}: {_value(before)} -> {_value(after)}\n")


def _code(out: TextIO, indent: str, code: dict[str, Any]) -> None:
    a, b = code["instructions"]
    out.write(f"{indent}code: {a} -> {b} instructions, {code['removed']} removed, "
              f"{code['added']} added\n")
    for hunk in code["hunks"]:
        where = ""
        if hunk["a_offset"] is not None and hunk["b_offset"] is not None:
            where = f" offset {hunk['a_offset']:#x} / {hunk['b_offset']:#x}"
        out.write(f"{indent}  @@ -{hunk['a_start']},{hunk['a_count']} "
                  f"+{hunk['b_start']},{hunk['b_count']} @@{where}\n")
        for line in hunk["lines"]:
            out.write(f"{indent}  {line[0]} {line[1:]}\n")


def render_text(doc: dict[str, Any], out: TextIO) -> None:
    """The text form of a ``DiffReport.to_dict()``: nothing when the inputs are the same."""
    if doc["same"]:
        return
    out.write(f"--- {doc['a']}\n+++ {doc['b']}\n")
    for obj in doc["code_objects"]:
        target = obj["target"] or "unknown target"
        if obj["status"] == "added":
            out.write(f"code object {target} added: {obj['b']}\n")
            continue
        if obj["status"] == "removed":
            out.write(f"code object {target} removed: {obj['a']}\n")
            continue
        same_uri = obj["a"] == obj["b"]
        out.write(f"code object {target}: {obj['a']}" +
                  ("" if same_uri else f" -> {obj['b']}") + "\n")
        _pairs(out, "  ", "header ", obj.get("header", {}))
        _pairs(out, "  ", "metadata ", obj.get("metadata", {}))
        for name, (before, after) in obj.get("sections", {}).items():
            out.write(f"  section {name}: size {_value(before)} -> {_value(after)}\n")
        for kind, items in (("kernel", obj["kernels"]), ("function", obj["functions"])):
            for item in items:
                if item["status"] in ("added", "removed"):
                    out.write(f"  {kind} {item['status']}: {item['name']}\n")
                    continue
                out.write(f"  {kind} {item['name']}: changed\n")
                for key in ("descriptor", "resources", "occupancy", "metadata"):
                    _pairs(out, "    ", f"{key} ", item.get(key, {}))
                if "code" in item:
                    _code(out, "    ", item["code"])


@click.command("diff")
@click.argument("a")
@click.argument("b")
@target_option("select")
@click.option("--json", "as_json", is_flag=True, help="Write the differences as JSON.")
@click.option("-U", "--context", default=3, show_default=True, type=click.IntRange(0, 1000),
              help="Unchanged instructions shown around each change of code.")
@limit_option
def diff(a: str, b: str, select: str | None, as_json: bool, context: int) -> None:
    """Compare A and B (code objects, bundles, host libraries or code object URIs).

    Reports the code objects added and removed and, for each pair, the header, metadata,
    section sizes, kernels added/removed/changed (descriptor directives, resources,
    occupancy, metadata and code) and device functions.  Code is compared instruction by
    instruction with branch targets as labels and PC-relative references as the symbols
    they reach, so code that only moved is not reported.

    Exit status, as diff(1): 0 when A and B are the same, 1 when they differ, 2 on an error
    (a file that cannot be read, bad usage).  See docs/diff.md.
    """
    from ..compare import diff as compare
    from ..errors import CodeObjectError

    try:
        report = compare(a, b, target=select, context=context)
    except CodeObjectError as e:
        click.echo(f"error: {e}", err=True)
        sys.exit(2)
    except OSError as e:
        click.echo(f"error: {e.filename or a}: {e.strerror or e}", err=True)
        sys.exit(2)
    doc = report.to_dict()
    if as_json:
        # indented for a person at a terminal, compact for a program (docs/cli.md)
        sys.stdout.write(json.dumps(doc, indent=2 if sys.stdout.isatty() else None) + "\n")
    else:
        render_text(doc, sys.stdout)
    sys.stdout.flush()
    sys.exit(0 if report.same else 1)
