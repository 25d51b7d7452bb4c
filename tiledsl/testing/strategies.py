"""Hypothesis strategies for the arguments of tiledsl kernels.

Every strategy draws what breaks kernels in practice:

* :func:`values` / :func:`arrays`: elements of any tiledsl dtype (``bf16`` through
  ``ml_dtypes``) that include the special cases: NaN, ±inf, ±0.0, subnormals and the largest
  finite values for floats; the minimum, maximum, 0, ±1 for integers;
* :func:`lengths` / :func:`shapes`: sizes that are mostly *not* multiples of the tile, so the
  last program runs with a masked tail (and sometimes exact multiples, one element, one tile);
* :func:`arrays` with ``layouts=``: besides contiguous arrays, views into a larger buffer that
  start one element in (breaking 16-byte alignment, which turns off vectorized accesses on the
  GPU), views with a gap between elements (``strided``) and, for 2-D, rows padded to a larger
  row stride (``padded``) or transposed storage (``transposed``);
* :func:`scalars`: numpy scalars of exactly a parameter's dtype, extremes included;
* :func:`kernel_args`: a whole argument list for a kernel from its signature.

A drawn view keeps the buffer it was cut from alive; :func:`element_strides` gives the strides
to pass to a kernel that takes them (in elements, as tiledsl counts them).
"""
from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from ..dtypes import DType, dtype_from_name, dtype_from_numpy

LAYOUTS = ("contiguous", "offset", "strided", "padded", "transposed")


def as_dtype(dtype) -> DType:
    """A tiledsl :class:`~tiledsl.dtypes.DType` from a DType, a name (``"fp16"``,
    ``"float16"``) or a numpy dtype. Raises ValueError for anything else."""
    if isinstance(dtype, DType):
        return dtype
    if isinstance(dtype, str):
        d = dtype_from_name(dtype)
        if d is not None:
            return d
    try:
        d = dtype_from_numpy(np.dtype(dtype))
    except TypeError:
        d = None
    if d is None:
        raise ValueError(f"not a tiledsl dtype: {dtype!r} (use i1 i8 ... u64 fp16 bf16 fp32 "
                         f"fp64)")
    return d


def special_values(dtype) -> list:
    """The special values of ``dtype`` as Python numbers: for floats NaN, ±inf, ±0.0, the
    smallest subnormal and normal, the largest finite value, ±1; for integers the minimum,
    maximum, 0, 1 and -1 (when signed)."""
    d = as_dtype(dtype)
    if d is DType.i1:
        return [False, True]
    if d.is_int:
        vals = [0, 1, d.max, d.min, d.max - 1]
        if d.is_signed:
            vals += [-1, d.min + 1]
        return list(dict.fromkeys(vals))
    if d is DType.bf16:
        tiny, normal, big = 2.0 ** -133, 2.0 ** -126, float.fromhex("0x1.fep127")
    else:
        fi = np.finfo(d.np)
        tiny, normal, big = float(fi.smallest_subnormal), float(fi.tiny), float(fi.max)
    return [math.nan, math.inf, -math.inf, 0.0, -0.0, tiny, -tiny, normal, big, -big, 1.0,
            -1.0]


def values(dtype, *, specials: bool = True, min_value=None, max_value=None):
    """Python numbers representable in ``dtype``.

    With ``specials`` (and no bounds) the special values of :func:`special_values` are drawn
    often; without, floats are finite normal numbers or zero. ``min_value``/``max_value``
    bound the values (and drop the specials that fall outside, NaN and infinities included).
    """
    d = as_dtype(dtype)
    if d is DType.i1:
        return st.booleans()
    if d.is_int:
        lo = d.min if min_value is None else max(d.min, int(min_value))
        hi = d.max if max_value is None else min(d.max, int(max_value))
        base = st.integers(lo, hi)
        sp = [v for v in special_values(d) if lo <= v <= hi]
    else:
        width = {DType.fp16: 16, DType.bf16: 32, DType.fp32: 32, DType.fp64: 64}[d]
        bounded = min_value is not None or max_value is not None
        base = st.floats(min_value=min_value, max_value=max_value, width=width,
                         allow_nan=specials and not bounded,
                         allow_infinity=specials and not bounded, allow_subnormal=specials)
        if d is DType.bf16:
            base = base.map(lambda v: float(np.float32(v).astype(d.np)))
        sp = [v for v in special_values(d) if not bounded or (
            not math.isnan(v) and (min_value is None or v >= min_value)
            and (max_value is None or v <= max_value))]
    if specials and sp:
        return st.one_of(st.sampled_from(sp), base)
    return base


