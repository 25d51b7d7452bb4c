"""Elementwise ops: arithmetic, bitwise, comparisons, unary math, casts, select, fma.

Operands are numpy arrays with a leading batch axis (size 1 when uniform over programs) and
the same dtype (the IR contract); numpy broadcasting handles the batch axis. Numerics follow
Triton's compiled code on NVIDIA:

* fp16/bf16 are computed in fp32 and rounded back after every op (correctly rounded, since
  fp32 has more than twice their precision);
* integers wrap; ``//`` truncates toward zero and ``%`` takes the dividend's sign (C);
  division by zero gives 0; shifts by the bit width or more give 0 (``>>`` of a negative
  signed value: -1); ``>>`` is arithmetic iff the dtype is signed;
* ``minimum``/``maximum`` and ``clamp`` ignore NaN unless ``propagate_nan``; comparisons are
  ordered except ``!=`` (true when either side is NaN);
* math functions run in float64 (numpy's ufuncs, ``math.erf``) and are rounded once to the
  operand's type: fp32 results are correctly rounded, as docs/language.md says, except at
  the extremes where the GPU's differ in kind, which the interpreter follows (fp32 ``exp``
  and ``sigmoid`` overflow and underflow where the GPU's do, fp32 ``exp2`` flushes results
  below 2^-126 and ``rsqrt`` subnormal inputs, fp64 ``exp`` is 0 from -745: the functions
  beside :func:`numerics.exp_f32`, docs/language.md "Math functions at the extremes").
"""
from __future__ import annotations

import functools
import math

import numpy as np

from tiledsl.dtypes import DType, PointerType
from tiledsl.errors import TileRuntimeError
from tiledsl.ir import Op

from .. import numerics as nm
from ..memory import Ptr

F32 = nm.F32
LOWP = nm.LOWP
BOOL = np.dtype(np.bool_)


def _binary(f, on_bool=None):
    """An arithmetic op: ``f`` on numpy arrays, 16-bit floats through fp32, i1 by ``on_bool``."""

    def impl(ctx, op, a, b):
        dt = a.dtype
        if dt in LOWP:
            return nm.narrow(f(nm.widen(a), nm.widen(b)), dt)
        if dt == BOOL and on_bool is not None:
            return on_bool(a, b)
        return f(a, b)

    impl.__name__ = f"binary_{getattr(f, '__name__', 'op')}"
    return impl


_float_floordiv = _binary(np.floor_divide)
_fmod = _binary(np.fmod)
_true_divide = _binary(np.true_divide)


def _int_floordiv(a, b):
    """C division: truncates toward zero; x // 0 = 0; INT_MIN // -1 wraps to INT_MIN."""
    zero = b == 0
    if zero.any():
        b = np.where(zero, b.dtype.type(1), b)
    if a.dtype.kind == "u":
        q = np.floor_divide(a, b)
    else:
        q = np.floor_divide(a - np.fmod(a, b), b)
    return np.where(zero, q.dtype.type(0), q) if zero.any() else q


def floordiv(ctx, op, a, b):
    """Integer ``//`` truncating toward zero (Triton's ``sdiv``/``udiv``); floats: floor."""
    if a.dtype.kind in "iu":
        return _int_floordiv(a, b)
    if a.dtype == BOOL:
        return a & b  # 1-bit unsigned: x // 1 = x, x // 0 = 0
    return _float_floordiv(ctx, op, a, b)


def mod(ctx, op, a, b):
    """``%`` with the dividend's sign (C ``%``/``fmod``); integer x % 0 = 0."""
    if a.dtype == BOOL:
        return np.zeros_like(a)
    return _fmod(ctx, op, a, b)  # numpy's integer fmod gives 0 for a zero divisor


def div(ctx, op, a, b):
    """True division on floats (IEEE, correctly rounded; the GPU's fp32 ``/`` is ≤2 ulp)."""
    res = _true_divide(ctx, op, a, b)
    want = op.results[0].type.elem.np
    return res if res.dtype == want else res.astype(want)


