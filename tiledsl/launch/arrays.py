"""Arrays as a launch sees them: the :class:`Array` view of an argument (numpy and objects with
``__array_interface__`` or ``__dlpack__`` on the host; ``__cuda_array_interface__`` objects and
torch CUDA tensors on a GPU), the bytes it spans, and layout-keeping copies between host and
device (a copy keeps the strides, so that the kernel's element offsets address the same
elements). Every refusal is a :class:`~tiledsl.errors.TileLaunchError` naming the parameter."""
from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from ..dtypes import DType
from ..errors import TileLaunchError
from ..scalars import ScalarError, dtype_of, refuse_sequence


@dataclass
class Array:
    """An array argument: ``data`` is the numpy array (host), the original object (a device
    array with ``__cuda_array_interface__``) or, for a torch CUDA tensor, its
    :class:`TorchCudaArray`; ``device`` is None on the host, else the CUDA device id;
    ``address`` the first element's."""

    data: object
    dtype: DType
    device: int | None
    address: int
    readonly: bool


def _has(kernel: str, name: str, value, attr: str) -> bool:
    """``hasattr(value, attr)``, where an interface property that raises (anything but
    AttributeError) is a malformed interface: TileLaunchError, not the library's exception."""
    try:
        return hasattr(value, attr)
    except Exception as exc:  # noqa: BLE001 - another library's property failed
        raise _malformed(kernel, name, value, attr, exc) from None


def as_array(kernel: str, name: str, value) -> Array | None:
    """The :class:`Array` view of ``value``, or None when it is not an array at all.

    Raises TileLaunchError for an array whose dtype tiledsl has no type for, and for lists and
    tuples (a copy would lose the kernel's stores)."""
    try:
        refuse_sequence(name, value)
    except ScalarError as e:
        raise TileLaunchError(f"{kernel}(): {e}") from None
    if is_torch_cuda(value):
        return _torch_array(kernel, name, value)
    if _has(kernel, name, value, "__cuda_array_interface__"):
        try:
            cai = value.__cuda_array_interface__
            np_dt = np.dtype(cai["typestr"])
            ptr, ro = cai["data"]
            tuple(cai["shape"])
        except Exception as exc:  # noqa: BLE001 - a malformed interface of another library
            raise _malformed(kernel, name, value, "__cuda_array_interface__", exc) from None
        dt = _dtype_or_error(kernel, name, np_dt)
        return Array(value, dt, device_of(value), int(ptr or 0), bool(ro))
    if isinstance(value, np.generic):
        return None  # numpy scalars have __array_interface__ but are scalars
    if isinstance(value, np.ndarray):
        if value.ndim == 0:
            return None  # a 0-d numpy array is a scalar
        arr = value
    elif _has(kernel, name, value, "__array_interface__"):
        if isinstance(value, type):  # np.ndarray itself: its __array_interface__ is a property
            raise TileLaunchError(f"{kernel}(): parameter '{name}' got the class "
                                  f"{value.__name__}, not an array; pass an instance")
        try:
            arr = np.asarray(value)
        except Exception as exc:  # noqa: BLE001 - a malformed interface of another library
            raise _malformed(kernel, name, value, "__array_interface__", exc) from None
    elif _has(kernel, name, value, "__dlpack__") and not isinstance(value, np.generic):
        arr = _from_dlpack(kernel, name, value)
    else:
        return None
    dt = _dtype_or_error(kernel, name, arr.dtype)
    return Array(arr, dt, None, int(arr.__array_interface__["data"][0]), not arr.flags.writeable)


def _from_dlpack(kernel: str, name: str, value) -> np.ndarray:
    """A host array sharing memory with a DLPack object (torch CPU tensors; bf16 included,
    which numpy's DLPack import refuses, through an int16 view)."""
    try:
        return np.from_dlpack(value)
    except Exception as exc:  # noqa: BLE001
        if type(value).__module__.startswith("torch") and str(value.dtype) == "torch.bfloat16":
            import torch

            return value.detach().view(torch.int16).numpy().view(DType.bf16.np)
        raise TileLaunchError(
            f"{kernel}(): parameter '{name}': cannot read this {type(value).__name__} as a host "
            f"array ({exc}); pass a numpy array") from None


def _malformed(kernel: str, name: str, value, attr: str, exc) -> TileLaunchError:
    what = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    return TileLaunchError(
        f"{kernel}(): parameter '{name}': this {type(value).__name__}'s {attr} cannot be read "
        f"as an array ({what}); it needs 'shape', 'typestr' and 'data' (see the array "
        f"interface protocol), or pass a numpy or cupy array")


def _dtype_or_error(kernel: str, name: str, np_dt) -> DType:
    dt = dtype_of(np_dt)
    if dt is None:
        raise _no_type(kernel, name, np.dtype(np_dt))
    return dt


