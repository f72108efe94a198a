"""The code object V2 ``amd_kernel_code_t`` model: decode, ``key = value`` text, encode.

``decode(data)`` reads the 256-byte header at a V2 kernel's symbol; ``AmdKernelCode.lines()``
gives the ``key = value`` lines in the order and with the values llvm-mc-15 prints for an
``.amd_kernel_code_t`` block (llvm-objdump-15 itself prints V2 headers only as bytes), and
``encode(pairs, processor)`` builds the 256 bytes llvm-mc-15 writes for such a block: its
defaults for the target, later keys overriding earlier ones, values truncated to their field.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .._record import field, record
from ..errors import CodeObjectError, FormatError
from ..formats.amd_kernel_code import (
    AMD_KERNEL_CODE_FIELDS,
    AMD_KERNEL_CODE_SIZE,
    MEMBERS,
    KernelCodeField,
)
from .descriptor import descriptor_target, int_literal

__all__ = [
    "AmdKernelCode",
    "KernelCodeError",
    "decode_kernel_code",
    "default_kernel_code",
    "encode_kernel_code",
    "parse_kernel_code",
]

_MEMBER = {name: (offset, size, signed) for name, offset, size, signed in MEMBERS}
_BY_KEY: dict[str, KernelCodeField] = {}
for _f in AMD_KERNEL_CODE_FIELDS:
    _BY_KEY.setdefault(_f.key, _f)
    _BY_KEY.setdefault(_f.alias, _f)
#: keys llvm-mc-15 refuses to set to 1 before gfx10 (their aliases it does not check)
_GFX10_ONLY = ("enable_wgp_mode", "enable_mem_ordered", "enable_fwd_progress")
#: keys llvm-mc-15 accepts and ignores
_IGNORED = {"max_scratch_backing_memory_byte_size"}


class KernelCodeError(CodeObjectError):
    """An ``.amd_kernel_code_t`` block llvm-mc-15 would refuse (unknown key, bad syntax)."""


@record
class AmdKernelCode:
    """The members of one ``amd_kernel_code_t``; integer members as ints, byte arrays
    (``reserved3``, ``control_directives``) as bytes."""

    members: dict[str, Any] = field(default_factory=dict)

    def get(self, key: str) -> int:
        """The value of a ``key`` (printed name or alias) as llvm-mc-15 prints it."""
        f = _BY_KEY[key]
        raw = self.members[f.member]
        _, size, _ = _MEMBER[f.member]
        if f.width == size * 8:
            return int(raw)
        return int((raw >> f.lsb) & ((1 << f.width) - 1))

    def set(self, key: str, value: int) -> None:
        """Set a key the way llvm-mc-15 does: the value truncated to the field."""
        f = _BY_KEY[key]
        _, size, signed = _MEMBER[f.member]
        bits = size * 8
        if f.width == bits:
            value &= (1 << bits) - 1
            if signed and value >> (bits - 1):
                value -= 1 << bits
            self.members[f.member] = value
            return
        mask = ((1 << f.width) - 1) << f.lsb
        self.members[f.member] = (self.members[f.member] & ~mask) | ((value << f.lsb) & mask)

    def items(self) -> list[tuple[str, int]]:
        """``(key, value)`` for every key, in llvm-mc-15's order."""
        return [(f.key, self.get(f.key)) for f in AMD_KERNEL_CODE_FIELDS]

    def lines(self) -> list[str]:
        """The ``key = value`` lines llvm-mc-15 prints.  It prints every value as a signed
        32-bit int, so 32-bit fields above 2**31 print negative and 64-bit ones are cut."""
        return [f"{key} = {_as_int32(value)}" for key, value in self.items()]

    def to_text(self, processor: Any = None, *, indent: str = "\t") -> str:
        """The ``.amd_kernel_code_t ... .end_amd_kernel_code_t`` block, which llvm-mc-15
        assembles back into these 256 bytes for ``processor`` (by default the header's own
        machine version).  Where llvm-mc-15 would refuse a printed key's value on that target
        (WGP_MODE, MEM_ORDERED, FWD_PROGRESS before gfx10), the key's alias is printed, which it
        does not check; values are printed whole, not cut to 32 bits as ``lines()`` does.  Bytes no key can set (reserved, prefetch offset, control directives)
        are noted as comments when not zero."""
        if processor is None:
            major = self.members["amd_machine_version_major"]
        else:
            major = descriptor_target(processor).major
        body = []
        for key, value in self.items():
            f = _BY_KEY[key]
            if key in _GFX10_ONLY and value and major < 10:
                key = f.alias
            body.append(f"{indent}{key} = {value}\n")
        for name in ("kernel_code_prefetch_byte_offset", "reserved0", "reserved3",
                     "control_directives"):
            value = self.members[name]
            if value if isinstance(value, int) else any(value):
                shown = value.hex() if isinstance(value, bytes) else value
                body.append(f"{indent}; {name} = {shown} (no key sets it)\n")
        return ".amd_kernel_code_t\n" + "".join(body) + ".end_amd_kernel_code_t\n"

    def to_bytes(self) -> bytes:
        out = bytearray(AMD_KERNEL_CODE_SIZE)
        for name, offset, size, signed in MEMBERS:
            value = self.members[name]
            if isinstance(value, bytes):
                out[offset : offset + size] = value[:size].ljust(size, b"\0")
            else:
                out[offset : offset + size] = value.to_bytes(size, "little", signed=signed)
        return bytes(out)

    # friendly views
    @property
    def wavefront_size(self) -> int:
        return 1 << int(self.members["wavefront_size"])

    @property
    def kernel_code_entry_byte_offset(self) -> int:
        return int(self.members["kernel_code_entry_byte_offset"])


