#!/usr/bin/env python3
"""codeobj's instruction layer against an LLVM release's own AMDGPU MC test suite, that release's
llvm-mc as referee.

Usage:
    python tools/isa/conformance.py [--release llvm19|llvm22] [--asm] [--dis] [--obj] [--jobs N]
                                    [--show N] [--filter SUBSTR] [--json OUT]
    python tools/isa/conformance.py --referee triton [--versus] [--stride N] [--filter SUBSTR]
                                    [--ours RELEASE]

Inputs: every file of ``llvm/test/MC/AMDGPU`` (assembler) and ``llvm/test/MC/Disassembler/AMDGPU``
(disassembler) of the release's Debian source package (LLVM 19: bookworm's llvm-toolchain-19,
LLVM 22: trixie's llvm-toolchain-22), fetched by tools/llvm_source.py.  For every file, every
``-mcpu``/``-mattr`` configuration of its RUN lines that invokes llvm-mc on an amdgcn triple is
run twice on the same input: by the release's llvm-mc and by codeobj -- for the processors whose
tables come from that release (codeobj.isa.db.RELEASES: LLVM 19 for every processor it knows,
LLVM 22 for gfx950, gfx9-4-generic, gfx1153, gfx1250 and gfx1251).  The CHECK lines are not
read: llvm-mc itself says what is right.  LLVM 22's tools are run from trixie's packages
without a system install (tools/llvm_release.py).  LLVM 19's figures are per generation, the
newer release's per processor.

Assembler files: each line is a statement; llvm-mc's encodings and errors are attributed to lines
with marker labels.  A line counts as *valid* when llvm-mc encodes it without error, *invalid*
when llvm-mc reports an error on it.  Lines that produce neither (directives, comments, labels)
are not counted.

Disassembler files: each line of bytes is decoded on its own (as a ``[...]`` group); a line counts
when llvm-mc decodes at least one instruction from it; it is *identical* when codeobj prints the
same instructions and reports the same undecodable positions.

Whole files (``--obj``): every assembler file and configuration is also assembled whole into a
relocatable object by ``llvm-mc-19 -filetype=obj`` (triple amdgcn-amd-amdhsa) and by codeobj's
assembler: where llvm-mc writes an object, codeobj's must be byte-identical; where llvm-mc fails,
codeobj must fail too, ideally with the same errors (line, column, message).  This exercises the
directives, expressions, symbols and object writer the line-by-line check leaves out.

The triton referee (``--referee triton``, assembler files only): the AMDGPU assembler of the
``triton`` wheel (a build of llvm-project newer than LLVM 22, loaded by tools/triton_amdgpu.py)
referees LLVM 22's MC test files for the processors whose tables come from LLVM 22.  Each line
is assembled on its own (after ``.set`` lines giving the absolute symbols assigned before it;
directives, labels and the lines of ``.amdhsa_kernel``/metadata blocks are left out) into an
object, whose ``.text`` is the line's encoding (bytes a relocation writes are not compared).
Counted as above, plus a round trip for every accepted line without relocations: codeobj's
printed text of the referee's bytes, assembled again by the referee, must give the same bytes.
``--versus`` also runs llvm-mc-22 on the same files and counts where the two referees disagree
and whether codeobj's printed text is llvm-mc-22's.  ``--stride N`` checks every Nth line only.
codeobj follows the rules of each referee's own release (codeobj.isa.db.LLVM: ``llvm24git`` for
the triton assembler, the processor's default release for llvm-mc); ``--ours RELEASE`` makes it
follow another (``--referee triton --ours llvm22``: how far LLVM 22's rules are from it).

The referee's answers are cached under the test cache (keyed by llvm-mc's version and the input).
Results are grouped by generation; the table and up to ``--show`` examples per kind are printed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import subprocess
import sys
import traceback
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
if str(REPO / "tools") not in sys.path:
    sys.path.insert(0, str(REPO / "tools"))

import llvm_release  # noqa: E402
import llvm_source  # noqa: E402

#: the release under test (set by main() or select(); worker processes inherit it through
#: the environment)
RELEASE = os.environ.get("CODEOBJ_CONFORMANCE_RELEASE", llvm_release.MAIN)


#: who says what is right: "llvm-mc" (the release's) or "triton" (the wheel's assembler, on the
#: tests of LLVM 22, the release whose tables serve the processors it is meant for)
REFEREE = os.environ.get("CODEOBJ_CONFORMANCE_REFEREE", "llvm-mc")
REFEREES = ("llvm-mc", "triton")
#: the triton referee also runs llvm-mc on each file and compares (main()'s --versus)
VERSUS = os.environ.get("CODEOBJ_CONFORMANCE_VERSUS") == "1"
#: check every STRIDE-th line of a file only (a sample; the tests' cheap run)
STRIDE = int(os.environ.get("CODEOBJ_CONFORMANCE_STRIDE", "1"))
#: the LLVM release (codeobj.isa.db.LLVM) whose rules each referee follows: codeobj is held
#: to the rules of the referee's own release (llvm-mc: the release under test, its default)
REFEREE_RELEASE = {"llvm-mc": None, "triton": "llvm24git"}
#: the release codeobj follows in this run ('' : the referee's own; main()'s --ours)
OURS = os.environ.get("CODEOBJ_CONFORMANCE_OURS", "")


def ours_release() -> str | None:
    """The codeobj.isa.db.LLVM name codeobj encodes and decodes with (None: the default)."""
    return OURS or REFEREE_RELEASE[REFEREE]


def select(release: str, referee: str = "llvm-mc", versus: bool = False,
           stride: int = 1, ours: str = "") -> None:
    """Test against `release` (its MC tests, its llvm-mc, the processors its tables serve),
    refereed by `referee`; codeobj follows the rules of LLVM release `ours` (a name of
    codeobj.isa.db.LLVM; "": the referee's own release)."""
    global RELEASE, REFEREE, VERSUS, STRIDE, OURS
    if referee not in REFEREES:
        raise ValueError(f"unknown referee {referee!r}")
    RELEASE, REFEREE, VERSUS, STRIDE, OURS = release, referee, versus, max(1, stride), ours
    os.environ["CODEOBJ_CONFORMANCE_OURS"] = ours
    os.environ["CODEOBJ_CONFORMANCE_RELEASE"] = release
    os.environ["CODEOBJ_CONFORMANCE_REFEREE"] = referee
    os.environ["CODEOBJ_CONFORMANCE_VERSUS"] = "1" if versus else "0"
    os.environ["CODEOBJ_CONFORMANCE_STRIDE"] = str(STRIDE)


def llvm_mc() -> list[str]:
    env = os.environ.get("CODEOBJ_LLVM_MC")
    if env and RELEASE == llvm_release.MAIN:
        return [env]
    cmd = llvm_release.tool("llvm-mc", RELEASE, fetch=True)
    if cmd is None:
        raise llvm_release.FetchError(f"no llvm-mc for {RELEASE}")
    return cmd
_RUN = re.compile(r"(?://|#|;)\s*RUN:\s?(.*)$")
_DIAG = re.compile(r"^<stdin>:(\d+):(\d+): (error|warning): (.*)$")
_MARK = "cxmark_{}:"
_MARK_RE = re.compile(r"^cxmark_(\d+):")
_DIS_MARK = (0x5B, 0x7E, 0x80, 0xBF)  # s_nop 0x7e5b on every generation
_DIS_MARK_TEXT = "s_nop 0x7e5b"

#: generations in the order of the report; gen_of() assigns every processor one
GENERATIONS = ("gfx6/7", "gfx8", "gfx9", "gfx90a/gfx908", "gfx940", "gfx10", "gfx11", "gfx12")


def gen_of(processor: str) -> str:
    """The row of the report a processor's lines count in: LLVM 19's generation, or the
    processor itself for a newer release."""
    if RELEASE != llvm_release.MAIN:
        return processor
    if processor.startswith(("gfx6", "gfx7")):
        return "gfx6/7"
    if processor.startswith("gfx8"):
        return "gfx8"
    if processor in ("gfx908", "gfx90a"):
        return "gfx90a/gfx908"
    if processor.startswith("gfx94"):
        return "gfx940"
    if processor.startswith("gfx9"):
        return "gfx9"
    for g in ("gfx10", "gfx11", "gfx12"):
        if processor.startswith(g):
            return g
    return processor


def run_lines(text: str) -> list[str]:
    out, cur = [], ""
    for ln in text.splitlines():
        m = _RUN.search(ln)
        if not m:
            continue
        body = m.group(1).rstrip()
        if body.endswith("\\"):
            cur += body[:-1] + " "
            continue
        out.append(cur + body)
        cur = ""
    return out


def configs(text: str) -> list[tuple[str, str, bool]]:
    """(mcpu, mattr, disassemble) of every llvm-mc invocation on an amdgcn triple that reads
    the file itself (not a pipe)."""
    found: set[tuple[str, str, bool]] = set()
    for r in run_lines(text):
        for seg in r.split("|"):
            toks = seg.split()
            if "llvm-mc" not in toks:
                continue
            if "%s" not in toks and "<" not in seg:
                continue
            triple = mcpu = None
            mattr: list[str] = []
            dis = False
            for i, t in enumerate(toks):
                key, _, val = t.partition("=")
                if key in ("-triple", "--triple", "-arch", "--arch"):
                    triple = val or (toks[i + 1] if i + 1 < len(toks) else None)
                elif key in ("-mcpu", "--mcpu"):
                    mcpu = val or (toks[i + 1] if i + 1 < len(toks) else None)
                elif key in ("-mattr", "--mattr"):
                    mattr.append(val or (toks[i + 1] if i + 1 < len(toks) else ""))
                elif t in ("-disassemble", "--disassemble"):
                    dis = True
            if not triple or not triple.startswith("amdgcn"):
                continue
            found.add((mcpu or "", ",".join(mattr), dis))
    return sorted(found)


def _processor(mcpu: str) -> str | None:
    """The processor llvm-mc uses for -mcpu when its tables come from the release under test
    (None: another release's, or one no release knows)."""
    from codeobj.isa import db

    name = mcpu or "generic"
    return name if db.release_of(name) == RELEASE else None


def _canonical(processor: str) -> str:
    from codeobj.targets import processor as lookup

    if processor in ("generic", "generic-hsa"):
        return "gfx600"
    try:
        return lookup(processor).name
    except Exception:  # noqa: BLE001 - an alias the processor table lacks
        return processor


def _mc(args: list[str], src: str) -> tuple[str, str]:
    r = subprocess.run([*llvm_mc(), "-triple=amdgcn-amd-amdhsa", *args], input=src,
                       capture_output=True, text=True, check=False)
    return r.stdout, r.stderr


def _tool_version() -> str:
    out = subprocess.run([*llvm_mc(), "--version"], capture_output=True, text=True,
                         check=False).stdout
    return " ".join(out.split())


def _cache_dir() -> Path:
    key = hashlib.sha256(_tool_version().encode()).hexdigest()[:12]
    return llvm_source.cache_root().parent / "conformance" / key


def _cached(kind: str, payload: str, compute):
    path = _cache_dir() / kind / (hashlib.sha256(payload.encode()).hexdigest() + ".json")
    if path.is_file():
        return json.loads(path.read_text())
    value = compute()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(value))
    tmp.replace(path)
    return value


