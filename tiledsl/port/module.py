"""A Python file of Triton kernels to one ``.tile`` file: which functions, in which form.

Every top-level ``@triton.jit`` function is ported: one called from another jit function
becomes a helper (``def``), the others kernels (``kernel``). The ``@triton.autotune`` and
``@triton.heuristics`` decorators above a function become tiledsl's (:mod:`.configs`). A
function with anything untranslatable, or calling a helper that was not translated, is
written commented out under a note of why; the others are written translated. The result is
then checked as ``tiledsl check`` would load it, and a function the checker refuses is
commented out the same way, so that the file written always loads.
"""
from __future__ import annotations

import ast
import os
import re
from dataclasses import dataclass, field

from . import configs as C
from . import names as N
from .rewrite import FunctionPort
from .text import PySource

LINE_TAG = re.compile(r"# L(\d+)\s*$")


@dataclass(frozen=True)
class Diagnostic:
    """One report: ``file:line:col: severity: message``; ``severity`` is ``"error"`` (not
    translated: the function is written commented out) or ``"note"`` (something dropped or
    rewritten; the translation is complete)."""

    filename: str
    line: int
    col: int
    severity: str
    message: str

    def __str__(self) -> str:
        return f"{self.filename}:{self.line}:{self.col}: {self.severity}: {self.message}"


@dataclass
class PortResult:
    """What :func:`tiledsl.port.port_source` returns.

    ``text``: the ``.tile`` source; ``diagnostics``: every error and note, in file order;
    ``kernels``/``helpers``: the names translated as kernels and helpers; ``untranslated``:
    the names written commented out."""

    text: str
    diagnostics: list = field(default_factory=list)
    kernels: list = field(default_factory=list)
    helpers: list = field(default_factory=list)
    untranslated: list = field(default_factory=list)

    @property
    def errors(self) -> list:
        return [d for d in self.diagnostics if d.severity == "error"]


class Context:
    """What every function's translation needs to know about the file."""

    def __init__(self, src: PySource, tree: ast.Module):
        self.src = src
        self.tree = tree
        self.aliases = _aliases(tree)
        self.builtins = N.builtins()
        self.jit = {}  # name -> FunctionDef
        self.py_functions = set()
        for stmt in tree.body:
            if isinstance(stmt, ast.FunctionDef):
                if any(self.decorator_kind(d) == "jit" for d in stmt.decorator_list):
                    self.jit[stmt.name] = stmt
                else:
                    self.py_functions.add(stmt.name)
        self.jit_names = set(self.jit)
        self.constants = _constants(tree, self)
        self.renamed = {}

    def builtin_params(self, name: str) -> tuple:
        """The parameter names of tiledsl's builtin ``name`` (empty when it has none)."""
        from ..check.builtins import BUILTINS

        b = BUILTINS.get(name)
        return tuple(p for p, _ in getattr(b, "params", ()))

    def canonical(self, node, local_names=()) -> str | None:
        """The dotted path a name or attribute chain refers to through the file's imports
        (``tl.math.exp`` -> ``triton.language.math.exp``), or None for a value."""
        if isinstance(node, ast.Name):
            if node.id in local_names:
                return None
            return self.aliases.get(node.id)
        if isinstance(node, ast.Attribute):
            base = self.canonical(node.value, local_names)
            return None if base is None else base + "." + node.attr
        return None

    def tiledsl_name(self, path: str) -> tuple[str | None, str | None]:
        """``(tiledsl name, None)`` for a Triton path, or ``(None, what to do)``."""
        for mod in N.MATH_MODULES:
            if path.startswith(mod + ".") and "." not in path[len(mod) + 1:]:
                return N.math_name(path[len(mod) + 1:], self.builtins)
        if path.startswith(N.LANGUAGE + ".") and "." not in path[len(N.LANGUAGE) + 1:]:
            return N.language_name(path[len(N.LANGUAGE) + 1:], self.builtins)
        if path == "triton.cdiv":
            return "cdiv", None
        return None, "tiledsl has no counterpart of it"

    def decorator_kind(self, d) -> str | None:
        path = self.canonical(d.func if isinstance(d, ast.Call) else d)
        return {"triton.jit": "jit", "triton.runtime.jit.jit": "jit",
                "triton.autotune": "autotune", "triton.runtime.autotune": "autotune",
                "triton.heuristics": "heuristics",
                "triton.runtime.heuristics": "heuristics"}.get(path)

    def is_config(self, func) -> bool:
        return self.canonical(func) in ("triton.Config", "triton.runtime.Config")

    def triton_function(self, func) -> str | None:
        path = self.canonical(func)
        if path and path.startswith("triton.") and path.count(".") == 1:
            return path.split(".")[1]
        return None


