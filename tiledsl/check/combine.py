"""Reductions and scans with a combine function of the kernel file: Triton's ``tl.reduce`` and
``tl.associative_scan``.

``combine_fn`` is a ``def`` helper. For ``n`` input tiles it is called with ``2 n`` scalars,
the left operand's ``n`` values then the right operand's, and returns ``n`` scalars of the
inputs' dtypes (Triton's signature). It is lowered once, into a :class:`~tiledsl.ir.Combine`
that the ``REDUCE``/``SCAN`` op carries; it must be straight-line elementwise code (no ``if``
on a run-time value, no loops, no memory), since both backends evaluate it once per pair in
the op's fixed order: a tree of neighbours for ``reduce``, Hillis-Steele steps for
``associative_scan`` (docs/language.md, "How floats accumulate").
"""
from __future__ import annotations

from types import SimpleNamespace

from ..dtypes import TileType
from ..errors import TileTypeError
from ..ir import Block, Combine, Op, Value
from ..verify import COMBINE_OPS
from .library import builtin, const_int, norm_axis
from .semantic import fail, no_fp8_compute
from .values import TV, Callable_, Const, TupleVal

#: what an op found in a combine function is, for its error
_OP_WORDS = {Op.IF: "an if on a run-time value (use where())",
             Op.FOR: "a loop", Op.WHILE: "a loop", Op.LOAD: "a load", Op.STORE: "a store",
             Op.PROGRAM_ID: "program_id()", Op.NUM_PROGRAMS: "num_programs()"}


def _inputs(lw, a, name):
    """The input tiles (a tuple or one tile) and whether a tuple was given."""
    v = a.input
    span = a.span("input")
    if isinstance(v, TupleVal):
        items, is_tuple = list(v.items), True
    elif isinstance(v, Const) and isinstance(v.value, tuple):
        items, is_tuple = [Const(x) for x in v.value], True
    else:
        items, is_tuple = [v], False
    if not items:
        raise fail(f"{name}() needs at least one input tile, got an empty tuple", span)
    for i, x in enumerate(items):
        what = f"input {i} of the tuple" if is_tuple else "input"
        if not isinstance(x, TV):
            raise fail(f"{name}()'s {what} must be a tile, got {x.describe()}", span)
        if x.type.is_pointer:
            raise fail(f"{name}() of pointers is not supported ({what} is {x.describe()})",
                       span)
        if x.shape == ():
            raise fail(f"{name}() needs tiles, got a scalar ({what})", span)
        no_fp8_compute(x.elem, f"{name}()", span)
        if x.shape != items[0].shape:
            raise fail(f"{name}()'s input tiles must all have one shape (as Triton; no "
                       f"broadcasting): input 0 is {list(items[0].shape)}, input {i} is "
                       f"{list(x.shape)}", span)
    return items, is_tuple


def _helper(lw, a, name, n):
    """The helper passed as ``combine_fn``, checked against the ``2 n`` arguments it gets."""
    f = a.combine_fn
    span = a.span("combine_fn")
    if not (isinstance(f, Callable_) and f.kind == "helper"):
        if isinstance(f, Callable_) and f.kind == "builtin":
            raise fail(f"{name}()'s combine_fn must be a 'def' helper of this file, not the "
                       f"builtin {f.name}(); wrap it: def combine(a, b): return "
                       f"{f.name}(a, b)", span)
        got = f.describe() if hasattr(f, "describe") else repr(f)
        raise fail(f"{name}()'s combine_fn must be a 'def' helper of this file, got {got}",
                   span)
    fdef = f.target
    params = fdef.params
    required = sum(1 for p in params if p.default is None)
    if required > 2 * n or len(params) < 2 * n:
        takes = (f"{len(params)}" if required == len(params) else
                 f"{required} to {len(params)}")
        raise fail(f"combine_fn {fdef.name}() takes {takes} parameter"
                   f"{'s' if len(params) != 1 else ''}, but {name}() of {n} tile"
                   f"{'s' if n != 1 else ''} calls it with {2 * n}: the {n} value"
                   f"{'s' if n != 1 else ''} of the left operand, then the {n} of the right",
                   span)
    return fdef


