"""Merging the e_flags of the inputs of a link, with the rules ld.lld applies (AMDGPU target).

V2/V3 inputs must carry identical e_flags.  From V4 on the MACH must agree, an ``any`` xnack or
sramecc setting is narrowed by an input that says ``on``/``off`` (two different explicit settings
are an error), and V6 generic versions must agree.  Every input must also have the same
EI_ABIVERSION.
"""

from __future__ import annotations

from ..errors import LinkError
from ..formats.eflags import EF_AMDGPU_MACH

__all__ = ["merge_eflags"]

_MACH_MASK = 0xFF
_XNACK_MASK = 0x300
_XNACK_ANY = 0x100
_SRAMECC_MASK = 0xC00
_SRAMECC_ANY = 0x400
_GENERIC_SHIFT = 24
_GENERIC_MASK = 0xFF << _GENERIC_SHIFT


def _mach_name(flags: int) -> str:
    try:
        return EF_AMDGPU_MACH(flags & _MACH_MASK).name.split("_", 1)[-1].lower()
    except ValueError:
        return f"unknown ({flags & _MACH_MASK:#x})"


def merge_eflags(inputs: list[tuple[str, int, int]]) -> int:
    """Merge ``(name, e_flags, ei_abiversion)`` of every input; raise LinkError naming the inputs.

    Returns the e_flags of the output.
    """
    if not inputs:
        raise LinkError("no input files")
    errors: list[str] = []
    first_name, merged, abi = inputs[0]
    # ld.lld stops at the first problem of the MACH/feature pass, then (V6) checks the
    # generic versions separately, so a file can earn two messages.
    for name, flags, other_abi in inputs[1:]:
        problem = _feature_problem(first_name, merged, abi, name, flags, other_abi)
        if isinstance(problem, str):
            errors.append(problem)
            break
        merged = problem
    if abi >= 4:
        for name, flags, _ in inputs[1:]:
            if flags & _GENERIC_MASK != inputs[0][1] & _GENERIC_MASK:
                errors.append(f"incompatible generic version: {name} "
                              f"(v{(flags & _GENERIC_MASK) >> _GENERIC_SHIFT}; {first_name} has "
                              f"v{(inputs[0][1] & _GENERIC_MASK) >> _GENERIC_SHIFT})")
                break
    if errors:
        raise LinkError("\n".join(errors))
    return merged


def _feature_problem(first_name: str, merged: int, abi: int, name: str, flags: int,
                     other_abi: int) -> int | str:
    """The merged flags after ``name``, or the message saying why it cannot be merged."""
    if other_abi != abi:
        return (f"incompatible ABI version: {name} (EI_ABIVERSION {other_abi}; {first_name} "
                f"has {abi})")
    if abi < 2:  # V2 and V3: all-or-nothing
        if flags != merged:
            return f"incompatible e_flags: {name} ({flags:#x}; {first_name} has {merged:#x})"
        return merged
    if flags & _MACH_MASK != merged & _MACH_MASK:
        return (f"incompatible mach: {name} ({_mach_name(flags)}; {first_name} is "
                f"{_mach_name(merged)})")
    for mask, any_value, what in ((_XNACK_MASK, _XNACK_ANY, "xnack"),
                                  (_SRAMECC_MASK, _SRAMECC_ANY, "sramecc")):
        mine, theirs = merged & mask, flags & mask
        if mine == any_value:
            merged = (merged & ~mask) | theirs
        elif theirs != any_value and theirs != mine:
            return (f"incompatible {what}: {name} ({what} setting {theirs:#x}; earlier inputs "
                    f"from {first_name} settle it as {mine:#x})")
    return merged
