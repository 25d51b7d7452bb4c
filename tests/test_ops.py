"""Every op of the language against a numpy reference, on every backend.

References are written from the rules in docs/language.md (float64 then rounded to the result
dtype; integers wrap; C division), not by calling the interpreter. Shapes are not multiples of
the tile (masked tails); values include NaN, ±inf, signed zeros, negative and extreme integers.
GPU tolerances: fp32 `/`, `exp`, `log`, `sqrt`... use the fast approximate instructions (docs).
bf16 arrays go to the GPU as torch bf16 CUDA tensors (cupy has no bfloat16 dtype): those `cuda`
cases skip, with the reason, where torch with CUDA is missing (`_backends.run`).
"""
from __future__ import annotations

import functools

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import tiledsl
from tiledsl.dtypes import DType

from _backends import BACKENDS, run

SETTINGS = settings(max_examples=12, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture,
                                           HealthCheck.too_slow, HealthCheck.filter_too_much])
B = 64  # tile size; lengths are drawn up to 3*B so tails are masked

UNARY = """
kernel k(x: *{T}, out: *{R}, n: i32, B: constexpr):
    offs = program_id(0) * B + arange(0, B)
    m = offs < n
    a = load(x + offs, mask=m, other={O})
    store(out + offs, {EXPR}, mask=m)
"""
BINARY = """
kernel k(x: *{T}, y: *{U}, out: *{R}, n: i32, B: constexpr):
    offs = program_id(0) * B + arange(0, B)
    m = offs < n
    a = load(x + offs, mask=m, other={O})
    b = load(y + offs, mask=m, other={O})
    store(out + offs, {EXPR}, mask=m)
"""


@functools.lru_cache(maxsize=None)
def kernel(template, **kw):
    return tiledsl.compile(template.format(**kw), filename="ops.tile").k


def np_dtype(d: str):
    return DType(d).np


def floats(d, min_value=None, max_value=None, nan=True):
    """Floats of dtype ``d``: every value (NaN, ±inf, ±0, subnormals) when unbounded."""
    width = {"fp16": 16, "fp32": 32, "fp64": 64, "bf16": 32}[d]
    if min_value is None and max_value is None and nan:
        return hnp.from_dtype(np.dtype(f"float{width}"))
    return st.floats(width=width, allow_nan=nan, allow_infinity=False,
                     min_value=min_value, max_value=max_value)


def ints(d):
    info = np.iinfo(np_dtype(d))
    return st.one_of(st.integers(int(info.min), int(info.max)),
                     st.sampled_from([int(info.min), int(info.max), 0, -1 if info.min < 0 else 1]))


def arrays(d, n, elements=None):
    dtype = np_dtype(d) if d != "bf16" else np.float32
    if elements is None:
        elements = floats(d) if DType(d).is_float else (st.booleans() if d == "i1" else ints(d))
    arr = hnp.arrays(dtype, n, elements=elements)
    if d == "bf16":
        return arr.map(lambda a: a.astype(DType.bf16.np))
    return arr


