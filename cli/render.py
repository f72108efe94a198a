"""Text and YAML rendering of `codeobj dump` reports (the JSON view is the source of truth)."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..elf.model import CodeObject


def _hex(v: Any) -> str:
    return f"{v:#x}" if isinstance(v, int) else str(v)


def _table(rows: list[list[str]], header: list[str]) -> str:
    widths = [len(h) for h in header]
    for row in rows:
        for i, cell in enumerate(row):
            widths[i] = max(widths[i], len(cell))
    lines = ["  " + "  ".join(h.ljust(widths[i]) for i, h in enumerate(header)).rstrip()]
    for row in rows:
        lines.append("  " + "  ".join(c.ljust(widths[i]) for i, c in enumerate(row)).rstrip())
    return "\n".join(lines) + "\n"


def render_text(co: CodeObject, report: dict[str, Any], parts: tuple[str, ...]) -> str:
    """Human-readable text for one code object's report."""
    out = io.StringIO()
    w = out.write
    w(f"{report['source']}:\n")
    w(f"  target: {report['target'] or 'unknown'}\n")
    w(f"  code object version: {report['code_object_version'] or 'unknown'}\n")
    w(f"  type: {report['elf_type']}\n")
    if "headers" in parts:
        h = report["header"]
        w("\nELF header:\n")
        for key in ("class", "data", "osabi", "abi_version", "type", "machine", "version",
                    "entry", "phoff", "shoff", "ehsize", "phentsize", "phnum", "shentsize",
                    "shnum", "shstrndx"):
            value = h[key]
            w(f"  {key + ':':<14}{_hex(value) if key in ('entry', 'phoff', 'shoff') else value}\n")
        w(f"  {'flags:':<14}{h['flags_text']}\n")
    if "sections" in parts:
        w(f"\nSections ({len(report['sections'])}):\n")
        rows = [[str(s["index"]), s["name"], s["type"].removeprefix("SHT_"), f"{s['address']:016x}",
                 f"{s['offset']:06x}", f"{s['size']:06x}", f"{s['entsize']:02x}", s["flags_text"],
                 str(s["link"]), str(s["info"]), str(s["align"])] for s in report["sections"]]
        w(_table(rows, ["[Nr]", "Name", "Type", "Address", "Off", "Size", "ES", "Flg", "Lk",
                        "Inf", "Al"]))
    if "segments" in parts and report.get("segments"):
        w(f"\nProgram headers ({len(report['segments'])}):\n")
        rows = [[p["type"].removeprefix("PT_"), f"{p['offset']:#08x}", f"{p['vaddr']:#018x}",
                 f"{p['filesz']:#08x}", f"{p['memsz']:#08x}", p["flags_text"], _hex(p["align"])]
                for p in report["segments"]]
        w(_table(rows, ["Type", "Offset", "VirtAddr", "FileSiz", "MemSiz", "Flg", "Align"]))
    if "symbols" in parts:
        tables: dict[str, list[Any]] = {}
        for s in report["symbols"]:
            tables.setdefault(s["table"], []).append(s)
        for name, syms in tables.items():
            w(f"\nSymbol table '{name}' ({len(syms)} entries):\n")
            rows = [[str(s["index"]), f"{s['value']:016x}", str(s["size"]),
                     s["type"].removeprefix("STT_"), s["binding"].removeprefix("STB_"),
                     s["visibility"].removeprefix("STV_"), str(s["section"]), s["name"]]
                    for s in syms]
            w(_table(rows, ["Num", "Value", "Size", "Type", "Bind", "Vis", "Section", "Name"]))
    if "relocs" in parts:
        relocs = report["relocations"]
        w(f"\nRelocations ({len(relocs)}):\n")
        if relocs:
            rows = [[r["section"], f"{r['offset']:016x}", r["type"], r["symbol"],
                     f"{r['addend']:+#x}"] for r in relocs]
            w(_table(rows, ["Section", "Offset", "Type", "Symbol", "Addend"]))
    if "notes" in parts:
        w(f"\nNotes ({len(report['notes'])}):\n")
        for n in report["notes"]:
            w(f"  {n['owner']:<8} {n['type_name']:<34} size {n['size']:#x}")
            if "value" in n:
                w(f"  {n['value']}")
            if "error" in n:
                w(f"  error: {n['error']}")
            w("\n")
    if "metadata" in parts:
        w("\nMetadata:\n")
        if report["metadata"] is None:
            w("  (none)\n")
        else:
            w("".join("  " + line + "\n" for line in _metadata_text(co).splitlines()))
    if "kernels" in parts or "resources" in parts:
        kernels = report["kernels"]
        w(f"\nKernels ({len(kernels)}):\n")
        for k in kernels:
            _render_kernel(co, k, w)
    if report["warnings"]:
        w("\nWarnings:\n")
        for warning in report["warnings"]:
            w(f"  {warning}\n")
    w("\n")
    return out.getvalue()


def _metadata_text(co: CodeObject) -> str:
    """Metadata as llvm-readelf shows it: V3+ MsgPack through LLVM's YAML layout, V2 as the
    YAML text the note holds."""
    from ..metadata.decode import to_llvm_yaml

    texts = []
    for note in co.notes:
        if not note.is_metadata or note.error:
            continue
        if isinstance(note.value, dict) and note.owner == "AMDGPU":
            texts.append(to_llvm_yaml(note.value))
        else:
            texts.append(note.desc.rstrip(b"\0").decode("utf-8", "backslashreplace"))
    return "".join(texts)


def _cell(value: Any, missing: str = "") -> str:
    return missing if value is None or value == "" else str(value)


def _render_kernel(co: CodeObject, k: dict[str, Any], w: Callable[[str], int]) -> None:
    from ..report import kernel_arguments

    w(f"\n  {k['name']}  (symbol {k['symbol']})\n")
    if k.get("descriptor_address") is not None:
        w(f"    descriptor: {k['descriptor_address']:#x}\n")
    if k.get("entry_address") is not None:
        size = k.get("code_size")
        w(f"    entry: {k['entry_address']:#x}, code size: {size if size is not None else '?'}\n")
    res = k.get("resources") or {}
    if res:
        w("    resources: " + ", ".join(f"{key} {value}" for key, value in res.items()) + "\n")
    args = kernel_arguments(co, co.kernel(k["symbol"] or k["name"]))
    if args:
        w("    arguments:\n")
        for a in args:
            where = f"@{a['offset']}" if a.get("offset") is not None else ""
            # metadata values are whatever the note holds: a list or a map prints as text
            w(f"      {where:<6} {_cell(a.get('value_kind'), '?'):<24} size {a.get('size')}"
              f"  {_cell(a.get('type_name'))} {_cell(a.get('name'))}".rstrip() + "\n")
    occ = (k.get("occupancy") or {}).get("occupancy")
    if occ:
        w(f"    occupancy: {occ['waves_per_simd']} waves/SIMD, {occ['waves_per_cu']} waves/"
          f"{occ['unit']}, limited by {', '.join(occ['limited_by'])}\n")
    desc = k.get("descriptor") or k.get("amd_kernel_code_t")
    if desc:
        label = "descriptor" if "descriptor" in k else "amd_kernel_code_t"
        w(f"    {label}:\n")
        for key, value in desc.items():
            w(f"      {key} {value}\n")
    elif k.get("descriptor_bytes"):
        w(f"    descriptor bytes: {k['descriptor_bytes']}\n")
    for warning in k.get("warnings") or []:
        w(f"    warning: {warning}\n")


