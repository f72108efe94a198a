"""The kernel descriptor model: decode bytes, print and parse ``.amdhsa_*`` directives, encode.

One ``KernelDescriptor`` holds the 64 bytes of a code object V3+ kernel descriptor
(AMDGPUUsage.rst "Kernel Descriptor") for a given processor and code object version.

* ``decode(data, processor, code_object_version)`` never refuses a descriptor: what
  llvm-objdump 19 would refuse (reserved bits, a GRANULATED_WAVEFRONT_SGPR_COUNT on gfx10+)
  becomes a ``warnings`` entry.
* ``KernelDescriptor.directives()`` gives the ``(directive, value)`` pairs that
  ``llvm-objdump-19 -D --disassemble-symbols=K.kd`` prints, in its order;
  ``KernelDescriptor.lines()`` gives every line it prints (its ``; FIELD value`` comments too).
* ``KernelDescriptor.to_text(name)`` prints an ``.amdhsa_kernel`` block that llvm-mc-19
  assembles back into the same 64 bytes (it departs from llvm-objdump's lines only where those
  would not reassemble; see docs/descriptors.md).
* ``encode(directives, processor, code_object_version)`` does what llvm-mc does with an
  ``.amdhsa_kernel`` block: defaults, ranges, derived register granules and user SGPR count.

The per-generation knowledge is in ``codeobj.formats.kernel_descriptor`` (field tables); which
processor has which traits is read from the processor table (``codeobj.targets``); both are
checked against the LLVM tools.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cached_property, lru_cache
from typing import Any

from .._record import field, insert_fields, record
from ..errors import CodeObjectError, FormatError, TargetError
from ..formats.bitfields import BitField, get_field, set_field
from ..formats.kernel_descriptor import (
    KERNEL_DESCRIPTOR,
    KERNEL_DESCRIPTOR_SIZE,
    RESERVED_BYTES,
    WORDS,
    KDTraits,
    fields_for,
)
from ..targets import addressable_sgprs, processors

# insert_fields adds KernelDescriptor's layout fields at run time; the TYPE_CHECKING block names
# them again for type checkers only (tests/test_typing.py checks that the two agree).
TYPE_CHECKING = False

__all__ = [
    "DescriptorError",
    "DescriptorTarget",
    "DirectiveInfo",
    "KernelDescriptor",
    "decode",
    "descriptor_target",
    "directive_set",
    "encode",
    "encode_descriptor",
    "parse_directives",
]


class DescriptorError(CodeObjectError):
    """An ``.amdhsa_kernel`` block that llvm-mc would refuse (unknown, repeated,
    out-of-range or missing directive).  ``directive`` names the directive at fault."""

    def __init__(self, message: str, *, directive: str | None = None, source: str | None = None,
                 structure: str | None = None, field: str | None = None,
                 offset: int | None = None) -> None:
        super().__init__(message, source=source, structure=structure, field=field,
                         offset=offset)
        self.directive = directive


#: SGPRs per granule of GRANULATED_WAVEFRONT_SGPR_COUNT (AMDGPUUsage compute_pgm_rsrc1)
_SGPR_ENCODING_GRANULE = 8


@record(frozen=True)
class DescriptorTarget:
    """A processor as the descriptor tables see it, plus the target-ID features that matter.

    ``xnack`` is ``True`` (on), ``False`` (off) or ``None`` (any / not specified).
    """

    name: str
    major: int
    minor: int
    stepping: int
    xnack_supported: bool = False
    architected_flat_scratch: bool = False
    gfx90a_family: bool = False
    sgpr_init_bug: bool = False
    xnack: bool | None = None
    vgprs_1024: bool = False

    @cached_property
    def traits(self) -> KDTraits:
        return KDTraits(self.major, self.minor, self.gfx90a_family, self.architected_flat_scratch)

    @property
    def xnack_on_or_any(self) -> bool:
        """Whether the XNACK mask SGPRs are reserved by default (llvm-mc's rule)."""
        return self.xnack_supported and self.xnack is not False

    @property
    def kernarg_preload(self) -> bool:
        from ..formats.kernel_descriptor import applies

        return applies("kernarg_preload", self.traits)

    @property
    def addressable_sgprs(self) -> int:
        """The SGPRs a kernel may use (gfx6-9: with the init bug, the fixed count it gets)."""
        return addressable_sgprs(self.major, self.sgpr_init_bug)


# The amdgcn processors by canonical name (aliases are not descriptor targets).
_AMDGCN = {p.name: p for p in processors() if p.arch == "amdgcn"}


def _parse_name(name: str) -> tuple[int, int, int]:
    """(major, minor, stepping) from a ``gfxNNN`` or ``gfxN[-M]-generic`` name."""
    body = name[3:] if name.startswith("gfx") else ""
    if body.endswith("-generic"):
        parts = body[: -len("-generic")].split("-")
        # ASCII digits, a few of them: int() refuses '²' (a digit to isdigit) and 4,300 digits
        if parts and all(p.isascii() and p.isdigit() and len(p) <= 4 for p in parts):
            nums = [int(p) for p in parts] + [0, 0]
            return nums[0], nums[1], 0
    elif len(body) >= 3 and body[:-2].isdigit():
        try:
            return int(body[:-2]), int(body[-2], 16), int(body[-1], 16)
        except ValueError:
            pass
    raise TargetError(f"unknown processor {name!r}", field="processor")


def descriptor_target(processor: Any, *, xnack: bool | None = None) -> DescriptorTarget:
    """The ``DescriptorTarget`` for a processor name, a target ID (``gfx90a:xnack-``), or an
    object with a ``name`` attribute (``codeobj.targets.Processor``) or a ``processor``
    attribute (a target ID object).  ``xnack`` overrides the target ID's XNACK setting."""
    if isinstance(processor, str):
        return _target_from_text(processor, xnack)
    try:
        return _target_from_object(processor, xnack)
    except TypeError:  # unhashable: not worth caching
        return _descriptor_target(processor, xnack=xnack)


@lru_cache(maxsize=256)
def _target_from_object(processor: Any, xnack: bool | None) -> DescriptorTarget:
    return _descriptor_target(processor, xnack=xnack)


@lru_cache(maxsize=1024)
def _reserved_mask(word: str, traits: KDTraits) -> int:
    """The bits of ``word`` that llvm-objdump requires to be zero on a processor."""
    mask = 0
    for row in _rows(word, traits):
        if row.show == "reserved":
            mask |= ((1 << row.width) - 1) << row.lsb
    return mask


@lru_cache(maxsize=1024)
def _rows(word: str, traits: KDTraits) -> tuple[BitField, ...]:
    # Keyed by the word's name: hashing the table itself on every call cost more than decoding.
    return fields_for(_TABLES[word], traits)


@lru_cache(maxsize=256)
def _target_from_text(text: str, xnack: bool | None) -> DescriptorTarget:
    return _descriptor_target(text, xnack=xnack)


def _descriptor_target(processor: Any, *, xnack: bool | None = None) -> DescriptorTarget:
    if isinstance(processor, DescriptorTarget):
        if xnack is None:
            return processor
        return DescriptorTarget(**{**processor.__dict__, "xnack": xnack})
    features: list[str] = []
    if isinstance(processor, str):
        text = processor.strip()
        if "--" in text:  # full target ID amdgcn-amd-amdhsa--gfx90a:xnack+
            text = text.split("--", 1)[1]
        name, *features = text.split(":")
        if "+" in name[3:] and not name.endswith("-generic"):  # V2/V3 style gfx900+xnack
            name, *plus = name.split("+")
            features += [f + "+" for f in plus]
    else:
        if xnack is None:  # a TargetID carries its XNACK setting
            xnack = getattr(processor, "xnack", None)
        inner = getattr(processor, "processor", None)
        if inner is not None and not isinstance(inner, str):
            processor = inner
        name = getattr(processor, "name", None) or str(inner)
    for feat in features:
        if feat.startswith("xnack") and xnack is None:
            xnack = feat.endswith("+")
    proc = _AMDGCN.get(name)
    if proc is None:
        # a processor the table does not know: its generation from the name, and architected
        # flat scratch from gfx11 on (as every gfx11+ processor has it)
        major, minor, stepping = _parse_name(name)
        return DescriptorTarget(name=name, major=major, minor=minor, stepping=stepping,
                                architected_flat_scratch=major >= 11)
    return DescriptorTarget(
        name=name,
        major=proc.major,
        minor=proc.minor,
        stepping=proc.stepping,
        xnack_supported=proc.supports_xnack,
        architected_flat_scratch=proc.architected_flat_scratch,
        gfx90a_family=proc.gfx90a_insts,
        sgpr_init_bug=proc.sgpr_init_bug,
        xnack=xnack if proc.supports_xnack else None,
        vgprs_1024=proc.vgprs_1024,
    )


def _row(target: DescriptorTarget, word: str, name: str) -> BitField | None:
    """The row of field ``name`` of ``word`` on the target's processor, or None."""
    return next((row for row in _rows(word, target.traits) if row.name == name), None)


def _vgpr_encoding_granule(target: DescriptorTarget, wave32: bool) -> int:
    if target.gfx90a_family:
        return 8
    if target.vgprs_1024 and wave32:
        return 16
    if target.major >= 10 and wave32:
        return 8
    return 4


_TABLES = dict(WORDS)
_RESERVED = tuple(name for name, _, _ in RESERVED_BYTES)

# --------------------------------------------------------------------------------------------
# The model
# --------------------------------------------------------------------------------------------


@record
@insert_fields([name for name in KERNEL_DESCRIPTOR.names if not name.startswith("reserved")],
               after="code_object_version", default=0)
class KernelDescriptor:
    """A decoded kernel descriptor; the words are kept raw, fields are read through the tables.

    Attributes use the spec names of ``KernelDescriptorStruct``; ``reserved`` holds the 28
    reserved bytes (offsets 12, 24 and 60) so that ``to_bytes()`` round trips any input.
    """

    target: DescriptorTarget
    code_object_version: int
    # then every field of the KERNEL_DESCRIPTOR layout but the reserved ones, 0 by default
    if TYPE_CHECKING:  # KERNEL_DESCRIPTOR.names but the reserved ones
        group_segment_fixed_size: int = 0
        private_segment_fixed_size: int = 0
        kernarg_size: int = 0
        kernel_code_entry_byte_offset: int = 0
        compute_pgm_rsrc3: int = 0
        compute_pgm_rsrc1: int = 0
        compute_pgm_rsrc2: int = 0
        kernel_code_properties: int = 0
        kernarg_preload: int = 0
    reserved: dict[str, bytes] = field(
        default_factory=lambda: {name: bytes(size) for name, _, size in RESERVED_BYTES}
    )
    warnings: list[str] = field(default_factory=list)

    # ---- raw access -------------------------------------------------------------------------

    def word(self, name: str) -> int:
        """The raw value of ``compute_pgm_rsrc1`` / ``...rsrc2`` / ``...rsrc3`` /
        ``kernel_code_properties`` / ``kernarg_preload``."""
        value: int = getattr(self, name)
        return value

    def rows(self, word: str) -> tuple[BitField, ...]:
        """The table rows of ``word`` that exist on this descriptor's processor."""
        return _rows(word, self.target.traits)

    def field(self, word: str, name: str) -> int:
        """A field of a word by its spec name (e.g. ``("compute_pgm_rsrc1", "PRIORITY")``)."""
        # this processor's row first: a name can have other widths on other generations
        for row in (*self.rows(word), *_TABLES[word]):
            if row.name == name:
                return get_field(self.word(word), row.lsb, row.width)
        raise KeyError(f"{word} has no field {name}")

    def fields(self) -> dict[str, dict[str, int]]:
        """``{word: {field: value}}`` for the fields this processor has (reserved ones included)."""
        out: dict[str, dict[str, int]] = {}
        for word, _ in WORDS:
            value = self.word(word)
            out[word] = {
                row.name: get_field(value, row.lsb, row.width) for row in self.rows(word)
            }
        return out

    # ---- friendly views ---------------------------------------------------------------------

    @property
    def wavefront_size32(self) -> bool:
        return self.target.major >= 10 and bool(get_field(self.kernel_code_properties, 10, 1))

    @property
    def wavefront_size(self) -> int:
        return 32 if self.wavefront_size32 else 64

    @property
    def granulated_workitem_vgpr_count(self) -> int:
        return get_field(self.compute_pgm_rsrc1, 0, 6)

    @property
    def granulated_wavefront_sgpr_count(self) -> int:
        return get_field(self.compute_pgm_rsrc1, 6, 4)

    @property
    def vgpr_encoding_granule(self) -> int:
        return _vgpr_encoding_granule(self.target, self.wavefront_size32)

    @property
    def next_free_vgpr(self) -> int:
        """VGPRs allocated per work-item: (granulated + 1) * encoding granule."""
        return (self.granulated_workitem_vgpr_count + 1) * self.vgpr_encoding_granule

    @property
    def next_free_sgpr(self) -> int:
        """SGPRs counted by the granulated field (gfx6-9; includes VCC/flat scratch/XNACK)."""
        return (self.granulated_wavefront_sgpr_count + 1) * _SGPR_ENCODING_GRANULE

    @property
    def accum_offset(self) -> int | None:
        if not self.target.gfx90a_family:
            return None
        return (get_field(self.compute_pgm_rsrc3, 0, 6) + 1) * 4

    @property
    def user_sgpr_count(self) -> int:
        return self.field("compute_pgm_rsrc2", "USER_SGPR_COUNT")

    @property
    def implied_user_sgpr_count(self) -> int:
        """User SGPRs implied by the enabled kernel_code_properties bits and kernarg preload."""
        kcp = self.kernel_code_properties
        sizes = ((0, 4), (1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 1))
        count = sum(size for bit, size in sizes if kcp >> bit & 1)
        return count + get_field(self.kernarg_preload, 0, 7)

    @property
    def uses_dynamic_stack(self) -> bool:
        return bool(get_field(self.kernel_code_properties, 11, 1))

    # ---- printing ---------------------------------------------------------------------------

    def _printed(self) -> list[tuple[str, str, int]]:
        """(kind, name, value) for each line llvm-objdump 19 prints; kind is ``directive`` or
        ``comment``."""
        t = self.target
        out: list[tuple[str, str, int]] = [
            ("directive", ".amdhsa_group_segment_fixed_size", self.group_segment_fixed_size),
            ("directive", ".amdhsa_private_segment_fixed_size", self.private_segment_fixed_size),
            ("directive", ".amdhsa_kernarg_size", self.kernarg_size),
        ]
        for word, _ in WORDS:
            value = self.word(word)
            for row in self.rows(word):
                v = get_field(value, row.lsb, row.width)
                show = row.show
                if show == "comment":
                    out.append(("comment", row.name, v))
                    continue
                directive = row.directive
                if directive is None:  # reserved and hidden fields: not printed
                    continue
                if show == "directive":
                    out.append(("directive", directive, v))
                elif show == "nonzero":
                    if v:
                        out.append(("directive", directive, v))
                elif show == "cov5":
                    # llvm-objdump takes the version from EI_ABIVERSION and knows only V4-V6;
                    # V2/V3 objects get its default, V5
                    if self.code_object_version != 4:
                        out.append(("directive", directive, v))
                elif show == "wave64":
                    if self.wavefront_size32:
                        out.append(("comment", row.name, v))
                    else:
                        out.append(("directive", directive, v))
                elif show == "derived":
                    if row.name == "GRANULATED_WORKITEM_VGPR_COUNT":
                        out.append(("directive", directive, self.next_free_vgpr))
                    elif row.name == "GRANULATED_WAVEFRONT_SGPR_COUNT":
                        out.append(("directive", ".amdhsa_reserve_vcc", 0))
                        if not t.architected_flat_scratch:
                            out.append(("directive", ".amdhsa_reserve_flat_scratch", 0))
                        out.append(("directive", ".amdhsa_reserve_xnack_mask",
                                    int(_objdump_reserves_xnack(t))))
                        out.append(("directive", directive, self.next_free_sgpr))
                    elif row.name == "ACCUM_OFFSET":
                        out.append(("directive", directive, (v + 1) * 4))
        return out

    def lines(self) -> list[str]:
        """The lines llvm-objdump 19 prints between ``.amdhsa_kernel`` and
        ``.end_amdhsa_kernel`` (without the leading tab): directives and ``; FIELD value``
        comments.  Printed even for descriptors llvm-objdump refuses (see ``warnings``)."""
        return [
            f"{name} {value}" if kind == "directive" else f"; {name} {value}"
            for kind, name, value in self._printed()
        ]

    def directives(self) -> list[tuple[str, int]]:
        """``(directive, value)`` pairs that llvm-mc assembles back into these bytes: the
        directive lines of ``to_text()``, in llvm-objdump 19's order.

        This is the one view of a descriptor: ``dump --directives``, the ``descriptor`` of
        ``dump --json`` and ``encode()`` all use it, and ``encode(kd.directives(), target,
        version)`` gives back these 64 bytes (the entry offset apart, and bits no directive
        can set, which ``replace()`` keeps).  It departs from llvm-objdump's own lines
        (``lines()``, ``objdump_directives()``) only where those would not reassemble: on a
        target with XNACK on or "any", llvm-objdump prints ``.amdhsa_reserve_xnack_mask 0``
        and the granulated SGPR count, which llvm-mc refuses; here the reservation is what
        the target ID requires and ``.amdhsa_next_free_sgpr`` is the count that, with it,
        gives the same granule (see docs/descriptors.md).
        """
        return [(name, value) for kind, name, value in self._reassemblable()
                if kind == "directive"]

    def objdump_directives(self) -> list[tuple[str, int]]:
        """``(directive, value)`` exactly as llvm-objdump 19 prints them (``lines()`` without
        its comment lines); these do not always reassemble (see ``directives()``)."""
        return [(name, value) for kind, name, value in self._printed() if kind == "directive"]

    def to_text(self, kernel_name: str, *, indent: str = "\t", exact: bool = False) -> str:
        """An ``.amdhsa_kernel NAME ... .end_amdhsa_kernel`` block that llvm-mc assembles back
        into these 64 bytes (the entry offset apart, which the assembler computes).

        The lines are ``directives()``: llvm-objdump's, except where its lines would not
        reassemble: the ``.amdhsa_reserve_*`` lines llvm-mc refuses on the target are left out
        or set to what the target ID requires (with ``.amdhsa_next_free_sgpr`` adjusted to give
        the same granule), ``.amdhsa_user_sgpr_count`` is added when it is not the implied
        count, and fields no directive can express are comments.  Warnings become comments
        first.  ``exact=True`` gives llvm-objdump 19's block itself, line for line.
        """
        if exact:
            inner = "".join(f"{indent}{line}\n" for line in self.lines())
            return f".amdhsa_kernel {kernel_name}\n{inner}.end_amdhsa_kernel\n"
        body = [f"; warning: {w}" for w in self.warnings]
        for kind, name, value in self._reassemblable():
            body.append(f"{name} {value}" if kind == "directive" else f"; {name} {value}")
        body += [f"; {text}" for text in self._unexpressed()]
        inner = "".join(f"{indent}{line}\n" for line in body)
        return f".amdhsa_kernel {kernel_name}\n{inner}.end_amdhsa_kernel\n"

    def _reassemblable(self) -> list[tuple[str, str, int]]:
        """``_printed()`` made reassemblable: (kind, name, value), kind ``directive`` or
        ``comment``."""
        out: list[tuple[str, str, int]] = []
        sgpr = _solve_sgpr_directives(self)
        # llvm-mc-19 takes a shared VGPR count in wave32 only when the wave size comes from the
        # target rather than from .amdhsa_wavefront_size32
        shared = _row(self.target, "compute_pgm_rsrc3", "SHARED_VGPR_COUNT")
        shared_in_wave32 = (
            shared is not None and self.wavefront_size32 and self.code_object_version >= 4
            and get_field(self.compute_pgm_rsrc3, shared.lsb, shared.width)
        )
        for kind, name, value in self._printed():
            if shared_in_wave32 and name == ".amdhsa_wavefront_size32":
                continue
            if shared_in_wave32 and name == "SHARED_VGPR_COUNT":
                out.append(("directive", ".amdhsa_shared_vgpr_count", value))
                continue
            if kind == "comment":
                out.append((kind, name, value))
                continue
            if name in sgpr:
                solved = sgpr[name]
                if solved is not None:
                    out.append(("directive", name, solved))
                continue
            out.append(("directive", name, value))
            if name in (
                ".amdhsa_system_sgpr_private_segment_wavefront_offset",
                ".amdhsa_enable_private_segment",
            ) and self.user_sgpr_count != self.implied_user_sgpr_count:
                out.append(("directive", ".amdhsa_user_sgpr_count", self.user_sgpr_count))
        if self.code_object_version == 4 and self.uses_dynamic_stack:
            out.append(("directive", ".amdhsa_uses_dynamic_stack", 1))
        return out

    def _unexpressed(self) -> list[str]:
        """Non-zero fields that no printed directive carries, as ``FIELD = value`` texts."""
        notes = []
        for word, _ in WORDS:
            value = self.word(word)
            for row in self.rows(word):
                v = get_field(value, row.lsb, row.width)
                if v and row.show in ("hidden", "reserved") and row.directive is None:
                    notes.append(f"{word}.{row.name} = {v:#x} (no directive sets it)")
        return notes

    def check(self) -> list[str]:
        """Everything llvm-objdump 19 would refuse in this descriptor, as messages."""
        problems = []
        for name, offset, size in RESERVED_BYTES:
            if any(self.reserved[name]):
                problems.append(
                    f"reserved bytes {offset}..{offset + size - 1} are not zero"
                )
        t = self.target
        if t.major >= 10 and self.granulated_wavefront_sgpr_count:
            problems.append(
                "COMPUTE_PGM_RSRC1.GRANULATED_WAVEFRONT_SGPR_COUNT is "
                f"{self.granulated_wavefront_sgpr_count}, must be zero on gfx10+"
            )
        for word, _ in WORDS:
            value = self.word(word)
            if not value & _reserved_mask(word, t.traits):
                continue
            for row in self.rows(word):
                v = get_field(value, row.lsb, row.width)
                if v and row.show == "reserved":
                    bits = (
                        f"bit {row.lsb}" if row.width == 1
                        else f"bits {row.lsb + row.width - 1}:{row.lsb}"
                    )
                    problems.append(f"{word.upper()}.{row.name} ({bits}) is {v:#x}, must be zero")
        return problems

    def unexpressed(self) -> list[str]:
        """What ``directives()`` cannot carry, by name (``compute_pgm_rsrc1.PRIORITY``,
        ``reserved1``): the non-zero reserved bytes and the non-zero bit fields no directive
        llvm-mc 19 accepts sets (a gfx10+ SGPR granule, reserved bits, comment-only fields).
        When it is empty, ``encode(kd.directives(), ...)`` gives back these bytes."""
        names = [name for name, _, _ in RESERVED_BYTES if any(self.reserved[name])]
        expressed = _encoded_masks(self.target, frozenset(name for name, _ in self.directives()))
        for word, _ in WORDS:
            value = self.word(word) & ~expressed[word]
            names += [f"{word}.{row.name}" for row in self.rows(word)
                      if value & row.mask and row.mask & ~expressed[word]]
        return names

    # ---- editing ----------------------------------------------------------------------------

    def replace(
        self,
        changes: Mapping[str, int] | Iterable[tuple[str, int]] = (),
        *,
        newer: bool = False,
    ) -> KernelDescriptor:
        """A new descriptor with ``changes`` applied; this one is left as it is.

        A change is named in one of three ways:

        * ``.amdhsa_*``: a directive, read as llvm-mc reads it in the ``.amdhsa_kernel`` block
          of ``directives()`` with that line changed (or added), with all of llvm-mc's checks
          (``DescriptorError`` with its message) and derived fields (register granules, user
          SGPR count, ...);
        * ``WORD.FIELD``: a bit field by its spec name (``compute_pgm_rsrc1.PRIORITY``,
          ``compute_pgm_rsrc3.TRAP_ON_START``), set as is: for the fields no directive sets;
        * ``MEMBER``: a whole member of the descriptor by its spec name
          (``kernel_code_entry_byte_offset``, ``compute_pgm_rsrc2``, ``kernarg_size``, ...).

        Everything no change touches keeps its bits, including those no directive can express
        (reserved bytes and bits, the entry offset, a gfx10+ SGPR granule), so
        ``kd.replace().to_bytes() == kd.to_bytes()`` for every descriptor.
        """
        items = list(changes.items()) if isinstance(changes, Mapping) else list(changes)
        seen: set[str] = set()
        directives = dict(self.directives())
        order = list(directives)
        raw: list[tuple[str, int]] = []
        for name, value in items:
            if name in seen:
                raise DescriptorError(f"{name} is changed twice", directive=name, field=name)
            seen.add(name)
            if not isinstance(value, int) or isinstance(value, bool):
                raise DescriptorError(f"{name}: the value must be an integer, not {value!r}",
                                      directive=name, field=name)
            if name.startswith("."):
                if name not in directives:
                    order.append(name)
                directives[name] = value
            else:
                raw.append((name, value))
        new = encode_descriptor(
            [(name, directives[name]) for name in order], self.target, self.code_object_version,
            kernel_code_entry_byte_offset=self.kernel_code_entry_byte_offset, newer=newer,
        )
        words = {}
        for word, mask in _encoded_masks(new.target, frozenset(order)).items():
            words[word] = (new.word(word) & mask) | (self.word(word) & ~mask)
        out = KernelDescriptor(
            target=self.target, code_object_version=self.code_object_version,
            group_segment_fixed_size=new.group_segment_fixed_size,
            private_segment_fixed_size=new.private_segment_fixed_size,
            kernarg_size=new.kernarg_size,
            kernel_code_entry_byte_offset=self.kernel_code_entry_byte_offset,
            reserved=dict(self.reserved),
            **words,  # type: ignore[arg-type]  # the WORDS fields by name, all int
        )
        for name, value in raw:
            out._set_raw(name, value)
        out.warnings = out.check()
        return out

    def _set_raw(self, name: str, value: int) -> None:
        """Set a member (``kernarg_size``) or a bit field (``compute_pgm_rsrc1.PRIORITY``)."""
        if "." in name:
            word, _, field_name = name.partition(".")
            if word not in _TABLES:
                raise DescriptorError(f"unknown descriptor word {word!r} (one of "
                                      f"{', '.join(_TABLES)})", directive=name, field=name)
            row = next((r for r in self.rows(word) if r.name == field_name), None)
            if row is None:
                raise DescriptorError(
                    f"{word} has no field {field_name} on {self.target.name}",
                    directive=name, field=name)
            if not 0 <= value < 1 << row.width:
                raise DescriptorError(f"value {value} out of range for the {row.width}-bit "
                                      f"field {name}", directive=name, field=name)
            setattr(self, word, set_field(self.word(word), row.lsb, row.width, value))
            return
        size = _MEMBER_SIZES.get(name)
        if size is None:
            raise DescriptorError(
                f"unknown descriptor change {name!r}: expected an .amdhsa_* directive, "
                "WORD.FIELD or a member name", directive=name, field=name)
        low, high = (-(1 << 63), 1 << 63) if name == "kernel_code_entry_byte_offset" else (
            0, 1 << (8 * size))
        if not low <= value < high:
            raise DescriptorError(f"value {value} out of range for the {8 * size}-bit "
                                  f"member {name}", directive=name, field=name)
        setattr(self, name, value)

    # ---- bytes ------------------------------------------------------------------------------

    def to_bytes(self) -> bytes:
        """The 64 bytes of this descriptor."""
        # (a reserved field's bytes are cut or NUL-padded to its size by the struct)
        return KERNEL_DESCRIPTOR.struct.pack(*(
            self.reserved[name] if name in _RESERVED else getattr(self, name)
            for name in KERNEL_DESCRIPTOR.names))


#: the members ``replace()`` sets whole, and their sizes in bytes
_MEMBER_SIZES = {
    "group_segment_fixed_size": 4, "private_segment_fixed_size": 4, "kernarg_size": 4,
    "kernel_code_entry_byte_offset": 8, "compute_pgm_rsrc3": 4, "compute_pgm_rsrc1": 4,
    "compute_pgm_rsrc2": 4, "kernel_code_properties": 2, "kernarg_preload": 2,
}


@lru_cache(maxsize=256)
def _encoded_masks(target: DescriptorTarget, names: frozenset[str]) -> dict[str, int]:
    """The bits of each word that ``encode_descriptor`` sets from a block with the directives
    ``names``: the rows of those directives, the register granules (the SGPR one before gfx10
    only: llvm-mc leaves it 0 on gfx10+), the accumulation offset and the user SGPR count.
    The other bits are defaults, which ``replace()`` takes from the descriptor instead."""
    masks = {}
    for word, _ in WORDS:
        mask = 0
        for row in _rows(word, target.traits):
            if row.name == "GRANULATED_WAVEFRONT_SGPR_COUNT":
                expressed = target.major < 10
            elif row.name in ("GRANULATED_WORKITEM_VGPR_COUNT", "ACCUM_OFFSET",
                               "USER_SGPR_COUNT"):
                expressed = True
            else:
                expressed = row.directive is not None and row.directive in names
            if expressed:
                mask |= row.mask
        masks[word] = mask
    return masks


_CHECKED: dict[tuple[bytes, DescriptorTarget, int], tuple[str, ...]] = {}


def decode(
    data: bytes | bytearray | memoryview,
    processor: Any,
    code_object_version: int | None,
    *,
    xnack: bool | None = None,
    address: int | None = None,
    offset: int | None = None,
    source: str | None = None,
) -> KernelDescriptor:
    """Decode a 64-byte kernel descriptor.

    ``processor`` is a name, a target ID string or a ``Processor``/``TargetID`` object (whose
    XNACK setting ``to_text()`` respects; ``xnack`` overrides it).  Odd values never raise:
    whatever llvm-objdump 19 refuses is listed in ``warnings`` (an ``address`` that is not
    64-byte aligned too).  Only a short buffer raises ``FormatError`` (``offset``/``source``
    name where it was).
    """
    if code_object_version is None or code_object_version not in (3, 4, 5, 6):
        raise FormatError(f"code object version {code_object_version!r} has no kernel "
                          "descriptor (V3 to V6 do; V2 has amd_kernel_code_t)", source=source,
                          structure="kernel descriptor", offset=offset)
    data = bytes(data[:KERNEL_DESCRIPTOR_SIZE])
    if len(data) < KERNEL_DESCRIPTOR_SIZE:
        raise FormatError(
            f"kernel descriptor needs {KERNEL_DESCRIPTOR_SIZE} bytes, only {len(data)} left",
            source=source, structure="kernel descriptor", offset=offset,
        )
    target = descriptor_target(processor, xnack=xnack)
    values = dict(zip(KERNEL_DESCRIPTOR.names, KERNEL_DESCRIPTOR.struct.unpack(data)))
    reserved = {name: values.pop(name) for name in _RESERVED}
    kd = KernelDescriptor(target=target, code_object_version=code_object_version,
                          reserved=reserved, **values)
    # What check() finds depends on the bytes but for the entry offset, the target and the
    # version; kernels of one object mostly share all three.
    key = (data[:16] + data[24:], target, code_object_version)
    problems = _CHECKED.get(key)
    if problems is None:
        if len(_CHECKED) >= 4096:
            _CHECKED.clear()
        problems = _CHECKED[key] = tuple(kd.check())
    kd.warnings = list(problems)
    if address is not None and address % 64:
        kd.warnings.insert(0, f"kernel descriptor at {address:#x} is not 64-byte aligned")
    return kd


# --------------------------------------------------------------------------------------------
# Directives: the set of a target, and encoding
# --------------------------------------------------------------------------------------------


@record(frozen=True)
class DirectiveInfo:
    """One ``.amdhsa_*`` directive valid for a target: its default and largest value."""

    name: str
    default: int | None
    max: int
    required: bool = False


_USER_SGPR_SIZES = {
    ".amdhsa_user_sgpr_private_segment_buffer": 4,
    ".amdhsa_user_sgpr_dispatch_ptr": 2,
    ".amdhsa_user_sgpr_queue_ptr": 2,
    ".amdhsa_user_sgpr_kernarg_segment_ptr": 2,
    ".amdhsa_user_sgpr_dispatch_id": 2,
    ".amdhsa_user_sgpr_flat_scratch_init": 2,
    ".amdhsa_user_sgpr_private_segment_size": 1,
}

#: directives with no bit field of their own, and the generations llvm-mc accepts them on
_EXTRA_DIRECTIVES = (
    (".amdhsa_group_segment_fixed_size", "all", 0xFFFFFFFF),
    (".amdhsa_private_segment_fixed_size", "all", 0xFFFFFFFF),
    (".amdhsa_kernarg_size", "all", 0xFFFFFFFF),
    (".amdhsa_reserve_vcc", "all", 1),
    (".amdhsa_reserve_flat_scratch", "gfx7+ !archfs", 1),
    (".amdhsa_reserve_xnack_mask", "gfx8+", 1),
)

#: where llvm-mc rejects a directive, the message (checked with llvm-mc-19, see the tests)
_REQUIRES = {
    ".amdhsa_reserve_flat_scratch": ("gfx7+", "directive requires gfx7+"),
    ".amdhsa_reserve_xnack_mask": ("gfx8+", "directive requires gfx8+"),
    ".amdhsa_fp16_overflow": ("gfx9+", "directive requires gfx9+"),
    ".amdhsa_dx10_clamp": ("gfx6-11", "directive unsupported on gfx12+"),
    ".amdhsa_ieee_mode": ("gfx6-11", "directive unsupported on gfx12+"),
    ".amdhsa_wavefront_size32": ("gfx10+", "directive requires gfx10+"),
    ".amdhsa_workgroup_processor_mode": ("gfx10+", "directive requires gfx10+"),
    ".amdhsa_memory_ordered": ("gfx10+", "directive requires gfx10+"),
    ".amdhsa_forward_progress": ("gfx10+", "directive requires gfx10+"),
    ".amdhsa_shared_vgpr_count": ("gfx10-11", "directive requires gfx10 or gfx11"),
    ".amdhsa_round_robin_scheduling": ("gfx12+", "directive requires gfx12+"),
    ".amdhsa_accum_offset": ("gfx90a", "directive requires gfx90a+"),
    ".amdhsa_tg_split": ("gfx90a", "directive requires gfx90a+"),
    ".amdhsa_user_sgpr_kernarg_preload_length": ("kernarg_preload", "directive requires gfx90a+"),
    ".amdhsa_user_sgpr_kernarg_preload_offset": ("kernarg_preload", "directive requires gfx90a+"),
    # llvm-mc-22 on gfx1200 and gfx950
    ".amdhsa_named_barrier_count": ("gfx1250", "directive requires gfx1250+"),
    ".amdhsa_user_sgpr_private_segment_buffer": (
        "!archfs", "directive is not supported with architected flat scratch"),
    ".amdhsa_user_sgpr_flat_scratch_init": (
        "!archfs", "directive is not supported with architected flat scratch"),
    ".amdhsa_system_sgpr_private_segment_wavefront_offset": (
        "!archfs", "directive is not supported with architected flat scratch"),
    ".amdhsa_enable_private_segment": (
        "archfs", "directive is not supported without architected flat scratch"),
}
#: where a newer llvm-mc (LLVM 22, hsa-diag-v4.s) words the refusal otherwise: gfx12.5 has no
#: WGP mode either
_REQUIRES_NEWER = {
    ".amdhsa_workgroup_processor_mode": ("gfx10+ !gfx1250", "directive unsupported on {mcpu}"),
}
# the check order llvm-mc uses for .amdhsa_reserve_flat_scratch: gfx7+ first, then archfs
_REQUIRES_FLAT = ("!archfs", "directive is not supported with architected flat scratch")

#: directives LLVM 19 does not know (added in LLVM 21/22; accepted with ``newer=True``)
_NEWER_DIRECTIVES = frozenset((".amdhsa_inst_pref_size", ".amdhsa_named_barrier_count"))

#: directives llvm-mc-15 (code object V3) does not know
_NOT_IN_LLVM15 = {
    ".amdhsa_user_sgpr_kernarg_preload_length",
    ".amdhsa_user_sgpr_kernarg_preload_offset",
    ".amdhsa_round_robin_scheduling",
}


# The tables below depend on the processor (its traits) only: they are built once per
# processor, not once per kernel (a large clang -S file has hundreds of kernels).  The
# cached values are shared: callers never change them.

def _rows_by_directive(target: DescriptorTarget) -> dict[str, tuple[str, BitField]]:
    return _rows_by_directive_for(target.traits)


@lru_cache(maxsize=64)
def _rows_by_directive_for(traits: KDTraits) -> dict[str, tuple[str, BitField]]:
    rows: dict[str, tuple[str, BitField]] = {}
    for word, table in WORDS:
        for row in fields_for(table, traits):
            if row.directive and row.directive not in rows:
                rows[row.directive] = (word, row)
    return rows


def _applies(spec: str, target: DescriptorTarget) -> bool:
    return _applies_for(spec, target.traits)


@lru_cache(maxsize=1024)
def _applies_for(spec: str, traits: KDTraits) -> bool:
    from ..formats.kernel_descriptor import applies

    return applies(spec, traits)


def _known_directives(target: DescriptorTarget) -> set[str]:
    """Every directive name llvm-mc knows (even where it then refuses it for the target)."""
    return set(_known_names(False, False, False))


@lru_cache(maxsize=8)
def _known_names(inst_pref: bool, named_barrier: bool, v3: bool) -> frozenset[str]:
    """The directive names llvm-mc knows, with ``.amdhsa_inst_pref_size`` and
    ``.amdhsa_named_barrier_count`` (newer llvm-mc) if asked for, without those llvm-mc-15
    does not know if ``v3``."""
    names = set(_REQUIRES) | {name for name, _, _ in _EXTRA_DIRECTIVES}
    names |= {".amdhsa_next_free_vgpr", ".amdhsa_next_free_sgpr", ".amdhsa_user_sgpr_count",
              ".amdhsa_uses_dynamic_stack"}
    for _, table in WORDS:
        names |= {row.directive for row in table if row.directive}
    names -= _NEWER_DIRECTIVES
    if inst_pref:
        names.add(".amdhsa_inst_pref_size")
    if named_barrier:
        names.add(".amdhsa_named_barrier_count")
    if v3:
        names -= _NOT_IN_LLVM15
    return frozenset(names)


#: the fields llvm-mc does not leave 0, and their values, wherever the target has the field
_DEFAULT_FIELDS = (
    ("compute_pgm_rsrc1", "FLOAT_DENORM_MODE_16_64", 3),  # flush none
    ("compute_pgm_rsrc1", "ENABLE_DX10_CLAMP", 1),
    ("compute_pgm_rsrc1", "ENABLE_IEEE_MODE", 1),
    ("compute_pgm_rsrc1", "WGP_MODE", 1),
    ("compute_pgm_rsrc1", "MEM_ORDERED", 1),
    ("compute_pgm_rsrc2", "ENABLE_SGPR_WORKGROUP_ID_X", 1),
)


def _defaults(target: DescriptorTarget, code_object_version: int = 5,
              wave64: bool = False, tgsplit: bool = False) -> dict[str, int]:
    """llvm-mc's default descriptor words for ``target``.  Code object V3 is made by
    llvm-mc-15, which leaves the wave32 bit clear unless the directive sets it; so does a
    wave64 subtarget (``-mattr=+wavefrontsize64``).  A tgsplit subtarget (``-mattr=+tgsplit``)
    sets TG_SPLIT where the descriptor has it (gfx90a+)."""
    return dict(_default_words(target, code_object_version, wave64, tgsplit))


@lru_cache(maxsize=256)
def _default_words(target: DescriptorTarget, code_object_version: int,
                   wave64: bool, tgsplit: bool = False) -> tuple[tuple[str, int], ...]:
    words = {word: 0 for word, _ in WORDS}
    for word, name, value in _DEFAULT_FIELDS:
        row = _row(target, word, name)
        if row is not None:
            words[word] = set_field(words[word], row.lsb, row.width, value)
    if target.major >= 10 and code_object_version >= 4 and not wave64:
        # wave32 is the default on gfx10+
        words["kernel_code_properties"] = set_field(words["kernel_code_properties"], 10, 1, 1)
    split = _row(target, "compute_pgm_rsrc3", "TG_SPLIT") if tgsplit else None
    if split is not None:
        words["compute_pgm_rsrc3"] = set_field(words["compute_pgm_rsrc3"], split.lsb,
                                               split.width, 1)
    for word, name, value in _RELEASE_DEFAULT_FIELDS.get(_release(target.name), ()):
        row = _row(target, word, name)
        if row is not None:
            words[word] = set_field(words[word], row.lsb, row.width, value)
    return tuple(words.items())


#: fields a newer llvm-mc (the referee of the processors whose instruction tables come from
#: that release, codeobj.isa.db.release_of) also sets by default: LLVM 22's
#: getDefaultAmdhsaKernelDescriptor sets FWD_PROGRESS on gfx10+ (LLVM 19's did not)
_RELEASE_DEFAULT_FIELDS: dict[str | None, tuple[tuple[str, str, int], ...]] = {
    "llvm22": (("compute_pgm_rsrc1", "FWD_PROGRESS", 1),)}


def _release(name: str) -> str | None:
    from ..isa.db import release_of

    return release_of(name)


def directive_set(processor: Any, code_object_version: int = 5, *,
                  xnack: bool | None = None) -> list[DirectiveInfo]:
    """The ``.amdhsa_*`` directives llvm-mc accepts for a target, with defaults and maxima."""
    target = descriptor_target(processor, xnack=xnack)
    rows = _rows_by_directive(target)
    words = _defaults(target, code_object_version)
    out: list[DirectiveInfo] = []
    for name in sorted(_known_directives(target)):
        if code_object_version < 4 and name in _NOT_IN_LLVM15:
            continue
        if name in _REQUIRES and not _applies(_REQUIRES[name][0], target):
            continue
        if name in _REQUIRES_NEWER and not _applies(_REQUIRES_NEWER[name][0], target):
            continue
        if name == ".amdhsa_reserve_flat_scratch" and target.architected_flat_scratch:
            continue
        if name in (".amdhsa_next_free_vgpr", ".amdhsa_next_free_sgpr"):
            out.append(DirectiveInfo(name, None, 0xFFFFFFFF, required=True))
        elif name == ".amdhsa_accum_offset":
            out.append(DirectiveInfo(name, None, 256, required=True))
        elif name == ".amdhsa_user_sgpr_count":
            usc = _row(target, "compute_pgm_rsrc2", "USER_SGPR_COUNT")
            assert usc is not None
            out.append(DirectiveInfo(name, None, (1 << usc.width) - 1))
        elif name == ".amdhsa_reserve_vcc" or name == ".amdhsa_reserve_flat_scratch":
            out.append(DirectiveInfo(name, 1, 1))
        elif name == ".amdhsa_reserve_xnack_mask":
            out.append(DirectiveInfo(name, int(target.xnack_on_or_any), 1))
        elif name in rows:
            word, row = rows[name]
            out.append(DirectiveInfo(name, get_field(words[word], row.lsb, row.width),
                                     (1 << row.width) - 1))
        else:
            extra = {n: m for n, _, m in _EXTRA_DIRECTIVES}
            if name in extra:
                out.append(DirectiveInfo(name, 0, extra[name]))
    return out


def parse_directives(text: str) -> list[tuple[str, int]]:
    """``(directive, value)`` pairs from ``.amdhsa_*`` lines (an ``.amdhsa_kernel`` block's
    body, or the whole block); ``;`` and ``//`` comments are ignored.  Values are integers
    (decimal, ``0x`` hex, ``0b`` binary, leading-0 octal)."""
    pairs = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split(";", 1)[0].split("//", 1)[0].strip()
        if not line or line.startswith((".amdhsa_kernel", ".end_amdhsa_kernel")):
            continue
        parts = line.split(None, 1)
        if len(parts) != 2:
            raise DescriptorError(f"line {number}: expected a directive and a value: {raw!r}",
                                  directive=parts[0])
        name, value = parts
        pairs.append((name, _int(value.strip(), name, number)))
    return pairs


def int_literal(text: str) -> int | None:
    """An integer as the ``.amdhsa_*`` and ``.amd_kernel_code_t`` texts write it (decimal, ``0x``
    hex, ``0b`` binary, ``0o`` or leading-0 octal, an optional ``-``), or None."""
    neg = text.startswith("-")
    body = text[1:] if neg else text
    try:
        if body[:2].lower() in ("0x", "0b", "0o"):
            v = int(body, 0)
        elif len(body) > 1 and body.startswith("0"):
            v = int(body, 8)
        else:
            v = int(body, 10)
    except ValueError:
        return None
    return -v if neg else v


def _int(text: str, name: str, number: int) -> int:
    value = int_literal(text)
    if value is None:
        raise DescriptorError(f"line {number}: {name}: bad value {text!r}", directive=name)
    return value


def encode_descriptor(
    directives: Mapping[str, int] | Iterable[tuple[str, int]],
    processor: Any,
    code_object_version: int = 5,
    *,
    xnack: bool | None = None,
    kernel_code_entry_byte_offset: int = 0,
    newer: bool = False,
    wave64: bool | None = None,
    tgsplit: bool = False,
) -> KernelDescriptor:
    """Build the descriptor llvm-mc builds for an ``.amdhsa_kernel`` block.

    ``directives`` maps (or lists, in source order) ``.amdhsa_*`` names to integers.
    ``wave64``: the subtarget's wave size when ``-mattr`` chose one (True: wavefrontsize64),
    which a block without ``.amdhsa_wavefront_size32`` takes on gfx10+; ``tgsplit``: the
    subtarget has ``-mattr=+tgsplit``, which a block without ``.amdhsa_tg_split`` takes (gfx90a+).
    ``newer=True`` also accepts what LLVM added after 19 (NEWER-FACTS.md):
    ``.amdhsa_inst_pref_size`` on gfx11+, ``.amdhsa_named_barrier_count`` (gfx12.5).
    Raises ``DescriptorError`` with llvm-mc's message for the first problem, in llvm-mc's
    order: unknown or repeated directive, a directive the target does not support, a value out
    of range, a missing required directive, then the checks made at ``.end_amdhsa_kernel``.
    """
    target = descriptor_target(processor, xnack=xnack)
    # a processor refereed by a newer llvm-mc (LLVM 22: gfx950, gfx1250, ...) takes what that
    # llvm-mc accepts
    newer = newer or _release(target.name) not in (None, "llvm19")
    items = list(directives.items()) if isinstance(directives, Mapping) else list(directives)
    words = _defaults(target, code_object_version, bool(wave64), tgsplit)
    rows = _rows_by_directive(target)
    known = _known_names(newer and target.major >= 11, newer, code_object_version < 4)
    sizes = {".amdhsa_group_segment_fixed_size": 0, ".amdhsa_private_segment_fixed_size": 0,
             ".amdhsa_kernarg_size": 0}
    seen: set[str] = set()
    next_free_vgpr = next_free_sgpr = None
    reserve_vcc = True
    reserve_flat = True
    reserve_xnack = target.xnack_on_or_any
    implied_user_sgprs = 0
    explicit_user_sgprs: int | None = None
    accum_offset: int | None = None
    preload_length = preload_offset = 0
    shared_vgpr_count = 0
    wave32: bool | None = None  # from .amdhsa_wavefront_size32, when given

    def fail(message: str, name: str | None) -> DescriptorError:
        return DescriptorError(message, directive=name, field=name)

    for name, value in items:
        if name not in known:
            raise fail("unknown .amdhsa_kernel directive", name)
        if name in seen:
            raise fail(".amdhsa_ directives cannot be repeated", name)
        seen.add(name)
        if name == ".amdhsa_reserve_flat_scratch":
            if target.major < 7:
                raise fail("directive requires gfx7+", name)
            if target.architected_flat_scratch:
                raise fail(_REQUIRES_FLAT[1], name)
        elif newer and name in _REQUIRES_NEWER:
            if not _applies(_REQUIRES_NEWER[name][0], target):
                raise fail(_REQUIRES_NEWER[name][1].format(mcpu=target.name), name)
        elif name in _REQUIRES and not _applies(_REQUIRES[name][0], target):
            raise fail(_REQUIRES[name][1], name)
        if value < 0:
            raise fail("value out of range", name)
        if name in sizes:
            if value > 0xFFFFFFFF:
                raise fail("value out of range", name)
            sizes[name] = value
            continue
        if name == ".amdhsa_next_free_vgpr":
            next_free_vgpr = value
        elif name == ".amdhsa_next_free_sgpr":
            next_free_sgpr = value
        elif name == ".amdhsa_reserve_vcc":
            if value > 1:
                raise fail("value out of range", name)
            reserve_vcc = bool(value)
        elif name == ".amdhsa_reserve_flat_scratch":
            if value > 1:
                raise fail("value out of range", name)
            reserve_flat = bool(value)
        elif name == ".amdhsa_reserve_xnack_mask":
            if value > 1:
                raise fail("value out of range", name)
            if bool(value) != target.xnack_on_or_any:
                raise fail(".amdhsa_reserve_xnack_mask does not match target id", name)
            reserve_xnack = bool(value)
        elif name == ".amdhsa_user_sgpr_count":
            explicit_user_sgprs = value
        elif name == ".amdhsa_accum_offset":
            accum_offset = value
        else:
            word, row = rows[name]
            if value >> row.width:
                raise fail("value out of range", name)
            if name == ".amdhsa_user_sgpr_kernarg_preload_length":
                preload_length = value
                implied_user_sgprs += value
            elif name == ".amdhsa_user_sgpr_kernarg_preload_offset":
                preload_offset = value
            elif name == ".amdhsa_shared_vgpr_count":
                shared_vgpr_count = value
            elif name == ".amdhsa_wavefront_size32":
                wave32 = bool(value)
            if name in _USER_SGPR_SIZES and value:
                implied_user_sgprs += _USER_SGPR_SIZES[name]
            words[word] = set_field(words[word], row.lsb, row.width, value)

    if ".amdhsa_next_free_vgpr" not in seen:
        raise fail(".amdhsa_next_free_vgpr directive is required", ".amdhsa_next_free_vgpr")
    if ".amdhsa_next_free_sgpr" not in seen:
        raise fail(".amdhsa_next_free_sgpr directive is required", ".amdhsa_next_free_sgpr")
    assert next_free_vgpr is not None and next_free_sgpr is not None

    explicit_wave32 = wave32
    if wave32 is None:
        # no directive: the target's wave size, wave32 on gfx10+ (llvm-mc 15 and 19 alike)
        wave32 = target.major >= 10 and not wave64
    vgpr_blocks = _blocks(next_free_vgpr, _vgpr_encoding_granule(target, wave32))
    sgprs = _sgprs_for_blocks(target, next_free_sgpr, reserve_vcc, reserve_flat, reserve_xnack)
    if sgprs is None:
        raise fail("value out of range", ".amdhsa_next_free_sgpr")
    sgpr_blocks = _blocks(sgprs, _SGPR_ENCODING_GRANULE) if target.major < 10 else 0
    if vgpr_blocks >> 6:
        raise fail("value out of range", ".amdhsa_next_free_vgpr")
    if sgpr_blocks >> 4:
        raise fail("value out of range", ".amdhsa_next_free_sgpr")
    rsrc1 = set_field(words["compute_pgm_rsrc1"], 0, 6, vgpr_blocks)
    words["compute_pgm_rsrc1"] = set_field(rsrc1, 6, 4, sgpr_blocks)

    user_sgprs = implied_user_sgprs if explicit_user_sgprs is None else explicit_user_sgprs
    if explicit_user_sgprs is not None and implied_user_sgprs > explicit_user_sgprs:
        raise fail("amdgpu_user_sgpr_count smaller than than implied by enabled user SGPRs",
                   ".amdhsa_user_sgpr_count")
    usc = _row(target, "compute_pgm_rsrc2", "USER_SGPR_COUNT")
    assert usc is not None
    if user_sgprs >> usc.width:
        raise fail("too many user SGPRs enabled", ".amdhsa_user_sgpr_count")
    words["compute_pgm_rsrc2"] = set_field(words["compute_pgm_rsrc2"], usc.lsb, usc.width,
                                           user_sgprs)

    kernarg_size = sizes[".amdhsa_kernarg_size"]
    if preload_length and kernarg_size and (preload_length + preload_offset) * 4 > kernarg_size:
        raise fail("Kernarg preload length + offset is larger than the kernarg segment size",
                   ".amdhsa_user_sgpr_kernarg_preload_length")

    if target.gfx90a_family:
        if accum_offset is None:
            raise fail(".amdhsa_accum_offset directive is required", ".amdhsa_accum_offset")
        if accum_offset < 4 or accum_offset > 256 or accum_offset % 4:
            raise fail("accum_offset should be in range [4..256] in increments of 4",
                       ".amdhsa_accum_offset")
        if accum_offset > _align(max(1, next_free_vgpr), 4):
            raise fail("accum_offset exceeds total VGPR allocation", ".amdhsa_accum_offset")
        words["compute_pgm_rsrc3"] = set_field(words["compute_pgm_rsrc3"], 0, 6,
                                               accum_offset // 4 - 1)

    if shared_vgpr_count:  # only accepted where the target has SHARED_VGPR_COUNT
        # llvm-mc-15 (V3) looks at the target's wave size, llvm-mc-19 only at the directive
        if explicit_wave32 or code_object_version < 4:
            raise fail("shared_vgpr_count directive not valid on wavefront size 32",
                       ".amdhsa_shared_vgpr_count")
        if shared_vgpr_count * 2 + vgpr_blocks > 63:
            raise fail("shared_vgpr_count*2 + compute_pgm_rsrc1.GRANULATED_WORKITEM_VGPR_COUNT "
                       "cannot exceed 63", ".amdhsa_shared_vgpr_count")

    return KernelDescriptor(
        target=target,
        code_object_version=code_object_version,
        group_segment_fixed_size=sizes[".amdhsa_group_segment_fixed_size"],
        private_segment_fixed_size=sizes[".amdhsa_private_segment_fixed_size"],
        kernarg_size=kernarg_size,
        kernel_code_entry_byte_offset=kernel_code_entry_byte_offset,
        **words,  # type: ignore[arg-type]  # the WORDS fields by name, all int
    )


def encode(
    directives: Mapping[str, int] | Iterable[tuple[str, int]] | KernelDescriptor,
    processor: Any = None,
    code_object_version: int = 5,
    *,
    xnack: bool | None = None,
    kernel_code_entry_byte_offset: int = 0,
    newer: bool = False,
    wave64: bool | None = None,
    tgsplit: bool = False,
) -> bytes:
    """The 64 bytes llvm-mc writes for an ``.amdhsa_kernel`` block (see ``encode_descriptor``).

    ``kernel_code_entry_byte_offset`` is the caller's: in a relocatable object llvm-mc leaves
    it 0 and emits an R_AMDGPU_REL64 relocation instead.

    Given a ``KernelDescriptor`` (``encode(decode(data, target, version))``), it encodes the
    descriptor's ``directives()`` for its own target and version, and keeps what no directive
    expresses (``KernelDescriptor.replace``): the result is the descriptor's bytes.
    """
    if isinstance(directives, KernelDescriptor):
        return directives.replace(newer=newer).to_bytes()
    if processor is None:
        raise TypeError("encode() needs a processor for a directive list")
    return encode_descriptor(
        directives, processor, code_object_version, xnack=xnack,
        kernel_code_entry_byte_offset=kernel_code_entry_byte_offset, newer=newer,
        wave64=wave64, tgsplit=tgsplit,
    ).to_bytes()


def _align(value: int, to: int) -> int:
    return -(-value // to) * to


def _blocks(count: int, granule: int) -> int:
    """max(1, count) rounded up to the granule, in granules, minus one."""
    return _align(max(1, count), granule) // granule - 1


def _objdump_reserves_xnack(target: DescriptorTarget) -> bool:
    """The ``.amdhsa_reserve_xnack_mask`` llvm-objdump prints: 0 in LLVM 19; LLVM 22 prints
    whether the processor has FeatureXNACK (gfx12.5 does; checked on gfx1250 and gfx950 code
    objects from llvmlite 0.50).  On gfx10+ no SGPRs are reserved for it, so the printed
    ``.amdhsa_next_free_sgpr`` does not change; before gfx10 LLVM 22 would subtract the
    reserved SGPRs too, which is left at LLVM 19's 0 here (gfx950 has no FeatureXNACK)."""
    if target.major < 10 or _release(target.name) in (None, "llvm19"):
        return False
    from ..isa.db import Subtarget

    return Subtarget(target.name).has("FeatureXNACK")


def _extra_sgprs(target: DescriptorTarget, vcc: bool, flat: bool, xnack: bool) -> int:
    """SGPRs reserved beyond next_free_sgpr for VCC, FLAT_SCRATCH and XNACK_MASK (gfx6-9)."""
    extra = 2 if vcc else 0
    if target.major >= 10:
        return extra
    if target.major < 8:
        if flat:
            extra = 4
    else:
        if xnack:
            extra = 4
        if flat or target.architected_flat_scratch:
            extra = 6
    return extra


def _sgprs_for_blocks(target: DescriptorTarget, next_free_sgpr: int, vcc: bool, flat: bool,
                      xnack: bool) -> int | None:
    """The SGPR count llvm-mc granulates, or None when it is out of range."""
    if target.major >= 10:
        return 0
    addressable = target.addressable_sgprs
    if target.major >= 8 and not target.sgpr_init_bug and next_free_sgpr > addressable:
        return None
    count = next_free_sgpr + _extra_sgprs(target, vcc, flat, xnack)
    if (target.major <= 7 or target.sgpr_init_bug) and count > addressable:
        return None
    if target.sgpr_init_bug:
        count = addressable  # the fixed count every kernel gets
    return count


def _solve_sgpr_directives(kd: KernelDescriptor) -> dict[str, int | None]:
    """Values for the SGPR directives that llvm-mc accepts on the target and that give back
    the descriptor's GRANULATED_WAVEFRONT_SGPR_COUNT.  ``None`` means "leave the line out"."""
    t = kd.target
    out: dict[str, int | None] = {".amdhsa_reserve_vcc": 0}
    if t.major < 7:
        out[".amdhsa_reserve_flat_scratch"] = None
    elif not t.architected_flat_scratch:
        out[".amdhsa_reserve_flat_scratch"] = 0
    xnack = t.xnack_on_or_any
    out[".amdhsa_reserve_xnack_mask"] = None if t.major < 8 else int(xnack)
    want = kd.granulated_wavefront_sgpr_count
    if t.major >= 10 or t.sgpr_init_bug:
        out[".amdhsa_next_free_sgpr"] = kd.next_free_sgpr
        return out
    extra_fixed = _extra_sgprs(t, False, False, xnack and t.major >= 8)
    # the largest count granulating to `want`, less the SGPRs llvm-mc will add back
    best = (want + 1) * _SGPR_ENCODING_GRANULE - extra_fixed
    for vcc in (False, True):
        # gfx6 has no .amdhsa_reserve_flat_scratch, and llvm-mc then counts it as reserved
        flats = (True,) if t.major < 7 else (False,) if t.architected_flat_scratch else (
            False, True)
        for flat in flats:
            extra = _extra_sgprs(t, vcc, flat, xnack and t.major >= 8)
            for n in range((want + 1) * _SGPR_ENCODING_GRANULE - extra, -1, -1):
                count = _sgprs_for_blocks(t, n, vcc, flat, xnack and t.major >= 8)
                if count is None:
                    continue
                if _blocks(count, _SGPR_ENCODING_GRANULE) == want:
                    out[".amdhsa_reserve_vcc"] = int(vcc)
                    if ".amdhsa_reserve_flat_scratch" in out and out[
                        ".amdhsa_reserve_flat_scratch"
                    ] is not None:
                        out[".amdhsa_reserve_flat_scratch"] = int(flat)
                    out[".amdhsa_next_free_sgpr"] = n
                    return out
                break
    out[".amdhsa_next_free_sgpr"] = max(best, 0)
    return out
