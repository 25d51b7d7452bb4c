"""Probe: tiledsl's matmul and attention over many tile configurations (TFLOP/s, registers,
shared memory), and the instruction mix of the main loop in the SASS of tiledsl's best
configuration and of Triton's kernel for the same shape (``cuobjdump -sass``).

    python bench/probe_dot.py [--out DIR] [--what matmul,attention]
"""
from __future__ import annotations

import argparse
import collections
import glob
import math
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import numpy as np  # noqa: E402
import torch  # noqa: E402
import triton  # noqa: E402

from bench_dot import ATTENTION, MATMUL, cp, strides, tr_attention, tr_matmul  # noqa: E402
from bench_gpu import bench  # noqa: E402


def loop_mix(sass: str, key="HMMA") -> str:
    """Histogram of the opcodes between the first and last ``key`` instruction."""
    lines = sass.splitlines()
    idx = [i for i, ln in enumerate(lines) if key in ln]
    if not idx:
        return "no " + key
    c = collections.Counter()
    for ln in lines[idx[0]:idx[-1] + 1]:
        m = re.search(r"/\*[0-9a-f]{4}\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_]*)", ln)
        if m:
            c[m.group(1)] += 1
    return f"{sum(c.values())} instructions: " + ", ".join(f"{k} {v}" for k, v in c.most_common(18))


def sass_of(path: str) -> str:
    return subprocess.run(["cuobjdump", "-sass", path], capture_output=True, text=True).stdout


