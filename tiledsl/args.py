"""Argument binding and specialization of one launch: ``kernel[grid](*args, **kwargs)``.

The rules follow Triton's ``JITFunction.run`` / ``specialize_impl``
(``python/triton/runtime/jit.py``; ``shared/notes/triton-semantics.md`` §18):

* every parameter may be passed by position or by keyword; keywords that name no parameter are
  launch options (:data:`OPTIONS`) or an error; parameters with a default may be left out;
* a parameter annotated with a dtype or a pointer takes a value of that type (scalars are
  converted and range-checked, arrays must have exactly the pointee dtype);
* an unannotated parameter specializes on its argument: ``bool`` → i1; ``int`` → i32, or i64
  when it does not fit, u64 for values ≥ 2**63; ``float`` → fp32; a numpy scalar → its dtype; an
  array → a pointer to its dtype. (Triton also turns the int 1 into a constant; tiledsl keeps it
  an ``i32`` and records the ``is_one`` fact for the code generator instead.)
* for GPU launches, launch-time facts: a pointer whose address is a multiple of 16 is
  ``aligned16``; an integer divisible by 16 is ``div16``; an integer equal to 1 is ``is_one``.

Arrays are numpy arrays, objects with ``__array_interface__`` or ``__dlpack__`` (a torch CPU
tensor), all on the host; or, on a GPU, torch CUDA tensors of any dtype tiledsl has (bf16
included: read through ``data_ptr()``, ``stride()`` and ``dtype``, see :class:`TorchCudaArray`)
and objects with ``__cuda_array_interface__`` (cupy arrays). Every refusal is a
:class:`~tiledsl.errors.TileLaunchError` naming the parameter; nothing has run when one is
raised.
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass, field

import numpy as np

import functools
import operator

from .dtypes import DType, PointerType, dtype_from_name, dtype_from_numpy, int_text
from .errors import TileLaunchError
from .knobs import LOAD_OTHER_FORMS as LOAD_OTHER  # the masked-load forms (load_other=)

OPTIONS = ("num_warps", "num_stages", "backend", "stream", "load_other", "check", "order", "seed",
           "poison", "print_pids")
#: the interpreter's run-time checks and program order (``tiledsl/checkspec.py``)
INTERPRETER_OPTIONS = ("check", "order", "seed", "poison", "print_pids")
BACKENDS = ("interpreter", "cuda")


# ----------------------------------------------------------------------------- binding
def bind(kernel: str, params, args: tuple, kwargs: dict) -> tuple[dict, dict]:
    """Map positional and keyword arguments to parameters (``ParamSig`` list, in order).

    Returns ``(values, options)``: ``values`` maps every parameter name to its argument (a
    default filled in where one was left out); ``options`` holds the launch options given.
    Raises TileLaunchError for too many arguments, an unknown or repeated keyword, a missing
    argument and a missing constexpr.
    """
    names = [p.name for p in params]
    kwargs = dict(kwargs)
    options = {k: kwargs.pop(k) for k in OPTIONS if k in kwargs and k not in names}
    if len(args) > len(params):
        raise TileLaunchError(
            f"{kernel}() takes {len(params)} argument{'s' * (len(params) != 1)} "
            f"({', '.join(names)}) but {len(args)} were given")
    values = dict(zip(names, args))
    for key, value in kwargs.items():
        if key not in names:
            hint = difflib.get_close_matches(key, names + list(OPTIONS), n=1)
            did = f" (did you mean '{hint[0]}'?)" if hint else ""
            raise TileLaunchError(
                f"{kernel}() got an unknown keyword argument '{key}'{did}; parameters: "
                f"{', '.join(names) or '(none)'}; options: {', '.join(OPTIONS)}")
        if key in values:
            raise TileLaunchError(f"{kernel}() got multiple values for parameter '{key}'")
        values[key] = value
    missing = [p for p in params if p.name not in values and not has_default(p)]
    runtime = [p.name for p in missing if p.kind != "constexpr"]
    if runtime:
        s = "s" * (len(runtime) > 1)
        raise TileLaunchError(
            f"{kernel}() missing argument{s} for parameter{s} "
            + ", ".join(f"'{n}'" for n in runtime))
    if missing:
        n = missing[0].name
        raise TileLaunchError(
            f"{kernel}() missing constexpr '{n}': pass it by keyword, {kernel}[grid](..., {n}=...)")
    for p in params:
        if p.name not in values:
            values[p.name] = p.default
    return values, options


def has_default(param) -> bool:
    """Whether a ``ParamSig`` has a default (``has_default``; else a non-None ``default``)."""
    return bool(getattr(param, "has_default", param.default is not None))


def check_options(kernel: str, options: dict) -> dict:
    """Validate launch options and fill defaults: num_warps (a power of two, default 4, as
    Triton's ``AssertionError("num_warps must be a power of 2")``), num_stages (int ≥ 0 or None),
    backend (None, "interpreter" or "cuda"), stream (:func:`stream_of`), load_other (None: the
    ``TILEDSL_LOAD_OTHER`` default, or one of :data:`LOAD_OTHER`; the interpreter ignores it);
    the interpreter's check, order, seed, poison and print_pids (default None;
    ``tiledsl/checkspec.py``)."""
    out = {"num_warps": 4, "num_stages": None, "backend": None, "stream": None,
           "load_other": None, "check": None, "order": None, "seed": None, "poison": None,
           "print_pids": None}
    out.update(options)
    from .checkspec import SpecError, parse_check, parse_order, parse_pids, parse_poison

    try:
        if out["check"] is not None:
            parse_check(out["check"])
        if out["order"] is not None or out["seed"] is not None:
            parse_order(out["order"] or "default", out["seed"])
        if out["print_pids"] is not None:
            parse_pids(out["print_pids"])
        out["poison"] = parse_poison(out["poison"])
    except SpecError as e:
        raise TileLaunchError(f"{kernel}(): {e}") from None
    w = out["num_warps"]
    if not _is_int(w) or w < 1 or w & (w - 1) or w > 32:
        raise TileLaunchError(
            f"{kernel}(): num_warps must be a power of two from 1 to 32, got {w!r}")
    out["num_warps"] = int(w)  # a numpy integer too
    s = out["num_stages"]
    if s is not None and (not _is_int(s) or s < 0):
        raise TileLaunchError(f"{kernel}(): num_stages must be an int >= 0, got {s!r}")
    if s is not None:
        out["num_stages"] = int(s)
    lo = out["load_other"]
    if lo is not None and not (isinstance(lo, str) and lo in LOAD_OTHER):
        raise TileLaunchError(
            f"{kernel}(): load_other must be one of {', '.join(map(repr, LOAD_OTHER))} (or None "
            f"for the TILEDSL_LOAD_OTHER default), got {out['load_other']!r}")
    b = out["backend"]
    if b is not None and not (isinstance(b, str) and b in BACKENDS):
        raise TileLaunchError(
            f"{kernel}(): unknown backend {b!r}; use 'interpreter' or 'cuda'")
    stream_of(out["stream"], kernel)  # the interpreter runs in order and ignores it
    return out


def stream_of(stream, kernel: str | None = None) -> int | None:
    """The raw ``CUstream`` handle of the ``stream=`` launch option, or None for cupy's
    current stream: a ``cupy.cuda.Stream`` (``.ptr``), a ``torch.cuda.Stream``
    (``.cuda_stream``), a non-negative int. Raises TileLaunchError for anything else."""
    if stream is None:
        return None
    for attr in ("ptr", "cuda_stream"):
        h = getattr(stream, attr, None)
        if isinstance(h, int) and not isinstance(h, bool):
            return h
    if isinstance(stream, int) and not isinstance(stream, bool) and stream >= 0:
        return stream
    where = f"{kernel}(): " if kernel else ""
    raise TileLaunchError(f"{where}stream= must be a cupy.cuda.Stream, a torch.cuda.Stream or "
                          f"a raw CUstream handle (a non-negative int), got "
                          + (repr(stream) if isinstance(stream, (int, float)) else
                             type(stream).__name__))


def normalize_grid(kernel: str, grid, meta: dict | None = None) -> tuple[int, int, int]:
    """A grid of 1 to 3 positive ints (or a callable taking ``meta`` and returning one) → a
    3-tuple, missing dims = 1. Raises TileLaunchError for an empty, zero, negative, non-int or
    4-D grid, and for one beyond :data:`GRID_LIMITS` (Triton silently skips a launch with a zero
    dimension; tiledsl refuses it)."""
    what = "the grid is"
    if callable(grid):
        try:
            grid = grid(dict(meta or {}))
        except Exception as exc:  # noqa: BLE001 - the user's own function failed
            raise TileLaunchError(
                f"{kernel}[grid]: the grid callable raised {type(exc).__name__}: {exc}; it "
                f"receives a dict with keys {', '.join(map(repr, meta or {}))}") from None
        what = "the grid callable returned"
    dims = (grid,) if _is_int(grid) else grid
    if not isinstance(dims, (tuple, list)):
        raise TileLaunchError(
            f"{kernel}[grid]: {what} {grid!r}; a grid is a tuple of 1 to 3 ints, e.g. (n,)")
    if len(dims) == 0:
        raise TileLaunchError(
            f"{kernel}[grid]: {what} an empty tuple; give 1 to 3 ints, e.g. (n,)")
    if len(dims) > 3:
        raise TileLaunchError(
            f"{kernel}[grid]: {what} {tuple(dims)!r}, which has {len(dims)} dimensions; "
            f"a grid has at most 3")
    for i, d in enumerate(dims):
        if not _is_int(d):
            raise TileLaunchError(
                f"{kernel}[grid]: grid dimension {i} is {d!r} ({type(d).__name__}), not an int; "
                f"use integer division, e.g. cdiv(n, BLOCK) = (n + BLOCK - 1) // BLOCK")
        if d < 0:
            raise TileLaunchError(f"{kernel}[grid]: grid dimension {i} is negative ({int(d)})")
        if d == 0:
            raise TileLaunchError(
                f"{kernel}[grid]: grid dimension {i} is 0, so the grid {tuple(map(int, dims))} "
                f"has no programs; skip the launch when there is no work")
    for i, d in enumerate(dims):
        if d > GRID_LIMITS[i]:
            raise TileLaunchError(
                f"{kernel}[grid]: grid dimension {i} is {int(d)}, above its limit "
                f"{GRID_LIMITS[i]}{' (2**31 - 1)' if i == 0 else ''}; a grid is at most "
                f"{GRID_LIMITS} programs (CUDA's limits, applied on every backend); let "
                f"each program handle more elements (a larger block, or a loop in the kernel)")
    full = tuple(int(d) for d in dims) + (1,) * (3 - len(dims))
    return full  # type: ignore[return-value]


# The largest grid (CUDA's gridDim limits: x < 2**31, y and z <= 65535), on both backends.
GRID_LIMITS = (2**31 - 1, 65535, 65535)


def _is_int(v) -> bool:
    return isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_))


# ------------------------------------------------------------------------------ arrays
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
    if isinstance(value, (list, tuple)):
        raise TileLaunchError(
            f"{kernel}(): parameter '{name}' got {_a(type(value).__name__)}; pass a numpy "
            f"array (np.asarray(...)), since {_a(type(value).__name__)} would be copied and "
            f"stores lost")
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
    dt = _dtype_of(np_dt)
    if dt is None:
        raise _no_type(kernel, name, np.dtype(np_dt))
    return dt


def _no_type(kernel: str, name: str, what) -> TileLaunchError:
    return TileLaunchError(
        f"{kernel}(): parameter '{name}' got an array of {what}, which tiledsl has no type "
        f"for; use one of i1 i8 i16 i32 i64 u8 u16 u32 u64 fp16 bf16 fp32 fp64")


# -------------------------------------------------------------------------- torch tensors
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


# ----------------------------------------------------------------------------- scalars
def int_type_of(value: int) -> DType | None:
    """Triton's type of a Python int: i32 if it fits, else i64, u64 from 2**63, else None."""
    if -(2**31) <= value < 2**31:
        return DType.i32
    if -(2**63) <= value < 2**63:
        return DType.i64
    if 2**63 <= value < 2**64:
        return DType.u64
    return None


