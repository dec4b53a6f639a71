"""The package's shape (docs/architecture.md): folders by stage, imports that flow one way, no
circle, small modules, and the pure stages free of Datasette."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "datasette_dbgraph"

# The stages, lowest first: a module may import its own stage and the stages below it, never one
# above. Top-level modules sit where their imports put them (rules and hookspecs import nothing).
LAYERS = {
    "formulas": 0, "rules": 0, "hookspecs": 0,
    "words": 1,
    "sources": 2,
    "index": 3,
    "resolving": 4,
    "onebox": 5,
    "resolver": 6,
    "settings": 6,
    "serving": 7, "compat": 7,
    "cli": 8, "__init__": 8,
}
PURE_STAGES = ("words", "sources", "index", "resolving", "onebox")
MAX_MODULES_PER_FOLDER = 20
MAX_MODULE_LINES = 450
DATA_MODULES: set[str] = set()  # the glossary is data files (words/data/), not a module


def modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        rel = path.relative_to(PACKAGE).with_suffix("")
        out[".".join(rel.parts)] = path
    return out


def stage(name: str) -> str:
    return name.split(".")[0]


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """Every module of the package that `name` imports, at the top or inside a function."""
    package_parts = name.split(".")[:-1] if not name.endswith("__init__") else name.split(".")[:-1]
    if name.endswith("__init__"):
        package_parts = name.split(".")[:-1]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package_parts[: len(package_parts) - (node.level - 1)]
                target = base + (node.module.split(".") if node.module else [])
            elif node.module and node.module.startswith("datasette_dbgraph"):
                target = node.module.split(".")[1:]
            else:
                continue
            dotted = ".".join(target)
            if dotted in known:
                out.add(dotted)
            for alias in node.names:
                candidate = ".".join(target + [alias.name])
                if candidate in known:
                    out.add(candidate)
            if not dotted and not any(".".join(target + [a.name]) in known for a in node.names):
                out.add("__init__")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("datasette_dbgraph."):
                    dotted = alias.name.split(".", 1)[1]
                    if dotted in known:
                        out.add(dotted)
    out.discard(name)
    return {m for m in out if not m.endswith("__init__") or m == "__init__"}


@pytest.fixture(scope="module")
def graph() -> dict[str, set[str]]:
    found = modules()
    known = set(found)
    return {name: imports_of(name, path, known) for name, path in found.items()}


def test_every_module_belongs_to_a_known_stage():
    for name in modules():
        assert stage(name) in LAYERS, f"{name}: add its stage to docs/architecture.md and LAYERS"


def test_imports_flow_one_way(graph):
    upward = [(a, b) for a, deps in graph.items() for b in deps if LAYERS[stage(b)] > LAYERS[stage(a)]]
    assert upward == []


def test_no_import_circle(graph):
    seen, on_path, circles = set(), [], []

    def visit(node):
        if node in on_path:
            circles.append(on_path[on_path.index(node):] + [node])
            return
        if node in seen:
            return
        seen.add(node)
        on_path.append(node)
        for dep in sorted(graph.get(node, ())):
            if dep != "__init__":
                visit(dep)
        on_path.pop()

    for node in sorted(graph):
        visit(node)
    assert circles == []


def test_the_pure_stages_import_nothing_of_datasette():
    for name, path in modules().items():
        if stage(name) not in PURE_STAGES and name != "resolver":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and not node.level:
                assert not node.module.startswith("datasette.") and node.module != "datasette", name
            if isinstance(node, ast.Import):
                assert all(a.name.split(".")[0] != "datasette" for a in node.names), name


def test_folders_and_modules_stay_small():
    for folder in [PACKAGE, *[p for p in PACKAGE.iterdir() if p.is_dir() and (p / "__init__.py").exists()]]:
        count = len([p for p in folder.glob("*.py") if p.name != "__init__.py"])
        assert count <= MAX_MODULES_PER_FOLDER, f"{folder.name} holds {count} modules"
    for path in PACKAGE.rglob("*.py"):
        rel = path.relative_to(PACKAGE).as_posix()
        if rel in DATA_MODULES:
            continue
        lines = len(path.read_text(encoding="utf-8").splitlines())
        assert lines <= MAX_MODULE_LINES, f"{rel} has {lines} lines"


def test_the_architecture_page_names_every_stage():
    page = (PACKAGE.parent / "docs" / "architecture.md").read_text(encoding="utf-8")
    for folder in PACKAGE.iterdir():
        if folder.is_dir() and (folder / "__init__.py").exists():
            assert f"{folder.name}/" in page, folder.name


def test_the_plugin_state_imports_nothing_of_the_page(graph):
    """serving/state/ (the index, permissions, searches) is read by the page; never the reverse."""
    upward = [(a, b) for a, deps in graph.items() if a.startswith("serving.state.") for b in deps
              if b.startswith("serving.") and not b.startswith("serving.state.")]
    assert upward == []
