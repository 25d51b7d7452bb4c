"""Every interpreter op against numpy / Python references, on its dtypes.

Kernels are built by hand with ``KernelBuilder`` (the front end is tested elsewhere). Each
helper run executes the kernel both batched and one program at a time and checks the two
agree bit for bit.
"""
from __future__ import annotations

import math

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from tiledsl.dtypes import DType, dtype_from_numpy
from tiledsl.interpreter import run
from tiledsl.interpreter.testing import KernelBuilder
from tiledsl.ir import Op

BF16 = np.dtype(ml_dtypes.bfloat16)
SETTINGS = settings(max_examples=12, deadline=None)


# ----------------------------------------------------------------------------- helpers
def lin_offsets(kb, shape):
    """An i32 tile holding the row-major linear index of each lane."""
    if not shape:
        return kb.const(0, "i32")
    out, stride = None, 1
    for axis in reversed(range(len(shape))):
        idx = kb.arange(0, shape[axis])
        for _ in range(axis):
            idx = idx[None]
        for _ in range(len(shape) - axis - 1):
            idx = kb.expand_dims(idx, -1)
        term = idx * stride if stride != 1 else idx
        out = term if out is None else kb.broadcast_to(out, shape) + kb.broadcast_to(term, shape)
        stride *= shape[axis]
    return kb.broadcast_to(out, shape)


def bits(a: np.ndarray) -> np.ndarray:
    a = np.ascontiguousarray(a)
    return a.view(np.uint8) if a.dtype == np.bool_ else a.view(f"u{a.dtype.itemsize}")


def apply(build, *arrays):
    """Run ``build(kb, *tiles)`` per program: array axis 0 is the program, the rest the tile.

    Returns the result stacked over programs; asserts batched == one-by-one bit for bit.
    """
    P = arrays[0].shape[0]
    kb = KernelBuilder("op_test")
    ptrs = [kb.param(f"a{i}", "*" + str(dtype_from_numpy(a.dtype))) for i, a in enumerate(arrays)]
    pid = kb.program_id(0)
    tiles = [kb.load(p + (pid * int(np.prod(a.shape[1:])) + lin_offsets(kb, a.shape[1:])))
             for p, a in zip(ptrs, arrays)]
    res = build(kb, *tiles)
    out_p = kb.param("out", "*" + str(res.elem))
    rnumel = int(np.prod(res.shape))
    kb.store(out_p + (pid * rnumel + lin_offsets(kb, res.shape)), res)
    fn = kb.build()
    outs = []
    for batched in (True, False):
        out = np.zeros((P,) + res.shape, dtype=res.elem.np)
        run(fn, (P,), [*arrays, out], batched=batched)
        outs.append(out)
    assert np.array_equal(bits(outs[0]), bits(outs[1])), "batched and one-by-one differ"
    return outs[0]


def wrap(v: int, dt: np.dtype) -> int:
    n = dt.itemsize * 8
    v &= (1 << n) - 1
    if dt.kind == "i" and v >= 1 << (n - 1):
        v -= 1 << n
    return v


def rne(x64: np.ndarray, dt: np.dtype) -> np.ndarray:
    """Round float64 op results to dt (f32 then bf16 is innocuous for +,-,*,/ results)."""
    if dt == BF16:
        return x64.astype(np.float32).astype(BF16)
    return x64.astype(dt)


def assert_same(got, want):
    """Equal values, NaN == NaN, and the same sign of zero."""
    got, want = np.asarray(got), np.asarray(want)
    assert got.dtype == want.dtype, (got.dtype, want.dtype)
    if got.dtype == BF16:  # numpy's testing does not see bf16 NaNs as NaN
        got, want = got.astype(np.float32), want.astype(np.float32)
    np.testing.assert_array_equal(got, want)
    if got.dtype.kind == "f":
        g, w = got.astype(np.float64), want.astype(np.float64)
        assert np.array_equal(np.signbit(g) & (g == 0), np.signbit(w) & (w == 0))


def one(values, dtype):
    """A (1, n) array of the given values (one program)."""
    return np.array([values], dtype=dtype)


INT_DTYPES = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]
FLOAT_DTYPES = [np.float16, BF16, np.float32, np.float64]

tile_len = st.sampled_from([1, 2, 4, 8, 16])


@st.composite
def int_arrays(draw, dtype, n=2):
    t = draw(tile_len)
    p = draw(st.integers(1, 3))
    return [draw(hnp.arrays(dtype, (p, t))) for _ in range(n)]


@st.composite
def float_arrays(draw, dtype, n=2):
    t = draw(tile_len)
    p = draw(st.integers(1, 3))
    return [float_array(draw, dtype, (p, t)) for _ in range(n)]


