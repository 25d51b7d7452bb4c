"""The pytest plugin: marked tests and tile_backend users run once per backend, the cuda runs
skip cleanly without a GPU, --tiledsl-backends selects backends."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tiledsl.testing.backends import gpu_unavailable
from tiledsl.testing.pytest_plugin import selected_backends

ROOT = Path(__file__).resolve().parents[1]

TESTS = '''
import numpy as np, pytest, tiledsl

mod = tiledsl.compile("""
kernel inc(x: *i32, n: i32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    m = offs < n
    store(x + offs, load(x + offs, mask=m) + 1, mask=m)
""", filename="inc.tile")

@pytest.mark.tiledsl_backends
def test_marked():
    x = np.arange(10, dtype=np.int32)
    mod.inc[(1,)](x, 10, BLOCK=16)
    assert (x == np.arange(1, 11)).all()

def test_fixture(tile_backend):
    assert tile_backend in ("interpreter", "cuda")

def test_plain():
    pass
'''


def run_pytest(tmp_path, *extra):
    (tmp_path / "test_k.py").write_text(TESTS)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("PYTEST_CURRENT_TEST", None)
    return subprocess.run([sys.executable, "-m", "pytest", "-v", "-rs", "-p",
                           "tiledsl.testing.pytest_plugin", "-p", "no:cacheprovider",
                           *extra, "test_k.py"], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=120)


def test_tests_run_once_per_backend(tmp_path):
    p = run_pytest(tmp_path)
    out = p.stdout
    assert p.returncode == 0, out + p.stderr
    assert "test_k.py::test_marked[interpreter] PASSED" in out
    assert "test_k.py::test_fixture[interpreter] PASSED" in out
    assert "test_k.py::test_plain PASSED" in out
    if gpu_unavailable() is None:
        assert "test_k.py::test_marked[cuda] PASSED" in out
    else:
        assert "test_k.py::test_marked[cuda] SKIPPED" in out
        assert f"cuda backend unavailable: {gpu_unavailable()}" in out


def test_backend_option_restricts_and_validates(tmp_path):
    p = run_pytest(tmp_path, "--tiledsl-backends=interpreter")
    assert p.returncode == 0 and "[cuda]" not in p.stdout
    assert "test_k.py::test_marked[interpreter] PASSED" in p.stdout


def test_selected_backends_parses_the_option():
    class Config:
        def __init__(self, value):
            self.value = value

        def getoption(self, name):
            assert name == "--tiledsl-backends"
            return self.value

    assert selected_backends(Config("cuda, interpreter")) == ["cuda", "interpreter"]
    with pytest.raises(pytest.UsageError, match=r"unknown backend\(s\) tpu; choose from "
                                                 r"interpreter, cuda"):
        selected_backends(Config("interpreter,tpu"))
