"""The GPU launch fast path: a fingerprint of a call's arguments (:func:`_fingerprint`, generated
as straight-line code by :func:`_fingerprinter`) keys a :class:`_FastLaunch` that converts the
arguments straight to their kernel-argument form and launches, skipping binding and checks
that an earlier launch with the same fingerprint did (docs/launch.md)."""
from __future__ import annotations

import functools
import sys

import numpy as np

from .. import knobs
from ..checkspec import gpu_check_from_env
from ..dtypes import DType
from .arrays import TorchCudaArray, is_torch, torch_cuda_key
from .binding import GRID_LIMITS, normalize_grid, specialize


def _fingerprint(params, args: tuple, kwargs: dict):
    """A key that determines everything a GPU launch decides before it runs — argument types,
    constexpr values, options, alignment/divisibility/``noalias`` facts, read-only flags, the
    device — or None when the launch must take the full path (host arrays, other objects,
    unhashable values, torch tensors passed by keyword, ``TILEDSL_INTERPRET``). Device arrays
    (cupy arrays, torch CUDA tensors) key on their dtype, address, shape, strides and device,
    so a launch on the same buffers as an earlier one skips binding and checking (Triton's
    launcher caches the same way, on data pointers' alignment and dtypes).
    :func:`_fingerprinter` generates the same computation as straight-line code."""
    if knobs.interpret() or len(args) > len(params):
        return None
    nd = _cupy_ndarray()
    parts = tuple(_fp_part(params[i], a, nd) for i, a in enumerate(args))
    if None in parts:
        return None
    kw = _fp_kwargs(kwargs)
    return None if kw is None else (parts, kw)


def _fp_part(param, a, nd):
    """One positional argument's part of the fingerprint, or None: the full path decides."""
    t = type(a)
    if t is nd:
        d = a.data
        return (a.dtype.char, d.ptr, a.shape, a.strides, d.device_id)
    if t is bool or t is np.bool_:
        return (t, bool(a))  # two values; an i32 parameter given True is_one
    if t is int or isinstance(a, np.integer):
        v = int(a)  # numpy integers too: their value decides div16 / is_one / range
        if param.kind == "constexpr":
            return (t, v)
        return (t, v % 16 == 0, v == 1, -(2**31) <= v < 2**31, -(2**63) <= v < 2**63)
    if t is float or (isinstance(a, np.generic) and not isinstance(a, np.complexfloating)):
        if param.kind == "constexpr":
            return (t, a)
        try:  # fits fp32, inf or nan, or a finite value that overflows fp32 (refused)
            c = abs(float(a))
        except (TypeError, ValueError):  # complex, datetime...: the full path says why
            return None
        return (t, c <= 3.4028234663852886e38, 3.4028234663852886e38 < c < _INF)
    return torch_cuda_key(a)


def _fp_kwargs(kwargs: dict):
    """The keyword arguments' part of the fingerprint, or None."""
    for v in kwargs.values():
        if type(v) not in _PLAIN_OPTION_TYPES and is_torch(v):
            return None  # hashable by identity: keying on it would keep the tensor alive
    try:  # with each value's type: 2, 2.0, True and np.int64(2) are equal but not the same
        kw = tuple((k, type(v), v) for k, v in kwargs.items())  # another order: another entry
        hash(kw)
    except TypeError:  # an unhashable keyword value (an array passed by name...)
        return None
    return kw


def _fingerprinter(params, n: int):
    """``f(args, kwargs)``, the same key as :func:`_fingerprint` for calls with ``n``
    positional arguments, generated as straight-line code: a cupy array at a pointer
    position and a Python or numpy integer or float at a scalar position take an inline
    expression, anything else :func:`_fp_part`."""
    if n > len(params):
        return lambda args, kwargs: None
    env = {"part": _fp_part, "params": params, "nd_of": _cupy_ndarray, "kwpart": _fp_kwargs,
           "interpret": knobs.interpret, "checked": _check_set, "env_check": gpu_check_from_env,
           "np": np, "i32": np.int32, "i64": np.int64,
           "f32": np.float32, "inf": _INF}
    items = []
    for i in range(n):
        p, x = params[i], f"a{i}"
        if p.kind == "pointer":
            items.append(f"((a{i}.dtype.char, (d := a{i}.data).ptr, a{i}.shape, a{i}.strides, "
                         f"d.device_id) if type(a{i}) is nd else part(params[{i}], a{i}, nd))")
        elif p.kind != "constexpr":
            items.append(
                f"((t, (v := int({x})) % 16 == 0, v == 1, -2147483648 <= v < 2147483648, "
                f"-9223372036854775808 <= v < 9223372036854775808) "
                f"if (t := type({x})) is int or t is i32 or t is i64 else "
                f"(t, (c := abs(float({x}))) <= 3.4028234663852886e38, "
                f"3.4028234663852886e38 < c < inf) "
                f"if t is float or t is f32 else part(params[{i}], {x}, nd))")
        else:
            items.append(f"part(params[{i}], {x}, nd)")
    unpack = f"    {', '.join(f'a{i}' for i in range(n))}{',' if n == 1 else ''} = args\n" \
        if n else ""
    src = ("def fingerprint(args, kwargs):\n"
           "    if interpret() or (checked() and env_check()):\n        return None\n"
           "    nd = nd_of()\n" + unpack +
           f"    parts = ({', '.join(items)}{',' if n == 1 else ''})\n"
           "    if None in parts:\n        return None\n"
           "    kw = kwpart(kwargs)\n"
           "    return None if kw is None else (parts, kw)\n")
    exec(src, env)  # noqa: S102
    return env["fingerprint"]