def _aliases(tree) -> dict:
    out = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.asname:
                    out[a.asname] = a.name
                else:
                    top = a.name.split(".")[0]
                    out[top] = top
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for a in node.names:
                out[a.asname or a.name] = node.module + "." + a.name
    return {k: v for k, v in out.items() if v == "triton" or v.startswith("triton.")}


def _constants(tree, ctx) -> dict:
    """Module-level ``NAME = literal`` and ``NAME = tl.constexpr(literal)``: name -> text."""
    out = {}
    for stmt in tree.body:
        target = value = None
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
            target, value = stmt.targets[0], stmt.value
        elif isinstance(stmt, ast.AnnAssign) and stmt.value is not None:
            target, value = stmt.target, stmt.value
        if not isinstance(target, ast.Name):
            continue
        if isinstance(value, ast.Call) and ctx.canonical(value.func) == N.LANGUAGE + \
                ".constexpr" and len(value.args) == 1:
            value = value.args[0]
        neg = isinstance(value, ast.UnaryOp) and isinstance(value.op, ast.USub)
        inner = value.operand if neg else value
        if isinstance(inner, ast.Constant) and isinstance(inner.value, (bool, int, float, str)) \
                and not (neg and isinstance(inner.value, (bool, str))):
            text = repr(inner.value) if not isinstance(inner.value, str) else \
                '"' + inner.value.replace("\\", "\\\\").replace('"', '\\"') + '"'
            out[target.id] = ("-" if neg else "") + text
    return out


def _called(fdef, jit_names) -> set:
    """The other jit functions ``fdef`` calls or names (a combine function passed to
    ``tl.reduce`` is named, not called)."""
    return {n.id for n in ast.walk(fdef) if isinstance(n, ast.Name) and
            isinstance(n.ctx, ast.Load) and n.id in jit_names and n.id != fdef.name}


class Piece:
    """One function of the output: its translation, or its commented-out original."""

    def __init__(self, fdef, kind):
        self.fdef, self.kind = fdef, kind
        self.text = ""
        self.errors = []  # Diagnostic
        self.notes = []
        self.calls = set()

    @property
    def ok(self) -> bool:
        return not self.errors


def port_source(text: str, filename: str = "<string>") -> PortResult:
    """Translate the ``@triton.jit`` functions of Python source ``text`` to tiledsl.

    ``filename`` names the file in diagnostics. The text is parsed with :mod:`ast`, never
    imported or run. Returns a :class:`PortResult`; raises :class:`SyntaxError` when the text
    is not Python."""
    tree = ast.parse(text, filename=filename)
    src = PySource(text, filename)
    ctx = Context(src, tree)
    short = os.path.basename(filename)
    callees = set()
    for f in ctx.jit.values():
        callees |= _called(f, ctx.jit_names)
    ctx.renamed = {n: n + "_fn" for n in callees if n in ctx.builtins}

    def diag(node, severity, message):
        line = getattr(node, "lineno", 1) or 1
        col = src.column(node) if getattr(node, "lineno", 0) else 1
        return Diagnostic(filename, line, col, severity, message)

    pieces = []
    for name, fdef in ctx.jit.items():
        kind = "helper" if name in callees else "kernel"
        piece = Piece(fdef, kind)
        piece.calls = _called(fdef, ctx.jit_names)
        fp = FunctionPort(ctx, fdef, kind)
        body = fp.translate()
        decorators, dec_errors, dec_notes = _decorators(ctx, fdef, kind)
        piece.errors = [diag(n, "error", m) for n, m in dec_errors + fp.errors]
        piece.notes = [diag(n, "note", m) for n, m in dec_notes + fp.notes]
        if name in ctx.renamed:
            piece.notes.append(diag(fdef, "note", f"helper {name} is renamed "
                                                  f"{ctx.renamed[name]}: tiledsl has a "
                                                  f"builtin of that name"))
        piece.text = "".join(decorators) + body
        pieces.append(piece)
    by_name = {p.fdef.name: p for p in pieces}
    _propagate(pieces, by_name, diag)
    header = (f"# Ported from {short} by `tiledsl port`.\n"
              f"# A \"# L<n>\" comment: the line of {short} that the line comes from.\n")
    for _ in range(len(pieces) + 1):
        out, ranges = _assemble(header, pieces, src, short)
        failures = _check(out, filename)
        if not failures:
            break
        for line, message in failures:
            piece = next((p for p, (a, b) in ranges.items() if a <= line <= b), None)
            if piece is None or not piece.ok:
                piece = next(p for p in pieces if p.ok)  # unlocated: the first one left
            orig = _original_line(out, line, ranges[piece][0]) or piece.fdef.lineno
            col = len(src.lines[orig - 1]) - len(src.lines[orig - 1].lstrip()) + 1
            piece.errors.append(Diagnostic(filename, orig, col, "error",
                                           f"tiledsl check refuses the translation: "
                                           f"{message}; edit the Python or the .tile by hand"))
        _propagate(pieces, by_name, diag)
    diagnostics = sorted((d for p in pieces for d in p.errors + p.notes),
                         key=lambda d: (d.line, d.col))
    return PortResult(out, diagnostics,
                      kernels=[p.fdef.name for p in pieces if p.ok and p.kind == "kernel"],
                      helpers=[p.fdef.name for p in pieces if p.ok and p.kind == "helper"],
                      untranslated=[p.fdef.name for p in pieces if not p.ok])


