"""Testing helpers for tiledsl kernels, and the fuzzer of tiledsl itself.

* :func:`assert_equivalent` (:mod:`.equivalence`): one launch on the interpreter, the GPU and
  an optional numpy reference, compared output by output;
* :mod:`tiledsl.testing.strategies`: hypothesis strategies for kernel arguments (special
  values, masked tails, misaligned and strided views, scalars);
* :mod:`tiledsl.testing.pytest_plugin`: run a test module's kernel tests on every available
  backend (``pytest -p tiledsl.testing.pytest_plugin``);
* :func:`assert_configs_agree` (from :mod:`tiledsl.autotune.check`): every configuration of a
  tuned kernel run on the interpreter, all outputs equal;
* :mod:`tiledsl.testing.fuzz`: random ``.tile`` kernels and the oracles that check the
  interpreter, the CUDA generator and ``nvcc`` against each other;
* :func:`do_bench` (:mod:`.bench`): GPU time of a function with CUDA events, Triton's
  procedure; :func:`perf_report` and :class:`Benchmark` (:mod:`.perf`): sweeps of providers
  over sizes, a table with GB/s, TFLOP/s and fractions of the device's peaks, and a plot.

``docs/testing.md`` shows each of them at work. The strategies need ``hypothesis``
(``pip install 'tiledsl[test]'``); :func:`assert_equivalent` does not.
"""
from __future__ import annotations

from .backends import BACKENDS, gpu_unavailable, layout_copy
from .bench import do_bench
from .equivalence import (
    DEFAULT_TOLERANCES,
    BackendUnavailableWarning,
    EquivalenceError,
    Result,
    assert_equivalent,
)


def available_backends() -> tuple:
    """The backends that can run here: ``("interpreter", "cuda")`` with a GPU, else
    ``("interpreter",)``."""
    return BACKENDS if gpu_unavailable() is None else ("interpreter",)


def __getattr__(name):
    if name == "strategies":
        import importlib

        return importlib.import_module(".strategies", __name__)
    if name in ("perf_report", "Benchmark", "Report"):
        from . import perf

        return getattr(perf, name)
    if name == "assert_configs_agree":  # lazily: the autotuner imports the launch layer
        from ..autotune.check import assert_configs_agree

        return assert_configs_agree
    raise AttributeError(f"module 'tiledsl.testing' has no attribute '{name}'")


__all__ = ["assert_equivalent", "EquivalenceError", "BackendUnavailableWarning", "Result",
           "DEFAULT_TOLERANCES", "BACKENDS", "available_backends", "gpu_unavailable",
           "layout_copy", "strategies", "assert_configs_agree", "do_bench", "perf_report",
           "Benchmark", "Report"]