def _no_type(kernel: str, name: str, what) -> TileLaunchError:
    return TileLaunchError(
        f"{kernel}(): parameter '{name}' got an array of {what}, which tiledsl has no type "
        f"for; use one of i1 i8 i16 i32 i64 u8 u16 u32 u64 fp16 bf16 fp32 fp64")


#: ``str(tensor.dtype)`` → tiledsl dtype, for the torch dtypes tiledsl has a type for
TORCH_DTYPES = {
    "torch.bool": DType.i1, "torch.int8": DType.i8, "torch.int16": DType.i16,
    "torch.int32": DType.i32, "torch.int64": DType.i64, "torch.uint8": DType.u8,
    "torch.uint16": DType.u16, "torch.uint32": DType.u32, "torch.uint64": DType.u64,
    "torch.float16": DType.fp16, "torch.bfloat16": DType.bf16, "torch.float32": DType.fp32,
    "torch.float64": DType.fp64,
}


@functools.lru_cache(maxsize=None)
def _torch_type(t: type) -> bool:
    """Whether ``t`` is torch's (``torch.Tensor``, ``torch.nn.Parameter``, a subclass), told
    from the modules of its classes, so that torch is never imported here."""
    return any(c.__module__.startswith("torch") for c in t.__mro__[:-1])


def is_torch(value) -> bool:
    """Whether ``value`` is a torch object (a tensor, on any device), without importing torch."""
    return _torch_type(type(value))


def is_torch_cuda(value) -> bool:
    """Whether ``value`` is a torch tensor on a CUDA device (without importing torch)."""
    return (_torch_type(type(value)) and getattr(value, "is_cuda", False) is True
            and callable(getattr(value, "data_ptr", None)))


class TorchCudaArray:
    """A torch CUDA tensor as a launch passes it on, without a copy: its
    ``__cuda_array_interface__`` is built from the tensor itself (``data_ptr()``; ``shape``;
    ``stride()``, counted in elements, given in bytes; the typestr of ``elem``, the tiledsl
    dtype of ``tensor.dtype``: ``<V2`` for bf16, as ml_dtypes spells it), never taken from
    torch's own, which older versions do not give for bf16 (or give with fp16's typestr
    ``<f2``) and which refuses tensors that require grad: those are read as ``.detach()``
    would read them. ``tensor`` is the original; ``address`` its first element's address (0
    for an empty tensor, as torch's own interface reports it)."""

    __slots__ = ("tensor", "elem", "address")

    def __init__(self, tensor, elem: DType):
        self.tensor = tensor
        self.elem = elem
        self.address = int(tensor.data_ptr()) if tensor.numel() else 0

    @property
    def __cuda_array_interface__(self) -> dict:
        t, item = self.tensor, self.elem.itemsize
        return {"shape": tuple(t.shape), "typestr": np.dtype(self.elem.np).str,
                "strides": tuple(s * item for s in t.stride()), "data": (self.address, False),
                "version": 3}

    def __repr__(self) -> str:
        return (f"<torch CUDA tensor {self.elem} {tuple(self.tensor.shape)} at "
                f"{self.address:#x} on cuda:{self.tensor.device.index}>")


def _torch_array(kernel: str, name: str, t) -> Array:
    """The :class:`Array` of a torch CUDA tensor. Raises TileLaunchError for a dtype tiledsl
    has no type for (complex, float8 ...) and for a tensor that is not dense (sparse)."""
    layout = str(t.layout)
    if layout != "torch.strided":
        raise TileLaunchError(
            f"{kernel}(): parameter '{name}' got a torch tensor of layout {layout}; pass a "
            f"dense tensor ({name}.to_dense())")
    dt = TORCH_DTYPES.get(str(t.dtype))
    if dt is None:
        raise _no_type(kernel, name, t.dtype)
    arr = TorchCudaArray(t, dt)
    index = t.device.index
    return Array(arr, dt, int(index) if index is not None else 0, arr.address, False)


def torch_cuda_key(value) -> tuple | None:
    """What a launch reads from a torch CUDA tensor (dtype, address, shape, strides, device),
    as a hashable key for the launch fast path; None when ``value`` is not a dense torch CUDA
    tensor."""
    if not is_torch_cuda(value) or str(value.layout) != "torch.strided":
        return None
    return ("torch", str(value.dtype), value.data_ptr() if value.numel() else 0,
            tuple(value.shape), tuple(value.stride()), value.device.index)


def device_of(obj) -> int:
    """The CUDA device id holding a ``__cuda_array_interface__`` object: cupy's ``.device.id``,
    torch's ``.device.index``, else asked from the CUDA runtime through cupy."""
    dev = getattr(obj, "device", None)
    for attr in ("id", "index"):
        v = getattr(dev, attr, None)
        if isinstance(v, int):
            return v
    try:  # pragma: no cover - needs a GPU
        import cupy

        ptr = obj.__cuda_array_interface__["data"][0]
        return int(cupy.cuda.runtime.pointerGetAttributes(ptr).device)
    except Exception:  # noqa: BLE001 - unknown: assume the current device
        return 0