def _propagate(pieces, by_name, diag) -> None:
    """A function calling a helper that is not translated is not translated either."""
    changed = True
    while changed:
        changed = False
        for p in pieces:
            if not p.ok:
                continue
            bad = sorted(c for c in p.calls if c in by_name and not by_name[c].ok)
            if bad:
                p.errors.append(diag(p.fdef, "error", f"{p.fdef.name} calls {bad[0]}, which "
                                                      f"is not translated; fix that first"))
                changed = True


def _assemble(header, pieces, src, short):
    """The output text, and each piece's (first line, last line) in it."""
    parts, ranges = [header], {}
    line = header.count("\n") + 1
    for p in pieces:
        if p.ok:
            text = p.text
        else:
            first = min([p.fdef.lineno] + [d.lineno for d in p.fdef.decorator_list])
            original = "".join(src.lines[first - 1:p.fdef.end_lineno])
            why = "".join(f"#   {short}:{d.line}:{d.col}: {d.message}\n"
                          for d in p.errors)
            text = (f"# tiledsl port: {p.fdef.name} ({short}:{p.fdef.lineno}) is not "
                    f"translated:\n{why}" +
                    "".join("# " + ln.rstrip("\r\n") + "\n" for ln in original.splitlines()))
        text = "\n\n" + text.rstrip("\n") + "\n"
        ranges[p] = (line + 2, line + text.count("\n") - 1)
        line += text.count("\n")
        parts.append(text)
    return "".join(parts), ranges


def _check(text: str, filename: str) -> list:
    """``[(line, message)]`` of what ``tiledsl check`` refuses in ``text`` (empty: it loads)."""
    from ..check import check_module
    from ..errors import TileCompileErrors, TileError
    from ..parser import parse
    from ..source import Source

    out_name = os.path.splitext(filename)[0] + ".tile"
    try:
        check_module(parse(Source(text, out_name)))
    except TileCompileErrors as e:
        return [(err.span.line if err.span else 0, err.message) for err in e.errors]
    except TileError as e:
        return [(e.span.line if e.span else 0, e.message)]
    return []


def _original_line(out: str, line: int, first: int) -> int | None:
    lines = out.splitlines()
    for i in range(min(line, len(lines)), first - 1, -1):
        m = LINE_TAG.search(lines[i - 1])
        if m:
            return int(m.group(1)) + (line - i)
    return None


