"""Expressions: names, literals, operators, calls, attributes, subscripts, tuples."""
from __future__ import annotations

from .. import ast as A
from ..dtypes import DType
from ..ir import Op
from .semantic import fail
from .values import (POISON, TV, Callable_, Const, EnumNamespace, FunctionNamespace, Poison,
                     TensorDesc, TupleVal)


def eval_expr(lw, node, env):
    """The checker value of ``node`` in ``env`` (TV, Const, TupleVal or Callable_)."""
    lw.builder.loc = node.span
    fn = _EXPRS.get(type(node))
    if fn is None:
        raise fail(f"{type(node).__name__} is not allowed here", node.span)
    v = fn(lw, node, env)
    if isinstance(v, Poison):
        from .lower import PoisonUse

        raise PoisonUse()
    return v


def _name(lw, node, env):
    return lw.lookup(node, env)


def _constant(lw, node, env):
    v = node.value
    wide = isinstance(v, int) and not isinstance(v, bool) and not -(2**63) <= v < 2**64
    return Const(v, made_at=node.span) if wide else Const(v)  # a use's error points here


def _string(lw, node, env):
    return Const(node.value)


def _binop(lw, node, env):
    a = eval_expr(lw, node.left, env)
    b = eval_expr(lw, node.right, env)
    return lw.sem.binary(node.op, a, b, node.span)


def _compare(lw, node, env):
    a = eval_expr(lw, node.left, env)
    b = eval_expr(lw, node.right, env)
    return lw.sem.binary(node.op, a, b, node.span)


def _boolop(lw, node, env):
    v = eval_expr(lw, node.values[0], env)
    for nxt in node.values[1:]:
        if isinstance(v, Const):  # compile-time short circuit
            if node.op == "and" and not v.value:
                return Const(False)
            if node.op == "or" and v.value:
                return Const(True)
        w = eval_expr(lw, nxt, env)
        v = lw.sem.logical(node.op, v, w, node.span)
    return v


def _unary(lw, node, env):
    return lw.sem.unary(node.op, eval_expr(lw, node.operand, env), node.span)


def _ifexp(lw, node, env):
    c = eval_expr(lw, node.test, env)
    if isinstance(c, Const):
        return eval_expr(lw, node.body if c.value else node.orelse, env)
    c = lw.scalar_condition(c, node.test.span, "a conditional expression")
    slot = "$ifexp"
    out = lw.if_dynamic(c, lambda e: {**e, slot: eval_expr(lw, node.body, e)},
                        lambda e: {**e, slot: eval_expr(lw, node.orelse, e)}, env, node.span,
                        assigned=(slot,))
    v = out.get(slot, POISON)
    if isinstance(v, Poison):
        from .lower import PoisonUse

        raise PoisonUse()
    return v


def _tuple(lw, node, env):
    items = tuple(eval_expr(lw, e, env) for e in node.elts)
    if all(isinstance(i, Const) for i in items):
        return Const(tuple(i.value for i in items))
    return TupleVal(items)


def _attribute(lw, node, env):
    v = eval_expr(lw, node.value, env)
    attr = node.attr
    if isinstance(v, Const) and isinstance(v.value, EnumNamespace):  # PropagateNan.ALL
        try:
            return Const(v.value.member(attr))
        except KeyError:
            names = ", ".join(m for m, _ in v.value.members)
            raise fail(f"{v.value.name} has no member '{attr}'; it has {names}",
                       node.span) from None
    if isinstance(v, Const) and isinstance(v.value, FunctionNamespace):  # libdevice.cbrt
        fns = v.value.functions
        if attr in fns:
            return Callable_(f"{v.value.name}.{attr}", "builtin", fns[attr])
        import difflib

        close = difflib.get_close_matches(attr, list(fns), n=1)
        hint = f"; did you mean {v.value.name}.{close[0]}?" if close else ""
        raise fail(f"{v.value.name} has no function '{attr}'{hint} (docs/language.md lists "
                   f"its functions)", node.span)
    if isinstance(v, TensorDesc):  # desc.load(...), desc.store(...), desc.block_shape
        from .blockptr import DESC_METHODS, descriptor_attribute

        if attr in DESC_METHODS:
            return Callable_(attr, "method", None, v)
        return descriptor_attribute(lw, v, attr, node.span)
    if isinstance(v, Const) and v.is_number and attr in ("to", "reshape", "broadcast_to",
                                                         "expand_dims"):
        v = lw.sem.to_tv(v, node.value.span)  # a literal becomes a scalar of its own dtype
    if isinstance(v, TV):
        if attr in ("to", "reshape", "broadcast_to", "expand_dims"):
            return Callable_(attr, "method", None, v)
        if attr == "T":
            if len(v.shape) != 2:
                raise fail(f".T needs a 2-D tile, got shape {list(v.shape)}", node.span)
            return TV(lw.builder.value(Op.PERMUTE, [v.value], v.type.with_shape(v.shape[::-1]),
                                       node.span, perm=(1, 0)))
        if attr == "dtype":
            return Const(v.elem) if isinstance(v.elem, DType) else Const(str(v.elem))
        if attr == "shape":
            return Const(tuple(v.shape))
        raise fail(f"tiles have no attribute '{attr}' (tiles have .to(), .T, .dtype, .shape, "
                   f".reshape(), .broadcast_to(), .expand_dims())", node.span)
    raise fail(f"{v.describe()} has no attribute '{attr}'", node.span)


