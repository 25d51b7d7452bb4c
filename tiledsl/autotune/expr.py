"""Host-side expressions of ``.tile`` decorators: ``@heuristics(EVEN_K=K % BLOCK_K == 0)``.

A heuristic in a ``.tile`` file is an expression over the kernel's scalar parameters, its
constexprs (those given by the caller, set by the configuration, and earlier heuristics) and
the options ``num_warps``/``num_stages``. It is evaluated on the host, in Python arithmetic,
before each launch, the way Triton evaluates the lambdas of ``@triton.heuristics``
(``python/triton/runtime/autotuner.py``, ``Heuristics.run``): ``//`` floors, ``/`` is true
division, integers do not wrap.

Allowed: literals, names, ``+ - * / // % & | ^ << >>``, comparisons, ``and or not``,
``a if c else b``, and the calls ``cdiv(a, b)``, ``next_power_of_2(n)``, ``min``, ``max``,
``abs``. :func:`check_expr` refuses anything else at load time, located with carets.
"""
from __future__ import annotations

import operator

from .. import ast as A
from ..errors import TileLaunchError, TileTypeError


def next_power_of_2(n: int) -> int:
    """The smallest power of two >= n (1 for n <= 1); Triton's ``triton.next_power_of_2``."""
    n = int(n)
    return 1 if n <= 1 else 1 << (n - 1).bit_length()


def cdiv(a: int, b: int) -> int:
    """Ceiling division of integers, ``(a + b - 1) // b`` (Triton's ``triton.cdiv``)."""
    a, b = int(a), int(b)
    return (a + b - 1) // b


FUNCTIONS = {"cdiv": cdiv, "next_power_of_2": next_power_of_2, "min": min, "max": max,
             "abs": abs}
_BIN = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv,
        "//": operator.floordiv, "%": operator.mod, "&": operator.and_, "|": operator.or_,
        "^": operator.xor, "<<": operator.lshift, ">>": operator.rshift}
_CMP = {"==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le,
        ">": operator.gt, ">=": operator.ge}
_UN = {"-": operator.neg, "+": operator.pos, "~": operator.invert, "not": operator.not_}


def check_expr(node, names: set, what: str) -> None:
    """Refuse, at load time, what :func:`evaluate` cannot run: unknown names (``names`` are
    the visible ones), calls other than :data:`FUNCTIONS`, attributes, subscripts.
    Raises TileTypeError located at the offending node."""
    if isinstance(node, (A.Constant, A.String)):
        return
    if isinstance(node, A.Name):
        if node.id not in names and node.id not in ("True", "False", "None"):
            raise TileTypeError(
                f"{what}: unknown name '{node.id}'; a heuristic can use the kernel's scalar "
                f"parameters and constexprs, num_warps and num_stages: "
                f"{', '.join(sorted(names))}", node.span)
        return
    if isinstance(node, A.BinOp):
        if node.op not in _BIN:
            raise TileTypeError(f"{what}: operator '{node.op}' is not allowed here", node.span)
        check_expr(node.left, names, what)
        check_expr(node.right, names, what)
    elif isinstance(node, A.Compare):
        check_expr(node.left, names, what)
        check_expr(node.right, names, what)
    elif isinstance(node, A.BoolOp):
        for v in node.values:
            check_expr(v, names, what)
    elif isinstance(node, A.UnaryOp):
        check_expr(node.operand, names, what)
    elif isinstance(node, A.IfExp):
        for v in (node.test, node.body, node.orelse):
            check_expr(v, names, what)
    elif isinstance(node, A.Tuple):
        for v in node.elts:
            check_expr(v, names, what)
    elif isinstance(node, A.Call):
        fname = node.func.id if isinstance(node.func, A.Name) else None
        if fname not in FUNCTIONS:
            raise TileTypeError(
                f"{what}: only {', '.join(FUNCTIONS)} can be called in a heuristic", node.span)
        if node.keywords:
            raise TileTypeError(f"{what}: {fname}() takes no keyword arguments",
                                node.keywords[0].span)
        for v in node.args:
            check_expr(v, names, what)
    else:
        raise TileTypeError(f"{what}: a heuristic is an expression over scalars and "
                            f"constexprs; {type(node).__name__.lower()} is not allowed here",
                            node.span)


def evaluate(node, env: dict):
    """The value of expression ``node`` with names bound in ``env`` (numpy scalars are turned
    into Python numbers first). Raises TileLaunchError, located at ``node``, when the
    expression fails (division by zero, a name without a value)."""
    try:
        return _eval(node, env)
    except TileLaunchError:
        raise
    except Exception as exc:  # noqa: BLE001 - the user's expression failed
        raise TileLaunchError(f"evaluating this expression raised {type(exc).__name__}: {exc}",
                              node.span) from None


def _eval(node, env):
    if isinstance(node, (A.Constant, A.String)):
        return node.value
    if isinstance(node, A.Name):
        if node.id in ("True", "False", "None"):
            return {"True": True, "False": False, "None": None}[node.id]
        if node.id not in env:
            raise TileLaunchError(f"'{node.id}' has no value at this launch", node.span)
        v = env[node.id]
        return v.item() if hasattr(v, "item") and getattr(v, "shape", None) == () else v
    if isinstance(node, A.BinOp):
        return _BIN[node.op](_eval(node.left, env), _eval(node.right, env))
    if isinstance(node, A.Compare):
        return _CMP[node.op](_eval(node.left, env), _eval(node.right, env))
    if isinstance(node, A.BoolOp):
        if node.op == "and":
            out = True
            for v in node.values:
                out = _eval(v, env)
                if not out:
                    return out
            return out
        out = False
        for v in node.values:
            out = _eval(v, env)
            if out:
                return out
        return out
    if isinstance(node, A.UnaryOp):
        return _UN[node.op](_eval(node.operand, env))
    if isinstance(node, A.IfExp):
        return _eval(node.body, env) if _eval(node.test, env) else _eval(node.orelse, env)
    if isinstance(node, A.Tuple):
        return tuple(_eval(v, env) for v in node.elts)
    if isinstance(node, A.Call):
        return FUNCTIONS[node.func.id](*(_eval(a, env) for a in node.args))
    raise TileLaunchError(f"cannot evaluate a {type(node).__name__} here", node.span)
