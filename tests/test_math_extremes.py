"""The interpreter's elementwise float functions at the extremes, against float64 references.

Every point of the extremes table (:mod:`tiledsl.testing.extremes`) of every function and
dtype is checked against a reference written here from numpy's float64 functions and exact
rationals, with the rules docs/language.md states ("Math functions at the extremes"): fp32
``exp`` overflows from x = 88.72283935546875 and is 0 from x = -103.97207641601562, fp32
``sigmoid`` is 0 from x = -88.72283935546875, fp32 ``exp2`` flushes results below 2^-126 to
0, fp32 ``rsqrt`` takes a subnormal as a zero of its sign, fp64 ``exp`` is 0 from x = -745;
everything else is correctly rounded. The table itself must name every elementwise float op
of the IR and every math builtin.
"""
from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest

from tiledsl.ir import Op
from tiledsl.testing import extremes as E
from tiledsl.testing import mathsweep as S

F32, F64 = np.float32, np.float64
CASES = [(dt, g) for dt in E.FLOATS for g in S.GROUPS if E.functions(dt, g)]

#: fp32 thresholds as docs/language.md gives them
EXP_INF_FROM = 88.72283935546875
EXP_ZERO_FROM = -103.97207641601562
SIGMOID_ZERO_FROM = -88.72283935546875
F32_MIN_NORMAL = 2.0 ** -126
EXP_F64_ZERO_FROM = -745.0


# ----------------------------------------------------------------------------- coverage
#: elementwise ops the table leaves out, and why
NOT_FLOAT_FUNCTIONS = {
    Op.FLOORDIV: "// on floats is a compile error",
    Op.AND: "integers only", Op.OR: "integers only", Op.XOR: "integers only",
    Op.SHL: "integers only", Op.SHR: "integers only", Op.INVERT: "integers only",
    Op.WHERE: "selects one of its operands: computes no value",
    Op.UMULHI: "integers only",
}


def test_the_table_names_every_elementwise_float_op():
    from tiledsl.interpreter.ops import elementwise

    used = set()
    for dt, g in CASES:
        k, _ = S.kernel(dt, g)
        used |= {op.op for op in k.lower().walk()}
    missing = set(elementwise.TABLE) - used - set(NOT_FLOAT_FUNCTIONS)
    assert not missing, f"elementwise ops with no entry in tiledsl/testing/extremes.py: {missing}"


def test_the_table_names_every_math_builtin():
    from tiledsl.check import library

    math_builtins = {n for n in ("exp", "exp2", "log", "log2", "sqrt", "rsqrt", "sin", "cos",
                                 "erf", "floor", "ceil", "sigmoid", "abs", "fma", "minimum",
                                 "maximum", "clamp", "isnan", "isinf", "isfinite")}
    known = set(library.BUILTINS) if hasattr(library, "BUILTINS") else math_builtins
    assert math_builtins <= known
    named = {f.expr.split("(")[0] for f in E.FUNCTIONS.values()}
    assert math_builtins <= named


# --------------------------------------------------------------------- the references
_P = {"fp16": (11, -14, 15), "bf16": (8, -126, 127), "fp32": (24, -126, 127),
      "fp64": (53, -1022, 1023)}


def round_exact(v: Fraction, dt: str) -> float:
    """An exact rational rounded to nearest even in ``dt`` (subnormals, overflow to inf)."""
    if v == 0:
        return 0.0
    p, emin, emax = _P[dt]
    sign = -1.0 if v < 0 else 1.0
    v = abs(v)
    e = v.numerator.bit_length() - v.denominator.bit_length()
    if Fraction(2) ** e > v:
        e -= 1
    q = max(e, emin) - (p - 1)                 # exponent of the last kept bit
    scaled = v / Fraction(2) ** q
    n, rem = divmod(scaled.numerator, scaled.denominator)
    if 2 * rem > scaled.denominator or (2 * rem == scaled.denominator and n % 2):
        n += 1
    if n and n.bit_length() + q - 1 > emax:
        return sign * math.inf
    return sign * math.ldexp(n, q)


