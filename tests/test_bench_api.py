"""``tiledsl.testing.do_bench``, ``perf_report`` and ``kernel.warmup``: the sweep and its table
with a fake timer, warmup on the interpreter and on the GPU's compile-only path (a stand-in
cupy and a recording compiler), do_bench's error without a GPU; GPU-marked runs of the
real thing."""
from __future__ import annotations

import csv
import io
import sys
import types

import numpy as np
import pytest

import tiledsl
from tiledsl.testing import Benchmark, do_bench, perf_report
from tiledsl.testing.bench import summarize

ADD = """
kernel add(out, x, y, n: i32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    m = offs < n
    store(out + offs, load(x + offs, mask=m) + load(y + offs, mask=m), mask=m)
"""


# ------------------------------------------------------------------------- perf_report
def make_sweep(**extra):
    calls = []

    @perf_report(Benchmark(
        x_names=["size"], x_vals=[1024, 4096], line_arg="provider",
        line_vals=["tiledsl", "torch"], line_names=["tiledsl", "Torch"],
        plot_name="vector-add", args={"dtype": "fp32"},
        bytes=lambda size, dtype: 3 * 4 * size, **extra))
    def bench(size, provider, dtype):
        calls.append((size, provider, dtype))
        ms = size / 1e6 * (1.0 if provider == "tiledsl" else 2.0)  # a fake timer
        return ms if provider == "tiledsl" else (ms, ms * 0.9, ms * 1.1)

    return bench, calls


def test_perf_report_sweeps_every_point_and_provider():
    bench, calls = make_sweep(peak_gbps=100.0)
    out = io.StringIO()
    (report,) = bench.run(print_data=True, file=out)
    assert calls == [(1024, "tiledsl", "fp32"), (1024, "torch", "fp32"),
                     (4096, "tiledsl", "fp32"), (4096, "torch", "fp32")]
    assert report.columns == ["size", "tiledsl ms", "tiledsl GB/s", "tiledsl of BW",
                              "Torch ms", "Torch GB/s", "Torch of BW"]
    # 3 * 4 * 1024 bytes in 1.024 us: 12 GB/s, 0.12 of a 100 GB/s peak; torch twice as slow
    row = report.rows[0]
    assert row[0] == 1024 and row[1] == pytest.approx(1.024e-3)
    assert row[2] == pytest.approx(12.0) and row[3] == pytest.approx(0.12)
    assert row[5] == pytest.approx(6.0) and row[6] == pytest.approx(0.06)
    text = out.getvalue()
    assert text.startswith("vector-add (bandwidth peak 100 GB/s):\n")
    assert "tiledsl GB/s" in text and "12.000" in text and "0.120" in text


def test_flops_and_tensor_peak_and_an_unknown_peak():
    @perf_report([Benchmark(x_names=["M", "N", "K"], x_vals=[(64, 64, 64)], line_arg="p",
                            line_vals=["a"], plot_name="mm", flops=lambda M, N, K: 2 * M * N * K,
                            peak_tflops=1.0),
                  Benchmark(x_names=["n"], x_vals=[8], line_arg="p", line_vals=["a"],
                            plot_name="no-peak", bytes=lambda n: n)])
    def bench(p, **point):
        return 0.5  # ms

    mm, nopeak = bench.run(print_data=False)
    assert mm.columns == ["M", "N", "K", "a ms", "a TFLOP/s", "a of TC"]
    assert mm.rows[0][4] == pytest.approx(2 * 64 ** 3 / 0.5e-3 / 1e12)
    assert mm.rows[0][5] == pytest.approx(mm.rows[0][4] / 1.0)
    # no GPU here and no peak_gbps=: the fraction column is left out and the title says why
    assert nopeak.peak_gbps is None and nopeak.columns == ["n", "a ms", "a GB/s"]
    assert "bandwidth peak unknown (pass peak_gbps=)" in nopeak.text()


