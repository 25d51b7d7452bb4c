"""The builtin functions of the language, with Triton's names and rules.

Each builtin checks its arguments, applies Triton's typing rule (cited in its docstring) and
emits IR through the checker's :class:`~tiledsl.check.semantic.Semantic` layer.
"""
from __future__ import annotations

import math
import sys

from .. import dtypes as dt
from ..dtypes import DType, PromotionError, TileType
from ..ir import Op
from .kinds import kind_of
from .semantic import fail, no_fp8_compute
from .values import TV, BlockPtr, Const, TupleVal, is_pointer

#: name → :class:`Builtin`, filled by the ``@builtin`` definitions below
BUILTINS: dict = {}
#: the default of a parameter without one
REQUIRED = object()


class Builtin:
    """A builtin function: ``params`` like ``"pointer, mask=None, other=None"``; ``*args``
    collects extra positionals."""

    def __init__(self, name, params, fn):
        self.name = name
        self.fn = fn
        self.params = []
        self.varargs = None
        self.n_positional = None  # parameters after *args are keyword-only
        for p in [p.strip() for p in params.split(",") if p.strip()]:
            if p.startswith("*"):
                self.varargs = p[1:]
                self.n_positional = len(self.params)
            elif "=" in p:
                n, d = p.split("=", 1)
                self.params.append((n.strip(), eval(d, {"inf": math.inf})))  # noqa: S307
            else:
                self.params.append((p, REQUIRED))


def builtin(name, params=""):
    """Register ``fn`` as builtin ``name``; every parameter needs a kind in
    :mod:`tiledsl.check.kinds` (checked here, at import)."""
    def deco(fn):
        b = Builtin(name, params, fn)
        for p in [p for p, _ in b.params] + ([b.varargs] if b.varargs else []):
            kind_of(name, p)
        BUILTINS[name] = b
        return fn

    return deco


# ------------------------------------------------------------------ small helpers
def const_int(v, span, what) -> int:
    if not (isinstance(v, Const) and isinstance(v.value, int) and not isinstance(v.value, bool)):
        raise fail(f"{what} must be a compile-time integer (a literal or constexpr), got "
                   f"{v.describe()}", span)
    return v.value


def const_dtype(v, span, what="dtype") -> DType:
    if not (isinstance(v, Const) and isinstance(v.value, DType)):
        raise fail(f"{what} must be a dtype such as fp32 or i32, got {v.describe()}", span)
    return v.value


def const_shape(v, span) -> tuple:
    if isinstance(v, Const) and isinstance(v.value, int) and not isinstance(v.value, bool):
        return (v.value,)
    if isinstance(v, Const) and isinstance(v.value, tuple) and all(
            isinstance(x, int) and not isinstance(x, bool) for x in v.value):
        return tuple(v.value)
    raise fail(f"a shape must be a tuple of compile-time integers, got {v.describe()}", span)


def tile(lw, v, span, what="argument") -> TV:
    if isinstance(v, Const) and v.is_number:
        return lw.sem.to_tv(v, span)
    if not isinstance(v, TV):
        raise fail(f"{what} must be a tile or scalar, got {v.describe()}", span)
    return v


def norm_axis(axis, rank, span) -> int:
    if axis < 0:
        axis += rank
    if not 0 <= axis < rank:
        raise fail(f"axis {axis} is out of range for a tile of rank {rank}", span)
    return axis


# ------------------------------------------------------------------ program, creation
def _grid_query(op, name, axis_label):
    def impl(lw, a, span):
        """Triton ``tl.program_id``/``tl.num_programs``: an i32 scalar; axis 0, 1 or 2."""
        axis = const_int(a.axis, a.span("axis"), axis_label)
        if axis not in (0, 1, 2):
            raise fail(f"{name} axis must be 0, 1 or 2, got {axis}", a.span("axis"))
        return TV(lw.builder.value(op, [], TileType(DType.i32), span, axis=axis))
    return impl


builtin("program_id", "axis=0")(_grid_query(Op.PROGRAM_ID, "program_id", "program_id's axis"))
builtin("num_programs", "axis=0")(_grid_query(Op.NUM_PROGRAMS, "num_programs",
                                              "num_programs' axis"))


@builtin("arange", "start, end")
def _arange(lw, a, span):
    s = const_int(a.start, a.span("start"), "arange's start")
    e = const_int(a.end, a.span("end"), "arange's end")
    if e <= s:
        raise fail(f"arange({s}, {e}) is empty; end must be greater than start", span)
    n = e - s
    if not dt.is_power_of_two(n):
        raise fail(f"arange's range must be a power of two (as in Triton), got {e} - {s} = {n}; "
                   f"use arange(0, {1 << (n - 1).bit_length()}) and mask the tail", span)
    if not (-(2**31) <= s and e <= 2**31):
        raise fail("arange's bounds must fit in i32", span)
    lw.sem.check_shape((n,), span)
    return TV(lw.builder.value(Op.ARANGE, [], TileType(DType.i32, (n,)), span, start=s, end=e))


@builtin("full", "shape, value, dtype")
def _full(lw, a, span):
    shape = const_shape(a.shape, a.span("shape"))
    d = const_dtype(a.dtype, a.span("dtype"))
    lw.sem.check_shape(shape, a.span("shape"))
    v = a.value
    if isinstance(v, Const):
        if not v.is_number:
            raise fail(f"full()'s value must be a number, got {v.describe()}", a.span("value"))
        return lw.sem.const(v, d, shape, span)
    v = tile(lw, v, a.span("value"))
    if v.shape != ():
        raise fail("full()'s value must be a scalar", a.span("value"))
    return lw.sem.broadcast_to(lw.sem.cast(v, d, span), shape, span)


