"""Running one launch on a named backend with fresh copies of its arguments.

* :func:`gpu_unavailable` says why the ``cuda`` backend cannot run here (None when it can);
* :func:`layout_copy` copies a numpy array *with its memory layout*: the same strides, the
  same bytes between elements, and the same address modulo 64 (so a view that breaks 16-byte
  alignment still breaks it);
* :func:`run_backend` launches a kernel on ``"interpreter"`` or ``"cuda"`` with layout copies
  of the numpy arrays among the arguments and returns the copies after the launch (device
  copies come back to the host). Scalars and other objects are passed unchanged.

cupy has no bfloat16 or float8 dtype, so a bf16 or fp8 array goes to the GPU as a torch CUDA
tensor of that dtype over the device copy's bytes (:attr:`DeviceCopy.arg`); without torch with
CUDA, :func:`bf16_unavailable` says why it cannot.
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


#: the dtypes cupy lacks, which go to the GPU as torch CUDA tensors: DType -> torch's name
TORCH_ONLY = {DType.bf16: "bfloat16", DType.fp8e4nv: "float8_e4m3fn",
              DType.fp8e5: "float8_e5m2"}


def _dtype(a):
    if not isinstance(a, np.ndarray):
        return None
    try:
        return dtype_from_numpy(a.dtype)
    except Exception:  # noqa: BLE001 - a dtype tiledsl does not know travels as it is
        return None


def _is_bf16(a) -> bool:
    return _dtype(a) is DType.bf16


def torch_only(a) -> bool:
    """Whether numpy array ``a`` has a dtype cupy lacks (:data:`TORCH_ONLY`: bf16, fp8)."""
    return _dtype(a) in TORCH_ONLY


def bf16_unavailable(args=()) -> str | None:
    """Why the bf16 or fp8 numpy arrays among ``args`` cannot go to the GPU (they travel as
    torch tensors, and torch with CUDA is missing), or None (also when there are none)."""
    kinds = {_dtype(a) for a in args if torch_only(a)}
    if not kinds:
        return None
    why = torch_cuda_unavailable()
    if why is None:
        return None
    if kinds == {DType.bf16}:
        return (f"bf16 arrays on the GPU need torch with CUDA ({why}): cupy has no bfloat16 "
                f"dtype, so tiledsl takes bf16 device arrays as torch CUDA tensors")
    return (f"bf16 and fp8 arrays on the GPU need torch with CUDA ({why}): cupy has no "
            f"bfloat16 or float8 dtype, so tiledsl takes such device arrays as torch CUDA "
            f"tensors")


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
        self.torch_dtype = TORCH_ONLY.get(_dtype(host))  # cupy lacks it: a torch tensor
        self._layout = (host.shape, host.strides, self.offset)
        self._tensor = None

    @property
    def arg(self):
        """The copy to launch with: :attr:`array`; for a bf16 or fp8 array, a torch CUDA
        tensor of its dtype over the same device bytes (same strides, same address modulo 256;
        made once). Raises RuntimeError for such an array without torch with CUDA, ValueError
        for a layout a torch tensor cannot have (negative byte strides, or odd ones for bf16)."""
        if self.torch_dtype is None:
            return self.array
        if self._tensor is None:
            self._tensor = torch_view(self.raw, *self._layout, self.torch_dtype)
        return self._tensor


def torch_bf16_view(raw, shape: tuple, strides: tuple, offset: int):
    """A torch bf16 tensor sharing the memory of the cupy byte buffer ``raw``
    (:func:`torch_view`)."""
    return torch_view(raw, shape, strides, offset, "bfloat16")


def torch_view(raw, shape: tuple, strides: tuple, offset: int, dtype: str = "bfloat16"):
    """A torch tensor of ``dtype`` (a torch dtype name of :data:`TORCH_ONLY`) sharing the
    memory of the cupy byte buffer ``raw`` (through DLPack, no copy): ``shape``, ``strides``
    in bytes, first element ``offset`` bytes in. Raises RuntimeError without torch with CUDA,
    ValueError when torch cannot describe the layout (its strides count whole elements and are
    never negative)."""
    why = torch_cuda_unavailable()
    name = "bf16" if dtype == "bfloat16" else "fp8"
    if why is not None:
        raise RuntimeError(
            f"{name} arrays on the GPU need torch with CUDA ({why}): cupy has no {dtype} dtype, "
            f"so tiledsl takes {name} device arrays as torch CUDA tensors; install torch, or run "
            f"on the interpreter")
    size = 2 if dtype == "bfloat16" else 1
    big = [(n, s) for n, s in zip(shape, strides) if n > 1]
    if offset % size or any(s < 0 or s % size for _, s in big):
        raise ValueError(
            f"a {name} array with byte strides {tuple(strides)} whose first element is {offset} "
            f"bytes into its buffer cannot be a torch tensor (torch strides count whole "
            f"elements and are never negative); pass a copy, np.ascontiguousarray(a)")
    import torch

    words = torch.from_dlpack(raw).view(getattr(torch, dtype))
    elems = [s // size if n > 1 or (s >= 0 and s % size == 0) else 0
             for n, s in zip(shape, strides)]
    return words.as_strided(tuple(shape), elems, offset // size)


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
