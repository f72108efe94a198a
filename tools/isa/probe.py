"""Run batches of instruction words through ``llvm-mc --disassemble``.

One llvm-mc process handles a whole batch (thousands of words): each word is
written as its own bracketed group, so a word llvm-mc cannot decode is
reported on its own line number and skipped as a unit.
"""

from __future__ import annotations

import re
import subprocess

LLVM_MC = "llvm-mc-19"
_WARN = re.compile(r"^<stdin>:(\d+):\d+: warning: invalid instruction encoding")


def tool_version(tool: str = LLVM_MC) -> str:
    out = subprocess.run([tool, "--version"], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        if "version" in line.lower():
            return line.strip()
    return out.strip().splitlines()[0]


def disassemble(target: str, words: list[bytes], chunk: int = 50000) -> list[str | None]:
    """Text llvm-mc prints for each byte string (None when it cannot decode it).

    Each byte string must hold exactly one instruction; a string that decodes
    to more than one instruction is reported as None.
    """
    result: list[str | None] = []
    for start in range(0, len(words), chunk):
        result.extend(_run(target, words[start:start + chunk]))
    return result


def encodings(target: str, texts: list[str]) -> list[list[bytes]]:
    """``llvm-mc-19 --show-encoding`` of each text (one or more instruction lines): the
    encodings it printed for that text, in one llvm-mc run (an empty list: it printed none).
    """
    src = "".join(f"{t}\n{_MARKER_TEXT}\n" for t in texts)
    r = subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
                        "--show-encoding"], input=src, capture_output=True, text=True,
                       check=False)
    groups: list[list[bytes]] = [[]]
    for ln in r.stdout.splitlines():
        if "encoding:" not in ln:
            continue
        if _MARKER_TEXT in ln:
            groups.append([])
            continue
        enc = ln.split("encoding: [")[1].rstrip("]")
        groups[-1].append(bytes(int(b, 16) for b in enc.split(",")))
    out = groups[:len(texts)]
    return out + [[] for _ in range(len(texts) - len(out))]


_MARKER = bytes([0x5B, 0x7E, 0x80, 0xBF])  # s_nop 0x7e5b, between probes
_MARKER_TEXT = "s_nop 0x7e5b"


def _run(target: str, words: list[bytes]) -> list[str | None]:
    mark = "[" + " ".join(f"0x{b:02x}" for b in _MARKER) + "]\n"
    text = "".join("[" + " ".join(f"0x{b:02x}" for b in w) + "]\n" + mark for w in words)
    proc = subprocess.run(
        [LLVM_MC, "--disassemble", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}"],
        input=text, capture_output=True, text=True, check=False)
    bad: set[int] = set()
    for line in proc.stderr.splitlines():
        m = _WARN.match(line)
        if m:
            bad.add((int(m.group(1)) - 1) // 2)
    groups: list[list[str]] = [[]]
    for line in proc.stdout.splitlines():
        if not line.startswith("\t"):
            continue
        body = line.strip()
        if body == ".text":
            continue
        if body == _MARKER_TEXT:
            groups.append([])
        else:
            groups[-1].append(body)
    if len(groups) != len(words) + 1:
        raise RuntimeError(f"llvm-mc printed {len(groups) - 1} groups for {len(words)} probes")
    return [g[0] if len(g) == 1 and i not in bad else None
            for i, g in enumerate(groups[:-1])]
