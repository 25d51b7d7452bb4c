"""GPU-faithful scalar numerics on numpy arrays: casts, rounding helpers, fused multiply-add.

Every function here is pure (never writes into its inputs) and works on arrays of any shape.
The rules follow Triton's compiled code on NVIDIA (docs/language.md, "Conversions"):

* float narrowing rounds to nearest even, in one rounding (fp64 → bf16 included);
* float → int truncates toward zero and saturates like PTX ``cvt.rzi.sat``: NaN → 0, values
  beyond the range → the type's min/max, negative → unsigned gives 0;
* int → int wraps (two's complement); anything → i1 is ``x != 0`` (NaN → True);
* int → float rounds to nearest even in one rounding (64-bit ints → bf16 included);
* float → fp8 rounds to nearest even in one rounding and saturates as PTX
  ``cvt.rn.satfinite.{e4m3,e5m2}x2``: finite values and ±inf beyond the largest finite fp8
  give ±448 (fp8e4nv) or ±57344 (fp8e5), a NaN stays a NaN of its sign; fp8 → float is
  exact.
"""
from __future__ import annotations

import numpy as np

from tiledsl.dtypes import DType, bf16_numpy, is_bf16_numpy
from tiledsl.fp8 import f32_to_fp8, f64_to_f32_odd  # noqa: F401 - part of this module's API

F16 = np.dtype(np.float16)
F32 = np.dtype(np.float32)
F64 = np.dtype(np.float64)


class _LowPrecision:
    """The 16-bit floats, computed in fp32 and rounded back after every op: ``dt in LOWP``
    holds for fp16 and ml_dtypes' bf16 (recognised without importing ml_dtypes, which is
    loaded only once something uses bf16)."""

    def __contains__(self, dt) -> bool:
        return dt == F16 or is_bf16_numpy(dt)


LOWP = _LowPrecision()

#: canonical NaNs (what NVIDIA arithmetic returns); used wherever numpy's NaN payloads would
#: depend on its code path (the fp16/bf16 <-> fp32 conversions differ between SIMD and scalar)
F32_NAN = np.array(0x7FFFFFFF, dtype=np.uint32).view(F32)[()]


def lowp_nan(dt):
    """The canonical NaN of the 16-bit float dtype ``dt`` (bits 0x7FFF)."""
    return np.array(0x7FFF, dtype=np.uint16).view(dt)[()]


def widen(x: np.ndarray) -> np.ndarray:
    """fp16/bf16 → fp32 (exact); every NaN becomes the canonical NaN."""
    r = x.astype(F32)
    n = np.isnan(r)
    return np.where(n, F32_NAN, r) if n.any() else r


def narrow(r: np.ndarray, dt) -> np.ndarray:
    """fp32/fp64 → fp16/bf16 rounded to nearest even; every NaN becomes the canonical NaN.
    (fp64 → bf16 rounds once, through :func:`f64_to_bf16`.)"""
    out = f64_to_bf16(r) if (r.dtype == F64 and is_bf16_numpy(dt)) else r.astype(dt)
    n = np.isnan(r)
    return np.where(n, lowp_nan(out.dtype), out) if n.any() else out

RAW = {1: np.dtype(np.uint8), 2: np.dtype(np.uint16), 4: np.dtype(np.uint32),
       8: np.dtype(np.uint64)}


def round_to_odd_sum(p: np.ndarray, c: np.ndarray) -> np.ndarray:
    """``p + c`` (float64 arrays) rounded to float64 by round-to-odd instead of to-nearest.

    Rounding the result once more to a type with at least 2 fewer mantissa bits (fp32, fp16,
    bf16) then gives the correctly rounded value of the exact sum: this is how :func:`fma`
    and the single-rounding casts avoid double-rounding errors. Uses Knuth's TwoSum for the
    exact error term; non-finite sums are returned unchanged.
    """
    s = p + c
    bp = s - c
    err = (p - bp) + (c - (s - bp))
    fix = (err != 0) & np.isfinite(s) & ((s.view(np.uint64) & 1) == 0)
    if fix.any():
        s = np.where(fix, np.nextafter(s, np.where(err > 0, np.inf, -np.inf)), s)
    return s


