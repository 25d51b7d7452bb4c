"""The ``LIBDEVICE`` op: the numpy reference of each function of
:data:`tiledsl.libdevice.FUNCTIONS` (the code generator calls CUDA's and HIP's function of
that name; docs/language.md gives the bound between the two).

Each reference takes the operands as float64 arrays (exact for fp32 and fp64 operands) and the
operand dtype. The transcendental ones compute in float64 and the op rounds the result once
to the operand's dtype, so fp32 results are correctly rounded but for a double rounding
in rare ties; for fp64 they are numpy's (or Python's ``math``) functions. ``rint``,
``copysign``, ``nextafter``, ``fdim``, ``remainder`` and ``fmod`` are exact, computed in the
operand's own dtype.
"""
from __future__ import annotations

import math

import numpy as np

from tiledsl.ir import Op

F64 = np.float64


def _per_element(f):
    """``f`` of Python's ``math`` on each element (float64 in, float64 out)."""
    def g(dt, x):
        return np.frompyfunc(f, 1, 1)(x).astype(F64)
    return g


def _lgamma(v: float) -> float:
    if math.isnan(v):
        return v
    if math.isinf(v) or (v <= 0 and v == math.floor(v)):
        return math.inf  # C: +inf at the poles and at ±inf
    try:
        return math.lgamma(v)
    except OverflowError:
        return math.inf


def _tgamma(v: float) -> float:
    if math.isnan(v) or v == -math.inf:
        return math.nan
    if v == 0:
        return math.copysign(math.inf, v)
    if v < 0 and v == math.floor(v):
        return math.nan  # C: NaN at the negative integers
    try:
        return math.gamma(v)
    except OverflowError:  # large v, or v next to 0, where Γ(v) ~ 1/v keeps v's sign
        return math.copysign(math.inf, v)


def _sinpi_reduced(r: np.ndarray) -> np.ndarray:
    """sin(πr) for |r| <= 1 (exact zeros at 0 and ±1, ±1 at ±1/2)."""
    t = np.where(np.abs(r) > 0.5, np.copysign(1.0, r) - r, r)  # sin(π(1 - r)) = sin(πr)
    return np.where(t == 0, np.copysign(0.0, r), np.sin(np.pi * t))


def _reduce2(x: np.ndarray) -> np.ndarray:
    """x minus the nearest even integer (exact), in [-1, 1]."""
    return x - 2.0 * np.rint(x / 2.0)


def _sinpi(dt, x):
    with np.errstate(invalid="ignore"):
        r = _reduce2(x)
        out = _sinpi_reduced(r)
    # a zero (x an integer) has the sign of x, as IEEE 754's sinPi
    return np.where(np.isinf(x), np.nan, np.where(out == 0, np.copysign(0.0, x), out))


def _cospi(dt, x):
    with np.errstate(invalid="ignore"):
        r = np.abs(_reduce2(x))
        out = _sinpi_reduced(0.5 - r)  # cos(πr) = sin(π(1/2 - r)); +0 at r = 1/2
    return np.where(np.isinf(x), np.nan, np.where(r == 0.5, 0.0, out))


def _in(dt, f):
    """``f`` computed in the operand dtype itself (exact functions)."""
    def g(_, *xs):
        return f(*(x.astype(dt) for x in xs))
    return g


def _fdim(x, y):
    with np.errstate(over="ignore"):
        return np.where(np.isnan(x) | np.isnan(y), x + y,
                        np.where(x > y, x - y, x.dtype.type(0)))


def _remainder(x, y):
    def one(a, b):
        try:
            return math.remainder(a, b)
        except ValueError:  # remainder(inf, y), remainder(x, 0)
            return math.nan
    return np.frompyfunc(one, 2, 1)(x.astype(F64), y.astype(F64)).astype(x.dtype)


#: name → reference(dtype, *float64 operands) -> array; :data:`EXACT` ones return the dtype
REFERENCES = {
    "cbrt": lambda dt, x: np.cbrt(x),
    "exp10": lambda dt, x: np.power(10.0, x),
    "log10": lambda dt, x: np.log10(x),
    "asinh": lambda dt, x: np.arcsinh(x),
    "acosh": lambda dt, x: np.arccosh(x),
    "atanh": lambda dt, x: np.arctanh(x),
    "sinpi": _sinpi,
    "cospi": _cospi,
    "lgamma": _per_element(_lgamma),
    "tgamma": _per_element(_tgamma),
    "rint": lambda dt, x: np.rint(x),
    "nearbyint": lambda dt, x: np.rint(x),
    "hypot": lambda dt, x, y: np.hypot(x, y),
    "copysign": lambda dt, x, y: np.copysign(x.astype(dt), y.astype(dt)),
    "nextafter": lambda dt, x, y: np.nextafter(x.astype(dt), y.astype(dt)),
    "fdim": lambda dt, x, y: _fdim(x.astype(dt), y.astype(dt)),
    "remainder": lambda dt, x, y: _remainder(x.astype(dt), y.astype(dt)),
    "fmod": lambda dt, x, y: np.fmod(x.astype(dt), y.astype(dt)),
}


def libdevice(ctx, op, *xs):
    """``libdevice.<fn>(...)``: :data:`REFERENCES` ``[fn]`` rounded once to the operand's
    dtype (fp32 or fp64)."""
    dt = xs[0].dtype
    with np.errstate(all="ignore"):
        r = REFERENCES[op.attrs["fn"]](dt, *(np.asarray(x, dtype=F64) for x in xs))
        return np.asarray(r).astype(dt)


TABLE = {Op.LIBDEVICE: libdevice}

__all__ = ["REFERENCES", "TABLE"]
