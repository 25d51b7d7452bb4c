"""``reduce`` and ``associative_scan`` with a combine function of the kernel file.

The op's :class:`~tiledsl.ir.Combine` is compiled with the kernel (``Program.combines``) and
run through the executor on numpy arrays that hold many pairs at once: one call per level of
the tree, or per Hillis-Steele step, for every program of the batch and every position. The
order is the generated code's, so that a combine that is not associative in floating point
gives the same bits on both backends:

* ``REDUCE``: a tree of neighbours along the axis. Level 1 combines ``(x[2i], x[2i+1])``, the
  lower index as the left operand; each next level does the same on the halved axis.
* ``SCAN``: inclusive, Hillis-Steele. In step ``k`` = 1, 2, 4 ... every element at position
  ``i >= k`` becomes ``x[i - k] ⊕ x[i]`` (the earlier partial result on the left). With
  ``reverse`` the same runs from the end: ``x[i + k] ⊕ x[i]`` for ``i < n - k``.
"""
from __future__ import annotations

import numpy as np

from tiledsl.ir import Op


def _common(xs):
    """The operands broadcast to one leading batch size (uniform operands have size 1)."""
    b = max(x.shape[0] for x in xs)
    return [x if x.shape[0] == b else np.broadcast_to(x, (b,) + x.shape[1:]) for x in xs]


def _call(ctx, op, left, right):
    """The combine of the pairs ``(left[j], right[j])``, elementwise over the arrays."""
    out = ctx.exec_block(ctx.program.combines[op], tuple(left) + tuple(right))
    shape = left[0].shape
    return [np.broadcast_to(r, shape) if r.shape != shape else r for r in out]


def reduce_combine(ctx, op, *xs):
    """``reduce(xs, axis, combine_fn)``: the tree of neighbours; one result per operand."""
    xs = _common(xs)
    axis = op.attrs["axis"] + 1
    pre = (slice(None),) * axis
    n = xs[0].shape[axis]
    while n > 1:
        lo = [x[pre + (slice(0, None, 2),)] for x in xs]
        hi = [x[pre + (slice(1, None, 2),)] for x in xs]
        xs = _call(ctx, op, lo, hi)
        n //= 2
    out = tuple(np.ascontiguousarray(np.take(x, 0, axis=axis)) for x in xs)
    return out if len(op.results) > 1 else out[0]


def scan_combine(ctx, op, *xs):
    """``associative_scan(xs, axis, combine_fn, reverse)``: inclusive Hillis-Steele steps."""
    xs = _common(xs)
    axis = op.attrs["axis"] + 1
    reverse = bool(op.attrs.get("reverse"))
    if reverse:
        xs = [np.flip(x, axis) for x in xs]
    pre = (slice(None),) * axis
    n = xs[0].shape[axis]
    k = 1
    while k < n:
        left = [x[pre + (slice(0, n - k),)] for x in xs]
        right = [x[pre + (slice(k, None),)] for x in xs]
        new = _call(ctx, op, left, right)
        nxt = []
        for x, r in zip(xs, new):
            y = np.array(x, copy=True)
            y[pre + (slice(k, None),)] = r
            nxt.append(y)
        xs, k = nxt, 2 * k
    if reverse:
        xs = [np.flip(x, axis) for x in xs]
    out = tuple(np.ascontiguousarray(x) for x in xs)
    return out if len(op.results) > 1 else out[0]


TABLE = {
    Op.REDUCE: reduce_combine,
    Op.SCAN: scan_combine,
}