@builtin("zeros", "shape, dtype")
def _zeros(lw, a, span):
    shape = const_shape(a.shape, a.span("shape"))
    d = const_dtype(a.dtype, a.span("dtype"))
    lw.sem.check_shape(shape, a.span("shape"))
    return lw.sem.const(0, d, shape, span)


@builtin("zeros_like", "input")
def _zeros_like(lw, a, span):
    x = tile(lw, a.input, a.span("input"))
    if x.type.is_pointer:
        raise fail("zeros_like() of a pointer tile is not supported", span)
    return lw.sem.const(0, x.elem, x.shape, span)


# ------------------------------------------------------------------ memory
def _mask(lw, m, span):
    if isinstance(m, Const) and m.value is None:
        return None
    if isinstance(m, Const) and isinstance(m.value, bool):
        return lw.sem.const(m.value, DType.i1, (), span)
    m = tile(lw, m, span, "mask")
    if m.elem != DType.i1:
        raise fail(f"mask must be boolean (i1), got {m.describe()}; compare first, e.g. "
                   f"offs < n", span)
    return m


def _shape_of(*vals):
    shape = ()
    for v in vals:
        if v is not None:
            shape = dt.broadcast_shapes(shape, v.shape)
    return shape


@builtin("load", "pointer, mask=None, other=None, boundary_check=(), padding_option='', "
                 "cache_modifier='', eviction_policy='', volatile=False")
def _load(lw, a, span):
    """Triton ``tl.load``: mask and other broadcast with the pointer; other is cast to the
    pointee type; other without mask is an error. Through a block pointer
    (:mod:`tiledsl.check.blockptr`): ``boundary_check`` and ``padding_option`` instead."""
    p = a.pointer
    if isinstance(p, BlockPtr):
        from .blockptr import load_block

        _load_options(a)
        return load_block(lw, a, span)
    if not is_pointer(p):
        raise fail(f"load() needs a pointer or a tile of pointers, got "
                   f"{p.describe() if hasattr(p, 'describe') else p}", a.span("pointer"))
    _no_block_options(a, "load", ("boundary_check", "padding_option"))
    mask = _mask(lw, a.mask, a.span("mask"))
    has_other = not (isinstance(a.other, Const) and a.other.value is None)
    if has_other and mask is None:
        raise fail("mask= is required when other= is given (masked-off lanes take other)",
                   a.span("other"))
    vol = _load_options(a)
    elem = p.elem.elem
    other = None
    if has_other:
        o = a.other
        if isinstance(o, Const):
            if not o.is_number:
                raise fail(f"other= must be a number or tile, got {o.describe()}",
                           a.span("other"))
            other = lw.sem.const(o, elem, (), a.span("other"))
        else:
            other = lw.sem.cast(tile(lw, o, a.span("other")), elem, a.span("other"))
    try:
        shape = _shape_of(p, mask, other)
    except PromotionError as e:
        raise fail(f"load(): {e}", span) from None
    p = lw.sem.broadcast_to(p, shape, span)
    ops = [p.value]
    if mask is not None:
        ops.append(lw.sem.broadcast_to(mask, shape, span).value)
    if other is not None:
        ops.append(lw.sem.broadcast_to(other, shape, span).value)
    return TV(lw.builder.value(Op.LOAD, ops, TileType(elem, shape), span,
                               has_mask=mask is not None, has_other=other is not None,
                               cache_modifier=a.cache_modifier.value or "",
                               eviction_policy=a.eviction_policy.value or "",
                               volatile=vol.value))


def _no_block_options(a, name, options) -> None:
    """Refuse the block-pointer options of ``load``/``store`` on a pointer tile (Triton: "not
    supported for loading a tensor of pointers")."""
    for k in options:
        if a.given(k) and getattr(a, k).value not in ((), "", None):
            raise fail(f"{k}= is for block pointers (make_block_ptr); a pointer tile's "
                       f"{name}() is masked with mask=", a.span(k))


def _load_options(a):
    """Check ``load``'s cache_modifier, eviction_policy and volatile; returns volatile."""
    _check_hint(a.cache_modifier, ("", ".ca", ".cg", ".cv", ".cs"), "cache_modifier",
                a.span("cache_modifier"))
    _check_hint(a.eviction_policy, ("", "evict_first", "evict_last", "evict_normal"),
                "eviction_policy", a.span("eviction_policy"))
    vol = a.volatile
    if not (isinstance(vol, Const) and isinstance(vol.value, bool)):
        raise fail(f"volatile must be a compile-time True or False, got "
                   f"{vol.describe() if hasattr(vol, 'describe') else vol}", a.span("volatile"))
    if vol.value:
        # PTX's ld.volatile takes no cache operator and no eviction priority (Triton emits
        # them anyway and ptxas rejects the load)
        for k, default in (("cache_modifier", ""), ("eviction_policy", "evict_normal")):
            if getattr(a, k).value not in ("", None, default):
                raise fail(f"a volatile load takes no {k} (PTX's ld.volatile has none); drop "
                           f"{k}={getattr(a, k).value!r} or volatile=True", a.span(k))
    return vol


def _check_hint(v, allowed, name, span):
    if not (isinstance(v, Const) and (v.value in allowed or v.value is None)):
        got = v.describe() if hasattr(v, "describe") else repr(v)
        raise fail(f"{name} must be one of {', '.join(repr(x) for x in allowed)}, got {got}",
                   span)


@builtin("store", "pointer, value, mask=None, boundary_check=(), cache_modifier='', "
                  "eviction_policy=''")
