#!/usr/bin/env python3
"""Generate codeobj's instruction tables from LLVM 19's AMDGPU TableGen description.

Usage:  python tools/isa/gen_llvm.py [--out codeobj/isa/data/llvm19.json.gz]

Inputs (named in the output's header):

* LLVM 19.1.7's ``llvm/lib/Target/AMDGPU/*.td`` and ``llvm/include/llvm/**/*.td``, fetched
  from Debian's ``llvm-toolchain-19`` source package by ``tools/llvm_source.py`` (SHA-256
  checked);
* ``llvm-tblgen-19`` (Debian's ``llvm-19`` package), run with four back ends:
  ``-dump-json`` (every record: instructions, operands, registers, processors, features),
  ``-gen-asm-matcher`` (the assembler's match tables: mnemonic, operand classes, conversions,
  required features, in matching order), ``-gen-disassembler`` (the decoder tables and the
  operand decoders of every decoder index) and ``-gen-register-info`` (register numbers,
  hardware encodings, register-class members).

Only facts are taken from those outputs (tables, numbers, names, conditions); the code that
uses them is codeobj's own (codeobj/isa/).  The result is deterministic for a given input.
Never edit the output by hand: change this script and run it again.
"""

from __future__ import annotations

import argparse
import base64
import gzip
import hashlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(REPO / "tools"))

import llvm_release  # noqa: E402
import llvm_source  # noqa: E402

BACKENDS = {
    "json": "-dump-json",
    "matcher": "-gen-asm-matcher",
    "disassembler": "-gen-disassembler",
    "reginfo": "-gen-register-info",
}
DEFAULT_OUT = REPO / "codeobj" / "isa" / "data" / "llvm19-common.json.gz"


# -- running TableGen --------------------------------------------------------------------------

def tblgen_command(rel: llvm_release.Release) -> list[str]:
    cmd = llvm_release.tool("llvm-tblgen", rel, fetch=True)
    if cmd is None:
        raise SystemExit(f"error: no llvm-tblgen for {rel.name} (tools/llvm_release.py)")
    return cmd