def test_perf_report_saves_csv_and_a_plot_or_says_why_not(tmp_path):
    bench, _ = make_sweep(peak_gbps=100.0, x_log=True)
    out = io.StringIO()
    (report,) = bench.run(save_path=str(tmp_path), file=out)
    with open(tmp_path / "vector-add.csv", newline="") as f:
        rows = list(csv.reader(f))
    assert rows[0] == report.columns and len(rows) == 3
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        assert report.plot_path is None
        assert "matplotlib is not installed (pip install 'tiledsl[plot]')" in out.getvalue()
    else:
        assert report.plot_path == str(tmp_path / "vector-add.png")
        assert (tmp_path / "vector-add.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_perf_report_calls_the_function_directly_too():
    bench, calls = make_sweep()
    assert bench(size=8, provider="tiledsl", dtype="fp32") == 8e-6
    assert calls == [(8, "tiledsl", "fp32")]


def test_benchmark_rejects_mismatched_line_names():
    with pytest.raises(ValueError, match="2 line_names for 1 line_vals"):
        Benchmark(x_names="n", x_vals=[1], line_arg="p", line_vals=["a"],
                  line_names=["a", "b"])


# ---------------------------------------------------------------------------- do_bench
def test_do_bench_without_a_gpu_says_so(monkeypatch):
    from tiledsl.testing import backends

    monkeypatch.setattr(backends, "gpu_unavailable", lambda: "no CUDA device")
    monkeypatch.setattr(backends, "torch_cuda_unavailable", lambda: "torch sees no CUDA device")
    with pytest.raises(tiledsl.TileLaunchError, match=r"do_bench\(\) times GPU work with CUDA "
                       r"events, and there is no GPU here \(no CUDA device; torch sees no "
                       r"CUDA device\)"):
        do_bench(lambda: None)


def test_do_bench_argument_errors():
    with pytest.raises(ValueError, match="return_mode must be one of"):
        do_bench(lambda: None, return_mode="p99")
    with pytest.raises(ValueError, match=r"quantiles must lie in \[0, 1\]"):
        do_bench(lambda: None, quantiles=[50])


def test_summarize_statistics():
    t = [1.0, 2.0, 3.0, 10.0]
    assert summarize(t) == 4.0
    assert summarize(t, return_mode="median") == 2.5
    assert summarize(t, return_mode="min") == 1.0
    assert summarize(t, return_mode="all") == t
    assert summarize(t, quantiles=[0.5, 0.0, 1.0]) == [2.5, 1.0, 10.0]
    assert summarize(t, quantiles=[0.5]) == 2.5


@pytest.mark.gpu
def test_do_bench_times_a_launch_on_the_gpu():
    import cupy

    k = tiledsl.compile(ADD).add
    n = 1 << 22
    x = cupy.random.rand(n, dtype=cupy.float32)
    y, out = cupy.random.rand(n, dtype=cupy.float32), cupy.empty(n, cupy.float32)
    run = lambda: k[(n // 1024,)](out, x, y, n, BLOCK=1024)  # noqa: E731
    ms = do_bench(run, warmup=5, rep=20)
    q = do_bench(run, warmup=5, rep=20, quantiles=[0.5, 0.2, 0.8])
    assert 0 < ms < 50 and len(q) == 3 and q[1] <= q[0] <= q[2]
    gbps = 3 * 4 * n / (ms * 1e-3) / 1e9
    assert gbps > 100  # any GPU of this decade


# ------------------------------------------------------------------------------ warmup
def test_warmup_on_the_interpreter_builds_without_running():
    k = tiledsl.compile(ADD).add
    x = np.arange(10, dtype=np.float32)
    out = np.full(10, -1.0, np.float32)
    spec = k.warmup(out, x, x, 10, grid=(1,), BLOCK=16)
    assert np.all(out == -1.0)  # nothing ran
    assert k.num_lowerings == 1 and spec.fn.name == "add"
    k[(1,)](out, x, x, 10, BLOCK=16)  # the launch finds the specialization
    assert k.num_lowerings == 1 and np.array_equal(out, 2 * x)
    with pytest.raises(tiledsl.TileLaunchError, match="missing constexpr 'BLOCK'"):
        k.warmup(out, x, x, 10, grid=(1,))


def test_warmup_of_an_autotuned_kernel_builds_every_configuration():
    src = ("@autotune(configs=[Config(BLOCK=16), Config(BLOCK=32)], key=['n'])\n" + ADD)
    k = tiledsl.compile(src).add
    x = np.arange(10, dtype=np.float32)
    out = np.zeros(10, np.float32)
    specs = k.warmup(out, x, x, 10, grid=lambda m: (1,))
    assert len(specs) == 2 and k.kernel.num_lowerings == 2 and not out.any()
    assert len(k.warmup(out, x, x, 10, grid=(1,), config=1)) == 1


class _DeviceArray:
    """A stand-in device array: ``__cuda_array_interface__`` over a fake address."""

    def __init__(self, ptr, n):
        self.__cuda_array_interface__ = {"shape": (n,), "typestr": "<f4", "version": 2,
                                         "data": (ptr, False), "strides": None}
        self.device = types.SimpleNamespace(id=0)


def test_warmup_on_the_gpu_compiles_only(monkeypatch, clean_env):
    calls = []
    cupy = types.ModuleType("cupy")

    class Device:
        def __init__(self, i=0):
            self.id = i

        def __enter__(self):
            calls.append(("device", self.id))

        def __exit__(self, *exc):
            return False

    cupy.ndarray = type("ndarray", (), {})
    cupy.cuda = types.SimpleNamespace(
        runtime=types.SimpleNamespace(getDeviceCount=lambda: 1, getDevice=lambda: 0),
        Device=Device)
    monkeypatch.setitem(sys.modules, "cupy", cupy)
    from tiledsl.launch import backends

    monkeypatch.setattr(backends, "compile_only", lambda fn, w, s, lo=None, persistent=False: calls.append(
        ("compile", fn.name, w, s, lo)))
    from tiledsl import codegen

    monkeypatch.setattr(codegen, "launch", lambda *a, **kw: calls.append(("launch",)),
                        raising=False)
    k = tiledsl.compile(ADD).add
    out, x, y = (_DeviceArray(p, 64) for p in (4096, 8192, 16384))
    spec = k.warmup(out, x, y, 64, grid=(1,), BLOCK=64, num_warps=2, num_stages=1)
    assert calls == [("device", 0), ("compile", "add", 2, 1, None)]
    assert {p.name: p.facts.get("aligned16") for p in spec.fn.params if p.kind == "pointer"} \
        == {"out": True, "x": True, "y": True}


@pytest.mark.gpu
def test_warmup_on_the_gpu_compiles_and_the_launch_reuses_it():
    import cupy

    from tiledsl.codegen import runtime

    k = tiledsl.compile(ADD).add
    x = cupy.arange(100, dtype=cupy.float32)
    out = cupy.full(100, -1.0, cupy.float32)
    spec = k.warmup(out, x, x, 100, grid=(1,), BLOCK=128)
    cupy.cuda.Device().synchronize()
    assert bool((out == -1.0).all())
    assert runtime.is_compiled(spec.fn, 4)
    k[(1,)](out, x, x, 100, BLOCK=128)
    assert bool((out == 2 * x).all()) and k.num_lowerings == 1
