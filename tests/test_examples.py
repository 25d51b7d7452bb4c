"""Every example kernel runs end to end (small sizes) and matches its float64 numpy reference
at the tolerance stated for its dtype; each script also runs by itself."""
from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from conftest import EXAMPLE_NAMES, EXAMPLES, MODEL_EXAMPLE_NAMES

NAMES = EXAMPLE_NAMES + MODEL_EXAMPLE_NAMES
EXPECTED_ROWS = {
    "vector_add": ["vector_add"],
    "softmax": ["softmax"],
    "layernorm": ["layernorm", "layernorm(h=x+res)"],
    "matmul": ["matmul+bias+gelu", "matmul+bias+leaky_relu"],
    "attention": ["attention", "attention(causal)"],
    "gpt2_block": ["gpt2_block"],
}


def common_module():
    return sys.modules["common"]  # examples/common.py, imported by every example


@pytest.mark.parametrize("name", NAMES)
def test_example_matches_numpy_on_the_interpreter(examples, name):
    rows = examples[name].run("interpreter", np, "small")
    assert [r.kernel for r in rows] == EXPECTED_ROWS[name]
    for r in rows:
        assert r.backend == "interpreter"
        assert r.ok, f"{r.kernel}: max error {r.max_err} over {r.tol}"
        assert np.isfinite(r.max_err)
        tol = common_module().TOLERANCES[r.dtype]
        assert r.max_err <= tol["atol"] + tol["rtol"] * 10  # |ref| is O(1..10) in every example


@pytest.mark.gpu
@pytest.mark.parametrize("name", NAMES)
def test_example_matches_numpy_on_the_gpu(examples, name):
    import cupy

    rows = examples[name].run("cuda", cupy, "small")
    assert [r.kernel for r in rows] == EXPECTED_ROWS[name]
    assert all(r.ok and r.backend == "cuda" for r in rows), rows


def test_matmul_example_catches_a_wrong_epilogue(examples):
    """The check is real: the gelu result compared with the leaky_relu reference fails."""
    m = examples["matmul"]
    real = dict(m.ACTIVATIONS)
    try:
        m.ACTIVATIONS["gelu"] = real["leaky_relu"]
        rows = m.run("interpreter", np, "small")
    finally:
        m.ACTIVATIONS.update(real)
    assert [r.ok for r in rows] == [False, True]
    assert rows[0].max_err > 0.05


def test_tolerances_are_stated_per_dtype(examples):
    assert common_module().TOLERANCES == {"fp32": {"atol": 1e-6, "rtol": 1e-5},
                                 "fp16": {"atol": 1e-2, "rtol": 1e-2}}


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_example_script_runs_by_itself(name):
    r = subprocess.run([sys.executable, str(EXAMPLES / f"{name}.py"), "--small",
                        "--backend", "interpreter"], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    lines = r.stdout.splitlines()
    assert lines[0].split()[:2] == ["kernel", "shape"]
    assert [ln.split()[0] for ln in lines[2:]] == EXPECTED_ROWS[name]
    assert all(ln.split()[-1] == "ok" for ln in lines[2:])
