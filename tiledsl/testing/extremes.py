"""Extreme inputs of tiledsl's elementwise float functions, per function and dtype, as data.

One place for what "the extremes" are, read by the GPU sweep (tests/test_gpu_math_extremes.py),
the interpreter's tests against float64 references (tests/test_math_extremes.py), the probe
(bench/probe_math_extremes.py) and the fuzzers:

* :data:`FUNCTIONS`: every elementwise float function of the language (the math builtins,
  ``abs``, ``-``, ``+ - * / %``, ``fma``, ``minimum``/``maximum``/``clamp`` with and without
  ``propagate_nan``, comparisons, ``isnan``/``isinf``/``isfinite``, ``.to()`` between float
  dtypes and to integers), each with the dtypes it takes and its tiledsl expression;
* :func:`special_values`: ±0, the smallest and largest subnormal, the smallest normal, ±1,
  the largest finite value, ±inf and NaNs (canonical, negative, with a payload, signaling)
  of one dtype;
* :func:`points`: the inputs of one function and dtype: the special values (for two or
  three operands, their cross product) plus the function's own thresholds (exp's overflow
  and underflow, sigmoid's, the subnormal range of exp2, rsqrt and log of subnormals, sin
  and cos at ±max ...);
* :data:`GPU_ULP`: how far the GPU's result may be from the interpreter's, in ulp of the
  result dtype, for functions the GPU computes approximately (docs/language.md, "Math
  functions at the extremes"); every other function must agree bit for bit;
* :func:`kinds`, :func:`ulp_distance`, :func:`disagreements`: the comparison rule. At every
  point both backends give the same *kind* of result (NaN, +inf, -inf, +0, -0, a finite
  nonzero number of a sign: a subnormal flushed on one side only is a disagreement); finite
  results are equal, or within ``GPU_ULP`` for an approximate function. NaN payloads and
  signs are not compared (docs/language.md, "NaN bits").
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass

import numpy as np

from ..dtypes import DType, bf16_numpy
from ..libdevice import FUNCTIONS as _LIBDEVICE

FLOATS = ("fp16", "bf16", "fp32", "fp64")
WIDE = ("fp32", "fp64")
INTS = ("i1", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64")

#: (exponent bits, mantissa bits) of each float dtype
_FORMAT = {"fp16": (5, 10), "bf16": (8, 7), "fp32": (8, 23), "fp64": (11, 52)}
_RAW = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}


def np_dtype(dt: str) -> np.dtype:
    """The numpy dtype of a tiledsl dtype name (bf16: ml_dtypes')."""
    return DType[dt].np if dt != "bf16" else bf16_numpy()


def bits_of(x: np.ndarray) -> np.ndarray:
    """The raw bits of a float array as unsigned integers of its width (bool: as uint8)."""
    x = np.ascontiguousarray(x)
    if x.dtype == np.bool_:
        return x.view(np.uint8)
    return x.view(_RAW[x.dtype.itemsize * 8])


def from_bits(bits, dt: str) -> np.ndarray:
    """An array of dtype ``dt`` holding the given raw bit patterns."""
    width = DType[dt].bits
    return np.asarray(bits, dtype=_RAW[width]).view(np_dtype(dt))


def array(values, dt: str) -> np.ndarray:
    """Python floats (exactly representable in ``dt``) as an array of ``dt``."""
    v = np.asarray(values, dtype=np.float64)
    if dt == "bf16":  # through fp32 exactly: the values are bf16 numbers
        return v.astype(np.float32).astype(bf16_numpy())
    return v.astype(np_dtype(dt))


def special_values(dt: str) -> dict:
    """The special values of ``dt``, by name, as 0-d arrays of ``dt`` (exact by their bits)."""
    e, m = _FORMAT[dt]
    width = 1 + e + m
    sign = 1 << (width - 1)
    exp_all = ((1 << e) - 1) << m
    one = ((1 << (e - 1)) - 1) << m
    pos = {
        "0": 0,
        "min_sub": 1,                        # smallest subnormal
        "2min_sub": 2,
        "max_sub": (1 << m) - 1,             # largest subnormal
        "min_normal": 1 << m,
        "min_normal+": (1 << m) + 1,
        "0.5": one - (1 << m),
        "1": one,
        "1+ulp": one + 1,
        "1.5": one + (1 << (m - 1)),
        "3": one + (1 << m) + (1 << (m - 1)),
        "max-ulp": exp_all - 2,
        "max": exp_all - 1,
        "inf": exp_all,
    }
    out = {}
    for name, b in pos.items():
        out[name] = from_bits(b, dt)
        out["-" + name] = from_bits(b | sign, dt)
    out["nan"] = from_bits(exp_all | (1 << (m - 1)) | ((1 << (m - 1)) - 1), dt)  # canonical
    out["-nan"] = from_bits(sign | exp_all | (1 << (m - 1)), dt)
    out["nan_payload"] = from_bits(exp_all | (1 << (m - 1)) | 1, dt)
    out["snan"] = from_bits(exp_all | 1, dt)
    return out


def _value(dt: str, name: str) -> float:
    return float(special_values(dt)[name])


# ---------------------------------------------------------------------------- functions
@dataclass(frozen=True)
class Function:
    """An elementwise float function: ``expr`` in the operands ``a``, ``b``, ``c``.

    ``out`` is the result dtype: ``"same"`` (the operands'), ``"div"`` (fp32 for fp16/bf16
    operands, as ``/`` and ``%`` promote, else the operands'), or a dtype name."""

    name: str
    arity: int
    expr: str
    dtypes: tuple
    out: str = "same"
    group: str = ""

    def result(self, dt: str) -> str:
        if self.out == "same":
            return dt
        if self.out == "div":
            return "fp32" if dt in ("fp16", "bf16") else dt
        return self.out

    @property
    def kernel_group(self) -> str:
        return self.group or ("unary", "binary", "ternary")[self.arity - 1]


_MATH = ("exp", "exp2", "log", "log2", "sqrt", "rsqrt", "sin", "cos", "erf", "floor", "ceil",
         "sigmoid")
_CMP = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">="}

