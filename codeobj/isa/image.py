"""Image instructions of gfx10-gfx12 (MIMG, VIMAGE, VSAMPLE): decoding and printing.

Their operand widths follow the encoding: the data registers from ``dmask``, ``d16``,
``tfe`` and ``lwe``, the address registers from ``dim``, ``a16``, the opcode and the
address layout (one register range, or a list of registers: gfx10's NSA dwords, gfx11's
NSA dword, gfx12's address slots).  The generated tables (``tools/isa/image_probe.py``,
run by ``tools/gen_isa_rdna.py``) hold, per opcode, those widths as llvm-mc-19 prints
them: ``vd`` (data width per dmask bit count, d16, tfe, lwe), ``addr`` (widths of the
listed addresses per ``"<a16><dim>[<nsa dwords>]"``), ``addrw`` (width of the range);
per generation ``image_dims`` (the ``dim:`` names) and ``image_mods`` (the order of the
one-bit modifiers).
"""

from __future__ import annotations

from .decoder import Instruction, Operand

__all__ = ["IMAGE_FORMATS", "decode_image", "image_size"]

IMAGE_FORMATS = frozenset(("MIMG", "VIMAGE", "VSAMPLE"))
_SLOTS = ("vaddr0", "vaddr1", "vaddr2", "vaddr3", "vaddr4")


def image_size(fmt, w0: int, gen: str) -> int:
    """Bytes of the image instruction whose first dword is ``w0``."""
    if fmt.name != "MIMG":
        return 12
    if gen == "gfx10":
        return 8 + 4 * ((w0 >> 1) & 3)
    return 8 + 4 * (w0 & 1)


def _vreg(first: int, width: int) -> str:
    return f"v{first}" if width == 1 else f"v[{first}:{first + width - 1}]"


def decode_image(dec, fmt, data, pos: int) -> Instruction | None:
    """The image instruction at ``data[pos]`` (None: not one llvm-mc decodes)."""
    gen = dec.gen
    w0 = int.from_bytes(data[pos:pos + 4], "little")
    size = image_size(fmt, w0, gen)
    if pos + size > len(data):
        return None
    raw = bytes(data[pos:pos + size])
    value = int.from_bytes(raw[:fmt.size], "little")
    op = fmt.get_opcode(value)
    entry = dec.table.formats.get(fmt.name, {}).get(op)
    if entry is None:
        return None
    f = {n: (value >> lsb) & m for n, lsb, m in fmt.layout}
    dmask, a16, dim = f["dmask"], f["a16"], f["dim"]
    vd = entry["vd"][dmask.bit_count() * 8 + f["d16"] * 4 + f["tfe"] * 2 + f.get("lwe", 0)]
    if vd is None:
        return None
    operands = [Operand("vgpr", _vreg(f["vdata"], vd), reg=f["vdata"], width=vd,
                        field="vdata")]
    sep = " "
    if fmt.name != "MIMG":  # gfx12: address slots
        widths = entry.get("addr", {}).get(f"{a16}{dim}")
        if widths is None or any(f[s] for s in _SLOTS[len(widths):] if s in f):
            return None
        regs = [f[s] for s in _SLOTS[:len(widths)]]
    elif size > 8:  # NSA: the first address in vaddr, the others in the bytes after
        n = (size - 8) // 4
        key = f"{a16}{dim}{n}"
        widths = entry.get("addr", {}).get(key)
        if widths is None:
            return None
        regs = [f["vaddr"]] + list(raw[8:8 + len(widths) - 1])
        sep = entry.get("nsa_sep", " ")
        fixed = entry.get("vfix", {}).get(key)
        if fixed is not None:  # llvm-mc prints the matched variant's data width
            vd = fixed
            operands[0] = Operand("vgpr", _vreg(f["vdata"], vd), reg=f["vdata"], width=vd,
                                  field="vdata")
    else:
        w = entry.get("addrw", {}).get(f"{a16}{dim}")
        if w is None:
            return None
        widths, regs = None, [f["vaddr"]]
    if widths is None:
        operands.append(Operand("vgpr", _vreg(regs[0], w), reg=regs[0], width=w, field="vaddr"))
    elif len(widths) == 1 and fmt.name != "MIMG":
        operands.append(Operand("vgpr", _vreg(regs[0], widths[0]), reg=regs[0],
                                width=widths[0], field="vaddr"))
    else:
        text = "[" + ", ".join(_vreg(r, w) for r, w in zip(regs, widths)) + "]"
        operands.append(Operand("text", text, field="vaddr"))
    shift = 0 if fmt.name != "MIMG" else 2
    valid = dec.table.image_scalars.get(fmt.name, {})
    if f["srsrc"] not in valid.get(f"srsrc{entry['rs']}", ()):
        return None
    rs = f["srsrc"] << shift
    operands.append(Operand("sgpr", dec.scalar(rs, entry["rs"]), reg=rs, width=entry["rs"],
                            field="srsrc"))
    if "ssamp" not in entry["ops"]:
        if f.get("ssamp"):  # llvm-mc rejects a sampler field in an instruction without one
            return None
    else:
        if f["ssamp"] not in valid.get("ssamp", ()):
            return None
        ss = f["ssamp"] << shift
        operands.append(Operand("sgpr", dec.scalar(ss, 4), reg=ss, width=4, field="ssamp"))
    mods = []
    if dmask:
        mods.append(f"dmask:0x{dmask:x}")
    dims = dec.table.image_dims
    mods.append(dims[dim] if dim < len(dims) and dims[dim] else f"dim:{dim}")
    caps = entry.get("caps", ())
    order = dec.table.image_mods
    if fmt.name != "MIMG":
        if f.get("unorm") and "unorm" in caps:
            mods.append("unorm")
        mods += dec._policy(entry, f)
    for flag in order:
        if f.get(flag) and flag in caps and (flag != "unorm" or fmt.name == "MIMG"):
            mods.append(flag)
    if sep != " ":  # llvm-mc prints gfx10's NSA forms with a wider gap after the mnemonic
        first = operands[0]
        operands[0] = Operand(first.kind, sep[1:] + first.text, reg=first.reg,
                              width=first.width, field=first.field)
    mnem = entry["m"]
    words = tuple(int.from_bytes(raw[i:i + 4], "little") for i in range(0, size, 4))
    return Instruction(mnem, tuple(operands), tuple(mods), size, fmt.name, words, op, fields=f)