def float_array(draw, dtype, shape, elems=None):
    """Floats of ``dtype`` (NaN, ±inf, ±0, subnormals included) drawn as a list."""
    n = int(np.prod(shape))
    if elems is None and np.dtype(dtype) == np.float16:  # st.floats(width=16) filters a lot
        raw = draw(st.lists(st.integers(0, 0xFFFF), min_size=n, max_size=n))
        return np.array(raw, dtype=np.uint16).view(np.float16).reshape(shape)
    width = 64 if np.dtype(dtype) == np.float64 else 32
    if elems is None:
        elems = st.floats(allow_nan=True, allow_infinity=True, width=width)
    vals = draw(st.lists(elems, min_size=int(np.prod(shape)), max_size=int(np.prod(shape))))
    return np.array(vals, dtype=np.float64).reshape(shape).astype(dtype)


# ----------------------------------------------------------------------------- integers
INT_OPS = {
    Op.ADD: lambda a, b: a + b,
    Op.SUB: lambda a, b: a - b,
    Op.MUL: lambda a, b: a * b,
    Op.AND: lambda a, b: a & b,
    Op.OR: lambda a, b: a | b,
    Op.XOR: lambda a, b: a ^ b,
    Op.MINIMUM: min,
    Op.MAXIMUM: max,
    Op.FLOORDIV: lambda a, b: 0 if b == 0 else int(abs(a) // abs(b)) * (1 if (a < 0) == (b < 0) else -1),
    Op.MOD: lambda a, b: 0 if b == 0 else int(math.fmod(a, b)) if abs(a) < 2**52 else a - b * int(a / b),
}


def _c_mod(a, b):
    if b == 0:
        return 0
    q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
    return a - b * q


INT_OPS[Op.MOD] = _c_mod


@pytest.mark.parametrize("dtype", INT_DTYPES)
@pytest.mark.parametrize("op", list(INT_OPS), ids=lambda o: o.name)
@SETTINGS
@given(data=st.data())
def test_integer_binary(dtype, op, data):
    a, b = data.draw(int_arrays(np.dtype(dtype)))
    got = apply(lambda kb, x, y: kb.binop(op, x, y), a, b)
    ref = np.array([[wrap(INT_OPS[op](int(x), int(y)), a.dtype) for x, y in zip(ra, rb)]
                    for ra, rb in zip(a, b)], dtype=a.dtype)
    assert_same(got, ref)


@pytest.mark.parametrize("dtype", INT_DTYPES)
@SETTINGS
@given(data=st.data())
def test_integer_shifts(dtype, data):
    dt = np.dtype(dtype)
    a = data.draw(hnp.arrays(dt, (2, 8)))
    b = data.draw(hnp.arrays(dt, (2, 8), elements=st.integers(0, dt.itemsize * 8 + 3)))
    n = dt.itemsize * 8
    shl = apply(lambda kb, x, y: x << y, a, b)
    shr = apply(lambda kb, x, y: x >> y, a, b)
    ref_l = [[wrap(int(x) << int(s), dt) if s < n else 0 for x, s in zip(ra, rb)]
             for ra, rb in zip(a, b)]
    ref_r = [[(int(x) >> int(s)) if s < n else (-1 if x < 0 else 0) for x, s in zip(ra, rb)]
             for ra, rb in zip(a, b)]
    assert_same(shl, np.array(ref_l, dtype=dt))
    assert_same(shr, np.array(ref_r, dtype=dt))


def test_integer_semantics_from_triton():
    i32 = np.int32
    a, b = one([-7, 7, 5, -7, 3, -2**31, 9, 2**31 - 1], i32), one([2, -2, -3, 0, 0, -1, 3, 1], i32)
    assert apply(lambda kb, x, y: x // y, a, b).tolist() == [[-3, -3, -1, 0, 0, -2**31, 3, 2**31 - 1]]
    assert apply(lambda kb, x, y: x % y, a, b).tolist() == [[-1, 1, 2, 0, 0, 0, 0, 0]]
    assert apply(lambda kb, x, y: x + y, one([2**31 - 1], i32), one([1], i32)).tolist() == [[-2**31]]
    assert apply(lambda kb, x, y: x * y, one([2**31 - 1, 65536], i32),
                 one([2, 65536], i32)).tolist() == [[-2, 0]]
    assert apply(lambda kb, x, y: x >> y, one([-16], i32), one([2], i32)).tolist() == [[-4]]
    u = np.uint32
    assert apply(lambda kb, x, y: x >> y, one([0xFFFFFFF0], u), one([2], u)).tolist() == [[0x3FFFFFFC]]
    assert apply(lambda kb, x, y: x << y, one([1, 3], i32), one([31, 31], i32)).tolist() == [[-2**31, -2**31]]
    assert apply(lambda kb, x: -x, one([1], u)).tolist() == [[4294967295]]
    assert apply(lambda kb, x: -x, one([-2**31, 5], i32)).tolist() == [[-2**31, -5]]
    assert apply(lambda kb, x: kb.unary(Op.ABS, x), one([-2**31, -5, 7], i32)).tolist() == [[-2**31, 5, 7]]
    assert apply(lambda kb, x: ~x, one([0, -1, 5], i32)).tolist() == [[-1, 0, -6]]
    assert apply(lambda kb, x, y: kb.maximum(x, y), one([-1], i32), one([1], i32)).tolist() == [[1]]
    # comparisons of unsigned values are unsigned
    assert apply(lambda kb, x, y: x < y, one([4294967295], u), one([1], u)).tolist() == [[False]]


def test_bool_ops():
    a = one([False, False, True, True], np.bool_)
    b = one([False, True, False, True], np.bool_)
    assert apply(lambda kb, x, y: x + y, a, b).tolist() == [[False, True, True, False]]
    assert apply(lambda kb, x, y: x * y, a, b).tolist() == [[False, False, False, True]]
    assert apply(lambda kb, x, y: x & y, a, b).tolist() == [[False, False, False, True]]
    assert apply(lambda kb, x, y: x | y, a, b).tolist() == [[False, True, True, True]]
    assert apply(lambda kb, x, y: x ^ y, a, b).tolist() == [[False, True, True, False]]
    assert apply(lambda kb, x: ~x, a).tolist() == [[True, True, False, False]]
    assert apply(lambda kb, x, y: x.eq(y), a, b).tolist() == [[True, False, False, True]]


# ----------------------------------------------------------------------------- floats
def _zero_order(f, neg_if):
    """min/max reference with -0.0 < +0.0 (numpy leaves the sign of a zero result open)."""

    def g(a, b):
        r = f(a, b)
        z = (a == 0) & (b == 0)
        return np.where(z, np.where(neg_if(np.signbit(a), np.signbit(b)), -0.0, 0.0), r)

    return g


ref_fmin = _zero_order(np.fmin, np.logical_or)
ref_fmax = _zero_order(np.fmax, np.logical_and)
ref_maximum = _zero_order(np.maximum, np.logical_and)

FLOAT_OPS = {
    Op.ADD: np.add, Op.SUB: np.subtract, Op.MUL: np.multiply, Op.DIV: np.true_divide,
    Op.MOD: np.fmod, Op.MINIMUM: ref_fmin, Op.MAXIMUM: ref_fmax,
}


@pytest.mark.parametrize("dtype", FLOAT_DTYPES, ids=str)
@pytest.mark.parametrize("op", list(FLOAT_OPS), ids=lambda o: o.name)
@SETTINGS
@given(data=st.data())
def test_float_binary(dtype, op, data):
    a, b = data.draw(float_arrays(dtype))
    got = apply(lambda kb, x, y: kb.binop(op, x, y), a, b)
    a64, b64 = (np.where(np.isnan(t), np.nan, t.astype(np.float64)) for t in (a, b))  # quiet
    with np.errstate(all="ignore"):
        ref = rne(FLOAT_OPS[op](a64, b64), a.dtype)
    assert_same(got, ref)


@pytest.mark.parametrize("dtype", FLOAT_DTYPES, ids=str)
@SETTINGS
@given(data=st.data())
def test_float_compare_and_minmax_nan(dtype, data):
    a, b = data.draw(float_arrays(dtype))
    a64, b64 = (np.where(np.isnan(t), np.nan, t.astype(np.float64)) for t in (a, b))
    for op, f in [(Op.EQ, np.equal), (Op.NE, np.not_equal), (Op.LT, np.less),
                  (Op.LE, np.less_equal), (Op.GT, np.greater), (Op.GE, np.greater_equal)]:
        assert_same(apply(lambda kb, x, y: kb.binop(op, x, y), a, b), f(a64, b64))
    got = apply(lambda kb, x, y: kb.maximum(x, y, propagate_nan=True), a, b)
    assert_same(got, rne(ref_maximum(a64, b64), a.dtype))


def test_float_special_values():
    f32 = np.float32
    nan = float("nan")
    a, b = one([nan, 1.0, nan, 0.0], f32), one([1.0, nan, nan, nan], f32)
    assert apply(lambda kb, x, y: x.ne(y), a, b).tolist() == [[True] * 4]
    assert apply(lambda kb, x, y: x.eq(y), a, b).tolist() == [[False] * 4]
    assert_same(apply(lambda kb, x, y: kb.maximum(x, y), a, b), one([1, 1, nan, 0], f32))
    assert_same(apply(lambda kb, x, y: kb.minimum(x, y, propagate_nan=True), a, b),
                one([nan] * 4, f32))
    assert_same(apply(lambda kb, x, y: x % y, one([-7.5, 7.5], f32), one([2.0, -2.0], f32)),
                one([-1.5, 1.5], f32))
    assert_same(apply(lambda kb, x: -x, one([0.0, -0.0], f32)), one([-0.0, 0.0], f32))
    assert_same(apply(lambda kb, x: kb.unary(Op.ABS, x), one([-0.0, -nan, -3], f32)),
                one([0.0, nan, 3], f32))


def test_fp32_stays_fp32():
    # 16777216 + 1 is exact in float64 but not in fp32
    got = apply(lambda kb, x, y: x + y, one([16777216.0, 0.1], np.float32),
                one([1.0, 0.2], np.float32))
    assert got.dtype == np.float32
    assert got.tolist() == [[16777216.0, float(np.float32(0.1) + np.float32(0.2))]]


def test_fp16_and_bf16_round_after_each_op():
    # fp16: 2048 + 1 = 2048 (ties to even); then + 1 again stays 2048 (no wider accumulation)
    got = apply(lambda kb, x, y: (x + y) + y, one([2048.0], np.float16), one([1.0], np.float16))
    assert got.tolist() == [[2048.0]]
    got = apply(lambda kb, x, y: (x + y) + y, one([256.0], BF16), one([1.0], BF16))
    assert got.astype(np.float32).tolist() == [[256.0]]
    # 1 + 3*2^-8 in bf16 rounds to 1 + 2^-6 (RNE), not truncated
    got = apply(lambda kb, x, y: x * y, one([1 + 2**-7], BF16), one([1 + 2**-7], BF16))
    assert got.astype(np.float64).tolist() == [[1.015625]]
    # fp16 overflow goes to inf
    got = apply(lambda kb, x, y: x * y, one([300.0], np.float16), one([300.0], np.float16))
    assert got.tolist() == [[np.inf]]


@pytest.mark.parametrize("dtype", [np.float16, BF16, np.float32, np.float64], ids=str)
def test_fma_single_rounding(dtype):
    f32 = np.float32
    a = one([1 + 2**-12], f32)
    c = one([-(1 + 2**-11)], f32)
    if dtype == np.float32:
        got = apply(lambda kb, x, y, z: kb.fma(x, y, z), a, a, c)
        assert got.tolist() == [[2**-24]]
    rng = np.random.default_rng(1)
    x, y, z = (rng.standard_normal((2, 16)).astype(dtype) for _ in range(3))
    got = apply(lambda kb, p, q, r: kb.fma(p, q, r), x, y, z)
    exact = [[float(np.float64(p) * np.float64(q)) for p, q in zip(rx, ry)] for rx, ry in zip(x, y)]
    from fractions import Fraction
    ref = np.array([[float(Fraction(float(p)) * Fraction(float(q)) + Fraction(float(r)))
                     for p, q, r in zip(rx, ry, rz)] for rx, ry, rz in zip(x, y, z)])
    assert exact is not None
    if dtype == np.float64:
        np.testing.assert_allclose(got, ref, rtol=1e-15)
    else:
        # the float64 of the exact value rounds correctly to these narrow types except at
        # double-rounding ties, which random normals do not hit
        assert_same(got, rne(ref, np.dtype(dtype)))


# ----------------------------------------------------------------------------- math
MATH = {
    Op.EXP: np.exp, Op.EXP2: np.exp2, Op.LOG: np.log, Op.LOG2: np.log2, Op.SQRT: np.sqrt,
    Op.RSQRT: lambda x: 1 / np.sqrt(x), Op.SIN: np.sin, Op.COS: np.cos,
    Op.SIGMOID: lambda x: 1 / (1 + np.exp(-x)), Op.ERF: np.vectorize(math.erf),
    Op.FLOOR: np.floor, Op.CEIL: np.ceil,
}


@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=str)
@pytest.mark.parametrize("op", list(MATH), ids=lambda o: o.name)
def test_math(op, dtype):
    rng = np.random.default_rng(0)
    x = (rng.standard_normal((2, 64)) * 4).astype(dtype)
    if op in (Op.LOG, Op.LOG2, Op.SQRT, Op.RSQRT):
        x = np.abs(x) + dtype(0.01)
    got = apply(lambda kb, t: kb.math(op, t), x)
    assert got.dtype == dtype
    ref = MATH[op](x.astype(np.float64))
    rtol = 4e-7 if dtype == np.float32 else 1e-14
    np.testing.assert_allclose(got, ref, rtol=rtol, atol=1e-30)
    if dtype == np.float32 and op not in (Op.SIGMOID, Op.RSQRT):
        # fp32 math computes in fp32: within 2 ulp of the correctly rounded value
        ulp = np.spacing(np.abs(ref.astype(np.float32)))
        assert np.all(np.abs(got - ref) <= 2 * ulp)


def test_math_special_values():
    f32 = np.float32
    inf, nan = float("inf"), float("nan")
    cases = {
        Op.EXP: ([-inf, 89.0, nan], [0.0, inf, nan]),
        Op.LOG: ([0.0, -0.0, -1.0], [-inf, -inf, nan]),
        Op.SQRT: ([-0.0, -1.0], [-0.0, nan]),
        Op.RSQRT: ([0.0, -0.0, inf], [inf, -inf, 0.0]),
        Op.SIGMOID: ([-200.0, -100.0, 100.0], [0.0, 0.0, 1.0]),  # 0 where fp32 exp(-x) is inf
        Op.ERF: ([inf, -inf, -0.0], [1.0, -1.0, -0.0]),
        Op.FLOOR: ([-0.5], [-1.0]),
        Op.CEIL: ([-0.5], [-0.0]),
    }
    for op, (x, want) in cases.items():
        assert_same(apply(lambda kb, t: kb.math(op, t), one(x, f32)), one(want, f32))


# ----------------------------------------------------------------------------- casts
def _cast(x, dst, bitcast=False):
    return apply(lambda kb, t: t.to(dst, bitcast=bitcast), x)


def test_cast_rounding_from_triton():
    f32 = np.float32
    assert _cast(one([65519, 65520, 2049, 1e-8], f32), "fp16").tolist() == [[65504, np.inf, 2048, 0]]
    got = _cast(one([1 + 2**-8, 1 + 3 * 2**-8], f32), "bf16").astype(np.float64)
    assert got.tolist() == [[1.0, 1.015625]]
    # fp64 → bf16 rounds once (going through fp32 would give 1.0)
    got = _cast(one([1 + 2**-8 + 2**-30, -(1 + 2**-8 + 2**-30)], np.float64), "bf16")
    assert got.astype(np.float64).tolist() == [[1.0078125, -1.0078125]]
    # int → bf16 rounds once: 2^24 + 2^16 + 1 is just above a bf16 midpoint
    got = _cast(one([16842753], np.int32), "bf16").astype(np.float64)
    assert got.tolist() == [[16908288.0]]
    got = _cast(one([2**62 + 2**54 + 1], np.int64), "bf16").astype(np.float64)
    assert got.tolist() == [[float(2**62 + 2**55)]]
    assert _cast(one([0xFFFFFFFF, 16777217], np.uint32), "fp32").tolist() == [[4294967296.0, 16777216.0]]


def test_cast_float_to_int_saturates():
    f32 = np.float32
    x = one([2.7, -2.7, -1.999, 3e9, -3e9, np.nan, np.inf, -np.inf], f32)
    assert _cast(x, "i32").tolist() == [[2, -2, -1, 2**31 - 1, -2**31, 0, 2**31 - 1, -2**31]]
    assert _cast(one([-1.0, 300.0, np.nan, 255.9], f32), "u8").tolist() == [[0, 255, 0, 255]]
    assert _cast(one([1e30, -1e30, 2.0**63], np.float64), "i64").tolist() == [
        [2**63 - 1, -2**63, 2**63 - 1]]
    assert _cast(one([1e30, -5.0], np.float64), "u64").tolist() == [[2**64 - 1, 0]]


def test_cast_int_to_int_and_bool():
    assert _cast(one([-1], np.int8), "u32").tolist() == [[4294967295]]
    assert _cast(one([255], np.uint8), "i32").tolist() == [[255]]
    assert _cast(one([256], np.int32), "i8").tolist() == [[0]]
    assert _cast(one([2**32 + 5], np.int64), "i32").tolist() == [[5]]
    assert _cast(one([np.nan, -0.0, 0.5], np.float32), "i1").tolist() == [[True, False, True]]
    assert _cast(one([True, False], np.bool_), "fp32").tolist() == [[1.0, 0.0]]
    assert _cast(one([1.0], np.float32), "u32", bitcast=True).tolist() == [[0x3F800000]]
    assert _cast(one([0x3F800000], np.int32), "fp32", bitcast=True).tolist() == [[1.0]]


def _exact_round(v, dst: np.dtype):
    """Reference: nearest ``dst`` value to the exact number ``v`` (int or float), ties to even,
    by bisection over the sorted finite values of a 16-bit type or through Fractions."""
    from fractions import Fraction

    fv = Fraction(v)
    if dst.itemsize == 2:
        allv = np.arange(0, 65536, dtype=np.uint16).view(dst).astype(np.float64)
        allv = np.unique(allv[np.isfinite(allv)])
        i = np.searchsorted(allv, float(v))
        best = None
        for c in allv[max(i - 2, 0): i + 2]:
            d = abs(Fraction(float(c)) - fv)
            key = (d, int(np.float64(c).astype(dst).view(np.uint16)) & 1)
            if best is None or key < best[0]:
                best = (key, c)
        top = allv[-1]
        half_ulp = Fraction(float(top) - float(allv[-2])) / 2
        if abs(fv) >= Fraction(float(top)) + half_ulp:
            return math.copysign(math.inf, float(v))
        return best[1]
    raise NotImplementedError


@pytest.mark.parametrize("src", ["int32", "int64", "uint64", "float32", "float64"])
@pytest.mark.parametrize("dst", [np.float16, BF16], ids=str)
@SETTINGS
@given(data=st.data())
def test_cast_to_16bit_float_rounds_once(src, dst, data):
    sdt = np.dtype(src)
    if sdt.kind == "f":
        x = float_array(data.draw, sdt, (1, 8), st.floats(-1e6, 1e6, width=32))
    else:
        x = data.draw(hnp.arrays(sdt, (1, 8)))
    got = _cast(x, str(dtype_from_numpy(dst)))
    want = [[_exact_round(int(v) if sdt.kind != "f" else float(v), np.dtype(dst)) for v in x[0]]]
    np.testing.assert_array_equal(got.astype(np.float64), np.array(want, dtype=np.float64))


@pytest.mark.parametrize("src", ["float16", "float32", "float64"])
@pytest.mark.parametrize("dst", INT_DTYPES)
@SETTINGS
@given(data=st.data())
def test_cast_float_to_int_hypothesis(src, dst, data):
    sdt, ddt = np.dtype(src), np.dtype(dst)
    x = float_array(data.draw, sdt, (1, 8))
    got = _cast(x, str(dtype_from_numpy(ddt)))
    info = np.iinfo(ddt)

    def ref(v):
        if math.isnan(v):
            return 0
        if math.isinf(v):
            return info.max if v > 0 else info.min
        return min(max(math.trunc(v), int(info.min)), int(info.max))

    assert got.tolist() == [[ref(float(v)) for v in x[0]]]


# ----------------------------------------------------------------------------- where / clamp / shape
def test_where_clamp_and_shapes():
    f32 = np.float32
    c = one([True, False, True, False], np.bool_)
    a, b = one([1, 2, 3, 4], f32), one([-1, -2, -3, -4], f32)
    assert apply(lambda kb, m, x, y: kb.where(m, x, y), c, a, b).tolist() == [[1, -2, 3, -4]]
    got = apply(lambda kb, x: kb.clamp(x, -1.0, 1.0), one([-5, 0.5, 7, np.nan], f32))
    assert_same(got, one([-1, 0.5, 1, -1], f32))  # Triton: minnum(maxnum(nan, lo), hi) = lo
    m = np.arange(2 * 8, dtype=f32).reshape(1, 2, 8)
    assert apply(lambda kb, x: kb.permute(x, (1, 0)), m).tolist() == [m[0].T.tolist()]
    assert apply(lambda kb, x: kb.reshape(x, (4, 4)), m).tolist() == [m[0].reshape(4, 4).tolist()]
    got = apply(lambda kb, x: kb.broadcast_to(x[:, None], (4, 2)), one([1, 2, 3, 4], f32))
    assert got.tolist() == [[[1, 1], [2, 2], [3, 3], [4, 4]]]
    got = apply(lambda kb, x: kb.hint(Op.MULTIPLE_OF, x, (16,)) + kb.hint(Op.MAX_CONTIGUOUS, x, (4,)),
                one([1, 2], f32))
    assert got.tolist() == [[2, 4]]


# ----------------------------------------------------------------------------- reductions
def _reduce(op, x, axis, **attrs):
    return apply(lambda kb, t: kb.reduce(op, t, axis, **attrs), x)


two_d = st.tuples(st.integers(1, 3), st.sampled_from([1, 2, 4, 8]), st.sampled_from([1, 2, 8, 16]))


@pytest.mark.parametrize("dtype", ["int8", "int32", "uint8", "int64", "uint32"])
@SETTINGS
@given(shape=two_d, axis=st.integers(0, 1), data=st.data())
def test_integer_sum_max_min(dtype, shape, axis, data):
    dt = np.dtype(dtype)
    x = data.draw(hnp.arrays(dt, shape))
    rdt = {"int8": np.int32, "uint8": np.uint32}.get(dtype, dt)
    got = _reduce(Op.SUM, x, axis)
    ref = np.vectorize(lambda v: wrap(int(v), np.dtype(rdt)))(
        x.astype(object).sum(axis=axis + 1)).astype(rdt)
    assert_same(got, ref.astype(rdt))
    mdt = np.int32 if dt.itemsize < 4 else dt
    assert_same(_reduce(Op.MAX, x, axis), x.max(axis=axis + 1).astype(mdt))
    assert_same(_reduce(Op.MIN, x, axis), x.min(axis=axis + 1).astype(mdt))


@pytest.mark.parametrize("dtype", [np.float16, BF16, np.float32], ids=str)
@SETTINGS
@given(shape=two_d, axis=st.integers(0, 1), data=st.data())
def test_float_max_min_ignore_nan(dtype, shape, axis, data):
    x = float_array(data.draw, dtype, shape)
    x64 = x.astype(np.float64)
    x64 = np.where(np.isnan(x64), np.nan, x64)  # numpy's own nanmax mishandles signaling NaNs
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for op, f in [(Op.MAX, np.nanmax), (Op.MIN, np.nanmin)]:
            got = _reduce(op, x, axis)
            assert got.dtype == np.float32
            np.testing.assert_array_equal(got, f(x64, axis=axis + 1).astype(np.float32))
            got = _reduce(op, x, axis, propagate_nan=True)
            np.testing.assert_array_equal(got, (np.max if op is Op.MAX else np.min)(
                x64, axis=axis + 1).astype(np.float32))


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.float16])
@SETTINGS
@given(shape=two_d, axis=st.integers(0, 1), data=st.data())
def test_float_sum_is_a_tree_of_neighbours(dtype, shape, axis, data):
    x = float_array(data.draw, dtype, shape, st.integers(-1000, 1000).map(lambda v: v / 8))
    got = _reduce(Op.SUM, x, axis)

    def tree(v):
        v = list(v)
        while len(v) > 1:
            v = [dtype(v[2 * i] + v[2 * i + 1]) for i in range(len(v) // 2)] + v[len(v) & ~1:]
        return v[0]

    ref = np.apply_along_axis(tree, axis + 1, x).astype(dtype)
    assert_same(got, ref)
    if dtype != np.float16:
        np.testing.assert_allclose(got, x.astype(np.float64).sum(axis=axis + 1), rtol=1e-4,
                                   atol=1e-2)


def test_sum_dtypes_from_triton():
    # bf16 accumulates in bf16: [256, 1 x 7] sums to 262 (exact 263)
    x = one([256] + [1] * 7, BF16)
    got = _reduce(Op.SUM, x, 0)
    assert got.dtype == BF16 and float(got[0]) == 262.0
    # int8 sums in int32, bool in uint32
    assert _reduce(Op.SUM, one([100] * 4, np.int8), 0).tolist() == [400]
    assert _reduce(Op.SUM, one([True] * 4, np.bool_), 0).tolist() == [4]
    assert _reduce(Op.MAX, one([-128, 127], np.int8), 0).dtype == np.int32
    assert float(_reduce(Op.SUM, one([np.nan, 1], np.float32), 0)[0]) != 1.0


@pytest.mark.parametrize("op", [Op.ARGMAX, Op.ARGMIN])
@pytest.mark.parametrize("dtype", ["int8", "uint32", "float32", "float16"])
@SETTINGS
@given(shape=two_d, axis=st.integers(0, 1), data=st.data())
def test_argmax_argmin(op, dtype, shape, axis, data):
    dt = np.dtype(dtype)
    if dt.kind == "f":
        x = float_array(data.draw, dt, shape,
                        st.sampled_from([np.nan, -np.inf, 0.0, -1.0, 2.0, np.inf]))
    else:
        x = data.draw(hnp.arrays(dt, shape, elements=st.integers(0, 3)))
    got = _reduce(op, x, axis)
    assert got.dtype == np.int32

    def ref(v):
        vals = [float(t) for t in v]
        ok = [t for t in vals if not math.isnan(t)]
        if not ok:
            return 0
        best = max(ok) if op is Op.ARGMAX else min(ok)
        return vals.index(best)

    np.testing.assert_array_equal(got, np.apply_along_axis(ref, axis + 1, x))


def test_argmax_from_triton():
    assert _reduce(Op.ARGMAX, one([1, 5, 5, 2, 5, 0, 0, 3], np.int32), 0).tolist() == [1]
    x = one([1, np.nan, 3, 2], np.float32)
    assert _reduce(Op.ARGMAX, x, 0).tolist() == [2]
    assert _reduce(Op.ARGMIN, x, 0).tolist() == [0]


# ----------------------------------------------------------------------------- scans
@pytest.mark.parametrize("dtype", ["int8", "int32", "uint16", "int64"])
@SETTINGS
@given(shape=two_d, axis=st.integers(0, 1), reverse=st.booleans(), data=st.data())
def test_integer_scans(dtype, shape, axis, reverse, data):
    dt = np.dtype(dtype)
    x = data.draw(hnp.arrays(dt, shape))
    sdt = {"int8": np.dtype(np.int32), "uint16": np.dtype(np.uint32)}.get(dtype, dt)
    got = apply(lambda kb, t: kb.scan(Op.CUMSUM, t, axis, reverse), x)
    xo = x.astype(object)
    if reverse:
        xo = np.flip(xo, axis + 1)
    ref = np.vectorize(lambda v: wrap(int(v), sdt))(np.cumsum(xo, axis=axis + 1))
    if reverse:
        ref = np.flip(ref, axis + 1)
    assert_same(got, ref.astype(sdt))
    got = apply(lambda kb, t: kb.scan(Op.CUMPROD, t, axis, reverse), x)
    ref = np.vectorize(lambda v: wrap(int(v), dt))(
        (np.flip(np.cumprod(np.flip(x.astype(object), axis + 1), axis=axis + 1), axis + 1)
         if reverse else np.cumprod(x.astype(object), axis=axis + 1)))
    assert_same(got, ref.astype(dt))


def test_float_scans():
    x = np.arange(1, 17, dtype=np.float32).reshape(1, 16) / 4
    got = apply(lambda kb, t: kb.scan(Op.CUMSUM, t, 0), x)
    np.testing.assert_allclose(got, np.cumsum(x, axis=1), rtol=1e-6)
    got = apply(lambda kb, t: kb.scan(Op.CUMPROD, t, 0, reverse=True), x)
    np.testing.assert_allclose(got, np.flip(np.cumprod(np.flip(x, 1), axis=1), 1), rtol=1e-5)
    assert apply(lambda kb, t: kb.scan(Op.CUMSUM, t, 0), one([100] * 4, np.int8)).tolist() == [
        [100, 200, 300, 400]]
    # fp16 scans round at each step
    got = apply(lambda kb, t: kb.scan(Op.CUMSUM, t, 0), one([2048, 1, 1, 1], np.float16))
    assert got.dtype == np.float16 and got.tolist()[0][0] == 2048


# ----------------------------------------------------------------------------- dot
def _dot(a, b, acc, precision="ieee"):
    return apply(lambda kb, x, y, z: kb.dot(x, y, z, input_precision=precision), a, b, acc)


@pytest.mark.parametrize("dtype", [np.float16, BF16, np.float32, np.float64], ids=str)
def test_dot_float(dtype):
    rng = np.random.default_rng(2)
    a = rng.integers(-8, 8, (2, 16, 32)).astype(dtype)
    b = rng.integers(-8, 8, (2, 32, 8)).astype(dtype)
    acc_dt = np.float64 if dtype == np.float64 else np.float32
    acc = rng.integers(-8, 8, (2, 16, 8)).astype(acc_dt)
    got = _dot(a, b, acc)
    assert got.dtype == acc_dt
    ref = acc.astype(np.float64) + a.astype(np.float64) @ b.astype(np.float64)
    np.testing.assert_array_equal(got, ref)  # small integers: exact
    a2 = rng.standard_normal((1, 16, 16)).astype(dtype)
    b2 = rng.standard_normal((1, 16, 16)).astype(dtype)
    got = _dot(a2, b2, np.zeros((1, 16, 16), acc_dt))
    np.testing.assert_allclose(got, a2.astype(np.float64) @ b2.astype(np.float64), rtol=1e-4,
                               atol=1e-5)


def test_dot_fp16_accumulator():
    a = np.full((1, 16, 16), 256, np.float16)
    got = _dot(a, a, np.zeros((1, 16, 16), np.float16))
    assert got.dtype == np.float16 and np.isinf(got).all()  # 16 * 65536 overflows fp16


def test_dot_int8_wraps_in_int32():
    a = np.full((1, 16, 32), 127, np.int8)
    b = np.full((1, 32, 16), -128, np.int8)
    got = _dot(a, b, np.zeros((1, 16, 16), np.int32))
    assert got.dtype == np.int32 and (got == 127 * -128 * 32).all()
    big = _dot(a, a.transpose(0, 2, 1).copy(), np.full((1, 16, 16), 2**31 - 1, np.int32))
    assert (big == wrap(2**31 - 1 + 127 * 127 * 32, np.dtype(np.int32))).all()
    u = np.full((1, 16, 32), 255, np.uint8)
    assert (_dot(u, u.transpose(0, 2, 1).copy(), np.zeros((1, 16, 16), np.int32)) == 255 * 255 * 32).all()


def test_dot_tf32_rounding():
    a = np.zeros((1, 16, 16), np.float32)
    a[0, 0, 0] = 1 + 2**-12
    a[0, 1, 0] = 1 + 2**-11           # a tie: rounds away from zero to 1 + 2^-10
    a[0, 2, 0] = -(1 + 2**-11)
    a[0, 3, 0] = 1 + 2**-11 + 2**-20
    a[0, 4, 0] = np.inf
    eye = np.eye(16, dtype=np.float32)[None]
    acc = np.zeros((1, 16, 16), np.float32)
    tf = _dot(a, eye, acc, "tf32")
    ieee = _dot(a, eye, acc, "ieee")
    assert tf[0, :5, 0].tolist() == [1.0, 1 + 2**-10, -(1 + 2**-10), 1 + 2**-10, np.inf]
    assert ieee[0, 0, 0] == np.float32(1 + 2**-12)
    # masking the low 13 mantissa bits makes tf32 exact, as Triton's tests do
    rng = np.random.default_rng(3)
    x = (rng.standard_normal((1, 16, 16)).astype(np.float32).view(np.uint32) & 0xFFFFE000).view(np.float32)
    y = (rng.standard_normal((1, 16, 16)).astype(np.float32).view(np.uint32) & 0xFFFFE000).view(np.float32)
    assert np.array_equal(_dot(x, y, acc, "tf32"), _dot(x, y, acc, "ieee"))


def test_max_min_order_signed_zeros():
    f32 = np.float32
    x = one([-0.0, 0.0, -0.0, -0.0], f32)
    assert_same(_reduce(Op.MAX, x, 0), np.array([0.0], f32))
    assert_same(_reduce(Op.MIN, x, 0), np.array([-0.0], f32))
    assert_same(_reduce(Op.MAX, one([-0.0] * 4, f32), 0), np.array([-0.0], f32))
    assert_same(apply(lambda kb, a, b: kb.maximum(a, b), one([-0.0, 0.0], f32), one([0.0, -0.0], f32)),
                one([0.0, 0.0], f32))
    assert_same(apply(lambda kb, a, b: kb.minimum(a, b), one([-0.0, 0.0], f32), one([0.0, -0.0], f32)),
                one([-0.0, -0.0], f32))
    assert _reduce(Op.ARGMAX, one([-0.0, 0.0], f32), 0).tolist() == [0]  # equal: smallest index