FUNCTIONS: dict = {}
for _n in _MATH:
    FUNCTIONS[_n] = Function(_n, 1, f"{_n}(a)", WIDE)
for _n, _e in (("abs", "abs(a)"), ("neg", "-a")):
    FUNCTIONS[_n] = Function(_n, 1, _e, FLOATS)
for _n in ("isnan", "isinf", "isfinite"):
    FUNCTIONS[_n] = Function(_n, 1, f"{_n}(a)", FLOATS, out="i1")
for _n, _e in (("add", "a + b"), ("sub", "a - b"), ("mul", "a * b")):
    FUNCTIONS[_n] = Function(_n, 2, _e, FLOATS)
FUNCTIONS["div"] = Function("div", 2, "a / b", FLOATS, out="div")
FUNCTIONS["mod"] = Function("mod", 2, "a % b", FLOATS, out="div")
for _n in ("minimum", "maximum"):
    FUNCTIONS[_n] = Function(_n, 2, f"{_n}(a, b)", FLOATS)
    FUNCTIONS[_n + "_nan"] = Function(_n + "_nan", 2, f"{_n}(a, b, propagate_nan=True)", FLOATS)
for _n, _e in _CMP.items():
    FUNCTIONS[_n] = Function(_n, 2, f"a {_e} b", FLOATS, out="i1")
for _n in ("tanh", "log1p", "expm1", "tan", "asin", "acos", "atan", "sinh", "cosh", "round",
           "trunc", "erfc"):
    FUNCTIONS[_n] = Function(_n, 1, f"{_n}(a)", WIDE)
for _n in ("pow", "atan2", "div_rn"):
    FUNCTIONS[_n] = Function(_n, 2, f"{_n}(a, b)", WIDE)
for _n, _f in _LIBDEVICE.items():  # libdevice.cbrt(a) ...
    FUNCTIONS["libdevice." + _n] = Function("libdevice." + _n, _f.arity,
                                            f"libdevice.{_n}({'a, b' if _f.arity == 2 else 'a'})",
                                            WIDE)
FUNCTIONS["fma"] = Function("fma", 3, "fma(a, b, c)", FLOATS)
FUNCTIONS["clamp"] = Function("clamp", 3, "clamp(a, b, c)", FLOATS)
FUNCTIONS["clamp_nan"] = Function("clamp_nan", 3, "clamp(a, b, c, propagate_nan=True)", FLOATS)
for _d in FLOATS + INTS:
    FUNCTIONS["to_" + _d] = Function("to_" + _d, 1, f"a.to({_d})", FLOATS, out=_d, group="cast")