def to_scalar(kernel: str, name: str, value, dtype: DType, unannotated: bool = False):
    """Convert ``value`` to a numpy scalar of exactly ``dtype``, refusing what does not fit.

    Integers accept ints, numpy integers and bools; floats accept any real number; i1 accepts
    bools and the ints 0 and 1. A finite float that rounds to infinity overflows.
    """
    decl = "an unannotated float is fp32, as in Triton" if unannotated else f"declared {dtype}"
    if isinstance(value, np.ndarray) and value.ndim == 0:
        value = value[()]
    if isinstance(value, (bool, np.bool_)):
        value = int(value)
    if isinstance(value, np.generic) and not isinstance(value, (np.integer, np.floating)):
        dt = _dtype_of(value.dtype)  # ml_dtypes' bfloat16 scalar: a float numpy does not know
        if dt is not None and dt.is_float:
            value = float(value)
    if not isinstance(value, (int, float, np.integer, np.floating)):
        raise TileLaunchError(
            f"{kernel}(): parameter '{name}' is declared {dtype} and needs a number, "
            f"got {_describe(value)}")
    if dtype.is_int:
        if isinstance(value, (float, np.floating)):
            raise TileLaunchError(
                f"{kernel}(): parameter '{name}' is declared {dtype} but got the float {value!r}; "
                f"pass an int")
        v = int(value)
        lo, hi, make = _int_info(dtype)
        if not lo <= v <= hi:
            raise TileLaunchError(
                f"{kernel}(): parameter '{name}' = {int_text(v)} does not fit in {dtype} "
                f"(range {lo} to {hi})")
        return make(v)
    try:
        finite = np.isfinite(float(value))
    except OverflowError:  # an int beyond fp64's range (10**400)
        finite = False
        out = np.asarray(np.inf if value > 0 else -np.inf, dtype=dtype.np)[()]
    else:
        with np.errstate(over="ignore"):
            out = np.asarray(value, dtype=np.float64).astype(dtype.np)[()]
    if np.isinf(out) and (finite or isinstance(value, (int, np.integer))):
        shown = int_text(int(value)) if isinstance(value, (int, np.integer)) else repr(value)
        raise TileLaunchError(
            f"{kernel}(): parameter '{name}' = {shown} does not fit in {dtype} ({decl}; it "
            f"would become inf)" + ("; annotate the parameter fp64" if unannotated else ""))
    return out


