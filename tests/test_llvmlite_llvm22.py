"""Code objects compiled for gfx950 and gfx1250 by LLVM 22 (llvmlite 0.50), read by codeobj and
by LLVM 22's own tools.

llvmlite 0.50 carries LLVM 22 with the AMDGPU target built in: it compiles a small LLVM IR
kernel into a relocatable code object for each processor (codegen we did not shape).  Then
``codeobj dump`` must see the ELF header, sections and symbols llvm-readelf-22 sees, ``codeobj
check`` must find nothing wrong, the kernel descriptor's lines must be llvm-objdump-22's
(``dump --directives`` prints the reassemblable variant of them, docs/descriptors.md), and ``codeobj disasm`` must list the same instructions as
llvm-objdump-22 -d (gfx950: the whole text; gfx1250: address, words and mnemonic of every
line, its operand printing being the disassembler's work in progress).

Skips when llvmlite (an optional test dependency, in the ``referee`` extra) or LLVM 22
(tools/llvm_release.py) is not available.
"""

from __future__ import annotations

import json
import re
import subprocess

import pytest

from . import refs

llvm_release = refs.script("tools/llvm_release.py")

PROCESSORS = ("gfx950", "gfx1250")

IR = r"""
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @scale(ptr addrspace(1) %out, ptr addrspace(1) %in, float %k) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %in, i32 %id
  %v = load float, ptr addrspace(1) %p
  %m = fmul float %v, %k
  %q = getelementptr float, ptr addrspace(1) %out, i32 %id
  store float %m, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


@pytest.fixture(scope="module")
def llvm():
    binding = pytest.importorskip("llvmlite.binding")
    if binding.llvm_version_info < (22,):
        pytest.skip(f"llvmlite carries LLVM {binding.llvm_version_info}, not 22")
    binding.initialize_all_targets()
    binding.initialize_all_asmprinters()
    try:
        target = binding.Target.from_triple("amdgcn-amd-amdhsa")
    except RuntimeError as e:
        pytest.skip(f"llvmlite has no AMDGPU target: {e}")
    return binding, target


@pytest.fixture(scope="module")
def tool():
    def get(name: str) -> list[str]:
        try:
            cmd = llvm_release.tool(name, "llvm22", fetch=True)
        except llvm_release.FetchError as e:
            pytest.skip(f"LLVM 22 cannot be fetched: {e}")
        if cmd is None:
            pytest.skip(f"no {name} for LLVM 22")
        return cmd
    return get


@pytest.fixture(scope="module", params=PROCESSORS)
def compiled(request, llvm, tmp_path_factory):
    binding, target = llvm
    module = binding.parse_assembly(IR)
    module.verify()
    machine = target.create_target_machine(cpu=request.param, opt=2, reloc="pic")
    path = tmp_path_factory.mktemp(request.param) / f"scale-{request.param}.o"
    path.write_bytes(machine.emit_object(module))
    return request.param, path


def _run(cmd: list[str]) -> str:
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def _codeobj(capsys, *args: str) -> tuple[int, str]:
    from codeobj.cli.main import main

    capsys.readouterr()
    try:
        main(list(args))
        code = 0
    except SystemExit as e:
        code = int(e.code or 0)
    return code, capsys.readouterr().out


def test_dump_sees_what_llvm_readelf_22_sees(compiled, tool, capsys):
    processor, path = compiled
    code, out = _codeobj(capsys, "dump", "--json", "--headers", "--sections", "--symbols",
                         str(path))
    assert code == 0
    doc = json.loads(out)
    co = doc[0] if isinstance(doc, list) else doc
    text = json.dumps(co)
    readelf = _run([*tool("llvm-readelf"), "-h", "-S", "-s", str(path)])
    flags = re.search(r"Flags:\s+(0x[0-9a-f]+), (\S+?),", readelf)
    assert flags and flags.group(2) == processor
    assert str(int(flags.group(1), 16)) in text or flags.group(1) in text.lower()
    sections = re.findall(r"\]\s+(\.\S+)\s+(\w+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+([0-9a-f]+)",
                          readelf)
    assert sections
    for name, _type, _off, _size in sections:
        assert f'"{name}"' in text, name
    symbols = re.findall(r"^\s+\d+: [0-9a-f]+\s+\d+ \w+\s+\w+\s+\w+\s+\S+ (\S+)$", readelf,
                         re.MULTILINE)
    assert "scale" in symbols and "scale.kd" in symbols
    for name in symbols:
        assert f'"{name}"' in text, name


def test_check_finds_nothing_wrong(compiled, capsys):
    _processor, path = compiled
    code, out = _codeobj(capsys, "check", str(path))
    assert code == 0, out
    assert "0 error(s)" in out


def test_descriptor_lines_are_llvm_objdump_22s(compiled, tool):
    import codeobj

    _processor, path = compiled
    ref = _run([*tool("llvm-objdump"), "-D", "--disassemble-symbols=scale.kd", str(path)])
    lines = [ln.strip() for ln in ref.splitlines()]
    start = lines.index(".amdhsa_kernel scale")
    want = lines[start + 1:lines.index(".end_amdhsa_kernel", start)]
    (kernel,) = codeobj.open_code_object(str(path)).kernels
    assert kernel.descriptor.lines() == want


def _listing(text: str) -> list[str]:
    return [ln.rstrip() for ln in text.splitlines() if re.search(r"// [0-9A-F]{12}:", ln)]


def test_disasm_lists_what_llvm_objdump_22_lists(compiled, tool, capsys):
    processor, path = compiled
    ref = _listing(_run([*tool("llvm-objdump"), "-d", str(path)]))
    code, out = _codeobj(capsys, "disasm", str(path))
    assert code == 0
    ours = _listing(out)
    assert len(ref) > 10 and len(ours) == len(ref)
    if processor == "gfx950":
        assert ours == ref
    else:
        def skeleton(line: str) -> tuple[str, str]:
            text, _, where = line.partition("//")
            return text.split()[0], where.strip()

        assert [skeleton(ln) for ln in ours] == [skeleton(ln) for ln in ref]