# -- assembler ------------------------------------------------------------------------------------

def strip_comment(line: str) -> str:
    s = line.split("//", 1)[0]
    return s.split(";", 1)[0].strip()


def asm_reference(lines: list[str], mcpu: str, mattr: str) -> list[dict]:
    """Per source line: {"enc": [hex...], "text": [...], "err": message or None}."""
    src = "".join(f"{ln}\n{_MARK.format(i)}\n" for i, ln in enumerate(lines))
    args = ["-show-encoding"] + ([f"-mcpu={mcpu}"] if mcpu else []) + \
        ([f"-mattr={mattr}"] if mattr else [])

    def compute():
        out, err = _mc(args, src)
        res = [{"enc": [], "text": [], "err": None} for _ in lines]
        i = 0
        for ln in out.splitlines():
            s = ln.strip()
            m = _MARK_RE.match(s)
            if m:
                i = int(m.group(1)) + 1
                continue
            if "; encoding: [" in s and i < len(lines):
                txt, enc = s.split("; encoding: [", 1)
                res[i]["enc"].append(enc.split("]", 1)[0])
                res[i]["text"].append(txt.strip())
        for ln in err.splitlines():
            m = _DIAG.match(ln)
            if m and m.group(3) == "error":
                k = (int(m.group(1)) - 1) // 2
                if k < len(lines) and res[k]["err"] is None:
                    res[k]["err"] = m.group(4)
        return res

    return _cached("asm", "\0".join([mcpu, mattr, src]), compute)


