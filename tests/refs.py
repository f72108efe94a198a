"""Reference tools for the tests: the LLVM 15/19 binaries, comgr (through ctypes), librocsparse
and librocrand.

Every interop test compares codeobj with what these references say. Nothing here imports codeobj:
the helpers are an independent view of each code object, built only from the tools' own output.

Plain functions, no pytest fixtures (tests/conftest.py wires the ones it wants):

    have(tool)                         -> bool
    run(tool, *args)                   -> stdout text (raises ToolError on failure)
    readelf_header(path)               -> dict from `llvm-readelf -h`
    readelf_notes(path)                -> list of note dicts from `llvm-readelf --notes`
    readelf_notes_metadata(path)       -> the metadata YAML of the first metadata note, parsed
    readelf_all_metadata(path)         -> every metadata note's YAML, parsed, in file order
    readelf_symbols(path)              -> .symtab entries (`dynamic=True`: .dynsym)
    readelf_sections(path)             -> section headers
    readelf_relocations(path)          -> relocation entries per section
    llvm_view(path)                    -> {target, code_object_version, e_flags, elf_type, ...}
    objdump_descriptors(path)          -> {kernel: {directives, comments, lines}} (llvm-objdump-19)
    comgr_available() / comgr()        -> the Comgr wrapper (or None)
    comgr_view(path)                   -> {target, metadata} as comgr sees the object
    rocsparse_library()                -> Path to librocsparse.so.0.x, or None
    rocsparse_code_objects()           -> list of extracted code objects (clang-offload-bundler-19)
    rocrand_library() / rocrand_code_objects() -> the same for Debian's librocrand1
    debian_library() / fat_binary_code_objects() -> the general helpers behind both
    corpus_manifest() / corpus_entries -> testdata/MANIFEST.json
    script(path)                       -> a repository script (tools/isa/gen_llvm.py, ...) as a module

Tests reach this module and the other helpers in tests/ by relative import (``from . import
refs``, ``from .elfbuild import ehdr``), and scripts outside tests/ through ``script``; no test
changes sys.path.

See docs/testing.md for the tiers and markers.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import hashlib
import importlib.util
import json
import mmap
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

REPO = Path(__file__).resolve().parent.parent
TESTDATA = REPO / "testdata"
CACHE = Path(os.environ.get("CODEOBJ_TEST_CACHE", Path.home() / ".cache" / "codeobj-tests"))

# EI_ABIVERSION for ELFOSABI_AMDGPU_HSA -> code object version (AMDGPUUsage, NEWER-FACTS).
ABI_VERSION_TO_CODE_OBJECT = {0: 2, 1: 3, 2: 4, 3: 5, 4: 6}


class ToolError(RuntimeError):
    """A reference tool exited with an error."""


# --------------------------------------------------------------------------------------------
# Running tools


def have(tool: str) -> bool:
    """True when `tool` (e.g. "llvm-readelf-19") is on PATH."""
    return shutil.which(tool) is not None


def run(tool: str, *args: str | os.PathLike, check: bool = True, binary: bool = False,
        timeout: float = 600) -> Any:
    """Run a reference tool and return its stdout (text, or bytes with binary=True)."""
    command = [tool, *map(str, args)]
    result = subprocess.run(command, check=False, capture_output=True, text=not binary, timeout=timeout)
    if check and result.returncode != 0:
        stderr = result.stderr if not binary else result.stderr.decode(errors="replace")
        raise ToolError(f"{' '.join(command)} exited {result.returncode}: {stderr.strip()}")
    return result.stdout


def run_with_stderr(tool: str, *args: str | os.PathLike) -> tuple[int, str, str]:
    """Run a tool and return (exit status, stdout, stderr): for tests about warnings."""
    result = subprocess.run([tool, *map(str, args)], check=False, capture_output=True, text=True)
    return result.returncode, result.stdout, result.stderr


@functools.cache
def tool_version(tool: str) -> str | None:
    """The `--version` line that names the version, or None when the tool is missing."""
    if not have(tool):
        return None
    out = subprocess.run([tool, "--version"], check=False, capture_output=True, text=True).stdout
    lines = [line.strip() for line in out.splitlines() if line.strip()]
    return next((line for line in lines if "version" in line), lines[0] if lines else "")


def tool_versions() -> dict[str, str | None]:
    """Versions of every reference tool and of comgr, for records such as EXPECTED.json."""
    tools = ["clang-15", "llvm-mc-15", "ld.lld-15", "llvm-readelf-15",
             "clang-19", "llvm-mc-19", "ld.lld-19", "llvm-readelf-19", "clang-offload-bundler-19"]
    versions: dict[str, str | None] = {tool: tool_version(tool) for tool in tools}
    lib = comgr()
    versions["comgr"] = "{}.{}".format(*lib.version()) if lib else None
    return versions


@functools.cache
def script(path: str) -> ModuleType:
    """The repository script at ``path`` (relative to the repository: ``tools/isa/gen_llvm.py``,
    ``testdata/comdat/make_comdat.py``), executed once and registered under its file name."""
    name = Path(path).stem
    spec = importlib.util.spec_from_file_location(name, REPO / path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses resolve string annotations through sys.modules
    spec.loader.exec_module(module)
    return module


def readelf(path: str | os.PathLike, llvm: int = 19) -> str:
    """The llvm-readelf binary to use: 19 unless asked otherwise (it reads V2-V6)."""
    return f"llvm-readelf-{llvm}"


# --------------------------------------------------------------------------------------------
# llvm-readelf views

_HEADER_KEYS = {
    "Class": "class", "Data": "data", "OS/ABI": "os_abi", "ABI Version": "abi_version",
    "Type": "type", "Machine": "machine", "Entry point address": "entry",
    "Start of program headers": "phoff", "Start of section headers": "shoff", "Flags": "flags",
    "Size of this header": "ehsize", "Size of program headers": "phentsize",
    "Number of program headers": "phnum", "Size of section headers": "shentsize",
    "Number of section headers": "shnum", "Section header string table index": "shstrndx",
}


def readelf_header(path: str | os.PathLike, llvm: int = 19) -> dict[str, Any]:
    """`llvm-readelf -h` as a dict.

    Keys: class, data, os_abi, abi_version (int), type ("REL"/"DYN"), elf_type ("ET_REL"/"ET_DYN"),
    machine, entry, e_flags (int), flag_names (what llvm-readelf prints after the hex value, e.g.
    ["gfx90a", "xnack-", "sramecc+"]), phnum, shnum, ... (ints).
    """
    return parse_readelf_header(run(readelf(path, llvm), "-h", path))


def parse_readelf_header(out: str) -> dict[str, Any]:
    """Parse the `ELF Header:` block of llvm-readelf output (other blocks are ignored)."""
    header: dict[str, Any] = {}
    for line in out.splitlines():
        key, sep, value = line.strip().partition(":")
        if not sep or key not in _HEADER_KEYS:
            continue
        name, value = _HEADER_KEYS[key], value.strip()
        if name == "flags":
            hex_value, *names = [part.strip() for part in value.split(",")]
            header["e_flags"] = int(hex_value, 16)
            header["flag_names"] = [n for n in names if n]
        elif name == "type":
            header["type"] = value.split()[0]
            header["elf_type"] = "ET_" + value.split()[0]
        elif name in ("class", "data", "os_abi", "machine"):
            header[name] = value
        else:
            number = value.split()[0]
            header[name] = int(number, 0)
    return header


_NOTE_HEADER = re.compile(r"^  (\S+)\s+(0x[0-9a-fA-F]+)\s+(.*)$")


def readelf_notes(path: str | os.PathLike, llvm: int = 19) -> list[dict[str, Any]]:
    """Every note `llvm-readelf --notes` prints: owner, size, type (e.g. "NT_AMDGPU_METADATA"),
    description lines, and for metadata notes `yaml` (the text between `---` and `...`)."""
    return parse_readelf_notes(run(readelf(path, llvm), "--notes", path))


def parse_readelf_notes(out: str) -> list[dict[str, Any]]:
    """Parse the notes llvm-readelf prints (everything before `Displaying notes` is skipped)."""
    start = out.find("Displaying notes found in")
    out = out[start:] if start >= 0 else ""
    notes: list[dict[str, Any]] = []
    current: dict[str, Any] | None = None
    for line in out.splitlines():
        match = _NOTE_HEADER.match(line)
        if match and not line.startswith("  Owner"):
            current = {"owner": match.group(1), "size": int(match.group(2), 16),
                       "type": match.group(3).split()[0], "description": match.group(3),
                       "lines": []}
            notes.append(current)
        elif current is not None and not line.startswith("Displaying notes"):
            current["lines"].append(line)
    for note in notes:
        lines = note["lines"]
        starts = [i for i, line in enumerate(lines) if line.strip() == "---"]
        if not starts:
            continue
        start = starts[0]
        end = next((i for i in range(start + 1, len(lines)) if lines[i].rstrip() == "..."),
                   len(lines))
        note["yaml"] = "\n".join(["---", *lines[start + 1:end], "..."]) + "\n"
    return notes


def parse_yaml(text: str) -> Any:
    """Parse one YAML document of metadata as llvm-readelf prints it.

    PyYAML's C loader when it is installed (a 2 MB librocsparse metadata note: about 2 s, against
    12 s for ruamel.yaml's pure loader), else ruamel.yaml. PyYAML reads YAML 1.1, ruamel 1.2; LLVM
    quotes every scalar the two could read differently (`'on'`, `'0x10'`), and
    tests/test_corpus.py checks that both give the same result on every note of the corpus."""
    loader = _pyyaml_loader()
    if loader is not None:
        import yaml

        return _plain(yaml.load(text, Loader=loader))  # a C *safe* loader
    return parse_yaml_ruamel(text)


def parse_yaml_ruamel(text: str) -> Any:
    """parse_yaml with ruamel.yaml's pure-Python safe loader (YAML 1.2)."""
    from ruamel.yaml import YAML

    return _plain(YAML(typ="safe", pure=True).load(text))