def tblgen_version(rel: llvm_release.Release | None = None) -> str:
    cmd = tblgen_command(rel or llvm_release.release(llvm_release.MAIN))
    out = subprocess.run([*cmd, "--version"], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        if "version" in line.lower():
            return line.strip()
    return out.strip()


def backend_options(td_dir: Path) -> dict[str, list[str]]:
    """Back-end flag -> the extra options LLVM's build runs it with (the ``tablegen(LLVM
    AMDGPUGen*.inc -gen-... options)`` lines of llvm/lib/Target/AMDGPU/CMakeLists.txt; LLVM 22
    runs -gen-disassembler with --specialize-decoders-per-bitwidth and two -ignore options)."""
    cmake = td_dir / "CMakeLists.txt"
    out: dict[str, list[str]] = {}
    if not cmake.is_file():
        return out
    text = cmake.read_text()
    text = text.split("set(LLVM_TARGET_DEFINITIONS AMDGPUGISel.td)", 1)[0]
    for m in re.finditer(r"tablegen\(LLVM AMDGPUGen\w+\.inc\s+(-gen-[\w-]+)([^)]*)\)", text):
        out[m.group(1)] = m.group(2).split()
    return out


def run_tblgen(src: Path, cache: Path, rel: llvm_release.Release | None = None) -> dict[str, Path]:
    """Run the four back ends on AMDGPU.td (cached by tool version and source digest)."""
    rel = rel or llvm_release.release(llvm_release.MAIN)
    cmd = tblgen_command(rel)
    llvm = src / "llvm"
    td_dir = llvm / "lib/Target/AMDGPU"
    options = backend_options(td_dir)
    digest = src.parent / f"{src.name}.orig.tar.xz.sha256"
    extra = "".join(f"{k}={' '.join(v)};" for k, v in sorted(options.items()) if v
                    and k in BACKENDS.values())
    key = hashlib.sha256((tblgen_version(rel) + (digest.read_text() if digest.is_file()
                                                 else str(src)) + extra).encode()).hexdigest()[:16]
    outdir = cache / key
    outdir.mkdir(parents=True, exist_ok=True)
    paths = {}
    for name, flag in BACKENDS.items():
        out = outdir / f"{name}.out"
        if not out.is_file():
            tmp = out.with_suffix(".tmp")
            subprocess.run([*cmd, flag, *options.get(flag, []), "-I", str(llvm / "include"),
                            "-I", str(td_dir), str(td_dir / "AMDGPU.td"), "-o", str(tmp)],
                           check=True)
            # LLVM 22's -gen-register-info writes its parts beside the output and includes
            # them; keep one file
            parts = sorted(tmp.parent.glob(tmp.stem + "*.inc"))
            if parts:
                with out.with_suffix(".part").open("w") as f:
                    for part in [tmp, *parts]:
                        f.write(part.read_text())
                for part in [tmp, *parts]:
                    part.unlink()
                out.with_suffix(".part").rename(out)
            else:
                tmp.rename(out)
        paths[name] = out
    paths["td_dir"] = td_dir
    return paths


# -- C++ condition expressions (feature predicates) ---------------------------------------------

_TOKEN = re.compile(r"\s*(?:(\()|(\))|(&&)|(\|\|)|(!)|(?:FB|Bits)\[AMDGPU::(\w+)\]|(true|false))")


def parse_condition(text: str):
    """``(FB[AMDGPU::A] && !FB[AMDGPU::B]) || ...`` -> nested lists:
    ["and", x, y], ["or", x, y], ["not", x], "FeatureName", True/False."""
    toks: list[tuple[str, str]] = []
    pos = 0
    text = text.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise ValueError(f"cannot parse condition at {text[pos:pos + 40]!r} in {text!r}")
        pos = m.end()
        if m.group(1):
            toks.append(("(", ""))
        elif m.group(2):
            toks.append((")", ""))
        elif m.group(3):
            toks.append(("&&", ""))
        elif m.group(4):
            toks.append(("||", ""))
        elif m.group(5):
            toks.append(("!", ""))
        elif m.group(6):
            toks.append(("f", m.group(6)))
        else:
            toks.append(("b", m.group(7)))
    i = 0

    def primary():
        nonlocal i
        kind, val = toks[i]
        i += 1
        if kind == "(":
            e = disj()
            assert toks[i][0] == ")"
            i += 1
            return e
        if kind == "!":
            return ["not", primary()]
        if kind == "f":
            return val
        if kind == "b":
            return val == "true"
        raise ValueError(f"unexpected {kind} in {text!r}")

    def conj():
        nonlocal i
        e = primary()
        while i < len(toks) and toks[i][0] == "&&":
            i += 1
            e = ["and", e, primary()]
        return e

    def disj():
        nonlocal i
        e = conj()
        while i < len(toks) and toks[i][0] == "||":
            i += 1
            e = ["or", e, conj()]
        return e

    e = disj()
    if i != len(toks):
        raise ValueError(f"trailing tokens in {text!r}")
    return e


# -- the JSON dump ------------------------------------------------------------------------------

def _def(v):
    return v["def"] if isinstance(v, dict) and v.get("kind") == "def" else None


def _bits(v) -> int | None:
    """A fully-known bits<N> value (list of 0/1, lsb first) as an int."""
    if not isinstance(v, list) or any(b not in (0, 1) for b in v):
        return None
    return sum(b << i for i, b in enumerate(v))


def load_json(path: Path) -> dict:
    with path.open() as f:
        return json.load(f)


_FLAG_FIELDS = (
    "SALU", "VALU", "SOP1", "SOP2", "SOPC", "SOPK", "SOPP", "VOP1", "VOP2", "VOPC", "VOP3",
    "VOP3P", "VINTRP", "SDWA", "DPP", "TRANS", "MUBUF", "MTBUF", "SMRD", "MIMG", "VIMAGE",
    "VSAMPLE", "EXP", "FLAT", "DS", "LDSDIR", "VINTERP", "FlatGlobal", "FlatScratch",
    "Gather4", "D16Buf", "FPClamp", "IntClamp", "ClampLo", "ClampHi", "IsPacked", "IsMAI",
    "IsDOT", "IsWMMA", "IsSWMMAC", "IsAtomicRet", "IsAtomicNoRet", "GWS", "FPAtomic",
    "VOP3_OPSEL", "FixedSize", "ScalarStore", "SoftFail", "TiedSourceNotRead", "FPDPRounding",
    "mayLoad", "mayStore", "isBranch", "isCall", "isReturn", "isTerminator", "isBarrier",
    "isIndirectBranch", "hasSideEffects", "isConvergent", "LGKM_CNT", "VM_CNT", "EXP_CNT",
    "isCompare", "isMoveImm", "isAsmParserOnly", "isCodeGenOnly", "hasCompleteDecoder",
    "IsNeverUniform", "LDSDIR", "WQM", "DisableWQM", "renamedInGFX9", "maybeAtomic",
    "IsSingle",
    # LLVM 22 (gfx1250): VOPD3 dual issue, the tensor and async counters
    "VOPD3", "TENSOR_CNT", "ASYNC_CNT",
)


def tsflags_bits(td_dir: Path) -> dict[str, int]:
    """Field -> bit of the TSFlags the target-specific flags live in (``let TSFlags{N} =
    Field;`` in class InstSI of SIInstrFormats.td).  A real (encoded) instruction copies its
    pseudo's TSFlags as one value, so its own fields (IsPacked, VOP3, ...) may be left at
    their defaults: the flag is the bit, not the field."""
    text = (td_dir / "SIInstrFormats.td").read_text()
    return {m.group(2): int(m.group(1))
            for m in re.finditer(r"let TSFlags\{(\d+)\} = (\w+);", text)}


def instruction_record(name: str, r: dict, operand_defs: set[str],
                       ts_bits: dict[str, int] | None = None) -> dict:
    """The facts codeobj needs about one instruction record."""
    outs = [[_def(a[0]), a[1]] for a in r["OutOperandList"]["args"]]
    ins = [[_def(a[0]), a[1]] for a in r["InOperandList"]["args"]]
    for o in outs + ins:
        operand_defs.add(o[0])
    rec: dict = {"name": name, "asm": r.get("AsmString") or "",
                 "variant": r.get("AsmVariantName") or "", "size": r.get("Size") or 0,
                 "outs": outs, "ins": ins,
                 "ns": r.get("DecoderNamespace") or "",
                 "constraints": r.get("Constraints") or "",
                 "uses": [_def(u) for u in r.get("Uses") or []],
                 "defs": [_def(u) for u in r.get("Defs") or []]}
    ts = r.get("TSFlags")
    ts_val = _bits(ts) if isinstance(ts, list) else None
    flags = [f for f in _FLAG_FIELDS
             if ((ts_val >> ts_bits[f]) & 1 if ts_val is not None and ts_bits and f in ts_bits
                 else r.get(f) in (1, True))]
    if flags:
        rec["flags"] = flags
    inst = r.get("Inst")
    if isinstance(inst, list):
        rec["bits"] = encode_bits(inst)
    pseudo = r.get("PseudoInstr")
    if pseudo:
        rec["pseudo"] = pseudo
    return rec


def encode_bits(inst: list) -> dict:
    """Inst{...}: fixed bits (mask, value) and, per variable, runs of (inst_lsb, var_lsb, width).

    ``unknown`` lists bits that are neither fixed nor an operand (``?`` in TableGen): the
    decoder ignores them and the encoder writes zero.
    """
    mask = value = 0
    runs: dict[str, list[list[int]]] = {}
    unknown = 0
    for i, b in enumerate(inst):
        if b in (0, 1):
            mask |= 1 << i
            value |= b << i
        elif isinstance(b, dict) and b.get("kind") == "varbit":
            var, idx = b["var"], b["index"]
            lst = runs.setdefault(var, [])
            if lst and lst[-1][0] + lst[-1][2] == i and lst[-1][1] + lst[-1][2] == idx:
                lst[-1][2] += 1
            else:
                lst.append([i, idx, 1])
        elif isinstance(b, dict) and b.get("kind") == "var":
            var = b["var"]
            lst = runs.setdefault(var, [])
            if lst and lst[-1][0] + lst[-1][2] == i and lst[-1][1] + lst[-1][2] == 0:
                lst[-1][2] += 1
            else:
                lst.append([i, 0, 1])
        else:
            unknown |= 1 << i
    return {"mask": f"{mask:x}", "value": f"{value:x}", "vars": runs,
            **({"unknown": f"{unknown:x}"} if unknown else {})}


def operand_def(d: dict, name: str) -> dict:
    r = d[name]
    sup = r.get("!superclasses", [])
    out: dict = {}
    if "RegisterClass" in sup:
        out["kind"] = "regclass"
        out["regclass"] = name
    elif "RegisterOperand" in sup:
        out["kind"] = "regop"
        out["regclass"] = _def(r.get("RegClass"))
    elif "Operand" in sup or "DAGOperand" in sup:
        out["kind"] = "imm"
    else:
        out["kind"] = "other"
    for key, field in (("type", "OperandType"), ("print", "PrintMethod"),
                       ("decode", "DecoderMethod"), ("encode", "EncoderMethod")):
        v = r.get(field)
        if v:
            out[key] = v
    pmc = _def(r.get("ParserMatchClass"))
    if pmc:
        out["match"] = d[pmc].get("Name") or pmc
    mio = r.get("MIOperandInfo")
    if isinstance(mio, dict) and mio.get("args"):
        out["sub"] = [_def(a[0]) for a in mio["args"]]
    vt = _def(r.get("Type"))
    if vt:
        out["vt"] = vt
    return out


def processors(d: dict) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """(processor -> its feature names, feature -> features it implies)."""
    implies = {}
    for f in d["!instanceof"]["SubtargetFeature"]:
        implies[f] = sorted(_def(x) for x in d[f].get("Implies") or [])
    procs = {}
    for p in d["!instanceof"]["ProcessorModel"]:
        r = d[p]
        procs[r["Name"]] = sorted(_def(x) for x in r.get("Features") or [])
    return procs, implies


def feature_names(d: dict) -> dict[str, str]:
    """SubtargetFeature record -> its -mattr name (``FeatureWavefrontSize64`` -> ``wavefrontsize64``)."""
    return {f: d[f]["Name"] for f in d["!instanceof"]["SubtargetFeature"]}


def mnemonic_aliases(d: dict) -> list[list]:
    out = []
    for a in d["!instanceof"]["MnemonicAlias"]:
        r = d[a]
        preds = [_def(p) for p in r.get("Predicates") or []]
        for key in ("AssemblerPredicate",):
            p = _def(r.get(key))
            if p and p not in preds:
                preds.append(p)
        out.append([r["FromMnemonic"].lower(), r["ToMnemonic"].lower(),
                    r.get("AsmVariantName") or "", preds])
    return out


def assembler_predicates(d: dict) -> dict:
    """Predicate record -> its assembler condition (over SubtargetFeature names), for the
    predicates that take part in matching (AssemblerMatcherPredicate)."""
    out = {}
    for p in d["!instanceof"]["Predicate"]:
        r = d[p]
        if not r.get("AssemblerMatcherPredicate"):
            continue
        out[p] = _cond_dag(r.get("AssemblerCondDag"))
    return out


def _cond_dag(dag):
    if dag is None:
        return True
    op = _def(dag["operator"])
    args = []
    for a, _n in dag["args"]:
        if isinstance(a, dict) and a.get("kind") == "dag":
            args.append(_cond_dag(a))
        else:
            args.append(_def(a))
    if op == "not":
        return ["not", args[0]]
    if op in ("all_of", "any_of"):
        kind = "and" if op == "all_of" else "or"
        e = args[0]
        for x in args[1:]:
            e = [kind, e, x]
        return e
    raise ValueError(f"unknown condition operator {op}")


#: TableGen GenericTables the assembler, validator and decoder use (searchable tables)
GENERIC_TABLES = ("MIMGBaseOpcodesTable", "MIMGDimInfoTable", "MIMGInfoTable",
                  "MIMGLZMappingTable", "MIMGMIPMappingTable", "MIMGBiasMappingTable",
                  "MIMGOffsetMappingTable", "MIMGG16MappingTable", "VOPDComponentTable",
                  "VOPDPairs", "MAIInstInfoTable", "VOPC64DPPTable", "VOPC64DPP8Table",
                  "VOP3InfoTable", "VOPTrue16Table", "SMInfoTable", "MUBUFInfoTable",
                  "MTBUFInfoTable", "VOP1InfoTable", "VOP2InfoTable", "VOPCAsmOnlyInfoTable",
                  "Gfx9BufferFormat", "Gfx10BufferFormat", "Gfx11PlusBufferFormat",
                  "WMMAOpcode2AddrMappingTable", "WMMAOpcode3AddrMappingTable",
                  # LLVM 22 (a release without a table skips it)
                  "isMFMA_F8F6F4Table", "FP4FP8DstByteSelTable", "DPMACCInstructionTable",
                  "True16D16Table", "WMMAInstInfoTable")


def _field_value(v):
    """A record field as data: a def by name, bits as an int, lists element-wise."""
    if isinstance(v, dict) and v.get("kind") == "def":
        return v["def"]
    if isinstance(v, list):
        b = _bits(v)
        if b is not None and v and all(x in (0, 1) for x in v):
            return b
        return [_field_value(x) for x in v]
    return v


def generic_tables(d: dict) -> dict:
    """name -> {"fields": [...], "rows": [[record name, field values...]]} of GENERIC_TABLES."""
    out = {}
    for t in GENERIC_TABLES:
        if t not in d:
            continue
        r = d[t]
        fields = r["Fields"]
        cls = r["FilterClass"]
        flt = r.get("FilterClassField")
        rows = []
        for name in d["!instanceof"].get(cls, []):
            rec = d[name]
            if flt and not rec.get(flt):
                continue
            rows.append([name] + [_field_value(rec.get(f)) for f in fields])
        out[t] = {"fields": fields, "rows": rows}
    return out


# -- the asm matcher ------------------------------------------------------------------------------

def _section(text: str, start: str, end: str = "\n};") -> str:
    i = text.index(start)
    j = text.index(end, i)
    return text[i:j]


def parse_matcher(text: str) -> dict:
    out: dict = {}
    # feature bits and their conditions
    bits = {}
    for m in re.finditer(r"^  Feature_(\w+)Bit = (\d+),", _section(
            text, "enum SubtargetFeatureBits"), re.M):
        bits[m.group(1)] = int(m.group(2))
    conds = {}
    body = _section(text, "ComputeAvailableFeatures(const FeatureBitset &FB) const {",
                    "\n  return Features;")
    for m in re.finditer(r"if \((.*?)\)\n\s*Features\.set\(Feature_(\w+)Bit\);", body, re.S):
        conds[m.group(2)] = parse_condition(m.group(1))
    unconditional = re.findall(r"^  Features\.set\(Feature_(\w+)Bit\);", body, re.M)
    for name in unconditional:
        conds[name] = True
    out["match_features"] = {name: conds.get(name, False) for name in sorted(bits, key=bits.get)}
    # feature bitsets
    names = re.findall(r"^  (AMFBS_\w+),$", _section(text, "// Feature bitsets.\nenum : uint16_t {"),
                       re.M)
    fsets = [re.findall(r"Feature_(\w+)Bit", m.group(1)) for m in re.finditer(
        r"^  \{([^}]*)\},", _section(text, "static constexpr FeatureBitset FeatureBitsets[] = {"),
        re.M)]
    assert len(names) == len(fsets), (len(names), len(fsets))
    out["feature_sets"] = fsets
    fset_index = {n: i for i, n in enumerate(names)}
    # match classes
    classes = []
    for m in re.finditer(r"^  (InvalidMatchClass|OptionalMatchClass|MCK_\w+)(?: = \d+)?,(?: // (.*))?$",
                         _section(text, "enum MatchClassKind {"), re.M):
        name, comment = m.group(1), m.group(2) or ""
        if "MCK_LAST_" in name:
            continue
        if comment.startswith("'"):
            rec = {"name": name, "kind": "token", "token": comment[1:-1]}
        elif comment.startswith("register class") and "'" in comment:
            rec = {"name": name, "kind": "reg", "regclass": comment.split("'")[1].split(",")[0]}
        elif comment.startswith("derived register class"):
            rec = {"name": name, "kind": "reg", "regclass": None}
        elif comment.startswith("register class by hwmode"):
            # LLVM 22: a RegClassByHwMode operand; the subtarget's register-info mode picks
            # the class it matches as (RegClassByHwModeMatchTable, "hwmode_classes" below)
            rec = {"name": name, "kind": "reg", "regclass": None,
                   "by_hwmode": name.removeprefix("MCK_RegByHwMode_")}
        elif comment.startswith("user defined class"):
            rec = {"name": name, "kind": "user", "record": comment.split("'")[1]}
        else:
            rec = {"name": name, "kind": "special"}
        classes.append(rec)
    index = {c["name"]: i for i, c in enumerate(classes)}
    # subclass relation
    sub = _section(text, "static bool isSubclass(MatchClassKind A, MatchClassKind B) {", "\n}\n")
    if "static constexpr uint8_t Data[]" in sub:
        # LLVM 22: Table[A] = {Offset, Start, Length}; B is a superclass of A when B - Start <
        # Length and bit Offset + B - Start of Data is set
        entries = [tuple(map(int, e)) for e in re.findall(r"^    \{(\d+), (\d+), (\d+)\},$",
                                                           sub, re.M)]
        data = [int(x, 16) for x in re.findall(r"^    0x([0-9A-Fa-f]+),$", sub, re.M)]
        assert len(entries) == len(classes), (len(entries), len(classes))
        for a, (offset, start, length) in enumerate(entries):
            supers = [start + k for k in range(length)
                      if start + k != a and data[(offset + k) // 8] >> ((offset + k) % 8) & 1]
            if supers:
                classes[a]["super"] = supers
    for m in re.finditer(r"\n  case (MCK_\w+):\n(.*?)(?=\n  case MCK_|\n  \}(?:\n|$))", sub, re.S):
        body = m.group(2)
        supers = re.findall(r"case (MCK_\w+|OptionalMatchClass): return true;", body)
        single = re.search(r"return B == (MCK_\w+|OptionalMatchClass);", body)
        if single:
            supers.append(single.group(1))
        classes[index[m.group(1)]]["super"] = [index[s] for s in supers]
    # predicates of user classes
    voc = _section(text, "static unsigned validateOperandClass(MCParsedAsmOperand &GOp,",
                   "\n  if (Kind > MCK_LAST_TOKEN && Kind <= MCK_LAST_REGISTER)")
    for m in re.finditer(r"case (MCK_\w+): \{\n\s*DiagnosticPredicate DP\((.*)\);\n", voc):
        classes[index[m.group(1)]]["pred"] = predicate_name(m.group(2))
    # RegClassByHwMode classes: per mode (in LLVM's mode numbering), the class each matches as
    hw = re.search(r"RegClassByHwModeMatchTable\[(\d+)\]\[(\d+)\] = \{\n(.*?)\n    \};", voc,
                   re.S)
    if hw:
        modes = []
        for mm in re.finditer(r"\{ // (\w+)\n(.*?)\n      \},", hw.group(3), re.S):
            modes.append([mm.group(1), {c: index[k] for k, c in re.findall(
                r"(MCK_\w+|InvalidMatchClass), // (?:Missing mode entry for )?(\w+)",
                mm.group(2))}])
        out["hwmode_classes"] = modes
    regkind = {}
    for m in re.finditer(r"case AMDGPU::(\w+): OpKind = (MCK_\w+); break;", voc):
        regkind[m.group(1)] = index[m.group(2)]
    # LLVM 22: a table indexed by register number instead of a switch
    table = re.search(r"static constexpr uint16_t Table\[AMDGPU::NUM_TARGET_REGS\] = \{\n(.*?)\n\s*\};",
                      text, re.S)
    if table:
        kinds = [k.strip() for k in table.group(1).split(",") if k.strip()]
        out["reg_opkind_by_number"] = [index.get(k, 0) for k in kinds]
    out["reg_opkind"] = regkind
    # custom operand parsers
    tcp = _section(text, "tryCustomParseOperand(OperandVector &Operands,", "\n}\n")
    for m in re.finditer(r"case (MCK_\w+):\n\s*return (.*);\n", tcp):
        classes[index[m.group(1)]]["parser"] = parser_call(m.group(2))
    out["classes"] = classes
    # mnemonic string table offsets are given as comments in the tables
    # conversions
    cvt_kinds = re.findall(r"^  (CVT_\w+),$", _section(text, "enum OperatorConversionKind {"), re.M)
    cvt_semantics = {}
    conv = _section(text, "AMDGPUAsmParser::\nconvertToMCInst(unsigned Kind, MCInst &Inst,",
                    "\n}\n")
    for m in re.finditer(r"\n    case (CVT_\w+)(?:: \{|:)\n(.*?)(?=\n    case CVT_|\n    \}\n)", conv, re.S):
        kind, body = m.group(1), m.group(2)
        if kind == "CVT_Tied":
            sem = ["tied"]
        elif "OptionalOperandsMask" in body:
            dm = re.search(r"CreateImm\(this, (-?\w+), SMLoc\(\), AMDGPUOperand::(ImmTy\w+)\)", body)
            add = re.search(r"\(\*Operands\[OpIdx\]\)\.(\w+)\(Inst, (\d+)\)", body)
            sem = ["optional", add.group(1), int(add.group(2)), dm.group(2), int(dm.group(1), 0)]
        elif re.search(r"Inst\.addOperand\(MCOperand::createImm\((-?\w+)\)\)", body):
            v = re.search(r"createImm\((-?\w+)\)", body).group(1)
            sem = ["imm", int(v, 0)]
        elif re.search(r"\(\*Operands\[OpIdx\]\)\.(\w+)\(Inst, (\d+)\)", body):
            add = re.search(r"\(\*Operands\[OpIdx\]\)\.(\w+)\(Inst, (\d+)\)", body)
            sem = ["add", add.group(1), int(add.group(2))]
        elif re.search(r"^\s*(cvt\w+)\(Inst, Operands(?:, (.*?))?\);", body, re.M):
            cm = re.search(r"^\s*(cvt\w+)\(Inst, Operands(?:, (.*?))?\);", body, re.M)
            sem = ["custom", cm.group(1)] + ([cm.group(2)] if cm.group(2) else [])
        elif "MCOperand::createReg" in body:
            rm = re.search(r"createReg\((.*?)\)", body)
            sem = ["reg", rm.group(1)]
        else:
            raise ValueError(f"unknown conversion {kind}: {body}")
        cvt_semantics[kind] = sem
    missing = [k for k in cvt_kinds if k != "CVT_Done" and k not in cvt_semantics]
    assert not missing, missing
    out["cvt_kinds"] = [cvt_semantics[k] if k != "CVT_Done" else ["done"] for k in cvt_kinds]
    cvt_index = {k: i for i, k in enumerate(cvt_kinds)}
    ties = []
    for m in re.finditer(r"/\* (Tie\w+) \*/ \{ (\d+), (\d+), (\d+) \},", text):
        ties.append([int(m.group(2)), int(m.group(3)), int(m.group(4))])
    out["ties"] = ties
    tie_index = {m.group(1): i for i, m in enumerate(re.finditer(
        r"/\* (Tie\w+) \*/ \{", text))}
    conv_names = re.findall(r"^  (Convert\w+),$", _section(
        text, "enum InstructionConversionKind {"), re.M)
    table = []
    for m in re.finditer(r"^  // (Convert\w+)\n  \{ (.*?) \},$", _section(
            text, "static const uint8_t ConversionTable[CVT_NUM_SIGNATURES]"), re.M):
        toks = [t.strip() for t in m.group(2).split(",")]
        seq = []
        for k in range(0, len(toks) - 1, 2):
            kind, arg = toks[k], toks[k + 1]
            if kind == "CVT_Done":
                break
            seq.append([cvt_index[kind], tie_index[arg] if arg in tie_index else int(arg)])
        table.append((m.group(1), seq))
    conv_index = {n: i for i, n in enumerate(conv_names)}
    assert [n for n, _ in table] == conv_names, "conversion table order"
    out["conversions"] = [seq for _n, seq in table]
    # mnemonics: offsets into MnemonicTable (length-prefixed, lower case); the comments beside
    # them may show another spelling, so the table is read
    mt = _section(text, "static const char MnemonicTable[] =", '";\n') + '"'
    raw = "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', mt))
    table_bytes = raw.encode("latin-1").decode("unicode_escape").encode("latin-1")

    def mnemonic_at(off: int) -> str:
        n = table_bytes[off]
        return table_bytes[off + 1:off + 1 + n].decode()

    # match tables
    variants = []
    mn = re.compile(r"^  \{ (\d+) /\* \S+ \*/, AMDGPU::(\w+), (Convert\w+), (AMFBS_\w+), "
                    r"\{ ([^}]*)\}, \},$", re.M)
    for v in range(16):
        start = f"static const MatchEntry MatchTable{v}[] = {{"
        if start not in text:
            break
        rows = []
        for m in mn.finditer(_section(text, start)):
            cls = [index[c.strip()] for c in m.group(5).split(",") if c.strip()]
            rows.append([mnemonic_at(int(m.group(1))), m.group(2), conv_index[m.group(3)],
                         fset_index[m.group(4)], cls])
        variants.append(rows)
    out["match"] = variants
    # operand custom-parse table
    opm = {}
    om = re.compile(r"^  \{ (\d+) /\* \S+ \*/, (\d+) /\* [\d, ]* \*/, (MCK_\w+), (AMFBS_\w+) \},$",
                    re.M)
    for m in om.finditer(_section(text, "static const OperandMatchEntry OperandMatchTable[")):
        opm.setdefault(mnemonic_at(int(m.group(1))), []).append(
            [int(m.group(2)), index[m.group(3)], fset_index[m.group(4)]])
    out["operand_parsers"] = opm
    return out


def predicate_name(text: str) -> str:
    """An operand class's predicate as a name codeobj's parser implements:
    ``isVSrc_f32``, ``isRegOrInlineImmWithFP16InputMods<true>``, ``isImmTy<ImmTyOffset>``,
    ``isCPol&GLC``/``isCPol&!GLC``."""
    m = re.fullmatch(r"Operand\.(\w+)(?:<(?:AMDGPUOperand::)?(\w+)>)?\(\)", text)
    if m:
        return m.group(1) + (f"<{m.group(2)}>" if m.group(2) else "")
    m = re.search(r"return Op\.isImmTy\(AMDGPUOperand::(ImmTy\w+)\); \}", text)
    if m:
        return f"isImmTy<{m.group(1)}>"
    m = re.search(r"return Op\.isCPol\(\) && (!?)\(?Op\.getImm\(\) & CPol::GLC\)?; \}", text)
    if m:
        return "isCPol&" + ("!GLC" if m.group(1) else "GLC")
    raise ValueError(f"unknown operand class predicate: {text}")


def parser_call(text: str) -> list:
    """A custom operand parser call of tryCustomParseOperand as [method, args...]: string
    arguments as strings, ``AMDGPUOperand::ImmTyX`` as "ImmTyX", a value check lambda as
    "uint<N>", "bound_ctrl" or None (accepts anything)."""
    m = re.match(r"(\w+)\(", text)
    if text.startswith("[this]"):
        m = re.search(r"-> ParseStatus \{ return (\w+)\(", text)
    method = m.group(1)
    args: list = []
    for sm in re.finditer(r'"([^"]*)"|AMDGPUOperand::(ImmTy\w+)|isUInt<(\d+)>|convertDppBoundCtrl|'
                          r"return true;", text):
        if sm.group(1) is not None:
            args.append(sm.group(1))
        elif sm.group(2):
            args.append(sm.group(2))
        elif sm.group(3):
            args.append(f"uint<{sm.group(3)}>")
        elif sm.group(0) == "convertDppBoundCtrl":
            args.append("bound_ctrl")
        else:
            args.append(None)
    return [method] + args


# -- the disassembler ---------------------------------------------------------------------------

_OPS19 = {"OPC_ExtractField": 1, "OPC_FilterValue": 2, "OPC_CheckField": 3,
          "OPC_CheckPredicate": 4, "OPC_Decode": 5, "OPC_TryDecode": 6, "OPC_SoftFail": 7,
          "OPC_Fail": 8}  # llvm/MC/MCDecoderOps.h of LLVM 19: the form the data files keep


def parse_disassembler(text: str) -> dict:
    """The decoder tables (in LLVM 19's op form, base64), LLVM opcode -> instruction name, the
    decoder predicates (conditions over features) and the operand steps of every decoder
    index.  LLVM 22's tables (scopes and switches, one table set and one decoder-index space
    per instruction width) are translated into LLVM 19's form (``translate_table``)."""
    if "OPC_Scope" in text or "// BitWidth" in text:
        return _parse_disassembler_scoped(text)
    tables = {}
    opcodes: dict[int, str] = {}
    for m in re.finditer(r"static const uint8_t DecoderTable(\w+)\[\] = \{\n(.*?)\n\};", text,
                         re.S):
        name, body = m.group(1), m.group(2)
        data = []
        for line in body.splitlines():
            code = line.split("*/", 1)[1] if "*/" in line else line
            code, _, comment = code.partition("//")
            for tok in code.split(","):
                tok = tok.strip()
                if not tok:
                    continue
                if tok.startswith("MCD::"):
                    data.append(tok[5:])
                else:
                    data.append(int(tok))
        blob = bytearray()
        for x in data:
            blob.append(_OPS19[x] if isinstance(x, str) else x)
        tables[name] = base64.b64encode(bytes(blob)).decode()
        # opcode numbers -> names, from the "Opcode: NAME" comments
        for line in body.splitlines():
            mm = re.search(r"MCD::OPC_(?:Try)?Decode, ([\d, ]+)// Opcode: (\w+)", line)
            if mm:
                nums = [int(t) for t in mm.group(1).split(",") if t.strip()]
                val, _ = _uleb(bytes(nums), 0)
                opcodes[val] = mm.group(2)
    body = _section(text, "static DecodeStatus decodeToMCInst(", "\n}\n")
    return {"tables": tables, "opcodes": opcodes, "predicates": _decoder_predicates(text),
            "cases": _decoder_cases(body)}


def _decoder_predicates(text: str) -> list:
    preds = []
    body = _section(text, "static bool checkDecoderPredicate(unsigned Idx, const FeatureBitset &",
                    "\n}\n")
    for m in re.finditer(r"case (\d+):\n\s*return (.*?);\n", body):
        assert int(m.group(1)) == len(preds)
        preds.append(parse_condition(m.group(2)))
    return preds


def _decoder_cases(body: str) -> list:
    """The operand steps of each ``case N:`` of a decodeToMCInst body."""
    cases = []
    for m in re.finditer(r"\n  case (\d+):\n(.*?)    return S;", body, re.S):
        assert int(m.group(1)) == len(cases), m.group(1)
        steps = []
        cur: list = []
        for line in m.group(2).splitlines():
            line = line.strip()
            fm = re.match(r"tmp = fieldFromInstruction\(insn, (\d+), (\d+)\)(?: << (\d+))?;", line)
            if fm:
                cur = [[int(fm.group(1)), int(fm.group(2)), int(fm.group(3) or 0)]]
                continue
            fm = re.match(r"tmp = (0x[0-9a-fA-F]+);", line)
            if fm:
                # a constant start (bits of the operand fixed by the encoding)
                cur = [[-1, int(fm.group(1), 16), 0]] if int(fm.group(1), 16) else []
                continue
            fm = re.match(r"tmp \|= fieldFromInstruction\(insn, (\d+), (\d+)\)(?: << (\d+))?;",
                          line)
            if fm:
                cur.append([int(fm.group(1)), int(fm.group(2)), int(fm.group(3) or 0)])
                continue
            fm = re.match(r"insertBits\(tmp, fieldFromInstruction\(insn, (\d+), (\d+)\), (\d+), "
                          r"(\d+)\);", line)
            if fm:
                cur.append([int(fm.group(1)), int(fm.group(2)), int(fm.group(3))])
                continue
            fm = re.match(r"if \(!Check\(S, (\w+(?:<[^>]*>)?)\(MI, tmp, Address, Decoder\)\)\)", line)
            if fm:
                steps.append(["dec", fm.group(1), cur])
                continue
            if line == "MI.addOperand(MCOperand::createImm(tmp));":
                steps.append(["imm", cur])
                continue
            fm = re.match(r"MI\.addOperand\(MI\.getOperand\((\d+)\)\);", line)
            if fm:
                steps.append(["copy", int(fm.group(1))])
                continue
            fm = re.match(r"if \(!Check\(S, (\w+)\(MI, insn, Address, Decoder\)\)\)", line)
            if fm:
                steps.append(["whole", fm.group(1)])
                continue
            if line in ("", "{ return MCDisassembler::Fail; }") or line.startswith("return"):
                continue
            raise ValueError(f"decoder case {m.group(1)}: cannot read {line!r}")
        cases.append(steps)
    return cases


def _table_tokens(body: str) -> tuple[bytes, dict[int, str]]:
    """A generated decoder table's bytes (op names as LLVM 22's values are not needed: ops are
    kept by name in `names`), and source offset -> op name."""
    blob = bytearray()
    names: dict[int, str] = {}
    for line in body.splitlines():
        code = line.split("//", 1)[0]
        for tok in code.split(","):
            tok = tok.strip()
            if not tok:
                continue
            if tok.startswith(("OPC_", "MCD::OPC_")):
                names[len(blob)] = tok.removeprefix("MCD::")
                blob.append(0)
            else:
                blob.append(int(tok))
    return bytes(blob), names


def translate_table(blob: bytes, names: dict[int, str], case_base: int,
                    opcode_names: dict[int, str]) -> tuple[int, bytes, set[int]]:
    """An LLVM 22 decoder table (scopes, switches) as the LLVM 19 op sequence the data files
    keep: (instruction width, table, LLVM opcodes it decodes).

    LLVM 22 (DecoderEmitter): ``Scope N`` pushes "continue at +N" for when what follows fails;
    ``SwitchField start, len`` is followed by cases ``value, size`` (size 0: the last case,
    which runs to the end of the enclosing scope); ``CheckField``/``CheckPredicate`` fail to
    the innermost pushed scope, and with no scope left the decoding fails.  Every place a
    failure continues at is a fixed later offset, so the translation is linear: a failing op
    jumps (LLVM 19's 24-bit forward skip) to the innermost scope end containing it, or to a
    final ``Fail``; a switch becomes ``ExtractField`` and one ``FilterValue`` per case.
    Decoder indices get ``case_base`` added (one index space for all widths)."""
    pos = 0
    width, pos = _uleb(blob, pos)
    out = bytearray()
    fixups: list[tuple[int, int | None]] = []  # (offset of a 24-bit skip, source target/None)
    where: dict[int, int] = {}  # source offset -> output offset
    scopes: list[int] = []  # source offsets failures continue at, innermost last
    cases: dict[int, bool] = {}  # source offset of a pending case header -> is in a switch
    decoded: set[int] = set()

    def fail_target():
        return scopes[-1] if scopes else None

    def skip(target):
        fixups.append((len(out), target))
        out.extend(b"\0\0\0")

    def uleb(v):
        while True:
            b = v & 0x7F
            v >>= 7
            out.append(b | (0x80 if v else 0))
            if not v:
                return

    while pos < len(blob):
        while scopes and pos >= scopes[-1]:
            scopes.pop()
        where[pos] = len(out)
        if pos in cases:
            del cases[pos]
            value, pos = _uleb(blob, pos)
            size, pos = _uleb(blob, pos)
            out.append(_OPS19["OPC_FilterValue"])
            uleb(value)
            if size:
                cases[pos + size] = True
                skip(pos + size)
            else:
                skip(fail_target())
            continue
        op = names.get(pos)
        if op is None:
            raise ValueError(f"decoder table: no op at offset {pos}")
        pos += 1
        if op == "OPC_Scope":
            n, pos = _uleb(blob, pos)
            scopes.append(pos + n)
        elif op == "OPC_SwitchField":
            start, pos = _uleb(blob, pos)
            length = blob[pos]
            pos += 1
            out.append(_OPS19["OPC_ExtractField"])
            uleb(start)
            out.append(length)
            cases[pos] = True
        elif op == "OPC_CheckField":
            start, pos = _uleb(blob, pos)
            length = blob[pos]
            value, pos = _uleb(blob, pos + 1)
            out.append(_OPS19["OPC_CheckField"])
            uleb(start)
            out.append(length)
            uleb(value)
            skip(fail_target())
        elif op == "OPC_CheckPredicate":
            idx, pos = _uleb(blob, pos)
            out.append(_OPS19["OPC_CheckPredicate"])
            uleb(idx)
            skip(fail_target())
        elif op == "OPC_Decode":
            opc, pos = _uleb(blob, pos)
            idx, pos = _uleb(blob, pos)
            if opc not in opcode_names:
                raise ValueError(f"decoder table: opcode {opc} has no name")
            decoded.add(opc)
            # every AMDGPU decoder is complete (DecodeComplete = true): Decode returns
            out.append(_OPS19["OPC_Decode"])
            uleb(opc)
            uleb(idx + case_base)
        else:
            raise ValueError(f"decoder table: unknown op {op}")
    if cases:
        raise ValueError("decoder table: a switch case runs past the table")
    fail_at = len(out)
    out.append(_OPS19["OPC_Fail"])
    for at, target in fixups:
        dest = fail_at if target is None else where.get(target, fail_at if target >= len(blob)
                                                          else -1)
        if dest < 0:
            raise ValueError(f"decoder table: a skip lands inside an op (offset {target})")
        n = dest - (at + 3)
        if not 0 <= n < 1 << 24:
            raise ValueError("decoder table: a skip does not fit 24 bits")
        out[at:at + 3] = bytes((n & 0xFF, n >> 8 & 0xFF, n >> 16))
    return width, bytes(out), decoded


def _parse_disassembler_scoped(text: str) -> dict:
    """LLVM 22's -gen-disassembler output (--specialize-decoders-per-bitwidth): tables and
    decodeToMCInst functions per instruction width, each with its own decoder indices."""
    # decoder indices: one space, the widths' functions one after the other in width order
    bodies = {}
    for m in re.finditer(r"InsnBitWidth<InsnType> == (\d+), DecodeStatus>\ndecodeToMCInst\(", text):
        bodies[int(m.group(1))] = _section(text[m.start():], "decodeToMCInst(", "\n}\n")
    cases: list = []
    base: dict[int, int] = {}
    for width in sorted(bodies):
        base[width] = len(cases)
        cases.extend(_decoder_cases(bodies[width]))
    opcodes: dict[int, str] = {}
    for mm in re.finditer(r"OPC_Decode, ([\d, ]+)// +\d+: +decode to (\w+) using decoder \d+",
                          text):
        nums = [int(t) for t in mm.group(1).split(",") if t.strip()]
        val, _ = _uleb(bytes(nums), 0)
        opcodes[val] = mm.group(2)
    tables = {}
    for m in re.finditer(r"static const uint8_t DecoderTable(\w+)\[\d*\] = \{\n(.*?)\n\};", text,
                         re.S):
        blob, names = _table_tokens(m.group(2))
        width, _ = _uleb(blob, 0)
        _w, out, _decoded = translate_table(blob, names, base[width], opcodes)
        tables[m.group(1)] = base64.b64encode(out).decode()
    return {"tables": tables, "opcodes": opcodes, "predicates": _decoder_predicates(text),
            "cases": cases}


# -- register info ------------------------------------------------------------------------------

def parse_reginfo(text: str) -> dict:
    enum = _section(text, "\n  NoRegister,", "\n};")
    names = ["NoRegister"]
    for m in re.finditer(r"^  (\w+) = (\d+),$", enum, re.M):
        assert int(m.group(2)) == len(names), m.group(1)
        names.append(m.group(1))
    enc_body = _section(text, "extern const uint16_t AMDGPURegEncodingTable[] = {")
    encs = [int(x) for x in re.findall(r"\b(\d+)\b", enc_body.split("{", 1)[1])]
    assert len(encs) == len(names), (len(encs), len(names))
    classes = {}
    for m in re.finditer(r"  // (\w+) Register Class\.\.\.\n  const MCPhysReg \w+\[\] = \{\n(.*?)\n  \};",
                         text, re.S):
        classes[m.group(1)] = re.findall(r"AMDGPU::(\w+)", m.group(2))
    return {"names": names, "encoding": encs, "classes": classes}


# -- putting it together ------------------------------------------------------------------------

#: ISA families: one data file each; a processor belongs to the family of its generation feature
FAMILIES = {"FeatureSouthernIslands": "gfx6", "FeatureSeaIslands": "gfx7",
            "FeatureVolcanicIslands": "gfx8", "FeatureGFX9": "gfx9", "FeatureGFX10": "gfx10",
            "FeatureGFX11": "gfx11", "FeatureGFX12": "gfx12"}
#: features a -mattr may turn on or off without changing the processor's family; a table entry
#: is kept in a family when some processor of it, with some setting of these, can use it
TOGGLES = ("FeatureWavefrontSize32", "FeatureWavefrontSize64", "FeatureRealTrue16Insts",
           "FeatureXNACK", "FeatureTgSplit", "FeatureSRAMECC")


def closure(features, implies) -> frozenset[str]:
    out: set[str] = set()
    todo = list(features)
    while todo:
        f = todo.pop()
        if f not in out:
            out.add(f)
            todo.extend(implies.get(f, ()))
    return frozenset(out)


def evaluate(cond, features) -> bool:
    if cond is True or cond is False:
        return cond
    if isinstance(cond, str):
        return cond in features
    op = cond[0]
    if op == "not":
        return not evaluate(cond[1], features)
    if op == "and":
        return evaluate(cond[1], features) and evaluate(cond[2], features)
    return evaluate(cond[1], features) or evaluate(cond[2], features)


def family_configs(procs, implies) -> dict[str, list[frozenset[str]]]:
    """family -> every feature set its processors can have (with the TOGGLES varied)."""
    out: dict[str, list[frozenset[str]]] = {}
    for name, feats in sorted(procs.items()):
        base = closure(feats, implies)
        fam = next((FAMILIES[f] for f in FAMILIES if f in base), None)
        if fam is None:
            if name in ("generic", "generic-hsa"):
                fam = "gfx6"
            else:
                continue
        seen = out.setdefault(fam, [])
        for bits in range(1 << len(TOGGLES)):
            fs = set(base)
            for k, t in enumerate(TOGGLES):
                if bits >> k & 1:
                    fs |= closure([t], implies)
                else:
                    fs.discard(t)
            fz = frozenset(fs)
            if fz not in seen:
                seen.append(fz)
    return out


def _uleb(blob: bytes, pos: int) -> tuple[int, int]:
    val = shift = 0
    while True:
        b = blob[pos]
        pos += 1
        val |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return val, pos


def reachable_decodes(blob: bytes, pred_ok) -> set[tuple[int, int]]:
    """(LLVM opcode, decoder index) of every OPC_Decode/TryDecode a decoder table can reach
    when the predicates `pred_ok(i)` says may hold are taken as holding (and as failing)."""
    found: set[tuple[int, int]] = set()
    todo = [0]
    seen: set[int] = set()
    while todo:
        pos = todo.pop()
        while pos not in seen:
            seen.add(pos)
            op = blob[pos]
            if op == 1:  # ExtractField
                _, p = _uleb(blob, pos + 1)
                pos = p + 1
            elif op == 2:  # FilterValue
                _, p = _uleb(blob, pos + 1)
                skip = blob[p] | blob[p + 1] << 8 | blob[p + 2] << 16
                todo.append(p + 3 + skip)
                pos = p + 3
            elif op == 3:  # CheckField
                _, p = _uleb(blob, pos + 1)
                _, p = _uleb(blob, p + 1)
                skip = blob[p] | blob[p + 1] << 8 | blob[p + 2] << 16
                todo.append(p + 3 + skip)
                pos = p + 3
            elif op == 4:  # CheckPredicate
                idx, p = _uleb(blob, pos + 1)
                skip = blob[p] | blob[p + 1] << 8 | blob[p + 2] << 16
                todo.append(p + 3 + skip)
                if not pred_ok(idx):
                    pos = p + 3 + skip
                    continue
                pos = p + 3
            elif op in (5, 6):  # Decode, TryDecode
                opc, p = _uleb(blob, pos + 1)
                idx, p = _uleb(blob, p)
                found.add((opc, idx))
                if op == 5:
                    break
                skip = blob[p] | blob[p + 1] << 8 | blob[p + 2] << 16
                todo.append(p + 3 + skip)
                pos = p + 3
            elif op == 7:  # SoftFail
                _, p = _uleb(blob, pos + 1)
                _, p = _uleb(blob, p)
                pos = p
            elif op == 8:  # Fail
                break
            else:
                raise ValueError(f"bad decoder op {op} at {pos}")
    return found


class Interner:
    """Shared sub-structures of a family file (operand lists, flag lists, ...) stored once."""

    def __init__(self) -> None:
        self.items: list = []
        self.index: dict[str, int] = {}

    def __call__(self, value) -> int:
        key = json.dumps(value, sort_keys=True, separators=(",", ":"))
        got = self.index.get(key)
        if got is None:
            got = self.index[key] = len(self.items)
            self.items.append(value)
        return got


#: register classes the assembler's operand predicates name (AMDGPUOperand::is*)
PARSER_REGCLASSES = (
    "VS_16", "VS_16_Lo128", "VS_32", "VS_32_Lo128", "VS_64", "SReg_32", "SReg_64",
    "SRegOrLds_32", "VGPR_16", "VGPR_16_Lo128", "VGPR_32", "VGPR_32_Lo128", "AGPR_32",
    "AGPR_LO16", "SGPR_32", "SGPR_64", "TTMP_32",
    *(f"VReg_{n}" for n in (64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 512, 1024)),
    *(f"AReg_{n}" for n in (64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 512, 1024)),
    *(f"SGPR_{n}" for n in (96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 512)),
    *(f"TTMP_{n}" for n in (64, 128, 256, 512)),
    # LLVM 22 (gfx1250: VGPRs above 255 only through s_set_vgpr_msb)
    "VS_32_Lo256", "VS_64_Lo256", "VGPR_32_Lo256",
)

#: field order of an instruction row in a family file (codeobj/isa/db.py reads it)
INST_FIELDS = ("name", "asm", "variant", "size", "ops", "ns", "constraints", "uses", "defs",
               "flags", "mask", "value", "vars", "unknown", "pseudo")


def build(paths: dict[str, Path], header: dict,
          exclude: set[str] | None = None) -> tuple[dict, dict[str, dict]]:
    """(the common document, family -> its document).  The family files serve every processor
    the release knows but those in `exclude` (another release's)."""
    d = load_json(paths["json"])
    matcher = parse_matcher(paths["matcher"].read_text())
    dis = parse_disassembler(paths["disassembler"].read_text())
    regs = parse_reginfo(paths["reginfo"].read_text())
    procs, implies = processors(d)
    missing = [t for t in TOGGLES if t not in implies]
    assert not missing, f"unknown toggle features {missing}"
    served = {p: f for p, f in procs.items() if p not in (exclude or ())}
    configs = family_configs(served, implies)
    mfeat = matcher["match_features"]
    fsets = matcher["feature_sets"]
    dpreds = dis["predicates"]
    apreds = assembler_predicates(d)

    # every instruction the matcher or the decoder can produce, numbered by name
    used = {row[1] for rows in matcher["match"] for row in rows} | set(dis["opcodes"].values())
    inst_names = sorted(used)
    # MIMG variants the disassembler may switch to (getMIMGOpcode: same base opcode and
    # encoding, other data/address sizes); numbered after the others so no number moves.
    # MIMGInfoTable rows: [Opcode, BaseOpcode, MIMGEncoding, VDataDwords, ...]
    tables = generic_tables(d)
    mimg_rows = {r[0]: r[1:] for r in tables["MIMGInfoTable"]["rows"]}
    groups: dict[tuple[str, str], list[str]] = {}
    for n, row in mimg_rows.items():
        groups.setdefault((row[1], row[2]), []).append(n)
    wanted_groups = {(mimg_rows[n][1], mimg_rows[n][2]) for n in used if n in mimg_rows}
    inst_names += sorted({n for g in wanted_groups for n in groups[g]} - used)
    inst_index = {n: i for i, n in enumerate(inst_names)}
    operand_defs: set[str] = set()
    ts_bits = tsflags_bits(paths["td_dir"]) if "td_dir" in paths else None
    insts = [instruction_record(n, d[n], operand_defs, ts_bits) for n in inst_names]
    opdefs = {n: operand_def(d, n) for n in sorted(operand_defs) if n}
    reg_index = {n: i for i, n in enumerate(regs["names"])}
    by_hwmode, hwmodes = hwmode_facts(d, matcher)
    encodings, index_high = canonical_encodings(
        regs["encoding"], encoding_layout(paths["td_dir"]) if "td_dir" in paths else {})

    families = {}
    for fam, cfgs in sorted(configs.items()):
        avail = [{b for b, c in mfeat.items() if evaluate(c, fs)} for fs in cfgs]
        fset_ok = [any(set(req) <= a for a in avail) for req in fsets]
        pred_ok = [any(evaluate(c, fs) for fs in cfgs) for c in dpreds]
        members: set[int] = set()
        match = []
        for rows in matcher["match"]:
            kept = [[r[0], inst_index[r[1]], r[2], r[3], r[4]] for r in rows if fset_ok[r[3]]]
            members.update(r[1] for r in kept)
            match.append(kept)
        parsers: dict[str, list] = {}
        for mnem, entries in matcher["operand_parsers"].items():
            kept = [e for e in entries if fset_ok[e[2]]]
            if kept:
                parsers[mnem] = kept
        dtables = {}
        cases_used: set[int] = set()
        opcodes = {}
        for tname, b64 in dis["tables"].items():
            blob = base64.b64decode(b64)
            found = reachable_decodes(blob, lambda i: pred_ok[i])
            if not found:
                continue
            dtables[tname] = b64
            for opc, idx in found:
                cases_used.add(idx)
                inst = inst_index[dis["opcodes"][opc]]
                opcodes[str(opc)] = inst
                members.add(inst)
        intern_ops, intern_flags, intern_regs, intern_vars = (Interner(), Interner(), Interner(),
                                                             Interner())
        rows = {}
        fam_opdefs: set[str] = set()
        for i in sorted(members):
            r = insts[i]
            ops = [len(r["outs"]), r["outs"] + r["ins"]]
            fam_opdefs.update(o[0] for o in ops[1] if o[0])
            bits = r.get("bits") or {}
            rows[str(i)] = [r["name"], r["asm"], r["variant"], r["size"], intern_ops(ops), r["ns"],
                            r["constraints"], intern_regs(r["uses"]), intern_regs(r["defs"]),
                            intern_flags(r.get("flags", [])), bits.get("mask", "0"),
                            bits.get("value", "0"), intern_vars(bits.get("vars", {})),
                            bits.get("unknown", "0"), r.get("pseudo", "")]
        # the MIMG variants of this family's MIMG instructions (for getMIMGOpcode)
        fam_groups = {(mimg_rows[insts[i]["name"]][1], mimg_rows[insts[i]["name"]][2])
                      for i in members if insts[i]["name"] in mimg_rows}
        for g in sorted(fam_groups):
            for n in groups[g]:
                i = inst_index[n]
                if i in members:
                    continue
                members.add(i)
                r = insts[i]
                ops = [len(r["outs"]), r["outs"] + r["ins"]]
                fam_opdefs.update(o[0] for o in ops[1] if o[0])
                bits = r.get("bits") or {}
                rows[str(i)] = [r["name"], r["asm"], r["variant"], r["size"], intern_ops(ops),
                                r["ns"], r["constraints"], intern_regs(r["uses"]),
                                intern_regs(r["defs"]), intern_flags(r.get("flags", [])),
                                bits.get("mask", "0"), bits.get("value", "0"),
                                intern_vars(bits.get("vars", {})), bits.get("unknown", "0"),
                                r.get("pseudo", "")]
        rcs = {opdefs[o].get("regclass") for o in fam_opdefs if o in opdefs}
        for steps in (dis["cases"][k] for k in cases_used):
            for st in steps:
                if st[0] == "dec":
                    mm = re.match(r"Decode(\w+)Register(?:Class|ClassByHwMode)$", st[1])
                    if mm:
                        rcs.add(mm.group(1))
        # a RegClassByHwMode stands for one of its classes, by the subtarget's mode
        rcs |= {c for rc in list(rcs) for c in by_hwmode.get(rc, {}).values()}
        families[fam] = {
            "family": fam,
            "processors": sorted(p for p, f in served.items()
                                 if any(closure(f, implies) <= c for c in cfgs)),
            "inst_fields": list(INST_FIELDS),
            "instructions": rows,
            "opsets": intern_ops.items, "flagsets": intern_flags.items,
            "regsets": intern_regs.items, "varsets": intern_vars.items,
            "operands": {o: opdefs[o] for o in sorted(fam_opdefs) if o in opdefs},
            "regclasses": {rc: [reg_index[x] for x in regs["classes"][rc]]
                           for rc in sorted(x for x in rcs if x) if rc in regs["classes"]},
            "match": match,
            "operand_parsers": parsers,
            "decoder": {"tables": dtables, "opcodes": opcodes,
                        "cases": {str(k): dis["cases"][k] for k in sorted(cases_used)}},
            "mimg_info": {"fields": tables["MIMGInfoTable"]["fields"],
                          "rows": {str(i): mimg_rows[insts[i]["name"]] for i in sorted(members)
                                   if insts[i]["name"] in mimg_rows}},
        }
    # match-class register classes are needed by every family
    common = {
        "header": header,
        "families": {fam: sorted(p for p, f in served.items()
                                 if any(closure(f, implies) <= c for c in cfgs))
                     for fam, cfgs in sorted(configs.items())},
        "processors": procs,
        "feature_implies": implies,
        "feature_names": feature_names(d),
        "assembler_predicates": apreds,
        "mnemonic_aliases": mnemonic_aliases(d),
        "registers": {"names": regs["names"], "encoding": encodings,
                      "asm": [(d.get(n) or {}).get("AsmName") or "" for n in regs["names"]],
                      **({"index_high": index_high} if index_high else {})},
        "class_regclasses": {rc: [reg_index[x] for x in regs["classes"][rc]]
                             for rc in sorted({c["regclass"] for c in matcher["classes"]
                                               if c.get("regclass") in regs["classes"]}
                                              | {rc for rc in PARSER_REGCLASSES
                                                 if rc in regs["classes"]})},
        "matcher": {k: matcher[k] for k in ("match_features", "feature_sets", "classes",
                                             "cvt_kinds", "ties", "conversions",
                                             "hwmode_classes") if k in matcher},
        "reg_opkind": {str(reg_index[r]): k for r, k in matcher["reg_opkind"].items()} or
                      {str(r): k for r, k in enumerate(matcher.get("reg_opkind_by_number", []))
                       if k},
        "decoder_predicates": dpreds,
        "tables": {k: v for k, v in tables.items() if k != "MIMGInfoTable"},
        "vopd_components": vopd_components(d, tables),
        **({"hwmodes": hwmodes, "regclass_by_hwmode": by_hwmode} if hwmodes else {}),
        # per asm variant, every mnemonic with the feature sets that enable it (for telling
        # "not supported on this GPU" from "invalid instruction")
        "mnemonics": [_mnemonic_fsets(rows) for rows in matcher["match"]],
    }
    return common, families


def encoding_layout(td_dir: Path) -> dict[str, tuple[int, int]]:
    """The bit fields of class SIReg's HWEncoding (SIRegisterInfo.td): field -> (lsb, width).
    LLVM 19: regIdx 7-0, isAGPROrVGPR 8, isHi 9; LLVM 22: regIdx 9-0, isVGPR 10, isAGPR 11,
    isHi16 12."""
    text = (td_dir / "SIRegisterInfo.td").read_text()
    body = text[text.index("class SIReg "):]
    body = body[:body.index("\n}\n")]
    out = {}
    for m in re.finditer(r"let HWEncoding\{(\d+)(?:-(\d+))?\} = (\w+);", body):
        hi, lo = int(m.group(1)), int(m.group(2) if m.group(2) else m.group(1))
        out[m.group(3)] = (lo, hi - lo + 1)
    return out


def canonical_encodings(encodings: list[int], layout: dict[str, tuple[int, int]]
                        ) -> tuple[list[int], dict[str, int]]:
    """Register encodings in the one layout codeobj reads (LLVM 19's: index bits 7-0, bit 8
    "a VGPR or an AGPR", bit 9 "the high half"), and register -> index bits above 7 for the
    registers that have them (gfx1250's v256-v1023, LLVM 22)."""
    if not layout:
        return encodings, {}
    fields = {"idx": layout.get("regIdx"), "v": layout.get("isVGPR"),
              "a": layout.get("isAGPR"), "av": layout.get("isAGPROrVGPR"),
              "hi": layout.get("isHi16") or layout.get("isHi")}

    def get(enc, name):
        f = fields[name]
        return 0 if f is None else enc >> f[0] & ((1 << f[1]) - 1)

    out, high = [], {}
    for r, enc in enumerate(encodings):
        idx = get(enc, "idx")
        vector = get(enc, "v") or get(enc, "a") or get(enc, "av")
        canon = (idx & 0xFF) | (0x100 if vector else 0) | (0x200 if get(enc, "hi") else 0)
        if idx >> 8:
            high[str(r)] = idx >> 8
        # registers outside class SIReg (special ones) keep SIReg's layout too
        out.append(canon)
    return out, high


def hwmode_facts(d: dict, matcher: dict) -> tuple[dict[str, dict[str, str]], list]:
    """LLVM 22's register-info modes: (RegClassByHwMode -> {mode: register class},
    [[mode, condition over features], ...] in LLVM's mode numbering).  A mode's condition is
    the conjunction of its Predicates' AssemblerCondDags; DefaultMode holds when no other
    does.  Empty for a release without them (LLVM 19)."""
    by_mode = {}
    for name in d["!instanceof"].get("RegClassByHwMode", []):
        r = d[name]
        by_mode[name] = {_def(m): _def(o) for m, o in zip(r["Modes"], r["Objects"])}
    modes = []
    for name, _classes in matcher.get("hwmode_classes", []):
        cond = True
        for pred in (d[name].get("Predicates") or []) if name in d else []:
            c = _cond_dag(d[_def(pred)].get("AssemblerCondDag"))
            cond = c if cond is True else ["and", cond, c]
        modes.append([name, cond])
    return by_mode, modes


def vopd_components(d: dict, tables: dict) -> dict[str, dict]:
    """VOPDOp -> the component instruction's shape (ComponentProps): its defs, source count,
    whether src2 is tied to the destination, and the index of a KIMM32 operand."""
    t = tables["VOPDComponentTable"]
    out = {}
    for row in t["rows"]:
        rec = dict(zip(t["fields"], row[1:]))
        base = rec["BaseVOP"]
        r = d[base]
        outs = [_def(a[0]) for a in r["OutOperandList"]["args"]]
        ins = [[_def(a[0]), a[1]] for a in r["InOperandList"]["args"]]
        names = [a[1] for a in r["OutOperandList"]["args"]] + [a[1] for a in ins]
        tied = False
        for c in (r.get("Constraints") or "").split(","):
            m = re.match(r"\s*\$(\w+)\s*=\s*\$(\w+)", c)
            if m and "src2" in (m.group(1), m.group(2)):
                tied = True
        kimm = None
        for k, (opd, _n) in enumerate(ins, start=len(outs)):
            if k >= 2 and (d[opd].get("OperandType") if opd in d else None) == "OPERAND_KIMM32":
                kimm = k
                break
        if str(rec["VOPDOp"]) in out:
            # getVOPDBaseFromComponent finds the first row of a VOPDOp (rows in BaseVOP order;
            # LLVM 22 lists the e64 and e64_dpp forms after the e32 one)
            continue
        comp = {"base": base, "x": rec["CanBeVOPDX"], "defs": len(outs),
                "srcs": len(ins), "tied_src2": tied, "kimm": kimm, "names": names}
        if "CanBeVOPD3X" in rec:
            # LLVM 22's VOPD3 (ComponentProps): src0's operand type says whether the component
            # takes neg modifiers there
            comp["x3"] = rec["CanBeVOPD3X"]
            src0 = next((opd for opd, n in ins if n == "src0"), None)
            comp["src0_type"] = (d[src0].get("OperandType") if src0 in d else None) or ""
        out[str(rec["VOPDOp"])] = comp
    return out


def _mnemonic_fsets(rows: list) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for r in rows:
        lst = out.setdefault(r[0], [])
        if r[3] not in lst:
            lst.append(r[3])
    return out


def write_json_gz(path: Path, doc: dict) -> int:
    raw = json.dumps(doc, separators=(",", ":")).encode()
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as raw_f, gzip.GzipFile(filename="", mode="wb", fileobj=raw_f,
                                                 mtime=0, compresslevel=9) as f:
        f.write(raw)
    return len(raw)


#: the release whose data every processor it knows uses; the other releases' data serve only
#: the processors it does not know (their tables are generated by the same code)
MAIN_RELEASE = llvm_release.MAIN


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--release", default=MAIN_RELEASE, choices=sorted(llvm_release.RELEASES),
                    help="the LLVM release to read (default: %(default)s)")
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT.parent,
                    help="directory for <release>-*.json.gz (default: codeobj/isa/data)")
    ap.add_argument("--cache", type=Path, default=None,
                    help="where TableGen's outputs are kept (default: the test cache)")
    args = ap.parse_args(argv)
    rel = llvm_release.release(args.release)
    src = llvm_source.fetch("td", release=rel)
    cache = args.cache or llvm_source.cache_root().parent / "tblgen"
    paths = run_tblgen(src, cache, rel)
    digest_file = src.parent / f"{src.name}.orig.tar.xz.sha256"
    exclude = None  # processors the family files do not serve
    command = "python tools/isa/gen_llvm.py"
    if rel.name != MAIN_RELEASE:
        # the processors the main release does not know (read from its generated data)
        main_doc = json.loads(gzip.decompress(
            (args.out / f"{MAIN_RELEASE}-common.json.gz").read_bytes()))
        exclude = set(main_doc["processors"])
        command += f" --release {rel.name}"
    header = {
        "generated_by": "tools/isa/gen_llvm.py",
        "command": command,
        "note": "Facts from LLVM's AMDGPU TableGen description; do not edit.",
        "source": f"Debian {rel.source_package} {rel.source_version} "
                  "(llvm/lib/Target/AMDGPU/*.td, llvm/include/llvm/**/*.td)",
        "source_sha256": digest_file.read_text().strip() if digest_file.is_file() else "",
        "tblgen": tblgen_version(rel),
        "backends": sorted(BACKENDS.values()),
    }
    if rel.name != MAIN_RELEASE:
        header["serves"] = f"the processors {MAIN_RELEASE} does not know"
    common, families = build(paths, header, exclude)
    n = write_json_gz(args.out / f"{rel.name}-common.json.gz", common)
    print(f"{rel.name}-common.json.gz: {n} bytes uncompressed")
    for fam, doc in families.items():
        doc["header"] = header
        n = write_json_gz(args.out / f"{rel.name}-{fam}.json.gz", doc)
        print(f"{rel.name}-{fam}.json.gz: {n} bytes uncompressed, {len(doc['instructions'])} "
              "instructions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
