"""fp8e4nv and fp8e5: promotion, checker errors, casts (against a reference built here from
the bit patterns, not from ml_dtypes or tiledsl), loads and stores, dot, launch arguments,
the generated CUDA/HIP code, and (marked ``gpu``) the GPU against the interpreter.

The reference decodes each of the 256 codes of a format with integer arithmetic and encodes
a float by searching the 256 values for the nearest, ties to the even code, saturating to the
largest finite value (``cvt.rn.satfinite``): an independent statement of the rule the
interpreter (``tiledsl/fp8.py``) and the generated code implement bit by bit.
"""
from __future__ import annotations

import math
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest

import tiledsl
from tiledsl.dtypes import DType, PromotionError, computation_type, dot_result_dtype
from tiledsl.errors import TileLaunchError, TileTypeError
from tiledsl.interpreter import numerics as nm

from _backends import BACKENDS

E4 = np.dtype(ml_dtypes.float8_e4m3fn)
E5 = np.dtype(ml_dtypes.float8_e5m2)
#: dtype -> (numpy dtype, mantissa bits, bias, has infinities, largest finite value)
FMT = {DType.fp8e4nv: (E4, 3, 7, False, 448.0), DType.fp8e5: (E5, 2, 15, True, 57344.0)}


def decode(dt: DType, code: int):
    """The exact value of ``code`` (a Fraction), or "nan", "inf", "-inf"."""
    _, mant, bias, has_inf, _ = FMT[dt]
    s, e, m = code >> 7, (code >> mant) & ((1 << (7 - mant)) - 1), code & ((1 << mant) - 1)
    top_e = (1 << (7 - mant)) - 1
    if has_inf and e == top_e:
        return ("-inf" if s else "inf") if m == 0 else "nan"
    if not has_inf and e == top_e and m == (1 << mant) - 1:
        return "nan"
    v = Fraction(m, 1 << mant) * Fraction(2) ** (1 - bias) if e == 0 else \
        Fraction((1 << mant) + m, 1 << mant) * Fraction(2) ** (e - bias)
    return -v if s else v


def finite_codes(dt):
    return {c: decode(dt, c) for c in range(256) if not isinstance(decode(dt, c), str)}


def ref_encode_array(dt: DType, x: np.ndarray) -> np.ndarray:
    """Nearest finite code to each value (float64 array, exact: every fp8 value and every
    midpoint between two is a float64), ties to the even code, saturating past the largest
    finite value (±inf included), keeping the sign of ±0; NaN lanes give 0xFF (unchecked)."""
    pos = sorted((v, c) for c, v in finite_codes(dt).items() if c < 128)
    vals = np.array([float(v) for v, _ in pos])
    codes = np.array([c for _, c in pos])
    a = np.abs(np.nan_to_num(x, nan=0.0, posinf=np.inf))
    hi = np.clip(np.searchsorted(vals, a), 1, len(vals) - 1)
    lo = hi - 1
    with np.errstate(invalid="ignore"):
        dlo, dhi = a - vals[lo], vals[hi] - a
    pick = np.where((dhi < dlo) | ((dhi == dlo) & (codes[hi] % 2 == 0)), hi, lo)
    out = np.where(a >= vals[-1], codes[-1], codes[pick])
    out = out | np.where(np.signbit(x), 0x80, 0)
    return np.where(np.isnan(x), 0xFF, out).astype(np.uint8)


def ref_encode(dt: DType, x: float) -> int:
    return int(ref_encode_array(dt, np.array([x], dtype=np.float64))[0])


def bits8(a):
    return np.asarray(a).view(np.uint8)


