"""Every elementwise float function on the GPU against the interpreter (marked ``gpu``; skipped
cleanly without cupy and a device, bf16 also without torch).

The inputs are the extremes table of :mod:`tiledsl.testing.extremes` (±0, subnormals, the
thresholds of each function, ±max, ±inf, NaNs) and random inputs of every magnitude; the rule
is :func:`tiledsl.testing.extremes.disagreements`: the same kind of result at every input
(NaN, ±inf, ±0, finite of a sign), equal values, or within the documented ulp bound for the
functions the GPU computes approximately (docs/language.md, "Math functions at the
extremes").
"""
from __future__ import annotations

import pytest

from tiledsl.testing import extremes as E
from tiledsl.testing import mathsweep as S
from tiledsl.testing.backends import gpu_unavailable, torch_cuda_unavailable

pytestmark = pytest.mark.gpu

CASES = [(dt, g) for dt in E.FLOATS for g in S.GROUPS if E.functions(dt, g)]


def _need_device(dt: str):
    why = gpu_unavailable()
    if why is not None:
        pytest.skip(f"GPU backend unavailable: {why}")
    if dt == "bf16" and torch_cuda_unavailable() is not None:
        pytest.skip(f"bf16 on the GPU needs torch with CUDA ({torch_cuda_unavailable()})")


def _report(bad) -> str:
    return f"{len(bad)} disagreements:\n" + "\n".join(str(d) for d in bad[:60])


@pytest.mark.parametrize("dt,group", CASES, ids=[f"{g}-{dt}" for dt, g in CASES])
def test_gpu_equals_interpreter_at_the_extremes(dt, group):
    _need_device(dt)
    pts = E.group_points(dt, group)
    gpu = S.run(dt, group, pts, "cuda")
    ref = S.run(dt, group, pts, "interpreter")
    bad = S.compare(dt, pts, gpu, ref)
    assert not bad, _report(bad)


RANDOM = CASES


@pytest.mark.parametrize("dt,group", RANDOM, ids=[f"{g}-{dt}" for dt, g in RANDOM])
def test_gpu_within_the_documented_bound_on_random_inputs(dt, group):
    _need_device(dt)
    arity = E.functions(dt, group)[0].arity
    ins = S.random_inputs(dt, arity, 1 << 16, seed=3)
    gpu = S.run(dt, group, ins, "cuda")
    ref = S.run(dt, group, ins, "interpreter")
    bad = S.compare(dt, ins, gpu, ref)
    assert not bad, _report(bad)