def _first_reg(tok: str) -> int:
    tok = tok.strip()
    if tok.startswith("v["):
        return int(tok[2:].split(":", 1)[0])
    if tok.startswith("v") and tok[1:].isdigit():
        return int(tok[1:])
    raise ValueError(f"not a VGPR: {tok}")


def encode_image(enc, fmt, op: int, ops: list[str], mods: list[str]) -> list[bytes]:
    """Candidate encodings of an image instruction (the caller keeps the one that decodes
    back to the text): fields from the operands and modifiers, the address list in the
    NSA bytes or slots."""
    table = enc.table
    entry = table.formats[fmt.name][op]
    if len(ops) != len(entry["ops"]):
        raise ValueError("operand count")
    f: dict[str, int] = {"vdata": _first_reg(ops[0])}
    shift = 0 if fmt.name != "MIMG" else 2
    for i, name in enumerate(entry["ops"][2:], 2):
        code = enc.scalar(ops[i].strip())
        if code is None:
            raise ValueError(f"not a scalar register: {ops[i]}")
        f[name] = code[0] >> shift
    th = scope = 0
    th_tok = ""
    for m in mods:
        key, _, val = m.partition(":")
        if key == "dmask":
            f["dmask"] = int(val, 0)
        elif key == "dim":
            f["dim"] = table.image_dims.index(m)
        elif key == "th":
            th_tok = m
        elif key == "scope":
            scope = next(int(k) for k, t in entry.get("scope", {}).items() if t == m)
        elif m in table.image_mods and fmt.has(m):
            f[m] = 1
        else:
            raise ValueError(f"modifier {m}")
    if th_tok:  # th spellings depend on the scope (keys "th,scope")
        th = next(int(k.split(",")[0]) for k, t in entry.get("th", {}).items()
                  if t == th_tok and k.split(",")[1] == str(scope))
    if th or scope:
        f["th"], f["scope"] = th, scope
    addr = ops[1].strip()
    regs = [_first_reg(t) for t in addr[1:-1].split(",")] if addr.startswith("[") \
        else [_first_reg(addr)]
    v = fmt.put_opcode(0, op)
    if fmt.name != "MIMG":
        if len(regs) > len(_SLOTS) or (len(regs) == 5 and not fmt.has("vaddr4")):
            raise ValueError("too many addresses")
        f.update(zip(_SLOTS, regs))
        for name, x in f.items():
            v = fmt.field(name).put(v, x)
        return [v.to_bytes(12, "little")]
    f["vaddr"] = regs[0]
    rest = bytes(regs[1:])
    if addr.startswith("["):
        n = (len(rest) + 3) // 4 if table.generation == "gfx10" else 1
        if len(rest) > 4 * n:
            raise ValueError("too many addresses")
        f["nsa"] = n
        rest = rest + bytes(4 * n - len(rest))
    for name, x in f.items():
        v = fmt.field(name).put(v, x)
    return [v.to_bytes(8, "little") + rest]