def _shift(left: bool):
    def impl(ctx, op, a, b):
        if a.dtype == BOOL:  # 1-bit: shifting by 1 or more clears it
            return a & ~b
        # numpy gives 0 for shifts >= the width and -1/0 (sign fill) for >> of signed values
        return np.left_shift(a, b) if left else np.right_shift(a, b)

    impl.__name__ = "shl" if left else "shr"
    return impl


def _minmax(nan_ignoring, nan_propagating):
    ignoring, propagating = _binary(nan_ignoring), _binary(nan_propagating)

    def impl(ctx, op, a, b):
        return (propagating if op.attrs.get("propagate_nan") else ignoring)(ctx, op, a, b)

    return impl


def _compare(f):
    def impl(ctx, op, a, b):
        if isinstance(a, Ptr):
            return _compare_ptr(f, a, b)
        if a.dtype in LOWP:
            return f(a.astype(F32), b.astype(F32))
        return f(a, b)

    return impl


def _compare_ptr(f, a: Ptr, b: Ptr):
    same = np.equal(a.buf, b.buf)
    r = f(a.off, b.off)
    if f is np.equal:
        return r & same
    if f is np.not_equal:
        return r | ~same
    return r


def neg(ctx, op, x):
    """``-x``: ints wrap (``-INT_MIN = INT_MIN``, unsigned ``-1 = MAX``), floats flip the sign."""
    if x.dtype == BOOL:
        return x.copy()
    if x.dtype in LOWP:
        return (x.view(np.uint16) ^ np.uint16(0x8000)).view(x.dtype)  # flip the sign bit
    return np.negative(x)


def invert(ctx, op, x):
    """``~x`` on integers (i1: logical not)."""
    return np.invert(x)


def abs_(ctx, op, x):
    """``|x|``: floats clear the sign bit, ``abs(INT_MIN) = INT_MIN``, unsigned unchanged."""
    if x.dtype == BOOL or x.dtype.kind == "u":
        return x.copy()
    if x.dtype in LOWP:
        return (x.view(np.uint16) & np.uint16(0x7FFF)).view(x.dtype)  # clear the sign bit
    return np.abs(x)


def _erf(x):
    return np.frompyfunc(math.erf, 1, 1)(x).astype(np.float64)


def _sigmoid(x):
    one = x.dtype.type(1)
    return one / (one + np.exp(-x))


def _rsqrt(x):
    return x.dtype.type(1) / np.sqrt(x)


def _math(f, via64=True, f32=None, f64=None):
    """A math function on fp32/fp64 (16-bit floats: computed in fp32 and rounded back).

    With ``via64`` (every function but floor/ceil, which are exact) the function runs in
    float64 and the result is rounded once to the operand's dtype, so fp32 results are
    correctly rounded as docs/language.md promises (numpy's float32 ufuncs are up to an ulp
    off, in a third of the cases for exp). ``f32`` and ``f64``, where given, compute the fp32
    or fp64 case instead: the functions whose results at the extremes follow the GPU
    (:func:`numerics.exp_f32` and the functions beside it; docs/language.md, "Math functions
    at the extremes")."""

    def impl(ctx, op, x):
        dt = x.dtype
        low = dt in LOWP
        y = np.ascontiguousarray(nm.widen(x) if low else x)
        if f32 is not None and y.dtype == F32:
            r = f32(y)
            return nm.narrow(r, dt) if low else r
        if f64 is not None and y.dtype == np.float64:
            return f64(y)
        r = f(y.astype(np.float64)) if via64 else f(y)
        if low:
            return nm.narrow(r, dt)
        return r.astype(dt) if r.dtype != dt else r

    impl.__name__ = getattr(f, "__name__", "math").lstrip("_")
    return impl


def fma(ctx, op, a, b, c):
    """``a * b + c`` with a single rounding (``tl.fma``)."""
    if a.dtype.kind in "iu" or a.dtype == BOOL:
        return a * b + c
    return nm.fma(a, b, c)


