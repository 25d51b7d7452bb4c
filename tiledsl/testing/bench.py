"""``do_bench``: the time of a GPU function, measured as Triton's ``triton.testing.do_bench``.

1. ``fn()`` once, then five runs between two events estimate one run (L2 flush included);
2. ``warmup`` ms of untimed runs, then ``rep`` ms of runs, each preceded (untimed) by zeroing
   a 256 MB buffer so that no run finds its data in L2, and each between its own pair of CUDA
   events;
3. the statistic of those times in milliseconds: ``return_mode`` ("mean" by default, as Triton
   3.x; "median", "min", "max", "all") or the ``quantiles``.

The runs are timed by :func:`tiledsl.launch.timing.time_runs`, the tuner's own timing: so each
timed run's start event also waits behind a short GPU spin, as long as 1.5 times the host's
time to queue ``fn()``, and a function slower on the host than the L2 flush on the GPU is
still timed on the GPU alone (``grad_to_none``'s reset runs, untimed, before every run).

The events are recorded on torch's current stream when torch with CUDA is imported by the
caller (the stream torch work and tiledsl launches on torch tensors go on), else on cupy's
current stream. On a machine without a GPU, ``do_bench`` raises
:class:`tiledsl.TileLaunchError` saying so; to compare backends on the interpreter, time with
:func:`time.perf_counter`, or give :class:`tiledsl.testing.perf.Benchmark` a function that
returns milliseconds measured any way.
"""
from __future__ import annotations

from ..errors import TileLaunchError
from ..launch.timing import Events, time_runs

RETURN_MODES = ("min", "max", "mean", "median", "all")


def _require_gpu() -> None:
    from .backends import gpu_unavailable, torch_cuda_unavailable

    cupy_why, torch_why = gpu_unavailable(), torch_cuda_unavailable()
    if cupy_why is not None and torch_why is not None:
        raise TileLaunchError(
            f"do_bench() times GPU work with CUDA events, and there is no GPU here ({cupy_why}; "
            f"{torch_why}); on the interpreter, time with time.perf_counter, or pass "
            f"perf_report's Benchmark a function that returns milliseconds")


def do_bench(fn, warmup: float = 25, rep: float = 100, quantiles=None,
             return_mode: str = "mean", grad_to_none=None,
             flush_l2_bytes: int = 256 * 1024 * 1024):
    """Milliseconds that one call of ``fn()`` takes on the GPU (see the module docstring).

    ``fn`` takes no arguments and queues GPU work (tiledsl launches, torch or cupy
    operations). ``warmup`` and ``rep`` are milliseconds of untimed and timed runs (at least
    one of each). ``quantiles``: a list of fractions in [0, 1]; then the result is the list of
    those quantiles of the run times (``[0.5, 0.2, 0.8]``: median, 20th and 80th percentile),
    else the ``return_mode`` statistic (``"all"``: every run's time). ``grad_to_none``: torch
    tensors whose ``.grad`` is reset to None before each run (a backward pass benchmarked).
    Returns a float (or a list of floats) in ms.

    Raises :class:`tiledsl.TileLaunchError` without a GPU, :class:`ValueError` for a bad
    ``return_mode`` or quantile; what ``fn`` raises propagates."""
    if return_mode not in RETURN_MODES:
        raise ValueError(f"do_bench(): return_mode must be one of {', '.join(RETURN_MODES)}, "
                         f"got {return_mode!r}")
    if quantiles is not None:
        quantiles = [float(q) for q in quantiles]
        if not all(0.0 <= q <= 1.0 for q in quantiles):
            raise ValueError(f"do_bench(): quantiles must lie in [0, 1], got {quantiles}")
    _require_gpu()

    def reset():
        for t in grad_to_none or ():
            t.grad = None

    times = time_runs(fn, reset, warmup, rep, Events(flush_l2_bytes))
    return summarize(times, quantiles, return_mode)


def summarize(times: list, quantiles=None, return_mode: str = "mean"):
    """``do_bench``'s result from the run times (ms): the ``quantiles`` (linear
    interpolation, as ``torch.quantile``) or the ``return_mode`` statistic."""
    import numpy as np

    a = np.asarray(times, dtype=np.float64)
    if quantiles is not None:
        out = [float(v) for v in np.quantile(a, quantiles)]
        return out[0] if len(out) == 1 else out
    if return_mode == "all":
        return [float(v) for v in a]
    return float({"min": a.min, "max": a.max, "mean": a.mean,
                  "median": lambda: np.median(a)}[return_mode]())
