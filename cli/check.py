"""`codeobj check`: validate code objects, print findings, exit 1 when any error or warning."""

from __future__ import annotations

import json
import sys

import click

from .limit_option import limit_option
from .options import target_option


def _list_rules(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if not value or ctx.resilient_parsing:
        return
    from ..check import RULES

    width = max(len(r) for r in RULES)
    for rule in RULES.values():
        click.echo(f"{rule.id.ljust(width)}  {rule.severity:<7}  {rule.summary}")
    ctx.exit(0)


@click.command("check")
@click.argument("files", nargs=-1, required=True)
@click.option("--json", "as_json", is_flag=True, help="Findings and a summary as JSON.")
@target_option("target_filter")
@click.option("--ignore", "ignore", metavar="RULE", multiple=True,
              help="Drop findings of RULE (repeatable; see --rules).")
@click.option("--notes", "-v", "--verbose", "notes", is_flag=True,
              help="Also print notes (text output hides them: they never fail the check; "
                   "--json has every finding).")
@click.option("--no-notes", is_flag=True, hidden=True)  # the default now; kept for old scripts
@click.option("--no-code", is_flag=True,
              help="Skip the machine-code rules (the synchronization checker).")
@click.option("--rules", is_flag=True, expose_value=False, is_eager=True, callback=_list_rules,
              help="List the rules with their severity and exit.")
@limit_option
def check(files: tuple[str, ...], as_json: bool, target_filter: str | None,
          ignore: tuple[str, ...], notes: bool, no_notes: bool, no_code: bool) -> None:
    """Validate code objects, bundles and host files with embedded code objects.

    FILES may be paths, code object URIs or '-' for standard input.  Every finding has a
    severity (error, warning, note), a location and a rule id; notes are counted, and printed
    with --notes.  Exit status: 0 when there is no error or warning (notes do not count), 1
    otherwise, 2 for bad usage.
    """
    from ..check import RULES, check_paths

    bad = [r for r in ignore if r not in RULES]
    if bad:
        raise click.BadParameter(f"unknown rule {bad[0]!r} (see --rules)", param_hint="--ignore")
    report = check_paths(list(files), target_filter, ignore=tuple(ignore), code=not no_code)
    out = sys.stdout
    if as_json:
        shown = [f for f in report.findings if not (no_notes and f.severity == "note")]
        data = report.to_dict()
        data["findings"] = [f.to_dict() for f in shown]
        out.write(json.dumps(data, indent=2 if out.isatty() else None))
        out.write("\n")
    else:
        show_notes = notes and not no_notes
        for finding in report.findings:
            if show_notes or finding.severity != "note":
                out.write(f"{finding}\n")
        counts = report.counts()
        objects = len(report.code_objects)
        out.write(f"{objects} code object{'s' if objects != 1 else ''} checked: "
                  f"{counts['error']} error(s), {counts['warning']} warning(s), "
                  f"{counts['note']} note(s)"
                  f"{' (--notes shows them)' if counts['note'] and not show_notes else ''}\n")
    sys.exit(report.exit_status)
