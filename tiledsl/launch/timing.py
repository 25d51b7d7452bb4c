"""Timing on the GPU with CUDA events: Triton's ``do_bench`` (``python/triton/testing.py``),
as :class:`~tiledsl.launch.backends.CudaBackend` times a kernel (the autotuner's timings) and
:func:`tiledsl.testing.do_bench` times a function: both are :func:`time_runs` (on
:class:`Events` of cupy's current stream, or of torch's for ``tiledsl.testing``).

1. one untimed run (``reset`` first), then five runs between two events give an estimate
   ``est`` of one run, L2 flush included;
2. ``n_warmup = max(1, warmup_ms / est)`` untimed runs, then ``n_rep = max(1, rep_ms / est)``
   runs, each preceded (untimed) by ``reset()`` and by zeroing a ``flush_l2_bytes`` buffer so
   that no run finds its inputs in L2, each between its own pair of events;
3. the times of the ``n_rep`` runs in milliseconds (the tuner takes their median).

Unlike Triton's autotuner, which restores arguments inside the timed function
(``restore_value`` pre-hooks), ``reset`` runs outside the events: restoring an in-place
argument costs nothing in the measurement.

Each timed run's start event is queued behind a GPU spin (:data:`SPIN_SOURCE`) as long as
1.5 times the host's time to queue one ``run()`` (measured in step 1), plus 10 µs, so that a
launch whose host time exceeds the L2 flush's GPU time (zeroing 256 MB takes about 0.08 ms on
an H200) does not leave the GPU idle between the start event and the kernel, which would time
the host. The tuner's launches of GPT-2's linears take 0.03-0.05 ms on the host, under the
flush, and measure the same with and without the spin (bench/probe_tuner_timing.py); a
launch slower on the host (a slow CPU, many arguments) is what the spin is for.
"""
from __future__ import annotations

import statistics
import time

#: a kernel of one thread that spins for ``cycles`` SM clock cycles
SPIN_SOURCE = r"""extern "C" __global__ void tl_spin(long long cycles) {
  const long long t0 = clock64();
  while (clock64() - t0 < cycles) {
  }
}
"""
_spin_kernel = None


def spin_cycles(host_ms: float, clock_khz: int) -> int:
    """The cycles of the spin queued before each timed run: 1.5 times ``host_ms`` (the host's
    milliseconds to queue one run) plus 0.01 ms, at ``clock_khz`` (the SM clock in kHz:
    cycles per millisecond; a slower clock spins longer, never shorter)."""
    return int((1.5 * max(host_ms, 0.0) + 0.01) * clock_khz)


def _spin(cycles: int, failed: Exception | None = None) -> None:
    """Queue the spin on cupy's current stream (compiled once per process). Where it cannot
    be compiled or launched (or ``failed`` says why not), warns once and times without it,
    as before it existed."""
    global _spin_kernel

    if _spin_kernel is False:
        return
    try:
        if failed is not None:
            raise failed
        import cupy
        import numpy as np

        if _spin_kernel is None:
            _spin_kernel = cupy.RawKernel(SPIN_SOURCE, "tl_spin")
        _spin_kernel((1,), (1,), (np.int64(cycles),))
    except Exception as exc:  # noqa: BLE001 - timing goes on, as Triton's does
        import warnings

        from ..errors import outside_stacklevel

        _spin_kernel = False
        warnings.warn(f"tiledsl's timing could not queue its GPU spin ({type(exc).__name__}: "
                      f"{exc}); the timings of launches slower on the host than the L2 flush "
                      f"include host time", RuntimeWarning, stacklevel=outside_stacklevel())


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


