"""Shared test setup.

* The tests always import the ``tiledsl`` of the checkout they live in: ``python -m pytest``
  from the root has the root on ``sys.path`` already; for plain ``pytest`` (or another cwd)
  the root is put first here, ahead of any installed tiledsl. ``tiledsl/__init__.py`` then maps
  ``interpreter/`` and ``codegen/`` to ``tiledsl.interpreter`` / ``tiledsl.codegen``.
* Tests marked ``gpu`` skip cleanly (with the reason) without cupy and a CUDA device.
* Fixtures: ``root``, ``examples_dir``, ``tile`` (compile kernel text), ``clean_env`` (no
  TILEDSL_* variable set by the caller leaks into a test).
* The tests' compile and autotuning caches go to a temporary folder of the test run
  (``TEST_CACHE_DIR``), never to the user's ``~/.cache/tiledsl``, unless the caller set
  ``TILEDSL_CACHE_DIR`` (the GPU runs share one across their workers); ``clean_env`` keeps it.
"""
from __future__ import annotations

import functools
import os
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"

if str(ROOT) not in {os.path.abspath(p) for p in sys.path}:
    sys.path.insert(0, str(ROOT))

#: the test run's cache folder (the caller's TILEDSL_CACHE_DIR when set)
TEST_CACHE_DIR = os.environ.get("TILEDSL_CACHE_DIR") or tempfile.mkdtemp(prefix="tiledsl-tests-")
os.environ["TILEDSL_CACHE_DIR"] = TEST_CACHE_DIR


@functools.lru_cache(maxsize=1)
def gpu_skip_reason() -> str | None:
    """None when cupy sees a CUDA device, else why GPU tests skip."""
    try:
        import cupy
    except Exception as e:  # noqa: BLE001
        return f"cupy is not importable ({type(e).__name__})"
    try:
        if cupy.cuda.runtime.getDeviceCount() < 1:
            return "no CUDA device"
    except Exception as e:  # noqa: BLE001
        return f"no CUDA device ({type(e).__name__})"
    return None


def pytest_collection_modifyitems(config, items):
    reason = None
    for item in items:
        if item.get_closest_marker("gpu") is not None:
            reason = reason or gpu_skip_reason()
            if reason:
                item.add_marker(pytest.mark.skip(reason=f"GPU test: {reason}"))


@pytest.fixture
def root() -> Path:
    return ROOT


@pytest.fixture
def examples_dir() -> Path:
    return EXAMPLES


#: the example scripts (examples/NAME.py), each with a ``run(backend, xp, size)``
EXAMPLE_NAMES = ("vector_add", "softmax", "layernorm", "matmul", "attention")
#: example scripts built on several of those kernels (no KERNEL of their own)
MODEL_EXAMPLE_NAMES = ("gpt2_block",)


@pytest.fixture(scope="module")
def examples():
    """``{name: module}`` of the example scripts, imported from examples/."""
    import importlib
    import sys

    sys.path.insert(0, str(EXAMPLES))
    try:
        yield {name: importlib.import_module(name)
               for name in EXAMPLE_NAMES + MODEL_EXAMPLE_NAMES}
    finally:
        sys.path.remove(str(EXAMPLES))


@pytest.fixture
def tile():
    """``tile(text)`` compiles dedented kernel text into a module (filename ``test.tile``)."""
    import tiledsl

    def compile_text(text: str, filename: str = "test.tile"):
        return tiledsl.compile(textwrap.dedent(text).strip() + "\n", filename=filename)

    return compile_text


@pytest.fixture
def clean_env(monkeypatch):
    """Remove every TILEDSL_* variable for the test (see tiledsl/knobs.py), but for the test
    run's cache folder (``TEST_CACHE_DIR``; a test of the default unsets it itself)."""
    for name in list(os.environ):
        if name.startswith("TILEDSL_"):
            monkeypatch.delenv(name)
    monkeypatch.setenv("TILEDSL_CACHE_DIR", TEST_CACHE_DIR)
    return monkeypatch


def nvcc_object(tmp_path, source: str, arch: str = "sm_90a"):
    """Compile CUDA ``source`` to an object file with ``nvcc -c`` (a whole translation unit,
    as a user building emitted code would): ``(completed process, object path)``. The code is
    ``arch``'s SASS only, ``-gencode arch=compute_NN,code=sm_NN``: CUDA 13's ``-arch=sm_90a``
    also embeds PTX for plain ``compute_90``, which ptxas cannot build from wgmma code
    ("not supported on .target 'sm_90'")."""
    import subprocess

    from tiledsl.codegen.nvcc import nvcc_path

    cu, obj = tmp_path / "k.cu", tmp_path / "k.o"
    cu.write_text(source)
    p = subprocess.run([nvcc_path(), "-gencode", f"arch=compute_{arch[3:]},code={arch}",
                        "-std=c++17", "-c", str(cu), "-o", str(obj)], capture_output=True,
                       text=True)
    return p, obj


def attention_case(at, bh: int, n: int, d: int, bm: int, bn: int, causal: bool, seed: int):
    """Inputs of examples/attention.tile for ``bh`` sequences of one head each (``n`` rows,
    head dimension ``d``, fp16 standard normals from ``seed``) and the interpreter's output:
    ``(q, k, v, scale, grid, strides, want)``, where a launch takes
    ``at[grid](out, q, k, v, scale, n, d, *strides, HEAD_DIM=d, ...)``."""
    import numpy as np

    rng = np.random.default_rng(seed)
    q, k, v = (rng.standard_normal((bh, n, d)).astype(np.float16) for _ in range(3))
    scale = np.float32(1 / np.sqrt(d))
    grid = ((n + bm - 1) // bm, 1, bh)
    strides = (n * d, d) * 4
    want = np.zeros((bh, n, d), np.float16)
    at[grid](want, q, k, v, scale, n, d, *strides, HEAD_DIM=d, BLOCK_M=bm, BLOCK_N=bn,
             CAUSAL=causal, backend="interpreter")
    return q, k, v, scale, grid, strides, want