def decode_kernel_code(data: bytes | bytearray | memoryview, *, offset: int | None = None,
                       source: str | None = None) -> AmdKernelCode:
    """Decode a 256-byte ``amd_kernel_code_t``; only a short buffer raises ``FormatError``."""
    data = bytes(data[:AMD_KERNEL_CODE_SIZE])
    if len(data) < AMD_KERNEL_CODE_SIZE:
        raise FormatError(f"amd_kernel_code_t needs {AMD_KERNEL_CODE_SIZE} bytes, only "
                          f"{len(data)} left", source=source, structure="amd_kernel_code_t",
                          offset=offset)
    members: dict[str, Any] = {}
    for name, off, size, signed in MEMBERS:
        chunk = data[off : off + size]
        members[name] = (int.from_bytes(chunk, "little", signed=signed) if size <= 8
                         else chunk)
    return AmdKernelCode(members)


def default_kernel_code(processor: Any) -> AmdKernelCode:
    """The header llvm-mc-15 starts from for ``processor`` before applying a block's keys."""
    t = descriptor_target(processor)
    members: dict[str, Any] = {name: (bytes(size) if size > 8 else 0)
                               for name, _, size, _ in MEMBERS}
    wave32 = t.major >= 10
    rsrc1 = 0
    if t.major >= 10:
        rsrc1 |= 1 << 29 | 1 << 30  # WGP_MODE, MEM_ORDERED
    members.update(
        amd_kernel_code_version_major=1,
        amd_kernel_code_version_minor=2,
        amd_machine_kind=1,
        amd_machine_version_major=t.major,
        amd_machine_version_minor=t.minor,
        amd_machine_version_stepping=t.stepping,
        kernel_code_entry_byte_offset=256,
        compute_pgm_resource_registers=rsrc1,
        kernel_code_properties=(1 << 10) if wave32 else 0,
        kernarg_segment_alignment=4,
        group_segment_alignment=4,
        private_segment_alignment=4,
        wavefront_size=5 if wave32 else 6,
        call_convention=-1,
    )
    return AmdKernelCode(members)


def parse_kernel_code(text: str) -> list[tuple[str, int]]:
    """``(key, value)`` pairs from ``key = value`` lines (a block body, or the whole block)."""
    pairs = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split(";", 1)[0].split("//", 1)[0].strip()
        if not line or line in (".amd_kernel_code_t", ".end_amd_kernel_code_t"):
            continue
        key, eq, value = line.partition("=")
        if not eq:
            raise KernelCodeError(f"line {number}: expected '='", field=key.strip())
        key, value = key.strip(), value.strip()
        number_value = int_literal(value)
        if number_value is None:
            raise KernelCodeError(f"line {number}: bad value {value!r}", field=key)
        pairs.append((key, number_value))
    return pairs


def _as_int32(value: int) -> int:
    value &= 0xFFFFFFFF
    return value - (1 << 32) if value >> 31 else value


def encode_kernel_code(pairs: Mapping[str, int] | Iterable[tuple[str, int]],
                       processor: Any) -> bytes:
    """The 256 bytes llvm-mc-15 writes for an ``.amd_kernel_code_t`` block on ``processor``.

    Raises ``KernelCodeError`` with llvm-mc-15's message for an unknown key.
    """
    kc = default_kernel_code(processor)
    items = list(pairs.items()) if isinstance(pairs, Mapping) else list(pairs)
    for key, value in items:
        if key in _IGNORED:
            continue
        if key not in _BY_KEY:
            raise KernelCodeError(f"unexpected amd_kernel_code_t field name {key}", field=key)
        kc.set(key, value)
        problem = _check_after(kc, key, descriptor_target(processor).major)
        if problem:
            raise KernelCodeError(problem, field=key)
    return kc.to_bytes()


def _check_after(kc: AmdKernelCode, key: str, major: int) -> str | None:
    """llvm-mc-15's checks after certain keys (by the name written, not its alias).  It assumes
    the target's default wave size: wave32 on gfx10+, wave64 before."""
    gfx10 = major >= 10
    if key == "enable_wavefront_size32":
        if kc.get(key):
            if not gfx10:
                return "enable_wavefront_size32=1 is only allowed on GFX10+"
        elif gfx10:
            return "enable_wavefront_size32=0 requires +WavefrontSize64"
    elif key == "wavefront_size":
        size = kc.get(key)
        if size == 5 and not gfx10:
            return "wavefront_size=5 is only allowed on GFX10+"
        if size == 6 and gfx10:
            return "wavefront_size=6 requires +WavefrontSize64"
    elif key in _GFX10_ONLY and kc.get(key) and not gfx10:
        return f"{key}=1 is only allowed on GFX10+"
    return None