def launch1(tmpl, backend, xs, R, **kw):
    n = len(xs[0])
    out = np.zeros(n, dtype=np_dtype(R))
    k = kernel(tmpl, R=R, **kw)
    run(k, ((n + B - 1) // B,), [*xs, out, np.int32(n)], backend, B=B)
    return out


def assert_same(got, want, backend, rtol=0.0, gpu_rtol=None, atol=0.0):
    """Bit-exact (NaN == NaN) on the interpreter unless rtol; GPU within gpu_rtol."""
    got = np.asarray(got)
    want = np.asarray(want)
    if got.dtype.kind == "V" or want.dtype.kind == "V":  # bf16: compare as float64
        got, want = got.astype(np.float64), want.astype(np.float64)
    if got.dtype.kind in "iub" or (rtol == 0 and (backend == "interpreter" or gpu_rtol is None)):
        np.testing.assert_array_equal(got, want)
        return
    r = gpu_rtol if backend != "interpreter" and gpu_rtol is not None else rtol
    np.testing.assert_allclose(got.astype(np.float64), want.astype(np.float64), rtol=r,
                               atol=atol, equal_nan=True)


def wrap(vals, d):
    """Python ints → dtype d with two's-complement wrap-around."""
    dt = np_dtype(d)
    if d == "i1":  # a 1-bit unsigned integer: wraps modulo 2
        return np.array([int(v) & 1 for v in vals], dtype=dt)
    bits = np.iinfo(dt).bits
    out = []
    for v in vals:
        v = int(v) & ((1 << bits) - 1)
        if np.iinfo(dt).min < 0 and v >= 1 << (bits - 1):
            v -= 1 << bits
        out.append(v)
    return np.array(out, dtype=dt)


# ------------------------------------------------------------------ float arithmetic
@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("d", ["fp16", "fp32", "fp64", "bf16"])
@pytest.mark.parametrize("op", ["+", "-", "*", "/"])
def test_float_arith(backend, d, op):
    R = d if (op != "/" or d == "fp64") else "fp32"

    @SETTINGS
    @given(st.integers(1, 3 * B).flatmap(lambda n: st.tuples(arrays(d, n), arrays(d, n))))
    def check(xy):
        x, y = xy
        got = launch1(BINARY, backend, [x, y], R, T=d, U=d, O=0, EXPR=f"a {op} b")
        with np.errstate(all="ignore"):
            ref = {"+": np.add, "-": np.subtract, "*": np.multiply, "/": np.divide}[op](
                x.astype(np.float64), y.astype(np.float64)).astype(np_dtype(R))
        # an fp32 quotient (of fp16/bf16/fp32 operands) is div.full on the GPU: <= 2 ulp
        tol = 3e-7 if op == "/" and R == "fp32" else 0.0
        assert_same(got, ref, backend, gpu_rtol=tol or None, atol=1.2e-38)

    check()


# ------------------------------------------------------------------ integer arithmetic
def c_div(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("d", ["i1", "i8", "i16", "i32", "i64", "u8", "u32", "u64"])
@pytest.mark.parametrize("op", ["+", "-", "*", "//", "%", "&", "|", "^"])
def test_int_arith(backend, d, op):
    @SETTINGS
    @given(st.integers(1, 3 * B).flatmap(lambda n: st.tuples(arrays(d, n), arrays(d, n))))
    def check(xy):
        x, y = xy
        if op in ("//", "%"):
            y = np.where(y == 0, 1, y).astype(y.dtype)
        got = launch1(BINARY, backend, [x, y], d, T=d, U=d, O=0, EXPR=f"a {op} b")
        a, b = [int(v) for v in x], [int(v) for v in y]
        fn = {"+": lambda p, q: p + q, "-": lambda p, q: p - q, "*": lambda p, q: p * q,
              "//": c_div, "%": lambda p, q: p - c_div(p, q) * q, "&": lambda p, q: p & q,
              "|": lambda p, q: p | q, "^": lambda p, q: p ^ q}[op]
        assert_same(got, wrap([fn(p, q) for p, q in zip(a, b)], d), backend)

    check()


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("d", ["i8", "i32", "i64", "u8", "u32"])
def test_shifts(backend, d):
    bits = np.iinfo(np_dtype(d)).bits

    @SETTINGS
    @given(st.integers(1, 3 * B).flatmap(
        lambda n: st.tuples(arrays(d, n), arrays(d, n, st.integers(0, bits - 1)))))
    def check(xy):
        x, s = xy
        got_l = launch1(BINARY, backend, [x, s], d, T=d, U=d, O=0, EXPR="a << b")
        got_r = launch1(BINARY, backend, [x, s], d, T=d, U=d, O=0, EXPR="a >> b")
        assert_same(got_l, wrap([int(a) << int(b) for a, b in zip(x, s)], d), backend)
        # >> is arithmetic for signed types (Python's >> on negative ints), logical otherwise
        assert_same(got_r, wrap([int(a) >> int(b) for a, b in zip(x, s)], d), backend)

    check()


# ------------------------------------------------------------------ mixed-type promotion
@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("T,U,R", [("i32", "u32", "u32"), ("i8", "u8", "u8"),
                                   ("fp16", "i32", "fp16"), ("i64", "fp32", "fp32"),
                                   ("i16", "i64", "i64")])
def test_mixed_promotion(backend, T, U, R):
    x = np.array([-1, 2, 3, -4, 5], dtype=np_dtype(T))
    y = np.array([1, 2, -3 if U[0] != "u" else 3, 4, 60], dtype=np_dtype(U))
    got = launch1(BINARY, backend, [x, y], R, T=T, U=U, O=0, EXPR="a + b")
    want = (x.astype(np_dtype(R)) + y.astype(np_dtype(R))).astype(np_dtype(R))
    assert_same(got, want, backend)
    lt = launch1(BINARY, backend, [x, y], "i1", T=T, U=U, O=0, EXPR="a < b")
    assert_same(lt, x.astype(np_dtype(R)) < y.astype(np_dtype(R)), backend)


def test_unsigned_comparison_rule_interpreter():
    x = np.array([-1], dtype=np.int32)
    y = np.array([1], dtype=np.uint32)
    got = launch1(BINARY, "interpreter", [x, y], "i1", T="i32", U="u32", O=0, EXPR="a < b")
    assert got.tolist() == [False]  # -1 becomes 4294967295 (Triton)
    got = launch1(UNARY, "interpreter", [x], "i1", T="i32", O=0, EXPR="a < 1")
    assert got.tolist() == [True]  # literal: the tile's dtype wins


# ------------------------------------------------------------------ comparisons, where, min/max
@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("d", ["fp32", "fp16", "i32", "u8"])
@pytest.mark.parametrize("op", ["==", "!=", "<", "<=", ">", ">="])
def test_compare(backend, d, op):
    @SETTINGS
    @given(st.integers(1, 3 * B).flatmap(lambda n: st.tuples(arrays(d, n), arrays(d, n))))
    def check(xy):
        x, y = xy
        got = launch1(BINARY, backend, [x, y], "i1", T=d, U=d, O=0, EXPR=f"a {op} b")
        ref = {"==": np.equal, "!=": np.not_equal, "<": np.less, "<=": np.less_equal,
               ">": np.greater, ">=": np.greater_equal}[op](x, y)
        assert_same(got, ref, backend)

    check()


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("d", ["fp32", "fp16", "i32", "u32"])
def test_minimum_maximum_where(backend, d):
    @SETTINGS
    @given(st.integers(1, 3 * B).flatmap(lambda n: st.tuples(arrays(d, n), arrays(d, n))))
    def check(xy):
        x, y = xy
        assert_same(launch1(BINARY, backend, [x, y], d, T=d, U=d, O=0, EXPR="minimum(a, b)"),
                    np.fmin(x, y), backend)  # NaN ignored (Triton's default)
        assert_same(launch1(BINARY, backend, [x, y], d, T=d, U=d, O=0, EXPR="maximum(a, b)"),
                    np.fmax(x, y), backend)
        assert_same(launch1(BINARY, backend, [x, y], d, T=d, U=d, O=0,
                            EXPR="where(a > b, a, b)"), np.where(x > y, x, y), backend)

    check()


# ------------------------------------------------------------------ unary and math
MATH = {
    "exp": (np.exp, -80.0, 80.0), "exp2": (np.exp2, -100.0, 100.0),
    "log": (np.log, 2.0**-100, 2.0**100), "log2": (np.log2, 2.0**-100, 2.0**100),
    "sqrt": (np.sqrt, 0.0, 2.0**100), "rsqrt": (lambda v: 1 / np.sqrt(v), 2.0**-100, 2.0**100), "sin": (np.sin, -100.0, 100.0),
    "cos": (np.cos, -100.0, 100.0), "sigmoid": (lambda v: 1 / (1 + np.exp(-v)), -80.0, 80.0),
    "erf": (None, -6.0, 6.0), "floor": (np.floor, -1e6, 1e6), "ceil": (np.ceil, -1e6, 1e6),
}


def erf64(v):
    import math

    return np.array([math.erf(t) for t in v])


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("d", ["fp32", "fp64"])
@pytest.mark.parametrize("fn", sorted(MATH))
def test_math(backend, d, fn):
    ref_fn, lo, hi = MATH[fn]
    ref_fn = ref_fn or erf64

    @SETTINGS
    @given(st.integers(1, 3 * B).flatmap(lambda n: arrays(d, n, floats(d, lo, hi, nan=False))))
    def check(x):
        got = launch1(UNARY, backend, [x], d, T=d, O=1, EXPR=f"{fn}(a)")
        ref = ref_fn(x.astype(np.float64)).astype(np_dtype(d))
        exact = fn in ("floor", "ceil")
        rtol = 0 if exact else (2e-6 if d == "fp32" else 1e-13)
        gpu = 0 if exact else (2e-5 if d == "fp32" else 1e-12)
        atol = 0 if exact else (1e-6 if fn in ("sin", "cos") else 0)
        assert_same(got, ref, backend, rtol=rtol, gpu_rtol=gpu or None, atol=atol)

    check()


def test_math_special_values_interpreter():
    x = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, -1.0], dtype=np.float32)
    exp = launch1(UNARY, "interpreter", [x], "fp32", T="fp32", O=0, EXPR="exp(a)")
    np.testing.assert_array_equal(exp, [1, 1, np.inf, 0, np.nan, np.float32(np.exp(-1.0))])
    sq = launch1(UNARY, "interpreter", [x], "fp32", T="fp32", O=0, EXPR="sqrt(a)")
    assert np.signbit(sq[1]) and sq[1] == 0 and np.isnan(sq[5])
    lg = launch1(UNARY, "interpreter", [x], "fp32", T="fp32", O=0, EXPR="log(a)")
    assert lg[0] == -np.inf and lg[1] == -np.inf and np.isnan(lg[5])


def test_math_rejects_half():
    with pytest.raises(tiledsl.TileCompileErrors, match=r"exp\(\) takes fp32 or fp64, got fp16"):
        launch1(UNARY, "interpreter", [np.ones(4, np.float16)], "fp16", T="fp16", O=0,
                EXPR="exp(a)")


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("d", ["i8", "i32", "i64", "u32", "fp16", "fp32"])
def test_neg_abs_invert(backend, d):
    @SETTINGS
    @given(st.integers(1, 3 * B).flatmap(lambda n: arrays(d, n)))
    def check(x):
        if DType(d).is_int:
            assert_same(launch1(UNARY, backend, [x], d, T=d, O=0, EXPR="-a"),
                        wrap([-int(v) for v in x], d), backend)
            assert_same(launch1(UNARY, backend, [x], d, T=d, O=0, EXPR="~a"),
                        wrap([~int(v) for v in x], d), backend)
            assert_same(launch1(UNARY, backend, [x], d, T=d, O=0, EXPR="abs(a)"),
                        wrap([abs(int(v)) for v in x], d), backend)
        else:
            assert_same(launch1(UNARY, backend, [x], d, T=d, O=0, EXPR="-a"), -x, backend)
            assert_same(launch1(UNARY, backend, [x], d, T=d, O=0, EXPR="abs(a)"), np.abs(x),
                        backend)

    check()


@pytest.mark.parametrize("backend", BACKENDS)
def test_fma_single_rounding(backend):
    a = np.array([1 + 2**-12], dtype=np.float32)
    c = np.array([-(1 + 2**-11)], dtype=np.float32)
    k = kernel("""
kernel k(x: *fp32, z: *fp32, out: *fp32, n: i32, B: constexpr):
    offs = arange(0, B)
    m = offs < n
    a = load(x + offs, mask=m, other=0.0)
    c = load(z + offs, mask=m, other=0.0)
    store(out + offs, fma(a, a, c), mask=m)
""", R="fp32")
    out = np.zeros(1, np.float32)
    run(k, (1,), [a, c, out, np.int32(1)], backend, B=4)
    assert out[0] == np.float32(2**-24)


# ------------------------------------------------------------------ casts
def sat_cast(x, d):
    """Truncate toward zero, saturate at the type's bounds, NaN → 0 (cvt.rzi.sat)."""
    info = np.iinfo(np_dtype(d))
    out = []
    for v in x.astype(np.float64):
        if np.isnan(v):
            out.append(0)
        elif np.isinf(v):
            out.append(int(info.max) if v > 0 else int(info.min))
        else:
            out.append(min(max(int(v), int(info.min)), int(info.max)))
    return np.array(out, dtype=np_dtype(d))


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("src,dst", [("fp32", "i32"), ("fp32", "u8"), ("fp64", "i64"),
                                     ("fp16", "i16"), ("fp32", "i8"), ("fp32", "u32")])
def test_float_to_int_saturates(backend, src, dst):
    @SETTINGS
    @given(st.integers(1, 3 * B).flatmap(lambda n: arrays(src, n)))
    def check(x):
        got = launch1(UNARY, backend, [x], dst, T=src, O=0, EXPR=f"a.to({dst})")
        assert_same(got, sat_cast(x, dst), backend)

    check()


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("src,dst", [("fp32", "fp16"), ("fp32", "bf16"), ("fp64", "fp32"),
                                     ("fp16", "fp32"), ("bf16", "fp32"), ("i32", "fp32"),
                                     ("u32", "fp32"), ("i64", "fp64"), ("i32", "i8"),
                                     ("i8", "u32"), ("u8", "i32"), ("i64", "i32"),
                                     ("fp32", "i1"), ("i32", "i1")])
def test_conversions(backend, src, dst):
    @SETTINGS
    @given(st.integers(1, 3 * B).flatmap(lambda n: arrays(src, n)))
    def check(x):
        got = launch1(UNARY, backend, [x], dst, T=src, O=0, EXPR=f"a.to({dst})")
        if dst == "i1":
            want = x != 0  # NaN → True
        elif DType(src).is_int and DType(dst).is_int:
            want = wrap([int(v) for v in x], dst)
        else:
            want = x.astype(np_dtype(dst))  # IEEE round to nearest even
        assert_same(got, want, backend)

    check()


def test_bitcast_interpreter():
    x = np.array([1.0, -2.0], np.float32)
    got = launch1(UNARY, "interpreter", [x], "i32", T="fp32", O=0, EXPR="a.to(i32, bitcast=True)")
    assert got.tolist() == [0x3F800000, np.float32(-2.0).view(np.int32)]


# ------------------------------------------------------------------ reductions and scans
RED2D = """
kernel k(x: *{T}, out: *{R}, rows: i32, cols: i32, BR: constexpr, BC: constexpr):
    r = arange(0, BR)
    c = arange(0, BC)
    m = (r[:, None] < rows) & (c[None, :] < cols)
    a = load(x + r[:, None] * cols + c[None, :], mask=m, other={O})
    v = {FN}(a, axis={AX})
    n = rows if {AX} == 1 else cols
    o = arange(0, {BO})
    store(out + o, v, mask=o < n)
"""


def padded(x, other):
    """``x`` inside the 32×64 tile, the rest filled with ``other`` (the masked load)."""
    fill = float(other) if isinstance(other, str) else other
    p = np.full((32, 64), fill, dtype=x.dtype)
    p[:x.shape[0], :x.shape[1]] = x
    return p


def _red(backend, fn, d, R, x, axis, other):
    rows, cols = x.shape
    n = rows if axis == 1 else cols
    out = np.zeros(n, dtype=np_dtype(R))
    k = kernel(RED2D, T=d, R=R, O=other, FN=fn, AX=axis, BO=32 if axis == 1 else 64)
    run(k, (1,), [x, out, np.int32(rows), np.int32(cols)], backend, BR=32, BC=64)
    return out


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("axis", [0, 1])
@pytest.mark.parametrize("d,R", [("fp32", "fp32"), ("i8", "i32"), ("i32", "i32"),
                                 ("u8", "u32"), ("fp64", "fp64")])
def test_sum(backend, axis, d, R):
    el = floats(d, -1e3, 1e3, nan=False) if DType(d).is_float else None

    @SETTINGS
    @given(st.tuples(st.integers(1, 32), st.integers(1, 64)).flatmap(
        lambda s: arrays(d, s, el)))
    def check(x):
        got = _red(backend, "sum", d, R, x, axis, 0)
        if DType(d).is_int:
            want = wrap([int(v) for v in x.astype(object).sum(axis=axis)], R)
            assert_same(got, want, backend)
        else:
            want = x.astype(np.float64).sum(axis=axis)
            assert_same(got, want, backend, rtol=1e-5, atol=1e-3)

    check()


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("axis", [0, 1])
@pytest.mark.parametrize("fn", ["max", "min"])
@pytest.mark.parametrize("d,R", [("fp32", "fp32"), ("fp16", "fp32"), ("i8", "i32"),
                                 ("u32", "u32"), ("i64", "i64")])
def test_max_min(backend, axis, fn, d, R):
    @SETTINGS
    @given(st.tuples(st.integers(1, 32), st.integers(1, 64)).flatmap(lambda s: arrays(d, s)))
    def check(x):
        other = {"max": "-inf", "min": "inf"}[fn] if DType(d).is_float else \
            (DType(d).min if fn == "max" else DType(d).max)
        got = _red(backend, fn, d, R, x, axis, other)
        with np.errstate(all="ignore"):  # the masked tail takes `other` and takes part
            want = (np.fmax.reduce if fn == "max" else np.fmin.reduce)(
                padded(x, other), axis=axis)[:x.shape[1 - axis]]
        assert_same(got, want.astype(np_dtype(R)), backend)

    check()


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("axis", [0, 1])
@pytest.mark.parametrize("fn", ["argmax", "argmin"])
@pytest.mark.parametrize("d", ["fp32", "i32", "u8"])
def test_argmax_ties_smallest_index(backend, axis, fn, d):
    el = st.sampled_from([0, 1, 2, 3]) if DType(d).is_int else st.sampled_from(
        [0.0, 1.0, -1.0, 2.5])

    @SETTINGS
    @given(st.tuples(st.integers(1, 32), st.integers(1, 64)).flatmap(
        lambda s: arrays(d, s, el)))
    def check(x):
        other = {"argmax": "-inf", "argmin": "inf"}[fn] if DType(d).is_float else \
            (DType(d).min if fn == "argmax" else DType(d).max)
        got = _red(backend, fn, d, "i32", x, axis, other)
        want = (np.argmax if fn == "argmax" else np.argmin)(  # first occurrence = smallest
            padded(x, other), axis=axis)[:x.shape[1 - axis]]
        assert_same(got, want.astype(np.int32), backend)

    check()


SCAN = """
kernel k(x: *{T}, out: *{R}, n: i32, B: constexpr):
    o = arange(0, B)
    m = o < n
    a = load(x + o, mask=m, other={O})
    store(out + o, {FN}(a, axis=0, reverse={REV}), mask=m)
"""


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("rev", [False, True])
@pytest.mark.parametrize("fn,d,R", [("cumsum", "i32", "i32"), ("cumsum", "i8", "i32"),
                                    ("cumsum", "fp32", "fp32"), ("cumprod", "i64", "i64"),
                                    ("cumprod", "fp64", "fp64")])
def test_scans(backend, rev, fn, d, R):
    el = st.integers(-3, 3) if DType(d).is_int else floats(d, -2.0, 2.0, nan=False)

    @SETTINGS
    @given(st.integers(1, 128).flatmap(lambda n: arrays(d, n, el)))
    def check(x):
        n = len(x)
        out = np.zeros(n, np_dtype(R))
        k = kernel(SCAN, T=d, R=R, O=0 if fn == "cumsum" else 1, FN=fn, REV=rev)
        run(k, (1,), [x, out, np.int32(n)], backend, B=128)
        src = x[::-1] if rev else x
        if DType(d).is_int:
            acc, vals = (0 if fn == "cumsum" else 1), []
            for v in src:
                acc = acc + int(v) if fn == "cumsum" else acc * int(v)
                vals.append(acc)
            want = wrap(vals, R)
        else:
            want = (np.cumsum if fn == "cumsum" else np.cumprod)(src.astype(np.float64))
        want = want[::-1] if rev else want
        assert_same(got := out, want, backend, rtol=1e-5 if DType(d).is_float else 0,
                    atol=1e-5)
        del got

    check()


# ------------------------------------------------------------------ dot
DOT = """
kernel k(a: *{T}, b: *{T}, c: *{R}, M: i32, N: i32, K: i32, BM: constexpr, BN: constexpr,
         BK: constexpr):
    rm = arange(0, BM)
    rn = arange(0, BN)
    rk = arange(0, BK)
    x = load(a + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0)
    y = load(b + rk[:, None] * N + rn[None, :], mask=(rk[:, None] < K) & (rn[None, :] < N), other=0)
    store(c + rm[:, None] * N + rn[None, :], dot(x, y{EXTRA}), mask=(rm[:, None] < M) & (rn[None, :] < N))
"""


def tf32(x):
    """Round fp32 to tf32: 10 mantissa bits, to nearest with ties away (cvt.rna.tf32.f32)."""
    b = x.astype(np.float32).view(np.uint32).astype(np.uint64)
    b = (b + 0x1000) & 0xFFFFE000
    return b.astype(np.uint32).view(np.float32)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("d,R,extra", [("fp16", "fp32", ""), ("i8", "i32", ""),
                                       ("fp32", "fp32", ", input_precision='ieee'"),
                                       ("fp32", "fp32", ""), ("bf16", "fp32", ""),
                                       ("fp64", "fp64", "")])
def test_dot(backend, d, R, extra):
    rng = np.random.default_rng(0)
    M, N, K = 13, 29, 37
    if DType(d).is_int:
        a = rng.integers(-128, 128, (M, K)).astype(np.int8)
        b = rng.integers(-128, 128, (K, N)).astype(np.int8)
    else:
        a = rng.standard_normal((M, K)).astype(np_dtype(d))
        b = rng.standard_normal((K, N)).astype(np_dtype(d))
    c = np.zeros((M, N), np_dtype(R))
    run(kernel(DOT, T=d, R=R, EXTRA=extra), (1,), [a, b, c, np.int32(M), np.int32(N),
                                                   np.int32(K)], backend, BM=16, BN=32, BK=64)
    if DType(d).is_int:
        np.testing.assert_array_equal(c, a.astype(np.int64) @ b.astype(np.int64))
        return
    if d == "fp32" and not extra:
        a, b = tf32(a), tf32(b)
    ref = a.astype(np.float64) @ b.astype(np.float64)
    tol = 1e-12 if d == "fp64" else 2e-6
    np.testing.assert_allclose(c, ref, rtol=tol, atol=tol * np.abs(ref).max())


def test_tf32_default_differs_from_ieee_interpreter():
    a = np.full((16, 16), 1 + 2**-12, np.float32)
    eye = np.eye(16, dtype=np.float32)
    for extra, want in [("", 1.0), (", input_precision='ieee'", 1 + 2**-12)]:
        c = np.zeros((16, 16), np.float32)
        run(kernel(DOT, T="fp32", R="fp32", EXTRA=extra), (1,),
            [a, eye, c, np.int32(16), np.int32(16), np.int32(16)], "interpreter",
            BM=16, BN=16, BK=16)
        assert c[0, 0] == np.float32(want)


# ------------------------------------------------------------------ shapes
@pytest.mark.parametrize("backend", BACKENDS)
def test_trans_reshape_broadcast(backend):
    k = kernel("""
kernel k(x: *i32, t: *i32, r: *i32, b: *i32):
    i = arange(0, 4)
    j = arange(0, 8)
    a = load(x + i[:, None] * 8 + j[None, :])
    store(t + j[:, None] * 4 + i[None, :], trans(a))
    store(r + arange(0, 32), reshape(a, (32,)))
    row = load(x + j)
    store(b + i[:, None] * 8 + j[None, :], broadcast_to(row[None, :], (4, 8)))
""", R="i32")
    x = np.arange(32, dtype=np.int32) * 7 - 50
    t, r, b = (np.zeros(32, np.int32) for _ in range(3))
    run(k, (1,), [x, t, r, b], backend)
    np.testing.assert_array_equal(t.reshape(8, 4), x.reshape(4, 8).T)
    np.testing.assert_array_equal(r, x)
    np.testing.assert_array_equal(b.reshape(4, 8), np.broadcast_to(x[:8], (4, 8)))


# ------------------------------------------------------------------ atomics
@pytest.mark.parametrize("backend", BACKENDS)
def test_atomic_add_returns_old_values(backend):
    k = kernel("""
kernel k(cnt: *i32, olds: *i32, sums: *fp32, B: constexpr):
    pid = program_id(0)
    old = atomic_add(cnt, 1)
    store(olds + pid, old)
    lanes = arange(0, B)
    atomic_add(sums + lanes // 2, 1.0, mask=lanes < 6)
""", R="i32")
    cnt = np.zeros(1, np.int32)
    olds = np.full(8, -1, np.int32)
    sums = np.zeros(4, np.float32)
    run(k, (8,), [cnt, olds, sums], backend, B=8)
    assert cnt[0] == 8
    assert sorted(olds.tolist()) == list(range(8))
    np.testing.assert_array_equal(sums, [16, 16, 16, 0])  # duplicates within a tile all apply


@pytest.mark.parametrize("backend", BACKENDS)
def test_atomic_max_min_xchg_cas(backend):
    k = kernel("""
kernel k(mx: *fp32, mn: *i32, x: *i32, c: *i32, r: *i32, v: *fp32):
    pid = program_id(0)
    val = load(v + pid)
    atomic_max(mx, val)
    atomic_min(mn, pid - 3)
    atomic_xchg(x + pid, pid * 10)
    old = atomic_cas(c, 0, pid + 1)
    store(r + pid, old)
""", R="i32")
    v = np.array([-5.0, 3.5, -1.0, 2.0], np.float32)
    mx = np.array([-100.0], np.float32)
    mn = np.array([0], np.int32)
    x = np.zeros(4, np.int32)
    c = np.zeros(1, np.int32)
    r = np.full(4, -1, np.int32)
    run(k, (4,), [mx, mn, x, c, r, v], backend)
    assert mx[0] == 3.5 and mn[0] == -3
    np.testing.assert_array_equal(x, [0, 10, 20, 30])
    assert (r == 0).sum() == 1 and c[0] == int(np.argmax(r == 0)) + 1