def rn(x64: np.ndarray, dt: str) -> np.ndarray:
    """float64 values (exact, or correctly rounded: every reference below) rounded to ``dt``
    once, through exact rationals."""
    out = np.empty(x64.shape, dtype=F64)
    for i, v in enumerate(x64.reshape(-1)):
        out.reshape(-1)[i] = v if (v == 0 or not math.isfinite(v)) else \
            round_exact(Fraction(float(v)), dt)
    return E.array(out, dt) if dt != "fp64" else out


def _erf(x):
    return np.array([math.erf(v) for v in x], dtype=F64)


_MATH64 = {"exp": np.exp, "exp2": np.exp2, "log": np.log, "log2": np.log2, "sqrt": np.sqrt,
           "rsqrt": lambda x: 1 / np.sqrt(x), "sin": np.sin, "cos": np.cos, "erf": _erf,
           "floor": np.floor, "ceil": np.ceil, "sigmoid": lambda x: 1 / (1 + np.exp(-x)),
           "tanh": np.tanh, "log1p": np.log1p, "expm1": np.expm1, "tan": np.tan,
           "asin": np.arcsin, "acos": np.arccos, "atan": np.arctan, "sinh": np.sinh,
           "cosh": np.cosh, "trunc": np.trunc,
           "round": np.vectorize(lambda v: v if not math.isfinite(v) else math.copysign(
               float(math.floor(abs(Fraction(v)) + Fraction(1, 2))), v), otypes=[np.float64]),
           "erfc": np.vectorize(lambda v: math.erfc(v) if not math.isnan(v) else v,
                                otypes=[np.float64])}


def _minmax(a, b, is_max, propagate):
    r = np.fmax(a, b) if is_max else np.fmin(a, b)
    zeros = (a == 0) & (b == 0)
    signed = np.where(np.signbit(a) & np.signbit(b), -0.0, 0.0) if is_max else \
        np.where(np.signbit(a) | np.signbit(b), -0.0, 0.0)
    r = np.where(zeros, signed, r)
    if propagate:
        r = np.where(np.isnan(a) | np.isnan(b), np.nan, r)
    return r


def _fma(a, b, c):
    out = np.empty(a.shape, dtype=object)
    for i, (x, y, z) in enumerate(zip(a, b, c)):
        if all(math.isfinite(v) for v in (x, y, z)):
            exact = Fraction(x) * Fraction(y) + Fraction(z)
            if exact == 0:  # IEEE: -0 only for (-0 product) + (-0); an exact cancellation is +0
                prod_neg = (math.copysign(1, x) * math.copysign(1, y)) < 0
                out[i] = -0.0 if (x * y == 0 and prod_neg and math.copysign(1, z) < 0) else 0.0
            else:
                out[i] = exact
        elif math.isfinite(x) and math.isfinite(y):
            out[i] = z  # a finite product plus an infinity or a NaN
        else:
            with np.errstate(all="ignore"):
                out[i] = float(np.float64(x) * np.float64(y) + np.float64(z))
    return out


def _to_int(x: np.ndarray, dst: str) -> np.ndarray:
    if dst == "i1":
        return x != 0
    info = np.iinfo(np.dtype(dst.replace("i", "int").replace("u", "uint") if dst[0] == "i"
                             else "uint" + dst[1:]))
    t = np.trunc(np.where(np.isnan(x), 0.0, x))
    t = np.clip(t, float(info.min), float(info.max))
    out = np.empty(x.shape, dtype=info.dtype)
    for i, v in enumerate(t):  # exact conversion of the clipped value
        out[i] = min(max(int(v), info.min), info.max)
    return out


