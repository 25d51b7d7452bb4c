"""The tuner's timing (tiledsl/launch/timing.py) on a stand-in for cupy that logs what is
queued: every timed run's start event waits behind a GPU spin as long as 1.5 times the host's
time to queue a run, so that a launch slower on the host than the L2 flush on the GPU is
still timed on the GPU alone; the spin kernel compiles with nvcc."""
from __future__ import annotations

import shutil
import subprocess
import sys
import time
import types

import pytest

from tiledsl.launch import timing

HOST_MS = 3.0  # the stand-in run's host time
CLOCK_KHZ = 1_500_000


def fake_cupy(log: list):
    class Event:
        count = 0

        def __init__(self):
            Event.count += 1
            self.name = f"event{Event.count}"

        def record(self, stream):
            log.append(("record", self.name))

        def synchronize(self):
            pass

    class Stream:
        def synchronize(self):
            pass

    class Buffer:
        def fill(self, v):
            log.append(("flush",))

    class RawKernel:
        def __init__(self, src, name):
            assert name == "tl_spin" and "clock64()" in src

        def __call__(self, grid, block, args):
            log.append(("spin", int(args[0])))

    cuda = types.SimpleNamespace(
        Event=Event, get_current_stream=lambda: Stream(),
        get_elapsed_time=lambda a, b: 0.05,
        Device=lambda: types.SimpleNamespace(attributes={"ClockRate": CLOCK_KHZ}))
    return types.SimpleNamespace(cuda=cuda, empty=lambda n, dtype=None: Buffer(),
                                 int32="int32", RawKernel=RawKernel)


def test_each_timed_run_starts_behind_a_spin_as_long_as_the_hosts_launch(monkeypatch):
    log = []
    monkeypatch.setitem(sys.modules, "cupy", fake_cupy(log))
    monkeypatch.setattr(timing, "_spin_kernel", None)

    def run():
        time.sleep(HOST_MS / 1e3)  # a launch that takes the host HOST_MS to queue
        log.append(("run",))

    times = timing.do_bench(run, lambda: log.append(("reset",)), warmup_ms=0.015, rep_ms=0.045)
    assert times == [0.05] * 4  # 0.045 ms of runs at 0.01 ms each (5 runs timed 0.05)
    timed = log[-4 * 6:]
    for i in range(4):
        reset, flush, spin, start, ran, end = timed[6 * i:6 * i + 6]
        assert (reset, flush, ran) == (("reset",), ("flush",), ("run",))
        assert spin[0] == "spin" and start[0] == end[0] == "record"
        # 1.5 x the measured host time (at least HOST_MS) plus 10 us, in cycles
        assert spin[1] >= int((1.5 * HOST_MS + 0.01) * CLOCK_KHZ)
        assert spin[1] <= int((1.5 * 4 * HOST_MS + 0.01) * CLOCK_KHZ)  # not absurdly long
    assert not any(e[0] == "spin" for e in log[:-4 * 6])  # the estimate and warm-up: none


def test_a_spin_that_cannot_compile_warns_once_and_timing_goes_on(monkeypatch):
    log = []
    cupy = fake_cupy(log)

    def broken(src, name):
        raise RuntimeError("no NVRTC")

    cupy.RawKernel = broken
    monkeypatch.setitem(sys.modules, "cupy", cupy)
    monkeypatch.setattr(timing, "_spin_kernel", None)
    with pytest.warns(RuntimeWarning, match=r"could not queue its GPU spin \(RuntimeError: no "
                                            r"NVRTC\)"):
        times = timing.do_bench(lambda: log.append(("run",)), lambda: None, warmup_ms=0.015,
                                rep_ms=0.045)
    assert times == [0.05] * 4 and not any(e[0] == "spin" for e in log)


def test_testing_do_bench_is_the_same_timing(monkeypatch):
    """``tiledsl.testing.do_bench`` runs :func:`timing.time_runs` too (on cupy's stream when
    torch has no CUDA): the same spin before each timed run, ``grad_to_none`` reset before
    every run, and its statistic of the same times."""
    from tiledsl.testing import bench

    log = []
    monkeypatch.setitem(sys.modules, "cupy", fake_cupy(log))
    monkeypatch.setattr(timing, "_spin_kernel", None)
    monkeypatch.setattr(bench, "_require_gpu", lambda: None)
    torch = sys.modules.get("torch")
    if torch is not None:
        monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    grad = types.SimpleNamespace(grad="g")

    def fn():
        time.sleep(HOST_MS / 1e3)
        assert grad.grad is None  # reset before this run
        grad.grad = "g"
        log.append(("run",))

    assert bench.do_bench(fn, warmup=0.015, rep=0.045, grad_to_none=[grad],
                          return_mode="all") == [0.05] * 4
    timed = log[-4 * 5:]
    for i in range(4):
        flush, spin, start, ran, end = timed[5 * i:5 * i + 5]
        assert (flush, ran, start[0], end[0]) == (("flush",), ("run",), "record", "record")
        assert spin[0] == "spin" and spin[1] >= int((1.5 * HOST_MS + 0.01) * CLOCK_KHZ)
    assert not any(e[0] == "spin" for e in log[:-4 * 5])
    assert bench.do_bench(fn, warmup=0.015, rep=0.045, grad_to_none=[grad],
                          quantiles=[0.5]) == 0.05


def test_spin_cycles():
    assert timing.spin_cycles(0.2, 1_980_000) == int(0.31 * 1_980_000)
    assert timing.spin_cycles(-1.0, 1000) == 10  # a clock that went backwards: 10 us


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="needs nvcc")
def test_the_spin_kernel_compiles(tmp_path):
    from tiledsl.codegen.nvcc import nvcc_path

    cu = tmp_path / "spin.cu"
    cu.write_text(timing.SPIN_SOURCE)
    p = subprocess.run([nvcc_path(), "-ptx", "-arch=sm_80", str(cu), "-o",
                        str(tmp_path / "spin.ptx")], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    assert "clock64" in (tmp_path / "spin.ptx").read_text() or \
        "%clock64" in (tmp_path / "spin.ptx").read_text()
