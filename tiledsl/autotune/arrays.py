"""Copies of array arguments that keep their memory layout, and poison values.

A kernel addresses an array by element offsets from its first element, with the strides the
caller passes as scalars; so a copy used in place of an argument must keep the argument's
shape, strides and the bytes between its elements (the *byte extent*), not just its visible
elements. These helpers do that for numpy arrays (host) and cupy arrays (device; anything with
``__cuda_array_interface__`` goes through ``cupy.asarray`` first, which shares memory).
"""
from __future__ import annotations

import ctypes

import numpy as np

from ..dtypes import DType


def extent(shape, strides, itemsize) -> tuple[int, int]:
    """``(lo, hi)``: byte offsets, relative to the first element, of the lowest and one past
    the highest byte that an array with these ``strides`` (bytes, may be negative) spans."""
    if 0 in shape:
        return 0, 0
    lo = sum(min(0, (n - 1) * s) for n, s in zip(shape, strides))
    hi = sum(max(0, (n - 1) * s) for n, s in zip(shape, strides)) + itemsize
    return lo, hi


# ---------------------------------------------------------------------------------- host
def host_bytes(a: np.ndarray) -> tuple[np.ndarray, int]:
    """``(uint8 view of a's byte extent, lo)``; the view shares ``a``'s memory (keep ``a``
    alive while using it)."""
    lo, hi = extent(a.shape, a.strides, a.itemsize)
    if hi == lo:
        return np.empty(0, np.uint8), 0
    addr = a.__array_interface__["data"][0] + lo
    raw = (ctypes.c_uint8 * (hi - lo)).from_address(addr)
    return np.ctypeslib.as_array(raw), lo


ALIGN = 256


def host_clone(a: np.ndarray) -> np.ndarray:
    """A writeable copy of host array ``a`` with the same shape, dtype, strides and bytes,
    whose first element has the same address modulo :data:`ALIGN` as ``a``'s (so alignment
    facts proven for ``a`` hold for the copy)."""
    raw, lo = host_bytes(a)
    if raw.size == 0:
        return np.empty(a.shape, a.dtype)
    want = (a.__array_interface__["data"][0] + lo) % ALIGN
    buf = np.empty(raw.size + ALIGN, np.uint8)
    start = (want - buf.__array_interface__["data"][0]) % ALIGN
    buf[start:start + raw.size] = raw
    return np.ndarray(a.shape, dtype=a.dtype, buffer=buf, offset=start - lo, strides=a.strides)


def host_copy_into(dst: np.ndarray, src: np.ndarray) -> None:
    """Copy every byte of ``src``'s extent over ``dst``'s (same layout)."""
    d, _ = host_bytes(dst)
    s, _ = host_bytes(src)
    d[...] = s


# -------------------------------------------------------------------------------- device
def as_cupy(obj):
    """A cupy array sharing ``obj``'s device memory (``obj`` itself when already cupy)."""
    import cupy

    return obj if isinstance(obj, cupy.ndarray) else cupy.asarray(obj)


def device_bytes(a):
    """``(cupy uint8 array over a's byte extent, lo)``, sharing ``a``'s memory."""
    import cupy

    lo, hi = extent(a.shape, a.strides, a.itemsize)
    if hi == lo:
        return cupy.empty(0, cupy.uint8), 0
    mem = cupy.cuda.UnownedMemory(a.data.ptr + lo, hi - lo, a)
    return cupy.ndarray((hi - lo,), cupy.uint8, cupy.cuda.MemoryPointer(mem, 0)), lo


def device_clone(a):
    """A device copy of cupy array ``a`` with the same shape, dtype, strides and bytes, its
    first element at the same address modulo :data:`ALIGN` as ``a``'s (so the ``aligned16``
    facts of a specialization built for ``a`` hold for the copy)."""
    import cupy

    raw, lo = device_bytes(a)
    if raw.size == 0:
        return cupy.empty(a.shape, a.dtype)
    want = (a.data.ptr + lo) % ALIGN
    buf = cupy.empty(raw.size + ALIGN, cupy.uint8)
    start = (want - buf.data.ptr) % ALIGN
    buf[start:start + raw.size] = raw
    return cupy.ndarray(a.shape, a.dtype, buf.data + (start - lo), strides=a.strides)


def device_copy_into(dst, src) -> None:
    """Copy every byte of ``src``'s extent over ``dst``'s (same layout), on the device."""
    d, _ = device_bytes(dst)
    s, _ = device_bytes(src)
    d[...] = s


def device_to_host_clone(a) -> np.ndarray:
    """A host copy of cupy array ``a`` with the same layout (for running the interpreter)."""
    raw, lo = device_bytes(a)
    buf = raw.get()
    if buf.size == 0:
        return np.empty(a.shape, np.dtype(a.dtype))
    return np.ndarray(a.shape, dtype=np.dtype(a.dtype), buffer=buf, offset=-lo,
                      strides=a.strides)


# -------------------------------------------------------------------------------- poison
_FLOAT_NAN_BITS = {DType.fp16: 0x7E00, DType.bf16: 0x7FC0, DType.fp32: 0x7FC00000,
                   DType.fp64: 0x7FF8000000000000}


def poison_bits(dt: DType) -> tuple[np.dtype, int] | None:
    """``(unsigned view dtype, bit pattern)`` that marks "never written" for elements of
    ``dt``: a quiet NaN for floats, an unlikely value (0x5A repeated, as unsigned bits) for
    integers; None for ``i1``, whose two values cannot mark anything."""
    if dt is DType.i1:
        return None
    size = np.dtype(dt.np).itemsize
    view = np.dtype(f"u{size}")
    if dt in _FLOAT_NAN_BITS:
        return view, _FLOAT_NAN_BITS[dt]
    return view, int.from_bytes(b"\x5a" * size, "little")


def poison(a, dt: DType) -> None:
    """Fill the visible elements of ``a`` (numpy or cupy) with :func:`poison_bits`."""
    spec = poison_bits(dt)
    if spec is None or a.size == 0:
        return
    view, bits = spec
    a.view(view)[...] = bits
