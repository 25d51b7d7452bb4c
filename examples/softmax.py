"""softmax.tile on real inputs: a row-wise softmax of an fp32 matrix whose rows have a number
of columns that is not a power of two, read through a strided view (the row stride, in
elements, is larger than the row), checked against numpy at the fp32 tolerance."""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

from common import Check, check, script_main, timed
import tiledsl  # after common, which finds tiledsl in a source checkout

KERNEL = tiledsl.load(Path(__file__).with_name("softmax.tile")).softmax
SIZES = {"interpreter": (4096, 1000), "cuda": (32768, 1000), "small": (37, 100)}


def run(backend: str, xp, size: str | None = None) -> list[Check]:
    rows, cols = SIZES[size or backend]
    block = 1 << (cols - 1).bit_length()  # the next power of two
    rng = np.random.default_rng(1)
    padded = (rng.standard_normal((rows, cols + 24)) * 4).astype(np.float32)
    x = xp.asarray(padded)[:, :cols]  # a strided view: row stride cols + 24
    out = xp.zeros((rows, cols), dtype=np.float32)
    item = out.itemsize
    secs = timed(xp, lambda: KERNEL[(rows,)](out, x, x.strides[0] // item, out.strides[0] // item,
                                             cols, BLOCK=block))
    ref = padded[:, :cols].astype(np.float64)
    ref = np.exp(ref - ref.max(axis=1, keepdims=True))
    ref /= ref.sum(axis=1, keepdims=True)
    return [check("softmax", (rows, cols), out, ref, "fp32", backend, secs)]


if __name__ == "__main__":
    sys.exit(script_main(run))