del _n, _e, _d, _f


def functions(dt: str, group: str | None = None) -> list:
    """The functions taking operands of ``dt`` (in one kernel group: unary, binary, ternary,
    cast), in :data:`FUNCTIONS` order; a cast to the operand's own dtype is left out."""
    return [f for f in FUNCTIONS.values() if dt in f.dtypes and f.out != dt
            and (group is None or f.kernel_group == group)]


# -------------------------------------------------------------- bounds of approximations
#: ulp of the result dtype by which the GPU's result may differ from the interpreter's,
#: away from the extremes, for the functions the GPU computes approximately (CUDA on an
#: H200: the PTX ISA's and CUDA's documented bounds, or the analysis of docs/language.md
#: where the measured maximum of bench/probe_math_extremes.py is larger). Absent: the two
#: agree bit for bit.
GPU_ULP = {
    ("exp", "fp32"): 66, ("sigmoid", "fp32"): 68, ("exp2", "fp32"): 2, ("log", "fp32"): 1,
    ("log2", "fp32"): 1, ("rsqrt", "fp32"): 2, ("sin", "fp32"): 2, ("cos", "fp32"): 2,
    ("erf", "fp32"): 2, ("div", "fp32"): 2, ("div", "fp16"): 2, ("div", "bf16"): 2,
    ("exp", "fp64"): 1, ("exp2", "fp64"): 1, ("log", "fp64"): 1, ("log2", "fp64"): 1,
    ("rsqrt", "fp64"): 1, ("sin", "fp64"): 2, ("cos", "fp64"): 2, ("erf", "fp64"): 2,
    ("sigmoid", "fp64"): 4,
    # CUDA's documented maximum errors (CUDA Math API, "Mathematical functions") plus half
    # an ulp for the interpreter's own rounding, rounded up
    ("tanh", "fp32"): 3, ("log1p", "fp32"): 2, ("expm1", "fp32"): 2, ("tan", "fp32"): 5,
    ("asin", "fp32"): 3, ("acos", "fp32"): 3, ("atan", "fp32"): 3, ("sinh", "fp32"): 4,
    ("cosh", "fp32"): 3, ("erfc", "fp32"): 5, ("pow", "fp32"): 5, ("atan2", "fp32"): 4,
    ("tanh", "fp64"): 3, ("log1p", "fp64"): 2, ("expm1", "fp64"): 2, ("tan", "fp64"): 3,
    ("asin", "fp64"): 3, ("acos", "fp64"): 3, ("atan", "fp64"): 3, ("sinh", "fp64"): 3,
    ("cosh", "fp64"): 2, ("erfc", "fp64"): 6, ("pow", "fp64"): 3, ("atan2", "fp64"): 3,
    # libdevice: CUDA's documented maximum errors plus half an ulp for the interpreter's
    # rounding, rounded up; not measured on a GPU yet (lgamma and tgamma: away from their
    # zeros and poles, where no ulp bound holds)
    **{(f"libdevice.{n}", "fp32"): u for n, u in (
        ("cbrt", 2), ("exp10", 3), ("log10", 3), ("asinh", 4), ("acosh", 5), ("atanh", 4),
        ("sinpi", 2), ("cospi", 2), ("lgamma", 7), ("tgamma", 6), ("hypot", 4))},
    **{(f"libdevice.{n}", "fp64"): u for n, u in (
        ("cbrt", 2), ("exp10", 2), ("log10", 2), ("asinh", 3), ("acosh", 3), ("atanh", 3),
        ("sinpi", 3), ("cospi", 3), ("lgamma", 5), ("tgamma", 11), ("hypot", 3))},
}

#: functions whose result may round to the other side of 0 (±0 against the smallest
#: subnormal of its sign) or of the overflow threshold (±max against ±inf) when the exact
#: value is within their GPU_ULP bound of it: fp32 ``/`` (the GPU's ``div.full`` is not
#: correctly rounded, the interpreter's quotient is)
ROUNDS_ACROSS_BOUNDARIES = frozenset({"div", "libdevice.hypot"})

