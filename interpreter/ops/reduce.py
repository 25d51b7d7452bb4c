"""Reductions and scans, in a fixed, layout-independent order.

* Reductions (``sum``, ``max``, ``min``) combine along the axis as a pairwise tree of
  neighbours: ``x[2i] ⊕ x[2i+1]``, then the same on the halved axis, i.e. the lowest bit of the
  index first, the order the generated code's register fold, lane butterfly and warp stage take
  in a layout whose register, lane and warp bits step along the axis in that order. The input
  is first converted to the result dtype (so ``sum`` of i8 accumulates in i32, of fp16 and bf16
  in fp16 and bf16 rounded at every step, as Triton does). ``max``/``min`` ignore NaN unless
  the op has ``propagate_nan``; an all-NaN row gives NaN.
* ``argmax``/``argmin`` return i32, the smallest index among equal extremes; NaN is ignored as
  in ``max`` (an all-NaN row gives 0). Triton leaves NaN unspecified; H200 ignores it.
* Scans (``cumsum``, ``cumprod``) are inclusive, Hillis-Steele: in step ``k`` = 1, 2, 4 ...
  every element at position ``i >= k`` becomes ``x[i - k] ⊕ x[i]``, rounded to the result
  dtype; ``reverse`` scans from the end. The generated code runs the same steps.
"""
from __future__ import annotations

import numpy as np

from tiledsl.ir import Op

from .. import numerics as nm

LOWP = nm.LOWP
F32 = nm.F32


def _lowp(f):
    def g(a, b):
        if a.dtype in LOWP:
            return nm.narrow(f(nm.widen(a), nm.widen(b)), a.dtype)
        return f(a, b)

    return g


_ADD = _lowp(np.add)
_MUL = _lowp(np.multiply)


def _bool_safe(f, on_bool):
    def g(a, b):
        return on_bool(a, b) if a.dtype == np.bool_ else f(a, b)

    return g


_ADD_ANY = _bool_safe(_ADD, np.logical_xor)
_MUL_ANY = _bool_safe(_MUL, np.logical_and)


def tree_reduce(x: np.ndarray, axis: int, f) -> np.ndarray:
    """Combine ``x`` along ``axis`` (array axis) as a pairwise tree of neighbours
    (``x[2i] ⊕ x[2i+1]``, repeated on the result); the axis is removed."""
    n = x.shape[axis]
    pre = (slice(None),) * axis
    while n > 1:
        h = n // 2
        r = f(x[pre + (slice(0, 2 * h, 2),)], x[pre + (slice(1, 2 * h, 2),)])
        if n % 2:
            r = np.concatenate([r, x[pre + (slice(2 * h, n),)]], axis=axis)
            h += 1
        x, n = r, h
    return np.take(x, 0, axis=axis)


def _input(op, x):
    """``x`` converted to the reduction's result dtype."""
    src = op.operands[0].type.elem
    dst = op.results[0].type.elem
    return nm.cast(x, src, dst)


def _axis(op) -> int:
    axis = op.attrs.get("axis", 0)
    return (axis + len(op.operands[0].type.shape) if axis < 0 else axis) + 1


def _finish(op, r):
    shape = op.results[0].type.shape
    return r.reshape((r.shape[0],) + shape)


def reduce_sum(ctx, op, x):
    """``sum(x, axis)`` in the result dtype, rounded at every step of the neighbour tree."""
    return _finish(op, tree_reduce(_input(op, x), _axis(op), _ADD_ANY))


def extreme(x: np.ndarray, axis: int, is_max: bool, propagate: bool) -> np.ndarray:
    """max/min of ``x`` along array ``axis`` (removed), independent of numpy's code paths:
    +0.0 > -0.0; NaN ignored (all-NaN → NaN) unless ``propagate``; NaN results canonical.

    Max and min are exact, so any order gives the same value; without NaNs this is one
    ``ufunc.reduce``, then the sign of zero results is fixed. With NaNs it falls back to the
    pairwise tree of :func:`numerics.maximum` / :func:`numerics.minimum`.
    """
    if x.dtype in LOWP:
        x = nm.widen(x)
    if x.dtype == np.bool_:
        return (np.logical_or if is_max else np.logical_and).reduce(x, axis=axis)
    if x.dtype.kind == "f" and np.isnan(x).any():
        f = nm.maximum if is_max else nm.minimum
        return tree_reduce(x, axis, lambda a, b: f(a, b, propagate))
    r = (np.maximum if is_max else np.minimum).reduce(x, axis=axis)
    if x.dtype.kind == "f":
        zero = r == 0
        if zero.any():
            if is_max:  # +0 if any +0 took part
                pos = ((x == 0) & ~np.signbit(x)).any(axis=axis)
                r = np.where(zero, np.where(pos, r.dtype.type(0.0), r.dtype.type(-0.0)), r)
            else:  # -0 if any -0 took part
                neg = ((x == 0) & np.signbit(x)).any(axis=axis)
                r = np.where(zero, np.where(neg, r.dtype.type(-0.0), r.dtype.type(0.0)), r)
    return r


def _reduce_extreme(is_max: bool):
    def impl(ctx, op, x):
        r = extreme(_input(op, x), _axis(op), is_max, op.attrs.get("propagate_nan", False))
        want = op.results[0].type.elem.np
        return _finish(op, r if r.dtype == want else r.astype(want))

    impl.__name__ = "reduce_max" if is_max else "reduce_min"
    impl.__doc__ = f"``{'max' if is_max else 'min'}(x, axis)``; NaN ignored unless propagate_nan."
    return impl


reduce_max = _reduce_extreme(True)
reduce_min = _reduce_extreme(False)


def _arg(is_max: bool):
    def impl(ctx, op, x):
        axis = _axis(op)
        if x.dtype in LOWP:
            x = nm.widen(x)
        m = np.expand_dims(extreme(x, axis, is_max, False), axis)
        idx = np.argmax(x == m, axis=axis).astype(np.int32)  # first True: smallest index
        return _finish(op, idx)

    impl.__name__ = "argmax" if is_max else "argmin"
    return impl


def _scan(combine):
    def impl(ctx, op, x):
        axis = _axis(op)
        x = _input(op, x)
        if op.attrs.get("reverse"):
            x = np.flip(x, axis)
        n = x.shape[axis]
        pre = (slice(None),) * axis
        k = 1
        while k < n:
            y = x.copy()
            y[pre + (slice(k, None),)] = combine(x[pre + (slice(0, n - k),)],
                                                 x[pre + (slice(k, None),)])
            x, k = y, 2 * k
        if op.attrs.get("reverse"):
            x = np.flip(x, axis)
        return np.ascontiguousarray(x)

    return impl


TABLE = {
    Op.SUM: reduce_sum,
    Op.MAX: reduce_max,
    Op.MIN: reduce_min,
    Op.ARGMAX: _arg(True),
    Op.ARGMIN: _arg(False),
    Op.CUMSUM: _scan(_ADD_ANY),
    Op.CUMPROD: _scan(_MUL_ANY),
}