_INF = float("inf")


def _check_set() -> bool:
    """Whether ``TILEDSL_CHECK`` is set: a launch then takes the slow path when it turns the
    GPU's bounds check on (the fast path launches unchecked kernels only)."""
    return knobs.is_set(knobs.CHECK)


#: keyword values that are never torch objects (constexprs, num_warps, load_other, ...)
_PLAIN_OPTION_TYPES = frozenset((int, str, bool, float, type(None)))


def _cupy_ndarray():
    mod = sys.modules.get("cupy")
    return getattr(mod, "ndarray", None) if mod is not None else None


class _FastLaunch:
    """A GPU launch whose binding, specialization and checks were done for this fingerprint;
    calling it converts the scalars straight to their kernel-argument form, reads device
    addresses, evaluates the grid and launches the compiled kernel (compiled once per
    device; a cleared compile cache is noticed and refilled)."""

    _CUPY, _TORCH, _SCALAR = 0, 1, 2

    def __init__(self, kernel, fn, ordered, opts, device, meta):
        import cupy  # the launch that made this fast path imported it already

        from .. import codegen
        from ..codegen import runtime
        from ..codegen.runtime import kernel_scalar

        # resolved once, not per launch (tests replace codegen.launch_prepared before this)
        self._cupy, self._launch_prepared, self._runtime = cupy, codegen.launch_prepared, runtime
        self.kernel = kernel
        self.fn = fn
        self.opts = opts
        self.device = device
        # a grid callable's dict without the arrays: an array is always one of the call's
        # own arguments (put back from them at each launch), and keeping it here would keep
        # its memory alive, so that arrays allocated afresh per call never reuse an address
        # and never match this entry's fingerprint
        arrays = {a.name for a in ordered if a.kind == "pointer"}
        self.meta = {k: v for k, v in meta.items() if k not in arrays}
        self.names = [p.name for p in kernel.params]
        pos = {p.name: (i, p) for i, p in enumerate(kernel.params)}
        by_name = {p.name: p for p in fn.params}
        # for each IR parameter: (index in the call's positionals, keyword name, kind,
        # converter to the kernel argument, default)
        self.slots = []
        for a in ordered:
            if a.kind == "pointer":
                kind = self._TORCH if isinstance(a.value.data, TorchCudaArray) else self._CUPY
                conv = functools.partial(TorchCudaArray, elem=a.value.dtype)
                default = None
            else:
                kind = self._SCALAR
                kform = functools.partial(kernel_scalar, by_name[a.name]) \
                    if a.type in (DType.fp16, DType.bf16, DType.i1) else None
                conv = _ScalarSlot(kernel.name, pos[a.name][1], a.type, kform)
                default = a.value
            self.slots.append((pos[a.name][0], a.name, kind, conv, default))
        self.lopts = {"num_warps": opts.num_warps, "stream": opts.stream}
        # torch tensors without stream=: torch's current stream, read at every launch
        self.torch_stream = opts.stream is None and any(
            kind == self._TORCH for _, _, kind, _, _ in self.slots)
        if opts.num_stages is not None:
            self.lopts["num_stages"] = opts.num_stages
        if opts.load_other is not None:
            self.lopts["load_other"] = opts.load_other
        # the generated argument list, built at the first fast launch (not for an entry that
        # is never used again) and shared by entries of the same argument layout
        self._npos = max((i for i, *_ in self.slots), default=-1) + 1
        self._positional = None

    def _arg(self, j, v):
        """Slot ``j``'s kernel argument from the value ``v`` the call gave."""
        _, name, kind, conv, _ = self.slots[j]
        if kind == self._SCALAR:
            return conv(v)
        if kind == self._CUPY and type(v) is self._cupy.ndarray:
            return v.data.ptr
        # a torch CUDA tensor (or another device array): its address through tiledsl's interface
        return self._runtime._device_ptr(conv(v) if kind == self._TORCH else v, name)

    def _kargs(self, args, kwargs) -> list:
        """The kernel arguments of a call, in the order of the IR's parameters."""
        if len(args) >= self._npos:
            f = self._positional
            if f is None:
                f = self._positional = self._straight_line()
            return f(args, self._arg)
        return [self._arg(j, args[i] if i < len(args) else kwargs.get(name, default))
                for j, (i, name, _, _, default) in enumerate(self.slots)]

    def _straight_line(self):
        """``f(args, arg)``: the kernel arguments of a call whose positional arguments hold
        every run-time parameter, as one generated list display (no loop, no per-argument
        dispatch: a cupy array or a scalar of its parameter's exact numpy type costs a type
        test, like Triton's generated launcher; anything else goes through ``arg``, the
        entry's :meth:`_arg`). Entries of one argument layout share the function."""
        nd = self._cupy.ndarray
        layout = [nd]
        for i, _, kind, conv, _ in self.slots:
            if kind == self._SCALAR:
                layout.append(("s", i, conv.exact if conv.kform is None else None))
            else:
                layout.append(("c" if kind == self._CUPY else "g", i))
        layout = tuple(layout)
        f = _STRAIGHT_LINE.get(layout)
        if f is None:
            env = {"nd": nd}
            items = []
            for j, (kind, i, *rest) in enumerate(layout[1:]):
                x = f"x{j}"
                if kind == "s" and rest[0] is not None:
                    env[f"T{j}"] = rest[0]
                    items.append(f"({x} if type({x} := a[{i}]) is T{j} else arg({j}, {x}))")
                elif kind == "c":
                    items.append(f"({x}.data.ptr if type({x} := a[{i}]) is nd else "
                                 f"arg({j}, {x}))")
                else:
                    items.append(f"arg({j}, a[{i}])")
            exec(f"def kargs(a, arg):\n    return [{', '.join(items)}]\n", env)  # noqa: S102
            f = _STRAIGHT_LINE[layout] = env["kargs"]
        return f

    def __call__(self, grid, args, kwargs):
        cupy, launch_prepared = self._cupy, self._launch_prepared
        try:
            kargs = self._kargs(args, kwargs)
        except _Respecialize:  # a value of another type than this entry's: the full path
            return self.kernel._launch_slow(grid, args, kwargs, None)
        if callable(grid):
            meta = dict(self.meta)
            meta.update(zip(self.names, args))
            meta.update(kwargs)
            grid3 = normalize_grid(self.kernel.name, grid, meta)
        else:
            grid3 = _plain_grid(grid) or normalize_grid(self.kernel.name, grid)
        cur = cupy.cuda.runtime.getDevice()
        dev = self.device if self.device is not None else cur
        lopts = self.lopts
        if self.torch_stream:
            from .capture import torch_stream

            lopts = {**lopts, "stream": torch_stream(dev)}
        if dev != cur:
            with cupy.cuda.Device(dev):
                return launch_prepared(self.fn, grid3, kargs, device=dev, **lopts)
        return launch_prepared(self.fn, grid3, kargs, device=dev, **lopts)


