"""Probe: the wgmma matmul and attention against torch, with the MN-major descriptor's byte
offsets as generated and swapped, and their speed over a few configurations.

    python bench/probe_wgmma.py
"""
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

import tiledsl  # noqa: E402
from bench_dot import cp, strides  # noqa: E402
from bench_gpu import bench  # noqa: E402
from tiledsl.codegen import mma_dot  # noqa: E402

EX = ROOT / "examples"


def fresh(name):
    return getattr(tiledsl.compile((EX / f"{name}.tile").read_text(), filename=f"{name}.tile"),
                   name).kernel


def matmul(kern, cfgs, M=4096, N=4096, K=4096):
    a = (torch.randn(M, K, device="cuda") / 64).half()
    b = torch.randn(K, N, device="cuda").half()
    bias = torch.randn(N, device="cuda").half()
    c = torch.empty(M, N, device="cuda", dtype=torch.half)
    ref = a.float() @ b.float() + bias.float()
    for bm, bn, bk, w, s in cfgs:
        def run():
            kern[(triton.cdiv(M, bm), triton.cdiv(N, bn))](
                cp(c), cp(a), cp(b), cp(bias), M, N, K, *strides(a, b, c), BLOCK_M=bm,
                BLOCK_N=bn, BLOCK_K=bk, num_warps=w, num_stages=s)
        try:
            c.fill_(float("nan"))
            run()
            torch.cuda.synchronize()
        except Exception as e:  # noqa: BLE001
            print(f"  matmul {(bm, bn, bk, w, s)}: {type(e).__name__} {str(e)[:300]}", flush=True)
            continue
        err = (c.float() - ref).abs().max().item()
        ms = bench(run) if err < 0.05 else float("nan")
        print(f"  matmul {(bm, bn, bk, w, s)}: err {err:.3g} {2 * M * N * K / ms / 1e9:.0f} "
              f"TFLOP/s", flush=True)


def attention(kern, cfgs, D=128, causal=False):
    B, H, N = 4, 32, 4096
    q, k, v = (torch.randn(B, H, N, D, device="cuda", dtype=torch.half) for _ in range(3))
    out = torch.empty_like(q)
    ref = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal)
    for bm, bn, w, s in cfgs:
        def run():
            kern[(triton.cdiv(N, bm), 1, B * H)](cp(out), cp(q), cp(k), cp(v),
                                                 np.float32(1 / math.sqrt(D)), N, D,
                                                 *(N * D, D) * 4, HEAD_DIM=D, BLOCK_M=bm,
                                                 BLOCK_N=bn, CAUSAL=causal, num_warps=w,
                                                 num_stages=s)
        try:
            out.fill_(float("nan"))
            run()
            torch.cuda.synchronize()
        except Exception as e:  # noqa: BLE001
            print(f"  attention {(bm, bn, w, s)}: {type(e).__name__} {str(e)[:300]}", flush=True)
            continue
        err = (out.float() - ref.float()).abs().max().item()
        ms = bench(run) if err < 0.02 else float("nan")
        fl = 4 * B * H * N * N * D * (0.5 if causal else 1)
        print(f"  attention D{D}{' causal' if causal else ''} {(bm, bn, w, s)}: err {err:.3g} "
              f"{fl / ms / 1e9:.0f} TFLOP/s", flush=True)


if __name__ == "__main__":
    small = [(128, 128, 64, 4, 3)]
    print("MN-major offsets as generated (leading one panel, stride 8 rows):")
    matmul(fresh("matmul"), small, 512, 512, 512)
    orig = mma_dot.mn_major_offsets
    mma_dot.mn_major_offsets = lambda lay: tuple(reversed(orig(lay)))
    print("swapped:")
    matmul(fresh("matmul"), small, 512, 512, 512)
    mma_dot.mn_major_offsets = orig
    print("speed:")
    matmul(fresh("matmul"), [(128, 128, 64, 4, 3), (128, 128, 64, 4, 4), (128, 256, 64, 8, 3),
                             (128, 256, 64, 8, 4), (256, 128, 64, 8, 3), (128, 128, 32, 4, 4),
                             (128, 256, 32, 8, 4)])
    att = fresh("attention")
    attention(att, [(128, 64, 8, 2), (128, 64, 8, 3), (128, 128, 8, 2), (64, 64, 4, 3),
                    (128, 64, 4, 3), (128, 128, 4, 2)])
    attention(att, [(128, 64, 8, 3), (128, 128, 8, 2)], D=64)
