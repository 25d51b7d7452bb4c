"""Batched 3-D ``dot`` (``[B, M, K] @ [B, K, N] -> [B, M, N]``, as Triton allows) on both
backends, for every input dtype, with masked tails, an accumulator and ``out_dtype``; the
checker's shape errors."""
from __future__ import annotations

import numpy as np
import pytest

import tiledsl
from _backends import BACKENDS, run
from tiledsl.dtypes import DType

NP = {d.name: d.np for d in DType if d.np is not None}  # bf16 and fp8: ml_dtypes' types

SRC = """
kernel k(a: *{T}, b: *{T}, c: *{R}, m: i32, n: i32, kk: i32,
         BB: constexpr, BM: constexpr, BN: constexpr, BK: constexpr):
    bi = arange(0, BB)[:, None, None]
    i = arange(0, BM)[None, :, None]
    j = arange(0, BN)[None, None, :]
    ka = arange(0, BK)[None, None, :]
    kb = arange(0, BK)[None, :, None]
    x = load(a + bi * m * kk + i * kk + ka, mask=(i < m) & (ka < kk), other=0)
    y = load(b + bi * kk * n + kb * n + j, mask=(kb < kk) & (j < n), other=0)
    acc = {ACC}
    store(c + bi * m * n + i * n + j, dot(x, y{EXTRA}{ACCARG}), mask=(i < m) & (j < n))
"""

CASES = [  # (input dtype, result dtype, dot's extra arguments, tolerance: relative to K max)
    ("fp16", "fp32", "", 1e-6), ("bf16", "fp32", "", 1e-6),
    ("fp32", "fp32", ', input_precision="ieee"', 1e-6), ("fp32", "fp32", "", 2e-3),
    ("fp64", "fp64", "", 1e-12), ("i8", "i32", "", 0), ("u8", "i32", "", 0),
    ("fp16", "fp16", ", out_dtype=fp16", 2e-3), ("fp8e4nv", "fp32", "", 1e-6),
    ("fp8e5", "fp32", "", 1e-6),
]


def _inputs(dt, shape, rng):
    npd = NP[dt]
    if dt in ("i8", "u8"):
        lo = -20 if dt == "i8" else 0
        return rng.integers(lo, 20, shape).astype(npd)
    if dt.startswith("fp8"):  # small multiples of 0.5: exact in both fp8 kinds
        return (rng.integers(-8, 9, shape) * 0.5).astype(np.float32).astype(npd)
    return rng.standard_normal(shape).astype(np.float32).astype(npd)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dt, rt, extra, tol", CASES, ids=[f"{c[0]}-{c[1]}{c[2][:12]}"
                                                           for c in CASES])
@pytest.mark.parametrize("with_acc", [False, True])
def test_batched_dot(backend, dt, rt, extra, tol, with_acc):
    """2 batches of [13, 40] @ [40, 27] in [16, 64] @ [64, 32] tiles (masked tails), with and
    without an accumulator of ones, against a float64 matmul per batch."""
    B, M, N, K = 2, 13, 27, 40
    acc = f"full((BB, BM, BN), 1, {rt})" if with_acc else "0"
    accarg = ", acc=acc" if with_acc else ""
    m = tiledsl.compile(SRC.format(T=dt, R=rt, EXTRA=extra, ACC=acc, ACCARG=accarg),
                        filename="dot3.tile")
    rng = np.random.default_rng(0)
    a, b = _inputs(dt, (B, M, K), rng), _inputs(dt, (B, K, N), rng)
    c = np.zeros((B, M, N), NP[rt])
    run(m.k, (1,), [a, b, c, np.int32(M), np.int32(N), np.int32(K)], backend, BB=B, BM=16,
        BN=32, BK=64)
    want = np.matmul(a.astype(np.float64), b.astype(np.float64)) + (1 if with_acc else 0)
    got = c.astype(np.float64)
    if tol == 0:
        np.testing.assert_array_equal(got, want)
    else:
        scale = np.abs(a.astype(np.float64)).max() * np.abs(b.astype(np.float64)).max() * K
        np.testing.assert_allclose(got, want, rtol=0, atol=tol * scale)


def test_batched_dot_matches_its_2d_slices_on_the_interpreter():
    """Each batch of a 3-D dot is the 2-D dot of its slices, bit for bit (fp32 sums)."""
    src = """
kernel k3(a: *fp32, b: *fp32, c: *fp32):
    bi = arange(0, 4)[:, None, None]
    i = arange(0, 16)[None, :, None]
    j = arange(0, 16)[None, None, :]
    x = load(a + bi * 256 + i * 16 + j)
    y = load(b + bi * 256 + i * 16 + j)
    store(c + bi * 256 + i * 16 + j, dot(x, y, input_precision="ieee"))

kernel k2(a: *fp32, b: *fp32, c: *fp32):
    p = program_id(0)
    i = arange(0, 16)[:, None]
    j = arange(0, 16)[None, :]
    x = load(a + p * 256 + i * 16 + j)
    y = load(b + p * 256 + i * 16 + j)
    store(c + p * 256 + i * 16 + j, dot(x, y, input_precision="ieee"))
"""
    m = tiledsl.compile(src, filename="slices.tile")
    rng = np.random.default_rng(1)
    a, b = rng.standard_normal(1024).astype(np.float32), rng.standard_normal(1024).astype(
        np.float32)
    c3, c2 = np.zeros(1024, np.float32), np.zeros(1024, np.float32)
    m.k3[(1,)](a, b, c3)
    m.k2[(4,)](a, b, c2)
    np.testing.assert_array_equal(c3, c2)


@pytest.mark.parametrize("x, y, acc, message", [
    ("(2, 16, 16)", "(16, 16)", "", "dot() needs two 2-D tiles or two 3-D (batched) tiles, got "
     "shapes [2, 16, 16] and [16, 16]"),
    ("(2, 16, 16)", "(4, 16, 16)", "", "dot(): batch dimensions differ: [2, 16, 16] @ "
     "[4, 16, 16]"),
    ("(2, 16, 16)", "(2, 8, 16)", "", "dot(): inner dimensions differ: [2, 16, 16] @ "
     "[2, 8, 16]"),
    ("(2, 16, 16)", "(2, 16, 16)", ", acc=zeros((16, 16), fp32)",
     "dot(): acc has shape [16, 16], expected [2, 16, 16]"),
    ("(2, 2, 16, 16)", "(2, 2, 16, 16)", "", "dot() needs two 2-D tiles or two 3-D (batched) "
     "tiles, got shapes [2, 2, 16, 16] and [2, 2, 16, 16]"),
])
def test_shape_errors(x, y, acc, message):
    src = (f"kernel k(o: *fp32):\n    a = zeros({x}, fp16)\n    b = zeros({y}, fp16)\n"
           f"    c = dot(a, b{acc})\n")
    with pytest.raises(tiledsl.TileError) as e:
        tiledsl.compile(src, filename="e.tile").k.lower()
    err = getattr(e.value, "errors", [e.value])[0]
    assert err.message == message
    assert (err.span.line, err.span.col) == (4, 9) or "acc has shape" in message
