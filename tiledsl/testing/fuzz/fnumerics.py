"""Numerics of ``docs/language.md`` written independently of the interpreter.

Float results are computed exactly enough in float64 (or exactly, with fractions, for
``fma`` and for 64-bit integers converted to narrow floats) and rounded once to the result
format by :func:`round_to`, a round-to-nearest-even that handles subnormals and overflow for
any format (p, emin, emax). For ``+ - * /`` and ``sqrt`` float64 carries more than twice the
precision of fp32/fp16/bf16, so rounding its result once more is exact rounding. Math
functions of fp32 are evaluated in float64 and rounded (the document: "the interpreter
computes them correctly rounded in the operand's dtype"); fp64 ones use float64 libm.

Integers wrap in their dtype; ``//`` truncates toward zero, ``%`` takes the dividend's sign.
All functions take and return numpy arrays in the *storage* dtype of their tiledsl dtype
(``bool`` for i1, ml_dtypes' bfloat16 for bf16).
"""
from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from . import ftypes as T

F64 = np.float64


class Unspecified(Exception):
    """The document leaves this result unspecified: the generator must not produce it."""


def to_f64(x: np.ndarray) -> np.ndarray:
    """Exact float64 values of a float, integer (≤ 2**53) or bool array."""
    with np.errstate(invalid="ignore"):  # ml_dtypes warns on bf16 NaNs
        return np.asarray(x).astype(F64)


def round_to(x: np.ndarray, d: str) -> np.ndarray:
    """float64 values rounded to nearest even in float format ``d``, returned as ``d``'s
    storage dtype. Overflow gives ±inf, underflow keeps the sign of zero."""
    x = np.asarray(x, dtype=F64)
    if d == "fp64":
        return x.copy()
    p, emin, emax = T.FLOAT_FORMAT[d]
    out = x.copy()
    fin = np.isfinite(x) & (x != 0)
    if fin.any():
        v = x[fin]
        _, e = np.frexp(v)  # v = m * 2**e, 0.5 <= |m| < 1: the leading bit is 2**(e-1)
        q = np.maximum(e - 1, emin) - (p - 1)  # exponent of the last kept bit
        with np.errstate(over="ignore"):
            r = np.ldexp(np.rint(np.ldexp(v, -q)), q)
        r = np.where(np.abs(r) >= 2.0 ** (emax + 1), np.inf, np.abs(r))
        out[fin] = np.copysign(r, v)
    return out.astype(T.np_dtype(d))


def round_fraction(v: Fraction, d: str) -> float:
    """An exact rational rounded to nearest even in float format ``d`` (as a Python float)."""
    if v == 0:
        return 0.0
    p, emin, emax = T.FLOAT_FORMAT[d]
    sign = -1.0 if v < 0 else 1.0
    a = abs(v)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    q = max(e, emin) - (p - 1)
    scaled = a / (Fraction(2) ** q)
    n, rem = divmod(scaled.numerator, scaled.denominator)
    twice = 2 * rem
    if twice > scaled.denominator or (twice == scaled.denominator and n % 2 == 1):
        n += 1
    if n and n.bit_length() + q > emax + 1:
        return sign * math.inf
    return sign * math.ldexp(float(n), q) if n.bit_length() <= 53 else sign * float(
        Fraction(n) * Fraction(2) ** q)


def _int_to_float_exact(x: np.ndarray, d: str) -> np.ndarray:
    vals = [round_fraction(Fraction(int(v)), d) for v in x.reshape(-1)]
    return round_to(np.array(vals, dtype=F64).reshape(x.shape), d)


def cast(x: np.ndarray, src: str, dst: str) -> np.ndarray:
    """``x.to(dst)`` by the Conversions table (saturating float → int, NaN → 0; int → int
    keeps the low bits or extends by the source's signedness; one rounding everywhere)."""
    x = np.asarray(x)
    if src == dst:
        return x.copy()
    if dst == "i1":
        return to_f64(x) != 0 if T.is_float(src) else x != 0
    if src == "i1":
        x, src = x.astype(np.uint8), "u8"
    if T.is_float(dst):
        if T.is_float(src):
            return round_to(to_f64(x), dst)
        if T.BITS[src] == 64 and dst != "fp64":
            return _int_to_float_exact(x, dst)
        return round_to(x.astype(F64), dst)  # exact below 2**53; i64/u64 → fp64 rounds once
    if T.is_float(src):
        v = np.trunc(to_f64(x))
        lo, hi = T.int_range(dst)
        top = 2.0 ** T.BITS[dst] if T.is_unsigned(dst) else 2.0 ** (T.BITS[dst] - 1)
        ok = (v >= float(lo)) & (v < top)
        out = np.where(ok, v, 0.0).astype(T.np_dtype(dst))
        out = np.where(v >= top, T.np_dtype(dst).type(hi), out)
        out = np.where(v < float(lo), T.np_dtype(dst).type(lo), out)
        return out.astype(T.np_dtype(dst))
    return x.astype(T.np_dtype(dst))


