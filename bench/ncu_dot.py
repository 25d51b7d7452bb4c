"""Launches for Nsight Compute: tiledsl's matmul and attention at their best benchmarked
configurations beside the vendor kernels of the same shapes (cuBLAS through ``torch.addmm``,
SDPA), two launches each (the first warms caches and compiles; profile with
``ncu --launch-skip-before-match 0`` and compare the second of each).

    ncu --clock-control none --section SpeedOfLight --section ComputeWorkloadAnalysis ... \
        python3 bench/ncu_dot.py [--rows matmul,attention]

Rows: matmul 8192^3 fp16 (tiledsl 128x256x64, 8 warps, 4 stages) and attention B4 H32 N4096
D128 fp16 non-causal (tiledsl 128x128, 8 warps, 2 stages, warp-specialized), the
configurations bench_dot chose in session 8 (bench/RESULTS.md).
"""
from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import numpy as np  # noqa: E402
import torch  # noqa: E402

from bench_dot import ATTENTION, MATMUL, cp, strides  # noqa: E402


def matmul(n=8192, cfg=(128, 256, 64, 8, 4)):
    a = (torch.randn(n, n, device="cuda") / math.sqrt(n)).half()
    b = torch.randn(n, n, device="cuda").half()
    bias = torch.randn(n, device="cuda").half()
    c = torch.empty(n, n, device="cuda", dtype=torch.half)
    bm, bn, bk, w, s = cfg
    for _ in range(2):
        MATMUL[(n // bm, n // bn)](cp(c), cp(a), cp(b), cp(bias), n, n, n, *strides(a, b, c),
                                   BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk, ACTIVATION="none",
                                   num_warps=w, num_stages=s)
    for _ in range(2):
        torch.addmm(bias, a, b, out=c)


def attention(B=4, H=32, S=4096, D=128, cfg=(128, 128, 8, 2, True)):
    q, k, v = (torch.randn(B, H, S, D, device="cuda", dtype=torch.half) for _ in range(3))
    o = torch.empty_like(q)
    bm, bn, w, s, ws = cfg
    for _ in range(2):
        ATTENTION[(S // bm, 1, B * H)](cp(o), cp(q), cp(k), cp(v), np.float32(1 / math.sqrt(D)),
                                       S, D, *(S * D, D) * 4, HEAD_DIM=D, BLOCK_M=bm,
                                       BLOCK_N=bn, CAUSAL=False, WARP_SPECIALIZE=ws,
                                       num_warps=w, num_stages=s)
    for _ in range(2):
        torch.nn.functional.scaled_dot_product_attention(q, k, v)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", default="matmul,attention")
    args = ap.parse_args(argv)
    torch.manual_seed(0)
    if "matmul" in args.rows:
        matmul()
    if "attention" in args.rows:
        attention()
    torch.cuda.synchronize()


if __name__ == "__main__":
    main()
