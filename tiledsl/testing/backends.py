"""Running one launch on a named backend with fresh copies of its arguments.

* :func:`gpu_unavailable` says why the ``cuda`` backend cannot run here (None when it can);
* :func:`layout_copy` copies a numpy array *with its memory layout*: the same strides, the
  same bytes between elements, and the same address modulo 64 (so a view that breaks 16-byte
  alignment still breaks it);
* :func:`run_backend` launches a kernel on ``"interpreter"`` or ``"cuda"`` with layout copies
  of the numpy arrays among the arguments and returns the copies after the launch (device
  copies come back to the host). Scalars and other objects are passed unchanged.

cupy has no bfloat16 dtype, so a bf16 array goes to the GPU as a torch bf16 CUDA tensor over
the device copy's bytes (:attr:`DeviceCopy.arg`); without torch with CUDA,
:func:`bf16_unavailable` says why it cannot.
"""
from __future__ import annotations

import functools

import numpy as np

from ..dtypes import DType, dtype_from_numpy
from ..launch import arrays
from ..launch.arrays import host_clone

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


@functools.lru_cache(maxsize=1)
def torch_cuda_unavailable() -> str | None:
    """None when torch is importable and sees a CUDA device, else why not."""
    try:
        import torch
    except Exception as exc:  # noqa: BLE001 - ImportError or a broken install
        return f"torch is not importable ({type(exc).__name__})"
    try:
        if not torch.cuda.is_available():
            return "torch sees no CUDA device"
    except Exception as exc:  # noqa: BLE001
        return f"torch sees no CUDA device ({type(exc).__name__})"
    return None


def _is_bf16(a) -> bool:
    return isinstance(a, np.ndarray) and dtype_from_numpy(a.dtype) is DType.bf16


def bf16_unavailable(args=()) -> str | None:
    """Why the bf16 numpy arrays among ``args`` cannot go to the GPU (they travel as torch
    tensors, and torch with CUDA is missing), or None (also when there are none)."""
    if not any(_is_bf16(a) for a in args):
        return None
    why = torch_cuda_unavailable()
    if why is None:
        return None
    return (f"bf16 arrays on the GPU need torch with CUDA ({why}): cupy has no bfloat16 "
            f"dtype, so tiledsl takes bf16 device arrays as torch CUDA tensors")


def unavailable(backend: str, args=()) -> str | None:
    """Why ``backend`` cannot run here, or None; for ``cuda``, also why it cannot take the
    bf16 arrays among ``args`` (:func:`bf16_unavailable`). Raises ValueError for an unknown
    name."""
    if backend == "interpreter":
        return None
    if backend == "cuda":
        return gpu_unavailable() or bf16_unavailable(args)
    raise ValueError(f"unknown backend {backend!r}; backends: {', '.join(BACKENDS)}")


def layout_copy(a: np.ndarray) -> np.ndarray:
    """A writable copy of ``a`` with the same shape, dtype, strides, bytes between elements,
    and address modulo 64 (:func:`tiledsl.launch.arrays.host_clone`)."""
    return host_clone(a, align=64)


class DeviceCopy(arrays.DeviceCopy):
    """A device copy of a host array with the same layout, address modulo 256
    (:data:`tiledsl.launch.arrays.ALIGN`) included (:class:`tiledsl.launch.arrays.DeviceCopy`).

    ``raw`` is the cupy byte buffer holding it; ``array`` the cupy view of the copy (for bf16,
    which cupy has no dtype for, an untyped ``|V2`` array: enough for its address);
    :attr:`arg` what to pass to a launch; :meth:`copy_back` writes the device bytes into a
    host array of the same layout."""

    def __init__(self, host: np.ndarray):
        super().__init__(host)
        self.bf16 = _is_bf16(host)
        self._layout = (host.shape, host.strides, self.offset)
        self._tensor = None

    @property
    def arg(self):
        """The copy to launch with: :attr:`array`; for a bf16 array, a torch bf16 CUDA tensor
        over the same device bytes (same strides, same address modulo 256; made once).
        Raises RuntimeError for a bf16 array without torch with CUDA, ValueError for a bf16
        layout a torch tensor cannot have (negative or odd byte strides)."""
        if not self.bf16:
            return self.array
        if self._tensor is None:
            self._tensor = torch_bf16_view(self.raw, *self._layout)
        return self._tensor


def torch_bf16_view(raw, shape: tuple, strides: tuple, offset: int):
    """A torch bf16 tensor sharing the memory of the cupy byte buffer ``raw`` (through
    DLPack, no copy): ``shape``, ``strides`` in bytes, first element ``offset`` bytes in.
    Raises RuntimeError without torch with CUDA, ValueError when torch cannot describe the
    layout (its strides count whole elements and are never negative)."""
    why = torch_cuda_unavailable()
    if why is not None:
        raise RuntimeError(
            f"bf16 arrays on the GPU need torch with CUDA ({why}): cupy has no bfloat16 dtype, "
            f"so tiledsl takes bf16 device arrays as torch CUDA tensors; install torch, or run "
            f"on the interpreter")
    big = [(n, s) for n, s in zip(shape, strides) if n > 1]
    if offset % 2 or any(s < 0 or s % 2 for _, s in big):
        raise ValueError(
            f"a bf16 array with byte strides {tuple(strides)} whose first element is {offset} "
            f"bytes into its buffer cannot be a torch tensor (torch strides count whole "
            f"elements and are never negative); pass a copy, np.ascontiguousarray(a)")
    import torch

    words = torch.from_dlpack(raw).view(torch.bfloat16)
    elems = [s // 2 if n > 1 or (s >= 0 and s % 2 == 0) else 0 for n, s in zip(shape, strides)]
    return words.as_strided(tuple(shape), elems, offset // 2)


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
    launch = [d.arg if d is not None else a for d, a in zip(dev, copies)]
    kernel[grid](*launch, backend="cuda", **meta)
    cupy.cuda.runtime.deviceSynchronize()
    for d, a in zip(dev, copies):
        if d is not None:
            d.copy_back(a)
    return copies
