"""Arrays as a launch sees them, and the one implementation of their extents and of the
copies that keep their layout.

* :class:`Array` (:func:`as_array`): the view of an argument: numpy and objects with
  ``__array_interface__`` or ``__dlpack__`` on the host; ``__cuda_array_interface__`` objects
  and torch CUDA tensors on a GPU. Every refusal is a :class:`~tiledsl.errors.TileLaunchError`
  naming the parameter;
* :func:`extent`, :func:`byte_extent`: the bytes an array's elements span;
* copies that keep the layout (the strides and the bytes between elements, so that a
  kernel's element offsets address the same elements): host to host (:func:`host_clone`),
  device to device (:func:`device_clone`) and host to device (:class:`DeviceCopy`), which
  also keep the first element's address modulo :data:`ALIGN` (or another ``align``), and
  device to host and back (:func:`device_to_host`, :func:`copy_to_device`).

The launch copies device arrays for an interpreter run (:func:`host_values`); the autotuner's
scratch copies (:mod:`tiledsl.autotune.arrays`) and ``tiledsl.testing``'s fresh arguments
(:mod:`tiledsl.testing.backends`) are made here too."""
from __future__ import annotations

import ctypes
import functools
import sys
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
        fp8 = TORCH_DTYPES.get(str(getattr(value, "dtype", ""))) if \
            type(value).__module__.startswith("torch") else None
        if fp8 is not None and fp8.is_fp8:  # by bits, through a uint8 view
            import torch

            return value.detach().view(torch.uint8).numpy().view(fp8.np)
        if type(value).__module__.startswith("torch") and \
                str(getattr(value, "dtype", "")) in TORCH_FNUZ:
            raise _fnuz(kernel, name, value.dtype)
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
    if str(what) in TORCH_FNUZ:
        return _fnuz(kernel, name, what)
    return TileLaunchError(
        f"{kernel}(): parameter '{name}' got an array of {what}, which tiledsl has no type "
        f"for; use one of i1 i8 i16 i32 i64 u8 u16 u32 u64 fp16 bf16 fp32 fp64 fp8e4nv fp8e5")


def _fnuz(kernel: str, name: str, what) -> TileLaunchError:
    return TileLaunchError(
        f"{kernel}(): parameter '{name}' got a tensor of {what}, an fp8 variant tiledsl has "
        f"no type for (its fp8e4nv is torch.float8_e4m3fn and fp8e5 torch.float8_e5m2: "
        f"these 'fnuz' types have a different bias and no negative zero); convert the "
        f"tensor, e.g. t.float().to(torch.float8_e4m3fn)")


