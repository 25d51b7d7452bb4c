"""Launch data for a generated kernel: shapes, strides, array contents and scalar values.

Array contents come from a seeded numpy generator in one of four modes (so that shrinking
the mode simplifies the data): 0 zeros, 1 small integers, 2 wide random values, 3 special
values (NaN, ±inf, ±0, subnormals, the extremes of the dtype, and the math functions'
thresholds from :func:`tiledsl.testing.extremes.thresholds`) mixed with random ones.
"""
from __future__ import annotations

import numpy as np

from . import ftypes as T
from . import model as M
from .choices import Chooser

_POISON = 0x5A


def special_values(d: str) -> list:
    """The special values of dtype ``d`` as Python numbers."""
    if d == "i1":
        return [False, True]
    if T.is_int(d):
        lo, hi = T.int_range(d)
        return sorted({0, 1, hi, lo, hi - 1, lo + 1, (hi + lo) // 2, min(hi, 7)})
    fi = np.finfo(np.float32 if d == "bf16" else T.np_dtype(d))
    tiny = float(fi.smallest_subnormal) if d != "bf16" else 9.183549615799121e-41
    big = float(fi.max) if d != "bf16" else 3.3895313892515355e38
    return [0.0, -0.0, 1.0, -1.0, float("nan"), float("inf"), float("-inf"), tiny, -tiny,
            big, -big, float(fi.tiny) if d != "bf16" else 1.1754943508222875e-38, 0.5, 3.0]


def array(rng: np.random.Generator, d: str, n: int, mode: int) -> np.ndarray:
    """``n`` values of dtype ``d`` in data ``mode`` (see the module docstring)."""
    dt = T.np_dtype(d)
    if mode == 0 or n == 0:
        return np.zeros(n, dtype=dt)
    if d == "i1":
        return rng.random(n) < 0.5
    if mode == 1:
        lo = 0 if T.is_unsigned(d) else -4
        return rng.integers(lo, 9, n).astype(np.float64).astype(dt) if T.is_float(d) \
            else rng.integers(lo, 9, n).astype(dt)
    if T.is_int(d):
        lo, hi = T.int_range(d)
        vals = rng.integers(lo, hi, n, endpoint=True, dtype=np.int64 if T.is_signed(d) or
                            T.BITS[d] < 64 else np.uint64)
        out = vals.astype(dt)
    else:
        mag = 10.0 ** rng.uniform(-3, 3, n)
        out = (rng.standard_normal(n) * mag).astype(np.float64).astype(dt)
    if mode == 3:
        specials = special_values(d)
        if T.is_float(d):  # half of them the math functions' thresholds (overflow, flush ...)
            from ..extremes import thresholds

            cut = thresholds(d)
            specials = specials * max(1, len(cut) // len(specials)) + cut
        pick = rng.random(n) < 0.5
        idx = rng.integers(0, len(specials), n)
        sv = np.array([specials[i] for i in idx], dtype=np.float64 if T.is_float(d) else
                      (np.int64 if T.is_signed(d) else np.uint64))
        out = np.where(pick, sv.astype(dt), out).astype(dt)
    return out


def scalar(ch: Chooser, d: str):
    """A numpy scalar of dtype ``d``: a special value or a small random one."""
    vals = special_values(d)
    v = vals[ch.int(0, len(vals) - 1)] if ch.flag(70) else ch.int(-5, 5)
    if d == "i1":
        return np.bool_(bool(v))
    if T.is_int(d):
        lo, hi = T.int_range(d)
        v = min(max(int(v), lo), hi)
        return T.np_dtype(d).type(v)
    return np.array(float(v), dtype=np.float64).astype(T.np_dtype(d))[()]


def poison(d: str, n: int) -> np.ndarray:
    """The initial contents of an output: a fixed byte pattern (False for i1)."""
    dt = T.np_dtype(d)
    if d == "i1":
        return np.zeros(n, dtype=dt)
    return np.full(n * dt.itemsize, _POISON, dtype=np.uint8).view(dt).copy()


def _mode(ch: Chooser) -> int:
    """Data mode: zeros rarely (they hide most bugs), the others equally often."""
    k = ch.int(0, 9)
    return 0 if k == 0 else 1 + (k - 1) % 3


def launch_data(ch: Chooser, k: M.Kernel, grid: int) -> M.Case:
    """Shapes, strides, arrays and scalars for one launch of ``k`` over ``grid`` programs."""
    R, C = k.R, k.C
    values: dict = {}
    arrays: dict = {}
    offsets: dict = {}
    rows = grid * R
    for b in k.inputs:
        m = max(1, rows + 1 - ch.int(0, rows))
        n = C - ch.int(0, C) if ch.flag(80) else C + 1
        s = n + ch.int(0, 2)
        size = (m - 1) * s + max(n, 1) + ch.int(0, 2)
        rng = np.random.default_rng(ch.int(0, 2**31 - 1))
        arrays[b.name] = array(rng, b.dtype, size, _mode(ch))
        values[f"m{b.name}"], values[f"n{b.name}"], values[f"s{b.name}"] = (
            np.int32(m), np.int32(n), np.int32(s))
    for b in k.outputs:
        arrays[b.name] = poison(b.dtype, rows * C if b.rank == 2 else rows)
    values["mo"] = np.int32(rows - ch.int(0, R - 1))
    values["t"] = np.int32(ch.int(0, 3))
    for s in k.scalars:
        values[s.name] = scalar(ch, s.dtype)
    for name in arrays:
        offsets[name] = 1 if ch.flag(30) else 0
    case = M.Case(k, grid, arrays, values, offsets)
    case.arrays = case.fresh_arrays()
    return case
