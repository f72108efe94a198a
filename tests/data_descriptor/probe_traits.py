"""Derive the descriptor traits of each processor from llvm-mc-19 (the facts the kernel
descriptor reads from the processor table in ``codeobj.targets``).

    python tests/data_descriptor/probe_traits.py [gfx900 gfx90a ...]

For each processor llvm-mc-19 knows, one tiny ``.amdhsa_kernel`` block per question:

* version      ``.long .amdgcn.gfx_generation_number/_minor/_stepping``
* x  (XNACK)   ``.amdhsa_reserve_xnack_mask 0`` is refused as "does not match target id"
               (the default target ID has XNACK "any", so the mask must be reserved)
* m  (gfx90a)  ``.amdhsa_accum_offset 4`` is accepted
* a  (archfs)  ``.amdhsa_enable_private_segment 0`` is accepted
* b  (SGPR init bug)  ``.amdhsa_next_free_sgpr 1`` gives GRANULATED_WAVEFRONT_SGPR_COUNT 11

Prints ``name: (major, minor, stepping, "flags")`` lines (x = XNACK, m = gfx90a family,
a = architected flat scratch, b = SGPR init bug).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from elftools.elf.elffile import ELFFile


def _assemble(cpu: str, body: str, workdir: Path) -> tuple[bytes | None, str]:
    src = workdir / "p.s"
    obj = workdir / "p.o"
    src.write_text(body)
    r = subprocess.run(["llvm-mc-19", "-triple", "amdgcn-amd-amdhsa", f"-mcpu={cpu}",
                        "-filetype=obj", str(src), "-o", str(obj)],
                       check=False, capture_output=True, text=True)
    if r.returncode or "not a recognized processor" in r.stderr:
        return None, r.stderr
    with obj.open("rb") as f:
        data = ELFFile(f).get_section_by_name(".rodata").data()
    return data, ""


def _kernel(cpu: str, lines: str, workdir: Path) -> tuple[bytes | None, str]:
    return _assemble(cpu, ".text\nK:\n  s_endpgm\n.rodata\n.p2align 6\n.amdhsa_kernel K\n"
                     f"  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 1\n{lines}"
                     ".end_amdhsa_kernel\n", workdir)


def probe(cpu: str) -> tuple[int, int, int, str] | None:
    """(major, minor, stepping, flags) of ``cpu`` per llvm-mc-19, or None if it is unknown."""
    with tempfile.TemporaryDirectory() as tmp:
        workdir = Path(tmp)
        data, _ = _assemble(cpu, ".rodata\n.long .amdgcn.gfx_generation_number\n"
                            ".long .amdgcn.gfx_generation_minor\n"
                            ".long .amdgcn.gfx_generation_stepping\n", workdir)
        if data is None:
            return None
        major, minor, stepping = (int.from_bytes(data[i:i + 4], "little") for i in (0, 4, 8))
        gfx90a, _ = _kernel(cpu, "  .amdhsa_accum_offset 4\n", workdir)
        accum = "  .amdhsa_accum_offset 4\n" if gfx90a is not None else ""
        _, xnack_err = _kernel(cpu, accum + "  .amdhsa_reserve_xnack_mask 0\n", workdir)
        archfs, _ = _kernel(cpu, accum + "  .amdhsa_enable_private_segment 0\n", workdir)
        plain, _ = _kernel(cpu, accum, workdir)
        sgprs = (int.from_bytes(plain[48:52], "little") >> 6) & 0xF if plain else 0
    flags = ("x" if "does not match target id" in xnack_err else "") + (
        "m" if gfx90a is not None else "") + ("a" if archfs is not None else "") + (
        "b" if major == 8 and sgprs == 11 else "")
    return major, minor, stepping, flags


def main(argv: list[str]) -> int:
    if argv:
        names = argv
    else:
        sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
        from codeobj.targets import processors

        names = [p.name for p in processors() if p.arch == "amdgcn"]
    for name in names:
        found = probe(name)
        print(f"{name}: {found if found else 'not known to llvm-mc-19'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