@functools.cache
def _pyyaml_loader() -> Any:
    try:
        import yaml
    except ImportError:
        return None
    return getattr(yaml, "CSafeLoader", None)


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def readelf_all_metadata(path: str | os.PathLike, llvm: int = 19) -> list[Any]:
    """Every metadata note (V2 NT_AMD_HSA_METADATA YAML, V3+ NT_AMDGPU_METADATA) parsed, in order.

    ld.lld concatenates the notes of its inputs, so a multi-object link has several."""
    return [parse_yaml(note["yaml"]) for note in readelf_notes(path, llvm)
            if note["type"] in ("NT_AMDGPU_METADATA", "NT_AMD_HSA_METADATA") and "yaml" in note]


def readelf_notes_metadata(path: str | os.PathLike, llvm: int = 19) -> Any:
    """The first metadata note's YAML as llvm-readelf prints it, parsed; None if there is none."""
    docs = readelf_all_metadata(path, llvm)
    return docs[0] if docs else None


_SYMBOL_LINE = re.compile(
    r"^\s*(\d+):\s+([0-9a-fA-F]+)\s+(\d+|0x[0-9a-fA-F]+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s?(.*)$")


def readelf_symbols(path: str | os.PathLike, dynamic: bool = False,
                    llvm: int = 19) -> list[dict[str, Any]]:
    """Entries of .symtab (or .dynsym): index, name, value, size, type, bind, visibility, ndx.

    Types and indexes are llvm-readelf's words ("FUNC", "OBJECT", "AMDGPU_HSA_KERNEL"; "UND",
    "ABS", a number as a string)."""
    out = run(readelf(path, llvm), "--dyn-syms" if dynamic else "--symbols", path)
    return parse_readelf_symbols(out, dynamic)