def reference(fn: str, dt: str, ins: tuple) -> np.ndarray:
    """What docs/language.md says ``fn`` gives on these operands."""
    f = E.FUNCTIONS[fn]
    out = f.result(dt)
    with np.errstate(all="ignore"):
        xs = [x.astype(F64) for x in ins]
        a = xs[0]
        if fn in _MATH64:
            if fn == "rsqrt" and dt == "fp32":  # a subnormal input counts as a signed zero
                a = np.where(np.abs(a) < F32_MIN_NORMAL, np.copysign(0.0, a), a)
            r = _MATH64[fn](a)
            if dt == "fp32":
                r = rn(r, "fp32").astype(F64)
                if fn == "exp":
                    r = np.where(a >= EXP_INF_FROM, np.inf, np.where(a <= EXP_ZERO_FROM, 0.0, r))
                if fn == "exp2":
                    r = np.where(r < F32_MIN_NORMAL, 0.0, r)
                if fn == "sigmoid":
                    r = np.where(a <= SIGMOID_ZERO_FROM, 0.0, r)
            if fn == "exp" and dt == "fp64":
                r = np.where(a <= EXP_F64_ZERO_FROM, 0.0, r)
            return rn(r, dt) if dt != "fp64" else r
        if fn == "abs":
            return E.from_bits(E.bits_of(ins[0]) & ~_sign_bit(dt), dt)
        if fn == "neg":
            return E.from_bits(E.bits_of(ins[0]) ^ _sign_bit(dt), dt)
        if fn in ("isnan", "isinf", "isfinite"):
            return getattr(np, fn)(a)
        b = xs[1] if len(xs) > 1 else None
        if fn in ("add", "sub", "mul", "div", "mod", "pow", "atan2", "div_rn"):
            r = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.divide,
                 "mod": np.fmod, "pow": np.power, "atan2": np.arctan2,
                 "div_rn": np.divide}[fn](a, b)
            return rn(r, out) if out != "fp64" else r
        if fn.startswith(("minimum", "maximum")):
            r = _minmax(a, b, fn.startswith("maximum"), fn.endswith("_nan"))
            return E.array(r, dt) if dt != "fp64" else r
        if fn in E._CMP:
            return {"eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal,
                    "gt": np.greater, "ge": np.greater_equal}[fn](a, b)
        if fn == "fma":
            exact = _fma(*xs)
            vals = [round_exact(v, dt) if isinstance(v, Fraction) else v for v in exact]
            return E.array(vals, dt) if dt != "fp64" else np.array(vals, dtype=F64)
        if fn.startswith("clamp"):
            prop = fn.endswith("_nan")
            r = _minmax(_minmax(a, b, True, prop), xs[2], False, prop)
            return E.array(r, dt) if dt != "fp64" else r
        if fn.startswith("libdevice."):
            r = _libdevice(fn[len("libdevice."):], dt, xs)
            return rn(r, dt) if dt != "fp64" else r
        if fn.startswith("to_"):
            dst = fn[3:]
            if dst in E.FLOATS:
                return rn(a, dst) if dst != "fp64" else a
            return _to_int(a, dst)
    raise AssertionError(f"no reference for {fn}")


def _sinpi_exact(v: float, cos: bool) -> float:
    """sin(πv) or cos(πv) with the argument reduced exactly (as rationals) to [0, 2)."""
    if math.isnan(v) or math.isinf(v):
        return math.nan
    r = Fraction(v) % 2
    if cos:
        r = (r + Fraction(1, 2)) % 2  # cos(πv) = sin(π(v + 1/2))
    if r in (0, 1):
        return math.copysign(0.0, v) if not cos else 0.0
    if r in (Fraction(1, 2), Fraction(3, 2)):
        return 1.0 if r == Fraction(1, 2) else -1.0
    sign = -1.0 if r > 1 else 1.0
    r = r - 1 if r > 1 else r
    t = 1 - r if r > Fraction(1, 2) else r  # sin(π(1 - r)) = sin(πr), t in (0, 1/2)
    return sign * math.sin(math.pi * float(t))


def _gamma_c(v: float, log: bool) -> float:
    """C's lgamma / tgamma, with their special values, from Python's math module."""
    if math.isnan(v):
        return v
    pole = not math.isinf(v) and v <= 0 and v == math.floor(v)
    if log:
        if math.isinf(v) or pole:
            return math.inf
        try:
            return math.lgamma(v)
        except OverflowError:
            return math.inf
    if v == 0:
        return math.copysign(math.inf, v)
    if v == -math.inf or pole:
        return math.nan
    try:
        return math.gamma(v)
    except OverflowError:  # Γ(v) ~ 1/v next to 0: -inf for the negative subnormals (C99)
        return math.copysign(math.inf, v)