def _enc_bytes(enc: str) -> tuple[bytes, bytes] | None:
    """llvm-mc's ``[0x01,A,...]``: (bytes with fixup bytes zero, mask of known bytes)."""
    data, mask = bytearray(), bytearray()
    for tok in enc.split(","):
        tok = tok.strip()
        if tok.startswith("0x"):
            data.append(int(tok, 16))
            mask.append(0xFF)
        else:
            data.append(0)
            mask.append(0)
    return bytes(data), bytes(mask)


_ASSIGN = re.compile(r"^\s*(?:\.set\s+([A-Za-z_.$][\w.$]*)\s*,|\.equ\s+([A-Za-z_.$][\w.$]*)\s*,|"
                     r"([A-Za-z_.$][\w.$]*)\s*=)\s*(.+)$")


def file_symbols(lines: list[str]) -> list[dict[str, int]]:
    """Per line, the absolute symbols assigned (.set/.equ/=) on the lines before it."""
    from codeobj.isa.asmlex import ExprError, ExprParser, evaluate, lex

    cur: dict[str, int] = {}
    out = []
    for ln in lines:
        out.append(cur)
        m = _ASSIGN.match(strip_comment(ln))
        if not m:
            continue
        name = m.group(1) or m.group(2) or m.group(3)
        try:
            toks = lex(m.group(4))
            p = ExprParser(toks, 0)
            e = p.parse()
            v = evaluate(e, cur.get)
        except (ExprError, IndexError):
            continue
        if v is not None:
            cur = {**cur, name: v}
    return out


def ours_encode(line: str, processor: str, mattr: str,
                symbols: dict[str, int] | None = None) -> tuple[bytes | None, str | None]:
    """codeobj's encoding of one statement: (bytes, None) or (None, error message).
    A Python exception other than codeobj's own errors is reported as "TRACEBACK ..."."""
    from codeobj.errors import CodeObjectError
    from codeobj.isa import encode_statement

    try:
        return encode_statement(line, processor, mattr, symbols, ours_release()), None
    except CodeObjectError as e:
        return None, str(e)
    except Exception as e:  # noqa: BLE001 - counted as a traceback
        tb = traceback.extract_tb(e.__traceback__)[-1]
        return None, f"TRACEBACK {type(e).__name__}: {e} ({Path(tb.filename).name}:{tb.lineno})"


# -- the triton referee -------------------------------------------------------------------------

def triton():
    """The triton wheel's assembler (tools/triton_amdgpu.py); raises its TritonUnavailable."""
    import triton_amdgpu

    return triton_amdgpu.load()


_BLOCKS = {".amdhsa_kernel": ".end_amdhsa_kernel", ".amdgpu_metadata": ".end_amdgpu_metadata",
           ".amd_kernel_code_t": ".end_amd_kernel_code_t",
           ".amdgpu_pal_metadata": ".end_amdgpu_pal_metadata"}
_LABEL = re.compile(r"^[A-Za-z_.$][\w.$]*:$")