def _store(lw, a, span):
    """Triton ``tl.store``: value broadcast to the pointer's shape (which may not grow) and
    cast to the pointee type. Through a block pointer (:mod:`tiledsl.check.blockptr`):
    ``boundary_check`` instead of ``mask``."""
    p = a.pointer
    _check_hint(a.cache_modifier, ("", ".wb", ".cg", ".cs", ".wt"), "cache_modifier",
                a.span("cache_modifier"))
    _check_hint(a.eviction_policy, ("", "evict_first", "evict_last", "evict_normal"),
                "eviction_policy", a.span("eviction_policy"))
    if isinstance(p, BlockPtr):
        from .blockptr import store_block

        store_block(lw, a, span)
        return Const(None)
    if not is_pointer(p):
        raise fail(f"store() needs a pointer or a tile of pointers, got "
                   f"{p.describe()}", a.span("pointer"))
    _no_block_options(a, "store", ("boundary_check",))
    elem = p.elem.elem
    v = a.value
    if isinstance(v, Const):
        if not v.is_number:
            raise fail(f"store() needs a value to store, got {v.describe()}", a.span("value"))
        v = lw.sem.const(v, elem, (), a.span("value"))
    v = tile(lw, v, a.span("value"), "value")
    if v.type.is_pointer:
        raise fail("storing pointers is not supported", a.span("value"))
    mask = _mask(lw, a.mask, a.span("mask"))
    try:
        shape = _shape_of(p, mask)
        vshape = dt.broadcast_shapes(shape, v.shape)
    except PromotionError as e:
        raise fail(f"store(): {e}", span) from None
    if vshape != shape:
        raise fail(f"store(): the value's shape {list(v.shape)} does not fit the pointer's "
                   f"shape {list(shape)}", a.span("value"))
    p = lw.sem.broadcast_to(p, shape, span)
    v = lw.sem.broadcast_to(lw.sem.cast(v, elem, a.span("value")), shape, span)
    ops = [p.value, v.value]
    if mask is not None:
        ops.append(lw.sem.broadcast_to(mask, shape, span).value)
    lw.builder.create(Op.STORE, ops, [], dict(has_mask=mask is not None,
                                             cache_modifier=a.cache_modifier.value or "",
                                             eviction_policy=a.eviction_policy.value or ""),
                      loc=span)
    return Const(None)


_ATOMIC_DTYPES = {
    Op.ATOMIC_ADD: {DType.i32, DType.u32, DType.i64, DType.u64, DType.fp16, DType.bf16,
                    DType.fp32, DType.fp64},
    Op.ATOMIC_MAX: {DType.i32, DType.u32, DType.i64, DType.u64, DType.fp32, DType.fp64},
    Op.ATOMIC_MIN: {DType.i32, DType.u32, DType.i64, DType.u64, DType.fp32, DType.fp64},
    Op.ATOMIC_XCHG: {DType.i32, DType.u32, DType.i64, DType.u64, DType.fp32, DType.fp64},
    Op.ATOMIC_AND: {DType.i32, DType.u32, DType.i64, DType.u64},
    Op.ATOMIC_OR: {DType.i32, DType.u32, DType.i64, DType.u64},
    Op.ATOMIC_XOR: {DType.i32, DType.u32, DType.i64, DType.u64},
    Op.ATOMIC_CAS: {DType.i16, DType.u16, DType.i32, DType.u32, DType.i64, DType.u64,
                    DType.fp16, DType.bf16, DType.fp32, DType.fp64},
}


def _sem_scope(a):
    sem = a.sem.value or "acq_rel"
    scope = a.scope.value or "gpu"
    if sem not in ("acquire", "release", "acq_rel", "relaxed"):
        raise fail("sem must be 'acquire', 'release', 'acq_rel' or 'relaxed'", a.span("sem"))
    if scope not in ("gpu", "cta", "sys"):
        raise fail("scope must be 'gpu', 'cta' or 'sys'", a.span("scope"))
    return sem, scope


def _atomic_rmw(op, name):
    def impl(lw, a, span):
        """Triton ``tl.atomic_*``: returns the old values; val is cast to the pointee."""
        p = a.pointer
        if not is_pointer(p):
            raise fail(f"{name}() needs a pointer or tile of pointers, got {p.describe()}",
                       a.span("pointer"))
        elem = p.elem.elem
        if elem not in _ATOMIC_DTYPES[op]:
            ok = ", ".join(sorted(d.value for d in _ATOMIC_DTYPES[op]))
            raise fail(f"{name}() does not support {elem} memory (it supports {ok})",
                       a.span("pointer"))
        v = a.val
        v = lw.sem.const(v, elem, (), a.span("val")) if isinstance(v, Const) else \
            lw.sem.cast(tile(lw, v, a.span("val")), elem, a.span("val"))
        mask = _mask(lw, a.mask, a.span("mask"))
        sem, scope = _sem_scope(a)
        try:
            shape = _shape_of(p, v, mask)
        except PromotionError as e:
            raise fail(f"{name}(): {e}", span) from None
        ops = [lw.sem.broadcast_to(p, shape, span).value,
               lw.sem.broadcast_to(v, shape, span).value]
        if mask is not None:
            ops.append(lw.sem.broadcast_to(mask, shape, span).value)
        return TV(lw.builder.value(op, ops, TileType(elem, shape), span,
                                   has_mask=mask is not None, sem=sem, scope=scope))
    return impl


for _op, _name in ((Op.ATOMIC_ADD, "atomic_add"), (Op.ATOMIC_MAX, "atomic_max"),
                   (Op.ATOMIC_MIN, "atomic_min"), (Op.ATOMIC_XCHG, "atomic_xchg"),
                   (Op.ATOMIC_AND, "atomic_and"), (Op.ATOMIC_OR, "atomic_or"),
                   (Op.ATOMIC_XOR, "atomic_xor")):
    builtin(_name, "pointer, val, mask=None, sem=None, scope=None")(_atomic_rmw(_op, _name))


