"""The uninitialized-memory check: a load of an element that holds the poison pattern and
that no store of this launch has written.

Arrays are poisoned in two ways: :func:`tiledsl.empty` / :func:`tiledsl.empty_like` (and any
helper built on :func:`poison`) fill new arrays with the pattern of their dtype and register
them; a launch's ``poison=["out", ...]`` fills the named arguments with it before the launch.
The pattern (:data:`PATTERNS`) is a quiet NaN with a recognizable payload for floats and
``0xDEADBEEF``-style bits for integers, so an element that slips through still shows up in
the output. Shadow state per element of a poisoned group: ``poisoned`` (it held the pattern at
the start) and ``stored`` (this launch wrote it). A load whose lane reads the pattern from a
poisoned, not yet stored element is reported, as is an atomic whose old value is one.
"""
from __future__ import annotations

import traceback
import weakref

import numpy as np

from tiledsl.dtypes import DType
from tiledsl.errors import TileRuntimeError

from ..numerics import RAW
from .shadow import position_of, positions

#: raw bits of the poison of each dtype (floats: quiet NaNs with a payload)
PATTERNS = {
    DType.fp16: 0x7E5A, DType.bf16: 0x7FDA, DType.fp32: 0x7FC0DEAD,
    DType.fp64: 0x7FF8DEADBEEFDEAD,
    DType.i1: 0xA5, DType.i8: 0xA5, DType.u8: 0xA5, DType.i16: 0xDEAD, DType.u16: 0xDEAD,
    DType.i32: 0xDEADBEEF, DType.u32: 0xDEADBEEF,
    DType.i64: 0xDEADBEEFDEADBEEF, DType.u64: 0xDEADBEEFDEADBEEF,
}

_ALLOCATIONS: dict = {}  # id -> (weakref to the array, start address, end address, origin)


def pattern_of(dt: DType):
    """The poison of ``dt`` as a numpy scalar of the raw unsigned type of its size."""
    return RAW[dt.itemsize].type(PATTERNS[dt])


def describe_pattern(dt: DType) -> str:
    """``0x7fc0dead (a NaN)`` and the like, for messages."""
    bits = f"0x{PATTERNS[dt]:0{dt.itemsize * 2}x}"
    return f"{bits} (a NaN)" if dt.is_float else bits


def poison(array: np.ndarray, dt: DType) -> None:
    """Fill the elements of ``array`` (not the gaps of a strided view) with the poison of
    ``dt``, whose item size must be the array's."""
    raw = array.view(RAW[dt.itemsize]) if array.dtype != np.bool_ else array.view(np.uint8)
    raw[...] = pattern_of(dt)


def register(array: np.ndarray, origin: str) -> None:
    """Remember ``array`` (a fresh, poisoned array) as allocated by a tiledsl helper at
    ``origin``: launches then check loads from it (or from views of it)."""
    start = array.__array_interface__["data"][0]
    end = start + array.nbytes
    key = id(array)
    _ALLOCATIONS[key] = (weakref.ref(array, lambda _r, k=key: _ALLOCATIONS.pop(k, None)),
                         start, end, origin)


def allocation_of(buf):
    """The origin text of the registered allocation holding ``buf``'s memory, or None."""
    size = buf.raw.dtype.itemsize
    lo = buf.address + buf.lo * size
    hi = lo + buf.n * size
    for ref, start, end, origin in list(_ALLOCATIONS.values()):
        if ref() is not None and start <= lo and hi <= end:
            return origin
    return None


def caller_site(skip_prefixes=("tiledsl", "interpreter")) -> str:
    """``file:line`` of the first caller frame outside tiledsl (for allocation origins)."""
    for frame in reversed(traceback.extract_stack()[:-1]):
        name = frame.filename.replace("\\", "/")
        if not any(f"/{p}/" in name for p in skip_prefixes):
            return f"{frame.filename}:{frame.lineno}"
    return "<unknown>"