def parse_readelf_symbols(out: str, dynamic: bool = False) -> list[dict[str, Any]]:
    """Parse one symbol table (.symtab, or .dynsym) from llvm-readelf output."""
    wanted = "'.dynsym'" if dynamic else "'.symtab'"
    symbols: list[dict[str, Any]] = []
    inside = False
    for line in out.splitlines():
        if line.startswith("Symbol table"):
            inside = wanted in line
            continue
        if not inside:
            continue
        match = _SYMBOL_LINE.match(line)
        if match:
            num, value, size, stype, bind, vis, ndx, name = match.groups()
            symbols.append({"index": int(num), "name": name.strip(), "value": int(value, 16),
                            "size": int(size, 0), "type": stype, "bind": bind,
                            "visibility": vis, "ndx": ndx})
    return symbols


_SECTION_LINE = re.compile(
    r"^\s*\[\s*(\d+)\]\s+(\S*)\s+(\S+)\s+([0-9a-fA-F]+)\s+([0-9a-fA-F]+)\s+([0-9a-fA-F]+)"
    r"\s+([0-9a-fA-F]+)\s+(\S*)\s+(\d+)\s+(\d+)\s+(\d+)\s*$")


def readelf_sections(path: str | os.PathLike, llvm: int = 19) -> list[dict[str, Any]]:
    """Section headers: index, name, type (e.g. "PROGBITS"), address, offset, size, entsize,
    flags (letters), link, info, align."""
    out = run(readelf(path, llvm), "-S", "-W", path)
    sections = []
    for line in out.splitlines():
        match = _SECTION_LINE.match(line)
        if not match:
            continue
        idx, name, stype, addr, off, size, es, flags, link, info, align = match.groups()
        if not name and stype == "NULL":
            name = ""
        sections.append({"index": int(idx), "name": name, "type": stype, "address": int(addr, 16),
                         "offset": int(off, 16), "size": int(size, 16), "entsize": int(es, 16),
                         "flags": flags, "link": int(link), "info": int(info),
                         "align": int(align)})
    # The NULL section prints with an empty name, shifting the columns: add it back by index.
    if sections and sections[0]["index"] != 0:
        sections.insert(0, {"index": 0, "name": "", "type": "NULL", "address": 0, "offset": 0,
                            "size": 0, "entsize": 0, "flags": "", "link": 0, "info": 0,
                            "align": 0})
    return sections


def readelf_relocations(path: str | os.PathLike, llvm: int = 19) -> dict[str, list[dict]]:
    """Relocations per relocation section: offset, type (e.g. "R_AMDGPU_REL32_LO"), symbol,
    symbol_value, addend."""
    out = run(readelf(path, llvm), "-r", "-W", path)
    result: dict[str, list[dict]] = {}
    current: list[dict] | None = None
    for line in out.splitlines():
        header = re.match(r"^Relocation section '([^']+)'", line)
        if header:
            current = result.setdefault(header.group(1), [])
            continue
        tokens = line.split()
        if current is None or len(tokens) < 3 or not re.fullmatch(r"[0-9a-fA-F]{16}", tokens[0]):
            continue
        offset, info, rtype, *rest = tokens
        entry = {"offset": int(offset, 16), "info": int(info, 16), "type": rtype, "symbol": "",
                 "symbol_value": 0, "addend": 0}
        if len(rest) == 1:
            # Dynamic relocations without a symbol (RELATIVE64) print the addend alone.
            entry["addend"] = int(rest[0], 16)
        elif len(rest) >= 2:
            entry["symbol_value"] = int(rest[0], 16)
            entry["symbol"] = rest[1]
            if len(rest) >= 4 and rest[2] in "+-":
                entry["addend"] = int(rest[3], 16) * (-1 if rest[2] == "-" else 1)
        current.append(entry)
    return result


def _v2_isa(notes: list[dict]) -> dict[str, Any]:
    """The V2 ISA notes: {"version": (major, minor, stepping), "name": "amdgcn-...--gfx901"}."""
    isa: dict[str, Any] = {"version": None, "name": None}
    for note in notes:
        text = " ".join(line.strip() for line in note["lines"])
        if note["type"] == "NT_AMD_HSA_ISA_VERSION":
            m = re.search(r"Major: (\d+), Minor: (\d+), Stepping: (\d+)", text)
            if m:
                isa["version"] = (int(m.group(1)), int(m.group(2)), int(m.group(3)))
        elif note["type"] == "NT_AMD_HSA_ISA_NAME":
            m = re.search(r"(amdgcn-amd-amdhsa--\S+)", text)
            if m:
                isa["name"] = m.group(1)
    return isa


# Processors that have the xnack / sramecc target features (AMDGPUUsage "Processors" table and
# NEWER-FACTS). comgr names every supported feature explicitly for V2 and V3 objects.
XNACK_PROCESSORS = frozenset({
    "gfx801", "gfx810", "gfx900", "gfx902", "gfx904", "gfx906", "gfx908", "gfx909", "gfx90a",
    "gfx90c", "gfx940", "gfx941", "gfx942", "gfx950", "gfx1010", "gfx1011", "gfx1012", "gfx1013",
    "gfx9-generic", "gfx9-4-generic", "gfx10-1-generic",
})
SRAMECC_PROCESSORS = frozenset({
    "gfx906", "gfx908", "gfx90a", "gfx940", "gfx941", "gfx942", "gfx950", "gfx9-4-generic",
})
# V2 ISA names that stand for "processor with xnack on" (the stepping is bumped by one).
V2_XNACK_ALIASES = {"gfx901": "gfx900", "gfx903": "gfx902", "gfx905": "gfx904",
                    "gfx907": "gfx906"}


def _explicit_target(processor: str, enabled: set[str]) -> str:
    """comgr's V2/V3 form: every feature the processor has, sorted, each with + or -."""
    features = []
    if processor in SRAMECC_PROCESSORS:
        features.append("sramecc" + ("+" if "sramecc" in enabled else "-"))
    if processor in XNACK_PROCESSORS:
        features.append("xnack" + ("+" if "xnack" in enabled else "-"))
    return "amdgcn-amd-amdhsa--" + ":".join([processor, *features])


