"""Evaluating a kernel-language expression in a stopped program's scope.

The text is parsed with :func:`tiledsl.parser.parse_expression` and lowered by the checker
itself against the names in scope at the statement (``fn.debug_info``): each run-time name
becomes an argument of a small IR function with the name's type, each compile-time name a
constant. So promotion, broadcasting, builtins and helpers are exactly the kernel's. The
function then runs on the interpreter with the program's current values, its program id,
and the launch's arrays (``load(x + 3)`` reads memory). Besides the names in scope, ``pid``
(when the kernel has no ``pid`` of its own) is ``program_id(0)``.
"""
from __future__ import annotations

import numpy as np

from ..dtypes import DType, PointerType, TileType
from ..errors import TileCompileErrors, TileTypeError
from ..ir import Block, Function, Op, Operation, Param, Value


class Compiled:
    """An expression lowered for one statement's scope: run it with :meth:`run`."""

    def __init__(self, text, fn, inputs, result, prog):
        self.text = text
        self.fn = fn
        self.inputs = inputs  # the scope's IR values, in parameter order
        self.result = result  # Value | constant | tuple tree of those
        self.prog = prog

    def run(self, stepper, launch):
        """The value in ``stepper``'s program: a Tile, a compile-time value or a tuple."""
        from tiledsl.interpreter.executor import Context

        from .values import make_value

        ctx = Context(self.prog, launch.grid, launch.buffers, True)
        ctx.set_batch(stepper.linear, 1)
        args = [stepper.value(v) for v in self.inputs]
        with np.errstate(all="ignore"):
            out = ctx.exec_block(self.prog.body, args)
        if ctx.prints and ctx.prints[0]:
            ctx.flush_prints(launch.stream)
        leaves = iter(out)

        def build(r):
            if isinstance(r, Value):
                return make_value(next(leaves), r.type, stepper.pid, launch.buffers)
            if isinstance(r, tuple) and any(_has_value(i) for i in r):
                return tuple(build(i) for i in r)
            return r

        return build(self.result)


def _has_value(r) -> bool:
    if isinstance(r, Value):
        return True
    return isinstance(r, tuple) and any(_has_value(i) for i in r)


def compile_expr(module_ast, kernel_fdef, text: str, names: dict) -> Compiled:
    """Lower ``text`` in a scope of ``names`` (a marker's: name → IR Value, constant, or a
    tuple of those). Raises TileSyntaxError / TileTypeError pointing into ``text``."""
    from tiledsl.interpreter.executor import Program

    from ..check.lower import Lowerer, PoisonUse
    from ..check.values import TV, Const, TupleVal
    from ..parser import parse_expression

    node = parse_expression(text)
    lw = Lowerer(module_ast, kernel_fdef, {}, {})
    body = Block()
    lw.builder.block = body
    lw.call_stack.append((kernel_fdef, None))
    inputs, params = [], []

    def bind(name, v):
        if isinstance(v, Value):
            arg = Value(v.type, name)
            arg.owner = body
            body.args.append(arg)
            inputs.append(v)
            kind = "pointer" if isinstance(v.type.elem, PointerType) else "scalar"
            params.append(Param(name, arg, kind))
            return TV(arg)
        if isinstance(v, tuple) and any(_has_value(i) for i in v):
            return TupleVal(tuple(bind(name, i) for i in v))
        return Const(v)

    env = {name: bind(name, v) for name, v in names.items()}
    if "pid" not in env:
        env["pid"] = TV(lw.builder.value(Op.PROGRAM_ID, [], TileType(DType.i32), None, axis=0))
    try:
        v = lw.expr(node, env)
    except PoisonUse:
        v = None
    if lw.errors or v is None:
        raise TileCompileErrors(lw.errors or [TileTypeError(f"cannot evaluate {text!r}",
                                                            node.span)])
    leaves = []

    def result(x):
        if isinstance(x, TV):
            leaves.append(x.value)
            return x.value
        if isinstance(x, TupleVal):
            return tuple(result(i) for i in x.items)
        if isinstance(x, Const):
            return x.value
        raise TileTypeError(f"{x.describe()} is not a value", node.span)

    res = result(v)
    body.ops.append(Operation(Op.YIELD, leaves, []))
    fn = Function("<eval>", params, body)
    return Compiled(text, fn, inputs, res, Program(fn))


__all__ = ["Compiled", "compile_expr"]
