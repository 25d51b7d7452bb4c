"""``x.to(dtype, fp_downcast_rounding="rtz")`` (Triton's round-toward-zero narrowing) on both
backends, bit for bit against an independent numpy reference (every code of the target
dtype, searched), over every float narrowing, with masked tails, the extremes and NaN."""
from __future__ import annotations

import shutil

import numpy as np
import pytest

import tiledsl
from tiledsl.dtypes import DType
from tiledsl.errors import TileCompileErrors
from _backends import BACKENDS, run

PAIRS = [("fp32", "fp16"), ("fp32", "bf16"), ("fp32", "fp8e4nv"), ("fp32", "fp8e5"),
         ("fp64", "fp32"), ("fp64", "fp16"), ("fp64", "bf16"), ("fp64", "fp8e4nv"),
         ("fp16", "fp8e5"), ("fp16", "fp8e4nv"), ("bf16", "fp8e4nv"), ("bf16", "fp8e5")]
N = 300


def _inputs(src: str) -> np.ndarray:
    rng = np.random.default_rng(7)
    mags = 2.0 ** rng.uniform(-30, 30, N)
    x = (mags * rng.choice([-1.0, 1.0], N))
    special = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 65504.0, 65519.0, 65520.0, 1e6,
               -1e6, 448.0, 460.0, 465.0, 57344.0, 6e4, 1e-8, -1e-8, 2.0 ** -24, 3e-5, 1e39,
               1 + 2.0 ** -11, -(1 + 2.0 ** -11), 1 + 2.0 ** -8, 3.4e38, -3.4e38]
    x[:len(special)] = special
    with np.errstate(over="ignore"):
        return x.astype(DType(src).np)


def _codes(dst: str) -> np.ndarray:
    """Every finite non-negative value of ``dst``, ascending, as float64."""
    if dst == "fp32":
        return None
    d = DType(dst)
    with np.errstate(invalid="ignore"):
        bits = np.arange(1 << d.bits, dtype=f"u{d.itemsize}").view(d.np).astype(np.float64)
    v = np.unique(np.abs(bits[np.isfinite(bits)]))
    return v


def _reference(x: np.ndarray, dst: str) -> np.ndarray:
    """Round toward zero by search: the largest-magnitude ``dst`` value not above |x|
    (infinity stays infinite where ``dst`` has one; fp8 saturates it; NaN stays NaN)."""
    xd = x.astype(np.float64)
    d = DType(dst)
    if dst == "fp32":
        from fractions import Fraction

        out = np.empty(len(xd), np.float32)
        for i, v in enumerate(xd):
            with np.errstate(over="ignore"):
                r = np.float32(v)
            if np.isfinite(v) and (np.isinf(r) or abs(Fraction(float(r))) > abs(Fraction(v))):
                r = np.nextafter(r, np.float32(0))
            out[i] = r
        return out
    vals = _codes(dst)
    a = np.abs(xd)
    with np.errstate(invalid="ignore"):
        idx = np.searchsorted(vals, np.where(np.isnan(a), 0, a), side="right") - 1
    mag = vals[idx]
    if not d.is_fp8:
        mag = np.where(np.isinf(a), np.inf, mag)
    out = np.copysign(mag, xd)
    out = np.where(np.isnan(xd), np.nan, out)
    return out.astype(d.np)


def _bits(a):
    a = np.ascontiguousarray(a)
    return a.view(f"u{a.dtype.itemsize}")


def _same(got, want):
    """Equal bits, with any NaN equal to any NaN (NaN bits are unspecified)."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    nan = np.isnan(w)
    assert np.array_equal(np.isnan(g), nan)
    np.testing.assert_array_equal(_bits(got)[~nan], _bits(want)[~nan])


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("src, dst", PAIRS, ids=[f"{a}-{b}" for a, b in PAIRS])
def test_rtz_is_exact(backend, src, dst):
    m = tiledsl.compile(f"""
kernel k(o: *{dst}, rn: *{dst}, x: *{src}, n: i32):
    i = program_id(0) * 128 + arange(0, 128)
    v = load(x + i, mask=i < n)
    store(o + i, v.to({dst}, fp_downcast_rounding="rtz"), mask=i < n)
    store(rn + i, v.to({dst}, fp_downcast_rounding="rtne"), mask=i < n)
""", filename="rtz.tile")
    x = _inputs(src)
    o = np.zeros(N + 20, DType(dst).np)
    rn = np.zeros(N, DType(dst).np)
    run(m.k, (3,), [o, rn, x, N], backend)
    _same(o[:N], _reference(x, dst))
    assert not _bits(o[N:]).any()  # the masked tail is not written
    from tiledsl.interpreter import numerics

    with np.errstate(over="ignore"):
        want = numerics.cast(x, DType(src), DType(dst))
    _same(rn, want)  # "rtne" is the default rounding


def test_rtz_differs_from_rtne_where_it_should():
    x = np.array([1 + 2.0 ** -11 + 2.0 ** -12, -(1 + 2.0 ** -11 + 2.0 ** -12), 65520.0],
                 np.float32)
    got = _reference(x, "fp16")
    assert got.tolist() == [1.0, -1.0, 65504.0]
    with np.errstate(over="ignore"):
        assert x.astype(np.float16).tolist() == [1 + 2.0 ** -10, -(1 + 2.0 ** -10), np.inf]


def test_generated_code_compiles():
    from tiledsl import codegen

    srcs = []
    for src, dst in PAIRS:
        m = tiledsl.compile(f"kernel k(o: *{dst}, x: *{src}):\n    i = arange(0, 64)\n"
                            f"    store(o + i, load(x + i).to({dst}, "
                            f"fp_downcast_rounding=\"rtz\"))\n", filename="rtz.tile")
        fn = m.k.lower()
        srcs.append((codegen.emit(fn, "cuda:sm_90a"), codegen.emit(fn, "cuda:sm_80"),
                     codegen.emit(fn, "hip")))
    if shutil.which("nvcc") is not None:
        from _nvcc_batch import compile_each

        for arch, col in (("sm_90a", 0), ("sm_80", 1)):
            reps = compile_each([s[col] for s in srcs[:4] + srcs[-2:]], arch)
            assert [rep.spills for rep in reps] == [0] * 6
    from tiledsl.codegen.hipcc import tools_missing

    if tools_missing() is None:
        codegen.compile_check_hip([h for _, _, h in srcs[:3]])


@pytest.mark.parametrize("expr, message", [
    ('x.to(fp64, fp_downcast_rounding="rtz")',
     "fp_downcast_rounding is only for a float converted to a narrower float (as in Triton), "
     "not fp32 to fp64"),
    ('x.to(i32, fp_downcast_rounding="rtz")',
     "fp_downcast_rounding is only for a float converted to a narrower float (as in Triton), "
     "not fp32 to i32"),
    ('x.to(i32, bitcast=True, fp_downcast_rounding="rtne")',
     "fp_downcast_rounding is only for a float converted to a narrower float (as in Triton), "
     "not a bitcast"),
    ('x.to(fp16, fp_downcast_rounding="rd")',
     "fp_downcast_rounding must be 'rtne' (round to nearest even, the default) or 'rtz' "
     "(toward zero), got 'rd'"),
])
def test_located_errors(expr, message):
    src = f"kernel k(o: *fp32, x: fp32):\n    y = {expr}\n"
    with pytest.raises(TileCompileErrors) as e:
        tiledsl.compile(src, filename="e.tile").k.lower()
    err = e.value.errors[0]
    assert err.message == message
    assert (err.span.line, err.span.col) == (2, 5 + expr.index("fp_downcast") + 4)
