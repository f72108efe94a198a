"""Image instructions (MIMG gfx8-gfx11, VIMAGE/VSAMPLE gfx12): decoding and encoding.

Their operand widths follow the encoding: the data registers from ``dmask``, ``d16``,
``tfe`` and ``lwe``, the address registers from ``dim``, ``a16``, the opcode and the address
layout (one register range, or a list: gfx10's NSA dwords, gfx11's NSA dword, gfx12's
address slots).  llvm-mc-19 prints the widths the fields call for only when the opcode has
a variant with them, else those of the variant the bits matched.  The generated tables
(``tools/isa/image_probe.py``, run by ``tools/gen_isa.py`` and ``tools/gen_isa_rdna.py``)
hold what it prints, per opcode: ``vd`` (data width per data code: dmask bits x d16 x tfe x
lwe), ``addr`` (address list widths) / ``addrw`` (range width) per address key
``"<a16><dim><layout>"``, ``x`` (the cells that differ from those, or 0 where llvm-mc
rejects the word), ``fb`` (the widths kept when registers would run past v255), ``rs``
(resource width), ``caps``; per generation ``image_dims``, ``image_mods`` (modifier order)
and ``image_scalars`` (how every srsrc/ssamp value llvm-mc decodes is spelled).
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
    if gen == "gfx11":
        return 8 + 4 * (w0 & 1)
    return 8  # gfx8/gfx9: no NSA


def _past_v255(f: dict, raw: bytes, fmt, size: int, aw) -> bool:
    if isinstance(aw, int):
        return f["vaddr"] + aw > 256
    if fmt.name != "MIMG":
        regs = [f[s] for s in _SLOTS[:len(aw)]]
    else:
        regs = [f["vaddr"]] + list(raw[8:8 + len(aw) - 1])
    return any(r + w > 256 for r, w in zip(regs, aw))


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
    dmask, a16, dim = f["dmask"], f["a16"], f.get("dim", 0)
    code = dmask.bit_count() * 8 + f["d16"] * 4 + f["tfe"] * 2 + f.get("lwe", 0)
    if fmt.name != "MIMG":  # gfx12: address slots, up to the last one in use
        used = max((i + 1 for i, s in enumerate(_SLOTS) if f.get(s)), default=1)
        key = f"{a16}{dim}{used}"
    elif size > 8:  # NSA: the first address in vaddr, the others in the bytes after
        key = f"{a16}{dim}{(size - 8) // 4}"
    else:
        key = f"{a16}{dim}"
    cell = entry.get("x", {}).get(f"{code},{key}")
    if cell is not None:  # llvm-mc's widths for this combination (see the module doc)
        if not cell:
            return None
        vd, aw = cell
    else:
        vd = entry["vd"][code]
        aw = (entry.get("addr", {}) if fmt.name != "MIMG" or size > 8
              else entry.get("addrw", {})).get(key)
    if vd is None or aw is None:
        return None
    form = "s" if fmt.name == "MIMG" and size == 8 else key[2:]
    if f["vdata"] + vd > 256 or _past_v255(f, raw, fmt, size, aw):
        # registers past v255: llvm-mc keeps the widths of the variant it matched
        fb = entry.get("fb", {}).get(form)
        if fb is None:
            return None
        vd, aw = fb
    operands = [Operand("vgpr", _vreg(f["vdata"], vd), reg=f["vdata"], width=vd,
                        field="vdata")]
    sep = " "
    if fmt.name != "MIMG":
        regs = [f[s] for s in _SLOTS[:len(aw)]]
    elif size > 8:
        regs = [f["vaddr"]] + list(raw[8:8 + len(aw) - 1])
        sep = entry.get("nsa_sep", " ")
    else:
        regs = [f["vaddr"]]
    if isinstance(aw, int):
        operands.append(Operand("vgpr", _vreg(regs[0], aw), reg=regs[0], width=aw,
                                field="vaddr"))
    elif len(aw) == 1 and fmt.name != "MIMG":
        operands.append(Operand("vgpr", _vreg(regs[0], aw[0]), reg=regs[0], width=aw[0],
                                field="vaddr"))
    else:
        text = "[" + ", ".join(_vreg(r, w) for r, w in zip(regs, aw)) + "]"
        operands.append(Operand("text", text, field="vaddr"))
    shift = 0 if fmt.name != "MIMG" else 2
    # the values llvm-mc accepts, spelled as it prints them
    valid = dec.table.image_scalars.get(fmt.name, {})
    name = valid.get(f"srsrc{entry['rs']}", {}).get(f["srsrc"])
    if name is None:
        return None
    rs = f["srsrc"] << shift
    operands.append(Operand("sgpr", name, reg=rs, width=entry["rs"], field="srsrc"))
    if "ssamp" not in entry["ops"]:
        if f.get("ssamp"):  # llvm-mc rejects a sampler field in an instruction without one
            return None
    else:
        name = valid.get("ssamp", {}).get(f["ssamp"])
        if name is None:
            return None
        ss = f["ssamp"] << shift
        operands.append(Operand("sgpr", name, reg=ss, width=4, field="ssamp"))
    mods = []
    if dmask:
        mods.append(f"dmask:0x{dmask:x}")
    dims = dec.table.image_dims
    if dims:  # (gfx8/gfx9 have no dim field)
        mods.append(dims[dim] if dim < len(dims) and dims[dim] else f"dim:{dim}")
    caps = entry.get("caps", ())
    order = dec.table.image_mods
    if fmt.name != "MIMG":
        if f.get("unorm") and "unorm" in caps:
            mods.append("unorm")
        mods += dec._policy(entry, f)
    spell = entry.get("spell", {})
    for flag in order:
        if f.get(flag) and flag in caps and (flag != "unorm" or fmt.name == "MIMG"):
            mods.append(spell.get(flag, flag))
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
    valid = table.image_scalars.get(fmt.name, {})
    shift = 0 if fmt.name != "MIMG" else 2
    for i, name in enumerate(entry["ops"][2:], 2):
        key = f"srsrc{entry['rs']}" if name == "srsrc" else name
        tok = ops[i].strip()
        values = [x for x, t in valid.get(key, {}).items() if t == tok]
        if not values:
            raise ValueError(f"not a {name} register: {ops[i]}")
        # several values print alike (unaligned tuples): the one naming the register itself
        first = int(tok[2:].split(":")[0]) if tok.startswith("s[") else -1
        f[name] = min(values, key=lambda x: (x << shift != first, x))
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
        elif (field := next((k for k, t in entry.get("spell", {}).items() if t == m), m)) \
                in table.image_mods and fmt.has(field):
            f[field] = 1
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