# ------------------------------------------------------------------ types and the checker
def test_promotion_follows_triton_computation_type_impl():
    f8, f5 = DType.fp8e4nv, DType.fp8e5
    assert computation_type(f8, f8) is f8 and computation_type(f5, f5) is f5
    assert computation_type(f8, f5) is DType.fp16  # two kinds of fp8
    assert computation_type(f8, DType.fp16) is DType.fp16
    assert computation_type(f8, DType.fp16, "/") is DType.fp32
    assert computation_type(f5, DType.bf16) is DType.fp32
    assert computation_type(f8, DType.fp32) is DType.fp32
    assert computation_type(f5, DType.fp64) is DType.fp64
    for other in (DType.i8, DType.i32, DType.u8, DType.i1):
        with pytest.raises(PromotionError, match="convert one operand"):
            computation_type(f8, other)
    assert dot_result_dtype(f8, f5) is DType.fp32
    assert dot_result_dtype(f5, f5, DType.fp16) is DType.fp16
    with pytest.raises(PromotionError, match="fp32 or fp16"):
        dot_result_dtype(f8, f8, DType.bf16)


def test_names_and_aliases():
    assert tiledsl.fp8e4nv is DType.fp8e4nv and tiledsl.fp8e5 is DType.fp8e5
    from tiledsl.dtypes import dtype_from_name, dtype_from_numpy

    assert dtype_from_name("float8e4nv") is DType.fp8e4nv
    assert dtype_from_name("float8e5") is DType.fp8e5
    assert dtype_from_numpy(E4) is DType.fp8e4nv and dtype_from_numpy(E5) is DType.fp8e5
    assert DType.fp8e4nv.itemsize == 1 and DType.fp8e5.is_float and DType.fp8e5.is_fp8


def _check(body: str, params: str = "x: *fp8e4nv, y: *fp8e5, o: *fp32, n: i32"):
    return tiledsl.compile(f"kernel k({params}):\n" + "".join(
        f"    {line}\n" for line in body.strip().splitlines()))["k"].lower()


@pytest.mark.parametrize("expr,words", [
    ("a + a", "operator + on fp8e4nv is not supported"),
    ("a * 2.0", "operator * on fp8e4nv"),
    ("a < a", "operator < on fp8e4nv"),
    ("-a", "unary - on fp8e4nv"),
    ("maximum(a, a)", "maximum/minimum on fp8e4nv"),
    ("sum(a, 0)", "sum() on fp8e4nv"),
    ("a.to(i32)", "cannot convert fp8e4nv to i32"),
    ("arange(0, 16).to(fp8e4nv)", "cannot convert i32 to fp8e4nv"),
    ("a + arange(0, 16)", "cannot combine fp8e4nv with i32"),
    ("where(a, 1.0, 2.0)", "a condition (x != 0) on fp8e4nv"),
])
def test_computing_in_fp8_is_a_located_error(expr, words):
    with pytest.raises(TileTypeError, match=words.replace("(", r"\(").replace(")", r"\)")
                       .replace("+", r"\+").replace("*", r"\*")) as e:
        _check(f"a = load(x + arange(0, 16))\nr = {expr}")
    assert e.value.span.line == 3


def test_what_works_on_fp8_tiles_checks():
    # selection, conversions through floats, bitcasts, mixed kinds (fp16), wider floats,
    # reductions that convert first, constants
    _check("""
a = load(x + arange(0, 16))
b = load(y + arange(0, 16))
c = where(arange(0, 16) < n, a, zeros((16,), fp8e4nv))
d = (a + b).to(fp32) + a.to(fp16) + b * 1.0e0.to(fp32)
e = a.to(u8, bitcast=True).to(fp8e4nv, bitcast=True)
f = max(a, 0) + sum(b, 0, dtype=fp32)
store(o + arange(0, 16), d + f + c.to(fp32) + e.to(fp32))
store(x + arange(0, 16), b.to(fp8e4nv))
""")


def test_fp8_scalar_parameters_are_refused():
    with pytest.raises(TileTypeError, match="scalar parameter 's' cannot be fp8e5"):
        tiledsl.compile("kernel k(o: *fp32, s: fp8e5):\n    store(o, 1.0)\n")