def scalars(dtype, *, specials: bool = True, min_value=None, max_value=None):
    """A numpy scalar of exactly ``dtype`` (what a scalar kernel parameter of that type
    takes), drawn from :func:`values`."""
    d = as_dtype(dtype)
    return values(d, specials=specials, min_value=min_value, max_value=max_value).map(
        lambda v: _scalar_of(v, d))


def _scalar_of(v, d: DType):
    if d is DType.i1:
        return np.bool_(v)
    if d.is_int:
        return d.np.type(v)
    return np.array(v, dtype=np.float64).astype(d.np)[()]


def lengths(block: int, *, max_blocks: int = 4, min_length: int = 1):
    """Array lengths for a kernel with tiles of ``block`` elements: mostly not multiples of
    ``block`` (the last program has a masked tail), sometimes exactly ``k * block``, a single
    element or ``block ± 1``. At most ``max_blocks * block``."""
    hi = max(min_length, max_blocks * block)
    near = sorted({max(min_length, min(hi, v)) for v in (1, block - 1, block, block + 1,
                                                         2 * block - 1, 2 * block + 1)})
    tails = st.integers(0, max_blocks - 1).flatmap(
        lambda k: st.integers(max(min_length, k * block + 1),
                              max(min_length, min(hi, (k + 1) * block - 1))))
    return st.one_of(st.sampled_from(near), tails, st.integers(min_length, hi))


def shapes(tile, *, max_tiles: int = 3):
    """Array shapes for tiles of shape ``tile`` (an int or a tuple of ints): each dimension
    drawn by :func:`lengths`, so tails are masked along every axis."""
    tile = (tile,) if isinstance(tile, int) else tuple(tile)
    return st.tuples(*(lengths(t, max_blocks=max_tiles) for t in tile))


def arrays(dtype, shape, *, specials: bool = True, layouts=LAYOUTS, min_value=None,
           max_value=None, elements=None):
    """numpy arrays of ``dtype`` and ``shape`` (an int, a tuple, or a strategy of either).

    Elements come from :func:`values` (or the ``elements`` strategy); ``layouts`` picks how
    the array sits in memory: ``"contiguous"``, ``"offset"`` (a view starting one element into
    a larger buffer, so its address is not 16-byte aligned), ``"strided"`` (every other
    element of a larger buffer), and for 2-D shapes ``"padded"`` (row stride larger than the
    row) and ``"transposed"`` (column-major storage). The result is always writable.
    """
    d = as_dtype(dtype)
    shape_st = shape if isinstance(shape, st.SearchStrategy) else st.just(shape)
    elems = elements if elements is not None else values(
        d, specials=specials, min_value=min_value, max_value=max_value)
    layouts = tuple(layouts)
    for lay in layouts:
        if lay not in LAYOUTS:
            raise ValueError(f"unknown layout {lay!r}; layouts: {', '.join(LAYOUTS)}")

    @st.composite
    def draw_array(draw):
        shp = draw(shape_st)
        shp = (shp,) if isinstance(shp, (int, np.integer)) else tuple(int(s) for s in shp)
        data = draw(hnp.arrays(_holder(d), shp, elements=elems, fill=st.nothing()))
        data = data if d is not DType.bf16 else data.astype(d.np)
        usable = [lay for lay in layouts if lay not in ("padded", "transposed")
                  or len(shp) == 2]
        lay = draw(st.sampled_from(usable or ["contiguous"]))
        return place(data, lay, pad=draw(st.integers(1, 3)))

    return draw_array()


def _holder(d: DType) -> np.dtype:
    """The numpy dtype hypothesis fills (bf16 values are drawn exactly in float32)."""
    return np.dtype(np.float32) if d is DType.bf16 else d.np