def v2_target(isa: dict[str, Any]) -> str | None:
    """The target comgr reports for a V2 object, from its ISA name (or version) note.

    V2 spells xnack by bumping the stepping (gfx901 = gfx900 with xnack) and has no sramecc, so
    comgr says `gfx906:sramecc-:xnack+` for an object whose ISA note says gfx907."""
    name = isa.get("name")
    if name:
        processor = name.split("--", 1)[1].split(":")[0]
    elif isa.get("version"):
        major, minor, stepping = isa["version"]
        processor = f"gfx{major}{minor}{stepping:x}"
    else:
        return None
    enabled = set()
    if processor in V2_XNACK_ALIASES:
        processor = V2_XNACK_ALIASES[processor]
        enabled.add("xnack")
    return _explicit_target(processor, enabled)


def v3_target(flag_names: list[str]) -> str | None:
    """The target comgr reports for a V3 object, from the e_flags names llvm-readelf prints
    (`gfx906, xnack` -> `amdgcn-amd-amdhsa--gfx906:sramecc-:xnack+`).

    LLVM 15 writes no `amdhsa.target` into V3 metadata (only hand-written `.amdgpu_metadata` has
    one, spelled `gfx906+xnack+sram-ecc`), so the flags are the one source every V3 object has."""
    if not flag_names:
        return None
    return _explicit_target(flag_names[0], set(flag_names[1:]))


def merge_metadata(docs: list[Any]) -> Any:
    """Several metadata notes (a multi-object ld.lld link) merged the way comgr merges them:
    the first note, with the kernel lists of all notes concatenated in order."""
    if not docs:
        return None
    merged = dict(docs[0])
    for key in ("amdhsa.kernels", "Kernels"):
        if key in merged:
            merged[key] = [k for doc in docs for k in (doc.get(key) or [])]
    return merged


def llvm_view(path: str | os.PathLike) -> dict[str, Any]:
    """What llvm-readelf-19 says about a code object, in the shape codeobj's JSON uses.

    Keys: target, metadata_target, code_object_version, e_flags, flag_names, elf_type, metadata
    (the first metadata note, decoded), metadata_notes (how many), merged_metadata (all notes
    merged as comgr does), kernel_names, symbols (.symtab), and for V2 isa (the ISA notes).

    `target` is in comgr's form (`amdgcn-amd-amdhsa--gfx906:sramecc-:xnack+`): for V4+ it is
    `amdhsa.target` as is; for V3 it is built from the e_flags names (see v3_target); V2 has no
    target string and it is derived from the ISA notes (see v2_target).
    """
    # One llvm-readelf run for the three tables (objects in librocsparse are up to 14 MB).
    out = run(readelf(path, 19), "-h", "-s", "--notes", path)
    header = parse_readelf_header(out.split("Symbol table", 1)[0].split("Displaying notes", 1)[0])
    notes = parse_readelf_notes(out)
    docs = [parse_yaml(n["yaml"]) for n in notes
            if n["type"] in ("NT_AMDGPU_METADATA", "NT_AMD_HSA_METADATA") and "yaml" in n]
    metadata = docs[0] if docs else None
    merged = merge_metadata(docs)
    version = ABI_VERSION_TO_CODE_OBJECT.get(header.get("abi_version", -1))
    view: dict[str, Any] = {
        "code_object_version": version,
        "e_flags": header["e_flags"],
        "flag_names": header["flag_names"],
        "elf_type": header["elf_type"],
        "metadata": metadata,
        "metadata_notes": len(docs),
        "merged_metadata": merged,
        "symbols": parse_readelf_symbols(out.split("Displaying notes found in", 1)[0]),
    }
    if version == 2:
        isa = _v2_isa(notes)
        view["isa"] = {"version": list(isa["version"]) if isa["version"] else None,
                       "name": isa["name"]}
        view["metadata_target"] = None
        view["target"] = v2_target(isa)
        view["kernel_names"] = [k.get("Name") for k in (merged or {}).get("Kernels", []) or []]
    else:
        raw = (metadata or {}).get("amdhsa.target")
        view["metadata_target"] = raw
        view["target"] = v3_target(header["flag_names"]) if version == 3 else raw
        view["kernel_names"] = [k.get(".name")
                                for k in (merged or {}).get("amdhsa.kernels", []) or []]
    return view


def objdump_descriptors(path: str | os.PathLike,
                        kernels: list[str] | None = None) -> dict[str, dict[str, Any]]:
    """Each kernel descriptor as `llvm-objdump-19 -D --disassemble-symbols=K.kd` prints it.

    Returns {kernel: {"directives": {".amdhsa_...": int, ...} in printed order, "comments":
    {"SHARED_VGPR_COUNT": int, ...} (fields printed as `; NAME value`), "lines": the block as
    printed}}, plus "warnings" (llvm-objdump's stderr) when it complained. A descriptor it refuses
    to decode has empty directives and "error" (its reason, e.g. "kernel descriptor must be 64-byte
    aligned", which llvm-objdump 19 also says when the symbol's region runs past 64 bytes to the end
    of the section, as for the last descriptor of a two-object ld.lld link).
    `kernels` defaults to the metadata's kernel names (V3+ objects)."""
    if kernels is None:
        kernels = llvm_view(path)["kernel_names"]
    if not kernels:
        return {}
    symbols = ",".join(f"{k}.kd" for k in kernels)
    status, out, err = run_with_stderr("llvm-objdump-19", "-D",
                                       f"--disassemble-symbols={symbols}", path)
    if status != 0:
        raise ToolError(f"llvm-objdump-19 -D {path} exited {status}: {err.strip()}")
    result: dict[str, dict[str, Any]] = {}
    current: dict[str, Any] | None = None
    for line in out.splitlines():
        text = line.strip()
        refused = re.match(r"^; error decoding (\S+)\.kd: (.*)$", text)
        if refused:
            # llvm-objdump gives up on the block and dumps bytes; keep its reason.
            result[refused.group(1)] = {"directives": {}, "comments": {}, "lines": [text],
                                        "error": refused.group(2)}
            current = None
            continue
        if text.startswith(".amdhsa_kernel "):
            current = {"directives": {}, "comments": {}, "lines": [text]}
            result[text.split(None, 1)[1]] = current
        elif current is None:
            continue
        elif text == ".end_amdhsa_kernel":
            current["lines"].append(text)
            current = None
        elif text:
            current["lines"].append(text)
            target = current["comments"] if text.startswith(";") else current["directives"]
            name, _, value = text.lstrip("; ").rpartition(" ")
            try:
                target[name] = int(value, 0)
            except ValueError:
                target[name or value] = value
    if err.strip():
        for record in result.values():
            record["warnings"] = err.strip()
    return result


