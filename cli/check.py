"""`codeobj check`: validate code objects, print findings, exit 1 when any error or warning."""

from __future__ import annotations

import json
import sys

import click

from .limit_option import limit_option


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
@click.option("--target", "target_filter", metavar="TARGET",
              help="In fat binaries, check only code objects compatible with TARGET.")
@click.option("--ignore", "ignore", metavar="RULE", multiple=True,
              help="Drop findings of RULE (repeatable; see --rules).")
@click.option("--no-notes", is_flag=True, help="Do not print notes (they never fail the check).")
@click.option("--rules", is_flag=True, expose_value=False, is_eager=True, callback=_list_rules,
              help="List the rules with their severity and exit.")
@limit_option
def check(files, as_json, target_filter, ignore, no_notes):
    """Validate code objects, bundles and host files with embedded code objects.

    Every finding has a severity (error, warning, note), a location and a rule id.
    Exit status: 0 when there is no error or warning (notes do not count), 1 otherwise.
    """
    from ..check import RULES, check_paths

    bad = [r for r in ignore if r not in RULES]
    if bad:
        raise click.BadParameter(f"unknown rule {bad[0]!r} (see --rules)", param_hint="--ignore")
    report = check_paths(list(files), target_filter, ignore=tuple(ignore))
    shown = [f for f in report.findings if not (no_notes and f.severity == "note")]
    out = sys.stdout
    if as_json:
        data = report.to_dict()
        data["findings"] = [f.to_dict() for f in shown]
        out.write(json.dumps(data, indent=2 if out.isatty() else None))
        out.write("\n")
    else:
        for finding in shown:
            out.write(f"{finding}\n")
        counts = report.counts()
        objects = len(report.code_objects)
        out.write(f"{objects} code object{'s' if objects != 1 else ''} checked: "
                  f"{counts['error']} error(s), {counts['warning']} warning(s), "
                  f"{counts['note']} note(s)\n")
    sys.exit(report.exit_status)