def _libdevice(name: str, dt: str, xs) -> np.ndarray:
    """The C99 function ``name`` on float64 operands (exact ones in the operand dtype)."""
    a = xs[0]
    b = xs[1] if len(xs) > 1 else None
    npd = E.np_dtype(dt)
    one = {"cbrt": np.cbrt, "exp10": lambda x: np.power(10.0, x), "log10": np.log10,
           "asinh": np.arcsinh, "acosh": np.arccosh, "atanh": np.arctanh, "rint": np.rint,
           "nearbyint": np.rint}
    if name in one:
        return one[name](a)
    if name in ("sinpi", "cospi"):
        return np.array([_sinpi_exact(v, name == "cospi") for v in a], dtype=F64)
    if name in ("lgamma", "tgamma"):
        return np.array([_gamma_c(v, name == "lgamma") for v in a], dtype=F64)
    if name == "hypot":
        return np.hypot(a, b)
    x, y = a.astype(npd), b.astype(npd)
    if name == "copysign":
        return np.copysign(x, y).astype(F64)
    if name == "nextafter":
        return np.nextafter(x, y).astype(F64)
    if name == "fmod":
        return np.fmod(x, y).astype(F64)
    if name == "fdim":
        return np.where(np.isnan(a) | np.isnan(b), np.nan,
                        np.where(a > b, (x - y).astype(F64), 0.0))
    if name == "remainder":
        def rem(p, q):
            if math.isnan(p) or math.isnan(q) or math.isinf(p) or q == 0:
                return math.nan
            if math.isinf(q):
                return p
            r = Fraction(p) - Fraction(q) * round(Fraction(p) / Fraction(q))
            return math.copysign(0.0, p) if r == 0 else float(r)  # a zero has x's sign
        return np.array([rem(p, q) for p, q in zip(x.astype(F64), y.astype(F64))], dtype=F64)
    raise AssertionError(f"no reference for libdevice.{name}")


def _sign_bit(dt):
    w = 8 * E.np_dtype(dt).itemsize
    return E.bits_of(E.from_bits(1 << (w - 1), dt).reshape(1))[0]


@pytest.mark.parametrize("dt,group", CASES, ids=[f"{g}-{dt}" for dt, g in CASES])
def test_interpreter_equals_the_reference_at_every_point(dt, group):
    pts = E.group_points(dt, group)
    got = S.run(dt, group, pts, "interpreter")
    bad = []
    for fn, r in got.items():
        ref = reference(fn, dt, pts)
        ref = np.asarray(ref, dtype=r.dtype) if r.dtype.kind in "biu" else ref
        wrong = E.disagreements(r, ref, 0)
        for i in np.nonzero(wrong)[0]:
            ins = ", ".join(E.describe(x[i]) for x in pts)
            bad.append(f"{fn}[{dt}]({ins}): interpreter {E.describe(r[i])}, "
                       f"reference {E.describe(ref[i])}")
    assert not bad, f"{len(bad)} wrong:\n" + "\n".join(bad[:60])


