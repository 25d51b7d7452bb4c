"""vector_add.tile on real inputs: out = x + y over n fp32 elements (n not a multiple of
BLOCK, so the last program runs a masked tail), checked against numpy at the fp32 tolerance.
The grid is a callable of the meta-parameters, as in Triton."""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

from common import Check, cdiv, check, script_main, timed
import tiledsl  # after common, which finds tiledsl in a source checkout

KERNEL = tiledsl.load(Path(__file__).with_name("vector_add.tile")).vector_add
SIZES = {"interpreter": (1 << 22) + 3, "cuda": (1 << 26) + 3, "small": 5000}


def run(backend: str, xp, size: str | None = None) -> list[Check]:
    n = SIZES[size or backend]
    rng = np.random.default_rng(0)
    x = rng.standard_normal(n, dtype=np.float32)
    y = rng.standard_normal(n, dtype=np.float32)
    out = xp.zeros(n, dtype=np.float32)
    dx, dy = xp.asarray(x), xp.asarray(y)
    grid = lambda meta: (cdiv(meta["n"], meta["BLOCK"]),)  # noqa: E731
    secs = timed(xp, lambda: KERNEL[grid](out, dx, dy, n, BLOCK=1024))
    ref = x.astype(np.float64) + y.astype(np.float64)
    return [check("vector_add", (n,), out, ref, "fp32", backend, secs)]


if __name__ == "__main__":
    sys.exit(script_main(run))
