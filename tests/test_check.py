"""codeobj check: clean on every LLVM-made object, and each rule finds its defect in a broken one.

The broken objects are corpus objects (made by LLVM, see testdata/MANIFEST.json) with a few
bytes patched: a header field, a symbol, a descriptor field or a metadata value re-packed with
the same MsgPack width.  Each patch is checked to have landed (the bytes changed, the object
still reads) before the checker is asked about it, so a test cannot pass by patching nothing.
"""

from __future__ import annotations

import json
import random
import struct
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import msgpack
import pytest
from codeobj.formats import elf as E

from codeobj._record import replace
from codeobj.check import RULES, check_code_object, check_file, check_paths, exit_status
from codeobj.elf.model import CodeObject
from codeobj.errors import CodeObjectError

from . import refs

TESTDATA = refs.TESTDATA
V5_GFX90A = "corpus/v5/gfx90a/vector_add.hsaco"
V5_GFX90A_REL = "corpus/v5/gfx90a/vector_add.o"
V5_GFX90A_MFMA = "corpus/v5/gfx90a/matrix.hsaco"
V5_GFX1030 = "corpus/v5/gfx1030/vector_add.hsaco"
V4_GFX900 = "corpus/v4/gfx900/vector_add.hsaco"
V6_GENERIC = "corpus/v6/gfx9-generic/vector_add.hsaco"
V6_GFX1100 = "corpus/v6/gfx1100/vector_add.hsaco"
PRINTF = "printf/printf-gfx90a-v5.o"  # clang-19 OpenCL printf calls (testdata/printf/README.md)


def _llvm_made(version_filter: Callable[[int], bool]) -> list[str]:
    return [e["file"] for e in refs.corpus_entries()
            if e["kind"] in ("rel", "dyn") and version_filter(e["version"])]


# --------------------------------------------------------------------------------------------
# Clean on what LLVM made
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("version", [3, 4, 5, 6])
def test_llvm_made_objects_are_clean(version):
    files = _llvm_made(lambda v: v == version)
    assert files, "the corpus has objects of this version"
    report = check_paths([TESTDATA / f for f in files])
    assert len(report.code_objects) == len(files)
    failing = [str(f) for f in report.findings if f.severity != "note"]
    assert failing == [], "\n".join(failing[:20])
    assert report.exit_status == 0


def test_llvm_made_v2_objects_are_clean():
    files = _llvm_made(lambda v: v == 2)
    report = check_paths([TESTDATA / f for f in files])
    failing = [str(f) for f in report.findings if f.severity != "note"]
    assert failing == [], "\n".join(failing[:20])


def test_the_only_notes_on_the_corpus_are_handwritten_kernarg_sizes():
    """llvm-mc leaves KERNARG_SIZE 0 unless the block sets it, so a handwritten object may."""
    report = check_paths([TESTDATA / f for f in _llvm_made(lambda v: v >= 3)])
    for f in report.findings:
        assert f.rule == "kernarg-size" and "unspecified" in f.message, str(f)
        assert "/asm/" in f.source


# --------------------------------------------------------------------------------------------
# Patching helpers
# --------------------------------------------------------------------------------------------