def standalone_lines(lines: list[str]) -> list[bool]:
    """Per line: whether it is a statement that can be assembled on its own (not empty, not a
    directive or a label, not inside a kernel-descriptor or metadata block)."""
    out, end = [], None
    for ln in lines:
        stmt = strip_comment(ln)
        word = stmt.split(None, 1)[0] if stmt else ""
        if end is not None:
            out.append(False)
            if word == end:
                end = None
            continue
        if word in _BLOCKS:
            end = _BLOCKS[word]
        out.append(bool(stmt) and not stmt.startswith(".") and not _LABEL.match(stmt))
    return out


def _hex_with_fixups(data: bytes, mask: bytes) -> str:
    """llvm-mc's ``-show-encoding`` list: ``0x01,A,...`` (A: a byte a relocation writes)."""
    return ",".join(f"0x{b:02x}" if m else "A" for b, m in zip(data, mask))


def triton_line(stmt: str, mcpu: str, mattr: str, symbols: dict[str, int]) -> dict:
    """The triton referee on one statement: {"enc": [hex], "text": [], "err": message or None}
    (like asm_reference's entries)."""
    import triton_amdgpu

    prefix = "".join(f".set {k}, {v}\n" for k, v in symbols.items())
    res = triton().assemble(f"{prefix}{stmt}\n", mcpu, mattr)
    if res.object is None:
        return {"enc": [], "text": [], "err": res.errors[0].message}
    text, mask = triton_amdgpu.text_section(res.object)
    return {"enc": [_hex_with_fixups(text, mask)] if text else [], "text": [], "err": None}


def round_trip(want: bytes, mask: bytes, canon: str, mcpu: str, mattr: str) -> tuple[str, str]:
    """codeobj's printed text of the referee's bytes, assembled again by the referee:
    (kind, printed text).  Lines whose bytes hold a relocation are skipped (their text would
    name a number where the source named a symbol)."""
    import triton_amdgpu

    if not all(mask):
        return "skipped", ""
    insts, bad, tb = ours_decode(want, canon, mattr)
    if tb:
        return "traceback", tb
    if bad or not insts:
        return "undecoded", "\n".join(insts)
    printed = "\n".join(insts)
    res = triton().assemble(printed + "\n", mcpu, mattr)
    if res.object is None:
        return "rejected", printed
    got, _ = triton_amdgpu.text_section(res.object)
    return ("same" if got == want else "other_bytes"), printed


def versus(mine: dict, theirs: dict) -> str:
    """How llvm-mc (`theirs`, from asm_reference) and the triton referee (`mine`) judged a line."""
    if theirs["err"] is None and not theirs["enc"]:
        return "mc_silent"
    if mine["err"] is not None:
        return "both_reject" if theirs["err"] is not None else "only_mc_accepts"
    if theirs["err"] is not None:
        return "only_triton_accepts"
    a = [_enc_bytes(e) for e in mine["enc"]]
    b = [_enc_bytes(e) for e in theirs["enc"]]
    da, ma = b"".join(x[0] for x in a), b"".join(x[1] for x in a)
    db_, mb = b"".join(x[0] for x in b), b"".join(x[1] for x in b)
    if len(da) != len(db_):
        return "other_bytes"
    same = all((x & m & n) == (y & m & n) for x, y, m, n in zip(da, db_, ma, mb))
    return "agree" if same else "other_bytes"


def check_asm_file(path: str) -> list[list]:
    """Rows ``[file, line, row of the report, processor, mattr, statement, kind, referee bytes
    (hex, None: it rejects), its text or error, our bytes, our error]``; the triton referee adds
    ``round-trip kind, our printed text, versus kind, llvm-mc's text``."""
    text = Path(path).read_text(errors="replace")
    raw = text.splitlines()
    rows = []
    by_triton = REFEREE == "triton"
    alone = standalone_lines(raw) if by_triton else []
    for mcpu, mattr, dis in configs(text):
        if dis:
            continue
        proc = _processor(mcpu)
        if proc is None:
            continue
        ref = None if by_triton else asm_reference(raw, mcpu, mattr)
        mc_ref = asm_reference(raw, mcpu, mattr) if by_triton and VERSUS else None
        canon = _canonical(proc)
        syms = file_symbols(raw)
        for i, ln in enumerate(raw):
            if i % STRIDE:
                continue
            stmt = strip_comment(ln)
            if by_triton:
                if not alone[i]:
                    continue
                r = triton_line(stmt, mcpu, mattr, syms[i])
            else:
                r = ref[i]
            if not stmt or (r["err"] is None and not r["enc"]):
                continue
            if stmt.startswith(".") and r["err"] is None:
                continue  # data directives: not the instruction layer's
            got, err = ours_encode(stmt, canon, mattr, syms[i])
            if r["err"] is None:
                want = b"".join(_enc_bytes(e)[0] for e in r["enc"])
                mask = b"".join(_enc_bytes(e)[1] for e in r["enc"])
                if got is None:
                    kind = "traceback" if err.startswith("TRACEBACK") else "wrongly_rejected"
                elif len(got) == len(want) and all(
                        (a & m) == (b & m) for a, b, m in zip(got, want, mask)):
                    kind = "same"
                else:
                    kind = "wrong_bytes"
                row = [Path(path).name, i + 1, gen_of(canon), canon, mattr, stmt, kind,
                       want.hex(), r["text"][0] if r["text"] else "",
                       got.hex() if got is not None else None, err]
                if by_triton:
                    row += [*round_trip(want, mask, canon, mcpu, mattr)]
            else:
                if got is None:
                    kind = "traceback" if err.startswith("TRACEBACK") else "rejected"
                else:
                    kind = "wrongly_accepted"
                row = [Path(path).name, i + 1, gen_of(canon), canon, mattr, stmt, kind,
                       None, r["err"], got.hex() if got is not None else None, err]
                if by_triton:
                    row += [None, ""]
            if by_triton:
                theirs = mc_ref[i] if mc_ref is not None else None
                row += [versus(r, theirs) if theirs else None,
                        theirs["text"][0] if theirs and theirs["text"] else ""]
            rows.append(row)
    return rows