def f64_to_bf16(x: np.ndarray) -> np.ndarray:
    """float64 → bf16 rounded to nearest even in one rounding (ml_dtypes goes through fp32,
    which double-rounds)."""
    return f64_to_f32_odd(x).astype(bf16_numpy())


def int64_to_f64_odd(x: np.ndarray) -> np.ndarray:
    """A 64-bit integer array → float64 by round-to-odd (exact below 2**53)."""
    if x.dtype.kind == "i":
        hi = (x >> 32).astype(F64) * 4294967296.0
    else:
        hi = (x >> np.uint64(32)).astype(F64) * 4294967296.0
    lo = (x & x.dtype.type(0xFFFFFFFF)).astype(F64)
    return round_to_odd_sum(hi, lo)


def fp8_to_f32(x: np.ndarray) -> np.ndarray:
    """fp8 → fp32, exact; every NaN becomes the canonical NaN."""
    return widen(x)


def float_to_int(x: np.ndarray, dst: DType) -> np.ndarray:
    """Truncate toward zero and saturate (PTX ``cvt.rzi.sat``): NaN → 0, ±inf and out of
    range → dst's min/max, negative → unsigned → 0."""
    xf = np.trunc(x.astype(F64))
    info = np.iinfo(dst.np)
    lo = float(info.min)
    hi_excl = 2.0 ** (dst.bits - 1 if dst.is_signed else dst.bits)
    ok = (xf >= lo) & (xf < hi_excl)
    out = np.where(ok, xf, 0.0).astype(dst.np)
    if not ok.all():
        out = np.where(xf >= hi_excl, dst.np.type(info.max), out)
        out = np.where(xf < lo, dst.np.type(info.min), out)
    return out


def cast(x: np.ndarray, src: DType, dst: DType) -> np.ndarray:
    """Convert an array holding ``src`` values to ``dst`` (Triton's ``x.to(dst)``).

    Shapes are kept. See the module docstring for the rounding and saturation rules.
    """
    if src is dst:
        return x
    if dst is DType.i1:
        return x != 0
    if src is DType.i1:
        return x.astype(dst.np)
    if dst.is_float:
        if src.is_float:
            if src.is_fp8:  # exact widening, through fp32
                x = widen(x)
                if dst is DType.fp32:
                    return x
                src = DType.fp32
            if dst.is_fp8:  # one rounding: fp64 is pre-rounded to fp32 by round-to-odd
                if src.bits == 16:
                    x = widen(x)
                elif src is DType.fp64:
                    x = f64_to_f32_odd(x)
                return f32_to_fp8(x, dst)
            if src.bits == 16:  # exact widening (fp16 <-> bf16 goes through it)
                x = widen(x)
                if dst is DType.fp32:
                    return x
                src = DType.fp32
            if dst.bits == 16:  # one RNE rounding
                return narrow(x, dst.np)
            return x.astype(dst.np)  # widening is exact; fp64 → fp32 rounds once
        # int → float
        if dst is DType.fp16:
            return x.astype(F64).astype(F16)  # exact below 2**53; larger values overflow fp16
        if dst is DType.bf16:
            wide = int64_to_f64_odd(x) if src.bits == 64 else x.astype(F64)
            return f64_to_bf16(wide)
        return x.astype(dst.np)  # fp32/fp64: the C conversion rounds once
    if src.is_float:
        return float_to_int(x, dst)
    return x.astype(dst.np)  # int → int wraps / sign- or zero-extends by the source type


