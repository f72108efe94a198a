#!/usr/bin/env python3
"""codeobj's disassembler against llvm-objdump-19 -d on real code objects.

Usage:
    python tools/isa/objdump_compare.py [PATH ...] [--show N] [--time]

Every AMDGPU ELF file under the PATHs (default: testdata/corpus) is disassembled by
llvm-objdump-19 -d; each instruction line (address, text, bytes) is compared with what
codeobj.isa.disasm decodes at that address of the same section: the same text and the same
number of bytes.  The listing layout (addresses, symbols, comment column) is not compared.
Bytes llvm-objdump cannot decode print as ``.long 0x...``/``.byte ...`` on both sides.

With --time the decode+print throughput of codeobj (instructions per second, over the listed
instructions) and llvm-objdump's wall time on the same files are reported.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

OBJDUMP = "llvm-objdump-19"
_SECTION = re.compile(r"^Disassembly of section (\S+):$")
_LINE = re.compile(r"^\t(.*?)\s*// ([0-9A-F]{12}): ((?:[0-9A-F]{2,8} ?)+)(?: <.*>)?$")
_SHF_EXECINSTR = 4


def objdump_lines(path: Path) -> tuple[list[tuple[str, int, str, int]], float]:
    """[(section, address, text, size)] of llvm-objdump -d, and its wall time."""
    t0 = time.perf_counter()
    out = subprocess.run([OBJDUMP, "-d", str(path)], capture_output=True, text=True,
                         check=False).stdout
    elapsed = time.perf_counter() - t0
    rows = []
    section = ""
    for ln in out.splitlines():
        m = _SECTION.match(ln)
        if m:
            section = m.group(1)
            continue
        m = _LINE.match(ln)
        if m:
            groups = m.group(3).split()
            size = sum(len(g) // 2 for g in groups)
            rows.append((section, int(m.group(2), 16), m.group(1), size))
    return rows, elapsed


def _fallback(data, off: int, size: int) -> str:
    """llvm-objdump's text for bytes it cannot decode."""
    if size == 4 and off + 4 <= len(data):
        return f".long 0x{int.from_bytes(data[off:off + 4], 'little'):08x}"
    return ".byte " + ", ".join(f"0x{b:02x}" for b in data[off:off + size])


def compare_file(path: Path, show: int, problems: list) -> tuple[int, int, float, float]:
    """(lines, identical lines, codeobj seconds, llvm-objdump seconds) of one file."""
    import codeobj
    from codeobj.errors import CodeObjectError
    from codeobj.isa.disasm import decoder

    try:
        co = codeobj.open_code_object(path)
        target = co.target_name
    except CodeObjectError:
        return 0, 0, 0.0, 0.0
    if not target:
        return 0, 0, 0.0, 0.0
    rows, t_llvm = objdump_lines(path)
    dec = decoder(target)
    sections = {s.name: s for s in co.sections if s.sh_flags & _SHF_EXECINSTR}
    data = {name: bytes(co.section_data(s)) for name, s in sections.items()}
    same = 0
    t0 = time.perf_counter()
    ours = []
    for section, addr, _text, _size in rows:
        s = sections.get(section)
        if s is None:
            ours.append((None, 0))
            continue
        ours.append(dec.text_at(data[section], addr - s.sh_addr))
    t_ours = time.perf_counter() - t0
    for (section, addr, text, size), (got, got_size) in zip(rows, ours):
        s = sections.get(section)
        if s is not None and got is None:
            got = _fallback(data[section], addr - s.sh_addr, got_size)
        if got is not None and got.strip() == text and got_size == size:
            same += 1
        elif len(problems) < show:
            problems.append(f"{path}:{section}+{addr:#x}: llvm-objdump {text!r} ({size} bytes)"
                            f"   codeobj {got!r} ({got_size} bytes)")
    return len(rows), same, t_ours, t_llvm


def elf_files(paths: list[Path]) -> list[Path]:
    out = []
    for p in paths:
        items = sorted(p.rglob("*")) if p.is_dir() else [p]
        for f in items:
            if f.is_file():
                with f.open("rb") as fh:
                    if fh.read(4) == b"\x7fELF":
                        out.append(f)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*", type=Path, default=[REPO / "testdata" / "corpus"])
    ap.add_argument("--show", type=int, default=10, help="differences to print")
    ap.add_argument("--time", action="store_true", help="report throughput")
    args = ap.parse_args(argv)
    total = same = 0
    t_ours = t_llvm = 0.0
    problems: list[str] = []
    files = elf_files(args.paths)
    for f in files:
        n, k, a, b = compare_file(f, args.show, problems)
        total += n
        same += k
        t_ours += a
        t_llvm += b
    print(f"{len(files)} files, {total} instructions, {same} identical "
          f"({100 * same / max(1, total):.3f}%)")
    for p in problems:
        print("  " + p)
    if args.time:
        print(f"codeobj: {t_ours:.3f} s ({total / max(t_ours, 1e-9):,.0f} instructions/s); "
              f"llvm-objdump-19 -d: {t_llvm:.3f} s (whole listing, process included)")
    return 0 if same == total else 1


if __name__ == "__main__":
    sys.exit(main())