def place(data: np.ndarray, layout: str, pad: int = 1) -> np.ndarray:
    """``data`` copied into memory laid out as ``layout`` (see :func:`arrays`); ``pad``
    extra elements per row for ``"padded"``. The bytes around the view are filled with a
    fixed pattern, so a kernel that strays into them gives the same answer everywhere."""
    if layout == "contiguous":
        return data.copy()
    if layout == "offset":
        buf = _buffer(data.dtype, data.size + 1 + pad)
        view = buf[1: 1 + data.size].reshape(data.shape)
    elif layout == "strided":
        buf = _buffer(data.dtype, 2 * data.size + pad)
        view = buf[: 2 * data.size: 2].reshape(data.shape) if data.ndim <= 1 else \
            buf[: 2 * data.size].reshape(data.shape[:-1] + (2 * data.shape[-1],))[..., ::2]
    elif layout == "padded":
        rows, cols = data.shape
        buf = _buffer(data.dtype, rows * (cols + pad) + 1)
        view = buf[: rows * (cols + pad)].reshape(rows, cols + pad)[:, :cols]
    elif layout == "transposed":
        rows, cols = data.shape
        buf = _buffer(data.dtype, rows * cols)
        view = buf.reshape(cols, rows).T
    else:
        raise ValueError(f"unknown layout {layout!r}; layouts: {', '.join(LAYOUTS)}")
    view[...] = data
    return view


def _buffer(dtype, n: int) -> np.ndarray:
    """A 64-byte-aligned 1-D buffer of ``n`` elements filled with the byte 0x5A (False for
    bool)."""
    dtype = np.dtype(dtype)
    raw = np.full(n * dtype.itemsize + 64, 0x5A if dtype != np.bool_ else 0, dtype=np.uint8)
    skip = (-raw.__array_interface__["data"][0]) % 64
    return raw[skip: skip + n * dtype.itemsize].view(dtype)


def element_strides(a: np.ndarray) -> tuple:
    """The strides of ``a`` in elements (what a kernel's stride parameters take)."""
    return tuple(s // a.itemsize for s in a.strides)


def kernel_args(kernel, *, shapes=None, dtypes=None, fixed=None, derived=None,
                specials: bool = True, layouts=LAYOUTS):
    """A dict of arguments for every runtime parameter of ``kernel`` (in parameter order).

    * a pointer parameter gets an array of its pointee dtype from :func:`arrays`, of shape
      ``shapes[name]`` (an int, tuple or strategy; default: :func:`lengths` of 128);
    * a scalar parameter gets :func:`scalars` of its dtype;
    * an unannotated parameter needs ``dtypes[name]`` (``"*fp32"`` for an array, ``"i32"``
      for a scalar), else ValueError;
    * ``fixed[name]`` is used as is (a value, or a strategy to draw from); ``derived[name]``
      is a function of the dict drawn so far (e.g. ``lambda a: a["x"].size``);
    * constexpr parameters are left out: pass them as keywords to the launch.

    Use it as ``@given(args=kernel_args(mod.k, derived={"n": lambda a: a["x"].size}))`` and
    launch with ``k[grid](*args.values(), BLOCK=...)``.
    """
    shapes, dtypes = dict(shapes or {}), dict(dtypes or {})
    fixed, derived = dict(fixed or {}), dict(derived or {})
    order = [p.name for p in kernel.params if p.kind != "constexpr"]
    plan = []
    for p in kernel.params:
        if p.kind == "constexpr":
            continue
        if p.name in derived:
            plan.append((p.name, None))
            continue
        if p.name in fixed:
            v = fixed[p.name]
            plan.append((p.name, v if isinstance(v, st.SearchStrategy) else st.just(v)))
            continue
        kind, dt = p.kind, p.dtype
        if kind == "any":
            spec = dtypes.get(p.name)
            if spec is None:
                raise ValueError(f"parameter '{p.name}' of {kernel.name}() is unannotated: "
                                 f"give its type, e.g. dtypes={{'{p.name}': '*fp32'}}")
            kind = "pointer" if str(spec).startswith("*") else "scalar"
            dt = as_dtype(str(spec).lstrip("*"))
        if kind == "pointer":
            shape = shapes.get(p.name, lengths(128))
            plan.append((p.name, arrays(dt, shape, specials=specials, layouts=layouts)))
        else:
            plan.append((p.name, scalars(dt, specials=specials)))

    @st.composite
    def draw_args(draw):
        out = {}
        for name, strat in plan:
            out[name] = None if strat is None else draw(strat)
        for name, fn in derived.items():
            out[name] = fn(out)
        return {name: out[name] for name in order}

    return draw_args()


__all__ = ["LAYOUTS", "as_dtype", "special_values", "values", "scalars", "lengths", "shapes",
           "arrays", "place", "element_strides", "kernel_args"]