#: ``str(tensor.dtype)`` → tiledsl dtype, for the torch dtypes tiledsl has a type for
TORCH_DTYPES = {
    "torch.bool": DType.i1, "torch.int8": DType.i8, "torch.int16": DType.i16,
    "torch.int32": DType.i32, "torch.int64": DType.i64, "torch.uint8": DType.u8,
    "torch.uint16": DType.u16, "torch.uint32": DType.u32, "torch.uint64": DType.u64,
    "torch.float16": DType.fp16, "torch.bfloat16": DType.bf16, "torch.float32": DType.fp32,
    "torch.float64": DType.fp64,
    "torch.float8_e4m3fn": DType.fp8e4nv, "torch.float8_e5m2": DType.fp8e5,
}
#: torch's AMD-style fp8 types (bias one more, one NaN, no -0): refused by name
TORCH_FNUZ = ("torch.float8_e4m3fnuz", "torch.float8_e5m2fnuz")


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
        return {"shape": tuple(t.shape), "typestr": typestr(self.elem),
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
    as a hashable key for the launch fast path; None when ``value`` is not a torch tensor.
    A ``torch.Tensor`` itself (not a subclass) is read with torch's cheapest calls, on any
    device and of any layout: its key holds its ``device`` (no key of a CUDA launch equals
    a host tensor's), and a tensor without strides (sparse, mkldnn) raises RuntimeError at
    ``stride()`` (the fast path then takes the full one, which says why). Any other torch
    tensor is read only when it is a dense CUDA tensor, to the same key. The dtype is
    torch's dtype object (one per dtype) and the address ``data_ptr()`` even for an empty
    tensor (whose kernel argument is 0: the fast path's launcher knows that from the
    shape)."""
    tensor = _TORCH[0] if _TORCH[0] is not None else _torch_classes()[0]
    if type(value) is tensor:
        return (value.dtype, value.data_ptr(), value.shape, value.stride(), value.device)
    if not is_torch_cuda(value) or str(value.layout) != "torch.strided":
        return None
    return (value.dtype, value.data_ptr(), tuple(value.shape), tuple(value.stride()),
            value.device)


#: ``torch.Tensor`` and ``torch.strided`` once torch is imported (:func:`torch_cuda_key`)
_TORCH: list = [None, None]


def _torch_classes() -> list:
    """:data:`_TORCH`, filled from ``sys.modules`` when torch has been imported (never
    importing it)."""
    torch = sys.modules.get("torch")
    tensor = getattr(torch, "Tensor", None)
    strided = getattr(torch, "strided", None)
    if isinstance(tensor, type) and strided is not None:
        _TORCH[:] = [tensor, strided]
    return _TORCH


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


# ------------------------------------------------------------------------------ extents
def extent(shape, strides, itemsize) -> tuple[int, int]:
    """``(lo, hi)``: byte offsets, relative to the first element, of the lowest and one past
    the highest byte that an array with these ``strides`` (bytes, may be negative) spans;
    ``(0, 0)`` for an empty array."""
    if 0 in shape:
        return 0, 0
    lo = sum(min(0, (n - 1) * s) for n, s in zip(shape, strides))
    hi = sum(max(0, (n - 1) * s) for n, s in zip(shape, strides)) + itemsize
    return lo, hi


def typestr(elem: DType) -> str:
    """The ``__cuda_array_interface__`` typestr of tiledsl dtype ``elem``: numpy's, or raw
    bytes of its size (``|V1``) where numpy cannot read its own spelling back (ml_dtypes'
    fp8 types say ``<f1``)."""
    return readable_typestr(np.dtype(elem.np).str, elem.itemsize)


def readable_typestr(s: str, itemsize: int) -> str:
    """``s`` when numpy reads it back, else ``|V<itemsize>`` (raw bytes of that size)."""
    try:
        np.dtype(s)
    except TypeError:
        return f"|V{itemsize}"
    return s


def interface_layout(cai: dict) -> tuple[tuple, tuple, np.dtype]:
    """``(shape, strides in bytes, numpy dtype)`` of a ``__cuda_array_interface__`` (the
    C-contiguous strides when it gives none)."""
    dt = np.dtype(cai["typestr"])
    shape = tuple(cai["shape"])
    strides = cai.get("strides") or tuple(
        int(np.prod(shape[i + 1:], dtype=np.int64)) * dt.itemsize for i in range(len(shape)))
    return shape, tuple(strides), dt


def byte_extent(arr: Array) -> tuple[int, int] | None:
    """``[lo, hi)``: the bytes an array argument spans, from its address, shape and strides
    (``__cuda_array_interface__`` or numpy's); None when they cannot be read."""
    data = arr.data
    cai = getattr(data, "__cuda_array_interface__", None)
    if cai is not None:
        shape, strides, dt = interface_layout(cai)
        item = dt.itemsize
    elif isinstance(data, np.ndarray):
        shape, strides, item = data.shape, data.strides, data.itemsize
    else:
        return None
    lo, hi = extent(shape, strides, item)
    return arr.address + lo, arr.address + hi


# ------------------------------------------------------------------------- host copies
#: A copy's first element has the original's address modulo this many bytes (unless the
#: caller asks for another modulus): the ``aligned16`` facts proven for the original then
#: hold for the copy, and a misaligned view stays misaligned. cupy allocates on 256-byte
#: boundaries, so a device copy can keep it for free.
ALIGN = 256


def _address(a: np.ndarray) -> int:
    return a.__array_interface__["data"][0]


def host_bytes(a: np.ndarray) -> tuple[np.ndarray, int]:
    """``(uint8 view of a's byte extent, lo)``: every byte ``a``'s elements span (the gaps
    between them included) and the first element's offset ``-lo`` in it; the view shares
    ``a``'s memory (keep ``a`` alive while using it)."""
    lo, hi = extent(a.shape, a.strides, a.itemsize)
    if hi == lo:
        return np.empty(0, np.uint8), 0
    raw = (ctypes.c_uint8 * (hi - lo)).from_address(_address(a) + lo)
    return np.ctypeslib.as_array(raw), lo


def host_clone(a: np.ndarray, align: int = ALIGN) -> np.ndarray:
    """A writeable copy of host array ``a`` with the same shape, dtype, strides and bytes,
    whose first element has the same address modulo ``align`` as ``a``'s."""
    raw, lo = host_bytes(a)
    buf = np.empty(raw.size + align, np.uint8)
    start = (_address(a) + lo - _address(buf)) % align
    buf[start:start + raw.size] = raw
    return np.ndarray(a.shape, dtype=a.dtype, buffer=buf, offset=start - lo, strides=a.strides)


def host_copy_into(dst: np.ndarray, src: np.ndarray) -> None:
    """Copy every byte of ``src``'s extent over ``dst``'s (same layout)."""
    d, _ = host_bytes(dst)
    s, _ = host_bytes(src)
    d[...] = s


# ----------------------------------------------------------------------- device copies
def as_cupy(obj):
    """A cupy array sharing ``obj``'s device memory (``obj`` itself when already cupy)."""
    import cupy

    return obj if isinstance(obj, cupy.ndarray) else cupy.asarray(obj)


def device_bytes(obj):
    """``(raw, lo)``: a cupy uint8 array over the bytes that the elements of device array
    ``obj`` (any ``__cuda_array_interface__`` object) span, sharing its memory (strides may be
    negative or leave gaps), and the first element's offset ``-lo`` in it."""
    import cupy

    cai = obj.__cuda_array_interface__
    shape, strides, dt = interface_layout(cai)
    lo, hi = extent(shape, strides, dt.itemsize)
    if hi == lo:
        return cupy.empty(0, cupy.uint8), 0
    mem = cupy.cuda.UnownedMemory(cai["data"][0] + lo, hi - lo, obj)
    return cupy.ndarray((hi - lo,), cupy.uint8, cupy.cuda.MemoryPointer(mem, 0)), lo


def device_clone(a, align: int = ALIGN):
    """A device copy of cupy array ``a`` with the same shape, dtype, strides and bytes, its
    first element at the same address modulo ``align`` as ``a``'s."""
    import cupy

    raw, lo = device_bytes(a)
    if raw.size == 0:
        return cupy.empty(a.shape, a.dtype)
    want = (a.data.ptr + lo) % align
    buf = cupy.empty(raw.size + align, cupy.uint8)
    start = (want - buf.data.ptr) % align
    buf[start:start + raw.size] = raw
    return cupy.ndarray(a.shape, a.dtype, buf.data + (start - lo), strides=a.strides)


def device_copy_into(dst, src) -> None:
    """Copy every byte of ``src``'s extent over ``dst``'s (same layout), on the device."""
    d, _ = device_bytes(dst)
    s, _ = device_bytes(src)
    d[...] = s


def device_to_host(obj, dtype=None) -> tuple[np.ndarray, np.ndarray | None]:
    """``(host array, its byte buffer)``: a host copy of device array ``obj`` with the same
    strides, so that the kernel's element offsets address the same elements (through cupy);
    the buffer is None for an empty array. ``dtype`` (numpy) overrides the typestr's, which
    for bf16 is an untyped ``<V2``."""
    shape, strides, dt = interface_layout(obj.__cuda_array_interface__)
    dt = dt if dtype is None else np.dtype(dtype)
    if 0 in shape:
        return np.empty(shape, dt), None
    raw, lo = device_bytes(obj)
    buf = raw.get()
    return np.ndarray(shape, dtype=dt, buffer=buf, offset=-lo, strides=strides), buf


def device_to_host_clone(obj) -> np.ndarray:
    """A host copy of device array ``obj`` with the same layout (:func:`device_to_host`)."""
    return device_to_host(obj)[0]


def copy_to_device(buf, obj) -> None:
    """Copy the host byte buffer made by :func:`device_to_host` back over ``obj``'s bytes."""
    import cupy

    if buf is None:
        return
    raw, _ = device_bytes(obj)
    raw.set(buf)
    cupy.cuda.get_current_stream().synchronize()


def _ml_dtype(dt: np.dtype) -> bool:
    """Whether ``dt`` is one of ml_dtypes' types (bf16, fp8), which cupy does not have."""
    return type(dt).__module__.startswith("ml_dtypes") or dt.num >= 256


class DeviceCopy:
    """A device copy of host array ``host`` with its layout: the same shape, strides and
    bytes between elements, its first element at the same address modulo ``align``.

    ``raw`` is the cupy byte buffer holding it (zeros around the copied bytes), ``offset``
    the first element's byte offset in ``raw``, ``array`` the cupy view of the copy;
    :meth:`copy_back` writes the device bytes into a host array of the same layout."""

    def __init__(self, host: np.ndarray, align: int = ALIGN):
        import cupy

        src, lo = host_bytes(host)
        self.n = src.size
        self.raw = cupy.zeros(self.n + align, dtype=cupy.uint8)
        self.skip = (_address(host) + lo - self.raw.data.ptr) % align
        if self.n:
            self.raw[self.skip: self.skip + self.n].set(src)
        self.offset = self.skip - lo
        # cupy has no bf16/fp8 dtype (ml_dtypes' fp8e5 even claims kind 'f'): untyped bytes
        dt = host.dtype if host.dtype.kind in "biuf" and not _ml_dtype(host.dtype) else \
            np.dtype(f"V{host.dtype.itemsize}")
        self.array = cupy.ndarray(host.shape, dtype=dt,
                                  memptr=self.raw.data + self.offset, strides=host.strides)

    def copy_back(self, host: np.ndarray) -> None:
        """Write the device bytes over ``host``'s (the layout this copy was made from)."""
        if self.n:
            host_bytes(host)[0][...] = self.raw[self.skip: self.skip + self.n].get()


# --------------------------------------------------------------- the interpreter route
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
            host, buf = device_to_host(a.value.data, a.value.dtype.np)
            values.append(host)
            if a.name in writes:
                back.append((a.value.data, buf))
        else:
            values.append(a.value.data if a.kind == "pointer" else a.value)
    return values, back


def copy_back(back: list) -> None:
    """Copy the host bytes of :func:`host_values` back over their device arrays."""
    for dev, buf in back:
        copy_to_device(buf, dev)
