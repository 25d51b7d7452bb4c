"""The layers of the package, read from every import statement of its source (module-level
and inside functions alike), as docs/architecture.md draws them:

    api        tiledsl (the package), cli, cli_compile, __main__, autotune, debugger, testing,
               port, torch, aot, aot_header
    launch     tiledsl.launch
    backends   tiledsl.interpreter | tiledsl.codegen
    analysis   tiledsl.analysis
    front end  tiledsl.parser, tiledsl.ast, tiledsl.check, tiledsl.passes
    core       source, errors, knobs, dtypes, ir, printer, verify, debuginfo, scalars, ...

Fails when a backend imports the other one, when anything below the launch layer imports
the launch layer or what sits above it, when the core (the IR and its types) imports the
front end, when a backend imports the parser or the checker, and when module-level imports
form a circle.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = {"tiledsl": ROOT / "tiledsl", "tiledsl.interpreter": ROOT / "interpreter",
            "tiledsl.codegen": ROOT / "codegen"}

API = ("tiledsl", "tiledsl.cli", "tiledsl.cli_compile", "tiledsl.__main__", "tiledsl.autotune",
       "tiledsl.debugger", "tiledsl.testing", "tiledsl.port", "tiledsl.torch", "tiledsl.aot",
       "tiledsl.aot_header")
FRONT_END = ("tiledsl.parser", "tiledsl.ast", "tiledsl.check", "tiledsl.passes")
#: layer of each top-level part, low to high
LAYERS = ["core", "front end", "analysis", "backends", "launch", "api"]


def _modules() -> dict:
    """``{module name: (path, is_package)}`` for every module of the three source folders."""
    out = {}
    for pkg, base in PACKAGES.items():
        for path in base.rglob("*.py"):
            parts = list(path.relative_to(base).with_suffix("").parts)
            is_pkg = parts[-1] == "__init__"
            if is_pkg:
                parts = parts[:-1]
            out[".".join([pkg] + parts)] = (path, is_pkg)
    return out


MODULES = _modules()


def _within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def layer(name: str) -> str:
    if name == "tiledsl" or any(_within(name, p) for p in API[1:]):
        return "api"
    if _within(name, "tiledsl.launch"):
        return "launch"
    if _within(name, "tiledsl.interpreter") or _within(name, "tiledsl.codegen"):
        return "backends"
    if _within(name, "tiledsl.analysis"):
        return "analysis"
    if any(_within(name, p) for p in FRONT_END):
        return "front end"
    return "core"


def _backend(name: str) -> str | None:
    for b in ("tiledsl.interpreter", "tiledsl.codegen"):
        if _within(name, b):
            return b
    return None


def imports() -> list:
    """``(importer, imported module, line, at module level)`` for every import of a tiledsl
    module; ``from X import y`` names the submodule ``X.y`` when there is one."""
    out = []
    for name, (path, is_pkg) in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = {id(n) for n in tree.body}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = name.split(".") if is_pkg else name.split(".")[:-1]
                    base = base[:len(base) - node.level + 1]
                    mod = ".".join(base + ([node.module] if node.module else []))
                else:
                    mod = node.module or ""
                targets = [f"{mod}.{a.name}" if f"{mod}.{a.name}" in MODULES else mod
                           for a in node.names]
            else:
                continue
            for t in targets:
                if t == "tiledsl" or t.startswith("tiledsl."):
                    out.append((name, t, node.lineno, id(node) in top))
    return out


IMPORTS = imports()


def test_every_import_names_a_module_of_the_package():
    unknown = [(a, b, n) for a, b, n, _ in IMPORTS if b not in MODULES]
    assert not unknown


def test_backends_do_not_import_each_other():
    bad = [(a, b, n) for a, b, n, _ in IMPORTS
           if _backend(a) and _backend(b) and _backend(a) != _backend(b)]
    assert not bad


def test_nothing_below_the_launch_layer_imports_it_or_above():
    high = LAYERS.index("launch")
    bad = [(a, b, n) for a, b, n, _ in IMPORTS
           if LAYERS.index(layer(a)) < high <= LAYERS.index(layer(b))]
    assert not bad


def test_the_core_does_not_import_the_front_end():
    bad = [(a, b, n) for a, b, n, _ in IMPORTS
           if layer(a) == "core" and layer(b) != "core"]
    assert not bad


def test_backends_do_not_import_the_parser_or_the_checker():
    bad = [(a, b, n) for a, b, n, _ in IMPORTS
           if layer(a) == "backends" and layer(b) == "front end" and not _within(b, "tiledsl.passes")]
    assert not bad


def test_module_level_imports_form_no_circle():
    graph: dict = {}
    for a, b, _, top in IMPORTS:
        if top and a != b and not _within(a, b):  # a package's submodule sees it initialized
            graph.setdefault(a, set()).add(b)
    index, low, stack, on, circles = {}, {}, [], set(), []

    def visit(v):  # Tarjan's strongly connected components
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                circles.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    assert not circles