@builtin("atomic_cas", "pointer, cmp, val, sem=None, scope=None")
def _atomic_cas(lw, a, span):
    p = a.pointer
    if not is_pointer(p):
        raise fail(f"atomic_cas() needs a pointer, got {p.describe()}", a.span("pointer"))
    elem = p.elem.elem
    if elem not in _ATOMIC_DTYPES[Op.ATOMIC_CAS]:
        raise fail(f"atomic_cas() needs 16-, 32- or 64-bit elements, got {elem}",
                   a.span("pointer"))
    vals = []
    for k in ("cmp", "val"):
        v = getattr(a, k)
        v = lw.sem.const(v, elem, (), a.span(k)) if isinstance(v, Const) else \
            lw.sem.cast(tile(lw, v, a.span(k)), elem, a.span(k))
        vals.append(v)
    sem, scope = _sem_scope(a)
    shape = _shape_of(p, *vals)
    ops = [lw.sem.broadcast_to(x, shape, span).value for x in [p] + vals]
    return TV(lw.builder.value(Op.ATOMIC_CAS, ops, TileType(elem, shape), span,
                               sem=sem, scope=scope))


# ------------------------------------------------------------------ elementwise
@builtin("where", "condition, x, y")
def _where(lw, a, span):
    return lw.sem.where(a.condition, a.x, a.y, span)


@builtin("minimum", "x, y, propagate_nan=False")
def _minimum(lw, a, span):
    return lw.sem.minmax(Op.MINIMUM, a.x, a.y, span, _propagate(a))


@builtin("maximum", "x, y, propagate_nan=False")
def _maximum(lw, a, span):
    return lw.sem.minmax(Op.MAXIMUM, a.x, a.y, span, _propagate(a))


_PROPAGATE_NAN = {"all": True, "none": False}


def _propagate(a) -> bool:
    """``propagate_nan=``: ``PropagateNan.ALL`` (the string ``"all"``), True or ``"all"``;
    ``PropagateNan.NONE``, False or ``"none"``; the strings in any case; anything else is an
    error (Triton raises "Unexpected propagate_nan")."""
    v = a.propagate_nan
    if isinstance(v, Const):
        if isinstance(v.value, bool):
            return v.value
        if isinstance(v.value, str) and v.value.lower() in _PROPAGATE_NAN:
            return _PROPAGATE_NAN[v.value.lower()]
    got = v.describe() if hasattr(v, "describe") else repr(v)
    raise fail(f"propagate_nan must be PropagateNan.ALL, True or \"all\" (NaN propagates), or "
               f"PropagateNan.NONE, False or \"none\" (NaN is ignored), the strings in any "
               f"case; got {got}",
               a.span("propagate_nan"))


@builtin("clamp", "x, min, max, propagate_nan=False")
def _clamp(lw, a, span):
    """Triton ``tl.clamp`` (floats): ``minimum(maximum(x, min), max)`` with ``propagate_nan``
    applied to both (``semantic.clamp`` → ``tt.clampf``, lowered to maxnum/minnum for NONE and
    maximum/minimum for ALL): a NaN ``x`` gives ``min`` with NONE, NaN with ALL; ``min > max``
    or a NaN bound is undefined in Triton."""
    prop = _propagate(a)
    x, lo, hi = lw.sem.float_args("clamp", [a.x, getattr(a, "min"), getattr(a, "max")], span)
    return TV(lw.builder.value(Op.CLAMP, [x.value, lo.value, hi.value], x.type, span,
                               propagate_nan=prop))


@builtin("abs", "x")
def _abs(lw, a, span):
    x = tile(lw, a.x, a.span("x"))
    if x.type.is_pointer:
        raise fail("abs() of a pointer", span)
    return TV(lw.builder.value(Op.ABS, [x.value], x.type, span))


for _op, _name in ((Op.EXP, "exp"), (Op.EXP2, "exp2"), (Op.LOG, "log"), (Op.LOG2, "log2"),
                   (Op.SQRT, "sqrt"), (Op.RSQRT, "rsqrt"), (Op.SIN, "sin"), (Op.COS, "cos"),
                   (Op.SIGMOID, "sigmoid"), (Op.ERF, "erf"), (Op.FLOOR, "floor"),
                   (Op.CEIL, "ceil")):
    def _mk(op, name):
        def impl(lw, a, span):
            return lw.sem.math1(op, name, a.x, span)
        return impl
    builtin(_name, "x")(_mk(_op, _name))


@builtin("fma", "x, y, z")
def _fma(lw, a, span):
    x, y, z = lw.sem.float_args("fma", [a.x, a.y, a.z], span)
    return TV(lw.builder.value(Op.FMA, [x.value, y.value, z.value], x.type, span))