def build_combine(lw, fdef, dtypes: list, span, name) -> Combine:
    """Lower helper ``fdef`` on ``2 n`` scalar arguments of ``dtypes`` (twice) into a
    :class:`Combine`; errors are located at the helper's code, with ``span`` (the
    ``combine_fn`` argument) as its call site."""
    return Combine(fdef.name, _scalar_block(lw, fdef, list(dtypes) * 2, list(dtypes), span,
                                            name, "combine_fn"))


def build_reference(lw, fdef, dtypes: list, out, span, name):
    """Lower helper ``fdef`` on scalar arguments of ``dtypes`` returning one ``out`` scalar
    into a block (``inline_asm_elementwise``'s ``reference``)."""
    return _scalar_block(lw, fdef, list(dtypes), [out], span, name, "reference")


def _scalar_block(lw, fdef, arg_dtypes: list, out_dtypes: list, span, name, role):
    """The block of helper ``fdef`` called on scalars of ``arg_dtypes`` and returning scalars
    of ``out_dtypes``: straight-line elementwise code only."""
    from .builtins import call_helper

    def in_helper(msg, at):
        return TileTypeError(msg, at, (f"  in helper {fdef.name}(), the {role} of "
                                       f"{name}() at {span}",))

    params = fdef.params
    required = sum(1 for p in params if p.default is None)
    if role == "reference" and (required > len(arg_dtypes) or len(params) < len(arg_dtypes)):
        raise fail(f"reference {fdef.name}() takes {len(params)} parameter"
                   f"{'s' if len(params) != 1 else ''}, but {name}() calls it with the "
                   f"{len(arg_dtypes)} argument{'s' if len(arg_dtypes) != 1 else ''} of args",
                   span)
    n = len(out_dtypes)
    args = [Value(TileType(d, ()), p.name) for d, p in zip(arg_dtypes, params)]
    block = Block(args)
    node = SimpleNamespace(span=span, args=[SimpleNamespace(span=span)] * len(arg_dtypes))
    saved_debug, saved_loc = lw.debug, lw.builder.loc
    lw.debug = None  # the block is not a statement sequence of the kernel to step through
    try:
        with lw.builder.at(block):
            rv = call_helper(lw, fdef, node, [TV(x) for x in args], {}, {})
            outs = list(rv.items) if isinstance(rv, TupleVal) else [rv]
            if len(outs) != n:
                got = ("nothing" if isinstance(rv, Const) and rv.value is None else
                       f"{len(outs)} value{'s' if len(outs) != 1 else ''}")
                what = (f"(one per input tile of {name}())" if role == "combine_fn" else
                        "(the result of the assembly)")
                raise in_helper(f"{role} {fdef.name}() must return {n} value"
                                f"{'s' if n != 1 else ''} {what}, but it returns {got}",
                                fdef.name_span)
            vals = []
            for i, (v, d) in enumerate(zip(outs, out_dtypes)):
                if isinstance(v, Const) and v.is_number:
                    v = lw.sem.to_tv(v, span, d)
                if not (isinstance(v, TV) and v.shape == () and v.elem == d):
                    got = v.describe() if hasattr(v, "describe") else repr(v)
                    whose = (f"the dtypes of {name}()'s inputs" if role == "combine_fn" else
                             f"{name}()'s dtype")
                    raise in_helper(f"{role} {fdef.name}() must return "
                                    f"{_dtypes(out_dtypes)} scalars ({whose}), but its value "
                                    f"{i} is {got}; convert it with .to({d})", fdef.name_span)
                vals.append(v.value)
            lw.builder.create(Op.YIELD, vals, [], loc=span)
    finally:
        lw.debug, lw.builder.loc = saved_debug, saved_loc
    for op in block.ops[:-1]:
        if op.op not in COMBINE_OPS:
            what = _OP_WORDS.get(op.op, f"'{op.op.value}'")
            runs = ("once per pair of elements" if role == "combine_fn" else
                    "on the arguments' elements")
            raise in_helper(f"{role} {fdef.name}() must be straight-line elementwise code "
                            f"(both backends run it {runs}); it has {what}", op.loc)
    return block


