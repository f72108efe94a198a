"""The typed public API (issue 15): the package ships ``py.typed``, and mypy --strict (configured
in pyproject.toml, run by tools/typecheck.py on the installed layout) passes on the whole
package, 0 errors (``test_package_is_mypy_strict_clean``, in CI's full tier).  ``CLEAN``, the
modules made clean one by one on the way there, stays as a record and a second check."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from . import refs

REPO = Path(__file__).resolve().parent.parent

# Repository paths of the modules mypy --strict passes on.
CLEAN = [
    "cli/__init__.py",
    "cli/analyze.py",
    "cli/app.py",
    "cli/build.py",
    "cli/build_core.py",
    "cli/bundles.py",
    "cli/check.py",
    "cli/diff.py",
    "cli/disasm.py",
    "cli/disasm_core.py",
    "cli/dump.py",
    "cli/dump_core.py",
    "cli/limit_option.py",
    "cli/link.py",
    "cli/list_core.py",
    "cli/main.py",
    "cli/options.py",
    "cli/plain_args.py",
    "cli/patch.py",
    "cli/render.py",
    "codeobj/__init__.py",
    "codeobj/__main__.py",
    "codeobj/_link/__init__.py",
    "codeobj/_link/eflags.py",
    "codeobj/_link/hashes.py",
    "codeobj/_link/linker.py",
    "codeobj/_link/loader.py",
    "codeobj/_link/merge.py",
    "codeobj/_link/notes.py",
    "codeobj/_record.py",
    "codeobj/analysis/__init__.py",
    "codeobj/analysis/cfg.py",
    "codeobj/analysis/html.py",
    "codeobj/analysis/liveness.py",
    "codeobj/analysis/program.py",
    "codeobj/analysis/report.py",
    "codeobj/analysis/sync.py",
    "codeobj/analysis/text.py",
    "codeobj/asm/__init__.py",
    "codeobj/asm/amdgpu.py",
    "codeobj/asm/assembler.py",
    "codeobj/asm/cursor.py",
    "codeobj/asm/diagnostics.py",
    "codeobj/asm/directives.py",
    "codeobj/asm/dwarf.py",
    "codeobj/asm/expr.py",
    "codeobj/asm/fixups.py",
    "codeobj/asm/gendwarf.py",
    "codeobj/asm/isa_bridge.py",
    "codeobj/asm/lexer.py",
    "codeobj/asm/macros.py",
    "codeobj/asm/model.py",
    "codeobj/asm/objwriter.py",
    "codeobj/asm/sections.py",
    "codeobj/asm/symbols.py",
    "codeobj/bundle/__init__.py",
    "codeobj/bundle/_elf.py",
    "codeobj/bundle/_scan.py",
    "codeobj/bundle/_select.py",
    "codeobj/bundle/archive.py",
    "codeobj/bundle/inputs.py",
    "codeobj/bundle/model.py",
    "codeobj/bundle/offload.py",
    "codeobj/bundle/reader.py",
    "codeobj/bundle/resolve.py",
    "codeobj/bundle/uri.py",
    "codeobj/bundle/writer.py",
    "codeobj/check.py",
    "codeobj/compare.py",
    "codeobj/editing.py",
    "codeobj/elf/__init__.py",
    "codeobj/elf/dwarf.py",
    "codeobj/elf/fileio.py",
    "codeobj/elf/model.py",
    "codeobj/elf/reader.py",
    "codeobj/elf/rewrite.py",
    "codeobj/elf/symbolize.py",
    "codeobj/elf/writer.py",
    "codeobj/errors.py",
    "codeobj/isa/__init__.py",
    "codeobj/isa/api.py",
    "codeobj/isa/asmlex.py",
    "codeobj/isa/asmparser.py",
    "codeobj/isa/db.py",
    "codeobj/isa/disasm.py",
    "codeobj/isa/emit.py",
    "codeobj/isa/engine.py",
    "codeobj/isa/instruction.py",
    "codeobj/isa/literals.py",
    "codeobj/isa/matcher.py",
    "codeobj/isa/mc.py",
    "codeobj/isa/memo.py",
    "codeobj/isa/objdump.py",
    "codeobj/isa/operand_tables.py",
    "codeobj/isa/printer.py",
    "codeobj/isa/regflow.py",
    "codeobj/isa/regusage.py",
    "codeobj/isa/searchable.py",
    "codeobj/isa/symbols.py",
    "codeobj/isa/validate.py",
    "codeobj/isa/vopd.py",
    "codeobj/isa/waitcnt.py",
    "codeobj/kernel/__init__.py",
    "codeobj/kernel/amd_kernel_code.py",
    "codeobj/kernel/descriptor.py",
    "codeobj/kernel/occupancy.py",
    "codeobj/limits.py",
    "codeobj/metadata/__init__.py",
    "codeobj/metadata/arguments.py",
    "codeobj/metadata/convert.py",
    "codeobj/metadata/decode.py",
    "codeobj/metadata/from_yaml.py",
    "codeobj/metadata/printf.py",
    "codeobj/metadata/schema.py",
    "codeobj/metadata/yaml_bounds.py",
    "codeobj/report/__init__.py",
    "codeobj/report/jsonout.py",
    "codeobj/report/yamlout.py",
    "codeobj/targets.py",
    "formats/__init__.py",
    "formats/_layout.py",
    "formats/_lazy.py",
    "formats/amd_kernel_code.py",
    "formats/bitfields.py",
    "formats/bundle.py",
    "formats/eflags.py",
    "formats/elf.py",
    "formats/kernel_descriptor.py",
    "formats/notes.py",
    "formats/offload.py",
    "formats/relocations.py",
]

needs_mypy = pytest.mark.skipif(importlib.util.find_spec("mypy") is None,
                                reason="mypy is not installed (the dev extra)")


def test_package_is_marked_typed():
    """PEP 561: without py.typed a type checker ignores the package's annotations."""
    assert (REPO / "codeobj" / "py.typed").is_file()
    pyproject = (REPO / "pyproject.toml").read_text()
    assert '"codeobj" = ["py.typed"]' in pyproject