class Events:
    """CUDA events, the L2-flush buffer and the spin of one timing, on the current stream of
    cupy (``kind="cupy"``, the tuner's) or of torch (``"torch"``: :func:`tiledsl.testing.do_bench`
    when the caller has imported torch with CUDA, the stream torch work and tiledsl launches
    on torch tensors go on); ``None``: torch's when so, else cupy's."""

    def __init__(self, flush_bytes: int, kind: str | None = None):
        import sys

        torch = sys.modules.get("torch")
        if kind is None:
            kind = "torch" if torch is not None and torch.cuda.is_available() else "cupy"
        self.kind = kind
        if kind == "torch":
            self.torch = torch
            self.flush = torch.empty(max(flush_bytes // 4, 1), dtype=torch.int32, device="cuda")
        else:
            import cupy

            self.cupy = cupy
            self.stream = cupy.cuda.get_current_stream()
            self.flush = cupy.empty(max(flush_bytes // 4, 1), dtype=cupy.int32)

    def event(self):
        if self.kind == "torch":
            return self.torch.cuda.Event(enable_timing=True)
        return self.cupy.cuda.Event()

    def record(self, e) -> None:
        if self.kind == "torch":
            e.record()
        else:
            e.record(self.stream)

    def elapsed(self, a, b) -> float:
        if self.kind == "torch":
            return a.elapsed_time(b)
        return self.cupy.cuda.get_elapsed_time(a, b)

    def synchronize(self) -> None:
        if self.kind == "torch":
            self.torch.cuda.synchronize()
        else:
            self.stream.synchronize()

    def clear_l2(self) -> None:
        if self.kind == "torch":
            self.flush.zero_()
        else:
            self.flush.fill(0)

    def clock_khz(self) -> int:
        """The SM clock in kHz (2 GHz where the device does not say)."""
        if self.kind == "torch":
            props = self.torch.cuda.get_device_properties(self.torch.cuda.current_device())
            return int(getattr(props, "clock_rate", 0) or 2_000_000)
        return self.cupy.cuda.Device().attributes.get("ClockRate") or 2_000_000

    def spin(self, cycles: int) -> None:
        """Queue the GPU spin of ``cycles`` on this timing's stream: :func:`_spin` (cupy), or
        torch's own ``torch.cuda._sleep`` on torch's stream (cupy's kernel there when torch
        lacks it). ``_spin_kernel = False`` switches both off (bench/probe_tuner_timing.py)."""
        if self.kind == "cupy" or _spin_kernel is False:
            return _spin(cycles)
        sleep = getattr(self.torch.cuda, "_sleep", None)
        if sleep is not None:
            return sleep(int(cycles))
        try:
            import cupy
        except Exception as exc:  # noqa: BLE001 - no spin: as when it cannot compile
            return _spin(cycles, failed=exc)
        with cupy.cuda.ExternalStream(self.torch.cuda.current_stream().cuda_stream):
            _spin(cycles)


def time_runs(run, reset, warmup_ms: float, rep_ms: float, events: Events) -> list[float]:
    """The one implementation of both ``do_bench`` (this module's, the tuner's, and
    :func:`tiledsl.testing.do_bench`): milliseconds of each timed ``run()`` between
    ``events``' CUDA events, as the module docstring says; ``reset()`` comes (untimed)
    before every run. ``run`` and ``reset`` only queue work; errors they raise propagate."""
    ev = events

    def one():
        reset()
        ev.clear_l2()
        run()

    reset()
    run()
    ev.synchronize()
    start, end = ev.event(), ev.event()
    ev.record(start)
    host = 0.0
    for _ in range(5):
        reset()
        ev.clear_l2()
        t0 = time.perf_counter()
        run()
        host += time.perf_counter() - t0
    ev.record(end)
    ev.synchronize()
    est = ev.elapsed(start, end) / 5
    n_warmup, n_rep = plan(est, warmup_ms, rep_ms)
    cycles = spin_cycles(host / 5 * 1e3, ev.clock_khz())
    for _ in range(n_warmup):
        one()
    starts = [ev.event() for _ in range(n_rep)]
    ends = [ev.event() for _ in range(n_rep)]
    for s, e in zip(starts, ends):
        reset()
        ev.clear_l2()
        ev.spin(cycles)  # the GPU busy while the host queues run(): the events time the kernel
        ev.record(s)
        run()
        ev.record(e)
    ev.synchronize()
    return [ev.elapsed(s, e) for s, e in zip(starts, ends)]


def do_bench(run, reset, warmup_ms: float = 25.0, rep_ms: float = 100.0,
             flush_l2_bytes: int = 256 * 1024 * 1024) -> list[float]:
    """Milliseconds of each timed ``run()`` on the current CUDA stream (see the module
    docstring). ``run`` and ``reset`` only queue work; errors they raise propagate."""
    return time_runs(run, reset, warmup_ms, rep_ms, Events(flush_l2_bytes, "cupy"))
