"""The AST of a ``.tile`` file: frozen dataclasses, each carrying its :class:`Span`.

Produced by :mod:`tiledsl.parser` (a lark Transformer), consumed by :mod:`tiledsl.check`.
``dump(node)`` prints a node as an indented tree (``Kernel.ast`` and ``tiledsl ast FILE``).
"""
from __future__ import annotations

import sys
from dataclasses import MISSING, dataclass, fields

from .source import Span


#: how deeply nodes may nest (the parser refuses deeper trees), so that every pass over the
#: AST may recurse
MAX_NESTING = 2500


@dataclass(frozen=True)
class Node:
    span: Span


# ------------------------------------------------------------------ expressions
@dataclass(frozen=True)
class Name(Node):
    id: str


@dataclass(frozen=True)
class Constant(Node):
    """An int, float or bool literal; ``inf`` and ``nan`` are Names resolved by the checker."""

    value: object


@dataclass(frozen=True)
class String(Node):
    """A string literal (device_print prefixes, assert messages, input_precision=...)."""

    value: str


@dataclass(frozen=True)
class BinOp(Node):
    """``left op right``; op is one of ``+ - * / // % & | ^ << >>``."""

    op: str
    left: "Expr"
    right: "Expr"


@dataclass(frozen=True)
class Compare(Node):
    """``left op right``; op is one of ``== != < <= > >=``. Chains become BoolOp('and')."""

    op: str
    left: "Expr"
    right: "Expr"


@dataclass(frozen=True)
class BoolOp(Node):
    """``a and b and c`` / ``a or b``: op is ``"and"`` or ``"or"``."""

    op: str
    values: tuple


@dataclass(frozen=True)
class UnaryOp(Node):
    """op is ``-``, ``+``, ``~`` or ``not``."""

    op: str
    operand: "Expr"


@dataclass(frozen=True)
class IfExp(Node):
    """``body if test else orelse``."""

    test: "Expr"
    body: "Expr"
    orelse: "Expr"


@dataclass(frozen=True)
class Keyword(Node):
    name: str
    value: "Expr"


@dataclass(frozen=True)
class Call(Node):
    """``func(args..., name=value...)``; func is a Name or an Attribute (``x.to``)."""

    func: "Expr"
    args: tuple
    keywords: tuple


@dataclass(frozen=True)
class Attribute(Node):
    """``value.attr`` (``x.to``, ``x.T``, ``x.dtype``)."""

    value: "Expr"
    attr: str


@dataclass(frozen=True)
class Slice(Node):
    """A bare ``:`` in a subscript (the only slice the language has)."""


@dataclass(frozen=True)
class Subscript(Node):
    """``value[i, j, ...]``; each index is a Slice, ``Constant(None)``, or an expression."""

    value: "Expr"
    indices: tuple


@dataclass(frozen=True)
class Tuple(Node):
    """``(a, b)`` or ``a, b`` where a tuple is allowed (returns, shapes)."""

    elts: tuple


Expr = object  # any of the classes above


# ------------------------------------------------------------------ statements
@dataclass(frozen=True)
class Assign(Node):
    """``t1, t2 = value`` (one target is the common case); targets are Names."""

    targets: tuple
    value: Expr


@dataclass(frozen=True)
class AugAssign(Node):
    """``target op= value``; op is the binary operator without ``=``."""

    target: Name
    op: str
    value: Expr


@dataclass(frozen=True)
class ExprStmt(Node):
    value: Expr


@dataclass(frozen=True)
class If(Node):
    """``if test: body else: orelse``; ``elif`` is an If inside ``orelse``."""

    test: Expr
    body: tuple
    orelse: tuple


@dataclass(frozen=True)
class For(Node):
    """``for target in iter: body``; iter is a Call of ``range`` or ``static_range``."""

    target: Name
    iter: Call
    body: tuple


@dataclass(frozen=True)
class While(Node):
    test: Expr
    body: tuple


@dataclass(frozen=True)
class Break(Node):
    pass


@dataclass(frozen=True)
class Continue(Node):
    pass


@dataclass(frozen=True)
class Pass(Node):
    pass


@dataclass(frozen=True)
class Return(Node):
    """``return`` / ``return x`` / ``return a, b`` (value is a Tuple then)."""

    value: Expr | None


# ------------------------------------------------------------------ definitions
@dataclass(frozen=True)
class Param(Node):
    """A parameter. ``annotation`` is None (specialize on the argument), ``"constexpr"``, a
    dtype name (``"fp32"``) or a pointer (``"*fp16"``). ``default`` is an expression or None."""

    name: str
    annotation: str | None
    default: Expr | None


@dataclass(frozen=True)
class Decorator(Node):
    """``@name(args...)`` above a definition (used by autotuning later)."""

    call: Call


@dataclass(frozen=True)
class FunctionDef(Node):
    """``kernel name(...)`` (``is_kernel``) or ``def name(...)`` (a helper, inlined)."""

    name: str
    params: tuple
    body: tuple
    is_kernel: bool
    docstring: str | None
    decorators: tuple
    name_span: Span


@dataclass(frozen=True)
class ConstDef(Node):
    """``NAME: constexpr = value`` at the top level of a file: a compile-time constant that
    every kernel and helper of the file can use (and parameter defaults too)."""

    name: str
    value: Expr
    name_span: Span


@dataclass(frozen=True)
class Module(Node):
    """A whole ``.tile`` file: its definitions and its module-level constants, each in source
    order."""

    functions: tuple
    docstring: str | None
    constants: tuple = ()

    def get(self, name: str) -> FunctionDef | None:
        for f in self.functions:
            if f.name == name:
                return f
        return None


def dump(node, indent: int = 0) -> str:
    """An indented, span-free text tree of ``node`` (stable; used by tests and the CLI)."""
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 2 * MAX_NESTING + 200))  # one frame a level, and a margin
    lines: list = []
    try:
        _dump(node, indent, lines)
    finally:
        sys.setrecursionlimit(old)
    return "\n".join(lines)


def _dump(node, indent: int, lines: list) -> None:
    """Append the lines of ``node``'s tree to ``lines`` (each line once: linear in the text)."""
    pad = "  " * indent
    if isinstance(node, tuple):
        if not node:
            lines.append(pad + "()")
        for n in node:
            _dump(n, indent, lines)
        return
    if not isinstance(node, Node):
        lines.append(pad + repr(node))
        return
    parts = []
    simple = []
    for f in fields(node):
        if f.name in ("span", "name_span"):
            continue
        v = getattr(node, f.name)
        if f.default is not MISSING and v == f.default:  # e.g. a file without constants
            continue
        if isinstance(v, Node) or (isinstance(v, tuple) and v and isinstance(v[0], Node)):
            parts.append((f.name, v))
        else:
            simple.append(f"{f.name}={v!r}")
    lines.append(f"{pad}{type(node).__name__}({', '.join(simple)})")
    for name, v in parts:
        lines.append(f"{pad}  .{name}:")
        _dump(v, indent + 2, lines)
