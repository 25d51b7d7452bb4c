"""Triton's tutorial kernels written in tiledsl (``tests/tutorials/*.tile``): low-memory dropout,
layer-norm backward with its lock and two-stage dw/db reduction, the grouped-order matmul, a
linear recurrence as an associative scan, and a top-k. Each runs on the interpreter against
numpy and, on the GPU (``cuda``, marked ``gpu``), against the interpreter's result."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import tiledsl
from _backends import BACKENDS, run
from test_random import randint4x_model, uniform_model

HERE = Path(__file__).resolve().parent / "tutorials"


def _load(name):
    return tiledsl.load(HERE / f"{name}.tile")


def _both(kernel, grid, args, backend, **meta):
    """Run on ``backend``; for the GPU also on the interpreter, returning both results (the
    interpreter's is None on the interpreter itself)."""
    got = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    run(kernel, grid, got, backend, **meta)
    if backend == "interpreter":
        return got, None
    ref = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    kernel[grid](*ref, backend="interpreter", **meta)
    return got, ref


@pytest.mark.parametrize("backend", BACKENDS)
def test_low_memory_dropout(backend):
    k = _load("dropout").seeded_dropout
    n, p, seed = 1000, 0.5, 123
    x = np.random.default_rng(0).standard_normal(n).astype(np.float32)
    out = np.zeros(n, np.float32)
    (_, got, *_), ref = _both(k, (4,), [x, out, np.int32(n), np.float32(p), np.int32(seed)],
                              backend, BLOCK=256)
    r = uniform_model(randint4x_model(seed, np.arange(n))[0])
    keep = r > np.float32(p)
    want = np.where(keep, x / np.float32(1 - p), 0).astype(np.float32)
    np.testing.assert_array_equal(got == 0, ~keep | (x == 0))  # the mask: bit for bit
    np.testing.assert_allclose(got, want, rtol=1e-6)  # fp32 / is the fast division on a GPU
    assert 0.4 < keep.mean() < 0.6
    if ref is not None:
        np.testing.assert_allclose(got, ref[1], rtol=1e-6)
    # the same seed reproduces the mask; another seed gives another one
    again = np.zeros(n, np.float32)
    run(k, (4,), [x, again, np.int32(n), np.float32(p), np.int32(seed)], backend, BLOCK=256)
    np.testing.assert_array_equal(again, got)
    other = np.zeros(n, np.float32)
    run(k, (4,), [x, other, np.int32(n), np.float32(p), np.int32(seed + 1)], backend,
        BLOCK=256)
    assert ((other == 0) != (got == 0)).any()


def _layer_norm_reference(x, w, dy, eps=1e-5):
    mean = x.mean(axis=1)
    rstd = 1 / np.sqrt(x.var(axis=1) + eps)
    xhat = (x - mean[:, None]) * rstd[:, None]
    wdy = w * dy
    c1 = (xhat * wdy).sum(axis=1) / x.shape[1]
    c2 = wdy.sum(axis=1) / x.shape[1]
    dx = (wdy - (xhat * c1[:, None] + c2[:, None])) * rstd[:, None]
    return mean, rstd, dx, (dy * xhat).sum(axis=0), dy.sum(axis=0)


@pytest.mark.parametrize("backend", BACKENDS)
def test_layer_norm_backward_with_lock_and_two_stage_dw_db(backend):
    """37 rows of 200 columns, 8 lock groups: rows of one group add into one partial row
    under the lock, in whatever order they get it; then the 8 partials are summed."""
    mod = _load("layernorm_bwd")
    M, N, G = 37, 200, 8
    rng = np.random.default_rng(1)
    x = rng.standard_normal((M, N)).astype(np.float32)
    w = rng.standard_normal(N).astype(np.float32)
    dy = rng.standard_normal((M, N)).astype(np.float32)
    mean, rstd, dx_ref, dw_ref, db_ref = (a.astype(np.float32) for a in _layer_norm_reference(
        x.astype(np.float64), w.astype(np.float64), dy.astype(np.float64)))
    dx = np.zeros((M, N), np.float32)
    dw_part, db_part = np.zeros((G, N), np.float32), np.zeros((G, N), np.float32)
    lock = np.zeros(2 * G, np.int32)
    args = [dx, dy, dw_part, db_part, x, w, mean, rstd, lock, np.int32(N), np.int32(N)]
    got1, ref1 = _both(mod.layer_norm_bwd_dx_fused, (M,), args, backend, GROUP_SIZE_M=G,
                       BLOCK_SIZE_N=256)
    np.testing.assert_allclose(got1[0], dx_ref, rtol=1e-4, atol=1e-4)
    assert (got1[8][:G] == 0).all() and (got1[8][G:] == 1).all()  # locks free, counts set
    fdw, fdb = np.zeros(N, np.float32), np.zeros(N, np.float32)
    got2, _ = _both(mod.layer_norm_bwd_dwdb, (4,), [got1[2], got1[3], fdw, fdb, np.int32(G),
                                                     np.int32(N)], backend,
                    BLOCK_SIZE_M=4, BLOCK_SIZE_N=64)
    np.testing.assert_allclose(got2[2], dw_ref, rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(got2[3], db_ref, rtol=1e-4, atol=1e-4)
    if ref1 is not None:  # the GPU adds the rows of a group in another order: within rounding
        np.testing.assert_allclose(got1[0], ref1[0], rtol=1e-5, atol=1e-5)
        np.testing.assert_allclose(got1[2], ref1[2], rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("swizzle", [False, True])
def test_grouped_order_matmul(backend, swizzle):
    """A ragged 100 x 90 x 70 fp16 product in 32 x 32 x 32 tiles over a 1-D grid of 4 x 3
    programs in groups of 2 rows: every tile is computed once, by the grouped order or by
    swizzle2d, which agree."""
    k = _load("grouped_matmul").matmul
    M, N, K = 100, 90, 70
    rng = np.random.default_rng(2)
    a = rng.standard_normal((M, K)).astype(np.float16)
    b = rng.standard_normal((K, N)).astype(np.float16)
    c = np.full((M, N), np.nan, np.float16)
    grid = (-(-M // 32) * -(-N // 32),)
    (_, _, got, *_), ref = _both(k, grid, [a, b, c, np.int32(M), np.int32(N), np.int32(K),
                                           np.int32(K), np.int32(1), np.int32(N), np.int32(1),
                                           np.int32(N), np.int32(1)], backend,
                                 BLOCK_SIZE_M=32, BLOCK_SIZE_N=32, BLOCK_SIZE_K=32,
                                 GROUP_SIZE_M=2, SWIZZLE=swizzle)
    want = (a.astype(np.float32) @ b.astype(np.float32)).astype(np.float16)
    assert not np.isnan(got).any()
    np.testing.assert_allclose(got.astype(np.float32), want.astype(np.float32), rtol=2e-3,
                               atol=2e-2)
    if ref is not None:
        np.testing.assert_allclose(got.astype(np.float32), ref[2].astype(np.float32),
                                   rtol=2e-3, atol=2e-2)


def _grouped_order(num_m, num_n, group):
    """Triton's tutorial order: the (pid_m, pid_n) of each program id."""
    out = []
    for pid in range(num_m * num_n):
        in_group = group * num_n
        first = pid // in_group * group
        size = min(num_m - first, group)
        out.append((first + pid % in_group % size, pid % in_group // size))
    return out


def test_grouped_order_covers_every_tile_once():
    order = _grouped_order(5, 3, 2)
    assert sorted(order) == [(m, n) for m in range(5) for n in range(3)]
    assert order[:4] == [(0, 0), (1, 0), (0, 1), (1, 1)]


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("reverse", [False, True])
def test_linear_recurrence_scan(backend, reverse):
    """h[t] = a[t] h[t-1] + x[t] over 16 rows of length 50 (tail masked), 4 rows per
    program; ``reverse`` runs it from the end of the row (h[L] = 0)."""
    k = _load("recurrence").recurrence
    R, L, S = 16, 50, 64
    rng = np.random.default_rng(3)
    a = rng.uniform(0.8, 1.0, (R, S)).astype(np.float32)
    x = rng.standard_normal((R, S)).astype(np.float32)
    h = np.zeros((R, S), np.float32)
    (_, _, got, *_), ref = _both(k, (R // 4,), [a, x, h, np.int32(L), np.int32(S)], backend,
                                 ROWS=4, BLOCK=64, REVERSE=reverse)
    want = np.zeros((R, L), np.float64)
    state = np.zeros(R)
    for t in (range(L - 1, -1, -1) if reverse else range(L)):
        state = a[:, t] * state + x[:, t]
        want[:, t] = state
    np.testing.assert_allclose(got[:, :L], want, rtol=1e-4, atol=1e-4)
    assert (got[:, L:] == 0).all()
    if ref is not None:  # the GPU may fuse b1 * a2 + b2 into one fma
        np.testing.assert_allclose(got, ref[2], rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("backend", BACKENDS)
def test_topk_rows(backend):
    """The 4 largest of 100 logits in each of 8 rows (padded to 128 with -inf), largest
    first, and their columns."""
    k = _load("topk").topk_rows
    R, n, K = 8, 100, 4
    x = np.random.default_rng(4).permutation(R * n).astype(np.float32).reshape(R, n) / 7
    vals, idx = np.zeros((R, K), np.float32), np.zeros((R, K), np.int32)
    (_, got_v, got_i, *_), ref = _both(k, (R,), [x, vals, idx, np.int32(n), np.int32(n)],
                                       backend, BLOCK=128, K=K)
    want_i = np.argsort(-x, axis=1, kind="stable")[:, :K]
    np.testing.assert_array_equal(got_v, np.take_along_axis(x, want_i, axis=1))
    np.testing.assert_array_equal(got_i, want_i)
    if ref is not None:
        np.testing.assert_array_equal(got_v, ref[1])
        np.testing.assert_array_equal(got_i, ref[2])


COMPILE = [("dropout", "seeded_dropout", dict(BLOCK=1024)),
           ("layernorm_bwd", "layer_norm_bwd_dx_fused",
            dict(GROUP_SIZE_M=64, BLOCK_SIZE_N=1024)),
           ("layernorm_bwd", "layer_norm_bwd_dwdb", dict(BLOCK_SIZE_M=32, BLOCK_SIZE_N=128)),
           ("grouped_matmul", "matmul", dict(BLOCK_SIZE_M=128, BLOCK_SIZE_N=128,
                                             BLOCK_SIZE_K=32, GROUP_SIZE_M=8)),
           ("grouped_matmul", "matmul", dict(BLOCK_SIZE_M=64, BLOCK_SIZE_N=64, BLOCK_SIZE_K=32,
                                             GROUP_SIZE_M=8, SWIZZLE=True)),
           ("recurrence", "recurrence", dict(ROWS=4, BLOCK=256, REVERSE=True)),
           ("topk", "topk_rows", dict(BLOCK=128, K=8))]


def test_tutorials_compile_for_cuda_and_hip():
    """Each tutorial kernel's CUDA compiles with nvcc for sm_90a and sm_80 without spills, and
    its HIP with hipcc for gfx90a (64-lane waves: half as many), where the compilers are
    installed."""
    from _nvcc_batch import compile_each
    from tiledsl.codegen.hip import HIP_PRELUDE
    from tiledsl.codegen.hipcc import compile_check as hip_check
    from tiledsl.codegen.hipcc import merge_sources, tools_missing
    from tiledsl.codegen.nvcc import nvcc_path

    if nvcc_path() is None and tools_missing() is not None:
        pytest.skip("neither nvcc nor hipcc is installed")
    kernels = [(name, getattr(_load(file), name), spec) for file, name, spec in COMPILE]
    warps = {name: 8 if name == "matmul" else 4 for name, _, _ in kernels}
    if nvcc_path() is not None:  # each architecture's sources in a few nvcc runs
        for arch in ("sm_90a", "sm_80"):
            reps = compile_each([k.emit(f"cuda:{arch}", num_warps=warps[name], **spec)
                                 for name, k, spec in kernels], arch)
            for (name, _, _), rep in zip(kernels, reps):
                assert rep.spills == 0, (name, arch, rep.log)
    if tools_missing() is None:  # two translation units, as tests/test_hip_compile.py does
        units, names = merge_sources([k.emit("hip", num_warps=warps[name] // 2, **spec)
                                      for name, k, spec in kernels], HIP_PRELUDE, 2)
        rep = hip_check(units)
        assert sorted(rep.kernels) == sorted(names)
        for (name, _, _), kname in zip(kernels, names):
            assert rep.kernels[kname].vgpr_spills == 0, name
