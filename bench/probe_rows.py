"""Probe, not a test and not the benchmark: do several rows per program (a [ROWS, BLOCK]
tile, the rows' loads all in flight before the reductions) beat one row per program on the
short-row kernels? Times, in one process and alternating (three rounds, do_bench medians):
tiledsl's example kernel (one row), the same computation written for ROWS rows in tiledsl and
in Triton, and Triton's one-row kernel of bench_gpu.py. If several rows win in both
languages, a code generator could run R programs per block on its own.

    python bench/probe_rows.py          (on the GPU machine; prints one table)
"""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import cupy  # noqa: E402
import torch  # noqa: E402
import triton  # noqa: E402
import triton.language as tl  # noqa: E402

import tiledsl  # noqa: E402
from bench_gpu import check, tr_layernorm_res, tr_softmax  # noqa: E402

TILE = r'''
kernel softmax_rows(out: *fp32, x: *fp32, stride: i32, n_rows: i32, n_cols: i32,
                    ROWS: constexpr, BLOCK: constexpr):
    rows = program_id(0) * ROWS + arange(0, ROWS)
    cols = arange(0, BLOCK)
    mask = (rows[:, None] < n_rows) & (cols[None, :] < n_cols)
    offs = rows[:, None] * stride + cols[None, :]
    v = load(x + offs, mask=mask, other=-inf)
    v = v - max(v, axis=1)[:, None]
    e = exp(v)
    store(out + offs, e / sum(e, axis=1)[:, None], mask=mask)

kernel layernorm_rows(y: *fp16, h_out: *fp16, x: *fp16, residual: *fp16, weight: *fp16,
                      bias: *fp16, stride: i32, n_rows: i32, n_cols: i32, eps: fp32,
                      ROWS: constexpr, BLOCK: constexpr):
    rows = program_id(0) * ROWS + arange(0, ROWS)
    cols = arange(0, BLOCK)
    mask = (rows[:, None] < n_rows) & (cols[None, :] < n_cols)
    offs = rows[:, None] * stride + cols[None, :]
    h = load(x + offs, mask=mask, other=0.0).to(fp32)
    h += load(residual + offs, mask=mask, other=0.0).to(fp32)
    store(h_out + offs, h.to(fp16), mask=mask)
    mean = sum(h, axis=1) / n_cols
    d = where(mask, h - mean[:, None], 0.0)
    var = sum(d * d, axis=1) / n_cols
    rstd = rsqrt(var + eps)
    w = load(weight + cols, mask=cols < n_cols, other=0.0).to(fp32)
    b = load(bias + cols, mask=cols < n_cols, other=0.0).to(fp32)
    store(y + offs, (d * rstd[:, None] * w[None, :] + b[None, :]).to(fp16), mask=mask)
'''


@triton.jit
def tr_softmax_rows(out_ptr, x_ptr, stride, n_rows, n_cols, ROWS: tl.constexpr,
                    BLOCK: tl.constexpr):
    rows = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    cols = tl.arange(0, BLOCK)
    mask = (rows[:, None] < n_rows) & (cols[None, :] < n_cols)
    offs = rows[:, None] * stride + cols[None, :]
    v = tl.load(x_ptr + offs, mask=mask, other=-float("inf"))
    v = v - tl.max(v, axis=1)[:, None]
    e = tl.exp(v)
    tl.store(out_ptr + offs, e / tl.sum(e, axis=1)[:, None], mask=mask)


@triton.jit
def tr_layernorm_rows(Y, H, X, R, W, B, stride, n_rows, N, eps, ROWS: tl.constexpr,
                      BLOCK: tl.constexpr):
    rows = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    cols = tl.arange(0, BLOCK)
    mask = (rows[:, None] < n_rows) & (cols[None, :] < N)
    offs = rows[:, None] * stride + cols[None, :]
    h = tl.load(X + offs, mask=mask, other=0.0).to(tl.float32) + \
        tl.load(R + offs, mask=mask, other=0.0).to(tl.float32)
    tl.store(H + offs, h.to(tl.float16), mask=mask)
    mean = tl.sum(h, axis=1) / N
    d = tl.where(mask, h - mean[:, None], 0.0)
    var = tl.sum(d * d, axis=1) / N
    rstd = 1 / tl.sqrt(var + eps)
    w = tl.load(W + cols, mask=cols < N, other=0.0).to(tl.float32)
    b = tl.load(B + cols, mask=cols < N, other=0.0).to(tl.float32)
    tl.store(Y + offs, (d * rstd[:, None] * w[None, :] + b[None, :]).to(tl.float16), mask=mask)


def bench(fn):
    return triton.testing.do_bench(fn, warmup=50, rep=300, return_mode="median")


