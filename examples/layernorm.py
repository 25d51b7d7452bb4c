"""layernorm.tile on real inputs: h = x + residual, y = layer_norm(h) * weight + bias, fp16 in
and out with fp32 statistics; both outputs (y and the residual sum h) are checked against a
float64 numpy reference at the fp16 tolerance."""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

from common import Check, check, script_main, timed
import tiledsl  # after common, which finds tiledsl in a source checkout

KERNEL = tiledsl.load(Path(__file__).with_name("layernorm.tile")).layernorm
SIZES = {"interpreter": (2048, 3000), "cuda": (16384, 4000), "small": (19, 300)}
EPS = 1e-5


def run(backend: str, xp, size: str | None = None) -> list[Check]:
    rows, cols = SIZES[size or backend]
    block = 1 << (cols - 1).bit_length()
    rng = np.random.default_rng(2)
    x = rng.standard_normal((rows, cols)).astype(np.float16)
    res = rng.standard_normal((rows, cols)).astype(np.float16)
    w = (1 + 0.1 * rng.standard_normal(cols)).astype(np.float16)
    b = (0.1 * rng.standard_normal(cols)).astype(np.float16)
    y = xp.zeros((rows, cols), dtype=np.float16)
    h = xp.zeros((rows, cols), dtype=np.float16)
    args = [xp.asarray(a) for a in (x, res, w, b)]
    secs = timed(xp, lambda: KERNEL[(rows,)](y, h, *args, cols, cols, EPS, BLOCK=block))
    h64 = x.astype(np.float64) + res.astype(np.float64)
    mean = h64.mean(axis=1, keepdims=True)
    var = ((h64 - mean) ** 2).mean(axis=1, keepdims=True)
    ref = (h64 - mean) / np.sqrt(var + EPS) * w.astype(np.float64) + b.astype(np.float64)
    return [check("layernorm", (rows, cols), y, ref, "fp16", backend, secs),
            check("layernorm(h=x+res)", (rows, cols), h, h64, "fp16", backend, 0.0)]


if __name__ == "__main__":
    sys.exit(script_main(run))