def bitcast(x: np.ndarray, dst: str) -> np.ndarray:
    """Reinterpret the bits (same width)."""
    return np.array(x, copy=True).view(T.np_dtype(dst))


# ------------------------------------------------------------------------------ arithmetic
def _wrap1(x):
    return (np.asarray(x).astype(np.uint8) & 1).astype(bool)


def arith(op: str, a: np.ndarray, b: np.ndarray, ct: str) -> np.ndarray:
    """``a op b`` with both operands already in computation type ``ct``."""
    if T.is_float(ct):
        return _float_arith(op, a, b, ct)
    if ct == "i1":
        ai, bi = a.astype(np.uint8), b.astype(np.uint8)
        table = {"+": ai ^ bi, "-": ai ^ bi, "*": ai & bi, "&": ai & bi, "|": ai | bi,
                 "^": ai ^ bi}
        if op not in table:
            raise Unspecified(f"{op} on i1")
        return _wrap1(table[op])
    with np.errstate(all="ignore"):
        if op in ("+", "-", "*"):
            return {"+": np.add, "-": np.subtract, "*": np.multiply}[op](a, b)
        if op in ("&", "|", "^"):
            return {"&": np.bitwise_and, "|": np.bitwise_or, "^": np.bitwise_xor}[op](a, b)
        if op in ("//", "%"):
            if (b == 0).any() or (T.is_signed(ct) and (b == -1).any()):
                raise Unspecified("integer division by 0 or -1")
            q = np.floor_divide(a, b)
            if T.is_signed(ct):
                q = q + ((np.remainder(a, b) != 0) & ((a < 0) != (b < 0))).astype(q.dtype)
            return q if op == "//" else a - q * b
        if op in ("<<", ">>"):
            width = T.BITS[ct]
            if ((b < 0) | (b >= width)).any():
                raise Unspecified("shift amount outside [0, width)")
            if op == ">>":
                return np.right_shift(a, b)
            ut = T.np_dtype("u" + str(width))
            return np.asarray(np.left_shift(a.astype(ut), b.astype(ut))).astype(a.dtype)
    raise ValueError(op)


def _float_arith(op, a, b, ct):
    x, y = to_f64(a), to_f64(b)
    with np.errstate(all="ignore"):
        if op == "+":
            r = x + y
        elif op == "-":
            r = x - y
        elif op == "*":
            r = x * y
        elif op == "/":
            r = x / y
        elif op == "%":
            r = np.fmod(x, y)
        else:
            raise Unspecified(f"{op} on {ct}")
    return round_to(r, ct)


def compare(op: str, a, b, ct: str) -> np.ndarray:
    """Ordered comparisons (false with NaN) except ``!=``."""
    if T.is_float(ct):
        a, b = to_f64(a), to_f64(b)
    f = {"<": np.less, "<=": np.less_equal, ">": np.greater, ">=": np.greater_equal,
         "==": np.equal, "!=": np.not_equal}[op]
    return f(a, b)


def maximum(a, b, ct: str) -> np.ndarray:
    """NaN-ignoring max; +0.0 is greater than -0.0."""
    return _extreme(a, b, ct, True)


def minimum(a, b, ct: str) -> np.ndarray:
    """NaN-ignoring min; -0.0 is less than +0.0."""
    return _extreme(a, b, ct, False)


def _extreme(a, b, ct, is_max):
    if not T.is_float(ct):
        if ct == "i1":
            return (a | b) if is_max else (a & b)
        return np.maximum(a, b) if is_max else np.minimum(a, b)
    x, y = np.broadcast_arrays(to_f64(a), to_f64(b))
    r = np.where(x > y, x, y) if is_max else np.where(x < y, x, y)
    r = np.where(np.isnan(y), x, r)
    r = np.where(np.isnan(x), y, r)
    zero = (x == 0) & (y == 0)
    if zero.any():
        neg = np.signbit(x) & np.signbit(y) if is_max else np.signbit(x) | np.signbit(y)
        r = np.where(zero, np.where(neg, -0.0, 0.0), r)
    return round_to(r, ct)