def _subscript(lw, node, env):
    v = eval_expr(lw, node.value, env)
    if isinstance(v, Const) and isinstance(v.value, tuple):
        if len(node.indices) == 1:
            i = eval_expr(lw, node.indices[0], env)
            if isinstance(i, Const) and isinstance(i.value, int):
                try:
                    return Const(v.value[i.value])
                except IndexError:
                    raise fail(f"index {i.value} out of range for {v.describe()}",
                               node.span) from None
        raise fail("a tuple can only be indexed with one compile-time integer", node.span)
    if isinstance(v, TupleVal):
        if len(node.indices) == 1:
            i = eval_expr(lw, node.indices[0], env)
            if isinstance(i, Const) and isinstance(i.value, int):
                try:
                    return v.items[i.value]
                except IndexError:
                    raise fail(f"index {i.value} out of range for {v.describe()}",
                               node.span) from None
        raise fail("a tuple can only be indexed with one compile-time integer", node.span)
    if not isinstance(v, TV):
        raise fail(f"{v.describe()} cannot be indexed", node.span)
    for idx in node.indices:
        if not (isinstance(idx, A.Slice) or (isinstance(idx, A.Constant) and idx.value is None)):
            raise fail("tiles can only be indexed with ':' and None (to add axes); integer "
                       "indexing of tiles is not supported (as in Triton): use where() to pick "
                       "elements, or a reduction such as sum(where(offs == i, x, 0), axis=0)",
                       idx.span)
    n_slices = sum(isinstance(i, A.Slice) for i in node.indices)
    if n_slices != len(v.shape):
        raise fail(f"indexing a tile of rank {len(v.shape)} needs exactly {len(v.shape)} ':' "
                   f"(plus any number of None to add axes), got {n_slices}", node.span)
    axis = 0
    for idx in node.indices:
        if isinstance(idx, A.Slice):
            axis += 1
        elif isinstance(idx, A.Constant) and idx.value is None:
            v = lw.sem.expand_dims(v, axis, idx.span)
            axis += 1
        else:
            raise fail("tiles can only be indexed with ':' and None (to add axes); integer "
                       "indexing of tiles is not supported (as in Triton)", idx.span)
    return v


def _slice(lw, node, env):
    raise fail("':' is only allowed inside a subscript", node.span)


def _call(lw, node, env):
    from .builtins import call_builtin, call_helper, call_method

    callee = eval_expr(lw, node.func, env)
    args = [eval_expr(lw, a, env) for a in node.args]
    kwargs = {}
    for k in node.keywords:
        if k.name in kwargs:
            raise fail(f"keyword argument '{k.name}' given twice", k.span)
        kwargs[k.name] = (eval_expr(lw, k.value, env), k.span)
    if not isinstance(callee, Callable_):
        raise fail(f"{callee.describe()} is not callable", node.func.span)
    if callee.kind == "builtin":
        return call_builtin(lw, callee, node, args, kwargs)
    if callee.kind == "method":
        return call_method(lw, callee, node, args, kwargs)
    return call_helper(lw, callee.target, node, args, kwargs, env)


_EXPRS = {
    A.Name: _name, A.Constant: _constant, A.String: _string, A.BinOp: _binop,
    A.Compare: _compare, A.BoolOp: _boolop, A.UnaryOp: _unary, A.IfExp: _ifexp,
    A.Tuple: _tuple, A.Attribute: _attribute, A.Subscript: _subscript, A.Slice: _slice,
    A.Call: _call,
}