@pytest.fixture(scope="module")
def mypy_report() -> list[str]:
    typecheck = refs.script("tools/typecheck.py")
    _, lines = typecheck.run([])
    return lines


@needs_mypy
@pytest.mark.slow
def test_package_is_mypy_strict_clean(mypy_report):
    """mypy --strict on the whole package (codeobj, codeobj.formats, codeobj.cli): 0 errors."""
    errors = [line for line in mypy_report if ": error:" in line]
    assert not errors, f"{len(errors)} mypy errors:\n" + "\n".join(errors)
    assert any(line.startswith("Success: no issues found") for line in mypy_report), \
        "\n".join(mypy_report)


@needs_mypy
@pytest.mark.slow
def test_clean_modules_stay_clean(mypy_report):
    for path in CLEAN:
        assert (REPO / path).is_file(), f"{path} is listed as clean but does not exist"
    errors = [line for line in mypy_report
              if ": error:" in line and line.split(":", 1)[0] in CLEAN]
    assert not errors, "\n".join(errors)


USER_CODE = '''
import codeobj
from codeobj._record import field, record

co = codeobj.open_code_object("kernel.hsaco")
reveal_type(co)
reveal_type(co.kernels[0].arguments[0].offset)
reveal_type(co.symbols[0].binding)
reveal_type(codeobj.link)
reveal_type(codeobj.scan)
reveal_type(codeobj.CheckReport)


@record(frozen=True)
class Point:
    x: int
    tags: list[str] = field(default_factory=list)


reveal_type(Point.__init__)
Point(x="not an int")
'''


