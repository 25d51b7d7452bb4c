"""Probe: the generated attention and matmul kernels against variants of their own CUDA
source, rewritten by text (an exp2 that flushes subnormals, ...), each compiled with NVRTC
through cupy and timed on the same inputs; and matmul over num_stages.

    python bench/probe_variants.py
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

from bench_dot import ATTENTION, MATMUL, cp, strides  # noqa: E402
from bench_gpu import bench  # noqa: E402

from tiledsl import codegen  # noqa: E402
from tiledsl.codegen.names import kernel_symbol  # noqa: E402

VARIANTS = {
    "as generated": [],
    "exp2 ftz": [("ex2.approx.f32", "ex2.approx.ftz.f32")],
}


def build(src, name, smem):
    import cupy

    mod = cupy.RawModule(code=src, options=("-arch=sm_90a", "--std=c++17"))
    k = mod.get_function(name)
    if smem > 48 * 1024:
        k.max_dynamic_shared_size_bytes = smem
    return k


def attention():
    B, H, N, D = 4, 32, 4096, 128
    q, k, v = (torch.randn(B, H, N, D, device="cuda", dtype=torch.half) for _ in range(3))
    out = torch.empty_like(q)
    ref = torch.nn.functional.scaled_dot_product_attention(q, k, v)
    facts = {**{p: {"aligned16": True, "noalias": True} for p in ("out", "q", "k", "v")},
             **{i: {"div16": True} for i in ("seq_len", "width", "stride_qz", "stride_qm",
                                             "stride_kz", "stride_km", "stride_vz",
                                             "stride_vm", "stride_oz", "stride_om")}}
    for bm, bn, w, s in [(128, 64, 8, 3), (128, 64, 8, 2)]:
        fn = ATTENTION._lower("emit", facts, {"HEAD_DIM": D, "BLOCK_M": bm, "BLOCK_N": bn})
        src, smem = codegen._emit(fn, "cuda:sm_90a", w, None, None, s)
        for vname, subs in VARIANTS.items():
            text = src
            for a, b in subs:
                text = text.replace(a, b)
            kern = build(text, kernel_symbol("attention"), smem)
            args = (cp(out).data.ptr, cp(q).data.ptr, cp(k).data.ptr, cp(v).data.ptr,
                    np.float32(1 / math.sqrt(D)), np.int32(N), np.int32(D),
                    *(np.int32(N * D), np.int32(D)) * 4)
            args = tuple(np.uint64(a) if isinstance(a, int) else a for a in args)

            def run():
                kern((N // bm, 1, B * H), (32 * w, 1, 1), args, shared_mem=smem)
            run()
            torch.cuda.synchronize()
            err = (out.float() - ref.float()).abs().max().item()
            ms = bench(run)
            print(f"attention {(bm, bn, w, s)} {vname}: {4 * B * H * N * N * D / ms / 1e9:.0f} "
                  f"TFLOP/s err {err:.2g} regs {kern.num_regs}", flush=True)


def matmul():
    M = N = K = 4096
    a = (torch.randn(M, K, device="cuda") / 64).half()
    b = torch.randn(K, N, device="cuda").half()
    bias = torch.randn(N, device="cuda").half()
    c = torch.empty(M, N, device="cuda", dtype=torch.half)
    ref = a.float() @ b.float() + bias.float()
    for cfg in [(128, 128, 32, 4, 2), (128, 128, 32, 4, 3), (128, 128, 32, 4, 4),
                (128, 128, 32, 4, 5), (128, 128, 64, 4, 2), (128, 128, 64, 4, 3),
                (128, 256, 64, 8, 2), (128, 256, 64, 8, 3), (128, 256, 64, 8, 4)]:
        bm, bn, bk, w, s = cfg

        def run():
            MATMUL[(triton.cdiv(M, bm), triton.cdiv(N, bn))](
                cp(c), cp(a), cp(b), cp(bias), M, N, K, *strides(a, b, c), BLOCK_M=bm,
                BLOCK_N=bn, BLOCK_K=bk, num_warps=w, num_stages=s)
        run()
        torch.cuda.synchronize()
        err = (c.float() - ref).abs().max().item()
        ms = bench(run)
        print(f"matmul {cfg}: {2 * M * N * K / ms / 1e9:.0f} TFLOP/s err {err:.2g}", flush=True)


if __name__ == "__main__":
    attention()
    matmul()