def objdump_kernel_blocks(path: str | os.PathLike, kernels: list[str]) -> dict[str, list[str]]:
    """{kernel: the lines inside its `.amdhsa_kernel` block} as llvm-objdump-19 -D prints them
    (stripped); kernels whose descriptor llvm-objdump refuses are left out."""
    return {name: record["lines"][1:-1]
            for name, record in objdump_descriptors(path, kernels).items()
            if "error" not in record}


def llvm_mc_cpu_args(target: str) -> list[str]:
    """llvm-mc's options for a target ID: the processor as -mcpu, features as -mattr
    (`gfx90a:xnack+` -> -mcpu=gfx90a -mattr=+xnack)."""
    name, *features = target.split(":")
    args = [f"-mcpu={name}"]
    if features:
        args.append("-mattr=" + ",".join(("+" if f.endswith("+") else "-") + f[:-1]
                                         for f in features))
    return args


_SGPR_GRANULE_MASK = 0xF << 6  # GRANULATED_WAVEFRONT_SGPR_COUNT in COMPUTE_PGM_RSRC1


def reassemble_descriptors(groups: dict[tuple[str, int], set[bytes]], tmp: Path
                           ) -> tuple[int, int, list[str]]:
    """Print each distinct descriptor of ``groups`` ({(target, version): descriptor bytes with
    the entry offset zeroed}) as an .amdhsa_kernel block, assemble the blocks with llvm-mc-19,
    and compare the 64 bytes it makes with the original.  Returns (identical, differing only in
    the gfx10+ SGPR granule of a descriptor decoded with a warning, problems)."""
    from codeobj.kernel.descriptor import decode

    same = sgpr_only = 0
    problems: list[str] = []
    for (target, cov), found in sorted(groups.items()):
        datas = sorted(found)
        kds = [decode(d, target, cov) for d in datas]
        text = [f".amdhsa_code_object_version {cov}\n.text\n"]
        text += [f".p2align 8\nK{i}:\n  s_endpgm\n" for i in range(len(datas))]
        text.append(".rodata\n")
        text += [".p2align 6\n" + kd.to_text(f"K{i}") for i, kd in enumerate(kds)]
        src, obj = tmp / "again.s", tmp / "again.o"
        src.write_text("".join(text))
        r = subprocess.run(["llvm-mc-19", "-triple", "amdgcn-amd-amdhsa",
                            *llvm_mc_cpu_args(target), "-filetype=obj", str(src), "-o", str(obj)],
                           check=False, capture_output=True, text=True)
        if r.returncode:
            problems.append(f"{target}: llvm-mc-19 refused the blocks: {r.stderr[:1000]}")
            continue
        rodata = next(s for s in readelf_sections(obj) if s["name"] == ".rodata")
        raw = obj.read_bytes()[rodata["offset"]:rodata["offset"] + rodata["size"]]
        got = {s["name"]: raw[s["value"]:s["value"] + 64] for s in readelf_symbols(obj)
               if s["name"].endswith(".kd")}
        for i, (want, kd) in enumerate(zip(datas, kds)):
            again = got[f"K{i}.kd"]
            if again == want:
                same += 1
                continue
            rsrc1 = int.from_bytes(again[48:52], "little") ^ int.from_bytes(want[48:52], "little")
            if (kd.target.major >= 10 and kd.warnings and rsrc1 & ~_SGPR_GRANULE_MASK == 0
                    and again[:48] == want[:48] and again[52:] == want[52:]):
                sgpr_only += 1
            else:
                problems.append(f"{target} K{i}: {again.hex()} != {want.hex()}")
    return same, sgpr_only, problems


# --------------------------------------------------------------------------------------------
# comgr (libamd_comgr.so.2) through ctypes

_STATUS = {0: "SUCCESS", 1: "ERROR", 2: "ERROR_INVALID_ARGUMENT", 3: "ERROR_OUT_OF_RESOURCES"}
DATA_KIND_RELOCATABLE = 7
DATA_KIND_EXECUTABLE = 8
_META_NULL, _META_STRING, _META_MAP, _META_LIST = 0, 1, 2, 3

# Opaque comgr handles are `struct { uint64_t handle; }`; on the x86-64 SysV ABI such a struct is
# passed and returned exactly like a uint64_t, so the handles are declared as c_uint64 throughout.
_Handle = ctypes.c_uint64
_MAP_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int, _Handle, _Handle, ctypes.c_void_p)


class ComgrError(RuntimeError):
    """A comgr call returned a status other than SUCCESS."""

    def __init__(self, function: str, status: int):
        super().__init__(f"{function}: AMD_COMGR_STATUS_{_STATUS.get(status, status)}")
        self.function = function
        self.status = status