#: functions whose GPU result is held to an absolute bound instead where the ulp bound
#: fails: within ``k * eps * max(1, |interpreter's result|)`` (``eps`` of the result dtype),
#: as ``{(function, dtype): k}``. CUDA's ``lgamma`` has no ulp bound next to its zeros
#: (x = 1, 2, and those in (-10.001, -2.264) for fp32, (-23.0001, -2.2637) for fp64: CUDA
#: Math API), where the H200 measured up to 368 ulp (fp32) and 160 ulp (fp64) from the
#: correctly rounded result while staying within a few eps of it
GPU_ABS_EPS = {("libdevice.lgamma", "fp32"): 16, ("libdevice.lgamma", "fp64"): 16}


def gpu_ulp(fn: str, dt: str) -> int:
    """The bound of :data:`GPU_ULP` for ``fn`` on ``dt`` operands (0: bit for bit)."""
    return GPU_ULP.get((fn, dt), 0)


# ----------------------------------------------------------------------- the thresholds
def _f32(x) -> np.float32:
    return np.float32(x)


LOG2E_F32 = _f32(1.4426950408889634)


def exp_argument_f32(x: np.ndarray) -> np.ndarray:
    """fp32 ``x * log2(e)`` rounded to fp32: the argument of the GPU's ``ex2`` in ``exp``."""
    with np.errstate(all="ignore"):
        return (np.asarray(x, np.float32) * LOG2E_F32).astype(np.float32)


def _first_where(start: float, step_up: bool, pred) -> np.float32:
    """The first fp32 from ``start`` (walking up or down one ulp at a time) where ``pred``."""
    x = _f32(start)
    toward = _f32(np.inf if step_up else -np.inf)
    for _ in range(1 << 16):
        if pred(x):
            return x
        x = np.nextafter(x, toward)
    raise ValueError("threshold not found")


def _around(x, dt: str, n: int = 1) -> list:
    """``x`` and its ``n`` neighbours on each side in ``dt`` (as Python floats)."""
    a = array([x], dt) if dt != "fp32" else np.array([x], np.float32)
    out = [float(a[0])]
    lo = hi = a
    for _ in range(n):
        lo = _next(lo, dt, False)
        hi = _next(hi, dt, True)
        out += [float(lo[0]), float(hi[0])]
    return out


def _next(a: np.ndarray, dt: str, up: bool) -> np.ndarray:
    if dt == "bf16":  # ml_dtypes' nextafter works through the bits
        b = bits_of(a).astype(np.int64)
        neg = (b >> 15) & 1
        step = np.where(neg == 1, -1, 1) * (1 if up else -1)
        return from_bits((b + step).astype(np.uint16), dt)
    return np.nextafter(a, np.array([np.inf if up else -np.inf], a.dtype))


def _exp_thresholds_f32() -> dict:
    """fp32 exp's thresholds as the GPU has them (the product x * log2e rounded to fp32)."""
    t = lambda x: float(exp_argument_f32(np.array([x]))[0])  # noqa: E731
    return {
        "overflow": _first_where(88.7, True, lambda x: t(x) >= 128),       # first inf
        "underflow": _first_where(-103.9, False, lambda x: t(x) <= -150),  # first 0
        "subnormal": _first_where(-87.3, False, lambda x: t(x) < -126),    # first below 2^-126
    }


#: fp32 exp: inf from ``overflow`` up, 0 from ``underflow`` down, results below 2^-126 from
#: ``subnormal`` down (as the GPU's ex2 of fp32(x * log2e) has them)
EXP_F32 = _exp_thresholds_f32()


