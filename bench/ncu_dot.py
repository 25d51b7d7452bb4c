"""One launch each of tiledsl's matmul (4096³ fp16) and attention (B4 H32 N4096 D128) at the
given configurations, for Nsight Compute (``ncu -k regex:'matmul|attention'``)."""
from __future__ import annotations

import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import numpy as np  # noqa: E402
import torch  # noqa: E402
import triton  # noqa: E402

from bench_dot import ATTENTION, MATMUL, cp, strides  # noqa: E402

M = N = K = 4096
a = (torch.randn(M, K, device="cuda") / 64).half()
b = torch.randn(K, N, device="cuda").half()
bias = torch.randn(N, device="cuda").half()
c = torch.empty(M, N, device="cuda", dtype=torch.half)
for bm, bn, bk, w, s in [(128, 128, 32, 4, 3), (128, 128, 32, 4, 4), (128, 128, 32, 8, 3)]:
    for _ in range(2):
        MATMUL[(triton.cdiv(M, bm), triton.cdiv(N, bn))](
            cp(c), cp(a), cp(b), cp(bias), M, N, K, *strides(a, b, c), BLOCK_M=bm, BLOCK_N=bn,
            BLOCK_K=bk, num_warps=w, num_stages=s)
B, H, S, D = 4, 32, 4096, 128
q, k, v = (torch.randn(B, H, S, D, device="cuda", dtype=torch.half) for _ in range(3))
o = torch.empty_like(q)
for _ in range(2):
    ATTENTION[(S // 128, B * H)](cp(o), cp(q), cp(k), cp(v), np.float32(1 / math.sqrt(D)), S,
                                 S * D, HEAD_DIM=D, BLOCK_M=128, BLOCK_N=64, num_warps=8,
                                 num_stages=3)
torch.cuda.synchronize()
