"""The package's imports: one style (relative), and a graph with no circle.

Inside the package (codeobj/, formats/ and cli/, installed as codeobj, codeobj.formats and
codeobj.cli) a module imports another of the package relatively (``from ..errors import
FormatError``): the spelling says how far away the module is, and it does not depend on
where the repository directories are installed.  Tests, tools and benchmarks import the
installed package absolutely.

Every import statement of every module counts: top-level, inside functions and under
``if TYPE_CHECKING:`` (a circle of type-only imports still means two modules that each know
the other).  ``from package import name`` is an edge to the submodule ``package.name`` when
there is one, else to ``package``; a submodule's implicit import of its parent packages is not
an edge.

Known circles are allowed, each by the exact modules it has today, because other work is
removing them: the ISA layer's (``codeobj/isa/``, being redesigned).  A circle that reaches any other
module fails, and so does one of those modules joining a circle outside its own group.  When a
known circle is gone, its strict xfail below passes and fails the run: delete its entry.
"""

from __future__ import annotations

import ast
import itertools
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
# Where each installed package lives in the repository (pyproject.toml's package-dir).
PACKAGE_DIRS = {"codeobj": REPO / "codeobj", "codeobj.formats": REPO / "formats",
                "codeobj.cli": REPO / "cli"}

KNOWN_CIRCLES = {
    "isa-decoder": frozenset({"codeobj.isa.decoder", "codeobj.isa.decoder_gcn",
                              "codeobj.isa.decoder_rdna", "codeobj.isa.image",
                              "codeobj.isa.listing", "codeobj.isa.listing_rdna"}),
    "isa-encoder": frozenset({"codeobj.isa.encoder", "codeobj.isa.encoder_gcn",
                              "codeobj.isa.encoder_rdna"}),
}


def modules() -> dict[str, tuple[Path, bool]]:
    """module name -> (file, is a package), for every module the package installs."""
    found = {}
    for package, directory in PACKAGE_DIRS.items():
        for path in sorted(directory.rglob("*.py")):
            parts = list(path.relative_to(directory).with_suffix("").parts)
            if package == "codeobj" and parts[0] in ("formats", "cli"):
                continue
            is_package = parts[-1] == "__init__"
            if is_package:
                parts.pop()
            found[".".join([package, *parts])] = (path, is_package)
    return found


def _imports(name: str, path: Path, is_package: bool, known: dict) -> dict[str, int]:
    """The package's modules that ``name`` imports -> the line of the first such import."""
    package = name if is_package else name.rpartition(".")[0]
    edges: dict[str, int] = {}
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module
            targets = [f"{source}.{alias.name}" if f"{source}.{alias.name}" in known else source
                       for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                edges.setdefault(target, node.lineno)
    return edges


def import_graph() -> dict[str, dict[str, int]]:
    """module -> {imported module of the package: line of the first such import}."""
    known = modules()
    return {name: _imports(name, path, is_package, known)
            for name, (path, is_package) in known.items()}


def circles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(found)


def cycle_text(graph: dict[str, dict[str, int]], component: list[str]) -> str:
    """One import cycle through the component, each step with the line that imports."""
    members = set(component)
    start = component[0]
    path, seen = [start], {start}
    while True:
        here = path[-1]
        nxt = sorted(w for w in graph[here] if w in members)
        back = [w for w in nxt if w in path]
        step = back[0] if back else next(w for w in nxt if w not in seen)
        path.append(step)
        if step in seen:
            path = path[path.index(step):]
            break
        seen.add(step)
    known = modules()
    return "\n".join(f"  {a} ({known[a][0].relative_to(REPO)}:{graph[a][b]}) imports {b}"
                     for a, b in itertools.pairwise(path))


def test_graph_sees_every_kind_of_import():
    graph = import_graph()
    assert "codeobj.elf.reader" in graph["codeobj.elf.model"]  # top level, relative
    assert "codeobj.kernel.descriptor" in graph["codeobj.elf.model"]  # in a function
    assert "codeobj.bundle._scan" in graph["codeobj.bundle"]  # a package's __init__
    assert "codeobj.bundle._elf" in graph["codeobj.bundle._scan"]  # from . import submodule
    assert "codeobj.bundle.offload" in graph["codeobj.bundle.model"]  # under TYPE_CHECKING
    assert "codeobj.errors" in graph["codeobj.cli.main"]  # cli/ is codeobj.cli


def test_no_import_circle():
    graph = import_graph()
    unknown = [c for c in circles(graph)
               if not any(set(c) <= allowed for allowed in KNOWN_CIRCLES.values())]
    report = "\n\n".join(f"{' <-> '.join(c)}:\n{cycle_text(graph, c)}" for c in unknown)
    assert not unknown, f"import circles:\n{report}"


@pytest.mark.parametrize("name", sorted(KNOWN_CIRCLES))
@pytest.mark.xfail(strict=True, reason="a known circle, being removed by other work "
                   "(isa: the ISA redesign); delete its "
                   "KNOWN_CIRCLES entry when this passes")
def test_known_circle_is_gone(name):
    graph = import_graph()
    left = [c for c in circles(graph) if set(c) <= KNOWN_CIRCLES[name]]
    report = "\n\n".join(cycle_text(graph, c) for c in left)
    assert not left, f"{name} still has import circles:\n{report}"


def test_imports_inside_the_package_are_relative():
    absolute = []
    for path, _ in modules().values():
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                spelled = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level:
                spelled = [node.module or ""]
            else:
                continue
            if any(s == "codeobj" or s.startswith("codeobj.") for s in spelled):
                absolute.append(f"{path.relative_to(REPO)}:{node.lineno}: {ast.unparse(node)}")
    assert not absolute, "import the package relatively:\n" + "\n".join(absolute)