@builtin("cdiv", "x, div")
def _cdiv(lw, a, span):
    """Triton ``cdiv(x, d) = (x + d - 1) // d`` (with the tile ``//``, truncating)."""
    if isinstance(a.x, Const) and isinstance(a.div, Const):
        x, d = a.x.value, a.div.value
        for v, k in ((x, "x"), (d, "div")):
            if isinstance(v, bool) or not isinstance(v, (int, float)):
                raise fail(f"cdiv() takes numbers, got {getattr(a, k).describe()} for {k}",
                           a.span(k))
        if d == 0:
            raise fail("cdiv by zero", span)
        # Triton's formula on constexprs, with Python's floor division (as Triton computes
        # it): cdiv(7, -2) = 4 // -2 = -2, while the exact ceiling would be -3
        return Const((x + d - 1) // d)
    num = lw.sem.binary("+", a.x, lw.sem.binary("-", a.div, Const(1), span), span)
    return lw.sem.binary("//", num, a.div, span)


# ------------------------------------------------------------------ reductions and scans
def _reduce_input(lw, a, span, name):
    x = tile(lw, a.input, a.span("input"), "input")
    if x.type.is_pointer:
        raise fail(f"{name}() of pointers is not supported", span)
    if x.shape == ():
        raise fail(f"{name}() needs a tile, got a scalar", a.span("input"))
    ax = a.axis
    if isinstance(ax, Const) and ax.value is None:
        if len(x.shape) > 1:
            n = x.type.numel
            x = TV(lw.builder.value(Op.RESHAPE, [x.value], x.type.with_shape((n,)), span))
        axis = 0
    else:
        axis = norm_axis(const_int(ax, a.span("axis"), f"{name}'s axis"), len(x.shape),
                         a.span("axis"))
    return x, axis


def _finish(lw, v: TV, axis, keep_dims, span):
    if keep_dims:
        return lw.sem.expand_dims(v, axis, span)
    return v


def _reduce(lw, op, x, axis, dtype, span):
    no_fp8_compute(x.elem, f"{op.value}()", span)
    shape = x.shape[:axis] + x.shape[axis + 1:]
    return TV(lw.builder.value(op, [x.value], TileType(dtype, shape), span, axis=axis))


@builtin("sum", "input, axis=None, keep_dims=False, dtype=None")
def _sum(lw, a, span):
    """Triton ``tl.sum``: i8/i16 → i32, i1/u8/u16 → u32; ``dtype=`` casts first."""
    x, axis = _reduce_input(lw, a, span, "sum")
    if not (isinstance(a.dtype, Const) and a.dtype.value is None):
        d = const_dtype(a.dtype, a.span("dtype"))
    else:
        d = dt.sum_result_dtype(x.elem)
    x = lw.sem.cast(x, d, span)
    return _finish(lw, _reduce(lw, Op.SUM, x, axis, d, span), axis, a.keep_dims.value, span)


def _minmax_red(op, arg_op, name):
    def impl(lw, a, span):
        """Triton ``tl.max``/``tl.min``: NaN ignored; without indices, floats under 32 bits
        → fp32 and ints under 32 bits → i32; ``return_indices=True`` keeps the dtype (bf16
        → fp32) and also returns the i32 index (ties → smallest index)."""
        x, axis = _reduce_input(lw, a, span, name)
        kd = a.keep_dims.value
        if a.return_indices.value:
            if x.elem is DType.bf16:  # as Triton, which compares bf16 in fp32
                x = lw.sem.cast(x, DType.fp32, span)
            v = _reduce(lw, op, x, axis, x.elem, span)
            i = _reduce(lw, arg_op, x, axis, DType.i32, span)
            return TupleVal((_finish(lw, v, axis, kd, span), _finish(lw, i, axis, kd, span)))
        d = dt.minmax_result_dtype(x.elem)
        x = lw.sem.cast(x, d, span)
        return _finish(lw, _reduce(lw, op, x, axis, d, span), axis, kd, span)
    return impl


builtin("max", "input, axis=None, return_indices=False, return_indices_tie_break_left=True, "
               "keep_dims=False")(_minmax_red(Op.MAX, Op.ARGMAX, "max"))
builtin("min", "input, axis=None, return_indices=False, return_indices_tie_break_left=True, "
               "keep_dims=False")(_minmax_red(Op.MIN, Op.ARGMIN, "min"))


def _arg(op, name):
    def impl(lw, a, span):
        """Triton ``tl.argmax/argmin``: i32 index; ties → the smallest index."""
        x, axis = _reduce_input(lw, a, span, name)
        return _finish(lw, _reduce(lw, op, x, axis, DType.i32, span), axis,
                       a.keep_dims.value, span)
    return impl


builtin("argmax", "input, axis, tie_break_left=True, keep_dims=False")(_arg(Op.ARGMAX, "argmax"))
builtin("argmin", "input, axis, tie_break_left=True, keep_dims=False")(_arg(Op.ARGMIN, "argmin"))


def _scan(op, name):
    def impl(lw, a, span):
        """Triton ``tl.cumsum``/``tl.cumprod``: inclusive; bf16 scans in fp32, otherwise the
        dtype rule of ``sum``; ``dtype=`` casts first."""
        x = tile(lw, a.input, a.span("input"), "input")
        if x.type.is_pointer:
            raise fail(f"{name}() of pointers is not supported", span)
        if x.shape == ():
            raise fail(f"{name}() needs a tile, got a scalar", a.span("input"))
        axis = norm_axis(const_int(a.axis, a.span("axis"), f"{name}'s axis"), len(x.shape),
                         a.span("axis"))
        if not (isinstance(a.dtype, Const) and a.dtype.value is None):
            d = const_dtype(a.dtype, a.span("dtype"))
        else:
            d = dt.scan_result_dtype(x.elem)
        x = lw.sem.cast(x, d, span)
        no_fp8_compute(d, f"{name}()", span)
        return TV(lw.builder.value(op, [x.value], x.type, span, axis=axis,
                                   reverse=bool(a.reverse.value)))
    return impl


builtin("cumsum", "input, axis=0, reverse=False, dtype=None")(_scan(Op.CUMSUM, "cumsum"))
builtin("cumprod", "input, axis=0, reverse=False, dtype=None")(_scan(Op.CUMPROD, "cumprod"))


# ------------------------------------------------------------------ dot
@builtin("dot", "input, other, acc=None, input_precision=None, allow_tf32=None, "
                "max_num_imprecise_acc=None, out_dtype=None")
def _dot(lw, a, span):
    """Triton ``tl.dot``: ``[M, K] @ [K, N]``, or batched ``[B, M, K] @ [B, K, N]``; same
    dtype operands; i8/u8 → i32, fp16 → fp32 (or ``out_dtype=fp16``), bf16/fp32 → fp32, fp64
    → fp64; K ≥ 16 (≥ 32 for 8-bit), as Triton 3.6 requires on NVIDIA; fp32 inputs default
    to ``input_precision="tf32"``; ``"tf32x3"`` (three tf32 products, Triton's ``tf32x3``)
    gives about fp32 accuracy, ``"ieee"`` fp32."""
    x = tile(lw, a.input, a.span("input"), "input")
    y = tile(lw, a.other, a.span("other"), "other")
    if len(x.shape) not in (2, 3) or len(y.shape) != len(x.shape):
        raise fail(f"dot() needs two 2-D tiles or two 3-D (batched) tiles, got shapes "
                   f"{list(x.shape)} and {list(y.shape)}", span)
    batch = x.shape[:-2]
    if y.shape[:-2] != batch:
        raise fail(f"dot(): batch dimensions differ: {list(x.shape)} @ {list(y.shape)}", span)
    m, k = x.shape[-2:]
    k2, n = y.shape[-2:]
    if k != k2:
        raise fail(f"dot(): inner dimensions differ: {list(x.shape)} @ {list(y.shape)}", span)
    out = None if (isinstance(a.out_dtype, Const) and a.out_dtype.value is None) else \
        const_dtype(a.out_dtype, a.span("out_dtype"), "out_dtype")
    try:
        rd = dt.dot_result_dtype(x.elem, y.elem, out)
    except PromotionError as e:
        raise fail(f"dot(): {e}", span) from None
    min_k = 32 if x.elem.bits == 8 else 16
    if k < min_k:
        raise fail(f"dot() needs K ≥ {min_k} for {x.elem} inputs (as Triton on NVIDIA), got "
                   f"K = {k}; pad K with masked loads (other=0)", span)
    prec = a.input_precision.value
    if a.allow_tf32.value is not None:
        if prec is not None:
            raise fail("give input_precision= or allow_tf32=, not both", span)
        prec = "tf32" if a.allow_tf32.value else "ieee"
    if x.elem == DType.fp32:
        prec = prec or "tf32"
        if prec not in ("tf32", "tf32x3", "ieee"):
            raise fail(f"input_precision must be 'tf32', 'tf32x3' or 'ieee', got {prec!r}",
                       a.span("input_precision"))
    else:
        prec = None
    acc = a.acc
    if isinstance(acc, Const) and acc.value is None:
        acc = lw.sem.const(0, rd, batch + (m, n), span)
    else:
        acc = tile(lw, acc, a.span("acc"), "acc")
        if acc.shape != batch + (m, n):
            raise fail(f"dot(): acc has shape {list(acc.shape)}, expected "
                       f"{list(batch + (m, n))}", a.span("acc"))
        if acc.elem != rd:
            if out is None and x.elem == DType.fp16 and acc.elem == DType.fp16:
                rd = DType.fp16
            else:
                raise fail(f"dot(): acc is {acc.elem} but {x.elem} inputs accumulate in {rd}",
                           a.span("acc"))
    return TV(lw.builder.value(Op.DOT, [x.value, y.value, acc.value],
                               TileType(rd, batch + (m, n)), span, input_precision=prec))


# ------------------------------------------------------------------ shapes
@builtin("trans", "input, *dims")
def _trans(lw, a, span):
    x = tile(lw, a.input, a.span("input"), "input")
    dims = [d for d, _ in a.varargs]
    if len(dims) == 1 and isinstance(dims[0], Const) and isinstance(dims[0].value, tuple):
        perm = tuple(dims[0].value)
    elif dims:
        perm = tuple(const_int(d, s, "trans' dims") for d, s in a.varargs)
    else:
        if len(x.shape) < 2:
            raise fail("trans() needs a tile of rank ≥ 2", span)
        r = len(x.shape)
        perm = tuple(range(r - 2)) + (r - 1, r - 2)
    return _permute(lw, x, perm, span)


def varargs_shape(a, span, name: str, what: str = "shape") -> tuple:
    """The shape (or dims) given as Triton's ``*shape``: one tuple (``reshape(x, (4, 8))``) or
    several integers (``reshape(x, 4, 8)``)."""
    vs = a.varargs
    if not vs:
        eg = "(1, 0)) or permute(x, 1, 0)" if what == "dims" else "(4, 8)) or " + \
            f"{name}(x, 4, 8)"
        raise fail(f"{name}() needs {'the dims' if what == 'dims' else 'a shape'}, e.g. "
                   f"{name}(x, {eg}", span)
    if len(vs) == 1:
        return const_shape(vs[0][0], vs[0][1])
    out = []
    for v, s in vs:
        if not (isinstance(v, Const) and isinstance(v.value, int)
                and not isinstance(v.value, bool)):
            raise fail(f"{name}()'s {what} must be compile-time integers, got {v.describe()}", s)
        out.append(v.value)
    return tuple(out)


@builtin("permute", "input, *dims")
def _permute_b(lw, a, span):
    """Triton ``tl.permute(input, *dims)``."""
    x = tile(lw, a.input, a.span("input"), "input")
    return _permute(lw, x, varargs_shape(a, span, "permute", "dims"), span)


def _permute(lw, x, perm, span):
    if sorted(perm) != list(range(len(x.shape))):
        raise fail(f"{list(perm)} is not a permutation of the axes of a rank-{len(x.shape)} "
                   f"tile", span)
    shape = tuple(x.shape[p] for p in perm)
    return TV(lw.builder.value(Op.PERMUTE, [x.value], x.type.with_shape(shape), span,
                               perm=tuple(perm)))


def reshape_impl(lw, x, args, kwargs, node):
    if kwargs or len(args) != 1:
        raise fail("reshape() takes one shape", node.span)
    return _reshape(lw, x, const_shape(args[0], node.span), node.span)


def _reshape(lw, x, shape, span):
    lw.sem.check_shape(shape, span)
    n = 1
    for s in shape:
        n *= s
    if n != x.type.numel:
        def els(k):
            return f"{k} element{'' if k == 1 else 's'}"

        raise fail(f"cannot reshape a tile of shape {list(x.shape)} ({els(x.type.numel)}) "
                   f"to {list(shape)} ({els(n)})", span)
    if shape == x.shape:
        return x
    return TV(lw.builder.value(Op.RESHAPE, [x.value], x.type.with_shape(shape), span))


@builtin("reshape", "input, *shape, can_reorder=False")
def _reshape_b(lw, a, span):
    """Triton ``tl.reshape(input, *shape, can_reorder=False)``: ``reshape(x, 64, 1)`` and
    ``reshape(x, (64, 1))`` are the same."""
    x = tile(lw, a.input, a.span("input"), "input")
    return _reshape(lw, x, varargs_shape(a, span, "reshape"), span)


def broadcast_to_impl(lw, x, args, kwargs, node):
    if kwargs or len(args) != 1:
        raise fail("broadcast_to() takes one shape", node.span)
    shape = const_shape(args[0], node.span)
    lw.sem.check_shape(shape, node.span)
    return lw.sem.broadcast_to(x, shape, node.span)


@builtin("broadcast_to", "input, *shape")
def _broadcast_to_b(lw, a, span):
    """Triton ``tl.broadcast_to(input, *shape)``."""
    x = tile(lw, a.input, a.span("input"), "input")
    shape = varargs_shape(a, span, "broadcast_to")
    lw.sem.check_shape(shape, span)
    return lw.sem.broadcast_to(x, shape, span)


def expand_dims_impl(lw, x, args, kwargs, node):
    if kwargs or len(args) != 1:
        raise fail("expand_dims() takes one axis", node.span)
    return _expand(lw, x, args[0], node.span)


def _expand(lw, x, axis, span):
    axes = const_shape(axis, span)
    rank = len(x.shape) + len(axes)
    axes = sorted(a + rank if a < 0 else a for a in axes)
    if len(set(axes)) != len(axes):
        raise fail("expand_dims(): repeated axis", span)
    for ax in axes:
        x = lw.sem.expand_dims(x, ax, span)
    return x


@builtin("expand_dims", "input, axis")
def _expand_b(lw, a, span):
    x = tile(lw, a.input, a.span("input"), "input")
    return _expand(lw, x, a.axis, span)


# ------------------------------------------------------------------ hints
def _hint(op, name):
    def impl(lw, a, span):
        x = tile(lw, a.input, a.span("input"), "input")
        vals = a.values
        v = vals.value if isinstance(vals, Const) else None
        items = v if isinstance(v, tuple) else (v,)
        if not all(isinstance(i, int) and not isinstance(i, bool) and i > 0 for i in items):
            got = vals.describe() if hasattr(vals, "describe") else repr(vals)
            raise fail(f"{name}()'s values must be positive compile-time integers, one or one "
                       f"per axis (e.g. {name}(x, 16) or {name}(x, (1, 16))), got {got}",
                       a.span("values"))
        vs = const_shape(vals, a.span("values"))
        one_for_all = len(vs) == 1 and len(x.shape) > 1  # Triton wants one per axis
        if one_for_all:
            vs = vs * len(x.shape)
        if len(vs) != max(1, len(x.shape)):
            raise fail(f"{name}() needs one value per axis ({len(x.shape)})", a.span("values"))
        attrs = {"one_for_all": True} if one_for_all else {}
        return TV(lw.builder.value(op, [x.value], x.type, span, values=tuple(vs), **attrs))
    return impl


builtin("multiple_of", "input, values")(_hint(Op.MULTIPLE_OF, "multiple_of"))
builtin("max_contiguous", "input, values")(_hint(Op.MAX_CONTIGUOUS, "max_contiguous"))
builtin("max_constancy", "input, values")(_hint(Op.MAX_CONSTANCY, "max_constancy"))


# ------------------------------------------------------------------ debugging
@builtin("device_print", "prefix, *args, hex=False")
def _device_print(lw, a, span):
    if not (isinstance(a.prefix, Const) and isinstance(a.prefix.value, str)):
        raise fail("device_print()'s first argument must be a string prefix",
                   a.span("prefix"))
    vals = []
    for v, s in a.varargs:
        vals.append(tile(lw, v, s, "device_print argument").value)
    lw.builder.create(Op.DEVICE_PRINT, vals, [], dict(prefix=a.prefix.value,
                                                      hex=bool(a.hex.value)), loc=span)
    return Const(None)


@builtin("device_assert", "cond, msg='', mask=None")
def _device_assert(lw, a, span):
    c = a.cond
    if isinstance(c, Const):
        if not c.value:
            c = lw.sem.const(False, DType.i1, (), span)
        else:
            return Const(None)
    c = lw.sem.to_bool(tile(lw, c, a.span("cond")), span)
    m = _mask(lw, a.mask, a.span("mask"))
    if m is not None:
        shape = dt.broadcast_shapes(c.shape, m.shape)
        c = lw.sem.binary("|", lw.sem.broadcast_to(c, shape, span),
                          lw.sem.unary("not", lw.sem.broadcast_to(m, shape, span), span), span)
    lw.builder.create(Op.DEVICE_ASSERT, [c.value], [], dict(msg=str(a.msg.value)), loc=span)
    return Const(None)


@builtin("static_print", "*args")
def _static_print(lw, a, span):
    parts = []
    for v, _ in a.varargs:
        if isinstance(v, Const):
            parts.append(str(v.value))
        elif isinstance(v, TV):
            parts.append(f"<{v.type}>")
        else:
            parts.append(v.describe())
    print(" ".join(parts), file=sys.stdout)
    return Const(None)


@builtin("static_assert", "cond, msg=''")
def _static_assert(lw, a, span):
    if not isinstance(a.cond, Const):
        raise fail("static_assert() needs a compile-time condition (constexprs, shapes)",
                   a.span("cond"))
    if not a.cond.value:
        raise fail(f"static_assert failed: {a.msg.value}" if a.msg.value else
                   "static_assert failed", span)
    return Const(None)


@builtin("range", "*args, num_stages=None, warp_specialize=None")
def _range(lw, a, span):
    raise fail("range() can only be used as the iterable of a for loop", span)


@builtin("static_range", "*args")
def _static_range(lw, a, span):
    raise fail("static_range() can only be used as the iterable of a for loop", span)


# ------------------------------------------------------------------ predicates (debugging)
def _float_predicate(lw, a, span, name: str, for_ints: bool, test):
    """A predicate on the lanes of a float tile, ``test(x)``; the constant ``for_ints``
    for integer tiles (i1 result); refused for pointers."""
    x = tile(lw, a.x, a.span("x"))
    if x.type.is_pointer:
        raise fail(f"{name}() of a pointer", span)
    if not x.elem.is_float:
        return lw.sem.const(for_ints, DType.i1, x.shape, span)
    return test(x)


def _abs_vs_inf(lw, x, cmp: str, span):
    """``abs(x) cmp inf`` on a float tile."""
    ax = TV(lw.builder.value(Op.ABS, [x.value], x.type, span))
    return lw.sem.binary(cmp, ax, lw.sem.const(float("inf"), x.elem, (), span), span)


@builtin("isnan", "x")
def _isnan(lw, a, span):
    """``x != x``: True where a float lane is NaN; all False for integers (i1 tile)."""
    return _float_predicate(lw, a, span, "isnan", False,
                            lambda x: lw.sem.binary("!=", x, x, span))


@builtin("isinf", "x")
def _isinf(lw, a, span):
    """True where a float lane is +inf or -inf; all False for integers (i1 tile)."""
    return _float_predicate(lw, a, span, "isinf", False,
                            lambda x: _abs_vs_inf(lw, x, "==", span))


@builtin("isfinite", "x")
def _isfinite(lw, a, span):
    """True where a lane is neither NaN nor infinite; all True for integers (i1 tile)."""
    return _float_predicate(lw, a, span, "isfinite", True,
                            lambda x: _abs_vs_inf(lw, x, "<", span))


def _any_all(op, name):
    def impl(lw, a, span):
        """``any``/``all``: whether some/every lane is nonzero (NaN counts as nonzero), over
        ``axis`` (all lanes by default); an i1 scalar or tile. Lowered to a max/min reduction
        of ``x != 0``, so it runs on both backends."""
        x = tile(lw, a.input, a.span("input"), "input")
        if x.type.is_pointer:
            raise fail(f"{name}() of pointers is not supported", span)
        if x.shape == ():
            return lw.sem.to_bool(x, span)
        b = lw.sem.cast(lw.sem.to_bool(x, span), DType.i32, span)
        bx, axis = _reduce_input(lw, _Rebound(a, b), span, name)
        r = _reduce(lw, op, bx, axis, DType.i32, span)
        r = lw.sem.binary("!=", r, Const(0), span)
        return _finish(lw, r, axis, a.keep_dims.value, span)
    return impl


class _Rebound:
    """Bound arguments with ``input`` replaced (for reusing :func:`_reduce_input`)."""

    def __init__(self, a, new_input):
        self._a = a
        self.input = new_input
        self.axis = a.axis

    def span(self, k):
        return self._a.span(k)


builtin("any", "input, axis=None, keep_dims=False")(_any_all(Op.MAX, "any"))
builtin("all", "input, axis=None, keep_dims=False")(_any_all(Op.MIN, "all"))


def _pid_tuple(v, span):
    if isinstance(v, int) and not isinstance(v, bool):
        return (v, 0, 0)
    if (isinstance(v, tuple) and 1 <= len(v) <= 3
            and all(isinstance(i, int) and not isinstance(i, bool) for i in v)):
        return tuple(v) + (0,) * (3 - len(v))
    raise fail(f"breakpoint()'s pid= must be a program id (an int or a tuple of 1 to 3 ints) or "
               f"a tuple of them, got {v!r}", span)


@builtin("breakpoint", "pid=None")
def _breakpoint(lw, a, span):
    """Stop the interpreter's debugger here (for the program ids in ``pid=``, every program by
    default) and open a prompt; compiled out, with a warning, on the GPU."""
    p = a.pid
    if not isinstance(p, Const):
        raise fail("breakpoint()'s pid= must be a compile-time program id such as 3 or (1, 0)",
                   a.span("pid"))
    v = p.value
    if v is None:
        pids = None
    elif isinstance(v, tuple) and any(isinstance(i, tuple) for i in v):
        pids = tuple(_pid_tuple(i, a.span("pid")) for i in v)
    else:
        pids = (_pid_tuple(v, a.span("pid")),)
    lw.builder.create(Op.BREAKPOINT, [], [], dict(pids=pids), loc=span)
    return Const(None)
