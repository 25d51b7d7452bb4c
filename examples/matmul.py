"""matmul.tile on real inputs: C = act(A @ B + bias) with fp16 A, B, bias and C, fp32
accumulation, M, N and K not multiples of the tile (autotuned on the GPU), on a 2-D grid; once with the gelu
epilogue (exact, through erf) and once with leaky_relu, checked against float64 numpy at the
fp16 tolerance."""
from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np

from common import Check, cdiv, check, script_main, timed
import tiledsl  # after common, which finds tiledsl in a source checkout

KERNEL = tiledsl.load(Path(__file__).with_name("matmul.tile")).matmul
SIZES = {"interpreter": (1000, 900, 700), "cuda": (4000, 3000, 2000), "small": (70, 90, 50)}
_erf = np.frompyfunc(math.erf, 1, 1)
ACTIVATIONS = {
    "gelu": lambda x: 0.5 * x * (1.0 + _erf(x / math.sqrt(2.0)).astype(np.float64)),
    "leaky_relu": lambda x: np.where(x >= 0, x, 0.01 * x),
}


def run(backend: str, xp, size: str | None = None) -> list[Check]:
    full = SIZES[size or backend]
    rows = []
    for act, (m, n, k) in (("gelu", full), ("leaky_relu", tuple(d // 2 + 3 for d in full))):
        rng = np.random.default_rng(3)
        a = (rng.standard_normal((m, k)) / math.sqrt(k)).astype(np.float16)
        b = rng.standard_normal((k, n)).astype(np.float16)
        bias = rng.standard_normal(n).astype(np.float16)
        c = xp.zeros((m, n), dtype=np.float16)
        da, db = xp.asarray(a), xp.asarray(b)
        strides = [s // 2 for s in (*da.strides, *db.strides, *c.strides)]
        def grid(meta, m=m, n=n):  # the tile comes from the autotuned configuration
            return (cdiv(m, meta["BLOCK_M"]), cdiv(n, meta["BLOCK_N"]))

        secs = timed(xp, lambda: KERNEL[grid](c, da, db, xp.asarray(bias), m, n, k, *strides,
                                              ACTIVATION=act))
        ref = ACTIVATIONS[act](a.astype(np.float64) @ b.astype(np.float64) + bias)
        rows.append(check(f"matmul+bias+{act}", (m, n, k), c, ref, "fp16", backend, secs))
    return rows


if __name__ == "__main__":
    sys.exit(script_main(run))
