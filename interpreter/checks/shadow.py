"""Shadow memory shared by the checks: buffers over the same memory form one :class:`Group`.

Two pointer arguments may alias (an in-place kernel gets the same array as ``x`` and ``out``),
so the checks key their per-element state by memory, not by argument: each buffer maps to a
group and a shift, and element ``raw index + shift`` of the group is that buffer's element at
``raw index``. Buffers whose byte ranges overlap share a group when they have the same item
size and element-aligned starts; overlapping buffers of different item sizes (an fp32 view and
an i8 view of the same bytes) get separate groups and are not checked against each other.

The per-element arrays are made on first use (:meth:`Group.array`): int32 program ids (-1:
none) for the race check, booleans for the uninitialized-memory check.
"""
from __future__ import annotations

import numpy as np


class Group:
    """One piece of memory: ``n`` elements of ``itemsize`` bytes, from address ``start``."""

    def __init__(self, start: int, itemsize: int, n: int):
        self.start = start
        self.itemsize = itemsize
        self.n = n
        self.arrays: dict = {}
        self.buffers: list = []

    def array(self, name: str, fill=-1, dtype=np.int32) -> np.ndarray:
        """The shadow array ``name`` (made filled with ``fill`` on first use)."""
        a = self.arrays.get(name)
        if a is None:
            a = self.arrays[name] = np.full(self.n, fill, dtype=dtype)
        return a

    def get(self, name: str):
        """The shadow array ``name``, or None when nothing has made it yet."""
        return self.arrays.get(name)


def _span(buf) -> tuple[int, int]:
    size = buf.raw.dtype.itemsize
    start = buf.address + buf.lo * size
    return start, start + buf.n * size


class _Groups(dict):
    """``{buffer index: (Group, shift)}``; an empty buffer (no element any access can reach)
    maps to a group of its own, which no check tracks, so that the checks' hooks need no
    special case for it."""

    def __missing__(self, index):
        return (Group(0, 1, 0), 0)


def build_groups(buffers) -> dict:
    """``{buffer index: (Group, shift)}`` for every non-empty buffer (see the module doc);
    an empty buffer's index gives an untracked group of no elements."""
    spans = sorted(((*_span(b), b) for b in buffers if b.n), key=lambda t: t[0])
    out: dict = _Groups()
    open_groups: list = []  # [(Group, end)] of groups that later buffers may still overlap
    for start, end, buf in spans:
        size = buf.raw.dtype.itemsize
        home = None
        for g, g_end in open_groups:
            if start < g_end and g.itemsize == size and (start - g.start) % size == 0:
                home = g
                break
        if home is None:
            home = Group(start, size, buf.n)
            open_groups.append((home, end))
        else:
            new_n = max(home.n, (end - home.start) // size)
            home.n = new_n
            open_groups = [(g, max(e, end) if g is home else e) for g, e in open_groups]
        home.buffers.append(buf)
        out[buf.index] = (home, (start - home.start) // size)
    return out


def positions(ctx, idx: np.ndarray, active, shift: int, flat=None):
    """The accessed elements of one access by the current batch.

    Returns ``(gi, pi, sel, shape)``: ``gi`` the group indices of the active lanes (1-D, in
    program then lane order), ``pi`` their program's linear id (an int when the batch holds one
    program, else a :class:`Pids`), ``sel`` the boolean mask of active lanes over
    ``shape`` (None: all), ``shape`` the access's shape with the batch axis first. ``flat``:
    the raw indices of the active lanes, when the caller has them already.
    """
    b = ctx.nprog
    shape = idx.shape if active is None else np.broadcast_shapes(idx.shape, active.shape)
    if shape[0] != b:
        shape = (b,) + tuple(shape[1:])
        flat = None
    full = idx if idx.shape == shape else np.broadcast_to(idx, shape)
    if active is not None and active.shape != shape:
        active = np.broadcast_to(active, shape)
    if flat is not None:
        gi = flat.reshape(-1)
    elif active is None:
        gi = full.reshape(-1)
    else:
        gi = full[active]
    if shift:
        gi = gi + shift
    if b == 1:
        return gi, int(ctx.first), active, shape
    return gi, Pids(int(ctx.first), active, shape), active, shape


class Pids:
    """The linear program ids of the active lanes of a batched access, made on first use
    (:meth:`array`): the interval mode of the race check never needs them."""

    __slots__ = ("first", "active", "shape", "_arr")

    def __init__(self, first: int, active, shape):
        self.first, self.active, self.shape, self._arr = first, active, shape, None

    def array(self) -> np.ndarray:
        """The program ids, one per active lane (made once)."""
        if self._arr is None:
            b = self.shape[0]
            rows = np.arange(self.first, self.first + b, dtype=np.int32)
            rows = np.broadcast_to(rows.reshape((b,) + (1,) * (len(self.shape) - 1)),
                                   self.shape)
            self._arr = rows.reshape(-1) if self.active is None else rows[self.active]
        return self._arr


def position_of(k: int, sel, shape) -> tuple[int, tuple]:
    """``(batch row, lane)`` of the ``k``-th active lane of an access."""
    flat = k if sel is None else int(np.flatnonzero(sel.reshape(-1))[k])
    pos = np.unravel_index(flat, shape)
    return int(pos[0]), tuple(int(i) for i in pos[1:])


def offset_index(array, offset: int):
    """The index of element ``offset`` (counted from the first element, in elements) of the
    numpy ``array``, or None when no element sits there (a gap of a strided view)."""
    a = np.asarray(array)
    if a.ndim == 0:
        return () if offset == 0 else None
    size = a.dtype.itemsize
    offs = np.zeros(a.shape, dtype=np.int64)
    for ax, (n, st) in enumerate(zip(a.shape, a.strides)):
        shape = [1] * a.ndim
        shape[ax] = n
        offs = offs + (np.arange(n, dtype=np.int64) * (st // size)).reshape(shape)
    hit = np.argwhere(offs == offset)
    if not len(hit):
        return None
    return tuple(int(i) for i in hit[0])


__all__ = ["Group", "Pids", "build_groups", "positions", "position_of", "offset_index"]
