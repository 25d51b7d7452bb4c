"""Buffers and pointer tiles: the interpreter's model of global memory.

Each pointer argument of a launch becomes a :class:`Buffer`: a flat, writable view of the
caller's array over the array's own byte extent (``np.lib.array_utils.byte_bounds``), so
stores land in the caller's memory and a strided view can be walked with explicit strides,
as in Triton. A pointer tile is a :class:`Ptr`: the buffer it points into and int64 element
offsets from the array's first element (offsets count elements of the pointee dtype).

Every access goes through :func:`gather`, :func:`scatter` or :func:`rmw`, which check that
each unmasked lane lies inside its buffer and raise :class:`~tiledsl.errors.TileRuntimeError`
otherwise. Masked-off lanes never touch memory.
"""
from __future__ import annotations

import numpy as np

from tiledsl.dtypes import DType
from tiledsl.errors import TileLaunchError, TileRuntimeError
from tiledsl.faults import bounds_error

from .numerics import RAW

try:
    from numpy.lib.array_utils import byte_bounds
except ImportError:  # numpy < 2
    from numpy import byte_bounds  # type: ignore[attr-defined,no-redef]


class Buffer:
    """The memory behind one pointer argument.

    ``raw`` is a 1-D unsigned-integer view (item size of the pointee) of the array's whole
    byte extent; element offset ``o`` of the pointer lives at ``raw[o - lo]``; valid offsets
    are ``lo <= o < hi`` (``lo <= 0``: a view with negative strides extends below its first
    element).
    """

    __slots__ = ("index", "name", "elem", "np", "raw", "lo", "hi", "n", "writable", "address",
                 "overlap")

    def __init__(self, index: int, name: str, elem: DType, array):
        self.index = index
        self.name = name
        self.elem = elem
        self.np = elem.np
        arr = array if isinstance(array, np.ndarray) else np.asarray(array)
        size = elem.itemsize
        if arr.dtype.itemsize != size:
            raise TileLaunchError(
                f"argument '{name}' is an array of {arr.dtype} ({arr.dtype.itemsize} bytes per "
                f"element) but the parameter points to {elem} ({size} bytes); pass an array of "
                f"{elem}")
        self.writable = bool(arr.flags.writeable)
        self.address = arr.__array_interface__["data"][0]
        self.overlap = None  # a view whose elements share memory (a stride of 0): a fault says so
        if arr.size == 0:
            self.raw = np.zeros(0, dtype=RAW[size])
            self.lo = self.hi = self.n = 0
            return
        low, high = byte_bounds(arr)
        if (self.address - low) % size or (high - low) % size:
            raise TileLaunchError(
                f"argument '{name}': the array's strides are not multiples of its item size")
        view = arr.view(RAW[size])  # by bits: as_strided cannot rebuild ml_dtypes' fp8 dtypes
        for ax in range(arr.ndim):  # make every stride non-negative: first element at `low`
            if view.strides[ax] < 0:
                view = np.flip(view, axis=ax)
        n = (high - low) // size
        flat = np.lib.stride_tricks.as_strided(view, shape=(n,), strides=(size,),
                                               writeable=self.writable)
        self.raw = flat.view(RAW[size])
        self.lo = -((self.address - low) // size)
        self.hi = self.lo + n
        self.n = n
        if n < arr.size:
            self.overlap = (f"'{name}' is a view of {arr.size} elements (shape {arr.shape}, "
                            f"strides {tuple(st // size for st in arr.strides)} in elements) "
                            f"over {n} in memory, as a broadcast or expand() makes; pass a "
                            f"contiguous copy (x.contiguous(), np.ascontiguousarray(x))")


class Ptr:
    """A pointer tile: ``buf`` (a buffer index, or an int array of them when a ``where``
    mixed buffers) and ``off``, integer element offsets with the leading batch axis (int64,
    except right after ``param + offset`` where they are the offset tile itself, uncopied).
    ``base`` is True while every offset is 0 (a parameter, broadcast or reshaped)."""

    __slots__ = ("buf", "off", "base")

    def __init__(self, buf, off: np.ndarray, base: bool = False):
        self.buf = buf
        self.off = off
        self.base = base

    @property
    def shape(self):
        return self.off.shape

    def map(self, f) -> "Ptr":
        """Apply a shape function (broadcast, reshape, permute ...) to the offsets and, when
        they vary per lane, to the buffer indices."""
        buf = self.buf if isinstance(self.buf, int) else f(self.buf)
        return Ptr(buf, f(self.off), self.base)

    def __repr__(self) -> str:
        return f"Ptr(buf={self.buf}, off={self.off})"


def same(a, b) -> bool:
    """Whether two interpreter values (tiles, pointer tiles, tuples of them) are bit for bit
    the same."""
    if a is b:
        return True
    if isinstance(a, tuple):
        return (isinstance(b, tuple) and len(a) == len(b)
                and all(same(x, y) for x, y in zip(a, b)))
    if isinstance(a, Ptr):
        return isinstance(b, Ptr) and same(a.buf, b.buf) and same(a.off, b.off)
    if isinstance(a, np.ndarray):
        return (isinstance(b, np.ndarray) and a.dtype == b.dtype and a.shape == b.shape
                and a.tobytes() == b.tobytes())
    return type(a) is type(b) and a == b


def _first(bad: np.ndarray):
    """The (batch index, lane index) of the first True of ``bad`` in program then lane order."""
    pos = np.unravel_index(int(np.argmax(bad.reshape(-1))), bad.shape)
    return int(pos[0]), tuple(int(i) for i in pos[1:])


def fault(ctx, op, what: str, buf: Buffer, bad: np.ndarray, off: np.ndarray):
    """Build the out-of-bounds :class:`TileRuntimeError` for the first bad lane
    (:func:`tiledsl.faults.bounds_error`, the GPU's sanitize mode says the same)."""
    bad, off = np.broadcast_arrays(bad, off)
    b, lane = _first(bad)
    offset = int(off[(b,) + lane])
    pid = ctx.pid_of(b if bad.shape[0] > 1 else 0)
    return bounds_error(what, ctx.kernel, pid, lane, offset, buf.name, buf.lo, buf.hi, buf.elem,
                        op.loc, notes=(buf.overlap,) if buf.overlap else ())


def check(ctx, op, what: str, buf: Buffer, off: np.ndarray, mask):
    """Raise for any unmasked lane outside ``buf``.

    Returns ``(idx, outside)``: raw indices that are safe to use for every lane (lanes outside
    the buffer are clamped) and a bool array of the lanes outside the buffer, or None when
    there are none. Callers must not let those lanes touch memory: they are masked off, or,
    with ``check_bounds=False`` (or ``"warn"``, after a warning), loads give 0 there and stores
    skip them.
    """
    idx = off.astype(np.int64) - buf.lo if buf.lo else off
    n = buf.n
    if idx.size == 0 or (idx.min() >= 0 and idx.max() < n):
        return idx, None
    outside = (idx < 0) | (idx >= n)
    if ctx.check_bounds:
        bad = outside if mask is None else outside & mask
        if bad.any():
            err = fault(ctx, op, what, buf, bad, off)
            if ctx.check_bounds != "warn":
                raise err
            ctx.reporter.warn("bounds", op, err)
    if n == 0:
        return np.zeros_like(idx), outside
    return np.clip(idx, 0, n - 1), outside


def gather(ctx, op, ptr: Ptr, mask, other) -> np.ndarray:
    """``load``: values of the pointee dtype, shape of the broadcast of ptr and mask.

    Masked-off lanes take ``other`` (an array of the pointee dtype, or None for 0) and never
    read memory. Raises TileRuntimeError for an unmasked out-of-bounds lane.
    """
    if mask is not None and mask.all():
        mask = None
    if not isinstance(ptr.buf, int):
        return _gather_mixed(ctx, op, ptr, mask, other)
    buf = ctx.buffers[ptr.buf]
    idx, outside = check(ctx, op, "load", buf, ptr.off, mask)
    if buf.n == 0:
        raw = np.zeros(idx.shape, dtype=buf.raw.dtype)
    else:
        raw = buf.raw.take(idx)
    hook = ctx.mem_hook
    if hook is not None:
        hook.load(ctx, op, buf, idx, _active(mask, outside), raw)
    if outside is not None:
        raw = np.where(outside, buf.raw.dtype.type(0), raw)
    if mask is not None:
        if other is None:
            other_raw = buf.raw.dtype.type(0)
        else:
            other_raw = _raw_of(other, buf)
        raw = np.where(mask, raw, other_raw)
    return _from_raw(raw, buf)


def _active(mask, outside):
    """The lanes that touch memory: unmasked and inside the buffer (None: every lane)."""
    if outside is None:
        return mask
    return ~outside if mask is None else mask & ~outside


def _raw_of(x: np.ndarray, buf: Buffer) -> np.ndarray:
    if buf.elem is DType.i1:
        return x.astype(np.uint8)
    if x.dtype != buf.np:
        x = x.astype(buf.np)
    return x.view(buf.raw.dtype)


def _from_raw(raw: np.ndarray, buf: Buffer) -> np.ndarray:
    if buf.elem is DType.i1:
        return raw != 0
    return raw.view(buf.np)


def _gather_mixed(ctx, op, ptr: Ptr, mask, other):
    """Load through a pointer tile whose lanes point into different buffers."""
    bufs, off = np.broadcast_arrays(ptr.buf, ptr.off)
    if mask is not None:
        bufs, off, mask = np.broadcast_arrays(bufs, off, mask)
    out = None
    for b in np.unique(bufs):
        sel = bufs == b
        m = sel if mask is None else sel & mask
        part = gather(ctx, op, Ptr(int(b), off), m, other)
        out = part if out is None else np.where(sel, part, out)
    return out


def scatter(ctx, op, ptr: Ptr, value: np.ndarray, mask) -> None:
    """``store``: write ``value`` (pointee dtype) through ``ptr`` where ``mask`` is true.

    Lanes are written in program order, then lane order (a later duplicate wins). Raises
    TileRuntimeError for an unmasked out-of-bounds lane (and then writes nothing). When
    ``ctx.undo`` is a list, the overwritten values are logged there so that a faulting batch
    can be rolled back and re-run one program at a time.
    """
    if mask is not None and mask.all():
        mask = None
    shape = np.broadcast_shapes(ptr.off.shape, value.shape,
                                mask.shape if mask is not None else ())
    if not isinstance(ptr.buf, int):
        bufs = np.broadcast_to(ptr.buf, shape)
        for b in np.unique(bufs):
            sel = bufs == b
            scatter(ctx, op, Ptr(int(b), ptr.off), value, sel if mask is None else sel & mask)
        return
    buf = ctx.buffers[ptr.buf]
    if not buf.writable:
        raise TileRuntimeError(
            f"kernel '{ctx.kernel}' stores through '{buf.name}', but the array passed for it is "
            f"read-only", op.loc, notes=("pass a writable array",))
    idx, outside = check(ctx, op, "store", buf, ptr.off, mask)
    if outside is not None:
        mask = ~outside if mask is None else mask & ~outside
    raw_val = _raw_of(value, buf)
    if mask is None:
        if idx.shape != shape:
            idx = np.broadcast_to(idx, shape)
        if ctx.mem_hook is not None:
            ctx.mem_hook.store(ctx, op, buf, idx, None, shape, idx)
    else:
        idx, raw_val, mask = np.broadcast_arrays(idx, raw_val, mask)
        full = idx
        idx, raw_val = idx[mask], raw_val[mask]
        if ctx.mem_hook is not None:
            ctx.mem_hook.store(ctx, op, buf, full, mask, shape, idx)
    if ctx.undo is not None and op in ctx.logged_stores:
        ctx.undo.append((buf.raw, idx, buf.raw[idx]))
    buf.raw[idx] = raw_val


def rmw(ctx, op, what: str, ptr: Ptr, mask, update) -> np.ndarray:
    """An atomic read-modify-write: for each active lane, in program then lane order,
    ``new = update(old, lane_positions)`` where ``old`` are the current values; returns the
    old values (0 for masked-off lanes). Duplicate addresses all apply, one after another.

    ``update(old, sel)`` receives old values (pointee dtype) of the lanes selected by ``sel``
    (indices into the flattened tile) and returns ``(new_values, write_mask)``.

    ``ctx.mem_hook.atomic`` sees the access before the update; a hook with an
    ``atomic_done(ctx, op, buf, idx, wrote)`` method is told afterwards which lanes wrote
    (``wrote``: a bool array over the flat ``idx``; a compare-and-swap that failed wrote
    nothing).
    """
    shape = ptr.off.shape if mask is None else np.broadcast_shapes(ptr.off.shape, mask.shape)
    if not isinstance(ptr.buf, int):
        raise TileRuntimeError(
            f"atomic {what} through a pointer tile that mixes several buffers is not supported "
            f"by the interpreter", op.loc)
    buf = ctx.buffers[ptr.buf]
    if not buf.writable:
        raise TileRuntimeError(
            f"kernel '{ctx.kernel}' runs atomic_{what} on '{buf.name}', but the array passed "
            f"for it is read-only", op.loc, notes=("pass a writable array",))
    off = np.broadcast_to(ptr.off, shape)
    idx, outside = check(ctx, op, f"atomic_{what}", buf, off, mask)
    idx = idx.reshape(-1)
    active = (np.ones(idx.shape, dtype=bool) if mask is None
              else np.broadcast_to(mask, shape).reshape(-1))
    if outside is not None:
        active = active & ~outside.reshape(-1)
    hook = ctx.mem_hook
    if hook is not None:
        hook.atomic(ctx, op, buf, idx, active, shape)
    lanes = np.flatnonzero(active)
    old = np.zeros(idx.shape, dtype=buf.np)
    ii = idx[lanes]
    if np.unique(ii).size == ii.size:
        groups = [lanes]
    else:
        groups = [lanes[k:k + 1] for k in range(lanes.size)]
    done = getattr(hook, "atomic_done", None)
    wrote = np.zeros(idx.shape, dtype=bool) if done is not None else None
    for sel in groups:
        cur = _from_raw(buf.raw[idx[sel]], buf)
        old[sel] = cur
        new, write = update(cur, sel)
        w = sel[write]
        if ctx.undo is not None:  # a batch or a debugger run that may be rolled back
            ctx.undo.append((buf.raw, idx[w], buf.raw[idx[w]]))
        buf.raw[idx[w]] = _raw_of(np.asarray(new)[write], buf)
        if wrote is not None:
            wrote[w] = True
    if done is not None:
        done(ctx, op, buf, idx, wrote)
    return old.reshape(shape)