def element_mask(array: np.ndarray, buf) -> np.ndarray:
    """A bool array over ``buf.raw``: True at the raw indices of ``array``'s own elements."""
    a = np.asarray(array)
    size = buf.raw.dtype.itemsize
    offs = np.zeros(a.shape, dtype=np.int64)
    for ax, (n, st) in enumerate(zip(a.shape, a.strides)):
        shape = [1] * a.ndim
        shape[ax] = n
        offs = offs + (np.arange(n, dtype=np.int64) * (st // size)).reshape(shape)
    m = np.zeros(buf.n, dtype=bool)
    m[offs.reshape(-1) - buf.lo] = True
    return m


class UninitCheck:
    """``ctx.mem_hook`` part for uninitialized loads (see the module docstring).

    ``poisoned``: ``{buffer index: (element mask over its raw array, origin text)}``."""

    def __init__(self, launch, poisoned: dict):
        self.launch = launch
        self.layout = launch.layout
        self.groups = {}
        self.logs: dict = {}  # group -> raw index arrays stored since the last load check
        for index, (mask, origin) in poisoned.items():
            if index not in self.layout:
                continue
            group, shift = self.layout[index]
            buf = launch.buffers[index]
            gp = group.array("poisoned", False, bool)
            gp[shift:shift + buf.n] |= mask
            group.array("stored", False, bool)
            self.groups.setdefault(group, {})[index] = origin
            self.logs[group] = []
            group.pattern = pattern_of(buf.elem)

    def load(self, ctx, op, buf, idx, active, raw):
        """Report an active lane that read the pattern from a poisoned, unstored element."""
        group, shift = self.layout[buf.index]
        if group not in self.groups:
            return
        if raw.dtype == np.bool_:
            raw = raw.view(np.uint8)
        cand = raw == group.pattern
        if not cand.any():
            return
        act = cand if active is None else cand & active
        gi, _, sel, shape = positions(ctx, idx, act, shift)
        bad = group.arrays["poisoned"][gi] & ~self._stored(ctx, group)[gi]
        if bad.any():
            self._report(ctx, op, buf, "load", group, gi, sel, shape, int(np.argmax(bad)))

    def _stored(self, ctx, group):
        """The ``stored`` array of ``group``, with the logged stores applied (undoably)."""
        stored = group.arrays["stored"]
        log = self.logs[group]
        for gi in log:
            if ctx.undo is not None:
                ctx.undo.append((stored, gi, stored[gi]))
            stored[gi] = True
        log.clear()
        return stored

    def store(self, ctx, op, buf, idx, active, shape, flat=None):
        """Log the stored elements; :meth:`_stored` applies the log when a load first meets
        the pattern (most launches never do, and never pay for the per-element marks)."""
        group, shift = self.layout[buf.index]
        if group not in self.groups:
            return
        gi, _, _, _ = positions(ctx, idx, active, shift, flat)
        log = self.logs[group]
        log.append(gi)
        if ctx.undo is not None and op in ctx.logged_stores:  # a later fault may undo it

            def undo():
                if log and log[-1] is gi:
                    log.pop()
            ctx.undo.append(undo)

    def atomic(self, ctx, op, buf, idx, active, shape):
        """An atomic reads the old value: reported like a load, then marked stored."""
        group, shift = self.layout[buf.index]
        if group not in self.groups:
            return
        gi, _, sel, shp = positions(ctx, idx.reshape(shape), active.reshape(shape), shift)
        raw = buf.raw[gi - shift]
        stored = self._stored(ctx, group)
        bad = (raw == group.pattern) & group.arrays["poisoned"][gi] & ~stored[gi]
        if bad.any():
            self._report(ctx, op, buf, op.op.value, group, gi, sel, shp, int(np.argmax(bad)))
        if ctx.undo is not None:
            ctx.undo.append((stored, gi, stored[gi]))
        stored[gi] = True

    def _report(self, ctx, op, buf, what, group, gi, sel, shape, k):
        if ctx.nprog > 1:
            self.launch.reporter.report("uninit", op, None, ctx)
        b, lane = position_of(k, sel, shape)
        shift = self.layout[buf.index][1]
        offset = int(gi[k]) - shift + buf.lo
        origins = self.groups[group]
        index, origin = next(iter(origins.items()))
        src = self.launch.buffers[index]
        named = f"'{src.name}'" if src is buf else f"'{src.name}' (an alias of '{buf.name}')"
        lane_txt = f"lane {lane}" if lane else "the scalar pointer"
        verb = "loads" if what == "load" else f"runs {what} on"
        msg = (f"read of uninitialized memory in kernel '{self.launch.fn.name}', program id "
               f"{ctx.pid_of(b)}: {lane_txt} {verb} "
               f"offset {offset} of '{buf.name}', which still holds the poison "
               f"{describe_pattern(buf.elem)} and was not stored by this launch")
        notes = (f"{named} was poisoned {origin}",
                 "store every element before loading it, or initialize the array (np.zeros) "
                 "before the launch (check='-uninit' turns this check off)")
        self.launch.reporter.report("uninit", op, TileRuntimeError(msg, op.loc, notes), ctx)


__all__ = ["PATTERNS", "UninitCheck", "poison", "register", "allocation_of", "pattern_of",
           "describe_pattern", "element_mask", "caller_site"]