# ---------------------------------------------------------------------- exact values
MIN_SUB = 2.0 ** -149
KEY = [
    # (function, dtype, operands, expected): the rules of docs/language.md at the extremes
    ("exp", "fp32", (88.72283172607422,), 3.402798519021476e38),
    ("exp", "fp32", (88.72283935546875,), math.inf),
    ("exp", "fp32", (-103.9720687866211,), MIN_SUB),
    ("exp", "fp32", (-103.97207641601562,), 0.0),  # exactly 0.5000003 * MIN_SUB: the GPU's 0
    ("exp", "fp32", (-100.0,), 27 * MIN_SUB),
    ("exp", "fp32", (-math.inf,), 0.0),
    ("exp", "fp32", (-0.0,), 1.0),
    ("exp", "fp32", (MIN_SUB,), 1.0),
    ("exp2", "fp32", (-126.0,), 2.0 ** -126),
    ("exp2", "fp32", (-126.00000762939453,), 0.0),  # below 2^-126: flushed
    ("exp2", "fp32", (-149.0,), 0.0),
    ("exp2", "fp32", (127.99999237060547,), 3.4028056178648374e38),
    ("exp2", "fp32", (128.0,), math.inf),
    ("exp", "fp64", (-744.9999999999999,), 5e-324),
    ("exp", "fp64", (-745.0,), 0.0),                # the exact value is the smallest subnormal
    ("exp", "fp64", (709.78,), math.exp(709.78)),
    ("exp", "fp64", (709.79,), math.inf),
    ("sigmoid", "fp32", (-100.0,), 0.0),
    ("sigmoid", "fp32", (-88.72283935546875,), 0.0),
    ("sigmoid", "fp32", (-88.72283172607422,), 2.9387568965326836e-39),  # a subnormal
    ("sigmoid", "fp32", (-math.inf,), 0.0),
    ("sigmoid", "fp32", (math.inf,), 1.0),
    ("sigmoid", "fp32", (17.0,), 0.9999999403953552),
    ("sigmoid", "fp64", (-745.2,), 0.0),
    ("sigmoid", "fp64", (-709.78,), 1.0 / (1.0 + math.exp(709.78))),
    ("rsqrt", "fp32", (0.0,), math.inf),
    ("rsqrt", "fp32", (-0.0,), -math.inf),
    ("rsqrt", "fp32", (math.inf,), 0.0),
    ("rsqrt", "fp32", (MIN_SUB,), math.inf),        # a subnormal counts as +0
    ("rsqrt", "fp32", (-MIN_SUB,), -math.inf),
    ("rsqrt", "fp32", (2.0 ** -126,), 2.0 ** 63),
    ("rsqrt", "fp64", (5e-324,), 1 / math.sqrt(5e-324)),
    ("log", "fp32", (MIN_SUB,), -103.2789306640625),
    ("log", "fp32", (-0.0,), -math.inf),
    ("log2", "fp32", (MIN_SUB,), -149.0),
    ("sqrt", "fp32", (-0.0,), -0.0),
    ("sqrt", "fp32", (MIN_SUB,), 3.743392066509216e-23),
    ("sin", "fp32", (3.4028234663852886e38,), -0.5218765139579773),
    ("cos", "fp32", (3.4028234663852886e38,), 0.8530210256576538),
    ("sin", "fp32", (-MIN_SUB,), -MIN_SUB),
    ("erf", "fp32", (-0.0,), -0.0),
    ("erf", "fp32", (2.0 ** -140,), 8.099505123797443e-43),
    ("ceil", "fp32", (-0.5,), -0.0),
    ("div", "fp32", (1.0, 0.0), math.inf),
    ("div", "fp32", (-1.0, 0.0), -math.inf),
    ("div", "fp32", (MIN_SUB, 2.0), 0.0),          # a tie: to even
    ("div", "fp32", (3 * MIN_SUB, 2.0), 2 * MIN_SUB),
    ("div", "fp32", (1.0, 3.4028234663852886e38), 2.0 ** -128),  # a subnormal
    ("mul", "fp32", (MIN_SUB, 0.5), 0.0),
    ("add", "fp16", (65504.0, 16.0), math.inf),    # the tie above 65504 rounds to inf
    ("fma", "fp32", (1 + 2.0 ** -12, 1 + 2.0 ** -12, -(1 + 2.0 ** -11)), 2.0 ** -24),
    ("fma", "fp16", (1 + 2.0 ** -6, 1 + 2.0 ** -6, -(1 + 2.0 ** -5)), 2.0 ** -12),
    ("minimum", "fp32", (0.0, -0.0), -0.0),
    ("maximum", "fp16", (-0.0, 0.0), 0.0),
    ("minimum", "bf16", (math.nan, 1.0), 1.0),
    ("maximum_nan", "fp32", (math.nan, 1.0), math.nan),
    ("clamp", "fp32", (math.nan, -1.0, 1.0), -1.0),
    ("clamp_nan", "fp64", (math.nan, -1.0, 1.0), math.nan),
    ("clamp", "fp32", (0.5, 1.0, -1.0), -1.0),
    ("to_fp16", "fp32", (65519.0,), 65504.0),
    ("to_fp16", "fp32", (65520.0,), math.inf),
    ("to_fp16", "fp32", (2.0 ** -25,), 0.0),       # a tie below the smallest subnormal
    ("to_fp16", "fp32", (3 * 2.0 ** -26,), 2.0 ** -24),
    ("to_bf16", "fp64", (1 + 2.0 ** -8 + 2.0 ** -30,), 1.0078125),  # rounded once
    ("to_bf16", "fp32", (3.4e38,), math.inf),
    ("to_i32", "fp32", (math.nan,), 0),
    ("to_i32", "fp32", (2.0 ** 31,), 2 ** 31 - 1),
    ("to_u8", "fp32", (-0.9,), 0),
    ("to_u8", "fp32", (-math.inf,), 0),
    ("to_i64", "fp64", (-math.inf,), -2 ** 63),
]


