"""The CUDA backend on a real GPU (marked ``gpu``; skipped cleanly without cupy and a device).

Examples and hand-built kernels against numpy: both the 16-byte vector path (aligned, sizes
divisible by 16) and the scalar path (offset views that break alignment, odd sizes, strided
rows); control flow with carried tiles; the disk cache (hit, corrupt entry rebuilt); torch
tensors through ``__cuda_array_interface__``.
"""
from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tiledsl

pytestmark = pytest.mark.gpu
ROOT = Path(__file__).resolve().parent.parent
EX = ROOT / "examples"
SET = settings(max_examples=10, deadline=None,
               suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@pytest.fixture(scope="module")
def cp():
    try:
        import cupy
        if cupy.cuda.runtime.getDeviceCount() < 1:
            pytest.skip("no CUDA device")
    except Exception as e:  # noqa: BLE001
        pytest.skip(f"cupy/device unavailable ({type(e).__name__})")
    return cupy


def _rel(got, ref):
    got, ref = np.asarray(got, np.float64), np.asarray(ref, np.float64)
    return np.linalg.norm(got - ref) / max(np.linalg.norm(ref), 1e-30)


# ---------------------------------------------------------------- vector add: both paths
@SET
@given(n=st.integers(1, 5000), off=st.integers(0, 3), block=st.sampled_from([128, 1024]),
       warps=st.sampled_from([1, 4, 8]))
def test_vector_add_paths(cp, n, off, block, warps):
    k = tiledsl.load(EX / "vector_add.tile").vector_add
    rng = np.random.default_rng(n)
    x = cp.asarray(rng.standard_normal(n + off).astype(np.float32))[off:]
    y = cp.asarray(rng.standard_normal(n + off).astype(np.float32))[off:]
    out = cp.full(n + 1, np.nan, dtype=np.float32)[:n]
    k[((n + block - 1) // block,)](out, x, y, n, BLOCK=block, num_warps=warps)
    np.testing.assert_array_equal(cp.asnumpy(out), cp.asnumpy(x) + cp.asnumpy(y))


def test_vector_add_torch_tensors(cp):
    torch = pytest.importorskip("torch")
    k = tiledsl.load(EX / "vector_add.tile").vector_add
    x = torch.randn(10000, device="cuda")
    y = torch.randn(10000, device="cuda")
    out = torch.full_like(x, float("nan"))
    k[(10,)](out, x, y, 10000, BLOCK=1024)
    torch.cuda.synchronize()
    assert torch.equal(out, x + y)


# ---------------------------------------------------------------- softmax, layer norm
@SET
@given(rows=st.integers(1, 40), cols=st.integers(1, 2100), pad=st.integers(0, 5),
       warps=st.sampled_from([1, 4, 8, 16]))
def test_softmax_shapes(cp, rows, cols, pad, warps):
    k = tiledsl.load(EX / "softmax.tile").softmax
    rng = np.random.default_rng(cols)
    host = (rng.standard_normal((rows, cols + pad)) * 4).astype(np.float32)
    x = cp.asarray(host)[:, :cols]
    out = cp.full((rows, cols), np.nan, dtype=np.float32)
    block = 1 << max(0, (cols - 1).bit_length())
    k[(rows,)](out, x, cols + pad, cols, cols, BLOCK=block, num_warps=warps)
    ref = host[:, :cols].astype(np.float64)
    ref = np.exp(ref - ref.max(1, keepdims=True))
    ref /= ref.sum(1, keepdims=True)
    np.testing.assert_allclose(cp.asnumpy(out), ref, rtol=2e-5, atol=1e-7)


@SET
@given(rows=st.integers(1, 24), cols=st.integers(1, 2100), pad=st.integers(0, 5),
       warps=st.sampled_from([1, 4, 8]), load_other=st.sampled_from(["init", "ptx"]))
def test_masked_load_variants(cp, rows, cols, pad, warps, load_other):
    """The load_other launch option's variants (a masked tail reads -inf through `other`;
    strided rows break alignment when pad is odd) give the same softmax."""
    k = tiledsl.load(EX / "softmax.tile").softmax
    rng = np.random.default_rng(cols + 7)
    host = (rng.standard_normal((rows, cols + pad)) * 4).astype(np.float32)
    x = cp.asarray(host)[:, :cols]
    out = cp.full((rows, cols), np.nan, dtype=np.float32)
    block = 1 << max(0, (cols - 1).bit_length())
    k[(rows,)](out, x, cols + pad, cols, cols, BLOCK=block, num_warps=warps,
               load_other=load_other)
    ref = host[:, :cols].astype(np.float64)
    ref = np.exp(ref - ref.max(1, keepdims=True))
    ref /= ref.sum(1, keepdims=True)
    np.testing.assert_allclose(cp.asnumpy(out), ref, rtol=2e-5, atol=1e-7)


@pytest.mark.parametrize("rows,cols,warps", [(64, 4096, 8), (7, 1000, 4), (16, 16384, 16),
                                             (3, 333, 2)])
def test_layernorm(cp, rows, cols, warps):
    k = tiledsl.load(EX / "layernorm.tile").layernorm
    rng = np.random.default_rng(cols)
    h16 = lambda *s: rng.standard_normal(s).astype(np.float16)  # noqa: E731
    x, r, w, b = h16(rows, cols), h16(rows, cols), h16(cols), h16(cols)
    d = [cp.asarray(a) for a in (x, r, w, b)]
    y = cp.full((rows, cols), np.nan, np.float16)
    h = cp.full((rows, cols), np.nan, np.float16)
    block = 1 << (cols - 1).bit_length()
    k[(rows,)](y, h, *d, cols, cols, np.float32(1e-5), BLOCK=block, num_warps=warps)
    hr = x.astype(np.float32) + r.astype(np.float32)
    np.testing.assert_array_equal(cp.asnumpy(h), hr.astype(np.float16))
    mu = hr.mean(1, keepdims=True)
    ref = (hr - mu) / np.sqrt(hr.var(1, keepdims=True) + 1e-5) * w.astype(np.float32) + b
    assert _rel(cp.asnumpy(y), ref) < 2e-3


@pytest.mark.parametrize("rows, cols, warps", [(5, 4096, 32), (7, 1000, 8), (4, 4096, 16)])
def test_rows_layernorm_vector_in_the_slice_layout(cp, rows, cols, warps):
    """Two rows per program, the weight vector read in the slice of the 2-D tile's layout
    (test_codegen: no conversion): equal to numpy, tail program and masked columns included."""
    from test_codegen import ROWS_LAYERNORM

    k = tiledsl.compile(ROWS_LAYERNORM, filename="rows.tile").ln_rows
    rng = np.random.default_rng(rows * cols)
    x = rng.standard_normal((rows, cols)).astype(np.float16)
    w = (rng.random(cols) + 0.5).astype(np.float16)
    y = cp.full((rows, cols), np.nan, dtype=np.float16)
    block = 1 << (cols - 1).bit_length()
    k[((rows + 1) // 2,)](y, cp.asarray(x), cp.asarray(w), cols, rows, cols, ROWS=2,
                          BLOCK=block, num_warps=warps)
    h = x.astype(np.float64)
    ref = (h - h.mean(1, keepdims=True)) * w
    assert _rel(cp.asnumpy(y), ref) < 2e-3


# ---------------------------------------------------------------- matmul and attention
@pytest.mark.parametrize("act", ["none", "gelu", "leaky_relu"])
def test_matmul_example(cp, act):
    k = tiledsl.load(EX / "matmul.tile").matmul.kernel  # the untuned defaults: 128x128x64
    M, N, K = 100, 72, 90
    rng = np.random.default_rng(3)
    a = rng.standard_normal((M, K)).astype(np.float16)
    b = rng.standard_normal((K, N)).astype(np.float16)
    bias = rng.standard_normal(N).astype(np.float16)
    c = cp.full((M, N), np.nan, np.float16)
    da, db, dbias = cp.asarray(a), cp.asarray(b), cp.asarray(bias)
    k[((M + 127) // 128, (N + 127) // 128)](c, da, db, dbias, M, N, K, K, 1, N, 1, N, 1,
                                         ACTIVATION=act)
    ref = a.astype(np.float64) @ b.astype(np.float64) + bias
    if act == "gelu":
        from math import erf
        ref = 0.5 * ref * (1 + np.vectorize(erf)(ref / np.sqrt(2)))
    elif act == "leaky_relu":
        ref = np.where(ref >= 0, ref, 0.01 * ref)
    assert _rel(cp.asnumpy(c), ref) < 2e-3


@pytest.mark.parametrize("causal", [False, True])
def test_attention_example(cp, causal):
    k = tiledsl.load(EX / "attention.tile").attention.kernel  # the untuned defaults: 64x64
    BH, S, D = 3, 100, 64
    rng = np.random.default_rng(4)
    q, kk, v = (rng.standard_normal((BH, S, D)).astype(np.float16) for _ in range(3))
    out = cp.full((BH, S, D), np.nan, np.float16)
    scale = 1 / np.sqrt(D)
    k[((S + 63) // 64, 1, BH)](out, cp.asarray(q), cp.asarray(kk), cp.asarray(v),
                               np.float32(scale), S, D, *(S * D, D) * 4, HEAD_DIM=D,
                               CAUSAL=causal)  # BH sequences of one head each
    s = np.einsum("bqd,bkd->bqk", q.astype(np.float64), kk.astype(np.float64)) * scale
    if causal:
        s = np.where(np.tril(np.ones((S, S), bool)), s, -np.inf)
    p = np.exp(s - s.max(-1, keepdims=True))
    p /= p.sum(-1, keepdims=True)
    ref = p @ v.astype(np.float64)
    assert _rel(cp.asnumpy(out), ref) < 3e-3


# ---------------------------------------------------------------- control flow
LOOPS = """
kernel loops(out: *i32, n: i32, B: constexpr):
    offs = arange(0, B)
    acc = zeros((B,), i32)
    i = 0
    while i < n:
        acc = acc + offs * i
        i = i + 1
    t = sum(acc, axis=0)
    if t > 100:
        acc = acc - 1
    else:
        acc = acc + 1
    store(out + offs, acc)
"""


@pytest.mark.parametrize("n", [0, 1, 7])
def test_while_if_carried_tiles(cp, n):
    k = tiledsl.compile(LOOPS, filename="loops.tile").loops
    out = cp.zeros(64, np.int32)
    k[(1,)](out, n, B=64)
    acc = np.arange(64) * sum(range(n))
    acc = acc - 1 if acc.sum() > 100 else acc + 1
    np.testing.assert_array_equal(cp.asnumpy(out), acc)


# ---------------------------------------------------------------- caches
def test_disk_cache_hit_and_corrupt_entry(cp, tmp_path, monkeypatch):
    from tiledsl.codegen import runtime

    from tiledsl.codegen import samples

    monkeypatch.setenv("TILEDSL_CACHE_DIR", str(tmp_path))
    fn = samples.vector_add(256)
    x = cp.arange(1000, dtype=np.float32)
    out = cp.zeros(1000, np.float32)
    runtime.launch(fn, (4, 1, 1), [x, x, out, np.int32(1000)])
    cubins = list(tmp_path.glob("*.cubin"))
    assert len(cubins) == 1 and list(tmp_path.glob("*.sha256"))
    np.testing.assert_array_equal(cp.asnumpy(out), 2 * np.arange(1000, dtype=np.float32))
    cubins[0].write_bytes(b"garbage")  # corrupt: must be rebuilt, never fatal
    fn2 = samples.vector_add(256)
    out.fill(0)
    runtime.launch(fn2, (4, 1, 1), [x, x, out, np.int32(1000)])
    np.testing.assert_array_equal(cp.asnumpy(out), 2 * np.arange(1000, dtype=np.float32))
    assert cubins[0].read_bytes() != b"garbage"


def test_memory_cache_reuses_kernel(cp):
    from tiledsl.codegen import runtime, samples

    fn = samples.vector_add(128)
    a = runtime.get_compiled(fn, 4)
    assert runtime.get_compiled(fn, 4) is a
    assert runtime.get_compiled(fn, 2) is not a


def test_samples_dot_precisions(cp):
    from tiledsl.codegen import runtime, samples
    from tiledsl.dtypes import DType

    rng = np.random.default_rng(5)
    M, N, K = 70, 50, 40
    a = (1 + rng.standard_normal((M, K)) * 2.0 ** -12).astype(np.float32)
    b = rng.standard_normal((K, N)).astype(np.float32)
    for prec in ("tf32", "ieee"):
        fn = samples.matmul(32, 32, 16, DType.fp32, input_precision=prec)
        c = cp.full((M, N), np.nan, np.float32)
        runtime.launch(fn, (3, 2, 1), [cp.asarray(a), cp.asarray(b), c, np.int32(M),
                                       np.int32(N), np.int32(K), np.int32(K), np.int32(N),
                                       np.int32(N)])
        ref = a.astype(np.float64) @ b
        err = _rel(cp.asnumpy(c), ref)
        assert err < (2e-3 if prec == "tf32" else 1e-6), (prec, err)


def test_grid_3d_program_ids(cp):
    src = """
kernel ids(out: *i32):
    p = program_id(0) + 10 * program_id(1) + 100 * program_id(2)
    q = num_programs(0) + 10 * num_programs(1) + 100 * num_programs(2)
    i = program_id(0) + 2 * program_id(1) + 6 * program_id(2)
    store(out + i, p * 1000 + q)
"""
    k = tiledsl.compile(src, filename="ids.tile").ids
    out = cp.zeros(24, np.int32)
    k[(2, 3, 4)](out)
    want = [(x + 10 * y + 100 * z) * 1000 + 432 for z in range(4) for y in range(3)
            for x in range(2)]
    np.testing.assert_array_equal(cp.asnumpy(out), want)


def test_no_cache_dir_write_is_not_fatal(cp, monkeypatch, tmp_path):
    from tiledsl.codegen import runtime, samples

    ro = tmp_path / "ro"
    ro.mkdir()
    os.chmod(ro, 0o500)
    monkeypatch.setenv("TILEDSL_CACHE_DIR", str(ro / "sub"))
    fn = samples.vector_add(64)
    x = cp.ones(64, np.float32)
    runtime.launch(fn, (1, 1, 1), [x, x, x, np.int32(64)])
    np.testing.assert_array_equal(cp.asnumpy(x), 2 * np.ones(64, np.float32))