# ------------------------------------------------------------------ casts (interpreter)
@pytest.mark.parametrize("dt", [DType.fp8e4nv, DType.fp8e5], ids=str)
def test_every_code_widens_exactly_and_round_trips(dt):
    np_dt = FMT[dt][0]
    codes = np.arange(256, dtype=np.uint8).view(np_dt)
    for wide in (DType.fp16, DType.bf16, DType.fp32, DType.fp64):
        w = nm.cast(codes, dt, wide).astype(np.float64)
        for c in range(256):
            v = decode(dt, c)
            if v == "nan":
                assert math.isnan(w[c])
            elif isinstance(v, str):
                assert w[c] == float(v)
            else:
                assert Fraction(float(w[c])) == v and math.copysign(1, w[c]) == (-1 if c >> 7
                                                                                  else 1)
        back = bits8(nm.cast(nm.cast(codes, dt, wide), wide, dt))
        for c in range(256):
            v = decode(dt, c)
            if v == "nan":
                assert (back[c] & 0x7F) in ((0x7F,) if dt is DType.fp8e4nv else (0x7D, 0x7E, 0x7F))
            elif isinstance(v, str):  # ±inf saturates (satfinite)
                assert back[c] == (0x7B | (c & 0x80))
            else:
                assert back[c] == c, (dt, wide, c)


@pytest.mark.parametrize("dt", [DType.fp8e4nv, DType.fp8e5], ids=str)
def test_rounding_ties_saturation_and_subnormals_match_the_reference(dt):
    vals = sorted(v for c, v in finite_codes(dt).items() if c < 128)
    probes = [0.0, -0.0, math.inf, -math.inf, 1e30, -1e30, 3.4e38]
    for lo, hi in zip(vals, vals[1:]):
        mid = (lo + hi) / 2  # exact halfway: ties go to the even code
        for v in (mid, lo + (hi - lo) / 4, hi - (hi - lo) / 4):
            probes += [float(v), -float(v)]
    mx = FMT[dt][4]
    probes += [mx * 1.0625, mx * 1.125, mx * 1.2, vals[1] / 2, vals[1] / 3, vals[1] * 0.51]
    x = np.array(probes, dtype=np.float64)  # the midpoints are exact in fp32 and fp64
    for src in (DType.fp32, DType.fp64):
        xs = x.astype(src.np)
        want = ref_encode_array(dt, xs.astype(np.float64))
        got = bits8(nm.cast(xs, src, dt))
        assert np.array_equal(got, want), (src, xs[got != want], got[got != want])
    # fp64 → fp8 rounds once: just above a midpoint (not representable in fp32) rounds up
    lo, hi = float(vals[8]), float(vals[9])
    above = np.array([np.nextafter((lo + hi) / 2, np.inf)])
    assert bits8(nm.cast(above, DType.fp64, dt))[0] == ref_encode(dt, hi)
    # a tie and the saturation, spelled out
    if dt is DType.fp8e4nv:
        assert list(bits8(nm.cast(np.array([464.0, 1e9, -np.inf, 2.0 ** -10, 3 * 2.0 ** -10],
                                           np.float32), DType.fp32, dt))) == \
            [0x7E, 0x7E, 0xFE, 0x00, 0x02]
    else:
        assert list(bits8(nm.cast(np.array([61440.0, np.inf, 2.0 ** -17, 1.25], np.float32),
                                  DType.fp32, dt))) == [0x7B, 0x7B, 0x00, 0x3D]


@pytest.mark.parametrize("dt", [DType.fp8e4nv, DType.fp8e5], ids=str)
def test_fp16_and_random_fp32_patterns_match_the_reference(dt):
    rng = np.random.default_rng(16)
    h = np.arange(65536, dtype=np.uint16).view(np.float16)
    f = rng.integers(0, 2 ** 32, 3000, dtype=np.uint64).astype(np.uint32).view(np.float32)
    for src, x in ((DType.fp16, h), (DType.fp32, f)):
        got = bits8(nm.cast(x, src, dt))
        nan = np.isnan(x)
        with np.errstate(invalid="ignore"):  # fp16 signaling NaNs
            want = ref_encode_array(dt, x.astype(np.float64))
        assert np.array_equal(got[~nan], want[~nan]), (dt, src, x[~nan][got[~nan] != want[~nan]])
        assert np.all((got[nan] & 0x7F) >= (0x7D if dt is DType.fp8e5 else 0x7F))