def _dtypes(dtypes) -> str:
    return str(dtypes[0]) if len(dtypes) == 1 else "(" + ", ".join(map(str, dtypes)) + ")"


@builtin("reduce", "input, axis, combine_fn, keep_dims=False")
def _reduce(lw, a, span):
    """Triton ``tl.reduce``: ``input`` (a tile or a tuple of tiles of one shape) reduced along
    ``axis`` (None: every element, row-major) by ``combine_fn``, as a tree of neighbours
    (``x[2i] ⊕ x[2i+1]`` first); the results keep the inputs' dtypes."""
    items, is_tuple = _inputs(lw, a, "reduce")
    fdef = _helper(lw, a, "reduce", len(items))
    ax = a.axis
    if isinstance(ax, Const) and ax.value is None:
        n = items[0].type.numel
        if len(items[0].shape) > 1:
            items = [TV(lw.builder.value(Op.RESHAPE, [x.value], x.type.with_shape((n,)), span))
                     for x in items]
        axis, full = 0, True
    else:
        axis = norm_axis(const_int(ax, a.span("axis"), "reduce's axis"),
                         len(items[0].shape), a.span("axis"))
        full = False
    dtypes = [x.elem for x in items]
    comb = build_combine(lw, fdef, dtypes, a.span("combine_fn"), "reduce")
    shape = items[0].shape[:axis] + items[0].shape[axis + 1:]
    op = lw.builder.create(Op.REDUCE, [x.value for x in items],
                           [TileType(d, shape) for d in dtypes],
                           {"axis": axis, "combine": comb}, loc=span)
    outs = [TV(r) for r in op.results]
    if a.keep_dims.value:
        rank = len(_orig_shape(a))
        for i, v in enumerate(outs):
            if full:
                for _ in range(rank):
                    v = lw.sem.expand_dims(v, 0, span)
            else:
                v = lw.sem.expand_dims(v, axis, span)
            outs[i] = v
    return TupleVal(tuple(outs)) if is_tuple else outs[0]


def _orig_shape(a) -> tuple:
    v = a.input
    first = v.items[0] if isinstance(v, TupleVal) else v
    return first.shape


@builtin("associative_scan", "input, axis, combine_fn, reverse=False")
def _associative_scan(lw, a, span):
    """Triton ``tl.associative_scan``: the inclusive scan of ``input`` (a tile or a tuple of
    tiles of one shape) along ``axis`` by ``combine_fn``, in Hillis-Steele steps (step ``k``:
    ``x[i] = x[i - k] ⊕ x[i]``); ``reverse=True`` scans from the end (``x[i + k] ⊕ x[i]``)."""
    items, is_tuple = _inputs(lw, a, "associative_scan")
    fdef = _helper(lw, a, "associative_scan", len(items))
    ax = a.axis
    if isinstance(ax, Const) and ax.value is None:
        raise fail("associative_scan() needs an axis (as Triton); scan a flattened tile with "
                   "reshape(x, (n,)) and axis=0", a.span("axis"))
    axis = norm_axis(const_int(ax, a.span("axis"), "associative_scan's axis"),
                     len(items[0].shape), a.span("axis"))
    dtypes = [x.elem for x in items]
    comb = build_combine(lw, fdef, dtypes, a.span("combine_fn"), "associative_scan")
    op = lw.builder.create(Op.SCAN, [x.value for x in items], [x.type for x in items],
                           {"axis": axis, "reverse": bool(a.reverse.value), "combine": comb},
                           loc=span)
    outs = [TV(r) for r in op.results]
    return TupleVal(tuple(outs)) if is_tuple else outs[0]


__all__ = ["build_combine", "build_reference"]