@pytest.mark.parametrize("fn,dt,ins,want", KEY, ids=[f"{k[0]}-{k[1]}-{k[2]}" for k in KEY])
def test_interpreter_gives_the_documented_value(fn, dt, ins, want):
    f = E.FUNCTIONS[fn]
    arrays = tuple(E.array([v], dt) for v in ins)
    got = S.run(dt, f.kernel_group, arrays, "interpreter")[fn]
    out = f.result(dt)
    if out in E.FLOATS:
        expected = E.array([want], out) if out != "fp64" else np.array([want], F64)
        assert not E.disagreements(got, expected, 0)[0], \
            f"{fn}[{dt}]{ins}: {E.describe(got)} instead of {E.describe(expected)}"
    else:
        assert int(got[0]) == int(want)


# ------------------------------------------------------------ the thresholds, exhaustively
def _fp32_range(lo: float, hi: float) -> np.ndarray:
    a, b = np.array([lo, hi], F32).view(np.int32).astype(np.int64)
    lo_i, hi_i = min(a, b), max(a, b)
    return np.arange(lo_i, hi_i + 1).astype(np.int32).view(F32)


def _gpu_formula_kinds(x: np.ndarray, fn: str) -> np.ndarray:
    """The kind of result of the GPU's formulas, with its operations rounded correctly:
    exp = 2^fp32(x * log2e), sigmoid = 1 / (1 + exp(-x)) in fp32."""
    t = (x * E.LOG2E_F32).astype(F32) if fn == "exp" else (-x * E.LOG2E_F32).astype(F32)
    with np.errstate(all="ignore"):
        e = rn(np.exp2(t.astype(F64)), "fp32")
        if fn == "exp":
            return E.kinds(e)
        d = (np.float32(1) + e).astype(F32)
        return E.kinds(rn(1.0 / d.astype(F64), "fp32"))


@pytest.mark.parametrize("fn,lo,hi", [("exp", 88.72, 88.7230), ("exp", -103.98, -103.96),
                                      ("sigmoid", -88.7230, -88.72),
                                      ("sigmoid", -103.98, -103.96)])
def test_fp32_kinds_follow_the_gpu_formula_across_each_threshold(fn, lo, hi):
    """Every fp32 input around the overflow and underflow thresholds: the interpreter's kind
    of result (inf, finite, 0) is that of the GPU's formula."""
    x = _fp32_range(lo, hi)
    got = S.run("fp32", "unary", (x,), "interpreter")[fn]
    want = _gpu_formula_kinds(x, fn)
    wrong = np.nonzero(E.kinds(got) != want)[0]
    assert not wrong.size, [(float(x[i]), E.describe(got[i])) for i in wrong[:10]]


def test_softmax_builtin_matches_float64():
    """Triton's tl.softmax along each axis of a 2-D tile, with keep_dims (the reduced tile
    broadcast back), the exact division; a kernel may itself be called softmax."""
    import tiledsl

    src = ("kernel softmax(o0: *fp32, o1: *fp32, x: *fp32):\n    r = arange(0, 4)\n"
           "    c = arange(0, 8)\n    t = load(x + r[:, None] * 8 + c[None, :])\n"
           "    store(o0 + r[:, None] * 8 + c[None, :], softmax(t, 0, keep_dims=True, "
           "ieee_rounding=True))\n"
           "    store(o1 + r[:, None] * 8 + c[None, :], softmax(t, 1, keep_dims=True, "
           "ieee_rounding=True))\n")
    k = tiledsl.compile(src, filename="sm.tile").softmax
    x = (np.random.default_rng(2).standard_normal(32) * 5).astype(F32)
    o0, o1 = np.zeros(32, F32), np.zeros(32, F32)
    k[(1,)](o0, o1, x)
    t = x.reshape(4, 8).astype(F64)
    for out, ax in ((o0, 0), (o1, 1)):
        e = np.exp(t - t.max(axis=ax, keepdims=True))
        np.testing.assert_allclose(out.reshape(4, 8), e / e.sum(axis=ax, keepdims=True),
                                   rtol=2e-6)