def cast_rtz(x: np.ndarray, src: DType, dst: DType) -> np.ndarray:
    """Float ``x`` converted to the narrower float ``dst`` rounding toward zero (Triton's
    ``fp_downcast_rounding="rtz"``): the round-to-nearest result of :func:`cast` moved one code
    toward zero where it rounded away, so overflow gives the largest finite value (as IEEE's
    round-toward-zero; fp8: saturating), ±inf stays ±inf (fp8: saturates, as :func:`cast`) and
    NaN stays NaN."""
    r = np.asarray(cast(x, src, dst))
    wide = F64
    xv = np.abs(np.asarray(x).astype(wide))
    back = np.abs(np.asarray(cast(r, dst, DType.fp64)))
    with np.errstate(invalid="ignore"):
        away = back > xv  # False for NaN
    if not away.any():
        return r
    bits = r.view(f"u{dst.itemsize}")
    step = np.where(away, bits - bits.dtype.type(1), bits)
    return step.astype(bits.dtype).view(r.dtype)


def bitcast(x: np.ndarray, dst: DType) -> np.ndarray:
    """Reinterpret the bits of ``x`` as ``dst`` (same bit width; ``i1`` only to ``i1``)."""
    if x.dtype == dst.np:
        return x
    return x.view(dst.np)