def test_nan_codes_are_those_of_cvt_satfinite():
    """0x7F for every NaN in both kinds, whatever its sign and payload: the H200's
    cvt.rn.satfinite gave 0x7F for 0xffca48e6, 0xffc25089 and 0x7f893979 (fp8e5 too)."""
    x = np.array([0x7FC00000, 0xFFC00000, 0x7FFFFFFF, 0x7F900000, 0x7F893979],
                 np.uint32).view(np.float32)
    assert list(bits8(nm.cast(x, DType.fp32, DType.fp8e4nv))) == [0x7F] * 5
    assert list(bits8(nm.cast(x, DType.fp32, DType.fp8e5))) == [0x7F] * 5


# ------------------------------------------------------------------ kernels (interpreter)
CAST = """
kernel cvt(o4: *fp8e4nv, o5: *float8e5, w4: *fp32, w5: *fp32, x: *fp32, c4: *fp8e4nv,
           c5: *fp8e5, n: i32, B: constexpr):
    i = program_id(0) * B + arange(0, B)
    m = i < n
    v = load(x + i, mask=m)
    store(o4 + i, v.to(fp8e4nv), mask=m)
    store(o5 + i, v, mask=m)
    store(w4 + i, load(c4 + i, mask=m, other=1.5).to(fp32), mask=m)
    store(w5 + i, load(c5 + i, mask=m, other=0.0), mask=m)
"""


def cast_case(n=256 + 1000):
    """Every fp8 code (as c4/c5) and fp32 inputs: the reference's probes of both formats, random
    bit patterns and the special values, tails masked (n is no multiple of the block)."""
    rng = np.random.default_rng(7)
    codes = np.arange(n, dtype=np.int64) % 256
    x = rng.integers(0, 2 ** 32, n, dtype=np.uint64).astype(np.uint32).view(np.float32)
    x[:8] = [0.0, -0.0, np.inf, -np.inf, 448.0, 464.0, 57344.0, 61440.0]
    x[8:64] = rng.standard_normal(56).astype(np.float32) * 100
    return (np.zeros(n, E4), np.zeros(n, E5), np.zeros(n, np.float32), np.zeros(n, np.float32),
            x, codes.astype(np.uint8).view(E4), codes.astype(np.uint8).view(E5), n)