def byte_extent(arr: Array) -> tuple[int, int] | None:
    """``[lo, hi)``: the bytes an array argument spans, from its address, shape and strides
    (``__cuda_array_interface__`` or numpy's); None when they cannot be read."""
    data = arr.data
    cai = getattr(data, "__cuda_array_interface__", None)
    if cai is None and not isinstance(data, np.ndarray):
        return None
    if cai is not None:
        shape = tuple(cai["shape"])
        item = np.dtype(cai["typestr"]).itemsize
        strides = cai.get("strides")
        if strides is None:  # C-contiguous
            strides, acc = [], item
            for n in reversed(shape):
                strides.append(acc)
                acc *= n
            strides = tuple(reversed(strides))
    else:
        shape, strides, item = data.shape, data.strides, data.itemsize
    if any(n == 0 for n in shape):
        return arr.address, arr.address
    lo = arr.address + sum(min(0, (n - 1) * st) for n, st in zip(shape, strides))
    hi = arr.address + sum(max(0, (n - 1) * st) for n, st in zip(shape, strides)) + item
    return lo, hi


def host_values(args: list, writes: dict, kernel: str = "kernel") -> tuple[list, list]:
    """``(values, back)``: the interpreter's arguments (device arrays copied to the host) and
    the ``(device array, host bytes)`` pairs to copy back after the run (:func:`copy_back`).
    Raises TileLaunchError when a device array must be copied and cupy is missing."""
    values, back = [], []
    for a in args:
        if a.kind == "pointer" and a.value.device is not None:
            try:
                import cupy  # noqa: F401 - the copies go through cupy
            except ImportError:
                raise TileLaunchError(
                    f"{kernel}(): '{a.name}' is a device array, and running it on the "
                    f"interpreter copies it to the host through cupy, which is not installed; "
                    f"pass host (numpy) arrays instead, or install cupy "
                    f"(pip install 'tiledsl[gpu]')") from None
            host, buf = _device_to_host(a.value.data, a.value.dtype.np)
            values.append(host)
            if a.name in writes:
                back.append((a.value.data, buf))
        else:
            values.append(a.value.data if a.kind == "pointer" else a.value)
    return values, back


def copy_back(back: list) -> None:
    """Copy the host bytes of :func:`host_values` back over their device arrays."""
    for dev, buf in back:
        _host_to_device(buf, dev)


def _shape_strides(cai) -> tuple[tuple, tuple, "np.dtype"]:
    dt = np.dtype(cai["typestr"])
    shape = tuple(cai["shape"])
    strides = cai.get("strides") or tuple(
        int(np.prod(shape[i + 1:], dtype=np.int64)) * dt.itemsize for i in range(len(shape)))
    return shape, tuple(strides), dt


def _device_bytes(obj):
    """``(raw, lo)``: a cupy uint8 array over the bytes that ``obj``'s elements span (sharing
    the memory; strides may be negative or leave gaps) and the first element's offset in it."""
    import cupy

    cai = obj.__cuda_array_interface__
    shape, strides, dt = _shape_strides(cai)
    lo = sum(min(0, (n - 1) * s) for n, s in zip(shape, strides))
    hi = sum(max(0, (n - 1) * s) for n, s in zip(shape, strides)) + dt.itemsize
    mem = cupy.cuda.UnownedMemory(cai["data"][0] + lo, hi - lo, obj)
    return cupy.ndarray((hi - lo,), cupy.uint8, cupy.cuda.MemoryPointer(mem, 0)), lo


def _device_to_host(obj, dtype=None):
    """``(host array, its byte buffer)``: a host copy of a device array with the same strides,
    so that the kernel's element offsets address the same elements (through cupy). ``dtype``
    (numpy) overrides the typestr's, which for bf16 is an untyped ``<V2``."""
    cai = obj.__cuda_array_interface__
    shape, strides, dt = _shape_strides(cai)
    dt = dt if dtype is None else np.dtype(dtype)
    if 0 in shape:
        return np.empty(shape, dt), None
    raw, lo = _device_bytes(obj)
    buf = raw.get()
    return np.ndarray(shape, dtype=dt, buffer=buf, offset=-lo, strides=strides), buf


def _host_to_device(buf, obj) -> None:
    """Copy the host byte buffer made by :func:`_device_to_host` back over ``obj``'s bytes."""
    import cupy

    if buf is None:
        return
    raw, _ = _device_bytes(obj)
    raw.set(buf)
    cupy.cuda.get_current_stream().synchronize()