def where(ctx, op, cond, a, b):
    """Elementwise select; both sides are evaluated (no side effects here anyway)."""
    if isinstance(a, Ptr):
        off = np.where(cond, a.off, b.off)
        if isinstance(a.buf, int) and isinstance(b.buf, int) and a.buf == b.buf:
            return Ptr(a.buf, off)
        return Ptr(np.broadcast_to(np.where(cond, a.buf, b.buf), off.shape), off)
    return np.where(cond, a, b)


def clamp(ctx, op, x, lo, hi):
    """``minimum(maximum(x, lo), hi)`` with ``propagate_nan`` for both (Triton's ``tt.clampf``:
    maxnum/minnum for NONE, maximum/minimum for ALL): a NaN ``x`` gives ``lo`` (NONE) or NaN
    (ALL); ``lo > hi`` gives ``hi``."""
    prop = bool(op.attrs.get("propagate_nan"))
    dt = x.dtype
    if dt in LOWP:  # exact: the result is one of the operands (or NaN)
        x, lo, hi = nm.widen(x), nm.widen(lo), nm.widen(hi)
        return nm.narrow(nm.minimum(nm.maximum(x, lo, prop), hi, prop), dt)
    return nm.minimum(nm.maximum(x, lo, prop), hi, prop)


def cast(ctx, op, x):
    """``x.to(T)``: value conversion (:func:`numerics.cast`; with ``rounding="rtz"``,
    :func:`numerics.cast_rtz`) or, with ``bitcast``, bits."""
    src = op.operands[0].type.elem
    dst = op.results[0].type.elem
    if isinstance(src, PointerType) or isinstance(dst, PointerType):
        return _cast_pointer(ctx, op, x, src, dst)
    if op.attrs.get("bitcast"):
        return nm.bitcast(x, dst)
    if op.attrs.get("rounding") == "rtz":
        return nm.cast_rtz(x, src, dst)
    return nm.cast(x, src, dst)