def negate(x, d: str):
    if d == "i1":
        return x.copy()
    if T.is_float(d):
        return round_to(-to_f64(x), d)
    with np.errstate(all="ignore"):
        return np.negative(x)


def absolute(x, d: str):
    if d == "i1" or T.is_unsigned(d):
        return x.copy()
    if T.is_float(d):
        return round_to(np.abs(to_f64(x)), d)
    with np.errstate(all="ignore"):
        return np.abs(x)


def _sigmoid(x):
    return 1.0 / (1.0 + np.exp(-x))


_MATH = {"exp": np.exp, "exp2": np.exp2, "log": np.log, "log2": np.log2, "sqrt": np.sqrt,
         "rsqrt": lambda x: 1.0 / np.sqrt(x), "sin": np.sin, "cos": np.cos,
         "sigmoid": _sigmoid, "floor": np.floor, "ceil": np.ceil,
         "erf": np.vectorize(math.erf, otypes=[F64])}


def _log2e_times(v: np.ndarray) -> np.ndarray:
    """fp32(x * fp32(log2 e)) for fp32 values ``v`` (held in float64): the argument of the
    GPU's ``ex2`` in fp32 ``exp`` and ``sigmoid``; the product of two fp32 numbers is exact
    in float64, so one rounding to fp32 gives the GPU's multiply."""
    log2e = float(np.float32(1.4426950408889634))
    with np.errstate(all="ignore"):
        return round_to(v * log2e, "fp32")


def _gpu_limits(fn: str, v: np.ndarray, r: np.ndarray, d: str) -> np.ndarray:
    """The documented thresholds where the GPU's result (and so the interpreter's) leaves
    the correctly rounded one (docs/language.md, "Math functions at the extremes"):

    * fp32 ``exp``: 2^t with t = fp32(x * log2 e): +inf from t >= 128, +0 from t <= -150;
    * fp32 ``sigmoid``: +0 wherever fp32 ``exp(-x)`` is +inf (t(-x) >= 128);
    * fp32 ``exp2``: +0 below 2^-126 (flushed); fp32 ``rsqrt``: a subnormal input counts as
      a zero of its sign (±inf);
    * fp64 ``exp``: +0 for x <= -745."""
    tiny = 2.0 ** -126
    if d == "fp32":
        if fn == "exp":
            t = _log2e_times(v)
            r = np.where(t >= 128, np.inf, np.where(t <= -150, 0.0, r))
        elif fn == "sigmoid":
            r = np.where(_log2e_times(-v) >= 128, 0.0, r)
        elif fn == "exp2":
            r = np.where(r < tiny, 0.0, r)
        elif fn == "rsqrt":
            sub = (v != 0) & (np.abs(v) < tiny)
            r = np.where(sub, np.copysign(np.inf, v), r)
    elif d == "fp64" and fn == "exp":
        r = np.where(v <= -745.0, 0.0, r)
    return r


def math_fn(fn: str, x, d: str) -> np.ndarray:
    """A math function of an fp32/fp64 array: correctly rounded for fp32 (via float64), with
    the GPU's thresholds (:func:`_gpu_limits`)."""
    if d not in ("fp32", "fp64"):
        raise Unspecified(f"{fn} of {d}")
    with np.errstate(all="ignore"):
        v = to_f64(x)
        r = _MATH[fn](v) if v.size else v
        if v.size:  # the thresholds apply to the value rounded to d
            r = _gpu_limits(fn, v, round_to(np.asarray(r, dtype=F64), d), d)
    return round_to(np.asarray(r, dtype=F64), d)