def _unary_specific(fn: str, dt: str) -> list:
    """The function's own thresholds for one operand of ``dt`` (Python floats)."""
    if dt == "fp32":
        ex = EXP_F32
        if fn == "exp":
            return (_around(ex["overflow"], dt, 2) + _around(ex["underflow"], dt, 2)
                    + _around(ex["subnormal"], dt, 1)
                    + [88.7, 89.0, -87.0, -100.0, -103.9, -103.98, -104.0, -110.0, 1e10,
                       -1e10, 1e-30, -1e-30])
        if fn == "exp2":
            return (_around(128.0, dt, 2) + _around(-126.0, dt, 1) + _around(-149.0, dt, 1)
                    + _around(-150.0, dt, 2) + [-149.5, -140.0, -151.0, 127.5, 1e10, -1e10])
        if fn == "sigmoid":
            return ([-x for x in _around(ex["overflow"], dt, 2)]
                    + [-x for x in _around(ex["underflow"], dt, 1)]
                    + [-88.7, -89.0, -100.0, -103.9, -104.0, -87.3, -87.0, -80.0, 15.0,
                       16.0, 17.0, 30.0, 88.7, 100.0, 104.0, 1e10, -1e10])
    if dt == "fp64":
        if fn == "exp":
            return (_around(-745.0, dt, 2)
                    + [709.78, 709.782712893, 709.7827129, 709.79, 710.0, -708.39, -708.40,
                       -744.0, -744.5, -745.1, -745.13, -745.1332, -745.14, -746.0, -800.0,
                       1e300, -1e300])
        if fn == "exp2":
            return (_around(1024.0, dt, 1) + _around(-1022.0, dt, 1) + _around(-1074.0, dt, 1)
                    + _around(-1075.0, dt, 1) + [-1074.5, -1075.5, 1023.5])
        if fn == "sigmoid":
            return [-709.78, -709.79, -710.0, -745.1, -745.2, -800.0, -708.0, 36.0, 37.0,
                    38.0, 709.0, 746.0, 1e300, -1e300]
    big = _value(dt, "max")
    if fn in ("sin", "cos"):
        return [big, -big, 1e10, -1e10, 105615.0, 105616.0, 2.0 ** 24, 3.1415927, 1.5707964,
                1e5, 8388608.5 if dt == "fp64" else 8388608.0]
    if fn == "erf":
        return [3.9, -3.9, 4.0, 6.0, 10.0, -10.0, 0.5, 1e-20, -1e-20]
    if fn in ("floor", "ceil"):
        return [0.5, -0.5, 1.5, -1.5, 0.3, -0.3, 8388607.5, -8388607.5, 2.0 ** 23, 2.0 ** 52,
                4503599627370495.5 if dt == "fp64" else 2.0 ** 24]
    if fn in ("log", "log2", "sqrt", "rsqrt"):
        return [2.0, 4.0, 0.25, 2.718281828459045, 1e-30, 1e30, -1.0, -1e-30]
    return []


def thresholds(dt: str) -> list:
    """Every math function's own thresholds on ``dt`` (exp's overflow and underflow,
    sigmoid's, exp2's subnormal range, sin/cos at large arguments ...), as Python floats
    exact in ``dt``: the inputs a fuzzer mixes in to reach them."""
    vals = []
    for fn in _MATH:
        vals += _unary_specific(fn, dt)
    return sorted(set(_representable(vals, dt)), key=lambda v: (abs(v), v))


def _cast_specific(dt: str) -> list:
    """Values where conversions round, overflow or saturate (fp16's 65504/65520, bf16 ties,
    integer ranges)."""
    vals = [65504.0, 65519.0, 65520.0, -65520.0, 65536.0, 2.0 ** -24, 2.0 ** -25,
            3 * 2.0 ** -26, 2.0 ** -14, 1 + 2.0 ** -8, 1 + 3 * 2.0 ** -8, 1 + 2.0 ** -11,
            3.3895313892515355e38, 3.4e38, 2.0 ** -133, 2.0 ** -134,
            127.5, 128.0, -128.5, -129.0, 255.5, 256.0, 32767.5, 32768.0, -32769.0, 65535.5,
            65536.0, 2.0 ** 31, -2.0 ** 31, 2.0 ** 31 - 128, -2.0 ** 31 - 256, 2.0 ** 32,
            2.0 ** 63, -2.0 ** 63, 2.0 ** 64, -0.5, -0.9, 0.9, 0.1]
    return _representable(vals, dt)


def _representable(vals, dt: str) -> list:
    """The values of ``vals`` that ``dt`` holds exactly and finitely (others would be
    rounded before the kernel sees them)."""
    out = []
    for v in vals:
        with np.errstate(all="ignore"):
            a = array([v], dt) if dt != "bf16" else _to_bf16_exact(v)
        if a is not None and np.isfinite(float(a[0])) and float(a[0]) == v:
            out.append(v)
    return out


def _to_bf16_exact(v: float):
    a = np.array([v], np.float64).astype(np.float32)
    if float(a[0]) != v:
        return None
    return a.astype(bf16_numpy())


