"""The backend fuzzer's independent model at the places issue 15 named: math functions at the
GPU's thresholds, float scans in the documented order, and launch data that reaches the
thresholds."""
from __future__ import annotations

import numpy as np

from tiledsl.testing.extremes import thresholds
from tiledsl.testing.fuzz import fnumerics as N
from tiledsl.testing.fuzz.data import array


def test_math_at_the_gpu_thresholds():
    f32 = lambda *v: np.array(v, dtype=np.float32)  # noqa: E731
    below = 88.72283172607422  # the fp32 just below the first x whose exp the GPU makes inf
    assert N.math_fn("exp", f32(88.72283935546875, below), "fp32").tolist() == [
        np.inf, float(np.float32(np.exp(np.float64(below))))]
    assert N.math_fn("exp", f32(-103.97207641601562), "fp32").tolist() == [0.0]
    assert N.math_fn("exp", f32(-100.0), "fp32")[0] == np.float32(np.exp(-100.0))  # subnormal
    assert N.math_fn("sigmoid", f32(-100.0, -88.72283935546875), "fp32").tolist() == [0, 0]
    assert N.math_fn("sigmoid", f32(-88.72283172607422), "fp32")[0] > 0
    assert N.math_fn("exp2", f32(-126.0, -126.5, -149.0), "fp32").tolist() == [2.0 ** -126,
                                                                               0.0, 0.0]
    r = N.math_fn("rsqrt", f32(1e-40, -1e-40, 2.0 ** -126), "fp32")
    assert r.tolist() == [np.inf, -np.inf, 2.0 ** 63]
    assert N.math_fn("exp", np.array([-745.0, -744.0]), "fp64").tolist() == [
        0.0, float(np.exp(-744.0))]


def test_float_cumsum_is_the_documented_steps():
    from tiledsl.dtypes import bf16_numpy

    x = np.array([256, 1, 1, 1, 1, 1, 1, 1], dtype=bf16_numpy())
    r, d = N.cumsum(x, "bf16", 0, False)
    assert d == "fp32" and r.tolist() == [256, 257, 258, 259, 260, 261, 262, 263]
    h = np.array([2048, 1, 1, 1], dtype=np.float16)  # fp16 rounds every step: 2049 -> 2048
    r, d = N.cumsum(h, "fp16", 0, False)
    # steps: k=1 [2048, 2049->2048, 2, 2]; k=2 [2048, 2048, 2050, 2050]
    assert d == "fp16" and r.tolist() == [2048, 2048, 2050, 2050]
    r, _ = N.cumsum(h, "fp16", 0, True)  # reverse: steps on [1, 1, 1, 2048]: 2048 + 2 last
    assert r.tolist() == [2050, 3, 2, 1]


def test_special_data_reaches_the_thresholds():
    rng = np.random.default_rng(0)
    a = array(rng, "fp32", 20000, 3)
    cut = set(thresholds("fp32"))
    hit = {float(v) for v in a} & cut
    assert len(hit) > 0.8 * len(cut)
    assert {-100.0, float(np.float32(88.72283935546875))} <= hit
