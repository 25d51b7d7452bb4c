"""Timing on the GPU with CUDA events: Triton's ``do_bench`` (``python/triton/testing.py``),
as :class:`~tiledsl.launch.backends.CudaBackend` times a kernel (the autotuner's timings).

1. one untimed run (``reset`` first), then five runs between two events give an estimate
   ``est`` of one run, L2 flush included;
2. ``n_warmup = max(1, warmup_ms / est)`` untimed runs, then ``n_rep = max(1, rep_ms / est)``
   runs, each preceded (untimed) by ``reset()`` and by zeroing a ``flush_l2_bytes`` buffer so
   that no run finds its inputs in L2, each between its own pair of events;
3. the times of the ``n_rep`` runs in milliseconds (the tuner takes their median).

Unlike Triton's autotuner, which restores arguments inside the timed function
(``restore_value`` pre-hooks), ``reset`` runs outside the events: restoring an in-place
argument costs nothing in the measurement.
"""
from __future__ import annotations

import statistics


def plan(est_ms: float, warmup_ms: float, rep_ms: float) -> tuple[int, int]:
    """``(n_warmup, n_rep)`` for a run estimated at ``est_ms`` (Triton's arithmetic; at least
    one of each)."""
    est = max(est_ms, 1e-6)
    return max(1, int(warmup_ms / est)), max(1, int(rep_ms / est))


def median(times: list[float]) -> float:
    """The median of ``times`` (ms). Raises ValueError for an empty list."""
    if not times:
        raise ValueError("no timings")
    return float(statistics.median(times))


def do_bench(run, reset, warmup_ms: float = 25.0, rep_ms: float = 100.0,
             flush_l2_bytes: int = 256 * 1024 * 1024) -> list[float]:
    """Milliseconds of each timed ``run()`` on the current CUDA stream (see the module
    docstring). ``run`` and ``reset`` only queue work; errors they raise propagate."""
    import cupy

    stream = cupy.cuda.get_current_stream()
    flush = cupy.empty(max(flush_l2_bytes // 4, 1), dtype=cupy.int32)

    def one():
        reset()
        flush.fill(0)
        run()

    reset()
    run()
    stream.synchronize()
    start, end = cupy.cuda.Event(), cupy.cuda.Event()
    start.record(stream)
    for _ in range(5):
        one()
    end.record(stream)
    end.synchronize()
    est = cupy.cuda.get_elapsed_time(start, end) / 5
    n_warmup, n_rep = plan(est, warmup_ms, rep_ms)
    for _ in range(n_warmup):
        one()
    starts = [cupy.cuda.Event() for _ in range(n_rep)]
    ends = [cupy.cuda.Event() for _ in range(n_rep)]
    for s, e in zip(starts, ends):
        reset()
        flush.fill(0)
        s.record(stream)
        run()
        e.record(stream)
    stream.synchronize()
    return [cupy.cuda.get_elapsed_time(s, e) for s, e in zip(starts, ends)]
