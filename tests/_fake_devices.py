"""Stand-in device arrays for measuring and testing the host side of GPU launches without a
GPU: a fake ``cupy`` module and fake torch CUDA tensors, both backed by no memory at all (only
addresses), and a tuning backend that compiles, runs and times nothing.

* :func:`fake_cupy` — a module with the part of cupy's surface that tiledsl's launch path and
  ``examples/gpt2_block.py`` touch: ``ndarray`` (dtype, shape, strides, ``data.ptr``,
  ``device.id``, ``reshape``, integer indexing and column blocks ``[:, a:b]``,
  ``__cuda_array_interface__``), ``empty``,
  ``ascontiguousarray``, ``cuda.runtime.getDevice/getDeviceCount`` and ``cuda.Device``.
* :class:`FakeCudaTensor` — what tiledsl reads from a torch CUDA tensor (``is_cuda``,
  ``data_ptr()``, ``stride()``, ``dtype``, ``layout``, ``device``, ...), plus ``reshape``,
  integer indexing, column blocks ``[:, a:b]``, ``contiguous`` and ``new_empty``. Its class lives in a module named
  ``torch.…``, which is how tiledsl tells torch objects apart without importing torch.
* :class:`Allocator` — the addresses: a freed block is reused by the next allocation of the
  same size, lowest address first, as torch's caching allocator does in a steady state, so a
  function that allocates the same arrays on every call sees the same addresses.
* :class:`NullCudaBackend` — a :class:`tiledsl.launch.backends.CudaBackend` whose compile,
  launch and timing do nothing (timing returns ``ms``'s value for the configuration), so
  that autotuning runs its real bookkeeping and picks a winner without a device.
* :func:`stub_gpu_launches` — replaces ``tiledsl.codegen.launch`` / ``launch_prepared`` (the
  driver launch of the full path and of the fast path) with counters.
"""
from __future__ import annotations

import types
import weakref

import numpy as np

from tiledsl.launch.backends import CudaBackend


