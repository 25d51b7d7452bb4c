"""Arrays allocated by tiledsl, filled with a recognizable poison so that reading an element
no kernel wrote is caught (the ``uninit`` check, ``docs/debugging.md``)."""
from __future__ import annotations

import numpy as np

from ..dtypes import DType, dtype_from_numpy


def _dtype(dtype) -> DType:
    if isinstance(dtype, DType):
        return dtype
    if isinstance(dtype, str):
        try:
            return DType(dtype)
        except ValueError:
            pass
    try:
        d = dtype_from_numpy(np.dtype(dtype))
    except TypeError:
        d = None
    if d is None:
        raise TypeError(f"tiledsl.empty(): {dtype!r} is not a tiledsl dtype "
                        f"(fp16, bf16, fp32, fp64, i1, i8 ... u64)")
    return d


def empty(shape, dtype=DType.fp32) -> np.ndarray:
    """A new numpy array of ``shape`` and ``dtype`` (a tiledsl dtype such as
    ``tiledsl.fp32``, its name, or a numpy dtype) whose elements hold the poison pattern
    (floats: a NaN with payload ``0x7fc0dead`` for fp32; integers: ``0xdeadbeef``-style bits).
    Interpreter launches report a load of an element that still holds it and that no store of
    that launch wrote (``check`` ``uninit``, on by default)."""
    from tiledsl.interpreter.checks.uninit import caller_site, poison, register

    dt = _dtype(dtype)
    try:
        a = np.empty(shape, dtype=dt.np)
    except (ValueError, TypeError, OverflowError, MemoryError) as e:
        # numpy's _ArrayMemoryError cannot be built from a message: raise plain MemoryError
        cls = MemoryError if isinstance(e, MemoryError) else type(e)
        raise cls(f"tiledsl.empty(): cannot allocate shape {shape!r} of {dt}: {e}") from None
    poison(a, dt)
    register(a, f"by tiledsl.empty() at {caller_site()}")
    return a


def empty_like(x, dtype=None) -> np.ndarray:
    """:func:`empty` with the shape (and, unless given, the dtype) of array ``x``."""
    x = np.asarray(x)
    return empty(x.shape, x.dtype if dtype is None else dtype)


__all__ = ["empty", "empty_like"]