class Comgr:
    """A small ctypes wrapper over the parts of comgr the tests compare with."""

    def __init__(self, path: str | os.PathLike):
        self.path = str(path)
        lib = ctypes.CDLL(self.path)
        size_p = ctypes.POINTER(ctypes.c_size_t)
        handle_p = ctypes.POINTER(_Handle)
        signatures = {
            "amd_comgr_create_data": [ctypes.c_int, handle_p],
            "amd_comgr_release_data": [_Handle],
            "amd_comgr_set_data": [_Handle, ctypes.c_size_t, ctypes.c_char_p],
            "amd_comgr_set_data_name": [_Handle, ctypes.c_char_p],
            "amd_comgr_get_data_isa_name": [_Handle, size_p, ctypes.c_char_p],
            "amd_comgr_get_data_metadata": [_Handle, handle_p],
            "amd_comgr_destroy_metadata": [_Handle],
            "amd_comgr_get_metadata_kind": [_Handle, ctypes.POINTER(ctypes.c_int)],
            "amd_comgr_get_metadata_string": [_Handle, size_p, ctypes.c_char_p],
            "amd_comgr_get_metadata_map_size": [_Handle, size_p],
            "amd_comgr_iterate_map_metadata": [_Handle, _MAP_CALLBACK, ctypes.c_void_p],
            "amd_comgr_get_metadata_list_size": [_Handle, size_p],
            "amd_comgr_index_list_metadata": [_Handle, ctypes.c_size_t, handle_p],
        }
        for name, argtypes in signatures.items():
            function = getattr(lib, name)
            function.argtypes = argtypes
            function.restype = ctypes.c_int
        lib.amd_comgr_get_version.argtypes = [size_p, size_p]
        lib.amd_comgr_get_version.restype = None
        self._lib = lib

    def _call(self, name: str, *args: Any) -> None:
        status = getattr(self._lib, name)(*args)
        if status != 0:
            raise ComgrError(name, status)

    def version(self) -> tuple[int, int]:
        """comgr's API version (2.4 for Debian's libamd-comgr2 5.2.3)."""
        major, minor = ctypes.c_size_t(), ctypes.c_size_t()
        self._lib.amd_comgr_get_version(ctypes.byref(major), ctypes.byref(minor))
        return major.value, minor.value

    def create_data(self, data: bytes, kind: int = DATA_KIND_EXECUTABLE,
                    name: str = "object.hsaco") -> int:
        """A comgr data object holding `data`; release it with release_data()."""
        handle = _Handle()
        self._call("amd_comgr_create_data", kind, ctypes.byref(handle))
        try:
            self._call("amd_comgr_set_data", handle, len(data), data)
            self._call("amd_comgr_set_data_name", handle, name.encode())
        except ComgrError:
            self._lib.amd_comgr_release_data(handle)
            raise
        return handle.value

    def release_data(self, handle: int) -> None:
        self._call("amd_comgr_release_data", handle)

    def _sized_string(self, function: str, handle: int) -> str:
        size = ctypes.c_size_t(0)
        self._call(function, handle, ctypes.byref(size), None)
        buffer = ctypes.create_string_buffer(size.value)
        self._call(function, handle, ctypes.byref(size), buffer)
        # comgr counts the terminating NUL in the size.
        return buffer.raw[: size.value].rstrip(b"\0").decode()

    def isa_name(self, data: bytes, kind: int = DATA_KIND_EXECUTABLE) -> str:
        """amd_comgr_get_data_isa_name for a code object given as bytes."""
        handle = self.create_data(data, kind)
        try:
            return self._sized_string("amd_comgr_get_data_isa_name", handle)
        finally:
            self.release_data(handle)

    def metadata(self, data: bytes, kind: int = DATA_KIND_EXECUTABLE) -> Any:
        """amd_comgr_get_data_metadata walked into dicts, lists and strings (comgr's own types:
        every scalar comes back as a string)."""
        handle = self.create_data(data, kind)
        try:
            root = _Handle()
            self._call("amd_comgr_get_data_metadata", handle, ctypes.byref(root))
            try:
                return self._walk(root.value)
            finally:
                self._lib.amd_comgr_destroy_metadata(root)
        finally:
            self.release_data(handle)

    def _walk(self, node: int, depth: int = 0) -> Any:
        if depth > 64:
            raise RecursionError("comgr metadata nested deeper than 64 levels")
        kind = ctypes.c_int()
        self._call("amd_comgr_get_metadata_kind", node, ctypes.byref(kind))
        if kind.value == _META_NULL:
            return None
        if kind.value == _META_STRING:
            return self._sized_string("amd_comgr_get_metadata_string", node)
        if kind.value == _META_LIST:
            size = ctypes.c_size_t()
            self._call("amd_comgr_get_metadata_list_size", node, ctypes.byref(size))
            items = []
            for index in range(size.value):
                child = _Handle()
                self._call("amd_comgr_index_list_metadata", node, index, ctypes.byref(child))
                try:
                    items.append(self._walk(child.value, depth + 1))
                finally:
                    self._lib.amd_comgr_destroy_metadata(child)
            return items
        if kind.value == _META_MAP:
            entries: dict[Any, Any] = {}
            failure: list[BaseException] = []

            def visit(key: int, value: int, _user: Any) -> int:
                try:
                    entries[self._walk(key, depth + 1)] = self._walk(value, depth + 1)
                except (ComgrError, RecursionError, UnicodeDecodeError) as exc:
                    # an exception must not unwind through comgr's C frames
                    failure.append(exc)
                    return 1
                return 0

            self._call("amd_comgr_iterate_map_metadata", node, _MAP_CALLBACK(visit), None)
            if failure:
                raise failure[0]
            return entries
        raise ComgrError("amd_comgr_get_metadata_kind", kind.value)


def comgr_library_path() -> str | None:
    """Where libamd_comgr.so.2 is: $CODEOBJ_COMGR, the Debian path, or the loader's search."""
    candidates = [os.environ.get("CODEOBJ_COMGR"),
                  "/usr/lib/x86_64-linux-gnu/libamd_comgr.so.2",
                  "/opt/rocm/lib/libamd_comgr.so.2",
                  ctypes.util.find_library("amd_comgr")]
    return next((c for c in candidates if c and (os.path.exists(c) or "/" not in c)), None)


@functools.lru_cache(maxsize=1)
def comgr() -> Comgr | None:
    """The comgr wrapper, or None when the library cannot be loaded (tests then skip)."""
    path = comgr_library_path()
    if path is None:
        return None
    try:
        return Comgr(path)
    except OSError:
        return None


def comgr_available() -> bool:
    return comgr() is not None