class Allocator:
    """Addresses for fake device memory: 512-byte aligned blocks; a freed block goes back to
    a free list of its size and the lowest free address is handed out first."""

    def __init__(self, base: int = 1 << 32):
        self.top = base
        self.free: dict[int, list[int]] = {}
        self.allocations = 0

    def alloc(self, nbytes: int) -> int:
        self.allocations += 1
        size = max(512, -(-nbytes // 512) * 512)
        blocks = self.free.get(size)
        if blocks:
            blocks.sort()
            return blocks.pop(0)
        ptr, self.top = self.top, self.top + size
        return ptr

    def release(self, ptr: int, nbytes: int) -> None:
        size = max(512, -(-nbytes // 512) * 512)
        self.free.setdefault(size, []).append(ptr)


class _Block:
    """One allocation; its address returns to the allocator when no array uses it."""

    __slots__ = ("ptr", "allocator", "__weakref__")

    def __init__(self, allocator: Allocator, nbytes: int):
        self.ptr = allocator.alloc(nbytes)
        self.allocator = allocator
        weakref.finalize(self, allocator.release, self.ptr, nbytes)


def _contiguous_strides(shape, itemsize: int = 1) -> tuple:
    out, acc = [], itemsize
    for n in reversed(shape):
        out.append(acc)
        acc *= max(int(n), 1)
    return tuple(reversed(out))


# ------------------------------------------------------------------------------- cupy
class _Mem:
    __slots__ = ("ptr", "device_id")

    def __init__(self, ptr: int):
        self.ptr = ptr
        self.device_id = 0


class _Device:
    def __init__(self, i=0):
        self.id = 0 if i is None else int(i)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def _column_block(i, shape):
    """``(start, stop)`` when index ``i`` of a 2-D array of ``shape`` is ``[:, start:stop]``
    (a block of columns, a view with the array's strides), else None."""
    if not (isinstance(i, tuple) and len(i) == 2 and len(shape) == 2 and
            i[0] == slice(None) and isinstance(i[1], slice) and i[1].step in (None, 1)):
        return None
    start, stop, _ = i[1].indices(shape[1])
    return start, max(start, stop)


def fake_cupy(allocator: Allocator | None = None) -> types.ModuleType:
    """A stand-in ``cupy`` module (see the module docstring) allocating from ``allocator``."""
    alloc = allocator or Allocator()
    mod = types.ModuleType("cupy")
    device0 = _Device(0)

    class ndarray:  # noqa: N801 - cupy's name
        __hash__ = None  # unhashable, as cupy's arrays

        def __init__(self, shape, dtype="float16", ptr=None, strides=None, block=None):
            self.dtype = np.dtype(dtype)
            self.shape = tuple(int(s) for s in ((shape,) if isinstance(shape, int) else shape))
            self.strides = tuple(strides) if strides is not None else \
                _contiguous_strides(self.shape, self.dtype.itemsize)
            if ptr is None:
                block = _Block(alloc, self.size * self.dtype.itemsize)
                ptr = block.ptr
            self._block = block
            self.data = _Mem(ptr)
            self.device = device0

        itemsize = property(lambda self: self.dtype.itemsize)
        ndim = property(lambda self: len(self.shape))
        @property
        def size(self):
            n = 1
            for s in self.shape:
                n *= s
            return n

        @property
        def flags(self):
            c = self.strides == _contiguous_strides(self.shape, self.itemsize)
            return types.SimpleNamespace(c_contiguous=c)

        @property
        def __cuda_array_interface__(self):
            return {"shape": self.shape, "typestr": self.dtype.str, "version": 3,
                    "data": (self.data.ptr, False), "strides": self.strides}

        def reshape(self, *shape):
            shape = shape[0] if len(shape) == 1 and isinstance(shape[0], tuple) else shape
            if not self.flags.c_contiguous:
                raise ValueError("fake cupy reshapes contiguous arrays only")
            return ndarray(shape, self.dtype, self.data.ptr, None, self._block)

        def __getitem__(self, i):
            cols = _column_block(i, self.shape)
            if cols is not None:
                start, stop = cols
                return ndarray((self.shape[0], stop - start), self.dtype,
                               self.data.ptr + start * self.strides[1], self.strides,
                               self._block)
            if not isinstance(i, int) or not -self.shape[0] <= i < self.shape[0]:
                raise IndexError("fake cupy takes one integer index or [:, a:b]")
            i %= self.shape[0]
            return ndarray(self.shape[1:], self.dtype, self.data.ptr + i * self.strides[0],
                           self.strides[1:], self._block)

    def empty(shape, dtype="float32"):
        return ndarray(shape, dtype)

    def ascontiguousarray(a):
        if not a.flags.c_contiguous:
            raise ValueError("fake cupy copies nothing: pass a contiguous array")
        return a

    ndarray.__module__ = "cupy"  # gpt2_block tells a cupy array by its class's module
    mod.ndarray = ndarray
    mod.empty = empty
    mod.ascontiguousarray = ascontiguousarray
    mod.allocator = alloc
    runtime = types.SimpleNamespace(getDeviceCount=lambda: 1, getDevice=lambda: 0)
    mod.cuda = types.SimpleNamespace(runtime=runtime, Device=_Device)
    return mod


# ------------------------------------------------------------------------------ torch
class FakeCudaTensor:
    """A torch CUDA tensor as tiledsl sees it (see the module docstring); ``dtype`` is a
    real ``torch.dtype``. Strides are in elements, as torch's."""

    __slots__ = ("_shape", "_stride", "_ptr", "_block", "dtype", "__weakref__")
    is_cuda = True
    requires_grad = False

    def __init__(self, shape, dtype, allocator: Allocator, ptr=None, stride=None, block=None):
        import torch

        self._shape = torch.Size(int(s) for s in shape)
        self.dtype = dtype
        self._stride = tuple(stride) if stride is not None else \
            _contiguous_strides(self._shape)
        if ptr is None:
            block = _Block(allocator, self.numel() * self.element_size())
            ptr = block.ptr
        self._ptr, self._block = ptr, block

    @property
    def shape(self):
        return self._shape

    @property
    def layout(self):
        import torch

        return torch.strided

    @property
    def device(self):
        import torch

        return torch.device("cuda", 0)

    def size(self, dim=None):
        return self._shape if dim is None else self._shape[dim]

    def dim(self) -> int:
        return len(self._shape)

    def stride(self, dim=None):
        return self._stride if dim is None else self._stride[dim]

    def data_ptr(self) -> int:
        return self._ptr

    def get_device(self) -> int:
        return 0

    def numel(self) -> int:
        n = 1
        for s in self._shape:
            n *= s
        return n

    def element_size(self) -> int:
        return self.dtype.itemsize

    def is_contiguous(self) -> bool:
        return self._stride == _contiguous_strides(self._shape)

    def contiguous(self):
        if not self.is_contiguous():
            raise ValueError("FakeCudaTensor copies nothing: pass a contiguous tensor")
        return self

    def new_empty(self, shape, dtype=None):
        return FakeCudaTensor(shape, dtype or self.dtype, self._block.allocator)

    def reshape(self, *shape):
        shape = shape[0] if len(shape) == 1 and isinstance(shape[0], tuple) else shape
        self.contiguous()
        return FakeCudaTensor(shape, self.dtype, None, self._ptr, None, self._block)

    view = reshape

    def __getitem__(self, i):
        cols = _column_block(i, tuple(self._shape))
        if cols is not None:
            start, stop = cols
            return FakeCudaTensor((self._shape[0], stop - start), self.dtype, None,
                                  self._ptr + start * self._stride[1] * self.element_size(),
                                  self._stride, self._block)
        if not isinstance(i, int) or not -self._shape[0] <= i < self._shape[0]:
            raise IndexError("FakeCudaTensor takes one integer index or [:, a:b]")
        i %= self._shape[0]
        return FakeCudaTensor(self._shape[1:], self.dtype, None,
                              self._ptr + i * self._stride[0] * self.element_size(),
                              self._stride[1:], self._block)

    @property
    def __cuda_array_interface__(self):
        # torch's own property: a type map, the strides in bytes, the address
        typestr = {"torch.float16": "<f2", "torch.float32": "<f4", "torch.bfloat16": "<f2",
                   "torch.int32": "<i4", "torch.int64": "<i8"}[str(self.dtype)]
        item = self.element_size()
        strides = None if self.is_contiguous() else tuple(s * item for s in self._stride)
        return {"typestr": typestr, "shape": tuple(self._shape), "strides": strides,
                "data": (self._ptr, False), "version": 2}

    def __repr__(self) -> str:
        return f"<FakeCudaTensor {self.dtype} {tuple(self._shape)} at {self._ptr:#x}>"


FakeCudaTensor.__module__ = "torch.fake_cuda"  # tiledsl and gpt2_block tell torch by module


def fake_tensor(shape, allocator: Allocator, dtype=None):
    """A new :class:`FakeCudaTensor` (fp16 by default) from ``allocator``; the calling test is
    skipped without torch (an optional extra)."""
    import pytest

    torch = pytest.importorskip("torch")

    return FakeCudaTensor(shape, dtype or torch.float16, allocator)


# ----------------------------------------------------------------------- the device side
class NullCudaBackend(CudaBackend):
    """The process's CUDA backend with no device behind it: compiling, synchronizing and
    launching during tuning do nothing, timing returns ``ms.get(config.key, 1.0)``, and the
    copies the tuner makes are host arrays of zeros (every configuration then "agrees").
    Launches outside tuning still go through ``CudaBackend.launch`` (``codegen.launch``)."""

    name = "cuda"

    def __init__(self, ms=None, device: str = "NullGPU (sm 9.0)"):
        super().__init__()
        self.ms = dict(ms or {})
        self.device = device
        self.timed: list = []

    def device_info(self, device) -> dict:
        return {"backend": "cuda", "device": self.device, "cuda": "none"}

    def device_scope(self, device):
        return _Device(device)

    def compile(self, fn, options) -> None:
        pass

    def launch(self, fn, grid, values, options):
        if any(isinstance(v, np.ndarray) for v in values):  # a tuning run on host scratch
            return None
        return super().launch(fn, grid, values, options)

    def adopt(self, array):
        return np.zeros(1, np.uint8)

    def clone(self, array):
        cai = array.__cuda_array_interface__
        return np.zeros(cai["shape"], np.dtype(cai["typestr"]))

    def copy_into(self, dst, src) -> None:
        pass

    def to_host(self, array):
        return np.array(array, copy=True)

    def host_clone(self, array):
        return self.clone(array)

    def synchronize(self) -> None:
        pass

    def time(self, run, reset, warmup_ms, rep_ms, options) -> list[float]:
        self.timed.append(options.key)
        return [self.ms.get(options.key, 1.0)] * 3


def stub_gpu_launches(setattr_=setattr) -> dict:
    """Replace the driver launches of ``tiledsl.codegen`` (``launch``: the full path,
    ``launch_prepared``: the fast path) with counters; returns the counter dict
    ``{"full": n, "fast": n}``. ``setattr_`` is ``monkeypatch.setattr`` in tests."""
    import tiledsl.codegen as cg

    counts = {"full": 0, "fast": 0}

    def full(fn, grid, args, **kw):
        counts["full"] += 1

    def fast(fn, grid, kargs, **kw):
        counts["fast"] += 1

    setattr_(cg, "launch", full)
    setattr_(cg, "launch_prepared", fast)
    return counts
