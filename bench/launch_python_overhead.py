"""The Python side of a repeated GPU launch, without a GPU: microseconds per
``kernel[grid](...)`` through the launch fast path, with a stand-in cupy (the one of
``tests/test_launch_fastpath.py``) and the compiled kernel's launch replaced by a no-op. It
measures binding-free dispatch only (fingerprint, argument conversion, grid); the GPU's own
numbers are ``bench/launch_profile.py``'s.

    python bench/launch_python_overhead.py
"""
from __future__ import annotations

import os
import sys
import timeit
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import numpy as np  # noqa: E402

from test_launch_fastpath import _fake_cupy  # noqa: E402

sys.modules["cupy"] = _fake_cupy()
os.environ.pop("TILEDSL_INTERPRET", None)

import tiledsl  # noqa: E402
import tiledsl.codegen as cg  # noqa: E402


def main():
    cupy = sys.modules["cupy"]
    cg.launch = lambda fn, grid, args, **kw: None
    cg.launch_prepared = lambda fn, grid, kargs, **kw: None
    ln = tiledsl.load(ROOT / "examples" / "layernorm.tile").layernorm
    a = [cupy.ndarray(1024, 4096 * (i + 1), "float16") for i in range(6)]
    args = tuple(a) + (np.int32(1024), np.int32(1024), np.float32(1e-5))
    va = tiledsl.load(ROOT / "examples" / "vector_add.tile").vector_add
    b = [cupy.ndarray(1024, 4096 * (i + 1)) for i in range(3)]
    rows = [("layer norm (9 arguments)", lambda: ln[(1,)](*args, BLOCK=1024, num_warps=4)),
            ("vector add (4 arguments)", lambda: va[(8,)](*b, 1000, BLOCK=128))]
    for name, f in rows:
        f()
        f()
        us = min(timeit.repeat(f, number=20000, repeat=7)) / 20000 * 1e6
        print(f"{name}: {us:.2f} us per launch (Python side, stand-in cupy, no-op launch)")


if __name__ == "__main__":
    main()