def test_cast_kernel_on_the_interpreter():
    k = tiledsl.compile(CAST)["cvt"]
    o4, o5, w4, w5, x, c4, c5, n = args = cast_case()
    k[(-(-n // 256),)](*args, B=256, backend="interpreter")
    assert np.array_equal(bits8(o4), bits8(nm.cast(x, DType.fp32, DType.fp8e4nv)))
    assert np.array_equal(bits8(o5), bits8(nm.cast(x, DType.fp32, DType.fp8e5)))
    for w, dt in ((w4, DType.fp8e4nv), (w5, DType.fp8e5)):
        for i in range(256):
            v = decode(dt, i)
            assert (math.isnan(w[i]) if v == "nan" else w[i] == float(v)), (dt, i)


def test_dot_on_the_interpreter_is_exact_on_small_integers():
    src = """
kernel d(c: *fp32, a: *fp8e4nv, b: *fp8e5, h: *fp16):
    r = arange(0, 32)
    x = load(a + r[:, None] * 32 + r[None, :])
    y = load(b + r[:, None] * 32 + r[None, :])
    store(c + r[:, None] * 32 + r[None, :], dot(x, y))
    store(h + r[:, None] * 32 + r[None, :], dot(y, y, out_dtype=fp16))
"""
    rng = np.random.default_rng(3)
    a = rng.integers(-8, 9, (32, 32)).astype(np.float32)
    b = rng.integers(-4, 5, (32, 32)).astype(np.float32)
    c, h = np.zeros((32, 32), np.float32), np.zeros((32, 32), np.float16)
    tiledsl.compile(src)["d"][(1,)](c, a.astype(E4), b.astype(E5), h, backend="interpreter")
    assert np.array_equal(c, a @ b) and np.array_equal(h, (b @ b).astype(np.float16))


def test_launch_arguments():
    k = tiledsl.compile("kernel k(o: *fp8e5, x: *fp8e4nv):\n"
                        "    store(o + arange(0, 4), load(x + arange(0, 4)))\n")["k"]
    o = np.zeros(4, E5)
    k[(1,)](o, np.array([1.0, -2.0, 448.0, 0.125], E4), backend="interpreter")
    assert list(o.astype(np.float32)) == [1.0, -2.0, 448.0, 0.125]
    with pytest.raises(TileLaunchError, match="fp8e4nv"):
        k[(1,)](o, np.zeros(4, E5), backend="interpreter")
    from tiledsl.launch import arrays

    msg = str(arrays._no_type("k", "x", "torch.float8_e4m3fnuz"))
    assert "fnuz" in msg and "torch.float8_e4m3fn" in msg
    assert arrays.TORCH_DTYPES["torch.float8_e5m2"] is DType.fp8e5


# ------------------------------------------------------------------ generated code
DOT = """
kernel dotk(c: *fp32, a: *{A}, b: *{B}, BM: constexpr, BN: constexpr, BK: constexpr):
    rm = arange(0, BM)
    rn = arange(0, BN)
    rk = arange(0, BK)
    acc = zeros((BM, BN), fp32)
    for k in range(0, 128, BK):
        at = load(a + rm[:, None] * 128 + (k + rk)[None, :])
        bt = load(b + (k + rk)[:, None] * BN + rn[None, :])
        acc = dot(at, bt, acc=acc)
    store(c + rm[:, None] * BN + rn[None, :], acc)
"""


def _cuda_problems(src, arch, promised):
    from test_tensor_core_compile import problems

    return problems("fp8", arch, src, promised)


@pytest.mark.parametrize("arch", ["sm_90a", "sm_89"])
def test_cuda_cast_and_dot_compile_with_the_promised_instructions(arch):
    from tiledsl.codegen.nvcc import nvcc_path

    if nvcc_path() is None:
        pytest.skip("nvcc not on PATH")
    cast = tiledsl.compile(CAST)["cvt"].emit(f"cuda:{arch}", B=256)
    bad = _cuda_problems(cast, arch, {"cvt.rn.satfinite.e4m3x2.f32",
                                      "cvt.rn.satfinite.e5m2x2.f32"})
    for A, t in (("fp8e4nv", "e4m3"), ("fp8e5", "e5m2")):
        src = tiledsl.compile(DOT.format(A=A, B=A))["dotk"].emit(f"cuda:{arch}", BM=64, BN=64,
                                                                   BK=32)
        bad += _cuda_problems(src, arch, {f"mma.sync.aligned.m16n8k32.row.col.f32.{t}.{t}.f32"})
    assert bad == []


def test_cuda_below_sm_89_converts_in_software_and_dots_on_fma():
    src = tiledsl.compile(DOT.format(A="fp8e4nv", B="fp8e4nv"))["dotk"].emit(
        "cuda:sm_80", BM=64, BN=64, BK=32)
    assert "mma.sync" not in src and "tl_fp8e4nv_to_f" in src
    cast = tiledsl.compile(CAST)["cvt"].emit("cuda:sm_80", B=256)
    assert "#if __CUDA_ARCH__ >= 890" in cast and "rintf(" in cast


def test_hip_source_has_only_hip_words():
    from codegen.hip import HIP_PRELUDE
    from test_hip import CUDA_ONLY

    for src in (tiledsl.compile(CAST)["cvt"].emit("hip", B=256),
                tiledsl.compile(DOT.format(A="fp8e5", B="fp8e4nv"))["dotk"].emit(
                    "hip", BM=32, BN=32, BK=32)):
        body = src[len(HIP_PRELUDE):]
        assert "tl_fp8" in body and [w for w in CUDA_ONLY if w in body] == []
    from tiledsl.codegen.hipcc import tools_missing

    if tools_missing() is None:
        from tiledsl.codegen import compile_check_hip

        rep = compile_check_hip(tiledsl.compile(CAST)["cvt"].emit("hip", B=256))
        assert rep.kernels


# ------------------------------------------------------------------ the GPU (marked gpu)
def _torch_cuda():
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("torch without CUDA")
    return torch


def _run(kernel, grid, args, backend, **meta):
    """Run on ``backend``; on ``cuda`` the fp8 arrays travel as torch float8 CUDA tensors
    (cupy has no fp8 dtype) and the others as torch tensors of their dtype."""
    if backend == "interpreter":
        kernel[grid](*args, backend="interpreter", **meta)
        return
    torch = _torch_cuda()
    tdt = {E4: torch.float8_e4m3fn, E5: torch.float8_e5m2}
    dev = []
    for a in args:
        if isinstance(a, np.ndarray):
            t = torch.from_numpy(a.view(np.uint8) if a.dtype in tdt else a).cuda()
            dev.append(t.view(tdt[a.dtype]) if a.dtype in tdt else t)
        else:
            dev.append(a)
    kernel[grid](*dev, **meta)
    torch.cuda.synchronize()
    for a, t in zip(args, dev):
        if isinstance(a, np.ndarray):
            raw = t.view(torch.uint8) if a.dtype in tdt else t
            a.view(np.uint8 if a.dtype in tdt else a.dtype)[...] = raw.cpu().numpy()


@pytest.mark.parametrize("backend", BACKENDS)
def test_gpu_casts_loads_and_stores_equal_the_interpreter(backend):
    """Bit for bit: fp32 → fp8 of both kinds (random patterns, ties, beyond the max, ±inf,
    NaN with both signs), every fp8 code → fp32 through masked loads with ``other=``."""
    k = tiledsl.compile(CAST)["cvt"]
    want = cast_case()
    k[(-(-want[-1] // 256),)](*want, B=256, backend="interpreter")
    got = cast_case()
    _run(k, (-(-got[-1] // 256),), got, backend, B=256)
    x_bits = want[4].view(np.uint32)
    for name, w, g in zip(("o4", "o5", "w4", "w5"), want[:4], got[:4]):
        u = np.uint8 if w.dtype.itemsize == 1 else np.uint32
        bad = np.flatnonzero(w.view(u) != g.view(u))
        shown = [f"[{i}] x={x_bits[i]:#010x} code={i % 256:#04x}: interpreter "
                 f"{int(w.view(u)[i]):#x}, {backend} {int(g.view(u)[i]):#x}" for i in bad[:8]]
        assert bad.size == 0, f"{name}: {bad.size} differ; " + "; ".join(shown)


#: the bound of the GPU's fp8 dot against the interpreter, relative to the largest |result|:
#: both sum exact fp32 products in fp32, in different orders over K = 128 (the tensor core's
#: fp8 accumulation may also keep fewer bits internally); 2^-12 covers both
DOT_BOUND = 2.0 ** -12


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("A,B", [("fp8e4nv", "fp8e4nv"), ("fp8e5", "fp8e5"),
                                 ("fp8e4nv", "fp8e5")])
def test_gpu_dot_is_within_the_bound_of_the_interpreter(backend, A, B):
    k = tiledsl.compile(DOT.format(A=A, B=B))["dotk"]
    rng = np.random.default_rng(5)
    np_dt = {"fp8e4nv": E4, "fp8e5": E5}
    a = (rng.standard_normal((64, 128)) * 4).astype(np.float32).astype(np_dt[A])
    b = (rng.standard_normal((128, 64)) * 4).astype(np.float32).astype(np_dt[B])
    want, got = np.zeros((64, 64), np.float32), np.zeros((64, 64), np.float32)
    k[(1,)](want, a, b, BM=64, BN=64, BK=32, backend="interpreter")
    _run(k, (1,), [got, a.copy(), b.copy()], backend, BM=64, BN=64, BK=32)
    err = np.abs(got.astype(np.float64) - want).max() / np.abs(want).max()
    assert err <= DOT_BOUND, err
