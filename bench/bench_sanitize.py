"""What the GPU's sanitize mode costs: each example kernel launched unchecked and with
``check="bounds"`` (every load, store and atomic bounds-checked, the launch synchronized).

    python bench/bench_sanitize.py            # on a machine with a GPU

Per example: milliseconds per launch as a user sees them (``reps`` launches back to back,
wall clock to the last one's completion, median of ``rounds``; the sanitized launch
synchronizes after every kernel, the unchecked one only at the end), after a warm-up that
compiles both variants; fresh random inputs; both outputs compared first (they must be
equal: the checks change no in-bounds result). Prints one row per example and the ratio.
"""
from __future__ import annotations

import math
import os
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


def cases(cp, np):
    """(name, kernel, grid, args, meta, output) of each example at its GPU size."""
    import tiledsl

    ex = os.path.join(ROOT, "examples")
    rng = np.random.default_rng(0)
    out = []
    n = 1 << 26
    va = tiledsl.load(os.path.join(ex, "vector_add.tile")).vector_add
    x, y = (cp.asarray(rng.standard_normal(n).astype(np.float32)) for _ in range(2))
    o = cp.empty(n, cp.float32)
    out.append(("vector_add 2^26 fp32", va, (n // 1024,), (o, x, y, n), {"BLOCK": 1024}, o))
    sm = tiledsl.load(os.path.join(ex, "softmax.tile")).softmax
    r, c = 32768, 1000
    x = cp.asarray(rng.standard_normal((r, c)).astype(np.float32))
    o = cp.empty_like(x)
    out.append((f"softmax {r}x{c} fp32", sm, (r,), (o, x, c, c, c), {"BLOCK": 1024}, o))
    ln = tiledsl.load(os.path.join(ex, "layernorm.tile")).layernorm
    r, c = 16384, 4000
    xs = [cp.asarray(rng.standard_normal(s).astype(np.float16)) for s in ((r, c), (r, c), c, c)]
    yo, ho = cp.empty((r, c), cp.float16), cp.empty((r, c), cp.float16)
    out.append((f"layernorm {r}x{c} fp16", ln, (r,), (yo, ho, *xs, c, c, 1e-5),
                {"BLOCK": 4096}, yo))
    mm = tiledsl.load(os.path.join(ex, "matmul.tile")).matmul.kernel
    m = 4096
    a = cp.asarray((rng.standard_normal((m, m)) / 64).astype(np.float16))
    b = cp.asarray(rng.standard_normal((m, m)).astype(np.float16))
    bias = cp.asarray(rng.standard_normal(m).astype(np.float16))
    co = cp.empty((m, m), cp.float16)
    meta = {"BLOCK_M": 128, "BLOCK_N": 256, "BLOCK_K": 64, "num_warps": 8, "num_stages": 4}
    out.append((f"matmul {m}^3 fp16", mm, (m // 128, m // 256),
                (co, a, b, bias, m, m, m, m, 1, m, 1, m, 1), meta, co))
    at = tiledsl.load(os.path.join(ex, "attention.tile")).attention.kernel
    bh, s, d = 16, 4096, 128
    q, k, v = (cp.asarray(rng.standard_normal((bh, s, d)).astype(np.float16)) for _ in range(3))
    ao = cp.empty_like(q)
    meta = {"HEAD_DIM": d, "BLOCK_M": 128, "BLOCK_N": 64, "num_warps": 8, "num_stages": 2}
    out.append((f"attention {bh}x{s}x{d} fp16", at, (s // 128, 1, bh),
                (ao, q, k, v, 1.0 / math.sqrt(d), s, d, *(s * d, d) * 4), meta, ao))
    return out


def per_launch_ms(cp, launch, reps: int, rounds: int) -> float:
    times = []
    for _ in range(rounds):
        cp.cuda.Device().synchronize()
        t0 = time.perf_counter()
        for _ in range(reps):
            launch()
        cp.cuda.Device().synchronize()
        times.append((time.perf_counter() - t0) / reps * 1e3)
    return statistics.median(times)


def main() -> int:
    import cupy as cp
    import numpy as np

    import tiledsl

    print(f"device: {cp.cuda.runtime.getDeviceProperties(0)['name'].decode()}, "
          f"cupy {cp.__version__}")
    print(f"{'example':32} {'unchecked ms':>13} {'bounds ms':>10} {'ratio':>7}")
    for name, kern, grid, args, meta, o in cases(cp, np):
        def plain():
            kern[grid](*args, **meta)

        def checked():
            kern[grid](*args, check="bounds", **meta)

        plain()
        ref = o.get()
        o.fill(0)
        checked()
        tiledsl.synchronize()
        if not np.array_equal(o.get(), ref, equal_nan=True):
            print(f"{name}: the sanitized output differs from the unchecked one")
            return 1
        reps = 20
        t_plain = per_launch_ms(cp, plain, reps, 7)
        t_chk = per_launch_ms(cp, checked, reps, 7)
        print(f"{name:32} {t_plain:13.4f} {t_chk:10.4f} {t_chk / t_plain:7.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
