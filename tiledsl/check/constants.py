"""Module-level constants: ``BLOCK: constexpr = 128`` at the top level of a ``.tile`` file.

Each constant is evaluated once per file, in source order, by the checker's own expression
rules on compile-time values (so ``2 * BLOCK``, ``cdiv(N, BLOCK)``, ``fp16``, ``(64, 32)``
and earlier constants all work, with Python arithmetic as for constexprs). Every kernel and
helper of the file sees them as compile-time values, and so do parameter defaults. A name
may be defined once: a constant cannot share its name with another constant, a kernel, a
helper, a builtin, a dtype or ``inf``/``nan``, and it cannot be assigned inside a function
(a parameter of that name shadows it, as in Python).
"""
from __future__ import annotations

from .. import ast as A
from ..dtypes import dtype_from_name
from ..errors import TileTypeError
from ..ir import Block
from .semantic import fail
from .values import Callable_, Const, EnumNamespace

_CACHE: dict = {}  # id(module) -> (module, values, errors)


def module_constants(module: A.Module) -> dict:
    """``{name: value}`` of the module's constants that evaluated without an error."""
    return _evaluate(module)[0]


def constant_errors(module: A.Module) -> list:
    """The located errors of the module's constants (redefinitions, values that are not
    compile-time values), in source order."""
    return list(_evaluate(module)[1])


def _evaluate(module: A.Module):
    hit = _CACHE.get(id(module))
    if hit is not None and hit[0] is module:
        return hit[1], hit[2]
    values, errors = {}, []
    if module.constants:
        _evaluate_into(module, values, errors)
    if len(_CACHE) > 1000:
        _CACHE.clear()
    _CACHE[id(module)] = (module, values, errors)
    return values, errors


def _evaluate_into(module: A.Module, values: dict, errors: list) -> None:
    from .builtins import BUILTINS, CONSTANT_NAMES, NAMESPACES
    from .lower import Lowerer, PoisonUse

    functions = {f.name: f for f in module.functions}
    lw = Lowerer(module, None, {}, {}, constants=values)
    lw.builder.block = Block()  # what a value that is not a constant emits, then dropped
    seen: dict = {}
    for c in module.constants:
        where = c.name_span
        if c.name in seen:
            errors.append(fail(f"'{c.name}' is defined twice (first at line "
                               f"{seen[c.name].line})", where))
            continue
        seen[c.name] = where
        f = functions.get(c.name)
        if f is not None:
            first, second = sorted([(where.line, "constant"), (f.span.line, "function")])
            errors.append(fail(f"'{c.name}' is defined twice (first at line {first[0]}, as a "
                               f"{first[1]}; a constant and a function cannot share a name)",
                               where if second[1] == "constant" else f.name_span))
            continue
        what = ("a builtin" if c.name in BUILTINS else
                "a dtype name" if dtype_from_name(c.name) is not None else
                "a built-in constant" if c.name in CONSTANT_NAMES or c.name in NAMESPACES
                else None)
        if what is not None:
            errors.append(fail(f"'{c.name}' is {what}; choose another name for the constant",
                               where))
            continue
        n_errors = len(lw.errors)
        try:
            v = lw.expr(c.value, {})
        except PoisonUse:
            v = None
        except TileTypeError as e:
            errors.append(e)
            continue
        if len(lw.errors) > n_errors:
            errors.extend(lw.errors[n_errors:])
            continue
        if not isinstance(v, Const) or isinstance(v.value, EnumNamespace):
            got = v.describe() if hasattr(v, "describe") else "no value"
            hint = (" (builtins and helpers are not values)" if isinstance(v, Callable_)
                    else "")
            errors.append(fail(f"the value of module-level constant '{c.name}' must be a "
                               f"compile-time value (a number, bool, string, dtype or tuple, "
                               f"computed from literals and earlier constants); got "
                               f"{got}{hint}", c.value.span))
            continue
        values[c.name] = v.value
    errors.sort(key=lambda e: (e.span.line, e.span.col))


def assignment_errors(module: A.Module, fdef: A.FunctionDef) -> list:
    """A located error for each assignment in ``fdef`` to the name of a module constant."""
    names = {c.name: c.name_span for c in module.constants}
    if not names:
        return []
    out: list = []

    def visit(stmts):
        for s in stmts:
            targets = ()
            if isinstance(s, A.Assign):
                targets = s.targets
            elif isinstance(s, A.AugAssign):
                targets = (s.target,)
            elif isinstance(s, A.For):
                targets = (s.target,)
            for t in targets:
                if t.id in names and t.id not in params:
                    out.append(fail(f"'{t.id}' is a module-level constant (line "
                                    f"{names[t.id].line}) and cannot be assigned; use another "
                                    f"name", t.span))
            for block in (getattr(s, "body", None), getattr(s, "orelse", None)):
                if isinstance(block, tuple):
                    visit(block)

    params = {p.name for p in fdef.params}
    visit(fdef.body)
    return out
