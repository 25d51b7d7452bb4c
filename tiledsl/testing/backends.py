"""Running one launch on a named backend with fresh copies of its arguments.

* :func:`gpu_unavailable` says why the ``cuda`` backend cannot run here (None when it can);
* :func:`layout_copy` copies a numpy array *with its memory layout*: the same strides, the
  same bytes between elements, and the same address modulo 64 (so a view that breaks 16-byte
  alignment still breaks it);
* :func:`run_backend` launches a kernel on ``"interpreter"`` or ``"cuda"`` with layout copies
  of the numpy arrays among the arguments and returns the copies after the launch (device
  copies come back to the host). Scalars and other objects are passed unchanged.
"""
from __future__ import annotations

import ctypes
import functools

import numpy as np

try:
    from numpy.lib.array_utils import byte_bounds
except ImportError:  # numpy < 2
    from numpy import byte_bounds  # type: ignore[attr-defined,no-redef]

BACKENDS = ("interpreter", "cuda")


@functools.lru_cache(maxsize=1)
def gpu_unavailable() -> str | None:
    """None when cupy sees a CUDA device, else the reason the ``cuda`` backend cannot run."""
    try:
        import cupy
    except Exception as exc:  # noqa: BLE001 - ImportError or a broken CUDA install
        return f"cupy is not importable ({type(exc).__name__})"
    try:
        if cupy.cuda.runtime.getDeviceCount() < 1:
            return "no CUDA device"
    except Exception as exc:  # noqa: BLE001 - cupy's CUDARuntimeError
        return f"no CUDA device ({type(exc).__name__})"
    return None


def unavailable(backend: str) -> str | None:
    """Why ``backend`` cannot run here, or None. Raises ValueError for an unknown name."""
    if backend == "interpreter":
        return None
    if backend == "cuda":
        return gpu_unavailable()
    raise ValueError(f"unknown backend {backend!r}; backends: {', '.join(BACKENDS)}")


def _extent(a: np.ndarray) -> tuple[int, int, int]:
    """(low address, byte count, offset of the first element from low) of ``a``'s memory."""
    lo, hi = byte_bounds(a)
    return lo, hi - lo, a.__array_interface__["data"][0] - lo


def raw_bytes(a: np.ndarray) -> np.ndarray:
    """A uint8 view of every byte that ``a``'s elements span (gaps included)."""
    lo, n, _ = _extent(a)
    if n == 0:
        return np.zeros(0, dtype=np.uint8)
    return np.ctypeslib.as_array((ctypes.c_uint8 * n).from_address(lo))


def layout_copy(a: np.ndarray) -> np.ndarray:
    """A writable copy of ``a`` with the same shape, dtype, strides, bytes between elements,
    and address modulo 64."""
    lo, n, first = _extent(a)
    raw = np.empty(n + 64, dtype=np.uint8)
    skip = (lo - raw.__array_interface__["data"][0]) % 64
    buf = raw[skip: skip + n]
    if n:
        buf[...] = raw_bytes(a)
    return np.ndarray(a.shape, dtype=a.dtype, buffer=buf, offset=first, strides=a.strides)


class DeviceCopy:
    """A device copy of a host array with the same layout, address modulo 256 included;
    ``array`` is the cupy view to launch with, :meth:`copy_back` writes the device bytes
    into a host array of the same layout."""

    def __init__(self, host: np.ndarray):
        import cupy

        lo, n, first = _extent(host)
        self.n = n
        self.skip = lo % 256
        self.raw = cupy.zeros(n + 512, dtype=cupy.uint8)
        if n:
            self.raw[self.skip: self.skip + n].set(raw_bytes(host))
        mem = self.raw.data + self.skip + first
        self.array = cupy.ndarray(host.shape, dtype=host.dtype, memptr=mem,
                                  strides=host.strides)

    def copy_back(self, host: np.ndarray) -> None:
        if self.n:
            raw_bytes(host)[...] = self.raw[self.skip: self.skip + self.n].get()


def run_backend(backend: str, kernel, grid, args, meta: dict) -> list:
    """Launch ``kernel[grid](*copies, **meta)`` on ``backend`` with layout copies of the
    numpy arrays in ``args``; returns the argument list after the launch (numpy arrays, on
    the host). Raises whatever the launch raises."""
    copies = [layout_copy(a) if isinstance(a, np.ndarray) else a for a in args]
    if backend == "interpreter":
        kernel[grid](*copies, backend="interpreter", **meta)
        return copies
    import cupy

    dev = [DeviceCopy(a) if isinstance(a, np.ndarray) else None for a in copies]
    launch = [d.array if d is not None else a for d, a in zip(dev, copies)]
    kernel[grid](*launch, backend="cuda", **meta)
    cupy.cuda.runtime.deviceSynchronize()
    for d, a in zip(dev, copies):
        if d is not None:
            d.copy_back(a)
    return copies