@needs_mypy
@pytest.mark.slow
def test_public_names_have_their_types_for_a_type_checker(tmp_path):
    """What a user's type checker sees: real types for the lazily loaded public names (not
    Any), and record fields as dataclass fields (`record` is a dataclass_transform)."""
    typecheck = refs.script("tools/typecheck.py")
    root = typecheck.build_tree(REPO / "build" / "typecheck")
    (root / "user_code.py").write_text(USER_CODE)
    try:
        _, lines = typecheck.run(["user_code"])
    finally:
        (root / "user_code.py").unlink()
    mine = [line.split(": ", 2)[-1] for line in lines if line.startswith("user_code.py:")]
    revealed = [line.removeprefix("Revealed type is ") for line in mine
                if line.startswith("Revealed type")]
    assert revealed[0] == '"codeobj.elf.model.CodeObject"'
    assert revealed[1] == '"int"'
    assert revealed[2] == '"int"'  # SymbolBinding | int: an IntEnum is an int
    assert revealed[3].endswith('-> codeobj._link.linker.LinkResult"')
    assert revealed[4].endswith('-> list[codeobj.bundle.model.EmbeddedCodeObject]"')
    assert revealed[5].endswith('-> codeobj.check.CheckReport"')
    assert "x: int" in revealed[6] and "tags: list[str] =" in revealed[6]
    assert any('Argument "x" to "Point" has incompatible type "str"' in line for line in mine)


def _type_checking_fields(path: Path) -> dict[str, list[str]]:
    """class name -> the fields its ``if TYPE_CHECKING:`` block declares, in order."""
    import ast

    def declared(body: list[ast.stmt]) -> list[str]:
        return [s.target.id for s in body
                if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)]

    out: dict[str, list[str]] = {}
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ClassDef):
            for stmt in node.body:
                if isinstance(stmt, ast.If) and getattr(stmt.test, "id", "") == "TYPE_CHECKING":
                    out[node.name] = declared(stmt.body)
            if node.name in ("RawSymbol", "_RawRelocationFields"):
                out[node.name] = declared(node.body)
    return out


def test_layout_fields_are_declared_for_type_checkers():
    """The ELF records get their fields from formats/elf.py's layouts at run time; the names a
    type checker reads are the same, in the same place."""
    from codeobj.formats import elf as E

    from codeobj._record import fields
    from codeobj.elf import reader

    declared = _type_checking_fields(REPO / "codeobj" / "elf" / "reader.py")
    assert declared["ElfHeader"] == list(E.EHDR.names[1:])
    assert declared["SectionHeader"] == list(E.SHDR.names)
    assert declared["ProgramHeader"] == list(E.PHDR.names)
    assert declared["RawSymbol"] == ["index", "name", *E.SYM.names]
    assert declared["_RawRelocationFields"] == ["index", *E.RELA.names]
    assert fields(reader.SectionHeader) == ("index", "name", *E.SHDR.names, "header_offset")
    assert reader.RawSymbol._fields == ("index", "name", *E.SYM.names)


def test_descriptor_fields_are_declared_for_type_checkers():
    """KernelDescriptor's fields come from formats/kernel_descriptor.py's layout at run time
    (all but the reserved bytes); the names a type checker reads are the same, in order."""
    from codeobj.formats.kernel_descriptor import KERNEL_DESCRIPTOR

    from codeobj._record import fields
    from codeobj.kernel.descriptor import KernelDescriptor

    layout = [name for name in KERNEL_DESCRIPTOR.names if not name.startswith("reserved")]
    declared = _type_checking_fields(REPO / "codeobj" / "kernel" / "descriptor.py")
    assert declared["KernelDescriptor"] == layout
    assert fields(KernelDescriptor) == ("target", "code_object_version", *layout, "reserved",
                                        "warnings")


def test_rewrite_headers_take_their_fields_from_the_layouts():
    """The ELF rewriter's section and program headers are the layouts' fields too."""
    from codeobj.formats import elf as E

    from codeobj._record import fields
    from codeobj.elf import rewrite

    declared = _type_checking_fields(REPO / "codeobj" / "elf" / "rewrite.py")
    assert declared["_Shdr"] == list(E.SHDR.names)
    assert declared["_Phdr"] == list(E.PHDR.names)
    assert fields(rewrite._Shdr) == ("name", *E.SHDR.names)
    assert fields(rewrite._Phdr) == E.PHDR.names