def fma(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """``a * b + c`` with one rounding. fp16/bf16/fp32: exact product in float64, sum by
    round-to-odd, then one RNE rounding; fp64: :func:`fma64`. Operands broadcast (the batch
    axis may be 1 on some of them)."""
    a, b, c = np.broadcast_arrays(a, b, c)
    dt = a.dtype
    if dt == F64:
        return fma64(a, b, c)
    if dt in LOWP:
        a, b, c = widen(a), widen(b), widen(c)
    p = a.astype(F64) * b.astype(F64)
    s = round_to_odd_sum(p, np.broadcast_to(c.astype(F64), p.shape))
    return narrow(s, dt) if dt in LOWP else s.astype(dt)


def _two_prod(a, b):
    """(p, e) with p = RN(a*b) and p + e == a*b exactly (Dekker, Veltkamp split)."""
    p = a * b
    split = 134217729.0  # 2**27 + 1
    ta, tb = split * a, split * b
    ah, bh = ta - (ta - a), tb - (tb - b)
    al, bl = a - ah, b - bh
    return p, ((ah * bh - p) + ah * bl + al * bh) + al * bl


def _two_sum(a, b):
    """(s, e) with s = RN(a+b) and s + e == a+b exactly (Knuth)."""
    s = a + b
    bb = s - a
    return s, (a - (s - bb)) + (b - bb)


def fma64(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """float64 ``a * b + c`` rounded once: Boldo and Melquiond's emulation with rounding to
    odd, RN(th + RO(tl + ul)) where uh + ul = a*b and th + tl = c + uh exactly. Lanes where
    the error-free transformations could be inexact (non-finite values, products near the
    overflow or underflow thresholds) are computed exactly with rationals."""
    with np.errstate(all="ignore"):
        uh, ul = _two_prod(a, b)
        th, tl = _two_sum(c, uh)
        v = round_to_odd_sum(tl, ul)
        z = np.where(v == 0, th, th + v)
        big = 2.0 ** 995
        risky = ~np.isfinite(z) | ~np.isfinite(a) | ~np.isfinite(b) | ~np.isfinite(c) | \
            (np.abs(a) > big) | (np.abs(b) > big) | (np.abs(c) > big) | \
            ((np.abs(uh) < 2.0 ** -960) & (a != 0) & (b != 0))
    if risky.any():
        z = np.array(z, dtype=F64)
        for i in zip(*np.nonzero(risky)):
            z[i] = _fma_exact(float(a[i]), float(b[i]), float(c[i]))
    return z


def _fma_exact(x: float, y: float, z: float) -> float:
    """One fp64 fma with rationals (IEEE results for non-finite operands)."""
    import math
    from fractions import Fraction

    if not (math.isfinite(x) and math.isfinite(y) and math.isfinite(z)):
        if math.isfinite(x) and math.isfinite(y):
            return z  # a finite product plus an infinity or NaN
        with np.errstate(all="ignore"):
            return float(np.float64(x) * np.float64(y) + np.float64(z))
    exact = Fraction(x) * Fraction(y) + Fraction(z)
    if exact != 0:
        try:
            return float(exact)
        except OverflowError:
            return math.inf if exact > 0 else -math.inf
    negative_zero = (x * y == 0 and z == 0 and math.copysign(1, x) * math.copysign(1, y) < 0
                     and math.copysign(1, z) < 0)
    return -0.0 if negative_zero else 0.0


def round_tf32(x: np.ndarray) -> np.ndarray:
    """fp32 → tf32 (10 explicit mantissa bits), round to nearest with ties away from zero,
    as ``cvt.rna.tf32.f32`` does; the result is an fp32 array."""
    bits = np.ascontiguousarray(x, dtype=F32).view(np.uint32)
    finite = (bits & np.uint32(0x7F800000)) != np.uint32(0x7F800000)
    r = (bits + np.uint32(0x1000)) & np.uint32(0xFFFFE000)
    r = np.where(finite, r, bits)
    return r.view(F32)


def _signed_zero_fix(r, a, b, use_or: bool):
    z = r == 0
    if r.dtype.kind != "f" or not z.any():
        return r
    raw = RAW[r.dtype.itemsize]
    ab = np.broadcast_arrays(a, b)
    ai, bi = ab[0].view(raw), ab[1].view(raw)
    both = (ai | bi) if use_or else (ai & bi)
    return np.where(z & (a == b), both.view(r.dtype), r)


_CANONICAL_NAN = {4: np.uint32(0x7FFFFFFF), 8: np.uint64(0x7FFFFFFFFFFFFFFF)}


def _nan_fix(r, a, b, propagate: bool):
    """Make NaN results independent of numpy's code path (its SIMD and scalar loops disagree
    on signaling NaNs): NaN-ignoring ops return the other operand, and a NaN result is the
    canonical NaN (0x7FFFFFFF for fp32), as PTX ``min``/``max`` return."""
    if r.dtype.kind != "f":
        return r
    n = (np.isnan(a) | np.isnan(b)) if propagate else np.isnan(r)
    if not n.any():
        return r
    if not propagate:
        an, bn = np.isnan(a), np.isnan(b)
        r = np.where(an, b, np.where(bn, a, r))
        n = an & bn
        if not n.any():
            return r
    nan = _CANONICAL_NAN[r.dtype.itemsize].view(r.dtype) if r.dtype.itemsize in _CANONICAL_NAN \
        else r.dtype.type(np.nan)
    return np.where(n, nan, r)


def minimum(a, b, propagate_nan: bool = False):
    """Elementwise min with -0.0 < +0.0 (IEEE minimumNumber; numpy's result for signed zeros
    depends on its SIMD path). NaN ignored (np.fmin) unless ``propagate_nan``."""
    r = (np.minimum if propagate_nan else np.fmin)(a, b)
    return _nan_fix(_signed_zero_fix(r, a, b, True), a, b, propagate_nan)


def maximum(a, b, propagate_nan: bool = False):
    """Elementwise max with +0.0 > -0.0; NaN ignored (np.fmax) unless ``propagate_nan``."""
    r = (np.maximum if propagate_nan else np.fmax)(a, b)
    return _nan_fix(_signed_zero_fix(r, a, b, False), a, b, propagate_nan)


#: log2(e) rounded to fp32: the GPU's exp(x) is ex2 of fp32(x * LOG2E_F32)
LOG2E_F32 = np.float32(1.4426950408889634)


def exp2_argument_f32(x: np.ndarray) -> np.ndarray:
    """fp32 ``x * log2(e)``, rounded to fp32 as the GPU's multiply does before its ``ex2``."""
    with np.errstate(all="ignore"):
        return np.multiply(x.astype(F32), LOG2E_F32, dtype=F32)


def exp_f32(x: np.ndarray) -> np.ndarray:
    """fp32 ``exp(x)``: the correctly rounded value, with the GPU's overflow and underflow
    thresholds (docs/language.md, "Math functions at the extremes"): the GPU computes
    2^t with t = fp32(x * log2 e), which is +inf from t >= 128 and +0 from t <= -150 (2^-150
    is half the smallest subnormal, a tie that rounds to 0). Away from the thresholds the two
    agree in kind; they differ in value by the GPU's error only."""
    with np.errstate(all="ignore"):
        r = np.exp(x.astype(F64)).astype(F32)
    t = exp2_argument_f32(x)
    r = np.where(t >= 128, np.float32(np.inf), r)
    return np.where(t <= -150, np.float32(0), r)


#: the smallest normal fp32, below which the GPU's ``.ftz`` instructions flush
F32_MIN_NORMAL = np.float32(2.0 ** -126)


def exp2_f32(x: np.ndarray) -> np.ndarray:
    """fp32 ``exp2(x)``: the correctly rounded value, flushed to +0 where it is below
    2^-126 (x < -126), as the GPU's ``ex2.approx.ftz`` (Triton's ``exp2``) gives."""
    with np.errstate(all="ignore"):
        r = np.exp2(x.astype(F64)).astype(F32)
    return np.where(r < F32_MIN_NORMAL, np.float32(0), r)


def rsqrt_f32(x: np.ndarray) -> np.ndarray:
    """fp32 ``rsqrt(x)``: the correctly rounded 1/sqrt(x) of ``x`` with subnormals flushed to
    zero of the same sign first (the GPU's ``rsqrt.approx.ftz``, Triton's ``rsqrt``): +inf
    for a positive subnormal, -inf for a negative one, as for ±0."""
    x = x.astype(F32)
    flush = (x != 0) & (np.abs(x) < F32_MIN_NORMAL)
    x = np.where(flush, np.copysign(np.float32(0), x), x)
    with np.errstate(all="ignore"):
        return (1.0 / np.sqrt(x.astype(F64))).astype(F32)


#: fp64 exp(x) is +0 from here down on the GPU (CUDA's exp; the correctly rounded value is
#: the smallest subnormal down to -745.1332)
EXP_F64_ZERO_FROM = -745.0


def exp_f64(x: np.ndarray) -> np.ndarray:
    """fp64 ``exp(x)``: numpy's, except +0 for x <= -745.0, where CUDA's ``exp`` stops."""
    with np.errstate(all="ignore"):
        r = np.exp(x)
    return np.where(x <= EXP_F64_ZERO_FROM, 0.0, r)


def sigmoid_f32(x: np.ndarray) -> np.ndarray:
    """fp32 ``sigmoid(x) = 1 / (1 + exp(-x))``: correctly rounded, except that it is +0
    wherever fp32 ``exp(-x)`` is +inf (:func:`exp_f32`: x <= -88.72284), as the GPU's
    fp32 formula gives (the exact value there is a subnormal down to x = -103.97)."""
    with np.errstate(all="ignore"):
        r = (1.0 / (1.0 + np.exp(-x.astype(F64)))).astype(F32)
    t = exp2_argument_f32(np.negative(x))
    return np.where(t >= 128, np.float32(0), r)


def const_array(value, dtype: DType, shape: tuple) -> np.ndarray:
    """An array of ``shape`` filled with ``value`` converted to ``dtype`` (ints wrap, floats
    round to nearest even, as Triton's ``full``)."""
    if dtype.is_bool:
        return np.full(shape, bool(value), dtype=np.bool_)
    if dtype.is_int:
        if isinstance(value, float):
            v = np.array(value, dtype=F64)
            return np.broadcast_to(float_to_int(v, dtype), shape).copy()
        mask = (1 << dtype.bits) - 1
        v = int(value) & mask
        if dtype.is_signed and v >= 1 << (dtype.bits - 1):
            v -= 1 << dtype.bits
        return np.full(shape, v, dtype=dtype.np)
    v = np.array(float(value), dtype=F64)
    return np.broadcast_to(cast(v, DType.fp64, dtype), shape).copy()
