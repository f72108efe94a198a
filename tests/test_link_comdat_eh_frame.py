"""codeobj.link rebuilds `.eh_frame` as ld.lld-19 does (hand-written `.cfi_*` without
`.cfi_sections .debug_frame` make one): identical CIEs kept once, FDEs of functions in dropped
COMDAT groups removed, each CIE followed by its FDEs, a 4-byte zero terminator; no
`.eh_frame_hdr` (ld.lld makes one only with --eh-frame-hdr).  Compared byte for byte with
ld.lld-19 -shared run live, the objects assembled by codeobj build (equal to llvm-mc-19's)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .test_link_comdat import HEADER, _assert_link_same, _llvm_mc, _ours

FUNC = """
	.section .text.{name},"axG",@progbits,{name},comdat
	.weak {name}
	.hidden {name}
	.type {name},@function
{name}:
	.cfi_startproc
	s_nop {n}
	.cfi_def_cfa_offset 16
	s_setpc_b64 s[30:31]
	.cfi_endproc
"""

KERNEL_LIKE = """
	.text
	.globl {name}
	.type {name},@function
{name}:
	.cfi_startproc
	{signal}
	s_nop {n}
	.cfi_offset 16, -8
	s_setpc_b64 s[30:31]
	.cfi_endproc
	.rodata
	.long {n}
"""

CASES = {
    "one_object_two_fdes": [KERNEL_LIKE.format(name="a", n=1, signal="")
                            + KERNEL_LIKE.format(name="b", n=2, signal="")],
    "shared_comdat_function": [
        FUNC.format(name="f", n=0) + KERNEL_LIKE.format(name="a", n=1, signal=""),
        FUNC.format(name="f", n=5) + KERNEL_LIKE.format(name="b", n=2, signal=""),
    ],
    "two_cies_and_dropped_fde": [
        FUNC.format(name="f", n=0) + KERNEL_LIKE.format(name="a", n=1,
                                                        signal=".cfi_signal_frame"),
        KERNEL_LIKE.format(name="b", n=2, signal="") + FUNC.format(name="f", n=3)
        + FUNC.format(name="g", n=4),
    ],
    "eh_and_debug_frame": [
        "\t.cfi_sections .eh_frame, .debug_frame\n" + KERNEL_LIKE.format(name="a", n=1,
                                                                          signal=""),
        FUNC.format(name="f", n=2),
    ],
    "three_objects": [
        FUNC.format(name="f", n=0),
        FUNC.format(name="f", n=1) + FUNC.format(name="g", n=2),
        FUNC.format(name="g", n=3) + KERNEL_LIKE.format(name="c", n=4, signal=""),
    ],
}


@pytest.mark.llvm19
@pytest.mark.parametrize("reverse", [False, True], ids=["forward", "reverse"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_eh_frame_links_like_lld(name: str, reverse: bool, tmp_path: Path) -> None:
    texts = [HEADER + t for t in CASES[name]]
    if reverse:
        texts.reverse()
    ours = [_ours(t, f"o{n}", "gfx90a", 5) for n, t in enumerate(texts)]
    refs = [_llvm_mc(t, tmp_path, f"o{n}", "gfx90a", 5) for n, t in enumerate(texts)]
    assert ours == refs
    linked = _assert_link_same(ours, refs, tmp_path)
    assert linked is not None


def test_eh_frame_record_count_without_tools():
    """The kept FDEs: one per function whose section survived (f's second copy is dropped)."""
    from codeobj.elf.model import open_code_object
    from codeobj import link

    texts = [HEADER + t for t in CASES["shared_comdat_function"]]
    objs = [_ours(t, f"o{n}", "gfx90a", 5) for n, t in enumerate(texts)]
    out = open_code_object(link(objs).data)
    data = bytes(out.section_data(".eh_frame"))
    assert data.endswith(bytes(4))
    kinds, off = [], 0
    while off < len(data) - 4:
        length = int.from_bytes(data[off:off + 4], "little")
        kinds.append("cie" if data[off + 4:off + 8] == bytes(4) else "fde")
        off += length + 4
    assert kinds == ["cie", "fde", "fde", "fde"]  # f, a, b
    assert ".eh_frame_hdr" not in [s.name for s in out.elf.sections]


def _dwarf_cases() -> dict[str, str]:
    from .test_asm_dwarf import CASES as DWARF_CASES
    from .test_asm_dwarf import HEADER as DWARF_HEADER

    return {name: DWARF_HEADER + text.lstrip("\n") for name, text in DWARF_CASES.items()
            if ".cfi_startproc" in text}


@pytest.mark.llvm19
@pytest.mark.parametrize("name", sorted(_dwarf_cases()))
def test_dwarf_cases_link_like_lld(name: str, tmp_path: Path) -> None:
    """The hand-written DWARF cases of tests/test_asm_dwarf.py with frames (.eh_frame and
    .debug_frame), linked alone."""
    text = _dwarf_cases()[name]
    ours = _ours(text, "d", "gfx90a", 5)
    ref = _llvm_mc(text, tmp_path, "d", "gfx90a", 5)
    assert ours == ref
    _assert_link_same([ours], [ref], tmp_path)