def _binary_specific(fn: str, dt: str) -> list:
    """(a, b) pairs where a binary function overflows, underflows or ties."""
    mx, mn, sub = _value(dt, "max"), _value(dt, "min_normal"), _value(dt, "min_sub")
    pairs = [(mx, 0.5), (mx, 2.0), (1.0, mx), (mn, 3.0), (sub, 2.0), (sub, 1.5), (3 * sub, 2.0),
             (1.0, 3.0), (3.0, 7.0), (mx, mn), (mn, mx), (sub, mx), (mx, sub), (2.0, mx),
             (mx, mx), (-mx, mx), (mn, 0.5), (sub, 0.5), (sub, 0.75), (mx, 1.5), (5.5, -2.0),
             (-7.5, 2.0), (1.0, 1.0), (mx, 0.25)]
    return [p for p in pairs if all(v in _representable([v], dt) for v in p)]


def _ternary_specific(dt: str) -> list:
    mx, mn, sub = _value(dt, "max"), _value(dt, "min_normal"), _value(dt, "min_sub")
    e, m = _FORMAT[dt]
    h = 2.0 ** -(m // 2 + 1)
    triples = [(1 + h, 1 + h, -(1 + 2 * h)), (mx, 2.0, -mx), (mn, 0.5, 0.0), (sub, 0.5, 0.0),
               (sub, 0.5, sub), (mx, 1.0, mx), (-mx, 1.0, -mx), (mn, -mn, 0.0),
               (0.0, -1.0, 0.0), (-0.0, 1.0, -0.0), (2.0, 3.0, -6.0), (0.5, -1.0, 1.0),
               (-3.0, -1.0, 1.0), (0.0, -0.0, 0.0), (-0.0, 0.0, -0.0)]
    return [t for t in triples if all(v in _representable([v], dt) for v in t)]


# --------------------------------------------------------------------------- the points
_CROSS2 = ("0", "-0", "min_sub", "-min_sub", "max_sub", "min_normal", "1", "-1", "1.5", "3",
           "max", "-max", "inf", "-inf", "nan")
_CROSS3 = ("0", "-0", "min_sub", "1", "-1", "max", "inf", "-inf", "nan")


def _dedupe(arrays: list, dt: str) -> tuple:
    """Drop repeated operand tuples (by bits), keeping the first order."""
    keys = np.stack([bits_of(a).astype(np.uint64) for a in arrays], axis=1)
    _, idx = np.unique(keys, axis=0, return_index=True)
    idx = np.sort(idx)
    return tuple(a[idx] for a in arrays)


def points(fn: str, dt: str) -> tuple:
    """The inputs of ``fn`` on ``dt`` operands: a tuple of ``arity`` arrays of ``dt``."""
    f = FUNCTIONS[fn]
    sv = special_values(dt)
    if f.arity == 1:
        vals = [sv[k] for k in sv]
        extra = _unary_specific(fn, dt) + (_cast_specific(dt) if f.kernel_group == "cast"
                                           else [])
        a = np.concatenate([np.stack(vals).reshape(-1), array(extra, dt)]) if extra else \
            np.stack(vals).reshape(-1)
        return _dedupe([a], dt)
    names = _CROSS2 if f.arity == 2 else _CROSS3
    cross = list(itertools.product([sv[k] for k in names], repeat=f.arity))
    cols = [np.stack([t[i] for t in cross]).reshape(-1) for i in range(f.arity)]
    extra = _binary_specific(fn, dt) if f.arity == 2 else _ternary_specific(dt)
    if fn.startswith("clamp"):
        extra = [(x, lo, hi) for x in (-2.0, -1.0, -0.0, 0.0, 0.5, 1.0, 2.0, _value(dt, "inf"),
                                       -_value(dt, "inf"))
                 for lo, hi in ((-1.0, 1.0), (0.0, 1.0), (-0.0, 0.0), (0.0, -0.0), (1.0, -1.0))]
        # a NaN bound is unspecified: keep NaN to the first operand
        keep = ~(np.isnan(cols[1].astype(np.float64)) | np.isnan(cols[2].astype(np.float64)))
        cols = [c[keep] for c in cols]
    if extra:
        for i in range(f.arity):
            cols[i] = np.concatenate([cols[i], array([t[i] for t in extra], dt)])
    return _dedupe(cols, dt)


def group_points(dt: str, group: str) -> tuple:
    """The union of :func:`points` over the functions of one kernel group (every function
    of the group runs over all of them)."""
    fns = functions(dt, group)
    arity = fns[0].arity
    cols = [[] for _ in range(arity)]
    for f in fns:
        for i, c in enumerate(points(f.name, dt)):
            cols[i].append(c)
    return _dedupe([np.concatenate(c) for c in cols], dt)


# ----------------------------------------------------------------------- the comparison
NAN, POS_INF, NEG_INF, POS_ZERO, NEG_ZERO, POS, NEG = range(7)
KIND_NAMES = ("nan", "+inf", "-inf", "+0", "-0", "+finite", "-finite")


def kinds(x: np.ndarray) -> np.ndarray:
    """The kind of each element (:data:`KIND_NAMES`); for bool and integer arrays, the
    values themselves are compared instead, so the kind is that of a positive number."""
    if x.dtype.kind in "biu":
        return np.full(x.shape, POS, dtype=np.int8)
    with np.errstate(invalid="ignore"):  # bf16 NaNs warn in ml_dtypes' cast
        v = x.astype(np.float64)
    neg = np.signbit(v)
    k = np.where(v > 0, POS, NEG).astype(np.int8)
    k = np.where(v == 0, np.where(neg, NEG_ZERO, POS_ZERO), k)
    k = np.where(np.isinf(v), np.where(neg, NEG_INF, POS_INF), k)
    return np.where(np.isnan(v), NAN, k).astype(np.int8)


def ordinal(x: np.ndarray) -> np.ndarray:
    """A monotone integer of each float (adjacent floats differ by 1, -0 and +0 are equal)."""
    b = bits_of(x).astype(np.int64) if x.dtype.itemsize < 8 else \
        bits_of(x).view(np.int64)
    width = x.dtype.itemsize * 8
    if width < 64:
        sign = (b >> (width - 1)) & 1
        mag = b & ((1 << (width - 1)) - 1)
    else:
        sign = (b < 0).astype(np.int64)
        mag = b & np.int64(0x7FFFFFFFFFFFFFFF)
    return np.where(sign == 1, -mag, mag)


def ulp_distance(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """How many representable values lie between ``a`` and ``b`` (same dtype), as int64;
    0 for two NaNs; integer and bool arrays: 0 when equal, else 1."""
    if a.dtype.kind in "biu":
        return (a != b).astype(np.int64)
    d = np.abs(ordinal(a) - ordinal(b))
    both_nan = (kinds(a) == NAN) & (kinds(b) == NAN)
    return np.where(both_nan, 0, d)


def disagreements(gpu: np.ndarray, interp: np.ndarray, bound: int,
                  across: bool = False, abs_eps: int = 0) -> np.ndarray:
    """The lanes where ``gpu`` and ``interp`` disagree by the rule of this module: a
    different kind, or finite values more than ``bound`` ulp apart (0: not equal). With
    ``across`` (:data:`ROUNDS_ACROSS_BOUNDARIES`), a zero against the smallest subnormal of
    its sign, or the largest finite value against the infinity of its sign, within
    ``bound`` ulp, is no disagreement. With ``abs_eps`` (:data:`GPU_ABS_EPS`), finite or
    zero results within ``abs_eps * eps * max(1, |interp|)`` of each other agree, whatever
    their signs."""
    gk, ik = kinds(gpu), kinds(interp)
    if gpu.dtype.kind in "biu":
        return gpu != interp
    dist = ulp_distance(gpu, interp)
    far = (dist > bound) & (gk >= POS)
    other = gk != ik
    if across and bound:
        sign = np.signbit(gpu.astype(np.float64)) == np.signbit(interp.astype(np.float64))
        near = sign & (dist <= bound) & (gk != NAN) & (ik != NAN)
        other &= ~near
        far &= ~near
    if abs_eps:
        g, i = gpu.astype(np.float64), interp.astype(np.float64)
        with np.errstate(invalid="ignore", over="ignore"):
            tol = abs_eps * float(np.finfo(gpu.dtype).eps) * np.maximum(1.0, np.abs(i))
            close = np.isfinite(g) & np.isfinite(i) & (np.abs(g - i) <= tol)
        other &= ~close
        far &= ~close
    return other | far


def describe(x) -> str:
    """One value as ``value (0xbits)``."""
    a = np.asarray(x).reshape(1)
    if a.dtype == np.bool_:
        return str(bool(a[0]))
    if a.dtype.kind in "iu":
        return str(int(a[0]))
    w = a.dtype.itemsize * 2
    return f"{float(a[0])!r} (0x{int(bits_of(a)[0]):0{w}x})"