# -- disassembler ---------------------------------------------------------------------------------

_BYTE = re.compile(r"0x[0-9a-fA-F]{1,2}\b")


def data_lines(text: str) -> list[tuple[int, bytes]]:
    out = []
    for i, ln in enumerate(text.splitlines()):
        body = ln.split("#", 1)[0].split(";", 1)[0]
        if not body.strip():
            continue
        toks = _BYTE.findall(body)
        if toks:
            out.append((i + 1, bytes(int(t, 16) for t in toks)))
    return out


def dis_reference(chunks: list[bytes], mcpu: str, mattr: str) -> list[dict]:
    """Per chunk: {"insts": [text...], "bad": number of undecodable positions}."""
    mark = "[" + ",".join(f"0x{b:02x}" for b in _DIS_MARK) + "]\n"
    src = "".join("[" + ",".join(f"0x{b:02x}" for b in c) + "]\n" + mark for c in chunks)
    args = ["--disassemble"] + ([f"-mcpu={mcpu}"] if mcpu else []) + \
        ([f"-mattr={mattr}"] if mattr else [])

    def compute():
        out, err = _mc(args, src)
        res = [{"insts": [], "bad": 0} for _ in chunks]
        i = 0
        for ln in out.splitlines():
            if not ln.startswith("\t"):
                continue
            body = ln.strip()
            if body == ".text":
                continue
            if body == _DIS_MARK_TEXT:
                i += 1
                continue
            if i < len(chunks):
                res[i]["insts"].append(body)
        for ln in err.splitlines():
            m = _DIAG.match(ln)
            if m and "invalid instruction encoding" in m.group(4):
                k = (int(m.group(1)) - 1) // 2
                if k < len(chunks):
                    res[k]["bad"] += 1
        return res

    return _cached("dis", "\0".join([mcpu, mattr, src]), compute)


def ours_decode(data: bytes, processor: str, mattr: str) -> tuple[list[str], int, str | None]:
    """codeobj's reading of a byte group as llvm-mc --disassemble reads it: the printed
    instructions, the number of undecodable positions, and a traceback text or None."""
    from codeobj.isa import disassemble_bytes

    try:
        insts, bad = disassemble_bytes(data, processor, mattr, ours_release())
        return insts, bad, None
    except Exception as e:  # noqa: BLE001 - counted as a traceback
        tb = traceback.extract_tb(e.__traceback__)[-1]
        return [], 0, f"TRACEBACK {type(e).__name__}: {e} ({Path(tb.filename).name}:{tb.lineno})"


def check_dis_file(path: str) -> list[list]:
    text = Path(path).read_text(errors="replace")
    lines = data_lines(text)
    rows = []
    for mcpu, mattr, dis in configs(text):
        if not dis:
            continue
        proc = _processor(mcpu)
        if proc is None:
            continue
        canon = _canonical(proc)
        ref = dis_reference([c for _, c in lines], mcpu, mattr)
        for (lineno, chunk), r in zip(lines, ref):
            if not r["insts"]:
                continue
            insts, bad, tb = ours_decode(chunk, canon, mattr)
            if tb:
                kind = "traceback"
            elif insts == r["insts"] and bad == r["bad"]:
                kind = "same"
            else:
                kind = "different"
            rows.append([Path(path).name, lineno, gen_of(canon), canon, mattr, chunk.hex(), kind,
                         r["insts"], insts if not tb else tb])
    return rows


# -- whole files as objects --------------------------------------------------------------------

_FILE_DIAG = re.compile(r"^\S+?:(\d+):(\d+): (error|warning): (.*)$", re.MULTILINE)


def obj_reference(path: str, mcpu: str, mattr: str, text: str | None = None) -> dict:
    """llvm-mc-19 ``-filetype=obj`` on the whole file (or ``text`` under its name):
    {"ok", "sha256", "size", "diags"}."""
    import tempfile

    if text is None:
        text = Path(path).read_text(errors="replace")
    args = ["-filetype=obj"] + ([f"-mcpu={mcpu}"] if mcpu else []) + \
        ([f"-mattr={mattr}"] if mattr else [])

    def compute():
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "ref.o"
            src = Path(tmp) / Path(path).name
            src.write_text(text)
            r = subprocess.run([*llvm_mc(), "-triple=amdgcn-amd-amdhsa", *args, str(src), "-o",
                                str(out)], capture_output=True, text=True, check=False,
                               cwd=tmp)
            data = out.read_bytes() if r.returncode == 0 and out.is_file() else None
        diags = [[int(a), int(b), c, d] for a, b, c, d in _FILE_DIAG.findall(r.stderr)]
        return {"ok": data is not None,
                "sha256": hashlib.sha256(data).hexdigest() if data is not None else None,
                "size": len(data) if data is not None else 0, "diags": diags}

    return _cached("obj", "\0".join([mcpu, mattr, Path(path).name, text]), compute)


