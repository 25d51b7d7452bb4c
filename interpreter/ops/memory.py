"""Pointer arithmetic, loads, stores and atomics (Triton ``tl.load``/``tl.store``/``tl.atomic_*``).

The checks and the raw memory access live in :mod:`.memory`; this module maps the IR's
operand conventions onto them:

* ``ADDPTR ptr, offset``: offsets count elements of the pointee (signed offsets are sign-
  extended, unsigned ones zero-extended to int64, as Triton does);
* ``LOAD ptr [, mask] [, other]`` (attrs ``has_mask``, ``has_other``): masked-off lanes give
  ``other`` (0 when absent) and never touch memory;
* ``STORE ptr, value [, mask]``;
* ``ATOMIC_* ptr, val [, mask]`` and ``ATOMIC_CAS ptr, cmp, val`` return the old values
  (0 in masked-off lanes); lanes apply in program order, then lane order, duplicates included.
"""
from __future__ import annotations

import numpy as np

from tiledsl.ir import Op

from .. import memory
from .. import numerics as nm
from ..memory import Ptr
from ..numerics import LOWP, narrow, widen

_I64 = np.dtype(np.int64)


def addptr(ctx, op, ptr: Ptr, offset: np.ndarray) -> Ptr:
    """``ptr + offset`` elements."""
    if ptr.base and offset.dtype.kind in "iu" and offset.shape[0] >= ptr.off.shape[0]:
        return Ptr(ptr.buf, offset)  # param + offset: the offsets as they are, no copy
    off = np.add(ptr.off, offset, dtype=_I64, casting="unsafe")
    buf = ptr.buf
    if not isinstance(buf, int) and buf.shape != off.shape:
        buf = np.broadcast_to(buf, off.shape)
    return Ptr(buf, off)


def _split(op, rest):
    """(mask, other) from a LOAD's trailing operands."""
    i = 0
    mask = other = None
    if op.attrs.get("has_mask"):
        mask = rest[i]
        i += 1
    if op.attrs.get("has_other"):
        other = rest[i]
    return mask, other


def load(ctx, op, ptr: Ptr, *rest):
    """Gather the pointee values; see :func:`memory.gather`."""
    mask, other = _split(op, rest)
    want = op.results[0].type.elem.np
    if other is not None and other.dtype != want:
        other = other.astype(want)
    return memory.gather(ctx, op, ptr, mask, other)


def store(ctx, op, ptr: Ptr, value, *rest):
    """Scatter ``value`` through ``ptr``; see :func:`memory.scatter`."""
    mask = rest[0] if op.attrs.get("has_mask") else None
    memory.scatter(ctx, op, ptr, value, mask)


def _rmw_op(name, combine):
    """An atomic op whose new value is ``combine(old, val)``."""

    def impl(ctx, op, ptr: Ptr, val, *rest):
        mask = rest[0] if op.attrs.get("has_mask") else None
        shape = ptr.off.shape if mask is None else np.broadcast_shapes(ptr.off.shape, mask.shape)
        flat_val = np.broadcast_to(val, shape).reshape(-1)

        def update(old, sel):
            return combine(old, flat_val[sel]), np.ones(sel.shape, dtype=bool)

        return memory.rmw(ctx, op, name, ptr, mask, update)

    impl.__name__ = f"atomic_{name}"
    return impl


def _lowp(f):
    def g(old, val):
        if old.dtype in LOWP:
            return narrow(f(widen(old), widen(val)), old.dtype)
        return f(old, val)

    return g


def _float_extreme(is_max):
    """``atomic_max``/``atomic_min``: on floats C's ``fmax``/``fmin``, as the GPU's
    compare-and-swap loop computes them (a NaN operand gives the other one; -0 is below +0);
    on integers numpy's."""
    def f(old, val):
        if old.dtype.kind == "f" or old.dtype in LOWP:
            return (nm.maximum if is_max else nm.minimum)(old, val)
        return (np.maximum if is_max else np.minimum)(old, val)

    return _lowp(f)


def atomic_cas(ctx, op, ptr: Ptr, cmp, val):
    """Compare-and-swap: where ``old`` has ``cmp``'s bits write ``val``; returns the old values.
    Bits, not values, as the GPU's ``atom.cas`` compares (and Triton's): -0 does not match +0,
    a NaN matches the same NaN."""
    shape = ptr.off.shape
    flat_cmp = np.broadcast_to(cmp, shape).reshape(-1)
    flat_val = np.broadcast_to(val, shape).reshape(-1)

    def update(old, sel):
        c = flat_cmp[sel]
        if old.dtype.kind == "f" or old.dtype in LOWP:
            u = np.dtype(f"u{old.dtype.itemsize}")
            return flat_val[sel], old.view(u) == np.ascontiguousarray(c).astype(old.dtype).view(u)
        return flat_val[sel], old == c

    return memory.rmw(ctx, op, "cas", ptr, None, update)


TABLE = {
    Op.ADDPTR: addptr,
    Op.LOAD: load,
    Op.STORE: store,
    Op.ATOMIC_ADD: _rmw_op("add", _lowp(np.add)),
    Op.ATOMIC_MAX: _rmw_op("max", _float_extreme(True)),
    Op.ATOMIC_MIN: _rmw_op("min", _float_extreme(False)),
    Op.ATOMIC_XCHG: _rmw_op("xchg", lambda old, val: val),
    Op.ATOMIC_AND: _rmw_op("and", np.bitwise_and),
    Op.ATOMIC_OR: _rmw_op("or", np.bitwise_or),
    Op.ATOMIC_XOR: _rmw_op("xor", np.bitwise_xor),
    Op.ATOMIC_CAS: atomic_cas,
}