@functools.lru_cache(maxsize=None)
def _dtype_of(np_dt) -> DType | None:
    """``dtype_from_numpy``, memoized: it runs for every array of every launch."""
    return dtype_from_numpy(np_dt)


@functools.lru_cache(maxsize=None)
def _int_info(dtype: DType) -> tuple:
    """``(min, max, numpy scalar type)`` of an integer dtype."""
    return dtype.min, dtype.max, dtype.np.type


def _describe(value) -> str:
    if value is None:
        return "None"
    if isinstance(value, str):
        return f"the string {value!r}"
    return _a(type(value).__name__)


def _a(noun: str) -> str:
    """``noun`` with its indefinite article: "an int", "a float"."""
    return f"{'an' if noun[:1].lower() in 'aeio' else 'a'} {noun}"


# ------------------------------------------------------------------------- specializing
@dataclass
class Arg:
    """One bound parameter after specialization.

    ``kind``: "pointer", "scalar" or "constexpr"; ``type``: PointerType / DType / None;
    ``value``: the numpy scalar, the :class:`Array`, or the constexpr's Python value.
    """

    name: str
    kind: str
    type: object
    value: object
    facts: dict = field(default_factory=dict)

    @property
    def array(self) -> Array | None:
        return self.value if self.kind == "pointer" else None