def check_obj_file(path: str) -> list[list]:
    """Every assembler configuration of the file's RUN lines, the whole file assembled to a
    relocatable object by both: identical bytes, or the same diagnostics."""
    from codeobj.asm import assemble

    text = Path(path).read_text(errors="replace")
    rows = []
    for mcpu, mattr, dis in configs(text):
        if dis:
            continue
        proc = _processor(mcpu)
        if proc is None:
            continue
        canon = _canonical(proc) if mcpu else None
        ref = obj_reference(path, mcpu, mattr)
        try:
            res = assemble(text, Path(path).name, mcpu=canon, mattr=mattr)
            data = res.data
            diags = [[d.line, d.col, d.severity, d.message] for d in res.diagnostics]
            tb = None
        except Exception as e:  # noqa: BLE001 - counted as a traceback
            t = traceback.extract_tb(e.__traceback__)[-1]
            data, diags = None, []
            tb = f"TRACEBACK {type(e).__name__}: {e} ({Path(t.filename).name}:{t.lineno})"
        ref_err = [d for d in ref["diags"] if d[2] == "error"]
        our_err = [d for d in diags if d[2] == "error"]
        if tb:
            kind = "traceback"
        elif ref["ok"] and data is not None:
            same = hashlib.sha256(data).hexdigest() == ref["sha256"]
            kind = "same" if same else "different_bytes"
            if same and diags != ref["diags"]:
                kind = "same_bytes_other_warnings"
        elif ref["ok"]:
            kind = "wrongly_rejected"
        elif data is not None:
            kind = "wrongly_accepted"
        elif our_err == ref_err:
            kind = "rejected_same_errors"
        elif our_err and ref_err and our_err[0] == ref_err[0]:
            kind = "rejected_same_first"
        else:
            kind = "rejected_other_errors"
        first_diff = None
        if kind not in ("same", "rejected_same_errors"):
            a = [tuple(d) for d in ref["diags"]]
            b = [tuple(d) for d in diags]
            missing = [d for d in a if d not in b][:3]
            extra = [d for d in b if d not in a][:3]
            first_diff = {"llvm-mc only": missing, "codeobj only": extra,
                          "sizes": [ref["size"], len(data) if data is not None else 0]}
            if tb:
                first_diff["traceback"] = tb
        rows.append([Path(path).name, gen_of(canon or "gfx600"), mcpu, mattr, kind,
                     len(ref_err), len(our_err), first_diff])
        if not ref["ok"] and ref_err:
            # the same file with the lines llvm-mc rejects blanked: the rest as an object
            bad = {d[0] for d in ref_err}
            lines = text.split("\n")
            clean = "\n".join("" if i + 1 in bad else ln for i, ln in enumerate(lines))
            ref2 = obj_reference(path, mcpu, mattr, clean)
            if ref2["ok"]:
                try:
                    res = assemble(clean, Path(path).name, mcpu=canon, mattr=mattr)
                    data, tb = res.data, None
                    errs = [[d.line, d.col, d.message] for d in res.errors][:3]
                except Exception as e:  # noqa: BLE001 - counted as a traceback
                    t = traceback.extract_tb(e.__traceback__)[-1]
                    data, errs = None, []
                    tb = f"TRACEBACK {type(e).__name__}: {e} ({Path(t.filename).name}:{t.lineno})"
                if tb:
                    kind2 = "traceback"
                elif data is None:
                    kind2 = "wrongly_rejected"
                elif hashlib.sha256(data).hexdigest() == ref2["sha256"]:
                    kind2 = "same"
                else:
                    kind2 = "different_bytes"
                rows.append([Path(path).name + " (valid lines)", gen_of(canon or "gfx600"), mcpu,
                             mattr, kind2, 0, len(errs),
                             None if kind2 == "same" else {"errors": errs, "traceback": tb,
                                                           "sizes": [ref2["size"],
                                                                     len(data or b"")]}])
    return rows


_OBJ_KINDS = ("same", "same_bytes_other_warnings", "different_bytes", "wrongly_rejected",
              "wrongly_accepted", "rejected_same_errors", "rejected_same_first",
              "rejected_other_errors", "traceback")


def print_obj(rows: list[list], show: int) -> None:
    st: dict[str, Counter] = defaultdict(Counter)
    for row in rows:
        st[row[1]][row[4]] += 1
    print("whole files as objects (llvm-mc-19 -filetype=obj vs codeobj), per generation")
    short = ("same", "warn", "bytes", "w.rej", "w.acc", "rej=", "rej1", "rej~", "tb")
    print(f"{'generation':14} {'runs':>5} " + " ".join(f"{s:>6}" for s in short))
    tot: Counter = Counter()
    for g in list(GENERATIONS) + sorted(set(st) - set(GENERATIONS)):
        c = st.get(g)
        if not c:
            continue
        tot.update(c)
        print(f"{g:14} {sum(c.values()):5} " + " ".join(f"{c[k]:6}" for k in _OBJ_KINDS))
    print(f"{'all':14} {sum(tot.values()):5} " + " ".join(f"{tot[k]:6}" for k in _OBJ_KINDS))
    by_kind = defaultdict(list)
    for row in rows:
        if row[4] not in ("same", "rejected_same_errors"):
            by_kind[row[4]].append(row)
    for kind, lst in sorted(by_kind.items()):
        print(f"\n{kind}: {len(lst)}")
        for row in lst[:show]:
            print(f"  {row[0]} [{row[2] or 'generic'}{' ' + row[3] if row[3] else ''}] "
                  f"errors llvm-mc {row[5]} codeobj {row[6]}: {row[7]}")