#: generated argument lists of fast-path entries, by argument layout (_straight_line)
_STRAIGHT_LINE: dict = {}


class _Respecialize(Exception):
    """A fast-path value that specializes to another type than its entry's."""


class _ScalarSlot:
    """The kernel-argument form of one scalar parameter on the fast path, exactly what the
    full path would pass, or the full path's TileLaunchError.

    A value of the parameter's exact numpy type is taken as it is. A Python int for an
    i32/i64 parameter and a Python float for an fp32/fp64 one are converted directly: the
    fingerprint holds what decides their validity (the integer range, fp32 overflow). Any
    other value is specialized as the full path does (``args.specialize``), so that a value
    that does not fit (an i8 given 300, a u32 given -1, an fp16 given 70000.0, an i1 given
    16) raises the same error."""

    __slots__ = ("kernel", "param", "dtype", "exact", "plain", "kform")

    def __init__(self, kernel: str, param, dtype, kform):
        self.kernel, self.param, self.dtype, self.kform = kernel, param, dtype, kform
        self.exact = np.dtype(dtype.np).type
        self.plain = int if dtype in (DType.i32, DType.i64) else \
            float if dtype in (DType.fp32, DType.fp64) else None

    def __call__(self, v):
        t = type(v)
        if t is self.exact:
            x = v
        elif t is self.plain:
            x = self.exact(v)
        else:
            a = specialize(self.kernel, self.param, v)
            if a.type is not self.dtype:
                raise _Respecialize
            x = a.value
        return x if self.kform is None else self.kform(x)


def _plain_grid(grid):
    """A tuple of 1 to 3 positive Python ints within the CUDA limits as a 3-tuple, else
    None (then :func:`normalize_grid` decides, and explains a bad grid)."""
    if type(grid) is not tuple or not 1 <= len(grid) <= 3:
        return None
    for g, lim in zip(grid, GRID_LIMITS):
        if type(g) is not int or not 1 <= g <= lim:
            return None
    return grid + (1,) * (3 - len(grid))
