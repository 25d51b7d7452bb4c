"""Tile creation and shape ops: constants, ``arange``, program ids, broadcast, reshape, permute.

Every runtime value carries a leading batch axis: size ``B`` (one row per program instance
of the batch) when it depends on the program id, size 1 when it is the same for all. Shape
ops therefore act on axes ``1..``; pointer tiles (:class:`~.memory.Ptr`) are mapped through
the same functions.
"""
from __future__ import annotations

import numpy as np

from tiledsl.ir import Op

from ..checks import hints
from ..memory import Ptr
from ..numerics import const_array


_VIEW_ABOVE = 1 << 14  # elements


def _frozen(a: np.ndarray) -> np.ndarray:
    a.flags.writeable = False
    return a


def const(ctx, op):
    """``T`` filled with ``attrs["value"]`` (ints wrap, floats round to T); built once per run
    and shared, read-only, with leading axis 1."""
    c = ctx.cache.get(op)
    if c is None:
        t = op.results[0].type
        c = ctx.cache[op] = _frozen(const_array(op.attrs["value"], t.elem, (1,) + t.shape))
    return c


def arange(ctx, op):
    """i32 ``[start, end)``, leading axis 1, built once per run."""
    c = ctx.cache.get(op)
    if c is None:
        a = np.arange(op.attrs["start"], op.attrs["end"], dtype=np.int32)
        c = ctx.cache[op] = _frozen(a.reshape(1, -1))
    return c


def program_id(ctx, op):
    """i32 scalar per program: shape ``(B,)``."""
    return ctx.pids[op.attrs["axis"]]


def num_programs(ctx, op):
    """i32 scalar, the grid's size along ``axis``: shape ``(1,)``."""
    return ctx.grid_arrays[op.attrs["axis"]]


def _map(x, f):
    return x.map(f) if isinstance(x, Ptr) else f(x)


def broadcast(ctx, op, x):
    """Scalars splat; size-1 dims grow to ``T.shape`` (a read-only view)."""
    t = op.results[0].type
    shape, nd, numel = t.shape, len(t.shape), t.numel

    def f(a):
        if a.ndim == 1 and nd:
            a = a.reshape((a.shape[0],) + (1,) * nd)
        target = (a.shape[0],) + shape
        if a.shape[0] * numel > _VIEW_ABOVE:
            return np.broadcast_to(a, target)  # a free view for big batches
        out = np.empty(target, a.dtype)  # small tiles: copying beats broadcast_to's overhead
        out[...] = a
        return out

    return _map(x, f)


def expand_dims(ctx, op, x):
    """Insert a size-1 axis at ``attrs["axis"]`` of the result."""
    nd = len(op.results[0].type.shape)
    axis = op.attrs["axis"]
    axis = axis + nd if axis < 0 else axis
    return _map(x, lambda a: np.expand_dims(a, axis + 1))


def reshape(ctx, op, x):
    """Row-major reshape to ``T.shape``."""
    shape = op.results[0].type.shape
    return _map(x, lambda a: a.reshape((a.shape[0],) + shape))


def permute(ctx, op, x):
    """``np.transpose`` of the tile axes by ``attrs["perm"]``."""
    perm = (0,) + tuple(p + 1 for p in op.attrs["perm"])
    return _map(x, lambda a: a.transpose(perm))


def hint(ctx, op, x):
    """``multiple_of`` / ``max_contiguous`` / ``max_constancy``: identity (hints for the code generator); the
    ``hints`` check verifies them on the values (:mod:`.checks.hints`)."""
    reporter = ctx.reporter
    if reporter is not None and reporter.spec.on("hints"):
        hints.check(ctx, op, x)
    return x


TABLE = {
    Op.CONST: const,
    Op.ARANGE: arange,
    Op.PROGRAM_ID: program_id,
    Op.NUM_PROGRAMS: num_programs,
    Op.BROADCAST: broadcast,
    Op.EXPAND_DIMS: expand_dims,
    Op.RESHAPE: reshape,
    Op.PERMUTE: permute,
    Op.MULTIPLE_OF: hint,
    Op.MAX_CONTIGUOUS: hint,
    Op.MAX_CONSTANCY: hint,
}