def _cast_pointer(ctx, op, x, src, dst):
    if isinstance(src, PointerType) and isinstance(dst, PointerType):
        a, b = src.elem.itemsize, dst.elem.itemsize
        if a == b:
            return x
        byte = x.off.astype(np.int64) * a
        if np.any(byte % b):
            raise TileRuntimeError(
                f"pointer cast from {src} to {dst} gives an address that is not a multiple of "
                f"{b} bytes", op.loc)
        return Ptr(x.buf, byte // b)
    if isinstance(src, PointerType) and dst in (DType.i64, DType.u64):
        base = np.array([b.address for b in ctx.buffers], dtype=np.int64)[x.buf]
        return (base + x.off.astype(np.int64) * src.elem.itemsize).astype(dst.np)
    if isinstance(src, PointerType) and dst is DType.i1:
        return np.ones(x.off.shape, dtype=bool)
    raise TileRuntimeError(f"the interpreter cannot cast {src} to {dst}", op.loc)


def umulhi(ctx, op, a, b):
    """The high half of the full product of two 32- or 64-bit integers, their bits read as
    unsigned (CUDA's ``__umulhi``/``__umul64hi``, Triton's ``umulhi``), in the operands' dtype."""
    dt = np.result_type(a, b)
    bits = dt.itemsize * 8
    u = np.dtype(f"u{dt.itemsize}")
    x, y = np.asarray(a).astype(dt).view(u), np.asarray(b).astype(dt).view(u)
    x, y = np.broadcast_arrays(x, y)
    if bits == 32:
        hi = (x.astype(np.uint64) * y.astype(np.uint64)) >> np.uint64(32)
        return hi.astype(np.uint32).view(dt)
    m = np.uint64(0xFFFFFFFF)
    s32 = np.uint64(32)
    xl, xh, yl, yh = x & m, x >> s32, y & m, y >> s32
    ll, lh, hl, hh = xl * yl, xl * yh, xh * yl, xh * yh  # each exact in 64 bits
    mid = (ll >> s32) + (lh & m) + (hl & m)
    return (hh + (lh >> s32) + (hl >> s32) + (mid >> s32)).view(dt)


def _round_half_away(x):
    """C's ``round``: to the nearest integer, halves away from zero (``-0.5`` → ``-1``), the
    sign of zero kept; exact, since ``x - trunc(x)`` is."""
    t = np.trunc(x)
    with np.errstate(invalid="ignore"):
        up = np.abs(x - t) >= 0.5
    return np.where(up, t + np.copysign(1.0, x), t).astype(x.dtype)


def _erfc(x):
    return np.vectorize(math.erfc, otypes=[np.float64])(x) if x.size else x


def _binary_math(f):
    """A float function of two operands (fp32/fp64; 16-bit floats through fp32), computed in
    float64 and rounded once to the operands' dtype."""

    def impl(ctx, op, a, b):
        dt = a.dtype
        low = dt in LOWP
        x = nm.widen(a) if low else a
        y = nm.widen(b) if low else b
        with np.errstate(all="ignore"):
            r = f(x.astype(np.float64), y.astype(np.float64))
        return nm.narrow(r, dt) if low else r.astype(dt)

    impl.__name__ = getattr(f, "__name__", "math")
    return impl


TABLE = {
    Op.UMULHI: umulhi,
    Op.POW: _binary_math(np.power),
    Op.ATAN2: _binary_math(np.arctan2),
    Op.DIV_RN: _binary_math(np.divide),
    Op.TANH: _math(np.tanh),
    Op.LOG1P: _math(np.log1p),
    Op.EXPM1: _math(np.expm1),
    Op.TAN: _math(np.tan),
    Op.ASIN: _math(np.arcsin),
    Op.ACOS: _math(np.arccos),
    Op.ATAN: _math(np.arctan),
    Op.SINH: _math(np.sinh),
    Op.COSH: _math(np.cosh),
    Op.ROUND: _math(_round_half_away, via64=False),
    Op.TRUNC: _math(np.trunc, via64=False),
    Op.ERFC: _math(_erfc),
    Op.ADD: _binary(np.add, np.logical_xor),
    Op.SUB: _binary(np.subtract, np.logical_xor),
    Op.MUL: _binary(np.multiply, np.logical_and),
    Op.DIV: div,
    Op.FLOORDIV: floordiv,
    Op.MOD: mod,
    Op.AND: _binary(np.bitwise_and),
    Op.OR: _binary(np.bitwise_or),
    Op.XOR: _binary(np.bitwise_xor),
    Op.SHL: _shift(True),
    Op.SHR: _shift(False),
    Op.MINIMUM: _minmax(nm.minimum, functools.partial(nm.minimum, propagate_nan=True)),
    Op.MAXIMUM: _minmax(nm.maximum, functools.partial(nm.maximum, propagate_nan=True)),
    Op.EQ: _compare(np.equal),
    Op.NE: _compare(np.not_equal),
    Op.LT: _compare(np.less),
    Op.LE: _compare(np.less_equal),
    Op.GT: _compare(np.greater),
    Op.GE: _compare(np.greater_equal),
    Op.NEG: neg,
    Op.INVERT: invert,
    Op.ABS: abs_,
    Op.EXP: _math(np.exp, f32=nm.exp_f32, f64=nm.exp_f64),
    Op.EXP2: _math(np.exp2, f32=nm.exp2_f32),
    Op.LOG: _math(np.log),
    Op.LOG2: _math(np.log2),
    Op.SQRT: _math(np.sqrt),
    Op.RSQRT: _math(_rsqrt, f32=nm.rsqrt_f32),
    Op.SIN: _math(np.sin),
    Op.COS: _math(np.cos),
    Op.SIGMOID: _math(_sigmoid, f32=nm.sigmoid_f32),
    Op.ERF: _math(_erf),
    Op.FLOOR: _math(np.floor, via64=False),
    Op.CEIL: _math(np.ceil, via64=False),
    Op.FMA: fma,
    Op.WHERE: where,
    Op.CLAMP: clamp,
    Op.CAST: cast,
}