# ------------------------------------------------------------------------------ decorators
def _decorators(ctx: Context, fdef, kind: str):
    """``(lines, errors, notes)`` for the decorators of a jit function."""
    lines, errors, notes = [], [], []
    for d in fdef.decorator_list:
        what = ctx.decorator_kind(d)
        if what == "jit":
            if isinstance(d, ast.Call):
                for kw in d.keywords:
                    notes.append((kw, f"@triton.jit's {kw.arg}= is dropped: tiledsl "
                                      f"specializes on every argument's facts itself"))
            continue
        if what is None:
            errors.append((d, "a decorator tiledsl does not know; remove it or apply it in "
                              "Python"))
            continue
        if kind == "helper":
            errors.append((d, f"@triton.{what} on a function that other kernels call; tiledsl "
                              f"tunes kernels, not helpers"))
            continue
        try:
            text = (_autotune(ctx, d, notes) if what == "autotune"
                    else _heuristics(ctx, d))
        except C.Unsupported as e:
            errors.append((e.node, e.message))
            continue
        lines.append(text)
    # one tag for the whole block: the first decorator's line
    if lines:
        first = fdef.decorator_list[0].lineno
        head, _, rest = lines[0].partition("\n")
        lines[0] = f"{head}  # L{first}\n{rest}" if rest else f"{head}  # L{first}\n"
    return lines, errors, notes


def _autotune(ctx, d, notes) -> str:
    if not isinstance(d, ast.Call):
        raise C.Unsupported(d, "@triton.autotune needs configs= and key=")
    ev = C.Evaluator(ctx.tree, ctx.is_config, notes)
    args = dict(zip(("configs", "key"), d.args))
    args.update({kw.arg: kw.value for kw in d.keywords})
    if "configs" not in args or "key" not in args:
        raise C.Unsupported(d, "@triton.autotune needs configs= and key=")
    configs = ev.eval(args.pop("configs"))
    if not isinstance(configs, (list, tuple)) or not all(
            isinstance(c, C.PortedConfig) for c in configs) or not configs:
        raise C.Unsupported(d, "configs= must be a non-empty list of triton.Config(...)")
    key = ev.eval(args.pop("key"))
    if not isinstance(key, (list, tuple)) or not all(isinstance(k, str) for k in key):
        raise C.Unsupported(d, "key= must be a list of parameter names")
    extra = []
    for name, node in args.items():
        if name in ("warmup", "rep"):
            extra.append(f"    {name}={C._literal(ev.eval(node))},\n")
        elif name in ("reset_to_zero", "restore_value"):
            notes.append((node, f"{name}= is dropped: tiledsl's autotuner runs every "
                                f"configuration on its own copies of the outputs "
                                f"(docs/autotune.md)"))
        elif name == "prune_configs_by":
            notes.append((node, "prune_configs_by= is dropped: pass it from Python, "
                                "tiledsl.autotune(mod.KERNEL, prune_configs_by={...})"))
        elif name in ("use_cuda_graph", "do_bench", "cache_results", "warmup_ms"):
            notes.append((node, f"{name}= is dropped: tiledsl times configurations itself "
                                f"and always caches results"))
        else:
            raise C.Unsupported(node, f"@triton.autotune's {name}= has no tiledsl form")
    seen, rows = set(), []
    for c in configs:
        t = c.text()
        if t in seen:
            notes.append((d, f"a repeated configuration is dropped: {t}"))
            continue
        seen.add(t)
        rows.append(f"        {t},\n")
    keys = ", ".join(f'"{k}"' for k in key)
    return ("@autotune(\n    configs=[\n" + "".join(rows) + "    ],\n"
            f"    key=[{keys}],\n" + "".join(extra) + ")\n")


def _heuristics(ctx, d) -> str:
    if not isinstance(d, ast.Call) or len(d.args) + len(d.keywords) != 1:
        raise C.Unsupported(d, "@triton.heuristics takes one dict of lambdas")
    values = d.args[0] if d.args else d.keywords[0].value
    if isinstance(values, ast.Name):
        for stmt in ctx.tree.body:
            if isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id ==
                                                    values.id for t in stmt.targets):
                values = stmt.value
    if not isinstance(values, ast.Dict) or any(k is None for k in values.keys):
        raise C.Unsupported(values, "@triton.heuristics's argument must be a dict literal "
                                    "{'NAME': lambda args: ...}")
    parts = []
    for k, v in zip(values.keys, values.values):
        if not (isinstance(k, ast.Constant) and isinstance(k.value, str)):
            raise C.Unsupported(k, "a heuristic's name must be a string")
        parts.append(f"{k.value}={C.heuristic_expression(v, ctx.triton_function)}")
    return "@heuristics(" + ", ".join(parts) + ")\n"
