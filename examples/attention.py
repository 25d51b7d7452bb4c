"""attention.tile on real inputs: softmax(Q K^T / sqrt(D)) V for fp16 q, k, v of
(batch, heads, seq_len, D), seq_len not a multiple of the block, causal and non-causal,
checked against a float64 numpy reference at the fp16 tolerance. The kernel reads and writes
them in FlashAttention's (batch, seq_len, heads * D) layout, head h at columns h * D."""
from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np

from common import Check, cdiv, check, script_main, timed
import tiledsl  # after common, which finds tiledsl in a source checkout

KERNEL = tiledsl.load(Path(__file__).with_name("attention.tile")).attention
SIZES = {"interpreter": (2, 4, 1000, 64), "cuda": (2, 8, 2000, 64), "small": (1, 2, 100, 32)}


def reference(q, k, v, causal: bool) -> np.ndarray:
    q, k, v = (t.astype(np.float64) for t in (q, k, v))
    s = q @ np.swapaxes(k, -1, -2) / math.sqrt(q.shape[-1])
    if causal:
        n = q.shape[-2]
        s = np.where(np.tril(np.ones((n, n), dtype=bool)), s, -np.inf)
    p = np.exp(s - s.max(axis=-1, keepdims=True))
    return (p / p.sum(axis=-1, keepdims=True)) @ v


def run(backend: str, xp, size: str | None = None) -> list[Check]:
    batch, heads, n, d = SIZES[size or backend]
    rng = np.random.default_rng(4)
    q, k, v = (rng.standard_normal((batch, heads, n, d)).astype(np.float16) for _ in range(3))
    # (batch, heads, n, d) -> (batch, n, heads * d)
    dq, dk, dv = (xp.asarray(np.ascontiguousarray(t.transpose(0, 2, 1, 3)).reshape(
        batch, n, heads * d)) for t in (q, k, v))
    strides = (n * heads * d, heads * d)  # batch, row
    rows = []
    for causal in (False, True):
        out = xp.zeros_like(dq)
        def grid(meta, n=n):  # BLOCK_M comes from the autotuned configuration
            return (cdiv(n, meta["BLOCK_M"]), heads, batch)

        secs = timed(xp, lambda: KERNEL[grid](out, dq, dk, dv, 1.0 / math.sqrt(d), n,
                                              heads * d, *strides * 4, HEAD_DIM=d,
                                              CAUSAL=causal))
        name = "attention(causal)" if causal else "attention"
        got = out.reshape(batch, n, heads, d).transpose(0, 2, 1, 3)
        rows.append(check(name, (batch, heads, n, d), got, reference(q, k, v, causal), "fp16",
                          backend, secs))
    return rows


if __name__ == "__main__":
    sys.exit(script_main(run))
