"""Host time of one ``kernel[grid](...)`` launch outside a graph (µs per call, the best of
five repeats of 4000 calls), for the 4-argument vector add and the 9-argument layer norm, with
Triton's launch of the same kernels in the same process. Run from a checkout's root on the GPU
machine; it times whatever tiledsl that checkout holds.

    python bench/launch_host_time.py
"""
from __future__ import annotations

import sys
import timeit
from pathlib import Path

ROOT = Path.cwd()
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import cupy  # noqa: E402
import numpy as np  # noqa: E402
import torch  # noqa: E402

import tiledsl  # noqa: E402
from bench_gpu import tr_add, tr_layernorm_res  # noqa: E402


def us(f, n=4000):
    f()
    cupy.cuda.runtime.deviceSynchronize()
    return min(timeit.repeat(f, number=n, repeat=5)) / n * 1e6


def main():
    add = tiledsl.load(ROOT / "examples" / "vector_add.tile").vector_add
    ln = tiledsl.load(ROOT / "examples" / "layernorm.tile").layernorm
    t3 = [torch.randn(1024, device="cuda") for _ in range(3)]
    c3 = [cupy.asarray(t) for t in t3]
    h6 = [torch.randn(1024, device="cuda", dtype=torch.float16) for _ in range(6)]
    c6 = [cupy.asarray(t) for t in h6]
    rows = {
        "vector_add tiledsl": lambda: add[(1,)](c3[0], c3[1], c3[2], 1024, BLOCK=1024),
        "vector_add Triton": lambda: tr_add[(1,)](t3[1], t3[2], t3[0], 1024, BLOCK=1024),
        "layernorm tiledsl": lambda: ln[(1,)](*c6, np.int32(1024), np.int32(1024),
                                              np.float32(1e-5), BLOCK=1024, num_warps=4),
        "layernorm Triton": lambda: tr_layernorm_res[(1,)](*h6, 1024, 1024, 1e-5, BLOCK=1024,
                                                           num_warps=4),
    }
    for name, f in rows.items():
        print(f"{name}: {us(f):.2f} us", flush=True)


if __name__ == "__main__":
    main()