def newest_cubin(cache: str, name: str, before: set) -> str | None:
    new = [p for p in glob.glob(os.path.join(cache, f"{name}-*.cubin")) if p not in before]
    return max(new, key=os.path.getmtime) if new else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.environ.get("OUT", "/tmp"))
    ap.add_argument("--what", default="matmul,attention")
    args = ap.parse_args()
    cache = os.environ.get("TILEDSL_CACHE_DIR", os.path.expanduser("~/.cache/tiledsl"))
    if "matmul" in args.what:
        M = N = K = 4096
        a = (torch.randn(M, K, device="cuda") / 64).half()
        b = torch.randn(K, N, device="cuda").half()
        bias = torch.randn(N, device="cuda").half()
        c = torch.empty(M, N, device="cuda", dtype=torch.half)
        ca, cb, cc, cbias = cp(a), cp(b), cp(c), cp(bias)
        ref = a.float() @ b.float() + bias.float()
        best = None
        for cfg in [(128, 128, 32, 4, 3), (128, 128, 32, 4, 4), (128, 128, 64, 4, 3),
                    (128, 128, 32, 8, 3), (128, 128, 64, 8, 3), (128, 128, 64, 8, 4),
                    (128, 256, 32, 8, 3), (128, 256, 32, 8, 4), (128, 256, 64, 8, 3),
                    (256, 128, 32, 8, 3), (256, 128, 64, 8, 3), (64, 128, 32, 4, 4),
                    (128, 64, 32, 4, 4), (64, 256, 32, 8, 3), (256, 64, 32, 8, 3)]:
            bm, bn, bk, w, s = cfg
            before = set(glob.glob(os.path.join(cache, "matmul-*.cubin")))

            def run():
                MATMUL[(triton.cdiv(M, bm), triton.cdiv(N, bn))](
                    cc, ca, cb, cbias, M, N, K, *strides(a, b, c), BLOCK_M=bm, BLOCK_N=bn,
                    BLOCK_K=bk, num_warps=w, num_stages=s)
            try:
                run()
                torch.cuda.synchronize()
                err = (c.float() - ref).abs().max().item()
            except Exception as e:  # noqa: BLE001
                print(f"matmul {cfg}: {type(e).__name__} {str(e)[:100]}", flush=True)
                continue
            ms = bench(run)
            tf = 2 * M * N * K / ms / 1e9
            cub = newest_cubin(cache, "matmul", before)
            regs = re.findall(r"REG:(\d+)", subprocess.run(["cuobjdump", "-res-usage", cub],
                              capture_output=True, text=True).stdout) if cub else "?"
            print(f"matmul {cfg}: {tf:.0f} TFLOP/s err {err:.3g} regs {regs}", flush=True)
            if best is None or tf > best[0]:
                best = (tf, cfg, cub)
        if best and best[2]:
            s = sass_of(best[2])
            Path(args.out, "tl_matmul.sass").write_text(s)
            print(f"tiledsl matmul best {best[1]} loop: {loop_mix(s)}")
        k = tr_matmul[(32, 32)](c, a, b, bias, M, N, K, *strides(a, b, c), BM=128, BN=128, BK=64,
                                GELU=False, num_warps=8, num_stages=3)
        ms = bench(lambda: tr_matmul[(32, 32)](c, a, b, bias, M, N, K, *strides(a, b, c), BM=128,
                                               BN=128, BK=64, GELU=False, num_warps=8,
                                               num_stages=3))
        print(f"triton (128,128,64,8,3): {2 * M * N * K / ms / 1e9:.0f} TFLOP/s, regs "
              f"{k.n_regs}, smem {k.metadata.shared}")
        sass = k.asm.get("sass") or ""
        if not sass and "cubin" in k.asm:
            Path(args.out, "tr.cubin").write_bytes(k.asm["cubin"])
            sass = sass_of(str(Path(args.out, "tr.cubin")))
        Path(args.out, "tr_matmul.sass").write_text(sass)
        key = "HGMMA" if "HGMMA" in sass else "HMMA"
        print(f"triton matmul loop ({key}): {loop_mix(sass, key)}")
    if "attention" in args.what:
        B, H, N, D = 4, 32, 4096, 128
        q, kk, v = (torch.randn(B, H, N, D, device="cuda", dtype=torch.half) for _ in range(3))
        out = torch.empty_like(q)
        cq, ck, cv, co = cp(q), cp(kk), cp(v), cp(out)
        ref = torch.nn.functional.scaled_dot_product_attention(q, kk, v)
        best = None
        for cfg in [(128, 64, 8, 2), (128, 64, 8, 3), (128, 32, 8, 3), (128, 128, 8, 2),
                    (64, 64, 4, 3), (64, 64, 4, 2), (128, 64, 4, 3), (64, 128, 4, 2)]:
            bm, bn, w, s = cfg
            before = set(glob.glob(os.path.join(cache, "attention-*.cubin")))

            def run():
                ATTENTION[(triton.cdiv(N, bm), 1, B * H)](co, cq, ck, cv,
                                                          np.float32(1 / math.sqrt(D)), N, D,
                                                          *(N * D, D) * 4, HEAD_DIM=D,
                                                          BLOCK_M=bm, BLOCK_N=bn, num_warps=w,
                                                          num_stages=s)
            try:
                run()
                torch.cuda.synchronize()
                err = (out.float() - ref.float()).abs().max().item()
            except Exception as e:  # noqa: BLE001
                print(f"attention {cfg}: {type(e).__name__} {str(e)[:100]}", flush=True)
                continue
            ms = bench(run)
            tf = 4 * B * H * N * N * D / ms / 1e9
            cub = newest_cubin(cache, "attention", before)
            regs = re.findall(r"REG:(\d+)", subprocess.run(["cuobjdump", "-res-usage", cub],
                              capture_output=True, text=True).stdout) if cub else "?"
            print(f"attention {cfg}: {tf:.0f} TFLOP/s err {err:.3g} regs {regs}", flush=True)
            if best is None or tf > best[0]:
                best = (tf, cfg, cub)
        if best and best[2]:
            s = sass_of(best[2])
            Path(args.out, "tl_attention.sass").write_text(s)
            print(f"tiledsl attention best {best[1]} loop: {loop_mix(s)}")
        args_tr = (out, q, kk, v, 1 / math.sqrt(D), N, N * D)
        k = tr_attention[(N // 128, B * H)](*args_tr, D=D, BM=128, BN=64, CAUSAL=False,
                                           num_warps=8, num_stages=3)
        sass = k.asm.get("sass") or ""
        if not sass and "cubin" in k.asm:
            Path(args.out, "tra.cubin").write_bytes(k.asm["cubin"])
            sass = sass_of(str(Path(args.out, "tra.cubin")))
        Path(args.out, "tr_attention.sass").write_text(sass)
        key = "HGMMA" if "HGMMA" in sass else "HMMA"
        print(f"triton attention regs {k.n_regs} loop ({key}): {loop_mix(sass, key)}")


if __name__ == "__main__":
    main()
