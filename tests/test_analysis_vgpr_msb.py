"""gfx1250's VGPRs above v255 in the analysis and the register usage.

On gfx1250 an instruction's VGPR fields name v0-v255 plus 256 times the MSBs an earlier
``s_set_vgpr_msb`` set (llvm-objdump-22 prints ``v44 /*v812*/``).  The analysis (register
figures, liveness, def-use) and :func:`codeobj.isa.register_usage` must count the registers the
hardware uses: before, a kernel working in v256-v1023 was said to need as few VGPRs as the
8-bit fields name.

* fast: tests/data_asm/llvm22/highvgprs-gfx1250.s (written for this test; llvm-mc-22 makes the
  same bytes, tests/test_build_llvm22.py) assembled by codeobj: the highest VGPR is v813 (the
  kernel needs 814, as its ``.amdhsa_next_free_vgpr`` says), the live peak and what each
  instruction reads and writes name the high registers, and a branch clears the MSBs;
* ``codeobj check``: a descriptor that counts the names only (``.amdgcn.next_free_vgpr``)
  gives ``vgpr-allocation``, MSBs left set at a branch ``vgpr-msb-at-branch``;
* live, against LLVM 22: for that kernel assembled by llvm-mc-22 and for two kernels LLVM 22
  compiled (llvmlite 0.50) with 906 and 1006 VGPRs (the second with a loop and branches),
  every instruction's VGPRs are the ones llvm-objdump-22 names, the compiled kernels' counts
  are the compiler's ``.vgpr_count`` and ``codeobj check`` finds nothing in them.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from codeobj import open_code_object
from codeobj.analysis import analyze_code_object, load_program
from codeobj.isa import decode, register_usage
from codeobj.isa.regflow import BANK_MASKS, V0, units_text

from . import refs

SOURCE = Path(__file__).parent / "data_asm" / "llvm22" / "highvgprs-gfx1250.s"


@pytest.fixture(scope="module")
def kernel_object(tmp_path_factory):
    from codeobj.asm import assemble_or_raise

    data = assemble_or_raise(SOURCE.read_text(), str(SOURCE), code_object_version=6).data
    path = tmp_path_factory.mktemp("msb") / "highvgprs.o"
    assert data is not None
    path.write_bytes(data)
    return path


def _insts(program, name="msb"):
    fn = program.function(name)
    return {i.facts.mnemonic + f"@{i.address:#x}": i for i in fn.insts}, fn


def test_register_figures_count_the_high_vgprs(kernel_object):
    co = open_code_object(kernel_object)
    fa = analyze_code_object(co).kernels[0]
    assert fa.registers.highest["vgpr"] == 813          # was 45 (v45 of v[44:45])
    assert fa.registers.derived["vgpr"] == 814
    # .amdhsa_next_free_vgpr 814: 816 allocated (granules of 16 VGPRs in wave32)
    assert fa.resources.allocated_vgprs == 816
    # v0, v[812:813] loaded, v770 written: the peak is at v_mov_b32 v2 /*v770*/
    assert fa.liveness.peak["vgpr"] == (4, 0x20)
    assert units_text(fa.liveness.peak_units & BANK_MASKS["v"]) == "v0 v770 v[812:813]"


def test_def_use_names_the_high_vgprs(kernel_object):
    co = open_code_object(kernel_object)
    program = load_program(co)
    by, fn = _insts(program)
    vgprs = BANK_MASKS["v"]
    fma = by["v_fma_f32@0x2c"].facts.flow
    assert units_text(fma.reads & vgprs) == "v0 v[812:813]"
    assert units_text(fma.writes & vgprs) == "v257"
    add = by["v_add_f32@0x38"].facts.flow
    assert units_text(add.reads & vgprs) == "v257 v770"
    assert units_text(add.writes & vgprs) == "v1"
    dual = next(i for i in fn.insts if i.facts.mnemonic.startswith("v_dual_add_f32"))
    assert units_text(dual.facts.flow.reads & vgprs) == "v261"
    assert units_text(dual.facts.flow.writes & vgprs) == "v[262:263]"
    # s_set_vgpr_msb 0 before the branch: the store after the branch target names v0, v1
    store = by["global_store_b32@0x80"].facts.flow
    assert units_text(store.reads & vgprs) == "v[0:1]"
    # the kernel's VGPRs below v256 are v0-v7: nothing else is read as a low register
    used = 0
    for inst in fn.insts:
        used |= inst.facts.explicit
    assert units_text(used & vgprs) == ("v[0:1] v257 v259 v[261:263] v770 v[812:813]")


def test_register_usage_follows_s_set_vgpr_msb(kernel_object):
    co = open_code_object(kernel_object)
    text = next(s for s in co.sections if s.name == ".text")
    insts = decode(co.section_data(text), "gfx1250")
    usage = register_usage(insts)
    assert (usage.max_vgpr, usage.max_sgpr) == (813, 6)


def test_a_terminator_clears_the_msbs():
    # s_set_vgpr_msb 0x41; v_mov_b32 v1, v2; s_branch 0; v_mov_b32 v1, v2
    # (llvm-objdump-22: v1 /*v257*/, v2 /*v258*/, then v1, v2 after the branch)
    code = bytes.fromhex("41 00 86 bf 02 03 02 7e 00 00 a0 bf 02 03 02 7e")
    insts = decode(code, "gfx1250")
    assert [i.text for i in insts] == ["s_set_vgpr_msb 0x41", "v_mov_b32_e32 v1, v2",
                                       "s_branch 0", "v_mov_b32_e32 v1, v2"]
    assert register_usage(insts).max_vgpr == 258
    assert register_usage(insts[2:]).max_vgpr == 2


# -- live, against LLVM 22 -------------------------------------------------------------------

llvm_release = refs.script("tools/llvm_release.py")

_VREG = re.compile(r"\bv(?:\[(\d+):(\d+)\]|(\d+))(?:\.[lh])?(?:\s*/\*v(?:\[(\d+):(\d+)\]|(\d+))"
                   r"(?:\.[lh])?\*/)?")
_LINE = re.compile(r"^\s+(\S.*?)\s*// ([0-9A-F]{12}):")


def _tool(name: str) -> list[str]:
    try:
        cmd = llvm_release.tool(name, "llvm22", fetch=True)
    except llvm_release.FetchError as e:
        pytest.skip(f"LLVM 22 cannot be fetched: {e}")
    if cmd is None:
        pytest.skip(f"no {name} for LLVM 22")
    return cmd


def _listed_vgprs(objdump: list[str], path: Path) -> dict[int, int]:
    """Address -> the VGPR units llvm-objdump-22 names at it (its /*vN*/ where it prints one)."""
    out = subprocess.run([*objdump, "-d", str(path)], capture_output=True, text=True,
                         check=True).stdout
    got: dict[int, int] = {}
    for line in out.splitlines():
        m = _LINE.match(line)
        if not m:
            continue
        units = 0
        for r in _VREG.finditer(m.group(1)):
            lo, hi, one, hlo, hhi, hone = r.groups()
            if hlo is not None or hone is not None:
                lo, hi, one = hlo, hhi, hone
            first, last = (int(one), int(one)) if one is not None else (int(lo), int(hi))
            units |= ((1 << (last - first + 1)) - 1) << (V0 + first)
        got[int(m.group(2), 16)] = units
    return got


def _compare_with_listing(path: Path, objdump: list[str]) -> int:
    listed = _listed_vgprs(objdump, path)
    program = load_program(open_code_object(path))
    seen = 0
    for fn in program.functions:
        for inst in fn.insts:
            mine = inst.facts.explicit & BANK_MASKS["v"]
            theirs = listed.get(inst.address)
            assert theirs is not None, f"{inst.address:#x} not listed"
            assert mine == theirs, (f"{inst.address:#x}: {units_text(mine)} vs "
                                    f"llvm-objdump-22's {units_text(theirs)}")
            seen += 1
    return seen


@pytest.mark.slow
def test_vgprs_are_llvm_objdump_22s(tmp_path):
    llvm_mc, objdump = _tool("llvm-mc"), _tool("llvm-objdump")
    obj = tmp_path / "highvgprs.o"
    subprocess.run([*llvm_mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1250", "-filetype=obj",
                    str(SOURCE), "-o", str(obj)], check=True)
    assert _compare_with_listing(obj, objdump) == 28


# a kernel that keeps 600 floats and their products live: LLVM 22 gives it 906 VGPRs, and
# reaches v256 and up with s_set_vgpr_msb (238 of them)
_N = 600
_IR = f"""
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @big(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {{
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <{_N} x float>, ptr addrspace(1) %in, i32 %id
  %v = load volatile <{_N} x float>, ptr addrspace(1) %p
  %r = shufflevector <{_N} x float> %v, <{_N} x float> poison,
       <{_N} x i32> <{", ".join(f"i32 {_N - 1 - i}" for i in range(_N))}>
  %m = fmul <{_N} x float> %v, %r
  %q = getelementptr <{_N} x float>, ptr addrspace(1) %out, i32 %id
  store volatile <{_N} x float> %m, ptr addrspace(1) %q
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = {{ "amdgpu-flat-work-group-size"="1,32" "amdgpu-waves-per-eu"="1,1" }}
"""


# the same products in a loop run a run-time number of times, stored by some lanes: 7 blocks,
# 1006 VGPRs, 430 s_set_vgpr_msb (cleared before every branch)
_M = 500
_IR_LOOP = f"""
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @loopy(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {{
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <{_M} x float>, ptr addrspace(1) %in, i32 %id
  %v = load volatile <{_M} x float>, ptr addrspace(1) %p
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %body]
  %acc = phi <{_M} x float> [%v, %entry], [%m, %body]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %r = shufflevector <{_M} x float> %acc, <{_M} x float> poison,
       <{_M} x i32> <{", ".join(f"i32 {_M - 1 - i}" for i in range(_M))}>
  %m = fmul <{_M} x float> %acc, %r
  %i1 = add i32 %i, 1
  br label %loop
exit:
  %cid = icmp ult i32 %id, 7
  br i1 %cid, label %st, label %done
st:
  %q = getelementptr <{_M} x float>, ptr addrspace(1) %out, i32 %id
  store volatile <{_M} x float> %acc, ptr addrspace(1) %q
  br label %done
done:
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = {{ "amdgpu-flat-work-group-size"="1,32" "amdgpu-waves-per-eu"="1,1" }}
"""


@pytest.mark.slow
@pytest.mark.parametrize("ir", [_IR, _IR_LOOP], ids=["straight", "loop"])
def test_compiled_kernel_count_is_the_compilers(tmp_path, ir):
    binding = pytest.importorskip("llvmlite.binding")
    if binding.llvm_version_info < (22,):
        pytest.skip(f"llvmlite carries LLVM {binding.llvm_version_info}, not 22")
    objdump = _tool("llvm-objdump")
    binding.initialize_all_targets()
    binding.initialize_all_asmprinters()
    module = binding.parse_assembly(ir)
    module.verify()
    machine = binding.Target.from_triple("amdgcn-amd-amdhsa").create_target_machine(
        cpu="gfx1250", opt=2, reloc="pic")
    obj = tmp_path / "big.o"
    obj.write_bytes(machine.emit_object(module))
    co = open_code_object(obj)
    fa = analyze_code_object(co).kernels[0]
    # the compiler's count (the metadata's .vgpr_count), which the VGPR fields alone put at 258
    assert fa.registers.metadata["vgpr"] == fa.registers.derived["vgpr"] > 512
    assert fa.registers.agrees
    assert fa.liveness.peak["vgpr"][0] <= fa.registers.derived["vgpr"]
    assert _compare_with_listing(obj, objdump) > 1000
    from codeobj.check import check_code_object

    assert not [f for f in check_code_object(co) if f.rule in ("vgpr-allocation",
                                                               "vgpr-msb-at-branch")]


def test_check_finds_a_descriptor_that_counts_the_names_only(kernel_object):
    # .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr: llvm-mc-22 (and codeobj) count the names
    # written (v45: 46, 48 allocated), the code uses v813
    from codeobj.asm import assemble_or_raise
    from codeobj.check import check_code_object

    text = SOURCE.read_text().replace(".amdhsa_next_free_vgpr 814",
                                      ".amdhsa_next_free_vgpr .amdgcn.next_free_vgpr")
    data = assemble_or_raise(text, str(SOURCE), code_object_version=6).data
    assert data is not None
    found = [f for f in check_code_object(open_code_object(data)) if f.rule == "vgpr-allocation"]
    assert [(f.kernel, f.message) for f in found] == [
        ("msb", ("the code uses v813, the descriptor allocates 48 VGPRs "
                 "(GRANULATED_WORKITEM_VGPR_COUNT 2, granule 16)"))]
    assert found[0].severity == "error"
    assert not [f for f in check_code_object(open_code_object(kernel_object))
                if f.rule == "vgpr-allocation"]


_BRANCH_KERNEL = """
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.globl	br
	.p2align	8
	.type	br,@function
br:
	s_set_vgpr_msb 0x41
	v_mov_b32 v1, v2
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .L1
	v_mov_b32 v1, v2
.L1:
	s_set_vgpr_msb 0
	s_endpgm
.Lend:
	.size	br, .Lend-br
	.rodata
	.p2align	6
	.amdhsa_kernel br
		.amdhsa_next_free_vgpr 259
		.amdhsa_next_free_sgpr 1
	.end_amdhsa_kernel
"""


def test_check_warns_of_msbs_left_set_at_a_branch(kernel_object):
    # llvm-objdump-22 prints the v_mov_b32 after the branch as v1, v2; when the branch is not
    # taken the hardware runs it as v257, v258
    from codeobj.asm import assemble_or_raise
    from codeobj.check import check_code_object

    data = assemble_or_raise(_BRANCH_KERNEL, "br.s").data
    assert data is not None
    found = [f for f in check_code_object(open_code_object(data))
             if f.rule == "vgpr-msb-at-branch"]
    assert [(f.kernel, f.severity) for f in found] == [("br", "warning")]
    assert "VGPR MSBs 0x41" in found[0].message and "address 0xc" in found[0].message
    # the test kernel sets them to 0 before its branch, as LLVM does
    assert not [f for f in check_code_object(open_code_object(kernel_object))
                if f.rule == "vgpr-msb-at-branch"]