def timed(gb, fns, verify):
    for name, f in fns.items():
        f()
        verify(name)
    times = {n: [] for n in fns}
    for _ in range(3):
        for n, f in fns.items():
            times[n].append(bench(f))
    return {n: gb / (float(np.median(t)) * 1e-3) for n, t in times.items()}


def show(label, r):
    ref = r["triton 1 row"]
    print(f"{label:26s} " + "  ".join(f"{n}={v:.0f} ({v / ref:.3f})" for n, v in r.items()),
          flush=True)


def softmax(M, N, w, rows_list):
    mod = tiledsl.compile(TILE, filename="rows.tile")
    ex = tiledsl.load(ROOT / "examples" / "softmax.tile").softmax
    x = torch.randn(M, N, device="cuda") * 3
    out = torch.empty_like(x)
    cx, co = cupy.asarray(x), cupy.asarray(out)
    B = triton.next_power_of_2(N)
    ref = torch.softmax(x, 1)
    fns = {"triton 1 row": lambda: tr_softmax[(M,)](out, x, N, N, N, BLOCK=B, num_warps=w),
           "tiledsl 1 row": lambda: ex[(M,)](co, cx, np.int32(N), np.int32(N), np.int32(N),
                                             BLOCK=B, num_warps=w)}
    for R, wr in rows_list:
        g = (triton.cdiv(M, R),)
        fns[f"tl {R}r/{wr}w"] = (lambda R=R, wr=wr, g=g: mod.softmax_rows[g](
            co, cx, np.int32(N), np.int32(M), np.int32(N), ROWS=R, BLOCK=B, num_warps=wr))
        fns[f"tr {R}r/{wr}w"] = (lambda R=R, wr=wr, g=g: tr_softmax_rows[g](
            out, x, N, M, N, ROWS=R, BLOCK=B, num_warps=wr))

    def verify(name):
        torch.cuda.synchronize()
        check(f"softmax {M}x{N} {name}", out, ref, 1e-5)
        out.fill_(float("nan"))

    show(f"softmax {M}x{N} w{w}", timed(2 * M * N * 4 / 1e9, fns, verify))


def layernorm(M, N, w, rows_list):
    mod = tiledsl.compile(TILE, filename="rows.tile")
    ex = tiledsl.load(ROOT / "examples" / "layernorm.tile").layernorm
    f16 = torch.float16
    x, r = torch.randn(M, N, device="cuda", dtype=f16), torch.randn(M, N, device="cuda", dtype=f16)
    wt = torch.rand(N, device="cuda", dtype=f16) + 0.5
    b = torch.randn(N, device="cuda", dtype=f16)
    y, h = torch.empty_like(x), torch.empty_like(x)
    c = [cupy.asarray(t) for t in (y, h, x, r, wt, b)]
    B = triton.next_power_of_2(N)
    eps = 1e-5
    ref = torch.nn.functional.layer_norm(x.float() + r.float(), (N,), wt.float(), b.float(), eps)
    fns = {"triton 1 row": lambda: tr_layernorm_res[(M,)](y, h, x, r, wt, b, N, N, eps, BLOCK=B,
                                                          num_warps=w),
           "tiledsl 1 row": lambda: ex[(M,)](*c, np.int32(N), np.int32(N), np.float32(eps),
                                             BLOCK=B, num_warps=w)}
    for R, wr in rows_list:
        g = (triton.cdiv(M, R),)
        fns[f"tl {R}r/{wr}w"] = (lambda R=R, wr=wr, g=g: mod.layernorm_rows[g](
            *c, np.int32(N), np.int32(M), np.int32(N), np.float32(eps), ROWS=R, BLOCK=B,
            num_warps=wr))
        fns[f"tr {R}r/{wr}w"] = (lambda R=R, wr=wr, g=g: tr_layernorm_rows[g](
            y, h, x, r, wt, b, N, M, N, eps, ROWS=R, BLOCK=B, num_warps=wr))

    def verify(name):
        torch.cuda.synchronize()
        check(f"layernorm {M}x{N} {name}", y, ref, 2e-3)
        y.fill_(float("nan"))

    show(f"layernorm {M}x{N} w{w}", timed(4 * M * N * 2 / 1e9, fns, verify))


def main():
    print(torch.cuda.get_device_name(), "triton", triton.__version__, flush=True)
    jobs = [lambda: softmax(32768, 1024, 4, [(2, 4), (2, 8), (4, 8)]),
            lambda: layernorm(16384, 4096, 16, [(2, 16), (2, 32)]),
            lambda: softmax(8192, 8192, 8, [(2, 16)]),
            lambda: layernorm(4096, 16384, 8, [(2, 16)])]
    for job in jobs:
        try:
            job()
        except Exception as exc:  # noqa: BLE001 - a probe: report and go on
            import traceback

            traceback.print_exc()
            print("FAILED", type(exc).__name__, str(exc)[:300], flush=True)


if __name__ == "__main__":
    main()