# -- driver -----------------------------------------------------------------------------------

def suite_files(root: Path, kind: str, only: str | None = None) -> list[str]:
    sub = "Disassembler/AMDGPU" if kind == "dis" else "AMDGPU"
    suffix = ".txt" if kind == "dis" else ".s"
    base = root / "llvm" / "test" / "MC" / sub
    files = sorted(str(p) for p in base.iterdir() if p.name.endswith(suffix))
    if only:
        files = [f for f in files if only in Path(f).name]
    return files


def run(kind: str, jobs: int = 2, only: str | None = None) -> list[list]:
    root = llvm_source.fetch("tests", release=RELEASE)
    files = suite_files(root, kind, only)
    fn = {"asm": check_asm_file, "dis": check_dis_file, "obj": check_obj_file}[kind]
    rows: list[list] = []
    if jobs <= 1:
        for f in files:
            rows.extend(fn(f))
    else:
        with ProcessPoolExecutor(jobs) as ex:
            for r in ex.map(fn, files, chunksize=4):
                rows.extend(r)
    return rows


def asm_table(rows: list[list]) -> dict[str, Counter]:
    """generation -> counts: valid, same, wrong_bytes, wrongly_rejected, invalid, rejected,
    wrongly_accepted, traceback."""
    st: dict[str, Counter] = defaultdict(Counter)
    for row in rows:
        c = st[row[2]]
        c["valid" if row[7] is not None else "invalid"] += 1
        c[row[6]] += 1
    return st


def print_asm(rows: list[list], show: int) -> None:
    st = asm_table(rows)
    per = "generation" if RELEASE == llvm_release.MAIN else "processor"
    print(f"assembler: lines {_mc_name()} accepts / rejects, per {per}")
    print(f"{per:14} {'valid':>7} {'same':>7} {'%':>7} {'wrong':>6} {'w.rej':>6} "
          f"{'invalid':>7} {'rej':>6} {'%':>7} {'tb':>4}")
    tot: Counter = Counter()
    for g in list(GENERATIONS) + sorted(set(st) - set(GENERATIONS)):
        c = st.get(g)
        if not c:
            continue
        tot.update(c)
        _asm_line(g, c)
    _asm_line("all", tot)
    by_kind = defaultdict(list)
    for row in rows:
        if row[6] not in ("same", "rejected"):
            by_kind[row[6]].append(row)
    for kind, lst in sorted(by_kind.items()):
        print(f"\n{kind}: {len(lst)}")
        for row in lst[:show]:
            print(f"  {row[0]}:{row[1]} [{row[3]}{' ' + row[4] if row[4] else ''}] {row[5]!r}")
            print(f"      llvm-mc: {row[7] or ''} {row[8]!r}   codeobj: {row[9]} {row[10]!r}")


def _asm_line(g: str, c: Counter) -> None:
    valid, invalid = c["valid"], c["invalid"]
    print(f"{g:14} {valid:7} {c['same']:7} {100 * c['same'] / max(1, valid):6.2f}% "
          f"{c['wrong_bytes']:6} {c['wrongly_rejected']:6} {invalid:7} {c['rejected']:6} "
          f"{100 * c['rejected'] / max(1, invalid):6.2f}% {c['traceback']:4}")


def print_dis(rows: list[list], show: int) -> None:
    st: dict[str, Counter] = defaultdict(Counter)
    for row in rows:
        st[row[2]][row[6]] += 1
    per = "generation" if RELEASE == llvm_release.MAIN else "processor"
    print(f"disassembler: byte lines {_mc_name()} decodes, per {per}")
    print(f"{per:14} {'lines':>7} {'same':>7} {'%':>7} {'diff':>6} {'tb':>4}")
    tot: Counter = Counter()
    for g in list(GENERATIONS) + sorted(set(st) - set(GENERATIONS)):
        c = st.get(g)
        if not c:
            continue
        tot.update(c)
        n = sum(c.values())
        print(f"{g:14} {n:7} {c['same']:7} {100 * c['same'] / max(1, n):6.2f}% "
              f"{c['different']:6} {c['traceback']:4}")
    n = sum(tot.values())
    print(f"{'all':14} {n:7} {tot['same']:7} {100 * tot['same'] / max(1, n):6.2f}% "
          f"{tot['different']:6} {tot['traceback']:4}")
    bad = [r for r in rows if r[6] != "same"]
    for row in bad[:show]:
        print(f"  {row[0]}:{row[1]} [{row[3]}{' ' + row[4] if row[4] else ''}] {row[5]}")
        print(f"      llvm-mc: {row[7]}   codeobj: {row[8]}")


def _mc_name() -> str:
    if REFEREE == "triton":
        return f"triton's assembler (llvm-project {triton().llvm_commit[:12]})"
    return f"llvm-mc-{llvm_release.release(RELEASE).major}"


_RT_KINDS = ("same", "other_bytes", "rejected", "undecoded", "traceback", "skipped")
_VS_KINDS = ("agree", "both_reject", "other_bytes", "only_triton_accepts", "only_mc_accepts",
             "mc_silent")


