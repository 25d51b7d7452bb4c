"""The CUDA driver library through ctypes: the few entry points the runtime calls directly
(no cupy wrapper in between): ``cuLaunchKernelEx`` (``cuLaunchKernel`` on drivers older than
CUDA 12.0) for the launch, and ``cuGetErrorName``/``cuGetErrorString`` for its messages.

``libcuda.so.1`` is opened once, by soname (on Windows ``nvcuda.dll``), as
:mod:`codegen.tma` opens it for ``cuTensorMapEncodeTiled``; the dynamic loader hands both the
same library. Each accessor returns None where the library or the symbol is missing (no
driver, a CPU-only machine), and the runtime then launches through cupy.

The launch functions are called without ``argtypes`` on the launch path: every argument is
passed as a ctypes object made once (``c_void_p`` addresses) or, for ``cuLaunchKernel``, with
``argtypes`` set; ctypes releases the GIL for the call, as cupy's wrapper does.
"""
from __future__ import annotations

import ctypes
import functools
import os
import struct

#: ``CUlaunchConfig`` (cuda.h, CUDA 12): gridDim x/y/z, blockDim x/y/z, sharedMemBytes
#: (unsigned int each), then hStream, attrs (pointers) and numAttrs (unsigned int), padded to
#: 56 bytes; as ``struct`` codes in native layout
LAUNCH_CONFIG = "7IQ16x"
LAUNCH_CONFIG_BYTES = struct.calcsize("@" + LAUNCH_CONFIG)  # 56
#: where the kernel parameters start in a buffer that begins with a ``CUlaunchConfig``
PARAMS_OFFSET = 64

_NAMES = ("nvcuda.dll",) if os.name == "nt" else ("libcuda.so.1", "libcuda.so")


@functools.lru_cache(maxsize=1)
def libcuda():
    """The driver library as a ``ctypes.CDLL``, or None when it cannot be loaded."""
    for name in _NAMES:
        try:
            return ctypes.CDLL(name)
        except OSError:
            continue
    return None


def _symbol(name: str):
    lib = libcuda()
    if lib is None:
        return None
    try:
        return getattr(lib, name)
    except AttributeError:  # an older driver without it
        return None


@functools.lru_cache(maxsize=1)
def launch_kernel_ex():
    """``CUresult cuLaunchKernelEx(const CUlaunchConfig*, CUfunction, void** kernelParams,
    void** extra)`` (CUDA 12.0 and later), returning the CUresult as an int; None without
    it. Called with ctypes objects (``c_void_p``) or None for NULL."""
    f = _symbol("cuLaunchKernelEx")
    if f is not None:
        f.restype = ctypes.c_int
    return f


@functools.lru_cache(maxsize=1)
def launch_kernel():
    """``CUresult cuLaunchKernel(CUfunction, gridDimX, gridDimY, gridDimZ, blockDimX,
    blockDimY, blockDimZ, sharedMemBytes, CUstream, void** kernelParams, void** extra)`` with
    its ``argtypes`` set (so Python ints may be passed), returning the CUresult as an int;
    None without the library."""
    f = _symbol("cuLaunchKernel")
    if f is not None:
        f.restype = ctypes.c_int
        f.argtypes = [ctypes.c_void_p] + [ctypes.c_uint] * 7 + [ctypes.c_void_p] * 3
    return f


def launcher():
    """``(function, ex)``: the driver's launch entry point and whether it is
    ``cuLaunchKernelEx`` (True) or ``cuLaunchKernel`` (False); None when neither can be
    loaded."""
    f = launch_kernel_ex()
    if f is not None:
        return f, True
    f = launch_kernel()
    return None if f is None else (f, False)


def max_active_clusters(func_ptr: int, grid_x: int, threads: int, smem: int) -> int | None:
    """``cuOccupancyMaxActiveClusters`` for the loaded kernel ``func_ptr`` (a ``CUfunction``
    whose cluster shape is compiled in, ``__cluster_dims__``) launched as ``grid_x`` blocks
    (a multiple of the cluster size) of ``threads`` threads with ``smem`` bytes of dynamic
    shared memory: how many of its clusters the device runs at once, which can be fewer
    than the SMs divided by the cluster size (a cluster's blocks share one GPC). None
    without the driver function or when it fails."""
    f = _symbol("cuOccupancyMaxActiveClusters")
    if f is None or not func_ptr:  # (None: a kernel without a handle)
        return None
    cfg = ctypes.create_string_buffer(struct.pack("@" + LAUNCH_CONFIG, grid_x, 1, 1, threads,
                                                  1, 1, smem, 0))
    n = ctypes.c_int(0)
    try:
        rc = f(ctypes.byref(n), ctypes.c_void_p(func_ptr), cfg)
    except Exception:  # noqa: BLE001 - a stand-in library without it
        return None
    return n.value if rc == 0 and n.value > 0 else None


def error_text(rc: int) -> str:
    """``CUDA_ERROR_NAME: description`` of the CUresult ``rc`` (the form of cupy's
    ``CUDADriverError``), or ``CUresult <rc>`` where the driver cannot name it."""
    name, text = _error_string("cuGetErrorName", rc), _error_string("cuGetErrorString", rc)
    if name is None:
        return f"CUresult {rc}"
    return f"{name}: {text}" if text else name


def _error_string(fname: str, rc: int):
    f = _symbol(fname)
    if f is None:
        return None
    out = ctypes.c_char_p()
    try:
        if f(ctypes.c_int(rc), ctypes.byref(out)) != 0 or not out.value:
            return None
    except Exception:  # noqa: BLE001 - a stand-in library without it
        return None
    return out.value.decode(errors="replace")


class DriverError(RuntimeError):
    """A CUresult other than CUDA_SUCCESS from a driver call; ``code`` is the CUresult, the
    message :func:`error_text`'s."""

    def __init__(self, code: int):
        self.code = code
        super().__init__(error_text(code))