def comgr_view(path: str | os.PathLike) -> dict[str, Any]:
    """{target, metadata} as comgr reports them for a code object file.

    `target` is amd_comgr_get_data_isa_name; `metadata` is amd_comgr_get_data_metadata walked into
    plain Python (strings only as leaves). A call that comgr refuses gives None for that key and
    the status in `errors` (e.g. {"metadata": "amd_comgr_get_data_metadata: ..._ERROR"}).
    """
    lib = comgr()
    if lib is None:
        raise RuntimeError("comgr is not available")
    data = Path(path).read_bytes()
    kind = DATA_KIND_RELOCATABLE if data[16:18] == b"\x01\x00" else DATA_KIND_EXECUTABLE
    view: dict[str, Any] = {"target": None, "metadata": None}
    errors = {}
    try:
        view["target"] = lib.isa_name(data, kind)
    except ComgrError as exc:
        errors["target"] = str(exc)
    try:
        view["metadata"] = lib.metadata(data, kind)
    except ComgrError as exc:
        errors["metadata"] = str(exc)
    if errors:
        view["errors"] = errors
    return view


def metadata_as_strings(value: Any, code_object_version: int) -> Any:
    """Render decoded metadata the way comgr returns it: every scalar a string. Booleans are
    "true"/"false" in V2 (comgr keeps the YAML text) and "1"/"0" in V3+ (MsgPack booleans).
    Checked on every object of the corpus: comgr_view(p)["metadata"] equals
    metadata_as_strings(llvm_view(p)["merged_metadata"], version)."""
    if isinstance(value, dict):
        return {metadata_as_strings(k, code_object_version): metadata_as_strings(v, code_object_version)
                for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [metadata_as_strings(v, code_object_version) for v in value]
    if isinstance(value, bool):
        if code_object_version == 2:
            return "true" if value else "false"
        return "1" if value else "0"
    if value is None:
        return None
    return str(value)


# --------------------------------------------------------------------------------------------
# The committed corpus


def corpus_manifest() -> dict[str, Any]:
    """testdata/MANIFEST.json (written by tools/make_testdata.py)."""
    return json.loads((TESTDATA / "MANIFEST.json").read_text())


def corpus_entries(kind: str | None = None, version: int | None = None,
                   group: str | None = None) -> list[dict[str, Any]]:
    """Manifest entries, filtered; each has file (relative to testdata/), source, tool, command,
    target, version, kind ("asm", "rel" or "dyn"), llvm, group, size and sha256.
    Use `TESTDATA / entry["file"]` for the path."""
    return [e for e in corpus_manifest()["entries"]
            if (kind is None or e["kind"] == kind)
            and (version is None or e["version"] == version)
            and (group is None or e["group"] == group)]


def corpus_expected() -> dict[str, Any]:
    """testdata/EXPECTED.json: llvm_view/comgr_view recorded for every object (golden tier)."""
    return json.loads((TESTDATA / "EXPECTED.json").read_text())["objects"]


# --------------------------------------------------------------------------------------------
# Debian packages of ROCm libraries: real fat binaries nobody here wrote.
# librocsparse0 (777 code objects in 111 bundles) and librocrand1 (5.3.3) share the helpers below.

ROCSPARSE_CACHE = CACHE / "rocsparse"
ROCSPARSE_LIBDIR = ROCSPARSE_CACHE / "usr" / "lib" / "x86_64-linux-gnu"
ROCRAND_CACHE = CACHE / "rocrand"
ROCRAND_LIBDIR = ROCRAND_CACHE / "usr" / "lib" / "x86_64-linux-gnu"


def _real_library(directory: Path, pattern: str) -> Path | None:
    files = sorted(p for p in directory.glob(pattern) if p.is_file())
    real = [p for p in files if not p.is_symlink()]
    return (real or files or [None])[-1]


def _real_rocsparse(directory: Path) -> Path | None:
    return _real_library(directory, "librocsparse.so.0*")


def debian_library(package: str, pattern: str, unpack_dir: Path, env_var: str,
                   download: bool = True) -> Path | None:
    """The shared library `pattern` (e.g. "librocrand.so.1*") of Debian package `package`, or
    None when it cannot be had (tests then skip).

    Order: $`env_var`; the cache (`unpack_dir`/usr/lib/x86_64-linux-gnu); otherwise, when
    `download` and apt-get/dpkg-deb exist, `apt-get download PACKAGE` into the cache and
    `dpkg-deb -x` it into `unpack_dir`."""
    env = os.environ.get(env_var)
    if env:
        path = Path(env)
        return path if path.is_file() else None
    libdir = unpack_dir / "usr" / "lib" / "x86_64-linux-gnu"
    found = _real_library(libdir, pattern) if libdir.is_dir() else None
    if found or not download:
        return found
    if not (have("apt-get") and have("dpkg-deb")):
        return None
    CACHE.mkdir(parents=True, exist_ok=True)
    try:
        subprocess.run(["apt-get", "download", package], cwd=CACHE, check=True,
                       capture_output=True, timeout=1800)
        debs = sorted(CACHE.glob(f"{package}_*.deb"))
        if not debs:
            return None
        subprocess.run(["dpkg-deb", "-x", str(debs[-1]), str(unpack_dir)], check=True,
                       capture_output=True, timeout=1800)
    except (subprocess.SubprocessError, OSError):
        return None
    return _real_library(libdir, pattern) if libdir.is_dir() else None


def rocsparse_library(download: bool = True) -> Path | None:
    """Path to Debian's librocsparse.so.0.x, or None when it cannot be had (tests then skip).

    Order: $CODEOBJ_ROCSPARSE; the cache (~/.cache/codeobj-tests/rocsparse/usr/lib/...);
    otherwise, when `download` and apt-get/dpkg-deb exist, `apt-get download librocsparse0` into
    the cache and `dpkg-deb -x` it there."""
    return debian_library("librocsparse0", "librocsparse.so.0*", ROCSPARSE_CACHE,
                          "CODEOBJ_ROCSPARSE", download)


def rocrand_library(download: bool = True) -> Path | None:
    """Path to Debian's librocrand.so.1.x (package librocrand1), or None (tests then skip).

    Order: $CODEOBJ_ROCRAND; the cache (~/.cache/codeobj-tests/rocrand/usr/lib/...); otherwise
    `apt-get download librocrand1` and `dpkg-deb -x` into the cache, as for librocsparse."""
    return debian_library("librocrand1", "librocrand.so.1*", ROCRAND_CACHE, "CODEOBJ_ROCRAND",
                          download)


_BUNDLE_MAGIC = b"__CLANG_OFFLOAD_BUNDLE__"


def _hip_fatbin_span(library: Path) -> tuple[int, int]:
    for section in readelf_sections(library):
        if section["name"] == ".hip_fatbin":
            return section["offset"], section["size"]
    raise ToolError(f"{library}: no .hip_fatbin section")


def _bundle_extent(view: memoryview, start: int) -> int:
    """Bytes from `start` to the end of the last entry of the uncompressed bundle there."""
    count = int.from_bytes(view[start + 24:start + 32], "little")
    pos, end = start + 32, 32
    for _ in range(count):
        offset = int.from_bytes(view[pos:pos + 8], "little")
        size = int.from_bytes(view[pos + 8:pos + 16], "little")
        id_len = int.from_bytes(view[pos + 16:pos + 24], "little")
        pos += 24 + id_len
        end = max(end, offset + size, pos - start)
    return end


def fat_binary_code_objects(library: Path, cache_name: str,
                            cache: Path | None = None) -> list[dict[str, Any]] | None:
    """Every code object in a host library's .hip_fatbin, extracted with clang-offload-bundler-19
    into CACHE/`cache_name`/KEY (KEY: a hash of the library's path, size and mtime).

    Independent of codeobj's own bundle reader: the bundles are located by their magic inside
    .hip_fatbin (found with llvm-readelf) and each is handed to clang-offload-bundler-19 --list and
    --unbundle. Returns [{"path", "bundle_index", "bundle_offset" (file offset of the bundle),
    "entry_id", "size"}], or None when the tools are missing. The result is cached (index.json
    beside the objects) and reused while the library is unchanged.
    """
    if not have("clang-offload-bundler-19") or not have("llvm-readelf-19"):
        return None
    stat = library.stat()
    key = hashlib.sha256(f"{library.resolve()}:{stat.st_size}:{stat.st_mtime_ns}".encode())
    outdir = cache or (CACHE / cache_name / key.hexdigest()[:16])
    index_file = outdir / "index.json"
    if index_file.is_file():
        return json.loads(index_file.read_text())
    outdir.mkdir(parents=True, exist_ok=True)
    fat_offset, fat_size = _hip_fatbin_span(library)
    results: list[dict[str, Any]] = []
    with open(library, "rb") as handle, mmap.mmap(handle.fileno(), 0,
                                                   access=mmap.ACCESS_READ) as mapped:
        view = memoryview(mapped)
        try:
            bundle_index, pos, end = 0, fat_offset, fat_offset + fat_size
            while True:
                pos = mapped.find(_BUNDLE_MAGIC, pos, end)
                if pos < 0:
                    break
                extent = _bundle_extent(view, pos)
                bundle_file = outdir / f"bundle-{bundle_index:03d}.bin"
                bundle_file.write_bytes(view[pos:pos + extent])
                ids = run("clang-offload-bundler-19", "--list", "--type=o",
                          f"--input={bundle_file}").split()
                for entry_id in ids:
                    if entry_id.startswith("host-"):
                        continue
                    safe = entry_id.replace(":", "_")
                    out = outdir / f"bundle-{bundle_index:03d}-{safe}.hsaco"
                    run("clang-offload-bundler-19", "--unbundle", "--type=o",
                        f"--input={bundle_file}", f"--targets={entry_id}", f"--output={out}")
                    results.append({"path": str(out), "bundle_index": bundle_index,
                                    "bundle_offset": pos, "entry_id": entry_id,
                                    "size": out.stat().st_size})
                bundle_file.unlink()
                bundle_index += 1
                pos += max(extent, len(_BUNDLE_MAGIC))
        finally:
            view.release()
    index_file.write_text(json.dumps(results, indent=1))
    return results


def rocsparse_code_objects(library: Path | None = None,
                           cache: Path | None = None) -> list[dict[str, Any]] | None:
    """Every code object in librocsparse, extracted with clang-offload-bundler-19 into the cache
    (see fat_binary_code_objects), or None when the library or the tools are missing."""
    library = library or rocsparse_library()
    if library is None:
        return None
    return fat_binary_code_objects(library, "rocsparse-objects", cache)


def rocrand_code_objects(library: Path | None = None,
                         cache: Path | None = None) -> list[dict[str, Any]] | None:
    """Every code object in librocrand, extracted with clang-offload-bundler-19 into the cache
    (see fat_binary_code_objects), or None when the library or the tools are missing."""
    library = library or rocrand_library()
    if library is None:
        return None
    return fat_binary_code_objects(library, "rocrand-objects", cache)


def text_section(data: bytes) -> bytes:
    """The bytes of every .text section of a code object, concatenated."""
    from codeobj.elf.model import open_code_object

    co = open_code_object(data)
    return b"".join(bytes(co.section_data(s)) for s in co.sections if s.name == ".text")


def llvm15_encodes_differently(command: list[str], source: Path, ours: bytes, reference: bytes,
                               workdir: Path) -> bool:
    """True when an llvm-mc-15 reference differs from ours only because llvm-mc-15 and
    llvm-mc-19 encode some instruction differently (llvm-mc-15 writes 0 into v_cmpx_*_e64's
    unused destination where llvm-mc-19 writes exec) and our .text equals llvm-mc-19's.
    llvm-mc-19 has no V3, so its V4 object's .text is the one compared."""
    if command[0] != "llvm-mc-15" or not have("llvm-mc-19"):
        return False
    out = workdir / "mc19.o"
    args = [a if not a.startswith("--amdhsa-code-object-version=3") else
            "--amdhsa-code-object-version=4"
            for a in command[1:] if a != "-o" and not a.endswith((".s", ".o"))]
    subprocess.run(["llvm-mc-19", *args, str(source), "-o", str(out)], check=True,
                   capture_output=True)
    return text_section(ours) == text_section(out.read_bytes()) != text_section(reference)