def specialize(kernel: str, param, value) -> Arg:
    """Type one argument against its parameter (``ParamSig``). Raises TileLaunchError."""
    name = param.name
    if param.kind == "constexpr":
        return Arg(name, "constexpr", None, constexpr_value(kernel, name, value))
    arr = as_array(kernel, name, value)
    if param.kind == "pointer":
        if arr is None:
            raise TileLaunchError(
                f"{kernel}(): parameter '{name}' is declared *{param.dtype} and needs an array, "
                f"got {_describe(value)}")
        if arr.dtype != param.dtype:
            raise TileLaunchError(
                f"{kernel}(): parameter '{name}' is declared *{param.dtype} but got an array of "
                f"{arr.dtype} ({np.dtype(arr.dtype.np).name}); convert it, e.g. "
                f"x.astype(np.{np.dtype(param.dtype.np).name})")
        return Arg(name, "pointer", PointerType(arr.dtype), arr)
    if param.kind == "scalar":
        if arr is not None:
            raise TileLaunchError(
                f"{kernel}(): parameter '{name}' is declared {param.dtype} and needs a scalar, "
                f"got an array")
        return Arg(name, "scalar", param.dtype, to_scalar(kernel, name, value, param.dtype))
    # unannotated: specialize on the argument, as Triton does
    if arr is not None:
        return Arg(name, "pointer", PointerType(arr.dtype), arr)
    if isinstance(value, np.ndarray) and value.ndim == 0:
        value = value[()]
    if isinstance(value, (bool, np.bool_)):
        dt = DType.i1
    elif isinstance(value, np.generic) and _dtype_of(value.dtype) is not None:
        dt = _dtype_of(value.dtype)
    elif isinstance(value, int):
        dt = int_type_of(value)
        if dt is None:
            raise TileLaunchError(
                f"{kernel}(): parameter '{name}' = {int_text(value)} does not fit in 64 bits "
                f"(an int must lie in [-2**63, 2**64))")
    elif isinstance(value, float):
        dt = DType.fp32
    elif isinstance(value, (np.generic, complex)):  # a number tiledsl has no dtype for
        what = (f"a numpy {value.dtype} scalar" if isinstance(value, np.generic)
                else f"the complex number {value!r}")
        raise TileLaunchError(
            f"{kernel}(): parameter '{name}' got {what}, which tiledsl has no type for; use "
            f"one of i1 i8 i16 i32 i64 u8 u16 u32 u64 fp16 bf16 fp32 fp64")
    else:
        raise TileLaunchError(
            f"{kernel}(): parameter '{name}' got {_describe(value)}; pass an array, a number or "
            f"a numpy scalar")
    return Arg(name, "scalar", dt, to_scalar(kernel, name, value, dt, unannotated=True))


