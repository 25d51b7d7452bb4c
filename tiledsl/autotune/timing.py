"""The tuner's timing: :mod:`tiledsl.launch.timing` (CUDA events, Triton's ``do_bench``; the
number of runs; their median), which :class:`~tiledsl.launch.backends.CudaBackend` times
with."""
from __future__ import annotations

from ..launch.timing import do_bench, median, plan

__all__ = ["do_bench", "median", "plan"]
