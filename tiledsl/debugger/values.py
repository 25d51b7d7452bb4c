"""Values as the debugger shows them: one program's tile as a numpy array that knows its
tiledsl dtype and program id, printed like numpy with a header.

``Tile`` is an ``np.ndarray`` subclass (so tests and users compute with it as with any array)
carrying ``tdtype`` (a :class:`~tiledsl.dtypes.TileType`) and ``pid``. Printed::

    fp32[8] at pid (1, 0, 0):
    [0. 1. 2. 3. 4. 5. 6. 7.]

A tile of more than :data:`SUMMARY_LIMIT` elements is summarized the numpy way (first and
last items with ``...``) and followed by a line saying how to print it whole. A scalar
prints on one line (``i32 at pid (1, 0, 0): 3``). A pointer tile (:class:`PointerTile`)
holds element offsets and names the array they point into (``x + [0 1 2 3]``).
"""
from __future__ import annotations

import numpy as np

from ..dtypes import PointerType, TileType

#: tiles with more elements than this print summarized (``pp`` prints them whole)
SUMMARY_LIMIT = 128
LINE_WIDTH = 88


class Tile(np.ndarray):
    """One program's value of a tile or scalar: an ndarray with ``tdtype`` and ``pid``."""

    def __new__(cls, values, tdtype: TileType, pid: tuple):
        obj = np.asarray(values).view(cls)
        obj.tdtype = tdtype
        obj.pid = pid
        return obj

    def __array_finalize__(self, obj):
        self.tdtype = getattr(obj, "tdtype", None)
        self.pid = getattr(obj, "pid", None)

    def __array_wrap__(self, arr, context=None, return_scalar=False):
        """Results of numpy operations on tiles are plain arrays (the header would lie)."""
        out = np.asarray(arr).view(np.ndarray)
        if return_scalar and out.ndim == 0:
            return out[()]
        return out

    def type_text(self) -> str:
        """``fp32[8]``: the tiledsl type of this view of the tile."""
        t = self.tdtype
        if t is None:
            return str(self.dtype)
        return str(TileType(t.elem, tuple(self.shape)))

    def show(self, full: bool = False, expr: str | None = None) -> str:
        """The printed form; ``full`` prints every element; ``expr`` is named in the hint that
        a summarized tile ends with."""
        return format_tile(self, full=full, expr=expr)

    def __repr__(self) -> str:
        return self.show()

    __str__ = __repr__

    def __reduce__(self):  # pickle as a plain array
        return np.asarray(self).view(np.ndarray).__reduce__()


class PointerTile(Tile):
    """A tile of pointers: ``buffers`` (the array each lane points into, as names) and the
    element offsets from that array's first element as values."""

    def __new__(cls, offsets, tdtype: TileType, pid: tuple, buffers):
        obj = super().__new__(cls, offsets, tdtype, pid)
        obj.buffers = buffers
        return obj

    def __array_finalize__(self, obj):
        super().__array_finalize__(obj)
        self.buffers = getattr(obj, "buffers", None)


def _body(values: np.ndarray, full: bool) -> str:
    limit = max(values.size + 1, 1) if full else SUMMARY_LIMIT
    return np.array2string(np.asarray(values).view(np.ndarray), threshold=limit, edgeitems=3,
                           max_line_width=LINE_WIDTH, separator=" ")


def _scalar_text(v) -> str:
    v = np.asarray(v).view(np.ndarray)[()]
    return str(v)


def format_tile(t: Tile, full: bool = False, expr: str | None = None) -> str:
    """See the module docstring."""
    head = f"{t.type_text()} at pid {t.pid}"
    if isinstance(t, PointerTile):
        names = t.buffers
        if t.ndim == 0:
            return f"{head}: {names} + {_scalar_text(t)}"
        return f"{head}:\n{names} + {_body(t, full)}"
    if t.ndim == 0:
        return f"{head}: {_scalar_text(t)}"
    text = f"{head}:\n{_body(t, full)}"
    if not full and t.size > SUMMARY_LIMIT:
        what = f"pp {expr}" if expr else "pp"
        text += f"\n({t.size} elements, summarized; `{what}` prints them all)"
    return text


def format_value(v, full: bool = False, expr: str | None = None) -> str:
    """Any value the debugger returns: a tile, a tuple of values, or a compile-time value."""
    if isinstance(v, Tile):
        return format_tile(v, full=full, expr=expr)
    if isinstance(v, tuple):
        return "(" + ",\n ".join(format_value(i, full) for i in v) + ")"
    return f"{v!r} (compile-time)"


def make_value(raw, ttype: TileType, pid: tuple, buffers=None):
    """A :class:`Tile` (or :class:`PointerTile`) of one program's interpreter value ``raw``
    (an array with a leading batch axis of 1, or a ``Ptr``)."""
    rank = len(ttype.shape)
    if isinstance(ttype.elem, PointerType):
        off = np.asarray(raw.off)
        off = off[0] if off.ndim == rank + 1 else off
        off = np.broadcast_to(off, ttype.shape).astype(np.int64)
        if isinstance(raw.buf, int):
            names = buffers[raw.buf].name
        else:
            b = np.asarray(raw.buf)
            b = b[0] if b.ndim == rank + 1 else b
            names = "/".join(sorted({buffers[int(i)].name for i in np.unique(b)}))
        return PointerTile(off, ttype, pid, names)
    arr = np.asarray(raw)
    arr = arr[0] if arr.ndim == rank + 1 else arr
    arr = np.broadcast_to(arr, ttype.shape).copy()
    return Tile(arr, ttype, pid)


__all__ = ["Tile", "PointerTile", "format_tile", "format_value", "make_value", "SUMMARY_LIMIT"]