def fma(a, b, c, d: str) -> np.ndarray:
    """``a * b + c`` rounded once (exact rationals for finite operands)."""
    x, y, z = np.broadcast_arrays(to_f64(a), to_f64(b), to_f64(c))
    out = np.empty(x.shape, dtype=F64)
    for idx in np.ndindex(x.shape):
        xi, yi, zi = float(x[idx]), float(y[idx]), float(z[idx])
        if not (math.isfinite(xi) and math.isfinite(yi) and math.isfinite(zi)):
            if math.isfinite(xi) and math.isfinite(yi):
                out[idx] = zi  # the exact product is finite: an infinite or NaN z wins
            else:
                with np.errstate(all="ignore"):
                    out[idx] = np.float64(xi) * np.float64(yi) + np.float64(zi)
            continue
        exact = Fraction(xi) * Fraction(yi) + Fraction(zi)
        if exact == 0:
            pz = xi * yi == 0 and zi == 0
            both_neg = (math.copysign(1, xi) * math.copysign(1, yi) < 0) and \
                math.copysign(1, zi) < 0
            out[idx] = -0.0 if pz and both_neg else 0.0
        else:
            out[idx] = round_fraction(exact, d)
    return round_to(out, d)


def clamp(x, lo, hi, d: str) -> np.ndarray:
    """``min(max(x, lo), hi)`` with NaN-ignoring min and max (Triton's ``clamp`` with the
    default ``propagate_nan=NONE``): a NaN ``x`` gives ``lo``."""
    return minimum(maximum(x, lo, d), hi, d).astype(T.np_dtype(d))


# ------------------------------------------------------------------------------ reductions
def tree(x: np.ndarray, axis: int, combine) -> np.ndarray:
    """Combine along ``axis`` as a pairwise tree of neighbours (``x[2i] ⊕ x[2i+1]``, repeated
    on the result), the order the interpreter documents for reductions; the axis is removed."""
    n = x.shape[axis]
    while n > 1:
        h = n // 2
        lo = np.take(x, range(0, 2 * h, 2), axis=axis)
        hi = np.take(x, range(1, 2 * h, 2), axis=axis)
        r = combine(lo, hi)
        if n % 2:
            r = np.concatenate([r, np.take(x, range(2 * h, n), axis=axis)], axis=axis)
            h += 1
        x, n = r, h
    return np.take(x, 0, axis=axis)


def reduce(fn: str, x: np.ndarray, src: str, axis, keep_dims: bool) -> tuple:
    """``sum/max/min/argmax/argmin``: (result array, result dtype)."""
    if axis is None:
        x = x.reshape(-1)
        ax = 0
    else:
        ax = axis
    if fn == "sum":
        d = T.sum_dtype(src)
        v = cast(x, src, d)
        r = tree(v, ax, lambda p, q: arith("+", p, q, d))
    elif fn in ("max", "min"):
        d = T.minmax_dtype(src)
        v = cast(x, src, d)
        f = maximum if fn == "max" else minimum
        r = tree(v, ax, lambda p, q: f(p, q, d))
    else:
        d = "i32"
        r = _argext(x, src, ax, fn == "argmax")
    if keep_dims and axis is not None:
        r = np.expand_dims(r, ax)
    return np.asarray(r), d


def _argext(x, src, ax, is_max):
    v = to_f64(x) if T.is_float(src) or src == "i1" else x
    nan = np.isnan(v) if T.is_float(src) else np.zeros(v.shape, dtype=bool)
    moved = np.moveaxis(v, ax, -1)
    nmov = np.moveaxis(nan, ax, -1)
    out = np.zeros(moved.shape[:-1], dtype=np.int32)
    for idx in np.ndindex(out.shape):
        row, bad = moved[idx], nmov[idx]
        best = None
        for i, val in enumerate(row):
            if bad[i]:
                continue
            if best is None or (val > row[best] if is_max else val < row[best]):
                best = i
        out[idx] = 0 if best is None else best
    return out


def cumsum(x, src: str, axis: int, reverse: bool) -> tuple:
    """Inclusive ``cumsum`` in the scan dtype (integers: wraps; floats: the documented
    Hillis-Steele steps, ``x[i - k] + x[i]`` for k = 1, 2, 4 ..., each rounded to the dtype)."""
    d = T.scan_dtype(src)
    v = cast(x, src, d)
    if reverse:
        v = np.flip(v, axis)
    if T.is_float(d):
        n = v.shape[axis]
        pre = (slice(None),) * axis
        k = 1
        while k < n:
            y = v.copy()
            y[pre + (slice(k, None),)] = arith("+", v[pre + (slice(0, n - k),)],
                                               v[pre + (slice(k, None),)], d)
            v, k = y, 2 * k
        r = v
    else:
        with np.errstate(all="ignore"):
            r = np.cumsum(v, axis=axis, dtype=v.dtype)
    if reverse:
        r = np.flip(r, axis)
    return np.ascontiguousarray(r), d