class Patient:
    """A corpus object's bytes, with helpers that patch them in place."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.data = bytearray((TESTDATA / name).read_bytes())
        self.original = bytes(self.data)

    def co(self) -> CodeObject:
        return CodeObject(bytes(self.data), source=f"broken:{self.name}")

    def kernel(self, index: int = 0):
        return self.co().kernels[index]

    def put(self, offset: int, fmt: str, value: int) -> None:
        struct.pack_into(fmt, self.data, offset, value)

    def get(self, offset: int, fmt: str) -> int:
        return struct.unpack_from(fmt, self.data, offset)[0]

    def descriptor(self, field_offset: int, fmt: str, update: Callable[[int], int],
                   kernel: int = 0) -> None:
        at = self.kernel(kernel).descriptor_offset + field_offset
        self.put(at, fmt, update(self.get(at, fmt)))

    def symbol(self, name: str):
        co = self.co()
        sym = next(s for s in co.symbols if s.name == name)
        table = next(s for s in co.sections if s.name == sym.table)
        return sym, table.sh_offset + sym.index * E.SYM_SIZE

    def metadata(self, edit: Callable[[dict], None]) -> None:
        co = self.co()
        note = next(n for n in co.notes if n.is_metadata)
        at = bytes(self.data).index(note.desc, note.offset)
        assert msgpack.packb(note.value, use_bin_type=True) == note.desc
        doc = msgpack.unpackb(note.desc, raw=False, strict_map_key=False)
        edit(doc)
        packed = msgpack.packb(doc, use_bin_type=True)
        assert len(packed) == len(note.desc), "the edit must keep the MsgPack widths"
        self.data[at:at + len(packed)] = packed

    def findings(self, rule: str):
        assert bytes(self.data) != self.original, "the patch changed nothing"
        try:
            found = check_code_object(self.co())
        except CodeObjectError:  # too broken to open: check it the way the CLI does
            with tempfile.TemporaryDirectory() as tmp:
                path = Path(tmp) / "broken.hsaco"
                path.write_bytes(self.data)
                found = [replace(f, source=f"broken:{self.name}")
                         for f in check_file(path)]
        return [f for f in found if f.rule == rule], found


def kernel_md(doc: dict, index: int = 0) -> dict:
    return doc["amdhsa.kernels"][index]


def rename(mapping: dict, old: str, new: str) -> None:
    assert len(old) == len(new)
    items = [(new if k == old else k, v) for k, v in mapping.items()]
    mapping.clear()
    mapping.update(items)


# --------------------------------------------------------------------------------------------
# One broken object per rule
# --------------------------------------------------------------------------------------------


def _eflags(p: Patient, update: Callable[[int], int]) -> None:
    p.put(0x30, "<I", update(p.get(0x30, "<I")))


def break_eflags_mach(p):
    _eflags(p, lambda f: (f & ~0xFF) | 0x4D)  # a reserved MACH value


def break_eflags_feature(p):
    _eflags(p, lambda f: f | 0x300)  # xnack on, on gfx1030 which has no XNACK


def break_eflags_generic(p):
    _eflags(p, lambda f: f | 1 << 24)  # a generic version on gfx1100


def break_generic_before_v6(p):
    p.data[8] = 3  # EI_ABIVERSION 3 = V5, on a gfx9-generic object


def break_metadata_missing(p):
    note = next(n for n in p.co().notes if n.is_metadata)
    p.put(note.offset + 8, "<I", 0x7E)  # n_type no longer NT_AMDGPU_METADATA


def break_note_undecodable(p):
    from codeobj.formats.notes import NT_AMD

    note = next(n for n in p.co().notes if n.type == NT_AMD.HSA_ISA_VERSION)
    at = bytes(p.data).index(note.desc, note.offset)
    p.put(at, "<H", 0xFFFF)  # vendor_name_size: runs past the descriptor


def break_metadata_undecodable(p):
    note = next(n for n in p.co().notes if n.is_metadata)
    at = bytes(p.data).index(note.desc, note.offset)
    p.data[at] = 0xC1  # a MsgPack byte that is never used


def break_metadata_required(p):
    p.metadata(lambda d: rename(kernel_md(d), ".vgpr_count", ".vgpr_cxunt"))


def break_metadata_type(p):
    p.metadata(lambda d: kernel_md(d).__setitem__(".wavefront_size", True))


def break_metadata_unknown_key(p):
    p.metadata(lambda d: rename(kernel_md(d), ".sgpr_spill_count", ".sgpr_spill_cxunt"))


def break_metadata_enum(p):
    p.metadata(lambda d: kernel_md(d)[".args"][0].__setitem__(".value_kind", "global_bufxer"))


def break_metadata_version(p):
    p.metadata(lambda d: d.__setitem__("amdhsa.version", [1, 1]))  # V4's, in a V5 object


def break_metadata_target(p):
    p.metadata(lambda d: d.__setitem__("amdhsa.target", d["amdhsa.target"].replace("90a", "908")))


def break_kernel_no_descriptor(p):
    p.metadata(lambda d: kernel_md(d).__setitem__(".symbol", kernel_md(d)[".symbol"][:-1] + "x"))


def break_kernel_no_metadata(p):
    # The second kernel's record now names the first kernel's descriptor: its own is orphaned.
    def edit(d):
        first, second = kernel_md(d, 0), kernel_md(d, 1)
        second[".symbol"] = first[".symbol"][: len(second[".symbol"])].ljust(
            len(second[".symbol"]), "_")
    p.metadata(edit)


def break_descriptor_alignment(p):
    sym, at = p.symbol(p.kernel().symbol)
    p.put(at + 8, "<Q", sym.value + 16)  # st_value


def break_descriptor_size(p):
    _, at = p.symbol(p.kernel().symbol)
    p.put(at + 16, "<Q", 48)  # st_size


def break_entry_alignment(p):
    p.descriptor(16, "<q", lambda v: v + 4)


def break_entry_outside_text(p):
    p.descriptor(16, "<q", lambda v: v + 0x1000000)


def break_reserved_bits(p):
    p.descriptor(12, "<I", lambda v: v | 1)  # reserved bytes 12..15


def break_sgpr_granule_gfx10(p):
    p.descriptor(48, "<I", lambda v: v | 2 << 6)  # GRANULATED_WAVEFRONT_SGPR_COUNT on gfx1030


def break_kernarg_size(p):
    p.descriptor(8, "<I", lambda v: v - 8)


def break_group_segment_size(p):
    p.descriptor(0, "<I", lambda v: v + 256)


def break_private_segment_size(p):
    p.descriptor(4, "<I", lambda v: v + 16)


def break_wavefront_size(p):
    p.descriptor(56, "<H", lambda v: v & ~(1 << 10))  # wave64 on a wave32 gfx1030 kernel


def break_vgpr_count(p):
    p.metadata(lambda d: kernel_md(d).__setitem__(".vgpr_count", 100))


def break_sgpr_count(p):
    p.metadata(lambda d: kernel_md(d).__setitem__(".sgpr_count", 100))


def break_agpr_count(p):
    p.metadata(lambda d: kernel_md(d).__setitem__(".agpr_count", 100))


def break_vgpr_allocation(p):
    # the first VOP1/VOP2 instruction of the first kernel writes v200: its descriptor
    # allocates 8 VGPRs
    from codeobj.isa import decode

    co = p.co()
    text = next(s for s in co.sections if s.name == ".text")
    start = p.kernel().entry_address - text.sh_addr
    for inst in decode(co.section_data(text)[start:], "gfx1030"):
        if inst.mnemonic.startswith("v_") and inst.mnemonic.endswith("_e32") \
                and not inst.mnemonic.startswith("v_cmp"):
            at = text.sh_offset + start + inst.address
            p.put(at, "<I", p.get(at, "<I") & ~(0xFF << 17) | 200 << 17)
            return
    raise AssertionError("no VOP1/VOP2 instruction")


def break_dynamic_stack(p):
    p.descriptor(56, "<H", lambda v: v ^ (1 << 11))


def break_kernarg_layout(p):
    p.metadata(lambda d: kernel_md(d).__setitem__(".kernarg_segment_align", 6))


def break_workgroup_size(p):
    def edit(d):
        kernel = kernel_md(d)
        assert 256 <= kernel[".max_flat_workgroup_size"] < 65536  # a 3-byte MsgPack uint16
        kernel[".max_flat_workgroup_size"] = 0  # 1 byte: give the 2 bytes to a type name
        arg = next(a for a in kernel[".args"] if ".type_name" in a)
        arg[".type_name"] += "**"
    p.metadata(edit)


def break_hidden_argument_offset(p):
    def edit(d):
        arg = next(a for a in kernel_md(d)[".args"] if a[".value_kind"] == "hidden_group_size_x")
        arg[".offset"] += 2
    p.metadata(edit)


def _printf_entry(p, index: int, edit: Callable[[str], str]) -> None:
    def change(d):
        entries = d["amdhsa.printf"]
        new = edit(entries[index])
        assert new != entries[index] and len(new) == len(entries[index])
        entries[index] = new
    p.metadata(change)


def break_printf_malformed(p):
    _printf_entry(p, 4, lambda e: e.replace("5:3:4:4:8:", "5:3:4:x:8:"))  # a size that is no number


def break_printf_duplicate_id(p):
    _printf_entry(p, 1, lambda e: "5" + e[1:])  # entry 2 takes entry 5's ID


def break_printf_arguments(p):
    _printf_entry(p, 4, lambda e: e.replace("%ld", "%%d"))  # one conversion fewer than arguments


def break_printf_buffer(p):
    def edit(d):
        for k in d["amdhsa.kernels"]:
            for a in k[".args"]:
                if a[".value_kind"] == "hidden_printf_buffer":
                    a[".value_kind"] = "hidden_default_queue"  # the same length
    p.metadata(edit)


def break_unreadable(p):
    del p.data[0x40:]  # the section header table is gone


def break_elf_abi(p):
    p.data[7] = 0  # EI_OSABI: ELFOSABI_NONE instead of ELFOSABI_AMDGPU_HSA


def break_section_bounds(p):
    text = next(s for s in p.co().sections if s.name == ".text")
    p.put(text.header_offset + 0x20, "<Q", 4 << 30)  # .text's sh_size: 4 GiB past the end


BROKEN = {
    "eflags-mach": (V5_GFX90A, break_eflags_mach),
    "eflags-feature": (V5_GFX1030, break_eflags_feature),
    "eflags-generic": (V6_GFX1100, break_eflags_generic),
    "generic-before-v6": (V6_GENERIC, break_generic_before_v6),
    "metadata-missing": (V5_GFX90A, break_metadata_missing),
    "metadata-undecodable": (V5_GFX90A, break_metadata_undecodable),
    "note-undecodable": ("corpus/v2/gfx803/lds_atomics.hsaco", break_note_undecodable),
    "metadata-required": (V5_GFX90A, break_metadata_required),
    "metadata-type": (V5_GFX90A, break_metadata_type),
    "metadata-unknown-key": (V5_GFX90A, break_metadata_unknown_key),
    "metadata-enum": (V5_GFX90A, break_metadata_enum),
    "metadata-version": (V5_GFX90A, break_metadata_version),
    "metadata-target": (V5_GFX90A, break_metadata_target),
    "kernel-no-descriptor": (V5_GFX90A, break_kernel_no_descriptor),
    "kernel-no-metadata": (V5_GFX90A, break_kernel_no_metadata),
    "descriptor-alignment": (V5_GFX90A, break_descriptor_alignment),
    "descriptor-size": (V5_GFX90A, break_descriptor_size),
    "entry-alignment": (V5_GFX90A, break_entry_alignment),
    "entry-outside-text": (V5_GFX90A, break_entry_outside_text),
    "reserved-bits": (V5_GFX90A, break_reserved_bits),
    "sgpr-granule-gfx10": (V5_GFX1030, break_sgpr_granule_gfx10),
    "kernarg-size": (V5_GFX90A, break_kernarg_size),
    "group-segment-size": (V5_GFX90A, break_group_segment_size),
    "private-segment-size": (V5_GFX90A, break_private_segment_size),
    "wavefront-size": (V5_GFX1030, break_wavefront_size),
    "vgpr-count": (V5_GFX90A, break_vgpr_count),
    "sgpr-count": (V4_GFX900, break_sgpr_count),
    "agpr-count": (V5_GFX90A_MFMA, break_agpr_count),
    "vgpr-allocation": (V5_GFX1030, break_vgpr_allocation),
    "dynamic-stack": (V5_GFX90A, break_dynamic_stack),
    "kernarg-layout": (V5_GFX90A, break_kernarg_layout),
    "hidden-argument-offset": (V5_GFX90A, break_hidden_argument_offset),
    "workgroup-size": (V5_GFX90A, break_workgroup_size),
    "unreadable": (V5_GFX90A, break_unreadable),
    "elf-abi": (V5_GFX90A, break_elf_abi),
    "section-bounds": (V5_GFX90A, break_section_bounds),
    "printf-malformed": (PRINTF, break_printf_malformed),
    "printf-duplicate-id": (PRINTF, break_printf_duplicate_id),
    "printf-arguments": (PRINTF, break_printf_arguments),
    "printf-buffer": (PRINTF, break_printf_buffer),
}


def test_every_rule_has_a_broken_object():
    from codeobj.analysis.sync import RULES as SYNC_RULES

    # the machine-code rules have their broken code in test_analysis_sync.py (CASES), and
    # gfx1250's (testdata has no gfx1250 object) in test_analysis_vgpr_msb.py
    gfx1250 = {"vgpr-msb-at-branch"}
    assert set(BROKEN) | {"no-code-objects"} | set(SYNC_RULES) | gfx1250 == set(RULES)


def test_a_file_without_code_objects():
    found = check_file(sys.executable)  # a host ELF with no offload bundle
    assert [(f.rule, f.severity) for f in found] == [("no-code-objects", "warning")]
    assert exit_status(found) == 1
    found = check_file(TESTDATA / V5_GFX90A, target="gfx1030")
    assert [f.rule for f in found] == ["no-code-objects"] and "gfx1030" in found[0].message


@pytest.mark.parametrize("rule", sorted(BROKEN))
def test_broken_object_is_found(rule):
    name, breaker = BROKEN[rule]
    clean = Patient(name)
    assert not [f for f in check_code_object(clean.co()) if f.rule == rule]
    patient = Patient(name)
    breaker(patient)
    hits, everything = patient.findings(rule)
    assert hits, f"{rule} not found; found {[str(f) for f in everything]}"
    for f in hits:
        assert f.severity == RULES[rule].severity or rule == "metadata-unknown-key" \
            or rule in ("kernarg-size", "vgpr-count")
        assert f.source == f"broken:{name}"
        assert f.rule in str(f)


def test_kernel_findings_name_the_kernel_and_the_descriptor_bytes():
    p = Patient(V5_GFX90A)
    kernel = p.kernel()
    break_group_segment_size(p)
    hits, _ = p.findings("group-segment-size")
    assert [(f.kernel, f.section, f.offset) for f in hits] == \
        [(kernel.name, ".rodata", kernel.descriptor_offset)]
    assert "metadata 0, descriptor 256" in hits[0].message


def test_kernel_without_descriptor_points_at_its_metadata_record():
    p = Patient(V5_GFX90A)
    break_kernel_no_descriptor(p)
    hits, everything = p.findings("kernel-no-descriptor")
    assert [(f.path, f.section) for f in hits] == [("amdhsa.kernels[0].symbol", ".note")]
    (orphan,) = [f for f in everything if f.rule == "kernel-no-metadata"]
    assert orphan.section == ".rodata" and orphan.offset == Patient(V5_GFX90A).kernel(
        ).descriptor_offset


def test_metadata_findings_carry_the_key_path():
    p = Patient(V5_GFX90A)
    break_metadata_enum(p)
    hits, _ = p.findings("metadata-enum")
    assert hits[0].path == "amdhsa.kernels[0].args[0].value_kind"
    assert hits[0].section == ".note"


def test_relocatable_entry_is_checked_through_its_relocation():
    p = Patient(V5_GFX90A_REL)
    assert check_code_object(p.co()) == []
    co = p.co()
    sym = next(s for s in co.symbols if s.name == co.kernels[0].symbol)
    reloc_section = next(s for s in co.sections if s.sh_type == E.SHT.RELA
                         and co.sections[s.sh_info].name == sym.section)
    for i in range(reloc_section.sh_size // E.RELA_SIZE):
        at = reloc_section.sh_offset + i * E.RELA_SIZE
        if p.get(at, "<Q") == sym.value + 16:
            p.put(at + 16, "<q", p.get(at + 16, "<q") + 4)  # the addend
            break
    hits, _ = p.findings("entry-alignment")
    assert hits


def test_kernarg_size_zero_is_a_note_and_does_not_fail():
    p = Patient(V5_GFX90A)
    p.descriptor(8, "<I", lambda v: 0)
    hits, everything = p.findings("kernarg-size")
    assert [f.severity for f in hits] == ["note"]
    assert exit_status(everything) == 0


def test_kernarg_size_larger_in_descriptor_is_a_warning():
    p = Patient(V5_GFX90A)
    p.descriptor(8, "<I", lambda v: v + 8)
    hits, _ = p.findings("kernarg-size")
    assert [f.severity for f in hits] == ["warning"]


def test_v5_argument_kinds_in_a_v4_object():
    p = Patient("corpus/link/v4/gfx90a/linked.hsaco")

    def edit(d):
        args = [a for k in d["amdhsa.kernels"] for a in k.get(".args", [])]
        arg = next(a for a in args if a[".value_kind"] == "hidden_default_queue")
        arg[".value_kind"] = "hidden_block_count_x"  # same length, defined from V5
    p.metadata(edit)
    hits, _ = p.findings("metadata-version")
    assert [f.severity for f in hits] == ["warning"]
    assert "from code object V5" in hits[0].message


# --------------------------------------------------------------------------------------------
# Files, bundles, the CLI
# --------------------------------------------------------------------------------------------


@pytest.mark.llvm19
def test_check_file_reads_bundles_and_names_entries(tmp_path):
    bundle = tmp_path / "fat.bundle"
    refs.run("clang-offload-bundler-19", "--type=o",
             "--targets=host-x86_64-unknown-linux-gnu,hipv4-amdgcn-amd-amdhsa--gfx90a",
             "--input=/dev/null", f"--input={TESTDATA / V5_GFX90A}", f"--output={bundle}")
    checked: list[str] = []
    assert check_file(bundle, checked=checked) == []
    assert len(checked) == 1 and checked[0].startswith("file://")


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "codeobj.cli.main", "check", *args],
                          check=False, capture_output=True, text=True, timeout=300)


def test_cli_clean_exit_0_and_summary():
    r = _cli(str(TESTDATA / V5_GFX90A), str(TESTDATA / V5_GFX1030))
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip().endswith("2 code objects checked: 0 error(s), 0 warning(s), 0 note(s)")


def test_cli_findings_exit_1_and_json(tmp_path):
    p = Patient(V5_GFX90A)
    break_kernarg_size(p)
    broken = tmp_path / "broken.hsaco"
    broken.write_bytes(p.data)
    r = _cli(str(broken))
    assert r.returncode == 1
    assert "[kernarg-size]" in r.stdout and "error" in r.stdout
    r = _cli("--json", str(broken))
    assert r.returncode == 1
    data = json.loads(r.stdout)
    assert data["summary"] == {"code_objects": 1, "error": 1, "warning": 0, "note": 0}
    (finding,) = data["findings"]
    assert finding["rule"] == "kernarg-size" and finding["source"] == str(broken)
    assert finding["kernel"] == p.kernel().name and finding["offset"] == \
        p.kernel().descriptor_offset
    r = _cli("--ignore", "kernarg-size", str(broken))
    assert r.returncode == 0


def test_cli_notes_do_not_fail_and_are_shown_on_request(tmp_path):
    # Notes are counted but not printed unless asked for (a real library has thousands).
    p = Patient(V5_GFX90A)
    p.descriptor(8, "<I", lambda v: 0)  # kernarg size left unspecified: a note
    target = tmp_path / "note.hsaco"
    target.write_bytes(p.data)
    r = _cli(str(target))
    assert r.returncode == 0 and "note:" not in r.stdout
    assert "1 note(s) (--notes shows them)" in r.stdout
    for flag in ("--notes", "-v"):
        r = _cli(flag, str(target))
        assert r.returncode == 0 and "note:" in r.stdout
    r = _cli("--no-notes", str(target))
    assert r.returncode == 0 and "note:" not in r.stdout
    r = _cli("--json", str(target))
    assert [f["severity"] for f in json.loads(r.stdout)["findings"]] == ["note"]


def test_cli_bad_input_and_usage():
    r = _cli("/etc/hostname")
    assert r.returncode == 1 and "[unreadable]" in r.stdout and "Traceback" not in r.stderr
    r = _cli("--ignore", "no-such-rule", "x")
    assert r.returncode == 2
    r = _cli("--rules")
    assert r.returncode == 0 and all(rule in r.stdout for rule in RULES)


def test_missing_file_is_a_finding(tmp_path):
    found = check_file(tmp_path / "absent.hsaco")
    assert [(f.rule, f.severity) for f in found] == [("unreadable", "error")]
    assert "absent.hsaco" in f"{found[0]}"


# --------------------------------------------------------------------------------------------
# Objects straight from clang-19 (-c, no llvm-mc in between) and linked by ld.lld-19
# --------------------------------------------------------------------------------------------

_DIRECT = [("gfx803", 4), ("gfx900", 5), ("gfx908", 5), ("gfx90a", 5), ("gfx942", 5),
           ("gfx1030", 5), ("gfx1100", 5), ("gfx1201", 5), ("gfx90a", 6), ("gfx9-generic", 6),
           ("gfx11-generic", 6)]


@pytest.mark.llvm19
@pytest.mark.slow
@pytest.mark.parametrize("cpu,version", _DIRECT)
def test_clang_objects_are_clean(tmp_path, cpu, version):
    """Only notes, and only sgpr-granule-gfx10: clang's own object writer sets that field on
    gfx10+ once a kernel uses more than 8 SGPRs (llvm-mc's does not)."""
    sources = sorted((TESTDATA / "src").glob("*.cl"))
    objects = []
    for src in sources:
        if src.stem.startswith("link_") or src.stem == "matrix":
            continue
        obj = tmp_path / f"{src.stem}.o"
        refs.run("clang-19", "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa",
                 f"-mcpu={cpu}", f"-mcode-object-version={version}", "-nogpulib", "-O2",
                 f"-I{TESTDATA / 'src'}", "-c", src, "-o", obj)
        objects.append(obj)
    linked = tmp_path / "all.hsaco"
    refs.run("ld.lld-19", "-shared", *objects, "-o", linked)
    report = check_paths([*objects, linked])
    assert len(report.code_objects) == len(objects) + 1
    bad = [str(f) for f in report.findings if f.rule != "sgpr-granule-gfx10"]
    assert bad == [], "\n".join(bad[:20])
    assert all(f.severity == "note" for f in report.findings)
    assert report.exit_status == 0


# --------------------------------------------------------------------------------------------
# Code object V2: amd_kernel_code_t against the YAML metadata
# --------------------------------------------------------------------------------------------

V2_GFX803 = "corpus/v2/gfx803/lds_atomics.hsaco"


def _v2_patient() -> Patient:
    p = Patient(V2_GFX803)
    assert p.co().kernels[0].descriptor is not None
    return p


def _v2_kernel_with_vgprs(p: Patient) -> int:
    return next(i for i, k in enumerate(p.co().kernels) if k.metadata["CodeProps"]["NumVGPRs"] > 4)


def test_v2_kernarg_size():
    p = _v2_patient()
    p.descriptor(72, "<Q", lambda v: v - 8)  # amd_kernel_code_t.kernarg_segment_byte_size
    hits, _ = p.findings("kernarg-size")
    assert [f.severity for f in hits] == ["error"]


def test_v2_vgpr_count():
    p = _v2_patient()
    index = _v2_kernel_with_vgprs(p)
    p.descriptor(48, "<Q", lambda v: v & ~0x3F, kernel=index)  # GRANULATED_WORKITEM_VGPR_COUNT 0
    hits, _ = p.findings("vgpr-count")
    assert [f.kernel for f in hits] == [p.co().kernels[index].name]


def test_v2_entry_alignment():
    p = _v2_patient()
    p.descriptor(16, "<q", lambda v: v + 4)  # kernel_code_entry_byte_offset
    hits, _ = p.findings("entry-alignment")
    assert hits


def test_v2_isa_note_against_eflags():
    p = _v2_patient()
    from codeobj.formats.notes import NT_AMD

    note = next(n for n in p.co().notes if n.type == NT_AMD.HSA_ISA_VERSION)
    at = bytes(p.data).index(note.desc, note.offset)
    assert p.get(at + 4, "<I") == 8  # major 8 (gfx803)
    p.put(at + 4, "<I", 9)  # 9.0.0: gfx900
    p.put(at + 12, "<I", 0)
    hits, _ = p.findings("metadata-target")
    assert len(hits) == 1 and "gfx900" in hits[0].message and "gfx803" in hits[0].message


def test_v2_isa_note_lacking_a_field_names_no_processor():
    """An ISA version note value without its stepping matches no processor (a metadata-target
    finding); before 504f284 check_code_object failed in int(None).  The note decoder gives all
    three fields or none (see the next test), so the value is swapped here, in the library,
    after e_flags were decoded from the real note."""
    from codeobj.formats.notes import NT_AMD

    co = _v2_patient().co()
    assert co.eflags.target is not None
    co.__dict__["notes"] = [
        replace(n, value={k: v for k, v in n.value.items() if k != "stepping"})
        if n.type == NT_AMD.HSA_ISA_VERSION and isinstance(n.value, dict) else n
        for n in co.notes]
    hits = [f for f in check_code_object(co) if f.rule == "metadata-target"]
    assert len(hits) == 1, hits
    assert "8.0.None (no processor)" in hits[0].message and "gfx803" in hits[0].message


def test_v2_isa_note_that_cannot_be_decoded_is_no_traceback(tmp_path):
    """An ISA version note whose vendor name runs past its descriptor is not decoded (a
    warning, no value): codeobj check reads the object without a traceback and reports it as
    note-undecodable (exit 1)."""
    from codeobj.formats.notes import NT_AMD

    p = _v2_patient()
    note = next(n for n in p.co().notes if n.type == NT_AMD.HSA_ISA_VERSION)
    at = bytes(p.data).index(note.desc, note.offset)
    p.put(at, "<H", 0xFFFF)  # vendor_name_size
    assert next(n for n in p.co().notes if n.type == NT_AMD.HSA_ISA_VERSION).value is None
    broken = tmp_path / "isa-note.hsaco"
    broken.write_bytes(p.data)
    r = _cli(str(broken))
    assert r.returncode == 1, r.stderr
    assert "internal error" not in r.stderr and "Traceback" not in r.stderr
    assert "1 code object checked" in r.stdout and "note-undecodable" in r.stdout


def test_v2_metadata_key():
    p = _v2_patient()
    at = bytes(p.data).index(b"NumVGPRs:")
    p.data[at:at + 9] = b"NumVGPRz:"
    hits, everything = p.findings("metadata-unknown-key")
    assert hits and hits[0].path.endswith("CodeProps.NumVGPRz")
    assert any(f.rule == "metadata-required" for f in everything)


# --------------------------------------------------------------------------------------------
# reserved-bits / sgpr-granule-gfx10 against what llvm-objdump-19 refuses
# --------------------------------------------------------------------------------------------

_KD_OBJECTS = [V5_GFX90A, V5_GFX1030, V6_GFX1100, V4_GFX900, "corpus/v5/gfx942/vector_add.hsaco",
               "corpus/v6/gfx1201/vector_add.hsaco"]
#: descriptor bytes worth flipping: reserved bytes and the RSRC/properties/preload words
_KD_BYTES = (12, 13, 15, 24, 30, 43, *range(44, 64))


@pytest.mark.llvm19
@pytest.mark.parametrize("name", _KD_OBJECTS)
def test_descriptor_findings_match_llvm_objdump_refusals(tmp_path, name):
    """A random bit flip in a descriptor: codeobj reports reserved-bits or sgpr-granule-gfx10
    exactly when llvm-objdump-19 refuses to decode the descriptor (prints .byte lines)."""
    data = (TESTDATA / name).read_bytes()
    kernel = CodeObject(data, name).kernels[0]
    rng = random.Random(name)
    refusals = 0
    for _ in range(30):
        mutant = bytearray(data)
        mutant[kernel.descriptor_offset + rng.choice(_KD_BYTES)] ^= 1 << rng.randrange(8)
        path = tmp_path / "mutant.hsaco"
        path.write_bytes(mutant)
        text = refs.run("llvm-objdump-19", "-D", f"--disassemble-symbols={kernel.symbol}", path)
        refused = ".amdhsa_next_free_vgpr" not in text
        found = {f.rule for f in check_code_object(CodeObject(bytes(mutant), "m"))}
        assert refused == bool(found & {"reserved-bits", "sgpr-granule-gfx10"}), found
        refusals += refused
    assert 0 < refusals < 30