def constexpr_value(kernel: str, name: str, value):
    """A constexpr's Python value (numpy scalars become Python numbers); it must be hashable
    and compile-time: bool, int, float, str, a DType, or a tuple of those."""
    if isinstance(value, np.generic):
        value = value.item()
    elif isinstance(value, np.dtype) or (isinstance(value, type)
                                         and issubclass(value, np.generic)):
        dt = _dtype_of(np.dtype(value))  # np.float16 or np.dtype("float16"): the dtype fp16
        if dt is not None:
            return dt
    ok = (bool, int, float, str, DType)
    if isinstance(value, ok) or (isinstance(value, tuple)
                                 and all(isinstance(v, ok) for v in value)):
        return value
    raise TileLaunchError(
        f"{kernel}(): constexpr '{name}' needs a compile-time value (int, float, bool, str or a "
        f"dtype), got {_describe(value)}")


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


def address_facts(address: int) -> dict:
    """The facts of a pointer at ``address``: ``aligned16`` when it is a multiple of 16."""
    return {"aligned16": True} if address % 16 == 0 else {}


def int_facts(value: int) -> dict:
    """The facts of an integer argument: ``div16`` (a multiple of 16) and ``is_one``."""
    f = {}
    if value % 16 == 0:
        f["div16"] = True
    if value == 1:
        f["is_one"] = True
    return f


def launch_facts(args: list[Arg]) -> dict[str, dict]:
    """Facts for a GPU launch: ``{name: {"aligned16": True, ...}}``, true facts only.

    ``aligned16`` (pointer address % 16 == 0), ``div16`` (integer % 16 == 0) and ``is_one``
    are Triton's ``tt.divisibility=16`` and value-1 specializations. ``noalias`` is tiledsl's
    own: the array's bytes overlap no other array argument of the launch, which lets the code
    generator declare the pointer ``__restrict__`` (and read-only ones ``const``, so reads go
    through the non-coherent cache) without the unsafety of assuming it for every launch.
    """
    facts = {}
    extents = {a.name: byte_extent(a.value) for a in args if a.kind == "pointer"}
    for a in args:
        f = address_facts(a.value.address) if a.kind == "pointer" else {}
        if a.kind == "pointer" and None not in extents.values():
            lo, hi = extents[a.name]
            if all(hi <= lo2 or hi2 <= lo for n2, (lo2, hi2) in extents.items()
                   if n2 != a.name):
                f["noalias"] = True
        elif a.kind == "scalar" and a.type.is_int and not a.type.is_bool:
            f = int_facts(int(a.value))
        if f:
            facts[a.name] = f
    return facts


def parse_type(text) -> DType | PointerType:
    """``"*fp32"`` → PointerType(fp32), ``"i32"`` → DType.i32; DType/PointerType pass through.
    Raises ValueError for an unknown name."""
    if isinstance(text, (DType, PointerType)):
        return text
    s = str(text).strip()
    ptr = s.startswith("*")
    dt = dtype_from_name(s[1:].strip() if ptr else s)
    if dt is None:
        raise ValueError(f"unknown type {text!r}; use a dtype such as i32 or fp16, or a pointer "
                         f"such as *fp32")
    return PointerType(dt) if ptr else dt


def cache_key(arg_types: dict, constexprs: dict, facts: dict) -> tuple:
    """A hashable key of one specialization; constexprs keyed with their type, so that 1,
    1.0 and True stay distinct."""
    first = operator.itemgetter(0)
    return (
        tuple(sorted(arg_types.items(), key=first)),
        tuple(sorted(((k, type(v), v) for k, v in constexprs.items()), key=first)),
        tuple(sorted(((k, tuple(sorted(f))) for k, f in facts.items()), key=first)),
    )