def triton_tables(rows: list[list]) -> tuple[dict[str, Counter], dict[str, Counter]]:
    """Per processor: round-trip kinds of the accepted lines, and (with --versus) how
    llvm-mc's verdicts compare with the triton referee's (plus "text_same": lines where
    codeobj's printed text is llvm-mc's)."""
    rt: dict[str, Counter] = defaultdict(Counter)
    vs: dict[str, Counter] = defaultdict(Counter)
    for row in rows:
        if row[7] is not None:
            rt[row[2]][row[11]] += 1
        if row[13] is not None:
            vs[row[2]][row[13]] += 1
            if row[14] and row[12]:
                vs[row[2]]["text_same" if row[12] == row[14] else "text_other"] += 1
    return rt, vs


def print_triton(rows: list[list], show: int) -> None:
    rt, vs = triton_tables(rows)
    print("round trip: codeobj's text of the referee's bytes, assembled again by it")
    print(f"{'processor':14} {'lines':>7} " + " ".join(f"{k:>11}" for k in _RT_KINDS))
    for g in sorted(rt):
        c = rt[g]
        print(f"{g:14} {sum(c.values()):7} " + " ".join(f"{c[k]:11}" for k in _RT_KINDS))
    bad = [r for r in rows if r[7] is not None and r[11] not in ("same", "skipped")]
    for row in bad[:show]:
        print(f"  {row[0]}:{row[1]} [{row[3]}{' ' + row[4] if row[4] else ''}] {row[5]!r} "
              f"{row[7]}: {row[11]} {row[12]!r}")
    if not vs:
        return
    print(f"\nversus {_mc22_name()}: its verdict on the same lines, and codeobj's printed text")
    kinds = (*_VS_KINDS, "text_same", "text_other")
    print(f"{'processor':14} " + " ".join(f"{k[:12]:>12}" for k in kinds))
    for g in sorted(vs):
        print(f"{g:14} " + " ".join(f"{vs[g][k]:12}" for k in kinds))
    diff = [r for r in rows if r[13] not in (None, "agree", "both_reject")]
    for row in diff[:show]:
        print(f"  {row[0]}:{row[1]} [{row[3]}{' ' + row[4] if row[4] else ''}] {row[5]!r} "
              f"{row[13]}: triton {row[7] or row[8]!r}")
    other = [r for r in rows if r[13] == "agree" and r[14] and r[12] and r[12] != r[14]]
    for row in other[:show]:
        print(f"  {row[0]}:{row[1]} [{row[3]}] codeobj {row[12]!r}  llvm-mc {row[14]!r}")


def _mc22_name() -> str:
    return f"llvm-mc-{llvm_release.release(RELEASE).major}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--release", default=llvm_release.MAIN, choices=sorted(llvm_release.RELEASES),
                    help="the LLVM release whose tests and llvm-mc referee (default: %(default)s)")
    ap.add_argument("--referee", default="llvm-mc", choices=REFEREES,
                    help="llvm-mc (the release's) or triton (the wheel's assembler, on LLVM 22's "
                         "tests; assembler suite only)")
    ap.add_argument("--versus", action="store_true",
                    help="with --referee triton: also run llvm-mc-22 and compare the referees")
    ap.add_argument("--ours", default="", metavar="RELEASE",
                    help="the LLVM release whose rules codeobj follows (codeobj.isa.db.LLVM: "
                         "llvm19, llvm22, llvm24git; default: the referee's own, llvm24git "
                         "for --referee triton)")
    ap.add_argument("--stride", type=int, default=1, help="check every Nth line only")
    ap.add_argument("--asm", action="store_true", help="the assembler suite (default: both)")
    ap.add_argument("--dis", action="store_true", help="the disassembler suite")
    ap.add_argument("--obj", action="store_true",
                    help="the assembler suite's files, each assembled whole to an object")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--show", type=int, default=10, help="examples per kind of difference")
    ap.add_argument("--filter", default=None, help="only files whose name contains this")
    ap.add_argument("--json", type=Path, default=None, help="write every row here")
    args = ap.parse_args(argv)
    if args.referee == "triton":
        if args.dis or args.obj:
            ap.error("--referee triton checks the assembler suite only (--asm)")
        try:
            print(f"referee: {triton().path} revision {triton().revision}")
        except Exception as e:  # noqa: BLE001 - triton_amdgpu.TritonUnavailable
            print(f"error: {e}", file=sys.stderr)
            return 1
        args.release = "llvm22"
    if args.ours:
        from codeobj.isa.db import LLVM

        if args.ours not in LLVM:
            ap.error(f"--ours: '{args.ours}' is not one of {', '.join(LLVM)}")
    select(args.release, args.referee, args.versus, args.stride, args.ours)
    if args.referee == "triton" or args.ours:
        print(f"codeobj follows: {ours_release() or 'the default release of each processor'}")
    kinds = [k for k, on in (("asm", args.asm), ("dis", args.dis), ("obj", args.obj))
             if on] or (["asm"] if args.referee == "triton" else ["asm", "dis"])
    out = {}
    for kind in kinds:
        rows = run(kind, args.jobs, args.filter)
        out[kind] = rows
        {"asm": print_asm, "dis": print_dis, "obj": print_obj}[kind](rows, args.show)
        if kind == "asm" and args.referee == "triton":
            print()
            print_triton(rows, args.show)
        print()
    if args.json:
        args.json.write_text(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
